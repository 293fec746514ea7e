package mount

import (
	"errors"
	"io"
	"io/fs"
	"path"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// namedInfo renames a FileInfo: Stat returns the name it was asked for, not
// the name of the symlink's target or "/" for a mount's root.
type namedInfo struct {
	fs.FileInfo
	name string
}

func (fi namedInfo) Name() string { return fi.name }

func named(fi fs.FileInfo, name string) fs.FileInfo {
	if fi.Name() == name {
		return fi
	}
	if n, ok := fi.(namedInfo); ok {
		fi = n.FileInfo
	}
	return namedInfo{fi, name}
}

// dirInfo describes a directory that exists only because a mount point is
// below it.
type dirInfo struct{ name string }

func syntheticDir(name string) fs.FileInfo { return dirInfo{name} }

func (d dirInfo) Name() string       { return d.name }
func (d dirInfo) Size() int64        { return 0 }
func (d dirInfo) Mode() fs.FileMode  { return fs.ModeDir | 0o555 }
func (d dirInfo) ModTime() time.Time { return time.Time{} }
func (d dirInfo) IsDir() bool        { return true }
func (d dirInfo) Sys() any           { return &vfs.StatT{Nlink: 2} }

// dirFile is an open directory that exists only in the mount table.
type dirFile struct {
	info   fs.FileInfo
	name   string
	closed bool
}

func (f *dirFile) err(op string, errno error) error {
	if f.closed {
		errno = vfs.ErrBadFD
	}
	return vfs.PathError(op, f.name, errno)
}

func (f *dirFile) Read([]byte) (int, error)          { return 0, f.err("read", vfs.ErrIsDir) }
func (f *dirFile) ReadAt([]byte, int64) (int, error) { return 0, f.err("read", vfs.ErrIsDir) }
func (f *dirFile) Write([]byte) (int, error)         { return 0, f.err("write", vfs.ErrBadFD) }
func (f *dirFile) Truncate(int64) error              { return f.err("truncate", vfs.ErrInvalid) }

func (f *dirFile) Seek(offset int64, whence int) (int64, error) {
	if f.closed {
		return 0, f.err("seek", vfs.ErrBadFD)
	}
	if whence != io.SeekStart || offset != 0 {
		return 0, f.err("seek", vfs.ErrInvalid)
	}
	return 0, nil
}

func (f *dirFile) Stat() (fs.FileInfo, error) {
	if f.closed {
		return nil, f.err("stat", vfs.ErrBadFD)
	}
	return f.info, nil
}

func (f *dirFile) Close() error {
	if f.closed {
		return f.err("close", vfs.ErrBadFD)
	}
	f.closed = true
	return nil
}

// file is an open file of a mounted filesystem whose errors name the path
// it was opened by in the table, not the mounted filesystem's path.
type file struct {
	vfs.File
	name string
}

func (f *file) fix(err error) error {
	if err == nil || err == io.EOF {
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path != f.name {
		return &fs.PathError{Op: pe.Op, Path: f.name, Err: pe.Err}
	}
	return err
}

func (f *file) Read(p []byte) (int, error) {
	n, err := f.File.Read(p)
	return n, f.fix(err)
}

func (f *file) ReadAt(p []byte, off int64) (int, error) {
	n, err := f.File.ReadAt(p, off)
	return n, f.fix(err)
}

func (f *file) Write(p []byte) (int, error) {
	n, err := f.File.Write(p)
	return n, f.fix(err)
}

func (f *file) Seek(offset int64, whence int) (int64, error) {
	n, err := f.File.Seek(offset, whence)
	return n, f.fix(err)
}

func (f *file) Close() error { return f.fix(f.File.Close()) }

func (f *file) Truncate(size int64) error { return f.fix(f.File.Truncate(size)) }

func (f *file) Stat() (fs.FileInfo, error) {
	fi, err := f.File.Stat()
	if err != nil {
		return nil, f.fix(err)
	}
	return named(fi, path.Base(f.name)), nil
}
