package shell

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/vfs"
)

var keywords = map[string]bool{"if": true, "then": true, "else": true, "elif": true, "fi": true, "case": true, "esac": true,
	"for": true, "select": true, "while": true, "until": true, "do": true, "done": true, "in": true, "function": true,
	"time": true, "{": true, "}": true, "!": true, "[[": true, "]]": true, "coproc": true}

// funcText prints a function definition the way bash's type/declare -f do.
func (r *runner) funcText(name string, fd *funcDef) string {
	return funcListing(name+" () \n{ \n", fd, false)
}

// funcEnvText is an exported function's value in the environment, as
// bash passes it to a child: BASH_FUNC_name%%=() {  body } with each
// line indented by one blank.
func funcEnvText(fd *funcDef) string {
	return funcListing("() { ", fd, true)
}

// funcListing prints fd's body after head ("name () \n{ \n" for
// declare -f); flat indents every line by one blank instead of four a
// level.
func funcListing(head string, fd *funcDef, flat bool) string {
	b := funcPrinter{flat: flat, src: fd.src}
	body := fd.body
	explicitTests(body)
	if blk, ok := body.Cmd.(*syntax.Block); ok && !body.Negated && !body.Background {
		b.WriteString(head)
		bashStmts(&b, blk.Stmts, 1)
		b.WriteString("}")
		for _, rd := range body.Redirs {
			b.WriteString(" " + redirText(rd))
		}
		return b.String()
	}
	// Another compound command as the body (f() ( … )) lists inside
	// braces.
	b.WriteString(head)
	bashStmt(&b, body, 1, false)
	b.WriteString("}")
	return b.String()
}

// explicitTests writes a lone word in [[ ]] as the -n test it is: bash
// lists [[ $x && ! $y ]] as [[ -n $x && ! -n $y ]]. (The same test, so
// the function's own tree may be changed.)
func explicitTests(node syntax.Node) {
	var fix func(x syntax.TestExpr) syntax.TestExpr
	fix = func(x syntax.TestExpr) syntax.TestExpr {
		switch t := x.(type) {
		case *syntax.Word:
			return &syntax.UnaryTest{OpPos: t.Pos(), Op: syntax.TsNempStr, X: t}
		case *syntax.BinaryTest:
			if t.Op == syntax.AndTest || t.Op == syntax.OrTest {
				t.X, t.Y = fix(t.X), fix(t.Y)
			}
		case *syntax.UnaryTest:
			if t.Op == syntax.TsNot {
				t.X = fix(t.X)
			}
		case *syntax.ParenTest:
			t.X = fix(t.X)
		}
		return x
	}
	syntax.Walk(node, func(n syntax.Node) bool {
		if tc, ok := n.(*syntax.TestClause); ok {
			tc.X = fix(tc.X)
		}
		return true
	})
}

// listedTest is a copy of x as bash lists it: a lone word as the -n
// test it is (explicitTests without changing x), each word as listedWord
// prints it ($'…' decoded).
func listedTest(src string, x syntax.TestExpr) syntax.TestExpr {
	word := func(x syntax.TestExpr) syntax.TestExpr {
		if w, ok := x.(*syntax.Word); ok {
			return listedWord(src, w)
		}
		return listedTest(src, x)
	}
	switch t := x.(type) {
	case *syntax.Word:
		return &syntax.UnaryTest{OpPos: t.Pos(), Op: syntax.TsNempStr, X: listedWord(src, t)}
	case *syntax.BinaryTest:
		c := *t
		if t.Op == syntax.AndTest || t.Op == syntax.OrTest {
			c.X, c.Y = listedTest(src, t.X), listedTest(src, t.Y)
		} else {
			c.X, c.Y = word(t.X), word(t.Y)
		}
		return &c
	case *syntax.UnaryTest:
		c := *t
		if t.Op == syntax.TsNot {
			c.X = listedTest(src, t.X)
		} else {
			c.X = word(t.X)
		}
		return &c
	case *syntax.ParenTest:
		c := *t
		c.X = listedTest(src, t.X)
		return &c
	}
	return x
}

// funcPrinter builds a function listing; heredoc records that a
// here-document was printed and no ';' has followed it yet.
type funcPrinter struct {
	strings.Builder
	heredoc bool
	flat    bool   // one blank for any depth (the environment's form)
	src     string // the text the function was read from, if known
	// last says the statement being printed is its list's last, whose
	// ';' (in if, while and for bodies) is print_cmd's semicolon(),
	// not a connector's.
	last bool
}

// srcSlice is src from pos to end when that text starts with prefix.
func srcSlice(src string, pos, end syntax.Pos, prefix string) (string, bool) {
	start, stop := int(pos.Offset()), int(end.Offset())
	if !pos.IsValid() || !end.IsValid() || start >= stop || stop > len(src) || !strings.HasPrefix(src[start:stop], prefix) {
		return "", false
	}
	return src[start:stop], true
}

// indent is the indentation of a line at depth.
func (b *funcPrinter) indent(depth int) string {
	if b.flat {
		if depth > 0 {
			return " "
		}
		return ""
	}
	return strings.Repeat("    ", depth)
}

// bashStmts prints a list: bash ends every statement with ';' except the
// last one of the function body itself.
func bashStmts(b *funcPrinter, list []*syntax.Stmt, depth int) {
	bashList(b, list, depth, false)
}

// bashList prints a list; lastSemi says whether the last statement gets a
// ';' too (bash does so in if/while/for bodies, not in { } or case arms).
func bashList(b *funcPrinter, list []*syntax.Stmt, depth int, lastSemi bool) {
	for i, st := range list {
		if i > 0 && list[i-1].Background && !b.heredoc {
			// bash goes on after "&" on the same line: a & b.
			next := funcPrinter{flat: b.flat, src: b.src}
			bashStmt(&next, st, depth, lastSemi || i < len(list)-1)
			prev := strings.TrimSuffix(b.String(), "\n")
			b.Reset()
			b.WriteString(prev + " " + strings.TrimPrefix(next.String(), b.indent(depth)))
			b.heredoc = next.heredoc
			continue
		}
		b.last = i == len(list)-1
		bashStmt(b, st, depth, lastSemi || i < len(list)-1)
		if i > 0 && i < len(list)-1 && stmtsHaveHeredoc([]*syntax.Stmt{st}) {
			// bash's list is a left-leaning tree of connections: a
			// here-document after the first statement ends its
			// connection, whose ';' its body takes (print_cmd's
			// was_heredoc), so the next statement keeps its ';'. Only
			// the first statement's here-document drops the ';' of
			// the statement after it.
			b.heredoc = false
		}
	}
}

// stmtText is a statement on one line as bash lists it: redirections
// after the words, "> f" with a blank (bash's print_redirection); with a
// here-document as the printer writes it.
func stmtText(src string, st *syntax.Stmt) string {
	for _, rd := range st.Redirs {
		if isHeredoc(rd) {
			return printNode(st)
		}
	}
	var text string
	switch c := st.Cmd.(type) {
	case *syntax.BinaryCmd:
		if c.Op != syntax.Pipe && c.Op != syntax.PipeAll && c.Op != syntax.AndStmt && c.Op != syntax.OrStmt {
			return printNode(st)
		}
		if c.Op == syntax.PipeAll {
			// bash lists |& as the redirection it is
			text = stmtText(src, c.X) + " 2>&1 | " + stmtText(src, c.Y)
		} else {
			text = stmtText(src, c.X) + " " + c.Op.String() + " " + stmtText(src, c.Y)
		}
	case *syntax.CallExpr:
		// bash decodes $'…' when it reads it and lists '…'; $"…" is
		// listed "…".
		cp := *c
		cp.Args = make([]*syntax.Word, len(c.Args))
		for i, w := range c.Args {
			cp.Args[i] = listedWord(src, w)
		}
		cp.Assigns = make([]*syntax.Assign, len(c.Assigns))
		for i, as := range c.Assigns {
			cp.Assigns[i] = listedAssign(src, as)
		}
		text = printNode(&syntax.Stmt{Cmd: &cp})
	case *syntax.DeclClause:
		// a declaration's words are listed as a simple command's
		cp := *c
		cp.Args = make([]*syntax.Assign, len(c.Args))
		for i, as := range c.Args {
			cp.Args[i] = listedAssign(src, as)
		}
		text = printNode(&syntax.Stmt{Cmd: &cp})
	case *syntax.LetClause:
		text = printNode(&syntax.Stmt{Cmd: c})
	case *syntax.TimeClause:
		// the timed pipeline lists as any other (> /dev/null)
		text = "time"
		if c.PosixFormat {
			text += " -p"
		}
		if st.Negated {
			// bash keeps time and ! as flags of the pipeline and
			// lists time first: ! time ls is "time ! ls".
			text += " !"
			cp := *st
			cp.Negated = false
			st = &cp
		}
		if c.Stmt != nil {
			text += " " + stmtText(src, c.Stmt)
		} else {
			text += " " // an empty time lists as "time ;"
		}
	case *syntax.TestClause:
		text = printNode(&syntax.Stmt{Cmd: &syntax.TestClause{X: listedTest(src, c.X)}})
	case *syntax.ArithmCmd:
		// bash keeps the expression as written: ((  a=1 )).
		t, ok := srcSlice(src, c.Left, c.End(), "((")
		if !ok || c.Unsigned {
			return printNode(st)
		}
		text = t
	default:
		return printNode(st)
	}
	for _, rd := range st.Redirs {
		text += " " + redirText(rd)
	}
	if st.Negated {
		text = "! " + text
	}
	if st.Background {
		text += " &"
	}
	return text
}

// listedAssign is as with its value and list's words as bash lists them
// (listedWord; a copy).
func listedAssign(src string, as *syntax.Assign) *syntax.Assign {
	ac := *as
	if as.Value != nil {
		ac.Value = listedWord(src, as.Value)
	}
	if as.Array != nil {
		arr := *as.Array
		arr.Elems = make([]*syntax.ArrayElem, len(as.Array.Elems))
		for i, e := range as.Array.Elems {
			if e.Value != nil {
				ec := *e
				ec.Value = listedWord(src, e.Value)
				e = &ec
			}
			arr.Elems[i] = e
		}
		ac.Array = &arr
	}
	return &ac
}

// listedWord is w as bash lists it (a copy: w runs as it was): $'…'
// decoded and single-quoted, $"…" as "…", $(( )) and `…` as written.
func listedWord(src string, w *syntax.Word) *syntax.Word {
	if parts, ok := listedParts(src, w.Parts, false); ok {
		return &syntax.Word{Parts: parts}
	}
	return w
}

func listedParts(src string, in []syntax.WordPart, quoted bool) ([]syntax.WordPart, bool) {
	var parts []syntax.WordPart
	for i, p := range in {
		var np []syntax.WordPart
		switch q := p.(type) {
		case *syntax.SglQuoted:
			if q.Dollar {
				for k, seg := range strings.Split(ansiC(q.Value, false), "'") {
					if k > 0 {
						np = append(np, &syntax.Lit{Value: `\'`})
					}
					np = append(np, &syntax.SglQuoted{Value: seg})
				}
			}
		case *syntax.DblQuoted:
			inner, changed := listedParts(src, q.Parts, true)
			if q.Dollar || changed {
				np = []syntax.WordPart{&syntax.DblQuoted{Left: q.Left, Right: q.Right, Parts: inner}}
			}
		case *syntax.ArithmExp:
			if t, ok := srcSlice(src, q.Left, q.End(), "$"); ok {
				np = []syntax.WordPart{&syntax.Lit{Value: t}}
			}
		case *syntax.CmdSubst:
			if t, ok := srcSlice(src, q.Left, q.End(), "`"); ok && q.Backquotes {
				np = []syntax.WordPart{&syntax.Lit{Value: t}}
			} else if len(q.Stmts) == 1 && !q.Backquotes && !quoted && !stmtsHaveHeredoc(q.Stmts) {
				// a pipeline or && || list with here-documents as
				// print_cmd lists it
				if t, hdoc, ok := hdocConnText(src, q.Stmts[0]); ok && hdoc {
					np = []syntax.WordPart{&syntax.Lit{Value: "$(" + t + ")"}}
				} else if t, ok := comsubText(src, q); ok {
					np = []syntax.WordPart{&syntax.Lit{Value: t}}
				}
			} else if t, ok := srcSlice(src, q.Left, q.End(), "$("); ok && stmtsHaveHeredoc(q.Stmts) {
				// a here-document inside: as written, body and all
				np = []syntax.WordPart{&syntax.Lit{Value: t}}
			} else if t, ok := comsubText(src, q); ok {
				np = []syntax.WordPart{&syntax.Lit{Value: t}}
			}
		}
		if np != nil {
			if parts == nil {
				parts = append([]syntax.WordPart(nil), in[:i]...)
			}
			parts = append(parts, np...)
		} else if parts != nil {
			parts = append(parts, p)
		}
	}
	if parts == nil {
		return in, false
	}
	return parts, true
}

// comsubText is a $( ) of one simple command, pipeline or && || list
// as bash's print_cmd lists it: `$(< f)`, `$(cat < f)`, `$(echo 'a	b')`.
func comsubText(src string, q *syntax.CmdSubst) (string, bool) {
	if len(q.Stmts) != 1 || q.Backquotes || q.TempFile || q.ReplyVar || len(q.Last) != 0 || len(q.Stmts[0].Comments) != 0 || stmtsHaveHeredoc(q.Stmts) {
		return "", false
	}
	st := q.Stmts[0]
	if st.Cmd == nil && len(st.Redirs) == 1 && !st.Negated && !st.Background {
		return "$(" + redirText(st.Redirs[0]) + ")", true // $(< f)
	}
	if !simpleList(st) {
		return "", false
	}
	return "$(" + stmtText(src, st) + ")", true
}

// isSimpleCmd is a statement bash lists on one line.
func isSimpleCmd(st *syntax.Stmt) bool {
	switch c := st.Cmd.(type) {
	case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause, *syntax.ArithmCmd, *syntax.TestClause:
		return true
	case *syntax.BinaryCmd:
		return (c.Op == syntax.Pipe || c.Op == syntax.PipeAll) && isSimpleCmd(c.X) && isSimpleCmd(c.Y)
	}
	return false
}

// negBg is what bash writes before and after a compound command that is
// negated or run in the background.
func negBg(st *syntax.Stmt) (pre, post string) {
	if st.Negated {
		pre = "! "
	}
	if st.Background {
		post = " &"
	}
	return pre, post
}

// prefixedCompound splits a negated or timed compound command (! for …,
// time while …) into the words before it and the command itself; inner
// is nil for any other statement.
func prefixedCompound(st *syntax.Stmt) (pre string, inner *syntax.Stmt) {
	compound := func(c syntax.Command) bool {
		switch c.(type) {
		case *syntax.IfClause, *syntax.WhileClause, *syntax.ForClause, *syntax.CaseClause, *syntax.Block, *syntax.Subshell:
			return true
		}
		return false
	}
	if st.Background {
		return "", nil
	}
	if st.Negated {
		if !compound(st.Cmd) {
			return "", nil
		}
		cp := *st
		cp.Negated = false
		return "! ", &cp
	}
	if tc, ok := st.Cmd.(*syntax.TimeClause); ok && tc.Stmt != nil && !tc.Stmt.Negated && !tc.Stmt.Background && len(st.Redirs) == 0 && compound(tc.Stmt.Cmd) {
		pre = "time "
		if tc.PosixFormat {
			pre = "time -p "
		}
		return pre, tc.Stmt
	}
	return "", nil
}

// simpleList is a statement of simple commands joined by |, && or ||,
// which bash lists on one line.
func simpleList(st *syntax.Stmt) bool {
	if c, ok := st.Cmd.(*syntax.BinaryCmd); ok && !st.Negated && !st.Background {
		return simpleList(c.X) && simpleList(c.Y)
	}
	return isSimpleCmd(st)
}

func condText(src string, list []*syntax.Stmt) string {
	parts := make([]string, len(list))
	for i, st := range list {
		parts[i] = stmtText(src, st)
	}
	return strings.Join(parts, "; ")
}

// bashStmt prints one statement in bash's function-listing style:
// compound commands over several lines, ';' after all but the last.
func bashStmt(b *funcPrinter, st *syntax.Stmt, depth int, semi bool) {
	ind := b.indent(depth)
	if pre, inner := prefixedCompound(st); inner != nil {
		// bash's print_cmd lists "! " and "time " before a compound
		// command it prints as usual, over its lines.
		start := b.Len() + len(ind)
		bashStmt(b, inner, depth, semi)
		out := b.String()
		b.Reset()
		b.WriteString(out[:start] + pre + out[start:])
		return
	}
	// end is the ';' after the statement, decided once its body is
	// printed: bash drops the first ';' after a here-document.
	end := func() string {
		if !semi || st.Background {
			return ""
		}
		if b.heredoc {
			b.heredoc = false
			return ""
		}
		return ";"
	}
	// A compound command's redirections follow its last line (bash:
	// "done < file"); one with a here-document prints as written.
	// A here-document's body follows the line its command ends on, its
	// delimiter and a blank line after it.
	plain := !st.Negated && !st.Background
	redirs, hdocs := "", ""
	for _, rd := range st.Redirs {
		if isHeredoc(rd) {
			hdocs += heredocBody(b.src, rd)
		}
		redirs += " " + redirText(rd)
	}
	if hdocs != "" {
		end = func() string {
			b.heredoc = false // the next command keeps its ';'
			return "\n" + hdocs
		}
	}
	switch c := st.Cmd.(type) {
	case *syntax.IfClause:
		if !plain {
			break
		}
		b.WriteString(ind + "if " + condText(b.src, c.Cond) + "; then\n")
		bashList(b, c.Then, depth+1, true)
		if e := c.Else; e != nil {
			b.WriteString(ind + "else\n")
			if e.ThenPos.IsValid() {
				// elif prints as a nested if
				bashStmt(b, &syntax.Stmt{Cmd: &syntax.IfClause{ThenPos: e.ThenPos, Cond: e.Cond, Then: e.Then, Else: e.Else}}, depth+1, true)
			} else {
				bashList(b, e.Then, depth+1, true)
			}
		}
		b.WriteString(ind + "fi" + redirs + end() + "\n")
		return
	case *syntax.WhileClause:
		if !plain {
			break
		}
		kw := "while "
		if c.Until {
			kw = "until "
		}
		b.WriteString(ind + kw + condText(b.src, c.Cond) + "; do\n")
		bashList(b, c.Do, depth+1, true)
		b.WriteString(ind + "done" + redirs + end() + "\n")
		return
	case *syntax.ForClause:
		if !plain {
			break
		}
		switch l := c.Loop.(type) {
		case *syntax.WordIter:
			kw := "for "
			if c.Select {
				kw = "select "
			}
			head := kw + l.Name.Value
			if l.InPos.IsValid() {
				head += " in"
				for _, w := range l.Items {
					head += " " + printNode(w)
				}
			} else {
				head += " in \"$@\""
			}
			b.WriteString(ind + head + ";\n")
		case *syntax.CStyleLoop:
			// bash lists each part as written from its first
			// non-blank, a missing one as 1.
			part := func(x syntax.ArithmExpr) string {
				if x == nil {
					return "1"
				}
				return printNode(x)
			}
			head := part(l.Init) + "; " + part(l.Cond) + "; " + part(l.Post)
			if t, ok := srcSlice(b.src, l.Lparen, l.End(), "(("); ok && strings.HasSuffix(t, "))") {
				if ps := strings.Split(t[2:len(t)-2], ";"); len(ps) == 3 {
					for k := range ps {
						if ps[k] = strings.TrimLeft(ps[k], " \t\n"); ps[k] == "" {
							ps[k] = "1"
						}
					}
					head = strings.Join(ps, "; ")
				}
			}
			b.WriteString(ind + "for ((" + head + "))\n")
		}
		b.WriteString(ind + "do\n")
		bashList(b, c.Do, depth+1, true)
		b.WriteString(ind + "done" + redirs + end() + "\n")
		return
	case *syntax.CaseClause:
		if !plain {
			break
		}
		b.WriteString(ind + "case " + printNode(c.Word) + " in \n")
		for _, it := range c.Items {
			pats := make([]string, len(it.Patterns))
			for i, p := range it.Patterns {
				pats[i] = printNode(p)
			}
			b.WriteString(b.indent(depth+1) + strings.Join(pats, " | ") + ")\n")
			if len(it.Stmts) == 0 {
				b.WriteString("\n") // print_cmd's empty clause body
			}
			bashStmts(b, it.Stmts, depth+2)
			op := ";;"
			switch it.Op {
			case syntax.Fallthrough:
				op = ";&"
			case syntax.Resume:
				op = ";;&"
			}
			b.WriteString(b.indent(depth+1) + op + "\n")
		}
		b.WriteString(ind + "esac" + redirs + end() + "\n")
		return
	case *syntax.Subshell:
		pre, post := negBg(st)
		// ( a;\n    b ): the statements at the subshell's own
		// indentation, a compound one over its lines as bash lists it
		// (print_cmd's cm_subshell: the list printed in place).
		parts := make([]string, len(c.Stmts))
		hdoc := false
		for i, s := range c.Stmts {
			sub := funcPrinter{flat: b.flat, src: b.src}
			bashStmt(&sub, s, depth, i < len(c.Stmts)-1)
			hdoc = hdoc || sub.heredoc || stmtsHaveHeredoc([]*syntax.Stmt{s})
			parts[i] = strings.TrimSuffix(sub.String(), "\n")
			if i == 0 {
				parts[i] = strings.TrimPrefix(parts[i], ind)
			}
		}
		if hdoc {
			if !plain {
				break
			}
			for i, s := range c.Stmts {
				parts[i] = printNode(s)
			}
			if last := c.Stmts[len(c.Stmts)-1]; redirs == "" && hasHeredoc(last) {
				// the last body's here-document ends its line: bash
				// closes on the next (" )"); the ';' after it goes
				// (was_heredoc), and the last of a list writes one
				// that the command around it then lacks
				closing := "\n )\n"
				if semi && b.last {
					closing, b.heredoc = "\n );\n", true
				}
				b.WriteString(ind + "( " + strings.Join(parts, ";\n"+ind) + closing)
				return
			}
			b.WriteString(ind + "( " + strings.Join(parts, ";\n"+ind) + " )" + redirs + end() + "\n")
			return
		}
		b.WriteString(ind + pre + "( " + strings.Join(parts, "\n") + " )" + redirs + post + end() + "\n")
		return
	case *syntax.FuncDecl:
		// A definition inside a function lists as bash's
		// "function NAME () { … }" over its lines.
		if !plain || c.Body == nil {
			break
		}
		b.WriteString(ind + "function " + c.Name.Value + " () \n" + ind + "{ \n")
		bodyRedirs := ""
		if blk, ok := c.Body.Cmd.(*syntax.Block); ok && !c.Body.Negated && !c.Body.Background && !hasHeredoc(c.Body) {
			// The body's redirections follow its closing brace
			// (bash: "function f () { … } 1>&2").
			bashStmts(b, blk.Stmts, depth+1)
			for _, rd := range c.Body.Redirs {
				bodyRedirs += " " + redirText(rd)
			}
		} else {
			bashStmt(b, c.Body, depth+1, false)
		}
		b.WriteString(ind + "}" + bodyRedirs + redirs + end() + "\n")
		return
	case *syntax.CoprocClause:
		if !plain || c.Stmt == nil {
			break
		}
		name := "COPROC"
		if c.Name != nil {
			name = printNode(c.Name)
		}
		if blk, ok := c.Stmt.Cmd.(*syntax.Block); ok && !c.Stmt.Negated && len(c.Stmt.Redirs) == 0 {
			b.WriteString(ind + "coproc " + name + " { \n")
			bashStmts(b, blk.Stmts, depth+1)
			b.WriteString(ind + "}" + redirs + end() + "\n")
			return
		}
		if !isSimpleCmd(c.Stmt) {
			break
		}
		b.WriteString(ind + "coproc " + name + " " + stmtText(b.src, c.Stmt) + redirs + end() + "\n")
		return
	case *syntax.BinaryCmd:
		if text, hdoc, ok := hdocConnText(b.src, st); ok && hdoc {
			// The here-documents of a pipeline or && || list print
			// at the connector after their command (or at the end),
			// and the ';' after the statement is dropped (bash's
			// was_heredoc); a body's last ';' (semicolon()) only
			// after a line not ending a here-document.
			last := b.last
			suffix := ""
			switch {
			case semi && last:
				if !strings.HasSuffix(text, "\n") {
					suffix = ";"
				}
				b.heredoc = true
			case semi:
				b.heredoc = false
			default:
				b.heredoc = true
			}
			b.WriteString(ind + text + suffix + "\n")
			return
		}
		// A pipeline with a compound command in it: each element as
		// bash lists it, joined by " | " where one ends and the next
		// starts (done | cat).
		// && and || too: true && { …; } lists the group over its lines.
		op := c.Op == syntax.Pipe || c.Op == syntax.PipeAll || c.Op == syntax.AndStmt || c.Op == syntax.OrStmt
		if !op || len(st.Redirs) > 0 || b.heredoc || (simpleList(c.X) && simpleList(c.Y)) {
			break
		}
		pre, post := negBg(st)
		left := funcPrinter{flat: b.flat, src: b.src}
		bashStmt(&left, c.X, depth, false)
		right := funcPrinter{flat: b.flat, src: b.src}
		bashStmt(&right, c.Y, depth, false)
		if left.heredoc || right.heredoc {
			break
		}
		opText := " " + c.Op.String() + " "
		if c.Op == syntax.PipeAll {
			opText = " 2>&1 | " // bash lists |& as the redirection it is
		}
		b.WriteString(ind + pre + strings.TrimSuffix(strings.TrimPrefix(left.String(), ind), "\n") + opText + strings.TrimSuffix(strings.TrimPrefix(right.String(), ind), "\n") + post + end() + "\n")
		return
	case *syntax.Block:
		pre, post := negBg(st)
		b.WriteString(ind + pre + "{ \n")
		bashStmts(b, c.Stmts, depth+1)
		b.WriteString(ind + "}" + redirs + post + end() + "\n")
		return
	}
	if _, ok := st.Cmd.(*syntax.CallExpr); ok && hdocs != "" {
		// bash prints the command's redirections in order, the
		// here-document's as <<WORD, then the bodies.
		cp := *st
		cp.Redirs, cp.Background = nil, false
		text := stmtText(b.src, &cp) + redirs
		if st.Background {
			text += " &"
		}
		b.WriteString(ind + text + "\n" + hdocs + "\n")
		b.heredoc = true
		return
	}
	text := stmtText(b.src, st)
	for _, rd := range st.Redirs {
		if rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc {
			// The here-document follows the line, then a blank line.
			if rd.Op == syntax.DashHdoc {
				lines := strings.Split(text, "\n")
				for i := 1; i < len(lines); i++ {
					lines[i] = strings.TrimLeft(lines[i], "\t")
				}
				text = strings.Join(lines, "\n")
			}
			b.WriteString(ind + text + "\n\n")
			b.heredoc = true
			return
		}
	}
	b.WriteString(ind + text + end() + "\n")
}

func builtinType(r *runner, args []string) int {
	args = args[1:]
	tflag, pflag, aflag, Pflag, fflag := false, false, false, false, false
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			// -t, -p and -P: the last one given wins (bash's type_builtin).
			case 't':
				tflag, pflag, Pflag = true, false, false
			case 'p':
				tflag, pflag = false, true
			case 'a':
				aflag = true
			case 'P':
				tflag, Pflag = false, true
			case 'f':
				fflag = true
			default:
				r.errLine("type: -%c: invalid option", c)
				r.errf("type: usage: type [-afptP] name [name ...]\n")
				return 2
			}
		}
		args = args[1:]
	}
	status := 0
	for _, name := range args {
		found := false
		if !Pflag {
			if a, ok := r.aliases[name]; ok && r.opts.expandAliases {
				found = true
				if tflag {
					r.outf("alias\n")
				} else if !pflag {
					r.outf("%s is aliased to `%s'\n", name, a)
				}
				if !aflag {
					continue
				}
			}
			if keywords[name] {
				found = true
				if tflag {
					r.outf("keyword\n")
				} else if !pflag {
					r.outf("%s is a shell keyword\n", name)
				}
				if !aflag {
					continue
				}
			}
			if fd, ok := r.funcs[name]; ok && !fflag {
				found = true
				if tflag {
					r.outf("function\n")
				} else if !pflag {
					r.outf("%s is a function\n%s\n", name, r.funcText(name, fd))
				}
				if !aflag {
					continue
				}
			}
			if _, ok := builtins[name]; ok && !r.sh.cfg.Withheld[name] && !r.disabled[name] {
				found = true
				if tflag {
					r.outf("builtin\n")
				} else if !pflag {
					r.outf("%s is a %sshell builtin\n", name, r.specialWord(name))
				}
				if !aflag {
					continue
				}
			}
		}
		if h := r.hashLookup(name); h != "" && (!aflag || Pflag) && !strings.Contains(name, "/") {
			// bash answers from its hash table first, unless -a
			found = true
			if tflag {
				r.outf("file\n")
			} else if pflag || Pflag {
				r.outf("%s\n", h)
			} else {
				r.outf("%s is hashed (%s)\n", name, h)
			}
			continue
		}
		if kind, full := r.describePathIn(name, !aflag); kind != "" {
			found = true
			if tflag {
				r.outf("file\n")
			} else if pflag || Pflag {
				r.outf("%s\n", full)
			} else {
				r.outf("%s is %s\n", name, full)
			}
			if aflag && kind == "cmd" && strings.HasPrefix(full, "/usr/bin/") {
				if tflag {
					r.outf("file\n")
				} else if pflag || Pflag {
					r.outf("/bin/%s\n", name)
				} else {
					r.outf("%s is /bin/%s\n", name, name)
				}
			}
		} else if strings.Contains(name, "/") {
			if fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, name)); err == nil && isExec(fi) && !fi.IsDir() {
				found = true
				if tflag {
					r.outf("file\n")
				} else if pflag || Pflag {
					r.outf("%s\n", name)
				} else {
					r.outf("%s is %s\n", name, name)
				}
			}
		}
		if !found {
			if !tflag && !pflag && !Pflag {
				r.errLine("type: %s: not found", name)
			}
			status = 1
		}
	}
	return status
}

func builtinCommand(r *runner, args []string) int {
	args = args[1:]
	v, V, p := false, false, false
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'v': // the last of -v and -V counts (bash)
				v, V = true, false
			case 'V':
				v, V = false, true
			case 'p':
				p = true
			default:
				r.errLine("command: -%c: invalid option", c)
				r.errf("command: usage: command [-pVv] command [arg ...]\n")
				return 2
			}
		}
		args = args[1:]
	}
	if p && r.opts.restricted {
		return r.restrictedErr("command: -p")
	}
	if len(args) == 0 {
		return 0
	}
	if p && (v || V) {
		// -p: look the command up in the default PATH.
		tmp := &scope{vars: map[string]*variable{"PATH": {set: true, str: stdPath}}, parent: r.cur, temp: true}
		saved := r.cur
		r.cur = tmp
		defer func() { r.cur = saved }()
	}
	if v || V {
		// Success when any name is found (type fails when any is not).
		status := 1
		for _, name := range args {
			if r.describeCommand(name, V) {
				status = 0
			}
		}
		return status
	}
	name := args[0]
	if r.jobSpecCommand(args) {
		return r.exit
	}
	if strings.Contains(name, "/") {
		r.execFile(name, args)
		return r.exit
	}
	if b, ok := builtins[name]; ok && (!r.sh.cfg.Withheld[name] || coreBuiltins[name]) && !r.disabled[name] {
		saved := r.viaCommand
		r.viaCommand = true
		defer func() { r.viaCommand = saved }()
		return r.runNotSpecial(name, b, args)
	}
	// -p: bash's CMD_STDPATH searches the default path, past the hash
	// table, and remembers what it finds there; PATH stays as it is.
	r.stdPath = p
	r.execCommand(name, args)
	return r.exit
}

// stdPath is confstr(_CS_PATH), the path command -p searches (bash).
const stdPath = "/bin:/usr/bin"

// runNotSpecial runs a builtin for command or builtin, which take away a
// special builtin's power to end a POSIX shell on an assignment error.
func (r *runner) runNotSpecial(name string, b builtinFunc, args []string) int {
	saved := r.notSpecial
	r.notSpecial = true
	defer func() { r.notSpecial = saved }()
	return r.runBuiltin(name, b, args)
}

func (r *runner) describeCommand(name string, verbose bool) bool {
	if a, ok := r.aliases[name]; ok && r.opts.expandAliases {
		if verbose {
			r.outf("%s is aliased to `%s'\n", name, a)
		} else {
			r.outf("alias %s=%s\n", name, singleQuote(a))
		}
		return true
	}
	if keywords[name] {
		if verbose {
			r.outf("%s is a shell keyword\n", name)
		} else {
			r.outf("%s\n", name)
		}
		return true
	}
	if fd, ok := r.funcs[name]; ok {
		if verbose {
			r.outf("%s is a function\n%s\n", name, r.funcText(name, fd))
		} else {
			r.outf("%s\n", name)
		}
		return true
	}
	if _, ok := builtins[name]; ok && !r.sh.cfg.Withheld[name] && !r.disabled[name] {
		if verbose {
			r.outf("%s is a %sshell builtin\n", name, r.specialWord(name))
		} else {
			r.outf("%s\n", name)
		}
		return true
	}
	if kind, full := r.describePath(name); kind != "" {
		if verbose {
			r.outf("%s is %s\n", name, full)
		} else {
			if _, hashed := r.hashTable()[name]; hashed && !strings.HasPrefix(full, "/") && !strings.HasPrefix(full, "./") {
				// bash's phash_search gives a remembered relative path
				// as ./path; one found on PATH is as written
				// (PATH=mrr command -v x says mrr/x until x has run).
				full = "./" + full
			}
			r.outf("%s\n", full)
		}
		return true
	}
	if strings.Contains(name, "/") {
		if fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, name)); err == nil && isExec(fi) && !fi.IsDir() {
			if verbose {
				r.outf("%s is %s\n", name, name)
			} else {
				r.outf("%s\n", name)
			}
			return true
		}
	}
	if verbose {
		r.errLine("command: %s: not found", name)
	}
	return false
}

func builtinBuiltin(r *runner, args []string) int {
	if len(args) > 1 && args[1] == "--" {
		args = append(args[:1:1], args[2:]...)
	} else if len(args) > 1 && len(args[1]) > 1 && args[1][0] == '-' {
		// bash's no_options: builtin takes none
		r.errLine("builtin: %s: invalid option", args[1][:2])
		r.errf("builtin: usage: builtin [shell-builtin [arg ...]]\n")
		return 2
	}
	if len(args) < 2 {
		return 0
	}
	name := args[1]
	b, ok := builtins[name]
	if !ok || (r.sh.cfg.Withheld[name] && !coreBuiltins[name]) || r.disabled[name] {
		r.errLine("builtin: %s: not a shell builtin", name)
		return 1
	}
	return r.runNotSpecial(name, b, args[1:])
}

func builtinGetopts(r *runner, args []string) int {
	// getopts takes no options: one is a usage error; -- ends them.
	if len(args) > 1 && len(args[1]) > 1 && args[1][0] == '-' {
		if args[1] != "--" {
			r.errLine("getopts: %s: invalid option", args[1][:2])
			r.errf("getopts: usage: getopts optstring name [arg ...]\n")
			return 2
		}
		args = append([]string{args[0]}, args[2:]...)
	}
	if len(args) < 3 {
		r.errf("getopts: usage: getopts optstring name [arg ...]\n") // no line number, as bash
		return 2
	}
	optstring, name := args[1], args[2]
	params := r.params
	if len(args) > 3 {
		params = args[3:]
	}
	silent := strings.HasPrefix(optstring, ":")
	if silent {
		optstring = optstring[1:]
	}
	// OPTERR set to a value whose C atoi is 0 silences the messages
	// only (bash's sv_opterr): the statuses and OPTARG stay noisy mode's.
	quiet := false
	if v, ok := r.getStr("OPTERR"); ok && v != "" {
		quiet = cAtoi(v) == 0
	}
	optindStr, _ := r.getStr("OPTIND")
	optind, err := strconv.Atoi(optindStr)
	if err != nil || optind < 1 {
		optind = 1
	}
	if optind == 1 && r.getoptsNext > 0 && r.optind != 1 {
		r.getoptsNext = 0
	}
	// bind sets name as bash's getopts_bind_variable does: a name that
	// is no identifier is an error found only then (status 1).
	bind := func(val string) int {
		if !validName(name) {
			r.errLine("getopts: `%s': not a valid identifier", name)
			return 1
		}
		if err := r.setStr(name, val, false); err != nil {
			if ve, ok := err.(*varError); ok && ve.badRef {
				// no variable bound: a plain failure, and the
				// message is getopts' own
				r.errLine("getopts: %s", err)
				return 1
			}
			r.errLine("%s", err)
			return 2 // bash's getopts_bind_variable: EX_MISCERROR for a readonly name
		}
		return 0
	}
	setOptarg := func(v string) {
		// bash's getopts binds OPTARG with bind_variable, which
		// reports a readonly OPTARG and goes on.
		if err := r.setStr("OPTARG", v, false); err != nil {
			r.errLine("%s", err)
		}
	}
	setOptind := func(n int) {
		// An assignment to OPTIND restarts the scan of a group of
		// options (-abc); getopts' own must not.
		next := r.getoptsNext
		r.setStr("OPTIND", strconv.Itoa(n), false)
		r.getoptsNext = next
		r.optind = n
	}
	if optind > len(params) {
		setOptind(len(params) + 1) // bash stops at the end of the arguments
		r.unsetVar("OPTARG")
		r.getoptsNext = 0
		bind("?")
		return 1
	}
	arg := params[optind-1]
	if r.getoptsNext == 0 {
		if len(arg) < 2 || arg[0] != '-' || arg == "--" {
			if arg == "--" {
				optind++
			}
			setOptind(optind) // set even when unchanged: OPTIND may be unset or empty
			r.unsetVar("OPTARG")
			bind("?")
			return 1
		}
		r.getoptsNext = 1
	}
	c := arg[r.getoptsNext] // a byte, as bash's getopts reads them
	r.getoptsNext++
	advance := func() {
		if r.getoptsNext >= len(arg) {
			r.getoptsNext = 0
			optind++
		}
	}
	i := strings.IndexByte(optstring, c)
	if i < 0 || c == ':' {
		advance()
		setOptind(optind)
		if silent {
			setOptarg(string([]byte{c}))
		} else {
			if !quiet {
				r.errf("%s: illegal option -- %s\n", r.arg0, []byte{c}) // no line number: bash's getopts(3)-style message
			}
			r.unsetVar("OPTARG")
		}
		return bind("?")
	}
	if i+1 < len(optstring) && optstring[i+1] == ':' {
		var val string
		if r.getoptsNext < len(arg) {
			val = arg[r.getoptsNext:]
			r.getoptsNext = 0
			optind++
		} else {
			r.getoptsNext = 0
			optind++
			if optind > len(params) {
				setOptind(optind)
				if silent {
					setOptarg(string([]byte{c}))
					return bind(":")
				}
				if !quiet {
					r.errf("%s: option requires an argument -- %s\n", r.arg0, []byte{c})
				}
				r.unsetVar("OPTARG")
				return bind("?")
			}
			val = params[optind-1]
			optind++
		}
		setOptind(optind)
		setOptarg(val)
		return bind(string([]byte{c}))
	}
	advance()
	setOptind(optind)
	r.unsetVar("OPTARG")
	return bind(string([]byte{c}))
}

// Traps.

func builtinTrap(r *runner, args []string) int {
	args = args[1:]
	// bash's internal_getopt with "lp": the options may be grouped and
	// repeated; -l wins over -p.
	list, display := false, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range []byte(args[0][1:]) {
			switch c {
			case 'l':
				list = true
			case 'p':
				display = true
			default:
				// An option bash does not have (trap -1 is not "reset").
				r.errLine("trap: -%c: invalid option", c)
				r.errf("trap: usage: trap [-lp] [[arg] signal_spec ...]\n")
				return 2
			}
		}
		args = args[1:]
	}
	if list {
		return builtinKill(r, []string{"kill", "-l"})
	}
	if display || len(args) == 0 {
		names := args
		status := 0
		// trap -p in POSIX mode shows every signal asked for (all of
		// them when none is), a default one as "trap -- - NAME" (bash's
		// display_traps with show_default).
		all := r.opts.posix && display
		if len(names) == 0 && all {
			names = allTrapNames()
		} else if len(names) == 0 {
			names = sortTrapNames(r.traps)
		}
		for _, n := range names {
			if normSig(n) == "" {
				r.errLine("trap: %s: invalid signal specification", n)
				status = 1
				continue
			}
			n = normSig(n)
			if _, ok := r.traps[n]; !ok && all && n != "" {
				r.outf("trap -- - %s\n", n)
				continue
			}
			if t, ok := r.traps[n]; ok {
				shown := sigDisplay(n)
				if r.opts.posix {
					shown = n // POSIX mode shows no SIG prefix
				}
				r.outf("trap -- %s %s\n", "'"+strings.ReplaceAll(t, "'", `'\''`)+"'", shown)
			}
		}
		return status
	}
	if _, err := strconv.Atoi(args[0]); len(args) == 1 && ((err != nil && r.opts.posix) || args[0] == "-" || normSig(args[0]) == "") {
		r.errf("trap: usage: trap [-lp] [[arg] signal_spec ...]\n")
		return 2
	}
	if r.trapsInherited {
		// The first trap in a subshell drops the parent's traps it was
		// still showing; ignored signals stay ignored, and the ERR trap
		// under set -E, DEBUG and RETURN under set -T stay set.
		kept := map[string]string{}
		for k, v := range r.traps {
			switch {
			case k == "ERR" && r.errTrapKept, (k == "DEBUG" || k == "RETURN") && r.functraceOn():
				kept[k] = v
			case v == "" && k != "EXIT" && k != "DEBUG" && k != "ERR" && k != "RETURN":
				kept[k] = v
			}
		}
		r.traps = kept
		r.trapsInherited = false
	}
	defer r.updateDisp()
	action := args[0]
	sigs := args[1:]
	if len(sigs) == 0 {
		// bash's trap_builtin: a lone argument is a signal to reset
		// when it names one (other than -), and in POSIX mode only
		// when it is a number; otherwise it is the action, and no
		// signal follows it (the usage error above).
		// trap N: reset N
		sigs = []string{action}
		action = "-"
	} else if _, err := strconv.Atoi(action); err == nil && len(sigs) > 0 {
		// trap 0 1 2: all reset when first is a number
		sigs = args
		action = "-"
	}
	status := 0
	for _, s := range sigs {
		n := normSig(s)
		if n == "" {
			r.errLine("trap: %s: invalid signal specification", s)
			status = 1
			continue
		}
		if k := sigNum(n); k > 0 && k < 64 && r.entryIgn&(1<<k) != 0 {
			// Ignored when the shell started: non-interactive bash
			// silently keeps it ignored.
			continue
		}
		if action == "-" {
			delete(r.traps, n)
		} else {
			r.traps[n] = action
		}
	}
	return status
}

// allTrapNames is every signal trap -p can show in POSIX mode, in
// bash's order: EXIT, the signals by number, DEBUG, ERR, RETURN.
func allTrapNames() []string {
	out := []string{"EXIT"}
	for n := 1; n <= 64; n++ {
		out = append(out, strconv.Itoa(n))
	}
	return append(out, "DEBUG", "ERR", "RETURN")
}

func sortTrapNames(m map[string]string) []string {
	order := []string{"EXIT"}
	for i := 1; i <= maxSig; i++ {
		order = append(order, trapKey(i))
	}
	order = append(order, "DEBUG", "ERR", "RETURN")
	var out []string
	for _, n := range order {
		if _, ok := m[n]; ok {
			out = append(out, n)
		}
	}
	return out
}

func sigDisplay(n string) string {
	switch n {
	case "EXIT", "DEBUG", "ERR", "RETURN":
		return n
	}
	if n != "" && n[0] >= '0' && n[0] <= '9' {
		return n // 32 and 33 have no name
	}
	return "SIG" + n
}

func normSig(s string) string {
	u := strings.ToUpper(s)
	switch u {
	case "0", "EXIT", "SIGEXIT":
		return "EXIT"
	case "DEBUG", "ERR", "RETURN":
		return u
	}
	n := sigNum(s)
	if n <= 0 {
		return ""
	}
	return trapKey(n)
}

// evalTrap runs the text of the trap of name (EXIT, ERR, DEBUG, RETURN
// or a signal's).
func (r *runner) evalTrap(name, src string) {
	savedInTrap := r.inTrap
	r.inTrap = true
	// bash's running_trap and trap_saved_exit_value: what exit and
	// return with no number use (a function or subshell the trap runs
	// keeps them).
	savedRunning, savedSaved := r.runningTrap, r.trapSaved
	r.runningTrap, r.trapSaved = name, r.exit
	// set -x traces a trap's text one level deeper, as eval's (bash runs
	// it with parse_and_execute); the EXIT trap of the shell itself, of a
	// $( ) or of a <( ) is run once their text has ended, at its level.
	deeper := name != "EXIT" || r.exitTrapDeeper
	if deeper {
		r.evalDepth++
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	f, err := p.Parse(strings.NewReader(src), "")
	savedSrc, savedBase := r.src, r.lineBase
	r.src, r.lineBase = src, 0
	defer func() { r.src, r.lineBase = savedSrc, savedBase }()
	if err == nil {
		// set -e holds in a trap's text, whatever condition the command
		// it interrupted was in.
		// The trap leaves PIPESTATUS as the command it followed set it.
		savedLine, savedNoErr, savedPipe, savedLast := r.lineno, r.noErrExit, r.pipeStatus, r.pipeLast
		r.noErrExit = 0
		r.stmts(f.Stmts)
		r.noErrExit = savedNoErr
		r.lineno, r.pipeStatus, r.pipeLast = savedLine, savedPipe, savedLast
	}
	r.inTrap = savedInTrap
	r.runningTrap, r.trapSaved = savedRunning, savedSaved
	if deeper {
		r.evalDepth--
	}
}

// evalTrapAtLine runs an ERR, DEBUG or RETURN trap: its $LINENO counts
// from the line of the command that ran it (a signal or EXIT trap counts
// its own lines from 1), as in bash.
func (r *runner) evalTrapAtLine(name, src string) {
	savedTL, savedTD, savedTS := r.trapLine, r.trapFuncDepth, r.trapSourceDepth
	r.trapLine, r.trapFuncDepth, r.trapSourceDepth = r.lineno, r.funcDepth, r.sourceDepth
	defer func() { r.trapLine, r.trapFuncDepth, r.trapSourceDepth = savedTL, savedTD, savedTS }()
	r.evalTrap(name, src)
}

func (r *runner) runTrap(name string) {
	// set -E: a subshell runs the ERR trap it inherited. The ERR trap
	// runs in an EXIT, a DEBUG or a signal's trap, not in itself nor in
	// a RETURN trap, as in bash.
	if r.inTrap && r.noErrTrapHere || r.trapsInherited && !(name == "ERR" && r.errTrapKept) {
		return
	}
	if t, ok := r.traps[name]; ok && t != "" {
		st := r.exit
		saved := r.noErrTrapHere
		r.noErrTrapHere = true
		r.evalTrapAtLine(name, t)
		r.noErrTrapHere = saved
		// exit in the trap leaves with its status; return in it (in a
		// function or a sourced script) returns with its status.
		if !r.exiting && !r.returning {
			r.exit = st
		}
	}
}

func (r *runner) runExitTrap() {
	// Signals that arrived during the last command are handled first.
	if !r.exiting {
		r.deliverPending()
	}
	t, ok := r.traps["EXIT"]
	if !ok || r.trapsInherited || r.exitTrapRunning {
		return
	}
	if r.execReplaced || t == "" || r.rs.fatal.Load() != nil {
		delete(r.traps, "EXIT")
		return
	}
	// While it runs, `trap` lists it still (as bash's does); a trap it
	// sets for EXIT does not run.
	r.exitTrapRunning = true
	defer func() {
		r.exitTrapRunning = false
		delete(r.traps, "EXIT")
	}()
	st := r.exit
	wasExiting := r.exiting
	r.exiting = false
	r.aborting = false
	// A subshell left by return (a function whose body is a ( )), break
	// or continue still runs its EXIT trap's commands.
	r.returning, r.breakN, r.contN = false, 0, 0
	r.evalTrap("EXIT", t)
	if !r.exiting && !r.returning {
		// exit, or return where it may be (a subshell in a function),
		// gives the trap's status.
		r.exit = st
	}
	r.exiting = wasExiting
}

// Directory stack.

// builtinDirs follows bash's dirs_builtin: +N/-N show one entry (+0 the
// working directory, -0 the bottom), -v numbers it as the full listing
// does.
func builtinDirs(r *runner, args []string) int {
	clear, long, perLine, numbered := false, false, false, false
	indexed, index, arg := false, 0, ""
	for _, a := range args[1:] {
		if a == "--" {
			break
		}
		switch a {
		case "-c":
			clear = true
		case "-l":
			long = true
		case "-p":
			perLine = true
		case "-v":
			perLine, numbered = true, true
		default:
			if a == "" || a[0] != '+' && a[0] != '-' {
				r.errLine("dirs: %s: invalid option", a)
				r.errf("dirs: usage: %s\n", builtinUsage("dirs"))
				return 2
			}
			n, ok := dirStackNumber(r, "dirs", a)
			if !ok {
				return 2
			}
			indexed, arg = true, a[1:]
			// index counts entries as dirs lists them: 0 is the working
			// directory; -1 is out of range.
			switch top := len(r.dirStack); {
			case n < 0 || n > top:
				index = -1
			case a[0] == '+':
				index = n
			default:
				index = top - n
			}
		}
	}
	if clear {
		r.dirStack = nil
		return 0
	}
	list := []string{r.dir}
	for i := len(r.dirStack) - 1; i >= 0; i-- {
		list = append(list, r.dirStack[i])
	}
	home, _ := r.getStr("HOME")
	show := func(d string) string {
		if !long && home != "" && (d == home || strings.HasPrefix(d, home+"/")) {
			return "~" + d[len(home):]
		}
		return d
	}
	if indexed {
		if index < 0 {
			r.dirStackRangeErr("dirs", arg)
			return 1
		}
		if numbered {
			r.outf("%2d  ", index)
		}
		r.outf("%s\n", show(list[index]))
		return 0
	}
	for i, d := range list {
		d = show(d)
		switch {
		case numbered:
			r.outf("%2d  %s\n", i, d)
		case perLine:
			r.outf("%s\n", d)
		default:
			if i > 0 {
				r.outf(" ")
			}
			r.outf("%s", d)
		}
	}
	if !perLine {
		r.outf("\n")
	}
	return 0
}

// pushd and popd follow bash's pushd.def: r.dirStack is its
// pushd_directory_list (bottom first), the working directory being entry
// 0 of the stack dirs shows; +N counts from the left of that listing, -N
// from the right.
func builtinPushd(r *runner, args []string) int {
	args = args[1:]
	noCD, rotate, num := false, false, 0
	for len(args) > 0 {
		a := args[0]
		if a == "-n" {
			noCD = true
		} else if a == "--" {
			args = args[1:]
			break
		} else if a == "-" {
			break
		} else if a != "" && (a[0] == '+' || a[0] == '-') {
			n, ok := dirStackNumber(r, "pushd", a)
			if !ok {
				return 2
			}
			if a[0] == '-' {
				n = len(r.dirStack) - n
			}
			if n > len(r.dirStack) || n < 0 {
				r.dirStackRangeErr("pushd", a)
				return 1
			}
			rotate, num = true, n
		} else {
			break
		}
		args = args[1:]
	}
	if rotate {
		// The working directory is part of the ring rotated num times.
		temp := r.dir
		for ; num > 0; num-- {
			top := r.dirStack[len(r.dirStack)-1]
			copy(r.dirStack[1:], r.dirStack[:len(r.dirStack)-1])
			r.dirStack[0] = temp
			temp = top
		}
		if noCD {
			return 0
		}
		return r.changeToTemp(temp, "pushd")
	}
	if len(args) == 0 {
		if noCD {
			return 0 // bash: pushd -n with no directory does nothing
		}
		if len(r.dirStack) == 0 {
			r.errLine("pushd: no other directory")
			return 1
		}
		top := r.dirStack[len(r.dirStack)-1]
		r.dirStack[len(r.dirStack)-1] = r.dir
		if noCD {
			return 0
		}
		return r.changeToTemp(top, "pushd")
	}
	dir := args[0]
	if noCD {
		r.dirStack = append(r.dirStack, dir)
		return builtinDirs(r, []string{"dirs"})
	}
	if len(args) > 1 {
		r.errLine("pushd: too many arguments")
		return 1
	}
	if dir == "-" {
		old, ok := r.getStr("OLDPWD")
		if !ok {
			r.errLine("pushd: OLDPWD not set")
			return 1
		}
		dir = old
	}
	cur := r.dir
	if dir != "" {
		target := vfs.Abs(r.dir, dir)
		viaCdpath := false
		if !strings.HasPrefix(dir, "/") && !strings.HasPrefix(dir, "./") && !strings.HasPrefix(dir, "../") && dir != "." && dir != ".." {
			// pushd changes directory as cd does: CDPATH too, and
			// prints where it went then.
			if cand, _, ok := r.cdpathLookup(dir); ok {
				target, viaCdpath = cand, true
			}
		}
		if st := r.cdTo(target, "pushd", dir); st != 0 {
			return st
		}
		if viaCdpath {
			r.outf("%s\n", r.dir)
		}
	}
	r.dirStack = append(r.dirStack, cur)
	return builtinDirs(r, []string{"dirs"})
}

// dirStackNumber reads the N of a +N or -N argument of pushd or popd,
// reporting bash's usage error when it is no number.
func dirStackNumber(r *runner, who, a string) (int, bool) {
	n, err := strconv.Atoi(a[1:])
	if err != nil || a[1:] == "" || a[1] == '+' || a[1] == '-' {
		r.errLine("%s: %s: invalid number", who, a)
		r.errf("%s: usage: %s\n", who, builtinUsage(who))
		return 0, false
	}
	return n, true
}

func (r *runner) dirStackRangeErr(who, arg string) {
	if len(r.dirStack) == 0 {
		r.errLine("%s: directory stack empty", who)
		return
	}
	r.errLine("%s: %s: directory stack index out of range", who, arg)
}

// changeToTemp changes to dir and lists the stack (bash's change_to_temp).
func (r *runner) changeToTemp(dir, who string) int {
	if st := r.cdTo(vfs.Abs(r.dir, dir), who, dir); st != 0 {
		return st
	}
	return builtinDirs(r, []string{"dirs"})
}

// cdTo changes to target, named as written in errors.
func (r *runner) cdTo(target, who, written string) int {
	fi, err := r.sh.cfg.FS.Stat(r.ctx, target)
	if err != nil {
		r.errLine("%s: %s: %s", who, written, vfs.Strerror(err))
		return 1
	}
	if !fi.IsDir() {
		r.errLine("%s: %s: Not a directory", who, written)
		return 1
	}
	r.chdir(target)
	return 0
}

func builtinPopd(r *runner, args []string) int {
	noCD, plus, which, whichWord := false, true, 0, ""
	for _, a := range args[1:] {
		if a == "-n" {
			noCD = true
		} else if a == "--" {
			break
		} else if a != "" && (a[0] == '+' || a[0] == '-') {
			n, ok := dirStackNumber(r, "popd", a)
			if !ok {
				return 2
			}
			plus, which, whichWord = a[0] == '+', n, a
		} else if a != "" {
			r.errLine("popd: %s: invalid argument", a)
			r.errf("popd: usage: %s\n", builtinUsage("popd"))
			return 2
		} else {
			break
		}
	}
	off := len(r.dirStack)
	if which > off || which < -off || off == 0 && which == 0 {
		r.dirStackRangeErr("popd", whichWord)
		return 1
	}
	if plus && which == 0 || !plus && which == off {
		if !noCD {
			top := r.dirStack[off-1]
			if st := r.cdTo(vfs.Abs(r.dir, top), "popd", top); st != 0 {
				return st
			}
		}
		r.dirStack = r.dirStack[:off-1]
	} else {
		i := which
		if plus {
			i = off - which
		}
		if i < 0 || i > off {
			r.dirStackRangeErr("popd", whichWord)
			return 1
		}
		r.dirStack = append(r.dirStack[:i], r.dirStack[i+1:]...)
	}
	return builtinDirs(r, []string{"dirs"})
}

// help prints the sandbox's own description, generated from the Config.
func builtinHelp(r *runner, args []string) int {
	// -d: the short description, -s: the usage line, -m: the long form
	// (shown here as without it); any other option is bash's usage error.
	short, synopsis := false, false
	for len(args) > 1 && len(args[1]) > 1 && args[1][0] == '-' {
		if args[1] == "--" {
			args = append(args[:1:1], args[2:]...)
			break
		}
		for _, c := range []byte(args[1][1:]) {
			switch c {
			case 'd':
				short = true
			case 's':
				synopsis = true
			case 'm':
			default:
				r.errLine("help: -%c: invalid option", c)
				r.errf("help: usage: help [-dms] [pattern ...]\n")
				return 2
			}
		}
		args = append(args[:1:1], args[2:]...)
	}
	if len(args) > 1 {
		// bash complains only when no pattern matched, naming the last.
		matched := false
		for _, name := range args[1:] {
			if r.sh.cfg.Withheld[name] {
				continue
			}
			// A builtin before a command of the same name (printf, echo,
			// test, kill, pwd): bash's help knows only its builtins.
			if _, ok := builtins[name]; ok {
				matched = true
				switch {
				case short:
					r.outf("%s - %s\n", name, builtinSummary(name))
				case synopsis:
					r.outf("%s: %s\n", name, builtinUsage(name))
				default:
					r.outf("%s: %s\n    %s\n", name, builtinUsage(name), builtinSummary(name))
				}
				continue
			}
			if c, ok := r.sh.cfg.Commands[name]; ok {
				matched = true
				u := c.Usage
				if u == "" {
					u = name + ": " + c.Summary + "\n"
				}
				r.outf("%s", u)
				if !strings.HasSuffix(u, "\n") {
					r.outf("\n")
				}
			}
		}
		if matched {
			return 0
		}
		name := args[len(args)-1]
		if r.sh.cfg.Withheld[name] {
			r.errLine("help: no help topics match `%s'.", name)
		} else {
			r.errLine("help: no help topics match `%s'.  Try `help help' or `man -k %s' or `info %s'.", name, name, name)
		}
		return 1
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Computerwelt sandbox shell (bash 5.2 compatible)\n\n")
	fmt.Fprintf(&b, "Working directory: %s\n", r.dir)
	if ms := mountsOf(r.sh.cfg.FS); ms != nil {
		writeMounts(&b, ms)
	} else {
		desc := "virtual filesystem"
		if d, ok := r.sh.cfg.FS.(vfs.Describer); ok {
			desc = d.Describe()
		}
		fmt.Fprintf(&b, "Filesystem: %s\n", desc)
	}
	b.WriteString("\nShell builtins:\n")
	var names []string
	for n := range builtins {
		if !r.sh.cfg.Withheld[n] {
			names = append(names, n)
		}
	}
	sortStrings(names)
	writeColumns(&b, names)
	b.WriteString("\nCommands:\n")
	var cmds, extra []string
	for n, c := range r.sh.cfg.Commands {
		switch {
		case r.sh.cfg.Withheld[n]:
		case r.sh.cfg.Extra[n]:
			extra = append(extra, fmt.Sprintf("%-12s %s", n, c.Summary))
		default:
			cmds = append(cmds, fmt.Sprintf("%-12s %s", n, c.Summary))
		}
	}
	for n := range internalCommands {
		if _, ok := r.sh.cfg.Commands[n]; !ok && !r.sh.cfg.Withheld[n] {
			cmds = append(cmds, fmt.Sprintf("%-12s %s", n, "run a script in a child shell of this sandbox (bash -c, bash FILE, bash -s)"))
		}
	}
	sortStrings(cmds)
	for _, c := range cmds {
		b.WriteString("  " + c + "\n")
	}
	if len(extra) > 0 || len(r.sh.cfg.Unavailable) > 0 {
		b.WriteString("\nWorkspace commands (provided by the host):\n")
		for n, summary := range r.sh.cfg.Unavailable {
			extra = append(extra, fmt.Sprintf("%-12s %s (not available in this session)", n, summary))
		}
		sortStrings(extra)
		for _, c := range extra {
			b.WriteString("  " + c + "\n")
		}
	}
	l := r.rs.limits
	fmt.Fprintf(&b, "\nLimits: timeout %s, %d commands, %d bytes of output per stream, %d loop iterations, call depth %d,\n",
		l.Timeout, l.MaxCommands, l.MaxOutputBytes, l.MaxLoopIterations, l.MaxCallDepth)
	fmt.Fprintf(&b, "  substitution depth %d, %d bytes per string, %d words per brace expansion, %d glob matches,\n",
		l.MaxSubstitutionDepth, l.MaxStringBytes, l.MaxBraceExpansion, l.MaxGlobMatches)
	fmt.Fprintf(&b, "  %d elements per array, %d bytes per file, %d bytes per filesystem.\n",
		l.MaxArrayElements, l.MaxFileBytes, l.MaxFilesystemBytes)
	b.WriteString("\n`help NAME` shows a command's usage; `NAME --help` works for commands.\n")
	return r.writeOut("help", b.String())
}

// mounter is implemented by mount tables (vfs/mount).
type mounter interface{ Mounts() []vfs.Mount }

// mountsOf returns the mount table of fsys, or of the filesystems it wraps
// (through an Unwrap() vfs.FS method), or nil when there is none.
func mountsOf(fsys vfs.FS) []vfs.Mount {
	for i := 0; fsys != nil && i < 16; i++ {
		if m, ok := fsys.(mounter); ok {
			return m.Mounts()
		}
		u, ok := fsys.(interface{ Unwrap() vfs.FS })
		if !ok {
			return nil
		}
		fsys = u.Unwrap()
	}
	return nil
}

// writeMounts prints the mount table: path, access, description.
func writeMounts(b *strings.Builder, ms []vfs.Mount) {
	b.WriteString("Mounts:\n")
	w := 0
	for _, m := range ms {
		w = max(w, len(m.Path))
	}
	for _, m := range ms {
		access := "writable"
		if m.ReadOnly {
			access = "read-only"
		}
		desc := m.Description
		if desc == "" {
			if d, ok := m.FS.(vfs.Describer); ok {
				desc = d.Describe()
			}
		}
		if m.Name != "" && !strings.Contains(desc, m.Name) {
			if desc == "" {
				desc = m.Name
			} else {
				desc = m.Name + ": " + desc
			}
		}
		fmt.Fprintf(b, "  %-*s  %-9s  %s\n", w, m.Path, access, desc)
	}
}

func writeColumns(b *strings.Builder, names []string) {
	const width = 78
	w := 0
	for _, n := range names {
		if len(n) > w {
			w = len(n)
		}
	}
	w += 2
	cols := width / w
	if cols < 1 {
		cols = 1
	}
	rows := (len(names) + cols - 1) / cols
	for row := 0; row < rows; row++ {
		b.WriteString("  ")
		for col := 0; col < cols; col++ {
			i := col*rows + row
			if i >= len(names) {
				break
			}
			fmt.Fprintf(b, "%-*s", w, names[i])
		}
		b.WriteString("\n")
	}
}

func builtinUsage(name string) string {
	if u, ok := builtinUsages()[name]; ok {
		return u
	}
	return name + " [arg ...]"
}

func builtinSummary(name string) string {
	if s, ok := builtinSummaries()[name]; ok {
		return s
	}
	return "Shell builtin."
}

var builtinUsages = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"pushd": "pushd [-n] [+N | -N | dir]", "popd": "popd [-n] [+N | -N]", "dirs": "dirs [-clpv] [+N] [-N]",
		"cd": "cd [-L|[-P [-e]] [-@]] [dir]", "echo": "echo [-neE] [arg ...]", "printf": "printf [-v var] format [arguments]",
		"read":    "read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]",
		"declare": "declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]",
		"export":  "export [-fn] [name[=value] ...] or export -p", "set": "set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]",
		"shopt": "shopt [-pqsu] [-o] [optname ...]", "test": "test [expr]", "trap": "trap [-lp] [[arg] signal_spec ...]",
		"type": "type [-afptP] name [name ...]", "wait": "wait [-fn] [-p var] [id ...]", "mapfile": "mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]",
		"readarray": "readarray [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]",
		"getopts":   "getopts optstring name [arg ...]", "help": "help [pattern ...]", "umask": "umask [-p] [-S] [mode]",
		// bash 5.2's help -s
		":": ":", "true": "true", "false": "false",
		".":        ". filename [arguments]",
		"[":        "[ arg... ]",
		"alias":    "alias [-p] [name[=value] ... ]",
		"bg":       "bg [job_spec ...]",
		"break":    "break [n]",
		"builtin":  "builtin [shell-builtin [arg ...]]",
		"caller":   "caller [expr]",
		"command":  "command [-pVv] command [arg ...]",
		"compgen":  "compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]",
		"complete": "complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]",
		"compopt":  "compopt [-o|+o option] [-DEI] [name ...]",
		"bind":     "bind [-lpsvPSVX] [-m keymap] [-f filename] [-q name] [-u name] [-r keyseq] [-x keyseq:shell-command] [keyseq:readline-function or readline-command]",
		"continue": "continue [n]",
		"disown":   "disown [-h] [-ar] [jobspec ... | pid ...]",
		"enable":   "enable [-a] [-dnps] [-f filename] [name ...]",
		"eval":     "eval [arg ...]",
		"exec":     "exec [-cl] [-a name] [command [argument ...]] [redirection ...]",
		"exit":     "exit [n]",
		"fc":       "fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]",
		"fg":       "fg [job_spec]",
		"hash":     "hash [-lr] [-p pathname] [-dt] [name ...]",
		"history":  "history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]",
		"jobs":     "jobs [-lnprs] [jobspec ...] or jobs -x command [args]",
		"kill":     "kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]",
		"let":      "let arg [arg ...]",
		"local":    "local [option] name[=value] ...",
		"logout":   "logout [n]",
		"pwd":      "pwd [-LP]",
		"readonly": "readonly [-aAf] [name[=value] ...] or readonly -p",
		"return":   "return [n]",
		"shift":    "shift [n]",
		"source":   "source filename [arguments]",
		"suspend":  "suspend [-f]",
		"times":    "times",
		"typeset":  "typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]",
		"ulimit":   "ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]",
		"unalias":  "unalias [-a] name [name ...]",
		"unset":    "unset [-f] [-v] [-n] [name ...]",
	}
})

var builtinSummaries = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"cd": "Change the shell working directory.", "echo": "Write arguments to the standard output.",
		"printf": "Formats and prints ARGUMENTS under control of the FORMAT.", "read": "Read a line from the standard input and split it into fields.",
		"declare": "Set variable values and attributes.", "export": "Set export attribute for shell variables.",
		"set": "Set or unset values of shell options and positional parameters.", "shopt": "Set and unset shell options.",
		"test": "Evaluate conditional expression.", "trap": "Trap signals and other events.", "type": "Display information about command type.",
		"help": "Display information about the sandbox and its commands.",
		// bash 5.2's help -d
		".":         "Execute commands from a file in the current shell.",
		"[":         "Evaluate conditional expression.",
		"alias":     "Define or display aliases.",
		"bg":        "Move jobs to the background.",
		"break":     "Exit for, while, or until loops.",
		"builtin":   "Execute shell builtins.",
		"caller":    "Return the context of the current subroutine call.",
		"command":   "Execute a simple command or display information about commands.",
		"compgen":   "Display possible completions depending on the options.",
		"complete":  "Specify how arguments are to be completed by Readline.",
		"compopt":   "Modify or display completion options.",
		"bind":      "Set Readline key bindings and variables.",
		"continue":  "Resume for, while, or until loops.",
		"dirs":      "Display directory stack.",
		"disown":    "Remove jobs from current shell.",
		"enable":    "Enable and disable shell builtins.",
		"eval":      "Execute arguments as a shell command.",
		"exec":      "Replace the shell with the given command.",
		"exit":      "Exit the shell.",
		"fc":        "Display or execute commands from the history list.",
		"fg":        "Move job to the foreground.",
		"getopts":   "Parse option arguments.",
		"hash":      "Remember or display program locations.",
		"history":   "Display or manipulate the history list.",
		"jobs":      "Display status of jobs.",
		"kill":      "Send a signal to a job.",
		"let":       "Evaluate arithmetic expressions.",
		"local":     "Define local variables.",
		"logout":    "Exit a login shell.",
		"mapfile":   "Read lines from the standard input into an indexed array variable.",
		"popd":      "Remove directories from stack.",
		"pushd":     "Add directories to stack.",
		"pwd":       "Print the name of the current working directory.",
		"readarray": "Read lines from a file into an array variable.",
		"readonly":  "Mark shell variables as unchangeable.",
		"return":    "Return from a shell function.",
		"shift":     "Shift positional parameters.",
		"source":    "Execute commands from a file in the current shell.",
		"suspend":   "Suspend shell execution.",
		"times":     "Display process times.",
		"typeset":   "Set variable values and attributes.",
		"ulimit":    "Modify shell resource limits.",
		"umask":     "Display or set file mode mask.",
		"unalias":   "Remove each NAME from the list of defined aliases.",
		"unset":     "Unset values and attributes of shell variables and functions.",
		"wait":      "Wait for job completion and return exit status.",
	}
})

func redirText(rd *syntax.Redirect) string {
	return bashRedir(rd, func(w *syntax.Word) string { return printNode(w) })
}

// bashRedir is a redirection as bash's print_redirection shows it (in
// declare -f, $BASH_COMMAND and job texts), its word printed by word: the
// descriptor only where it is not the operator's default, a blank after
// the operator of a file (2> f, 0<> f, <<< "w"), none in a duplication,
// which names both descriptors when they are numbers (1>&2, 3<&0-) and
// closes as N>&-.
func bashRedir(rd *syntax.Redirect, word func(*syntax.Word) string) string {
	if isHeredoc(rd) {
		// bash prints a quoted delimiter in single quotes, whatever
		// quoted it (<<\E, <<"A"B: <<'E', <<'AB').
		// A descriptor other than 0 comes first (3<<E, {v}<<E).
		n := ""
		if rd.N != nil && rd.N.Value != "0" {
			n = rd.N.Value
		}
		if d, quoted := heredocDelim(rd.Word); quoted {
			return n + rd.Op.String() + "'" + d + "'"
		}
		return n + rd.Op.String() + printNode(rd.Word)
	}
	if rd.Word == nil {
		return printNode(rd)
	}
	n, def := "", "1"
	if rd.N != nil {
		n = rd.N.Value
	}
	switch rd.Op {
	case syntax.RdrIn, syntax.DplIn, syntax.WordHdoc:
		def = "0"
	case syntax.RdrAll, syntax.AppAll:
		return rd.Op.String() + " " + word(rd.Word)
	}
	w := word(rd.Word)
	if rd.Op == syntax.DplIn || rd.Op == syntax.DplOut {
		num := strings.TrimSuffix(w, "-")
		if w == "-" {
			return cmp.Or(n, def) + ">&-"
		}
		if num != "" && strings.Trim(num, "0123456789") == "" {
			return cmp.Or(n, def) + rd.Op.String() + w
		}
		if n == def {
			n = ""
		}
		return n + rd.Op.String() + w
	}
	if rd.Op == syntax.RdrInOut {
		// bash prints <>'s descriptor unless it is 1, and its default is 0.
		n = cmp.Or(n, "0")
	}
	if n == def {
		n = ""
	}
	return n + rd.Op.String() + " " + w
}

// heredocBody is a here-document's text as bash lists it after its
// command: the body (leading tabs gone for <<-) and the delimiter line.
func heredocBody(src string, rd *syntax.Redirect) string {
	body := ""
	if rd.Hdoc != nil {
		var ok bool
		if body, ok = srcSlice(src, rd.Hdoc.Pos(), rd.Hdoc.End(), ""); !ok {
			body = printNode(rd.Hdoc)
		}
	}
	if rd.Op == syntax.DashHdoc {
		lines := strings.Split(body, "\n")
		for i := range lines {
			lines[i] = strings.TrimLeft(lines[i], "\t")
		}
		body = strings.Join(lines, "\n")
	}
	delim, _ := heredocDelim(rd.Word)
	if body == delim || strings.HasSuffix(body, "\n"+delim) {
		// the text up to the word's end holds the delimiter line
		return body + "\n"
	}
	return body + delim + "\n"
}

// isHeredoc reports whether rd is a here-document (<< or <<-), which
// has no body node when the document is empty.
func isHeredoc(rd *syntax.Redirect) bool {
	return rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc
}

// maxListDepth bounds the nesting hdocConnText follows (a longer
// chain prints by the general path).
const maxListDepth = 1000

// hdocConnText prints st, a pipeline or && || list of simple commands,
// as bash's print_cmd does when here-documents are in it: a command's
// here-document bodies wait for the next connector, which prints them
// after itself (" |\n" body " " and the pipe's own " "; " && \n" body
// " "), or for the end of the connection. bash's pipelines lean right
// (a | (b | c)), its && || lists left ((a && b) || c). hdoc reports
// whether any here-document was printed; ok is false for a statement
// of another shape.
func hdocConnText(src string, st *syntax.Stmt) (text string, hdoc, ok bool) {
	var b strings.Builder
	var pending []string
	flush := func(cs string) {
		b.WriteString(cs)
		if len(pending) == 0 {
			return
		}
		b.WriteString("\n")
		for _, body := range pending {
			b.WriteString(body)
		}
		if cs != "" {
			b.WriteString(" ")
		}
		pending, hdoc = nil, true
	}
	leaf := func(st *syntax.Stmt) bool {
		if st.Negated || st.Background || !isSimpleCmd(st) {
			return false
		}
		if _, isBin := st.Cmd.(*syntax.BinaryCmd); isBin {
			return false
		}
		cp := *st
		cp.Redirs = nil
		b.WriteString(stmtText(src, &cp))
		for _, rd := range st.Redirs {
			b.WriteString(" " + redirText(rd))
			if isHeredoc(rd) {
				pending = append(pending, heredocBody(src, rd))
			}
		}
		return true
	}
	var conn func(st *syntax.Stmt, depth int) bool
	// pipe prints the elements of a pipeline, leaning right.
	pipe := func(elems []*syntax.Stmt) bool {
		for i, e := range elems {
			if !leaf(e) {
				return false
			}
			if i < len(elems)-1 {
				flush(" |")
				b.WriteString(" ")
			}
		}
		flush("")
		return true
	}
	conn = func(st *syntax.Stmt, depth int) bool {
		if depth > maxListDepth {
			return false
		}
		c, isBin := st.Cmd.(*syntax.BinaryCmd)
		if !isBin {
			return leaf(st)
		}
		if st.Negated || st.Background || len(st.Redirs) > 0 {
			return false
		}
		switch c.Op {
		case syntax.Pipe:
			var elems []*syntax.Stmt
			var collect func(s *syntax.Stmt, d int) bool
			collect = func(s *syntax.Stmt, d int) bool {
				if bc, ok := s.Cmd.(*syntax.BinaryCmd); ok && bc.Op == syntax.Pipe && !s.Negated && !s.Background && len(s.Redirs) == 0 && d < maxListDepth {
					return collect(bc.X, d+1) && collect(bc.Y, d+1)
				}
				elems = append(elems, s)
				return true
			}
			return collect(st, 0) && pipe(elems)
		case syntax.AndStmt, syntax.OrStmt:
			if !conn(c.X, depth+1) {
				return false
			}
			flush(" " + c.Op.String() + " ")
			if !conn(c.Y, depth+1) {
				return false
			}
			flush("")
			return true
		}
		return false
	}
	if !conn(st, 0) {
		return "", false, false
	}
	return b.String(), hdoc, true
}

// stmtsHaveHeredoc reports whether a statement of list has a
// here-document of its own.
func stmtsHaveHeredoc(list []*syntax.Stmt) bool {
	for _, st := range list {
		for _, rd := range st.Redirs {
			if isHeredoc(rd) {
				return true
			}
		}
	}
	return false
}

// heredocDelim is a here-document's delimiter with its quotes taken
// off, and whether it had any.
func heredocDelim(w *syntax.Word) (string, bool) {
	text := printNode(w)
	if !strings.ContainsAny(text, "\\'\"") {
		return text, false
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '\\':
			if i+1 < len(text) {
				i++
				b.WriteByte(text[i])
			}
		case '\'', '"':
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// specialWord is "special " for a POSIX special builtin in POSIX mode,
// where type and command -V name them so (bash's describe_command).
func (r *runner) specialWord(name string) string {
	if r.opts.posix && specialBuiltins[name] {
		return "special "
	}
	return ""
}

// cAtoi is C's atoi: leading blanks, a sign and the digits that follow;
// anything else ends the number (0 when there is none).
func cAtoi(s string) int64 {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	var n int64
	for i := 0; i < len(s) && s[i] >= '0' && s[i] <= '9' && n < 1<<40; i++ {
		n = n*10 + int64(s[i]-'0')
	}
	if neg {
		return -n
	}
	return n
}
