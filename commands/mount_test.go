package commands

import (
	"testing"

	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// TestMountListsTheTable checks mount's lines for a root and two mounts,
// the -l labels (the mounts' descriptions), -t, and the refusal to mount.
func TestMountListsTheTable(t *testing.T) {
	tab := mount.New(memfs.New())
	if err := tab.Mount("/data", memfs.New(), mount.ReadOnly(), mount.Name("dataset"), mount.Description("reference data, read-only")); err != nil {
		t.Fatal(err)
	}
	if err := tab.Mount("/work", memfs.New()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args           []string
		stdout, stderr string
		status         int
	}{
		{[]string{"mount"}, "memfs on / type memfs (rw)\ndataset on /data type vfs (ro)\nmemfs on /work type memfs (rw)\n", "", 0},
		{[]string{"mount", "-l", "-t", "vfs"}, "dataset on /data type vfs (ro) [reference data, read-only]\n", "", 0},
		{[]string{"mount", "/dev/sda1", "/mnt"}, "", "mount: only root can do that (the sandbox's mounts are fixed by its host)\n", 1},
		{[]string{"mount", "-z"}, "", "mount: invalid option -- 'z'\nTry 'mount --help' for more information.\n", 1},
	} {
		r := runIn(t, tab, "/", c.args, "")
		if r.stdout != c.stdout || r.stderr != c.stderr || r.status != c.status {
			t.Errorf("%v: got %+v, want stdout %q stderr %q status %d", c.args, r, c.stdout, c.stderr, c.status)
		}
	}
}
