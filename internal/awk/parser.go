package awk

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// ---- AST ----

type expr interface{}

type (
	numLit struct {
		n    float64
		text string // as written, for the pretty printer
		// Under -M, the constant as an integer (bigOK) once evaluated.
		big   *big.Int
		bigOK bool
	}
	strLit struct {
		s    string
		intl bool // written _"...", as gawk's pretty printer keeps it
	}
	// regexLit is /re/ (a match against $0 as a value) or, typed,
	// gawk's @/re/: a regexp value.
	regexLit struct {
		src   string
		typed bool
	}
	// varRef is a variable: a global (index into globals) or, when local,
	// a function parameter (index into the frame).
	varRef struct {
		local bool
		idx   int
		name  string
	}
	fieldRef struct{ index expr }
	// indexRef is arr[index], or with base (gawk's arrays of arrays)
	// the element index of the subarray base names: a[i][j] is
	// {arr: a, base: a[i], index: j}.
	indexRef struct {
		arr   *varRef
		base  *indexRef
		index []expr
	}
	assignExpr struct {
		lhs expr // *varRef, *fieldRef or *indexRef
		op  tokenKind
		rhs expr
		// inCond: the assignment is a condition, which --lint warns
		// about as it runs; selfConcat: a statement v = v ..., where
		// gawk's optimized byte code does not read v as a reference.
		inCond, selfConcat bool
	}
	condExpr   struct{ c, t, f expr }
	binaryExpr struct {
		op   tokenKind
		l, r expr
	}
	// chainExpr is a left-associative chain at one precedence level
	// (+ -, * / %, ~ !~): first op r op r …, evaluated in a loop, so a sum
	// of a million terms neither deepens the tree nor the Go stack.
	chainExpr struct {
		first expr
		links []link
	}
	andExpr   struct{ list []expr } // a && b && …, flat for the same reason
	orExpr    struct{ list []expr }
	unaryExpr struct {
		op tokenKind
		e  expr
	}
	incDecExpr struct {
		lv   expr
		pre  bool
		incr bool
	}
	// inExpr is (index) in arr, or a chain ((index) in arr) in more…
	inExpr struct {
		index []expr
		arr   *varRef
		sub   *indexRef // set when arr is a subarray: (index) in a[i]
		more  []*varRef
	}
	concatExpr  struct{ list []expr }
	builtinCall struct {
		name      string
		args      []expr
		line, col int // of the closing parenthesis
	}
	userCall struct {
		name string
		fn   *funcDef
		args []expr
		line int
	}
	// indirectCall is gawk's @v(args): a call of the function v names.
	indirectCall struct {
		v    *varRef
		args []expr
		line int
	}
	// getline forms: plain (from the main input), from a file, from a
	// command.
	getlineExpr struct {
		kind int // 0 plain, 1 file, 2 command
		// coproc: cmd |& getline, from gawk's two-way pipe.
		coproc bool
		lv     expr
		src    expr
	}
	groupExpr struct{ list []expr } // (a, b): only valid before "in" or as print's list
)

// link is one operator and its right operand in a chainExpr.
type link struct {
	op tokenKind
	r  expr
}

type stmt interface{}

type (
	printStmt struct {
		printf bool
		args   []expr
		redir  tokenKind // 0, tGreater, tAppend, tPipe
		dest   expr
		group  bool // the one argument was in parentheses: print (x)
	}
	exprStmt  struct{ e expr }
	ifStmt    struct{ c, then, els stmt }
	whileStmt struct {
		c    expr
		body stmt
	}
	doStmt struct {
		body stmt
		c    expr
	}
	forStmt struct {
		init stmt
		c    expr
		post stmt
		body stmt
	}
	forInStmt struct {
		v    *varRef
		arr  *varRef
		sub  *indexRef // set when the loop is over a subarray: for (k in a[i])
		body stmt
	}
	blockStmt []stmt
	lineStmt  struct {
		line int
		s    stmt
	}
	// switchStmt is gawk's switch: the cases in order, a nil value
	// being default; the statements run from the matching case on
	// until a break.
	switchStmt struct {
		e     expr
		cases []switchCase
	}
	nextStmt     struct{}
	nextfileStmt struct{}
	exitStmt     struct{ e expr }
	returnStmt   struct{ e expr }
	breakStmt    struct{}
	contStmt     struct{}
	deleteStmt   struct {
		arr   *varRef
		base  *indexRef // set when the element is a subarray's: delete a[i][j]
		index []expr    // nil: the whole array
	}
)

type switchCase struct {
	val  expr // *numLit, *strLit or *regexLit; nil for default
	body blockStmt
}

type funcDef struct {
	line   int
	name   string
	params []string
	body   blockStmt
}

type rule struct {
	line     int
	pattern  expr // nil: always
	pattern2 expr // range end, when a range
	action   blockStmt
	noAction bool // default action: print $0
}

// Program is a parsed awk program.
type Program struct {
	// Warnings are the parser's, for the caller to print.
	Warnings []Warning
	// Intl are the strings gawk's --gen-pot lists.
	Intl  []IntlString
	begin []blockStmt
	rules []*rule
	end   []blockStmt
	// gawk's BEGINFILE and ENDFILE rules, in the order written.
	beginfile, endfile []blockStmt
	// Where each BEGIN and END starts, and the comments with their
	// lines, for the pretty printer.
	beginLines, endLines []int
	comments             []comment
	// closeLine is the line of the } after a block's last statement;
	// itemEnd the line where a rule, BEGIN, END or function ends.
	closeLine map[*lineStmt]int
	itemEnd   map[int]int // start line -> end line
	funcs     map[string]*funcDef
	globals   map[string]int
	nglob     int
	mode      Mode
}

// ---- parser ----

type parser struct {
	lex       *lexer
	tok       token
	ahead     []token
	prog      *Program
	locals    map[string]int // parameters of the function being parsed
	noGreater bool           // in print's list: ">" is a redirection
	loops     int
	switches  int // switch statements around: break ends one
	inFunc    bool
	calls     []*userCall
	divZero   []*SyntaxError // constant divisions by zero and other errors gawk reports after parsing
	loopErrs  []*SyntaxError // the item's break and continue outside a loop
	depth     int            // nesting of the construct being parsed, see enter
	lastClose int            // line of the last block's }
	fileRule  string         // "BEGINFILE" or "ENDFILE" while parsing one
	// For --lint: the block being parsed (tBegin, tEnd, 0 otherwise), the
	// BEGIN and END blocks so far, and the functions named so far, in
	// gawk's order, with those defined and called.
	rule                 tokenKind
	begins, ends         int
	funcOrder            []string
	funcDefined, funcUse map[string]bool
}

// maxNesting bounds how deep constructs nest (parentheses, blocks, unary
// operators, right-associative operators). Left-associative chains are
// flat (chainExpr, concatExpr, andExpr, orExpr), not nesting: gawk sums a
// million terms, so must we. gawk's bison parser
// stops near the same depth with "memory exhausted"; without a bound the
// recursive descent here, and the evaluator after it, would overflow the
// Go stack and kill the process.
const maxNesting = 10000

// enter counts one level of nesting, failing as gawk does past maxNesting;
// the caller restores p.depth when the construct ends.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxNesting {
		p.fail("memory exhausted")
	}
}

// Parse parses an awk program in gawk's own dialect.
func Parse(src string) (prog *Program, err error) { return ParseMode(src, ModeGawk) }

// ParseMode parses an awk program in the given dialect.
func ParseMode(src string, mode Mode) (prog *Program, err error) {
	return ParseLint(src, mode, Lint{})
}

// ParseLint parses an awk program in the given dialect with gawk's
// parse-time --lint and --lint-old checks, which come as Warnings (the
// first is the error under --lint=fatal).
func ParseLint(src string, mode Mode, lint Lint) (prog *Program, err error) {
	return ParseFiles(src, mode, lint, nil)
}

// ParseFiles is ParseLint of a program made of sources one after the
// other, where files says where the program files among them end: gawk
// reads each file to its end, and one that ends inside an item is an
// error of its own.
func ParseFiles(src string, mode Mode, lint Lint, files []FileEnd) (prog *Program, err error) {
	lex := newLexer(src)
	lex.files = files
	lex.mode = mode
	lex.lint = lint
	p := &parser{lex: lex, prog: &Program{funcs: map[string]*funcDef{}, globals: map[string]int{}, mode: mode,
		closeLine: map[*lineStmt]int{}, itemEnd: map[int]int{}}}
	for _, name := range specialNames {
		p.global(name)
	}
	if mode == ModeGawk {
		// These change how input is read and matched even when only -v
		// assigns them (awk -v FPAT=... '{ print $2 }').
		for _, name := range []string{"FPAT", "FIELDWIDTHS", "IGNORECASE"} {
			p.global(name)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(*SyntaxError)
			if !ok {
				panic(r)
			}
			se.Before = append(p.divZero, se.Before...)
			// The warnings gawk gave while it read up to the error.
			var ws []*SyntaxError
			seen := map[string]bool{}
			for _, w := range p.lex.warnings {
				if strings.Contains(w.Msg, "escape sequence") {
					if seen[w.Msg] {
						continue
					}
					seen[w.Msg] = true
				}
				ws = append(ws, &SyntaxError{Line: w.Line, Msg: "warning: " + w.Msg, GenPot: w.GenPot})
			}
			se.Before = append(ws, se.Before...)
			se.Intl = p.lex.intl
			if lint.Fatal {
				if le := lintFatal(p.lex.warnings); le != nil {
					se = le
				}
			}
			prog, err = nil, se
		}
	}()
	p.advance()
	p.program()
	// A call of an undefined function is fatal when it runs, as in gawk
	// (a call never made is no error).
	for _, c := range p.calls {
		c.fn = p.prog.funcs[c.name]
	}
	if lint.on() {
		p.lintFuncs(p.funcOrder, p.funcDefined, p.funcUse)
	}
	if lint.Fatal {
		if le := lintFatal(p.lex.warnings); le != nil {
			return nil, le
		}
	}
	if n := len(p.divZero); n > 0 {
		last := p.divZero[n-1]
		last.Before = p.divZero[:n-1]
		return nil, last
	}
	p.prog.Warnings = p.lex.warnings
	p.prog.Intl = p.lex.intl
	p.prog.comments = p.lex.comments
	return p.prog, nil
}

func (p *parser) global(name string) int {
	if i, ok := p.prog.globals[name]; ok {
		return i
	}
	i := p.prog.nglob
	p.prog.globals[name] = i
	p.prog.nglob++
	return i
}

func (p *parser) advance() {
	if len(p.ahead) > 0 {
		p.tok = p.ahead[0]
		p.ahead = p.ahead[1:]
		return
	}
	t, err := p.lex.next()
	if err != nil {
		panic(err)
	}
	p.tok = t
}

func (p *parser) peek(n int) token {
	for len(p.ahead) < n {
		t, err := p.lex.next()
		if err != nil {
			panic(err)
		}
		p.ahead = append(p.ahead, t)
	}
	return p.ahead[n-1]
}

func (p *parser) fail(msg string) {
	if msg == "syntax error" && p.tok.fileEnd && p.tok.cmdLine && p.tok.kind != tNewline {
		// An -e text that ends inside an item: gawk shows its last line
		// with the caret after it.
		p.tok.line--
		p.tok.col = len(p.lineText(p.tok.line))
		p.failAt(p.tok.line, "unexpected newline or end of string")
	}
	if msg == "syntax error" && p.tok.fileEnd {
		// A file that ends inside an item: gawk's error names its last
		// line (the one after, at the newline it gives a file without
		// one) and shows no text.
		line := p.tok.line - 1
		if p.tok.kind == tNewline {
			line = p.tok.line + 1
		}
		panic(&SyntaxError{Line: line, Col: p.tok.col, Source: "(END OF FILE)",
			Msg: "source files / command-line arguments must contain complete functions or rules"})
	}
	if msg == "syntax error" {
		switch p.tok.kind {
		case tNewline:
			// gawk's lexer has counted the newline already: it names the
			// next line and shows the one the newline ends.
			if p.tok.cmdLine {
				panic(&SyntaxError{Line: p.tok.line, NextLine: true, Col: p.tok.col,
					Msg: "unexpected newline or end of string", Source: p.lineText(p.tok.line)})
			}
			p.tok.line++
			p.failAt(p.tok.line-1, "unexpected newline or end of string")
		case tEOF:
			msg = "unexpected newline or end of string"
		}
	}
	p.failAt(p.tok.line, msg)
}

// failAt fails at the current token, showing source line srcLine.
func (p *parser) failAt(srcLine int, msg string) {
	panic(&SyntaxError{Line: p.tok.line, Col: p.tok.col, Msg: msg, Source: p.lineText(srcLine)})
}

// lineText is line srcLine of the program text.
func (p *parser) lineText(srcLine int) string {
	src := p.lex.src
	start := 0
	line := 1
	for i := 0; i < len(src) && line < srcLine; i++ {
		if src[i] == '\n' {
			line++
			start = i + 1
		}
	}
	end := strings.IndexByte(src[start:], '\n')
	text := src[start:]
	if end >= 0 {
		text = text[:end]
	}
	return text
}

func (p *parser) expect(k tokenKind) token {
	if p.tok.kind != k {
		p.fail("syntax error")
	}
	t := p.tok
	p.advance()
	return t
}

// ternaryNewlines skips newlines around ? and :, which gawk allows but
// not with --posix: there a newline is the error gawk reports at the end
// of the line (its lexer has counted the newline already).
func (p *parser) ternaryNewlines() {
	if p.prog.mode != ModePOSIX {
		p.optNewlines()
		return
	}
	if p.tok.kind == tNewline {
		p.tok.line++
		p.failAt(p.tok.line-1, "unexpected newline or end of string")
	}
}

func (p *parser) optNewlines() {
	for p.tok.kind == tNewline {
		p.advance()
	}
}

// terminators: newlines and semicolons between items.
func (p *parser) skipTerms() {
	for p.tok.kind == tNewline || p.tok.kind == tSemicolon {
		p.advance()
	}
}

// skipTopTerms skips the terminators between items and the ends of
// program files.
func (p *parser) skipTopTerms() {
	for p.tok.kind == tNewline || p.tok.kind == tSemicolon || p.tok.kind == tSrcEnd {
		p.advance()
	}
}

func (p *parser) program() {
	p.skipTopTerms()
	for p.tok.kind != tEOF {
		start := p.tok.line
		p.lastClose = 0
		switch p.tok.kind {
		case tBegin:
			p.prog.beginLines = append(p.prog.beginLines, p.tok.line)
			if p.begins++; p.begins == 2 && p.lex.lint.old() {
				p.lex.lintWarn(p.tok.line, "old awk does not support multiple `BEGIN' or `END' rules")
			}
			p.advance()
			p.needAction("BEGIN")
			p.rule = tBegin
			p.prog.begin = append(p.prog.begin, p.block())
			p.rule = 0
		case tEnd:
			p.prog.endLines = append(p.prog.endLines, p.tok.line)
			if p.ends++; p.ends == 2 && p.lex.lint.old() {
				p.lex.lintWarn(p.tok.line, "old awk does not support multiple `BEGIN' or `END' rules")
			}
			p.advance()
			p.needAction("END")
			p.rule = tEnd
			p.prog.end = append(p.prog.end, p.block())
			p.rule = 0
		case tFunction:
			p.function()
		case tName:
			if (p.tok.text == "BEGINFILE" || p.tok.text == "ENDFILE") && p.prog.mode == ModeGawk {
				if p.lex.lint.Flags != 0 {
					p.lex.lintToken(p.tok.text, p.tok.line)
				}
				p.fileRuleItem()
				break
			}
			fallthrough
		default:
			r := &rule{line: p.tok.line}
			if p.tok.kind != tLbrace {
				r.pattern = p.expr()
				if p.tok.kind == tComma {
					lintCond(r.pattern)
					p.advance()
					p.optNewlines()
					r.pattern2 = p.expr()
					lintCond(r.pattern2)
				}
			}
			if p.tok.kind == tLbrace {
				r.action = p.block()
			} else {
				r.noAction = true
				// A pattern without an action ends at a newline or a
				// semicolon: 1 END {...} is gawk's syntax error at END.
				switch p.tok.kind {
				case tNewline, tSemicolon, tEOF:
				default:
					p.fail("syntax error")
				}
			}
			p.prog.rules = append(p.prog.rules, r)
		}
		p.prog.itemEnd[start] = max(p.lastClose, start)
		if len(p.loopErrs) > 0 {
			// gawk reports a break or continue outside a loop as it
			// reads the item and again as it checks it.
			p.divZero = append(p.divZero, p.loopErrs...)
			p.divZero = append(p.divZero, p.loopErrs...)
			p.loopErrs = nil
		}
		p.skipTopTerms()
	}
}

// needAction checks that an action follows BEGIN or END on its line:
// gawk's error names the line it has read on to (the one with the next
// item, or the last one when the program ends there).
func (p *parser) needAction(name string) {
	if p.tok.kind != tNewline && p.tok.kind != tSemicolon {
		return
	}
	line := p.tok.line
	p.skipTerms()
	if p.tok.kind != tEOF {
		line = p.tok.line
	}
	panic(&SyntaxError{Line: line, Msg: name + " blocks must have an action part"})
}

// fileRuleItem parses gawk's BEGINFILE or ENDFILE rule: an action only.
func (p *parser) fileRuleItem() {
	name := p.tok.text
	p.advance()
	if p.tok.kind != tLbrace {
		panic(&SyntaxError{Line: p.tok.line, Msg: name + " blocks must have an action part"})
	}
	p.fileRule = name
	b := p.block()
	p.fileRule = ""
	if name == "BEGINFILE" {
		p.prog.beginfile = append(p.prog.beginfile, b)
	} else {
		p.prog.endfile = append(p.prog.endfile, b)
	}
}

// fileRuleError is gawk's error for a statement a BEGINFILE or ENDFILE
// rule may not hold, reported after parsing.
func (p *parser) fileRuleError(msg string) {
	p.divZero = append(p.divZero, &SyntaxError{Line: p.tok.line, Msg: "error: " + msg})
}

func (p *parser) function() {
	line := p.tok.line
	p.advance()
	var name string
	switch p.tok.kind {
	case tName, tFuncName:
		name = p.tok.text
	case tBuiltin:
		p.fail(fmt.Sprintf("`%s' is a built-in function, it cannot be redefined", p.tok.text))
	default:
		p.fail("syntax error")
	}
	_, dup := p.prog.funcs[name]
	if _, isVar := p.prog.globals[name]; dup || isVar {
		// gawk names the line and not the place.
		panic(&SyntaxError{Line: p.tok.line, Msg: fmt.Sprintf("error: function name `%s' previously defined", name)})
	}
	p.advance()
	p.expect(tLparen)
	fn := &funcDef{name: name, line: line}
	p.locals = map[string]int{}
	for p.tok.kind != tRparen {
		if p.tok.kind != tName {
			p.fail("syntax error")
		}
		p.checkParam(fn, p.tok.text)
		p.locals[p.tok.text] = len(fn.params)
		fn.params = append(fn.params, p.tok.text)
		p.advance()
		if p.tok.kind == tComma {
			p.advance()
			p.optNewlines()
			if p.tok.kind != tName {
				// gawk refuses f(a,) where the parameter is missing.
				p.fail("syntax error")
			}
		} else if p.tok.kind != tRparen {
			p.fail("syntax error")
		}
	}
	p.advance()
	p.prog.funcs[name] = fn
	p.optNewlines()
	p.inFunc = true
	fn.body = p.block()
	p.inFunc = false
	p.locals = nil
	p.lintFuncUse(name, true)
}

// checkParam reports, after parsing, as gawk does, a parameter that is
// the function's own name, a special variable, or another parameter.
func (p *parser) checkParam(fn *funcDef, param string) {
	msg := ""
	if param == fn.name {
		msg = fmt.Sprintf("function `%s': cannot use function name as parameter name", fn.name)
	} else if gawkSpecialVar(param) {
		msg = fmt.Sprintf("function `%s': cannot use special variable `%s' as a function parameter", fn.name, param)
	} else if i, dup := p.locals[param]; dup {
		msg = fmt.Sprintf("function `%s': parameter #%d, `%s', duplicates parameter #%d", fn.name, len(fn.params)+1, param, i+1)
	}
	if msg != "" {
		p.divZero = append(p.divZero, &SyntaxError{Line: p.tok.line, Msg: "error: " + msg})
	}
}

// gawkSpecialVar reports whether name is one of gawk's special variables.
func gawkSpecialVar(name string) bool {
	switch name {
	case "ARGC", "ARGIND", "ARGV", "BINMODE", "CONVFMT", "ENVIRON", "ERRNO", "FIELDWIDTHS", "FILENAME", "FNR", "FPAT", "FS",
		"IGNORECASE", "LINT", "NF", "NR", "OFMT", "OFS", "ORS", "PROCINFO", "RLENGTH", "RS", "RSTART", "RT",
		"SUBSEP", "TEXTDOMAIN":
		return true
	}
	return false
}

// lintFuncUse notes a function defined or called, for --lint.
func (p *parser) lintFuncUse(name string, def bool) {
	if !p.lex.lint.on() {
		return
	}
	if p.funcDefined == nil {
		p.funcDefined, p.funcUse = map[string]bool{}, map[string]bool{}
	}
	if !p.funcDefined[name] && !p.funcUse[name] {
		p.funcOrder = append(p.funcOrder, name)
	}
	if def {
		p.funcDefined[name] = true
	} else {
		p.funcUse[name] = true
	}
}

func (p *parser) block() blockStmt {
	p.expect(tLbrace)
	var b blockStmt
	p.skipTerms()
	for p.tok.kind != tRbrace {
		if p.tok.kind == tEOF {
			p.fail("syntax error")
		}
		line := p.tok.line
		if s := p.stmt(); s != nil {
			b = append(b, &lineStmt{line, s})
			if es, ok := s.(*exprStmt); ok && p.lex.lint.on() && noEffect(es.e) {
				p.lex.lintWarn(line, "statement has no effect")
			}
		}
		p.skipTerms()
	}
	if len(b) > 0 {
		p.prog.closeLine[b[len(b)-1].(*lineStmt)] = p.tok.line
	}
	p.lastClose = p.tok.line
	p.advance()
	return b
}

// endSimple ends a simple statement: ; newline, or before } / EOF.
func (p *parser) endSimple() {
	switch p.tok.kind {
	case tSemicolon, tNewline:
		p.advance()
	case tRbrace, tEOF:
	default:
		p.fail("syntax error")
	}
}

// body parses a statement after if/while/for/else, allowing newlines.
func (p *parser) body() stmt {
	p.optNewlines()
	if p.tok.kind == tSemicolon {
		p.advance()
		return blockStmt(nil)
	}
	if p.tok.kind == tLbrace {
		return p.stmt()
	}
	// The line, for messages and the pretty printer's comments.
	line := p.tok.line
	s := p.stmt()
	if s == nil {
		return nil
	}
	return &lineStmt{line, s}
}

func (p *parser) stmt() stmt {
	p.enter()
	defer func() { p.depth-- }()
	switch p.tok.kind {
	case tLbrace:
		return p.block()
	case tIf:
		p.advance()
		p.expect(tLparen)
		c := p.expr()
		lintCond(c)
		p.expect(tRparen)
		s := &ifStmt{c: c, then: p.body()}
		// else may follow after newlines or a semicolon.
		if p.tok.kind == tNewline || p.tok.kind == tSemicolon {
			n := 1
			for {
				t := p.peek(n)
				if t.kind == tNewline || t.kind == tSemicolon && n == 1 {
					n++
					continue
				}
				if t.kind == tElse {
					for i := 0; i < n; i++ {
						p.advance()
					}
				}
				break
			}
		}
		if p.tok.kind == tElse {
			p.advance()
			s.els = p.body()
		}
		return s
	case tWhile:
		p.advance()
		p.expect(tLparen)
		c := p.expr()
		lintCond(c)
		p.expect(tRparen)
		if p.tok.kind == tSemicolon {
			p.advance()
			return &whileStmt{c: c, body: blockStmt(nil)}
		}
		p.loops++
		b := p.body()
		p.loops--
		return &whileStmt{c: c, body: b}
	case tDo:
		p.advance()
		p.loops++
		b := p.body()
		p.loops--
		p.skipTerms()
		p.expect(tWhile)
		p.expect(tLparen)
		c := p.expr()
		lintCond(c)
		p.expect(tRparen)
		p.endSimple()
		return &doStmt{body: b, c: c}
	case tFor:
		return p.forStmt()
	case tSwitch:
		return p.switchStmt()
	case tSemicolon:
		p.advance()
		return nil
	}
	s := p.simpleStmt()
	p.endSimple()
	return s
}

// switchStmt parses gawk's switch (e) { case v: … default: … }, whose
// case values are constants: a number, a string or a regex.
func (p *parser) switchStmt() stmt {
	p.advance()
	p.expect(tLparen)
	s := &switchStmt{e: p.expr()}
	p.expect(tRparen)
	p.optNewlines()
	p.expect(tLbrace)
	p.skipTerms()
	p.switches++
	defer func() { p.switches-- }()
	seen := map[string]bool{}
	hasDefault := false
	for p.tok.kind != tRbrace {
		var c switchCase
		line := p.tok.line
		switch p.tok.kind {
		case tCase:
			p.advance()
			neg := false
			if p.tok.kind == tSub || p.tok.kind == tAdd {
				neg = p.tok.kind == tSub
				p.advance()
			}
			var key string
			switch t := p.tok; t.kind {
			case tNumber:
				n := t.num
				if neg {
					n = -n
				}
				text := t.text
				if neg {
					text = "-" + text
				}
				c.val = &numLit{n: n, text: text}
				key = numToStr(n, "%.6g")
			case tString:
				if neg {
					p.fail("syntax error")
				}
				c.val, key = &strLit{s: t.text}, t.text
			case tRegex:
				if neg {
					p.fail("syntax error")
				}
				c.val, key = &regexLit{src: t.text}, "/"+t.text+"/"
			default:
				p.fail("syntax error")
			}
			if seen[key] {
				p.divZero = append(p.divZero, &SyntaxError{Line: line,
					Msg: "error: duplicate case values in switch body: " + strings.Trim(key, "/")})
			}
			seen[key] = true
			p.advance()
		case tDefault:
			if hasDefault {
				p.divZero = append(p.divZero, &SyntaxError{Line: line, Msg: "error: duplicate `default' detected in switch body"})
			}
			hasDefault = true
			p.advance()
		default:
			p.fail("syntax error")
		}
		p.expect(tColon)
		p.skipTerms()
		for p.tok.kind != tCase && p.tok.kind != tDefault && p.tok.kind != tRbrace {
			if p.tok.kind == tEOF {
				p.fail("syntax error")
			}
			line := p.tok.line
			if st := p.stmt(); st != nil {
				c.body = append(c.body, &lineStmt{line, st})
			}
			p.skipTerms()
		}
		s.cases = append(s.cases, c)
	}
	p.lastClose = p.tok.line
	p.advance()
	return s
}

func (p *parser) forStmt() stmt {
	p.advance()
	p.expect(tLparen)
	// for (name in array)
	if p.tok.kind == tName && p.peek(1).kind == tIn && (p.peek(2).kind == tName) &&
		(p.peek(3).kind == tRparen || p.peek(3).kind == tLbracket && p.prog.mode == ModeGawk) {
		v := p.varRef(p.tok.text)
		p.advance()
		p.advance()
		arr := p.varRef(p.tok.text)
		p.advance()
		s := &forInStmt{v: v, arr: arr}
		if e, ok := p.subscripted(arr).(*indexRef); ok {
			s.sub = e
		}
		p.expect(tRparen)
		p.loops++
		s.body = p.body()
		p.loops--
		return s
	}
	var init, post stmt
	var c expr
	if p.tok.kind != tSemicolon {
		init = p.simpleStmt()
	}
	p.expect(tSemicolon)
	p.optNewlines()
	if p.tok.kind != tSemicolon {
		c = p.expr()
		lintCond(c)
	}
	p.expect(tSemicolon)
	p.optNewlines()
	if p.tok.kind != tRparen {
		post = p.simpleStmt()
	}
	p.expect(tRparen)
	if p.tok.kind == tSemicolon {
		p.advance()
		return &forStmt{init: init, c: c, post: post, body: blockStmt(nil)}
	}
	p.loops++
	b := p.body()
	p.loops--
	return &forStmt{init: init, c: c, post: post, body: b}
}

func (p *parser) simpleStmt() stmt {
	switch p.tok.kind {
	case tPrint, tPrintf:
		return p.printStmt()
	case tNext:
		// next is allowed in functions too (gawk), for rules that call them.
		if p.fileRule != "" {
			p.fileRuleError("`next' used in " + p.fileRule + " action")
		}
		p.advance()
		if name := p.beginEnd(); name != "" && p.endOfSimple() {
			// gawk finds it as the statement ends, not before an error.
			p.fileRuleError("`next' used in " + name + " action")
		}
		return nextStmt{}
	case tNextfile:
		if p.fileRule == "ENDFILE" {
			p.fileRuleError("`nextfile' used in ENDFILE action")
		}
		p.advance()
		if name := p.beginEnd(); name != "" && p.fileRule == "" && p.endOfSimple() {
			p.fileRuleError("`nextfile' used in " + name + " action")
		}
		return nextfileStmt{}
	case tExit:
		p.advance()
		s := &exitStmt{}
		if !p.endOfSimple() {
			s.e = p.expr()
		}
		return s
	case tReturn:
		if !p.inFunc {
			p.fail("`return' used outside function context")
		}
		p.advance()
		s := &returnStmt{}
		if !p.endOfSimple() {
			s.e = p.expr()
		}
		return s
	case tBreak:
		if p.loops == 0 && p.switches == 0 {
			p.loopErrs = append(p.loopErrs, &SyntaxError{Line: p.tok.line, Msg: "error: `break' is not allowed outside a loop or switch"})
		}
		p.advance()
		return breakStmt{}
	case tContinue:
		if p.loops == 0 {
			p.loopErrs = append(p.loopErrs, &SyntaxError{Line: p.tok.line, Msg: "error: `continue' is not allowed outside a loop"})
		}
		p.advance()
		return contStmt{}
	case tDelete:
		p.advance()
		if p.tok.kind != tName {
			p.fail("syntax error")
		}
		arr := p.varRef(p.tok.text)
		p.advance()
		s := &deleteStmt{arr: arr}
		if p.tok.kind == tLbracket {
			p.advance()
			s.index = p.exprList(tRbracket)
			p.expect(tRbracket)
			if p.tok.kind == tLbracket && p.prog.mode == ModeGawk {
				// delete a[i][j]: the element of the subarray a[i].
				e := p.subscripted(arr, &indexRef{arr: arr, index: s.index}).(*indexRef)
				s.base, s.index = e.base, e.index
			}
		}
		return s
	}
	e := p.expr()
	if a, ok := e.(*assignExpr); ok && a.op == tAssign {
		a.selfConcat = isSelfConcat(a)
	}
	return &exprStmt{e: e}
}

func (p *parser) endOfSimple() bool {
	switch p.tok.kind {
	case tSemicolon, tNewline, tRbrace, tEOF:
		return true
	}
	return false
}

func (p *parser) printStmt() stmt {
	s := &printStmt{printf: p.tok.kind == tPrintf}
	line := p.tok.line
	p.advance()
	if !p.endOfSimple() && p.tok.kind != tGreater && p.tok.kind != tAppend && p.tok.kind != tPipe && p.tok.kind != tPipeAmp {
		save := p.noGreater
		p.noGreater = true
		s.args = p.exprList(tEOF)
		p.noGreater = save
		if len(s.args) == 1 {
			if g, ok := s.args[0].(*groupExpr); ok {
				s.args = g.list
				s.group = len(g.list) == 1
			}
		}
	}
	if s.printf && len(s.args) == 0 {
		p.fail("syntax error")
	}
	if !s.printf && len(s.args) == 0 && (p.rule == tBegin || p.rule == tEnd) && p.lex.lint.on() {
		p.lex.lintOnce(line, "plain `print' in BEGIN or END rule should probably be `print \"\"'")
	}
	switch p.tok.kind {
	case tGreater, tAppend, tPipe, tPipeAmp:
		s.redir = p.tok.kind
		p.advance()
		save := p.noGreater
		p.noGreater = true
		s.dest = p.concat()
		p.noGreater = save
	}
	return s
}

// exprList parses comma-separated expressions (newlines allowed after
// commas).
func (p *parser) exprList(end tokenKind) []expr {
	var list []expr
	if p.tok.kind == end {
		return nil
	}
	for {
		list = append(list, p.expr())
		if p.tok.kind != tComma {
			return list
		}
		p.advance()
		p.optNewlines()
	}
}

func (p *parser) varRef(name string) *varRef {
	if i, ok := p.locals[name]; ok {
		return &varRef{local: true, idx: i, name: name}
	}
	if _, isFunc := p.prog.funcs[name]; isFunc {
		// gawk goes on parsing and reports it after, with no caret.
		p.divZero = append(p.divZero, &SyntaxError{Line: p.tok.line,
			Msg: fmt.Sprintf("error: function `%s' called with space between name and `(',\nor used as a variable or an array", name)})
	}
	return &varRef{idx: p.global(name), name: name}
}

// ---- expressions, lowest precedence first ----

func (p *parser) expr() expr { return p.ternary() }

func isLvalue(e expr) bool {
	switch e.(type) {
	case *varRef, *fieldRef, *indexRef:
		return true
	}
	return false
}

func (p *parser) ternary() expr {
	p.enter()
	defer func() { p.depth-- }()
	cond := p.or()
	switch p.tok.kind {
	case tQuestion:
		p.advance()
		p.ternaryNewlines()
		t := p.ternary()
		p.ternaryNewlines()
		p.expect(tColon)
		p.ternaryNewlines()
		f := p.ternary()
		lintCond(cond)
		return &condExpr{cond, t, f}
	case tAssign, tAddAssign, tSubAssign, tMulAssign, tDivAssign, tModAssign, tPowAssign:
		if !isLvalue(cond) {
			return cond
		}
		op, line := p.tok.kind, p.tok.line
		p.advance() // gawk takes no newline after an assignment operator
		rhs := p.ternary()
		if r, ok := unparen(rhs).(*regexLit); ok && !r.typed && p.lex.lint.on() {
			p.lex.lintWarn(line, "regular expression on right of assignment")
		}
		return &assignExpr{lhs: cond, op: op, rhs: rhs}
	}
	return cond
}

func (p *parser) or() expr {
	l := p.and()
	if p.tok.kind != tOr {
		return l
	}
	list := []expr{l}
	for p.tok.kind == tOr {
		p.advance()
		p.optNewlines()
		list = append(list, p.and())
	}
	for _, e := range list {
		lintCond(e)
	}
	return &orExpr{list}
}

func (p *parser) and() expr {
	l := p.in()
	if p.tok.kind != tAnd {
		return l
	}
	list := []expr{l}
	for p.tok.kind == tAnd {
		p.advance()
		p.optNewlines()
		list = append(list, p.in())
	}
	for _, e := range list {
		lintCond(e)
	}
	return &andExpr{list}
}

func (p *parser) in() expr {
	l := p.match()
	var e *inExpr
	for p.tok.kind == tIn {
		if p.lex.lint.old() {
			if g, ok := l.(*groupExpr); ok && len(g.list) > 1 && e == nil {
				// gawk's first is a plain warning, so that the
				// second comes out under --lint=fatal.
				p.lex.warnings = append(p.lex.warnings, Warning{Line: p.tok.line, Msg: "old awk does not support the keyword `in' except after `for'"})
				p.lex.lintWarn(p.tok.line, "old awk does not support multidimensional arrays")
			} else {
				p.lex.lintWarn(p.tok.line, "old awk does not support the keyword `in' except after `for'")
			}
		}
		p.advance()
		if p.tok.kind != tName {
			p.fail("syntax error")
		}
		arr := p.varRef(p.tok.text)
		p.advance()
		var sub *indexRef
		if p.tok.kind == tLbracket && p.prog.mode == ModeGawk {
			sub = p.subscripted(arr).(*indexRef)
		}
		if e != nil && sub == nil {
			e.more = append(e.more, arr)
			continue
		}
		idx := []expr{l}
		if g, ok := l.(*groupExpr); ok {
			idx = g.list
		}
		e = &inExpr{index: idx, arr: arr, sub: sub}
		l = e
	}
	return l
}

// chain parses a left-associative chain of the operators ops over operands
// parsed by next, flat (see chainExpr); check, if set, sees each link.
func (p *parser) chain(next func() expr, check func(op tokenKind, line int, r expr), ops ...tokenKind) expr {
	l := next()
	var links []link
	for slices.Contains(ops, p.tok.kind) {
		op, line := p.tok.kind, p.tok.line
		p.advance()
		r := next()
		if check != nil {
			check(op, line, r)
		}
		links = append(links, link{op, r})
	}
	if links == nil {
		return l
	}
	return &chainExpr{first: l, links: links}
}

func (p *parser) match() expr {
	return p.chain(p.compare, nil, tMatch, tNotMatch)
}

func (p *parser) compare() expr {
	l := p.pipeGetline()
	switch p.tok.kind {
	case tLess, tLessEq, tNotEquals, tEquals, tGreaterEq:
	case tGreater:
		if p.noGreater {
			return l
		}
	default:
		return l
	}
	op, line := p.tok.kind, p.tok.line
	p.advance()
	r := p.pipeGetline()
	if re, ok := unparen(r).(*regexLit); ok && !re.typed && p.lex.lint.on() {
		p.lex.lintWarn(line, "regular expression on right of comparison")
	}
	return &binaryExpr{op: op, l: l, r: r}
}

// pipeGetline parses cmd | getline [var], which binds looser than
// concatenation.
func (p *parser) pipeGetline() expr {
	l := p.concat()
	defer func(d int) { p.depth = d }(p.depth) // each operand nests the chain one deeper
	for (p.tok.kind == tPipe || p.tok.kind == tPipeAmp) && p.peek(1).kind == tGetline {
		p.enter()
		coproc := p.tok.kind == tPipeAmp
		p.advance()
		p.advance()
		g := &getlineExpr{kind: 2, src: l, coproc: coproc}
		if p.startsLvalue() {
			g.lv = p.primaryLvalue()
		}
		l = g
	}
	return l
}

func (p *parser) startsLvalue() bool {
	return p.tok.kind == tName || p.tok.kind == tDollar
}

// primaryLvalue parses the variable of a getline.
func (p *parser) primaryLvalue() expr {
	if p.tok.kind == tDollar {
		p.enter()
		defer func() { p.depth-- }()
		p.advance()
		return &fieldRef{index: p.incDec()}
	}
	name := p.tok.text
	p.advance()
	return p.subscripted(p.varRef(name))
}

// subscripted parses the subscripts after an array's name, [i] or in
// gawk's arrays of arrays [i][j]…, each an element of the subarray
// before it; from, when set, is the element already parsed. Without
// subscripts it is the variable itself.
func (p *parser) subscripted(arr *varRef, from ...*indexRef) expr {
	var e *indexRef
	if len(from) > 0 {
		e = from[0]
	}
	defer func(d int) { p.depth = d }(p.depth)
	for p.tok.kind == tLbracket && (e == nil || p.prog.mode == ModeGawk) {
		// Each level nests: the chain is bounded as other nesting is.
		p.enter()
		p.advance()
		idx := p.exprList(tRbracket)
		if len(idx) == 0 {
			p.fail("syntax error")
		}
		rb := p.expect(tRbracket)
		if p.tok.kind == tLbracket && p.tok.line == rb.line && p.tok.col == rb.col+1 && p.prog.mode == ModeGawk && p.lex.lint.ext() {
			// gawk's lexer, at a ] right before a [.
			p.lex.lintWarn(rb.line, "multidimensional arrays are a gawk extension")
		}
		e = &indexRef{arr: arr, base: e, index: idx}
	}
	if e == nil {
		return arr
	}
	return e
}

// startsConcat reports whether the token can begin an operand that is
// concatenated to the previous one.
func (p *parser) startsConcat() bool {
	switch p.tok.kind {
	case tNumber, tString, tRegex, tName, tFuncName, tBuiltin, tDollar, tNot, tLparen, tSub, tAdd, tIncr, tDecr, tIndirect:
		return true
	case tIn:
		return false
	case tGetline:
		return true
	}
	return false
}

func (p *parser) concat() expr {
	l := p.additive()
	var list []expr
	for p.startsConcat() && p.tok.kind != tSub && p.tok.kind != tAdd && p.tok.kind != tGetline {
		// + and - are binary here (handled in additive); getline ends it.
		if list == nil {
			list = []expr{l}
		}
		list = append(list, p.additive())
	}
	if list == nil {
		return l
	}
	return &concatExpr{list}
}

func (p *parser) additive() expr {
	return p.chain(p.multiplicative, nil, tAdd, tSub)
}

func (p *parser) multiplicative() expr {
	return p.chain(p.unary, p.constDivisor, tMul, tDiv, tMod)
}

// constDivisor notes a division by a constant zero: gawk folds a constant
// divisor as it parses and stops there (status 1), before BEGIN runs.
func (p *parser) constDivisor(op tokenKind, line int, r expr) {
	if op != tMul && isZeroConst(r) {
		msg := "error: division by zero attempted"
		if op == tMod {
			msg += " in `%'"
		}
		p.divZero = append(p.divZero, &SyntaxError{Line: line, Msg: msg})
	}
}

// isZeroConst reports whether e is a divisor gawk folds to 0: a number,
// negated, or a non-zero number under !.
func isZeroConst(e expr) bool {
	switch e := e.(type) {
	case *numLit:
		return e.n == 0
	case *unaryExpr:
		n, ok := e.e.(*numLit)
		return ok && (e.op == tSub && n.n == 0 || e.op == tNot && n.n != 0)
	}
	return false
}

func (p *parser) unary() expr {
	switch p.tok.kind {
	case tNot, tSub, tAdd:
		p.enter()
		defer func() { p.depth-- }()
	}
	switch p.tok.kind {
	case tNot:
		p.advance()
		e := p.unary()
		lintCond(e)
		return &unaryExpr{op: tNot, e: e}
	case tSub, tAdd:
		op := p.tok.kind
		p.advance()
		return &unaryExpr{op: op, e: p.unary()}
	}
	return p.power()
}

func (p *parser) power() expr {
	base := p.incDec()
	if p.tok.kind == tPow {
		p.enter()
		defer func() { p.depth-- }()
		p.advance()
		// Right associative, and binds tighter than unary minus on its
		// left but allows it on its right: 2^-1.
		var exp expr
		if p.tok.kind == tSub || p.tok.kind == tAdd || p.tok.kind == tNot {
			op := p.tok.kind
			p.advance()
			exp = &unaryExpr{op: op, e: p.power()}
		} else {
			exp = p.power()
		}
		return &binaryExpr{op: tPow, l: base, r: exp}
	}
	return base
}

func (p *parser) incDec() expr {
	if p.tok.kind == tIncr || p.tok.kind == tDecr {
		p.enter()
		defer func() { p.depth-- }()
		incr := p.tok.kind == tIncr
		p.advance()
		lv := p.incDec()
		if !isLvalue(lv) {
			p.fail("syntax error")
		}
		return &incDecExpr{lv: lv, pre: true, incr: incr}
	}
	e := p.primary()
	if isLvalue(e) && (p.tok.kind == tIncr || p.tok.kind == tDecr) {
		incr := p.tok.kind == tIncr
		p.advance()
		return &incDecExpr{lv: e, incr: incr}
	}
	return e
}

func (p *parser) primary() expr {
	t := p.tok
	switch t.kind {
	case tNumber:
		p.advance()
		return &numLit{n: t.num, text: t.text}
	case tString:
		p.advance()
		return &strLit{s: t.text, intl: t.intl}
	case tRegex:
		p.advance()
		if p.lex.lint.on() && !t.typed {
			if t.text == "" {
				p.lex.lintWarn(t.line, "regexp constant `//' looks like a C++ comment, but is not")
			} else if len(t.text) > 0 && t.text[0] == '*' && t.text[len(t.text)-1] == '*' {
				p.lex.lintWarn(t.line, "regexp constant `/"+t.text+"/' looks like a C comment, but is not")
			}
		}
		// gawk compiles a regex constant as it reads it: its warnings
		// come before the program runs, once per character.
		_, warnings, err := compileERE(t.text, p.prog.mode, false)
		for _, w := range warnings {
			p.lex.warnings = append(p.lex.warnings, Warning{Line: t.line, Msg: regexWarning(w)})
		}
		if ge := (*regex.Error)(nil); errors.As(err, &ge) {
			// gawk's error, and the program does not run.
			p.divZero = append(p.divZero, &SyntaxError{Line: t.line, Msg: "error: " + ge.Msg + ": /" + t.text + "/"})
		}
		return &regexLit{src: t.text, typed: t.typed}
	case tDollar:
		p.enter()
		defer func() { p.depth-- }()
		p.advance()
		if k := p.tok.kind; k == tSub || k == tAdd || k == tNot {
			p.advance()
			return &fieldRef{index: &unaryExpr{op: k, e: p.incDec()}}
		}
		return &fieldRef{index: p.incDec()}
	case tLparen:
		p.advance()
		saveG := p.noGreater
		p.noGreater = false
		// gawk takes no newline after ( or before ) (after a comma it does).
		list := p.exprList(tRparen)
		p.expect(tRparen)
		p.noGreater = saveG
		if len(list) == 0 {
			p.fail("syntax error")
		}
		if len(list) > 1 {
			if p.tok.kind != tIn && !p.noGreater {
				p.fail("syntax error")
			}
			return &groupExpr{list}
		}
		return &groupExpr{list}
	case tGetline:
		p.advance()
		g := &getlineExpr{}
		if p.startsLvalue() {
			g.lv = p.primaryLvalue()
		}
		if p.tok.kind != tLess && p.rule == tEnd && p.lex.lint.on() {
			p.lex.lintWarn(t.line, "non-redirected `getline' undefined inside END action")
		}
		if p.tok.kind == tLess {
			p.enter()
			defer func() { p.depth-- }()
			p.advance()
			g.kind = 1
			g.src = p.incDec()
		} else if p.fileRule != "" {
			p.fileRuleError("non-redirected `getline' invalid inside `" + p.fileRule + "' rule")
		}
		return g
	case tName:
		if (t.text == "BEGINFILE" || t.text == "ENDFILE") && p.prog.mode == ModeGawk {
			p.fail("syntax error") // gawk's keywords
		}
		p.advance()
		return p.subscripted(p.varRef(t.text))
	case tIndirect:
		p.advance()
		args := p.callArgs()
		return &indirectCall{v: p.varRef(t.text), args: args, line: t.line}
	case tFuncName:
		p.advance()
		args := p.callArgs()
		for i, a := range args {
			if r, ok := a.(*regexLit); ok && !r.typed { // (/re/) draws none
				p.lex.warnings = append(p.lex.warnings, Warning{Line: t.line,
					Msg: fmt.Sprintf("regexp constant for parameter #%d yields boolean value", i+1)})
			}
		}
		c := &userCall{name: t.text, args: args, line: t.line}
		p.calls = append(p.calls, c)
		p.lintFuncUse(t.text, false)
		return c
	case tBuiltin:
		p.advance()
		c := &builtinCall{name: t.text}
		if p.tok.kind == tLparen {
			p.advance()
			c.args = p.exprList(tRparen)
			rp := p.expect(tRparen)
			c.line, c.col = rp.line, rp.col
		} else if t.text != "length" {
			p.fail("syntax error")
		} else if p.lex.lint.on() {
			p.lex.lintOnce(t.line, "call of `length' without parentheses is not portable")
		}
		p.checkBuiltin(c)
		p.intlCall(c, c.line)
		return c
	}
	p.fail("syntax error")
	return nil
}

var builtinArity = sync.OnceValue(func() map[string][2]int {
	return map[string][2]int{
		"length": {0, 1}, "substr": {2, 3}, "index": {2, 2}, "split": {2, 4},
		"sub": {2, 3}, "gsub": {2, 3}, "match": {2, 3}, "sprintf": {1, 1 << 20},
		"sin": {1, 1}, "cos": {1, 1}, "atan2": {2, 2}, "exp": {1, 1}, "log": {1, 1},
		"sqrt": {1, 1}, "int": {1, 1}, "rand": {0, 0}, "srand": {0, 1},
		"tolower": {1, 1}, "toupper": {1, 1}, "system": {1, 1}, "close": {1, 2},
		"fflush": {0, 1}, "gensub": {3, 4}, "systime": {0, 0}, "strftime": {0, 3},
		"asort": {1, 3}, "asorti": {1, 3}, "mktime": {1, 2},
		"and": {2, 1 << 20}, "or": {2, 1 << 20}, "xor": {2, 1 << 20},
		"lshift": {2, 2}, "rshift": {2, 2}, "compl": {1, 1},
		"dcgettext": {1, 3}, "dcngettext": {2, 5}, "bindtextdomain": {1, 2},
		"typeof": {1, 2}, "isarray": {1, 1}, "patsplit": {2, 4}, "strtonum": {1, 1},
		"mkbool": {1, 1},
	}
})

// intlCall lists the constant strings of a dcgettext or dcngettext call
// for --gen-pot as gawk does when it reads the call: a first argument
// (and for dcngettext a second) that is a string constant, or plain
// string constants concatenated, which gawk folds into one.
func (p *parser) intlCall(c *builtinCall, line int) {
	n := 1
	switch c.name {
	case "dcgettext":
	case "dcngettext":
		n = 2
	default:
		return
	}
	if len(c.args) < n {
		return
	}
	var s [2]string
	intl := false
	for i := 0; i < n; i++ {
		v, isIntl, ok := constString(c.args[i])
		if !ok {
			return
		}
		s[i] = v
		intl = intl || isIntl
	}
	if intl {
		p.lex.warnings = append(p.lex.warnings, Warning{Line: line, GenPot: true,
			Msg: fmt.Sprintf("use of %s(_\"...\") is incorrect: remove leading underscore", c.name)})
		return
	}
	p.lex.intl = append(p.lex.intl, IntlString{Line: line, Msgid: s[0], Plural: s[1], HasPlural: n == 2})
}

// constString is the value of a string constant as gawk's parser folds
// it: one literal (intl when written _"..."), or plain literals
// concatenated (a translatable one is not folded).
func constString(e expr) (s string, intl, ok bool) {
	switch e := e.(type) {
	case *strLit:
		return e.s, e.intl, true
	case *concatExpr:
		var b strings.Builder
		for _, x := range e.list {
			l, ok := x.(*strLit)
			if !ok || l.intl {
				return "", false, false
			}
			b.WriteString(l.s)
		}
		return b.String(), false, true
	}
	return "", false, false
}

func (p *parser) checkBuiltin(c *builtinCall) {
	a := builtinArity()[c.name]
	switch c.name {
	case "and", "or", "xor", "sprintf":
		// gawk reads these with any number of arguments: too few is a
		// fatal error when the call runs.
		a[0] = 0
	}
	if len(c.args) < a[0] || len(c.args) > a[1] {
		if c.line > 0 {
			// gawk's caret is under the closing parenthesis.
			p.tok.line, p.tok.col = c.line, c.col
		}
		p.fail(fmt.Sprintf("%d is invalid as number of arguments for %s", len(c.args), c.name))
	}
	switch c.name {
	case "match", "close":
		if len(c.args) == 3 && c.name == "match" && p.lex.lint.ext() {
			p.lex.lintOnce(c.line, "match: third argument is a gawk extension")
		}
		if len(c.args) == 2 && c.name == "close" && p.lex.lint.ext() {
			p.lex.lintOnce(c.line, "close: second argument is a gawk extension")
		}
	case "sub", "gsub":
		if len(c.args) == 3 && isConstant(unparen(c.args[2])) {
			// gawk substitutes in a constant, and keeps the result
			// nowhere.
			if p.lex.lint.on() {
				p.lex.lintWarn(c.line, c.name+": string literal as last argument of substitute has no effect")
			}
		} else if len(c.args) == 3 && !isLvalue(unparen(c.args[2])) {
			p.fail(fmt.Sprintf("%s third parameter is not a changeable object", c.name))
		}
	case "split":
		if !isArrayArg(c.args[1]) {
			p.fail("split: second argument is not an array")
		}
	case "patsplit":
		if !isArrayArg(c.args[1]) {
			p.fail("patsplit: second argument is not an array")
		}
		if len(c.args) == 4 && !isArrayArg(c.args[3]) {
			p.fail("patsplit: fourth argument is not an array")
		}
	case "asort", "asorti":
		for _, a := range c.args[:min(len(c.args), 2)] {
			if !isArrayArg(a) {
				p.fail(c.name + ": argument is not an array")
			}
		}
	}
}

// isArrayArg reports whether a builtin's argument can name an array: a
// variable or an element (a subarray in gawk's arrays of arrays).
func isArrayArg(e expr) bool {
	switch unparen(e).(type) {
	case *varRef, *indexRef:
		return true
	}
	return false
}

// isConstant reports whether e is one of gawk's constants (Op_push_i):
// a number, a string, or plain strings concatenated (which gawk folds).
func isConstant(e expr) bool {
	switch e := e.(type) {
	case *numLit:
		return true
	case *strLit:
		return !e.intl
	case *concatExpr:
		for _, x := range e.list {
			if s, ok := x.(*strLit); !ok || s.intl {
				return false
			}
		}
		return true
	}
	return false
}

// unparen strips grouping parentheses around one expression.
func unparen(e expr) expr {
	for {
		g, ok := e.(*groupExpr)
		if !ok || len(g.list) != 1 {
			return e
		}
		e = g.list[0]
	}
}

// callArgs parses a user function's argument list, from its ( to its ).
func (p *parser) callArgs() []expr {
	p.expect(tLparen)
	args := p.exprList(tRparen)
	p.expect(tRparen)
	return args
}

// beginEnd is "BEGIN" or "END" while a BEGIN or END action is parsed.
func (p *parser) beginEnd() string {
	switch {
	case p.inFunc:
		return ""
	case p.rule == tBegin:
		return "BEGIN"
	case p.rule == tEnd:
		return "END"
	}
	return ""
}
