package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "find",
		Summary: "search for files in a directory hierarchy",
		Usage:   findUsage,
		Run:     runFind,
	})
}

const findUsage = `Usage: find [-H] [-L] [-P] [path...] [expression]

Default path is the current directory; default expression is -print.
Expression may consist of: operators, options, tests, and actions.

Operators (decreasing precedence; -and is implicit where no others are given):
      ( EXPR )   ! EXPR   -not EXPR   EXPR1 -a EXPR2   EXPR1 -and EXPR2
      EXPR1 -o EXPR2   EXPR1 -or EXPR2   EXPR1 , EXPR2

Positional options (always true):
      -daystart -follow -nowarn -regextype -warn

Normal options (always true, specified before other expressions):
      -depth -files0-from FILE -maxdepth LEVELS -mindepth LEVELS
       -mount -noleaf -xdev -ignore_readdir_race -noignore_readdir_race

Tests (N can be +N or -N or N):
      -amin N -anewer FILE -atime N -cmin N -cnewer FILE
      -ctime N -empty -false -fstype TYPE -gid N -group NAME -ilname PATTERN
      -iname PATTERN -inum N -iwholename PATTERN -iregex PATTERN
      -links N -lname PATTERN -mmin N -mtime N -name PATTERN -newer FILE
      -newerXY REFERENCE (X, Y in a, c, m; Y may be t: REFERENCE is a date)
      -nouser -nogroup -path PATTERN -perm [-/]MODE -regex PATTERN
      -readable -writable -executable
      -wholename PATTERN -size N[bcwkMG] -true -type [bcdpfls] -uid N
      -used N -user NAME -xtype [bcdpfls] -samefile FILE

Actions:
      -delete -print0 -printf FORMAT -print -ls -prune -quit
      -exec COMMAND ; -exec COMMAND {} + -ok COMMAND ;
      -execdir COMMAND ; -execdir COMMAND {} + -okdir COMMAND ;

Directories are visited in name order (GNU find uses the order the
filesystem returns). Commands of -exec run through the sandbox's shell.
-fstype and -printf's %F name the sandbox's file system types, as df -T
shows them (memfs, hostfs, vfs).
`

// findNode is one node of the parsed expression.
type findNode struct {
	op   string // "and", "or", "not", "comma", or a primary's name
	kids []*findNode
	eval func(fc *findCtx, e *findEntry) bool
}

// findEntry is the file being visited.
type findEntry struct {
	path  string // as printed
	abs   string // "" until absPath joins dir and name
	dir   string // the directory's absolute path, for absPath
	name  string
	start string // the starting point it was found under
	depth int
	fi    fs.FileInfo // lstat, or stat when following links
	err   error       // stat failure of a dangling symlink under -L
	prune bool
}

// absPath is the entry's absolute path. It is joined when first asked
// for: -name and -print, most of a walk's work, need none.
func (e *findEntry) absPath() string {
	if e.abs == "" {
		e.abs = path.Join(e.dir, e.name)
	}
	return e.abs
}

type findCtx struct {
	ctx        context.Context
	inv        *shell.Invocation
	out        *bufio.Writer
	follow     byte // 'P', 'H', 'L'
	depthFirst bool
	maxDepth   int
	minDepth   int
	now        time.Time
	dayStart   bool
	loc        *time.Location
	status     int
	quit       bool
	werr       bool
	batches    []*findBatch
	in         *bufio.Reader
	// files are the outputs of -fprint, -fprint0, -fprintf and -fls,
	// by name: one stream for a name given twice, as GNU's.
	files map[string]*findFile
	// files0From is -files0-from's file: the starting points, NUL
	// separated ("" when not given).
	files0From string
	files0     bool
	mounts     []dfMount // the sandbox's mounts, for -fstype and %F
}

// findFile is an output file of -fprint and its kin.
type findFile struct {
	w *bufio.Writer
	f vfs.File // nil for /dev/stdout and /dev/stderr
}

// findBatch collects the files of one -exec ... {} + for one run.
type findBatch struct {
	args  []string
	dir   bool // -execdir
	files []string
	wd    string
	key   string // the directory of -execdir's files, as found
	size  int
}

// findMaxNesting bounds how deep an expression nests (parentheses, !,
// operands of a chain of operators): the parser and the evaluation
// recurse once per level. GNU find has no bound and crashes (a segfault
// at 100,000 !s); we refuse with a message instead.
const findMaxNesting = 10000

type findParser struct {
	args      []string
	pos       int
	nesting   int // levels open at pos, see enter
	fc        *findCtx
	hasAction bool
	regexType string
	err       string
	last      string // the last primary, for the hint of a stray word
	// -delete, -prune and -depth seen, for GNU's refusal of the first
	// two without the third.
	delete, prune, depth bool
	// structural is set when err is about the expression's shape, which
	// GNU checks only after it has parsed every predicate (see drain).
	structural bool
	// info is -help or -version (or --help, --version) where the parser
	// met it: GNU answers it there and stops, wherever it stands.
	info string
	asks bool // -ok or -okdir: they read answers from standard input
}

// findDebugHelp is find -D help.
const findDebugHelp = `Valid arguments for -D:
exec       Show diagnostic information relating to -exec, -execdir, -ok and -okdir
opt        Show diagnostic information relating to optimisation
rates      Indicate how often each predicate succeeded
search     Navigate the directory tree verbosely
stat       Trace calls to stat(2) and lstat(2)
time       Show diagnostic information relating to time-of-day and timestamp comparisons
tree       Display the expression tree
all        Set all of the debug flags (but help)
help       Explain the various -D options
`

// drain parses the predicates after a structural error, as GNU parses
// them all before it builds the expression: their errors come first, and
// their effects (-fprint's files, warnings) happen.
func (p *findParser) drain() {
	saved := p.err
	for p.pos < len(p.args) {
		a := p.args[p.pos]
		if a == "(" || a == ")" || a == "!" || a == "-not" || findBinary(a) {
			p.pos++
			continue
		}
		p.err = ""
		if p.parsePrimary(); p.err != "" {
			p.structural = false
			return
		}
	}
	p.err = saved
}

func runFind(ctx context.Context, inv *shell.Invocation) (status int) {
	args := inv.Args[1:]
	fc := &findCtx{ctx: ctx, inv: inv, follow: 'P', maxDepth: -1, now: inv.Now(),
		loc: strftime.Location(inv.Getenv("TZ"))}
	// Leading -H -L -P (and --help).
	for len(args) > 0 {
		switch args[0] {
		case "-H", "-L", "-P":
			fc.follow = args[0][1]
			args = args[1:]
			continue
		case "-D":
			// Debug flags: their reports are not made here, but the
			// words are checked as GNU checks them.
			if len(args) < 2 {
				errorf(inv, "Missing argument after the -D option.")
				fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", "find")
				return 1
			}
			flags := strings.Split(args[1], ",")
			for _, w := range flags {
				switch w {
				case "help":
					io.WriteString(inv.Stdout, findDebugHelp)
					return 0
				case "exec", "opt", "rates", "search", "stat", "time", "tree", "all":
				default:
					// GNU names the first word (strtok has cut the
					// argument there), whichever was unknown.
					errorf(inv, "Ignoring unrecognised debug flag %s", quoteArg(flags[0]))
				}
			}
			args = args[2:]
			continue
		}
		if strings.HasPrefix(args[0], "-O") {
			level := args[0][2:]
			if level == "" {
				errorf(inv, "The -O option must be immediately followed by a decimal integer")
				return 1
			}
			if strings.Trim(level, "0123456789") != "" {
				errorf(inv, "Please specify a decimal number immediately after -O")
				return 1
			}
			args = args[1:]
			continue
		}
		switch args[0] {
		case "--":
			args = args[1:]
		}
		break
	}
	var paths []string
	for len(args) > 0 {
		a := args[0]
		if (strings.HasPrefix(a, "-") && a != "-") || a == "(" || a == "!" {
			break
		}
		paths = append(paths, a)
		args = args[1:]
	}
	explicit := len(paths) > 0
	if !explicit {
		paths = []string{"."}
	}
	fc.out = bufio.NewWriter(inv.Stdout)
	defer func() {
		// A file of -fprint that cannot be written fails find at exit.
		if fc.closeFiles() && status == 0 {
			status = 1
		}
	}()
	p := &findParser{args: args, fc: fc, regexType: "emacs"}
	var expr *findNode
	if len(args) > 0 {
		expr = p.parseComma()
		if p.err == "" && p.pos < len(p.args) {
			a := p.args[p.pos]
			if a == ")" {
				p.structural = true
				p.err = "you have too many ')'"
			} else if !strings.HasPrefix(a, "-") {
				p.err = p.stray(a)
			} else {
				p.structural = true
				p.err = "invalid expression"
			}
		}
		if p.structural {
			p.drain()
		}
		switch p.info {
		case "-help", "--help":
			io.WriteString(inv.Stdout, findUsage)
			return 0
		case "-version", "--version":
			return writeVersion(inv, "find")
		}
		// GNU checks -delete with -prune after the predicates, before
		// the expression's shape.
		if (p.err == "" || p.structural) && p.delete && p.prune && !p.depth {
			p.err = "The -delete action automatically turns on -depth, but -prune does nothing when -depth is in effect.  " +
				"If you want to carry on anyway, just explicitly use the -depth option."
		}
		if p.err != "" {
			errorf(inv, "%s", p.err)
			return 1
		}
	}
	if !p.hasAction {
		print := &findNode{op: "-print", eval: findPrint}
		if expr == nil {
			expr = print
		} else {
			expr = fixNode(&findNode{op: "and", kids: []*findNode{expr, print}})
		}
	}
	fc.in = bufio.NewReader(stdinReader(ctx, inv))
	if fc.dayStart {
		y, m, d := fc.now.In(fc.loc).Date()
		fc.now = time.Date(y, m, d, 0, 0, 0, 0, fc.loc).AddDate(0, 0, 1)
	}
	if fc.files0 {
		if explicit {
			errorf(inv, "extra operand %s", quoteArg(paths[0]))
			errorf(inv, "file operands cannot be combined with -files0-from")
			return 1
		}
		if fc.files0From == "-" && p.asks {
			// GNU's message ends in a newline of its own.
			errorf(inv, "option -files0-from reading from standard input cannot be combined with -ok, -okdir\n")
			return 1
		}
		names, ok := readNames0(ctx, inv, fc.files0From, quoteArg, func(err error) {
			errorf(inv, "%s: read error: %s", quoteArg(fc.files0From), vfs.Strerror(err))
		})
		if !ok {
			return 1
		}
		paths = names
	}
	for i, start := range paths {
		if fc.quit || fc.werr || ctx.Err() != nil {
			break
		}
		if fc.files0 && start == "" {
			fc.errorf("%s:%d: invalid zero-length file name", quoteArg(fc.files0From), i+1)
			continue
		}
		if start == "" {
			// lstat("") fails with ENOENT.
			fc.errorf("%s: No such file or directory", quoteArg(start))
			continue
		}
		fc.walkStart(start, expr)
	}
	fc.flushBatches()
	if err := fc.out.Flush(); err != nil {
		// GNU find's check of its output at exit, then close_stdout's,
		// which finds errno gone unless the descriptor was closed.
		if ctx.Err() == nil && !diesOfSIGPIPE(inv, err) {
			errorf(inv, "%s: %s", quoteArg("standard output"), vfs.Strerror(err))
			flushedWriteFailed(inv, err)
		}
		return 1
	}
	if ctx.Err() != nil {
		return 1
	}
	return fc.status
}

// refStat stats the reference file of -newer and -samefile: the link
// itself under -P, else its target, or the link when it dangles.
func (fc *findCtx) refStat(name string) (fs.FileInfo, error) {
	p := fc.inv.Path(name)
	if fc.follow != 'P' {
		fi, err := fc.inv.FS.Stat(fc.ctx, p)
		if err == nil || !errors.Is(err, fs.ErrNotExist) {
			return fi, err
		}
	}
	return fc.inv.FS.Lstat(fc.ctx, p)
}

// openFile opens (truncates) an output file of -fprint and its kin.
func (fc *findCtx) openFile(name string) (*findFile, error) {
	switch name {
	case "/dev/stdout":
		return &findFile{w: fc.out}, nil
	case "/dev/stderr":
		return &findFile{w: bufio.NewWriterSize(fc.inv.Stderr, 1)}, nil
	}
	if f, ok := fc.files[name]; ok {
		return f, nil
	}
	f, err := fc.inv.FS.OpenFile(fc.ctx, fc.inv.Path(name), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, fileMode(0o666&^fc.inv.Umask))
	if err != nil {
		return nil, err
	}
	if fc.files == nil {
		fc.files = map[string]*findFile{}
	}
	ff := &findFile{w: bufio.NewWriter(f), f: f}
	fc.files[name] = ff
	return ff, nil
}

// closeFiles flushes and closes the files of -fprint and its kin.
func (fc *findCtx) closeFiles() (failed bool) {
	names := make([]string, 0, len(fc.files))
	for name := range fc.files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		f := fc.files[name]
		err := f.w.Flush()
		if cerr := f.f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			errorf(fc.inv, "%s: %s", quoteArg(name), vfs.Strerror(err))
			failed = true
		}
	}
	return failed
}

func (fc *findCtx) errorf(format string, args ...any) {
	fc.out.Flush()
	errorf(fc.inv, format, args...)
	fc.status = 1
}

func (fc *findCtx) walkStart(start string, expr *findNode) {
	abs := fc.inv.Path(start)
	var fi fs.FileInfo
	var err error
	if fc.follow == 'P' {
		fi, err = fc.inv.FS.Lstat(fc.ctx, abs)
	} else {
		fi, err = fc.inv.FS.Stat(fc.ctx, abs)
		if err != nil && errors.Is(err, fs.ErrNotExist) {
			if lfi, lerr := fc.inv.FS.Lstat(fc.ctx, abs); lerr == nil {
				fi, err = lfi, nil
			}
		}
	}
	if err == nil {
		err = slashDirCheck(fc.ctx, fc.inv, start)
	}
	if err != nil {
		fc.errorf("%s: %s", quoteArg(start), vfs.Strerror(err))
		return
	}
	fc.visit(&findEntry{path: start, abs: abs, start: start, fi: fi}, expr, map[string]string{})
}

// visit evaluates expr on e and descends into directories.
func (fc *findCtx) visit(e *findEntry, expr *findNode, ancestors map[string]string) {
	if fc.quit || fc.werr || fc.ctx.Err() != nil {
		return
	}
	inRange := e.depth >= fc.minDepth
	if inRange && !fc.depthFirst {
		expr.eval(fc, e)
	}
	if e.fi.IsDir() && !e.prune && !fc.quit && (fc.maxDepth < 0 || e.depth < fc.maxDepth) {
		fc.descend(e, expr, ancestors)
	}
	if inRange && fc.depthFirst && !fc.quit {
		expr.eval(fc, e)
	}
}

func (fc *findCtx) descend(e *findEntry, expr *findNode, ancestors map[string]string) {
	if fc.follow == 'L' {
		// Following links can make cycles: a directory that is one of
		// its own ancestors is reported and skipped, as GNU does.
		key := findInoKey(e.fi, e.absPath())
		ancestors[key] = e.path
		defer delete(ancestors, key)
	}
	ents, err := fc.inv.FS.ReadDir(fc.ctx, e.absPath())
	if err != nil {
		fc.errorf("%s: %s", quoteArg(e.path), vfs.Strerror(err))
		return
	}
	dir := e.absPath()
	child := &findEntry{} // one for every entry: visit keeps none
	for _, d := range ents {
		if fc.quit || fc.werr || fc.ctx.Err() != nil {
			return
		}
		name := d.Name()
		*child = findEntry{path: joinName(e.path, name), dir: dir, name: name, start: e.start, depth: e.depth + 1}
		// The listing's lstat information serves, as fts uses what it read
		// with the directory: a second Lstat by path resolved it again.
		fi, err := d.Info()
		if err == nil && fc.follow == 'L' && fi.Mode()&fs.ModeSymlink != 0 {
			if tfi, terr := fc.inv.FS.Stat(fc.ctx, child.absPath()); terr == nil {
				fi = tfi
			} else {
				child.err = terr
			}
		}
		if err != nil {
			fc.errorf("%s: %s", quoteArg(child.path), vfs.Strerror(err))
			continue
		}
		child.fi = fi
		if fc.follow == 'L' && fi.IsDir() {
			if anc, ok := ancestors[findInoKey(fi, child.absPath())]; ok {
				fc.errorf("File system loop detected; %s is part of the same file system loop as %s.", quoteArg(child.path), quoteArg(anc))
				continue
			}
		}
		fc.visit(child, expr, ancestors)
	}
}

// findInoKey identifies a directory for cycle checks: device and inode,
// or the path when the backend has no inode numbers.
func findInoKey(fi fs.FileInfo, abs string) string {
	if st := vfs.Stat(fi); st != nil && st.Ino != 0 {
		return strconv.FormatUint(st.Dev, 10) + ":" + strconv.FormatUint(st.Ino, 10)
	}
	return abs
}

// Parsing: comma < or < and < not < primary.

func (p *findParser) peek() string {
	if p.pos < len(p.args) {
		return p.args[p.pos]
	}
	return ""
}

// enter counts one level of nesting; past findMaxNesting it sets the
// error and reports false. The caller restores p.nesting.
func (p *findParser) enter() bool {
	p.nesting++
	if p.nesting > findMaxNesting && p.err == "" {
		p.structural = true
		p.err = fmt.Sprintf("invalid expression; nested more than %d levels deep", findMaxNesting)
	}
	return p.err == ""
}

func (p *findParser) parseComma() *findNode {
	n := p.parseOr()
	defer func(d int) { p.nesting = d }(p.nesting) // each operand nests the chain one deeper
	for p.err == "" && p.peek() == "," {
		if !p.enter() {
			return nil
		}
		p.pos++
		if !p.operand(",") {
			return n
		}
		r := p.parseOr()
		if r == nil {
			return n
		}
		n = &findNode{op: "comma", kids: []*findNode{n, r}, eval: func(fc *findCtx, e *findEntry) bool {
			if n.kids[0].eval(fc, e); fc.quit {
				return true
			}
			return n.kids[1].eval(fc, e)
		}}
		n = fixNode(n)
	}
	return n
}

func (p *findParser) parseOr() *findNode {
	n := p.parseAnd()
	defer func(d int) { p.nesting = d }(p.nesting) // each operand nests the chain one deeper
	for p.err == "" && (p.peek() == "-o" || p.peek() == "-or") {
		if !p.enter() {
			return nil
		}
		op := p.peek()
		p.pos++
		if !p.operand(op) {
			return n
		}
		r := p.parseAnd()
		if r == nil {
			return n
		}
		n = fixNode(&findNode{op: "or", kids: []*findNode{n, r}})
	}
	return n
}

func (p *findParser) parseAnd() *findNode {
	n := p.parseNot()
	defer func(d int) { p.nesting = d }(p.nesting) // each operand nests the chain one deeper
	for p.err == "" {
		if !p.enter() {
			return nil
		}
		a := p.peek()
		if a == "-a" || a == "-and" {
			p.pos++
			if !p.operand(a) {
				return n
			}
		} else if a == "" || a == "-o" || a == "-or" || a == "," || a == ")" {
			return n
		}
		r := p.parseNot()
		if r == nil {
			return n
		}
		n = fixNode(&findNode{op: "and", kids: []*findNode{n, r}})
	}
	return n
}

func (p *findParser) parseNot() *findNode {
	a := p.peek()
	if a == "!" || a == "-not" {
		defer func(d int) { p.nesting = d }(p.nesting)
		if !p.enter() {
			return nil
		}
		p.pos++
		if !p.operand(a) {
			return nil
		}
		k := p.parseNot()
		if k == nil {
			return nil
		}
		return fixNode(&findNode{op: "not", kids: []*findNode{k}})
	}
	return p.parsePrimary()
}

// checkFormat warns of what -printf's format f does not know and fails
// on a lone % at its end, as GNU does when it parses the format.
func (p *findParser) checkFormat(f string) bool {
	inv := p.fc.inv
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case '\\':
			if i+1 < len(f) {
				i++
				if strings.IndexByte("abcfnrtv\\01234567", f[i]) < 0 {
					fmt.Fprintf(inv.Stderr, "%s: warning: unrecognized escape `\\%c'\n", inv.Args[0], f[i])
				}
			}
		case '%':
			j := i + 1
			for j < len(f) && strings.IndexByte("-+ #0123456789.", f[j]) >= 0 {
				j++
			}
			if j >= len(f) {
				p.err = "error: % at end of format string"
				return false
			}
			switch c := f[j]; {
			case c == 'A' || c == 'C' || c == 'T':
				if j+1 < len(f) {
					j++
				}
			case strings.IndexByte("%abcdDfFgGhHiklmMnpPsStuUyYZ", c) < 0:
				fmt.Fprintf(inv.Stderr, "%s: warning: unrecognized format directive `%%%c'\n", inv.Args[0], c)
			}
			i = j
		}
	}
	return true
}

// stray is the error for a word where a predicate should be; one that
// names an existing file was likely a pattern the shell expanded, and GNU
// says so.
func (p *findParser) stray(a string) string {
	msg := fmt.Sprintf("paths must precede expression: `%s'", a)
	if p.last != "" && a != "" {
		if _, err := p.fc.inv.FS.Lstat(p.fc.ctx, p.fc.inv.Path(a)); err == nil {
			msg += fmt.Sprintf("\n%s: possible unquoted pattern after predicate `%s'?", p.fc.inv.Args[0], p.last)
		}
	}
	return msg
}

// findBinary reports whether a is a binary operator.
func findBinary(a string) bool {
	return a == "-a" || a == "-and" || a == "-o" || a == "-or" || a == ","
}

// operand checks that an expression follows the operator op, with GNU's
// message when none does. At the end of the arguments GNU meets the ')'
// of the parentheses it put around the expression to add -print, or,
// with an action given, nothing.
func (p *findParser) operand(op string) bool {
	next := p.peek()
	switch {
	case p.pos >= len(p.args) && p.hasAction:
		p.structural = true
		p.err = "invalid expression"
	case p.pos >= len(p.args):
		p.structural = true
		p.err = fmt.Sprintf("expected an expression after '%s'", op)
	case next == ")":
		p.structural = true
		p.err = fmt.Sprintf("expected an expression between '%s' and ')'", op)
	case findBinary(next):
		p.structural = true
		p.err = fmt.Sprintf("invalid expression; you have used a binary operator '%s' with nothing before it.", next)
	default:
		return true
	}
	return false
}

// fixNode sets the evaluator of an operator node.
func fixNode(n *findNode) *findNode {
	switch n.op {
	case "and":
		// -quit ends find at once: nothing after it runs, not even
		// the implicit -print.
		n.eval = func(fc *findCtx, e *findEntry) bool {
			return n.kids[0].eval(fc, e) && !fc.quit && n.kids[1].eval(fc, e)
		}
	case "or":
		n.eval = func(fc *findCtx, e *findEntry) bool {
			return n.kids[0].eval(fc, e) || !fc.quit && n.kids[1].eval(fc, e)
		}
	case "not":
		n.eval = func(fc *findCtx, e *findEntry) bool { return !n.kids[0].eval(fc, e) }
	}
	return n
}

func findTrue(*findCtx, *findEntry) bool { return true }

func findPrint(fc *findCtx, e *findEntry) bool {
	fc.write(e.path)
	if fc.out.WriteByte('\n') != nil {
		fc.werr = true
	}
	return true
}

func (fc *findCtx) write(s string) {
	if _, err := fc.out.WriteString(s); err != nil {
		fc.werr = true
	}
}

func (p *findParser) arg(name string) (string, bool) {
	if p.pos >= len(p.args) {
		p.err = fmt.Sprintf("missing argument to `%s'", name)
		return "", false
	}
	p.pos++
	return p.args[p.pos-1], true
}

func (p *findParser) parsePrimary() *findNode {
	a := p.peek()
	if a == "" {
		p.structural = true
		p.err = "invalid expression"
		return nil
	}
	if a == "(" {
		defer func(d int) { p.nesting = d }(p.nesting)
		if !p.enter() {
			return nil
		}
		p.pos++
		if p.peek() == ")" {
			p.structural = true
			p.err = "invalid expression; empty parentheses are not allowed."
			return nil
		}
		n := p.parseComma()
		if p.err != "" {
			return nil
		}
		if p.peek() != ")" {
			p.structural = true
			p.err = "invalid expression; I was expecting to find a ')' somewhere but did not see one."
			return nil
		}
		p.pos++
		return n
	}
	if a == ")" {
		return nil
	}
	if findBinary(a) {
		p.structural = true
		p.err = fmt.Sprintf("invalid expression; you have used a binary operator '%s' with nothing before it.", a)
		return nil
	}
	p.pos++
	defer func() { p.last = a }()
	fc := p.fc
	node := func(eval func(fc *findCtx, e *findEntry) bool) *findNode { return &findNode{op: a, eval: eval} }
	switch a {
	case "-help", "--help", "-version", "--version":
		p.info, p.err = a, a
		return nil
	case "-print":
		p.hasAction = true
		return node(findPrint)
	case "-print0":
		p.hasAction = true
		return node(func(fc *findCtx, e *findEntry) bool { fc.write(e.path + "\x00"); return true })
	case "-printf":
		f, ok := p.arg(a)
		if !ok || !p.checkFormat(f) {
			return nil
		}
		p.hasAction = true
		return node(func(fc *findCtx, e *findEntry) bool { fc.write(fc.printf(f, e)); return true })
	case "-fprint", "-fprint0", "-fprintf", "-fls":
		name, ok := p.arg(a)
		if !ok {
			return nil
		}
		var f string
		if a == "-fprintf" {
			if p.pos >= len(p.args) {
				p.err = fmt.Sprintf("invalid argument `%s' to `%s'", name, a)
				return nil
			}
			f = p.args[p.pos]
			p.pos++
			if !p.checkFormat(f) {
				return nil
			}
		}
		out, err := fc.openFile(name)
		if err != nil {
			p.err = fmt.Sprintf("%s: %s", quoteArg(name), vfs.Strerror(err))
			return nil
		}
		p.hasAction = true
		return node(func(fc *findCtx, e *findEntry) bool {
			var s string
			switch a {
			case "-fprint":
				s = e.path + "\n"
			case "-fprint0":
				s = e.path + "\x00"
			case "-fprintf":
				s = fc.printf(f, e)
			default:
				s = fc.ls(e)
			}
			if _, err := out.w.WriteString(s); err != nil {
				fc.werr = true
			}
			return true
		})
	case "-ls":
		p.hasAction = true
		return node(func(fc *findCtx, e *findEntry) bool { fc.write(fc.ls(e)); return true })
	case "-delete":
		p.delete = true
		p.hasAction = true
		fc.depthFirst = true
		return node(findDelete)
	case "-prune":
		p.prune = true
		return node(func(fc *findCtx, e *findEntry) bool {
			if !fc.depthFirst {
				e.prune = true
			}
			return true
		})
	case "-quit":
		// Not an action for the implicit -print (GNU).
		return node(func(fc *findCtx, e *findEntry) bool { fc.quit = true; return true })
	case "-exec", "-execdir", "-ok", "-okdir":
		p.asks = p.asks || a == "-ok" || a == "-okdir"
		return p.parseExec(a)
	case "-true":
		return node(findTrue)
	case "-false":
		return node(func(*findCtx, *findEntry) bool { return false })
	case "-depth", "-d":
		p.depth = true
		fc.depthFirst = true
		return node(findTrue)
	case "-maxdepth", "-mindepth":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || !allDigits(v) {
			p.err = fmt.Sprintf("Expected a positive decimal integer argument to %s, but got %s", a, quoteArg(v))
			return nil
		}
		if a == "-maxdepth" {
			fc.maxDepth = n
		} else {
			fc.minDepth = n
		}
		return node(findTrue)
	case "-files0-from":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		fc.files0From, fc.files0 = v, true
		return node(findTrue)
	case "-fstype":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		return node(func(fc *findCtx, e *findEntry) bool { return fc.fsType(e) == v })
	case "-used":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		cmp, n, ok := findUsedArg(v)
		if !ok {
			p.err = fmt.Sprintf("Invalid argument %s to -used", v)
			return nil
		}
		return node(func(fc *findCtx, e *findEntry) bool {
			st := vfs.Stat(e.fi)
			if st == nil {
				return false
			}
			return findUsed(cmp, n, st.Atime.Sub(st.Ctime))
		})
	case "-xdev", "-mount", "-noleaf", "-ignore_readdir_race", "-noignore_readdir_race", "-nowarn", "-warn":
		return node(findTrue)
	case "-follow":
		fc.follow = 'L'
		return node(findTrue)
	case "-daystart":
		fc.dayStart = true
		return node(findTrue)
	case "-regextype":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		switch v {
		case "emacs", "posix-basic", "posix-extended", "egrep", "posix-egrep", "grep", "sed", "findutils-default", "gnu-awk", "awk", "posix-awk", "ed", "posix-minimal-basic":
			p.regexType = v
		default:
			p.err = fmt.Sprintf("Unknown regular expression type %s; valid types are %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s.",
				quoteArg(v), quoteArg("findutils-default"), quoteArg("ed"), quoteArg("emacs"), quoteArg("gnu-awk"), quoteArg("grep"),
				quoteArg("posix-awk"), quoteArg("awk"), quoteArg("posix-basic"), quoteArg("posix-egrep"), quoteArg("egrep"), quoteArg("posix-extended"),
				quoteArg("posix-minimal-basic"), quoteArg("sed"))
			return nil
		}
		return node(findTrue)
	case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-lname", "-ilname":
		pat, ok := p.arg(a)
		if !ok {
			return nil
		}
		fold := strings.HasPrefix(a, "-i")
		switch a {
		case "-path", "-ipath", "-wholename", "-iwholename":
			// A path find makes never ends with a slash.
			if strings.HasSuffix(pat, "/") {
				fmt.Fprintf(p.fc.inv.Stderr, "find: warning: %s %s will not match anything because it ends with /.\n", a, pat)
			}
		}
		switch a {
		case "-name", "-iname":
			return node(func(fc *findCtx, e *findEntry) bool {
				if e.name != "" {
					return fnmatch(pat, e.name, fold) // an entry of a listing
				}
				base := e.path
				if t := strings.TrimRight(base, "/"); t != "" {
					base = path.Base(t)
				} else {
					base = "/"
				}
				return fnmatch(pat, base, fold)
			})
		case "-lname", "-ilname":
			return node(func(fc *findCtx, e *findEntry) bool {
				if e.fi.Mode()&fs.ModeSymlink == 0 {
					return false
				}
				t, err := fc.inv.FS.Readlink(fc.ctx, e.absPath())
				return err == nil && fnmatch(pat, t, fold)
			})
		}
		return node(func(fc *findCtx, e *findEntry) bool { return fnmatch(pat, e.path, fold) })
	case "-regex", "-iregex":
		pat, ok := p.arg(a)
		if !ok {
			return nil
		}
		re, err := findRegex(pat, p.regexType, a == "-iregex")
		if err != nil {
			p.err = fmt.Sprintf("failed to compile regular expression '%s': %s", pat, err)
			return nil
		}
		return node(func(fc *findCtx, e *findEntry) bool {
			ok, _ := re.Match([]byte(e.path))
			return ok
		})
	case "-type", "-xtype":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		// GNU reads letter, comma, letter...: the first byte that is
		// not where it should be names the error.
		types := map[byte]bool{}
		if v == "" {
			p.err = fmt.Sprintf("Arguments to %s should contain at least one letter", a)
			return nil
		}
		for i := 0; i < len(v); i += 2 {
			c := v[i]
			switch {
			case strings.IndexByte("bcdpflsD", c) < 0:
				p.err = fmt.Sprintf("Unknown argument to %s: %c", a, c)
			case c == 'D':
				p.err = fmt.Sprintf("%s D is not supported because Solaris doors are not supported on the platform find was compiled on.", a)
			case types[c]:
				p.err = fmt.Sprintf("Duplicate file type '%c' in the argument list to %s.", c, a)
			case i+1 < len(v) && v[i+1] != ',':
				p.err = fmt.Sprintf("Must separate multiple arguments to %s using: ','", a)
			case i+2 == len(v):
				p.err = fmt.Sprintf("Last file type in list argument to %s is missing, i.e., list is ending on: ','", a)
			}
			if p.err != "" {
				return nil
			}
			types[c] = true
		}
		xtype := a == "-xtype"
		return node(func(fc *findCtx, e *findEntry) bool {
			fi := e.fi
			if xtype {
				// The other kind of stat: the link itself under -L,
				// the target otherwise.
				var err error
				if fc.follow == 'L' || (fc.follow == 'H' && e.depth == 0) {
					fi, err = fc.inv.FS.Lstat(fc.ctx, e.absPath())
				} else if fi.Mode()&fs.ModeSymlink != 0 {
					if fi2, err2 := fc.inv.FS.Stat(fc.ctx, e.absPath()); err2 == nil {
						fi = fi2
					}
				}
				if err != nil {
					return false
				}
			}
			return types[findTypeChar(fi.Mode())]
		})
	case "-size":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		cmp, num := findSplitNum(v)
		unit := int64(512)
		if c := v[len(v)-1:]; v != "" && (c[0] < '0' || c[0] > '9') && !strings.Contains("cwbkMG", c) {
			p.err = fmt.Sprintf("invalid -size type `%s'", c)
			return nil
		}
		if num != "" {
			switch num[len(num)-1] {
			case 'c':
				unit, num = 1, num[:len(num)-1]
			case 'w':
				unit, num = 2, num[:len(num)-1]
			case 'b':
				num = num[:len(num)-1]
			case 'k':
				unit, num = 1024, num[:len(num)-1]
			case 'M':
				unit, num = 1<<20, num[:len(num)-1]
			case 'G':
				unit, num = 1<<30, num[:len(num)-1]
			default:
				if c := num[len(num)-1]; c < '0' || c > '9' {
					p.err = fmt.Sprintf("invalid -size type `%c'", c)
					return nil
				}
			}
		}
		n, err := strconv.ParseInt(num, 10, 64)
		if err != nil || !allDigits(num) {
			p.err = fmt.Sprintf("Invalid argument `%s' to -size", v)
			return nil
		}
		return node(func(fc *findCtx, e *findEntry) bool {
			size := (e.fi.Size() + unit - 1) / unit
			return findCompare(cmp, size, n)
		})
	case "-empty":
		return node(func(fc *findCtx, e *findEntry) bool {
			if e.fi.IsDir() {
				ents, err := fc.inv.FS.ReadDir(fc.ctx, e.absPath())
				return err == nil && len(ents) == 0
			}
			return e.fi.Mode().IsRegular() && e.fi.Size() == 0
		})
	case "-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		cmp, num := findSplitNum(v)
		n, err := strconv.ParseFloat(num, 64)
		if err != nil || num == "" {
			p.err = fmt.Sprintf("invalid argument `%s' to `%s'", v, a)
			return nil
		}
		which := a[1]
		minutes := strings.HasSuffix(a, "min")
		return node(func(fc *findCtx, e *findEntry) bool {
			diff := fc.now.Sub(findTime(e.fi, which)).Seconds()
			if minutes {
				// GNU compares minutes rounded up for exact matches.
				switch cmp {
				case '+':
					return diff > n*60
				case '-':
					return diff < n*60
				}
				return diff > (n-1)*60 && diff <= n*60
			}
			days := float64(int64(diff / 86400))
			if diff < 0 {
				days = -float64(int64(-diff/86400)) - 1
			}
			switch cmp {
			case '+':
				return days > n
			case '-':
				return days < n
			}
			return days == n
		})
	case "-newer", "-anewer", "-cnewer", "-samefile":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		rfi, err := fc.refStat(v)
		if err != nil {
			p.err = fmt.Sprintf("%s: %s", quoteArg(v), vfs.Strerror(err))
			return nil
		}
		if a == "-samefile" {
			return node(func(fc *findCtx, e *findEntry) bool { return sameFile(e.fi, rfi) })
		}
		ref := rfi.ModTime()
		which := byte('m')
		if a != "-newer" {
			which = a[1]
		}
		return node(func(fc *findCtx, e *findEntry) bool { return findTime(e.fi, which).After(ref) })
	case "-perm":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		kind := byte(0)
		m := v
		if strings.HasPrefix(m, "-") || strings.HasPrefix(m, "/") || strings.HasPrefix(m, "+") {
			kind, m = m[0], m[1:]
		}
		changes, ok := parseMode(m)
		if !ok || kind == '+' {
			p.err = fmt.Sprintf("invalid mode %s", quoteArg(v))
			return nil
		}
		want := adjustMode(0, false, 0, changes)
		if kind == '/' && want&07777 == 0 {
			fmt.Fprintf(fc.inv.Stderr, "%s: warning: you have specified a mode pattern %s (which is equivalent to /000). "+
				"The meaning of -perm /000 has now been changed to be consistent with -perm -000; that is, while it used "+
				"to match no files, it now matches all files.\n", fc.inv.Args[0], v)
		}
		return node(func(fc *findCtx, e *findEntry) bool {
			have := unixMode(e.fi.Mode())
			switch kind {
			case '-':
				return have&want == want
			case '/':
				return want == 0 || have&want != 0
			}
			return have&07777 == want
		})
	case "-user", "-group", "-uid", "-gid", "-links", "-inum":
		v, ok := p.arg(a)
		if !ok {
			return nil
		}
		cmp, num := findSplitNum(v)
		n, nerr := strconv.ParseUint(num, 10, 64)
		switch a {
		case "-user", "-group":
			if nerr != nil && !findKnownOwner(fc, v) {
				if a == "-user" {
					p.err = fmt.Sprintf("%s is not the name of a known user", quoteArg(v))
				} else {
					p.err = fmt.Sprintf("%s is not the name of an existing group", quoteArg(v))
				}
				return nil
			}
			return node(func(fc *findCtx, e *findEntry) bool {
				st := vfs.Stat(e.fi)
				if st == nil {
					return false
				}
				name, id := st.User, st.Uid
				if a == "-group" {
					name, id = st.Group, st.Gid
				}
				return name == v || (nerr == nil && cmp == 0 && uint64(id) == n)
			})
		}
		if nerr != nil {
			p.err = fmt.Sprintf("invalid argument `%s' to `%s'", v, a)
			return nil
		}
		return node(func(fc *findCtx, e *findEntry) bool {
			st := vfs.Stat(e.fi)
			if st == nil {
				return false
			}
			var have uint64
			switch a {
			case "-uid":
				have = uint64(st.Uid)
			case "-gid":
				have = uint64(st.Gid)
			case "-links":
				have = st.Nlink
			case "-inum":
				have = st.Ino
			}
			return findCompare(cmp, int64(have), int64(n))
		})
	case "-nouser", "-nogroup":
		return node(func(*findCtx, *findEntry) bool { return false })
	case "-readable", "-writable", "-executable":
		bit := map[string]fs.FileMode{"-readable": 0o400, "-writable": 0o200, "-executable": 0o100}[a]
		return node(func(fc *findCtx, e *findEntry) bool {
			fi := e.fi
			if fi.Mode()&fs.ModeSymlink != 0 {
				// access(2) follows the link: a dangling one fails.
				t, err := fc.inv.FS.Stat(fc.ctx, e.absPath())
				if err != nil {
					return false
				}
				fi = t
			}
			return fi.Mode()&bit != 0
		})
	}
	if strings.HasPrefix(a, "-newer") && len(a) == 8 {
		return p.parseNewerXY(a)
	}
	if a == "-context" {
		// As GNU find built without SELinux support at run time.
		p.err = "invalid predicate -context: SELinux is not enabled."
		return nil
	}
	if strings.HasPrefix(a, "-") {
		p.err = fmt.Sprintf("unknown predicate `%s'", a)
	} else {
		p.err = p.stray(a)
	}
	return nil
}

// parseNewerXY parses -newerXY REF: X of the file newer than Y of REF, or
// than the date REF when Y is t.
func (p *findParser) parseNewerXY(a string) *findNode {
	x, y := a[6], a[7]
	if x == 'B' || y == 'B' {
		p.err = "This system does not provide a way to find the birth time of a file.\n" + p.fc.inv.Args[0] + ": invalid predicate `" + a + "'"
		return nil
	}
	if strings.IndexByte("acm", x) < 0 || strings.IndexByte("acmt", y) < 0 {
		p.err = fmt.Sprintf("invalid predicate `%s'", a)
		return nil
	}
	v, ok := p.arg(a)
	if !ok {
		return nil
	}
	fc := p.fc
	var ref time.Time
	if y == 't' {
		t, ok := parseDate(v, fc.now, fc.loc)
		if !ok {
			p.err = fmt.Sprintf("I cannot figure out how to interpret %s as a date or time", quoteArg(v))
			return nil
		}
		ref = t
	} else {
		rfi, err := fc.refStat(v)
		if err != nil {
			p.err = fmt.Sprintf("%s: %s", quoteArg(v), vfs.Strerror(err))
			return nil
		}
		ref = findTime(rfi, y)
	}
	return &findNode{op: a, eval: func(fc *findCtx, e *findEntry) bool { return findTime(e.fi, x).After(ref) }}
}

// findKnownOwner reports whether name is a user or group of the sandbox:
// root, nobody, the sandbox's user, or the owner or group of the working
// directory (the backend's).
func findKnownOwner(fc *findCtx, name string) bool {
	if name == "root" || name == "nobody" || name == sandboxUser(fc.inv) {
		return true
	}
	if fi, err := fc.inv.FS.Stat(fc.ctx, fc.inv.Dir); err == nil {
		if st := vfs.Stat(fi); st != nil {
			return name == st.User || name == st.Group
		}
	}
	return false
}

// findSplitNum splits "+N" / "-N" / "N".
func findSplitNum(v string) (byte, string) {
	if strings.HasPrefix(v, "+") || strings.HasPrefix(v, "-") {
		return v[0], v[1:]
	}
	return 0, v
}

// findUsedArg reads -used's N as GNU's get_relative_timestamp does: a
// sign, then what strtod reads, all of the rest.
func findUsedArg(v string) (cmp byte, days float64, ok bool) {
	cmp, num := findSplitNum(v)
	t := strings.TrimLeft(num, " \t\n\v\f\r")
	low := strings.ToLower(strings.TrimLeft(t, "+-"))
	// GNU's find fails an assertion on NaN; ours refuses it.
	if t == "" || strings.ContainsAny(t, "_ \t\n\v\f\r") || strings.HasPrefix(low, "nan") {
		return 0, 0, false
	}
	if strings.HasPrefix(low, "0x") && !strings.Contains(low, "p") {
		t += "p0" // strtod's hex floats need no exponent; Go's do
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil && !(errors.Is(err, strconv.ErrRange) && !math.IsInf(n, 0)) {
		return 0, 0, false
	}
	return cmp, n, true
}

// findUsed is GNU find 4.9's -used on d, the access time less the status
// change time: never for a file read before its last change (d < 0);
// +N more than N days, -N less than N, N in [N-1, N) days.
func findUsed(cmp byte, n float64, d time.Duration) bool {
	if d < 0 {
		return false
	}
	days := d.Seconds() / 86400
	switch cmp {
	case '+':
		return days > n
	case '-':
		return days < n
	}
	return days >= n-1 && days < n
}

// fsType is the type of the file system holding e, as df -T names it.
func (fc *findCtx) fsType(e *findEntry) string {
	if fc.mounts == nil {
		fc.mounts = dfMounts(fc.inv)
	}
	if i := dfMountOf(fc.mounts, e.absPath()); i >= 0 {
		return fc.mounts[i].fstype
	}
	return "vfs"
}

func findCompare(cmp byte, have, want int64) bool {
	switch cmp {
	case '+':
		return have > want
	case '-':
		return have < want
	}
	return have == want
}

func findTime(fi fs.FileInfo, which byte) time.Time {
	st := vfs.Stat(fi)
	switch {
	case which == 'a' && st != nil:
		return st.Atime
	case which == 'c' && st != nil:
		return st.Ctime
	}
	return fi.ModTime()
}

// findTypeChar is -type's letter for m's file type.
func findTypeChar(m fs.FileMode) byte {
	if c := typeLetter(m); c != '-' {
		return c
	}
	return 'f'
}

func findDelete(fc *findCtx, e *findEntry) bool {
	if e.path == "." {
		return true // GNU skips the starting point "."
	}
	err := error(nil)
	if b := path.Base(e.path); b == "." || b == ".." {
		err = vfs.PathError("rmdir", e.absPath(), vfs.ErrInvalid) // rmdir("./"): EINVAL
	} else if lfi, lerr := fc.inv.FS.Lstat(fc.ctx, e.absPath()); e.fi.IsDir() && lerr == nil && lfi.Mode()&fs.ModeSymlink != 0 {
		// A link followed (-L, -H) to a directory: GNU rmdirs it.
		err = vfs.PathError("rmdir", e.absPath(), vfs.ErrNotDir)
	} else {
		err = fc.inv.FS.Remove(fc.ctx, e.absPath())
	}
	if err != nil {
		fc.errorf("cannot delete %s: %s", quoteArg(e.path), vfs.Strerror(err))
		return false
	}
	return true
}

// findRegex compiles a -regex pattern that must match the whole path.
func findRegex(pat, typ string, fold bool) (*regex.Regexp, error) {
	o := regex.Options{Extended: true, IgnoreCase: fold, Line: true}
	switch typ {
	case "emacs", "findutils-default":
		// An unmatched \) is an error there (rewritten as ")").
		pat, o.UnmatchedParenError = emacsToERE(pat), true
	case "posix-basic", "ed", "sed", "posix-minimal-basic":
		o.Extended, o.Strict = false, true
	case "grep":
		o.Extended = false
	case "posix-extended":
		// glibc's POSIX syntaxes refuse a leading * and an unclosed {.
		o.Strict = true
	}
	// GNU find takes a match by re_match from the path's start that ends
	// at its end; the pattern is compiled as written (glibc's regcomp,
	// whose errors it reports), not wrapped in a group, which would
	// renumber back-references and move a BRE's leading ^.
	return regex.Compile(pat, o)
}

// emacsToERE rewrites an Emacs-syntax regexp (find's default) as an ERE:
// \( \) \| are the operators there, and ( ) | { } are literal.
func emacsToERE(s string) string {
	var b strings.Builder
	inBracket := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inBracket {
			b.WriteByte(c)
			if c == ']' {
				inBracket = false
			}
			continue
		}
		switch c {
		case '[':
			inBracket = true
			b.WriteByte(c)
			if i+1 < len(s) && s[i+1] == '^' {
				b.WriteByte('^')
				i++
			}
			if i+1 < len(s) && s[i+1] == ']' {
				b.WriteByte(']')
				i++
			}
		case '(', ')', '|', '{', '}':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\\':
			if i+1 < len(s) {
				i++
				switch s[i] {
				case '(', ')', '|':
					b.WriteByte(s[i])
				default:
					b.WriteByte('\\')
					b.WriteByte(s[i])
				}
			} else {
				b.WriteByte('\\') // a trailing backslash: an error
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// fnmatch matches name against a shell pattern as fnmatch(3) without
// flags: * and ? match any character including / and a leading dot.
func fnmatch(pat, name string, fold bool) bool {
	// With fold (FNM_CASEFOLD) letters and ranges match either case;
	// a class such as [[:upper:]] still tests the name's own letter.
	for len(pat) > 0 {
		switch pat[0] {
		case '*':
			for len(pat) > 0 && pat[0] == '*' {
				pat = pat[1:]
			}
			if pat == "" {
				return true
			}
			if !fold && findLiteralASCII(pat) {
				// '*.txt': only the suffix can match. An ASCII byte is
				// never inside a character, so it starts one the loop
				// below would try.
				return strings.HasSuffix(name, pat)
			}
			for i := 0; i <= len(name); i++ {
				if fnmatch(pat, name[i:], fold) {
					return true
				}
				if i < len(name) {
					_, sz := utf8.DecodeRuneInString(name[i:])
					i += sz - 1
				}
			}
			return false
		case '?':
			if name == "" {
				return false
			}
			_, sz := utf8.DecodeRuneInString(name)
			pat, name = pat[1:], name[sz:]
		case '[':
			if name == "" {
				return false
			}
			r, sz := utf8.DecodeRuneInString(name)
			ok, rest, valid := matchBracket(pat, r, fold)
			if !valid {
				// An unclosed [ is literal.
				if name[0] != '[' {
					return false
				}
				pat, name = pat[1:], name[1:]
				continue
			}
			if !ok {
				return false
			}
			pat, name = rest, name[sz:]
		case '\\':
			if len(pat) > 1 {
				pat = pat[1:]
			}
			fallthrough
		default:
			if name == "" {
				return false
			}
			pr, psz := utf8.DecodeRuneInString(pat)
			nr, nsz := utf8.DecodeRuneInString(name)
			if pr != nr && !(fold && unicode.ToLower(pr) == unicode.ToLower(nr)) {
				return false
			}
			pat, name = pat[psz:], name[nsz:]
		}
	}
	return name == ""
}

// findLiteralASCII reports whether pat is ASCII with no character special
// to fnmatch.
func findLiteralASCII(pat string) bool {
	for i := 0; i < len(pat); i++ {
		switch c := pat[i]; {
		case c >= utf8.RuneSelf, c == '*', c == '?', c == '[', c == '\\':
			return false
		}
	}
	return true
}

// matchBracket matches r against the bracket expression at the start of
// pat, returning the rest of the pattern.
func matchBracket(pat string, r rune, fold bool) (matched bool, rest string, valid bool) {
	i := 1
	negate := false
	if i < len(pat) && (pat[i] == '!' || pat[i] == '^') {
		negate = true
		i++
	}
	first := true
	for i < len(pat) {
		if pat[i] == ']' && !first {
			return matched != negate, pat[i+1:], true
		}
		first = false
		if strings.HasPrefix(pat[i:], "[:") {
			if end := strings.Index(pat[i+2:], ":]"); end >= 0 {
				class := pat[i+2 : i+2+end]
				if findClass(class, r) {
					matched = true
				}
				i += end + 4
				continue
			}
		}
		lo, sz := utf8.DecodeRuneInString(pat[i:])
		if pat[i] == '\\' && i+1 < len(pat) {
			lo, sz = utf8.DecodeRuneInString(pat[i+1:])
			sz++
		}
		i += sz
		hi := lo
		if i+1 < len(pat) && pat[i] == '-' && pat[i+1] != ']' {
			var sz2 int
			hi, sz2 = utf8.DecodeRuneInString(pat[i+1:])
			i += 1 + sz2
		}
		if lo <= r && r <= hi {
			matched = true
		}
		if l, u := unicode.ToLower(r), unicode.ToUpper(r); fold && (lo <= l && l <= hi || lo <= u && u <= hi) {
			matched = true
		}
	}
	return false, "", false
}

func findClass(class string, r rune) bool {
	switch class {
	case "alpha":
		return unicode.IsLetter(r)
	case "digit":
		return r >= '0' && r <= '9'
	case "alnum":
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	case "upper":
		return unicode.IsUpper(r)
	case "lower":
		return unicode.IsLower(r)
	case "space":
		return unicode.IsSpace(r)
	case "blank":
		return r == ' ' || r == '\t'
	case "punct":
		return unicode.IsPunct(r) || unicode.IsSymbol(r) && r < 128
	case "print":
		return unicode.IsPrint(r)
	case "graph":
		return unicode.IsPrint(r) && r != ' '
	case "cntrl":
		return unicode.IsControl(r)
	case "xdigit":
		return strings.ContainsRune("0123456789abcdefABCDEF", r)
	}
	return false
}

// parseExec parses -exec/-execdir/-ok/-okdir COMMAND ... ; or {} +.
func (p *findParser) parseExec(a string) *findNode {
	start := p.pos
	for p.pos < len(p.args) {
		t := p.args[p.pos]
		if t == ";" || (t == "+" && p.pos > start && strings.Contains(p.args[p.pos-1], "{}")) {
			break
		}
		p.pos++
	}
	if p.pos < len(p.args) && p.pos == start {
		p.err = fmt.Sprintf("invalid argument `%s' to `%s'", p.args[p.pos], a)
		return nil
	}
	if p.pos >= len(p.args) {
		p.err = fmt.Sprintf("missing argument to `%s'", a)
		return nil
	}
	if p.args[p.pos] == "+" && p.args[p.pos-1] != "{}" && a[1] == 'e' {
		p.err = fmt.Sprintf("In %s the %s must appear by itself, but you specified %s", quoteArg(a+" ... {} +"), quoteArg("{}"), quoteArg(p.args[p.pos-1]))
		return nil
	}
	if p.args[p.pos] == "+" && a[1] == 'e' {
		for _, w := range p.args[start : p.pos-1] {
			if strings.Contains(w, "{}") {
				p.err = fmt.Sprintf("Only one instance of {} is supported with %s ... +", a)
				return nil
			}
		}
	}
	cmd := append([]string(nil), p.args[start:p.pos]...)
	plus := p.args[p.pos] == "+"
	p.pos++
	p.hasAction = true
	dir := a == "-execdir" || a == "-okdir"
	ask := a == "-ok" || a == "-okdir"
	if plus {
		if ask {
			p.err = fmt.Sprintf("missing argument to `%s'", a)
			return nil
		}
		b := &findBatch{args: cmd[:len(cmd)-1], dir: dir}
		p.fc.batches = append(p.fc.batches, b)
		return &findNode{op: a, eval: func(fc *findCtx, e *findEntry) bool {
			name, wd := e.path, ""
			if dir {
				name, wd = fc.execdirName(e)
				// GNU runs a batch per directory as named: a starting
				// point alone, and d/x apart from ./d/x.
				key := path.Dir(e.path)
				if e.depth == 0 {
					key = "\x00" + e.path
				}
				if key != b.key && len(b.files) > 0 {
					fc.runBatch(b)
				}
				b.wd, b.key = wd, key
			}
			b.files = append(b.files, name)
			b.size += len(name) + 1
			if b.size > 128<<10 {
				fc.runBatch(b)
			}
			return true
		}}
	}
	return &findNode{op: a, eval: func(fc *findCtx, e *findEntry) bool {
		name, wd := e.path, ""
		if dir {
			name, wd = fc.execdirName(e)
		}
		argv := make([]string, len(cmd))
		for i, c := range cmd {
			argv[i] = strings.ReplaceAll(c, "{}", name)
		}
		if ask {
			fc.out.Flush()
			// The prompt names the file as found, even for -okdir.
			fmt.Fprintf(fc.inv.Stderr, "< %s ... %s > ? ", argv[0], e.path)
			line, _ := fc.in.ReadString('\n')
			if !strings.HasPrefix(line, "y") && !strings.HasPrefix(line, "Y") {
				return false
			}
		}
		return fc.exec(argv, wd) == 0
	}}
}

// execdirName is the name -execdir passes and the directory it runs in:
// "./BASE" in the file's directory; a starting point is named as given,
// relative to the working directory ("./." for ".").
func (fc *findCtx) execdirName(e *findEntry) (name, wd string) {
	if e.absPath() == "/" {
		return "/", "/"
	}
	if e.depth == 0 {
		// GNU's base_name keeps trailing slashes: "./" runs as "././".
		p := strings.TrimRight(e.path, "/")
		return "./" + path.Base(p) + e.path[len(p):], fc.inv.Path(path.Dir(p))
	}
	return "./" + path.Base(e.absPath()), path.Dir(e.absPath())
}

// exec runs a command line through the shell, after flushing our output
// so the two interleave as they would with separate processes.
func (fc *findCtx) exec(argv []string, wd string) int {
	if fc.out.Flush() != nil {
		fc.werr = true
		return 1
	}
	if fc.inv.Exec == nil {
		fc.errorf("%s: cannot run commands here", argv[0])
		return 127
	}
	// A command that can't be run is find's message (execvp failed in
	// its child); -exec ... ; is then false but, unlike {} +, leaves
	// the exit status alone, as GNU's.
	return fc.inv.Exec(fc.ctx, shell.ExecRequest{Args: argv, Stdin: fc.inv.Stdin, Stdout: fc.inv.Stdout, Stderr: fc.inv.Stderr, Dir: wd,
		NotRun: notRun(fc.inv, "%s: %s", quoteArg)})
}

func (fc *findCtx) runBatch(b *findBatch) {
	if len(b.files) == 0 {
		return
	}
	argv := append(append([]string(nil), b.args...), b.files...)
	if fc.exec(argv, b.wd) != 0 {
		fc.status = 1
	}
	b.files, b.size = nil, 0
}

func (fc *findCtx) flushBatches() {
	for _, b := range fc.batches {
		if fc.ctx.Err() != nil {
			return
		}
		fc.runBatch(b)
	}
}

// ls renders -ls: "inode blocks mode links user group size date name".
func (fc *findCtx) ls(e *findEntry) string {
	o := lsOpts{now: fc.now, loc: fc.loc}
	st := vfs.Stat(e.fi)
	var ino, nlink uint64
	user, group := "0", "0"
	if st != nil {
		ino, nlink, user, group = st.Ino, st.Nlink, st.User, st.Group
	}
	name := findLsQuote(e.path)
	if e.fi.Mode()&fs.ModeSymlink != 0 {
		t, _ := fc.inv.FS.Readlink(fc.ctx, e.absPath())
		name += " -> " + findLsQuote(t)
	}
	return fmt.Sprintf("%9d %6d %s %3d %-8s %-8s %8d %s %s\n", ino, lsBlocks(e.fi), lsModeString(e.fi.Mode()), nlink,
		user, group, e.fi.Size(), o.date(e.fi.ModTime()), name)
}

// findLsQuote escapes a name as -ls prints it (GNU's quotearg "escape"
// style): a backslash before space, backslash and double quote, C escapes
// for control characters, and octal for every other byte outside
// printable ASCII, UTF-8 included.
func findLsQuote(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\\' || c == '"':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c > ' ' && c < 0x7f:
			b.WriteByte(c)
		case strings.IndexByte("\a\b\f\n\r\t\v", c) >= 0:
			b.WriteByte('\\')
			b.WriteByte("abfnrtv"[strings.IndexByte("\a\b\f\n\r\t\v", c)])
		default:
			fmt.Fprintf(&b, "\\%03o", c)
		}
	}
	return b.String()
}

// printf expands a -printf format for e.
func (fc *findCtx) printf(f string, e *findEntry) string {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c == '\\' && i+1 < len(f) {
			i++
			switch f[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case '0':
				// \0 or an octal escape.
				j, v := i, 0
				for j < len(f) && j < i+3 && f[j] >= '0' && f[j] <= '7' {
					v = v*8 + int(f[j]-'0')
					j++
				}
				b.WriteByte(byte(v))
				i = j - 1
			case '1', '2', '3', '4', '5', '6', '7':
				j, v := i, 0
				for j < len(f) && j < i+3 && f[j] >= '0' && f[j] <= '7' {
					v = v*8 + int(f[j]-'0')
					j++
				}
				b.WriteByte(byte(v))
				i = j - 1
			case 'a':
				b.WriteByte('\a')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'r':
				b.WriteByte('\r')
			case 'v':
				b.WriteByte('\v')
			case '\\':
				b.WriteByte('\\')
			case 'c':
				return b.String()
			default:
				b.WriteByte('\\')
				b.WriteByte(f[i])
			}
			continue
		}
		if c != '%' || i+1 >= len(f) {
			b.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0", f[j]) >= 0 {
			j++
		}
		for j < len(f) && (f[j] >= '0' && f[j] <= '9' || f[j] == '.') {
			j++
		}
		if j >= len(f) {
			b.WriteString(f[i:])
			break
		}
		spec := f[i+1 : j]
		conv := f[j]
		i = j
		if conv == '%' {
			b.WriteByte('%')
			continue
		}
		if strings.IndexByte("ACT", conv) >= 0 && i+1 < len(f) {
			i++
			which := map[byte]byte{'A': 'a', 'C': 'c', 'T': 'm'}[conv]
			v, err := padStr(budget(fc.inv), spec, findTimeFmt(f[i], findTime(e.fi, which).In(fc.loc)))
			if err != nil {
				return fc.printfFailed(err)
			}
			b.WriteString(v)
			continue
		}
		v, num, ok := fc.printfField(conv, e)
		if !ok {
			b.WriteByte('%')
			b.WriteByte(conv)
			continue
		}
		if num {
			verb, base := "d", 10
			if conv == 'm' {
				verb, base = "o", 8
			}
			n, _ := strconv.ParseInt(v, base, 64)
			v, err := padNum(budget(fc.inv), spec, verb, n)
			if err != nil {
				return fc.printfFailed(err)
			}
			b.WriteString(v)
		} else {
			v, err := padStr(budget(fc.inv), spec, v)
			if err != nil {
				return fc.printfFailed(err)
			}
			b.WriteString(v)
		}
		if !budget(fc.inv).Fits(int64(b.Len())) {
			return fc.printfFailed(limits.ErrTooLarge)
		}
	}
	return b.String()
}

// printfFailed reports a -printf width that cannot be printed and stops
// the walk: GNU's printf fails with EOVERFLOW past INT_MAX; a width past
// the budget cannot be allocated.
func (fc *findCtx) printfFailed(err error) string {
	if errors.Is(err, errWidthOverflow) {
		errorf(fc.inv, "%s: %s", quoteArg("standard output"), err)
	} else {
		errorf(fc.inv, "%s", limits.ErrTooLarge)
	}
	fc.status, fc.werr = 1, true
	return ""
}

// findTimeFmt renders one %Ak/%Tk/%Ck time field.
func findTimeFmt(k byte, t time.Time) string {
	frac := fmt.Sprintf("%09d0", t.Nanosecond())
	switch k {
	case '@':
		return strconv.FormatInt(t.Unix(), 10) + "." + frac
	case '+':
		return t.Format("2006-01-02") + "+" + t.Format("15:04:05") + "." + frac
	case 'S':
		return t.Format("05") + "." + frac
	case 'T':
		return t.Format("15:04:05") + "." + frac
	}
	return strftime.Format("%"+string(k), t)
}

// printfField returns a -printf field's text and whether it is numeric.
// As in GNU find, only the depth (%d) and the mode (%m, octal) take
// printf's numeric flags; sizes, counts and ids are printed as strings.
func (fc *findCtx) printfField(conv byte, e *findEntry) (string, bool, bool) {
	fi := e.fi
	st := vfs.Stat(fi)
	itoa := func(v int64) (string, bool, bool) { return strconv.FormatInt(v, 10), false, true }
	str := func(s string) (string, bool, bool) { return s, false, true }
	switch conv {
	case 'p':
		return str(e.path)
	case 'f':
		// GNU's base_name keeps a trailing slash: "d/" is "d/".
		t := strings.TrimRight(e.path, "/")
		if t == "" {
			return str("/")
		}
		if len(t) < len(e.path) {
			return str(path.Base(t) + "/")
		}
		return str(path.Base(t))
	case 'h':
		// What precedes the last slash; of "d/" (a starting point) that
		// is "d", but of "a/d/" it is "a".
		t := strings.TrimRight(e.path, "/")
		if i := strings.LastIndexByte(t, '/'); i >= 0 && len(t) < len(e.path) {
			return str(t[:i])
		}
		i := strings.LastIndexByte(e.path, '/')
		if i < 0 {
			return str(".")
		}
		return str(e.path[:i])
	case 'P':
		r := strings.TrimPrefix(e.path, e.start)
		return str(strings.TrimPrefix(r, "/"))
	case 'H':
		return str(e.start)
	case 'd':
		return strconv.Itoa(e.depth), true, true
	case 's':
		return itoa(fi.Size())
	case 'm':
		return strconv.FormatUint(uint64(unixMode(fi.Mode())), 8), true, true
	case 'M':
		return str(lsModeString(fi.Mode()))
	case 'k':
		return itoa(lsBlocks(fi))
	case 'b':
		if st != nil {
			return itoa(st.Blocks)
		}
		return itoa((fi.Size() + 511) / 512)
	case 'n', 'i', 'U', 'G':
		if st == nil {
			return itoa(0)
		}
		switch conv {
		case 'n':
			return itoa(int64(st.Nlink))
		case 'i':
			return itoa(int64(st.Ino))
		case 'U':
			return itoa(int64(st.Uid))
		}
		return itoa(int64(st.Gid))
	case 'u', 'g':
		if st == nil {
			return str("0")
		}
		if conv == 'u' {
			if st.User == "" {
				return str(strconv.FormatUint(uint64(st.Uid), 10))
			}
			return str(st.User)
		}
		if st.Group == "" {
			return str(strconv.FormatUint(uint64(st.Gid), 10))
		}
		return str(st.Group)
	case 'y':
		return str(string(findTypeChar(fi.Mode())))
	case 'Y':
		if fi.Mode()&fs.ModeSymlink != 0 {
			t, err := fc.inv.FS.Stat(fc.ctx, e.absPath())
			if err != nil {
				if errors.Is(err, vfs.ErrLoop) {
					return str("L")
				}
				return str("N")
			}
			return str(string(findTypeChar(t.Mode())))
		}
		return str(string(findTypeChar(fi.Mode())))
	case 'l':
		if fi.Mode()&fs.ModeSymlink != 0 {
			t, _ := fc.inv.FS.Readlink(fc.ctx, e.absPath())
			return str(t)
		}
		return str("")
	case 'a', 'c', 't':
		which := map[byte]byte{'a': 'a', 'c': 'c', 't': 'm'}[conv]
		t := findTime(fi, which).In(fc.loc)
		return str(t.Format("Mon Jan _2 15:04:05.") + fmt.Sprintf("%09d0", t.Nanosecond()) + t.Format(" 2006"))
	case 'D':
		return itoa(0)
	case 'F':
		return str(fc.fsType(e))
	case 'S':
		if fi.Size() == 0 {
			return str("1")
		}
		blocks := float64((fi.Size()+511)/512) * 512
		if st != nil {
			blocks = float64(st.Blocks) * 512
		}
		return str(strconv.FormatFloat(blocks/float64(fi.Size()), 'g', 6, 64))
	}
	return "", false, false
}
