package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "bc",
		Summary: "an arbitrary precision calculator language",
		Usage:   bcUsage,
		Run:     runBc,
	})
}

const bcUsage = `usage: bc [options] [file ...]
  -h  --help         print this usage and exit
  -l  --mathlib      use the predefined math routines
  -q  --quiet        don't print initial banner

Limits in the sandbox: a number may have at most 1000000 digits, and
function calls may nest 10000 deep.
`

const (
	bcMaxDigits = 1000000 // digits of one number (2^99999999 is refused)
	bcMaxDepth  = 10000   // nested function calls
)

// bcNum is a decimal fixed-point number: v / 10^scale.
type bcNum struct {
	v     *big.Int
	scale int
}

var bigTen = big.NewInt(10)

func bcPow10(n int) *big.Int {
	return new(big.Int).Exp(bigTen, big.NewInt(int64(n)), nil)
}

func bcInt(n int64) bcNum { return bcNum{big.NewInt(n), 0} }

// rescale returns n at scale s, truncating (toward zero) when s is smaller.
func (n bcNum) rescale(s int) bcNum {
	switch {
	case s == n.scale:
		return n
	case s > n.scale:
		return bcNum{new(big.Int).Mul(n.v, bcPow10(s-n.scale)), s}
	}
	return bcNum{new(big.Int).Quo(n.v, bcPow10(n.scale-s)), s}
}

func (n bcNum) isZero() bool { return n.v.Sign() == 0 }

func bcCmp(a, b bcNum) int {
	s := max(a.scale, b.scale)
	return a.rescale(s).v.Cmp(b.rescale(s).v)
}

func bcAdd(a, b bcNum) bcNum {
	s := max(a.scale, b.scale)
	return bcNum{new(big.Int).Add(a.rescale(s).v, b.rescale(s).v), s}
}

func bcSub(a, b bcNum) bcNum {
	s := max(a.scale, b.scale)
	return bcNum{new(big.Int).Sub(a.rescale(s).v, b.rescale(s).v), s}
}

func bcMul(a, b bcNum, scale int) bcNum {
	full := bcNum{new(big.Int).Mul(a.v, b.v), a.scale + b.scale}
	return full.rescale(min(a.scale+b.scale, max(scale, a.scale, b.scale)))
}

func bcDiv(a, b bcNum, scale int) (bcNum, error) {
	if b.isZero() {
		return bcNum{}, errBcDivZero
	}
	// a/b at scale: (a.v * 10^(scale+b.scale-a.scale)) / b.v.
	num := new(big.Int).Set(a.v)
	if e := scale + b.scale - a.scale; e >= 0 {
		num.Mul(num, bcPow10(e))
	} else {
		num.Quo(num, bcPow10(-e))
	}
	return bcNum{num.Quo(num, b.v), scale}, nil
}

func bcMod(a, b bcNum, scale int) (bcNum, error) {
	q, err := bcDiv(a, b, scale)
	if err != nil {
		return q, err
	}
	return bcSub(a, bcMul(q, b, max(scale+b.scale, a.scale))).rescale(max(scale+b.scale, a.scale)), nil
}

var (
	errBcDivZero = errors.New("Divide by zero")
	errBcTooBig  = errors.New("exponent too large in raise")
)

func bcDigits(n bcNum) int {
	return len(new(big.Int).Abs(n.v).String())
}

func bcRaise(a, b bcNum, scale int) (bcNum, error) {
	e := b.rescale(0).v
	if !e.IsInt64() {
		return bcNum{}, errBcTooBig
	}
	exp := e.Int64()
	if exp == 0 {
		return bcInt(1), nil
	}
	neg := exp < 0
	if neg {
		exp = -exp
	}
	// Bound the work: the result has about digits(a)*exp digits.
	if d := int64(bcDigits(a)); a.v.CmpAbs(big.NewInt(1)) > 0 && exp > 1 && (d-int64(a.scale))*exp > bcMaxDigits {
		return bcNum{}, errBcTooBig
	}
	if int64(a.scale)*exp > bcMaxDigits*4 {
		return bcNum{}, errBcTooBig
	}
	r := bcNum{new(big.Int).Exp(a.v, big.NewInt(exp), nil), a.scale * int(exp)}
	if neg {
		return bcDiv(bcInt(1), r, scale)
	}
	return r.rescale(min(a.scale*int(exp), max(scale, a.scale))), nil
}

func bcSqrt(a bcNum, scale int) (bcNum, error) {
	if a.v.Sign() < 0 {
		return bcNum{}, errors.New("Square root of a negative number")
	}
	rs := max(scale, a.scale)
	x := a.rescale(2 * rs).v
	return bcNum{new(big.Int).Sqrt(x), rs}, nil
}

// bcLength is length(): the number of significant decimal digits.
func bcLength(n bcNum) int {
	if n.isZero() {
		if n.scale > 0 {
			return n.scale
		}
		return 1
	}
	s := new(big.Int).Abs(n.v).String()
	if len(s) < n.scale {
		return n.scale
	}
	return len(s)
}

// ---- lexer ----

type bcTok struct {
	kind string // "num", "ident", "str", "op", "nl", "eof", or a keyword
	text string
	line int // line number after the token (GNU counts newlines as lexed)
}

// bcKeyword reports whether w is one of bc's keywords (a switch, not a
// map: a package-level map literal is built at every process's start).
func bcKeyword(w string) bool {
	switch w {
	case "define", "if", "else", "while", "for", "break", "continue",
		"return", "quit", "halt", "print", "auto", "length", "sqrt",
		"scale", "ibase", "obase", "last", "read", "limits", "warranty":
		return true
	}
	return false
}

type bcLexer struct {
	src  string
	pos  int
	line int
	err  string
	// more, when set, gives the next lines of input once src is used up
	// (standard input, read as it comes so that bc answers each line
	// before the next arrives, as in a coprocess).
	more *bufio.Reader
}

// refill replaces the used-up src with the next lines of input: whole
// lines, and as many as it takes to close a string or comment or a
// backslash-newline, so that no token spans two refills.
func (l *bcLexer) refill() bool {
	if l.more == nil {
		return false
	}
	var b strings.Builder
	inString, inComment := false, false
	for {
		line, err := l.more.ReadString('\n')
		b.WriteString(line)
		for i := 0; i < len(line); i++ {
			c := line[i]
			switch {
			case inString:
				inString = c != '"'
			case inComment:
				if c == '*' && i+1 < len(line) && line[i+1] == '/' {
					inComment = false
					i++
				}
			case c == '"':
				inString = true
			case c == '/' && i+1 < len(line) && line[i+1] == '*':
				inComment = true
				i++
			case c == '#':
				i = len(line)
			}
		}
		if err != nil {
			l.more = nil
			break
		}
		if !inString && !inComment && !strings.HasSuffix(line, "\\\n") {
			break
		}
	}
	l.src, l.pos = b.String(), 0
	return len(l.src) > 0
}

func (l *bcLexer) next() bcTok {
	for l.pos < len(l.src) || l.refill() {
		c := l.src[l.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			l.pos++
		case c == '\\' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '\n':
			l.pos += 2
			l.line++
		case c == '#':
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
		case c == '/' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '*':
			end := strings.Index(l.src[l.pos+2:], "*/")
			if end < 0 {
				l.pos = len(l.src)
				l.err = "comment"
				return bcTok{kind: "eof", line: l.line}
			}
			l.line += strings.Count(l.src[l.pos:l.pos+2+end], "\n")
			l.pos += end + 4
		default:
			return l.token()
		}
	}
	return bcTok{kind: "eof", line: l.line}
}

func (l *bcLexer) token() bcTok {
	c := l.src[l.pos]
	start := l.pos
	switch {
	case c == '\n':
		l.pos++
		l.line++
		return bcTok{kind: "nl", text: "\n", line: l.line}
	case c == ';':
		l.pos++
		return bcTok{kind: "nl", text: ";", line: l.line}
	case c >= '0' && c <= '9' || c >= 'A' && c <= 'F' || c == '.' && l.pos+1 < len(l.src) && isBcDigit(l.src[l.pos+1]):
		for l.pos < len(l.src) {
			d := l.src[l.pos]
			if isBcDigit(d) || d == '.' {
				l.pos++
			} else if d == '\\' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '\n' {
				l.pos += 2
				l.line++
			} else {
				break
			}
		}
		text := strings.ReplaceAll(l.src[start:l.pos], "\\\n", "")
		return bcTok{kind: "num", text: text, line: l.line}
	case c == '.':
		l.pos++
		return bcTok{kind: "last", text: ".", line: l.line}
	case c >= 'a' && c <= 'z' || c == '_':
		for l.pos < len(l.src) && (l.src[l.pos] >= 'a' && l.src[l.pos] <= 'z' || l.src[l.pos] >= '0' && l.src[l.pos] <= '9' || l.src[l.pos] == '_') {
			l.pos++
		}
		w := l.src[start:l.pos]
		if bcKeyword(w) {
			return bcTok{kind: w, text: w, line: l.line}
		}
		return bcTok{kind: "ident", text: w, line: l.line}
	case c == '"':
		end := strings.IndexByte(l.src[l.pos+1:], '"')
		if end < 0 {
			l.pos = len(l.src)
			l.err = "string"
			return bcTok{kind: "eof", line: l.line}
		}
		s := l.src[l.pos+1 : l.pos+1+end]
		l.line += strings.Count(s, "\n")
		l.pos += end + 2
		return bcTok{kind: "str", text: s, line: l.line}
	}
	for _, op := range []string{"++", "--", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^="} {
		if strings.HasPrefix(l.src[l.pos:], op) {
			l.pos += 2
			return bcTok{kind: "op", text: op, line: l.line}
		}
	}
	l.pos++
	if strings.IndexByte("+-*/%^=<>!()[]{},", c) >= 0 {
		return bcTok{kind: "op", text: string(c), line: l.line}
	}
	return bcTok{kind: "bad", text: string(c), line: l.line}
}

func isBcDigit(c byte) bool { return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' }

// ---- syntax tree ----

type bcExpr interface{}

type (
	bcLit  struct{ text string } // converted with ibase at run time
	bcVar  struct{ name string }
	bcElem struct {
		name  string
		index bcExpr
	}
	bcSpecial struct{ name string } // scale, ibase, obase, last
	bcUnary   struct {
		op string
		x  bcExpr
	}
	bcBinary struct {
		op   string
		x, y bcExpr
	}
	// bcChain is a left-associative chain at one precedence level
	// (|| , &&, relational, + -, * / %): x op y op y …, evaluated in a
	// loop, so a sum of a million terms deepens neither the tree nor
	// the Go stack (GNU bc's yacc parser reduces it as it reads).
	bcChain struct {
		x     bcExpr
		links []bcLink
	}
	bcAssign struct {
		op     string // "=", "+=", ...
		lv, rv bcExpr
	}
	bcIncDec struct {
		op     string
		prefix bool
		lv     bcExpr
	}
	bcCall struct {
		name string
		args []bcExpr
	}
	bcArrayArg struct{ name string } // a[] as a call argument
	bcBuiltin  struct {
		name string
		x    bcExpr
	}
)

type bcStmt interface{}

type (
	bcExprStmt  struct{ x bcExpr }
	bcStrStmt   struct{ s string }
	bcPrintStmt struct{ items []bcExpr } // bcLit of kind string are *bcStrItem
	bcStrItem   struct{ s string }
	bcBlock     struct{ list []bcStmt }
	bcIf        struct {
		cond      bcExpr
		then, els bcStmt
	}
	bcWhile struct {
		cond bcExpr
		body bcStmt
	}
	bcFor struct {
		init, cond, post bcExpr
		body             bcStmt
	}
	bcBreak    struct{}
	bcContinue struct{}
	bcReturn   struct{ x bcExpr }
	bcHalt     struct{}
)

type bcFunc struct {
	name         string
	params       []string // "a" or "a[]"
	autos        []string
	body         []bcStmt
	hasVoidDecls bool
}

// ---- parser ----

type bcParser struct {
	lx      *bcLexer
	tok     bcTok
	peeked  *bcTok
	inFunc  bool
	loops   int
	quit    bool
	errLine int
	errMsg  string
	depth   int // nesting of the construct being parsed, see enter
}

// bcMaxNesting bounds how deep statements and expressions nest (blocks,
// parentheses, unary operators, right-associative operators; a chain of
// left-associative ones is flat, see bcChain).
// GNU bc's yacc parser stops near the same depth with "memory exhausted";
// without a bound this recursive descent, and the evaluator after it,
// would overflow the Go stack and kill the process.
const bcMaxNesting = 10000

// bcLink is one operator and its right operand in a bcChain.
type bcLink struct {
	op string
	y  bcExpr
}

type bcSyntaxError struct {
	line  int
	msg   string
	fatal bool // bc stops reading, as GNU's parser does when out of stack
}

// enter counts one level of nesting, failing as GNU bc does past
// bcMaxNesting; the caller restores p.depth when the construct ends.
func (p *bcParser) enter() {
	p.depth++
	if p.depth > bcMaxNesting {
		panic(&bcSyntaxError{line: p.tok.line, msg: "memory exhausted", fatal: true})
	}
}

func (e *bcSyntaxError) Error() string { return e.msg }

func (p *bcParser) advance() {
	if p.peeked != nil {
		p.tok, p.peeked = *p.peeked, nil
		return
	}
	p.tok = p.lx.next()
	if p.tok.kind == "quit" {
		// quit takes effect when read, wherever it is.
		p.quit = true
	}
}

func (p *bcParser) fail(msg string) {
	if msg == "" {
		msg = "syntax error"
	}
	panic(&bcSyntaxError{line: p.tok.line, msg: msg})
}

func (p *bcParser) is(kind, text string) bool {
	return p.tok.kind == kind && (text == "" || p.tok.text == text)
}

func (p *bcParser) expect(kind, text string) {
	if !p.is(kind, text) {
		p.fail("")
	}
	p.advance()
}

func (p *bcParser) skipNewlines() {
	for p.tok.kind == "nl" {
		p.advance()
	}
}

// statement parses one statement (not a definition).
func (p *bcParser) statement() bcStmt {
	p.enter()
	defer func() { p.depth-- }()
	switch p.tok.kind {
	case "str":
		s := p.tok.text
		p.advance()
		return &bcStrStmt{s}
	case "op":
		if p.tok.text == "{" {
			p.advance()
			var list []bcStmt
			for {
				for p.tok.kind == "nl" {
					p.advance()
				}
				if p.is("op", "}") {
					p.advance()
					return &bcBlock{list}
				}
				list = append(list, p.statement())
				if !p.is("nl", "") && !p.is("op", "}") {
					p.fail("")
				}
			}
		}
	case "if":
		p.advance()
		p.expect("op", "(")
		cond := p.expr()
		p.expect("op", ")")
		p.skipNewlines()
		then := p.optStatement()
		// GNU bc wants "else" on the same line as the statement's end.
		if p.is("else", "") {
			p.advance()
			p.skipNewlines()
			return &bcIf{cond, then, p.optStatement()}
		}
		return &bcIf{cond, then, nil}
	case "while":
		p.advance()
		p.expect("op", "(")
		cond := p.expr()
		p.expect("op", ")")
		p.skipNewlines()
		p.loops++
		body := p.optStatement()
		p.loops--
		return &bcWhile{cond, body}
	case "for":
		p.advance()
		p.expect("op", "(")
		var init, cond, post bcExpr
		if !p.is("nl", ";") {
			init = p.expr()
		}
		p.expect("nl", ";")
		if !p.is("nl", ";") {
			cond = p.expr()
		}
		p.expect("nl", ";")
		if !p.is("op", ")") {
			post = p.expr()
		}
		p.expect("op", ")")
		p.skipNewlines()
		p.loops++
		body := p.optStatement()
		p.loops--
		return &bcFor{init, cond, post, body}
	case "break":
		if p.loops == 0 {
			p.fail("Break outside a for/while")
		}
		p.advance()
		return &bcBreak{}
	case "continue":
		if p.loops == 0 {
			p.fail("Continue outside a for/while")
		}
		p.advance()
		return &bcContinue{}
	case "return":
		if !p.inFunc {
			p.fail("Return outside of a function.")
		}
		p.advance()
		if p.is("nl", "") || p.is("op", "}") || p.is("eof", "") {
			return &bcReturn{}
		}
		return &bcReturn{p.expr()}
	case "quit":
		p.advance()
		return &bcBlock{}
	case "halt":
		p.advance()
		return &bcHalt{}
	case "print":
		p.advance()
		var items []bcExpr
		for {
			if p.tok.kind == "str" {
				items = append(items, &bcStrItem{p.tok.text})
				p.advance()
			} else {
				items = append(items, p.expr())
			}
			if !p.is("op", ",") {
				break
			}
			p.advance()
		}
		return &bcPrintStmt{items}
	}
	return &bcExprStmt{p.expr()}
}

// optStatement is the body of if/while/for: a statement or nothing.
func (p *bcParser) optStatement() bcStmt {
	if p.is("nl", ";") {
		return &bcBlock{}
	}
	return p.statement()
}

// Expression grammar, loosest first: || && ! relational assignment + - * / % ^ unary ++/--.
func (p *bcParser) expr() bcExpr {
	p.enter()
	defer func() { p.depth-- }()
	return p.orExpr()
}

// chain parses a left-associative chain of the operators ops over
// operands parsed by next, flat (see bcChain).
func (p *bcParser) chain(next func() bcExpr, ops ...string) bcExpr {
	x := next()
	var links []bcLink
	for p.tok.kind == "op" && slices.Contains(ops, p.tok.text) {
		op := p.tok.text
		p.advance()
		links = append(links, bcLink{op, next()})
	}
	if links == nil {
		return x
	}
	return &bcChain{x, links}
}

func (p *bcParser) orExpr() bcExpr { return p.chain(p.andExpr, "||") }

func (p *bcParser) andExpr() bcExpr { return p.chain(p.notExpr, "&&") }

func (p *bcParser) notExpr() bcExpr {
	if p.is("op", "!") {
		p.enter()
		defer func() { p.depth-- }()
		p.advance()
		return &bcUnary{"!", p.notExpr()}
	}
	return p.relExpr()
}

func (p *bcParser) relExpr() bcExpr {
	return p.chain(p.assignExpr, "==", "!=", "<", "<=", ">", ">=")
}

func isLvalue(x bcExpr) bool {
	switch v := x.(type) {
	case *bcVar, *bcElem:
		return true
	case *bcSpecial:
		return v.name != "last" || true
	}
	return false
}

func (p *bcParser) assignExpr() bcExpr {
	x := p.addExpr()
	if p.tok.kind == "op" {
		switch p.tok.text {
		case "=", "+=", "-=", "*=", "/=", "%=", "^=":
			if !isLvalue(x) {
				p.fail("")
			}
			p.enter()
			defer func() { p.depth-- }()
			op := p.tok.text
			p.advance()
			// The right side is a whole expression (right associative).
			return &bcAssign{op, x, p.assignRHS()}
		}
	}
	return x
}

// assignRHS parses the right of an assignment: GNU's yacc grammar takes
// an expression there, binding tighter than relational operators.
func (p *bcParser) assignRHS() bcExpr { return p.assignExpr() }

func (p *bcParser) addExpr() bcExpr { return p.chain(p.mulExpr, "+", "-") }

func (p *bcParser) mulExpr() bcExpr { return p.chain(p.powExpr, "*", "/", "%") }

func (p *bcParser) powExpr() bcExpr {
	x := p.unaryExpr()
	if p.is("op", "^") {
		p.enter()
		defer func() { p.depth-- }()
		p.advance()
		return &bcBinary{"^", x, p.powExpr()}
	}
	return x
}

func (p *bcParser) unaryExpr() bcExpr {
	if p.is("op", "-") {
		p.enter()
		defer func() { p.depth-- }()
		p.advance()
		return &bcUnary{"-", p.unaryExpr()}
	}
	if p.is("op", "++") || p.is("op", "--") {
		op := p.tok.text
		p.advance()
		lv := p.primary()
		if !isLvalue(lv) {
			p.fail("")
		}
		return &bcIncDec{op, true, lv}
	}
	x := p.primary()
	if (p.is("op", "++") || p.is("op", "--")) && isLvalue(x) {
		op := p.tok.text
		p.advance()
		return &bcIncDec{op, false, x}
	}
	return x
}

func (p *bcParser) primary() bcExpr {
	t := p.tok
	switch t.kind {
	case "num":
		p.advance()
		return &bcLit{t.text}
	case "last":
		p.advance()
		return &bcSpecial{"last"}
	case "scale", "ibase", "obase":
		p.advance()
		if t.kind == "scale" && p.is("op", "(") {
			p.advance()
			x := p.expr()
			p.expect("op", ")")
			return &bcBuiltin{"scale", x}
		}
		return &bcSpecial{t.kind}
	case "length", "sqrt":
		p.advance()
		p.expect("op", "(")
		x := p.expr()
		p.expect("op", ")")
		return &bcBuiltin{t.kind, x}
	case "read":
		p.fail("read() is not supported in the sandbox")
	case "ident":
		p.advance()
		switch {
		case p.is("op", "["):
			p.advance()
			idx := p.expr()
			p.expect("op", "]")
			return &bcElem{t.text, idx}
		case p.is("op", "("):
			p.advance()
			var args []bcExpr
			for !p.is("op", ")") {
				if p.tok.kind == "ident" {
					// name[] passes an array.
					save, saveTok := *p.lx, p.tok
					name := p.tok.text
					p.advance()
					if p.is("op", "[") {
						p.advance()
						if p.is("op", "]") {
							p.advance()
							args = append(args, &bcArrayArg{name})
							goto next
						}
					}
					*p.lx, p.tok = save, saveTok
				}
				args = append(args, p.expr())
			next:
				if !p.is("op", ",") {
					break
				}
				p.advance()
			}
			p.expect("op", ")")
			return &bcCall{t.text, args}
		}
		return &bcVar{t.text}
	case "op":
		if t.text == "(" {
			p.advance()
			x := p.expr()
			p.expect("op", ")")
			return x
		}
	}
	p.fail("")
	return nil
}

// define parses a function definition after "define".
func (p *bcParser) define() *bcFunc {
	p.advance()
	if p.tok.kind != "ident" {
		p.fail("")
	}
	fn := &bcFunc{name: p.tok.text}
	p.advance()
	p.expect("op", "(")
	for !p.is("op", ")") {
		if p.tok.kind != "ident" && !p.is("op", "*") {
			p.fail("")
		}
		if p.is("op", "*") {
			p.advance()
		}
		name := p.tok.text
		p.advance()
		if p.is("op", "[") {
			p.advance()
			p.expect("op", "]")
			name += "[]"
		}
		fn.params = append(fn.params, name)
		if !p.is("op", ",") {
			break
		}
		p.advance()
	}
	p.expect("op", ")")
	p.skipNewlines()
	p.expect("op", "{")
	p.skipNewlines()
	p.inFunc = true
	defer func() { p.inFunc = false }()
	for p.is("auto", "") {
		p.advance()
		for {
			if p.tok.kind != "ident" {
				p.fail("")
			}
			name := p.tok.text
			p.advance()
			if p.is("op", "[") {
				p.advance()
				p.expect("op", "]")
				name += "[]"
			}
			fn.autos = append(fn.autos, name)
			if !p.is("op", ",") {
				break
			}
			p.advance()
		}
		if !p.is("nl", "") {
			p.fail("")
		}
		p.skipNewlines()
	}
	for {
		p.skipNewlines()
		if p.is("op", "}") {
			p.advance()
			return fn
		}
		fn.body = append(fn.body, p.statement())
		if !p.is("nl", "") && !p.is("op", "}") {
			p.fail("")
		}
	}
}

// ---- interpreter ----

type bcArray map[int64]bcNum

type bcInterp struct {
	ctx                 context.Context
	out                 *bcOutput
	stderr              io.Writer
	scale, ibase, obase int
	last                bcNum
	vars                map[string]bcNum
	arrays              map[string]bcArray
	funcs               map[string]*bcFunc
	depth               int
	fname               string
	halted              bool
	ret                 bcNum // the value of the last return
	curArray            string
}

type bcRuntimeError struct{ msg, fname string }

func (e *bcRuntimeError) Error() string { return e.msg }

func (in *bcInterp) fail(err error) {
	panic(&bcRuntimeError{err.Error(), in.fname})
}

func (in *bcInterp) convertLit(text string) bcNum {
	base := in.ibase
	if len(text) == 1 && text != "." {
		// A single digit keeps its face value whatever ibase is.
		d := strings.IndexByte("0123456789ABCDEF", text[0])
		return bcInt(int64(d))
	}
	intPart, frac, _ := strings.Cut(text, ".")
	if strings.Contains(frac, ".") {
		frac = frac[:strings.IndexByte(frac, '.')]
	}
	digit := func(c byte) int64 {
		d := int64(strings.IndexByte("0123456789ABCDEF", c))
		if d >= int64(base) {
			d = int64(base) - 1
		}
		return d
	}
	v := new(big.Int)
	b := big.NewInt(int64(base))
	for i := 0; i < len(intPart); i++ {
		v.Mul(v, b)
		v.Add(v, big.NewInt(digit(intPart[i])))
	}
	n := bcNum{v, 0}
	if frac == "" {
		return n
	}
	if base == 10 {
		fv, _ := new(big.Int).SetString(frac, 10)
		return bcAdd(n, bcNum{fv, len(frac)})
	}
	// Fraction digits in another base: sum d/base^k at scale len(frac).
	num := new(big.Int)
	den := big.NewInt(1)
	for i := 0; i < len(frac); i++ {
		num.Mul(num, b)
		num.Add(num, big.NewInt(digit(frac[i])))
		den.Mul(den, b)
	}
	f, _ := bcDiv(bcNum{num, 0}, bcNum{den, 0}, len(frac))
	return bcAdd(n, f)
}

func (in *bcInterp) array(name string) bcArray {
	a := in.arrays[name]
	if a == nil {
		a = bcArray{}
		in.arrays[name] = a
	}
	return a
}

func (in *bcInterp) index(x bcExpr) int64 {
	v := in.eval(x).rescale(0).v
	if v.Sign() < 0 || !v.IsInt64() || v.Int64() > 16777215 {
		in.fail(fmt.Errorf("Array %s subscript out of bounds.", in.curArray))
	}
	return v.Int64()
}

func (in *bcInterp) load(lv bcExpr) bcNum {
	switch v := lv.(type) {
	case *bcVar:
		if n, ok := in.vars[v.name]; ok {
			return n
		}
		return bcInt(0)
	case *bcElem:
		in.curArray = v.name
		if n, ok := in.array(v.name)[in.index(v.index)]; ok {
			return n
		}
		return bcInt(0)
	case *bcSpecial:
		switch v.name {
		case "scale":
			return bcInt(int64(in.scale))
		case "ibase":
			return bcInt(int64(in.ibase))
		case "obase":
			return bcInt(int64(in.obase))
		}
		return in.last
	}
	return bcInt(0)
}

func (in *bcInterp) store(lv bcExpr, n bcNum) {
	switch v := lv.(type) {
	case *bcVar:
		in.vars[v.name] = n
	case *bcElem:
		in.curArray = v.name
		in.array(v.name)[in.index(v.index)] = n
	case *bcSpecial:
		iv := n.rescale(0).v
		val := int64(1 << 31)
		if iv.IsInt64() {
			val = iv.Int64()
		}
		switch v.name {
		case "scale":
			if val < 0 || val > 1<<31-1 {
				in.fail(errors.New("Scale out of range"))
			}
			in.scale = int(min(val, bcMaxDigits))
		case "ibase":
			switch {
			case val < 2:
				fmt.Fprintf(in.stderr, "Runtime warning (func=%s, adr=0): ibase too small, set to 2\n", in.fname)
				val = 2
			case val > 16:
				val = 16
			}
			in.ibase = int(val)
		case "obase":
			switch {
			case val < 2:
				fmt.Fprintf(in.stderr, "Runtime warning (func=%s, adr=0): obase too small, set to 2\n", in.fname)
				val = 2
			case val > 1<<31-1:
				val = 1<<31 - 1
			}
			in.obase = int(val)
		case "last":
			in.last = n
		}
	}
}

func bcBool(b bool) bcNum {
	if b {
		return bcInt(1)
	}
	return bcInt(0)
}

func (in *bcInterp) eval(x bcExpr) bcNum {
	switch v := x.(type) {
	case *bcLit:
		return in.convertLit(v.text)
	case *bcVar, *bcElem, *bcSpecial:
		return in.load(v)
	case *bcUnary:
		a := in.eval(v.x)
		if v.op == "!" {
			return bcBool(a.isZero())
		}
		return bcNum{new(big.Int).Neg(a.v), a.scale}
	case *bcBinary:
		return in.binary(v.op, in.eval(v.x), in.eval(v.y))
	case *bcChain:
		acc := in.eval(v.x)
		for _, l := range v.links {
			switch l.op {
			case "&&": // short cuts: the right side runs only when needed
				acc = bcBool(!acc.isZero() && !in.eval(l.y).isZero())
			case "||":
				acc = bcBool(!acc.isZero() || !in.eval(l.y).isZero())
			default:
				acc = in.binary(l.op, acc, in.eval(l.y))
			}
		}
		return acc
	case *bcAssign:
		var n bcNum
		if v.op == "=" {
			n = in.eval(v.rv)
		} else {
			cur := in.load(v.lv)
			n = in.binary(v.op[:1], cur, in.eval(v.rv))
		}
		in.store(v.lv, n)
		return in.load(v.lv)
	case *bcIncDec:
		cur := in.load(v.lv)
		n := bcAdd(cur, bcInt(1))
		if v.op == "--" {
			n = bcSub(cur, bcInt(1))
		}
		in.store(v.lv, n)
		if v.prefix {
			return in.load(v.lv)
		}
		return cur
	case *bcBuiltin:
		a := in.eval(v.x)
		switch v.name {
		case "length":
			return bcInt(int64(bcLength(a)))
		case "scale":
			return bcInt(int64(a.scale))
		case "sqrt":
			r, err := bcSqrt(a, in.scale)
			if err != nil {
				in.fail(err)
			}
			return r
		}
	case *bcCall:
		return in.call(v)
	}
	in.fail(errors.New("bad expression"))
	return bcNum{}
}

func (in *bcInterp) binary(op string, a, b bcNum) bcNum {
	var r bcNum
	var err error
	switch op {
	case "+":
		r = bcAdd(a, b)
	case "-":
		r = bcSub(a, b)
	case "*":
		r = bcMul(a, b, in.scale)
	case "/":
		r, err = bcDiv(a, b, in.scale)
	case "%":
		r, err = bcMod(a, b, in.scale)
	case "^":
		if b.scale > 0 && !b.rescale(0).v.IsInt64() || b.scale > 0 && bcCmp(b, b.rescale(0)) != 0 {
			fmt.Fprintf(in.stderr, "Runtime warning (func=%s, adr=0): non-zero scale in exponent\n", in.fname)
		}
		r, err = bcRaise(a, b, in.scale)
	case "==":
		r = bcBool(bcCmp(a, b) == 0)
	case "!=":
		r = bcBool(bcCmp(a, b) != 0)
	case "<":
		r = bcBool(bcCmp(a, b) < 0)
	case "<=":
		r = bcBool(bcCmp(a, b) <= 0)
	case ">":
		r = bcBool(bcCmp(a, b) > 0)
	case ">=":
		r = bcBool(bcCmp(a, b) >= 0)
	}
	if err != nil {
		in.fail(err)
	}
	if bcDigits(r) > bcMaxDigits+r.scale {
		in.fail(errors.New("number too large"))
	}
	return r
}

func (in *bcInterp) call(c *bcCall) bcNum {
	fn := in.funcs[c.name]
	if fn == nil {
		in.fail(fmt.Errorf("Function %s not defined.", c.name))
	}
	if len(c.args) != len(fn.params) {
		in.fail(errors.New("Parameter number mismatch"))
	}
	if in.depth >= bcMaxDepth {
		in.fail(errors.New("function call nesting too deep"))
	}
	if err := in.ctx.Err(); err != nil {
		panic(err)
	}
	// Evaluate the arguments before binding (they see the caller's names).
	type binding struct {
		name  string
		isArr bool
		num   bcNum
		arr   bcArray
	}
	var binds []binding
	for i, p := range fn.params {
		if strings.HasSuffix(p, "[]") {
			aa, ok := c.args[i].(*bcArrayArg)
			if !ok {
				in.fail(errors.New("Parameter number mismatch"))
			}
			cp := bcArray{}
			for k, v := range in.arrays[aa.name] {
				cp[k] = v
			}
			binds = append(binds, binding{name: strings.TrimSuffix(p, "[]"), isArr: true, arr: cp})
		} else {
			if _, ok := c.args[i].(*bcArrayArg); ok {
				in.fail(errors.New("Parameter number mismatch"))
			}
			binds = append(binds, binding{name: p, num: in.eval(c.args[i])})
		}
	}
	for _, a := range fn.autos {
		if strings.HasSuffix(a, "[]") {
			binds = append(binds, binding{name: strings.TrimSuffix(a, "[]"), isArr: true, arr: bcArray{}})
		} else {
			binds = append(binds, binding{name: a, num: bcInt(0)})
		}
	}
	// Dynamic scoping: save what the names held and restore on return.
	type saved struct {
		had bool
		num bcNum
		arr bcArray
	}
	olds := make([]saved, len(binds))
	for i, b := range binds {
		if b.isArr {
			a, ok := in.arrays[b.name]
			olds[i] = saved{had: ok, arr: a}
			in.arrays[b.name] = b.arr
		} else {
			n, ok := in.vars[b.name]
			olds[i] = saved{had: ok, num: n}
			in.vars[b.name] = b.num
		}
	}
	oldName := in.fname
	in.fname = fn.name
	in.depth++
	defer func() {
		in.depth--
		in.fname = oldName
		for i := len(binds) - 1; i >= 0; i-- {
			b := binds[i]
			switch {
			case b.isArr && olds[i].had:
				in.arrays[b.name] = olds[i].arr
			case b.isArr:
				delete(in.arrays, b.name)
			case olds[i].had:
				in.vars[b.name] = olds[i].num
			default:
				delete(in.vars, b.name)
			}
		}
	}()
	for _, s := range fn.body {
		if in.exec(s) == bcRet {
			return in.ret
		}
	}
	return bcInt(0)
}

// bcCtl is how a statement ended: normally, or by break, continue or
// return (the value is in bcInterp.ret).
type bcCtl int

const (
	bcNext bcCtl = iota
	bcBrk
	bcCont
	bcRet
)

func (in *bcInterp) exec(s bcStmt) bcCtl {
	if err := in.ctx.Err(); err != nil {
		panic(err)
	}
	if in.out.err != nil {
		// Stdout failed (output limit): stop.
		panic(in.out.err)
	}
	switch v := s.(type) {
	case *bcExprStmt:
		n := in.eval(v.x)
		if _, ok := v.x.(*bcAssign); ok {
			return bcNext
		}
		in.last = n
		in.out.number(n, in.obase)
		in.out.char('\n')
	case *bcStrStmt:
		in.out.str(v.s)
	case *bcPrintStmt:
		for _, it := range v.items {
			if si, ok := it.(*bcStrItem); ok {
				in.out.str(bcEscapes(si.s))
				continue
			}
			n := in.eval(it)
			in.last = n
			in.out.number(n, in.obase)
		}
	case *bcBlock:
		for _, st := range v.list {
			if c := in.exec(st); c != bcNext {
				return c
			}
		}
	case *bcIf:
		if !in.eval(v.cond).isZero() {
			return in.exec(v.then)
		} else if v.els != nil {
			return in.exec(v.els)
		}
	case *bcWhile:
		for !in.eval(v.cond).isZero() {
			c := in.exec(v.body)
			if c == bcBrk {
				break
			}
			if c == bcRet {
				return c
			}
		}
	case *bcFor:
		if v.init != nil {
			in.eval(v.init)
		}
		for v.cond == nil || !in.eval(v.cond).isZero() {
			c := in.exec(v.body)
			if c == bcBrk {
				break
			}
			if c == bcRet {
				return c
			}
			if v.post != nil {
				in.eval(v.post)
			}
		}
	case *bcBreak:
		return bcBrk
	case *bcContinue:
		return bcCont
	case *bcReturn:
		in.ret = bcInt(0)
		if v.x != nil {
			in.ret = in.eval(v.x)
		}
		return bcRet
	case *bcHalt:
		in.halted = true
		panic(bcHalt{})
	}
	return bcNext
}

// bcEscapes expands print's escapes.
func bcEscapes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'q':
			b.WriteByte('"')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case '\\':
			b.WriteByte('\\')
		default:
			// GNU bc drops unknown escapes.
		}
	}
	return b.String()
}

// ---- output ----

// bcOutput writes numbers, wrapping lines at lineLen-1 characters with a
// backslash, as GNU bc does; strings reset the column.
type bcOutput struct {
	w       io.Writer
	col     int
	lineLen int
	err     error
}

func (o *bcOutput) write(s string) {
	if o.err == nil {
		_, o.err = io.WriteString(o.w, s)
	}
}

func (o *bcOutput) char(c byte) {
	if c == '\n' {
		o.col = 0
		o.write("\n")
		return
	}
	// GNU's out_char: the column counts first, and a line holds
	// lineLen-2 characters and the backslash.
	o.col++
	if o.lineLen > 1 && o.col == o.lineLen-1 {
		o.write("\\\n")
		o.col = 1
	}
	o.write(string(c))
}

func (o *bcOutput) str(s string) {
	o.write(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		o.col = len(s) - i - 1
	} else {
		o.col += len(s)
	}
}

func (o *bcOutput) chars(s string) {
	for i := 0; i < len(s); i++ {
		o.char(s[i])
	}
}

// number prints n in base obase as bc_out_num does.
func (o *bcOutput) number(n bcNum, obase int) {
	if n.isZero() {
		o.char('0')
		return
	}
	if n.v.Sign() < 0 {
		o.char('-')
	}
	abs := new(big.Int).Abs(n.v)
	scaleDiv := bcPow10(n.scale)
	ip, fp := new(big.Int).QuoRem(abs, scaleDiv, new(big.Int))
	if obase == 10 {
		s := abs.String()
		if len(s) <= n.scale {
			s = strings.Repeat("0", n.scale-len(s)+1) + s
		}
		intStr, fracStr := s[:len(s)-n.scale], s[len(s)-n.scale:]
		if intStr != "0" {
			o.chars(intStr)
		}
		if n.scale > 0 {
			o.char('.')
			o.chars(fracStr)
		}
		return
	}
	const hex = "0123456789ABCDEF"
	width := len(strconv.Itoa(obase - 1))
	space := true // no space before the first fraction digit
	digit := func(d int64) {
		if obase <= 16 {
			o.char(hex[d])
			return
		}
		if space {
			o.char(' ')
		}
		space = true
		s := strconv.FormatInt(d, 10)
		o.chars(strings.Repeat("0", width-len(s)) + s)
	}
	if ip.Sign() > 0 {
		var ds []int64
		b := big.NewInt(int64(obase))
		r := new(big.Int)
		for ip.Sign() > 0 {
			ip.QuoRem(ip, b, r)
			ds = append(ds, r.Int64())
		}
		for i := len(ds) - 1; i >= 0; i-- {
			digit(ds[i])
		}
	} else if obase > 16 {
		// GNU prints nothing for a zero integer part.
	}
	if n.scale > 0 {
		o.char('.')
		space = false
		frac := bcNum{fp, n.scale}
		base := bcInt(int64(obase))
		t := big.NewInt(1)
		for len(t.String()) <= n.scale {
			frac = bcMul(frac, base, n.scale)
			d := frac.rescale(0).v.Int64()
			frac = bcSub(frac, bcInt(d))
			digit(d)
			t.Mul(t, big.NewInt(int64(obase)))
		}
	}
}

// ---- driver ----

func runBc(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("bc")
	mathlib := f.Bool('l', "mathlib")
	// No banner is ever printed (input is never a terminal), so -q has
	// nothing to do. -s and -w (POSIX checks) are not supported.
	f.Bool('q', "quiet")
	help := f.Bool('h', "help")
	ops, status, done := parseFlags(inv, f, bcUsage, 1)
	if done {
		return status
	}
	if *help {
		io.WriteString(inv.Stdout, bcUsage)
		return 0
	}
	lineLen := 70
	if v, ok := inv.Env["BC_LINE_LENGTH"]; ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 {
			lineLen = n
			if n == 1 {
				lineLen = 70
			}
		}
	}
	in := &bcInterp{
		ctx: ctx, stderr: inv.Stderr, ibase: 10, obase: 10, last: bcInt(0), fname: "(main)",
		vars: map[string]bcNum{}, arrays: map[string]bcArray{}, funcs: map[string]*bcFunc{},
		out: &bcOutput{w: inv.Stdout, lineLen: lineLen},
	}
	if *mathlib {
		if !in.run("(standard_in)", bcLibMath, true) {
			return 1
		}
	}
	for _, name := range ops {
		data, err := vfs.ReadFile(ctx, inv.FS, inv.Path(name))
		if err != nil {
			fmt.Fprintf(inv.Stderr, "File %s is unavailable.\n", name)
			return 1
		}
		if !in.run(name, string(data), false) {
			return bcWriteCheck(inv, in)
		}
	}
	in.runLexer("(standard_in)", &bcLexer{line: 1, more: bufio.NewReaderSize(stdinReader(ctx, inv), 4096)}, false)
	return bcWriteCheck(inv, in)
}

// bcWriteCheck is GNU bc's check of its output as it ends: the message of
// the number library it shares with dc names dc.
func bcWriteCheck(inv *shell.Invocation, in *bcInterp) int {
	if err := in.out.err; err != nil && in.ctx.Err() == nil && !diesOfSIGPIPE(inv, err) {
		fmt.Fprintf(inv.Stderr, "dc: could not write output file: %s\n", vfs.Strerror(err))
	}
	return in.exitStatus()
}

func (in *bcInterp) exitStatus() int {
	if in.out.err != nil || in.ctx.Err() != nil {
		return 1
	}
	return 0
}

// run parses and executes src line by line as GNU bc does: the statements
// of a line run when its newline is read; a syntax error skips the rest of
// the line; quit stops at once. It returns false when bc must stop.
func (in *bcInterp) run(name, src string, lib bool) bool {
	return in.runLexer(name, &bcLexer{src: src, line: 1}, lib)
}

func (in *bcInterp) runLexer(name string, lx *bcLexer, lib bool) bool {
	p := &bcParser{lx: lx}
	p.advance()
	var pending []bcStmt
	flush := func() bool {
		list := pending
		pending = nil
		for _, s := range list {
			cont, abandon := in.execTop(s)
			if !cont {
				return false
			}
			if abandon {
				break
			}
		}
		return true
	}
	for {
		if p.quit {
			return false
		}
		if in.ctx.Err() != nil || in.out.err != nil {
			return false
		}
		switch {
		case p.tok.kind == "eof":
			if lx.err != "" {
				fmt.Fprintf(in.stderr, "(%s) %d: %s\n", strings.Trim(name, "()"), lx.line, map[string]string{"comment": "EOF encountered in a comment.", "string": "EOF encountered in a string."}[lx.err])
			}
			return flush()
		case p.tok.kind == "nl":
			// A line's statements run before the next line is read.
			if p.tok.text == "\n" && !flush() {
				return false
			}
			p.advance()
			continue
		}
		stmt, fn, err := in.parseItem(p)
		if p.quit {
			return false
		}
		if err != nil {
			// The statements of the line so far are dropped with it.
			pending = nil
			fmt.Fprintf(in.stderr, "%s %d: %s\n", name, err.line, err.msg)
			if err.fatal {
				return false
			}
			// Skip to the end of the line (the error may be its newline).
			for p.tok.kind != "eof" && !(p.tok.kind == "nl" && p.tok.text == "\n") {
				p.advance()
			}
			if p.tok.kind != "eof" {
				p.advance()
			}
			continue
		}
		if fn != nil {
			in.funcs[fn.name] = fn
			continue
		}
		pending = append(pending, stmt)
		if !p.is("nl", "") && !p.is("eof", "") {
			// Two statements without a separator.
			pending = nil
			fmt.Fprintf(in.stderr, "%s %d: syntax error\n", name, p.tok.line)
			for p.tok.kind != "eof" && !(p.tok.kind == "nl" && p.tok.text == "\n") {
				p.advance()
			}
		}
	}
}

func (in *bcInterp) parseItem(p *bcParser) (stmt bcStmt, fn *bcFunc, serr *bcSyntaxError) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*bcSyntaxError); ok {
				serr = e
				return
			}
			panic(r)
		}
	}()
	if p.is("define", "") {
		return nil, p.define(), nil
	}
	return p.statement(), nil, nil
}

// execTop runs one top-level statement. A runtime error is reported as
// GNU does and abandons the rest of the line (abandon); cont is false when
// bc must stop (halt, cancellation).
func (in *bcInterp) execTop(s bcStmt) (cont, abandon bool) {
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case *bcRuntimeError:
				fmt.Fprintf(in.stderr, "Runtime error (func=%s, adr=0): %s\n", e.fname, e.msg)
				cont, abandon = true, true
			case bcHalt:
				cont = false
			case error:
				cont = false // the context ended
			default:
				panic(r)
			}
		}
	}()
	in.exec(s)
	return true, false
}

// bcLibMath is GNU bc's math library (libmath.b), loaded by -l.
const bcLibMath = `scale = 20
define e(x) {
  auto  a, b, d, e, f, i, m, n, v, z
  b = ibase
  ibase = A
  if (x<0) {
    m = 1
    x = -x
  }
  z = scale;
  n = 6 + z + .44*x;
  scale = scale(x)+1;
  while (x > 1) {
    f += 1;
    x /= 2;
    scale += 1;
  }
  scale = n;
  v = 1+x
  a = x
  d = 1
  for (i=2; 1; i++) {
    e = (a *= x) / (d *= i)
    if (e == 0) {
      if (f>0) while (f--)  v = v*v;
      scale = z
      ibase = b
      if (m) return (1/v);
      return (v/1);
    }
    v += e
  }
}
define l(x) {
  auto b, e, f, i, m, n, v, z
  if (x <= 0) return ((1 - 10^scale)/1)
  z = scale;
  scale = 6 + scale;
  f = 2;
  i=0
  while (x >= 2) {
    f *= 2;
    x = sqrt(x);
  }
  while (x <= .5) {
    f *= 2;
    x = sqrt(x);
  }
  v = n = (x-1)/(x+1)
  m = n*n
  for (i=3; 1; i+=2) {
    e = (n *= m) / i
    if (e == 0) {
      v = f*v
      scale = z
      return (v/1)
    }
    v += e
  }
}
define s(x) {
  auto  b, e, i, m, n, s, v, z
  z = scale
  scale = 1.1*z + 2;
  v = a(1)
  if (x < 0) {
    m = 1;
    x = -x;
  }
  scale = 0
  n = (x / v + 2 )/4
  x = x - 4*n*v
  if (n%2) x = -x
  scale = z + 2;
  v = e = x
  s = -x*x
  for (i=3; 1; i+=2) {
    e *= s/(i*(i-1))
    if (e == 0) {
      scale = z
      if (m) return (-v/1);
      return (v/1);
    }
    v += e
  }
}
define c(x) {
  auto v, z;
  z = scale;
  scale = scale*1.2;
  v = s(x+a(1)*2);
  scale = z;
  return (v/1);
}
define a(x) {
  auto a, b, e, f, i, m, n, s, v, z
  m = 1;
  if (x<0) {
    m = -1;
    x = -x;
  }
  if (x==1) {
    if (scale <= 25) return (.7853981633974483096156608/m)
    if (scale <= 40) return (.7853981633974483096156608458198757210492/m)
    if (scale <= 60) \
      return (.785398163397448309615660845819875721049292349843776455243736/m)
  }
  if (x==.2) {
    if (scale <= 25) return (.1973955598498807583700497/m)
    if (scale <= 40) return (.1973955598498807583700497651947902934475/m)
    if (scale <= 60) \
      return (.197395559849880758370049765194790293447585103787852101517688/m)
  }
  z = scale;
  if (x > .2)  {
    scale = z+5;
    a = a(.2);
  }
  scale = z+3;
  while (x > .2) {
    f += 1;
    x = (x-.2) / (1+x*.2);
  }
  v = n = x;
  s = -x*x;
  for (i=3; 1; i+=2) {
    n *= s;
    e = n / i;
    if (e == 0) {
      scale = z;
      return ((f*a+v)/m);
    }
    v += e
  }
}
define j(n,x) {
  auto a, b, d, e, f, i, m, s, v, z
  z = scale;
  scale = 0;
  n = n/1;
  if (n<0) {
    n = -n;
    if (n%2 == 1) m = 1;
  }
  b = ibase;
  ibase = A;
  f = 1;
  for (i=2; i<=n; i++) f = f*i;
  scale = 1.5*z;
  f = x^n / 2^n / f;
  v = e = 1;
  s = -x*x/4
  scale = 1.5*z + length(f) - scale(f);
  for (i=1; 1; i++) {
    e =  e * s / i / (n+i);
    if (e == 0) {
       ibase = b;
       scale = z;
       if (m) return (-f*v/1);
       return (f*v/1);
    }
    v += e;
  }
}
`
