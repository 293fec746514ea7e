// Package memfs is an in-memory vfs.FS: a tree of inodes (directories,
// regular files, symlinks) with POSIX semantics, hard links, permission
// bits, times and size limits. It is safe for concurrent use.
//
// Permissions are kept simple: the sandbox user owns every file, so only
// the owner bits matter. A file without owner write permission cannot be
// opened for writing, one without read permission cannot be opened for
// reading, a directory without write permission refuses to create, remove
// or rename entries, one without read permission refuses ReadDir, and one
// without execute permission cannot be traversed. All fail with EACCES.
//
// Access times follow Linux's relatime: a read updates the access time
// when it is not after the modification time or is a day old.
package memfs

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

const (
	maxNameLen  = 255
	maxPathLen  = 4096
	maxSymlinks = 40
	blockSize   = 512
)

// FS is an in-memory filesystem. The zero value is not usable; call New.
type FS struct {
	mu    sync.RWMutex
	root  *inode
	now   func() time.Time
	ino   uint64
	files int // inodes alive

	maxFile, maxTotal int64
	maxFiles          int
	shownTotal        int64 // the total limit given to New, which Usage reports
	used              int64 // bytes in regular files and symlink targets

	uid, gid    uint32
	user, group string
	dev         uint64 // device number, vfs.StatT.Dev
	describe    string
}

// An Option configures New.
type Option func(*FS)

// WithClock sets the clock used for file times (default time.Now).
func WithClock(now func() time.Time) Option { return func(f *FS) { f.now = now } }

// WithLimits bounds one file's size (writes beyond fail with EFBIG) and the
// total bytes stored (ENOSPC). Zero means the package's ceiling
// (DefaultMaxFileBytes, DefaultMaxTotalBytes).
func WithLimits(maxFileBytes, maxTotalBytes int64) Option {
	return func(f *FS) { f.maxFile, f.maxTotal = maxFileBytes, maxTotalBytes }
}

// WithMaxFiles bounds the number of inodes (files, directories, symlinks);
// creating more fails with ENOSPC. Zero means unbounded.
func WithMaxFiles(n int) Option { return func(f *FS) { f.maxFiles = n } }

// WithOwner sets the owner reported for every file.
func WithOwner(uid, gid uint32, user, group string) Option {
	return func(f *FS) { f.uid, f.gid, f.user, f.group = uid, gid, user, group }
}

// nextDev numbers filesystems so that each instance has its own device
// number (vfs.StatT.Dev): inode numbers restart at 1 in every instance.
// It only hands out distinct numbers; no sandbox state lives there.
var nextDev atomic.Uint64

// The ceilings of an FS made without limits (or with zero limits). Files
// are held densely, so a write far past the end or a truncate to a huge
// size allocates every byte up to it: without a ceiling one `dd seek=1T`
// or `truncate -s 1T` would exhaust the process's memory. Past them writes
// fail with EFBIG ("File too large") and ENOSPC ("No space left on
// device"), as on a full disk. Usage reports no limit for them (0): they
// are a safety ceiling, not a size the caller chose.
const (
	DefaultMaxFileBytes  = 1 << 30
	DefaultMaxTotalBytes = 4 << 30
)

// New returns an empty filesystem holding only the root directory (mode
// 0755).
func New(opts ...Option) *FS {
	f := &FS{now: time.Now, uid: 1000, gid: 1000, user: "user", group: "user", dev: nextDev.Add(1)}
	for _, o := range opts {
		o(f)
	}
	f.shownTotal = max(f.maxTotal, 0)
	if f.maxFile <= 0 {
		f.maxFile = DefaultMaxFileBytes
	}
	if f.maxTotal <= 0 {
		f.maxTotal = DefaultMaxTotalBytes
	}
	f.root = f.newInode(fs.ModeDir | 0o755)
	f.root.nlink = 2
	return f
}

// Describe implements vfs.Describer.
func (f *FS) Describe() string { return "in-memory, writable" }

// Usage implements vfs.Usager.
func (f *FS) Usage() (used, limit int64) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return f.used, f.shownTotal
}

type inode struct {
	ino   uint64
	mode  fs.FileMode
	nlink int
	opens int // open File handles, to free an unlinked file's bytes at last close
	data  []byte
	// lazy, when set, supplies the content of a file created by
	// CreateLazy, of lazySize bytes, on its first open; loadMu makes
	// concurrent first opens load once.
	lazy     Loader
	lazySize int64
	loadMu   sync.Mutex
	target   string
	children map[string]*inode
	// fifo is a named pipe's state, made on its first open.
	fifo  *vfs.Fifo
	atime atomic.Int64 // Unix nanoseconds; reads update it under the read lock
	mtime time.Time
	ctime time.Time
}

func (n *inode) isDir() bool     { return n.mode.IsDir() }
func (n *inode) isSymlink() bool { return n.mode&fs.ModeSymlink != 0 }
func (n *inode) isFifo() bool    { return n.mode&fs.ModeNamedPipe != 0 }

// size is the inode's st_size.
func (n *inode) size() int64 {
	switch {
	case n.isDir():
		return 4096
	case n.isSymlink():
		return int64(len(n.target))
	}
	return n.bytes()
}

// bytes is what a regular file counts against the limits: its content,
// loaded or not.
func (n *inode) bytes() int64 {
	if n.lazy != nil {
		return n.lazySize
	}
	return int64(len(n.data))
}

func (f *FS) newInode(mode fs.FileMode) *inode {
	f.ino++
	f.files++
	t := f.now()
	n := &inode{ino: f.ino, mode: mode, nlink: 1, mtime: t, ctime: t}
	n.atime.Store(t.UnixNano())
	if mode.IsDir() {
		n.children = map[string]*inode{}
	}
	return n
}

// allocInode checks the inode limit; call with the write lock held.
func (f *FS) allocInode(op, name string, mode fs.FileMode) (*inode, error) {
	if f.maxFiles > 0 && f.files >= f.maxFiles {
		return nil, vfs.PathError(op, name, vfs.ErrNoSpace)
	}
	return f.newInode(mode), nil
}

// release drops one link of n (already unhooked from its directory).
func (f *FS) release(n *inode) {
	n.nlink--
	if n.isDir() {
		n.nlink = 0
	}
	n.ctime = f.now()
	if n.nlink <= 0 && n.opens == 0 {
		f.free(n)
	}
}

func (f *FS) free(n *inode) {
	f.files--
	f.used -= n.bytes() + int64(len(n.target))
	n.data, n.lazy = nil, nil
}

// resolved is the result of walking a path.
type resolved struct {
	dir  *inode // directory holding the final component
	name string // final component ("" when the path ends at a directory reached by ".." or "/")
	node *inode // nil if the final component does not exist
}

// walk resolves name (absolute, cleaned). Symlinks in intermediate
// components are always followed; the final one only if follow is set.
// Missing final components are not an error: node is nil.
func (f *FS) walk(op, name string, follow bool) (resolved, error) {
	if len(name) > maxPathLen {
		return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
	}
	if !strings.HasPrefix(name, "/") {
		return resolved{}, vfs.PathError(op, name, vfs.ErrInvalid)
	}
	comps := strings.Split(name, "/")
	stack := []*inode{f.root}
	links := 0
	for len(comps) > 0 {
		c := comps[0]
		comps = comps[1:]
		cur := stack[len(stack)-1]
		if c == "" || c == "." {
			continue
		}
		if c == ".." {
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if !cur.isDir() {
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotDir)
		}
		if cur.mode&0o100 == 0 {
			return resolved{}, vfs.PathError(op, name, vfs.ErrPermission)
		}
		if len(c) > maxNameLen {
			return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
		}
		last := !hasMore(comps)
		child := cur.children[c]
		if child == nil {
			if last {
				return resolved{dir: cur, name: c}, nil
			}
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
		}
		if child.isSymlink() && (!last || follow) {
			links++
			if links > maxSymlinks {
				return resolved{}, vfs.PathError(op, name, vfs.ErrLoop)
			}
			if strings.HasPrefix(child.target, "/") {
				stack = stack[:1]
			}
			comps = append(strings.Split(child.target, "/"), comps...)
			continue
		}
		if last {
			return resolved{dir: cur, name: c, node: child}, nil
		}
		stack = append(stack, child)
	}
	top := stack[len(stack)-1]
	dir := top
	if len(stack) > 1 {
		dir = stack[len(stack)-2]
	}
	return resolved{dir: dir, node: top}, nil
}

// hasMore reports whether comps holds a component other than "" or ".".
// A trailing "." or ".." keeps the walk going, so only those count as more.
func hasMore(comps []string) bool {
	for _, c := range comps {
		if c != "" && c != "." {
			return true
		}
	}
	return false
}

// lookup resolves name to an existing inode.
func (f *FS) lookup(op, name string, follow bool) (*inode, error) {
	r, err := f.walk(op, name, follow)
	if err != nil {
		return nil, err
	}
	if r.node == nil {
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	return r.node, nil
}

// parentWritable checks that r.dir accepts entry changes.
func parentWritable(op, name string, r resolved) error {
	if r.dir.mode&0o200 == 0 {
		return vfs.PathError(op, name, vfs.ErrPermission)
	}
	return nil
}

// OpenFile implements vfs.FS. Opening a lazy file (CreateLazy) loads its
// content first, unless the open truncates it.
func (f *FS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	for {
		fl, lazy, err := f.openFile(ctx, name, flag, perm)
		if lazy == nil {
			return fl, err
		}
		if lazy.isFifo() {
			// Wait for the other end without the lock.
			n := lazy
			return n.fifo.Open(ctx, name, flag, func() (fs.FileInfo, error) {
				f.mu.RLock()
				defer f.mu.RUnlock()
				return f.info(path.Base(name), n), nil
			})
		}
		// Load without holding the lock, then open again: the name may
		// have changed meanwhile.
		if err := f.load(ctx, lazy, name); err != nil {
			return nil, err
		}
	}
}

// openFile is OpenFile, unless name is a lazy file still to load: then it
// returns its inode.
func (f *FS) openFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, *inode, error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "open"
	excl := flag&vfs.O_CREATE != 0 && flag&vfs.O_EXCL != 0
	r, err := f.walk(op, name, !excl)
	if err != nil {
		return nil, nil, err
	}
	n := r.node
	acc := flag & vfs.O_ACCMODE
	writable := acc == vfs.O_WRONLY || acc == vfs.O_RDWR
	if n == nil {
		if flag&vfs.O_CREATE == 0 {
			return nil, nil, vfs.PathError(op, name, vfs.ErrNotExist)
		}
		if r.name == "" {
			return nil, nil, vfs.PathError(op, name, vfs.ErrIsDir)
		}
		if err := parentWritable(op, name, r); err != nil {
			return nil, nil, err
		}
		n, err = f.allocInode(op, name, perm.Perm())
		if err != nil {
			return nil, nil, err
		}
		r.dir.children[r.name] = n
		r.dir.mtime, r.dir.ctime = n.mtime, n.mtime
	} else {
		if excl {
			return nil, nil, vfs.PathError(op, name, vfs.ErrExist)
		}
		if n.isDir() && (writable || flag&(vfs.O_TRUNC|vfs.O_CREATE) != 0) {
			return nil, nil, vfs.PathError(op, name, vfs.ErrIsDir)
		}
		if writable && n.mode&0o200 == 0 {
			return nil, nil, vfs.PathError(op, name, vfs.ErrPermission)
		}
		if (acc == vfs.O_RDONLY || acc == vfs.O_RDWR) && n.mode&0o400 == 0 {
			return nil, nil, vfs.PathError(op, name, vfs.ErrPermission)
		}
		if n.isFifo() {
			// A FIFO's open waits for its other end: OpenFile does
			// it without the lock. O_TRUNC has no effect on it.
			if n.fifo == nil {
				n.fifo = vfs.NewFifo()
			}
			return nil, n, nil
		}
		if flag&vfs.O_TRUNC != 0 && writable && n.bytes() > 0 {
			f.used -= n.bytes()
			n.data, n.lazy = nil, nil
			t := f.now()
			n.mtime, n.ctime = t, t
		}
		if n.lazy != nil {
			return nil, n, nil
		}
	}
	n.opens++
	return &file{fs: f, n: n, name: name, flag: flag}, nil, nil
}

// A Loader returns the content of a lazy file.
type Loader func(ctx context.Context) ([]byte, error)

// LoadError is the error of opening a lazy file whose content could not
// be loaded: an EIO ("Input/output error") that keeps the loader's error.
type LoadError struct {
	Err error
}

func (e *LoadError) Error() string {
	return "input/output error: loading the content: " + e.Err.Error()
}

// Unwrap lets errors.Is/As find both EIO and the loader's error.
func (e *LoadError) Unwrap() []error { return []error{vfs.ErrIO, e.Err} }

// CreateLazy creates a regular file of size bytes whose content load
// returns on its first open (a session's file kept in a store: resuming
// reads none). Until then Stat and ReadDir report its size and the
// limits count it. A load error, or content of another size, fails that
// open with a *LoadError (EIO); the next open tries again. Opening with
// O_TRUNC for writing does not load. perm is not masked.
func (f *FS) CreateLazy(ctx context.Context, name string, perm fs.FileMode, size int64, load Loader) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	const op = "open"
	if size < 0 || load == nil {
		return vfs.PathError(op, name, vfs.ErrInvalid)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	r, err := f.walk(op, name, false)
	if err != nil {
		return err
	}
	if r.node != nil {
		return vfs.PathError(op, name, vfs.ErrExist)
	}
	if r.name == "" {
		return vfs.PathError(op, name, vfs.ErrIsDir)
	}
	if err := parentWritable(op, name, r); err != nil {
		return err
	}
	if f.maxFile > 0 && size > f.maxFile {
		return vfs.PathError(op, name, vfs.ErrFileTooLarge)
	}
	if f.maxTotal > 0 && f.used+size > f.maxTotal {
		return vfs.PathError(op, name, vfs.ErrNoSpace)
	}
	n, err := f.allocInode(op, name, perm.Perm()|perm&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	if err != nil {
		return err
	}
	if size > 0 {
		n.lazy, n.lazySize = load, size
		f.used += size
	}
	r.dir.children[r.name] = n
	r.dir.mtime, r.dir.ctime = n.mtime, n.mtime
	return nil
}

// load fetches a lazy file's content, once.
func (f *FS) load(ctx context.Context, n *inode, name string) error {
	n.loadMu.Lock()
	defer n.loadMu.Unlock()
	f.mu.RLock()
	load, size := n.lazy, n.lazySize
	f.mu.RUnlock()
	if load == nil {
		return nil // loaded (or truncated) meanwhile
	}
	data, err := callLoader(ctx, load)
	if err == nil && int64(len(data)) != size {
		err = fmt.Errorf("got %d bytes, want %d", len(data), size)
	}
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return vfs.PathError("open", name, &LoadError{Err: err})
	}
	f.mu.Lock()
	if n.lazy != nil {
		n.data, n.lazy = data, nil
	}
	f.mu.Unlock()
	return nil
}

// callLoader runs load, turning a panic into an error.
func callLoader(ctx context.Context, load Loader) (data []byte, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("loader panicked: %v", v)
		}
	}()
	return load(ctx)
}

// Stat implements vfs.FS.
func (f *FS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "stat", name, true)
}

// Lstat implements vfs.FS.
func (f *FS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "lstat", name, false)
}

// LstatPrefixes lstats each prefix of name ("/a", "/a/b", ...) in one
// walk, stopping after one that is not a directory or fails, or when fn
// returns false. It implements mount.PrefixLstater: a mount table resolves
// a path one component at a time, and Lstat of each prefix from the root
// made a deep path cost O(n²) per resolution (mkdir -p of 800 levels, which
// resolves each level, took 8 s).
func (f *FS) LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool) {
	if len(name) > maxPathLen || ctx.Err() != nil {
		return // let the caller's Lstat report it
	}
	parts := strings.Split(strings.TrimPrefix(name, "/"), "/")
	f.mu.RLock()
	defer f.mu.RUnlock()
	cur := f.root
	end := 0 // name[:end] is the prefix reached
	for _, c := range parts {
		if c == "" || c == "." || c == ".." || len(c) > maxNameLen {
			return // not a cleaned path: let the caller use Lstat
		}
		end += 1 + len(c)
		p := name[:end]
		if cur.mode&0o100 == 0 {
			fn(p, nil, vfs.PathError("lstat", p, vfs.ErrPermission))
			return
		}
		child := cur.children[c]
		if child == nil {
			fn(p, nil, vfs.PathError("lstat", p, vfs.ErrNotExist))
			return
		}
		if !fn(p, f.info(c, child), nil) || !child.isDir() {
			return
		}
		cur = child
	}
}

func (f *FS) stat(ctx context.Context, op, name string, follow bool) (fs.FileInfo, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup(op, name, follow)
	if err != nil {
		return nil, err
	}
	base := path.Base(name)
	return f.info(base, n), nil
}

func (f *FS) info(name string, n *inode) *fileInfo {
	size := n.size()
	blocks := int64(0)
	if !n.isSymlink() {
		// 4 KiB allocation units, counted in 512-byte blocks, like ext4.
		blocks = (size + 4095) / 4096 * 8
	}
	return &fileInfo{name: name, size: size, mode: n.mode, mtime: n.mtime, sys: &vfs.StatT{
		Dev: f.dev, Ino: n.ino, Nlink: uint64(n.nlink), Uid: f.uid, Gid: f.gid, User: f.user, Group: f.group,
		Atime: time.Unix(0, n.atime.Load()), Ctime: n.ctime, Blocks: blocks,
	}}
}

// touchAtime applies relatime on a read.
func (f *FS) touchAtime(n *inode) {
	a := n.atime.Load()
	if a <= n.mtime.UnixNano() || time.Duration(f.now().UnixNano()-a) > 24*time.Hour {
		n.atime.Store(f.now().UnixNano())
	}
}

// ReadDir implements vfs.FS.
func (f *FS) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	const op = "readdir"
	n, err := f.lookup(op, name, true)
	if err != nil {
		return nil, err
	}
	if !n.isDir() {
		return nil, vfs.PathError(op, name, vfs.ErrNotDir)
	}
	if n.mode&0o400 == 0 {
		return nil, vfs.PathError(op, name, vfs.ErrPermission)
	}
	f.touchAtime(n)
	out := make([]fs.DirEntry, 0, len(n.children))
	for cn, c := range n.children {
		out = append(out, fs.FileInfoToDirEntry(f.info(cn, c)))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// Mkdir implements vfs.FS.
func (f *FS) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "mkdir"
	r, err := f.walk(op, name, false)
	if err != nil {
		return err
	}
	if r.node != nil {
		return vfs.PathError(op, name, vfs.ErrExist)
	}
	if err := parentWritable(op, name, r); err != nil {
		return err
	}
	mode := fs.ModeDir | perm.Perm()
	if r.dir.mode&fs.ModeSetgid != 0 {
		// As Linux: a directory made in a setgid directory is setgid
		// too (so that its files keep the group).
		mode |= fs.ModeSetgid
	}
	n, err := f.allocInode(op, name, mode)
	if err != nil {
		return err
	}
	n.nlink = 2
	r.dir.children[r.name] = n
	r.dir.nlink++
	r.dir.mtime, r.dir.ctime = n.mtime, n.mtime
	return nil
}

// Remove implements vfs.FS.
func (f *FS) Remove(ctx context.Context, name string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "remove"
	r, err := f.walk(op, name, false)
	if err != nil {
		return err
	}
	if r.node == nil {
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if r.name == "" || r.node == f.root {
		return vfs.PathError(op, name, vfs.ErrBusy)
	}
	if err := parentWritable(op, name, r); err != nil {
		return err
	}
	if r.node.isDir() && len(r.node.children) > 0 {
		return vfs.PathError(op, name, vfs.ErrNotEmpty)
	}
	f.unhook(r.dir, r.name)
	return nil
}

// unhook removes dir's entry name and releases its inode.
func (f *FS) unhook(dir *inode, name string) {
	n := dir.children[name]
	delete(dir.children, name)
	if n.isDir() {
		dir.nlink--
	}
	t := f.now()
	dir.mtime, dir.ctime = t, t
	f.release(n)
}

// Rename implements vfs.FS.
func (f *FS) Rename(ctx context.Context, oldname, newname string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "rename"
	src, err := f.walk(op, oldname, false)
	if err != nil {
		return err
	}
	if src.node == nil {
		return vfs.PathError(op, oldname, vfs.ErrNotExist)
	}
	dst, err := f.walk(op, newname, false)
	if err != nil {
		return err
	}
	if src.name == "" || dst.name == "" || src.node == f.root {
		return vfs.PathError(op, oldname, vfs.ErrBusy)
	}
	if src.node == dst.node {
		return nil // same inode: POSIX says do nothing
	}
	if err := parentWritable(op, oldname, src); err != nil {
		return err
	}
	if err := parentWritable(op, newname, dst); err != nil {
		return err
	}
	if src.node.isDir() {
		// A directory cannot move below itself.
		if f.isAncestor(src.node, dst.dir) {
			return vfs.PathError(op, oldname, vfs.ErrInvalid)
		}
	}
	if d := dst.node; d != nil {
		switch {
		case src.node.isDir() && !d.isDir():
			return vfs.PathError(op, newname, vfs.ErrNotDir)
		case !src.node.isDir() && d.isDir():
			return vfs.PathError(op, newname, vfs.ErrIsDir)
		case d.isDir() && len(d.children) > 0:
			return vfs.PathError(op, newname, vfs.ErrNotEmpty)
		}
		f.unhook(dst.dir, dst.name)
	}
	n := src.node
	delete(src.dir.children, src.name)
	dst.dir.children[dst.name] = n
	if n.isDir() {
		src.dir.nlink--
		dst.dir.nlink++
	}
	t := f.now()
	src.dir.mtime, src.dir.ctime = t, t
	dst.dir.mtime, dst.dir.ctime = t, t
	n.ctime = t
	return nil
}

// isAncestor reports whether a is d or one of d's ancestors.
func (f *FS) isAncestor(a, d *inode) bool {
	// Directories have no parent pointers; search a's subtree for d.
	var visit func(n *inode) bool
	visit = func(n *inode) bool {
		if n == d {
			return true
		}
		for _, c := range n.children {
			if c.isDir() && visit(c) {
				return true
			}
		}
		return false
	}
	return visit(a)
}

// Symlink implements vfs.FS.
func (f *FS) Symlink(ctx context.Context, target, newname string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "symlink"
	if target == "" {
		return vfs.PathError(op, newname, vfs.ErrNotExist)
	}
	if len(target) > maxPathLen {
		return vfs.PathError(op, newname, vfs.ErrNameTooLong)
	}
	r, err := f.walk(op, newname, false)
	if err != nil {
		return err
	}
	if r.node != nil {
		return vfs.PathError(op, newname, vfs.ErrExist)
	}
	if err := parentWritable(op, newname, r); err != nil {
		return err
	}
	if f.maxTotal > 0 && f.used+int64(len(target)) > f.maxTotal {
		return vfs.PathError(op, newname, vfs.ErrNoSpace)
	}
	n, err := f.allocInode(op, newname, fs.ModeSymlink|0o777)
	if err != nil {
		return err
	}
	n.target = target
	f.used += int64(len(target))
	r.dir.children[r.name] = n
	r.dir.mtime, r.dir.ctime = n.mtime, n.mtime
	return nil
}

// Mkfifo implements vfs.Mkfifoer: newname becomes a named pipe.
func (f *FS) Mkfifo(ctx context.Context, newname string, perm fs.FileMode) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "mkfifo"
	r, err := f.walk(op, newname, false)
	if err != nil {
		return err
	}
	if r.node != nil || r.name == "" {
		return vfs.PathError(op, newname, vfs.ErrExist)
	}
	if err := parentWritable(op, newname, r); err != nil {
		return err
	}
	n, err := f.allocInode(op, newname, fs.ModeNamedPipe|perm&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	if err != nil {
		return err
	}
	r.dir.children[r.name] = n
	r.dir.mtime, r.dir.ctime = n.mtime, n.mtime
	return nil
}

// Readlink implements vfs.FS.
func (f *FS) Readlink(ctx context.Context, name string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	const op = "readlink"
	n, err := f.lookup(op, name, false)
	if err != nil {
		return "", err
	}
	if !n.isSymlink() {
		return "", vfs.PathError(op, name, vfs.ErrInvalid)
	}
	return n.target, nil
}

// Link implements vfs.Linker. Like Linux, it does not follow a symlink
// oldname and refuses directories (EPERM).
func (f *FS) Link(ctx context.Context, oldname, newname string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	const op = "link"
	n, err := f.lookup(op, oldname, false)
	if err != nil {
		return err
	}
	r, err := f.walk(op, newname, false)
	if err != nil {
		return err
	}
	if r.node != nil {
		return vfs.PathError(op, newname, vfs.ErrExist)
	}
	if n.isDir() {
		return vfs.PathError(op, oldname, vfs.ErrNotPermitted)
	}
	if err := parentWritable(op, newname, r); err != nil {
		return err
	}
	r.dir.children[r.name] = n
	n.nlink++
	t := f.now()
	n.ctime = t
	r.dir.mtime, r.dir.ctime = t, t
	return nil
}

// Chmod implements vfs.FS.
func (f *FS) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup("chmod", name, true)
	if err != nil {
		return err
	}
	const keep = fs.ModeType
	n.mode = n.mode&keep | mode&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky)
	n.ctime = f.now()
	return nil
}

// Chtimes implements vfs.FS. A zero time leaves that time unchanged.
func (f *FS) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return f.chtimes(ctx, "chtimes", name, atime, mtime, true)
}

// Lchtimes implements vfs.Lchtimer: a final symlink's own times.
func (f *FS) Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return f.chtimes(ctx, "lchtimes", name, atime, mtime, false)
}

func (f *FS) chtimes(ctx context.Context, op, name string, atime, mtime time.Time, follow bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup(op, name, follow)
	if err != nil {
		return err
	}
	if !atime.IsZero() {
		n.atime.Store(atime.UnixNano())
	}
	if !mtime.IsZero() {
		n.mtime = mtime
	}
	n.ctime = f.now()
	return nil
}

type fileInfo struct {
	name  string
	size  int64
	mode  fs.FileMode
	mtime time.Time
	sys   *vfs.StatT
}

func (fi *fileInfo) Name() string       { return fi.name }
func (fi *fileInfo) Size() int64        { return fi.size }
func (fi *fileInfo) Mode() fs.FileMode  { return fi.mode }
func (fi *fileInfo) ModTime() time.Time { return fi.mtime }
func (fi *fileInfo) IsDir() bool        { return fi.mode.IsDir() }
func (fi *fileInfo) Sys() any           { return fi.sys }

// file is an open file: it keeps its inode, so unlinking the name while it
// is open does not affect reads and writes.
type file struct {
	fs     *FS
	n      *inode
	name   string
	flag   int
	mu     sync.Mutex // guards off and closed
	off    int64
	closed bool
}

func (fl *file) readable() bool { return fl.flag&vfs.O_ACCMODE != vfs.O_WRONLY }
func (fl *file) writable() bool {
	a := fl.flag & vfs.O_ACCMODE
	return a == vfs.O_WRONLY || a == vfs.O_RDWR
}

func (fl *file) Read(p []byte) (int, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	n, err := fl.readAt(p, fl.off)
	fl.off += int64(n)
	return n, err
}

func (fl *file) ReadAt(p []byte, off int64) (int, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if off < 0 {
		return 0, vfs.PathError("read", fl.name, vfs.ErrInvalid)
	}
	n, err := fl.readAt(p, off)
	if err == nil && n < len(p) {
		err = io.EOF
	}
	return n, err
}

// readAt reads at off; call with fl.mu held.
func (fl *file) readAt(p []byte, off int64) (int, error) {
	if fl.closed {
		return 0, vfs.PathError("read", fl.name, fs.ErrClosed)
	}
	if !fl.readable() {
		return 0, vfs.PathError("read", fl.name, vfs.ErrBadFD)
	}
	fl.fs.mu.RLock()
	defer fl.fs.mu.RUnlock()
	if fl.n.isDir() {
		return 0, vfs.PathError("read", fl.name, vfs.ErrIsDir)
	}
	if len(p) == 0 {
		return 0, nil
	}
	fl.fs.touchAtime(fl.n)
	if off >= int64(len(fl.n.data)) {
		return 0, io.EOF
	}
	return copy(p, fl.n.data[off:]), nil
}

func (fl *file) Write(p []byte) (int, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return 0, vfs.PathError("write", fl.name, fs.ErrClosed)
	}
	if !fl.writable() {
		return 0, vfs.PathError("write", fl.name, vfs.ErrBadFD)
	}
	fl.fs.mu.Lock()
	defer fl.fs.mu.Unlock()
	if fl.flag&vfs.O_APPEND != 0 {
		fl.off = int64(len(fl.n.data))
	}
	n, err := fl.fs.writeAt(fl.n, fl.name, p, fl.off)
	fl.off += int64(n)
	return n, err
}

// writeAt writes p at off into n, growing it within the limits. It writes
// what fits and then fails. Call with f.mu held for writing.
func (f *FS) writeAt(n *inode, name string, p []byte, off int64) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if off > math.MaxInt64-int64(len(p)) {
		// The end would pass the largest offset: Linux's EFBIG.
		return 0, vfs.PathError("write", name, vfs.ErrFileTooLarge)
	}
	end := off + int64(len(p))
	var err error
	if grow := end - int64(len(n.data)); grow > 0 {
		if f.maxFile > 0 && end > f.maxFile {
			end, err = f.maxFile, vfs.PathError("write", name, vfs.ErrFileTooLarge)
		}
		if f.maxTotal > 0 && f.used+(end-int64(len(n.data))) > f.maxTotal {
			end, err = int64(len(n.data))+f.maxTotal-f.used, vfs.PathError("write", name, vfs.ErrNoSpace)
		}
		if end <= off {
			return 0, err
		}
		if end > int64(len(n.data)) {
			f.used += end - int64(len(n.data))
			n.data = grow2(n.data, end)
		}
	}
	w := copy(n.data[off:end], p)
	if w > 0 {
		t := f.now()
		n.mtime, n.ctime = t, t
	}
	return w, err
}

// grow2 extends b to size, zero-filling, with amortised growth.
func grow2(b []byte, size int64) []byte {
	if size <= int64(cap(b)) {
		old := len(b)
		b = b[:size]
		clear(b[old:])
		return b
	}
	c := int64(cap(b)) * 2
	if c < size {
		c = size
	}
	nb := make([]byte, size, c)
	copy(nb, b)
	return nb
}

func (fl *file) Seek(offset int64, whence int) (int64, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return 0, vfs.PathError("seek", fl.name, fs.ErrClosed)
	}
	var base int64
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		base = fl.off
	case io.SeekEnd:
		fl.fs.mu.RLock()
		base = int64(len(fl.n.data))
		fl.fs.mu.RUnlock()
	default:
		return 0, vfs.PathError("seek", fl.name, vfs.ErrInvalid)
	}
	if base+offset < 0 || offset > 0 && base > math.MaxInt64-offset {
		return 0, vfs.PathError("seek", fl.name, vfs.ErrInvalid)
	}
	fl.off = base + offset
	return fl.off, nil
}

func (fl *file) Close() error {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return vfs.PathError("close", fl.name, fs.ErrClosed)
	}
	fl.closed = true
	fl.fs.mu.Lock()
	defer fl.fs.mu.Unlock()
	fl.n.opens--
	if fl.n.nlink <= 0 && fl.n.opens == 0 {
		fl.fs.free(fl.n)
	}
	return nil
}

func (fl *file) Stat() (fs.FileInfo, error) {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return nil, vfs.PathError("stat", fl.name, fs.ErrClosed)
	}
	fl.fs.mu.RLock()
	defer fl.fs.mu.RUnlock()
	return fl.fs.info(path.Base(fl.name), fl.n), nil
}

func (fl *file) Truncate(size int64) error {
	fl.mu.Lock()
	defer fl.mu.Unlock()
	if fl.closed {
		return vfs.PathError("truncate", fl.name, fs.ErrClosed)
	}
	if !fl.writable() {
		return vfs.PathError("truncate", fl.name, vfs.ErrInvalid)
	}
	if size < 0 {
		return vfs.PathError("truncate", fl.name, vfs.ErrInvalid)
	}
	fl.fs.mu.Lock()
	defer fl.fs.mu.Unlock()
	f, n := fl.fs, fl.n
	cur := int64(len(n.data))
	if size > cur {
		if f.maxFile > 0 && size > f.maxFile {
			return vfs.PathError("truncate", fl.name, vfs.ErrFileTooLarge)
		}
		if f.maxTotal > 0 && f.used+size-cur > f.maxTotal {
			return vfs.PathError("truncate", fl.name, vfs.ErrNoSpace)
		}
		n.data = grow2(n.data, size)
	} else {
		n.data = n.data[:size]
	}
	f.used += size - cur
	t := f.now()
	n.mtime, n.ctime = t, t
	return nil
}

var (
	_ vfs.FS        = (*FS)(nil)
	_ vfs.Linker    = (*FS)(nil)
	_ vfs.Lchtimer  = (*FS)(nil)
	_ vfs.Describer = (*FS)(nil)
	_ vfs.Usager    = (*FS)(nil)
)
