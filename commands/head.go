package commands

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "head",
		Summary: "output the first part of files",
		Usage:   headUsage,
		Run:     runHead,
	})
}

const headUsage = `Usage: head [OPTION]... [FILE]...
Print the first 10 lines of each FILE to standard output.
With more than one FILE, precede each with a header giving the file name.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -c, --bytes=[-]NUM       print the first NUM bytes of each file;
                             with the leading '-', print all but the last
                             NUM bytes of each file
  -n, --lines=[-]NUM       print the first NUM lines instead of the first 10;
                             with the leading '-', print all but the last
                             NUM lines of each file
  -q, --quiet, --silent    never print headers giving file names
  -v, --verbose            always print headers giving file names
  -z, --zero-terminated    line delimiter is NUL, not newline
      --help        display this help and exit

NUM may have a multiplier suffix:
b 512, kB 1000, K 1024, MB 1000*1000, M 1024*1024,
GB 1000*1000*1000, G 1024*1024*1024, and so on for T, P, E, Z, Y, R, Q.
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.
`

// countSpec is head's and tail's -n/-c argument.
type countSpec struct {
	n     int64
	bytes bool
	minus bool // head: all but the last n; tail: the last n
	plus  bool // tail: from the nth
}

// parseCount parses a -n or -c value with an optional sign.
func parseCount(inv *shell.Invocation, v string, bytes bool, spec *countSpec) error {
	spec.bytes = bytes
	spec.minus, spec.plus = false, false
	s := strings.TrimLeft(v, " \t")
	switch {
	case strings.HasPrefix(s, "-"):
		spec.minus = true
		s = s[1:]
	case strings.HasPrefix(s, "+"):
		spec.plus = true
		s = s[1:]
	}
	what := "lines"
	if bytes {
		what = "bytes"
	}
	// GNU names the value without a leading '-' (it has consumed it).
	shown := strings.TrimPrefix(v, "-")
	n, ok := parseSize(s, true)
	if !ok {
		return &usageFail{"invalid number of " + what + ": " + quoteArg(shown)}
	}
	if countOverflows(s) {
		return &usageFail{"invalid number of " + what + ": " + quoteArg(shown) + ": Value too large for defined data type"}
	}
	spec.n = n
	return nil
}

// countOverflows reports whether a valid count (digits and a suffix) is
// above GNU's uintmax_t range, which head and tail refuse.
func countOverflows(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	v, err := strconv.ParseUint(s[:i], 10, 64)
	if err != nil {
		return true
	}
	mult, _ := sizeSuffix(s[i:], true)
	return mult == math.MaxUint64 || mult != 0 && v > math.MaxUint64/mult
}

// usageFail is a flag value error printed without the "Try --help" line.
type usageFail struct{ msg string }

func (e *usageFail) Error() string { return e.msg }

// obsoleteCount rewrites the obsolete "-5", "-5c", "-5l" (and for tail
// "+5") first argument into a -n/-c option.
func obsoleteCount(args []string, allowPlus bool) []string {
	if len(args) < 2 {
		return args
	}
	a := args[1]
	if len(a) < 2 || !(a[0] == '-' || (allowPlus && a[0] == '+')) || a[1] < '0' || a[1] > '9' {
		return args
	}
	i := 1
	for i < len(a) && a[i] >= '0' && a[i] <= '9' {
		i++
	}
	num, rest := a[1:i], a[i:]
	opt := "-n"
	var extra []string
	for _, c := range rest {
		switch c {
		case 'c':
			opt = "-c"
		case 'l':
			opt = "-n"
		case 'b':
			num += "b"
			opt = "-c"
		case 'k':
			num += "k"
			opt = "-c"
		case 'm':
			num += "M"
			opt = "-c"
		case 'q', 'v', 'z', 'f', 'F':
			extra = append(extra, "-"+string(c))
		default:
			return args
		}
	}
	if a[0] == '+' {
		num = "+" + num
	} else if !allowPlus {
		// head -5 means the first 5; tail -5 means the last 5 (the default).
	}
	out := append([]string{args[0]}, extra...)
	out = append(out, opt, num)
	return append(out, args[2:]...)
}

func runHead(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("head")
	spec := countSpec{n: 10}
	// A bad count ends the parsing where it is given, as in GNU.
	fs.Func('c', "bytes", true, func(v string) error {
		return parseCount(inv, v, true, &spec)
	})
	fs.Func('n', "lines", true, func(v string) error {
		return parseCount(inv, v, false, &spec)
	})
	// -q and -v act through fs.order: the last one wins.
	fs.Bool('q', "quiet")
	fs.add(&flagDef{long: "silent", set: func(string) error { return nil }})
	fs.Bool('v', "verbose")
	zero := fs.Bool('z', "zero-terminated")
	for d := '0'; d <= '9'; d++ {
		// A count like -5 anywhere but first.
		fs.Func(d, "", false, func(string) error {
			return &usageError{fmt.Sprintf("invalid trailing option -- %c", d)}
		})
	}
	inv2 := *inv
	inv2.Args = obsoleteCount(inv.Args, false)
	files, status, done := parseFlags(&inv2, fs, headUsage, 1)
	if done {
		return status
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	closedStdin := false
	status = copyParts(ctx, inv, files, fs.order, delim, func(r io.Reader, w io.Writer, delim byte) (rerr, werr error) {
		rerr, werr = headCopy(r, w, spec, delim)
		closedStdin = closedStdin || errors.Is(rerr, vfs.ErrBadFD)
		return rerr, werr
	})
	if closedStdin {
		// only a closed fd 0 reads as EBADF: GNU head's close of the
		// stdin it read fails too
		errorf(inv, "-: %s", vfs.Strerror(vfs.ErrBadFD))
		status = 1
	}
	return status
}

// headCopy copies the selected head of r to w. It returns the read error
// and the write error separately.
func headCopy(r io.Reader, w io.Writer, spec countSpec, delim byte) (rerr, werr error) {
	switch {
	case spec.bytes && !spec.minus:
		return copyData(w, r, spec.n)
	case spec.bytes:
		// All but the last n bytes: hold back n bytes.
		buf := make([]byte, 0, 64<<10)
		chunk := make([]byte, 32<<10)
		for {
			k, err := r.Read(chunk)
			buf = append(buf, chunk[:k]...)
			if int64(len(buf)) > spec.n {
				emit := int64(len(buf)) - spec.n
				if _, werr := w.Write(buf[:emit]); werr != nil {
					return nil, werr
				}
				buf = append(buf[:0], buf[emit:]...)
			}
			if err == io.EOF {
				return nil, nil
			}
			if err != nil {
				return err, nil
			}
		}
	case !spec.minus:
		lr := newLineReader(r, delim)
		for i := int64(0); i < spec.n; i++ {
			line, err := lr.next()
			if err == io.EOF {
				return nil, nil
			}
			if err != nil {
				return err, nil
			}
			if _, werr := w.Write(line); werr != nil {
				return nil, werr
			}
		}
		unreadAhead(r, lr.br.Buffered())
		return nil, nil
	default:
		// All but the last n lines: a ring of n lines.
		lr := newLineReader(r, delim)
		var ring [][]byte
		pos := 0
		for {
			line, err := lr.next()
			if err == io.EOF {
				return nil, nil
			}
			if err != nil {
				return err, nil
			}
			if spec.n == 0 {
				if _, werr := w.Write(line); werr != nil {
					return nil, werr
				}
				continue
			}
			if int64(len(ring)) < spec.n {
				ring = append(ring, append([]byte(nil), line...))
				continue
			}
			if _, werr := w.Write(ring[pos]); werr != nil {
				return nil, werr
			}
			ring[pos] = append(ring[pos][:0], line...)
			pos = (pos + 1) % len(ring)
		}
	}
}
