package awk

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// sprintf formats args as C's printf does for awk's printf and sprintf.
// ins, when given, supplies CONVFMT for %s of numbers.
func sprintf(format string, args []value, ins ...*interp) (string, error) {
	var in *interp
	if len(ins) > 0 {
		in = ins[0]
	}
	toStr := func(v value) string {
		if in != nil {
			return in.toStr(v)
		}
		if v.kind == kNum {
			return numToStr(v.n, "%.6g")
		}
		return v.s
	}
	var b strings.Builder
	argi := 0
	specStart := 0 // where the current conversion starts, for the error
	next := func() (value, error) {
		if argi >= len(args) {
			return value{}, fmt.Errorf("not enough arguments to satisfy format string\n\t`%s'\n\t%s^ ran out for this one", format, strings.Repeat(" ", specStart+1))
		}
		argi++
		return args[argi-1], nil
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		// %[flags][width][.prec]verb
		specStart = i
		j := i + 1
		var flags strings.Builder
		for j < len(format) && strings.IndexByte("-+ #0'", format[j]) >= 0 {
			// ' (thousands grouping) does nothing in the C.UTF-8 locale.
			if format[j] != '\'' {
				flags.WriteByte(format[j])
			}
			j++
		}
		width, prec := "", ""
		hasPrec := false
		if j < len(format) && format[j] == '*' {
			v, err := next()
			if err != nil {
				return "", err
			}
			w := int(max(min(v.num(), 1<<30), -(1 << 30)))
			if w < 0 {
				flags.WriteByte('-')
				w = -w
			}
			width = strconv.Itoa(w)
			j++
		} else {
			for j < len(format) && isDigit(format[j]) {
				width += string(format[j])
				j++
			}
		}
		if j < len(format) && format[j] == '.' {
			hasPrec = true
			j++
			if j < len(format) && format[j] == '*' {
				v, err := next()
				if err != nil {
					return "", err
				}
				prec = strconv.Itoa(int(max(min(v.num(), 1<<30), 0)))
				j++
			} else {
				for j < len(format) && isDigit(format[j]) {
					prec += string(format[j])
					j++
				}
				if prec == "" {
					prec = "0"
				}
			}
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		verb := format[j]
		if w, _ := strconv.Atoi(width); w > 1<<24 || len(width) > 8 {
			return "", fmt.Errorf("field width %s too large", width)
		}
		if p, _ := strconv.Atoi(prec); p > 1<<24 || len(prec) > 8 {
			return "", fmt.Errorf("precision %s too large", prec)
		}
		spec := "%" + flags.String() + width
		if hasPrec {
			spec += "." + prec
		}
		switch verb {
		case 'd', 'i':
			v, err := next()
			if err != nil {
				return "", err
			}
			n := math.Trunc(v.num())
			switch {
			case math.IsNaN(n) || math.IsInf(n, 0):
				b.WriteString(fmt.Sprintf("%"+flags.String()+width+"s", numToStr(n, "%.6g")))
			case math.Abs(n) < 1<<63:
				b.WriteString(fmt.Sprintf(spec+"d", int64(n)))
			default:
				b.WriteString(fmt.Sprintf("%"+flags.String()+width+".0f", n))
			}
		case 'o', 'x', 'X', 'u':
			v, err := next()
			if err != nil {
				return "", err
			}
			n := math.Trunc(v.num())
			var u uint64
			if n < 0 {
				u = uint64(int64(n))
			} else if n >= 1<<64 {
				u = math.MaxUint64
			} else {
				u = uint64(n)
			}
			gv := verb
			if verb == 'u' {
				gv = 'd'
			}
			b.WriteString(fmt.Sprintf(spec+string(gv), u))
		case 'e', 'E', 'f', 'F', 'g', 'G':
			v, err := next()
			if err != nil {
				return "", err
			}
			n := v.num()
			if !hasPrec {
				spec += ".6"
			}
			gv := verb
			if verb == 'F' {
				gv = 'f'
			}
			if math.IsNaN(n) || math.IsInf(n, 0) {
				s := numToStr(n, "%.6g")
				if verb >= 'A' && verb <= 'Z' {
					s = strings.ToUpper(s)
				}
				b.WriteString(fmt.Sprintf("%"+strings.ReplaceAll(flags.String(), "0", "")+width+"s", s))
				break
			}
			b.WriteString(fmt.Sprintf(spec+string(gv), n))
		case 'c':
			v, err := next()
			if err != nil {
				return "", err
			}
			var s string
			if v.kind == kNum {
				s = string(rune(int(v.num())))
				if v.num() < 128 {
					s = string([]byte{byte(int(v.num()))})
				}
			} else {
				str := toStr(v)
				if str == "" {
					s = "\x00" // gawk prints the string's terminating NUL
				} else {
					_, size := utf8.DecodeRuneInString(str)
					s = str[:size]
				}
			}
			b.WriteString(fmt.Sprintf("%"+flags.String()+width+"s", s))
		case 's':
			v, err := next()
			if err != nil {
				return "", err
			}
			b.WriteString(fmt.Sprintf(spec+"s", toStr(v)))
		case '%':
			b.WriteByte('%')
		default:
			// Not a conversion: print it as is.
			b.WriteString(format[i : j+1])
		}
		i = j
	}
	return b.String(), nil
}

// strftime formats t with C's strftime conversions (the common ones).
func strftime(format string, t time.Time) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			b.WriteByte(c)
			continue
		}
		i++
		switch format[i] {
		case 'a':
			b.WriteString(t.Format("Mon"))
		case 'A':
			b.WriteString(t.Format("Monday"))
		case 'b', 'h':
			b.WriteString(t.Format("Jan"))
		case 'B':
			b.WriteString(t.Format("January"))
		case 'c':
			b.WriteString(t.Format("Mon Jan _2 15:04:05 2006"))
		case 'C':
			fmt.Fprintf(&b, "%02d", t.Year()/100)
		case 'd':
			fmt.Fprintf(&b, "%02d", t.Day())
		case 'D':
			b.WriteString(t.Format("01/02/06"))
		case 'e':
			fmt.Fprintf(&b, "%2d", t.Day())
		case 'F':
			b.WriteString(t.Format("2006-01-02"))
		case 'H':
			fmt.Fprintf(&b, "%02d", t.Hour())
		case 'I':
			h := t.Hour() % 12
			if h == 0 {
				h = 12
			}
			fmt.Fprintf(&b, "%02d", h)
		case 'j':
			fmt.Fprintf(&b, "%03d", t.YearDay())
		case 'm':
			fmt.Fprintf(&b, "%02d", int(t.Month()))
		case 'M':
			fmt.Fprintf(&b, "%02d", t.Minute())
		case 'n':
			b.WriteByte('\n')
		case 'p':
			b.WriteString(t.Format("PM"))
		case 'r':
			b.WriteString(t.Format("03:04:05 PM"))
		case 'R':
			b.WriteString(t.Format("15:04"))
		case 's':
			fmt.Fprintf(&b, "%d", t.Unix())
		case 'S':
			fmt.Fprintf(&b, "%02d", t.Second())
		case 't':
			b.WriteByte('\t')
		case 'T':
			b.WriteString(t.Format("15:04:05"))
		case 'u':
			wd := int(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			fmt.Fprintf(&b, "%d", wd)
		case 'w':
			fmt.Fprintf(&b, "%d", int(t.Weekday()))
		case 'y':
			fmt.Fprintf(&b, "%02d", t.Year()%100)
		case 'Y':
			fmt.Fprintf(&b, "%d", t.Year())
		case 'z':
			b.WriteString(t.Format("-0700"))
		case 'Z':
			b.WriteString(t.Format("MST"))
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(format[i])
		}
	}
	return b.String()
}

// mktime parses "YYYY MM DD HH MM SS" as UTC (the sandbox's time zone).
func mktime(spec string) float64 {
	f := strings.Fields(spec)
	if len(f) < 6 {
		return -1
	}
	var n [6]int
	for i := 0; i < 6; i++ {
		v, err := strconv.Atoi(f[i])
		if err != nil {
			return -1
		}
		n[i] = v
	}
	return float64(time.Date(n[0], time.Month(n[1]), n[2], n[3], n[4], n[5], 0, time.UTC).Unix())
}
