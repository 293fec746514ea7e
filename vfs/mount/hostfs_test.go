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

// A host folder's symlinks are resolved by the table, with the targets
// hostfs shows: an absolute target inside the folder leads to that file
// below the mount point, one outside it dangles (it is never a host path,
// nor the sandbox file of the same name); a relative target is followed
// as it is, also out of the mount.
func TestHostSymlinksResolvedInSandbox(t *testing.T) {
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "f"), []byte("host f"), 0o644))
	must(t, os.Symlink("/etc/passwd", filepath.Join(dir, "passwd")))
	must(t, os.Symlink("/work/notes", filepath.Join(dir, "notes")))
	must(t, os.Symlink("../../../../etc/passwd", filepath.Join(dir, "up")))
	must(t, os.Symlink(filepath.Join(dir, "f"), filepath.Join(dir, "absf")))
	root := memfs.New()
	must(t, vfs.MkdirAll(bg, root, "/work", 0o755))
	must(t, vfs.WriteFile(bg, root, "/work/notes", []byte("sandbox notes"), 0o644))
	must(t, vfs.MkdirAll(bg, root, "/etc", 0o755))
	must(t, vfs.WriteFile(bg, root, "/etc/passwd", []byte("sandbox passwd"), 0o644))
	tab := mount.New(root)
	must(t, tab.Mount("/host", newHost(t, dir, hostfs.MountedAt("/host")), mount.ReadOnly(), mount.Name(dir)))
	for _, name := range []string{"/host/passwd", "/host/notes"} {
		_, err := vfs.ReadFile(bg, tab, name)
		wantErr(t, name, err, vfs.ErrNotExist)
	}
	for name, want := range map[string]string{
		"/host/passwd": "(outside-mount)/passwd", "/host/notes": "(outside-mount)/notes",
		"/host/absf": "/host/f", "/host/up": "../../../../etc/passwd",
	} {
		if s, err := tab.Readlink(bg, name); s != want || err != nil {
			t.Errorf("Readlink(%s) = %q, %v; want %q", name, s, err, want)
		}
	}
	if got := readFile(t, tab, "/host/up"); got != "sandbox passwd" {
		t.Errorf("/host/up = %q", got)
	}
	if got := readFile(t, tab, "/host/absf"); got != "host f" {
		t.Errorf("/host/absf = %q", got)
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
