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
				return n, i, false // not closed: no bracket
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
		if c >= it.lo && c <= it.hi {
			in = true
			break
		}
		if nocase {
			l, u := unicode.ToLower(c), unicode.ToUpper(c)
			if (l >= it.lo && l <= it.hi) || (u >= it.lo && u <= it.hi) {
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
		for j := si; j <= len(g.s); j++ {
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

// matchExtglob reports whether s matches pat entirely.
func matchExtglob(ctx context.Context, pat, s string, nocase bool) bool {
	if ctx.Err() != nil {
		return false
	}
	nodes, _, ok := parseGlob([]rune(pat), 0, 0)
	if !ok {
		return false
	}
	g := &globMatcher{ctx: ctx, s: []rune(s), nocase: nocase}
	return g.seq(nodes, 0, func(e int) bool { return e == len(g.s) })
}
