package shell

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"mvdan.cc/sh/v3/pattern"
)

// A backtracking matcher for bash patterns with extglob operators, used
// where regular expressions cannot express the pattern (!(...)).

type gnode struct {
	kind  byte // 'l' literal, '?' any, '*' star, '[' class, 'x' extglob
	r     rune
	neg   bool
	items []classItem
	never bool // an invalid equivalence class: the bracket matches nothing
	op    byte // for 'x': @ * + ? !
	alts  [][]gnode
}

type classItem struct {
	lo, hi rune
	class  string
}

func hasExtglobOp(p string) bool {
	for i := 0; i+1 < len(p); i++ {
		if p[i] == '\\' {
			i++
			continue
		}
		if p[i+1] == '(' && strings.IndexByte("@*+?!", p[i]) >= 0 {
			return true
		}
	}
	return false
}

// maxGlobNesting bounds how deep extglob groups nest: bash copes with
// 10,000 levels and crashes (a stack overflow) near 100,000; here parsing
// and matching recurse once per level, so a pattern nested deeper matches
// nothing instead of overflowing the Go stack.
const maxGlobNesting = 10_000

// parseGlob parses pattern runes from i until a | or ) closing the group
// at depth (0: the whole pattern); it returns the nodes, the index after
// them, and false when groups nest past maxGlobNesting.
func parseGlob(p []rune, i int, depth int) ([]gnode, int, bool) {
	if depth > maxGlobNesting {
		return nil, len(p), false
	}
	var out []gnode
	for i < len(p) {
		c := p[i]
		if depth > 0 && (c == '|' || c == ')') {
			return out, i, true
		}
		switch {
		case c == '\\' && i+1 < len(p):
			out = append(out, gnode{kind: 'l', r: p[i+1]})
			i += 2
		case i+1 < len(p) && p[i+1] == '(' && strings.ContainsRune("@*+?!", c):
			if depth == 0 && patscan(p, i+2) < 0 {
				// No ) ends the group as bash scans for it: bash
				// compares the rest of the pattern as text. (A group
				// inside one is inside its scan: only the outermost
				// are scanned, so the scans do not overlap.)
				for ; i < len(p); i++ {
					out = append(out, gnode{kind: 'l', r: p[i]})
				}
				return out, i, true
			}
			n := gnode{kind: 'x', op: byte(c)}
			i += 2
			for {
				alt, j, ok := parseGlob(p, i, depth+1)
				if !ok {
					return nil, len(p), false
				}
				n.alts = append(n.alts, alt)
				i = j
				if i >= len(p) {
					break
				}
				if p[i] == ')' {
					i++
					break
				}
				i++ // '|'
			}
			out = append(out, n)
		case c == '\\' && len(out) > 0 && out[len(out)-1].kind == '*':
			// A lone backslash ending the pattern right after a star:
			// bash's star looks for the character after the backslash,
			// and there is none, so nothing matches (a lone one after
			// anything else is itself).
			out = append(out, gnode{kind: '[', never: true})
			i++
		case c == '*':
			out = append(out, gnode{kind: '*'})
			i++
		case c == '?':
			out = append(out, gnode{kind: '?'})
			i++
		case c == '[':
			n, j, ok := parseClass(p, i)
			if !ok {
				out = append(out, gnode{kind: 'l', r: c})
				i++
				continue
			}
			out = append(out, n)
			i = j
		default:
			out = append(out, gnode{kind: 'l', r: c})
			i++
		}
	}
	return out, i, true
}

// extglobUnscanned reports whether pattern pat has an extglob group
// whose ) bash's PATSCAN does not find (+(a|b[)*: the [ opens a bracket
// to the end), which bash then compares as text: only this package's
// matcher (parseGlob) does that, not the regexp translation.
func extglobUnscanned(pat string) bool {
	p := []rune(pat)
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == '\\':
			i++
		case c == '[':
			if _, j, ok := parseClass(p, i); ok {
				i = j - 1
			}
		case i+1 < len(p) && p[i+1] == '(' && strings.ContainsRune("@*+?!", c):
			j := patscan(p, i+2)
			if j < 0 {
				return true
			}
			i = j - 1
		}
	}
	return false
}

// patscan is bash's PATSCAN: from i, just inside an extglob group's (,
// it finds the ) that ends the group and returns the index after it, or
// -1. Brackets nest as bash counts them: a [ opens a bracket expression,
// inside one a [ before : . or = opens one more, and a ] closes one
// unless it is the bracket's first member; a ) inside a bracket does not
// count, so @([[=]) has no end.
func patscan(p []rune, i int) int {
	pnest, bnest, bfirst := 0, 0, -1
	for ; i < len(p); i++ {
		switch c := p[i]; {
		case c == '\\':
			i++
		case c == '[':
			if bnest == 0 {
				bfirst = i + 1
				if bfirst < len(p) && (p[bfirst] == '!' || p[bfirst] == '^') {
					bfirst++
				}
				bnest++
			} else if i+1 < len(p) && (p[i+1] == ':' || p[i+1] == '.' || p[i+1] == '=') {
				bnest++
			}
		case c == ']':
			if bnest > 0 && i != bfirst {
				bnest--
				bfirst = -1
			}
		case c == '(':
			if bnest == 0 {
				pnest++
			}
		case c == ')':
			if bnest == 0 {
				if pnest == 0 {
					return i + 1
				}
				pnest--
			}
		}
	}
	return -1
}

func parseClass(p []rune, i int) (gnode, int, bool) {
	n := gnode{kind: '['}
	j := i + 1
	if j < len(p) && (p[j] == '!' || p[j] == '^') {
		n.neg = true
		j++
	}
	first := true
	for j < len(p) {
		c := p[j]
		if c == ']' && !first {
			return n, j + 1, true
		}
		first = false
		if c == '[' && j+1 < len(p) && (p[j+1] == '.' || p[j+1] == '=') {
			// [.x.] and [=x=]: the character x (or a collating
			// symbol's POSIX name, [.hyphen.]); another collating
			// symbol matches nothing, another equivalence class
			// fails the bracket.
			// A window: names are short, and the pattern may be long.
			elem := string(p[j+1 : min(len(p), j+1+256)])
			m, ch, ok := pattern.CollatingElement(elem)
			if m == 0 {
				// Not closed: after [= the [ is a member and the =
				// read next (bash's BRACKMATCH); a [. makes the
				// bracket no bracket.
				if p[j+1] == '.' {
					return n, i, false
				}
				n.items = append(n.items, classItem{lo: '[', hi: '['})
				j++
				continue
			}
			eq := p[j+1] == '='
			j += 1 + utf8.RuneCountInString(elem[:m])
			if eq && j+1 < len(p) && p[j] == '-' && p[j+1] != ']' {
				n.never = true // no range from an equivalence class
			}
			switch {
			case ok:
				n.items = append(n.items, classItem{lo: ch, hi: ch})
			case eq:
				n.never = true
			default:
				n.items = append(n.items, classItem{lo: 1, hi: 0})
			}
			continue
		}
		if c == '[' && j+1 < len(p) && p[j+1] == ':' {
			end := strings.Index(string(p[j+2:]), ":]")
			if end >= 0 {
				n.items = append(n.items, classItem{class: string(p[j+2 : j+2+end])})
				j += 2 + end + 2
				continue
			}
			// A [: that no :] closes: the [ is dropped, the : read
			// as a member.
			j++
			continue
		}
		if c == '\\' && j+1 < len(p) {
			j++
			c = p[j]
		}
		lo := c
		j++
		if j+1 < len(p) && p[j] == '-' && p[j+1] != ']' {
			hi := p[j+1]
			if hi == '\\' && j+2 < len(p) {
				hi = p[j+2]
				j++
			}
			n.items = append(n.items, classItem{lo: lo, hi: hi})
			j += 2
			continue
		}
		n.items = append(n.items, classItem{lo: lo, hi: lo})
	}
	return n, i, false
}

func classMatch(n *gnode, c rune, nocase bool) bool {
	if n.never {
		return false
	}
	in := false
	for _, it := range n.items {
		if it.class != "" {
			if posixClass(it.class, c) {
				in = true
				break
			}
			continue
		}
		if !nocase && c >= it.lo && c <= it.hi {
			in = true
			break
		}
		if nocase {
			// bash folds the character and the range's ends to lower
			// case: [B-c] is [b-c].
			l := unicode.ToLower(c)
			if l >= unicode.ToLower(it.lo) && l <= unicode.ToLower(it.hi) {
				in = true
				break
			}
		}
	}
	return in != n.neg
}

func posixClass(name string, c rune) bool { return pattern.IsClass(name, c) }

type globMatcher struct {
	ctx    context.Context
	s      []rune
	nocase bool
	// period is fnmatch's FNM_PERIOD, as bash matches names for
	// pathname expansion without dotglob: a leading dot of the name is
	// matched only by a dot in the pattern, not by ?, * or a bracket,
	// and a !( ) there matches no name that starts with one.
	period bool
	steps  int
	depth  int // of seq's recursion, see maxGlobDepth
}

// maxGlobDepth bounds seq's recursion (one level per star or group tried
// after another): a pattern of a million stars ends as a failed match,
// as one past maxGlobSteps does, before it overflows the Go stack.
const maxGlobDepth = 100_000

// maxGlobSteps bounds one match; the Run's context is checked every
// 1<<16 steps, so that a pattern tried against many names stops with it.
const maxGlobSteps = 2_000_000

func (g *globMatcher) eq(a, b rune) bool {
	if a == b {
		return true
	}
	return g.nocase && unicode.ToLower(a) == unicode.ToLower(b)
}

// seq matches nodes starting at si and calls k with each end position.
func (g *globMatcher) seq(nodes []gnode, si int, k func(int) bool) bool {
	if g.depth >= maxGlobDepth {
		g.steps = maxGlobSteps + 1
		return false
	}
	g.depth++
	ok := g.seqAt(nodes, si, k)
	g.depth--
	return ok
}

func (g *globMatcher) seqAt(nodes []gnode, si int, k func(int) bool) bool {
	g.steps++
	if g.steps > maxGlobSteps {
		return false
	}
	if g.steps&(1<<16-1) == 0 && g.ctx.Err() != nil {
		g.steps = maxGlobSteps + 1
		return false
	}
	// Nodes matching one character have nothing to backtrack into: a
	// run of them is matched in a loop, not by recursion per character
	// (a pattern may be a million literals long).
	for ; len(nodes) > 0 && nodes[0].kind != '*' && nodes[0].kind != 'x'; nodes = nodes[1:] {
		n := &nodes[0]
		if si >= len(g.s) {
			return false
		}
		if n.kind != 'l' && g.leadingDot(si) {
			return false
		}
		switch n.kind {
		case 'l':
			if !g.eq(g.s[si], n.r) {
				return false
			}
		case '[':
			if !classMatch(n, g.s[si], g.nocase) {
				return false
			}
		}
		si++
	}
	if len(nodes) == 0 {
		return k(si)
	}
	n := &nodes[0]
	rest := nodes[1:]
	switch n.kind {
	case '*':
		// A run of stars is one star (a pattern of thousands would try
		// each split of the name between them).
		for len(rest) > 0 && rest[0].kind == '*' {
			rest = rest[1:]
		}
		end := len(g.s)
		if g.leadingDot(si) {
			end = si // the star matches nothing of the dot
		}
		for j := si; j <= end; j++ {
			if g.seq(rest, j, k) {
				return true
			}
		}
		return false
	case 'x':
		switch n.op {
		case '@':
			for _, alt := range n.alts {
				if g.seq(alt, si, func(e int) bool { return g.seq(rest, e, k) }) {
					return true
				}
			}
			return false
		case '?':
			if g.seq(rest, si, k) {
				return true
			}
			for _, alt := range n.alts {
				if g.seq(alt, si, func(e int) bool { return g.seq(rest, e, k) }) {
					return true
				}
			}
			return false
		case '*', '+':
			var rep func(pos int, count int) bool
			rep = func(pos int, count int) bool {
				if (n.op == '*' || count > 0) && g.seq(rest, pos, k) {
					return true
				}
				for _, alt := range n.alts {
					if g.seq(alt, pos, func(e int) bool { return e > pos && rep(e, count+1) }) {
						return true
					}
				}
				return false
			}
			return rep(si, 0)
		case '!':
			if g.leadingDot(si) {
				return false
			}
			for e := si; e <= len(g.s); e++ {
				matched := false
				for _, alt := range n.alts {
					if g.seq(alt, si, func(x int) bool { return x == e }) {
						matched = true
						break
					}
				}
				if !matched && g.seq(rest, e, k) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// leadingDot reports whether si is a leading dot that FNM_PERIOD keeps
// for a dot of the pattern.
func (g *globMatcher) leadingDot(si int) bool {
	return g.period && si == 0 && len(g.s) > 0 && g.s[0] == '.'
}

// matchExtglob reports whether s matches pat entirely.
func matchExtglob(ctx context.Context, pat, s string, nocase bool) bool {
	return matchExtglobPeriod(ctx, pat, s, nocase, false)
}

// matchExtglobPeriod is matchExtglob with FNM_PERIOD when period.
func matchExtglobPeriod(ctx context.Context, pat, s string, nocase, period bool) bool {
	if ctx.Err() != nil {
		return false
	}
	nodes, _, ok := parseGlob([]rune(pat), 0, 0)
	if !ok {
		return false
	}
	g := &globMatcher{ctx: ctx, s: []rune(s), nocase: nocase, period: period}
	return g.seq(nodes, 0, func(e int) bool { return e == len(g.s) })
}
