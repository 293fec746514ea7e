package awk

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	cstrftime "github.com/computerwelt/computerwelt/internal/strftime"
)

// sprintf formats args as C's printf does for awk's printf and sprintf.
// ins, when given, supplies CONVFMT for %s of numbers.
func sprintf(format string, args []value, ins ...*interp) (string, error) {
	var in *interp
	if len(ins) > 0 {
		in = ins[0]
	}
	numOf := func(v value) float64 {
		if in != nil {
			return in.num(v)
		}
		return v.num()
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
	bytes := in != nil && in.cfg.CharsAsBytes
	var b strings.Builder
	argi := 0
	at := 0 // the '*' or conversion taking an argument, for the error
	// gawk's %N$: the conversion takes argument N; then all must.
	positional, usedPos, usedSeq := 0, false, false
	next := func() (value, error) {
		if positional > 0 {
			if positional > len(args) {
				return value{}, fmt.Errorf("argument index %d greater than total number of supplied arguments", positional)
			}
			return args[positional-1], nil
		}
		if argi >= len(args) {
			// gawk's caret: one column left of that character (the quote).
			return value{}, fmt.Errorf("not enough arguments to satisfy format string\n\t`%s'\n\t%s^ ran out for this one", format, strings.Repeat(" ", at))
		}
		argi++
		return args[argi-1], nil
	}
	// gawk ignores C's size modifiers h, l, L, z, j and t between the
	// flags, width and precision (--posix refuses them, --lint warns);
	// one given twice ends the conversion unknown, printed as it is.
	var mods [6]bool
	skipMods := func(j int) (int, bool, error) {
		for j < len(format) {
			k := strings.IndexByte("hlLzjt", format[j])
			if k < 0 {
				break
			}
			if mods[k] {
				return j, false, nil
			}
			mods[k] = true
			if in != nil && in.prog.mode == ModePOSIX {
				return j, false, fmt.Errorf("`%c' is not permitted in POSIX awk formats", format[j])
			}
			if in != nil && in.lint {
				if msg := fmt.Sprintf("`%c' is meaningless in awk formats; ignored", format[j]); !in.warned[msg] {
					in.warned[msg] = true
					in.lintf("%s", msg)
				}
			}
			j++
		}
		return j, true, nil
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
		// %[N$][flags][width][.prec]verb
		j := i + 1
		positional = 0
		if k := j; k < len(format) && isDigit(format[k]) {
			for k < len(format) && isDigit(format[k]) {
				k++
			}
			if k < len(format) && format[k] == '$' {
				n, _ := strconv.Atoi(format[j:k])
				if n <= 0 {
					return "", fmt.Errorf("argument index with `$' must be > 0")
				}
				positional, j = min(n, 1<<30), k+1
			}
		}
		if positional > 0 && usedSeq || positional == 0 && usedPos {
			return "", fmt.Errorf("must use `count$' on all formats or none")
		}
		usedPos, usedSeq = usedPos || positional > 0, usedSeq || positional == 0
		mods = [6]bool{}
		var flags strings.Builder
		ok := true
		var modErr error
		for j < len(format) && strings.IndexByte("-+ #0'hlLzjt", format[j]) >= 0 {
			if strings.IndexByte("hlLzjt", format[j]) >= 0 {
				if j, ok, modErr = skipMods(j); modErr != nil {
					return "", modErr
				} else if !ok {
					break
				}
				continue
			}
			// ' (thousands grouping) does nothing in the C.UTF-8 locale.
			if format[j] != '\'' {
				flags.WriteByte(format[j])
			}
			j++
		}
		width, prec := "", ""
		hasPrec := false
		if !ok {
			// A modifier given twice: the conversion is unknown.
			b.WriteString(format[i : j+1])
			i = j
			continue
		}
		if j < len(format) && format[j] == '*' {
			at = j
			v, err := next()
			if err != nil {
				return "", err
			}
			w := int(max(min(numOf(v), 1<<30), -(1 << 30)))
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
		if j, ok, modErr = skipMods(j); modErr != nil {
			return "", modErr
		} else if !ok {
			b.WriteString(format[i : j+1])
			i = j
			continue
		}
		if j < len(format) && format[j] == '.' {
			hasPrec = true
			j++
			if j < len(format) && format[j] == '*' {
				at = j
				v, err := next()
				if err != nil {
					return "", err
				}
				if p := numOf(v); p >= 0 {
					prec = strconv.Itoa(int(min(p, 1<<30)))
				} else {
					hasPrec = false // a negative precision is none, as in C
				}
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
		if j, ok, modErr = skipMods(j); modErr != nil {
			return "", modErr
		} else if !ok {
			b.WriteString(format[i : j+1])
			i = j
			continue
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
		at = j
		fl := flags.String()
		if strings.IndexByte("diouxXeEfFgG", verb) >= 0 {
			v, err := next()
			if err != nil {
				return "", err
			}
			if s, ok := formatBig(verb, fl, width, prec, hasPrec, v, in); ok {
				b.WriteString(s)
				i = j
				continue
			}
			b.WriteString(formatNum(verb, fl, width, prec, hasPrec, numOf(v)))
			i = j
			continue
		}
		switch verb {
		case 'c':
			v, err := next()
			if err != nil {
				return "", err
			}
			// gawk pads a character given as a number by its bytes, one
			// given as a string by its characters; never with zeros.
			fl = strings.ReplaceAll(fl, "0", "")
			if v.kind == kNum && bytes {
				// gawk -b writes the low byte.
				s := string([]byte{byte(int64(math.Trunc(numOf(v))))})
				b.WriteString(pad(s, 1, fl, width, ' '))
				break
			}
			if v.kind == kNum {
				s := charOf(numOf(v))
				b.WriteString(pad(s, len(s), fl, width, ' '))
				break
			}
			s := "\x00" // gawk prints an empty string's terminating NUL
			if str := toStr(v); str != "" {
				_, size := utf8.DecodeRuneInString(str)
				if bytes {
					size = 1
				}
				s = str[:size]
			}
			b.WriteString(pad(s, 1, fl, width, ' '))
		case 's':
			v, err := next()
			if err != nil {
				return "", err
			}
			if bytes {
				// Precision and width count bytes under -b.
				s := toStr(v)
				if p, _ := strconv.Atoi(prec); hasPrec && p < len(s) {
					s = s[:p]
				}
				b.WriteString(pad(s, len(s), strings.ReplaceAll(fl, "0", ""), width, ' '))
				break
			}
			// gawk pads strings with blanks even under the 0 flag.
			spec := "%" + strings.ReplaceAll(fl, "0", "") + width
			if hasPrec {
				spec += "." + prec
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
	// gawk's check looks at the arguments taken in turn: with %N$ none
	// are, and any argument is one too many.
	if in != nil && in.lint && (usedPos && len(args) > 0 || !usedPos && argi < len(args)) {
		in.lintf("too many arguments supplied for format string")
	}
	return b.String(), nil
}

// charOf is %c of a number as gawk writes it in a UTF-8 locale: the code
// is cut to a 32-bit wchar_t and given to glibc's wcrtomb, which writes
// up to 0x7fffffff in the original UTF-8 (five and six bytes past
// U+1FFFFF) and fails on surrogates and negatives, where gawk writes
// the low byte.
func charOf(n float64) string {
	var u uint64
	if t := math.Trunc(n); t < 0 {
		u = uint64(int64(t))
	} else if t < 1<<64 {
		u = uint64(t)
	}
	wc := int32(uint32(u))
	switch {
	case wc < 0x80 && wc >= 0:
		return string([]byte{byte(wc)})
	case wc < 0 || wc >= 0xd800 && wc <= 0xdfff:
		return string([]byte{byte(u)})
	case wc <= 0x10ffff:
		return string(rune(wc))
	}
	// 4 to 6 bytes: a lead byte with n-1 continuation bytes.
	size, lead := 4, byte(0xf0)
	if wc >= 0x4000000 {
		size, lead = 6, 0xfc
	} else if wc >= 0x200000 {
		size, lead = 5, 0xf8
	}
	out := make([]byte, size)
	for i := size - 1; i > 0; i-- {
		out[i] = 0x80 | byte(wc&0x3f)
		wc >>= 6
	}
	out[0] = lead | byte(wc)
	return string(out)
}

// formatNum formats n for a numeric conversion as gawk does.
func formatNum(verb byte, flags, width, prec string, hasPrec bool, n float64) string {
	upper := verb == 'X' || verb == 'E' || verb == 'F' || verb == 'G'
	if math.IsNaN(n) || math.IsInf(n, 0) {
		// gawk writes these without width, precision or flags.
		s := numToStr(n, "%.6g")
		if upper {
			s = strings.ToUpper(s)
		}
		return s
	}
	spec := "%" + flags + width
	if hasPrec {
		spec += "." + prec
	}
	switch verb {
	case 'd', 'i':
		t := math.Trunc(n)
		if math.Abs(t) < 1<<63 {
			return fmt.Sprintf(spec+"d", int64(t))
		}
		// Past int64: the same digits, from a big.Int (which as for an
		// int ignores #).
		bi, _ := new(big.Float).SetFloat64(t).Int(nil)
		return fmt.Sprintf(strings.ReplaceAll(spec, "#", "")+"d", bi)
	case 'o', 'x', 'X', 'u':
		t := math.Trunc(n)
		if t < -(1<<63) || t >= 1<<64 {
			// Out of an integer's range: gawk falls back on %g.
			if !hasPrec {
				spec += ".6"
			}
			return fmt.Sprintf(spec+"g", n)
		}
		return formatUnsigned(verb, flags, width, prec, hasPrec, n, t)
	}
	if !hasPrec {
		spec += ".6"
	}
	if verb == 'F' {
		verb = 'f'
	}
	return fmt.Sprintf(spec+string(verb), n)
}

// formatUnsigned is %o, %x, %X and %u of n (truncated to t) as gawk's
// own code does it, not C's: + and blank do nothing; # adds 0x or a 0
// when n is not zero (0.5 counts as not zero), and makes a zero print as
// 0 under a precision of 0.
func formatUnsigned(verb byte, flags, width, prec string, hasPrec bool, n, t float64) string {
	var u uint64
	if t < 0 {
		u = uint64(int64(t))
	} else {
		u = uint64(t)
	}
	base := map[byte]int{'o': 8, 'x': 16, 'X': 16, 'u': 10}[verb]
	digits := strconv.FormatUint(u, base)
	if verb == 'X' {
		digits = strings.ToUpper(digits)
	}
	alt := strings.Contains(flags, "#")
	p, _ := strconv.Atoi(prec)
	if hasPrec && p == 0 && n == 0 && !alt {
		digits = ""
	}
	if hasPrec && len(digits) < p {
		digits = strings.Repeat("0", p-len(digits)) + digits
	}
	prefix := ""
	if alt && n != 0 {
		switch verb {
		case 'x':
			prefix = "0x"
		case 'X':
			prefix = "0X"
		case 'o':
			prefix = "0"
		}
	}
	w, _ := strconv.Atoi(width)
	left := strings.Contains(flags, "-")
	if strings.Contains(flags, "0") && !left && !hasPrec && len(prefix)+len(digits) < w {
		digits = strings.Repeat("0", w-len(prefix)-len(digits)) + digits
	}
	return pad(prefix+digits, len(prefix)+len(digits), flags, width, ' ')
}

// pad pads s, of size n, to width with fill: on the right under the -
// flag, else on the left.
func pad(s string, n int, flags, width string, fill byte) string {
	w, _ := strconv.Atoi(width)
	if n >= w {
		return s
	}
	if strings.Contains(flags, "-") {
		return s + strings.Repeat(" ", w-n)
	}
	return strings.Repeat(string(fill), w-n) + s
}

// strftime formats t as gawk does, through the C library's strftime
// (internal/strftime's glibc form); with utc, as after gmtime, whose zone
// C calls GMT.
func strftime(format string, t time.Time, utc bool) string {
	if utc {
		t = t.In(time.FixedZone("GMT", 0))
	}
	return cstrftime.FormatLibc(format, t)
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
