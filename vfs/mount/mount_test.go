package mount_test

import (
	"context"
	"errors"
	"io/fs"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

var bg = context.Background()

// The contract suite, with the fixture in the root filesystem.
func TestContractRoot(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		tab := mount.New(memfs.New())
		if err := tab.Mount("/elsewhere", memfs.New()); err != nil {
			t.Fatal(err)
		}
		return tab
	})
}

// The contract suite, with the whole tree (but "/") in a mounted
// filesystem: /d is a mount point.
func TestContractMounted(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		tab := mount.New(memfs.New())
		if err := tab.Mount("/d", memfs.New()); err != nil {
			t.Fatal(err)
		}
		return &skipMountPointOps{tab}
	})
}

// skipMountPointOps hides the contract suite's operations that treat /d
// itself as an ordinary directory (renaming it, counting its links): on a
// mount point they fail with EBUSY by design, tested in TestMountPoints.
type skipMountPointOps struct{ *mount.Table }

func (s *skipMountPointOps) Rename(ctx context.Context, oldname, newname string) error {
	if oldname == "/d" {
		return vfs.PathError("rename", oldname, vfs.ErrInvalid)
	}
	return s.Table.Rename(ctx, oldname, newname)
}

// The contract suite on a read-only mount holding the fixture.
func TestContractReadOnly(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		inner := memfs.New()
		if err := vfstest.WriteFixture(bg, inner); err != nil {
			t.Fatal(err)
		}
		tab := mount.New(inner, mount.ReadOnly())
		return tab
	}, vfstest.ReadOnly())
}

func newTable(t *testing.T) (*mount.Table, *memfs.FS, *memfs.FS) {
	t.Helper()
	root, data := memfs.New(), memfs.New()
	tab := mount.New(root)
	must(t, vfs.MkdirAll(bg, root, "/work", 0o755))
	must(t, tab.Mount("/data", data, mount.Description("data disk")))
	return tab, root, data
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantErr(t *testing.T, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: got %v, want %v", what, err, target)
	}
}

func readFile(t *testing.T, fsys vfs.FS, name string) string {
	t.Helper()
	b, err := vfs.ReadFile(bg, fsys, name)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return string(b)
}

func names(ents []fs.DirEntry) string {
	var s []string
	for _, e := range ents {
		s = append(s, e.Name())
	}
	return strings.Join(s, " ")
}

func TestRouting(t *testing.T) {
	tab, root, data := newTable(t)
	must(t, vfs.WriteFile(bg, tab, "/data/x", []byte("in data"), 0o644))
	must(t, vfs.WriteFile(bg, tab, "/work/y", []byte("in root"), 0o644))
	// The inner FS sees paths rebased to its root.
	if got := readFile(t, data, "/x"); got != "in data" {
		t.Errorf("data:/x = %q", got)
	}
	if got := readFile(t, root, "/work/y"); got != "in root" {
		t.Errorf("root:/work/y = %q", got)
	}
	if _, err := root.Stat(bg, "/data/x"); err == nil {
		t.Errorf("/data/x written to the root filesystem")
	}
	// Prefixes match whole components: /data2 is in the root FS.
	must(t, tab.Mkdir(bg, "/data2", 0o755))
	if _, err := root.Stat(bg, "/data2"); err != nil {
		t.Errorf("/data2 not in the root filesystem: %v", err)
	}
	if _, err := data.Stat(bg, "/2"); err == nil {
		t.Errorf("/data2 went to the /data mount")
	}
	// A mount shadows what the filesystem below has at its path.
	must(t, vfs.MkdirAll(bg, root, "/data/hidden", 0o755))
	if _, err := tab.Stat(bg, "/data/hidden"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("shadowed /data/hidden: %v", err)
	}
}

func TestNestedMounts(t *testing.T) {
	tab, _, data := newTable(t)
	deep := memfs.New()
	must(t, tab.Mount("/data/sub/deep", deep))
	must(t, vfs.WriteFile(bg, tab, "/data/sub/deep/f", []byte("deep"), 0o644))
	if got := readFile(t, deep, "/f"); got != "deep" {
		t.Errorf("deep:/f = %q", got)
	}
	// /data/sub does not exist in data, but is listed and stat'ed as a
	// directory leading to the mount point.
	fi, err := tab.Stat(bg, "/data/sub")
	if err != nil || !fi.IsDir() || fi.Name() != "sub" {
		t.Fatalf("Stat(/data/sub) = %v, %v", fi, err)
	}
	ents, err := tab.ReadDir(bg, "/data")
	must(t, err)
	if got := names(ents); got != "sub" {
		t.Errorf("ReadDir(/data) = %q, want sub", got)
	}
	ents, err = tab.ReadDir(bg, "/data/sub")
	must(t, err)
	if got := names(ents); got != "deep" || !ents[0].IsDir() {
		t.Errorf("ReadDir(/data/sub) = %q", got)
	}
	if _, err := data.Stat(bg, "/sub"); err == nil {
		t.Errorf("/data/sub was created in data")
	}
	wantErr(t, "mkdir a synthetic dir", tab.Mkdir(bg, "/data/sub", 0o755), vfs.ErrExist)
	wantErr(t, "remove a synthetic dir", tab.Remove(bg, "/data/sub"), vfs.ErrNotEmpty)
	wantErr(t, "rename a synthetic dir", tab.Rename(bg, "/data/sub", "/data/other"), vfs.ErrBusy)
	f, err := vfs.Open(bg, tab, "/data/sub")
	must(t, err)
	_, err = f.Read(make([]byte, 1))
	wantErr(t, "read a synthetic dir", err, vfs.ErrIsDir)
	must(t, f.Close())
	_, err = tab.OpenFile(bg, "/data/sub", vfs.O_WRONLY, 0)
	wantErr(t, "open a synthetic dir for writing", err, vfs.ErrIsDir)
}

func TestMountPoints(t *testing.T) {
	tab, root, _ := newTable(t)
	// /data does not exist in root but is listed in / and is a directory.
	ents, err := tab.ReadDir(bg, "/")
	must(t, err)
	if got := names(ents); got != "data work" {
		t.Errorf("ReadDir(/) = %q", got)
	}
	for _, e := range ents {
		if !e.IsDir() {
			t.Errorf("%s: not a directory", e.Name())
		}
	}
	for _, stat := range []func(context.Context, string) (fs.FileInfo, error){tab.Stat, tab.Lstat} {
		fi, err := stat(bg, "/data")
		if err != nil || !fi.IsDir() || fi.Name() != "data" {
			t.Errorf("stat /data = %v, %v", fi, err)
		}
	}
	// The mount point hides a file of the same name in the parent.
	must(t, vfs.WriteFile(bg, root, "/data", []byte("file"), 0o644))
	ents, err = tab.ReadDir(bg, "/")
	must(t, err)
	if got := names(ents); got != "data work" || !ents[0].IsDir() {
		t.Errorf("ReadDir(/) with a shadowed file = %q", got)
	}
	wantErr(t, "remove a mount point", tab.Remove(bg, "/data"), vfs.ErrBusy)
	wantErr(t, "rename a mount point", tab.Rename(bg, "/data", "/other"), vfs.ErrBusy)
	must(t, vfs.WriteFile(bg, tab, "/work/f", nil, 0o644))
	wantErr(t, "rename onto a mount point", tab.Rename(bg, "/work/f", "/data"), vfs.ErrBusy)
	wantErr(t, "mkdir a mount point", tab.Mkdir(bg, "/data", 0o755), vfs.ErrExist)
	wantErr(t, "symlink onto a mount point", tab.Symlink(bg, "x", "/data"), vfs.ErrExist)
	_, err = tab.Readlink(bg, "/data")
	wantErr(t, "readlink a mount point", err, vfs.ErrInvalid)
	wantErr(t, "remove /", tab.Remove(bg, "/"), vfs.ErrBusy)
	wantErr(t, "link a mount point (EXDEV first, as Linux)", tab.Link(bg, "/data", "/work/x"), vfs.ErrCrossDevice)
	// Mounting twice at one path, or at a bad path, fails.
	wantErr(t, "mount twice", tab.Mount("/data", memfs.New()), vfs.ErrBusy)
	wantErr(t, "mount at /", tab.Mount("/", memfs.New()), vfs.ErrBusy)
	wantErr(t, "mount at a relative path", tab.Mount("data", memfs.New()), vfs.ErrInvalid)
	wantErr(t, "mount at an unclean path", tab.Mount("/a/../b", memfs.New()), vfs.ErrInvalid)
	wantErr(t, "mount nil", tab.Mount("/n", nil), vfs.ErrInvalid)
	// Chmod of a mount point changes its root.
	must(t, tab.Chmod(bg, "/data", 0o700))
	if fi, _ := tab.Stat(bg, "/data"); fi.Mode() != fs.ModeDir|0o700 {
		t.Errorf("mode of /data after chmod: %v", fi.Mode())
	}
}

func TestCrossMount(t *testing.T) {
	tab, _, _ := newTable(t)
	must(t, vfs.WriteFile(bg, tab, "/work/f", []byte("f"), 0o644))
	wantErr(t, "rename across mounts", tab.Rename(bg, "/work/f", "/data/f"), vfs.ErrCrossDevice)
	wantErr(t, "link across mounts", tab.Link(bg, "/work/f", "/data/f"), vfs.ErrCrossDevice)
	// Within one mount both work.
	must(t, tab.Link(bg, "/work/f", "/work/g"))
	must(t, tab.Rename(bg, "/work/g", "/work/h"))
	if got := readFile(t, tab, "/work/h"); got != "f" {
		t.Errorf("/work/h = %q", got)
	}
	// A symlink to the other mount resolves there, but renaming through
	// it is still across mounts.
	must(t, tab.Symlink(bg, "/data", "/work/dl"))
	wantErr(t, "rename through a symlink across mounts", tab.Rename(bg, "/work/f", "/work/dl/f"), vfs.ErrCrossDevice)
}

// noLinks is a filesystem without hard links.
type noLinks struct{ vfs.FS }

func TestLinkUnsupported(t *testing.T) {
	tab := mount.New(noLinks{memfs.New()})
	must(t, vfs.WriteFile(bg, tab, "/f", nil, 0o644))
	wantErr(t, "link on a filesystem without links", tab.Link(bg, "/f", "/g"), vfs.ErrNotPermitted)
}

func TestReadOnlyMount(t *testing.T) {
	root, ro := memfs.New(), memfs.New()
	must(t, vfs.WriteFile(bg, ro, "/f", []byte("ro"), 0o644))
	must(t, ro.Mkdir(bg, "/dir", 0o755))
	tab := mount.New(root)
	must(t, tab.Mount("/ro", ro, mount.ReadOnly()))
	at := time.Unix(0, 0)
	for _, c := range []struct {
		what string
		err  error
		want error
	}{
		{"write", vfs.WriteFile(bg, tab, "/ro/f", []byte("x"), 0o644), vfs.ErrReadOnly},
		{"create", vfs.WriteFile(bg, tab, "/ro/new", []byte("x"), 0o644), vfs.ErrReadOnly},
		{"open missing for writing", openErr(tab, "/ro/new", vfs.O_WRONLY), vfs.ErrNotExist},
		{"open dir for writing", openErr(tab, "/ro/dir", vfs.O_WRONLY), vfs.ErrIsDir},
		{"O_EXCL on existing", openErr(tab, "/ro/f", vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL), vfs.ErrExist},
		{"mkdir", tab.Mkdir(bg, "/ro/d", 0o755), vfs.ErrReadOnly},
		{"mkdir existing", tab.Mkdir(bg, "/ro/dir", 0o755), vfs.ErrExist},
		{"remove", tab.Remove(bg, "/ro/f"), vfs.ErrReadOnly},
		{"remove missing (EROFS first, as Linux)", tab.Remove(bg, "/ro/missing"), vfs.ErrReadOnly},
		{"rename missing", tab.Rename(bg, "/ro/missing", "/ro/x"), vfs.ErrReadOnly},
		{"O_RDONLY|O_CREATE existing", openErr(tab, "/ro/f", vfs.O_RDONLY|vfs.O_CREATE), nil},
		{"rename", tab.Rename(bg, "/ro/f", "/ro/g"), vfs.ErrReadOnly},
		{"symlink", tab.Symlink(bg, "f", "/ro/l"), vfs.ErrReadOnly},
		{"link", tab.Link(bg, "/ro/f", "/ro/l"), vfs.ErrReadOnly},
		{"chmod", tab.Chmod(bg, "/ro/f", 0o600), vfs.ErrReadOnly},
		{"chmod the mount point", tab.Chmod(bg, "/ro", 0o700), vfs.ErrReadOnly},
		{"chtimes", tab.Chtimes(bg, "/ro/f", at, at), vfs.ErrReadOnly},
		{"chmod missing", tab.Chmod(bg, "/ro/missing", 0o600), vfs.ErrNotExist},
	} {
		wantErr(t, c.what, c.err, c.want)
	}
	if got := readFile(t, tab, "/ro/f"); got != "ro" {
		t.Errorf("/ro/f = %q", got)
	}
	// The root stays writable.
	must(t, vfs.WriteFile(bg, tab, "/f", []byte("rw"), 0o644))
	ms := tab.Mounts()
	if len(ms) != 2 || ms[0].Path != "/" || ms[0].ReadOnly || ms[1].Path != "/ro" || !ms[1].ReadOnly || ms[1].FS != ro {
		t.Errorf("Mounts() = %+v", ms)
	}
}

func openErr(fsys vfs.FS, name string, flag int) error {
	f, err := fsys.OpenFile(bg, name, flag, 0o644)
	if err == nil {
		f.Close()
	}
	return err
}

func TestSymlinksAcrossMounts(t *testing.T) {
	tab, _, data := newTable(t)
	must(t, vfs.WriteFile(bg, data, "/x", []byte("data x"), 0o644))
	must(t, vfs.WriteFile(bg, tab, "/work/w", []byte("work w"), 0o644))
	// An absolute link in the root FS into the mount.
	must(t, tab.Symlink(bg, "/data/x", "/work/tox"))
	if got := readFile(t, tab, "/work/tox"); got != "data x" {
		t.Errorf("/work/tox = %q", got)
	}
	// An absolute link inside the mount is resolved by the table, not by
	// the mounted filesystem: /work/w is in the root FS.
	must(t, data.Symlink(bg, "/work/w", "/tow"))
	if got := readFile(t, tab, "/data/tow"); got != "work w" {
		t.Errorf("/data/tow = %q", got)
	}
	// A relative link climbs out of the mount with "..".
	must(t, data.Symlink(bg, "../work/w", "/up"))
	if got := readFile(t, tab, "/data/up"); got != "work w" {
		t.Errorf("/data/up = %q", got)
	}
	// A link to a directory in another mount, used in the middle of a path.
	must(t, tab.Symlink(bg, "/data", "/work/dl"))
	if got := readFile(t, tab, "/work/dl/x"); got != "data x" {
		t.Errorf("/work/dl/x = %q", got)
	}
	ents, err := tab.ReadDir(bg, "/work/dl")
	must(t, err)
	if got := names(ents); got != "tow up x" {
		t.Errorf("ReadDir(/work/dl) = %q", got)
	}
	// Creating through a link creates in the other mount.
	must(t, vfs.WriteFile(bg, tab, "/work/dl/new", []byte("n"), 0o644))
	if got := readFile(t, data, "/new"); got != "n" {
		t.Errorf("data:/new = %q", got)
	}
	// Lstat and Readlink do not follow; Stat names the link, not the target.
	fi, err := tab.Lstat(bg, "/work/tox")
	must(t, err)
	if fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("Lstat(/work/tox) mode %v", fi.Mode())
	}
	if s, err := tab.Readlink(bg, "/work/tox"); s != "/data/x" || err != nil {
		t.Errorf("Readlink = %q, %v", s, err)
	}
	if fi, err := tab.Stat(bg, "/work/tox"); err != nil || fi.Name() != "tox" || fi.Size() != 6 {
		t.Errorf("Stat(/work/tox) = %v, %v", fi, err)
	}
	// A loop across mounts fails with ELOOP.
	must(t, tab.Symlink(bg, "/data/loop", "/work/loop"))
	must(t, data.Symlink(bg, "/work/loop", "/loop"))
	_, err = tab.Stat(bg, "/work/loop")
	wantErr(t, "loop across mounts", err, vfs.ErrLoop)
	// Errors carry the caller's path, not the mounted filesystem's.
	_, err = tab.Stat(bg, "/data/missing")
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != "/data/missing" {
		t.Errorf("error path: %v", err)
	}
	_, err = vfs.Open(bg, tab, "/work/dl/missing")
	if !errors.As(err, &pe) || pe.Path != "/work/dl/missing" {
		t.Errorf("error path through a link: %v", err)
	}
	// So do the errors of open files, and File.Stat names the file.
	must(t, data.Mkdir(bg, "/dir", 0o755))
	f, err := vfs.Open(bg, tab, "/work/dl/dir")
	must(t, err)
	_, err = f.Read(make([]byte, 1))
	if !errors.As(err, &pe) || pe.Path != "/work/dl/dir" || !errors.Is(err, vfs.ErrIsDir) {
		t.Errorf("read error on an open file: %v", err)
	}
	if fi, err := f.Stat(); err != nil || fi.Name() != "dir" {
		t.Errorf("File.Stat = %v, %v", fi, err)
	}
	must(t, f.Close())
	if err := f.Close(); !errors.As(err, &pe) || pe.Path != "/work/dl/dir" {
		t.Errorf("second close: %v", err)
	}
}

type usageFS struct {
	vfs.FS
	used, limit int64
}

func (u usageFS) Usage() (int64, int64) { return u.used, u.limit }
func (u usageFS) Describe() string      { return "usage fs" }

func TestDescribeUsage(t *testing.T) {
	tab := mount.New(usageFS{memfs.New(), 10, 100})
	must(t, tab.Mount("/b", usageFS{memfs.New(), 5, 50}, mount.Name("bee"), mount.ReadOnly()))
	must(t, tab.Mount("/c", noLinks{memfs.New()}, mount.Description("scratch")))
	if used, limit := tab.Usage(); used != 15 || limit != 150 {
		t.Errorf("Usage() = %d, %d", used, limit)
	}
	if got, want := tab.Describe(), "/ (usage fs); /b (usage fs, mounted read-only); /c (scratch)"; got != want {
		t.Errorf("Describe() = %q, want %q", got, want)
	}
	ms := tab.Mounts()
	if ms[1].Name != "bee" || ms[1].Description != "usage fs" || ms[2].Description != "scratch" {
		t.Errorf("Mounts() = %+v", ms)
	}
	must(t, tab.Mount("/r", noLinks{memfs.New()}, mount.Description("host folder, read-only"), mount.ReadOnly()))
	must(t, tab.Mount("/s", noLinks{memfs.New()}, mount.ReadOnly()))
	if got, want := tab.Describe(), "/ (usage fs); /b (usage fs, mounted read-only); /c (scratch); /r (host folder, read-only); /s (read-only)"; got != want {
		t.Errorf("Describe() = %q, want %q", got, want)
	}
	must(t, tab.Mount("/u", usageFS{memfs.New(), 1, 0}))
	if used, limit := tab.Usage(); used != 16 || limit != 0 {
		t.Errorf("Usage() with an unbounded fs = %d, %d", used, limit)
	}
}

func TestCanceled(t *testing.T) {
	tab, _, _ := newTable(t)
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if _, err := tab.Stat(ctx, "/data/x"); !errors.Is(err, context.Canceled) {
		t.Errorf("Stat with a canceled context: %v", err)
	}
}

// Mount may run while other goroutines use the table.
func TestConcurrentMount(t *testing.T) {
	tab, _, _ := newTable(t)
	done := make(chan bool)
	go func() {
		for i := 0; i < 200; i++ {
			tab.ReadDir(bg, "/")
			tab.Stat(bg, "/data")
		}
		done <- true
	}()
	for i := 0; i < 50; i++ {
		must(t, tab.Mount("/m"+strings.Repeat("x", i), memfs.New()))
	}
	<-done
	ents, err := tab.ReadDir(bg, "/")
	must(t, err)
	if len(ents) != 52 {
		t.Errorf("%d entries in /", len(ents))
	}
}

// FuzzResolve feeds arbitrary paths to a table with nested mounts and
// symlinks across them: no panic, no hang, and Stat agrees with Lstat on
// everything that is not a symlink.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{"/", "/data/x", "/work/../data/./x", "//data//sub/deep", "/work/dl/../work",
		"/work/loop", "/data/up/up/x", "relative", "", "/data/sub/..", "/\x00"} {
		f.Add(s)
	}
	root, data := memfs.New(), memfs.New()
	tab := mount.New(root)
	if err := tab.Mount("/data", data); err != nil {
		f.Fatal(err)
	}
	if err := tab.Mount("/data/sub/deep", memfs.New(), mount.ReadOnly()); err != nil {
		f.Fatal(err)
	}
	vfs.MkdirAll(bg, root, "/work", 0o755)
	vfs.WriteFile(bg, data, "/x", []byte("x"), 0o644)
	tab.Symlink(bg, "/data", "/work/dl")
	tab.Symlink(bg, "/work/loop", "/work/loop")
	data.Symlink(bg, "..", "/up")
	f.Fuzz(func(t *testing.T, name string) {
		fi, err := tab.Stat(bg, name)
		lfi, lerr := tab.Lstat(bg, name)
		if lerr == nil && lfi.Mode()&fs.ModeSymlink == 0 {
			if err != nil || fi.Mode() != lfi.Mode() {
				t.Fatalf("%q: Stat %v, %v; Lstat %v", name, fi, err, lfi.Mode())
			}
		}
		tab.ReadDir(bg, name)
		vfs.ReadFile(bg, tab, name)
	})
}

// prefixFS is a PrefixLstater that counts calls.
type prefixFS struct {
	*memfs.FS
	lstats, walks int
}

func (p *prefixFS) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	p.lstats++
	return p.FS.Lstat(ctx, name)
}

func (p *prefixFS) LstatPrefixes(ctx context.Context, name string, fn func(string, fs.FileInfo, error) bool) {
	p.walks++
	prefix := ""
	for _, c := range strings.Split(name, "/")[1:] {
		prefix += "/" + c
		fi, err := p.FS.Lstat(ctx, prefix)
		if !fn(prefix, fi, err) || err != nil || !fi.IsDir() {
			return
		}
	}
}

func TestPrefixLstater(t *testing.T) {
	root, inner := memfs.New(), memfs.New()
	p := &prefixFS{FS: inner}
	tab := mount.New(root)
	must(t, tab.Mount("/m", p))
	must(t, vfs.MkdirAll(bg, inner, "/a/b/c/d", 0o755))
	must(t, vfs.WriteFile(bg, inner, "/a/b/c/d/f", []byte("f"), 0o644))
	must(t, inner.Symlink(bg, "/m/a/b", "/a/l"))
	if got := readFile(t, tab, "/m/a/b/c/d/f"); got != "f" {
		t.Errorf("read = %q", got)
	}
	if p.walks != 1 || p.lstats != 1 {
		t.Errorf("resolving 6 components: %d walks, %d lstats, want 1 walk and 1 lstat (of the mount root)", p.walks, p.lstats)
	}
	// A symlink restarts the walk at its target.
	p.walks, p.lstats = 0, 0
	if got := readFile(t, tab, "/m/a/l/c/d/f"); got != "f" {
		t.Errorf("read through a link = %q", got)
	}
	if p.walks != 2 || p.lstats != 1 {
		t.Errorf("resolving through a link: %d walks, %d lstats, want 2 walks and 1 lstat", p.walks, p.lstats)
	}
}

// FuzzPrefixLstater checks that resolving through a PrefixLstater gives
// the same results as resolving with Lstat alone.
func FuzzPrefixLstater(f *testing.F) {
	for _, s := range []string{"/m/a/b/c", "/m/a/l/c", "/m/a/up/a/b", "/m/x/../a", "/m/a/abs/b/c", "/m/a/b/c/f/g", "/m/a/sub/deep"} {
		f.Add(s)
	}
	build := func(wrap bool) *mount.Table {
		inner := memfs.New()
		vfs.MkdirAll(bg, inner, "/a/b/c", 0o755)
		vfs.WriteFile(bg, inner, "/a/b/c/f", []byte("f"), 0o644)
		inner.Symlink(bg, "b", "/a/l")
		inner.Symlink(bg, "..", "/a/up")
		inner.Symlink(bg, "/m/a", "/a/abs")
		inner.Symlink(bg, "/m", "/a/sub")
		tab := mount.New(memfs.New())
		// memfs is a PrefixLstater itself: the plain side hides it.
		var fsys vfs.FS = struct{ vfs.FS }{inner}
		if wrap {
			fsys = &prefixFS{FS: inner}
		}
		tab.Mount("/m", fsys)
		tab.Mount("/m/a/sub/deep", memfs.New())
		return tab
	}
	plain, prefixed := build(false), build(true)
	f.Fuzz(func(t *testing.T, name string) {
		for _, follow := range []bool{false, true} {
			stat := func(tab *mount.Table) string {
				var fi fs.FileInfo
				var err error
				if follow {
					fi, err = tab.Stat(bg, name)
				} else {
					fi, err = tab.Lstat(bg, name)
				}
				if err != nil {
					return vfs.Strerror(err)
				}
				return fi.Mode().String()
			}
			if a, b := stat(plain), stat(prefixed); a != b {
				t.Fatalf("%q (follow %v): %s with Lstat, %s with LstatPrefixes", name, follow, a, b)
			}
		}
	})
}

// memfs lstats the prefixes of a path in one walk: without it, the
// table's walk of a deep path cost O(n²) and mkdir -p of 800 levels 8 s.
var _ mount.PrefixLstater = (*memfs.FS)(nil)

// Resolving a deep path allocates in proportion to its components, not
// components × length: each step's path is a substring of the name, and
// the prefixes lstat'ed ahead are taken in order, not looked up by path.
// (Before, a 2,000-level path cost about 30 MB per resolution, and mkdir -p
// or rm -r of it, a resolution per level, ran past the timeout.)
func TestDeepPathAllocatesLinearly(t *testing.T) {
	inner := memfs.New()
	tab := mount.New(memfs.New())
	must(t, tab.Mount("/m", inner))
	deep := "/a" + strings.Repeat("/a", 1999)
	must(t, vfs.MkdirAll(bg, inner, deep, 0o755))
	name := "/m" + deep
	if _, err := tab.Stat(bg, name); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := tab.Stat(bg, name); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	// About 2,000 FileInfos and the component list: under 1 MB.
	if n := after.TotalAlloc - before.TotalAlloc; n > 2<<20 {
		t.Errorf("Stat of a %d-component path allocated %d KiB", 2001, n>>10)
	}
}
