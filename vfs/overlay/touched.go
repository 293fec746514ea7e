package overlay

import (
	"context"
	"io/fs"
	"path"
	"sort"
	"sync"

	"github.com/computerwelt/computerwelt/vfs"
)

// touchSet is the set of paths whose Record may have changed since the
// last TakeTouched: every operation that changes the upper layer or the
// overlay's maps marks the paths it changes (and their directories, whose
// modification times follow). It lets a caller that persists the overlay
// after each turn read the records of what the turn touched instead of
// all of them (Records walks the whole upper layer).
type touchSet struct {
	mu    sync.Mutex
	paths map[string]struct{}
	all   bool // something changed that the set does not name (Reset)
	// links: the overlay has made hard links. A change to one name is a
	// change to its others, and removing or renaming one changes the
	// others' Link fields: the set cannot follow that, so it says "all"
	// from then on (hard links are rare in a sandbox).
	links bool
}

func (t *touchSet) add(ps ...string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.all || t.links {
		return
	}
	if t.paths == nil {
		t.paths = map[string]struct{}{}
	}
	for _, p := range ps {
		t.paths[p] = struct{}{}
		if p != "/" {
			t.paths[path.Dir(p)] = struct{}{}
		}
	}
}

func (t *touchSet) linked() {
	t.mu.Lock()
	t.links, t.paths = true, nil
	t.mu.Unlock()
}

func (t *touchSet) markAll() {
	t.mu.Lock()
	t.all, t.paths = true, nil
	t.mu.Unlock()
}

// mark notes that the records of ps (and of their directories) may have
// changed.
func (o *FS) mark(ps ...string) { o.touched.add(ps...) }

// TakeTouched returns the paths whose Record may have changed since the
// previous call (or since New or Restore), sorted, and forgets them. ok is
// false when the overlay cannot tell which (after a Reset, and always once
// it has hard links): then any
// Record may have changed, and the caller reads them all (Records). The
// set is a superset: a path may be in it with its Record unchanged, or
// with no Record any more.
func (o *FS) TakeTouched() (paths []string, ok bool) {
	t := &o.touched
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.all || t.links {
		t.all, t.paths = false, nil
		return nil, false
	}
	paths = make([]string, 0, len(t.paths))
	for p := range t.paths {
		paths = append(paths, p)
	}
	t.paths = nil
	sort.Strings(paths)
	return paths, true
}

// RecordsOf returns the Records of paths, as Records would report them,
// for those of paths that have one, sorted by path; the cost is that of
// the paths, not of the overlay. ok is false when one of them is a file
// with hard links: a change to it is a change of its other names too,
// and their Link fields follow the order of all names, so the caller
// reads them all (Records) instead.
func (o *FS) RecordsOf(ctx context.Context, paths []string) (recs []Record, ok bool, err error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	paths = append([]string(nil), paths...)
	sort.Strings(paths)
	for i, p := range paths {
		if i > 0 && paths[i-1] == p {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, false, err
		}
		r, has, linked, err := o.recordOf(ctx, p)
		if err != nil {
			return nil, false, err
		}
		if linked {
			return nil, false, nil
		}
		if has {
			recs = append(recs, r)
		}
	}
	return recs, true, nil
}

// recordOf is p's Record as Records builds it. Call with o.mu held.
func (o *FS) recordOf(ctx context.Context, p string) (r Record, has, linked bool, err error) {
	r.Path = p
	if p == "/" {
		if m, ok := o.mode["/"]; ok {
			fi, err := o.upper.Lstat(ctx, "/")
			if err != nil {
				return r, false, false, err
			}
			r.Type, r.Mode, r.ModTime = TypeDir, m, fi.ModTime()
			has = true
		}
	} else if o.upperHas(ctx, p) {
		fi, err := o.upper.Lstat(ctx, p)
		if err != nil {
			return r, false, false, err
		}
		has = true
		r.Mode = fi.Mode()
		if m, ok := o.mode[p]; ok && m.Type() == fi.Mode().Type() {
			r.Mode = m
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			r.ModTime = fi.ModTime()
		}
		switch {
		case fi.IsDir():
			r.Type = TypeDir
		case fi.Mode()&fs.ModeSymlink != 0:
			r.Type = TypeSymlink
			if r.Target, err = o.upper.Readlink(ctx, p); err != nil {
				return r, false, false, err
			}
		case vfs.IsFifo(fi.Mode()):
			r.Type = TypeFifo
		case fi.Mode().IsRegular():
			if st := vfs.Stat(fi); st != nil && st.Nlink > 1 {
				return r, false, true, nil
			}
			r.Type, r.Size = TypeFile, fi.Size()
			if r.Hash, err = o.upperHashInfo(ctx, p, fi); err != nil {
				return r, false, false, err
			}
		default:
			return r, false, false, vfs.PathError("records", p, vfs.ErrNotSupported)
		}
	}
	if o.whiteout[p] {
		r.Whiteout, has = true, true
	}
	if o.opaque[p] {
		r.Opaque, has = true, true
	}
	if b, ok := o.orig[p]; ok {
		r.Base, has = &BaseState{Exists: b.exists, Mode: b.mode, Hash: b.hash}, true
	}
	return r, has, false, nil
}
