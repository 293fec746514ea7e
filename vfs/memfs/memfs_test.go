package memfs_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

func TestContract(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS { return memfs.New() })
}

var bg = context.Background()

func TestLimits(t *testing.T) {
	fsys := memfs.New(memfs.WithLimits(10, 25))
	f, err := vfs.Create(bg, fsys, "/a", 0o644)
	if err != nil {
		t.Fatal(err)
	}
	n, err := f.Write([]byte("0123456789ab"))
	if n != 10 || !errors.Is(err, vfs.ErrFileTooLarge) {
		t.Errorf("write past the file limit: %d, %v", n, err)
	}
	f.Close()
	if err := vfs.WriteFile(bg, fsys, "/b", []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, _ = vfs.Create(bg, fsys, "/c", 0o644)
	n, err = f.Write([]byte("0123456789"))
	if n != 5 || !errors.Is(err, vfs.ErrNoSpace) || vfs.Strerror(err) != "No space left on device" {
		t.Errorf("write past the total limit: %d, %v", n, err)
	}
	f.Close()
	if used, limit := fsys.Usage(); used != 25 || limit != 25 {
		t.Errorf("Usage = %d, %d", used, limit)
	}
	// Removing frees space; truncating frees space.
	fsys.Remove(bg, "/b")
	if used, _ := fsys.Usage(); used != 15 {
		t.Errorf("after remove used = %d", used)
	}
	vfs.WriteFile(bg, fsys, "/a", nil, 0o644)
	if used, _ := fsys.Usage(); used != 5 {
		t.Errorf("after truncate used = %d", used)
	}
	// An unlinked file's bytes count until it is closed.
	f, _ = vfs.Open(bg, fsys, "/c")
	fsys.Remove(bg, "/c")
	if used, _ := fsys.Usage(); used != 5 {
		t.Errorf("open unlinked file: used = %d", used)
	}
	f.Close()
	if used, _ := fsys.Usage(); used != 0 {
		t.Errorf("closed unlinked file: used = %d", used)
	}
	// Seeking far past the end and writing is bounded too.
	f, _ = vfs.Create(bg, fsys, "/d", 0o644)
	f.Seek(1<<40, io.SeekStart)
	if _, err := f.Write([]byte("x")); !errors.Is(err, vfs.ErrFileTooLarge) {
		t.Errorf("write at 1 TiB: %v", err)
	}
	if err := f.Truncate(1 << 40); !errors.Is(err, vfs.ErrFileTooLarge) {
		t.Errorf("truncate to 1 TiB: %v", err)
	}
	// At the largest offset the end overflows (dd seek=2^63-1 panicked).
	f.Seek(math.MaxInt64-1, io.SeekStart)
	if _, err := f.Write([]byte("xyz")); !errors.Is(err, vfs.ErrFileTooLarge) {
		t.Errorf("write at 2^63-2: %v", err)
	}
	if _, err := f.Seek(10, io.SeekCurrent); !errors.Is(err, vfs.ErrInvalid) {
		t.Errorf("seek past 2^63-1: %v", err)
	}
	f.Close()
}

func TestMaxFiles(t *testing.T) {
	fsys := memfs.New(memfs.WithMaxFiles(3)) // root + 2
	vfs.WriteFile(bg, fsys, "/a", nil, 0o644)
	fsys.Mkdir(bg, "/b", 0o755)
	if err := fsys.Mkdir(bg, "/c", 0o755); !errors.Is(err, vfs.ErrNoSpace) {
		t.Errorf("mkdir beyond max files: %v", err)
	}
	if err := fsys.Symlink(bg, "a", "/l"); !errors.Is(err, vfs.ErrNoSpace) {
		t.Errorf("symlink beyond max files: %v", err)
	}
	fsys.Remove(bg, "/a")
	if err := vfs.WriteFile(bg, fsys, "/c", nil, 0o644); err != nil {
		t.Errorf("create after remove: %v", err)
	}
}

func TestClockAndOwner(t *testing.T) {
	at := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	fsys := memfs.New(memfs.WithClock(func() time.Time { return at }), memfs.WithOwner(7, 8, "me", "us"))
	vfs.WriteFile(bg, fsys, "/a", []byte(strings.Repeat("x", 5000)), 0o644)
	fi, _ := fsys.Stat(bg, "/a")
	st := vfs.Stat(fi)
	if !fi.ModTime().Equal(at) || st == nil || !st.Ctime.Equal(at) || st.Uid != 7 || st.Gid != 8 || st.User != "me" || st.Group != "us" {
		t.Errorf("stat: %v %+v", fi.ModTime(), st)
	}
	if st.Blocks != 16 {
		t.Errorf("blocks of a 5000-byte file = %d, want 16", st.Blocks)
	}
	if fsys.Describe() != "in-memory, writable" {
		t.Errorf("Describe = %q", fsys.Describe())
	}
}

// Reads update the access time as Linux's relatime does.
func TestRelatime(t *testing.T) {
	now := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	fsys := memfs.New(memfs.WithClock(func() time.Time { return now }))
	vfs.WriteFile(bg, fsys, "/a", []byte("x"), 0o644)
	old := now.Add(-time.Hour)
	fsys.Chtimes(bg, "/a", old.Add(time.Minute), old) // atime after mtime, recent
	vfs.ReadFile(bg, fsys, "/a")
	fi, _ := fsys.Stat(bg, "/a")
	if got := vfs.Stat(fi).Atime; !got.Equal(old.Add(time.Minute)) {
		t.Errorf("recent atime after mtime changed on read: %v", got)
	}
	fsys.Chtimes(bg, "/a", old, old) // atime not after mtime
	vfs.ReadFile(bg, fsys, "/a")
	fi, _ = fsys.Stat(bg, "/a")
	if got := vfs.Stat(fi).Atime; !got.Equal(now) {
		t.Errorf("atime not updated on read: %v", got)
	}
}

// readOnly refuses every change with EROFS, to run the suite's read-only
// mode (as an overlay's lower layer or a read-only mount would).
type readOnly struct{ *memfs.FS }

func (r readOnly) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	if flag&(vfs.O_WRONLY|vfs.O_RDWR|vfs.O_CREATE|vfs.O_TRUNC|vfs.O_APPEND) != 0 {
		return nil, vfs.PathError("open", name, vfs.ErrReadOnly)
	}
	return r.FS.OpenFile(ctx, name, flag, perm)
}
func (r readOnly) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	return vfs.PathError("mkdir", name, vfs.ErrReadOnly)
}
func (r readOnly) Remove(ctx context.Context, name string) error {
	return vfs.PathError("remove", name, vfs.ErrReadOnly)
}
func (r readOnly) Rename(ctx context.Context, o, n string) error {
	return vfs.PathError("rename", o, vfs.ErrReadOnly)
}
func (r readOnly) Symlink(ctx context.Context, t, n string) error {
	return vfs.PathError("symlink", n, vfs.ErrReadOnly)
}
func (r readOnly) Chmod(ctx context.Context, name string, m fs.FileMode) error {
	return vfs.PathError("chmod", name, vfs.ErrReadOnly)
}
func (r readOnly) Chtimes(ctx context.Context, name string, a, m time.Time) error {
	return vfs.PathError("chtimes", name, vfs.ErrReadOnly)
}

func TestContractReadOnly(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		m := memfs.New()
		if err := vfstest.WriteFixture(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		return readOnly{m}
	}, vfstest.ReadOnly())
}

// Two instances number inodes alike but differ in Dev.
func TestDevices(t *testing.T) {
	a, b := memfs.New(), memfs.New()
	vfs.WriteFile(bg, a, "/f", nil, 0o644)
	vfs.WriteFile(bg, b, "/f", nil, 0o644)
	fa, _ := a.Stat(bg, "/f")
	fb, _ := b.Stat(bg, "/f")
	sa, sb := vfs.Stat(fa), vfs.Stat(fb)
	if sa.Ino != sb.Ino || sa.Dev == sb.Dev || sa.Dev == 0 {
		t.Errorf("dev/ino: %d/%d and %d/%d", sa.Dev, sa.Ino, sb.Dev, sb.Ino)
	}
}

// A directory made in a setgid directory is setgid, as on Linux; a file
// is not.
func TestSetgidInherited(t *testing.T) {
	fsys := memfs.New()
	fsys.Mkdir(bg, "/d", 0o755)
	fsys.Chmod(bg, "/d", 0o755|fs.ModeSetgid)
	fsys.Mkdir(bg, "/d/sub", 0o700)
	vfs.WriteFile(bg, fsys, "/d/f", nil, 0o644)
	fsys.Mkdir(bg, "/plain", 0o755)
	for name, want := range map[string]fs.FileMode{"/d/sub": fs.ModeDir | fs.ModeSetgid | 0o700, "/d/f": 0o644, "/plain": fs.ModeDir | 0o755} {
		if fi, err := fsys.Stat(bg, name); err != nil || fi.Mode() != want {
			t.Errorf("%s: mode %v, %v; want %v", name, fi.Mode(), err, want)
		}
	}
}

// An FS made without limits still has a ceiling: a hostile offset in a
// far write or a truncate fails with EFBIG before anything is allocated,
// as the limited one does, instead of allocating every byte up to it.
func TestNoLimitsStillBounded(t *testing.T) {
	fsys := memfs.New()
	if _, limit := fsys.Usage(); limit != 0 {
		t.Errorf("Usage limit = %d, want 0 (none chosen)", limit)
	}
	f, err := vfs.Create(bg, fsys, "/f", 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, off := range []int64{memfs.DefaultMaxFileBytes, 1 << 40, math.MaxInt64 - 1} {
		f.Seek(off, io.SeekStart)
		if _, err := f.Write([]byte("x")); !errors.Is(err, vfs.ErrFileTooLarge) || vfs.Strerror(err) != "File too large" {
			t.Errorf("write at %d: %v", off, err)
		}
		if err := f.Truncate(off + 1); !errors.Is(err, vfs.ErrFileTooLarge) {
			t.Errorf("truncate to %d: %v", off+1, err)
		}
	}
	if used, _ := fsys.Usage(); used != 0 {
		t.Errorf("refused writes left %d bytes", used)
	}
	// The total's ceiling holds when only a file limit is given: lazy
	// files (counted at their size, never loaded here) fill it, and then
	// a one-byte write has no space.
	quarter := int64(memfs.DefaultMaxTotalBytes / 4)
	capped := memfs.New(memfs.WithLimits(quarter, 0))
	never := func(context.Context) ([]byte, error) { return nil, errors.New("not loaded") }
	for i := range 4 {
		if err := capped.CreateLazy(bg, fmt.Sprintf("/g%d", i), 0o644, quarter, never); err != nil {
			t.Fatal(err)
		}
	}
	if err := vfs.WriteFile(bg, capped, "/h", []byte("x"), 0o644); !errors.Is(err, vfs.ErrNoSpace) {
		t.Errorf("write past the default total: %v", err)
	}
}
