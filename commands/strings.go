package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "strings",
		Summary: "print the sequences of printable characters in files",
		Usage:   stringsUsage,
		Run:     runStrings,
	})
}

const stringsUsage = `Usage: strings [option(s)] [file(s)]
 Display printable strings in [file(s)] (stdin by default)
 The options are:
  -a - --all                Scan the entire file, not just the data section [default]
  -f --print-file-name      Print the name of the file before each string
  -n <number>               Locate & print any sequence of at least <number>
    --bytes=<number>         displayable characters.  (The default is 4).
  -t --radix={o,d,x}        Print the location of the string in base 8, 10 or 16
  -w --include-all-whitespace Include all whitespace as valid string characters
  -o                        An alias for --radix=o
  -e --encoding={s,S,b,l,B,L} Select character size and endianness:
                            s = 7-bit, S = 8-bit, {b,l} = 16-bit, {B,L} = 32-bit
  --unicode={default|locale|invalid|hex|escape|highlight}
  -U {d|l|i|x|e|h}          Specify how to treat UTF-8 encoded unicode characters
  -s --output-separator=<string> String used to separate strings in output.
  -T --target=<BFDNAME>     Specify the binary file format (files are read
                            whole, so every target reads alike)
  -h --help                 Display this information
  -v -V --version           Print the program's version number
`

type stringsOpts struct {
	min       int
	budget    limits.Budget
	radix     byte // 0, 'o', 'd' or 'x'
	printName bool
	allSpace  bool
	encoding  byte
	sep       string
	unicode   byte // -U: 'l', 'e', 'x' or 'h' show UTF-8 characters (0: not)
}

func runStrings(ctx context.Context, inv *shell.Invocation) int {
	o := stringsOpts{min: 4, encoding: 's', sep: "\n"}
	f := newFlagSet("strings")
	f.Bool('a', "all")
	f.Bool('d', "data")
	help := f.Bool('h', "help")
	printName := f.Bool('f', "print-file-name")
	allSpace := f.Bool('w', "include-all-whitespace")
	minArg := f.String('n', "bytes", "")
	radix := f.String('t', "radix", "")
	octal := f.Bool('o', "")
	enc := f.String('e', "encoding", "s")
	sep := f.String('s', "output-separator", "\n")
	// The BFD target names an object format: files are read whole here
	// (as binutils' default -a), so any target reads alike.
	f.String('T', "target", "")
	f.Func('v', "", false, func(string) error { return errVersion })
	f.Func('V', "", false, func(string) error { return errVersion })
	uniArg := f.String('U', "unicode", "")
	// binutils accepts -NUMBER for -n NUMBER, but not as the value of
	// an option (-n -1) or after "--".
	args := make([]string, 0, len(inv.Args))
	value := false
	for i, a := range inv.Args {
		if a == "--" {
			args = append(args, inv.Args[i:]...)
			break
		}
		if i > 0 && !value && len(a) > 1 && a[0] == '-' && a[1] >= '0' && a[1] <= '9' {
			a = "--bytes=" + a[1:]
		}
		value = !value && len(a) == 2 && strings.IndexByte("ntesT", a[1]) >= 0 && a[0] == '-'
		args = append(args, a)
	}
	saved := inv.Args
	inv.Args = args
	ops, err := f.parse(args[1:])
	inv.Args = saved
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	usage := func() int {
		io.WriteString(inv.Stderr, stringsUsage)
		return 1
	}
	if err == errHelp || (err == nil && *help) {
		io.WriteString(inv.Stdout, stringsUsage)
		return 0
	}
	if err != nil {
		errorf(inv, "%s", err.Error())
		return usage()
	}
	if f.Seen("n") {
		// binutils reads the length with strtoul into an unsigned int:
		// -1 is 4294967295, 2^32+1 is 1, 2^63 is 0.
		n, ok := strtoul(*minArg)
		if !ok {
			errorf(inv, "invalid integer argument %s", *minArg)
			return 1
		}
		if uint32(n) == 0 {
			errorf(inv, "invalid minimum string length 0")
			return 1
		}
		o.min = int(uint32(n))
	}
	if *octal {
		o.radix = 'o'
	}
	if f.Seen("t") {
		if len(*radix) != 1 || (*radix)[0] != 'o' && (*radix)[0] != 'd' && (*radix)[0] != 'x' {
			return usage()
		}
		o.radix = (*radix)[0]
	}
	if len(*enc) != 1 || !isStringsEncoding((*enc)[0]) {
		return usage()
	}
	o.encoding = (*enc)[0]
	if f.Seen("U") {
		switch *uniArg {
		case "default", "d":
		case "invalid", "i":
			// UTF-8 sequences end strings; any -U but the default reads
			// 7-bit characters, whatever -e says.
			o.encoding = 's'
		case "locale", "l", "escape", "e", "hex", "x", "highlight", "h":
			o.unicode = (*uniArg)[0]
			if *uniArg == "hex" {
				o.unicode = 'x'
			}
		default:
			errorf(inv, "invalid argument to -U/--unicode: %s", *uniArg)
			return 1
		}
	}
	o.printName, o.allSpace, o.sep = *printName, *allSpace, *sep
	o.budget = budget(inv)
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	status := 0
	if len(ops) == 0 {
		if err := stringsScan(ctx, stdinReader(ctx, inv), "{standard input}", out, &o); err != nil {
			if errors.Is(err, limits.ErrTooLarge) {
				out.Flush()
				errorf(inv, "%s", limits.ErrTooLarge)
			}
			return 1
		}
	}
	for _, name := range ops {
		fi, err := inv.FS.Stat(ctx, inv.Path(name))
		if err != nil {
			out.Flush()
			errorf(inv, "'%s': No such file", name)
			status = 1
			continue
		}
		if fi.IsDir() {
			out.Flush()
			errorf(inv, "Warning: '%s' is a directory", name)
			status = 1
			continue
		}
		r, closer, err := openText(ctx, inv, name)
		if err != nil {
			out.Flush()
			fileError(inv, name, err)
			status = 1
			continue
		}
		err = stringsScan(ctx, r, name, out, &o)
		closer()
		if errors.Is(err, limits.ErrTooLarge) {
			out.Flush()
			errorf(inv, "%s", limits.ErrTooLarge)
			return 1
		}
		if err != nil {
			if ctx.Err() == nil && isPathErr(err) {
				out.Flush()
				fileError(inv, name, err)
				status = 1
				continue
			}
			return 1
		}
	}
	if err := out.Flush(); err != nil {
		return 1
	}
	return status
}

func isStringsEncoding(c byte) bool {
	switch c {
	case 's', 'S', 'b', 'l', 'B', 'L':
		return true
	}
	return false
}

// graphic is binutils' STRING_ISGRAPHIC.
func (o *stringsOpts) graphic(c int) bool {
	if c < 0 || c > 255 {
		return false
	}
	return c == '\t' || (c >= 0x20 && c < 0x7f) || (o.encoding == 'S' && c > 127) ||
		(o.allSpace && (c == ' ' || (c >= '\t' && c <= '\r')))
}

// stringsScan prints each run of at least o.min graphic characters. A run
// is buffered only until it is long enough, then streamed.
func stringsScan(ctx context.Context, in io.Reader, name string, out *bufio.Writer, o *stringsOpts) error {
	if o.unicode != 0 {
		return stringsScanUTF8(ctx, in, name, out, o)
	}
	br := bufio.NewReaderSize(in, 64<<10)
	width := 1
	switch o.encoding {
	case 'b', 'l':
		width = 2
	case 'B', 'L':
		width = 4
	}
	var unit [4]byte
	var back []byte // bytes pushed back after a non-graphic unit
	// get reads one unit, false at the end of input (or on an error).
	get := func() (int, bool, error) {
		k := copy(unit[:width], back)
		back = back[k:]
		if k < width {
			m, err := io.ReadFull(br, unit[k:width])
			if m < width-k {
				if err == io.ErrUnexpectedEOF {
					err = io.EOF
				}
				return 0, false, err
			}
		}
		return stringsUnit(unit[:width], o.encoding), true, nil
	}
	// unget steps back to the byte after the unit's first, as binutils'
	// unget_part_char does, so wide strings are found at any alignment.
	unget := func(offset *int64) {
		if width > 1 {
			back = append(append([]byte(nil), unit[1:width]...), back...)
			*offset -= int64(width - 1)
		}
	}
	var offset int64 // of the next unit
	// A run is held until it is o.min long: it grows with the input, up to
	// the budget.
	pending := make([]byte, 0, min(o.min, 4096))
	n := 0
	for {
		start := offset
		pending = pending[:0]
		for len(pending) < o.min {
			if !o.budget.Fits(int64(len(pending)) + 1) {
				return limits.ErrTooLarge
			}
			if n++; n%ctxCheckEvery == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			c, ok, err := get()
			if !ok {
				if err == io.EOF {
					return nil
				}
				return err
			}
			offset += int64(width)
			if !o.graphic(c) {
				unget(&offset)
				start = offset
				pending = pending[:0]
				continue
			}
			pending = append(pending, byte(c))
		}
		o.writeHead(out, name, start)
		if _, err := out.Write(pending); err != nil {
			return err
		}
		var rerr error
		for {
			if n++; n%ctxCheckEvery == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			c, ok, err := get()
			if !ok {
				rerr = err
				break
			}
			offset += int64(width)
			if !o.graphic(c) {
				unget(&offset)
				break
			}
			if err := out.WriteByte(byte(c)); err != nil {
				return err
			}
		}
		if _, err := out.WriteString(o.sep); err != nil {
			return err
		}
		if rerr == io.EOF {
			return nil
		} else if rerr != nil {
			return rerr
		}
	}
}

// stringsUnit combines one character unit of the encoding.
// writeHead writes what -f and -t put before a string: the file's name
// and the string's offset.
func (o *stringsOpts) writeHead(out *bufio.Writer, name string, start int64) {
	if o.printName {
		out.WriteString(name + ": ")
	}
	switch o.radix {
	case 'o':
		fmt.Fprintf(out, "%7o ", start)
	case 'd':
		fmt.Fprintf(out, "%7d ", start)
	case 'x':
		fmt.Fprintf(out, "%7x ", start)
	}
}

func stringsUnit(b []byte, enc byte) int {
	switch enc {
	case 'b':
		return int(b[0])<<8 | int(b[1])
	case 'l':
		return int(b[1])<<8 | int(b[0])
	case 'B':
		return int(b[0])<<24 | int(b[1])<<16 | int(b[2])<<8 | int(b[3])
	case 'L':
		return int(b[3])<<24 | int(b[2])<<16 | int(b[1])<<8 | int(b[0])
	}
	return int(b[0])
}

// strtoul is C's strtoul with base 0 where the whole string must be the
// number: leading blanks, a sign (a minus negates modulo 2^64), a 0x or 0
// prefix; past 2^64-1 it is 2^64-1, as ERANGE leaves it.
func strtoul(s string) (uint64, bool) {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	if s == "" {
		return 0, true // no number and nothing after it: 0
	}
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	base := uint64(10)
	switch {
	case len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && strings.IndexByte("0123456789abcdefABCDEF", s[2]) >= 0:
		base, s = 16, s[2:]
	case len(s) > 1 && s[0] == '0':
		base = 8
	}
	if s == "" {
		return 0, false
	}
	var n uint64
	over := false
	for i := 0; i < len(s); i++ {
		c, d := s[i], uint64(base)
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case c|0x20 >= 'a' && c|0x20 <= 'f':
			d = uint64(c|0x20-'a') + 10
		}
		if d >= base {
			return 0, false
		}
		if n > (math.MaxUint64-d)/base {
			over = true
		}
		n = n*base + d
	}
	switch {
	case over:
		return math.MaxUint64, true
	case neg:
		return -n, true
	}
	return n, true
}

// stringsUTF8Len is binutils' is_valid_utf8: the length of the UTF-8
// sequence b starts with (0: none). It checks only the lead byte's form
// and the continuation bytes: overlong forms and surrogates pass.
func stringsUTF8Len(b []byte) int {
	if len(b) < 2 || b[0]&0xc0 != 0xc0 || b[1]&0xc0 != 0x80 {
		return 0
	}
	if b[0]&0x20 == 0 {
		return 2
	}
	if len(b) < 3 || b[2]&0xc0 != 0x80 {
		return 0
	}
	if b[0]&0x10 == 0 {
		return 3
	}
	if len(b) < 4 || b[3]&0xc0 != 0x80 {
		return 0
	}
	return 4
}

// stringsShowUTF8 renders a UTF-8 character as binutils' -U does: \uXXXX
// (escape, highlight: no terminal to colour), <0xBYTES> (hex), or, for
// locale, its first byte only, as binutils 2.40 writes it. The escape's
// digits are binutils' bit arithmetic, by the lead byte's length bits.
func stringsShowUTF8(b []byte, mode byte) string {
	switch mode {
	case 'x':
		return fmt.Sprintf("<0x%x>", b)
	case 'l':
		return string(b[:1])
	}
	switch b[0] & 0x30 {
	case 0x00, 0x10:
		return fmt.Sprintf("\\u%02x%02x", (b[0]&0x1c)>>2, (b[0]&0x03)<<6|b[1]&0x3f)
	case 0x20:
		return fmt.Sprintf("\\u%02x%02x", (b[0]&0x0f)<<4|(b[1]&0x3c)>>2, (b[1]&0x03)<<6|b[2]&0x3f)
	}
	return fmt.Sprintf("\\u%02x%02x%02x", int(b[0]&0x07)<<6|int(b[1]&0x3c)>>2, (b[1]&0x03)<<6|(b[2]&0x3c)>>2, (b[2]&0x03)<<6|b[3]&0x3f)
}

// stringsScanUTF8 is stringsScan for -U locale, escape, hex and
// highlight: a UTF-8 character (of any encoding option) is one character
// of a string, shown in the mode's form.
func stringsScanUTF8(ctx context.Context, in io.Reader, name string, out *bufio.Writer, o *stringsOpts) error {
	br := bufio.NewReaderSize(in, 64<<10)
	var offset, start int64
	var pending []byte // the run's output while it is shorter than o.min
	chars, n := 0, 0
	end := func() error {
		if chars >= o.min {
			if _, err := out.WriteString(o.sep); err != nil {
				return err
			}
		}
		chars, pending = 0, pending[:0]
		return nil
	}
	emit := func(s []byte) error {
		if chars == 0 {
			start = offset
		}
		chars++
		if chars < o.min {
			if !o.budget.Fits(int64(len(pending) + len(s))) {
				return limits.ErrTooLarge
			}
			pending = append(pending, s...)
			return nil
		}
		if chars == o.min {
			o.writeHead(out, name, start)
			if _, err := out.Write(pending); err != nil {
				return err
			}
			pending = pending[:0]
		}
		_, err := out.Write(s)
		return err
	}
	for {
		if n++; n%ctxCheckEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		c, err := br.ReadByte()
		if err != nil {
			if e := end(); e != nil {
				return e
			}
			if err == io.EOF {
				return nil
			}
			return err
		}
		if c < 0x80 && o.graphic(int(c)) {
			if err := emit([]byte{c}); err != nil {
				return err
			}
			offset++
			continue
		}
		if c >= 0xc0 {
			br.UnreadByte()
			peek, _ := br.Peek(4)
			if k := stringsUTF8Len(peek); k > 0 {
				if err := emit([]byte(stringsShowUTF8(peek[:k], o.unicode))); err != nil {
					return err
				}
				br.Discard(k)
				offset += int64(k)
				continue
			}
			br.ReadByte()
		}
		offset++
		if err := end(); err != nil {
			return err
		}
	}
}
