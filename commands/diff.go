package commands

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/diffseq"
	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "diff",
		Summary: "compare files line by line",
		Usage:   diffUsage,
		Run:     runDiff,
	})
}

const diffUsage = `Usage: diff [OPTION]... FILES
Compare FILES line by line.

Mandatory arguments to long options are mandatory for short options too.
      --normal                  output a normal diff (the default)
  -q, --brief                   report only when files differ
  -s, --report-identical-files  report when two files are the same
  -c, -C NUM, --context[=NUM]   output NUM (default 3) lines of copied context
  -u, -U NUM, --unified[=NUM]   output NUM (default 3) lines of unified context
  -e, --ed                      output an ed script
  -n, --rcs                     output an RCS format diff
  -y, --side-by-side            output in two columns
  -W, --width=NUM               output at most NUM (default 130) print columns
      --left-column             output only the left column of common lines
      --suppress-common-lines   do not output common lines

  -p, --show-c-function         show which C function each change is in
  -F, --show-function-line=RE   show the most recent line matching RE
      --label LABEL             use LABEL instead of file name and timestamp
                                  (can be repeated)

  -t, --expand-tabs             expand tabs to spaces in output
  -T, --initial-tab             make tabs line up by prepending a tab
      --tabsize=NUM             tab stops every NUM (default 8) print columns
      --suppress-blank-empty    suppress space or tab before empty output lines
  -l, --paginate                pass output through 'pr' to paginate it

  -r, --recursive                 recursively compare any subdirectories found
      --no-dereference            don't follow symbolic links
  -N, --new-file                  treat absent files as empty
      --unidirectional-new-file   treat absent first files as empty
      --ignore-file-name-case     ignore case when comparing file names
      --no-ignore-file-name-case  consider case when comparing file names
  -x, --exclude=PAT               exclude files that match PAT
  -X, --exclude-from=FILE         exclude files that match any pattern in FILE
  -S, --starting-file=FILE        start with FILE when comparing directories
      --from-file=FILE1           compare FILE1 to all operands;
                                    FILE1 can be a directory
      --to-file=FILE2             compare all operands to FILE2;
                                    FILE2 can be a directory

  -i, --ignore-case               ignore case differences in file contents
  -E, --ignore-tab-expansion      ignore changes due to tab expansion
  -Z, --ignore-trailing-space     ignore white space at line end
  -b, --ignore-space-change       ignore changes in the amount of white space
  -w, --ignore-all-space          ignore all white space
  -B, --ignore-blank-lines        ignore changes where lines are all blank
  -I, --ignore-matching-lines=RE  ignore changes where all lines match RE

  -a, --text                      treat all files as text
      --strip-trailing-cr         strip trailing carriage return on input

  -D, --ifdef=NAME                output merged file with '#ifdef NAME' diffs
      --GTYPE-group-format=GFMT   format GTYPE input groups with GFMT
      --line-format=LFMT          format all input lines with LFMT
      --LTYPE-line-format=LFMT    format LTYPE input lines with LFMT
    These format options provide fine-grained control over the output
      of diff, generalizing -D/--ifdef.
    LTYPE is 'old', 'new', or 'unchanged'.  GTYPE is LTYPE or 'changed'.
    GFMT (only) may contain:
      %<  lines from FILE1
      %>  lines from FILE2
      %=  lines common to FILE1 and FILE2
      %[-][WIDTH][.[PREC]]{doxX}LETTER  printf-style spec for LETTER
        LETTERs are as follows for new group, lower case for old group:
          F  first line number
          L  last line number
          N  number of lines = L-F+1
          E  F-1
          M  L+1
      %(A=B?T:E)  if A equals B then T else E
    LFMT (only) may contain:
      %L  contents of line
      %l  contents of line, excluding any trailing newline
      %[-][WIDTH][.[PREC]]{doxX}n  printf-style spec for input line number
    Both GFMT and LFMT may contain:
      %%  %
      %c'C'  the single character C
      %c'\OOO'  the character with octal code OOO
      C    the character C (other characters represent themselves)

  -d, --minimal            try hard to find a smaller set of changes
      --horizon-lines=NUM  keep NUM lines of the common prefix and suffix
      --speed-large-files  assume large files and many scattered small changes
      --color[=WHEN]       color output; WHEN is 'never', 'always', or 'auto';
                             plain --color means --color='auto'
      --palette=PALETTE    the colors to use when --color is active; PALETTE is
                             a colon-separated list of terminfo capabilities

      --help               display this help and exit
  -v, --version            output version information and exit

FILES are 'FILE1 FILE2' or 'DIR1 DIR2' or 'DIR FILE' or 'FILE DIR'.
If --from-file or --to-file is given, there are no restrictions on FILE(s).
If a FILE is '-', read standard input.
Exit status is 0 if inputs are the same, 1 if different, 2 if trouble.
`

type diffFormat int

const (
	diffNormal diffFormat = iota
	diffUnified
	diffContext
	diffSideBySide
	diffEd    // -e: an ed script
	diffFwdEd // -f: an ed-like script in forward order
	diffRCS   // -n: RCS format
	diffIfdef // -D NAME: the merged file with #ifdef
)

// edLike: the ed script formats (-e, -f), which complete a last line
// without a newline.
func (o *diffOpts) edLike() bool { return o.format == diffEd || o.format == diffFwdEd }

type diffOpts struct {
	format                             diffFormat
	context                            int
	brief, identical                   bool
	recursive, newFile, text, minimal  bool
	ignoreCase, ignoreSpace, ignoreAll bool
	ignoreBlank, stripCR               bool
	labels                             []string
	switches                           string // options as given, for "diff -r" headers
	width                              int    // -W, for -y
	expandTabs, suppressCommon         bool
	leftColumn                         bool
	excludes                           []string // -x patterns, matched against base names
	ignoreTabs, ignoreTrailing         bool     // -E, -Z
	initialTab                         bool     // -T
	color                              bool     // --color=always
	showFunc                           bool     // -p
	formatSet                          bool     // --normal given
	suppressBlankEmpty                 bool     // --suppress-blank-empty
	horizon                            int      // --horizon-lines
	// The if-then-else formats (-D and the --*-format options).
	groupFmt    [4]string
	groupFmtSet [4]bool
	lineFmt     [3]string
	lineFmtSet  [3]bool
	ignoreRes   []*regex.Regexp // -I
	funcRes     []*regex.Regexp // -p and -F: a function line matches one
	tabSize     int             // --tabsize
	paginate    bool            // -l: pages as pr makes them
	noDeref     bool            // --no-dereference: symlinks compared as links
	newFirst    bool            // --unidirectional-new-file: absent first files are empty
	foldNames   bool            // --ignore-file-name-case
	startFile   string          // -S: the first name of the top directories compared
	palette     diffPalette     // --palette over GNU's defaults
}

// differ runs one diff invocation: it holds the output and the worst
// status seen.
type differ struct {
	ctx    context.Context
	inv    *shell.Invocation
	o      *diffOpts
	out    *bufio.Writer
	status int
	failed bool // writing failed: stop
	stdin  []byte
	readIn bool
	// stdinClosed: a comparison has read standard input, which GNU then
	// closes.
	stdinClosed bool
	pages       *pager   // -l
	queued      []string // -l: the messages, printed at the end
}

func runDiff(ctx context.Context, inv *shell.Invocation) int {
	o := &diffOpts{context: 3, width: 130}
	f := newFlagSet("diff")
	ocontext := -1           // -NUM
	explicitContext := false // -U NUM, -C NUM
	// GNU refuses two output styles (-u -c).
	styleSet := false
	style := func(format diffFormat) error {
		if styleSet && o.format != format {
			return &usageError{"conflicting output style options"}
		}
		o.format, styleSet = format, true
		return nil
	}
	setCtx := func(format diffFormat, def int) func(string) error {
		return func(v string) error {
			if err := style(format); err != nil {
				return err
			}
			if v == "" {
				o.context = max(o.context, def)
				return nil
			}
			explicitContext = true
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return fmt.Errorf("invalid context length %s", quoteGNU(v))
			}
			o.context = n
			return nil
		}
	}
	f.Func(0, "normal", false, func(string) error { o.formatSet = true; return style(diffNormal) })
	f.Func('u', "", false, setCtx(diffUnified, 3))
	f.Func('U', "", true, setCtx(diffUnified, 3))
	f.add(&flagDef{long: "unified", hasValue: true, optional: true, set: setCtx(diffUnified, 3)})
	f.Func('c', "", false, setCtx(diffContext, 3))
	f.Func('C', "", true, setCtx(diffContext, 3))
	f.add(&flagDef{long: "context", hasValue: true, optional: true, set: setCtx(diffContext, 3)})
	f.Func('y', "side-by-side", false, func(string) error { return style(diffSideBySide) })
	f.Func('W', "width", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return fmt.Errorf("invalid width %s", quoteGNU(v))
		}
		o.width = n
		return nil
	})
	f.Func('t', "expand-tabs", false, func(string) error { o.expandTabs = true; return nil })
	f.Func(0, "suppress-common-lines", false, func(string) error { o.suppressCommon = true; return nil })
	f.Func(0, "left-column", false, func(string) error { o.leftColumn = true; return nil })
	f.Func('q', "brief", false, func(string) error { o.brief = true; return nil })
	f.Func('s', "report-identical-files", false, func(string) error { o.identical = true; return nil })
	f.Func('r', "recursive", false, func(string) error { o.recursive = true; return nil })
	f.Func('N', "new-file", false, func(string) error { o.newFile = true; return nil })
	f.Func('a', "text", false, func(string) error { o.text = true; return nil })
	f.Func('d', "minimal", false, func(string) error { o.minimal = true; return nil })
	f.Func('i', "ignore-case", false, func(string) error { o.ignoreCase = true; return nil })
	f.Func('b', "ignore-space-change", false, func(string) error { o.ignoreSpace = true; return nil })
	f.Func('w', "ignore-all-space", false, func(string) error { o.ignoreAll = true; return nil })
	f.Func('B', "ignore-blank-lines", false, func(string) error { o.ignoreBlank = true; return nil })
	var ignorePats []string
	f.Func('I', "ignore-matching-lines", true, func(v string) error { ignorePats = append(ignorePats, v); return nil })
	f.Func(0, "strip-trailing-cr", false, func(string) error { o.stripCR = true; return nil })
	f.Func('L', "label", true, func(v string) error { o.labels = append(o.labels, v); return nil })
	f.Func('x', "exclude", true, func(v string) error { o.excludes = append(o.excludes, v); return nil })
	f.Func('X', "exclude-from", true, func(v string) error {
		data, err := vfs.ReadFile(ctx, inv.FS, inv.Path(v))
		if err != nil {
			return errDiffFatal{fmt.Sprintf("%s: %s", v, vfs.Strerror(err))}
		}
		for _, line := range strings.Split(string(data), "\n") {
			if line != "" {
				o.excludes = append(o.excludes, line)
			}
		}
		return nil
	})
	f.Func('E', "ignore-tab-expansion", false, func(string) error { o.ignoreTabs = true; return nil })
	f.Func('Z', "ignore-trailing-space", false, func(string) error { o.ignoreTrailing = true; return nil })
	f.Func('T', "initial-tab", false, func(string) error { o.initialTab = true; return nil })
	// -p is -F with GNU's C function expression; the expressions of
	// several -p and -F are alternatives.
	var funcPats []string
	f.Func('p', "show-c-function", false, func(string) error {
		o.showFunc = true
		funcPats = append(funcPats, "^[[:alpha:]$_]")
		return nil
	})
	f.Func('F', "show-function-line", true, func(v string) error { funcPats = append(funcPats, v); return nil })
	f.Func(0, "tabsize", true, func(v string) error {
		n, ok := diffTabSize(v)
		if !ok {
			return &usageError{"invalid tabsize " + quoteGNU(v)}
		}
		if o.tabSize != 0 && o.tabSize != n {
			return errDiffFatal{"conflicting tabsize options"}
		}
		o.tabSize = n
		return nil
	})
	f.Func('l', "paginate", false, func(string) error { o.paginate = true; return nil })
	f.Func(0, "no-dereference", false, func(string) error { o.noDeref = true; return nil })
	f.Func(0, "unidirectional-new-file", false, func(string) error { o.newFirst = true; return nil })
	f.Func(0, "ignore-file-name-case", false, func(string) error { o.foldNames = true; return nil })
	f.Func(0, "no-ignore-file-name-case", false, func(string) error { o.foldNames = false; return nil })
	f.Func('S', "starting-file", true, func(v string) error { o.startFile = v; return nil })
	// --from-file and --to-file compare one file with every operand.
	var fromFile, toFile *string
	fileOpt := func(dst **string, name string) func(string) error {
		return func(v string) error {
			if *dst != nil && **dst != v {
				return &usageError{"conflicting " + name + " option value " + quoteGNU(v)}
			}
			*dst = &v
			return nil
		}
	}
	f.Func(0, "from-file", true, fileOpt(&fromFile, "--from-file"))
	f.Func(0, "to-file", true, fileOpt(&toFile, "--to-file"))
	var palette *string
	f.Func(0, "palette", true, func(v string) error { palette = &v; return nil })
	f.Func('v', "", false, func(string) error { return errVersion })
	f.Func(0, "suppress-blank-empty", false, func(string) error { o.suppressBlankEmpty = true; return nil })
	f.Func(0, "horizon-lines", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("invalid horizon length %s", quoteGNU(v))
		}
		o.horizon = n
		return nil
	})
	// A hint to trade a minimal diff for speed: the algorithm here is
	// fast on large files without it.
	f.Bool(0, "speed-large-files")
	// Binary mode I/O: the same as text mode on POSIX systems.
	f.Bool(0, "binary")
	f.Func('e', "ed", false, func(string) error { return style(diffEd) })
	f.Func('f', "forward-ed", false, func(string) error { return style(diffFwdEd) })
	f.Func('n', "rcs", false, func(string) error { return style(diffRCS) })
	f.Func('D', "ifdef", true, func(v string) error {
		if err := style(diffIfdef); err != nil {
			return err
		}
		for i, g := range ifdefGroupFormats(v) {
			if err := setFormat(&o.groupFmt[i], &o.groupFmtSet[i], g, "-D"); err != nil {
				return err
			}
		}
		return nil
	})
	for i, opt := range groupFormatOptions {
		f.Func(0, opt[2:], true, func(v string) error {
			if err := style(diffIfdef); err != nil {
				return err
			}
			return setFormat(&o.groupFmt[i], &o.groupFmtSet[i], v, opt)
		})
	}
	for i, kind := range []string{"unchanged", "old", "new"} {
		f.Func(0, kind+"-line-format", true, func(v string) error {
			if err := style(diffIfdef); err != nil {
				return err
			}
			return setFormat(&o.lineFmt[i], &o.lineFmtSet[i], v, "--"+kind+"-line-format")
		})
	}
	f.Func(0, "line-format", true, func(v string) error {
		if err := style(diffIfdef); err != nil {
			return err
		}
		for i := range o.lineFmt {
			if err := setFormat(&o.lineFmt[i], &o.lineFmtSet[i], v, "--line-format"); err != nil {
				return err
			}
		}
		return nil
	})
	f.add(&flagDef{long: "color", hasValue: true, optional: true, set: func(v string) error {
		switch v {
		case "", "auto", "tty", "if-tty", "never", "no", "none":
			o.color = false // output is never a terminal here
		case "always", "yes", "force":
			o.color = true
		default:
			return fmt.Errorf("invalid color %s", quoteGNU(v))
		}
		return nil
	}})
	// -NUM (obsolete) is a context length; its digits may run over
	// several options, as GNU reads them (-1 -2 is 12).
	for c := '0'; c <= '9'; c++ {
		digit := int(c - '0')
		f.Func(c, "", false, func(string) error {
			prev := ""
			if n := len(f.order); n >= 2 {
				prev = f.order[n-2]
			}
			if len(prev) == 1 && prev[0] >= '0' && prev[0] <= '9' && ocontext >= 0 {
				ocontext = ocontext*10 + digit
			} else {
				ocontext = digit
			}
			return nil
		})
	}
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	var fatal errDiffFatal
	if errors.As(err, &fatal) {
		errorf(inv, "%s", fatal.msg)
		return 2
	}
	if o.tabSize == 0 {
		o.tabSize = 8
	}
	if o.showFunc && o.format == diffNormal && !o.formatSet {
		// -p alone asks for context diffs, as GNU does.
		o.format = diffContext
	}
	if ocontext >= 0 && (o.format == diffContext || o.format == diffUnified) &&
		(o.context < ocontext || ocontext < o.context && !explicitContext) {
		o.context = ocontext
	}
	usageErr := func(msg string) int {
		errorf(inv, "%s", msg)
		errorf(inv, "Try '%s --help' for more information.", inv.Args[0])
		return 2
	}
	if err != nil {
		if err == errHelp {
			io.WriteString(inv.Stdout, diffUsage)
			return 0
		}
		return usageErr(err.Error())
	}
	if len(o.labels) > 2 {
		return usageErr("too many file label options")
	}
	if o.format == diffIfdef {
		o.completeFormats()
	}
	for _, set := range []struct {
		pats []string
		res  *[]*regex.Regexp
	}{{ignorePats, &o.ignoreRes}, {funcPats, &o.funcRes}} {
		for _, p := range set.pats {
			// grep's basic syntax; -i does not reach these (as in GNU diff).
			re, err := regex.Compile(p, regex.Options{})
			if err != nil {
				msg := err.Error()
				var rerr *regex.Error
				if errors.As(err, &rerr) {
					msg = rerr.Msg
				}
				errorf(inv, "%s: %s", p, msg)
				return 2
			}
			*set.res = append(*set.res, re)
		}
	}
	if fromFile != nil && toFile != nil {
		errorf(inv, "--from-file and --to-file both specified")
		return 2
	}
	// The pairs compared: the two operands, or the one file of
	// --from-file or --to-file with each operand.
	var pairs [][2]string
	switch {
	case fromFile != nil:
		for _, op := range ops {
			pairs = append(pairs, [2]string{*fromFile, op})
		}
	case toFile != nil:
		for _, op := range ops {
			pairs = append(pairs, [2]string{op, *toFile})
		}
	default:
		switch len(ops) {
		case 0:
			return usageErr("missing operand after 'diff'")
		case 1:
			return usageErr("missing operand after " + quoteGNU(ops[0]))
		case 2:
		default:
			return usageErr("extra operand " + quoteGNU(ops[2]))
		}
		pairs = append(pairs, [2]string{ops[0], ops[1]})
	}
	if o.color && palette != nil {
		if msgs, ok := o.palette.parse(*palette); !ok {
			// As GNU, the palette's trouble turns colours off but is
			// no failure.
			for _, m := range msgs {
				errorf(inv, "%s", m)
			}
			o.color = false
		}
	}
	o.switches = diffSwitches(f, inv.Args[1:])
	d := &differ{ctx: ctx, inv: inv, o: o, out: bufio.NewWriter(inv.Stdout)}
	if o.paginate {
		d.pages = &pager{}
	}
	for _, p := range pairs {
		if d.failed || ctx.Err() != nil {
			break
		}
		d.top(p[0], p[1])
		if d.readIn {
			// GNU closes its standard input once a comparison has read
			// it: a later "-" is a bad descriptor.
			d.stdinClosed = true
		}
	}
	for _, m := range d.queued {
		d.write(m)
	}
	if err := d.out.Flush(); err != nil || d.failed {
		if err != nil {
			// GNU diff checks its output itself.
			writeFailed(inv, err, "standard output")
		}
		return 2
	}
	if ctx.Err() != nil {
		return 2
	}
	return d.status
}

// errDiffFatal is an option error GNU reports without the hint of --help.
type errDiffFatal struct{ msg string }

func (e errDiffFatal) Error() string { return e.msg }

// diffTabSize reads --tabsize as GNU's strtoumax: blanks and a + before
// the decimal digits, a value past the largest one the largest (clamped
// here to one no output reaches), 0 refused.
func diffTabSize(v string) (int, bool) {
	t := strings.TrimLeft(v, " \t\n\v\f\r")
	t = strings.TrimPrefix(t, "+")
	if t == "" {
		return 0, false
	}
	const most = 1 << 40
	n := 0
	for _, c := range []byte(t) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = min(n*10+int(c-'0'), most)
	}
	return n, n > 0
}

// diffSwitches rebuilds the options part of the command line, which GNU
// repeats in the "diff -r a/x b/x" lines of a directory comparison.
func diffSwitches(f *flagSet, args []string) string {
	var sw []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		sw = append(sw, diffQuoteSwitch(a))
		// An option whose value is the next argument takes it along.
		takesNext := false
		if name, ok := strings.CutPrefix(a, "--"); ok {
			if !strings.Contains(name, "=") {
				d, err := f.lookupLong(name)
				takesNext = err == nil && d != nil && d.hasValue && !d.optional
			}
		} else {
			for k, c := range a[1:] {
				if d := f.short[c]; d != nil && d.hasValue {
					takesNext = k == len(a)-2
					break
				}
			}
		}
		if takesNext && i+1 < len(args) {
			i++
			sw = append(sw, diffQuoteSwitch(args[i]))
		}
	}
	return strings.Join(sw, " ")
}

// diffQuoteSwitch quotes an option as GNU diff's shell quoting does.
func diffQuoteSwitch(a string) string { return quoteName(a) }

func (d *differ) setStatus(s int) { d.status = max(d.status, s) }

func (d *differ) trouble(name string, err error) {
	d.out.Flush()
	fileError(d.inv, name, err)
	d.setStatus(2)
}

// stat returns the file info of an operand, nil for stdin; with
// --no-dereference a symbolic link's own.
func (d *differ) stat(name string) (fs.FileInfo, error) {
	if name == "-" {
		return nil, nil
	}
	if d.o.noDeref {
		return d.inv.FS.Lstat(d.ctx, d.inv.Path(name))
	}
	return d.inv.FS.Stat(d.ctx, d.inv.Path(name))
}

// absentOK reports whether a missing operand counts as empty: with -N on
// either side, with --unidirectional-new-file on the first only.
func (d *differ) absentOK(first bool, err error) bool {
	return errors.Is(err, fs.ErrNotExist) && (d.o.newFile || d.o.newFirst && first)
}

func (d *differ) top(a, b string) {
	fa, erra := d.stat(a)
	fb, errb := d.stat(b)
	badA := erra != nil && !(d.absentOK(true, erra) && errb == nil)
	badB := errb != nil && !(d.absentOK(false, errb) && erra == nil)
	if badA {
		d.trouble(a, erra)
	}
	if badB {
		d.trouble(b, errb)
	}
	if badA || badB {
		return
	}
	aDir := fa != nil && fa.IsDir()
	bDir := fb != nil && fb.IsDir()
	switch {
	case aDir && bDir && d.o.format == diffIfdef:
		d.out.Flush()
		errorf(d.inv, "-D option not supported with directories")
		d.setStatus(2)
		return
	case aDir && bDir:
		d.dirs(a, b, true)
		return
	case aDir && (a == "-" || b == "-") || bDir && (a == "-" || b == "-"):
		d.out.Flush()
		errorf(d.inv, "cannot compare '-' to a directory")
		d.setStatus(2)
		return
	case aDir:
		d.top(path.Join(a, path.Base(b)), b)
		return
	case bDir:
		d.top(a, path.Join(b, path.Base(a)))
		return
	case d.links(a, b, fa, fb):
		return
	}
	d.files(a, b, erra != nil, errb != nil, false)
}

// links compares, under --no-dereference, two files of which one at least
// is a symbolic link: by their targets when both are, as GNU does. It
// reports whether it did.
func (d *differ) links(pa, pb string, sa, sb fs.FileInfo) bool {
	isLink := func(fi fs.FileInfo) bool { return fi != nil && fi.Mode()&fs.ModeSymlink != 0 }
	if !d.o.noDeref || !isLink(sa) && !isLink(sb) {
		return false
	}
	if sa == nil || sb == nil || !isLink(sa) || !isLink(sb) {
		if sa == nil || sb == nil {
			return false // stdin or an absent file (-N) against a link: its text
		}
		d.kindsDiffer(pa, pb, sa, sb)
		return true
	}
	ta, err := d.inv.FS.Readlink(d.ctx, d.inv.Path(pa))
	if err != nil {
		d.trouble(pa, err)
		return true
	}
	tb, err := d.inv.FS.Readlink(d.ctx, d.inv.Path(pb))
	if err != nil {
		d.trouble(pb, err)
		return true
	}
	if ta != tb {
		d.message("Symbolic links %s and %s differ\n", pa, pb)
		d.setStatus(1)
	} else if d.o.identical {
		d.message("Symbolic links %s and %s are identical\n", pa, pb)
	}
	return true
}

// kindsDiffer reports two files of different kinds (a directory and a
// file, a link and a file).
func (d *differ) kindsDiffer(pa, pb string, sa, sb fs.FileInfo) {
	na, nb := pa, pb
	if len(d.o.labels) > 0 {
		na = d.o.labels[0]
	}
	if len(d.o.labels) > 1 {
		nb = d.o.labels[1]
	}
	d.message("File %s is a %s while file %s is a %s\n", na, fileKind(sa), nb, fileKind(sb))
	d.setStatus(1)
}

// compareNames orders two directory entries as GNU diff does: by their
// bytes, or case-folded with --ignore-file-name-case (equal then).
func (d *differ) compareNames(x, y string) int {
	if d.o.foldNames {
		return strings.Compare(strings.ToLower(x), strings.ToLower(y))
	}
	return strings.Compare(x, y)
}

// entryNames lists a directory's names in the order compareNames gives
// (ties broken by the bytes).
func (d *differ) entryNames(es []fs.DirEntry) []string {
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.Name()
	}
	sort.SliceStable(names, func(i, j int) bool {
		if c := d.compareNames(names[i], names[j]); c != 0 {
			return c < 0
		}
		return names[i] < names[j]
	})
	return names
}

// dirs compares two directories' entries, recursing with -r.
func (d *differ) dirs(a, b string, top bool) {
	ea, err := d.inv.FS.ReadDir(d.ctx, d.inv.Path(a))
	if err != nil {
		d.trouble(a, err)
		return
	}
	eb, err := d.inv.FS.ReadDir(d.ctx, d.inv.Path(b))
	if err != nil {
		d.trouble(b, err)
		return
	}
	na, nb := d.entryNames(ea), d.entryNames(eb)
	i, j := 0, 0
	if top && d.o.startFile != "" {
		// -S: the names that sort before it are left out at the top.
		for i < len(na) && d.compareNames(na[i], d.o.startFile) < 0 {
			i++
		}
		for j < len(nb) && d.compareNames(nb[j], d.o.startFile) < 0 {
			j++
		}
	}
	for (i < len(na) || j < len(nb)) && !d.failed {
		if d.ctx.Err() != nil {
			d.setStatus(2)
			return
		}
		order := 0
		switch {
		case i >= len(na):
			order = 1
		case j >= len(nb):
			order = -1
		default:
			order = d.compareNames(na[i], nb[j])
		}
		if order == 0 && na[i] != nb[j] {
			// Names equal but for case: an exact match further on the
			// side of the smaller name is preferred, as GNU does.
			lesser, greater := na[i:], nb[j]
			if na[i] > nb[j] {
				lesser, greater = nb[j:], na[i]
			}
			for p := 1; p < len(lesser) && d.compareNames(lesser[p], greater) == 0; p++ {
				if c := strings.Compare(lesser[p], greater); c >= 0 {
					if c == 0 {
						copy(lesser[1:p+1], lesser[:p])
						lesser[0] = greater
					}
					break
				}
			}
		}
		nameA, nameB := "", ""
		if order <= 0 {
			nameA = na[i]
			i++
		}
		if order >= 0 {
			nameB = nb[j]
			j++
		}
		d.entry(a, b, nameA, nameB)
	}
}

// entry compares one name of two directories ("" where it is absent).
func (d *differ) entry(a, b, nameA, nameB string) {
	inA, inB := nameA != "", nameB != ""
	name := nameA
	if !inA {
		name = nameB
	}
	if d.excluded(name) {
		return
	}
	if !inA {
		nameA = nameB
	}
	if !inB {
		nameB = nameA
	}
	pa, pb := path.Join(a, nameA), path.Join(b, nameB)
	sa, erra := d.stat(pa)
	sb, errb := d.stat(pb)
	if inA && erra != nil {
		d.trouble(pa, erra)
		return
	}
	if inB && errb != nil {
		d.trouble(pb, errb)
		return
	}
	if !inA || !inB {
		only, dir := sb, b
		if inA {
			only, dir = sa, a
		}
		if d.o.newFile || d.o.newFirst && inB {
			if only.IsDir() {
				if d.o.recursive {
					d.dirsOneSided(pa, pb, inA)
				} else {
					d.message("Common subdirectories: %s and %s\n", pa, pb)
				}
			} else {
				d.files(pa, pb, !inA, !inB, true)
			}
			return
		}
		d.message("Only in %s: %s\n", dir, name)
		d.setStatus(1)
		return
	}
	switch {
	case sa.IsDir() && sb.IsDir():
		if d.o.recursive {
			d.dirs(pa, pb, false)
		} else {
			d.message("Common subdirectories: %s and %s\n", pa, pb)
		}
	case sa.IsDir() || sb.IsDir():
		d.kindsDiffer(pa, pb, sa, sb)
	case d.links(pa, pb, sa, sb):
	default:
		d.files(pa, pb, false, false, true)
	}
}

// dirsOneSided handles, under -N -r, a directory present on one side only:
// every file below it is compared with an absent (empty) file.
func (d *differ) dirsOneSided(pa, pb string, inA bool) {
	root := pb
	if inA {
		root = pa
	}
	vfs.WalkDir(d.ctx, d.inv.FS, d.inv.Path(root), func(p string, e fs.DirEntry, err error) error {
		if err != nil || d.failed {
			return err
		}
		if p != d.inv.Path(root) && d.excluded(e.Name()) {
			if e.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if e.IsDir() {
			return nil
		}
		rel := strings.TrimPrefix(p, d.inv.Path(root))
		d.files(pa+rel, pb+rel, !inA, inA, true)
		return nil
	})
}

// excluded reports whether a directory entry matches a -x pattern.
func (d *differ) excluded(name string) bool {
	if d.o.foldNames {
		name = strings.ToLower(name)
	}
	for _, pat := range d.o.excludes {
		if d.o.foldNames {
			pat = strings.ToLower(pat)
		}
		if ok, _ := path.Match(pat, name); ok {
			return true
		}
	}
	return false
}

func fileKind(fi fs.FileInfo) string {
	switch {
	case fi.IsDir():
		return "directory"
	case fi.Mode().IsRegular() && fi.Size() == 0:
		return "regular empty file"
	case fi.Mode().IsRegular():
		return "regular file"
	case fi.Mode()&fs.ModeSymlink != 0:
		return "symbolic link"
	case fi.Mode()&fs.ModeNamedPipe != 0:
		return "fifo"
	}
	return "weird file"
}

func (d *differ) printf(format string, args ...any) {
	if d.failed {
		return
	}
	d.write(fmt.Sprintf(format, args...))
}

func (d *differ) write(s string) {
	if d.failed {
		return
	}
	if d.pages != nil && d.pages.active {
		s = d.pages.paginate(s)
	}
	if _, err := d.out.WriteString(s); err != nil {
		d.failed = true
	}
}

// message prints one of GNU's messages (Only in, Files differ): with -l
// they are kept for the end, after the pages, as GNU does.
func (d *differ) message(format string, args ...any) {
	if d.failed {
		return
	}
	if d.pages != nil {
		d.queued = append(d.queued, fmt.Sprintf(format, args...))
		return
	}
	d.write(fmt.Sprintf(format, args...))
}

// endPages ends the pages of one comparison.
func (d *differ) endPages() {
	if d.pages != nil && d.pages.active {
		if _, err := d.out.WriteString(d.pages.end()); err != nil {
			d.failed = true
		}
	}
}

// pager paginates one comparison's output as "pr -h HEADER" does, which
// GNU diff -l runs: pages of 66 lines, 56 of text between a header of 5
// and a trailer of 5 blank ones; a form feed ends a page.
type pager struct {
	active bool
	header string // the header line, but for the page number
	page   uint64
	open   bool // a page is begun
	lines  int  // lines of text on the open page
	inLine bool // a line is begun
	full   bool // the last page filled up: a form feed right after is absorbed
}

const (
	pageText   = 56
	pageMargin = 5
)

// begin starts the pages of one comparison, dated now.
func (p *pager) begin(header string, now time.Time) {
	date := now.Format("2006-01-02 15:04")
	avail := max(72-len(date)-diffTextWidth(header)-len("Page 1"), 0)
	*p = pager{active: true, page: 1}
	p.header = "\n\n" + date + strings.Repeat(" ", max(avail/2, 1)) + header + strings.Repeat(" ", max(avail-avail/2, 1))
}

// diffTextWidth is the columns a text takes (mbswidth).
func diffTextWidth(s string) int {
	w := 0
	for _, r := range s {
		w += max(runeWidth(r), 0)
	}
	return w
}

// paginate returns s laid out on pages.
func (p *pager) paginate(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\f' && p.full {
			p.full = false
			continue
		}
		p.full = false
		if !p.open {
			b.WriteString(p.header)
			b.WriteString("Page " + strconv.FormatUint(p.page, 10) + "\n\n\n")
			p.page++
			p.open = true
		}
		switch c {
		case '\f':
			p.close(&b)
		case '\n':
			b.WriteByte('\n')
			p.inLine = false
			if p.lines++; p.lines == pageText {
				p.close(&b)
				p.full = true
			}
		default:
			b.WriteByte(c)
			p.inLine = true
		}
	}
	return b.String()
}

// close ends the open page: the line begun, the blank lines left, the
// trailer.
func (p *pager) close(b *strings.Builder) {
	if p.inLine {
		b.WriteByte('\n')
		p.lines++
		p.inLine = false
	}
	b.WriteString(strings.Repeat("\n", max(pageText-p.lines, 0)+pageMargin))
	p.open, p.lines = false, 0
}

// end ends the last page.
func (p *pager) end() string {
	var b strings.Builder
	if p.open {
		p.close(&b)
	}
	p.active = false
	return b.String()
}

// diffInput is one side of a file comparison.
type diffInput struct {
	name  string
	data  []byte
	mtime time.Time
	fi    fs.FileInfo // nil for standard input and an absent file
	lines [][]byte    // with their newline, the last one perhaps without
}

func (d *differ) read(name string, absent bool) (*diffInput, error) {
	in := &diffInput{name: name}
	if absent {
		in.mtime = time.Unix(0, 0)
		return in, nil
	}
	if name == "-" {
		if d.stdinClosed {
			return nil, vfs.ErrBadFD
		}
		if !d.readIn {
			data, err := io.ReadAll(d.inv.Stdin)
			if err != nil {
				return nil, err
			}
			d.stdin, d.readIn = data, true
		}
		in.data = d.stdin
		in.mtime = d.inv.Now()
		return in, nil
	}
	p := d.inv.Path(name)
	fi, err := d.inv.FS.Stat(d.ctx, p)
	if err != nil {
		return nil, err
	}
	in.mtime, in.fi = fi.ModTime(), fi
	in.data, err = vfs.ReadFile(d.ctx, d.inv.FS, p)
	return in, err
}

// files compares two files; inDir says the comparison is part of a
// directory comparison (which prints a "diff ..." line before a diff).
func (d *differ) files(a, b string, absentA, absentB, inDir bool) {
	if d.failed {
		return
	}
	defer d.endPages()
	ia, err := d.read(a, absentA)
	if err != nil {
		d.trouble(a, err)
		return
	}
	ib, err := d.read(b, absentB)
	if err != nil {
		d.trouble(b, err)
		return
	}
	// GNU names the files by their labels in every message.
	if len(d.o.labels) > 0 {
		a = d.o.labels[0]
	}
	if len(d.o.labels) > 1 {
		b = d.o.labels[1]
	}
	ia.name, ib.name = a, b
	// -y and -D print the files even when they do not differ (but -y
	// --suppress-common-lines would print nothing).
	sideBySide := d.o.format == diffSideBySide && !d.o.brief
	ifdef := d.o.format == diffIfdef && !d.o.brief
	showAll := sideBySide && !d.o.suppressCommon || ifdef
	binary := !d.o.text && (bytes.IndexByte(ia.data, 0) >= 0 || bytes.IndexByte(ib.data, 0) >= 0)
	// Equal files are not read as lines, but for an ed script (not of
	// one file with itself) whose last line lacks a newline, which GNU
	// reports as trouble.
	edIncomplete := d.o.edLike() && !d.o.brief && !binary && len(ia.data) > 0 && ia.data[len(ia.data)-1] != '\n' &&
		!(ia.fi != nil && ib.fi != nil && sameFile(ia.fi, ib.fi))
	if bytes.Equal(ia.data, ib.data) && (!showAll || binary) && !edIncomplete {
		if d.o.identical {
			d.message("Files %s and %s are identical\n", a, b)
		}
		return
	}
	if binary && !d.o.brief {
		d.message("Binary files %s and %s differ\n", a, b)
		d.setStatus(1)
		return
	}
	ia.lines, ib.lines = splitLines(ia.data), splitLines(ib.data)
	edTrouble := false
	if d.o.edLike() && !d.o.brief {
		// An ed script cannot say a line has no newline: GNU completes it
		// and calls it trouble, after the script of the pair.
		var trouble []string
		for _, in := range []*diffInput{ia, ib} {
			if len(in.data) > 0 && in.data[len(in.data)-1] != '\n' {
				trouble = append(trouble, in.name)
				d.setStatus(2)
				edTrouble = true
				in.lines[len(in.lines)-1] = append(in.lines[len(in.lines)-1], '\n')
			}
		}
		if trouble != nil {
			defer func() {
				d.out.Flush()
				for _, name := range trouble {
					errorf(d.inv, "%s: No newline at end of file\n", name) // sic: GNU's message ends in a blank line
				}
			}()
		}
	}
	if d.o.stripCR {
		for _, in := range []*diffInput{ia, ib} {
			for i, l := range in.lines {
				// Only before a newline: an incomplete last line keeps its CR.
				if bytes.HasSuffix(l, []byte("\r\n")) {
					in.lines[i] = append(l[:len(l)-2:len(l)-2], '\n')
				}
			}
		}
	}
	classes := map[string]int{}
	eq := func(lines [][]byte) []int {
		out := make([]int, len(lines))
		for i, l := range lines {
			k := d.lineKey(l)
			c, ok := classes[k]
			if !ok {
				c = len(classes) + 1
				classes[k] = c
			}
			out[i] = c
		}
		return out
	}
	// Like GNU, leave out the identical head and tail of the files but for
	// the lines of context (its "horizon"): they bound where boundary
	// shifting may move a change.
	horizon := d.o.horizon
	if (d.o.format == diffUnified || d.o.format == diffContext) && !d.o.brief {
		horizon = max(horizon, d.o.context)
	}
	prefix := 0
	for prefix < len(ia.lines) && prefix < len(ib.lines) && bytes.Equal(ia.lines[prefix], ib.lines[prefix]) {
		prefix++
	}
	suffix := 0
	for suffix < len(ia.lines)-prefix && suffix < len(ib.lines)-prefix &&
		bytes.Equal(ia.lines[len(ia.lines)-1-suffix], ib.lines[len(ib.lines)-1-suffix]) {
		suffix++
	}
	skip := max(prefix-horizon, 0)
	tail := max(suffix-horizon, 0)
	ea := eq(ia.lines[skip : len(ia.lines)-tail])
	eb := eq(ib.lines[skip : len(ib.lines)-tail])
	ca, cb, err := diffseq.Diff(d.ctx, ea, eb, d.o.minimal)
	if err != nil {
		d.setStatus(2)
		return
	}
	changes := buildScript(ca, cb)
	for i := range changes {
		changes[i].line0 += skip
		changes[i].line1 += skip
	}
	for i := range changes {
		changes[i].ignore = (d.o.ignoreBlank || len(d.o.ignoreRes) > 0) && d.ignorableChange(ia, ib, changes[i])
	}
	significant := false
	for _, c := range changes {
		if !c.ignore {
			significant = true
		}
	}
	if !significant {
		if sideBySide || ifdef {
			d.dirHeader(a, b, inDir)
			if sideBySide {
				d.printSideBySide(ia, ib, changes)
			} else {
				d.printIfdef(ia, ib, changes)
			}
		}
		if d.o.identical && !edTrouble {
			d.message("Files %s and %s are identical\n", a, b)
		}
		return
	}
	d.setStatus(1)
	if d.o.brief {
		d.message("Files %s and %s differ\n", a, b)
		return
	}
	d.dirHeader(a, b, inDir)
	switch d.o.format {
	case diffNormal:
		d.printNormal(ia, ib, changes)
	case diffUnified:
		d.printUnified(ia, ib, changes)
	case diffContext:
		d.printContext(ia, ib, changes)
	case diffSideBySide:
		d.printSideBySide(ia, ib, changes)
	case diffEd:
		d.printEd(ia, ib, changes)
	case diffFwdEd:
		d.printForwardEd(ia, ib, changes)
	case diffRCS:
		d.printRCS(ia, ib, changes)
	case diffIfdef:
		d.printIfdef(ia, ib, changes)
	}
}

// dirHeader prints the "diff OPTIONS A B" line before a diff that is part
// of a directory comparison.
func (d *differ) dirHeader(a, b string, inDir bool) {
	header := "diff "
	if d.o.switches != "" {
		header += d.o.switches + " "
	}
	header += a + " " + b
	switch {
	case d.pages != nil:
		// -l: the line heads the pages instead.
		d.pages.begin(header, d.inv.Now().In(strftime.Location(d.inv.Getenv("TZ"))))
	case inDir:
		d.write(header + "\n")
	}
}

// printSideBySide prints -y output as GNU does: two columns of width
// half, the right one starting at column c2o, padded with tabs unless -t.
func (d *differ) printSideBySide(ia, ib *diffInput, changes []diffChange) {
	tabSize := d.o.tabSize
	t := tabSize
	if d.o.expandTabs {
		t = 1
	}
	w := d.o.width
	// (w + t + 3) / (2t) * t, without overflowing at -W 2^63-1.
	off := (w/(2*t) + (w%(2*t)+t+3)/(2*t)) * t
	half := max(0, min(off-3, w-off))
	c2o := w
	if half > 0 {
		c2o = off
	}
	tabTo := func(b *strings.Builder, from, to int) int {
		if to-from > padChunk {
			if d.failed {
				return to
			}
			// A width from -W may be far larger than a line should be
			// in memory: stream the padding, as GNU does.
			d.write(b.String())
			b.Reset()
			var err error
			if !d.o.expandTabs {
				tabs := (to - to%tabSize - from + from%tabSize) / tabSize
				if err = writePad(d.ctx, d.out, '\t', int64(tabs)); tabs > 0 {
					from = to - to%tabSize
				}
			}
			if err == nil {
				err = writePad(d.ctx, d.out, ' ', int64(to-from))
			}
			if err != nil {
				d.failed = true
			}
			return to
		}
		if !d.o.expandTabs {
			for tab := from + tabSize - from%tabSize; tab <= to; tab += tabSize {
				b.WriteByte('\t')
				from = tab
			}
		}
		for ; from < to; from++ {
			b.WriteByte(' ')
		}
		return to
	}
	// halfLine writes at most bound columns of a line, expanding tabs
	// against the line's own columns.
	halfLine := func(b *strings.Builder, l []byte, indent, bound int) int {
		in, out := 0, 0
		for _, r := range string(bytes.TrimSuffix(l, []byte("\n"))) {
			switch r {
			case '\r':
				b.WriteByte('\r')
				tabTo(b, 0, indent)
				in, out = 0, 0
			case '\b':
				// Back one column, as GNU's print_half_line: nothing at
				// the first, spaces for a tab left out past the bound.
				if in != 0 {
					if in--; in < bound {
						if out <= in {
							for ; out < in; out++ {
								b.WriteByte(' ')
							}
						} else {
							out = in
							b.WriteByte('\b')
						}
					}
				}
			case '\t':
				spaces := tabSize - in%tabSize
				if in == out {
					stop := out + spaces
					if d.o.expandTabs {
						stop = min(stop, bound)
						for ; out < stop; out++ {
							b.WriteByte(' ')
						}
					} else if stop < bound {
						out = stop
						b.WriteByte('\t')
					}
				}
				in += spaces
			default:
				w := max(runeWidth(r), 0) // shared wcwidth (text_util.go)
				if in+w <= bound {
					// A wide character that would cross the bound is left out.
					out = in + w
					b.WriteRune(r)
				}
				in += w
			}
		}
		return out
	}
	hasNL := func(l []byte) bool { return len(l) > 0 && l[len(l)-1] == '\n' }
	line := func(left []byte, sep byte, right []byte) {
		var b strings.Builder
		col := 0
		nl := false
		if left != nil {
			nl = hasNL(left)
			col = halfLine(&b, left, 0, half)
		}
		if sep != ' ' {
			col = tabTo(&b, col, (half+c2o-1)/2) + 1
			if sep == '|' && nl != hasNL(right) {
				sep = '\\'
				if nl {
					sep = '/'
				}
			}
			b.WriteByte(sep)
		}
		if right != nil {
			nl = nl || hasNL(right)
			if len(bytes.TrimSuffix(right, []byte("\n"))) > 0 {
				col = tabTo(&b, col, c2o)
				halfLine(&b, right, c2o, half)
			}
		}
		if nl {
			b.WriteByte('\n')
		}
		d.write(b.String())
	}
	common := func(i, j, end0, end1 int) {
		for ; i < end0 && j < end1; i, j = i+1, j+1 {
			switch {
			case d.o.suppressCommon:
			case d.o.leftColumn:
				line(ia.lines[i], '(', nil)
			default:
				line(ia.lines[i], ' ', ib.lines[j])
			}
		}
	}
	i, j := 0, 0
	for _, c := range changes {
		if d.failed {
			return
		}
		common(i, j, c.line0, c.line1)
		if c.ignore {
			// -B: blank-only changes print as common lines would.
			for k := 0; k < max(c.deleted, c.inserted); k++ {
				var l, r []byte
				if k < c.deleted {
					l = ia.lines[c.line0+k]
				}
				if k < c.inserted {
					r = ib.lines[c.line1+k]
				}
				switch {
				case l != nil && r != nil:
					line(l, '|', r)
				case r != nil:
					line(nil, '>', r)
				default:
					line(l, '<', nil)
				}
			}
		} else {
			n := min(c.deleted, c.inserted)
			for k := 0; k < n; k++ {
				line(ia.lines[c.line0+k], '|', ib.lines[c.line1+k])
			}
			for k := n; k < c.inserted; k++ {
				line(nil, '>', ib.lines[c.line1+k])
			}
			for k := n; k < c.deleted; k++ {
				line(ia.lines[c.line0+k], '<', nil)
			}
		}
		i, j = c.line0+c.deleted, c.line1+c.inserted
	}
	common(i, j, len(ia.lines), len(ib.lines))
}

func splitLines(data []byte) [][]byte {
	var lines [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			lines = append(lines, data)
			break
		}
		lines = append(lines, data[:i+1])
		data = data[i+1:]
	}
	return lines
}

func isDiffSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// The white space modes of GNU diff, in its order: -w beats -b, which
// beats -E and -Z (which combine).
const (
	diffTabExpansion  = 1 << iota // -E
	diffTrailingSpace             // -Z
	diffSpaceChange               // -b (replaces the two above)
	diffAllSpace                  // -w
)

// whiteMode is the one white space mode in force, as GNU keeps it.
func (o *diffOpts) whiteMode() int {
	switch {
	case o.ignoreAll:
		return diffAllSpace
	case o.ignoreSpace:
		return diffSpaceChange
	}
	// GNU hashes a line under -E -Z as under -Z alone (tabs as they
	// are) and matches lines only within a hash's class, so -Z decides:
	// a\tb and a<7 spaces>b differ with both options, match with -E.
	switch {
	case o.ignoreTrailing:
		return diffTrailingSpace
	case o.ignoreTabs:
		return diffTabExpansion
	}
	return 0
}

// lineKey is the text by which lines are compared under -i, -b, -w, -E
// and -Z, as GNU hashes them. A missing final newline makes a line
// different unless trailing white space is ignored (-Z, -b, -w), and
// always for an ed script, whose lines are completed.
func (d *differ) lineKey(l []byte) string {
	o := d.o
	mode := o.whiteMode()
	if !o.ignoreCase && mode == 0 {
		if d.o.edLike() && !bytes.HasSuffix(l, []byte("\n")) {
			return string(l) + "\n"
		}
		return string(l)
	}
	nl := bytes.HasSuffix(l, []byte("\n")) || d.o.edLike()
	l = bytes.TrimSuffix(l, []byte("\n"))
	lower := func(c byte) byte {
		if o.ignoreCase && c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		return c
	}
	var b strings.Builder
	switch mode {
	case diffAllSpace:
		for _, c := range l {
			if !isDiffSpace(c) {
				b.WriteByte(lower(c))
			}
		}
	case diffSpaceChange:
		space := false
		for _, c := range l {
			if isDiffSpace(c) {
				space = true
				continue
			}
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteByte(lower(c))
		}
	default:
		if mode&diffTrailingSpace != 0 {
			l = bytes.TrimRight(l, " \t\n\v\f\r")
		}
		if mode&diffTabExpansion == 0 {
			for _, c := range l {
				b.WriteByte(lower(c))
			}
			break
		}
		// Tabs expanded, each run of spaces written as its length (a
		// tab may stand for --tabsize spaces), a NUL byte doubled.
		column, run := 0, 0
		for _, c := range l {
			switch c {
			case '\b':
				if column > 0 {
					column--
				}
			case '\t':
				n := d.o.tabSize - column%d.o.tabSize
				column += n
				run += n
				continue
			case '\r':
				column = 0
			default:
				column++
			}
			if c == ' ' {
				run++
				continue
			}
			if run > 0 {
				b.WriteByte(0)
				b.WriteString(strconv.Itoa(run))
				b.WriteByte(';')
				run = 0
			}
			if c == 0 {
				b.WriteByte(0)
			}
			b.WriteByte(lower(c))
		}
		if run > 0 {
			b.WriteByte(0)
			b.WriteString(strconv.Itoa(run))
			b.WriteByte(';')
		}
	}
	if nl && mode < diffTrailingSpace {
		b.WriteByte('\n')
	}
	return b.String()
}

// ignorableChange reports whether every line of a change is blank with -B
// (empty, or only white space when trailing white space is ignored) or
// matches an -I expression.
func (d *differ) ignorableChange(ia, ib *diffInput, c diffChange) bool {
	spaces := d.o.whiteMode() >= diffTrailingSpace
	blank := func(l []byte) bool {
		l = bytes.TrimSuffix(l, []byte("\n"))
		if d.o.ignoreBlank {
			if spaces && len(bytes.TrimLeft(l, " \t\v\f\r")) == 0 || len(l) == 0 {
				return true
			}
		}
		for _, re := range d.o.ignoreRes {
			if ok, err := re.Match(l); ok && err == nil {
				return true
			}
		}
		return false
	}
	for _, l := range ia.lines[c.line0 : c.line0+c.deleted] {
		if !blank(l) {
			return false
		}
	}
	for _, l := range ib.lines[c.line1 : c.line1+c.inserted] {
		if !blank(l) {
			return false
		}
	}
	return true
}

// A diffChange is a run of deleted and inserted lines (0-based starts).
type diffChange struct {
	line0, line1      int
	deleted, inserted int
	ignore            bool
}

func buildScript(ca, cb []bool) []diffChange {
	var out []diffChange
	i0, i1 := 0, 0
	for i0 < len(ca) || i1 < len(cb) {
		if (i0 < len(ca) && ca[i0]) || (i1 < len(cb) && cb[i1]) {
			c := diffChange{line0: i0, line1: i1}
			for i0 < len(ca) && ca[i0] {
				i0++
			}
			for i1 < len(cb) && cb[i1] {
				i1++
			}
			c.deleted, c.inserted = i0-c.line0, i1-c.line1
			out = append(out, c)
		}
		i0++
		i1++
	}
	return out
}

// hunks groups changes whose context would touch, as GNU's find_hunk: the
// gap must be under 2*context+1 lines, or context before an ignorable one.
func hunks(changes []diffChange, context int) [][]diffChange {
	var out [][]diffChange
	for i := 0; i < len(changes); {
		j := i + 1
		for j < len(changes) {
			top0 := changes[j-1].line0 + changes[j-1].deleted
			thresh := 2*context + 1
			if changes[j].ignore {
				thresh = context
			}
			if changes[j].line0-top0 >= thresh {
				break
			}
			j++
		}
		out = append(out, changes[i:j])
		i = j
	}
	return out
}

// hunkRange returns the lines a hunk spans in each file (0-based, last
// exclusive), and whether any change in it is significant.
func hunkRange(h []diffChange) (first0, end0, first1, end1 int, significant bool) {
	first0, first1 = h[0].line0, h[0].line1
	last := h[len(h)-1]
	end0, end1 = last.line0+last.deleted, last.line1+last.inserted
	for _, c := range h {
		if !c.ignore {
			significant = true
		}
	}
	return
}

// The colours of --color=always, by GNU's --palette keys.
const (
	sgrHeader = "hd"
	sgrHunk   = "ln"
	sgrDelete = "de"
	sgrAdd    = "ad"
)

// diffPalette is GNU diff's color_indicator: its defaults, and --palette
// over them.
type diffPalette map[string]string

var diffPaletteDefaults = diffPalette{"lc": "\033[", "rc": "m", "ec": "", "rs": "0", "hd": "1", "ad": "32", "de": "31", "ln": "36"}

// parse reads a --palette (ls's LS_COLORS syntax, GNU diff's keys); on
// trouble it returns GNU's messages and false (colours are then off).
func (p *diffPalette) parse(v string) ([]string, bool) {
	*p = diffPalette{}
	for k, c := range diffPaletteDefaults {
		(*p)[k] = c
	}
	const unparsable = "unparsable value for --palette"
	for _, item := range strings.Split(v, ":") {
		if item == "" {
			continue
		}
		if strings.HasPrefix(item, "*") {
			// ls's file-suffix entries: read, and of no use to diff.
			_, val, ok := strings.Cut(item, "=")
			if _, err := lsColorString(val); !ok || err != nil {
				return []string{unparsable}, false
			}
			continue
		}
		if len(item) < 3 || item[2] != '=' {
			return []string{unparsable}, false
		}
		key := item[:2]
		seq, err := lsColorString(item[3:])
		if _, known := diffPaletteDefaults[key]; !known || err != nil {
			return []string{"unrecognized prefix: " + key, unparsable}, false
		}
		(*p)[key] = seq
	}
	return nil, true
}

// colorOn and colorOff are the sequences around a coloured text.
func (d *differ) colorOn(kind string) string {
	p := d.o.palette
	if p == nil {
		p = diffPaletteDefaults
	}
	return p["lc"] + p[kind] + p["rc"]
}

func (d *differ) colorOff() string { return d.colorOn("rs") }

// colorLine writes s (one line, with its newline) in the colour of kind
// when --color=always is on, the reset before the newline, as GNU does.
func (d *differ) colorLine(kind, s string) {
	if !d.o.color || kind == "" {
		d.write(s)
		return
	}
	text, nl := strings.CutSuffix(s, "\n")
	d.write(d.colorOn(kind) + text + d.colorOff())
	if nl {
		d.write("\n")
	}
}

// printLine writes prefix and a line, and GNU's marker when it has no
// newline. With -T the prefix's padding becomes a tab; with -t the line's
// tabs are expanded.
func (d *differ) printLine(kind, prefix string, l []byte) {
	if d.o.initialTab {
		switch prefix {
		case " ":
			prefix = "\t"
		case "-", "+":
			prefix += "\t"
		default: // "< ", "! ", "  "...
			prefix = prefix[:1] + "\t"
		}
	}
	// A carriage return inside a line repeats the prefix under -t, but
	// for the unified format's one-letter ones (GNU's flag_format).
	flag := prefix
	if d.o.format == diffUnified {
		flag = ""
	}
	if d.o.suppressBlankEmpty && len(l) == 1 && l[0] == '\n' {
		prefix = strings.TrimRight(prefix, " \t") // no blanks before an empty line
	}
	nl := len(l) > 0 && l[len(l)-1] == '\n'
	if d.o.color && kind != "" {
		d.write(d.colorOn(kind) + prefix)
	} else {
		d.write(prefix)
	}
	d.lineText(bytes.TrimSuffix(l, []byte("\n")), flag)
	if d.o.color && kind != "" {
		d.write(d.colorOff())
	}
	d.write("\n")
	if !nl {
		d.write("\\ No newline at end of file\n")
	}
}

// lineText writes a line's text, with -t its tabs expanded as GNU's
// output_1_line does: columns counted from the text's start, one for each
// printable ASCII byte (none for the bytes of a multibyte character), a
// backspace one back (and dropped at the first column), a carriage return
// back to the first, after which flag is repeated.
func (d *differ) lineText(l []byte, flag string) {
	if !d.o.expandTabs {
		d.write(string(l))
		return
	}
	column := 0
	from := 0
	for i := 0; i < len(l) && !d.failed; i++ {
		switch c := l[i]; c {
		case '\t':
			d.write(string(l[from:i]))
			from = i + 1
			spaces := d.o.tabSize - column%d.o.tabSize
			column += spaces
			// --tabsize may be far more than a line should be in
			// memory: the spaces go out in chunks.
			for n := spaces; n > 0 && !d.failed; n -= padChunk {
				if d.ctx.Err() != nil {
					d.failed = true
					break
				}
				d.write(strings.Repeat(" ", min(n, padChunk)))
			}
		case '\r':
			d.write(string(l[from : i+1]))
			from = i + 1
			if flag != "" && i+1 < len(l) {
				d.write(flag)
			}
			column = 0
		case '\b':
			if column == 0 {
				d.write(string(l[from:i]))
				from = i + 1
				continue
			}
			column--
		default:
			if c >= ' ' && c < 0x7f {
				column++
			}
		}
	}
	d.write(string(l[from:]))
}

// rangeNormal prints a 1-based range "a,b", or "b" for one or no line.
func rangeNormal(first, end int) string {
	if end-first > 1 {
		return fmt.Sprintf("%d,%d", first+1, end)
	}
	return strconv.Itoa(end)
}

// hunkLetter is a hunk's command in the normal and ed formats: a for
// lines added, d for lines deleted, c for lines changed.
func hunkLetter(first0, end0, first1, end1 int) string {
	switch {
	case end0 == first0:
		return "a"
	case end1 == first1:
		return "d"
	}
	return "c"
}

func (d *differ) printNormal(ia, ib *diffInput, changes []diffChange) {
	for _, h := range hunks(changes, 0) {
		if d.failed {
			return
		}
		first0, end0, first1, end1, sig := hunkRange(h)
		if !sig {
			continue
		}
		letter := hunkLetter(first0, end0, first1, end1)
		d.colorLine(sgrHunk, rangeNormal(first0, end0)+letter+rangeNormal(first1, end1)+"\n")
		for _, l := range ia.lines[first0:end0] {
			d.printLine(sgrDelete, "< ", l)
		}
		if letter == "c" {
			d.write("---\n")
		}
		for _, l := range ib.lines[first1:end1] {
			d.printLine(sgrAdd, "> ", l)
		}
	}
}

// printEd prints an ed script (-e): the hunks last first, a line that is
// a lone dot written as ".." and fixed by a substitution.
func (d *differ) printEd(ia, ib *diffInput, changes []diffChange) {
	hs := hunks(changes, 0)
	for k := len(hs) - 1; k >= 0 && !d.failed; k-- {
		first0, end0, first1, end1, sig := hunkRange(hs[k])
		if !sig {
			continue
		}
		letter := hunkLetter(first0, end0, first1, end1)
		d.write(rangeNormal(first0, end0) + letter + "\n")
		if letter == "d" {
			continue
		}
		insert := true
		for _, l := range ib.lines[first1:end1] {
			if !insert {
				d.write("a\n")
				insert = true
			}
			if t := strings.TrimSuffix(string(l), "\n"); t == "." {
				d.write("..\n.\ns/.//\n")
				insert = false
			} else {
				d.write(t + "\n")
			}
		}
		if insert {
			d.write(".\n")
		}
	}
}

// printForwardEd prints -f's script: the hunks in order, the letter
// before the range (its numbers apart by a space), the new lines as they
// are (a line "." is not escaped), each group ended by ".".
func (d *differ) printForwardEd(ia, ib *diffInput, changes []diffChange) {
	for _, h := range hunks(changes, 0) {
		if d.failed {
			return
		}
		first0, end0, first1, end1, sig := hunkRange(h)
		if !sig {
			continue
		}
		letter := hunkLetter(first0, end0, first1, end1)
		d.write(letter + strings.Replace(rangeNormal(first0, end0), ",", " ", 1) + "\n")
		if letter == "d" {
			continue
		}
		for _, l := range ib.lines[first1:end1] {
			d.write(string(l))
		}
		d.write(".\n")
	}
}

// printRCS prints the RCS format (-n): "dL N" deletes N lines from line
// L, "aL N" adds the N lines that follow after line L of the old file.
func (d *differ) printRCS(ia, ib *diffInput, changes []diffChange) {
	for _, h := range hunks(changes, 0) {
		if d.failed {
			return
		}
		first0, end0, first1, end1, sig := hunkRange(h)
		if !sig {
			continue
		}
		if end0 > first0 {
			d.printf("d%d %d\n", first0+1, end0-first0)
		}
		if end1 > first1 {
			d.printf("a%d %d\n", end0, end1-first1)
			for _, l := range ib.lines[first1:end1] {
				d.write(string(l))
			}
		}
	}
}

// printIfdef prints the merged file of -D NAME: the old lines under
// #ifndef NAME, the new ones under #ifdef NAME, common lines as they are.
func hunkEnd0(h []diffChange) int {
	last := h[len(h)-1]
	return last.line0 + last.deleted
}

func (d *differ) header(mark string, in *diffInput, label int) {
	if label < len(d.o.labels) {
		d.colorLine(sgrHeader, mark+" "+d.o.labels[label]+"\n")
		return
	}
	ts := in.mtime.UTC().Format("2006-01-02 15:04:05.000000000 -0700")
	d.colorLine(sgrHeader, mark+" "+in.name+"\t"+ts+"\n")
}

// funcFinder finds, for -p, the last line before a hunk that starts with
// a letter, '_' or '$' (GNU's default function regexp), searching back no
// further than where the previous search started, and then remembering
// the previous match.
type funcFinder struct {
	lines      [][]byte
	res        []*regex.Regexp // -p and -F
	lastSearch int
	lastMatch  int
}

func (f *funcFinder) find(linenum int) string {
	last := f.lastSearch
	f.lastSearch = linenum
	for i := linenum - 1; i >= last; i-- {
		l := bytes.TrimSuffix(f.lines[i], []byte("\n"))
		for _, re := range f.res {
			if ok, err := re.Match(l); ok && err == nil {
				f.lastMatch = i
				return f.text(i)
			}
		}
	}
	if f.lastMatch >= 0 {
		return f.text(f.lastMatch)
	}
	return ""
}

// text is what GNU prints of a function line: a space, then up to 40
// bytes of the line without its leading and trailing white space.
func (f *funcFinder) text(i int) string {
	l := bytes.TrimSuffix(f.lines[i], []byte("\n"))
	k := 0
	for k < len(l) && isDiffSpace(l[k]) {
		k++
	}
	j := min(k+40, len(l))
	if nl := bytes.IndexByte(l[k:j], '\n'); nl >= 0 {
		j = k + nl
	}
	for j > k && isDiffSpace(l[j-1]) {
		j--
	}
	return " " + string(l[k:j])
}

// rangeUnified prints a unified hunk range: "l" for one line, "l,n"
// otherwise, with the line before the range when it is empty.
func rangeUnified(first, end int) string {
	switch n := end - first; n {
	case 0:
		return fmt.Sprintf("%d,0", first)
	case 1:
		return strconv.Itoa(first + 1)
	default:
		return fmt.Sprintf("%d,%d", first+1, n)
	}
}

func (d *differ) printUnified(ia, ib *diffInput, changes []diffChange) {
	d.header("---", ia, 0)
	d.header("+++", ib, 1)
	ctx := d.o.context
	ff := &funcFinder{lines: ia.lines, res: d.o.funcRes, lastMatch: -1}
	for _, h := range hunks(changes, ctx) {
		if d.failed {
			return
		}
		first0, end0, first1, end1, sig := hunkRange(h)
		if !sig {
			continue
		}
		first0, first1 = max(first0-ctx, 0), max(first1-ctx, 0)
		end0, end1 = min(end0+ctx, len(ia.lines)), min(end1+ctx, len(ib.lines))
		fn := ""
		if len(d.o.funcRes) > 0 {
			fn = ff.find(first0)
		}
		// The function line follows the colour's end.
		d.colorLine(sgrHunk, "@@ -"+rangeUnified(first0, end0)+" +"+rangeUnified(first1, end1)+" @@")
		d.write(fn + "\n")
		i, j := first0, first1
		k := 0
		for i < end0 || j < end1 {
			if k >= len(h) || i < h[k].line0 {
				d.printLine("", " ", ia.lines[i])
				i++
				j++
				continue
			}
			for n := 0; n < h[k].deleted; n++ {
				d.printLine(sgrDelete, "-", ia.lines[i])
				i++
			}
			for n := 0; n < h[k].inserted; n++ {
				d.printLine(sgrAdd, "+", ib.lines[j])
				j++
			}
			k++
		}
	}
}

// rangeContext prints a context-format range: "a,b", or "b" for one or
// no line.
func rangeContext(first, end int) string {
	if end-first > 1 {
		return fmt.Sprintf("%d,%d", first+1, end)
	}
	return strconv.Itoa(end)
}

func (d *differ) printContext(ia, ib *diffInput, changes []diffChange) {
	d.header("***", ia, 0)
	d.header("---", ib, 1)
	ctx := d.o.context
	ff := &funcFinder{lines: ia.lines, res: d.o.funcRes, lastMatch: -1}
	for _, h := range hunks(changes, ctx) {
		if d.failed {
			return
		}
		first0, end0, first1, end1, sig := hunkRange(h)
		if !sig {
			continue
		}
		first0, first1 = max(first0-ctx, 0), max(first1-ctx, 0)
		end0, end1 = min(end0+ctx, len(ia.lines)), min(end1+ctx, len(ib.lines))
		deletes, inserts := false, false
		for _, c := range h {
			deletes = deletes || c.deleted > 0
			inserts = inserts || c.inserted > 0
		}
		fn := ""
		if len(d.o.funcRes) > 0 {
			fn = ff.find(first0)
		}
		d.write("***************" + fn + "\n")
		d.colorLine(sgrHunk, "*** "+rangeContext(first0, end0)+" ****\n")
		if deletes {
			k := 0
			for i := first0; i < end0; i++ {
				for k < len(h) && h[k].line0+h[k].deleted <= i && !(h[k].deleted == 0 && h[k].line0 == i) {
					k++
				}
				prefix := "  "
				if k < len(h) && i >= h[k].line0 && i < h[k].line0+h[k].deleted {
					prefix = "- "
					if h[k].inserted > 0 {
						prefix = "! "
					}
				}
				d.printLine(sgrDelete, prefix, ia.lines[i])
			}
		}
		d.colorLine(sgrHunk, "--- "+rangeContext(first1, end1)+" ----\n")
		if inserts {
			k := 0
			for j := first1; j < end1; j++ {
				for k < len(h) && h[k].line1+h[k].inserted <= j && !(h[k].inserted == 0 && h[k].line1 == j) {
					k++
				}
				prefix := "  "
				if k < len(h) && j >= h[k].line1 && j < h[k].line1+h[k].inserted {
					prefix = "+ "
					if h[k].deleted > 0 {
						prefix = "! "
					}
				}
				d.printLine(sgrAdd, prefix, ib.lines[j])
			}
		}
	}
}
