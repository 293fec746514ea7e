// Package printf is bash's printf builtin as an engine: it is shared by the
// shell's printf builtin and the printf command. Formatting follows bash
// 5.2 and glibc: integer conversions work on 64-bit values, floating-point
// ones on x87 extended precision (64-bit mantissa) numbers as bash's long
// double does, and %(fmt)T uses strftime.
package printf

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/strftime"
)

// Options are the environment of a Format call.
type Options struct {
	// Now is the clock for %(fmt)T with argument -1 (or none); nil means
	// time.Now.
	Now func() time.Time
	// Start is the shell's start time, for %(fmt)T with argument -2; the
	// zero value means Now.
	Start time.Time
	// TZ is the TZ variable's value for %(fmt)T ("" is UTC).
	TZ string
	// MaxBytes caps the output (a width of 2^31 must not exhaust memory);
	// 0 means 16 MiB. Past the cap Format stops and reports a failure.
	MaxBytes int
	// Coreutils selects the dialect of GNU coreutils' printf program
	// instead of bash's builtin: its escapes (\c ends the output, bad \x
	// and \u are fatal), its messages ("‘abc’: expected a numeric value"),
	// %q in gnulib's quoting style, no %Q or %(fmt)T, strict flag checks,
	// and a warning for excess arguments.
	Coreutils bool
	// ByteLocale is the C locale of bash's printf: %q quotes each byte
	// past ASCII as octal ($'\303\251'), and 'c is the first byte's code.
	ByteLocale bool
	// AssignN is bash's %n: it sets the variable its argument names to
	// the bytes written so far by this pass of the format. It returns a
	// message for stderr (whole, without a "printf: " prefix; "" for
	// none) and whether the command stops there with status 1. nil: %n
	// is an invalid conversion (coreutils, which refuses it).
	AssignN func(name string, n int) (msg string, fatal bool)
}

const defaultMaxBytes = 16 << 20

// Format applies format to args the way bash's printf builtin does: the
// format is reused while args remain; missing args are "" or 0. It returns
// the output, diagnostics (one line each, "printf: abc: invalid number",
// without the caller's "bash: " prefix), and whether the exit status is 1
// (a bad number, an invalid conversion). %b's \c stops all output.
func Format(format string, args []string, opts Options) (out string, diags []string, failed bool) {
	out, ds, failed := FormatDiags(format, args, opts)
	for _, d := range ds {
		diags = append(diags, d.Msg)
	}
	return out, diags, failed
}

// Diag is a diagnostic of Format and the output's length when it was made:
// both programs write their messages as they happen, while the output
// waits in stdio's buffer (bash's line-buffered stdout keeps what follows
// the last newline; coreutils' error() flushes all of it first), which
// decides the order when both go to one stream.
type Diag struct {
	Msg string
	At  int
}

// FormatDiags is Format with each diagnostic's place in the output.
func FormatDiags(format string, args []string, opts Options) (out string, diags []Diag, failed bool) {
	st := &state{args: args, opts: opts, max: opts.MaxBytes, gnu: opts.Coreutils}
	if st.max <= 0 {
		st.max = defaultMaxBytes
	}
	pass := st.pass
	if st.gnu {
		pass = st.passGNU
	}
	for {
		before := st.next
		if !pass(format) {
			break
		}
		if st.next == before || st.next >= len(st.args) {
			break
		}
	}
	if st.gnu && !st.stopped && st.next < len(st.args) {
		st.diag("warning: ignoring excess arguments, starting with %s", quote(st.args[st.next]))
	}
	if st.exitZero {
		st.failed = false
	}
	if st.overflow {
		// close_stdout at exit, after \c's exit(0) too.
		st.diag("write error")
		st.failed = true
	}
	return st.out.String(), st.diags, st.failed
}

type state struct {
	args   []string
	next   int
	opts   Options
	out    strings.Builder
	diags  []Diag
	failed bool
	max    int
	// stopped is set by \c in %b and by fatal errors: no more output.
	stopped bool
	gnu     bool // coreutils dialect
	// exitZero: coreutils' \c exits with status 0 whatever came before.
	exitZero bool
	// overflow: a directive's width or precision was past INT_MAX
	// (coreutils: a write error at the end).
	overflow   bool
	overflowAt int // the output's length at the first such directive
	// raw disables backslash escapes in the format (seq -f).
	raw bool
	// preset, when set, is the value of every floating-point conversion.
	preset *big.Float
	// passStart is the output's length when the format's pass began
	// (%n counts from there, as bash's tw).
	passStart int
}

func (st *state) diag(format string, a ...any) {
	st.addDiag("printf: " + fmt.Sprintf(format, a...))
}

// addDiag records msg at the output's current length.
func (st *state) addDiag(msg string) {
	st.diags = append(st.diags, Diag{Msg: msg, At: st.out.Len()})
}

// room reports whether n more bytes fit under the cap; when not, it stops
// the output with a diagnostic.
func (st *state) room(n int) bool {
	if n >= 0 && st.out.Len()+n <= st.max {
		return true
	}
	if !st.stopped {
		st.diag("write error: output exceeds %d bytes", st.max)
	}
	st.failed, st.stopped = true, true
	return false
}

func (st *state) write(s string) {
	if st.room(len(s)) {
		st.out.WriteString(s)
	}
}

// arg returns the next argument and whether there was one.
func (st *state) arg() (string, bool) {
	if st.next >= len(st.args) {
		return "", false
	}
	st.next++
	return st.args[st.next-1], true
}

// directive is one parsed conversion specification.
type directive struct {
	minus, plus, space, zero, alt bool
	width                         int // -1 when none
	prec                          int // -1 when none
}

// pass runs the format once; it returns false when output must stop.
func (st *state) pass(format string) bool {
	st.passStart = st.out.Len()
	for i := 0; i < len(format); i++ {
		if st.stopped {
			return false
		}
		c := format[i]
		if c == '\\' {
			s, n, msg := escape(format[i+1:], false, st.opts.ByteLocale && !st.gnu)
			if msg != "" {
				st.diag("%s", msg)
			}
			st.write(s)
			i += n
			continue
		}
		if c != '%' {
			st.write(format[i : i+1])
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			st.write("%")
			i++
			continue
		}
		start := i
		d := directive{width: -1, prec: -1}
		i++
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				d.minus = true
			case '+':
				d.plus = true
			case ' ':
				d.space = true
			case '0':
				d.zero = true
			case '#':
				d.alt = true
			case '\'':
				// Thousands grouping: none in the C and C.UTF-8 locales.
			default:
				break flags
			}
		}
		if i < len(format) && format[i] == '*' {
			d.width = st.intArg()
			if d.width < 0 {
				d.minus = true
				d.width = -d.width
			}
			i++
		} else {
			d.width, i = digits(format, i)
		}
		if i < len(format) && format[i] == '.' {
			i++
			if i < len(format) && format[i] == '*' {
				d.prec = st.intArg()
				if d.prec < 0 {
					d.prec = -1
				}
				i++
			} else {
				d.prec, i = digits(format, i)
				if d.prec < 0 {
					d.prec = 0
				}
			}
		}
		for i < len(format) && strings.IndexByte("hjlLtz", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			st.diag("`%s': missing format character", format[start:])
			st.failed, st.stopped = true, true
			return false
		}
		conv := format[i]
		if conv == '(' {
			end, tfmt, ok := timeFormat(format, i)
			if !ok {
				bad := byte(0) // bash reads the string's terminating NUL
				if end < len(format) {
					bad = format[end]
				}
				st.diag("warning: `%c': invalid time format specification", bad)
				st.write("%")
				i = start
				continue
			}
			i = end
			st.time(d, tfmt)
			continue
		}
		if !st.convert(d, conv) {
			st.diag("`%c': invalid format character", conv)
			st.failed, st.stopped = true, true
			return false
		}
	}
	return !st.stopped
}

// digits parses a decimal field at s[i:]; it returns -1 when there is
// none. Huge values saturate (the output cap then stops them).
func digits(s string, i int) (int, int) {
	if i >= len(s) || s[i] < '0' || s[i] > '9' {
		return -1, i
	}
	n := 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if n < 1<<31 {
			n = n*10 + int(s[i]-'0')
		}
	}
	return n, i
}

// timeFormat parses "(fmt)T" at s[i]=='('; end is the index of the T (or of
// the offending character when ok is false).
func timeFormat(s string, i int) (end int, tfmt string, ok bool) {
	depth := 0
	j := i
	for ; j < len(s); j++ {
		if s[j] == '(' {
			depth++
		} else if s[j] == ')' {
			depth--
			if depth == 0 {
				break
			}
		}
	}
	tfmt = s[i+1 : min(j, len(s))]
	end = j + 1
	if end >= len(s) {
		return len(s), "", false
	}
	if s[end] != 'T' {
		return end, "", false
	}
	if tfmt == "" {
		tfmt = "%X"
	}
	return end, tfmt, true
}

// intArg reads a '*' width or precision: an int, saturating with a
// warning like bash's getint.
func (st *state) intArg() int {
	a, ok := st.arg()
	if !ok {
		return 0
	}
	v := st.toInt(a)
	if v > 1<<31-1 {
		st.diag("warning: %s: %s", a, errRange)
		return 1<<31 - 1
	}
	if v < -1<<31 {
		st.diag("warning: %s: %s", a, errRange)
		return -1 << 31
	}
	return int(v)
}

const errRange = "Numerical result out of range"

// convert performs one conversion; it returns false for an unknown
// conversion character.
func (st *state) convert(d directive, conv byte) bool {
	switch conv {
	case 's':
		a, _ := st.arg()
		st.str(d, a)
	case 'n':
		if st.opts.AssignN == nil {
			return false
		}
		// An empty or missing name assigns nothing.
		if a, _ := st.arg(); a != "" {
			msg, fatal := st.opts.AssignN(a, st.out.Len()-st.passStart)
			if msg != "" {
				st.addDiag(msg)
			}
			if fatal {
				st.failed, st.stopped = true, true
			}
		}
	case 'b':
		a, _ := st.arg()
		s, stop := expandB(a, st)
		st.str(d, s)
		if stop {
			// bash returns success after \c, whatever failed before.
			st.stopped, st.exitZero = true, true
		}
	case 'q':
		a, _ := st.arg()
		st.str(d, shellQuote(a, st.opts.ByteLocale))
	case 'Q':
		a, _ := st.arg()
		if d.prec >= 0 && d.prec < len(a) {
			a = a[:d.prec]
		}
		d.prec = -1
		st.str(d, shellQuote(a, st.opts.ByteLocale))
	case 'c':
		a, _ := st.arg()
		ch := "\x00"
		if a != "" {
			ch = a[:1]
		}
		d.prec = -1
		st.str(d, ch)
	case 'd', 'i':
		a, ok := st.arg()
		var v int64
		if ok {
			v = st.toInt(a)
		}
		neg := v < 0
		u := uint64(v)
		if neg {
			u = -u
		}
		st.integer(d, conv, u, neg)
	case 'o', 'u', 'x', 'X':
		a, ok := st.arg()
		var v uint64
		if ok {
			v = st.toUint(a)
		}
		st.integer(d, conv, v, false)
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		a, ok := st.arg()
		x := zeroFloat()
		if ok {
			x = st.toFloat(a)
		}
		st.float(d, conv, x)
	default:
		return false
	}
	return true
}

// str writes s with a width and a precision counted in bytes, as bash's
// printstr does; the 0 flag does not apply to strings.
func (st *state) str(d directive, s string) {
	if d.prec >= 0 && d.prec < len(s) {
		s = s[:d.prec]
	}
	st.pad(d, "", s, false)
}

// pad writes prefix+body padded to the directive's width: spaces on the
// left (or right with -), or zeros between prefix and body with zeroPad.
func (st *state) pad(d directive, prefix, body string, zeroPad bool) {
	n := len(prefix) + len(body)
	fill := 0
	if d.width > n {
		fill = d.width - n
	}
	if !st.room(n + fill) {
		return
	}
	switch {
	case fill == 0:
		st.out.WriteString(prefix)
		st.out.WriteString(body)
	case d.minus:
		st.out.WriteString(prefix)
		st.out.WriteString(body)
		st.out.WriteString(strings.Repeat(" ", fill))
	case zeroPad:
		st.out.WriteString(prefix)
		st.out.WriteString(strings.Repeat("0", fill))
		st.out.WriteString(body)
	default:
		st.out.WriteString(strings.Repeat(" ", fill))
		st.out.WriteString(prefix)
		st.out.WriteString(body)
	}
}

// integer formats an integer conversion as C's printf does.
func (st *state) integer(d directive, conv byte, u uint64, neg bool) {
	var body string
	switch conv {
	case 'o':
		body = strconv.FormatUint(u, 8)
	case 'x':
		body = strconv.FormatUint(u, 16)
	case 'X':
		body = strings.ToUpper(strconv.FormatUint(u, 16))
	default:
		body = strconv.FormatUint(u, 10)
	}
	if d.prec == 0 && u == 0 {
		body = ""
	}
	if d.prec > len(body) {
		if !st.room(d.prec) {
			return
		}
		body = strings.Repeat("0", d.prec-len(body)) + body
	}
	prefix := ""
	switch conv {
	case 'd', 'i':
		switch {
		case neg:
			prefix = "-"
		case d.plus:
			prefix = "+"
		case d.space:
			prefix = " "
		}
	case 'o':
		if d.alt && !strings.HasPrefix(body, "0") {
			body = "0" + body
		}
	case 'x', 'X':
		if d.alt && u != 0 {
			prefix = "0" + string(conv)
		}
	}
	st.pad(d, prefix, body, d.zero && !d.minus && d.prec < 0)
}

// time performs %(fmt)T.
func (st *state) time(d directive, layout string) {
	secs := int64(-1)
	if a, ok := st.arg(); ok {
		secs = st.toInt(a)
	}
	now := st.opts.Now
	if now == nil {
		now = time.Now
	}
	var t time.Time
	switch secs {
	case -1:
		t = now()
	case -2:
		t = st.opts.Start
		if t.IsZero() {
			t = now()
		}
	default:
		t = time.Unix(secs, 0)
	}
	loc := strftime.Location(st.opts.TZ)
	if y := int64(t.In(loc).Year()); y-1900 > 1<<31-1 || y-1900 < -1<<31 {
		// localtime fails (tm_year overflows); bash then uses the epoch.
		t = time.Unix(0, 0)
	}
	s := strftime.FormatLibc(layout, t.In(loc))
	if len(s) >= 128 {
		// bash formats into a 128-byte buffer; strftime fails past it.
		s = ""
	}
	st.str(d, s)
}

// toInt converts a numeric argument as bash's getintmax does: 'c and "c
// give the character's code; otherwise strtoimax with base 0, a
// diagnostic for trailing garbage (keeping the value converted so far) and
// a warning with saturation for overflow.
func (st *state) toInt(a string) int64 {
	if st.gnu && len(a) > 1 && (a[0] == '\'' || a[0] == '"') {
		return st.charConst(a)
	}
	if !st.gnu && a != "" && (a[0] == '\'' || a[0] == '"') {
		return st.charCode(a[1:])
	}
	v, rest, overflow := parseInt(a)
	st.checkNumber(a, rest, overflow)
	if overflow {
		if strings.HasPrefix(strings.TrimLeft(a, " \t\n\v\f\r"), "-") {
			return -1 << 63
		}
		return 1<<63 - 1
	}
	if v.neg {
		return -int64(v.mag)
	}
	return int64(v.mag)
}

// toUint is toInt for the unsigned conversions (strtoumax: "-1" wraps).
func (st *state) toUint(a string) uint64 {
	if st.gnu && len(a) > 1 && (a[0] == '\'' || a[0] == '"') {
		return uint64(st.charConst(a))
	}
	if !st.gnu && a != "" && (a[0] == '\'' || a[0] == '"') {
		return uint64(st.charCode(a[1:]))
	}
	v, rest, overflow := parseInt(a)
	st.checkNumber(a, rest, overflow && !v.signedOnly)
	if overflow && !v.signedOnly {
		return 1<<64 - 1
	}
	if v.neg {
		return -v.mag
	}
	return v.mag
}

func (st *state) checkNumber(a, rest string, overflow bool) {
	if st.gnu {
		switch {
		case overflow:
			st.diag("%s: %s", quote(a), errRange)
		case rest != "" && rest == a:
			st.diag("%s: expected a numeric value", quote(a))
		case rest != "":
			st.diag("%s: value not completely converted", quote(a))
		default:
			return
		}
		st.failed = true
		return
	}
	switch {
	case rest != "":
		msg := "invalid number"
		if len(a) > 1 && a[0] == '0' && a[1] >= '0' && a[1] <= '9' {
			msg = "invalid octal number"
		} else if len(a) > 1 && a[0] == '0' && a[1] == 'x' {
			msg = "invalid hex number"
		}
		st.diag("%s: %s", a, msg)
		st.failed = true
	case overflow:
		st.diag("warning: %s: %s", a, errRange)
	}
}

// charConst is coreutils' character constant: 'c or "c, with a warning
// for characters after the first.
func (st *state) charConst(a string) int64 {
	v := charCode(a[1:])
	_, size := utf8.DecodeRuneInString(a[1:])
	if v < 0x80 || size <= 1 {
		size = 1
	}
	if rest := a[1+size:]; rest != "" {
		st.diag("warning: %s: character(s) following character constant have been ignored", rest)
	}
	return v
}

func quote(s string) string { return QuoteLocale(s) }

// charCode is bash's character constant: the code of the first character
// of s, its first byte in the C locale.
func (st *state) charCode(s string) int64 {
	if st.opts.ByteLocale && s != "" {
		return int64(s[0])
	}
	return charCode(s)
}

// charCode is the code of the first character of s (UTF-8 aware; a byte
// that does not start a valid sequence counts as itself), 0 for "".
func charCode(s string) int64 {
	if s == "" {
		return 0
	}
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size <= 1 {
		return int64(s[0])
	}
	return int64(r)
}

// parsed is the result of a strtoimax-style parse.
type parsed struct {
	mag uint64
	neg bool
	// signedOnly: the magnitude fits in uint64 (so strtoumax does not
	// overflow) but not in int64.
	signedOnly bool
}

// parseInt parses the longest prefix of s that strtoimax accepts with base
// 0 and returns the unparsed rest (s itself when nothing was converted)
// and whether the value overflowed int64. signedOnly in the result tells
// strtoumax's view apart.
func parseInt(s string) (p parsed, rest string, overflow bool) {
	i := 0
	for i < len(s) && strings.IndexByte(" \t\n\v\f\r", s[i]) >= 0 {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		p.neg = s[i] == '-'
		i++
	}
	base := uint64(10)
	if i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && i+2 < len(s) && digitVal(s[i+2]) < 16 {
		base = 16
		i += 2
	} else if i < len(s) && s[i] == '0' {
		base = 8
	}
	start := i
	var mag uint64
	over64 := false
	for ; i < len(s); i++ {
		dv := digitVal(s[i])
		if dv >= base {
			break
		}
		if mag > (1<<64-1-dv)/base {
			over64 = true
		} else {
			mag = mag*base + dv
		}
	}
	if i == start {
		return parsed{}, s, false
	}
	p.mag = mag
	if over64 {
		return p, s[i:], true
	}
	limit := uint64(1<<63 - 1)
	if p.neg {
		limit = 1 << 63
	}
	if mag > limit {
		p.signedOnly = true
		return p, s[i:], true
	}
	return p, s[i:], false
}

func digitVal(c byte) uint64 {
	switch {
	case c >= '0' && c <= '9':
		return uint64(c - '0')
	case c >= 'a' && c <= 'z':
		return uint64(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return uint64(c-'A') + 10
	}
	return 99
}
