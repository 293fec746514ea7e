package regex

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/pattern"
)

type nodeKind uint8

const (
	nLit           nodeKind = iota // r
	nAny                           // .
	nClass                         // cls
	nBOL                           // ^
	nEOL                           // $
	nBufStart                      // \`
	nBufEnd                        // \'
	nWordB                         // \b
	nNotWordB                      // \B
	nWordStart                     // \<
	nWordEnd                       // \>
	nNotAfterWord                  // grep -w: not preceded by a word character
	nNotBeforeWord                 // grep -w: not followed by a word character
	nGroup                         // capturing group idx around subs[0]
	nConcat                        // subs
	nAlt                           // subs
	nRepeat                        // subs[0]{min,max}; max < 0 is unbounded
	nBackref                       // \idx
	// Perl (grep -P) only:
	nLookAhead     // (?=subs[0])
	nNegLookAhead  // (?!subs[0])
	nLookBehind    // (?<=subs[0])
	nNegLookBehind // (?<!subs[0])
	nKeep          // \K: the reported match starts here
	nEndOrNL       // $ \Z: end, or before a final newline
	nAtomic        // (?>subs[0]), and a possessive quantifier: its first match only
	// nByte is a pattern byte that is no UTF-8 character (UTF-8 mode):
	// as glibc's matcher, it matches that byte of a subject anywhere, in
	// the middle of a character too (r holds the byte).
	nByte
)

type node struct {
	kind     nodeKind
	r        rune
	cls      *class
	min, max int
	lazy     bool // Perl's *? +? ?? {n,m}?
	// foldASCII: a byte-mode literal that matches either ASCII case
	foldASCII bool
	idx       int
	subs      []*node
}

// class is a bracket expression, kept in Go syntax (the body between the
// brackets) so both matchers share one definition of its members.
type class struct {
	goSyntax string // "[...]"
	ranges   []rune // filled at compile time: sorted lo,hi pairs
}

// Error is a pattern error in GNU's words; Offset is the byte offset in
// the pattern where it was detected (sed reports it as "char N").
type Error struct {
	Msg    string
	Offset int
}

func (e *Error) Error() string { return e.Msg }

// GNU regex error messages.
const (
	errBrack      = "Unmatched [, [^, [:, [., or [="
	errParen      = "Unmatched ( or \\("
	errRParen     = "Unmatched ) or \\)"
	errBrace      = "Unmatched \\{"
	errBadBrace   = "Invalid content of \\{\\}"
	errRange      = "Invalid range end"
	errCtype      = "Invalid character class name"
	errEscape     = "Trailing backslash"
	errSubreg     = "Invalid back reference"
	errCollate    = "Invalid collation character"
	errBadPat     = "Invalid regular expression"
	errTooBig     = "Regular expression too big"
	errBadRpt     = "Invalid preceding regular expression"
	errClassSyntx = "character class syntax is [[:space:]], not [:space:]"
)

const dupMax = 32767

// maxGroupDepth bounds the nesting of groups: deeper patterns are
// "Regular expression too big" (glibc's REG_ESIZE).
const maxGroupDepth = 50_000

type parser struct {
	src     string
	pos     int
	ere     bool
	sed     bool // sed escapes: \n \t \f \v \a \r \dNNN \oNNN \xHH \cX
	ngroups int  // groups opened so far (global numbering)
	base    int  // first group number of this pattern (for backrefs)
	// closed lists the groups closed so far that a back-reference may
	// name, isClosed marks them by number: one alternative's groups are
	// taken off when the next begins and put back after the last, so a
	// pattern of n groups compiles in time linear in n without |.
	closed   []int
	isClosed []bool
	depth    int
	afterBOL bool // the previous atom was a BRE's leading ^
	strict   bool // glibc regcomp's rules (sed), not grep's lenient ones
	noGNU    bool // GNU's operators are ordinary characters (sed --posix)
	// parenError: an ERE's unmatched ) is an error (sed)
	parenError bool
	notNL      bool // . and [^...] do not match a newline (REG_NEWLINE)
	// bytes: the C locale (Options.Bytes); src is Latin-1 in UTF-8, and
	// with fold a bracket takes both ASCII cases of its letters itself.
	bytes, fold bool
	warnings    []string
}

func (p *parser) errf(msg string) *Error { return &Error{Msg: msg, Offset: p.pos} }

func (p *parser) eof() bool { return p.pos >= len(p.src) }

func (p *parser) peek() rune {
	r, _ := utf8.DecodeRuneInString(p.src[p.pos:])
	return r
}

func (p *parser) next() rune {
	r, n := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += n
	return r
}

func (p *parser) hasPrefix(s string) bool { return strings.HasPrefix(p.src[p.pos:], s) }

// atAltEnd reports whether the parser is at the end of a branch.
func (p *parser) atBranchEnd() bool {
	if p.eof() {
		return true
	}
	if p.ere {
		return p.hasPrefix("|") || (p.depth > 0 && p.hasPrefix(")"))
	}
	return p.gnuAlt() || (p.depth > 0 && p.hasPrefix("\\)"))
}

// gnuAlt reports whether a BRE's GNU alternation \| is at pos.
func (p *parser) gnuAlt() bool { return !p.noGNU && p.hasPrefix("\\|") }

// gnuOp reports whether a BRE's GNU operator op (\+ or \?) is at pos.
func (p *parser) gnuOp(op string) bool { return !p.noGNU && p.hasPrefix(op) }

func (p *parser) parseAlt() (*node, error) {
	var branches []*node
	// A back-reference may only name a group of its own branch: groups
	// closed in one alternative are invisible to the next (glibc).
	before := len(p.closed)
	var others []int // groups closed by the branches before this one
	for {
		b, err := p.parseBranch()
		if err != nil {
			return nil, err
		}
		branches = append(branches, b)
		more := false
		if p.ere && p.hasPrefix("|") {
			p.pos++
			more = true
		} else if !p.ere && p.gnuAlt() {
			p.pos += 2
			more = true
		}
		if !more {
			break
		}
		others = append(others, p.closed[before:]...)
		for _, k := range p.closed[before:] {
			p.isClosed[k] = false
		}
		p.closed = p.closed[:before]
	}
	for _, k := range others {
		p.close(k)
	}
	if len(branches) == 1 {
		return branches[0], nil
	}
	return &node{kind: nAlt, subs: branches}, nil
}

// close records that group k was closed.
func (p *parser) close(k int) {
	for len(p.isClosed) <= k {
		p.isClosed = append(p.isClosed, false)
	}
	p.isClosed[k] = true
	p.closed = append(p.closed, k)
}

func (p *parser) parseBranch() (*node, error) {
	cat := &node{kind: nConcat}
	start := true // at the start of the branch: * is literal (BRE) or ignored (ERE)
	for !p.atBranchEnd() {
		if p.ere && p.hasPrefix(")") && p.depth == 0 {
			// An unmatched ) is an ordinary character in GNU EREs.
			if p.parenError {
				return nil, p.errf(errRParen)
			}
			p.pos++
			cat.subs = append(cat.subs, &node{kind: nLit, r: ')'})
			start = false
			continue
		}
		if start && p.ere {
			if c := p.peek(); p.strict && (c == '*' || c == '+' || c == '?' || c == '{') {
				return nil, p.errf(errBadRpt)
			}
			if c := p.peek(); c == '*' || c == '+' || c == '?' {
				p.warnings = append(p.warnings, string(c)+" at start of expression")
				p.pos++
				continue
			}
		}
		atom, err := p.parseAtom(start)
		if err != nil {
			return nil, err
		}
		anchor := atom.kind == nBOL
		p.afterBOL = anchor
		if anchor && p.ere && !p.strict {
			// GNU's dfa warns of a repetition of a leading ^ as of one
			// with nothing before it.
			if c := p.peek(); c == '*' || c == '+' || c == '?' {
				p.warnings = append(p.warnings, string(c)+" at start of expression")
			}
		}
		if p.ere && p.strict && isZeroWidth(atom.kind) && !p.eof() {
			// An ERE operator after an anchor has nothing to repeat:
			// glibc rejects it.
			if c := p.peek(); c == '*' || c == '+' || c == '?' || (c == '{' && p.validInterval()) {
				return nil, p.errf(errBadRpt)
			}
		}
		if !anchor || p.ere {
			atom, err = p.parsePostfix(atom)
			if err != nil {
				return nil, err
			}
		}
		cat.subs = append(cat.subs, atom)
		// In a BRE, * right after a leading ^ is still literal.
		start = anchor && !p.ere
	}
	if len(cat.subs) == 1 {
		return cat.subs[0], nil
	}
	return cat, nil
}

func isZeroWidth(k nodeKind) bool {
	switch k {
	case nBOL, nEOL, nBufStart, nBufEnd, nWordB, nNotWordB, nWordStart, nWordEnd:
		return true
	}
	return false
}

// validInterval reports whether an ERE interval starts at the current {.
func (p *parser) validInterval() bool {
	save, saveW := p.pos, len(p.warnings)
	_, _, ok, err := p.parseInterval()
	p.pos, p.warnings = save, p.warnings[:saveW]
	return ok && err == nil
}

func (p *parser) parsePostfix(atom *node) (*node, error) {
	for n := 0; !p.eof(); n++ {
		if n > 0 && p.strict && !p.ere && (p.hasPrefix("*") || p.hasPrefix("\\{") || p.gnuOp("\\+") || p.gnuOp("\\?")) {
			// glibc's BRE rejects a repetition of a repetition (a**).
			return nil, p.errf(errBadRpt)
		}
		min, max := -1, -1
		save := p.pos
		switch {
		case p.hasPrefix("*"):
			p.pos++
			min, max = 0, -1
		case p.ere && p.hasPrefix("+"), !p.ere && p.gnuOp("\\+"):
			p.pos += len("+")
			if !p.ere {
				p.pos++
			}
			min, max = 1, -1
		case p.ere && p.hasPrefix("?"), !p.ere && p.gnuOp("\\?"):
			p.pos += len("?")
			if !p.ere {
				p.pos++
			}
			min, max = 0, 1
		case p.ere && p.hasPrefix("{"), !p.ere && p.hasPrefix("\\{"):
			var ok bool
			var err error
			min, max, ok, err = p.parseInterval()
			if err != nil {
				return nil, err
			}
			if !ok {
				p.pos = save
				return atom, nil
			}
		default:
			return atom, nil
		}
		atom = &node{kind: nRepeat, min: min, max: max, subs: []*node{atom}}
	}
	return atom, nil
}

// parseInterval parses {n}, {n,}, {,m}, {n,m} (\{ \} in a BRE). In an ERE
// a { that does not start a valid interval is literal (ok=false).
func (p *parser) parseInterval() (min, max int, ok bool, err error) {
	if p.ere {
		p.pos++
	} else {
		p.pos += 2
	}
	num := func() (int, bool) {
		s := p.pos
		for !p.eof() && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
			p.pos++
		}
		if s == p.pos {
			return -1, false
		}
		n, err := strconv.Atoi(p.src[s:p.pos])
		if err != nil || n > dupMax {
			n = dupMax + 1
		}
		return n, true
	}
	min, hasMin := num()
	max = min
	if !p.eof() && p.src[p.pos] == ',' {
		p.pos++
		var hasMax bool
		max, hasMax = num()
		if !hasMax {
			max = -1
		}
	}
	if !hasMin {
		min = 0
	}
	closer := "\\}"
	if p.ere {
		closer = "}"
	}
	if !p.hasPrefix(closer) {
		if p.ere && !p.strict {
			return 0, 0, false, nil
		}
		if p.eof() {
			return 0, 0, false, p.errf(errBrace)
		}
		// GNU reports a missing \} as unmatched when none follows at all.
		if !strings.Contains(p.src[p.pos:], closer) {
			return 0, 0, false, p.errf(errBrace)
		}
		return 0, 0, false, p.errf(errBadBrace)
	}
	p.pos += len(closer)
	if max >= 0 && min > max {
		return 0, 0, false, p.errf(errBadBrace)
	}
	if min > dupMax || max > dupMax {
		return 0, 0, false, p.errf(errTooBig)
	}
	return min, max, true, nil
}

func (p *parser) parseAtom(start bool) (*node, error) {
	if r, w := utf8.DecodeRuneInString(p.src[p.pos:]); r == utf8.RuneError && w == 1 && !p.bytes {
		p.pos++
		return &node{kind: nByte, r: rune(p.src[p.pos-1])}, nil
	}
	c := p.next()
	switch c {
	case '.':
		if p.bytes && !p.notNL {
			// Any byte: Go's (?s). also takes runes past Latin-1,
			// which a subject in byte mode never holds.
			return &node{kind: nClass, cls: &class{goSyntax: `[\x00-\x{ff}]`}}, nil
		}
		if p.notNL && p.bytes {
			return &node{kind: nClass, cls: &class{goSyntax: `[^\n]`}}, nil
		}
		if p.notNL {
			return &node{kind: nClass, cls: &class{goSyntax: `[^\n\x{fffd}]`}}, nil
		}
		return &node{kind: nAny}, nil
	case '[':
		return p.parseBracket()
	case '^':
		if p.ere || (start && !p.afterBOL) {
			return &node{kind: nBOL}, nil
		}
		return &node{kind: nLit, r: c}, nil
	case '$':
		if p.ere || p.atBranchEnd() {
			return &node{kind: nEOL}, nil
		}
		return &node{kind: nLit, r: c}, nil
	case '*':
		// Only reached where * cannot repeat anything: it is literal.
		return &node{kind: nLit, r: c}, nil
	case '(':
		if p.ere {
			return p.parseGroup()
		}
	case '{':
		if p.ere && start {
			// GNU warns about an interval with nothing to repeat, and
			// then drops just the {.
			save := p.pos
			p.pos--
			_, _, ok, err := p.parseInterval()
			p.pos = save
			if ok && err == nil {
				p.warnings = append(p.warnings, "{...} at start of expression")
				if p.eof() {
					return &node{kind: nConcat}, nil
				}
				return p.parseAtom(false)
			}
		}
	case '\\':
		return p.parseEscape(start)
	}
	return &node{kind: nLit, r: c}, nil
}

func (p *parser) parseGroup() (*node, error) {
	p.ngroups++
	idx := p.ngroups
	// Each level of nesting is a few Go frames: bound it before Go's
	// stack limit ends the process (glibc's REG_ESIZE message).
	if p.depth >= maxGroupDepth {
		return nil, p.errf(errTooBig)
	}
	p.depth++
	sub, err := p.parseAlt()
	if err != nil {
		return nil, err
	}
	p.depth--
	closer := "\\)"
	if p.ere {
		closer = ")"
	}
	if !p.hasPrefix(closer) {
		return nil, p.errf(errParen)
	}
	p.pos += len(closer)
	p.close(idx)
	return &node{kind: nGroup, idx: idx, subs: []*node{sub}}, nil
}

func (p *parser) parseEscape(start bool) (*node, error) {
	if p.eof() {
		return nil, p.errf(errEscape)
	}
	c := p.next()
	switch c {
	case '(':
		if !p.ere {
			return p.parseGroup()
		}
	case ')':
		if !p.ere {
			return nil, &Error{Msg: errRParen, Offset: p.pos}
		}
	case '{':
		if !p.ere && start && !p.strict {
			// GNU grep: \{ at the start of a BRE is an ordinary {.
			return &node{kind: nLit, r: '{'}, nil
		}
		if !p.ere {
			return nil, p.errf(errBadRpt)
		}
	case '1', '2', '3', '4', '5', '6', '7', '8', '9':
		n := p.base + int(c-'0')
		if n >= len(p.isClosed) || !p.isClosed[n] {
			return nil, p.errf(errSubreg)
		}
		return &node{kind: nBackref, idx: n}, nil
	}
	if p.noGNU && strings.ContainsRune("wWsSbB<>`'", c) {
		return &node{kind: nLit, r: c}, nil
	}
	switch c {
	case 'w', 'W', 's', 'S':
		if p.bytes {
			return &node{kind: nClass, cls: &class{goSyntax: map[rune]string{
				'w': asciiWord, 'W': asciiNonWord, 's': `[\t\n\v\f\r ]`, 'S': `[^\t\n\v\f\r ]`,
			}[c]}}, nil
		}
		return &node{kind: nClass, cls: &class{goSyntax: map[rune]string{
			'w': `[\p{L}\p{Nd}_]`, 'W': `[^\p{L}\p{Nd}_\x{fffd}]`,
			's': `[\t\n\v\f\r ]`, 'S': `[^\t\n\v\f\r \x{fffd}]`,
		}[c]}}, nil
	case 'b':
		return &node{kind: nWordB}, nil
	case 'B':
		return &node{kind: nNotWordB}, nil
	case '<':
		return &node{kind: nWordStart}, nil
	case '>':
		return &node{kind: nWordEnd}, nil
	case '`':
		return &node{kind: nBufStart}, nil
	case '\'':
		return &node{kind: nBufEnd}, nil
	}
	if p.sed {
		if r, ok := p.sedEscape(c); ok {
			return &node{kind: nLit, r: r}, nil
		}
	}
	return &node{kind: nLit, r: c}, nil
}

// sedEscape decodes GNU sed's character escapes after the backslash and c.
func (p *parser) sedEscape(c rune) (rune, bool) {
	switch c {
	case 'n':
		return '\n', true
	case 't':
		return '\t', true
	case 'f':
		return '\f', true
	case 'v':
		return '\v', true
	case 'a':
		return '\a', true
	case 'r':
		return '\r', true
	case 'c':
		if p.eof() {
			return 0, false
		}
		x := p.next()
		if x >= 'a' && x <= 'z' {
			x -= 'a' - 'A'
		}
		return x ^ 0x40, true
	case 'd', 'o', 'x':
		base, width := 10, 3
		if c == 'o' {
			base = 8
		} else if c == 'x' {
			base, width = 16, 2
		}
		s := p.pos
		for p.pos < len(p.src) && p.pos-s < width && digitVal(p.src[p.pos]) < base {
			p.pos++
		}
		if s == p.pos {
			return 0, false
		}
		n, _ := strconv.ParseInt(p.src[s:p.pos], base, 32)
		return rune(n & 0xff), true
	}
	return 0, false
}

func digitVal(b byte) int {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0')
	case b >= 'a' && b <= 'f':
		return int(b-'a') + 10
	case b >= 'A' && b <= 'F':
		return int(b-'A') + 10
	}
	return 99
}

// PosixClass returns Go's syntax, for use inside brackets, of the POSIX
// class [:name:] as glibc's C.UTF-8 locale defines it (regcomp knows
// no [:word:] nor [:ascii:]).
func PosixClass(name string) (string, bool) {
	if name == "word" || name == "ascii" {
		return "", false
	}
	return pattern.ClassSyntax(name)
}

// parseBracket parses a bracket expression after its [.
func (p *parser) parseBracket() (*node, error) {
	var b strings.Builder
	b.WriteByte('[')
	if p.hasPrefix("^") {
		p.pos++
		// A negated class does not match invalid bytes either.
		b.WriteString(`^\x{fffd}`)
		if p.notNL {
			b.WriteString(`\n`)
		}
	}
	if p.eof() {
		return nil, p.errf(errBadPat)
	}
	first := true
	// [:alpha:] where [[:alpha:]] was meant: the items (after a ^) start
	// and end with ':' ([^:] is no such mistake).
	classLike, items := p.hasPrefix(":"), p.pos
	for {
		if p.eof() {
			return nil, &Error{Msg: errBrack, Offset: len(p.src)}
		}
		if p.hasPrefix("]") && !first {
			p.pos++
			break
		}
		first = false
		lo, isClass, err := p.bracketItem(&b)
		if err != nil {
			return nil, err
		}
		if isClass {
			continue
		}
		// A range lo-hi, unless - is last ("[a-]").
		if p.hasPrefix("-") && !p.hasPrefix("-]") && p.pos+1 < len(p.src) {
			p.pos++
			var hb strings.Builder
			hi, isClass, err := p.bracketItem(&hb)
			if err != nil {
				return nil, err
			}
			if isClass || hi < lo {
				return nil, p.errf(errRange)
			}
			b.WriteString(quoteClassRune(lo) + "-" + quoteClassRune(hi))
			p.foldRange(&b, lo, hi)
			continue
		}
		b.WriteString(quoteClassRune(lo))
		p.foldRange(&b, lo, lo)
	}
	body := p.src[items : p.pos-1]
	// GNU grep and sed refuse it (their dfa); glibc's regcomp, which
	// Strict follows (bash's =~, csplit), reads a bracket of its letters.
	if classLike && len(body) >= 2 && body[len(body)-1] == ':' && !p.strict {
		return nil, &Error{Msg: errClassSyntx, Offset: p.pos}
	}
	b.WriteByte(']')
	return &node{kind: nClass, cls: &class{goSyntax: b.String()}}, nil
}

// bracketItem reads one element of a bracket expression: a character (lo),
// or a [:class:] written to b directly (isClass).
func (p *parser) bracketItem(b *strings.Builder) (lo rune, isClass bool, err error) {
	for _, delim := range []string{"[:", "[=", "[."} {
		if !p.hasPrefix(delim) {
			continue
		}
		end := strings.Index(p.src[p.pos+2:], string(delim[1])+"]")
		if end < 0 {
			return 0, false, &Error{Msg: errBrack, Offset: len(p.src)}
		}
		name := p.src[p.pos+2 : p.pos+2+end]
		p.pos += 2 + end + 2
		switch delim {
		case "[:":
			s, ok := PosixClass(name)
			if p.bytes {
				if p.fold && (name == "upper" || name == "lower") {
					name = "alpha"
				}
				s, ok = ASCIIClass(name)
			}
			if !ok {
				return 0, false, p.errf(errCtype)
			}
			b.WriteString(s)
			return 0, true, nil
		default:
			// Equivalence classes and collating symbols: only single
			// bytes, which stand for themselves (glibc's C and C.UTF-8
			// locales have no collation rules: [[.é.]] is an error).
			if p.bytes && utf8.RuneCountInString(name) == 1 {
				// A byte (Latin-1 here) of the C locale.
				r, _ := utf8.DecodeRuneInString(name)
				return r, false, nil
			}
			if len(name) != 1 {
				return 0, false, p.errf(errCollate)
			}
			return rune(name[0]), false, nil
		}
	}
	c := p.next()
	if p.sed && c == '\\' && !p.eof() {
		switch p.peek() {
		case 'n':
			p.pos++
			return '\n', false, nil
		case 't':
			p.pos++
			return '\t', false, nil
		case '\\':
			p.pos++
			return '\\', false, nil
		case ']':
			// GNU sed: "\]" is a backslash and the closing bracket.
		case 'x', 'o', 'd', 'f', 'v', 'a', 'r':
			// GNU sed decodes its character escapes before the regex
			// is compiled, in brackets too ([\x41] is [A]).
			save := p.pos
			if r, ok := p.sedEscape(p.next()); ok {
				return r, false, nil
			}
			p.pos = save
		}
	}
	return c, false, nil
}

// foldRange writes, in byte mode with fold, the other ASCII case of the
// letters of lo-hi (Go's own folding would also pair Latin-1 letters,
// which are bytes of other characters here).
func (p *parser) foldRange(b *strings.Builder, lo, hi rune) {
	if !p.bytes || !p.fold {
		return
	}
	for _, r := range [2][2]rune{{'a', 'z'}, {'A', 'Z'}} {
		l, h := max(lo, r[0]), min(hi, r[1])
		if l <= h {
			b.WriteString(string(asciiFold(l)) + "-" + string(asciiFold(h)))
		}
	}
}

func quoteClassRune(r rune) string {
	switch {
	case r == '\\' || r == ']' || r == '[' || r == '-' || r == '^':
		return `\` + string(r)
	case r < 0x20 || r == 0x7f || r == utf8.RuneError:
		return `\x{` + strconv.FormatInt(int64(r), 16) + `}`
	}
	return string(r)
}
