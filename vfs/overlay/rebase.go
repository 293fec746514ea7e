package overlay

import (
	"context"

	"github.com/computerwelt/computerwelt/vfs"
)

// Rebase records that the base changed at paths outside the overlay (an
// approved proposal was applied to it) while the overlay's view stays as
// it is: from now on each path's change is relative to the base's new
// state. It is for paths the view no longer shows as they were applied:
// a file changed again since, or deleted again. A path the view shows
// absent stays absent, as a deletion from the new base; a path the
// overlay never changed is left to show the base.
func (o *FS) Rebase(ctx context.Context, paths ...string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	defer o.changed()
	for _, p := range paths {
		p = vfs.Abs("/", p)
		o.mark(p)
		old, tracked := o.orig[p]
		if !tracked {
			continue
		}
		now, err := StateOf(ctx, o.base, p)
		if err != nil {
			return err
		}
		if !old.exists && now.exists && !o.whiteout[p] && !o.upperHas(ctx, p) {
			// Made and removed again by the overlay: without a whiteout
			// the base's new file would show through.
			o.whiteout[p] = true
		}
		o.orig[p] = now
	}
	return nil
}
