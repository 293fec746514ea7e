package commands

import (
	"bufio"
	"strings"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/shell"
)

// sort --debug, as GNU's: warnings about the locale and the keys on
// standard error before sorting, and under each output line a line of
// underscores per key marking the text the key compared (then one for the
// whole line, the last-resort comparison, unless -s or -u).

// sortDebugWarnings prints GNU's key_warnings. gkey is the global
// options as given (before keys inherit them); gkeyOnly says they are the
// only key (no -k).
func sortDebugWarnings(inv *shell.Invocation, gkey sortKey, keys []*sortKey, gkeyOnly bool, tab int, stable, unique bool) {
	if sortByteLocale(inv) {
		errorf(inv, "text ordering performed using simple byte comparison")
	} else {
		errorf(inv, "text ordering performed using %s sorting rules", quoteArg(sortLocaleName(inv)))
	}
	ugkey := gkey
	ugkey.skipeBlanks = ugkey.skipsBlanks // GNU's global b sets both
	basicNum, generalNum, basicSpan, generalSpan := false, false, false, false
	for i, k := range keys {
		num := k.numeric || k.general || k.human
		if num {
			if k.general {
				generalNum = true
			} else {
				basicNum = true
			}
		}
		// A key ending before the field it starts in never matches.
		zeroWidth := k.sword >= 0 && k.eword >= 0 && k.eword < k.sword
		if zeroWidth {
			errorf(inv, "key %d has zero width and will be ignored", i+1)
		}
		implicitSkip := num || k.month
		lineOffset := k.eword == 0 && k.echar != 0 // -k1.x,1.y
		if !zeroWidth && !gkeyOnly && tab < 0 && !lineOffset &&
			(!k.skipsBlanks && !implicitSkip || !k.skipsBlanks && k.schar != 0 || !k.skipeBlanks && k.echar != 0) {
			errorf(inv, "leading blanks are significant in key %d; consider also specifying 'b'", i+1)
		}
		if !gkeyOnly && num {
			// 1-based, as GNU's unsigned arithmetic has them: the line's
			// start is field 1, its end field 0 (spans everything).
			sword, eword := k.sword+1, k.eword+1
			if sword == 0 {
				sword = 1
			}
			if eword == 0 || sword < eword {
				errorf(inv, "key %d is numeric and spans multiple fields", i+1)
				if k.general {
					generalSpan = true
				} else {
					basicSpan = true
				}
			}
		}
		// Global options that no key uses are named below.
		if ugkey.ignore != 0 && ugkey.ignore == k.ignore {
			ugkey.ignore = 0
		}
		if ugkey.fold && k.fold {
			ugkey.fold = false
		}
		ugkey.skipsBlanks = ugkey.skipsBlanks && !k.skipsBlanks
		ugkey.skipeBlanks = ugkey.skipeBlanks && !k.skipeBlanks
		ugkey.month = ugkey.month && !k.month
		ugkey.numeric = ugkey.numeric && !k.numeric
		ugkey.general = ugkey.general && !k.general
		ugkey.human = ugkey.human && !k.human
		ugkey.random = ugkey.random && !k.random
		ugkey.version = ugkey.version && !k.version
		ugkey.reverse = ugkey.reverse && !k.reverse
	}
	// The locale's decimal point is '.' and it has no thousands
	// separator (C and C.UTF-8): only -t can make a field separator part
	// of a number.
	warned := false
	if (basicSpan || generalSpan) && tab >= 0 {
		switch {
		case tab == '.':
			errorf(inv, "field separator %s is treated as a decimal point in numbers", quoteArg(string(rune(tab))))
			warned = true
		case tab == '-':
			errorf(inv, "field separator %s is treated as a minus sign in numbers", quoteArg(string(rune(tab))))
		case generalSpan && tab == '+':
			errorf(inv, "field separator %s is treated as a plus sign in numbers", quoteArg(string(rune(tab))))
		}
	}
	if (basicNum || generalNum) && !warned {
		note := "note "
		if tab == '.' {
			note = ""
		}
		errorf(inv, "%snumbers use %s as a decimal point in this locale", note, quoteArg("."))
	}
	if !ugkey.isDefault() || ugkey.reverse && (stable || unique) && len(keys) > 0 {
		shown := ugkey
		if !(stable || unique) {
			shown.reverse = false
		}
		opts := shown.opts()
		if len(opts) == 1 {
			errorf(inv, "option '-%s' is ignored", opts)
		} else {
			errorf(inv, "options '-%s' are ignored", opts)
		}
	}
	if ugkey.reverse && !(stable || unique) && len(keys) > 0 {
		errorf(inv, "option '-r' only applies to last-resort comparison")
	}
}

// sortLocaleName is the collation locale's name as setlocale reports it:
// the first of LC_ALL, LC_COLLATE, LANG set, else the sandbox's default.
func sortLocaleName(inv *shell.Invocation) string {
	for _, name := range []string{"LC_ALL", "LC_COLLATE", "LANG"} {
		if v := inv.Getenv(name); v != "" {
			return v
		}
	}
	return "C.UTF-8"
}

// debugLine writes line as GNU's write_line does under --debug (a tab
// shown as '>', the delimiter as a newline) and marks each key's text.
func (s *sorter) debugLine(w *bufio.Writer, line []byte) error {
	for _, c := range line {
		if c == '\t' {
			c = '>'
		}
		w.WriteByte(c)
	}
	if err := w.WriteByte('\n'); err != nil {
		return err
	}
	var err error
	for _, k := range s.keys {
		err = s.debugKey(w, line, k)
	}
	if len(s.keys) == 0 || !(s.unique || s.stable) {
		err = s.debugKey(w, line, nil)
	}
	return err // bufio.Writer's errors stay: the last write reports any
}

// debugKey is GNU's debug_key: k nil marks the whole line. A numeric or
// month key is narrowed to the number or month it starts with.
func (s *sorter) debugKey(w *bufio.Writer, line []byte, k *sortKey) error {
	beg, lim := 0, len(line)
	if k != nil {
		beg, lim = s.begField(line, k), s.limField(line, k)
		if k.sword < 0 && k.skipsBlanks || k.month || k.numeric || k.general || k.human {
			// GNU ends the key's text with a NUL at lim for this.
			for beg < len(line) && beg != lim && isSortBlank(line[beg]) {
				beg++
			}
			tight := beg
			switch {
			case lim < beg:
				tight = lim
			case k.month:
				if monthOf(line[beg:lim]) != 0 {
					tight = beg + 3
				}
			case k.general:
				tight = beg + floatPrefixLen(line[beg:lim])
			case k.numeric || k.human:
				p := beg
				if p < lim && line[p] == '-' {
					p++
				}
				digits := false
				for p < lim && isDigit(line[p]) {
					p, digits = p+1, true
				}
				if p < lim && line[p] == '.' {
					q := p + 1
					for q < lim && isDigit(line[q]) {
						q, digits = q+1, true
					}
					p = q
				}
				if digits {
					tight = p
					if k.human && p < lim && strings.IndexByte("KMGTPEZYk", line[p]) >= 0 {
						tight++
					}
				}
			default:
				tight = lim
			}
			lim = tight
		}
	}
	byteLocale := !s.xfrm
	offset := sortDebugWidth(line[:beg], byteLocale)
	width := 0
	if lim > beg {
		width = sortDebugWidth(line[beg:lim], byteLocale)
	}
	for range offset {
		w.WriteByte(' ')
	}
	if width == 0 {
		_, err := w.WriteString("^ no match for key\n")
		return err
	}
	for range width {
		w.WriteByte('_')
	}
	return w.WriteByte('\n')
}

// sortDebugWidth is GNU's debug_width: gnulib's mbsnwidth of t (an
// invalid or cut byte sequence one column, a control character none),
// plus one for each tab.
func sortDebugWidth(t []byte, byteLocale bool) int {
	width := 0
	for i := 0; i < len(t); {
		c := t[i]
		if c == '\t' {
			width++
		}
		if c < utf8.RuneSelf || byteLocale {
			if c >= 0x20 && c != 0x7f {
				width++
			}
			i++
			continue
		}
		if !utf8.FullRune(t[i:]) {
			return width + 1 // mbrtowc's incomplete character
		}
		r, n := utf8.DecodeRune(t[i:])
		i += n
		if r == utf8.RuneError && n == 1 {
			width++
			continue
		}
		if cw := runeWidth(r); cw >= 0 {
			width += cw
		} else if !(r < 0xa0 || r == 0x2028 || r == 0x2029) {
			width++ // unprintable but not a control character
		}
	}
	return width
}

// floatPrefixLen is how much of t strtold reads (0: no number).
func floatPrefixLen(t []byte) int {
	i := 0
	for i < len(t) && isSpaceByte(t[i]) {
		i++
	}
	if i < len(t) && (t[i] == '+' || t[i] == '-') {
		i++
	}
	rest := t[i:]
	if len(rest) >= 3 && lowerASCIIIs(rest[:3], "nan") {
		j := i + 3
		if j < len(t) && t[j] == '(' {
			k := j + 1
			for k < len(t) && (isAlnum(t[k]) || t[k] == '_') {
				k++
			}
			if k < len(t) && t[k] == ')' {
				j = k + 1
			}
		}
		return j
	}
	if len(rest) >= 8 && lowerASCIIIs(rest[:8], "infinity") {
		return i + 8
	}
	if len(rest) >= 3 && lowerASCIIIs(rest[:3], "inf") {
		return i + 3
	}
	hex := len(rest) >= 2 && rest[0] == '0' && rest[1]|0x20 == 'x'
	isD := func(c byte) bool {
		return isDigit(c) || hex && (c|0x20 >= 'a' && c|0x20 <= 'f')
	}
	j := i
	if hex {
		j += 2
	}
	digits := 0
	for j < len(t) && isD(t[j]) {
		j, digits = j+1, digits+1
	}
	if j < len(t) && t[j] == '.' {
		j++
		for j < len(t) && isD(t[j]) {
			j, digits = j+1, digits+1
		}
	}
	if digits == 0 {
		if hex {
			return i + 1 // "0x" reads as 0
		}
		return 0
	}
	if j < len(t) && (!hex && t[j]|0x20 == 'e' || hex && t[j]|0x20 == 'p') {
		k := j + 1
		if k < len(t) && (t[k] == '+' || t[k] == '-') {
			k++
		}
		if k < len(t) && isDigit(t[k]) {
			for k < len(t) && isDigit(t[k]) {
				k++
			}
			j = k
		}
	}
	return j
}
