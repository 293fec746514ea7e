package commands

import (
	"context"
	"io/fs"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// statCounter counts the Lstat and Stat calls made through it.
type statCounter struct {
	vfs.FS
	n atomic.Int64
}

func (c *statCounter) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	c.n.Add(1)
	return c.FS.Lstat(ctx, name)
}

func (c *statCounter) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	c.n.Add(1)
	return c.FS.Stat(ctx, name)
}

// grepWalkTree is the sandbox folder holding t/: 12 files with a needle
// each, in the directories a, a/b and c.
func grepWalkTree(t *testing.T) vfs.FS {
	t.Helper()
	files := map[string]string{}
	for _, d := range []string{"a/", "a/b/", "c/"} {
		for _, f := range []string{"1", "2", "3", "4"} {
			files["t/"+d+f] = "needle " + f + "\n"
		}
	}
	mem := memfs.New()
	if err := vfs.MkdirAll(context.Background(), mem, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, mem, files)
	return mem
}

// grep -r takes the type of what it meets from the directory listing, as
// GNU's fts does, rather than by one more lstat a file: over a host folder
// each costs a walk from the root.
func TestGrepRecursiveStatsOperandsOnly(t *testing.T) {
	mem := grepWalkTree(t)
	c := &statCounter{FS: mem}
	r := runIn(t, c, sandboxDir, []string{"grep", "-rc", "needle", "t"}, "")
	if r.status != 0 || r.stderr != "" {
		t.Fatalf("grep: %+v", r)
	}
	if n := c.n.Load(); n > 1 {
		t.Errorf("grep -r over 12 files in 4 directories made %d stat calls, want 1 (its operand)", n)
	}
}

// infoCounter counts the Info calls made on the entries of its listings.
type infoCounter struct {
	vfs.FS
	n atomic.Int64
}

type countedEntry struct {
	fs.DirEntry
	n *atomic.Int64
}

func (e countedEntry) Info() (fs.FileInfo, error) {
	e.n.Add(1)
	return e.DirEntry.Info()
}

func (c *infoCounter) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	ents, err := c.FS.ReadDir(ctx, name)
	for i, e := range ents {
		ents[i] = countedEntry{e, &c.n}
	}
	return ents, err
}

// grep -r asks a listing's Info of directories only (the loop check needs
// their inode): a file's type serves, and over a host folder an entry's
// Info costs an lstat.
func TestGrepRecursiveInfoOfDirectoriesOnly(t *testing.T) {
	mem := grepWalkTree(t)
	c := &infoCounter{FS: mem}
	for _, args := range [][]string{{"grep", "-rc", "needle", "t"}, {"grep", "-rTn", "needle", "t"}} {
		c.n.Store(0)
		r := runIn(t, c, sandboxDir, args, "")
		if r.status != 0 || r.stderr != "" || strings.Count(r.stdout, "\n") != 12 {
			t.Fatalf("%q: %+v", args, r)
		}
		if n := c.n.Load(); n != 3 {
			t.Errorf("%q over 12 files in 4 directories asked %d entries' Info, want 3 (the directories below t)", args, n)
		}
	}
}

// grepChild gives the names the directory walk always gave, and the
// absolute paths vfs.Abs gives them, sharing one string when it can.
func TestGrepChild(t *testing.T) {
	for _, dir := range []string{"/", "/s", "/s/x"} {
		for _, name := range []string{".", "./", "t", "t/", "./t", "t/.", "t/u", "x", "ab", "/", "/s", "/s/x", "//s", "..", "../x", "x/..", "s/x"} {
			for _, implicit := range []bool{false, true} {
				if implicit && name != "." {
					continue
				}
				abs := vfs.Abs(dir, name)
				var want string
				switch {
				case implicit:
					want = "e"
				case strings.HasSuffix(name, "/"):
					want = name + "e"
				default:
					want = name + "/e"
				}
				child, childAbs := grepChild(name, abs, "e", implicit)
				if child != want || childAbs != vfs.Abs(dir, want) {
					t.Errorf("in %s, grepChild(%q, %q) = %q, %q; want %q, %q", dir, name, abs, child, childAbs, want, vfs.Abs(dir, want))
				}
			}
		}
	}
}
