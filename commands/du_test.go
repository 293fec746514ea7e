package commands

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// TestDuInodesFilesDiff: --inodes (counts, with -a, -S, -h and the
// ineffective -b), --files0-from (zero-length names, '-' from stdin,
// operands refused, a missing list) and --time's words and styles where
// the time printed does not depend on when the files were made.
func TestDuInodesFilesDiff(t *testing.T) {
	// One entry a directory: the host lists a directory unsorted.
	tree := map[string]string{"d/e/f/g": "y", "one": "x"}
	list := func(names ...string) map[string]string {
		m := maps.Clone(tree)
		m["list"] = strings.Join(names, "\x00")
		return m
	}
	var cases []diffCase
	for _, fl := range [][]string{
		{"--inodes"}, {"--inodes", "-a"}, {"--inodes", "-S"}, {"--inodes", "-b"}, {"--inodes", "--apparent-size", "-s"},
		{"--inodes", "-h", "-c"}, {"--inodes", "-k"}, {"--inodes", "-BK"}, {"--inodes", "--si"}, {"--inodes", "-t", "2"},
		{"--time", "--time-style=+%Y"}, {"--time=atime", "--time-style=+%Y", "-a"}, {"--time=ctime", "--time-style=+%Y", "-s"},
		{"--time=use", "--time-style", "+x%%y", "-c"}, {"--time=s", "--time-style=+%Y"},
		{"--time=bogus"}, {"--time=mtime"}, {"--time", "--time-style=bogus"}, {"--time", "--time-style=posix-iso"},
		{"--time-style=bogus"}, {"--time", "--time-style="},
	} {
		cases = append(cases, diffCase{args: append(append([]string{"du"}, fl...), "d"), files: tree})
	}
	cases = append(cases,
		diffCase{args: []string{"du", "--files0-from=list"}, files: list("d/e", "", "d/e/f/g", "nope", "-")},
		diffCase{args: []string{"du", "--files0-from", "list", "-c", "-a"}, files: list("one", "d/e/f/g", "d/e/f")},
		diffCase{args: []string{"du", "--files0-from=list", "--inodes"}, files: list("d", "d/e")},
		diffCase{args: []string{"du", "--files0-from=-"}, stdin: "d/e\x00-\x00one", files: tree},
		diffCase{args: []string{"du", "--files0-from=-", "-c"}, files: tree},
		diffCase{args: []string{"du", "--files0-from=nofile"}, files: tree},
		diffCase{args: []string{"du", "--files0-from=list", "one"}, files: list("d")},
		// Several operands: every file counts once (GNU's hash_all).
		diffCase{args: []string{"du", "-a", "d", "d/e/f/g", "d/e"}, files: tree},
		diffCase{args: []string{"du", "-l", "d", "d"}, files: tree},
		diffCase{args: []string{"du", "", "one"}, files: tree},
	)
	runDiffCases(t, cases)
}

// TestDuTimeDiff: --time shows the latest time below each entry, in each
// style, against GNU du on a tree with the same times.
func TestDuTimeDiff(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.Parse("2006-01-02 15:04:05.999999999", s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	// Children before parents, so setting a file's time does not change
	// its directory's afterwards.
	times := []struct {
		name         string
		atime, mtime time.Time
	}{
		{"d/e/f/g", at("2022-03-04 05:06:07.123456789"), at("2021-05-06 07:08:09.5")},
		{"d/e/f", at("2020-01-01 00:00:00"), at("2019-07-08 09:10:11")},
		{"d/e", at("2023-01-01 10:00:00"), at("2016-06-06 06:06:06")},
		{"d", at("2015-01-01 00:00:00"), at("2024-02-29 23:59:59.25")},
	}
	// One entry a directory: the host lists a directory unsorted.
	files := map[string]string{"d/e/f/g": "y"}
	var keyFiles strings.Builder // the times are part of the case
	for _, tm := range times {
		fmt.Fprintf(&keyFiles, "%s %d %d\n", tm.name, tm.atime.UnixNano(), tm.mtime.UnixNano())
	}
	for _, args := range [][]string{
		{"du", "--time", "d"}, {"du", "--time", "-a", "d"}, {"du", "--time", "-S", "d"}, {"du", "--time", "-s", "-c", "d/e", "d/e/f/g"},
		{"du", "--time", "--time-style=full-iso", "-a", "d"}, {"du", "--time", "--time-style=iso", "d"},
		{"du", "--time", "--time-style=+%s %N", "-a", "d"}, {"du", "--time=atime", "-a", "d"}, {"du", "--time=access", "--time-style=long", "d/e"},
		{"du", "--time", "--inodes", "-a", "d"}, {"du", "--time", "-d", "1", "d"}, {"du", "--time", "--exclude=f", "d"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			fsys := sandboxFS(t, files)
			for _, tm := range times {
				if err := fsys.Chtimes(context.Background(), sandboxDir+"/"+tm.name, tm.atime, tm.mtime); err != nil {
					t.Fatal(err)
				}
			}
			got := runIn(t, fsys, sandboxDir, args, "")
			key := hostCaseKey(args, "", map[string]string{"times": keyFiles.String()})
			if hostKnown(t, key, resultText(got)) {
				return
			}
			dir := t.TempDir()
			writeHostFiles(t, dir, files)
			for _, tm := range times {
				if err := os.Chtimes(filepath.Join(dir, tm.name), tm.atime, tm.mtime); err != nil {
					t.Fatal(err)
				}
			}
			want := runRealIn(t, dir, args, "")
			hostRan(t, key, resultText(want))
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}
