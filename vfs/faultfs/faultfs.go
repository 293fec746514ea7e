// Package faultfs wraps a vfs.FS to inject faults: an error on the Nth
// operation of a kind, short writes, a full disk. Tests use it to prove that
// a failed write, rename or copy leaves files and quotas as they were.
package faultfs

import (
	"context"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// Operation kinds a Fault can match. File operations (Read, Write,
// Truncate, Close) are counted on every file the FS opened.
const (
	OpOpen     = "open" // OpenFile
	OpStat     = "stat" // Stat and Lstat
	OpReadDir  = "readdir"
	OpMkdir    = "mkdir"
	OpRemove   = "remove"
	OpRename   = "rename"
	OpSymlink  = "symlink"
	OpReadlink = "readlink"
	OpChmod    = "chmod"
	OpChtimes  = "chtimes"
	OpRead     = "read"
	OpWrite    = "write"
	OpTruncate = "truncate"
	OpClose    = "close"
)

// A Fault makes one operation fail.
type Fault struct {
	// Op is the kind of operation (OpWrite, ...); empty matches any.
	Op string
	// Path, when set, restricts the fault to operations on names with
	// this prefix (for a rename, either name).
	Path string
	// Nth is which matching operation fails, counting from 1; 0 means
	// every one from now on.
	Nth int
	// Err is the error returned; nil means ENOSPC (a full disk).
	Err error
	// Short makes a failing write store the first half of its data before
	// failing, as a disk filling up mid-write does.
	Short bool
}

// FS is a vfs.FS whose operations fail as its faults say.
type FS struct {
	base vfs.FS

	mu     sync.Mutex
	faults []*fault
	ops    int
}

type fault struct {
	Fault
	seen int
}

// New wraps base with faults.
func New(base vfs.FS, faults ...Fault) *FS {
	f := &FS{base: base}
	for _, fl := range faults {
		f.Inject(fl)
	}
	return f
}

// Inject adds a fault; its count of matching operations starts now.
func (f *FS) Inject(fl Fault) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.faults = append(f.faults, &fault{Fault: fl})
}

// Clear removes every fault.
func (f *FS) Clear() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.faults = nil
}

// Ops returns how many operations the FS has seen.
func (f *FS) Ops() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.ops
}

// check counts one operation and returns the fault it triggers, if any.
func (f *FS) check(op string, names ...string) *Fault {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ops++
	for _, fl := range f.faults {
		if fl.Op != "" && fl.Op != op {
			continue
		}
		if fl.Path != "" && !matchAny(fl.Path, names) {
			continue
		}
		fl.seen++
		if fl.Nth == 0 || fl.seen == fl.Nth {
			out := fl.Fault
			if out.Err == nil {
				out.Err = vfs.ErrNoSpace
			}
			return &out
		}
	}
	return nil
}

func matchAny(prefix string, names []string) bool {
	for _, n := range names {
		if strings.HasPrefix(n, prefix) {
			return true
		}
	}
	return false
}

func (f *FS) fail(op, name string) error {
	if fl := f.check(op, name); fl != nil {
		return vfs.PathError(op, name, fl.Err)
	}
	return nil
}

// OpenFile implements vfs.FS.
func (f *FS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	if err := f.fail(OpOpen, name); err != nil {
		return nil, err
	}
	file, err := f.base.OpenFile(ctx, name, flag, perm)
	if err != nil {
		return nil, err
	}
	return &File{File: file, fs: f, name: name}, nil
}

// Stat implements vfs.FS.
func (f *FS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	if err := f.fail(OpStat, name); err != nil {
		return nil, err
	}
	return f.base.Stat(ctx, name)
}

// Lstat implements vfs.FS.
func (f *FS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	if err := f.fail(OpStat, name); err != nil {
		return nil, err
	}
	return f.base.Lstat(ctx, name)
}

// ReadDir implements vfs.FS.
func (f *FS) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	if err := f.fail(OpReadDir, name); err != nil {
		return nil, err
	}
	return f.base.ReadDir(ctx, name)
}

// Mkdir implements vfs.FS.
func (f *FS) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	if err := f.fail(OpMkdir, name); err != nil {
		return err
	}
	return f.base.Mkdir(ctx, name, perm)
}

// Remove implements vfs.FS.
func (f *FS) Remove(ctx context.Context, name string) error {
	if err := f.fail(OpRemove, name); err != nil {
		return err
	}
	return f.base.Remove(ctx, name)
}

// Rename implements vfs.FS.
func (f *FS) Rename(ctx context.Context, oldname, newname string) error {
	if fl := f.check(OpRename, oldname, newname); fl != nil {
		return vfs.PathError("rename", oldname, fl.Err)
	}
	return f.base.Rename(ctx, oldname, newname)
}

// Symlink implements vfs.FS.
func (f *FS) Symlink(ctx context.Context, target, newname string) error {
	if err := f.fail(OpSymlink, newname); err != nil {
		return err
	}
	return f.base.Symlink(ctx, target, newname)
}

// Readlink implements vfs.FS.
func (f *FS) Readlink(ctx context.Context, name string) (string, error) {
	if err := f.fail(OpReadlink, name); err != nil {
		return "", err
	}
	return f.base.Readlink(ctx, name)
}

// Chmod implements vfs.FS.
func (f *FS) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	if err := f.fail(OpChmod, name); err != nil {
		return err
	}
	return f.base.Chmod(ctx, name, mode)
}

// Chtimes implements vfs.FS.
func (f *FS) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	if err := f.fail(OpChtimes, name); err != nil {
		return err
	}
	return f.base.Chtimes(ctx, name, atime, mtime)
}

// Lchtimes implements vfs.Lchtimer; it fails as Chtimes does.
func (f *FS) Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	if err := f.fail(OpChtimes, name); err != nil {
		return err
	}
	return vfs.Lchtimes(ctx, f.base, name, atime, mtime)
}

// Usage reports the base's usage when it counts bytes.
func (f *FS) Usage() (used, limit int64) {
	if u, ok := f.base.(vfs.Usager); ok {
		return u.Usage()
	}
	return 0, 0
}

// File is a file opened through FS; its reads, writes, truncations and
// close count as operations.
type File struct {
	vfs.File
	fs   *FS
	name string
}

func (f *File) Read(p []byte) (int, error) {
	if err := f.fs.fail(OpRead, f.name); err != nil {
		return 0, err
	}
	return f.File.Read(p)
}

func (f *File) ReadAt(p []byte, off int64) (int, error) {
	if err := f.fs.fail(OpRead, f.name); err != nil {
		return 0, err
	}
	return f.File.ReadAt(p, off)
}

func (f *File) Write(p []byte) (int, error) {
	if fl := f.fs.check(OpWrite, f.name); fl != nil {
		n := 0
		if fl.Short && len(p) > 1 {
			n, _ = f.File.Write(p[:len(p)/2])
		}
		return n, vfs.PathError("write", f.name, fl.Err)
	}
	return f.File.Write(p)
}

func (f *File) Truncate(size int64) error {
	if err := f.fs.fail(OpTruncate, f.name); err != nil {
		return err
	}
	return f.File.Truncate(size)
}

func (f *File) Close() error {
	err := f.File.Close()
	if ferr := f.fs.fail(OpClose, f.name); ferr != nil && err == nil {
		err = ferr
	}
	return err
}
