package overlay_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

// blobs is a content-addressed store standing for a session store: it
// counts loads.
type blobs struct {
	mu    sync.Mutex
	m     map[string][]byte
	loads atomic.Int64
	fail  error
}

func newBlobs() *blobs { return &blobs{m: map[string][]byte{}} }

// save keeps the content of every file record of o.
func (b *blobs) save(t *testing.T, o *overlay.FS, recs []overlay.Record) {
	t.Helper()
	for _, r := range recs {
		if r.Type != overlay.TypeFile || r.Link != "" {
			continue
		}
		data, err := o.Content(bg, r.Path)
		if err != nil {
			t.Fatalf("Content(%s): %v", r.Path, err)
		}
		if sha256sum(data) != r.Hash {
			t.Fatalf("Content(%s) does not have the record's hash", r.Path)
		}
		b.mu.Lock()
		b.m[r.Hash] = data
		b.mu.Unlock()
	}
}

func (b *blobs) load(ctx context.Context, hash string) ([]byte, error) {
	b.loads.Add(1)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.fail != nil {
		return nil, b.fail
	}
	data, ok := b.m[hash]
	if !ok {
		return nil, fmt.Errorf("blob %s not found", hash)
	}
	return data, nil
}

// persist takes o's records through JSON, as a store would.
func persist(t *testing.T, o *overlay.FS, b *blobs) []overlay.Record {
	t.Helper()
	recs, err := o.Records(bg)
	if err != nil {
		t.Fatal(err)
	}
	b.save(t, o, recs)
	js, err := json.Marshal(recs)
	if err != nil {
		t.Fatal(err)
	}
	var back []overlay.Record
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatal(err)
	}
	return back
}

// listing describes a tree as ls -lR would, with times: what a resumed
// session must see unchanged.
func listing(t *testing.T, fsys vfs.FS) string {
	t.Helper()
	var b strings.Builder
	err := vfs.WalkDir(bg, fsys, "/", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(&b, "%s: %v\n", p, err)
			return nil
		}
		fi, err := fsys.Lstat(bg, p)
		if err != nil {
			return err
		}
		nlink := uint64(0)
		if st := vfs.Stat(fi); st != nil {
			nlink = st.Nlink
		}
		fmt.Fprintf(&b, "%s %v %d %d", p, fi.Mode(), nlink, fi.Size())
		if fi.Mode()&fs.ModeSymlink == 0 {
			fmt.Fprintf(&b, " %s", fi.ModTime().UTC().Format("2006-01-02T15:04:05.999999999"))
		}
		b.WriteByte('\n')
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func diffText(t *testing.T, o *overlay.FS) string {
	t.Helper()
	var b bytes.Buffer
	if err := o.Diff(bg, &b, overlay.DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func changes(t *testing.T, o *overlay.FS) []overlay.Change {
	t.Helper()
	cs, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// everyChange makes every kind of change on an overlay over diffBase:
// the diff tests' edits, renames of a file and a directory, a hard link,
// an opaque directory, chmod of a directory.
func everyChange(t *testing.T) (base *memfs.FS, o *overlay.FS) {
	t.Helper()
	base = memfs.New()
	writeTree(t, base, diffBase)
	writeTree(t, base, map[string]string{"/ren/a": "a\n", "/ren/sub/b": "b\n", "/mv-me": "moved\n", "/opq/old": "old\n"})
	o = overlay.New(readOnly{base})
	editForDiff(t, o)
	must(t, o.Rename(bg, "/ren", "/renamed"))
	must(t, o.Rename(bg, "/mv-me", "/dir/moved"))
	write(t, o, "/hard", "linked\n")
	must(t, o.Link(bg, "/hard", "/hard2"))
	// Walk order (/h/x before "/h x") is not path order ("/h x" first).
	must(t, o.Mkdir(bg, "/h", 0o755))
	write(t, o, "/h/x", "walk order\n")
	must(t, o.Link(bg, "/h/x", "/h x"))
	must(t, vfs.RemoveAll(bg, o, "/opq"))
	must(t, o.Mkdir(bg, "/opq", 0o750))
	write(t, o, "/opq/new", "new\n")
	must(t, o.Chmod(bg, "/dir", 0o700))
	must(t, o.Chmod(bg, "/", 0o711))
	must(t, o.Symlink(bg, "/nowhere", "/dangling"))
	return base, o
}

var fixedTime = time.Date(2020, 5, 6, 7, 8, 9, 0, time.UTC)

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestRestoreRoundTrip(t *testing.T) {
	base, o := everyChange(t)
	b := newBlobs()
	recs := persist(t, o, b)
	r, err := overlay.Restore(readOnly{base}, recs, b.load)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := changes(t, r), changes(t, o); !reflect.DeepEqual(got, want) {
		t.Errorf("Changes after restore:\n%+v\nwant\n%+v", got, want)
	}
	if got, want := diffText(t, r), diffText(t, o); got != want {
		t.Errorf("Diff after restore:\n%s\nwant\n%s", got, want)
	}
	if got, want := listing(t, r), listing(t, o); got != want {
		t.Errorf("listing after restore:\n%s\nwant\n%s", got, want)
	}
	if d := treeDiff(t, o, r, "/"); d != "" {
		t.Errorf("content after restore:\n%s", d)
	}
	again, err := r.Records(bg)
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != len(recs) {
		t.Errorf("%d records after restore, want %d", len(again), len(recs))
	}
	for i := range min(len(again), len(recs)) {
		if !reflect.DeepEqual(again[i], recs[i]) {
			t.Errorf("record after restore:\n%+v %+v\nwant\n%+v %+v", again[i], again[i].Base, recs[i], recs[i].Base)
		}
	}
	// The restored overlay goes on as the original would.
	for _, fsys := range []*overlay.FS{o, r} {
		write(t, fsys, "/hard", "both names\n")
		must(t, fsys.Remove(bg, "/renamed/a"))
		must(t, overlayReset(fsys, "/opq"))
	}
	if got, want := diffText(t, r), diffText(t, o); got != want {
		t.Errorf("Diff after more changes:\n%s\nwant\n%s", got, want)
	}
	if read(t, r, "/hard2") != "both names\n" {
		t.Error("the hard link was not restored as one file")
	}
}

func overlayReset(o *overlay.FS, p string) error { return o.Reset(bg, p) }

// A base file changed after the session was saved is seen changed after
// the restore, unless the session changed that path.
func TestRestoreReadsTheBaseLive(t *testing.T) {
	base, o := everyChange(t)
	b := newBlobs()
	recs := persist(t, o, b)
	write(t, base, "/nonl", "changed in the base\n")     // changed by the session too
	write(t, base, "/modeonly", "changed in the base\n") // only chmod-ed: copied up
	write(t, base, "/dir/inner2", "new in the base\n")
	r, err := overlay.Restore(readOnly{base}, recs, b.load)
	if err != nil {
		t.Fatal(err)
	}
	if got := read(t, r, "/nonl"); got != "1\n2\n3\n" {
		t.Errorf("/nonl = %q, want the session's", got)
	}
	if got := read(t, r, "/dir/inner2"); got != "new in the base\n" {
		t.Errorf("/dir/inner2 = %q, want the base's", got)
	}
	if got := read(t, r, "/code.go"); got == goSource {
		t.Error("/code.go lost the session's edit")
	}
}

func TestRestoreIsLazy(t *testing.T) {
	const n = 10000
	o := overlay.New(readOnly{memfs.New()})
	for i := range 10 {
		must(t, o.Mkdir(bg, fmt.Sprintf("/d%d", i), 0o755))
	}
	for i := range n {
		write(t, o, fmt.Sprintf("/d%d/f%d", i%10, i), fmt.Sprintf("file %d\n", i))
	}
	b := newBlobs()
	recs := persist(t, o, b)
	r, err := overlay.Restore(readOnly{memfs.New()}, recs, b.load)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.loads.Load(); got != 0 {
		t.Fatalf("restoring %d files loaded %d", n, got)
	}
	fi := mustStat(t, r, "/d7/f1237")
	ents, err := r.ReadDir(bg, "/d3")
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() != int64(len("file 1237\n")) || len(ents) != n/10 {
		t.Errorf("size %d, %d entries", fi.Size(), len(ents))
	}
	if cs := changes(t, r); len(cs) != n+10 {
		t.Errorf("%d changes", len(cs))
	}
	if _, err := r.Records(bg); err != nil {
		t.Fatal(err)
	}
	if got := b.loads.Load(); got != 0 {
		t.Fatalf("stat, ls, Changes and Records loaded %d files", got)
	}
	if got := read(t, r, "/d7/f1237"); got != "file 1237\n" {
		t.Errorf("read %q", got)
	}
	read(t, r, "/d7/f1237")
	if got := b.loads.Load(); got != 1 {
		t.Errorf("reading one file twice loaded %d", got)
	}
	// Appending loads; truncating does not.
	f, err := r.OpenFile(bg, "/d1/f1", vfs.O_WRONLY|vfs.O_APPEND, 0)
	must(t, err)
	f.Write([]byte("more\n"))
	f.Close()
	write(t, r, "/d2/f2", "replaced\n")
	if got := b.loads.Load(); got != 2 {
		t.Errorf("append and truncate loaded %d in all", got)
	}
	if got := read(t, r, "/d1/f1"); got != "file 1\nmore\n" {
		t.Errorf("appended: %q", got)
	}
	cs := changes(t, r)
	for _, c := range cs {
		if c.Path == "/d2/f2" && c.Hash != sha("replaced\n") {
			t.Errorf("hash of a rewritten lazy file: %s", c.Hash)
		}
	}
}

func TestRestoreLoadErrors(t *testing.T) {
	o := overlay.New(readOnly{memfs.New()})
	write(t, o, "/f", "content\n")
	write(t, o, "/g", "other\n")
	b := newBlobs()
	recs := persist(t, o, b)
	r, err := overlay.Restore(readOnly{memfs.New()}, recs, b.load)
	must(t, err)

	b.fail = errors.New("store unreachable")
	_, err = vfs.ReadFile(bg, r, "/f")
	if !errors.Is(err, vfs.ErrIO) || vfs.Strerror(err) != "Input/output error" || !strings.Contains(err.Error(), "store unreachable") {
		t.Errorf("load error: %v (%s)", err, vfs.Strerror(err))
	}
	// The next open tries again.
	b.fail = nil
	if got := read(t, r, "/f"); got != "content\n" {
		t.Errorf("after the store came back: %q", got)
	}

	// Content that does not match its hash is refused.
	b.mu.Lock()
	b.m[sha("other\n")] = []byte("tampr\n")
	b.mu.Unlock()
	if _, err := vfs.ReadFile(bg, r, "/g"); !errors.Is(err, vfs.ErrIO) {
		t.Errorf("wrong content: %v", err)
	}
	// A panicking loader is an error too.
	r2, err := overlay.Restore(readOnly{memfs.New()}, recs, func(context.Context, string) ([]byte, error) { panic("boom") })
	must(t, err)
	if _, err := vfs.ReadFile(bg, r2, "/g"); !errors.Is(err, vfs.ErrIO) || !strings.Contains(err.Error(), "boom") {
		t.Errorf("panicking loader: %v", err)
	}
}

func TestRestoreRefusesBadRecords(t *testing.T) {
	h := sha("x")
	bad := [][]overlay.Record{
		{{Path: "rel", Type: overlay.TypeDir, Mode: fs.ModeDir | 0o755}},
		{{Path: "/a/../b", Type: overlay.TypeDir, Mode: fs.ModeDir | 0o755}},
		{{Path: "/a", Type: overlay.TypeDir, Mode: fs.ModeDir}, {Path: "/a", Whiteout: true}},
		{{Path: "/a", Type: overlay.TypeFile, Mode: 0o644, Whiteout: true, Hash: h, Size: 1}},
		{{Path: "/a", Type: overlay.TypeFile, Mode: 0o644, Opaque: true, Hash: h, Size: 1}},
		{{Path: "/a", Type: overlay.TypeFile, Mode: fs.ModeDir | 0o644, Hash: h, Size: 1}},
		{{Path: "/a", Type: overlay.TypeFile, Mode: 0o644, Hash: "nothex", Size: 1}},
		{{Path: "/a", Type: overlay.TypeFile, Mode: 0o644, Hash: h, Size: -1}},
		{{Path: "/a", Type: overlay.TypeFile, Mode: 0o644, Link: "/b"}},
		{{Path: "/a", Type: "fifo"}},
		{{Path: "/a/b", Type: overlay.TypeFile, Mode: 0o644, Hash: h, Size: 1}}, // no parent
		{{Path: "/a", Type: overlay.TypeFile, Mode: 0o644, Hash: h, Size: 0}},
		{{Path: "/", Whiteout: true}},
		{{Path: "/l", Type: overlay.TypeSymlink, Mode: fs.ModeSymlink | 0o777, Target: "/"}, {Path: "/l/f", Type: overlay.TypeFile, Mode: 0o644, Hash: h, Size: 1}},
		{{Path: "/f", Type: overlay.TypeFile, Mode: 0o644, Hash: h, Size: 1}, {Path: "/f/g", Type: overlay.TypeDir, Mode: fs.ModeDir | 0o755}},
		{{Path: "/", Type: overlay.TypeDir, Mode: fs.ModeDir | 0o755, Opaque: true}},
		{{Path: "/", Type: overlay.TypeSymlink, Mode: fs.ModeSymlink | 0o777, Target: "x"}},
	}
	for i, recs := range bad {
		if _, err := overlay.Restore(readOnly{memfs.New()}, recs, newBlobs().load); err == nil {
			t.Errorf("%d: Restore(%+v) accepted", i, recs)
		}
	}
}

// The contract suite on a restored overlay whose fixture lives in lazy
// upper files.
func TestContractRestored(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		o := overlay.New(readOnly{memfs.New()})
		must(t, vfstest.WriteFixture(bg, o))
		b := newBlobs()
		recs := persist(t, o, b)
		r, err := overlay.Restore(readOnly{memfs.New()}, recs, b.load)
		must(t, err)
		return r
	}, vfstest.Populated())
}

// ...and on one restored over a base that has the fixture.
func TestContractRestoredPopulatedBase(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		_, ro := populated(t)
		o := overlay.New(ro)
		write(t, o, "/d/a.txt", "changed\n")
		write(t, o, "/d/a.txt", "alpha\n")
		b := newBlobs()
		r, err := overlay.Restore(ro, persist(t, o, b), b.load)
		must(t, err)
		return r
	}, vfstest.Populated())
}

func TestGeneration(t *testing.T) {
	_, ro := populated(t)
	o := overlay.New(ro)
	steps := []struct {
		name   string
		change bool
		do     func() error
	}{
		{"read", false, func() error { _, err := vfs.ReadFile(bg, o, "/d/a.txt"); return err }},
		{"stat", false, func() error { _, err := o.Stat(bg, "/d/a.txt"); return err }},
		{"readdir", false, func() error { _, err := o.ReadDir(bg, "/d"); return err }},
		{"changes", false, func() error { _, err := o.Changes(bg); return err }},
		{"write", true, func() error { return vfs.WriteFile(bg, o, "/d/a.txt", []byte("x"), 0o644) }},
		{"mkdir", true, func() error { return o.Mkdir(bg, "/n", 0o755) }},
		{"symlink", true, func() error { return o.Symlink(bg, "x", "/n/l") }},
		{"link", true, func() error { return o.Link(bg, "/d/a.txt", "/n/h") }},
		{"rename", true, func() error { return o.Rename(bg, "/n/h", "/n/h2") }},
		{"chmod", true, func() error { return o.Chmod(bg, "/d/b.txt", 0o600) }},
		{"chtimes", true, func() error { return o.Chtimes(bg, "/d/sub", fixedTime, fixedTime) }},
		{"remove", true, func() error { return o.Remove(bg, "/n/l") }},
		{"reset", true, func() error { return o.Reset(bg, "/d/b.txt") }},
	}
	for _, s := range steps {
		before := o.Generation()
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if changed := o.Generation() != before; changed != s.change {
			t.Errorf("%s: generation changed %v, want %v", s.name, changed, s.change)
		}
	}
	// A write through a handle opened earlier counts too.
	f, err := o.OpenFile(bg, "/d/a.txt", vfs.O_WRONLY, 0)
	must(t, err)
	defer f.Close()
	before := o.Generation()
	f.Write([]byte("y"))
	if o.Generation() == before {
		t.Error("a write through an open handle did not change the generation")
	}
}

// countingFS counts the files opened for reading.
type countingFS struct {
	*memfs.FS
	reads atomic.Int64
}

func (c *countingFS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	if flag&vfs.O_ACCMODE != vfs.O_WRONLY {
		c.reads.Add(1)
	}
	return c.FS.OpenFile(ctx, name, flag, perm)
}

// Records reads again only the files that changed since the last call.
func TestRecordsCachesHashes(t *testing.T) {
	up := &countingFS{FS: memfs.New()}
	o := overlay.New(readOnly{memfs.New()}, overlay.WithUpper(up))
	for i := range 50 {
		write(t, o, fmt.Sprintf("/f%d", i), fmt.Sprint(i))
	}
	if _, err := o.Records(bg); err != nil {
		t.Fatal(err)
	}
	up.reads.Store(0)
	recs, err := o.Records(bg)
	must(t, err)
	if n := up.reads.Load(); n != 0 {
		t.Errorf("second Records read %d files", n)
	}
	f, err := o.OpenFile(bg, "/f7", vfs.O_WRONLY|vfs.O_APPEND, 0)
	must(t, err)
	f.Write([]byte("+"))
	f.Close()
	write(t, o, "/f8", "8") // rewritten with the same content
	up.reads.Store(0)
	recs2, err := o.Records(bg)
	must(t, err)
	if n := up.reads.Load(); n != 2 {
		t.Errorf("Records after two writes read %d files", n)
	}
	for i := range recs2 {
		want := recs[i].Hash
		if recs2[i].Path == "/f7" {
			want = sha("7+")
		}
		if recs2[i].Hash != want {
			t.Errorf("%s: hash %s, want %s", recs2[i].Path, recs2[i].Hash, want)
		}
	}
}

// TestRestoreModel runs random operations on two overlays over one base:
// one lives on, the other is saved and restored every few steps. They
// must agree on every result, tree, change list and diff.
func TestRestoreModel(t *testing.T) {
	seeds := int64(100)
	if testing.Short() {
		seeds = 10
	}
	for seed := int64(1); seed <= seeds; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { runRestoreModel(t, seed) })
	}
}

func runRestoreModel(t *testing.T, seed int64) {
	rnd := rand.New(rand.NewSource(seed))
	base := memfs.New()
	must(t, vfstest.WriteFixture(bg, base))
	o := overlay.New(readOnly{base})
	r := overlay.New(readOnly{base})
	b := newBlobs()
	pick := func() string { return modelPaths[rnd.Intn(len(modelPaths))] }
	var log []string
	for step := 0; step < 30; step++ {
		var op string
		var do func(*overlay.FS) error
		switch k := rnd.Intn(12); k {
		case 0, 1:
			p, data := pick(), fmt.Sprint("w", rnd.Intn(3))
			op = "write " + p + " " + data
			do = func(f *overlay.FS) error { return vfs.WriteFile(bg, f, p, []byte(data), 0o644) }
		case 2:
			p := pick()
			op = "append " + p
			do = func(f *overlay.FS) error {
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
			do = func(f *overlay.FS) error { return f.Mkdir(bg, p, 0o755) }
		case 4:
			p := pick()
			op = "removeall " + p
			do = func(f *overlay.FS) error { return vfs.RemoveAll(bg, f, p) }
		case 5, 6:
			a, c := pick(), pick()
			op = "rename " + a + " " + c
			do = func(f *overlay.FS) error { return f.Rename(bg, a, c) }
		case 7:
			p, target := pick(), []string{"a.txt", "sub", "/d/sub/c.txt", "nowhere"}[rnd.Intn(4)]
			op = "symlink " + target + " " + p
			do = func(f *overlay.FS) error { return f.Symlink(bg, target, p) }
		case 8:
			p, m := pick(), []fs.FileMode{0o600, 0o755, 0o700, 0o4755}[rnd.Intn(4)]
			op = fmt.Sprintf("chmod %v %s", m, p)
			do = func(f *overlay.FS) error { return f.Chmod(bg, p, m) }
		case 9:
			a, c := pick(), pick()
			op = "link " + a + " " + c
			do = func(f *overlay.FS) error { return f.Link(bg, a, c) }
		case 10:
			p := pick()
			op = "reset " + p
			do = func(f *overlay.FS) error { return f.Reset(bg, p) }
		case 11:
			p := pick()
			op = "chtimes " + p
			do = func(f *overlay.FS) error { return f.Chtimes(bg, p, fixedTime, fixedTime) }
		}
		log = append(log, op)
		eo, er := do(o), do(r)
		if errno(eo) != errno(er) || (eo == nil) != (er == nil) {
			t.Fatalf("%v\nlive: %v\nrestored: %v", log, eo, er)
		}
		if step%3 == 2 {
			log = append(log, "save+restore")
			rr, err := overlay.Restore(readOnly{base}, persist(t, r, b), b.load)
			if err != nil {
				t.Fatalf("%v\nrestore: %v", log, err)
			}
			r = rr
		}
		if d := treeDiff(t, o, r, "/"); d != "" {
			t.Fatalf("%v\ntrees differ:\n%s", log, d)
		}
	}
	if got, want := changes(t, r), changes(t, o); !reflect.DeepEqual(got, want) {
		t.Fatalf("%v\nchanges differ:\n%+v\nwant\n%+v", log, got, want)
	}
	if got, want := diffText(t, r), diffText(t, o); got != want {
		t.Fatalf("%v\ndiff differs:\n%s\nwant\n%s", log, got, want)
	}
}

// FuzzRestore: records from a damaged or hostile store are refused or
// give a working overlay, never a panic.
func FuzzRestore(f *testing.F) {
	base := memfs.New()
	if err := vfstest.WriteFixture(bg, base); err != nil {
		f.Fatal(err)
	}
	o := overlay.New(readOnly{base})
	vfs.WriteFile(bg, o, "/d/a.txt", []byte("changed"), 0o644)
	o.Remove(bg, "/d/b.txt")
	o.Mkdir(bg, "/n", 0o700)
	o.Symlink(bg, "../d", "/n/l")
	o.Link(bg, "/d/a.txt", "/n/h")
	o.Rename(bg, "/d/sub", "/d/sub2")
	recs, _ := o.Records(bg)
	seed, _ := json.Marshal(recs)
	f.Add(seed)
	f.Add([]byte(`[{"path":"/","type":"dir","mode":2147484141},{"path":"/x","whiteout":true,"base":{"exists":true}}]`))
	load := func(ctx context.Context, hash string) ([]byte, error) {
		if hash == sha("changed") {
			return []byte("changed"), nil
		}
		return nil, errors.New("no such blob")
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var recs []overlay.Record
		if json.Unmarshal(data, &recs) != nil {
			return
		}
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				buf := make([]byte, 1<<20)
				n := runtime.Stack(buf, true)
				panic(fmt.Sprintf("hung on %s\n%s", data, buf[:n]))
			}
		}()
		r, err := overlay.Restore(readOnly{base}, recs, load)
		if err != nil {
			return
		}
		// Everything must answer, with errors at most.
		vfs.WalkDir(bg, r, "/", func(p string, d fs.DirEntry, err error) error {
			if err == nil && d.Type().IsRegular() {
				vfs.ReadFile(bg, r, p)
			}
			return nil
		})
		r.Changes(bg)
		r.Diff(bg, io.Discard, overlay.DiffOptions{})
		r.Records(bg)
		vfs.WriteFile(bg, r, "/d/new", []byte("x"), 0o644)
		r.Reset(bg)
	})
}
