package commands

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "du",
		Summary: "estimate file space usage",
		Usage:   duUsage,
		Run:     runDu,
	})
}

const duUsage = `Usage: du [OPTION]... [FILE]...
Summarize device usage of the set of FILEs, recursively for directories.

Mandatory arguments to long options are mandatory for short options too.
  -0, --null            end each output line with NUL, not newline
  -a, --all             write counts for all files, not just directories
      --apparent-size   print apparent sizes rather than device usage
  -b, --bytes           equivalent to '--apparent-size --block-size=1'
  -c, --total           produce a grand total
      --files0-from=F   summarize device usage of the
                          NUL-terminated file names specified in file F;
                          if F is -, then read names from standard input
  -d, --max-depth=N     print the total for a directory (or file, with --all)
                          only if it is N or fewer levels below the command
                          line argument;  --max-depth=0 is the same as
                          --summarize
  -D, --dereference-args  dereference only symlinks that are listed on the
                          command line
  -H                    equivalent to --dereference-args (-D)
  -h, --human-readable  print sizes in human readable format (e.g., 1K 234M 2G)
      --inodes          list inode usage information instead of block usage
      --si              like -h, but use powers of 1000 not 1024
  -B, --block-size=SIZE  scale sizes by SIZE before printing them; e.g.,
                           '-BM' prints sizes in units of 1,048,576 bytes
  -k                    like --block-size=1K
  -L, --dereference     dereference all symbolic links
  -l, --count-links     count sizes many times if hard linked
  -m                    like --block-size=1M
  -t, --threshold=SIZE  exclude entries smaller than SIZE if positive,
                          or entries greater than SIZE if negative
  -P, --no-dereference  don't follow any symbolic links (this is the default)
  -S, --separate-dirs   for directories do not include size of subdirectories
  -s, --summarize       display only a total for each argument
      --time            show time of the last modification of any file in the
                          directory, or any of its subdirectories
      --time=WORD       show time as WORD instead of modification time:
                          atime, access, use, ctime or status
      --time-style=STYLE  show times using STYLE, which can be:
                            full-iso, long-iso, iso, or +FORMAT;
                            FORMAT is interpreted like in 'date'
  -x, --one-file-system    skip directories on different file systems
  -X, --exclude-from=FILE  exclude files that match any pattern in FILE
      --exclude=PATTERN    exclude files that match PATTERN
      --help        display this help and exit

Sizes come from the sandbox's filesystem: a file uses its size rounded
up to 4 KiB blocks (as on ext4), a directory one 4 KiB block, a symbolic
link none. Directory entries are visited in name order.
`

type duOpts struct {
	all, apparent, human, deref bool
	unit                        int64
	maxDepth                    int // -1: unlimited
	eol                         byte
	seen                        map[uint64]bool
	exclude                     []string
	oneFS                       bool
	separate, countLinks, si    bool            // -S, -l, --si
	derefArgs                   bool            // -D/-H: operands only
	bs                          *blockSize      // -B/--block-size, when it came last
	threshold                   int64           // -t: skip smaller (or, negative, larger) entries
	mounts                      map[string]bool // mount points, for -x
	inodes                      bool            // --inodes: count entries
	hashAll                     bool            // count each file once
	timeKind                    byte            // --time: 'm', 'a' or 'c'; 0 without
	timeFormat                  string          // strftime format of --time
	loc                         *time.Location
}

func runDu(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("du")
	o := duOpts{unit: 1024, maxDepth: -1, eol: '\n', seen: map[uint64]bool{}}
	null := f.Bool('0', "null")
	all := f.Bool('a', "all")
	apparent := f.Bool(0, "apparent-size")
	f.Func('b', "bytes", false, func(string) error { o.apparent, o.unit, o.human, o.bs = true, 1, false, nil; return nil })
	total := f.Bool('c', "total")
	depthArg := f.String('d', "max-depth", "")
	f.Func('k', "", false, func(string) error { o.unit, o.human, o.bs = 1024, false, nil; return nil })
	f.Func('m', "", false, func(string) error { o.unit, o.human, o.bs = 1<<20, false, nil; return nil })
	var optErr string
	f.Func('B', "block-size", true, func(v string) error {
		b, ok := parseBlockSize(v)
		if !ok {
			optErr = blockSizeError(v, "--block-size")
		}
		o.bs, o.human = &b, false
		return nil
	})
	f.Func('t', "threshold", true, func(v string) error {
		n, ok := parseSize(strings.TrimPrefix(v, "-"), false)
		switch {
		case v == "-0": // du.c refuses a negative zero by the long name
			optErr = "invalid --threshold argument " + quoteFile(v)
		case !ok:
			optErr = "invalid --threshold argument " + quoteFile(v)
			if k := len(f.order); k > 0 && f.order[k-1] == "t" {
				optErr = "invalid -t argument " + quoteFile(v) // named as given
			}
		}
		if strings.HasPrefix(v, "-") {
			n = -n
		}
		o.threshold = n
		return nil
	})
	f.failed = func() bool { return optErr != "" }
	deref := f.Bool('L', "dereference")
	f.Func('P', "no-dereference", false, func(string) error { *deref, o.derefArgs = false, false; return nil })
	f.Func('D', "dereference-args", false, func(string) error { o.derefArgs = true; return nil })
	f.Func('H', "", false, func(string) error { o.derefArgs = true; return nil })
	f.Func('S', "separate-dirs", false, func(string) error { o.separate = true; return nil })
	f.Func('l', "count-links", false, func(string) error { o.countLinks = true; return nil })
	f.Func(0, "si", false, func(string) error { o.human, o.si, o.bs = true, true, nil; return nil })
	f.Func('h', "human-readable", false, func(string) error { o.human, o.si, o.bs = true, false, nil; return nil })
	excludeFrom := f.Strings('X', "exclude-from")
	summarize := f.Bool('s', "summarize")
	exclude := f.Strings(0, "exclude")
	oneFS := f.Bool('x', "one-file-system")
	files0 := f.String(0, "files0-from", "")
	inodes := f.Bool(0, "inodes")
	// --time's word is checked where it is given (GNU's XARGMATCH dies).
	f.Func(0, "time", true, func(v string) error {
		o.timeKind = 'm'
		if v == "" {
			return nil // --time alone (or --time=, which GNU finds ambiguous)
		}
		w, err := argMatch(v, "--time", [][]string{{"atime", "access", "use"}, {"ctime", "status"}})
		if err != nil {
			return &usageFail{err.Error() + "\nTry 'du --help' for more information."}
		}
		o.timeKind = w[0]
		return nil
	})
	f.long["time"].optional = true
	timeStyle := f.String(0, "time-style", "")
	ops, status, done := parseFlags(inv, f, duUsage, 1)
	if done {
		return status
	}
	if optErr != "" {
		if n := len(f.order); n > 0 && f.order[n-1] == "B" {
			optErr = strings.Replace(optErr, "--block-size", "-B", 1) // named as given
		}
		errorf(inv, "%s", optErr)
		return 1
	}
	o.all, o.deref, o.exclude, o.oneFS = *all, *deref, *exclude, *oneFS
	for _, name := range *excludeFrom {
		data, err := vfs.ReadFile(ctx, inv.FS, inv.Path(name))
		if err != nil {
			fileError(inv, name, err)
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		for _, l := range strings.Split(string(data), "\n") {
			if l != "" {
				o.exclude = append(o.exclude, l)
			}
		}
	}
	if o.oneFS {
		type mounter interface{ Mounts() []vfs.Mount }
		if mt, ok := inv.FS.(mounter); ok {
			o.mounts = map[string]bool{}
			for _, m := range mt.Mounts() {
				o.mounts[m.Path] = true
			}
		}
	}
	if *apparent {
		o.apparent = true
	}
	if *null {
		o.eol = 0
	}
	if f.Seen("d") {
		n, err := strconv.Atoi(*depthArg)
		if err != nil || n < 0 {
			operandError(inv, "invalid maximum depth %s", quoteArg(*depthArg))
			return 1
		}
		o.maxDepth = n
	}
	if *summarize && o.all {
		operandError(inv, "cannot both summarize and show all entries")
		return 1
	}
	if *summarize {
		if f.Seen("d") && o.maxDepth != 0 {
			operandError(inv, "warning: summarizing conflicts with --max-depth=%d", o.maxDepth)
			return 1
		}
		if f.Seen("d") {
			errorf(inv, "warning: summarizing is the same as using --max-depth=0")
		}
		o.maxDepth = 0
	}
	if *inodes {
		if o.apparent {
			errorf(inv, "warning: options --apparent-size and -b are ineffective with --inodes")
		}
		// Counts print as they are (or scaled by -h, --si).
		o.inodes, o.unit, o.bs = true, 1, nil
	}
	if o.timeKind != 0 {
		style := *timeStyle
		if !f.Seen("time-style") {
			// As ls: TIME_STYLE, "locale" ignored, posix- dropped, a
			// format cut at its first newline.
			style = inv.Getenv("TIME_STYLE")
			if style == "" || style == "locale" {
				style = "long-iso"
			} else if style[0] == '+' {
				style, _, _ = strings.Cut(style, "\n")
			} else {
				for strings.HasPrefix(style, "posix-") {
					style = style[len("posix-"):]
				}
			}
		}
		if strings.HasPrefix(style, "+") {
			o.timeFormat = style[1:]
		} else {
			s, err := argMatch(style, "time style", [][]string{{"full-iso"}, {"long-iso"}, {"iso"}})
			if err != nil {
				operandError(inv, "%s", err.Error())
				return 1
			}
			o.timeFormat = map[string]string{"full-iso": "%Y-%m-%d %H:%M:%S.%N %z", "long-iso": "%Y-%m-%d %H:%M", "iso": "%Y-%m-%d"}[s]
		}
		o.loc = strftime.Location(inv.Getenv("TZ"))
	}
	fromList := f.Seen("files0-from")
	if fromList {
		if len(ops) > 0 {
			errorf(inv, "extra operand %s\nfile operands cannot be combined with --files0-from", quoteArg(ops[0]))
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		var ok bool
		if ops, ok = readFiles0From(ctx, inv, *files0); !ok {
			return 1
		}
	} else if len(ops) == 0 {
		ops = []string{"."}
	}
	o.hashAll = len(ops) > 1 || o.deref || fromList
	w := bufio.NewWriter(inv.Stdout)
	var grand duTotal
	status = 0
	for i, op := range ops {
		if ctx.Err() != nil {
			return 1
		}
		if fromList && *files0 == "-" && op == "-" {
			w.Flush()
			errorf(inv, "when reading file names from stdin, no file name of %s allowed", quoteFile(op))
			status = 1
			continue
		}
		if op == "" {
			w.Flush()
			if fromList {
				errorf(inv, "%s:%d: invalid zero-length file name", quoteName(*files0), i+1)
			} else {
				errorf(inv, "invalid zero-length file name")
			}
			status = 1
			continue
		}
		t, ok := duWalk(ctx, inv, w, &o, op, inv.Path(op), 0, true)
		if !ok {
			status = 1
		}
		grand.add(t)
		if ctx.Err() != nil {
			return 1
		}
	}
	if *total {
		duPrint(w, &o, grand, "total")
	}
	if err := w.Flush(); err != nil {
		flushedWriteFailed(inv, err) // GNU flushes each line
		return 1
	}
	return status
}

// duTotal is what du adds up for an entry: its usage (bytes, or inodes
// with --inodes) and, for --time, the latest time in it.
type duTotal struct {
	size int64
	time time.Time
}

func (d *duTotal) add(o duTotal) {
	d.size += o.size
	if o.time.After(d.time) {
		d.time = o.time
	}
}

// duWalk returns the usage of name (shown as display) and everything below
// it, printing the lines deep enough to be shown.
func duWalk(ctx context.Context, inv *shell.Invocation, w *bufio.Writer, o *duOpts, display, name string, depth int, top bool) (duTotal, bool) {
	if ctx.Err() != nil {
		return duTotal{}, false
	}
	var fi fs.FileInfo
	var err error
	if o.deref || top && o.derefArgs {
		fi, err = inv.FS.Stat(ctx, name)
	} else {
		fi, err = inv.FS.Lstat(ctx, name)
	}
	if err != nil {
		w.Flush()
		errorf(inv, "cannot access %s: %s", quoteFile(display), vfs.Strerror(err))
		return duTotal{}, false
	}
	// A file with several links counts once, even when reached through
	// several operands; with several operands (or -L, or a list) every
	// file and directory does, as GNU hashes them all then; -l counts
	// every time.
	if st := vfs.Stat(fi); st != nil && !o.countLinks && (o.hashAll || fi.IsDir() || st.Nlink > 1) {
		if o.seen[st.Ino] {
			return duTotal{}, true
		}
		o.seen[st.Ino] = true
	}
	own := duTotal{size: duSize(fi, o.apparent), time: duTime(fi, o.timeKind)}
	if o.inodes {
		own.size = 1
	}
	all := own   // everything below, for the caller
	shown := own // with -S, without the subdirectories
	ok := true
	if fi.IsDir() {
		entries, err := inv.FS.ReadDir(ctx, name)
		if err != nil {
			w.Flush()
			errorf(inv, "cannot read directory %s: %s", quoteFile(display), vfs.Strerror(err))
			ok = false
		}
		for _, e := range entries {
			childDisplay := strings.TrimSuffix(display, "/") + "/" + e.Name()
			if display == "/" {
				childDisplay = "/" + e.Name()
			}
			if duExcluded(o.exclude, childDisplay) {
				continue
			}
			if o.oneFS && e.IsDir() && o.mounts[path.Join(name, e.Name())] {
				// Another file system is mounted here.
				continue
			}
			s, cok := duWalk(ctx, inv, w, o, childDisplay, path.Join(name, e.Name()), depth+1, false)
			all.add(s)
			if !o.separate || !e.IsDir() {
				shown.add(s)
			}
			ok = ok && cok
		}
	}
	if (top || fi.IsDir() || o.all) && (o.maxDepth < 0 || depth <= o.maxDepth) {
		if s := shown.size; o.threshold >= 0 && s >= o.threshold || o.threshold < 0 && s <= -o.threshold {
			duPrint(w, o, shown, display)
		}
	}
	return all, ok
}

// duTime is the time --time shows for one entry.
func duTime(fi fs.FileInfo, kind byte) time.Time {
	if st := vfs.Stat(fi); st != nil {
		switch kind {
		case 'a':
			return st.Atime
		case 'c':
			return st.Ctime
		}
	}
	return fi.ModTime()
}

// duSize is one entry's own usage in bytes: the backend's block count
// when it has one, else the size rounded up to 4 KiB.
func duSize(fi fs.FileInfo, apparent bool) int64 {
	if apparent {
		return fi.Size()
	}
	if st := vfs.Stat(fi); st != nil {
		return st.Blocks * 512
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return 0
	}
	return (fi.Size() + 4095) / 4096 * 4096
}

func duPrint(w *bufio.Writer, o *duOpts, t duTotal, name string) {
	size := t.size
	var s string
	if o.bs != nil {
		s = o.bs.format(uint64(max(size, 0)), 1)
	} else if o.human && o.si {
		s = humanCeilBase(size, 1000, "kMGTPEZYRQ")
	} else if o.human {
		s = humanCeil(size)
	} else {
		s = strconv.FormatInt((size+o.unit-1)/o.unit, 10)
	}
	w.WriteString(s + "\t")
	if o.timeKind != 0 {
		w.WriteString(strftime.Format(o.timeFormat, t.time.In(o.loc)) + "\t")
	}
	w.WriteString(name)
	w.WriteByte(o.eol)
}

// humanCeil formats a byte count as GNU's human_readable does for du and
// df -h: powers of 1024, rounded up, one decimal below 10.
func humanCeil(n int64) string { return humanCeilBase(n, 1024, "KMGTPEZYRQ") }

// humanCeilBase is humanCeil in powers of base (1000 for --si).
func humanCeilBase(n, base int64, units string) string {
	if n < base {
		return strconv.FormatInt(n, 10)
	}
	v := float64(n)
	for i := 0; i < len(units); i++ {
		v /= float64(base)
		if v < 10 {
			// Ceiling to one decimal, computed in integers to avoid
			// float rounding: tenths = ceil(n*10 / base^(i+1)); v < 10
			// is reached by E at the latest, so d fits.
			d := base
			for range i {
				d *= base
			}
			tenths := (n*10 + d - 1) / d
			if n > (1<<62)/10 {
				tenths = int64(v*10 + 0.999999)
			}
			if tenths < 100 {
				return fmt.Sprintf("%d.%d%c", tenths/10, tenths%10, units[i])
			}
			return fmt.Sprintf("10%c", units[i])
		}
		c := int64(v)
		if float64(c) < v {
			c++
		}
		if c < base {
			return fmt.Sprintf("%d%c", c, units[i])
		}
	}
	return fmt.Sprintf("%.0f%c", v, units[len(units)-1])
}

// duExcluded matches a path against --exclude patterns as gnulib's
// exclude does without EXCLUDE_ANCHORED: the whole path or any part of it
// after a slash.
func duExcluded(pats []string, p string) bool {
	for _, pat := range pats {
		for q := p; ; {
			if ok, _ := path.Match(pat, q); ok {
				return true
			}
			i := strings.IndexByte(q, '/')
			if i < 0 {
				break
			}
			q = q[i+1:]
		}
	}
	return false
}
