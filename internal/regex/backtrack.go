package regex

import (
	"bytes"
	"encoding/binary"
	"slices"
	"sort"
	"unicode"
	"unicode/utf8"
)

// stepLimit bounds the backtracker's work for one search, so that
// pathological patterns fail with ErrTooComplex instead of hanging.
const stepLimit = 4_000_000

// depthLimit bounds the matcher's recursion (and so its stack).
const depthLimit = 100_000

// A cont is a continuation: what is matched after a node, given where
// the node ended. It is a pointer so that the memo can tell two
// continuations apart.
type cont struct{ f func(int) bool }

// memoKey is a state of the search that failed once: a repetition at a
// count and position, with its continuation and the captures a
// back-reference can read. The same state fails again, so it is not
// searched twice: a pattern like ^\(a*\)*\1b then costs a polynomial
// number of states, not an exponential number of paths.
type memoKey struct {
	n     *node
	count int
	pos   int
	k     *cont
	keep  int
	empty int // allowEmpty and inEmpty as the state sees them
	caps  string
}

// contKey names a continuation by what it does: the same key is the same
// continuation, so states reached through different paths meet in the
// memo.
type contKey struct {
	kind byte // 'g' group end, 's' rest of a sequence, 'r' next iteration, 'e' empty iteration
	n    *node
	i    int // the group's start, the sequence's remaining length, the count
	k    *cont
}

// contOf returns the continuation of key, made by mk the first time.
func (m *backtracker) contOf(key contKey, mk func() func(int) bool) *cont {
	if c, ok := m.conts[key]; ok {
		return c
	}
	c := &cont{mk()}
	if len(m.conts) < memoLimit {
		if m.conts == nil {
			m.conts = map[contKey]*cont{}
		}
		m.conts[key] = c
	}
	return c
}

// memoLimit bounds the failed states remembered for one start position.
const memoLimit = 1 << 18

type backtracker struct {
	maxSteps int
	memo     map[memoKey]struct{}
	conts    map[contKey]*cont
	capBuf   []byte
	re       *Regexp
	in       []byte
	caps     []int
	best     []int
	bestEnd  int
	// allowEmpty lets repetitions end with an empty iteration; inEmpty
	// counts those being tried, which do not nest.
	allowEmpty bool
	inEmpty    int
	steps      int
	depth      int // nesting of run, bounded by depthLimit
	err        error
	longest    bool
	keep       int // position of the last \K, or -1
	bestKeep   int
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
	m := &backtracker{re: re, in: b, longest: longest, steps: *steps, maxSteps: stepLimit,
		caps: make([]int, 2*(re.ngroups+1)), best: make([]int, 2*(re.ngroups+1))}
	if re.maxSteps > 0 {
		m.maxSteps = re.maxSteps
	}
	defer func() { *steps = m.steps }()
	// The first match is any way to reach the end: a state that failed
	// from one start fails from all, so the memo is kept across starts.
	// The longest match records the ends each start reaches, so it is
	// not.
	top := &cont{func(e int) bool {
		if e > m.bestEnd {
			m.bestEnd, m.bestKeep = e, m.keep
			copy(m.best, m.caps)
		}
		return !m.longest || e == len(m.in)
	}}
	step := charLen
	if re.byteStarts {
		// glibc tries a pattern's raw bytes at every byte
		step = func([]byte, int) int { return 1 }
	}
	for start := from; start <= len(b); start += step(b, start) {
		m.bestEnd = -1
		m.pass(start, top, false)
		// A second pass may also end repetitions with an empty iteration
		// (see repIter): only where the first found nothing, or, for the
		// longest match, found something shorter.
		if m.err == nil && re.emptyIter && (longest || m.bestEnd < 0) {
			m.pass(start, top, true)
		}
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

// pass runs one search from start; bestEnd is kept, so a pass records
// only longer matches than the ones before it.
func (m *backtracker) pass(start int, top *cont, allowEmpty bool) {
	for i := range m.caps {
		m.caps[i] = -1
	}
	m.keep, m.allowEmpty = -1, allowEmpty
	if m.longest {
		clear(m.memo)
	}
	m.run(m.re.prog, start, top)
}

// setRefs finds the groups back-references refer to, and whether an
// empty iteration of a repeated group can matter to them.
func (re *Regexp) setRefs() {
	re.refs = backrefGroups(re.prog)
	if len(re.refs) == 0 {
		return
	}
	var walk func(*node)
	walk = func(n *node) {
		if n.kind == nRepeat && matchesEmpty(n.subs[0]) && hasGroup(n.subs[0]) {
			re.emptyIter = true
		}
		for _, s := range n.subs {
			walk(s)
		}
	}
	walk(re.prog)
}

// backrefGroups lists the groups a back-reference in n refers to.
func backrefGroups(n *node) []int {
	var out []int
	var walk func(*node)
	walk = func(n *node) {
		if n.kind == nBackref && !slices.Contains(out, n.idx) {
			out = append(out, n.idx)
		}
		for _, s := range n.subs {
			walk(s)
		}
	}
	walk(n)
	return out
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
	if m.re.perl || m.re.bytes {
		return isASCIIWord(r)
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

// foldEq reports whether a and b are one letter in two cases: ASCII's
// only in byte mode (the C locale).
func (re *Regexp) foldEq(a, b rune) bool {
	if re.bytes {
		return a == b || a == asciiFold(b)
	}
	return foldEq(a, b)
}

// equalFold compares two texts case-insensitively, as foldEq.
func (re *Regexp) equalFold(a, b []byte) bool {
	if re.bytes {
		return asciiEqualFold(a, b)
	}
	return bytes.EqualFold(a, b)
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
func (m *backtracker) run(n *node, pos int, k *cont) bool {
	if m.err != nil {
		return false
	}
	m.steps++
	m.depth++
	if m.steps > m.maxSteps || m.depth > depthLimit {
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
	if n.kind == nByte {
		return 1, m.in[pos] == byte(n.r)
	}
	r, sz := utf8.DecodeRune(m.in[pos:])
	switch n.kind {
	case nLit:
		return sz, r == n.r || (m.re.fold && m.re.foldEq(r, n.r))
	case nAny:
		return sz, r != utf8.RuneError
	case nClass:
		return sz, n.cls.has(r)
	}
	return 0, false
}

func (m *backtracker) run1(n *node, pos int, k *cont) bool {
	in := m.in
	switch n.kind {
	case nByte:
		if pos >= len(in) || in[pos] != byte(n.r) {
			return false
		}
		return k.f(pos + 1)
	case nLit:
		if pos >= len(in) {
			return false
		}
		r, sz := utf8.DecodeRune(in[pos:])
		if r != n.r && !(m.re.fold && m.re.foldEq(r, n.r)) {
			return false
		}
		return k.f(pos + sz)
	case nAny:
		if pos >= len(in) {
			return false
		}
		r, sz := utf8.DecodeRune(in[pos:])
		if r == utf8.RuneError {
			return false
		}
		return k.f(pos + sz)
	case nClass:
		if pos >= len(in) {
			return false
		}
		r, sz := utf8.DecodeRune(in[pos:])
		if !n.cls.has(r) {
			return false
		}
		return k.f(pos + sz)
	case nBOL:
		if pos == 0 || (m.re.multi && in[pos-1] == m.re.lineSep) {
			return k.f(pos)
		}
		return false
	case nEOL:
		if pos == len(in) || (m.re.multi && in[pos] == m.re.lineSep) {
			return k.f(pos)
		}
		return false
	case nBufStart:
		return pos == 0 && k.f(pos)
	case nBufEnd:
		return pos == len(in) && k.f(pos)
	case nWordB:
		return m.wordBefore(pos) != m.wordAt(pos) && k.f(pos)
	case nNotWordB:
		return m.wordBefore(pos) == m.wordAt(pos) && k.f(pos)
	case nWordStart:
		return !m.wordBefore(pos) && m.wordAt(pos) && k.f(pos)
	case nWordEnd:
		return m.wordBefore(pos) && !m.wordAt(pos) && k.f(pos)
	case nNotAfterWord:
		return !m.wordBefore(pos) && k.f(pos)
	case nNotBeforeWord:
		return !m.wordAt(pos) && k.f(pos)
	case nEndOrNL:
		if pos == len(in) || (pos == len(in)-1 && in[pos] == '\n') {
			return k.f(pos)
		}
		return false
	case nLookAhead, nNegLookAhead:
		found := m.run(n.subs[0], pos, &cont{func(int) bool { return true }})
		if m.err != nil {
			return false
		}
		return found == (n.kind == nLookAhead) && k.f(pos)
	case nLookBehind, nNegLookBehind:
		found := false
		lo := 0
		if w := maxWidth(n.subs[0]); w >= 0 && pos-4*w > 0 {
			lo = pos - 4*w // at most 4 bytes a character
		}
		for s := pos; s >= lo && !found; s-- {
			found = m.run(n.subs[0], s, &cont{func(e int) bool { return e == pos }})
			if m.err != nil {
				return false
			}
		}
		return found == (n.kind == nLookBehind) && k.f(pos)
	case nAtomic:
		// The first way the group matches is the only one tried: when
		// the rest fails, nothing inside is retried.
		saved, keep, end := slices.Clone(m.caps), m.keep, -1
		if !m.run(n.subs[0], pos, &cont{func(e int) bool { end = e; return true }}) {
			return false
		}
		if k.f(end) {
			return true
		}
		copy(m.caps, saved)
		m.keep = keep
		return false
	case nKeep:
		old := m.keep
		m.keep = pos
		if k.f(pos) {
			return true
		}
		m.keep = old
		return false
	case nGroup:
		i := 2 * n.idx
		return m.run(n.subs[0], pos, m.contOf(contKey{'g', n, pos, k}, func() func(int) bool {
			return func(e int) bool {
				os, oe := m.caps[i], m.caps[i+1]
				m.caps[i], m.caps[i+1] = pos, e
				if k.f(e) {
					return true
				}
				m.caps[i], m.caps[i+1] = os, oe
				return false
			}
		}))
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
		if !bytes.Equal(got, ref) && !(m.re.fold && m.re.equalFold(got, ref)) {
			return false
		}
		return k.f(pos + len(ref))
	}
	return false
}

// maxWidth returns the most characters n can match, or -1 if unbounded.
func maxWidth(n *node) int {
	switch n.kind {
	case nLit, nAny, nClass, nByte:
		return 1
	case nBackref:
		return -1
	case nGroup, nAtomic, nLookAhead, nNegLookAhead, nLookBehind, nNegLookBehind:
		if n.kind != nGroup && n.kind != nAtomic {
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

func (m *backtracker) seq(subs []*node, pos int, k *cont) bool {
	if len(subs) == 0 {
		return k.f(pos)
	}
	rest := subs[1:]
	return m.run(subs[0], pos, m.contOf(contKey{'s', subs[0], len(rest), k}, func() func(int) bool {
		return func(e int) bool { return m.seq(rest, e, k) }
	}))
}

func (m *backtracker) rep(n *node, count, pos int, k *cont) bool {
	if sub := n.subs[0]; count == 0 && (sub.kind == nLit || sub.kind == nAny || sub.kind == nClass || sub.kind == nByte) {
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
			if m.steps++; m.steps > m.maxSteps {
				m.err = ErrTooComplex
				return false
			}
		}
		if n.lazy {
			for i := n.min; i < len(ends); i++ {
				if k.f(ends[i]) {
					return true
				}
				if m.err != nil {
					return false
				}
			}
			return false
		}
		for i := len(ends) - 1; i >= n.min; i-- {
			if k.f(ends[i]) {
				return true
			}
			if m.err != nil {
				return false
			}
		}
		return false
	}
	key := m.memoKey(n, count, pos, k)
	if _, failed := m.memo[key]; failed {
		return false
	}
	ok := m.repIter(n, count, pos, k)
	if !ok && m.err == nil && len(m.memo) < memoLimit {
		if m.memo == nil {
			m.memo = map[memoKey]struct{}{}
		}
		m.memo[key] = struct{}{}
	}
	return ok
}

// memoKey is the state of rep(n, count, pos, k): past the minimum an
// unbounded repetition behaves the same at every count.
func (m *backtracker) memoKey(n *node, count, pos int, k *cont) memoKey {
	count = m.normCount(n, count)
	b := m.capBuf[:0]
	for _, g := range m.re.refs {
		b = binary.AppendVarint(b, int64(m.caps[2*g]))
		b = binary.AppendVarint(b, int64(m.caps[2*g+1]))
	}
	m.capBuf = b
	empty := b2i(m.allowEmpty)<<1 | b2i(m.inEmpty > 0)
	return memoKey{n: n, count: count, pos: pos, k: k, keep: m.keep, empty: empty, caps: string(b)}
}

// normCount is count as far as the repetition's behaviour goes.
func (m *backtracker) normCount(n *node, count int) int {
	if n.max < 0 && count > n.min {
		return n.min
	}
	return count
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// repIter tries the iterations of a repetition in its order: greedy
// ones first another iteration, then what follows; lazy ones the other
// way round.
func (m *backtracker) repIter(n *node, count, pos int, k *cont) bool {
	if n.lazy && count >= n.min && k.f(pos) {
		return true
	}
	more := n.max < 0 || count < n.max
	if more {
		// The next iteration's continuation depends on where this one
		// started only through the empty-iteration check.
		next := m.contOf(contKey{'r', n, m.normCount(n, count), k}, func() func(int) bool {
			return func(e int) bool { return m.rep(n, count+1, e, k) }
		})
		if m.run(n.subs[0], pos, m.contOf(contKey{'e', n, pos<<1 | b2i(count >= n.min), next}, func() func(int) bool {
			return func(e int) bool {
				if e == pos && count >= n.min {
					return false // an empty iteration: last, below
				}
				return next.f(e)
			}
		})) {
			return true
		}
		if m.err != nil {
			return false
		}
	}
	if !n.lazy && count >= n.min && k.f(pos) {
		return true
	}
	// An empty last iteration changes only the groups inside it (\(a*\)*
	// then leaves \1 empty): with back-references that may be the only
	// way to match, as glibc finds. glibc does not nest them (an empty
	// iteration inside one), nor prefer them to other ways to the same
	// end, so they are tried in a second pass, one at a time.
	if !more || count < n.min || !m.allowEmpty || m.inEmpty > 0 || m.err != nil {
		return false
	}
	m.inEmpty++
	ok := m.run(n.subs[0], pos, m.contOf(contKey{'f', n, pos, k}, func() func(int) bool {
		return func(e int) bool {
			if e != pos {
				return false
			}
			m.inEmpty--
			ok := k.f(e)
			m.inEmpty++
			return ok
		}
	}))
	m.inEmpty--
	return ok
}

// LongestAt returns the end of the longest match that starts at pos of b,
// the bytes before pos its context (^ after a newline, \<), or -1 when
// none starts there; the match ends by len(b). tac -r searches so,
// backwards from the end.
func (re *Regexp) LongestAt(b []byte, pos int) (int, error) {
	if re.bytes && !isASCII(b) {
		l := toLatin1(b, true)
		defer l.release()
		lpos := pos
		for _, c := range b[:pos] {
			if c >= utf8.RuneSelf {
				lpos++
			}
		}
		end, err := re.longestAt(l.text, lpos)
		if end >= 0 {
			end = l.orig[end]
		}
		return end, err
	}
	return re.longestAt(b, pos)
}

func (re *Regexp) longestAt(b []byte, pos int) (int, error) {
	m := &backtracker{re: re, in: b, longest: true, maxSteps: stepLimit,
		caps: make([]int, 2*(re.ngroups+1)), best: make([]int, 2*(re.ngroups+1))}
	if re.maxSteps > 0 {
		m.maxSteps = re.maxSteps
	}
	top := &cont{func(e int) bool {
		if e > m.bestEnd {
			m.bestEnd, m.bestKeep = e, m.keep
			copy(m.best, m.caps)
		}
		return e == len(m.in)
	}}
	m.bestEnd = -1
	m.pass(pos, top, false)
	if m.err == nil && re.emptyIter {
		m.pass(pos, top, true)
	}
	if m.err != nil {
		return -1, m.err
	}
	return m.bestEnd, nil
}
