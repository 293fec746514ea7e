package review

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// needsBlob reports whether applying c writes a content (a file or a
// symlink target).
func needsBlob(c Change) bool {
	return c.Kind != Deleted && !c.FileMode().IsDir()
}

// mountTarget is one mount's writable target and its changes.
type mountTarget struct {
	mount   string
	fs      vfs.FS
	changes []Change // sorted by Path
	done    []bool   // the target holds the new state already
}

// applyChanges writes changes to their mounts' targets, contents taken from
// blobs (by hash). It first checks every change against its target and
// refuses with a *ConflictError, writing nothing, when the target no longer
// holds the state the change was made against. A target that already holds
// a change's new state is not a conflict (an approval that was interrupted
// and retried, or the same edit in an earlier approved proposal). Then, per
// mount, it removes (deepest first), writes (parents first; files and
// symlinks atomically, through a temporary name in the same directory and a
// rename) and sets directory modes (deepest first). An error in that phase
// leaves the changes before it applied.
func applyChanges(ctx context.Context, changes []Change, target func(mount string) (vfs.FS, error), blobs map[string][]byte) error {
	byMount := map[string]*mountTarget{}
	var mounts []*mountTarget
	for _, c := range changes {
		if c.Path != vfs.Abs("/", c.Path) || c.Mount != vfs.Abs("/", c.Mount) {
			return fmt.Errorf("review: invalid path %q in mount %q", c.Path, c.Mount)
		}
		switch c.Kind {
		case Added, Modified, Deleted, TypeChanged:
		default:
			return fmt.Errorf("review: %s: unknown change kind %q", c.FullPath(), c.Kind)
		}
		if needsBlob(c) {
			b, ok := blobs[c.Hash]
			if !ok || overlay.ContentHash(b) != c.Hash {
				return fmt.Errorf("review: %s: the proposal's content %.12s is missing", c.FullPath(), c.Hash)
			}
		}
		mt := byMount[c.Mount]
		if mt == nil {
			fsys, err := target(c.Mount)
			if err != nil {
				return err
			}
			mt = &mountTarget{mount: c.Mount, fs: fsys}
			byMount[c.Mount] = mt
			mounts = append(mounts, mt)
		}
		mt.changes = append(mt.changes, c)
	}
	sort.Slice(mounts, func(i, j int) bool { return mounts[i].mount < mounts[j].mount })
	conflicts := &ConflictError{}
	for _, mt := range mounts {
		sort.Slice(mt.changes, func(i, j int) bool { return mt.changes[i].Path < mt.changes[j].Path })
		mt.done = make([]bool, len(mt.changes))
		if err := mt.check(ctx, conflicts); err != nil {
			return err
		}
	}
	if len(conflicts.Paths) > 0 {
		return conflicts
	}
	for _, mt := range mounts {
		if err := mt.apply(ctx, blobs); err != nil {
			return fmt.Errorf("review: applying to %s: %w", mt.mount, err)
		}
	}
	return nil
}

// check records in conflicts the changes the target cannot take safely,
// and marks those it holds already.
func (mt *mountTarget) check(ctx context.Context, conflicts *ConflictError) error {
	deleting := map[string]bool{}
	adding := map[string]bool{} // path -> is a directory
	for _, c := range mt.changes {
		switch c.Kind {
		case Deleted:
			deleting[c.Path] = true
		case TypeChanged:
			deleting[c.Path] = true
			adding[c.Path] = c.FileMode().IsDir()
		case Added:
			adding[c.Path] = c.FileMode().IsDir()
		}
	}
	conflict := func(c Change, why string) {
		conflicts.Paths = append(conflicts.Paths, c.FullPath())
		conflicts.Reasons = append(conflicts.Reasons, why)
	}
	below := func(p string, set map[string]bool) bool {
		for q := path.Dir(p); ; q = path.Dir(q) {
			if set[q] {
				return true
			}
			if q == "/" {
				return false
			}
		}
	}
	for i, c := range mt.changes {
		if err := ctx.Err(); err != nil {
			return err
		}
		have, err := overlay.StateOf(ctx, mt.fs, c.Path)
		if err != nil {
			return fmt.Errorf("review: reading %s: %w", c.FullPath(), err)
		}
		if c.Kind == Deleted && !have.Exists() {
			mt.done[i] = true
			continue
		}
		if c.Kind != Deleted && have.Exists() && have.Mode().Type() == c.FileMode().Type() && have.Hash() == c.Hash {
			// The target holds the new content already: nothing to
			// check, and only a mode to set if it differs.
			mt.done[i] = !have.Mode().IsDir() && have.Mode().Perm() == c.FileMode().Perm()
			continue
		}
		if below(c.Path, deleting) && c.Kind == Added {
			continue // what the target has there goes with its replaced ancestor
		}
		switch c.Kind {
		case Added:
			if have.Exists() && !(have.Mode().IsDir() && c.FileMode().IsDir()) {
				conflict(c, "added, but it exists now")
				continue
			}
			if isDir, ok := adding[path.Dir(c.Path)]; !ok || !isDir {
				d, err := overlay.StateOf(ctx, mt.fs, path.Dir(c.Path))
				if err != nil {
					return fmt.Errorf("review: reading %s: %w", joinMount(c.Mount, path.Dir(c.Path)), err)
				}
				if !d.Exists() || !d.Mode().IsDir() {
					conflict(c, "its directory does not exist")
				}
			}
		default:
			switch {
			case !have.Exists():
				conflict(c, "deleted since the proposal was made")
			case have.Mode().Type() != c.OldFileMode().Type():
				conflict(c, "its type changed since the proposal was made")
			case c.BaseHash != "" && have.Hash() != c.BaseHash:
				conflict(c, "changed since the proposal was made")
			case have.Mode().IsDir() && deleting[c.Path]:
				ents, err := mt.fs.ReadDir(ctx, c.Path)
				if err != nil {
					return fmt.Errorf("review: reading %s: %w", c.FullPath(), err)
				}
				for _, e := range ents {
					if !deleting[path.Join(c.Path, e.Name())] {
						conflict(c, "the directory has entries the proposal does not delete")
						break
					}
				}
			}
		}
	}
	return nil
}

// apply writes the checked changes.
func (mt *mountTarget) apply(ctx context.Context, blobs map[string][]byte) error {
	for i := len(mt.changes) - 1; i >= 0; i-- {
		c := mt.changes[i]
		if mt.done[i] || (c.Kind != Deleted && c.Kind != TypeChanged) {
			continue
		}
		if err := mt.fs.Remove(ctx, c.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	for i, c := range mt.changes {
		if mt.done[i] || c.Kind == Deleted {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		mode := c.FileMode()
		var err error
		switch {
		case mode.IsDir():
			if c.Path != "/" {
				err = mt.fs.Mkdir(ctx, c.Path, 0o700)
				if errors.Is(err, fs.ErrExist) {
					err = nil
				}
			}
			if err == nil {
				// Writable until its entries are in; its mode comes last.
				err = mt.fs.Chmod(ctx, c.Path, mode.Perm()|0o700)
			}
		case mode&fs.ModeSymlink != 0:
			err = vfs.ReplaceFile(ctx, mt.fs, c.Path, func(tmp string) error {
				return mt.fs.Symlink(ctx, string(blobs[c.Hash]), tmp)
			})
		default:
			err = vfs.ReplaceFile(ctx, mt.fs, c.Path, func(tmp string) error {
				return vfs.WriteNewFile(ctx, mt.fs, tmp, bytes.NewReader(blobs[c.Hash]), mode.Perm())
			})
		}
		if err != nil {
			return err
		}
	}
	for i := len(mt.changes) - 1; i >= 0; i-- {
		if c := mt.changes[i]; c.Kind != Deleted && c.FileMode().IsDir() {
			if err := mt.fs.Chmod(ctx, c.Path, c.FileMode().Perm()); err != nil {
				return err
			}
		}
	}
	return nil
}
