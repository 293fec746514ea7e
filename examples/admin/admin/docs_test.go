package admin

import (
	"archive/zip"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/docfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

// The PDF and DOCX runbooks of examples/admin/docs are generated here
// (this machine has no office suite): the test fails if the committed
// files differ from what the sources below produce; -update rewrites them.
var update = flag.Bool("update", false, "rewrite examples/admin/docs/*.pdf and *.docx")

var deployRunbook = [][]string{{
	"Deploy runbook",
	"",
	"Who: the service's team, or the on-call operator.",
	"A deploy rolls the configuration in live/ out to the fleet.",
	"",
	"1. Check the service is healthy: svc status NAME",
	"   (or cat /status/services/NAME/health).",
	"2. Make the change in /config and run build.",
	"3. submit -m \"WHY\" stages it; a person approves it",
	"   on the review page. Only then does live/ change.",
	"4. An operator runs deploy NAME VERSION.",
}, {
	"Rollback",
	"",
	"If error_rate stays above 5% for 5 minutes after a",
	"deploy, roll back: submit the previous file again.",
	"svc diff-live NAME shows what differs from live.",
	"Never edit live/ by hand: the audit log (/audit/log)",
	"must show every change and who approved it.",
}}

var incidentParagraphs = []string{
	"Incident response",
	"When an alert pages, acknowledge it within 5 minutes.",
	"Look first at /status/summary and svc logs NAME --level WARN.",
	"alerts simulate shows which rules fire on the live metrics.",
	"Open a ticket for anything that needs a configuration change; changes go through submit and approval, even during an incident.",
	"Past incidents are in /data/fleet.db (table incidents).",
}

func TestRunbookDocuments(t *testing.T) {
	dir := filepath.Join("..", "docs")
	files := map[string][]byte{
		"deploy-runbook.pdf":     makePDF(deployRunbook...),
		"incident-response.docx": makeDOCX(t, incidentParagraphs),
	}
	for name, want := range files {
		p := filepath.Join(dir, name)
		if *update {
			if err := os.WriteFile(p, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (run go test -run TestRunbookDocuments -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from its source (run go test -run TestRunbookDocuments -update)", p)
		}
	}
	// docfs serves them as text, which is how the agent reads them.
	host, err := hostfs.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	d := docfs.New(host)
	ctx := context.Background()
	for name, phrase := range map[string]string{
		"/deploy-runbook.pdf.txt":     "svc diff-live NAME shows what differs from live.",
		"/incident-response.docx.txt": "alerts simulate shows which rules fire on the live metrics.",
		"/routing.html.txt":           "Checkout calls need at least 6000 ms under load.",
	} {
		b, err := vfs.ReadFile(ctx, d, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !strings.Contains(string(b), phrase) {
			t.Errorf("%s does not contain %q:\n%s", name, phrase, b)
		}
	}
}

// makePDF writes one page per element, a line every 16 points, in
// Helvetica.
func makePDF(pages ...[]string) []byte {
	var objs []string
	add := func(s string) int { objs = append(objs, s); return len(objs) }
	add("<< /Type /Catalog /Pages 2 0 R >>")
	add("")
	font := add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	var kids []string
	for _, lines := range pages {
		var c strings.Builder
		c.WriteString("BT /F1 12 Tf 16 TL 72 740 Td\n")
		for i, ln := range lines {
			if i > 0 {
				c.WriteString("T*\n")
			}
			fmt.Fprintf(&c, "(%s) Tj\n", strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`).Replace(ln))
		}
		c.WriteString("ET\n")
		content := add(fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", c.Len(), c.String()))
		page := add(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>", font, content))
		kids = append(kids, fmt.Sprintf("%d 0 R", page))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(kids))
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

// makeDOCX writes a Word document whose first paragraph is a heading.
func makeDOCX(t *testing.T, paras []string) []byte {
	const ns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`
	var body strings.Builder
	for i, p := range paras {
		style := ""
		if i == 0 {
			style = `<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>`
		}
		fmt.Fprintf(&body, `<w:p>%s<w:r><w:t xml:space="preserve">%s</w:t></w:r></w:p>`, style, xmlEscape(p))
	}
	members := []struct{ name, body string }{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`},
		{"word/_rels/document.xml.rels", `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`},
		{"word/styles.xml", `<?xml version="1.0" encoding="UTF-8"?><w:styles ` + ns + `><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8"?><w:document ` + ns + `><w:body>` + body.String() + `</w:body></w:document>`},
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, m := range members {
		// No timestamps: the same sources give the same bytes.
		w, err := zw.CreateHeader(&zip.FileHeader{Name: m.name, Method: zip.Deflate})
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

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
