package regex

import (
	"bytes"
	"sort"
	"unicode"
	"unicode/utf8"
)

// stepLimit bounds the backtracker's work for one search, so that
// pathological patterns fail with ErrTooComplex instead of hanging.
const stepLimit = 4_000_000

// depthLimit bounds the matcher's recursion (and so its stack).
const depthLimit = 100_000

type backtracker struct {
	re       *Regexp
	in       []byte
	caps     []int
	best     []int
	bestEnd  int
	steps    int
	depth    int // nesting of run, bounded by depthLimit
	err      error
	longest  bool
	keep     int // position of the last \K, or -1
	bestKeep int
}

// find searches b from byte offset from; text before from is still seen
// by ^ and the word assertions. With longest it returns the longest match
// at the leftmost position (POSIX), else the first found.
//
// steps is the budget shared by the searches of one call (FindAll).
func (re *Regexp) find(b []byte, from int, longest bool, steps *int) ([]int, error) {
	if re.filter != nil && !re.filter.Match(b[from:]) {
		return nil, nil
	}
	m := &backtracker{re: re, in: b, longest: longest, steps: *steps,
		caps: make([]int, 2*(re.ngroups+1)), best: make([]int, 2*(re.ngroups+1))}
	defer func() { *steps = m.steps }()
	for start := from; start <= len(b); start += charLen(b, start) {
		for i := range m.caps {
			m.caps[i] = -1
		}
		m.bestEnd, m.keep, m.bestKeep = -1, -1, -1
		m.run(re.prog, start, func(e int) bool {
			if e > m.bestEnd {
				m.bestEnd, m.bestKeep = e, m.keep
				copy(m.best, m.caps)
			}
			return !m.longest || e == len(m.in)
		})
		if m.err != nil {
			return nil, m.err
		}
		if m.bestEnd >= 0 {
			m.best[0], m.best[1] = start, m.bestEnd
			if m.bestKeep >= 0 && m.bestKeep <= m.bestEnd {
				m.best[0] = m.bestKeep
			}
			return m.best, nil
		}
		if start == len(b) {
			break
		}
	}
	return nil, nil
}

func charLen(b []byte, i int) int {
	if i >= len(b) {
		return 1
	}
	_, n := utf8.DecodeRune(b[i:])
	return n
}

func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isWord reports whether r is a word character: Unicode letters and
// digits for POSIX patterns, ASCII ones for Perl's (as PCRE without UCP).
func (m *backtracker) isWord(r rune) bool {
	if m.re.perl {
		return r == '_' || r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r))
	}
	return isWordRune(r)
}

func (m *backtracker) wordBefore(pos int) bool {
	if pos == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRune(m.in[:pos])
	return m.isWord(r)
}

func (m *backtracker) wordAt(pos int) bool {
	if pos >= len(m.in) {
		return false
	}
	r, _ := utf8.DecodeRune(m.in[pos:])
	return m.isWord(r)
}

func (cls *class) has(r rune) bool {
	rs := cls.ranges
	i := sort.Search(len(rs)/2, func(i int) bool { return rs[2*i+1] >= r })
	return i < len(rs)/2 && rs[2*i] <= r
}

func foldRanges(rs []rune) []rune {
	var out []rune
	for i := 0; i < len(rs); i += 2 {
		for r := rs[i]; r <= rs[i+1]; r++ {
			out = append(out, r, r)
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				out = append(out, f, f)
			}
		}
	}
	// Sort pairs by lo.
	type pr struct{ lo, hi rune }
	ps := make([]pr, 0, len(out)/2)
	for i := 0; i < len(out); i += 2 {
		ps = append(ps, pr{out[i], out[i+1]})
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].lo < ps[j].lo })
	out = out[:0]
	for _, p := range ps {
		out = append(out, p.lo, p.hi)
	}
	return out
}

func foldEq(a, b rune) bool {
	if a == b {
		return true
	}
	for f := unicode.SimpleFold(a); f != a; f = unicode.SimpleFold(f) {
		if f == b {
			return true
		}
	}
	return false
}

// run matches n at pos and calls k with the end position of each way it
// matches, until k returns true.
func (m *backtracker) run(n *node, pos int, k func(int) bool) bool {
	if m.err != nil {
		return false
	}
	m.steps++
	m.depth++
	if m.steps > stepLimit || m.depth > depthLimit {
		m.err = ErrTooComplex
		return false
	}
	ok := m.run1(n, pos, k)
	m.depth--
	return ok
}

// oneChar matches a single-character node at pos, returning the width.
func (m *backtracker) oneChar(n *node, pos int) (int, bool) {
	if pos >= len(m.in) {
		return 0, false
	}
	r, sz := utf8.DecodeRune(m.in[pos:])
	switch n.kind {
	case nLit:
		return sz, r == n.r || (m.re.fold && foldEq(r, n.r))
	case nAny:
		return sz, r != utf8.RuneError
	case nClass:
		return sz, n.cls.has(r)
	}
	return 0, false
}

func (m *backtracker) run1(n *node, pos int, k func(int) bool) bool {
	in := m.in
	switch n.kind {
	case nLit:
		if pos >= len(in) {
			return false
		}
		r, sz := utf8.DecodeRune(in[pos:])
		if r != n.r && !(m.re.fold && foldEq(r, n.r)) {
			return false
		}
		return k(pos + sz)
	case nAny:
		if pos >= len(in) {
			return false
		}
		r, sz := utf8.DecodeRune(in[pos:])
		if r == utf8.RuneError {
			return false
		}
		return k(pos + sz)
	case nClass:
		if pos >= len(in) {
			return false
		}
		r, sz := utf8.DecodeRune(in[pos:])
		if !n.cls.has(r) {
			return false
		}
		return k(pos + sz)
	case nBOL:
		if pos == 0 || (m.re.multi && in[pos-1] == '\n') {
			return k(pos)
		}
		return false
	case nEOL:
		if pos == len(in) || (m.re.multi && in[pos] == '\n') {
			return k(pos)
		}
		return false
	case nBufStart:
		return pos == 0 && k(pos)
	case nBufEnd:
		return pos == len(in) && k(pos)
	case nWordB:
		return m.wordBefore(pos) != m.wordAt(pos) && k(pos)
	case nNotWordB:
		return m.wordBefore(pos) == m.wordAt(pos) && k(pos)
	case nWordStart:
		return !m.wordBefore(pos) && m.wordAt(pos) && k(pos)
	case nWordEnd:
		return m.wordBefore(pos) && !m.wordAt(pos) && k(pos)
	case nNotAfterWord:
		return !m.wordBefore(pos) && k(pos)
	case nNotBeforeWord:
		return !m.wordAt(pos) && k(pos)
	case nEndOrNL:
		if pos == len(in) || (pos == len(in)-1 && in[pos] == '\n') {
			return k(pos)
		}
		return false
	case nLookAhead, nNegLookAhead:
		found := m.run(n.subs[0], pos, func(int) bool { return true })
		if m.err != nil {
			return false
		}
		return found == (n.kind == nLookAhead) && k(pos)
	case nLookBehind, nNegLookBehind:
		found := false
		lo := 0
		if w := maxWidth(n.subs[0]); w >= 0 && pos-4*w > 0 {
			lo = pos - 4*w // at most 4 bytes a character
		}
		for s := pos; s >= lo && !found; s-- {
			found = m.run(n.subs[0], s, func(e int) bool { return e == pos })
			if m.err != nil {
				return false
			}
		}
		return found == (n.kind == nLookBehind) && k(pos)
	case nKeep:
		old := m.keep
		m.keep = pos
		if k(pos) {
			return true
		}
		m.keep = old
		return false
	case nGroup:
		i := 2 * n.idx
		return m.run(n.subs[0], pos, func(e int) bool {
			os, oe := m.caps[i], m.caps[i+1]
			m.caps[i], m.caps[i+1] = pos, e
			if k(e) {
				return true
			}
			m.caps[i], m.caps[i+1] = os, oe
			return false
		})
	case nConcat:
		return m.seq(n.subs, pos, k)
	case nAlt:
		for _, s := range n.subs {
			if m.run(s, pos, k) {
				return true
			}
			if m.err != nil {
				return false
			}
		}
		return false
	case nRepeat:
		return m.rep(n, 0, pos, k)
	case nBackref:
		s, e := m.caps[2*n.idx], m.caps[2*n.idx+1]
		if s < 0 {
			return false
		}
		ref := in[s:e]
		if pos+len(ref) > len(in) {
			return false
		}
		got := in[pos : pos+len(ref)]
		if !bytes.Equal(got, ref) && !(m.re.fold && bytes.EqualFold(got, ref)) {
			return false
		}
		return k(pos + len(ref))
	}
	return false
}

// maxWidth returns the most characters n can match, or -1 if unbounded.
func maxWidth(n *node) int {
	switch n.kind {
	case nLit, nAny, nClass:
		return 1
	case nBackref:
		return -1
	case nGroup, nLookAhead, nNegLookAhead, nLookBehind, nNegLookBehind:
		if n.kind != nGroup {
			return 0
		}
		return maxWidth(n.subs[0])
	case nConcat:
		t := 0
		for _, s := range n.subs {
			w := maxWidth(s)
			if w < 0 {
				return -1
			}
			t += w
		}
		return t
	case nAlt:
		t := 0
		for _, s := range n.subs {
			w := maxWidth(s)
			if w < 0 {
				return -1
			}
			t = max(t, w)
		}
		return t
	case nRepeat:
		w := maxWidth(n.subs[0])
		if n.max < 0 || w < 0 {
			return -1
		}
		return n.max * w
	}
	return 0
}

func (m *backtracker) seq(subs []*node, pos int, k func(int) bool) bool {
	if len(subs) == 0 {
		return k(pos)
	}
	return m.run(subs[0], pos, func(e int) bool { return m.seq(subs[1:], e, k) })
}

func (m *backtracker) rep(n *node, count, pos int, k func(int) bool) bool {
	if sub := n.subs[0]; count == 0 && (sub.kind == nLit || sub.kind == nAny || sub.kind == nClass) {
		// A repeated single character: find every end position in a
		// loop rather than recursing once per character.
		ends := []int{pos}
		for p := pos; n.max < 0 || len(ends)-1 < n.max; {
			w, ok := m.oneChar(sub, p)
			if !ok {
				break
			}
			p += w
			ends = append(ends, p)
			if m.steps++; m.steps > stepLimit {
				m.err = ErrTooComplex
				return false
			}
		}
		if n.lazy {
			for i := n.min; i < len(ends); i++ {
				if k(ends[i]) {
					return true
				}
				if m.err != nil {
					return false
				}
			}
			return false
		}
		for i := len(ends) - 1; i >= n.min; i-- {
			if k(ends[i]) {
				return true
			}
			if m.err != nil {
				return false
			}
		}
		return false
	}
	if n.lazy && count >= n.min && k(pos) {
		return true
	}
	if n.max < 0 || count < n.max {
		if m.run(n.subs[0], pos, func(e int) bool {
			if e == pos && count >= n.min {
				return false // an empty iteration cannot help
			}
			return m.rep(n, count+1, e, k)
		}) {
			return true
		}
		if m.err != nil {
			return false
		}
	}
	return !n.lazy && count >= n.min && k(pos)
}
