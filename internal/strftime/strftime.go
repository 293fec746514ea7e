// Package strftime formats times the way GNU date (gnulib's nstrftime) and
// glibc's strftime do in the C locale: every conversion, the flags
// "-" (no padding), "_" (spaces), "0" (zeros), "+" (sign), "^" (upper case)
// and "#" (swap case), field widths, and the E and O modifiers (accepted
// and ignored, as in the C locale).
package strftime

import (
	"strconv"
	"strings"
	"time"
)

// Format formats t according to layout as GNU date does.
func Format(layout string, t time.Time) string {
	return format(layout, t, true, false)
}

// FormatLibc formats t as glibc's strftime(3) does, which is what bash's
// printf %(fmt)T uses: like Format, but without the gnulib extensions
// %N, %q and %:z, which it copies literally.
func FormatLibc(layout string, t time.Time) string {
	return format(layout, t, false, false)
}

var (
	weekdays = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	months   = [...]string{"January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December"}
)

// spec is one conversion's flags and width.
type spec struct {
	pad     byte // 0, '-', '_', '0' or '+'
	upper   bool // '^'
	swap    bool // '#'
	width   int  // -1 when not given
	gnu     bool // gnulib extensions enabled
	upcased bool // inherited '^' from an enclosing composite conversion
}

func format(layout string, t time.Time, gnu, upper bool) string {
	var b strings.Builder
	for i := 0; i < len(layout); i++ {
		c := layout[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		start := i
		s := spec{width: -1, gnu: gnu, upcased: upper}
		i++
	flags:
		for ; i < len(layout); i++ {
			switch layout[i] {
			case '+':
				if !gnu {
					break flags // not a flag for glibc
				}
				s.pad = '+'
			case '-', '_', '0':
				s.pad = layout[i]
			case '^':
				s.upper = true
			case '#':
				s.swap = true
			default:
				break flags
			}
		}
		if i < len(layout) && layout[i] >= '1' && layout[i] <= '9' {
			w := 0
			for ; i < len(layout) && layout[i] >= '0' && layout[i] <= '9'; i++ {
				if w < 1<<20 {
					w = w*10 + int(layout[i]-'0')
				}
			}
			s.width = w
		}
		if i < len(layout) && (layout[i] == 'E' || layout[i] == 'O') {
			i++
		}
		colons := 0
		if gnu {
			colonAt := i
			for i < len(layout) && layout[i] == ':' {
				colons++
				i++
			}
			if colons > 0 && (i >= len(layout) || layout[i] != 'z') {
				// Colons are valid only before z; the bad directive
				// ends at the first colon.
				s.upper, s.upcased = false, false
				s.str(&b, layout[start:colonAt+1])
				i = colonAt
				continue
			}
		}
		if i >= len(layout) {
			b.WriteString(layout[start:])
			break
		}
		if !s.conv(&b, layout[i], colons, t) {
			// Unknown: the directive is copied as written, padded to its
			// width.
			s.upper, s.upcased = false, false
			s.str(&b, layout[start:i+1])
		}
	}
	return b.String()
}

// conv writes one conversion; it reports false for an unknown one, which
// the caller copies literally.
func (s spec) conv(b *strings.Builder, c byte, colons int, t time.Time) bool {
	if colons > 0 && c != 'z' {
		return false
	}
	year, month, day := t.Date()
	hour, min, sec := t.Clock()
	yday := t.YearDay() - 1
	wday := int(t.Weekday())
	switch c {
	case '%':
		s.str(b, "%")
	case 'a':
		s.name(b, weekdays[wday][:3])
	case 'A':
		s.name(b, weekdays[wday])
	case 'b', 'h':
		s.name(b, months[month-1][:3])
	case 'B':
		s.name(b, months[month-1])
	case 'c':
		s.sub(b, "%a %b %e %H:%M:%S %Y", t)
	case 'C':
		s.year(b, 2, floorDiv(int64(year), 100))
	case 'd':
		s.num(b, 2, int64(day))
	case 'D', 'x':
		s.sub(b, "%m/%d/%y", t)
	case 'e':
		s.spaceNum(b, 2, int64(day))
	case 'F':
		if !s.gnu {
			s.sub(b, "%Y-%m-%d", t)
			break
		}
		// gnulib: the width applies to the year part (less the six
		// characters of -MM-DD); with neither flag nor width, the year
		// is %+4Y (a sign before years past 9999).
		pad, w := s.pad, 4
		if pad == 0 && s.width < 0 {
			pad = '+'
		} else {
			w = max(s.width-6, 0)
		}
		sub := "%"
		if pad != 0 {
			sub += string(pad)
		}
		if w > 0 {
			sub += strconv.Itoa(w)
		}
		b.WriteString(format(sub+"Y-%m-%d", t, s.gnu, false))
	case 'g':
		y, _ := t.ISOWeek()
		s.num(b, 2, int64((y%100+100)%100))
	case 'G':
		y, _ := t.ISOWeek()
		s.year(b, 4, int64(y))
	case 'H':
		s.num(b, 2, int64(hour))
	case 'I':
		s.num(b, 2, int64((hour+11)%12+1))
	case 'j':
		s.num(b, 3, int64(yday+1))
	case 'k':
		s.spaceNum(b, 2, int64(hour))
	case 'l':
		s.spaceNum(b, 2, int64((hour+11)%12+1))
	case 'm':
		s.num(b, 2, int64(month))
	case 'M':
		s.num(b, 2, int64(min))
	case 'n':
		s.str(b, "\n")
	case 'N':
		if !s.gnu {
			return false
		}
		s.nanos(b, t.Nanosecond())
	case 'p', 'P':
		ampm := "AM"
		if hour >= 12 {
			ampm = "PM"
		}
		if c == 'P' || s.swap {
			s.upper, s.upcased = false, false
			ampm = strings.ToLower(ampm)
		}
		s.swap = false
		s.name(b, ampm)
	case 'q':
		if !s.gnu {
			return false
		}
		s.num(b, 1, int64(month-1)/3+1)
	case 'r':
		s.sub(b, "%I:%M:%S %p", t)
	case 'R':
		s.sub(b, "%H:%M", t)
	case 's':
		s.num(b, 1, t.Unix())
	case 'S':
		s.num(b, 2, int64(sec))
	case 't':
		s.str(b, "\t")
	case 'T', 'X':
		s.sub(b, "%H:%M:%S", t)
	case 'u':
		s.num(b, 1, int64((wday+6)%7+1))
	case 'U':
		s.num(b, 2, int64((yday-wday+7)/7))
	case 'V':
		_, w := t.ISOWeek()
		s.num(b, 2, int64(w))
	case 'w':
		s.num(b, 1, int64(wday))
	case 'W':
		s.num(b, 2, int64((yday-(wday+6)%7+7)/7))
	case 'y':
		s.num(b, 2, int64((year%100+100)%100))
	case 'Y':
		s.year(b, 4, int64(year))
	case 'z':
		s.zone(b, colons, t)
	case 'Z':
		name, _ := t.Zone()
		if s.swap {
			s.upper, s.upcased = false, false
			name = strings.ToLower(name)
		}
		s.swap = false
		s.name(b, name)
	default:
		return false
	}
	return true
}

// pad writes n padding characters: zeros for the "0" and "+" flags,
// spaces otherwise.
func (s spec) padding(b *strings.Builder, n int, def byte) {
	p := s.pad
	if p == 0 {
		p = def
	}
	ch := " "
	if p == '0' || p == '+' {
		ch = "0"
	}
	if n > 0 {
		b.WriteString(strings.Repeat(ch, n))
	}
}

// str writes a string padded on the left to the width (never for "-").
func (s spec) str(b *strings.Builder, v string) {
	if s.upper || s.upcased {
		v = strings.ToUpper(v)
	}
	// glibc pads even with "-" (which only drops a number's zeros).
	if (s.pad != '-' || !s.gnu) && s.width > len(v) {
		s.padding(b, s.width-len(v), ' ')
	}
	b.WriteString(v)
}

// name writes a name, upper-cased by "^" or "#".
func (s spec) name(b *strings.Builder, v string) {
	if s.swap {
		s.upper = true
	}
	s.str(b, v)
}

// sub formats a composite conversion (%c, %D, %T, ...) and pads the whole.
func (s spec) sub(b *strings.Builder, layout string, t time.Time) {
	v := format(layout, t, s.gnu, s.upper || s.upcased)
	s.upper, s.upcased = false, false
	s.str(b, v)
}

// num writes a number zero-padded to digits (or the width), with the sign
// rules of gnulib's do_number_sign_and_padding.
func (s spec) num(b *strings.Builder, digits int, v int64) {
	s.signed(b, digits, v, false, 0)
}

// spaceNum is num for conversions padded with spaces by default (%e %k %l).
func (s spec) spaceNum(b *strings.Builder, digits int, v int64) {
	if s.pad == 0 {
		s.pad = '_'
	}
	s.num(b, digits, v)
}

// year writes a year-like number: with the "+" flag a sign is shown when
// the value has more digits than usual or a width beyond them was asked.
func (s spec) year(b *strings.Builder, digits int, v int64) {
	limit := int64(9999)
	if digits == 2 {
		limit = 99
	}
	plus := s.pad == '+' && (v > limit || digits < s.width)
	s.signed(b, digits, v, plus, 0)
}

// signed is the common number writer; colonMask puts colons between digit
// pairs for %:z (bit i set: a colon before the (i+1)th digit pair from the
// right, as gnulib's tz_colon_mask).
func (s spec) signed(b *strings.Builder, digits int, v int64, plus bool, colonMask int) {
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
	}
	var buf [40]byte
	p := len(buf)
	for {
		if colonMask&1 != 0 {
			p--
			buf[p] = ':'
		}
		colonMask >>= 1
		p--
		buf[p] = byte('0' + u%10)
		u /= 10
		if u == 0 && colonMask == 0 {
			break
		}
	}
	digitsStr := string(buf[p:])
	if s.pad == '-' && !s.gnu {
		if neg {
			digitsStr = "-" + digitsStr
		} else if plus {
			digitsStr = "+" + digitsStr
		}
		s.str(b, digitsStr)
		return
	}
	pad := s.pad
	if pad == 0 {
		pad = '0'
	}
	width := s.width
	if width < 0 {
		width = digits
	}
	var sign string
	if neg {
		sign = "-"
	} else if plus {
		sign = "+"
	}
	shortage := width - len(sign) - len(digitsStr)
	if pad == '-' || shortage < 0 {
		shortage = 0
	}
	if sign != "" {
		if pad == '_' {
			b.WriteString(strings.Repeat(" ", shortage))
			shortage = 0
		}
		b.WriteString(sign)
	}
	ch := "0"
	if pad == '_' {
		ch = " "
	}
	b.WriteString(strings.Repeat(ch, shortage))
	b.WriteString(digitsStr)
}

// nanos writes %N: the width is the number of digits shown (truncated, not
// rounded); padding goes on the right.
func (s spec) nanos(b *strings.Builder, ns int) {
	width := s.width
	if width <= 0 {
		if s.pad == '-' {
			// coreutils 9.1 prints all nine digits for %-N.
			s.pad = '0'
		}
		width = 9
	}
	n, ndigs := ns, 9
	for width < ndigs || (ndigs > 1 && n%10 == 0) {
		ndigs--
		n /= 10
	}
	d := strconv.Itoa(n)
	d = strings.Repeat("0", ndigs-len(d)) + d
	b.WriteString(d)
	if s.pad != '-' && width > ndigs {
		pad := s.pad
		if pad == 0 {
			pad = '0'
		}
		ch := "0"
		if pad == '_' {
			ch = " "
		}
		b.WriteString(strings.Repeat(ch, width-ndigs))
	}
}

// zone writes %z, %:z, %::z and %:::z.
func (s spec) zone(b *strings.Builder, colons int, t time.Time) {
	_, off := t.Zone()
	neg := off < 0
	if neg {
		off = -off
	}
	h, m, sec := int64(off/3600), int64(off/60%60), int64(off%60)
	sign := int64(1)
	if neg {
		sign = -1
	}
	switch colons {
	case 0:
		s.tz(b, 5, sign*(h*100+m), neg, 0)
	case 1:
		s.tz(b, 6, sign*(h*100+m), neg, 0o4)
	case 2:
		s.tz(b, 9, sign*(h*10000+m*100+sec), neg, 0o24)
	case 3:
		switch {
		case sec != 0:
			s.tz(b, 9, sign*(h*10000+m*100+sec), neg, 0o24)
		case m != 0:
			s.tz(b, 6, sign*(h*100+m), neg, 0o4)
		default:
			s.tz(b, 3, sign*h, neg, 0)
		}
	default:
		b.WriteString("%" + strings.Repeat(":", colons) + "z")
	}
}

func (s spec) tz(b *strings.Builder, digits int, v int64, neg bool, mask int) {
	s.signed(b, digits, v, !neg, mask)
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
