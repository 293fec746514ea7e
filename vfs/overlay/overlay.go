// Package overlay is a copy-on-write vfs.FS over a base filesystem: the
// sandbox reads the base live and writes into an upper layer (in memory by
// default), so that what it changed is a reviewable set of changes (Changes,
// Diff) that a person may later Apply to the real data, or drop (Reset).
//
// The overlay resolves paths itself, one component at a time over the
// merged view, so symlinks may point across layers. A path reads from the
// upper layer when the upper layer has it, is absent when it was deleted
// (a whiteout) or lies below a directory that was re-created (an opaque
// directory, which hides the base's entries), and otherwise reads from the
// base on every call: a change someone makes to the base meanwhile is what
// the sandbox sees, unless the overlay already changed that path.
//
// Copy-up happens on the first write to a base file (content, mode and
// modification time) and on chmod and chtimes; parent directories are
// copied up (without their content) as needed. Renaming a base directory
// copies its whole subtree up (the upper layer has no notion of a moved
// base directory), which costs its size in the upper layer's limits.
//
// Permission bits are enforced by the overlay from the merged modes. The
// upper layer keeps every entry owner-accessible (its real mode is kept by
// the overlay), so that copy-up into a read-only directory, and review of
// unreadable files, work.
//
// An overlay outlives its process through Records (what it knows, path by
// path, with content hashes), Content (a file's bytes, to keep by hash)
// and Restore, which rebuilds it over the live base with files loaded
// only when first opened; Generation tells whether anything changed
// since a snapshot.
//
// Known differences from a kernel overlay and a plain filesystem: copying
// up a base file breaks its hard links with other base names, and an
// upper file's inode number differs from the base file's; removing a base
// entry leaves its directory's modification time alone; a base entry that
// appears later at a deleted path, or below a re-created directory, stays
// hidden; a file's mode seen through a handle opened before a rename of
// the file is the mode recorded for its old name; times alone are not a
// change (Changes), yet a chmod or chtimes of a base file copies it up, so
// later base changes to it are no longer seen.
package overlay

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

const (
	maxNameLen  = 255
	maxPathLen  = 4096
	maxSymlinks = 40
	// upperIno is or'ed into the upper layer's inode numbers so that they
	// cannot collide with the base's (cp and du key hard links by inode).
	upperIno = 1 << 62
)

// FS is the overlay. It is safe for concurrent use.
type FS struct {
	base, upper vfs.FS

	// mu guards the maps and orders changes to the merged view: reads
	// hold it shared, changes exclusively.
	mu sync.RWMutex
	// orig records, for every path the overlay has changed, what the base
	// had there at the moment of the first change.
	orig map[string]baseState
	// whiteout marks deleted base paths (that the upper layer does not
	// have).
	whiteout map[string]bool
	// opaque marks upper directories that hide the base's entries below.
	opaque map[string]bool
	// mode is the real mode of upper entries (the upper layer's own is
	// made owner-accessible).
	mode map[string]fs.FileMode

	// gen counts changes (Generation).
	gen atomic.Uint64
	// touched is what changed since TakeTouched (see mark).
	touched touchSet
	// hashes caches upper files' content hashes (Records, Changes).
	hashes hashCache
}

// baseState is what the base held at a path (its hash "" for an
// unreadable file).
type baseState = State

// Option configures New.
type Option func(*options)

type options struct {
	upper             vfs.FS
	maxFile, maxTotal int64
}

// WithUpper sets the writable layer (default: a new memfs). It must start
// empty and nothing else may write to it.
func WithUpper(upper vfs.FS) Option { return func(o *options) { o.upper = upper } }

// WithLimits bounds the default in-memory upper layer: one file's size
// (EFBIG) and the total bytes written, copy-ups included (ENOSPC). Zero
// means unbounded. It has no effect with WithUpper.
func WithLimits(maxFileBytes, maxTotalBytes int64) Option {
	return func(o *options) { o.maxFile, o.maxTotal = maxFileBytes, maxTotalBytes }
}

// New returns an overlay over base, which it never writes to.
func New(base vfs.FS, opts ...Option) *FS {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	if o.upper == nil {
		o.upper = memfs.New(memfs.WithLimits(o.maxFile, o.maxTotal))
	}
	return &FS{
		base:     base,
		upper:    o.upper,
		orig:     map[string]baseState{},
		whiteout: map[string]bool{},
		opaque:   map[string]bool{},
		mode:     map[string]fs.FileMode{},
	}
}

// Describe implements vfs.Describer.
func (o *FS) Describe() string {
	if d, ok := o.base.(vfs.Describer); ok {
		return "copy-on-write overlay over " + d.Describe()
	}
	return "copy-on-write overlay"
}

// Usage implements vfs.Usager with the upper layer's usage: what the
// overlay's writes cost.
func (o *FS) Usage() (used, limit int64) {
	if u, ok := o.upper.(vfs.Usager); ok {
		return u.Usage()
	}
	return 0, 0
}

// ancestors calls fn for each proper ancestor of p, nearest first, until
// fn returns true.
func ancestors(p string, fn func(string) bool) bool {
	for p != "/" {
		p = path.Dir(p)
		if fn(p) {
			return true
		}
	}
	return false
}

// hidden reports whether the base's entry at p is hidden: deleted, or
// below a deleted or opaque directory. Call with o.mu held.
func (o *FS) hidden(p string) bool {
	if o.whiteout[p] {
		return true
	}
	return ancestors(p, func(a string) bool { return o.whiteout[a] || o.opaque[a] })
}

// layer says where a merged entry lives.
type layer int

const (
	none layer = iota
	upper
	base
)

func notExist(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, vfs.ErrNotDir)
}

// entry looks up the merged entry at p, a path whose ancestors are
// directories of the merged view, without following a final symlink.
// Call with o.mu held.
func (o *FS) entry(ctx context.Context, p string) (fs.FileInfo, layer, error) {
	return o.entryWalk(ctx, p, nil, nil)
}

// prefixLstater is mount.PrefixLstater: a base that can lstat all the
// prefixes of a path in one pass (a host folder).
type prefixLstater interface {
	LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool)
}

type lstatResult struct {
	fi  fs.FileInfo
	err error
}

// baseWalk remembers, during one path resolution, the base's answers for
// the prefixes of the path, so that resolving n components costs O(n)
// base calls rather than O(n²) on a base that walks from its root.
type baseWalk struct {
	pl   prefixLstater
	memo map[string]lstatResult
}

func (o *FS) newBaseWalk() *baseWalk {
	pl, _ := o.base.(prefixLstater)
	return &baseWalk{pl: pl}
}

// baseLstat lstats p in the base; ahead are the components that the
// resolution will look up next, below p.
func (o *FS) baseLstat(ctx context.Context, p string, w *baseWalk, ahead []string) (fs.FileInfo, error) {
	if w == nil || w.pl == nil || p == "/" {
		return o.base.Lstat(ctx, p)
	}
	if r, ok := w.memo[p]; ok {
		return r.fi, r.err
	}
	full := p
	for _, c := range ahead {
		if c == ".." {
			break
		}
		if c != "" && c != "." {
			full += "/" + c
		}
	}
	if w.memo == nil {
		w.memo = map[string]lstatResult{}
	}
	w.pl.LstatPrefixes(ctx, full, func(q string, fi fs.FileInfo, err error) bool {
		w.memo[q] = lstatResult{fi, err}
		return true
	})
	if r, ok := w.memo[p]; ok {
		return r.fi, r.err
	}
	return o.base.Lstat(ctx, p)
}

// entryWalk is entry during a resolution (w and ahead may be nil).
func (o *FS) entryWalk(ctx context.Context, p string, w *baseWalk, ahead []string) (fs.FileInfo, layer, error) {
	if _, ok := o.mode["/"]; p == "/" && !ok {
		// The upper layer's root stands for the base's once initRoot
		// copied the base's mode and times.
		fi, err := o.base.Lstat(ctx, "/")
		return fi, base, err
	}
	fi, err := o.upper.Lstat(ctx, p)
	if err == nil {
		return o.upperInfo(p, fi), upper, nil
	}
	if !notExist(err) {
		return nil, none, err
	}
	if o.hidden(p) {
		return nil, none, nil
	}
	fi, err = o.baseLstat(ctx, p, w, ahead)
	if err != nil {
		if notExist(err) {
			return nil, none, nil
		}
		return nil, none, err
	}
	return fi, base, nil
}

// resolved is a path resolved over the merged view.
type resolved struct {
	p     string      // canonical path (no symlinks but, perhaps, the last component)
	dir   string      // canonical parent directory
	fi    fs.FileInfo // nil when nothing is at p
	layer layer
}

// resolve walks name over the merged view, following symlinks in
// intermediate components, and the final one if follow is set. A missing
// final component is not an error (fi is nil). Traversal needs the execute
// bit of each directory.
func (o *FS) resolve(ctx context.Context, op, name string, follow bool) (resolved, error) {
	return o.walk(ctx, op, name, follow, true)
}

// walk is resolve, with the permission checks optional: the overlay's own
// review of its changes ignores them.
func (o *FS) walk(ctx context.Context, op, name string, follow, perm bool) (resolved, error) {
	if err := ctx.Err(); err != nil {
		return resolved{}, err
	}
	if len(name) > maxPathLen {
		return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
	}
	if !strings.HasPrefix(name, "/") {
		return resolved{}, vfs.PathError(op, name, vfs.ErrInvalid)
	}
	comps := strings.Split(name, "/")
	cur := "/"
	var curFi fs.FileInfo // cur's entry, nil until looked up
	links := 0
	bw := o.newBaseWalk()
	for {
		// Skip to the next real component.
		for len(comps) > 0 && (comps[0] == "" || comps[0] == ".") {
			comps = comps[1:]
		}
		if len(comps) == 0 {
			break
		}
		c := comps[0]
		comps = comps[1:]
		if c == ".." {
			cur, curFi = path.Dir(cur), nil
			continue
		}
		if curFi == nil {
			fi, _, err := o.entryWalk(ctx, cur, bw, nil)
			if err != nil {
				return resolved{}, err
			}
			if fi == nil {
				return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
			}
			curFi = fi
		}
		if !curFi.IsDir() {
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotDir)
		}
		if perm && curFi.Mode()&0o100 == 0 {
			return resolved{}, vfs.PathError(op, name, vfs.ErrPermission)
		}
		if len(c) > maxNameLen {
			return resolved{}, vfs.PathError(op, name, vfs.ErrNameTooLong)
		}
		p := path.Join(cur, c)
		fi, l, err := o.entryWalk(ctx, p, bw, comps)
		if err != nil {
			return resolved{}, err
		}
		last := !hasMore(comps)
		if fi == nil {
			if last {
				return resolved{p: p, dir: cur}, nil
			}
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotExist)
		}
		if fi.Mode()&fs.ModeSymlink != 0 && (!last || follow) {
			if links++; links > maxSymlinks {
				return resolved{}, vfs.PathError(op, name, vfs.ErrLoop)
			}
			target, err := o.layerFS(l).Readlink(ctx, p)
			if err != nil {
				return resolved{}, err
			}
			if strings.HasPrefix(target, "/") {
				cur, curFi = "/", nil
			}
			comps = append(strings.Split(target, "/"), comps...)
			continue
		}
		if last {
			return resolved{p: p, dir: cur, fi: fi, layer: l}, nil
		}
		if !fi.IsDir() {
			return resolved{}, vfs.PathError(op, name, vfs.ErrNotDir)
		}
		cur, curFi = p, fi
	}
	fi, l, err := o.entryWalk(ctx, cur, bw, nil)
	if err != nil {
		return resolved{}, err
	}
	return resolved{p: cur, dir: path.Dir(cur), fi: fi, layer: l}, nil
}

// LstatPrefixes lstats each prefix of name ("/a", "/a/b", ...) in one
// walk, stopping after one that is not a directory or fails, or when fn
// returns false. It implements mount.PrefixLstater.
func (o *FS) LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	parts := strings.Split(strings.TrimPrefix(name, "/"), "/")
	bw := o.newBaseWalk()
	cur := "/"
	curFi, _, err := o.entryWalk(ctx, cur, bw, parts)
	if err != nil || curFi == nil {
		return
	}
	end := 0
	for i, c := range parts {
		if c == "" || c == "." || c == ".." || len(c) > maxNameLen || ctx.Err() != nil {
			return // not a cleaned path: let the caller use Lstat
		}
		end += 1 + len(c)
		p := name[:end] // a substring: no copy per component
		if curFi.Mode()&0o100 == 0 {
			fn(p, nil, vfs.PathError("lstat", p, vfs.ErrPermission))
			return
		}
		fi, _, err := o.entryWalk(ctx, p, bw, parts[i+1:])
		if err == nil && fi == nil {
			err = vfs.PathError("lstat", p, vfs.ErrNotExist)
		}
		if fi != nil {
			fi = named(fi, c)
		}
		if !fn(p, fi, err) || err != nil || !fi.IsDir() {
			return
		}
		cur, curFi = p, fi
	}
}

// hasMore reports whether comps holds a component other than "" or ".".
func hasMore(comps []string) bool {
	for _, c := range comps {
		if c != "" && c != "." {
			return true
		}
	}
	return false
}

func (o *FS) layerFS(l layer) vfs.FS {
	if l == upper {
		return o.upper
	}
	return o.base
}

// info is a FileInfo with the overlay's name, mode and stat fields.
type info struct {
	fs.FileInfo
	name string
	mode fs.FileMode
	sys  *vfs.StatT
}

func (fi *info) Name() string      { return fi.name }
func (fi *info) Mode() fs.FileMode { return fi.mode }
func (fi *info) IsDir() bool       { return fi.mode.IsDir() }
func (fi *info) Sys() any {
	if fi.sys == nil {
		return fi.FileInfo.Sys()
	}
	return fi.sys
}

// upperInfo gives an upper entry its real mode and a distinct inode
// number.
func (o *FS) upperInfo(p string, fi fs.FileInfo) fs.FileInfo {
	out := &info{FileInfo: fi, name: fi.Name(), mode: fi.Mode()}
	if m, ok := o.mode[p]; ok && m.Type() == fi.Mode().Type() {
		out.mode = m
	}
	if st := vfs.Stat(fi); st != nil {
		c := *st
		c.Ino |= upperIno
		out.sys = &c
	}
	return out
}

// named returns fi under the name the caller asked for.
func named(fi fs.FileInfo, name string) fs.FileInfo {
	base := path.Base(name)
	if fi.Name() == base {
		return fi
	}
	if in, ok := fi.(*info); ok {
		c := *in
		c.name = base
		return &c
	}
	return &info{FileInfo: fi, name: base, mode: fi.Mode()}
}

// accessible masks a mode so the upper layer never refuses the overlay.
func accessible(m fs.FileMode) fs.FileMode {
	if m.IsDir() {
		return m.Perm() | 0o700
	}
	return m.Perm() | 0o600
}

// Stat implements vfs.FS.
func (o *FS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	return o.stat(ctx, "stat", name, true)
}

// Lstat implements vfs.FS.
func (o *FS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	return o.stat(ctx, "lstat", name, false)
}

func (o *FS) stat(ctx context.Context, op, name string, follow bool) (fs.FileInfo, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	r, err := o.resolve(ctx, op, name, follow)
	if err != nil {
		return nil, err
	}
	if r.fi == nil {
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	fi := r.fi
	if fi.IsDir() && r.layer == upper && !o.hidden(r.p) && !o.opaque[r.p] {
		fi = o.mergedDirInfo(ctx, r.p, fi)
	}
	return named(fi, name), nil
}

// mergedDirInfo fixes the link count of a copied-up directory, which
// counts the subdirectories of both layers.
func (o *FS) mergedDirInfo(ctx context.Context, p string, fi fs.FileInfo) fs.FileInfo {
	in, ok := fi.(*info)
	if !ok || in.sys == nil {
		return fi
	}
	ents, err := o.readDir(ctx, p)
	if err != nil {
		return fi
	}
	n := uint64(2)
	for _, e := range ents {
		if e.IsDir() {
			n++
		}
	}
	c, st := *in, *in.sys
	st.Nlink = n
	c.sys = &st
	return &c
}

// ReadDir implements vfs.FS.
func (o *FS) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	const op = "readdir"
	r, err := o.resolve(ctx, op, name, true)
	if err != nil {
		return nil, err
	}
	if r.fi == nil {
		return nil, vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if !r.fi.IsDir() {
		return nil, vfs.PathError(op, name, vfs.ErrNotDir)
	}
	if r.fi.Mode()&0o400 == 0 {
		return nil, vfs.PathError(op, name, vfs.ErrPermission)
	}
	return o.readDir(ctx, r.p)
}

// readDir lists the merged directory p. Call with o.mu held.
func (o *FS) readDir(ctx context.Context, p string) ([]fs.DirEntry, error) {
	seen := map[string]bool{}
	var out []fs.DirEntry
	ents, err := o.upper.ReadDir(ctx, p)
	if err != nil && !notExist(err) {
		return nil, err
	}
	for _, e := range ents {
		seen[e.Name()] = true
		out = append(out, upperEntry{e, o, path.Join(p, e.Name())})
	}
	if !o.hidden(p) && !o.opaque[p] {
		ents, err := o.base.ReadDir(ctx, p)
		if err != nil && !notExist(err) {
			return nil, err
		}
		for _, e := range ents {
			if seen[e.Name()] || o.whiteout[path.Join(p, e.Name())] {
				continue
			}
			out = append(out, e)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// upperEntry reports an upper entry's real mode and inode.
type upperEntry struct {
	fs.DirEntry
	o *FS
	p string
}

func (e upperEntry) Info() (fs.FileInfo, error) {
	fi, err := e.DirEntry.Info()
	if err != nil {
		return nil, err
	}
	e.o.mu.RLock()
	defer e.o.mu.RUnlock()
	return e.o.upperInfo(e.p, fi), nil
}

// Readlink implements vfs.FS.
func (o *FS) Readlink(ctx context.Context, name string) (string, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	const op = "readlink"
	r, err := o.resolve(ctx, op, name, false)
	if err != nil {
		return "", err
	}
	if r.fi == nil {
		return "", vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if r.fi.Mode()&fs.ModeSymlink == 0 {
		return "", vfs.PathError(op, name, vfs.ErrInvalid)
	}
	return o.layerFS(r.layer).Readlink(ctx, r.p)
}

// OpenFile implements vfs.FS. Reading a file the overlay has not changed
// reads the base; opening it for writing copies it up first.
func (o *FS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	const op = "open"
	acc := flag & vfs.O_ACCMODE
	writable := acc == vfs.O_WRONLY || acc == vfs.O_RDWR
	readable := acc == vfs.O_RDONLY || acc == vfs.O_RDWR
	excl := flag&vfs.O_CREATE != 0 && flag&vfs.O_EXCL != 0
	if !excl {
		// A FIFO opens in its own layer, never copied up (as Linux's
		// overlayfs does not copy up special files), and waits for its
		// other end without the lock.
		o.mu.RLock()
		r, err := o.resolve(ctx, op, name, true)
		o.mu.RUnlock()
		if err != nil {
			return nil, err
		}
		if r.fi != nil && vfs.IsFifo(r.fi.Mode()) {
			if writable && r.fi.Mode()&0o200 == 0 || readable && r.fi.Mode()&0o400 == 0 {
				return nil, vfs.PathError(op, name, vfs.ErrPermission)
			}
			f, err := o.layerFS(r.layer).OpenFile(ctx, r.p, flag&^(vfs.O_CREATE|vfs.O_TRUNC), 0)
			if err != nil {
				return nil, renamePathErr(err, name)
			}
			if r.layer == upper {
				return &file{File: f, o: o, p: r.p, name: name, fifo: true}, nil
			}
			return f, nil
		}
		if !writable && flag&vfs.O_CREATE == 0 {
			// The common case, a read: no need to exclude changes.
			if r.fi == nil {
				return nil, vfs.PathError(op, name, vfs.ErrNotExist)
			}
			if r.fi.IsDir() && flag&vfs.O_TRUNC != 0 {
				return nil, vfs.PathError(op, name, vfs.ErrIsDir)
			}
			if r.fi.Mode()&0o400 == 0 {
				return nil, vfs.PathError(op, name, vfs.ErrPermission)
			}
			return o.openLayer(ctx, r, name, flag&^vfs.O_TRUNC, 0)
		}
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	r, err := o.resolve(ctx, op, name, !excl)
	if err != nil {
		return nil, err
	}
	o.mark(r.p)
	if r.fi == nil {
		if flag&vfs.O_CREATE == 0 {
			return nil, vfs.PathError(op, name, vfs.ErrNotExist)
		}
		if err := o.parentWritable(ctx, op, name, r.dir); err != nil {
			return nil, err
		}
		if err := o.prepareCreate(ctx, r.p); err != nil {
			return nil, err
		}
		f, err := o.upper.OpenFile(ctx, r.p, flag|vfs.O_CREATE|vfs.O_EXCL, accessible(perm.Perm()))
		if err != nil {
			return nil, renamePathErr(err, name)
		}
		o.mode[r.p] = perm.Perm()
		return o.upperFile(f, r.p, name, true), nil
	}
	if excl {
		return nil, vfs.PathError(op, name, vfs.ErrExist)
	}
	if r.fi.IsDir() && (writable || flag&(vfs.O_TRUNC|vfs.O_CREATE) != 0) {
		return nil, vfs.PathError(op, name, vfs.ErrIsDir)
	}
	if writable && r.fi.Mode()&0o200 == 0 {
		return nil, vfs.PathError(op, name, vfs.ErrPermission)
	}
	if readable && r.fi.Mode()&0o400 == 0 {
		return nil, vfs.PathError(op, name, vfs.ErrPermission)
	}
	if writable && r.layer == base {
		if err := o.copyUp(ctx, r.p, flag&vfs.O_TRUNC != 0); err != nil {
			return nil, renamePathErr(err, name)
		}
		r.layer = upper
	}
	return o.openLayer(ctx, r, name, flag&^(vfs.O_CREATE|vfs.O_EXCL), 0)
}

func (o *FS) openLayer(ctx context.Context, r resolved, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	f, err := o.layerFS(r.layer).OpenFile(ctx, r.p, flag, perm)
	if err != nil {
		return nil, renamePathErr(err, name)
	}
	if r.layer == upper {
		acc := flag & vfs.O_ACCMODE
		return o.upperFile(f, r.p, name, acc == vfs.O_WRONLY || acc == vfs.O_RDWR), nil
	}
	return f, nil
}

// upperFile wraps an open upper file. A file opened for writing may
// change its content (O_TRUNC already did): its cached hash goes.
func (o *FS) upperFile(f vfs.File, p, name string, writable bool) *file {
	fl := &file{File: f, o: o, p: p, name: name}
	if writable {
		if fi, err := f.Stat(); err == nil {
			if st := vfs.Stat(fi); st != nil {
				fl.ino, fl.hasIno = st.Ino, true
				o.hashes.invalidate(fl.ino)
			}
		}
	}
	return fl
}

// renamePathErr reports a layer's error under the caller's name.
func renamePathErr(err error, name string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path != name {
		return &fs.PathError{Op: pe.Op, Path: name, Err: pe.Err}
	}
	return err
}

// file is an open upper file; it reports the real mode and inode, and
// tells the overlay about writes.
type file struct {
	vfs.File
	o      *FS
	p      string
	name   string
	ino    uint64 // the upper inode, when opened for writing
	hasIno bool
	fifo   bool // a FIFO: what goes through it changes nothing
}

// wrote notes a change of the file's content.
func (f *file) wrote() {
	if f.hasIno {
		f.o.hashes.invalidate(f.ino)
	}
	f.o.mark(f.p)
	f.o.changed()
}

func (f *file) Write(p []byte) (int, error) {
	if f.fifo {
		return f.File.Write(p)
	}
	f.wrote()
	defer f.wrote()
	return f.File.Write(p)
}

func (f *file) Truncate(size int64) error {
	f.wrote()
	defer f.wrote()
	return f.File.Truncate(size)
}

func (f *file) Stat() (fs.FileInfo, error) {
	fi, err := f.File.Stat()
	if err != nil {
		return nil, err
	}
	f.o.mu.RLock()
	defer f.o.mu.RUnlock()
	return named(f.o.upperInfo(f.p, fi), f.name), nil
}

// parentWritable checks that the merged directory dir accepts entry
// changes. Call with o.mu held.
func (o *FS) parentWritable(ctx context.Context, op, name, dir string) error {
	fi, _, err := o.entry(ctx, dir)
	if err != nil {
		return err
	}
	if fi == nil {
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if fi.Mode()&0o200 == 0 {
		return vfs.PathError(op, name, vfs.ErrPermission)
	}
	return nil
}

// prepareCreate readies the upper layer for a new entry at p: its parent
// directories are copied up and p's base state is recorded. Call with o.mu
// held for writing.
func (o *FS) prepareCreate(ctx context.Context, p string) error {
	if err := o.copyUpDir(ctx, path.Dir(p)); err != nil {
		return err
	}
	if err := o.touch(ctx, p); err != nil {
		return err
	}
	delete(o.whiteout, p)
	return nil
}

// touch records what the base has at p before the overlay first changes
// it.
func (o *FS) touch(ctx context.Context, p string) error {
	if _, ok := o.orig[p]; ok {
		return nil
	}
	st, err := o.baseState(ctx, p)
	if err != nil {
		return err
	}
	o.orig[p] = st
	o.mark(p)
	return nil
}

// baseState reads the base's entry at p (nothing if it is hidden).
func (o *FS) baseState(ctx context.Context, p string) (baseState, error) {
	if o.hidden(p) {
		return baseState{}, nil
	}
	// An unreadable file is recorded without a hash.
	return stateOf(ctx, o.base, p, false)
}

func hashFile(ctx context.Context, fsys vfs.FS, p string) (string, error) {
	f, err := vfs.Open(ctx, fsys, p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	buf := copyBufs.Get().(*[]byte)
	defer copyBufs.Put(buf)
	if _, err := io.CopyBuffer(h, ctxReader{ctx, f}, *buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// copyBufs saves hashing many small files an allocation each.
var copyBufs = sync.Pool{New: func() any { b := make([]byte, 32<<10); return &b }}

// ctxReader stops a long copy when the context ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (r ctxReader) Read(p []byte) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

// internal runs fn, which creates or removes an entry of the upper
// directory dir on the overlay's own account, and restores dir's
// modification time, which fn must not change.
func (o *FS) internal(ctx context.Context, dir string, fn func() error) error {
	fi, err := o.upper.Lstat(ctx, dir)
	if err != nil {
		return err
	}
	err = fn()
	if cerr := o.upper.Chtimes(ctx, dir, time.Time{}, fi.ModTime()); err == nil && cerr != nil {
		err = cerr
	}
	return err
}

// copyUpDir makes sure the upper layer has directory p (a directory of the
// merged view) and its parents, as copies of the base's (mode and times,
// not content). Call with o.mu held for writing.
func (o *FS) copyUpDir(ctx context.Context, p string) error {
	if _, err := o.upper.Lstat(ctx, p); err == nil {
		if p == "/" {
			return o.initRoot(ctx)
		}
		return nil
	}
	if err := o.copyUpDir(ctx, path.Dir(p)); err != nil {
		return err
	}
	fi, err := o.base.Lstat(ctx, p)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return vfs.PathError("mkdir", p, vfs.ErrNotDir)
	}
	o.mark(p)
	if err := o.touch(ctx, p); err != nil {
		return err
	}
	err = o.internal(ctx, path.Dir(p), func() error {
		return o.upper.Mkdir(ctx, p, accessible(fi.Mode()))
	})
	if err != nil {
		return err
	}
	o.mode[p] = fi.Mode()
	return o.upper.Chtimes(ctx, p, atime(fi), fi.ModTime())
}

// initRoot gives the upper layer's root (which always exists) the base
// root's mode and times, before the overlay first changes the root.
func (o *FS) initRoot(ctx context.Context) error {
	if _, ok := o.mode["/"]; ok {
		return nil
	}
	fi, err := o.base.Lstat(ctx, "/")
	if err != nil {
		return err
	}
	if err := o.upper.Chmod(ctx, "/", accessible(fi.Mode())); err != nil {
		return err
	}
	if err := o.upper.Chtimes(ctx, "/", atime(fi), fi.ModTime()); err != nil {
		return err
	}
	o.mark("/")
	o.mode["/"] = fi.Mode()
	return nil
}

func atime(fi fs.FileInfo) time.Time {
	if st := vfs.Stat(fi); st != nil {
		return st.Atime
	}
	return time.Time{}
}

// copyUp copies the base entry at p (a file, symlink or directory, not
// followed) into the upper layer. With noData, a regular file's content is
// not copied (it is about to be truncated). Call with o.mu held for
// writing.
func (o *FS) copyUp(ctx context.Context, p string, noData bool) error {
	if p == "/" {
		return o.initRoot(ctx)
	}
	if _, err := o.upper.Lstat(ctx, p); err == nil {
		return nil
	}
	fi, err := o.base.Lstat(ctx, p)
	if err != nil {
		return err
	}
	if fi.IsDir() {
		return o.copyUpDir(ctx, p)
	}
	if err := o.copyUpDir(ctx, path.Dir(p)); err != nil {
		return err
	}
	o.mark(p)
	if fi.Mode()&fs.ModeSymlink != 0 {
		if err := o.touch(ctx, p); err != nil {
			return err
		}
		t, err := o.base.Readlink(ctx, p)
		if err != nil {
			return err
		}
		return o.internal(ctx, path.Dir(p), func() error { return o.upper.Symlink(ctx, t, p) })
	}
	if vfs.IsFifo(fi.Mode()) {
		if err := o.touch(ctx, p); err != nil {
			return err
		}
		err := o.internal(ctx, path.Dir(p), func() error {
			return vfs.Mkfifo(ctx, o.upper, p, accessible(fi.Mode()))
		})
		if err != nil {
			return err
		}
		o.mode[p] = fi.Mode()
		return o.upper.Chtimes(ctx, p, atime(fi), fi.ModTime())
	}
	if !fi.Mode().IsRegular() {
		return vfs.PathError("open", p, vfs.ErrNotSupported)
	}
	if noData {
		if err := o.touch(ctx, p); err != nil {
			return err
		}
	}
	err = o.internal(ctx, path.Dir(p), func() error {
		dst, err := o.upper.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, accessible(fi.Mode()))
		if err != nil {
			return err
		}
		if !noData {
			err = o.copyData(ctx, p, dst)
		}
		if cerr := dst.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			o.upper.Remove(ctx, p)
		}
		return err
	})
	if err != nil {
		return err
	}
	o.mode[p] = fi.Mode()
	return o.upper.Chtimes(ctx, p, atime(fi), fi.ModTime())
}

// copyData copies the base file p into dst, recording its hash as p's base
// state if p has none yet.
func (o *FS) copyData(ctx context.Context, p string, dst io.Writer) error {
	src, err := vfs.Open(ctx, o.base, p)
	if err != nil {
		return err
	}
	defer src.Close()
	h := sha256.New()
	if _, err := io.Copy(io.MultiWriter(dst, h), ctxReader{ctx, src}); err != nil {
		return err
	}
	if _, ok := o.orig[p]; !ok {
		fi, err := src.Stat()
		if err != nil {
			return err
		}
		o.orig[p] = baseState{exists: true, mode: fi.Mode(), hash: hex.EncodeToString(h.Sum(nil))}
	}
	return nil
}

// copyUpTree copies the merged subtree at p into the upper layer, for a
// rename. It returns the paths of the subtree, p first.
func (o *FS) copyUpTree(ctx context.Context, p string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := o.copyUp(ctx, p, false); err != nil {
		return nil, err
	}
	paths := []string{p}
	fi, err := o.upper.Lstat(ctx, p)
	if err != nil || !fi.IsDir() {
		return paths, err
	}
	ents, err := o.readDir(ctx, p)
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		sub, err := o.copyUpTree(ctx, path.Join(p, e.Name()))
		if err != nil {
			return nil, err
		}
		paths = append(paths, sub...)
	}
	return paths, nil
}

// Mkdir implements vfs.FS. A new directory is opaque: base entries that
// were below a deleted directory of the same name do not reappear.
func (o *FS) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "mkdir"
	r, err := o.resolve(ctx, op, name, false)
	if err != nil {
		return err
	}
	o.mark(r.p)
	if r.fi != nil {
		return vfs.PathError(op, name, vfs.ErrExist)
	}
	if err := o.parentWritable(ctx, op, name, r.dir); err != nil {
		return err
	}
	if err := o.prepareCreate(ctx, r.p); err != nil {
		return err
	}
	if err := o.upper.Mkdir(ctx, r.p, accessible(fs.ModeDir|perm.Perm())); err != nil {
		return renamePathErr(err, name)
	}
	o.mode[r.p] = fs.ModeDir | perm.Perm()
	o.opaque[r.p] = true
	return nil
}

// Symlink implements vfs.FS.
func (o *FS) Symlink(ctx context.Context, target, newname string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "symlink"
	if target == "" {
		return vfs.PathError(op, newname, vfs.ErrNotExist)
	}
	if len(target) > maxPathLen {
		return vfs.PathError(op, newname, vfs.ErrNameTooLong)
	}
	r, err := o.resolve(ctx, op, newname, false)
	if err != nil {
		return err
	}
	o.mark(r.p)
	if r.fi != nil {
		return vfs.PathError(op, newname, vfs.ErrExist)
	}
	if err := o.parentWritable(ctx, op, newname, r.dir); err != nil {
		return err
	}
	if err := o.prepareCreate(ctx, r.p); err != nil {
		return err
	}
	return renamePathErr(o.upper.Symlink(ctx, target, r.p), newname)
}

// Mkfifo implements vfs.Mkfifoer: the FIFO is made in the upper layer.
func (o *FS) Mkfifo(ctx context.Context, name string, perm fs.FileMode) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "mkfifo"
	r, err := o.resolve(ctx, op, name, false)
	if err != nil {
		return err
	}
	o.mark(r.p)
	if r.fi != nil || r.p == "/" {
		return vfs.PathError(op, name, vfs.ErrExist)
	}
	if err := o.parentWritable(ctx, op, name, r.dir); err != nil {
		return err
	}
	if err := o.prepareCreate(ctx, r.p); err != nil {
		return err
	}
	if err := vfs.Mkfifo(ctx, o.upper, r.p, accessible(perm)); err != nil {
		return renamePathErr(err, name)
	}
	o.mode[r.p] = fs.ModeNamedPipe | perm&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky)
	return nil
}

// Link implements vfs.Linker. Linking a base file copies it up first; the
// link exists in the upper layer only.
func (o *FS) Link(ctx context.Context, oldname, newname string) error {
	l, ok := o.upper.(vfs.Linker)
	if !ok {
		return vfs.PathError("link", newname, vfs.ErrNotPermitted)
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "link"
	src, err := o.resolve(ctx, op, oldname, false)
	if err != nil {
		return err
	}
	if src.fi == nil {
		return vfs.PathError(op, oldname, vfs.ErrNotExist)
	}
	dst, err := o.resolve(ctx, op, newname, false)
	if err != nil {
		return err
	}
	if dst.fi != nil {
		return vfs.PathError(op, newname, vfs.ErrExist)
	}
	o.touched.linked()
	if src.fi.IsDir() {
		return vfs.PathError(op, oldname, vfs.ErrNotPermitted)
	}
	if err := o.parentWritable(ctx, op, newname, dst.dir); err != nil {
		return err
	}
	if err := o.copyUp(ctx, src.p, false); err != nil {
		return err
	}
	if err := o.prepareCreate(ctx, dst.p); err != nil {
		return err
	}
	if err := l.Link(ctx, src.p, dst.p); err != nil {
		return renamePathErr(err, newname)
	}
	if m, ok := o.mode[src.p]; ok {
		o.mode[dst.p] = m
	}
	return nil
}

// Remove implements vfs.FS. Removing a base entry leaves a whiteout.
func (o *FS) Remove(ctx context.Context, name string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "remove"
	r, err := o.resolve(ctx, op, name, false)
	if err != nil {
		return err
	}
	o.mark(r.p)
	if r.fi == nil {
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if r.p == "/" {
		return vfs.PathError(op, name, vfs.ErrBusy)
	}
	if err := o.parentWritable(ctx, op, name, r.dir); err != nil {
		return err
	}
	if r.fi.IsDir() {
		ents, err := o.readDir(ctx, r.p)
		if err != nil {
			return err
		}
		if len(ents) > 0 {
			return vfs.PathError(op, name, vfs.ErrNotEmpty)
		}
	}
	if err := o.touch(ctx, r.p); err != nil {
		return err
	}
	if r.layer == upper {
		if err := o.upper.Remove(ctx, r.p); err != nil {
			return renamePathErr(err, name)
		}
	}
	o.removed(ctx, r.p)
	return nil
}

// removed updates the maps after p left the upper layer, or was deleted
// from the base view.
func (o *FS) removed(ctx context.Context, p string) {
	o.mark(p)
	delete(o.mode, p)
	delete(o.opaque, p)
	if !o.hidden(p) {
		if _, err := o.base.Lstat(ctx, p); err == nil {
			o.whiteout[p] = true
		}
	}
}

// Rename implements vfs.FS. Renaming a base file copies it up and leaves a
// whiteout; renaming a directory copies up its whole subtree.
func (o *FS) Rename(ctx context.Context, oldname, newname string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "rename"
	src, err := o.resolve(ctx, op, oldname, false)
	if err != nil {
		return err
	}
	if src.fi == nil {
		return vfs.PathError(op, oldname, vfs.ErrNotExist)
	}
	dst, err := o.resolve(ctx, op, newname, false)
	if err != nil {
		return err
	}
	if src.p == "/" || dst.p == "/" {
		return vfs.PathError(op, oldname, vfs.ErrBusy)
	}
	if src.p == dst.p || o.sameUpperFile(src, dst) {
		return nil
	}
	o.mark(src.p, dst.p)
	if err := o.parentWritable(ctx, op, oldname, src.dir); err != nil {
		return err
	}
	if err := o.parentWritable(ctx, op, newname, dst.dir); err != nil {
		return err
	}
	isDir := src.fi.IsDir()
	if isDir && strings.HasPrefix(dst.p, src.p+"/") {
		return vfs.PathError(op, oldname, vfs.ErrInvalid)
	}
	if d := dst.fi; d != nil {
		switch {
		case isDir && !d.IsDir():
			return vfs.PathError(op, newname, vfs.ErrNotDir)
		case !isDir && d.IsDir():
			return vfs.PathError(op, newname, vfs.ErrIsDir)
		case d.IsDir():
			ents, err := o.readDir(ctx, dst.p)
			if err != nil {
				return err
			}
			if len(ents) > 0 {
				return vfs.PathError(op, newname, vfs.ErrNotEmpty)
			}
		}
	}
	moved, err := o.copyUpTree(ctx, src.p)
	if err != nil {
		return err
	}
	if err := o.copyUpDir(ctx, dst.dir); err != nil {
		return err
	}
	if dst.fi != nil && dst.layer == base {
		// Replacing a base entry: hide it in the upper layer's way.
		if err := o.touch(ctx, dst.p); err != nil {
			return err
		}
		if dst.fi.IsDir() {
			if err := o.copyUpDir(ctx, dst.p); err != nil {
				return err
			}
		}
	}
	target := func(s string) string { return dst.p + strings.TrimPrefix(s, src.p) }
	for _, s := range moved {
		o.mark(s, target(s))
		if err := o.touch(ctx, s); err != nil {
			return err
		}
		if err := o.touch(ctx, target(s)); err != nil {
			return err
		}
	}
	if err := o.upper.Rename(ctx, src.p, dst.p); err != nil {
		return renamePathErr(err, oldname)
	}
	modes := map[string]fs.FileMode{}
	for _, s := range moved {
		if m, ok := o.mode[s]; ok {
			modes[target(s)] = m
		}
	}
	delete(o.mode, dst.p)
	for i := len(moved) - 1; i >= 0; i-- {
		o.removed(ctx, moved[i])
	}
	for t, m := range modes {
		o.mode[t] = m
	}
	for _, s := range moved {
		delete(o.whiteout, target(s))
	}
	if isDir {
		// The moved tree is complete in the upper layer.
		o.opaque[dst.p] = true
	}
	return nil
}

// sameUpperFile reports whether a and b are hard links of one upper file.
func (o *FS) sameUpperFile(a, b resolved) bool {
	if a.layer != upper || b.layer != upper {
		return false
	}
	sa, sb := vfs.Stat(a.fi), vfs.Stat(b.fi)
	return sa != nil && sb != nil && sa.Ino == sb.Ino
}

// Chmod implements vfs.FS; it copies a base entry up.
func (o *FS) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	const op = "chmod"
	r, err := o.resolve(ctx, op, name, true)
	if err != nil {
		return err
	}
	o.mark(r.p)
	if r.fi == nil {
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if err := o.copyUp(ctx, r.p, false); err != nil {
		return renamePathErr(err, name)
	}
	const bits = fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky
	m := r.fi.Mode()&fs.ModeType | mode&bits
	if err := o.upper.Chmod(ctx, r.p, accessible(m)|m&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky)); err != nil {
		return renamePathErr(err, name)
	}
	// Hard links share the mode.
	if st := vfs.Stat(r.fi); st != nil && st.Nlink > 1 && r.layer == upper {
		for q := range o.mode {
			if fi, err := o.upper.Lstat(ctx, q); err == nil {
				if qs := vfs.Stat(fi); qs != nil && qs.Ino|upperIno == st.Ino {
					o.mark(q)
					o.mode[q] = m
				}
			}
		}
	}
	o.mode[r.p] = m
	return nil
}

// Chtimes implements vfs.FS; it copies a base entry up.
func (o *FS) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return o.chtimes(ctx, "chtimes", name, atime, mtime, true)
}

// Lchtimes implements vfs.Lchtimer: a final symlink's own times, on the
// link copied up.
func (o *FS) Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	return o.chtimes(ctx, "lchtimes", name, atime, mtime, false)
}

func (o *FS) chtimes(ctx context.Context, op, name string, atime, mtime time.Time, follow bool) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	r, err := o.resolve(ctx, op, name, follow)
	if err != nil {
		return err
	}
	o.mark(r.p)
	if r.fi == nil {
		return vfs.PathError(op, name, vfs.ErrNotExist)
	}
	if err := o.copyUp(ctx, r.p, false); err != nil {
		return renamePathErr(err, name)
	}
	if follow {
		return renamePathErr(o.upper.Chtimes(ctx, r.p, atime, mtime), name)
	}
	return renamePathErr(vfs.Lchtimes(ctx, o.upper, r.p, atime, mtime), name)
}

func (o *FS) String() string { return fmt.Sprintf("overlay.FS(%s)", o.Describe()) }

var (
	_ vfs.FS        = (*FS)(nil)
	_ vfs.Linker    = (*FS)(nil)
	_ vfs.Lchtimer  = (*FS)(nil)
	_ vfs.Describer = (*FS)(nil)
	_ vfs.Usager    = (*FS)(nil)
)
