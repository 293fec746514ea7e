package commands

import (
	"archive/tar"
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// tarOut is an archive being written: the tar stream, padded to whole
// records as GNU tar writes them, through the compressor to the file.
type tarOut struct {
	tw    *tar.Writer
	rec   *recordWriter
	comp  io.WriteCloser
	bw    *bufio.Writer
	links map[[2]uint64]string // hard links seen: (dev, inode) -> member name
	v7    *v7Writer
	vol   *tarVolumeWriter // -M
}

// recordWriter counts the bytes of the tar stream and pads it to a whole
// record at the end.
type recordWriter struct {
	w      io.Writer
	n      int64 // bytes since the start of the archive
	size   int
	t      *tarRun
	checkN int64
}

func (r *recordWriter) Write(p []byte) (int, error) {
	n, err := r.w.Write(p)
	r.n += int64(n)
	if r.t.checkpoint > 0 {
		for r.n/int64(r.size) > r.checkN {
			r.checkN++
			r.t.checkpointHit(r.checkN)
		}
	}
	return n, err
}

func (r *recordWriter) pad() error {
	rem := r.n % int64(r.size)
	if rem == 0 {
		return nil
	}
	// A record may be 512 MiB (-b 1048576): the zeros go a block of
	// blocks at a time, stopping at the first write error.
	var zeros [32 << 10]byte
	for left := int64(r.size) - rem; left > 0; {
		k := min(left, int64(len(zeros)))
		if _, err := r.Write(zeros[:k]); err != nil {
			return err
		}
		left -= k
	}
	return nil
}

// checkpointHit runs the --checkpoint actions at record n (counted
// from 1) when n is a multiple of the interval.
func (t *tarRun) checkpointHit(n int64) {
	if n%int64(t.checkpoint) != 0 {
		return
	}
	verb := "write"
	if t.mode == 't' || t.mode == 'x' || t.mode == 'd' {
		verb = "read"
	}
	acts := t.checkpointActions
	if len(acts) == 0 {
		acts = []string{"echo"}
	}
	for _, a := range acts {
		name, arg, _ := strings.Cut(a, "=")
		expand := func(s string) string {
			s = strings.ReplaceAll(s, "%u", fmt.Sprint(n))
			s = strings.ReplaceAll(s, "%s", verb)
			s = strings.ReplaceAll(s, "%T", "")
			return strings.ReplaceAll(s, "%{}", "")
		}
		switch name {
		case "echo":
			if arg == "" {
				fmt.Fprintf(t.inv.Stderr, "tar: %s %d\n", map[string]string{"write": "Write checkpoint", "read": "Read checkpoint"}[verb], n)
			} else {
				fmt.Fprintf(t.inv.Stderr, "tar: %s\n", expand(arg))
			}
		case "ttyout":
			fmt.Fprint(t.inv.Stderr, expand(arg))
		case "dot", ".":
			fmt.Fprint(t.inv.Stdout, ".")
		case "bell":
			fmt.Fprint(t.inv.Stderr, "\a")
		case "exec":
			t.runSandbox(arg, nil, nil, map[string]string{"TAR_CHECKPOINT": fmt.Sprint(n)})
		case "sleep", "wait":
		}
	}
}

// openOut starts an archive on w, which already holds offset bytes.
func (t *tarRun) openOut(w io.Writer, offset int64) (*tarOut, error) {
	o := &tarOut{bw: bufio.NewWriterSize(w, 64<<10), links: map[[2]uint64]string{}}
	var sink io.Writer = o.bw
	if t.compress != nil {
		c, err := t.compress.writer(t, o.bw)
		if err != nil {
			return nil, err
		}
		o.comp, sink = c, c
	}
	o.rec = &recordWriter{w: sink, n: offset, size: t.recordSize, t: t, checkN: offset / int64(t.recordSize)}
	if t.v7 || t.format == tar.FormatGNU {
		o.v7 = &v7Writer{w: o.rec, gnu: !t.v7}
		o.tw = tar.NewWriter(o.v7)
	} else {
		o.tw = tar.NewWriter(o.rec)
	}
	return o, nil
}

// writeHeader writes a member's header (as v7's, for --format=v7).
func (o *tarOut) writeHeader(hdr *tar.Header) error {
	if o.v7 != nil {
		o.v7.header = true
		defer func() { o.v7.header = false }()
	}
	if err := o.tw.WriteHeader(hdr); err != nil {
		return err
	}
	if o.vol != nil && hdr.Typeflag != tar.TypeLink && hdr.Typeflag != tar.TypeSymlink && hdr.Typeflag != tar.TypeDir {
		o.vol.member(hdr.Name, o.rec.n, hdr.Size)
	}
	return nil
}

// v7Writer turns the ustar header blocks Go's writer makes into v7 ones
// as GNU tar writes them: no magic, owner names or prefix, checksum
// recomputed.
type v7Writer struct {
	w      io.Writer
	header bool
	// gnu: the headers are GNU's, whose device fields stay empty but
	// for devices (Go writes zeros there).
	gnu bool
}

func (v *v7Writer) Write(p []byte) (int, error) {
	if v.gnu {
		if v.header && len(p) == 512 && string(p[257:265]) == "ustar  \x00" && p[156] != tar.TypeChar && p[156] != tar.TypeBlock {
			blk := append([]byte(nil), p...)
			clear(blk[329:345])
			tarChecksum(blk)
			return v.w.Write(blk)
		}
		return v.w.Write(p)
	}
	if !v.header || len(p) != 512 {
		return v.w.Write(p)
	}
	v.header = false
	blk := append([]byte(nil), p...)
	clear(blk[257:])
	copy(blk[329:], "0000000\x000000000\x00") // GNU keeps the device fields
	if blk[156] == '0' {
		blk[156] = 0 // a regular file is v7's NUL type
	}
	copy(blk[148:156], "        ")
	sum := 0
	for _, c := range blk {
		sum += int(c)
	}
	copy(blk[148:156], fmt.Sprintf("%06o\x00 ", sum))
	return v.w.Write(blk)
}

func (o *tarOut) close(t *tarRun) error {
	err := o.tw.Close()
	if err == nil && o.vol == nil {
		err = o.rec.pad()
	}
	t.bytesWritten = o.rec.n
	if err == nil && o.comp != nil {
		err = o.comp.Close()
	}
	if err == nil {
		err = o.bw.Flush()
	}
	if err == nil && o.vol != nil {
		err = o.vol.finish()
	}
	return err
}

func (t *tarRun) create() int {
	ctx, inv := t.ctx, t.inv
	var out io.Writer = inv.Stdout
	if t.archive != "" {
		file, err := inv.FS.OpenFile(ctx, t.archive, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o666&^fs.FileMode(inv.Umask))
		if err != nil {
			return t.fatal("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
		}
		defer file.Close()
		out = file
	}
	var vol *tarVolumeWriter
	if t.multi != nil {
		f, _ := out.(vfs.File)
		vol = t.newVolumeWriter(f)
		out = vol
	}
	o, err := t.openOut(out, 0)
	if err != nil {
		return t.fatal("%s", err)
	}
	o.vol = vol
	write := func() int { return t.writeNames(o, nil) }
	if t.incremental {
		write = func() int { return t.createIncremental(o) }
	}
	if st := write(); st != 0 {
		return st
	}
	if err := o.close(t); err != nil {
		return t.writeFailed(err)
	}
	if t.verify && t.archive != "" {
		t.verifyArchive()
	}
	t.finishRemove()
	for _, lc := range t.linkOrder {
		if lc.seen < lc.nlink {
			t.warnf("Missing links to %s.", quoteArg(lc.name))
		}
	}
	return 0
}

// writeNames adds the label and every name operand; skip, when set, says
// whether a file is already in the archive as new (-u).
func (t *tarRun) writeNames(o *tarOut, skip func(name string, fi fs.FileInfo) bool) int {
	if t.label != "" {
		name := t.label
		if t.multi != nil {
			name += " Volume 1"
		}
		hdr := &tar.Header{Name: name, Typeflag: tarTypeVolume, ModTime: t.now.Truncate(time.Second), Format: tar.FormatGNU}
		if err := o.writeHeader(hdr); err != nil {
			return t.writeFailed(err)
		}
	}
	for _, n := range t.names {
		if t.ctx.Err() != nil {
			return 2
		}
		if n.dirArg != "" {
			if fi, err := t.inv.FS.Stat(t.ctx, n.dir); err != nil || !fi.IsDir() {
				if err == nil {
					err = vfs.ErrNotDir
				}
				return t.fatal("%s: Cannot open: %s", n.dirArg, vfs.Strerror(err))
			}
		}
		op := n.pat
		name := t.memberName(op, true)
		if name == "" {
			name = "."
		}
		w := &tarWalk{o: o, top: true, noRecurse: n.noRecurse, skip: skip}
		if err := t.add(w, vfs.Abs(n.dir, op), name, op, nil); err != nil {
			return t.writeFailed(err)
		}
	}
	return 0
}

func (t *tarRun) writeFailed(err error) int {
	if t.ctx.Err() != nil || t.archive == "" {
		return 2 // cancelled, or standard output is closed or full
	}
	var ce *tarChildError
	if errors.As(err, &ce) {
		return t.fatal("%s", ce.msg)
	}
	var stop *tarVolumeStop
	if errors.As(err, &stop) {
		return stop.status
	}
	return t.fatal("%s: Cannot write: %s", t.arcName, vfs.Strerror(err))
}

// tarWalk is the state of one name's traversal.
type tarWalk struct {
	o         *tarOut
	top       bool
	noRecurse bool
	dev       uint64
	skip      func(name string, fi fs.FileInfo) bool
	dumpdir   []byte // an incremental dump's directory: its dumpdir member's data
}

// add writes the file at p to the archive as name, recursing into
// directories. Only archive write errors are returned.
func (t *tarRun) add(w *tarWalk, p, name, disp string, ign []tarDirPattern) error {
	ctx, inv := t.ctx, t.inv
	if err := ctx.Err(); err != nil {
		return err
	}
	top := w.top
	w.top = false
	if t.excluded(name) {
		return nil
	}
	if p == t.archive {
		fmt.Fprintf(inv.Stderr, "tar: %s: file is the archive; not dumped\n", name)
		return nil
	}
	stat := inv.FS.Lstat
	if t.dereference {
		stat = inv.FS.Stat
	}
	fi, err := stat(ctx, p)
	if err != nil {
		if t.ignoreFailedRead {
			t.warnf("%s: Warning: Cannot stat: %s", disp, vfs.Strerror(err))
		} else {
			t.errorf("%s: Cannot stat: %s", disp, vfs.Strerror(err))
		}
		return nil
	}
	st := vfs.Stat(fi)
	if top && st != nil {
		w.dev = st.Dev
	}
	hdr := &tar.Header{
		Name:    name,
		ModTime: fi.ModTime().Truncate(1e9),
		Format:  t.format,
	}
	hdr.Uname, hdr.Gname, hdr.Uid, hdr.Gid = t.user(), t.user(), 1000, 1000
	if st != nil && (st.User != "" || st.Uid != 0 || st.Gid != 0) {
		hdr.Uname, hdr.Gname, hdr.Uid, hdr.Gid = st.User, st.Group, int(st.Uid), int(st.Gid)
	} else if t.inv.Username == "root" {
		hdr.Uname, hdr.Gname, hdr.Uid, hdr.Gid = "root", "root", 0, 0
	}
	hdr.Mode = int64(unixMode(fi.Mode()) & 0o7777)
	var src vfs.File
	var tag tarTag
	tagged := false
	switch {
	case fi.IsDir():
		hdr.Typeflag = tar.TypeDir
		if !strings.HasSuffix(hdr.Name, "/") {
			hdr.Name += "/"
		}
		if w.dumpdir != nil {
			hdr.Typeflag, hdr.Size, hdr.Format = tarTypeDumpdir, int64(len(w.dumpdir)), tar.FormatGNU
		}
		if tag, tagged = t.tagOf(p); tagged && tag.kind == 3 {
			t.cacheNote("%s/: contains a cache directory tag %s; directory not dumped", strings.TrimSuffix(disp, "/"), tag.file)
			return nil
		}
	case fi.Mode()&fs.ModeSymlink != 0:
		target, err := inv.FS.Readlink(ctx, p)
		if err != nil {
			t.errorf("%s: Cannot readlink: %s", name, vfs.Strerror(err))
			return nil
		}
		hdr.Typeflag, hdr.Linkname = tar.TypeSymlink, target
	case fi.Mode().IsRegular():
		hdr.Typeflag, hdr.Size = tar.TypeReg, fi.Size()
		if st != nil && st.Nlink > 1 && !t.hardDeref {
			key := [2]uint64{st.Dev, st.Ino}
			if t.checkLinks {
				if t.linkCount == nil {
					t.linkCount = map[[2]uint64]*tarLinkCount{}
				}
				lc := t.linkCount[key]
				if lc == nil {
					lc = &tarLinkCount{name: name, nlink: st.Nlink}
					t.linkCount[key] = lc
					t.linkOrder = append(t.linkOrder, lc)
				}
				lc.seen++
			}
			if first, ok := w.o.links[key]; ok {
				hdr.Typeflag, hdr.Linkname, hdr.Size = tar.TypeLink, first, 0
			} else {
				w.o.links[key] = t.transform(name, 'r')
			}
		}
	case vfs.IsFifo(fi.Mode()):
		// A node without content (type '6'): never opened.
		hdr.Typeflag = tar.TypeFifo
	default:
		fmt.Fprintf(inv.Stderr, "tar: %s: socket ignored\n", name)
		return nil
	}
	if t.newerSet && !fi.IsDir() && fi.ModTime().Before(t.newer) &&
		(t.newerMtimeOnly || st == nil || st.Ctime.Before(t.newer)) {
		// GNU's -N also dumps a file whose status changed since.
		if t.warns("file-unchanged") {
			fmt.Fprintf(inv.Stderr, "tar: %s: file is unchanged; not dumped\n", disp)
		}
		return nil
	}
	if w.skip != nil && w.skip(name, fi) {
		goto children
	}
	t.applyAttrs(hdr)
	if t.interactive && !t.confirm("add", disp) {
		return nil
	}
	if hdr.Typeflag == tar.TypeReg {
		src, err = vfs.Open(ctx, inv.FS, p)
		if err != nil {
			if t.ignoreFailedRead {
				t.warnf("%s: Warning: Cannot open: %s", name, vfs.Strerror(err))
			} else {
				t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
			}
			return nil
		}
		defer src.Close()
	}
	if t.verbose > 0 {
		shown := hdr.Name
		if !t.showTransformed {
			shown = name
			if fi.IsDir() && !strings.HasSuffix(shown, "/") {
				shown += "/"
			}
		}
		shownHdr := hdr
		if hdr.Typeflag == tarTypeDumpdir {
			dir := *hdr
			dir.Typeflag, dir.Size = tar.TypeDir, 0 // GNU lists it so
			shownHdr = &dir
		}
		t.printEntry(t.listOut(true), shownHdr, shown)
	}
	if hdr.Name == "" {
		hdr.Name = "./"
	}
	if t.v7 && (len(hdr.Name) > 99 || len(hdr.Linkname) > 99) {
		what := "file"
		if len(hdr.Name) <= 99 {
			what = "link"
		}
		t.errorf("%s: %s name is too long (max 99); not dumped", hdr.Name, what)
		return nil
	}
	if err := w.o.writeHeader(hdr); err != nil {
		if errors.Is(err, tar.ErrHeader) || errors.Is(err, tar.ErrFieldTooLong) || strings.Contains(err.Error(), "cannot encode header") {
			// The format cannot hold the name (ustar: 100+155 bytes).
			t.errorf("%s: file name is too long (max 256); not dumped", hdr.Name)
			return nil
		}
		return err
	}
	if hdr.Typeflag == tarTypeDumpdir {
		if _, err := w.o.tw.Write(w.dumpdir); err != nil {
			return err
		}
	}
	if src != nil {
		n, err := io.Copy(w.o.tw, &countReader{ctx: ctx, r: src})
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
			if _, err := io.CopyN(w.o.tw, zeroReader{}, hdr.Size-n); err != nil {
				return err
			}
		}
	}
	if t.removeFiles {
		t.toRemove = append(t.toRemove, p)
	}
children:
	if !fi.IsDir() || w.noRecurse {
		return nil
	}
	if tagged {
		switch tag.kind {
		case 1:
			t.cacheNote("%s/: contains a cache directory tag %s; contents not dumped", strings.TrimSuffix(disp, "/"), tag.file)
			return t.add(w, path.Join(p, tag.file), strings.TrimSuffix(hdr.Name, "/")+"/"+tag.file, path.Join(disp, tag.file), nil)
		case 2:
			t.cacheNote("%s/: contains a cache directory tag %s; contents not dumped", strings.TrimSuffix(disp, "/"), tag.file)
			return nil
		}
	}
	if st != nil && !top && t.oneFS && st.Dev != w.dev {
		t.warnf("%s: file is on a different filesystem; not dumped", name)
		return nil
	}
	entries, err := inv.FS.ReadDir(ctx, p)
	if err != nil {
		t.errorf("%s: Cannot open: %s", name, vfs.Strerror(err))
		return nil
	}
	if t.sortOrder == "name" {
		sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	}
	var dx dirExcludes
	if len(t.ignoreFiles) > 0 || t.vcsIgnores {
		dx = t.readIgnores(p, ign)
	}
	base := strings.TrimSuffix(name, "/")
	if name == "" || name == "./" {
		base = "."
	}
	for _, e := range entries {
		if dx.excludes(e.Name()) {
			continue
		}
		child := base + "/" + e.Name()
		if err := t.add(w, path.Join(p, e.Name()), child, path.Join(disp, e.Name()), dx.below); err != nil {
			return err
		}
	}
	return nil
}

func (d dirExcludes) excludes(name string) bool {
	for _, p := range d.here {
		if p.match(name) {
			return true
		}
	}
	for _, p := range d.below {
		if p.match(name) {
			return true
		}
	}
	return false
}

// applyAttrs applies --transform, --owner, --group, the maps, --mode and
// --mtime to a header about to be written.
func (t *tarRun) applyAttrs(hdr *tar.Header) {
	if hdr.Typeflag == tar.TypeLink {
		hdr.Name = t.transform(hdr.Name, 'r') // the target is already a stored name
	} else {
		t.transformHeader(hdr)
	}
	for _, o := range []struct {
		id   *tarID
		name *string
		num  *int
	}{{t.owner, &hdr.Uname, &hdr.Uid}, {t.group, &hdr.Gname, &hdr.Gid}} {
		switch {
		case o.id == nil:
		case o.id.numeric:
			*o.name, *o.num = t.nameOf(o.id.id), o.id.id
		case o.id.set:
			*o.name, *o.num = o.id.name, o.id.id
		default:
			*o.name, *o.num = o.id.name, t.idOf(o.id.name, *o.num)
		}
	}
	if m, ok := t.ownerMap[hdr.Uname]; ok {
		hdr.Uname, hdr.Uid = m.name, m.id
	} else if m, ok := t.ownerMap[fmt.Sprintf("+%d", hdr.Uid)]; ok {
		hdr.Uname, hdr.Uid = m.name, m.id
	}
	if m, ok := t.groupMap[hdr.Gname]; ok {
		hdr.Gname, hdr.Gid = m.name, m.id
	} else if m, ok := t.groupMap[fmt.Sprintf("+%d", hdr.Gid)]; ok {
		hdr.Gname, hdr.Gid = m.name, m.id
	}
	if t.numericOwner {
		hdr.Uname, hdr.Gname = "", ""
	}
	if len(t.modeChanges) > 0 {
		hdr.Mode = int64(adjustMode(uint32(hdr.Mode), hdr.Typeflag == tar.TypeDir, 0, t.modeChanges))
	}
	if t.mtime != nil && (!t.clampMtime || hdr.ModTime.After(*t.mtime)) {
		hdr.ModTime = t.mtime.Truncate(time.Second)
	}
}

// idOf is the id of a user or group name of the sandbox: 0 for root,
// the sandbox user's own; another name keeps the file's id.
func (t *tarRun) idOf(name string, def int) int {
	if name == "root" || name == t.user() {
		uid, _ := shell.UserIdentity(name)
		return int(uid)
	}
	return def
}

// nameOf is the name of a numeric id given alone (--owner=0).
func (t *tarRun) nameOf(id int) string {
	if id == 0 {
		return "root"
	}
	if uid, _ := shell.UserIdentity(t.user()); int(uid) == id {
		return t.user()
	}
	return ""
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// finishRemove removes what --remove-files archived: files first, then
// the directories (deepest first).
func (t *tarRun) finishRemove() {
	for i := len(t.toRemove) - 1; i >= 0; i-- {
		p := t.toRemove[i]
		if err := t.inv.FS.Remove(t.ctx, p); err != nil {
			t.errorf("%s: Cannot remove: %s", p, vfs.Strerror(err))
		}
	}
	t.toRemove = nil
}

// confirm asks on standard error and reads the answer from standard input
// (-w).
func (t *tarRun) confirm(action, name string) bool {
	fmt.Fprintf(t.inv.Stderr, "%s %s?", action, name)
	var line []byte
	buf := make([]byte, 1)
	for {
		n, err := t.inv.Stdin.Read(buf)
		if n == 1 {
			if buf[0] == '\n' {
				break
			}
			line = append(line, buf[0])
		}
		if err != nil {
			break
		}
	}
	s := strings.TrimSpace(string(line))
	return strings.HasPrefix(s, "y") || strings.HasPrefix(s, "Y")
}

// cacheNote reports a directory left out for its tag (--warning=cachedir).
func (t *tarRun) cacheNote(format string, args ...any) {
	if t.warns("cachedir") {
		t.warnf(format, args...)
	}
}
