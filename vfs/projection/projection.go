// Package projection is a read-only vfs.FS whose files and directories are
// functions of the moment of the read, like /proc: state that cannot go
// stale because it is generated when it is looked at.
//
//	p := projection.New(projection.Dir{
//		"uptime": projection.File(func(ctx context.Context) ([]byte, error) { ... }),
//		"services": projection.DirFunc(func(ctx context.Context) (map[string]projection.Node, error) { ... }),
//	})
//
// A file's content is generated when it is opened and held by the open
// file, so one read is consistent and two opens report two moments. Stat
// generates the content too, to report its size honestly (so stat, wc -c
// and ls -l agree with cat). A generator's error becomes the operation's
// error and prints as its message (see Error); a generator that panics
// fails the same way instead of crashing the sandbox; a generator that
// outlives the context is abandoned and the operation fails with the
// context's error. Every write fails with EROFS.
package projection

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

const (
	maxNameLen  = 255
	maxPathLen  = 4096
	maxSymlinks = 40
)

// Node is a file, directory or symlink of a projection: File, Dir, DirFunc
// or Symlink.
type Node interface{ node() }

// File is a regular file whose content fn generates at each open (and
// Stat).
type File func(ctx context.Context) ([]byte, error)

// Dir is a directory with fixed entries.
type Dir map[string]Node

// DirFunc is a directory whose entries fn generates at each lookup or
// listing.
type DirFunc func(ctx context.Context) (map[string]Node, error)

// Symlink is a symbolic link to a path (relative to its directory, or
// absolute within the projection).
type Symlink string

func (File) node()    {}
func (Dir) node()     {}
func (DirFunc) node() {}
func (Symlink) node() {}

// Error is a generator's failure. It prints as the generator's message, so
// that a command reports `cat: /proc/x: <message>`; vfs.Strerror prints
// the C wording instead when the generator's error carries an errno (a
// generator may return vfs.ErrNotExist, say).
type Error struct {
	Err error
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// FS is a projection. It is safe for concurrent use if its generators are.
type FS struct {
	root Dir
	now  func() time.Time
	desc string
}

// An Option configures New.
type Option func(*FS)

// WithClock sets the clock for the times reported (default time.Now).
func WithClock(now func() time.Time) Option { return func(f *FS) { f.now = now } }

// WithDescription sets what Describe reports (default "projection,
// read-only").
func WithDescription(s string) Option { return func(f *FS) { f.desc = s } }

// New returns a projection with root as its root directory.
func New(root Dir, opts ...Option) *FS {
	f := &FS{root: root, now: time.Now, desc: "projection, read-only"}
	for _, o := range opts {
		o(f)
	}
	return f
}

// Describe implements vfs.Describer.
func (f *FS) Describe() string { return f.desc }

// call runs a generator, turning its panic into an error, and gives up
// when ctx ends (the generator keeps running until it returns; it gets
// ctx to notice).
func call[T any](ctx context.Context, gen func(context.Context) (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				ch <- result{err: &Error{fmt.Errorf("generator panicked: %v", r)}}
			}
		}()
		v, err := gen(ctx)
		if err != nil {
			err = &Error{err}
		}
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// children lists a directory node.
func (f *FS) children(ctx context.Context, n Node) (map[string]Node, error) {
	var kids map[string]Node
	switch n := n.(type) {
	case Dir:
		kids = n
	case DirFunc:
		if n == nil {
			return nil, nil
		}
		var err error
		if kids, err = call(ctx, n); err != nil {
			return nil, err
		}
	}
	for name, k := range kids {
		if name == "" || name == "." || name == ".." || strings.Contains(name, "/") || len(name) > maxNameLen || k == nil {
			return nil, &Error{fmt.Errorf("invalid directory entry %q", name)}
		}
	}
	return kids, nil
}

// content generates a file node's content.
func content(ctx context.Context, n File) ([]byte, error) {
	if n == nil {
		return nil, nil
	}
	return call(ctx, n)
}

func isDir(n Node) bool {
	switch n.(type) {
	case Dir, DirFunc:
		return true
	}
	return false
}

type level struct {
	p    string
	n    Node
	kids map[string]Node
}

// resolved is a path resolved in the projection.
type resolved struct {
	p    string
	n    Node            // nil if nothing is there
	kids map[string]Node // n's entries, when a directory
	// kidsErr is the failure to list a final directory: the directory
	// exists, only listing it fails.
	kidsErr error
}

// resolve walks name, following symlinks in intermediate components and
// the final one if follow is set. A missing final component is not an
// error (n is nil).
func (f *FS) resolve(ctx context.Context, op, name string, follow bool) (resolved, error) {
	if err := ctx.Err(); err != nil {
		return resolved{}, err
	}
	if len(name) > maxPathLen {
		return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
	}
	if !strings.HasPrefix(name, "/") {
		return resolved{}, vfs.PathError(op, name, vfs.ErrInvalid)
	}
	rootKids, err := f.children(ctx, f.root)
	if err != nil {
		return resolved{}, vfs.PathError(op, name, err)
	}
	stack := []level{{"/", f.root, rootKids}}
	comps := strings.Split(name, "/")
	links := 0
	for len(comps) > 0 {
		c := comps[0]
		comps = comps[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if len(c) > maxNameLen {
			return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
		}
		top := stack[len(stack)-1]
		p := path.Join(top.p, c)
		last := !hasMore(comps)
		child, ok := top.kids[c]
		if !ok {
			if last {
				return resolved{p: p}, nil
			}
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
		}
		switch child := child.(type) {
		case Symlink:
			if last && !follow {
				return resolved{p: p, n: child}, nil
			}
			if links++; links > maxSymlinks {
				return resolved{}, vfs.PathError(op, name, vfs.ErrLoop)
			}
			if child == "" {
				return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
			}
			if strings.HasPrefix(string(child), "/") {
				stack = stack[:1]
			}
			comps = append(strings.Split(string(child), "/"), comps...)
		case Dir, DirFunc:
			kids, err := f.children(ctx, child)
			if last {
				return resolved{p: p, n: child, kids: kids, kidsErr: err}, nil
			}
			if err != nil {
				return resolved{}, vfs.PathError(op, name, err)
			}
			stack = append(stack, level{p, child, kids})
		default:
			if last {
				return resolved{p: p, n: child}, nil
			}
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotDir)
		}
	}
	top := stack[len(stack)-1]
	return resolved{p: top.p, n: top.n, kids: top.kids}, nil
}

func hasMore(comps []string) bool {
	for _, c := range comps {
		if c != "" && c != "." {
			return true
		}
	}
	return false
}

// info describes node n at p. For a file it needs the content.
func (f *FS) info(p string, n Node, kids map[string]Node, data []byte) *fileInfo {
	h := fnv.New64a()
	io.WriteString(h, p)
	st := &vfs.StatT{Ino: h.Sum64(), Nlink: 1, User: "root", Group: "root"}
	// Whole seconds: a time a little after the reader's own clock would
	// look like the future to ls.
	fi := &fileInfo{name: path.Base(p), mtime: f.now().Truncate(time.Second), sys: st}
	st.Atime, st.Ctime = fi.mtime, fi.mtime
	switch n := n.(type) {
	case Dir, DirFunc:
		fi.mode = fs.ModeDir | 0o555
		fi.size = 4096
		st.Nlink = 2
		for _, k := range kids {
			if isDir(k) {
				st.Nlink++
			}
		}
	case Symlink:
		fi.mode = fs.ModeSymlink | 0o777
		fi.size = int64(len(n))
	default:
		fi.mode = 0o444
		fi.size = int64(len(data))
	}
	if fi.mode&fs.ModeSymlink == 0 {
		st.Blocks = (fi.size + 4095) / 4096 * 8
	}
	return fi
}

// Stat implements vfs.FS. A file's content is generated to know its size.
func (f *FS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "stat", name, true)
}

// Lstat implements vfs.FS.
func (f *FS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "lstat", name, false)
}

func (f *FS) stat(ctx context.Context, op, name string, follow bool) (fs.FileInfo, error) {
	r, err := f.resolve(ctx, op, name, follow)
	if err != nil {
		return nil, err
	}
	if r.n == nil {
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	fi, err := f.describe(ctx, r)
	if err != nil {
		return nil, vfs.PathError(op, name, err)
	}
	fi.name = path.Base(name)
	return fi, nil
}

// describe returns r's info. A generator's failure does not fail it (the
// file or directory is there; reading it fails): a file then has size 0.
// Only the context's end does.
func (f *FS) describe(ctx context.Context, r resolved) (*fileInfo, error) {
	var data []byte
	if fn, ok := r.n.(File); ok {
		var err error
		if data, err = content(ctx, fn); err != nil && !isGenErr(err) {
			return nil, err
		}
	}
	if r.kidsErr != nil && !isGenErr(r.kidsErr) {
		return nil, r.kidsErr
	}
	return f.info(r.p, r.n, r.kids, data), nil
}

func isGenErr(err error) bool {
	var e *Error
	return errors.As(err, &e)
}

// ReadDir implements vfs.FS. Entries' Info generates file contents.
func (f *FS) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	const op = "readdir"
	r, err := f.resolve(ctx, op, name, true)
	if err != nil {
		return nil, err
	}
	if r.n == nil {
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if !isDir(r.n) {
		return nil, vfs.PathError(op, name, vfs.ErrNotDir)
	}
	if r.kidsErr != nil {
		return nil, vfs.PathError(op, name, r.kidsErr)
	}
	out := make([]fs.DirEntry, 0, len(r.kids))
	for n, k := range r.kids {
		out = append(out, &dirEntry{f: f, ctx: ctx, p: path.Join(r.p, n), n: k})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

type dirEntry struct {
	f   *FS
	ctx context.Context
	p   string
	n   Node
}

func (e *dirEntry) Name() string { return path.Base(e.p) }
func (e *dirEntry) IsDir() bool  { return isDir(e.n) }
func (e *dirEntry) Type() fs.FileMode {
	switch e.n.(type) {
	case Dir, DirFunc:
		return fs.ModeDir
	case Symlink:
		return fs.ModeSymlink
	}
	return 0
}

// Info generates the entry (a file's content, a directory's entries) to
// describe it.
func (e *dirEntry) Info() (fs.FileInfo, error) {
	r := resolved{p: e.p, n: e.n}
	if isDir(e.n) {
		r.kids, r.kidsErr = e.f.children(e.ctx, e.n)
	}
	fi, err := e.f.describe(e.ctx, r)
	if err != nil {
		return nil, vfs.PathError("stat", e.p, err)
	}
	return fi, nil
}

// LstatPrefixes lstats each prefix of name ("/a", "/a/b", ...) in one
// walk, calling each directory generator once, and stops after one that is
// not a directory or fails, or when fn returns false. It implements
// mount.PrefixLstater, for a mount table resolving paths one component at
// a time. A file's size is generated only if asked for.
func (f *FS) LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool) {
	kids, err := f.children(ctx, f.root)
	if err != nil {
		return
	}
	p := ""
	for _, c := range strings.Split(strings.TrimPrefix(name, "/"), "/") {
		if c == "" || c == "." || c == ".." || len(c) > maxNameLen || ctx.Err() != nil {
			return // not a cleaned path: let the caller use Lstat
		}
		p += "/" + c
		child, ok := kids[c]
		if !ok {
			fn(p, nil, vfs.PathError("lstat", p, vfs.ErrNotExist))
			return
		}
		switch n := child.(type) {
		case Dir, DirFunc:
			k, err := f.children(ctx, n)
			if err != nil && !isGenErr(err) {
				fn(p, nil, vfs.PathError("lstat", p, err))
				return
			}
			// A directory that cannot be listed is still there; the
			// walk stops at it, and Lstat below it reports the error.
			if !fn(p, f.info(p, n, k, nil), nil) || err != nil {
				return
			}
			kids = k
		case File:
			fi := f.info(p, n, nil, nil)
			fi.lazy = func() int64 {
				data, _ := content(ctx, n)
				return int64(len(data))
			}
			fn(p, fi, nil)
			return
		default:
			fn(p, f.info(p, n, nil, nil), nil)
			return
		}
	}
}

// Readlink implements vfs.FS.
func (f *FS) Readlink(ctx context.Context, name string) (string, error) {
	const op = "readlink"
	r, err := f.resolve(ctx, op, name, false)
	if err != nil {
		return "", err
	}
	if r.n == nil {
		return "", vfs.PathError(op, name, vfs.ErrNotExist)
	}
	s, ok := r.n.(Symlink)
	if !ok {
		return "", vfs.PathError(op, name, vfs.ErrInvalid)
	}
	return string(s), nil
}

// OpenFile implements vfs.FS: only reading is possible. The content is
// generated now and held by the file.
func (f *FS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	const op = "open"
	acc := flag & vfs.O_ACCMODE
	// As on Linux, O_APPEND alone and O_CREAT of an existing file do
	// not count as writes.
	write := acc == vfs.O_WRONLY || acc == vfs.O_RDWR || flag&vfs.O_TRUNC != 0
	excl := flag&vfs.O_CREATE != 0 && flag&vfs.O_EXCL != 0
	r, err := f.resolve(ctx, op, name, !excl)
	if err != nil {
		return nil, err
	}
	if r.n == nil {
		if flag&vfs.O_CREATE != 0 {
			return nil, vfs.PathError(op, name, vfs.ErrReadOnly)
		}
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if excl {
		return nil, vfs.PathError(op, name, vfs.ErrExist)
	}
	if write {
		if isDir(r.n) {
			return nil, vfs.PathError(op, name, vfs.ErrIsDir)
		}
		return nil, vfs.PathError(op, name, vfs.ErrReadOnly)
	}
	var data []byte
	if fn, ok := r.n.(File); ok {
		if data, err = content(ctx, fn); err != nil {
			return nil, vfs.PathError(op, name, err)
		}
	}
	if r.kidsErr != nil && !isGenErr(r.kidsErr) {
		return nil, vfs.PathError(op, name, r.kidsErr)
	}
	fi := f.info(r.p, r.n, r.kids, data)
	fi.name = path.Base(name)
	return vfs.NewBytesFile(name, fi, data), nil
}

// refuse fails a change: ENOENT for a missing name, else EROFS.
func (f *FS) refuse(ctx context.Context, op, name string, follow bool) error {
	r, err := f.resolve(ctx, op, name, follow)
	if err != nil {
		return err
	}
	if r.n == nil {
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	return vfs.PathError(op, name, vfs.ErrReadOnly)
}

// create fails a creation: EEXIST for an existing name, else EROFS.
func (f *FS) create(ctx context.Context, op, name string) error {
	r, err := f.resolve(ctx, op, name, false)
	if err != nil {
		return err
	}
	if r.n != nil {
		return vfs.PathError(op, name, vfs.ErrExist)
	}
	return vfs.PathError(op, name, vfs.ErrReadOnly)
}

// Mkdir implements vfs.FS: EROFS.
func (f *FS) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	return f.create(ctx, "mkdir", name)
}

// Symlink implements vfs.FS: EROFS.
func (f *FS) Symlink(ctx context.Context, target, newname string) error {
	return f.create(ctx, "symlink", newname)
}

// Remove implements vfs.FS: EROFS.
func (f *FS) Remove(ctx context.Context, name string) error {
	return f.refuse(ctx, "remove", name, false)
}

// Rename implements vfs.FS: EROFS.
func (f *FS) Rename(ctx context.Context, oldname, newname string) error {
	return f.refuse(ctx, "rename", oldname, false)
}

// Chmod implements vfs.FS: EROFS.
func (f *FS) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	return f.refuse(ctx, "chmod", name, true)
}

// Chtimes implements vfs.FS: EROFS.
func (f *FS) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return f.refuse(ctx, "chtimes", name, true)
}

type fileInfo struct {
	name  string
	size  int64
	mode  fs.FileMode
	mtime time.Time
	sys   *vfs.StatT
	// lazy, if set, generates the size at the first call of Size.
	lazy func() int64
	once sync.Once
}

func (fi *fileInfo) Name() string { return fi.name }
func (fi *fileInfo) Size() int64 {
	if fi.lazy != nil {
		fi.once.Do(func() {
			fi.size = fi.lazy()
			fi.sys.Blocks = (fi.size + 4095) / 4096 * 8
		})
	}
	return fi.size
}
func (fi *fileInfo) Mode() fs.FileMode  { return fi.mode }
func (fi *fileInfo) ModTime() time.Time { return fi.mtime }
func (fi *fileInfo) IsDir() bool        { return fi.mode.IsDir() }
func (fi *fileInfo) Sys() any           { return fi.sys }

var (
	_ vfs.FS        = (*FS)(nil)
	_ vfs.Describer = (*FS)(nil)
)
