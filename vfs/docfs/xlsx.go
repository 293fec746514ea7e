package docfs

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
)

// extractXLSX renders a workbook: each sheet, in workbook order, as a line
// "== Sheet: name ==" ("name (hidden)" for a hidden sheet) followed by its rows, cells separated by tabs (tabs
// and newlines inside a cell become spaces). Missing rows are empty lines
// so that line N below the header is row N. Shared and inline strings are
// resolved, formulas show their cached value, booleans TRUE/FALSE, and
// numbers with a date or time format ISO dates ("2024-03-01",
// "2024-03-01 12:30:00", "12:30:00").
func extractXLSX(ctx context.Context, data []byte, l Limits) (string, error) {
	a, err := openArchive(ctx, data, l)
	if err != nil {
		return "", err
	}
	sheets, date1904, err := xlsxWorkbook(a)
	if err != nil {
		return "", err
	}
	strs, err := xlsxSharedStrings(a)
	if err != nil {
		return "", err
	}
	dates, err := xlsxDateStyles(a)
	if err != nil {
		return "", err
	}
	out := &textBuilder{max: l.MaxTextBytes}
	for _, s := range sheets {
		if err := out.line("== Sheet: " + s.name + " =="); err != nil {
			return "", err
		}
		if err := xlsxSheet(a, s.part, strs, dates, date1904, false, out); err != nil {
			return "", err
		}
	}
	return out.b.String(), nil
}

type xlsxSheetRef struct{ name, raw, part string }

func xlsxWorkbook(a *archive) ([]xlsxSheetRef, bool, error) {
	rels, err := a.relTargets("xl/_rels/workbook.xml.rels", "xl")
	if err != nil {
		return nil, false, err
	}
	x, err := a.decoder("xl/workbook.xml")
	if err != nil {
		return nil, false, err
	}
	var sheets []xlsxSheetRef
	date1904 := false
	for {
		t, err := x.next()
		if err == io.EOF {
			return sheets, date1904, nil
		}
		if err != nil {
			return nil, false, err
		}
		se, ok := t.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "workbookPr":
			v := attr(se, "date1904")
			date1904 = v == "1" || v == "true"
		case "sheet":
			part, ok := rels[relID(se)]
			if !ok {
				return nil, false, fmt.Errorf("sheet %q has no part", attr(se, "name"))
			}
			raw := attr(se, "name")
			name := raw
			if st := attr(se, "state"); st == "hidden" || st == "veryHidden" {
				name += " (hidden)"
			}
			sheets = append(sheets, xlsxSheetRef{name, raw, part})
		}
	}
}

// xlsxText collects the text of an <si> or <is> element: its <t>
// elements, leaving out phonetic runs (<rPh>).
type xlsxText struct {
	b      strings.Builder
	inT    bool
	inRPh  bool
	active bool
}

func (s *xlsxText) token(t xml.Token) {
	switch t := t.(type) {
	case xml.StartElement:
		switch t.Name.Local {
		case "t":
			s.inT = true
		case "rPh":
			s.inRPh = true
		}
	case xml.EndElement:
		switch t.Name.Local {
		case "t":
			s.inT = false
		case "rPh":
			s.inRPh = false
		}
	case xml.CharData:
		if s.inT && !s.inRPh {
			s.b.Write(t)
		}
	}
}

func xlsxSharedStrings(a *archive) ([]string, error) {
	x, err := a.decoder("xl/sharedStrings.xml")
	if errors.Is(err, errNoMember) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var strs []string
	var cur *xlsxText
	for {
		t, err := x.next()
		if err == io.EOF {
			return strs, nil
		}
		if err != nil {
			return nil, err
		}
		switch tt := t.(type) {
		case xml.StartElement:
			if tt.Name.Local == "si" {
				cur = &xlsxText{}
				continue
			}
		case xml.EndElement:
			if tt.Name.Local == "si" && cur != nil {
				strs = append(strs, cur.b.String())
				cur = nil
				continue
			}
		}
		if cur != nil {
			cur.token(t)
		}
	}
}

// xlsxDateStyles returns, for each cell style index, whether its number
// format shows a date ('d'), a time ('t'), both ('b'), or neither (0).
func xlsxDateStyles(a *archive) ([]byte, error) {
	x, err := a.decoder("xl/styles.xml")
	if errors.Is(err, errNoMember) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	custom := map[int]byte{}
	var kinds []byte
	inXfs := false
	for {
		t, err := x.next()
		if err == io.EOF {
			return kinds, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := t.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "numFmt":
				id, _ := strconv.Atoi(attr(t, "numFmtId"))
				custom[id] = formatKind(attr(t, "formatCode"))
			case "cellXfs":
				inXfs = true
			case "xf":
				if inXfs {
					id, _ := strconv.Atoi(attr(t, "numFmtId"))
					k, ok := custom[id]
					if !ok {
						k = builtinFormatKind(id)
					}
					kinds = append(kinds, k)
				}
			}
		case xml.EndElement:
			if t.Name.Local == "cellXfs" {
				inXfs = false
			}
		}
	}
}

func builtinFormatKind(id int) byte {
	switch {
	case id >= 14 && id <= 17, id >= 27 && id <= 31, id >= 34 && id <= 36, id >= 50 && id <= 58:
		return 'd'
	case id >= 18 && id <= 21, id >= 45 && id <= 47:
		return 't'
	case id == 22:
		return 'b'
	}
	return 0
}

// formatKind classifies a custom number format code by the date and time
// letters outside quotes, escapes and [brackets] (colours, conditions).
func formatKind(code string) byte {
	var date, tm bool
	quoted, bracket := false, false
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case quoted:
			quoted = c != '"'
		case bracket:
			if c == ']' {
				bracket = false
			} else if c == 'h' || c == 'H' || c == 's' || c == 'S' {
				tm = true // elapsed time such as [h]:mm
			}
		case c == '"':
			quoted = true
		case c == '[':
			bracket = true
		case c == '\\' || c == '_' || c == '*':
			i++
		default:
			switch c | 0x20 {
			case 'd', 'y':
				date = true
			case 'h', 's':
				tm = true
			case 'm':
				// m is months, or minutes next to a colon
				// (h:mm, mm:ss).
				j := i
				for j < len(code) && code[j]|0x20 == 'm' {
					j++
				}
				if i > 0 && code[i-1] == ':' || j < len(code) && code[j] == ':' {
					tm = true
				} else {
					date = true
				}
				i = j - 1
			}
		}
	}
	switch {
	case date && tm:
		return 'b'
	case date:
		return 'd'
	case tm:
		return 't'
	}
	return 0
}

// With csv set, each row is an RFC 4180 record instead: cells separated by
// commas, quoted when they hold a comma, quote, CR or LF, kept verbatim.
func xlsxSheet(a *archive, part string, strs []string, dates []byte, date1904, csv bool, out *textBuilder) error {
	x, err := a.decoder(part)
	if err != nil {
		return err
	}
	var (
		row      []string
		rowNum   int // last row written
		curRow   int
		col      int // next column in row
		cellType string
		style    int
		val      strings.Builder
		inV      bool
		inline   *xlsxText
		inCell   bool
	)
	flush := func() error {
		for rowNum+1 < curRow {
			rowNum++
			if err := out.line(""); err != nil {
				return err
			}
		}
		rowNum = max(rowNum, curRow)
		n := len(row)
		for n > 0 && row[n-1] == "" {
			n--
		}
		if csv {
			return out.line(csvRecord(row[:n]))
		}
		return out.line(strings.Join(row[:n], "\t"))
	}
	for {
		t, err := x.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if inline != nil {
			if e, ok := t.(xml.EndElement); ok && e.Name.Local == "is" {
				val.WriteString(inline.b.String())
				inline = nil
			} else {
				inline.token(t)
			}
			continue
		}
		switch t := t.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "row":
				row, col = row[:0], 0
				if r, err := strconv.Atoi(attr(t, "r")); err == nil && r > rowNum {
					curRow = r
				} else {
					curRow = rowNum + 1
				}
			case "c":
				inCell = true
				cellType = attr(t, "t")
				style, _ = strconv.Atoi(attr(t, "s"))
				val.Reset()
				if c, ok := cellColumn(attr(t, "r")); ok && c >= col {
					if c-col > 16384 {
						return fmt.Errorf("%s: bad cell reference %q", part, attr(t, "r"))
					}
					for col < c {
						row = append(row, "")
						col++
					}
				}
			case "v":
				inV = inCell
			case "is":
				inline = &xlsxText{}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "v":
				inV = false
			case "c":
				inCell = false
				s := cellValue(cellType, val.String(), style, strs, dates, date1904)
				if !csv {
					s = cellSpace.Replace(s)
				}
				row = append(row, s)
				col++
			case "row":
				if err := flush(); err != nil {
					return err
				}
			}
		case xml.CharData:
			if inV {
				val.Write(t)
			}
		}
	}
}

var cellSpace = strings.NewReplacer("\t", " ", "\r\n", " ", "\n", " ", "\r", " ")

// csvRecord joins cells as an RFC 4180 record (without the line end).
func csvRecord(cells []string) string {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteByte(',')
		}
		if strings.ContainsAny(c, ",\"\r\n") {
			b.WriteByte('"')
			b.WriteString(strings.ReplaceAll(c, `"`, `""`))
			b.WriteByte('"')
			continue
		}
		b.WriteString(c)
	}
	return b.String()
}

// xlsxCSV is one sheet of a workbook as CSV.
type xlsxCSV struct {
	name string // the sheet's name, made safe as a file name, with ".csv"
	data []byte
}

// extractXLSXSheets renders each sheet of a workbook, in workbook order, as
// CSV (see xlsxSheet), named by sheetFileName. The limit on text applies
// to all sheets together.
func extractXLSXSheets(ctx context.Context, data []byte, l Limits) ([]xlsxCSV, error) {
	a, err := openArchive(ctx, data, l)
	if err != nil {
		return nil, err
	}
	sheets, date1904, err := xlsxWorkbook(a)
	if err != nil {
		return nil, err
	}
	strs, err := xlsxSharedStrings(a)
	if err != nil {
		return nil, err
	}
	dates, err := xlsxDateStyles(a)
	if err != nil {
		return nil, err
	}
	var out []xlsxCSV
	used := map[string]bool{}
	budget := l.MaxTextBytes
	for _, s := range sheets {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		b := &textBuilder{max: budget}
		if err := xlsxSheet(a, s.part, strs, dates, date1904, true, b); err != nil {
			return nil, err
		}
		budget -= int64(b.b.Len())
		name := sheetFileName(s.raw, used)
		out = append(out, xlsxCSV{name, []byte(b.b.String())})
	}
	return out, nil
}

// sheetFileName makes a sheet name a file name: "/" and control
// characters become "_", an empty name or a dot name gets a "_", ".csv" is
// appended, and a name already used gets "~2", "~3", ... before it.
func sheetFileName(raw string, used map[string]bool) string {
	base := strings.Map(func(r rune) rune {
		if r == '/' || r < 0x20 || r == 0x7f {
			return '_'
		}
		return r
	}, strings.ToValidUTF8(raw, "_"))
	if strings.Trim(base, ".") == "" {
		base = "_" + base
	}
	if len(base) > 200 {
		base = strings.ToValidUTF8(base[:200], "")
	}
	name := base + ".csv"
	for i := 2; used[name]; i++ {
		name = fmt.Sprintf("%s~%d.csv", base, i)
	}
	used[name] = true
	return name
}

// cellColumn returns the zero-based column of a reference such as "AB12".
func cellColumn(ref string) (int, bool) {
	c := 0
	i := 0
	for ; i < len(ref) && ref[i] >= 'A' && ref[i] <= 'Z'; i++ {
		c = c*26 + int(ref[i]-'A'+1)
		if c > 1<<20 {
			return 0, false
		}
	}
	if i == 0 {
		return 0, false
	}
	return c - 1, true
}

func cellValue(typ, v string, style int, strs []string, dates []byte, date1904 bool) string {
	switch typ {
	case "s":
		i, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || i < 0 || i >= len(strs) {
			return ""
		}
		return strs[i]
	case "b":
		if strings.TrimSpace(v) == "1" {
			return "TRUE"
		}
		return "FALSE"
	case "str", "inlineStr", "e":
		return v
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil {
		return v
	}
	if style >= 0 && style < len(dates) && dates[style] != 0 {
		if s, ok := serialDate(f, dates[style], date1904); ok {
			return s
		}
	}
	return formatNumber(f)
}

// formatNumber prints a number with Excel's 15 significant digits,
// without an exponent for ordinary magnitudes.
func formatNumber(f float64) string {
	s := strconv.FormatFloat(f, 'g', 15, 64)
	if g, err := strconv.ParseFloat(s, 64); err == nil && math.Abs(g) < 1e15 && (g == 0 || math.Abs(g) >= 1e-6) {
		return strconv.FormatFloat(g, 'f', -1, 64)
	}
	return s
}

// serialDate converts a spreadsheet serial day number to ISO 8601.
func serialDate(f float64, kind byte, date1904 bool) (string, bool) {
	if f < 0 || f > 2958466 || math.IsNaN(f) {
		return "", false
	}
	// Day 0 is 1899-12-31 and Lotus's phantom 1900-02-29 is day 60, so
	// from day 61 on, 1899-12-30 is the epoch.
	epoch := time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
	if date1904 {
		epoch = time.Date(1904, 1, 1, 0, 0, 0, 0, time.UTC)
	} else if f < 61 {
		epoch = epoch.AddDate(0, 0, 1)
	}
	days := math.Floor(f)
	secs := math.Round((f - days) * 86400)
	t := epoch.AddDate(0, 0, int(days)).Add(time.Duration(secs) * time.Second)
	switch kind {
	case 'd':
		if secs == 0 {
			return t.Format(time.DateOnly), true
		}
		return t.Format(time.DateTime), true
	case 't':
		if days == 0 {
			return t.Format(time.TimeOnly), true
		}
		return t.Format(time.DateTime), true
	}
	return t.Format(time.DateTime), true
}
