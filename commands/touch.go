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

A FILE argument string of - is handled specially and causes touch to
change the times of the file associated with standard output (here a
stream without times: nothing is changed or made).

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
STRING for -d is read as date -d reads it (the same parser as GNU's
parse_datetime): ISO 8601 dates and times, "@SECONDS", month names, days
of the week, time zones, and relative items such as "1 day ago",
"+2 hours", "next week", "last month".
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
	explicit := f.Seen("r") || f.Seen("reference") || f.Seen("d") || f.Seen("date") || f.Seen("t")
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
		if name == "-" {
			// GNU touch changes the times of the file open on standard
			// output (futimens), and makes no file named -. The sandbox's
			// standard output is a stream with no times of its own.
			continue
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
			if !explicit {
				// A file made now has the time of its making, as
				// its directory has: a time taken before would make
				// it older than the directory (find -newer).
				continue
			}
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

// parseDate reads a date string as date -d does (GNU's touch -d,
// find -newermt and date -d share parse_datetime): now is what relative
// items count from.
func parseDate(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	t, err := parseDateString(s, now, loc)
	return t, err == nil
}
