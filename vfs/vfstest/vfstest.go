// Package vfstest is the contract test suite every vfs.FS backend runs, in
// the shape of testing/fstest: TestFS checks POSIX semantics (errors,
// symlinks, hard links, renames, open-file behaviour, permissions) with
// errors compared by errors.Is against the vfs errno values.
package vfstest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

type config struct {
	readOnly  bool
	noPerm    bool
	populated bool
}

// An Option adjusts what TestFS checks.
type Option func(*config)

// ReadOnly marks a read-only backend: TestFS then only checks reads, on an
// FS that newFS returns populated with Fixture (see WriteFixture), and that
// every write fails with EROFS (or EACCES/EPERM).
func ReadOnly() Option { return func(c *config) { c.readOnly = true } }

// Populated says that newFS returns a writable FS already holding Fixture
// (such as an overlay over a base that has it), so TestFS does not write
// it.
func Populated() Option { return func(c *config) { c.populated = true } }

// NoPermissions skips the permission-bit checks, for backends that run
// with privileges that bypass them (a host folder accessed as root).
func NoPermissions() Option { return func(c *config) { c.noPerm = true } }

// Fixture is the tree a read-only backend must hold for TestFS: regular
// files with their contents, directories (trailing "/"), and symlinks
// ("-> target").
var Fixture = []struct{ Name, Content string }{
	{"/d/", ""},
	{"/d/a.txt", "alpha\n"},
	{"/d/b.txt", "bravo\n"},
	{"/d/sub/", ""},
	{"/d/sub/c.txt", "charlie"},
	{"/d/empty/", ""},
	{"/d/link", "-> a.txt"},
	{"/d/dirlink", "-> sub"},
	{"/d/up", "-> ../d/sub/c.txt"},
	{"/d/dangling", "-> nowhere"},
}

// WriteFixture writes Fixture into a writable fsys, for building a
// read-only backend's content (e.g. an overlay's lower layer).
func WriteFixture(ctx context.Context, fsys vfs.FS) error {
	for _, e := range Fixture {
		var err error
		switch {
		case strings.HasSuffix(e.Name, "/"):
			err = vfs.MkdirAll(ctx, fsys, strings.TrimSuffix(e.Name, "/"), 0o755)
		case strings.HasPrefix(e.Content, "-> "):
			err = fsys.Symlink(ctx, strings.TrimPrefix(e.Content, "-> "), e.Name)
		default:
			err = vfs.WriteFile(ctx, fsys, e.Name, []byte(e.Content), 0o644)
		}
		if err != nil {
			return fmt.Errorf("fixture %s: %w", e.Name, err)
		}
	}
	return nil
}

// TestFS runs the contract suite. newFS returns a fresh, empty FS for each
// subtest (or, with ReadOnly, one holding Fixture).
func TestFS(t *testing.T, newFS func(t *testing.T) vfs.FS, opts ...Option) {
	var c config
	for _, o := range opts {
		o(&c)
	}
	fixture := func(t *testing.T) vfs.FS {
		fsys := newFS(t)
		if !c.readOnly && !c.populated {
			if err := WriteFixture(context.Background(), fsys); err != nil {
				t.Fatal(err)
			}
		}
		return fsys
	}
	t.Run("ReadFixture", func(t *testing.T) { testRead(t, fixture(t)) })
	t.Run("Symlinks", func(t *testing.T) { testSymlinksRead(t, fixture(t)) })
	t.Run("Canceled", func(t *testing.T) { testCanceled(t, fixture(t)) })
	t.Run("LstatPrefixes", func(t *testing.T) { testLstatPrefixes(t, fixture(t)) })
	if c.readOnly {
		t.Run("WritesFail", func(t *testing.T) { testWritesFail(t, fixture(t)) })
		return
	}
	t.Run("OpenFlags", func(t *testing.T) { testOpenFlags(t, fixture(t)) })
	t.Run("SeekTruncate", func(t *testing.T) { testSeekTruncate(t, fixture(t)) })
	t.Run("Mkdir", func(t *testing.T) { testMkdir(t, fixture(t)) })
	t.Run("Remove", func(t *testing.T) { testRemove(t, fixture(t)) })
	t.Run("Rename", func(t *testing.T) { testRename(t, fixture(t)) })
	t.Run("SymlinkCreate", func(t *testing.T) { testSymlinkCreate(t, fixture(t)) })
	t.Run("Link", func(t *testing.T) { testLink(t, fixture(t)) })
	t.Run("ChmodChtimes", func(t *testing.T) { testChmodChtimes(t, fixture(t)) })
	t.Run("Lchtimes", func(t *testing.T) { testLchtimes(t, fixture(t)) })
	t.Run("UnlinkWhileOpen", func(t *testing.T) { testUnlinkWhileOpen(t, fixture(t)) })
	t.Run("NameTooLong", func(t *testing.T) { testNameTooLong(t, fixture(t)) })
	t.Run("Concurrent", func(t *testing.T) { testConcurrent(t, fixture(t)) })
	if !c.noPerm {
		t.Run("Permissions", func(t *testing.T) { testPermissions(t, fixture(t)) })
	}
}

var bg = context.Background()

// wantErr fails unless err matches target by errors.Is.
func wantErr(t *testing.T, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: got error %v, want %v", what, err, target)
	}
}

func noErr(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func readFile(t *testing.T, fsys vfs.FS, name string) string {
	t.Helper()
	b, err := vfs.ReadFile(bg, fsys, name)
	noErr(t, "read "+name, err)
	return string(b)
}

func testRead(t *testing.T, fsys vfs.FS) {
	for _, e := range Fixture {
		name := strings.TrimSuffix(e.Name, "/")
		fi, err := fsys.Lstat(bg, name)
		noErr(t, "lstat "+name, err)
		switch {
		case strings.HasSuffix(e.Name, "/"):
			if !fi.IsDir() {
				t.Errorf("%s: mode %v, want a directory", name, fi.Mode())
			}
		case strings.HasPrefix(e.Content, "-> "):
			if fi.Mode()&fs.ModeSymlink == 0 {
				t.Errorf("%s: mode %v, want a symlink", name, fi.Mode())
			}
			got, err := fsys.Readlink(bg, name)
			noErr(t, "readlink", err)
			if want := strings.TrimPrefix(e.Content, "-> "); got != want {
				t.Errorf("readlink %s = %q, want %q", name, got, want)
			}
		default:
			if !fi.Mode().IsRegular() || fi.Size() != int64(len(e.Content)) {
				t.Errorf("%s: mode %v size %d, want regular size %d", name, fi.Mode(), fi.Size(), len(e.Content))
			}
			if fi.Name() != name[strings.LastIndex(name, "/")+1:] {
				t.Errorf("%s: Name() = %q", name, fi.Name())
			}
			if got := readFile(t, fsys, name); got != e.Content {
				t.Errorf("%s: content %q, want %q", name, got, e.Content)
			}
		}
	}
	ents, err := fsys.ReadDir(bg, "/d")
	noErr(t, "readdir", err)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if got, want := strings.Join(names, " "), "a.txt b.txt dangling dirlink empty link sub up"; got != want {
		t.Errorf("ReadDir(/d) = %s, want %s", got, want)
	}
	for _, e := range ents {
		if e.Name() == "link" && e.Type()&fs.ModeSymlink == 0 {
			t.Errorf("ReadDir entry link: type %v, want symlink", e.Type())
		}
		if e.Name() == "sub" && !e.IsDir() {
			t.Errorf("ReadDir entry sub: not a directory")
		}
	}
	ents, err = fsys.ReadDir(bg, "/d/empty")
	noErr(t, "readdir empty", err)
	if len(ents) != 0 {
		t.Errorf("ReadDir(/d/empty) = %d entries", len(ents))
	}
	_, err = fsys.ReadDir(bg, "/d/a.txt")
	wantErr(t, "ReadDir on a file", err, vfs.ErrNotDir)
	_, err = fsys.ReadDir(bg, "/d/missing")
	wantErr(t, "ReadDir missing", err, vfs.ErrNotExist)
	_, err = fsys.Stat(bg, "/d/missing")
	wantErr(t, "Stat missing", err, vfs.ErrNotExist)
	wantErr(t, "Stat missing is fs.ErrNotExist", err, fs.ErrNotExist)
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		t.Errorf("Stat missing: %T is not an *fs.PathError", err)
	}
	_, err = fsys.Stat(bg, "/d/a.txt/x")
	wantErr(t, "Stat below a file", err, vfs.ErrNotDir)
	_, err = vfs.Open(bg, fsys, "/d/missing/x")
	wantErr(t, "Open below missing dir", err, vfs.ErrNotExist)

	f, err := vfs.Open(bg, fsys, "/d")
	noErr(t, "open dir read-only", err)
	_, err = f.Read(make([]byte, 10))
	wantErr(t, "Read on a directory", err, vfs.ErrIsDir)
	fi, err := f.Stat()
	noErr(t, "stat open dir", err)
	if !fi.IsDir() {
		t.Errorf("File.Stat of a directory: not a directory")
	}
	f.Close()

	f, err = vfs.Open(bg, fsys, "/d/a.txt")
	noErr(t, "open", err)
	defer f.Close()
	_, err = f.Write([]byte("x"))
	wantErr(t, "Write on a read-only file", err, vfs.ErrBadFD)
	buf := make([]byte, 3)
	n, err := f.ReadAt(buf, 2)
	if n != 3 || string(buf) != "pha" || err != nil {
		t.Errorf("ReadAt(2) = %d %q %v", n, buf, err)
	}
	n, err = f.ReadAt(buf, 4)
	if n != 2 || err != io.EOF {
		t.Errorf("ReadAt at the end = %d, %v, want 2, EOF", n, err)
	}
	if fi := vfs.Stat(mustStat(t, fsys, "/d/a.txt")); fi != nil && fi.Nlink != 1 {
		t.Errorf("Nlink of a fresh file = %d, want 1", fi.Nlink)
	}
	if root, err := fsys.Stat(bg, "/"); err != nil || !root.IsDir() {
		t.Errorf("Stat(/) = %v, %v", root, err)
	}
}

func mustStat(t *testing.T, fsys vfs.FS, name string) fs.FileInfo {
	t.Helper()
	fi, err := fsys.Stat(bg, name)
	noErr(t, "stat "+name, err)
	return fi
}

func testSymlinksRead(t *testing.T, fsys vfs.FS) {
	if got := readFile(t, fsys, "/d/link"); got != "alpha\n" {
		t.Errorf("read through relative symlink: %q", got)
	}
	if got := readFile(t, fsys, "/d/up"); got != "charlie" {
		t.Errorf("read through symlink with ..: %q", got)
	}
	if got := readFile(t, fsys, "/d/dirlink/c.txt"); got != "charlie" {
		t.Errorf("read through symlinked directory: %q", got)
	}
	fi, err := fsys.Stat(bg, "/d/dirlink")
	noErr(t, "stat dirlink", err)
	if !fi.IsDir() {
		t.Errorf("Stat follows a symlink to a directory: got %v", fi.Mode())
	}
	fi, err = fsys.Lstat(bg, "/d/dirlink")
	noErr(t, "lstat dirlink", err)
	if fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("Lstat does not follow: got %v", fi.Mode())
	}
	_, err = fsys.Stat(bg, "/d/dangling")
	wantErr(t, "Stat dangling symlink", err, vfs.ErrNotExist)
	_, err = fsys.Lstat(bg, "/d/dangling")
	noErr(t, "Lstat dangling symlink", err)
	_, err = fsys.Readlink(bg, "/d/a.txt")
	wantErr(t, "Readlink on a regular file", err, vfs.ErrInvalid)
	_, err = fsys.Readlink(bg, "/d/missing")
	wantErr(t, "Readlink missing", err, vfs.ErrNotExist)
	// ".." after a symlinked directory is physical: dirlink/.. is /d.
	if got := readFile(t, fsys, "/d/dirlink/../sub/c.txt"); got != "charlie" {
		t.Errorf("dirlink/..: %q", got)
	}
}

// prefixLstater is mount.PrefixLstater (not imported: mount's tests use
// this package).
type prefixLstater interface {
	LstatPrefixes(ctx context.Context, name string, fn func(prefix string, fi fs.FileInfo, err error) bool)
}

// testLstatPrefixes checks, for a filesystem that lstats all prefixes of a
// path in one pass, that each prefix it reports is what Lstat says of it,
// shortest first, and that it stops after a prefix that is no directory.
func testLstatPrefixes(t *testing.T, fsys vfs.FS) {
	pl, ok := fsys.(prefixLstater)
	if !ok {
		t.Skip("not a PrefixLstater")
	}
	for _, name := range []string{"/d/sub/c.txt", "/d/a.txt/x/y", "/d/nowhere/x", "/d/link/x", "/d/dirlink/c.txt", "/d/empty", "/d"} {
		var got []string
		pl.LstatPrefixes(bg, name, func(p string, fi fs.FileInfo, err error) bool {
			got = append(got, p)
			want, wantErr := fsys.Lstat(bg, p)
			switch {
			case (err == nil) != (wantErr == nil) || err != nil && !errors.Is(err, errKind(wantErr)):
				t.Errorf("LstatPrefixes(%s) at %s: error %v, Lstat's %v", name, p, err, wantErr)
			case err == nil && (fi.Name() != want.Name() || fi.Mode() != want.Mode() || fi.Size() != want.Size()):
				t.Errorf("LstatPrefixes(%s) at %s: %s %v %d, Lstat's %s %v %d", name, p,
					fi.Name(), fi.Mode(), fi.Size(), want.Name(), want.Mode(), want.Size())
			}
			return true
		})
		// Every prefix in turn, up to the first that is no directory.
		var want []string
		p := ""
		for _, c := range strings.Split(name[1:], "/") {
			p += "/" + c
			want = append(want, p)
			if fi, err := fsys.Lstat(bg, p); err != nil || !fi.IsDir() {
				break
			}
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("LstatPrefixes(%s) reported %q, want %q", name, got, want)
		}
	}
}

// errKind is the fs error err matches (ErrNotExist, ...), or err itself.
func errKind(err error) error {
	for _, k := range []error{fs.ErrNotExist, fs.ErrPermission, vfs.ErrNotDir} {
		if errors.Is(err, k) {
			return k
		}
	}
	return err
}

func testCanceled(t *testing.T, fsys vfs.FS) {
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if _, err := fsys.Stat(ctx, "/d/a.txt"); err == nil {
		t.Errorf("Stat with a canceled context succeeded")
	}
	if _, err := fsys.ReadDir(ctx, "/d"); err == nil {
		t.Errorf("ReadDir with a canceled context succeeded")
	}
}

func isWriteRefusal(err error) bool {
	return errors.Is(err, vfs.ErrReadOnly) || errors.Is(err, vfs.ErrPermission) || errors.Is(err, vfs.ErrNotPermitted)
}

func testWritesFail(t *testing.T, fsys vfs.FS) {
	check := func(what string, err error) {
		t.Helper()
		if !isWriteRefusal(err) {
			t.Errorf("%s on a read-only FS: got %v, want EROFS", what, err)
		}
	}
	_, err := fsys.OpenFile(bg, "/d/a.txt", vfs.O_WRONLY, 0)
	check("open for writing", err)
	_, err = fsys.OpenFile(bg, "/d/new", vfs.O_WRONLY|vfs.O_CREATE, 0o644)
	check("create", err)
	check("mkdir", fsys.Mkdir(bg, "/d/newdir", 0o755))
	check("remove", fsys.Remove(bg, "/d/a.txt"))
	check("rename", fsys.Rename(bg, "/d/a.txt", "/d/z"))
	check("symlink", fsys.Symlink(bg, "x", "/d/newlink"))
	check("chmod", fsys.Chmod(bg, "/d/a.txt", 0o600))
	if got := readFile(t, fsys, "/d/a.txt"); got != "alpha\n" {
		t.Errorf("content changed: %q", got)
	}
}

func testOpenFlags(t *testing.T, fsys vfs.FS) {
	_, err := fsys.OpenFile(bg, "/d/missing", vfs.O_RDONLY, 0)
	wantErr(t, "open missing", err, vfs.ErrNotExist)
	_, err = fsys.OpenFile(bg, "/d", vfs.O_WRONLY, 0)
	wantErr(t, "open dir for writing", err, vfs.ErrIsDir)
	_, err = fsys.OpenFile(bg, "/d/a.txt/x", vfs.O_WRONLY|vfs.O_CREATE, 0o644)
	wantErr(t, "create below a file", err, vfs.ErrNotDir)
	_, err = fsys.OpenFile(bg, "/d/nodir/x", vfs.O_WRONLY|vfs.O_CREATE, 0o644)
	wantErr(t, "create below a missing dir", err, vfs.ErrNotExist)
	_, err = fsys.OpenFile(bg, "/d/a.txt", vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0o644)
	wantErr(t, "O_EXCL on an existing file", err, vfs.ErrExist)
	_, err = fsys.OpenFile(bg, "/d/dangling", vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0o644)
	wantErr(t, "O_EXCL on a dangling symlink", err, vfs.ErrExist)

	// New file gets perm.
	f, err := fsys.OpenFile(bg, "/d/new", vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0o640)
	noErr(t, "create", err)
	_, err = f.Read(make([]byte, 1))
	wantErr(t, "Read on a write-only file", err, vfs.ErrBadFD)
	io.WriteString(f, "hello")
	noErr(t, "close", f.Close())
	if fi := mustStat(t, fsys, "/d/new"); fi.Mode() != 0o640 || fi.Size() != 5 {
		t.Errorf("new file: mode %v size %d, want -rw-r----- 5", fi.Mode(), fi.Size())
	}
	// O_APPEND writes at the end whatever the offset.
	f, err = fsys.OpenFile(bg, "/d/new", vfs.O_WRONLY|vfs.O_APPEND, 0)
	noErr(t, "open append", err)
	f.Seek(0, io.SeekStart)
	io.WriteString(f, " world")
	f.Close()
	if got := readFile(t, fsys, "/d/new"); got != "hello world" {
		t.Errorf("after O_APPEND: %q", got)
	}
	// Without O_TRUNC, writing overwrites in place.
	f, err = fsys.OpenFile(bg, "/d/new", vfs.O_WRONLY, 0)
	noErr(t, "open", err)
	io.WriteString(f, "HE")
	f.Close()
	if got := readFile(t, fsys, "/d/new"); got != "HEllo world" {
		t.Errorf("after overwrite: %q", got)
	}
	// O_TRUNC empties it.
	f, err = fsys.OpenFile(bg, "/d/new", vfs.O_RDWR|vfs.O_TRUNC, 0)
	noErr(t, "open trunc", err)
	io.WriteString(f, "abc")
	f.Seek(0, io.SeekStart)
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "abc" {
		t.Errorf("O_RDWR|O_TRUNC read back %q", b)
	}
	// Creating through a dangling symlink creates its target.
	f, err = fsys.OpenFile(bg, "/d/dangling", vfs.O_WRONLY|vfs.O_CREATE, 0o644)
	noErr(t, "create through dangling symlink", err)
	f.Close()
	if _, err := fsys.Lstat(bg, "/d/nowhere"); err != nil {
		t.Errorf("target of dangling symlink not created: %v", err)
	}
	// Closing twice fails, using a closed file fails.
	if err := f.Close(); err == nil {
		t.Errorf("second Close succeeded")
	}
}

func testSeekTruncate(t *testing.T, fsys vfs.FS) {
	f, err := fsys.OpenFile(bg, "/d/h", vfs.O_RDWR|vfs.O_CREATE, 0o644)
	noErr(t, "create", err)
	defer f.Close()
	io.WriteString(f, "ab")
	if off, err := f.Seek(5, io.SeekEnd); off != 7 || err != nil {
		t.Errorf("Seek(5, End) = %d, %v", off, err)
	}
	io.WriteString(f, "z")
	if got := readFile(t, fsys, "/d/h"); got != "ab\x00\x00\x00\x00\x00z" {
		t.Errorf("hole: %q", got)
	}
	if _, err := f.Seek(-1, io.SeekStart); err == nil {
		t.Errorf("Seek to a negative offset succeeded")
	}
	if off, _ := f.Seek(-2, io.SeekCurrent); off != 6 {
		t.Errorf("Seek(-2, Current) = %d, want 6", off)
	}
	noErr(t, "truncate", f.Truncate(1))
	if got := readFile(t, fsys, "/d/h"); got != "a" {
		t.Errorf("after Truncate(1): %q", got)
	}
	noErr(t, "truncate grow", f.Truncate(3))
	if got := readFile(t, fsys, "/d/h"); got != "a\x00\x00" {
		t.Errorf("after Truncate(3): %q", got)
	}
	if fi, _ := f.Stat(); fi.Size() != 3 {
		t.Errorf("File.Stat size %d, want 3", fi.Size())
	}
	r, _ := vfs.Open(bg, fsys, "/d/h")
	defer r.Close()
	if err := r.Truncate(0); err == nil {
		t.Errorf("Truncate on a read-only file succeeded")
	}
}

func testMkdir(t *testing.T, fsys vfs.FS) {
	noErr(t, "mkdir", fsys.Mkdir(bg, "/d/new", 0o750))
	fi := mustStat(t, fsys, "/d/new")
	if !fi.IsDir() || fi.Mode().Perm() != 0o750 {
		t.Errorf("new dir mode %v", fi.Mode())
	}
	wantErr(t, "mkdir existing dir", fsys.Mkdir(bg, "/d/new", 0o755), vfs.ErrExist)
	wantErr(t, "mkdir existing file", fsys.Mkdir(bg, "/d/a.txt", 0o755), vfs.ErrExist)
	wantErr(t, "mkdir over dangling symlink", fsys.Mkdir(bg, "/d/dangling", 0o755), vfs.ErrExist)
	wantErr(t, "mkdir missing parent", fsys.Mkdir(bg, "/d/x/y", 0o755), vfs.ErrNotExist)
	wantErr(t, "mkdir below a file", fsys.Mkdir(bg, "/d/a.txt/y", 0o755), vfs.ErrNotDir)
	wantErr(t, "mkdir /", fsys.Mkdir(bg, "/", 0o755), vfs.ErrExist)
	noErr(t, "mkdir through symlinked dir", fsys.Mkdir(bg, "/d/dirlink/n", 0o755))
	mustStat(t, fsys, "/d/sub/n")
	if st := vfs.Stat(mustStat(t, fsys, "/d")); st != nil && st.Nlink != 5 {
		t.Errorf("nlink of /d with 3 subdirectories = %d, want 5", st.Nlink)
	}
}

func testRemove(t *testing.T, fsys vfs.FS) {
	noErr(t, "remove file", fsys.Remove(bg, "/d/b.txt"))
	_, err := fsys.Lstat(bg, "/d/b.txt")
	wantErr(t, "removed file", err, vfs.ErrNotExist)
	wantErr(t, "remove missing", fsys.Remove(bg, "/d/b.txt"), vfs.ErrNotExist)
	wantErr(t, "remove non-empty dir", fsys.Remove(bg, "/d/sub"), vfs.ErrNotEmpty)
	noErr(t, "remove empty dir", fsys.Remove(bg, "/d/empty"))
	noErr(t, "remove symlink", fsys.Remove(bg, "/d/link"))
	if got := readFile(t, fsys, "/d/a.txt"); got != "alpha\n" {
		t.Errorf("removing a symlink touched its target")
	}
	noErr(t, "remove symlink to dir", fsys.Remove(bg, "/d/dirlink"))
	mustStat(t, fsys, "/d/sub")
	wantErr(t, "remove below a file", fsys.Remove(bg, "/d/a.txt/x"), vfs.ErrNotDir)
	if err := fsys.Remove(bg, "/"); err == nil {
		t.Errorf("Remove(/) succeeded")
	}
}

func testRename(t *testing.T, fsys vfs.FS) {
	noErr(t, "rename file", fsys.Rename(bg, "/d/a.txt", "/d/z.txt"))
	if got := readFile(t, fsys, "/d/z.txt"); got != "alpha\n" {
		t.Errorf("renamed content %q", got)
	}
	_, err := fsys.Stat(bg, "/d/a.txt")
	wantErr(t, "old name after rename", err, vfs.ErrNotExist)
	noErr(t, "rename over a file", fsys.Rename(bg, "/d/z.txt", "/d/b.txt"))
	if got := readFile(t, fsys, "/d/b.txt"); got != "alpha\n" {
		t.Errorf("replaced content %q", got)
	}
	wantErr(t, "rename missing", fsys.Rename(bg, "/d/nope", "/d/x"), vfs.ErrNotExist)
	wantErr(t, "rename file over dir", fsys.Rename(bg, "/d/b.txt", "/d/empty"), vfs.ErrIsDir)
	wantErr(t, "rename dir over file", fsys.Rename(bg, "/d/sub", "/d/b.txt"), vfs.ErrNotDir)
	noErr(t, "mkdir", fsys.Mkdir(bg, "/d/full", 0o755))
	noErr(t, "write", vfs.WriteFile(bg, fsys, "/d/full/f", nil, 0o644))
	wantErr(t, "rename dir over non-empty dir", fsys.Rename(bg, "/d/sub", "/d/full"), vfs.ErrNotEmpty)
	wantErr(t, "rename dir into itself", fsys.Rename(bg, "/d/sub", "/d/sub/inner"), vfs.ErrInvalid)
	wantErr(t, "rename dir into itself via symlink", fsys.Rename(bg, "/d", "/d/dirlink/inner"), vfs.ErrInvalid)
	wantErr(t, "rename into missing dir", fsys.Rename(bg, "/d/b.txt", "/d/nodir/x"), vfs.ErrNotExist)
	noErr(t, "rename dir over empty dir", fsys.Rename(bg, "/d/sub", "/d/empty"))
	if got := readFile(t, fsys, "/d/empty/c.txt"); got != "charlie" {
		t.Errorf("moved dir content %q", got)
	}
	// A symlink is renamed itself, not its target.
	noErr(t, "rename symlink", fsys.Rename(bg, "/d/dangling", "/d/dangling2"))
	if got, _ := fsys.Readlink(bg, "/d/dangling2"); got != "nowhere" {
		t.Errorf("renamed symlink reads %q", got)
	}
	// Renaming onto a hard link of itself does nothing.
	noErr(t, "rename to itself", fsys.Rename(bg, "/d/b.txt", "/d/b.txt"))
	mustStat(t, fsys, "/d/b.txt")
	// Moving a directory across parents.
	noErr(t, "rename across dirs", fsys.Rename(bg, "/d/empty", "/d/full/moved"))
	if got := readFile(t, fsys, "/d/full/moved/c.txt"); got != "charlie" {
		t.Errorf("moved dir content %q", got)
	}
}

func testSymlinkCreate(t *testing.T, fsys vfs.FS) {
	wantErr(t, "symlink over existing", fsys.Symlink(bg, "x", "/d/a.txt"), vfs.ErrExist)
	wantErr(t, "symlink in missing dir", fsys.Symlink(bg, "x", "/d/no/l"), vfs.ErrNotExist)
	noErr(t, "absolute symlink", fsys.Symlink(bg, "/d/sub", "/abs"))
	if got := readFile(t, fsys, "/abs/c.txt"); got != "charlie" {
		t.Errorf("through absolute symlink: %q", got)
	}
	noErr(t, "loop a", fsys.Symlink(bg, "b", "/d/la"))
	noErr(t, "loop b", fsys.Symlink(bg, "la", "/d/b"))
	_, err := fsys.Stat(bg, "/d/la")
	wantErr(t, "Stat a symlink loop", err, vfs.ErrLoop)
	_, err = vfs.Open(bg, fsys, "/d/la/x")
	wantErr(t, "open below a symlink loop", err, vfs.ErrLoop)
	noErr(t, "self loop", fsys.Symlink(bg, "self", "/d/self"))
	_, err = fsys.Stat(bg, "/d/self")
	wantErr(t, "Stat a self loop", err, vfs.ErrLoop)
	// A chain of 30 symlinks is fine.
	prev := "/d/a.txt"
	for i := 0; i < 30; i++ {
		n := fmt.Sprintf("/d/chain%d", i)
		noErr(t, "chain", fsys.Symlink(bg, prev, n))
		prev = n
	}
	if got := readFile(t, fsys, prev); got != "alpha\n" {
		t.Errorf("through a chain of 30 symlinks: %q", got)
	}
	// A symlink to a file used as a directory.
	_, err = fsys.Stat(bg, "/d/link/x")
	wantErr(t, "symlink to a file used as a dir", err, vfs.ErrNotDir)
}

func testLink(t *testing.T, fsys vfs.FS) {
	l, ok := fsys.(vfs.Linker)
	if !ok {
		t.Skip("no vfs.Linker")
	}
	noErr(t, "link", l.Link(bg, "/d/a.txt", "/d/hard"))
	if got := readFile(t, fsys, "/d/hard"); got != "alpha\n" {
		t.Errorf("hard link content %q", got)
	}
	noErr(t, "write via link", vfs.WriteFile(bg, fsys, "/d/hard", []byte("new"), 0o644))
	if got := readFile(t, fsys, "/d/a.txt"); got != "new" {
		t.Errorf("write through a hard link not seen: %q", got)
	}
	a, h := vfs.Stat(mustStat(t, fsys, "/d/a.txt")), vfs.Stat(mustStat(t, fsys, "/d/hard"))
	if a != nil && h != nil {
		if a.Ino != h.Ino || a.Nlink != 2 {
			t.Errorf("hard link: ino %d vs %d, nlink %d (want 2)", a.Ino, h.Ino, a.Nlink)
		}
	}
	noErr(t, "remove one link", fsys.Remove(bg, "/d/a.txt"))
	if got := readFile(t, fsys, "/d/hard"); got != "new" {
		t.Errorf("other link after remove: %q", got)
	}
	if st := vfs.Stat(mustStat(t, fsys, "/d/hard")); st != nil && st.Nlink != 1 {
		t.Errorf("nlink after removing a link = %d", st.Nlink)
	}
	wantErr(t, "link over existing", l.Link(bg, "/d/hard", "/d/b.txt"), vfs.ErrExist)
	wantErr(t, "link missing", l.Link(bg, "/d/missing", "/d/x"), vfs.ErrNotExist)
	wantErr(t, "link a directory", l.Link(bg, "/d/sub", "/d/x"), vfs.ErrNotPermitted)
	noErr(t, "link a symlink", l.Link(bg, "/d/dangling", "/d/dl2"))
	if got, _ := fsys.Readlink(bg, "/d/dl2"); got != "nowhere" {
		t.Errorf("hard link to a symlink is not that symlink: %q", got)
	}
}

// testLchtimes: vfs.Lchtimes sets a symlink's own times (dangling or
// not) and leaves its target's, on a backend with vfs.Lchtimer; on one
// without, it refuses a symlink with ENOTSUP. Either way a regular file,
// or a link named with a trailing slash, gets its times.
func testLchtimes(t *testing.T, fsys vfs.FS) {
	mt := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	at := time.Date(2002, 2, 3, 4, 5, 6, 0, time.UTC)
	before := mustStat(t, fsys, "/d/a.txt").ModTime()
	_, lch := fsys.(vfs.Lchtimer)
	for _, name := range []string{"/d/link", "/d/dangling"} {
		err := vfs.Lchtimes(bg, fsys, name, at, mt)
		if !lch {
			wantErr(t, "lchtimes without Lchtimer", err, vfs.ErrNotSupported)
			continue
		}
		noErr(t, "lchtimes "+name, err)
		fi, err := fsys.Lstat(bg, name)
		noErr(t, "lstat "+name, err)
		if fi != nil && !fi.ModTime().Equal(mt) {
			t.Errorf("%s: link's mtime %v, want %v", name, fi.ModTime(), mt)
		}
		if st := vfs.Stat(fi); st != nil && !st.Atime.Equal(at) {
			t.Errorf("%s: link's atime %v, want %v", name, st.Atime, at)
		}
	}
	if got := mustStat(t, fsys, "/d/a.txt").ModTime(); !got.Equal(before) {
		t.Errorf("lchtimes of a link changed its target's mtime: %v", got)
	}
	noErr(t, "lchtimes of a file", vfs.Lchtimes(bg, fsys, "/d/b.txt", at, mt))
	if got := mustStat(t, fsys, "/d/b.txt").ModTime(); !got.Equal(mt) {
		t.Errorf("lchtimes of a file: mtime %v, want %v", got, mt)
	}
	noErr(t, "lchtimes of a link to a dir with a slash", vfs.Lchtimes(bg, fsys, "/d/dirlink/", at, mt))
	if got := mustStat(t, fsys, "/d/sub").ModTime(); !got.Equal(mt) {
		t.Errorf("lchtimes of link/: the directory's mtime %v, want %v", got, mt)
	}
	wantErr(t, "lchtimes missing", vfs.Lchtimes(bg, fsys, "/d/missing", at, mt), vfs.ErrNotExist)
}

func testChmodChtimes(t *testing.T, fsys vfs.FS) {
	noErr(t, "chmod", fsys.Chmod(bg, "/d/a.txt", 0o600))
	if m := mustStat(t, fsys, "/d/a.txt").Mode(); m != 0o600 {
		t.Errorf("mode after chmod %v", m)
	}
	noErr(t, "chmod through symlink", fsys.Chmod(bg, "/d/link", 0o640))
	if m := mustStat(t, fsys, "/d/a.txt").Mode(); m != 0o640 {
		t.Errorf("chmod does not follow symlinks: %v", m)
	}
	noErr(t, "chmod dir", fsys.Chmod(bg, "/d/sub", 0o700))
	if m := mustStat(t, fsys, "/d/sub").Mode(); m != fs.ModeDir|0o700 {
		t.Errorf("dir mode after chmod %v", m)
	}
	wantErr(t, "chmod missing", fsys.Chmod(bg, "/d/missing", 0o600), vfs.ErrNotExist)
	mt := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	at := time.Date(2002, 2, 3, 4, 5, 6, 0, time.UTC)
	noErr(t, "chtimes", fsys.Chtimes(bg, "/d/link", at, mt))
	fi := mustStat(t, fsys, "/d/a.txt")
	if !fi.ModTime().Equal(mt) {
		t.Errorf("mtime %v, want %v", fi.ModTime(), mt)
	}
	if st := vfs.Stat(fi); st != nil && !st.Atime.Equal(at) {
		t.Errorf("atime %v, want %v", st.Atime, at)
	}
	wantErr(t, "chtimes missing", fsys.Chtimes(bg, "/d/missing", at, mt), vfs.ErrNotExist)
	// Writing updates mtime.
	before := mustStat(t, fsys, "/d/b.txt").ModTime()
	noErr(t, "chtimes", fsys.Chtimes(bg, "/d/b.txt", at, mt))
	noErr(t, "write", vfs.WriteFile(bg, fsys, "/d/b.txt", []byte("x"), 0o644))
	if after := mustStat(t, fsys, "/d/b.txt").ModTime(); after.Equal(mt) {
		t.Errorf("write did not update mtime (was %v)", before)
	}
}

func testUnlinkWhileOpen(t *testing.T, fsys vfs.FS) {
	f, err := fsys.OpenFile(bg, "/d/a.txt", vfs.O_RDWR, 0)
	noErr(t, "open", err)
	defer f.Close()
	noErr(t, "remove", fsys.Remove(bg, "/d/a.txt"))
	b, err := io.ReadAll(f)
	if string(b) != "alpha\n" || err != nil {
		t.Errorf("read after unlink: %q %v", b, err)
	}
	if _, err := f.Write([]byte("more")); err != nil {
		t.Errorf("write after unlink: %v", err)
	}
	// A new file of the same name is a different file.
	noErr(t, "recreate", vfs.WriteFile(bg, fsys, "/d/a.txt", []byte("other"), 0o644))
	buf := make([]byte, 4)
	if n, _ := f.ReadAt(buf, 6); string(buf[:n]) != "more" {
		t.Errorf("open file sees %q, want its own content", buf[:n])
	}
}

func testNameTooLong(t *testing.T, fsys vfs.FS) {
	long := "/d/" + strings.Repeat("x", 256)
	_, err := fsys.OpenFile(bg, long, vfs.O_WRONLY|vfs.O_CREATE, 0o644)
	wantErr(t, "create 256-byte name", err, vfs.ErrNameTooLong)
	wantErr(t, "mkdir 256-byte name", fsys.Mkdir(bg, long, 0o755), vfs.ErrNameTooLong)
	ok := "/d/" + strings.Repeat("y", 255)
	noErr(t, "255-byte name", vfs.WriteFile(bg, fsys, ok, nil, 0o644))
	deep := strings.Repeat("/d", 2100)
	_, err = fsys.Stat(bg, deep)
	wantErr(t, "path over 4096 bytes", err, vfs.ErrNameTooLong)
}

func testConcurrent(t *testing.T, fsys vfs.FS) {
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			name := fmt.Sprintf("/d/c%d", i)
			f, err := fsys.OpenFile(bg, name, vfs.O_WRONLY|vfs.O_CREATE, 0o644)
			if err != nil {
				t.Error(err)
				return
			}
			for j := 0; j < 100; j++ {
				fmt.Fprintf(f, "%d\n", j)
				fsys.ReadDir(bg, "/d")
				fsys.Stat(bg, "/d/a.txt")
			}
			f.Close()
		}(i)
	}
	wg.Wait()
	var want bytes.Buffer
	for j := 0; j < 100; j++ {
		fmt.Fprintf(&want, "%d\n", j)
	}
	for i := 0; i < 8; i++ {
		if got := readFile(t, fsys, fmt.Sprintf("/d/c%d", i)); got != want.String() {
			t.Errorf("c%d: concurrent writes lost data", i)
		}
	}
}

func testPermissions(t *testing.T, fsys vfs.FS) {
	noErr(t, "chmod", fsys.Chmod(bg, "/d/a.txt", 0o444))
	_, err := fsys.OpenFile(bg, "/d/a.txt", vfs.O_WRONLY, 0)
	wantErr(t, "open a read-only file for writing", err, vfs.ErrPermission)
	wantErr(t, "is fs.ErrPermission", err, fs.ErrPermission)
	_, err = fsys.OpenFile(bg, "/d/a.txt", vfs.O_RDONLY, 0)
	noErr(t, "open a read-only file for reading", err)
	noErr(t, "chmod", fsys.Chmod(bg, "/d/b.txt", 0o200))
	_, err = vfs.Open(bg, fsys, "/d/b.txt")
	wantErr(t, "open an unreadable file", err, vfs.ErrPermission)

	noErr(t, "chmod dir", fsys.Chmod(bg, "/d/sub", 0o555))
	_, err = fsys.OpenFile(bg, "/d/sub/new", vfs.O_WRONLY|vfs.O_CREATE, 0o644)
	wantErr(t, "create in a read-only dir", err, vfs.ErrPermission)
	wantErr(t, "remove from a read-only dir", fsys.Remove(bg, "/d/sub/c.txt"), vfs.ErrPermission)
	wantErr(t, "mkdir in a read-only dir", fsys.Mkdir(bg, "/d/sub/x", 0o755), vfs.ErrPermission)
	wantErr(t, "rename out of a read-only dir", fsys.Rename(bg, "/d/sub/c.txt", "/d/c.txt"), vfs.ErrPermission)
	// Writing an existing file in a read-only dir is fine.
	noErr(t, "write in a read-only dir", vfs.WriteFile(bg, fsys, "/d/sub/c.txt", []byte("x"), 0o644))

	noErr(t, "chmod dir", fsys.Chmod(bg, "/d/empty", 0o300))
	_, err = fsys.ReadDir(bg, "/d/empty")
	wantErr(t, "readdir an unreadable dir", err, vfs.ErrPermission)
	noErr(t, "chmod dir", fsys.Chmod(bg, "/d/sub", 0o644))
	_, err = fsys.Stat(bg, "/d/sub/c.txt")
	wantErr(t, "traverse a dir without x", err, vfs.ErrPermission)
}
