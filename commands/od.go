package commands

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/bits"
	"path"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "od",
		Summary: "dump files in octal and other formats",
		Usage:   odUsage,
		Run:     runOd,
	})
}

const odUsage = `Usage: od [OPTION]... [FILE]...
  or:  od [-abcdfilosx]... [FILE] [[+]OFFSET[.][b]]
  or:  od --traditional [OPTION]... [FILE] [[+]OFFSET[.][b] [+][LABEL][.][b]]

Write an unambiguous representation, octal bytes by default,
of FILE to standard output.  With more than one FILE argument,
concatenate them in the listed order to form the input.

With no FILE, or when FILE is -, read standard input.

If first and second call formats both apply, the second format is assumed
if the last operand begins with + or (if there are 2 operands) a digit.
An OFFSET operand means -j OFFSET.  LABEL is the pseudo-address
at first byte printed, incremented when dump is progressing.
For OFFSET and LABEL, a 0x or 0X prefix indicates hexadecimal;
suffixes may be . for octal and b for multiply by 512.

Mandatory arguments to long options are mandatory for short options too.
  -A, --address-radix=RADIX   output format for file offsets; RADIX is one
                                of [doxn], for Decimal, Octal, Hex or None
      --endian={big|little}   swap input bytes according the specified order
  -j, --skip-bytes=BYTES      skip BYTES input bytes first
  -N, --read-bytes=BYTES      limit dump to BYTES input bytes
  -t, --format=TYPE           select output format or formats
  -v, --output-duplicates     do not use * to mark line suppression
  -w[BYTES], --width[=BYTES]  output BYTES bytes per output line;
                                32 is implied when BYTES is not specified
      --traditional           accept arguments in third form above
      --help        display this help and exit

Traditional format specifications may be intermixed; they accumulate:
  -a   same as -t a,  select named characters, ignoring high-order bit
  -b   same as -t o1, select octal bytes
  -c   same as -t c,  select printable characters or backslash escapes
  -d   same as -t u2, select unsigned decimal 2-byte units
  -f   same as -t fF, select floats
  -i   same as -t dI, select decimal ints
  -l   same as -t dL, select decimal longs
  -o   same as -t o2, select octal 2-byte units
  -s   same as -t d2, select decimal 2-byte units
  -x   same as -t x2, select hexadecimal 2-byte units

TYPE is made up of one or more of these specifications:
  a          named character, ignoring high-order bit
  c          printable character or backslash escape
  d[SIZE]    signed decimal, SIZE bytes per integer
  f[SIZE]    floating point, SIZE bytes per float
  o[SIZE]    octal, SIZE bytes per integer
  u[SIZE]    unsigned decimal, SIZE bytes per integer
  x[SIZE]    hexadecimal, SIZE bytes per integer

SIZE is a number.  For TYPE in [doux], SIZE may also be C for
sizeof(char), S for sizeof(short), I for sizeof(int) or L for
sizeof(long).  If TYPE is f, SIZE may also be F for sizeof(float)
and D for sizeof(double).  Long double (fL) is not supported.

Adding a z suffix to any type displays printable characters at the end of
each output line.

BYTES is hex with 0x or 0X prefix, and may have a multiplier suffix:
  b    512
  KB   1000
  K    1024
  MB   1000*1000
  M    1024*1024
and so on for G, T, P, E, Z, Y, R, Q.
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.
`

type odSpec struct {
	kind    byte // a c d f o u x
	size    int
	width   int // field width
	pad     int
	trailer bool
}

var odIntWidth = map[byte][9]int{
	'd': {1: 4, 2: 6, 4: 11, 8: 20},
	'u': {1: 3, 2: 5, 4: 10, 8: 20},
	'o': {1: 3, 2: 6, 4: 11, 8: 22},
	'x': {1: 2, 2: 4, 4: 8, 8: 16},
}

// parseOdType parses one -t argument into specs.
func parseOdType(s string) ([]odSpec, error) {
	var specs []odSpec
	orig := s
	for len(s) > 0 {
		c := s[0]
		s = s[1:]
		sp := odSpec{kind: c}
		switch c {
		case 'a', 'c':
			sp.size, sp.width = 1, 3
		case 'd', 'o', 'u', 'x', 'f':
			size := 4
			if c == 'f' {
				size = 8
			}
			switch {
			case len(s) > 0 && isDigit(s[0]):
				i := 0
				for i < len(s) && isDigit(s[i]) {
					i++
				}
				n, _ := strconv.Atoi(s[:i])
				s = s[i:]
				size = n
				if c == 'f' && n != 4 && n != 8 && n != 16 {
					return nil, fmt.Errorf("invalid type string %s;\nthis system doesn't provide a %d-byte floating point type", quoteArg(orig), n)
				}
				if c != 'f' && n != 1 && n != 2 && n != 4 && n != 8 {
					return nil, fmt.Errorf("invalid type string %s;\nthis system doesn't provide a %d-byte integral type", quoteArg(orig), n)
				}
			case len(s) > 0 && c == 'f' && strings.IndexByte("FDL", s[0]) >= 0:
				// L is x86-64's long double: the 80-bit extended
				// format in 16 bytes.
				size = map[byte]int{'F': 4, 'D': 8, 'L': 16}[s[0]]
				s = s[1:]
			case len(s) > 0 && c != 'f' && strings.IndexByte("CSIL", s[0]) >= 0:
				size = map[byte]int{'C': 1, 'S': 2, 'I': 4, 'L': 8}[s[0]]
				s = s[1:]
			}
			sp.size = size
			if c == 'f' {
				sp.width = map[int]int{4: 15, 8: 24, 16: 29}[size]
			} else {
				sp.width = odIntWidth[c][size]
			}
		default:
			return nil, fmt.Errorf("invalid character '%c' in type string %s", c, quoteArg(orig))
		}
		if len(s) > 0 && s[0] == 'z' {
			sp.trailer = true
			s = s[1:]
		}
		specs = append(specs, sp)
	}
	return specs, nil
}

// odOldOffset parses an OFFSET or LABEL operand of the older forms:
// [+]NUMBER[b|B], octal, or hexadecimal after 0x; b multiplies by 512,
// B by 1024. (GNU od 9.1 refuses the '.' its manual documents, as here.)
func odOldOffset(s string) (int64, bool) {
	s = strings.TrimPrefix(s, "+")
	if strings.IndexByte(s, '.') >= 0 {
		return 0, false
	}
	base := 8
	if len(s) > 1 && s[0] == '0' && s[1]|0x20 == 'x' {
		base, s = 16, s[2:]
	}
	i := 0
	for i < len(s) && (isDigit(s[i]) && int(s[i]-'0') < base || base == 16 && s[i]|0x20 >= 'a' && s[i]|0x20 <= 'f') {
		i++
	}
	if i == 0 {
		return 0, false
	}
	n, err := strconv.ParseInt(s[:i], base, 64)
	if err != nil {
		return 0, false
	}
	mult := int64(1)
	switch s[i:] {
	case "":
	case "b":
		mult = 512
	case "B":
		mult = 1024
	default:
		return 0, false
	}
	if n > math.MaxInt64/mult {
		return 0, false
	}
	return n * mult, true
}

// parseOdNumber parses -j, -N and -w values: decimal, 0x hex or 0 octal,
// with GNU multiplier suffixes.
func parseOdNumber(v string) (int64, bool) {
	n, digits, rest, err := odUnsigned(v)
	if digits == 0 {
		return 0, false
	}
	if err != nil || n > math.MaxInt64 {
		return math.MaxInt64, true
	}
	mult, ok := sizeSuffix(rest, true)
	if !ok {
		return 0, false
	}
	if mult != 0 && n > math.MaxInt64/mult {
		return math.MaxInt64, true
	}
	return int64(n * mult), true
}

var odNames = [...]string{"nul", "soh", "stx", "etx", "eot", "enq", "ack", "bel", "bs", "ht", "nl", "vt", "ff", "cr",
	"so", "si", "dle", "dc1", "dc2", "dc3", "dc4", "nak", "syn", "etb", "can", "em", "sub", "esc", "fs", "gs", "rs", "us", "sp"}

func runOd(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("od")
	var specs []odSpec
	// firstErr ends od where GNU's option loop dies; a bad type string
	// is reported at once and the parsing goes on, as in GNU od.
	var firstErr error
	badType := false
	addType := func(t string) func(string) error {
		return func(v string) error {
			if t == "" {
				t2 := v
				sp, err := parseOdType(t2)
				if err != nil && firstErr == nil {
					errorf(inv, "%s", err)
					badType = true
				}
				specs = append(specs, sp...)
				return nil
			}
			sp, _ := parseOdType(t)
			specs = append(specs, sp...)
			return nil
		}
	}
	fs.Func('t', "format", true, addType(""))
	for _, tr := range []struct {
		c rune
		t string
	}{{'a', "a"}, {'b', "o1"}, {'c', "c"}, {'d', "u2"}, {'f', "fF"}, {'i', "dI"}, {'l', "dL"}, {'o', "o2"},
		{'s', "d2"}, {'x', "x2"}, {'B', "o2"}, {'D', "u4"}, {'e', "fD"}, {'F', "fD"}, {'H', "x4"}, {'I', "dL"},
		{'L', "dL"}, {'O', "o4"}, {'X', "x4"}, {'h', "x2"}} {
		fs.Func(tr.c, "", false, addType(tr.t))
	}
	radix := byte('o')
	fs.Func('A', "address-radix", true, func(v string) error {
		// GNU reads the radix's first character alone (-A none is -A n),
		// an empty one as the NUL byte.
		c := byte(0)
		if v != "" {
			c = v[0]
		}
		if strings.IndexByte("doxn", c) < 0 || c == 0 {
			if firstErr == nil {
				firstErr = fmt.Errorf("invalid output address radix '%c'; it must be one character from [doxn]", c)
			}
			return nil
		}
		radix = c
		return nil
	})
	numFlag := func(opt string, p *int64, set *bool) func(string) error {
		return func(v string) error {
			n, ok := parseOdNumber(v)
			if !ok && firstErr == nil {
				what := "invalid"
				if v != "" && isDigit(v[0]) {
					what = "invalid suffix in"
				}
				firstErr = fmt.Errorf("%s %s argument %s", what, opt, quoteFile(v))
			}
			*p, *set = n, true
			return nil
		}
	}
	var skip, limit, width int64
	var skipSet, limitSet, widthSet bool
	fs.Func('j', "skip-bytes", true, numFlag("-j", &skip, &skipSet))
	fs.Func('N', "read-bytes", true, numFlag("-N", &limit, &limitSet))
	fs.Func('w', "", true, numFlag("-w", &width, &widthSet))
	fs.add(&flagDef{long: "width", hasValue: true, optional: true, set: func(v string) error {
		if v == "" {
			v = "32"
		}
		return numFlag("-w", &width, &widthSet)(v)
	}})
	// -S BYTES, --strings[=BYTES]: NUL-terminated strings of at least
	// BYTES printable characters (3 by default).
	dumpStrings, strMin := false, uint64(3)
	setStrings := func(v string) error {
		dumpStrings = true
		if v == "" {
			strMin = 3
			return nil
		}
		n, ok := parseOdNumber(v)
		switch {
		case !ok && firstErr == nil:
			what := "invalid"
			if isDigit(v[0]) {
				what = "invalid suffix in"
			}
			firstErr = fmt.Errorf("%s -S argument %s", what, quoteFile(v))
		case ok && odNumberOverflows(v) && firstErr == nil:
			firstErr = fmt.Errorf("-S argument %s too large", quoteFile(v))
		}
		strMin = uint64(n)
		return nil
	}
	fs.Func('S', "", true, setStrings)
	fs.add(&flagDef{long: "strings", hasValue: true, optional: true, set: setStrings})
	verbose := fs.Bool('v', "output-duplicates")
	traditional := fs.Bool(0, "traditional")
	bigEndian := false
	fs.Func(0, "endian", true, func(v string) error {
		switch v {
		case "big":
			bigEndian = true
		case "little":
			bigEndian = false
		default:
			if firstErr == nil {
				firstErr = &argError{"invalid argument " + quoteArg(v) + " for ‘--endian’\nValid arguments are:\n  - ‘little’\n  - ‘big’"}
			}
		}
		return nil
	})
	inv2 := *inv
	inv2.Args = append([]string{inv.Args[0]}, inv.Args[1:]...)
	for i, a := range inv2.Args {
		if a == "-w" {
			inv2.Args[i] = "--width" // -w alone means 32; -w 8 is -w and a file "8"
		}
		if a == "--" {
			break
		}
	}
	files, status, done := parseFlags(&inv2, fs, odUsage, 1)
	if done {
		return status
	}
	if firstErr != nil {
		errorf(inv, "%s", firstErr)
		if _, ok := firstErr.(*argError); ok {
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		}
		return 1
	}
	if badType {
		return 1
	}
	if dumpStrings && len(specs) > 0 {
		errorf(inv, "no type may be specified when dumping strings")
		return 1
	}
	// The older operand forms: [FILE] [[+]OFFSET [[+]LABEL]]. Without
	// --traditional only when no option of the modern form was given,
	// and the offset must start with + or (after a file) a digit.
	modern := false
	for _, o := range []string{"A", "j", "N", "t", "v", "w", "width", "S", "strings"} {
		modern = modern || fs.Seen(o)
	}
	pseudo, havePseudo := int64(0), false
	if !modern || *traditional {
		switch len(files) {
		case 1:
			if o1, ok := odOldOffset(files[0]); ok && (*traditional || files[0][0] == '+') {
				skip, files = o1, nil
			}
		case 2:
			if o2, ok := odOldOffset(files[1]); ok && (*traditional || files[1][0] == '+' || isDigit(files[1][0])) {
				if o1, ok := odOldOffset(files[0]); ok && *traditional {
					skip, pseudo, havePseudo, files = o1, o2, true, nil
				} else {
					skip, files = o2, files[:1]
				}
			}
		case 3:
			o1, ok1 := odOldOffset(files[1])
			o2, ok2 := odOldOffset(files[2])
			if *traditional && ok1 && ok2 {
				skip, pseudo, havePseudo, files = o1, o2, true, files[:1]
			}
		}
		if *traditional && len(files) > 1 {
			errorf(inv, "extra operand %s", quoteArg(files[1]))
			errorf(inv, "compatibility mode supports at most one file")
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
	}
	if len(specs) == 0 {
		specs, _ = parseOdType("o2")
	}
	lcm := 1
	for _, sp := range specs {
		lcm = lcm * sp.size / gcd(lcm, sp.size)
	}
	bpl := 16
	widthWarn := ""
	if widthSet {
		if width <= 0 || width%int64(lcm) != 0 || width > 1<<20 {
			// GNU warns after skipping (which may fail first).
			widthWarn = fmt.Sprintf("warning: invalid width %d; using %d instead", width, lcm)
			bpl = lcm
		} else {
			bpl = int(width)
		}
	}
	perBlock := 0
	for _, sp := range specs {
		perBlock = max(perBlock, (sp.width+1)*(bpl/sp.size))
	}
	for i := range specs {
		specs[i].pad = perBlock - (specs[i].width+1)*(bpl/specs[i].size)
	}
	if len(files) == 0 {
		files = []string{"-"}
	}

	// The operands form one stream, each file opened when the reading
	// reaches it, as GNU od does: a -N limit met before a later file
	// leaves it unopened.
	in := &odInputs{ctx: ctx, inv: inv, names: files}
	defer in.close()
	if in.open(); in.cur == nil {
		return 1 // none could be opened: GNU prints not even an address
	}
	readErr := func(err error) int {
		if ctx.Err() == nil {
			var nr *odReadErr
			if e, ok := err.(*odReadErr); ok {
				nr = e
				fileError(inv, quoteName(nr.name), nr.err)
			} else {
				errorf(inv, "%s", err)
			}
		}
		return 1
	}
	for left := skip; left > 0; {
		if in.open(); in.cur == nil {
			errorf(inv, "cannot skip past end of combined input")
			return 1
		}
		if nm, ok := in.cur.(*odNamed); ok && path.Clean(nm.name) == "/dev/null" {
			// GNU seeks in a file that is not a regular one before it
			// reads; /dev/null takes any offset, and the skip is done.
			break
		}
		n, err := io.CopyN(io.Discard, in.cur, left)
		left -= n
		if err == io.EOF {
			in.close()
		} else if err != nil {
			return readErr(err)
		}
	}
	if widthWarn != "" {
		errorf(inv, "%s", widthWarn)
	}
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer out.Flush()
	addrWidth := 7
	if radix == 'x' {
		addrWidth = 6
	}
	// With a label, the address is followed by the label in parentheses;
	// with -An, the address alone in parentheses, in octal.
	paren := havePseudo && radix == 'n'
	if paren {
		radix = 'o'
	}
	stdAddr := func(off uint64) {
		switch radix {
		case 'o':
			fmt.Fprintf(out, "%0*o", addrWidth, off)
		case 'd':
			fmt.Fprintf(out, "%0*d", addrWidth, off)
		case 'x':
			fmt.Fprintf(out, "%0*x", addrWidth, off)
		}
	}
	writeAddr := func(off int64) {
		switch {
		case paren:
			out.WriteByte('(')
			stdAddr(uint64(off))
			out.WriteByte(')')
		case havePseudo:
			stdAddr(uint64(off))
			out.WriteString(" (")
			stdAddr(uint64(off) + uint64(pseudo) - uint64(skip))
			out.WriteByte(')')
		default:
			stdAddr(uint64(off))
		}
	}
	indent := ""
	if radix != 'n' {
		indent = strings.Repeat(" ", addrWidth)
	}
	if dumpStrings {
		st := odStrings{min: strMin, limited: limitSet, end: uint64(skip) + uint64(limit), alloc: budget(inv)}
		addr := func(off uint64) { writeAddr(int64(off)) }
		if radix == 'n' && !paren && !havePseudo {
			addr = nil // -An: neither the address nor the space after it
		}
		err := st.dump(ctx, bufio.NewReaderSize(in, 64<<10), out, uint64(skip), addr)
		if ferr := out.Flush(); err == nil && ferr != nil {
			return 1
		}
		if err != nil {
			if errors.Is(err, errOdMemory) {
				errorf(inv, "%s", err)
				return 1
			}
			if errors.Is(err, errOdWrite) {
				return 1
			}
			return readErr(err)
		}
		if in.failed {
			return 1
		}
		return status
	}
	var src io.Reader = in
	if limitSet {
		src = io.LimitReader(in, limit)
	}
	src = bufio.NewReaderSize(src, 64<<10)
	block := make([]byte, bpl)
	prev := make([]byte, bpl)
	havePrev, starred := false, false
	off := skip
	var order binary.ByteOrder = binary.LittleEndian
	if bigEndian {
		order = binary.BigEndian
	}
	for {
		if ctx.Err() != nil {
			return 1
		}
		n, err := io.ReadFull(src, block)
		if n == 0 {
			if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
				return readErr(err)
			}
			break
		}
		if n == bpl && havePrev && !*verbose && bytes.Equal(block, prev) {
			if !starred {
				out.WriteString("*\n")
				starred = true
			}
		} else {
			starred = false
			for i := n; i < bpl; i++ {
				block[i] = 0
			}
			for si, sp := range specs {
				if si == 0 {
					writeAddr(off)
				} else {
					out.WriteString(indent)
				}
				odLine(out, block, n, sp, order)
				out.WriteByte('\n')
			}
		}
		copy(prev, block)
		havePrev = true
		off += int64(n)
		if _, werr := out.Write(nil); werr != nil {
			return 1
		}
		if err != nil {
			if err != io.EOF && err != io.ErrUnexpectedEOF {
				out.Flush()
				return readErr(err)
			}
			break
		}
	}
	if radix != 'n' {
		writeAddr(off)
		out.WriteByte('\n')
	}
	if out.Flush() != nil || in.failed {
		return 1
	}
	return status
}

type odReadErr struct {
	name string
	err  error
}

func (e *odReadErr) Error() string { return e.name + ": " + e.err.Error() }

// odInputs reads the operands one after the other, opening each when the
// previous one ends; a file that cannot be opened is reported and skipped.
type odInputs struct {
	ctx     context.Context
	inv     *shell.Invocation
	names   []string
	cur     io.Reader
	closeFn func()
	failed  bool // a file could not be opened
}

// open opens the next file that can be opened, if any.
func (o *odInputs) open() {
	for o.cur == nil && len(o.names) > 0 {
		name := o.names[0]
		o.names = o.names[1:]
		r, closeFn, err := openText(o.ctx, o.inv, name)
		if err != nil {
			fileError(o.inv, quoteName(name), err)
			o.failed = true
			continue
		}
		o.cur, o.closeFn = &odNamed{r: r, name: name}, closeFn
	}
}

func (o *odInputs) close() {
	if o.cur != nil {
		o.closeFn()
		o.cur = nil
	}
}

func (o *odInputs) Read(p []byte) (int, error) {
	for {
		if o.cur == nil {
			o.open()
			if o.cur == nil {
				return 0, io.EOF
			}
		}
		n, err := o.cur.Read(p)
		if err == io.EOF {
			o.close()
			if n > 0 {
				return n, nil
			}
			continue
		}
		return n, err
	}
}

// odNamed tags read errors with the operand's name.
type odNamed struct {
	r    io.Reader
	name string
}

func (o *odNamed) Read(p []byte) (int, error) {
	n, err := o.r.Read(p)
	if err != nil && err != io.EOF {
		err = &odReadErr{o.name, err}
	}
	return n, err
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// odLine prints one format's fields for a block holding n real bytes.
func odLine(w *bufio.Writer, block []byte, n int, sp odSpec, order binary.ByteOrder) {
	fields := len(block) / sp.size
	shown := (n + sp.size - 1) / sp.size
	padRemaining := sp.pad
	var buf []byte
	for i := 0; i < shown; i++ {
		nextPad := sp.pad * (fields - i - 1) / fields
		adj := padRemaining - nextPad + sp.width
		padRemaining = nextPad
		b := block[i*sp.size : (i+1)*sp.size]
		var s string
		switch sp.kind {
		case 'a':
			c := b[0] & 0x7f
			switch {
			case c <= ' ':
				s = odNames[c]
			case c == 0x7f:
				s = "del"
			default:
				s = string(c)
			}
		case 'c':
			s = odChar(b[0])
		case 'f':
			s = odFloat(b, sp.size, order)
		default:
			var u uint64
			switch sp.size {
			case 1:
				u = uint64(b[0])
			case 2:
				u = uint64(order.Uint16(b))
			case 4:
				u = uint64(order.Uint32(b))
			case 8:
				u = order.Uint64(b)
			}
			switch sp.kind {
			case 'd':
				shift := 64 - 8*sp.size
				s = strconv.FormatInt(int64(u<<shift)>>shift, 10)
			case 'u':
				s = strconv.FormatUint(u, 10)
			case 'o':
				s = strconv.FormatUint(u, 8)
				s = strings.Repeat("0", max(0, sp.width-len(s))) + s
			case 'x':
				s = strconv.FormatUint(u, 16)
				s = strings.Repeat("0", max(0, sp.width-len(s))) + s
			}
		}
		buf = append(buf[:0], ' ')
		for k := len(s); k < adj; k++ {
			buf = append(buf, ' ')
		}
		buf = append(buf, s...)
		w.Write(buf)
	}
	if sp.trailer {
		blank := fields - shown
		padW := sp.pad * blank / fields
		w.WriteString(strings.Repeat(" ", blank*(sp.width+1)+padW))
		w.WriteString("  >")
		for _, c := range block[:n] {
			if c >= 0x20 && c < 0x7f {
				w.WriteByte(c)
			} else {
				w.WriteByte('.')
			}
		}
		w.WriteByte('<')
	}
}

func odChar(c byte) string {
	switch c {
	case 0:
		return `\0`
	case 7:
		return `\a`
	case 8:
		return `\b`
	case 12:
		return `\f`
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	case 11:
		return `\v`
	}
	if c >= 0x20 && c < 0x7f {
		return string(c)
	}
	return fmt.Sprintf("%03o", c)
}

// odFloat formats like gnulib's ftoastr: the shortest %g precision (from
// FLT_DIG or DBL_DIG up) that reads back as the same value.
func odFloat(b []byte, size int, order binary.ByteOrder) string {
	if size == 16 {
		return odLongDouble(b, order)
	}
	var x float64
	bits, dig := 64, 15
	if size == 4 {
		x = float64(math.Float32frombits(order.Uint32(b)))
		bits, dig = 32, 6
	} else {
		x = math.Float64frombits(order.Uint64(b))
	}
	switch {
	case math.IsNaN(x):
		if math.Signbit(x) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	minNormal := 0x1p-1022
	if size == 4 {
		minNormal = 0x1p-126
	}
	prec := dig
	if math.Abs(x) < minNormal {
		prec = 1
	}
	for ; prec < 40; prec++ {
		s := strconv.FormatFloat(x, 'g', prec, bits)
		if y, err := strconv.ParseFloat(s, bits); err == nil && y == x {
			return cFloatExp(s)
		}
	}
	return cFloatExp(strconv.FormatFloat(x, 'g', -1, bits))
}

// odLongDouble formats the x86 80-bit extended float in b (16 bytes, the
// last 6 unused) as gnulib's ldtoastr does: %.*Lg from LDBL_DIG (18)
// digits, or 1 below LDBL_MIN, up to the first that strtold reads back as
// the same value.
func odLongDouble(b []byte, order binary.ByteOrder) string {
	le := b[:10]
	if order == binary.BigEndian {
		// GNU swaps the whole 16 bytes, then reads them as its own.
		r := make([]byte, 16)
		for i := range r {
			r[i] = b[15-i]
		}
		le = r[:10]
	}
	mant := binary.LittleEndian.Uint64(le)
	se := binary.LittleEndian.Uint16(le[8:])
	neg, exp := se&0x8000 != 0, int(se&0x7fff)
	sign := ""
	if neg {
		sign = "-"
	}
	switch {
	case exp == 0x7fff && mant<<1 == 0 && mant>>63 == 1:
		return sign + "inf"
	case exp == 0x7fff || exp != 0 && mant>>63 == 0:
		// A NaN, or an encoding without the integer bit (pseudo-NaN,
		// unnormal), which glibc's printf shows as nan.
		return sign + "nan"
	}
	e := exp - 16383 - 63
	if exp == 0 {
		e = 1 - 16383 - 63 // denormal (or pseudo-denormal)
	}
	x := new(big.Float).SetUint64(mant)
	x.SetMantExp(x, e)
	if neg {
		x.Neg(x)
	}
	prec := 18
	if mant>>63 == 0 {
		prec = 1 // below LDBL_MIN
	}
	// The first precision that reads back is the length of the shortest
	// digits that do (on a denormal's grid: as many bits as it has),
	// which skips most of the slow exact conversions.
	short := new(big.Float).SetPrec(uint(max(bits.Len64(mant), 1))).Set(x).Text('e', -1)
	if m, _, ok := strings.Cut(short, "e"); ok {
		prec = max(prec, len(strings.TrimLeft(strings.Replace(m, ".", "", 1), "-")))
	}
	for ; prec < 21; prec++ {
		s := x.Text('g', prec)
		if odLongDoubleReads(s, mant, e, exp == 0) {
			return cFloatExp(s)
		}
	}
	return cFloatExp(x.Text('g', 21))
}

// odLongDoubleReads reports whether s, read as strtold reads it, is
// mant·2^e again: rounded to 64 bits, or to the denormal grid.
func odLongDoubleReads(s string, mant uint64, e int, denormal bool) bool {
	y, _, err := new(big.Float).SetPrec(128).Parse(s, 10)
	if err != nil {
		return false
	}
	y.Abs(y)
	if !denormal {
		z := new(big.Float).SetPrec(64).Set(y)
		m := new(big.Float).SetUint64(mant)
		return z.Cmp(m.SetMantExp(m, e)) == 0
	}
	y.SetMantExp(y, -e)
	t, _ := y.Int(nil)
	fr := new(big.Float).SetPrec(128).Sub(y, new(big.Float).SetInt(t))
	if c := fr.Cmp(big.NewFloat(0.5)); c > 0 || c == 0 && t.Bit(0) == 1 {
		t.Add(t, big.NewInt(1))
	}
	return t.IsUint64() && t.Uint64() == mant
}

// cFloatExp makes Go's exponent look like C's: at least two digits.
func cFloatExp(s string) string {
	i := strings.IndexByte(s, 'e')
	if i < 0 {
		return s
	}
	exp := s[i+2:]
	if len(exp) < 2 {
		exp = "0" + exp
	}
	return s[:i+2] + exp
}

// odNumberOverflows reports whether a -S value that parseOdNumber reads is
// past what GNU's xstrtoumax holds (which it calls too large).
func odNumberOverflows(v string) bool {
	n, _, rest, err := odUnsigned(v)
	if err != nil {
		return true
	}
	mult, _ := sizeSuffix(rest, true)
	return mult != 0 && n > math.MaxUint64/mult
}

// odUnsigned reads the number v starts with as GNU's xstrtoumax does:
// decimal, 0x hex or 0 octal. digits is how many digits it read, rest
// what follows them (a multiplier suffix), and err says the digits are
// none or past 64 bits.
func odUnsigned(v string) (n uint64, digits int, rest string, err error) {
	s, base := v, 10
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		base, s = 16, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	i := 0
	for i < len(s) && (isDigit(s[i]) && int(s[i]-'0') < base || base == 16 && s[i]|0x20 >= 'a' && s[i]|0x20 <= 'f') {
		i++
	}
	n, err = strconv.ParseUint(s[:i], base, 64)
	return n, i, s[i:], err
}

var (
	errOdMemory = errors.New("memory exhausted")
	errOdWrite  = errors.New("write error")
)

// odStrings is od -S: GNU's dump_strings.
type odStrings struct {
	min     uint64 // the fewest printable characters of a string
	limited bool   // -N: end is where the input stops
	end     uint64
	alloc   limits.Budget
}

// dump prints the NUL-terminated runs of at least min printable ASCII
// characters of r, each after its address (the input's offset, from
// addr); a string that -N cuts is printed too, and its address is one
// before its start, as GNU's is.
func (st *odStrings) dump(ctx context.Context, r io.ByteReader, out *bufio.Writer, addr uint64, writeAddr func(uint64)) error {
	var buf []byte
	read := func() (byte, bool, error) {
		c, err := r.ReadByte()
		if err == io.EOF {
			return 0, false, nil
		}
		addr++
		return c, err == nil, err
	}
	printable := func(c byte) bool { return c >= ' ' && c < 0x7f }
	for n := 0; ; n++ {
		if n%ctxCheckEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if st.limited && (st.end < st.min || st.end-st.min <= addr) {
			return nil
		}
		// A string is at least min printable bytes; past them it ends at
		// a NUL or at the end of a -N limit.
		buf = buf[:0]
		run := true
		for {
			past := uint64(len(buf)) >= st.min
			if past {
				if st.limited && addr >= st.end {
					break
				}
				if len(buf)%(64<<10) == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
			}
			c, ok, err := read()
			if !ok {
				return err
			}
			if c == 0 && past {
				break
			}
			if !printable(c) {
				run = false
				break
			}
			if err := st.grow(&buf, c); err != nil {
				return err
			}
		}
		if !run {
			continue
		}
		if writeAddr != nil {
			writeAddr(addr - uint64(len(buf)) - 1)
			out.WriteByte(' ')
		}
		out.Write(buf)
		if err := out.WriteByte('\n'); err != nil {
			return errOdWrite
		}
	}
}

// grow appends c to a string being read, within the memory budget.
func (st *odStrings) grow(buf *[]byte, c byte) error {
	if len(*buf) == cap(*buf) {
		if _, err := st.alloc.Alloc(int64(2*len(*buf) + 100)); err != nil {
			return errOdMemory
		}
	}
	*buf = append(*buf, c)
	return nil
}
