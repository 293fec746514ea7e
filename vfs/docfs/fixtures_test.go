package docfs

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// Small generators of valid documents, so the tests state their input
// next to the expected text.

type member struct{ name, body string }

func makeZip(t testing.TB, members ...member) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, m := range members {
		w, err := zw.Create(m.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(m.body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

const wNS = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`

// makeDOCX wraps body (the children of w:body) in a Word document with a
// "Heading 1"/"Heading 2" style pair and a numbering part with a bulleted
// list (numId 1) and a numbered one (numId 2).
func makeDOCX(t testing.TB, body string) []byte {
	return makeZip(t,
		member{"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		member{"word/document.xml", `<?xml version="1.0" encoding="UTF-8"?><w:document ` + wNS + `><w:body>` + body + `</w:body></w:document>`},
		member{"word/styles.xml", `<w:styles ` + wNS + `>
			<w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/></w:style>
			<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style>
			<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`},
		member{"word/numbering.xml", `<w:numbering ` + wNS + `>
			<w:abstractNum w:abstractNumId="10"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl><w:lvl w:ilvl="1"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>
			<w:abstractNum w:abstractNumId="20"><w:lvl w:ilvl="0"><w:numFmt w:val="decimal"/></w:lvl><w:lvl w:ilvl="1"><w:numFmt w:val="lowerLetter"/></w:lvl></w:abstractNum>
			<w:num w:numId="1"><w:abstractNumId w:val="10"/></w:num>
			<w:num w:numId="2"><w:abstractNumId w:val="20"/></w:num></w:numbering>`},
		member{"word/_rels/document.xml.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
			<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://go.dev/doc" TargetMode="External"/></Relationships>`},
	)
}

// para is a w:p with an optional style or list (numId, ilvl) and runs.
func para(style string, num, lvl int, runs ...string) string {
	var b strings.Builder
	b.WriteString("<w:p><w:pPr>")
	if style != "" {
		fmt.Fprintf(&b, `<w:pStyle w:val="%s"/>`, style)
	}
	if num > 0 {
		fmt.Fprintf(&b, `<w:numPr><w:ilvl w:val="%d"/><w:numId w:val="%d"/></w:numPr>`, lvl, num)
	}
	b.WriteString("<w:tabs><w:tab w:val=\"left\" w:pos=\"720\"/></w:tabs></w:pPr>")
	for _, r := range runs {
		b.WriteString("<w:r>" + r + "</w:r>")
	}
	b.WriteString("</w:p>")
	return b.String()
}

func wt(s string) string { return `<w:t xml:space="preserve">` + s + `</w:t>` }

// makeXLSX builds a workbook with the given sheets (name, sheet XML rows),
// shared strings, and styles: 0 general, 1 date (numFmt 14), 2 time
// (custom "h:mm:ss"), 3 date-time (22), 4 a custom number format with a
// quoted "d" that is not a date.
func makeXLSX(t testing.TB, shared []string, date1904 bool, sheets ...[2]string) []byte {
	var wb, rels strings.Builder
	members := []member{{"[Content_Types].xml", `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`}}
	pr := ""
	if date1904 {
		pr = `<workbookPr date1904="1"/>`
	}
	wb.WriteString(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` + pr + `<sheets>`)
	rels.WriteString(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`)
	for i, s := range sheets {
		name, state := s[0], ""
		if n, ok := strings.CutSuffix(name, " (hidden)"); ok {
			name, state = n, ` state="hidden"`
		}
		fmt.Fprintf(&wb, `<sheet name="%s" sheetId="%d"%s r:id="rId%d"/>`, name, i+1, state, i+1)
		fmt.Fprintf(&rels, `<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet%d.xml"/>`, i+1, i+1)
		members = append(members, member{fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1),
			`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` + s[1] + `</sheetData></worksheet>`})
	}
	wb.WriteString(`</sheets></workbook>`)
	rels.WriteString(`</Relationships>`)
	var sst strings.Builder
	sst.WriteString(`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`)
	for _, s := range shared {
		sst.WriteString("<si><t>" + s + "</t></si>")
	}
	sst.WriteString(`</sst>`)
	members = append(members,
		member{"xl/workbook.xml", wb.String()},
		member{"xl/_rels/workbook.xml.rels", rels.String()},
		member{"xl/sharedStrings.xml", sst.String()},
		member{"xl/styles.xml", `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
			<numFmts count="2"><numFmt numFmtId="164" formatCode="h:mm:ss"/><numFmt numFmtId="165" formatCode="0.00&quot; d&quot;"/></numFmts>
			<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>
			<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="22"/><xf numFmtId="165"/></cellXfs></styleSheet>`},
	)
	return makeZip(t, members...)
}

// makePDF writes a PDF with one page per element of pages, each line of a
// page drawn 14 points below the previous one in Courier (whose widths it
// declares, so glyph positions advance). A line may hold "\x00" to split
// it into two text objects 100 points apart.
func makePDF(pages ...[]string) []byte {
	var objs []string
	add := func(s string) int { objs = append(objs, s); return len(objs) }
	add("<< /Type /Catalog /Pages 2 0 R >>")
	add("") // pages, filled in below
	widths := strings.TrimSpace(strings.Repeat("600 ", 95))
	font := add("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [" + widths + "] >>")
	var kids []string
	for _, lines := range pages {
		var c strings.Builder
		c.WriteString("BT /F1 12 Tf 14 TL 72 720 Td\n")
		for i, ln := range lines {
			if i > 0 {
				c.WriteString("T*\n")
			}
			first, second, split := strings.Cut(ln, "\x00")
			fmt.Fprintf(&c, "(%s) Tj\n", pdfEscape(first))
			if split {
				fmt.Fprintf(&c, "100 0 Td (%s) Tj -100 0 Td\n", pdfEscape(second))
			}
		}
		c.WriteString("ET\n")
		content := add(fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", c.Len(), c.String()))
		page := add(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>", font, content))
		kids = append(kids, fmt.Sprintf("%d 0 R", page))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(kids))
	return pdfFile(objs)
}

// pdfFile writes objects 1, 2, ... (1 the catalog) as a PDF file.
func pdfFile(objs []string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func pdfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`).Replace(s)
}

func makePPTX(t testing.TB, slides ...string) []byte {
	var pres, rels strings.Builder
	pres.WriteString(`<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><p:sldIdLst>`)
	rels.WriteString(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`)
	members := []member{}
	// Listed in reverse part order: the presentation's order counts.
	for i := range slides {
		fmt.Fprintf(&pres, `<p:sldId id="%d" r:id="rId%d"/>`, 256+i, i+1)
		fmt.Fprintf(&rels, `<Relationship Id="rId%d" Target="slides/slide%d.xml"/>`, i+1, len(slides)-i)
		members = append(members, member{fmt.Sprintf("ppt/slides/slide%d.xml", len(slides)-i),
			`<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree>` + slides[i] + `</p:spTree></p:cSld></p:sld>`})
	}
	pres.WriteString(`</p:sldIdLst></p:presentation>`)
	rels.WriteString(`</Relationships>`)
	members = append(members, member{"ppt/presentation.xml", pres.String()}, member{"ppt/_rels/presentation.xml.rels", rels.String()})
	return makeZip(t, members...)
}

func makeODT(t testing.TB, body string) []byte {
	return makeZip(t,
		member{"mimetype", "application/vnd.oasis.opendocument.text"},
		member{"content.xml", `<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"><office:body><office:text>` + body + `</office:text></office:body></office:document-content>`},
	)
}

// makeFormPDF draws text in a form XObject that draws another form, and
// text of the page itself after them.
func makeFormPDF() []byte {
	stream := func(dict, content string) string {
		return fmt.Sprintf("<< %s /Length %d >>\nstream\n%sendstream", dict, len(content), content)
	}
	font := "<< /Font << /F1 3 0 R >> /XObject << /X2 6 0 R >> >>"
	return pdfFile([]string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /X1 5 0 R >> >> /Contents 7 0 R >>",
		stream("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 0 -100] /Resources "+font, "BT /F1 12 Tf 72 700 Td (in form) Tj ET /X2 Do\n"),
		stream("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 0 -20] /Resources "+font, "BT /F1 12 Tf 72 500 Td (nested) Tj ET /X2 Do\n"),
		stream("", "BT /F1 12 Tf 72 720 Td (page top) Tj ET q /X1 Do Q BT /F1 12 Tf 72 100 Td (page end) Tj ET\n"),
	})
}
