package overlay_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

// hostPair returns a read-only and a writable view of a host temp dir
// holding the fixture.
func hostPair(t *testing.T) (ro, rw *hostfs.FS, dir string) {
	t.Helper()
	dir = t.TempDir()
	rw, err := hostfs.New(dir, hostfs.Writable())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rw.Close() })
	if err := vfstest.WriteFixture(bg, rw); err != nil {
		t.Fatal(err)
	}
	ro, err = hostfs.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ro.Close() })
	return ro, rw, dir
}

// The overlay over a read-only host folder: the host is never written,
// the overlay enforces permissions itself.
func TestContractHostBase(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		ro, _, _ := hostPair(t)
		return overlay.New(ro)
	}, vfstest.Populated())
}

// The intended use: the sandbox works on an overlay of a read-only host
// folder; its reviewed changes are applied through a writable view.
func TestHostApply(t *testing.T) {
	ro, rw, dir := hostPair(t)
	o := overlay.New(ro)
	write(t, o, "/d/a.txt", "edited\n")
	o.Remove(bg, "/d/b.txt")
	write(t, o, "/d/sub/new", "new\n")
	os.WriteFile(filepath.Join(dir, "d/sub/c.txt"), []byte("changed on the host"), 0o644)
	if got := read(t, o, "/d/sub/c.txt"); got != "changed on the host" {
		t.Errorf("live read of a host file: %q", got)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "d/a.txt")); string(b) != "alpha\n" {
		t.Errorf("host written before apply: %q", b)
	}
	cs, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Apply(bg, rw, cs); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "d/a.txt")); string(b) != "edited\n" {
		t.Errorf("after apply: %q", b)
	}
	if _, err := os.Stat(filepath.Join(dir, "d/b.txt")); !os.IsNotExist(err) {
		t.Errorf("deleted file still on the host: %v", err)
	}
	if d := treeDiff(t, o, ro, "/"); d != "" {
		t.Errorf("host differs from the overlay after apply:\n%s", d)
	}
}

// A host folder as the upper layer (to keep a session's changes on
// disk). It has no hard links, so Link fails with EPERM as on Linux.
func TestHostUpper(t *testing.T) {
	_, ro := populated(t)
	dir := t.TempDir()
	up, err := hostfs.New(dir, hostfs.Writable())
	if err != nil {
		t.Fatal(err)
	}
	defer up.Close()
	o := overlay.New(ro, overlay.WithUpper(up))
	write(t, o, "/d/a.txt", "edited\n")
	o.Remove(bg, "/d/b.txt")
	o.Chmod(bg, "/d/sub", 0o500) // read-only in the overlay, not on disk
	write(t, o, "/d/sub/c.txt", "x")
	if err := vfs.WriteFile(bg, o, "/d/sub/new", nil, 0o644); !errors.Is(err, vfs.ErrPermission) {
		t.Errorf("create in a directory read-only in the overlay: %v", err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "d/a.txt")); err != nil || string(b) != "edited\n" {
		t.Errorf("upper file on disk: %q %v", b, err)
	}
	if err := o.Link(bg, "/d/a.txt", "/d/h"); !errors.Is(err, vfs.ErrNotPermitted) {
		t.Errorf("Link without hard links in the upper layer: %v", err)
	}
	if got := kinds(t, o); got != "modified /d/a.txt\ndeleted /d/b.txt\nmodified /d/sub\nmodified /d/sub/c.txt" {
		t.Errorf("changes:\n%s", got)
	}
}
