package vfs

import (
	"bytes"
	"io/fs"
	"sync"
)

// NewBytesFile returns a read-only File over data, described by fi: the
// open file of a backend that generates content (projections, documents
// as text). Writes fail with EBADF, Truncate with EINVAL; when fi is a
// directory, reads fail with EISDIR as read(2) does.
func NewBytesFile(name string, fi fs.FileInfo, data []byte) File {
	return &bytesFile{name: name, fi: fi, dir: fi.IsDir(), r: bytes.NewReader(data)}
}

type bytesFile struct {
	name   string
	fi     fs.FileInfo
	dir    bool
	mu     sync.Mutex
	r      *bytes.Reader
	closed bool
}

// check fails reads of a closed file or a directory.
func (fl *bytesFile) check(op string) error {
	if fl.closed {
		return PathError(op, fl.name, fs.ErrClosed)
	}
	if fl.dir {
		return PathError(op, fl.name, ErrIsDir)
	}
	return nil
}

func (fl *bytesFile) Read(p []byte) (int, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if err := fl.check("read"); err != nil {
		return 0, err
	}
	return fl.r.Read(p)
}

func (fl *bytesFile) ReadAt(p []byte, off int64) (int, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if err := fl.check("read"); err != nil {
		return 0, err
	}
	if off < 0 {
		return 0, PathError("read", fl.name, ErrInvalid)
	}
	return fl.r.ReadAt(p, off)
}

func (fl *bytesFile) Seek(offset int64, whence int) (int64, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return 0, PathError("seek", fl.name, fs.ErrClosed)
	}
	n, err := fl.r.Seek(offset, whence)
	if err != nil {
		return 0, PathError("seek", fl.name, ErrInvalid)
	}
	return n, nil
}

func (fl *bytesFile) Write(p []byte) (int, error) {
	return 0, PathError("write", fl.name, ErrBadFD)
}

func (fl *bytesFile) Truncate(size int64) error {
	return PathError("truncate", fl.name, ErrInvalid)
}

func (fl *bytesFile) Stat() (fs.FileInfo, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return nil, PathError("stat", fl.name, fs.ErrClosed)
	}
	return fl.fi, nil
}

func (fl *bytesFile) Close() error {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return PathError("close", fl.name, fs.ErrClosed)
	}
	fl.closed = true
	return nil
}
