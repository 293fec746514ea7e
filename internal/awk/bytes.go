package awk

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// gawk -b (--characters-as-bytes) makes every string function count
// bytes, and its regexes match bytes. Go's regexp matches UTF-8, so in
// that mode a regex and the strings it is matched against are carried
// as Latin-1 in UTF-8 (each byte one rune below 256): a rune of the
// matcher is then a byte of the program's string, and a result is
// carried back with fromLatin1.

// isASCII reports whether s has no byte above 0x7f (then its Latin-1
// form is s itself).
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// toLatin1 gives s with each byte as a rune.
func toLatin1(s string) string {
	if isASCII(s) {
		return s
	}
	b := make([]byte, 0, len(s)+len(s)/2)
	for i := 0; i < len(s); i++ {
		b = utf8.AppendRune(b, rune(s[i]))
	}
	return string(b)
}

// fromLatin1 undoes toLatin1: each rune below 256 is that byte.
func fromLatin1(s string) string {
	if isASCII(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return string(b)
}

// latin1In converts s for the matcher under -b, else leaves it.
func (in *interp) latin1In(s string) string {
	if in.cfg.CharsAsBytes {
		return toLatin1(s)
	}
	return s
}

// latin1Out converts a matcher's result back under -b.
func (in *interp) latin1Out(s string) string {
	if in.cfg.CharsAsBytes {
		return fromLatin1(s)
	}
	return s
}

// charLen is length(): characters, or bytes under -b.
func (in *interp) charLen(s string) int {
	if in.cfg.CharsAsBytes {
		return len(s)
	}
	in.checkMultibyte(s)
	return utf8.RuneCountInString(s)
}

// checkMultibyte is gawk's str2wstr warning: the first string a function
// takes as characters (length, substr, index, match, tolower, toupper)
// with bytes that are no UTF-8 character gets it, once a run.
func (in *interp) checkMultibyte(s string) {
	if in.mbWarned || in.cfg.CharsAsBytes || isASCII(s) || utf8.ValidString(s) {
		return
	}
	in.mbWarned = true
	in.warn("Invalid multibyte data detected. There may be a mismatch between your data and your locale")
}

// charOff is charOffset, in bytes under -b.
func (in *interp) charOff(s string, n int) int {
	if in.cfg.CharsAsBytes {
		return min(n, len(s))
	}
	return charOffset(s, n)
}

// charsOf splits s into characters, or bytes under -b.
func (in *interp) charsOf(s string) []string {
	if !in.cfg.CharsAsBytes {
		return chars(s)
	}
	out := make([]string, len(s))
	for i := range out {
		out[i] = s[i : i+1]
	}
	return out
}

// lower and upper change case as tolower and toupper do: by the
// locale's characters, or ASCII bytes only under -b (gawk's C library
// calls on single bytes, and C.UTF-8 changes no byte above 0x7f).
func (in *interp) lower(s string) string {
	if in.cfg.CharsAsBytes {
		return asciiCase(s, 'A', 'Z', 'a'-'A')
	}
	return strings.ToLower(s)
}

func (in *interp) upper(s string) string {
	if in.cfg.CharsAsBytes {
		return asciiCase(s, 'a', 'z', 'A'-'a')
	}
	return strings.ToUpper(s)
}

func asciiCase(s string, lo, hi byte, delta int) string {
	i := 0
	for i < len(s) && (s[i] < lo || s[i] > hi) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if b[i] >= lo && b[i] <= hi {
			b[i] = byte(int(b[i]) + delta)
		}
	}
	return string(b)
}

// findIndexBytes is re.FindIndex(b), matching bytes under -b.
func (in *interp) findIndexBytes(re *regexp.Regexp, b []byte) []int {
	if !in.cfg.CharsAsBytes || isASCII(string(b)) {
		return re.FindIndex(b)
	}
	l := toLatin1(string(b))
	loc := re.FindStringIndex(l)
	for i, off := range loc {
		loc[i] = utf8.RuneCountInString(l[:off])
	}
	return loc
}
