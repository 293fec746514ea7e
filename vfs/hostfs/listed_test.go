package hostfs

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// listedFS is an FS over dir whose listing of each directory in dirs is
// remembered, so that opens of their files take openListed's path.
func listedFS(t *testing.T, dir string, dirs ...string) *FS {
	t.Helper()
	f := newFS(t, dir)
	for _, d := range dirs {
		if _, err := f.ReadDir(bg, d); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// Opening a listed file makes no walk (no fstatat per directory on the
// path), and costs a bounded number of allocations: the per-file cost of
// grep -r and find | xargs on a host folder.
func TestOpenListedCost(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 100; i++ {
		writeHost(t, filepath.Join(dir, "a/b", fmt.Sprintf("f%02d", i)), "line\n")
	}
	f := listedFS(t, dir, "/a/b")
	if f.noOpenat2.Load() {
		t.Skip("no openat2 on this kernel")
	}
	walks := 0
	f.afterResolve = func() { walks++ }
	buf := make([]byte, 64)
	i := 0
	allocs := testing.AllocsPerRun(100, func() {
		fl, err := f.OpenFile(bg, fmt.Sprintf("/a/b/f%02d", i%100), vfs.O_RDONLY, 0)
		i++
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := fl.Read(buf); n != 5 {
			t.Fatalf("read %d bytes", n)
		}
		fl.Close()
	})
	if walks != 0 {
		t.Errorf("%d walks for %d opens of listed files, want none", walks, i)
	}
	// fmt.Sprintf 1, the file 1 (the fdFile is in it, and openat2's path
	// on the stack: cpath.go).
	if allocs > 2 {
		t.Errorf("%.0f allocations per open, read and close of a listed file, want at most 2", allocs)
	}
	// A listing allocates nothing per file (TestListingAllocations).
	allocs = testing.AllocsPerRun(20, func() {
		if _, err := f.ReadDir(bg, "/a/b"); err != nil {
			t.Fatal(err)
		}
	})
	if perFile := allocs / 100; perFile > 0.3 {
		t.Errorf("%.2f allocations per file listed, want at most 0.3", perFile)
	}
	// A file not listed walks.
	writeHost(t, filepath.Join(dir, "a/b/new"), "x")
	walks = 0
	if _, err := read(t, f, "/a/b/new"); err != nil || walks != 1 {
		t.Errorf("open of a file not listed: %v, %d walks", err, walks)
	}
}

// After a listing the host swaps a directory on the path, or the file,
// for a symlink leading out: the open follows the link with chroot
// semantics (the walk), never out of the folder.
func TestOpenListedSwapped(t *testing.T) {
	for _, what := range []string{"dir-abs", "dir-rel", "file-abs", "file-rel"} {
		t.Run(what, func(t *testing.T) {
			dir, outside := setup(t)
			writeHost(t, filepath.Join(dir, "sub/secret"), "harmless")
			f := listedFS(t, dir, "/sub")
			switch what {
			case "dir-abs", "dir-rel":
				link := outside
				if what == "dir-rel" {
					link = "../outside"
				}
				must(t, os.Rename(filepath.Join(dir, "sub"), filepath.Join(dir, "old")))
				must(t, os.Symlink(link, filepath.Join(dir, "sub")))
			default:
				link := filepath.Join(outside, "secret")
				if what == "file-rel" {
					link = "../../outside/secret"
				}
				must(t, os.Remove(filepath.Join(dir, "sub/secret")))
				must(t, os.Symlink(link, filepath.Join(dir, "sub/secret")))
			}
			_, err := read(t, f, "/sub/secret")
			wantErr(t, "read through a swapped-in link", err, vfs.ErrNotExist)
		})
	}
}

// A listed directory the host moves out of the folder is not read
// through its old path.
func TestOpenListedMovedOut(t *testing.T) {
	dir, outside := setup(t)
	writeHost(t, filepath.Join(dir, "a/sub/f"), "inside")
	f := listedFS(t, dir, "/a/sub")
	if got, _ := read(t, f, "/a/sub/f"); got != "inside" {
		t.Fatalf("read %q", got)
	}
	moved := filepath.Join(outside, "moved")
	must(t, os.Rename(filepath.Join(dir, "a"), moved))
	must(t, os.WriteFile(filepath.Join(moved, "sub/f"), []byte("SECRET"), 0o644))
	_, err := read(t, f, "/a/sub/f")
	wantErr(t, "read after the move", err, vfs.ErrNotExist)
}

// A listed regular file the host replaces with a FIFO is refused, and
// the open does not block.
func TestOpenListedFIFO(t *testing.T) {
	dir, _ := setup(t)
	f := listedFS(t, dir, "/")
	must(t, os.Remove(filepath.Join(dir, "in.txt")))
	must(t, syscall.Mkfifo(filepath.Join(dir, "in.txt"), 0o644))
	done := make(chan error)
	go func() {
		_, err := vfs.Open(bg, f, "/in.txt")
		done <- err
	}()
	select {
	case err := <-done:
		wantErr(t, "open a swapped-in fifo", err, vfs.ErrNotExist)
	case <-time.After(10 * time.Second):
		t.Fatal("open blocked on a swapped-in fifo")
	}
}

// A listed file that gained a hard link, or grew past MaxReadBytes, is
// refused as the walk refuses it; one that became a directory opens as
// one.
func TestOpenListedChecks(t *testing.T) {
	dir, outside := setup(t)
	writeHost(t, filepath.Join(dir, "big"), "0123456789")
	writeHost(t, filepath.Join(dir, "d"), "")
	f, err := New(dir, MaxReadBytes(5))
	must(t, err)
	t.Cleanup(func() { f.Close() })
	_, err = f.ReadDir(bg, "/")
	must(t, err)
	must(t, os.Link(filepath.Join(dir, "in.txt"), filepath.Join(outside, "link")))
	_, err = vfs.Open(bg, f, "/in.txt")
	wantErr(t, "open a hard-linked file", err, vfs.ErrPermission)
	_, err = vfs.Open(bg, f, "/big")
	wantErr(t, "open a file over the limit", err, vfs.ErrFileTooLarge)
	must(t, os.Remove(filepath.Join(dir, "d")))
	must(t, os.Mkdir(filepath.Join(dir, "d"), 0o755))
	fl, err := vfs.Open(bg, f, "/d")
	must(t, err)
	defer fl.Close()
	if fi, err := fl.Stat(); err != nil || !fi.IsDir() {
		t.Errorf("stat of a directory opened: %v, %v", fi, err)
	}
}

// Swapping continuously while listing and reading never yields the
// secret.
func TestOpenListedSwapRace(t *testing.T) {
	dir, outside := setup(t)
	writeHost(t, filepath.Join(dir, "sub/secret"), "harmless")
	f := newFS(t, dir)
	stop := swapSubForLink(dir, outside)
	deadline := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(deadline) {
		f.ReadDir(bg, "/sub")
		read(t, f, "/sub/secret")
	}
	stop()
}
