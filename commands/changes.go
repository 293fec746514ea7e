package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

func init() {
	register(shell.Command{
		Name:    "changes",
		Summary: "show the changes made to the provisional (copy-on-write) mounts",
		Usage:   changesUsage,
		Run:     runChanges,
	})
}

const changesUsage = `Usage: changes [OPTION]... [PATH]...
  or:  changes diff [PATH]...
Show what this session changed on the mounts whose writes are provisional
(kept in a copy-on-write layer over the original, which stays untouched
until the change is applied): by default one line per changed path,
  A PATH   added          M PATH   modified (content or mode)
  D PATH   deleted        T PATH   type changed (file, directory, symlink)
  R OLD -> NEW   a file renamed, maybe edited (as git detects renames)
directories with a trailing '/'. With PATHs, only changes at or below them.

      --name-only   print only the changed paths
      --name-status print the changed files as 'git diff --name-status':
                    a letter, a tab and the path; R and the similarity in
                    percent (R087), a tab, the old and the new path
      --stat        print a diffstat, as 'git diff --stat'
      --diff        print the change as a git-style unified diff
                    (paths a/PATH and b/PATH, as 'git diff'; a file
                    moved, even edited, shows as a rename as git shows it)
  -U, --unified=N   show N lines of context in the diff (default 3)
      --exit-code   exit with status 1 when there are changes
      --revert PATH...  drop this session's changes at or below each PATH:
                    they show the original (live) version again; prints
                    the changes dropped. A PATH without changes is an error
                    (nothing is dropped then)
      --revert --all    drop all of this session's changes
      --help        display this help and exit

Mounts that are read-only, or writable without a copy-on-write layer,
have no provisional changes and are not shown. Exit status is 0 (1 with
--exit-code when there are changes), 2 on trouble.
`

// changeSet is what `changes` inspects: an overlay (found by its methods,
// so that the command needs no session) mounted at a path.
type changeSet interface {
	Changes(ctx context.Context) ([]overlay.Change, error)
	Renames(ctx context.Context, changes []overlay.Change) ([]overlay.Change, error)
	Diff(ctx context.Context, w io.Writer, opts overlay.DiffOptions) error
	DiffStat(ctx context.Context, opts overlay.DiffOptions) ([]overlay.FileStat, error)
}

// changedMount is one mount's visible changes.
type changedMount struct {
	point   string // mount point
	set     changeSet
	changes []overlay.Change
	// all is true when changes are all of the mount's changes (nothing
	// shadowed by a nested mount, nor left out by the operands).
	all bool
}

func runChanges(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("changes")
	nameOnly := f.Bool(0, "name-only")
	nameStatus := f.Bool(0, "name-status")
	stat := f.Bool(0, "stat")
	diff := f.Bool(0, "diff")
	exitCode := f.Bool(0, "exit-code")
	unified := f.Int('U', "unified", 3)
	revert := f.Bool(0, "revert")
	all := f.Bool(0, "all")
	ops, status, done := parseFlags(inv, f, changesUsage, 2)
	if done {
		return status
	}
	if *revert || *all {
		return revertChanges(ctx, inv, ops, *revert, *all)
	}
	if len(ops) > 0 {
		switch ops[0] {
		case "diff":
			*diff, ops = true, ops[1:]
		case "stat":
			*stat, ops = true, ops[1:]
		}
	}
	if *unified < 0 {
		errorf(inv, "invalid context length: %d", *unified)
		return 2
	}
	var sel []string
	for _, op := range ops {
		sel = append(sel, inv.Path(op))
	}
	mounts, overlays, err := changedMounts(ctx, inv.FS, sel)
	if err != nil {
		errorf(inv, "%s", vfs.Strerror(err))
		return 2
	}
	n := 0
	for _, m := range mounts {
		n += len(m.changes)
	}
	none := "No changes.\n"
	if overlays == 0 {
		none = "No changes: no mount here keeps its writes provisional.\n"
	}
	w := bufio.NewWriter(inv.Stdout)
	switch {
	case n == 0 && (*diff || *nameOnly || *nameStatus):
		// Machine formats print nothing to their pipe.
		io.WriteString(inv.Stderr, none)
	case n == 0:
		w.WriteString(none)
	case *diff:
		ctxLines := *unified
		if ctxLines == 0 {
			ctxLines = -1 // DiffOptions' "none"
		}
		for _, m := range mounts {
			opts := overlay.DiffOptions{Context: ctxLines, Prefix: m.point, Paths: m.paths(), Renames: true}
			if err = m.set.Diff(ctx, w, opts); err != nil {
				break
			}
		}
	case *stat:
		var stats []overlay.FileStat
		for _, m := range mounts {
			st, err2 := m.set.DiffStat(ctx, overlay.DiffOptions{Prefix: m.point, Paths: m.paths(), Renames: true})
			if err = err2; err != nil {
				break
			}
			stats = append(stats, st...)
		}
		if err == nil {
			writeDiffStat(w, stats)
		}
	case *nameStatus:
		for _, m := range mounts {
			cs, err2 := m.set.Renames(ctx, m.changes)
			if err = err2; err != nil {
				break
			}
			writeNameStatus(w, m.point, cs)
		}
	case *nameOnly:
		for _, m := range mounts {
			for _, c := range m.changes {
				w.WriteString(changePath(m.point, c) + "\n")
			}
		}
	default:
		for _, m := range mounts {
			cs, err2 := m.set.Renames(ctx, m.changes)
			if err = err2; err != nil {
				break
			}
			for _, c := range cs {
				if c.Kind == overlay.Renamed {
					fmt.Fprintf(w, "R %s -> %s\n", path.Join(m.point, c.From), path.Join(m.point, c.Path))
					continue
				}
				w.WriteString(changeLetter(c.Kind) + " " + changePath(m.point, c) + "\n")
			}
		}
	}
	if err != nil {
		w.Flush()
		errorf(inv, "%s", vfs.Strerror(err))
		return 2
	}
	if err := w.Flush(); err != nil {
		return 2
	}
	if *exitCode && n > 0 {
		return 1
	}
	return 0
}

// changePath is a change's path in the sandbox, directories with a '/'.
func changePath(point string, c overlay.Change) string {
	p := path.Join(point, c.Path)
	if c.Mode.IsDir() || (c.Kind == overlay.Deleted && c.OldMode.IsDir()) {
		p += "/"
	}
	return p
}

// writeNameStatus writes the changes of files as git's --name-status
// does: no directories, nor the mode changes git ignores; a file that
// became a directory is deleted, and the reverse added.
func writeNameStatus(w *bufio.Writer, point string, cs []overlay.Change) {
	q := func(p string) string { return overlay.QuotePath(path.Join(point, p)) }
	exec := func(m fs.FileMode) bool { return m&fs.ModeSymlink == 0 && m&0o100 != 0 }
	for _, c := range cs {
		oldFile := c.Kind != overlay.Added && !c.OldMode.IsDir()
		newFile := c.Kind != overlay.Deleted && c.Kind != overlay.Renamed && !c.Mode.IsDir()
		switch {
		case c.Kind == overlay.Renamed:
			fmt.Fprintf(w, "R%03d\t%s\t%s\n", c.Similarity, q(c.From), q(c.Path))
		case c.Kind == overlay.Modified && !c.Mode.IsDir():
			if c.Hash != c.BaseHash || exec(c.Mode) != exec(c.OldMode) {
				fmt.Fprintf(w, "M\t%s\n", q(c.Path))
			}
		case oldFile && newFile:
			fmt.Fprintf(w, "T\t%s\n", q(c.Path))
		case oldFile:
			fmt.Fprintf(w, "D\t%s\n", q(c.Path))
		case newFile:
			fmt.Fprintf(w, "A\t%s\n", q(c.Path))
		}
	}
}

func changeLetter(k overlay.Kind) string {
	switch k {
	case overlay.Added:
		return "A"
	case overlay.Deleted:
		return "D"
	case overlay.TypeChanged:
		return "T"
	}
	return "M"
}

// paths is the DiffOptions.Paths selecting m's visible changes: nil (all)
// when nothing is left out, else the changed files themselves (a
// directory would select what a nested mount shadows).
func (m changedMount) paths() []string {
	if m.all {
		return nil
	}
	out := make([]string, 0, len(m.changes))
	for _, c := range m.changes {
		out = append(out, c.Path)
	}
	return out
}

// changedMounts finds the overlays in fsys (the mounts of a mount table,
// or fsys itself) and their changes that the sandbox can see (not below a
// nested mount) and that sel selects (all when empty), in path order.
func changedMounts(ctx context.Context, fsys vfs.FS, sel []string) (out []changedMount, overlays int, err error) {
	type mounter interface{ Mounts() []vfs.Mount }
	var ms []vfs.Mount
	if mt, ok := fsys.(mounter); ok {
		ms = mt.Mounts()
	} else {
		ms = []vfs.Mount{{Path: "/", FS: fsys}}
	}
	// owner is the mount point whose filesystem holds p.
	owner := func(p string) string {
		best := "/"
		for _, m := range ms {
			if under(p, m.Path) && len(m.Path) > len(best) {
				best = m.Path
			}
		}
		return best
	}
	for _, m := range ms {
		set, ok := m.FS.(changeSet)
		if !ok || m.ReadOnly {
			continue
		}
		overlays++
		cs, err := set.Changes(ctx)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %w", m.Path, err)
		}
		cm := changedMount{point: m.Path, set: set, all: true}
		for _, c := range cs {
			p := path.Join(m.Path, c.Path)
			if owner(p) != m.Path || !selectedPath(p, sel) {
				cm.all = false
				continue
			}
			cm.changes = append(cm.changes, c)
		}
		if len(cm.changes) > 0 {
			out = append(out, cm)
		}
	}
	return out, overlays, nil
}

// under reports whether p is dir or below it.
func under(p, dir string) bool {
	return dir == "/" || p == dir || strings.HasPrefix(p, dir+"/")
}

// selectedPath reports whether p is at or below one of sel (all if none).
func selectedPath(p string, sel []string) bool {
	if len(sel) == 0 {
		return true
	}
	for _, s := range sel {
		if under(p, s) {
			return true
		}
	}
	return false
}

// writeDiffStat draws stats as `git diff --stat` does for 80 columns.
func writeDiffStat(w *bufio.Writer, stats []overlay.FileStat) {
	names := make([]string, len(stats))
	maxLen, maxChange, numberWidth, binWidth := 0, 0, 0, 0
	added, deleted := 0, 0
	for i, s := range stats {
		names[i] = statName(s.Path)
		if s.From != "" {
			names[i] = renameName(s.From, s.Path)
		}
		maxLen = max(maxLen, len(names[i]))
		if s.Binary {
			binWidth = max(binWidth, 14+len(strconv.FormatInt(s.OldSize, 10))+len(strconv.FormatInt(s.NewSize, 10)))
			numberWidth = 3 // "Bin"
			continue
		}
		maxChange = max(maxChange, s.Added+s.Deleted)
		added += s.Added
		deleted += s.Deleted
	}
	// git's show_stats with a width of 80.
	width := 80
	numberWidth = max(numberWidth, len(strconv.Itoa(maxChange)))
	width = max(width, 16+6+numberWidth)
	graphWidth := maxChange
	if maxChange+4 <= binWidth {
		graphWidth = binWidth - 4
	}
	nameWidth := maxLen
	if nameWidth+numberWidth+6+graphWidth > width {
		if graphWidth > width*3/8-numberWidth-6 {
			graphWidth = max(width*3/8-numberWidth-6, 6)
		}
		if nameWidth > width-numberWidth-6-graphWidth {
			nameWidth = width - numberWidth - 6 - graphWidth
		} else {
			graphWidth = width - numberWidth - 6 - nameWidth
		}
	}
	for i, s := range stats {
		name := names[i]
		if len(name) > nameWidth {
			// git keeps the end of a long name, after "...".
			name = "..." + name[len(name)-(nameWidth-3):]
			if j := strings.IndexByte(name, '/'); j >= 0 {
				name = "..." + name[j:]
			}
		}
		fmt.Fprintf(w, " %-*s | ", nameWidth, name)
		if s.Binary {
			fmt.Fprintf(w, "%*s %d -> %d bytes\n", numberWidth, "Bin", s.OldSize, s.NewSize)
			continue
		}
		total := s.Added + s.Deleted
		add, del := s.Added, s.Deleted
		if graphWidth <= maxChange {
			// git's scale_linear: at least one sign for any change.
			scale := func(n int) int {
				if n == 0 {
					return 0
				}
				return 1 + n*(graphWidth-1)/maxChange
			}
			sum := scale(add + del)
			if sum < 2 && add > 0 && del > 0 {
				sum = 2
			}
			if add < del {
				add = scale(add)
				del = sum - add
			} else {
				del = scale(del)
				add = sum - del
			}
		}
		fmt.Fprintf(w, "%*d", numberWidth, total)
		if total > 0 {
			w.WriteString(" " + strings.Repeat("+", add) + strings.Repeat("-", del))
		}
		w.WriteByte('\n')
	}
	files := len(stats)
	if files == 1 {
		fmt.Fprintf(w, " %d file changed", files)
	} else {
		fmt.Fprintf(w, " %d files changed", files)
	}
	plural := func(n int, one, many string) string {
		if n == 1 {
			return fmt.Sprintf(one, n)
		}
		return fmt.Sprintf(many, n)
	}
	if added > 0 || deleted == 0 {
		w.WriteString(plural(added, ", %d insertion(+)", ", %d insertions(+)"))
	}
	if deleted > 0 || added == 0 {
		w.WriteString(plural(deleted, ", %d deletion(-)", ", %d deletions(-)"))
	}
	w.WriteByte('\n')
}

// statName quotes a name with control characters, which would break the
// table's lines.
func statName(p string) string {
	for i := 0; i < len(p); i++ {
		if p[i] < 0x20 || p[i] == 0x7f || p[i] == '"' || p[i] == '\\' {
			return strconv.Quote(p)
		}
	}
	return p
}

// renameName shows a rename as git's diffstat does: the common leading
// and trailing directories once, the rest as {old => new}.
func renameName(a, b string) string {
	if qa, qb := statName(a), statName(b); qa != a || qb != b {
		return qa + " => " + qb
	}
	pfx := 0
	for i := 0; i < len(a) && i < len(b) && a[i] == b[i]; i++ {
		if a[i] == '/' {
			pfx = i + 1
		}
	}
	// Walk back from the ends (the terminating NUL first, as git does),
	// into the prefix by one byte to see its slash.
	adj := 0
	if pfx > 0 {
		adj = 1
	}
	at := func(s string, i int) byte {
		if i == len(s) {
			return 0
		}
		return s[i]
	}
	sfx := 0
	for i, j := len(a), len(b); i >= pfx-adj && j >= pfx-adj && at(a, i) == at(b, j); i, j = i-1, j-1 {
		if at(a, i) == '/' {
			sfx = len(a) - i
		}
	}
	aMid, bMid := max(len(a)-pfx-sfx, 0), max(len(b)-pfx-sfx, 0)
	if pfx+sfx == 0 {
		return a + " => " + b
	}
	return a[:pfx] + "{" + a[pfx:pfx+aMid] + " => " + b[pfx:pfx+bMid] + "}" + a[len(a)-sfx:]
}

// resetter is an overlay that can drop its changes (overlay.FS).
type resetter interface {
	Reset(ctx context.Context, paths ...string) error
}

// revertChanges drops the changes at or below the operands (all of them
// with --all) from the overlays that hold them, printing what it drops.
func revertChanges(ctx context.Context, inv *shell.Invocation, ops []string, revert, all bool) int {
	switch {
	case !revert:
		errorf(inv, "--all goes with --revert\nTry 'changes --help' for more information.")
		return 2
	case all && len(ops) > 0:
		errorf(inv, "--revert --all takes no PATH\nTry 'changes --help' for more information.")
		return 2
	case !all && len(ops) == 0:
		errorf(inv, "--revert needs a PATH, or --all\nTry 'changes --help' for more information.")
		return 2
	}
	var sel []string
	for _, op := range ops {
		sel = append(sel, inv.Path(op))
	}
	mounts, _, err := changedMounts(ctx, inv.FS, sel)
	if err != nil {
		errorf(inv, "%s", vfs.Strerror(err))
		return 2
	}
	// Every operand must select a change: a typo must not pass for a
	// revert.
	bad := false
	for i, p := range sel {
		found := false
		for _, m := range mounts {
			for _, c := range m.changes {
				if under(path.Join(m.point, c.Path), p) {
					found = true
				}
			}
		}
		if !found {
			errorf(inv, "%s: no change to revert", quoteGNU(ops[i]))
			bad = true
		}
	}
	if bad {
		return 1
	}
	w := bufio.NewWriter(inv.Stdout)
	defer w.Flush()
	if len(mounts) == 0 {
		w.WriteString("No changes.\n")
		return 0
	}
	for _, m := range mounts {
		r, ok := m.set.(resetter)
		if !ok {
			errorf(inv, "%s: this mount cannot drop its changes", m.point)
			return 2
		}
		var paths []string
		if all {
			paths = nil
		} else {
			for _, p := range sel {
				switch {
				case under(p, m.point):
					inner := strings.TrimPrefix(p, m.point)
					if m.point == "/" {
						inner = p
					}
					if inner == "" {
						inner = "/"
					}
					paths = append(paths, inner)
				case under(m.point, p):
					paths = append(paths, "/")
				}
			}
		}
		if !m.all && all {
			// Changes shadowed by a nested mount stay: only the visible ones go.
			for _, c := range m.changes {
				paths = append(paths, c.Path)
			}
		}
		if len(paths) == 0 && !all {
			continue
		}
		if err := r.Reset(ctx, paths...); err != nil {
			w.Flush()
			errorf(inv, "%s", vfs.Strerror(err))
			return 2
		}
		for _, c := range m.changes {
			w.WriteString("reverted " + changeLetter(c.Kind) + " " + changePath(m.point, c) + "\n")
		}
	}
	return 0
}
