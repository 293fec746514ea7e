package commands

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// noUsageFS hides memfs's Usage and Describe methods.
type noUsageFS struct{ vfs.FS }

// mountsFS is an FS with a mount table.
type mountsFS struct {
	vfs.FS
	ms []vfs.Mount
}

func (m mountsFS) Mounts() []vfs.Mount { return m.ms }

func TestDf(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work/sub", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/f", make([]byte, 100000), 0o644)
	other := memfs.New()
	cases := []struct {
		fs     vfs.FS
		args   []string
		want   string
		status int
	}{
		{fsys, []string{"df"}, "Filesystem     1K-blocks  Used Available Use% Mounted on\nmemfs             262144    98    262046   1% /\n", 0},
		{fsys, []string{"df", "-h"}, "Filesystem      Size  Used Avail Use% Mounted on\nmemfs           256M   98K  256M   1% /\n", 0},
		{fsys, []string{"df", "-hT", "f"}, "Filesystem     Type   Size  Used Avail Use% Mounted on\nmemfs          memfs  256M   98K  256M   1% /\n", 0},
		{fsys, []string{"df", "-h", "-k"}, "Filesystem     1K-blocks  Used Available Use% Mounted on\nmemfs             262144    98    262046   1% /\n", 0},
		{fsys, []string{"df", "nope"}, "", 1},
		{noUsageFS{fsys}, []string{"df", "-T"}, "Filesystem     Type 1K-blocks  Used Available Use% Mounted on\nvfs            vfs          -     -         -    - /\n", 0},
		{mountsFS{fsys, []vfs.Mount{{Path: "/", Name: "root", FS: fsys}, {Path: "/work/sub", Name: "scratch", FS: other}}}, []string{"df", "sub", "f"},
			"Filesystem     1K-blocks  Used Available Use% Mounted on\nscratch           262144     0    262144   0% /work/sub\nroot              262144    98    262046   1% /\n", 0},
	}
	for _, c := range cases {
		r := runIn(t, c.fs, "/work", c.args, "")
		if r.stdout != c.want || r.status != c.status {
			t.Errorf("%v: got %q (%d, %q)\nwant %q", c.args, r.stdout, r.status, r.stderr, c.want)
		}
	}
	r := runIn(t, fsys, "/work", []string{"df", "nope"}, "")
	if r.stderr != "df: nope: No such file or directory\n" {
		t.Errorf("df nope: stderr %q", r.stderr)
	}
}

func TestDfHumanSmall(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/f", []byte("21 bytes of content.\n"), 0o644)
	r := runIn(t, fsys, "/w", []string{"df", "-h"}, "")
	if want := "Filesystem      Size  Used Avail Use% Mounted on\nmemfs           256M  1.0K  256M   1% /\n"; r.stdout != want {
		t.Errorf("got %q, want %q", r.stdout, want)
	}
}
