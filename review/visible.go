package review

import (
	"fmt"
	"strings"
)

// Hidden reports whether r does not show as itself in text: a control
// character (but tab and newline), a bidirectional formatting character
// (which can make a line read differently from what it is, as in
// "Trojan Source"), a zero-width or invisible formatting character, a line
// or paragraph separator, or a tag character. A model writes the
// proposals a person approves, so the review page and `review show` mark
// each of these visibly (HiddenMark) and warn when a proposal has any.
func Hidden(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20, r == 0x7f, r >= 0x80 && r < 0xa0:
		return true
	case r < 0xad:
		return false
	}
	switch r {
	case 0xad, // soft hyphen
		0x34f,          // combining grapheme joiner
		0x61c,          // Arabic letter mark
		0x115f, 0x1160, // Hangul fillers
		0x17b4, 0x17b5, // Khmer inherent vowels
		0x180e, // Mongolian vowel separator
		0x3164, // Hangul filler
		0xfeff, // zero-width no-break space (BOM)
		0xffa0: // halfwidth Hangul filler
		return true
	}
	return r >= 0x200b && r <= 0x200f || // zero-width spaces and joiners, LRM, RLM
		r >= 0x2028 && r <= 0x202e || // separators, bidi embeddings and overrides
		r >= 0x2060 && r <= 0x206f || // word joiner, invisible operators, bidi isolates, deprecated formats
		r >= 0xfff9 && r <= 0xfffb || // interlinear annotation
		r >= 0xe0000 && r <= 0xe007f // tag characters
}

// HiddenMark is how a Hidden character is shown: "<U+202E>".
func HiddenMark(r rune) string { return fmt.Sprintf("<U+%04X>", r) }

// CountHidden counts the Hidden characters of s (and bytes that are not
// UTF-8, which show as U+FFFD or not at all).
func CountHidden(s string) int {
	n := 0
	for i, r := range s {
		if Hidden(r) || r == 0xfffd && isBadByte(s, i) {
			n++
		}
	}
	return n
}

// isBadByte reports whether s[i:] starts with a byte that is not UTF-8
// (rather than with a real U+FFFD).
func isBadByte(s string, i int) bool {
	return !(len(s) >= i+3 && s[i:i+3] == "\uFFFD")
}

// HiddenIn says where a proposal has Hidden characters its reviewer must
// be warned of, in the text the model wrote: "the message (2), 1 path(s),
// the diff (6)" (the paths are counted apart because the diff C-quotes
// them). It is "" when there are none.
func HiddenIn(p *Proposal) string {
	var where []string
	if k := CountHidden(p.Message); k > 0 {
		where = append(where, fmt.Sprintf("the message (%d)", k))
	}
	paths := 0
	for _, c := range p.Changes {
		if CountHidden(c.FullPath()) > 0 {
			paths++
		}
	}
	if paths > 0 {
		where = append(where, fmt.Sprintf("%d path(s)", paths))
	}
	if k := CountHidden(p.Diff); k > 0 {
		where = append(where, fmt.Sprintf("the diff (%d)", k))
	}
	return strings.Join(where, ", ")
}
