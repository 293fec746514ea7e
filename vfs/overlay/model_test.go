package overlay_test

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

func errno(err error) syscall.Errno {
	var e syscall.Errno
	if err == nil || !errors.As(err, &e) {
		return 0
	}
	return e
}

var modelPaths = []string{
	"/d", "/d/a.txt", "/d/b.txt", "/d/sub", "/d/sub/c.txt", "/d/empty", "/d/link", "/d/dirlink",
	"/d/new", "/d/sub/new", "/e", "/e/f", "/e/sub", "/d/dirlink/x", "/d/empty/x", "/x",
}

// TestModel runs random operations on an overlay over a read-only base
// and on a plain copy of the base: the two must agree on every result and
// on the whole tree after each step, and applying the overlay's changes
// to another copy of the base must give the same tree.
func TestModel(t *testing.T) {
	seeds := int64(200)
	if testing.Short() {
		seeds = 20
	}
	for seed := int64(1); seed <= seeds; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { runModel(t, seed) })
	}
}

func runModel(t *testing.T, seed int64) {
	r := rand.New(rand.NewSource(seed))
	base := memfs.New()
	if err := vfstest.WriteFixture(bg, base); err != nil {
		t.Fatal(err)
	}
	ref := memfs.New()
	vfstest.WriteFixture(bg, ref)
	var lower vfs.FS = readOnly{base}
	if seed%2 == 0 {
		// Resolution through LstatPrefixes, as over a host folder.
		var calls atomic.Int64
		lower = prefixBase{readOnly{base}, &calls}
	}
	o := overlay.New(lower)
	pick := func() string { return modelPaths[r.Intn(len(modelPaths))] }
	var log []string
	known := map[string]overlay.Record{} // the records as TakeTouched and RecordsOf follow them
	for step := 0; step < 25; step++ {
		var op string
		var do func(vfs.FS) error
		switch k := r.Intn(11); k {
		case 0, 1:
			p, data := pick(), fmt.Sprint("w", r.Intn(3))
			op = "write " + p + " " + data
			do = func(f vfs.FS) error { return vfs.WriteFile(bg, f, p, []byte(data), 0o644) }
		case 2:
			p := pick()
			op = "append " + p
			do = func(f vfs.FS) error {
				fl, err := f.OpenFile(bg, p, vfs.O_WRONLY|vfs.O_APPEND, 0)
				if err != nil {
					return err
				}
				fl.Write([]byte("+"))
				return fl.Close()
			}
		case 3:
			p := pick()
			op = "mkdir " + p
			do = func(f vfs.FS) error { return f.Mkdir(bg, p, 0o755) }
		case 4:
			p := pick()
			op = "remove " + p
			do = func(f vfs.FS) error { return f.Remove(bg, p) }
		case 5:
			p := pick()
			op = "removeall " + p
			do = func(f vfs.FS) error { return vfs.RemoveAll(bg, f, p) }
		case 6, 7:
			a, b := pick(), pick()
			op = "rename " + a + " " + b
			do = func(f vfs.FS) error { return f.Rename(bg, a, b) }
		case 8:
			p, target := pick(), []string{"a.txt", "sub", "/d/sub/c.txt", "nowhere"}[r.Intn(4)]
			op = "symlink " + target + " " + p
			do = func(f vfs.FS) error { return f.Symlink(bg, target, p) }
		case 9:
			p, m := pick(), []fs.FileMode{0o600, 0o755, 0o700}[r.Intn(3)]
			op = fmt.Sprintf("chmod %v %s", m, p)
			do = func(f vfs.FS) error { return f.Chmod(bg, p, m) }
		case 10:
			a, b := pick(), pick()
			op = "link " + a + " " + b
			do = func(f vfs.FS) error { return f.(vfs.Linker).Link(bg, a, b) }
		}
		log = append(log, op)
		eo, er := do(o), do(ref)
		if errno(eo) != errno(er) || (eo == nil) != (er == nil) {
			t.Fatalf("%v\noverlay: %v\nreference: %v", log, eo, er)
		}
		if d := treeDiff(t, o, ref, "/"); d != "" {
			t.Fatalf("%v\ntrees differ:\n%s", log, d)
		}
		checkTouched(t, o, known, log)
	}
	if got := read(t, base, "/d/a.txt"); got != "alpha\n" {
		t.Fatalf("%v: the base changed", log)
	}
	cs, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) > 0 && seed%3 == 0 {
		// Drop some changes: applying the rest must give the overlay's
		// view.
		p := cs[r.Intn(len(cs))].Path
		if err := o.Reset(bg, p); err != nil {
			t.Fatal(err)
		}
		log = append(log, "reset "+p)
		// The reset path is the base's again (unless a changed
		// ancestor's mode keeps it out of reach). Where the base has no
		// entry because an ancestor is not a directory there, a changed
		// ancestor that is a directory now stays: absent either way.
		got, want := entryString(o, p), entryString(base, p)
		absent := func(s string) bool { return s == "No such file or directory" || s == "Not a directory" }
		if got != want && got != "Permission denied" && !(absent(got) && absent(want)) {
			t.Fatalf("%v\nreset path is %s, base has %s", log, got, want)
		}
		if cs, err = o.Changes(bg); err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			if c.Path == p || strings.HasPrefix(c.Path, p+"/") {
				t.Fatalf("%v: change %s still listed", log, c.Path)
			}
		}
		target := memfs.New()
		vfstest.WriteFixture(bg, target)
		if err := o.Apply(bg, target, cs); err != nil {
			t.Fatalf("%v\napply: %v", log, err)
		}
		if d := treeDiff(t, target, o, "/"); d != "" {
			t.Fatalf("%v\nchanges %+v\napplied tree differs from the overlay:\n%s", log, cs, d)
		}
		return
	}
	target := memfs.New()
	vfstest.WriteFixture(bg, target)
	if err := o.Apply(bg, target, cs); err != nil {
		t.Fatalf("%v\napply: %v", log, err)
	}
	if d := treeDiff(t, target, ref, "/"); d != "" {
		t.Fatalf("%v\nchanges %+v\napplied tree differs:\n%s", log, cs, d)
	}
	if err := o.Reset(bg); err != nil {
		t.Fatal(err)
	}
	if d := treeDiff(t, o, readOnly{base}, "/"); d != "" {
		t.Fatalf("%v\nafter reset:\n%s", log, d)
	}
}

// entryString describes the entry at p (not followed): mode and content or
// target, or the error.
func entryString(fsys vfs.FS, p string) string {
	fi, err := fsys.Lstat(bg, p)
	if err != nil {
		return vfs.Strerror(err)
	}
	s := fi.Mode().String()
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		l, _ := fsys.Readlink(bg, p)
		s += " -> " + l
	case fi.Mode().IsRegular():
		b, err := vfs.ReadFile(bg, fsys, p)
		if err != nil {
			return s + " " + vfs.Strerror(err)
		}
		s += " " + string(b)
	}
	return s
}
