package computerwelt

import (
	"os"
	"path/filepath"
	"testing"
)

// WithPython gives python a SiteCache over its compilation cache
// directory: files written whole there, plain names only.
func TestPythonSiteCacheInCompilationCacheDir(t *testing.T) {
	dir := t.TempDir()
	var c config
	if err := WithPython(PythonConfig{CompilationCacheDir: dir})(&c); err != nil {
		t.Fatal(err)
	}
	files := c.python.SiteCache
	if files == nil {
		t.Fatal("no SiteCache with a CompilationCacheDir")
	}
	if err := files.WriteFile("site.zip", []byte("bytecode")); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "site.zip")); err != nil || string(b) != "bytecode" {
		t.Fatalf("on disk: %q, %v", b, err)
	}
	if b, err := files.ReadFile("site.zip"); err != nil || string(b) != "bytecode" {
		t.Fatalf("read back: %q, %v", b, err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
	for _, bad := range []string{"", ".", "..", "../x", "a/b", "/etc/passwd"} {
		if err := files.WriteFile(bad, nil); err == nil {
			t.Errorf("WriteFile(%q) succeeded", bad)
		}
		if _, err := files.ReadFile(bad); err == nil {
			t.Errorf("ReadFile(%q) succeeded", bad)
		}
	}
	var none config
	if err := WithPython(PythonConfig{})(&none); err != nil {
		t.Fatal(err)
	}
	if none.python.SiteCache != nil {
		t.Error("a SiteCache without a CompilationCacheDir")
	}
}
