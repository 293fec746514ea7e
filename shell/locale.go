package shell

import "unicode/utf8"

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

// bytesAsRunes turns each byte of s into the rune of the same value, so
// that rune-based matching (regexp, the extglob matcher) works byte-wise.
// runesAsBytes undoes it.
func bytesAsRunes(s string) string {
	b := make([]byte, 0, len(s)*2)
	for i := 0; i < len(s); i++ {
		b = utf8.AppendRune(b, rune(s[i]))
	}
	return string(b)
}

func runesAsBytes(s string) string {
	b := make([]byte, 0, len(s))
	for _, c := range s {
		b = append(b, byte(c))
	}
	return string(b)
}
