package shell

import (
	"sort"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// bash 5.2 numbers the lines of a command substitution from the line of
// the command it is part of ($LINENO, error messages), and counts them in
// the text it runs: for $( ) that is the command as bash prints it back
// (parse_comsub keeps print_comsub's text), so comments, blank lines and
// continuation lines are gone, a ';' keeps the next command on its line,
// a newline starts a new one, and compound commands take bash's layout
// (if … ; then / body / fi, for … ; / do / body / done, case with one
// line per pattern, body and ;;, a function definition as declare -f
// prints it); for `…` it is the text itself. substLines maps a position
// inside such a text to that line.
type substLines struct {
	src   string      // the text the positions point into
	spans []substSpan // one per statement, by start
}

// substSpan places a statement: a position in it on script line
// line+k is on line out+k.
type substSpan struct {
	start, end uint
	line       uint
	out        int
	last       int  // the line the statement ends on in bash's layout
	bquote     bool // a `…` text: lines as written, less continuations
}

// lineOf returns the line of pos, if it falls in one of the statements.
func (s *substLines) lineOf(pos syntax.Pos) (int, bool) {
	off := pos.Offset()
	i := sort.Search(len(s.spans), func(i int) bool { return s.spans[i].start > off }) - 1
	for ; i >= 0; i-- {
		// the innermost statement holding pos starts last
		if sp := s.spans[i]; sp.end >= off {
			n := sp.out + int(pos.Line()) - int(sp.line)
			if sp.bquote && int(off) <= len(s.src) {
				// bash dropped the backslash-newlines as it read the text
				n -= strings.Count(s.src[sp.start:off], "\\\n")
			}
			return n, true
		}
	}
	return 0, false
}

// newSubstLines lays out the statements of cs, whose command runs on line
// base.
func newSubstLines(src string, cs *syntax.CmdSubst, base int) *substLines {
	s := &substLines{src: src}
	if cs.Backquotes {
		// `…` runs its text: lines as written, from the command's.
		s.spans = []substSpan{{start: cs.Left.Offset(), end: cs.Right.Offset(), line: cs.Left.Line(), out: base, bquote: true}}
		return s
	}
	s.list(cs.Stmts, base, false)
	sort.SliceStable(s.spans, func(i, j int) bool { return s.spans[i].start < s.spans[j].start })
	return s
}

// list lays out a list whose first statement is on line; fn is bash's
// function-listing mode, where every statement gets its own line. It
// returns the line the list ends on.
func (s *substLines) list(list []*syntax.Stmt, line int, fn bool) int {
	end := line
	for i, st := range list {
		if i > 0 {
			prev := list[i-1]
			switch {
			case fn || !prev.Semicolon.IsValid():
				line = end + 1
			default:
				line = end
			}
			if hasHeredoc(prev) {
				// the line after the here-document's delimiter; a
				// newline after it leaves a blank line
				line = end + 1
				if fn || !prev.Semicolon.IsValid() {
					line++
				}
			}
		}
		end = s.stmt(st, line, fn)
	}
	return end
}

// endLine returns the line st, a statement of the text, ends on in bash's
// layout: where bash is when it performs a compound command's
// redirections.
func (s *substLines) endLine(st *syntax.Stmt) (int, bool) {
	off := st.Pos().Offset()
	i := sort.Search(len(s.spans), func(i int) bool { return s.spans[i].start >= off })
	for ; i < len(s.spans) && s.spans[i].start == off; i++ {
		if sp := s.spans[i]; sp.end == st.End().Offset() && sp.last > 0 {
			return sp.last, true
		}
	}
	return 0, false
}

// stmt lays out st from line and returns the line it ends on.
func (s *substLines) stmt(st *syntax.Stmt, line int, fn bool) int {
	if st == nil {
		return line
	}
	i := len(s.spans)
	s.spans = append(s.spans, substSpan{start: st.Pos().Offset(), end: st.End().Offset(), line: st.Pos().Line(), out: line})
	end := s.layout(st, line, fn)
	s.spans[i].last = end
	return end
}

// layout lays out st, whose span is made, from line and returns the line
// it ends on.
func (s *substLines) layout(st *syntax.Stmt, line int, fn bool) int {
	switch c := st.Cmd.(type) {
	case *syntax.IfClause:
		return s.ifClause(c, line, fn)
	case *syntax.WhileClause:
		s.list(c.Cond, line, fn)
		return s.list(c.Do, line+1, fn) + 1
	case *syntax.ForClause:
		// for x in …; / do / body / done
		return s.list(c.Do, line+2, fn) + 1
	case *syntax.CaseClause:
		l := line
		for _, it := range c.Items {
			l++ // the patterns
			if len(it.Stmts) == 0 {
				l++ // an empty line for an empty body
			} else {
				l = s.list(it.Stmts, l+1, fn)
			}
			l++ // ;;
		}
		return l + 1 // esac
	case *syntax.Block:
		if fn {
			return s.list(c.Stmts, line+1, fn) + 1
		}
		return s.list(c.Stmts, line, fn)
	case *syntax.Subshell:
		return s.list(c.Stmts, line, fn)
	case *syntax.FuncDecl:
		// name () / { / body / }
		if blk, ok := c.Body.Cmd.(*syntax.Block); ok {
			s.spans = append(s.spans, substSpan{start: c.Body.Pos().Offset(), end: c.Body.End().Offset(), line: c.Body.Pos().Line(), out: line + 1})
			return s.list(blk.Stmts, line+2, true) + 1
		}
		return s.stmt(c.Body, line+2, true) + 1
	case *syntax.BinaryCmd:
		// a | b, a && b: the second on the line the first ends on
		return s.stmt(c.Y, s.stmt(c.X, line, fn), fn)
	case *syntax.TimeClause:
		return s.stmt(c.Stmt, line, fn)
	case *syntax.CoprocClause:
		return s.stmt(c.Stmt, line, fn)
	}
	// A simple command: its words as written (a quoted newline stays;
	// a continuation line joins), then its here-documents' bodies and
	// delimiters.
	end := line + wordLines(st)
	for _, rd := range st.Redirs {
		if rd.Hdoc != nil {
			end += int(rd.Hdoc.End().Line()) - int(rd.Hdoc.Pos().Line()) + 1
		} else if rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc {
			end++
		}
	}
	return end
}

func (s *substLines) ifClause(c *syntax.IfClause, line int, fn bool) int {
	// if cond; then / body / else / body / fi (an elif is an if inside
	// the else)
	s.list(c.Cond, line, fn)
	end := s.list(c.Then, line+1, fn)
	if e := c.Else; e != nil {
		if e.ThenPos.IsValid() {
			end = s.ifClause(e, end+2, fn)
		} else {
			end = s.list(e.Then, end+2, fn)
		}
	}
	return end + 1
}

// wordLines counts the newlines inside a simple command's words (not
// its here-documents).
func wordLines(st *syntax.Stmt) int {
	n := 0
	see := func(x syntax.Node) {
		if x != nil {
			n += int(x.End().Line()) - int(x.Pos().Line())
		}
	}
	switch c := st.Cmd.(type) {
	case *syntax.CallExpr:
		for _, a := range c.Assigns {
			see(a)
		}
		for _, w := range c.Args {
			see(w)
		}
	case *syntax.DeclClause:
		for _, a := range c.Args {
			see(a)
		}
	}
	for _, rd := range st.Redirs {
		if rd.Word != nil && rd.Hdoc == nil && rd.Op != syntax.Hdoc && rd.Op != syntax.DashHdoc {
			see(rd.Word)
		}
	}
	return n
}

func hasHeredoc(st *syntax.Stmt) bool {
	for _, rd := range st.Redirs {
		if rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc {
			return true
		}
	}
	return false
}
