package printf

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// escape interprets the backslash escape at the start of s (the text after
// a backslash) as bash's tescape does. inB selects %b's dialect: octal is
// \0NNN (or \NNN), and \' \" \? keep their backslash. It returns the
// output, how many bytes of s were consumed, and a diagnostic for a bad
// \x, \u or \U.
func escape(s string, inB, cloc bool) (out string, n int, msg string) {
	if s == "" {
		return "\\", 0, ""
	}
	c := s[0]
	switch c {
	case 'a':
		return "\a", 1, ""
	case 'b':
		return "\b", 1, ""
	case 'e', 'E':
		return "\x1b", 1, ""
	case 'f':
		return "\f", 1, ""
	case 'n':
		return "\n", 1, ""
	case 'r':
		return "\r", 1, ""
	case 't':
		return "\t", 1, ""
	case 'v':
		return "\v", 1, ""
	case '\\':
		return "\\", 1, ""
	case '\'', '"', '?':
		if inB {
			return "\\", 0, ""
		}
		return s[:1], 1, ""
	case '0', '1', '2', '3', '4', '5', '6', '7':
		v := int(c - '0')
		more := 2
		if v == 0 && inB {
			more = 3
		}
		i := 1
		for ; i < len(s) && more > 0 && s[i] >= '0' && s[i] <= '7'; i++ {
			v = v*8 + int(s[i]-'0')
			more--
		}
		return string([]byte{byte(v)}), i, ""
	case 'x':
		v, i := hexDigits(s, 2)
		if i == 1 {
			return "\\", 0, "missing hex digit for \\x"
		}
		return string([]byte{byte(v)}), i, ""
	case 'u', 'U':
		max := 4
		if c == 'U' {
			max = 8
		}
		v, i := hexDigits(s, max)
		if i == 1 {
			return "\\", 0, "missing unicode digit for \\" + string(c)
		}
		return Unicode(v, cloc), i, ""
	}
	return "\\", 0, ""
}

func hexDigits(s string, max int) (v uint64, i int) {
	i = 1
	for ; i < len(s) && i <= max && digitVal(s[i]) < 16; i++ {
		v = v*16 + digitVal(s[i])
	}
	return v, i
}

// expandB expands the escapes of a %b argument; stop reports a \c, which
// ends all output after the text before it.
func expandB(a string, st *state) (string, bool) {
	if strings.IndexByte(a, '\\') < 0 {
		return a, false
	}
	var b strings.Builder
	for i := 0; i < len(a); i++ {
		if a[i] != '\\' {
			b.WriteByte(a[i])
			continue
		}
		if i+1 < len(a) && a[i+1] == 'c' {
			return b.String(), true
		}
		s, n, msg := escape(a[i+1:], true, st.opts.ByteLocale && !st.gnu)
		if msg != "" {
			st.diag("%s", msg)
		}
		b.WriteString(s)
		i += n
	}
	return b.String(), false
}

// Unicode is the text of a \u or \U escape for code point v, as bash's
// u32cconv makes it: ASCII as itself; in a UTF-8 locale v's UTF-8 bytes;
// in the C locale, which has no character for it, the escape again in
// the form \u00E9 (four hex digits, upper case) or \U0001F600 (eight).
func Unicode(v uint64, cloc bool) string {
	switch {
	case v <= 0x7f:
		return string([]byte{byte(v)})
	case !cloc:
		return encodeUTF8(v)
	case v <= 0xffff:
		return fmt.Sprintf("\\u%04X", v)
	}
	return fmt.Sprintf("\\U%08X", v)
}

// encodeUTF8 encodes v with the original (up to six byte) UTF-8 scheme, as
// glibc's wcrtomb does for bash's \u and \U: surrogates and values past
// U+10FFFF are encoded too; values past 2^31 produce nothing.
func encodeUTF8(v uint64) string {
	if v <= utf8.MaxRune && (v < 0xd800 || v > 0xdfff) {
		return string(rune(v))
	}
	var n int
	var lead byte
	switch {
	case v < 0x10000:
		n, lead = 3, 0xe0
	case v < 0x200000:
		n, lead = 4, 0xf0
	case v < 0x4000000:
		n, lead = 5, 0xf8
	case v < 0x80000000:
		n, lead = 6, 0xfc
	default:
		return ""
	}
	b := make([]byte, n)
	for i := n - 1; i > 0; i-- {
		b[i] = 0x80 | byte(v&0x3f)
		v >>= 6
	}
	b[0] = lead | byte(v)
	return string(b)
}
