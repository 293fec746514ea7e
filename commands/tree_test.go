package commands

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// The expected outputs were produced by tree v2.1.0 on the same layout
// (tree is not installed everywhere, so they are written out).
func TestTree(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	for _, d := range []string{"/w/d/e", "/w/d/f", "/w/.hid", "/w/emp"} {
		vfs.MkdirAll(ctx, fsys, d, 0o755)
	}
	for _, f := range []string{"/w/a", "/w/d/b", "/w/d/e/c", "/w/d/f/g.txt", "/w/.hid/x"} {
		vfs.WriteFile(ctx, fsys, f, []byte("x"), 0o644)
	}
	fsys.Symlink(ctx, "a", "/w/sl")
	fsys.Remove(ctx, "/w/emp")
	cases := []struct {
		args   []string
		want   string
		status int
	}{
		{[]string{"tree"}, ".\n├── a\n├── d\n│\u00a0\u00a0 ├── b\n│\u00a0\u00a0 ├── e\n│\u00a0\u00a0 │\u00a0\u00a0 └── c\n│\u00a0\u00a0 └── f\n│\u00a0\u00a0     └── g.txt\n└── sl -> a\n\n4 directories, 5 files\n", 0},
		{[]string{"tree", "-a"}, ".\n├── .hid\n│\u00a0\u00a0 └── x\n├── a\n├── d\n│\u00a0\u00a0 ├── b\n│\u00a0\u00a0 ├── e\n│\u00a0\u00a0 │\u00a0\u00a0 └── c\n│\u00a0\u00a0 └── f\n│\u00a0\u00a0     └── g.txt\n└── sl -> a\n\n5 directories, 6 files\n", 0},
		{[]string{"tree", "-d"}, ".\n└── d\n    ├── e\n    └── f\n\n4 directories\n", 0},
		{[]string{"tree", "-L", "1"}, ".\n├── a\n├── d\n└── sl -> a\n\n2 directories, 2 files\n", 0},
		{[]string{"tree", "-f"}, ".\n├── ./a\n├── ./d\n│\u00a0\u00a0 ├── ./d/b\n│\u00a0\u00a0 ├── ./d/e\n│\u00a0\u00a0 │\u00a0\u00a0 └── ./d/e/c\n│\u00a0\u00a0 └── ./d/f\n│\u00a0\u00a0     └── ./d/f/g.txt\n└── ./sl -> a\n\n4 directories, 5 files\n", 0},
		{[]string{"tree", "-F"}, "./\n├── a\n├── d/\n│\u00a0\u00a0 ├── b\n│\u00a0\u00a0 ├── e/\n│\u00a0\u00a0 │\u00a0\u00a0 └── c\n│\u00a0\u00a0 └── f/\n│\u00a0\u00a0     └── g.txt\n└── sl -> a\n\n4 directories, 5 files\n", 0},
		{[]string{"tree", "-I", "e|f"}, ".\n├── a\n├── d\n│\u00a0\u00a0 └── b\n└── sl -> a\n\n2 directories, 3 files\n", 0},
		{[]string{"tree", "-P", "*.txt"}, ".\n└── d\n    ├── e\n    └── f\n        └── g.txt\n\n4 directories, 1 file\n", 0},
		{[]string{"tree", "--noreport", "d"}, "d\n├── b\n├── e\n│\u00a0\u00a0 └── c\n└── f\n    └── g.txt\n", 0},
		{[]string{"tree", "nope"}, "nope  [error opening dir]\n\n0 directories, 0 files\n", 2},
		{[]string{"tree", "a"}, "a  [error opening dir]\n\n0 directories, 1 file\n", 0},
		{[]string{"tree", "d", "a"}, "d\n├── b\n├── e\n│\u00a0\u00a0 └── c\n└── f\n    └── g.txt\na  [error opening dir]\n\n3 directories, 4 files\n", 0},
		{[]string{"tree", "-d", "d/e"}, "d/e\n\n0 directories\n", 0},
		{[]string{"tree", "d/e"}, "d/e\n└── c\n\n1 directory, 1 file\n", 0},
		{[]string{"tree", "-P", "zzz", "d"}, "d\n├── e\n└── f\n\n3 directories, 0 files\n", 0},
		{[]string{"tree", "-I", "b|e|f", "d"}, "d\n\n0 directories, 0 files\n", 0},
		{[]string{"tree", "-d", "-L", "1", "--noreport"}, ".\n└── d\n", 0},
		{[]string{"tree", "-i", "d"}, "d\nb\ne\nc\nf\ng.txt\n\n3 directories, 3 files\n", 0},
		{[]string{"tree", "--dirsfirst", "-L", "1"}, ".\n├── d\n├── a\n└── sl -> a\n\n2 directories, 2 files\n", 0},
	}
	for _, c := range cases {
		r := runIn(t, fsys, "/w", c.args, "")
		if r.stdout != c.want || r.status != c.status {
			t.Errorf("%v:\n got %q (%d)\nwant %q (%d)", c.args, r.stdout, r.status, c.want, c.status)
		}
	}
	// A symlink to a directory counts as one and is not followed.
	fsys.Symlink(ctx, "d", "/w/sd")
	r := runIn(t, fsys, "/w", []string{"tree", "-F", "-L", "1"}, "")
	if want := "./\n├── a\n├── d/\n├── sd -> d/\n└── sl -> a\n\n3 directories, 2 files\n"; r.stdout != want {
		t.Errorf("tree -F -L 1: got %q, want %q", r.stdout, want)
	}
}

func TestTreeErrors(t *testing.T) {
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"tree", "-L", "0"}, "tree: Invalid level, must be greater than 0.\n"},
		{[]string{"tree", "-L", "x"}, "tree: Invalid level, must be greater than 0.\n"},
		{[]string{"tree", "-k"}, "tree: Invalid argument -`k'.\n" + treeShortUsage},
		{[]string{"tree", "--foo"}, "tree: Invalid argument `--foo'.\n" + treeShortUsage},
	} {
		r := runSandbox(t, c.args, "", nil)
		if r.status != 1 || r.stderr != c.stderr || r.stdout != "" {
			t.Errorf("%v: got %+v", c.args, r)
		}
	}
}
