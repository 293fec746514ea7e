package overlay_test

import (
	"context"
	"errors"
	"io/fs"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// faulty is a writable target that fails a write once budget bytes were
// written, or every rename: a disk filling up, a crash mid-apply.
type faulty struct {
	*memfs.FS
	budget     atomic.Int64
	failRename bool
}

func (f *faulty) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	fl, err := f.FS.OpenFile(ctx, name, flag, perm)
	if err != nil {
		return nil, err
	}
	return &faultyFile{File: fl, t: f}, nil
}

func (f *faulty) Rename(ctx context.Context, oldname, newname string) error {
	if f.failRename {
		return vfs.PathError("rename", oldname, vfs.ErrIO)
	}
	return f.FS.Rename(ctx, oldname, newname)
}

type faultyFile struct {
	vfs.File
	t *faulty
}

func (f *faultyFile) Write(p []byte) (int, error) {
	left := f.t.budget.Add(-int64(len(p)))
	if left < 0 {
		n := max(0, len(p)+int(left))
		f.File.Write(p[:n])
		return n, vfs.PathError("write", "?", vfs.ErrNoSpace)
	}
	return f.File.Write(p)
}

// leftovers lists the temporary files Apply left in dir.
func leftovers(t *testing.T, fsys vfs.FS, dir string) []string {
	t.Helper()
	var out []string
	ents, err := fsys.ReadDir(bg, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".cw-apply-") {
			out = append(out, e.Name())
		}
	}
	return out
}

// A write failing midway leaves the target file whole, with its old
// content, and no temporary file behind.
func TestApplyWritesEachFileAtomically(t *testing.T) {
	m, ro := populated(t)
	target := &faulty{FS: m}
	o := overlay.New(ro)
	big := strings.Repeat("new content of a.txt\n", 10000)
	write(t, o, "/d/a.txt", big)
	cs := changes(t, o)

	target.budget.Store(1000)
	err := o.Apply(bg, target, cs)
	if !errors.Is(err, vfs.ErrNoSpace) {
		t.Fatalf("Apply: %v, want ENOSPC", err)
	}
	if got := read(t, m, "/d/a.txt"); got != "alpha\n" {
		t.Errorf("after a failed write the target holds %d bytes, want its old content", len(got))
	}
	if l := leftovers(t, m, "/d"); len(l) > 0 {
		t.Errorf("temporary files left: %v", l)
	}

	target.budget.Store(1 << 30)
	target.failRename = true
	if err := o.Apply(bg, target, cs); !errors.Is(err, vfs.ErrIO) {
		t.Fatalf("Apply with a failing rename: %v", err)
	}
	if got := read(t, m, "/d/a.txt"); got != "alpha\n" {
		t.Errorf("after a failed rename the target holds %d bytes", len(got))
	}
	if l := leftovers(t, m, "/d"); len(l) > 0 {
		t.Errorf("temporary files left: %v", l)
	}

	target.failRename = false
	if err := o.Apply(bg, target, cs); err != nil {
		t.Fatal(err)
	}
	if read(t, m, "/d/a.txt") != big {
		t.Error("Apply did not write the file")
	}
	if l := leftovers(t, m, "/d"); len(l) > 0 {
		t.Errorf("temporary files left: %v", l)
	}
}

// Apply keeps the mode and time of a file, and replaces a symlink by
// rename too.
func TestApplyModesTimesSymlinks(t *testing.T) {
	m, ro := populated(t)
	o := overlay.New(ro)
	write(t, o, "/d/b.txt", "new bravo\n")
	must(t, o.Chmod(bg, "/d/b.txt", 0o751))
	must(t, o.Chtimes(bg, "/d/b.txt", fixedTime, fixedTime))
	must(t, o.Remove(bg, "/d/link"))
	must(t, o.Symlink(bg, "b.txt", "/d/link"))
	if err := o.Apply(bg, m, changes(t, o)); err != nil {
		t.Fatal(err)
	}
	fi := mustStat(t, m, "/d/b.txt")
	if fi.Mode() != 0o751 || !fi.ModTime().Equal(fixedTime) {
		t.Errorf("applied file: %v %v", fi.Mode(), fi.ModTime())
	}
	if l, _ := m.Readlink(bg, "/d/link"); l != "b.txt" {
		t.Errorf("applied symlink -> %q", l)
	}
	if l := leftovers(t, m, "/d"); len(l) > 0 {
		t.Errorf("temporary files left: %v", l)
	}
}
