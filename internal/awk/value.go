package awk

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

type valueKind uint8

const (
	kUninit valueKind = iota
	kNum
	kStr
	kStrNum // a string from input: compares as a number if it looks like one
)

// value is an awk scalar.
type value struct {
	kind valueKind
	fl   bool // under -M, a float (gawk's MPFR number), never an integer
	// re marks a string that is gawk's regexp value (@/re/); asg an
	// uninitialized value that was assigned (typeof's "unassigned",
	// where an element only referenced is "untyped").
	re, asg bool
	// bl marks gawk 5.2's boolean number, made by mkbool (typeof
	// "number|bool"); arithmetic on it makes a plain number.
	bl bool
	s  string
	n  float64
	b  *big.Int // under -M, an exact integer (n its float64)
}

func num(n float64) value   { return value{kind: kNum, n: n} }
func str(s string) value    { return value{kind: kStr, s: s} }
func strnum(s string) value { return value{kind: kStrNum, s: s} }
func boolean(b bool) value {
	if b {
		return num(1)
	}
	return num(0)
}

// isNumeric reports whether v compares as a number.
func (v value) isNumeric() bool {
	switch v.kind {
	case kNum, kUninit:
		return true
	case kStrNum:
		return looksNumeric(v.s)
	}
	return false
}

func (v value) num() float64 {
	switch v.kind {
	case kNum:
		return v.n
	case kStr, kStrNum:
		n, _ := strToNum(v.s)
		return n
	}
	return 0
}

func (v value) bool() bool {
	switch v.kind {
	case kNum:
		return v.n != 0
	case kStr:
		return v.s != ""
	case kStrNum:
		if looksNumeric(v.s) {
			return v.num() != 0
		}
		return v.s != ""
	}
	return false
}

// strToNum converts the longest numeric prefix of s (after blanks), as
// strtod would but without hex, inf or nan. ok reports whether all of s
// (but trailing blanks) was used.
func strToNum(s string) (float64, bool) {
	i := 0
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	// gawk's IEEE magic values: exactly +inf, -inf, +nan or -nan (any
	// case) between blanks.
	if t := strings.TrimRight(s[i:], " \t\n\r\f\v"); len(t) == 4 && (t[0] == '+' || t[0] == '-') {
		n := math.NaN()
		switch {
		case strings.EqualFold(t[1:], "inf"):
			n = math.Inf(1)
		case !strings.EqualFold(t[1:], "nan"):
			goto number
		}
		if t[0] == '-' {
			n = math.Copysign(n, -1)
		}
		return n, true
	}
number:
	start := i
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && isDigit(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			i = j
		}
	}
	n, err := strconv.ParseFloat(s[start:i], 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		n = 0
	}
	rest := i
	for rest < len(s) && isBlank(s[rest]) {
		rest++
	}
	return n, rest == len(s)
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// looksNumeric reports whether s is a number with optional blanks around.
func looksNumeric(s string) bool {
	_, ok := strToNum(s)
	return ok
}

// numToStr formats n as awk converts numbers to strings: integers as
// integers, others with format (CONVFMT or OFMT).
func numToStr(n float64, format string) string {
	if n == math.Trunc(n) {
		switch {
		case math.IsInf(n, 1):
			return "+inf"
		case math.IsInf(n, -1):
			return "-inf"
		case math.Abs(n) < 1e16:
			return strconv.FormatInt(int64(n), 10)
		default:
			// gawk prints every integral value in full.
			return new(big.Float).SetFloat64(n).Text('f', 0)
		}
	}
	if math.IsNaN(n) {
		if math.Signbit(n) {
			return "-nan"
		}
		return "+nan"
	}
	if format == "%.6g" {
		return strconv.FormatFloat(n, 'g', 6, 64)
	}
	s, err := sprintf(format, []value{num(n)})
	if err != nil {
		return strconv.FormatFloat(n, 'g', 6, 64)
	}
	return s
}

// compareValues compares as awk does: numerically when both are numeric,
// else as strings.
func (in *interp) compare(a, b value) int {
	if in.isNumeric(a) && in.isNumeric(b) {
		if in.cfg.Bignum {
			x, okx := in.bigOf(a)
			y, oky := in.bigOf(b)
			switch {
			case okx && oky:
				return x.Cmp(y)
			case okx:
				b = num(in.num(b))
				a = bigNum(x)
			case oky:
				a = num(in.num(a))
				b = bigNum(y)
			}
			if c, ok := bigCompare(a, b); ok {
				return c
			}
		}
		x, y := in.num(a), in.num(b)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		case x == y:
			return 0
		}
		// NaN: compare as gawk does, unordered → not equal.
		return 1
	}
	if in.ignoreCase() {
		return strings.Compare(in.lower(in.toStr(a)), in.lower(in.toStr(b)))
	}
	return strings.Compare(in.toStr(a), in.toStr(b))
}

// nonDecimalToNum converts s as gawk --non-decimal-data does (its
// r_force_number): after blanks, a leading 0x is hexadecimal and a leading
// 0 followed by octal digits octal (a digit 8 or 9, a '.' or an exponent
// makes it decimal), read as far as the digits go; anything else is what
// strtod reads, which takes a signed 0x as a C hexadecimal float too. ok
// reports whether all of s (but trailing blanks) was used.
func nonDecimalToNum(s string) (float64, bool) {
	t := strings.TrimLeft(s, " \t\n\r\f\v")
	t = strings.TrimRight(t, " \t\n\r\f\v")
	if len(t) < 2 || t[0] != '0' || numBase(t) == 10 {
		if n, used := hexFloatPrefix(t); used > 0 {
			return n, used == len(t)
		}
		return strToNum(s)
	}
	var n float64
	i := 0
	if t[1] == 'x' || t[1] == 'X' {
		if len(t) == 2 {
			return 0, false // gawk's "0x": nothing read
		}
		for i = 2; i < len(t); i++ {
			d := hexDigit(t[i])
			if d < 0 {
				break
			}
			n = n*16 + float64(d)
		}
		return n, i == len(t)
	}
	for i = 0; i < len(t) && isDigit(t[i]); i++ {
		n = n*8 + float64(t[i]-'0')
	}
	return n, i == len(t)
}

// numBase is gawk's get_numbase for a string of at least two bytes
// starting with '0': 16 for 0x, 8 for octal digits, else 10.
func numBase(t string) int {
	if t[1] == 'x' || t[1] == 'X' {
		return 16
	}
	for i := 0; i < len(t); i++ {
		if t[i] == 'e' || t[i] == 'E' || t[i] == '.' {
			return 10
		}
		if !isDigit(t[i]) {
			break
		}
	}
	if !isDigit(t[1]) || t[1] == '8' || t[1] == '9' {
		return 10
	}
	for i := 0; i < len(t) && isDigit(t[i]); i++ {
		if t[i] == '8' || t[i] == '9' {
			return 10 // gawk's nondec2awknum falls back to decimal
		}
	}
	return 8
}

func hexDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// hexFloatPrefix reads, as strtod does, a signed C hexadecimal float
// (0x1.8p3) at the start of t; used is 0 when t does not start with one.
func hexFloatPrefix(t string) (n float64, used int) {
	i := 0
	if i < len(t) && (t[i] == '+' || t[i] == '-') {
		i++
	}
	if i+1 >= len(t) || t[i] != '0' || t[i+1] != 'x' && t[i+1] != 'X' {
		return 0, 0
	}
	j := i + 2
	mant := j
	digits := 0
	for j < len(t) && hexDigit(t[j]) >= 0 {
		j++
		digits++
	}
	if j < len(t) && t[j] == '.' {
		j++
		for j < len(t) && hexDigit(t[j]) >= 0 {
			j++
			digits++
		}
	}
	if digits == 0 {
		// strtod reads the "0" of "0x" alone.
		return 0, i + 1
	}
	body := t[mant:j]
	end := j
	exp := "p0"
	if j < len(t) && (t[j] == 'p' || t[j] == 'P') {
		k := j + 1
		if k < len(t) && (t[k] == '+' || t[k] == '-') {
			k++
		}
		if k < len(t) && isDigit(t[k]) {
			for k < len(t) && isDigit(t[k]) {
				k++
			}
			exp, end = t[j:k], k
		}
	}
	v, err := strconv.ParseFloat(t[:i]+"0x"+body+exp, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		return 0, 0
	}
	return v, end
}

// strToNum converts as strToNum does, or as gawk -n does with
// Config.NonDecimalData.
func (in *interp) strToNum(s string) (float64, bool) {
	if in.prog.mode == ModePOSIX {
		return strtodToNum(s)
	}
	if in.cfg.NonDecimalData {
		return nonDecimalToNum(s)
	}
	return strToNum(s)
}

// num is v as a number (value.num, with the interpreter's conversion).
func (in *interp) num(v value) float64 {
	if v.kind == kStr || v.kind == kStrNum {
		n, _ := in.strToNum(v.s)
		return n
	}
	return v.num()
}

// isNumeric is value.isNumeric with the interpreter's conversion.
func (in *interp) isNumeric(v value) bool {
	if v.kind == kStrNum {
		_, ok := in.strToNum(v.s)
		return ok
	}
	return v.isNumeric()
}

// truth is value.bool with the interpreter's conversion.
func (in *interp) truth(v value) bool {
	if v.kind == kStrNum && in.isNumeric(v) {
		return in.num(v) != 0
	}
	return v.bool()
}

// strtodToNum converts s as gawk --posix does, with C's strtod: after
// blanks and a sign, inf, infinity and nan (any case) and C hexadecimal
// floats are numbers too.
func strtodToNum(s string) (float64, bool) {
	const blanks = " \t\n\r\f\v"
	t := strings.TrimLeft(s, blanks)
	body := t
	neg := false
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	for _, w := range []string{"infinity", "inf", "nan"} {
		if len(body) >= len(w) && strings.EqualFold(body[:len(w)], w) {
			n := math.Inf(1)
			if w == "nan" {
				n = math.NaN()
			}
			if neg {
				n = math.Copysign(n, -1)
			}
			return n, strings.TrimLeft(body[len(w):], blanks) == ""
		}
	}
	if n, used := hexFloatPrefix(t); used > 0 {
		return n, strings.TrimLeft(t[used:], blanks) == ""
	}
	return strToNum(s)
}
