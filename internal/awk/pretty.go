package awk

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
)

// PrettyPrint writes prog as gawk's --pretty-print does: BEGIN blocks,
// the rules and END blocks in order, each "pattern {" with its
// statements one a line indented by tabs and a blank line after it,
// then the functions by name; parentheses the program wrote are kept
// and gawk's own added, strings re-escaped from their values, numbers
// as written, comments before the statement or rule they precede (a
// comment after a simple statement on its line stays there).
func PrettyPrint(prog *Program) (string, error) {
	pp := &printer{prog: prog, used: make([]bool, len(prog.comments))}
	if err := pp.program(); err != nil {
		return "", err
	}
	return pp.b.String(), nil
}

// printer holds the output and which comments were written.
type printer struct {
	prog  *Program
	b     strings.Builder
	used  []bool
	depth int
	// prof holds the counts of a run for gawk's --profile (nil: the
	// pretty printer's output).
	prof map[any]int
	// lo and hi are the lines of the item being written: only its
	// comments are written inside it.
	lo, hi int
	// next is the line of what follows the statement being written
	// (the next statement or the block's }).
	next int
}

// maxPrintDepth bounds the printer's recursion; the parser's maxNesting
// bounds the tree already, this is the printer's own guard.
const maxPrintDepth = 4 * maxNesting

type errTooDeep struct{}

// recoverTooDeep, deferred, turns the printer's errTooDeep panic into
// *err; any other panic goes on.
func recoverTooDeep(err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(errTooDeep); !ok {
			panic(r)
		}
		*err = fmt.Errorf("program nested too deeply to print")
	}
}

func (p *printer) enter() {
	p.depth++
	if p.depth > maxPrintDepth {
		panic(errTooDeep{})
	}
}

type ppItem struct {
	start, end int
	kind       int // 0 BEGIN, 1 rule, 2 END, 3 function
	block      blockStmt
	rule       *rule
	fn         *funcDef
}

func (p *printer) program() (err error) {
	defer recoverTooDeep(&err)
	prog := p.prog
	var items []*ppItem
	for i, b := range prog.begin {
		items = append(items, &ppItem{start: prog.beginLines[i], kind: 0, block: b})
	}
	for _, r := range prog.rules {
		items = append(items, &ppItem{start: r.line, kind: 1, block: r.action, rule: r})
	}
	for i, b := range prog.end {
		items = append(items, &ppItem{start: prog.endLines[i], kind: 2, block: b})
	}
	var fns []*ppItem
	for _, f := range prog.funcs {
		it := &ppItem{start: f.line, kind: 3, block: f.body, fn: f}
		fns = append(fns, it)
		items = append(items, it)
	}
	for _, it := range items {
		it.end = max(prog.itemEnd[it.start], it.start)
	}
	// The comments before an item, since the end of the one before it
	// in the source, are its own.
	bySource := append([]*ppItem(nil), items...)
	sort.SliceStable(bySource, func(i, j int) bool { return bySource[i].start < bySource[j].start })
	lead := map[*ppItem][]int{}
	prevEnd := 0
	for _, it := range bySource {
		for i, c := range prog.comments {
			if !p.used[i] && c.line >= prevEnd && c.line < it.start && (c.line > prevEnd || !c.own) {
				lead[it] = append(lead[it], i)
				p.used[i] = true
			}
		}
		prevEnd = it.end
	}
	// And those after the last item, written after the END blocks.
	var tail []int
	for i, c := range prog.comments {
		if !p.used[i] && (c.line > prevEnd || c.line == prevEnd && !c.own) {
			tail = append(tail, i)
			p.used[i] = true
		}
	}
	// gawk keeps the comments before a rule without a pattern for the
	// next item that has none of its own (later ones replace them), or
	// for the end.
	var pending []int
	for k, it := range bySource {
		if k == 0 {
			continue // its comments head the output
		}
		if it.kind == 1 && it.rule.pattern == nil {
			if len(lead[it]) > 0 {
				pending = lead[it]
			}
			delete(lead, it)
			continue
		}
		if len(lead[it]) == 0 && pending != nil {
			lead[it] = pending
		}
		pending = nil
	}
	if pending != nil {
		tail = append(pending, tail...)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].fn.name < fns[j].fn.name })
	// The comments before the first item head the output.
	if len(bySource) > 0 {
		p.leading(lead[bySource[0]])
		delete(lead, bySource[0])
	}
	printed := 0
	for kind := 0; kind <= 2; kind++ {
		for _, it := range items {
			if it.kind != kind {
				continue
			}
			p.leading(lead[it])
			switch kind {
			case 0:
				p.b.WriteString("BEGIN {\n")
			case 2:
				p.b.WriteString("END {\n")
			default:
				r := it.rule
				p.b.WriteString(p.expr(r.pattern, 0))
				if r.pattern2 != nil {
					p.b.WriteString(", " + p.expr(r.pattern2, 0))
				}
				if r.pattern != nil {
					p.b.WriteString(" ")
				}
				p.b.WriteString("{\n")
				if r.noAction {
					p.b.WriteString("\tprint\n")
				}
			}
			p.itemBlock(it)
			p.b.WriteString("}\n\n")
			printed++
		}
	}
	p.leading(tail)
	if len(fns) > 0 {
		p.b.WriteString("\n")
	}
	for i, it := range fns {
		if i > 0 {
			p.b.WriteString("\n")
		}
		p.leading(lead[it])
		fmt.Fprintf(&p.b, "function %s(%s)\n{\n", it.fn.name, strings.Join(it.fn.params, ", "))
		p.itemBlock(it)
		p.b.WriteString("}\n")
	}
	return nil
}

// itemBlock writes an item's statements with the comments in it.
func (p *printer) itemBlock(it *ppItem) {
	p.lo, p.hi, p.next = it.start, it.end, it.end
	p.block(it.block, 1)
	p.flush(it.end, 1)
}

// leading writes a top-level item's comments, a blank line for each
// blank line between them.
func (p *printer) leading(idx []int) {
	for k, i := range idx {
		c := p.prog.comments[i]
		if k > 0 && c.line > p.prog.comments[idx[k-1]].line+1 {
			p.b.WriteString("\n")
		}
		p.b.WriteString(c.text + "\n")
		p.used[i] = true
	}
}

// flush writes the comments not yet written that come before line, at
// the indentation.
func (p *printer) flush(line, indent int) {
	for i, c := range p.prog.comments {
		if !p.used[i] && c.line < line && c.line >= p.lo && c.line <= p.hi {
			p.used[i] = true
			p.out(0, indent, c.text)
		}
	}
}

// lead starts a line: the indentation, after gawk's profile column
// (the count, or a tab for none) when profiling.
func (p *printer) lead(n, indent int) {
	if p.prof != nil {
		if n > 0 {
			fmt.Fprintf(&p.b, "%6d  ", n)
		} else {
			p.b.WriteString("\t")
		}
	}
	for i := 0; i < indent; i++ {
		p.b.WriteByte('\t')
	}
}

// out writes a line.
func (p *printer) out(n, indent int, text string) {
	p.lead(n, indent)
	p.b.WriteString(text)
	p.b.WriteString("\n")
}

// matches is the profile's " # N" after a rule's pattern or an if:
// how often it held.
func (p *printer) matches(key any) string {
	if n := p.prof[key]; n > 0 {
		return fmt.Sprintf(" # %d", n)
	}
	return ""
}

// trailing writes the comment after a simple statement on its line.
func (p *printer) trailing(line int) {
	for i, c := range p.prog.comments {
		if !p.used[i] && !c.own && c.line == line && c.line >= p.lo && c.line <= p.hi {
			p.used[i] = true
			p.b.WriteString("\t" + c.text)
		}
	}
}

func (p *printer) block(b blockStmt, indent int) {
	end := p.next
	if len(b) > 0 {
		if e, ok := p.prog.closeLine[b[len(b)-1].(*lineStmt)]; ok {
			end = e
		}
	}
	for i, s := range b {
		p.next = end
		if i+1 < len(b) {
			p.next = b[i+1].(*lineStmt).line
		}
		p.stmt(s, indent, 0)
	}
	p.flush(end, indent)
	p.next = end
}

// body writes the statements of an if, loop or else: a block's in it,
// another statement alone.
func (p *printer) body(s stmt, indent, line int) {
	if b, ok := s.(blockStmt); ok {
		p.block(b, indent)
		return
	}
	if s != nil {
		// gawk keeps the comments up to what follows in the body.
		next := p.next
		p.stmt(s, indent, line)
		p.flush(next, indent)
		p.next = next
	}
}

func (p *printer) stmt(s stmt, indent, line int) {
	p.enter()
	defer func() { p.depth-- }()
	ls, ok := s.(*lineStmt)
	if ok {
		line = ls.line
		p.flush(line, indent)
		s = ls.s
	}
	cnt := p.prof[ls]
	w := func(n int, text string) { p.out(n, indent, text) }
	simple := func(text string) {
		p.lead(cnt, indent)
		p.b.WriteString(text)
		p.trailing(line)
		p.b.WriteString("\n")
	}
	switch s := s.(type) {
	case blockStmt:
		p.block(s, indent)
	case *exprStmt:
		simple(p.expr(s.e, 0))
	case *printStmt:
		simple(p.print(s))
	case *ifStmt:
		w(cnt, "if ("+p.expr(s.c, 0)+") {"+p.matches(s))
		for {
			p.body(s.then, indent+1, line)
			if s.els == nil {
				break
			}
			els := s.els
			if ls, ok := els.(*lineStmt); ok {
				els = ls.s
			}
			if next, ok := els.(*ifStmt); ok {
				if p.prof != nil {
					// The profile shows the counts of the inner if.
					w(cnt-p.prof[s], "} else {")
					p.stmt(s.els, indent+1, line)
					break
				}
				w(0, "} else if ("+p.expr(next.c, 0)+") {")
				s = next
				continue
			}
			w(cnt-p.prof[s], "} else {")
			p.body(s.els, indent+1, line)
			break
		}
		w(0, "}")
	case *switchStmt:
		w(cnt, "switch ("+p.expr(s.e, 0)+") {")
		for _, c := range s.cases {
			if c.val == nil {
				w(0, "default:")
			} else {
				w(0, "case "+p.expr(c.val, 0)+":")
			}
			p.body(c.body, indent+1, line)
		}
		w(0, "}")
	case *whileStmt:
		w(p.prof[s], "while ("+p.expr(s.c, 0)+") {")
		p.body(s.body, indent+1, line)
		w(0, "}")
	case *doStmt:
		w(p.prof[s], "do {")
		p.body(s.body, indent+1, line)
		w(0, "} while ("+p.expr(s.c, 0)+")")
	case *forStmt:
		var init, cond, post string
		if s.init != nil {
			init = p.simpleText(s.init)
		}
		if s.c != nil {
			cond = p.expr(s.c, 0)
		}
		if s.post != nil {
			post = p.simpleText(s.post)
		}
		head := init + "; " + cond + "; " + post
		if init == "" && cond == "" && post == "" {
			head = ";;"
		}
		w(p.prof[s], "for ("+head+") {")
		p.body(s.body, indent+1, line)
		w(0, "}")
	case *forInStmt:
		arr := s.arr.name
		if s.sub != nil {
			arr = p.expr(s.sub, 0)
		}
		w(p.prof[s], "for ("+s.v.name+" in "+arr+") {")
		p.body(s.body, indent+1, line)
		w(0, "}")
	default:
		simple(p.simpleText(s))
	}
}

// simpleText is a simple statement's text.
func (p *printer) simpleText(s stmt) string {
	switch s := s.(type) {
	case *exprStmt:
		return p.expr(s.e, 0)
	case *printStmt:
		return p.print(s)
	case nextStmt:
		return "next"
	case nextfileStmt:
		return "nextfile"
	case breakStmt:
		return "break"
	case contStmt:
		return "continue"
	case *exitStmt:
		if s.e == nil {
			return "exit"
		}
		return "exit " + p.operand(s.e)
	case *returnStmt:
		if s.e == nil {
			return "return"
		}
		return "return " + p.operand(s.e)
	case *deleteStmt:
		if s.index == nil {
			return "delete " + s.arr.name
		}
		// gawk writes a multiple subscript as its concatenation.
		arr := s.arr.name
		if s.base != nil {
			arr = p.expr(s.base, 0)
		}
		return "delete " + arr + "[" + p.list(s.index, " ") + "]"
	}
	return ""
}

// operand is the value of exit and return, and print's destination:
// parenthesised when it is an operation.
func (p *printer) operand(e expr) string {
	if isOperation(e) {
		return "(" + p.expr(e, 0) + ")"
	}
	return p.expr(e, 0)
}

func (p *printer) print(s *printStmt) string {
	name := "print"
	if s.printf {
		name = "printf"
	}
	var out string
	switch {
	case len(s.args) == 0:
		out = name
	case s.redir != 0:
		out = name + "(" + p.list(s.args, ", ") + ")"
	case s.group:
		out = name + " (" + p.list(s.args, ", ") + ")"
	default:
		out = name + " " + p.list(s.args, ", ")
	}
	switch s.redir {
	case tGreater:
		out += " > " + p.operand(s.dest)
	case tAppend:
		out += " >> " + p.operand(s.dest)
	case tPipe:
		out += " | " + p.operand(s.dest)
	case tPipeAmp:
		out += " |& " + p.operand(s.dest)
	}
	return out
}

func (p *printer) list(es []expr, sep string) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = p.expr(e, 0)
	}
	return strings.Join(parts, sep)
}

// isOperation reports whether e is an operator's result (gawk's
// is_binary and the like), which gawk parenthesises as an operand of
// concatenation, exit, return and a redirection.
func isOperation(e expr) bool {
	switch e := e.(type) {
	case *binaryExpr, *chainExpr, *concatExpr, *andExpr, *orExpr, *inExpr, *condExpr, *assignExpr:
		return true
	case *getlineExpr:
		return e.kind == 2
	}
	return false
}

// Precedence levels as gawk's pretty printer has them.
func precOf(e expr) int {
	switch e := e.(type) {
	case *assignExpr:
		return 1
	case *condExpr:
		return 2
	case *orExpr:
		return 3
	case *andExpr:
		return 4
	case *inExpr:
		return 5
	case *chainExpr:
		switch e.links[0].op {
		case tMatch, tNotMatch:
			return 6
		case tAdd, tSub:
			return 9
		}
		return 10
	case *binaryExpr:
		if e.op == tPow {
			return 12
		}
		return 7
	case *concatExpr:
		return 8
	case *unaryExpr:
		if _, ok := e.e.(*numLit); ok && e.op != tNot {
			return 15 // gawk folds -1 to a constant
		}
		return 11
	case *incDecExpr:
		return 13
	case *getlineExpr:
		if e.kind == 2 {
			return 7
		}
	}
	return 15
}

var opText = sync.OnceValue(func() map[tokenKind]string {
	return map[tokenKind]string{
		tAdd: "+", tSub: "-", tMul: "*", tDiv: "/", tMod: "%", tPow: "^",
		tMatch: "~", tNotMatch: "!~", tLess: "<", tLessEq: "<=", tGreater: ">",
		tGreaterEq: ">=", tEquals: "==", tNotEquals: "!=",
		tAssign: "=", tAddAssign: "+=", tSubAssign: "-=", tMulAssign: "*=",
		tDivAssign: "/=", tModAssign: "%=", tPowAssign: "^=",
	}
})

// side writes an operand of an operator of level prec, parenthesised
// when it binds more loosely.
func (p *printer) side(e expr, prec int) string {
	s := p.expr(e, 0)
	if precOf(e) < prec {
		return "(" + s + ")"
	}
	return s
}

func (p *printer) expr(e expr, _ int) string {
	p.enter()
	defer func() { p.depth-- }()
	switch e := e.(type) {
	case nil:
		return ""
	case *numLit:
		if e.text != "" {
			return e.text
		}
		return numToStr(e.n, "%.6g")
	case *strLit:
		if e.intl {
			return "_" + ppString(e.s)
		}
		return ppString(e.s)
	case *regexLit:
		return "/" + ppRegex(e.src) + "/"
	case *varRef:
		return e.name
	case *fieldRef:
		return "$" + p.expr(e.index, 0)
	case *indexRef:
		if e.base != nil {
			return p.expr(e.base, 0) + "[" + p.list(e.index, ", ") + "]"
		}
		return e.arr.name + "[" + p.list(e.index, ", ") + "]"
	case *groupExpr:
		return "(" + p.list(e.list, ", ") + ")"
	case *assignExpr:
		return p.expr(e.lhs, 0) + " " + opText()[e.op] + " " + p.expr(e.rhs, 0)
	case *condExpr:
		return p.side(e.c, 3) + " ? " + p.side(e.t, 2) + " : " + p.side(e.f, 2)
	case *orExpr:
		return p.join(e.list, " || ", 3)
	case *andExpr:
		return p.join(e.list, " && ", 4)
	case *chainExpr:
		prec := precOf(e)
		var b strings.Builder
		b.WriteString(p.side(e.first, prec))
		for _, l := range e.links {
			b.WriteString(" " + opText()[l.op] + " ")
			b.WriteString(p.side(l.r, prec))
		}
		return b.String()
	case *binaryExpr:
		prec := precOf(e)
		return p.side(e.l, prec) + " " + opText()[e.op] + " " + p.side(e.r, prec)
	case *concatExpr:
		parts := make([]string, len(e.list))
		for i, x := range e.list {
			parts[i] = p.expr(x, 0)
			if isOperation(x) || precOf(x) < 8 {
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, " ")
	case *unaryExpr:
		op := opText()[e.op]
		if e.op == tNot {
			op = "! "
		}
		s := p.expr(e.e, 0)
		if u, ok := e.e.(*unaryExpr); isOperation(e.e) || ok && u.op == e.op && e.op != tNot {
			s = "(" + s + ")"
		}
		return op + s
	case *incDecExpr:
		op := "--"
		if e.incr {
			op = "++"
		}
		if e.pre {
			return op + p.expr(e.lv, 0)
		}
		return p.expr(e.lv, 0) + op
	case *inExpr:
		s := p.inIndex(e.index) + " in " + e.arr.name
		if e.sub != nil {
			s = p.inIndex(e.index) + " in " + p.expr(e.sub, 0)
		}
		for _, a := range e.more {
			s = "(" + s + ") in " + a.name
		}
		return s
	case *builtinCall:
		args := e.args
		switch {
		case e.name == "length" && len(args) == 0:
			args = []expr{&fieldRef{index: &numLit{text: "0"}}}
		case e.name == "split" && len(args) == 2:
			args = append(args[:2:2], &varRef{name: "FS"})
		case (e.name == "sub" || e.name == "gsub") && len(args) == 2:
			args = append(args[:2:2], &fieldRef{index: &numLit{text: "0"}})
		}
		return e.name + "(" + p.list(args, ", ") + ")"
	case *indirectCall:
		return "@" + e.v.name + "(" + p.list(e.args, ", ") + ")"
	case *userCall:
		return e.name + "(" + p.list(e.args, ", ") + ")"
	case *getlineExpr:
		s := "getline"
		if e.lv != nil {
			s += " " + p.expr(e.lv, 0)
		}
		switch e.kind {
		case 1:
			s += " < " + p.operand(e.src)
		case 2:
			if e.coproc {
				s = p.operand(e.src) + " |& " + s
				break
			}
			s = p.operand(e.src) + " | " + s
		}
		return s
	}
	return ""
}

func (p *printer) join(list []expr, sep string, prec int) string {
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = p.side(x, prec)
	}
	return strings.Join(parts, sep)
}

// inIndex is the left side of in: one subscript, or (a, b).
func (p *printer) inIndex(idx []expr) string {
	if len(idx) == 1 {
		return p.side(idx[0], 6)
	}
	return "(" + p.list(idx, ", ") + ")"
}

// ppString writes a string constant from its value as gawk does: the
// C escapes by name, other control and non-ASCII bytes in octal.
func ppString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\v':
			b.WriteString(`\v`)
		default:
			if c < 0x20 || c >= 0x7f {
				fmt.Fprintf(&b, "\\%03o", c)
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// ppRegex writes a regex constant's source with its slashes escaped.
func ppRegex(src string) string {
	if !strings.Contains(src, "/") {
		return src
	}
	var b strings.Builder
	for i := 0; i < len(src); i++ {
		switch {
		case src[i] == '\\' && i+1 < len(src):
			b.WriteString(src[i : i+2])
			i++
		case src[i] == '/':
			b.WriteString(`\/`)
		default:
			b.WriteByte(src[i])
		}
	}
	return b.String()
}

// prettyPrintTo writes the pretty-printed program where cfg says.
func prettyPrintTo(prog *Program, cfg *Config) (int, error) {
	text, err := PrettyPrint(prog)
	if err != nil {
		return 2, err
	}
	w, err := cfg.PrettyPrint()
	if err != nil {
		return 2, fmt.Errorf("could not open `%s' for writing: %s", cfg.OutputName, errText(cfg, err))
	}
	_, werr := io.WriteString(w, text)
	if cerr := w.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return 2, fmt.Errorf("%s: %s", cfg.OutputName, errText(cfg, werr))
	}
	return 0, nil
}

func errText(cfg *Config, err error) string {
	if cfg.ErrText != nil {
		return cfg.ErrText(err)
	}
	return err.Error()
}

// profMatch keys how often a rule's pattern matched.
type profMatch struct{ r *rule }

func (in *interp) profCount(key any) {
	if in.prof != nil {
		in.prof[key]++
	}
}

// Profile writes prog with the counts of a run as gawk's --profile does:
// a header with the date, then sections for BEGIN, the rules, END and
// the functions, each line led by its count (or a tab).
func profile(prog *Program, counts map[any]int, date string) (string, error) {
	pp := &printer{prog: prog, used: make([]bool, len(prog.comments)), prof: counts}
	if counts == nil {
		pp.prof = map[any]int{}
	}
	// A profile has no comments (only --pretty-print keeps them).
	for i := range pp.used {
		pp.used[i] = true
	}
	if err := pp.profileProgram(date); err != nil {
		return "", err
	}
	return pp.b.String(), nil
}

func (p *printer) profileProgram(date string) (err error) {
	defer recoverTooDeep(&err)
	prog := p.prog
	fmt.Fprintf(&p.b, "\t# gawk profile, created %s\n\n", date)
	item := func(start int, head string, b blockStmt) {
		p.b.WriteString(head)
		p.lo, p.hi, p.next = start, max(prog.itemEnd[start], start), max(prog.itemEnd[start], start)
		p.block(b, 1)
		p.out(0, 0, "}")
		p.b.WriteString("\n")
	}
	if len(prog.begin) > 0 {
		p.b.WriteString("\t# BEGIN rule(s)\n\n")
		for i, b := range prog.begin {
			item(prog.beginLines[i], "\tBEGIN {\n", b)
		}
	}
	if len(prog.rules) > 0 {
		p.b.WriteString("\t# Rule(s)\n\n")
		for _, r := range prog.rules {
			var head strings.Builder
			if n := p.prof[r]; n > 0 {
				fmt.Fprintf(&head, "%6d  ", n)
			} else {
				head.WriteString("\t")
			}
			if r.pattern != nil {
				head.WriteString(p.expr(r.pattern, 0))
				if r.pattern2 != nil {
					head.WriteString(", " + p.expr(r.pattern2, 0))
				}
				head.WriteString(" {" + p.matches(profMatch{r}) + "\n")
			} else {
				head.WriteString("{\n")
			}
			if r.noAction {
				p.b.WriteString(head.String())
				p.out(p.prof[profMatch{r}], 1, "print")
				p.out(0, 0, "}")
				p.b.WriteString("\n")
				continue
			}
			item(r.line, head.String(), r.action)
		}
	}
	if len(prog.end) > 0 {
		p.b.WriteString("\t# END rule(s)\n\n")
		for i, b := range prog.end {
			item(prog.endLines[i], "\tEND {\n", b)
		}
	}
	var fns []*funcDef
	for _, f := range prog.funcs {
		fns = append(fns, f)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].name < fns[j].name })
	if len(fns) > 0 {
		p.b.WriteString("\n\t# Functions, listed alphabetically\n\n")
	}
	for i, f := range fns {
		if i > 0 {
			p.b.WriteString("\n")
		}
		p.out(p.prof[f], 0, fmt.Sprintf("function %s(%s)", f.name, strings.Join(f.params, ", ")))
		p.out(0, 0, "{")
		end := max(prog.itemEnd[f.line], f.line)
		p.lo, p.hi, p.next = f.line, end, end
		p.block(f.body, 1)
		p.out(0, 0, "}")
	}
	return nil
}

// writeProfile writes the profile of the run where cfg.Profile says.
func (in *interp) writeProfile() error {
	text, err := profile(in.prog, in.prof, in.cfg.ProfileDate)
	if err != nil {
		return err
	}
	w, err := in.cfg.Profile()
	if err != nil {
		return fmt.Errorf("could not open `%s' for writing: %s", in.cfg.OutputName, errText(in.cfg, err))
	}
	_, werr := io.WriteString(w, text)
	if cerr := w.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return fmt.Errorf("%s: %s", in.cfg.OutputName, errText(in.cfg, werr))
	}
	return nil
}

// WritePot writes gawk's --gen-pot listing of entries to w: each string
// as a msgid (and msgid_plural) with empty translations, after a "#:
// file:line" comment when where names a file for its line (not for the
// command line's program).
func WritePot(w io.Writer, entries []IntlString, where func(line int) (file string, fileLine int)) {
	for _, e := range entries {
		if file, n := where(e.Line); file != "" {
			fmt.Fprintf(w, "#: %s:%d\n", file, n)
		}
		if e.HasPlural {
			fmt.Fprintf(w, "msgid %s\nmsgid_plural %s\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n\n", potString(e.Msgid), potString(e.Plural))
		} else {
			fmt.Fprintf(w, "msgid %s\nmsgstr \"\"\n\n", potString(e.Msgid))
		}
	}
}

// potString is a string quoted as gawk's pretty printer does, broken into
// a new quoted piece after every 70 characters of the quoted form (an
// opening quote, escapes and the closing quote count), as gawk breaks
// its --gen-pot lines.
func potString(s string) string {
	q := ppString(s)
	var b strings.Builder
	for i := 0; i < len(q); i++ {
		b.WriteByte(q[i])
		if (i+1)%70 == 0 {
			b.WriteString("\"\n\"")
		}
	}
	return b.String()
}
