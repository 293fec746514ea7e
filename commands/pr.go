package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "pr",
		Summary: "paginate or columnate files for printing",
		Usage:   prUsage,
		Run:     runPr,
	})
}

const prUsage = `Usage: pr [OPTION]... [FILE]...
Paginate or columnate FILE(s) for printing.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  +FIRST_PAGE[:LAST_PAGE], --pages=FIRST_PAGE[:LAST_PAGE]
                    begin [stop] printing with page FIRST_[LAST_]PAGE
  -COLUMN, --columns=COLUMN
                    output COLUMN columns and print columns down,
                    unless -a is used. Balance number of lines in the
                    columns on each page
  -a, --across      print columns across rather than down, used together
                    with -COLUMN
  -c, --show-control-chars
                    use hat notation (^G) and octal backslash notation
  -d, --double-space
                    double space the output
  -D, --date-format=FORMAT
                    use FORMAT for the header date
  -e[CHAR[WIDTH]], --expand-tabs[=CHAR[WIDTH]]
                    expand input CHARs (TABs) to tab WIDTH (8)
  -F, -f, --form-feed
                    use form feeds instead of newlines to separate pages
                    (by a 3-line page header with -F or a 5-line header
                    and trailer without -F)
  -h, --header=HEADER
                    use a centered HEADER instead of filename in page header,
                    -h "" prints a blank line, don't use -h""
  -i[CHAR[WIDTH]], --output-tabs[=CHAR[WIDTH]]
                    replace spaces with CHARs (TABs) to tab WIDTH (8)
  -J, --join-lines  merge full lines, turns off -W line truncation, no column
                    alignment, --sep-string[=STRING] sets separators
  -l, --length=PAGE_LENGTH
                    set the page length to PAGE_LENGTH (66) lines
                    (default number of lines of text 56, and with -F 63).
                    implies -t if PAGE_LENGTH <= 10
  -m, --merge       print all files in parallel, one in each column,
                    truncate lines, but join lines of full length with -J
  -n[SEP[DIGITS]], --number-lines[=SEP[DIGITS]]
                    number lines, use DIGITS (5) digits, then SEP (TAB),
                    default counting starts with 1st line of input file
  -N, --first-line-number=NUMBER
                    start counting with NUMBER at 1st line of first
                    page printed (see +FIRST_PAGE)
  -o, --indent=MARGIN
                    offset each line with MARGIN (zero) spaces, do not
                    affect -w or -W, MARGIN will be added to PAGE_WIDTH
  -r, --no-file-warnings
                    omit warning when a file cannot be opened
  -s[CHAR], --separator[=CHAR]
                    separate columns by a single character, default for CHAR
                    is the <TAB> character without -w and 'no char' with -w.
                    -s[CHAR] turns off line truncation of all 3 column
                    options (-COLUMN|-a -COLUMN|-m) except -w is set
  -S[STRING], --sep-string[=STRING]
                    separate columns by STRING,
                    without -S: Default separator <TAB> with -J and <space>
                    otherwise (same as -S" "), no effect on column options
  -t, --omit-header  omit page headers and trailers;
                     implied if PAGE_LENGTH <= 10
  -T, --omit-pagination
                    omit page headers and trailers, eliminate any pagination
                    by form feeds set in input files
  -v, --show-nonprinting
                    use octal backslash notation
  -w, --width=PAGE_WIDTH
                    set page width to PAGE_WIDTH (72) characters for
                    multiple text-column output only, -s[char] turns off (72)
  -W, --page-width=PAGE_WIDTH
                    set page width to PAGE_WIDTH (72) characters always,
                    truncate lines, except -J option is set, no interference
                    with -S or -s
      --help        display this help and exit
      --version     output version information and exit
`

// The column states of GNU pr.
const (
	prOpen = iota
	prFFFound
	prOnHold
	prClosed
)

// prFile is one input, read a byte at a time as pr.c's getc does.
type prFile struct {
	r      *bufio.Reader
	name   string // as messages name it ("standard input" for -)
	err    error  // the read error that ended it
	closer func()
	stdin  bool
}

type prColumn struct {
	f               *prFile
	status          int
	stored          bool // store_char/print_stored rather than print_char/read_line
	currentLine     int
	linesStored     int
	linesToPrint    int
	startPosition   int64
	numbered        bool
	fullPagePrinted bool
}

// prDie ends pr with a message (GNU's die); prAbort ends it quietly
// (a write error, or the context ending).
type prDie struct{ msg string }
type prAbort struct{}

// pr holds what GNU pr.c keeps in globals; its methods follow pr.c's
// functions, so that output matches byte for byte. Positions and widths
// are int64: every width comes from an option checked against INT_MAX.
type pr struct {
	ctx   context.Context
	inv   *shell.Invocation
	out   *bufio.Writer
	alloc limits.Budget

	// options
	truncateLines, joinLines, useFormFeed, extremities, keepFF  bool
	parallelFiles, balanceColumns, storingColumns, doubleSpace  bool
	numberedLines, ignoreFailedOpens, useColSeparator           bool
	untabifyInput, tabifyOutput, useEscSequence, useCntrlPrefix bool
	skipCount, explicitColumns, printAcross                     bool
	inputTabChar, outputTabChar, numberSeparator                byte
	charsPerInputTab, charsPerOutputTab, charsPerNumber         int64
	linesPerPage, charsPerLine, charsPerMargin                  int64
	columns                                                     int64
	colSep                                                      string
	startLineNum                                                int32
	firstPage, lastPage                                         uint64
	dateFormat, customHeader                                    string
	haveHeader                                                  bool

	// state
	linesPerBody, linesPerHeader, linesPerFooter int64
	numberWidth, charsPerColumn                  int64
	cols                                         []prColumn
	totalFiles, filesReadyToRead                 int
	printAHeader, printAFF, padVertically        bool
	alignEmptyCols, emptyLine, ffOnly, lastLine  bool
	outputPosition, inputPosition                int64
	spacesNotPrinted, paddingNotPrinted          int64
	separatorsNotPrinted                         int64
	lineCount, lineNumber                        int32
	pageNumber                                   uint64
	failedOpens                                  bool
	dateText, fileText                           string
	headerWidthAvailable                         int64
	stdinTime                                    time.Time
	stdinFile                                    *prFile
	loc                                          *time.Location

	// the page store of columns printed down (store_columns)
	buff       []byte
	lineVector []int
	endVector  []int64

	// the clump char_to_clump made: up to 4 bytes, or spaces spaces
	clump  [4]byte
	nclump int
	spaces int64
}

func runPr(ctx context.Context, inv *shell.Invocation) (status int) {
	p := &pr{
		ctx: ctx, inv: inv, alloc: budget(inv),
		extremities: true, skipCount: true,
		inputTabChar: '\t', outputTabChar: '\t', numberSeparator: '\t',
		charsPerInputTab: 8, charsPerOutputTab: 8, charsPerNumber: 5,
		linesPerPage: 66, linesPerHeader: 5, linesPerFooter: 5, charsPerLine: 72,
		columns: 1, startLineNum: 1, lastPage: math.MaxUint64,
	}
	files, st, done := p.parseOptions()
	if done {
		return st
	}
	out, release := bufferedStdout(inv, 32<<10)
	p.out = out
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case prDie:
				errorf(inv, "%s", e.msg)
				status = 1
			case prAbort:
				status = 1
			default:
				panic(r)
			}
		}
		if release() != nil {
			status = 1
		}
	}()
	p.loc = strftime.Location(inv.Getenv("TZ"))
	if len(files) == 0 {
		p.printFiles(nil)
	} else if p.parallelFiles {
		p.printFiles(files)
	} else {
		for i := range files {
			p.printFiles(files[i : i+1])
		}
	}
	if p.failedOpens {
		return 1
	}
	return 0
}

// prNum is getoptnum: a decimal int in [lo, INT_MAX], or GNU's message.
func prNum(v, what string, lo int64) (int64, error) {
	n, err := strconv.ParseInt(strings.TrimLeft(v, " \t\n\v\f\r"), 10, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange && isDecimal(strings.TrimLeft(v, " \t\n\v\f\r")) {
			return 0, &usageFail{fmt.Sprintf("%s: %s: Value too large for defined data type", what, quoteArg(v))}
		}
		return 0, &usageFail{fmt.Sprintf("%s: %s", what, quoteArg(v))}
	}
	if n < lo || n > math.MaxInt32 {
		why := "Numerical result out of range"
		if n > math.MaxInt32/2 || n < math.MinInt32/2 {
			why = "Value too large for defined data type"
		}
		return 0, &usageFail{fmt.Sprintf("%s: %s: %s", what, quoteArg(v), why)}
	}
	return n, nil
}

// isDecimal reports an optionally signed run of digits.
func isDecimal(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// prCharArg is getoptarg: [CHAR][WIDTH] for -e, -i and -n. An empty
// value (--expand-tabs=) makes GNU take NUL for the char and read on
// into the next argument's bytes, which next stands for.
func prCharArg(arg string, sw byte, char *byte, number *int64, next string) error {
	if arg == "" {
		*char = 0
		arg = next
	} else if !isDigit(arg[0]) {
		*char = arg[0]
		arg = arg[1:]
	}
	if arg == "" {
		return nil
	}
	msg := fmt.Sprintf("'-%c' extra characters or invalid number in the argument: %s", sw, quoteArg(arg))
	// xstrtol: blanks, a sign, the digits it converts, then the rest.
	t := strings.TrimLeft(arg, " \t\n\v\f\r")
	end := 0
	if end < len(t) && (t[end] == '+' || t[end] == '-') {
		end++
	}
	digits := end
	for end < len(t) && isDigit(t[end]) {
		end++
	}
	if end == digits {
		return &usageError{msg}
	}
	n, err := strconv.ParseInt(t[:end], 10, 64)
	switch {
	case err != nil && t[0] == '-':
		return &usageError{msg + ": Numerical result out of range"}
	case err != nil || n > math.MaxInt32:
		return &usageError{msg + ": Value too large for defined data type"}
	case end < len(t) || n <= 0:
		return &usageError{msg}
	}
	*number = n
	return nil
}

// prPages is first_last_page: FIRST[:LAST]; ok false for a range GNU
// refuses quietly (the caller names it), err for one it dies on.
func (p *pr) prPages(opt, pages string) (ok bool, err error) {
	fatal := func(e error, arg string) error {
		switch e {
		case strconv.ErrRange:
			return &usageFail{fmt.Sprintf("%s argument '%s' too large", opt, arg)}
		case errPrSuffix:
			return &usageFail{fmt.Sprintf("invalid suffix in %s argument '%s'", opt, arg)}
		}
		return &usageFail{fmt.Sprintf("invalid %s argument '%s'", opt, arg)}
	}
	// xstrtoumax: leading blanks, no sign, digits, then whatever.
	num := func(s string) (n uint64, rest string, err error) {
		t := strings.TrimLeft(s, " \t\n\v\f\r")
		if strings.HasPrefix(t, "-") {
			return 0, s, strconv.ErrSyntax
		}
		t = strings.TrimPrefix(t, "+")
		i := 0
		for i < len(t) && isDigit(t[i]) {
			i++
		}
		if i == 0 {
			return 0, s, strconv.ErrSyntax
		}
		n, err = strconv.ParseUint(t[:i], 10, 64)
		if err != nil {
			return 0, t[i:], strconv.ErrRange
		}
		return n, t[i:], nil
	}
	first, rest, err := num(pages)
	if err != nil {
		if err == strconv.ErrRange && rest != "" {
			// LONGINT_INVALID_SUFFIX_CHAR_WITH_OVERFLOW is fatal too.
			err = errPrSuffix
		}
		return false, fatal(err, pages)
	}
	if first == 0 {
		return false, nil
	}
	last := uint64(math.MaxUint64)
	if strings.HasPrefix(rest, ":") {
		var r2 string
		last, r2, err = num(rest[1:])
		if err != nil || r2 != "" {
			if err == nil || r2 != "" {
				err = errPrSuffix
			}
			return false, fatal(err, pages)
		}
		if last < first {
			return false, nil
		}
		rest = ""
	}
	if rest != "" {
		return false, nil
	}
	p.firstPage, p.lastPage = first, last
	return true, nil
}

// errPrSuffix is xstrtol's LONGINT_INVALID_SUFFIX_CHAR.
var errPrSuffix = errors.New("invalid suffix")

// parseOptions is pr's option loop in main.
func (p *pr) parseOptions() (files []string, status int, done bool) {
	inv := p.inv
	fs := newFlagSet("pr")
	fs.declOrder = true
	var colDigits string // the -COLUMN digits, as GNU accumulates them
	nDigits := 0
	oldOptions, oldW, oldS := false, false, false
	// nextArg is the argument after the k-th "--NAME=" (the empty values
	// of -e, -i and -n, met in order), for getoptarg's walk past one.
	emptyValues := 0
	nextArg := func() string {
		k := 0
		for i, a := range inv.Args[1:] {
			if a == "--" {
				break
			}
			if len(a) > 3 && strings.HasPrefix(a, "--") && strings.HasSuffix(a, "=") && !strings.Contains(a[:len(a)-1], "=") {
				if k == emptyValues {
					emptyValues++
					if i+2 < len(inv.Args) {
						return inv.Args[i+2]
					}
					return ""
				}
				k++
			}
		}
		return ""
	}
	on := func(fn func(string) error) func(string) error {
		return func(v string) error {
			nDigits = 0
			return fn(v)
		}
	}
	flag := func(short rune, long string, fn func()) {
		fs.Func(short, long, false, on(func(string) error { fn(); return nil }))
	}
	for d := '0'; d <= '9'; d++ {
		fs.Func(d, "", false, func(string) error {
			if nDigits < len(colDigits) {
				colDigits = colDigits[:nDigits]
			}
			colDigits += string(d)
			nDigits++
			return nil
		})
	}
	fs.operand = func(a string) (bool, error) {
		nDigits = 0
		if p.firstPage == 0 && strings.HasPrefix(a, "+") {
			ok, err := p.prPages("+", a[1:])
			return !ok, err
		}
		return true, nil
	}
	fs.Func(0, "pages", true, on(func(v string) error {
		ok, err := p.prPages("--pages", v)
		if err != nil {
			return err
		}
		if !ok {
			return &usageFail{fmt.Sprintf("invalid page range %s", quoteArg(v))}
		}
		return nil
	}))
	fs.Func(0, "columns", true, on(func(v string) error {
		n, err := prNum(v, "invalid number of columns", 1)
		if err != nil {
			return err
		}
		p.columns, p.explicitColumns = n, true
		colDigits = "" // a later -COLUMN still wins
		return nil
	}))
	flag('a', "across", func() { p.printAcross = true; p.storingColumns = false })
	flag('b', "", func() { p.balanceColumns = true })
	flag('c', "show-control-chars", func() { p.useCntrlPrefix = true })
	flag('d', "double-space", func() { p.doubleSpace = true })
	fs.Func('D', "date-format", true, on(func(v string) error { p.dateFormat = v; return nil }))
	charArg := func(sw byte, char *byte, number *int64, set *bool) {
		long := map[byte]string{'e': "expand-tabs", 'i': "output-tabs", 'n': "number-lines"}[sw]
		fs.OptFuncBoth(rune(sw), long, on(func(v string) error {
			*set = true
			next := ""
			if v == "" {
				next = nextArg()
			}
			return prCharArg(v, sw, char, number, next)
		}), func() error { nDigits = 0; *set = true; return nil })
	}
	charArg('e', &p.inputTabChar, &p.charsPerInputTab, &p.untabifyInput)
	flag('F', "form-feed", func() { p.useFormFeed = true })
	flag('f', "", func() { p.useFormFeed = true })
	fs.Func('h', "header", true, on(func(v string) error { p.customHeader, p.haveHeader = v, true; return nil }))
	charArg('i', &p.outputTabChar, &p.charsPerOutputTab, &p.tabifyOutput)
	flag('J', "join-lines", func() { p.joinLines = true })
	fs.Func('l', "length", true, on(func(v string) error {
		n, err := prNum(v, "'-l PAGE_LENGTH' invalid number of lines", 1)
		p.linesPerPage = n
		return err
	}))
	flag('m', "merge", func() { p.parallelFiles = true; p.storingColumns = false })
	charArg('n', &p.numberSeparator, &p.charsPerNumber, &p.numberedLines)
	fs.Func('N', "first-line-number", true, on(func(v string) error {
		p.skipCount = false
		n, err := prNum(v, "'-N NUMBER' invalid starting line number", math.MinInt32)
		p.startLineNum = int32(n)
		return err
	}))
	fs.Func('o', "indent", true, on(func(v string) error {
		n, err := prNum(v, "'-o MARGIN' invalid line offset", 0)
		p.charsPerMargin = n
		return err
	}))
	flag('r', "no-file-warnings", func() { p.ignoreFailedOpens = true })
	sepString := func(v string) error {
		if int64(len(v)) > math.MaxInt32 {
			return &usageFail{"integer overflow"}
		}
		p.colSep = v
		return nil
	}
	fs.OptFuncBoth('s', "separator", on(func(v string) error {
		oldS, oldOptions = true, true
		if !p.useColSeparator {
			return sepString(v)
		}
		return nil
	}), func() error { nDigits = 0; oldS, oldOptions = true, true; return nil })
	fs.OptFuncBoth('S', "sep-string", on(func(v string) error {
		oldS = false
		p.useColSeparator = true
		return sepString(v)
	}), func() error { nDigits = 0; oldS = false; p.colSep, p.useColSeparator = "", true; return nil })
	flag('t', "omit-header", func() { p.extremities, p.keepFF = false, true })
	flag('T', "omit-pagination", func() { p.extremities, p.keepFF = false, false })
	flag('v', "show-nonprinting", func() { p.useEscSequence = true })
	fs.Func('w', "width", true, on(func(v string) error {
		oldW, oldOptions = true, true
		n, err := prNum(v, "'-w PAGE_WIDTH' invalid number of characters", 1)
		if err == nil && !p.truncateLines {
			p.charsPerLine = n
		}
		return err
	}))
	fs.Func('W', "page-width", true, on(func(v string) error {
		oldW, p.truncateLines = false, true
		n, err := prNum(v, "'-W PAGE_WIDTH' invalid number of characters", 1)
		p.charsPerLine = n
		return err
	}))
	// The storing default: columns go down unless -a or -m.
	p.storingColumns = true
	files, status, done = parseFlags(inv, fs, prUsage, 1)
	if done {
		return nil, status, true
	}
	if colDigits != "" {
		n, err := prNum(colDigits, "invalid number of columns", 1)
		if err != nil {
			errorf(inv, "%s", err)
			return nil, 1, true
		}
		p.columns, p.explicitColumns = n, true
	}
	if p.dateFormat == "" && !fs.Seen("D") {
		p.dateFormat = "%Y-%m-%d %H:%M"
		if inv.Getenv("POSIXLY_CORRECT") != "" && isCLocale(inv) {
			p.dateFormat = "%b %e %H:%M %Y"
		}
	}
	if p.firstPage == 0 {
		p.firstPage = 1
	}
	if p.parallelFiles && p.explicitColumns {
		errorf(inv, "cannot specify number of columns when printing in parallel")
		return nil, 1, true
	}
	if p.parallelFiles && p.printAcross {
		errorf(inv, "cannot specify both printing across and printing in parallel")
		return nil, 1, true
	}
	// GNU's translation of the old -w and -s to -W, -J and -S.
	if oldOptions {
		if oldW {
			if p.parallelFiles || p.explicitColumns {
				p.truncateLines = true
				if oldS {
					p.useColSeparator = true
				}
			} else {
				p.joinLines = true
			}
		} else if !p.useColSeparator {
			if oldS && (p.parallelFiles || p.explicitColumns) {
				if !p.truncateLines {
					p.joinLines = true
					if len(p.colSep) > 0 {
						p.useColSeparator = true
					}
				} else {
					p.useColSeparator = true
				}
			}
		}
	}
	return files, 0, false
}

// isCLocale reports whether LC_TIME is the C (or POSIX) locale.
func isCLocale(inv *shell.Invocation) bool {
	l := inv.Getenv("LC_ALL")
	if l == "" {
		l = inv.Getenv("LC_TIME")
	}
	if l == "" {
		l = inv.Getenv("LANG")
	}
	return l == "" || l == "C" || l == "POSIX" || strings.HasPrefix(l, "C.")
}

func (p *pr) die(format string, a ...any) { panic(prDie{fmt.Sprintf(format, a...)}) }

func (p *pr) putchar(c byte) {
	if p.out.WriteByte(c) != nil {
		panic(prAbort{})
	}
}

func (p *pr) puts(s string) {
	if _, err := p.out.WriteString(s); err != nil {
		panic(prAbort{})
	}
}

// putn writes n copies of c, a chunk at a time, checking the context.
func (p *pr) putn(c byte, n int64) {
	if n <= 0 {
		return
	}
	if writePad(p.ctx, p.out, c, n) != nil {
		panic(prAbort{})
	}
}

func (p *pr) checkCtx() {
	if p.ctx.Err() != nil {
		panic(prAbort{})
	}
}

func (f *prFile) getc() int {
	if f.err != nil {
		return -1
	}
	c, err := f.r.ReadByte()
	if err != nil {
		if err != io.EOF {
			f.err = err
		}
		return -1
	}
	return int(c)
}

func (f *prFile) ungetc(c int) {
	if c >= 0 {
		f.r.UnreadByte()
	}
}

// printFiles is print_files: one file, or all of them in parallel.
func (p *pr) printFiles(names []string) {
	p.initParameters(len(names))
	if !p.initFps(names) {
		return
	}
	if p.storingColumns {
		p.initStoreCols()
	}
	if p.firstPage > 1 {
		if !p.skipToPage(p.firstPage) {
			p.closeAll()
			return
		}
		p.pageNumber = p.firstPage
	} else {
		p.pageNumber = 1
	}
	p.initFuncs()
	p.lineNumber = p.lineCount
	for p.printPage() {
	}
	p.closeAll()
}

// closeAll releases the files pr.c leaves to exit.
func (p *pr) closeAll() {
	for i := range p.cols {
		if f := p.cols[i].f; f != nil && f.closer != nil {
			f.closer()
			f.closer = nil
		}
	}
}

func prTabWidth(c, h int64) int64 { return c - h%c }

func (p *pr) initParameters(numberOfFiles int) {
	p.linesPerBody = p.linesPerPage - p.linesPerHeader - p.linesPerFooter
	if p.linesPerBody <= 0 {
		p.extremities = false
		p.keepFF = true
	}
	if !p.extremities {
		p.linesPerBody = p.linesPerPage
	}
	if p.doubleSpace {
		p.linesPerBody /= 2
	}
	if numberOfFiles == 0 {
		p.parallelFiles = false
	}
	if p.parallelFiles {
		p.columns = int64(numberOfFiles)
	}
	if p.storingColumns {
		p.balanceColumns = true
	}
	if p.columns > 1 {
		if !p.useColSeparator {
			if p.joinLines {
				p.colSep = "\t"
			} else {
				p.colSep = " "
			}
			p.useColSeparator = true
		} else if !p.joinLines && p.colSep == "\t" {
			p.colSep = " "
		}
		p.truncateLines = true
		if p.colSep != "\t" {
			p.untabifyInput = true
		}
		p.tabifyOutput = true
	} else {
		p.storingColumns = false
	}
	if p.joinLines {
		p.truncateLines = false
	}
	var usedByNumber int64
	if p.numberedLines {
		p.lineCount = p.startLineNum
		if p.numberSeparator == '\t' {
			p.numberWidth = p.charsPerNumber + prTabWidth(8, p.charsPerNumber)
		} else {
			p.numberWidth = p.charsPerNumber + 1
		}
		if p.parallelFiles {
			usedByNumber = p.numberWidth
		}
	}
	sepChars := (p.columns - 1) * int64(len(p.colSep))
	if sepChars > math.MaxInt32 {
		sepChars = math.MaxInt32
	}
	useful := p.charsPerLine - usedByNumber - sepChars
	if useful < math.MinInt32 || useful > math.MaxInt32 {
		useful = 0
	}
	p.charsPerColumn = useful / p.columns
	if p.charsPerColumn < 1 {
		p.die("page width too narrow")
	}
}

func (p *pr) initFps(names []string) bool {
	p.totalFiles = 0
	// The columns are bounded by the page width (each at least one
	// character), which -W takes up to INT_MAX.
	n, err := p.alloc.AllocN(p.columns, 64)
	if err != nil {
		p.die("%s", limits.ErrTooLarge)
	}
	p.cols = make([]prColumn, n)
	if p.parallelFiles {
		k := 0
		for _, name := range names {
			if p.openFile(name, &p.cols[k]) {
				k++
			} else {
				p.columns--
			}
		}
		p.cols = p.cols[:k]
		if p.columns == 0 {
			return false
		}
		p.initHeader("", false)
	} else {
		c := &p.cols[0]
		if len(names) > 0 {
			if !p.openFile(names[0], c) {
				return false
			}
			p.initHeader(names[0], names[0] != "-")
		} else {
			c.f = p.stdin()
			c.status = prOpen
			p.totalFiles++
			p.initHeader("", false)
		}
		c.linesStored = 0
		for i := 1; i < len(p.cols); i++ {
			p.cols[i] = prColumn{f: c.f, status: prOpen}
		}
	}
	p.filesReadyToRead = p.totalFiles
	return true
}

func (p *pr) openFile(name string, c *prColumn) bool {
	*c = prColumn{}
	if name == "-" {
		c.f = p.stdin()
	} else {
		r, closer, err := openText(p.ctx, p.inv, name)
		if err != nil {
			p.failedOpens = true
			if !p.ignoreFailedOpens {
				fileError(p.inv, quoteColon(name), err)
			}
			return false
		}
		c.f = &prFile{r: bufio.NewReader(r), name: name, closer: closer}
	}
	c.status = prOpen
	p.totalFiles++
	return true
}

// quoteColon quotes a file name as GNU's quotef does, a colon included
// ('a:b'), where quoteName leaves it bare.
func quoteColon(s string) string { return quoteRestyled(s, qsShellEscape, false, ":") }

// stdin is the one stream of standard input, as GNU's stdin FILE.
func (p *pr) stdin() *prFile {
	if p.stdinFile == nil {
		p.stdinFile = &prFile{r: bufio.NewReader(stdinReader(p.ctx, p.inv)), name: "standard input", stdin: true}
	}
	return p.stdinFile
}

// initHeader is init_header: the date of the file's mtime (the current
// time, taken once, for standard input and parallel files).
func (p *pr) initHeader(name string, useMtime bool) {
	var t time.Time
	if useMtime {
		if fi, err := p.inv.FS.Stat(p.ctx, p.inv.Path(name)); err == nil {
			t = fi.ModTime()
		} else {
			useMtime = false
		}
	}
	if !useMtime {
		if p.stdinTime.IsZero() {
			p.stdinTime = p.inv.Now()
		}
		t = p.stdinTime
	}
	p.dateText = strftime.Format(p.dateFormat, t.In(p.loc))
	switch {
	case p.haveHeader:
		p.fileText = p.customHeader
	case !useMtime:
		p.fileText = ""
	default:
		p.fileText = name
	}
	p.headerWidthAvailable = p.charsPerLine - prMbsWidth(p.dateText) - prMbsWidth(p.fileText)
}

// prMbsWidth is gnulib's mbswidth without flags: the columns of s, or -1
// when it holds an invalid sequence or a character that does not print.
func prMbsWidth(s string) int64 {
	var w int64
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			return -1
		}
		rw := runeWidth(r)
		if rw < 0 {
			return -1
		}
		w += int64(rw)
		i += n
	}
	return w
}

func (p *pr) initStoreCols() {
	// GNU sizes its page store here, in ints; the overflow it refuses is
	// kept, though the store here grows with what is read instead.
	total := p.linesPerBody * p.columns
	if total >= math.MaxInt32 || p.charsPerColumn >= math.MaxInt32 || total*(p.charsPerColumn+1) > math.MaxInt32 {
		p.die("integer overflow")
	}
	// The store grows with what is read, not with the page's size.
	p.buff = p.buff[:0]
	p.lineVector = p.lineVector[:0]
	p.endVector = p.endVector[:0]
}

func (p *pr) initFuncs() {
	h := p.charsPerMargin
	var hNext int64
	if p.truncateLines {
		if p.parallelFiles && p.numberedLines {
			hNext = h + p.charsPerColumn + p.numberWidth
		} else {
			hNext = h + p.charsPerColumn
		}
	}
	sep := int64(len(p.colSep))
	h += sep
	i := 1
	for ; i < len(p.cols); i++ {
		c := &p.cols[i-1]
		c.stored = p.storingColumns
		c.numbered = p.numberedLines && (!p.parallelFiles || i == 1)
		c.startPosition = h
		if !p.truncateLines {
			h, hNext = 0, 0
		} else {
			h = hNext + sep
			hNext = h + p.charsPerColumn
		}
	}
	c := &p.cols[len(p.cols)-1]
	c.stored = p.storingColumns && p.balanceColumns
	c.numbered = p.numberedLines && (!p.parallelFiles || i == 1)
	c.startPosition = h
}

func (p *pr) skipToPage(page uint64) bool {
	for n := uint64(1); n < page; n++ {
		p.checkCtx()
		for i := int64(1); i < p.linesPerBody; i++ {
			open := false
			for j := range p.cols {
				if p.cols[j].status == prOpen {
					p.skipRead(&p.cols[j], j+1)
					open = true
				}
			}
			if !open {
				break // nothing more to skip on this page
			}
		}
		p.lastLine = true
		for j := range p.cols {
			if p.cols[j].status == prOpen {
				p.skipRead(&p.cols[j], j+1)
			}
		}
		if p.storingColumns {
			for j := range p.cols {
				if p.cols[j].status != prClosed {
					p.cols[j].status = prOnHold
				}
			}
		}
		p.resetStatus()
		p.lastLine = false
		if p.filesReadyToRead < 1 {
			p.flushForMessage()
			errorf(p.inv, "starting page number %d exceeds page count %d", page, n)
			break
		}
	}
	return p.filesReadyToRead > 0
}

// flushForMessage: the message comes after what was printed before it.
func (p *pr) flushForMessage() { p.out.Flush() }

func (p *pr) skipRead(c *prColumn, column int) {
	f := c.f
	ch := f.getc()
	if ch == '\f' && c.fullPagePrinted {
		if ch = f.getc(); ch == '\n' {
			ch = f.getc()
		}
	}
	c.fullPagePrinted = false
	singleFF := ch == '\f'
	if p.lastLine {
		c.fullPagePrinted = true
	}
	for ch != '\n' {
		if ch == '\f' {
			if p.lastLine {
				if !p.parallelFiles {
					for i := range p.cols {
						p.cols[i].fullPagePrinted = false
					}
				} else {
					c.fullPagePrinted = false
				}
			}
			if ch = f.getc(); ch != '\n' {
				f.ungetc(ch)
			}
			p.holdFile(c)
			break
		} else if ch < 0 {
			p.closeFile(c)
			break
		}
		ch = f.getc()
	}
	if p.skipCount && (!p.parallelFiles || column == 1) && !singleFF {
		p.lineCount++
	}
}

func (p *pr) printPage() bool {
	p.checkCtx()
	p.initPage()
	if p.colsReadyToPrint() == 0 {
		return false
	}
	if p.extremities {
		p.printAHeader = true
	}
	p.padVertically = false
	pv := false
	linesLeft := p.linesPerBody
	if p.doubleSpace {
		linesLeft *= 2
	}
	for linesLeft > 0 && p.colsReadyToPrint() > 0 {
		p.checkCtx()
		p.outputPosition = 0
		p.spacesNotPrinted = 0
		p.separatorsNotPrinted = 0
		p.padVertically = false
		p.alignEmptyCols = false
		p.emptyLine = true
		for j := range p.cols {
			c := &p.cols[j]
			p.inputPosition = 0
			if c.linesToPrint > 0 || c.status == prFFFound {
				p.ffOnly = false
				p.paddingNotPrinted = c.startPosition
				var ok bool
				if c.stored {
					ok = p.printStored(c)
				} else {
					ok = p.readLine(c)
				}
				if !ok {
					p.readRestOfLine(c)
				}
				pv = pv || p.padVertically
				c.linesToPrint--
				if c.linesToPrint <= 0 && p.colsReadyToPrint() == 0 {
					break
				}
				if p.parallelFiles && c.status != prOpen {
					if p.emptyLine {
						p.alignEmptyCols = true
					} else if c.status == prClosed || (c.status == prOnHold && p.ffOnly) {
						p.alignColumn(c)
					}
				}
			} else if p.parallelFiles {
				if p.emptyLine {
					p.alignEmptyCols = true
				} else {
					p.alignColumn(c)
				}
			}
			if p.useColSeparator {
				p.separatorsNotPrinted++
			}
		}
		if p.padVertically {
			p.putchar('\n')
			linesLeft--
		}
		if p.colsReadyToPrint() == 0 && !p.extremities {
			break
		}
		if p.doubleSpace && pv {
			p.putchar('\n')
			linesLeft--
		}
	}
	if linesLeft == 0 {
		for j := range p.cols {
			if p.cols[j].status == prOpen {
				p.cols[j].fullPagePrinted = true
			}
		}
	}
	p.padVertically = pv
	if p.padVertically && p.extremities {
		p.padDown(linesLeft + p.linesPerFooter)
	} else if p.keepFF && p.printAFF {
		p.putchar('\f')
		p.printAFF = false
	}
	p.pageNumber++
	if p.lastPage < p.pageNumber {
		return false
	}
	p.resetStatus()
	return true
}

func (p *pr) padDown(lines int64) {
	if p.useFormFeed {
		p.putchar('\f')
	} else {
		p.putn('\n', lines)
	}
}

func (p *pr) initPage() {
	if p.storingColumns {
		p.storeColumns()
		for j := range p.cols {
			p.cols[j].linesToPrint = p.cols[j].linesStored
		}
		return
	}
	for j := range p.cols {
		c := &p.cols[j]
		if c.status == prOpen {
			c.linesToPrint = int(p.linesPerBody)
		} else {
			c.linesToPrint = 0
		}
	}
}

func (p *pr) colsReadyToPrint() int {
	n := 0
	for j := range p.cols {
		c := &p.cols[j]
		if c.status == prOpen || c.status == prFFFound ||
			(p.storingColumns && c.linesStored > 0 && c.linesToPrint > 0) {
			n++
		}
	}
	return n
}

func (p *pr) alignColumn(c *prColumn) {
	p.paddingNotPrinted = c.startPosition
	if int64(len(p.colSep)) < p.paddingNotPrinted {
		p.padAcrossTo(p.paddingNotPrinted - int64(len(p.colSep)))
		p.paddingNotPrinted = 0
	}
	if p.useColSeparator {
		p.printSepString()
	}
	if c.numbered {
		p.addLineNumber(c)
	}
}

func (p *pr) padAcrossTo(position int64) {
	if p.tabifyOutput {
		p.spacesNotPrinted = position - p.outputPosition
	} else {
		p.putn(' ', position-p.outputPosition)
		p.outputPosition = position
	}
}

func (p *pr) printWhiteSpace() {
	hOld := p.outputPosition
	goal := hOld + p.spacesNotPrinted
	for goal-hOld > 1 {
		hNew := hOld + prTabWidth(p.charsPerOutputTab, hOld)
		if hNew > goal {
			break
		}
		p.putchar(p.outputTabChar)
		hOld = hNew
		if (hOld & 0xfff) == 0 {
			p.checkCtx()
		}
	}
	p.putn(' ', goal-hOld)
	p.outputPosition = goal
	p.spacesNotPrinted = 0
}

func (p *pr) printSepString() {
	s := p.colSep
	l := len(s)
	if p.separatorsNotPrinted <= 0 {
		if p.spacesNotPrinted > 0 {
			p.printWhiteSpace()
		}
		return
	}
	// As pr.c, s and l are not reset between separators: only the first
	// of several pending ones prints its string.
	for ; p.separatorsNotPrinted > 0; p.separatorsNotPrinted-- {
		for ; l > 0; l-- {
			if s[0] == ' ' {
				p.spacesNotPrinted++
			} else {
				if p.spacesNotPrinted > 0 {
					p.printWhiteSpace()
				}
				p.putchar(s[0])
				p.outputPosition++
			}
			s = s[1:]
		}
		if p.spacesNotPrinted > 0 {
			p.printWhiteSpace()
		}
		p.checkCtx()
	}
}

// charFunc hands one character to the column: stored, or printed.
func (p *pr) charFunc(c *prColumn, ch byte) {
	if c.stored {
		p.storeBytes([]byte{ch})
		return
	}
	p.printChar(ch)
}

// spacesFunc hands n spaces to the column, without a buffer of n.
func (p *pr) spacesFunc(c *prColumn, n int64) {
	if n <= 0 {
		return
	}
	if c.stored {
		need := int64(len(p.buff)) + n
		if _, err := p.alloc.Alloc(need); err != nil {
			p.die("%s", limits.ErrTooLarge)
		}
		for ; n > 0; n-- {
			p.buff = append(p.buff, ' ')
		}
		return
	}
	if p.tabifyOutput {
		p.spacesNotPrinted += n
		return
	}
	p.putn(' ', n)
}

func (p *pr) storeBytes(b []byte) {
	if _, err := p.alloc.Alloc(int64(len(p.buff) + len(b))); err != nil {
		p.die("%s", limits.ErrTooLarge)
	}
	p.buff = append(p.buff, b...)
}

func prIsPrint(c byte) bool { return c >= 0x20 && c < 0x7f }

func (p *pr) printChar(ch byte) {
	if p.tabifyOutput {
		if ch == ' ' {
			p.spacesNotPrinted++
			return
		} else if p.spacesNotPrinted > 0 {
			p.printWhiteSpace()
		}
		if !prIsPrint(ch) {
			if ch == '\b' {
				p.outputPosition--
			}
		} else {
			p.outputPosition++
		}
	}
	p.putchar(ch)
}

func (p *pr) printClump(c *prColumn) {
	if p.spaces > 0 {
		p.spacesFunc(c, p.spaces)
		return
	}
	for i := 0; i < p.nclump; i++ {
		p.charFunc(c, p.clump[i])
	}
}

// charToClump is char_to_clump: the clump it makes is in p.clump (or
// p.spaces), and the input position moves by its width.
func (p *pr) charToClump(ch byte) {
	p.nclump, p.spaces = 0, 0
	var width int64
	charsPerC := int64(8)
	if ch == p.inputTabChar {
		charsPerC = p.charsPerInputTab
	}
	switch {
	case ch == p.inputTabChar || ch == '\t':
		width = prTabWidth(charsPerC, p.inputPosition)
		if p.untabifyInput {
			p.spaces = width
		} else {
			p.clump[0], p.nclump = ch, 1
		}
	case !prIsPrint(ch):
		switch {
		case p.useEscSequence || (p.useCntrlPrefix && ch >= 0200):
			p.clump = [4]byte{'\\', '0' + ch>>6, '0' + ch>>3&7, '0' + ch&7}
			p.nclump, width = 4, 4
		case p.useCntrlPrefix:
			p.clump[0], p.clump[1] = '^', ch^0100
			p.nclump, width = 2, 2
		case ch == '\b':
			p.clump[0], p.nclump, width = ch, 1, -1
		default:
			p.clump[0], p.nclump, width = ch, 1, 0
		}
	default:
		p.clump[0], p.nclump, width = ch, 1, 1
	}
	switch {
	case width < 0 && p.inputPosition == 0:
		p.nclump = 0
		p.inputPosition = 0
	case width < 0 && p.inputPosition <= -width:
		p.inputPosition = 0
	default:
		p.inputPosition += width
	}
}

func (p *pr) readLine(c *prColumn) bool {
	f := c.f
	ch := f.getc()
	lastInputPosition := p.inputPosition
	if ch == '\f' && c.fullPagePrinted {
		if ch = f.getc(); ch == '\n' {
			ch = f.getc()
		}
	}
	c.fullPagePrinted = false
	switch {
	case ch == '\f':
		if ch = f.getc(); ch != '\n' {
			f.ungetc(ch)
		}
		p.ffOnly = true
		if p.printAHeader && !p.storingColumns {
			p.padVertically = true
			p.printHeader()
		} else if p.keepFF {
			p.printAFF = true
		}
		p.holdFile(c)
		return true
	case ch < 0:
		p.closeFile(c)
		return true
	case ch == '\n':
	default:
		p.charToClump(byte(ch))
	}
	if p.truncateLines && p.inputPosition > p.charsPerColumn {
		p.inputPosition = lastInputPosition
		return false
	}
	if !c.stored {
		p.padVertically = true
		if p.printAHeader && !p.storingColumns {
			p.printHeader()
		}
		if p.parallelFiles && p.alignEmptyCols {
			k := p.separatorsNotPrinted
			p.separatorsNotPrinted = 0
			for j := int64(0); j < k && j < int64(len(p.cols)); j++ {
				p.alignColumn(&p.cols[j])
				p.separatorsNotPrinted++
			}
			p.paddingNotPrinted = c.startPosition
			if p.truncateLines {
				p.spacesNotPrinted = p.charsPerColumn
			} else {
				p.spacesNotPrinted = 0
			}
			p.alignEmptyCols = false
		}
		if p.paddingNotPrinted-int64(len(p.colSep)) > 0 {
			p.padAcrossTo(p.paddingNotPrinted - int64(len(p.colSep)))
			p.paddingNotPrinted = 0
		}
		if p.useColSeparator {
			p.printSepString()
		}
	}
	if c.numbered {
		p.addLineNumber(c)
	}
	p.emptyLine = false
	if ch == '\n' {
		return true
	}
	p.printClump(c)
	for n := 0; ; n++ {
		if n&0xfff == 0xfff {
			p.checkCtx()
		}
		ch = f.getc()
		switch {
		case ch == '\n':
			return true
		case ch == '\f':
			if ch = f.getc(); ch != '\n' {
				f.ungetc(ch)
			}
			if p.keepFF {
				p.printAFF = true
			}
			p.holdFile(c)
			return true
		case ch < 0:
			p.closeFile(c)
			return true
		}
		lastInputPosition = p.inputPosition
		p.charToClump(byte(ch))
		if p.truncateLines && p.inputPosition > p.charsPerColumn {
			p.inputPosition = lastInputPosition
			return false
		}
		p.printClump(c)
	}
}

func (p *pr) printStored(c *prColumn) bool {
	line := c.currentLine
	c.currentLine++
	p.padVertically = true
	if p.printAHeader {
		p.printHeader()
	}
	if c.status == prFFFound {
		for i := range p.cols {
			p.cols[i].status = prOnHold
		}
		if p.cols[0].linesToPrint <= 0 {
			if !p.extremities {
				p.padVertically = false
			}
			return true
		}
	}
	if p.paddingNotPrinted-int64(len(p.colSep)) > 0 {
		p.padAcrossTo(p.paddingNotPrinted - int64(len(p.colSep)))
		p.paddingNotPrinted = 0
	}
	if p.useColSeparator {
		p.printSepString()
	}
	// A column held by a form feed may have no line stored here, where
	// pr.c reads past its vector (its FIXME): nothing is printed.
	first, last := 0, 0
	if line+1 < len(p.lineVector) {
		first, last = p.lineVector[line], p.lineVector[line+1]
	}
	for i := first; i < last; i++ {
		if i&0xfff == 0xfff {
			p.checkCtx()
		}
		p.printChar(p.buff[i])
	}
	if p.spacesNotPrinted == 0 && line < len(p.endVector) {
		p.outputPosition = c.startPosition + p.endVector[line]
		if c.startPosition-int64(len(p.colSep)) == p.charsPerMargin {
			p.outputPosition -= int64(len(p.colSep))
		}
	}
	return true
}

func (p *pr) storeColumns() {
	p.buff = p.buff[:0]
	p.lineVector = p.lineVector[:0]
	p.endVector = p.endVector[:0]
	buffStart := 0
	lastCol := len(p.cols)
	if !p.balanceColumns {
		lastCol--
	}
	for i := 0; i < lastCol; i++ {
		p.cols[i].linesStored = 0
	}
	for i := 0; i < lastCol && p.filesReadyToRead > 0; i++ {
		c := &p.cols[i]
		c.currentLine = len(p.lineVector)
		for j := p.linesPerBody; j > 0 && p.filesReadyToRead > 0; j-- {
			if c.status != prOpen {
				continue
			}
			p.inputPosition = 0
			if !p.readLine(c) {
				p.readRestOfLine(c)
			}
			if c.status == prOpen || buffStart != len(p.buff) {
				c.linesStored++
				if _, err := p.alloc.AllocN(int64(len(p.lineVector)+1), 16); err != nil {
					p.die("%s", limits.ErrTooLarge)
				}
				p.lineVector = append(p.lineVector, buffStart)
				p.endVector = append(p.endVector, p.inputPosition)
				buffStart = len(p.buff)
			}
		}
	}
	p.lineVector = append(p.lineVector, buffStart)
	if p.balanceColumns {
		p.balance(len(p.lineVector) - 1)
	}
}

func (p *pr) balance(total int) {
	first := 0
	n := len(p.cols)
	for i := range p.cols {
		lines := total / n
		if i+1 <= total%n {
			lines++
		}
		p.cols[i].linesStored = lines
		p.cols[i].currentLine = first
		first += lines
	}
}

func (p *pr) addLineNumber(c *prColumn) {
	s := strconv.FormatInt(int64(p.lineNumber), 10)
	p.lineNumber++
	// "%*d", cut to its last chars_per_number characters.
	if int64(len(s)) >= p.charsPerNumber {
		s = s[int64(len(s))-p.charsPerNumber:]
	} else {
		p.spacesFunc(c, p.charsPerNumber-int64(len(s)))
	}
	for i := 0; i < len(s); i++ {
		p.charFunc(c, s[i])
	}
	if len(p.cols) > 1 && p.numberSeparator == '\t' {
		p.spacesFunc(c, p.numberWidth-p.charsPerNumber)
	} else {
		p.charFunc(c, p.numberSeparator)
	}
	if p.truncateLines && !p.parallelFiles {
		p.inputPosition += p.numberWidth
	}
}

func (p *pr) printHeader() {
	p.outputPosition = 0
	p.padAcrossTo(p.charsPerMargin)
	p.printWhiteSpace()
	if p.pageNumber == 0 {
		p.die("page number overflow")
	}
	pageText := "Page " + strconv.FormatUint(p.pageNumber, 10)
	avail := max(0, p.headerWidthAvailable-int64(len(pageText)))
	lhs := avail >> 1
	rhs := avail - lhs
	p.puts("\n\n")
	p.putn(' ', p.charsPerMargin)
	p.puts(p.dateText)
	p.putn(' ', max(lhs, 1))
	p.puts(p.fileText)
	p.putn(' ', max(rhs, 1))
	p.puts(pageText)
	p.puts("\n\n\n")
	p.printAHeader = false
	p.outputPosition = 0
}

func (p *pr) holdFile(c *prColumn) {
	if !p.parallelFiles {
		for i := range p.cols {
			if p.storingColumns {
				p.cols[i].status = prFFFound
			} else {
				p.cols[i].status = prOnHold
			}
		}
	} else {
		c.status = prOnHold
	}
	c.linesToPrint = 0
	p.filesReadyToRead--
}

func (p *pr) resetStatus() {
	for i := range p.cols {
		if p.cols[i].status == prOnHold {
			p.cols[i].status = prOpen
			p.filesReadyToRead++
		}
	}
	if p.storingColumns {
		if p.cols[0].status == prClosed {
			p.filesReadyToRead = 0
		} else {
			p.filesReadyToRead = 1
		}
	}
}

func (p *pr) closeFile(c *prColumn) {
	if c.status == prClosed {
		return
	}
	if err := c.f.err; err != nil {
		if p.ctx.Err() != nil {
			panic(prAbort{})
		}
		p.die("%s: %s", quoteColon(c.f.name), vfs.Strerror(err))
	}
	if c.f.closer != nil {
		c.f.closer()
		c.f.closer = nil
	}
	if !p.parallelFiles {
		for i := range p.cols {
			q := &p.cols[i]
			q.status = prClosed
			if q.linesStored == 0 {
				q.linesToPrint = 0
			}
		}
	} else {
		c.status = prClosed
		c.linesToPrint = 0
	}
	p.filesReadyToRead--
}

func (p *pr) readRestOfLine(c *prColumn) {
	f := c.f
	for n := 0; ; n++ {
		if n&0xfff == 0xfff {
			p.checkCtx()
		}
		ch := f.getc()
		if ch == '\n' {
			return
		}
		if ch == '\f' {
			if ch = f.getc(); ch != '\n' {
				f.ungetc(ch)
			}
			if p.keepFF {
				p.printAFF = true
			}
			p.holdFile(c)
			return
		}
		if ch < 0 {
			p.closeFile(c)
			return
		}
	}
}
