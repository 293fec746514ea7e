// Package awk is an interpreter for the AWK language as POSIX defines it,
// with the common gawk extensions, for Computerwelt's sandboxed awk. It
// never touches the host: all files, commands and the clock go through
// the hooks of Config.
package awk

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

type tokenKind int

const (
	tEOF tokenKind = iota
	tNewline
	tLbrace
	tRbrace
	tLparen
	tRparen
	tLbracket
	tRbracket
	tSemicolon
	tComma
	tAdd
	tSub
	tMul
	tDiv
	tMod
	tPow
	tNot
	tGreater
	tLess
	tPipe
	tPipeAmp // |&, gawk's two-way pipe
	tQuestion
	tColon
	tMatch
	tNotMatch
	tDollar
	tAssign
	tAddAssign
	tSubAssign
	tMulAssign
	tDivAssign
	tModAssign
	tPowAssign
	tEquals
	tLessEq
	tGreaterEq
	tNotEquals
	tIncr
	tDecr
	tAppend
	tAnd
	tOr
	tNumber
	tString
	tRegex
	tName
	tFuncName // a name directly followed by "("
	tBuiltin  // builtin function name
	// keywords
	tBegin
	tEnd
	tFunction
	tIf
	tElse
	tWhile
	tFor
	tDo
	tBreak
	tContinue
	tNext
	tNextfile
	tExit
	tReturn
	tDelete
	tIn
	tGetline
	tPrint
	tPrintf
	tIndirect // gawk's @name( indirect call; text is the name
	tSwitch   // gawk's switch, case and default
	tCase
	tDefault
	// tSrcEnd is the end of a program file that is not the last
	// source: only between items.
	tSrcEnd
)

var keywords = sync.OnceValue(func() map[string]tokenKind {
	return map[string]tokenKind{
		"BEGIN": tBegin, "END": tEnd, "function": tFunction, "func": tFunction,
		"if": tIf, "else": tElse, "while": tWhile, "for": tFor, "do": tDo,
		"break": tBreak, "continue": tContinue, "next": tNext, "nextfile": tNextfile,
		"exit": tExit, "return": tReturn, "delete": tDelete, "in": tIn,
		"getline": tGetline, "print": tPrint, "printf": tPrintf,
	}
})

// gawkKeywords are keywords only in gawk's own dialect.
var gawkKeywords = sync.OnceValue(func() map[string]tokenKind {
	return map[string]tokenKind{"switch": tSwitch, "case": tCase, "default": tDefault}
})

// builtinNames are awk's functions: POSIX's and gawkBuiltins.
var builtinNames = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{
		"length": true, "substr": true, "index": true, "split": true, "sub": true,
		"gsub": true, "match": true, "sprintf": true, "sin": true, "cos": true,
		"atan2": true, "exp": true, "log": true, "sqrt": true, "int": true,
		"rand": true, "srand": true, "tolower": true, "toupper": true,
		"system": true, "close": true, "fflush": true,
	}
	for name := range gawkBuiltins() {
		names[name] = true
	}
	return names
})

// gawkBuiltins are gawk's own functions: with --traditional or --posix
// their names are plain names, as in gawk.
var gawkBuiltins = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"gensub": true, "systime": true, "strftime": true, "asort": true,
		"asorti": true, "mktime": true, "and": true, "or": true, "xor": true,
		"lshift": true, "rshift": true, "compl": true, "dcgettext": true,
		"dcngettext": true, "bindtextdomain": true, "typeof": true, "isarray": true,
		"patsplit": true, "strtonum": true, "mkbool": true,
	}
})

// Mode is the dialect a program is read and run in.
type Mode int

const (
	// ModeGawk is gawk's own language, extensions and all.
	ModeGawk Mode = iota
	// ModeTraditional is gawk -c/--traditional: gawk's extensions off
	// (BWK awk's, such as ** and func, stay).
	ModeTraditional
	// ModePOSIX is gawk -P/--posix: also what POSIX lacks (**, func,
	// \x, length of an array, newlines after ? and :).
	ModePOSIX
)

type token struct {
	kind tokenKind
	text string // name, string value, regex source, number text
	num  float64
	line int
	col  int
	intl bool // a translatable string, _"..."
	// typed: a regex written @/.../, gawk's strongly typed regexp
	// constant (a value, not a match against $0).
	typed bool
	// fileEnd marks the newline given at the end of a program file
	// that has none (gawk's lexer gives one there), and the tEOF or
	// tSrcEnd after a program file.
	fileEnd bool
	cmdLine bool // fileEnd of an -e text
}

// SyntaxError is a parse error, positioned in the program text.
type SyntaxError struct {
	Line, Col int
	Msg       string
	Source    string // the offending line
	// Fatal marks errors gawk reports as fatal (exit 2), such as a call
	// of an undefined function.
	Fatal bool
	// Before are errors found earlier that gawk reports too, first.
	Before []*SyntaxError
	// Intl are the strings --gen-pot lists, found before the error.
	Intl []IntlString
	// GenPot marks a warning (in Before) given only with --gen-pot.
	GenPot bool
	// NoLine marks a message gawk gives without a program line.
	NoLine bool
	// NextLine: gawk names the line after Line (the error is at the
	// newline ending an -e text, which its lexer has counted).
	NextLine bool
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
}

type lexer struct {
	src       string
	pos       int
	line      int
	lineStart int
	last      tokenKind // previous token, to tell a regex from a division
	warnings  []Warning
	mode      Mode
	comments  []comment
	intl      []IntlString
	lint      Lint            // gawk's --lint and --lint-old
	lintSeen  map[string]bool // lint warnings gawk gives once
	// endNewline: the newline gawk's lexer gives at the end of a program
	// text that has none of its own has been given.
	endNewline bool
	// files are where the program files end in src, in order.
	files []FileEnd
	// lastStart is where the last token or comment began (gawk's
	// caret at the end of a file points there).
	lastStart, lastLineStart int
	// pendingEnd: a file's end has been reached, its tEOF or tSrcEnd
	// comes next.
	pendingEnd bool
	eofCol     int
}

// FileEnd is where a program file ends in the text given to the
// parser: End is the offset after its last byte; AddedNewline, that
// the byte before End is a newline added because the file has none.
type FileEnd struct {
	End          int
	AddedNewline bool
	// CmdLine: the text is an -e one, where gawk's error for an item
	// left open at its end is an unexpected newline at its last line.
	CmdLine bool
}

// IntlString is an entry of gawk's --gen-pot listing, in the order gawk
// finds them: a _"..." string as it is read, the constant arguments of
// dcgettext and dcngettext as the call is.
type IntlString struct {
	Line          int
	Msgid, Plural string
	HasPlural     bool
	Warning       string
}

// comment is a # comment of the program, kept for the pretty printer:
// own is set when nothing but blanks comes before it on its line.
type comment struct {
	line int
	text string
	own  bool
}

// Warning is a warning gawk gives while it parses, such as for an unknown
// escape in a string.
type Warning struct {
	Line int
	Msg  string
	// GenPot marks a warning gawk gives only with --gen-pot.
	GenPot bool
	// Lint marks one of --lint's (fatal under --lint=fatal); NoLine one
	// gawk gives without a program line.
	Lint, NoLine bool
}

func newLexer(src string) *lexer { return &lexer{src: src, line: 1, last: tNewline} }

func (l *lexer) errorf(format string, args ...any) *SyntaxError {
	end := strings.IndexByte(l.src[l.lineStart:], '\n')
	line := l.src[l.lineStart:]
	if end >= 0 {
		line = line[:end]
	}
	return &SyntaxError{Line: l.line, Col: l.pos - l.lineStart, Msg: fmt.Sprintf(format, args...), Source: line}
}

// regexAllowed reports whether a "/" here starts a regex: anywhere an
// operand may begin.
func (l *lexer) regexAllowed() bool {
	switch l.last {
	case tName, tNumber, tString, tRegex, tRparen, tRbracket, tDollar, tIncr, tDecr, tBuiltin, tFuncName:
		return false
	}
	return true
}

func (l *lexer) next() (token, error) {
	t, err := l.scan()
	if err == nil {
		l.last = t.kind
	}
	return t, err
}

func (l *lexer) scan() (token, error) {
	// Skip blanks, comments and backslash-newline continuations.
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			l.pos++
		case c == '\\' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '\n':
			l.pos += 2
			l.line++
			l.lineStart = l.pos
		case c == '\\' && l.pos+2 < len(l.src) && l.src[l.pos+1] == '\r' && l.src[l.pos+2] == '\n':
			l.pos += 3
			l.line++
			l.lineStart = l.pos
		case c == '#':
			start := l.pos
			l.lastStart, l.lastLineStart = l.pos, l.lineStart
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
			own := strings.TrimLeft(l.src[l.lineStart:start], " \t\r") == ""
			l.comments = append(l.comments, comment{line: l.line, text: strings.TrimRight(l.src[start:l.pos], "\r"), own: own})
		default:
			goto scan
		}
	}
scan:
	tok := token{line: l.line, col: l.pos - l.lineStart}
	if len(l.files) > 0 {
		f := l.files[0]
		if l.pendingEnd {
			l.pendingEnd = false
			l.files = l.files[1:]
			tok.fileEnd = true
			tok.col = l.eofCol
			tok.kind = tSrcEnd
			if l.pos >= len(l.src) {
				tok.kind = tEOF
			}
			return tok, nil
		}
		if f.AddedNewline && l.pos == f.End-1 || !f.AddedNewline && l.pos == f.End {
			// The newline gawk gives at the end of a file without
			// one, or the end right after a file's own newline.
			l.eofCol = 0
			if last := l.src[l.lineStart:l.pos]; last != "" {
				// gawk's caret: on the blank the file ends with, or
				// where its last token or comment began.
				if c := last[len(last)-1]; c == ' ' || c == '\t' || c == '\r' {
					l.eofCol = len(last) - 1
				} else if l.lastLineStart == l.lineStart {
					l.eofCol = l.lastStart - l.lastLineStart
				}
			}
			tok.col = l.eofCol
			if f.AddedNewline {
				l.pos++
				l.line++
				l.lineStart = l.pos
				tok.kind = tNewline
				tok.fileEnd = true
				l.pendingEnd = true
				return tok, nil
			}
			l.files = l.files[1:]
			tok.fileEnd = true
			tok.cmdLine = f.CmdLine
			tok.kind = tSrcEnd
			if l.pos >= len(l.src) {
				tok.kind = tEOF
			}
			return tok, nil
		}
	}
	l.lastStart, l.lastLineStart = l.pos, l.lineStart
	if l.pos >= len(l.src) {
		tok.kind = tEOF
		if !l.endNewline && len(l.src) > 0 && l.src[len(l.src)-1] != '\n' {
			// gawk ends a program text without a final newline with one
			// of its own: an expression cut off there is an error at that
			// newline, as at a real one.
			l.endNewline = true
			tok.kind = tNewline
		}
		return tok, nil
	}
	c := l.src[l.pos]
	l.pos++
	two := func(next byte, k2, k1 tokenKind) tokenKind {
		if l.pos < len(l.src) && l.src[l.pos] == next {
			l.pos++
			return k2
		}
		return k1
	}
	switch c {
	case '\n':
		tok.kind = tNewline
		l.line++
		l.lineStart = l.pos
		if len(l.files) > 0 && l.files[0].CmdLine && l.pos == l.files[0].End {
			// The newline that ends an -e text.
			tok.cmdLine = true
		}
	case '{':
		tok.kind = tLbrace
	case '}':
		tok.kind = tRbrace
	case '(':
		tok.kind = tLparen
	case ')':
		tok.kind = tRparen
	case '[':
		tok.kind = tLbracket
	case ']':
		tok.kind = tRbracket
	case ';':
		tok.kind = tSemicolon
	case ',':
		tok.kind = tComma
	case '?':
		tok.kind = tQuestion
	case ':':
		tok.kind = tColon
	case '$':
		tok.kind = tDollar
	case '~':
		tok.kind = tMatch
	case '+':
		tok.kind = two('+', tIncr, tAdd)
		if tok.kind == tAdd {
			tok.kind = two('=', tAddAssign, tAdd)
		}
	case '-':
		tok.kind = two('-', tDecr, tSub)
		if tok.kind == tSub {
			tok.kind = two('=', tSubAssign, tSub)
		}
	case '*':
		if l.mode != ModePOSIX && l.pos < len(l.src) && l.src[l.pos] == '*' { // gawk's ** and **=
			l.pos++
			tok.kind = two('=', tPowAssign, tPow)
			if l.lint.Flags != 0 {
				op := map[tokenKind]string{tPow: "**", tPowAssign: "**="}[tok.kind]
				if l.lint.on() {
					l.lintOnce(tok.line, "POSIX does not allow operator `"+op+"'")
				}
				if l.lint.old() {
					l.lintOnce(tok.line, "operator `"+op+"' is not supported in old awk")
				}
			}
		} else {
			tok.kind = two('=', tMulAssign, tMul)
		}
	case '%':
		tok.kind = two('=', tModAssign, tMod)
	case '^':
		tok.kind = two('=', tPowAssign, tPow)
		if l.lint.old() {
			l.lintOnce(tok.line, "operator `"+map[tokenKind]string{tPow: "^", tPowAssign: "^="}[tok.kind]+"' is not supported in old awk")
		}
	case '=':
		tok.kind = two('=', tEquals, tAssign)
	case '!':
		tok.kind = two('=', tNotEquals, tNot)
		if tok.kind == tNot {
			tok.kind = two('~', tNotMatch, tNot)
		}
	case '<':
		tok.kind = two('=', tLessEq, tLess)
	case '>':
		tok.kind = two('=', tGreaterEq, tGreater)
		if tok.kind == tGreater {
			tok.kind = two('>', tAppend, tGreater)
		}
	case '|':
		tok.kind = two('|', tOr, tPipe)
		if tok.kind == tPipe && l.mode == ModeGawk {
			tok.kind = two('&', tPipeAmp, tPipe)
		}
	case '&':
		if l.pos < len(l.src) && l.src[l.pos] == '&' {
			l.pos++
			tok.kind = tAnd
		} else {
			// gawk's caret is under a lone &.
			l.pos--
			return tok, l.errorf("syntax error")
		}
	case '/':
		if l.regexAllowed() {
			return l.regex(tok)
		}
		tok.kind = two('=', tDivAssign, tDiv)
	case '"':
		return l.str(tok)
	case '@':
		if l.mode == ModeGawk && l.pos < len(l.src) && l.src[l.pos] == '/' {
			l.pos++
			tok, err := l.regex(tok)
			tok.typed = true
			return tok, err
		}
		if l.mode == ModeGawk && l.pos < len(l.src) && (l.src[l.pos] == '_' || isAlpha(l.src[l.pos])) {
			end := l.pos
			for end < len(l.src) && (l.src[end] == '_' || isAlpha(l.src[end]) || isDigit(l.src[end])) {
				end++
			}
			if end < len(l.src) && l.src[end] == '(' {
				tok.kind, tok.text = tIndirect, l.src[l.pos:end]
				l.pos = end
				return tok, nil
			}
		}
		l.pos--
		return tok, l.errorf("invalid char '%c' in expression", c)
	default:
		switch {
		case c >= '0' && c <= '9' || c == '.' && l.pos < len(l.src) && isDigit(l.src[l.pos]):
			return l.number(tok)
		case c == '_' && l.pos < len(l.src) && l.src[l.pos] == '"':
			// gawk's translatable string: a plain string when it runs.
			l.pos++
			tok, err := l.str(tok)
			if err == nil {
				tok.intl = true
				l.intl = append(l.intl, IntlString{Line: tok.line, Msgid: tok.text})
			}
			return tok, err
		case c == '_' || isAlpha(c):
			start := l.pos - 1
			for l.pos < len(l.src) && (l.src[l.pos] == '_' || isAlpha(l.src[l.pos]) || isDigit(l.src[l.pos])) {
				l.pos++
			}
			name := l.src[start:l.pos]
			tok.text = name
			if k, ok := keywords()[name]; ok && !(name == "func" && l.mode == ModePOSIX) {
				tok.kind = k
				if l.lint.Flags != 0 {
					l.lintToken(name, tok.line)
				}
			} else if k, ok := gawkKeywords()[name]; ok && l.mode == ModeGawk {
				tok.kind = k
				if l.lint.Flags != 0 {
					l.lintToken(name, tok.line)
				}
			} else if builtinNames()[name] && !(gawkBuiltins()[name] && l.mode != ModeGawk) {
				tok.kind = tBuiltin
				if l.lint.Flags != 0 {
					l.lintToken(name, tok.line)
				}
			} else if l.pos < len(l.src) && l.src[l.pos] == '(' {
				tok.kind = tFuncName
			} else {
				tok.kind = tName
			}
			if tok.kind == tName && l.lint.on() && strings.EqualFold(name, "goto") {
				l.lintOnce(tok.line, "`goto' considered harmful!")
			}
		default:
			l.pos--
			return tok, l.errorf("invalid char '%c' in expression", c)
		}
	}
	return tok, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func (l *lexer) number(tok token) (token, error) {
	start := l.pos - 1
	// Hex constants in the program, as gawk allows (not with -c or -P:
	// 0x10 is then 0 and the name x10).
	if l.mode == ModeGawk && l.src[start] == '0' && l.pos < len(l.src) && (l.src[l.pos] == 'x' || l.src[l.pos] == 'X') &&
		l.pos+1 < len(l.src) && isHex(l.src[l.pos+1]) {
		l.pos++
		for l.pos < len(l.src) && isHex(l.src[l.pos]) {
			l.pos++
		}
		var n uint64
		fmt.Sscanf(l.src[start+2:l.pos], "%x", &n)
		tok.kind, tok.num, tok.text = tNumber, float64(n), l.src[start:l.pos]
		if l.lint.on() {
			l.lintWarn(tok.line, "numeric constant `"+tok.text+"' treated as hexadecimal")
		}
		return tok, nil
	}
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.pos < len(l.src) && l.src[l.pos] == '.' {
		l.pos++
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
	}
	if l.pos < len(l.src) && (l.src[l.pos] == 'e' || l.src[l.pos] == 'E') {
		p := l.pos + 1
		if p < len(l.src) && (l.src[p] == '+' || l.src[p] == '-') {
			p++
		}
		if p < len(l.src) && isDigit(l.src[p]) {
			for p < len(l.src) && isDigit(l.src[p]) {
				p++
			}
			l.pos = p
		}
	}
	tok.kind = tNumber
	tok.text = l.src[start:l.pos]
	tok.num, _ = strToNum(tok.text)
	// gawk reads 0-prefixed constants in the program as octal (not with
	// -c or -P).
	if l.mode == ModeGawk && len(tok.text) > 1 && tok.text[0] == '0' && strings.Trim(tok.text, "01234567") == "" {
		var n uint64
		fmt.Sscanf(tok.text, "%o", &n)
		tok.num = float64(n)
		if l.lint.on() {
			l.lintWarn(tok.line, "numeric constant `"+tok.text+"' treated as octal")
		}
	}
	return tok, nil
}

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// str scans a string literal with awk's escapes.
func (l *lexer) str(tok token) (token, error) {
	var b strings.Builder
	start := l.pos - 1
	for {
		if l.pos >= len(l.src) || l.src[l.pos] == '\n' {
			e := l.errorf("unterminated string")
			e.Col = start - l.lineStart
			return tok, e
		}
		c := l.src[l.pos]
		l.pos++
		if c == '"' {
			break
		}
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		if l.pos >= len(l.src) {
			b.WriteByte('\\')
			break
		}
		if l.src[l.pos] == '\n' { // continuation inside a string
			l.pos++
			l.line++
			l.lineStart = l.pos
			continue
		}
		if l.mode == ModePOSIX && l.src[l.pos] == 'x' {
			// POSIX has no \x: gawk -P reads it as a plain x.
			b.WriteByte('x')
			l.pos++
			continue
		}
		n, warning := unescape(&b, l.src[l.pos:], '"')
		if warning != "" {
			l.warnings = append(l.warnings, Warning{Line: l.line, Msg: warning})
		}
		l.pos += n
	}
	tok.kind, tok.text = tString, b.String()
	return tok, nil
}

// unescape decodes one escape (after the backslash) from s into b and
// returns how many bytes it used, and gawk's warning for an escape it does
// not know. quote is the delimiter that may be escaped ('"' in strings,
// '/' in regexes).
func unescape(b *strings.Builder, s string, quote byte) (int, string) {
	c := s[0]
	switch c {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case '\\':
		b.WriteByte('\\')
	case '"':
		b.WriteByte('"')
	case '/':
		b.WriteByte('/')
		if quote != '/' {
			// Only a regex knows \/; gawk warns in a string.
			return 1, "escape sequence `\\/' treated as plain `/'"
		}
	case 'a':
		b.WriteByte(7)
	case 'b':
		b.WriteByte(8)
	case 'f':
		b.WriteByte(12)
	case 'v':
		b.WriteByte(11)
	case '0', '1', '2', '3', '4', '5', '6', '7':
		n, i := 0, 0
		for i < 3 && i < len(s) && s[i] >= '0' && s[i] <= '7' {
			n = n*8 + int(s[i]-'0')
			i++
		}
		b.WriteByte(byte(n))
		return i, ""
	case 'x':
		// gawk takes at most two hex digits.
		n, i := 0, 1
		for ; i < 3 && i < len(s); i++ {
			d, err := strconv.ParseUint(s[i:i+1], 16, 8)
			if err != nil {
				break
			}
			n = n*16 + int(d)
		}
		if i == 1 {
			b.WriteByte('x')
			return 1, "no hex digits in `\\x' escape sequence"
		}
		b.WriteByte(byte(n))
		return i, ""
	default:
		// gawk keeps the character, drops the backslash and warns.
		_, size := utf8.DecodeRuneInString(s)
		b.WriteString(s[:size])
		return size, fmt.Sprintf("escape sequence `\\%s' treated as plain `%s'", s[:size], s[:size])
	}
	return 1, ""
}

// regex scans a /regex/ literal; escapes are kept for the regex compiler
// except \/.
func (l *lexer) regex(tok token) (token, error) {
	var b strings.Builder
	inBracket := false
	start := l.pos // gawk points its caret just after the opening /
	for {
		if l.pos >= len(l.src) || l.src[l.pos] == '\n' {
			e := l.errorf("unterminated regexp")
			e.Col = start - l.lineStart
			return tok, e
		}
		c := l.src[l.pos]
		l.pos++
		switch {
		case c == '\\' && l.pos < len(l.src):
			if l.src[l.pos] == '/' {
				b.WriteByte('/')
			} else {
				b.WriteByte('\\')
				b.WriteByte(l.src[l.pos])
			}
			l.pos++
			continue
		case c == '[' && !inBracket:
			inBracket = true
			b.WriteByte(c)
			// A ] right after [ or [^ is literal.
			if l.pos < len(l.src) && l.src[l.pos] == '^' {
				b.WriteByte('^')
				l.pos++
			}
			if l.pos < len(l.src) && l.src[l.pos] == ']' {
				b.WriteByte(']')
				l.pos++
			}
			continue
		case c == '[' && inBracket && l.pos < len(l.src) && l.src[l.pos] == ':':
			end := strings.Index(l.src[l.pos:], ":]")
			if end >= 0 {
				b.WriteString("[" + l.src[l.pos:l.pos+end+2])
				l.pos += end + 2
				continue
			}
		case c == ']' && inBracket:
			inBracket = false
		case c == '/' && !inBracket:
			tok.kind, tok.text = tRegex, b.String()
			return tok, nil
		}
		b.WriteByte(c)
	}
}
