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
	s    string
	n    float64
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
	if a.isNumeric() && b.isNumeric() {
		x, y := a.num(), b.num()
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
		return strings.Compare(strings.ToLower(in.toStr(a)), strings.ToLower(in.toStr(b)))
	}
	return strings.Compare(in.toStr(a), in.toStr(b))
}
