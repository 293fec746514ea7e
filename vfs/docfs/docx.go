package docfs

import (
	"context"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
)

// extractDOCX renders a Word document: one line per paragraph, headings
// as "# Title" (one "#" per level), list items as "- item" or "1. item"
// indented two spaces per level, table rows as tab-separated cells, links
// as "text <url>".
func extractDOCX(ctx context.Context, data []byte, l Limits) (string, error) {
	a, err := openArchive(ctx, data, l)
	if err != nil {
		return "", err
	}
	styles, err := docxStyles(a)
	if err != nil {
		return "", err
	}
	lists, err := docxNumbering(a)
	if err != nil {
		return "", err
	}
	links, err := a.relTargets("word/_rels/document.xml.rels", "word")
	if err != nil && !errors.Is(err, errNoMember) {
		return "", err
	}
	x, err := a.decoder("word/document.xml")
	if err != nil {
		return "", err
	}
	out := &textBuilder{max: l.MaxTextBytes}
	var (
		para      strings.Builder
		inPara    int // nesting of w:p (text boxes hold paragraphs in paragraphs)
		inRun     bool
		inText    bool
		inPPr     bool
		style     string
		numID     string
		ilvl      int
		tables    []*docxTable
		counters  = map[string][]int{}
		linkStart = -1 // where the text of the open hyperlink starts
		linkURL   string
		lastBlank = true
	)
	emit := func(s string) error {
		if s == "" {
			if lastBlank {
				return nil
			}
			lastBlank = true
		} else {
			lastBlank = false
		}
		return out.line(s)
	}
	for {
		t, err := x.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", err
		}
		switch t := t.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "p":
				if inPara == 0 {
					para.Reset()
					style, numID, ilvl = "", "", 0
				}
				inPara++
			case "pPr":
				inPPr = true
			case "pStyle":
				if inPPr {
					style = attr(t, "val")
				}
			case "numId":
				if inPPr {
					numID = attr(t, "val")
				}
			case "ilvl":
				if inPPr {
					ilvl, _ = strconv.Atoi(attr(t, "val"))
					ilvl = max(0, min(ilvl, 8))
				}
			case "r":
				inRun = true
			case "t":
				inText = inRun
			case "tab":
				if inRun {
					para.WriteByte('\t')
				}
			case "br", "cr":
				if inRun {
					para.WriteByte('\n')
				}
			case "hyperlink":
				linkURL, linkStart = links[relID(t)], para.Len()
			case "noBreakHyphen":
				para.WriteByte('-')
			case "tbl":
				tables = append(tables, &docxTable{})
			case "tr":
				if len(tables) > 0 {
					tables[len(tables)-1].row = nil
				}
			case "tc":
				if len(tables) > 0 {
					tables[len(tables)-1].cell = nil
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "pPr":
				inPPr = false
			case "hyperlink":
				if linkStart >= 0 && linkStart <= para.Len() && linkURL != "" &&
					strings.TrimSpace(para.String()[linkStart:]) != linkURL {
					para.WriteString(" <" + linkURL + ">")
				}
				linkStart, linkURL = -1, ""
			case "r":
				inRun = false
			case "t":
				inText = false
			case "p":
				if inPara--; inPara > 0 {
					continue
				}
				text := strings.TrimRight(para.String(), " \t")
				if len(tables) > 0 {
					tb := tables[len(tables)-1]
					if text != "" {
						tb.cell = append(tb.cell, strings.ReplaceAll(text, "\n", " "))
					}
					continue
				}
				prefix := ""
				if lvl := styles.heading(style); lvl > 0 && text != "" {
					prefix = strings.Repeat("#", lvl) + " "
				} else if numID != "" && numID != "0" && text != "" {
					prefix = strings.Repeat("  ", ilvl) + lists.marker(counters, numID, ilvl)
				}
				for i, ln := range strings.Split(text, "\n") {
					if i > 0 {
						prefix = ""
					}
					if err := emit(prefix + ln); err != nil {
						return "", err
					}
				}
			case "tc":
				if len(tables) > 0 {
					tb := tables[len(tables)-1]
					tb.row = append(tb.row, strings.Join(tb.cell, " "))
				}
			case "tr":
				if len(tables) == 0 {
					continue
				}
				row := strings.Join(tables[len(tables)-1].row, "\t")
				if len(tables) > 1 {
					// A nested table's rows become text of the
					// enclosing cell.
					outer := tables[len(tables)-2]
					outer.cell = append(outer.cell, strings.ReplaceAll(row, "\t", " "))
					continue
				}
				if err := emit(row); err != nil {
					return "", err
				}
			case "tbl":
				if len(tables) > 0 {
					tables = tables[:len(tables)-1]
				}
			}
		case xml.CharData:
			if inText {
				para.Write(t)
			}
		}
	}
	return out.b.String(), nil
}

type docxTable struct {
	row  []string
	cell []string
}

// docxStyleMap maps a paragraph style id to its heading level (0: none).
type docxStyleMap map[string]int

func (m docxStyleMap) heading(id string) int {
	if id == "" {
		return 0
	}
	if lvl, ok := m[id]; ok {
		return lvl
	}
	return headingLevel(id)
}

// headingLevel reads a style name or id such as "heading 2", "Heading2"
// or "Title".
func headingLevel(name string) int {
	n := strings.ToLower(strings.ReplaceAll(name, " ", ""))
	if n == "title" {
		return 1
	}
	if rest, ok := strings.CutPrefix(n, "heading"); ok {
		if lvl, err := strconv.Atoi(rest); err == nil && lvl >= 1 && lvl <= 9 {
			return lvl
		}
	}
	return 0
}

// docxStyles reads word/styles.xml (optional): style ids of localized
// documents ("berschrift1") name their heading level in the style name.
func docxStyles(a *archive) (docxStyleMap, error) {
	m := docxStyleMap{}
	x, err := a.decoder("word/styles.xml")
	if errors.Is(err, errNoMember) {
		return m, nil
	}
	if err != nil {
		return nil, err
	}
	id := ""
	for {
		t, err := x.next()
		if err == io.EOF {
			return m, nil
		}
		if err != nil {
			return nil, err
		}
		if se, ok := t.(xml.StartElement); ok {
			switch se.Name.Local {
			case "style":
				id = attr(se, "styleId")
			case "name":
				if id != "" {
					m[id] = headingLevel(attr(se, "val"))
				}
			}
		}
	}
}

// docxLists knows each list's number format per level.
type docxLists map[string][]string // numId → numFmt per level

// marker returns the list marker of the next item of numID at ilvl,
// counting items and restarting the deeper levels.
func (l docxLists) marker(counters map[string][]int, numID string, ilvl int) string {
	fmts := l[numID]
	if ilvl < len(fmts) && fmts[ilvl] != "bullet" && fmts[ilvl] != "none" && fmts[ilvl] != "" {
		c := counters[numID]
		for len(c) <= ilvl {
			c = append(c, 0)
		}
		c[ilvl]++
		for i := ilvl + 1; i < len(c); i++ {
			c[i] = 0
		}
		counters[numID] = c
		return strconv.Itoa(c[ilvl]) + ". "
	}
	return "- "
}

// docxNumbering reads word/numbering.xml (optional).
func docxNumbering(a *archive) (docxLists, error) {
	lists := docxLists{}
	x, err := a.decoder("word/numbering.xml")
	if errors.Is(err, errNoMember) {
		return lists, nil
	}
	if err != nil {
		return nil, err
	}
	abstract := map[string][]string{}
	numToAbs := map[string]string{}
	var absID, numID string
	lvl := -1
	for {
		t, err := x.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		se, ok := t.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "abstractNum":
			absID, numID = attr(se, "abstractNumId"), ""
		case "num":
			numID, absID = attr(se, "numId"), ""
		case "abstractNumId":
			if numID != "" {
				numToAbs[numID] = attr(se, "val")
			}
		case "lvl":
			lvl, _ = strconv.Atoi(attr(se, "ilvl"))
		case "numFmt":
			if absID != "" && lvl >= 0 && lvl < 9 {
				f := abstract[absID]
				for len(f) <= lvl {
					f = append(f, "")
				}
				f[lvl] = attr(se, "val")
				abstract[absID] = f
			}
		}
	}
	for n, a := range numToAbs {
		lists[n] = abstract[a]
	}
	return lists, nil
}
