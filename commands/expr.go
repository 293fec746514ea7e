package commands

import (
	"context"
	"errors"
	"io"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "expr",
		Summary: "evaluate expressions",
		Usage:   exprUsage,
		Run:     runExpr,
	})
}

const exprUsage = `Usage: expr EXPRESSION
  or:  expr OPTION

      --help        display this help and exit

Print the value of EXPRESSION to standard output.  A blank line below
separates increasing precedence groups.  EXPRESSION may be:

  ARG1 | ARG2       ARG1 if it is neither null nor 0, otherwise ARG2

  ARG1 & ARG2       ARG1 if neither argument is null or 0, otherwise 0

  ARG1 < ARG2       ARG1 is less than ARG2
  ARG1 <= ARG2      ARG1 is less than or equal to ARG2
  ARG1 = ARG2       ARG1 is equal to ARG2
  ARG1 != ARG2      ARG1 is unequal to ARG2
  ARG1 >= ARG2      ARG1 is greater than or equal to ARG2
  ARG1 > ARG2       ARG1 is greater than ARG2

  ARG1 + ARG2       arithmetic sum of ARG1 and ARG2
  ARG1 - ARG2       arithmetic difference of ARG1 and ARG2

  ARG1 * ARG2       arithmetic product of ARG1 and ARG2
  ARG1 / ARG2       arithmetic quotient of ARG1 divided by ARG2
  ARG1 % ARG2       arithmetic remainder of ARG1 divided by ARG2

  STRING : REGEXP   anchored pattern match of REGEXP in STRING

  match STRING REGEXP        same as STRING : REGEXP
  substr STRING POS LENGTH   substring of STRING, POS counted from 1
  index STRING CHARS         index in STRING where any CHARS is found, or 0
  length STRING              length of STRING
  + TOKEN                    interpret TOKEN as a string, even if it is a
                               keyword like 'match' or an operator like '/'

  ( EXPRESSION )             value of EXPRESSION

Beware that many operators need to be escaped or quoted for shells.
Comparisons are arithmetic if both ARGs are numbers, else lexicographical.
Pattern matches return the string matched between \( and \) or null; if
\( and \) are not used, they return the number of characters matched or 0.

Exit status is 0 if EXPRESSION is neither null nor 0, 1 if EXPRESSION is null
or 0, 2 if EXPRESSION is syntactically invalid, and 3 if an error occurred.
`

// Exit statuses of expr.
const (
	exprInvalid = 2 // syntax error, non-integer argument, bad regex
	exprFailure = 3 // an error while evaluating (regex matcher limits)
)

// exprValue is an integer (i != nil) or a string.
type exprValue struct {
	i *big.Int
	s string
}

func (v exprValue) String() string {
	if v.i != nil {
		return v.i.String()
	}
	return v.s
}

// null reports whether v is the empty string or a zero ("0", "-00").
func (v exprValue) null() bool {
	if v.i != nil {
		return v.i.Sign() == 0
	}
	s := strings.TrimPrefix(v.s, "-")
	return strings.Trim(s, "0") == "" && (v.s == "" || s != "")
}

// toInt converts v to an integer if its text is one ("-12"; no "+", no
// blanks).
func (v exprValue) toInt() (*big.Int, bool) {
	if v.i != nil {
		return v.i, true
	}
	if !looksLikeInteger(v.s) {
		return nil, false
	}
	n, ok := new(big.Int).SetString(v.s, 10)
	return n, ok
}

func looksLikeInteger(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// exprError ends the evaluation with a message and a status.
type exprError struct {
	msg    string
	status int
}

func (e *exprError) Error() string { return e.msg }

type exprParser struct {
	ctx   context.Context
	args  []string
	pos   int
	depth int // of open parentheses: each is a recursion of eval
	// bytes: the C locale, where length, index, substr and : count bytes
	bytes bool
}

// maxExprDepth bounds nested parentheses, so deep input ends with GNU's
// out-of-memory message instead of overflowing the stack.
const maxExprDepth = 10_000

func runExpr(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	if len(args) == 1 && len(args[0]) >= 3 && strings.HasPrefix("--help", args[0]) {
		io.WriteString(inv.Stdout, exprUsage)
		return 0
	}
	// GNU's expr reads --version (or a prefix of it) only as its sole
	// argument: anything else is an expression.
	if len(args) == 1 && len(args[0]) >= 3 && strings.HasPrefix("--version", args[0]) {
		return writeVersion(inv, "expr")
	}
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		errorf(inv, "missing operand")
		io.WriteString(inv.Stderr, "Try 'expr --help' for more information.\n")
		return exprInvalid
	}
	p := &exprParser{ctx: ctx, args: args, bytes: ctypeIsC(inv)}
	v, err := p.eval(true)
	if err == nil && p.pos < len(p.args) {
		err = &exprError{"syntax error: unexpected argument " + printf.QuoteLocale(p.args[p.pos]), exprInvalid}
	}
	if err != nil {
		var ee *exprError
		if errors.As(err, &ee) {
			errorf(inv, "%s", ee.msg)
			return ee.status
		}
		errorf(inv, "%s", err)
		return exprFailure
	}
	if _, err := io.WriteString(inv.Stdout, v.String()+"\n"); err != nil {
		return exprFailure
	}
	if v.null() {
		return 1
	}
	return 0
}

// next consumes the next argument if it equals s.
func (p *exprParser) next(s string) bool {
	if p.pos < len(p.args) && p.args[p.pos] == s {
		p.pos++
		return true
	}
	return false
}

func (p *exprParser) missingAfter() error {
	return &exprError{"syntax error: missing argument after " + printf.QuoteLocale(p.args[p.pos-1]), exprInvalid}
}

func intValue(n int64) exprValue { return exprValue{i: big.NewInt(n)} }

// eval: ARG1 | ARG2. Operands are parsed but not evaluated when their
// value cannot matter, as GNU does (so "1 | 1 / 0" is 1).
func (p *exprParser) eval(evaluate bool) (exprValue, error) {
	l, err := p.eval1(evaluate)
	for err == nil && p.next("|") {
		var r exprValue
		r, err = p.eval1(evaluate && l.null())
		if l.null() {
			l = r
			if l.null() {
				l = intValue(0)
			}
		}
	}
	return l, err
}

// eval1: ARG1 & ARG2.
func (p *exprParser) eval1(evaluate bool) (exprValue, error) {
	l, err := p.eval2(evaluate)
	for err == nil && p.next("&") {
		var r exprValue
		r, err = p.eval2(evaluate && !l.null())
		if l.null() || r.null() {
			l = intValue(0)
		}
	}
	return l, err
}

// eval2: comparisons, numeric when both sides are integers.
func (p *exprParser) eval2(evaluate bool) (exprValue, error) {
	l, err := p.eval3(evaluate)
	for err == nil {
		var op string
		for _, o := range []string{"<", "<=", "=", "==", "!=", ">=", ">"} {
			if p.next(o) {
				op = o
				break
			}
		}
		if op == "" {
			return l, nil
		}
		var r exprValue
		if r, err = p.eval3(evaluate); err != nil {
			break
		}
		res := false
		if evaluate {
			ls, rs := l.String(), r.String()
			var cmp int
			if looksLikeInteger(ls) && looksLikeInteger(rs) {
				a, _ := new(big.Int).SetString(ls, 10)
				b, _ := new(big.Int).SetString(rs, 10)
				cmp = a.Cmp(b)
			} else {
				// strcoll in C.UTF-8 is code point, hence byte, order.
				cmp = strings.Compare(ls, rs)
			}
			switch op {
			case "<":
				res = cmp < 0
			case "<=":
				res = cmp <= 0
			case "=", "==":
				res = cmp == 0
			case "!=":
				res = cmp != 0
			case ">=":
				res = cmp >= 0
			case ">":
				res = cmp > 0
			}
		}
		l = intValue(0)
		if res {
			l = intValue(1)
		}
	}
	return l, err
}

// arith applies an arithmetic operator.
func arith(op string, l, r exprValue) (exprValue, error) {
	a, ok1 := l.toInt()
	b, ok2 := r.toInt()
	if !ok1 || !ok2 {
		return exprValue{}, &exprError{"non-integer argument", exprInvalid}
	}
	z := new(big.Int)
	switch op {
	case "+":
		z.Add(a, b)
	case "-":
		z.Sub(a, b)
	case "*":
		z.Mul(a, b)
	case "/", "%":
		if b.Sign() == 0 {
			return exprValue{}, &exprError{"division by zero", exprInvalid}
		}
		if op == "/" {
			z.Quo(a, b) // truncated, as C
		} else {
			z.Rem(a, b)
		}
	}
	return exprValue{i: z}, nil
}

// eval3: + and -.
func (p *exprParser) eval3(evaluate bool) (exprValue, error) {
	return p.arithLevel(evaluate, []string{"+", "-"}, p.eval4)
}

// eval4: * / %.
func (p *exprParser) eval4(evaluate bool) (exprValue, error) {
	return p.arithLevel(evaluate, []string{"*", "/", "%"}, p.eval5)
}

func (p *exprParser) arithLevel(evaluate bool, ops []string, sub func(bool) (exprValue, error)) (exprValue, error) {
	l, err := sub(evaluate)
	for err == nil {
		op := ""
		for _, o := range ops {
			if p.next(o) {
				op = o
				break
			}
		}
		if op == "" {
			return l, nil
		}
		var r exprValue
		if r, err = sub(evaluate); err != nil {
			break
		}
		if evaluate {
			l, err = arith(op, l, r)
		}
	}
	return l, err
}

// eval5: STRING : REGEXP.
func (p *exprParser) eval5(evaluate bool) (exprValue, error) {
	l, err := p.eval6(evaluate)
	for err == nil && p.next(":") {
		var r exprValue
		if r, err = p.eval6(evaluate); err != nil {
			break
		}
		if evaluate {
			l, err = exprMatch(l.String(), r.String(), p.bytes)
		}
	}
	return l, err
}

// eval6: the keywords and "+ TOKEN".
func (p *exprParser) eval6(evaluate bool) (exprValue, error) {
	if err := p.ctx.Err(); err != nil {
		return exprValue{}, err
	}
	switch {
	case p.next("+"):
		if p.pos >= len(p.args) {
			return exprValue{}, p.missingAfter()
		}
		p.pos++
		return exprValue{s: p.args[p.pos-1]}, nil
	case p.next("length"):
		r, err := p.eval6(evaluate)
		if err != nil {
			return r, err
		}
		if p.bytes {
			return intValue(int64(len(r.String()))), nil
		}
		return intValue(int64(utf8.RuneCountInString(r.String()))), nil
	case p.next("match"):
		l, err := p.eval6(evaluate)
		if err != nil {
			return l, err
		}
		r, err := p.eval6(evaluate)
		if err != nil || !evaluate {
			return l, err
		}
		return exprMatch(l.String(), r.String(), p.bytes)
	case p.next("index"):
		l, err := p.eval6(evaluate)
		if err != nil {
			return l, err
		}
		r, err := p.eval6(evaluate)
		if err != nil {
			return r, err
		}
		chars := r.String()
		pos := 0
		if p.bytes {
			ls := l.String()
			for i := 0; i < len(ls); i++ {
				if strings.IndexByte(chars, ls[i]) >= 0 {
					pos = i + 1
					break
				}
			}
			return intValue(int64(pos)), nil
		}
		for i, c := range []rune(l.String()) {
			if strings.ContainsRune(chars, c) {
				pos = i + 1
				break
			}
		}
		return intValue(int64(pos)), nil
	case p.next("substr"):
		var vals [3]exprValue
		for i := range vals {
			v, err := p.eval6(evaluate)
			if err != nil {
				return v, err
			}
			vals[i] = v
		}
		str := vals[0].String()
		var s []rune
		size := len(str) // in the C locale a character is a byte
		if !p.bytes {
			s = []rune(str)
			size = len(s)
		}
		pos, ok1 := vals[1].toInt()
		n, ok2 := vals[2].toInt()
		if !ok1 || !ok2 || pos.Sign() <= 0 || n.Sign() <= 0 || pos.Cmp(big.NewInt(int64(size))) > 0 {
			return exprValue{}, nil
		}
		start := int(pos.Int64()) - 1
		end := size
		if n.IsInt64() && n.Int64() < int64(size-start) {
			end = start + int(n.Int64())
		}
		if p.bytes {
			return exprValue{s: str[start:end]}, nil
		}
		return exprValue{s: string(s[start:end])}, nil
	}
	return p.eval7(evaluate)
}

// eval7: parentheses and plain arguments.
func (p *exprParser) eval7(evaluate bool) (exprValue, error) {
	if p.pos >= len(p.args) {
		return exprValue{}, p.missingAfter()
	}
	if p.next("(") {
		if p.depth++; p.depth > maxExprDepth {
			return exprValue{}, &exprError{"memory exhausted", exprFailure}
		}
		v, err := p.eval(evaluate)
		p.depth--
		if err != nil || p.next(")") {
			return v, err
		}
		if p.pos >= len(p.args) {
			return v, &exprError{"syntax error: expecting ')' after " + printf.QuoteLocale(p.args[p.pos-1]), exprInvalid}
		}
		return v, &exprError{"syntax error: expecting ')' instead of " + printf.QuoteLocale(p.args[p.pos]), exprInvalid}
	}
	if p.next(")") {
		return exprValue{}, &exprError{"syntax error: unexpected ')'", exprInvalid}
	}
	p.pos++
	return exprValue{s: p.args[p.pos-1]}, nil
}

// exprMatch anchors the BRE at the start of s: the \1 text if the pattern
// has a group, else the number of characters matched.
func exprMatch(s, pattern string, bytes bool) (exprValue, error) {
	re, err := regex.Compile(pattern, regex.Options{Bytes: bytes})
	if err != nil {
		return exprValue{}, &exprError{err.Error(), exprInvalid}
	}
	loc, err := re.FindSubmatchIndex([]byte(s))
	if err != nil {
		return exprValue{}, &exprError{"error in regular expression matcher: " + err.Error(), exprFailure}
	}
	if loc == nil || loc[0] != 0 {
		if re.NumSubexp() > 0 {
			return exprValue{}, nil
		}
		return intValue(0), nil
	}
	if re.NumSubexp() > 0 {
		if loc[2] < 0 {
			return exprValue{}, nil
		}
		return exprValue{s: s[loc[2]:loc[3]]}, nil
	}
	if bytes {
		return intValue(int64(loc[1])), nil
	}
	return intValue(int64(utf8.RuneCountInString(s[:loc[1]]))), nil
}
