package projection_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/projection"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

var bg = context.Background()

func static(s string) projection.File {
	return func(context.Context) ([]byte, error) { return []byte(s), nil }
}

// fixture is vfstest.Fixture as a projection, /d/sub generated.
func fixture() *projection.FS {
	return projection.New(projection.Dir{
		"d": projection.Dir{
			"a.txt": static("alpha\n"),
			"b.txt": static("bravo\n"),
			"sub": projection.DirFunc(func(context.Context) (map[string]projection.Node, error) {
				return map[string]projection.Node{"c.txt": static("charlie")}, nil
			}),
			"empty":    projection.Dir{},
			"link":     projection.Symlink("a.txt"),
			"dirlink":  projection.Symlink("sub"),
			"up":       projection.Symlink("../d/sub/c.txt"),
			"dangling": projection.Symlink("nowhere"),
		},
	})
}

func TestContract(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS { return fixture() }, vfstest.ReadOnly())
}

func read(t *testing.T, fsys vfs.FS, name string) string {
	t.Helper()
	b, err := vfs.ReadFile(bg, fsys, name)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return string(b)
}

// Two reads report two moments; one open file is one moment.
func TestMoments(t *testing.T) {
	var n atomic.Int64
	p := projection.New(projection.Dir{
		"count": projection.File(func(context.Context) ([]byte, error) {
			return []byte(fmt.Sprintf("%d\n", n.Add(1))), nil
		}),
	})
	if a, b := read(t, p, "/count"), read(t, p, "/count"); a != "1\n" || b != "2\n" {
		t.Errorf("two reads: %q %q", a, b)
	}
	f, err := vfs.Open(bg, p, "/count")
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 1)
	f.Read(buf)
	read(t, p, "/count") // another moment meanwhile
	rest, _ := io.ReadAll(f)
	if got := string(buf) + string(rest); got != "3\n" {
		t.Errorf("open file content changed under it: %q", got)
	}
	if fi, _ := f.Stat(); fi.Size() != 2 {
		t.Errorf("File.Stat size %d", fi.Size())
	}
	f.Close()
}

// Stat reports the size of the content a read would get.
func TestHonestSizes(t *testing.T) {
	text := strings.Repeat("line\n", 1000)
	p := projection.New(projection.Dir{"f": static(text), "dir": projection.Dir{"x": projection.Dir{}, "y": static("")}})
	fi, err := p.Stat(bg, "/f")
	if err != nil || fi.Size() != int64(len(text)) || fi.Mode() != 0o444 || fi.Name() != "f" {
		t.Errorf("Stat = %v, %v", fi, err)
	}
	ents, _ := p.ReadDir(bg, "/")
	info, err := ents[1].Info()
	if err != nil || info.Size() != int64(len(text)) {
		t.Errorf("DirEntry.Info = %v, %v", info, err)
	}
	fi, _ = p.Stat(bg, "/dir")
	if !fi.IsDir() || fi.Mode() != fs.ModeDir|0o555 || vfs.Stat(fi).Nlink != 3 {
		t.Errorf("dir: %v nlink %d", fi.Mode(), vfs.Stat(fi).Nlink)
	}
	a, _ := p.Stat(bg, "/f")
	b, _ := p.Stat(bg, "/dir/y")
	if vfs.Stat(a).Ino == vfs.Stat(b).Ino {
		t.Errorf("two files share inode %d", vfs.Stat(a).Ino)
	}
}

func TestGeneratorErrors(t *testing.T) {
	p := projection.New(projection.Dir{
		"bad": projection.File(func(context.Context) ([]byte, error) {
			return nil, errors.New("service unavailable")
		}),
		"gone": projection.File(func(context.Context) ([]byte, error) {
			return nil, fmt.Errorf("job finished: %w", vfs.ErrNotExist)
		}),
		"panics": projection.File(func(context.Context) ([]byte, error) {
			var m map[string]int
			m["x"]++
			return nil, nil
		}),
		"baddir": projection.DirFunc(func(context.Context) (map[string]projection.Node, error) {
			return nil, errors.New("cannot list")
		}),
		"badname": projection.DirFunc(func(context.Context) (map[string]projection.Node, error) {
			return map[string]projection.Node{"a/b": static("")}, nil
		}),
		"badnil": projection.Dir{"x": nil},
	})
	for _, tc := range []struct{ name, msg string }{
		{"/bad", "service unavailable"},
		{"/gone", "No such file or directory"},
		{"/panics", "generator panicked: assignment to entry in nil map"},
		{"/baddir", "cannot list"},
		{"/baddir/x", "cannot list"},
		{"/badname", `invalid directory entry "a/b"`},
		{"/badnil", `invalid directory entry "x"`},
	} {
		var err error
		if strings.HasPrefix(tc.name, "/bad") && tc.name != "/bad" {
			_, err = p.ReadDir(bg, tc.name)
		} else {
			_, err = vfs.ReadFile(bg, p, tc.name)
		}
		if got := fmt.Sprintf("cat: %s: %s", tc.name, vfs.Strerror(err)); got != "cat: "+tc.name+": "+tc.msg {
			t.Errorf("read %s: %s", tc.name, got)
		}
		var pe *projection.Error
		if !errors.As(err, &pe) {
			t.Errorf("read %s: %T is not a *projection.Error", tc.name, err)
		}
		// The file or directory is there: ls and find list it; a file
		// that cannot be generated has size 0.
		fi, err := p.Lstat(bg, tc.name)
		switch {
		case tc.name == "/baddir/x":
			if err == nil {
				t.Errorf("stat below a directory that cannot be listed succeeded")
			}
		case err != nil || (!fi.IsDir() && fi.Size() != 0):
			t.Errorf("stat %s: %v, %v", tc.name, fi, err)
		}
	}
	if _, err := vfs.ReadFile(bg, p, "/gone"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("errors.Is through the generator's error: %v", err)
	}
	ents, _ := p.ReadDir(bg, "/")
	for _, e := range ents {
		if _, err := e.Info(); err != nil {
			t.Errorf("DirEntry.Info of %s: %v", e.Name(), err)
		}
	}
}

// A generator that ignores its context is abandoned at the deadline.
func TestSlowGenerator(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	var sawCtx atomic.Bool
	p := projection.New(projection.Dir{
		"slow": projection.File(func(ctx context.Context) ([]byte, error) {
			if ctx.Value(key{}) == "v" {
				sawCtx.Store(true)
			}
			<-release
			return nil, nil
		}),
	})
	ctx, cancel := context.WithTimeout(context.WithValue(bg, key{}, "v"), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := vfs.Open(ctx, p, "/slow")
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Errorf("Open of a slow generator: %v after %v", err, time.Since(start))
	}
	if _, err := p.Stat(ctx, "/slow"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Stat with an expired context: %v", err)
	}
	ctx2, cancel2 := context.WithTimeout(bg, 20*time.Millisecond)
	defer cancel2()
	if _, err := p.Stat(ctx2, "/slow"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Stat of a slow generator: %v", err)
	}
	if !sawCtx.Load() {
		t.Errorf("generator did not get the caller's context")
	}
}

type key struct{}

func TestReadOnly(t *testing.T) {
	p := fixture()
	for _, tc := range []struct {
		what string
		err  error
		want error
	}{
		{"mkdir existing", p.Mkdir(bg, "/d", 0o755), vfs.ErrExist},
		{"mkdir new", p.Mkdir(bg, "/n", 0o755), vfs.ErrReadOnly},
		{"remove missing", p.Remove(bg, "/nope"), vfs.ErrNotExist},
		{"remove", p.Remove(bg, "/d/a.txt"), vfs.ErrReadOnly},
		{"chtimes", p.Chtimes(bg, "/d/a.txt", time.Now(), time.Now()), vfs.ErrReadOnly},
		{"symlink", p.Symlink(bg, "x", "/l"), vfs.ErrReadOnly},
	} {
		if !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.what, tc.err, tc.want)
		}
	}
	if _, err := p.OpenFile(bg, "/d", vfs.O_WRONLY, 0); !errors.Is(err, vfs.ErrIsDir) {
		t.Errorf("open dir for writing: %v", err)
	}
	if _, err := p.OpenFile(bg, "/d/a.txt", vfs.O_RDONLY|vfs.O_TRUNC, 0); !errors.Is(err, vfs.ErrReadOnly) {
		t.Errorf("open with O_TRUNC: %v", err)
	}
	if _, err := p.OpenFile(bg, "/d/new", vfs.O_RDONLY|vfs.O_CREATE, 0o644); !errors.Is(err, vfs.ErrReadOnly) {
		t.Errorf("create: %v", err)
	}
	if _, err := p.OpenFile(bg, "/d/a.txt", vfs.O_RDONLY|vfs.O_CREATE|vfs.O_EXCL, 0o644); !errors.Is(err, vfs.ErrExist) {
		t.Errorf("O_EXCL create of an existing file: %v", err)
	}
	// Linux opens an existing file with O_RDONLY|O_CREAT, or O_APPEND.
	for _, flag := range []int{vfs.O_RDONLY | vfs.O_CREATE, vfs.O_RDONLY | vfs.O_APPEND} {
		f, err := p.OpenFile(bg, "/d/a.txt", flag, 0o644)
		if err != nil {
			t.Errorf("open with flags %#x: %v", flag, err)
			continue
		}
		f.Close()
	}
	if vfs.Strerror(p.Remove(bg, "/d/a.txt")) != "Read-only file system" {
		t.Errorf("EROFS wording")
	}
}

// A generated directory is listed anew at each read.
func TestDirFunc(t *testing.T) {
	var n atomic.Int64
	p := projection.New(projection.Dir{
		"jobs": projection.DirFunc(func(context.Context) (map[string]projection.Node, error) {
			k := n.Add(1)
			out := map[string]projection.Node{}
			for i := int64(1); i <= k; i++ {
				out[fmt.Sprint(i)] = projection.Dir{"status": static(fmt.Sprintf("job %d\n", i))}
			}
			return out, nil
		}),
	})
	for want := 1; want <= 3; want++ {
		ents, err := p.ReadDir(bg, "/jobs")
		if err != nil || len(ents) != want {
			t.Fatalf("listing %d: %d entries, %v", want, len(ents), err)
		}
	}
	if got := read(t, p, "/jobs/4/status"); got != "job 4\n" {
		t.Errorf("generated file: %q", got)
	}
}

// Through a mount table, which resolves with LstatPrefixes, one cat is
// one generation, and a generated directory is listed once per component
// walk.
func TestMounted(t *testing.T) {
	var files, dirs atomic.Int64
	p := projection.New(projection.Dir{
		"services": projection.DirFunc(func(context.Context) (map[string]projection.Node, error) {
			dirs.Add(1)
			return map[string]projection.Node{"web": projection.Dir{
				"status": projection.File(func(context.Context) ([]byte, error) {
					files.Add(1)
					return []byte("running\n"), nil
				}),
			}}, nil
		}),
	})
	tbl := mount.New(memfs.New())
	tbl.Mkdir(bg, "/proc", 0o755)
	if err := tbl.Mount("/proc", p, mount.ReadOnly()); err != nil {
		t.Fatal(err)
	}
	if got := read(t, tbl, "/proc/services/web/status"); got != "running\n" {
		t.Errorf("read: %q", got)
	}
	if files.Load() != 1 || dirs.Load() > 2 {
		t.Errorf("one read generated the file %d times and the directory %d times", files.Load(), dirs.Load())
	}
	fi, err := tbl.Stat(bg, "/proc/services/web/status")
	if err != nil || fi.Size() != 8 {
		t.Errorf("stat through the table: %v %v", fi, err)
	}
	var got fs.FileInfo
	p.LstatPrefixes(bg, "/services/web/status", func(q string, fi fs.FileInfo, err error) bool {
		got = fi
		return true
	})
	if got == nil || got.Size() != 8 || got.Name() != "status" {
		t.Errorf("LstatPrefixes of a file: %v", got)
	}
}

var _ mount.PrefixLstater = (*projection.FS)(nil)
