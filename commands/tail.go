package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/vfs"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "tail",
		Summary: "output the last part of files",
		Usage:   tailUsage,
		Run:     runTail,
	})
}

const tailUsage = `Usage: tail [OPTION]... [FILE]...
Print the last 10 lines of each FILE to standard output.
With more than one FILE, precede each with a header giving the file name.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -c, --bytes=[+]NUM       output the last NUM bytes; or use -c +NUM to
                             output starting with byte NUM of each file
  -f, --follow[={name|descriptor}]
                           output appended data as the file grows;
                             an absent option argument means 'descriptor'
  -F                       same as --follow=name --retry
  -n, --lines=[+]NUM       output the last NUM lines, instead of the last 10;
                             or use -n +NUM to skip NUM-1 lines at the start
      --max-unchanged-stats=N
                           with --follow=name, reopen a FILE which has not
                             changed size after N (default 5) iterations
                             to see if it has been unlinked or renamed
                             (this is the usual case of rotated log files);
                             the sandbox looks at the name every iteration
      --pid=PID            with -f, terminate after process ID, PID dies
  -q, --quiet, --silent    never output headers giving file names
      --retry              keep trying to open a file if it is inaccessible
  -s, --sleep-interval=N   with -f, sleep for approximately N seconds
                             (default 1.0) between iterations;
                             with --pid=P, check process P at
                             least once every N seconds
  -v, --verbose            always output headers giving file names
  -z, --zero-terminated    line delimiter is NUL, not newline
      --help        display this help and exit

NUM may have a multiplier suffix:
b 512, kB 1000, K 1024, MB 1000*1000, M 1024*1024,
GB 1000*1000*1000, G 1024*1024*1024, and so on for T, P, E, Z, Y, R, Q.
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.

With --follow (-f), tail defaults to following the file descriptor, which
means that even if a tail'ed file is renamed, tail will continue to track
its end.  This default behavior is not desirable when you really want to
track the actual name of the file, not the file descriptor (e.g., log
rotation).  Use --follow=name in that case.  That causes tail to track the
named file in a way that accommodates renaming, removal and creation.

In the sandbox the files are polled (every -s seconds, at least 0.01);
what can append to them is a background job of the same turn, so tail
follows until the process of --pid (a job's $!) ends, or until timeout
or the turn's deadline stops it. Standard input is a pipe, which -f does
not follow.
`

func runTail(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("tail")
	spec := countSpec{n: 10}
	// A bad count ends the parsing where it is given, as in GNU.
	// GNU tail never forgets a '+': "-n +2 -n 1" counts from the start.
	fromStart := false
	fs.Func('c', "bytes", true, func(v string) error {
		if err := parseCount(inv, v, true, &spec); err != nil {
			return err
		}
		fromStart = fromStart || spec.plus
		spec.plus = fromStart
		return nil
	})
	fs.Func('n', "lines", true, func(v string) error {
		if err := parseCount(inv, v, false, &spec); err != nil {
			return err
		}
		fromStart = fromStart || spec.plus
		spec.plus = fromStart
		return nil
	})
	follow, byName := false, false
	fs.Func('f', "", false, func(string) error { follow, byName = true, false; return nil })
	fs.add(&flagDef{long: "follow", hasValue: true, optional: true, set: func(v string) error {
		follow, byName = true, false
		if v == "" {
			return nil
		}
		m, err := argMatch(v, "--follow", [][]string{{"descriptor"}, {"name"}})
		if err != nil {
			return fmt.Errorf("%w\nTry '%s --help' for more information.", err, inv.Args[0])
		}
		byName = m == "name"
		return nil
	}})
	retry := false
	fs.Func('F', "", false, func(string) error { follow, byName, retry = true, true, true; return nil })
	fs.Bool('q', "quiet")
	fs.add(&flagDef{long: "silent", set: func(string) error { return nil }})
	fs.Bool('v', "verbose")
	zero := fs.Bool('z', "zero-terminated")
	pid, pidSeen := 0, false
	fs.Func(0, "pid", true, func(v string) error {
		n, err := tailDecimal(v, math.MaxInt32)
		if err != nil {
			return fmt.Errorf("invalid PID: %s%w", quoteArg(v), err)
		}
		pid, pidSeen = int(n), true
		return nil
	})
	fs.Func(0, "retry", false, func(string) error { retry = true; return nil })
	sleep := time.Second
	fs.Func('s', "sleep-interval", true, func(v string) error {
		secs, ok := tailSeconds(v)
		if !ok {
			return fmt.Errorf("invalid number of seconds: %s", quoteArg(v))
		}
		sleep = time.Duration(math.MaxInt64)
		if secs < float64(math.MaxInt64/int64(time.Second)) {
			sleep = time.Duration(secs * float64(time.Second))
		}
		return nil
	})
	// The sandbox looks at a followed name at every poll, so the count
	// of unchanged stats between reopenings is checked and then moot.
	fs.Func(0, "max-unchanged-stats", true, func(v string) error {
		if _, err := tailDecimal(v, math.MaxUint64); err != nil {
			return fmt.Errorf("invalid maximum number of unchanged stats between opens: %s%w", quoteArg(v), err)
		}
		return nil
	})
	for d := '0'; d <= '9'; d++ {
		// A count like -5 anywhere but in the obsolete form.
		fs.Func(d, "", false, func(string) error {
			return &usageFail{fmt.Sprintf("option used in invalid context -- %c", d)}
		})
	}
	inv2 := *inv
	inv2.Args = tailObsolete(inv.Args)
	files, status, done := parseFlags(&inv2, fs, tailUsage, 1)
	if done {
		return status
	}
	if follow && byName && slices.Contains(files, "-") || follow && byName && len(files) == 0 {
		errorf(inv, "cannot follow %s by name", quoteFile("-"))
		return 1
	}
	switch {
	case retry && !follow:
		errorf(inv, "warning: --retry ignored; --retry is useful only when following")
	case retry && !byName:
		errorf(inv, "warning: --retry only effective for the initial open")
	}
	if pidSeen && !follow {
		errorf(inv, "warning: PID ignored; --pid=PID is useful only when following")
	}
	if spec.n == 0 && !spec.plus && !follow {
		// GNU tail reads nothing, not even to check the files exist,
		// when it will print nothing.
		return 0
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	if follow {
		headers := len(files) > 1
		for _, o := range fs.order {
			switch o {
			case "q", "quiet", "silent":
				headers = false
			case "v", "verbose":
				headers = true
			}
		}
		return tailForever(ctx, inv, files, spec, delim, tailFollowOpts{byName: byName, retry: retry, pid: pid,
			sleep: max(sleep, 10*time.Millisecond), headers: headers})
	}
	return copyParts(ctx, inv, files, fs.order, delim, func(r io.Reader, w io.Writer, delim byte) (rerr, werr error) {
		return tailCopy(r, w, spec, delim)
	})
}

// tailObsolete rewrites the obsolete count "-5", "+5", "-5c", "+2l", "-3b"
// (times 512 bytes) or "-5f" into -n/-c options. As in GNU tail, the form
// counts only as the sole option before at most one file ("tail -1 f",
// "tail -1 -- f"); elsewhere a digit option is an error.
func tailObsolete(args []string) []string {
	n := len(args)
	if !(n == 2 || n == 3 && !(len(args[2]) > 1 && args[2][0] == '-') || (n == 3 || n == 4) && args[2] == "--") {
		return args
	}
	a := args[1]
	if a == "" || a[0] != '+' && a[0] != '-' {
		return args
	}
	p := a[1:]
	if a[0] == '-' && (p == "" || p == "c") {
		return args // stdin, or -c wanting its value
	}
	digits := strings.TrimLeft(p, "0123456789")
	num, rest := p[:len(p)-len(digits)], digits
	opt := "-n"
	if rest != "" && strings.IndexByte("bcl", rest[0]) >= 0 {
		switch rest[0] {
		case 'b':
			opt = "-c"
			if num == "" {
				num = "10"
			}
			num += "b"
		case 'c':
			opt = "-c"
		}
		rest = rest[1:]
	}
	follow := rest == "f"
	if rest != "" && !follow {
		return args
	}
	if num == "" {
		num = "10"
	}
	if a[0] == '+' {
		num = "+" + num
	}
	out := []string{args[0], opt, num}
	if follow {
		out = append(out, "-f")
	}
	return append(out, args[2:]...)
}

// tailCopy copies the selected tail of r to w, holding at most the
// requested number of lines or bytes in memory.
func tailCopy(r io.Reader, w io.Writer, spec countSpec, delim byte) (rerr, werr error) {
	switch {
	case spec.plus && spec.bytes:
		if spec.n > 1 {
			if rerr, _ := copyData(io.Discard, r, spec.n-1); rerr != nil {
				return rerr, nil
			}
		}
		return copyData(w, r, -1)
	case spec.plus:
		lr := newLineReader(r, delim)
		for i := int64(1); i < spec.n; i++ {
			_, err := lr.next()
			if err == io.EOF {
				return nil, nil
			}
			if err != nil {
				return err, nil
			}
		}
		return copyData(w, lr.br, -1)
	case spec.bytes:
		if spec.n == 0 {
			return copyData(io.Discard, r, -1)
		}
		// Keep a window of the last n bytes, compacting when it doubles.
		var buf []byte
		chunk := make([]byte, 32<<10)
		for {
			k, err := r.Read(chunk)
			buf = append(buf, chunk[:k]...)
			if int64(len(buf)) > 2*spec.n+int64(len(chunk)) {
				buf = append(buf[:0], buf[int64(len(buf))-spec.n:]...)
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return err, nil
			}
		}
		if int64(len(buf)) > spec.n {
			buf = buf[int64(len(buf))-spec.n:]
		}
		_, werr := w.Write(buf)
		return nil, werr
	default:
		lr := newLineReader(r, delim)
		var ring [][]byte
		pos := 0
		for {
			line, err := lr.next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return err, nil
			}
			if spec.n == 0 {
				continue
			}
			if int64(len(ring)) < spec.n {
				ring = append(ring, append([]byte(nil), line...))
				continue
			}
			ring[pos] = append(ring[pos][:0], line...)
			pos = (pos + 1) % len(ring)
		}
		for i := range ring {
			if _, werr := w.Write(ring[(pos+i)%len(ring)]); werr != nil {
				return nil, werr
			}
		}
		return nil, nil
	}
}

// tailFollow is one operand of tail -f: the file it reads (nil when it is
// not open) and how far.
type tailFollow struct {
	name    string
	f       vfs.File
	pos     int64
	dev     uint64
	ino     uint64
	missing bool // following by name (or retrying): the name is not there now
	gone    bool // given up on
}

// tailFollowOpts are the options of following.
type tailFollowOpts struct {
	byName, retry bool
	pid           int
	sleep         time.Duration
	headers       bool
}

// tailForever prints the tail of each file, then what is appended to
// them, as GNU tail -f: until the process of --pid has ended (checked
// between polls, with a last read after), until no file is left, or
// until ctx ends (timeout, the turn's deadline). It polls every
// interval, sleeping on ctx, never spinning. Standard input is a pipe in
// the sandbox, which -f does not follow, as GNU tail.
func tailForever(ctx context.Context, inv *shell.Invocation, names []string, spec countSpec, delim byte, o tailFollowOpts) int {
	if len(names) == 0 {
		names = []string{"-"}
	}
	out := bufio.NewWriter(inv.Stdout)
	status := 0
	first := true
	var fl []*tailFollow
	for _, name := range names {
		if ctx.Err() != nil {
			return 1
		}
		if name == "-" {
			r := stdinReader(ctx, inv)
			if o.headers {
				if writeHeader(out, name, first) != nil {
					return 1
				}
				first = false
			}
			if rerr, werr := tailCopy(r, out, spec, delim); werr != nil {
				return 1
			} else if rerr != nil {
				errorf(inv, "error reading 'standard input': %s", vfs.Strerror(rerr))
				status = 1
			}
			continue
		}
		t := &tailFollow{name: name}
		fl = append(fl, t)
		f, err := vfs.Open(ctx, inv.FS, inv.Path(name))
		if err == nil && name == "" {
			err = vfs.ErrNotExist
		}
		if err != nil {
			errorf(inv, "cannot open %s for reading: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			t.missing, t.gone = o.retry, !o.retry
			continue
		}
		if o.headers {
			if writeHeader(out, name, first) != nil {
				f.Close()
				return 1
			}
			first = false
		}
		if !t.open(inv, f) {
			if out.Flush() != nil {
				return 1
			}
			errorf(inv, "error reading %s: %s", quoteFile(name), vfs.Strerror(vfs.ErrIsDir))
			errorf(inv, "%s: cannot follow end of this type of file; giving up on this name", quoteName(name))
			status = 1
			continue
		}
		if spec.n == 0 && !spec.plus {
			t.pos = t.size()
			continue
		}
		cr := &tailCounter{r: ctxReader{ctx, f}}
		rerr, werr := tailCopy(cr, out, spec, delim)
		if werr != nil {
			t.close()
			return 1
		}
		if rerr != nil {
			errorf(inv, "error reading %s: %s", quoteFile(name), vfs.Strerror(rerr))
			status = 1
		}
		t.pos = cr.n
	}
	defer func() {
		for _, t := range fl {
			t.close()
		}
	}()
	if out.Flush() != nil {
		return 1
	}
	if len(fl) == 0 {
		return status // only standard input, a pipe
	}
	prev := fl[len(fl)-1]
	buf := make([]byte, 32<<10)
	writerDead := false
	for {
		live := false
		for _, t := range fl {
			live = live || !t.gone
		}
		if !live {
			errorf(inv, "no files remaining")
			return 1
		}
		anyInput := false
		for _, t := range fl {
			if ctx.Err() != nil {
				return 1
			}
			if t.gone {
				continue
			}
			if o.byName || t.missing {
				t.recheck(ctx, inv, o)
			}
			if t.f == nil {
				continue
			}
			if fi, err := t.f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() < t.pos {
				if out.Flush() != nil {
					return 1
				}
				errorf(inv, "%s: file truncated", quoteName(t.name))
				t.pos = 0
			}
			for {
				n, err := t.f.ReadAt(buf, t.pos)
				if n > 0 {
					if o.headers && t != prev {
						if writeHeader(out, t.name, false) != nil {
							return 1
						}
					}
					prev, anyInput = t, true
					t.pos += int64(n)
					if _, err := out.Write(buf[:n]); err != nil {
						return 1
					}
				}
				if err != nil || n == 0 || ctx.Err() != nil {
					break
				}
			}
		}
		if out.Flush() != nil {
			return 1
		}
		if anyInput {
			continue
		}
		// As GNU: once the writer has ended, read the files once more.
		if writerDead {
			return status
		}
		writerDead = o.pid != 0 && !inv.Alive(o.pid)
		if writerDead {
			continue
		}
		timer := time.NewTimer(o.sleep)
		select {
		case <-ctx.Done():
			timer.Stop()
			return 1
		case <-timer.C:
		}
	}
}

// open starts following f, the file of t's name; false (and f closed)
// for a directory, whose end cannot be followed.
func (t *tailFollow) open(inv *shell.Invocation, f vfs.File) bool {
	fi, err := f.Stat()
	if err == nil && fi.IsDir() {
		f.Close()
		t.gone = true
		return false
	}
	t.f, t.pos, t.missing = f, 0, false
	if st := vfs.Stat(fi); err == nil && st != nil {
		t.dev, t.ino = st.Dev, st.Ino
	}
	return true
}

func (t *tailFollow) size() int64 {
	if fi, err := t.f.Stat(); err == nil {
		return fi.Size()
	}
	return 0
}

func (t *tailFollow) close() {
	if t.f != nil {
		t.f.Close()
		t.f = nil
	}
}

// recheck looks at t's name again (--follow=name, or --retry for a file
// not opened yet): gone, come back or replaced by another file, with
// GNU tail's messages.
func (t *tailFollow) recheck(ctx context.Context, inv *shell.Invocation, o tailFollowOpts) {
	p := inv.Path(t.name)
	fi, err := inv.FS.Stat(ctx, p)
	if err != nil {
		if t.f == nil {
			return
		}
		t.close()
		if o.retry {
			errorf(inv, "%s has become inaccessible: %s", quoteFile(t.name), vfs.Strerror(err))
			t.missing = true
		} else {
			errorf(inv, "%s: %s", quoteName(t.name), vfs.Strerror(err))
			t.gone = true
		}
		return
	}
	st := vfs.Stat(fi)
	if t.f != nil && (st == nil || st.Dev == t.dev && st.Ino == t.ino) {
		return
	}
	f, err := vfs.Open(ctx, inv.FS, p)
	if err != nil {
		return // not readable yet: the next poll tries again
	}
	what := "has appeared"
	if t.f != nil {
		what = "has been replaced"
	}
	t.close()
	if !t.open(inv, f) {
		errorf(inv, "%s has been replaced with an untailable file; giving up on this name", quoteFile(t.name))
		return
	}
	errorf(inv, "%s %s;  following new file", quoteFile(t.name), what)
}

// tailCounter counts the bytes read through it.
type tailCounter struct {
	r io.Reader
	n int64
}

func (c *tailCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// tailDecimal reads a decimal number as gnulib's xdectoumax: leading
// blanks and '+' allowed, nothing after the digits; past max it is
// EOVERFLOW's message (as the error's text, after the number).
func tailDecimal(v string, max uint64) (uint64, error) {
	d := strings.TrimLeft(v, " \t\n\v\f\r")
	d = strings.TrimPrefix(d, "+")
	if d == "" || strings.Trim(d, "0123456789") != "" {
		return 0, errors.New("")
	}
	n, err := strconv.ParseUint(d, 10, 64)
	if err != nil || n > max {
		return 0, errors.New(": Value too large for defined data type")
	}
	return n, nil
}

// tailSeconds reads -s as gnulib's xstrtod: strtod's syntax (decimal,
// hex, inf; leading blanks), nothing after it, no overflow, not
// negative or NaN.
func tailSeconds(v string) (float64, bool) {
	num := strings.TrimLeft(v, " \t\n\v\f\r")
	if num == "" || strings.ContainsAny(num, "_ \t") || strings.HasSuffix(strings.ToLower(num), "nan") {
		return 0, false
	}
	if lb := strings.ToLower(strings.TrimLeft(num, "+-")); strings.HasPrefix(lb, "0x") && !strings.Contains(lb, "p") {
		num += "p0" // strtod's hex floats need no exponent; Go's do
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || !(f >= 0) {
		return 0, false
	}
	return f, true
}
