package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "iconv",
		Summary: "convert text from one character encoding to another",
		Usage:   iconvUsage,
		Run:     runIconv,
	})
}

const iconvUsage = `Usage: iconv [OPTION...] [FILE...]
Convert encoding of given files from one encoding to another.

 Input/Output format specification:
  -f, --from-code=NAME       encoding of original text
  -t, --to-code=NAME         encoding for output (NAME//TRANSLIT
                             transliterates, NAME//IGNORE drops what
                             cannot be converted)

 Information:
  -l, --list                 list all known coded character sets

 Output control:
  -c                         omit invalid characters from output
  -o, --output=FILE          output file
  -s, --silent               suppress warnings
      --verbose              print progress information

      --help                 Give this help list

Known encodings: UTF-8, ISO-8859-1 (LATIN1), WINDOWS-1252 (CP1252),
ASCII, UTF-16, UTF-16LE, UTF-16BE, UTF-32, UTF-32LE, UTF-32BE.
`

// iconvCharset is one encoding: decode reads one character from b (which
// holds at least 4 bytes unless at the end of input) and returns its size;
// size 0 means an incomplete sequence at the end, r < 0 an invalid one.
// encode appends r, or reports that the encoding cannot represent it.
type iconvCharset struct {
	name   string
	decode func(b []byte) (r rune, size int)
	encode func(dst []byte, r rune) ([]byte, bool)
	bom    int // 2 or 4: a byte order mark chooses the byte order (UTF-16, UTF-32)
}

// cp1252 maps bytes 0x80-0x9f of Windows-1252; 0 marks the five holes.
var cp1252 = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

func decodeUTF8(b []byte) (rune, int) {
	if !utf8.FullRune(b) {
		return 0, 0
	}
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError && n <= 1 {
		return -1, 1
	}
	return r, n
}

func unitCharset(name string, width int, big bool) iconvCharset {
	get := func(b []byte) uint32 {
		var v uint32
		for i := 0; i < width; i++ {
			k := i
			if !big {
				k = width - 1 - i
			}
			v = v<<8 | uint32(b[k])
		}
		return v
	}
	put := func(dst []byte, v uint32) []byte {
		for i := 0; i < width; i++ {
			shift := uint(8 * i)
			if big {
				shift = uint(8 * (width - 1 - i))
			}
			dst = append(dst, byte(v>>shift))
		}
		return dst
	}
	c := iconvCharset{name: name}
	if width == 4 {
		c.decode = func(b []byte) (rune, int) {
			if len(b) < 4 {
				return 0, 0
			}
			v := get(b)
			if v > utf8.MaxRune || v >= 0xD800 && v < 0xE000 {
				return -1, 4
			}
			return rune(v), 4
		}
		c.encode = func(dst []byte, r rune) ([]byte, bool) { return put(dst, uint32(r)), true }
		return c
	}
	c.decode = func(b []byte) (rune, int) {
		if len(b) < 2 {
			return 0, 0
		}
		u := rune(get(b))
		if !utf16.IsSurrogate(u) {
			return u, 2
		}
		if u >= 0xDC00 {
			return -1, 2
		}
		if len(b) < 4 {
			return 0, 0
		}
		r := utf16.DecodeRune(u, rune(get(b[2:])))
		if r == utf8.RuneError {
			return -1, 2
		}
		return r, 4
	}
	c.encode = func(dst []byte, r rune) ([]byte, bool) {
		if r >= 0x10000 {
			r1, r2 := utf16.EncodeRune(r)
			return put(put(dst, uint32(r1)), uint32(r2)), true
		}
		return put(dst, uint32(r)), true
	}
	return c
}

// iconvLookup finds an encoding by any of its usual names.
func iconvLookup(name string) (iconvCharset, bool) {
	key := strings.NewReplacer("-", "", "_", "", " ", "").Replace(strings.ToUpper(name))
	switch key {
	case "UTF8":
		return iconvCharset{name: "UTF-8", decode: decodeUTF8, encode: func(dst []byte, r rune) ([]byte, bool) {
			return utf8.AppendRune(dst, r), true
		}}, true
	case "ISO88591", "ISO885911987", "LATIN1", "L1", "IBM819", "CP819", "ISOIR100", "CSISOLATIN1":
		return iconvCharset{name: "ISO-8859-1",
			decode: func(b []byte) (rune, int) { return rune(b[0]), 1 },
			encode: func(dst []byte, r rune) ([]byte, bool) { return append(dst, byte(r)), r < 0x100 }}, true
	case "ASCII", "USASCII", "ANSIX3.41968", "646", "ISO646US", "US", "CSASCII":
		return iconvCharset{name: "ASCII",
			decode: func(b []byte) (rune, int) {
				if b[0] >= 0x80 {
					return -1, 1
				}
				return rune(b[0]), 1
			},
			encode: func(dst []byte, r rune) ([]byte, bool) { return append(dst, byte(r)), r < 0x80 }}, true
	case "CP1252", "WINDOWS1252", "MSANSI":
		return iconvCharset{name: "CP1252",
			decode: func(b []byte) (rune, int) {
				if c := b[0]; c >= 0x80 && c < 0xa0 {
					if cp1252[c-0x80] == 0 {
						return -1, 1
					}
					return cp1252[c-0x80], 1
				}
				return rune(b[0]), 1
			},
			encode: func(dst []byte, r rune) ([]byte, bool) {
				if r < 0x80 || r >= 0xa0 && r < 0x100 {
					return append(dst, byte(r)), true
				}
				for i, c := range cp1252 {
					if c == r && c != 0 {
						return append(dst, byte(0x80+i)), true
					}
				}
				return dst, false
			}}, true
	case "UTF16":
		c := unitCharset("UTF-16", 2, false)
		c.bom = 2
		return c, true
	case "UTF16LE":
		return unitCharset("UTF-16LE", 2, false), true
	case "UTF16BE":
		return unitCharset("UTF-16BE", 2, true), true
	case "UTF32":
		c := unitCharset("UTF-32", 4, false)
		c.bom = 4
		return c, true
	case "UTF32LE":
		return unitCharset("UTF-32LE", 4, false), true
	case "UTF32BE":
		return unitCharset("UTF-32BE", 4, true), true
	}
	return iconvCharset{}, false
}

var iconvNames = []string{"ANSI_X3.4-1968", "ASCII", "CP1252", "ISO-8859-1", "ISO8859-1", "L1", "LATIN1", "MS-ANSI",
	"US-ASCII", "UTF-16", "UTF-16BE", "UTF-16LE", "UTF-32", "UTF-32BE", "UTF-32LE", "UTF-8", "UTF8", "WINDOWS-1252"}

// iconvTranslit holds glibc's transliterations for common characters;
// others become "?".
var iconvTranslit = sync.OnceValue(func() map[rune]string {
	return map[rune]string{
		'À': "A", 'Á': "A", 'Â': "A", 'Ã': "A", 'Ä': "A", 'Å': "A", 'Æ': "AE", 'Ç': "C", 'È': "E", 'É': "E",
		'Ê': "E", 'Ë': "E", 'Ì': "I", 'Í': "I", 'Î': "I", 'Ï': "I", 'Ð': "D", 'Ñ': "N", 'Ò': "O", 'Ó': "O",
		'Ô': "O", 'Õ': "O", 'Ö': "O", '×': "x", 'Ø': "O", 'Ù': "U", 'Ú': "U", 'Û': "U", 'Ü': "U", 'Ý': "Y",
		'Þ': "TH", 'ß': "ss", 'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'æ': "ae", 'ç': "c",
		'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ð': "d", 'ñ': "n",
		'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", '÷': "/", 'ø': "o", 'ù': "u", 'ú': "u", 'û': "u",
		'ü': "u", 'ý': "y", 'þ': "th", 'ÿ': "y", '“': "\"", '”': "\"", '„': "\"", '‘': "'", '’': "'", '‚': "'",
		'–': "-", '—': "--", '…': "...", '•': "o", '©': "(C)", '®': "(R)", '™': "(TM)", '±': "+-", 'µ': "u",
		'¿': "?", '¡': "!", '«': "<<", '»': ">>", '€': "EUR", 'Œ': "OE", 'œ': "oe", 'Š': "S", 'š': "s",
		'Ž': "Z", 'ž': "z", 'Ÿ': "Y", '\u00a0': " ", 'ı': "i", 'Ł': "L", 'ł': "l",
	}
})

func runIconv(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("iconv")
	from := f.String('f', "from-code", "UTF-8")
	to := f.String('t', "to-code", "UTF-8")
	list := f.Bool('l', "list")
	omit := f.Bool('c', "")
	output := f.String('o', "output", "")
	f.Bool('s', "silent")
	f.Bool(0, "verbose")
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, iconvUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "iconv: %s\nTry `iconv --help' or `iconv --usage' for more information.\n", err)
		return 64
	}
	if *list {
		names := append([]string(nil), iconvNames...)
		sort.Strings(names)
		for _, n := range names {
			if _, err := fmt.Fprintf(inv.Stdout, "%s//\n", n); err != nil {
				return 1
			}
		}
		return 0
	}
	toName, translit, ignore := *to, false, *omit
	for {
		i := strings.LastIndex(toName, "//")
		if i < 0 {
			break
		}
		switch strings.ToUpper(toName[i+2:]) {
		case "TRANSLIT":
			translit = true
		case "IGNORE":
			ignore = true
		}
		toName = toName[:i]
	}
	fromName, _, _ := strings.Cut(*from, "//")
	src, ok1 := iconvLookup(fromName)
	dst, ok2 := iconvLookup(toName)
	if !ok1 || !ok2 {
		errorf(inv, "failed to start conversion processing: No such file or directory")
		return 1
	}
	var out io.Writer = inv.Stdout
	if *output != "" {
		// Like glibc, write the output file only once the input converted.
		var buf strings.Builder
		out = &buf
		defer func() {
			if err := vfs.WriteFile(ctx, inv.FS, inv.Path(*output), []byte(buf.String()), fs.FileMode(0o666&^inv.Umask)); err != nil {
				fileError(inv, *output, err)
			}
		}()
	}
	conv := &iconvConv{src: src, dst: dst, translit: translit, ignore: ignore, silent: *omit, inv: inv}
	w := bufio.NewWriterSize(out, 32<<10)
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	status := 0
	for _, op := range ops {
		r, closeIn, err := openInput(ctx, inv, op)
		if err != nil {
			w.Flush()
			errorf(inv, "cannot open input file `%s': %s", op, vfs.Strerror(err))
			return 1
		}
		st := conv.run(ctx, r, w)
		closeIn()
		if st != 0 {
			w.Flush()
			return st
		}
	}
	if err := w.Flush(); err != nil {
		status = 1
	}
	return status
}

type iconvConv struct {
	src, dst                 iconvCharset
	translit, ignore, silent bool
	inv                      *shell.Invocation
	wroteBOM                 bool
}

// run converts one input. Output before an error is written, as glibc
// does.
func (c *iconvConv) run(ctx context.Context, r io.Reader, w *bufio.Writer) int {
	br := bufio.NewReaderSize(r, 64<<10)
	src := c.src
	pos := int64(0)
	omitted := false
	if src.bom != 0 {
		// A byte order mark picks the byte order; without one, little endian.
		if b, _ := br.Peek(src.bom); len(b) == src.bom {
			switch {
			case src.bom == 2 && b[0] == 0xfe && b[1] == 0xff:
				src, pos = unitCharset(src.name, 2, true), 2
			case src.bom == 2 && b[0] == 0xff && b[1] == 0xfe:
				pos = 2
			case src.bom == 4 && string(b) == "\x00\x00\xfe\xff":
				src, pos = unitCharset(src.name, 4, true), 4
			case src.bom == 4 && string(b) == "\xff\xfe\x00\x00":
				pos = 4
			}
			br.Discard(int(pos))
		}
	}
	var buf []byte
	for n := 0; ; n++ {
		if n&0xfff == 0 && ctx.Err() != nil {
			return 1
		}
		b, _ := br.Peek(4)
		if len(b) == 0 {
			break
		}
		ch, size := src.decode(b)
		if size == 0 {
			errorf(c.inv, "incomplete character or shift sequence at end of buffer")
			return 1
		}
		if ch < 0 {
			if !c.ignore {
				errorf(c.inv, "illegal input sequence at position %d", pos)
				return 1
			}
			omitted = true
			br.Discard(size)
			pos += int64(size)
			continue
		}
		if c.dst.bom != 0 && !c.wroteBOM {
			buf, _ = c.dst.encode(buf[:0], 0xFEFF)
			w.Write(buf)
			c.wroteBOM = true
		}
		var ok bool
		buf, ok = c.dst.encode(buf[:0], ch)
		if !ok && c.translit {
			repl, found := iconvTranslit()[ch]
			if !found {
				repl = "?"
			}
			buf = buf[:0]
			ok = true
			for _, rr := range repl {
				var ok2 bool
				if buf, ok2 = c.dst.encode(buf, rr); !ok2 {
					ok = false
				}
			}
		}
		if !ok {
			if !c.ignore {
				errorf(c.inv, "illegal input sequence at position %d", pos)
				return 1
			}
			omitted = true
			buf = buf[:0]
		}
		if _, err := w.Write(buf); err != nil {
			return 1
		}
		br.Discard(size)
		pos += int64(size)
	}
	if omitted && !c.silent {
		// //IGNORE without -c: glibc drops the characters but still fails.
		w.Flush()
		errorf(c.inv, "illegal input sequence at position %d", pos)
		return 1
	}
	return 0
}
