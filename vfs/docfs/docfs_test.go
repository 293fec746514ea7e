package docfs

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

var bg = context.Background()

// Files that are not documents pass through: the contract suite, read-only.
func TestContract(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		base := memfs.New()
		if err := vfstest.WriteFixture(bg, base); err != nil {
			t.Fatal(err)
		}
		// Documents beside the fixture must not disturb it.
		write(t, base, "/docs/r.pdf", makePDF([]string{"x"}))
		return New(base)
	}, vfstest.ReadOnly())
}

func write(t testing.TB, fsys vfs.FS, name string, data []byte) {
	t.Helper()
	if err := vfs.MkdirAll(bg, fsys, name[:strings.LastIndex(name, "/")+1], 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(bg, fsys, name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

const reportText = "Quarterly report\nRevenue: 1200\n"

// docTree is a folder of documents, as the wrapped filesystem has it.
func docTree(t testing.TB) *memfs.FS {
	base := memfs.New()
	write(t, base, "/docs/report.pdf", makePDF([]string{"Quarterly report", "Revenue: 1200"}))
	write(t, base, "/docs/notes.docx", makeDOCX(t, para("berschrift1", 0, 0, wt("Notes"))+para("", 0, 0, wt("Revenue grew."))))
	write(t, base, "/docs/sub/budget.XLSX", makeXLSX(t, []string{"Revenue"}, false, [2]string{"2024", `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>1200</v></c></row>`}))
	write(t, base, "/docs/plain.txt", []byte("Revenue is plain\n"))
	write(t, base, "/docs/bad.pdf", []byte("%PDF-1.4 not really"))
	// A real file with a text name wins over the document.
	write(t, base, "/docs/shadow.html", []byte("<p>document</p>"))
	write(t, base, "/docs/shadow.html.txt", []byte("real\n"))
	// A directory with a document's name is a directory.
	if err := base.Mkdir(bg, "/docs/dir.pdf", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := base.Symlink(bg, "report.pdf", "/docs/latest"); err != nil {
		t.Fatal(err)
	}
	if err := base.Symlink(bg, "dir.pdf", "/docs/dirlink"); err != nil {
		t.Fatal(err)
	}
	return base
}

func TestView(t *testing.T) {
	f := New(docTree(t))
	ents, err := f.ReadDir(bg, "/docs")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
		if fi, err := e.Info(); err != nil || fi.Name() != e.Name() {
			t.Errorf("%s: Info %v, %v", e.Name(), fi, err)
		}
	}
	want := "bad.pdf.orig bad.pdf.txt dir.pdf dirlink latest notes.docx.orig notes.docx.txt plain.txt report.pdf.orig report.pdf.txt shadow.html.orig shadow.html.txt sub"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("ReadDir = %s\nwant %s", got, want)
	}

	for name, want := range map[string]string{
		"/docs/report.pdf.txt":         reportText,
		"/docs/latest":                 reportText,
		"/docs/notes.docx.txt":         "# Notes\nRevenue grew.\n",
		"/docs/sub/budget.XLSX.txt":    "== Sheet: 2024 ==\nRevenue\t1200\n",
		"/docs/plain.txt":              "Revenue is plain\n",
		"/docs/shadow.html.txt":        "real\n",
		"/docs/../docs/report.pdf.txt": reportText,
	} {
		b, err := vfs.ReadFile(bg, f, name)
		if err != nil || string(b) != want {
			t.Errorf("read %s = %q, %v; want %q", name, b, err, want)
			continue
		}
		// Stat, the open file's Stat and the text agree on the size.
		fi, err := f.Stat(bg, name)
		if err != nil || fi.Size() != int64(len(want)) || !fi.Mode().IsRegular() {
			t.Errorf("stat %s = %v, %v", name, fi, err)
		}
		fl, _ := vfs.Open(bg, f, name)
		if ofi, err := fl.Stat(); err != nil || ofi.Size() != int64(len(want)) {
			t.Errorf("open file stat %s = %v, %v", name, ofi, err)
		}
		fl.Close()
	}

	fi, err := f.Stat(bg, "/docs/report.pdf.txt")
	if err != nil {
		t.Fatal(err)
	}
	if fi.Name() != "report.pdf.txt" || fi.Mode() != 0o444 {
		t.Errorf("text info: name %q mode %v, want report.pdf.txt -r--r--r--", fi.Name(), fi.Mode())
	}
	if st := vfs.Stat(fi); st == nil || st.Blocks != 8 {
		t.Errorf("text StatT = %+v", st)
	}
	orig, _ := docTree(t).Stat(bg, "/docs/report.pdf")
	_ = orig

	// The documents themselves are not served.
	for _, name := range []string{"/docs/report.pdf", "/docs/shadow.html", "/docs/sub/budget.XLSX"} {
		if _, err := f.Stat(bg, name); !errors.Is(err, vfs.ErrNotExist) {
			t.Errorf("stat %s: %v, want ENOENT", name, err)
		}
		if _, err := vfs.Open(bg, f, name); !errors.Is(err, vfs.ErrNotExist) {
			t.Errorf("open %s: %v, want ENOENT", name, err)
		}
		if _, err := f.Readlink(bg, name); !errors.Is(err, vfs.ErrNotExist) {
			t.Errorf("readlink %s: %v, want ENOENT", name, err)
		}
	}
	if _, err := f.Stat(bg, "/docs/report.pdf/x"); !errors.Is(err, vfs.ErrNotExist) {
		t.Errorf("stat below a hidden document: %v, want ENOENT", err)
	}
	if _, err := f.Stat(bg, "/docs/plain.txt/x"); !errors.Is(err, vfs.ErrNotDir) {
		t.Errorf("stat below a file: %v, want ENOTDIR", err)
	}
	if _, err := f.Stat(bg, "/docs/missing.pdf.txt"); !errors.Is(err, vfs.ErrNotExist) {
		t.Errorf("stat of a missing document's text: %v", err)
	}
	if _, err := f.Stat(bg, "/docs/dir.pdf.txt"); !errors.Is(err, vfs.ErrNotExist) {
		t.Errorf("a directory named like a document has no text: %v", err)
	}
	if fi, err := f.Stat(bg, "/docs/dirlink"); err != nil || !fi.IsDir() {
		t.Errorf("stat dirlink = %v, %v", fi, err)
	}
	if _, err := f.Stat(bg, "/docs/report.pdf.txt/x"); !errors.Is(err, vfs.ErrNotDir) {
		t.Errorf("stat below a text: %v, want ENOTDIR", err)
	}
	if _, err := f.ReadDir(bg, "/docs/report.pdf.txt"); !errors.Is(err, vfs.ErrNotDir) {
		t.Errorf("ReadDir of a text: %v", err)
	}

	// Symlinks to documents name the text.
	if got, err := f.Readlink(bg, "/docs/latest"); got != "report.pdf.txt" || err != nil {
		t.Errorf("readlink latest = %q, %v", got, err)
	}
	if got, err := f.Readlink(bg, "/docs/dirlink"); got != "dir.pdf" || err != nil {
		t.Errorf("readlink dirlink = %q, %v", got, err)
	}
	if fi, err := f.Lstat(bg, "/docs/latest"); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("lstat latest = %v, %v", fi, err)
	}
	if _, err := f.Readlink(bg, "/docs/report.pdf.txt"); !errors.Is(err, vfs.ErrInvalid) {
		t.Errorf("readlink of a text: %v", err)
	}

	// Reading the text: seek, ReadAt, no writes.
	fl, err := vfs.Open(bg, f, "/docs/report.pdf.txt")
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 6)
	if n, err := fl.ReadAt(buf, 17); n != 6 || string(buf) != "Revenu" || err != nil {
		t.Errorf("ReadAt = %d %q %v", n, buf, err)
	}
	if _, err := fl.Seek(-5, io.SeekEnd); err != nil {
		t.Fatal(err)
	}
	if rest, _ := io.ReadAll(fl); string(rest) != "1200\n" {
		t.Errorf("after seek: %q", rest)
	}
	if _, err := fl.Write([]byte("x")); !errors.Is(err, vfs.ErrBadFD) {
		t.Errorf("write: %v", err)
	}
	fl.Close()
	if _, err := fl.Read(buf); err == nil {
		t.Errorf("read after close succeeded")
	}
}

func TestWritesFail(t *testing.T) {
	f := New(docTree(t))
	const text = "/docs/report.pdf.txt"
	for what, err := range map[string]error{
		"open for writing": func() error { _, err := f.OpenFile(bg, text, vfs.O_WRONLY, 0); return err }(),
		"truncate":         func() error { _, err := f.OpenFile(bg, text, vfs.O_RDONLY|vfs.O_TRUNC, 0); return err }(),
		"create":           func() error { _, err := f.OpenFile(bg, "/docs/new.txt", vfs.O_WRONLY|vfs.O_CREATE, 0o644); return err }(),
		"remove":           f.Remove(bg, text),
		"rename":           f.Rename(bg, text, "/docs/x"),
		"chmod":            f.Chmod(bg, text, 0o600),
		"chtimes":          f.Chtimes(bg, text, time.Now(), time.Now()),
	} {
		if !errors.Is(err, vfs.ErrReadOnly) {
			t.Errorf("%s: %v, want EROFS", what, err)
		}
	}
	if _, err := f.OpenFile(bg, text, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, 0o644); !errors.Is(err, vfs.ErrExist) {
		t.Errorf("exclusive create of a text: %v, want EEXIST", err)
	}
	if err := f.Mkdir(bg, text, 0o755); !errors.Is(err, vfs.ErrExist) {
		t.Errorf("mkdir over a text: %v, want EEXIST", err)
	}
	if err := f.Remove(bg, "/docs/report.pdf"); !errors.Is(err, vfs.ErrNotExist) {
		t.Errorf("remove of a hidden document: %v, want ENOENT", err)
	}
}

func TestCorrupt(t *testing.T) {
	f := New(docTree(t))
	fi, err := f.Stat(bg, "/docs/bad.pdf.txt")
	if err != nil || fi.Size() != 0 {
		t.Errorf("stat of a corrupt document = %v, %v; want size 0", fi, err)
	}
	_, err = vfs.Open(bg, f, "/docs/bad.pdf.txt")
	var xe *ExtractError
	if !errors.As(err, &xe) {
		t.Fatalf("open of a corrupt document: %v, want an ExtractError", err)
	}
	if got := vfs.Strerror(err); !strings.HasPrefix(got, "cannot extract text: ") {
		t.Errorf("Strerror = %q", got)
	}
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != "/docs/bad.pdf.txt" {
		t.Errorf("error %v does not name the text", err)
	}
}

// A document that makes the PDF library panic reads as an error.
func TestPanicRecovered(t *testing.T) {
	pdf := string(makePDF([]string{"hello"}))
	// A /Contents that is a number makes the library panic.
	bad := strings.Replace(pdf, "/Contents 4 0 R", "/Contents 4", 1)
	base := memfs.New()
	write(t, base, "/p.pdf", []byte(bad))
	_, err := vfs.ReadFile(bg, New(base), "/p.pdf.txt")
	var xe *ExtractError
	if !errors.As(err, &xe) {
		t.Errorf("read: %v, want an ExtractError", err)
	}
}

func TestLimits(t *testing.T) {
	base := memfs.New()
	// 8 MiB of one repeated paragraph compresses to a few KiB.
	write(t, base, "/bomb.docx", makeDOCX(t, strings.Repeat(para("", 0, 0, wt("aaaaaaaaaaaaaaaaaaaaaaaaaaaa")), 8<<20/80)))
	write(t, base, "/long.pdf", makePDF([]string{"one"}, []string{"two"}, []string{"three"}))
	write(t, base, "/big.html", []byte("<p>"+strings.Repeat("word ", 1000)))
	write(t, base, "/big.pdf", makePDF([]string{strings.Repeat("x", 3000)}))
	f := New(base, WithLimits(Limits{MaxDecompressedBytes: 1 << 20, MaxPages: 2, MaxTextBytes: 2000}))

	_, err := vfs.ReadFile(bg, f, "/bomb.docx.txt")
	if err == nil || !strings.Contains(err.Error(), "cannot extract text: ") || !strings.Contains(err.Error(), "larger than the limit") {
		t.Errorf("zip bomb: %v", err)
	}
	got, err := vfs.ReadFile(bg, f, "/long.pdf.txt")
	if want := "one\n\ftwo\n[docfs: 1 more pages not extracted; the limit is 2 pages]\n"; string(got) != want || err != nil {
		t.Errorf("page limit: %q, %v; want %q", got, err, want)
	}
	for _, name := range []string{"/big.html.txt", "/big.pdf.txt"} {
		if _, err := vfs.ReadFile(bg, f, name); err == nil || !strings.Contains(err.Error(), "larger than") {
			t.Errorf("text limit %s: %v", name, err)
		}
	}
	small := New(base, WithLimits(Limits{MaxInputBytes: 100}))
	if _, err := vfs.ReadFile(bg, small, "/long.pdf.txt"); err == nil || !strings.Contains(err.Error(), "document is larger than 100 bytes") {
		t.Errorf("input limit: %v", err)
	}
}

// Texts are cached by path, size and modification time.
func TestCache(t *testing.T) {
	base := memfs.New()
	mtime := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	put := func(html string) {
		write(t, base, "/a.html", []byte(html))
		if err := base.Chtimes(bg, "/a.html", mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	f := New(base)
	read := func() string {
		b, err := vfs.ReadFile(bg, f, "/a.html.txt")
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	put("<p>one</p>")
	if got := read(); got != "one\n" {
		t.Fatalf("first read %q", got)
	}
	put("<p>two</p>") // same size and time: the cached text is served
	if got := read(); got != "one\n" {
		t.Errorf("same size and mtime: %q, want the cached text", got)
	}
	mtime = mtime.Add(time.Second)
	put("<p>two</p>")
	if got := read(); got != "two\n" {
		t.Errorf("after a change: %q", got)
	}
	// The budget bounds the cache.
	c := newCache(300)
	for i := range 10 {
		c.put(cacheKey{path: string(rune('a' + i))}, cacheEntry{text: make([]byte, 100)})
	}
	if c.used > 300 || len(c.items) != 1 {
		t.Errorf("cache holds %d bytes in %d items", c.used, len(c.items))
	}
	if _, ok := c.get(cacheKey{path: "j"}); !ok {
		t.Errorf("the most recent entry was evicted")
	}
}

// slowFS makes reading a document wait for the context.
type slowFS struct{ vfs.FS }

func (s slowFS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	if strings.HasSuffix(name, ".pdf") {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return s.FS.OpenFile(ctx, name, flag, perm)
}

func TestCanceled(t *testing.T) {
	f := New(slowFS{docTree(t)})
	ctx, cancel := context.WithTimeout(bg, 50*time.Millisecond)
	defer cancel()
	if _, err := vfs.ReadFile(ctx, f, "/docs/report.pdf.txt"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("read with a deadline: %v", err)
	}
	if _, err := f.Stat(ctx, "/docs/report.pdf.txt"); err == nil {
		t.Errorf("stat after the deadline succeeded")
	}
	// The failure is not cached.
	g := New(docTree(t))
	if b, err := vfs.ReadFile(bg, g, "/docs/report.pdf.txt"); err != nil || string(b) != reportText {
		t.Errorf("read = %q, %v", b, err)
	}
}

// Through the shell, ls, stat, wc -c, cat, grep -r and find agree.
func TestShell(t *testing.T) {
	root := memfs.New()
	table := mount.New(root)
	if err := table.Mount("/docs", New(docTree(t)), mount.ReadOnly()); err != nil {
		t.Fatal(err)
	}
	sb, err := computerwelt.New(computerwelt.WithFileSystem(table), computerwelt.WithWorkingDirectory("/docs/docs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ script, stdout, stderr string }{
		{"ls", "bad.pdf.orig\nbad.pdf.txt\ndir.pdf\ndirlink\nlatest\nnotes.docx.orig\nnotes.docx.txt\nplain.txt\nreport.pdf.orig\nreport.pdf.txt\nshadow.html.orig\nshadow.html.txt\nsub\n", ""},
		{"ls sub", "budget.XLSX.d\nbudget.XLSX.orig\nbudget.XLSX.txt\n", ""},
		{"cat report.pdf.txt latest", reportText + reportText, ""},
		{"wc -c report.pdf.txt; stat -c %s report.pdf.txt; ls -l report.pdf.txt | awk '{print $1, $5}'", "31 report.pdf.txt\n31\n-r--r--r-- 31\n", ""},
		{"grep -r Revenue . | sort", "./notes.docx.txt:Revenue grew.\n./plain.txt:Revenue is plain\n./report.pdf.orig:(Revenue: 1200) Tj\n./report.pdf.txt:Revenue: 1200\n./sub/budget.XLSX.d/2024.csv:Revenue,1200\n./sub/budget.XLSX.txt:Revenue\t1200\n",
			"grep: ./bad.pdf.txt: cannot extract text: not a PDF file"},
		{"find . -name '*.txt' -size -1c", "./bad.pdf.txt\n", ""},
		{"cat bad.pdf.txt; echo $?", "1\n", "cat: bad.pdf.txt: cannot extract text: "},
		{"cat report.pdf; echo $?", "1\n", "cat: report.pdf: No such file or directory\n"},
		{"echo x > report.pdf.txt; echo $?", "1\n", "bash: line 1: report.pdf.txt: Read-only file system\n"},
	} {
		res, err := sb.Exec(bg, c.script)
		if err != nil {
			t.Fatal(err)
		}
		if res.Stdout != c.stdout || !strings.HasPrefix(res.Stderr, c.stderr) || (c.stderr == "" && res.Stderr != "") {
			t.Errorf("%s:\nstdout %q\nwant   %q\nstderr %q\nwant   %q...", c.script, res.Stdout, c.stdout, res.Stderr, c.stderr)
		}
	}
}

func TestConcurrentReads(t *testing.T) {
	f := New(docTree(t))
	errs := make(chan error, 16)
	for i := range 16 {
		go func() {
			name := []string{"/docs/report.pdf.txt", "/docs/notes.docx.txt", "/docs/sub/budget.XLSX.txt", "/docs/latest"}[i%4]
			b, err := vfs.ReadFile(bg, f, name)
			if err == nil && len(b) == 0 {
				err = errors.New(name + ": empty")
			}
			if _, serr := f.ReadDir(bg, "/docs"); err == nil {
				err = serr
			}
			errs <- err
		}()
	}
	for range 16 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// Listing and stat'ing do not extract a document until its size (or its
// stat structure, for the block count) is asked for: find -name and test
// over a folder of documents stay cheap.
func TestLazySize(t *testing.T) {
	f := New(docTree(t))
	extracted := func() int {
		f.cache.mu.Lock()
		defer f.cache.mu.Unlock()
		return len(f.cache.items)
	}
	fi, err := f.Stat(bg, "/docs/report.pdf.txt")
	if err != nil || fi.Name() != "report.pdf.txt" || !fi.Mode().IsRegular() {
		t.Fatalf("stat = %v, %v", fi, err)
	}
	ents, err := f.ReadDir(bg, "/docs")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if _, err := e.Info(); err != nil {
			t.Fatal(err)
		}
	}
	if n := extracted(); n != 0 {
		t.Errorf("%d documents extracted before any size was asked for", n)
	}
	if fi.Size() != int64(len(reportText)) || extracted() != 1 {
		t.Errorf("Size = %d after %d extractions", fi.Size(), extracted())
	}

	root := memfs.New()
	table := mount.New(root)
	if err := table.Mount("/docs", f, mount.ReadOnly()); err != nil {
		t.Fatal(err)
	}
	sb, err := computerwelt.New(computerwelt.WithFileSystem(table), computerwelt.WithWorkingDirectory("/docs/docs"))
	if err != nil {
		t.Fatal(err)
	}
	f.cache = newCache(DefaultLimits.CacheBytes)
	if res, _ := sb.Exec(bg, "find . -name '*.pdf.txt'; test -f notes.docx.txt"); res.ExitCode != 0 {
		t.Fatalf("%+v", res)
	}
	// find descends into a workbook's directory of sheets, which needs
	// the sheets' names; no text is extracted.
	f.cache.mu.Lock()
	for k := range f.cache.items {
		if !k.sheets {
			t.Errorf("find -name and test -f extracted %s", k.path)
		}
	}
	f.cache.mu.Unlock()
	// du and ls -s read the block count from the stat structure.
	if res, _ := sb.Exec(bg, "du report.pdf.txt; ls -s report.pdf.txt"); res.Stdout != "4\treport.pdf.txt\n4 report.pdf.txt\n" {
		t.Errorf("du, ls -s: %q", res.Stdout)
	}
}
