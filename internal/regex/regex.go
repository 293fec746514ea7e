// Package regex implements POSIX basic and extended regular expressions
// with the GNU extensions, as grep, sed, expr and awk-like tools expect
// them: the pattern is parsed here and translated to Go's regexp syntax
// with leftmost-longest matching; patterns Go's RE2 engine cannot express
// (back-references, GNU word-boundary assertions, which need look-around
// in RE2) run on a backtracking matcher with a step limit, prefiltered by a
// relaxed Go translation. CompilePerl does the same for grep -P patterns.
//
// Character semantics follow glibc's C.UTF-8 locale: classes such as
// [[:alpha:]] and \w are Unicode-aware, and . and negated classes do not
// match bytes that are not valid UTF-8 (Go sees them as U+FFFD, so a real
// U+FFFD is not matched by them either).
package regex

import (
	"errors"
	"regexp"
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Options select the dialect and matching mode.
type Options struct {
	Extended   bool // ERE instead of BRE
	Literal    bool // the pattern is a fixed string (grep -F)
	IgnoreCase bool
	// Multiline makes ^ and $ also match after and before a newline
	// inside the subject (sed's M flag).
	Multiline bool
	// SedEscapes decodes \n \t \f \v \a \r \dNNN \oNNN \xHH \cX.
	SedEscapes bool
	// Strict follows glibc's regcomp (as sed does) where GNU grep is
	// lenient: a leading ERE * or {, a**, and an ERE { that does not start
	// an interval are errors instead of literals.
	Strict bool
	// Words and Line constrain matches as grep -w and -x do.
	Words, Line bool
	// Anchored makes matches start at the start of the subject (expr's
	// STRING : REGEX).
	Anchored bool
	// NoGNUOps makes GNU's operators ordinary characters, as glibc's
	// RE_NO_GNU_OPS and RE_LIMITED_OPS do for sed --posix: a BRE's \+ \?
	// \|, and \w \W \s \S \b \B \< \> \` \' in both dialects.
	NoGNUOps bool
	// UnmatchedParenError makes an ERE's unmatched ) an error, not an
	// ordinary character: GNU sed clears glibc's RE_UNMATCHED_RIGHT_PAREN_ORD
	// (but for --posix).
	UnmatchedParenError bool
	// NotNewline: . and a nonmatching list [^...] do not match a newline,
	// as with glibc's REG_NEWLINE (sed's M flag).
	NotNewline bool
	// NulLines: with Multiline, ^ and $ match around NUL bytes instead
	// of newlines, as GNU sed -z's M flag does.
	NulLines bool
	// Bytes matches as in the C locale: a character is a byte (see
	// bytes.go); pattern and subjects may hold any bytes.
	Bytes bool
}

// ErrTooComplex is returned when the backtracking matcher runs out of steps.
var ErrTooComplex = errors.New("regular expression too complex to match (backtracking limit reached)")

// A Regexp is a compiled pattern. It is safe for concurrent use.
type Regexp struct {
	expr     string
	goRe     *regexp.Regexp // nil when the backtracker must be used
	filter   *regexp.Regexp // for the backtracker: matches a superset
	prog     *node
	ngroups  int
	fold     bool
	multi    bool
	lineSep  byte  // what ^ and $ match around when multi
	perl     bool  // leftmost-first semantics and ASCII word characters
	bytes    bool  // Options.Bytes: the matchers see subjects as Latin-1
	refs     []int // the groups back-references refer to
	maxSteps int   // the step limit when not stepLimit (tests)
	// emptyIter: back-references and a repetition of a group that can
	// match empty, so an empty last iteration can matter.
	emptyIter bool
	// byteStarts: the pattern has raw bytes (nByte), tried at every byte
	byteStarts bool
	words      *wordsRe
	warnings   []string
}

// Compile parses a POSIX pattern.
func Compile(expr string, o Options) (*Regexp, error) {
	return CompileAll([]string{expr}, o)
}

// CompileAll compiles several patterns that match as one (grep -e P -e Q):
// a subject matches if any pattern does. Back-references count groups
// within their own pattern.
func CompileAll(exprs []string, o Options) (*Regexp, error) {
	p := &parser{ere: o.Extended, sed: o.SedEscapes, strict: o.Strict, noGNU: o.NoGNUOps,
		parenError: o.UnmatchedParenError, notNL: o.NotNewline, bytes: o.Bytes, fold: o.IgnoreCase}
	var alts []*node
	for _, e := range exprs {
		if o.Bytes {
			e = latin1String(e)
		} else if o.SedEscapes && !o.Literal {
			e = sedRawBytes(e)
		}
		var n *node
		if o.Literal {
			n = literalNode(e)
		} else {
			p.src, p.pos, p.base, p.depth = e, 0, p.ngroups, 0
			var err error
			n, err = p.parseAlt()
			if err == nil && !p.eof() {
				// Only an unmatched \) stops a BRE's top level.
				err = p.errf(errRParen)
			}
			if err != nil {
				var pe *Error
				if o.Bytes && errors.As(err, &pe) {
					// The offset in the pattern's bytes.
					pe.Offset = utf8.RuneCountInString(e[:min(pe.Offset, len(e))])
				}
				return nil, err
			}
		}
		alts = append(alts, n)
	}
	root := alts[0]
	if len(alts) > 1 {
		root = &node{kind: nAlt, subs: alts}
	}
	if o.Line {
		root = &node{kind: nConcat, subs: []*node{{kind: nBufStart}, root, {kind: nBufEnd}}}
	} else if o.Anchored {
		root = &node{kind: nConcat, subs: []*node{{kind: nBufStart}, root}}
	} else if o.Words {
		root = &node{kind: nConcat, subs: []*node{{kind: nNotAfterWord}, root, {kind: nNotBeforeWord}}}
	}
	re := &Regexp{expr: strings.Join(exprs, "\n"), prog: root, ngroups: p.ngroups,
		fold: o.IgnoreCase, multi: o.Multiline, lineSep: '\n', warnings: p.warnings, bytes: o.Bytes}
	if o.Bytes && o.IgnoreCase {
		markASCIIFold(root)
	}
	re.byteStarts = hasByte(root, 0)
	re.setRefs()
	if err := re.compileClasses(root); err != nil {
		return nil, err
	}
	if o.Multiline && o.NulLines {
		// Go's (?m) knows only newlines, and a prefilter would need the
		// same: the backtracker matches alone.
		re.lineSep = 0
		return re, nil
	}
	flags := "(?s"
	if o.IgnoreCase && !o.Bytes {
		// In byte mode the pattern folds ASCII letters itself.
		flags += "i"
	}
	if o.Multiline {
		flags += "m"
	}
	flags += ")"
	var b strings.Builder
	if o.Words && !o.Line && !o.Anchored {
		re.words = compileWords(flags, root.subs[1], o.Bytes)
	}
	if needsBacktrack(root) || !toGo(&b, root, false) {
		b.Reset()
		toGo(&b, root, true)
		if f, err := regexp.Compile(flags + b.String()); err == nil {
			re.filter = f
		}
		return re, nil
	}
	g, err := regexp.Compile(flags + b.String())
	if err != nil {
		// Beyond RE2's limits (e.g. a{2000}): the backtracker copes.
		return re, nil
	}
	g.Longest()
	re.goRe = g
	return re, nil
}

// sedRawBytes turns GNU sed's escapes for a byte past ASCII (\xHH,
// \oNNN, \dNNN) into that byte, as sed does to the pattern's text before
// glibc reads it in a UTF-8 locale: \xc3\xa9 is then é, and a byte that
// forms no character is matched as a byte (nByte). Other escapes stay.
func sedRawBytes(e string) string {
	if !strings.Contains(e, "\\") {
		return e
	}
	var b strings.Builder
	for i := 0; i < len(e); i++ {
		if e[i] != '\\' || i+1 >= len(e) {
			b.WriteByte(e[i])
			continue
		}
		base, width := 0, 0
		switch e[i+1] {
		case 'x':
			base, width = 16, 2
		case 'o':
			base, width = 8, 3
		case 'd':
			base, width = 10, 3
		}
		j := i + 2
		for base > 0 && j < len(e) && j-i-2 < width && digitVal(e[j]) < base {
			j++
		}
		if base > 0 && j > i+2 {
			if n, err := strconv.ParseInt(e[i+2:j], base, 32); err == nil && n&0xff >= 0x80 {
				b.WriteByte(byte(n & 0xff))
				i = j - 1
				continue
			}
		}
		b.WriteString(e[i : i+2])
		i++
	}
	return b.String()
}

// hasByte reports whether n has an nByte node.
func hasByte(n *node, depth int) bool {
	if n.kind == nByte {
		return true
	}
	if depth > 10000 {
		return false
	}
	for _, s := range n.subs {
		if hasByte(s, depth+1) {
			return true
		}
	}
	return false
}

// markASCIIFold makes the ASCII letters of a byte-mode pattern match
// either case (Go's (?i) would also fold Latin-1's letters).
func markASCIIFold(n *node) {
	if n.kind == nLit {
		n.foldASCII = true
	}
	for _, s := range n.subs {
		markASCIIFold(s)
	}
}

func literalNode(s string) *node {
	cat := &node{kind: nConcat}
	for _, r := range s {
		cat.subs = append(cat.subs, &node{kind: nLit, r: r})
	}
	return cat
}

// Warnings returns GNU grep's warnings about the pattern ("* at start of
// expression").
func (re *Regexp) Warnings() []string { return re.warnings }

// String returns the source pattern.
func (re *Regexp) String() string { return re.expr }

// NumSubexp returns the number of parenthesized groups.
func (re *Regexp) NumSubexp() int { return re.ngroups }

// SplitsCharacters reports whether GNU sed, using glibc, would match this
// pattern byte by byte and find empty matches inside multibyte characters:
// glibc matches patterns made only of ASCII characters in single-byte mode,
// and such a pattern that matches the empty string (x*) then matches
// between the bytes of "é". sed copies this for fidelity. (A pattern
// with raw bytes, \xa9*, is tried at every byte by the matcher itself.)
func (re *Regexp) SplitsCharacters() bool {
	// (In byte mode every match is between bytes already.)
	return !re.bytes && re.prog != nil && asciiOnly(re.prog) && matchesEmpty(re.prog)
}

func asciiOnly(n *node) bool {
	switch n.kind {
	case nLit:
		return n.r < 0x80
	case nGroup, nConcat, nAlt, nRepeat:
		for _, s := range n.subs {
			if !asciiOnly(s) {
				return false
			}
		}
		return true
	}
	return false
}

func hasGroup(n *node) bool {
	if n.kind == nGroup {
		return true
	}
	for _, s := range n.subs {
		if hasGroup(s) {
			return true
		}
	}
	return false
}

func matchesEmpty(n *node) bool {
	switch n.kind {
	case nGroup, nAtomic:
		return matchesEmpty(n.subs[0])
	case nConcat:
		for _, s := range n.subs {
			if !matchesEmpty(s) {
				return false
			}
		}
		return true
	case nAlt:
		for _, s := range n.subs {
			if matchesEmpty(s) {
				return true
			}
		}
		return false
	case nRepeat:
		return n.min == 0 || matchesEmpty(n.subs[0])
	}
	return false
}

// LineFilter returns a regexp for searching many lines at once: run over a
// block of complete newline-terminated lines, it matches whenever some
// line of the block would match (its leftmost match starts in the first
// such line, or earlier), so a block without a match can be skipped
// whole. It is nil when the pattern has no such form (the backtracker,
// words, patterns already multi-line).
func (re *Regexp) LineFilter() *regexp.Regexp {
	if re.goRe == nil || re.words != nil || re.multi || re.bytes {
		// In byte mode the engine sees Latin-1, not the buffer's bytes.
		return nil
	}
	// Anchors at the start and end of the subject become anchors at line
	// boundaries; . does not match the newline; anything else that can
	// cross a line boundary only adds matches.
	prog, err := syntax.Parse(re.goRe.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	lineAnchors(prog)
	f, err := regexp.Compile(prog.String())
	if err != nil {
		return nil
	}
	return f
}

func lineAnchors(r *syntax.Regexp) {
	switch r.Op {
	case syntax.OpBeginText:
		r.Op = syntax.OpBeginLine
	case syntax.OpEndText:
		r.Op, r.Flags = syntax.OpEndLine, r.Flags&^syntax.WasDollar
	}
	for _, s := range r.Sub {
		lineAnchors(s)
	}
}

// Backtracking reports whether the pattern runs on the backtracking matcher.
func (re *Regexp) Backtracking() bool { return re.goRe == nil }

// Match reports whether b contains a match.
func (re *Regexp) Match(b []byte) (bool, error) {
	if re.bytes && !isASCII(b) {
		l := toLatin1(b, false)
		defer l.release()
		return re.match(l.text)
	}
	return re.match(b)
}

func (re *Regexp) match(b []byte) (bool, error) {
	if re.goRe != nil {
		return re.goRe.Match(b), nil
	}
	if re.words != nil {
		return re.words.atStart.Match(b), nil
	}
	var steps int
	loc, err := re.find(b, 0, false, &steps)
	return loc != nil, err
}

// FindSubmatchIndex returns the leftmost-longest match and its groups as
// index pairs (-1 for groups that did not take part), or nil.
func (re *Regexp) FindSubmatchIndex(b []byte) ([]int, error) {
	if re.bytes && !isASCII(b) {
		l := toLatin1(b, true)
		defer l.release()
		loc, err := re.findSubmatchIndex(l.text)
		return l.back(loc), err
	}
	return re.findSubmatchIndex(b)
}

func (re *Regexp) findSubmatchIndex(b []byte) ([]int, error) {
	if re.goRe != nil {
		return re.goRe.FindSubmatchIndex(b), nil
	}
	if re.words != nil {
		return re.words.find(b, 0), nil
	}
	var steps int
	return re.find(b, 0, !re.perl, &steps)
}

// FindAllSubmatchIndex returns up to n (all if n < 0) successive
// non-overlapping matches; an empty match right after a previous match is
// skipped, as GNU sed's s///g and grep -o do.
func (re *Regexp) FindAllSubmatchIndex(b []byte, n int) ([][]int, error) {
	if re.bytes && !isASCII(b) {
		l := toLatin1(b, true)
		defer l.release()
		locs, err := re.findAllSubmatchIndex(l.text, n)
		for _, loc := range locs {
			l.back(loc)
		}
		return locs, err
	}
	return re.findAllSubmatchIndex(b, n)
}

func (re *Regexp) findAllSubmatchIndex(b []byte, n int) ([][]int, error) {
	if re.goRe != nil {
		return re.goRe.FindAllSubmatchIndex(b, n), nil
	}
	var out [][]int
	var steps int
	pos, prevEnd := 0, -1
	step := charLen
	if re.byteStarts {
		// a pattern with raw bytes goes on at the next byte, as glibc
		step = func([]byte, int) int { return 1 }
	}
	for pos <= len(b) && (n < 0 || len(out) < n) {
		var loc []int
		var err error
		if re.words != nil {
			loc = re.words.find(b, pos)
		} else {
			loc, err = re.find(b, pos, !re.perl, &steps)
		}
		if err != nil {
			return out, err
		}
		if loc == nil {
			break
		}
		if loc[1] == loc[0] && loc[0] == prevEnd {
			// Empty match adjacent to the previous one: step over a char.
			pos = loc[0] + step(b, loc[0])
			if loc[0] >= len(b) {
				break
			}
			continue
		}
		out = append(out, loc)
		prevEnd = loc[1]
		if loc[1] > loc[0] {
			pos = loc[1]
		} else {
			if loc[0] >= len(b) {
				break
			}
			pos = loc[0] + step(b, loc[0])
		}
	}
	return out, nil
}

// wordsRe runs grep -w on Go's engine when the pattern allows: the
// pattern wrapped in non-word context, with the context consumed. Searches
// start at an offset by slicing, so the pattern must not use ^ or \`.
type wordsRe struct {
	atStart *regexp.Regexp // (\A|\W)(P)(\W|\z): after a non-word character
	inside  *regexp.Regexp // \W(P)(\W|\z): after a word character
	bytes   bool           // word characters are ASCII's
}

const nonWord = `[^\p{L}\p{Nd}_]`

func compileWords(flags string, inner *node, bytes bool) *wordsRe {
	var b strings.Builder
	if hasStartAnchor(inner) || needsBacktrack(inner) || !toGo(&b, inner, false) {
		return nil
	}
	nonWord := nonWord
	if bytes {
		nonWord = asciiNonWord
	}
	a, err1 := regexp.Compile(flags + `(?:\A|` + nonWord + `)(` + b.String() + `)(?:` + nonWord + `|\z)`)
	i, err2 := regexp.Compile(flags + nonWord + `(` + b.String() + `)(?:` + nonWord + `|\z)`)
	if err1 != nil || err2 != nil {
		return nil
	}
	a.Longest()
	i.Longest()
	return &wordsRe{a, i, bytes}
}

func hasStartAnchor(n *node) bool {
	if n.kind == nBOL || n.kind == nBufStart {
		return true
	}
	for _, s := range n.subs {
		if hasStartAnchor(s) {
			return true
		}
	}
	return false
}

// find returns the match of the wrapped pattern at or after pos, with the
// context characters dropped.
func (w *wordsRe) find(b []byte, pos int) []int {
	re := w.atStart
	if pos > 0 {
		if r, _ := utf8.DecodeLastRune(b[:pos]); isWordRune(r) && (!w.bytes || isASCIIWord(r)) {
			re = w.inside
		}
	}
	loc := re.FindSubmatchIndex(b[pos:])
	if loc == nil {
		return nil
	}
	out := loc[2:]
	for i := range out {
		if out[i] >= 0 {
			out[i] += pos
		}
	}
	return out
}

// compileClasses resolves every bracket expression's members through Go's
// own parser, so the backtracker agrees with the translation exactly.
func (re *Regexp) compileClasses(n *node) error {
	if n.kind == nClass {
		f := syntax.Perl | syntax.DotNL
		if re.fold {
			f |= syntax.FoldCase
		}
		sr, err := syntax.Parse(n.cls.goSyntax, f)
		if err != nil {
			return &Error{Msg: errBadPat}
		}
		n.cls.ranges = classRanges(sr)
		if re.fold && re.bytes {
			// The C locale folds ASCII letters only: past ASCII the
			// members are the class's own.
			plain, err := syntax.Parse(n.cls.goSyntax, f&^syntax.FoldCase)
			if err != nil {
				return &Error{Msg: errBadPat}
			}
			n.cls.ranges = asciiFoldedRanges(n.cls.ranges, classRanges(plain))
			n.cls.goSyntax = rangesSyntax(n.cls.ranges)
		}
	}
	for _, s := range n.subs {
		if err := re.compileClasses(s); err != nil {
			return err
		}
	}
	return nil
}

// classRanges returns the members of a parsed class as sorted lo,hi pairs.
func classRanges(sr *syntax.Regexp) []rune {
	switch sr.Op {
	case syntax.OpCharClass:
		return sr.Rune
	case syntax.OpLiteral:
		var ranges []rune
		for _, r := range sr.Rune {
			ranges = append(ranges, r, r)
		}
		if sr.Flags&syntax.FoldCase != 0 {
			// A one-letter class folded: let the matcher fold.
			ranges = foldRanges(ranges)
		}
		return ranges
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return []rune{0, 0x10ffff}
	}
	return nil
}

func needsBacktrack(n *node) bool {
	switch n.kind {
	case nByte, nBackref, nWordB, nNotWordB, nWordStart, nWordEnd, nNotAfterWord, nNotBeforeWord:
		return true
	case nRepeat:
		// POSIX forbids optional empty iterations ((a*){1,2} on "aa"
		// sets \1 to "aa", not ""); Go expands the interval into copies
		// that may match empty and overwrite the group. The backtracker
		// never repeats an empty iteration beyond the minimum.
		if n.max > n.min && matchesEmpty(n.subs[0]) && hasGroup(n.subs[0]) {
			return true
		}
	}
	for _, s := range n.subs {
		if needsBacktrack(s) {
			return true
		}
	}
	return false
}

// toGo writes n in Go syntax. With relaxed, constructs Go cannot express
// are widened (assertions match everywhere, back-references match any
// text) to build a prefilter; otherwise it reports false for them.
func toGo(b *strings.Builder, n *node, relaxed bool) bool {
	switch n.kind {
	case nLit:
		if f := asciiFold(n.r); n.foldASCII && f != n.r {
			b.WriteString("[" + string(n.r) + string(f) + "]")
			break
		}
		b.WriteString(regexp.QuoteMeta(string(n.r)))
	case nAny:
		// GNU's . does not match a byte that is not valid UTF-8; Go sees
		// such bytes as U+FFFD.
		b.WriteString(`[^\x{fffd}]`)
	case nByte:
		// Go sees an invalid byte as a character, and none in the middle
		// of one: the prefilter takes one character or none.
		if !relaxed {
			return false
		}
		b.WriteString(`(?s:.)?`)
	case nClass:
		b.WriteString(n.cls.goSyntax)
	case nBOL:
		b.WriteString("^")
	case nEOL:
		b.WriteString("$")
	case nBufStart:
		b.WriteString(`\A`)
	case nBufEnd:
		b.WriteString(`\z`)
	case nBackref:
		if !relaxed {
			return false
		}
		b.WriteString(`(?:.*)`)
	case nWordB, nNotWordB, nWordStart, nWordEnd, nNotAfterWord, nNotBeforeWord,
		nLookAhead, nNegLookAhead, nLookBehind, nNegLookBehind, nKeep, nEndOrNL:
		if !relaxed {
			return false
		}
		b.WriteString(`(?:)`)
	case nGroup:
		b.WriteString("(")
		if !toGo(b, n.subs[0], relaxed) {
			return false
		}
		b.WriteString(")")
	case nAtomic:
		// Matches a subset of what the plain group matches.
		if !relaxed {
			return false
		}
		b.WriteString("(?:")
		if !toGo(b, n.subs[0], relaxed) {
			return false
		}
		b.WriteString(")")
	case nConcat:
		b.WriteString("(?:")
		for _, s := range n.subs {
			if !toGo(b, s, relaxed) {
				return false
			}
		}
		b.WriteString(")")
	case nAlt:
		b.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				b.WriteString("|")
			}
			if !toGo(b, s, relaxed) {
				return false
			}
		}
		b.WriteString(")")
	case nRepeat:
		b.WriteString("(?:")
		if !toGo(b, n.subs[0], relaxed) {
			return false
		}
		b.WriteString(")")
		switch {
		case n.min == 0 && n.max < 0:
			b.WriteString("*")
		case n.min == 1 && n.max < 0:
			b.WriteString("+")
		case n.min == 0 && n.max == 1:
			b.WriteString("?")
		case n.max < 0:
			b.WriteString("{" + strconv.Itoa(n.min) + ",}")
		default:
			b.WriteString("{" + strconv.Itoa(n.min) + "," + strconv.Itoa(n.max) + "}")
		}
	}
	return true
}
