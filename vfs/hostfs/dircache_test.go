package hostfs

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
)

// A directory the walks hold open is moved out of the folder by the host:
// its handle is never used again for the path, whatever takes its place.
func TestDirCacheMovedOut(t *testing.T) {
	for _, repl := range []string{"nothing", "dir", "abslink", "rellink"} {
		t.Run(repl, func(t *testing.T) {
			dir, outside := setup(t)
			writeHost(t, filepath.Join(dir, "a/sub/f"), "inside")
			f := newFS(t, dir)
			for _, name := range []string{"/a/sub/f", "/a/sub"} {
				if _, err := f.Stat(bg, name); err != nil {
					t.Fatal(err)
				}
			}
			if got, _ := read(t, f, "/a/sub/f"); got != "inside" {
				t.Fatalf("read %q", got)
			}
			if len(f.dirs.dirs) == 0 {
				t.Fatal("no directory cached: the test tests nothing")
			}
			// The host moves a (and sub with it) out, then puts the
			// secret where f was.
			moved := filepath.Join(outside, "moved")
			must(t, os.Rename(filepath.Join(dir, "a"), moved))
			must(t, os.WriteFile(filepath.Join(moved, "sub/f"), []byte("SECRET"), 0o644))
			switch repl {
			case "dir":
				writeHost(t, filepath.Join(dir, "a/sub/f"), "new")
			case "abslink":
				must(t, os.Symlink(moved, filepath.Join(dir, "a")))
			case "rellink":
				must(t, os.Symlink("../outside/moved", filepath.Join(dir, "a")))
			}
			got, err := read(t, f, "/a/sub/f")
			if repl == "dir" {
				if got != "new" || err != nil {
					t.Errorf("read after the swap: %q, %v", got, err)
				}
			} else {
				wantErr(t, "read after the move", err, vfs.ErrNotExist)
			}
			ents, _ := f.ReadDir(bg, "/a/sub")
			for _, e := range ents {
				if e.Name() == "f" && repl != "dir" {
					t.Errorf("listed the moved directory")
				}
			}
			if fi, err := f.Lstat(bg, "/a/sub/f"); err == nil && fi.Size() == 6 {
				t.Errorf("lstat sees the moved file")
			}
			f.LstatPrefixes(bg, "/a/sub/f", func(p string, fi fs.FileInfo, err error) bool {
				if p == "/a/sub/f" && err == nil && fi.Size() == 6 {
					t.Errorf("LstatPrefixes sees the moved file")
				}
				return true
			})
		})
	}
}

// The cache holds at most maxCachedDirs directories, and releases them on
// Close.
func TestDirCacheBounded(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 3*maxCachedDirs; i++ {
		writeHost(t, filepath.Join(dir, "d", string(rune('A'+i/26))+string(rune('a'+i%26)), "f"), "x")
	}
	f := newFS(t, dir)
	ents, err := f.ReadDir(bg, "/d")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if _, err := read(t, f, "/d/"+e.Name()+"/f"); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(f.dirs.dirs); n != maxCachedDirs {
		t.Errorf("%d directories cached, want %d", n, maxCachedDirs)
	}
	f.Close()
	if n := len(f.dirs.dirs); n != 0 {
		t.Errorf("%d directories cached after Close", n)
	}
}
