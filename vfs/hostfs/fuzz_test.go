package hostfs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
)

// FuzzNoEscape resolves arbitrary paths in a folder full of escaping
// symlinks: no operation may read, list or change anything outside.
func FuzzNoEscape(f *testing.F) {
	for _, s := range []string{
		"/", "/a", "/a/../../outside/secret", "/abs", "/rel/secret", "/loop",
		"//a//b/./../x", "../../..", "/dots/../../outside", "/absdir/secret",
		"/a/up/up/up/outside/secret", "\x00", "/a/\x00b", "/chain/secret",
	} {
		f.Add(s)
	}
	base := f.TempDir()
	dir, outside := filepath.Join(base, "shared"), filepath.Join(base, "outside")
	for _, d := range []string{filepath.Join(dir, "a/b"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			f.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(outside, "secret"), []byte("SECRET"), 0o644)
	os.WriteFile(filepath.Join(dir, "a/b/file"), []byte("file"), 0o644)
	links := map[string]string{
		"abs":    filepath.Join(outside, "secret"),
		"absdir": outside,
		"rel":    "../outside",
		"dots":   "..",
		"a/up":   "..",
		"loop":   "loop",
		"chain":  "a/up/dots/dots/outside",
		"a/b/r":  "../../../outside/secret",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			f.Fatal(err)
		}
	}
	fsys, err := New(dir, Writable())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, name string) {
		b, _ := vfs.ReadFile(bg, fsys, name)
		if strings.Contains(string(b), "SECRET") {
			t.Fatalf("read the secret through %q", name)
		}
		ents, _ := fsys.ReadDir(bg, name)
		for _, e := range ents {
			if e.Name() == "secret" {
				t.Fatalf("listed the outside folder through %q", name)
			}
		}
		fsys.Chmod(bg, name, 0o700) // keeps directories usable for cleanup
		fsys.Remove(bg, name)
		fsys.Rename(bg, name, name+"x")
		if fi, err := os.Stat(filepath.Join(outside, "secret")); err != nil || fi.Mode() != 0o644 {
			t.Fatalf("changed the outside secret through %q: %v %v", name, fi, err)
		}
		if ents, _ := os.ReadDir(outside); len(ents) != 1 {
			t.Fatalf("changed the outside folder through %q", name)
		}
	})
}
