// Package hostfs exposes a folder of the host as a vfs.FS, read-only by
// default.
//
// The sandbox can never leave the folder. Every host access goes through an
// os.Root, which opens each path component with O_NOFOLLOW relative to the
// previous one, so a symlink or ".." swapped in after a check still cannot
// lead out of the folder (the kernel, not a path string, decides). On top of
// that hostfs resolves symlinks itself, so the folder behaves like a chroot:
//
//   - A relative symlink is followed; ".." never climbs above the folder's
//     root (as in a chroot, "/.." is "/").
//
//   - An absolute symlink target names a host path. One inside the folder
//     means that file of the folder: Readlink shows it as the sandbox sees
//     it, below the folder's mount point (MountedAt), and walks follow it
//     there. One outside the folder reads as "(outside-mount)/NAME", a
//     relative target that leads nowhere: no host directory is shown. (In a
//     mount.Table the table resolves symlinks with what Readlink returns.)
//
//   - Devices, FIFOs, sockets and other special files are invisible: not
//     listed, and every operation on them fails with ENOENT. Opens use
//     O_NONBLOCK and check the opened file, so a FIFO swapped in after the
//     check cannot block the sandbox.
//
//   - A regular file with more than one hard link may share its inode with
//     a file outside the folder (a hard link cannot be told from the
//     original), so hostfs refuses to open, chmod or chtimes it (EACCES)
//     unless AllowHardLinks is given. It is still listed, and can be
//     removed or renamed. For the same reason hostfs does not implement
//     vfs.Linker.
//
//   - The sandbox cannot set the set-user-ID or set-group-ID bits (EPERM):
//     the files it writes belong to the host user running it.
//
// Files are created with the sandbox's mode, further restricted by the host
// process's umask. Symlinks the sandbox creates keep their meaning on both
// sides: an absolute target below the mount point is stored as the host
// path of that file, another absolute target as the relative path that
// leads to it in the sandbox.
//
// Errors never carry host paths: they are rebuilt as *fs.PathError values
// with the sandbox path and the errno alone.
//
// Walks keep up to 64 directories open between calls (a cache keyed by
// path), so that the next walk through one costs an fstatat per component
// rather than an open, a stat and a close. A cached directory is used for
// a path only when the lstat of the path's last component, made through
// its parent (itself checked so, up to the root), reports the cached
// directory's device and inode: a directory the host moved out of the
// folder or replaced is not used again. Close releases them.
//
// After a listing, opening one of the regular files it listed (grep -r,
// find | xargs) costs a single openat2 from the folder's root, which the
// kernel resolves without following any symlink and without leaving the
// root (see listed.go); a path with a symlink walks.
//
// Limits: os.Root does not stop at filesystem boundaries, so a mount point
// inside the folder (a bind mount, /proc) is traversed; do not share such
// folders. Chmod and Chtimes check the link count before acting by path, so
// a host process (not the sandbox) racing to replace the file with a hard
// link to an outside file could have its mode or times changed.
package hostfs

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

const (
	maxSymlinks = 40   // Linux's MAXSYMLINKS
	maxPath     = 4096 // Linux's PATH_MAX
)

// FS is a host folder. It is safe for concurrent use.
type FS struct {
	root      *os.Root
	top       *dirHandle // root as a handle (for its dirFile), never cached
	writable  bool
	hardLinks bool
	maxRead   int64
	owner     *owner // reported instead of the host's ids (Owner)
	// hostDirs are the folder's host paths, canonical first, then as
	// given when that differs: link targets are compared with both.
	hostDirs  []string
	mountedAt string // MountedAt, "/" by default
	dirs      dirCache
	dirents   sync.Pool // *[]byte buffers for getdents64 (readNames)
	listed    listings  // the last directories listed (openListed)
	// noOpenat2 is set once openat2 proved unusable (a kernel before
	// 5.6, or a seccomp filter refusing it): every open then walks.
	noOpenat2 atomic.Bool
	// afterResolve, when set by tests, runs between path resolution and
	// the host operation, to swap files in that window.
	afterResolve func()
}

type options struct {
	writable, allowSensitive, hardLinks bool
	maxRead                             int64
	owner                               *owner
	mountedAt                           string
}

// owner is the owner Owner reports for every file.
type owner struct {
	uid, gid    uint32
	user, group string
}

// An Option configures New.
type Option func(*options)

// Writable allows writes; by default every write fails with EROFS.
func Writable() Option { return func(o *options) { o.writable = true } }

// MaxReadBytes refuses to read more than n bytes of one file: opening a
// larger file for reading fails with EFBIG, as does reading past n bytes
// of a file that grew. Zero means no limit.
func MaxReadBytes(n int64) Option { return func(o *options) { o.maxRead = n } }

// Owner reports every file as owned by uid:gid, named user and group,
// instead of the host's ids: the folder reads as the sandbox user's, and
// the host's accounts stay out of sight. By default the host's numeric
// ids are reported.
func Owner(uid, gid uint32, user, group string) Option {
	return func(o *options) { o.owner = &owner{uid, gid, user, group} }
}

// AllowHardLinks allows opening files with several hard links, for
// folders whose content is trusted not to link to outside files.
func AllowHardLinks() Option { return func(o *options) { o.hardLinks = true } }

// AllowSensitive allows mounting folders New refuses by default: "/",
// system directories, the home directory and folders holding credentials.
func AllowSensitive() Option { return func(o *options) { o.allowSensitive = true } }

// New opens the host folder dir. Unless AllowSensitive is given it refuses
// "/", system directories (/etc, /proc, /sys, /dev, /boot, /run and below),
// the home directory and its ancestors, folders inside a credential folder
// (.ssh, .aws, .gnupg, .config/gcloud, .kube, .docker) and folders holding
// one up to three levels down; the error says why.
func New(dir string, opts ...Option) (*FS, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	real, err := canonical(dir)
	if err != nil {
		return nil, err
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return nil, &fs.PathError{Op: "hostfs", Path: dir, Err: vfs.ErrNotDir}
	}
	if !o.allowSensitive {
		if why := sensitive(real); why != "" {
			return nil, &RefusedError{Dir: dir, Reason: why}
		}
	}
	root, err := os.OpenRoot(real)
	if err != nil {
		return nil, err
	}
	if o.mountedAt == "" {
		o.mountedAt = "/"
	}
	return &FS{root: root, top: &dirHandle{root: root, refs: 1}, writable: o.writable, hardLinks: o.hardLinks, maxRead: o.maxRead, owner: o.owner,
		hostDirs: hostDirsOf(dir, real), mountedAt: o.mountedAt}, nil
}

// Close releases the folder.
func (f *FS) Close() error {
	f.dirs.clear()
	f.listed.clear()
	f.top.fileOnce.Do(func() {})
	if f.top.file != nil {
		f.top.file.Close()
	}
	return f.root.Close()
}

// Describe implements vfs.Describer. It does not name the host folder.
func (f *FS) Describe() string {
	if f.writable {
		return "host folder, writable"
	}
	return "host folder, read-only"
}

func isSpecial(m fs.FileMode) bool {
	return m&(fs.ModeDevice|fs.ModeCharDevice|fs.ModeNamedPipe|fs.ModeSocket|fs.ModeIrregular) != 0
}

// loc is a resolved path: its parent directory, opened as an os.Root of its
// own, and the last component. Operations act on base relative to dir with
// one *at system call, and can never reach above dir.
type loc struct {
	dir  *os.Root
	dh   *dirHandle  // dir's handle (FS.top for the root)
	base string      // "." for the folder's root
	fi   fs.FileInfo // the walk's lstat of base, when it made one
	key  string      // dir's path in the folder ("" for the root)
	fs   *FS
	held []*dirHandle
}

func (l *loc) close() {
	for _, h := range l.held {
		l.fs.dirs.release(h)
	}
}

// walkDir is a directory reached by a walk: the folder's root (h nil) or
// a handle the walk holds, and its path in the folder.
type walkDir struct {
	root *os.Root
	h    *dirHandle
	key  string // "" for the root, else "/a/b"
}

// resolve walks name from the root, following symlinks (the last one only
// if follow) with chroot semantics. It reaches each directory on the way
// relative to the previous one (an lstat, and an open unless the directory
// is cached), so the walk costs a few system calls per component. A
// missing last component is not an error. The caller must close the result.
func (f *FS) resolve(ctx context.Context, op, name string, follow bool) (*loc, error) {
	return f.walk(ctx, op, name, follow, false)
}

// walk is resolve; with noLinks it fails with mount.ErrSymlink on
// meeting a symlink it would follow.
func (f *FS) walk(ctx context.Context, op, name string, follow, noLinks bool) (*loc, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if len(name) > maxPath {
		return nil, vfs.PathError(op, name, vfs.ErrNameTooLong)
	}
	// stack[i] is the directory reached after i components.
	stack := make([]walkDir, 1, 8)
	stack[0] = walkDir{root: f.root}
	pop := func(n int) {
		for _, d := range stack[n:] {
			f.dirs.release(d.h)
		}
		stack = stack[:n]
	}
	fail := func(err error) (*loc, error) {
		pop(1)
		return nil, err
	}
	todo := strings.Split(name, "/")
	base := ""
	var baseInfo fs.FileInfo
	links := 0
	for len(todo) > 0 {
		if err := ctx.Err(); err != nil {
			return fail(err)
		}
		c := todo[0]
		todo = todo[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			if len(stack) > 1 {
				pop(len(stack) - 1)
			}
			continue
		}
		last := true
		for _, t := range todo {
			if t != "" && t != "." {
				last = false
				break
			}
		}
		dir := stack[len(stack)-1]
		if last && !follow {
			base = c
			break
		}
		fi, err := f.handle(dir.h).lstat(c)
		if err != nil {
			if last && errors.Is(err, fs.ErrNotExist) {
				base = c
				break
			}
			return fail(hostErr(op, name, err))
		}
		switch m := fi.Mode(); {
		case m&fs.ModeSymlink != 0 && noLinks:
			return fail(mount.ErrSymlink)
		case m&fs.ModeSymlink != 0:
			links++
			if links > maxSymlinks {
				return fail(vfs.PathError(op, name, vfs.ErrLoop))
			}
			target, err := dir.root.Readlink(c)
			if err != nil {
				return fail(hostErr(op, name, err))
			}
			target = f.folderTarget(target)
			if target == "" {
				return fail(vfs.PathError(op, name, vfs.ErrNotExist))
			}
			if strings.HasPrefix(target, "/") {
				pop(1)
			}
			todo = append(strings.Split(target, "/"), todo...)
		case last:
			base, baseInfo = c, fi
		case m.IsDir():
			key := dir.key + "/" + c
			h, err := f.openDir(dir.root, key, c, fi)
			if err != nil {
				return fail(hostErr(op, name, err))
			}
			stack = append(stack, walkDir{root: h.root, h: h, key: key})
		case isSpecial(m):
			return fail(vfs.PathError(op, name, vfs.ErrNotExist))
		default:
			return fail(vfs.PathError(op, name, vfs.ErrNotDir))
		}
	}
	if base == "" {
		// The walk ended on a directory it holds open (the root, or one
		// reached by ".."): the operation acts on its ".".
		base = "."
	}
	if f.afterResolve != nil {
		f.afterResolve()
	}
	top := stack[len(stack)-1]
	l := &loc{dir: top.root, dh: f.handle(top.h), base: base, fi: baseInfo, key: top.key, fs: f}
	for _, d := range stack[1:] {
		l.held = append(l.held, d.h)
	}
	return l, nil
}

// hostErr rebuilds a host error for the sandbox: the sandbox path and the
// errno only, never the host path or text.
func hostErr(op, name string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var errno syscall.Errno
	switch {
	case errors.As(err, &errno):
		return vfs.PathError(op, name, errno)
	case errors.Is(err, fs.ErrNotExist):
		return vfs.PathError(op, name, vfs.ErrNotExist)
	case errors.Is(err, fs.ErrExist):
		return vfs.PathError(op, name, vfs.ErrExist)
	case errors.Is(err, fs.ErrClosed):
		return vfs.PathError(op, name, vfs.ErrBadFD)
	}
	// os.Root's "path escapes from parent", "not a directory" (a
	// directory swapped for a file mid-walk) and anything unexpected.
	return vfs.PathError(op, name, vfs.ErrPermission)
}

// rawLstat is the host's Lstat of l (the walk's, if it made one).
func (l *loc) rawLstat() (fs.FileInfo, error) {
	if l.fi != nil {
		return l.fi, nil
	}
	return l.dh.lstat(l.base)
}

// handle is h, or the root's handle for nil.
func (f *FS) handle(h *dirHandle) *dirHandle {
	if h == nil {
		return f.top
	}
	return h
}

// lstat is Lstat with special files hidden.
func (l *loc) lstat(op, name string) (fs.FileInfo, error) {
	fi, err := l.rawLstat()
	if err != nil {
		return nil, hostErr(op, name, err)
	}
	if isSpecial(fi.Mode()) {
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	return fi, nil
}

// sharedInode reports whether fi is a regular file with other hard links,
// which might be outside the folder.
func sharedInode(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return fi.Mode().IsRegular() && ok && st.Nlink > 1
}

// readOnly is the error for a write on a read-only folder: ifExists if l
// exists, ENOENT if it does not and ifExists is nil, else EROFS.
func (l *loc) readOnly(op, name string, ifExists error) error {
	_, err := l.lstat(op, name)
	switch {
	case err == nil && ifExists != nil:
		return vfs.PathError(op, name, ifExists)
	case errors.Is(err, fs.ErrNotExist) && ifExists == nil:
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	return vfs.PathError(op, name, vfs.ErrReadOnly)
}

// OpenFile implements vfs.FS.
func (f *FS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	return f.open(ctx, name, flag, perm, false)
}

// OpenFileNoSymlinks implements mount.SymlinkFree.
func (f *FS) OpenFileNoSymlinks(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	return f.open(ctx, name, flag, perm, true)
}

func (f *FS) open(ctx context.Context, name string, flag int, perm fs.FileMode, noLinks bool) (vfs.File, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if fl, ok := f.openListed(name, flag); ok {
		return f.checkOpened(fl, flag)
	}
	excl := flag&(vfs.O_CREATE|vfs.O_EXCL) == vfs.O_CREATE|vfs.O_EXCL
	l, err := f.walk(ctx, "open", name, !excl, noLinks)
	if err != nil {
		return nil, err
	}
	defer l.close()
	acc := flag & vfs.O_ACCMODE
	write := acc != vfs.O_RDONLY || flag&(vfs.O_CREATE|vfs.O_TRUNC) != 0
	if write && !f.writable {
		fi, err := l.lstat("open", name)
		switch {
		case err == nil && fi.IsDir():
			return nil, vfs.PathError("open", name, vfs.ErrIsDir)
		case err == nil && !excl && flag&(vfs.O_ACCMODE|vfs.O_TRUNC) == vfs.O_RDONLY:
			// O_RDONLY|O_CREAT of an existing file creates nothing.
			flag &^= vfs.O_CREATE
		case err == nil && excl:
			return nil, vfs.PathError("open", name, vfs.ErrExist)
		case errors.Is(err, fs.ErrNotExist) && flag&vfs.O_CREATE == 0:
			return nil, vfs.PathError("open", name, vfs.ErrNotExist)
		default:
			return nil, vfs.PathError("open", name, vfs.ErrReadOnly)
		}
	}
	// Refuse special files before opening them: opening a device can have
	// effects. (The check after opening catches a swap in between.)
	if fi, err := l.rawLstat(); err == nil && isSpecial(fi.Mode()) {
		return nil, vfs.PathError("open", name, vfs.ErrNotExist)
	}
	// O_TRUNC is applied after the checks below, so that a refused file
	// is not truncated.
	hostFlag := flag&(vfs.O_ACCMODE|vfs.O_APPEND|vfs.O_CREATE|vfs.O_EXCL) | syscall.O_NONBLOCK | syscall.O_NOCTTY
	hf, err := l.openFile(hostFlag, perm.Perm())
	if err != nil {
		return nil, hostErr("open", name, err)
	}
	return f.opened(hf, name, flag)
}

// opened checks the host file hf just opened as name (special files,
// shared inodes and the size limit are refused), truncates it for
// O_TRUNC and returns it as the sandbox's file.
func (f *FS) opened(hf hostFile, name string, flag int) (vfs.File, error) {
	return f.checkOpened(&file{f: hf, name: name, maxRead: f.maxRead, owner: f.owner}, flag)
}

// checkOpened is opened for the sandbox's file fl, closing it when it
// refuses it.
func (f *FS) checkOpened(fl *file, flag int) (vfs.File, error) {
	hf, name := fl.f, fl.name
	acc := flag & vfs.O_ACCMODE
	var st syscall.Stat_t
	if err := fstat(hf, &st); err != nil {
		hf.Close()
		return nil, hostErr("open", name, err)
	}
	mode := statMode(&st)
	switch {
	case isSpecial(mode):
		hf.Close()
		return nil, vfs.PathError("open", name, vfs.ErrNotExist)
	case mode.IsRegular() && st.Nlink > 1 && !f.hardLinks:
		// The inode may be shared with a file outside the folder.
		hf.Close()
		return nil, vfs.PathError("open", name, vfs.ErrPermission)
	case f.maxRead > 0 && acc != vfs.O_WRONLY && mode.IsRegular() && st.Size > f.maxRead && flag&vfs.O_TRUNC == 0:
		hf.Close()
		return nil, vfs.PathError("open", name, vfs.ErrFileTooLarge)
	}
	if flag&vfs.O_TRUNC != 0 && acc != vfs.O_RDONLY && mode.IsRegular() {
		if err := hf.Truncate(0); err != nil {
			hf.Close()
			return nil, hostErr("open", name, err)
		}
	}
	if ff, ok := hf.(*fdFile); ok && acc == vfs.O_RDONLY && mode.IsRegular() {
		ff.expectSize(st.Size)
	}
	return fl, nil
}

// openFile opens l: a component of a directory with openat relative to
// the directory's descriptor (the walk checked the directory; the
// component is one name, opened without following a symlink), the
// directory a walk ended on through its os.Root.
func (l *loc) openFile(flag int, perm fs.FileMode) (hostFile, error) {
	if l.base == "." {
		return l.dir.OpenFile(".", flag, perm)
	}
	d, err := l.dh.dirFile()
	if err != nil {
		return nil, err
	}
	return openAt(d, l.base, flag, perm)
}

// Stat implements vfs.FS.
func (f *FS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "stat", name, true, false)
}

// Lstat implements vfs.FS.
func (f *FS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	return f.stat(ctx, "lstat", name, false, false)
}

// StatNoSymlinks implements mount.SymlinkFree.
func (f *FS) StatNoSymlinks(ctx context.Context, name string, follow bool) (fs.FileInfo, error) {
	op := "lstat"
	if follow {
		op = "stat"
	}
	return f.stat(ctx, op, name, follow, true)
}

func (f *FS) stat(ctx context.Context, op, name string, follow, noLinks bool) (fs.FileInfo, error) {
	l, err := f.walk(ctx, op, name, follow, noLinks)
	if err != nil {
		return nil, err
	}
	defer l.close()
	fi, err := l.lstat(op, name)
	if err != nil {
		return nil, err
	}
	return f.newInfo(fi, path.Base(name), l.dir, l.base), nil
}

// LstatPrefixes lstats each prefix of name ("/a", "/a/b", ...) in one walk,
// stopping after one that is not a directory or fails, or when fn returns
// false. It implements mount.PrefixLstater, so that a mount table resolving
// paths component by component costs O(n) rather than O(n²) host calls.
func (f *FS) LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool) {
	parts := strings.Split(strings.TrimPrefix(name, "/"), "/")
	dir := f.top
	var held *dirHandle
	defer func() {
		if held != nil {
			f.dirs.release(held)
		}
	}()
	end := 0
	for i, c := range parts {
		if c == "" || c == "." || c == ".." || ctx.Err() != nil {
			return // not a cleaned path: let the caller use Lstat
		}
		end += 1 + len(c)
		prefix := name[:end] // a substring: no copy per component
		hfi, err := dir.lstat(c)
		var fi fs.FileInfo
		switch {
		case err != nil:
			err = hostErr("lstat", prefix, err)
		case isSpecial(hfi.Mode()):
			err = vfs.PathError("lstat", prefix, vfs.ErrNotExist)
		default:
			fi = f.newInfo(hfi, c, dir.root, c)
		}
		if !fn(prefix, fi, err) || err != nil || !fi.IsDir() || i == len(parts)-1 {
			return
		}
		h, err := f.openDir(dir.root, prefix, c, hfi)
		if err != nil {
			return
		}
		if held != nil {
			f.dirs.release(held)
		}
		held, dir = h, h
	}
}

// ReadDir implements vfs.FS. Special files are left out. The entries'
// Info is made on demand (dirents.go).
func (f *FS) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	h, key, done, err := f.dirAt(ctx, "readdir", name)
	if err != nil {
		return nil, err
	}
	defer done()
	d := &lazyDir{f: f, ctx: ctx, name: name, key: key}
	d.ents, err = f.readDirents(ctx, h, d)
	if err != nil {
		return nil, hostErr("readdir", name, err)
	}
	ents := make([]fs.DirEntry, len(d.ents))
	for i := range d.ents {
		ents[i] = &d.ents[i]
	}
	f.listed.put(key, d.ents)
	return ents, nil
}

// Mkdir implements vfs.FS.
func (f *FS) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	l, err := f.resolve(ctx, "mkdir", name, false)
	if err != nil {
		return err
	}
	defer l.close()
	if !f.writable {
		return l.readOnly("mkdir", name, vfs.ErrExist)
	}
	if fi, err := l.dir.Lstat(l.base); err == nil && isSpecial(fi.Mode()) {
		return vfs.PathError("mkdir", name, vfs.ErrPermission)
	}
	return hostErr("mkdir", name, l.dir.Mkdir(l.base, perm.Perm()))
}

// Remove implements vfs.FS.
func (f *FS) Remove(ctx context.Context, name string) error {
	l, err := f.resolve(ctx, "remove", name, false)
	if err != nil {
		return err
	}
	defer l.close()
	if l.base == "." {
		return vfs.PathError("remove", name, vfs.ErrBusy)
	}
	if !f.writable {
		// Linux reports EROFS before looking for the file.
		return vfs.PathError("remove", name, vfs.ErrReadOnly)
	}
	if _, err := l.lstat("remove", name); err != nil {
		return err
	}
	return hostErr("remove", name, l.dir.Remove(l.base))
}

// Rename implements vfs.FS.
func (f *FS) Rename(ctx context.Context, oldname, newname string) error {
	lo, err := f.resolve(ctx, "rename", oldname, false)
	if err != nil {
		return err
	}
	defer lo.close()
	ln, err := f.resolve(ctx, "rename", newname, false)
	if err != nil {
		return err
	}
	defer ln.close()
	if lo.base == "." || ln.base == "." {
		return vfs.PathError("rename", oldname, vfs.ErrBusy)
	}
	if !f.writable {
		return vfs.PathError("rename", oldname, vfs.ErrReadOnly)
	}
	if _, err := lo.lstat("rename", oldname); err != nil {
		return err
	}
	// Replacing an invisible special file would destroy what the sandbox
	// cannot see.
	if fi, err := ln.dir.Lstat(ln.base); err == nil && isSpecial(fi.Mode()) {
		return vfs.PathError("rename", newname, vfs.ErrPermission)
	}
	return hostErr("rename", oldname, renameat(lo, ln))
}

// renameat renames with POSIX semantics (os.Root.Rename refuses to replace
// a directory), relative to the two parent directories.
func renameat(from, to *loc) error {
	od, err := from.dir.OpenFile(".", os.O_RDONLY|syscall.O_DIRECTORY, 0)
	if err != nil {
		return err
	}
	defer od.Close()
	nd, err := to.dir.OpenFile(".", os.O_RDONLY|syscall.O_DIRECTORY, 0)
	if err != nil {
		return err
	}
	defer nd.Close()
	oc, err := od.SyscallConn()
	if err != nil {
		return err
	}
	nc, err := nd.SyscallConn()
	if err != nil {
		return err
	}
	var rerr error
	err = oc.Control(func(ofd uintptr) {
		err := nc.Control(func(nfd uintptr) {
			rerr = syscall.Renameat(int(ofd), from.base, int(nfd), to.base)
		})
		if rerr == nil {
			rerr = err
		}
	})
	if rerr == nil {
		rerr = err
	}
	return rerr
}

// Symlink implements vfs.FS. The target is stored as given.
func (f *FS) Symlink(ctx context.Context, target, newname string) error {
	l, err := f.resolve(ctx, "symlink", newname, false)
	if err != nil {
		return err
	}
	defer l.close()
	if !f.writable {
		return l.readOnly("symlink", newname, vfs.ErrExist)
	}
	if len(target) >= maxPath {
		return vfs.PathError("symlink", newname, vfs.ErrNameTooLong)
	}
	return hostErr("symlink", newname, l.dir.Symlink(f.hostTarget(target, l.key), l.base))
}

// Readlink implements vfs.FS.
func (f *FS) Readlink(ctx context.Context, name string) (string, error) {
	l, err := f.resolve(ctx, "readlink", name, false)
	if err != nil {
		return "", err
	}
	defer l.close()
	if _, err := l.lstat("readlink", name); err != nil {
		return "", err
	}
	s, err := l.dir.Readlink(l.base)
	if err != nil {
		return "", hostErr("readlink", name, err)
	}
	return f.sandboxTarget(s), nil
}

// Chmod implements vfs.FS. Setting the set-user-ID or set-group-ID bit
// fails with EPERM: the files belong to the host user running the sandbox,
// and a set-ID program written by the sandbox would run as that user for
// anyone on the host.
func (f *FS) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	return f.change(ctx, "chmod", name, func(l *loc) error {
		if mode&(fs.ModeSetuid|fs.ModeSetgid) != 0 {
			return vfs.ErrNotPermitted
		}
		return l.dir.Chmod(l.base, mode&(fs.ModePerm|fs.ModeSticky))
	})
}

// Chtimes implements vfs.FS.
func (f *FS) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return f.change(ctx, "chtimes", name, func(l *loc) error {
		return l.dir.Chtimes(l.base, atime, mtime)
	})
}

func (f *FS) change(ctx context.Context, op, name string, do func(*loc) error) error {
	l, err := f.resolve(ctx, op, name, true)
	if err != nil {
		return err
	}
	defer l.close()
	if !f.writable {
		return l.readOnly(op, name, nil)
	}
	fi, err := l.lstat(op, name)
	if err != nil {
		return err
	}
	if sharedInode(fi) && !f.hardLinks {
		return vfs.PathError(op, name, vfs.ErrPermission)
	}
	return hostErr(op, name, do(l))
}

// file is an open host file.
type file struct {
	f       hostFile
	fd      fdFile // f, when opened by openListed
	name    string
	maxRead int64
	owner   *owner
}

func (fl *file) Read(p []byte) (int, error) {
	if fl.maxRead > 0 {
		pos, err := fl.f.Seek(0, io.SeekCurrent)
		if err != nil {
			return 0, hostErr("read", fl.name, err)
		}
		if p, err = fl.limit(p, pos); err != nil {
			return 0, err
		}
	}
	n, err := fl.f.Read(p)
	return n, fl.ioErr("read", err)
}

func (fl *file) ReadAt(p []byte, off int64) (int, error) {
	if fl.maxRead > 0 {
		q, err := fl.limit(p, off)
		if err != nil {
			return 0, err
		}
		if len(q) < len(p) {
			// ReadAt must fill p or say why not.
			n, err := fl.f.ReadAt(q, off)
			if err == nil {
				err = vfs.PathError("read", fl.name, vfs.ErrFileTooLarge)
			}
			return n, fl.ioErr("read", err)
		}
	}
	n, err := fl.f.ReadAt(p, off)
	return n, fl.ioErr("read", err)
}

// limit cuts p so that a read at off stays within maxRead bytes. At the
// limit it fails with EFBIG, or io.EOF if the file ends there.
func (fl *file) limit(p []byte, off int64) ([]byte, error) {
	left := fl.maxRead - off
	switch {
	case int64(len(p)) <= left:
		return p, nil
	case left > 0:
		return p[:left], nil
	}
	fi, err := fl.f.Stat()
	if err != nil {
		return nil, hostErr("read", fl.name, err)
	}
	if fi.Size() <= off {
		return nil, io.EOF
	}
	return nil, vfs.PathError("read", fl.name, vfs.ErrFileTooLarge)
}

func (fl *file) Write(p []byte) (int, error) {
	n, err := fl.f.Write(p)
	return n, fl.ioErr("write", err)
}

func (fl *file) Seek(offset int64, whence int) (int64, error) {
	n, err := fl.f.Seek(offset, whence)
	return n, fl.ioErr("seek", err)
}

func (fl *file) Close() error { return fl.ioErr("close", fl.f.Close()) }

func (fl *file) Truncate(size int64) error {
	return fl.ioErr("truncate", fl.f.Truncate(size))
}

func (fl *file) Stat() (fs.FileInfo, error) {
	var st syscall.Stat_t
	if err := fstat(fl.f, &st); err != nil {
		return nil, fl.ioErr("stat", err)
	}
	i := &info{}
	i.fill(&st, path.Base(fl.name), fl.owner)
	return i, nil
}

func (fl *file) ioErr(op string, err error) error {
	if err == nil || err == io.EOF {
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == fl.name {
		return err // already ours
	}
	return hostErr(op, fl.name, err)
}

// info is the sandbox's FileInfo of a host file, and its DirEntry in a
// listing: one allocation, filled from the host's stat (a listing makes
// one per file).
type info struct {
	name  string
	mode  fs.FileMode
	size  int64
	mtime time.Time
	st    vfs.StatT
	hasSt bool
}

// newInfo is newInfo for base in dir; a symlink's size is that of the
// target Readlink shows, not of the host's.
func (f *FS) newInfo(fi fs.FileInfo, name string, dir *os.Root, base string) fs.FileInfo {
	i := newInfo(fi, name, f.owner)
	f.linkSize(i, dir, base)
	return i
}

// linkSize sets the size of a symlink's info to the length of its target
// as Readlink shows it (st_size of a link is its target's length).
func (f *FS) linkSize(i *info, dir *os.Root, base string) {
	if i.mode&fs.ModeSymlink != 0 {
		if t, err := dir.Readlink(base); err == nil {
			i.size = int64(len(f.sandboxTarget(t)))
		}
	}
}

func newInfo(fi fs.FileInfo, name string, ow *owner) *info {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		i := &info{}
		i.fill(st, name, ow)
		return i
	}
	return &info{name: name, mode: fi.Mode(), size: fi.Size(), mtime: fi.ModTime()}
}

// fill sets i from the host's stat st.
func (i *info) fill(st *syscall.Stat_t, name string, ow *owner) {
	*i = info{name: name, mode: statMode(st), size: st.Size, mtime: time.Unix(st.Mtim.Unix()), hasSt: true,
		st: vfs.StatT{
			Ino:    st.Ino,
			Nlink:  uint64(st.Nlink),
			Uid:    st.Uid,
			Gid:    st.Gid,
			Atime:  time.Unix(st.Atim.Unix()),
			Ctime:  time.Unix(st.Ctim.Unix()),
			Blocks: st.Blocks,
		}}
	if ow != nil {
		i.st.Uid, i.st.Gid, i.st.User, i.st.Group = ow.uid, ow.gid, ow.user, ow.group
	}
}

func (i *info) Name() string               { return i.name }
func (i *info) Size() int64                { return i.size }
func (i *info) Mode() fs.FileMode          { return i.mode }
func (i *info) ModTime() time.Time         { return i.mtime }
func (i *info) IsDir() bool                { return i.mode.IsDir() }
func (i *info) Type() fs.FileMode          { return i.mode.Type() }
func (i *info) Info() (fs.FileInfo, error) { return i, nil }

func (i *info) Sys() any {
	if !i.hasSt {
		return nil
	}
	return &i.st
}

var _ interface {
	vfs.FS
	vfs.Describer
	mount.PrefixLstater
	mount.SymlinkFree
} = (*FS)(nil)
