package printf

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ShellQuote quotes s so that the shell reads it back as one word, exactly
// as bash's printf %q does: a pair of single quotes for "", $'...' when s holds a
// non-printable character (or invalid UTF-8), otherwise backslashes before
// the shell's special characters.
func ShellQuote(s string) string { return shellQuote(s, false) }

// shellQuote is ShellQuote in the C locale when cloc is set, where every
// byte past ASCII is non-printable.
func shellQuote(s string, cloc bool) string {
	switch {
	case s == "":
		return "''"
	case shouldANSIC(s, cloc):
		return ansicQuote(s, cloc)
	}
	return backslashQuote(s)
}

// SingleQuote quotes s as bash's ${x@Q} does: in single quotes ('it'\”s'),
// or $'...' when s holds a non-printable character.
func SingleQuote(s string) string {
	switch {
	case s == "":
		return "''"
	case shouldANSIC(s, false):
		return ansicQuote(s, false)
	case s == "'":
		return `\'`
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// printable reports whether r is printable in a UTF-8 locale (glibc's
// iswprint: graphic characters, spaces and format characters).
func printable(r rune) bool {
	if r < 0x80 {
		return r >= 0x20 && r < 0x7f
	}
	return unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r)
}

func shouldANSIC(s string, cloc bool) bool {
	for i := 0; i < len(s); {
		if cloc && s[i] >= utf8.RuneSelf {
			return true
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 || !printable(r) {
			return true
		}
		i += size
	}
	return false
}

// ansicQuote is bash's ansic_quote: $'...' with C escapes, octal for other
// non-printable bytes, printable UTF-8 kept as is.
func ansicQuote(s string, cloc bool) string {
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(s); {
		c := s[i]
		switch c {
		case 0x1b:
			b.WriteString(`\E`)
		case '\a':
			b.WriteString(`\a`)
		case '\v':
			b.WriteString(`\v`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\\', '\'':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size <= 1 || !printable(r) || cloc && c >= utf8.RuneSelf {
				b.WriteByte('\\')
				b.WriteByte('0' + c>>6&7)
				b.WriteByte('0' + c>>3&7)
				b.WriteByte('0' + c&7)
				i++
				continue
			}
			b.WriteString(s[i : i+size])
			i += size
			continue
		}
		i++
	}
	b.WriteByte('\'')
	return b.String()
}

// backslashQuote is bash's sh_backslash_quote with flags 3: a backslash
// before each shell metacharacter and blank, before a leading #, and
// before ~ at the start or after : or =.
func backslashQuote(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case strings.IndexByte(" \t\n!\"$&'()*,;<>?[\\]^`{|}", c) >= 0:
			b.WriteByte('\\')
		case c == '#' && i == 0:
			b.WriteByte('\\')
		case c == '~' && (i == 0 || s[i-1] == ':' || s[i-1] == '='):
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// GNUQuote quotes s as GNU coreutils does for printf %q and file names
// (gnulib's shell-escape quoting style): unchanged when the shell would
// read it back as is; otherwise in single quotes, with control characters
// and invalid bytes as $'\n' / $'\377' pieces; in double quotes when the
// only special character is a single quote ("it's").
func GNUQuote(s string) string {
	if s == "" {
		return "''"
	}
	if !gnuNeedsQuote(s) {
		return s
	}
	var b strings.Builder
	b.WriteByte('\'')
	pending := false // inside a '$'...' escape piece
	compat, sawQuote := true, false
	startEsc := func() {
		if !pending {
			b.WriteString("'$'")
			pending = true
		}
		b.WriteByte('\\')
	}
	for i := 0; i < len(s); {
		c := s[i]
		if e := strings.IndexByte("\a\b\f\n\r\t\v", c); e >= 0 {
			startEsc()
			b.WriteByte("abfnrtv"[e])
			compat = false
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 || !printable(r) {
			for j := 0; j < size; j++ {
				c := s[i+j]
				startEsc()
				b.WriteByte('0' + c>>6)
				b.WriteByte('0' + c>>3&7)
				b.WriteByte('0' + c&7)
			}
			compat = false
			i += size
			continue
		}
		if c == '\'' {
			// The first quote also ends a pending '$' piece.
			sawQuote, pending = true, false
			b.WriteString(`'\'`)
		} else {
			if pending {
				b.WriteString("''")
				pending = false
			}
			if !gnuQuoteCompat(s, i) {
				compat = false
			}
		}
		b.WriteString(s[i : i+size])
		i += size
	}
	if sawQuote && compat {
		return `"` + s + `"`
	}
	b.WriteByte('\'')
	return b.String()
}

// gnuNeedsQuote reports whether s needs quoting in the shell-escape style.
func gnuNeedsQuote(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case strings.IndexByte("\\ !\"$&()*;<=>[^`|?'", c) >= 0:
			return true
		case (c == '#' || c == '~') && i == 0:
			return true
		case (c == '{' || c == '}') && len(s) == 1:
			return true
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 || !printable(r) {
			return true
		}
		i += size
	}
	return false
}

// gnuQuoteCompat reports whether the printable character at s[i] may
// appear in both C and shell double quotes unchanged (gnulib's
// c_and_shell_quote_compat), which allows the "it's" form.
func gnuQuoteCompat(s string, i int) bool {
	c := s[i]
	switch {
	case c >= 0x80, c == ' ', c == '\'':
		return true
	case (c == '#' || c == '~') && i == 0:
		return true
	case (c == '{' || c == '}') && len(s) == 1:
		return true
	case strings.IndexByte("!\"$&()*;<=>[^`|?\\#~{}", c) >= 0:
		return false
	}
	return true
}

// QuoteLocale quotes a value for a GNU diagnostic as gnulib's quote()
// does in a UTF-8 locale: ‘a\\b’, with C escapes for control characters,
// octal for other non-printable bytes, and a backslash before ’.
func QuoteLocale(s string) string {
	var b strings.Builder
	b.WriteString("‘")
	for i := 0; i < len(s); {
		c := s[i]
		if e := strings.IndexByte("\a\b\f\n\r\t\v\\", c); e >= 0 {
			b.WriteByte('\\')
			b.WriteByte(`abfnrtv\`[e])
			i++
			continue
		}
		if strings.HasPrefix(s[i:], "’") {
			b.WriteByte('\\')
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 || !printable(r) {
			for j := 0; j < size; j++ {
				c := s[i+j]
				b.WriteByte('\\')
				b.WriteByte('0' + c>>6)
				b.WriteByte('0' + c>>3&7)
				b.WriteByte('0' + c&7)
			}
			i += size
			continue
		}
		b.WriteString(s[i : i+size])
		i += size
	}
	b.WriteString("’")
	return b.String()
}
