package hostfs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

var bg = context.Background()

func newFS(t *testing.T, dir string, opts ...Option) *FS {
	t.Helper()
	f, err := New(dir, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func permOpts() []vfstest.Option {
	if os.Geteuid() == 0 {
		// root bypasses permission bits on the host.
		return []vfstest.Option{vfstest.NoPermissions()}
	}
	return nil
}

func TestContractWritable(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		dir := t.TempDir()
		t.Cleanup(func() { makeRemovable(dir) })
		return newFS(t, dir, Writable())
	}, permOpts()...)
}

// makeRemovable gives every directory below dir back its permissions (the
// permission tests take them away), so that TempDir can remove it.
func makeRemovable(dir string) {
	os.Chmod(dir, 0o755)
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if e.IsDir() {
			makeRemovable(filepath.Join(dir, e.Name()))
		}
	}
}

func TestContractReadOnly(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		dir := t.TempDir()
		w := newFS(t, dir, Writable())
		if err := vfstest.WriteFixture(bg, w); err != nil {
			t.Fatal(err)
		}
		return newFS(t, dir)
	}, vfstest.ReadOnly())
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

func writeHost(t *testing.T, name, content string) {
	t.Helper()
	must(t, os.MkdirAll(filepath.Dir(name), 0o755))
	must(t, os.WriteFile(name, []byte(content), 0o644))
}

// setup returns a shared folder and, next to it, an outside folder with a
// secret file.
func setup(t *testing.T) (dir, outside string) {
	base := t.TempDir()
	dir, outside = filepath.Join(base, "shared"), filepath.Join(base, "outside")
	writeHost(t, filepath.Join(dir, "in.txt"), "inside")
	writeHost(t, filepath.Join(outside, "secret"), "SECRET")
	return dir, outside
}

// read reads name, failing the test if it yields the secret.
func read(t *testing.T, fsys vfs.FS, name string) (string, error) {
	t.Helper()
	b, err := vfs.ReadFile(bg, fsys, name)
	if strings.Contains(string(b), "SECRET") {
		t.Fatalf("%s: read the outside secret", name)
	}
	return string(b), err
}

func TestEscapeSymlinks(t *testing.T) {
	dir, outside := setup(t)
	must(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "abs")))
	must(t, os.Symlink("../outside/secret", filepath.Join(dir, "rel")))
	must(t, os.Symlink("../../../../../../../../"+outside+"/secret", filepath.Join(dir, "deep")))
	must(t, os.Symlink("/etc/passwd", filepath.Join(dir, "passwd")))
	must(t, os.Symlink(outside, filepath.Join(dir, "absdir")))
	must(t, os.Symlink("..", filepath.Join(dir, "parent")))
	f := newFS(t, dir)
	for _, name := range []string{
		"/abs", "/rel", "/deep", "/passwd", "/absdir/secret", "/parent/outside/secret",
		"/../outside/secret", "../outside/secret", "/parent/../outside/secret",
	} {
		_, err := read(t, f, name)
		wantErr(t, name, err, vfs.ErrNotExist)
	}
	// An absolute target inside the folder means that file of the folder
	// (also when the folder is reached through another host path), and
	// "/parent" is the root itself.
	must(t, os.Symlink(filepath.Join(dir, "in.txt"), filepath.Join(dir, "absin")))
	if got, err := read(t, f, "/absin"); got != "inside" || err != nil {
		t.Errorf("/absin = %q, %v", got, err)
	}
	if got, err := read(t, f, "/parent/in.txt"); got != "inside" || err != nil {
		t.Errorf("/parent/in.txt = %q, %v", got, err)
	}
	alias := filepath.Join(filepath.Dir(dir), "alias")
	must(t, os.Symlink(dir, alias))
	must(t, os.Symlink(filepath.Join(alias, "in.txt"), filepath.Join(dir, "viaalias")))
	fa := newFS(t, alias)
	if got, err := read(t, fa, "/viaalias"); got != "inside" || err != nil {
		t.Errorf("/viaalias = %q, %v", got, err)
	}
	// Readlink shows what the target means in the folder: no host path.
	for name, want := range map[string]string{
		"/absin": "/in.txt", "/passwd": "(outside-mount)/passwd",
		"/abs": "(outside-mount)/secret", "/absdir": "(outside-mount)/outside", "/rel": "../outside/secret",
	} {
		if s, err := f.Readlink(bg, name); s != want || err != nil {
			t.Errorf("Readlink(%s) = %q, %v; want %q", name, s, err, want)
		}
	}
	for _, name := range []string{"/absin", "/viaalias"} {
		if s, err := fa.Readlink(bg, name); s != "/in.txt" || err != nil {
			t.Errorf("Readlink(%s) through the alias = %q, %v", name, s, err)
		}
	}
	// A link to /etc/passwd dangles, even when the folder has its own
	// etc/passwd.
	writeHost(t, filepath.Join(dir, "etc/passwd"), "fake passwd")
	_, err := read(t, f, "/passwd")
	wantErr(t, "/passwd", err, vfs.ErrNotExist)
	// Writes through escaping links stay inside too.
	w := newFS(t, dir, Writable())
	must(t, os.Symlink(filepath.Join(outside, "new"), filepath.Join(dir, "absnew")))
	err = vfs.WriteFile(bg, w, "/absnew", []byte("x"), 0o644)
	wantErr(t, "create through a link to an outside dir", err, vfs.ErrNotExist)
	if _, err := os.Stat(filepath.Join(outside, "new")); err == nil {
		t.Errorf("write through an absolute link created a file outside")
	}
	must(t, os.Symlink(filepath.Join(dir, "new"), filepath.Join(dir, "absnew2")))
	must(t, vfs.WriteFile(bg, w, "/absnew2", []byte("x"), 0o644))
	if _, err := os.Stat(filepath.Join(dir, "new")); err != nil {
		t.Errorf("write through an absolute link: not created inside: %v", err)
	}
	must(t, w.Mkdir(bg, "/../../escaped", 0o755))
	if _, err := os.Stat(filepath.Join(dir, "escaped")); err != nil {
		t.Errorf("mkdir /../../escaped not clamped to the root: %v", err)
	}
}

// A directory on the path is swapped for a symlink to the outside after
// hostfs resolved the path and before it opens it: os.Root refuses.
func TestEscapeSwapAfterCheck(t *testing.T) {
	for _, target := range []string{"abs", "rel"} {
		t.Run(target, func(t *testing.T) {
			dir, outside := setup(t)
			writeHost(t, filepath.Join(dir, "sub/secret"), "harmless")
			f := newFS(t, dir, Writable())
			link := outside
			if target == "rel" {
				link = "../outside"
			}
			swap := func() {
				must(t, os.Rename(filepath.Join(dir, "sub"), filepath.Join(dir, "old")))
				must(t, os.Symlink(link, filepath.Join(dir, "sub")))
			}
			f.afterResolve = swap
			// hostfs holds the directories of the path open: the read
			// sees the directory as it was when resolved (now "old").
			got, err := read(t, f, "/sub/secret")
			if got != "harmless" || err != nil {
				t.Errorf("read after a swap: %q, %v", got, err)
			}
			// Resolved after the swap, the link is chroot'ed.
			f.afterResolve = nil
			_, err = read(t, f, "/sub/secret")
			wantErr(t, "read through a swapped-in link", err, vfs.ErrNotExist)
			// The final component swapped for a symlink.
			must(t, os.Remove(filepath.Join(dir, "sub")))
			must(t, os.Rename(filepath.Join(dir, "old"), filepath.Join(dir, "sub")))
			f.afterResolve = func() {
				must(t, os.Remove(filepath.Join(dir, "sub/secret")))
				must(t, os.Symlink(link+"/secret", filepath.Join(dir, "sub/secret")))
			}
			if _, err := read(t, f, "/sub/secret"); err == nil {
				t.Fatalf("read through a swapped final symlink succeeded")
			}
			f.afterResolve = nil
			// Writing and chmod after a swap stay inside as well.
			must(t, os.Remove(filepath.Join(dir, "sub/secret")))
			writeHost(t, filepath.Join(dir, "sub/secret"), "x")
			f.afterResolve = func() {
				must(t, os.Remove(filepath.Join(dir, "sub/secret")))
				must(t, os.Symlink(link+"/secret", filepath.Join(dir, "sub/secret")))
			}
			err = vfs.WriteFile(bg, f, "/sub/secret", []byte("pwned"), 0o644)
			f.afterResolve = nil
			if b, _ := os.ReadFile(filepath.Join(outside, "secret")); string(b) != "SECRET" {
				t.Fatalf("outside file changed to %q (err %v)", b, err)
			}
		})
	}
}

// Swapping continuously while reading never yields the secret.
func TestEscapeSwapRace(t *testing.T) {
	dir, outside := setup(t)
	writeHost(t, filepath.Join(dir, "sub/secret"), "harmless")
	f := newFS(t, dir)
	stop := swapSubForLink(dir, outside)
	deadline := time.Now().Add(300 * time.Millisecond)
	for n := 0; time.Now().Before(deadline); n++ {
		read(t, f, "/sub/secret")
		f.Stat(bg, "/sub/secret")
	}
	stop()
}

func TestHardLinks(t *testing.T) {
	dir, outside := setup(t)
	if err := os.Link(filepath.Join(outside, "secret"), filepath.Join(dir, "hl")); err != nil {
		t.Skip("no hard links here:", err)
	}
	f := newFS(t, dir, Writable())
	_, err := read(t, f, "/hl")
	wantErr(t, "read a hard link", err, vfs.ErrPermission)
	_, err = f.OpenFile(bg, "/hl", vfs.O_WRONLY|vfs.O_TRUNC, 0)
	wantErr(t, "truncate a hard link", err, vfs.ErrPermission)
	wantErr(t, "chmod a hard link", f.Chmod(bg, "/hl", 0o777), vfs.ErrPermission)
	wantErr(t, "chtimes a hard link", f.Chtimes(bg, "/hl", time.Unix(0, 0), time.Unix(0, 0)), vfs.ErrPermission)
	must(t, os.Symlink("hl", filepath.Join(dir, "tohl")))
	_, err = read(t, f, "/tohl")
	wantErr(t, "read a symlink to a hard link", err, vfs.ErrPermission)
	if b, _ := os.ReadFile(filepath.Join(outside, "secret")); string(b) != "SECRET" {
		t.Fatalf("outside file changed: %q", b)
	}
	if fi, _ := os.Stat(filepath.Join(outside, "secret")); fi.Mode() != 0o644 {
		t.Errorf("outside file mode changed: %v", fi.Mode())
	}
	// It is listed and can be removed (only the name inside goes).
	if _, err := f.Lstat(bg, "/hl"); err != nil {
		t.Errorf("Lstat of a hard link: %v", err)
	}
	must(t, f.Remove(bg, "/hl"))
	if _, err := os.Stat(filepath.Join(outside, "secret")); err != nil {
		t.Errorf("removing the inside link removed the outside file")
	}
	// AllowHardLinks trusts them.
	must(t, os.Link(filepath.Join(outside, "secret"), filepath.Join(dir, "hl")))
	trusting := newFS(t, dir, AllowHardLinks())
	if b, err := vfs.ReadFile(bg, trusting, "/hl"); string(b) != "SECRET" || err != nil {
		t.Errorf("read with AllowHardLinks: %q, %v", b, err)
	}
	// hostfs has no Link, so the sandbox cannot make such files.
	if _, ok := vfs.FS(f).(vfs.Linker); ok {
		t.Errorf("hostfs implements vfs.Linker")
	}
}

func TestSpecialFilesInvisible(t *testing.T) {
	dir, _ := setup(t)
	must(t, syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o644))
	ln, err := net.Listen("unix", filepath.Join(dir, "sock"))
	must(t, err)
	defer ln.Close()
	specials := []string{"fifo", "sock"}
	if err := syscall.Mknod(filepath.Join(dir, "null"), syscall.S_IFCHR|0o666, 1<<8|3); err == nil {
		specials = append(specials, "null")
	} else {
		t.Logf("no device test: mknod: %v", err)
	}
	for _, s := range specials {
		must(t, os.Symlink(s, filepath.Join(dir, "to"+s)))
	}
	must(t, os.Symlink("/dev/null", filepath.Join(dir, "devnull")))
	f := newFS(t, dir, Writable())
	ents, err := f.ReadDir(bg, "/")
	must(t, err)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	want := "devnull in.txt"
	for _, s := range []string{"fifo", "null", "sock"} {
		for _, have := range specials {
			if s == have {
				want += " to" + s
			}
		}
	}
	if got := strings.Join(names, " "); got != want {
		t.Errorf("ReadDir = %q, want %q", got, want)
	}
	done := make(chan bool)
	go func() {
		defer close(done)
		for _, s := range append(specials, "devnull") {
			for _, name := range []string{"/" + s, "/to" + s} {
				if name == "/todevnull" {
					continue
				}
				_, err := f.Stat(bg, name)
				wantErr(t, "stat "+name, err, vfs.ErrNotExist)
				_, err = vfs.Open(bg, f, name)
				wantErr(t, "open "+name, err, vfs.ErrNotExist)
				_, err = f.OpenFile(bg, name, vfs.O_WRONLY, 0)
				wantErr(t, "open for writing "+name, err, vfs.ErrNotExist)
				_, err = f.ReadDir(bg, name)
				wantErr(t, "readdir "+name, err, vfs.ErrNotExist)
				wantErr(t, "chmod "+name, f.Chmod(bg, name, 0o600), vfs.ErrNotExist)
			}
			_, err := f.Lstat(bg, "/"+s)
			if s != "devnull" {
				wantErr(t, "lstat "+s, err, vfs.ErrNotExist)
				wantErr(t, "remove "+s, f.Remove(bg, "/"+s), vfs.ErrNotExist)
				_, err = f.Readlink(bg, "/"+s)
				wantErr(t, "readlink "+s, err, vfs.ErrNotExist)
				wantErr(t, "rename "+s, f.Rename(bg, "/"+s, "/x"), vfs.ErrNotExist)
				wantErr(t, "rename onto "+s, f.Rename(bg, "/in.txt", "/"+s), vfs.ErrPermission)
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("hung on a special file")
	}
	if _, err := os.Lstat(filepath.Join(dir, "fifo")); err != nil {
		t.Errorf("the fifo was removed")
	}
}

// A regular file swapped for a FIFO between the check and the open does not
// block the open, and is refused.
func TestFIFOSwap(t *testing.T) {
	dir, _ := setup(t)
	f := newFS(t, dir)
	f.afterResolve = func() {
		must(t, os.Remove(filepath.Join(dir, "in.txt")))
		must(t, syscall.Mkfifo(filepath.Join(dir, "in.txt"), 0o644))
	}
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

func TestReadOnlyByDefault(t *testing.T) {
	dir, _ := setup(t)
	must(t, os.Mkdir(filepath.Join(dir, "d"), 0o755))
	f := newFS(t, dir)
	at := time.Unix(0, 0)
	for _, c := range []struct {
		what      string
		err, want error
	}{
		{"write", vfs.WriteFile(bg, f, "/in.txt", []byte("x"), 0o644), vfs.ErrReadOnly},
		{"create", vfs.WriteFile(bg, f, "/new", []byte("x"), 0o644), vfs.ErrReadOnly},
		{"open missing for writing", openErr(f, "/new", vfs.O_WRONLY), vfs.ErrNotExist},
		{"open a dir for writing", openErr(f, "/d", vfs.O_WRONLY), vfs.ErrIsDir},
		{"O_EXCL existing", openErr(f, "/in.txt", vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL), vfs.ErrExist},
		{"mkdir", f.Mkdir(bg, "/nd", 0o755), vfs.ErrReadOnly},
		{"mkdir existing", f.Mkdir(bg, "/d", 0o755), vfs.ErrExist},
		{"remove", f.Remove(bg, "/in.txt"), vfs.ErrReadOnly},
		{"remove missing (EROFS first, as Linux)", f.Remove(bg, "/missing"), vfs.ErrReadOnly},
		{"rename missing", f.Rename(bg, "/missing", "/x"), vfs.ErrReadOnly},
		{"O_RDONLY|O_CREATE existing", openErr(f, "/in.txt", vfs.O_RDONLY|vfs.O_CREATE), nil},
		{"O_RDONLY|O_CREATE missing", openErr(f, "/new", vfs.O_RDONLY|vfs.O_CREATE), vfs.ErrReadOnly},
		{"remove root", f.Remove(bg, "/"), vfs.ErrBusy},
		{"rename", f.Rename(bg, "/in.txt", "/x"), vfs.ErrReadOnly},
		{"rename root", f.Rename(bg, "/", "/x"), vfs.ErrBusy},
		{"symlink", f.Symlink(bg, "x", "/l"), vfs.ErrReadOnly},
		{"symlink existing", f.Symlink(bg, "x", "/in.txt"), vfs.ErrExist},
		{"chmod", f.Chmod(bg, "/in.txt", 0o600), vfs.ErrReadOnly},
		{"chtimes", f.Chtimes(bg, "/in.txt", at, at), vfs.ErrReadOnly},
		{"chmod missing", f.Chmod(bg, "/missing", 0o600), vfs.ErrNotExist},
	} {
		wantErr(t, c.what, c.err, c.want)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "in.txt")); string(b) != "inside" {
		t.Errorf("content changed: %q", b)
	}
	if fi, _ := os.Stat(filepath.Join(dir, "in.txt")); fi.Mode() != 0o644 {
		t.Errorf("mode changed: %v", fi.Mode())
	}
	if got := f.Describe(); got != "host folder, read-only" {
		t.Errorf("Describe() = %q", got)
	}
	if got := newFS(t, dir, Writable()).Describe(); got != "host folder, writable" {
		t.Errorf("Describe() = %q", got)
	}
}

func openErr(fsys vfs.FS, name string, flag int) error {
	f, err := fsys.OpenFile(bg, name, flag, 0o644)
	if err == nil {
		f.Close()
	}
	return err
}

func TestMaxReadBytes(t *testing.T) {
	dir, _ := setup(t)
	writeHost(t, filepath.Join(dir, "big"), strings.Repeat("x", 100))
	writeHost(t, filepath.Join(dir, "small"), "0123456789")
	f := newFS(t, dir, MaxReadBytes(10), Writable())
	_, err := read(t, f, "/big")
	wantErr(t, "open a file over the cap", err, vfs.ErrFileTooLarge)
	if got, err := read(t, f, "/small"); got != "0123456789" || err != nil {
		t.Errorf("file at the cap: %q, %v", got, err)
	}
	// Writing is not capped; a file that grows after opening is cut off.
	r, err := vfs.Open(bg, f, "/small")
	must(t, err)
	defer r.Close()
	writeHost(t, filepath.Join(dir, "small"), strings.Repeat("y", 50))
	b, err := io.ReadAll(r)
	if string(b) != "yyyyyyyyyy" {
		t.Errorf("read of a grown file: %q", b)
	}
	wantErr(t, "read past the cap", err, vfs.ErrFileTooLarge)
	buf := make([]byte, 20)
	n, err := r.ReadAt(buf, 5)
	if n != 5 {
		t.Errorf("ReadAt across the cap read %d", n)
	}
	wantErr(t, "ReadAt across the cap", err, vfs.ErrFileTooLarge)
	// Opening for writing with O_TRUNC is fine whatever the size.
	must(t, vfs.WriteFile(bg, f, "/big", []byte("short"), 0o644))
}

// Host errors never show host paths.
func TestErrorsHideHostPaths(t *testing.T) {
	dir, _ := setup(t)
	writeHost(t, filepath.Join(dir, "full/f"), "")
	f := newFS(t, dir, Writable())
	var errs []error
	add := func(_ any, err error) { errs = append(errs, err) }
	add(f.Stat(bg, "/missing"))
	add(f.Lstat(bg, "/in.txt/x"))
	add(f.ReadDir(bg, "/in.txt"))
	add(vfs.Open(bg, f, "/missing"))
	add(f.OpenFile(bg, "/full", vfs.O_WRONLY, 0))
	add(f.Readlink(bg, "/in.txt"))
	add(nil, f.Remove(bg, "/full"))
	add(nil, f.Mkdir(bg, "/in.txt", 0o755))
	add(nil, f.Rename(bg, "/full", "/full/inner"))
	add(nil, f.Symlink(bg, "x", "/in.txt"))
	add(nil, f.Chmod(bg, "/missing", 0o644))
	r, err := vfs.Open(bg, f, "/full")
	must(t, err)
	add(r.Read(make([]byte, 1)))
	add(r.Write([]byte("x")))
	r.Close()
	add(nil, r.Close())
	add(r.Read(make([]byte, 1)))
	for i, err := range errs {
		if err == nil {
			t.Errorf("case %d: no error", i)
			continue
		}
		if strings.Contains(err.Error(), dir) || strings.Contains(err.Error(), os.TempDir()) {
			t.Errorf("case %d: error leaks a host path: %v", i, err)
		}
		var pe *fs.PathError
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Path, "/") {
			t.Errorf("case %d: %v is not a PathError with the sandbox path", i, err)
		}
	}
}

func TestStatT(t *testing.T) {
	dir, _ := setup(t)
	f := newFS(t, dir)
	fi, err := f.Stat(bg, "/in.txt")
	must(t, err)
	st := vfs.Stat(fi)
	if st == nil || st.Nlink != 1 || st.Ino == 0 || st.Blocks == 0 {
		t.Errorf("StatT = %+v", st)
	}
	if fi.Name() != "in.txt" {
		t.Errorf("Name() = %q", fi.Name())
	}
	root, err := f.Stat(bg, "/")
	if err != nil || !root.IsDir() || root.Name() != "/" {
		t.Errorf("Stat(/) = %v, %v", root, err)
	}
}

func TestRefuseSensitive(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	base := t.TempDir()
	mk := func(p string) string {
		p = filepath.Join(base, p)
		must(t, os.MkdirAll(p, 0o755))
		return p
	}
	withSSH := mk("proj")
	mk("proj/.ssh")
	deepAWS := mk("deep")
	mk("deep/a/b/.aws")
	tooDeep := mk("toodeep")
	mk("toodeep/a/b/c/.aws")
	gcloud := mk("g")
	mk("g/.config/gcloud")
	inside := mk("u/.kube/cache")
	inDocker := mk("u2/.docker")
	mk("link")
	must(t, os.Symlink(filepath.Join(base, "u"), filepath.Join(base, "link/tou")))
	ok := mk("ok/.config/other")
	for _, c := range []struct {
		dir, why string
	}{
		{"/", "root directory"},
		{"/etc", "system directory (/etc)"},
		{"/proc/self", "system directory (/proc)"},
		{"/sys", "system directory (/sys)"},
		{home, "is the home directory"},
		{filepath.Dir(home), "contains the home directory"},
		{withSSH, "contains a credential folder (.ssh)"},
		{deepAWS, "contains a credential folder (a/b/.aws)"},
		{gcloud, "contains a credential folder (.config/gcloud)"},
		{inside, "inside a credential folder (.kube)"},
		{inDocker, "inside a credential folder (.docker)"},
		{filepath.Join(base, "link/tou/.kube"), "inside a credential folder (.kube)"},
	} {
		_, err := New(c.dir)
		var re *RefusedError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("New(%s) = %v, want a refusal saying %q", c.dir, err, c.why)
			continue
		}
		if !strings.Contains(err.Error(), "AllowSensitive") {
			t.Errorf("refusal does not say how to override: %v", err)
		}
		if c.dir == "/proc/self" {
			continue // not worth opening
		}
		f, err := New(c.dir, AllowSensitive())
		if err != nil {
			t.Errorf("New(%s, AllowSensitive()) = %v", c.dir, err)
			continue
		}
		f.Close()
	}
	for _, dir := range []string{ok, tooDeep, filepath.Join(home, "project")} {
		must(t, os.MkdirAll(dir, 0o755))
		f, err := New(dir)
		if err != nil {
			t.Errorf("New(%s) = %v", dir, err)
			continue
		}
		f.Close()
	}
	_, err := New(filepath.Join(base, "missing"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("New(missing) = %v", err)
	}
	_, err = New(filepath.Join(withSSH, ".ssh", "..", "..", "proj", "x"))
	if err == nil {
		t.Errorf("New of a missing path succeeded")
	}
	writeHost(t, filepath.Join(base, "file"), "")
	_, err = New(filepath.Join(base, "file"))
	wantErr(t, "New(file)", err, vfs.ErrNotDir)
}

func TestCanceled(t *testing.T) {
	dir, _ := setup(t)
	f := newFS(t, dir)
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if _, err := vfs.Open(ctx, f, "/in.txt"); !errors.Is(err, context.Canceled) {
		t.Errorf("Open with a canceled context: %v", err)
	}
}

func TestLstatPrefixes(t *testing.T) {
	dir, _ := setup(t)
	writeHost(t, filepath.Join(dir, "a/b/c"), "c")
	must(t, os.Symlink("b", filepath.Join(dir, "a/l")))
	must(t, syscall.Mkfifo(filepath.Join(dir, "a/fifo"), 0o644))
	f := newFS(t, dir)
	walk := func(name string, stopAt int) string {
		var out []string
		f.LstatPrefixes(bg, name, func(p string, fi fs.FileInfo, err error) bool {
			s := p + "="
			switch {
			case err != nil:
				s += vfs.Strerror(err)
				var pe *fs.PathError
				if !errors.As(err, &pe) || pe.Path != p {
					t.Errorf("%s: error %v does not name the prefix", p, err)
				}
			case fi.Mode()&fs.ModeSymlink != 0:
				s += "link"
			case fi.IsDir():
				s += "dir"
			default:
				s += "file:" + fi.Name()
			}
			out = append(out, s)
			return len(out) != stopAt
		})
		return strings.Join(out, " ")
	}
	for _, c := range []struct {
		name   string
		stopAt int
		want   string
	}{
		{"/a/b/c", 0, "/a=dir /a/b=dir /a/b/c=file:c"},
		{"/a/b/c/d", 0, "/a=dir /a/b=dir /a/b/c=file:c"},
		{"/a/l/c", 0, "/a=dir /a/l=link"},
		{"/a/missing/x", 0, "/a=dir /a/missing=No such file or directory"},
		{"/a/fifo", 0, "/a=dir /a/fifo=No such file or directory"},
		{"/a/b/c", 1, "/a=dir"},
		{"/a/../a", 0, "/a=dir"},
		{"/", 0, ""},
	} {
		if got := walk(c.name, c.stopAt); got != c.want {
			t.Errorf("LstatPrefixes(%s) = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestNoSetID(t *testing.T) {
	dir, _ := setup(t)
	f := newFS(t, dir, Writable())
	for _, m := range []fs.FileMode{fs.ModeSetuid | 0o755, fs.ModeSetgid | 0o755} {
		wantErr(t, "chmod "+m.String(), f.Chmod(bg, "/in.txt", m), vfs.ErrNotPermitted)
	}
	must(t, f.Chmod(bg, "/in.txt", fs.ModeSticky|0o700))
	if fi, _ := os.Stat(filepath.Join(dir, "in.txt")); fi.Mode() != fs.ModeSticky|0o700 {
		t.Errorf("mode after chmod +t: %v", fi.Mode())
	}
	fl, err := f.OpenFile(bg, "/new", vfs.O_WRONLY|vfs.O_CREATE, fs.ModeSetuid|0o755)
	must(t, err)
	fl.Close()
	if fi, _ := os.Stat(filepath.Join(dir, "new")); fi.Mode()&fs.ModeSetuid != 0 {
		t.Errorf("created a set-user-ID file: %v", fi.Mode())
	}
}

// TestEscapeThroughProc: links into the host's /proc (whose root and cwd
// links lead out of any folder) resolve inside the folder like any other
// absolute link, so they reach nothing of the host.
func TestEscapeThroughProc(t *testing.T) {
	dir, _ := setup(t)
	must(t, os.Symlink("/proc/self/root/etc/passwd", filepath.Join(dir, "viaroot")))
	must(t, os.Symlink("/proc/self/cwd", filepath.Join(dir, "viacwd")))
	must(t, os.Symlink("/proc/1/root", filepath.Join(dir, "initroot")))
	f := newFS(t, dir)
	for _, name := range []string{
		"/viaroot", "/viacwd/in.txt", "/initroot/etc/passwd",
		"/proc/self/root/etc/passwd", "/proc/self/environ", "/../proc/self/root/etc/hostname",
	} {
		_, err := read(t, f, name)
		wantErr(t, name, err, vfs.ErrNotExist)
	}
}

// Owner shows every file, by every way of looking, as the given owner.
func TestOwner(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "f"), []byte("x"), 0o644)
	ctx := context.Background()
	check := func(how string, fi fs.FileInfo) {
		t.Helper()
		st := vfs.Stat(fi)
		if st == nil || st.Uid != 1000 || st.Gid != 1000 || st.User != "alice" || st.Group != "alice" {
			t.Errorf("%s: owner %+v", how, st)
		}
	}
	fsys := newFS(t, dir, Owner(1000, 1000, "alice", "alice"))
	fi, err := fsys.Stat(ctx, "/f")
	if err != nil {
		t.Fatal(err)
	}
	check("Stat", fi)
	fi, _ = fsys.Lstat(ctx, "/")
	check("Lstat", fi)
	ents, _ := fsys.ReadDir(ctx, "/")
	fi, _ = ents[0].Info()
	check("ReadDir", fi)
	f, err := fsys.OpenFile(ctx, "/f", vfs.O_RDONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, _ = f.Stat()
	check("File.Stat", fi)
	// Without it, the host's own ids and no names.
	fi, _ = newFS(t, dir).Stat(ctx, "/f")
	if st := vfs.Stat(fi); st.User != "" || st.Uid != uint32(os.Getuid()) {
		t.Errorf("host ids: %+v", st)
	}
}

// Mounted at a sandbox path, a folder shows its absolute link targets
// below it, and the links the sandbox makes keep their meaning on the
// host: a target below the mount point is stored as its host path, any
// other absolute target as the relative path leading to it.
func TestMountedAtTranslatesLinks(t *testing.T) {
	dir, outside := setup(t)
	must(t, os.Symlink(filepath.Join(dir, "in.txt"), filepath.Join(dir, "absin")))
	must(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "abs")))
	must(t, os.Symlink(dir, filepath.Join(dir, "self")))
	must(t, os.Symlink("/", filepath.Join(dir, "hostroot")))
	must(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	f := newFS(t, dir, Writable(), MountedAt("/work"))
	for name, want := range map[string]string{
		"/absin": "/work/in.txt", "/abs": "(outside-mount)/secret", "/self": "/work", "/hostroot": "(outside-mount)",
	} {
		if s, err := f.Readlink(bg, name); s != want || err != nil {
			t.Errorf("Readlink(%s) = %q, %v; want %q", name, s, err, want)
		}
		// A link's size is its target's length, as shown (ls -l).
		if fi, err := f.Lstat(bg, name); err != nil || fi.Size() != int64(len(want)) {
			t.Errorf("Lstat(%s).Size() = %v, %v; want %d", name, fi.Size(), err, len(want))
		}
		ents, _ := f.ReadDir(bg, "/")
		for _, e := range ents {
			if "/"+e.Name() == name {
				if fi, _ := e.Info(); fi.Size() != int64(len(want)) {
					t.Errorf("ReadDir: %s size %d; want %d", name, fi.Size(), len(want))
				}
			}
		}
	}
	for _, c := range []struct{ target, link, host string }{
		{"/work/in.txt", "/l1", filepath.Join(dir, "in.txt")},
		{"/work", "/sub/l2", dir},
		{"/tmp/x", "/sub/l3", "../../tmp/x"},
		{"/", "/l4", ".."},
		{"rel/x", "/l5", "rel/x"},
	} {
		must(t, f.Symlink(bg, c.target, c.link))
		if got, err := os.Readlink(filepath.Join(dir, c.link)); got != c.host || err != nil {
			t.Errorf("Symlink(%s, %s) stored %q, %v; want %q", c.target, c.link, got, err, c.host)
		}
		want := c.target
		if c.target == "/tmp/x" || c.target == "/" {
			want = c.host // a path outside the mount reads back as the relative path to it
		}
		if got, err := f.Readlink(bg, c.link); got != want || err != nil {
			t.Errorf("Readlink(%s) = %q, %v; want %q", c.link, got, err, want)
		}
	}
	// Without MountedAt the folder is its own "/" (chroot semantics).
	g := newFS(t, dir, Writable())
	if s, err := g.Readlink(bg, "/absin"); s != "/in.txt" || err != nil {
		t.Errorf("Readlink(/absin) unmounted = %q, %v", s, err)
	}
	must(t, g.Symlink(bg, "/in.txt", "/l6"))
	if got, _ := os.Readlink(filepath.Join(dir, "l6")); got != filepath.Join(dir, "in.txt") {
		t.Errorf("Symlink(/in.txt) unmounted stored %q", got)
	}
}

// swapSubForLink swaps dir/sub for a symlink to outside and back, over and
// over, until the function it returns is called (which waits for the
// swapper to stop): the race every escape test runs against.
func swapSubForLink(dir, outside string) (stop func()) {
	done := make(chan bool)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		sub, tmp := filepath.Join(dir, "sub"), filepath.Join(dir, "tmp")
		for {
			select {
			case <-done:
				return
			default:
			}
			os.Rename(sub, filepath.Join(dir, "real"))
			os.Symlink(outside, tmp)
			os.Rename(tmp, sub)
			os.Remove(sub)
			os.Rename(filepath.Join(dir, "real"), sub)
		}
	}()
	return func() { close(done); wg.Wait() }
}

// TestCredentialScanAllocations: New's scan for credential folders keeps
// only the listing's credential names and subdirectories, not an entry per
// file (os.ReadDir's made ~2 allocations a file: 20,000 on the 10,000-file
// folder of issue 20's benchmark, ~8 ms of every run mounting it). The
// scan still finds a credential folder among many files, at every level
// it reads, and not below.
func TestCredentialScanAllocations(t *testing.T) {
	base := t.TempDir()
	const perDir = 400
	for _, d := range []string{"a", "a/sub", "b", "b/sub", "c"} {
		must(t, os.MkdirAll(filepath.Join(base, d), 0o755))
		for i := range perDir {
			must(t, os.WriteFile(filepath.Join(base, d, fmt.Sprintf("f%04d.txt", i)), nil, 0o644))
		}
	}
	if p := findCredentials(base); p != "" {
		t.Fatalf("findCredentials found %q in a folder without credentials", p)
	}
	allocs := testing.AllocsPerRun(5, func() { findCredentials(base) })
	t.Logf("%d files in 5 directories: %.0f allocations", 5*perDir, allocs)
	if allocs > 40 {
		t.Errorf("scanning %d files in 5 directories made %.0f allocations; want at most 40 (none a file)", 5*perDir, allocs)
	}
	must(t, os.MkdirAll(filepath.Join(base, "b/sub/.gnupg"), 0o755))
	must(t, os.MkdirAll(filepath.Join(base, "b/sub/.config/gcloud"), 0o755))
	if p := findCredentials(base); p != "b/sub/.gnupg" {
		t.Errorf("findCredentials = %q, want b/sub/.gnupg (credentialDirs' order)", p)
	}
	must(t, os.WriteFile(filepath.Join(base, "a/.kube"), nil, 0o644))
	if p := findCredentials(base); p != "a/.kube" {
		t.Errorf("findCredentials = %q, want a/.kube (a level above b/sub's)", p)
	}
	// The deepest level is looked up, not listed: it finds the same names,
	// nested ones and those of any type included.
	for _, c := range []struct{ make, want string }{
		{"c/sub/.config/gcloud/", "c/sub/.config/gcloud"},
		{"c/sub/.ssh", "c/sub/.ssh"},
		{"c/sub2/.docker/", "c/sub2/.docker"},
	} {
		last := t.TempDir()
		must(t, os.MkdirAll(filepath.Join(last, "c/sub"), 0o755))
		must(t, os.MkdirAll(filepath.Join(last, "c/sub/.config"), 0o755)) // not a credential folder alone
		if strings.HasSuffix(c.make, "/") {
			must(t, os.MkdirAll(filepath.Join(last, c.make), 0o755))
		} else {
			must(t, os.WriteFile(filepath.Join(last, c.make), nil, 0o600))
		}
		if p := findCredentials(last); p != c.want {
			t.Errorf("findCredentials with %s = %q, want %q", c.make, p, c.want)
		}
	}
	deep := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(deep, "x/y/z/.ssh"), 0o755))
	if p := findCredentials(deep); p != "" {
		t.Errorf("findCredentials = %q below scanDepth", p)
	}
}
