package overlay

import (
	"context"
	"errors"
	"io/fs"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// TestRebase plays an approval that lands while the overlay has moved on:
// a file added, then deleted again; a file added, then changed again.
// After Rebase the view is unchanged and the changes are relative to the
// base as it now is.
func TestRebase(t *testing.T) {
	ctx := context.Background()
	base := memfs.New()
	o := New(base)
	for p, s := range map[string]string{"/gone": "v1", "/kept": "v1", "/same": "v1"} {
		if err := vfs.WriteFile(ctx, o, p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The proposal (all three as "v1") is approved and written to the base
	// while the overlay deleted one and changed another.
	if err := o.Remove(ctx, "/gone"); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(ctx, o, "/kept", []byte("v2"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/gone", "/kept", "/same"} {
		if err := vfs.WriteFile(ctx, base, p, []byte("v1"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := o.Rebase(ctx, "/gone", "/kept", "/same", "/untouched"); err != nil {
		t.Fatal(err)
	}
	if _, err := o.Lstat(ctx, "/gone"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("/gone shows again after the approval: %v", err)
	}
	if b, _ := vfs.ReadFile(ctx, o, "/kept"); string(b) != "v2" {
		t.Errorf("/kept = %q, want the overlay's v2", b)
	}
	changes, err := o.Changes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Kind{}
	for _, c := range changes {
		got[c.Path] = c.Kind
		if c.Path == "/kept" && c.BaseHash != ContentHash([]byte("v1")) {
			t.Errorf("/kept's base hash is not the approved content's")
		}
	}
	want := map[string]Kind{"/gone": Deleted, "/kept": Modified}
	if len(got) != len(want) || got["/gone"] != Deleted || got["/kept"] != Modified {
		t.Errorf("changes = %v, want %v", got, want)
	}
	// Applying them to the base now is not a conflict.
	if err := o.Apply(ctx, base, changes); err != nil {
		t.Fatalf("apply after rebase: %v", err)
	}
	if _, err := base.Lstat(ctx, "/gone"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("base still has /gone")
	}
}
