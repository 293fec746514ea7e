package docfs

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

var update = flag.Bool("update", false, "rewrite testdata/docs from the generators")

// testdataDocs are the committed fixture documents, a host folder as
// docfs is meant to wrap, with the text each reads as.
func testdataDocs(t *testing.T) []struct {
	name string
	data []byte
	text string
} {
	return []struct {
		name string
		data []byte
		text string
	}{
		{"report.pdf", makePDF([]string{"Annual report 2024", "Total\x0042"}, []string{"Appendix"}), "Annual report 2024\nTotal 42\n\fAppendix\n"},
		{"notes.docx", makeDOCX(t, para("berschrift1", 0, 0, wt("Notes"))+para("", 1, 0, wt("first point"))),
			"# Notes\n- first point\n"},
		{"budget.xlsx", makeXLSX(t, []string{"Month", "Spent"}, false, [2]string{"Q1", `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" s="1"><v>45292</v></c><c r="B2"><v>99.5</v></c></row>`}),
			"== Sheet: Q1 ==\nMonth\tSpent\n2024-01-01\t99.5\n"},
		{"page.html", []byte("<title>Page</title><p>Read <a href=\"https://go.dev\">Go</a>.</p>\n"), "# Page\nRead Go <https://go.dev>.\n"},
	}
}

func TestHostFolder(t *testing.T) {
	dir := filepath.Join("testdata", "docs")
	docs := testdataDocs(t)
	if *update {
		os.MkdirAll(dir, 0o755)
		for _, d := range docs {
			if err := os.WriteFile(filepath.Join(dir, d.name), d.data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	h, err := hostfs.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	f := New(h)
	for _, d := range docs {
		onDisk, err := os.ReadFile(filepath.Join(dir, d.name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(onDisk, d.data) {
			t.Errorf("testdata/docs/%s differs from its generator (go test -run TestHostFolder -update)", d.name)
		}
		got, err := vfs.ReadFile(bg, f, "/"+d.name+".txt")
		if err != nil || string(got) != d.text {
			t.Errorf("%s: %q, %v; want %q", d.name, got, err, d.text)
		}
		fi, err := f.Stat(bg, "/"+d.name+".txt")
		if err != nil || fi.Size() != int64(len(d.text)) {
			t.Errorf("%s: stat %v, %v", d.name, fi, err)
		}
		// The original bytes, from the host folder.
		if orig, err := vfs.ReadFile(bg, f, "/"+d.name+".orig"); err != nil || !bytes.Equal(orig, onDisk) {
			t.Errorf("%s.orig: %d bytes, %v; want the %d bytes on disk", d.name, len(orig), err, len(onDisk))
		}
	}
	const q1 = "Month,Spent\n2024-01-01,99.5\n"
	if got, err := vfs.ReadFile(bg, f, "/budget.xlsx.d/Q1.csv"); err != nil || string(got) != q1 {
		t.Errorf("budget.xlsx.d/Q1.csv = %q, %v; want %q", got, err, q1)
	}
}
