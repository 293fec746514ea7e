// Package mount composes several filesystems into one tree, like the mount
// table of a Unix kernel.
//
// A Table has a root filesystem at "/" and any number of filesystems mounted
// at absolute paths. A path belongs to the mount with the longest matching
// prefix, compared by whole components ("/workspace2" is not under
// "/workspace"); the mounted filesystem sees it rebased to its own "/".
//
// Symlinks are resolved by the table, not by the mounted filesystems: path
// resolution walks the path one component at a time, asking the filesystem
// that owns each prefix (Lstat, Readlink). An absolute symlink target is
// therefore a path in the whole tree, and a relative target may climb out of
// a mount with "..", exactly as on a Unix system. The filesystems then only
// ever see paths without symlinks (but for the final component of the
// operations that do not follow it). A filesystem whose Lstat is costly
// can implement PrefixLstater to make this walk linear.
//
// Mount points are literal paths: the mount hides whatever the filesystem
// below has at the mount point or at its missing ancestors (a file, a
// symlink, nothing), which all appear as directories. Mount points cannot
// be removed or renamed (EBUSY), nor can the directories above them
// (Linux would move the mount along; a table of paths cannot), renames
// and hard links across mounts fail
// with EXDEV, writes to a read-only mount with EROFS, and hard links on a
// filesystem without vfs.Linker with EPERM.
package mount

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// maxSymlinks is the number of symlinks one resolution may follow before it
// fails with ELOOP, Linux's MAXSYMLINKS.
const maxSymlinks = 40

// maxPath is the longest path accepted, Linux's PATH_MAX.
const maxPath = 4096

// Table is a vfs.FS made of several filesystems mounted at paths. It is safe
// for concurrent use; Mount may be called while the table is in use.
type Table struct {
	mu sync.RWMutex
	// mounts is sorted by path and never modified in place (Mount replaces
	// the slice), so operations can use a snapshot without holding mu.
	mounts []*entry
}

type entry struct {
	path     string // absolute, cleaned
	fsys     vfs.FS
	readOnly bool
	name     string
	desc     string
}

// Option configures one mount.
type Option func(*entry)

// ReadOnly makes the mount read-only: writes fail with EROFS.
func ReadOnly() Option { return func(e *entry) { e.readOnly = true } }

// Description sets the mount's description; by default it is the
// filesystem's own (vfs.Describer), if any.
func Description(s string) Option { return func(e *entry) { e.desc = s } }

// Name sets the mount's source name, shown by `mount` and `df`.
func Name(s string) Option { return func(e *entry) { e.name = s } }

// New returns a table with root mounted at "/".
func New(root vfs.FS, opts ...Option) *Table {
	e := newEntry("/", root, opts)
	return &Table{mounts: []*entry{e}}
}

func newEntry(p string, fsys vfs.FS, opts []Option) *entry {
	e := &entry{path: p, fsys: fsys}
	for _, o := range opts {
		o(e)
	}
	if e.desc == "" {
		if d, ok := fsys.(vfs.Describer); ok {
			e.desc = d.Describe()
		}
	}
	return e
}

// Mount mounts fsys at p, an absolute path other than "/". The mount point
// need not exist in the filesystem below it: it and its missing parents
// appear as directories. Mounting twice at the same path fails with EBUSY.
func (t *Table) Mount(p string, fsys vfs.FS, opts ...Option) error {
	if fsys == nil {
		return vfs.PathError("mount", p, vfs.ErrInvalid)
	}
	if !strings.HasPrefix(p, "/") || path.Clean(p) != p {
		return vfs.PathError("mount", p, vfs.ErrInvalid)
	}
	e := newEntry(p, fsys, opts)
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, m := range t.mounts {
		if m.path == p {
			return vfs.PathError("mount", p, vfs.ErrBusy)
		}
	}
	mounts := append(append([]*entry(nil), t.mounts...), e)
	sort.Slice(mounts, func(i, j int) bool { return mounts[i].path < mounts[j].path })
	t.mounts = mounts
	return nil
}

// Mounts lists the mounts sorted by path, the root first.
func (t *Table) Mounts() []vfs.Mount {
	ms := t.snapshot()
	out := make([]vfs.Mount, len(ms))
	for i, m := range ms {
		out[i] = vfs.Mount{Path: m.path, Name: m.name, Description: m.desc, ReadOnly: m.readOnly, FS: m.fsys}
	}
	return out
}

// Describe lists the mounts on one line, for `help`.
func (t *Table) Describe() string {
	var b strings.Builder
	for i, m := range t.snapshot() {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(m.path)
		desc := m.desc
		if m.readOnly && !strings.Contains(desc, "read-only") {
			if desc == "" {
				desc = "read-only"
			} else {
				desc += ", mounted read-only"
			}
		}
		if desc != "" {
			b.WriteString(" (" + desc + ")")
		}
	}
	return b.String()
}

// Usage sums the usage of the mounted filesystems that report one. The
// limit is the sum of their limits, or 0 (unbounded) if any is unbounded.
func (t *Table) Usage() (used, limit int64) {
	bounded := true
	for _, m := range t.snapshot() {
		u, ok := m.fsys.(vfs.Usager)
		if !ok {
			continue
		}
		mu, ml := u.Usage()
		used += mu
		if ml == 0 {
			bounded = false
		}
		limit += ml
	}
	if !bounded {
		limit = 0
	}
	return used, limit
}

func (t *Table) snapshot() []*entry {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.mounts
}

// under reports whether p is dir or below it, by whole components.
func under(p, dir string) bool {
	if dir == "/" {
		return true
	}
	return p == dir || strings.HasPrefix(p, dir) && p[len(dir)] == '/'
}

// lookup returns the mount owning the absolute cleaned path p and p rebased
// to that mount's root.
func lookup(ms []*entry, p string) (*entry, string) {
	for i := len(ms) - 1; i >= 0; i-- {
		// Sorted by path, a longer matching prefix sorts after a
		// shorter one, so the first match from the end is the longest.
		if m := ms[i]; under(p, m.path) {
			switch {
			case m.path == "/":
				return m, p
			case len(p) == len(m.path):
				return m, "/"
			}
			return m, p[len(m.path):] // a substring: p[len(m.path)] is '/'
		}
	}
	panic("mount: no root filesystem") // New always mounts "/"
}

// isMountPoint reports whether p is a mount point other than "/".
func isMountPoint(ms []*entry, p string) bool {
	for _, m := range ms {
		if m.path == p && p != "/" {
			return true
		}
	}
	return false
}

// hasMountBelow reports whether some mount point is strictly below p.
func hasMountBelow(ms []*entry, p string) bool {
	for _, m := range ms {
		if m.path != p && under(m.path, p) {
			return true
		}
	}
	return false
}

// resolved is the result of resolving a path.
type resolved struct {
	path  string // the outer path, without symlinks (but the last one if not followed)
	m     *entry
	inner string // path rebased to m
}

// resolve walks name component by component, following symlinks (the last
// one only if follow), consulting the mount table at each step. A missing
// last component is not an error: the operation reports it (or creates it).
func (t *Table) resolve(ctx context.Context, ms []*entry, op, name string, follow bool) (resolved, error) {
	if !strings.HasPrefix(name, "/") {
		return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if len(name) > maxPath {
		return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
	}
	todo := splitPath(name)
	cur := "/"
	links := 0
	var w walker
	// While the walk follows a clean name's own components, cur is a
	// prefix of it: the next one is a substring, not a new string, so a
	// walk costs O(len(name)) rather than O(components × len(name)).
	straight, end := path.Clean(name) == name, 0
	for len(todo) > 0 {
		if err := ctx.Err(); err != nil {
			return resolved{}, err
		}
		c := todo[0]
		todo = todo[1:]
		switch c {
		case ".":
			continue
		case "..":
			cur = path.Dir(cur)
			straight = false
			continue
		}
		var next string
		if straight {
			end += 1 + len(c)
			next = name[:end]
		} else {
			next = child(cur, c)
		}
		last := len(todo) == 0
		if last && !follow {
			cur = next
			break
		}
		if hasMountBelow(ms, next) {
			// An ancestor of a mount point is a directory, whatever
			// the filesystem below has there.
			cur = next
			continue
		}
		m, inner := lookup(ms, next)
		fi, err := w.lstat(ctx, m, inner, c, todo)
		if err != nil {
			if last && errors.Is(err, fs.ErrNotExist) {
				cur = next
				break
			}
			return resolved{}, rename(err, op, name)
		}
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			links++
			if links > maxSymlinks {
				return resolved{}, vfs.PathError(op, name, vfs.ErrLoop)
			}
			target, err := m.fsys.Readlink(ctx, inner)
			if err != nil {
				return resolved{}, rename(err, op, name)
			}
			if target == "" {
				return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
			}
			if strings.HasPrefix(target, "/") {
				cur = "/"
			}
			todo = append(splitPath(target), todo...)
			straight = false
		case fi.IsDir() || last:
			cur = next
		default:
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotDir)
		}
	}
	m, inner := lookup(ms, cur)
	return resolved{path: cur, m: m, inner: inner}, nil
}

// A PrefixLstater can Lstat every prefix of a path in one pass. The table
// resolves paths one component at a time; for a filesystem whose Lstat
// itself walks from its root (a host folder), that costs O(n²) for n
// components, and LstatPrefixes brings it back to O(n).
type PrefixLstater interface {
	// LstatPrefixes calls fn with the Lstat result of each prefix of the
	// absolute cleaned path name, shortest first ("/a", "/a/b", ...),
	// without following symlinks. It stops after a prefix that is not a
	// directory or fails, or when fn returns false.
	LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool)
}

// A SymlinkFree filesystem can open and stat a path by itself when no
// component of it is a symlink it would follow, sparing the table its walk
// of the path. Meeting such a symlink, it fails with an error matching
// ErrSymlink, and the table walks the path as usual.
type SymlinkFree interface {
	OpenFileNoSymlinks(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error)
	StatNoSymlinks(ctx context.Context, name string, follow bool) (fs.FileInfo, error)
}

// ErrSymlink is a SymlinkFree filesystem's refusal of a path with a
// symlink.
var ErrSymlink = errors.New("mount: a symlink on the path")

// symlinkFree returns the SymlinkFree filesystem that holds name, with
// name rebased to it, when the table's walk of name could only lead there:
// name is clean and no mount is below the mount holding it.
func symlinkFree(ms []*entry, name string) (SymlinkFree, string, bool) {
	if len(name) > maxPath || !strings.HasPrefix(name, "/") || path.Clean(name) != name {
		return nil, "", false
	}
	m, inner := lookup(ms, name)
	sf, ok := m.fsys.(SymlinkFree)
	if !ok || hasMountBelow(ms, m.path) {
		return nil, "", false
	}
	return sf, inner, true
}

// walker holds, during one resolution, what a PrefixLstater reported of
// the components ahead of the walk, in order: as long as the walk takes
// those components one by one, each step is answered from the queue
// without a lookup by path (a map keyed by path hashes the whole path at
// each step, O(n²) in a deep path).
type walker struct {
	m     *entry
	ahead []walkResult
	roots map[*entry]walkResult // mount roots, met again after a symlink
}

type walkResult struct {
	name string // the component
	fi   fs.FileInfo
	err  error
}

// lstat lstats inner, whose last component is c, a path in m that has no
// mount point at or below it. If m's filesystem is a PrefixLstater, it
// lstats in one pass the path extended by the following components of
// todo, for the next steps.
func (w *walker) lstat(ctx context.Context, m *entry, inner, c string, todo []string) (fs.FileInfo, error) {
	if w.m == m && len(w.ahead) > 0 && w.ahead[0].name == c {
		r := w.ahead[0]
		w.ahead = w.ahead[1:]
		return r.fi, r.err
	}
	w.m, w.ahead = nil, w.ahead[:0]
	if inner == "/" {
		// A mount's root is one cheap Lstat; the walk starts below.
		if r, ok := w.roots[m]; ok {
			return r.fi, r.err
		}
		fi, err := m.fsys.Lstat(ctx, inner)
		if w.roots == nil {
			w.roots = map[*entry]walkResult{}
		}
		w.roots[m] = walkResult{c, fi, err}
		return fi, err
	}
	pl, ok := m.fsys.(PrefixLstater)
	if !ok {
		return m.fsys.Lstat(ctx, inner)
	}
	// The path extended by todo's components up to a "." or "..": no
	// mount is below inner, so these stay in m.
	n := 0
	for n < len(todo) && todo[n] != "." && todo[n] != ".." {
		n++
	}
	full := inner
	if n > 0 {
		full = child(inner, strings.Join(todo[:n], "/"))
	}
	var got *walkResult
	i := 0
	pl.LstatPrefixes(ctx, full, func(p string, fi fs.FileInfo, err error) bool {
		switch {
		case len(p) < len(inner): // an ancestor of inner
		case len(p) == len(inner):
			got = &walkResult{c, fi, err}
		case i < n:
			w.ahead = append(w.ahead, walkResult{todo[i], fi, err})
			i++
		}
		return true
	})
	if got == nil {
		w.ahead = w.ahead[:0]
		return m.fsys.Lstat(ctx, inner)
	}
	w.m = m
	return got.fi, got.err
}

// child is path.Join(dir, name) for a clean dir and a name that is one
// component other than "." and "..": without Join's Clean, which costs the
// whole path's length at each step of a walk.
func child(dir, name string) string {
	if dir == "/" {
		return "/" + name
	}
	return dir + "/" + name
}

func splitPath(p string) []string {
	var parts []string
	for _, s := range strings.Split(p, "/") {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return parts
}

// rename rewrites the path of a filesystem's error to the caller's path.
func rename(err error, op, name string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: name, Err: pe.Err}
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return &fs.PathError{Op: op, Path: name, Err: err}
}

// writeIntent reports whether open flags may modify the filesystem.
func writeIntent(flag int) bool {
	return flag&vfs.O_ACCMODE != vfs.O_RDONLY || flag&(vfs.O_CREATE|vfs.O_TRUNC) != 0
}

// OpenFile implements vfs.FS.
func (t *Table) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	ms := t.snapshot()
	if sf, inner, ok := symlinkFree(ms, name); ok && !writeIntent(flag) {
		f, err := sf.OpenFileNoSymlinks(ctx, inner, flag, perm)
		switch {
		case errors.Is(err, ErrSymlink):
		case err != nil:
			return nil, rename(err, "open", name)
		case inner == name:
			return f, nil
		default:
			return &file{File: f, name: name}, nil
		}
	}
	excl := flag&(vfs.O_CREATE|vfs.O_EXCL) == vfs.O_CREATE|vfs.O_EXCL
	r, err := t.resolve(ctx, ms, "open", name, !excl)
	if err != nil {
		return nil, err
	}
	if hasMountBelow(ms, r.path) {
		return t.openSynthetic(ctx, r, name, flag)
	}
	if r.m.readOnly && writeIntent(flag) {
		fi, err := r.m.fsys.Lstat(ctx, r.inner)
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
	f, err := r.m.fsys.OpenFile(ctx, r.inner, flag, perm)
	if err != nil {
		return nil, rename(err, "open", name)
	}
	if r.inner == name {
		return f, nil // the root filesystem: paths are already the table's
	}
	return &file{File: f, name: name}, nil
}

// openSynthetic opens a directory that exists only because a mount point is
// below it, or that the filesystem has but a mount point is below.
func (t *Table) openSynthetic(ctx context.Context, r resolved, name string, flag int) (vfs.File, error) {
	if writeIntent(flag) {
		if flag&vfs.O_CREATE != 0 && flag&vfs.O_EXCL != 0 {
			return nil, vfs.PathError("open", name, vfs.ErrExist)
		}
		return nil, vfs.PathError("open", name, vfs.ErrIsDir)
	}
	fi, err := t.statDir(ctx, r)
	if err != nil {
		return nil, rename(err, "open", name)
	}
	return &dirFile{info: fi, name: name}, nil
}

// statDir stats r.path, which is known to be a directory: a mount point,
// or an ancestor of one.
func (t *Table) statDir(ctx context.Context, r resolved) (fs.FileInfo, error) {
	fi, err := r.m.fsys.Stat(ctx, r.inner)
	if err == nil && fi.IsDir() {
		return named(fi, path.Base(r.path)), nil
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return syntheticDir(path.Base(r.path)), nil
}

// Stat implements vfs.FS.
func (t *Table) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	return t.stat(ctx, "stat", name, true)
}

// Lstat implements vfs.FS.
func (t *Table) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	return t.stat(ctx, "lstat", name, false)
}

func (t *Table) stat(ctx context.Context, op, name string, follow bool) (fs.FileInfo, error) {
	ms := t.snapshot()
	if sf, inner, ok := symlinkFree(ms, name); ok {
		fi, err := sf.StatNoSymlinks(ctx, inner, follow)
		switch {
		case errors.Is(err, ErrSymlink):
		case err != nil:
			return nil, rename(err, op, name)
		default:
			return named(fi, path.Base(name)), nil
		}
	}
	r, err := t.resolve(ctx, ms, op, name, follow)
	if err != nil {
		return nil, err
	}
	if hasMountBelow(ms, r.path) {
		return t.statDir(ctx, r)
	}
	var fi fs.FileInfo
	if follow {
		fi, err = r.m.fsys.Stat(ctx, r.inner)
	} else {
		fi, err = r.m.fsys.Lstat(ctx, r.inner)
	}
	if err != nil {
		return nil, rename(err, op, name)
	}
	return named(fi, path.Base(name)), nil
}

// ReadDir implements vfs.FS. Mount points directly below name are listed
// as directories, hiding whatever the filesystem has under their names.
func (t *Table) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, "readdir", name, true)
	if err != nil {
		return nil, err
	}
	ents, err := r.m.fsys.ReadDir(ctx, r.inner)
	if err != nil {
		if !hasMountBelow(ms, r.path) || !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, vfs.ErrNotDir) {
			return nil, rename(err, "readdir", name)
		}
		ents = nil
	}
	// Child mount points: the first component below r.path of every mount
	// point below it (the mount itself or an ancestor of it).
	children := map[string]bool{}
	for _, m := range ms {
		if m.path == r.path || !under(m.path, r.path) {
			continue
		}
		rest := strings.TrimPrefix(m.path[len(r.path):], "/")
		children[strings.SplitN(rest, "/", 2)[0]] = true
	}
	if len(children) == 0 {
		return ents, nil
	}
	out := ents[:0:0]
	for _, e := range ents {
		if !children[e.Name()] {
			out = append(out, e)
		}
	}
	for c := range children {
		p := path.Join(r.path, c)
		cm, inner := lookup(ms, p)
		fi, err := t.statDir(ctx, resolved{path: p, m: cm, inner: inner})
		if err != nil {
			return nil, err
		}
		out = append(out, fs.FileInfoToDirEntry(fi))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// Mkdir implements vfs.FS.
func (t *Table) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, "mkdir", name, false)
	if err != nil {
		return err
	}
	if r.path == "/" || isMountPoint(ms, r.path) || hasMountBelow(ms, r.path) {
		return vfs.PathError("mkdir", name, vfs.ErrExist)
	}
	if r.m.readOnly {
		return t.readOnlyError(ctx, r, "mkdir", name, vfs.ErrExist)
	}
	return renameErr(r.m.fsys.Mkdir(ctx, r.inner, perm), "mkdir", name)
}

// readOnlyError is the error for a write to the existing or missing path r
// on a read-only mount: ifExists if it exists (Linux checks that first for
// mkdir and symlink), else EROFS.
func (t *Table) readOnlyError(ctx context.Context, r resolved, op, name string, ifExists error) error {
	_, err := r.m.fsys.Lstat(ctx, r.inner)
	switch {
	case err == nil && ifExists != nil:
		return vfs.PathError(op, name, ifExists)
	case errors.Is(err, fs.ErrNotExist) && ifExists == nil:
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	return vfs.PathError(op, name, vfs.ErrReadOnly)
}

// Remove implements vfs.FS. Mount points cannot be removed (EBUSY); the
// directories above them are not empty.
func (t *Table) Remove(ctx context.Context, name string) error {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, "remove", name, false)
	if err != nil {
		return err
	}
	switch {
	case r.path == "/" || isMountPoint(ms, r.path):
		return vfs.PathError("remove", name, vfs.ErrBusy)
	case hasMountBelow(ms, r.path):
		return vfs.PathError("remove", name, vfs.ErrNotEmpty)
	case r.m.readOnly:
		// Linux reports EROFS before looking for the file.
		return vfs.PathError("remove", name, vfs.ErrReadOnly)
	}
	return renameErr(r.m.fsys.Remove(ctx, r.inner), "remove", name)
}

// Rename implements vfs.FS. Renames across mounts fail with EXDEV, and
// renaming a mount point or a directory above one with EBUSY.
func (t *Table) Rename(ctx context.Context, oldname, newname string) error {
	ms := t.snapshot()
	ro, err := t.resolve(ctx, ms, "rename", oldname, false)
	if err != nil {
		return err
	}
	rn, err := t.resolve(ctx, ms, "rename", newname, false)
	if err != nil {
		return err
	}
	for _, r := range []resolved{ro, rn} {
		if r.path == "/" || isMountPoint(ms, r.path) || hasMountBelow(ms, r.path) {
			return vfs.PathError("rename", oldname, vfs.ErrBusy)
		}
	}
	if ro.m != rn.m {
		return vfs.PathError("rename", oldname, vfs.ErrCrossDevice)
	}
	if ro.m.readOnly {
		return vfs.PathError("rename", oldname, vfs.ErrReadOnly)
	}
	return renameErr(ro.m.fsys.Rename(ctx, ro.inner, rn.inner), "rename", oldname)
}

// Link implements vfs.Linker. Links across mounts fail with EXDEV, and on a
// filesystem without hard links with EPERM, as Linux does.
func (t *Table) Link(ctx context.Context, oldname, newname string) error {
	ms := t.snapshot()
	ro, err := t.resolve(ctx, ms, "link", oldname, false)
	if err != nil {
		return err
	}
	rn, err := t.resolve(ctx, ms, "link", newname, false)
	if err != nil {
		return err
	}
	if rn.path == "/" || isMountPoint(ms, rn.path) || hasMountBelow(ms, rn.path) {
		return vfs.PathError("link", newname, vfs.ErrExist)
	}
	if ro.m != rn.m {
		return vfs.PathError("link", oldname, vfs.ErrCrossDevice)
	}
	if ro.path == "/" || isMountPoint(ms, ro.path) || hasMountBelow(ms, ro.path) {
		return vfs.PathError("link", oldname, vfs.ErrNotPermitted) // a directory
	}
	if ro.m.readOnly {
		if _, err := ro.m.fsys.Lstat(ctx, ro.inner); err != nil {
			return rename(err, "link", oldname)
		}
		return t.readOnlyError(ctx, rn, "link", newname, vfs.ErrExist)
	}
	l, ok := ro.m.fsys.(vfs.Linker)
	if !ok {
		return vfs.PathError("link", oldname, vfs.ErrNotPermitted)
	}
	return renameErr(l.Link(ctx, ro.inner, rn.inner), "link", oldname)
}

// Symlink implements vfs.FS. The target is stored as given; it is
// resolved by the table when the link is followed.
func (t *Table) Symlink(ctx context.Context, target, newname string) error {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, "symlink", newname, false)
	if err != nil {
		return err
	}
	if r.path == "/" || isMountPoint(ms, r.path) || hasMountBelow(ms, r.path) {
		return vfs.PathError("symlink", newname, vfs.ErrExist)
	}
	if r.m.readOnly {
		return t.readOnlyError(ctx, r, "symlink", newname, vfs.ErrExist)
	}
	return renameErr(r.m.fsys.Symlink(ctx, target, r.inner), "symlink", newname)
}

// Mkfifo implements vfs.Mkfifoer, on the filesystem that holds newname
// (EPERM on one without FIFOs).
func (t *Table) Mkfifo(ctx context.Context, newname string, perm fs.FileMode) error {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, "mkfifo", newname, false)
	if err != nil {
		return err
	}
	if r.path == "/" || isMountPoint(ms, r.path) || hasMountBelow(ms, r.path) {
		return vfs.PathError("mkfifo", newname, vfs.ErrExist)
	}
	if r.m.readOnly {
		return t.readOnlyError(ctx, r, "mkfifo", newname, vfs.ErrExist)
	}
	return renameErr(vfs.Mkfifo(ctx, r.m.fsys, r.inner, perm), "mkfifo", newname)
}

// Readlink implements vfs.FS.
func (t *Table) Readlink(ctx context.Context, name string) (string, error) {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, "readlink", name, false)
	if err != nil {
		return "", err
	}
	if r.path == "/" || isMountPoint(ms, r.path) || hasMountBelow(ms, r.path) {
		return "", vfs.PathError("readlink", name, vfs.ErrInvalid)
	}
	s, err := r.m.fsys.Readlink(ctx, r.inner)
	return s, renameErr(err, "readlink", name)
}

// Chmod implements vfs.FS.
func (t *Table) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	return t.change(ctx, "chmod", name, func(fsys vfs.FS, inner string) error {
		return fsys.Chmod(ctx, inner, mode)
	})
}

// Chtimes implements vfs.FS.
func (t *Table) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return t.change(ctx, "chtimes", name, func(fsys vfs.FS, inner string) error {
		return fsys.Chtimes(ctx, inner, atime, mtime)
	})
}

// Lchtimes implements vfs.Lchtimer.
func (t *Table) Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return t.changeAt(ctx, "lchtimes", name, false, func(fsys vfs.FS, inner string) error {
		return vfs.Lchtimes(ctx, fsys, inner, atime, mtime)
	})
}

// change runs an attribute change on the filesystem owning name.
func (t *Table) change(ctx context.Context, op, name string, do func(vfs.FS, string) error) error {
	return t.changeAt(ctx, op, name, true, do)
}

// changeAt is change, following a final symlink or not.
func (t *Table) changeAt(ctx context.Context, op, name string, follow bool, do func(vfs.FS, string) error) error {
	ms := t.snapshot()
	r, err := t.resolve(ctx, ms, op, name, follow)
	if err != nil {
		return err
	}
	if hasMountBelow(ms, r.path) {
		if _, err := r.m.fsys.Stat(ctx, r.inner); err != nil {
			// A directory that exists only as the parent of a mount
			// point has no attributes to change.
			return vfs.PathError(op, name, vfs.ErrNotPermitted)
		}
	}
	if r.m.readOnly {
		return t.readOnlyError(ctx, r, op, name, nil)
	}
	return renameErr(do(r.m.fsys, r.inner), op, name)
}

func renameErr(err error, op, name string) error {
	if err == nil {
		return nil
	}
	return rename(err, op, name)
}

var _ interface {
	vfs.FS
	vfs.Linker
	vfs.Lchtimer
	vfs.Describer
	vfs.Usager
} = (*Table)(nil)

// String is for debugging.
func (t *Table) String() string { return fmt.Sprintf("mount.Table(%s)", t.Describe()) }
