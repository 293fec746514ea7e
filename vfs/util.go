package vfs

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"path"
	"strings"
	"syscall"
	"time"
)

// Abs resolves p against the working directory dir and cleans it.
// An empty p resolves to dir.
func Abs(dir, p string) string {
	if p == "" {
		return path.Clean("/" + dir)
	}
	// Commands resolve every name they touch (grep -r and find thousands):
	// names already clean cost no Clean, and at most one concatenation.
	if strings.HasPrefix(p, "/") {
		if cleanNames(p[1:]) || p == "/" {
			return p
		}
	} else {
		q := p
		for strings.HasPrefix(q, "./") {
			q = q[2:] // grep -r . names its files ./a/b
		}
		if cleanNames(q) && (dir == "/" || strings.HasPrefix(dir, "/") && cleanNames(dir[1:])) {
			if dir == "/" {
				return "/" + q
			}
			return dir + "/" + q
		}
		p = dir + "/" + p
	}
	// A relative dir must not make the result relative (and so resolvable
	// against something other than the sandbox's root).
	return path.Clean("/" + p)
}

// cleanNames reports whether p is one or more names joined by single
// slashes, none of them "." or "..": a relative path path.Clean keeps.
func cleanNames(p string) bool {
	for {
		c, rest, more := strings.Cut(p, "/")
		if c == "" || c == "." || c == ".." {
			return false
		}
		if !more {
			return true
		}
		p = rest
	}
}

// Strerror returns the C library's wording for err, as GNU tools print it
// ("No such file or directory"). Errors without an errno print their text.
func Strerror(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		if s, ok := gnuErrno[errno]; ok {
			return s
		}
		s := errno.Error()
		if s != "" {
			return strings.ToUpper(s[:1]) + s[1:]
		}
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, fs.ErrExist):
		return "File exists"
	case errors.Is(err, fs.ErrPermission):
		return "Permission denied"
	case errors.Is(err, fs.ErrInvalid):
		return "Invalid argument"
	}
	return err.Error()
}

var gnuErrno = map[syscall.Errno]string{
	syscall.ENOENT:       "No such file or directory",
	syscall.EEXIST:       "File exists",
	syscall.EACCES:       "Permission denied",
	syscall.EPERM:        "Operation not permitted",
	syscall.ENOTDIR:      "Not a directory",
	syscall.EISDIR:       "Is a directory",
	syscall.ENOTEMPTY:    "Directory not empty",
	syscall.EXDEV:        "Invalid cross-device link",
	syscall.EROFS:        "Read-only file system",
	syscall.ELOOP:        "Too many levels of symbolic links",
	syscall.ENAMETOOLONG: "File name too long",
	syscall.EINVAL:       "Invalid argument",
	syscall.ENOSPC:       "No space left on device",
	syscall.EFBIG:        "File too large",
	syscall.EBADF:        "Bad file descriptor",
	syscall.EBUSY:        "Device or resource busy",
	syscall.ENOTSUP:      "Operation not supported",
	syscall.EMFILE:       "Too many open files",
	syscall.EPIPE:        "Broken pipe",
	syscall.EIO:          "Input/output error",
}

// PathError wraps errno as an *fs.PathError for op and name.
func PathError(op, name string, errno error) error {
	return &fs.PathError{Op: op, Path: name, Err: errno}
}

// Lchtimes sets the access and modification times of name without
// following a final symlink (a zero time is left as it is). On a backend
// without Lchtimer it is Chtimes, except on a symlink: ENOTSUP, as Linux
// says for a filesystem that cannot.
func Lchtimes(ctx context.Context, fsys FS, name string, atime, mtime time.Time) error {
	if strings.HasSuffix(name, "/") {
		// A trailing slash resolves the last component, link or not.
		return fsys.Chtimes(ctx, name, atime, mtime)
	}
	if l, ok := fsys.(Lchtimer); ok {
		return l.Lchtimes(ctx, name, atime, mtime)
	}
	fi, err := fsys.Lstat(ctx, name)
	if err != nil {
		return err
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return PathError("lchtimes", name, ErrNotSupported)
	}
	return fsys.Chtimes(ctx, name, atime, mtime)
}

// Open opens name read-only.
func Open(ctx context.Context, fsys FS, name string) (File, error) {
	return fsys.OpenFile(ctx, name, O_RDONLY, 0)
}

// Create creates or truncates name for writing with mode 0666 before umask.
func Create(ctx context.Context, fsys FS, name string, perm fs.FileMode) (File, error) {
	return fsys.OpenFile(ctx, name, O_WRONLY|O_CREATE|O_TRUNC, perm)
}

// ReadFile reads the whole file. Use it only where the GNU tool would also
// hold the whole file; stream otherwise.
func ReadFile(ctx context.Context, fsys FS, name string) ([]byte, error) {
	f, err := Open(ctx, fsys, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// WriteFile creates or truncates name and writes data to it.
func WriteFile(ctx context.Context, fsys FS, name string, data []byte, perm fs.FileMode) error {
	f, err := Create(ctx, fsys, name, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// MkdirAll creates name and any missing parents, like mkdir -p.
func MkdirAll(ctx context.Context, fsys FS, name string, perm fs.FileMode) error {
	fi, err := fsys.Stat(ctx, name)
	if err == nil {
		if fi.IsDir() {
			return nil
		}
		return PathError("mkdir", name, ErrNotDir)
	}
	if name != "/" {
		if err := MkdirAll(ctx, fsys, path.Dir(name), perm); err != nil {
			return err
		}
	}
	err = fsys.Mkdir(ctx, name, perm)
	if err != nil && errors.Is(err, fs.ErrExist) {
		if fi, serr := fsys.Stat(ctx, name); serr == nil && fi.IsDir() {
			return nil
		}
	}
	return err
}

// RemoveAll removes name and everything below it, not following symlinks.
// A missing name is not an error.
func RemoveAll(ctx context.Context, fsys FS, name string) error {
	fi, err := fsys.Lstat(ctx, name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	if fi.IsDir() {
		entries, err := fsys.ReadDir(ctx, name)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := RemoveAll(ctx, fsys, path.Join(name, e.Name())); err != nil {
				return err
			}
		}
	}
	return fsys.Remove(ctx, name)
}

// WalkDir walks the tree at root in lexical order like fs.WalkDir, not
// following symlinks below root.
func WalkDir(ctx context.Context, fsys FS, root string, fn fs.WalkDirFunc) error {
	fi, err := fsys.Stat(ctx, root)
	if err != nil {
		err = fn(root, nil, err)
	} else {
		err = walkDir(ctx, fsys, root, fs.FileInfoToDirEntry(fi), fn)
	}
	if err == fs.SkipDir || err == fs.SkipAll {
		return nil
	}
	return err
}

func walkDir(ctx context.Context, fsys FS, name string, d fs.DirEntry, fn fs.WalkDirFunc) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := fn(name, d, nil); err != nil || !d.IsDir() {
		if err == fs.SkipDir && d.IsDir() {
			err = nil
		}
		return err
	}
	entries, err := fsys.ReadDir(ctx, name)
	if err != nil {
		err = fn(name, d, err)
		if err != nil {
			if err == fs.SkipDir && d.IsDir() {
				err = nil
			}
			return err
		}
	}
	for _, e := range entries {
		if err := walkDir(ctx, fsys, path.Join(name, e.Name()), e, fn); err != nil {
			if err == fs.SkipDir {
				break
			}
			return err
		}
	}
	return nil
}
