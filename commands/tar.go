package commands

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "tar",
		Summary: "create, list and extract tar archives",
		Usage:   tarUsage,
		Run:     runTar,
	})
}

const tarUsage = `Usage: tar [OPTION...] [FILE]...
GNU 'tar' saves many files together into a single archive, and can
restore individual files from the archive.

Examples:
  tar -cf archive.tar foo bar  # Create archive.tar from files foo and bar.
  tar -tvf archive.tar         # List all files in archive.tar verbosely.
  tar -xf archive.tar          # Extract all files from archive.tar.

  -c, --create               create a new archive
  -t, --list                 list the contents of an archive
  -x, --extract, --get       extract files from an archive
  -f, --file=ARCHIVE         use archive file ARCHIVE ('-': standard
                             input or output, the default)
  -z, --gzip, --gunzip, --ungzip   filter the archive through gzip
                             (reading detects gzip by itself)
  -a, --auto-compress        use the archive suffix (.gz, .tgz) to decide
                             whether to compress
  -C, --directory=DIR        change to directory DIR
  -O, --to-stdout            extract files to standard output
      --strip-components=NUMBER   strip NUMBER leading components from
                             file names on extraction
  -p, --preserve-permissions extract permissions as stored (no umask)
  -k, --keep-old-files       don't replace existing files when extracting
      --exclude=PATTERN      exclude files matching the glob PATTERN
  -v, --verbose              verbosely list files processed
      --help                 give this help list

Members whose names contain '..' are not extracted; leading '/' is
removed from member names. Symbolic links are created after the other
members, so an archive cannot write through a link it brings itself.
`

type tarRun struct {
	ctx        context.Context
	inv        *shell.Invocation
	dir        string
	verbose    int
	toStdout   bool
	preserve   bool
	keepOld    bool
	strip      int
	excludes   []string
	failed     bool     // a non-fatal error: exit 2 at the end
	stripped   []string // "Removing leading" prefixes already reported
	ugsWidth   int
	archive    string // absolute path of the archive file, "" for stdio
	arcName    string // the archive as named on the command line
	listing    bool   // -t: -v alone gives the long format
	delayLinks []tarDelayed
	dirTimes   []*tar.Header
}

type tarDelayed struct{ target, path string }

func runTar(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	// Old style: "tar cvf a.tar x" bundles the options in the first word.
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		args = append([]string{"-" + args[0]}, args[1:]...)
	}
	t := &tarRun{ctx: ctx, inv: inv, dir: inv.Dir, ugsWidth: 19}
	f := newFlagSet("tar")
	var modes []byte
	for _, m := range []struct {
		c    byte
		long string
	}{{'c', "create"}, {'x', "extract"}, {'t', "list"}} {
		m := m
		f.Func(rune(m.c), m.long, false, func(string) error { modes = append(modes, m.c); return nil })
	}
	f.Func(0, "get", false, func(string) error { modes = append(modes, 'x'); return nil })
	file := f.String('f', "file", "-")
	gz := f.Bool('z', "gzip")
	f.Func(0, "gunzip", false, func(string) error { *gz = true; return nil })
	f.Func(0, "ungzip", false, func(string) error { *gz = true; return nil })
	auto := f.Bool('a', "auto-compress")
	dirArg := ""
	f.Func('C', "directory", true, func(v string) error { t.dir, dirArg = vfs.Abs(t.dir, v), v; return nil })
	f.Func('O', "to-stdout", false, func(string) error { t.toStdout = true; return nil })
	f.Func('p', "preserve-permissions", false, func(string) error { t.preserve = true; return nil })
	f.Func(0, "same-permissions", false, func(string) error { t.preserve = true; return nil })
	f.Func('k', "keep-old-files", false, func(string) error { t.keepOld = true; return nil })
	f.Func('v', "verbose", false, func(string) error { t.verbose++; return nil })
	f.Func(0, "exclude", true, func(v string) error { t.excludes = append(t.excludes, v); return nil })
	strip := f.Int(0, "strip-components", 0)
	ops, err := f.parse(args)
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, tarUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "tar: %s\nTry 'tar --help' or 'tar --usage' for more information.\n", err)
		return 64 // GNU tar's EX_USAGE
	}
	t.strip = *strip
	usage := func(msg string) int {
		fmt.Fprintf(inv.Stderr, "tar: %s\nTry 'tar --help' or 'tar --usage' for more information.\n", msg)
		return 2
	}
	distinct := map[byte]bool{}
	for _, m := range modes {
		distinct[m] = true
	}
	switch {
	case len(distinct) == 0:
		return usage("You must specify one of the '-Acdtrux', '--delete' or '--test-label' options")
	case len(distinct) > 1:
		return usage("You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option")
	}
	if *file != "-" {
		t.archive, t.arcName = inv.Path(*file), *file
	}
	if dirArg != "" {
		if fi, err := inv.FS.Stat(ctx, t.dir); err != nil || !fi.IsDir() {
			if err == nil {
				err = vfs.ErrNotDir
			}
			return t.fatal("%s: Cannot open: %s", dirArg, vfs.Strerror(err))
		}
	}
	compress := *gz || (*auto && (strings.HasSuffix(*file, ".gz") || strings.HasSuffix(*file, ".tgz")))
	var status int
	switch modes[0] {
	case 'c':
		if len(ops) == 0 {
			return usage("Cowardly refusing to create an empty archive")
		}
		status = t.create(ops, compress)
	default:
		status = t.read(modes[0], ops, *gz)
	}
	if status == 0 && t.failed {
		io.WriteString(inv.Stderr, "tar: Exiting with failure status due to previous errors\n")
		status = 2
	}
	return status
}

func (t *tarRun) errorf(format string, args ...any) {
	fmt.Fprintf(t.inv.Stderr, "tar: "+format+"\n", args...)
	t.failed = true
}

// fatal reports an unrecoverable error as GNU tar does.
func (t *tarRun) fatal(format string, args ...any) int {
	fmt.Fprintf(t.inv.Stderr, "tar: "+format+"\n", args...)
	io.WriteString(t.inv.Stderr, "tar: Error is not recoverable: exiting now\n")
	return 2
}

// listOut is where -v lists names: standard error when the archive goes
// to standard output.
func (t *tarRun) listOut(creating bool) io.Writer {
	if creating && t.archive == "" {
		return t.inv.Stderr
	}
	return t.inv.Stdout
}

func (t *tarRun) create(ops []string, compress bool) int {
	ctx, inv := t.ctx, t.inv
	var out io.Writer = inv.Stdout
	var file vfs.File
	if t.archive != "" {
		var err error
		file, err = inv.FS.OpenFile(ctx, t.archive, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o666&^fs.FileMode(inv.Umask))
		if err != nil {
			return t.fatal("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
		}
		defer file.Close()
		out = file
	}
	bw := bufio.NewWriterSize(out, 64<<10)
	var zw *gzip.Writer
	var w io.Writer = bw
	if compress {
		zw = gzip.NewWriter(bw)
		w = zw
	}
	tw := tar.NewWriter(w)
	for _, op := range ops {
		if ctx.Err() != nil {
			return 2
		}
		name := t.memberName(op, true)
		if name == "" {
			name = "."
		}
		if err := t.add(tw, vfs.Abs(t.dir, op), name, op); err != nil {
			return t.writeFailed(err)
		}
	}
	err := tw.Close()
	if err == nil && zw != nil {
		err = zw.Close()
	}
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return t.writeFailed(err)
	}
	return 0
}

func (t *tarRun) writeFailed(err error) int {
	if t.ctx.Err() != nil || t.archive == "" {
		return 2 // cancelled, or standard output is closed or full
	}
	return t.fatal("%s: Cannot write: %s", t.arcName, vfs.Strerror(err))
}

// add writes the file at p to the archive as name, recursing into
// directories. Only archive write errors are returned.
func (t *tarRun) add(tw *tar.Writer, p, name, disp string) error {
	ctx, inv := t.ctx, t.inv
	if err := ctx.Err(); err != nil {
		return err
	}
	if t.excluded(name) {
		return nil
	}
	if p == t.archive {
		fmt.Fprintf(inv.Stderr, "tar: %s: file is the archive; not dumped\n", name)
		return nil
	}
	fi, err := inv.FS.Lstat(ctx, p)
	if err != nil {
		t.errorf("%s: Cannot stat: %s", disp, vfs.Strerror(err))
		return nil
	}
	hdr := &tar.Header{
		Name:    name,
		ModTime: fi.ModTime().Truncate(1e9),
		Uname:   t.user(), Gname: t.user(), Uid: 1000, Gid: 1000,
		Format: tar.FormatGNU,
	}
	hdr.Mode = int64(fi.Mode().Perm())
	if fi.Mode()&fs.ModeSetuid != 0 {
		hdr.Mode |= 0o4000
	}
	if fi.Mode()&fs.ModeSetgid != 0 {
		hdr.Mode |= 0o2000
	}
	if fi.Mode()&fs.ModeSticky != 0 {
		hdr.Mode |= 0o1000
	}
	var src vfs.File
	switch {
	case fi.IsDir():
		hdr.Typeflag = tar.TypeDir
		if !strings.HasSuffix(hdr.Name, "/") {
			hdr.Name += "/"
		}
	case fi.Mode()&fs.ModeSymlink != 0:
		target, err := inv.FS.Readlink(ctx, p)
		if err != nil {
			t.errorf("%s: Cannot readlink: %s", name, vfs.Strerror(err))
			return nil
		}
		hdr.Typeflag, hdr.Linkname = tar.TypeSymlink, target
	case fi.Mode().IsRegular():
		src, err = vfs.Open(ctx, inv.FS, p)
		if err != nil {
			t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
			return nil
		}
		defer src.Close()
		hdr.Typeflag, hdr.Size = tar.TypeReg, fi.Size()
	default:
		fmt.Fprintf(inv.Stderr, "tar: %s: socket ignored\n", name)
		return nil
	}
	if t.verbose > 0 {
		t.printEntry(t.listOut(true), hdr, hdr.Name)
	}
	if err := tw.WriteHeader(hdr); err != nil {
		return err
	}
	if src != nil {
		n, err := io.Copy(tw, &countReader{ctx: ctx, r: src})
		if err != nil && !errors.Is(err, tar.ErrWriteTooLong) {
			var pe *fs.PathError
			if errors.As(err, &pe) && pe.Op == "read" {
				t.errorf("%s: Read error: %s", name, vfs.Strerror(err))
			} else {
				return err
			}
		}
		if n < hdr.Size {
			// The file shrank: pad with zeros as GNU does.
			t.errorf("%s: File shrank by %d bytes; padding with zeros", name, hdr.Size-n)
			if _, err := io.CopyN(tw, zeroReader{}, hdr.Size-n); err != nil {
				return err
			}
		}
	}
	if fi.IsDir() {
		entries, err := inv.FS.ReadDir(ctx, p)
		if err != nil {
			t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
			return nil
		}
		for _, e := range entries {
			child := strings.TrimSuffix(hdr.Name, "/") + "/" + e.Name()
			if hdr.Name == "./" {
				child = "./" + e.Name()
			}
			if err := t.add(tw, path.Join(p, e.Name()), child, path.Join(disp, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func (t *tarRun) user() string {
	if t.inv.Username != "" {
		return t.inv.Username
	}
	return "user"
}

func (t *tarRun) excluded(name string) bool {
	// As GNU tar does, a pattern excludes a member when it matches the
	// member's name, the name of one of its directories, or their last
	// components.
	parts := strings.Split(strings.Trim(name, "/"), "/")
	for _, pat := range t.excludes {
		for i := range parts {
			if ok, _ := path.Match(pat, parts[i]); ok {
				return true
			}
			if ok, _ := path.Match(pat, strings.Join(parts[:i+1], "/")); ok {
				return true
			}
		}
	}
	return false
}

// memberName removes what GNU tar removes from the front of a member name
// ("/", "../", "a/../../"), saying so once per distinct prefix.
func (t *tarRun) memberName(name string, report bool) string {
	cut := 0
	parts := strings.Split(name, "/")
	off := 0
	for i, p := range parts {
		off += len(p)
		if i < len(parts)-1 {
			off++
		}
		if p == ".." {
			cut = off
		}
	}
	if cut == 0 {
		for cut < len(name) && name[cut] == '/' {
			cut++
		}
	} else {
		for cut < len(name) && name[cut] == '/' {
			cut++
		}
	}
	if cut == 0 {
		return name
	}
	prefix := name[:cut]
	if report {
		seen := false
		for _, s := range t.stripped {
			seen = seen || s == prefix
		}
		if !seen {
			t.stripped = append(t.stripped, prefix)
			fmt.Fprintf(t.inv.Stderr, "tar: Removing leading `%s' from member names\n", prefix)
		}
	}
	return name[cut:]
}

func hasDotDot(name string) bool {
	for _, p := range strings.Split(name, "/") {
		if p == ".." {
			return true
		}
	}
	return false
}

// printEntry prints a member as -v (name only) or -vv and -tv (ls-like)
// show it.
func (t *tarRun) printEntry(w io.Writer, hdr *tar.Header, name string) {
	if t.verbose < 2 && !(t.verbose == 1 && t.listing) {
		fmt.Fprintln(w, name)
		return
	}
	mode := fs.FileMode(hdr.Mode).Perm()
	switch hdr.Typeflag {
	case tar.TypeDir:
		mode |= fs.ModeDir
	case tar.TypeSymlink:
		mode |= fs.ModeSymlink
	case tar.TypeChar:
		mode |= fs.ModeDevice | fs.ModeCharDevice
	case tar.TypeBlock:
		mode |= fs.ModeDevice
	case tar.TypeFifo:
		mode |= fs.ModeNamedPipe
	}
	if hdr.Mode&0o4000 != 0 {
		mode |= fs.ModeSetuid
	}
	if hdr.Mode&0o2000 != 0 {
		mode |= fs.ModeSetgid
	}
	if hdr.Mode&0o1000 != 0 {
		mode |= fs.ModeSticky
	}
	modes := lsModeString(mode)
	if hdr.Typeflag == tar.TypeLink {
		modes = "h" + modes[1:]
	}
	user, group := hdr.Uname, hdr.Gname
	if user == "" {
		user = fmt.Sprint(hdr.Uid)
	}
	if group == "" {
		group = fmt.Sprint(hdr.Gid)
	}
	size := fmt.Sprint(hdr.Size)
	if hdr.Typeflag == tar.TypeChar || hdr.Typeflag == tar.TypeBlock {
		size = fmt.Sprintf("%d,%d", hdr.Devmajor, hdr.Devminor)
	}
	pad := len(user) + 1 + len(group) + 1 + len(size)
	if pad > t.ugsWidth {
		t.ugsWidth = pad
	}
	when := hdr.ModTime.In(strftime.Location(t.inv.Getenv("TZ"))).Format("2006-01-02 15:04")
	line := fmt.Sprintf("%s %s/%s %*s %s %s", modes, user, group, t.ugsWidth-pad+len(size), size, when, name)
	switch hdr.Typeflag {
	case tar.TypeSymlink:
		line += " -> " + hdr.Linkname
	case tar.TypeLink:
		line += " link to " + hdr.Linkname
	}
	fmt.Fprintln(w, line)
}

// read lists (-t) or extracts (-x) the archive.
func (t *tarRun) read(mode byte, ops []string, gz bool) int {
	ctx, inv := t.ctx, t.inv
	t.listing = mode == 't'
	var in io.Reader = inv.Stdin
	if t.archive != "" {
		f, err := vfs.Open(ctx, inv.FS, t.archive)
		if err == nil {
			if fi, serr := f.Stat(); serr == nil && fi.IsDir() {
				f.Close()
				return t.fatal("%s: Cannot read: %s\ntar: At beginning of tape, quitting now", t.arcName, vfs.Strerror(vfs.ErrIsDir))
			}
		}
		if err != nil {
			return t.fatal("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
		}
		defer f.Close()
		in = f
	}
	br := bufio.NewReaderSize(&countReader{ctx: ctx, r: in}, 64<<10)
	// Like GNU tar, recognise gzip input by itself.
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		if t.archive == "" && !gz {
			// GNU cannot reopen a pipe through gzip.
			return t.fatal("Archive is compressed. Use -z option")
		}
		zr, err := gzip.NewReader(br)
		if err != nil {
			return t.fatal("Child returned status 1")
		}
		in = zr
	} else {
		in = br
	}
	tr := tar.NewReader(in)
	found := make([]bool, len(ops))
	for n := 0; ; n++ {
		if ctx.Err() != nil {
			return 2
		}
		// Skip what is left of the previous member's data here, so that a
		// short header block (which GNU tar ignores) is told apart from
		// short data (which it reports).
		if _, err := io.Copy(io.Discard, tr); err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) {
				return t.fatal("Unexpected EOF in archive")
			}
			return t.fatal("%s: Read error: %s", t.arcName, vfs.Strerror(err))
		}
		hdr, err := tr.Next()
		if err == io.EOF && n > 0 {
			break
		}
		if err != nil {
			if n == 0 && (err == io.EOF || errors.Is(err, tar.ErrHeader) || errors.Is(err, io.ErrUnexpectedEOF)) {
				t.errorf("This does not look like a tar archive")
				break
			}
			if errors.Is(err, io.ErrUnexpectedEOF) {
				break
			}
			if errors.Is(err, tar.ErrHeader) || errors.Is(err, gzip.ErrChecksum) || errors.Is(err, gzip.ErrHeader) {
				t.errorf("Skipping to next header")
				return t.fatal("Exiting with failure status due to previous errors")
			}
			return t.fatal("%s: Read error: %s", t.arcName, vfs.Strerror(err))
		}
		if len(ops) > 0 && !t.selected(hdr.Name, ops, found) {
			continue
		}
		if t.excluded(hdr.Name) {
			continue
		}
		if mode == 't' {
			t.memberName(hdr.Name, true)
			t.printEntry(inv.Stdout, hdr, hdr.Name)
			continue
		}
		if err := t.extract(tr, hdr); err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) {
				return t.fatal("Unexpected EOF in archive")
			}
			return 2
		}
	}
	if mode == 'x' && !t.toStdout {
		t.finishExtract()
	}
	for i, ok := range found {
		if !ok {
			t.errorf("%s: Not found in archive", ops[i])
		}
	}
	return 0
}

// selected reports whether a member was asked for: its name or one of its
// parent directories is an operand.
func (t *tarRun) selected(name string, ops []string, found []bool) bool {
	name = strings.TrimSuffix(name, "/")
	for i, op := range ops {
		op = strings.TrimSuffix(op, "/")
		if name == op || strings.HasPrefix(name, op+"/") {
			found[i] = true
			return true
		}
	}
	return false
}

// extract writes one member below t.dir. Only errors that end the run
// (cancellation, a broken archive, a failed standard output) are returned.
func (t *tarRun) extract(tr *tar.Reader, hdr *tar.Header) error {
	ctx, inv := t.ctx, t.inv
	name := t.memberName(hdr.Name, true)
	if hasDotDot(hdr.Name) {
		t.errorf("%s: Member name contains '..'", hdr.Name)
		return nil
	}
	if t.strip > 0 {
		parts := strings.Split(strings.TrimSuffix(name, "/"), "/")
		if len(parts) <= t.strip {
			return nil
		}
		name = strings.Join(parts[t.strip:], "/")
	}
	if name == "" || name == "." || name == "./" {
		if hdr.Typeflag != tar.TypeDir {
			return nil
		}
	}
	if t.verbose > 0 {
		t.printEntry(inv.Stdout, hdr, hdr.Name)
	}
	if t.toStdout {
		if hdr.Typeflag == tar.TypeReg || hdr.Typeflag == tar.TypeRegA {
			if _, err := io.Copy(inv.Stdout, tr); err != nil {
				return err
			}
		}
		return nil
	}
	p := vfs.Abs(t.dir, name)
	perm := fs.FileMode(hdr.Mode).Perm()
	if !t.preserve {
		perm &^= fs.FileMode(inv.Umask)
	}
	if parent := path.Dir(p); parent != p {
		if err := vfs.MkdirAll(ctx, inv.FS, parent, 0o777&^fs.FileMode(inv.Umask)); err != nil {
			t.errorf("%s: Cannot mkdir: %s", name, vfs.Strerror(err))
			return nil
		}
	}
	existing, lerr := inv.FS.Lstat(ctx, p)
	if lerr == nil && t.keepOld && !existing.IsDir() {
		t.errorf("%s: Cannot open: File exists", name)
		return nil
	}
	switch hdr.Typeflag {
	case tar.TypeDir:
		if lerr == nil && !existing.IsDir() {
			inv.FS.Remove(ctx, p)
			lerr = errors.New("removed")
		}
		if lerr != nil {
			if err := inv.FS.Mkdir(ctx, p, perm|0o700); err != nil {
				t.errorf("%s: Cannot mkdir: %s", name, vfs.Strerror(err))
				return nil
			}
		}
		inv.FS.Chmod(ctx, p, perm)
		h := *hdr
		h.Name = p
		t.dirTimes = append(t.dirTimes, &h)
	case tar.TypeSymlink:
		if lerr == nil {
			if err := inv.FS.Remove(ctx, p); err != nil {
				t.errorf("%s: Cannot unlink: %s", name, vfs.Strerror(err))
				return nil
			}
		}
		// A placeholder now, the link at the end: later members cannot
		// write through it.
		f, err := inv.FS.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0)
		if err != nil {
			t.errorf("%s: Cannot create symlink to %s: %s", name, quoteGNU(hdr.Linkname), vfs.Strerror(err))
			return nil
		}
		f.Close()
		t.delayLinks = append(t.delayLinks, tarDelayed{hdr.Linkname, p})
	case tar.TypeLink:
		target := t.memberName(hdr.Linkname, false)
		if t.strip > 0 {
			parts := strings.Split(target, "/")
			if len(parts) <= t.strip {
				return nil
			}
			target = strings.Join(parts[t.strip:], "/")
		}
		tp := vfs.Abs(t.dir, target)
		if lerr == nil {
			inv.FS.Remove(ctx, p)
		}
		var err error
		if l, ok := inv.FS.(vfs.Linker); ok && !hasDotDot(hdr.Linkname) {
			err = l.Link(ctx, tp, p)
		} else {
			err = vfs.ErrNotSupported
		}
		if err != nil {
			t.errorf("%s: Cannot hard link to %s: %s", name, quoteGNU(target), vfs.Strerror(err))
		}
	case tar.TypeReg, tar.TypeRegA, tar.TypeGNUSparse:
		if lerr == nil {
			if existing.IsDir() {
				t.errorf("%s: Cannot open: %s", name, vfs.Strerror(vfs.ErrIsDir))
				return nil
			}
			if err := inv.FS.Remove(ctx, p); err != nil {
				t.errorf("%s: Cannot unlink: %s", name, vfs.Strerror(err))
				return nil
			}
		}
		f, err := inv.FS.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, perm)
		if err != nil {
			t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
			return nil
		}
		_, err = io.Copy(f, tr)
		cerr := f.Close()
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) || errors.Is(err, vfs.ErrNoSpace) || errors.Is(err, vfs.ErrFileTooLarge) {
				t.errorf("%s: Cannot write: %s", name, vfs.Strerror(err))
				return nil
			}
			return err
		}
		if cerr != nil {
			t.errorf("%s: Cannot write: %s", name, vfs.Strerror(cerr))
			return nil
		}
		inv.FS.Chmod(ctx, p, perm)
		inv.FS.Chtimes(ctx, p, hdr.ModTime, hdr.ModTime)
	default:
		t.errorf("%s: Cannot mknod: %s", name, vfs.Strerror(vfs.ErrNotPermitted))
	}
	return nil
}

// finishExtract makes the delayed symlinks and sets directory times (set
// last, since extracting into a directory changes its time).
func (t *tarRun) finishExtract() {
	ctx, fsys := t.ctx, t.inv.FS
	for _, d := range t.delayLinks {
		fi, err := fsys.Lstat(ctx, d.path)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() != 0 {
			continue // replaced by a later member
		}
		fsys.Remove(ctx, d.path)
		if err := fsys.Symlink(ctx, d.target, d.path); err != nil {
			t.errorf("%s: Cannot create symlink to %s: %s", d.path, quoteGNU(d.target), vfs.Strerror(err))
		}
	}
	for i := len(t.dirTimes) - 1; i >= 0; i-- {
		h := t.dirTimes[i]
		fsys.Chtimes(ctx, h.Name, h.ModTime, h.ModTime)
	}
}
