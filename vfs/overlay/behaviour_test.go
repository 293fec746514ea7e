package overlay_test

import (
	"errors"
	"io"
	"io/fs"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

func read(t *testing.T, fsys vfs.FS, name string) string {
	t.Helper()
	b, err := vfs.ReadFile(bg, fsys, name)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return string(b)
}

func write(t *testing.T, fsys vfs.FS, name, content string) {
	t.Helper()
	if err := vfs.WriteFile(bg, fsys, name, []byte(content), 0o644); err != nil {
		t.Fatalf("write %s: %v", name, err)
	}
}

func missing(t *testing.T, fsys vfs.FS, name string) {
	t.Helper()
	if _, err := fsys.Lstat(bg, name); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s: got %v, want it missing", name, err)
	}
}

func names(t *testing.T, fsys vfs.FS, dir string) string {
	t.Helper()
	ents, err := fsys.ReadDir(bg, dir)
	if err != nil {
		t.Fatalf("readdir %s: %v", dir, err)
	}
	var s []string
	for _, e := range ents {
		s = append(s, e.Name())
	}
	return strings.Join(s, " ")
}

func kinds(t *testing.T, o *overlay.FS) string {
	t.Helper()
	cs, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	var s []string
	for _, c := range cs {
		s = append(s, c.Kind.String()+" "+c.Path)
	}
	return strings.Join(s, "\n")
}

func TestCopyUp(t *testing.T) {
	m, ro := populated(t)
	mt := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	m.Chtimes(bg, "/d/a.txt", time.Time{}, mt)
	m.Chmod(bg, "/d/a.txt", 0o640)
	o := overlay.New(ro)
	f, err := o.OpenFile(bg, "/d/a.txt", vfs.O_WRONLY|vfs.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := f.Stat()
	if fi.Mode() != 0o640 || !fi.ModTime().Equal(mt) || fi.Size() != 6 {
		t.Errorf("copied-up file: mode %v mtime %v size %d", fi.Mode(), fi.ModTime(), fi.Size())
	}
	io.WriteString(f, "more\n")
	f.Close()
	if got := read(t, o, "/d/a.txt"); got != "alpha\nmore\n" {
		t.Errorf("overlay content %q", got)
	}
	if got := read(t, m, "/d/a.txt"); got != "alpha\n" {
		t.Errorf("base changed: %q", got)
	}
	// Chmod copies up and leaves the base alone.
	if err := o.Chmod(bg, "/d/b.txt", 0o600); err != nil {
		t.Fatal(err)
	}
	if fi, _ := m.Stat(bg, "/d/b.txt"); fi.Mode() != 0o644 {
		t.Errorf("base mode changed: %v", fi.Mode())
	}
	if fi, _ := o.Stat(bg, "/d/b.txt"); fi.Mode() != 0o600 || fi.Size() != 6 {
		t.Errorf("overlay: %v %d", fi.Mode(), fi.Size())
	}
	// Copying up a file leaves the directory's mtime alone.
	dm := time.Date(2002, 1, 1, 0, 0, 0, 0, time.UTC)
	m.Chtimes(bg, "/d/sub", time.Time{}, dm)
	write(t, o, "/d/sub/c.txt", "x")
	if fi, _ := o.Stat(bg, "/d/sub"); !fi.ModTime().Equal(dm) {
		t.Errorf("directory mtime after copy-up of a file: %v", fi.ModTime())
	}
	// Upper inode numbers do not collide with the base's.
	a, b := vfs.Stat(mustStat(t, o, "/d/a.txt")), vfs.Stat(mustStat(t, o, "/d/link"))
	if a.Ino == vfs.Stat(mustStat(t, m, "/d/a.txt")).Ino || a.Ino == b.Ino {
		t.Errorf("inode numbers collide: %d %d", a.Ino, b.Ino)
	}
	if got := kinds(t, o); got != "modified /d/a.txt\nmodified /d/b.txt\nmodified /d/sub/c.txt" {
		t.Errorf("changes:\n%s", got)
	}
}

func mustStat(t *testing.T, fsys vfs.FS, name string) fs.FileInfo {
	t.Helper()
	fi, err := fsys.Lstat(bg, name)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

// The root shows the base's mode and times until the overlay changes it.
func TestRoot(t *testing.T) {
	m, ro := populated(t)
	old := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	m.Chtimes(bg, "/", time.Time{}, old)
	m.Chmod(bg, "/", 0o750)
	o := overlay.New(ro)
	if fi := mustStat(t, o, "/"); !fi.ModTime().Equal(old) || fi.Mode() != fs.ModeDir|0o750 {
		t.Errorf("root: %v %v", fi.Mode(), fi.ModTime())
	}
	write(t, o, "/d/sub/c.txt", "x") // copy-up below: the root's times stay
	if fi := mustStat(t, o, "/"); !fi.ModTime().Equal(old) || fi.Mode() != fs.ModeDir|0o750 {
		t.Errorf("root after a copy-up: %v %v", fi.Mode(), fi.ModTime())
	}
	write(t, o, "/new", "x")
	if fi := mustStat(t, o, "/"); fi.ModTime().Equal(old) {
		t.Errorf("root mtime after creating a file in it: %v", fi.ModTime())
	}
	o2 := overlay.New(ro)
	if err := o2.Chtimes(bg, "/", old, old.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if fi := mustStat(t, o2, "/"); !fi.ModTime().Equal(old.Add(time.Hour)) {
		t.Errorf("root after chtimes: %v", fi.ModTime())
	}
	if got := names(t, o, "/"); got != "d new" {
		t.Errorf("root listing: %s", got)
	}
}

// Unchanged paths read the base live; changed ones do not.
func TestLiveReads(t *testing.T) {
	m, ro := populated(t)
	o := overlay.New(ro)
	write(t, m, "/d/a.txt", "alpha 2\n")
	write(t, m, "/d/new", "new in base")
	if got := read(t, o, "/d/a.txt"); got != "alpha 2\n" {
		t.Errorf("base change not seen: %q", got)
	}
	if got := names(t, o, "/d"); !strings.Contains(got, "new") {
		t.Errorf("new base file not listed: %s", got)
	}
	f, _ := vfs.Open(bg, o, "/d/new")
	write(t, o, "/d/b.txt", "mine")
	write(t, m, "/d/b.txt", "theirs")
	if got := read(t, o, "/d/b.txt"); got != "mine" {
		t.Errorf("overlay change lost to a base change: %q", got)
	}
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "new in base" {
		t.Errorf("open base file: %q", b)
	}
	// A file added to the base inside a copied-up directory shows too.
	write(t, m, "/d/sub/later", "l")
	if got := names(t, o, "/d/sub"); got != "c.txt later" {
		t.Errorf("copied-up dir listing: %s", got)
	}
}

func TestWhiteoutsAndOpaqueDirs(t *testing.T) {
	m, ro := populated(t)
	o := overlay.New(ro)
	if err := o.Remove(bg, "/d/a.txt"); err != nil {
		t.Fatal(err)
	}
	missing(t, o, "/d/a.txt")
	write(t, m, "/d/a.txt", "changed in base")
	missing(t, o, "/d/a.txt") // a deleted base file stays deleted
	if got := read(t, m, "/d/a.txt"); got != "changed in base" {
		t.Errorf("base: %q", got)
	}
	if err := vfs.RemoveAll(bg, o, "/d/sub"); err != nil {
		t.Fatal(err)
	}
	missing(t, o, "/d/sub")
	if err := o.Mkdir(bg, "/d/sub", 0o755); err != nil {
		t.Fatal(err)
	}
	if got := names(t, o, "/d/sub"); got != "" {
		t.Errorf("re-created directory shows base entries: %q", got)
	}
	write(t, m, "/d/sub/x", "x")
	if got := names(t, o, "/d/sub"); got != "" {
		t.Errorf("re-created directory shows new base entries: %q", got)
	}
	if _, err := o.Stat(bg, "/d/up"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("symlink into a deleted file resolves: %v", err)
	}
	// A deleted file re-created is a new file over the whiteout.
	write(t, o, "/d/a.txt", "again")
	if got := read(t, o, "/d/a.txt"); got != "again" {
		t.Errorf("re-created: %q", got)
	}
	// /d/sub, re-created with its mode, is not a change; its lost file is.
	if got := kinds(t, o); got != "modified /d/a.txt\ndeleted /d/sub/c.txt" {
		t.Errorf("changes:\n%s", got)
	}
}

func TestRename(t *testing.T) {
	m, ro := populated(t)
	o := overlay.New(ro)
	if err := o.Rename(bg, "/d/a.txt", "/d/z.txt"); err != nil {
		t.Fatal(err)
	}
	missing(t, o, "/d/a.txt")
	if got := read(t, o, "/d/z.txt"); got != "alpha\n" {
		t.Errorf("renamed: %q", got)
	}
	if err := o.Rename(bg, "/d/sub", "/moved"); err != nil {
		t.Fatal(err)
	}
	missing(t, o, "/d/sub")
	if got := read(t, o, "/moved/c.txt"); got != "charlie" {
		t.Errorf("moved dir: %q", got)
	}
	if got := read(t, m, "/d/sub/c.txt"); got != "charlie" {
		t.Errorf("base: %q", got)
	}
	// Renaming back restores the view; the base is unchanged.
	if err := o.Rename(bg, "/moved", "/d/sub"); err != nil {
		t.Fatal(err)
	}
	if got := names(t, o, "/d/sub"); got != "c.txt" {
		t.Errorf("moved back: %s", got)
	}
	write(t, m, "/d/sub/later", "l") // hidden: the moved directory is complete
	if got := names(t, o, "/d/sub"); got != "c.txt" {
		t.Errorf("renamed directory shows base entries: %s", got)
	}
	if got := kinds(t, o); got != "deleted /d/a.txt\nadded /d/z.txt" {
		t.Errorf("changes:\n%s", got)
	}
	// Renaming over a base file replaces it.
	if err := o.Rename(bg, "/d/z.txt", "/d/b.txt"); err != nil {
		t.Fatal(err)
	}
	if got := read(t, o, "/d/b.txt"); got != "alpha\n" {
		t.Errorf("replaced: %q", got)
	}
	if got := kinds(t, o); got != "deleted /d/a.txt\nmodified /d/b.txt" {
		t.Errorf("changes:\n%s", got)
	}
}

func TestChangesUnchangedContent(t *testing.T) {
	_, ro := populated(t)
	o := overlay.New(ro)
	write(t, o, "/d/a.txt", "temporary")
	write(t, o, "/d/a.txt", "alpha\n")
	o.Chtimes(bg, "/d/b.txt", time.Now(), time.Now())
	write(t, o, "/d/tmp", "x")
	o.Remove(bg, "/d/tmp")
	if got := kinds(t, o); got != "" {
		t.Errorf("changes after edits that were undone:\n%s", got)
	}
	o.Chmod(bg, "/d/a.txt", 0o755)
	o.Remove(bg, "/d/link")
	o.Symlink(bg, "b.txt", "/d/link")
	o.Remove(bg, "/d/dangling")
	o.Mkdir(bg, "/d/dangling", 0o700)
	o.Mkdir(bg, "/n", 0o755)
	o.Symlink(bg, "x", "/n/l")
	cs, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	want := []overlay.Change{
		{Path: "/d/a.txt", Kind: overlay.Modified, Mode: 0o755, OldMode: 0o644, BaseHash: sha("alpha\n"), Hash: sha("alpha\n")},
		{Path: "/d/dangling", Kind: overlay.TypeChanged, Mode: fs.ModeDir | 0o700, OldMode: fs.ModeSymlink | 0o777, BaseHash: sha("nowhere")},
		{Path: "/d/link", Kind: overlay.Modified, Mode: fs.ModeSymlink | 0o777, OldMode: fs.ModeSymlink | 0o777, BaseHash: sha("a.txt"), Hash: sha("b.txt")},
		{Path: "/n", Kind: overlay.Added, Mode: fs.ModeDir | 0o755},
		{Path: "/n/l", Kind: overlay.Added, Mode: fs.ModeSymlink | 0o777, Hash: sha("x")},
	}
	if !reflect.DeepEqual(cs, want) {
		t.Errorf("changes:\n%+v\nwant\n%+v", cs, want)
	}
}

func sha(s string) string {
	h := sha256sum([]byte(s))
	return h
}

func TestLimits(t *testing.T) {
	_, ro := populated(t)
	o := overlay.New(ro, overlay.WithLimits(0, 10))
	write(t, o, "/d/a.txt", "0123456789") // copy-up truncates: no base bytes
	if err := o.Chmod(bg, "/d/b.txt", 0o600); !errors.Is(err, vfs.ErrNoSpace) {
		t.Errorf("copy-up beyond the limit: %v", err)
	}
	if got := read(t, o, "/d/b.txt"); got != "bravo\n" {
		t.Errorf("after failed copy-up: %q", got)
	}
	if used, limit := o.Usage(); used != 10 || limit != 10 {
		t.Errorf("Usage = %d, %d", used, limit)
	}
}

func TestReset(t *testing.T) {
	_, ro := populated(t)
	o := overlay.New(ro)
	write(t, o, "/d/a.txt", "x")
	write(t, o, "/d/b.txt", "y")
	o.Remove(bg, "/d/link")
	vfs.MkdirAll(bg, o, "/e/f", 0o755)
	if err := o.Reset(bg, "/d/a.txt", "/e"); err != nil {
		t.Fatal(err)
	}
	if got := read(t, o, "/d/a.txt"); got != "alpha\n" {
		t.Errorf("reset file: %q", got)
	}
	missing(t, o, "/e")
	if got := kinds(t, o); got != "modified /d/b.txt\ndeleted /d/link" {
		t.Errorf("changes:\n%s", got)
	}
	if err := o.Reset(bg); err != nil {
		t.Fatal(err)
	}
	if got := kinds(t, o); got != "" {
		t.Errorf("after a full reset:\n%s", got)
	}
	if got := read(t, o, "/d/link"); got != "alpha\n" {
		t.Errorf("reset whiteout: %q", got)
	}
	if used, _ := o.Usage(); used != 0 {
		t.Errorf("upper layer holds %d bytes after reset", used)
	}
}

// Resetting a path below a deleted or re-created directory brings the
// directory back as far as needed.
func TestResetBelowDeleted(t *testing.T) {
	m, ro := populated(t)
	write(t, m, "/d/sub/other", "o")
	o := overlay.New(ro)
	vfs.RemoveAll(bg, o, "/d/sub")
	if err := o.Reset(bg, "/d/sub/c.txt"); err != nil {
		t.Fatal(err)
	}
	if got := names(t, o, "/d/sub"); got != "c.txt" {
		t.Errorf("after resetting a file of a deleted directory: %q", got)
	}
	if got := kinds(t, o); got != "deleted /d/sub/other" {
		t.Errorf("changes:\n%s", got)
	}
	vfs.RemoveAll(bg, o, "/d/sub")
	write(t, o, "/d/sub", "a file now")
	o.Remove(bg, "/d/empty")
	o.Mkdir(bg, "/d/empty", 0o700)
	write(t, o, "/d/empty/new", "n")
	if err := o.Reset(bg, "/d/sub/c.txt", "/d/empty/new"); err != nil {
		t.Fatal(err)
	}
	if got := names(t, o, "/d/sub"); got != "c.txt" {
		t.Errorf("after resetting a file of a replaced directory: %q", got)
	}
	if got := kinds(t, o); got != "modified /d/empty\ndeleted /d/sub/other" {
		t.Errorf("changes:\n%s", got)
	}
}

func TestApply(t *testing.T) {
	m, ro := populated(t)
	o := overlay.New(ro)
	write(t, o, "/d/a.txt", "new alpha\n")
	o.Remove(bg, "/d/b.txt")
	vfs.RemoveAll(bg, o, "/d/sub")
	vfs.MkdirAll(bg, o, "/d/n/m", 0o750)
	write(t, o, "/d/n/m/f", "f")
	o.Chmod(bg, "/d/n/m/f", 0o600)
	o.Remove(bg, "/d/link")
	o.Symlink(bg, "n/m/f", "/d/link")
	cs, err := o.Changes(bg)
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Apply(bg, m, cs); err != nil {
		t.Fatal(err)
	}
	// The base now looks like the overlay.
	if d := treeDiff(t, o, m, "/"); d != "" {
		t.Errorf("after apply:\n%s", d)
	}
	if err := o.Reset(bg); err != nil {
		t.Fatal(err)
	}
	if got := kinds(t, o); got != "" {
		t.Errorf("changes after apply and reset:\n%s", got)
	}
}

func TestApplyConflicts(t *testing.T) {
	m, ro := populated(t)
	o := overlay.New(ro)
	write(t, o, "/d/a.txt", "mine")
	o.Remove(bg, "/d/b.txt")
	write(t, o, "/d/new", "added")
	write(t, o, "/d/ok", "ok")
	o.Remove(bg, "/d/empty")
	cs, _ := o.Changes(bg)
	write(t, m, "/d/a.txt", "theirs")
	write(t, m, "/d/b.txt", "theirs too")
	write(t, m, "/d/new", "also added")
	write(t, m, "/d/empty/x", "")
	err := o.Apply(bg, m, cs)
	var ce *overlay.ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("Apply = %v, want a conflict", err)
	}
	want := "overlay: conflicts: /d/a.txt (changed since copy-up), /d/b.txt (changed since copy-up), /d/empty (directory has entries that are not deleted), /d/new (added, but it now exists)"
	if err.Error() != want {
		t.Errorf("error:\n%s\nwant\n%s", err, want)
	}
	missing(t, m, "/d/ok") // all or nothing
	// The overlay changing after Changes is a conflict too.
	m2, ro2 := populated(t)
	o2 := overlay.New(ro2)
	write(t, o2, "/d/a.txt", "reviewed")
	cs, _ = o2.Changes(bg)
	write(t, o2, "/d/a.txt", "not reviewed")
	if err := o2.Apply(bg, m2, cs); !errors.As(err, &ce) || ce.Conflicts[0].Path != "/d/a.txt" {
		t.Errorf("Apply after the overlay changed: %v", err)
	}
	// Deleting a file that is already gone is fine.
	o3 := overlay.New(ro2)
	o3.Remove(bg, "/d/b.txt")
	cs, _ = o3.Changes(bg)
	m2.Remove(bg, "/d/b.txt")
	if err := o3.Apply(bg, m2, cs); err != nil {
		t.Errorf("Apply of a deletion already made: %v", err)
	}
}

// treeDiff compares two trees: types, modes, contents, symlink targets.
func treeDiff(t *testing.T, a, b vfs.FS, root string) string {
	t.Helper()
	dump := func(fsys vfs.FS) map[string]string {
		out := map[string]string{}
		vfs.WalkDir(bg, fsys, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				out[p+" (walk)"] = err.Error()
				return nil
			}
			fi, err := fsys.Lstat(bg, p)
			if err != nil {
				out[p] = "lstat: " + vfs.Strerror(err)
				return nil
			}
			s := fi.Mode().String()
			switch {
			case fi.Mode()&fs.ModeSymlink != 0:
				l, _ := fsys.Readlink(bg, p)
				s += " -> " + l
			case fi.Mode().IsRegular():
				b, err := vfs.ReadFile(bg, fsys, p)
				if err != nil {
					s += " read: " + vfs.Strerror(err)
				}
				s += " " + string(b)
			}
			out[p] = s
			return nil
		})
		return out
	}
	da, db := dump(a), dump(b)
	var d []string
	for p, s := range da {
		if db[p] != s {
			d = append(d, p+": "+s+" vs "+db[p])
		}
	}
	for p, s := range db {
		if _, ok := da[p]; !ok {
			d = append(d, p+": missing vs "+s)
		}
	}
	return strings.Join(d, "\n")
}

// Concurrent first writes to one base file copy it up once.
func TestConcurrentCopyUp(t *testing.T) {
	_, ro := populated(t)
	o := overlay.New(ro)
	done := make(chan bool)
	for i := 0; i < 8; i++ {
		go func() {
			defer func() { done <- true }()
			f, err := o.OpenFile(bg, "/d/a.txt", vfs.O_WRONLY|vfs.O_APPEND, 0)
			if err != nil {
				t.Error(err)
				return
			}
			io.WriteString(f, "x")
			f.Close()
			o.Changes(bg)
			names(t, o, "/d")
		}()
	}
	for i := 0; i < 8; i++ {
		<-done
	}
	if got := read(t, o, "/d/a.txt"); got != "alpha\nxxxxxxxx" {
		t.Errorf("after concurrent appends: %q", got)
	}
}
