package hostfs

import (
	"bytes"
	"context"
	"encoding/binary"
	"io/fs"
	"path"
	"slices"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/computerwelt/computerwelt/vfs"
)

// A listing's entries carry the type getdents64 reported (d_type), so that
// a walk needing only types (grep -r, find -name) costs no system call per
// entry, as fts's does. Info is lazy (see lazyDir): the lstat is made
// through the directory a fresh walk of the listing's path reaches
// (checked as every walk is), never through the descriptor that read the
// listing, which the host may have moved out of the folder since. An entry whose type the file system does not report
// (DT_UNKNOWN) is lstatted by ReadDir itself.

// dirent is a directory entry of a listing.
type dirent struct {
	name string
	typ  fs.FileMode
	info *info // the lstat: by ReadDir for DT_UNKNOWN, else by lazyDir.fill
	err  error // the lstat's error, or why it was not made
	d    *lazyDir
}

func (e *dirent) Name() string      { return e.name }
func (e *dirent) IsDir() bool       { return e.typ.IsDir() }
func (e *dirent) Type() fs.FileMode { return e.typ }
func (e *dirent) String() string    { return fs.FormatDirEntry(e) }

// Info is the entry's lstat, made when Info is first asked of it. As
// fs.DirEntry allows, an entry removed (or replaced by a special file)
// since the listing fails with ENOENT.
func (e *dirent) Info() (fs.FileInfo, error) {
	d := e.d
	d.mu.Lock()
	if e.info == nil && e.err == nil {
		if d.asked {
			d.fill(nil)
		} else {
			d.asked = true
			d.fill(e)
		}
	}
	d.mu.Unlock()
	if e.err != nil {
		return nil, e.err
	}
	return e.info, nil
}

// lazyDir is a listing whose entries' Info is made on demand. The first
// Info asked lstats its entry alone (grep -r asks it of directories
// only), the next one every entry left (find, du ask it of all).
type lazyDir struct {
	f     *FS
	ctx   context.Context // ReadDir's: a cancelled command stops the lstats
	name  string          // as given to ReadDir, for errors
	key   string          // the directory's path in the folder, symlinks resolved
	mu    sync.Mutex
	asked bool // an entry's Info was made
	ents  []dirent
}

// fill lstats the entry one, or with one nil every entry not lstatted
// yet, through the directory's handle a walk of its path gives now.
func (d *lazyDir) fill(one *dirent) {
	h, _, done, err := d.f.dirAt(d.ctx, "lstat", d.key)
	if err != nil {
		for i := range d.ents {
			if e := &d.ents[i]; e.info == nil && e.err == nil && (one == nil || e == one) {
				e.err = d.entryErr(e.name, err)
			}
		}
		return
	}
	defer done()
	var infos []info
	if one == nil {
		infos = make([]info, len(d.ents))
	} else {
		infos = make([]info, 1)
	}
	var st syscall.Stat_t
	var stop error
	for i := range d.ents {
		e := &d.ents[i]
		if e.info != nil || e.err != nil || one != nil && e != one {
			continue
		}
		if i%256 == 0 && stop == nil {
			stop = d.ctx.Err()
		}
		if stop != nil {
			e.err = stop
			continue
		}
		if err := h.lstatInto(e.name, &st); err != nil {
			e.err = d.entryErr(e.name, err)
			continue
		}
		in := &infos[0]
		if one == nil {
			in = &infos[i]
		}
		in.fill(&st, e.name, d.f.owner)
		if isSpecial(in.mode) {
			e.err = d.entryErr(e.name, vfs.ErrNotExist)
			continue
		}
		d.f.linkSize(in, h.root, e.name)
		e.info = in
	}
}

// entryErr is err, met lstatting the entry name, as the sandbox sees it.
func (d *lazyDir) entryErr(name string, err error) error {
	return hostErr("lstat", path.Join(d.name, name), err)
}

// dirAt resolves name, which must be a directory, following symlinks, and
// returns its handle, held until the caller calls done, and its path in
// the folder with symlinks resolved ("" for the root).
func (f *FS) dirAt(ctx context.Context, op, name string) (h *dirHandle, key string, done func(), err error) {
	l, err := f.resolve(ctx, op, name, true)
	if err != nil {
		return nil, "", nil, err
	}
	fi, err := l.lstat(op, name)
	if err != nil {
		l.close()
		return nil, "", nil, err
	}
	if !fi.IsDir() {
		l.close()
		return nil, "", nil, vfs.PathError(op, name, vfs.ErrNotDir)
	}
	if l.base == "." {
		return l.dh, l.key, l.close, nil
	}
	key = l.key + "/" + l.base
	sub, err := f.openDir(l.dir, key, l.base, fi)
	if err != nil {
		l.close()
		return nil, "", nil, hostErr(op, name, err)
	}
	return sub, key, func() { f.dirs.release(sub); l.close() }, nil
}

// direntBufSize is the size of readDirents's buffer: getdents64 returns
// as many entries as fit, about a thousand.
const direntBufSize = 32 << 10

// Offsets in a struct linux_dirent64: d_ino, d_off, then these.
const (
	direntReclen = 16 // unsigned short d_reclen
	direntType   = 18 // unsigned char d_type
	direntName   = 19 // char d_name[], NUL-terminated
)

// readDirents returns the entries of the directory h but "." and "..",
// sorted by name, read with getdents64 on a descriptor of their own
// (reading moves the offset, and h's descriptor is shared). Special files
// (devices, FIFOs, sockets) are left out; entries of unknown type are
// lstatted. The names share one string and the entries one slice: a
// listing makes a few allocations, not a few per entry.
func (f *FS) readDirents(ctx context.Context, h *dirHandle, d *lazyDir) ([]dirent, error) {
	dfile, err := h.dirFile()
	if err != nil {
		return nil, err
	}
	df, err := openAt(dfile, ".", syscall.O_RDONLY|syscall.O_DIRECTORY, 0)
	if err != nil {
		return nil, err
	}
	defer df.Close()
	bp, _ := f.dirents.Get().(*[]byte)
	if bp == nil {
		b := make([]byte, direntBufSize)
		bp = &b
	}
	defer f.dirents.Put(bp)
	type raw struct {
		start, end int
		typ        byte
	}
	var (
		names []byte
		raws  []raw
	)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n, err := ignoringEINTR(func() (int, error) { return unix.Getdents(df.fd, *bp) })
		if err != nil {
			return nil, err
		}
		if n <= 0 {
			break
		}
		buf := (*bp)[:n]
		for len(buf) > direntName {
			reclen := int(binary.NativeEndian.Uint16(buf[direntReclen:]))
			if reclen <= direntName || reclen > len(buf) {
				break // malformed: the kernel never returns one
			}
			rec := buf[direntName:reclen]
			typ := buf[direntType]
			buf = buf[reclen:]
			if i := slices.Index(rec, 0); i >= 0 {
				rec = rec[:i]
			}
			if len(rec) == 0 || string(rec) == "." || string(rec) == ".." {
				continue
			}
			raws = append(raws, raw{len(names), len(names) + len(rec), typ})
			names = append(names, rec...)
		}
	}
	// Sorted as records of offsets, before the entries exist: moving
	// these costs a third of moving entries (pprof of grep -r showed the
	// sort of entries as 2% of it).
	slices.SortFunc(raws, func(a, b raw) int {
		return bytes.Compare(names[a.start:a.end], names[b.start:b.end])
	})
	all := string(names)
	ents := make([]dirent, 0, len(raws))
	var st syscall.Stat_t
	for _, r := range raws {
		if e, ok := f.direntOf(h, all[r.start:r.end], r.typ, &st); ok {
			e.d = d
			ents = append(ents, e)
		}
	}
	return ents, nil
}

// direntOf is the entry of name, of type typ (a d_type), in the directory
// h; ok is false for an entry to leave out. An entry of unknown type
// (DT_UNKNOWN: a file system that does not say) is lstatted now, into st.
func (f *FS) direntOf(h *dirHandle, name string, typ byte, st *syscall.Stat_t) (e dirent, ok bool) {
	e.name = name
	switch typ {
	case syscall.DT_REG:
	case syscall.DT_DIR:
		e.typ = fs.ModeDir
	case syscall.DT_LNK:
		e.typ = fs.ModeSymlink
	case syscall.DT_CHR, syscall.DT_BLK, syscall.DT_FIFO, syscall.DT_SOCK:
		return e, false // invisible
	default:
		if err := h.lstatInto(name, st); err != nil {
			return e, false // gone since listed
		}
		in := &info{}
		in.fill(st, name, f.owner)
		if isSpecial(in.mode) {
			return e, false
		}
		f.linkSize(in, h.root, name)
		e.info, e.typ = in, in.mode.Type()
	}
	return e, true
}
