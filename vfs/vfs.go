// Package vfs defines the sandbox's filesystem: a small, context-first
// interface that every backend (in-memory, host folder, overlay, mount
// table, projections) implements, plus helpers shared by commands.
//
// Paths given to an FS are always absolute and cleaned ("/a/b", never
// "a/../b" or "/a/"); callers resolve relative paths against their working
// directory with Join or Abs first. Errors are *fs.PathError values whose Err
// is one of the errno values below (or fs.ErrNotExist-compatible ones), so
// errors.Is(err, fs.ErrNotExist) works and Strerror prints the GNU wording.
package vfs

import (
	"context"
	"io"
	"io/fs"
	"os"
	"syscall"
	"time"
)

// Open flags, the same values as package os so they can be passed through.
const (
	O_RDONLY = os.O_RDONLY
	O_WRONLY = os.O_WRONLY
	O_RDWR   = os.O_RDWR
	O_APPEND = os.O_APPEND
	O_CREATE = os.O_CREATE
	O_EXCL   = os.O_EXCL
	O_TRUNC  = os.O_TRUNC
	// O_ACCMODE masks the access mode bits of a flag.
	O_ACCMODE = O_RDONLY | O_WRONLY | O_RDWR
)

// Errno values the backends use. They satisfy errors.Is against the fs.Err*
// sentinels where one exists (ENOENT is fs.ErrNotExist, EEXIST fs.ErrExist,
// EACCES and EPERM fs.ErrPermission).
var (
	ErrNotExist     error = syscall.ENOENT
	ErrExist        error = syscall.EEXIST
	ErrPermission   error = syscall.EACCES
	ErrNotPermitted error = syscall.EPERM
	ErrNotDir       error = syscall.ENOTDIR
	ErrIsDir        error = syscall.EISDIR
	ErrNotEmpty     error = syscall.ENOTEMPTY
	ErrCrossDevice  error = syscall.EXDEV
	ErrReadOnly     error = syscall.EROFS
	ErrLoop         error = syscall.ELOOP
	ErrNameTooLong  error = syscall.ENAMETOOLONG
	ErrInvalid      error = syscall.EINVAL
	ErrNoSpace      error = syscall.ENOSPC
	ErrFileTooLarge error = syscall.EFBIG
	ErrBadFD        error = syscall.EBADF
	// ErrBrokenPipe is what a write returns when its reader went away (or
	// the output limit closed the stream): commands stop silently, as GNU
	// tools die of SIGPIPE.
	ErrBrokenPipe   error = syscall.EPIPE
	ErrBusy         error = syscall.EBUSY
	ErrNotSupported error = syscall.ENOTSUP
	// ErrIllegalSeek is a seek on a stream (dd seek= on a pipe).
	ErrIllegalSeek error = syscall.ESPIPE
	// ErrIO is a failure of the storage behind a file (a lazily loaded
	// file whose content could not be fetched).
	ErrIO error = syscall.EIO
)

// FS is the interface every filesystem backend implements.
//
// All methods take a context first: backends that do I/O (host folders,
// projections calling user code, remote stores) honour cancellation.
// Symlinks are resolved inside the FS, with a loop limit (ELOOP), except for
// the final component in Lstat, Readlink, Remove, Rename, Symlink and the
// "nofollow" cases noted below.
type FS interface {
	// OpenFile opens name with os-style flags. With O_CREATE the new file
	// gets perm (the caller has already applied its umask). Opening a
	// directory for reading succeeds (the File's Read fails with EISDIR);
	// opening a directory for writing fails with EISDIR.
	OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (File, error)
	// Stat follows symlinks; Lstat does not.
	Stat(ctx context.Context, name string) (fs.FileInfo, error)
	Lstat(ctx context.Context, name string) (fs.FileInfo, error)
	// ReadDir lists a directory sorted by name, without "." and "..".
	ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error)
	// Mkdir creates one directory (EEXIST if anything is there).
	Mkdir(ctx context.Context, name string, perm fs.FileMode) error
	// Remove removes a file, symlink (not its target) or empty directory.
	Remove(ctx context.Context, name string) error
	// Rename moves oldname to newname with POSIX rename semantics
	// (replaces a file, or an empty directory with a directory; EXDEV across
	// mounts).
	Rename(ctx context.Context, oldname, newname string) error
	// Symlink creates newname as a symlink whose content is target.
	Symlink(ctx context.Context, target, newname string) error
	Readlink(ctx context.Context, name string) (string, error)
	// Chmod sets the permission bits (follows symlinks).
	Chmod(ctx context.Context, name string, mode fs.FileMode) error
	// Chtimes sets access and modification times (follows symlinks).
	Chtimes(ctx context.Context, name string, atime, mtime time.Time) error
}

// File is an open file. Files opened read-only fail writes with EBADF and
// vice versa.
type File interface {
	io.Reader
	io.Writer
	io.Seeker
	io.ReaderAt
	io.Closer
	Stat() (fs.FileInfo, error)
	Truncate(size int64) error
}

// Lchtimer is implemented by backends that can set a symlink's own times
// (touch -h, cp -a of a link); Lchtimes, which does not follow a final
// symlink, is Chtimes on anything else.
type Lchtimer interface {
	Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error
}

// Linker is implemented by backends that support hard links.
type Linker interface {
	Link(ctx context.Context, oldname, newname string) error
}

// Describer is implemented by backends that can say what they are, for
// `help`, `mount` and `df`: one line such as "in-memory, writable".
type Describer interface {
	Describe() string
}

// Usage is implemented by backends that count their bytes, for `df` and for
// the MaxFilesystemBytes limit. Limit is 0 when unbounded.
type Usager interface {
	Usage() (used, limit int64)
}

// Mount describes one filesystem of a mount table, for `mount` and `df`.
type Mount struct {
	// Path is the absolute mount point ("/" for the root filesystem).
	Path string
	// Name is the source shown in the first column of `mount` and `df`
	// (such as "memfs" or a host folder); it may be empty.
	Name string
	// Description says what the filesystem is ("in-memory, writable").
	Description string
	ReadOnly    bool
	FS          FS
}
