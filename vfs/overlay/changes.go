package overlay

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// Kind says what happened to a path.
type Kind int

const (
	// Added: the base had nothing at the path.
	Added Kind = iota + 1
	// Modified: same type, other content (or symlink target) or mode.
	Modified
	// Deleted: the overlay removed the base's entry.
	Deleted
	// TypeChanged: a file became a directory, a symlink a file, etc.
	TypeChanged
	// Renamed: a deleted file and an added one that git would show as a
	// rename (see FS.Renames); Changes itself never reports it.
	Renamed
)

func (k Kind) String() string {
	switch k {
	case Added:
		return "added"
	case Modified:
		return "modified"
	case Deleted:
		return "deleted"
	case TypeChanged:
		return "type changed"
	case Renamed:
		return "renamed"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Change is one path the overlay changed relative to the base.
type Change struct {
	Path string
	Kind Kind
	// Mode is the new mode (0 when Deleted), OldMode the base's when the
	// overlay first changed the path (0 when Added).
	Mode, OldMode fs.FileMode
	// BaseHash is the sha256 (hex) of the base's content or symlink target
	// when the overlay first changed the path: Apply refuses to overwrite a
	// target that no longer has it. It is "" when Added, for directories,
	// and for base files that could not be read.
	BaseHash string
	// Hash is the sha256 of the new content or symlink target ("" when
	// Deleted or for directories): Apply refuses if the overlay changed
	// again since.
	Hash string
	// From is the old path of a rename (whose OldMode and BaseHash are
	// the old path's), and Similarity how much of the content it kept, in
	// percent as git counts it (100 when unchanged).
	From       string `json:",omitempty"`
	Similarity int    `json:",omitempty"`
}

// Changes lists what the overlay changed, sorted by path. A file whose
// content and mode are back to the base's is not a change; nor are times
// alone, nor directories that were only copied up.
func (o *FS) Changes(ctx context.Context) ([]Change, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	paths := make([]string, 0, len(o.orig))
	for p := range o.orig {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var out []Change
	for _, p := range paths {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		old := o.orig[p]
		cur, err := o.current(ctx, p)
		if err != nil {
			return nil, err
		}
		c := Change{Path: p, Mode: cur.mode, OldMode: old.mode, BaseHash: old.hash, Hash: cur.hash}
		switch {
		case !old.exists && !cur.exists:
			continue
		case !old.exists:
			c.Kind = Added
		case !cur.exists:
			c.Kind = Deleted
		case old.mode.Type() != cur.mode.Type():
			c.Kind = TypeChanged
		case old.mode == cur.mode && old.hash == cur.hash:
			continue
		default:
			c.Kind = Modified
		}
		out = append(out, c)
	}
	return out, nil
}

// current returns the merged view's entry at p as a baseState (what a
// change would make the base hold). Call with o.mu held.
func (o *FS) current(ctx context.Context, p string) (baseState, error) {
	r, err := o.walk(ctx, "lstat", p, false, false)
	if err != nil {
		if notExist(err) || errors.Is(err, vfs.ErrLoop) {
			return baseState{}, nil
		}
		return baseState{}, err
	}
	if r.fi == nil || r.p != p {
		// Missing, or reached through a symlink the overlay made of an
		// ancestor: p itself is gone.
		return baseState{}, nil
	}
	if r.layer != upper {
		return o.orig[p], nil // unchanged
	}
	st := baseState{exists: true, mode: r.fi.Mode()}
	switch {
	case st.mode&fs.ModeSymlink != 0:
		t, err := o.upper.Readlink(ctx, p)
		if err != nil {
			return baseState{}, err
		}
		st.hash = ContentHash([]byte(t))
	case st.mode.IsRegular():
		if st.hash, err = o.upperHash(ctx, p); err != nil {
			return baseState{}, err
		}
	}
	return st, nil
}

// ConflictError is Apply's refusal: the target changed since the overlay
// copied the paths up.
type ConflictError struct {
	Conflicts []Conflict
}

// Conflict is one path Apply cannot write safely.
type Conflict struct {
	Path   string
	Reason string
}

func (e *ConflictError) Error() string {
	var b strings.Builder
	b.WriteString("overlay: conflicts: ")
	for i, c := range e.Conflicts {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s (%s)", c.Path, c.Reason)
	}
	return b.String()
}

// Apply writes changes (from Changes, perhaps a subset) to target,
// normally a writable view of the base. It first checks every change and
// refuses with a *ConflictError, writing nothing, when the target no longer
// holds what the base held at copy-up (hash or type mismatch), an added
// path now exists there (or its directory does not), a deleted directory
// would keep entries the set does not delete, or the overlay changed a
// path again since Changes. Then it removes (deepest
// first) and writes (parents first); an error in that phase leaves the
// changes before it applied. Each file and symlink is written to a
// temporary name in its directory and renamed over the old one, so the
// target never holds a half-written file. Hard links within the overlay
// are written as separate files. Apply does not reset the overlay.
func (o *FS) Apply(ctx context.Context, target vfs.FS, changes []Change) error {
	o.mu.RLock()
	defer o.mu.RUnlock()
	changes = append([]Change(nil), changes...)
	sort.Slice(changes, func(i, j int) bool { return changes[i].Path < changes[j].Path })
	deleting := map[string]bool{}
	adding := map[string]bool{}
	for _, c := range changes {
		switch c.Kind {
		case Deleted:
			deleting[c.Path] = true
		case TypeChanged:
			deleting[c.Path] = true
			adding[c.Path] = c.Mode.IsDir()
		case Added:
			adding[c.Path] = c.Mode.IsDir()
		}
	}
	var conflicts []Conflict
	conflict := func(p, why string) { conflicts = append(conflicts, Conflict{p, why}) }
	for _, c := range changes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if c.Kind != Deleted {
			cur, err := o.current(ctx, c.Path)
			if err != nil {
				return err
			}
			if !cur.exists || cur.mode.Type() != c.Mode.Type() || cur.hash != c.Hash {
				conflict(c.Path, "changed in the overlay since it was listed")
				continue
			}
		}
		have, err := StateOf(ctx, target, c.Path)
		if err != nil {
			return err
		}
		switch c.Kind {
		case Added:
			if ancestors(c.Path, func(a string) bool { return deleting[a] }) {
				// Below a path being replaced: what the target has
				// there now goes with it.
				break
			}
			if have.exists && !(have.mode.IsDir() && c.Mode.IsDir()) {
				conflict(c.Path, "added, but it now exists")
			} else if isDir, ok := adding[path.Dir(c.Path)]; !ok || !isDir {
				d, err := StateOf(ctx, target, path.Dir(c.Path))
				if err != nil {
					return err
				}
				if !d.exists || !d.mode.IsDir() {
					conflict(c.Path, "its directory does not exist")
				}
			}
		default:
			switch {
			case !have.exists && c.Kind == Deleted:
				// Already gone.
			case !have.exists:
				conflict(c.Path, "deleted since copy-up")
			case have.mode.Type() != c.OldMode.Type():
				conflict(c.Path, "type changed since copy-up")
			case c.BaseHash != "" && have.hash != c.BaseHash:
				conflict(c.Path, "changed since copy-up")
			case have.mode.IsDir() && deleting[c.Path] && !(c.Kind == TypeChanged && c.Mode.IsDir()):
				ents, err := target.ReadDir(ctx, c.Path)
				if err != nil {
					return err
				}
				for _, e := range ents {
					if !deleting[path.Join(c.Path, e.Name())] {
						conflict(c.Path, "directory has entries that are not deleted")
						break
					}
				}
			}
		}
	}
	if len(conflicts) > 0 {
		return &ConflictError{conflicts}
	}
	// Removals, deepest first.
	for i := len(changes) - 1; i >= 0; i-- {
		c := changes[i]
		if c.Kind != Deleted && c.Kind != TypeChanged {
			continue
		}
		if err := target.Remove(ctx, c.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("overlay: apply: %w", err)
		}
	}
	for _, c := range changes {
		if c.Kind == Deleted {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := o.write(ctx, target, c); err != nil {
			return fmt.Errorf("overlay: apply: %w", err)
		}
	}
	// Directories get their modes last, deepest first, so that a
	// directory made read-only can still receive its entries.
	for i := len(changes) - 1; i >= 0; i-- {
		if c := changes[i]; c.Kind != Deleted && c.Mode.IsDir() {
			if err := target.Chmod(ctx, c.Path, c.Mode); err != nil {
				return fmt.Errorf("overlay: apply: %w", err)
			}
		}
	}
	return nil
}

// write makes target hold the overlay's entry for c. Files and symlinks
// are written to a temporary name in the same directory and renamed over
// the target, so that a failure midway (a full disk, a crash) leaves the
// target's old file whole; the rename breaks the target's hard links to
// it.
func (o *FS) write(ctx context.Context, target vfs.FS, c Change) error {
	p := c.Path
	fi, err := o.upper.Lstat(ctx, p)
	if err != nil {
		return err
	}
	switch {
	case c.Mode.IsDir():
		err := target.Mkdir(ctx, p, c.Mode.Perm()|0o700)
		if err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
		return target.Chmod(ctx, p, c.Mode.Perm()|0o700)
	case c.Mode&fs.ModeSymlink != 0:
		t, err := o.upper.Readlink(ctx, p)
		if err != nil {
			return err
		}
		return vfs.ReplaceFile(ctx, target, p, func(tmp string) error { return target.Symlink(ctx, t, tmp) })
	case vfs.IsFifo(c.Mode):
		// A FIFO is a node without content, never opened here (that
		// would wait for a writer).
		return vfs.ReplaceFile(ctx, target, p, func(tmp string) error { return vfs.Mkfifo(ctx, target, tmp, c.Mode.Perm()) })
	}
	src, err := vfs.Open(ctx, o.upper, p)
	if err != nil {
		return err
	}
	defer src.Close()
	return vfs.ReplaceFile(ctx, target, p, func(tmp string) error {
		if err := vfs.WriteNewFile(ctx, target, tmp, ctxReader{ctx, src}, c.Mode); err != nil {
			return err
		}
		return target.Chtimes(ctx, tmp, atime(fi), fi.ModTime())
	})
}

// Reset drops the overlay's changes: all of them, or those at and below
// each of paths (absolute). A reset path shows the base again: the
// deletion or replacement of its ancestors is undone as needed (a deleted
// directory reappears with only that path, a re-created one merges with
// the base's again).
func (o *FS) Reset(ctx context.Context, paths ...string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	// Which records a reset changes takes a look at all of them.
	defer o.touched.markAll()
	if len(paths) == 0 {
		paths = []string{"/"}
	}
	for _, p := range paths {
		p = vfs.Abs("/", p)
		if p == "/" {
			ents, err := o.upper.ReadDir(ctx, "/")
			if err != nil {
				return err
			}
			for _, e := range ents {
				if err := vfs.RemoveAll(ctx, o.upper, "/"+e.Name()); err != nil {
					return err
				}
			}
			clear(o.orig)
			clear(o.whiteout)
			clear(o.opaque)
			clear(o.mode)
			continue
		}
		if err := o.restoreAncestors(ctx, p); err != nil {
			return err
		}
		if o.upperHas(ctx, p) {
			if err := o.internal(ctx, path.Dir(p), func() error { return vfs.RemoveAll(ctx, o.upper, p) }); err != nil {
				return err
			}
		}
		for _, m := range []map[string]bool{o.whiteout, o.opaque} {
			for q := range m {
				if under(q, p) {
					delete(m, q)
				}
			}
		}
		for q := range o.orig {
			if under(q, p) {
				delete(o.orig, q)
			}
		}
		for q := range o.mode {
			if under(q, p) {
				delete(o.mode, q)
			}
		}
	}
	return nil
}

// restoreAncestors undoes the deletions and replacements of p's ancestors
// that are directories in the base, so that p can show the base's state
// again: a deleted directory reappears (with its other deleted entries
// still deleted), a re-created one merges with the base's again, and a
// file or symlink put in its place is dropped.
func (o *FS) restoreAncestors(ctx context.Context, p string) error {
	var chain []string
	ancestors(p, func(a string) bool {
		if a != "/" {
			chain = append(chain, a)
		}
		return false
	})
	for i := len(chain) - 1; i >= 0; i-- {
		a := chain[i]
		fi, err := o.base.Lstat(ctx, a)
		if err != nil || !fi.IsDir() {
			return nil // nothing of the base's to show below
		}
		if o.upperHas(ctx, a) {
			ufi, err := o.upper.Lstat(ctx, a)
			if err != nil {
				return err
			}
			if !ufi.IsDir() {
				if err := o.internal(ctx, path.Dir(a), func() error { return o.upper.Remove(ctx, a) }); err != nil {
					return err
				}
				delete(o.mode, a)
			}
		}
		delete(o.whiteout, a)
		delete(o.opaque, a)
	}
	return nil
}

// upperHas reports whether the upper layer has p itself: not through a
// symlink, nor below a file, that later changes put on its way.
func (o *FS) upperHas(ctx context.Context, p string) bool {
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	q := ""
	for i, c := range parts {
		q += "/" + c
		fi, err := o.upper.Lstat(ctx, q)
		if err != nil || (i < len(parts)-1 && !fi.IsDir()) {
			return false
		}
	}
	return true
}

// under reports whether q is p or below it.
func under(q, p string) bool {
	return q == p || strings.HasPrefix(q, p+"/")
}
