package docfs

import (
	"context"
	"encoding/xml"
	"io"
	"strconv"
	"strings"
)

// extractPPTX renders a presentation: each slide, in presentation order,
// as "== Slide N ==" followed by its paragraphs, one per line, and its
// tables' rows as tab-separated cells.
func extractPPTX(ctx context.Context, data []byte, l Limits) (string, error) {
	a, err := openArchive(ctx, data, l)
	if err != nil {
		return "", err
	}
	rels, err := a.relTargets("ppt/_rels/presentation.xml.rels", "ppt")
	if err != nil {
		return "", err
	}
	x, err := a.decoder("ppt/presentation.xml")
	if err != nil {
		return "", err
	}
	var slides []string
	for {
		t, err := x.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", err
		}
		if se, ok := t.(xml.StartElement); ok && se.Name.Local == "sldId" {
			if p, ok := rels[relID(se)]; ok {
				slides = append(slides, p)
			}
		}
	}
	out := &textBuilder{max: l.MaxTextBytes}
	for i, part := range slides {
		if err := out.line("== Slide " + strconv.Itoa(i+1) + " =="); err != nil {
			return "", err
		}
		if err := blocks(a, part, out, pptxTags); err != nil {
			return "", err
		}
	}
	return out.b.String(), nil
}

// extractODT renders an OpenDocument text: paragraphs one per line,
// headings as "# Title", list items as "- item", table rows as
// tab-separated cells.
func extractODT(ctx context.Context, data []byte, l Limits) (string, error) {
	a, err := openArchive(ctx, data, l)
	if err != nil {
		return "", err
	}
	out := &textBuilder{max: l.MaxTextBytes}
	if err := blocks(a, "content.xml", out, odtTags); err != nil {
		return "", err
	}
	return out.b.String(), nil
}

// blockTags names the elements of a format for blocks.
type blockTags struct {
	para, heading, listItem, row, cell, text, tab, lineBreak, space string
	// textOnly: character data counts only inside the text element.
	textOnly bool
	// skip lists elements whose content is not text (ODF annotations...).
	skip map[string]bool
}

var pptxTags = blockTags{para: "p", row: "tr", cell: "tc", text: "t", lineBreak: "br", textOnly: true}

var odtTags = blockTags{para: "p", heading: "h", listItem: "list-item", row: "table-row", cell: "table-cell",
	tab: "tab", lineBreak: "line-break", space: "s",
	skip: map[string]bool{"annotation": true, "note-citation": true, "tracked-changes": true, "sequence-decls": true}}

// blocks renders paragraphs and tables of an XML part in document order.
func blocks(a *archive, part string, out *textBuilder, tg blockTags) error {
	x, err := a.decoder(part)
	if err != nil {
		return err
	}
	var (
		para    strings.Builder
		depth   int // nesting of paragraphs
		inText  bool
		skip    int
		level   int // heading level of the current paragraph
		lists   int
		item    bool // the next paragraph starts a list item
		prefix  string
		rows    int
		row     []string
		cell    []string
		inCells int
	)
	for {
		t, err := x.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := t.(type) {
		case xml.StartElement:
			name := t.Name.Local
			if skip > 0 || tg.skip[name] {
				skip++
				continue
			}
			switch name {
			case tg.para, tg.heading:
				if depth == 0 {
					para.Reset()
					level, prefix = 0, ""
					if name == tg.heading && name != "" {
						level, _ = strconv.Atoi(attr(t, "outline-level"))
						level = max(1, min(level, 9))
						prefix = strings.Repeat("#", level) + " "
					} else if item {
						prefix = strings.Repeat("  ", max(lists-1, 0)) + "- "
					}
					item = false
				}
				depth++
			case "list":
				lists++
			case tg.listItem:
				item = true
			case tg.text:
				inText = true
			case tg.tab:
				para.WriteByte('\t')
			case tg.lineBreak:
				para.WriteByte('\n')
			case tg.space:
				n, err := strconv.Atoi(attr(t, "c"))
				if err != nil || n < 1 {
					n = 1
				}
				para.WriteString(strings.Repeat(" ", min(n, 256)))
			case tg.row:
				rows++
				row = nil
			case tg.cell:
				inCells++
				cell = nil
			}
		case xml.EndElement:
			name := t.Name.Local
			if skip > 0 {
				skip--
				continue
			}
			switch name {
			case tg.para, tg.heading:
				if depth--; depth > 0 {
					continue
				}
				text := strings.TrimRight(para.String(), " \t")
				if inCells > 0 {
					if text != "" {
						cell = append(cell, strings.ReplaceAll(text, "\n", " "))
					}
					continue
				}
				if text == "" {
					continue
				}
				for i, ln := range strings.Split(text, "\n") {
					if i > 0 {
						prefix = ""
					}
					if err := out.line(prefix + ln); err != nil {
						return err
					}
				}
			case "list":
				lists--
			case tg.text:
				inText = false
			case tg.cell:
				inCells--
				row = append(row, strings.Join(cell, " "))
			case tg.row:
				rows--
				if err := out.line(strings.TrimRight(strings.Join(row, "\t"), "\t")); err != nil {
					return err
				}
			}
		case xml.CharData:
			if skip == 0 && depth > 0 && (inText || !tg.textOnly) {
				para.Write(t)
			}
		}
	}
}
