package docfs

import (
	"context"
	"testing"
	"time"
)

// The zip/XML and HTML extractors are our own code: they must return an
// error on any input, never panic (the FS would recover, but a panic is a
// bug there). The PDF library is checked through the FS in
// TestPanicRecovered.
func FuzzExtract(f *testing.F) {
	f.Add(uint8(0), makeDOCX(f, para("berschrift1", 0, 0, wt("x"))+para("", 2, 1, wt("y"))+`<w:tbl><w:tr><w:tc><w:tbl><w:tr><w:tc>`+para("", 0, 0, wt("z"))+`</w:tc></w:tr></w:tbl></w:tc></w:tr></w:tbl>`))
	f.Add(uint8(1), makeXLSX(f, []string{"a"}, false, [2]string{"S", `<row r="3"><c r="C3" t="s" s="1"><v>0</v></c><c r="A3" s="2"><v>1.5</v></c></row>`}))
	f.Add(uint8(2), []byte(`<table><tr>x<td><table><tr><td>a</td></tr></table></td></tr></table><ol start="-3"><li><a href="u"><h2>h</h2></a></li></ol>`))
	f.Add(uint8(3), makePPTX(f, `<a:p><a:r><a:t>x</a:t></a:r></a:p>`))
	f.Add(uint8(4), makeODT(f, `<text:list><text:list-item><text:h>h</text:h></text:list-item></text:list><text:s text:c="99999999"/>`))
	exts := []string{".docx", ".xlsx", ".html", ".pptx", ".odt"}
	l := DefaultLimits
	l.MaxTextBytes = 1 << 20
	f.Fuzz(func(t *testing.T, kind uint8, data []byte) {
		ext := exts[int(kind)%len(exts)]
		extractors[ext](context.Background(), data, l)
		if ext == ".xlsx" {
			extractXLSXSheets(context.Background(), data, l)
		}
	})
}

// The PDF reader (vendored, third_party/pdf) and the text layout on it end
// on any input with text or an error, in bounded time: seeded with the
// hostile files of TestHostilePDF and a real one.
func FuzzExtractPDF(f *testing.F) {
	for _, c := range hostilePDFs() {
		if len(c.data) < 64<<10 {
			f.Add(c.data)
		}
	}
	f.Add(makePDF([]string{"Quarterly report", "of\x00fice"}))
	l := DefaultLimits
	l.MaxTextBytes = 1 << 20
	l.MaxDecompressedBytes = 8 << 20
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		extractPDF(ctx, data, l)
		if ctx.Err() != nil {
			t.Fatal("ended only by the deadline")
		}
	})
}
