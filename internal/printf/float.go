package printf

import (
	"math/big"
	"strconv"
	"strings"
)

// ldouble emulates the x87 long double bash formats floats with: a
// 64-bit mantissa, infinities and NaNs. Exponent range checks follow
// strtold's (overflow past 2^16384).
type ldouble struct {
	f   *big.Float // finite values and infinities
	nan bool
	neg bool // sign of a NaN
}

const ldMantBits = 64

// gMaxDigits bounds the significant digits of a long double's exact
// decimal expansion (64 mantissa bits, exponents down to -16445).
const gMaxDigits = 17000

func zeroFloat() ldouble { return ldouble{f: new(big.Float).SetPrec(ldMantBits)} }

// toFloat converts an argument as bash's getfloatmax (strtold) does.
func (st *state) toFloat(a string) ldouble {
	if st.preset != nil {
		return ldouble{f: st.preset}
	}
	if st.gnu && len(a) > 1 && (a[0] == '\'' || a[0] == '"') {
		x := zeroFloat()
		x.f.SetInt64(st.charConst(a))
		return x
	}
	if !st.gnu && a != "" && (a[0] == '\'' || a[0] == '"') {
		x := zeroFloat()
		x.f.SetInt64(st.charCode(a[1:]))
		return x
	}
	x, rest, overflow := parseFloat(a)
	st.checkNumber(a, rest, overflow)
	return x
}

// parseFloat parses the longest prefix of s that strtold accepts; rest is
// s itself when nothing was converted.
func parseFloat(s string) (x ldouble, rest string, overflow bool) {
	x = zeroFloat()
	i := 0
	for i < len(s) && strings.IndexByte(" \t\n\v\f\r", s[i]) >= 0 {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	low := strings.ToLower(s[i:])
	switch {
	case strings.HasPrefix(low, "infinity"), strings.HasPrefix(low, "inf"):
		n := 3
		if strings.HasPrefix(low, "infinity") {
			n = 8
		}
		x.f.SetInf(neg)
		return x, s[i+n:], false
	case strings.HasPrefix(low, "nan"):
		n := 3
		if strings.HasPrefix(low[3:], "(") {
			j := 4
			for j < len(low) && (low[j] == '_' || low[j] >= '0' && low[j] <= '9' || low[j] >= 'a' && low[j] <= 'z') {
				j++
			}
			if j < len(low) && low[j] == ')' {
				n = j + 1
			}
		}
		return ldouble{nan: true, neg: neg}, s[i+n:], false
	}
	hex := len(low) > 2 && low[0] == '0' && low[1] == 'x' &&
		(digitVal(low[2]) < 16 || low[2] == '.' && len(low) > 3 && digitVal(low[3]) < 16)
	base, expChar := uint64(10), byte('e')
	j := i
	if hex {
		base, expChar = 16, 'p'
		j += 2
	}
	mantStart := j
	nd := 0
	for j < len(s) && digitVal(s[j]) < base {
		j++
		nd++
	}
	if j < len(s) && s[j] == '.' {
		j++
		for j < len(s) && digitVal(s[j]) < base {
			j++
			nd++
		}
	}
	if nd == 0 {
		return x, s, false
	}
	mant := s[mantStart:j]
	exp := 0
	if j < len(s) && (s[j]|0x20) == expChar {
		k := j + 1
		eneg := false
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			eneg = s[k] == '-'
			k++
		}
		if k < len(s) && s[k] >= '0' && s[k] <= '9' {
			for ; k < len(s) && s[k] >= '0' && s[k] <= '9'; k++ {
				if exp < 1e8 {
					exp = exp*10 + int(s[k]-'0')
				}
			}
			if eneg {
				exp = -exp
			}
			j = k
		}
	}
	rest = s[j:]
	// Decimal digits beyond the exponent's reach need not be parsed: cap
	// the exponent so big.Float stays small; the range check decides.
	exp = max(min(exp, 200000), -200000)
	var text string
	if hex {
		text = "0x" + mant + "p" + strconv.Itoa(exp)
	} else {
		text = mant + "e" + strconv.Itoa(exp)
	}
	f, _, err := big.ParseFloat(text, 0, ldMantBits, big.ToNearestEven)
	if err != nil {
		return x, rest, false
	}
	if neg {
		f.Neg(f)
	}
	x.f = f
	if f.Sign() != 0 {
		e := f.MantExp(nil)
		if e > 16384 {
			x.f.SetInf(neg)
			return x, rest, true
		}
		if e < -16444 {
			x.f.SetFloat64(0)
			if neg {
				x.f.Neg(x.f)
			}
			return x, rest, true
		}
	}
	return x, rest, false
}

// float formats a floating-point conversion as glibc's printf does for a
// long double.
func (st *state) float(d directive, conv byte, x ldouble) {
	upper := conv == 'F' || conv == 'E' || conv == 'G' || conv == 'A'
	lc := conv | 0x20
	neg := x.neg
	var body string
	finite := false
	switch {
	case x.nan:
		body = "nan"
	case x.f.IsInf():
		body = "inf"
		neg = x.f.Signbit()
	default:
		finite = true
		neg = x.f.Signbit()
		a := new(big.Float).SetPrec(ldMantBits).Abs(x.f)
		prec := d.prec
		if prec < 0 && lc != 'a' {
			prec = 6
		}
		if lc == 'g' && !d.alt && prec > gMaxDigits {
			// Digits past a long double's exact expansion are zeros,
			// which %g strips.
			prec = gMaxDigits
		}
		if !st.room(max(prec, 0)) {
			return
		}
		switch lc {
		case 'f':
			body = a.Text('f', prec)
			if d.alt && prec == 0 {
				body += "."
			}
		case 'e':
			body = expText(a, prec, d.alt)
		case 'g':
			body = gText(a, prec, d.alt)
		case 'a':
			body = hexText(a, d.prec, d.alt)
		}
	}
	if upper {
		body = strings.ToUpper(body)
	}
	prefix := ""
	switch {
	case neg:
		prefix = "-"
	case d.plus:
		prefix = "+"
	case d.space:
		prefix = " "
	}
	if lc == 'a' && finite {
		prefix += body[:2]
		body = body[2:]
	}
	st.pad(d, prefix, body, finite && d.zero && !d.minus)
}

// expText formats a (non-negative) in C's %e style.
func expText(a *big.Float, prec int, alt bool) string {
	s := a.Text('e', prec)
	mant, exp, _ := strings.Cut(s, "e")
	if alt && prec == 0 {
		mant += "."
	}
	sign := exp[0]
	digits := strings.TrimLeft(exp[1:], "0")
	for len(digits) < 2 {
		digits = "0" + digits
	}
	return mant + "e" + string(sign) + digits
}

// gText formats a (non-negative) in C's %g style.
func gText(a *big.Float, prec int, alt bool) string {
	if prec == 0 {
		prec = 1
	}
	x := 0
	if a.Sign() != 0 {
		e := expText(a, prec-1, false)
		_, exp, _ := strings.Cut(e, "e")
		x, _ = strconv.Atoi(exp)
	}
	var s string
	if prec > x && x >= -4 {
		s = a.Text('f', prec-1-x)
		if alt && !strings.Contains(s, ".") {
			s += "."
		}
		if !alt && strings.Contains(s, ".") {
			s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		}
		return s
	}
	s = expText(a, prec-1, alt)
	if !alt {
		mant, exp, _ := strings.Cut(s, "e")
		if strings.Contains(mant, ".") {
			mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
		}
		s = mant + "e" + exp
	}
	return s
}

// hexText formats a (non-negative) in glibc's %a style for long doubles:
// a full hex digit before the point (0x8p-3 for 1).
func hexText(a *big.Float, prec int, alt bool) string {
	if a.Sign() == 0 {
		s := "0x0"
		if prec > 0 {
			s += "." + strings.Repeat("0", prec)
		} else if alt {
			s += "."
		}
		return s + "p+0"
	}
	m := new(big.Float).SetPrec(ldMantBits)
	e := a.MantExp(m)
	m.SetMantExp(m, ldMantBits)
	u, _ := m.Uint64()
	lead := u >> 60
	frac := u & (1<<60 - 1)
	exp := e - 4
	fracDigits := 15
	if prec >= 0 && prec < 15 {
		drop := uint(60 - 4*prec)
		kept := frac >> drop
		rem := frac & (1<<drop - 1)
		half := uint64(1) << (drop - 1)
		if rem > half || rem == half && kept&1 == 1 {
			kept++
			if kept>>(4*uint(prec)) != 0 {
				kept = 0
				lead++
				if lead == 16 {
					lead = 1
					exp += 4
				}
			}
		}
		frac = kept
		fracDigits = prec
	}
	digits := ""
	if fracDigits > 0 {
		digits = strconv.FormatUint(frac, 16)
		digits = strings.Repeat("0", fracDigits-len(digits)) + digits
	}
	if prec < 0 {
		digits = strings.TrimRight(digits, "0")
	} else if prec > 15 {
		digits += strings.Repeat("0", prec-15)
	}
	s := "0x" + strconv.FormatUint(lead, 16)
	if digits != "" || alt {
		s += "." + digits
	}
	sign := "+"
	if exp < 0 {
		sign = "-"
		exp = -exp
	}
	return s + "p" + sign + strconv.Itoa(exp)
}

// ParseFloat parses all of s as strtold does (leading blanks, sign,
// decimal or hex digits, inf, nan): the value rounded to a long double's
// 64-bit mantissa, whether it is a NaN, and ok=false when s is not
// entirely a number or overflows (gnulib's xstrtold; underflow to zero is
// accepted).
func ParseFloat(s string) (x *big.Float, nan, ok bool) {
	v, rest, overflow := parseFloat(s)
	if rest != "" || overflow && !(v.f != nil && !v.nan && v.f.Sign() == 0) {
		return nil, false, false
	}
	if v.nan {
		return nil, true, true
	}
	return v.f, false, true
}

// FormatFloat formats x with format as C's printf does for a long double:
// format must hold exactly one floating-point directive (seq -f checks
// that); backslashes are not escapes and %% is a percent sign.
func FormatFloat(format string, x *big.Float) string {
	s, _ := FormatFloatOverflow(format, x)
	return s
}

// FormatFloatOverflow is FormatFloat that also reports a width or
// precision past INT_MAX, which makes C's printf fail (EOVERFLOW): the
// output is then the text before the directive, which glibc has written
// when it fails.
func FormatFloatOverflow(format string, x *big.Float) (string, bool) {
	st := &state{gnu: true, raw: true, max: defaultMaxBytes, preset: x, args: []string{""}}
	st.passGNU(format)
	if st.overflow {
		return st.out.String()[:st.overflowAt], true
	}
	return st.out.String(), false
}
