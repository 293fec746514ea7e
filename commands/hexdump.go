package commands

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "hexdump",
		Summary: "display file contents in hexadecimal, decimal, octal, or ascii",
		Usage:   hexdumpUsage,
		Run:     runHexdump,
	})
}

const hexdumpUsage = `
Usage:
 hexdump [options] <file>...

Display file contents in hexadecimal, decimal, octal, or ascii.

Options:
 -b, --one-byte-octal      one-byte octal display
 -c, --one-byte-char       one-byte character display
 -C, --canonical           canonical hex+ASCII display
 -d, --two-bytes-decimal   two-byte decimal display
 -o, --two-bytes-octal     two-byte octal display
 -x, --two-bytes-hex       two-byte hexadecimal display
 -n, --length <length>     interpret only length bytes of input
 -s, --skip <offset>       skip offset bytes from the beginning
 -v, --no-squeezing        output identical lines

 -h, --help                display this help

Arguments:
 <length> and <offset> arguments may be followed by the suffixes for
   GiB, TiB, PiB, EiB, ZiB, and YiB (the "iB" is optional)

Custom formats (-e, -f) are not supported in the sandbox.
`

// hdUnit is one format unit of hexdump's format language: reps
// repetitions of a conversion over size bytes, with text around it. A
// unit with size 0 is plain text.
type hdUnit struct {
	reps, size int
	pre        string
	conv       byte // 'x', 'u', 'o', 'c' (%_c), 'p' (%_p)
	width      int
	post       string
}

// hdFormat is one of the built-in formats: the address, then units.
type hdFormat struct {
	addrWidth int
	addrSep   string
	units     []hdUnit
}

var hdFormats = map[byte]hdFormat{
	'D': {7, " ", []hdUnit{{8, 2, "", 'x', 4, " "}, {1, 0, "\n", 0, 0, ""}}},
	'x': {7, " ", []hdUnit{{8, 2, "   ", 'x', 4, " "}, {1, 0, "\n", 0, 0, ""}}},
	'd': {7, " ", []hdUnit{{8, 2, "  ", 'u', 5, " "}, {1, 0, "\n", 0, 0, ""}}},
	'o': {7, " ", []hdUnit{{8, 2, " ", 'o', 6, " "}, {1, 0, "\n", 0, 0, ""}}},
	'b': {7, " ", []hdUnit{{16, 1, "", 'o', 3, " "}, {1, 0, "\n", 0, 0, ""}}},
	'c': {7, " ", []hdUnit{{16, 1, "", 'c', 3, " "}, {1, 0, "\n", 0, 0, ""}}},
	'C': {8, "  ", []hdUnit{
		{8, 1, "", 'x', 2, " "}, {1, 0, "  ", 0, 0, ""}, {8, 1, "", 'x', 2, " "},
		{1, 0, "  |", 0, 0, ""}, {16, 1, "", 'p', 0, ""}, {1, 0, "|\n", 0, 0, ""},
	}},
}

// hdSize parses a length or offset: a number (0x and 0 prefixes allowed)
// with an optional KiB/KB/K... suffix.
func hdSize(s string) (int64, bool) {
	i := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || (i == 1 && (s[i] == 'x' || s[i] == 'X')) ||
		(i > 1 && strings.HasPrefix(strings.ToLower(s), "0x") && strings.IndexByte("abcdefABCDEF", s[i]) >= 0)) {
		i++
	}
	if i == 0 {
		return 0, false
	}
	v, err := strconv.ParseInt(s[:i], 0, 64)
	if err != nil {
		return 0, false
	}
	if s[i:] == "" {
		return v, true
	}
	m, ok := sizeSuffix(s[i:], false)
	if !ok || m == 0 {
		return 0, false
	}
	return v * int64(m), true
}

func runHexdump(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("hexdump")
	var order []byte
	for _, c := range []struct {
		short byte
		long  string
	}{{'b', "one-byte-octal"}, {'c', "one-byte-char"}, {'C', "canonical"}, {'d', "two-bytes-decimal"}, {'o', "two-bytes-octal"}, {'x', "two-bytes-hex"}} {
		c := c
		f.Func(rune(c.short), c.long, false, func(string) error { order = append(order, c.short); return nil })
	}
	lengthArg := f.String('n', "length", "")
	skipArg := f.String('s', "skip", "")
	verbose := f.Bool('v', "no-squeezing")
	help := f.Bool('h', "help")
	ops, status, done := parseFlags(inv, f, hexdumpUsage, 1)
	if done {
		return status
	}
	if *help {
		io.WriteString(inv.Stdout, hexdumpUsage)
		return 0
	}
	length := int64(-1)
	if f.Seen("n") {
		n, ok := hdSize(*lengthArg)
		if !ok {
			errorf(inv, "failed to parse length: '%s': Invalid argument", *lengthArg)
			return 1
		}
		length = n
	}
	var skip int64
	if f.Seen("s") {
		n, ok := hdSize(*skipArg)
		if !ok {
			errorf(inv, "failed to parse offset: '%s': Invalid argument", *skipArg)
			return 1
		}
		skip = n
	}
	if len(order) == 0 {
		order = []byte{'D'}
	}
	formats := make([]hdFormat, len(order))
	for i, c := range order {
		formats[i] = hdFormats[c]
	}
	// The inputs are one stream; missing files are reported, directories
	// too (without failing, as util-linux does).
	in, failed, all := hexdumpInputs(ctx, inv, ops)
	if all {
		errorf(inv, "all input file arguments failed")
		return 1
	}
	address := int64(0)
	if skip > 0 && len(ops) == 0 {
		// util-linux seeks on stdin, which fails on a pipe.
		sk, ok := inv.Stdin.(io.Seeker)
		if !ok {
			errorf(inv, "stdin: Illegal seek")
			return 1
		}
		cur, err := sk.Seek(0, io.SeekCurrent)
		if err != nil {
			errorf(inv, "stdin: Illegal seek")
			return 1
		}
		end, _ := sk.Seek(0, io.SeekEnd)
		if skip > end-cur {
			skip = end - cur
		}
		if _, err := sk.Seek(cur+skip, io.SeekStart); err != nil {
			errorf(inv, "stdin: Illegal seek")
			return 1
		}
		address, skip = skip, 0
	}
	if skip > 0 {
		n, err := io.CopyN(io.Discard, in, skip)
		address = n
		if err != nil && err != io.EOF {
			return 1
		}
	}
	var r io.Reader = in
	if length >= 0 {
		r = io.LimitReader(in, length)
	}
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	block := make([]byte, 16)
	prev := make([]byte, 16)
	first, squeezing := true, false
	for {
		if err := ctx.Err(); err != nil {
			return 1
		}
		n, err := io.ReadFull(r, block)
		if n == 0 {
			if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
				return 1
			}
			break
		}
		if n == 16 && !first && !*verbose && bytes.Equal(block, prev) {
			if !squeezing {
				out.WriteString("*\n")
				squeezing = true
			}
			address += 16
			continue
		}
		squeezing, first = false, false
		copy(prev, block)
		for _, fm := range formats {
			hexdumpBlock(out, &fm, block[:n], address)
		}
		address += int64(n)
		if _, err := out.Write(nil); err != nil {
			return 1
		}
		if n < 16 {
			break
		}
	}
	if address > 0 {
		fmt.Fprintf(out, "%0*x\n", formats[len(formats)-1].addrWidth, address)
	}
	if err := out.Flush(); err != nil {
		return 1
	}
	if *failed {
		return 1
	}
	return 0
}

// hexdumpBlock prints one block in one format. Units past the data are
// padded with blanks; a unit with some data is zero-filled. As in BSD
// hexdump, the last repetition of a repeated unit drops its trailing
// blanks.
func hexdumpBlock(w *bufio.Writer, fm *hdFormat, data []byte, address int64) {
	fmt.Fprintf(w, "%0*x%s", fm.addrWidth, address, fm.addrSep)
	pos := 0
	for _, u := range fm.units {
		if u.size == 0 {
			w.WriteString(u.pre)
			continue
		}
		if u.conv == 'p' {
			// -C's text column is a separate format string, which reads
			// the block again from its start.
			pos = 0
		}
		for r := 0; r < u.reps; r++ {
			post := u.post
			if r == u.reps-1 && u.reps > 1 {
				post = strings.TrimRight(post, " \t\n")
			}
			w.WriteString(u.pre)
			if pos >= len(data) {
				if u.conv != 'p' {
					w.WriteString(strings.Repeat(" ", u.width))
				}
				w.WriteString(post)
				pos += u.size
				continue
			}
			var v uint64
			for i := u.size - 1; i >= 0; i-- {
				v <<= 8
				if pos+i < len(data) {
					v |= uint64(data[pos+i])
				}
			}
			switch u.conv {
			case 'x':
				fmt.Fprintf(w, "%0*x", u.width, v)
			case 'u':
				fmt.Fprintf(w, "%0*d", u.width, v)
			case 'o':
				fmt.Fprintf(w, "%0*o", u.width, v)
			case 'p':
				if v >= 0x20 && v < 0x7f {
					w.WriteByte(byte(v))
				} else {
					w.WriteByte('.')
				}
			case 'c':
				w.WriteString(hexdumpChar(byte(v)))
			}
			w.WriteString(post)
			pos += u.size
		}
	}
}

// hexdumpChar is the %_c conversion, three columns wide.
func hexdumpChar(c byte) string {
	switch c {
	case 0:
		return " \\0"
	case '\a':
		return " \\a"
	case '\b':
		return " \\b"
	case '\f':
		return " \\f"
	case '\n':
		return " \\n"
	case '\r':
		return " \\r"
	case '\t':
		return " \\t"
	case '\v':
		return " \\v"
	}
	if c >= 0x20 && c < 0x7f {
		return "  " + string(c)
	}
	return fmt.Sprintf("%03o", c)
}

// hexdumpInputs concatenates the operands. failed is set when a file
// could not be opened; all is true when every operand failed.
func hexdumpInputs(ctx context.Context, inv *shell.Invocation, names []string) (io.Reader, *bool, bool) {
	failed := new(bool)
	if len(names) == 0 {
		return stdinReader(ctx, inv), failed, false
	}
	var readers []io.Reader
	nfailed := 0
	for _, name := range names {
		p := inv.Path(name)
		fi, err := inv.FS.Stat(ctx, p)
		if err == nil && fi.IsDir() {
			errorf(inv, "%s: %s", name, vfs.Strerror(vfs.ErrIsDir))
			continue
		}
		if err != nil {
			fileError(inv, name, err)
			nfailed++
			*failed = true
			continue
		}
		readers = append(readers, &hexdumpFile{ctx: ctx, inv: inv, name: name})
	}
	return io.MultiReader(readers...), failed, nfailed == len(names)
}

// hexdumpFile opens its file on first read, so only one file is open at a
// time.
type hexdumpFile struct {
	ctx  context.Context
	inv  *shell.Invocation
	name string
	f    vfs.File
	done bool
}

func (l *hexdumpFile) Read(p []byte) (int, error) {
	if l.done {
		return 0, io.EOF
	}
	if err := l.ctx.Err(); err != nil {
		return 0, err
	}
	if l.f == nil {
		f, err := vfs.Open(l.ctx, l.inv.FS, l.inv.Path(l.name))
		if err != nil {
			fileError(l.inv, l.name, err)
			l.done = true
			return 0, io.EOF
		}
		l.f = f
	}
	n, err := l.f.Read(p)
	if err != nil {
		l.f.Close()
		l.done = true
		if !errors.Is(err, io.EOF) {
			fileError(l.inv, l.name, err)
		}
		if n > 0 {
			return n, nil
		}
		return 0, io.EOF
	}
	return n, nil
}
