package python

import (
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"testing"
)

// Once warm, the guest loads sitecustomize from bytecode that the
// interpreter compiled, instead of compiling it at every start.
func TestSitecustomizeIsCompiled(t *testing.T) {
	if err := (Config{}).Warm(); err != nil {
		t.Fatal(err)
	}
	site, err := sitePackages(nil, nil, false) // compiled already: e is not used
	if err != nil {
		t.Fatal(err)
	}
	pyc, ok := site.(interface{ ReadFile(string) ([]byte, error) })
	if !ok {
		t.Fatalf("site-packages is a %T", site)
	}
	data, err := pyc.ReadFile("__pycache__/sitecustomize.cpython-313.pyc")
	if err != nil {
		t.Fatal(err)
	}
	// Flags 1: hash-based and unchecked, like the standard library's.
	if flags := binary.LittleEndian.Uint32(data[4:8]); flags != 1 {
		t.Fatalf("pyc flags %#x", flags)
	}
	r := run(t, context.Background(), nil, "/", "", "-v", "-c", "import "+sqliteModule)
	for _, m := range []string{"sitecustomize", sqliteModule} {
		if !strings.Contains(r.stderr, "code object from '"+siteDir+"/__pycache__/"+m+".cpython-313.pyc'") {
			t.Errorf("%s not loaded from bytecode:\n%s", m, r.stderr)
		}
	}
}

// memFiles is a HostFiles in memory.
type memFiles map[string][]byte

func (m memFiles) ReadFile(name string) ([]byte, error) {
	b, ok := m[name]
	if !ok {
		return nil, fs.ErrNotExist
	}
	return bytes.Clone(b), nil
}

func (m memFiles) WriteFile(name string, data []byte) error {
	m[name] = bytes.Clone(data)
	return nil
}

// With a compilation cache directory, the bytecode is kept there (through
// Config.SiteCache), and a process that finds it there (the CLI's next
// run) takes it as it is; another interpreter, or changed sources, have
// another file.
func TestSitePycKeptInCacheDir(t *testing.T) {
	if err := (Config{}).Warm(); err != nil {
		t.Fatal(err)
	}
	files := memFiles{}
	if _, err := sitePackages(&engine{cacheDir: t.TempDir()}, files, false); err != nil {
		t.Fatal(err)
	}
	site, err := siteFS()
	if err != nil {
		t.Fatal(err)
	}
	got, ok := loadSitePyc(site, files)
	if !ok {
		t.Fatalf("no bytecode kept: %d files", len(files))
	}
	want := siteCompiled.Load()
	if len(got.pycs) != len(siteModules) || !maps.EqualFunc(got.pycs, want.pycs, bytes.Equal) {
		t.Fatalf("kept %d files, not the compiled ones", len(got.pycs))
	}
	for name, data := range want.pycs {
		if f := got.fs[name]; f == nil || !bytes.Equal(f.Data, data) {
			t.Errorf("%s not in site-packages as loaded", name)
		}
	}
	// A damaged file is not taken (the archive's checksums).
	name := sitePycName()
	b := files[name]
	i := bytes.Index(b, want.pycs[slices.Sorted(maps.Keys(want.pycs))[0]][20:40])
	if i < 0 {
		t.Fatal("bytecode not found stored in the file")
	}
	b[i] ^= 0xff
	if _, ok := loadSitePyc(site, files); ok {
		t.Error("a damaged file was taken")
	}
	saved := sha256sums
	sha256sums = []byte("another build")
	defer func() { sha256sums = saved }()
	if sitePycName() == name {
		t.Error("another interpreter's bytecode has the same file")
	}
}

// The tzdata package is not unpacked when site-packages is made: it is
// a mount point there, and its files are read from the zip as the guest
// opens them, whole, so that zoneinfo can seek in them.
func TestTzdataReadWhenOpened(t *testing.T) {
	site, err := siteFS()
	if err != nil {
		t.Fatal(err)
	}
	if len(site) != len(siteModules)+1 || !site[tzdataDir].Mode.IsDir() {
		t.Fatalf("site-packages has %d entries, want our %d modules and the tzdata directory", len(site), len(siteModules))
	}
	tz, err := tzdataFS()
	if err != nil {
		t.Fatal(err)
	}
	f, err := tz.Open("zoneinfo/Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, ok := f.(io.ReadSeeker)
	if !ok {
		t.Fatalf("%T cannot seek", f)
	}
	if _, err := s.Seek(-4, io.SeekEnd); err != nil {
		t.Fatal(err)
	}
	tail, _ := io.ReadAll(s)
	if _, err := s.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	all, _ := io.ReadAll(s)
	if !bytes.HasPrefix(all, []byte("TZif")) || !bytes.HasSuffix(all, tail) || len(tail) != 4 {
		t.Errorf("read %d bytes (%.4q), tail %q", len(all), all, tail)
	}
	if st, err := fs.Stat(tz, "zoneinfo/Europe"); err != nil || !st.IsDir() {
		t.Errorf("zoneinfo/Europe: %v %v", st, err)
	}
}
