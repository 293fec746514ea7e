package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "numfmt",
		Summary: "convert numbers from/to human-readable strings",
		Usage:   numfmtUsage,
		Run:     runNumfmt,
	})
}

const numfmtUsage = `Usage: numfmt [OPTION]... [NUMBER]...
Reformat NUMBER(s), or the numbers from standard input if none are specified.

Mandatory arguments to long options are mandatory for short options too.
  -d, --delimiter=X    use X instead of whitespace for field delimiter
      --field=FIELDS   replace the numbers in these input fields (default=1);
                         see FIELDS below
      --format=FORMAT  use printf style floating-point FORMAT;
                         see FORMAT below for details
      --from=UNIT      auto-scale input numbers to UNITs; default is 'none';
                         see UNIT below
      --from-unit=N    specify the input unit size (instead of the default 1)
      --grouping       use locale-defined grouping of digits, e.g. 1,000,000
                         (which means it has no effect in the C/POSIX locale)
      --header[=N]     print (without converting) the first N header lines;
                         N defaults to 1 if not specified
      --invalid=MODE   failure mode for invalid numbers: MODE can be:
                         abort (default), fail, warn, ignore
      --padding=N      pad the output to N characters; positive N will
                         right-align; negative N will left-align;
                         padding is ignored if the output is wider than N;
                         the default is to automatically pad if a whitespace
                         is found
      --round=METHOD   use METHOD for rounding when scaling; METHOD can be:
                         up, down, from-zero (default), towards-zero, nearest
      --suffix=SUFFIX  add SUFFIX to output numbers, and accept optional
                         SUFFIX in input numbers
      --to=UNIT        auto-scale output numbers to UNITs; see UNIT below
      --to-unit=N      the output unit size (instead of the default 1)
  -z, --zero-terminated    line delimiter is NUL, not newline
      --help        display this help and exit

UNIT options:
  none       no auto-scaling is done; suffixes will trigger an error
  auto       accept optional single/two letter suffix:
               1K = 1000,
               1Ki = 1024,
               1M = 1000000,
               1Mi = 1048576,
  si         accept optional single letter suffix:
               1K = 1000,
               1M = 1000000,
               ...
  iec        accept optional single letter suffix:
               1K = 1024,
               1M = 1048576,
               ...
  iec-i      accept optional two-letter suffix:
               1Ki = 1024,
               1Mi = 1048576,
               ...

FIELDS supports cut(1) style field ranges:
  N    N'th field, counted from 1
  N-   from N'th field, to end of line
  N-M  from N'th to M'th field (inclusive)
  -M   from first to M'th field (inclusive)
  -    all fields
Multiple fields/ranges can be separated with commas

FORMAT must be suitable for printing one floating-point argument '%f'.
Optional quote (%'f) will enable --grouping (if supported by current locale).
Optional width value (%10f) will pad output. Optional zero (%010f) width
will zero pad the number. Optional negative values (%-10f) will left align.
Optional precision (%.1f) will override the input determined precision.

Exit status is 0 if all input numbers were successfully converted.
By default, numfmt will stop at the first conversion error with exit status 2.
When --invalid=fail specified, numfmt will warn about the first conversion
error with exit status 2.  When --invalid=warn specified, numfmt will
continue processing and warn, though exits with status 0.
`

const numfmtFailed = 2

type numfmtOpts struct {
	// flush writes out what is buffered before a message, as GNU's
	// error() flushes stdout first.
	flush func()
	// emit writes the fields before a bad one when --invalid=abort stops.
	emit             func(string)
	from, to         string // none, auto, si, iec, iec-i
	fromUnit, toUnit float64
	round            string
	suffix           string
	padding          int
	autoPad          bool
	delim            string // "" is whitespace
	fields           []fieldRange
	invalid          string
	// --format pieces
	prefix, postfix string
	precision       int // -1: from the input
	zeroPad         bool
	fmtWidth        int
	grouping        bool // --grouping or %'f (no effect in C.UTF-8)
	// warn reports --debug's notes (nil without --debug).
	warn func(msg string)
}

type fieldRange struct{ lo, hi int }

// numfmtPowers are the unit prefixes numfmt 9.1 knows (R and Q came later).
var numfmtPowers = "KMGTPEZY"

func runNumfmt(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("numfmt")
	delim := f.String('d', "delimiter", "")
	field := f.String(0, "field", "1")
	format := f.String(0, "format", "")
	from := f.String(0, "from", "none")
	fromUnit := f.String(0, "from-unit", "1")
	f.Bool(0, "grouping")
	header := f.OptString("header", "1")
	invalid := f.String(0, "invalid", "abort")
	padding := f.String(0, "padding", "")
	round := f.String(0, "round", "from-zero")
	suffix := f.String(0, "suffix", "")
	to := f.String(0, "to", "none")
	toUnit := f.String(0, "to-unit", "1")
	zero := f.Bool('z', "zero-terminated")
	debug := f.Bool(0, "debug")
	ops, status, done := parseFlags(inv, f, numfmtUsage, 1)
	if done {
		return status
	}
	try := func() int {
		io.WriteString(inv.Stderr, "Try 'numfmt --help' for more information.\n")
		return 1
	}
	choice := func(opt, val string, valid ...string) bool {
		for _, v := range valid {
			if v == val {
				return true
			}
		}
		errorf(inv, "invalid argument %s for %s", quoteArg(val), quoteArg("--"+opt))
		var b strings.Builder
		b.WriteString("Valid arguments are:\n")
		for _, v := range valid {
			fmt.Fprintf(&b, "  - %s\n", quoteArg(v))
		}
		io.WriteString(inv.Stderr, b.String())
		return false
	}
	o := &numfmtOpts{from: *from, to: *to, round: *round, suffix: *suffix, invalid: *invalid, precision: -1}
	if !choice("from", o.from, "none", "auto", "si", "iec", "iec-i") ||
		!choice("to", o.to, "none", "si", "iec", "iec-i") ||
		!choice("round", o.round, "up", "down", "from-zero", "towards-zero", "nearest") ||
		!choice("invalid", o.invalid, "abort", "fail", "warn", "ignore") {
		return try()
	}
	unit := func(s string) (float64, bool) {
		// A unit's suffix is decimal (K is 1000) unless it has an i (Ki).
		t := s
		if t != "" && !isDigitByte(t[0]) {
			t = "1" + t
		}
		if n := len(t); n > 0 && strings.IndexByte(numfmtPowers, t[n-1]) >= 0 || n > 1 && t[n-1] == 'i' && strings.IndexByte(numfmtPowers, t[n-2]) >= 0 {
			t += "B"
		}
		n, ok := parseSize(t, false)
		if !ok || n == 0 {
			errorf(inv, "invalid unit size: %s", quoteArg(s))
			return 0, false
		}
		return float64(n), true
	}
	var ok bool
	if o.fromUnit, ok = unit(*fromUnit); !ok {
		return 1
	}
	if o.toUnit, ok = unit(*toUnit); !ok {
		return 1
	}
	if f.Seen("padding") {
		n, err := strconv.Atoi(*padding)
		if err != nil || n == 0 {
			errorf(inv, "invalid padding value %s", quoteArg(*padding))
			return 1
		}
		o.padding = n
	}
	// GNU allocates a width's padding and fails when it cannot.
	b := budget(inv)
	if !b.Fits(int64(absInt(o.padding))) {
		errorf(inv, "%s", limits.ErrTooLarge)
		return 1
	}
	if f.Seen("d") {
		if len(*delim) != 1 {
			errorf(inv, "the delimiter must be a single character")
			return 1
		}
		o.delim = *delim
	}
	o.autoPad = !f.Seen("padding") && o.delim == ""
	var msg string
	if o.fields, msg = parseFieldRanges(*field); msg != "" {
		errorf(inv, "%s", msg)
		return try()
	}
	if f.Seen("format") && f.Seen("grouping") {
		errorf(inv, "--grouping cannot be combined with --format")
		return 1
	}
	if *debug {
		// GNU's --debug notes, in the order numfmt's main makes them.
		o.warn = func(msg string) {
			errorf(inv, "%s", msg)
		}
		if o.from == "none" && o.to == "none" && !f.Seen("grouping") && o.padding == 0 && !f.Seen("format") {
			o.warn("no conversion option specified")
		}
	}
	o.grouping = f.Seen("grouping")
	if f.Seen("format") {
		if msg := o.parseFormat(*format); msg != "" {
			errorf(inv, "%s", msg)
			return 1
		}
		if !b.Fits(int64(absInt(o.fmtWidth))) {
			errorf(inv, "%s", limits.ErrTooLarge)
			return 1
		}
	}
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	o.flush = func() { out.Flush() }
	o.emit = func(s string) { out.WriteString(s) }
	if o.warn != nil {
		o.warn = func(msg string) {
			out.Flush()
			errorf(inv, "%s", msg)
		}
	}
	if o.warn != nil && len(ops) > 0 && f.Seen("header") {
		o.warn("--header ignored with command-line input")
	}
	if o.grouping {
		if o.to != "none" {
			errorf(inv, "grouping cannot be combined with --to")
			return 1
		}
		if o.warn != nil {
			// C.UTF-8 has no thousands separator.
			o.warn("grouping has no effect in this locale")
		}
	}
	headers := 0
	if f.Seen("header") {
		n, err := strconv.Atoi(*header)
		if err != nil || n <= 0 {
			errorf(inv, "invalid header value %s", quoteArg(*header))
			return 1
		}
		headers = n
	}
	eol := byte('\n')
	if *zero {
		eol = 0
	}
	failed := false
	line := func(s string) bool {
		res, good := o.line(inv, s)
		if !good {
			failed = true
			if o.invalid == "abort" {
				return false
			}
		}
		out.WriteString(res)
		out.WriteByte(eol)
		return true
	}
	if len(ops) > 0 {
		for _, op := range ops {
			if !line(op) {
				break
			}
		}
	} else {
		lr := newLineReader(stdinReader(ctx, inv), eol)
		for n := 0; ; n++ {
			b, err := lr.next()
			if err != nil {
				break
			}
			s := string(trimDelim(b, eol))
			if n < headers {
				out.WriteString(s)
				out.WriteByte(eol)
				continue
			}
			if !line(s) {
				break
			}
		}
	}
	if out.Flush() != nil {
		return 1
	}
	if failed && o.warn != nil && o.invalid != "abort" {
		o.warn("failed to convert some of the input numbers")
	}
	if failed && o.invalid != "warn" && o.invalid != "ignore" {
		return numfmtFailed
	}
	return 0
}

// parseFieldRanges parses cut-style FIELDS (1-based), or returns GNU's
// message.
func parseFieldRanges(s string) ([]fieldRange, string) {
	var rs []fieldRange
	num := func(t string) (int, string) {
		n, err := strconv.Atoi(t)
		switch {
		case err != nil || strings.HasPrefix(t, "+") || strings.HasPrefix(t, "-"):
			return 0, "invalid field value " + quoteArg(t)
		case n == 0:
			return 0, "fields are numbered from 1"
		}
		return n, ""
	}
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		r := fieldRange{1, math.MaxInt}
		var msg string
		if lo != "" {
			if r.lo, msg = num(lo); msg != "" {
				return nil, msg
			}
		}
		if !isRange {
			r.hi = r.lo
		} else if hi != "" {
			if r.hi, msg = num(hi); msg != "" {
				return nil, msg
			}
			if r.hi < r.lo {
				return nil, "invalid decreasing range"
			}
		}
		rs = append(rs, r)
	}
	return rs, ""
}

// parseFormat splits --format into text around one %[0]['][-][N][.N]f.
func (o *numfmtOpts) parseFormat(s string) string {
	bad := fmt.Sprintf("invalid format %s, directive must be %%[0]['][-][N][.][N]f", quoteArg(s))
	i := 0
	for ; i < len(s); i++ {
		if s[i] == '%' {
			if i+1 < len(s) && s[i+1] == '%' {
				i++
				continue
			}
			break
		}
	}
	if i >= len(s) {
		return fmt.Sprintf("format %s has no %% directive", quoteArg(s))
	}
	if i == len(s)-1 {
		return fmt.Sprintf("format %s ends in %%", quoteArg(s))
	}
	// GNU prints the text around the directive as it is, "%%" included.
	o.prefix = s[:i]
	j := i + 1
	for j < len(s) && strings.IndexByte("0'-", s[j]) >= 0 {
		if s[j] == '0' {
			o.zeroPad = true
		}
		if s[j] == '-' {
			o.fmtWidth = -1 // sign marker, set below
		}
		if s[j] == '\'' {
			o.grouping = true
		}
		j++
	}
	left := o.fmtWidth == -1
	k := j
	for k < len(s) && isDigitByte(s[k]) {
		k++
	}
	var err error
	if o.fmtWidth, err = strconv.Atoi(s[j:k]); err != nil && k > j {
		return fmt.Sprintf("invalid format %s (width overflow)", quoteArg(s))
	}
	if left {
		o.fmtWidth = -o.fmtWidth
		o.zeroPad = false
	}
	if k < len(s) && s[k] == '.' {
		k++
		p := k
		for k < len(s) && isDigitByte(s[k]) {
			k++
		}
		o.precision, _ = strconv.Atoi(s[p:k])
	}
	if k >= len(s) || s[k] != 'f' {
		return bad
	}
	rest := s[k+1:]
	for m := 0; m < len(rest); m++ {
		if rest[m] == '%' {
			if m+1 < len(rest) && rest[m+1] == '%' {
				m++
				continue
			}
			return fmt.Sprintf("format %s has too many %% directives", quoteArg(s))
		}
	}
	o.postfix = rest
	return ""
}

// line converts the selected fields of one line; good is false when a
// number was invalid (reported unless --invalid=ignore).
func (o *numfmtOpts) line(inv *shell.Invocation, s string) (string, bool) {
	var fields []string
	if o.delim != "" {
		fields = strings.Split(s, o.delim)
	} else {
		// As GNU splits: each field keeps the blanks before it, and the
		// one blank after it is a separator, printed as a space.
		for i := 0; ; {
			j := i
			for j < len(s) && isBlank(s[j]) {
				j++
			}
			for j < len(s) && !isBlank(s[j]) {
				j++
			}
			fields = append(fields, s[i:j])
			if j >= len(s) {
				break
			}
			i = j + 1
		}
	}
	sep := o.delim
	if sep == "" {
		sep = " "
	}
	good := true
	for i, fld := range fields {
		selected := false
		for _, r := range o.fields {
			selected = selected || i+1 >= r.lo && i+1 <= r.hi
		}
		if !selected || !good && o.invalid == "abort" {
			continue
		}
		res, err := o.number(fld, i > 0)
		if err != "" {
			good = false
			if o.invalid == "abort" && i > 0 && o.emit != nil {
				// GNU prints each field and its separator as it goes and
				// stops at the bad one: "1536000 b" with --field=2
				// leaves "1536000 " on stdout.
				o.emit(strings.Join(fields[:i], sep) + sep)
			}
			if o.invalid != "ignore" {
				if o.flush != nil {
					o.flush()
				}
				errorf(inv, "%s", err)
			}
			continue
		}
		fields[i] = res
	}
	return strings.Join(fields, sep), good
}

// number converts one field, or returns GNU's message. Without
// --padding or -d, GNU pads the number to the field's width when the field
// starts with blanks or follows another field (its separating blank not
// counted): "b 1536000" is "b    1.6M", "1536000" alone "1.6M".
func (o *numfmtOpts) number(fld string, later bool) (string, string) {
	width := 0
	if o.autoPad && (later || fld != "" && isBlank(fld[0])) {
		width = len(fld)
	}
	text := strings.TrimLeft(fld, " \t")
	if o.delim == "" {
		text = strings.TrimRight(text, " \t")
	}
	big, prec, msg := o.parse(text)
	if msg != "" {
		return "", msg
	}
	big.Mul(big, newLongDouble().SetFloat64(o.fromUnit))
	big.Quo(big, newLongDouble().SetFloat64(o.toUnit))
	if o.precision >= 0 {
		prec = o.precision
	}
	var s string
	if o.to == "none" {
		s, msg = o.formatExact(big, prec)
	} else {
		s, msg = o.format(big, prec)
	}
	if msg != "" {
		return "", msg
	}
	if o.fmtWidth > 0 && o.zeroPad {
		// GNU's %0Nf zero-pads the number alone ("%0*.*Lf" in
		// double_to_human): the unit and --suffix come after the N.
		num := len(s) - len(strings.TrimLeft(s, "-0123456789."))
		if num < o.fmtWidth {
			neg := strings.HasPrefix(s, "-")
			digits := strings.TrimPrefix(s, "-")
			s = strings.Repeat("0", o.fmtWidth-num) + digits
			if neg {
				s = "-" + s
			}
		}
	}
	s += o.suffix
	if o.padding != 0 {
		width = o.padding
	}
	if o.fmtWidth != 0 && !(o.fmtWidth > 0 && o.zeroPad) {
		s = padTo(s, o.fmtWidth)
	}
	// The padding is the number's; the format's text goes around it
	// (GNU's print_padded_number).
	return o.prefix + padTo(s, width) + o.postfix, ""
}

func padTo(s string, w int) string {
	switch {
	case w > len(s):
		return strings.Repeat(" ", w-len(s)) + s
	case -w > len(s):
		return s + strings.Repeat(" ", -w-len(s))
	}
	return s
}

// numfmtDigits is a run of decimal digits as GNU's simple_strtod_int
// reads it: val = val*10 + digit in long double, each step rounded (a
// number of more than 19 digits is not the nearest long double).
func numfmtDigits(digits string) *big.Float {
	val, ten, d := newLongDouble(), newLongDouble().SetInt64(10), newLongDouble()
	for i := 0; i < len(digits); i++ {
		val.Mul(val, ten)
		val.Add(val, d.SetInt64(int64(digits[i]-'0')))
	}
	return val
}

// numfmtPow10 is GNU's powerld(10, n): 10 multiplied in n times.
func numfmtPow10(n int) *big.Float {
	p, ten := newLongDouble().SetInt64(1), newLongDouble().SetInt64(10)
	for range n {
		p.Mul(p, ten)
	}
	return p
}

// parse reads a number with an optional unit suffix (per --from) and the
// --suffix; prec is the input's decimals when it has no unit suffix.
func (o *numfmtOpts) parse(text string) (*big.Float, int, string) {
	i := 0
	if i < len(text) && text[i] == '-' {
		i++
	}
	start := i
	for i < len(text) && isDigitByte(text[i]) {
		i++
	}
	intDigits := i - start
	prec := 0
	fracDigits := ""
	if i < len(text) && text[i] == '.' {
		i++
		d := i
		for i < len(text) && isDigitByte(text[i]) {
			i++
		}
		prec = i - d
		fracDigits = text[d:i]
		if prec == 0 {
			// GNU reads the decimals as a number: "5." has none.
			return nil, 0, "invalid number: " + quoteArg(text)
		}
	}
	if intDigits == 0 && prec == 0 {
		return nil, 0, "invalid number: " + quoteArg(text)
	}
	if intDigits > 27 {
		return nil, 0, "value too large to be converted: " + quoteArg(text)
	}
	val := numfmtDigits(text[start : start+intDigits])
	if prec > 0 {
		// simple_strtod_float: the decimals read as an integer, then
		// divided by 10^n, each step a long double.
		frac := numfmtDigits(text[start+intDigits+1 : i])
		frac.Quo(frac, numfmtPow10(prec))
		val.Add(val, frac)
	}
	if start > 0 {
		val.Neg(val)
	}
	rest := text[i:]
	power := false // a power letter was read: GNU then names what follows it
	if rest != "" {
		if p := strings.IndexByte(numfmtPowers, rest[0]); p >= 0 {
			power = true
			if o.from == "none" {
				return nil, 0, "rejecting suffix in input: " + quoteArg(text) + " (consider using --from)"
			}
			base := 1000.0
			if o.from == "iec" || o.from == "iec-i" {
				base = 1024
			}
			rest = rest[1:]
			if strings.HasPrefix(rest, "i") && (o.from == "auto" || o.from == "iec-i") {
				base = 1024
				rest = rest[1:]
			} else if o.from == "iec-i" {
				return nil, 0, "missing 'i' suffix in input: " + quoteArg(text) + " (e.g Ki/Mi/Gi)"
			}
			for k := 0; k <= p; k++ {
				val.Mul(val, newLongDouble().SetFloat64(base))
			}
			prec = 0
		}
	}
	if o.suffix != "" {
		rest = strings.TrimPrefix(rest, o.suffix)
	}
	if rest != "" && power {
		return nil, 0, "invalid suffix in input " + quoteArg(text) + ": " + quoteArg(rest)
	}
	if rest != "" {
		return nil, 0, "invalid suffix in input: " + quoteArg(text)
	}
	// GNU's simple_strtod_int counts the digits after leading zeros, of
	// the whole part and of the decimals apart; past 18 the long double
	// may have lost some, which --debug notes.
	significant := func(d string) int { return len(strings.TrimLeft(d, "0")) }
	if o.warn != nil && (significant(text[start:start+intDigits]) > 18 || significant(fracDigits) > 18) {
		shown := text
		if o.suffix != "" && len(shown) > len(o.suffix) {
			shown = strings.TrimSuffix(shown, o.suffix)
		}
		o.warn("large input value " + quoteArg(shown) + ": possible precision loss")
	}
	return val, prec, ""
}

// tooLarge is GNU's refusal of a value with more than 18 digits.
func (o *numfmtOpts) tooLarge(val *big.Float, prec int) string {
	f, _ := val.Float64()
	if prec != 0 { // the precision of --format or of the input

		return fmt.Sprintf("value/precision too large to be printed: '%s/%d' (consider using --to)", gString(f), prec)
	}
	return fmt.Sprintf("value too large to be printed: '%s' (consider using --to)", gString(f))
}

// newLongDouble is a number with the 64-bit mantissa of the C long
// double GNU numfmt computes in, so that 19-digit integers stay exact.
func newLongDouble() *big.Float { return new(big.Float).SetPrec(64) }

// formatExact prints val with prec decimals, rounded as --round says, as
// GNU does without --to.
func (o *numfmtOpts) formatExact(val *big.Float, prec int) (string, string) {
	if prec > 18 {
		// Refused below whatever the digits; 10^prec is not worth computing.
		return "", o.tooLarge(val, prec)
	}
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(prec)), nil)
	w := newLongDouble().Mul(val, new(big.Float).SetInt(scale))
	t, _ := w.Int(nil)
	frac := newLongDouble().Sub(w, new(big.Float).SetInt(t))
	sign := int64(w.Sign())
	step := int64(0)
	switch o.round {
	case "up":
		if frac.Sign() > 0 {
			step = 1
		}
	case "down":
		if frac.Sign() < 0 {
			step = -1
		}
	case "from-zero":
		if frac.Sign() != 0 {
			step = sign
		}
	case "nearest":
		if f, _ := frac.Float64(); math.Abs(f) >= 0.5 {
			step = sign
		}
	}
	t.Add(t, big.NewInt(step))
	digits := new(big.Int).Abs(t).String()
	// GNU refuses more than 18 digits after the first.
	if max(len(digits)-prec, 1)-1+prec > 18 {
		return "", o.tooLarge(val, prec)
	}
	if prec > 0 {
		if len(digits) <= prec {
			digits = strings.Repeat("0", prec-len(digits)+1) + digits
		}
		digits = digits[:len(digits)-prec] + "." + digits[len(digits)-prec:]
	}
	if t.Sign() < 0 {
		digits = "-" + digits
	}
	return digits, ""
}

// numfmtRound rounds v (a long double) to an integer as --round says,
// as GNU's simple_round does: the multiple of INTMAX_MAX taken out
// first, the rest rounded through intmax_t, the multiple added back, each
// step in long double.
func (o *numfmtOpts) numfmtRound(v *big.Float) *big.Float {
	imax := newLongDouble().SetInt64(math.MaxInt64)
	mul, _ := newLongDouble().Quo(v, imax).Int(nil)
	part := newLongDouble().Mul(imax, newLongDouble().SetInt(mul))
	rest := newLongDouble().Sub(v, part)
	if o.round == "nearest" {
		half := newLongDouble().SetFloat64(0.5)
		if rest.Sign() < 0 {
			half.Neg(half)
		}
		rest.Add(rest, half)
	}
	t, acc := rest.Int(nil) // toward zero, as the conversion to intmax_t
	if acc != big.Exact {
		switch {
		case o.round == "up" && rest.Sign() > 0, o.round == "from-zero" && rest.Sign() > 0:
			t.Add(t, big.NewInt(1))
		case o.round == "down" && rest.Sign() < 0, o.round == "from-zero" && rest.Sign() < 0:
			t.Sub(t, big.NewInt(1))
		}
	}
	return part.Add(part, newLongDouble().SetInt(t))
}

// format is GNU numfmt's double_to_human, in long double arithmetic
// (64-bit mantissas: 99999999999999999999999999 stays below 10^26 and
// prints as 100Y, where a double rounds it up to 101Y).
func (o *numfmtOpts) format(v *big.Float, prec int) (string, string) {
	base := newLongDouble().SetInt64(1000)
	if o.to != "si" {
		base.SetInt64(1024)
	}
	abs := func(x *big.Float) *big.Float { return newLongDouble().Abs(x) }
	val := newLongDouble().Set(v)
	power := 0
	for abs(val).Cmp(base) >= 0 && power < len(numfmtPowers) {
		val.Quo(val, base)
		power++
	}
	if abs(val).Cmp(base) >= 0 {
		f, _ := val.Float64()
		return "", fmt.Sprintf("value too large to be printed: '%s' (cannot handle values > 999Y)", gString(f))
	}
	adjust := 0
	switch {
	case o.precision >= 0:
		adjust = min(power*3, o.precision)
	case abs(val).Cmp(newLongDouble().SetInt64(10)) < 0:
		adjust = 1
	}
	scale := numfmtPow10(adjust)
	val.Mul(val, scale)
	val = o.numfmtRound(val)
	val.Quo(val, scale)
	if abs(val).Cmp(base) >= 0 {
		val.Quo(val, base)
		power++
	}
	digits := 0
	switch {
	case o.precision >= 0:
		digits = o.precision
	case val.Sign() != 0 && abs(val).Cmp(newLongDouble().SetInt64(10)) < 0 && power > 0:
		digits = 1
	}
	s := val.Text('f', digits)
	if power > 0 {
		s += string(numfmtPowers[power-1])
		if o.to == "iec-i" {
			s += "i"
		}
	}
	return s, ""
}

// gString is C's %Lg.
func gString(v float64) string { return strconv.FormatFloat(v, 'g', 6, 64) }

// absInt is |n|; for the most negative int it stays negative, which
// no budget fits.
func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
