package commands

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// quotingStyle is one of gnulib's quotearg styles, which every coreutils
// tool quotes with (ls's --quoting-style names them).
type quotingStyle int

const (
	qsLiteral quotingStyle = iota
	qsShell
	qsShellAlways
	qsShellEscape
	qsShellEscapeAlways
	qsC
	qsCMaybe
	qsEscape
	qsLocale
	qsCLocale
)

// quotingStyleNames are the styles' names, as --quoting-style and the
// QUOTING_STYLE variable take them (in gnulib's order).
var quotingStyleNames = []struct {
	name  string
	style quotingStyle
}{
	{"literal", qsLiteral}, {"shell", qsShell}, {"shell-always", qsShellAlways},
	{"shell-escape", qsShellEscape}, {"shell-escape-always", qsShellEscapeAlways},
	{"c", qsC}, {"c-maybe", qsCMaybe}, {"escape", qsEscape}, {"locale", qsLocale}, {"clocale", qsCLocale},
}

// parseQuotingStyle looks a style up by its exact name.
func parseQuotingStyle(s string) (quotingStyle, bool) {
	for _, q := range quotingStyleNames {
		if q.name == s {
			return q.style, true
		}
	}
	return 0, false
}

// quotingStyleError is argmatch's message for a bad style name.
func quotingStyleError(v, opt, prog string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "invalid argument %s for %s\nValid arguments are:", quoteArg(v), quoteArg(opt))
	for _, q := range quotingStyleNames {
		b.WriteString("\n  - " + quoteArg(q.name))
	}
	fmt.Fprintf(&b, "\nTry '%s --help' for more information.", prog)
	return fmt.Errorf("%s", b.String())
}

// quoter is gnulib's quotearg_buffer_restyled for a UTF-8 locale: the
// outer quotes of the locale styles are ‘ and ’. quoteToo holds the
// extra bytes to backslash-escape (ls's ':' in directory names, the
// indicator characters with -F).
type quoter struct {
	style    quotingStyle
	quoteToo string
}

// quote renders s in the quoter's style.
func (q quoter) quote(s string) string {
	return quoteRestyled(s, q.style, false, q.quoteToo)
}

// quoteRestyled is the port itself; elide is QA_ELIDE_OUTER_QUOTES.
func quoteRestyled(arg string, style quotingStyle, elide bool, quoteToo string) string {
	var (
		b                  strings.Builder
		quoteString        string
		backslashEscapes   bool
		encounteredSingleQ bool
		allCompat          = true
		pendingShellEnd    bool
		scanning, scanned  bool // the first pass over a string with a ' only looks
	)
	store := func(c byte) {
		if !scanning {
			b.WriteByte(c)
		}
	}
	storeStr := func(s string) {
		for i := 0; i < len(s); i++ {
			store(s[i])
		}
	}
	forceOuter := func() string {
		if style == qsShellAlways && backslashEscapes {
			style = qsShellEscapeAlways
		}
		return quoteRestyled(arg, style, false, "")
	}
processInput:
	switch style {
	case qsCMaybe:
		style = qsC
		elide = true
		fallthrough
	case qsC:
		if !elide {
			store('"')
		}
		backslashEscapes = true
		quoteString = `"`
	case qsEscape:
		backslashEscapes = true
		elide = false
	case qsLocale, qsCLocale:
		if !elide {
			storeStr("‘")
		}
		backslashEscapes = true
		quoteString = "’"
	case qsShellEscape, qsShell, qsShellEscapeAlways, qsShellAlways:
		if style == qsShellEscape {
			backslashEscapes = true
		}
		if style == qsShellEscape || style == qsShell {
			elide = true
		}
		if (style == qsShellEscape || style == qsShell || style == qsShellEscapeAlways) && !elide {
			backslashEscapes = true
		}
		style = qsShellAlways
		if !elide {
			store('\'')
		}
		quoteString = "'"
	case qsLiteral:
		elide = false
	}

	for i := 0; i < len(arg); i++ {
		c := arg[i]
		var esc byte
		isRightQuote, escaping, compat := false, false, false
		if backslashEscapes && style != qsShellAlways && quoteString != "" && strings.HasPrefix(arg[i:], quoteString) {
			if elide {
				return forceOuter()
			}
			isRightQuote = true
		}
		// startEsc and endEsc are START_ESC and END_ESC; startEsc reports
		// false when the outer quotes must come back.
		startEsc := func() bool {
			if elide {
				return false
			}
			escaping = true
			if style == qsShellAlways && !pendingShellEnd {
				storeStr("'$'")
				pendingShellEnd = true
			}
			store('\\')
			return true
		}
		endEsc := func() {
			if pendingShellEnd && !escaping {
				storeStr("''")
				pendingShellEnd = false
			}
		}
		mode := 0 // 0: check quoteToo, 1: store_escape, 2: store_c
		switch {
		case c == 0:
			if backslashEscapes {
				if !startEsc() {
					return forceOuter()
				}
				if style != qsShellAlways && i+1 < len(arg) && arg[i+1] >= '0' && arg[i+1] <= '9' {
					storeStr("00")
				}
				c = '0'
			}
		case c == '?':
			if style == qsShellAlways && elide {
				return forceOuter()
			}
		case c == '\a' || c == '\b' || c == '\f' || c == '\v':
			esc = "abfv"[strings.IndexByte("\a\b\f\v", c)]
			if backslashEscapes {
				c, mode = esc, 1
			}
		case c == '\n' || c == '\r' || c == '\t' || c == '\\':
			esc = map[byte]byte{'\n': 'n', '\r': 'r', '\t': 't', '\\': '\\'}[c]
			if c == '\\' {
				if style == qsShellAlways {
					if elide {
						return forceOuter()
					}
					mode = 2
					break
				}
				if backslashEscapes && elide && quoteString != "" {
					mode = 2
					break
				}
			}
			if style == qsShellAlways && elide {
				return forceOuter()
			}
			if backslashEscapes {
				c, mode = esc, 1
			}
		case strings.IndexByte("{}#~ !\"$&()*;<=>[^`|", c) >= 0:
			special := true
			if c == '{' || c == '}' {
				special = len(arg) == 1
			}
			if c == '#' || c == '~' || (c == '{' || c == '}') && special {
				special = i == 0
			}
			if !special {
				break
			}
			if c == ' ' || c == '#' || c == '~' || c == '{' || c == '}' {
				compat = true
			}
			if style == qsShellAlways && elide {
				return forceOuter()
			}
		case c == '\'':
			encounteredSingleQ = true
			compat = true
			if style == qsShellAlways {
				if elide {
					return forceOuter()
				}
				if !scanned {
					scanning, scanned = true, true
				}
				storeStr(`'\'`)
				pendingShellEnd = false
			}
		case c == '%' || c == '+' || c == ',' || c == '-' || c == '.' || c == '/' || c == ':' || c == ']' || c == '_' ||
			c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			compat = true
		default:
			// A multibyte character, or an unprintable byte.
			m, printable := 1, true
			if c >= 0x80 {
				r, size := utf8.DecodeRuneInString(arg[i:])
				if r == utf8.RuneError && size <= 1 {
					printable = false
				} else {
					m = size
					if elide && style == qsShellAlways {
						for j := 1; j < size; j++ {
							if strings.IndexByte("[\\^`|", arg[i+j]) >= 0 {
								return forceOuter()
							}
						}
					}
					printable = runeWidth(r) >= 0
				}
			} else {
				printable = c >= 0x20 && c < 0x7f
			}
			compat = printable
			if m > 1 || backslashEscapes && !printable {
				ilim := i + m
				for {
					if backslashEscapes && !printable {
						if !startEsc() {
							return forceOuter()
						}
						store('0' + c>>6)
						store('0' + (c>>3)&7)
						c = '0' + c&7
					} else if isRightQuote {
						store('\\')
						isRightQuote = false
					}
					if ilim <= i+1 {
						break
					}
					endEsc()
					store(c)
					i++
					c = arg[i]
				}
				mode = 2
			}
		}
		if mode == 0 {
			if !((backslashEscapes && style != qsShellAlways || elide) && quoteToo != "" && strings.IndexByte(quoteToo, c) >= 0) && !isRightQuote {
				mode = 2
			} else {
				mode = 1
			}
		}
		if mode == 1 {
			if !startEsc() {
				return forceOuter()
			}
		}
		endEsc()
		store(c)
		if !compat {
			allCompat = false
		}
	}
	if b.Len() == 0 && !scanning && style == qsShellAlways && elide {
		return forceOuter()
	}
	if style == qsShellAlways && !elide && encounteredSingleQ {
		if allCompat {
			return quoteRestyled(arg, qsC, false, quoteToo)
		}
		if scanning {
			// Write it this time (pendingShellEnd stays as the scan
			// left it, as gnulib's does).
			scanning = false
			b.Reset()
			goto processInput
		}
	}
	if quoteString != "" && !elide {
		storeStr(quoteString)
	}
	return b.String()
}
