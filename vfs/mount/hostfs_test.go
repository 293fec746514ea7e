package mount_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

func newHost(t *testing.T, dir string, opts ...hostfs.Option) *hostfs.FS {
	t.Helper()
	h, err := hostfs.New(dir, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// The contract suite on a writable host folder mounted at /d.
func TestContractHostMount(t *testing.T) {
	var opts []vfstest.Option
	if os.Geteuid() == 0 {
		opts = append(opts, vfstest.NoPermissions())
	}
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		tab := mount.New(memfs.New())
		dir := t.TempDir()
		t.Cleanup(func() { makeRemovable(dir) })
		must(t, tab.Mount("/d", newHost(t, dir, hostfs.Writable())))
		// hostfs has no hard links, so the table's Link fails with
		// EPERM (tested in TestLinkUnsupported); hide it from the suite.
		return noLinks{&skipMountPointOps{tab}}
	}, opts...)
}

// A host folder's symlinks are resolved by the table: an absolute target
// is a sandbox path, never a host path.
func TestHostSymlinksResolvedInSandbox(t *testing.T) {
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "f"), []byte("host f"), 0o644))
	must(t, os.Symlink("/etc/passwd", filepath.Join(dir, "passwd")))
	must(t, os.Symlink("/work/notes", filepath.Join(dir, "notes")))
	must(t, os.Symlink("../../../../etc/passwd", filepath.Join(dir, "up")))
	root := memfs.New()
	must(t, vfs.MkdirAll(bg, root, "/work", 0o755))
	must(t, vfs.WriteFile(bg, root, "/work/notes", []byte("sandbox notes"), 0o644))
	tab := mount.New(root)
	must(t, tab.Mount("/host", newHost(t, dir), mount.ReadOnly(), mount.Name(dir)))
	_, err := vfs.ReadFile(bg, tab, "/host/passwd")
	wantErr(t, "link to /etc/passwd", err, vfs.ErrNotExist)
	_, err = vfs.ReadFile(bg, tab, "/host/up")
	wantErr(t, "link climbing to /etc/passwd", err, vfs.ErrNotExist)
	must(t, vfs.MkdirAll(bg, root, "/etc", 0o755))
	must(t, vfs.WriteFile(bg, root, "/etc/passwd", []byte("sandbox passwd"), 0o644))
	if got := readFile(t, tab, "/host/passwd"); got != "sandbox passwd" {
		t.Errorf("/host/passwd = %q", got)
	}
	if got := readFile(t, tab, "/host/up"); got != "sandbox passwd" {
		t.Errorf("/host/up = %q", got)
	}
	if got := readFile(t, tab, "/host/notes"); got != "sandbox notes" {
		t.Errorf("/host/notes = %q", got)
	}
	if got := readFile(t, tab, "/host/f"); got != "host f" {
		t.Errorf("/host/f = %q", got)
	}
	wantErr(t, "write to a read-only host mount", vfs.WriteFile(bg, tab, "/host/f", nil, 0o644), vfs.ErrReadOnly)
	if ms := tab.Mounts(); ms[1].Name != dir || ms[1].Description != "host folder, read-only" || !ms[1].ReadOnly {
		t.Errorf("Mounts()[1] = %+v", ms[1])
	}
}

var _ mount.PrefixLstater = (*hostfs.FS)(nil)

// makeRemovable gives every directory below dir back its permissions (the
// permission tests take them away), so that TempDir can remove it.
func makeRemovable(dir string) {
	os.Chmod(dir, 0o755)
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if e.IsDir() {
			makeRemovable(filepath.Join(dir, e.Name()))
		}
	}
}
