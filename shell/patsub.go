package shell

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/pattern"
	"mvdan.cc/sh/v3/syntax"
)

// Pattern matching inside parameter expansions: ${v#pat} and ${v%pat}
// (removePattern), ${v/pat/with} and its forms (replace), as bash's
// remove_upattern, pat_subst and match_upattern do it.

// patMatcher tests strings against one shell pattern: through regular
// expressions where they can say it, else (a !(...) group) through the
// extglob matcher, which takes one whole string at a time. It is a value
// made from the pattern's cached patPlan: a ${v//[0-9]/x} in a loop
// translates and compiles its pattern once, not at every expansion.
type patMatcher struct {
	r       *runner
	pat     string
	nocase  bool
	literal bool           // no pattern characters: the pattern is the text
	expr    string         // the pattern as a regular expression, "" for the extglob matcher
	entire  *regexp.Regexp // expr matching a whole string
}

// patPlan is what a pattern compiles to for given options: the
// matcher's parts and, for ${v/pat/with}, the finder's. Plans are shared
// by all shells (they hold nothing of a shell's) in patPlans, keyed by
// the options and the pattern; a pattern longer than maxPlanPattern is
// compiled for its expansion only, so that the cache's size is bounded by
// maxCached short keys.
type patPlan struct {
	ok      bool // the pattern can be matched (a regular expression, or the extglob matcher)
	literal bool
	expr    string
	entire  *regexp.Regexp
	// For ${v/pat/with} (a finder's plan): whether it can find, its
	// leftmost-longest regular expression anchored as the form says, the
	// leading * and bash's MATCHLEN.
	findOK bool
	re     *regexp.Regexp
	star   bool
	fixed  int
}

var patPlans = &regexpCache[*patPlan]{m: map[string]*patPlan{}}

const maxPlanPattern = 256

// Plan kinds in patPlans' keys: a matcher alone, or a finder anchored as
// its matchAny, matchBeg or matchEnd says.
const planMatcher = 3

// plan returns the cached plan of pat for kind (planMatcher or an mtype).
func (r *runner) plan(pat string, nocase bool, kind int) *patPlan {
	ext := r.opts.extglob
	flags := byte(kind) // 0 to 3
	if ext {
		flags |= 4
	}
	if nocase {
		flags |= 8
	}
	if len(pat) > maxPlanPattern {
		return buildPlan(pat, ext, nocase, kind)
	}
	// The key is built on the stack: a hit allocates nothing.
	var kb [maxPlanPattern + 1]byte
	k := append(append(kb[:0], flags), pat...)
	if p, ok := patPlans.loadBytes(k); ok {
		return p
	}
	p := buildPlan(pat, ext, nocase, kind)
	patPlans.Store(string(k), p)
	return p
}

func buildPlan(pat string, ext, nocase bool, kind int) *patPlan {
	p := &patPlan{}
	if !hasGlobMeta(pat, ext) && !strings.Contains(pat, "\\") && !nocase {
		p.ok, p.literal, p.expr = true, true, regexp.QuoteMeta(pat)
	} else {
		mode := bashBrackets
		if ext {
			mode |= pattern.ExtendedOperators
		}
		if nocase {
			mode |= pattern.NoGlobCase
		}
		expr, err := pattern.Regexp(pat, mode)
		if err == nil {
			p.entire, err = compilePattern(pat, mode|pattern.EntireString)
		}
		if err != nil {
			// !(...), which regular expressions cannot say
			p.ok = ext && hasExtglobOp(pat)
		} else {
			p.ok, p.expr = true, expr
		}
	}
	if kind == planMatcher || !p.ok {
		return p
	}
	p.star, p.fixed = strings.HasPrefix(pat, "*"), patsubMatchLen(pat)
	if p.expr == "" {
		p.findOK = true
		return p
	}
	expr := p.expr
	switch kind {
	case matchBeg:
		expr = "^(?:" + expr + ")"
	case matchEnd:
		expr = "(?:" + expr + ")$"
	}
	var err error
	p.re, err = compileLongest(expr)
	p.findOK = err == nil
	return p
}

func (r *runner) patMatcher(pat string, nocase bool) (patMatcher, bool) {
	p := r.plan(pat, nocase, planMatcher)
	return p.matcher(r, pat, nocase), p.ok
}

func (p *patPlan) matcher(r *runner, pat string, nocase bool) patMatcher {
	return patMatcher{r: r, pat: pat, nocase: nocase, literal: p.literal, expr: p.expr, entire: p.entire}
}

// whole reports whether s matches the pattern entirely.
func (m *patMatcher) whole(s string) bool {
	switch {
	case m.literal:
		return s == m.pat
	case m.entire != nil:
		return m.entire.MatchString(s)
	}
	return matchExtglob(m.r.ctx, m.pat, s, m.nocase)
}

// compileLongest compiles a regular expression that prefers the longest
// match, as bash's matcher does (cached apart from the leftmost-first
// ones the same text compiles to).
func compileLongest(expr string) (*regexp.Regexp, error) {
	if re, ok := reCache.Load("longest:" + expr); ok {
		return re, nil
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, err
	}
	re.Longest()
	reCache.Store("longest:"+expr, re)
	return re, nil
}

// removePattern implements ${v#pat}, ${v##pat}, ${v%pat} and ${v%%pat}.
func (r *runner) removePattern(v, pat string, op syntax.ParExpOperator) string {
	if r.bytewise(v, pat) {
		return runesAsBytes(r.removeChars(bytesAsRunes(v), bytesAsRunes(pat), op))
	}
	return r.removeChars(v, pat, op)
}

func (r *runner) removeChars(v, pat string, op syntax.ParExpOperator) string {
	prefix := op == syntax.RemSmallPrefix || op == syntax.RemLargePrefix
	large := op == syntax.RemLargePrefix || op == syntax.RemLargeSuffix
	if !hasGlobMeta(pat, true) && !strings.Contains(pat, "\\") {
		// What patMatcher calls literal, without building a matcher.
		if prefix {
			return strings.TrimPrefix(v, pat)
		}
		return strings.TrimSuffix(v, pat)
	}
	m, ok := r.patMatcher(pat, false)
	if !ok && endsInBackslash(pat) && (r.opts.extglob || !hasExtglobOp(pat)) {
		// A lone backslash at the end matches itself (bash's matcher);
		// the matcher that is no regular expression takes it so.
		m, ok = patMatcher{r: r, pat: pat}, true
	}
	if !ok {
		return v
	}
	if m.literal {
		if prefix {
			return strings.TrimPrefix(v, pat)
		}
		return strings.TrimSuffix(v, pat)
	}
	// Candidate split points at rune boundaries.
	var cuts []int
	for i := range v {
		cuts = append(cuts, i)
	}
	cuts = append(cuts, len(v))
	for k := range cuts {
		if r.ctx.Err() != nil {
			return v
		}
		// The shortest prefix or suffix first, or the longest.
		c := cuts[k]
		if prefix == large {
			c = cuts[len(cuts)-1-k]
		}
		if prefix && m.whole(v[:c]) {
			return v[c:]
		}
		if !prefix && m.whole(v[c:]) {
			return v[:c]
		}
	}
	return v
}

// endsInBackslash reports whether pat ends with a backslash that
// escapes nothing.
func endsInBackslash(pat string) bool {
	n := 0
	for i := len(pat) - 1; i >= 0 && pat[i] == '\\'; i-- {
		n++
	}
	return n%2 == 1
}

// replace implements ${v/pat/with}, ${v//pat/with}, ${v/#pat/with} and
// ${v/%pat/with}; shopt nocasematch makes the pattern ignore case.
func (r *runner) replace(v, pat, with string, all bool) string {
	if r.bytewise(v, pat) {
		return runesAsBytes(r.replaceChars(bytesAsRunes(v), bytesAsRunes(pat), bytesAsRunes(with), all))
	}
	return r.replaceChars(v, pat, with, all)
}

// Where a pattern of ${v/pat/with} may match: anywhere, at the start
// (/#), at the end (/%).
const (
	matchAny = iota
	matchBeg
	matchEnd
)

func (r *runner) replaceChars(v, pat, with string, all bool) string {
	// A leading # or % anchors only ${v/pat/with}: after // bash takes
	// it as a literal character of the pattern (MATCH_GLOBREP wins).
	mtype := matchAny
	switch {
	case all:
	case strings.HasPrefix(pat, "#"):
		mtype, pat = matchBeg, pat[1:]
	case strings.HasPrefix(pat, "%"):
		mtype, pat = matchEnd, pat[1:]
	}
	if pat == "" && mtype == matchAny {
		return v
	}
	nocase := r.opts.nocasematch
	p := r.plan(pat, nocase, mtype)
	if !p.ok || !p.findOK {
		return v
	}
	f := patFinder{m: p.matcher(r, pat, nocase), mtype: mtype, re: p.re, star: p.star, fixed: p.fixed}
	if !all || mtype != matchAny || v == "" {
		s, e, ok := f.find(v)
		if !ok {
			return v
		}
		return v[:s] + withMatch(with, v[s:e]) + v[e:]
	}
	// Every match, left to right; an empty match is replaced and the
	// character after it copied.
	var b strings.Builder
	str := 0
	for str < len(v) && r.ctx.Err() == nil {
		s, e, ok := f.find(v[str:])
		if !ok {
			break
		}
		b.WriteString(v[str : str+s])
		b.WriteString(withMatch(with, v[str+s:str+e]))
		str += e
		if s == e && str < len(v) {
			_, size := utf8.DecodeRuneInString(v[str:])
			b.WriteString(v[str : str+size])
			str += size
		}
	}
	b.WriteString(v[str:])
	return b.String()
}

// patFinder finds a match of ${v/pat/with}'s pattern as match_upattern
// does: the leftmost and there the longest (/ and //), the longest
// prefix (/#), the longest suffix (/%).
type patFinder struct {
	m     patMatcher
	mtype int
	re    *regexp.Regexp // leftmost-longest, anchored as mtype says; nil for the extglob matcher
	star  bool           // the pattern starts with *: for / and /#, only such a pattern (or an empty one after #) matches at the end of the value, an empty value included (bash's match_pattern_char)
	fixed int            // bash's MATCHLEN, -1 for none
}

func (f *patFinder) find(v string) (start, end int, ok bool) {
	if v == "" && f.mtype != matchEnd && !f.star && f.m.pat != "" {
		return 0, 0, false
	}
	switch {
	case f.m.literal && f.m.pat != "":
		// Text without pattern characters: found as text, not through a
		// regular expression (${x//a/aa} over megabytes: one pass).
		start, ok = f.literal(v)
		end = start + len(f.m.pat)
	case f.re == nil:
		start, end, ok = f.search(v)
	default:
		if loc := f.re.FindStringIndex(v); loc != nil {
			start, end, ok = loc[0], loc[1], true
		}
	}
	if !ok || start == len(v) && f.mtype == matchAny && !f.star {
		return 0, 0, false
	}
	// Every match of a pattern with a MATCHLEN has one length; bash tries
	// only that many characters.
	if f.fixed >= 0 && utf8.RuneCountInString(v[start:end]) != f.fixed {
		return 0, 0, false
	}
	return start, end, true
}

// literal finds a literal pattern where mtype allows it.
func (f *patFinder) literal(v string) (int, bool) {
	pat := f.m.pat
	switch f.mtype {
	case matchBeg:
		return 0, strings.HasPrefix(v, pat)
	case matchEnd:
		return len(v) - len(pat), strings.HasSuffix(v, pat)
	}
	i := strings.Index(v, pat)
	return i, i >= 0
}

// search is find for the extglob matcher: each candidate substring
// whole, as bash tries them.
func (f *patFinder) search(v string) (start, end int, ok bool) {
	cuts := make([]int, 0, len(v)+1)
	for i := range v {
		cuts = append(cuts, i)
	}
	cuts = append(cuts, len(v))
	ctx := f.m.r.ctx
	switch f.mtype {
	case matchBeg:
		for k := len(cuts) - 1; k >= 0 && ctx.Err() == nil; k-- {
			if f.m.whole(v[:cuts[k]]) {
				return 0, cuts[k], true
			}
		}
	case matchEnd:
		for _, c := range cuts {
			if ctx.Err() != nil {
				break
			}
			if f.m.whole(v[c:]) {
				return c, len(v), true
			}
		}
	default:
		for i, s := range cuts {
			if s == len(v) && !f.star {
				break
			}
			for k := len(cuts) - 1; k >= i && ctx.Err() == nil; k-- {
				if f.m.whole(v[s:cuts[k]]) {
					return s, cuts[k], true
				}
			}
		}
	}
	return 0, 0, false
}

// patsubMatchLen is bash's MATCHLEN (lib/glob/gm_loop.c): the number of
// characters a pattern without * or an extglob group matches, -1 for one
// with them. ${v/pat/with} tries only substrings of that length. It reads
// a bracket expression as closed by the first ] after its first
// character, so [!]] and [^]] (a negated ] to the matcher) count as two
// characters: bash's ${s//[^]]/z} replaces nothing.
func patsubMatchLen(pattern string) int {
	pat := append([]rune(pattern), 0) // NUL-terminated, as bash reads it
	n, i := 0, 0
	for pat[i] != 0 {
		c := pat[i]
		i++
		switch c {
		case '\\':
			n++
			if pat[i] == 0 {
				return n
			}
			i++
		case '*':
			return -1
		case '?', '+', '!', '@':
			if pat[i] == '(' {
				return -1
			}
			n++
		case '[':
			n += bracketMatchLen(pat, &i)
		default:
			n++
		}
	}
	return n
}

// bracketMatchLen reads a bracket expression from pat[*i] (after its [)
// as MATCHLEN does: 1 when it is closed, else the characters it spans
// (matched literally), leaving *i at the end of the pattern.
func bracketMatchLen(pat []rune, i *int) int {
	length := 1
	inClass, inColl, inEquiv := false, false, false
	c := pat[*i]
	*i++
	for {
		switch {
		case c == 0:
			*i--
			return length
		case c == '\\':
			length++
			if pat[*i] == 0 {
				return length
			}
			*i++
			if pat[*i] == 0 {
				return length
			}
		case c == '[' && pat[*i] == ':':
			*i++
			length++
			inClass = true
		case inClass && c == ':' && pat[*i] == ']':
			*i++
			length++
			inClass = false
		case c == '[' && (pat[*i] == '.' || pat[*i] == '='):
			if pat[*i] == '.' {
				inColl = true
			} else {
				inEquiv = true
			}
			*i++
			length++
			if pat[*i] == ']' {
				*i++
				length++
			}
		case inColl && c == '.' && pat[*i] == ']', inEquiv && c == '=' && pat[*i] == ']':
			*i++
			length++
			inColl, inEquiv = false, false
		default:
			length++
		}
		c = pat[*i]
		*i++
		if c == ']' {
			return 1
		}
	}
}
