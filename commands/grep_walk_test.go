package commands

import (
	"context"
	"io/fs"
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

// grep -r takes the type of what it meets from the directory listing, as
// GNU's fts does, rather than by one more lstat a file: over a host folder
// each costs a walk from the root.
func TestGrepRecursiveStatsOperandsOnly(t *testing.T) {
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
	c := &statCounter{FS: mem}
	r := runIn(t, c, sandboxDir, []string{"grep", "-rc", "needle", "t"}, "")
	if r.status != 0 || r.stderr != "" {
		t.Fatalf("grep: %+v", r)
	}
	if n := c.n.Load(); n > 1 {
		t.Errorf("grep -r over 12 files in 4 directories made %d stat calls, want 1 (its operand)", n)
	}
}
