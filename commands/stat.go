package commands

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "stat",
		Summary: "display file status",
		Usage:   statUsage,
		Run:     runStat,
	})
}

const statUsage = `Usage: stat [OPTION]... FILE...
Display file status.

Mandatory arguments to long options are mandatory for short options too.
  -L, --dereference     follow links
  -f, --file-system     display file system status instead of file status
      --cached=MODE     always, never or default: the sandbox keeps no
                          attribute cache, so all three read the same
  -c  --format=FORMAT   use the specified FORMAT instead of the default;
                          output a newline after each use of FORMAT
      --printf=FORMAT   like --format, but interpret backslash escapes,
                          and do not output a mandatory trailing newline;
                          if you want a newline, include \n in FORMAT
  -t, --terse           print the information in terse form
      --help        display this help and exit

The valid format sequences for files:

  %a   permission bits in octal (note '#' and '0' printf flags)
  %A   permission bits and file type in human readable form
  %b   number of blocks allocated (see %B)
  %B   the size in bytes of each block reported by %b
  %d   device number in decimal (st_dev)
  %D   device number in hex (st_dev)
  %Hd  major device number in decimal
  %Ld  minor device number in decimal
  %f   raw mode in hex
  %F   file type
  %g   group ID of owner
  %G   group name of owner
  %h   number of hard links
  %i   inode number
  %m   mount point
  %n   file name
  %N   quoted file name with dereference if symbolic link
  %o   optimal I/O transfer size hint
  %s   total size, in bytes
  %r   device type in decimal (st_rdev)
  %R   device type in hex (st_rdev)
  %t   major device type in hex, for character/block device special files
  %T   minor device type in hex, for character/block device special files
  %u   user ID of owner
  %U   user name of owner
  %w   time of file birth, human-readable; - if unknown
  %W   time of file birth, seconds since Epoch; 0 if unknown
  %x   time of last access, human-readable
  %X   time of last access, seconds since Epoch
  %y   time of last data modification, human-readable
  %Y   time of last data modification, seconds since Epoch
  %z   time of last status change, human-readable
  %Z   time of last status change, seconds since Epoch

Valid format sequences for file systems:

  %a   free blocks available to non-superuser
  %b   total data blocks in file system
  %c   total file nodes in file system
  %d   free file nodes in file system
  %f   free blocks in file system
  %i   file system ID in hex
  %l   maximum length of filenames
  %n   file name
  %s   block size (for faster transfers)
  %S   fundamental block size (for block counts)
  %t   file system type in hex
  %T   file system type in human readable form

The sandbox has no device files and no birth times: %r, %R, %t and %T
print 0, %w prints - and %W prints 0. %d and %D number the filesystem.

A file system is the sandbox mount holding the file, as df lists it:
%T is df's type (memfs, hostfs or vfs), %t the magic number of the
Linux file system it stands for (tmpfs for memfs, fuse for hostfs, 0
for others), %i is %D of its files. Blocks are 4096 bytes; a mount
that counts its bytes reports its size and free space as df does,
others 0, as do the inode counts, which no sandbox file system keeps.

--terse is equivalent to the following FORMAT:
    %n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o
--terse --file-system is equivalent to the following FORMAT:
    %n %i %l %t %s %S %b %f %a %c %d
`

const statDefault = "  File: %N\n  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n" +
	"Device: %Hd,%Ld\tInode: %-11i Links: %h\n" +
	"Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n" +
	"Access: %x\nModify: %y\nChange: %z\n Birth: %w\n"

// statFSDefault and statFSTerse are stat.c's formats for -f.
const (
	statFSDefault = "  File: \"%n\"\n    ID: %-8i Namelen: %-7l Type: %T\n" +
		"Block size: %-10s Fundamental block size: %S\n" +
		"Blocks: Total: %-10b Free: %-10f Available: %a\n" +
		"Inodes: Total: %-10c Free: %d\n"
	statFSTerse = "%n %i %l %t %s %S %b %f %a %c %d"
)

func runStat(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("stat")
	deref := f.Bool('L', "dereference")
	fsMode := f.Bool('f', "file-system")
	format := f.String('c', "format", "")
	printf := f.String(0, "printf", "")
	terse := f.Bool('t', "terse")
	// --cached: the sandbox's file systems keep no attribute cache apart
	// from the files, so every mode reads the same attributes.
	f.Func(0, "cached", true, func(v string) error {
		if _, err := argMatch(v, "--cached", [][]string{{"default"}, {"never"}, {"always"}}); err != nil {
			return fmt.Errorf("%w\nTry '%s --help' for more information.", err, inv.Args[0])
		}
		return nil
	})
	names, status, done := parseFlags(inv, f, statUsage, 1)
	if done {
		return status
	}
	if len(names) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	// The newline of -c is added after expanding, so a trailing "%"
	// stays literal.
	fmtStr, escapes, nl, def := statDefault, false, "", true
	switch {
	case f.Seen("printf"):
		fmtStr, escapes, def = *printf, true, false
	case f.Seen("c") || f.Seen("format"):
		fmtStr, nl, def = *format, "\n", false
	case *terse && *fsMode:
		fmtStr, nl, def = statFSTerse, "\n", false
	case *terse:
		fmtStr, nl, def = "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o", "\n", false
	case *fsMode:
		fmtStr = statFSDefault
	}
	loc := strftime.Location(inv.Getenv("TZ"))
	for _, name := range names {
		if ctx.Err() != nil {
			return 1
		}
		p := inv.Path(name)
		if *fsMode {
			if !statFileSystem(ctx, inv, name, fmtStr, nl, escapes) {
				status = 1
			}
			continue
		}
		var fi fs.FileInfo
		var err error
		if *deref {
			fi, err = inv.FS.Stat(ctx, p)
		} else {
			fi, err = inv.FS.Lstat(ctx, p)
		}
		if err == nil {
			err = slashDirCheck(ctx, inv, name)
		}
		if err != nil {
			errorf(inv, "cannot statx %s: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			continue
		}
		target := ""
		if fi.Mode()&fs.ModeSymlink != 0 {
			target, _ = inv.FS.Readlink(ctx, p)
		}
		s := statFile{name: name, fi: fi, st: vfs.Stat(fi), target: target, loc: loc, def: def,
			warn: func(w string) { errorf(inv, "warning: %s", w) }, budget: budget(inv), over: new(bool),
			flush: func(p string) { io.WriteString(inv.Stdout, p) }}
		line := s.format(fmtStr, escapes)
		if *s.over {
			errorf(inv, "memory exhausted")
			return 1
		}
		// One file at a time: widths make lines as long as the budget.
		if _, err := io.WriteString(inv.Stdout, line+nl); err != nil {
			return 1
		}
	}
	return status
}

type statFile struct {
	name   string
	fi     fs.FileInfo
	st     *vfs.StatT
	target string
	loc    *time.Location
	def    bool // the default format does not quote names
	warn   func(string)
	// budget bounds the line; over is set when a width would pass it.
	budget limits.Budget
	over   *bool
	// fsys is set for -f: the directives are those of file systems.
	fsys *statFS
	// flush writes out what is formatted before a warning, which GNU's
	// error() flushes first.
	flush func(string)
}

// format expands a stat format: printf-style flags and width before each
// directive, and with escapes set, backslash escapes (--printf).
func (s statFile) format(f string, escapes bool) string {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if *s.over || !s.budget.Fits(int64(b.Len())) {
			*s.over = true
			return ""
		}
		c := f[i]
		if c == '\\' && escapes {
			i = statEscape(&b, f, i, func(w string) {
				if s.flush != nil {
					s.flush(b.String())
					b.Reset()
				}
				s.warn(w)
			})
			continue
		}
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-#0 +'", f[j]) >= 0 {
			j++
		}
		for j < len(f) && f[j] >= '0' && f[j] <= '9' {
			j++
		}
		if j < len(f) && f[j] == '.' {
			j++
			for j < len(f) && f[j] >= '0' && f[j] <= '9' {
				j++
			}
		}
		if j >= len(f) {
			b.WriteString(f[i:])
			break
		}
		spec := f[i+1 : j]
		conv := f[j]
		if conv == '%' {
			b.WriteByte('%')
			i = j
			continue
		}
		if s.fsys != nil {
			b.WriteString(s.fsys.directive(s, spec, conv))
			i = j
			continue
		}
		if (conv == 'H' || conv == 'L') && j+1 < len(f) && (f[j+1] == 'd' || f[j+1] == 'r') {
			// Major and minor numbers, as glibc splits a dev_t.
			var v uint64
			if st := s.st; st != nil && f[j+1] == 'd' {
				if conv == 'H' {
					v = st.Dev>>8&0xfff | st.Dev>>32&^0xfff
				} else {
					v = st.Dev&0xff | st.Dev>>12&^0xff
				}
			}
			j++
			b.WriteString(s.statNum(spec, "d", v))
			i = j
			continue
		}
		b.WriteString(s.directive(spec, conv))
		i = j
	}
	return b.String()
}

// statEscape writes the escape at f[i] and returns the index of its last
// byte.
func statEscape(b *strings.Builder, f string, i int, warn func(string)) int {
	if i+1 >= len(f) {
		b.WriteByte('\\')
		return i
	}
	c := f[i+1]
	switch c {
	case '\\', '"', '\'', '?':
		b.WriteByte(c)
	case 'x':
		j := i + 2
		v := 0
		for j < len(f) && j < i+4 && strings.IndexByte("0123456789abcdefABCDEF", f[j]) >= 0 {
			d, _ := strconv.ParseInt(f[j:j+1], 16, 0)
			v = v*16 + int(d)
			j++
		}
		if j == i+2 {
			b.WriteString("\\x")
			return i + 1
		}
		b.WriteByte(byte(v))
		return j - 1
	case '0', '1', '2', '3', '4', '5', '6', '7':
		j := i + 1
		v := 0
		for j < len(f) && j < i+4 && f[j] >= '0' && f[j] <= '7' {
			v = v*8 + int(f[j]-'0')
			j++
		}
		b.WriteByte(byte(v))
		return j - 1
	default:
		if e, ok := letterEscape(c); ok {
			b.WriteByte(e)
			break
		}
		warn(fmt.Sprintf("unrecognized escape '\\%c'", c))
		b.WriteByte(c)
	}
	return i + 1
}

// statNum formats an unsigned number with the directive's flags: as
// stat.c's out_uint, without the sign flags '+' and ' '.
func (s statFile) statNum(spec, verb string, v uint64) string {
	return s.statSigned(statFlags(spec, "-#0"), verb, v)
}

// statSigned formats a number with the directive's flags as stat.c's
// out_int (a sign with '+' or ' ').
func (s statFile) statSigned(spec, verb string, v any) string {
	var out string
	var err error
	switch v := v.(type) {
	case int64:
		out, err = padNum(s.budget, spec, verb, v)
	case uint64:
		out, err = padNum(s.budget, spec, verb, v)
	}
	if err != nil && !errors.Is(err, errWidthOverflow) {
		*s.over = true
	}
	return out
}

// padNum formats an integer with printf-style flags, width and precision
// as C's printf does, which Go's fmt refuses past a width of 10^6
// ("%!(BADWIDTH)"): a width or precision past C's int is
// errWidthOverflow, one past the budget a *limits.SizeError.
func padNum[T int64 | uint64](bud limits.Budget, spec, verb string, v T) (string, error) {
	// "'" groups thousands, which the C locale does not.
	spec = statFlags(spec, "-#0 +")
	i := 0
	for i < len(spec) && strings.IndexByte("-#0 +'", spec[i]) >= 0 {
		i++
	}
	flags, w, prec, hasPrec := spec[:i], spec[i:], "", false
	if verb != "d" {
		// C's unsigned conversions have no sign.
		flags = strings.NewReplacer("+", "", " ", "").Replace(flags)
		spec = flags + spec[i:]
	}
	if j := strings.IndexByte(w, '.'); j >= 0 {
		w, prec, hasPrec = w[:j], w[j+1:], true
	}
	width, err := strconv.ParseInt(w, 10, 64)
	if err != nil && w != "" || width > math.MaxInt32 {
		return "", errWidthOverflow
	}
	p, err := strconv.ParseInt(prec, 10, 64)
	if err != nil && prec != "" || p > math.MaxInt32 {
		return "", errWidthOverflow
	}
	if width <= 64 && p <= 64 {
		return fmt.Sprintf("%"+spec+verb, v), nil
	}
	if _, err := bud.Alloc(max(width, p)); err != nil {
		return "", err
	}
	// The sign and base prefix, then the digits widened to the precision.
	body := fmt.Sprintf("%"+strings.NewReplacer("-", "", "0", "").Replace(flags)+verb, v)
	lead := len(body) - len(strings.TrimLeft(body, "+- "))
	if strings.Contains(flags, "#") && (verb == "x" || verb == "X") && v != 0 {
		lead += 2
	}
	digits := body[lead:]
	if hasPrec && int64(len(digits)) < p {
		digits = strings.Repeat("0", int(p)-len(digits)) + digits
	}
	pad := int(width) - lead - len(digits)
	switch {
	case pad <= 0:
		return body[:lead] + digits, nil
	case strings.Contains(flags, "-"):
		return body[:lead] + digits + strings.Repeat(" ", pad), nil
	case strings.Contains(flags, "0") && !hasPrec:
		return body[:lead] + strings.Repeat("0", pad) + digits, nil
	}
	return strings.Repeat(" ", pad) + body[:lead] + digits, nil
}

// statFlags is spec with only the allowed printf flags in front, as
// stat.c's make_format drops the others.
func statFlags(spec, allowed string) string {
	i := 0
	for i < len(spec) && strings.IndexByte("-#0 +'", spec[i]) >= 0 {
		i++
	}
	var b strings.Builder
	for _, c := range []byte(spec[:i]) {
		if strings.IndexByte(allowed, c) >= 0 {
			b.WriteByte(c)
		}
	}
	return b.String() + spec[i:]
}

// str formats a string with the directive's flags for stat: a width past
// the budget sets s.over; one past C's int prints nothing, as printf
// fails with EOVERFLOW in GNU's stat.
func (s statFile) str(spec, v string) string {
	out, err := padStr(s.budget, spec, v)
	if err != nil && !errors.Is(err, errWidthOverflow) {
		*s.over = true
	}
	return out
}

// errWidthOverflow is C printf's EOVERFLOW: a width or precision past INT_MAX.
var errWidthOverflow = errors.New("Value too large for defined data type")

// padStr formats a string with printf-style flags (width, precision,
// "-") as stat and find -printf do; a "0" flag pads numbers only, as
// with printf. A width past C's int is errWidthOverflow, one past the
// budget a *limits.SizeError.
func padStr(bud limits.Budget, spec, v string) (string, error) {
	i := 0
	for i < len(spec) && strings.IndexByte("-#0 +'", spec[i]) >= 0 {
		i++
	}
	// C's printf counts bytes, not characters, in width and precision.
	left := strings.Contains(spec[:i], "-")
	w, prec, hasPrec := spec[i:], "", false
	if j := strings.IndexByte(w, '.'); j >= 0 {
		w, prec, hasPrec = w[:j], w[j+1:], true
	}
	if hasPrec {
		n, err := strconv.ParseInt(prec, 10, 64)
		if err != nil && prec != "" || n > math.MaxInt32 {
			return "", errWidthOverflow
		}
		if n < int64(len(v)) {
			v = v[:n]
		}
	}
	width, err := strconv.ParseInt(w, 10, 64)
	if err != nil && w != "" || width > math.MaxInt32 {
		return "", errWidthOverflow
	}
	pad := width - int64(len(v))
	if pad <= 0 {
		return v, nil
	}
	if _, err := bud.Alloc(width); err != nil {
		return "", err
	}
	if left {
		return v + strings.Repeat(" ", int(pad)), nil
	}
	return strings.Repeat(" ", int(pad)) + v, nil
}

func (s statFile) directive(spec string, conv byte) string {
	fi, st := s.fi, s.st
	var dev, ino, nlink uint64 = 0, 0, 1
	var uid, gid uint64
	user, group := "UNKNOWN", "UNKNOWN"
	atime, ctime := fi.ModTime(), fi.ModTime()
	blocks := (fi.Size() + 511) / 512
	if st != nil {
		dev, ino, nlink, uid, gid = st.Dev, st.Ino, st.Nlink, uint64(st.Uid), uint64(st.Gid)
		user, group = st.User, st.Group
		if user == "" {
			user = strconv.FormatUint(uid, 10)
		}
		if group == "" {
			group = strconv.FormatUint(gid, 10)
		}
		atime, ctime, blocks = st.Atime, st.Ctime, st.Blocks
	}
	num := func(v uint64) string { return s.statNum(spec, "d", v) }
	timeHuman := func(t time.Time) string {
		return s.str(spec, t.In(s.loc).Format("2006-01-02 15:04:05.000000000 -0700"))
	}
	timeSecs := func(t time.Time) string {
		// A precision asks for fractional seconds: %.3Y.
		if i := strings.IndexByte(spec, '.'); i >= 0 {
			// Past nanoseconds GNU pads with zeros, up to C's int.
			prec, err := strconv.ParseInt(spec[i+1:], 10, 64)
			prec = min(prec, math.MaxInt32)
			if err != nil && spec[i+1:] != "" && prec < math.MaxInt32 {
				prec = math.MaxInt32
			}
			if spec[i+1:] == "" {
				prec = 9 // "%.Y": all the digits there are
			}
			if _, err := s.budget.Alloc(prec); err != nil {
				*s.over = true
				return ""
			}
			v := strconv.FormatInt(t.Unix(), 10)
			if prec > 0 {
				frac := fmt.Sprintf("%09d", t.Nanosecond())
				v += "." + frac[:min(prec, 9)] + strings.Repeat("0", int(max(prec-9, 0)))
			}
			return s.str(spec[:i], v)
		}
		out, err := padNum(s.budget, spec, "d", t.Unix())
		if err != nil && !errors.Is(err, errWidthOverflow) {
			*s.over = true
		}
		return out
	}
	mode := fi.Mode()
	switch conv {
	case 'a':
		return s.statNum(spec, "o", uint64(unixMode(mode)))
	case 'A':
		return s.str(spec, lsModeString(mode))
	case 'b':
		return num(uint64(blocks))
	case 'B':
		return num(512)
	case 'd':
		return num(dev)
	case 'D':
		return s.statNum(spec, "x", dev)
	case 'r', 't', 'T':
		return num(0)
	case 'R':
		return s.statNum(spec, "x", 0)
	case 'f':
		return s.statNum(spec, "x", uint64(statRawMode(mode)))
	case 'F':
		return s.str(spec, statType(fi))
	case 'g':
		return num(gid)
	case 'G':
		return s.str(spec, group)
	case 'h':
		return num(nlink)
	case 'i':
		return num(ino)
	case 'm':
		return s.str(spec, "/")
	case 'n':
		return s.str(spec, s.name)
	case 'N':
		q := quoteFile
		if s.def {
			q = func(n string) string { return n }
		}
		n := q(s.name)
		if mode&fs.ModeSymlink != 0 {
			n += " -> " + q(s.target)
		}
		return s.str(spec, n)
	case 'o':
		return num(4096)
	case 's':
		return s.statSigned(spec, "d", fi.Size())
	case 'u':
		return num(uid)
	case 'U':
		return s.str(spec, user)
	case 'w':
		return s.str(spec, "-")
	case 'W':
		return num(0)
	case 'x':
		return timeHuman(atime)
	case 'X':
		return timeSecs(atime)
	case 'y':
		return timeHuman(fi.ModTime())
	case 'Y':
		return timeSecs(fi.ModTime())
	case 'z':
		return timeHuman(ctime)
	case 'Z':
		return timeSecs(ctime)
	}
	return "?"
}

// statRawMode is st_mode: type bits and permissions.
func statRawMode(m fs.FileMode) uint32 {
	return unixMode(m) | statTypes[typeLetter(m)].bits
}

// statTypes are the file types by typeLetter: their S_IFMT bits and
// %F's name.
var statTypes = map[byte]struct {
	bits uint32
	name string
}{
	'd': {0o040000, "directory"},
	'l': {0o120000, "symbolic link"},
	'p': {0o010000, "fifo"},
	's': {0o140000, "socket"},
	'c': {0o020000, "character special file"},
	'b': {0o060000, "block special file"},
	'-': {0o100000, "regular file"},
}

func statType(fi fs.FileInfo) string {
	c := typeLetter(fi.Mode())
	if c == '-' && fi.Size() == 0 {
		return "regular empty file"
	}
	return statTypes[c].name
}

// statFS is what stat -f reports of the sandbox mount holding a file.
type statFS struct {
	id                 uint64 // %D of the file: the sandbox numbers file systems by it
	fstype             string
	magic              uint64
	blocks, free       int64
	known              bool // the mount counts its bytes
	blockSize, nameMax uint64
}

// statFSMagic are the f_type of the Linux file systems the sandbox's
// stand for: an in-memory one is tmpfs, a host folder served by the
// sandbox fuse.
var statFSMagic = map[string]uint64{"memfs": 0x01021994, "hostfs": 0x65735546}

// statFileSystem prints f for the file system of name, as statfs
// follows symlinks; it reports whether it could.
func statFileSystem(ctx context.Context, inv *shell.Invocation, name, f, nl string, escapes bool) bool {
	if name == "-" {
		errorf(inv, "using '-' to denote standard input does not work in file system mode")
		return false
	}
	p := inv.Path(name)
	fi, err := inv.FS.Stat(ctx, p)
	if err == nil {
		err = slashDirCheck(ctx, inv, name)
	}
	real := p
	if err == nil {
		real, err = realPath(ctx, inv, p, realExisting)
	}
	if err != nil {
		errorf(inv, "cannot read file system information for %s: %s", quoteFile(name), vfs.Strerror(err))
		return false
	}
	sf := &statFS{blockSize: 4096, nameMax: 255, fstype: "vfs"}
	if st := vfs.Stat(fi); st != nil {
		sf.id = st.Dev
	}
	mounts := dfMounts(inv)
	if i := dfMountOf(mounts, real); i >= 0 {
		m := mounts[i]
		sf.fstype, sf.magic, sf.known = m.fstype, statFSMagic[m.fstype], m.known
		if m.known {
			sf.blocks = m.size / int64(sf.blockSize)
			sf.free = sf.blocks - (m.used+int64(sf.blockSize)-1)/int64(sf.blockSize)
			sf.free = max(sf.free, 0)
		}
	}
	s := statFile{name: name, fi: fi, fsys: sf, warn: func(w string) { errorf(inv, "warning: %s", w) },
		budget: budget(inv), over: new(bool), flush: func(p string) { io.WriteString(inv.Stdout, p) }}
	line := s.format(f, escapes)
	if *s.over {
		errorf(inv, "memory exhausted")
		return false
	}
	_, err = io.WriteString(inv.Stdout, line+nl)
	return err == nil
}

// directive expands one directive of a file system format, as stat.c's
// print_statfs: counts are signed (out_int), sizes unsigned, the ID and
// type hex; others print '?'.
func (sf *statFS) directive(s statFile, spec string, conv byte) string {
	switch conv {
	case 'n':
		return s.str(spec, s.name)
	case 'i':
		return s.statNum(spec, "x", sf.id)
	case 'l':
		return s.statNum(spec, "d", sf.nameMax)
	case 't':
		return s.statNum(spec, "x", sf.magic)
	case 'T':
		return s.str(spec, sf.fstype)
	case 'b':
		return s.statSigned(spec, "d", sf.blocks)
	case 'f', 'a':
		return s.statSigned(spec, "d", sf.free)
	case 's', 'S':
		return s.statNum(spec, "d", sf.blockSize)
	case 'c', 'd':
		return s.statSigned(spec, "d", int64(0))
	}
	return "?"
}
