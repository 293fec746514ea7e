package docfs

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// bookXLSX has two sheets, one whose name holds a "/", and cells that
// need CSV quoting.
func bookXLSX(t testing.TB) []byte {
	return makeXLSX(t, []string{"Name", "Acme, Inc.", `say "hi"`, "two\nlines", "Zebra"}, false,
		[2]string{"Sales", `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>` +
			`<row r="3"><c r="A3" t="s"><v>2</v></c><c r="C3" t="s"><v>3</v></c></row>`},
		[2]string{"Q1/Q2", `<row r="1"><c r="A1" t="s"><v>4</v></c><c r="B1"><v>7</v></c></row>`},
	)
}

const (
	salesCSV = "Name,\"Acme, Inc.\"\n\n\"say \"\"hi\"\"\",,\"two\nlines\"\n"
	q12CSV   = "Zebra,7\n"
)

func sheetsTree(t testing.TB) (*memfs.FS, []byte) {
	base := memfs.New()
	book := bookXLSX(t)
	write(t, base, "/d/book.xlsx", book)
	write(t, base, "/d/report.pdf", makePDF([]string{"Quarterly report", "Revenue: 1200"}))
	// A real directory of the view's name wins.
	write(t, base, "/d/own.xlsx", book)
	write(t, base, "/d/own.xlsx.d/mine.csv", []byte("mine\n"))
	write(t, base, "/d/own.xlsx.orig", []byte("real orig\n"))
	return base, book
}

func TestSheets(t *testing.T) {
	base, book := sheetsTree(t)
	f := New(base)
	ents, err := f.ReadDir(bg, "/d/book.xlsx.d")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
		if e.IsDir() || !e.Type().IsRegular() {
			t.Errorf("%s: not a regular file", e.Name())
		}
	}
	if got := strings.Join(names, " "); got != "Q1_Q2.csv Sales.csv" {
		t.Errorf("sheets = %s", got)
	}
	for name, want := range map[string]string{"/d/book.xlsx.d/Sales.csv": salesCSV, "/d/book.xlsx.d/Q1_Q2.csv": q12CSV} {
		b, err := vfs.ReadFile(bg, f, name)
		if err != nil || string(b) != want {
			t.Errorf("read %s = %q, %v; want %q", name, b, err, want)
		}
		fi, err := f.Stat(bg, name)
		if err != nil || fi.Size() != int64(len(want)) || fi.Mode() != 0o444 {
			t.Errorf("stat %s = %v, %v", name, fi, err)
		}
	}
	fi, err := f.Stat(bg, "/d/book.xlsx.d")
	if err != nil || !fi.IsDir() || fi.Mode() != fs.ModeDir|0o555 || fi.Name() != "book.xlsx.d" {
		t.Errorf("stat of the sheets directory = %v, %v", fi, err)
	}

	// The original bytes, read-only, with the document's size.
	b, err := vfs.ReadFile(bg, f, "/d/book.xlsx.orig")
	if err != nil || !bytes.Equal(b, book) {
		t.Errorf("read book.xlsx.orig: %d bytes, %v", len(b), err)
	}
	fi, err = f.Stat(bg, "/d/book.xlsx.orig")
	if err != nil || fi.Size() != int64(len(book)) || fi.Mode() != 0o444 || fi.Name() != "book.xlsx.orig" {
		t.Errorf("stat book.xlsx.orig = %v, %v", fi, err)
	}
	fl, err := vfs.Open(bg, f, "/d/book.xlsx.orig")
	if err != nil {
		t.Fatal(err)
	}
	if ofi, err := fl.Stat(); err != nil || ofi.Name() != "book.xlsx.orig" || ofi.Size() != int64(len(book)) {
		t.Errorf("open file stat = %v, %v", ofi, err)
	}
	fl.Close()

	// Real files win over the views.
	if b, _ := vfs.ReadFile(bg, f, "/d/own.xlsx.orig"); string(b) != "real orig\n" {
		t.Errorf("own.xlsx.orig = %q", b)
	}
	ents, _ = f.ReadDir(bg, "/d/own.xlsx.d")
	if len(ents) != 1 || ents[0].Name() != "mine.csv" {
		t.Errorf("own.xlsx.d = %v", ents)
	}
	ents, _ = f.ReadDir(bg, "/d")
	names = names[:0]
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if got, want := strings.Join(names, " "), "book.xlsx.d book.xlsx.orig book.xlsx.txt own.xlsx.d own.xlsx.orig own.xlsx.txt report.pdf.orig report.pdf.txt"; got != want {
		t.Errorf("ReadDir = %s\nwant %s", got, want)
	}

	// Errors.
	for name, want := range map[string]error{
		"/d/book.xlsx.d/Missing.csv":   vfs.ErrNotExist,
		"/d/report.pdf.d":              vfs.ErrNotExist, // only workbooks have sheets
		"/d/book.xlsx.d/Sales.csv/x":   vfs.ErrNotDir,
		"/d/book.xlsx.orig/x":          vfs.ErrNotDir,
		"/d/missing.xlsx.orig":         vfs.ErrNotExist,
		"/d/book.xlsx.d/../report.pdf": vfs.ErrNotExist,
	} {
		if _, err := f.Stat(bg, name); !errors.Is(err, want) {
			t.Errorf("stat %s: %v, want %v", name, err, want)
		}
	}
	if _, err := f.ReadDir(bg, "/d/book.xlsx.orig"); !errors.Is(err, vfs.ErrNotDir) {
		t.Errorf("ReadDir of .orig: %v", err)
	}
	for _, name := range []string{"/d/book.xlsx.orig", "/d/book.xlsx.d/Sales.csv"} {
		if _, err := f.OpenFile(bg, name, vfs.O_WRONLY, 0); !errors.Is(err, vfs.ErrReadOnly) {
			t.Errorf("open %s for writing: %v", name, err)
		}
		if err := f.Remove(bg, name); !errors.Is(err, vfs.ErrReadOnly) {
			t.Errorf("remove %s: %v", name, err)
		}
	}
	if _, err := f.OpenFile(bg, "/d/book.xlsx.d", vfs.O_WRONLY, 0); !errors.Is(err, vfs.ErrIsDir) {
		t.Errorf("open the sheets directory for writing: %v", err)
	}
	if err := f.Mkdir(bg, "/d/book.xlsx.d/new", 0o755); !errors.Is(err, vfs.ErrReadOnly) {
		t.Errorf("mkdir in the sheets directory: %v", err)
	}

	// A workbook that cannot be read has a directory that cannot be listed.
	write(t, base, "/d/bad.xlsx", []byte("not a zip"))
	if _, err := f.ReadDir(bg, "/d/bad.xlsx.d"); err == nil || !strings.Contains(err.Error(), "cannot extract text") {
		t.Errorf("ReadDir of a bad workbook's sheets: %v", err)
	}
}

func TestSheetFileName(t *testing.T) {
	used := map[string]bool{}
	for _, c := range [][2]string{
		{"Sales", "Sales.csv"},
		{"a/b", "a_b.csv"},
		{"a_b", "a_b~2.csv"},
		{"", "_.csv"},
		{"..", "_...csv"},
		{"tab\there", "tab_here.csv"},
		{"bad\xffutf", "bad_utf.csv"},
		{"Sales", "Sales~2.csv"},
	} {
		if got := sheetFileName(c[0], used); got != c[1] {
			t.Errorf("sheetFileName(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// Through a sandbox: ls, cat, grep -r and wc see the sheets, cmp finds the
// original bytes.
func TestSheetsShell(t *testing.T) {
	base, book := sheetsTree(t)
	root := memfs.New()
	if err := vfs.WriteFile(bg, root, "/book.xlsx", book, 0o644); err != nil {
		t.Fatal(err)
	}
	table := mount.New(root)
	if err := table.Mount("/docs", New(base), mount.ReadOnly()); err != nil {
		t.Fatal(err)
	}
	sb, err := computerwelt.New(computerwelt.WithFileSystem(table), computerwelt.WithWorkingDirectory("/docs/d"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ script, stdout, stderr string }{
		{"ls book.xlsx.d", "Q1_Q2.csv\nSales.csv\n", ""},
		{"ls -ld book.xlsx.d | awk '{print $1}'", "dr-xr-xr-x\n", ""},
		{"cat book.xlsx.d/Q1_Q2.csv", q12CSV, ""},
		{"cat book.xlsx.d/Sales.csv", salesCSV, ""},
		{"grep -r Zebra . | sort", "./book.xlsx.d/Q1_Q2.csv:Zebra,7\n./book.xlsx.txt:Zebra\t7\n./own.xlsx.txt:Zebra\t7\n", ""},
		{"grep -rl Acme book.xlsx.d", "book.xlsx.d/Sales.csv\n", ""},
		{"wc -c < book.xlsx.d/Sales.csv; stat -c %s book.xlsx.d/Sales.csv; ls -l book.xlsx.d/Sales.csv | awk '{print $1, $5}'",
			"45\n45\n-r--r--r-- 45\n", ""},
		{"cmp book.xlsx.orig /book.xlsx && echo same", "same\n", ""},
		{"wc -c < book.xlsx.orig; stat -c %s book.xlsx.orig", "", ""},
		{"echo x > book.xlsx.orig; echo $?", "1\n", "bash: line 1: book.xlsx.orig: Read-only file system\n"},
		{"cat book.xlsx; echo $?", "1\n", "cat: book.xlsx: No such file or directory\n"},
		{"help | grep -c 'NAME.orig'", "1\n", ""},
	} {
		res, err := sb.Exec(bg, c.script)
		if err != nil {
			t.Fatal(err)
		}
		want := c.stdout
		if c.script == "wc -c < book.xlsx.orig; stat -c %s book.xlsx.orig" {
			want = strings.Repeat(strconv.Itoa(len(book))+"\n", 2)
		}
		if res.Stdout != want || res.Stderr != c.stderr {
			t.Errorf("%s:\nstdout %q\nwant   %q\nstderr %q\nwant   %q", c.script, res.Stdout, want, res.Stderr, c.stderr)
		}
	}
}

// csvRecord's quoting reads back through encoding/csv as the same cells.
func TestCSVRecordRoundTrip(t *testing.T) {
	for _, cells := range [][]string{
		{"a", "b"},
		{"Acme, Inc.", `say "hi"`, "two\nlines", "cr\rx", ""},
		{`"`, ",", " lead", "trail ", "tab\there"},
		{"", "x"},
	} {
		r := csv.NewReader(strings.NewReader(csvRecord(cells) + "\n"))
		r.FieldsPerRecord = -1
		got, err := r.Read()
		if err != nil || !slices.Equal(got, cells) {
			t.Errorf("csvRecord(%q) = %q reads back as %q, %v", cells, csvRecord(cells), got, err)
		}
	}
}
