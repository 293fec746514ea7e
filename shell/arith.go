package shell

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// arithError is an arithmetic evaluation error with bash's wording.
type arithError struct {
	expr, msg, token string
	fromString       bool   // raised while evaluating a text (a variable's, let's): expr is that text
	at               int    // 1 + the offset of the token in the text parsed, 0 if unknown
	param            string // the parameter a slice's offset or length belongs to
	afterOperand     bool   // at is the end of an operand: the token is the one after it
}

// bash's error token is the rest of the expression's text from the
// token on, blanks before )) included.
// A bad constant is quoted instead with the text up to its end.
func (e *arithError) restFrom(text string, start int) {
	switch e.msg {
	case "value too great for base", "invalid number", "invalid arithmetic base", "invalid integer constant":
		if i := strings.Index(text, e.token); i >= 0 && e.token != "" {
			e.expr = text[:i+len(e.token)]
		}
		return
	}
	i := e.at - 1 - start
	if e.afterOperand && e.at > 0 && i >= 0 && i <= len(text) {
		// The token after an operand that ends at i, or, when none
		// follows, the operand's last token.
		if rest := strings.TrimLeft(text[i:], " \t\n"); rest != "" {
			e.token = rest
			return
		}
		j := max(i-1, 0)
		if j < len(text) && isArithWord(text[j]) {
			for j > 0 && isArithWord(text[j-1]) {
				j--
			}
		}
		e.token = text[j:]
		return
	}
	if e.at > 0 && i >= 0 && i < len(text) {
		e.token = text[i:]
	}
}

// isArithWord reports whether c is part of a name or constant.
func isArithWord(c byte) bool { return isAlnum(c) || c == '_' || c == '#' || c == '@' }

func (e *arithError) Error() string {
	pre := ""
	if e.param != "" {
		pre = e.param + ": "
	}
	if e.token == "" && e.msg != "" && strings.HasPrefix(e.msg, "expression recursion") {
		return fmt.Sprintf("%s%s: %s", pre, e.expr, e.msg)
	}
	return fmt.Sprintf("%s%s: %s (error token is \"%s\")", pre, e.expr, e.msg, e.token)
}

const maxArithDepth = 1024

type arithCtx struct {
	r        *runner
	depth    int
	top      string
	stopping bool   // evaluating up to a syntax error (evalBefore)
	stopAt   int    // and where the error is: an assignment ending past it has not run
	cmd      string // the command evaluating the expression ("((", "let"), which some messages name
}

// newArithCtx starts the evaluation of an expression, for the command
// r.arithCmd names: the expressions it reaches ($(( )) in it) are no
// command's.
func (r *runner) newArithCtx() *arithCtx {
	a := &arithCtx{r: r, depth: r.arithDepth, cmd: r.arithCmd}
	r.arithCmd = ""
	return a
}

func (r *runner) arith(x syntax.ArithmExpr) (int64, error) {
	if x == nil {
		return 0, nil
	}
	return r.arithTo(x, x.End())
}

// arithTo is arith for an expression whose text ends at end, before the
// )) that closes it: bash's messages quote the text with its trailing
// blanks.
func (r *runner) arithTo(x syntax.ArithmExpr, end syntax.Pos) (int64, error) {
	if x == nil {
		return 0, nil
	}
	// set -x of (( )) and for (( )): traced once the text is expanded,
	// before it is evaluated (expanded: the text as expanded, "" when
	// it was evaluated as parsed).
	trace := r.arithTrace
	r.arithTrace = nil
	a := r.newArithCtx()
	base := a.depth
	if s, ok, err := r.arithKeyed(x, end); ok || err != nil {
		if err != nil {
			return 0, err
		}
		if trace != nil {
			trace("") // (the keys' quoting is not bash's text)
		}
		return a.evalString(s)
	}
	if text, ok := r.unquoteArith(x, end); ok {
		// bash expands the expression as in double quotes, removing
		// the quotes, before it parses it: "1 + 2" * 3 is 1 + 2 * 3.
		w, err := r.parseWord(text)
		if err != nil {
			return 0, err
		}
		if w == nil {
			if trace != nil {
				trace("")
			}
			return 0, nil // only blanks: $(( )) is 0
		}
		s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{&syntax.DblQuoted{Parts: w.Parts}}})
		if err != nil {
			return 0, err
		}
		if trace != nil {
			trace(s)
		}
		return a.evalString(s)
	}
	if _, word := x.(*syntax.Word); !word && hasDollarExpansion(x) {
		// bash expands $x, ${x}, $(...) and $((...)) as text before it
		// parses the expression: x="1+2" makes $x*2 5, and an empty $x
		// leaves an operand missing.
		text := r.arithText(x, end)
		w, err := r.parseWord(text)
		if err != nil {
			if trace != nil {
				trace("")
			}
			return a.eval(x)
		}
		// The word's positions are in text: an error of a $(( )) in it
		// quotes that as written (1/0, not 1 / 0).
		savedAlt := r.arithAltSrc
		r.arithAltSrc = text
		s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{&syntax.DblQuoted{Parts: w.Parts}}})
		r.arithAltSrc = savedAlt
		if err != nil {
			return 0, err
		}
		if trace != nil {
			trace(s)
		}
		return a.evalString(s)
	}
	if w, word := x.(*syntax.Word); word && (trace != nil || hasDollarExpansion(x)) {
		// one word with a command substitution: expanded (as eval does)
		// before the trace; bash evaluates the text expanded with the
		// blanks written before the )) or ], which its message quotes:
		// x='1 +'; $(( $x )) is "1 + : syntax error ..."
		s, err := r.literal(w)
		if err != nil {
			return 0, err
		}
		// with the blanks written before the ))
		if from, to := int(w.End().Offset()), int(end.Offset()); w.End().IsValid() && end.IsValid() && from <= to && to <= len(r.src) &&
			strings.Trim(r.src[from:to], " \t\n") == "" {
			s += r.src[from:to]
		}
		if trace != nil {
			trace(s)
		}
		return a.evalString(s)
	}
	if trace != nil {
		trace("")
	}
	n, err := a.eval(x)
	if ae, ok := err.(*arithError); ok && a.depth == base && !ae.fromString {
		// bash quotes the expression as written.
		// Positions may belong to another text (PS4, a nameref's
		// subscript, a word reparsed from arithmetic: arithAltSrc):
		// use the slice only when it is this expression.
		for _, src := range [2]string{r.src, r.arithAltSrc} {
			if start, end := int(x.Pos().Offset()), int(end.Offset()); x.Pos().IsValid() && start < end && end <= len(src) {
				if text := src[start:end]; strings.Join(strings.Fields(text), "") == strings.Join(strings.Fields(printNode(x)), "") {
					// bash quotes from after the (( or [, blanks
					// skipped but a line break kept.
					from := start
					for from > 0 && strings.IndexByte(" \t\n", src[from-1]) >= 0 {
						from--
					}
					for from < start && (src[from] == ' ' || src[from] == '\t') {
						from++
					}
					ae.expr = src[from:end]
					ae.restFrom(ae.expr, from)
					if strings.Contains(ae.expr, "$'") {
						// bash's reader made each $'…' '…'
						ae.expr, ae.token = r.dollarSingle(ae.expr), r.dollarSingle(ae.token)
					}
					break
				}
			}
		}
	}
	return n, err
}

// arithKeyed expands the text of x, which ends at end, when a subscript
// of an associative array in it has a $ or `: bash expands
// the text of (( )) and $(( )) with the key quoted, so that m[$k]++ counts
// a key like a]b, and $k's value is the key as it is. The keys are
// expanded apart, the rest as unquoteArith and hasDollarExpansion do
// (its double quotes removed), and the keys put back quoted for
// evalString. ok is false when no key needs it or the text is not at
// hand.
func (r *runner) arithKeyed(x syntax.ArithmExpr, end syntax.Pos) (string, bool, error) {
	start, stop := int(x.Pos().Offset()), int(end.Offset())
	if !x.Pos().IsValid() || !end.IsValid() || start >= stop || stop > len(r.src) {
		return "", false, nil
	}
	if !strings.Contains(r.src[start:stop], "[") {
		return "", false, nil // no subscript, no key
	}
	if found, quoted := dollarOrQuote(x); !found && !quoted {
		return "", false, nil
	}
	type edit struct {
		from, to int
		key      string
		isKey    bool
		bs       bool // an indexed subscript: backslash-quoted
	}
	var edits []edit
	keyed, single := false, false
	walkArith(x, func(n syntax.Node) bool {
		if single {
			return false
		}
		switch n := n.(type) {
		case *syntax.ParamExp:
			if n.Dollar.IsValid() || n.Index == nil || n.Param == nil || n.Excl || n.Length || n.Exp != nil {
				return true
			}
			v := r.getVar(n.Param.Value)
			indexed := v == nil || v.kind != kAssoc
			if indexed && !validName(n.Param.Value) {
				return true
			}
			open := int(n.Param.End().Offset())
			if open < start || open >= stop || r.src[open] != '[' {
				single = true
				return false
			}
			close := subscriptEnd(r.src, open)
			if close < 0 || close >= stop {
				single = true
				return false
			}
			text := r.src[open+1 : close]
			if indexed {
				if !strings.ContainsAny(text, "$`") || strings.ContainsAny(text, "'\"\\") {
					return true
				}
				// an indexed subscript's expansion is
				// backslash-quoted too (expand_array_subscript):
				// its ] or [ ends nothing
				keyed = true
				edits = append(edits, edit{from: open + 1, to: close, key: text, isKey: true, bs: true})
				return false
			}
			if strings.ContainsAny(text, "$`") {
				keyed = true
			}
			edits = append(edits, edit{from: open + 1, to: close, key: text, isKey: true})
			return false
		case *syntax.DblQuoted:
			l, rt := int(n.Left.Offset()), int(n.Right.Offset())
			if n.Dollar || l < start || rt >= stop || r.src[l] != '"' || r.src[rt] != '"' {
				single = true
				return false
			}
			edits = append(edits, edit{from: l, to: l + 1}, edit{from: rt, to: rt + 1})
			return false
		case *syntax.SglQuoted:
			single = true
		case *syntax.CmdSubst:
			return false
		}
		return true
	})
	if single || !keyed {
		return "", false, nil
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].from < edits[j].from })
	var b strings.Builder
	var keys []string
	var bs []bool
	from := start
	for _, e := range edits {
		if e.from < from {
			return "", false, nil
		}
		b.WriteString(r.src[from:e.from])
		if e.isKey {
			k := r.expandKeyText(e.key)
			if r.aborting || r.exiting {
				return "", false, errExpand
			}
			fmt.Fprintf(&b, "\x01%d\x02", len(keys))
			keys = append(keys, k)
			bs = append(bs, e.bs)
		}
		from = e.to
	}
	b.WriteString(r.src[from:stop])
	w, err := r.parseWord(b.String())
	if err != nil || w == nil {
		return "", false, nil
	}
	s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{&syntax.DblQuoted{Parts: w.Parts}}})
	if err != nil {
		return "", false, err
	}
	for i, k := range keys {
		q := k
		if bs[i] {
			q = backslashSubscript(k)
		} else if k != "" {
			q = quoteArithKey(k)
		}
		s = strings.Replace(s, fmt.Sprintf("\x01%d\x02", i), q, 1)
	}
	return s, true, nil
}

// arithText is the text of x, which ends at end, as written, with the
// blanks before the )) that bash's messages show; printed from x when its
// positions are not in the script's text.
func (r *runner) arithText(x syntax.ArithmExpr, end syntax.Pos) string {
	printed := printNode(x)
	if start, stop := int(x.Pos().Offset()), int(end.Offset()); x.Pos().IsValid() && end.IsValid() && start < stop && stop <= len(r.src) {
		if text := r.src[start:stop]; strings.Join(strings.Fields(text), "") == strings.Join(strings.Fields(printed), "") {
			return text
		}
	}
	return printed
}

// unquoteArith returns the text of x, which ends at end, with the double
// quotes around its operands removed, when it has such quotes or a
// backslash (which the double-quoted expansion then takes off) (and no
// single quotes, an error bash reports on the parts) and its text is at
// hand.
func (r *runner) unquoteArith(x syntax.ArithmExpr, end syntax.Pos) (string, bool) {
	start, stop := int(x.Pos().Offset()), int(end.Offset())
	if !x.Pos().IsValid() || !end.IsValid() || start >= stop || stop > len(r.src) {
		return "", false
	}
	if _, quoted := dollarOrQuote(x); !quoted {
		return "", false // no quotes at all: no walk (a loop's $((x + 1)))
	}
	var cut []int
	single, backslash := false, false
	syntax.Walk(x, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Lit:
			backslash = backslash || strings.IndexByte(n.Value, '\\') >= 0
		case *syntax.DblQuoted:
			l, rt := int(n.Left.Offset()), int(n.Right.Offset())
			if n.Dollar || l < start || rt >= stop || r.src[l] != '"' || r.src[rt] != '"' {
				single = true
			}
			cut = append(cut, l, rt)
			return false
		case *syntax.SglQuoted:
			single = true
		case *syntax.CmdSubst:
			return false
		}
		return !single
	})
	if single || len(cut) == 0 && !backslash {
		return "", false
	}
	var b strings.Builder
	from := start
	for _, c := range cut {
		b.WriteString(r.src[from:c])
		from = c + 1
	}
	b.WriteString(r.src[from:stop])
	return b.String(), true
}

// hasDollarExpansion reports whether x has a $-expansion and no quotes
// (a quoted operand keeps the evaluation by parts).
func hasDollarExpansion(x syntax.ArithmExpr) bool {
	found, quoted := dollarOrQuote(x)
	return found && !quoted
}

// dollarOrQuote reports whether x has a $-expansion and whether it has
// quotes. The common shapes (operators over names and numbers) are looked
// at directly: syntax.Walk's closure costs allocations on every evaluation
// of a loop's $((...)).
// walkArith is syntax.Walk for an arithmetic expression, its operators
// visited with a stack of its own rather than the Go stack: a sum or a
// negation 10^6 terms deep is one level of recursion, not a million
// (what is inside a word is walked by syntax.Walk, as its nesting is the
// parser's, bounded).
func walkArith(x syntax.ArithmExpr, f func(syntax.Node) bool) {
	stack := []syntax.ArithmExpr{x}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch n := n.(type) {
		case *syntax.BinaryArithm:
			if f(n) {
				stack = append(stack, n.Y, n.X)
			}
		case *syntax.UnaryArithm:
			if f(n) {
				stack = append(stack, n.X)
			}
		case *syntax.ParenArithm:
			if f(n) {
				stack = append(stack, n.X)
			}
		case nil:
		default:
			syntax.Walk(n, f)
		}
	}
}

func dollarOrQuote(x syntax.ArithmExpr) (found, quoted bool) {
	switch x := x.(type) {
	case *syntax.BinaryArithm:
		// Down the left spine in a loop (a long sum is deep there only).
		for {
			f, q := dollarOrQuote(x.Y)
			found, quoted = found || f, quoted || q
			l, ok := x.X.(*syntax.BinaryArithm)
			if !ok {
				f, q = dollarOrQuote(x.X)
				return found || f, quoted || q
			}
			x = l
		}
	case *syntax.UnaryArithm:
		return dollarOrQuote(x.X)
	case *syntax.ParenArithm:
		return dollarOrQuote(x.X)
	case *syntax.Word:
		if len(x.Parts) == 1 {
			if lit, ok := x.Parts[0].(*syntax.Lit); ok {
				return false, strings.IndexByte(lit.Value, '\\') >= 0
			}
		}
	}
	return walkDollarOrQuote(x)
}

func walkDollarOrQuote(x syntax.Node) (found, quoted bool) {
	syntax.Walk(x, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.ParamExp:
			if n.Dollar.IsValid() {
				found = true
			}
		case *syntax.CmdSubst:
			// its quotes are its script's, not the expression's
			found = true
			return false
		case *syntax.ArithmExp:
			found = true
		case *syntax.DblQuoted, *syntax.SglQuoted:
			quoted = true
		case *syntax.Lit:
			// a backslash is removed as in double quotes: a[\"k\"]
			quoted = quoted || strings.IndexByte(n.Value, '\\') >= 0
		}
		return !quoted
	})
	return found, quoted
}

// arithString evaluates an arithmetic expression given as text.
func (r *runner) arithString(s string) (int64, error) {
	a := r.newArithCtx()
	return a.evalString(s)
}

func (a *arithCtx) evalSubscripted(s string) (int64, error) {
	n, err := a.evalText(s)
	ae, ok := err.(*arithError)
	if !ok || !ae.fromString || ae.token == "" || !strings.HasSuffix(ae.expr, ae.token) {
		return n, err
	}
	x := ae.expr
	if name, open, end := subscriptAround(x, len(x)-len(ae.token)); open >= 0 {
		// bash reads a name's subscript whole and evaluates it when it
		// uses the element, as an expression of its own: the error is
		// the subscript's (x y: ...), which discards the command line
		// (a[x y]=1 in (( )), let or $(( ))).
		if a.depth >= maxArithDepth {
			// x='a[x y]': the subscript reads x again
			return 0, &arithError{expr: x, msg: "expression recursion level exceeded", token: x, fromString: true}
		}
		if err := a.evalBefore(x, name, false); err != nil {
			return 0, err
		}
		if rhs, ok := assignedText(x[end+1:]); ok {
			// a[x y] = v: the value is evaluated first.
			if _, err := a.evalString(rhs); err != nil {
				return 0, err
			}
		}
		saved := a.r.arithDepth
		a.r.arithDepth = a.depth + 1 // the subscript is an expression of its own
		_, err := a.r.arithIndexString(x[open+1 : end])
		a.r.arithDepth = saved
		if err != nil {
			return 0, err
		}
	}
	return n, err
}

// operatorBefore reports whether the text before a missing operator has
// an operator where an operand should be (y = <<E 3): bash's parser stops
// there first, wanting the operand.
func operatorBefore(prefix string) bool {
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	_, err := p.Arithmetic(strings.NewReader(prefix))
	var pe syntax.ParseError
	return errors.As(err, &pe) && strings.Contains(pe.Text, "must follow an expression")
}

// evalString evaluates s, whose empty subscripts (a[]) are marked for the
// parser, and shows them as written in its errors.
func (a *arithCtx) evalString(s string) (int64, error) {
	n, err := a.evalSubscripted(s)
	if ae, ok := err.(*arithError); ok && strings.Contains(ae.expr, emptyMark) {
		ae.expr = strings.ReplaceAll(ae.expr, "["+emptyMark+"]", "[]")
		ae.token = strings.ReplaceAll(ae.token, "["+emptyMark+"]", "[]")
	}
	return n, err
}

func (a *arithCtx) evalText(s string) (int64, error) {
	s = a.r.quoteAssocKeys(s)
	s = a.r.blankSubscripts(s)
	s = markEmptySubscripts(s)
	// bash skips the blanks before an expression; those after it are in
	// its messages.
	t := strings.TrimLeft(s, " \t\n")
	if t == "" {
		return 0, nil
	}
	if t[0] == ']' {
		// No operand: a ] from an expansion ($(echo ])) is no end.
		return 0, &arithError{expr: strings.TrimLeft(s, " \t"), msg: "syntax error: operand expected", token: t, fromString: true}
	}
	if n, ok := parseSimpleInt(strings.TrimRight(t, " \t\n")); ok {
		return n, nil
	}
	// bash quotes the expression, and a token that runs to its end, with
	// the trailing blanks: "1 + : ... (error token is "+ ")". A line
	// break before the expression is skipped as it is read but stays in
	// the text quoted.
	shown := strings.TrimLeft(s, " \t")
	d := len(shown) - len(t) // t[i] is shown[i+d]
	if i := strings.IndexByte(t, '.'); i >= 0 && (i > 0 && t[i-1] >= '0' && t[i-1] <= '9' || i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9') {
		// bash has no floating point: the '.' is an unknown operator,
		// found after the constants before it (09.5 is a bad 09).
		if err := badConstantBefore(shown, i+d); err != nil {
			return 0, err
		}
		return 0, &arithError{expr: shown, msg: "syntax error: invalid arithmetic operator", token: t[i:], fromString: true}
	}
	if i := nameThenHash(t); i >= 0 {
		// A name is letters, digits and _ only: a # after one is no
		// operator bash knows (b#ff with b=16 is no base).
		if err := a.evalBefore(s, len(s)-len(t)+i, true); err != nil {
			return 0, err
		}
		return 0, &arithError{expr: shown, msg: msgBadOperator, token: t[i:], fromString: true}
	}
	// Of a missing operator and a $ or quote, bash reports the first.
	unknown, afterOperand := unknownArithChar(t)
	if k := strayArithClose(t); k >= 0 && (unknown < 0 || k < unknown) && (unexpanded(t) < 0 || k < unexpanded(t)) &&
		(missingOperator(shown) == "" || k+d < len(shown)-len(missingOperator(shown))) {
		// A ':' with no '?' or a ')' with no '(': after an operand the
		// construct open there, or the expression, ends before it
		// (1 ? 2 ), (1 : 2), 1 ) 2); after an operator it is no operand.
		if err := badConstantBefore(shown, k+d); err != nil {
			return 0, err
		}
		msg := "syntax error: operand expected"
		if _, operand := unknownArithChar(t[:k] + " ;"); operand {
			switch arithOpenAt(t, k) {
			case '(':
				msg = "missing `)'"
			case '?':
				msg = "`:' expected for conditional expression"
			default:
				msg = "syntax error in expression"
			}
		}
		if err := a.evalBefore(s, len(s)-len(t)+k, false); err != nil {
			return 0, err
		}
		return 0, &arithError{expr: shown, msg: msg, token: t[k:], fromString: true}
	}
	if tok := missingOperator(shown); tok != "" && !(unexpanded(t) >= 0 && unexpanded(t)+d < len(shown)-len(tok)) &&
		!(unknown >= 0 && unknown+d < len(shown)-len(tok)) && !operatorBefore(shown[:len(shown)-len(tok)]) {
		if i := unclosedSubscript(shown); i >= 0 && i <= len(shown)-len(tok) {
			// bash's reader fails on the name's subscript, which has
			// no ], before its parser finds the operator missing.
			if err := a.evalBefore(s, len(s)-len(shown)+i, true); err != nil {
				return 0, err
			}
			return 0, &arithError{expr: shown, msg: "bad array subscript", token: shown[i:], fromString: true}
		}
		if tok[0] >= '0' && tok[0] <= '9' {
			// bash converts a constant as it reads it, ahead of the
			// parser finding it where an operator should be: 1 09.
			k := 0
			for k < len(tok) && (isAlnum(tok[k]) || tok[k] == '_' || tok[k] == '#' || tok[k] == '@') {
				k++
			}
			if err := badConstantBefore(shown, len(shown)-len(tok)+k); err != nil {
				return 0, err
			}
		}
		msg := "syntax error in expression"
		switch open := arithOpenAt(shown, len(shown)-len(tok)); {
		case open == '(':
			// Inside parentheses bash wanted their ')': (2 3).
			msg = "missing `)'"
		case open == '?':
			// after a ?'s middle expression, its ':': 1 ? 2 3
			msg = "`:' expected for conditional expression"
		}
		// A # or @ starts no token: bash fails reading it.
		lexical := tok[0] == '#' || tok[0] == '@'
		if lexical {
			msg = msgBadOperator
		}
		if err := a.evalBefore(s, len(s)-len(tok), lexical); err != nil {
			return 0, err
		}
		return 0, &arithError{expr: shown, msg: msg, token: tok, fromString: true}
	}
	if i := unknown; i >= 0 && (unexpanded(t) < 0 || i <= unexpanded(t)) {
		// A character that starts no token (@, {, ;, $, a byte past
		// ASCII): bash's reader fails on it, wanting an operand, or an
		// operator after a number or a name.
		if err := a.evalBefore(s, len(s)-len(t)+i, true); err != nil {
			return 0, err
		}
		msg := "syntax error: operand expected"
		if afterOperand {
			msg = msgBadOperator
		}
		return 0, &arithError{expr: shown, msg: msg, token: t[i:], fromString: true}
	}
	if i := unexpanded(t); i >= 0 {
		// Arithmetic expands nothing itself: a $ or ` from a value
		// (m[k]='$x', let 'x=$y') is no operand.
		if err := a.evalBefore(s, len(s)-len(t)+i, true); err != nil {
			return 0, err
		}
		return 0, &arithError{expr: shown, msg: "syntax error: operand expected", token: t[i:], fromString: true}
	}
	a.depth++
	defer func() { a.depth-- }()
	if a.depth > maxArithDepth || parenDepth(s) > maxArithDepth {
		return 0, &arithError{expr: t, msg: "expression recursion level exceeded", token: t, fromString: true}
	}
	if i := unclosedSubscript(shown); i >= 0 {
		// bash reads a name's subscript to its ]: none is bad.
		return 0, &arithError{expr: shown, msg: "bad array subscript", token: shown[i:], fromString: true}
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	x, err := p.Arithmetic(strings.NewReader(s))
	if err != nil {
		perr, at := arithParseError(s, err)
		// An assignment operator after no name: bash has evaluated the
		// operand before it, but no assignment around it has run (its
		// right side never ended): i = n++ * 2 = 3 counts n, leaves i.
		msg := perr.(*arithError).msg
		if err := a.evalBefore(s, at, msg == msgBadOperator || msg == "attempted assignment to non-variable"); err != nil {
			return 0, err
		}
		return 0, perr
	}
	if x == nil {
		return 0, nil
	}
	end := int(x.End().Offset())
	if end > 0 && end <= len(s) && (s[end-1] == ' ' || s[end-1] == '\t') {
		// a subscript's blanks before its ] (a[ $k ]): the parser
		// ends the element one past the index
		k := end - 1
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k < len(s) && s[k] == ']' {
			end = k + 1
		}
	}
	if end < len(s) && strings.TrimSpace(s[end:]) != "" {
		// The parser stops before text it cannot continue with (a second
		// subscript in a[1][1]); bash calls that an unknown operator.
		rest := strings.TrimLeft(s[end:], " \t\n")
		if err := a.evalBefore(s, len(s)-len(rest), operatorExpected(rest) == msgBadOperator); err != nil {
			return 0, err
		}
		msg := operatorExpected(rest)
		if msg != msgBadOperator && parenDepthAt(s, len(s)-len(rest)) > 0 {
			msg = "missing `)'" // (1 : 2)
		}
		return 0, &arithError{expr: shown, msg: msg, token: rest, fromString: true}
	}
	savedSrc, savedIn := a.r.exprSrc, a.r.inExpr
	a.r.exprSrc, a.r.inExpr = s, true
	n, err := a.eval(x)
	a.r.exprSrc, a.r.inExpr = savedSrc, savedIn
	if ae, ok := err.(*arithError); ok && !ae.fromString {
		ae.expr, ae.fromString = shown, true
		ae.restFrom(s, 0)
	}
	return n, err
}

// arithIndex evaluates an indexed array's subscript as bash's
// array_expand_index does: as an expression of its own (its error
// quotes the subscript's text, blanks before the ] included, and names
// no command: not let, ((, declare or a slice's parameter), whose error
// cleans up to the top level and discards its command line (status 1),
// wherever the subscript is: in $(( )), (( )), let, [[ ]], an integer's
// value, an assignment or a builtin's operand. The error is reported
// here; errExpand is returned. The depth of the expression the
// subscript is in goes on (x='a[x]' ends at bash's recursion level).
func (r *runner) arithIndex(x syntax.ArithmExpr) (int64, error) {
	if r.inExpr {
		// a subscript in a text evaluated (let's, a value's): its
		// positions are in that text
		src := r.src
		r.src, r.inExpr = r.exprSrc, false
		defer func() { r.src, r.inExpr = src, true }()
	}
	n, err := r.arithTo(x, r.indexEnd(x))
	if ae, ok := err.(*arithError); ok {
		ae.param = ""
		r.subscriptFail(ae)
		return 0, errExpand
	}
	return n, err
}

// indexEnd is where the text of the subscript x ends: at its ], past
// the blanks before it, which bash's messages quote.
func (r *runner) indexEnd(x syntax.ArithmExpr) syntax.Pos {
	end := x.End()
	if o := int(end.Offset()); end.IsValid() && o <= len(r.src) {
		k := o
		for k < len(r.src) && (r.src[k] == ' ' || r.src[k] == '\t') {
			k++
		}
		if k > o && k < len(r.src) && r.src[k] == ']' {
			end = syntax.NewPos(uint(k), end.Line(), end.Col()+uint(k-o))
		}
	}
	return end
}

// arithIndexString is arithIndex for a subscript's text.
func (r *runner) arithIndexString(s string) (int64, error) {
	n, err := r.arithString(s)
	if ae, ok := err.(*arithError); ok {
		ae.param = ""
		r.subscriptFail(ae)
		return 0, errExpand
	}
	return n, err
}

// offsetOf is 1 + the offset of x in its text, 0 if it has no position.
func offsetOf(x syntax.Node) int {
	if !x.Pos().IsValid() {
		return 0
	}
	return int(x.Pos().Offset()) + 1
}

// quoteAssocKeys single-quotes the subscripts of associative arrays in an
// arithmetic text: bash takes such a subscript as a string up to its
// closing bracket, so cnt[$w]++ counts a word like pre--post or a b,
// which are no arithmetic. A subscript is expanded first, as bash expands
// it when it evaluates the text (let 'm[$k]++', a value m[$k]): its
// quotes are removed, its $k replaced by the value as it is.
func (r *runner) quoteAssocKeys(s string) string {
	if !strings.Contains(s, "[") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || j > i && s[j] >= '0' && s[j] <= '9') {
			j++
		}
		if j == i {
			b.WriteByte(s[i])
			i++
			continue
		}
		name := s[i:j]
		b.WriteString(name)
		i = j
		if j >= len(s) || s[j] != '[' {
			continue
		}
		if v := r.getVar(name); v == nil || v.kind != kAssoc {
			continue
		}
		end := subscriptEnd(s, j)
		if end < 0 || end == j+1 {
			continue
		}
		raw := s[j+1 : end]
		if r.opts.assocExpandOnce && len(raw) >= 2 && (raw[0] == '\'' || raw[0] == '"') && raw[len(raw)-1] == raw[0] {
			continue // quoted: the parser takes the quotes off
		}
		key := raw
		if !r.opts.assocExpandOnce {
			key = r.expandKeyText(raw)
		}
		if key == "" {
			continue
		}
		b.WriteString("[" + quoteArithKey(key) + "]")
		i = end + 1
	}
	return b.String()
}

// blankSubscripts makes an indexed array's subscript of blanks only
// (a[ ]) the 0 it evaluates to in bash (an expression of blanks is 0),
// which the parser wants as an expression: the first blank becomes 0,
// so that offsets in the text stay.
func (r *runner) blankSubscripts(s string) string {
	if !strings.Contains(s, "[ ") && !strings.Contains(s, "[\t") {
		return s
	}
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '\'' || c == '"':
			if k := strings.IndexByte(s[i+1:], c); k >= 0 {
				i += k + 1
			}
		case c == '[' && i > 0 && (isAlnum(b[i-1]) || b[i-1] == '_'):
			j := i + 1
			for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
				j++
			}
			if j == i+1 || j >= len(b) || b[j] != ']' {
				continue
			}
			k := i - 1
			for k > 0 && (isAlnum(b[k-1]) || b[k-1] == '_') {
				k--
			}
			if name := s[k:i]; validName(name) {
				if v := r.getVar(name); v == nil || v.kind != kAssoc {
					b[i+1] = '0'
				}
			}
			i = j
		}
	}
	return string(b)
}

// emptyMark stands for nothing in an empty subscript (a[]), which bash
// reads as a name's subscript and the parser wants as an expression:
// getRef and setRef fail on it as bash does.
const emptyMark = "_CW_EMPTY_SUBSCRIPT_"

// markEmptySubscripts puts emptyMark between the brackets of a name's
// empty subscript, outside quotes.
func markEmptySubscripts(s string) string {
	if !strings.Contains(s, "[]") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\'' || c == '"' {
			if k := strings.IndexByte(s[i+1:], c); k >= 0 {
				b.WriteString(s[i : i+k+2])
				i += k + 1
				continue
			}
		}
		b.WriteByte(c)
		if c == '[' && i+1 < len(s) && s[i+1] == ']' && i > 0 && (isAlnum(s[i-1]) || s[i-1] == '_') {
			b.WriteString(emptyMark)
		}
	}
	return b.String()
}

// isEmptyMark reports whether a subscript is emptyMark.
func isEmptyMark(x syntax.ArithmExpr) bool {
	w, ok := x.(*syntax.Word)
	if !ok || len(w.Parts) != 1 {
		return false
	}
	l, ok := w.Parts[0].(*syntax.Lit)
	return ok && l.Value == emptyMark
}

// quoteArithKey quotes an associative array's key for the arithmetic
// parser, which takes the quotes off again.
func quoteArithKey(key string) string {
	if strings.Contains(key, "'") {
		var b strings.Builder
		b.WriteByte('"')
		for i := 0; i < len(key); i++ {
			if c := key[i]; c == '"' || c == '\\' || c == '$' || c == '`' {
				b.WriteByte('\\')
			}
			b.WriteByte(key[i])
		}
		b.WriteByte('"')
		return b.String()
	}
	return "'" + key + "'"
}

// assignedText is the expression s assigns when it starts with a plain =
// (after a name): up to a comma or a ) outside parentheses.
func assignedText(s string) (string, bool) {
	t := strings.TrimLeft(s, " \t\n")
	if !strings.HasPrefix(t, "=") || strings.HasPrefix(t, "==") {
		return "", false
	}
	t = t[1:]
	depth := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return t[:i], true
			}
			depth--
		case ',':
			if depth == 0 {
				return t[:i], true
			}
		}
	}
	return t, true
}

// subscriptAround finds the subscript of a name in s that holds offset
// at: the offsets of the name, of its [ and of its ], or -1s.
func subscriptAround(s string, at int) (name, open, end int) {
	for i := 1; i < len(s) && i < at; i++ {
		if s[i] != '[' || !(isAlnum(s[i-1]) || s[i-1] == '_') {
			continue
		}
		k := i - 1
		for k > 0 && (isAlnum(s[k-1]) || s[k-1] == '_') {
			k--
		}
		e := subscriptEnd(s, i)
		if e < 0 {
			break
		}
		if validName(s[k:i]) && at <= e {
			return k, i, e
		}
		i = e
	}
	return -1, -1, -1
}

// subscriptEnd returns the index of the ] that closes the subscript whose
// [ is at s[open], past quoted text and backslash-escaped characters, or
// -1. A quote that is not closed is a character.
func subscriptEnd(s string, open int) int {
	depth := 0
	for k := open; k < len(s); k++ {
		switch s[k] {
		case '\\':
			k++
		case '\'':
			if e := strings.IndexByte(s[k+1:], '\''); e >= 0 {
				k += e + 1
			} // an unclosed quote is a character
		case '"':
			q := k
			for k++; k < len(s) && s[k] != '"'; k++ {
				if s[k] == '\\' {
					k++
				}
			}
			if k >= len(s) {
				k = q
			}
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return k
			}
		}
	}
	return -1
}

// expandKeyText expands an associative array's subscript as written in
// an arithmetic text, as bash does when it evaluates it: expansions and
// quote removal, no splitting, the blanks between words as they are. A
// text the parser cannot read as words is the key as it is.
func (r *runner) expandKeyText(key string) string {
	if !strings.ContainsAny(key, "$`'\"\\") {
		return key
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	f, err := p.Parse(strings.NewReader(": "+key), "")
	if err != nil || len(f.Stmts) != 1 {
		return key
	}
	ce, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Assigns) != 0 || len(ce.Args) < 2 || f.Stmts[0].Redirs != nil || f.Stmts[0].Background || f.Stmts[0].Negated {
		return key
	}
	var b strings.Builder
	from := 2
	for _, w := range ce.Args[1:] {
		start, end := int(w.Pos().Offset()), int(w.End().Offset())
		if start < from || end > len(key)+2 || strings.Trim(key[from-2:start-2], " \t") != "" {
			return key
		}
		b.WriteString(key[from-2 : start-2])
		v, err := r.literal(w)
		if err != nil {
			return key
		}
		b.WriteString(v)
		from = end
	}
	if strings.Trim(key[from-2:], " \t") != "" {
		return key
	}
	b.WriteString(key[from-2:])
	return b.String()
}

// unexpanded returns the index of the first $ or ` outside quotes in s
// (a subscript quoteAssocKeys quoted may hold one), or of a quote outside
// a subscript, or -1.
func unexpanded(s string) int {
	depth := 0 // of subscripts, where quotes are the key's
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '$', '`':
			if depth > 0 && subscriptOpen(s, i) {
				// a name's subscript is expanded when the
				// element is used (bash's array_expand_index)
				continue
			}
			return i
		case '[':
			depth++
		case ']':
			depth--
		}
		switch s[i] {
		case '\'', '"':
			if depth <= 0 {
				return i // bash removes no quotes in a value
			}
		}
		switch s[i] {
		case '\'':
			if j := strings.IndexByte(s[i+1:], '\''); j >= 0 {
				i += j + 1
			}
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		}
	}
	return -1
}

// nonASCII returns the index of the first byte past ASCII in s outside
// subscripts (an associative array's key may have one) and quotes, or -1.
func nonASCII(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '[':
			depth++
		case c == ']':
			depth--
		case c == '\'' || c == '"':
			if j := strings.IndexByte(s[i+1:], c); j >= 0 {
				i += j + 1
			}
		case c >= utf8.RuneSelf && depth <= 0:
			return i
		}
	}
	return -1
}

func parseSimpleInt(s string) (int64, bool) {
	if len(s) == 0 || len(s) > 18 {
		return 0, false
	}
	neg := false
	if s[0] == '-' {
		neg = true
		s = s[1:]
		if s == "" {
			return 0, false
		}
	}
	if len(s) > 1 && s[0] == '0' {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// arithParseError is bash's error for the parser's error err in s, and
// the offset in s where bash finds it (evalBefore): where an operand
// should be, or the token it cannot take.
func arithParseError(s string, err error) (error, int) {
	t := strings.TrimLeft(s, " \t")
	// Find the first token bash would complain about.
	msg := "syntax error: operand expected"
	tok := ""
	at := len(s)
	if pe, ok := err.(syntax.ParseError); ok {
		// the offset, not the column: the text may have line breaks
		if off := int(pe.Pos.Offset()); pe.Pos.IsValid() && off <= len(s) {
			tok = strings.TrimLeft(s[off:], " \t\n")
			at = len(s) - len(tok)
		}
		if strings.HasPrefix(pe.Text, "`[` must follow a name") {
			// 1 [[ 2: the parser took the first [ for a subscript and
			// stopped at the second; bash's bad operator is the first.
			i := at
			for i > 0 && s[i-1] == '[' {
				i--
			}
			if i < at && (i == 0 || strings.ContainsRune(" \t\n", rune(s[i-1]))) {
				at, tok = i, s[i:]
			}
		}
		switch {
		case strings.Contains(pe.Text, "must be followed by") || strings.Contains(pe.Text, "operand"):
			msg = "syntax error: operand expected"
			// bash names the token where the operand should be: the
			// text after the operator, unless the expression ends
			// there ((1 + ) is ") ", 1 + is "+ ").
			op, _, ok := strings.Cut(pe.Text, " must be followed by")
			if op = strings.Trim(op, "`"); ok && op != "" && strings.HasPrefix(tok, op) {
				at += len(op)
				rest := strings.TrimLeft(tok[len(op):], " \t\n")
				if (op == "?" || op == ":") && (rest == "" || op == "?" && rest[0] == ':') {
					// ?: with no branch at the end or before its ':'.
					msg = "expression expected"
				}
				if rest != "" {
					tok = rest
				}
			}
		case strings.HasPrefix(pe.Text, "reached EOF without matching `(`"):
			// The text ended inside parentheses: bash wanted their ')'
			// after the last token it read ("(1" is at "1").
			msg = "missing `)'"
			tok, _ = lastArithToken(s, pe)
			at = len(s)
		case strings.HasPrefix(pe.Text, "ternary operator missing `:`"):
			// bash's expcond wanted the ':' where the token after the
			// middle expression is, the last one read at the end.
			msg = "`:' expected for conditional expression"
			tok, at = lastArithToken(s, pe)
		case strings.HasPrefix(pe.Text, "ternary operator missing `?`") && pe.TokenPos.IsValid() && int(pe.TokenPos.Offset()) < len(s):
			// a ':' with no '?': after an operand the expression (or its
			// parenthesis) should have ended there
			off := int(pe.TokenPos.Offset())
			tok, at = s[off:], off
			if _, operand := unknownArithChar(s[:off] + " ;"); operand {
				msg = "syntax error in expression"
				if parenDepthAt(s, off) > 0 {
					msg = "missing `)'"
				}
			}
		case strings.HasSuffix(pe.Text, " must follow a name") && !strings.HasPrefix(pe.Text, "`++`") && !strings.HasPrefix(pe.Text, "`--`"):
			// an assignment operator after no variable: a + n = 1; where
			// an operand should be (= 1, x, = 1), bash wanted that.
			msg = "attempted assignment to non-variable"
			if !endsOperand(s[:at]) {
				msg = "syntax error: operand expected"
			}
		case strings.Contains(pe.Text, "must follow an expression"):
			// A binary operator with no operand before it (: / 0):
			// bash wanted the operand there.
			msg = "syntax error: operand expected"
		case tok != "" && (isAlnum(tok[0]) || tok[0] == '_'):
			// an operand where an operator should be: n++ 3
			msg = "syntax error in expression"
			if parenDepthAt(s, at) > 0 {
				msg = "missing `)'"
			}
		default:
			msg = operatorExpected(tok)
		}
	}
	if tok == "" {
		// operand missing at the end: the last character, blanks after it
		if i := len(strings.TrimRight(t, " \t\n")); i > 0 {
			tok = t[i-1:]
		}
	}
	return &arithError{expr: t, msg: msg, token: tok, fromString: true}, at
}

// arithOpenAt is what is open at s[:i] in bash's reading of an
// arithmetic text: '(' for a parenthesis, '?' for a conditional operator
// before its ':', whichever opened last; 0 for neither. Subscripts and
// quotes are skipped.
func arithOpenAt(s string, i int) byte {
	stack := openArithStructure(s[:i])
	if len(stack) == 0 {
		return 0
	}
	return stack[len(stack)-1]
}

// openArithStructure is the stack of the ( and ? that s leaves open.
func openArithStructure(s string) []byte {
	var stack []byte
	walkArithStructure(s, func(c byte, _ int) bool {
		stack = applyArithStructure(stack, c)
		return true
	})
	return stack
}

// strayArithClose is the offset of the first ':' with no '?' open
// before it at its level, or ')' with no '(' open, in s; -1 if none.
func strayArithClose(s string) int {
	var stack []byte
	at := -1
	walkArithStructure(s, func(c byte, i int) bool {
		switch c {
		case ')':
			k := bytes.LastIndexByte(stack, '(')
			if k < 0 {
				at = i
				return false
			}
		case ':':
			if len(stack) == 0 || stack[len(stack)-1] != '?' {
				at = i
				return false
			}
		}
		stack = applyArithStructure(stack, c)
		return true
	})
	return at
}

func applyArithStructure(stack []byte, c byte) []byte {
	switch c {
	case '(', '?':
		return append(stack, c)
	case ':':
		if len(stack) > 0 && stack[len(stack)-1] == '?' {
			return stack[:len(stack)-1]
		}
	case ')':
		if k := bytes.LastIndexByte(stack, '('); k >= 0 {
			return stack[:k]
		}
	}
	return stack
}

// walkArithStructure calls f with each (, ), ? and : of s outside
// subscripts and quotes, and its offset, until f returns false.
func walkArithStructure(s string, f func(c byte, i int) bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			if k := strings.IndexByte(s[i+1:], c); k >= 0 {
				i += k + 1
			}
		case '[':
			if e := subscriptEnd(s, i); e > i {
				i = e
			}
		case '(', ')', '?', ':':
			if !f(c, i) {
				return
			}
		}
	}
}

// lastArithToken is the token bash's reader stands on at the parser's
// error pe in s, and its offset: the one at pe's token, or at the end of
// the text the last one read (a number, a name with its subscript, or one
// character).
func lastArithToken(s string, pe syntax.ParseError) (string, int) {
	if pe.Token != "" && pe.TokenPos.IsValid() && int(pe.TokenPos.Offset()) < len(s) {
		off := int(pe.TokenPos.Offset())
		return s[off:], off
	}
	end := len(strings.TrimRight(s, " \t\n"))
	if end == 0 {
		return "", len(s)
	}
	i := end - 1
	if s[i] == ']' {
		// a subscript: back to its name
		depth := 0
		for ; i >= 0; i-- {
			if s[i] == ']' {
				depth++
			} else if s[i] == '[' {
				if depth--; depth == 0 {
					break
				}
			}
		}
		if i < 0 {
			i = end - 1
		}
		i--
	}
	for i >= 0 && (isAlnum(s[i]) || s[i] == '_' || s[i] == '#' || s[i] == '@') {
		i--
	}
	if i == end-1 {
		i-- // one character
	}
	return s[i+1:], i + 1
}

// arithStopName is the operand evalBefore puts where bash finds a syntax
// error: evaluation that reaches it stops (errArithStop).
const arithStopName = "__cw_arith_syntax_error__"

var errArithStop = errors.New("arithmetic syntax error reached")

// evalBefore runs what bash has run of s, which has a syntax error at
// offset at, before it finds the error: bash evaluates an expression while
// it parses it, so the n++ of `n++ + ` or of `1 ? n++ : ` has counted, and
// an unset name under set -u fails first. The text before the error,
// completed by an operand that stops the evaluation when reached (or as
// it is, or the whole text so completed), with the parentheses open there
// closed, is evaluated; its value is dropped and an error it meets first
// returned. Text no completion makes valid runs nothing. A character that
// is no token (lexical) fails when bash reads ahead of the operand before
// it: the operators waiting for that operand have not run (a = 3 #).
func (a *arithCtx) evalBefore(s string, at int, lexical bool) error {
	if at < 0 || at > len(s) || a.stopping || parenDepth(s) > maxArithDepth {
		return nil
	}
	pre := s[:at]
	closing := strings.Repeat(")", max(0, parenDepthAt(pre, len(pre))))
	stop := " " + arithStopName + closing
	// (a ?: missing its first branch takes the operand and a second one)
	cands := []string{pre + stop, pre + closing, s + stop, pre + " " + arithStopName + " : 0" + closing}
	if lexical {
		cands = []string{pre + " +" + stop}
	} else if stack := openArithStructure(pre); bytes.IndexByte(stack, '?') >= 0 {
		// Inside a ?'s branch the constructs open close in their order:
		// (--i) ? ( ) : 1 ends as (--i) ? ( stop ) : 0, whose condition
		// has run when bash meets the error.
		var b strings.Builder
		b.WriteString(pre + " " + arithStopName)
		for k := len(stack) - 1; k >= 0; k-- {
			if stack[k] == '(' {
				b.WriteString(")")
			} else {
				b.WriteString(" : 0")
			}
		}
		cands = append([]string{b.String()}, cands...)
	}
	for _, c := range cands {
		p := syntax.NewParser(syntax.Variant(syntax.LangBash))
		x, err := p.Arithmetic(strings.NewReader(c))
		if err != nil || x == nil || int(x.End().Offset()) < len(strings.TrimRight(c, " \t\n")) {
			continue
		}
		a.stopping, a.stopAt = true, at
		_, err = a.eval(x)
		a.stopping = false
		if err == errArithStop {
			return nil
		}
		if ae, ok := err.(*arithError); ok && !ae.fromString {
			ae.expr, ae.fromString = strings.TrimLeft(s, " \t"), true
			ae.restFrom(s, 0)
		}
		return err
	}
	return nil
}

// parseNumber parses an arithmetic constant: 10, 0x1f, 017, 2#101, 64#@.
func parseNumber(s string) (int64, error) {
	base := int64(10)
	digits := s
	if i := strings.IndexByte(s, '#'); i > 0 {
		if s[0] == '0' {
			// bash reads the base as a decimal constant: 02#1 is octal.
			return 0, &arithError{expr: s, msg: "invalid number", token: s}
		}
		b, err := strconv.ParseInt(s[:i], 10, 64)
		if err != nil || b < 2 || b > 64 {
			return 0, &arithError{expr: s, msg: "invalid arithmetic base", token: s}
		}
		base = b
		digits = s[i+1:]
		if digits == "" {
			return 0, &arithError{expr: s, msg: "invalid integer constant", token: s}
		}
	} else if len(s) > 1 && s[0] == '0' {
		if s[1] == 'x' || s[1] == 'X' {
			// bash reads 0x with no digits as 0 (its loop over the
			// digits runs no time), unlike 16# with none.
			base = 16
			digits = s[2:]
		} else {
			base = 8
			digits = s[1:]
		}
	}
	var n int64
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		var d int64
		switch {
		case c >= '0' && c <= '9':
			d = int64(c - '0')
		case c >= 'a' && c <= 'z':
			d = int64(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			if base <= 36 {
				d = int64(c-'A') + 10
			} else {
				d = int64(c-'A') + 36
			}
		case c == '@':
			d = 62
		case c == '_':
			d = 63
		default:
			return 0, &arithError{expr: s, msg: "invalid number", token: s}
		}
		if d >= base {
			return 0, &arithError{expr: s, msg: "value too great for base", token: s}
		}
		n = n*base + d
	}
	return n, nil
}

// notConstantChar reports a character no arithmetic constant has: a
// word holding one (a subscript read as a word, as [1+]=v) is an
// expression, parsed as such.
func notConstantChar(c rune) bool {
	return !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '#' || c == '@' || c == '_')
}

func isNumberStart(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// ref is an assignable arithmetic operand: a variable or array element.
type aref struct {
	name  string
	index syntax.ArithmExpr
	// keyed: the subscript was evaluated once (keyRef) into key, which
	// the read and the store of the element share; bad: it was before
	// an indexed array's start (reported on the read, again on the store).
	keyed, bad bool
	key        string
}

// keyRef evaluates the subscript of an element that is read and then
// stored (a[i++]++, a[i++] += 2) once, as bash's lvalue keeps the index
// it read the element at for the store: the subscript's side effects
// happen once. A plain a[i] = v evaluates it only as it stores.
func (a *arithCtx) keyRef(ref aref) (aref, error) {
	if ref.index == nil || isEmptyMark(ref.index) {
		return ref, nil
	}
	saved := a.r.arithDepth
	a.r.arithDepth = a.depth + 1 // the subscript is an expression of its own
	defer func() { a.r.arithDepth = saved }()
	v := a.r.getVar(ref.name)
	if v != nil && v.kind == kAssoc {
		k, err := a.r.assocKey(ref.index)
		if err != nil || k == "" {
			return ref, err // an empty key: read and store report it
		}
		ref.keyed, ref.key = true, k
		return ref, nil
	}
	if allSubscript(ref.index) {
		return ref, nil // no element: read and store report it
	}
	i, err := a.r.arithIndex(ref.index)
	if err != nil {
		return ref, err
	}
	indexed := v != nil && v.kind == kIndexed
	if i < 0 && indexed {
		i += int64(v.maxIndex()) + 1
	}
	ref.keyed, ref.key = true, strconv.FormatInt(i, 10)
	if i < 0 {
		// The store of a scalar's s[-1] makes it an array whose
		// element 0 it sets; an unset name's fails as it stores.
		ref.bad = indexed
		if err := a.r.reportError("%s: bad array subscript", ref.name); err != nil {
			return ref, err
		}
	}
	return ref, nil
}

// allSubscript reports a subscript @ or *, which names no element.
func allSubscript(x syntax.ArithmExpr) bool {
	sub := subscriptText(x)
	return sub == "@" || sub == "*"
}

// elemText is the subscript of ref as written, between its brackets,
// which bash's message on a bad one quotes.
func (a *arithCtx) elemText(ref aref) string {
	src := a.r.src
	if a.r.inExpr {
		src = a.r.exprSrc
	}
	start, end := ref.index.Pos(), ref.index.End()
	if start.IsValid() && end.IsValid() {
		i, j := int(start.Offset()), int(end.Offset())
		for i > 0 && i <= len(src) && (src[i-1] == ' ' || src[i-1] == '\t') {
			i--
		}
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		if i > 0 && i <= j && j < len(src) && src[i-1] == '[' && src[j] == ']' {
			return src[i:j]
		}
	}
	return printNode(ref.index)
}

func (a *arithCtx) refOf(x syntax.ArithmExpr) (aref, bool) {
	w, ok := x.(*syntax.Word)
	if !ok || len(w.Parts) != 1 {
		return aref{}, false
	}
	switch p := w.Parts[0].(type) {
	case *syntax.Lit:
		if validName(p.Value) {
			return aref{name: p.Value}, true
		}
	case *syntax.ParamExp:
		if p.Param != nil && p.Index != nil && !p.Dollar.IsValid() && !p.Excl && !p.Length && p.Exp == nil && validName(p.Param.Value) {
			return aref{name: p.Param.Value, index: p.Index}, true
		}
	}
	return aref{}, false
}

func (a *arithCtx) getRef(ref aref) (int64, error) {
	var s string
	// set -u: bash's arithmetic fails on a name with no value only; an
	// array's missing element, or an empty array, is 0.
	if a.r.opts.nounset {
		if v := a.r.getVar(ref.name); v == nil || !v.set {
			a.r.failEOF("%s: unbound variable", ref.name)
			return 0, errExpand
		}
	}
	if ref.keyed {
		if !ref.bad {
			s = a.r.elemByKey(ref.name, ref.key)
		}
	} else if ref.index == nil {
		if lv := a.r.lookup(ref.name); lv != nil && lv.nameref && lv.set && strings.IndexByte(lv.str, '[') > 0 {
			// a nameref to an element (declare -n e='a[1]'): its value
			// is the element's, as $e is.
			if vals, _, _, _, err := a.r.paramValues(ref.name, nil); err != nil {
				return 0, err
			} else if len(vals) > 0 {
				s = vals[0]
			}
		} else {
			s, _ = a.r.getStr(ref.name)
		}
	} else if allSubscript(ref.index) {
		// An element of an associative array's key @ or *; no element
		// of another array: bash reports it and goes on with 0.
		if v := a.r.getVar(ref.name); v != nil && v.kind == kAssoc {
			s = v.assoc[subscriptText(ref.index)]
		} else {
			a.r.errLine("%s[%s]: bad array subscript", ref.name, subscriptText(ref.index))
			return 0, nil
		}
	} else if isEmptyMark(ref.index) {
		// bash reports an empty subscript as it looks the element up
		// and again as it takes its value, which is 0.
		a.r.errLine("%s[]: bad array subscript", ref.name)
		a.r.errLine("%s[]: bad array subscript", ref.name)
		return 0, nil
	} else {
		saved := a.r.arithDepth
		a.r.arithDepth = a.depth + 1 // the subscript is an expression of its own
		vals, _, _, _, err := a.r.paramValues(ref.name, ref.index)
		a.r.arithDepth = saved
		if err != nil {
			return 0, err
		}
		if len(vals) > 0 {
			s = vals[0]
		}
	}
	return a.evalString(s)
}

func (a *arithCtx) setRef(ref aref, n int64) error {
	s := strconv.FormatInt(n, 10)
	var err error
	if ref.index != nil && isEmptyMark(ref.index) {
		// bash binds a[] as a name, which it is not: reported, and the
		// expression goes on with the value.
		pre := ""
		if a.cmd != "" {
			pre = a.cmd + ": "
		}
		a.r.errLine("%s`%s[]': not a valid identifier", pre, ref.name)
		return nil
	}
	if ref.bad {
		a.r.errLine("%s[%s]: bad array subscript", ref.name, a.elemText(ref))
		return nil
	}
	if ref.index != nil && !ref.keyed && allSubscript(ref.index) {
		if v := a.r.getVar(ref.name); v != nil && v.kind == kAssoc {
			ref.keyed, ref.key = true, subscriptText(ref.index)
		} else {
			// a[@] = v assigns nothing: reported, the expression goes on.
			a.r.errLine("%s[%s]: bad array subscript", ref.name, subscriptText(ref.index))
			return nil
		}
	}
	if ref.index == nil {
		err = a.r.setStr(ref.name, s, false)
	} else if ref.keyed {
		err = a.r.setElem(ref.name, ref.key, s, false)
	} else {
		var k string
		if v := a.r.getVar(ref.name); v != nil && v.kind == kAssoc {
			k, err = a.r.assocKey(ref.index)
			if err != nil {
				return err
			}
		} else {
			saved := a.r.arithDepth
			a.r.arithDepth = a.depth + 1
			i, err := a.r.arithIndex(ref.index)
			a.r.arithDepth = saved
			if err != nil {
				return err
			}
			k = strconv.FormatInt(i, 10)
		}
		err = a.r.setElem(ref.name, k, s, false)
	}
	if err != nil {
		if _, ok := err.(*arithError); ok {
			return err
		}
		if ve, ok := err.(*varError); ok && ve.readonly {
			return err // (( )) and let fail; $(( )) discards the line (arithFail)
		}
		if ve, ok := err.(*varError); ok && ve.badRef {
			// bash's bind_int_variable reports the name as the
			// command's error, and the expression goes on.
			pre := ""
			if a.cmd != "" {
				pre = a.cmd + ": "
			}
			a.r.errLine("%s%s", pre, ve.msg)
			return nil
		}
		if ve, ok := err.(*varError); ok && ref.index != nil && strings.HasSuffix(ve.msg, "]: bad array subscript") {
			// bash's expr_bind_array_element: a subscript before the
			// array's start is reported, the element not assigned,
			// and the expression goes on (a[-5]=3 is 3). The message
			// quotes the subscript as written (a[i]).
			a.r.errLine("%s[%s]: bad array subscript", ref.name, a.elemText(ref))
			return nil
		}
		a.r.fail(false, "%s", err)
		return errExpand
	}
	return nil
}

func (a *arithCtx) eval(x syntax.ArithmExpr) (int64, error) {
	if err := a.r.ctx.Err(); err != nil {
		return 0, errExpand
	}
	switch x := x.(type) {
	case *syntax.Word:
		for _, p := range x.Parts {
			if q, ok := p.(*syntax.SglQuoted); ok {
				// bash's token is the rest of the text from the quote
				return 0, &arithError{expr: printNode(x), msg: "syntax error: operand expected", token: printNode(x), at: int(q.Pos().Offset()) + 1}
			}
		}
		if len(x.Parts) == 1 {
			if l, ok := x.Parts[0].(*syntax.Lit); ok && nonASCII(l.Value) >= 0 && l.Pos().IsValid() {
				// No token starts with a byte past ASCII (as evalString).
				i := nonASCII(l.Value)
				msg := "syntax error: operand expected"
				if i > 0 {
					msg = msgBadOperator
				}
				return 0, &arithError{expr: printNode(x), msg: msg, token: l.Value[i:], at: int(l.Pos().Offset()) + i + 1}
			}
			if l, ok := x.Parts[0].(*syntax.Lit); ok && l.Pos().IsValid() {
				// A character that starts no token ({, }, @): bash's
				// reader fails on it wanting an operand, and names the
				// whole expression and the rest of it from there.
				v := strings.TrimLeft(l.Value, " \t\n")
				if v != "" && !isAlnum(v[0]) && v[0] != '_' {
					return 0, &arithError{expr: printNode(x), msg: "syntax error: operand expected", token: v, at: int(l.Pos().Offset()) + len(l.Value) - len(v) + 1}
				}
			}
			if l, ok := x.Parts[0].(*syntax.Lit); ok {
				s := l.Value
				if isNumberStart(s) && !strings.ContainsFunc(s, notConstantChar) {
					return parseNumber(s)
				}
				if validName(s) {
					if a.stopping && s == arithStopName {
						return 0, errArithStop
					}
					return a.getRef(aref{name: s})
				}
			}
			if pe, ok := x.Parts[0].(*syntax.ParamExp); ok && !pe.Dollar.IsValid() && pe.Index != nil && pe.Param != nil && !validName(pe.Param.Value) {
				// 1[2]: a subscript needs a variable name.
				return 0, &arithError{expr: printNode(x), msg: "syntax error: invalid arithmetic operator", token: "[" + printNode(pe.Index) + "]"}
			}
			if ref, ok := a.refOf(x); ok {
				return a.getRef(ref)
			}
		}
		s, err := a.r.literal(x)
		if err != nil {
			return 0, err
		}
		return a.evalString(s)
	case *syntax.ParenArithm:
		return a.eval(x.X)
	case *syntax.UnaryArithm:
		switch x.Op {
		case syntax.Inc, syntax.Dec:
			ref, ok := a.refOf(x.X)
			if !ok {
				return 0, &arithError{expr: printNode(x), msg: "syntax error: operand expected", token: printNode(x.X)}
			}
			ref, err := a.keyRef(ref)
			if err != nil {
				return 0, err
			}
			old, err := a.getRef(ref)
			if err != nil {
				return 0, err
			}
			n := old + 1
			if x.Op == syntax.Dec {
				n = old - 1
			}
			if err := a.setRef(ref, n); err != nil {
				return 0, err
			}
			if x.Post {
				return old, nil
			}
			return n, nil
		}
		// A chain of prefix operators (- - - … 1, a million deep from
		// input) is walked in a loop, not by recursion per operator.
		ops := []syntax.UnAritOperator{x.Op}
		inner := x.X
		for {
			u, ok := inner.(*syntax.UnaryArithm)
			if !ok || u.Post || u.Op == syntax.Inc || u.Op == syntax.Dec {
				break
			}
			if err := a.r.ctx.Err(); err != nil {
				return 0, errExpand
			}
			ops = append(ops, u.Op)
			inner = u.X
		}
		v, err := a.eval(inner)
		if err != nil {
			return 0, err
		}
		for i := len(ops) - 1; i >= 0; i-- {
			switch ops[i] {
			case syntax.Not:
				v = int64(b2i(v == 0))
			case syntax.BitNegation:
				v = ^v
			case syntax.Minus:
				v = -v
			}
		}
		return v, nil
	case *syntax.BinaryArithm:
		return a.binary(x)
	}
	return 0, &arithError{expr: printNode(x), msg: "syntax error: operand expected", token: printNode(x)}
}

// chainOp reports whether op is a left-associative operator that binary
// evaluates along the chain's left spine: a sum of a million terms is a
// tree a million deep on its left, walked here in a loop, not by
// recursion per operand (the parser builds it iteratively too).
func chainOp(op syntax.BinAritOperator) bool {
	switch op {
	case syntax.TernQuest, syntax.TernColon, syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn,
		syntax.QuoAssgn, syntax.RemAssgn, syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn,
		syntax.ShrAssgn, syntax.PowAssgn, syntax.AndBoolAssgn, syntax.OrBoolAssgn, syntax.XorBoolAssgn, syntax.Pow:
		return false
	}
	return true
}

// chain evaluates x, a left-associative operator whose left operand is
// another: the left spine is collected, its innermost operand evaluated,
// and each operator applied going up, in bash's order (left before
// right, && and || skipping their right side).
func (a *arithCtx) chain(x *syntax.BinaryArithm) (int64, error) {
	var buf [16]*syntax.BinaryArithm
	spine := append(buf[:0], x)
	for {
		l, ok := spine[len(spine)-1].X.(*syntax.BinaryArithm)
		if !ok || !chainOp(l.Op) {
			break
		}
		spine = append(spine, l)
	}
	acc, err := a.eval(spine[len(spine)-1].X)
	for i := len(spine) - 1; i >= 0 && err == nil; i-- {
		n := spine[i]
		if i%1024 == 0 {
			if err := a.r.ctx.Err(); err != nil {
				return 0, errExpand
			}
		}
		var r int64
		switch n.Op {
		case syntax.AndArit:
			if acc != 0 {
				r, err = a.eval(n.Y)
				acc = int64(b2i(r != 0))
			} else {
				_, err = a.skipped(n.Y, 0)
			}
		case syntax.OrArit:
			if acc == 0 {
				r, err = a.eval(n.Y)
				acc = int64(b2i(r != 0))
			} else {
				_, err = a.skipped(n.Y, 0)
				acc = 1
			}
		case syntax.Comma:
			acc, err = a.eval(n.Y)
		default:
			if r, err = a.eval(n.Y); err == nil {
				acc, err = a.apply(n.Op, acc, r, n)
			}
		}
	}
	if err != nil {
		return 0, err
	}
	return acc, nil
}

func (a *arithCtx) binary(x *syntax.BinaryArithm) (int64, error) {
	if l, ok := x.X.(*syntax.BinaryArithm); ok && chainOp(x.Op) && chainOp(l.Op) {
		return a.chain(x)
	}
	switch x.Op {
	case syntax.AndArit:
		l, err := a.eval(x.X)
		if err != nil {
			return 0, err
		}
		if l == 0 {
			_, err = a.skipped(x.Y, 0)
			return 0, err
		}
		r, err := a.eval(x.Y)
		return int64(b2i(r != 0)), err
	case syntax.OrArit:
		l, err := a.eval(x.X)
		if err != nil {
			return 0, err
		}
		if l != 0 {
			_, err = a.skipped(x.Y, 0)
			return 1, err
		}
		r, err := a.eval(x.Y)
		return int64(b2i(r != 0)), err
	case syntax.TernQuest:
		c, err := a.eval(x.X)
		if err != nil {
			return 0, err
		}
		col, ok := x.Y.(*syntax.BinaryArithm)
		if !ok || col.Op != syntax.TernColon {
			return 0, &arithError{expr: printNode(x), msg: "`:' expected for conditional expression", token: printNode(x.Y)}
		}
		if c != 0 {
			n, err := a.eval(col.X)
			if err == nil {
				_, err = a.skipped(col.Y, 0)
			}
			return n, err
		}
		if _, err := a.skipped(col.X, 0); err != nil {
			return 0, err
		}
		return a.eval(col.Y)
	case syntax.Comma:
		if _, err := a.eval(x.X); err != nil {
			return 0, err
		}
		return a.eval(x.Y)
	case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn, syntax.QuoAssgn, syntax.RemAssgn,
		syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn, syntax.ShrAssgn, syntax.PowAssgn:
		ref, ok := a.refOf(x.X)
		if !ok {
			return 0, &arithError{expr: printNode(x), msg: "attempted assignment to non-variable", token: printNode(x.X) + " " + x.Op.String() + " " + printNode(x.Y)}
		}
		// bash reads the variable of n -= ... before the right side runs
		// (which may change it: n -= --n).
		var lv int64
		if x.Op != syntax.Assgn {
			var err error
			if ref, err = a.keyRef(ref); err != nil {
				return 0, err
			}
			if lv, err = a.getRef(ref); err != nil {
				return 0, err
			}
		}
		rv, err := a.eval(x.Y)
		if err != nil {
			return 0, err
		}
		if x.Op != syntax.Assgn {
			rv, err = a.apply(assignOp(x.Op), lv, rv, x)
			if err != nil {
				return 0, err
			}
		}
		if a.stopping && int(x.End().Offset()) > a.stopAt {
			// Its right side reaches the syntax error: bash, evaluating
			// while it parses, never got to store it ((n = (n) ? : a)).
			return rv, nil
		}
		if err := a.setRef(ref, rv); err != nil {
			return 0, err
		}
		return rv, nil
	}
	l, err := a.eval(x.X)
	if err != nil {
		return 0, err
	}
	r, err := a.eval(x.Y)
	if err != nil {
		return 0, err
	}
	return a.apply(x.Op, l, r, x)
}

func assignOp(op syntax.BinAritOperator) syntax.BinAritOperator {
	switch op {
	case syntax.AddAssgn:
		return syntax.Add
	case syntax.SubAssgn:
		return syntax.Sub
	case syntax.MulAssgn:
		return syntax.Mul
	case syntax.QuoAssgn:
		return syntax.Quo
	case syntax.RemAssgn:
		return syntax.Rem
	case syntax.AndAssgn:
		return syntax.And
	case syntax.OrAssgn:
		return syntax.Or
	case syntax.XorAssgn:
		return syntax.Xor
	case syntax.ShlAssgn:
		return syntax.Shl
	case syntax.ShrAssgn:
		return syntax.Shr
	case syntax.PowAssgn:
		return syntax.Pow
	}
	return op
}

func (a *arithCtx) apply(op syntax.BinAritOperator, l, r int64, x *syntax.BinaryArithm) (int64, error) {
	switch op {
	case syntax.Add:
		return l + r, nil
	case syntax.Sub:
		return l - r, nil
	case syntax.Mul:
		return l * r, nil
	case syntax.Quo, syntax.Rem:
		if r == 0 {
			return 0, &arithError{expr: printNode(x), msg: "division by 0", token: printNode(x.Y), at: offsetOf(x.Y)}
		}
		if r == -1 {
			if op == syntax.Quo {
				return -l, nil
			}
			return 0, nil
		}
		if op == syntax.Quo {
			return l / r, nil
		}
		return l % r, nil
	case syntax.Pow:
		if r < 0 {
			return 0, exponentError(x)
		}
		res := int64(1)
		for r > 0 {
			if r&1 == 1 {
				res *= l
			}
			l *= l
			r >>= 1
		}
		return res, nil
	case syntax.Eql:
		return int64(b2i(l == r)), nil
	case syntax.Neq:
		return int64(b2i(l != r)), nil
	case syntax.Lss:
		return int64(b2i(l < r)), nil
	case syntax.Gtr:
		return int64(b2i(l > r)), nil
	case syntax.Leq:
		return int64(b2i(l <= r)), nil
	case syntax.Geq:
		return int64(b2i(l >= r)), nil
	case syntax.And:
		return l & r, nil
	case syntax.Or:
		return l | r, nil
	case syntax.Xor:
		return l ^ r, nil
	case syntax.XorBool:
		return int64(b2i((l != 0) != (r != 0))), nil
	case syntax.Shl:
		return l << (uint64(r) & 63), nil
	case syntax.Shr:
		return l >> (uint64(r) & 63), nil
	}
	return 0, &arithError{expr: printNode(x), msg: "syntax error: invalid arithmetic operator", token: x.Op.String()}
}

// exponentError is bash's error for x, a ** whose exponent is negative:
// bash has read the token after the exponent when it checks.
func exponentError(x *syntax.BinaryArithm) *arithError {
	e := &arithError{expr: printNode(x), msg: "exponent less than 0", token: printNode(x.Y)}
	if x.Y.End().IsValid() {
		e.at, e.afterOperand = int(x.Y.End().Offset())+1, true
	}
	return e
}

// skipped checks x, an operand bash reads without evaluating it (the
// right of 0 && or 1 ||, the branch ?: does not take): its names read as
// 0, nothing is assigned and no division fails, but a negative exponent
// is still an error.
func (a *arithCtx) skipped(x syntax.ArithmExpr, depth int) (int64, error) {
	if depth > maxArithDepth {
		return 0, nil
	}
	switch x := x.(type) {
	case *syntax.Word:
		if len(x.Parts) == 1 {
			if l, ok := x.Parts[0].(*syntax.Lit); ok && isNumberStart(l.Value) {
				n, _ := parseNumber(l.Value)
				return n, nil
			}
		}
	case *syntax.ParenArithm:
		return a.skipped(x.X, depth+1)
	case *syntax.UnaryArithm:
		v, err := a.skipped(x.X, depth+1)
		switch x.Op {
		case syntax.Not:
			return int64(b2i(v == 0)), err
		case syntax.BitNegation:
			return ^v, err
		case syntax.Minus:
			return -v, err
		case syntax.Plus:
			return v, err
		}
		return 0, err
	case *syntax.BinaryArithm:
		l, err := a.skipped(x.X, depth+1)
		if err != nil {
			return 0, err
		}
		r, err := a.skipped(x.Y, depth+1)
		if err != nil {
			return 0, err
		}
		switch x.Op {
		case syntax.Pow:
			if r < 0 {
				return 0, exponentError(x)
			}
			return 0, nil
		case syntax.Quo, syntax.Rem, syntax.QuoAssgn, syntax.RemAssgn:
			return 0, nil
		case syntax.Assgn, syntax.TernColon, syntax.Comma:
			return r, nil
		case syntax.TernQuest, syntax.AndArit, syntax.OrArit:
			return 0, nil
		}
		if n, err := a.apply(x.Op, l, r, x); err == nil {
			return n, nil
		}
	}
	return 0, nil
}

func parenDepth(s string) int {
	d, m := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			d++
			if d > m {
				m = d
			}
		case ')':
			d--
		}
	}
	return m
}

// missingOperator finds two operands separated only by blanks ("12 34"),
// which the arithmetic parser would silently stop at; it returns the
// text from the second operand on.
// unclosedSubscript returns where the name starts whose [ no ] closes
// in the expression s, or -1.
func unclosedSubscript(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\'' {
			if k := strings.IndexByte(s[i+1:], '\''); k >= 0 {
				i += k + 1
			}
			continue
		}
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '_' || s[i-1] == '#') {
			continue
		}
		j := i
		for j < len(s) && (isAlnum(s[j]) || s[j] == '_') {
			j++
		}
		if j < len(s) && s[j] == '[' && subscriptEnd(s, j) < 0 {
			return i
		}
		i = j - 1
	}
	return -1
}

// operatorExpected is bash's message for tok where a binary operator
// should be: a unary-only operator there (1 ! 2, x ~ 3), or an operand
// (n++ 3), is a "syntax error in expression", anything else an unknown
// operator.
func operatorExpected(tok string) string {
	if strings.HasPrefix(tok, "~") || strings.HasPrefix(tok, "!") && !strings.HasPrefix(tok, "!=") ||
		strings.HasPrefix(tok, ":") || strings.HasPrefix(tok, ")") ||
		tok != "" && (isAlnum(tok[0]) || tok[0] == '_') {
		return "syntax error in expression"
	}
	return msgBadOperator
}

// arithOpChars are the characters bash's arithmetic reader makes
// operators of (expr.c's _is_arithop, and the operators made of them).
const arithOpChars = "=<>+-*/%!()&|^~?:,"

// unknownArithChar is the offset in s of the first character bash's
// arithmetic reader finds starting no token (expr.c's readtok): not a
// blank, a name with its subscript, a number with its base and digits,
// or an operator; -1 when there is none before a quote (quotes are
// unexpanded's) or an unclosed subscript. afterOperand reports whether
// the token before it was a number or a name, where bash wanted an
// operator; after an operator, a parenthesis (either) or at the start it
// wanted an operand.
func unknownArithChar(s string) (at int, afterOperand bool) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c >= '0' && c <= '9':
			for i < len(s) && (isAlnum(s[i]) || s[i] == '_' || s[i] == '#' || s[i] == '@') {
				i++
			}
			afterOperand = true
		case isAlnum(c) || c == '_':
			for i < len(s) && (isAlnum(s[i]) || s[i] == '_') {
				i++
			}
			if i < len(s) && s[i] == '[' {
				e := subscriptEnd(s, i)
				if e < 0 {
					return -1, false
				}
				i = e + 1
			}
			afterOperand = true
		case strings.IndexByte(arithOpChars, c) >= 0:
			i++
			afterOperand = false
		case c == '\'' || c == '"':
			return -1, false
		default:
			return i, afterOperand
		}
	}
	return -1, false
}

// msgBadOperator is bash's message for a character that starts no token.
const msgBadOperator = "syntax error: invalid arithmetic operator"

// endsOperand reports whether arithmetic text ends with an operand (a
// name, a number, a closing ) or ], a postfix ++ or --), not with an
// operator or nothing.
func endsOperand(s string) bool {
	s = strings.TrimRight(s, " \t\n")
	if s == "" {
		return false
	}
	c := s[len(s)-1]
	return isAlnum(c) || c == '_' || c == ')' || c == ']' || strings.HasSuffix(s, "++") || strings.HasSuffix(s, "--")
}

// parenDepthAt is the number of parentheses open at s[:i].
func parenDepthAt(s string, i int) int {
	depth := 0
	for _, c := range []byte(s[:i]) {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		}
	}
	return depth
}

// badConstantBefore is the error of the first invalid constant in s[:i]
// (a word that starts with a digit), as bash's left-to-right reading
// meets it before what follows.
func badConstantBefore(s string, i int) error {
	isWord := func(c byte) bool { return isAlnum(c) || c == '_' || c == '#' || c == '@' }
	for j := 0; j < i; {
		if !isWord(s[j]) {
			j++
			continue
		}
		k := j
		for k < i && isWord(s[k]) {
			k++
		}
		if s[j] >= '0' && s[j] <= '9' && (j == 0 || !isWord(s[j-1])) {
			if _, err := parseNumber(s[j:k]); err != nil {
				if ae, ok := err.(*arithError); ok {
					// bash shows the text read so far: "1 + 08".
					ae.expr, ae.fromString = s[:k], true
				}
				return err
			}
		}
		j = k
	}
	return nil
}

// nameThenHash is the offset of a # right after a name (a word that
// starts with a letter or _), or -1.
func nameThenHash(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\'' || c == '"' {
			if k := strings.IndexByte(s[i+1:], c); k >= 0 {
				i += k + 1
			}
			continue
		}
		if isAlnum(c) || c == '_' || c == '#' || c == '@' {
			j := i
			for j < len(s) && (isAlnum(s[j]) || s[j] == '_' || s[j] == '#' || s[j] == '@') {
				j++
			}
			if !(c >= '0' && c <= '9') && c != '#' && c != '@' {
				if k := strings.IndexByte(s[i:j], '#'); k >= 0 {
					return i + k
				}
			}
			i = j - 1
		}
	}
	return -1
}

func missingOperator(s string) string {
	isOperand := func(c byte) bool { return isAlnum(c) || c == '_' || c == '#' || c == '@' }
	for i := 0; i < len(s); i++ {
		if s[i] == '\'' || s[i] == '"' {
			// A quoted key (quoteAssocKeys, or the script's m["a b"])
			// is one operand.
			if k := strings.IndexByte(s[i+1:], s[i]); k >= 0 {
				i += k + 1
			}
			continue
		}
		if s[i] == '[' && i > 0 && (isAlnum(s[i-1]) || s[i-1] == '_') {
			// a subscript to expand (a[`echo 3`]) is the
			// element's, evaluated when it is used
			if e := subscriptEnd(s, i); e > 0 && strings.ContainsAny(s[i:e], "$`") {
				i = e
				continue
			}
		}
		if s[i] != ' ' && s[i] != '\t' && s[i] != '\n' {
			continue
		}
		j := i
		for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n') {
			j++
		}
		if i > 0 && j < len(s) && (isOperand(s[i-1]) || s[i-1] == ')') && isOperand(s[j]) {
			return s[j:]
		}
		i = j - 1
	}
	return ""
}

// arithCmdTrace is the text of (( )) as bash's xtrace shows it: as
// written between the parentheses, blanks kept, expanded
// (arithTraceText); printed from the expression when its text is not at
// hand.
func (r *runner) arithCmdTrace(c *syntax.ArithmCmd) string {
	printed := " " + printNode(c.X) + " "
	start, stop := int(c.Left.Offset())+2, int(c.Right.Offset())
	if !c.Left.IsValid() || !c.Right.IsValid() || start > stop || stop+2 > len(r.src) || r.src[start-2:start] != "((" || r.src[stop:stop+2] != "))" {
		return printed
	}
	text := r.src[start:stop]
	if c.X == nil {
		if strings.TrimSpace(text) != "" {
			return printed
		}
		return text
	}
	if strings.Join(strings.Fields(text), "") != strings.Join(strings.Fields(printNode(c.X)), "") {
		return printed
	}
	return r.arithTraceText(c.X, text, start)
}

// arithEffects reports whether x holds an expansion that arithTraceText
// leaves as written (a command substitution, ${x:=y}, $(( ))): set -x
// then traces the text as arithTo expands it, after those run.
func (r *runner) arithEffects(x syntax.ArithmExpr) bool {
	found := false
	walkArith(x, func(n syntax.Node) bool {
		if found || n == nil {
			return false
		}
		switch n := n.(type) {
		case *syntax.CmdSubst, *syntax.ArithmExp, *syntax.ProcSubst:
			found = true
		case *syntax.ParamExp:
			found = n.Dollar.IsValid() && !r.pureParts([]syntax.WordPart{n})
		case *syntax.DblQuoted:
			found = !n.Dollar && !r.pureParts(n.Parts)
		default:
			return true
		}
		return false
	})
	return found
}

// arithCmdTraceExpanded is the text set -x shows inside (( )) when arithTo
// expanded it to expanded ("": as arithCmdTrace): the blanks after the ((
// as written, then the expanded text.
func (r *runner) arithCmdTraceExpanded(c *syntax.ArithmCmd, expanded string) string {
	if expanded == "" || c.X == nil {
		return r.arithCmdTrace(c)
	}
	lead := " "
	if from, to := int(c.Left.Offset())+2, int(c.X.Pos().Offset()); c.Left.IsValid() && c.X.Pos().IsValid() && from <= to && to <= len(r.src) &&
		strings.Trim(r.src[from:to], " \t\n") == "" {
		lead = r.src[from:to]
	}
	return lead + expanded
}

// arithTraceText is text, the source of x from offset base, expanded as
// bash expands an arithmetic command's text before it traces and
// evaluates it: $'…' is '…' decoded (bash's reader turns it so),
// double quotes are removed with their contents expanded, a parameter's
// value replaces it. An expansion that may have effects (a command
// substitution, ${x:=y}, arithmetic) is left as written: the expression
// evaluates it afterwards, once.
func (r *runner) arithTraceText(x syntax.ArithmExpr, text string, base int) string {
	type edit struct {
		from, to int
		with     string
	}
	var edits []edit
	stop := base + len(text)
	walkArith(x, func(n syntax.Node) bool {
		if n == nil {
			return false
		}
		// Positions only of what is replaced: an operator's Pos walks
		// down its left operands, which made a long sum quadratic.
		var from, to int
		switch n.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted, *syntax.ParamExp:
			from, to = int(n.Pos().Offset()), int(n.End().Offset())
		}
		switch n := n.(type) {
		case *syntax.SglQuoted:
			if n.Dollar && from >= base && to <= stop {
				edits = append(edits, edit{from, to, "'" + ansiC(n.Value, r.readLocale(n)) + "'"})
			}
			return false
		case *syntax.DblQuoted:
			if !n.Dollar && from >= base && to <= stop && r.pureParts(n.Parts) {
				if s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{n}}); err == nil {
					edits = append(edits, edit{from, to, s})
				}
			}
			return false
		case *syntax.ParamExp:
			if n.Dollar.IsValid() && from >= base && to <= stop && r.pureParts([]syntax.WordPart{n}) {
				if s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{n}}); err == nil {
					edits = append(edits, edit{from, to, s})
				}
			}
			return false
		case *syntax.CmdSubst, *syntax.ArithmExp, *syntax.ProcSubst:
			return false
		}
		return true
	})
	if len(edits) == 0 {
		return text
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].from < edits[j].from })
	var b strings.Builder
	at := base
	for _, e := range edits {
		if e.from < at {
			return text
		}
		b.WriteString(r.src[at:e.from])
		b.WriteString(e.with)
		at = e.to
	}
	b.WriteString(r.src[at:stop])
	return b.String()
}

// pureParts reports whether expanding parts has no effect and no error:
// literal text and plain parameters ($x, ${x}, ${#x}, ${a[1]}) that are
// set or set -u is off.
func (r *runner) pureParts(parts []syntax.WordPart) bool {
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.Lit:
		case *syntax.SglQuoted:
			if p.Dollar {
				return false
			}
		case *syntax.ParamExp:
			if p.Exp != nil || p.Slice != nil || p.Repl != nil || p.Names != 0 || p.Excl || p.Param == nil {
				return false
			}
			if p.Index != nil {
				// a constant subscript (a name's value may be an
				// expression with effects)
				w, ok := p.Index.(*syntax.Word)
				if !ok || len(w.Parts) != 1 {
					return false
				}
				if l, ok := w.Parts[0].(*syntax.Lit); !ok || strings.Trim(l.Value, "0123456789@*") != "" {
					return false
				}
			}
			if r.opts.nounset {
				if _, ok := r.getStr(p.Param.Value); !ok {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// dollarSingle returns text with each $'…' in it as '…', decoded: the
// text of (( )) and $(( )) as bash's reader leaves it.
func (r *runner) dollarSingle(text string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, "$'")
		if i < 0 || i > 0 && text[i-1] == '\\' {
			b.WriteString(text)
			return b.String()
		}
		j := i + 2
		for j < len(text) && text[j] != '\'' {
			if text[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(text) {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:i])
		b.WriteString("'" + ansiC(text[i+2:j], r.byteLocale()) + "'")
		text = text[j+1:]
	}
}

// subscriptOpen reports whether s[i] is inside a name's subscript: the
// innermost [ open before it follows a name.
func subscriptOpen(s string, i int) bool {
	depth := 0
	for k := i - 1; k >= 0; k-- {
		switch s[k] {
		case ']':
			depth++
		case '[':
			if depth > 0 {
				depth--
				continue
			}
			return k > 0 && (isAlnum(s[k-1]) || s[k-1] == '_')
		}
	}
	return false
}

// backslashSubscript quotes an expanded subscript as bash's
// expand_array_subscript does: a backslash before [ ] $ ` ~ \ ' ".
func backslashSubscript(k string) string { return backslashed(k, "[]$`~\\'\"") }
