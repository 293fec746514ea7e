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
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/printf"
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
 -L, --color[=<mode>]      interpret color formatting specifiers
                             colors are enabled by default
 -e, --format <format>     format string to be used for displaying data
 -f, --format-file <file>  file that contains format strings
 -n, --length <length>     interpret only length bytes of input
 -s, --skip <offset>       skip offset bytes from the beginning
 -v, --no-squeezing        output identical lines

 -h, --help                display this help
 -V, --version             display version

Arguments:
 <length> and <offset> arguments may be followed by the suffixes for
   GiB, TiB, PiB, EiB, ZiB, and YiB (the "iB" is optional)

Colors (_L[...] units) are accepted and never shown: the sandbox's output
is not a terminal.
`

// The built-in formats are format strings of hexdump's own language, as
// util-linux defines them.
var hdBuiltin = map[byte][]string{
	'b': {`"%07.7_Ax\n"`, `"%07.7_ax " 16/1 "%03o " "\n"`},
	'c': {`"%07.7_Ax\n"`, `"%07.7_ax " 16/1 "%3_c " "\n"`},
	'C': {`"%08.8_Ax\n"`, `"%08.8_ax  " 8/1 "%02x " "  " 8/1 "%02x " `, `"  |" 16/1 "%_p" "|\n"`},
	'd': {`"%07.7_Ax\n"`, `"%07.7_ax " 8/2 "  %05u " "\n"`},
	'o': {`"%07.7_Ax\n"`, `"%07.7_ax " 8/2 " %06o " "\n"`},
	'x': {`"%07.7_Ax\n"`, `"%07.7_ax " 8/2 "   %04x " "\n"`},
	// No format given at all.
	'D': {`"%07.7_Ax\n"`, `"%07.7_ax " 8/2 "%04x " "\n"`},
}

// hdKind is what a print unit does with its bytes.
type hdKind uint8

const (
	hdText    hdKind = iota // text only
	hdAddress               // %_a, %_A: the offset
	hdBpad                  // a conversion past the end of the data: blanks
	hdChar                  // %c
	hdInt                   // %d %i
	hdUint                  // %o %u %x %X
	hdFloat                 // %e %E %f %g %G
	hdStr                   // %s
	hdEscC                  // %_c
	hdPrint                 // %_p
	hdName                  // %_u
)

// hdPrint is one print unit: text before one conversion, the conversion
// (C printf's flags, width and precision), and the bytes it reads.
type hdPr struct {
	kind  hdKind
	text  string // the text before the conversion, or all of a text unit
	flags string // printf flags: - + space # 0
	width int
	prec  int  // -1: none
	conv  byte // printf conversion; for an address its base: d, o or x
	bcnt  int
	// bad is the directive as written when its flags, width and
	// precision are out of C's order: glibc prints such a directive as
	// it is.
	bad string
}

// hdUnit is a format unit: an iteration count, a byte count and a format.
type hdUnit struct {
	reps, bcnt int
	setRep     bool // the iteration count was given
	ignore     bool // holds %_A: printed once at the end, not per block
	format     string
	prs        []hdPr
}

// hdFS is one format string (one -e, one line of -f).
type hdFS struct {
	units []*hdUnit
	bcnt  int
}

// hdMaxCount bounds the numbers of a format string (counts, widths,
// precisions) as C's int does; the sizes they make are checked against
// the run's budget before anything is allocated.
const hdMaxCount = math.MaxInt32

// hdAtoi reads the decimal digits at the start of s, saturating.
func hdAtoi(s string) (v, n int) {
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		v = min(v*10+int(s[n]-'0'), hdMaxCount)
		n++
	}
	return v, n
}

func hdSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

func hdSkipSpace(s string, i int) int {
	for i < len(s) && hdSpace(s[i]) {
		i++
	}
	return i
}

// hdParse splits a format string into format units: [iterations][/bytes]
// "format", separated by blanks.
func hdParse(s string) (*hdFS, error) {
	bad := fmt.Errorf("bad format {%s}", s)
	fs := &hdFS{}
	for i := 0; ; {
		if i = hdSkipSpace(s, i); i == len(s) {
			break
		}
		u := &hdUnit{reps: 1}
		if s[i] >= '0' && s[i] <= '9' {
			v, n := hdAtoi(s[i:])
			i += n
			if i == len(s) || !hdSpace(s[i]) && s[i] != '/' {
				return nil, bad
			}
			u.reps, u.setRep = v, true
			// The blank or slash after the count goes with it.
			i = hdSkipSpace(s, i+1)
		}
		if i < len(s) && s[i] == '/' {
			i = hdSkipSpace(s, i+1)
		}
		if i < len(s) && s[i] >= '0' && s[i] <= '9' {
			v, n := hdAtoi(s[i:])
			i += n
			if i == len(s) || !hdSpace(s[i]) {
				return nil, bad
			}
			u.bcnt = v
			i = hdSkipSpace(s, i+1)
		}
		if i == len(s) || s[i] != '"' {
			return nil, bad
		}
		end := strings.IndexByte(s[i+1:], '"')
		if end < 0 {
			return nil, bad
		}
		u.format = hdEscape(s[i+1 : i+1+end])
		i += end + 2
		fs.units = append(fs.units, u)
	}
	return fs, nil
}

// hdEscape interprets C's single-character escapes; any other escaped
// character stands for itself (util-linux has no case for \0: it is a
// 0, whatever the manual says).
func hdEscape(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			i++
			c = s[i]
			if j := strings.IndexByte("abfnrtv", c); j >= 0 {
				c = "\a\b\f\n\r\t\v"[j]
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// hdSpec is the set of characters that may stand between % and the
// conversion: flags, width, precision.
const hdSpec = ".#-+ 0123456789"

// hdScanSpec skips the flags and width at f[i:] and a precision after
// them, as util-linux does: prec is -1 without one; a '.' without digits
// is skipped.
func hdScanSpec(f string, i int) (end, prec int) {
	for i < len(f) && strings.IndexByte(hdSpec[1:], f[i]) >= 0 {
		i++
	}
	prec = -1
	if i < len(f) && f[i] == '.' {
		i++
		if i < len(f) && f[i] >= '0' && f[i] <= '9' {
			var k int
			prec, k = hdAtoi(f[i:])
			i += k
		}
	}
	return i, prec
}

// blockSize is the bytes one pass of the format string reads: per unit,
// its byte count (or the sizes of its conversions) times its iterations.
func (fs *hdFS) blockSize() int64 {
	var size int64
	for _, u := range fs.units {
		if u.bcnt > 0 {
			size += int64(u.bcnt) * int64(u.reps)
			continue
		}
		var n int64
		prec := 0
		f := u.format
		for i := 0; i < len(f); i++ {
			if f[i] != '%' {
				continue
			}
			var p int
			if i, p = hdScanSpec(f, i+1); p >= 0 {
				prec = p
			}
			if i == len(f) {
				break
			}
			switch c := f[i]; {
			case strings.IndexByte("diouxX", c) >= 0:
				n += 4
			case strings.IndexByte("eEfgG", c) >= 0:
				n += 8
			case c == 's':
				n += int64(prec)
			case c == 'c':
				n++
			case c == '_' && i+1 < len(f) && strings.IndexByte("cpu", f[i+1]) >= 0:
				i++
				n++
			}
		}
		size += n * int64(u.reps)
	}
	return size
}

// rewrite splits each unit's format into print units, one per
// conversion, and checks each conversion against the byte count.
func (fs *hdFS) rewrite(hd *hexdumper) error {
	for _, u := range fs.units {
		f := u.format
		nconv := 0
		for f != "" {
			p := strings.IndexByte(f, '%')
			if p < 0 {
				u.prs = append(u.prs, hdPr{kind: hdText, text: f})
				break
			}
			pr := hdPr{text: f[:p], prec: -1}
			i := p + 1
			var spec string
			prec, sokay := 0, 0 // sokay: 0 no precision, 1 byte count, 2 precision
			if u.bcnt > 0 {
				sokay = 1
				for i < len(f) && strings.IndexByte(hdSpec, f[i]) >= 0 {
					i++
				}
				spec = f[p+1 : i]
			} else {
				var n int
				if i, n = hdScanSpec(f, i); n >= 0 {
					prec, sokay = n, 2
				}
				spec = f[p+1 : i]
			}
			var conv byte
			if i < len(f) {
				conv = f[i]
			}
			next := min(i+1, len(f))
			badCount := func(what string) error {
				return fmt.Errorf("bad byte count for conversion character %s", what)
			}
			badConv := func(what string) error { return fmt.Errorf("bad conversion character %%%s", what) }
			mod := "" // the length modifier glibc sees
			switch {
			case conv == 'c':
				pr.kind, pr.conv = hdChar, 'c'
				if u.bcnt > 1 {
					return badCount("c")
				}
				pr.bcnt = 1
			case conv != 0 && strings.IndexByte("diouxX", conv) >= 0:
				pr.kind, pr.conv, mod = hdUint, conv, "ll"
				if conv == 'd' || conv == 'i' {
					pr.kind = hdInt
				}
				switch u.bcnt {
				case 0:
					pr.bcnt = 4
				case 1, 2, 4, 8:
					pr.bcnt = u.bcnt
				default:
					return badCount(string(conv))
				}
			case conv != 0 && strings.IndexByte("eEfgG", conv) >= 0:
				pr.kind, pr.conv = hdFloat, conv
				switch u.bcnt {
				case 0:
					pr.bcnt = 8
				case 4, 8:
					pr.bcnt = u.bcnt
				default:
					return badCount(string(conv))
				}
			case conv == 's':
				pr.kind, pr.conv = hdStr, 's'
				switch sokay {
				case 0:
					return errors.New("%s requires a precision or a byte count")
				case 1:
					pr.bcnt = u.bcnt
				default:
					pr.bcnt = prec
				}
			case conv == '_':
				var c2 byte
				if i+1 < len(f) {
					c2 = f[i+1]
				}
				next = min(i+2, len(f))
				switch c2 {
				case 'A', 'a':
					if c2 == 'A' {
						hd.endUnit = u
						u.ignore = true
					}
					pr.kind, mod = hdAddress, "ll"
					var c3 byte
					if i+2 < len(f) {
						c3 = f[i+2]
					}
					switch c3 {
					case 'd', 'o', 'x':
						pr.conv = c3
						next = i + 3
					case 0:
						// glibc prints nothing for the bare "%ll".
						pr.bad = "-"
					default:
						return badConv(f[i : i+3])
					}
				case 'c', 'p', 'u':
					pr.kind = map[byte]hdKind{'c': hdEscC, 'p': hdPrint, 'u': hdName}[c2]
					if u.bcnt > 1 {
						return badCount(f[i : i+2])
					}
					pr.bcnt = 1
				default:
					return badConv(f[i:next])
				}
			default:
				return badConv(f[i:next])
			}
			// A color unit after the conversion: _L[...].
			if strings.HasPrefix(f[next:], "_L") {
				end := strings.IndexByte(f[next:], ']')
				if !strings.HasPrefix(f[next:], "_L[") || end < 0 {
					return badConv("_L")
				}
				next += end + 1
			}
			pr.flags, pr.width, pr.prec = hdDirective(spec)
			if pr.flags == "\x00" {
				pr.flags = ""
				if pr.bad == "" {
					pr.bad = "%" + spec + mod + string(conv)
					if pr.kind == hdAddress {
						pr.bad = "%" + spec + mod + string(pr.conv)
					}
				}
			}
			if pr.kind != hdAddress && u.bcnt > 0 {
				if nconv++; nconv > 1 {
					return errors.New("byte count with multiple conversion characters")
				}
			}
			u.prs = append(u.prs, pr)
			f = f[next:]
		}
		if u.bcnt == 0 {
			for _, pr := range u.prs {
				u.bcnt += pr.bcnt
			}
		}
	}
	// A format string reading less than a block repeats its last unit,
	// when that one reads data and has no iteration count of its own.
	if n := len(fs.units); n > 0 {
		last := fs.units[n-1]
		if fs.bcnt < hd.blocksize && !last.setRep && last.bcnt > 0 {
			last.reps += (hd.blocksize - fs.bcnt) / last.bcnt
		}
	}
	return nil
}

// hdDirective splits a directive's flags, width and precision as glibc
// reads them; flags "\x00" marks characters out of that order.
func hdDirective(spec string) (flags string, width, prec int) {
	i := 0
	for i < len(spec) && strings.IndexByte("-+ #0", spec[i]) >= 0 {
		i++
	}
	flags = spec[:i]
	var n int
	width, n = hdAtoi(spec[i:])
	i += n
	prec = -1
	if i < len(spec) && spec[i] == '.' {
		prec, n = hdAtoi(spec[i+1:])
		i += 1 + n
	}
	if i != len(spec) {
		return "\x00", 0, -1
	}
	return flags, width, prec
}

// hexdumper holds the formats of one run and the state of the dump.
type hexdumper struct {
	ctx       context.Context
	fss       []*hdFS
	blocksize int
	endUnit   *hdUnit
	out       *bufio.Writer
	address   int64
	eaddress  int64 // where the data ended in the last block; 0 until then
	cur, prev []byte
}

func runHexdump(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("hexdump")
	// Format options in their order: a built-in letter, or 'e'/'f' with
	// its value.
	type fmtOpt struct {
		kind  byte
		value string
	}
	var order []fmtOpt
	for _, c := range []struct {
		short byte
		long  string
	}{{'b', "one-byte-octal"}, {'c', "one-byte-char"}, {'C', "canonical"}, {'d', "two-bytes-decimal"}, {'o', "two-bytes-octal"}, {'x', "two-bytes-hex"}} {
		c := c
		f.Func(rune(c.short), c.long, false, func(string) error { order = append(order, fmtOpt{kind: c.short}); return nil })
	}
	f.Func('e', "format", true, func(v string) error { order = append(order, fmtOpt{'e', v}); return nil })
	f.Func('f', "format-file", true, func(v string) error { order = append(order, fmtOpt{'f', v}); return nil })
	color := "auto"
	f.Func('L', "", false, func(string) error { color = "auto"; return nil })
	f.add(&flagDef{long: "color", hasValue: true, optional: true, set: func(v string) error {
		if v == "" {
			v = "auto"
		}
		color = v
		return nil
	}})
	lengthArg := f.String('n', "length", "")
	skipArg := f.String('s', "skip", "")
	verbose := f.Bool('v', "no-squeezing")
	help := f.Bool('h', "help")
	f.Func('V', "", false, func(string) error { return errVersion })
	ops, status, done := parseFlags(inv, f, hexdumpUsage, 1)
	if done {
		return status
	}
	if *help {
		io.WriteString(inv.Stdout, hexdumpUsage)
		return 0
	}
	switch color {
	case "auto", "never":
	case "always":
		errorf(inv, "colors are not supported: the sandbox's output is not a terminal")
		return 1
	default:
		errorf(inv, "unsupported color mode: '%s'", color)
		return 1
	}
	hd := &hexdumper{ctx: ctx}
	add := func(s string) bool {
		fs, err := hdParse(s)
		if err != nil {
			errorf(inv, "%v", err)
			return false
		}
		hd.fss = append(hd.fss, fs)
		return true
	}
	for _, o := range order {
		switch o.kind {
		case 'e':
			if !add(o.value) {
				return 1
			}
		case 'f':
			data, err := hdReadFile(ctx, inv, o.value)
			if err != nil {
				errorf(inv, "can't read %s: %s", o.value, vfs.Strerror(err))
				return 1
			}
			for _, line := range strings.Split(string(data), "\n") {
				if t := strings.TrimLeft(line, " \t\n\v\f\r"); t == "" || t[0] == '#' {
					continue
				}
				if !add(line) {
					return 1
				}
			}
		default:
			for _, s := range hdBuiltin[o.kind] {
				add(s)
			}
		}
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
	if len(hd.fss) == 0 {
		for _, s := range hdBuiltin['D'] {
			add(s)
		}
	}
	var blocksize int64
	for _, fs := range hd.fss {
		n := fs.blockSize()
		fs.bcnt = int(min(n, hdMaxCount))
		blocksize = max(blocksize, n)
	}
	// Two blocks: the one read and the one printed before it.
	bs, err := budget(inv).AllocN(blocksize, 2)
	if err != nil {
		errorf(inv, "%v", err)
		return 1
	}
	hd.blocksize = bs
	hd.cur, hd.prev = make([]byte, bs), make([]byte, bs)
	for _, fs := range hd.fss {
		if err := fs.rewrite(hd); err != nil {
			errorf(inv, "%v", err)
			return 1
		}
	}
	// The inputs are one stream; missing files are reported, directories
	// too (without failing, as util-linux does).
	in, failed, all := hexdumpInputs(ctx, inv, ops)
	if all {
		errorf(inv, "all input file arguments failed")
		return 1
	}
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
		hd.address, skip = skip, 0
	}
	if skip > 0 {
		n, err := io.CopyN(io.Discard, in, skip)
		hd.address = n
		if err != nil && err != io.EOF {
			return 1
		}
	}
	var r io.Reader = in
	if length >= 0 {
		r = io.LimitReader(in, length)
	}
	hd.out = bufio.NewWriterSize(inv.Stdout, 32<<10)
	if err := hd.dump(r, *verbose); err != nil {
		var se *limits.SizeError
		if errors.As(err, &se) {
			hd.out.Flush()
			errorf(inv, "%v", err)
		}
		return 1
	}
	if err := hd.out.Flush(); err != nil {
		return 1
	}
	if *failed {
		return 1
	}
	return 0
}

// dump reads blocks and prints each through every format string. Without
// verbose, a run of full blocks equal to the one printed before shows as
// one "*" line.
func (hd *hexdumper) dump(r io.Reader, verbose bool) error {
	bs := hd.blocksize
	if bs == 0 {
		// Nothing reads data: the end address is all there is.
		return hd.end()
	}
	cur, prev := hd.cur, hd.prev
	first, dup := true, false
	for {
		if err := hd.ctx.Err(); err != nil {
			return err
		}
		n, err := io.ReadFull(r, cur)
		if n == 0 {
			if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
				return err
			}
			break
		}
		if n == bs && !verbose && !first && bytes.Equal(cur, prev) {
			if !dup {
				hd.out.WriteString("*\n")
				dup = true
			}
			hd.address += int64(bs)
			continue
		}
		first, dup = false, false
		if n < bs {
			clear(cur[n:])
			hd.eaddress = hd.address + int64(n)
		}
		if err := hd.block(cur); err != nil {
			return err
		}
		hd.address += int64(bs)
		if n < bs {
			break
		}
		cur, prev = prev, cur
	}
	return hd.end()
}

// block prints one block through each format string.
func (hd *hexdumper) block(block []byte) error {
	for _, fs := range hd.fss {
		pos := 0
		for _, u := range fs.units {
			if u.ignore {
				break
			}
			for rep := u.reps; rep > 0; rep-- {
				if err := hd.ctx.Err(); err != nil {
					return err
				}
				for k := range u.prs {
					pr := &u.prs[k]
					addr := hd.address + int64(pos)
					if hd.eaddress > 0 && addr >= hd.eaddress && pr.kind != hdText {
						pr.kind = hdBpad
					}
					if rep == 1 && u.reps > 1 && k == len(u.prs)-1 && pr.kind == hdText &&
						pr.text != "" && hdSpace(pr.text[len(pr.text)-1]) {
						// The last iteration drops the trailing blank.
						hd.out.WriteString(pr.text[:len(pr.text)-1])
					} else if err := hd.print(pr, block, pos, addr); err != nil {
						return err
					}
					pos += pr.bcnt
				}
			}
			if _, err := hd.out.Write(nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// end prints the %_A unit once all data is read.
func (hd *hexdumper) end() error {
	if hd.endUnit == nil {
		return nil
	}
	if hd.eaddress == 0 {
		if hd.address == 0 {
			return nil
		}
		hd.eaddress = hd.address
	}
	for i := range hd.endUnit.prs {
		pr := &hd.endUnit.prs[i]
		switch pr.kind {
		case hdText:
			hd.out.WriteString(pr.text)
		case hdAddress:
			if err := hd.print(pr, nil, 0, hd.eaddress); err != nil {
				return err
			}
		}
	}
	return nil
}

// hdBytes returns the n bytes at pos of the block (zeros past its end).
func hdBytes(block []byte, pos, n int) []byte {
	var b [8]byte
	if pos < len(block) {
		copy(b[:n], block[pos:])
	}
	return b[:n]
}

// print prints one print unit reading the block at pos; addr is the
// offset of that byte.
func (hd *hexdumper) print(pr *hdPr, block []byte, pos int, addr int64) error {
	w := hd.out
	w.WriteString(pr.text)
	if pr.kind == hdText {
		return nil
	}
	if pr.bad != "" {
		if pr.bad != "-" {
			w.WriteString(pr.bad)
		}
		return nil
	}
	f := cField{ctx: hd.ctx, w: w, flags: pr.flags, width: pr.width, prec: pr.prec}
	var c byte
	if pr.kind >= hdEscC {
		c = hdBytes(block, pos, 1)[0]
	}
	switch pr.kind {
	case hdBpad:
		// Flags dropped, width and precision kept, an empty string.
		f.flags = ""
		return f.str("")
	case hdAddress:
		if addr < 0 {
			return f.int(pr.conv, true, uint64(-addr))
		}
		return f.int(pr.conv, false, uint64(addr))
	case hdChar:
		return f.char(hdBytes(block, pos, 1)[0])
	case hdInt, hdUint:
		b := hdBytes(block, pos, pr.bcnt)
		var v uint64
		switch pr.bcnt {
		case 1:
			v = uint64(b[0])
			if pr.kind == hdInt {
				v = uint64(int64(int8(b[0])))
			}
		case 2:
			v = uint64(binary.LittleEndian.Uint16(b))
			if pr.kind == hdInt {
				v = uint64(int64(int16(v)))
			}
		case 4:
			v = uint64(binary.LittleEndian.Uint32(b))
			if pr.kind == hdInt {
				v = uint64(int64(int32(v)))
			}
		case 8:
			v = binary.LittleEndian.Uint64(b)
		}
		if pr.kind == hdInt && int64(v) < 0 {
			return f.int(pr.conv, true, -v)
		}
		return f.int(pr.conv, false, v)
	case hdFloat:
		b := hdBytes(block, pos, pr.bcnt)
		var x float64
		if pr.bcnt == 4 {
			x = float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
		} else {
			x = math.Float64frombits(binary.LittleEndian.Uint64(b))
		}
		return f.float(pr.conv, x)
	case hdStr:
		// printf's %s reads to the NUL, here within the block.
		s := block[min(pos, len(block)):]
		if i := bytes.IndexByte(s, 0); i >= 0 {
			s = s[:i]
		}
		return f.str(string(s))
	case hdEscC:
		if i := strings.IndexByte("\x00\a\b\f\n\r\t\v", c); i >= 0 {
			return f.str(`\` + "0abfnrtv"[i:i+1])
		}
		if c >= 0x20 && c < 0x7f {
			return f.char(c)
		}
		return f.str(fmt.Sprintf("%03o", c))
	case hdPrint:
		if c < 0x20 || c >= 0x7f {
			c = '.'
		}
		return f.char(c)
	case hdName:
		switch {
		case c < 0x20:
			return f.str(hdNames[c])
		case c == 0x7f:
			return f.str("del")
		case c < 0x7f:
			return f.char(c)
		}
		return f.int('x', false, uint64(c))
	}
	return nil
}

// hdNames are %_u's names of the control characters.
var hdNames = [32]string{
	"nul", "soh", "stx", "etx", "eot", "enq", "ack", "bel",
	"bs", "ht", "lf", "vt", "ff", "cr", "so", "si",
	"dle", "dc1", "dc2", "dc3", "dc4", "nak", "syn", "etb",
	"can", "em", "sub", "esc", "fs", "gs", "rs", "us",
}

// cField writes one C printf directive's field. Widths and precisions
// come from the format (up to 2^31), so padding is streamed.
type cField struct {
	ctx   context.Context
	w     *bufio.Writer
	flags string
	width int
	prec  int
}

func (f cField) has(c byte) bool { return strings.IndexByte(f.flags, c) >= 0 }

// put writes prefix, zeros and body padded to the width.
func (f cField) put(prefix string, zeros int, body string) error {
	n := len(prefix) + zeros + len(body)
	pad := max(f.width-n, 0)
	if !f.has('-') {
		if err := writePad(f.ctx, f.w, ' ', int64(pad)); err != nil {
			return err
		}
	}
	f.w.WriteString(prefix)
	if err := writePad(f.ctx, f.w, '0', int64(zeros)); err != nil {
		return err
	}
	f.w.WriteString(body)
	if f.has('-') {
		return writePad(f.ctx, f.w, ' ', int64(pad))
	}
	return nil
}

func (f cField) str(s string) error {
	if f.prec >= 0 && f.prec < len(s) {
		s = s[:f.prec]
	}
	return f.put("", 0, s)
}

func (f cField) char(c byte) error { return f.put("", 0, string([]byte{c})) }

// int formats a d, i, o, u, x or X conversion of the value (neg: its
// magnitude is negative).
func (f cField) int(conv byte, neg bool, mag uint64) error {
	base := map[byte]int{'o': 8, 'x': 16, 'X': 16}[conv]
	if base == 0 {
		base = 10
	}
	digits := strconv.FormatUint(mag, base)
	if conv == 'X' {
		digits = strings.ToUpper(digits)
	}
	if f.prec == 0 && mag == 0 {
		digits = ""
	}
	zeros := max(f.prec-len(digits), 0)
	var prefix string
	switch {
	case neg:
		prefix = "-"
	case conv != 'd' && conv != 'i':
	case f.has('+'):
		prefix = "+"
	case f.has(' '):
		prefix = " "
	}
	if f.has('#') {
		switch {
		case conv == 'o' && zeros == 0 && !strings.HasPrefix(digits, "0"):
			zeros = 1
		case (conv == 'x' || conv == 'X') && mag != 0:
			prefix = "0" + string(conv)
		}
	}
	if f.has('0') && !f.has('-') && f.prec < 0 {
		zeros = max(zeros, f.width-len(prefix)-len(digits))
	}
	return f.put(prefix, zeros, digits)
}

// float formats an e, E, f, g or G conversion as glibc does.
func (f cField) float(conv byte, x float64) error {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		s := "inf"
		if math.IsNaN(x) {
			s = "nan"
		}
		if conv >= 'A' && conv <= 'Z' {
			s = strings.ToUpper(s)
		}
		switch {
		case math.Signbit(x):
			s = "-" + s
		case f.has('+'):
			s = "+" + s
		case f.has(' '):
			s = " " + s
		}
		f.prec = -1
		return f.put("", 0, s)
	}
	if f.prec > hdMaxFloatPrec {
		// glibc would write that many digits; the run's budget says no.
		return &limits.SizeError{N: int64(f.prec), Max: hdMaxFloatPrec, What: "a precision"}
	}
	dir := "%" + f.flags
	if f.width <= hdMaxFloatPrec {
		dir += strconv.Itoa(f.width)
	}
	if f.prec >= 0 {
		dir += "." + strconv.Itoa(f.prec)
	}
	s := printf.FormatFloat(dir+string(conv), new(big.Float).SetFloat64(x))
	// A wider field is padded here, streamed.
	return cField{ctx: f.ctx, w: f.w, flags: strings.ReplaceAll(f.flags, "0", ""), width: f.width, prec: -1}.put("", 0, s)
}

// hdMaxFloatPrec bounds a floating-point field formatted in memory.
const hdMaxFloatPrec = 1 << 16

// hdReadFile reads a -f format file from the sandbox.
func hdReadFile(ctx context.Context, inv *shell.Invocation, name string) ([]byte, error) {
	fl, err := vfs.Open(ctx, inv.FS, inv.Path(name))
	if err != nil {
		return nil, err
	}
	defer fl.Close()
	return readAllLimited(ctxReader{ctx, fl}, inv.Limits.WithDefaults().MaxStringBytes)
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
