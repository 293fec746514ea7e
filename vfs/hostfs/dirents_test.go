package hostfs

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// entry is the entry name of ents, failing the test if there is none.
func entry(t *testing.T, ents []fs.DirEntry, name string) fs.DirEntry {
	t.Helper()
	for _, e := range ents {
		if e.Name() == name {
			return e
		}
	}
	t.Fatalf("no entry %s in the listing", name)
	return nil
}

// A listing reports types from getdents and makes no lstat: an entry's
// Info is its lstat made when Info is first asked, so it shows what the
// host changed since the listing, and a file removed (or replaced by a
// FIFO) since fails with ENOENT.
func TestListingInfoIsLazy(t *testing.T) {
	dir, _ := setup(t)
	writeHost(t, filepath.Join(dir, "grows"), "12")
	writeHost(t, filepath.Join(dir, "gone"), "x")
	writeHost(t, filepath.Join(dir, "fifo"), "x")
	must(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	must(t, os.Symlink("in.txt", filepath.Join(dir, "link")))
	f := newFS(t, dir)
	ents, err := f.ReadDir(bg, "/")
	must(t, err)
	for name, typ := range map[string]fs.FileMode{"in.txt": 0, "sub": fs.ModeDir, "link": fs.ModeSymlink} {
		if got := entry(t, ents, name).Type(); got != typ {
			t.Errorf("%s: type %v, want %v", name, got, typ)
		}
	}
	writeHost(t, filepath.Join(dir, "grows"), "12345")
	must(t, os.Remove(filepath.Join(dir, "gone")))
	must(t, os.Remove(filepath.Join(dir, "fifo")))
	must(t, syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o644))
	if fi, err := entry(t, ents, "grows").Info(); err != nil || fi.Size() != 5 {
		t.Errorf("Info of a file grown since the listing: %v, %v; want its new size 5", fi, err)
	}
	_, err = entry(t, ents, "gone").Info()
	wantErr(t, "Info of a file removed since the listing", err, vfs.ErrNotExist)
	_, err = entry(t, ents, "fifo").Info()
	wantErr(t, "Info of a file replaced by a FIFO", err, vfs.ErrNotExist)
	if fi, err := entry(t, ents, "link").Info(); err != nil || fi.Mode()&fs.ModeSymlink == 0 || fi.Size() != int64(len("in.txt")) {
		t.Errorf("Info of a symlink: %v, %v", fi, err)
	}
	if fi, err := entry(t, ents, "sub").Info(); err != nil || !fi.IsDir() || fi.Name() != "sub" {
		t.Errorf("Info of a directory: %v, %v", fi, err)
	}
}

// The lstats of a listing's Info go through the directory a fresh walk of
// its path reaches: a directory the host moves out of the folder, or
// swaps for a link leading out, after the listing never shows an outside
// file's information.
func TestListingInfoMovedOut(t *testing.T) {
	for _, how := range []string{"moved", "link-abs", "link-rel"} {
		t.Run(how, func(t *testing.T) {
			dir, outside := setup(t)
			writeHost(t, filepath.Join(dir, "a/sub/secret"), "harmless text")
			f := newFS(t, dir)
			ents, err := f.ReadDir(bg, "/a/sub")
			must(t, err)
			moved := filepath.Join(outside, "moved")
			must(t, os.Rename(filepath.Join(dir, "a"), moved))
			must(t, os.WriteFile(filepath.Join(moved, "sub/secret"), []byte("SECRET"), 0o644))
			switch how {
			case "link-abs":
				must(t, os.Symlink(moved, filepath.Join(dir, "a")))
			case "link-rel":
				must(t, os.Symlink("../outside/moved", filepath.Join(dir, "a")))
			}
			fi, err := entry(t, ents, "secret").Info()
			if err == nil && fi.Size() == int64(len("SECRET")) {
				t.Fatal("Info showed the outside file")
			}
			wantErr(t, "Info after the move", err, vfs.ErrNotExist)
		})
	}
}

// Swapping continuously while listing and asking Info never shows the
// outside file.
func TestListingInfoSwapRace(t *testing.T) {
	dir, outside := setup(t)
	writeHost(t, filepath.Join(dir, "sub/secret"), "harmless text")
	f := newFS(t, dir)
	stop := swapSubForLink(dir, outside)
	deadline := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(deadline) {
		ents, _ := f.ReadDir(bg, "/sub")
		for _, e := range ents {
			if fi, err := e.Info(); err == nil && fi.Size() == int64(len("SECRET")) {
				t.Errorf("Info of %s showed the outside file", e.Name())
			}
		}
	}
	stop()
}

// An entry whose type getdents does not report (DT_UNKNOWN) is lstatted
// by the listing: a special file is left out, a gone one too, the others
// get their type and Info from the lstat.
func TestDirentOfUnknownType(t *testing.T) {
	dir, _ := setup(t)
	must(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	must(t, os.Symlink("in.txt", filepath.Join(dir, "link")))
	must(t, syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o644))
	f := newFS(t, dir)
	var st syscall.Stat_t
	for name, want := range map[string]fs.FileMode{"in.txt": 0, "sub": fs.ModeDir, "link": fs.ModeSymlink} {
		e, ok := f.direntOf(f.top, name, syscall.DT_UNKNOWN, &st)
		if !ok || e.typ != want || e.info == nil || e.info.mode.Type() != want {
			t.Errorf("%s: %+v, %v; want type %v and its lstat", name, e, ok, want)
		}
		if name == "link" && e.info.size != int64(len("in.txt")) {
			t.Errorf("link: size %d, want the target's length", e.info.size)
		}
	}
	for _, name := range []string{"fifo", "gone"} {
		if e, ok := f.direntOf(f.top, name, syscall.DT_UNKNOWN, &st); ok {
			t.Errorf("%s listed: %+v", name, e)
		}
	}
	for _, typ := range []byte{syscall.DT_FIFO, syscall.DT_CHR, syscall.DT_BLK, syscall.DT_SOCK} {
		if _, ok := f.direntOf(f.top, "in.txt", typ, &st); ok {
			t.Errorf("d_type %d listed", typ)
		}
	}
}

// A listing costs a few allocations, not some per entry (the names share
// one string, the entries one slice), and its Info one more per entry
// at most (the infos share one slice).
func TestListingAllocations(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 200; i++ {
		writeHost(t, filepath.Join(dir, "d", fmt.Sprintf("f%03d", i)), "x")
	}
	f := newFS(t, dir)
	list := testing.AllocsPerRun(20, func() {
		if _, err := f.ReadDir(bg, "/d"); err != nil {
			t.Fatal(err)
		}
	})
	if perFile := list / 200; perFile > 0.2 {
		t.Errorf("%.2f allocations per entry listed (%.0f a listing), want at most 0.2", perFile, list)
	}
	withInfo := testing.AllocsPerRun(20, func() {
		ents, err := f.ReadDir(bg, "/d")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if _, err := e.Info(); err != nil {
				t.Fatal(err)
			}
		}
	})
	if perFile := (withInfo - list) / 200; perFile > 0.2 {
		t.Errorf("%.2f allocations per entry's Info, want at most 0.2", perFile)
	}
}
