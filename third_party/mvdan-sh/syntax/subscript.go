// computerwelt: added (PATCHES.md, subscripts read as text).

package syntax

import (
	"io"
	"strings"
)

// assignIndex reads the subscript of an assignment, a[...]=v or an array
// element [...]=v, or of a parameter expansion ${a[...]}, from just after
// its '['. bash reads such a subscript as
// text up to the matching ']' (quotes, expansions and nested brackets
// skipped) and only later expands it and, for an indexed array, evaluates
// it as arithmetic. A subscript that parses as arithmetic is read as
// before (eitherIndex); any other, like `a b`, `a;b` or `]` in quotes, is
// read as one word whose blanks and operators are literal text.
func (p *Parser) assignIndex() ArithmExpr {
	if !p.lang.in(langBashLike) || p.openBquotes > 0 || p.r == escNewl || p.r == runeEOF {
		return p.eitherIndex()
	}
	text, ok := p.peekSubscript(0)
	if !ok && p.bashErrors && p.readEOF && p.quote != runeByRune {
		// bash read to the end of the input looking for the ']'.
		p.posErr(p.nextPos(), "reached EOF without matching %#q with %#q", leftBrack, rightBrack)
		return nil
	}
	if !ok || text == "" || p.subscriptIsArithm(text) {
		return p.eitherIndex()
	}
	return p.subscriptWord(text)
}

// peekSubscript returns the text from skip bytes after p.r up to the ']'
// that closes the subscript, reading more input if needed, without
// consuming it.
func (p *Parser) peekSubscript(skip uint) (string, bool) {
	for {
		start := p.bsp - uint(p.w) + skip
		if end := subscriptEnd(p.bs[start:]); end >= 0 {
			return string(p.bs[start : start+uint(end)]), true
		}
		if !p.peekMore(start - skip) {
			return "", false
		}
	}
}

// peekMore reads more input after what is buffered, keeping the bytes
// from p.bs[keep:] on; it reports false when nothing more can be read.
func (p *Parser) peekMore(keep uint) bool {
	if p.readEOF || p.readErr != nil || p.err != nil {
		return false
	}
	left := len(p.bs) - int(keep)
	if left >= len(p.readBuf) {
		return false
	}
	copy(p.readBuf[:left], p.bs[keep:])
	p.offs += int64(keep)
	p.bsp -= keep
	for {
		n, err := p.src.Read(p.readBuf[left:])
		p.readErr = err
		if err == io.EOF {
			p.readEOF = true
		}
		p.bs = p.readBuf[:left+n]
		if n > 0 {
			return true
		}
		if err != nil {
			return false
		}
	}
}

// subscriptEnd returns the index in b of the ']' closing a subscript that
// starts at b[0], or -1 when b ends first. Quotes, backslashes, $(...),
// ${...}, backquotes and nested brackets are skipped, as bash's
// parse_matched_pair does.
func subscriptEnd(b []byte) int {
	depth := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '[':
			depth++
		case ']':
			if depth == 0 {
				return i
			}
			depth--
		case '\'', '"', '`':
			j := quoteEnd(b, i)
			if j < 0 {
				return -1
			}
			i = j
		case '$':
			if i+1 < len(b) && (b[i+1] == '(' || b[i+1] == '{') {
				j := groupEnd(b, i+1)
				if j < 0 {
					return -1
				}
				i = j
			}
		}
	}
	return -1
}

// quoteEnd returns the index of the quote closing the one at b[i], or -1.
func quoteEnd(b []byte, i int) int {
	q := b[i]
	for j := i + 1; j < len(b); j++ {
		switch {
		case b[j] == '\\' && q != '\'':
			j++
		case b[j] == q:
			return j
		case q == '"' && b[j] == '$' && j+1 < len(b) && (b[j+1] == '(' || b[j+1] == '{'):
			k := groupEnd(b, j+1)
			if k < 0 {
				return -1
			}
			j = k
		}
	}
	return -1
}

// groupEnd returns the index of the ')' or '}' closing the bracket at
// b[i], or -1.
func groupEnd(b []byte, i int) int {
	open, close := b[i], byte(')')
	if open == '{' {
		close = '}'
	}
	depth := 0
	for j := i; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '\'', '"', '`':
			k := quoteEnd(b, j)
			if k < 0 {
				return -1
			}
			j = k
		case open:
			depth++
		case close:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// subParser returns a parser of p's language whose positions continue
// from pos.
func (p *Parser) subParser(src string, pos Pos) *Parser {
	sub := NewParser(Variant(p.lang))
	sub.reset()
	sub.f = &File{}
	sub.src = strings.NewReader(src)
	sub.offs, sub.line, sub.col = int64(pos.Offset()), int64(pos.Line()), int64(pos.Col())
	sub.rune()
	return sub
}

// subscriptIsArithm reports whether text parses as the arithmetic of a
// subscript, as eitherIndex reads it.
func (p *Parser) subscriptIsArithm(text string) bool {
	sub := p.subParser(text+"]", p.nextPos())
	sub.quote = paramExpArithm
	sub.next()
	if sub.tok == star || sub.tok == at {
		sub.tok, sub.val = _LitWord, sub.tok.String()
	}
	sub.followArithm(leftBrack, sub.pos)
	return sub.err == nil && sub.tok == rightBrack && sub.r == runeEOF
}

// subscriptWord reads the subscript text as one word, with p.r its first
// character, and moves p past the closing ']' to the next token.
func (p *Parser) subscriptWord(text string) ArithmExpr {
	start := p.nextPos()
	sub := p.subParser(text, start)
	sub.quote = subscriptText
	sub.next()
	w := &Word{Parts: sub.wordParts(nil)}
	if sub.err != nil {
		p.errPass(sub.err)
		return w
	}
	end := int64(start.Offset()) + int64(len(text))
	for p.r != runeEOF && p.offs+int64(p.bsp)-int64(p.w) < end {
		p.rune()
	}
	if len(w.Parts) == 0 {
		w.Parts = []WordPart{p.lit(start, "")}
	}
	p.rune()           // the ']'
	p.tok = rightBrack // for a list's [k]+=v
	p.next()
	return w
}

// advanceLitSubscript reads literal text of a subscript word: everything
// but quotes and expansions, backslashes escaping the next character.
func (p *Parser) advanceLitSubscript(r rune) {
	tok := _LitWord
loop:
	for p.newLit(r); r != runeEOF; r = p.rune() {
		switch r {
		case '\\':
			p.rune()
		case '\'', '"', '`', '$':
			tok = _Lit
			break loop
		}
	}
	p.tok, p.val = tok, p.endLit()
}

// declSubscriptIsWords reports whether the subscript of a declaration
// builtin's argument, with p.r its '[', is lexed as ordinary words: bash
// does not read those subscripts as text, so `declare a[x y]=1` is two
// words and `declare a[x;y]=1` ends at the ';'. Subscripts without blanks
// or operators are read as arithmetic, as before.
func (p *Parser) declSubscriptIsWords() bool {
	if !p.lang.in(langBashLike) || p.openBquotes > 0 || p.r != '[' {
		return false
	}
	text, ok := p.peekSubscript(1)
	if !ok {
		return false
	}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\\':
			i++
		case '\'', '"', '`':
			if j := quoteEnd([]byte(text), i); j > 0 {
				i = j
			}
		case '$':
			if i+1 < len(text) && (text[i+1] == '(' || text[i+1] == '{') {
				if j := groupEnd([]byte(text), i+1); j > 0 {
					i = j
				}
			}
		case ' ', '\t', '\n', ';', '&', '|', '<', '>', '(', ')':
			return true
		}
	}
	return false
}

// bracketAhead peeks at the subscript whose text starts skip bytes after
// p.r and reports whether its ']' is there and whether = or += follows
// it. bash reads a name's [...] at a command's start, or a list
// element's, as one piece (parse_matched_pair), and the word is an
// assignment only when = or += follows the ']'.
func (p *Parser) bracketAhead(skip uint) (closed, assign bool) {
	if !p.lang.in(langBashLike) || p.openBquotes > 0 {
		return false, false
	}
	text, ok := p.peekSubscript(skip)
	if !ok {
		return false, false
	}
	for {
		at := p.bsp - uint(p.w) // p.r's offset
		b := p.bs[at+skip+uint(len(text))+1:]
		switch {
		case len(b) >= 2 || len(b) == 1 && b[0] != '+':
			return true, b[0] == '=' || b[0] == '+' && b[1] == '='
		case !p.peekMore(at):
			return true, false
		}
	}
}

// notAssign reports whether the name in p.tok, with p.r its '[', begins
// a word that is no assignment though it looks like one: a[], a[x y],
// a[1]x=1 at a command's start are command names for bash.
func (p *Parser) notAssign() bool {
	if p.eqlOffs > 0 || p.r != '[' || !p.tok.isLit() || !ValidName(p.val) {
		return false
	}
	closed, assign := p.bracketAhead(1)
	return closed && !assign
}

// bracketWord reads such a word: the name in p.tok (or, in an array
// list, nothing: the '[' was the token leftBrack) and its [...], whose
// blanks and operators are literal, then what follows it unspaced.
func (p *Parser) bracketWord() *Word {
	pos, prefix := p.pos, ""
	if p.tok != leftBrack {
		prefix = p.val
		p.rune() // the '['
	}
	text, _ := p.peekSubscript(0)
	parts := []WordPart{p.lit(pos, prefix+"[")}
	start := p.nextPos()
	if text != "" {
		sub := p.subParser(text, start)
		sub.quote = subscriptText
		sub.next()
		parts = append(parts, sub.wordParts(nil)...)
		if sub.err != nil {
			p.errPass(sub.err)
			return &Word{Parts: parts}
		}
	}
	end := int64(start.Offset()) + int64(len(text))
	for p.r != runeEOF && p.offs+int64(p.bsp)-int64(p.w) < end {
		p.rune()
	}
	rb := p.nextPos()
	p.rune() // the ']'
	parts = append(parts, p.lit(rb, "]"))
	p.next()
	if !p.spaced {
		parts = append(parts, p.wordParts(nil)...)
	}
	return &Word{Parts: parts}
}
