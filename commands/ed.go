package commands

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{Name: "ed", Summary: "line-oriented text editor", Usage: edUsage, Run: runEd})
}

const edUsage = `GNU ed is a line-oriented text editor. It is used to create, display,
modify and otherwise manipulate text files, both interactively and via
shell scripts. A restricted version of ed, red, can only edit files in
the current directory and cannot execute shell commands. Ed is the
'standard' text editor in the sense that it is the original editor for
Unix, and thus widely available. For most purposes, however, it is
superseded by full-screen editors such as GNU Emacs or GNU Moe.

Usage: ed [options] [file]

Options:
  -h, --help                 display this help and exit
  -V, --version              output version information and exit
  -E, --extended-regexp      use extended regular expressions
  -G, --traditional          run in compatibility mode
  -l, --loose-exit-status    exit with 0 status even if a command fails
  -p, --prompt=STRING        use STRING as an interactive prompt
  -q, --quiet, --silent      suppress diagnostics written to stderr
  -r, --restricted           run in restricted mode
  -s, --script               suppress byte counts and '!' prompt
  -v, --verbose              be verbose; equivalent to the 'H' command
      --strip-trailing-cr    strip carriage returns at end of text lines

Start edit by reading in 'file' if given.
If 'file' begins with a '!', read output of shell command.

Exit status: 0 for a normal exit, 1 for environmental problems
(file not found, invalid command line options, I/O errors, etc), 2 to
indicate a corrupt or invalid input file, 3 for an internal consistency
error (e.g., bug) which caused ed to panic.
`

// edError is a command's failure: ed prints "?" and keeps the message
// for h and H.
type edError struct{ msg string }

func (e *edError) Error() string { return e.msg }

func edErr(msg string) error { return &edError{msg} }

const edWarnModified = "Warning: buffer modified"

var (
	errEdQuit = errors.New("quit")
	// errEdFatal stops ed at once (a write error on standard output).
	errEdFatal = errors.New("fatal")
)

// edUndo is one step of the last command's changes: lines inserted after
// pos (to undo: detach them) or lines detached after pos (to undo:
// attach them again).
type edUndo struct {
	inserted    bool
	pos, count  int
	first, last *edLine
}

type edState struct {
	ctx context.Context
	inv *shell.Invocation
	out *bufio.Writer
	in  *bufio.Reader

	buf       *edBuffer
	cur       int
	modified  bool
	filename  string
	marks     [26]*edLine
	cut       []string
	lastRe    *regex.Regexp
	lastSubRe *regex.Regexp // the regex of the last s (s's r suffix takes lastRe)
	lastRepl  edRepl
	subGlobal bool
	subNth    int
	subPrint  int
	haveSub   bool
	lastShell string
	lastGList string // G's & repeats it
	binaryEnd bool   // the last line came from a binary file without a final newline

	undo       []edUndo
	undoCur    int
	undoMod    bool
	inGlobal   bool
	globalUndo bool // u ran in a g command list: the list runs once

	ere, traditional, loose, quiet, restricted, script, verbose, stripCR bool
	prompt                                                               string
	promptOn                                                             bool
	window                                                               int

	errMsg     string
	lastEMOD   bool // the last command failed with the buffer-modified warning
	errStatus  int
	scriptFile bool // standard input is a regular file: an error ends ed
	lineNum    int
	maxBytes   int64 // Limits.MaxFileBytes: a file read, a line
	budget     int64 // what the buffer and undo may hold (fits)
	tooLong    bool  // readLine skipped a line longer than maxBytes
	steps      int
}

func runEd(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("ed")
	ere := f.Bool('E', "extended-regexp")
	trad := f.Bool('G', "traditional")
	loose := f.Bool('l', "loose-exit-status")
	prompt := f.String('p', "prompt", "")
	quiet := f.Bool('q', "quiet")
	f.Func(0, "silent", false, func(string) error { *quiet = true; return nil })
	restricted := f.Bool('r', "restricted")
	script := f.Bool('s', "script")
	verbose := f.Bool('v', "verbose")
	stripCR := f.Bool(0, "strip-trailing-cr")
	// GNU ed's arg_parser reads every option before any acts: a bad one
	// after --version is still an error; then the first of -h and -V wins.
	var first error
	f.Func('V', "version", false, func(string) error {
		if first == nil {
			first = errVersion
		}
		return nil
	})
	f.Func('h', "help", false, func(string) error {
		if first == nil {
			first = errHelp
		}
		return nil
	})
	args, status, done := parseFlags(inv, f, edUsage, 1)
	if done {
		return status
	}
	switch first {
	case errHelp:
		io.WriteString(inv.Stdout, edUsage)
		return 0
	case errVersion:
		return writeVersion(inv, f.name)
	}
	out, release := bufferedStdout(inv, 32<<10)
	defer release()
	st := &edState{ctx: ctx, inv: inv, out: out, buf: newEdBuffer(), window: 22,
		ere: *ere, traditional: *trad, loose: *loose, quiet: *quiet, restricted: *restricted || inv.Args[0] == "red",
		script: *script, verbose: *verbose, stripCR: *stripCR, prompt: *prompt, promptOn: f.Seen("prompt"),
		maxBytes: int64(inv.Limits.MaxFileBytes)}
	if st.maxBytes <= 0 {
		st.maxBytes = shell.DefaultLimits.MaxFileBytes
	}
	st.budget = 2 * st.maxBytes
	if st.prompt == "" {
		st.prompt = "*"
	}
	if inv.Stdin == nil {
		inv.Stdin = strings.NewReader("")
	}
	if fi, _ := operandStat(ctx, inv, "-"); fi != nil && fi.Mode().IsRegular() {
		st.scriptFile = true
	}
	st.in = bufio.NewReader(inv.Stdin)
	held := &holder{inv: inv}
	defer held.release()
	// Like GNU ed, a second operand is ignored, and "-" names no file.
	if len(args) > 0 && args[0] != "-" {
		name := args[0]
		if err := st.checkRestricted(name); err != nil {
			st.errMsg = err.Error()
			st.diag(name + ": " + st.errMsg)
			return 1
		}
		if !strings.HasPrefix(name, "!") {
			st.filename = name
		}
		if n, err := st.readInto(0, name); err == nil {
			st.cur = st.buf.n
			st.printCount(n)
		} else if e := (*edError)(nil); errors.As(err, &e) {
			st.errMsg = e.msg
			// A file that is missing starts an empty buffer; one that
			// cannot be read is an error.
			if e.msg != "Cannot open input file" {
				st.out.WriteString("?\n")
				if !st.loose {
					st.errStatus = 1
				}
			}
		} else if errors.Is(err, errEdFatal) {
			return 1
		}
		st.modified = false
		st.undo = nil
	}
	return st.loop(held)
}

// diag writes a diagnostic on standard error, which -q suppresses.
func (st *edState) diag(msg string) {
	if !st.quiet {
		fmt.Fprintln(st.inv.Stderr, msg)
	}
}

func (st *edState) printCount(n int64) {
	if !st.script {
		fmt.Fprintf(st.out, "%d\n", n)
	}
}

// readLine reads one line of standard input with its newline (added when
// the input ends without one); ok is false at the end.
func (st *edState) readLine() (string, bool) {
	var b []byte
	for {
		chunk, err := st.in.ReadSlice('\n')
		if int64(len(b)+len(chunk)) > st.maxBytes {
			// A line longer than a file may be is skipped, and an error.
			for err == bufio.ErrBufferFull {
				_, err = st.in.ReadSlice('\n')
			}
			st.lineNum++
			st.tooLong = true
			return "\n", true
		}
		b = append(b, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && len(b) == 0 {
			return "", false
		}
		break
	}
	line := string(b)
	st.lineNum++
	if !strings.HasSuffix(line, "\n") {
		line += "\n"
	}
	return line, true
}

// loop reads and runs commands until q or the end of the input.
func (st *edState) loop(held *holder) int {
	for {
		if st.ctx.Err() != nil {
			return 1
		}
		if err := st.out.Flush(); err != nil {
			return 1
		}
		held.hold(st.buf.bytes + st.buf.retained - held.n)
		if st.promptOn {
			st.out.WriteString(st.prompt)
		}
		line, ok := st.readLine()
		var err error
		if !ok {
			if !st.modified || st.lastEMOD {
				return st.errStatus
			}
			err = edErr(edWarnModified)
			if !st.loose {
				st.errStatus = 2
			}
		} else if st.tooLong {
			st.tooLong = false
			err = edErr("Line too long")
		} else {
			err = st.command(line)
		}
		st.lastEMOD = false
		if err == nil {
			continue
		}
		if errors.Is(err, errEdQuit) {
			return st.errStatus
		}
		if errors.Is(err, errEdFatal) || st.ctx.Err() != nil {
			return 1
		}
		var e *edError
		if !errors.As(err, &e) {
			e = &edError{err.Error()}
		}
		st.errMsg = e.msg
		st.lastEMOD = e.msg == edWarnModified
		st.out.WriteString("?\n")
		if st.scriptFile {
			if st.verbose {
				fmt.Fprintf(st.out, "script, line %d: %s\n", st.lineNum, e.msg)
			}
			st.out.Flush()
			if st.errStatus == 0 || ok {
				st.errStatus = 1
			}
			if !ok {
				return 2
			}
			return st.errStatus
		}
		if st.verbose {
			fmt.Fprintln(st.out, e.msg)
		}
		if ok && !st.loose {
			st.errStatus = 1
		}
	}
}

// checkRestricted refuses, with -r, a file name out of the current
// directory and a shell command.
func (st *edState) checkRestricted(name string) error {
	if !st.restricted {
		return nil
	}
	if strings.HasPrefix(name, "!") {
		return edErr("Shell access restricted")
	}
	if strings.Contains(name, "/") || name == ".." {
		return edErr("Directory access restricted")
	}
	return nil
}

// splitEdLines cuts data into lines; the last one may lack its newline.
func (st *edState) splitLines(data []byte) []string {
	var lines []string
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		var l []byte
		if i < 0 {
			l, data = data, nil
		} else {
			l, data = data[:i], data[i+1:]
		}
		if st.stripCR && i >= 0 {
			l = bytes.TrimSuffix(l, []byte("\r"))
		}
		lines = append(lines, string(l))
	}
	return lines
}

// readInto reads the file (or the output of "!command") name after
// address addr and returns the number of bytes read.
func (st *edState) readInto(addr int, name string) (int64, error) {
	var data []byte
	if strings.HasPrefix(name, "!") {
		out, err := st.shellOutput(name[1:])
		if err != nil {
			return 0, err
		}
		data = out
	} else {
		f, err := vfs.Open(st.ctx, st.inv.FS, st.inv.Path(name))
		if err != nil {
			st.diag(name + ": " + vfs.Strerror(err))
			return 0, edErr("Cannot open input file")
		}
		defer f.Close()
		if fi, err := f.Stat(); err == nil && fi.IsDir() {
			st.diag(name + ": " + vfs.Strerror(vfs.ErrIsDir))
			return 0, edErr("Cannot read input file")
		} else if err == nil && fi.Size() > st.maxBytes {
			return 0, edErr("Memory exhausted")
		}
		data, err = io.ReadAll(io.LimitReader(f, st.maxBytes+1))
		if err != nil {
			st.diag(name + ": " + vfs.Strerror(err))
			return 0, edErr("Cannot read input file")
		}
	}
	if int64(len(data)) > st.maxBytes {
		return 0, edErr("Memory exhausted")
	}
	if err := st.fits(int64(len(data)) + 64*int64(bytes.Count(data, []byte("\n"))+1)); err != nil {
		return 0, err
	}
	n := int64(len(data))
	if len(data) > 0 && data[len(data)-1] != '\n' {
		if bytes.IndexByte(data, 0) < 0 {
			st.out.WriteString("Newline appended\n")
			n++
		} else if addr == st.buf.n {
			// A binary file keeps its last line unterminated when
			// it is written back.
			st.binaryEnd = true
		}
	} else if len(data) > 0 && addr == st.buf.n {
		st.binaryEnd = false
	}
	lines := st.splitLines(data)
	if len(lines) > 0 {
		st.insertLines(addr, lines)
	} else {
		st.cur = addr
	}
	return n, nil
}

// shellOutput runs command through the sandbox's shell and returns what
// it printed.
func (st *edState) shellOutput(command string) ([]byte, error) {
	if st.restricted {
		return nil, edErr("Shell access restricted")
	}
	if st.inv.Script == nil {
		return nil, edErr("Can't create shell process")
	}
	st.out.Flush()
	buf := &limitedBuffer{max: int(st.maxBytes)}
	st.inv.Script(st.ctx, command, strings.NewReader(""), buf, st.inv.Stderr)
	if buf.full {
		return nil, edErr("Memory exhausted")
	}
	return buf.Bytes(), nil
}

// write writes lines from..to to name (appending with W) and returns the
// number of bytes written.
func (st *edState) write(from, to int, name string, appendTo bool) (int64, error) {
	var b bytes.Buffer
	if from > 0 {
		for l, i := st.buf.line(from), from; i <= to; l, i = l.next, i+1 {
			if i%4096 == 0 && st.ctx.Err() != nil {
				return 0, st.ctx.Err()
			}
			b.WriteString(l.text)
			if i < st.buf.n || !st.binaryEnd {
				b.WriteByte('\n')
			}
		}
	}
	if strings.HasPrefix(name, "!") {
		if st.restricted {
			return 0, edErr("Shell access restricted")
		}
		if st.inv.Script == nil {
			return 0, edErr("Can't create shell process")
		}
		st.out.Flush()
		st.inv.Script(st.ctx, name[1:], bytes.NewReader(b.Bytes()), st.out, st.inv.Stderr)
		return int64(b.Len()), nil
	}
	flag := vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
	if appendTo {
		flag = vfs.O_WRONLY | vfs.O_CREATE | vfs.O_APPEND
	}
	f, err := st.inv.FS.OpenFile(st.ctx, st.inv.Path(name), flag, fs.FileMode(0o666&^st.inv.Umask))
	if err != nil {
		st.diag(name + ": " + vfs.Strerror(err))
		return 0, edErr("Cannot open output file")
	}
	_, werr := f.Write(b.Bytes())
	cerr := f.Close()
	if werr != nil || cerr != nil {
		if werr == nil {
			werr = cerr
		}
		st.diag(name + ": " + vfs.Strerror(werr))
		return 0, edErr("Cannot write file")
	}
	return int64(b.Len()), nil
}

// startUndo begins a new undo record: a command that may change the
// buffer calls it once its arguments are checked, even if it then changes
// nothing; in a g command list the global command's record goes on.
func (st *edState) startUndo() {
	if st.inGlobal {
		return
	}
	st.undo = st.undo[:0]
	st.buf.retained = 0 // the lines the old record held are let go
	st.undoCur, st.undoMod = st.cur, st.modified
}

// record notes a change for undo.
func (st *edState) record(u edUndo) {
	st.undo = append(st.undo, u)
	st.modified = true
}

// fits checks that the buffer can grow by extra bytes (edLineCost): the
// buffer and the lines undo holds cost at most twice what one file may
// hold (Limits.MaxFileBytes), as the buffer is to be written to one.
func (st *edState) fits(extra int64) error {
	if st.buf.bytes+st.buf.retained+extra > st.budget {
		return edErr("Memory exhausted")
	}
	return nil
}

// insertLines inserts texts after address addr; the current address
// becomes the last line inserted.
func (st *edState) insertLines(addr int, texts []string) {
	first, last := edChain(texts)
	st.buf.attach(addr, first, last, len(texts))
	st.record(edUndo{inserted: true, pos: addr, count: len(texts), first: first, last: last})
	st.cur = addr + len(texts)
}

// deleteLines deletes from..to and returns their texts for the cut buffer.
func (st *edState) deleteLines(from, to int) {
	first, last := st.buf.detach(from, to)
	st.record(edUndo{pos: from - 1, count: to - from + 1, first: first, last: last})
}

// texts returns the texts of lines from..to.
func (st *edState) texts(from, to int) []string {
	if from < 1 || to < from {
		return nil
	}
	out := make([]string, 0, to-from+1)
	for l, i := st.buf.line(from), from; i <= to; l, i = l.next, i+1 {
		out = append(out, l.text)
	}
	return out
}

// undoLast reverses the last command's changes; the reversal becomes the
// record, so u undoes u.
func (st *edState) undoLast() error {
	if len(st.undo) == 0 {
		return edErr("Nothing to undo")
	}
	old := st.undo
	var redo []edUndo
	for i := len(old) - 1; i >= 0; i-- {
		u := old[i]
		if u.inserted {
			st.buf.detach(u.pos+1, u.pos+u.count)
			redo = append(redo, edUndo{pos: u.pos, count: u.count, first: u.first, last: u.last})
		} else {
			st.buf.attach(u.pos, u.first, u.last, u.count)
			redo = append(redo, edUndo{inserted: true, pos: u.pos, count: u.count, first: u.first, last: u.last})
		}
	}
	st.undo = redo
	st.cur, st.undoCur = st.undoCur, st.cur
	st.modified, st.undoMod = st.undoMod, st.modified
	if st.cur > st.buf.n {
		st.cur = st.buf.n
	}
	return nil
}

// edFormat formats a line as p, n and l print it.
func (st *edState) printLine(i int, text string, flags int) {
	if flags&edPrintN != 0 {
		st.out.WriteString(strconv.Itoa(i))
		st.out.WriteByte('\t')
	}
	if flags&edPrintL != 0 {
		st.out.WriteString(edList(text))
	} else {
		st.out.WriteString(text)
	}
	st.out.WriteByte('\n')
}

const (
	edPrintP = 1 << iota
	edPrintL
	edPrintN
)

// edList is l's unambiguous form: escapes, octal for other unprintable
// bytes, '$' escaped and at the end, lines folded at 72 columns with a
// backslash.
func edList(s string) string {
	var b strings.Builder
	col := 0
	put := func(piece string) {
		if col+len(piece) > 72 {
			b.WriteString("\\\n")
			col = 0
		}
		b.WriteString(piece)
		col += len(piece)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			put(`\\`)
		case c == '$':
			put(`\$`)
		case c == '\a':
			put(`\a`)
		case c == '\b':
			put(`\b`)
		case c == '\f':
			put(`\f`)
		case c == '\n':
			put(`\n`)
		case c == '\r':
			put(`\r`)
		case c == '\t':
			put(`\t`)
		case c == '\v':
			put(`\v`)
		case c < 0x20 || c >= 0x7f:
			put(fmt.Sprintf("\\%03o", c))
		default:
			put(string(c))
		}
	}
	b.WriteString("$")
	return b.String()
}
