package memfs_test

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestSmoke(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	if err := vfs.MkdirAll(ctx, fsys, "/a/b", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(ctx, fsys, "/a/b/f", []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := fsys.Symlink(ctx, "b/f", "/a/l"); err != nil {
		t.Fatal(err)
	}
	got, err := vfs.ReadFile(ctx, fsys, "/a/l")
	if err != nil || string(got) != "hi" {
		t.Fatalf("got %q, %v", got, err)
	}
}
