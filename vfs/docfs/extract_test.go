package docfs

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"
)

func TestExtract(t *testing.T) {
	l := DefaultLimits
	tests := []struct {
		name string
		ext  string
		data []byte
		want string
	}{
		{"pdf lines and pages", ".pdf", makePDF([]string{"Quarterly report", "Revenue (EUR): 1,200"}, []string{"Page two \\ done"}),
			"Quarterly report\nRevenue (EUR): 1,200\n\fPage two \\ done\n"},
		{"pdf gap is a space", ".pdf", makePDF([]string{"Name\x00Value"}), "Name Value\n"},
		{"pdf form xobjects", ".pdf", makeFormPDF(), "page top\nin form\n" + strings.Repeat("nested\n", maxFormDepth-1) + "page end\n"},
		{"pdf empty page", ".pdf", makePDF([]string{}, []string{"x"}), "\fx\n"},
		{"docx paragraphs, headings, runs", ".docx", makeDOCX(t,
			para("berschrift1", 0, 0, wt("Intro"))+
				para("", 0, 0, wt("Hello, "), "<w:rPr><w:b/></w:rPr>"+wt("world"), "<w:tab/>"+wt("tabbed"))+
				para("Heading2", 0, 0, wt("Détails"))+
				para("", 0, 0, wt("line one"), "<w:br/>"+wt("line two"))+
				para("", 0, 0, wt("a &amp; b &lt;c&gt;"))+
				`<w:p><w:r>`+wt("See ")+`</w:r><w:hyperlink r:id="rId9" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:r>`+wt("the docs")+`</w:r></w:hyperlink><w:r>`+wt(", or ")+`</w:r>`+
				`<w:hyperlink w:anchor="top"><w:r>`+wt("the top")+`</w:r></w:hyperlink></w:p>`),
			"# Intro\nHello, world\ttabbed\n## Détails\nline one\nline two\na & b <c>\nSee the docs <https://go.dev/doc>, or the top\n"},
		{"docx lists", ".docx", makeDOCX(t,
			para("", 1, 0, wt("apples"))+para("", 1, 1, wt("green"))+para("", 1, 0, wt("pears"))+
				para("", 2, 0, wt("first"))+para("", 2, 1, wt("sub"))+para("", 2, 1, wt("sub2"))+para("", 2, 0, wt("second"))+para("", 2, 1, wt("again"))),
			"- apples\n  - green\n- pears\n1. first\n  1. sub\n  2. sub2\n2. second\n  1. again\n"},
		{"docx table", ".docx", makeDOCX(t,
			para("", 0, 0, wt("before"))+
				`<w:tbl><w:tr><w:tc>`+para("", 0, 0, wt("Name"))+`</w:tc><w:tc>`+para("", 0, 0, wt("Qty"))+`</w:tc></w:tr>`+
				`<w:tr><w:tc>`+para("", 0, 0, wt("Bolt"))+para("", 0, 0, wt("M6"))+`</w:tc><w:tc>`+para("", 0, 0, wt("12"))+`</w:tc></w:tr>`+
				`<w:tr><w:tc></w:tc><w:tc>`+para("", 0, 0, wt("3"))+`</w:tc></w:tr></w:tbl>`+
				para("", 0, 0, wt("after"))),
			"before\nName\tQty\nBolt M6\t12\n\t3\nafter\n"},
		{"docx deleted text and empty paragraphs", ".docx", makeDOCX(t,
			para("", 0, 0, wt("kept"), "<w:delText>gone</w:delText>")+para("", 0, 0)+para("", 0, 0)+para("", 0, 0, wt("next"))),
			"kept\n\nnext\n"},
		{"xlsx", ".xlsx", makeXLSX(t, []string{"Item", "Price", "Tab\there"}, false,
			[2]string{"Prices", `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>` +
				`<row r="2"><c r="A2" t="inlineStr"><is><t>Widget</t></is></c><c r="B2"><v>3.1400000000000001</v></c><c r="D2" t="b"><v>1</v></c></row>` +
				`<row r="4"><c r="A4" s="1"><v>45352</v></c><c r="B4" s="2"><v>0.5</v></c><c r="C4" s="3"><v>45352.75</v></c><c r="D4" s="4"><v>2</v></c></row>` +
				`<row r="5"><c r="A5" t="str"><f>A1</f><v>Item</v></c><c r="B5" t="e"><v>#DIV/0!</v></c><c r="C5" t="s"><v>2</v></c><c r="D5"><v>1E+20</v></c></row>`},
			[2]string{"Empty (hidden)", ``},
			[2]string{"Old dates", `<row r="1"><c r="A1" s="1"><v>59</v></c><c r="B1" s="1"><v>61</v></c><c r="C1"><v>-0.25</v></c></row>`}),
			"== Sheet: Prices ==\nItem\tPrice\nWidget\t3.14\t\tTRUE\n\n2024-03-01\t12:00:00\t2024-03-01 18:00:00\t2\nItem\t#DIV/0!\tTab here\t1e+20\n" +
				"== Sheet: Empty (hidden) ==\n== Sheet: Old dates ==\n1900-02-28\t1900-03-01\t-0.25\n"},
		{"xlsx 1904 dates", ".xlsx", makeXLSX(t, nil, true, [2]string{"S", `<row r="1"><c r="A1" s="1"><v>0</v></c></row>`}),
			"== Sheet: S ==\n1904-01-01\n"},
		{"html", ".html", []byte(`<!DOCTYPE html><html><head><title>My  page</title><style>p{color:red}</style><script>alert("x")</script></head>
<body><h1>Welcome</h1><p>Some <b>bold</b>
   text and a <a href="https://example.com/a">link</a>.</p>
<ul><li>one</li><li>two<ol><li>inner</li><li>inner2</li></ol></li></ul>
<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>
<pre>  keep
    spaces</pre><p>x<br>y <img alt="logo" src="l.png"> <a href="#top">top</a> <a href="https://e.org">https://e.org</a></p><noscript>no</noscript></body></html>`),
			"# My page\n# Welcome\nSome bold text and a link <https://example.com/a>.\n- one\n- two\n  1. inner\n  2. inner2\nk\tv\na\t1\n  keep\n    spaces\nx\ny [logo] top https://e.org\n"},
		// The first <h1> is left out when it says what the title says
		// (spacing and case aside); a later one, or a different one, stays.
		{"html title = h1", ".html", []byte(`<html><head><title>Quarterly  Report</title></head><body><h1>Quarterly <i>report</i></h1><p>Text</p><h1>Quarterly report</h1></body></html>`),
			"# Quarterly Report\nText\n# Quarterly report\n"},
		{"html title != h1", ".html", []byte(`<title>Report · ACME</title><h1>Report</h1><p>Text</p>`), "# Report · ACME\n# Report\nText\n"},
		{"html h1 without title", ".html", []byte(`<h1>Report</h1><h1>Report</h1>`), "# Report\n# Report\n"},
		{"html latin-1", ".html", []byte("<p>caf\xe9 \x93quoted\x94 \x80</p>"), "café “quoted” €\n"},
		{"html utf-8 bom", ".html", []byte("\xef\xbb\xbf<p>é</p>"), "é\n"},
		{"html utf-16le", ".html", []byte("\xff\xfe<\x00p\x00>\x00\xe9\x00"), "é\n"},
		{"pptx", ".pptx", makePPTX(t,
			`<p:sp><p:txBody><a:p><a:r><a:t>Title one</a:t></a:r></a:p><a:p><a:r><a:t>Point </a:t></a:r><a:r><a:t>A</a:t></a:r></a:p></p:txBody></p:sp>`,
			`<p:graphicFrame><a:tbl><a:tr><a:tc><a:txBody><a:p><a:r><a:t>x</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:p><a:r><a:t>y</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></p:graphicFrame>`),
			"== Slide 1 ==\nTitle one\nPoint A\n== Slide 2 ==\nx\ty\n"},
		{"odt", ".odt", makeODT(t, `<text:h text:outline-level="2">Heading</text:h><text:p>Hello<text:s text:c="3"/>there<text:tab/>tab<text:line-break/>next</text:p>`+
			`<text:list><text:list-item><text:p>item</text:p></text:list-item></text:list>`+
			`<table:table><table:table-row><table:table-cell><text:p>c1</text:p></table:table-cell><table:table-cell><text:p>c2</text:p></table:table-cell></table:table-row></table:table>`+
			`<text:p>note<office:annotation><text:p>hidden</text:p></office:annotation></text:p>`),
			"## Heading\nHello   there\ttab\nnext\n- item\nc1\tc2\nnote\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := extractors[tt.ext](context.Background(), tt.data, l)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

// Corrupt and hostile documents fail with an error, never a panic.
func TestExtractBad(t *testing.T) {
	l := DefaultLimits
	pdf := makePDF([]string{"hello"})
	bad := map[string][][]byte{
		".pdf":  {nil, []byte("%PDF-1.4\ngarbage"), pdf[:len(pdf)/2], []byte(strings.Replace(string(pdf), "/Kids [", "/Kids [[", 1))},
		".docx": {nil, []byte("PK\x03\x04junk"), makeZip(t, member{"word/other.xml", "x"}), makeZip(t, member{"word/document.xml", "<w:document><w:body><w:p>"})},
		".xlsx": {nil, makeZip(t, member{"xl/workbook.xml", "<workbook/>"})},
		".pptx": {[]byte("x")},
		".odt":  {[]byte("x")},
	}
	for ext, docs := range bad {
		for i, data := range docs {
			func() {
				defer func() {
					if r := recover(); r != nil && ext != ".pdf" {
						t.Errorf("%s #%d: panic %v", ext, i, r)
					}
				}()
				if got, err := extractors[ext](context.Background(), data, l); err == nil {
					t.Errorf("%s #%d: no error, text %q", ext, i, got)
				}
			}()
		}
	}
}

func TestFormatKind(t *testing.T) {
	for code, want := range map[string]byte{
		"yyyy-mm-dd": 'd', "d/m/yy": 'd', "mmm yyyy": 'd', "h:mm": 't', "[h]:mm:ss": 't', "mm:ss": 't',
		"yyyy-mm-dd hh:mm": 'b', "0.00": 0, `0.00" d"`: 0, "[Red]0.00": 0, `#,##0\d`: 0, "General": 0,
	} {
		if got := formatKind(code); got != want {
			t.Errorf("formatKind(%q) = %q, want %q", code, got, want)
		}
	}
}

// A page stops collecting glyphs at the limit instead of growing without
// bound.
func TestPageGlyphLimit(t *testing.T) {
	data := makePDF([]string{strings.Repeat("x", 100)})
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if g, err := pageGlyphs(context.Background(), r.Page(1), 1000); err != nil || len(g) != 100 {
		t.Fatalf("pageGlyphs = %d glyphs, %v", len(g), err)
	}
	if _, err := pageGlyphs(context.Background(), r.Page(1), 10); err != errTooMuchText {
		t.Errorf("pageGlyphs over the limit: %v", err)
	}
}
