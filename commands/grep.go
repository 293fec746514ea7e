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
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{Name: "grep", Summary: "print lines that match patterns", Usage: grepUsage("grep"), Run: runGrep})
	register(shell.Command{Name: "egrep", Summary: "print lines that match extended regular expressions (grep -E)", Usage: grepUsage("egrep"), Run: runGrep})
	register(shell.Command{Name: "fgrep", Summary: "print lines that contain fixed strings (grep -F)", Usage: grepUsage("fgrep"), Run: runGrep})
}

func grepUsage(name string) string {
	return "Usage: " + name + ` [OPTION]... PATTERNS [FILE]...
Search for PATTERNS in each FILE.
Example: grep -i 'hello world' menu.h main.c
PATTERNS can contain multiple patterns separated by newlines.

Pattern selection and interpretation:
  -E, --extended-regexp     PATTERNS are extended regular expressions
  -F, --fixed-strings       PATTERNS are strings
  -G, --basic-regexp        PATTERNS are basic regular expressions
  -P, --perl-regexp         PATTERNS are Perl regular expressions
  -e, --regexp=PATTERNS     use PATTERNS for matching
  -f, --file=FILE           take PATTERNS from FILE
  -i, --ignore-case         ignore case distinctions in patterns and data
      --no-ignore-case      do not ignore case distinctions (default)
  -w, --word-regexp         match only whole words
  -x, --line-regexp         match only whole lines
  -z, --null-data           a data line ends in 0 byte, not newline

Miscellaneous:
  -s, --no-messages         suppress error messages
  -v, --invert-match        select non-matching lines
  -V, --version             display version information and exit
      --help                display this help text and exit

Output control:
  -m, --max-count=NUM       stop after NUM selected lines
  -b, --byte-offset         print the byte offset with output lines
  -n, --line-number         print line number with output lines
      --line-buffered       flush output on every line
  -H, --with-filename       print file name with output lines
  -h, --no-filename         suppress the file name prefix on output
      --label=LABEL         use LABEL as the standard input file name prefix
  -o, --only-matching       show only nonempty parts of lines that match
  -q, --quiet, --silent     suppress all normal output
      --binary-files=TYPE   assume that binary files are TYPE;
                            TYPE is 'binary', 'text', or 'without-match'
  -a, --text                equivalent to --binary-files=text
  -I                        equivalent to --binary-files=without-match
  -d, --directories=ACTION  how to handle directories;
                            ACTION is 'read', 'recurse', or 'skip'
  -r, --recursive           like --directories=recurse
  -R, --dereference-recursive  likewise, but follow all symlinks
      --include=GLOB        search only files that match GLOB (a file pattern)
      --exclude=GLOB        skip files that match GLOB
      --exclude-from=FILE   skip files that match any file pattern from FILE
      --exclude-dir=GLOB    skip directories that match GLOB
  -L, --files-without-match  print only names of FILEs with no selected lines
  -l, --files-with-matches  print only names of FILEs with selected lines
  -c, --count               print only a count of selected lines per FILE
  -T, --initial-tab         make tabs line up (if needed)
  -Z, --null                print 0 byte after FILE name

Context control:
  -B, --before-context=NUM  print NUM lines of leading context
  -A, --after-context=NUM   print NUM lines of trailing context
  -C, --context=NUM         print NUM lines of output context
  -NUM                      same as --context=NUM
      --group-separator=SEP  print SEP on line between matches with context
      --no-group-separator  do not print separator for matches with context
      --color[=WHEN],
      --colour[=WHEN]       use markers to highlight the matching strings;
                            WHEN is 'always', 'never', or 'auto'
  -U, --binary              do not strip CR characters at EOL (MSDOS/Windows)

When FILE is '-', read standard input.  With no FILE, read '.' if
recursive, '-' otherwise.  With fewer than two FILEs, assume -h.
Exit status is 0 if any line is selected, 1 otherwise;
if any error occurs and -q is not given, the exit status is 2.
`
}

// grep holds one run's options and state.
type grep struct {
	ctx context.Context
	inv *shell.Invocation
	out *bufio.Writer
	re  *regex.Regexp
	// bytes: the C locale, where every byte is a character (ctypeIsC)
	bytes bool
	// lineFilter skips blocks of lines without a match (see
	// regex.LineFilter); nil when it does not apply.
	lineFilter *regexp.Regexp
	// need is a literal every match contains; nil when there is none.
	need    *grepNeed
	br      *bufio.Reader // reused for every input
	eofOnce *eofOnce      // br's reader, reused too
	name    string        // for messages: grep, egrep or fgrep

	invert, count, listMatch, listNonMatch, quiet, noMessages      bool
	onlyMatching, lineNumbers, byteOffset, withName, nullAfterName bool
	nullData, initialTab, deref                                    bool
	maxCount, before, after                                        int
	outFile                                                        *vfs.StatT // the file stdout writes to, if grep must not read it
	groupSep                                                       *string
	binaryFiles                                                    string // binary, text, without-match
	dirAction                                                      string // read, skip, recurse
	fileGlobs                                                      []grepFileGlob
	excludeDirs                                                    []string
	label                                                          string

	offsetWidth int               // -T: digits of the largest possible offset
	colors      map[string]string // SGR codes for --color=always, else nil
	neverSelect bool              // no line can be selected: skip reading
	skipDevices bool              // -D skip
	maxLine     int               // longest line read (Limits.MaxStringBytes)
	nameInDirs  bool              // -r: name the files found in directories
	dirStack    []uint64          // inodes of the directories being searched

	printedSomething bool // for the "--" group separator
	// ctxGiven: -A, -B or -C, even 0, separate groups with "--".
	ctxGiven    bool
	errSeen     bool
	selectedAny bool
	writeErr    error
}

var errGrepStop = errors.New("stop")

func runGrep(ctx context.Context, inv *shell.Invocation) int {
	if inv.Stdin == nil {
		inv.Stdin = strings.NewReader("")
	}
	name := inv.Args[0]
	args := grepContextArgs(inv.Args[1:])
	f := newFlagSet(name)
	var syntaxFlags []string
	for _, s := range []struct {
		short rune
		long  string
	}{{'E', "extended-regexp"}, {'F', "fixed-strings"}, {'G', "basic-regexp"}, {'P', "perl-regexp"}} {
		s := s
		f.Func(s.short, s.long, false, func(string) error { syntaxFlags = append(syntaxFlags, string(s.short)); return nil })
	}
	var patterns []string
	havePatterns := false
	f.Func('e', "regexp", true, func(v string) error {
		patterns = append(patterns, strings.Split(v, "\n")...)
		havePatterns = true
		return nil
	})
	var patternFiles []string
	f.Func('f', "file", true, func(v string) error {
		patternFiles = append(patternFiles, v)
		havePatterns = true
		// Read later, in order, so -e and -f interleave as given.
		patterns = append(patterns, "\x00file:"+strconv.Itoa(len(patternFiles)-1))
		return nil
	})
	ignoreCase := false
	f.Func('i', "ignore-case", false, func(string) error { ignoreCase = true; return nil })
	f.Func('y', "", false, func(string) error { ignoreCase = true; return nil })
	f.Func(0, "no-ignore-case", false, func(string) error { ignoreCase = false; return nil })
	words := f.Bool('w', "word-regexp")
	lines := f.Bool('x', "line-regexp")
	g := &grep{ctx: ctx, inv: inv, name: name, binaryFiles: "binary", dirAction: "read", maxCount: -1,
		maxLine: inv.Limits.WithDefaults().MaxStringBytes}
	f.Func('z', "null-data", false, func(string) error { g.nullData = true; return nil })
	f.Func('s', "no-messages", false, func(string) error { g.noMessages = true; return nil })
	f.Func('v', "invert-match", false, func(string) error { g.invert = true; return nil })
	version := f.Bool('V', "version")
	f.Func('m', "max-count", true, func(v string) error {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return fmt.Errorf("invalid max count")
		}
		if n < 0 || n > 1<<31 {
			n = 1 << 31
		}
		g.maxCount = int(n)
		return nil
	})
	f.Func('b', "byte-offset", false, func(string) error { g.byteOffset = true; return nil })
	f.Func('n', "line-number", false, func(string) error { g.lineNumbers = true; return nil })
	f.Func(0, "line-buffered", false, func(string) error { return nil })
	withName, noName := false, false
	f.Func('H', "with-filename", false, func(string) error { withName, noName = true, false; return nil })
	f.Func('h', "no-filename", false, func(string) error { noName, withName = true, false; return nil })
	g.label = "(standard input)"
	f.Func(0, "label", true, func(v string) error { g.label = v; return nil })
	f.Func('o', "only-matching", false, func(string) error { g.onlyMatching = true; return nil })
	f.Func('q', "quiet", false, func(string) error { g.quiet = true; return nil })
	f.Func(0, "silent", false, func(string) error { g.quiet = true; return nil })
	f.Func(0, "binary-files", true, func(v string) error {
		switch v {
		case "binary", "text", "without-match":
			g.binaryFiles = v
			return nil
		}
		return fmt.Errorf("unknown binary-files type")
	})
	f.Func('a', "text", false, func(string) error { g.binaryFiles = "text"; return nil })
	f.Func('I', "", false, func(string) error { g.binaryFiles = "without-match"; return nil })
	f.Func('U', "binary", false, func(string) error { return nil })
	// -u did nothing on POSIX systems; GNU grep 3.8 accepts it with a warning.
	f.Func('u', "unix-byte-offsets", false, func(string) error {
		errorf(inv, "warning: --unix-byte-offsets (-u) is obsolete")
		return nil
	})
	setDir := func(v string) error {
		switch v {
		case "read", "skip", "recurse":
			g.dirAction = v
			return nil
		}
		return &usageError{"invalid argument \u2018" + v + "\u2019 for \u2018--directories\u2019\nValid arguments are:\n  - \u2018read\u2019\n  - \u2018recurse\u2019\n  - \u2018skip\u2019"}
	}
	f.Func('d', "directories", true, setDir)
	f.Func('D', "devices", true, func(v string) error {
		if v != "read" && v != "skip" {
			return fmt.Errorf("unknown devices method")
		}
		g.skipDevices = v == "skip"
		return nil
	})
	f.Func('r', "recursive", false, func(string) error { g.dirAction, g.deref = "recurse", false; return nil })
	f.Func('R', "dereference-recursive", false, func(string) error { g.dirAction, g.deref = "recurse", true; return nil })
	f.Func(0, "include", true, func(v string) error { g.fileGlobs = append(g.fileGlobs, grepFileGlob{v, true}); return nil })
	f.Func(0, "exclude", true, func(v string) error { g.fileGlobs = append(g.fileGlobs, grepFileGlob{v, false}); return nil })
	var excludeFrom []string
	f.Func(0, "exclude-from", true, func(v string) error {
		// A place holder, replaced by the file's patterns below.
		g.fileGlobs = append(g.fileGlobs, grepFileGlob{"\x00from:" + strconv.Itoa(len(excludeFrom)), false})
		excludeFrom = append(excludeFrom, v)
		return nil
	})
	f.Func(0, "exclude-dir", true, func(v string) error { g.excludeDirs = append(g.excludeDirs, v); return nil })
	f.Func('L', "files-without-match", false, func(string) error { g.listNonMatch, g.listMatch = true, false; return nil })
	f.Func('l', "files-with-matches", false, func(string) error { g.listMatch, g.listNonMatch = true, false; return nil })
	f.Func('c', "count", false, func(string) error { g.count = true; return nil })
	f.Func('T', "initial-tab", false, func(string) error { g.initialTab = true; return nil })
	f.Func('Z', "null", false, func(string) error { g.nullAfterName = true; return nil })
	g.before, g.after = -1, -1
	ctxNum := func(v string) (int, error) {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%s: invalid context length argument", v)
		}
		if n > 1<<31 {
			n = 1 << 31
		}
		return int(n), nil
	}
	f.Func('A', "after-context", true, func(v string) (err error) { g.after, err = ctxNum(v); g.ctxGiven = true; return })
	f.Func('B', "before-context", true, func(v string) (err error) { g.before, err = ctxNum(v); g.ctxGiven = true; return })
	bothCtx := -1
	f.Func('C', "context", true, func(v string) (err error) { bothCtx, err = ctxNum(v); g.ctxGiven = true; return })
	sep := "--"
	g.groupSep = &sep
	f.Func(0, "group-separator", true, func(v string) error { sep = v; g.groupSep = &sep; return nil })
	f.Func(0, "no-group-separator", false, func(string) error { g.groupSep = nil; return nil })
	colorWhen := "never"
	for _, l := range []string{"color", "colour"} {
		f.Func(0, l, true, func(v string) error {
			switch v {
			case "", "never", "no", "none", "auto", "tty", "if-tty": // alone: auto
				colorWhen = "never"
			case "always", "yes", "force":
				colorWhen = "always"
			default:
				return fmt.Errorf("invalid argument %s for '--color'", quoteGNU(v))
			}
			return nil
		})
		f.long[l].optional = true
	}

	ops, err := f.parse(args)
	if err != nil {
		if errors.Is(err, errHelp) {
			io.WriteString(inv.Stdout, grepUsage(name))
			return 0
		}
		errorf(inv, "%s", err.Error())
		var ue *usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(inv.Stderr, "Usage: %s [OPTION]... PATTERNS [FILE]...\nTry '%s --help' for more information.\n", name, name)
			if strings.HasPrefix(ue.msg, "invalid argument \u2018") {
				return 1 // gnulib's argmatch exits with EXIT_FAILURE
			}
		}
		return 2
	}
	// GNU grep refuses a second matcher in its option loop, before
	// --version is answered.
	mode := map[string]string{"egrep": "E", "fgrep": "F"}[name]
	if mode == "" {
		mode = "G"
	} else {
		// egrep and fgrep are grep -E and grep -F: another matcher
		// conflicts with theirs.
		syntaxFlags = append([]string{mode}, syntaxFlags...)
	}
	if len(syntaxFlags) > 0 {
		last := syntaxFlags[len(syntaxFlags)-1]
		for _, s := range syntaxFlags {
			if s != last {
				errorf(inv, "conflicting matchers specified")
				return 2
			}
		}
		mode = last
	}
	if *version {
		return writeVersion(inv, name)
	}
	if colorWhen == "always" {
		g.colors = grepColors(inv.Getenv("GREP_COLORS"))
	}
	if bothCtx >= 0 {
		if g.before < 0 {
			g.before = bothCtx
		}
		if g.after < 0 {
			g.after = bothCtx
		}
	}
	g.before, g.after = max(g.before, 0), max(g.after, 0)

	if !havePatterns {
		if len(ops) == 0 {
			fmt.Fprintf(inv.Stderr, "Usage: %s [OPTION]... PATTERNS [FILE]...\nTry '%s --help' for more information.\n", name, name)
			return 2
		}
		patterns = strings.Split(ops[0], "\n")
		ops = ops[1:]
	}
	// Expand -f files in place.
	var pats []string
	for _, p := range patterns {
		if !strings.HasPrefix(p, "\x00file:") {
			pats = append(pats, p)
			continue
		}
		i, _ := strconv.Atoi(p[len("\x00file:"):])
		fp, err := grepReadPatterns(ctx, inv, patternFiles[i])
		if err != nil {
			fileError(inv, patternFiles[i], err)
			return 2
		}
		pats = append(pats, fp...)
	}
	var globs []grepFileGlob
	for _, fg := range g.fileGlobs {
		if !strings.HasPrefix(fg.glob, "\x00from:") {
			globs = append(globs, fg)
			continue
		}
		i, _ := strconv.Atoi(fg.glob[len("\x00from:"):])
		fp, err := grepReadPatterns(ctx, inv, excludeFrom[i])
		if err != nil {
			fileError(inv, excludeFrom[i], err)
			return 2
		}
		for _, p := range fp {
			globs = append(globs, grepFileGlob{p, false})
		}
	}
	g.fileGlobs = globs

	if err := g.compile(pats, mode, ignoreCase, *words, *lines); err != nil {
		return 2
	}
	if g.maxCount == 0 && !g.listNonMatch {
		return 1 // nothing can be selected; -L still lists every file
	}
	// -q overrides -l and -L, which override -c.
	if g.quiet {
		g.listMatch, g.listNonMatch = false, false
	}
	if g.quiet || g.listMatch || g.listNonMatch {
		g.count = false
	}
	// -v with the one pattern "" can select nothing: GNU stops before it
	// opens any file (unless -L asks for the files).
	if g.invert && len(pats) == 1 && pats[0] == "" && !*lines && !*words && !g.listNonMatch && mode != "P" {
		return 1
	}
	// GNU skips inputs where no line can be selected: no patterns at all,
	// or -v with an empty pattern (which matches every line).
	if len(pats) == 0 && !g.invert {
		g.neverSelect = true
	}
	if g.invert && !*lines && !*words && mode != "P" {
		for _, p := range pats {
			if p == "" {
				g.neverSelect = true
			}
		}
	}

	if len(ops) == 0 {
		if g.dirAction == "recurse" {
			ops = []string{"."}
			g.withName = !noName
			return g.finish(g.searchOperands(ops, true))
		}
		ops = []string{"-"}
	}
	g.withName = (len(ops) > 1 || withName) && !noName
	// With -r and one operand, only files found inside a directory are
	// named (GNU decides per operand).
	g.nameInDirs = g.dirAction == "recurse" && !noName
	return g.finish(g.searchOperands(ops, false))
}

// grepContextArgs rewrites GNU's -NUM context shorthand to -C NUM, leaving
// option values (-e -5) alone.
func grepContextArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 1 && a[0] == '-' && a[1] != '-' {
			// Walk the cluster to find a value-taking option.
			digits := ""
			rest := ""
			takesValue := false
			for j := 1; j < len(a); j++ {
				c := a[j]
				if c >= '0' && c <= '9' {
					digits += string(c)
					continue
				}
				rest += string(c)
				if strings.IndexByte("efmABCdD", c) >= 0 {
					rest += a[j+1:]
					takesValue = j+1 == len(a)
					break
				}
			}
			if digits != "" {
				out = append(out, "-C", digits)
				if rest != "" {
					out = append(out, "-"+rest)
				}
			} else {
				out = append(out, a)
			}
			if takesValue && i+1 < len(args) {
				i++
				out = append(out, args[i])
			}
			continue
		}
		if strings.HasPrefix(a, "--") && !strings.Contains(a, "=") {
			// A long option that takes a separate value.
			for _, l := range []string{"--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--directories", "--devices", "--label", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--group-separator", "--binary-files"} {
				if len(a) > 4 && strings.HasPrefix(l, a) && i+1 < len(args) {
					out = append(out, a, args[i+1])
					i++
					goto next
				}
			}
		}
		out = append(out, a)
	next:
	}
	return out
}

func grepReadPatterns(ctx context.Context, inv *shell.Invocation, name string) ([]string, error) {
	r, closeFn, err := openInput(ctx, inv, name)
	if err != nil {
		return nil, err
	}
	defer closeFn()
	data, err := readAllLimited(r, inv.Limits.WithDefaults().MaxStringBytes)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return nil, nil
	}
	s := strings.TrimSuffix(string(data), "\n")
	return strings.Split(s, "\n"), nil
}

func (g *grep) compile(pats []string, mode string, ignoreCase, words, lines bool) error {
	if len(pats) == 0 {
		// No patterns at all (-f /dev/null): nothing matches.
		g.re = mustNeverMatch()
		return nil
	}
	if mode == "P" {
		if len(pats) > 1 {
			errorf(g.inv, "the -P option only supports a single pattern")
			return errGrepStop
		}
		p := pats[0]
		if lines {
			p = `^(?:` + p + `)$`
		} else if words {
			p = `(?<!\w)(?:` + p + `)(?!\w)`
		}
		compile := regex.CompilePerl
		if g.bytes = ctypeIsC(g.inv); g.bytes {
			compile = regex.CompilePerlBytes
		}
		re, err := compile(p, ignoreCase)
		if err != nil {
			errorf(g.inv, "%s", err.Error())
			return err
		}
		g.re = re
		return nil
	}
	// In the C locale a character is a byte: . takes one, classes are
	// ASCII's, and no byte is an encoding error.
	g.bytes = ctypeIsC(g.inv)
	o := regex.Options{Extended: mode == "E", Literal: mode == "F", IgnoreCase: ignoreCase, Words: words && !lines, Line: lines,
		Bytes: g.bytes}
	re, err := regex.CompileAll(pats, o)
	if err != nil {
		errorf(g.inv, "%s", err.Error())
		return err
	}
	for _, w := range re.Warnings() {
		errorf(g.inv, "warning: %s", w)
	}
	g.re = re
	g.lineFilter = re.LineFilter()
	g.need = newGrepNeed(re)
	return nil
}

// mustNeverMatch returns a pattern that matches nothing: a character
// followed by the start of the subject.
func mustNeverMatch() *regex.Regexp {
	re, _ := regex.Compile("a\\`", regex.Options{})
	return re
}

func (g *grep) finish(err error) int {
	if g.out != nil {
		if ferr := g.out.Flush(); ferr != nil && g.writeErr == nil {
			g.writeErr = ferr
		}
	}
	switch {
	case g.writeErr != nil:
		return 2
	case g.quiet && g.selectedAny:
		return 0
	case g.errSeen:
		return 2
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return 2
	case g.selectedAny:
		return 0
	}
	return 1
}

func (g *grep) warn(name string, err error) {
	g.errSeen = true
	if !g.noMessages {
		g.flush()
		fileError(g.inv, name, err)
	}
}

func (g *grep) flush() {
	if g.out != nil && g.writeErr == nil {
		if err := g.out.Flush(); err != nil {
			g.writeErr = err
		}
	}
}

func (g *grep) searchOperands(ops []string, implicitDot bool) error {
	g.out = bufio.NewWriter(g.inv.Stdout)
	if !(g.quiet || g.count || g.listMatch || g.listNonMatch) && (g.maxCount < 0 || g.maxCount > 1) {
		// GNU grep will not read the file it writes its lines to.
		g.outFile = stdoutFile(g.inv)
	}
	for _, op := range ops {
		if err := g.ctx.Err(); err != nil {
			return err
		}
		var err error
		if op == "-" {
			if g.outFile != nil && isFile(operandInfo(g.ctx, g.inv, "-"), g.outFile) {
				g.warn(g.label, errGrepInputIsOutput)
				continue
			}
			g.setOffsetWidth(0, false)
			err = g.searchReader(g.inv.Stdin, g.label)
		} else {
			err = g.searchPath(op, "", true, implicitDot, nil)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// setOffsetWidth computes -T's number width as GNU does: the digits of
// the file size (plus one with -n), or of INTMAX_MAX for non-files.
func (g *grep) setOffsetWidth(size int64, regular bool) {
	n := int64(1<<63 - 1)
	if regular {
		n = size
		if g.lineNumbers {
			n++
		}
	}
	g.offsetWidth = len(strconv.FormatInt(n, 10))
}

func grepGlobMatch(globs []string, name string) bool {
	for _, gl := range globs {
		if ok, _ := path.Match(gl, name); ok {
			return true
		}
	}
	return false
}

// skipFile applies --include and --exclude to a file's name as GNU grep
// does: the last option that matches decides; when none matches, the file
// is skipped only if the first option is an --include.
func (g *grep) skipFile(name string) bool {
	base := path.Base(name)
	for i := len(g.fileGlobs) - 1; i >= 0; i-- {
		fg := g.fileGlobs[i]
		if grepGlobMatch([]string{fg.glob}, base) || grepGlobMatch([]string{fg.glob}, name) {
			return !fg.include
		}
	}
	return len(g.fileGlobs) > 0 && g.fileGlobs[0].include
}

// grepFileGlob is an --include (include true) or --exclude pattern.
type grepFileGlob struct {
	glob    string
	include bool
}

// searchPath searches a named file or, recursively, a directory. display
// is the name printed; with implicitDot (grep -r without operands) the
// "./" prefix is dropped as GNU does. ent is name's entry in the directory
// being searched (nil for an operand): what it read with the directory
// serves, as GNU's fts uses it: a file's type (its d_type: no lstat, which
// a host folder's listing makes only when asked), a directory's Info (its
// inode, for the loop check). -T takes a file's size from the open file.
func (g *grep) searchPath(name, abs string, cmdline, implicitDot bool, ent fs.DirEntry) error {
	if abs == "" {
		abs = g.inv.Path(name)
	}
	var fi fs.FileInfo
	var mode fs.FileMode
	var err error
	switch {
	case ent != nil && !cmdline && !g.deref && !ent.IsDir():
		mode = ent.Type()
	case ent != nil && !cmdline && !g.deref:
		fi, err = ent.Info()
	case cmdline || g.deref:
		fi, err = g.inv.FS.Stat(g.ctx, abs)
	default:
		fi, err = g.inv.FS.Lstat(g.ctx, abs)
	}
	if err != nil {
		g.warn(name, err)
		return nil
	}
	if fi != nil {
		mode = fi.Mode()
	}
	if mode&fs.ModeSymlink != 0 {
		// -r skips symlinks met while recursing.
		return nil
	}
	if mode.IsDir() {
		switch g.dirAction {
		case "skip":
			return nil
		case "read":
			g.warn(name, vfs.PathError("read", name, vfs.ErrIsDir))
			return nil
		}
		if !cmdline && grepGlobMatch(g.excludeDirs, path.Base(name)) {
			return nil
		}
		if cmdline && name != "." && grepGlobMatch(g.excludeDirs, path.Base(path.Clean(name))) {
			return nil
		}
		// -R can meet a directory again through a symlink: skip it, as
		// GNU's fts does, by its inode on the current path.
		if st := vfs.Stat(fi); st != nil && st.Ino != 0 {
			for _, ino := range g.dirStack {
				if ino == st.Ino {
					if !g.noMessages {
						g.flush()
						errorf(g.inv, "%s: warning: recursive directory loop", name)
					}
					return nil
				}
			}
			g.dirStack = append(g.dirStack, st.Ino)
			defer func() { g.dirStack = g.dirStack[:len(g.dirStack)-1] }()
		} else if len(g.dirStack) > 64 {
			return nil
		} else {
			g.dirStack = append(g.dirStack, 0)
			defer func() { g.dirStack = g.dirStack[:len(g.dirStack)-1] }()
		}
		entries, err := g.inv.FS.ReadDir(g.ctx, abs)
		if err != nil {
			g.warn(name, err)
			return nil
		}
		for _, e := range entries {
			if err := g.ctx.Err(); err != nil {
				return err
			}
			child, childAbs := grepChild(name, abs, e.Name(), implicitDot)
			saved := g.withName
			g.withName = g.withName || g.nameInDirs
			err := g.searchPath(child, childAbs, false, false, e)
			g.withName = saved
			if err != nil {
				return err
			}
		}
		return nil
	}
	if !mode.IsRegular() && (!cmdline || g.skipDevices) {
		// Devices, FIFOs and sockets met while recursing are skipped, as
		// GNU grep does (reading /dev/zero would never end).
		return nil
	}
	if (!cmdline || g.dirAction == "recurse" || len(g.fileGlobs) > 0) && g.skipFile(name) {
		return nil
	}
	if g.outFile != nil {
		if fi == nil {
			fi, _ = g.inv.FS.Stat(g.ctx, abs)
		}
		if isFile(fi, g.outFile) {
			g.warn(name, errGrepInputIsOutput)
			return nil
		}
	}
	f, err := vfs.Open(g.ctx, g.inv.FS, abs)
	if err != nil {
		g.warn(name, err)
		return nil
	}
	defer f.Close()
	if g.initialTab {
		if fi == nil {
			if fi, err = f.Stat(); err != nil {
				g.warn(name, err)
				return nil
			}
		}
		g.setOffsetWidth(fi.Size(), fi.Mode().IsRegular())
	}
	return g.searchReader(f, name)
}

// grepChild returns the name shown and the absolute path of the entry
// base of the directory name, whose absolute path is abs. Most often the
// name is a suffix of the path (grep -r without operands, or with a
// relative one that is clean): one string serves both, a file costing
// one path rather than two.
func grepChild(name, abs, base string, implicitDot bool) (child, childAbs string) {
	if abs == "/" {
		childAbs = "/" + base
	} else {
		childAbs = abs + "/" + base
	}
	switch {
	case implicitDot && name == ".":
		return childAbs[len(childAbs)-len(base):], childAbs
	case strings.HasSuffix(name, "/"):
		return name + base, childAbs
	case name == abs || len(abs) > len(name) && strings.HasSuffix(abs, name) && abs[len(abs)-len(name)-1] == '/':
		return childAbs[len(childAbs)-len(name)-1-len(base):], childAbs
	}
	return name + "/" + base, childAbs
}

// grepLine is a line kept for leading context.
type grepLine struct {
	text   []byte
	num    int
	offset int64
}

// searchReader searches one input, streaming it line by line.
func (g *grep) searchReader(r io.Reader, name string) error {
	eol := byte('\n')
	if g.nullData {
		eol = 0
	}
	if g.eofOnce == nil {
		g.eofOnce = &eofOnce{}
	}
	src := r
	*g.eofOnce = eofOnce{r: r}
	r = g.eofOnce
	defer func() { g.eofOnce.r = nil }()
	if g.br == nil {
		g.br = bufio.NewReaderSize(r, 64*1024)
	} else {
		g.br.Reset(r)
	}
	br := g.br
	defer br.Reset(nil)
	// Blocks of lines can be skipped when no line of them could be
	// selected and none is needed as context. With -c they can be counted
	// whole: with -v those without the literal every match holds, else
	// (when holding it is matching) those with it.
	skipBlocks := (g.lineFilter != nil || g.need != nil) && !g.invert && !g.nullData && g.before == 0
	countBlocks := g.need != nil && g.count && g.maxCount < 0 && !g.nullData && (g.invert || g.need.complete)
	binary := false
	// The input's bytes before nulFree are known to hold no NUL: the
	// blocks skipped are not searched for one again.
	var nulFree int64
	if g.binaryFiles != "text" {
		head, _ := br.Peek(32 * 1024)
		binary = !g.nullData && bytes.IndexByte(head, 0) >= 0
		if !binary {
			nulFree = int64(len(head))
		}
	}
	if g.neverSelect || (binary && g.binaryFiles == "without-match") {
		// Nothing can be selected: GNU does not even read the input.
		if g.listNonMatch {
			g.writeName(name, '\n')
		} else if g.count && !g.neverSelect {
			if g.withName {
				g.writeName(name, ':')
			}
			g.writeString("0\n")
		}
		return g.writeErr
	}
	outQuiet := g.quiet || g.count || g.listMatch || g.listNonMatch
	var (
		lineNum     int
		offset      int64
		selected    int
		lastPrinted = -1 // number of the last line output
		afterLeft   int
		ring        []grepLine
		binaryHit   bool // a selected line was suppressed as binary
		buf         []byte
		maxedAt     = int64(-1) // where the line selected last under -m ends
	)
	for {
		// Checked every line: one line can cost a backtracking search.
		if err := g.ctx.Err(); err != nil {
			return err
		}
		if (skipBlocks || countBlocks) && afterLeft == 0 && br.Buffered() > 0 {
			block, _ := br.Peek(br.Buffered())
			end := bytes.LastIndexByte(block, eol)
			from := int(min(max(nulFree-offset, 0), int64(max(end, 0))))
			// (With -a no NUL makes the input binary.)
			if end >= 0 && (binary || g.binaryFiles == "text" || bytes.IndexByte(block[from:end], 0) < 0) {
				nulFree = max(nulFree, offset+int64(end))
				block = block[:end+1]
				skip := len(block)
				zap := binary && g.binaryFiles != "text" // NULs end lines (see selects)
				switch {
				case countBlocks && zap:
					skip = 0 // line by line
				case countBlocks && g.need.complete:
					n := g.need.countLines(block, eol)
					if g.invert {
						n = bytes.Count(block, []byte{eol}) - n
					}
					selected += n
				case countBlocks:
					// -v: the lines before the first with the literal.
					if i := g.need.index(block); i >= 0 {
						skip = bytes.LastIndexByte(block[:i], eol) + 1
					}
					selected += bytes.Count(block[:skip], []byte{eol})
				case g.need != nil:
					i := g.need.index(block)
					if i < 0 {
						break
					}
					skip = bytes.LastIndexByte(block[:i], eol) + 1
					if g.lineFilter != nil && !g.need.complete && !zap {
						// The literal's line on: the pattern decides.
						from := skip
						skip = len(block)
						if loc := g.lineFilter.FindIndex(block[from:]); loc != nil {
							skip = from + bytes.LastIndexByte(block[from:from+loc[0]], eol) + 1
						}
					}
				case zap:
					// The filter's anchors would not see NULs as line
					// ends: line by line.
					skip = 0
				default:
					if loc := g.lineFilter.FindIndex(block); loc != nil {
						skip = bytes.LastIndexByte(block[:loc[0]], eol) + 1
					}
				}
				if selected > 0 {
					g.selectedAny = true
				}
				if skip > 0 {
					if !outQuiet {
						// Only printed lines show their numbers
						// (-n) or need them (context).
						lineNum += bytes.Count(block[:skip], []byte{eol})
					}
					offset += int64(skip)
					br.Discard(skip)
					continue
				}
			}
		}
		line, err := readRecord(g.ctx, br, eol, g.maxLine, &buf)
		if len(line) == 0 && err != nil {
			if err == io.EOF {
				break
			}
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				return err
			}
			g.warn(name, err)
			break
		}
		lineNum++
		text := line
		if text[len(text)-1] == eol {
			text = text[:len(text)-1]
		}
		if !binary && !g.nullData && g.binaryFiles != "text" && bytes.IndexByte(text, 0) >= 0 {
			binary = true
		}
		lineOffset := offset
		offset += int64(len(line))

		if g.maxCount >= 0 && selected >= g.maxCount {
			// After -m NUM matches only trailing context remains.
			if afterLeft > 0 && !outQuiet {
				g.printLine(name, text, lineNum, lineOffset, '-', binary, &binaryHit)
				lastPrinted = lineNum
				afterLeft--
				continue
			}
			break
		}
		n, merr := g.selects(text, binary && g.binaryFiles != "text" && !g.nullData)
		if merr != nil {
			g.flush()
			errorf(g.inv, "%s", merr.Error())
			g.errSeen = true
			return nil
		}
		if n > 0 {
			if g.maxCount >= 0 {
				n = min(n, g.maxCount-selected)
			}
			selected += n
			if g.maxCount >= 0 && selected >= g.maxCount {
				maxedAt = offset
			}
			g.selectedAny = true
			if g.quiet {
				return errGrepStop
			}
			if g.listMatch || g.listNonMatch {
				break
			}
			if outQuiet {
				continue
			}
			if binary && !binaryHit {
				binaryHit = true
				break
			}
			// Leading context, with a separator after a gap.
			first := lineNum - len(ring)
			if g.groupSep != nil && g.ctxGiven && g.printedSomething && first > lastPrinted+1 {
				g.writeColored("se", *g.groupSep)
				g.writeByte('\n')
			}
			for _, l := range ring {
				g.printLine(name, l.text, l.num, l.offset, '-', binary, &binaryHit)
			}
			ring = ring[:0]
			g.printLine(name, text, lineNum, lineOffset, ':', binary, &binaryHit)
			lastPrinted = lineNum
			afterLeft = g.after
			if g.writeErr != nil {
				return g.writeErr
			}
			continue
		}
		if outQuiet || binary {
			continue
		}
		if afterLeft > 0 {
			g.printLine(name, text, lineNum, lineOffset, '-', binary, &binaryHit)
			lastPrinted = lineNum
			afterLeft--
			continue
		}
		if g.before > 0 {
			if len(ring) == g.before {
				copy(ring, ring[1:])
				ring = ring[:len(ring)-1]
			}
			ring = append(ring, grepLine{append([]byte(nil), text...), lineNum, lineOffset})
		}
	}
	if maxedAt >= 0 && !g.listMatch && !g.listNonMatch {
		// GNU leaves a file read as standard input just after the last
		// line -m let it select, whatever trailing context it printed.
		unreadAhead(src, int(offset-maxedAt)+br.Buffered())
	}
	switch {
	case g.count:
		if g.withName {
			g.writeName(name, ':')
		}
		g.writeString(strconv.Itoa(selected))
		g.writeByte('\n')
	case g.listMatch && selected > 0, g.listNonMatch && selected == 0:
		g.writeColored("fn", name)
		if g.nullAfterName {
			g.writeByte(0)
		} else {
			g.writeByte('\n')
		}
	}
	if binaryHit && !g.quiet {
		g.flush()
		fmt.Fprintf(g.inv.Stderr, "%s: %s: binary file matches\n", g.inv.Args[0], name)
	}
	return g.writeErr
}

// selects returns how many lines of text grep selects: one or none, but
// with zap NULs end lines too, as GNU grep reads a binary file (unless
// -a): a line with two NULs is three, for -c, -v and -m.
func (g *grep) selects(text []byte, zap bool) (int, error) {
	if zap && bytes.IndexByte(text, 0) >= 0 {
		n := 0
		for seg := range bytes.SplitSeq(text, []byte{0}) {
			k, err := g.selects(seg, false)
			if err != nil {
				return 0, err
			}
			n += k
		}
		return n, nil
	}
	var ok bool
	var err error
	switch {
	case g.need != nil && g.need.index(text) < 0:
		// No match can lack the literal.
	case g.need != nil && g.need.complete:
		ok = true
	default:
		ok, err = g.re.Match(text)
	}
	if ok != g.invert {
		return 1, err
	}
	return 0, err
}

// readAllLimited reads r to the end, failing beyond max bytes.
func readAllLimited(r io.Reader, max int) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	if err == nil && len(data) > max {
		err = errTooLarge
	}
	return data, err
}

var errTooLarge = errors.New("file too large")

// limitedBuffer is a bytes.Buffer whose writes fail beyond max bytes, so
// a runaway producer stops instead of exhausting memory.
type limitedBuffer struct {
	bytes.Buffer
	max  int
	full bool // a write was refused
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if b.Len()+len(p) > b.max {
		b.full = true
		return 0, errTooLarge
	}
	return b.Buffer.Write(p)
}

// errLineTooLong is returned for a record longer than the string limit
// (such as the endless line of /dev/zero).
var errLineTooLong = errors.New("line too long")

// readRecord reads one eol-terminated record into buf (reused between
// calls), honouring ctx and refusing records over max bytes.
func readRecord(ctx context.Context, br *bufio.Reader, eol byte, max int, buf *[]byte) ([]byte, error) {
	line, err := br.ReadSlice(eol)
	if err != bufio.ErrBufferFull {
		return line, err
	}
	*buf = append((*buf)[:0], line...)
	for err == bufio.ErrBufferFull {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		if len(*buf) > max {
			return nil, errLineTooLong
		}
		line, err = br.ReadSlice(eol)
		*buf = append(*buf, line...)
	}
	return *buf, err
}

func (g *grep) writeString(s string) {
	if g.writeErr == nil {
		if _, err := g.out.WriteString(s); err != nil {
			g.writeErr = err
		}
	}
}

func (g *grep) writeByte(c byte) {
	if g.writeErr == nil {
		if err := g.out.WriteByte(c); err != nil {
			g.writeErr = err
		}
	}
}

func (g *grep) writeName(name string, sep byte) {
	g.writeColored("fn", name)
	if g.nullAfterName {
		g.writeByte(0)
	} else {
		g.writeSep(sep)
	}
}

// grepColors parses GREP_COLORS over GNU's defaults.
func grepColors(env string) map[string]string {
	c := map[string]string{"ms": "01;31", "mc": "01;31", "sl": "", "cx": "", "fn": "35", "ln": "32", "bn": "32", "se": "36"}
	for _, kv := range strings.Split(env, ":") {
		k, v, ok := strings.Cut(kv, "=")
		if _, known := c[k]; ok && known {
			c[k] = v
		} else if k == "mt" && ok {
			c["ms"], c["mc"] = v, v
		}
	}
	return c
}

// writeColored writes s, wrapped in the SGR sequence for cap when coloring.
func (g *grep) writeColored(cap, s string) {
	if code := g.colors[cap]; code != "" {
		g.writeString("\x1b[" + code + "m\x1b[K" + s + "\x1b[m\x1b[K")
		return
	}
	g.writeString(s)
}

func (g *grep) writeSep(sep byte) {
	if g.colors["se"] == "" {
		g.writeByte(sep) // no string made for it: one a file with -c or -l
		return
	}
	g.writeColored("se", string(sep))
}

// writeColoredLine writes a line with its matches highlighted: ms in
// selected lines, mc in context lines, sl/cx for the rest of the line.
func (g *grep) writeColoredLine(text []byte, sep byte) {
	mcap, lcap := "ms", "sl"
	if sep != ':' {
		mcap, lcap = "mc", "cx"
	}
	if g.invert {
		// With -v the selected lines are the non-matching ones.
		lcap = map[string]string{"sl": "cx", "cx": "sl"}[lcap]
	}
	var locs [][]int
	if (sep == ':') != g.invert {
		locs, _ = g.re.FindAllSubmatchIndex(text, -1)
	}
	prev := 0
	for _, loc := range locs {
		if loc[1] == loc[0] {
			continue
		}
		if loc[0] > prev {
			g.writeColored(lcap, string(text[prev:loc[0]]))
		}
		g.writeColored(mcap, string(text[loc[0]:loc[1]]))
		prev = loc[1]
	}
	if prev < len(text) {
		g.writeColored(lcap, string(text[prev:]))
	}
}

// printLine prints one output line (or its -o matches) with its prefix.
// Lines with encoding errors are withheld, as GNU grep does, and noted
// for the "binary file matches" message.
func (g *grep) printLine(name string, text []byte, num int, offset int64, sep byte, binary bool, binaryHit *bool) {
	if g.binaryFiles != "text" && (binary || !g.bytes && !utf8.Valid(text)) {
		*binaryHit = true
		return
	}
	g.printedSomething = true
	eol := byte('\n')
	if g.nullData {
		eol = 0
	}
	num19 := func(n int64) string {
		s := strconv.FormatInt(n, 10)
		if g.initialTab {
			s = fmt.Sprintf("%*s", g.offsetWidth, s)
		}
		return s
	}
	prefix := func(off int64, text []byte) {
		if g.withName {
			g.writeName(name, sep)
		}
		if g.lineNumbers {
			g.writeColored("ln", num19(int64(num)))
			g.writeSep(sep)
		}
		if g.byteOffset {
			g.writeColored("bn", num19(off))
			g.writeSep(sep)
		}
		if g.initialTab && (g.withName || g.lineNumbers || g.byteOffset) && len(text) > 0 {
			g.writeByte('\t')
		}
	}
	if !g.onlyMatching {
		prefix(offset, text)
		if g.colors != nil {
			g.writeColoredLine(text, sep)
		} else if g.writeErr == nil {
			if _, err := g.out.Write(text); err != nil {
				g.writeErr = err
			}
		}
		g.writeByte(eol)
		return
	}
	// -o prints the matches of selected lines, or under -v (as GNU's
	// prline does) those of the context lines, which do match.
	if (sep == ':') == g.invert {
		return
	}
	locs, _ := g.re.FindAllSubmatchIndex(text, -1)
	for _, loc := range locs {
		if loc[1] == loc[0] {
			continue
		}
		if g.binaryFiles != "text" && !g.bytes && !utf8.Valid(text[loc[0]:loc[1]]) {
			// GNU's print_line_head checks what -o prints, a match
			// that splits a character (a pattern's raw byte) too
			*binaryHit = true
			return
		}
		prefix(offset+int64(loc[0]), text[loc[0]:loc[1]])
		g.writeColored("ms", string(text[loc[0]:loc[1]]))
		g.writeByte(eol)
	}
}

// eofOnce stops reading at the first io.EOF: bufio reads again after it
// has reported one, a read system call per file of grep -r for nothing.
type eofOnce struct {
	r   io.Reader
	eof bool
}

func (e *eofOnce) Read(p []byte) (int, error) {
	if e.eof {
		return 0, io.EOF
	}
	n, err := e.r.Read(p)
	if err == io.EOF {
		e.eof = true
	}
	return n, err
}
