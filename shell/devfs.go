package shell

import (
	"context"
	"io"
	"io/fs"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

type vfsMode = fs.FileMode
type vfsInfo = fs.FileInfo

// Link passes hard links through to the backend when it supports them.
func (d *devFS) Link(ctx context.Context, oldname, newname string) error {
	return linkIn(ctx, d.FS, oldname, newname)
}

// Mkfifo passes FIFO creation through to the backend.
func (d *devFS) Mkfifo(ctx context.Context, newname string, perm fs.FileMode) error {
	return vfs.Mkfifo(ctx, d.FS, newname, perm)
}

// Lchtimes passes a symlink's own times through to the backend.
func (d *devFS) Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return vfs.Lchtimes(ctx, d.FS, name, atime, mtime)
}

// Usage passes the backend's usage through (0, 0 when it has none).
func (d *devFS) Usage() (used, limit int64) { return usageOf(d.FS) }

// linkIn hard-links in fsys, if it supports hard links.
func linkIn(ctx context.Context, fsys vfs.FS, oldname, newname string) error {
	if l, ok := fsys.(vfs.Linker); ok {
		return l.Link(ctx, oldname, newname)
	}
	return vfs.PathError("link", newname, vfs.ErrNotPermitted)
}

// usageOf is fsys's usage (0, 0 when it counts none).
func usageOf(fsys vfs.FS) (used, limit int64) {
	if u, ok := fsys.(vfs.Usager); ok {
		return u.Usage()
	}
	return 0, 0
}

// Mounts passes the backend's mount table through, so commands such as df
// see it; a backend without one is a single filesystem on /.
func (d *devFS) Mounts() []vfs.Mount {
	if ms := mountsOf(d.FS); ms != nil {
		return ms
	}
	fsys := d.FS
	if sd, ok := fsys.(*sysDirs); ok {
		fsys = sd.FS // the backend itself: changes looks for its overlay
	}
	return []vfs.Mount{{Path: "/", FS: fsys}}
}

// devInfo describes a device node: root's, made when the shell started
// (as udev makes them at boot).
type devInfo struct {
	name    string
	created time.Time
}

func (i devInfo) Name() string       { return i.name }
func (i devInfo) Size() int64        { return 0 }
func (i devInfo) Mode() fs.FileMode  { return fs.ModeDevice | fs.ModeCharDevice | 0o666 }
func (i devInfo) ModTime() time.Time { return i.created }
func (i devInfo) IsDir() bool        { return false }
func (i devInfo) Sys() any {
	return &vfs.StatT{Nlink: 1, User: "root", Group: "root", Atime: i.created, Ctime: i.created}
}

// devFile is an open device path: a view of one of the shell's fds.
type devFile struct {
	name string
	d    *fdesc
}

func (f *devFile) Read(p []byte) (int, error) {
	if f.d.r == nil {
		return 0, vfs.PathError("read", f.name, vfs.ErrBadFD)
	}
	return f.d.r.Read(p)
}

func (f *devFile) Write(p []byte) (int, error) {
	if f.d.w == nil {
		return 0, vfs.PathError("write", f.name, vfs.ErrBadFD)
	}
	return f.d.w.Write(p)
}

func (f *devFile) Seek(offset int64, whence int) (int64, error) {
	if s, ok := f.d.r.(io.Seeker); ok && f.d.file != nil {
		return s.Seek(offset, whence)
	}
	return 0, vfs.PathError("seek", f.name, vfs.ErrInvalid)
}

func (f *devFile) ReadAt(p []byte, off int64) (int, error) {
	return 0, vfs.PathError("read", f.name, vfs.ErrInvalid)
}

func (f *devFile) Close() error { return nil }

func (f *devFile) Stat() (fs.FileInfo, error) {
	if f.d.file != nil {
		return f.d.file.Stat()
	}
	return devInfo{name: f.name}, nil
}

func (f *devFile) Truncate(size int64) error { return nil }
