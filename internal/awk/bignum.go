package awk

import (
	"fmt"
	"math"
	"math/big"
	"strings"
)

// gawk -M (Config.Bignum): integers are exact, as gawk's GMP integers.
// A value holding one has b set (and n its nearest float64); +, -, *, %,
// ^ with a non-negative integer exponent, unary minus, ++, -- and int()
// of integers give integers, / too when it divides exactly. Every other
// result is a float64, as gawk's MPFR numbers at its default PREC of 53
// bits (PREC and ROUNDMODE are not read).

// bigNum is an exact integer value.
func bigNum(b *big.Int) value {
	f, _ := new(big.Float).SetInt(b).Float64()
	return value{kind: kNum, n: f, b: b}
}

// maxBigBits bounds an integer's size: a result past it is a fatal
// error, not a computation that exhausts the time or memory limits.
func (in *interp) maxBigBits() int {
	return min(in.cfg.MaxStringBytes*3, 1<<22)
}

// bigOf is v as an exact integer when it is one under -M: an integer
// value, an integral number a float64 holds exactly, or a string that
// reads as a decimal integer (as gawk's GMP conversion takes it).
func (in *interp) bigOf(v value) (*big.Int, bool) {
	if !in.cfg.Bignum {
		return nil, false
	}
	switch v.kind {
	case kNum:
		if v.b != nil {
			return v.b, true
		}
		if v.fl {
			return nil, false
		}
		if v.n == math.Trunc(v.n) && math.Abs(v.n) <= 1<<53 {
			return big.NewInt(int64(v.n)), true
		}
		return nil, false
	case kUninit:
		return new(big.Int), true
	}
	if in.prog.mode == ModePOSIX || in.cfg.NonDecimalData {
		return nil, false
	}
	return bigFromText(v.s)
}

// bigFromText reads s (blanks around) as a decimal integer.
func bigFromText(s string) (*big.Int, bool) {
	t := strings.Trim(s, " \t\n\r\f\v")
	d := strings.TrimLeft(t, "+-")
	if len(t)-len(d) > 1 || d == "" || strings.Trim(d, "0123456789") != "" {
		return nil, false
	}
	n, ok := new(big.Int).SetString(strings.TrimPrefix(t, "+"), 10)
	return n, ok
}

// bigLit is a numeric constant of the program as an integer under -M.
func (in *interp) bigLit(e *numLit) (value, bool) {
	if e.big == nil {
		e.big = new(big.Int)
		e.bigOK = false
		t := e.text
		switch {
		case t == "":
			if e.n == math.Trunc(e.n) && math.Abs(e.n) <= 1<<53 {
				e.big.SetInt64(int64(e.n))
				e.bigOK = true
			}
		case in.prog.mode == ModeGawk && len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'):
			_, e.bigOK = e.big.SetString(t[2:], 16)
		case in.prog.mode == ModeGawk && len(t) > 1 && t[0] == '0' && strings.Trim(t, "01234567") == "":
			_, e.bigOK = e.big.SetString(t[1:], 8)
		case strings.Trim(t, "0123456789") == "":
			_, e.bigOK = e.big.SetString(t, 10)
		}
	}
	if !e.bigOK {
		return value{}, false
	}
	return bigNum(e.big), true
}

// checkBig refuses an integer past maxBigBits.
func (in *interp) checkBig(b *big.Int) value {
	if b.BitLen() > in.maxBigBits() {
		in.fatal("integer too large (over %d bits)", in.maxBigBits())
	}
	return bigNum(b)
}

// bigArith is op (tAdd ... tPow) on two integers under -M; ok is false
// when the result is not an integer (a division that does not divide,
// a negative exponent) and the float64 arithmetic applies.
func (in *interp) bigArith(op tokenKind, x, y *big.Int) (value, bool) {
	switch op {
	case tAdd:
		return in.checkBig(new(big.Int).Add(x, y)), true
	case tSub:
		return in.checkBig(new(big.Int).Sub(x, y)), true
	case tMul:
		if x.BitLen()+y.BitLen() > in.maxBigBits()+1 {
			in.fatal("integer too large (over %d bits)", in.maxBigBits())
		}
		return in.checkBig(new(big.Int).Mul(x, y)), true
	case tDiv:
		if y.Sign() == 0 {
			return value{}, false
		}
		q, r := new(big.Int).QuoRem(x, y, new(big.Int))
		if r.Sign() != 0 {
			return value{}, false
		}
		return bigNum(q), true
	case tMod:
		if y.Sign() == 0 {
			return value{}, false
		}
		return bigNum(new(big.Int).Rem(x, y)), true
	case tPow:
		if y.Sign() < 0 {
			return value{}, false
		}
		// |x| of 0 or 1 stays small whatever the exponent.
		if x.CmpAbs(big.NewInt(1)) <= 0 {
			if x.Sign() < 0 && y.Bit(0) == 0 {
				return bigNum(big.NewInt(1)), true
			}
			if y.Sign() == 0 {
				return bigNum(big.NewInt(1)), true
			}
			return bigNum(new(big.Int).Set(x)), true
		}
		if !y.IsInt64() || y.Int64() > int64(in.maxBigBits()) || int64(x.BitLen()-1)*y.Int64() > int64(in.maxBigBits()) {
			in.fatal("integer too large (over %d bits)", in.maxBigBits())
		}
		return in.checkBig(new(big.Int).Exp(x, y, nil)), true
	}
	return value{}, false
}

// bigCompare compares two numbers under -M when one is an integer
// past a float64's exactness.
func bigCompare(a, b value) (int, bool) {
	if a.b == nil && b.b == nil {
		return 0, false
	}
	fa, fb := bigFloatOf(a), bigFloatOf(b)
	if fa == nil || fb == nil {
		return 0, false
	}
	return fa.Cmp(fb), true
}

func bigFloatOf(v value) *big.Float {
	if v.b != nil {
		return new(big.Float).SetInt(v.b)
	}
	if math.IsNaN(v.n) {
		return nil
	}
	return new(big.Float).SetFloat64(v.n)
}

// formatBig is %d, %i, %o, %x, %X and %u of an integer under -M, in
// full.
func formatBig(verb byte, flags, width, prec string, hasPrec bool, v value, in *interp) (string, bool) {
	if in == nil || strings.IndexByte("diouxX", verb) < 0 {
		return "", false
	}
	b, ok := in.bigOf(v)
	if !ok {
		return "", false
	}
	spec := "%" + flags + width
	if hasPrec {
		spec += "." + prec
	}
	switch verb {
	case 'd', 'i', 'u':
		spec = strings.ReplaceAll(spec, "#", "") + "d"
	default:
		spec += string(verb)
	}
	return fmt.Sprintf(spec, b), true
}

// floatPow is x^y for -M when y is an integer of moderate size: exact
// and then rounded once to 53 bits, as MPFR's correctly rounded power
// is (math.Pow may be an ulp off).
func floatPow(x, y float64) float64 {
	if y != math.Trunc(y) || math.Abs(y) > 4096 || x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return math.Pow(x, y)
	}
	// x = frac * 2^exp with frac an integer of 53 bits.
	frac, exp := math.Frexp(x)
	fi := int64(frac * (1 << 53))
	exp -= 53
	n := int64(math.Abs(y))
	p := new(big.Int).Exp(big.NewInt(fi), big.NewInt(n), nil)
	f := new(big.Float).SetPrec(0).SetInt(p) // exact
	if y < 0 {
		r := new(big.Float).SetPrec(53).Quo(big.NewFloat(1).SetPrec(53), f)
		r.SetMantExp(r, -int(exp)*int(n))
		v, _ := r.Float64()
		return v
	}
	f.SetMantExp(f, int(exp)*int(n))
	v, _ := f.Float64()
	return v
}

// bigBits is and, or, xor, lshift, rshift and compl under -M, on
// integers of any size as gawk's GMP versions (compl(x) is -x-1).
func (in *interp) bigBits(name string, args []expr) value {
	vals := make([]*big.Int, len(args))
	for i, a := range args {
		v := in.eval(a)
		b, ok := in.bigOf(v)
		if !ok {
			n := in.num(v)
			if math.IsNaN(n) || math.IsInf(n, 0) {
				b = new(big.Int)
			} else {
				b, _ = new(big.Float).SetFloat64(math.Trunc(n)).Int(nil)
			}
		}
		if b.Sign() < 0 || in.num(v) < 0 {
			if name == "compl" {
				in.fatal("compl(%s): negative values are not allowed", in.toStr(v))
			}
			in.fatal("%s: argument #%d negative value %s is not allowed", name, i+1, in.toStr(v))
		}
		vals[i] = b
	}
	r := new(big.Int).Set(vals[0])
	switch name {
	case "and", "or", "xor":
		for _, b := range vals[1:] {
			switch name {
			case "and":
				r.And(r, b)
			case "or":
				r.Or(r, b)
			default:
				r.Xor(r, b)
			}
		}
	case "compl":
		r.Not(r)
	case "lshift":
		if !vals[1].IsInt64() || vals[1].Int64()+int64(r.BitLen()) > int64(in.maxBigBits()) {
			in.fatal("integer too large (over %d bits)", in.maxBigBits())
		}
		r.Lsh(r, uint(vals[1].Int64()))
	case "rshift":
		if !vals[1].IsInt64() || vals[1].Int64() > int64(r.BitLen()) {
			r.SetInt64(0)
		} else {
			r.Rsh(r, uint(vals[1].Int64()))
		}
	}
	return bigNum(r)
}
