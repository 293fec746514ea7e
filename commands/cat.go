package commands

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "cat",
		Summary: "concatenate files and print on the standard output",
		Usage:   catUsage,
		Run:     runCat,
	})
}

const catUsage = `Usage: cat [OPTION]... [FILE]...
Concatenate FILE(s) to standard output.

With no FILE, or when FILE is -, read standard input.

  -A, --show-all           equivalent to -vET
  -b, --number-nonblank    number nonempty output lines, overrides -n
  -e                       equivalent to -vE
  -E, --show-ends          display $ at end of each line
  -n, --number             number all output lines
  -s, --squeeze-blank      suppress repeated empty output lines
  -t                       equivalent to -vT
  -T, --show-tabs          display TAB characters as ^I
  -u                       (ignored)
  -v, --show-nonprinting   use ^ and M- notation, except for LFD and TAB
      --help        display this help and exit

Examples:
  cat f - g  Output f's contents, then standard input, then g's contents.
  cat        Copy standard input to standard output.
`

// catState carries line numbering and blank-line squeezing across files,
// as GNU cat does.
type catState struct {
	number, nonblank, ends, tabs, nonprint, squeeze bool

	line      int
	lineStart bool
	prevEmpty bool
	// pendingCR holds a CR back under -E: GNU shows CR LF as "^M$".
	pendingCR bool
}

func runCat(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("cat")
	var st catState
	f.Func('A', "show-all", false, func(string) error { st.nonprint, st.ends, st.tabs = true, true, true; return nil })
	f.Func('b', "number-nonblank", false, func(string) error { st.nonblank = true; return nil })
	f.Func('e', "", false, func(string) error { st.nonprint, st.ends = true, true; return nil })
	f.Func('E', "show-ends", false, func(string) error { st.ends = true; return nil })
	f.Func('n', "number", false, func(string) error { st.number = true; return nil })
	f.Func('s', "squeeze-blank", false, func(string) error { st.squeeze = true; return nil })
	f.Func('t', "", false, func(string) error { st.nonprint, st.tabs = true, true; return nil })
	f.Func('T', "show-tabs", false, func(string) error { st.tabs = true; return nil })
	f.Bool('u', "")
	f.Func('v', "show-nonprinting", false, func(string) error { st.nonprint = true; return nil })
	files, status, done := parseFlags(inv, f, catUsage, 1)
	if done {
		return status
	}
	if stdoutClosed(inv) {
		// GNU cat fstats its output before it reads anything.
		errorf(inv, "standard output: %s", vfs.Strerror(vfs.ErrBadFD))
		return 1
	}
	if st.nonblank {
		st.number = true
	}
	plain := !st.number && !st.ends && !st.tabs && !st.nonprint && !st.squeeze
	st.lineStart = true
	out := bufio.NewWriterSize(inv.Stdout, 64<<10)
	closedStdin := false
	// One read buffer for all the files: cat */*.txt over thousands of
	// files made one each, garbage the size of the input (issue 20).
	buf := make([]byte, 64<<10)
	outFile := stdoutFile(inv)
	status = eachNamedInput(ctx, inv, files, func(name string, r io.Reader) (rerr, werr error) {
		defer func() { closedStdin = closedStdin || errors.Is(rerr, vfs.ErrBadFD) }()
		if outFile != nil {
			// GNU cat will not copy a nonempty file onto itself from
			// before its end: the output would grow as it is read.
			if fi := operandInfo(ctx, inv, name); isFile(fi, outFile) && readOffset(inv, name) < fi.Size() {
				return errCatInputIsOutput, nil
			}
		}
		if plain {
			// GNU cat writes each block as it reads it (no stdio
			// buffer): a later file's error comes after this output.
			_, rerr, werr = catCopyBuf(inv.Stdout, r, buf)
			return rerr, werr
		}
		return st.copy(out, r, buf)
	})
	if out.Flush() != nil {
		return 1
	}
	if closedStdin {
		// only a closed fd 0 reads as EBADF; GNU cat closes the stdin it
		// read and reports that too
		errorf(inv, "closing standard input: %s", vfs.Strerror(vfs.ErrBadFD))
		status = 1
	}
	return status
}

// catCopy copies r to w, telling read errors from write errors.
func catCopy(w io.Writer, r io.Reader) (n int64, rerr, werr error) {
	return catCopyBuf(w, r, make([]byte, 32<<10))
}

// catCopyBuf is catCopy reading into buf.
func catCopyBuf(w io.Writer, r io.Reader, buf []byte) (n int64, rerr, werr error) {
	for {
		m, err := r.Read(buf)
		if m > 0 {
			if _, werr = w.Write(buf[:m]); werr != nil {
				return n, nil, werr
			}
			n += int64(m)
		}
		if err == io.EOF {
			return n, nil, nil
		}
		if err != nil {
			return n, err, nil
		}
	}
}

// copy runs the formatting state machine over r, byte by byte on buffered
// chunks, so lines of any length stream.
func (st *catState) copy(out *bufio.Writer, r io.Reader, buf []byte) (rerr, werr error) {
	for {
		m, err := r.Read(buf)
		for _, c := range buf[:m] {
			st.byte(out, c)
		}
		if err != nil && st.pendingCR {
			st.pendingCR = false
			st.char(out, '\r')
		}
		if m > 0 || err != nil {
			if werr := out.Flush(); werr != nil {
				return nil, werr
			}
		}
		if err == io.EOF {
			return nil, nil
		}
		if err != nil {
			return err, nil
		}
	}
}

func (st *catState) byte(out *bufio.Writer, c byte) {
	if st.pendingCR {
		st.pendingCR = false
		if c == '\n' {
			out.WriteString("^M")
		} else {
			st.char(out, '\r')
		}
	}
	if st.lineStart && c == '\n' {
		if st.squeeze && st.prevEmpty {
			return
		}
		st.prevEmpty = true
		if st.number && !st.nonblank {
			st.num(out)
		}
		if st.ends {
			out.WriteByte('$')
		}
		out.WriteByte('\n')
		return
	}
	if st.lineStart {
		if st.number {
			st.num(out)
		}
		st.lineStart, st.prevEmpty = false, false
	}
	if c == '\r' && st.ends {
		st.pendingCR = true
		return
	}
	st.char(out, c)
}

// char writes one byte that is not at the start of a line.
func (st *catState) char(out *bufio.Writer, c byte) {
	switch {
	case c == '\n':
		if st.ends {
			out.WriteByte('$')
		}
		out.WriteByte('\n')
		st.lineStart = true
	case c == '\t':
		if st.tabs {
			out.WriteString("^I")
		} else {
			out.WriteByte(c)
		}
	case st.nonprint:
		if c >= 128 {
			out.WriteString("M-")
			c -= 128
		}
		switch {
		case c < 32:
			out.WriteByte('^')
			out.WriteByte(c + 64)
		case c == 127:
			out.WriteString("^?")
		default:
			out.WriteByte(c)
		}
	default:
		out.WriteByte(c)
	}
}

func (st *catState) num(out *bufio.Writer) {
	st.line++
	s := strconv.Itoa(st.line)
	for i := len(s); i < 6; i++ {
		out.WriteByte(' ')
	}
	out.WriteString(s)
	out.WriteByte('\t')
}

// readOffset is where reading the operand starts: 0 for a file cat opens,
// standard input's offset for "-".
func readOffset(inv *shell.Invocation, name string) int64 {
	if name != "-" {
		return 0
	}
	if s, ok := inv.Stdin.(io.Seeker); ok {
		if off, err := s.Seek(0, io.SeekCurrent); err == nil {
			return off
		}
	}
	return 0
}
