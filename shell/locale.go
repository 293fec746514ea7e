package shell

import (
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// byteLocale reports whether the shell runs in the C (POSIX) locale, where
// a character is a byte: for ${#x}, ? and [...] in patterns. The locale is
// the first of LC_ALL, LC_CTYPE and LANG that is set and not empty; with
// none set the sandbox is UTF-8 (unlike a bare bash, which would be C).
func (r *runner) byteLocale() bool {
	for _, name := range [...]string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v, ok := r.getStr(name); ok && v != "" {
			return v == "C" || v == "POSIX"
		}
	}
	return false
}

// bytewise reports whether a pattern matches ss (pattern and subject)
// byte by byte: in the C locale, and in a UTF-8 one when either is not
// valid UTF-8 (bash's xstrmatch and remove_pattern fall back to their
// byte matchers when mbstowcs fails), so *$'\202'* matches the euro sign.
func (r *runner) bytewise(ss ...string) bool {
	if !needsBytes(ss...) {
		return false
	}
	if r.byteLocale() {
		return true
	}
	for _, s := range ss {
		if !utf8.ValidString(s) {
			return true
		}
	}
	return false
}

// needsBytes reports whether any of ss has a non-ASCII byte, so that the
// C locale would treat it differently from UTF-8.
func needsBytes(ss ...string) bool {
	for _, s := range ss {
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				return true
			}
		}
	}
	return false
}

// bytesAsRunes turns each byte of s past ASCII into a rune of its own in
// a private-use block (U+F780-U+F7FF), so that rune-based matching
// (regexp, the extglob matcher) works byte-wise: such a rune is one
// character, in no class ([[:alpha:]], [[:print:]]) and without case, as
// a byte past ASCII is in the C locale. runesAsBytes undoes it.
func bytesAsRunes(s string) string {
	b := make([]byte, 0, len(s)*3)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf {
			b = append(b, c)
		} else {
			b = utf8.AppendRune(b, byteRuneBase+rune(c))
		}
	}
	return string(b)
}

// byteRuneBase+b is the rune bytesAsRunes gives the byte b (0x80-0xff).
const byteRuneBase = 0xF700

func runesAsBytes(s string) string {
	b := make([]byte, 0, len(s))
	for _, c := range s {
		if c >= byteRuneBase+0x80 && c <= byteRuneBase+0xff {
			c -= byteRuneBase
		}
		b = append(b, byte(c))
	}
	return string(b)
}

// asciiEqualFold is strings.EqualFold in the C locale, where only ASCII
// letters have case.
func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// readLocale reports whether $'…' is decoded in the C locale: bash
// decodes \u and \U as it reads the command line, with the locale of
// that moment (recorded by markReadLocale), not when the line runs.
func (r *runner) readLocale(sq *syntax.SglQuoted) bool {
	if sq.ReadLocale != 0 {
		return sq.ReadLocale == 1
	}
	return r.byteLocale()
}

// markReadLocale records the locale of this moment in the $'…' with \u
// or \U of the statements in list that start before end: the command
// line bash reads whole before it runs any of it. A backquoted command's
// text is read only when it runs.
func (r *runner) markReadLocale(list []*syntax.Stmt, end int) {
	loc := uint8(2)
	if r.byteLocale() {
		loc = 1
	}
	for _, st := range list {
		if int(st.Pos().Offset()) >= end {
			break
		}
		syntax.Walk(st, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.CmdSubst:
				return !n.Backquotes
			case *syntax.SglQuoted:
				if n.Dollar && n.ReadLocale == 0 && (strings.Contains(n.Value, `\u`) || strings.Contains(n.Value, `\U`)) {
					n.ReadLocale = loc
				}
			}
			return true
		})
	}
}
