// computerwelt: added. The POSIX character classes of glibc's C.UTF-8
// locale, for bash's patterns, its =~ (regcomp) and the shell's matcher.

package pattern

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// glibc builds its classes from the Unicode data as localedata's
// unicode_utils.py says (checked against glibc 2.36's iswctype over every
// code point: they agree but for characters newer than its Unicode 14):
//
//	alpha  Alphabetic (L, Nl, Other_Alphabetic) and every decimal digit
//	       but 0-9 (iswalnum must hold for ٣ and ５, iswdigit must not)
//	digit  0-9 only; xdigit 0-9A-Fa-f
//	upper  Lu, Other_Uppercase, or a lower-case mapping (ǅ, Ⅳ)
//	lower  Ll, Other_Lowercase, or an upper-case mapping (ǅ, ⅳ)
//	space  \t\n\v\f\r, space, Zl, Zp and Zs but the no-break ones
//	blank  \t and Zs but the no-break ones
//	cntrl  Cc, Zl, Zp
//	print  every assigned character but Cc, Zl and Zp
//	graph  print but the space class
//	punct  graph but alpha and digit: so U+00A0, ², combining marks
//	       that are not Alphabetic
//
// Private-use characters are assigned (print, graph, punct), except
// U+F780-U+F7FF, where the shell keeps the bytes of the C locale, which
// are in no class.

// noBreak are the Zs characters whose decomposition is <noBreak>.
func noBreak(c rune) bool { return c == 0xa0 || c == 0x2007 || c == 0x202f }

// byteRune is the block the shell maps the C locale's high bytes to.
func byteRune(c rune) bool { return c >= 0xf780 && c <= 0xf7ff }

func isAlpha(c rune) bool {
	if c < 0x80 {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	return unicode.In(c, unicode.L, unicode.Nl, unicode.Other_Alphabetic, unicode.Nd)
}

func isSpace(c rune) bool {
	if c < 0x80 {
		return c == ' ' || c >= '\t' && c <= '\r'
	}
	return unicode.In(c, unicode.Zl, unicode.Zp) || unicode.Is(unicode.Zs, c) && !noBreak(c)
}

func isPrint(c rune) bool {
	if c < 0x80 {
		return c >= ' ' && c < 0x7f
	}
	if byteRune(c) {
		return false
	}
	return unicode.In(c, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Zs, unicode.Cf, unicode.Co)
}

// IsClass reports whether c is in the class [:name:] of glibc's C.UTF-8
// locale (bash's "word" too: alnum and _); an unknown name holds nothing.
func IsClass(name string, c rune) bool {
	switch name {
	case "alpha":
		return isAlpha(c)
	case "digit":
		return c >= '0' && c <= '9'
	case "alnum":
		return c >= '0' && c <= '9' || isAlpha(c)
	case "word":
		return c == '_' || c >= '0' && c <= '9' || isAlpha(c)
	case "upper":
		return unicode.In(c, unicode.Lu, unicode.Other_Uppercase) || unicode.ToLower(c) != c
	case "lower":
		return unicode.In(c, unicode.Ll, unicode.Other_Lowercase) || unicode.ToUpper(c) != c
	case "space":
		return isSpace(c)
	case "blank":
		return c == '\t' || unicode.Is(unicode.Zs, c) && !noBreak(c)
	case "cntrl":
		return unicode.In(c, unicode.Cc, unicode.Zl, unicode.Zp)
	case "print":
		return isPrint(c)
	case "graph":
		return isPrint(c) && !isSpace(c)
	case "punct":
		return isPrint(c) && !isSpace(c) && !isAlpha(c) && !(c >= '0' && c <= '9')
	case "xdigit":
		return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
	case "ascii":
		return c < 0x80
	}
	return false
}

// ClassSyntax returns the class [:name:] in Go's regexp syntax, for use
// inside brackets (IsClass's classes, as ranges).
func ClassSyntax(name string) (string, bool) {
	s, ok := classSyntax()[name]
	return s, ok
}

// classSyntax is built once, when a pattern first needs it (~1 ms), and
// only read after.
var classSyntax = sync.OnceValue(buildClassSyntax)

// buildClassSyntax writes each class as Go's categories where glibc's
// class is a union of them, and as ranges of code points for the parts
// that are not (Other_Alphabetic, non-ASCII digits, marks that are not
// Alphabetic): those come from tables of a few thousand code points.
func buildClassSyntax() map[string]string {
	// Alphabetic beyond L and Nl, and the digits glibc counts as alpha.
	alphaExtra := ranges(func(c rune) bool { return c > '9' && !unicode.In(c, unicode.L, unicode.Nl) },
		unicode.Other_Alphabetic, unicode.Nd)
	alpha := `A-Za-z\p{L}\p{Nl}` + alphaExtra
	upper := `\p{Lu}` + ranges(func(c rune) bool { return !unicode.Is(unicode.Lu, c) && IsClass("upper", c) },
		unicode.Other_Uppercase, unicode.Lt, unicode.Nl, unicode.So, unicode.Mn)
	lower := `\p{Ll}` + ranges(func(c rune) bool { return !unicode.Is(unicode.Ll, c) && IsClass("lower", c) },
		unicode.Other_Lowercase, unicode.Lt, unicode.Nl, unicode.So, unicode.Mn)
	zs := ranges(func(c rune) bool { return !noBreak(c) }, unicode.Zs)
	// Co without the shell's byte block.
	co := `\x{E000}-\x{F77F}\x{F800}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}`
	// Symbols, marks and the like that are not Alphabetic (Ⓐ is).
	punct := ranges(func(c rune) bool { return !isAlpha(c) }, unicode.P, unicode.S, unicode.No, unicode.Cf, unicode.M)
	return map[string]string{
		"alpha":  alpha,
		"digit":  `0-9`,
		"alnum":  `0-9` + alpha,
		"word":   `0-9_` + alpha,
		"upper":  upper,
		"lower":  lower,
		"space":  `\t\n\v\f\r\x{2028}\x{2029}` + zs,
		"blank":  `\t` + zs,
		"cntrl":  `\p{Cc}\x{2028}\x{2029}`,
		"print":  `\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\p{Cf}` + co,
		"graph":  `\p{L}\p{M}\p{N}\p{P}\p{S}\x{A0}\x{2007}\x{202F}\p{Cf}` + co,
		"punct":  `\x{A0}\x{2007}\x{202F}` + co + punct,
		"xdigit": `0-9A-Fa-f`,
		"ascii":  `\x00-\x7F`,
	}
}

// ranges writes the code points of tables that keep holds as Go regexp
// ranges, merged where they follow each other.
func ranges(keep func(rune) bool, tables ...*unicode.RangeTable) string {
	var cps []rune
	add := func(lo, hi, stride rune) {
		for c := lo; c <= hi; c += stride {
			if keep(c) {
				cps = append(cps, c)
			}
		}
	}
	for _, t := range tables {
		for _, r := range t.R16 {
			add(rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
		for _, r := range t.R32 {
			add(rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
	}
	slices.Sort(cps)
	cps = slices.Compact(cps)
	var b strings.Builder
	for i := 0; i < len(cps); {
		j := i
		for j+1 < len(cps) && cps[j+1] == cps[j]+1 {
			j++
		}
		if j == i {
			fmt.Fprintf(&b, `\x{%X}`, cps[i])
		} else {
			fmt.Fprintf(&b, `\x{%X}-\x{%X}`, cps[i], cps[j])
		}
		i = j + 1
	}
	return b.String()
}
