package mount_test

import (
	"context"
	"errors"
	"io/fs"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// linkFree is a memfs that opens and stats paths without symlinks by
// itself (a name with "link" in it stands for one), counting the Lstat
// (and LstatPrefixes) calls of the table's walks.
type linkFree struct {
	*memfs.FS
	lstats int
}

func (l *linkFree) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	l.lstats++
	return l.FS.Lstat(ctx, name)
}

func (l *linkFree) LstatPrefixes(ctx context.Context, name string, fn func(string, fs.FileInfo, error) bool) {
	l.lstats++
	l.FS.LstatPrefixes(ctx, name, fn)
}

func (l *linkFree) OpenFileNoSymlinks(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	if strings.Contains(name, "link") {
		return nil, mount.ErrSymlink
	}
	return l.FS.OpenFile(ctx, name, flag, perm)
}

func (l *linkFree) StatNoSymlinks(ctx context.Context, name string, follow bool) (fs.FileInfo, error) {
	if strings.Contains(name, "link") {
		return nil, mount.ErrSymlink
	}
	if follow {
		return l.FS.Stat(ctx, name)
	}
	return l.FS.Lstat(ctx, name)
}

// A SymlinkFree filesystem spares the table its walk of a path without
// symlinks; a path with one, a path not clean, and a mount with another
// one below it are walked by the table, with its own symlink rules.
func TestSymlinkFree(t *testing.T) {
	ctx := context.Background()
	inner := &linkFree{FS: memfs.New()}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(vfs.MkdirAll(ctx, inner, "/a/b", 0o755))
	must(vfs.WriteFile(ctx, inner, "/a/b/f", []byte("inner"), 0o644))
	must(inner.Symlink(ctx, "/outer", "/a/link"))
	root := memfs.New()
	must(vfs.WriteFile(ctx, root, "/outer", []byte("outer"), 0o644))
	tbl := mount.New(root)
	must(tbl.Mount("/m", inner))

	inner.lstats = 0
	b, err := vfs.ReadFile(ctx, tbl, "/m/a/b/f")
	if string(b) != "inner" || err != nil {
		t.Fatalf("read: %q %v", b, err)
	}
	if fi, err := tbl.Stat(ctx, "/m/a/b/f"); err != nil || fi.Name() != "f" || fi.Size() != 5 {
		t.Fatalf("stat: %v %v", fi, err)
	}
	if _, err := tbl.Lstat(ctx, "/m/a/b/missing"); !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "/m/a/b/missing") {
		t.Fatalf("lstat of a missing file: %v", err)
	}
	if inner.lstats != 0 {
		t.Errorf("the table walked a path without symlinks: %d lstats", inner.lstats)
	}
	// The absolute link is the table's: a path of the whole tree.
	b, err = vfs.ReadFile(ctx, tbl, "/m/a/link")
	if string(b) != "outer" || err != nil {
		t.Errorf("read through the link: %q %v", b, err)
	}
	if inner.lstats == 0 {
		t.Errorf("the table did not walk a path with a symlink")
	}
	inner.lstats = 0
	if b, err = vfs.ReadFile(ctx, tbl, "/m/a/b/../b/f"); string(b) != "inner" || err != nil || inner.lstats == 0 {
		t.Errorf("a path not clean: %q %v, %d lstats", b, err, inner.lstats)
	}
	must(tbl.Mount("/m/a/b/sub", memfs.New()))
	inner.lstats = 0
	if b, err = vfs.ReadFile(ctx, tbl, "/m/a/b/f"); string(b) != "inner" || err != nil || inner.lstats == 0 {
		t.Errorf("a mount below: %q %v, %d lstats", b, err, inner.lstats)
	}
}
