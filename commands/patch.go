package commands

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "patch",
		Summary: "apply a diff (unified, context, normal or ed script) to files",
		Usage:   patchUsage,
		Run:     runPatch,
	})
}

const patchUsage = `Usage: patch [OPTION]... [ORIGFILE [PATCHFILE]]

Input options:
  -p NUM  --strip=NUM  Strip NUM leading components from file names.
  -R  --reverse  Assume patches were created with old and new files swapped.
  -i PATCHFILE  --input=PATCHFILE  Read patch from PATCHFILE instead of stdin.
  -F LINES  --fuzz LINES  Set the fuzz factor to LINES for inexact matching.
  -l  --ignore-whitespace  Ignore white space changes between patch and input.

  -c  --context  Interpret the patch as a context difference.
  -e  --ed  Interpret the patch as an ed script.
  -n  --normal  Interpret the patch as a normal difference.
  -u  --unified  Interpret the patch as a unified difference.

Output options:
  -o FILE  --output=FILE  Output patched files to FILE.
  -D NAME  --ifdef=NAME  Make merged if-then-else output using NAME.
  --merge[=merge|diff3]  Merge using conflict markers instead of creating reject files.
  -E  --remove-empty-files  Remove output files that are empty after patching.
  -b  --backup  Back up the original contents of each file (FILE.orig).
  --backup-if-mismatch  Back up if the patch does not match exactly.
  --no-backup-if-mismatch  Back up only if -b is given.
  -V STYLE  --version-control=STYLE  Use STYLE version control.
	STYLE is either 'simple', 'numbered', or 'existing'.
  -B PREFIX  --prefix=PREFIX  Prepend PREFIX to backup file names.
  -Y PREFIX  --basename-prefix=PREFIX  Prepend PREFIX to backup file basenames.
  -z SUFFIX  --suffix=SUFFIX  Append SUFFIX to backup file names.
  -r FILE  --reject-file=FILE  Output rejects to FILE ('-': discard them).

  -Z  --set-utc  Set times of patched files, assuming diff uses UTC (GMT).
  -T  --set-time  Likewise, assuming local time.

  --quoting-style=WORD   output file names using quoting style WORD.
    Valid WORDs are: literal, shell, shell-always, c, escape.
    Default is taken from QUOTING_STYLE env variable, or 'shell' if unset.

Other options:
  -N  --forward  Ignore patches that seem to be reversed or already applied.
  -f  --force  Like -t, but ignore bad-looking patches, and assume unreversed.
  -t  --batch  Ask no questions; assume reversed patches are reversed.
  -s  --quiet  --silent  Work silently unless an error occurs.
  --verbose  Output extra information about the work being done.
  --dry-run  Do not actually change any files; just print what would happen.
  -d DIR  --directory=DIR  Change the working directory to DIR first.
  --reject-format=FORMAT  Create 'context' or 'unified' rejects.
  --binary  Read and write data in binary mode (as always on POSIX).
  --read-only=BEHAVIOR  How to handle read-only input files: 'ignore' that they
                        are read-only, 'warn' (default), or 'fail'.
  -g NUM  --get=NUM  Get files from RCS etc. (none here: accepted, no effect).
  --posix  Conform to the POSIX standard.
  -v  --version  Output version info.
  --help  Display this help and exit.

Failed hunks are saved to FILE.rej.
`

// patchHunk is one @@ hunk; old and new hold lines with their newlines
// (the last may lack one).
type patchHunk struct {
	oldStart, newStart int
	old, new           []string
	pre, suf           int      // leading and trailing context lines
	raw                []string // the hunk as it was in the patch, for .rej
	kinds              []byte   // ' ', '-' or '+' for each line of the hunk, in order
	texts              []string // the lines' texts, with their newlines
	rejOffset          int      // for a failed hunk, the lines added by those applied before it
}

// reversed is the hunk of -R: old and new swapped.
func (h *patchHunk) reversed() *patchHunk {
	r := &patchHunk{oldStart: h.newStart, newStart: h.oldStart, old: h.new, new: h.old, pre: h.pre, suf: h.suf, raw: h.raw}
	// Within a run of changed lines the deleted ones come first, as GNU
	// orders a hunk it swapped.
	for i := 0; i < len(h.kinds); {
		if h.kinds[i] == ' ' {
			r.kinds, r.texts = append(r.kinds, ' '), append(r.texts, h.texts[i])
			i++
			continue
		}
		j := i
		for j < len(h.kinds) && h.kinds[j] != ' ' {
			j++
		}
		for _, want := range []byte{'+', '-'} {
			for k := i; k < j; k++ {
				if h.kinds[k] == want {
					r.kinds, r.texts = append(r.kinds, '+'+'-'-want), append(r.texts, h.texts[k])
				}
			}
		}
		i = j
	}
	return r
}

// rejText is the hunk as GNU writes it to a .rej file: regenerated from
// its lines, a line without a newline written as it is, without the
// "\\ No newline" marker.
func (h *patchHunk) rejText() string {
	rng := func(start, n int) string {
		if n == 1 {
			return strconv.Itoa(start)
		}
		return fmt.Sprintf("%d,%d", start, n)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "@@ -%s +%s @@\n", rng(h.oldStart+h.rejOffset, len(h.old)), rng(h.newStart+h.rejOffset, len(h.new)))
	for k, kind := range h.kinds {
		b.WriteByte(kind)
		b.WriteString(h.texts[k])
	}
	return b.String()
}

type patchFile struct {
	kind             patchKind
	ed               []string // an ed script's commands and texts
	oldName, newName string
	header           []string // the ---/+++ lines
	leading          []string // text before the hunks, for "can't find file"
	firstLine        int      // line number of the first hunk header
	hunks            []*patchHunk
}

func runPatch(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("patch")
	strip := -1
	f.Func('p', "strip", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("strip count %s is not a number", v)
		}
		strip = n
		return nil
	})
	reverse := f.Bool('R', "reverse")
	input := f.String('i', "input", "")
	output := f.String('o', "output", "")
	removeEmpty := f.Bool('E', "remove-empty-files")
	backup := f.Bool('b', "backup")
	noBackupMismatch := f.Bool(0, "no-backup-if-mismatch")
	forward := f.Bool('N', "forward")
	force := f.Bool('f', "force")
	batch := f.Bool('t', "batch")
	quiet := f.Bool('s', "quiet")
	f.Func(0, "silent", false, func(string) error { *quiet = true; return nil })
	dry := f.Bool(0, "dry-run")
	verbose := f.Bool(0, "verbose")
	// -c, -e, -n and -u name the kind of diff to look for: the last wins.
	// GNU finds ed scripts whichever is given.
	kinds := patchAnyKind
	for _, k := range []struct {
		short rune
		long  string
		kind  patchKind
	}{{'c', "context", patchContext}, {'e', "ed", patchEd}, {'n', "normal", patchNormal}, {'u', "unified", patchUnified}} {
		kind := k.kind
		f.Func(k.short, k.long, false, func(string) error { kinds = kind; return nil })
	}
	// --merge[=merge|diff3] brackets the conflicts of a hunk that does not
	// apply instead of rejecting it.
	merge := ""
	f.add(&flagDef{long: "merge", hasValue: true, optional: true, set: func(v string) error {
		switch v {
		case "", "merge", "diff3":
			merge = cmp.Or(v, "merge")
			return nil
		}
		return &usageError{} // GNU prints only its "Try" line
	}})
	ifdef := f.String('D', "ifdef", "")
	readOnly := "warn"
	f.Func(0, "read-only", true, func(v string) error {
		if v != "ignore" && v != "warn" && v != "fail" {
			return &usageError{} // GNU prints only its "Try" line
		}
		readOnly = v
		return nil
	})
	rejectFormat := patchKind(0)
	f.Func(0, "reject-format", true, func(v string) error {
		switch v {
		case "context":
			rejectFormat = patchContext
		case "unified":
			rejectFormat = patchUnified
		default:
			return &usageError{}
		}
		return nil
	})
	f.Func(0, "backup-if-mismatch", false, func(string) error { *noBackupMismatch = false; return nil })
	fuzz := 2
	f.Func('F', "fuzz", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("fuzz factor %s is not a number", v)
		}
		fuzz = n
		return nil
	})
	loose := f.Bool('l', "ignore-whitespace")
	dir := new(string)
	// GNU changes directory as it reads -d: its message quotes in the
	// style given before it.
	var dirQuoting quotingStyle
	rejectFile := f.String('r', "reject-file", "")
	f.Func('v', "", false, func(string) error { return errVersion })
	var naming struct {
		prefix, dirPrefix, suffix string
		set                       bool
	}
	nonEmpty := func(what string, p *string) func(string) error {
		return func(v string) error {
			if v == "" {
				return fmt.Errorf("backup %s is empty", what)
			}
			*p, naming.set = v, true
			return nil
		}
	}
	f.Func('B', "prefix", true, nonEmpty("prefix", &naming.prefix))
	f.Func('Y', "basename-prefix", true, nonEmpty("basename prefix", &naming.dirPrefix))
	f.Func('z', "suffix", true, nonEmpty("suffix", &naming.suffix))
	control := f.String('V', "version-control", "")
	// No file here is under RCS, SCCS or ClearCase: -g has nothing to get.
	f.Func('g', "get", true, func(v string) error {
		if _, err := strconv.Atoi(v); err != nil {
			return fmt.Errorf("get option value %s is not a number", v)
		}
		return nil
	})
	// Files are bytes on POSIX systems: binary and text modes are one.
	f.Bool(0, "binary")
	// -T and -Z set the patched file's times to the new file's in the
	// patch header (a time without a zone is local, or UTC with -Z).
	setTime := f.Bool('T', "set-time")
	setUTC := f.Bool('Z', "set-utc")
	// --posix: as GNU's option (not POSIXLY_CORRECT) it changes the choice
	// of the file to patch and keeps files emptied by a deletion, but not
	// the default backup on mismatch, which GNU fixes before it reads its
	// options.
	posix := f.Bool(0, "posix")
	// Names in messages are quoted in QUOTING_STYLE's or --quoting-style's
	// style (shell by default); a bad QUOTING_STYLE is ignored.
	quoting := qsShell
	if q, ok := parseQuotingStyle(inv.Env["QUOTING_STYLE"]); ok {
		quoting = q
	}
	f.Func(0, "quoting-style", true, func(v string) error {
		q, ok := parseQuotingStyle(v)
		if !ok {
			return &usageError{msg: fmt.Sprintf("invalid argument %s for 'quoting style'", quoteGNU(v))}
		}
		quoting = q
		return nil
	})
	f.Func('d', "directory", true, func(v string) error {
		*dir, dirQuoting = v, quoting
		return nil
	})
	_, posixEnv := inv.Env["POSIXLY_CORRECT"]
	if posixEnv {
		f.stopAtOperand = true
		*noBackupMismatch = true
	}
	ops, err := f.parse(inv.Args[1:])
	*posix = *posix || posixEnv
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, patchUsage)
		return 0
	}
	// -s and --verbose set one verbosity: the last one given wins.
	for _, name := range f.order {
		switch name {
		case "s", "quiet", "silent":
			*quiet, *verbose = true, false
		case "verbose":
			*quiet, *verbose = false, true
		}
	}
	if err != nil {
		var ue *usageError
		if errors.As(err, &ue) {
			if ue.msg != "" { // a bad --reject-format has no message of its own
				fmt.Fprintf(inv.Stderr, "patch: %s\n", err)
			}
			io.WriteString(inv.Stderr, "patch: Try 'patch --help' for more information.\n")
		} else {
			fmt.Fprintf(inv.Stderr, "patch: **** %s\n", err)
		}
		return 2
	}
	if len(ops) > 2 {
		fmt.Fprintf(inv.Stderr, "patch: **** extra operand %s\n", quoteGNU(ops[2]))
		return 2
	}
	if len(ops) == 2 {
		*input = ops[1]
	}
	// GNU reads the version control whether or not it backs up.
	var policy backupPolicy
	{
		v := *control
		if v == "" {
			v = inv.Env["PATCH_VERSION_CONTROL"]
		}
		what := "--version-control or -V option"
		if !f.Seen("V") {
			what = "$VERSION_CONTROL"
		}
		kind, err := backupKindOf(inv, what, v)
		if err != nil {
			// patch quotes with plain apostrophes.
			msg := strings.NewReplacer("‘", "'", "’", "'").Replace(err.Error())
			fmt.Fprintf(inv.Stderr, "patch: %s\n", msg)
			return 2
		}
		if kind == backupNone {
			kind = backupNumbered // gnulib's naming makes none numbered
		}
		policy = backupPolicy{kind: kind, suffix: ".orig"}
		if s := inv.Env["SIMPLE_BACKUP_SUFFIX"]; s != "" {
			policy.suffix = s
		}
	}
	if f.Seen("d") {
		// -d: everything, the patch file too, is relative to DIR.
		d := inv.Path(*dir)
		if fi, err := inv.FS.Stat(ctx, d); err != nil || !fi.IsDir() {
			if err == nil {
				err = vfs.ErrNotDir
			}
			fmt.Fprintf(inv.Stderr, "patch: **** Can't change to directory %s : %s\n", patchQuote(dirQuoting, *dir), vfs.Strerror(err))
			return 2
		}
		sub := *inv
		sub.Dir = d
		inv = &sub
	}
	var src io.Reader = inv.Stdin
	if *input != "" && *input != "-" {
		r, closeIn, err := openInput(ctx, inv, *input)
		if err != nil {
			fmt.Fprintf(inv.Stderr, "patch: **** Can't open patch file %s : %s\n", patchQuote(quoting, *input), vfs.Strerror(err))
			return 2
		}
		defer closeIn()
		src = r
	}
	if *output != "" && *output != "-" {
		// GNU creates -o's file before it reads the patch.
		if err := vfs.WriteFile(ctx, inv.FS, inv.Path(*output), nil, fs.FileMode(0o666&^inv.Umask)); err != nil {
			fmt.Fprintf(inv.Stderr, "patch: **** Can't create file %s : %s\n", patchQuote(quoting, *output), vfs.Strerror(err))
			return 2
		}
	}
	counted := &patchCounter{r: src}
	files, err := parsePatch(ctx, counted, inv.Limits.WithDefaults().MaxFileBytes, kinds|patchEd, len(ops) == 0)
	size := counted.n
	if err != nil {
		if ctx.Err() != nil {
			return 2
		}
		fmt.Fprintf(inv.Stderr, "patch: **** %s\n", err)
		return 2
	}
	if len(files) == 0 {
		if *verbose {
			out := inv.Stdout
			if *output == "-" {
				out = inv.Stderr
			}
			io.WriteString(out, "Hmm...  I can't seem to find a patch in there anywhere.\n")
		}
		if size == 0 && len(ops) > 0 && *output != "" {
			// GNU copies a file named with -o through an empty patch.
			p := &patcher{ctx: ctx, inv: inv, output: *output, quiet: *quiet, dry: *dry, outputStarted: *output != "-", quoting: quoting}
			return p.apply(&patchFile{}, ops[0])
		}
		if size == 0 {
			return 0 // an empty patch (diff found no difference) does nothing
		}
		io.WriteString(inv.Stderr, "patch: **** Only garbage was found in the patch input.\n")
		return 2
	}
	p := &patcher{ctx: ctx, inv: inv, strip: strip, reverse: *reverse, output: *output, removeEmpty: *removeEmpty,
		backup: *backup, backupMismatch: !*noBackupMismatch, forward: *forward, force: *force, batch: *batch,
		quiet: *quiet, dry: *dry, verbose: *verbose, outputStarted: *output != "" && *output != "-", seen: map[string]bool{},
		fuzz: fuzz, loose: *loose, rejectFile: *rejectFile, backupPrefix: naming.prefix, backupDirPrefix: naming.dirPrefix,
		backupSuffix: naming.suffix, backupNaming: naming.set, backupPolicy: policy, rejectFormat: rejectFormat, merge: merge, readOnly: readOnly,
		setTime: *setTime || *setUTC, setUTC: *setUTC, posix: *posix, quoting: quoting}
	if f.Seen("D") {
		p.ifdef = ifdef
	}

	status := 0
	for k, pf := range files {
		if ctx.Err() != nil {
			return 2
		}
		target := ""
		if len(ops) > 0 {
			target = ops[0]
		}
		p.first = k == 0
		apply := p.apply
		if pf.kind == patchEd {
			apply = p.applyEd
		}
		if st := apply(pf, target); st > status {
			status = st
		}
		if p.fatal {
			return 2
		}
	}
	if p.verbose {
		p.say("done\n")
	}
	if st := p.remove(); st > status {
		status = st
	}
	return status
}

// patchCounter counts the bytes read through it.
type patchCounter struct {
	r io.Reader
	n int64
}

func (c *patchCounter) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n += int64(n)
	return n, err
}

// parsePatch reads the diffs of the kinds asked for in r. Without a file
// to patch (needHeader) a normal diff or ed script needs an "Index:" line
// to name its file, as GNU's.
func parsePatch(ctx context.Context, r io.Reader, limit int64, kinds patchKind, needHeader bool) ([]*patchFile, error) {
	br := bufio.NewReader(io.LimitReader(r, limit))
	var lines []string
	for {
		if len(lines)&0xfff == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		l, err := br.ReadString('\n')
		if l != "" {
			lines = append(lines, l)
		}
		if err != nil {
			break
		}
	}
	var files []*patchFile
	var leading []string
	noNewline := 0
	edAt := -1      // the first ed command since the last patch
	indexName := "" // the name an "Index:" line gives
	// i == len(lines) is the end of the patch, where an ed script may end.
	for i := 0; i <= len(lines); i++ {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		kind := patchKind(0)
		switch {
		case kinds&patchUnified != 0 && strings.HasPrefix(l, "--- ") && i+2 < len(lines) && strings.HasPrefix(lines[i+1], "+++ ") && strings.HasPrefix(lines[i+2], "@@ "):
			kind = patchUnified
		case kinds&patchContext != 0 && isContextStart(lines, i):
			kind = patchContext
		case kinds&patchNormal != 0 && (!needHeader || indexName != "") && isNormalStart(lines, i):
			kind = patchNormal
		}
		if kind != 0 {
			pf := &patchFile{kind: kind, oldName: indexName, newName: indexName, leading: leading, firstLine: i + 1 - noNewline}
			more, parse := isNormalStart, parseNormalHunk
			if kind != patchNormal {
				pf.oldName, pf.newName = patchName(l[4:]), patchName(lines[i+1][4:])
				pf.header, pf.leading, pf.firstLine = []string{l, lines[i+1]}, append(leading, l, lines[i+1]), i+3-noNewline
				i += 2
				stars := "@@ "
				parse = parseHunk
				if kind == patchContext {
					stars, parse = "***************", parseContextHunk
				}
				more = func(lines []string, i int) bool { return strings.HasPrefix(lines[i], stars) }
			}
			for i < len(lines) && more(lines, i) {
				h, next, err := parse(lines, i)
				if err != nil {
					return nil, err
				}
				pf.hunks = append(pf.hunks, h)
				for _, l := range h.raw {
					if strings.HasPrefix(l, "\\") {
						noNewline++ // GNU does not count these lines
					}
				}
				i = next
			}
			files = append(files, pf)
			i--
			leading, edAt, indexName = nil, -1, ""
			continue
		}
		switch {
		case kinds&patchEd != 0 && (!needHeader || indexName != "") && edAt >= 0 && (l == ".\n" || i == len(lines)):
			// GNU takes an ed script from its first command once a "."
			// line or the end of the patch follows it.
			pf := &patchFile{kind: patchEd, oldName: indexName, newName: indexName, leading: leading[:len(leading)-(i-edAt)], firstLine: edAt + 1}
			pf.ed, i = parseEdScript(lines, edAt)
			files = append(files, pf)
		case i == len(lines):
			return files, nil
		default:
			if edAt < 0 && edCommand(l) != 0 {
				edAt = i
			}
			if strings.HasPrefix(l, "Index: ") {
				indexName = patchName(l[7:])
			}
			leading = append(leading, l)
			continue
		}
		i--
		leading, edAt, indexName = nil, -1, ""
	}
	return files, nil
}

func patchName(s string) string {
	s = strings.TrimRight(s, "\r\n")
	if i := strings.IndexByte(s, '\t'); i >= 0 {
		s = s[:i]
	}
	return strings.TrimRight(s, " ")
}

// parseHunk parses the hunk whose header is lines[i] and returns the index
// of the line after it.
func parseHunk(lines []string, i int) (*patchHunk, int, error) {
	var oldStart, oldLen, newStart, newLen int
	hdr := strings.TrimRight(lines[i], "\r\n")
	rangeOf := func(s string) (int, int, bool) {
		a, b, found := strings.Cut(s, ",")
		start, err1 := strconv.Atoi(a)
		n := 1
		var err2 error
		if found {
			n, err2 = strconv.Atoi(b)
		}
		return start, n, err1 == nil && err2 == nil
	}
	fields := strings.Fields(hdr)
	ok := len(fields) >= 4 && fields[3] == "@@" && strings.HasPrefix(fields[1], "-") && strings.HasPrefix(fields[2], "+")
	if ok {
		var ok1, ok2 bool
		oldStart, oldLen, ok1 = rangeOf(fields[1][1:])
		newStart, newLen, ok2 = rangeOf(fields[2][1:])
		ok = ok1 && ok2
	}
	if !ok {
		return nil, 0, fmt.Errorf("malformed patch at line %d: %s", i+1, hdr)
	}
	h := &patchHunk{oldStart: oldStart, newStart: newStart, raw: []string{lines[i]}}
	i++
	o, n := 0, 0
	last := byte(0)
	inPre := true
	for i < len(lines) && (o < oldLen || n < newLen || strings.HasPrefix(lines[i], "\\")) {
		l := lines[i]
		h.raw = append(h.raw, l)
		i++
		if strings.HasPrefix(l, "\\") {
			// "\ No newline at end of file" applies to the line before.
			switch last {
			case ' ':
				h.old[len(h.old)-1] = strings.TrimSuffix(h.old[len(h.old)-1], "\n")
				h.new[len(h.new)-1] = strings.TrimSuffix(h.new[len(h.new)-1], "\n")
			case '-':
				h.old[len(h.old)-1] = strings.TrimSuffix(h.old[len(h.old)-1], "\n")
			case '+':
				h.new[len(h.new)-1] = strings.TrimSuffix(h.new[len(h.new)-1], "\n")
			}
			if last != 0 {
				h.texts[len(h.texts)-1] = strings.TrimSuffix(h.texts[len(h.texts)-1], "\n")
			}
			continue
		}
		kind, text := byte(' '), ""
		if l != "\n" && l != "\r\n" {
			kind, text = l[0], l[1:]
		} else {
			text = l
		}
		if !strings.HasSuffix(text, "\n") {
			text += "\n" // the patch itself ends without a newline
		}
		switch kind {
		case ' ':
			h.old = append(h.old, text)
			h.new = append(h.new, text)
			o++
			n++
			if inPre {
				h.pre++
			}
			h.suf++
		case '-':
			h.old = append(h.old, text)
			o++
			inPre, h.suf = false, 0
		case '+':
			h.new = append(h.new, text)
			n++
			inPre, h.suf = false, 0
		default:
			return nil, 0, fmt.Errorf("malformed patch at line %d: %s", i, strings.TrimRight(l, "\n"))
		}
		h.kinds = append(h.kinds, kind)
		h.texts = append(h.texts, text)
		last = kind
	}
	if o != oldLen || n != newLen {
		return nil, 0, fmt.Errorf("unexpected end of file in patch")
	}
	if h.pre == len(h.old) { // no change lines at all
		h.suf = 0
	}
	return h, i, nil
}

type patcher struct {
	ctx                                   context.Context
	inv                                   *shell.Invocation
	strip                                 int
	reverse, removeEmpty, backup          bool
	backupMismatch, forward, force, batch bool
	quiet, dry                            bool
	output                                string
	outputStarted                         bool // -o's file was written by an earlier file
	verbose                               bool
	removals                              []string // files to remove once all are patched
	rejWritten                            map[string]bool
	seen                                  map[string]bool // files this run has written: backed up already
	first                                 bool            // the file is the patch's first
	fuzz                                  int             // -F: most context lines a hunk may lose
	loose                                 bool            // -l: blanks match any blanks
	rejectFile                            string          // -r: every reject goes there ("-": nowhere)
	// The backup's name: -B and -Y prefixes and -z suffix, or
	// VERSION_CONTROL's naming with the .orig suffix.
	backupPrefix, backupDirPrefix, backupSuffix string
	backupNaming                                bool // -B, -Y or -z given
	backupPolicy                                backupPolicy
	fatal                                       bool      // an error that ends the run
	rejectFormat                                patchKind // --reject-format: context or unified (0: as the patch)
	merge                                       string    // --merge: "merge" or "diff3" conflict markers
	ifdef                                       *string   // -D NAME: changes kept under #ifdef NAME
	readOnly                                    string    // --read-only: ignore, warn or fail
	setTime, setUTC                             bool      // -T, -Z: times from the patch header
	posix                                       bool      // --posix or POSIXLY_CORRECT
	quoting                                     quotingStyle
}

// q quotes a file name for a message, as GNU patch's quotearg.
func (p *patcher) q(name string) string { return patchQuote(p.quoting, name) }

// patchQuote is gnulib's quotearg in style as GNU patch runs it: without
// setlocale, so the locale styles quote with ASCII apostrophes or double quotes.
func patchQuote(style quotingStyle, s string) string {
	switch style {
	case qsCLocale:
		style = qsC
	case qsLocale:
		inner := quoteRestyled(s, qsLocale, false, "'")
		inner = strings.TrimSuffix(strings.TrimPrefix(inner, "‘"), "’")
		return "'" + inner + "'"
	}
	return quoteRestyled(s, style, false, "")
}

// headerTime is the time the header of the patch gives the old (or new)
// file, as GNU's -T and -Z read it: the text after the name, parsed as a
// date in the local zone (UTC with -Z); ok is false without one.
func (p *patcher) headerTime(pf *patchFile, newSide bool) (time.Time, bool) {
	if len(pf.header) != 2 {
		return time.Time{}, false
	}
	l, name := pf.header[0], pf.oldName
	if newSide {
		l, name = pf.header[1], pf.newName
	}
	l = strings.TrimRight(l[4:], "\r\n")
	rest, ok := strings.CutPrefix(l, name)
	if !ok {
		return time.Time{}, false
	}
	rest = strings.TrimLeft(rest, " \t")
	if rest == "" {
		return time.Time{}, false
	}
	loc := strftime.Location(p.inv.Getenv("TZ"))
	if p.setUTC {
		loc = time.UTC
	}
	t, err := parseDateString(rest, p.inv.Now(), loc)
	return t, err == nil
}

// say prints a message unless -s.
func (p *patcher) say(format string, args ...any) {
	if !p.quiet {
		p.tell(format, args...)
	}
}

// tell prints a message even under -s, as GNU prints its questions and
// the count of failed hunks.
func (p *patcher) tell(format string, args ...any) {
	out := p.inv.Stdout
	if p.output == "-" {
		out = p.inv.Stderr // standard output is the patched file
	}
	fmt.Fprintf(out, format, args...)
}

// stripName applies -p to a name from the patch; without -p GNU patch
// keeps only the last component.
func (p *patcher) stripName(name string) string {
	if name == "/dev/null" {
		return name
	}
	if p.strip < 0 {
		return path.Base(name)
	}
	s := name
	for i := 0; i < p.strip; i++ {
		j := strings.IndexByte(s, '/')
		if j < 0 {
			return ""
		}
		s = strings.TrimLeft(s[j+1:], "/")
	}
	return s
}

func (p *patcher) exists(name string) bool {
	if name == "" || name == "/dev/null" {
		return false
	}
	_, err := p.inv.FS.Stat(p.ctx, p.inv.Path(name))
	return err == nil
}

// patchBestName is GNU's choice between two existing names outside
// POSIX mode: the one with the fewest directory components, then the
// shortest last component, then the shortest; the old one on a tie.
func patchBestName(oldName, newName string) string {
	components := func(s string) int {
		n := 0
		for i := 0; i+1 < len(s); i++ {
			if s[i] == '/' && s[i+1] != '/' {
				n++
			}
		}
		return n
	}
	key := func(s string) [3]int { return [3]int{components(s), len(path.Base(s)), len(s)} }
	ko, kn := key(oldName), key(newName)
	for i := range ko {
		if kn[i] != ko[i] {
			if kn[i] < ko[i] {
				return newName
			}
			return oldName
		}
	}
	return oldName
}

// apply patches one file and returns 0, 1 (hunks failed) or 2 (trouble).
func (p *patcher) apply(pf *patchFile, target string) int {
	ctx, inv := p.ctx, p.inv
	oldName, newName := p.stripName(pf.oldName), p.stripName(pf.newName)
	hunks := pf.hunks
	if p.reverse {
		oldName, newName = newName, oldName
		hunks = make([]*patchHunk, len(pf.hunks))
		for i, h := range pf.hunks {
			hunks[i] = h.reversed()
		}
	}
	// A side is absent when it is /dev/null or its hunks' range is empty
	// (-0,0 creates, +0,0 deletes), as GNU reads a patch.
	removeFile := newName == "/dev/null"
	creating := oldName == "/dev/null" || patchEmptySide(hunks, false)
	deleting := newName == "/dev/null" || patchEmptySide(hunks, true)
	name := target
	if name == "" {
		oldOK, newOK := p.exists(oldName), p.exists(newName)
		switch {
		case oldOK && newOK && !p.posix:
			name = patchBestName(oldName, newName)
		case oldOK:
			name = oldName
		case newOK:
			name = newName
		case creating && oldName != "/dev/null":
			name = oldName
		case creating:
			name = newName
		case deleting && newName != "/dev/null":
			name = newName
		case deleting:
			name = oldName
		}
	}
	// A patch that deletes a missing file, empties an empty one or
	// creates an existing one is asked about, as GNU does.
	missingOK := false
	if named := name != "" && name != "/dev/null"; named {
		var msg string
		switch {
		case deleting && !p.exists(name):
			msg, missingOK = "would delete the file %s,\nwhich does not exist!  ", true
		case deleting && !creating && p.emptyFile(name):
			msg = "would empty out the file %s,\nwhich is already empty!  "
		case oldName == "/dev/null" && p.exists(name) && !p.emptyFile(name):
			msg = "would create the file %s,\nwhich already exists!  "
		}
		if msg != "" {
			if p.verbose {
				// GNU's question comes out before the rest of its line.
				p.say("Hmm...")
			}
			what := "The next patch "
			if p.reverse {
				what = "The next patch, when reversed, "
			}
			// -f does not ask, so -s silences it.
			if p.force {
				p.say(what+msg, p.q(name))
			} else {
				p.tell(what+msg, p.q(name))
			}
			switch p.answer() {
			case patchSkip:
				p.ignoredHunks(hunks)
				p.tell("%d out of %d hunk%s ignored\n", len(hunks), len(hunks), patchPlural(len(hunks)))
				return 1
			case patchReverse:
				oldName, newName = newName, oldName
				for i := range hunks {
					hunks[i] = hunks[i].reversed()
				}
				removeFile = newName == "/dev/null"
				creating, deleting = deleting, creating
			}
			if p.verbose {
				p.say("  %s %s to me...\n", p.looksLike(), pf.kind.name())
				p.leadingText(pf)
			}
		} else if p.verbose {
			p.say("Hmm...  %s %s to me...\n", p.looksLike(), pf.kind.name())
			p.leadingText(pf)
		}
	} else if p.verbose {
		p.say("Hmm...  %s %s to me...\n", p.looksLike(), pf.kind.name())
	}
	if name == "" || name == "/dev/null" {
		hint := "should have used the -p or --strip option?"
		if p.strip >= 0 {
			hint = "used the wrong -p or --strip option?"
		}
		p.say("can't find file to patch at input line %d\nPerhaps you %s\n", pf.firstLine, hint)
		p.leadingText(pf)
		if p.force || p.batch {
			p.tell("No file to patch.  Skipping patch.\n")
		} else {
			p.tell("File to patch: \nSkip this patch? [y] \n")
			p.say("Skipping patch.\n")
		}
		p.ignoredHunks(hunks)
		p.tell("%d out of %d hunk%s ignored\n", len(hunks), len(hunks), patchPlural(len(hunks)))
		return 1
	}
	fpath := inv.Path(name)
	var lines []string
	reopenFails := false
	mode := fs.FileMode(0o666 &^ inv.Umask)
	var inMtime time.Time // the file's time before patching, for -T
	inMtimeSet := false
	if data, err := vfs.ReadFile(ctx, inv.FS, fpath); err == nil {
		lines = splitKeep(string(data))
		if fi, err := inv.FS.Stat(ctx, fpath); err == nil {
			mode = fi.Mode().Perm()
			inMtime, inMtimeSet = fi.ModTime(), true
			// --read-only: a file its user may not write (root may write
			// any) is patched with a warning, or not at all with "fail".
			if p.readOnly != "ignore" && inv.Username != "root" && mode&0o222 == 0 {
				if p.readOnly == "fail" {
					p.tell("File %s is read-only; refusing to patch\n", p.q(name))
					p.tell("%d out of %d hunk%s ignored", len(hunks), len(hunks), patchPlural(len(hunks)))
					p.writeRejects(pf, name, hunks)
					return 1
				}
				p.tell("File %s is read-only; trying to patch anyway\n", p.q(name))
			}
		}
	} else if !creating && !missingOK && target == "" {
		fmt.Fprintf(inv.Stderr, "patch: **** Can't open file %s : %s\n", p.q(name), vfs.Strerror(err))
		return 2
	} else if !creating && (!missingOK || !p.exists(path.Dir(name))) {
		// A file named on the command line that is missing (or one -f
		// deletes in a missing folder) is patched as empty; GNU then
		// fails to reopen it for its backup.
		reopenFails = true
	}
	orig := append([]string(nil), lines...)
	verb := "patching"
	if p.dry {
		verb = "checking"
	}
	if p.output != "" {
		p.say("%s file %s (read from %s)\n", verb, p.q(p.output), p.q(name))
	} else {
		p.say("%s file %s\n", verb, p.q(name))
	}
	if p.verbose {
		p.say("Using Plan A...\n")
	}
	var failed []*patchHunk
	mismatch := false
	// As GNU: hunks are found in the original lines (orig), which are
	// copied to out up to each hunk; frozen is the number of original
	// lines consumed, inOffset the offset found so far.
	var out []string
	// outOffset is how far the applied hunks moved the lines below them,
	// for the line numbers in messages.
	frozen, inOffset, outOffset := 0, 0, 0
	copyTill := func(n int) {
		if n = min(n, len(orig)); frozen < n {
			out = append(out, orig[frozen:n]...)
			frozen = n
		}
	}
	conflicts := false // --merge bracketed a conflict
	for i, h := range hunks {
		if p.ctx.Err() != nil {
			return 2
		}
		// GNU fuzzes at most as many lines as the hunk has context, and
		// at each fuzz level first tries the hunk as given, then (for the
		// first hunk) reversed: a patch that was already applied is seen
		// before a fuzzy match of it.
		where, fuzz := 0, 0
		maxFuzz := min(p.fuzz, max(h.pre, h.suf))
		if p.merge != "" {
			maxFuzz = 0 // --merge merges a hunk that does not match exactly
		}
		for ; fuzz <= maxFuzz; fuzz++ {
			if oldName == "/dev/null" && len(orig) > 0 {
				break // a file's creation applies only where there is none
			}
			if where = gnuLocateHunk(orig, h, fuzz, inOffset, frozen, p.loose); where > 0 {
				break
			}
			if i != 0 || p.force || p.merge != "" {
				continue // --merge merges a patch that looks reversed
			}
			rh := h.reversed()
			if where = gnuLocateHunk(orig, rh, fuzz, inOffset, frozen, p.loose); where == 0 {
				continue
			}
			if p.reverse {
				p.tell("Unreversed patch detected!  ")
			} else {
				p.tell("Reversed (or previously applied) patch detected!  ")
			}
			if p.forward || !p.batch {
				p.skipQuestion()
				p.ignoredHunks(hunks)
				p.tell("%d out of %d hunk%s ignored", len(hunks), len(hunks), patchPlural(len(hunks)))
				p.writeRejects(pf, name, hunks)
				return 1
			}
			// -t: take the patch the other way round, all of it.
			if p.reverse {
				p.tell("Ignoring -R.\n")
			} else {
				p.tell("Assuming -R.\n")
			}
			for k := range hunks {
				hunks[k] = hunks[k].reversed()
			}
			mismatch = true // a reversed patch is a mismatch: the file is backed up
			h = hunks[0]
			p.reverse = !p.reverse
			defer func() { p.reverse = !p.reverse }()
			break
		}
		if where > 0 && len(h.old) > 0 {
			inOffset = where - h.oldStart
		}
		if where == 0 && p.merge != "" {
			m, err := mergeHunk(ctx, budget(inv), orig, h, h.oldStart+inOffset, frozen, p.merge == "diff3")
			if err != nil {
				if ctx.Err() != nil {
					return 2
				}
				fmt.Fprintf(inv.Stderr, "patch: **** %s\n", err)
				p.fatal = true
				return 2
			}
			if m != nil {
				copyTill(m.at - 1)
				base := len(out) + 1
				out = append(out, m.text...)
				frozen = m.at - 1 + m.n
				inOffset = m.at - h.oldStart
				outOffset += len(m.text) - m.n
				mismatch = true
				conflicts = conflicts || m.conflict
				p.say("Hunk #%d %s.\n", i+1, m.message(base))
				continue
			}
		}
		if where == 0 {
			first := h.oldStart
			if len(h.old) == 0 {
				first++
			}
			ending := ""
			if len(orig) > 0 && len(h.texts) > 0 && strings.HasSuffix(orig[0], "\r\n") != strings.HasSuffix(h.texts[0], "\r\n") {
				// GNU names the likely cause: a file with CRLF lines and a
				// patch without, or the reverse.
				ending = " (different line endings)"
			}
			// GNU guesses the place from the applied hunks only.
			p.say("Hunk #%d FAILED at %d%s.\n", i+1, first+outOffset, ending)
			h.rejOffset = outOffset
			failed = append(failed, h)
			mismatch = true
			continue
		}
		// Apply: context lines keep the file's text; a deleted line is
		// skipped, an added one written, each after copying the file up
		// to it.
		pos := where - 1
		for k := 0; k < len(h.kinds); k++ {
			switch kind := h.kinds[k]; {
			case kind == ' ':
				pos++
			case p.ifdef != nil:
				// -D keeps both sides of a change: the file's lines under
				// #ifndef NAME, the patch's under #ifdef NAME (#else).
				copyTill(pos)
				j, dels := k, 0
				for ; j < len(h.kinds) && h.kinds[j] != ' '; j++ {
					if h.kinds[j] == '-' {
						dels++
					}
				}
				adds := j - k - dels
				if dels > 0 {
					out = append(out, "#ifndef "+*p.ifdef+"\n")
					out = append(out, orig[pos:min(pos+dels, len(orig))]...)
					frozen, pos = frozen+dels, pos+dels
					if adds > 0 {
						out = append(out, "#else\n")
					}
				} else {
					out = append(out, "#ifdef "+*p.ifdef+"\n")
				}
				for ; k < j; k++ {
					if h.kinds[k] == '+' {
						out = append(out, h.texts[k])
					}
				}
				out = append(out, "#endif\n")
				k--
			case kind == '-':
				copyTill(pos)
				frozen++
				pos++
			case kind == '+':
				copyTill(pos)
				out = append(out, h.texts[k])
			}
		}
		if fuzz > 0 || inOffset != 0 {
			mismatch = true
		}
		if fuzz > 0 || inOffset != 0 || p.verbose {
			p.say("Hunk #%d succeeded at %d", i+1, where+outOffset)
			if fuzz > 0 {
				p.say(" with fuzz %d", fuzz)
			}
			if inOffset != 0 {
				p.say(" (offset %d line%s)", inOffset, patchPlural(inOffset)) // sic: "-1 lines"
			}
			p.say(".\n")
		}
		outOffset += len(h.new) - len(h.old)
	}
	lines = append(out, orig[min(frozen, len(orig)):]...)
	for k := 0; k+1 < len(lines); k++ {
		// Only the last line may lack its newline.
		if !strings.HasSuffix(lines[k], "\n") {
			lines[k] += "\n"
		}
	}
	emptied := p.removeEmpty && len(lines) == 0
	if reopenFails && !p.dry && p.output == "" && (p.backup || p.backupMismatch && mismatch) && !emptied && !p.seen[fpath] {
		vfs.MkdirAll(ctx, inv.FS, path.Dir(fpath), 0o777&^fs.FileMode(inv.Umask))
		vfs.WriteFile(ctx, inv.FS, fpath+".orig", nil, mode)
		fmt.Fprintf(inv.Stderr, "patch: **** Can't reopen file %s : No such file or directory\n", p.q(name))
		p.fatal = true
		return 2
	}
	status := 0
	keepFile := removeFile && !missingOK && p.output == "" && (len(lines) > 0 || mismatch)
	if keepFile {
		p.say("Not deleting file %s as content differs from patch\n", p.q(name))
		status = 1
	}
	if conflicts {
		status = 1
	}
	// -T, -Z: the new file's time from the header, unless the file's
	// time is not the old one of the header or the patch did not apply
	// exactly (-f sets it anyway). A file no hunk applied to is not
	// written, nor its time set.
	var stamp time.Time
	stampSet := false
	if p.setTime && p.output == "" && !p.dry && !(len(hunks) > 0 && len(failed) == len(hunks)) {
		if newT, ok := p.headerTime(pf, !p.reverse); ok {
			oldT, oldOK := p.headerTime(pf, p.reverse)
			switch {
			case !p.force && inMtimeSet && !creating && oldOK && !oldT.Equal(inMtime):
				p.tell("Not setting time of file %s (time mismatch)\n", p.q(name))
			case !p.force && (mismatch || len(failed) > 0):
				p.tell("Not setting time of file %s (contents mismatch)\n", p.q(name))
			default:
				stamp, stampSet = newT, true
			}
		}
	}
	if len(failed) > 0 {
		p.tell("%d out of %d hunk%s FAILED", len(failed), len(hunks), patchPlural(len(hunks)))
		p.writeRejects(pf, name, failed)
		status = 1
	}
	result := strings.Join(lines, "")
	if p.output == "-" {
		io.WriteString(inv.Stdout, result) // even under --dry-run, as GNU
		return status
	}
	if p.output != "" {
		// GNU writes -o's file even under --dry-run, and appends the
		// results of later files to it.
		data := []byte(result)
		if p.outputStarted {
			prev, err := vfs.ReadFile(ctx, inv.FS, inv.Path(p.output))
			if err == nil {
				data = append(prev, data...)
			}
		}
		p.outputStarted = true
		if err := vfs.WriteFile(ctx, inv.FS, inv.Path(p.output), data, mode); err != nil {
			fmt.Fprintf(inv.Stderr, "patch: **** Can't create file %s : %s\n", p.q(p.output), vfs.Strerror(err))
			return 2
		}
		return status
	}
	if p.dry {
		return status
	}
	// As GNU patch, a file patched twice in one run keeps the backup of
	// its contents before the run: a file this run wrote is not backed up
	// again, unless none of its hunks applied this time.
	allFailed := len(hunks) > 0 && len(failed) == len(hunks)
	if (p.backup || p.backupMismatch && mismatch && (!creating || len(orig) > 0)) && (!p.seen[fpath] || allFailed) {
		bak := p.backupName(name)
		vfs.MkdirAll(ctx, inv.FS, path.Dir(inv.Path(bak)), 0o777&^fs.FileMode(inv.Umask))
		if err := vfs.WriteFile(ctx, inv.FS, inv.Path(bak), []byte(strings.Join(orig, "")), mode); err != nil {
			fmt.Fprintf(inv.Stderr, "patch: **** Can't create file %s : %s\n", p.q(bak), vfs.Strerror(err))
			return 2
		}
	}
	if allFailed {
		return status // GNU leaves a file no hunk applied to as it was (its time too)
	}
	p.seen[fpath] = true
	if result == "" && !keepFile && (removeFile && !p.posix || p.removeEmpty) {
		p.removals = append(p.removals, name)
		return status
	}
	if reopenFails && result == "" {
		return status // a missing file that nothing was added to stays missing
	}
	if err := vfs.MkdirAll(ctx, inv.FS, path.Dir(fpath), 0o777&^fs.FileMode(inv.Umask)); err != nil {
		fmt.Fprintf(inv.Stderr, "patch: **** Can't create directory %s : %s\n", p.q(path.Dir(name)), vfs.Strerror(err))
		return 2
	}
	if inv.Username != "root" && mode&0o222 == 0 {
		// GNU writes a new file in place of one its user may not write.
		inv.FS.Remove(ctx, fpath)
	}
	if err := vfs.WriteFile(ctx, inv.FS, fpath, []byte(result), mode); err != nil {
		fmt.Fprintf(inv.Stderr, "patch: **** Can't write file %s : %s\n", p.q(name), vfs.Strerror(err))
		return 2
	}
	if stampSet {
		inv.FS.Chtimes(ctx, fpath, stamp, stamp)
	}
	return status
}

type patchAnswer int

const (
	patchSkip patchAnswer = iota
	patchApply
	patchReverse
)

// answer answers GNU's question about a patch that looks reversed or
// misplaced as patch does without a terminal: -N skips it, -f applies it,
// -t takes it reversed, and otherwise the answer is no: skip it.
func (p *patcher) answer() patchAnswer {
	switch {
	case p.forward:
		p.tell("Skipping patch.\n")
		return patchSkip
	case p.force:
		p.say("Applying it anyway.\n")
		return patchApply
	case p.batch:
		if p.reverse {
			p.tell("Ignoring -R.\n")
		} else {
			p.tell("Assuming -R.\n")
		}
		return patchReverse
	case p.reverse:
		p.tell("Ignore -R? [n] \nApply anyway? [n] \n")
	default:
		p.tell("Assume -R? [n] \nApply anyway? [n] \n")
	}
	p.say("Skipping patch.\n")
	return patchSkip
}

// remove removes the files that patches deleted, and the directories
// they leave empty, as GNU does once all files are patched.
func (p *patcher) remove() int {
	ctx, inv := p.ctx, p.inv
	for _, name := range p.removals {
		fpath := inv.Path(name)
		if p.verbose {
			p.say("Removing file %s\n", p.q(name))
		}
		if err := inv.FS.Remove(ctx, fpath); err != nil && !errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintf(inv.Stderr, "patch: **** Can't remove file %s : %s\n", p.q(name), vfs.Strerror(err))
			return 2
		}
		// GNU removes the directories the file leaves empty.
		for dir := path.Dir(name); dir != "." && dir != "/" && dir != ""; dir = path.Dir(dir) {
			if ents, err := inv.FS.ReadDir(ctx, inv.Path(dir)); err != nil || len(ents) > 0 || inv.FS.Remove(ctx, inv.Path(dir)) != nil {
				break
			}
			if p.verbose {
				p.say("Removed empty directory %s\n", p.q(dir))
			}
		}
	}
	return 0
}

func (p *patcher) looksLike() string {
	if p.first {
		return "Looks like"
	}
	return "The next patch looks like"
}

// leadingText prints the lines of the patch before the file's first hunk.
func (p *patcher) leadingText(pf *patchFile) {
	if len(pf.leading) == 0 {
		return
	}
	var b strings.Builder
	b.WriteString("The text leading up to this was:\n--------------------------\n")
	for _, l := range pf.leading {
		b.WriteString("|" + strings.TrimSuffix(l, "\n") + "\n")
	}
	b.WriteString("--------------------------\n")
	p.tell("%s", b.String())
}

// ignoredHunks prints, under --verbose, each hunk of a skipped file.
func (p *patcher) ignoredHunks(hunks []*patchHunk) {
	if !p.verbose {
		return
	}
	for i, h := range hunks {
		first := h.oldStart
		if len(h.old) == 0 {
			first++
		}
		p.say("Hunk #%d ignored at %d.\n", i+1, first)
	}
}

// skipQuestion answers GNU's question about a patch that looks reversed
// or misplaced as patch does without a terminal: no, skip it (-N and -f
// answer without asking).
func (p *patcher) skipQuestion() {
	switch {
	case p.forward:
		p.tell("Skipping patch.\n")
		return
	case p.reverse:
		p.tell("Ignore -R? [n] \nApply anyway? [n] \n")
	default:
		p.tell("Assume -R? [n] \nApply anyway? [n] \n")
	}
	p.say("Skipping patch.\n")
}

// patchEmptySide reports whether every hunk has an empty new side (or,
// for !newSide, old side) starting at line 0.
func patchEmptySide(hunks []*patchHunk, newSide bool) bool {
	if len(hunks) == 0 {
		return false
	}
	for _, h := range hunks {
		n, start := len(h.old), h.oldStart
		if newSide {
			n, start = len(h.new), h.newStart
		}
		if n != 0 || start != 0 {
			return false
		}
	}
	return true
}

func (p *patcher) emptyFile(name string) bool {
	fi, err := p.inv.FS.Stat(p.ctx, p.inv.Path(name))
	return err == nil && fi.Size() == 0
}

// writeRejects ends the "saving rejects" line and writes NAME.rej.
func (p *patcher) writeRejects(pf *patchFile, name string, hunks []*patchHunk) {
	rej := name + ".rej"
	if p.output != "" {
		rej = p.output + ".rej"
	}
	if p.rejectFile != "" {
		rej = p.rejectFile
	}
	if p.dry || rej == "-" {
		p.tell("\n")
		return
	}
	p.tell(" -- saving rejects to file %s\n", p.q(rej))
	var b strings.Builder
	// The header has the names with -p applied, swapped by -R as the
	// hunks are.
	format := p.rejectFormat
	if format == 0 {
		format = patchUnified
		if pf.kind != patchUnified {
			format = patchContext // GNU writes the rejects of other diffs as context diffs
		}
	}
	header := []string{"--- ", "+++ "}
	if format == patchContext {
		header = []string{"*** ", "--- "}
	}
	if pf.header == nil {
		// A normal diff names no files.
		header[0], header[1] = header[0]+"/dev/null\n", header[1]+"/dev/null\n"
	}
	for i, l := range pf.header {
		orig := []string{pf.oldName, pf.newName}[i]
		if p.reverse {
			i = 1 - i
		}
		header[i] += p.stripName(orig) + strings.TrimPrefix(l[4:], orig)
	}
	b.WriteString(header[0] + header[1])
	for _, h := range hunks {
		if format == patchContext {
			b.WriteString(h.contextRejText(pf.kind == patchNormal))
		} else {
			b.WriteString(h.rejText())
		}
	}
	data := []byte(b.String())
	if p.rejWritten[rej] {
		// The rejects of later patches to the same file follow.
		if prev, err := vfs.ReadFile(p.ctx, p.inv.FS, p.inv.Path(rej)); err == nil {
			data = append(prev, data...)
		}
	}
	if p.rejWritten == nil {
		p.rejWritten = map[string]bool{}
	}
	p.rejWritten[rej] = true
	vfs.MkdirAll(p.ctx, p.inv.FS, path.Dir(p.inv.Path(rej)), 0o777&^fs.FileMode(p.inv.Umask))
	if err := vfs.WriteFile(p.ctx, p.inv.FS, p.inv.Path(rej), data, fs.FileMode(0o666&^p.inv.Umask)); err != nil {
		fmt.Fprintf(p.inv.Stderr, "patch: **** Can't create file %s : %s\n", p.q(rej), vfs.Strerror(err))
	}
}

// gnuLocateHunk is GNU patch's locate_hunk: the 1-based line of orig
// where the hunk's old text (less fuzz lines of context at each end)
// matches, searching outwards from the line it names shifted by
// inOffset, never before the lines already consumed (frozen), or 0. A
// hunk with less context before than after must match at the start of
// the file, one with less after at its end, unless fuzz drops that
// context.
func gnuLocateHunk(orig []string, h *patchHunk, fuzz int, inOffset, frozen int, loose bool) int {
	first := h.oldStart
	if len(h.old) == 0 {
		first++ // an insertion names the line after which it goes
	}
	firstGuess := first + inOffset
	patLines := len(h.old)
	prefixCtx, suffixCtx := h.pre, h.suf
	context := max(prefixCtx, suffixCtx)
	prefixFuzz := fuzz + prefixCtx - context
	suffixFuzz := fuzz + suffixCtx - context
	inputLines := len(orig)
	maxWhere := inputLines - (patLines - suffixFuzz) + 1
	minWhere := frozen + 1 - (prefixCtx - prefixFuzz)
	maxPos := maxWhere - firstGuess
	maxNeg := firstGuess - minWhere
	maxOffset := max(maxPos, maxNeg)
	if patLines == 0 {
		return firstGuess
	}
	if firstGuess <= maxNeg {
		maxNeg = firstGuess - 1
	}
	match := func(offset, pf, sf int) bool {
		iline := firstGuess + offset + pf
		for pl := pf; pl < patLines-sf; pl, iline = pl+1, iline+1 {
			if iline < 1 || iline > inputLines || orig[iline-1] != h.old[pl] && !(loose && patchSimilar(orig[iline-1], h.old[pl])) {
				return false
			}
		}
		return true
	}
	if prefixFuzz < 0 && first <= 1 {
		// Can only match the start of the file.
		if suffixFuzz < 0 && (patLines != inputLines || prefixCtx < frozen) {
			return 0 // only the whole file
		}
		offset := 1 - firstGuess
		if frozen <= prefixCtx && offset <= maxPos && match(offset, 0, max(suffixFuzz, 0)) {
			return firstGuess + offset
		}
		return 0
	}
	prefixFuzz = max(prefixFuzz, 0)
	if inputLines == 0 {
		return 0 // an empty file matches no text, fuzzed away or not
	}
	if suffixFuzz < 0 {
		// Can only match the end of the file.
		offset := firstGuess - (inputLines - patLines + 1)
		if offset <= maxNeg && match(-offset, prefixFuzz, 0) {
			return firstGuess - offset
		}
		return 0
	}
	for offset := 0; offset <= maxOffset; offset++ {
		if offset <= maxPos && match(offset, prefixFuzz, suffixFuzz) {
			return firstGuess + offset
		}
		if offset > 0 && offset <= maxNeg && match(-offset, prefixFuzz, suffixFuzz) {
			return firstGuess - offset
		}
	}
	return 0
}

// splitKeep splits s into lines that keep their newlines.
func splitKeep(s string) []string {
	var out []string
	for s != "" {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			out = append(out, s)
			break
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	return out
}

func patchPlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// backupName is the name of name's backup: -B PREFIX before the whole
// name, -Y PREFIX before its base name, -z SUFFIX after it, or the
// version control's name (NAME.orig, NAME.~N~).
func (p *patcher) backupName(name string) string {
	if p.backupNaming {
		dir, base := path.Split(name)
		return p.backupPrefix + dir + p.backupDirPrefix + base + p.backupSuffix
	}
	b := p.backupPolicy.name(p.ctx, p.inv.FS, p.inv.Path(name))
	return name + b[len(p.inv.Path(name)):]
}

// patchSimilar is GNU patch's similar() for -l: a run of blanks in the
// patch's line matches a run in the file's, trailing blanks of the file
// are ignored, and so is a newline at the end of either.
func patchSimilar(a, b string) bool {
	a = strings.TrimSuffix(a, "\n")
	b = strings.TrimSuffix(b, "\n")
	blank := func(c byte) bool { return c == ' ' || c == '\t' }
	for {
		if len(b) == 0 || blank(b[0]) {
			for len(b) > 0 && blank(b[0]) {
				b = b[1:]
			}
			if len(a) > 0 {
				if !blank(a[0]) {
					return false
				}
				for len(a) > 0 && blank(a[0]) {
					a = a[1:]
				}
			}
			if len(a) == 0 || len(b) == 0 {
				return len(a) == len(b)
			}
		}
		if len(a) == 0 || a[0] != b[0] {
			return false
		}
		a, b = a[1:], b[1:]
	}
}
