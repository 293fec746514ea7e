package commands

import (
	"bufio"
	"context"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "seq",
		Summary: "print a sequence of numbers",
		Usage:   seqUsage,
		Run:     runSeq,
	})
}

const seqUsage = `Usage: seq [OPTION]... LAST
  or:  seq [OPTION]... FIRST LAST
  or:  seq [OPTION]... FIRST INCREMENT LAST
Print numbers from FIRST to LAST, in steps of INCREMENT.

Mandatory arguments to long options are mandatory for short options too.
  -f, --format=FORMAT      use printf style floating-point FORMAT
  -s, --separator=STRING   use STRING to separate numbers (default: \n)
  -w, --equal-width        equalize width by padding with leading zeroes
      --help        display this help and exit

If FIRST or INCREMENT is omitted, it defaults to 1.  That is, an
omitted INCREMENT defaults to 1 even when LAST is smaller than FIRST.
The sequence of numbers ends when the sum of the current number and
INCREMENT would become greater than LAST.
FIRST, INCREMENT, and LAST are interpreted as floating point values.
INCREMENT is usually positive if FIRST is smaller than LAST, and
INCREMENT is usually negative if FIRST is greater than LAST.
INCREMENT must not be 0; none of FIRST, INCREMENT and LAST may be NaN.
FORMAT must be suitable for printing one argument of type 'double';
it defaults to %.PRECf if FIRST, INCREMENT, and LAST are all fixed point
decimal numbers with maximum precision PREC, and to %g otherwise.
`

// seqOperand is a parsed number with the precision and width its text
// implies (coreutils' scan_arg); precision -1 means unknown (hex, inf).
type seqOperand struct {
	value     *big.Float
	width     int
	precision int
}

// seqFastStepLimit is coreutils' limit for the integer-only path.
const seqFastStepLimit = 200

func runSeq(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	// Options end at the first operand (POSIX order) or at an argument
	// that looks like a negative number, as GNU seq's loop does.
	n := 0
	for n < len(args) {
		a := args[n]
		if a == "--" || len(a) < 2 || a[0] != '-' || a[1] == '.' || a[1] >= '0' && a[1] <= '9' {
			break
		}
		n += 1 + seqOptionTakesNext(a)
	}
	n = min(n, len(args))
	f := newFlagSet("seq")
	format := f.String('f', "format", "")
	sep := f.String('s', "separator", "\n")
	equal := f.Bool('w', "equal-width")
	if _, status, done := parseFlagsArgs(inv, f, args[:n], seqUsage, 1); done {
		return status
	}
	ops := args[n:]
	if len(ops) > 0 && ops[0] == "--" {
		ops = ops[1:]
	}
	usageFail := func(format string, a ...any) int {
		errorf(inv, format, a...)
		io.WriteString(inv.Stderr, "Try 'seq --help' for more information.\n")
		return 1
	}
	switch {
	case len(ops) == 0:
		return usageFail("missing operand")
	case len(ops) > 3:
		return usageFail("extra operand %s", printf.QuoteLocale(ops[3]))
	}
	// GNU checks the format before the operands.
	var layoutFmt string
	if f.Seen("f") {
		var err string
		if layoutFmt, err = checkSeqFormat(*format); err != "" {
			errorf(inv, "%s", err)
			return 1
		}
		if *equal {
			return usageFail("format string may not be specified when printing equal width strings")
		}
	}
	var nums []seqOperand
	for _, op := range ops {
		x, nan, ok := printf.ParseFloat(op)
		if !ok {
			return usageFail("invalid floating point argument: %s", printf.QuoteLocale(op))
		}
		if nan {
			return usageFail("invalid %s argument: %s", printf.QuoteLocale("not-a-number"), printf.QuoteLocale(op))
		}
		nums = append(nums, scanSeqOperand(op, x))
	}
	one := seqOperand{value: big.NewFloat(1).SetPrec(64), width: 1}
	first, step, last := one, one, nums[len(nums)-1]
	if len(nums) >= 2 {
		first = nums[0]
	}
	if len(nums) == 3 {
		step = nums[1]
		if step.value.Sign() == 0 {
			return usageFail("invalid Zero increment value: %s", printf.QuoteLocale(ops[1]))
		}
	}

	w := bufio.NewWriterSize(inv.Stdout, 32<<10)
	// The integer-only path of coreutils: exact for any size.
	if !f.Seen("f") && !*equal && seqAllDigits(ops[0]) && seqAllDigits(ops[len(ops)-1]) &&
		(len(ops) < 3 || seqAllDigits(ops[1]) && step.value.Cmp(big.NewFloat(seqFastStepLimit)) <= 0) {
		a, b, s := new(big.Int), new(big.Int), big.NewInt(1)
		a.SetString(ops[0], 10)
		b.SetString(ops[len(ops)-1], 10)
		if len(ops) == 1 {
			a.SetInt64(1)
		}
		if len(ops) == 3 {
			s.SetString(ops[1], 10)
		}
		return seqInts(ctx, w, a, b, s, *sep)
	}

	if !f.Seen("f") {
		layoutFmt = seqDefaultFormat(first, step, last, *equal)
	}
	return seqFloats(ctx, inv, w, layoutFmt, first.value, step.value, last.value, *sep)
}

// parseFlagsArgs is parseFlags for an explicit argument list.
func parseFlagsArgs(inv *shell.Invocation, f *flagSet, args []string, usage string, badStatus int) ([]string, int, bool) {
	sub := *inv
	sub.Args = append([]string{inv.Args[0]}, args...)
	return parseFlags(&sub, f, usage, badStatus)
}

// seqOptionTakesNext reports whether option argument a consumes the next
// argument as its value (-f FMT, --separator STR).
func seqOptionTakesNext(a string) int {
	if strings.HasPrefix(a, "--") {
		name, _, hasVal := strings.Cut(a[2:], "=")
		if hasVal || name == "" {
			return 0
		}
		if strings.HasPrefix("format", name) || strings.HasPrefix("separator", name) {
			return 1
		}
		return 0
	}
	for i := 1; i < len(a); i++ {
		switch a[i] {
		case 'w':
			continue
		case 'f', 's':
			if i == len(a)-1 {
				return 1
			}
		}
		return 0
	}
	return 0
}

func seqAllDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// scanSeqOperand computes the precision and output width a number's text
// implies, as coreutils' scan_arg does.
func scanSeqOperand(arg string, x *big.Float) seqOperand {
	op := seqOperand{value: x, precision: -1}
	arg = strings.TrimLeft(arg, " \t\n\v\f\r+")
	if x.IsInf() {
		return op
	}
	if strings.ContainsAny(arg, "xX") {
		// Hex: coreutils 9.1 treats an integer as precision 0 and width
		// 0, and a fraction or binary exponent as unknown precision (%g).
		if !strings.ContainsAny(arg, ".pP") {
			op.precision = 0
		}
		return op
	}
	dot := strings.IndexByte(arg, '.')
	fraction := 0
	if dot < 0 {
		op.precision = 0
	} else {
		fraction = strings.IndexAny(arg[dot+1:], "eE")
		if fraction < 0 {
			fraction = len(arg) - dot - 1
		}
		op.precision = fraction
		switch {
		case fraction == 0:
			op.width-- // "#." prints as "#"
		case dot == 0 || arg[dot-1] < '0' || arg[dot-1] > '9':
			op.width++ // ".#" prints as "0.#"
		}
	}
	if e := strings.IndexAny(arg, "eE"); e >= 0 {
		exp, _ := strconv.ParseInt(strings.TrimLeft(arg[e+1:], " "), 10, 64)
		if exp < 0 {
			op.precision += int(-exp)
		} else {
			op.precision -= int(min(int64(op.precision), exp))
		}
		op.width -= len(arg) - e
		if exp < 0 {
			if dot < 0 || e == dot+1 {
				op.width++
			}
			exp = -exp
		} else {
			if dot >= 0 && op.precision == 0 {
				op.width-- // the '.' is not printed
			}
			// Zeros appended past the fraction's digits.
			exp -= min(exp, int64(fraction))
		}
		op.width += int(exp)
	}
	op.width += len(arg)
	return op
}

// seqDefaultFormat is coreutils' get_default_format.
func seqDefaultFormat(first, step, last seqOperand, equal bool) string {
	prec := max(first.precision, step.precision)
	if first.precision < 0 || step.precision < 0 || last.precision < 0 {
		return "%Lg"
	}
	if !equal {
		return "%." + strconv.Itoa(prec) + "Lf"
	}
	firstWidth := first.width + prec - first.precision
	lastWidth := last.width + prec - last.precision
	if last.precision > 0 && prec == 0 {
		lastWidth--
	}
	if last.precision == 0 && prec > 0 {
		lastWidth++
	}
	if first.precision == 0 && prec > 0 {
		firstWidth++
	}
	return "%0" + strconv.Itoa(max(firstWidth, lastWidth)) + "." + strconv.Itoa(prec) + "Lf"
}

// checkSeqFormat validates a -f format as coreutils does: exactly one
// floating-point directive. It returns an error message or "".
func checkSeqFormat(format string) (string, string) {
	q := printf.QuoteLocale(format)
	i := 0
	for ; !(i < len(format) && format[i] == '%' && (i+1 >= len(format) || format[i+1] != '%')); i++ {
		if i >= len(format) {
			return "", "format " + q + " has no % directive"
		}
		if format[i] == '%' {
			i++
		}
	}
	i++
	for i < len(format) && strings.IndexByte("-+#0 '", format[i]) >= 0 {
		i++
	}
	for i < len(format) && format[i] >= '0' && format[i] <= '9' {
		i++
	}
	if i < len(format) && format[i] == '.' {
		i++
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
	}
	if i < len(format) && format[i] == 'L' {
		i++
	}
	if i >= len(format) {
		return "", "format " + q + " ends in %"
	}
	if strings.IndexByte("efgaEFGA", format[i]) < 0 {
		return "", "format " + q + " has unknown %" + format[i:i+1] + " directive"
	}
	for i++; i < len(format); i++ {
		if format[i] == '%' {
			if i+1 < len(format) && format[i+1] == '%' {
				i++
				continue
			}
			return "", "format " + q + " has too many % directives"
		}
	}
	return format, ""
}

// seqInts prints an integer sequence exactly (a ≤ b, step s > 0).
func seqInts(ctx context.Context, w *bufio.Writer, a, b, s *big.Int, sep string) int {
	if a.Cmp(b) > 0 {
		return 0
	}
	// Within int64 avoid big.Int arithmetic per line.
	if b.IsInt64() && s.IsInt64() && b.Int64() < 1<<62 {
		x, last, step := a.Int64(), b.Int64(), s.Int64()
		buf := make([]byte, 0, 24)
		for n := 0; ; n++ {
			if n&1023 == 0 && ctx.Err() != nil {
				return 1
			}
			buf = strconv.AppendInt(buf[:0], x, 10)
			if _, err := w.Write(buf); err != nil {
				return 1
			}
			x += step
			if x > last {
				break
			}
			w.WriteString(sep)
		}
	} else {
		x := new(big.Int).Set(a)
		for n := 0; ; n++ {
			if n&1023 == 0 && ctx.Err() != nil {
				return 1
			}
			if _, err := w.WriteString(x.String()); err != nil {
				return 1
			}
			x.Add(x, s)
			if x.Cmp(b) > 0 {
				break
			}
			w.WriteString(sep)
		}
	}
	w.WriteString("\n")
	if w.Flush() != nil {
		return 1
	}
	return 0
}

// seqFloats is coreutils' print_numbers in long double arithmetic: the
// i-th number is first + i*step; one number past last is still printed if
// it prints as last (rounding) and differently from its predecessor.
func seqFloats(ctx context.Context, inv *shell.Invocation, w *bufio.Writer, format string, first, step, last *big.Float, sep string) int {
	prefix, suffix := seqAffixes(format)
	past := func(x *big.Float) bool {
		if step.Sign() < 0 {
			return x.Cmp(last) < 0
		}
		return last.Cmp(x) < 0
	}
	if past(first) {
		return 0
	}
	x := new(big.Float).SetPrec(64).Set(first)
	i := new(big.Float).SetPrec(64)
	one := big.NewFloat(1)
	for n := 0; ; n++ {
		if n&1023 == 0 && ctx.Err() != nil {
			return 1
		}
		out, overflow := printf.FormatFloatOverflow(format, x)
		if _, err := w.WriteString(out); err != nil {
			return 1
		}
		if overflow {
			// GNU's xprintf dies at once on printf's EOVERFLOW.
			w.Flush()
			errorf(inv, "write error: Value too large for defined data type")
			return 1
		}
		i.Add(i, one)
		next := new(big.Float).SetPrec(64).Mul(i, step)
		next.Add(next, first)
		if past(next) {
			s := printf.FormatFloat(format, next)
			body := ""
			if len(s) >= prefix+suffix {
				body = s[prefix : len(s)-suffix]
			}
			v, _, ok := printf.ParseFloat(body)
			if !ok || v.Cmp(last) != 0 || s == out {
				break
			}
		}
		x = next
		if _, err := w.WriteString(sep); err != nil {
			return 1
		}
	}
	w.WriteString("\n")
	if w.Flush() != nil {
		return 1
	}
	return 0
}

// seqAffixes returns the lengths of the text a -f format prints before and
// after its directive (%% counts one).
func seqAffixes(format string) (prefix, suffix int) {
	i := 0
	for ; i < len(format) && !(format[i] == '%' && (i+1 >= len(format) || format[i+1] != '%')); i++ {
		if format[i] == '%' {
			i++
		}
		prefix++
	}
	i++
	for i < len(format) && strings.IndexByte("efgaEFGA", format[i]) < 0 {
		i++
	}
	for i++; i < len(format); i++ {
		if format[i] == '%' {
			i++
		}
		suffix++
	}
	return prefix, suffix
}
