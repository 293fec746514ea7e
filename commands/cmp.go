package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "cmp",
		Summary: "compare two files byte by byte",
		Usage:   cmpUsage,
		Run:     runCmp,
	})
}

const cmpUsage = `Usage: cmp [OPTION]... FILE1 [FILE2 [SKIP1 [SKIP2]]]
Compare two files byte by byte.

The optional SKIP1 and SKIP2 specify the number of bytes to skip
at the beginning of each file (zero by default).

Mandatory arguments to long options are mandatory for short options too.
  -b, --print-bytes          print differing bytes
  -i, --ignore-initial=SKIP         skip first SKIP bytes of both inputs
  -i, --ignore-initial=SKIP1:SKIP2  skip first SKIP1 bytes of FILE1 and
                                      first SKIP2 bytes of FILE2
  -l, --verbose              output byte numbers and differing byte values
  -n, --bytes=LIMIT          compare at most LIMIT bytes
  -s, --quiet, --silent      suppress all normal output
      --help                 display this help and exit

SKIP values may be followed by the following multiplicative suffixes:
kB 1000, K 1024, MB 1,000,000, M 1,048,576,
GB 1,000,000,000, G 1,073,741,824, and so on for T, P, E, Z, Y.

If a FILE is '-' or missing, read standard input.
Exit status is 0 if inputs are the same, 1 if different, 2 if trouble.
`

// cmpSize parses a byte count with GNU's multiplicative suffixes
// (K 1024, kB 1000, M, MB, ...), saturating at the maximum int64.
func cmpSize(s string) (int64, bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false
	}
	n, err := strconv.ParseUint(s[:i], 10, 64)
	if err != nil {
		n = math.MaxInt64
	}
	suf := s[i:]
	if suf == "" {
		return int64(min(n, math.MaxInt64)), true
	}
	pow := strings.IndexByte("KMGTPEZY", suf[0])
	if suf[0] == 'k' {
		pow = 0
	}
	if pow < 0 {
		return 0, false
	}
	base := uint64(1024)
	switch suf[1:] {
	case "":
	case "B":
		base = 1000
	case "iB":
	default:
		return 0, false
	}
	for p := 0; p <= pow; p++ {
		if n > math.MaxInt64/base {
			return math.MaxInt64, true
		}
		n *= base
	}
	return int64(n), true
}

// byteName renders a byte as cmp -b does (cat -v style: ^A, M-a, M-^?).
func byteName(c byte) string {
	var b strings.Builder
	if c >= 0x80 {
		b.WriteString("M-")
		c -= 0x80
	}
	switch {
	case c < 0x20:
		b.WriteByte('^')
		b.WriteByte(c + '@')
	case c == 0x7f:
		b.WriteString("^?")
	default:
		b.WriteByte(c)
	}
	return b.String()
}

func runCmp(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("cmp")
	printBytes := f.Bool('b', "print-bytes")
	verbose, silent := new(bool), new(bool)
	// GNU refuses -l with -s as soon as it reads the second of them.
	incompatible := errors.New("options -l and -s are incompatible")
	setVerbose := func(string) error {
		if *silent {
			return incompatible
		}
		*verbose = true
		return nil
	}
	setSilent := func(string) error {
		if *verbose {
			return incompatible
		}
		*silent = true
		return nil
	}
	f.Func('l', "verbose", false, setVerbose)
	f.Func('s', "quiet", false, setSilent)
	// -v is GNU cmp's old spelling of --version.
	f.Func('v', "", false, func(string) error { return errVersion })
	f.add(&flagDef{long: "silent", set: setSilent})
	var skip [2]int64
	// specify sets a skip as GNU does: the largest of those given counts.
	specify := func(i int, n int64) { skip[i] = max(skip[i], n) }
	var limit int64 = -1
	var badArg string
	f.Func('i', "ignore-initial", true, func(v string) error {
		a, b, two := strings.Cut(v, ":")
		x, ok := cmpSize(a)
		if !ok {
			badArg = "invalid --ignore-initial value " + quoteGNU(v)
			return fmt.Errorf("%s", badArg)
		}
		y := x
		if two {
			// GNU names the part it could not read.
			if y, ok = cmpSize(b); !ok {
				badArg = "invalid --ignore-initial value " + quoteGNU(b)
				return fmt.Errorf("%s", badArg)
			}
		}
		specify(0, x)
		specify(1, y)
		return nil
	})
	f.Func('n', "bytes", true, func(v string) error {
		n, ok := cmpSize(v)
		if !ok {
			badArg = "invalid --bytes value " + quoteGNU(v)
			return fmt.Errorf("%s", badArg)
		}
		limit = n
		return nil
	})
	usageErr := func(msg string) int {
		errorf(inv, "%s", msg)
		errorf(inv, "Try '%s --help' for more information.", inv.Args[0])
		return 2
	}
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if err != nil {
		if err == errHelp {
			io.WriteString(inv.Stdout, cmpUsage)
			return 0
		}
		return usageErr(err.Error())
	}
	switch {
	case len(ops) == 0:
		return usageErr("missing operand after 'cmp'")
	case len(ops) > 4:
		return usageErr("extra operand " + quoteGNU(ops[4]))
	}
	for i := 2; i < len(ops); i++ {
		n, ok := cmpSize(ops[i])
		if !ok {
			return usageErr("invalid --ignore-initial value " + quoteGNU(ops[i]))
		}
		specify(i-2, n)
	}
	names := [2]string{ops[0], "-"}
	if len(ops) > 1 {
		names[1] = ops[1]
	}
	if names[0] == "-" && names[1] == "-" {
		return 0
	}
	var in [2]*bufio.Reader
	var sizes [2]int64 // regular file sizes after skipping, -1 for stdin
	for i, name := range names {
		r, closeIn, err := openInput(ctx, inv, name)
		if err != nil {
			if !*silent {
				fileError(inv, name, err)
			}
			return 2
		}
		defer closeIn()
		sizes[i] = -1
		if st, ok := r.(interface{ Stat() (fs.FileInfo, error) }); ok {
			if fi, err := st.Stat(); err == nil && fi.Mode().IsRegular() {
				sizes[i] = max(fi.Size()-skip[i], 0)
			}
		}
		in[i] = bufio.NewReaderSize(r, 64<<10)
		if _, err := io.CopyN(io.Discard, in[i], skip[i]); err != nil && err != io.EOF {
			fileError(inv, name, err)
			return 2
		}
	}
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()

	// -l pads byte numbers to the width of the largest possible one.
	width := 1
	if *verbose {
		maxOff := int64(math.MaxInt64)
		if limit >= 0 {
			maxOff = limit
		}
		for _, s := range sizes {
			if s >= 0 && s < maxOff {
				maxOff = s
			}
		}
		width = len(strconv.FormatInt(maxOff, 10))
	}

	var offset, lines int64 // bytes compared equal so far, newlines among them
	var last byte
	differ := false
	for limit < 0 || offset < limit {
		if offset&0xffff == 0 && ctx.Err() != nil {
			return 2
		}
		c0, err0 := in[0].ReadByte()
		c1, err1 := in[1].ReadByte()
		if err0 != nil && err0 != io.EOF {
			fileError(inv, names[0], err0)
			return 2
		}
		if err1 != nil && err1 != io.EOF {
			fileError(inv, names[1], err1)
			return 2
		}
		if err0 == io.EOF || err1 == io.EOF {
			if err0 == io.EOF && err1 == io.EOF {
				break
			}
			short := names[0]
			if err1 == io.EOF {
				short = names[1]
			}
			if *silent {
				return 1
			}
			out.Flush()
			switch {
			case offset == 0:
				errorf(inv, "EOF on %s which is empty", short)
			case *verbose:
				errorf(inv, "EOF on %s after byte %d", short, offset)
			case last == '\n':
				errorf(inv, "EOF on %s after byte %d, line %d", short, offset, lines)
			default:
				errorf(inv, "EOF on %s after byte %d, in line %d", short, offset, lines+1)
			}
			return 1
		}
		offset++
		if c0 != c1 {
			differ = true
			if *silent {
				return 1
			}
			var err error
			switch {
			case *verbose && *printBytes:
				_, err = fmt.Fprintf(out, "%*d %3o %-4s %3o %s\n", width, offset, c0, byteName(c0), c1, byteName(c1))
			case *verbose:
				_, err = fmt.Fprintf(out, "%*d %3o %3o\n", width, offset, c0, c1)
			case *printBytes:
				_, err = fmt.Fprintf(out, "%s %s differ: byte %d, line %d is %3o %s %3o %s\n",
					names[0], names[1], offset, lines+1, c0, byteName(c0), c1, byteName(c1))
				return cmpDone(out, err)
			default:
				_, err = fmt.Fprintf(out, "%s %s differ: byte %d, line %d\n", names[0], names[1], offset, lines+1)
				return cmpDone(out, err)
			}
			if err != nil {
				return 2
			}
		}
		if c0 == '\n' {
			lines++
		}
		last = c0
	}
	if out.Flush() != nil {
		return 2
	}
	if differ {
		return 1
	}
	return 0
}

// cmpDone finishes after the first difference: 1, or 2 if output failed.
func cmpDone(out *bufio.Writer, err error) int {
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		return 2
	}
	return 1
}
