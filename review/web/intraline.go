package web

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/review"
)

// A changed line is shown with the characters that changed marked (the
// intra-line diff), so that `timeout: 3000` → `timeout: 6000` is seen at
// once; and every character that does not show as itself (controls,
// bidirectional overrides, zero-width characters: review.Hidden) is shown
// as a visible mark, so that a line cannot read differently from what is
// approved.

// seg is a piece of shown text. Changed marks what the intra-line diff
// found changed; Hidden marks a review.Hidden character (or a byte that
// is not UTF-8), whose Text is then its mark ("<U+202E>").
type seg struct {
	Text    string
	Changed bool
	Hidden  bool
}

// visible appends s to out as segments, each hidden character its own
// marked segment.
func visible(out []seg, s string, changed bool) []seg {
	start := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		mark := ""
		switch {
		case r == utf8.RuneError && n == 1:
			mark = fmt.Sprintf("<0x%02X>", s[i])
		case review.Hidden(r):
			mark = review.HiddenMark(r)
		}
		if mark != "" {
			if start < i {
				out = append(out, seg{Text: s[start:i], Changed: changed})
			}
			out = append(out, seg{Text: mark, Changed: changed, Hidden: true})
			start = i + n
		}
		i += n
	}
	if start < len(s) || len(out) == 0 && s != "" {
		out = append(out, seg{Text: s[start:], Changed: changed})
	}
	return out
}

// visibleText is the template's "vis": s with its hidden characters marked.
func visibleText(s string) []seg { return visible(nil, s, false) }

// Bounds of the intra-line diff. A pair of lines whose token grid (after
// the common start and end are taken off) is larger than maxPairCells is
// compared by its common start and end only; a diff spends at most
// maxDiffCells on all its pairs, then the rest are compared the same way.
// minSame is the share of a pair's bytes that must be unchanged for the
// marks to be shown: two lines that have little in common are just
// different lines, and marking nearly all of both would be noise.
const (
	maxPairCells = 1 << 16
	maxDiffCells = 1 << 22
	minSame      = 0.4
)

// highlight sets the segments of every line of files: each run of removed
// lines is paired, line by line, with the run of added lines after it
// (as the side-by-side view shows them), and each pair is diffed.
func highlight(files []diffFile) {
	budget := maxDiffCells
	for fi := range files {
		for hi := range files[fi].Hunks {
			lines := files[fi].Hunks[hi].Lines
			for i := range lines {
				lines[i].Segs = visible(nil, lines[i].Text, false)
			}
			for i := 0; i < len(lines); {
				if lines[i].Kind != lineDel {
					i++
					continue
				}
				var dels, adds []int
				for ; i < len(lines) && (lines[i].Kind == lineDel || lines[i].Kind == lineNote && len(adds) == 0); i++ {
					if lines[i].Kind == lineDel {
						dels = append(dels, i)
					}
				}
				for ; i < len(lines) && (lines[i].Kind == lineAdd || lines[i].Kind == lineNote); i++ {
					if lines[i].Kind == lineAdd {
						adds = append(adds, i)
					}
				}
				for j := 0; j < min(len(dels), len(adds)); j++ {
					a, b := &lines[dels[j]], &lines[adds[j]]
					if oldSegs, newSegs, ok := intraLine(a.Text, b.Text, &budget); ok {
						a.Segs, b.Segs = oldSegs, newSegs
					}
				}
			}
		}
	}
}

// piece is a stretch of one side of a pair, changed or not.
type piece struct {
	text    string
	changed bool
}

// intraLine diffs two lines by tokens (words, runs of space, single other
// characters), then narrows each changed stretch to the characters that
// differ: "3000" → "6000" marks the 3 and the 6. ok is false when the
// lines have too little in common to mark.
func intraLine(old, new string, budget *int) (oldSegs, newSegs []seg, ok bool) {
	if old == new {
		return nil, nil, false
	}
	a, b := tokens(old), tokens(new)
	// The common start and end, by tokens.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var po, pn []piece
	add := func(p *[]piece, text string, changed bool) {
		if text == "" {
			return
		}
		if n := len(*p); n > 0 && (*p)[n-1].changed == changed {
			(*p)[n-1].text += text
			return
		}
		*p = append(*p, piece{text, changed})
	}
	// gap adds a removed and an added stretch that stand in the same
	// place, narrowed to the characters that differ.
	gap := func(d, i string) {
		p, s := commonEnds(d, i)
		add(&po, d[:p], false)
		add(&pn, i[:p], false)
		add(&po, d[p:len(d)-s], true)
		add(&pn, i[p:len(i)-s], true)
		add(&po, d[len(d)-s:], false)
		add(&pn, i[len(i)-s:], false)
	}
	join := func(ts []string) string {
		n := 0
		for _, t := range ts {
			n += len(t)
		}
		out := make([]byte, 0, n)
		for _, t := range ts {
			out = append(out, t...)
		}
		return string(out)
	}
	add(&po, join(a[:pre]), false)
	add(&pn, join(b[:pre]), false)
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	cells := (len(ma) + 1) * (len(mb) + 1)
	if len(ma) == 0 || len(mb) == 0 || cells > maxPairCells || cells > *budget {
		gap(join(ma), join(mb))
	} else {
		*budget -= cells
		// The longest common subsequence of tokens, then the stretches
		// between its tokens as gaps.
		w := len(mb) + 1
		lcs := make([]int32, cells)
		for i := len(ma) - 1; i >= 0; i-- {
			for j := len(mb) - 1; j >= 0; j-- {
				if ma[i] == mb[j] {
					lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
				} else {
					lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
				}
			}
		}
		i, j, di, dj := 0, 0, 0, 0
		for i < len(ma) && j < len(mb) {
			switch {
			case ma[i] == mb[j]:
				gap(join(ma[di:i]), join(mb[dj:j]))
				add(&po, ma[i], false)
				add(&pn, mb[j], false)
				i, j = i+1, j+1
				di, dj = i, j
			case lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
				i++
			default:
				j++
			}
		}
		gap(join(ma[di:]), join(mb[dj:]))
	}
	add(&po, join(a[len(a)-suf:]), false)
	add(&pn, join(b[len(b)-suf:]), false)

	same := 0
	for _, p := range po {
		if !p.changed {
			same += len(p.text)
		}
	}
	for _, p := range pn {
		if !p.changed {
			same += len(p.text)
		}
	}
	if float64(same) < minSame*float64(len(old)+len(new)) {
		return nil, nil, false
	}
	for _, p := range po {
		oldSegs = visible(oldSegs, p.text, p.changed)
	}
	for _, p := range pn {
		newSegs = visible(newSegs, p.text, p.changed)
	}
	return oldSegs, newSegs, true
}

// commonEnds is the length of the common start of a and b and of their
// common end in what remains, both on rune boundaries.
func commonEnds(a, b string) (pre, suf int) {
	for pre < len(a) && pre < len(b) {
		r1, n1 := utf8.DecodeRuneInString(a[pre:])
		r2, n2 := utf8.DecodeRuneInString(b[pre:])
		if r1 != r2 || n1 != n2 || r1 == utf8.RuneError && a[pre] != b[pre] {
			break
		}
		pre += n1
	}
	for suf < len(a)-pre && suf < len(b)-pre {
		r1, n1 := utf8.DecodeLastRuneInString(a[:len(a)-suf])
		r2, n2 := utf8.DecodeLastRuneInString(b[:len(b)-suf])
		if r1 != r2 || n1 != n2 || n1 > len(a)-pre-suf || n2 > len(b)-pre-suf || r1 == utf8.RuneError && a[len(a)-suf-1] != b[len(b)-suf-1] {
			break
		}
		suf += n1
	}
	return pre, suf
}

// tokens cuts a line into words (letters, digits, _), runs of white
// space, and single other characters.
func tokens(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		class := tokenClass(r)
		if class != 0 {
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if tokenClass(r2) != class {
					break
				}
				j += n2
			}
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

// tokenClass is 1 for word characters, 2 for white space, 0 for the rest
// (each its own token).
func tokenClass(r rune) int {
	switch {
	case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
		return 1
	case r == ' ' || r == '\t':
		return 2
	}
	return 0
}
