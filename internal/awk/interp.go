package awk

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/bits"
	"math/rand"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/vfs"
)

// Config is what a run needs from its host. Every file and command goes
// through these hooks.
type Config struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Args are the operands after the program: files and var=value
	// assignments (ARGV[1:]).
	Args []string
	// NoAssignOperands makes var=value operands file names (gawk -E).
	NoAssignOperands bool
	Argv0            string
	// Source names the program in warnings ("cmd. line" or the -f file).
	Source string
	// Warned are the warnings about escapes in Vars the caller gave
	// (EscapeWarnings); Run gives none for Vars.
	Warned map[string]bool
	Vars   [][2]string // -v assignments, before BEGIN
	Env    map[string]string
	// OpenRead opens a file for getline and for operands; OpenWrite opens
	// one for print > and >>.
	OpenRead  func(name string) (io.ReadCloser, error)
	OpenWrite func(name string, append bool) (io.WriteCloser, error)
	// Run runs a shell command line (system(), print | cmd, cmd | getline)
	// with env as its environment (what ENVIRON holds) and returns its
	// exit status. Nil disables commands.
	Run func(cmd string, env map[string]string, stdin io.Reader, stdout io.Writer) int
	// Coproc starts a command for a two-way pipe (print |& cmd, cmd |&
	// getline) running alongside the program: w is its standard input,
	// r its standard output, wait its exit status once it ends. Nil:
	// the command runs once, with what was printed to it before it was
	// first read as its whole input.
	Coproc func(cmd string, env map[string]string) (w io.WriteCloser, r io.ReadCloser, wait func() int, err error)
	Now    func() time.Time
	// ErrText words a file error for messages; nil uses err.Error().
	ErrText func(error) string
	// IsDir reports whether an operand names a directory (gawk skips
	// those with a warning); nil means none does.
	IsDir func(name string) bool
	// MaxStringBytes bounds any one string the program builds (0: 16 MiB);
	// MaxElements bounds the elements of one array and the fields of a
	// record (0: 10 million).
	MaxStringBytes int
	MaxElements    int
	// Bignum is gawk -M: integers are exact (see bignum.go).
	Bignum bool
	// NonDecimalData reads strings with a leading 0x as hexadecimal and
	// a leading 0 as octal when they become numbers (gawk -n).
	NonDecimalData bool
	// Sandbox refuses system(), redirections and new files in ARGV
	// (gawk -S).
	Sandbox bool
	// InPlace is gawk -i inplace: the output of the rules while a main
	// input file is read (its BEGINFILE and ENDFILE rules' included) goes
	// to the InPlaceFile InPlace opens for it. It is committed as gawk's
	// inplace library does, at the next file's BEGINFILE or as END
	// begins, with INPLACE_SUFFIX's value then. Nil: no in-place editing.
	InPlace func(name string) (InPlaceFile, error)
	// CharsAsBytes counts bytes instead of characters in the string
	// functions, printf and regexes (gawk -b).
	CharsAsBytes bool
	// PrettyPrint, when set, opens where the program goes as gawk's
	// --pretty-print writes it; Run then writes it instead of running
	// the program. OutputName names that file in messages.
	PrettyPrint func() (io.WriteCloser, error)
	OutputName  string
	// Profile, when set, opens where gawk's --profile output goes after
	// the run: the program with counts, under a header with
	// ProfileDate.
	Profile     func() (io.WriteCloser, error)
	ProfileDate string
	// DumpVars, when set, opens where gawk's --dump-variables listing
	// goes; Run writes it after a run that did not fail.
	DumpVars func() (io.WriteCloser, error)
	// Lint is gawk's --lint: its run-time checks (the parse-time ones
	// are ParseLint's).
	Lint Lint
}

// Special variables, at fixed global indices.
const (
	vNF = iota
	vNR
	vFNR
	vFS
	vOFS
	vORS
	vRS
	vSUBSEP
	vCONVFMT
	vOFMT
	vRSTART
	vRLENGTH
	vFILENAME
	vENVIRON
	vARGC
	vARGV
	vRT
	vERRNO
)

var specialNames = []string{"NF", "NR", "FNR", "FS", "OFS", "ORS", "RS", "SUBSEP",
	"CONVFMT", "OFMT", "RSTART", "RLENGTH", "FILENAME", "ENVIRON", "ARGC", "ARGV", "RT", "ERRNO"}

// ExitError is a fatal runtime error; awk exits 2. Line is the program
// line being run (0 before any ran); Context names the input record
// ("FILENAME=x FNR=n") when there is one.
type ExitError struct {
	Msg     string
	Line    int
	Context string
	// Err is the failed write that ended the program, if one did (a
	// reader gone kills awk with SIGPIPE, silently).
	Err error
}

func (e *ExitError) Error() string { return e.Msg }

type cell struct {
	v   value
	arr *array
	ref *cell // caller's variable, for an untyped parameter
	// refName names ref's variable (for --lint, which names an array by
	// its caller's variable).
	refName string
	// seen: the variable was used as a scalar (gawk's dump tells an
	// untyped variable from an uninitialized scalar); cmdline: its value
	// came from -v or an operand, which gawk converts to a number.
	seen, cmdline bool
}

type array struct {
	m map[string]value
	// sub are gawk's subarrays (a[i][j]) by subscript, nil until one is
	// made; a subscript is in m or in sub, never in both.
	sub map[string]*array
	// name is the variable the array was made for (--lint's messages
	// name it so in a function too).
	name string
	// kind is gawk's storage for the array, chosen by the subscript that
	// went into it while empty (sortKeyTies needs it): kindCint until
	// then, for the arrays split and the like fill from "1".
	kind arrayKind
	// order is gawk's str_array hash table for a kindStr array, whose
	// chains give for-in's order; nil for the other kinds.
	order *strOrder
}

// arrayKind is which of gawk's array types holds an array: cint_array
// (first subscript an integer 0..2^31-1), int_array (a negative int32)
// or str_array (any other).
type arrayKind uint8

const (
	kindCint arrayKind = iota
	kindInt
	kindStr
)

// noteFirst records gawk's array type when k is about to go into an
// empty array, as gawk picks it then (and again after the array emptied).
func (a *array) noteFirst(k string) {
	if a.size() == 0 {
		a.order = nil
		a.kind = kindStr
		if n, ok := int32Subscript(k); ok {
			a.kind = kindCint
			if n < 0 {
				a.kind = kindInt
			}
		}
	}
	if a.kind == kindStr && !a.has(k) {
		if a.order == nil {
			a.order = &strOrder{}
		}
		a.order.insert(k)
	}
}

// int32Subscript reports whether k is an integer subscript gawk stores
// as a number: canonical digits (no sign but -, no leading zero, not
// "-0") within int32.
func int32Subscript(k string) (int64, bool) {
	if k == "" || len(k) > 11 || k == "-0" {
		return 0, false
	}
	d := k
	if d[0] == '-' {
		d = d[1:]
	}
	if d == "" || d[0] == '0' && len(d) > 1 {
		return 0, false
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseInt(k, 10, 64)
	return n, err == nil && n >= math.MinInt32 && n <= math.MaxInt32
}

// size is the number of elements, subarrays included.
func (a *array) size() int { return len(a.m) + len(a.sub) }

// has reports whether k is an element, scalar or subarray.
func (a *array) has(k string) bool {
	if _, ok := a.m[k]; ok {
		return true
	}
	return a.sub[k] != nil
}

// clear deletes every element.
func (a *array) clear(n int) {
	a.m, a.sub, a.kind, a.order = make(map[string]value, n), nil, kindCint, nil
}

func newArray() *array { return &array{m: map[string]value{}} }

type ctrl int

const (
	cNone ctrl = iota
	cNext
	cNextfile
	cExit
	cReturn
	cBreak
	cContinue
)

type input struct {
	r      *recordReader
	close  func() error
	status int // command's exit status
	isCmd  bool
	seq    int // order of opening, among the outputs' too
}

type output struct {
	w      *bufio.Writer
	close  func() error
	cmd    string
	buf    *bytes.Buffer // pipe data, run at close
	isPipe bool
	env    map[string]string // a pipe's environment, as it opened
	// unbuffered outputs (stderr) are flushed after each print.
	unbuffered bool
	seq        int // order of opening: gawk closes the last opened first
	name       string
	flushErr   error // the flush at its close failed
}

// localeCategories are the categories dcgettext takes.
var localeCategories = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"LC_ALL": true, "LC_COLLATE": true, "LC_CTYPE": true,
		"LC_MESSAGES": true, "LC_MONETARY": true, "LC_NUMERIC": true, "LC_TIME": true}
})

type interp struct {
	mbWarned bool // gawk warned of invalid multibyte data (once a run: checkMultibyte)
	// textDirs are the directories bindtextdomain bound, by domain.
	textDirs map[string]string
	ctx      context.Context
	cfg      *Config
	prog     *Program
	globals  []*cell
	frame    []*cell
	depth    int
	retVal   value

	record string
	fields []string // fields[0] unused; 1..NF
	nf     int
	// Values assigned to $0 and to fields keep their type, as in gawk: a
	// string assigned, or $0 rebuilt, does not compare as a number even
	// if it looks like one. recVal is $0's when recTyped; fieldVals[i]
	// is field i's unless its kind is kUninit (input: a strnum).
	recVal    value
	recTyped  bool
	fieldVals []value

	// main input
	argIndex  int
	mainIn    *recordReader
	mainClose func() error
	usedFile  bool
	noMoreIn  bool

	stdout *bufio.Writer
	// inplace is the in-place sink of the main file being read (gawk -i
	// inplace), realStdout the standard output it stands in for.
	inplaceSfx  string // INPLACE_SUFFIX when the program does not use it
	inplace     InPlaceFile
	inplaceName string
	realStdout  *bufio.Writer
	outputs     map[string]*output
	coprocs     map[string]*coproc
	inputs      map[string]*input
	regexes     map[string]*regexp.Regexp
	rng         *rand.Rand
	seed        float64
	prevSeed    float64
	exitCode    int
	inRange     []bool
	// prof counts what runs for gawk's --profile (nil without it): each
	// statement, if's true branch, a loop's bodies, a rule's records and
	// matches (profMatch), a function's calls.
	prof          map[any]int
	ignoreCaseVar int    // global index of IGNORECASE, -1 if unused
	procinfoVar   int    // global index of PROCINFO, -1 if unused
	symtab        *array // gawk's SYMTAB (a view of the globals), nil if unused
	fpatVar       int    // global index of FPAT, -1 if unused
	widthsVar     int    // global index of FIELDWIDTHS, -1 if unused
	splitMode     int    // which of FS (0), FPAT (1), FIELDWIDTHS (2) was set last
	line          int    // program line being run
	inRule        bool   // running a main rule or END
	nOutputs      int    // outputs (and inputs) opened so far
	warned        map[string]bool
	exitFlushErr  *ExitError // a redirection that could not be flushed at exit
	quietEscapes  bool       // assigning Config.Vars, warned about by the caller
	steps         int
	stdinUsed     bool
	argind        int              // gawk's ARGIND: the ARGV index of the file being read
	unusedVars    map[string]value // -v and operand variables the program does not use, for the dump
	extVars       map[int]string   // gawk's variables that warn when assigned with -c/-P
	inVars        bool             // assigning Config.Vars: warnings have no program line
	// --lint: whether it is on (gawk's do_lint), END is running, its
	// warning about fields in END was given, $0 has no value yet, which
	// fields have none (made by raising NF), and the warning about the
	// length of an array was given.
	lint          bool
	lintAny       bool // --lint or --lint-old
	inEnd         bool
	lintEndFields bool
	recNull       bool
	nullFields    []bool
	lintLenArray  bool
}

// Run runs a parsed program and returns the exit status. A fatal error is
// returned as *ExitError (the status is then 2).
func Run(ctx context.Context, prog *Program, cfg *Config) (status int, err error) {
	in := &interp{ctx: ctx, cfg: cfg, prog: prog,
		outputs: map[string]*output{}, coprocs: map[string]*coproc{}, inputs: map[string]*input{}, regexes: map[string]*regexp.Regexp{},
		stdout: bufio.NewWriterSize(cfg.Stdout, stdioBuffer), warned: map[string]bool{}}
	if cfg.MaxStringBytes <= 0 {
		cfg.MaxStringBytes = 16 << 20
	}
	if cfg.MaxElements <= 0 {
		cfg.MaxElements = 10_000_000
	}
	in.lint, in.lintAny, in.recNull = cfg.Lint.on(), cfg.Lint.Flags != 0, true
	in.globals = make([]*cell, prog.nglob)
	for i := range in.globals {
		in.globals[i] = &cell{}
	}
	in.rng = rand.New(rand.NewSource(0))
	in.ignoreCaseVar, in.procinfoVar, in.fpatVar, in.widthsVar = -1, -1, -1, -1
	if i, ok := prog.globals["FPAT"]; ok {
		in.fpatVar = i
	}
	if i, ok := prog.globals["FIELDWIDTHS"]; ok {
		in.widthsVar = i
	}
	if i, ok := prog.globals["IGNORECASE"]; ok {
		in.ignoreCaseVar = i
	}
	if i, ok := prog.globals["PROCINFO"]; ok {
		in.procinfoVar = i
	}
	if prog.mode != ModeGawk {
		// With -c or -P gawk's variables are plain ones; assigning
		// IGNORECASE or BINMODE draws a warning.
		in.extVars = map[int]string{}
		for _, name := range []string{"IGNORECASE", "BINMODE"} {
			if i, ok := prog.globals[name]; ok {
				in.extVars[i] = name
			}
		}
		in.ignoreCaseVar, in.procinfoVar, in.fpatVar, in.widthsVar = -1, -1, -1, -1
	}
	in.inRange = make([]bool, len(prog.rules))
	g := in.globals
	g[vFS].v = str(" ")
	g[vOFS].v = str(" ")
	g[vORS].v = str("\n")
	g[vRS].v = str("\n")
	g[vSUBSEP].v = str("\x1c")
	g[vCONVFMT].v = str("%.6g")
	g[vOFMT].v = str("%.6g")
	g[vNR].v, g[vFNR].v, g[vNF].v = num(0), num(0), num(0)
	g[vRSTART].v, g[vRLENGTH].v = num(0), num(0)
	// gawk's own variables start with these values in every dialect.
	for name, v := range gawkVarDefaults() {
		if i, ok := prog.globals[name]; ok {
			g[i].v = v
		}
	}
	g[vFILENAME].v = str("")
	g[vERRNO].v = str("")
	g[vRT].v = str("")
	env := newArray()
	for k, v := range cfg.Env {
		env.m[k] = strnum(v)
	}
	// gawk puts its search paths in ENVIRON when the environment has
	// none.
	for k, v := range map[string]string{"AWKPATH": ".:/usr/share/awk", "AWKLIBPATH": "/usr/lib/x86_64-linux-gnu/gawk"} {
		if _, ok := env.m[k]; !ok {
			env.m[k] = strnum(v)
		}
	}
	env.name = "ENVIRON"
	g[vENVIRON].arr = env
	if i, ok := prog.globals["FUNCTAB"]; ok && prog.mode == ModeGawk {
		// gawk's FUNCTAB: the names of the user's and the builtin
		// functions, each its own value.
		ft := newArray()
		for name := range prog.funcs {
			ft.m[name] = str(name)
		}
		for name := range builtinNames() {
			ft.m[name] = str(name)
		}
		g[i].arr = ft
	}
	if prog.mode == ModeGawk {
		if i, ok := prog.globals["SYMTAB"]; ok {
			in.symtab = newArray()
			in.symtab.name = "SYMTAB"
			g[i].arr = in.symtab
		}
		if i, ok := prog.globals["PROCINFO"]; ok {
			pi := newArray()
			pi.name = "PROCINFO"
			pi.sub = map[string]*array{"identifiers": in.identifiers()}
			pi.m["FS"] = str("FS") // how records split: FS, FPAT or FIELDWIDTHS
			pi.m["strftime"] = str(defaultStrftime)
			g[i].arr = pi
		}
	}
	argv := newArray()
	argv.m["0"] = str(cfg.Argv0)
	for i, a := range cfg.Args {
		argv.m[strconv.Itoa(i+1)] = strnum(a)
	}
	argv.name = "ARGV"
	g[vARGV].arr = argv
	g[vARGC].v = num(float64(len(cfg.Args) + 1))
	in.argIndex = 1

	defer func() {
		if r := recover(); r != nil {
			ee, ok := r.(*ExitError)
			if !ok {
				panic(r)
			}
			// After a fatal error gawk flushes its output before it
			// closes the pipes (and gives no lint warnings about them).
			in.stdout.Flush()
			in.lint = false
			in.closeAll()
			status, err = 2, ee
		}
	}()
	for w := range cfg.Warned {
		in.warned[w] = true
	}
	in.quietEscapes, in.inVars = true, true
	for _, kv := range cfg.Vars {
		in.assignVar(kv[0], kv[1])
	}
	in.quietEscapes, in.inVars = false, false
	// gawk reads its options, then the program: the warnings in that order.
	for _, w := range prog.Warnings {
		if w.GenPot {
			continue
		}
		where := fmt.Sprintf("%s:%d: ", cfg.Source, w.Line)
		if w.NoLine {
			where = ""
		}
		in.escapeWarning(where, w.Msg)
	}
	if cfg.PrettyPrint != nil {
		return prettyPrintTo(prog, cfg)
	}
	if cfg.Profile != nil {
		in.prof = map[any]int{}
	}
	in.run()
	in.closeAll()
	if in.exitFlushErr != nil {
		// gawk's close_io: a redirection that cannot be flushed at exit
		// is fatal, with no line.
		return 2, in.exitFlushErr
	}
	if err := in.stdout.Flush(); err != nil {
		// close_io's warning, and status 1 unless exit gave one.
		if in.errorWritingStdout(err) && in.exitCode == 0 {
			return 1, nil
		}
	}
	if cfg.Profile != nil {
		if err := in.writeProfile(); err != nil {
			return 2, err
		}
	}
	if cfg.DumpVars != nil {
		if err := in.dumpVars(); err != nil {
			return 2, err
		}
	}
	return in.exitCode, nil
}

func (in *interp) fatal(format string, args ...any) {
	e := &ExitError{Msg: fmt.Sprintf(format, args...), Line: in.line}
	if in.inRule && in.num(in.globals[vFNR].v) > 0 {
		e.Context = fmt.Sprintf("FILENAME=%s FNR=%s", in.str(vFILENAME), in.str(vFNR))
	}
	panic(e)
}

// warn writes a warning in gawk's form, with the line and record fatal
// errors name. gawk's err() flushes standard output first, so that with
// 2>&1 a warning follows what was printed before it.
func (in *interp) warn(format string, args ...any) {
	in.stdout.Flush()
	where := ""
	if in.inRule && in.num(in.globals[vFNR].v) > 0 {
		where = fmt.Sprintf("(FILENAME=%s FNR=%s) ", in.str(vFILENAME), in.str(vFNR))
	}
	fmt.Fprintf(in.cfg.Stderr, "%s: %s:%d: %swarning: %s\n", in.cfg.Argv0, in.cfg.Source, in.line, where, fmt.Sprintf(format, args...))
}

// EscapeWarnings returns gawk's warnings for the escapes in a -v value.
func EscapeWarnings(val string) []string {
	var ws []string
	var b strings.Builder
	for i := 0; i < len(val); i++ {
		if val[i] == '\\' && i+1 < len(val) {
			n, w := unescape(&b, val[i+1:], '"')
			if w != "" {
				ws = append(ws, w)
			}
			i += n
		}
	}
	return ws
}

// escapeWarning writes a warning about an escape; gawk gives the one for
// an unknown escape once per character in a run.
func (in *interp) escapeWarning(where, msg string) {
	if strings.HasPrefix(msg, "escape sequence") || strings.HasPrefix(msg, "regexp escape") {
		if in.warned[msg] {
			return
		}
		in.warned[msg] = true
	}
	fmt.Fprintf(in.cfg.Stderr, "%s: %swarning: %s\n", in.cfg.Argv0, where, msg)
}

// assignVar performs a command-line assignment (-v or operand).
func (in *interp) assignVar(name, val string) {
	var b strings.Builder
	for i := 0; i < len(val); i++ {
		if val[i] == '\\' && i+1 < len(val) && val[i+1] == 'x' && in.prog.mode == ModePOSIX {
			b.WriteByte('x') // POSIX has no \x
			i++
			continue
		}
		if val[i] == '\\' && i+1 == len(val) {
			break // gawk drops a backslash that ends the value
		}
		if val[i] == '\\' && i+1 < len(val) {
			n, warning := unescape(&b, val[i+1:], '"')
			if warning != "" && !in.quietEscapes {
				in.escapeWarning("", warning)
			}
			i += n
			continue
		}
		b.WriteByte(val[i])
	}
	idx, ok := in.prog.globals[name]
	if !ok {
		if in.prog.mode != ModeGawk && (name == "IGNORECASE" || name == "BINMODE") && !in.warned[name] {
			in.warned[name] = true
			in.extVarWarning(name)
		}
		if name == "INPLACE_SUFFIX" {
			in.inplaceSfx = b.String() // read by -i inplace, not the program
		}
		// Not used by the program, but gawk has the variable: its dump
		// lists it.
		if in.cfg.DumpVars != nil {
			if in.unusedVars == nil {
				in.unusedVars = map[string]value{}
			}
			in.unusedVars[name] = strnum(b.String())
		}
		return
	}
	in.setGlobal(idx, strnum(b.String()))
	in.globals[idx].cmdline = true
}

func (in *interp) run() {
	for _, b := range in.prog.begin {
		if c := in.execTop(b); c == cExit {
			in.runEnd()
			return
		} else if c == cNext || c == cNextfile {
			in.fatal("`next' used in BEGIN action")
		}
	}
	if len(in.prog.rules) > 0 || len(in.prog.end) > 0 || len(in.prog.beginfile) > 0 || len(in.prog.endfile) > 0 {
	records:
		for {
			in.inRule = false
			var more bool
			if in.readMain(func() { more = in.nextMainRecord() }) {
				in.runEnd()
				return
			}
			if !more {
				break
			}
			for i, r := range in.prog.rules {
				in.inRule, in.line = true, r.line
				in.profCount(r)
				if !in.ruleMatches(i, r) {
					continue
				}
				in.profCount(profMatch{r})
				var c ctrl
				if r.noAction {
					in.printRecord()
				} else {
					c = in.execTop(r.action)
				}
				switch c {
				case cNext:
					continue records
				case cNextfile:
					if in.readMain(in.endMainFile) {
						in.runEnd()
						return
					}
					continue records
				case cExit:
					in.runEnd()
					return
				}
			}
		}
	}
	in.runEnd()
}

// runEnd runs the END blocks (also after exit outside END, as POSIX says).
func (in *interp) runEnd() {
	in.inplaceCommit() // gawk's inplace library's END rule comes first
	in.inRule, in.inEnd = true, true
	for _, b := range in.prog.end {
		if c := in.execTop(b); c == cExit {
			return
		}
	}
}

func (in *interp) ruleMatches(i int, r *rule) bool {
	if r.pattern == nil {
		return true
	}
	if r.pattern2 == nil {
		return in.cond(r.pattern)
	}
	if !in.inRange[i] {
		if !in.cond(r.pattern) {
			return false
		}
		in.inRange[i] = !in.cond(r.pattern2)
		return true
	}
	if in.cond(r.pattern2) {
		in.inRange[i] = false
	}
	return true
}

// cond evaluates a pattern or condition; a regex literal matches $0.
func (in *interp) cond(e expr) bool {
	return in.truth(in.eval(e))
}

// ---- statements ----

// execTop runs a rule's action or a BEGIN/END block, catching next and
// exit raised inside functions.
func (in *interp) execTop(b blockStmt) (c ctrl) {
	defer func() {
		if r := recover(); r != nil {
			cp, ok := r.(ctrlPanic)
			if !ok {
				panic(r)
			}
			in.frame, in.depth = nil, 0
			c = ctrl(cp)
		}
	}()
	return in.execBlock(b)
}

func (in *interp) execBlock(b blockStmt) ctrl {
	for _, s := range b {
		if c := in.exec(s); c != cNone {
			return c
		}
	}
	return cNone
}

func (in *interp) tick() {
	if in.steps++; in.steps&1023 == 0 {
		if err := in.ctx.Err(); err != nil {
			in.fatal("%s", err)
		}
	}
}

func (in *interp) exec(s stmt) ctrl {
	switch s := s.(type) {
	case *lineStmt:
		in.line = s.line
		if in.prof != nil {
			in.prof[s]++
		}
		return in.exec(s.s)
	case blockStmt:
		return in.execBlock(s)
	case *exprStmt:
		in.eval(s.e)
	case *printStmt:
		in.print(s)
	case *ifStmt:
		if in.cond(s.c) {
			if in.prof != nil {
				in.prof[s]++
			}
			return in.exec(s.then)
		} else if s.els != nil {
			return in.exec(s.els)
		}
	case *whileStmt:
		for in.cond(s.c) {
			in.tick()
			in.profCount(s)
			c := in.exec(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
		}
	case *doStmt:
		for {
			in.tick()
			in.profCount(s)
			c := in.exec(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
			if !in.cond(s.c) {
				break
			}
		}
	case *forStmt:
		if s.init != nil {
			in.exec(s.init)
		}
		for s.c == nil || in.cond(s.c) {
			in.tick()
			in.profCount(s)
			c := in.exec(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
			if s.post != nil {
				in.exec(s.post)
			}
		}
	case *forInStmt:
		arr := in.arrayOf(s.arr)
		if s.sub != nil {
			arr = in.subArrayOf(s.sub)
		}
		for _, k := range in.forInKeys(arr) {
			in.tick()
			if !arr.has(k) {
				continue
			}
			in.setVar(s.v, strnum(k))
			in.profCount(s)
			c := in.exec(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
		}
	case *switchStmt:
		return in.execSwitch(s)
	case nextStmt:
		return cNext
	case nextfileStmt:
		return cNextfile
	case *exitStmt:
		if s.e != nil {
			in.exitCode = int(in.num(in.eval(s.e))) & 0xff
		}
		return cExit
	case *returnStmt:
		in.retVal = value{}
		if s.e != nil {
			in.retVal = in.eval(s.e)
		}
		return cReturn
	case breakStmt:
		return cBreak
	case contStmt:
		return cContinue
	case *deleteStmt:
		arr := in.arrayOf(s.arr)
		if arr == in.symtab {
			in.fatal("`delete' is not allowed with SYMTAB")
		}
		if s.base != nil {
			arr = in.subArrayOf(s.base)
		}
		if s.index == nil {
			arr.clear(0)
		} else {
			k := in.subscript(s.index)
			if in.lint && !arr.has(k) {
				in.lintf("delete: index `%s' not in array `%s'", k, arr.name)
			}
			if arr.order != nil && arr.has(k) {
				arr.order.remove(k)
			}
			delete(arr.m, k)
			delete(arr.sub, k)
		}
	default:
		in.fatal("internal error: unknown statement %T", s)
	}
	return cNone
}

// execSwitch runs gawk's switch: from the first case whose value matches
// (a regex matching the value's string, a number equal when the value is
// numeric, else equal strings), or default, through the cases after it
// until a break.
func (in *interp) execSwitch(s *switchStmt) ctrl {
	v := in.eval(s.e)
	start := -1
	for i, c := range s.cases {
		switch val := c.val.(type) {
		case *regexLit:
			if in.regex(val.src).MatchString(in.latin1In(in.toStr(v))) {
				start = i
			}
		case *numLit:
			if in.isNumeric(v) {
				if in.num(v) == val.n {
					start = i
				}
			} else if in.toStr(v) == in.toStr(num(val.n)) {
				start = i
			}
		case *strLit:
			if in.toStr(v) == val.s {
				start = i
			}
		}
		if start >= 0 {
			break
		}
	}
	if start < 0 {
		for i, c := range s.cases {
			if c.val == nil {
				start = i
			}
		}
		if start < 0 {
			return cNone
		}
	}
	for _, c := range s.cases[start:] {
		switch r := in.execBlock(c.body); r {
		case cNone:
		case cBreak:
			return cNone
		default:
			return r
		}
	}
	return cNone
}

// childEnv is the environment of the commands the program runs: gawk
// sets and unsets variables as ENVIRON's elements are assigned and
// deleted. A number assigned sets the variable empty (gawk's setenv sees
// no string for it); an element only referenced sets nothing; the search
// paths gawk puts in ENVIRON at start are not in the environment.
func (in *interp) childEnv() map[string]string {
	arr := in.globals[vENVIRON].arr
	env := make(map[string]string, len(arr.m))
	for k, v := range arr.m {
		switch {
		case v.kind == kUninit && !v.asg:
		case k == "AWKPATH" || k == "AWKLIBPATH":
			if orig, ok := in.cfg.Env[k]; ok {
				env[k] = orig
			}
		case v.kind == kUninit || v.kind == kNum:
			env[k] = ""
		default:
			env[k] = v.s
		}
	}
	return env
}

// defaultStrftime is gawk's PROCINFO["strftime"] at start, date(1)'s format.
const defaultStrftime = "%a %b %e %H:%M:%S %Z %Y"

// forInKeys orders an array's keys for for-in: as gawk's
// PROCINFO["sorted_in"] says when set, else by sortedKeys.
func (in *interp) forInKeys(a *array) []string {
	if in.procinfoVar < 0 {
		return unsortedKeys(a)
	}
	pi := in.globals[in.procinfoVar]
	if pi.arr == nil {
		return unsortedKeys(a)
	}
	howV, ok := pi.arr.m["sorted_in"]
	if !ok {
		return unsortedKeys(a)
	}
	return in.orderKeys(a, in.toStr(howV))
}

// unsortedKeys is for-in's order without PROCINFO["sorted_in"]: a
// str_array's hash chains as gawk walks them when the table saw every
// element go in, else sortedKeys.
func unsortedKeys(a *array) []string {
	if a.kind == kindStr && a.order != nil && a.order.count == a.size() {
		return a.order.list()
	}
	return sortedKeys(a)
}

// orderKeys orders an array's keys as gawk's sorting method how says
// (PROCINFO["sorted_in"] and asort's third argument): @ind_*, @val_* or
// the name of a function of (i1, v1, i2, v2).
func (in *interp) orderKeys(a *array, how string) []string {
	keys := sortedKeys(a)
	desc := strings.HasSuffix(how, "_desc")
	fold := in.ignoreCase()
	cmpFold := func(x, y string) int {
		if fold {
			// gawk compares strings ignoring case under IGNORECASE,
			// and strings equal so by their bytes.
			if c := strings.Compare(in.lower(x), in.lower(y)); c != 0 {
				return c
			}
		}
		return strings.Compare(x, y)
	}
	strCmp := func(x, y string) int {
		if desc {
			return cmpFold(y, x)
		}
		return cmpFold(x, y)
	}
	numCmp := func(x, y float64) int {
		switch {
		case x < y && !desc, x > y && desc:
			return -1
		case x == y:
			return 0
		}
		return 1
	}
	// rank orders values by type as gawk's @val_* orders do: an element
	// only referenced (gawk's untyped) first, subarrays last; between
	// them @val_type puts numbers before strings.
	rank := func(k string) int {
		v, ok := a.m[k]
		switch {
		case !ok:
			return 3
		case v.kind == kUninit && !v.asg:
			return 0
		case v.kind == kStr || v.kind == kStrNum && !looksNumeric(v.s):
			return 2
		}
		return 1
	}
	// tieKey is the index gawk breaks a tie of values with: an integer
	// index its array stores as a number has no string there (it
	// compares as ""), so such ties keep the array's integer order,
	// ascending whatever the direction.
	tieKey := func(k string) string {
		if a.kind == kindStr {
			return k
		}
		if n, ok := int32Subscript(k); ok && (n >= 0 || a.kind == kindInt) {
			return ""
		}
		return k
	}
	// byValue is gawk's ascending @val_* comparison: the descending one
	// negates all of it, the index tie-break included.
	byValue := func(typed bool, values func(i, j string, ri int) int) func(i, j string) int {
		return func(i, j string) int {
			ri, rj := rank(i), rank(j)
			if !typed && ri == 2 {
				ri = 1
			}
			if !typed && rj == 2 {
				rj = 1
			}
			c := ri - rj
			if c == 0 && ri != 0 && ri != 3 {
				c = values(i, j, ri)
			}
			if c == 0 {
				c = cmpFold(tieKey(i), tieKey(j))
			}
			if desc {
				return -c
			}
			return c
		}
	}
	valStr := func(i, j string) int { return cmpFold(in.toStr(a.m[i]), in.toStr(a.m[j])) }
	valNum := func(i, j string) int { return numCmpAsc(in.num(a.m[i]), in.num(a.m[j])) }
	var cmp func(i, j string) int
	switch how {
	case "@unsorted", "":
		return unsortedKeys(a)
	case "@ind_str_asc", "@ind_str_desc":
		cmp = strCmp
	case "@ind_num_asc", "@ind_num_desc":
		cmp = func(i, j string) int {
			x, _ := in.strToNum(i)
			y, _ := in.strToNum(j)
			if c := numCmp(x, y); c != 0 {
				return c
			}
			return strCmp(i, j)
		}
	case "@val_type_asc", "@val_type_desc":
		cmp = byValue(true, func(i, j string, r int) int {
			if r == 1 {
				return valNum(i, j)
			}
			return valStr(i, j)
		})
	case "@val_str_asc", "@val_str_desc":
		cmp = byValue(false, func(i, j string, _ int) int { return valStr(i, j) })
	case "@val_num_asc", "@val_num_desc":
		cmp = byValue(false, func(i, j string, _ int) int {
			if c := valNum(i, j); c != 0 {
				return c
			}
			return valStr(i, j)
		})
	default:
		fn, ok := in.prog.funcs[how]
		if !ok {
			in.fatal("sort comparison function `%s' is not defined", how)
		}
		if len(fn.params) < 4 {
			in.fatal("PROCINFO[\"sorted_in\"]: `%s' is not a sorting method or a function of four arguments", how)
		}
		cmp = func(i, j string) int {
			call := &userCall{name: how, fn: fn, args: []expr{&strLit{s: i}, &valueLit{a.m[i]}, &strLit{s: j}, &valueLit{a.m[j]}}}
			r := in.num(in.call(call))
			switch {
			case r < 0:
				return -1
			case r > 0:
				return 1
			}
			return 0
		}
	}
	sort.SliceStable(keys, func(x, y int) bool { return cmp(keys[x], keys[y]) < 0 })
	return keys
}

// numCmpAsc compares numbers as gawk's cmp_numbers: NaN above all.
func numCmpAsc(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	case x == y:
		return 0
	case x != x && y != y:
		return 0
	case x != x:
		return 1
	}
	return -1
}

// valueLit is an already computed value, for calls made by the
// interpreter itself.
type valueLit struct{ v value }

// sortedKeys orders an array's keys for for-in as gawk tends to for small
// arrays: non-integer keys first (sorted), then integer keys ascending.
func sortedKeys(a *array) []string {
	keys := make([]string, 0, a.size())
	for k := range a.m {
		keys = append(keys, k)
	}
	for k := range a.sub {
		keys = append(keys, k)
	}
	isInt := func(s string) (int64, bool) {
		n, err := strconv.ParseInt(s, 10, 64)
		return n, err == nil && strconv.FormatInt(n, 10) == s
	}
	sort.Slice(keys, func(i, j int) bool {
		a, aInt := isInt(keys[i])
		b, bInt := isInt(keys[j])
		switch {
		case aInt && bInt:
			return a < b
		case aInt != bInt:
			return bInt
		}
		return keys[i] < keys[j]
	})
	return keys
}

// ---- variables ----

func (in *interp) cellOf(v *varRef) *cell {
	if v.local {
		return in.frame[v.idx]
	}
	return in.globals[v.idx]
}

func (in *interp) arrayOf(v *varRef) *array {
	a := in.cellArray(in.cellOf(v), v.name)
	if a == in.symtab {
		in.refreshSymtab()
	}
	return a
}

// arrayArg is the array an argument names: a variable, or an element
// that is (or becomes) a subarray.
func (in *interp) arrayArg(e expr) *array {
	switch e := unparen(e).(type) {
	case *varRef:
		return in.arrayOf(e)
	case *indexRef:
		return in.subArrayOf(e)
	}
	in.fatal("attempt to use a scalar value as array")
	return nil
}

// elementOf is the array holding the element e names, and its subscript.
func (in *interp) elementOf(e *indexRef) (*array, string) {
	if e.base == nil {
		return in.arrayOf(e.arr), in.subscript(e.index)
	}
	return in.subArrayOf(e.base), in.subscript(e.index)
}

// subArrayOf is the subarray the element e names (gawk's arrays of
// arrays), made when the element is new or untyped. The chain of
// subscripts is walked in a loop: its length is the parser's nesting.
func (in *interp) subArrayOf(e *indexRef) *array {
	var chain []*indexRef
	for r := e; r != nil; r = r.base {
		chain = append(chain, r)
	}
	arr := in.arrayOf(e.arr)
	keys := make([]string, 0, len(chain))
	for i := len(chain) - 1; i >= 0; i-- {
		k := in.subscript(chain[i].index)
		keys = append(keys, k)
		if s := arr.sub[k]; s != nil {
			arr = s
			continue
		}
		v, ok := arr.m[k]
		if ok && (v.kind != kUninit || v.asg) || arr == in.symtab {
			// gawk makes no array through SYMTAB: its elements are
			// the globals as they are.
			in.fatal("attempt to use scalar `%s' as an array", elemName(e.arr.name, keys))
		}
		if !ok {
			if in.lint {
				in.lintElement(arr.name, k, true)
			}
			in.checkElements(arr)
		}
		arr.noteFirst(k)
		delete(arr.m, k)
		if arr.sub == nil {
			arr.sub = map[string]*array{}
		}
		s := newArray()
		if in.lint {
			s.name = elemName(arr.name, []string{k})
		}
		arr.sub[k] = s
		arr = s
	}
	return arr
}

// elemName names an element in messages as gawk does: a["1"]["x"].
func elemName(name string, keys []string) string {
	var b strings.Builder
	b.WriteString(name)
	for _, k := range keys {
		b.WriteString("[\"" + k + "\"]")
	}
	return b.String()
}

// scalarContext is gawk's error for a subarray used as a scalar.
func (in *interp) scalarContext(e *indexRef) {
	var keys []string
	for r := e; r != nil; r = r.base {
		keys = append(keys, in.subscript(r.index))
	}
	slices.Reverse(keys)
	in.fatal("attempt to use array `%s' in a scalar context", elemName(e.arr.name, keys))
}

func (in *interp) cellArray(c *cell, name string) *array {
	if c.arr != nil {
		return c.arr
	}
	if c.v.kind != kUninit {
		in.fatal("attempt to use scalar `%s' as an array", name)
	}
	if c.ref != nil {
		c.arr = in.cellArray(c.ref, c.refName)
	} else {
		c.arr = newArray()
		c.arr.name = name
	}
	return c.arr
}

func (in *interp) getVar(v *varRef) value {
	c := in.cellOf(v)
	c.seen = true
	if c.arr != nil {
		in.fatal("attempt to use array `%s' in a scalar context", v.name)
	}
	return c.v
}

func (in *interp) setVar(v *varRef, val value) {
	if !v.local {
		in.setGlobal(v.idx, val)
		return
	}
	c := in.frame[v.idx]
	if c.arr != nil {
		in.fatal("attempt to use array `%s' in a scalar context", v.name)
	}
	c.v = val
	c.ref = nil
}

// extVarWarning is gawk's warning for assigning IGNORECASE or BINMODE
// with -c or -P; a -v assignment's has no program line.
func (in *interp) extVarWarning(name string) {
	if in.inVars {
		fmt.Fprintf(in.cfg.Stderr, "%s: warning: `%s' is a gawk extension\n", in.cfg.Argv0, name)
		return
	}
	in.warn("`%s' is a gawk extension", name)
}

// setRT sets RT, which only gawk's own dialect has.
func (in *interp) setRT(v value) {
	if in.prog.mode == ModeGawk {
		in.globals[vRT].v = v
	}
}

func (in *interp) setGlobal(idx int, val value) {
	if name, ok := in.extVars[idx]; ok {
		// gawk warns once, at the first assignment.
		delete(in.extVars, idx)
		in.extVarWarning(name)
	}
	if in.lintAny {
		in.lintSetGlobal(idx, val)
	}
	c := in.globals[idx]
	if c.arr != nil {
		in.fatal("attempt to use array `%s' in a scalar context", in.globalName(idx))
	}
	c.v = val
	c.seen, c.cmdline = true, false
	switch idx {
	case vNF:
		in.setNF(int(in.num(val)))
	case vFS:
		in.splitMode = 0
		in.procinfoFS("FS")
	case in.fpatVar:
		in.splitMode = 1
		in.procinfoFS("FPAT")
	case in.widthsVar:
		in.splitMode = 2
		in.checkWidths()
		in.procinfoFS("FIELDWIDTHS")
	}
}

// procinfoFS is gawk's PROCINFO["FS"]: which variable splits records.
func (in *interp) procinfoFS(name string) {
	if in.procinfoVar < 0 || in.prog.mode != ModeGawk {
		return
	}
	if pi := in.globals[in.procinfoVar].arr; pi != nil {
		pi.m["FS"] = str(name)
	}
}

// checkWidths is gawk's check of a FIELDWIDTHS value as it is assigned.
func (in *interp) checkWidths() {
	s := in.str(in.widthsVar)
	field := 0
	for i := 0; ; {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
			i++
		}
		if i >= len(s) {
			return
		}
		field++
		end := i
		for end < len(s) && s[end] != ' ' && s[end] != '\t' && s[end] != '\n' {
			end++
		}
		item := s[i:end]
		if item == "*" {
			if strings.TrimLeft(s[end:], " \t\n") != "" {
				in.fatal("`*' must be the last designator in FIELDWIDTHS")
			}
			return
		}
		ok, at := true, i
		if skip, w, found := strings.Cut(item, ":"); found {
			n, err := strconv.Atoi(skip)
			ok = err == nil && n >= 0 && skip[0] != '+'
			if ok {
				at += len(skip) + 1 // gawk shows the text after the skip
			}
			item = w
		}
		if n, err := strconv.Atoi(item); ok && (err != nil || n < 0 || item[0] == '+') {
			ok = false
		}
		if !ok {
			in.fatal("invalid FIELDWIDTHS value, for field %d, near `%s'", field, s[at:])
		}
		i = end
	}
}

func (in *interp) globalName(idx int) string {
	for n, i := range in.prog.globals {
		if i == idx {
			return n
		}
	}
	return "?"
}

func (in *interp) toStr(v value) string {
	switch v.kind {
	case kNum:
		if v.s != "" {
			return v.s // a constant's text under --profile
		}
		if v.b != nil {
			return v.b.String()
		}
		return numToStr(v.n, in.str(vCONVFMT))
	case kStr, kStrNum:
		return v.s
	}
	return ""
}

// outStr converts for output: numbers use OFMT.
func (in *interp) outStr(v value) string {
	if v.kind == kNum && v.s == "" && v.b == nil {
		return numToStr(v.n, in.str(vOFMT))
	}
	return in.toStr(v)
}

func (in *interp) str(idx int) string { return in.toStr(in.globals[idx].v) }

func (in *interp) subscript(index []expr) string {
	if len(index) == 1 {
		return in.toStr(in.eval(index[0]))
	}
	parts := make([]string, len(index))
	for i, e := range index {
		parts[i] = in.toStr(in.eval(e))
	}
	return strings.Join(parts, in.str(vSUBSEP))
}

// ---- fields and records ----

// setRecord sets $0 to an input record.
func (in *interp) setRecord(s string) {
	in.record, in.recNull = s, false
	in.recTyped = false
	in.splitRecord()
}

func (in *interp) splitRecord() {
	fs := in.str(vFS)
	paragraph := in.str(vRS) == ""
	in.fields = append(in.fields[:0], "")
	in.fieldVals = in.fieldVals[:0]
	if in.lint {
		in.nullFields = in.nullFields[:0]
	}
	switch in.splitMode {
	case 1:
		// gawk's FPAT: the fields are the matches of the pattern.
		re := in.regex(in.str(in.fpatVar))
		rec := in.latin1In(in.record)
		for _, loc := range re.FindAllStringIndex(rec, -1) {
			in.fields = append(in.fields, in.latin1Out(rec[loc[0]:loc[1]]))
		}
	case 2:
		in.fields = append(in.fields, in.fixedWidths(in.record)...)
	default:
		if fs == "" && in.prog.mode != ModeGawk && in.record != "" {
			// An empty FS splitting characters is gawk's: with -c or -P
			// it matches nothing (but the newline of a paragraph).
			if paragraph {
				in.fields = append(in.fields, strings.Split(in.record, "\n")...)
			} else {
				in.fields = append(in.fields, in.record)
			}
			break
		}
		in.fields = append(in.fields, in.split(in.record, fs, paragraph)...)
	}
	in.nf = len(in.fields) - 1
	in.globals[vNF].v = num(float64(in.nf))
}

// split splits s by a field separator as awk does.
func (in *interp) split(s, fs string, paragraph bool) []string {
	if s == "" {
		return nil
	}
	switch {
	case fs == " ":
		return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' })
	case fs == "":
		return in.charsOf(s)
	case len(fs) == 1 && !paragraph:
		// Any other single character separates literally.
		return strings.Split(s, fs)
	}
	pattern := fs
	if len(fs) == 1 {
		pattern = regexp.QuoteMeta(fs)
	}
	if paragraph && len(fs) == 1 {
		// A paragraph's newline separates fields too when FS is one
		// character; a regexp FS splits as it says (gawk's set_FS).
		pattern = "(" + pattern + ")|\n"
	}
	return in.splitByRegex(in.regex(pattern), s)
}

// splitByRegex is splitByRegex on bytes under -b.
func (in *interp) splitByRegex(re *regexp.Regexp, s string) []string {
	if !in.cfg.CharsAsBytes || isASCII(s) {
		return splitByRegex(re, s)
	}
	parts := splitByRegex(re, toLatin1(s))
	for i, p := range parts {
		parts[i] = fromLatin1(p)
	}
	return parts
}

// splitByRegex splits s at the matches of re as gawk's re_parse_field
// does: an empty match separates nothing, the search goes on one
// character further (so FS = "-*" splits "a--b" in two), and a separator
// at the very end leaves an empty last field.
func splitByRegex(re *regexp.Regexp, s string) []string {
	var out []string
	regexSpans(re, s, func(from, to int) { out = append(out, s[from:to]) })
	return out
}

// regexSpans calls field with the byte span of each field of s as
// splitByRegex cuts them, in order.
func regexSpans(re *regexp.Regexp, s string, field func(from, to int)) {
	if s == "" {
		return
	}
	start, scan := 0, 0
	for scan < len(s) {
		loc := re.FindStringIndex(s[scan:])
		if loc == nil {
			break
		}
		if loc[0] == loc[1] {
			_, n := utf8.DecodeRuneInString(s[scan:])
			scan += n
			continue
		}
		field(start, scan+loc[0])
		scan += loc[1]
		start = scan
		if scan == len(s) {
			field(scan, scan)
			return
		}
	}
	field(start, len(s))
}

// splitWithSeps is split(s, a, fs, seps), gawk's four-argument form: the
// fields go to a as split cuts them, and seps[i] is the separator after
// field i; with the default separator " ", blanks before the first field
// are seps[0] and blanks after the last seps[n].
func (in *interp) splitWithSeps(s string, ref expr, fsArg, sepsArg expr) value {
	sepsRef := unparen(sepsArg)
	if !isArrayArg(sepsRef) {
		in.fatal("split: fourth argument is not an array")
	}
	var re *regexp.Regexp
	fs := ""
	if r, ok := fsArg.(*regexLit); ok && r.src != "" {
		re = in.regex(r.src)
	} else if ok {
		// gawk splits at every character for // as for "".
	} else {
		fs = in.toStr(in.eval(fsArg))
		if len(fs) > 1 {
			re = in.regex(fs)
		}
	}
	text := s
	latin := re != nil && in.cfg.CharsAsBytes && !isASCII(s)
	if latin {
		text = toLatin1(s)
	}
	var spans [][2]int
	add := func(from, to int) { spans = append(spans, [2]int{from, to}) }
	switch {
	case s == "":
	case re != nil:
		regexSpans(re, text, add)
	case fs == " ":
		for i := 0; i < len(s); {
			for i < len(s) && isFieldBlank(s[i]) {
				i++
			}
			j := i
			for j < len(s) && !isFieldBlank(s[j]) {
				j++
			}
			if j > i {
				add(i, j)
			}
			i = j
		}
	case fs == "":
		for i := 0; i < len(s); {
			n := 1
			if !in.cfg.CharsAsBytes {
				_, n = utf8.DecodeRuneInString(s[i:])
			}
			add(i, i+n)
			i += n
		}
	default:
		start := 0
		for {
			k := strings.IndexByte(s[start:], fs[0])
			if k < 0 {
				break
			}
			add(start, start+k)
			start += k + 1
		}
		add(start, len(s))
	}
	piece := func(from, to int) value {
		if latin {
			return strnum(fromLatin1(text[from:to]))
		}
		return strnum(text[from:to])
	}
	arr, seps := in.arrayArg(ref), in.arrayArg(sepsRef)
	if arr == seps {
		in.fatal("split: cannot use the same array for second and fourth args")
	}
	arr.clear(len(spans))
	seps.clear(len(spans))
	for i, sp := range spans {
		arr.m[strconv.Itoa(i+1)] = piece(sp[0], sp[1])
		if i > 0 {
			seps.m[strconv.Itoa(i)] = piece(spans[i-1][1], sp[0])
		}
	}
	if fs == " " && re == nil && s != "" {
		first, last := len(s), len(s)
		if len(spans) > 0 {
			first, last = spans[0][0], spans[len(spans)-1][1]
		}
		if first > 0 {
			seps.m["0"] = piece(0, first)
		}
		if last < len(s) && len(spans) > 0 {
			seps.m[strconv.Itoa(len(spans))] = piece(last, len(s))
		}
	}
	return num(float64(len(spans)))
}

// isFieldBlank: the default field separator's blanks.
func isFieldBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' }

// fixedWidths splits s by gawk's FIELDWIDTHS: "[skip:]width ..." in
// characters, the last width perhaps "*" for the rest.
func (in *interp) fixedWidths(s string) []string {
	var out []string
	pos := 0
	for _, item := range strings.Fields(in.str(in.widthsVar)) {
		if pos >= len(s) {
			break
		}
		if skip, w, ok := strings.Cut(item, ":"); ok {
			n, err := strconv.Atoi(skip)
			if err != nil || n < 0 {
				in.fatal("invalid FIELDWIDTHS value `%s'", in.str(in.widthsVar))
			}
			pos += in.charOff(s[pos:], n)
			item = w
		}
		if item == "*" {
			out = append(out, s[pos:])
			pos = len(s)
			break
		}
		n, err := strconv.Atoi(item)
		if err != nil || n < 0 {
			in.fatal("invalid FIELDWIDTHS value `%s'", in.str(in.widthsVar))
		}
		end := pos + in.charOff(s[pos:], n)
		out = append(out, s[pos:end])
		pos = end
	}
	return out
}

func (in *interp) getField(i int) value {
	switch {
	case i < 0:
		in.fatal("attempt to access field %d", i)
	case i == 0:
		if in.recTyped {
			return in.recVal
		}
		return strnum(in.record)
	case i <= in.nf:
		if i < len(in.fieldVals) && in.fieldVals[i].kind != kUninit {
			return in.fieldVals[i]
		}
		return strnum(in.fields[i])
	}
	// POSIX makes a field past NF uninitialized (equal to 0); gawk's is
	// an empty string: $5 == 0 is false.
	return str("")
}

func (in *interp) setField(i int, v value) {
	s := in.toStr(v)
	switch {
	case i < 0:
		in.fatal("attempt to access field %d", i)
	case i == 0:
		in.record, in.recNull = s, false
		in.splitRecord()
		in.recVal, in.recTyped = v, true
		return
	}
	in.growFields(i)
	if i < len(in.nullFields) {
		in.nullFields[i] = false
	}
	in.fields[i] = s
	if len(in.fieldVals) <= i {
		in.fieldVals = append(in.fieldVals, make([]value, i+1-len(in.fieldVals))...)
	}
	in.fieldVals[i] = v
	in.globals[vNF].v = num(float64(in.nf))
	in.rebuild()
}

func (in *interp) setNF(n int) {
	if n < 0 {
		in.fatal("NF set to negative value")
	}
	in.growFields(n)
	in.nf = n
	in.fields = in.fields[:n+1]
	if len(in.fieldVals) > n+1 {
		in.fieldVals = in.fieldVals[:n+1]
	}
	in.rebuild()
}

// growFields makes the record at least n fields long with empty ones,
// within the element limit (a field number comes from the program:
// $(NF+1e6) = 1 in a loop would otherwise grow without end), in one
// allocation. Before the first record (BEGIN) there is no field slice yet.
func (in *interp) growFields(n int) {
	if n > in.cfg.MaxElements {
		in.fatal("NF %d too large", n)
	}
	if len(in.fields) == 0 {
		in.fields = append(in.fields, "")
	}
	if n > in.nf {
		if in.lint {
			in.lintGrowFields(n)
		}
		in.fields = append(in.fields[:in.nf+1], make([]string, n-in.nf)...)
		in.nf = n
	}
}

func (in *interp) rebuild() {
	in.record, in.recNull = strings.Join(in.fields[1:in.nf+1], in.str(vOFS)), false
	in.recVal, in.recTyped = str(in.record), true
}

// nextMainRecord reads the next record of the main input, from the ARGV
// files in turn (stdin when there are none).
func (in *interp) nextMainRecord() bool {
	for {
		if in.mainIn == nil && !in.openNextMain() {
			return false
		}
		rec, ok := in.readRecord(in.mainIn)
		if ok {
			in.setRecord(rec)
			in.incr(vNR)
			in.incr(vFNR)
			return true
		}
		in.endMainFile()
	}
}

func (in *interp) incr(idx int) {
	c := in.globals[idx]
	c.v = num(in.num(c.v) + 1)
}

func (in *interp) closeMain() {
	if in.mainClose != nil {
		in.mainClose()
	}
	in.mainIn, in.mainClose = nil, nil
}

var assignOperand = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`) })

func (in *interp) openNextMain() bool {
	if in.noMoreIn {
		return false
	}
	argv := in.globals[vARGV].arr
	for {
		argc := int(in.num(in.globals[vARGC].v))
		if in.argIndex >= argc {
			break
		}
		i := in.argIndex
		in.argIndex++
		v, ok := argv.m[strconv.Itoa(i)]
		// A number (ARGV[1] = 5, not "5" nor an operand) is skipped
		// as an empty element: gawk's nextfile reads the element's
		// string as it is, and a number has none yet.
		if !ok || v.kind == kNum {
			continue
		}
		arg := in.toStr(v)
		if arg == "" {
			continue
		}
		if !in.cfg.NoAssignOperands && assignOperand().MatchString(arg) {
			eq := strings.IndexByte(arg, '=')
			in.assignVar(arg[:eq], arg[eq+1:])
			continue
		}
		isDir := in.cfg.IsDir != nil && arg != "-" && in.cfg.IsDir(arg)
		where := ""
		if isDir && len(in.prog.beginfile) > 0 {
			// gawk's BEGINFILE sees the directory in ERRNO and may
			// skip it quietly with nextfile; its warning then names
			// the program line.
			in.globals[vFILENAME].v = str(arg)
			in.globals[vFNR].v = num(0)
			in.globals[vERRNO].v = str("Is a directory")
			if in.runFileRules(in.prog.beginfile) == cNextfile {
				continue
			}
			where = fmt.Sprintf("%s:%d: ", in.cfg.Source, in.line)
		}
		if isDir {
			in.stdout.Flush()
			fmt.Fprintf(in.cfg.Stderr, "%s: %swarning: command line argument `%s' is a directory: skipped\n", in.cfg.Argv0, where, arg)
			continue
		}
		in.inplaceCommit()
		in.usedFile = true
		if in.prog.mode == ModeGawk {
			in.argind = i
			if idx, ok := in.prog.globals["ARGIND"]; ok {
				in.setGlobal(idx, num(float64(i)))
			}
		}
		in.globals[vFILENAME].v = str(arg)
		in.globals[vFNR].v = num(0)
		if arg == "-" || arg == "/dev/stdin" {
			in.inplaceStdin()
			in.mainIn, in.mainClose = newRecordReader(in.cfg.Stdin), nil
		} else if r, err := in.cfg.OpenRead(arg); err != nil {
			if len(in.prog.beginfile) > 0 {
				// BEGINFILE learns why from ERRNO; unless it skips
				// the file with nextfile, the error is fatal.
				in.globals[vERRNO].v = str(vfs.Strerror(err))
				if in.runFileRules(in.prog.beginfile) == cNextfile {
					continue
				}
			}
			in.fatal("cannot open file `%s' for reading: %s", arg, in.errText(err))
		} else {
			in.mainIn, in.mainClose = newRecordReader(r), r.Close
			if in.cfg.InPlace != nil {
				in.stdout.Flush()
				w, err := in.cfg.InPlace(arg)
				if err != nil {
					in.fatal("inplace::begin: cannot edit `%s': %s", arg, in.errText(err))
				}
				in.inplace, in.inplaceName, in.realStdout = w, arg, in.stdout
				in.stdout = bufio.NewWriterSize(w, 32<<10)
			}
		}
		if in.beginFile() {
			return true
		}
	}
	in.noMoreIn = true
	if in.usedFile {
		return false
	}
	in.usedFile = true
	in.globals[vFILENAME].v = str("-")
	in.inplaceStdin()
	in.mainIn = newRecordReader(in.cfg.Stdin)
	if !in.beginFile() {
		return false
	}
	return true
}

// InPlaceFile takes the new content of a file edited in place.
type InPlaceFile interface {
	io.Writer
	// Commit puts what was written in the file's place; suffix, when not
	// "", names a backup of the old file.
	Commit(suffix string) error
}

// inplaceCommit commits the file being edited in place, if any, and
// gives the rules standard output back.
func (in *interp) inplaceCommit() {
	if in.inplace == nil {
		return
	}
	w, name := in.inplace, in.inplaceName
	in.inplace = nil
	err := in.stdout.Flush()
	in.stdout = in.realStdout
	if cerr := w.Commit(in.inplaceSuffix()); err == nil {
		err = cerr
	}
	if err != nil {
		in.fatal("inplace::end: cannot replace `%s': %s", name, in.errText(err))
	}
}

// inplaceStdin: gawk -i inplace reads standard input as it is, its
// output to standard output, and warns.
func (in *interp) inplaceStdin() {
	if in.cfg.InPlace != nil {
		in.stdout.Flush()
		fmt.Fprintf(in.cfg.Stderr, "%s: inplace:59: warning: inplace::begin: disabling in-place editing for invalid FILENAME `-'\n", in.cfg.Argv0)
	}
}

// inplaceSuffix is INPLACE_SUFFIX's value, gawk -i inplace's backup
// suffix ("" for none).
func (in *interp) inplaceSuffix() string {
	if idx, ok := in.prog.globals["INPLACE_SUFFIX"]; ok {
		return in.toStr(in.globals[idx].v)
	}
	return in.inplaceSfx
}

// beginFile runs the BEGINFILE rules for the main input just opened; when
// they skip it with nextfile, its ENDFILE rules run and it is closed, and
// beginFile reports false.
func (in *interp) beginFile() bool {
	if len(in.prog.beginfile) == 0 {
		return true
	}
	in.globals[vERRNO].v = str("")
	if in.runFileRules(in.prog.beginfile) != cNextfile {
		return true
	}
	in.endMainFile()
	return false
}

// endMainFile ends the main input file: its ENDFILE rules run, then it is
// closed.
func (in *interp) endMainFile() {
	if in.mainIn != nil && len(in.prog.endfile) > 0 {
		in.runFileRules(in.prog.endfile)
	}
	in.closeMain()
}

// runFileRules runs BEGINFILE or ENDFILE rules and returns cNextfile when
// one skipped the file. exit unwinds as a ctrlPanic to the rule or loop
// that read the input (see readMain).
func (in *interp) runFileRules(blocks []blockStmt) ctrl {
	saved := in.inRule
	in.inRule = true
	defer func() { in.inRule = saved }()
	for _, b := range blocks {
		switch in.execTop(b) {
		case cNextfile:
			return cNextfile
		case cExit:
			panic(ctrlPanic(cExit))
		}
	}
	return cNone
}

// readMain runs f, which reads the main input outside any rule, and
// reports whether a BEGINFILE or ENDFILE rule it ran called exit.
func (in *interp) readMain(f func()) (exited bool) {
	defer func() {
		if r := recover(); r != nil {
			if cp, ok := r.(ctrlPanic); ok && ctrl(cp) == cExit {
				in.frame, in.depth = nil, 0
				exited = true
				return
			}
			panic(r)
		}
	}()
	f()
	return false
}

// errText words a file error, as the host wants (GNU's strerror text).
func (in *interp) errText(err error) string {
	if in.cfg.ErrText != nil {
		return in.cfg.ErrText(err)
	}
	return err.Error()
}

// readRecord reads one record according to RS.
func (in *interp) readRecord(rr *recordReader) (string, bool) {
	rs := in.str(vRS)
	if len(rs) > 1 && in.prog.mode != ModeGawk {
		rs = rs[:1] // RS as a regex is gawk's: -c and -P use its first character
	}
	if len(rs) <= 1 && len(rr.pending) > 0 {
		// RS stopped being a regex: read the bytes read ahead first.
		rr.r = bufio.NewReader(io.MultiReader(bytes.NewReader(rr.pending), rr.r))
		rr.pending = nil
	}
	r := rr.r
	switch {
	case rs == "\n" || len(rs) == 1:
		line, err := in.readLine(r, rs[0])
		// A read error (an interrupted pipe) is not the end of the input:
		// the partial record must not be processed as if it were whole.
		if err != nil && err != io.EOF {
			in.fatal("read error: %s", in.errText(err))
		}
		if line == "" {
			return "", false
		}
		if strings.HasSuffix(line, rs) {
			in.setRT(str(rs))
			return line[:len(line)-1], true
		}
		in.setRT(str(""))
		return line, true
	case rs == "":
		// Paragraph mode: skip blank lines, read up to the next blank line.
		var b strings.Builder
		for {
			line, err := r.ReadString('\n')
			if line == "" && err != nil {
				break
			}
			if line == "\n" {
				if b.Len() == 0 {
					continue
				}
				// Swallow the rest of the blank lines: RT is the whole
				// run of newlines after the text, as gawk sets it.
				nl := 2
				for {
					c, err := r.ReadByte()
					if err != nil {
						break
					}
					if c != '\n' {
						r.UnreadByte()
						break
					}
					nl++
				}
				in.setRT(str(strings.Repeat("\n", nl)))
				return strings.TrimSuffix(b.String(), "\n"), true
			}
			b.WriteString(line)
			if err != nil {
				break
			}
		}
		if b.Len() == 0 {
			return "", false
		}
		// The last record: its newline, or none at the end of the input.
		rec := b.String()
		if strings.HasSuffix(rec, "\n") {
			in.setRT(str("\n"))
		} else {
			in.setRT(str(""))
		}
		return strings.TrimSuffix(rec, "\n"), true
	default:
		// A regex RS: records are cut from the pending bytes, read in
		// chunks as needed.
		re := in.regex(rs)
		for {
			if loc := in.findIndexBytes(re, rr.pending); loc != nil && loc[1] > loc[0] && (loc[1] < len(rr.pending) || rr.eof) {
				rec := string(rr.pending[:loc[0]])
				in.setRT(str(string(rr.pending[loc[0]:loc[1]])))
				rr.pending = rr.pending[loc[1]:]
				return rec, true
			}
			if rr.eof {
				if len(rr.pending) == 0 {
					return "", false
				}
				rec := string(rr.pending)
				rr.pending = nil
				in.setRT(str(""))
				return rec, true
			}
			if len(rr.pending) > in.cfg.MaxStringBytes {
				in.fatal("record too long (over %d bytes)", in.cfg.MaxStringBytes)
			}
			chunk := make([]byte, 32<<10)
			n, err := rr.r.Read(chunk)
			rr.pending = append(rr.pending, chunk[:n]...)
			if err != nil {
				if err != io.EOF {
					in.fatal("read error: %s", in.errText(err))
				}
				rr.eof = true
			}
		}
	}
}

// readLine reads up to and including delim, failing once the record would
// pass MaxStringBytes instead of buffering an endless line.
func (in *interp) readLine(r *bufio.Reader, delim byte) (string, error) {
	var buf []byte
	for {
		part, err := r.ReadSlice(delim)
		if len(buf)+len(part) > in.cfg.MaxStringBytes {
			in.fatal("record too long (over %d bytes)", in.cfg.MaxStringBytes)
		}
		if err == bufio.ErrBufferFull {
			buf = append(buf, part...)
			continue
		}
		if buf == nil {
			return string(part), err
		}
		return string(append(buf, part...)), err
	}
}

// recordReader is an input being read as records; pending holds bytes
// read ahead when RS is a regex.
type recordReader struct {
	r       *bufio.Reader
	pending []byte
	eof     bool
}

func newRecordReader(r io.Reader) *recordReader {
	return &recordReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// ---- output ----

func (in *interp) printRecord() {
	if in.lint {
		in.lintEnd()
		in.lintNull(0)
	}
	in.write(in.stdout, "", in.record+in.str(vORS))
}

// stdioBuffer is the size of gawk's stdio buffer on standard output when
// it is not a terminal: what fits fails only when flushed at exit (a
// warning), more fails while awk prints (fatal).
const stdioBuffer = 4096

// write writes s to w, the output name names ("" for standard output); a
// failed write ends awk as gawk's efwrite does.
func (in *interp) write(w *bufio.Writer, name, s string) {
	if _, err := w.WriteString(s); err != nil {
		in.writeFailed("print", name, err)
	}
}

// writeFailed is gawk's wrerror: fatal "print to" (or "flush to") the
// output, which names standard output when name is "".
func (in *interp) writeFailed(from, name string, err error) {
	if name == "" {
		name = "standard output"
	}
	e := &ExitError{Msg: fmt.Sprintf("%s to \"%s\" failed: %s", from, name, in.errText(err)), Line: in.line, Err: err}
	if in.inRule && in.num(in.globals[vFNR].v) > 0 {
		e.Context = fmt.Sprintf("FILENAME=%s FNR=%s", in.str(vFILENAME), in.str(vFNR))
	}
	panic(e)
}

func (in *interp) print(s *printStmt) {
	var text string
	if s.printf {
		args := make([]value, len(s.args)-1)
		for i, a := range s.args[1:] {
			args[i] = in.eval(a)
		}
		var err error
		text, err = sprintf(in.toStr(in.eval(s.args[0])), args, in)
		if err != nil {
			in.fatal("%s", err)
		}
	} else {
		if len(s.args) == 0 {
			if in.lint {
				in.lintEnd()
				in.lintNull(0)
			}
			text = in.record
		} else {
			parts := make([]string, len(s.args))
			for i, a := range s.args {
				parts[i] = in.outStr(in.eval(a))
			}
			text = strings.Join(parts, in.str(vOFS))
		}
		text += in.str(vORS)
	}
	if s.redir == 0 {
		in.write(in.stdout, "", text)
		return
	}
	dv := in.eval(s.dest)
	name := in.toStr(dv)
	if in.lint {
		in.lintRedirect(dv, name, map[tokenKind]string{tPipe: "|", tPipeAmp: "|&", tAppend: ">>"}[s.redir])
	}
	if s.redir == tPipeAmp {
		in.write(in.coprocWriter(name), name, text)
		return
	}
	w := in.outputFor(s.redir, name)
	in.write(w, name, text)
	if o := in.outputs[name]; o != nil && o.unbuffered {
		// /dev/stderr is written at once; standard output stays
		// buffered, as gawk's is when it is no terminal.
		w.Flush()
	}
}

func (in *interp) outputFor(kind tokenKind, name string) *bufio.Writer {
	in.sandboxed("redirection not allowed in sandbox mode")
	switch kind {
	case tPipe:
		in.nullRedirect(name, "|")
	case tAppend:
		in.nullRedirect(name, ">>")
	default:
		in.nullRedirect(name, ">")
	}
	if o, ok := in.outputs[name]; ok {
		return o.w
	}
	o := &output{}
	switch {
	case kind == tPipe:
		if in.cfg.Run == nil {
			in.fatal("cannot open pipe `%s': commands are disabled", name)
		}
		o.isPipe, o.cmd, o.buf = true, name, &bytes.Buffer{}
		o.env = in.childEnv() // the environment as gawk's popen starts it
		o.w = bufio.NewWriter(o.buf)
		in.stdout.Flush() // gawk flushes as it starts the command
	case name == "/dev/stdout" || name == "-" || name == "/dev/fd/1":
		o.w = in.stdout
	case name == "/dev/null":
		o.w = bufio.NewWriter(io.Discard)
	case name == "/dev/stderr" || name == "/dev/fd/2":
		o.w = bufio.NewWriter(in.cfg.Stderr)
		o.close = func() error { return nil }
		o.unbuffered = true
	default:
		f, err := in.cfg.OpenWrite(name, kind == tAppend)
		if err != nil {
			in.fatal("can't redirect to `%s' (%s)", name, in.errText(err))
		}
		o.w, o.close = bufio.NewWriter(f), f.Close
	}
	in.nOutputs++
	o.seq, o.name = in.nOutputs, name
	in.outputs[name] = o
	return o.w
}

// closeOutput flushes and closes one output; pipes run their command now,
// after awk's own output so far unless atExit.
func (in *interp) closeOutput(o *output, atExit bool) int {
	if err := o.w.Flush(); err != nil {
		o.flushErr = err
		if !atExit && !o.isPipe {
			// close() flushes with efflush, which is fatal.
			in.writeFailed("flush", o.name, err)
		}
		return -1
	}
	if o.isPipe {
		if atExit {
			return in.cfg.Run(o.cmd, o.env, bytes.NewReader(o.buf.Bytes()), in.cfg.Stdout)
		}
		in.stdout.Flush()
		return in.cfg.Run(o.cmd, o.env, bytes.NewReader(o.buf.Bytes()), in.stdout)
	}
	if o.close != nil {
		if err := o.close(); err != nil {
			return -1
		}
	}
	return 0
}

// closeAll closes everything at exit as gawk does with its standard
// output not a terminal: the last opened first, and the pipes' commands
// write ahead of what awk printed since it last flushed its own output.
// errorWritingStdout is close_io's warning for standard output that could
// not be flushed at exit: with the record it stopped at, no line. It
// reports false for a reader gone (SIGPIPE), which gawk does not warn of.
func (in *interp) errorWritingStdout(err error) bool {
	if errors.Is(err, vfs.ErrBrokenPipe) {
		return true
	}
	where := ""
	if in.num(in.globals[vFNR].v) > 0 {
		where = fmt.Sprintf("(FILENAME=%s FNR=%s) ", in.str(vFILENAME), in.str(vFNR))
	}
	fmt.Fprintf(in.cfg.Stderr, "%s: %swarning: error writing standard output: %s\n", in.cfg.Argv0, where, in.errText(err))
	return true
}

func (in *interp) closeAll() {
	if in.lint {
		in.lintCloseAll()
		return
	}
	names := make([]string, 0, len(in.outputs))
	for n := range in.outputs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return in.outputs[names[i]].seq > in.outputs[names[j]].seq })
	for _, n := range names {
		o := in.outputs[n]
		delete(in.outputs, n)
		if o.w == in.stdout {
			// /dev/stdout is a redirection of its own to gawk.
			if err := in.stdout.Flush(); err != nil && in.exitFlushErr == nil {
				in.exitFlushErr = &ExitError{Msg: fmt.Sprintf("flush to \"%s\" failed: %s", n, in.errText(err)), Err: err}
			}
			continue
		}
		if in.closeOutput(o, true) == -1 && o.flushErr != nil && in.exitFlushErr == nil {
			in.exitFlushErr = &ExitError{Msg: fmt.Sprintf("flush to \"%s\" failed: %s", n, in.errText(o.flushErr)), Err: o.flushErr}
		}
	}
	for n, i := range in.inputs {
		if i.close != nil {
			i.close()
		}
		delete(in.inputs, n)
	}
	cmds := make([]string, 0, len(in.coprocs))
	for n := range in.coprocs {
		cmds = append(cmds, n)
	}
	sort.Strings(cmds)
	for _, n := range cmds {
		if c := in.coprocs[n]; c.live {
			in.closeLive(n, c, "")
			continue
		}
		// A two-way pipe never read from runs now, as gawk's has.
		in.runCoproc(n, in.coprocs[n])
		delete(in.coprocs, n)
	}
	in.stdout.Flush()
}

func (in *interp) flushAll() {
	for _, o := range in.outputs {
		o.w.Flush()
	}
	in.stdout.Flush()
}

// ---- expressions ----

func (in *interp) eval(e expr) value {
	switch e := e.(type) {
	case *numLit:
		if in.prof != nil && e.text != "" {
			// Under --profile gawk keeps a constant's text as its
			// string (print 1e6 prints 1e6), through assignments too.
			return value{kind: kNum, n: e.n, s: e.text}
		}
		if in.cfg.Bignum {
			if v, ok := in.bigLit(e); ok {
				return v
			}
			return in.fnum(e.n)
		}
		return num(e.n)
	case *valueLit:
		return e.v
	case *strLit:
		return str(e.s)
	case *regexLit:
		if e.typed {
			return value{kind: kStr, s: e.src, re: true}
		}
		if in.lint {
			in.lintEnd()
		}
		return boolean(in.regex(e.src).MatchString(in.latin1In(in.record)))
	case *groupExpr:
		if len(e.list) != 1 {
			in.fatal("syntax error: grouping of several expressions")
		}
		return in.eval(e.list[0])
	case *varRef:
		if in.lint {
			return in.lintGetVar(e)
		}
		return in.getVar(e)
	case *fieldRef:
		if in.lint {
			return in.lintGetField(e)
		}
		return in.getField(in.fieldIndex(e.index))
	case *indexRef:
		arr, k := in.elementOf(e)
		v, ok := arr.m[k]
		if !ok {
			if arr.sub[k] != nil {
				in.scalarContext(e)
			}
			if in.lint {
				in.lintElement(arr.name, k, true)
			}
			if arr == in.symtab {
				in.fatal("reference to uninitialized element `%s[\"%s\"] is not allowed'", arr.name, k)
			}
			in.checkElements(arr)
			arr.noteFirst(k)
			arr.m[k] = value{} // referencing an element creates it
		}
		return v
	case *assignExpr:
		return in.assign(e)
	case *condExpr:
		if in.cond(e.c) {
			return in.eval(e.t)
		}
		return in.eval(e.f)
	case *andExpr:
		for _, x := range e.list {
			if !in.cond(x) {
				return boolean(false)
			}
		}
		return boolean(true)
	case *orExpr:
		for _, x := range e.list {
			if in.cond(x) {
				return boolean(true)
			}
		}
		return boolean(false)
	case *unaryExpr:
		v := in.eval(e.e)
		switch e.op {
		case tNot:
			return boolean(!in.truth(v))
		case tSub:
			if b, ok := in.bigOf(v); ok {
				return bigNum(new(big.Int).Neg(b))
			}
			return in.fnum(-in.num(v))
		}
		if b, ok := in.bigOf(v); ok {
			return bigNum(b)
		}
		return num(in.num(v))
	case *incDecExpr:
		if in.cfg.Bignum {
			if old, ok := in.bigOf(in.eval(e.lv)); ok {
				n := new(big.Int).Add(old, big.NewInt(1))
				if !e.incr {
					n.Sub(old, big.NewInt(1))
				}
				in.store(e.lv, in.checkBig(n))
				if e.pre {
					return bigNum(n)
				}
				return bigNum(old)
			}
		}
		old := in.num(in.eval(e.lv))
		n := old + 1
		if !e.incr {
			n = old - 1
		}
		in.store(e.lv, in.fnum(n))
		if e.pre {
			return in.fnum(n)
		}
		return in.fnum(old)
	case *concatExpr:
		return in.concat(e.list)
	case *binaryExpr:
		return in.binary(e.op, in.eval(e.l), e.r)
	case *chainExpr:
		if in.lint {
			return in.lintChain(e)
		}
		v := in.eval(e.first)
		for _, l := range e.links {
			v = in.binary(l.op, v, l.r)
		}
		return v
	case *inExpr:
		arr := in.arrayOf(e.arr)
		if e.sub != nil {
			arr = in.subArrayOf(e.sub)
		}
		ok := arr.has(in.subscript(e.index))
		for _, arr := range e.more {
			ok = in.arrayOf(arr).has(in.toStr(boolean(ok)))
		}
		return boolean(ok)
	case *builtinCall:
		v := in.builtin(e)
		if in.cfg.Bignum && floatBuiltins()[e.name] {
			v.fl = true
		}
		return v
	case *userCall:
		return in.call(e)
	case *indirectCall:
		name := in.toStr(in.getVar(e.v))
		if fn, ok := in.prog.funcs[name]; ok {
			return in.call(&userCall{name: name, fn: fn, args: e.args, line: e.line})
		}
		if a, ok := builtinArity()[name]; ok && builtinNames()[name] {
			if len(e.args) < a[0] || len(e.args) > a[1] {
				in.fatal("%s: called indirectly with %d arguments", name, len(e.args))
			}
			return in.builtin(&builtinCall{name: name, args: e.args, line: e.line})
		}
		in.fatal("`%s' is not a function, so it cannot be called indirectly", name)
	case *getlineExpr:
		return in.getline(e)
	}
	in.fatal("internal error: unknown expression %T", e)
	return value{}
}

// sandboxed ends the program with msg under gawk --sandbox
// (Config.Sandbox), which refuses system() and every redirection.
func (in *interp) sandboxed(msg string) {
	if in.cfg.Sandbox {
		in.fatal("%s", msg)
	}
}

// checkSandboxArg refuses, as gawk --sandbox does, a string stored in ARGV
// that would name a file the command line did not: one that is neither
// empty, nor an assignment, nor one of the original arguments.
func (in *interp) checkSandboxArg(v value) {
	if v.kind != kStr && v.kind != kStrNum || v.s == "" || assignOperand().MatchString(v.s) {
		return
	}
	if v.s == in.cfg.Argv0 || slices.Contains(in.cfg.Args, v.s) {
		return
	}
	in.fatal("cannot add a new file (%s) to ARGV in sandbox mode", v.s)
}

func (in *interp) checkElements(a *array) {
	if a.size() >= in.cfg.MaxElements {
		in.fatal("array too large (over %d elements)", in.cfg.MaxElements)
	}
}

func (in *interp) fieldIndex(e expr) int {
	n := in.num(in.eval(e))
	if n > float64(in.cfg.MaxElements) {
		in.fatal("field index %.0f too large", n)
	}
	return int(n)
}

// store assigns to an lvalue.
func (in *interp) store(lv expr, v value) {
	switch lv := lv.(type) {
	case *varRef:
		in.setVar(lv, v)
	case *fieldRef:
		in.setField(in.fieldIndex(lv.index), v)
	case *indexRef:
		arr, k := in.elementOf(lv)
		if _, ok := arr.m[k]; !ok {
			if arr.sub[k] != nil {
				in.scalarContext(lv)
			}
			if in.lint {
				in.lintElement(arr.name, k, false)
			}
			in.checkElements(arr)
		}
		if in.cfg.Sandbox && arr == in.globals[vARGV].arr {
			in.checkSandboxArg(v)
		}
		if arr == in.symtab {
			in.symtabStore(k, v)
		}
		arr.noteFirst(k)
		arr.m[k] = v
	case *groupExpr:
		in.store(unparen(lv), v)
	default:
		in.fatal("assignment to a non-variable")
	}
}

func (in *interp) assign(e *assignExpr) value {
	if e.op == tAssign {
		var v value
		if e.selfConcat && in.lint {
			v = in.selfConcat(e)
		} else {
			v = in.eval(e.rhs)
		}
		if v.kind == kUninit {
			v = value{asg: true}
		}
		in.store(e.lhs, v)
		if e.inCond && in.lint {
			in.lintf("assignment used in conditional context")
		}
		return v
	}
	if in.cfg.Bignum {
		rv := in.eval(e.rhs)
		lv := in.eval(e.lhs)
		op := map[tokenKind]tokenKind{tAddAssign: tAdd, tSubAssign: tSub, tMulAssign: tMul,
			tDivAssign: tDiv, tModAssign: tMod, tPowAssign: tPow}[e.op]
		if x, ok := in.bigOf(lv); ok {
			if y, ok := in.bigOf(rv); ok {
				if v, ok := in.bigArith(op, x, y); ok {
					in.store(e.lhs, v)
					return v
				}
			}
		}
	}
	r := in.num(in.eval(e.rhs))
	l := in.num(in.eval(e.lhs))
	var n float64
	switch e.op {
	case tAddAssign:
		n = l + r
	case tSubAssign:
		n = l - r
	case tMulAssign:
		n = l * r
	case tDivAssign:
		if r == 0 {
			in.fatal("division by zero attempted in `/='")
		}
		n = l / r
	case tModAssign:
		if r == 0 {
			in.fatal("division by zero attempted in `%%='")
		}
		n = madeNaN(math.Mod(l, r), l, r)
	case tPowAssign:
		n = pow(l, r)
		if in.cfg.Bignum {
			n = floatPow(l, r)
		}
	}
	in.store(e.lhs, in.fnum(n))
	return in.fnum(n)
}

// fnum is a float result of arithmetic: under -M one of gawk's MPFR
// numbers, which stays a float when integral.
func (in *interp) fnum(n float64) value {
	if in.cfg.Bignum {
		return value{kind: kNum, n: n, fl: true}
	}
	return num(n)
}

// floatBuiltins are the functions whose result is a float under -M.
var floatBuiltins = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"sin": true, "cos": true, "atan2": true, "exp": true,
		"log": true, "sqrt": true, "rand": true}
})

func pow(x, y float64) float64 { return madeNaN(math.Pow(x, y), x, y) }

// madeNaN gives a NaN a math function made from numbers (not NaNs) the
// sign bit the x86 FPU's default NaN has, which C's libm returns there
// and gawk prints as -nan; Go's functions return a positive one. A NaN
// passed in keeps its sign.
func madeNaN(r float64, args ...float64) float64 {
	if !math.IsNaN(r) {
		return r
	}
	for _, a := range args {
		if math.IsNaN(a) {
			return r
		}
	}
	return math.Copysign(math.NaN(), -1)
}

// concat joins the string values of list, refusing a result past
// MaxStringBytes before it is built.
func (in *interp) concat(list []expr) value {
	if len(list) == 2 { // the common case, one allocation
		l, r := in.toStr(in.eval(list[0])), in.toStr(in.eval(list[1]))
		if len(l)+len(r) > in.cfg.MaxStringBytes {
			in.fatal("string too long (over %d bytes)", in.cfg.MaxStringBytes)
		}
		return str(l + r)
	}
	var b strings.Builder
	for _, e := range list {
		s := in.toStr(in.eval(e))
		if b.Len()+len(s) > in.cfg.MaxStringBytes {
			in.fatal("string too long (over %d bytes)", in.cfg.MaxStringBytes)
		}
		b.WriteString(s)
	}
	return str(b.String())
}

// binary applies op to the left operand's value lv (already evaluated) and
// the right operand re, evaluated here: both a binaryExpr and each link
// of a chainExpr come through.
func (in *interp) binary(op tokenKind, lv value, re expr) value {
	switch op {
	case tMatch, tNotMatch:
		s := in.toStr(lv)
		m := in.regexOf(re).MatchString(in.latin1In(s))
		if op == tNotMatch {
			m = !m
		}
		return boolean(m)
	case tLess, tLessEq, tGreater, tGreaterEq, tEquals, tNotEquals:
		c := in.compare(lv, in.eval(re))
		switch op {
		case tLess:
			return boolean(c < 0)
		case tLessEq:
			return boolean(c <= 0)
		case tGreater:
			return boolean(c > 0)
		case tGreaterEq:
			return boolean(c >= 0)
		case tEquals:
			return boolean(c == 0)
		}
		return boolean(c != 0)
	}
	rv := in.eval(re)
	if in.cfg.Bignum {
		if x, ok := in.bigOf(lv); ok {
			if y, ok := in.bigOf(rv); ok {
				if v, ok := in.bigArith(op, x, y); ok {
					return v
				}
			}
		}
	}
	l, r := in.num(lv), in.num(rv)
	switch op {
	case tAdd:
		return in.fnum(l + r)
	case tSub:
		return in.fnum(l - r)
	case tMul:
		return in.fnum(l * r)
	case tDiv:
		if r == 0 {
			in.fatal("division by zero attempted")
		}
		return in.fnum(l / r)
	case tMod:
		if r == 0 {
			in.fatal("division by zero attempted in `%%'")
		}
		return in.fnum(madeNaN(math.Mod(l, r), l, r))
	case tPow:
		if in.cfg.Bignum {
			return in.fnum(floatPow(l, r))
		}
		return in.fnum(pow(l, r))
	}
	in.fatal("internal error: bad operator")
	return value{}
}

// regexOf compiles the regex an expression denotes: a literal's source,
// or the string value of any other expression (a dynamic regex).
func (in *interp) regexOf(e expr) *regexp.Regexp {
	// A parenthesized (/re/) is no regex constant in gawk: it matches $0
	// and its 0 or 1 is the regex.
	if r, ok := e.(*regexLit); ok {
		return in.regex(r.src)
	}
	return in.regex(in.toStr(in.eval(e)))
}

// ignoreCase reports whether gawk's IGNORECASE is set.
func (in *interp) ignoreCase() bool {
	if in.ignoreCaseVar < 0 {
		return false
	}
	c := in.globals[in.ignoreCaseVar]
	return c.arr == nil && in.truth(c.v)
}

func (in *interp) regex(src string) *regexp.Regexp {
	key := src
	if in.ignoreCase() {
		key = "(?i)" + src
	}
	if re, ok := in.regexes[key]; ok {
		return re
	}
	re, warnings, err := compileERE(in.latin1In(key), in.prog.mode, in.cfg.CharsAsBytes)
	for _, w := range warnings {
		// Once per character, as gawk; a literal's were given at parse time.
		if msg := regexWarning(w); !in.warned[msg] {
			in.warned[msg] = true
			in.warn("%s", msg)
		}
	}
	if err != nil {
		in.fatal("invalid regexp: %s: /%s/", err, src)
	}
	if len(in.regexes) > 500 {
		in.regexes = map[string]*regexp.Regexp{}
	}
	in.regexes[key] = re
	return re
}

// compileERE translates an awk ERE to Go's syntax: "." matches newlines,
// gawk's \y \< \> are word boundaries, and matching is leftmost-longest.
// warnings are the escapes gawk does not know in mode, each as the
// character after the backslash.
//
// With bytes (gawk -b, the C locale) src is Latin-1 in UTF-8 and
// [:classes:] are ASCII's: gawk's single-byte classes take no byte past
// 0x7f, where Go's Unicode ones would take the Latin-1 letters.
func compileERE(src string, mode Mode, bytes bool) (re *regexp.Regexp, warnings []string, err error) {
	var b strings.Builder
	b.WriteString("(?s)")
	inBracket := false
	// In byte mode (?i) must fold ASCII letters only: a byte past ASCII
	// is matched as itself, and a bracket is spelled out (regex.ASCIIFoldClass).
	asciiFold := bytes && strings.HasPrefix(src, "(?i)")
	bracketAt := 0
	start := 0
	if strings.HasPrefix(src, "(?i)") {
		b.WriteString("(?i)")
		start = 4
	}
	// GNU's awk syntax: *, + and ? where no expression precedes them (at
	// the start, after ( | or ^) stand for themselves, as does a ) that
	// closes no group.
	atStart, depth := true, 0
	for i := start; i < len(src); i++ {
		c := src[i]
		wasStart := atStart
		atStart = false
		switch {
		case !inBracket && (c == '(' || c == '|' || c == '^'):
			if c == '(' {
				depth++
			}
			atStart = true
		case !inBracket && c == ')':
			if depth == 0 {
				b.WriteString(`\)`)
				continue
			}
			depth--
		case !inBracket && wasStart && (c == '*' || c == '+' || c == '?'):
			b.WriteByte('\\')
			b.WriteByte(c)
			continue
		case !inBracket && !wasStart && c == '{' && mode != ModeTraditional && i+1 < len(src) && src[i+1] == ',':
			// {,N} is GNU's {0,N}; Go reads it as text.
			b.WriteString("{0")
			continue
		}
		switch {
		case asciiFold && !inBracket && c >= 0xc0:
			r, n := utf8.DecodeRuneInString(src[i:])
			b.WriteString("(?-i:" + regexp.QuoteMeta(string(r)) + ")")
			i += n - 1
			continue
		case c == '\\' && i+1 < len(src) && inBracket:
			b.WriteByte('\\')
			b.WriteByte(src[i+1])
			i++
			continue
		case c == '\\' && i+1 < len(src):
			n := src[i+1]
			i++
			gnu := mode == ModeGawk
			switch {
			case strings.IndexByte("()|*+?.^$\\[]", n) >= 0 || n == '{' || n == '}':
				if n == '{' || n == '}' {
					if mode == ModeTraditional {
						warnings = append(warnings, string(n))
					}
				}
				b.WriteByte('\\')
				b.WriteByte(n)
			case n == '/' || n == '-':
				b.WriteByte(n)
			case gnu && (n == 'y' || n == '<' || n == '>'):
				b.WriteString(`\b`)
			case gnu && (n == 'B' || n == 'w' || n == 'W' || n == 's' || n == 'S'):
				b.WriteByte('\\')
				b.WriteByte(n)
			case gnu && n == '`':
				b.WriteString(`\A`)
			case gnu && n == '\'':
				b.WriteString(`\z`)
			case n == 'b':
				b.WriteString(`\x08`) // backspace: gawk's word boundary is \y
			case asciiFold && n >= '0' && n <= '7':
				// An octal byte: past ASCII it is matched as itself.
				j := i
				for j < len(src) && j < i+3 && src[j] >= '0' && src[j] <= '7' {
					j++
				}
				v, _ := strconv.ParseUint(src[i:j], 8, 32)
				b.WriteString(`(?-i:\x{` + strconv.FormatUint(v&0xff, 16) + `})`)
				i = j - 1
			case strings.IndexByte("ntrfva01234567", n) >= 0:
				b.WriteByte('\\')
				b.WriteByte(n)
			case n == 'x' && mode != ModePOSIX:
				b.WriteString(`\x`)
			default:
				// gawk warns and takes the character itself.
				if n != 'x' {
					warnings = append(warnings, string(n))
				}
				b.WriteString(regexp.QuoteMeta(string(n)))
			}
			continue
		case c == '[' && !inBracket:
			inBracket = true
			bracketAt = b.Len()
			b.WriteByte(c)
			if i+1 < len(src) && src[i+1] == '^' {
				// Nor does a negated list match an invalid byte (which
				// Go reads as U+FFFD).
				b.WriteString(`^\x{fffd}`)
				i++
			}
			if i+1 < len(src) && src[i+1] == ']' {
				b.WriteString(`\]`)
				i++
			}
			continue
		case c == '[' && inBracket && i+1 < len(src) && src[i+1] == ':':
			if end := strings.Index(src[i:], ":]"); end >= 0 {
				// Go's classes are ASCII; gawk's are the locale's.
				posixClass := regex.PosixClass
				if bytes {
					posixClass = regex.ASCIIClass
				}
				if class, ok := posixClass(src[i+2 : i+end]); ok {
					b.WriteString(class)
				} else {
					b.WriteString(src[i : i+end+2])
				}
				i += end + 1
				continue
			}
		case c == ']' && inBracket:
			inBracket = false
			if asciiFold {
				s := b.String() + "]"
				if cls, ok := regex.ASCIIFoldClass(s[bracketAt:]); ok {
					b.Reset()
					b.WriteString(s[:bracketAt] + cls)
					continue
				}
			}
		case c == '.' && !inBracket:
			// gawk's . does not match a byte that is not valid UTF-8.
			b.WriteString(`[^\x{fffd}]`)
			continue
		}
		b.WriteByte(c)
	}
	re, err = regexp.Compile(b.String())
	if err != nil {
		// A pattern GNU's regex refuses too is refused in its words.
		plain, fold := strings.CutPrefix(src, "(?i)")
		if _, gerr := regex.Compile(plain, regex.Options{Extended: true, IgnoreCase: fold, Bytes: bytes}); gerr != nil {
			var ge *regex.Error
			if errors.As(gerr, &ge) {
				return nil, warnings, ge
			}
		}
		return nil, warnings, err
	}
	re.Longest()
	return re, warnings, nil
}

// RegexWarning is gawk's warning for an escape its regexes do not know.
func regexWarning(c string) string {
	return fmt.Sprintf("regexp escape sequence `\\%s' is not a known regexp operator", c)
}

// ---- functions ----

func (in *interp) call(c *userCall) value {
	fn := c.fn
	if fn == nil {
		in.line = c.line
		in.fatal("function `%s' not defined", c.name)
	}
	// Recursion without loops (fib(1000)) must see the context too.
	in.tick()
	in.profCount(fn)
	if in.depth > 10000 {
		in.fatal("function call nesting too deep")
	}
	if len(c.args) > len(fn.params) {
		// gawk warns at each such call, evaluates the extra arguments
		// for their effects and drops them.
		in.warn("function `%s' called with more arguments than declared", fn.name)
		for _, arg := range c.args[len(fn.params):] {
			if _, ok := unparen(arg).(*varRef); !ok {
				in.eval(arg)
			}
		}
	}
	frame := make([]*cell, len(fn.params))
	for i := range frame {
		frame[i] = &cell{}
		if i >= len(c.args) {
			continue
		}
		arg := unparen(c.args[i])
		if ref, ok := arg.(*indexRef); ok {
			// A subarray goes by reference, as an array does.
			if arr, k := in.elementOf(ref); arr.sub[k] != nil {
				frame[i].arr = arr.sub[k]
				continue
			}
		}
		if ref, ok := arg.(*varRef); ok {
			src := in.cellOf(ref)
			switch {
			case src.arr != nil:
				frame[i].arr = src.arr
				continue
			case src.v.kind == kUninit && !(ref.local == false && ref.idx < len(specialNames)):
				// Untyped: becomes the caller's array if used as one.
				frame[i].ref, frame[i].refName = src, ref.name
				continue
			}
		}
		frame[i].v = in.eval(arg)
	}
	saved := in.frame
	in.frame = frame
	in.depth++
	c2 := in.execBlock(fn.body)
	in.depth--
	in.frame = saved
	ret := value{}
	switch c2 {
	case cReturn:
		ret = in.retVal
	case cNext, cNextfile, cExit:
		// Unwind through the call: re-raise as a panic caught by rules.
		panic(ctrlPanic(c2))
	}
	return ret
}

type ctrlPanic ctrl

// ---- getline ----

// nullRedirect is gawk's fatal error for a redirection (op) to an
// empty name.
func (in *interp) nullRedirect(name, op string) {
	if name == "" {
		in.fatal("expression for `%s' redirection has null string value", op)
	}
}

func (in *interp) getline(g *getlineExpr) value {
	if v, ok := g.lv.(*varRef); ok {
		// The variable is a scalar now, even if nothing is read.
		in.cellOf(v).seen = true
	}
	switch g.kind {
	case 0:
		if !in.nextMainRecordKeep(g.lv) {
			return num(0)
		}
		return num(1)
	case 1:
		nv := in.eval(g.src)
		name := in.toStr(nv)
		in.sandboxed("redirection not allowed in sandbox mode")
		if in.lint {
			in.lintRedirect(nv, name, "<")
		}
		in.nullRedirect(name, "<")
		inp, ok := in.inputs[name]
		if !ok {
			var r io.Reader
			var closer func() error
			if name == "-" || name == "/dev/stdin" {
				r = in.cfg.Stdin
			} else if name == "/dev/null" {
				r = strings.NewReader("")
			} else {
				f, err := in.cfg.OpenRead(name)
				if err != nil {
					// gawk says why in ERRNO.
					if in.prog.mode == ModeGawk {
						in.globals[vERRNO].v = str(vfs.Strerror(err))
					}
					return num(-1)
				}
				r, closer = f, f.Close
			}
			in.nOutputs++
			inp = &input{r: newRecordReader(r), close: closer, seq: in.nOutputs}
			in.inputs[name] = inp
		}
		return in.getlineFrom(inp, g.lv)
	default:
		cv := in.eval(g.src)
		cmd := in.toStr(cv)
		in.sandboxed("redirection not allowed in sandbox mode")
		if g.coproc {
			return in.getlineFrom(in.coprocReader(cmd), g.lv)
		}
		if in.lint {
			in.lintRedirect(cv, cmd, "|")
		}
		in.nullRedirect(cmd, "|")
		inp, ok := in.inputs[cmd]
		if !ok {
			if in.cfg.Run == nil {
				in.fatal("cannot open pipe `%s': commands are disabled", cmd)
			}
			// gawk flushes nothing here: not its output, not the files
			// it writes (the command may not see them yet).
			var out bytes.Buffer
			st := in.cfg.Run(cmd, in.childEnv(), strings.NewReader(""), &out)
			in.nOutputs++
			inp = &input{r: newRecordReader(&out), status: st, isCmd: true, seq: in.nOutputs}
			in.inputs[cmd] = inp
		}
		return in.getlineFrom(inp, g.lv)
	}
}

// getlineFrom reads a record of a file or command into $0 or lv. Neither
// counts NR: POSIX has cmd | getline count it, gawk does not.
func (in *interp) getlineFrom(inp *input, lv expr) value {
	rec, ok := in.readRecord(inp.r)
	if !ok {
		return num(0)
	}
	if lv == nil {
		in.setRecord(rec)
	} else {
		in.store(lv, strnum(rec))
	}
	return num(1)
}

// nextMainRecordKeep is plain getline: the next main-input record into $0
// or a variable, counting NR and FNR.
func (in *interp) nextMainRecordKeep(lv expr) bool {
	if lv == nil {
		return in.nextMainRecord()
	}
	for {
		if in.mainIn == nil && !in.openNextMain() {
			return false
		}
		rec, ok := in.readRecord(in.mainIn)
		if ok {
			in.store(lv, strnum(rec))
			in.incr(vNR)
			in.incr(vFNR)
			return true
		}
		in.endMainFile()
	}
}

// ---- builtins ----

// patsplit is gawk's patsplit(s, a [, re [, seps]]): a gets the matches
// of re (FPAT by default), seps the text before, between and after them.
func (in *interp) patsplit(args []expr) value {
	s := in.toStr(in.eval(args[0]))
	var src string
	switch {
	case len(args) < 3:
		if in.fpatVar >= 0 {
			src = in.str(in.fpatVar)
		}
	default:
		if r, ok := unparen(args[2]).(*regexLit); ok {
			src = r.src
		} else {
			src = in.toStr(in.eval(args[2]))
		}
	}
	if src == "" {
		in.fatal("patsplit: third argument must be non-null")
	}
	arr := in.arrayArg(args[1])
	var seps *array
	if len(args) == 4 {
		seps = in.arrayArg(args[3])
		if seps == arr {
			in.fatal("patsplit: cannot use the same array for second and fourth args")
		}
		seps.clear(0)
	}
	arr.clear(0)
	if s == "" {
		return num(0)
	}
	text := in.latin1In(s)
	locs := in.regex(src).FindAllStringIndex(text, in.cfg.MaxElements)
	n, prev := 0, 0
	for _, loc := range locs {
		if loc[0] == loc[1] {
			continue // gawk skips empty matches, as FPAT does
		}
		if seps != nil {
			seps.m[strconv.Itoa(n)] = strnum(in.latin1Out(text[prev:loc[0]]))
		}
		n++
		arr.m[strconv.Itoa(n)] = strnum(in.latin1Out(text[loc[0]:loc[1]]))
		prev = loc[1]
	}
	if seps != nil {
		seps.m[strconv.Itoa(n)] = strnum(in.latin1Out(text[prev:]))
	}
	return num(float64(n))
}

// strToNumC is gawk's strtonum of a string: a leading 0x is hexadecimal,
// a leading 0 octal (decimal when an 8, 9, point or exponent follows),
// anything else a decimal number as awk reads one.
func strToNumC(s string) float64 {
	if len(s) > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		var n float64
		for i := 2; i < len(s); i++ {
			d := strings.IndexByte("0123456789abcdef", s[i]|0x20)
			if d < 0 || s[i] < '0' {
				break
			}
			n = n*16 + float64(d)
		}
		return n
	}
	if len(s) > 1 && s[0] == '0' {
		end := 1
		for end < len(s) && (isDigit(s[end]) || strings.IndexByte(".eE", s[end]) >= 0) {
			end++
		}
		if !strings.ContainsAny(s[:end], "89.eE") {
			var n float64
			for i := 1; i < end; i++ {
				n = n*8 + float64(s[i]-'0')
			}
			return n
		}
	}
	n, _ := strToNum(s)
	return n
}

// typeOf is gawk's typeof(): what e holds, without making a variable a
// scalar (an element it names is created, as any reference does).
func (in *interp) typeOf(e expr) string {
	e = unparen(e)
	var v value
	switch e := e.(type) {
	case *varRef:
		c := in.cellOf(e)
		seen := false
		for ; c.ref != nil && c.arr == nil; c = c.ref {
			seen = seen || c.seen
		}
		if c.arr != nil {
			return "array"
		}
		if c.v.kind == kUninit && (c.seen || seen) {
			return "unassigned"
		}
		v = c.v
	case *indexRef:
		arr, k := in.elementOf(e)
		if arr.sub[k] != nil {
			return "array"
		}
		var ok bool
		if v, ok = arr.m[k]; !ok {
			in.checkElements(arr)
			arr.noteFirst(k)
			arr.m[k] = value{}
		}
	case *fieldRef:
		// A field past NF is gawk's null field.
		i := in.fieldIndex(e.index)
		if i > in.nf {
			return "unassigned"
		}
		v = in.getField(i)
	default:
		v = in.eval(e)
	}
	switch v.kind {
	case kNum:
		if v.bl {
			return "number|bool"
		}
		return "number"
	case kStr:
		if v.re {
			return "regexp"
		}
		return "string"
	case kStrNum:
		if looksNumeric(v.s) {
			return "strnum"
		}
		return "string"
	}
	if v.asg {
		return "unassigned"
	}
	return "untyped"
}

// substrOf is substr(s, start, length) with start and length truncated
// (length +Inf when not given).
func (in *interp) substrOf(s string, start, length float64) value {
	if math.IsNaN(start) || math.IsNaN(length) {
		return str("")
	}
	if start < 1 {
		start = 1
	}
	n := in.charLen(s)
	end := start + length
	if end > float64(n)+1 {
		end = float64(n) + 1
	}
	if end <= start {
		return str("")
	}
	// Cut at character boundaries, keeping invalid bytes as they are.
	from, to := in.charOff(s, int(start)-1), in.charOff(s, int(end)-1)
	return str(s[from:to])
}

func (in *interp) builtin(c *builtinCall) value {
	if in.lint {
		return in.builtinArgs(c, in.lintArgs(c.name, c.args))
	}
	return in.builtinArgs(c, c.args)
}

// builtinArgs runs a built-in function on args: the call's, or under
// --lint their values (lintArgs). args is never assigned, so that the
// closures below take it by value.
func (in *interp) builtinArgs(c *builtinCall, args []expr) value {
	argStr := func(i int) string { return in.toStr(in.eval(args[i])) }
	argNum := func(i int) float64 { return in.num(in.eval(args[i])) }
	switch c.name {
	case "typeof":
		if in.lint {
			in.lintUntyped(args[0])
		}
		return str(in.typeOf(args[0]))
	case "mkbool":
		// gawk 5.2: the argument's truth as a number that typeof
		// calls number|bool.
		v := boolean(in.truth(in.eval(args[0])))
		v.bl = true
		return v
	case "strtonum":
		v := in.eval(args[0])
		if v.kind == kNum {
			return v
		}
		return num(strToNumC(in.toStr(v)))
	case "patsplit":
		return in.patsplit(args)
	case "isarray":
		if in.lint {
			in.lintUntyped(args[0])
		}
		return boolean(in.typeOf(args[0]) == "array")
	case "length":
		if len(args) == 0 {
			if in.lint {
				in.lintNull(0)
			}
			return num(float64(in.charLen(in.record)))
		}
		if ref, ok := unparen(args[0]).(*varRef); ok {
			cl := in.cellOf(ref)
			if cl.ref != nil && cl.ref.arr != nil {
				cl = cl.ref
			}
			if cl.arr != nil {
				// The length of an array is not POSIX's.
				if in.prog.mode == ModePOSIX {
					in.fatal("length: received array argument")
				}
				in.lintLengthArray()
				if cl.arr == in.symtab {
					in.refreshSymtab()
				}
				return num(float64(cl.arr.size()))
			}
		}
		if ref, ok := unparen(args[0]).(*indexRef); ok {
			if arr, k := in.elementOf(ref); arr.sub[k] != nil {
				in.lintLengthArray()
				return num(float64(arr.sub[k].size()))
			}
		}
		return num(float64(in.charLen(argStr(0))))
	case "substr":
		if in.lint {
			return in.lintSubstr(args)
		}
		s := argStr(0)
		// gawk truncates both numbers, and a start before 1 counts from 1.
		start := math.Trunc(argNum(1))
		if math.IsNaN(start) {
			start = 1 // gawk's start NaN compares as no index below 1
		}
		length := math.Inf(1)
		if len(args) == 3 {
			length = math.Trunc(argNum(2))
		}
		return in.substrOf(s, start, length)
	case "index":
		s, t := argStr(0), argStr(1)
		in.checkMultibyte(s)
		in.checkMultibyte(t)
		if in.ignoreCase() {
			s, t = in.lower(s), in.lower(t)
		}
		i := strings.Index(s, t)
		if i < 0 {
			return num(0)
		}
		return num(float64(in.charLen(s[:i]) + 1))
	case "split":
		s := argStr(0)
		ref := unparen(args[1])
		sargs := args
		if in.cfg.Lint.Flags != 0 {
			sargs = in.lintSplit(args)
		}
		var parts []string
		if len(sargs) == 4 {
			return in.splitWithSeps(s, ref, sargs[2], sargs[3])
		}
		if len(sargs) >= 3 {
			if r, ok := sargs[2].(*regexLit); ok && r.src != "" {
				parts = in.splitRegex(s, r.src)
			} else if ok {
				// gawk splits at every character for // as for "".
				parts = in.split(s, "", false)
			} else {
				parts = in.split(s, in.toStr(in.eval(sargs[2])), false)
			}
		} else {
			parts = in.split(s, in.str(vFS), false)
		}
		arr := in.arrayArg(ref)
		arr.clear(len(parts))
		for i, p := range parts {
			arr.m[strconv.Itoa(i+1)] = strnum(p)
		}
		return num(float64(len(parts)))
	case "sub", "gsub":
		re := in.regexOf(args[0])
		repl := argStr(1)
		var target expr = &fieldRef{index: &numLit{n: 0}}
		if len(args) == 3 {
			target = unparen(args[2])
		}
		s := in.latin1In(in.toStr(in.eval(target)))
		out, n := substitute(re, s, in.latin1In(repl), c.name == "gsub", in.cfg.MaxStringBytes)
		out = in.latin1Out(out)
		if n < 0 {
			in.fatal("%s: result too long (over %d bytes)", c.name, in.cfg.MaxStringBytes)
		}
		if n > 0 && !isConstant(target) {
			in.store(target, str(out))
		}
		return num(float64(n))
	case "match":
		s := in.latin1In(argStr(0))
		re := in.regexOf(args[1])
		loc := re.FindStringSubmatchIndex(s)
		if loc != nil {
			in.checkMultibyte(s) // RSTART counts characters
		}
		if len(args) == 3 {
			if !isArrayArg(args[2]) {
				in.fatal("match: third argument is not an array")
			}
			arr := in.arrayArg(args[2])
			arr.clear(0)
			for g := 0; loc != nil && g*2 < len(loc); g++ {
				if loc[2*g] < 0 {
					continue
				}
				k := strconv.Itoa(g)
				arr.m[k] = strnum(in.latin1Out(s[loc[2*g]:loc[2*g+1]]))
				arr.m[k+in.str(vSUBSEP)+"start"] = num(float64(utf8.RuneCountInString(s[:loc[2*g]]) + 1))
				arr.m[k+in.str(vSUBSEP)+"length"] = num(float64(utf8.RuneCountInString(s[loc[2*g]:loc[2*g+1]])))
			}
		}
		if loc == nil {
			in.globals[vRSTART].v, in.globals[vRLENGTH].v = num(0), num(-1)
			return num(0)
		}
		start := float64(utf8.RuneCountInString(s[:loc[0]]) + 1)
		in.globals[vRSTART].v = num(start)
		in.globals[vRLENGTH].v = num(float64(utf8.RuneCountInString(s[loc[0]:loc[1]])))
		return num(start)
	case "sprintf":
		if len(args) == 0 {
			in.fatal("sprintf: no arguments")
		}
		vals := make([]value, len(args)-1)
		for i := range vals {
			vals[i] = in.eval(args[i+1])
		}
		s, err := sprintf(argStr(0), vals, in)
		if err != nil {
			in.fatal("%s", err)
		}
		return str(s)
	case "sin":
		x := argNum(0)
		return num(madeNaN(math.Sin(x), x))
	case "cos":
		x := argNum(0)
		return num(madeNaN(math.Cos(x), x))
	case "atan2":
		return num(math.Atan2(argNum(0), argNum(1)))
	case "exp":
		x := argNum(0)
		r := math.Exp(x)
		if math.IsInf(r, 0) && !math.IsInf(x, 0) || r == 0 && !math.IsInf(x, 0) {
			in.warn("exp: argument %s is out of range", strconv.FormatFloat(x, 'g', 6, 64))
		}
		return num(r)
	case "log":
		x := argNum(0)
		if x < 0 {
			in.warn("log: received negative argument %s", strconv.FormatFloat(x, 'g', 6, 64))
			// The x86 FPU's NaN, as C's log gives it: printed -nan.
			return num(math.Copysign(math.NaN(), -1))
		}
		return num(math.Log(x))
	case "sqrt":
		x := argNum(0)
		if x < 0 {
			in.warn("sqrt: received negative argument %s", strconv.FormatFloat(x, 'g', 6, 64))
			return num(math.Copysign(math.NaN(), -1))
		}
		return num(math.Sqrt(x))
	case "int":
		v := in.eval(args[0])
		if b, ok := in.bigOf(v); ok {
			return bigNum(b)
		}
		n := math.Trunc(in.num(v))
		if in.cfg.Bignum && !math.IsInf(n, 0) && !math.IsNaN(n) {
			b, _ := new(big.Float).SetFloat64(n).Int(nil)
			return bigNum(b)
		}
		return num(n)
	case "and", "or", "xor":
		if len(args) < 2 {
			// gawk has the arguments' values first.
			for _, a := range args {
				in.eval(a)
			}
			in.fatal("%s: called with less than two arguments", c.name)
		}
		if in.cfg.Bignum {
			return in.bigBits(c.name, args)
		}
		var res uint64
		for i := range args {
			x := argNum(i)
			if x < 0 {
				in.fatal("%s: argument %d negative value %g is not allowed", c.name, i+1, x)
			}
			switch u := awkUint(x); {
			case i == 0:
				res = u
			case c.name == "and":
				res &= u
			case c.name == "or":
				res |= u
			default:
				res ^= u
			}
		}
		return num(awkAdjustUint(res))
	case "lshift", "rshift":
		if in.cfg.Bignum {
			return in.bigBits(c.name, args)
		}
		x, n := argNum(0), argNum(1)
		if x < 0 || n < 0 {
			in.fatal("%s(%f, %f): negative values are not allowed", c.name, x, n)
		}
		// C's shift on x86-64 takes the count modulo 64, as gawk's does.
		u, cnt := awkUint(x), awkUint(n)&63
		if c.name == "lshift" {
			return num(awkAdjustUint(u << cnt))
		}
		return num(awkAdjustUint(u >> cnt))
	case "dcgettext", "dcngettext":
		// No message catalogs: the text is the program's own, as gawk's
		// without a translation for TEXTDOMAIN.
		vals := make([]string, len(args))
		var n float64
		for i := range args {
			if c.name == "dcngettext" && i == 2 {
				n = argNum(i)
				continue
			}
			vals[i] = argStr(i)
		}
		cat := 2
		if c.name == "dcngettext" {
			if len(args) == 2 {
				in.fatal("dcngettext: called with 2 arguments")
			}
			cat = 4
		}
		if len(args) > cat && !localeCategories()[vals[cat]] {
			in.fatal("dcgettext: `%s' is not a valid locale category", vals[cat])
		}
		if c.name == "dcgettext" || math.Trunc(n) == 1 {
			return str(vals[0])
		}
		return str(vals[1])
	case "bindtextdomain":
		dir := argStr(0)
		domain := "messages"
		if i, ok := in.prog.globals["TEXTDOMAIN"]; ok {
			domain = in.toStr(in.globals[i].v)
		}
		if len(args) == 2 {
			domain = argStr(1)
		}
		if dir == "" {
			if d, ok := in.textDirs[domain]; ok {
				return str(d)
			}
			return str("/usr/share/locale")
		}
		if in.textDirs == nil {
			in.textDirs = map[string]string{}
		}
		in.textDirs[domain] = dir
		return str(dir)
	case "compl":
		if in.cfg.Bignum {
			return in.bigBits(c.name, args)
		}
		x := argNum(0)
		if x < 0 {
			in.fatal("compl(%f): negative value is not allowed", x)
		}
		return num(awkAdjustUint(^awkUint(x)))
	case "rand":
		return num(in.rng.Float64())
	case "srand":
		prev := in.seed
		if len(args) == 1 {
			in.seed = math.Trunc(argNum(0))
		} else {
			in.seed = float64(in.now().Unix())
		}
		in.rng = rand.New(rand.NewSource(int64(in.seed)))
		return num(prev)
	case "tolower":
		// Like gawk, invalid bytes become U+FFFD here.
		s := argStr(0)
		in.checkMultibyte(s)
		return str(in.lower(s))
	case "toupper":
		s := argStr(0)
		in.checkMultibyte(s)
		return str(in.upper(s))
	case "system":
		cmd := argStr(0)
		in.sandboxed("'system' function not allowed in sandbox mode")
		if in.cfg.Run == nil {
			in.fatal("system: commands are disabled")
		}
		in.flushAll()
		st := in.cfg.Run(cmd, in.childEnv(), strings.NewReader(""), in.stdout)
		in.stdout.Flush()
		return num(float64(st))
	case "close":
		// gawk flushes its output as it closes any open file or command.
		name := argStr(0)
		if c, ok := in.coprocs[name]; ok {
			how := ""
			if len(args) == 2 {
				how = strings.ToLower(argStr(1))
			}
			return num(float64(in.closeCoproc(name, c, how)))
		}
		if o, ok := in.outputs[name]; ok {
			delete(in.outputs, name)
			in.stdout.Flush()
			if o.w == in.stdout {
				return num(0)
			}
			return num(float64(in.closeOutput(o, false)))
		}
		if i, ok := in.inputs[name]; ok {
			delete(in.inputs, name)
			in.stdout.Flush()
			if i.close != nil {
				i.close()
			}
			if i.isCmd {
				return num(float64(i.status))
			}
			return num(0)
		}
		if in.lint {
			in.lintf("close: `%s' is not an open file, pipe or co-process", name)
		}
		if in.prog.mode == ModeGawk {
			in.globals[vERRNO].v = str("close of redirection that was never opened")
		}
		return num(-1)
	case "fflush":
		if len(args) == 1 {
			// gawk's fflush(name) names an open output, else it warns.
			name := argStr(0)
			_, isOut := in.outputs[name]
			_, isCo := in.coprocs[name]
			inp, isIn := in.inputs[name]
			switch {
			case isOut || isCo || name == "/dev/stdout" || name == "/dev/stderr":
			case isIn:
				kind := "file"
				if inp.isCmd {
					kind = "pipe"
				}
				in.warn("fflush: cannot flush: %s `%s' opened for reading, not writing", kind, name)
				return num(-1)
			default:
				in.warn("fflush: `%s' is not an open file, pipe or co-process", name)
				return num(-1)
			}
		}
		in.flushAll()
		if err := in.stdout.Flush(); err != nil {
			e := &ExitError{Msg: "fflush: cannot flush standard output: " + in.errText(err), Line: in.line, Err: err}
			panic(e)
		}
		return num(0)
	case "systime":
		return num(float64(in.now().Unix()))
	case "strftime":
		format := defaultStrftime
		if len(args) == 0 && in.procinfoVar >= 0 {
			// gawk's strftime() formats with PROCINFO["strftime"]
			if pi := in.globals[in.procinfoVar].arr; pi != nil {
				if v, ok := pi.m["strftime"]; ok {
					format = in.toStr(v)
				}
			}
		}
		t := in.now()
		if len(args) >= 1 {
			format = argStr(0)
		}
		if len(args) >= 2 {
			t = time.Unix(int64(argNum(1)), 0)
		}
		return str(strftime(format, t.UTC(), len(args) == 3 && in.truth(in.eval(args[2]))))
	case "mktime":
		return num(mktime(argStr(0)))
	case "gensub":
		re := in.regexOf(args[0])
		repl := argStr(1)
		how := in.eval(args[2])
		if hs := in.toStr(how); (hs == "" || hs[0] != 'g' && hs[0] != 'G') && in.num(how) <= 0 {
			in.warn("gensub: third argument `%s' treated as 1", hs)
		}
		target := in.record
		if len(args) == 4 {
			target = argStr(3)
		}
		out := in.latin1Out(gensub(re, in.latin1In(repl), in.toStr(how), in.latin1In(target), in.cfg.MaxStringBytes))
		if len(out) > in.cfg.MaxStringBytes {
			in.fatal("gensub: result too long (over %d bytes)", in.cfg.MaxStringBytes)
		}
		return str(out)
	case "asort", "asorti":
		src := in.arrayArg(args[0])
		dst := src
		if len(args) >= 2 {
			dst = in.arrayArg(args[1])
			if dst == src && len(args) == 2 {
				in.warn("asort/asorti: using the same array as source and destination without a third argument is silly.")
			}
		}
		if len(args) == 3 {
			// gawk's third argument orders as PROCINFO["sorted_in"]
			// does; asort keeps the values, asorti the indices.
			keys := in.orderKeys(src, argStr(2))
			vals := make([]value, len(keys))
			var subs map[string]*array
			for i, k := range keys {
				switch {
				case c.name == "asorti":
					vals[i] = str(k)
				case src.sub[k] != nil:
					if subs == nil {
						subs = map[string]*array{}
					}
					subs[strconv.Itoa(i+1)] = src.sub[k]
				default:
					vals[i] = src.m[k]
				}
			}
			dst.clear(len(vals))
			dst.sub = subs
			for i, v := range vals {
				if k := strconv.Itoa(i + 1); subs[k] == nil {
					dst.m[k] = v
				}
			}
			return num(float64(len(vals)))
		}
		var vals []value
		for k, v := range src.m {
			if c.name == "asorti" {
				vals = append(vals, str(k))
			} else {
				vals = append(vals, v)
			}
		}
		var subs []*array
		for k, a := range src.sub {
			if c.name == "asorti" {
				vals = append(vals, str(k))
			} else {
				subs = append(subs, a)
			}
		}
		sort.SliceStable(vals, func(i, j int) bool {
			a, b := vals[i], vals[j]
			an, bn := a.kind == kNum || a.kind == kStrNum && in.isNumeric(a), b.kind == kNum || b.kind == kStrNum && in.isNumeric(b)
			switch {
			case an && bn:
				return in.num(a) < in.num(b)
			case an != bn:
				return an
			}
			if in.ignoreCase() {
				return in.lower(in.toStr(a)) < in.lower(in.toStr(b))
			}
			return in.toStr(a) < in.toStr(b)
		})
		dst.clear(len(vals))
		for i, v := range vals {
			dst.m[strconv.Itoa(i+1)] = v
		}
		// Subarrays sort after the scalars.
		for i, a := range subs {
			if dst.sub == nil {
				dst.sub = map[string]*array{}
			}
			dst.sub[strconv.Itoa(len(vals)+i+1)] = a
		}
		return num(float64(len(vals) + len(subs)))
	}
	in.fatal("function `%s' is not supported", c.name)
	return value{}
}

// charOffset returns the byte offset of the n-th character of s (each
// invalid byte counts as one character).
func charOffset(s string, n int) int {
	off := 0
	for ; n > 0 && off < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[off:])
		off += size
	}
	return off
}

// chars splits s into characters, invalid bytes one by one.
func chars(s string) []string {
	out := make([]string, 0, len(s))
	for i := 0; i < len(s); {
		_, size := utf8.DecodeRuneInString(s[i:])
		out = append(out, s[i:i+size])
		i += size
	}
	return out
}

func (in *interp) now() time.Time {
	if in.cfg.Now != nil {
		return in.cfg.Now()
	}
	return time.Unix(0, 0)
}

func (in *interp) splitRegex(s, src string) []string {
	return in.splitByRegex(in.regex(src), s)
}

// substitute implements sub and gsub: in repl, & is the match, and a run
// of backslashes before & is halved (odd: a literal &).
func substitute(re *regexp.Regexp, s, repl string, global bool, maxLen int) (string, int) {
	limit := 1
	if global {
		limit = -1
	}
	var b strings.Builder
	n, prev := 0, 0
	emit := func(start, end int) bool {
		if n == 0 {
			b.Grow(len(s) + len(repl))
		}
		b.WriteString(s[prev:start])
		expandRepl(&b, repl, s[start:end])
		prev = end
		n++
		return b.Len() <= maxLen
	}
	if lit, complete := re.LiteralPrefix(); complete && lit != "" {
		// A literal: strings.Index is far faster than the regex engine.
		for limit < 0 || n < limit {
			i := strings.Index(s[prev:], lit)
			if i < 0 {
				break
			}
			if !emit(prev+i, prev+i+len(lit)) {
				return "", -1
			}
		}
	} else {
		// FindAll skips empty matches right after a match, as awk does.
		for _, loc := range re.FindAllStringIndex(s, limit) {
			if !emit(loc[0], loc[1]) {
				return "", -1
			}
		}
	}
	if n == 0 {
		return s, 0
	}
	b.WriteString(s[prev:])
	return b.String(), n
}

func expandRepl(b *strings.Builder, repl, match string) {
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c == '&' {
			b.WriteString(match)
			continue
		}
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		j := i
		for j < len(repl) && repl[j] == '\\' {
			j++
		}
		run := j - i
		if j < len(repl) && repl[j] == '&' {
			b.WriteString(strings.Repeat("\\", run/2))
			if run%2 == 1 {
				b.WriteByte('&')
			} else {
				b.WriteString(match)
			}
			i = j
			continue
		}
		b.WriteString(repl[i:j])
		i = j - 1
	}
}

// gensub implements gawk's gensub: \0 or & is the match, \1..\9 groups.
func gensub(re *regexp.Regexp, repl, how, s string, maxLen int) string {
	global := how != "" && (how[0] == 'g' || how[0] == 'G')
	which := 1
	if !global {
		if n, ok := strToNum(how); ok && n >= 1 {
			which = int(n)
		}
	}
	var b strings.Builder
	pos, count, lastEnd := 0, 0, -1
	for pos <= len(s) {
		loc := re.FindStringSubmatchIndex(s[pos:])
		if loc == nil {
			break
		}
		for k := range loc {
			if loc[k] >= 0 {
				loc[k] += pos
			}
		}
		if loc[0] == loc[1] && loc[0] == lastEnd {
			// No empty match right after a replaced one, as in gsub.
			if loc[0] >= len(s) {
				break
			}
			_, size := utf8.DecodeRuneInString(s[loc[0]:])
			b.WriteString(s[loc[0] : loc[0]+size])
			pos = loc[0] + size
			continue
		}
		count++
		if loc[1] > loc[0] && (global || count == which) {
			lastEnd = loc[1]
		}
		b.WriteString(s[pos:loc[0]])
		if global || count == which {
			for i := 0; i < len(repl); i++ {
				c := repl[i]
				switch {
				case c == '&':
					b.WriteString(s[loc[0]:loc[1]])
				case c == '\\' && i+1 < len(repl) && repl[i+1] >= '0' && repl[i+1] <= '9':
					g := int(repl[i+1] - '0')
					if 2*g+1 < len(loc) && loc[2*g] >= 0 {
						b.WriteString(s[loc[2*g]:loc[2*g+1]])
					}
					i++
				case c == '\\' && i+1 < len(repl) && (repl[i+1] == '&' || repl[i+1] == '\\'):
					b.WriteByte(repl[i+1])
					i++
				default:
					b.WriteByte(c)
				}
			}
		} else {
			b.WriteString(s[loc[0]:loc[1]])
		}
		if loc[1] == loc[0] {
			if loc[0] < len(s) {
				_, size := utf8.DecodeRuneInString(s[loc[0]:])
				b.WriteString(s[loc[0] : loc[0]+size])
				pos = loc[0] + size
			} else {
				pos = loc[0] + 1
			}
		} else {
			pos = loc[1]
		}
		if !global && count >= which || b.Len() > maxLen {
			break
		}
	}
	if pos < len(s) {
		b.WriteString(s[pos:])
	}
	return b.String()
}

// awkUint converts a non-negative number to an integer as gawk's C cast
// does on x86-64: truncated, and 0 past 2^64.
func awkUint(x float64) uint64 {
	if x >= 1<<64 || x != x {
		return 0
	}
	return uint64(x)
}

// awkAdjustUint is gawk's adjust_uint: leading bits of a result that a
// double cannot hold exactly are dropped, so its low bits stay exact
// (compl(0) is 2^53-1).
func awkAdjustUint(n uint64) float64 {
	for n != 0 && bits.Len64(n)-bits.TrailingZeros64(n) > 53 {
		n &^= 1 << (bits.Len64(n) - 1)
	}
	return float64(n)
}

// coproc is gawk's two-way pipe (print |& cmd, cmd |& getline) as the
// sandbox can run it: what is printed to it is kept, and its command
// runs once, when it is first read from or its write end is closed, with
// that text as its whole input; its output is then read back. Printing
// to it after that is an error (gawk would write to the running
// process).
type coproc struct {
	buf    bytes.Buffer
	w      *bufio.Writer
	in     *input // its output, once it has run
	status int
	toShut bool // close(cmd, "to") ran it
	// live: Config.Coproc runs the command alongside; pipeW and pipeR
	// are its input and output, wait its status.
	live         bool
	pipeW        io.WriteCloser
	pipeR        io.ReadCloser
	wait         func() int
	shutR, ended bool
}

func (in *interp) coprocFor(cmd string) *coproc {
	c, ok := in.coprocs[cmd]
	if !ok {
		in.nullRedirect(cmd, "|&")
		if in.cfg.Run == nil {
			in.fatal("cannot open two-way pipe `%s': commands are disabled", cmd)
		}
		c = &coproc{}
		if in.cfg.Coproc != nil {
			w, r, wait, err := in.cfg.Coproc(cmd, in.childEnv())
			if err != nil {
				in.fatal("cannot open two-way pipe `%s': %s", cmd, in.errText(err))
			}
			c.live, c.pipeW, c.pipeR, c.wait = true, w, r, wait
			c.w = bufio.NewWriter(w)
			in.nOutputs++
			c.in = &input{r: newRecordReader(r), isCmd: true, seq: in.nOutputs}
		} else {
			c.w = bufio.NewWriter(&c.buf)
		}
		in.coprocs[cmd] = c
	}
	return c
}

func (in *interp) coprocWriter(cmd string) *bufio.Writer {
	in.sandboxed("redirection not allowed in sandbox mode")
	c := in.coprocFor(cmd)
	if c.toShut {
		in.fatal("print: attempt to write to closed write end of two-way pipe")
	}
	if c.in != nil && !c.live {
		in.fatal("print: attempt to write to closed write end of two-way pipe (the sandbox runs `%s' once, with what was printed to it before it was first read)", cmd)
	}
	return c.w
}

// runCoproc runs c's command on what was printed to it.
func (in *interp) runCoproc(cmd string, c *coproc) {
	if c.live {
		// It runs already: what was printed to it goes to it before
		// it is read from, as gawk flushes.
		c.w.Flush()
		return
	}
	if c.in != nil {
		return
	}
	c.w.Flush()
	var out bytes.Buffer
	c.status = in.cfg.Run(cmd, in.childEnv(), bytes.NewReader(c.buf.Bytes()), &out)
	c.buf = bytes.Buffer{}
	in.nOutputs++
	c.in = &input{r: newRecordReader(&out), status: c.status, isCmd: true, seq: in.nOutputs}
}

func (in *interp) coprocReader(cmd string) *input {
	c := in.coprocFor(cmd)
	in.runCoproc(cmd, c)
	return c.in
}

// closeCoproc is close(cmd [, how]) of a two-way pipe: "to" ends its
// input (the command runs now), "from" or nothing closes it (its exit
// status, as gawk's close of a pipe).
func (in *interp) closeCoproc(cmd string, c *coproc, how string) int {
	in.stdout.Flush()
	if c.live {
		return in.closeLive(cmd, c, how)
	}
	in.runCoproc(cmd, c)
	if how == "to" {
		c.toShut = true
		return 0
	}
	delete(in.coprocs, cmd)
	return c.status
}

// closeLive closes a two-way pipe whose command runs alongside: "to"
// ends its input; anything else ends both and waits for it (a command
// still writing then meets a closed pipe, as gawk's gets SIGPIPE) and
// is its exit status.
func (in *interp) closeLive(cmd string, c *coproc, how string) int {
	if !c.toShut {
		c.w.Flush()
		c.pipeW.Close()
		c.toShut = true
	}
	if how == "to" {
		return 0
	}
	if !c.shutR {
		c.pipeR.Close()
		c.shutR = true
	}
	if !c.ended {
		c.status, c.ended = c.wait(), true
	}
	delete(in.coprocs, cmd)
	return c.status
}
