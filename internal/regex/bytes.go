package regex

import (
	"fmt"
	"regexp/syntax"
	"strings"
	"sync"
	"unicode/utf8"
)

// Byte mode (Options.Bytes) matches as GNU grep, sed and glibc do in the
// C and POSIX locales: a character is a byte. Go's regexp matches UTF-8,
// so in byte mode the pattern and every subject are carried as Latin-1 in
// UTF-8 (each byte one rune below 256): . and [^a] take one byte, classes
// are ASCII's, ranges are byte ranges, and offsets are mapped back to the
// subject's bytes. A subject of ASCII only is its own Latin-1 form and is
// matched as it is; any other is converted into a pooled buffer, so a
// line costs no allocation once the pool is warm.

// latin1Buf is a subject in Latin-1 form: text, and for each offset in
// text that starts a rune (and its end) the offset in the subject.
type latin1Buf struct {
	text []byte
	orig []int
}

var latin1Pool = sync.Pool{New: func() any { return new(latin1Buf) }}

// maxPooled is the largest buffer kept for reuse: a huge line's buffer is
// left to the collector rather than held by the pool.
const maxPooled = 1 << 20

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// toLatin1 converts b; with offsets it also fills orig. The caller
// releases the result.
func toLatin1(b []byte, offsets bool) *latin1Buf {
	high := 0
	for _, c := range b {
		high += int(c >> 7)
	}
	l := latin1Pool.Get().(*latin1Buf)
	l.text = grow(l.text, len(b)+high)
	j := 0
	for _, c := range b {
		if c < utf8.RuneSelf {
			l.text[j] = c
			j++
			continue
		}
		// U+0080..U+00FF in UTF-8.
		l.text[j], l.text[j+1] = 0xc0|c>>6, 0x80|c&0x3f
		j += 2
	}
	if offsets {
		l.orig = growInts(l.orig, len(l.text)+1)
		j = 0
		for i, c := range b {
			l.orig[j] = i
			j++
			if c >= utf8.RuneSelf {
				l.orig[j] = i
				j++
			}
		}
		l.orig[j] = len(b)
	}
	return l
}

func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}

func growInts(b []int, n int) []int {
	if cap(b) < n {
		return make([]int, n)
	}
	return b[:n]
}

func (l *latin1Buf) release() {
	if cap(l.text) <= maxPooled && cap(l.orig) <= maxPooled {
		latin1Pool.Put(l)
	}
}

// back maps the offsets of a match in text to the subject, in place.
func (l *latin1Buf) back(loc []int) []int {
	for i, off := range loc {
		if off >= 0 {
			loc[i] = l.orig[off]
		}
	}
	return loc
}

// latin1String converts a pattern: each byte becomes the rune of its value.
func latin1String(s string) string {
	if isASCII([]byte(s)) {
		return s
	}
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		b = utf8.AppendRune(b, rune(s[i]))
	}
	return string(b)
}

// ASCIIClass is the C locale's [:name:], in Go syntax for use inside
// brackets: ASCII only (glibc's C locale classifies no byte above 0x7f).
func ASCIIClass(name string) (string, bool) {
	s, ok := map[string]string{
		"alpha":  `A-Za-z`,
		"digit":  `0-9`,
		"alnum":  `0-9A-Za-z`,
		"upper":  `A-Z`,
		"lower":  `a-z`,
		"space":  `\t\n\v\f\r `,
		"blank":  `\t `,
		"punct":  `!-/:-@\[-` + "`" + `{-~`,
		"print":  ` -~`,
		"graph":  `!-~`,
		"cntrl":  `\x00-\x1f\x7f`,
		"xdigit": `0-9A-Fa-f`,
	}[name]
	return s, ok
}

// Byte-mode spellings of \w \W \s \S.
const (
	asciiWord    = `[0-9A-Za-z_]`
	asciiNonWord = `[^0-9A-Za-z_]`
)

func isASCIIWord(r rune) bool {
	return r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
}

// asciiFold returns r's other ASCII case, or r.
func asciiFold(r rune) rune {
	switch {
	case 'a' <= r && r <= 'z':
		return r - 'a' + 'A'
	case 'A' <= r && r <= 'Z':
		return r - 'A' + 'a'
	}
	return r
}

// asciiEqualFold compares byte strings with ASCII letters folded.
func asciiEqualFold(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && rune(a[i]) != asciiFold(rune(b[i])) {
			return false
		}
	}
	return true
}

// asciiFoldedRanges is a class folded as the C locale folds: folded's
// ASCII members and plain's (the class unfolded) others.
func asciiFoldedRanges(folded, plain []rune) []rune {
	var out []rune
	for i := 0; i+1 < len(folded); i += 2 {
		if folded[i] < utf8.RuneSelf {
			out = append(out, folded[i], min(folded[i+1], utf8.RuneSelf-1))
		}
	}
	for i := 0; i+1 < len(plain); i += 2 {
		if plain[i+1] >= utf8.RuneSelf {
			out = append(out, max(plain[i], utf8.RuneSelf), plain[i+1])
		}
	}
	return out
}

// rangesSyntax writes sorted lo,hi pairs as a Go class.
func rangesSyntax(ranges []rune) string {
	if len(ranges) == 0 {
		return `[^\x00-\x{10ffff}]`
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i+1 < len(ranges); i += 2 {
		fmt.Fprintf(&b, `\x{%x}-\x{%x}`, ranges[i], ranges[i+1])
	}
	b.WriteByte(']')
	return b.String()
}

// ASCIIFoldClass rewrites cls, a class in Go syntax ("[...]") whose
// members past ASCII are Latin-1 bytes, to the members it has folded as
// the C locale folds (ASCII letters only), in a form Go's (?i) leaves be.
func ASCIIFoldClass(cls string) (string, bool) {
	folded, err1 := syntax.Parse(cls, syntax.Perl|syntax.DotNL|syntax.FoldCase)
	plain, err2 := syntax.Parse(cls, syntax.Perl|syntax.DotNL)
	if err1 != nil || err2 != nil {
		return "", false
	}
	return "(?-i:" + rangesSyntax(asciiFoldedRanges(classRanges(folded), classRanges(plain))) + ")", true
}
