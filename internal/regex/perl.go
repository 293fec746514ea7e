package regex

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// CompilePerl compiles a Perl-compatible pattern (grep -P). Patterns Go's
// RE2 syntax accepts run on Go's engine with Perl's leftmost-first
// semantics; look-around, \K, back-references and lazy quantifiers with
// those run on the backtracking matcher, as do atomic groups, possessive
// quantifiers and named or relative back-references.
func CompilePerl(expr string, ignoreCase bool) (*Regexp, error) {
	return compilePerl(expr, ignoreCase, false)
}

func compilePerl(expr string, ignoreCase, bytes bool) (*Regexp, error) {
	prefix := ""
	if ignoreCase {
		prefix = "(?i)"
	}
	// Go's parser takes time quadratic in the nesting (15 s for a million
	// groups, not interruptible): a pattern nested past PCRE's limit goes
	// straight to ours, which refuses it. In byte mode Go's (?i) would
	// pair the Latin-1 letters of a pattern past ASCII: ours folds ASCII.
	goFold := !bytes || !ignoreCase || isASCII([]byte(expr))
	if perlNesting(expr) <= perlMaxNesting && goFold {
		if g, err := regexp.Compile(prefix + expr); err == nil {
			return &Regexp{expr: expr, goRe: g, ngroups: g.NumSubexp(), perl: true}, nil
		}
	}
	p := &perlParser{src: expr, fold: ignoreCase}
	// Leading inline flags apply to the whole pattern.
	for {
		if strings.HasPrefix(p.src[p.pos:], "(?i)") {
			p.fold = true
			p.pos += 4
			continue
		}
		if strings.HasPrefix(p.src[p.pos:], "(?s)") {
			p.dotNL = true
			p.pos += 4
			continue
		}
		if strings.HasPrefix(p.src[p.pos:], "(?m)") {
			p.pos += 4 // lines are matched one at a time: a no-op
			continue
		}
		break
	}
	root, err := p.parseAlt()
	if err != nil {
		return nil, err
	}
	if p.pos < len(p.src) {
		return nil, &Error{Msg: "unmatched closing parenthesis", Offset: p.pos}
	}
	// A name may be used before its group; a number past the last group
	// refers to none (PCRE refuses both at compile time).
	for _, r := range p.refs {
		if r.name != "" {
			r.n.idx = p.names[r.name]
		}
		if r.n.idx < 1 || r.n.idx > p.ngroups {
			return nil, &Error{Msg: "reference to non-existent subpattern", Offset: r.pos}
		}
	}
	re := &Regexp{expr: expr, prog: root, ngroups: p.ngroups, fold: p.fold, perl: true, bytes: bytes}
	re.setRefs()
	if err := re.compileClasses(root); err != nil {
		return nil, err
	}
	var b strings.Builder
	toGo(&b, root, true)
	flags := "(?s"
	if p.fold {
		flags += "i"
	}
	if f, err := regexp.Compile(flags + ")" + b.String()); err == nil {
		re.filter = f
	}
	return re, nil
}

type perlParser struct {
	src     string
	pos     int
	ngroups int
	fold    bool
	dotNL   bool
	depth   int // groups open at pos
	names   map[string]int
	refs    []perlRef // back-references, checked once every group is known
}

// perlRef is a back-reference to check (and, by name, to resolve) after
// parsing.
type perlRef struct {
	n    *node
	name string
	pos  int
}

// backref makes a back-reference node to group idx, or to the group
// called name.
func (p *perlParser) backref(idx int, name string) *node {
	n := &node{kind: nBackref, idx: idx}
	p.refs = append(p.refs, perlRef{n, name, p.pos})
	return n
}

// refName reads a name in <name>, 'name' or {name},
// returning "" when there is none.
func (p *perlParser) refName() string {
	if !p.more() {
		return ""
	}
	closer := map[byte]byte{'<': '>', '\'': '\'', '{': '}'}[p.src[p.pos]]
	if closer == 0 {
		return ""
	}
	end := strings.IndexByte(p.src[p.pos+1:], closer)
	if end <= 0 {
		return ""
	}
	name := p.src[p.pos+1 : p.pos+1+end]
	p.pos += end + 2
	return name
}

// perlMaxNesting is PCRE2's default limit on nested parentheses, refused
// with its message; the parser and every walk over the tree recurse once
// per level.
const perlMaxNesting = 250

// perlNesting is how deeply expr's parentheses nest, skipping escapes and
// bracket expressions roughly: a miscount only sends a pattern to the
// slower parser, which counts exactly.
func perlNesting(expr string) int {
	depth, deepest := 0, 0
	for i := 0; i < len(expr); i++ {
		switch expr[i] {
		case '\\':
			i++
		case '[':
			i++
			if i < len(expr) && expr[i] == '^' {
				i++
			}
			if i < len(expr) && expr[i] == ']' {
				i++
			}
			for i < len(expr) && expr[i] != ']' {
				if expr[i] == '\\' {
					i++
				}
				i++
			}
		case '(':
			depth++
			deepest = max(deepest, depth)
		case ')':
			depth--
		}
	}
	return deepest
}

func (p *perlParser) errf(format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...), Offset: p.pos}
}

func (p *perlParser) more() bool { return p.pos < len(p.src) }

func (p *perlParser) has(s string) bool { return strings.HasPrefix(p.src[p.pos:], s) }

func (p *perlParser) parseAlt() (*node, error) {
	var alts []*node
	for {
		cat := &node{kind: nConcat}
		for p.more() && !p.has("|") && !p.has(")") {
			atom, err := p.parseAtom()
			if err != nil {
				return nil, err
			}
			if atom == nil {
				continue
			}
			atom, err = p.parseQuant(atom)
			if err != nil {
				return nil, err
			}
			cat.subs = append(cat.subs, atom)
		}
		alts = append(alts, cat)
		if !p.has("|") {
			break
		}
		p.pos++
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return &node{kind: nAlt, subs: alts}, nil
}

func (p *perlParser) parseQuant(atom *node) (*node, error) {
	quantified := false
	for p.more() {
		min, max := -1, -1
		switch c := p.src[p.pos]; c {
		case '*':
			min, max = 0, -1
			p.pos++
		case '+':
			min, max = 1, -1
			p.pos++
		case '?':
			min, max = 0, 1
			p.pos++
		case '{':
			end := strings.IndexByte(p.src[p.pos:], '}')
			if end < 0 {
				return atom, nil
			}
			body := p.src[p.pos+1 : p.pos+end]
			lo, hi, ok := strings.Cut(body, ",")
			n1, err1 := strconv.Atoi(lo)
			if err1 != nil {
				return atom, nil // a literal {, as in Perl
			}
			min, max = n1, n1
			if ok {
				max = -1
				if hi != "" {
					n2, err2 := strconv.Atoi(hi)
					if err2 != nil {
						return atom, nil
					}
					max = n2
				}
			}
			if max >= 0 && min > max {
				return nil, p.errf("numbers out of order in {} quantifier")
			}
			p.pos += end + 1
		default:
			return atom, nil
		}
		// A quantified item takes no second quantifier (x{2}{3}), as in
		// PCRE: it would also nest the tree as deep as the pattern is long.
		if isAssertion(atom.kind) || quantified {
			return nil, p.errf("quantifier does not follow a repeatable item")
		}
		quantified = true
		r := &node{kind: nRepeat, min: min, max: max, subs: []*node{atom}}
		atom = r
		if p.has("?") {
			r.lazy = true
			p.pos++
		} else if p.has("+") {
			// Possessive: x*+ is (?>x*).
			p.pos++
			atom = &node{kind: nAtomic, subs: []*node{r}}
		}
	}
	return atom, nil
}

func isAssertion(k nodeKind) bool {
	switch k {
	case nBOL, nEOL, nBufStart, nBufEnd, nWordB, nNotWordB, nLookAhead, nNegLookAhead,
		nLookBehind, nNegLookBehind, nKeep, nEndOrNL:
		return true
	}
	return false
}

func (p *perlParser) parseAtom() (*node, error) {
	c := p.src[p.pos]
	switch c {
	case '(':
		return p.parseGroup()
	case '[':
		return p.parseClass()
	case '.':
		p.pos++
		if p.dotNL {
			return &node{kind: nAny}, nil
		}
		return &node{kind: nClass, cls: &class{goSyntax: `[^\n\x{fffd}]`}}, nil
	case '^':
		p.pos++
		return &node{kind: nBufStart}, nil
	case '$':
		p.pos++
		return &node{kind: nEndOrNL}, nil
	case '\\':
		return p.parseEscape()
	case '*', '+', '?':
		return nil, p.errf("quantifier does not follow a repeatable item")
	}
	r, n := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += n
	return &node{kind: nLit, r: r}, nil
}

func (p *perlParser) parseGroup() (*node, error) {
	if p.depth++; p.depth > perlMaxNesting {
		return nil, p.errf("parentheses are too deeply nested")
	}
	defer func() { p.depth-- }()
	p.pos++
	kind, capture := nConcat, true
	switch {
	case p.has("?:"):
		p.pos += 2
		capture = false
	case p.has("?="):
		p.pos += 2
		kind, capture = nLookAhead, false
	case p.has("?!"):
		p.pos += 2
		kind, capture = nNegLookAhead, false
	case p.has("?<="):
		p.pos += 3
		kind, capture = nLookBehind, false
	case p.has("?<!"):
		p.pos += 3
		kind, capture = nNegLookBehind, false
	case p.has("?>"):
		p.pos += 2
		kind, capture = nAtomic, false
	case p.has("?P="):
		// (?P=name): a back-reference, not a group.
		end := strings.IndexByte(p.src[p.pos:], ')')
		if end < 0 {
			return nil, p.errf("syntax error in subpattern name (missing terminator?)")
		}
		name := p.src[p.pos+3 : p.pos+end]
		p.pos += end + 1
		return p.backref(0, name), nil
	case p.has("?P<") || p.has("?<") || p.has("?'"):
		// Named group: numbered like any other.
		from := p.pos + 2
		if p.has("?P<") {
			from++
		}
		end := strings.IndexAny(p.src[from:], ">'")
		if end < 0 {
			return nil, p.errf("syntax error in subpattern name (missing terminator?)")
		}
		name := p.src[from : from+end]
		p.pos = from + end + 1
		if p.names == nil {
			p.names = map[string]int{}
		}
		if _, dup := p.names[name]; !dup {
			p.names[name] = p.ngroups + 1
		}
	case p.has("?"):
		return nil, p.errf("unsupported group syntax (%s)", p.src[p.pos-1:min(len(p.src), p.pos+3)])
	}
	idx := 0
	if capture {
		p.ngroups++
		idx = p.ngroups
	}
	sub, err := p.parseAlt()
	if err != nil {
		return nil, err
	}
	if !p.has(")") {
		return nil, p.errf("missing closing parenthesis")
	}
	p.pos++
	switch {
	case capture:
		return &node{kind: nGroup, idx: idx, subs: []*node{sub}}, nil
	case kind == nConcat:
		return sub, nil
	}
	return &node{kind: kind, subs: []*node{sub}}, nil
}

// parseClass copies a bracket expression in Go syntax (which matches
// Perl's for classes), finding its end.
func (p *perlParser) parseClass() (*node, error) {
	start := p.pos
	p.pos++
	if p.has("^") {
		p.pos++
	}
	if p.has("]") {
		p.pos++
	}
	for p.more() && !p.has("]") {
		switch {
		case p.has("\\"):
			p.pos += 2
		case p.has("[:"):
			end := strings.Index(p.src[p.pos:], ":]")
			if end < 0 {
				p.pos++
			} else {
				p.pos += end + 2
			}
		default:
			p.pos++
		}
	}
	if !p.more() {
		return nil, p.errf("missing terminating ] for character class")
	}
	p.pos++
	body := p.src[start:p.pos]
	if strings.HasPrefix(body, "[^") {
		body = `[^\x{fffd}` + body[2:]
	}
	return &node{kind: nClass, cls: &class{goSyntax: body}}, nil
}

func (p *perlParser) parseEscape() (*node, error) {
	p.pos++
	if !p.more() {
		return nil, p.errf("\\ at end of pattern")
	}
	c := p.src[p.pos]
	p.pos++
	switch c {
	case 'd', 'D', 'w', 'W', 's', 'S', 'h', 'H', 'v', 'V', 'N':
		syn := map[byte]string{'d': `[\d]`, 'D': `[^\d\x{fffd}]`, 'w': `[\w]`, 'W': `[^\w\x{fffd}]`,
			's': `[\s\v]`, 'S': `[^\s\v\x{fffd}]`, 'h': `[\t \x{a0}]`, 'H': `[^\t \x{a0}\x{fffd}]`,
			'v': `[\n\v\f\r\x{85}\x{2028}\x{2029}]`, 'V': `[^\n\v\f\r\x{85}\x{2028}\x{2029}\x{fffd}]`,
			'N': `[^\n\x{fffd}]`}[c]
		return &node{kind: nClass, cls: &class{goSyntax: syn}}, nil
	case 'b':
		return &node{kind: nWordB}, nil
	case 'B':
		return &node{kind: nNotWordB}, nil
	case 'A':
		return &node{kind: nBufStart}, nil
	case 'z':
		return &node{kind: nBufEnd}, nil
	case 'Z':
		return &node{kind: nEndOrNL}, nil
	case 'K':
		return &node{kind: nKeep}, nil
	case 'Q':
		end := strings.Index(p.src[p.pos:], `\E`)
		lit := p.src[p.pos:]
		if end >= 0 {
			lit = p.src[p.pos : p.pos+end]
			p.pos += end + 2
		} else {
			p.pos = len(p.src)
		}
		return literalNode(lit), nil
	case 'E':
		return nil, nil
	case 'n':
		return &node{kind: nLit, r: '\n'}, nil
	case 't':
		return &node{kind: nLit, r: '\t'}, nil
	case 'r':
		return &node{kind: nLit, r: '\r'}, nil
	case 'f':
		return &node{kind: nLit, r: '\f'}, nil
	case 'e':
		return &node{kind: nLit, r: 0x1b}, nil
	case 'a':
		return &node{kind: nLit, r: 7}, nil
	case 'x':
		var hex string
		if p.has("{") {
			end := strings.IndexByte(p.src[p.pos:], '}')
			if end < 0 {
				return nil, p.errf("missing } in \\x{}")
			}
			hex = p.src[p.pos+1 : p.pos+end]
			p.pos += end + 1
		} else {
			s := p.pos
			for p.pos < len(p.src) && p.pos-s < 2 && strings.IndexByte("0123456789abcdefABCDEF", p.src[p.pos]) >= 0 {
				p.pos++
			}
			hex = p.src[s:p.pos]
		}
		n, _ := strconv.ParseUint("0"+hex, 16, 32)
		return &node{kind: nLit, r: rune(n)}, nil
	case 'k':
		// \k<name> \k'name' \k{name}
		if name := p.refName(); name != "" {
			return p.backref(0, name), nil
		}
		return nil, p.errf("\\k is not followed by a braced, angle-bracketed, or quoted name")
	case 'g':
		// \gN \g-N \g{N} \g{-N} \g{name}; \g<...> and \g'...' are
		// subroutine calls, which the sandbox does not run.
		if p.has("<") || p.has("'") {
			return nil, p.errf("\\g%c subroutine calls are not supported", p.src[p.pos])
		}
		ref, braced := "", p.has("{")
		if braced {
			ref = p.refName()
		} else {
			s := p.pos
			if p.has("-") || p.has("+") {
				p.pos++
			}
			for p.more() && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
				p.pos++
			}
			ref = p.src[s:p.pos]
		}
		if n, err := strconv.Atoi(ref); err == nil && len(ref) <= 6 {
			if strings.HasPrefix(ref, "-") {
				n = p.ngroups + 1 + n // -1 is the latest group opened
			}
			return p.backref(n, ""), nil
		}
		if braced && ref != "" {
			return p.backref(0, ref), nil
		}
		return nil, p.errf("\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number")
	case 'p', 'P', 'X', 'R', 'G', 'C':
		return nil, p.errf("\\%c is not supported", c)
	}
	if c >= '1' && c <= '9' {
		n := int(c - '0')
		for p.more() && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' && n*10+int(p.src[p.pos]-'0') <= p.ngroups {
			n = n*10 + int(p.src[p.pos]-'0')
			p.pos++
		}
		return p.backref(n, ""), nil
	}
	if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		return nil, p.errf("unrecognized character follows \\")
	}
	p.pos--
	r, n := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += n
	return &node{kind: nLit, r: r}, nil
}

// CompilePerlBytes is CompilePerl for the C locale, as PCRE without UTF
// mode matches: a character is a byte, whose properties are those of
// the Latin-1 character of its value (the pattern and the subjects are
// carried as Latin-1, see bytes.go).
func CompilePerlBytes(expr string, ignoreCase bool) (*Regexp, error) {
	latin := latin1String(expr)
	re, err := compilePerl(latin, ignoreCase, true)
	if err != nil {
		var pe *Error
		if errors.As(err, &pe) {
			pe.Offset = utf8.RuneCountInString(latin[:min(pe.Offset, len(latin))])
		}
		return nil, err
	}
	re.expr, re.bytes = expr, true
	return re, nil
}
