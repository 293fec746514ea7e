package commands

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "tail",
		Summary: "output the last part of files",
		Usage:   tailUsage,
		Run:     runTail,
	})
}

const tailUsage = `Usage: tail [OPTION]... [FILE]...
Print the last 10 lines of each FILE to standard output.
With more than one FILE, precede each with a header giving the file name.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -c, --bytes=[+]NUM       output the last NUM bytes; or use -c +NUM to
                             output starting with byte NUM of each file
  -f, --follow[={name|descriptor}]
                           not supported in the sandbox (fails)
  -F                       same as --follow=name --retry (fails)
  -n, --lines=[+]NUM       output the last NUM lines, instead of the last 10;
                             or use -n +NUM to skip NUM-1 lines at the start
      --pid=PID            only useful with -f (ignored, with a warning)
  -q, --quiet, --silent    never output headers giving file names
      --retry              only useful with -f (ignored, with a warning)
  -s, --sleep-interval=N   only useful with -f (ignored)
  -v, --verbose            always output headers giving file names
  -z, --zero-terminated    line delimiter is NUL, not newline
      --help        display this help and exit

NUM may have a multiplier suffix:
b 512, kB 1000, K 1024, MB 1000*1000, M 1024*1024,
GB 1000*1000*1000, G 1024*1024*1024, and so on for T, P, E, Z, Y, R, Q.
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.
`

func runTail(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("tail")
	spec := countSpec{n: 10}
	// A bad count ends the parsing where it is given, as in GNU.
	// GNU tail never forgets a '+': "-n +2 -n 1" counts from the start.
	fromStart := false
	fs.Func('c', "bytes", true, func(v string) error {
		if err := parseCount(inv, v, true, &spec); err != nil {
			return err
		}
		fromStart = fromStart || spec.plus
		spec.plus = fromStart
		return nil
	})
	fs.Func('n', "lines", true, func(v string) error {
		if err := parseCount(inv, v, false, &spec); err != nil {
			return err
		}
		fromStart = fromStart || spec.plus
		spec.plus = fromStart
		return nil
	})
	follow := false
	fs.Func('f', "", false, func(string) error { follow = true; return nil })
	fs.add(&flagDef{long: "follow", hasValue: true, optional: true, set: func(string) error { follow = true; return nil }})
	fs.Func('F', "", false, func(string) error { follow = true; return nil })
	fs.Bool('q', "quiet")
	fs.add(&flagDef{long: "silent", set: func(string) error { return nil }})
	fs.Bool('v', "verbose")
	zero := fs.Bool('z', "zero-terminated")
	pid := fs.String(0, "pid", "")
	retry := fs.Bool(0, "retry")
	fs.String('s', "sleep-interval", "")
	fs.String(0, "max-unchanged-stats", "")
	for d := '0'; d <= '9'; d++ {
		// A count like -5 anywhere but in the obsolete form.
		fs.Func(d, "", false, func(string) error {
			return &usageFail{fmt.Sprintf("option used in invalid context -- %c", d)}
		})
	}
	inv2 := *inv
	inv2.Args = tailObsolete(inv.Args)
	files, status, done := parseFlags(&inv2, fs, tailUsage, 1)
	if done {
		return status
	}
	if follow {
		errorf(inv, "following is not supported in the sandbox")
		return 1
	}
	if *retry {
		errorf(inv, "warning: --retry ignored; --retry is useful only when following")
	}
	if *pid != "" {
		errorf(inv, "warning: PID ignored; --pid=PID is useful only when following")
	}
	if spec.n == 0 && !spec.plus {
		// GNU tail reads nothing, not even to check the files exist,
		// when it will print nothing.
		return 0
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	return copyParts(ctx, inv, files, fs.order, delim, func(r io.Reader, w io.Writer, delim byte) (rerr, werr error) {
		return tailCopy(r, w, spec, delim)
	})
}

// tailObsolete rewrites the obsolete count "-5", "+5", "-5c", "+2l", "-3b"
// (times 512 bytes) or "-5f" into -n/-c options. As in GNU tail, the form
// counts only as the sole option before at most one file ("tail -1 f",
// "tail -1 -- f"); elsewhere a digit option is an error.
func tailObsolete(args []string) []string {
	n := len(args)
	if !(n == 2 || n == 3 && !(len(args[2]) > 1 && args[2][0] == '-') || (n == 3 || n == 4) && args[2] == "--") {
		return args
	}
	a := args[1]
	if a == "" || a[0] != '+' && a[0] != '-' {
		return args
	}
	p := a[1:]
	if a[0] == '-' && (p == "" || p == "c") {
		return args // stdin, or -c wanting its value
	}
	digits := strings.TrimLeft(p, "0123456789")
	num, rest := p[:len(p)-len(digits)], digits
	opt := "-n"
	if rest != "" && strings.IndexByte("bcl", rest[0]) >= 0 {
		switch rest[0] {
		case 'b':
			opt = "-c"
			if num == "" {
				num = "10"
			}
			num += "b"
		case 'c':
			opt = "-c"
		}
		rest = rest[1:]
	}
	follow := rest == "f"
	if rest != "" && !follow {
		return args
	}
	if num == "" {
		num = "10"
	}
	if a[0] == '+' {
		num = "+" + num
	}
	out := []string{args[0], opt, num}
	if follow {
		out = append(out, "-f")
	}
	return append(out, args[2:]...)
}

// tailCopy copies the selected tail of r to w, holding at most the
// requested number of lines or bytes in memory.
func tailCopy(r io.Reader, w io.Writer, spec countSpec, delim byte) (rerr, werr error) {
	switch {
	case spec.plus && spec.bytes:
		if spec.n > 1 {
			if rerr, _ := copyData(io.Discard, r, spec.n-1); rerr != nil {
				return rerr, nil
			}
		}
		return copyData(w, r, -1)
	case spec.plus:
		lr := newLineReader(r, delim)
		for i := int64(1); i < spec.n; i++ {
			_, err := lr.next()
			if err == io.EOF {
				return nil, nil
			}
			if err != nil {
				return err, nil
			}
		}
		return copyData(w, lr.br, -1)
	case spec.bytes:
		if spec.n == 0 {
			return copyData(io.Discard, r, -1)
		}
		// Keep a window of the last n bytes, compacting when it doubles.
		var buf []byte
		chunk := make([]byte, 32<<10)
		for {
			k, err := r.Read(chunk)
			buf = append(buf, chunk[:k]...)
			if int64(len(buf)) > 2*spec.n+int64(len(chunk)) {
				buf = append(buf[:0], buf[int64(len(buf))-spec.n:]...)
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return err, nil
			}
		}
		if int64(len(buf)) > spec.n {
			buf = buf[int64(len(buf))-spec.n:]
		}
		_, werr := w.Write(buf)
		return nil, werr
	default:
		lr := newLineReader(r, delim)
		var ring [][]byte
		pos := 0
		for {
			line, err := lr.next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return err, nil
			}
			if spec.n == 0 {
				continue
			}
			if int64(len(ring)) < spec.n {
				ring = append(ring, append([]byte(nil), line...))
				continue
			}
			ring[pos] = append(ring[pos][:0], line...)
			pos = (pos + 1) % len(ring)
		}
		for i := range ring {
			if _, werr := w.Write(ring[(pos+i)%len(ring)]); werr != nil {
				return nil, werr
			}
		}
		return nil, nil
	}
}
