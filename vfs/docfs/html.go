package docfs

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// extractHTML renders a web page as readable text: the title and headings
// as "# Title" lines, paragraphs and other blocks on their own lines, list
// items as "- item" or "1. item", links as "text <url>", images as their
// alt text, table rows as tab-separated cells, preformatted text as is.
// Scripts, styles and other non-content elements are left out. A page
// that is not UTF-8 is read as UTF-16 if it starts with that byte-order
// mark, else as Windows-1252 (which includes Latin-1).
func extractHTML(ctx context.Context, data []byte, l Limits) (string, error) {
	doc, err := html.Parse(bytes.NewReader(toUTF8(data)))
	if err != nil {
		return "", err
	}
	r := &htmlRenderer{ctx: ctx, max: l.MaxTextBytes}
	r.node(doc)
	if r.err != nil {
		return "", r.err
	}
	r.blockBreak()
	return strings.TrimLeft(r.b.String(), "\n"), nil
}

type htmlRenderer struct {
	ctx   context.Context
	max   int64
	b     strings.Builder
	line  strings.Builder // the current line, whitespace collapsed
	pre   int
	lists []int // per open list: -1 for <ul>, else the next number
	cells []string
	inRow int
	n     int
	err   error
	space bool // a space is pending before the next word
	// title is the page's <title> as written ("# Title"); sawH1 is set at
	// the first <h1>, which is left out when it says the same.
	title string
	sawH1 bool
}

// text adds inline text, collapsing whitespace outside <pre>.
func (r *htmlRenderer) text(s string) {
	if r.pre > 0 {
		for i, part := range strings.Split(s, "\n") {
			if i > 0 {
				r.flush(true)
			}
			r.line.WriteString(part)
		}
		return
	}
	if s == "" {
		return
	}
	if isSpace(s[0]) {
		r.space = true
	}
	for i, w := range strings.Fields(s) {
		if (i > 0 || r.space) && r.line.Len() > 0 {
			r.line.WriteByte(' ')
		}
		r.line.WriteString(w)
		r.space = false
	}
	if isSpace(s[len(s)-1]) {
		r.space = true
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// flush ends the current line; an empty one only if keepEmpty.
func (r *htmlRenderer) flush(keepEmpty bool) {
	s := r.line.String()
	r.line.Reset()
	r.space = false
	if r.inRow > 0 {
		if s = strings.TrimSpace(s); s != "" {
			if len(r.cells) == 0 {
				r.cells = append(r.cells, "")
			}
			r.cells[len(r.cells)-1] += joinSpace(r.cells[len(r.cells)-1], s)
		}
		return
	}
	if s == "" && !keepEmpty {
		return
	}
	if int64(r.b.Len()+len(s)+1) > r.max {
		r.err = errTooMuchText
		return
	}
	r.b.WriteString(s)
	r.b.WriteByte('\n')
}

func joinSpace(a, b string) string {
	if a == "" {
		return b
	}
	return " " + b
}

// blockBreak ends the current line at a block boundary.
func (r *htmlRenderer) blockBreak() { r.flush(false) }

func (r *htmlRenderer) children(n *html.Node) {
	for c := n.FirstChild; c != nil && r.err == nil; c = c.NextSibling {
		r.node(c)
	}
}

func (r *htmlRenderer) node(n *html.Node) {
	if r.n++; r.n%1024 == 0 && r.ctx.Err() != nil {
		r.err = r.ctx.Err()
	}
	if r.err != nil {
		return
	}
	switch n.Type {
	case html.TextNode:
		r.text(n.Data)
		return
	case html.ElementNode:
	default:
		r.children(n)
		return
	}
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head, atom.Iframe, atom.Object, atom.Svg, atom.Canvas:
		if n.DataAtom == atom.Head {
			// Only the title of the head is content.
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if c.DataAtom == atom.Title {
					r.blockBreak()
					r.line.WriteString("# ")
					r.children(c)
					r.title = r.line.String()
					r.blockBreak()
				}
			}
		}
		return
	case atom.Br:
		r.flush(true)
		return
	case atom.Img:
		if alt := strings.TrimSpace(getAttr(n, "alt")); alt != "" {
			r.text(" [" + alt + "] ")
		}
		return
	case atom.Hr:
		r.blockBreak()
		return
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		r.blockBreak()
		if r.inRow == 0 {
			lvl, _ := strconv.Atoi(n.Data[1:])
			r.line.WriteString(strings.Repeat("#", lvl) + " ")
		}
		r.children(n)
		// A page's first <h1> often repeats its <title>: the text says it
		// once.
		if n.DataAtom == atom.H1 && !r.sawH1 {
			r.sawH1 = true
			if r.inRow == 0 && r.title != "" && strings.EqualFold(strings.Join(strings.Fields(r.line.String()), " "), strings.Join(strings.Fields(r.title), " ")) {
				r.line.Reset()
				r.space = false
			}
		}
		r.blockBreak()
		return
	case atom.A:
		before := r.line.Len()
		r.children(n)
		href := strings.TrimSpace(getAttr(n, "href"))
		if href == "" || strings.HasPrefix(href, "#") || strings.HasPrefix(strings.ToLower(href), "javascript:") {
			return
		}
		label := strings.TrimSpace(r.line.String()[min(before, r.line.Len()):])
		if label != href {
			r.text(" <" + href + ">")
		}
		return
	case atom.Pre:
		r.blockBreak()
		r.pre++
		r.children(n)
		r.pre--
		r.blockBreak()
		return
	case atom.Ul, atom.Ol, atom.Menu:
		r.blockBreak()
		start := -1
		if n.DataAtom == atom.Ol {
			start = 1
			if s, err := strconv.Atoi(getAttr(n, "start")); err == nil {
				start = s
			}
		}
		r.lists = append(r.lists, start)
		r.children(n)
		r.lists = r.lists[:len(r.lists)-1]
		r.blockBreak()
		return
	case atom.Li:
		r.blockBreak()
		if k := len(r.lists); k > 0 && r.inRow == 0 {
			r.line.WriteString(strings.Repeat("  ", k-1))
			if r.lists[k-1] >= 0 {
				r.line.WriteString(strconv.Itoa(r.lists[k-1]) + ". ")
				r.lists[k-1]++
			} else {
				r.line.WriteString("- ")
			}
		} else if r.inRow == 0 {
			r.line.WriteString("- ")
		}
		r.children(n)
		r.blockBreak()
		return
	case atom.Tr:
		r.blockBreak()
		saved := r.cells
		r.cells = nil
		r.inRow++
		r.children(n)
		r.inRow--
		row := strings.Join(r.cells, "\t")
		r.cells = saved
		if r.inRow > 0 {
			r.text(" " + strings.ReplaceAll(row, "\t", " ") + " ")
			return
		}
		r.line.WriteString(row)
		r.blockBreak()
		return
	case atom.Td, atom.Th:
		if r.inRow == 0 {
			r.children(n)
			return
		}
		r.flush(false)
		r.cells = append(r.cells, "")
		r.children(n)
		r.flush(false)
		return
	}
	if isBlock(n.DataAtom) {
		r.blockBreak()
		r.children(n)
		r.blockBreak()
		return
	}
	r.children(n)
}

func isBlock(a atom.Atom) bool {
	switch a {
	case atom.P, atom.Div, atom.Section, atom.Article, atom.Header, atom.Footer, atom.Nav, atom.Aside,
		atom.Main, atom.Blockquote, atom.Table, atom.Thead, atom.Tbody, atom.Tfoot, atom.Caption,
		atom.Dl, atom.Dt, atom.Dd, atom.Figure, atom.Figcaption, atom.Form, atom.Fieldset, atom.Address,
		atom.Details, atom.Summary, atom.Body, atom.Html, atom.Title:
		return true
	}
	return false
}

func getAttr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// toUTF8 converts a page to UTF-8 (see extractHTML).
func toUTF8(data []byte) []byte {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return data[3:]
	case bytes.HasPrefix(data, []byte("\xff\xfe")), bytes.HasPrefix(data, []byte("\xfe\xff")):
		be := data[0] == 0xfe
		u := make([]uint16, 0, len(data)/2)
		for i := 2; i+1 < len(data); i += 2 {
			if be {
				u = append(u, uint16(data[i])<<8|uint16(data[i+1]))
			} else {
				u = append(u, uint16(data[i+1])<<8|uint16(data[i]))
			}
		}
		return []byte(string(utf16.Decode(u)))
	case utf8.Valid(data):
		return data
	}
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	for _, c := range data {
		if c >= 0x80 && c < 0xa0 && cp1252[c-0x80] != 0 {
			b.WriteRune(cp1252[c-0x80])
		} else {
			b.WriteRune(rune(c))
		}
	}
	return []byte(b.String())
}

// cp1252 maps Windows-1252's bytes 0x80-0x9f (0: as Latin-1).
var cp1252 = [32]rune{
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
}
