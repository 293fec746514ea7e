package commands

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "ls",
		Summary: "list directory contents",
		Usage:   lsUsage,
		Run:     runLs,
	})
}

const lsUsage = `Usage: ls [OPTION]... [FILE]...
List information about the FILEs (the current directory by default).
Sort entries alphabetically if none of -St nor --sort is specified.

Output is never a terminal here, so entries are listed one per line.

Mandatory arguments to long options are mandatory for short options too.
  -a, --all                  do not ignore entries starting with .
  -A, --almost-all           do not list implied . and ..
      --color[=WHEN]         color the output WHEN; only 'never' (and 'auto',
                               which means never here) are supported
  -B, --ignore-backups       do not list implied entries ending with ~
  -c                         with -lt: sort by, and show, ctime (time of last
                               change of file status information);
                               with -l: show ctime and sort by name;
                               otherwise: sort by ctime, newest first
  -d, --directory            list directories themselves, not their contents
  -F, --classify             append indicator (one of */=>@|) to entries
      --file-type            likewise, except do not append '*'
      --indicator-style=WORD  append indicator with style WORD to entry names:
                               none (default), slash (-p),
                               file-type (--file-type), classify (-F)
      --full-time            like -l --time-style=full-iso
  -g                         like -l, but do not list owner
      --group-directories-first
                             group directories before files
  -G, --no-group             in a long listing, don't print group names
      --hide=PATTERN         do not list implied entries matching shell PATTERN
                               (overridden by -a or -A)
  -h, --human-readable       with -l and -s, print sizes like 1K 234M 2G etc.
  -i, --inode                print the index number of each file
  -I, --ignore=PATTERN       do not list implied entries matching shell PATTERN
  -l                         use a long listing format
  -L, --dereference          when showing file information for a symbolic
                               link, show information for the file the link
                               references rather than for the link itself
  -n, --numeric-uid-gid      like -l, but list numeric user and group IDs
  -o                         like -l, but do not list group information
  -p                         append / indicator to directories
  -r, --reverse              reverse order while sorting
  -R, --recursive            list subdirectories recursively
  -s, --size                 print the allocated size of each file, in blocks
  -S                         sort by file size, largest first
      --sort=WORD            sort by WORD instead of name: none (-U), size (-S),
                               time (-t)
  -t                         sort by time, newest first
      --time-style=TIME_STYLE  time/date format with -l: full-iso, long-iso,
                               iso, locale or +FORMAT
  -u                         with -lt: sort by, and show, access time;
                               with -l: show access time and sort by name;
                               otherwise: sort by access time, newest first
  -U                         do not sort; list entries in directory order
  -1                         list one file per line
      --help        display this help and exit

Exit status:
 0  if OK,
 1  if minor problems (e.g., cannot access subdirectory),
 2  if serious trouble (e.g., cannot access command-line argument).
`

type lsOpts struct {
	all, almostAll, dirs, classify, slash, human, inode, long, numeric bool
	noExec                                                             bool // --file-type: -F without '*'
	deref, reverse, recursive, size, noSort                            bool
	noOwner, noGroup, dirsFirst                                        bool
	timeOf                                                             byte   // 'm' (default), 'c' (-c), 'a' (-u)
	timeStyle                                                          string // "", "full-iso", "long-iso", "iso", "+FORMAT"
	sortBy                                                             byte   // 0 name, 'S' size, 't' time
	now                                                                time.Time
	loc                                                                *time.Location
	listed                                                             map[string]bool // directories being listed by -LR
	ignore, hide                                                       []string        // -I/-B and --hide patterns
}

// lsEntry is one file to list.
type lsEntry struct {
	name   string // as shown
	path   string // absolute
	fi     fs.FileInfo
	target string // symlink target (long format)
	tfi    fs.FileInfo
	broken bool // -L on a dangling symlink: shown with "?" fields
}

// ignored is GNU's file_ignored past the dot rule: -I and -B patterns
// always, --hide ones unless -a or -A; matched as fnmatch with FNM_PERIOD.
func (o *lsOpts) ignored(name string) bool {
	match := func(pats []string) bool {
		for _, p := range pats {
			if (!strings.HasPrefix(name, ".") || strings.HasPrefix(p, ".")) && fnmatch(p, name, false) {
				return true
			}
		}
		return false
	}
	return match(o.ignore) || !o.all && !o.almostAll && match(o.hide)
}

func runLs(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("ls")
	var o lsOpts
	f.Func('a', "all", false, func(string) error { o.all, o.almostAll = true, false; return nil })
	f.Func('A', "almost-all", false, func(string) error { o.almostAll, o.all = true, false; return nil })
	color := f.OptString("color", "always")
	f.Func('d', "directory", false, func(string) error { o.dirs = true; return nil })
	// The indicator options set one style: the last given wins.
	style := func(v string) error {
		switch v {
		case "none", "slash", "file-type", "classify":
			o.slash, o.classify, o.noExec = v == "slash", v == "file-type" || v == "classify", v == "file-type"
			return nil
		}
		return fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s\n  - %s\n  - %s\n  - %s\nTry '%s --help' for more information.",
			quoteArg(v), quoteArg("--indicator-style"), quoteArg("none"), quoteArg("slash"), quoteArg("file-type"), quoteArg("classify"), inv.Args[0])
	}
	f.Func('F', "classify", false, func(string) error { return style("classify") })
	f.Func('p', "", false, func(string) error { return style("slash") })
	f.Func(0, "file-type", false, func(string) error { return style("file-type") })
	f.Func(0, "indicator-style", true, style)
	f.Func('h', "human-readable", false, func(string) error { o.human = true; return nil })
	f.Func('i', "inode", false, func(string) error { o.inode = true; return nil })
	f.Func('l', "", false, func(string) error { o.long = true; return nil })
	f.Func('n', "numeric-uid-gid", false, func(string) error { o.long, o.numeric = true, true; return nil })
	f.Func('L', "dereference", false, func(string) error { o.deref = true; return nil })
	f.Func('r', "reverse", false, func(string) error { o.reverse = true; return nil })
	f.Func('R', "recursive", false, func(string) error { o.recursive = true; return nil })
	f.Func('s', "size", false, func(string) error { o.size = true; return nil })
	f.Func('S', "", false, func(string) error { o.sortBy = 'S'; o.noSort = false; return nil })
	f.Func('t', "", false, func(string) error { o.sortBy = 't'; o.noSort = false; return nil })
	f.Func('U', "", false, func(string) error { o.noSort = true; return nil })
	f.Func(0, "sort", true, func(v string) error {
		switch v {
		case "none":
			o.noSort = true
		case "size":
			o.sortBy, o.noSort = 'S', false
		case "time":
			o.sortBy, o.noSort = 't', false
		case "name":
			o.sortBy, o.noSort = 0, false
		default:
			return fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\nTry '%s --help' for more information.",
				quoteArg(v), quoteArg("--sort"), quoteArg("none"), quoteArg("time"), quoteArg("size"), quoteArg("extension"),
				quoteArg("version"), quoteArg("width"), inv.Args[0])
		}
		return nil
	})
	f.Bool('1', "")
	f.Func('g', "", false, func(string) error { o.long, o.noOwner = true, true; return nil })
	f.Func('o', "", false, func(string) error { o.long, o.noGroup = true, true; return nil })
	f.Func('G', "no-group", false, func(string) error { o.noGroup = true; return nil })
	f.Func('c', "", false, func(string) error { o.timeOf = 'c'; return nil })
	f.Func('u', "", false, func(string) error { o.timeOf = 'a'; return nil })
	f.Func(0, "group-directories-first", false, func(string) error { o.dirsFirst = true; return nil })
	f.Func('I', "ignore", true, func(v string) error { o.ignore = append(o.ignore, v); return nil })
	f.Func('B', "ignore-backups", false, func(string) error { o.ignore = append(o.ignore, "*~", ".*~"); return nil })
	f.Func(0, "hide", true, func(v string) error { o.hide = append(o.hide, v); return nil })
	f.Func(0, "full-time", false, func(string) error { o.long, o.timeStyle = true, "full-iso"; return nil })
	timeStyle := f.String(0, "time-style", "")
	operands, status, done := parseFlags(inv, f, lsUsage, 2)
	if done {
		if (f.Seen("sort") || f.Seen("indicator-style")) && status != 0 {
			return 1 // GNU: a bad --sort word exits 1, unlike bad options
		}
		return status
	}
	switch *color {
	case "", "never", "no", "none", "auto", "tty", "if-tty":
	default:
		errorf(inv, "--color=%s is not supported: output is never a terminal", *color)
		return 2
	}
	if f.Seen("time-style") && o.long {
		// Checked only when a long listing uses it, as GNU does.
		v := strings.TrimPrefix(*timeStyle, "posix-")
		switch {
		case v == "full-iso" || v == "long-iso" || v == "iso" || strings.HasPrefix(v, "+"):
			o.timeStyle = v
		case v == "locale":
		default:
			errorf(inv, "invalid argument %s for %s", quoteArg(*timeStyle), quoteArg("time style"))
			fmt.Fprintf(inv.Stderr, "Valid arguments are:\n  - [posix-]full-iso\n  - [posix-]long-iso\n  - [posix-]iso\n  - [posix-]locale\n  - +FORMAT (e.g., +%%H:%%M) for a 'date'-style format\nTry '%s --help' for more information.\n", inv.Args[0])
			return 2
		}
	}
	if o.timeOf != 0 && !o.long && o.sortBy == 0 && !o.noSort {
		o.sortBy = 't' // -c/-u without -l sort by that time
	}
	o.now = inv.Now()
	o.listed = map[string]bool{}
	o.loc = strftime.Location(inv.Getenv("TZ"))

	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	if len(operands) == 0 {
		operands = []string{"."}
	}
	// Command-line symlinks to directories are followed unless -l, -d or
	// -F asks about the link itself.
	followCmdline := o.deref || !(o.long || o.dirs || o.classify && !o.noExec)
	var files, dirs []lsEntry
	for _, op := range operands {
		p := inv.Path(op)
		var fi fs.FileInfo
		var err error
		// A trailing slash follows a symlink, as path resolution does.
		if o.deref || (strings.HasSuffix(op, "/") && p != "/") {
			fi, err = inv.FS.Stat(ctx, p)
		} else {
			fi, err = inv.FS.Lstat(ctx, p)
			if err == nil && fi.Mode()&fs.ModeSymlink != 0 && followCmdline {
				if tfi, terr := inv.FS.Stat(ctx, p); terr == nil && tfi.IsDir() {
					fi = tfi
				}
			}
		}
		if err == nil {
			err = slashDirCheck(ctx, inv, op)
		}
		if op == "" {
			err = vfs.PathError("stat", op, vfs.ErrNotExist) // stat("") is ENOENT
		}
		if err != nil {
			errorf(inv, "cannot access %s: %s", quoteFile(op), vfs.Strerror(err))
			status = 2
			continue
		}
		e := o.entry(ctx, inv, op, p, fi)
		if fi.IsDir() && !o.dirs {
			dirs = append(dirs, e)
		} else {
			files = append(files, e)
		}
	}
	o.sort(files)
	o.sort(dirs)
	if len(files) > 0 {
		// GNU sizes the columns over all operands, directories included.
		if !o.print(out, files, append(append([]lsEntry(nil), files...), dirs...)) {
			return 1
		}
	}
	header := len(operands) > 1 || o.recursive || status != 0
	first := len(files) == 0
	for _, d := range dirs {
		if ctx.Err() != nil {
			return 2
		}
		if s := o.listDir(ctx, inv, out, d, header, &first, true); s > status {
			status = s
		}
	}
	if err := out.Flush(); err != nil {
		return 2
	}
	return status
}

func (o *lsOpts) entry(ctx context.Context, inv *shell.Invocation, name, p string, fi fs.FileInfo) lsEntry {
	e := lsEntry{name: name, path: p, fi: fi}
	if fi.Mode()&fs.ModeSymlink != 0 && (o.long || o.classify || o.slash || o.dirsFirst) {
		e.target, _ = inv.FS.Readlink(ctx, p)
		e.tfi, _ = inv.FS.Stat(ctx, p)
	}
	return e
}

// listDir prints one directory's listing (and, with -R, its subdirectories').
func (o *lsOpts) listDir(ctx context.Context, inv *shell.Invocation, out *bufio.Writer, d lsEntry, header bool, first *bool, cmdline bool) int {
	status := 0
	if o.recursive && o.deref {
		// Following symlinks can loop: a directory being listed is not
		// listed again inside itself, as GNU does.
		key := findInoKey(d.fi, d.path)
		if o.listed[key] {
			out.Flush()
			errorf(inv, "%s: not listing already-listed directory", quoteName(d.name))
			return 2
		}
		o.listed[key] = true
		defer delete(o.listed, key)
	}
	ents, err := inv.FS.ReadDir(ctx, d.path)
	if !*first {
		out.WriteByte('\n')
	}
	*first = false
	if header {
		out.WriteString(d.name + ":\n")
	}
	if err != nil {
		out.Flush()
		errorf(inv, "cannot open directory %s: %s", quoteFile(d.name), vfs.Strerror(err))
		if cmdline {
			return 2
		}
		return 1
	}
	var list []lsEntry
	if o.all {
		for _, dot := range []string{".", ".."} {
			p := path.Join(d.path, dot)
			if fi, err := inv.FS.Stat(ctx, p); err == nil && !o.ignored(dot) {
				list = append(list, lsEntry{name: dot, path: p, fi: fi})
			}
		}
	}
	for _, de := range ents {
		n := de.Name()
		if strings.HasPrefix(n, ".") && !o.all && !o.almostAll || o.ignored(n) {
			continue
		}
		p := path.Join(d.path, n)
		var fi fs.FileInfo
		broken := false
		if o.deref {
			fi, err = inv.FS.Stat(ctx, p)
			if err != nil {
				// GNU only notices when it needs the file's details.
				if o.long || o.classify || o.slash || o.size || o.inode || o.sortBy != 0 || o.recursive {
					errorf(inv, "cannot access %s: %s", quoteFile(lsErrName(d.name, n)), vfs.Strerror(err))
					status = 1
					broken = true
				}
				fi, err = inv.FS.Lstat(ctx, p)
			}
		} else {
			fi, err = inv.FS.Lstat(ctx, p)
		}
		if err != nil {
			errorf(inv, "cannot access %s: %s", quoteFile(lsErrName(d.name, n)), vfs.Strerror(err))
			status = 1
			continue
		}
		e := o.entry(ctx, inv, n, p, fi)
		e.broken = broken
		list = append(list, e)
	}
	o.sort(list)
	if o.long || o.size {
		var blocks int64
		for _, e := range list {
			if !e.broken {
				blocks += lsBlocks(e.fi)
			}
		}
		out.WriteString("total " + o.blockString(blocks) + "\n")
	}
	if !o.print(out, list, list) {
		return 2
	}
	if o.recursive {
		for _, e := range list {
			if ctx.Err() != nil {
				return 2
			}
			if !e.fi.IsDir() || e.name == "." || e.name == ".." {
				continue
			}
			sub := e
			sub.name = joinName(d.name, e.name)
			if s := o.listDir(ctx, inv, out, sub, true, first, false); s > status {
				status = s
			}
		}
	}
	return status
}

// lsErrName names an entry in messages as GNU does: without a "./" for
// entries of ".".
func lsErrName(dir, name string) string {
	if dir == "." {
		return name
	}
	return joinName(dir, name)
}

// joinName joins a directory as the user named it with an entry name.
func joinName(dir, name string) string {
	if strings.HasSuffix(dir, "/") {
		return dir + name
	}
	return dir + "/" + name
}

// lsIsDir tells directories, and symlinks to them, for
// --group-directories-first.
func lsIsDir(e lsEntry) bool { return e.fi.IsDir() || (e.tfi != nil && e.tfi.IsDir()) }

// entryTime is the time -l shows and -t sorts by.
func (o *lsOpts) entryTime(fi fs.FileInfo) time.Time {
	if st := vfs.Stat(fi); st != nil {
		switch o.timeOf {
		case 'c':
			return st.Ctime
		case 'a':
			return st.Atime
		}
	}
	return fi.ModTime()
}

// lsSortSize is an entry's size for -S: a dangling symlink under -L has
// none (GNU's stat fields are zero), not its link's length.
func lsSortSize(e lsEntry) int64 {
	if e.broken {
		return 0
	}
	return e.fi.Size()
}

func (o *lsOpts) sort(list []lsEntry) {
	if o.noSort {
		return
	}
	less := func(a, b lsEntry) bool {
		switch o.sortBy {
		case 'S':
			if sa, sb := lsSortSize(a), lsSortSize(b); sa != sb {
				return sa > sb
			}
		case 't':
			ta, tb := o.entryTime(a.fi), o.entryTime(b.fi)
			if !ta.Equal(tb) {
				return ta.After(tb)
			}
		}
		return a.name < b.name
	}
	sort.SliceStable(list, func(i, j int) bool {
		if o.dirsFirst {
			di, dj := lsIsDir(list[i]), lsIsDir(list[j])
			if di != dj {
				return di
			}
		}
		if o.reverse {
			return less(list[j], list[i])
		}
		return less(list[i], list[j])
	})
}

// lsBlocks is a file's allocation in 1024-byte blocks.
func lsBlocks(fi fs.FileInfo) int64 {
	if st := vfs.Stat(fi); st != nil {
		return (st.Blocks + 1) / 2
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return 0
	}
	return (fi.Size() + 4095) / 4096 * 4
}

func (o *lsOpts) blockString(kb int64) string {
	if o.human {
		return humanSize(kb * 1024)
	}
	return strconv.FormatInt(kb, 10)
}

// print prints entries, aligned in long format with column widths taken
// over sizeFrom. It reports false when writing failed.
func (o *lsOpts) print(out *bufio.Writer, list, sizeFrom []lsEntry) bool {
	var w lsRow
	width := func(cur *string, s string) {
		if len(s) > len(*cur) {
			*cur = strings.Repeat(" ", len(s))
		}
	}
	for _, e := range sizeFrom {
		r := o.row(e)
		width(&w.ino, r.ino)
		width(&w.blocks, r.blocks)
		width(&w.links, r.links)
		width(&w.owner, r.owner)
		width(&w.group, r.group)
		width(&w.size, r.size)
	}
	rows := make([]lsRow, len(list))
	for i, e := range list {
		rows[i] = o.row(e)
	}
	for _, r := range rows {
		if o.inode {
			fmt.Fprintf(out, "%*s ", len(w.ino), r.ino)
		}
		if o.size {
			fmt.Fprintf(out, "%*s ", len(w.blocks), r.blocks)
		}
		if o.long {
			fmt.Fprintf(out, "%s %*s ", r.mode, len(w.links), r.links)
			if !o.noOwner {
				fmt.Fprintf(out, "%-*s ", len(w.owner), r.owner)
			}
			if !o.noGroup {
				fmt.Fprintf(out, "%-*s ", len(w.group), r.group)
			}
			fmt.Fprintf(out, "%*s %s ", len(w.size), r.size, r.date)
		}
		out.WriteString(r.name)
		if err := out.WriteByte('\n'); err != nil {
			return false
		}
	}
	return out.Flush() == nil
}

// lsRow is one entry's columns.
type lsRow struct{ ino, blocks, mode, links, owner, group, size, date, name string }

// row renders one entry's columns.
func (o *lsOpts) row(e lsEntry) lsRow {
	var r lsRow
	if e.broken {
		r = lsRow{ino: "?", blocks: "?", mode: "l?????????", links: "?", owner: "?", group: "?", size: "?", date: "           ?", name: e.name}
		if !o.long {
			// What lstat says: a symlink.
			r.name += o.indicator(e.fi)
		}
		if !o.inode {
			r.ino = ""
		}
		if !o.size {
			r.blocks = ""
		}
		return r
	}
	st := vfs.Stat(e.fi)
	if o.inode {
		if st != nil {
			r.ino = strconv.FormatUint(st.Ino, 10)
		} else {
			r.ino = "?"
		}
	}
	if o.size {
		r.blocks = o.blockString(lsBlocks(e.fi))
	}
	r.name = e.name + o.indicator(e.fi)
	if o.long {
		r.mode = lsModeString(e.fi.Mode())
		var nlink uint64 = 1
		uid, gid, user, group := "0", "0", "", ""
		if st != nil {
			nlink = st.Nlink
			uid, gid = strconv.FormatUint(uint64(st.Uid), 10), strconv.FormatUint(uint64(st.Gid), 10)
			user, group = st.User, st.Group
		}
		if o.numeric || user == "" {
			user = uid
		}
		if o.numeric || group == "" {
			group = gid
		}
		r.links, r.owner, r.group = strconv.FormatUint(nlink, 10), user, group
		if o.human {
			r.size = humanSize(e.fi.Size())
		} else {
			r.size = strconv.FormatInt(e.fi.Size(), 10)
		}
		r.date = o.date(o.entryTime(e.fi))
		if e.fi.Mode()&fs.ModeSymlink != 0 {
			r.name = e.name + " -> " + e.target
			if e.tfi != nil && o.classify {
				r.name += o.indicator(e.tfi)
			}
		}
	}

	return r
}

// indicator is the -F / -p suffix for a file of this mode.
func (o *lsOpts) indicator(fi fs.FileInfo) string {
	m := fi.Mode()
	if o.slash && !o.classify {
		if m.IsDir() {
			return "/"
		}
		return ""
	}
	if !o.classify {
		return ""
	}
	switch {
	case m.IsDir():
		return "/"
	case m&fs.ModeSymlink != 0:
		if o.long {
			return ""
		}
		return "@"
	case m&fs.ModeNamedPipe != 0:
		return "|"
	case m&fs.ModeSocket != 0:
		return "="
	case m.IsRegular() && m&0o111 != 0 && !o.noExec:
		return "*"
	}
	return ""
}

// date formats a modification time as ls -l does: "Jan  2 15:04" within
// the last six months, "Jan  2  2006" otherwise.
func (o *lsOpts) date(t time.Time) string {
	const halfYear = 31556952 / 2 * time.Second
	lt := t.In(o.loc)
	switch {
	case o.timeStyle == "full-iso":
		return lt.Format("2006-01-02 15:04:05.000000000 -0700")
	case o.timeStyle == "long-iso":
		return lt.Format("2006-01-02 15:04")
	case strings.HasPrefix(o.timeStyle, "+"):
		return strftime.Format(o.timeStyle[1:], lt)
	}
	recent := t.After(o.now.Add(-halfYear)) && !t.After(o.now)
	if o.timeStyle == "iso" {
		if recent {
			return lt.Format("01-02 15:04")
		}
		return lt.Format("2006-01-02 ")
	}
	if t.After(o.now.Add(-halfYear)) && !t.After(o.now) {
		return lt.Format("Jan _2 15:04")
	}
	return lt.Format("Jan _2  2006")
}

// typeLetter is ls -l's letter for m's file type: d, l, p, s, c, b, or -
// for a regular file. find's -type and stat's %F and %f derive from it.
func typeLetter(m fs.FileMode) byte {
	switch {
	case m.IsDir():
		return 'd'
	case m&fs.ModeSymlink != 0:
		return 'l'
	case m&fs.ModeNamedPipe != 0:
		return 'p'
	case m&fs.ModeSocket != 0:
		return 's'
	case m&fs.ModeCharDevice != 0:
		return 'c'
	case m&fs.ModeDevice != 0:
		return 'b'
	}
	return '-'
}

// lsModeString renders a mode as ls -l does: "drwxr-xr-x".
func lsModeString(m fs.FileMode) string {
	b := []byte("----------")
	b[0] = typeLetter(m)
	const rwx = "rwxrwxrwx"
	for i := 0; i < 9; i++ {
		if m&(1<<uint(8-i)) != 0 {
			b[1+i] = rwx[i]
		}
	}
	special := func(i int, set bool, c byte) {
		if !set {
			return
		}
		if b[i] == 'x' {
			b[i] = c
		} else {
			b[i] = c - 'a' + 'A'
		}
	}
	special(3, m&fs.ModeSetuid != 0, 's')
	special(6, m&fs.ModeSetgid != 0, 's')
	special(9, m&fs.ModeSticky != 0, 't')
	return string(b)
}

// humanSize renders a byte count as ls -h does: powers of 1024, rounded
// up, one decimal below 10 ("1.1K", "12K", "4.0M").
func humanSize(n int64) string {
	if n < 1024 {
		return strconv.FormatInt(n, 10)
	}
	const units = "KMGTPEZYRQ"
	v := float64(n)
	u := -1
	for v >= 1024 && u < len(units)-1 {
		v /= 1024
		u++
	}
	if v < 10 {
		r := ceilTenth(v)
		if r >= 10 {
			return "10" + string(units[u])
		}
		return strconv.FormatFloat(r, 'f', 1, 64) + string(units[u])
	}
	c := int64(v)
	if float64(c) < v {
		c++
	}
	if c >= 1024 && u < len(units)-1 {
		return "1.0" + string(units[u+1])
	}
	return strconv.FormatInt(c, 10) + string(units[u])
}

// ceilTenth rounds v up to one decimal, tolerating float noise.
func ceilTenth(v float64) float64 {
	t := v * 10
	c := float64(int64(t))
	if t-c > 1e-9 {
		c++
	}
	return c / 10
}
