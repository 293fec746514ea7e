package hostfs

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// cpath writes a name that fits to the buffer, allocates a longer one,
// and refuses a NUL, as syscall.BytePtrFromString does.
func TestCpath(t *testing.T) {
	var buf [cpathSize]byte
	for _, name := range []string{"", "a", strings.Repeat("n", cpathSize-1), strings.Repeat("n", cpathSize), strings.Repeat("long/", 900)} {
		p, err := cpath(&buf, name)
		if err != nil {
			t.Fatalf("%d bytes: %v", len(name), err)
		}
		if got := unsafe.String(p, len(name)); got != name || unsafe.Slice(p, len(name)+1)[len(name)] != 0 {
			t.Errorf("%d bytes: got %q", len(name), got)
		}
		if onStack := p == &buf[0]; onStack != (len(name) < cpathSize) {
			t.Errorf("%d bytes: in the buffer %v", len(name), onStack)
		}
	}
	if _, err := cpath(&buf, "a\x00b"); err != syscall.EINVAL {
		t.Errorf("a NUL: %v, want EINVAL", err)
	}
}

// Names and paths longer than the stack buffer are listed, lstatted and
// opened (after a listing, by openat2 with the whole path) as the others.
func TestLongNamesAndPaths(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("n", 255) // NAME_MAX
	deep := filepath.Join(strings.Repeat("d/", 150), long)
	writeHost(t, filepath.Join(dir, long), "short path")
	writeHost(t, filepath.Join(dir, deep), "long path")
	f := newFS(t, dir)
	for _, name := range []string{"/" + long, "/" + deep} {
		parent := filepath.Dir(name)
		ents, err := f.ReadDir(bg, parent)
		must(t, err)
		fi, err := entry(t, ents, long).Info()
		if err != nil || !fi.Mode().IsRegular() {
			t.Errorf("Info of %d-byte path: %v, %v", len(name), fi, err)
		}
		if got, err := read(t, f, name); err != nil || !strings.HasSuffix(got, "path") {
			t.Errorf("read %d-byte path: %q, %v", len(name), got, err)
		}
	}
}
