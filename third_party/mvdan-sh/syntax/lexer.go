// Copyright (c) 2016, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package syntax

import (
	"bytes"
	"io"
	"strconv"
	"unicode/utf8"
)

func asciiLetter[T rune | byte](r T) bool {
	return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')
}

func asciiDigit[T rune | byte](r T) bool {
	return r >= '0' && r <= '9'
}

// bytes that form or start a token
func regOps(r rune) bool {
	switch r {
	case ';', '"', '\'', '(', ')', '$', '|', '&', '>', '<', '`':
		return true
	}
	return false
}

// tokenize these inside parameter expansions
func paramOps(r rune) bool {
	switch r {
	case '}', '#', '!', ':', '-', '+', '=', '?', '%', '[', ']', '/', '^',
		',', '@', '*':
		return true
	}
	return false
}

// tokenize these inside arithmetic expansions
func arithmOps(r rune) bool {
	switch r {
	case '+', '-', '!', '~', '*', '/', '%', '(', ')', '^', '<', '>', ':', '=',
		',', '?', '|', '&', '[', ']', '#', '.':
		return true
	}
	return false
}

func bquoteEscaped(b byte) bool {
	switch b {
	case '$', '`', '\\':
		return true
	}
	return false
}

// Sentinel rune values used by [Parser.rune]. They are above [utf8.MaxRune]
// so that they can never collide with runes decoded from the input.
const (
	runeEOF rune = utf8.MaxRune + 1 // the input ran out, or we stopped early
	escNewl rune = utf8.MaxRune + 2 // an escaped newline, "\\\n"
	// computerwelt: litBslash is a backslash that escapes nothing: bash
	// reads `echo \\` as the text echo \, whose backslash is the last
	// character: a literal one, not an escape of the closing backquote.
	litBslash rune = utf8.MaxRune + 3
)

func (p *Parser) rune() rune {
	if p.r == '\n' || p.r == escNewl {
		// p.r instead of b so that newline
		// character positions don't have col 0.
		p.line++
		p.col = 0
	}
	p.col += int64(p.w)
	bquotes := 0
retry:
	if p.bsp >= uint(len(p.bs)) && p.fill() == 0 {
		if len(p.bs) == 0 {
			// Necessary for the last position to be correct.
			// TODO: this is not exactly intuitive; figure out a better way.
			p.bsp = 1
		}
		p.r = runeEOF
		p.w = 1
		return p.r
	}
	if b := p.bs[p.bsp]; b < utf8.RuneSelf {
		p.bsp++
		switch b {
		case '\x00':
			// Ignore null bytes while parsing, like bash.
			p.col++
			goto retry
		case '\r':
			if !p.keepCR && p.peek() == '\n' { // \r\n turns into \n
				p.col++
				goto retry
			}
		case '\\':
			if p.r == '\\' {
			} else if p.peek() == '\n' {
				p.bsp++
				p.w, p.r = 1, escNewl
				p.escNewlBq = bquotes
				return escNewl
			} else if p1, p2 := p.peekTwo(); !p.keepCR && p1 == '\r' && p2 == '\n' { // \\\r\n turns into \\\n
				p.col++
				p.bsp += 2
				p.w, p.r = 2, escNewl
				return escNewl
			}
			// TODO: why is this necessary to ensure correct position info?
			p.readEOF = false
			if p.openBquotes > 0 && p.bsp < uint(len(p.bs)) &&
				((bquotes < bquoteEscs(p.openBquotes) && bquoteEscaped(p.bs[p.bsp])) ||
					// Backquotes within double quotes also escape double quotes.
					(bquotes < p.openBquoteDbls && p.bs[p.bsp] == '"')) {
				// We turn backquote command substitutions into $(),
				// so we remove the extra backslashes needed by the backquotes.
				bquotes++
				p.col++
				goto retry
			}
			if bquotes > 0 && p.openBquotes == 1 && p.bsp < uint(len(p.bs)) && p.bs[p.bsp] == '`' {
				// computerwelt: \\ right before the closing backquote.
				if p.litBs != nil {
					p.litBs = append(p.litBs, b)
				}
				p.w, p.r = 1, litBslash
				return p.r
			}
		}
		if b == '`' {
			p.lastBquoteEsc = bquotes
		}
		if p.litBs != nil {
			p.litBs = append(p.litBs, b)
		}
		p.w, p.r = 1, rune(b)
		return p.r
	}
decodeRune:
	var w int
	p.r, w = utf8.DecodeRune(p.bs[p.bsp:])
	if p.r == utf8.RuneError && !utf8.FullRune(p.bs[p.bsp:]) {
		// we need more bytes to read a full non-ascii rune
		if p.fill() > 0 {
			goto decodeRune
		}
	}
	if p.litBs != nil {
		p.litBs = append(p.litBs, p.bs[p.bsp:p.bsp+uint(w)]...)
	}
	p.bsp += uint(w)
	if p.r == utf8.RuneError && w == 1 && !p.bashErrors {
		// computerwelt: bash reads bytes, and an invalid one is a
		// word character like any other (v=uni$'\x81'code).
		p.posErr(p.nextPos(), "invalid UTF-8 encoding")
	}
	p.w = w
	return p.r
}

// slide moves the bytes not read yet to the start of readBuf and
// returns how many there are; p.bs and p.bsp are the caller's to set.
// computerwelt: out of fill, for hdocParenEnd too.
func (p *Parser) slide() int {
	p.offs += int64(p.bsp)
	left := len(p.bs) - int(p.bsp)
	copy(p.readBuf[:left], p.readBuf[p.bsp:])
	return left
}

// fill reads more bytes from the input src into readBuf.
// Any bytes that had not yet been used at the end of the buffer
// are slid into the beginning of the buffer.
// The number of read bytes is returned, which is at least one
// unless a read error occurred, such as [io.EOF].
func (p *Parser) fill() (n int) {
	if p.readEOF || p.r == runeEOF {
		// If the reader already gave us [io.EOF], do not try again.
		// If we decided to stop for any reason, do not bother reading either.
		return 0
	}
	left := p.slide()
readAgain:
	n, err := 0, p.readErr
	if err == nil {
		n, err = p.src.Read(p.readBuf[left:])
		p.readErr = err
		if err == io.EOF {
			p.readEOF = true
		}
	}
	if n == 0 {
		if err == nil {
			goto readAgain
		}
		// don't use p.errPass as we don't want to overwrite p.tok
		if err != io.EOF {
			p.err = err
		}
		if left > 0 {
			p.bs = p.readBuf[:left]
		} else {
			p.bs = nil
		}
	} else {
		p.bs = p.readBuf[:left+n]
	}
	p.bsp = 0
	return n
}

func (p *Parser) nextKeepSpaces() {
	r := p.r
	if p.quote != hdocBody && p.quote != hdocBodyTabs {
		// Heredocs handle escaped newlines in a special way, but others do not.
		for r == escNewl {
			r = p.rune()
		}
	}
	p.pos = p.nextPos()
	switch p.quote {
	case runeByRune:
		p.tok = illegalTok
	case dblQuotes:
		switch r {
		case '`', '"', '$':
			p.tok = p.dqToken(r)
		default:
			p.advanceLitDquote(r)
		}
	case hdocBody, hdocBodyTabs:
		switch r {
		case '`', '$':
			if p.pos.Col() == 1 && p.hdocStopAt([]byte{byte(r)}) {
				// computerwelt: a delimiter like ${a} (see ensureNoNested).
				p.tok = _Newl
				p.hdocStops[len(p.hdocStops)-1] = nil
				break
			}
			p.tok = p.dqToken(r)
		default:
			p.advanceLitHdoc(r)
		}
	case subscriptText: // computerwelt: added, see assignIndex.
		switch r {
		case '`', '"', '$', '\'':
			p.tok = p.regToken(r)
		default:
			p.advanceLitSubscript(r)
		}
	case paramExpRepl:
		if r == '/' {
			p.rune()
			p.tok = slash
			break
		}
		fallthrough
	case paramExpExp:
		switch r {
		case '}':
			p.tok = p.paramToken(r)
		case '`', '"', '$', '\'':
			p.tok = p.regToken(r)
		case '<', '>':
			if p.peProcSubst(r) {
				p.tok = p.regToken(r)
				break
			}
			p.advanceLitOther(r)
		default:
			p.advanceLitOther(r)
		}
	}
	if p.err != nil {
		p.tok = _EOF
	}
}

func (p *Parser) next() {
	if p.r == runeEOF {
		p.tok = _EOF
		return
	}
	p.spaced = false
	if p.quote&allKeepSpaces != 0 {
		p.nextKeepSpaces()
		return
	}
	if p.quote == testExprRegexp && p.rxOpenParens > 0 && p.bashErrors {
		// computerwelt: inside a ( of the regex, blanks, newlines and
		// ; & < > are the word's too, after a quote or an expansion as
		// before it (bash reads the ( to its matching )).
		p.pos = p.nextPos()
		switch r := p.r; r {
		case '"', '\'', '$', '`':
			p.tok = p.regToken(r)
		default:
			p.advanceLitRe(r)
		}
		return
	}
	r := p.r
	for r == escNewl {
		r = p.rune()
	}
skipSpace:
	for {
		switch r {
		case runeEOF:
			p.tok = _EOF
			return
		case escNewl:
			r = p.rune()
		case ' ', '\t', '\r':
			if r == '\r' && p.keepCR {
				break skipSpace // computerwelt: see KeepCR
			}
			p.spaced = true
			r = p.rune()
		case '\n':
			if p.tok == _Newl {
				// merge consecutive newline tokens
				r = p.rune()
				continue
			}
			p.spaced = true
			p.tok = _Newl
			if p.quote != hdocWord && len(p.heredocs) > p.buriedHdocs {
				p.doHeredocs()
			}
			return
		default:
			break skipSpace
		}
	}
	if p.stopAt != nil && (p.spaced || p.tok == illegalTok || p.stopToken()) {
		// Note that the buffer may have been refilled since we read r,
		// such as when peeking at the byte which follows a backslash,
		// in which case r's bytes are gone and we cannot match on them.
		w := uint(utf8.RuneLen(r))
		if p.bsp >= w && bytes.HasPrefix(p.bs[p.bsp-w:], p.stopAt) {
			p.r = runeEOF
			p.w = 1
			p.tok = _EOF
			return
		}
	}
	p.pos = p.nextPos()
	switch {
	case p.quote&allRegTokens != 0:
		switch r {
		case ';', '"', '\'', '(', ')', '$', '|', '&', '>', '<', '`':
			if r == '<' && p.lang.in(LangZsh) && p.zshNumRange() {
				p.advanceLitNone(r)
				return
			}
			p.tok = p.regToken(r)
		case '#':
			// If we're parsing $foo#bar, ${foo}#bar, 'foo'#bar, or "foo"#bar,
			// #bar is a continuation of the same word, not a comment.
			// The same applies inside [[ ]] tests, where '#' has no comment meaning.
			if !p.spaced && (p.quote == unquotedWordCont || p.quote == testExpr) {
				p.advanceLitNone(r)
				return
			}
			p.comment()
		case '[':
			// `[` only starts an `[idx]=val` element when it begins a new word;
			// otherwise it continues a glob like `foo[0-9]`.
			if p.quote == arrayElems && (p.spaced || p.tok == leftParen || p.tok == _Newl) {
				p.rune()
				p.tok = leftBrack
			} else {
				p.advanceLitNone(r)
			}
		case '=':
			if p.peek() == '(' {
				p.rune()
				p.rune()
				p.tok = assgnParen
			} else if p.quote == arrayElems {
				p.rune()
				p.tok = assgn
			} else {
				p.advanceLitNone(r)
			}
		case '?', '*', '+', '@', '!':
			if r == '+' && p.quote == arrayElems && p.tok == rightBrack && p.peek() == '=' {
				// computerwelt: [k]+=value appends to an element.
				p.rune()
				p.rune()
				p.tok = addAssgn
				return
			}
			if p.extendedGlob(p.quote == unquotedWordCont && !p.spaced) {
				switch r {
				case '?':
					p.tok = globQuest
				case '*':
					p.tok = globStar
				case '+':
					p.tok = globPlus
				case '@':
					p.tok = globAt
				case '!':
					p.tok = globExcl
				}
				p.rune()
				p.rune()
			} else {
				p.advanceLitNone(r)
			}
		default:
			p.advanceLitNone(r)
		}
	case p.quote == paramExpArithm && r == '#':
		// '#' is mksh's unsigned prefix, which only [ArithmExp] and [ArithmCmd]
		// can represent, so in a subscript it starts a literal instead;
		// it can be part of an associative array key, like in ${args[cmd,#]}.
		p.advanceLitOther(r)
	case p.quote == arithmExprLet && r == '#' && p.spaced:
		// computerwelt: let's arguments are words, so a '#' that begins
		// one starts a comment, as in `let x=1  # note`.
		p.comment()
	case p.quote == arithmExprLet && (r == '<' || r == '>'):
		// computerwelt: an unquoted < or > in let's words starts a
		// redirection, as in bash: let 'x=1/0' >/dev/null, let x=1<in.
		p.tok = p.regToken(r)
	case p.quote == arithmExprLet && p.spaced && r >= '0' && r <= '9' && p.digitsThenRedir():
		// computerwelt: so does a word of digits before it: 2>&1.
		p.advanceLitNone(r)
	case p.quote&allArithmExpr != 0 && arithmOps(r):
		p.tok = p.arithmToken(r)
	case p.quote&allParamExp != 0 && paramOps(r):
		p.tok = p.paramToken(r)
	case p.quote == testExprRegexp:
		if !p.rxFirstPart && p.spaced {
			p.quote = testExpr
			goto skipSpace
		}
		p.rxFirstPart = false
		switch r {
		case ';', '"', '\'', '$', '&', '>', '<', '`':
			p.tok = p.regToken(r)
		case ')':
			if p.rxOpenParens > 0 {
				// continuation of open paren
				p.advanceLitRe(r)
			} else {
				p.tok = rightParen
				p.quote = testExpr
				p.rune() // we are tokenizing manually
			}
		default: // including '(', '|'
			p.advanceLitRe(r)
		}
	case regOps(r):
		p.tok = p.regToken(r)
	default:
		p.advanceLitOther(r)
	}
	if p.err != nil {
		p.tok = _EOF
	}
}

// comment reads a comment from the '#' at p.r to the end of the line.
// computerwelt: moved out of next, for let's comments too.
func (p *Parser) comment() {
	r := p.rune()
	p.newLit(r)
runeLoop:
	for {
		switch r {
		case '\n', runeEOF:
			break runeLoop
		case escNewl:
			// computerwelt: a backslash ends no line in a comment: the
			// comment ends at it and its newline still ends the command.
			p.litBs = append(p.litBs, '\\', '\n')
			p.r, p.w = '\n', 1 // (endLit drops the newline)
			break runeLoop
		case '`':
			if p.backquoteEnd() {
				break runeLoop
			}
		}
		r = p.rune()
	}
	if p.keepComments {
		*p.curComs = append(*p.curComs, Comment{
			Hash: p.pos,
			Text: p.endLit(),
		})
	} else {
		p.litBs = nil
	}
	p.next()
}

// extendedGlob determines whether we're parsing a Bash extended globbing expression.
// For example, whether `*` or `@` are followed by `(` to form `@(foo)`.
// computerwelt: midWord says the glob operator follows other text of the
// same word.
func (p *Parser) extendedGlob(midWord bool) bool {
	if p.lang.in(LangZsh) {
		// Zsh supports Bash extended globs via the KSH_GLOB option.
		// In Bash we would parse extended globs as [ExtGlob] nodes,
		// but trying to do that in Zsh would cause ambiguity with glob qualifiers.
		// Just like glob qualifiers, parse extended globs as literals in Zsh.
		return false
	}
	if p.extglob == extglobOff && !p.extPat {
		return false // computerwelt: see ShoptExtglob
	}
	if p.val == "function" {
		// We don't support e.g. `function @() { ... }` at the moment, but we could.
		return false
	}
	p.skipEscNewlsBefore('(')
	if p.peek() == '(' {
		// NOTE: empty pattern list is a valid globbing syntax like `@()`,
		// but we'll operate on the "likelihood" that it is a function;
		// only tokenize if its a non-empty pattern list.
		// We do this after peeking for just one byte, so that the input `echo *`
		// followed by a newline does not hang an interactive shell parser until
		// another byte is input.
		_, p2 := p.peekTwo()
		// computerwelt: where no function can be declared, an empty
		// list is an extended glob as in bash: in [[ $x == @() ]] and
		// inside a word such as [+()], where more of the word follows
		// (foo+() { ...; } stays a function).
		// computerwelt (45, h19b): with extglob on as the line is
		// read, bash reads an empty list as an extended glob wherever
		// it is, even where a command starts (@() { ...; } is then a
		// syntax error, as in bash).
		return p2 != ')' || p.quote == testExpr || p.extglob == extglobOn || (midWord && wordByte(p.peekThird()))
	}
	return false
}

// skipEscNewlsBefore drops the line continuations right after p.r when
// b follows them: bash removes a backslash-newline before it reads
// tokens, so @\<newline>( is @( (an extended glob's operator and its
// list). The lines and columns go on as if they had been read.
// computerwelt: added, see PATCHES.md.
func (p *Parser) skipEscNewlsBefore(b byte) {
	for p.peek() == '\\' {
		for len(p.bs)-int(p.bsp) < 3 && !p.readEOF && p.err == nil {
			if len(p.bs) == len(p.readBuf) || p.fill() == 0 {
				break
			}
		}
		rest := p.bs[p.bsp:]
		if len(rest) < 3 || rest[0] != '\\' || rest[1] != '\n' || (rest[2] != b && rest[2] != '\\') {
			return
		}
		p.bsp += 2
		p.line++
		p.col = 0
	}
}

// peekThird returns the third byte after p.r, or [utf8.RuneSelf].
// computerwelt: added.
func (p *Parser) peekThird() byte {
	for len(p.bs)-int(p.bsp) < 3 && !p.readEOF && p.err == nil {
		if len(p.bs) == len(p.readBuf) || p.fill() == 0 {
			break
		}
	}
	if len(p.bs)-int(p.bsp) < 3 {
		return utf8.RuneSelf
	}
	return p.bs[p.bsp+2]
}

// wordByte reports whether b continues a word rather than ending it.
// computerwelt: added.
func wordByte(b byte) bool {
	switch b {
	case ' ', '\t', '\r', '\n', ';', '&', '|', '<', '>', '(', ')', '{', '}':
		return false
	}
	return b < utf8.RuneSelf
}

func (p *Parser) peek() byte {
	if int(p.bsp) >= len(p.bs) {
		p.fill()
	}
	if int(p.bsp) >= len(p.bs) {
		return utf8.RuneSelf
	}
	return p.bs[p.bsp]
}

func (p *Parser) peekTwo() (byte, byte) {
	// TODO: This should loop for slow readers, e.g. those providing one byte at
	// a time. Use a loop and test it with [testing/iotest.OneByteReader].
	if int(p.bsp+1) >= len(p.bs) {
		p.fill()
	}
	if int(p.bsp) >= len(p.bs) {
		return utf8.RuneSelf, utf8.RuneSelf
	}
	if int(p.bsp+1) >= len(p.bs) {
		return p.bs[p.bsp], utf8.RuneSelf
	}
	return p.bs[p.bsp], p.bs[p.bsp+1]
}

// opRune is p.rune within an operator: a line continuation between its
// characters is removed, as bash removes it before reading tokens
// (`&\<newline>&` is `&&`). computerwelt: added.
func (p *Parser) opRune() rune {
	r := p.rune()
	for r == escNewl && p.bashErrors {
		r = p.rune()
	}
	return r
}

func (p *Parser) regToken(r rune) token {
	switch r {
	case '\'':
		p.rune()
		return sglQuote
	case '"':
		p.rune()
		return dblQuote
	case '`':
		// Don't call p.rune, as we need to work out p.openBquotes to
		// properly handle backslashes in the lexer.
		return bckQuote
	case '&':
		switch p.opRune() {
		case '&':
			p.rune()
			return andAnd
		case '>':
			switch p.opRune() {
			case '|':
				p.rune()
				return rdrAllClob
			case '!':
				if p.lang.in(LangZsh) {
					p.rune()
					return rdrAllClob
				}
			case '>':
				switch p.opRune() {
				case '|':
					p.rune()
					return appAllClob
				case '!':
					if p.lang.in(LangZsh) {
						p.rune()
						return appAllClob
					}
				}
				return appAll
			}
			return rdrAll
		case '|':
			if p.lang.in(LangZsh) {
				p.rune()
				return andPipe
			}
		case '!':
			if p.lang.in(LangZsh) {
				p.rune()
				return andBang
			}
		}
		return and
	case '|':
		switch p.opRune() {
		case '|':
			p.rune()
			return orOr
		case '&':
			if !p.lang.in(langBashLike | LangMirBSDKorn | LangZsh) {
				break
			}
			p.rune()
			return orAnd
		}
		return or
	case '$':
		switch p.dollarNext() {
		case '\'':
			if !p.lang.in(langBashLike | LangMirBSDKorn | LangZsh) {
				break
			}
			p.rune()
			return dollSglQuote
		case '"':
			if !p.lang.in(langBashLike | LangMirBSDKorn) {
				break
			}
			p.rune()
			return dollDblQuote
		case '{':
			p.rune()
			return dollBrace
		case '[':
			if !p.lang.in(langBashLike) {
				// latter to not tokenise ${$[@]} as $[
				break
			}
			p.rune()
			return dollBrack
		case '(':
			if p.dollarNext() == '(' { // $(\<newline>( is $((
				p.rune()
				return dollDblParen
			}
			return dollParen
		}
		return dollar
	case '(':
		if p.dollarNext() == '(' && // (\<newline>( is ((
			p.lang.in(langBashLike|LangMirBSDKorn|LangZsh) && p.quote != testExpr {
			p.rune()
			return dblLeftParen
		}
		return leftParen
	case ')':
		p.rune()
		return rightParen
	case ';':
		switch p.opRune() {
		case ';':
			if p.rune() == '&' && p.lang.in(langBashLike) {
				p.rune()
				return dblSemiAnd
			}
			return dblSemicolon
		case '&':
			if !p.lang.in(langBashLike | LangMirBSDKorn | LangZsh) {
				break
			}
			p.rune()
			return semiAnd
		case '|':
			if !p.lang.in(LangMirBSDKorn | LangZsh) {
				break
			}
			p.rune()
			return semiOr
		}
		return semicolon
	case '<':
		switch p.opRune() {
		case '<':
			switch p.opRune() {
			case '-':
				p.rune()
				return dashHdoc
			case '<':
				p.rune()
				return wordHdoc
			}
			return hdoc
		case '>':
			p.rune()
			return rdrInOut
		case '&':
			p.rune()
			return dplIn
		case '(':
			if !p.lang.in(langBashLike | LangZsh) {
				break
			}
			p.rune()
			return cmdIn
		}
		return rdrIn
	case '>':
		switch p.opRune() {
		case '>':
			switch p.opRune() {
			case '|':
				p.rune()
				return appClob
			case '!':
				if p.lang.in(LangZsh) {
					p.rune()
					return appClob
				}
			case '&':
				if !p.lang.in(LangZsh) {
					break
				}
				switch p.opRune() {
				case '|':
					p.rune()
					return appAllClob // >>&| is an alias for &>>|
				case '!':
					p.rune()
					return appAllClob // >>&! is an alias for &>>|
				}
				return appAll // >>& is an alias for &>>
			}
			return appOut
		case '&':
			r = p.rune()
			if p.lang.in(LangZsh) {
				switch r {
				case '|':
					p.rune()
					return rdrAllClob // >&| is an alias for &>|
				case '!':
					p.rune()
					return rdrAllClob // >&! is an alias for &>|
				}
			}
			return dplOut
		case '|':
			p.rune()
			return rdrClob
		case '!':
			if p.lang.in(LangZsh) {
				p.rune()
				return rdrClob
			}
		case '(':
			if !p.lang.in(langBashLike | LangZsh) {
				break
			}
			p.rune()
			return cmdOut
		}
		return rdrOut
	}
	panic("unreachable")
}

func (p *Parser) dqToken(r rune) token {
	switch r {
	case '"':
		p.rune()
		return dblQuote
	case '`':
		// Don't call p.rune, as we need to work out p.openBquotes to
		// properly handle backslashes in the lexer.
		return bckQuote
	case '$':
		switch p.dollarNext() {
		case '{':
			p.rune()
			return dollBrace
		case '[':
			if !p.lang.in(langBashLike) {
				break
			}
			p.rune()
			return dollBrack
		case '(':
			if p.dollarNext() == '(' { // $(\<newline>( is $((
				p.rune()
				return dollDblParen
			}
			return dollParen
		}
		return dollar
	}
	panic("unreachable")
}

// dollarNext reads the rune after a '$', past line continuations: bash
// removes them before it tokenizes, so "$\\\n?" is "$?".
// computerwelt: added.
func (p *Parser) dollarNext() rune {
	r := p.rune()
	for r == escNewl {
		r = p.rune()
	}
	return r
}

func (p *Parser) paramToken(r rune) token {
	switch r {
	case '}':
		p.rune()
		return rightBrace
	case ':':
		switch p.rune() {
		case '+':
			p.rune()
			return colPlus
		case '-':
			p.rune()
			return colMinus
		case '?':
			p.rune()
			return colQuest
		case '=':
			p.rune()
			return colAssgn
		case '#':
			p.rune()
			return colHash
		case '|':
			p.rune()
			return colPipe
		case '*':
			p.rune()
			return colStar
		}
		return colon
	case '+':
		p.rune()
		return plus
	case '-':
		p.rune()
		return minus
	case '?':
		p.rune()
		return quest
	case '=':
		p.rune()
		return assgn
	case '%':
		if p.rune() == '%' {
			p.rune()
			return dblPerc
		}
		return perc
	case '#':
		if p.rune() == '#' {
			p.rune()
			return dblHash
		}
		return hash
	case '!':
		p.rune()
		return exclMark
	case ']':
		p.rune()
		return rightBrack
	case '/':
		if p.rune() == '/' {
			p.rune()
			return dblSlash
		}
		return slash
	case '^':
		if p.rune() == '^' {
			p.rune()
			return dblCaret
		}
		return caret
	case ',':
		if p.rune() == ',' {
			p.rune()
			return dblComma
		}
		return comma
	case '@':
		p.rune()
		return at
	case '*':
		p.rune()
		return star

	// This func gets called by the parser in [runeByRune] mode;
	// we need to handle EOF and unexpected runes.
	case runeEOF:
		return _EOF
	default:
		return illegalTok
	}
}

func (p *Parser) arithmToken(r rune) token {
	switch r {
	case '!':
		if p.rune() == '=' {
			p.rune()
			return nequal
		}
		return exclMark
	case '=':
		if p.rune() == '=' {
			p.rune()
			return equal
		}
		return assgn
	case '~':
		p.rune()
		return tilde
	case '(':
		p.rune()
		return leftParen
	case ')':
		p.rune()
		return rightParen
	case '&':
		switch p.rune() {
		case '&':
			if p.rune() == '=' && p.lang.in(LangZsh) {
				p.rune()
				return andBoolAssgn
			}
			return andAnd
		case '=':
			p.rune()
			return andAssgn
		}
		return and
	case '|':
		switch p.rune() {
		case '|':
			if p.rune() == '=' && p.lang.in(LangZsh) {
				p.rune()
				return orBoolAssgn
			}
			return orOr
		case '=':
			p.rune()
			return orAssgn
		}
		return or
	case '<':
		switch p.rune() {
		case '<':
			if p.rune() == '=' {
				p.rune()
				return shlAssgn
			}
			return hdoc
		case '=':
			p.rune()
			return lequal
		}
		return rdrIn
	case '>':
		switch p.rune() {
		case '>':
			if p.rune() == '=' {
				p.rune()
				return shrAssgn
			}
			return appOut
		case '=':
			p.rune()
			return gequal
		}
		return rdrOut
	case '+':
		switch p.rune() {
		case '+':
			if p.twoSigns() {
				return plus
			}
			p.rune()
			return addAdd
		case '=':
			p.rune()
			return addAssgn
		}
		return plus
	case '-':
		switch p.rune() {
		case '-':
			if p.twoSigns() {
				return minus
			}
			p.rune()
			return subSub
		case '=':
			p.rune()
			return subAssgn
		}
		return minus
	case '%':
		if p.rune() == '=' {
			p.rune()
			return remAssgn
		}
		return perc
	case '*':
		switch p.rune() {
		case '*':
			if p.rune() == '=' && p.lang.in(LangZsh) {
				p.rune()
				return powAssgn
			}
			return power
		case '=':
			p.rune()
			return mulAssgn
		}
		return star
	case '/':
		if p.rune() == '=' {
			p.rune()
			return quoAssgn
		}
		return slash
	case '^':
		switch p.rune() {
		case '^':
			if p.rune() == '=' && p.lang.in(LangZsh) {
				p.rune()
				return xorBoolAssgn
			}
			return dblCaret
		case '=':
			p.rune()
			return xorAssgn
		}
		return caret
	case '[':
		p.rune()
		return leftBrack
	case ']':
		p.rune()
		return rightBrack
	case ',':
		p.rune()
		return comma
	case '?':
		p.rune()
		return quest
	case ':':
		p.rune()
		return colon
	case '#':
		p.rune()
		return hash
	case '.':
		p.rune()
		return period
	}
	panic("unreachable")
}

func (p *Parser) newLit(r rune) {
	switch {
	case r < utf8.RuneSelf:
		p.litBs = p.litBuf[:1]
		p.litBs[0] = byte(r)
	case r == runeEOF || r == escNewl:
		// sentinel runes not present in the input as-is
		p.litBs = p.litBuf[:0]
	case r == litBslash:
		p.litBs = append(p.litBuf[:0], '\\')
	default:
		w := utf8.RuneLen(r)
		if r == p.r && p.w > 0 && uint(p.w) <= p.bsp {
			// computerwelt: an invalid byte decodes to RuneError,
			// whose encoding is 3 bytes long; the input had p.w.
			w = p.w
		}
		p.litBs = append(p.litBuf[:0], p.bs[p.bsp-uint(w):p.bsp]...)
	}
}

func (p *Parser) endLit() (s string) {
	if p.r == runeEOF || p.r == escNewl {
		s = string(p.litBs)
	} else {
		s = string(p.litBs[:len(p.litBs)-p.w])
	}
	p.litBs = nil
	return s
}

// digitsThenRedir reports whether the rest of the current digits is
// followed by < or > (what is buffered of it).
// computerwelt: for let's redirections.
func (p *Parser) digitsThenRedir() bool {
	for i := int(p.bsp); i < len(p.bs); i++ {
		switch c := p.bs[i]; {
		case c >= '0' && c <= '9':
		case c == '<' || c == '>':
			return true
		default:
			return false
		}
	}
	return false
}

func (p *Parser) isLitRedir() bool {
	lit := p.litBs[:len(p.litBs)-1]
	if lit[0] == '{' && lit[len(lit)-1] == '}' {
		name := lit[1 : len(lit)-1]
		// Bash also allows an array element such as {name[idx]}.
		if p.lang.in(langBashLike) && len(name) > 0 && name[len(name)-1] == ']' {
			if i := bytes.IndexByte(name, '['); i > 0 && i < len(name)-2 {
				name = name[:i]
			}
		}
		return ValidName(string(name))
	}
	if p.lang.in(langBashLike) && numberLiteral(lit) {
		// computerwelt: bash's read_token_word takes the digits as a
		// file descriptor only if they fit in an int; more are a word
		// (1111111111111111111111</dev/stdin runs that command).
		_, err := strconv.ParseInt(string(lit), 10, 32)
		return err == nil
	}
	return numberLiteral(lit)
}

func positionalRuneParam[T rune | byte](r T) bool {
	switch r {
	case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return true
	}
	return false
}

func singleRuneParam[T rune | byte](r T) bool {
	switch r {
	case '@', '*', '#', '$', '?', '!', '-':
		return true
	}
	return positionalRuneParam(r)
}

func paramNameRune[T rune | byte](r T) bool {
	return asciiLetter(r) || asciiDigit(r) || r == '_'
}

// paramNameStartRune reports whether a parameter name can begin with r,
// be it a single-rune name like $@ or a regular name like $foo.
func paramNameStartRune[T rune | byte](r T) bool {
	return singleRuneParam(r) || paramNameRune(r)
}

func (p *Parser) advanceLitOther(r rune) {
	tok := _LitWord
loop:
	for p.newLit(r); r != runeEOF; r = p.rune() {
		switch r {
		case '\\': // escaped byte follows
			p.rune()
		case '\'', '"', '`', '$':
			tok = _Lit
			break loop
		case '}':
			if p.quote&allParamExp != 0 {
				break loop
			}
		case '/':
			if p.quote != paramExpExp {
				break loop
			}
		case ':', '=', '%', '^', ',', '?', '!', '~', '*':
			if p.quote&allArithmExpr != 0 {
				break loop
			}
		case '.':
			if !p.lang.in(LangZsh) && p.quote&allArithmExpr != 0 {
				break loop
			}
		case '[', ']':
			if p.lang.in(langBashLike|LangMirBSDKorn|LangZsh) && p.quote&allArithmExpr != 0 {
				break loop
			}
			fallthrough
		case '+', '-', ' ', '\t', ';', '&', '>', '<', '|', '(', ')', '\n', '\r':
			if p.quote&allKeepSpaces == 0 && (r != '\r' || !p.keepCR) {
				break loop
			}
			if p.peProcSubst(r) {
				break loop
			}
		}
	}
	p.tok, p.val = tok, p.endLit()
}

// peProcSubst reports whether r, read in the word of a ${ } expansion,
// starts a process substitution: bash reads <( and >( there as one
// anywhere in the word (subst.c's expand_word_internal), unless the
// ${ } is inside double quotes or a here-document's body.
// computerwelt: added, see PATCHES.md.
func (p *Parser) peProcSubst(r rune) bool {
	return (r == '<' || r == '>') && p.quote&(paramExpExp|paramExpRepl) != 0 &&
		!p.peInDq && !p.peInHdoc && p.lang.in(langBashLike) && p.peek() == '('
}

// zshNumRange peeks at the bytes after '<' to check for a zsh numeric
// range glob pattern like <->, <5->, <-10>, or <5-10>.
func (p *Parser) zshNumRange() bool {
	// Peeking a handful of bytes here should be enough.
	// TODO: This should loop for slow readers, e.g. those providing one byte at
	// a time. Use a loop and test it with [testing/iotest.OneByteReader].
	if int(p.bsp) >= len(p.bs) {
		p.fill()
	}
	rest := p.bs[p.bsp:]
	for len(rest) > 0 && rest[0] >= '0' && rest[0] <= '9' {
		rest = rest[1:]
	}
	if len(rest) == 0 || rest[0] != '-' {
		return false
	}
	rest = rest[1:]
	for len(rest) > 0 && rest[0] >= '0' && rest[0] <= '9' {
		rest = rest[1:]
	}
	return len(rest) > 0 && rest[0] == '>'
}

func (p *Parser) advanceLitNone(r rune) {
	p.eqlOffs = -1
	tok := _LitWord
loop:
	for p.newLit(r); r != runeEOF; r = p.rune() {
		switch r {
		case ' ', '\t', '\n', '&', '|', ';', ')':
			break loop
		case '\r':
			if !p.keepCR { // computerwelt: see KeepCR
				break loop
			}
		case '(':
			break loop
		case '\\': // escaped byte follows
			p.rune()
		case '>', '<':
			if r == '<' && p.lang.in(LangZsh) && p.zshNumRange() {
				// Zsh numeric range glob like <-> or <1-100>; consume until '>'.
				for {
					if r = p.rune(); r == '>' || r == runeEOF {
						break
					}
				}
				continue
			}
			if p.peek() == '(' {
				tok = _Lit
			} else if p.isLitRedir() {
				tok = _LitRedir
			}
			break loop
		case '`':
			if p.quote != subCmdBckquo {
				tok = _Lit
			}
			break loop
		case '"', '\'', '$':
			tok = _Lit
			break loop
		case '?', '*', '+', '@', '!':
			if p.extendedGlob(len(p.litBs) > 1) {
				tok = _Lit
				break loop
			}
		case '=':
			if p.eqlOffs < 0 {
				p.eqlOffs = len(p.litBs) - 1
			}
		case '}':
			if p.quote == subCmdBraces && len(p.litBs) == 1 {
				// A word-initial `}` closes the substitution even if
				// more characters follow, as in `${ foo;}bar`.
				p.rune()
				break loop
			}
		case '[':
			if p.litBs[0] == '{' && p.lang.in(langBashLike) {
				// In bash, words beginning with '{' are always kept whole,
				// so that {name[idx]} literals can prefix a redirect
				// operator below.
				break
			}
			if p.lang.in(langBashLike|LangMirBSDKorn|LangZsh) && len(p.litBs) > 1 && p.litBs[0] != '[' {
				tok = _Lit
				break loop
			}
		}
	}
	p.tok, p.val = tok, p.endLit()
}

func (p *Parser) advanceLitDquote(r rune) {
	tok := _LitWord
loop:
	for p.newLit(r); r != runeEOF; r = p.rune() {
		switch r {
		case '"':
			break loop
		case '\\': // escaped byte follows
			p.rune()
		case escNewl, '`', '$':
			tok = _Lit
			break loop
		}
	}
	p.tok, p.val = tok, p.endLit()
}

func (p *Parser) advanceLitHdoc(r rune) {
	// Unlike the rest of nextKeepSpaces quote states, we handle escaped
	// newlines here.
	// computerwelt: bash compares the line with the line continuations
	// removed (`\` + newline + `E` ends the body, `${a}E` does not):
	// lineOK tells whether the first line's text read here is the whole
	// line so far, and prefix is what came before its continuation.
	// (A literal after the body's end, stop nil, is its newline.)
	afterCont, contAtStart := false, r == escNewl && p.nextPos().Col() == 1
	for r == escNewl {
		r = p.rune()
		afterCont = true
	}
	p.pos = p.nextPos()
	prefix, lineOK := []byte(nil), p.pos.Col() == 1 || p.hdocStops[len(p.hdocStops)-1] == nil
	if afterCont && !contAtStart {
		prefix, lineOK = p.hdocJoined, p.hdocJoinedOK
	}
	if !p.bashErrors {
		// upstream: a line after a continuation never ends the body
		prefix, lineOK = nil, !afterCont
	}
	p.hdocJoinedOK = false

	p.tok = _Lit
	p.newLit(r)
	for p.quote == hdocBodyTabs && r == '\t' && (!p.bashErrors || len(prefix) == 0 && lineOK) {
		r = p.rune()
	}
	lStart := len(p.litBs) - 1
	stop := p.hdocStops[len(p.hdocStops)-1]
	for ; ; r = p.rune() {
		if lStart >= 0 && len(p.litBs)-1 == lStart && (lStart > 0 || lineOK && len(prefix) == 0) && r < utf8.RuneSelf {
			p.hdocParenEnd(p.litBs[lStart:])
		}
		switch r {
		case escNewl, '$':
			if r == escNewl && lStart >= 0 && (lStart > 0 || lineOK) {
				// computerwelt: the line goes on after the continuation.
				p.hdocJoined, p.hdocJoinedOK = append([]byte(nil), p.litBs[lStart:]...), true
				if lStart == 0 {
					p.hdocJoined = append(append([]byte(nil), prefix...), p.hdocJoined...)
				}
				if p.quote == hdocBodyTabs {
					p.hdocJoined = bytes.TrimLeft(p.hdocJoined, "\t")
				}
			}
			if r == '$' && lStart >= 0 && p.hdocStopAt(p.litBs[lStart:]) {
				// computerwelt: a delimiter like a${b} (see ensureNoNested).
				p.endHdocLit(lStart)
				return
			}
			p.val = p.endLit()
			return
		case '\\': // escaped byte follows
			p.rune()
		case '`':
			if lStart >= 0 && (lStart > 0 || lineOK) && p.hdocStopAt(p.litBs[lStart:]) {
				// computerwelt: a delimiter like EO`true`F.
				p.endHdocLit(lStart)
				return
			}
			if !p.backquoteEnd() {
				p.val = p.endLit()
				return
			}
			fallthrough
		case '\n', runeEOF:
			if p.parsingDoc {
				if r == runeEOF {
					p.tok = _LitWord
					p.val = p.endLit()
					return
				}
			} else if lStart == 0 && !lineOK {
				// computerwelt: the line began before this
				// literal, with an expansion.
			} else if lStart >= 0 {
				// Compare the current line with the stop word.
				line := p.litBs[lStart:]
				if r != runeEOF && len(line) > 0 {
					line = line[:len(line)-1] // minus trailing character
				}
				if lStart == 0 && len(prefix) > 0 {
					line = append(append([]byte(nil), prefix...), line...)
				}
				if p.quote == hdocBodyTabs && p.bashErrors {
					line = bytes.TrimLeft(line, "\t") // of the line joined
				}
				if bytes.Equal(line, stop) {
					if lStart == 0 && len(prefix) > 0 {
						// computerwelt: the delimiter line began in
						// the literals before, which lose it (hdocCut).
						p.hdocCut = len(prefix)
					}
					p.endHdocLit(lStart)
					return
				}
			}
			if r != '\n' {
				// computerwelt: the body so far, for BashErrors.
				p.val = p.endLit()
				return // hit an unexpected EOF or closing backquote
			}
			for p.quote == hdocBodyTabs && p.peek() == '\t' {
				p.rune()
			}
			lStart = len(p.litBs)
		}
	}
}

// endHdocLit ends the literal being read at lStart, where the body's
// delimiter line began: the body's last token (a newline when the
// literal holds nothing before it), and the body ends.
// computerwelt: added.
func (p *Parser) endHdocLit(lStart int) {
	p.tok = _LitWord
	p.val = p.endLit()[:lStart]
	if p.val == "" {
		p.tok = _Newl
	}
	p.hdocStops[len(p.hdocStops)-1] = nil
}

// hdocStopAt reports whether the line read so far (line, ending with
// p.r, which starts an expansion) and the bytes after it are the
// here-document's delimiter and the end of the line; if so it consumes
// the delimiter, leaving p.r at the newline or EOF that follows it.
// computerwelt: added, for delimiters like ${a} (see ensureNoNested).
func (p *Parser) hdocStopAt(line []byte) bool {
	stop := p.hdocStops[len(p.hdocStops)-1]
	if len(line) == 0 || !bytes.HasPrefix(stop, line) {
		return false
	}
	want := stop[len(line):]
	// The rest of stop and a newline must follow p.r's byte.
	for len(p.bs)-int(p.bsp) <= len(want) && !p.readEOF && p.err == nil {
		if len(p.bs) == len(p.readBuf) || p.fill() == 0 {
			break
		}
	}
	rest := p.bs[p.bsp:]
	switch {
	case !bytes.HasPrefix(rest, want):
		return false
	case len(rest) > len(want) && rest[len(want)] != '\n':
		return false
	case len(rest) == len(want) && !p.readEOF:
		return false
	}
	for range len(want) + 1 {
		p.rune()
	}
	return true
}

// hdocParenEnd makes a here-document's body read inside $( ) end at a
// line that starts with the delimiter and has a ) after it, as bash's
// make_here_document does ("backwards compatibility"): the rest of the
// line is the command's again (cat <<END\nbody\nEND) closes the $( )).
// have is the line's first byte, read; p.r is it. On such a line it
// reads the delimiter and puts a newline after it, which the caller
// then reads as the delimiter line's end.
// computerwelt: added.
func (p *Parser) hdocParenEnd(have []byte) {
	stop := p.hdocStops[len(p.hdocStops)-1]
	if p.openComsubs == 0 || !p.bashErrors || len(stop) == 0 || len(have) != 1 || have[0] != stop[0] || have[0] == '\n' {
		return
	}
	var rest []byte
	for {
		rest = p.bs[p.bsp:]
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			rest = rest[:i]
			break
		}
		if !p.peekMore(p.bsp) {
			break
		}
	}
	if !bytes.HasPrefix(rest, stop[1:]) || bytes.IndexByte(rest[len(stop)-1:], ')') < 0 {
		return
	}
	if len(p.bs) >= len(p.readBuf) {
		// A full buffer has no room for the newline: slide out what was
		// read, as fill does (a source longer than the buffer).
		if p.bsp == 0 {
			return
		}
		p.bs, p.bsp = p.readBuf[:p.slide()], 0
	}
	line := p.line
	for range len(stop) - 1 {
		p.rune()
	}
	// A newline after the delimiter, at the offset of its last byte and
	// not counted as a line.
	n := len(p.bs)
	p.bs = p.readBuf[:n+1]
	copy(p.bs[p.bsp+1:], p.bs[p.bsp:n])
	p.bs[p.bsp] = '\n'
	p.offs--
	p.line--
	p.hdocParenLine = line
}

func (p *Parser) quotedHdocWord() *Word {
	r := p.r
	p.newLit(r)
	pos := p.nextPos()
	stop := p.hdocStops[len(p.hdocStops)-1]
	for ; ; r = p.rune() {
		if r == runeEOF {
			if val := p.endLit(); p.bashErrors && val != "" {
				// computerwelt: the body so far, for BashErrors.
				return p.wordOne(p.lit(pos, val))
			}
			return nil
		}
		rawStart := len(p.litBs) - 1
		for p.quote == hdocBodyTabs && r == '\t' {
			r = p.rune()
		}
		lStart := len(p.litBs) - 1
		if lStart >= 0 && r < utf8.RuneSelf {
			p.hdocParenEnd(p.litBs[lStart:])
		}
	runeLoop:
		for {
			switch r {
			case runeEOF, '\n':
				break runeLoop
			case '`':
				if p.backquoteEnd() {
					break runeLoop
				}
			case escNewl:
				p.litBs = append(p.litBs, '\\', '\n')
				break runeLoop
			}
			r = p.rune()
		}
		if lStart < 0 {
			continue
		}
		// Compare the current line with the stop word.
		line := p.litBs[lStart:]
		if r != runeEOF && len(line) > 0 {
			line = line[:len(line)-1] // minus \n
		}
		if lStart > rawStart && rawStart >= 0 && p.bashErrors {
			// computerwelt: bash's <<- compares the line with the
			// delimiter before it strips the tabs too (<<-'\tE').
			raw := p.litBs[rawStart:]
			if r != runeEOF && len(raw) > 0 {
				raw = raw[:len(raw)-1]
			}
			if bytes.Equal(raw, stop) {
				lStart = rawStart
				line = raw
			}
		}
		if bytes.Equal(line, stop) {
			p.hdocStops[len(p.hdocStops)-1] = nil
			val := p.endLit()[:lStart]
			if val == "" {
				return nil
			}
			return p.wordOne(p.lit(pos, val))
		}
	}
}

func (p *Parser) advanceLitRe(r rune) {
	for p.newLit(r); ; r = p.rune() {
		switch r {
		case '\\':
			p.rune()
		case '(':
			if p.rxOpenParens == 0 {
				p.rxParen = p.nextPos()
			}
			p.rxOpenParens++
		case ')':
			if p.rxOpenParens--; p.rxOpenParens < 0 {
				p.tok, p.val = _LitWord, p.endLit()
				p.quote = testExpr
				return
			}
		case ' ', '\t', '\r', '\n', ';', '&', '>', '<':
			if p.rxOpenParens <= 0 && (r != '\r' || !p.keepCR) {
				p.tok, p.val = _LitWord, p.endLit()
				p.quote = testExpr
				return
			}
		case '"', '\'', '$', '`':
			p.tok, p.val = _Lit, p.endLit()
			return
		case runeEOF:
			if p.rxOpenParens > 0 && p.bashErrors {
				// computerwelt: bash reads the operand's ( to its
				// matching ), across lines.
				p.posErr(p.rxParen, "unexpected EOF while looking for matching `)'")
			}
			p.tok, p.val = _LitWord, p.endLit()
			p.quote = noState
			return
		}
	}
}

func testUnaryOp(val string) UnTestOperator {
	switch val {
	case "!":
		return TsNot
	case "-e", "-a":
		return TsExists
	case "-f":
		return TsRegFile
	case "-d":
		return TsDirect
	case "-c":
		return TsCharSp
	case "-b":
		return TsBlckSp
	case "-p":
		return TsNmPipe
	case "-S":
		return TsSocket
	case "-L", "-h":
		return TsSmbLink
	case "-k":
		return TsSticky
	case "-g":
		return TsGIDSet
	case "-u":
		return TsUIDSet
	case "-G":
		return TsGrpOwn
	case "-O":
		return TsUsrOwn
	case "-N":
		return TsModif
	case "-r":
		return TsRead
	case "-w":
		return TsWrite
	case "-x":
		return TsExec
	case "-s":
		return TsNoEmpty
	case "-t":
		return TsFdTerm
	case "-z":
		return TsEmpStr
	case "-n":
		return TsNempStr
	case "-o":
		return TsOptSet
	case "-v":
		return TsVarSet
	case "-R":
		return TsRefVar
	default:
		return 0
	}
}

func testBinaryOp(val string) BinTestOperator {
	switch val {
	case "=":
		return TsMatchShort
	case "==":
		return TsMatch
	case "!=":
		return TsNoMatch
	case "=~":
		return TsReMatch
	case "-nt":
		return TsNewer
	case "-ot":
		return TsOlder
	case "-ef":
		return TsDevIno
	case "-eq":
		return TsEql
	case "-ne":
		return TsNeq
	case "-le":
		return TsLeq
	case "-ge":
		return TsGeq
	case "-lt":
		return TsLss
	case "-gt":
		return TsGtr
	default:
		return 0
	}
}

// twoSigns reports whether the ++ or -- whose second sign is p.r is two
// signs for bash: it increments only a name before it (a++, a[i]++) or
// one after it, blanks between (++ a, ++$x); 1++, ++ and 3+++4 are signs.
// computerwelt: added.
func (p *Parser) twoSigns() bool {
	if !p.lang.in(langBashLike) {
		return false
	}
	if p.tok == rightBrack || p.tok == _LitWord && ValidName(p.val) {
		return false
	}
	for i := 0; ; i++ {
		at := int(p.bsp) + i
		if at >= len(p.bs) {
			if !p.peekMore(p.bsp - uint(p.w)) {
				return true
			}
			i--
			continue
		}
		switch c := p.bs[at]; c {
		case ' ', '\t', '\n':
		default:
			return !(c == '_' || c == '$' || c == '`' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
		}
	}
}
