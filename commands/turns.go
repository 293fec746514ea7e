package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// TurnHistory is what `turns` needs of a persisted session: the record
// of its turns, the contents the records name, and undoing one.
// session.Session implements it.
type TurnHistory interface {
	History(ctx context.Context, f store.TurnFilter) ([]store.TurnRecord, error)
	LastTurn() int64
	TurnContent(ctx context.Context, path, hash string) ([]byte, error)
	UndoTurn(ctx context.Context, n int64) ([]store.PathChange, error)
}

// Turns is the `turns` command of a session whose turns are recorded
// (bash's own `history` keeps its meaning: the lines of this shell).
func Turns(h TurnHistory) shell.Command {
	return shell.Command{
		Name:    "turns",
		Summary: "list this session's past turns (scripts, status, changed files); show, diff or undo one",
		Usage:   turnsUsage,
		Run:     func(ctx context.Context, inv *shell.Invocation) int { return runTurns(ctx, inv, h) },
	}
}

const turnsUsage = `Usage: turns [-n N | --all]
  or:  turns show N
  or:  turns diff N
  or:  turns undo N
Every turn of this session (each script it was given) is on record: when
it ran, its exit status, its output (bounded), and the files it changed.
The turn running now is not on record until it ends.

  turns          list the last 20 turns: number, time (UTC), exit status,
                 number of files changed, and the first line of the script
  -n N           list the last N turns;  --all  all that are kept
  turns show N   the whole record of turn N: script, status, limits hit,
                 changed paths (A added, M modified, D deleted, T type
                 changed), stdout and stderr
  turns diff N   what turn N changed, as a git-style diff
  turns undo N   put back the paths turn N changed as they were before it,
                 if no later turn (nor this script) changed them since;
                 otherwise nothing is changed and the paths are named

Control characters and bytes that are not UTF-8 in scripts, paths and
output are shown escaped (\x1b, \xff; \t in scripts and paths). To drop
your change to a path whatever turn made it, see 'changes --revert'.
Exit status: 0; 1 when undo finds a conflict; 2 on trouble.
`

func runTurns(ctx context.Context, inv *shell.Invocation, h TurnHistory) int {
	f := newFlagSet("turns")
	n := f.Int('n', "", 20)
	all := f.Bool(0, "all")
	ops, status, done := parseFlags(inv, f, turnsUsage, 2)
	if done {
		return status
	}
	w := bufio.NewWriter(inv.Stdout)
	defer w.Flush()
	if len(ops) == 0 {
		if *n < 0 {
			errorf(inv, "invalid number of turns: %d", *n)
			return 2
		}
		lim := *n
		if *all {
			lim = 0
		}
		rs, err := h.History(ctx, store.TurnFilter{Newest: true, Limit: lim})
		if err != nil {
			errorf(inv, "%v", err)
			return 2
		}
		if len(rs) == 0 {
			w.WriteString("No turns on record yet (the running one is recorded when it ends).\n")
			return 0
		}
		fmt.Fprintf(w, "%5s  %-19s  %6s  %7s  %s\n", "TURN", "TIME (UTC)", "STATUS", "CHANGED", "SCRIPT")
		for i := len(rs) - 1; i >= 0; i-- {
			r := rs[i]
			fmt.Fprintf(w, "%5d  %-19s  %6d  %7d  %s\n", r.N, r.Time.UTC().Format(time.DateTime), r.ExitCode, len(r.Changes), firstLine(r.Script, 60))
		}
		return 0
	}
	if len(ops) != 2 {
		errorf(inv, "expected 'show N', 'diff N' or 'undo N'\nTry 'turns --help' for more information.")
		return 2
	}
	num, err := strconv.ParseInt(ops[1], 10, 64)
	if err != nil || num < 1 {
		errorf(inv, "invalid turn number: %s", quoteGNU(ops[1]))
		return 2
	}
	switch ops[0] {
	case "show", "diff":
		rs, err := h.History(ctx, store.TurnFilter{From: num, To: num})
		if err != nil {
			errorf(inv, "%v", err)
			return 2
		}
		if len(rs) == 0 {
			if num > h.LastTurn() {
				errorf(inv, "no turn %d: the last on record is %d", num, h.LastTurn())
			} else {
				errorf(inv, "turn %d is no longer on record (the history keeps the newest turns)", num)
			}
			return 2
		}
		if ops[0] == "show" {
			showTurn(w, rs[0])
			return 0
		}
		if err := diffTurn(ctx, w, h, rs[0]); err != nil {
			w.Flush()
			errorf(inv, "%v", err)
			return 2
		}
		return 0
	case "undo":
		done, err := h.UndoTurn(ctx, num)
		var conflict interface{ Conflict() []string }
		if err != nil {
			w.Flush()
			if errors.As(err, &conflict) {
				errorf(inv, "%v\nNothing was changed. 'turns show N' lists what each turn changed; 'changes --revert PATH' drops your change to a path whatever made it.", err)
				return 1
			}
			errorf(inv, "%v", err)
			return 2
		}
		if len(done) == 0 {
			fmt.Fprintf(w, "Turn %d changed no files: nothing to undo.\n", num)
			return 0
		}
		fmt.Fprintf(w, "Undid turn %d:\n", num)
		for _, c := range done {
			fmt.Fprintf(w, "%s %s\n", pathChangeLetter(c), visible(c.Path))
		}
		return 0
	}
	errorf(inv, "unknown subcommand %s (show, diff or undo)", quoteGNU(ops[0]))
	return 2
}

// firstLine is the script's first line, escaped, cut to max characters,
// with … when anything follows.
func firstLine(script string, max int) string {
	line, rest, more := strings.Cut(strings.TrimLeft(script, "\n"), "\n")
	more = more && strings.TrimSpace(rest) != ""
	v := []rune(visible(line))
	if len(v) > max {
		v, more = v[:max], true
	}
	if more {
		return string(v) + " …"
	}
	return string(v)
}

// visible escapes control characters (and invalid UTF-8) so that a
// script or path cannot move the cursor, clear the screen or hide text.
func visible(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '\t':
			b.WriteString(`\t`)
		case r == 0xfffd && strings.HasPrefix(s[i:], "\xef\xbf\xbd"):
			b.WriteRune(r)
		case r == 0xfffd:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// visibleOutput is visible for a command's output: its lines and tabs
// stay as they are.
func visibleOutput(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		cells := strings.Split(l, "\t")
		for j, c := range cells {
			cells[j] = visible(c)
		}
		lines[i] = strings.Join(cells, "\t")
	}
	return strings.Join(lines, "\n")
}

func pathChangeLetter(c store.PathChange) string {
	switch {
	case c.BeforeMode == 0:
		return "A"
	case c.AfterMode == 0:
		return "D"
	case fs.FileMode(c.BeforeMode).Type() != fs.FileMode(c.AfterMode).Type():
		return "T"
	}
	return "M"
}

func showTurn(w *bufio.Writer, r store.TurnRecord) {
	fmt.Fprintf(w, "turn %d, %s UTC, took %s", r.N, r.Time.UTC().Format(time.DateTime), r.Duration.Round(time.Millisecond))
	if r.Principal != "" {
		fmt.Fprintf(w, ", for %s", visible(r.Principal))
	}
	fmt.Fprintf(w, "\nexit status %d", r.ExitCode)
	if len(r.Limits) > 0 {
		fmt.Fprintf(w, "; limits hit: %s", strings.Join(r.Limits, ", "))
	}
	if r.Truncated {
		w.WriteString("; output truncated by the output limit")
	}
	w.WriteString("\nscript:\n")
	for _, l := range strings.Split(strings.TrimSuffix(r.Script, "\n"), "\n") {
		w.WriteString("    " + visible(l) + "\n")
	}
	if len(r.Changes) == 0 {
		w.WriteString("changed: nothing\n")
	} else {
		w.WriteString("changed:\n")
		for _, c := range r.Changes {
			fmt.Fprintf(w, "    %s %s\n", pathChangeLetter(c), visible(c.Path))
		}
	}
	for _, s := range []struct{ name, out string }{{"stdout", r.Stdout}, {"stderr", r.Stderr}} {
		if s.out == "" {
			continue
		}
		w.WriteString(s.name + ":\n" + visibleOutput(s.out))
		if !strings.HasSuffix(s.out, "\n") {
			w.WriteString("\n")
		}
	}
	if r.OutputCut {
		w.WriteString("(the record keeps only the start of the script or output)\n")
	}
}

// diffTurn writes what turn r changed as a git-style diff: its before
// states are laid out as a base, its after states written over it in an
// overlay, whose diff is the turn's.
func diffTurn(ctx context.Context, w io.Writer, h TurnHistory, r store.TurnRecord) error {
	if len(r.Changes) == 0 {
		fmt.Fprintf(w, "Turn %d changed no files.\n", r.N)
		return nil
	}
	before := memfs.New()
	var missing []string
	content := func(p, hash string) ([]byte, bool) {
		b, err := h.TurnContent(ctx, p, hash)
		if err != nil {
			missing = append(missing, p)
			return []byte(fmt.Sprintf("(content %.12s is no longer kept)\n", hash)), false
		}
		return b, true
	}
	put := func(fsys vfs.FS, p string, mode fs.FileMode, hash, target string) error {
		if err := vfs.MkdirAll(ctx, fsys, path.Dir(p), 0o755); err != nil {
			return err
		}
		switch {
		case mode.IsDir():
			if err := fsys.Mkdir(ctx, p, mode.Perm()); err != nil && !errors.Is(err, fs.ErrExist) {
				return err
			}
			return fsys.Chmod(ctx, p, mode.Perm())
		case mode&fs.ModeSymlink != 0:
			if target == "" {
				// A record made before targets were kept.
				missing = append(missing, p)
				target = "(symlink " + hash[:min(12, len(hash))] + ")"
			}
			return fsys.Symlink(ctx, target, p)
		default:
			b, _ := content(p, hash)
			return vfs.WriteFile(ctx, fsys, p, b, mode.Perm())
		}
	}
	for _, c := range r.Changes {
		if c.BeforeMode != 0 {
			if err := put(before, c.Path, fs.FileMode(c.BeforeMode), c.Before, c.BeforeTarget); err != nil {
				return err
			}
		}
	}
	ov := overlay.New(before)
	for _, c := range r.Changes {
		bm, am := fs.FileMode(c.BeforeMode), fs.FileMode(c.AfterMode)
		// A symlink is made anew, not written through.
		if c.BeforeMode != 0 && (c.AfterMode == 0 || bm.Type() != am.Type() || bm&fs.ModeSymlink != 0) && !bm.IsDir() {
			if err := ov.Remove(ctx, c.Path); err != nil {
				return err
			}
		}
	}
	// Directories removed deepest first, after their files.
	for i := len(r.Changes) - 1; i >= 0; i-- {
		c := r.Changes[i]
		bm, am := fs.FileMode(c.BeforeMode), fs.FileMode(c.AfterMode)
		if bm.IsDir() && (c.AfterMode == 0 || !am.IsDir()) {
			if err := vfs.RemoveAll(ctx, ov, c.Path); err != nil {
				return err
			}
		}
	}
	for _, c := range r.Changes {
		if c.AfterMode != 0 {
			if err := put(ov, c.Path, fs.FileMode(c.AfterMode), c.After, c.AfterTarget); err != nil {
				return err
			}
		}
	}
	if err := ov.Diff(ctx, w, overlay.DiffOptions{Renames: true}); err != nil {
		return err
	}
	if len(missing) > 0 {
		fmt.Fprintf(w, "# not kept any more, shown as a placeholder: %s\n", strings.Join(missing, " "))
	}
	return nil
}
