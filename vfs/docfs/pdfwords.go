package docfs

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pdfGlyph is one character code drawn on a page: its text, where it
// starts and ends along its line (x0, x1), its baseline and font size, in
// device space.
type pdfGlyph struct {
	x0, x1, y, size float64
	s               string
}

// Thresholds of poppler's TextOutputDev, as fractions of the font size,
// so that words come out as pdftotext finds them.
const (
	minWordBreakSpace    = 0.1  // a wider gap between glyphs starts a word
	minDupBreakOverlap   = 0.2  // so does going back more than this
	maxCharSpacing       = 0.03 // words closer than this are one word
	maxWideCharSpacingMu = 1.3  // letter-spaced lines: a word gap is wider than 1.3 × the letter gap
	maxWideCharSpacing   = 0.4  // ... and than 0.4 of the font size
	maxBaselineDelta     = 0.5  // a baseline moved by more (points) starts a word
)

type pdfWord struct {
	x0, x1, y, size float64
	text            strings.Builder
	chars           int
}

// pageLines groups a page's glyphs, in drawing order, into lines of
// words. A glyph starts a new line when its baseline moves by more than
// half its size. Within a line, glyphs are joined into words by their
// positions and widths as poppler does: a drawn space, a gap wider than a
// tenth of the font size, a step back, a change of baseline or of size
// ends a word. A line of single letters (letter-spaced text) is then
// rejoined: its words are the runs whose gaps are at most 1.3 times the
// narrowest gap.
func pageLines(glyphs []pdfGlyph) []string {
	var lines []string
	var line []*pdfWord
	var cur *pdfWord
	flush := func() {
		if len(line) > 0 {
			lines = append(lines, joinLine(line))
		}
		line, cur = nil, nil
	}
	for i := range glyphs {
		g := &glyphs[i]
		size := g.size
		if size <= 0 {
			size = 1
		}
		if len(line) > 0 && math.Abs(g.y-line[len(line)-1].y) > size/2 {
			flush()
		}
		if strings.TrimFunc(g.s, unicode.IsSpace) == "" {
			cur = nil // a drawn space (or an unknown glyph) ends the word
			continue
		}
		if cur != nil {
			sp := g.x0 - cur.x1
			if sp > minWordBreakSpace*cur.size || sp < -minDupBreakOverlap*cur.size ||
				math.Abs(g.y-cur.y) > maxBaselineDelta || math.Abs(size-cur.size) > 0.01*cur.size {
				cur = nil
			}
		}
		if cur == nil {
			cur = &pdfWord{x0: g.x0, x1: g.x1, y: g.y, size: size}
			line = append(line, cur)
		}
		cur.text.WriteString(g.s)
		cur.chars++
		cur.x1 = max(cur.x1, g.x1)
	}
	flush()
	return dehyphenate(lines)
}

// dehyphenate joins a word broken across lines with a hyphen, dropping
// the hyphen, as pdftotext does: a line ending in a letter and "-", and a
// next line starting with a letter.
func dehyphenate(lines []string) []string {
	out := lines[:0]
	for i := 0; i < len(lines); i++ {
		ln := lines[i]
		for i+1 < len(lines) && hyphenated(ln) {
			next, _ := utf8.DecodeRuneInString(lines[i+1])
			if !unicode.IsLetter(next) {
				break
			}
			ln = ln[:len(ln)-1] + lines[i+1]
			i++
		}
		out = append(out, ln)
	}
	return out
}

func hyphenated(ln string) bool {
	if !strings.HasSuffix(ln, "-") {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(ln[:len(ln)-1])
	return unicode.IsLetter(r)
}

// joinLine merges a line's words closer than the line's threshold (see
// pageLines) and joins the rest with a space.
func joinLine(words []*pdfWord) string {
	space := maxCharSpacing * words[0].size
	if len(words) > 1 {
		minSpace := math.Inf(1)
		for i := 1; i < len(words); i++ {
			if words[i-1].chars > 1 || words[i].chars > 1 {
				minSpace = 0
				break
			}
			minSpace = min(minSpace, words[i].x0-words[i-1].x1)
		}
		if minSpace > 0 {
			space = min(maxWideCharSpacingMu*minSpace, maxWideCharSpacing*words[0].size)
		}
	}
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			if gap := w.x0 - words[i-1].x1; gap > space || gap < -minDupBreakOverlap*w.size {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w.text.String())
	}
	return b.String()
}
