package python

import (
	"context"
	"errors"
	"hash/fnv"
	"io"
	"io/fs"
	"path"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/sys"

	"github.com/computerwelt/computerwelt/vfs"
)

// guestFS adapts the sandbox's vfs.FS to wazero's writable filesystem, so
// that the guest's open/stat/mkdir/... go through the sandbox and never the
// host. wazero gives paths relative to the mount point ("/"), cleaned, but
// sometimes with a trailing slash.
type guestFS struct {
	ctx  context.Context
	fsys vfs.FS
	// umask is the shell's file creation mask. WASI's path_open and
	// path_create_directory carry no mode (wazero passes 0o600 and
	// 0o700), so what the guest creates gets the modes a program that
	// asks for the usual 0o666 and 0o777 gets: open() and os.mkdir()
	// make 644 and 755 files and directories under umask 022.
	umask fs.FileMode
}

var _ experimentalsys.FS = (*guestFS)(nil)

func (g *guestFS) abs(p string) string { return path.Clean("/" + p) }

// errno maps a vfs error (a *fs.PathError wrapping a syscall errno) to the
// guest's errno.
func errno(err error) experimentalsys.Errno {
	if err == nil {
		return 0
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return experimentalsys.EINTR
	}
	if e := experimentalsys.UnwrapOSError(err); e != 0 {
		return e
	}
	return experimentalsys.EIO
}

// inode invents a stable inode number from the path: the vfs has none, and
// Python compares (st_dev, st_ino) to detect "same file" (shutil.copy).
func inode(p string) sys.Inode {
	h := fnv.New64a()
	io.WriteString(h, p)
	return h.Sum64() | 1
}

func statOf(p string, fi fs.FileInfo) sys.Stat_t {
	st := sys.Stat_t{
		Ino:   inode(p),
		Dev:   1,
		Mode:  fi.Mode(),
		Nlink: 1,
		Size:  fi.Size(),
	}
	t := fi.ModTime().UnixNano()
	st.Atim, st.Mtim, st.Ctim = t, t, t
	if fi.IsDir() {
		st.Nlink = 2
	}
	return st
}

func (g *guestFS) OpenFile(p string, flag experimentalsys.Oflag, perm fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	name := g.abs(p)
	var f int
	switch flag & (experimentalsys.O_RDONLY | experimentalsys.O_RDWR | experimentalsys.O_WRONLY) {
	case experimentalsys.O_RDWR:
		f = vfs.O_RDWR
	case experimentalsys.O_WRONLY:
		f = vfs.O_WRONLY
	default:
		f = vfs.O_RDONLY
	}
	if flag&experimentalsys.O_APPEND != 0 {
		f |= vfs.O_APPEND
	}
	if flag&experimentalsys.O_CREAT != 0 {
		f |= vfs.O_CREATE
	}
	if flag&experimentalsys.O_EXCL != 0 {
		f |= vfs.O_EXCL
	}
	if flag&experimentalsys.O_TRUNC != 0 {
		f |= vfs.O_TRUNC
	}
	if flag&experimentalsys.O_NOFOLLOW != 0 {
		if fi, err := g.fsys.Lstat(g.ctx, name); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, experimentalsys.ELOOP
		}
	}
	if flag&experimentalsys.O_DIRECTORY != 0 {
		fi, err := g.fsys.Stat(g.ctx, name)
		if err != nil {
			return nil, errno(err)
		}
		if !fi.IsDir() {
			return nil, experimentalsys.ENOTDIR
		}
	}
	vf, err := g.fsys.OpenFile(g.ctx, name, f, 0o666&^g.umask)
	if err != nil {
		return nil, errno(err)
	}
	return &guestFile{g: g, f: vf, name: name, append: f&vfs.O_APPEND != 0}, 0
}

func (g *guestFS) Lstat(p string) (sys.Stat_t, experimentalsys.Errno) {
	name := g.abs(p)
	fi, err := g.fsys.Lstat(g.ctx, name)
	if err != nil {
		return sys.Stat_t{}, errno(err)
	}
	return statOf(name, fi), 0
}

func (g *guestFS) Stat(p string) (sys.Stat_t, experimentalsys.Errno) {
	name := g.abs(p)
	fi, err := g.fsys.Stat(g.ctx, name)
	if err != nil {
		return sys.Stat_t{}, errno(err)
	}
	return statOf(name, fi), 0
}

func (g *guestFS) Mkdir(p string, perm fs.FileMode) experimentalsys.Errno {
	return errno(g.fsys.Mkdir(g.ctx, g.abs(p), 0o777&^g.umask))
}

func (g *guestFS) Chmod(p string, perm fs.FileMode) experimentalsys.Errno {
	return errno(g.fsys.Chmod(g.ctx, g.abs(p), perm))
}

func (g *guestFS) Rename(from, to string) experimentalsys.Errno {
	return errno(g.fsys.Rename(g.ctx, g.abs(from), g.abs(to)))
}

func (g *guestFS) Rmdir(p string) experimentalsys.Errno {
	name := g.abs(p)
	fi, err := g.fsys.Lstat(g.ctx, name)
	if err != nil {
		return errno(err)
	}
	if !fi.IsDir() {
		return experimentalsys.ENOTDIR
	}
	return errno(g.fsys.Remove(g.ctx, name))
}

func (g *guestFS) Unlink(p string) experimentalsys.Errno {
	name := g.abs(p)
	fi, err := g.fsys.Lstat(g.ctx, name)
	if err != nil {
		return errno(err)
	}
	if fi.IsDir() {
		return experimentalsys.EISDIR
	}
	return errno(g.fsys.Remove(g.ctx, name))
}

func (g *guestFS) Link(oldPath, newPath string) experimentalsys.Errno {
	l, ok := g.fsys.(vfs.Linker)
	if !ok {
		return experimentalsys.EPERM
	}
	return errno(l.Link(g.ctx, g.abs(oldPath), g.abs(newPath)))
}

func (g *guestFS) Symlink(oldPath, linkName string) experimentalsys.Errno {
	// oldPath aliases guest memory: keep a copy.
	target := string([]byte(oldPath))
	return errno(g.fsys.Symlink(g.ctx, target, g.abs(linkName)))
}

func (g *guestFS) Readlink(p string) (string, experimentalsys.Errno) {
	s, err := g.fsys.Readlink(g.ctx, g.abs(p))
	return s, errno(err)
}

func (g *guestFS) Utimens(p string, atim, mtim int64) experimentalsys.Errno {
	return g.utimens(g.abs(p), atim, mtim)
}

func (g *guestFS) utimens(name string, atim, mtim int64) experimentalsys.Errno {
	if atim == experimentalsys.UTIME_OMIT || mtim == experimentalsys.UTIME_OMIT {
		fi, err := g.fsys.Stat(g.ctx, name)
		if err != nil {
			return errno(err)
		}
		old := fi.ModTime().UnixNano()
		if atim == experimentalsys.UTIME_OMIT {
			atim = old
		}
		if mtim == experimentalsys.UTIME_OMIT {
			mtim = old
		}
	}
	return errno(g.fsys.Chtimes(g.ctx, name, time.Unix(0, atim), time.Unix(0, mtim)))
}

// guestFile is an open vfs.File seen by the guest.
type guestFile struct {
	g       *guestFS
	f       vfs.File
	name    string
	append  bool
	dir     []fs.DirEntry // directory listing, read on the first Readdir
	dirPos  int
	dirRead bool
}

var _ experimentalsys.File = (*guestFile)(nil)

func (f *guestFile) Dev() (uint64, experimentalsys.Errno)    { return 1, 0 }
func (f *guestFile) Ino() (sys.Inode, experimentalsys.Errno) { return inode(f.name), 0 }

func (f *guestFile) IsDir() (bool, experimentalsys.Errno) {
	fi, err := f.f.Stat()
	if err != nil {
		return false, errno(err)
	}
	return fi.IsDir(), 0
}

func (f *guestFile) IsAppend() bool { return f.append }

// IsTerminal reports that no file of the sandbox is a terminal. wazero
// would otherwise give a character device (/dev/null, /dev/stdin) the
// rights by which wasi-libc's isatty tells a terminal, and CPython would
// run "python3 /dev/stdin <<EOF" as an interactive session, prompts and
// all, and line-buffer what it writes to /dev/stdout.
func (f *guestFile) IsTerminal() bool { return false }

func (f *guestFile) SetAppend(enable bool) experimentalsys.Errno {
	if enable == f.append {
		return 0
	}
	// vfs files fix O_APPEND at open time.
	return experimentalsys.ENOSYS
}

func (f *guestFile) Stat() (sys.Stat_t, experimentalsys.Errno) {
	fi, err := f.f.Stat()
	if err != nil {
		return sys.Stat_t{}, errno(err)
	}
	return statOf(f.name, fi), 0
}

func (f *guestFile) Read(buf []byte) (int, experimentalsys.Errno) {
	n, err := f.f.Read(buf)
	if err == io.EOF {
		err = nil
	}
	return n, errno(err)
}

func (f *guestFile) Pread(buf []byte, off int64) (int, experimentalsys.Errno) {
	n, err := f.f.ReadAt(buf, off)
	if err == io.EOF {
		err = nil
	}
	return n, errno(err)
}

func (f *guestFile) Seek(offset int64, whence int) (int64, experimentalsys.Errno) {
	if f.dirRead || f.dir != nil {
		// Only rewinding a directory is meaningful.
		if offset == 0 && whence == io.SeekStart {
			f.dir, f.dirPos, f.dirRead = nil, 0, false
			return 0, 0
		}
		return 0, experimentalsys.EINVAL
	}
	n, err := f.f.Seek(offset, whence)
	return n, errno(err)
}

func (f *guestFile) Readdir(n int) ([]experimentalsys.Dirent, experimentalsys.Errno) {
	if !f.dirRead {
		ents, err := f.g.fsys.ReadDir(f.g.ctx, f.name)
		if err != nil {
			if errors.Is(err, vfs.ErrNotDir) {
				return nil, experimentalsys.EBADF
			}
			return nil, errno(err)
		}
		f.dir, f.dirPos, f.dirRead = ents, 0, true
	}
	rest := f.dir[f.dirPos:]
	if n > 0 && n < len(rest) {
		rest = rest[:n]
	}
	f.dirPos += len(rest)
	out := make([]experimentalsys.Dirent, len(rest))
	for i, e := range rest {
		out[i] = experimentalsys.Dirent{Ino: inode(path.Join(f.name, e.Name())), Name: e.Name(), Type: e.Type()}
	}
	return out, 0
}

func (f *guestFile) Write(buf []byte) (int, experimentalsys.Errno) {
	n, err := f.f.Write(buf)
	return n, errno(err)
}

// Pwrite writes at off without moving the offset (vfs.File has no WriteAt).
func (f *guestFile) Pwrite(buf []byte, off int64) (int, experimentalsys.Errno) {
	cur, err := f.f.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, errno(err)
	}
	if _, err := f.f.Seek(off, io.SeekStart); err != nil {
		return 0, errno(err)
	}
	n, werr := f.f.Write(buf)
	if _, err := f.f.Seek(cur, io.SeekStart); err != nil && werr == nil {
		werr = err
	}
	return n, errno(werr)
}

func (f *guestFile) Truncate(size int64) experimentalsys.Errno { return errno(f.f.Truncate(size)) }
func (f *guestFile) Sync() experimentalsys.Errno               { return 0 }
func (f *guestFile) Datasync() experimentalsys.Errno           { return 0 }

func (f *guestFile) Utimens(atim, mtim int64) experimentalsys.Errno {
	return f.g.utimens(f.name, atim, mtim)
}

func (f *guestFile) Close() experimentalsys.Errno { return errno(f.f.Close()) }
