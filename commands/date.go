package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "date",
		Summary: "print the system date and time",
		Usage:   dateUsage,
		Run:     runDate,
	})
}

const dateUsage = `Usage: date [OPTION]... [+FORMAT]
Display date and time in the given FORMAT.
Setting the date (-s, or an MMDDhhmm[[CC]YY][.ss] operand) is refused in
the sandbox.

Mandatory arguments to long options are mandatory for short options too.
  -d, --date=STRING          display time described by STRING, not 'now'
      --debug                annotate the parsed date,
                              and warn about questionable usage to stderr
  -f, --file=DATEFILE        like --date; once for each line of DATEFILE
  -I[FMT], --iso-8601[=FMT]  output date/time in ISO 8601 format.
                               FMT='date' for date only (the default),
                               'hours', 'minutes', 'seconds', or 'ns'
                               for date and time to the indicated precision.
                               Example: 2006-08-14T02:34:56-06:00
  --resolution               output the available resolution of timestamps
                               Example: 0.000000001
  -R, --rfc-email            output date and time in RFC 5322 format.
                               Example: Mon, 14 Aug 2006 02:34:56 -0600
      --rfc-3339=FMT         output date/time in RFC 3339 format.
                               FMT='date', 'seconds', or 'ns'
                               for date and time to the indicated precision.
                               Example: 2006-08-14 02:34:56-06:00
  -r, --reference=FILE       display the last modification time of FILE
  -s, --set=STRING           set time described by STRING (refused)
  -u, --utc, --universal     print Coordinated Universal Time (UTC)
      --help        display this help and exit

The time zone is the TZ variable's (UTC when unset); zones come from the
IANA database built into the sandbox.

FORMAT controls the output.  Interpreted sequences are:

  %%   a literal %
  %a   locale's abbreviated weekday name (e.g., Sun)
  %A   locale's full weekday name (e.g., Sunday)
  %b   locale's abbreviated month name (e.g., Jan)
  %B   locale's full month name (e.g., January)
  %c   locale's date and time (e.g., Thu Mar  3 23:05:25 2005)
  %C   century; like %Y, except omit last two digits (e.g., 20)
  %d   day of month (e.g., 01)
  %D   date; same as %m/%d/%y
  %e   day of month, space padded; same as %_d
  %F   full date; like %+4Y-%m-%d
  %g   last two digits of year of ISO week number (see %G)
  %G   year of ISO week number (see %V); normally useful only with %V
  %h   same as %b
  %H   hour (00..23)
  %I   hour (01..12)
  %j   day of year (001..366)
  %k   hour, space padded ( 0..23); same as %_H
  %l   hour, space padded ( 1..12); same as %_I
  %m   month (01..12)
  %M   minute (00..59)
  %n   a newline
  %N   nanoseconds (000000000..999999999)
  %p   locale's equivalent of either AM or PM; blank if not known
  %P   like %p, but lower case
  %q   quarter of year (1..4)
  %r   locale's 12-hour clock time (e.g., 11:11:04 PM)
  %R   24-hour hour and minute; same as %H:%M
  %s   seconds since the Epoch (1970-01-01 00:00 UTC)
  %S   second (00..60)
  %t   a tab
  %T   time; same as %H:%M:%S
  %u   day of week (1..7); 1 is Monday
  %U   week number of year, with Sunday as first day of week (00..53)
  %V   ISO week number, with Monday as first day of week (01..53)
  %w   day of week (0..6); 0 is Sunday
  %W   week number of year, with Monday as first day of week (00..53)
  %x   locale's date representation (e.g., 12/31/99)
  %X   locale's time representation (e.g., 23:13:48)
  %y   last two digits of year (00..99)
  %Y   year
  %z   +hhmm numeric time zone (e.g., -0400)
  %:z  +hh:mm numeric time zone (e.g., -04:00)
  %::z  +hh:mm:ss numeric time zone (e.g., -04:00:00)
  %:::z  numeric time zone with : to necessary precision (e.g., -04, +05:30)
  %Z   alphabetic time zone abbreviation (e.g., EDT)

By default, date pads numeric fields with zeroes.
The following optional flags may follow '%':

  -  (hyphen) do not pad the field
  _  (underscore) pad with spaces
  0  (zero) pad with zeros
  +  pad with zeros, and put '+' before future years with >4 digits
  ^  use upper case if possible
  #  use opposite case if possible

After any flags comes an optional field width, as a decimal number;
then an optional modifier, which is either
E to use the locale's alternate representations if available, or
O to use the locale's alternate numeric symbols if available.

Examples:
Convert seconds since the Epoch (1970-01-01 UTC) to a date
  $ date --date='@2147483647'

Show the time on the west coast of the US
  $ TZ='America/Los_Angeles' date

Show the local time for 9AM next Friday on the west coast of the US
  $ date --date='TZ="America/Los_Angeles" 09:00 next Fri'
`

// dateFormats are the -I, --rfc-3339 and -R layouts.
var (
	dateISOFormats = sync.OnceValue(func() map[string]string {
		return map[string]string{
			"date":    "%Y-%m-%d",
			"hours":   "%Y-%m-%dT%H%:z",
			"minutes": "%Y-%m-%dT%H:%M%:z",
			"seconds": "%Y-%m-%dT%H:%M:%S%:z",
			"ns":      "%Y-%m-%dT%H:%M:%S,%N%:z",
		}
	})
	dateISOOrder     = []string{"hours", "minutes", "date", "seconds", "ns"}
	dateRFC3339Order = []string{"date", "seconds", "ns"}
	dateRFC3339      = sync.OnceValue(func() map[string]string {
		return map[string]string{
			"date":    "%Y-%m-%d",
			"seconds": "%Y-%m-%d %H:%M:%S%:z",
			"ns":      "%Y-%m-%d %H:%M:%S.%N%:z",
		}
	})
)

const dateDefaultFormat = "%a %b %e %H:%M:%S %Z %Y"

func runDate(ctx context.Context, inv *shell.Invocation) int {
	// -I takes an optional value only when attached (-Iseconds): rewrite
	// it into the long form the flag parser knows.
	args := make([]string, 0, len(inv.Args))
	args = append(args, inv.Args[0])
	for i, a := range inv.Args[1:] {
		if a == "--" {
			args = append(args, inv.Args[1+i:]...)
			break
		}
		if strings.HasPrefix(a, "-I") {
			if a == "-I" {
				a = "--iso-8601"
			} else {
				a = "--iso-8601=" + a[2:]
			}
		}
		args = append(args, a)
	}
	sub := *inv
	sub.Args = args
	f := newFlagSet("date")
	dateStr := f.String('d', "date", "")
	file := f.String('f', "file", "")
	iso := f.OptString("iso-8601", "date")
	resolution := f.Bool(0, "resolution")
	rfcEmail := f.Bool('R', "rfc-email")
	rfc := f.String(0, "rfc-3339", "")
	ref := f.String('r', "reference", "")
	set := f.String('s', "set", "")
	utc := f.Bool('u', "utc")
	debug := f.Bool(0, "debug")
	f.Func(0, "universal", false, func(string) error { *utc = true; return nil })
	ops, status, done := parseFlags(&sub, f, dateUsage, 1)
	if done {
		return status
	}
	usageFail := func(format string, a ...any) int {
		errorf(inv, format, a...)
		io.WriteString(inv.Stderr, "Try 'date --help' for more information.\n")
		return 1
	}

	// Output format: at most one of -I, -R, --rfc-3339, +FORMAT.
	var format string
	nformats := 0
	if f.Seen("iso-8601") {
		key, ok := dateArgmatch(*iso, dateISOOrder)
		if !ok {
			return dateBadArgument(inv, *iso, "--iso-8601", dateISOOrder)
		}
		format = dateISOFormats()[key]
		nformats++
	}
	if *rfcEmail {
		format = "%a, %d %b %Y %H:%M:%S %z"
		nformats++
	}
	if f.Seen("rfc-3339") {
		key, ok := dateArgmatch(*rfc, dateRFC3339Order)
		if !ok {
			return dateBadArgument(inv, *rfc, "--rfc-3339", dateRFC3339Order)
		}
		format = dateRFC3339()[key]
		nformats++
	}
	sources := 0
	for _, s := range []string{"date", "file", "reference", "resolution"} {
		if f.Seen(s) {
			sources++
		}
	}
	if sources > 1 {
		return usageFail("the options to specify dates for printing are mutually exclusive")
	}
	if f.Seen("set") && sources > 0 {
		return usageFail("the options to print and set the time may not be used together")
	}
	if len(ops) > 1 {
		return usageFail("extra operand %s", printf.QuoteLocale(ops[1]))
	}
	if len(ops) == 1 {
		if strings.HasPrefix(ops[0], "+") {
			if nformats > 0 {
				errorf(inv, "multiple output formats specified")
				return 1
			}
			format = ops[0][1:]
			nformats++
		} else if sources > 0 || f.Seen("set") {
			return usageFail("the argument %s lacks a leading '+';\n"+
				"when using an option to specify date(s), any non-option\n"+
				"argument must be a format string beginning with '+'", printf.QuoteLocale(ops[0]))
		}
	}
	if nformats > 1 {
		errorf(inv, "multiple output formats specified")
		return 1
	}
	if nformats == 0 {
		format = dateDefaultFormat
	}

	loc := strftime.Location(inv.Getenv("TZ"))
	var dbg *dateDebug
	if *debug {
		dbg = &dateDebug{w: inv.Stderr}
		dbg.tz, dbg.tzSet = inv.Env["TZ"]
	}
	if *utc {
		loc = time.FixedZone("UTC", 0)
		if dbg != nil {
			dbg.tz, dbg.tzSet = "UTC0", true // date -u sets TZ=UTC0
		}
	}
	now := time.Now
	if inv.Now != nil {
		now = inv.Now
	}
	out := bufio.NewWriter(inv.Stdout)
	show := func(t time.Time) bool {
		if dbg != nil {
			out.Flush()
			dbg.printf("output format: %s\n", printf.QuoteLocale(format))
		}
		_, err := out.WriteString(strftime.Format(format, t.In(loc)) + "\n")
		return err == nil
	}
	switch {
	case f.Seen("set"), len(ops) == 1 && !strings.HasPrefix(ops[0], "+"):
		// Setting the clock: the sandbox's clock is not ours to change. The
		// value is still checked first, as GNU does.
		if f.Seen("set") {
			if _, err := parseDateString(*set, now(), loc); err != nil {
				errorf(inv, "invalid date %s", printf.QuoteLocale(*set))
				return 1
			}
		} else if !dateValidSetOperand(ops[0]) {
			errorf(inv, "invalid date %s", printf.QuoteLocale(ops[0]))
			return 1
		}
		errorf(inv, "cannot set date: %s", "Operation not permitted")
		return 1
	case *resolution:
		io.WriteString(out, "0.000000001\n")
	case f.Seen("file"):
		status := dateFromFile(ctx, inv, *file, now(), loc, show, func() { out.Flush() }, dbg)
		if out.Flush() != nil {
			return 1
		}
		return status
	case f.Seen("reference"):
		fi, err := inv.FS.Stat(ctx, inv.Path(*ref))
		if err != nil {
			fileError(inv, *ref, err)
			return 1
		}
		show(fi.ModTime())
	case f.Seen("date"):
		t, err := parseDateDebug(*dateStr, now(), loc, dbg)
		if err != nil {
			errorf(inv, "invalid date %s", printf.QuoteLocale(*dateStr))
			return 1
		}
		show(t)
	default:
		show(now())
	}
	if out.Flush() != nil {
		return 1
	}
	return 0
}

// dateFromFile is date -f: one date per line ("-" is standard input).
func dateFromFile(ctx context.Context, inv *shell.Invocation, name string, now time.Time, loc *time.Location, show func(time.Time) bool, flush func(), dbg *dateDebug) int {
	r, closeFn, err := openInput(ctx, inv, name)
	if err != nil {
		fileError(inv, name, err)
		return 1
	}
	defer closeFn()
	status := 0
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	nl := false // the line ended with a newline, which GNU parses with it
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanLines(data, atEOF)
		nl = adv > len(tok)
		return adv, tok, err
	})
	for sc.Scan() {
		if ctx.Err() != nil {
			return 1
		}
		line := sc.Text()
		in := line
		if nl && dbg != nil {
			in += "\n" // --debug's "stopped at" shows it
		}
		t, err := parseDateDebug(in, now, loc, dbg)
		if err != nil {
			// GNU's dates of the lines before are out by then (2>&1
			// shows them first).
			flush()
			errorf(inv, "invalid date %s", printf.QuoteLocale(line))
			status = 1
			continue
		}
		if !show(t) {
			return 1
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			errorf(inv, "%s: line too long", name)
		} else {
			fileError(inv, name, err)
		}
		return 1
	}
	return status
}

// dateValidSetOperand checks date's MMDDhhmm[[CC]YY][.ss] operand syntax.
func dateValidSetOperand(s string) bool {
	digits, secs, hasSecs := strings.Cut(s, ".")
	if hasSecs && (len(secs) != 2 || !seqAllDigits(secs)) {
		return false
	}
	if !seqAllDigits(digits) || (len(digits) != 8 && len(digits) != 10 && len(digits) != 12) {
		return false
	}
	v := func(i int) int { n, _ := strconv.Atoi(digits[i : i+2]); return n }
	return v(0) >= 1 && v(0) <= 12 && v(2) >= 1 && v(2) <= 31 && v(4) <= 23 && v(6) <= 59
}

// dateArgmatch finds val among choices by exact name or unique prefix, as
// gnulib's dateArgmatch does.
func dateArgmatch(val string, choices []string) (string, bool) {
	var found []string
	for _, c := range choices {
		if c == val {
			return c, true
		}
		if strings.HasPrefix(c, val) {
			found = append(found, c)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return "", false
}

// dateBadArgument prints gnulib's dateArgmatch failure message.
func dateBadArgument(inv *shell.Invocation, val, option string, choices []string) int {
	kind := "invalid"
	if _, ok := dateArgmatch(val, choices); !ok {
		n := 0
		for _, c := range choices {
			if strings.HasPrefix(c, val) {
				n++
			}
		}
		if n > 1 {
			kind = "ambiguous"
		}
	}
	errorf(inv, "%s argument %s for %s", kind, printf.QuoteLocale(val), printf.QuoteLocale(option))
	var b strings.Builder
	b.WriteString("Valid arguments are:\n")
	for _, c := range choices {
		b.WriteString("  - " + printf.QuoteLocale(c) + "\n")
	}
	b.WriteString("Try 'date --help' for more information.\n")
	io.WriteString(inv.Stderr, b.String())
	return 1
}

// What follows is date -d's parser, after gnulib's parse-datetime grammar:
// items (calendar dates, times of day, zones, days of the week, relative
// amounts, pure numbers) in any order, each at most once, evaluated
// against the current time in the local zone.

var errDateInvalid = errors.New("invalid date")

// dpTok is one lexical token of a date string.
type dpTok struct {
	kind   byte   // 'n' number, 'w' word, or the punctuation character
	sign   int    // for numbers: 0 unsigned, +1/-1 signed
	val    int64  // number value (magnitude)
	digits int    // number of digits
	frac   int64  // nanoseconds of a decimal fraction, -1 if none
	word   string // lowercased word, periods removed
	dotted bool   // the word had periods
	raw    string // a word as written (--debug's unknown word)
	end    int    // offset just past the token in the string
}

func dpLex(s string) ([]dpTok, error) {
	var toks []dpTok
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '(':
			// Comments nest, as in parse-datetime.
			depth := 0
			for ; i < len(s); i++ {
				if s[i] == '(' {
					depth++
				} else if s[i] == ')' {
					depth--
					if depth == 0 {
						i++
						break
					}
				}
			}
		case c >= '0' && c <= '9' || (c == '+' || c == '-'):
			sign := 0
			j := i
			if c == '+' || c == '-' {
				sign = 1
				if c == '-' {
					sign = -1
				}
				j++
				for j < len(s) && s[j] == ' ' {
					j++
				}
				if j >= len(s) || s[j] < '0' || s[j] > '9' {
					toks = append(toks, dpTok{kind: c, end: i + 1})
					i++
					continue
				}
			}
			t := dpTok{kind: 'n', sign: sign, frac: -1}
			for ; j < len(s) && s[j] >= '0' && s[j] <= '9'; j++ {
				if t.val < 1e15 {
					t.val = t.val*10 + int64(s[j]-'0')
				}
				t.digits++
			}
			if j+1 < len(s) && (s[j] == '.' || s[j] == ',') && s[j+1] >= '0' && s[j+1] <= '9' {
				j++
				var ns int64
				n := 0
				for ; j < len(s) && s[j] >= '0' && s[j] <= '9'; j++ {
					if n < 9 {
						ns = ns*10 + int64(s[j]-'0')
						n++
					}
				}
				for ; n < 9; n++ {
					ns *= 10
				}
				t.frac = ns
			}
			t.end = j
			toks = append(toks, t)
			i = j
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] == '.') {
				j++
			}
			w := strings.ToLower(s[i:j])
			t := dpTok{kind: 'w', word: strings.ReplaceAll(w, ".", ""), dotted: strings.Contains(w, "."), raw: s[i:j], end: j}
			if w == "a.m." || w == "p.m." {
				t.dotted = false
			}
			toks = append(toks, t)
			i = j
		default:
			toks = append(toks, dpTok{kind: c, end: i + 1})
			i++
		}
	}
	return toks, nil
}

// dpWord classifies a word as parse-datetime's lookup_word does.
type dpWord struct {
	kind byte // 'M' month, 'D' day, 'm' meridian, 'z' zone, 'Z' daylight zone, 'S' DST, 'u' unit, 'r' relative, 'o' ordinal, 'a' ago
	val  int  // month 1-12, weekday 0-6, am 0/pm 12, zone offset seconds, unit seconds or 'Y'/'M' marker, ordinal value
}

var (
	dpMonths = []string{"january", "february", "march", "april", "may", "june", "july",
		"august", "september", "october", "november", "december"}
	dpDays = []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}
	// dpZones is parse-datetime's time_zone_table (hours east of UTC,
	// in minutes); daylight zones include their extra hour.
	dpZones = sync.OnceValue(func() map[string]dpWord {
		return map[string]dpWord{
			"gmt": {'z', 0}, "ut": {'z', 0}, "utc": {'z', 0}, "wet": {'z', 0}, "west": {'Z', 0}, "bst": {'Z', 0},
			"art": {'z', -180}, "brt": {'z', -180}, "brst": {'Z', -180}, "nst": {'z', -210}, "ndt": {'Z', -210},
			"ast": {'z', -240}, "adt": {'Z', -240}, "clt": {'z', -240}, "clst": {'Z', -240},
			"est": {'z', -300}, "edt": {'Z', -300}, "cst": {'z', -360}, "cdt": {'Z', -360},
			"mst": {'z', -420}, "mdt": {'Z', -420}, "pst": {'z', -480}, "pdt": {'Z', -480},
			"akst": {'z', -540}, "akdt": {'Z', -540}, "hst": {'z', -600}, "hast": {'z', -600}, "hadt": {'Z', -600},
			"sst": {'z', -720}, "wat": {'z', 60}, "cet": {'z', 60}, "cest": {'Z', 60}, "met": {'z', 60},
			"mez": {'z', 60}, "mest": {'Z', 60}, "mesz": {'Z', 60}, "eet": {'z', 120}, "eest": {'Z', 120},
			"cat": {'z', 120}, "sast": {'z', 120}, "eat": {'z', 180}, "msk": {'z', 180}, "msd": {'Z', 180},
			"ist": {'z', 330}, "sgt": {'z', 480}, "kst": {'z', 540}, "jst": {'z', 540}, "gst": {'z', 600},
			"nzst": {'z', 720}, "nzdt": {'Z', 720},
		}
	})
	dpUnits = sync.OnceValue(func() map[string]dpWord {
		return map[string]dpWord{
			"year": {'u', 'Y'}, "month": {'u', 'M'}, "fortnight": {'u', 14 * 86400}, "week": {'u', 7 * 86400},
			"day": {'u', 86400}, "hour": {'u', 3600}, "minute": {'u', 60}, "min": {'u', 60},
			"second": {'u', 1}, "sec": {'u', 1},
		}
	})
	dpRelatives = sync.OnceValue(func() map[string]dpWord {
		return map[string]dpWord{
			"tomorrow": {'r', 1}, "yesterday": {'r', -1}, "today": {'r', 0}, "now": {'r', 0},
			"last": {'o', -1}, "this": {'o', 0}, "next": {'o', 1}, "first": {'o', 1}, "third": {'o', 3},
			"fourth": {'o', 4}, "fifth": {'o', 5}, "sixth": {'o', 6}, "seventh": {'o', 7}, "eighth": {'o', 8},
			"ninth": {'o', 9}, "tenth": {'o', 10}, "eleventh": {'o', 11}, "twelfth": {'o', 12}, "ago": {'a', 0},
		}
	})
)

func dpLookup(t dpTok, localZones map[string]bool) (dpWord, bool) {
	w := t.word
	if !t.dotted || w == "am" || w == "pm" {
		switch w {
		case "am":
			return dpWord{'m', 0}, true
		case "pm":
			return dpWord{'m', 12}, true
		}
	}
	if !t.dotted {
		abbrev := len(w) == 3
		for i, m := range dpMonths {
			if w == m || abbrev && strings.HasPrefix(m, w) {
				return dpWord{'M', i + 1}, true
			}
		}
		if w == "sept" {
			return dpWord{'M', 9}, true
		}
		for i, d := range dpDays {
			if w == d || abbrev && strings.HasPrefix(d, w) {
				return dpWord{'D', i}, true
			}
		}
		switch w {
		case "tues":
			return dpWord{'D', 2}, true
		case "wednes":
			return dpWord{'D', 3}, true
		case "thur", "thurs":
			return dpWord{'D', 4}, true
		}
	}
	if w == "gmt" || w == "ut" || w == "utc" {
		return dpWord{'z', 0}, true
	}
	// The local zone's own abbreviations come before the table: they
	// select standard or daylight time, which the result must be in.
	if dst, ok := localZones[w]; ok {
		if dst {
			return dpWord{'L', 1}, true
		}
		return dpWord{'L', 0}, true
	}
	if z, ok := dpZones()[w]; ok {
		return dpWord{z.kind, z.val * 60}, true
	}
	if t.dotted {
		return dpWord{}, false
	}
	if w == "dst" {
		return dpWord{'S', 3600}, true
	}
	if u, ok := dpUnits()[w]; ok {
		return u, true
	}
	if u, ok := dpUnits()[strings.TrimSuffix(w, "s")]; ok && strings.HasSuffix(w, "s") {
		return u, true
	}
	if r, ok := dpRelatives()[w]; ok {
		return r, true
	}
	if len(w) == 1 && w != "j" {
		// Military zones: a-i are +1..+9, k-m +10..+12, n-y -1..-12, z 0.
		c := int(w[0] - 'a')
		switch {
		case w == "z":
			return dpWord{'z', 0}, true
		case c < 9:
			return dpWord{'z', (c + 1) * 3600}, true
		case c < 13:
			return dpWord{'z', c * 3600}, true
		default:
			return dpWord{'z', -(c - 12) * 3600}, true
		}
	}
	return dpWord{}, false
}

// dpSpec is what parsing collected.
type dpSpec struct {
	datesSeen, timesSeen, daysSeen, zonesSeen int
	relSeen                                   bool
	year, month, day                          int64
	yearDigits                                int
	hour, minute, sec, nsec                   int64
	meridian                                  int // -1 24-hour, 0 am, 12 pm
	zone                                      int // seconds east of UTC
	dayOrdinal, dayNumber                     int64
	relYear, relMonth, relDay                 int64
	relSec, relNsec                           int64
	relHour, relMin, relS                     int64 // relSec's parts as GNU keeps them (--debug)
	yearSeen, ordinalSeen                     bool  // a number taken as the year; a day with an ordinal
	isoDate                                   bool  // last date item was YYYY-MM-DD
	localZone                                 int   // -1 none, 0 standard, 1 daylight
}

type dpParser struct {
	toks  []dpTok
	pos   int
	spec  dpSpec
	local map[string]bool
	// label names the item just parsed as parse-datetime's grammar does
	// ("date", "time", "relative", ...), for --debug; "" prints nothing.
	label    string
	datetime bool // a T joined the ISO date to the time that follows
	// unknownShown: the unknown word at pos was reported already (the
	// grammar's lexer meets it as the look-ahead of the item before).
	unknownShown bool
	dbg          *dateDebug
}

func (p *dpParser) peek(k int) dpTok {
	if p.pos+k < len(p.toks) {
		return p.toks[p.pos+k]
	}
	return dpTok{}
}

func (p *dpParser) word(k int) (dpWord, bool) {
	t := p.peek(k)
	if t.kind != 'w' {
		return dpWord{}, false
	}
	return dpLookup(t, p.local)
}

func dpIsNum(t dpTok) bool    { return t.kind == 'n' && t.frac < 0 }
func dpUnsigned(t dpTok) bool { return dpIsNum(t) && t.sign == 0 }
func dpSigned(t dpTok) bool   { return dpIsNum(t) && t.sign != 0 }
func (t dpTok) signed() int64 {
	if t.sign < 0 {
		return -t.val
	}
	return t.val
}

// parseDateString evaluates a date -d string at now in loc.
func parseDateString(s string, now time.Time, loc *time.Location) (time.Time, error) {
	return parseDateDebug(s, now, loc, nil)
}

// dateDebug writes date --debug's report of how a date string was read,
// as parse-datetime's debugging does.
type dateDebug struct {
	w io.Writer
	// tz is the TZ value the zone came from ("UTC0" for -u), tzSet
	// whether there was one, tzInString whether the string's TZ="..."
	// set it.
	tz                string
	tzSet, tzInString bool
	// What debug_print_current_time has shown of the parser's state.
	dates, year, times, days, local, zones bool
}

func (d *dateDebug) printf(format string, a ...any) {
	if d != nil {
		fmt.Fprintf(d.w, "date: "+format, a...)
	}
}

// dateZoneStr is parse-datetime's time_zone_str: +HH[:MM[:SS]].
func dateZoneStr(off int) string {
	sign := byte('+')
	if off < 0 {
		sign = '-'
		off = -off
	}
	s := fmt.Sprintf("%c%02d", sign, off/3600)
	if r := off % 3600; r != 0 {
		s += fmt.Sprintf(":%02d", r/60)
		if r%60 != 0 {
			s += fmt.Sprintf(":%02d", r%60)
		}
	}
	return s
}

// dateTM formats broken-down time as debug_strfdatetime does, with the
// string's zone when it named one.
func dateTM(y, mo, d, h, mi, sec int64, zone string) string {
	s := fmt.Sprintf("(Y-M-D) %04d-%02d-%02d %02d:%02d:%02d", y, mo, d, h, mi, sec)
	if zone != "" {
		s += " TZ=" + zone
	}
	return s
}

func dateTMOf(t time.Time, zone string) string {
	return dateTM(int64(t.Year()), int64(t.Month()), int64(t.Day()), int64(t.Hour()), int64(t.Minute()), int64(t.Second()), zone)
}

// dayStr is parse-datetime's str_days: the ordinal (when one was
// given) and the day's name.
func (sp *dpSpec) dayStr() string {
	ords := []string{"last", "this", "next/first", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"}
	days := []string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}
	s := ""
	if sp.ordinalSeen {
		if sp.dayOrdinal >= -1 && sp.dayOrdinal <= 12 {
			s = ords[sp.dayOrdinal+1]
		} else {
			s = strconv.FormatInt(sp.dayOrdinal, 10)
		}
	}
	if sp.dayNumber >= 0 && sp.dayNumber <= 6 {
		if s != "" {
			s += " "
		}
		s += days[sp.dayNumber]
	}
	return s
}

// current is debug_print_current_time: what the item changed.
func (d *dateDebug) current(label string, sp *dpSpec, nowYear int) {
	var b strings.Builder
	space := false
	sep := func() {
		if space {
			b.WriteByte(' ')
		}
		space = true
	}
	if sp.datesSeen > 0 && !d.dates {
		y := sp.year
		if sp.yearDigits == 0 {
			y = int64(nowYear)
		}
		fmt.Fprintf(&b, "(Y-M-D) %04d-%02d-%02d", y, sp.month, sp.day)
		d.dates, space = true, true
	}
	if sp.yearSeen != d.year {
		sep()
		fmt.Fprintf(&b, "year: %04d", sp.year)
		d.year = sp.yearSeen
	}
	if sp.timesSeen > 0 && !d.times {
		sep()
		fmt.Fprintf(&b, "%02d:%02d:%02d", sp.hour, sp.minute, sp.sec)
		if sp.nsec != 0 {
			fmt.Fprintf(&b, ".%09d", sp.nsec)
		}
		if sp.meridian == 12 {
			b.WriteString("pm")
		}
		d.times = true
	}
	if sp.daysSeen > 0 && !d.days {
		sep()
		fmt.Fprintf(&b, "%s (day ordinal=%d number=%d)", sp.dayStr(), sp.dayOrdinal, sp.dayNumber)
		d.days = true
	}
	if sp.localZone >= 0 && !d.local {
		sep()
		fmt.Fprintf(&b, "isdst=%d", sp.localZone)
		d.local = true
	}
	if sp.zonesSeen > 0 && sp.localZone < 0 && !d.zones {
		sep()
		b.WriteString("UTC" + dateZoneStr(sp.zone))
		d.zones = true
	}
	d.printf("parsed %s part: %s\n", label, b.String())
}

// rel is debug_print_relative_time: the relative items so far.
func (d *dateDebug) rel(sp *dpSpec) {
	var parts []string
	add := func(v int64, name string) {
		if v != 0 {
			parts = append(parts, fmt.Sprintf("%+d %s", v, name))
		}
	}
	add(sp.relYear, "year(s)")
	add(sp.relMonth, "month(s)")
	add(sp.relDay, "day(s)")
	add(sp.relHour, "hour(s)")
	add(sp.relMin, "minutes")
	add(sp.relS, "seconds")
	add(sp.relNsec, "nanoseconds")
	if len(parts) == 0 {
		d.printf("parsed relative part: today/this/now\n")
		return
	}
	d.printf("parsed relative part: %s\n", strings.Join(parts, " "))
}

// final reports the zone and the result, as parse_datetime ends.
func (d *dateDebug) final(t time.Time, loc *time.Location) {
	if d == nil {
		return
	}
	switch {
	case !d.tzSet:
		d.printf("timezone: system default\n")
	case d.tz == "UTC0":
		d.printf("timezone: Universal Time\n")
	default:
		d.printf("timezone: TZ=\"%s\" environment value\n", d.tz)
	}
	d.printf("final: %d.%09d (epoch-seconds)\n", t.Unix(), t.Nanosecond())
	d.printf("final: %s (UTC)\n", dateTMOf(t.UTC(), ""))
	lt := t.In(loc)
	_, off := lt.Zone()
	d.printf("final: %s (UTC%s)\n", dateTMOf(lt, ""), dateZoneStr(off))
}

// parseDateDebug is parseDateString reporting its steps to dbg (nil:
// silent).
func parseDateDebug(s string, now time.Time, loc *time.Location, dbg *dateDebug) (time.Time, error) {
	if dbg != nil {
		// Each string is reported afresh (date -f).
		dbg = &dateDebug{w: dbg.w, tz: dbg.tz, tzSet: dbg.tzSet}
	}
	// A leading TZ="ZONE" sets the zone for this string.
	if rest, ok := strings.CutPrefix(strings.TrimLeft(s, " \t"), `TZ="`); ok {
		end := strings.IndexByte(rest, '"')
		if end < 0 {
			return time.Time{}, errDateInvalid
		}
		loc = strftime.Location(rest[:end])
		if dbg != nil {
			dbg.tz, dbg.tzSet, dbg.tzInString = rest[:end], true, true
		}
		s = rest[end+1:]
	}
	toks, err := dpLex(s)
	if err != nil {
		return time.Time{}, err
	}
	failed := func(i int) {
		if dbg == nil {
			return
		}
		if i >= len(toks) {
			i = len(toks) - 1
		}
		if rest := s[toks[i].end:]; rest != "" {
			dbg.printf("error: parsing failed, stopped at '%s'\n", rest)
		} else {
			dbg.printf("error: parsing failed\n")
		}
	}
	if len(toks) > 0 && toks[0].kind == '@' {
		if len(toks) != 2 || toks[1].kind != 'n' {
			failed(1)
			return time.Time{}, errDateInvalid
		}
		t := toks[1]
		sec := t.signed()
		ns := max(t.frac, 0)
		if t.sign < 0 && ns > 0 {
			sec--
			ns = 1e9 - ns
		}
		r := time.Unix(sec, ns)
		dbg.printf("parsed number of seconds part: number of seconds: %d\n", sec)
		dbg.printf("input timezone: '@timespec' - always UTC\n")
		dbg.final(r, loc)
		return r, nil
	}
	p := &dpParser{toks: toks, local: dpLocalZones(now, loc), dbg: dbg}
	p.spec.meridian = -1
	p.spec.localZone = -1
	p.spec.dayOrdinal = 0
	// An item is reported once the token after it is read, as bison
	// reduces it on its look-ahead: an unknown word that follows is
	// reported first.
	held := ""
	flush := func() {
		switch held {
		case "":
		case "relative":
			dbg.rel(&p.spec)
		default:
			dbg.current(held, &p.spec, now.In(loc).Year())
		}
		held = ""
	}
	for p.pos < len(p.toks) {
		if t := p.toks[p.pos]; dbg != nil && held != "" && t.kind == 'w' {
			if _, ok := dpLookup(t, p.local); !ok {
				dbg.printf("error: unknown word '%s'\n", strings.ToUpper(t.raw))
				p.unknownShown = true
			}
		}
		if dbg != nil {
			flush()
		}
		p.label = ""
		if err := p.item(); err != nil {
			failed(p.pos)
			return time.Time{}, err
		}
		held = p.label
		if p.datetime && held == "time" {
			held, p.datetime = "datetime", false
		}
	}
	if dbg != nil {
		flush()
	}
	return p.spec.evaluate(now, loc, dbg)
}

// dpLocalZones maps the local zone's abbreviations (standard and
// daylight, as of this year) to whether they are daylight time.
func dpLocalZones(now time.Time, loc *time.Location) map[string]bool {
	m := map[string]bool{}
	y := now.In(loc).Year()
	for _, t := range []time.Time{time.Date(y, 1, 1, 0, 0, 0, 0, loc), time.Date(y, 7, 1, 0, 0, 0, 0, loc)} {
		name, _ := t.Zone()
		if name != "" && (name[0] < '0' || name[0] > '9') && name[0] != '+' && name[0] != '-' {
			m[strings.ToLower(name)] = t.IsDST()
		}
	}
	return m
}

// item parses one item at p.pos.
func (p *dpParser) item() error {
	sp := &p.spec
	t := p.peek(0)
	// The T of YYYY-MM-DDTHH:MM must follow the date directly and lead a
	// time; elsewhere "t" is the military zone.
	wasISO := sp.isoDate
	sp.isoDate = false
	switch t.kind {
	case 'n':
		return p.numberItem()
	case 'w':
		if t.word == "t" && wasISO {
			// The T of YYYY-MM-DDTHH:MM: a time must follow.
			if !dpUnsigned(p.peek(1)) || !(p.peek(2).kind == ':' || dpSigned(p.peek(2))) {
				return errDateInvalid
			}
			p.pos++
			p.datetime = true
			return nil
		}
		w, ok := p.word(0)
		if !ok {
			if !p.unknownShown {
				p.dbg.printf("error: unknown word '%s'\n", strings.ToUpper(t.raw))
			}
			return errDateInvalid
		}
		p.pos++
		switch w.kind {
		case 'L':
			sp.zonesSeen++
			sp.localZone = w.val
			p.label = "local_zone"
		case 'M':
			p.label = "date"
			return p.monthItem(w.val)
		case 'D':
			sp.daysSeen++
			sp.dayNumber = int64(w.val)
			p.label = "day"
			if p.peek(0).kind == ',' {
				p.pos++
			}
		case 'z', 'Z':
			sp.zonesSeen++
			p.label = "zone"
			sp.zone = w.val
			if w.kind == 'Z' {
				sp.zone += 3600
			} else if nw, ok := p.word(0); ok && nw.kind == 'S' && t.word != "t" {
				p.pos++
				sp.zone += 3600
			} else if n := p.peek(0); dpSigned(n) && t.word != "t" {
				// UTC+3, EST-0130, or "UTC -1 hour".
				if u, ok := p.word(1); ok && u.kind == 'u' {
					return nil
				}
				off, err := p.zoneOffset()
				if err != nil {
					return err
				}
				sp.zone += off
			}
		case 'u':
			return p.relUnit(1, w)
		case 'r':
			sp.relSeen = true
			sp.relDay += int64(w.val)
			p.label = "relative"
		case 'o':
			next, ok := p.word(0)
			if !ok {
				return errDateInvalid
			}
			p.pos++
			switch next.kind {
			case 'D':
				sp.daysSeen++
				sp.dayOrdinal = int64(w.val)
				sp.dayNumber = int64(next.val)
				sp.ordinalSeen = true
				p.label = "day"
			case 'u':
				return p.relUnit(int64(w.val), next)
			default:
				return errDateInvalid
			}
		default:
			return errDateInvalid
		}
		return nil
	}
	return errDateInvalid
}

// relUnit records n units and an optional following "ago".
func (p *dpParser) relUnit(n int64, u dpWord) error {
	sp := &p.spec
	if w, ok := p.word(0); ok && w.kind == 'a' {
		p.pos++
		n = -n
	}
	sp.relSeen = true
	p.label = "relative"
	switch u.val {
	case 'Y':
		sp.relYear += n
	case 'M':
		sp.relMonth += n
	default:
		if u.val%86400 == 0 {
			sp.relDay += n * int64(u.val/86400)
		} else {
			sp.relSec += n * int64(u.val)
			switch u.val {
			case 3600:
				sp.relHour += n
			case 60:
				sp.relMin += n
			default:
				sp.relS += n
			}
		}
	}
	return nil
}

// zoneOffset parses a numeric zone offset at p.pos: +HH, +HHMM, +HH:MM.
func (p *dpParser) zoneOffset() (int, error) {
	t := p.peek(0)
	p.pos++
	var mins int64
	if p.peek(0).kind == ':' && dpUnsigned(p.peek(1)) {
		m := p.peek(1)
		p.pos += 2
		if t.val > 24 || m.val > 59 {
			return 0, errDateInvalid
		}
		mins = t.val*60 + m.val
	} else {
		if t.digits <= 2 {
			mins = t.val * 60
		} else {
			mins = t.val/100*60 + t.val%100
		}
		if mins > 24*60 {
			return 0, errDateInvalid
		}
	}
	return int(t.sign) * int(mins) * 60, nil
}

// numberItem parses an item starting with a number.
func (p *dpParser) numberItem() error {
	sp := &p.spec
	t := p.peek(0)
	n1 := p.peek(1)
	// Relative amount: [+-]N unit [ago].
	if dpIsNum(t) {
		if w, ok := p.word(1); ok && w.kind == 'u' {
			p.pos += 2
			return p.relUnit(t.signed(), w)
		}
	} else if t.frac >= 0 {
		if w, ok := p.word(1); ok && w.kind == 'u' && w.val == 1 {
			// Fractional seconds: "1.5 seconds".
			p.pos += 2
			// A timespec as GNU reads it: -1.5 is -2 s + 0.5e9 ns;
			// ago negates both.
			sec, ns := t.val, t.frac
			if t.sign < 0 {
				sec, ns = -sec, -ns
				if ns < 0 {
					sec, ns = sec-1, ns+1e9
				}
			}
			if nw, ok := p.word(0); ok && nw.kind == 'a' {
				p.pos++
				sec, ns = -sec, -ns
			}
			sp.relSeen = true
			sp.relSec += sec
			sp.relS += sec
			sp.relNsec += ns
			p.label = "relative"
			return nil
		}
		return errDateInvalid
	}
	if !dpUnsigned(t) {
		return errDateInvalid
	}
	switch {
	case n1.kind == ':':
		p.label = "time"
		return p.timeItem()
	case n1.kind == '/':
		p.label = "date"
		// M/D, M/D/Y, or Y/M/D when the first has four digits.
		a, b := t, p.peek(2)
		if !dpUnsigned(b) {
			return errDateInvalid
		}
		p.pos += 3
		sp.datesSeen++
		sp.isoDate = false
		if p.peek(0).kind == '/' && dpUnsigned(p.peek(1)) {
			c := p.peek(1)
			p.pos += 2
			if a.digits >= 4 {
				p.dbg.printf("warning: value %d has %d digits. Assuming YYYY/MM/DD\n", a.val, a.digits)
				sp.year, sp.yearDigits, sp.month, sp.day = a.val, a.digits, b.val, c.val
			} else {
				p.dbg.printf("warning: value %d has less than 4 digits. Assuming MM/DD/YY[YY]\n", a.val)
				sp.month, sp.day, sp.year, sp.yearDigits = a.val, b.val, c.val, c.digits
			}
		} else {
			sp.month, sp.day = a.val, b.val
		}
		return nil
	case dpSigned(n1) && dpSigned(p.peek(2)):
		// YYYY-MM-DD: month and day are the negated numbers.
		if n1.sign > 0 || p.peek(2).sign > 0 {
			return errDateInvalid
		}
		p.pos += 3
		sp.datesSeen++
		sp.year, sp.yearDigits, sp.month, sp.day = t.val, t.digits, n1.val, p.peek(-1).val
		sp.isoDate = true
		p.label = "date"
		if w := p.peek(0); w.kind == 'w' && w.word == "t" {
			p.label = "" // printed with its time, as one datetime
		}
		return nil
	case n1.kind == '-' && p.peek(2).kind == 'w' && dpSigned(p.peek(3)) && p.peek(3).sign < 0:
		// 17-JUN-1992
		w, ok := p.word(2)
		if !ok || w.kind != 'M' {
			return errDateInvalid
		}
		y := p.peek(3)
		p.pos += 4
		p.label = "date"
		sp.datesSeen++
		sp.isoDate = false
		sp.day, sp.month, sp.year, sp.yearDigits = t.val, int64(w.val), y.val, y.digits
		return nil
	case n1.kind == 'w':
		w, ok := p.word(1)
		if ok && w.kind == 'm' {
			// 5pm
			p.pos += 2
			p.label = "time"
			sp.timesSeen++
			sp.hour, sp.minute, sp.sec, sp.nsec, sp.meridian = t.val, 0, 0, 0, w.val
			return nil
		}
		if ok && w.kind == 'M' {
			// 14 Nov [2023], 17-JUN-1992
			p.pos += 2
			p.label = "date"
			sp.datesSeen++
			sp.isoDate = false
			sp.day, sp.month = t.val, int64(w.val)
			if y := p.peek(0); dpSigned(y) {
				// 17-JUN-1992 (GNU takes "+1992" too)
				p.pos++
				sp.year, sp.yearDigits = y.val, y.digits
			} else if dpUnsigned(y) {
				// Even in "14 nov 10:20", as GNU's grammar does.
				p.pos++
				sp.year, sp.yearDigits = y.val, y.digits
			}
			return nil
		}
		if ok && w.kind == 'D' {
			// "2 monday": the second Monday from now.
			p.pos += 2
			p.label = "day"
			sp.ordinalSeen = true
			sp.daysSeen++
			sp.dayOrdinal, sp.dayNumber = t.val, int64(w.val)
			return nil
		}
	}
	if n1 := p.peek(1); dpSigned(n1) {
		if w, ok := p.word(2); ok && w.kind == 'u' {
			// "20 -1 day": a pure number, then a relative amount.
			p.pos++
			p.pureNumber(t)
			return nil
		}
		// "14 +3": hour 14 at UTC+3.
		p.pos++
		p.label = "time"
		off, err := p.zoneOffset()
		if err != nil {
			return err
		}
		sp.timesSeen++
		sp.zonesSeen++
		sp.zone = off
		sp.hour, sp.minute, sp.sec, sp.nsec, sp.meridian = t.val, 0, 0, 0, -1
		return nil
	}
	p.pos++
	p.pureNumber(t)
	return nil
}

// pureNumber is parse-datetime's digits_to_date_time: a year after a date,
// YYYYMMDD, or a time of day (H, HH, HMM, HHMM).
func (p *dpParser) pureNumber(t dpTok) {
	sp := &p.spec
	p.label = "number"
	if sp.datesSeen > 0 && sp.yearDigits == 0 && !sp.relSeen && (sp.timesSeen > 0 || t.digits > 2) {
		sp.year, sp.yearDigits = t.val, t.digits
		sp.yearSeen = true
		return
	}
	if t.digits > 4 {
		sp.datesSeen++
		sp.day, sp.month = t.val%100, t.val/100%100
		sp.year, sp.yearDigits = t.val/10000, t.digits-4
		return
	}
	sp.timesSeen++
	if t.digits <= 2 {
		sp.hour, sp.minute = t.val, 0
	} else {
		sp.hour, sp.minute = t.val/100, t.val%100
	}
	sp.sec, sp.nsec, sp.meridian = 0, 0, -1
}

// monthItem parses what follows a month name: Nov 14 [, 2023], JUN-17-1992.
func (p *dpParser) monthItem(month int) error {
	sp := &p.spec
	sp.datesSeen++
	sp.isoDate = false
	sp.month = int64(month)
	t := p.peek(0)
	switch {
	case dpSigned(t) && dpSigned(p.peek(1)):
		// JUN-17-1992: the day is the negated number, so "+17" is bad.
		if t.sign > 0 {
			return errDateInvalid
		}
		sp.day = t.val
		sp.year, sp.yearDigits = p.peek(1).val, p.peek(1).digits
		p.pos += 2
	case dpUnsigned(t) && p.peek(1).kind != ':':
		sp.day = t.val
		p.pos++
		if p.peek(0).kind == ',' && dpUnsigned(p.peek(1)) {
			sp.year, sp.yearDigits = p.peek(1).val, p.peek(1).digits
			p.pos += 2
		}
	default:
		return errDateInvalid
	}
	return nil
}

// timeItem parses HH:MM[:SS[.frac]] [am|pm] [+-zone].
func (p *dpParser) timeItem() error {
	sp := &p.spec
	h := p.peek(0)
	m := p.peek(2)
	if !dpUnsigned(m) {
		return errDateInvalid
	}
	p.pos += 3
	sp.timesSeen++
	sp.hour, sp.minute, sp.sec, sp.nsec, sp.meridian = h.val, m.val, 0, 0, -1
	if p.peek(0).kind == ':' {
		s := p.peek(1)
		if s.kind != 'n' || s.sign != 0 {
			return errDateInvalid
		}
		p.pos += 2
		sp.sec = s.val
		sp.nsec = max(s.frac, 0)
	}
	if w, ok := p.word(0); ok && w.kind == 'm' {
		p.pos++
		sp.meridian = w.val
	} else if dpSigned(p.peek(0)) {
		// A signed number after a time is its zone, even in "10:00 +3
		// days" (which is 10:00 at UTC+3, plus one day), as in GNU.
		off, err := p.zoneOffset()
		if err != nil {
			return err
		}
		sp.zonesSeen++
		sp.zone = off
	}
	return nil
}

// evaluate turns the collected items into an instant, as parse_datetime
// does: absolute fields over now, then the day of the week, then relative
// years/months/days (calendar), then relative seconds (absolute). dbg,
// when not nil, gets the report of each step.
func (sp *dpSpec) evaluate(now time.Time, loc *time.Location, dbg *dateDebug) (time.Time, error) {
	// Like parse-datetime, compute in the local zone and shift by the
	// named zone's offset at the end.
	zl := loc
	otherZone := sp.zonesSeen > 0 && sp.localZone < 0
	zoneStr := "" // the zone debug_strfdatetime adds
	if otherZone {
		zoneStr = dateZoneStr(sp.zone)
	}
	if dbg != nil {
		switch {
		case otherZone:
			dbg.printf("input timezone: parsed date/time string (%s)\n", zoneStr)
		case dbg.tzInString:
			dbg.printf("input timezone: TZ=\"%s\" in date string\n", dbg.tz)
		case dbg.tzSet && dbg.tz == "UTC0":
			dbg.printf("input timezone: TZ=\"UTC0\" environment value or -u\n")
		case dbg.tzSet:
			dst := ""
			if sp.localZone == 1 {
				dst = ", dst"
			}
			dbg.printf("input timezone: TZ=\"%s\" environment value%s\n", dbg.tz, dst)
		default:
			dbg.printf("input timezone: system default\n")
		}
	}
	if sp.datesSeen > 1 || sp.timesSeen > 1 || sp.daysSeen > 1 || sp.zonesSeen > 1 {
		if sp.timesSeen > 1 {
			dbg.printf("error: seen multiple time parts\n")
		}
		if sp.datesSeen > 1 {
			dbg.printf("error: seen multiple date parts\n")
		}
		if sp.daysSeen > 1 {
			dbg.printf("error: seen multiple days parts\n")
		}
		if sp.zonesSeen > 1 {
			dbg.printf("error: seen multiple time-zone parts\n")
		}
		return time.Time{}, errDateInvalid
	}
	// Missing fields come from now's wall clock in the local zone, even
	// when the string names another zone (as mktime sees them).
	local := now.In(loc)
	year, month, day := int64(local.Year()), int64(local.Month()), int64(local.Day())
	if sp.datesSeen > 0 {
		month, day = sp.month, sp.day
		if sp.yearDigits > 0 {
			year = sp.year
			if sp.yearDigits == 2 {
				if year < 69 {
					year += 2000
				} else {
					year += 1900
				}
				dbg.printf("warning: adjusting year value %d to %d\n", sp.year, year)
			}
		}
	}
	if year > 1e9 {
		dbg.printf("error: out-of-range year %d\n", year)
		dbg.printf("error: year, month, or day overflow\n")
		return time.Time{}, errDateInvalid
	}
	hour, minute, sec, nsec := int64(local.Hour()), int64(local.Minute()), int64(local.Second()), int64(local.Nanosecond())
	if sp.timesSeen > 0 || sp.relSeen && sp.datesSeen == 0 && sp.daysSeen == 0 {
		if sp.timesSeen > 0 {
			hour, minute, sec, nsec = sp.hour, sp.minute, sp.sec, sp.nsec
			bad := false
			switch sp.meridian {
			case 0, 12:
				if hour < 1 || hour > 12 {
					bad = true
				}
				hour = hour%12 + int64(sp.meridian)
			default:
				bad = hour > 23
			}
			if bad {
				mrd := map[int]string{0: "am", 12: "pm"}[sp.meridian]
				dbg.printf("error: invalid hour %d%s\n", sp.hour, mrd)
				return time.Time{}, errDateInvalid
			}
			dbg.printf("using specified time as starting value: '%02d:%02d:%02d'\n", hour, minute, sec)
		} else {
			dbg.printf("using current time as starting value: '%02d:%02d:%02d'\n", hour, minute, sec)
		}
	} else {
		hour, minute, sec, nsec = 0, 0, 0, 0
		dbg.printf("warning: using midnight as starting time: 00:00:00\n")
	}
	var t time.Time
	inRange := month >= 1 && month <= 12 && day >= 1 && day <= 31 && year <= 1e9 && minute <= 59 && sec <= 59
	if inRange {
		t = time.Date(int(year), time.Month(month), int(day), int(hour), int(minute), int(sec), int(nsec), zl)
	}
	if !inRange || t.Day() != int(day) || !otherZone && (t.Hour() != int(hour) || t.Minute() != int(minute)) {
		// 2023-02-30, or a local time skipped by a DST change: mktime
		// would normalise it, and parse-datetime rejects that.
		if dbg != nil && year <= 1e9 && month > -1e6 && month < 1e6 && day > -1e6 && day < 1e6 {
			n := time.Date(int(year), time.Month(month), int(day), int(hour), int(minute), int(sec), 0, zl)
			mark := func(eq bool, s string) string {
				if eq {
					return ""
				}
				return s
			}
			eqY, eqMo, eqD := int64(n.Year()) == year, int64(n.Month()) == month, int64(n.Day()) == day
			eqH, eqMi, eqS := int64(n.Hour()) == hour, int64(n.Minute()) == minute, int64(n.Second()) == sec
			dbg.printf("error: invalid date/time value:\n")
			dbg.printf("    user provided time: '%s'\n", dateTM(year, month, day, hour, minute, sec, zoneStr))
			dbg.printf("       normalized time: '%s'\n", dateTMOf(n, zoneStr))
			dbg.printf("%s\n", strings.TrimRight(fmt.Sprintf("                                 %4s %2s %2s %2s %2s %2s",
				mark(eqY, "----"), mark(eqMo, "--"), mark(eqD, "--"), mark(eqH, "--"), mark(eqMi, "--"), mark(eqS, "--")), " "))
			dbg.printf("     possible reasons:\n")
			if eqS && eqMi && !eqH && eqD && eqMo && eqY {
				dbg.printf("       non-existing due to daylight-saving time;\n")
			}
			if !eqD && !eqMo {
				dbg.printf("       invalid day/month combination;\n")
			}
			dbg.printf("       numeric values overflow;\n")
			if sp.zonesSeen > 0 && sp.localZone < 0 {
				dbg.printf("       incorrect timezone\n")
			} else {
				dbg.printf("       missing timezone\n")
			}
		}
		return time.Time{}, errDateInvalid
	}
	if want := sp.localZone == 1; sp.localZone >= 0 && t.IsDST() != want {
		// An ambiguous local time (the repeated hour of a change back)
		// may exist in the requested one of standard and daylight time.
		found := false
		for _, d := range []time.Duration{time.Hour, -time.Hour, 30 * time.Minute, -30 * time.Minute} {
			if u := t.Add(d); u.IsDST() == want && u.Hour() == t.Hour() && u.Minute() == t.Minute() {
				t, found = u, true
				break
			}
		}
		if !found {
			return time.Time{}, errDateInvalid
		}
	}
	if sp.daysSeen > 0 && sp.datesSeen == 0 {
		wday := int64(t.Weekday())
		incr := (sp.dayNumber-wday+7)%7 + 7*(sp.dayOrdinal)
		if sp.dayOrdinal > 0 && wday != sp.dayNumber {
			incr -= 7
		}
		t = t.AddDate(0, 0, int(incr))
		dbg.printf("new start date: '%s' is '%s'\n", sp.dayStr(), dateTMOf(t, zoneStr))
	}
	if sp.datesSeen == 0 && sp.daysSeen == 0 {
		dbg.printf("using current date as starting value: '(Y-M-D) %04d-%02d-%02d'\n", t.Year(), t.Month(), t.Day())
	}
	if sp.daysSeen > 0 && sp.datesSeen > 0 {
		dbg.printf("warning: day (%s) ignored when explicit dates are given\n", sp.dayStr())
	}
	dbg.printf("starting date/time: '%s'\n", dateTMOf(t, zoneStr))
	if sp.relYear != 0 || sp.relMonth != 0 || sp.relDay != 0 {
		if (sp.relYear != 0 || sp.relMonth != 0) && t.Day() != 15 {
			dbg.printf("warning: when adding relative months/years, it is recommended to specify the 15th of the months\n")
		}
		if sp.relDay != 0 && t.Hour() != 12 {
			dbg.printf("warning: when adding relative days, it is recommended to specify noon\n")
		}
		t0 := t
		// struct tm's int fields must hold the sums (tm_year counts
		// from 1900, tm_mon from 0).
		if y := int64(t.Year()) - 1900 + sp.relYear; y != int64(int32(y)) ||
			int64(t.Month())-1+sp.relMonth != int64(int32(int64(t.Month())-1+sp.relMonth)) ||
			int64(t.Day())+sp.relDay != int64(int32(int64(t.Day())+sp.relDay)) {
			dbg.printf("error: parse-datetime.y:2148\n")
			return time.Time{}, errDateInvalid
		}
		t = t.AddDate(int(sp.relYear), int(sp.relMonth), int(sp.relDay))
		keepDST := sp.datesSeen == 0 && sp.daysSeen == 0 && sp.timesSeen == 0 || sp.localZone >= 0
		if keepDST && t.IsDST() != t0.IsDST() {
			// Only relative items: mktime keeps now's DST flag, so the
			// wall clock is read in now's offset (10:25 EST + 6 months
			// is 11:25 EDT).
			_, off0 := t0.Zone()
			_, off := t.Zone()
			t = t.Add(time.Duration(off-off0) * time.Second)
		}
		if dbg != nil {
			dbg.printf("after date adjustment (%+d years, %+d months, %+d days),\n", sp.relYear, sp.relMonth, sp.relDay)
			dbg.printf("    new date/time = '%s'\n", dateTMOf(t, zoneStr))
			if keepDST && t.IsDST() != t0.IsDST() {
				dbg.printf("warning: daylight saving time changed after date adjustment\n")
			}
			y, m, d := int64(t0.Year())+sp.relYear, int64(t0.Month())+sp.relMonth, int64(t0.Day())+sp.relDay
			if (sp.relYear != 0 || sp.relMonth != 0) && int64(t.Day()) != d {
				dbg.printf("warning: month/year adjustment resulted in shifted dates:\n")
				dbg.printf("     adjusted Y M D: %04d %02d %02d\n", y, m, d)
				dbg.printf("   normalized Y M D: %04d %02d %02d\n", t.Year(), t.Month(), t.Day())
			}
		}
	}
	wall := t
	if otherZone {
		_, off := t.Zone()
		t = t.Add(time.Duration(off-sp.zone) * time.Second)
	}
	dbg.printf("'%s' = %d epoch-seconds\n", dateTMOf(wall, zoneStr), t.Unix())
	// Relative seconds are absolute; add them without overflowing a
	// Duration.
	secs := sp.relSec + sp.relNsec/1e9
	ns := int64(t.Nanosecond()) + sp.relNsec%1e9
	r := time.Unix(t.Unix()+secs, ns).In(t.Location())
	if sp.relHour != 0 || sp.relMin != 0 || sp.relS != 0 || sp.relNsec != 0 {
		dbg.printf("after time adjustment (%+d hours, %+d minutes, %+d seconds, %+d ns),\n", sp.relHour, sp.relMin, sp.relS, sp.relNsec)
		dbg.printf("    new time = %d epoch-seconds\n", r.Unix())
		if t.In(loc).IsDST() != r.In(loc).IsDST() {
			dbg.printf("warning: daylight saving time changed after time adjustment\n")
		}
	}
	dbg.final(r, loc)
	return r, nil
}
