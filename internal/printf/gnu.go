package printf

import (
	"strings"
)

// passGNU runs the format once in the coreutils dialect; it returns false
// when output must stop.
func (st *state) passGNU(format string) bool {
	for i := 0; i < len(format); i++ {
		if st.stopped {
			return false
		}
		c := format[i]
		if c == '\\' && !st.raw {
			i += st.gnuEscape(format[i+1:], false)
			continue
		}
		if c != '%' {
			st.write(format[i : i+1])
			continue
		}
		start := i
		i++
		if i < len(format) {
			switch format[i] {
			case '%':
				st.write("%")
				continue
			case 'b':
				a, _ := st.arg()
				for j := 0; j < len(a) && !st.stopped; j++ {
					if a[j] == '\\' {
						j += st.gnuEscape(a[j+1:], true)
					} else {
						st.write(a[j : j+1])
					}
				}
				continue
			case 'q':
				// Without an argument coreutils prints nothing (not '').
				if a, ok := st.arg(); ok {
					st.write(GNUQuote(a))
				}
				continue
			}
		}
		// ok is the set of conversions the flags seen so far allow.
		ok := "aAcdeEfFgGiosuxX"
		drop := func(convs string) {
			ok = strings.Map(func(r rune) rune {
				if strings.ContainsRune(convs, r) {
					return -1
				}
				return r
			}, ok)
		}
		d := directive{width: -1, prec: -1}
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				d.minus = true
			case '+':
				d.plus = true
			case ' ':
				d.space = true
			case '#':
				d.alt = true
				drop("cdisu")
			case '0':
				d.zero = true
				drop("cs")
			case '\'', 'I':
				drop("aAceEosxX")
			default:
				break flags
			}
		}
		if i < len(format) && format[i] == '*' {
			i++
			if a, have := st.arg(); have {
				w := st.toInt(a)
				if w < -1<<31 || w > 1<<31-1 {
					st.fatal("invalid field width: %s", quote(a))
					return false
				}
				d.width = int(w)
				if d.width < 0 {
					d.minus, d.width = true, -d.width
				}
			} else {
				d.width = 0
			}
		} else {
			d.width, i = digits(format, i)
		}
		if i < len(format) && format[i] == '.' {
			i++
			drop("c")
			if i < len(format) && format[i] == '*' {
				i++
				if a, have := st.arg(); have {
					p := st.toInt(a)
					if p > 1<<31-1 {
						st.fatal("invalid precision: %s", quote(a))
						return false
					}
					d.prec = int(max(p, -1))
				} else {
					d.prec = 0
				}
			} else {
				d.prec, i = digits(format, i)
				if d.prec < 0 {
					d.prec = 0
				}
			}
		}
		for i < len(format) && strings.IndexByte("hlLjtz", format[i]) >= 0 {
			i++
		}
		if i >= len(format) || strings.IndexByte(ok, format[i]) < 0 {
			end := min(i+1, len(format))
			st.fatal("%s: invalid conversion specification", format[start:end])
			return false
		}
		if d.width >= 1<<31 || d.prec >= 1<<31 {
			// A width or precision in the format past INT_MAX makes
			// glibc's printf fail (EOVERFLOW): the directive prints
			// nothing, the rest goes on, and coreutils' close_stdout
			// reports a write error at the end.
			st.arg()
			if !st.overflow {
				st.overflowAt = st.out.Len()
			}
			st.overflow = true
			continue
		}
		st.convert(d, format[i])
	}
	return !st.stopped
}

// fatal reports an error that ends coreutils' printf with status 1.
func (st *state) fatal(format string, a ...any) {
	st.diag(format, a...)
	st.failed, st.stopped = true, true
}

// gnuEscape writes the escape at the start of s (the text after a
// backslash) as coreutils' print_esc does and returns the bytes of s
// consumed. inB selects %b's octal form \0NNN.
func (st *state) gnuEscape(s string, inB bool) int {
	if s == "" {
		st.write("\\")
		return 0
	}
	c := s[0]
	switch {
	case c == 'x':
		v, i := hexDigits(s, 2)
		if i == 1 {
			st.fatal("missing hexadecimal number in escape")
			return 0
		}
		st.write(string([]byte{byte(v)}))
		return i
	case c >= '0' && c <= '7':
		i := 0
		if inB && c == '0' {
			i = 1
		}
		v, n := 0, 0
		for ; n < 3 && i < len(s) && s[i] >= '0' && s[i] <= '7'; i++ {
			v = v*8 + int(s[i]-'0')
			n++
		}
		st.write(string([]byte{byte(v)}))
		return i
	case c == 'c':
		st.stopped, st.exitZero = true, true
		return 1
	case strings.IndexByte("\"\\abefnrtv", c) >= 0:
		st.write(string("\"\\\a\b\x1b\f\n\r\t\v"[strings.IndexByte("\"\\abefnrtv", c)]))
		return 1
	case c == 'u' || c == 'U':
		n := 4
		if c == 'U' {
			n = 8
		}
		var v uint64
		for i := 1; i <= n; i++ {
			if i >= len(s) || digitVal(s[i]) >= 16 {
				st.fatal("missing hexadecimal number in escape")
				return 0
			}
			v = v*16 + digitVal(s[i])
		}
		// C99 universal character names: not below U+00A0 (except $ @ `),
		// not surrogates, not past U+10FFFF.
		if v < 0xa0 && v != '$' && v != '@' && v != '`' || v >= 0xd800 && v <= 0xdfff {
			st.fatal("invalid universal character name \\%c%0*x", c, n, v)
			return 0
		}
		if v > 0x10ffff {
			// coreutils cannot convert it and prints the escape as is.
			st.write("\\" + s[:n+1])
			return n + 1
		}
		st.write(string(rune(v)))
		return n + 1
	}
	st.write("\\" + s[:1])
	return 1
}
