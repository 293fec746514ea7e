package commands

import (
	"bytes"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// grepNeed is a literal every match contains (regex.Required): a buffer
// without it holds no match, so grep searches blocks of lines for it
// before it runs the matcher on a line, as GNU grep does.
type grepNeed struct {
	lit []byte // lower case when fold
	// fold: ASCII letters match either case. complete: holding lit is
	// matching.
	fold, complete bool
	rare           int // with fold: the position in lit of the byte scanned for
}

func newGrepNeed(re *regex.Regexp) *grepNeed {
	lit, fold, complete := re.Required()
	if lit == "" {
		return nil
	}
	n := &grepNeed{lit: []byte(lit), fold: fold, complete: complete}
	for i := range n.lit {
		if byteFrequency(n.lit[i]) < byteFrequency(n.lit[n.rare]) {
			n.rare = i
		}
	}
	return n
}

// byteFrequency ranks how common a byte is in text, most common highest.
func byteFrequency(c byte) int {
	const letters = "etaoinshrdlcumwfgypbvkjxqz" // by frequency in English
	switch {
	case c == ' ':
		return 100
	case 'a' <= c && c <= 'z':
		return 90 - bytes.IndexByte([]byte(letters), c)
	case '0' <= c && c <= '9':
		return 40
	}
	return 20
}

// index returns the position of the first occurrence of the literal in
// b, or -1.
func (n *grepNeed) index(b []byte) int {
	if !n.fold {
		return bytes.Index(b, n.lit)
	}
	// Scan for the rare byte in either case, a window at a time so that
	// a case that is absent costs one scan of the window, not one of the
	// rest of b for every occurrence of the other case.
	const window = 1024
	lo := n.lit[n.rare]
	up := lo
	if 'a' <= lo && lo <= 'z' {
		up = lo - 'a' + 'A'
	}
	last := len(b) - (len(n.lit) - n.rare) // the rare byte's last position
	for from := n.rare; from <= last; {
		w := b[from:min(last+1, from+window)]
		i := bytes.IndexByte(w, lo)
		lim := len(w)
		if i >= 0 {
			lim = i
		}
		if up != lo {
			if j := bytes.IndexByte(w[:lim], up); j >= 0 {
				i = j
			}
		}
		if i < 0 {
			from += len(w)
			continue
		}
		if at := from + i - n.rare; asciiFoldHas(b[at:at+len(n.lit)], n.lit) {
			return at
		}
		from += i + 1
	}
	return -1
}

// asciiFoldHas reports whether s equals lower, ignoring the case of ASCII
// letters (lower is in lower case).
func asciiFoldHas(s, lower []byte) bool {
	for i, c := range s {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// countLines returns how many of the eol-terminated lines of block hold
// the literal (which holds no eol).
func (n *grepNeed) countLines(block []byte, eol byte) int {
	count := 0
	for {
		i := n.index(block)
		if i < 0 {
			return count
		}
		count++
		j := bytes.IndexByte(block[i:], eol)
		if j < 0 {
			return count
		}
		block = block[i+j+1:]
	}
}
