package commands

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "touch",
		Summary: "change file timestamps",
		Usage:   touchUsage,
		Run:     runTouch,
	})
}

const touchUsage = `Usage: touch [OPTION]... FILE...
Update the access and modification times of each FILE to the current time.

A FILE argument that does not exist is created empty, unless -c is
supplied.

Mandatory arguments to long options are mandatory for short options too.
  -a                     change only the access time
  -c, --no-create        do not create any files
  -d, --date=STRING      parse STRING and use it instead of current time
  -f                     (ignored)
  -h, --no-dereference   affect each symbolic link instead of any referenced
                         file (a link's own times; it creates no file)
  -m                     change only the modification time
  -r, --reference=FILE   use this file's times instead of current time
  -t STAMP               use [[CC]YY]MMDDhhmm[.ss] instead of current time
      --time=WORD        change the specified time:
                           WORD is access, atime, or use: equivalent to -a
                           WORD is modify or mtime: equivalent to -m
      --help        display this help and exit

Note that the -d and -t options accept different time-date formats.
STRING for -d may be: an ISO 8601 date and time ("2006-01-02",
"2006-01-02 15:04[:05[.frac]]", "2006-01-02T15:04:05Z", with an optional
"UTC", "Z" or +hh[:mm] zone), "@SECONDS", "now", "today", "yesterday",
"tomorrow", a month name date ("Jan 2 2006 [15:04]", "2 Jan 2006"), a day
of the week ("friday", "next mon", "last sunday"), each optionally followed
by relative items such as "1 day ago", "+2 hours", "next week", "last month".
`

func runTouch(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("touch")
	onlyA := f.Bool('a', "")
	noCreate := f.Bool('c', "no-create")
	date := f.String('d', "date", "")
	f.Bool('f', "")
	noDeref := f.Bool('h', "no-dereference")
	onlyM := f.Bool('m', "")
	ref := f.String('r', "reference", "")
	stamp := f.String('t', "", "")
	f.Func(0, "time", true, func(v string) error {
		switch v {
		case "access", "atime", "use":
			*onlyA = true
		case "modify", "mtime":
			*onlyM = true
		default:
			return fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s, %s, %s\n  - %s, %s\nTry '%s --help' for more information.",
				quoteArg(v), quoteArg("--time"), quoteArg("atime"), quoteArg("access"), quoteArg("use"), quoteArg("mtime"), quoteArg("modify"), inv.Args[0])
		}
		return nil
	})
	files, status, done := parseFlags(inv, f, touchUsage, 1)
	if done {
		return status
	}
	loc := strftime.Location(inv.Getenv("TZ"))
	now := inv.Now()
	atime, mtime := now, now
	// -h: the link itself, as lstat(2) and utimensat(2) with
	// AT_SYMLINK_NOFOLLOW see it, and the reference too.
	stat, chtimes := inv.FS.Stat, inv.FS.Chtimes
	if *noDeref {
		stat = inv.FS.Lstat
		chtimes = func(ctx context.Context, name string, atime, mtime time.Time) error {
			return vfs.Lchtimes(ctx, inv.FS, name, atime, mtime)
		}
	}
	if f.Seen("r") || f.Seen("reference") {
		fi, err := stat(ctx, inv.Path(*ref))
		if err != nil {
			errorf(inv, "failed to get attributes of %s: %s", quoteFile(*ref), vfs.Strerror(err))
			return 1
		}
		mtime = fi.ModTime()
		atime = mtime
		if st := vfs.Stat(fi); st != nil {
			atime = st.Atime
		}
	}
	if f.Seen("d") || f.Seen("date") {
		base := now
		if f.Seen("r") || f.Seen("reference") {
			base = mtime
		}
		t, ok := parseDate(*date, base, loc)
		if !ok {
			errorf(inv, "invalid date format %s", quoteArg(*date))
			return 1
		}
		atime, mtime = t, t
	}
	if f.Seen("t") {
		t, ok := parseTouchStamp(*stamp, now, loc)
		if !ok {
			errorf(inv, "invalid date format %s", quoteArg(*stamp))
			return 1
		}
		atime, mtime = t, t
	}
	if len(files) == 0 {
		errorf(inv, "missing file operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	if !*onlyA && !*onlyM {
		*onlyA, *onlyM = true, true
	}
	for _, name := range files {
		if ctx.Err() != nil {
			return 1
		}
		p := inv.Path(name)
		stat, chtimes := stat, chtimes
		if strings.HasSuffix(name, "/") {
			// A trailing slash resolves the link (inv.Path drops it).
			stat, chtimes = inv.FS.Stat, inv.FS.Chtimes
		}
		fi, err := stat(ctx, p)
		if serr := slashDirCheck(ctx, inv, name); serr != nil {
			// "file/." or "missing/.": open(2) fails; GNU words a
			// trailing slash, or -c (no open), as the utimensat(2) that
			// fails after it; -c ignores a missing file.
			if *noCreate && errors.Is(serr, fs.ErrNotExist) {
				continue
			}
			what := "cannot touch"
			if strings.HasSuffix(name, "/") || *noCreate {
				what = "setting times of"
			}
			errorf(inv, "%s %s: %s", what, quoteFile(name), vfs.Strerror(serr))
			status = 1
			continue
		}
		// A missing file is made; so is one under a non-directory, which
		// open(2) refuses (ENOTDIR: "cannot touch").
		if err != nil && (errors.Is(err, fs.ErrNotExist) || errors.Is(err, vfs.ErrNotDir) && !*noCreate) {
			if *noCreate {
				continue
			}
			if *noDeref {
				// GNU opens (creates) nothing under -h.
				errorf(inv, "setting times of %s: %s", quoteFile(name), vfs.Strerror(err))
				status = 1
				continue
			}
			fl, cerr := inv.FS.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE, fileMode(0o666&^inv.Umask))
			if cerr != nil {
				errorf(inv, "cannot touch %s: %s", quoteFile(name), vfs.Strerror(cerr))
				status = 1
				continue
			}
			fl.Close()
			fi, err = inv.FS.Stat(ctx, p)
		}
		if err != nil {
			errorf(inv, "setting times of %s: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			continue
		}
		// Keep the time that is not being changed.
		a, m := atime, mtime
		if !*onlyA {
			a = fi.ModTime()
			if st := vfs.Stat(fi); st != nil {
				a = st.Atime
			}
		}
		if !*onlyM {
			m = fi.ModTime()
		}
		if err := chtimes(ctx, p, a, m); err != nil {
			errorf(inv, "setting times of %s: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
		}
	}
	return status
}

// parseTouchStamp parses touch -t's [[CC]YY]MMDDhhmm[.ss].
func parseTouchStamp(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	main, secs, hasSecs := strings.Cut(s, ".")
	sec := 0
	if hasSecs {
		if len(secs) != 2 || !allDigits(secs) {
			return time.Time{}, false
		}
		sec, _ = strconv.Atoi(secs)
		if sec > 60 {
			return time.Time{}, false
		}
	}
	if !allDigits(main) {
		return time.Time{}, false
	}
	var year int
	switch len(main) {
	case 8:
		year = now.In(loc).Year()
	case 10:
		yy, _ := strconv.Atoi(main[:2])
		// POSIX: 69-99 are 1969-1999, 00-68 are 2000-2068.
		if yy >= 69 {
			year = 1900 + yy
		} else {
			year = 2000 + yy
		}
		main = main[2:]
	case 12:
		year, _ = strconv.Atoi(main[:4])
		main = main[4:]
	default:
		return time.Time{}, false
	}
	n := func(i int) int { v, _ := strconv.Atoi(main[i : i+2]); return v }
	mon, day, hh, mm := n(0), n(2), n(4), n(6)
	if mon < 1 || mon > 12 || day < 1 || day > 31 || hh > 23 || mm > 59 {
		return time.Time{}, false
	}
	t := time.Date(year, time.Month(mon), day, hh, mm, sec, 0, loc)
	if t.Day() != day {
		return time.Time{}, false
	}
	return t, true
}

func allDigits(s string) bool {
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

var dateMonths = map[string]time.Month{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
	"jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}

var dateUnits = map[string]time.Duration{
	"sec": time.Second, "second": time.Second, "min": time.Minute, "minute": time.Minute,
	"hour": time.Hour, "day": 24 * time.Hour, "week": 7 * 24 * time.Hour, "fortnight": 14 * 24 * time.Hour,
}

// parseDate parses the common forms of GNU's date strings (see touchUsage):
// a subset of parse_datetime, enough for scripts that set file times.
func parseDate(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "@") {
		secStr, frac, _ := strings.Cut(s[1:], ".")
		sec, err := strconv.ParseInt(secStr, 10, 64)
		if err != nil {
			return time.Time{}, false
		}
		ns := int64(0)
		if frac != "" {
			if !allDigits(frac) {
				return time.Time{}, false
			}
			frac = (frac + "000000000")[:9]
			ns, _ = strconv.ParseInt(frac, 10, 64)
		}
		return time.Unix(sec, ns), true
	}
	toks := dateTokens(strings.ToLower(s))
	t := now.In(loc)
	dateSet, timeSet := false, false
	var zone *time.Location
	y, mo, d := t.Date()
	hh, mi, ss, ns := t.Hour(), t.Minute(), t.Second(), t.Nanosecond()
	var rel struct {
		years, months int
		dur           time.Duration
	}
	var weekday *struct{ day, ord int }
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		switch {
		case isISODate(tok):
			p := strings.Split(tok, "-")
			y, _ = strconv.Atoi(p[0])
			m, _ := strconv.Atoi(p[1])
			mo = time.Month(m)
			d, _ = strconv.Atoi(p[2])
			dateSet = true
		case isClock(tok):
			var ok bool
			hh, mi, ss, ns, ok = parseClock(tok)
			if !ok {
				return time.Time{}, false
			}
			timeSet = true
		case tok == "utc" || tok == "z" || tok == "gmt":
			zone = time.UTC
		case (tok[0] == '+' || tok[0] == '-') && len(tok) > 1 && allDigits(strings.ReplaceAll(tok[1:], ":", "")) && timeSet && i > 0 && isClock(toks[i-1]):
			z := strings.ReplaceAll(tok[1:], ":", "")
			if len(z) <= 2 {
				z += "00"
			}
			if len(z) != 4 {
				return time.Time{}, false
			}
			h, _ := strconv.Atoi(z[:2])
			m, _ := strconv.Atoi(z[2:])
			off := h*3600 + m*60
			if tok[0] == '-' {
				off = -off
			}
			zone = time.FixedZone("", off)
		case tok == "now":
		case tok == "today":
		case tok == "yesterday":
			rel.dur -= 24 * time.Hour
		case tok == "tomorrow":
			rel.dur += 24 * time.Hour
		case tok == "ago":
			rel.years, rel.months, rel.dur = -rel.years, -rel.months, -rel.dur
		case dateMonthName(tok) != 0:
			// "Jan 2 [2006]" or "2 Jan [2006]" (the day was the previous token).
			mo = dateMonthName(tok)
			dateSet = true
			if i+1 < len(toks) && allDigits(toks[i+1]) && len(toks[i+1]) <= 2 {
				d, _ = strconv.Atoi(toks[i+1])
				i++
			}
			if i+1 < len(toks) && allDigits(toks[i+1]) && len(toks[i+1]) == 4 {
				y, _ = strconv.Atoi(toks[i+1])
				i++
			}
		case allDigits(tok) && len(tok) <= 2 && i+1 < len(toks) && dateMonthName(toks[i+1]) != 0:
			d, _ = strconv.Atoi(tok)
			mo = dateMonthName(toks[i+1])
			dateSet = true
			i++
			if i+1 < len(toks) && allDigits(toks[i+1]) && len(toks[i+1]) == 4 {
				y, _ = strconv.Atoi(toks[i+1])
				i++
			}
		case dateWeekday(tok) >= 0 || ((tok == "next" || tok == "last" || tok == "this") && i+1 < len(toks) && dateWeekday(toks[i+1]) >= 0):
			ord := 0
			switch tok {
			case "next":
				ord, i = 1, i+1
			case "last":
				ord, i = -1, i+1
			case "this":
				i++
			}
			wday, ord2 := dateWeekday(toks[i]), ord
			weekday = &struct{ day, ord int }{wday, ord2}
			dateSet = true
		case tok == "next" || tok == "last" || tok == "this" || isSignedInt(tok):
			n := 1
			switch tok {
			case "last":
				n = -1
			case "this":
				n = 0
			case "next":
			default:
				n, _ = strconv.Atoi(strings.TrimPrefix(tok, "+"))
			}
			if i+1 >= len(toks) {
				return time.Time{}, false
			}
			unit := strings.TrimSuffix(toks[i+1], "s")
			i++
			switch unit {
			case "year":
				rel.years += n
			case "month":
				rel.months += n
			default:
				u, ok := dateUnits[unit]
				if !ok {
					return time.Time{}, false
				}
				rel.dur += time.Duration(n) * u
			}
		default:
			return time.Time{}, false
		}
	}
	if dateSet && !timeSet {
		hh, mi, ss, ns = 0, 0, 0, 0
	}
	if zone == nil {
		zone = loc
	}
	if mo < 1 || mo > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	if weekday != nil {
		// As gnulib: the nearest such day from today (today counts),
		// "next" skips today, "last" goes back a week.
		w := int(time.Date(y, mo, d, 0, 0, 0, 0, zone).Weekday())
		add := (weekday.day - w + 7) % 7
		ord := weekday.ord
		if ord > 0 && w != weekday.day {
			ord--
		}
		d += add + 7*ord
	}
	res := time.Date(y, mo, d, hh, mi, ss, ns, zone)
	if weekday == nil && res.Day() != d {
		return time.Time{}, false
	}
	res = res.AddDate(rel.years, rel.months, 0).Add(rel.dur)
	return res, true
}

// dateTokens splits a date string on spaces and at a "T" between an ISO
// date and a time.
func dateTokens(s string) []string {
	var out []string
	for _, f := range strings.Fields(s) {
		if i := strings.IndexByte(f, 't'); i == 10 && isISODate(f[:10]) {
			out = append(out, f[:10])
			f = f[11:]
			if strings.HasSuffix(f, "z") {
				out = append(out, f[:len(f)-1], "z")
				continue
			}
			if j := strings.LastIndexAny(f, "+-"); j > 0 {
				out = append(out, f[:j], f[j:])
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

func isISODate(s string) bool {
	p := strings.Split(s, "-")
	return len(p) == 3 && len(p[0]) >= 1 && allDigits(p[0]) && allDigits(p[1]) && len(p[1]) <= 2 && allDigits(p[2]) && len(p[2]) <= 2
}

func isClock(s string) bool {
	h, rest, ok := strings.Cut(s, ":")
	return ok && allDigits(h) && len(h) <= 2 && rest != "" && (rest[0] >= '0' && rest[0] <= '9')
}

func parseClock(s string) (hh, mi, ss, ns int, ok bool) {
	p := strings.Split(s, ":")
	if len(p) < 2 || len(p) > 3 {
		return 0, 0, 0, 0, false
	}
	hh, _ = strconv.Atoi(p[0])
	if !allDigits(p[1]) {
		return 0, 0, 0, 0, false
	}
	mi, _ = strconv.Atoi(p[1])
	if len(p) == 3 {
		sec, frac, _ := strings.Cut(p[2], ".")
		if !allDigits(sec) || (frac != "" && !allDigits(frac)) {
			return 0, 0, 0, 0, false
		}
		ss, _ = strconv.Atoi(sec)
		if frac != "" {
			ns, _ = strconv.Atoi((frac + "000000000")[:9])
		}
	}
	return hh, mi, ss, ns, hh <= 24 && mi <= 59 && ss <= 60
}

func dateMonthName(s string) time.Month {
	if m, ok := dateMonths[s]; ok {
		return m
	}
	if len(s) > 3 {
		if m, ok := dateMonths[s[:3]]; ok && strings.HasPrefix(time.Month(m).String(), strings.ToUpper(s[:1])+s[1:]) {
			return m
		}
	}
	return 0
}

// dateWeekday returns 0-6 for a day name ("mon", "Monday,"), else -1.
func dateWeekday(s string) int {
	s = strings.TrimSuffix(s, ",")
	for i, n := range []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"} {
		if s == n || s == n[:3] || (len(s) > 3 && strings.HasPrefix(n, s)) || (n == "tuesday" && s == "tues") ||
			(n == "wednesday" && s == "wednes") || (n == "thursday" && (s == "thur" || s == "thurs")) {
			return i
		}
	}
	return -1
}

func isSignedInt(s string) bool {
	t := strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	return allDigits(t) && len(t) < 10
}
