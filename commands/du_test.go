package commands

import (
	"context"
	"maps"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// duTree has one entry per directory level, so the host's unsorted
// directory order cannot differ from ours.
var duTree = map[string]string{
	"d/e/c": strings.Repeat("z", 9000),
	"big":   strings.Repeat("y", 3<<20),
}

func TestDuDiff(t *testing.T) {
	var cases []diffCase
	for _, fl := range [][]string{
		{}, {"-a"}, {"-b"}, {"-ab"}, {"-h"}, {"-hc"}, {"-s"}, {"-sh"}, {"--max-depth=1"}, {"-d", "0"}, {"-k"}, {"-m"},
		{"--apparent-size"}, {"-c", "-s"}, {"-0", "-s"}, {"-h", "-a"},
		{"-S"}, {"-Sc"}, {"-S", "-a", "-d", "1"}, {"--si"}, {"--si", "-a", "-c"}, {"--si", "-h"}, {"-h", "--si"}, {"--si", "-b"},
	} {
		for _, ops := range [][]string{{"d"}, {"d/e/c"}, {"d", "d/e"}, {"big"}, {"d/"}, {"nope"}} {
			args := append(append([]string{"du"}, fl...), ops...)
			cases = append(cases, diffCase{args: args, files: duTree})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"du", "-s", "-d", "1", "d"}, files: duTree},
		diffCase{args: []string{"du", "-s", "-d", "0", "d"}, files: duTree},
		diffCase{args: []string{"du", "-sa", "d"}, files: duTree},
		diffCase{args: []string{"du", "-d", "x"}},
		diffCase{args: []string{"du", "-d", "-1"}},
		diffCase{args: []string{"du", "-Q"}},
		diffCase{args: []string{"du", "-a", "-X", "pats", "d"}, files: duWith(map[string]string{"pats": "c\n\n*b\n"})},
		diffCase{args: []string{"du", "-a", "--exclude-from=pats", "--exclude-from", "p2", "d"}, files: duWith(map[string]string{"pats": "c\n", "p2": "e\n"})},
		diffCase{args: []string{"du", "-X", "nofile", "d"}, files: duTree},
	)
	runDiffCases(t, cases)
}

// duWith is duTree and more files.
func duWith(more map[string]string) map[string]string {
	m := maps.Clone(duTree)
	maps.Copy(m, more)
	return m
}

func TestDuTree(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work/d/e", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/a", []byte("hello"), 0o644)
	vfs.WriteFile(ctx, fsys, "/work/d/b", make([]byte, 5000), 0o644)
	vfs.WriteFile(ctx, fsys, "/work/d/e/c", make([]byte, 9000), 0o644)
	fsys.Symlink(ctx, "a", "/work/sl")
	fsys.Link(ctx, "/work/d/b", "/work/d/hard")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"du"}, "16\t./d/e\n28\t./d\n36\t.\n"},
		{[]string{"du", "-a"}, "4\t./a\n8\t./d/b\n12\t./d/e/c\n16\t./d/e\n28\t./d\n0\t./sl\n36\t.\n"},
		{[]string{"du", "-ab"}, "5\t./a\n5000\t./d/b\n9000\t./d/e/c\n13096\t./d/e\n22192\t./d\n1\t./sl\n26294\t.\n"},
		{[]string{"du", "-hc"}, "16K\t./d/e\n28K\t./d\n36K\t.\n36K\ttotal\n"},
		{[]string{"du", "-sh", "d", "a"}, "28K\td\n4.0K\ta\n"},
		{[]string{"du", "--max-depth=1"}, "28\t./d\n36\t.\n"},
		{[]string{"du", "-L", "-s", "sl"}, "4\tsl\n"},
		{[]string{"du", "-s", "/"}, "40\t/\n"},
		{[]string{"du", "-a", "--exclude=c", "--exclude=b", "d"}, "4\td/e\n8\td/hard\n16\td\n"},
		{[]string{"du", "-a", "--exclude=h*", "d"}, "8\td/b\n12\td/e/c\n16\td/e\n28\td\n"},
		{[]string{"du", "-a", "--exclude=d/e", "d"}, "8\td/b\n12\td\n"},
		{[]string{"du", "-a", "--exclude=e", "d"}, "8\td/b\n12\td\n"},
		// As GNU du on the same tree: -l counts the hard link twice, -D
		// and -H follow only the operand.
		{[]string{"du", "-l"}, "16\t./d/e\n36\t./d\n44\t.\n"},
		{[]string{"du", "-a", "-l", "d"}, "8\td/b\n12\td/e/c\n16\td/e\n8\td/hard\n36\td\n"},
		{[]string{"du", "-D", "sl"}, "4\tsl\n"},
		{[]string{"du", "-H", "sl"}, "4\tsl\n"},
		{[]string{"du", "-L", "-P", "sl"}, "0\tsl\n"},
		{[]string{"du", "-s", "-D", "."}, "36\t.\n"},
	} {
		if r := runIn(t, fsys, "/work", c.args, ""); r.stdout != c.want || r.status != 0 {
			t.Errorf("%v: got %q (%d), want %q", c.args, r.stdout, r.status, c.want)
		}
	}
}

// -x skips directories where another file system is mounted.
func TestDuOneFileSystem(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work/m", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/m/big", make([]byte, 10000), 0o644)
	mfs := mountsFS{fsys, []vfs.Mount{{Path: "/", FS: fsys}, {Path: "/work/m", FS: fsys}}}
	if r := runIn(t, mfs, "/work", []string{"du", "-x"}, ""); r.stdout != "4\t.\n" {
		t.Errorf("du -x: %q", r.stdout)
	}
	if r := runIn(t, mfs, "/work", []string{"du"}, ""); r.stdout != "16\t./m\n20\t.\n" {
		t.Errorf("du: %q", r.stdout)
	}
}

func TestHumanCeil(t *testing.T) {
	for n, want := range map[int64]string{
		0: "0", 1023: "1023", 1024: "1.0K", 1025: "1.1K", 10 * 1024: "10K", 10*1024 - 1: "10K",
		10*1024 + 1: "11K", 1024*1024 - 1: "1.0M", 1 << 20: "1.0M", 5 << 30: "5.0G", 1536: "1.5K",
	} {
		if got := humanCeil(n); got != want {
			t.Errorf("humanCeil(%d) = %q, want %q", n, got, want)
		}
	}
}
