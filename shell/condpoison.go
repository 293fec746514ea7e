package shell

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A syntax error inside [[ ]] (a missing binary operator, an unexpected
// token, …) leaves bash 5.2's parser in the state of one reading a
// conditional expression (read_token returns before it clears
// PST_CONDEXPR), and only another syntax error resets it. The next [[
// it parses in that process, in eval's or source's text or the script's
// next lines, then reads its first word as an ordinary token: "syntax
// error near unexpected token `a'" for [[ a ]], the line quoted. That
// error clears the state. runner.condPoisoned keeps it (a subshell
// inherits it, as bash's fork does); runText checks each command line
// it reads.

// poisonedCond returns that syntax error for the first [[ ]] among the
// statements of the command line that ends at lineEnd, if one has one.
// Command substitutions are not looked into (their text is read by the
// child that runs them).
func poisonedCond(src string, list []*syntax.Stmt, lineEnd int) (syntax.ParseError, bool) {
	var found *syntax.TestClause
	for _, st := range list {
		if int(st.Pos().Offset()) >= lineEnd {
			break
		}
		syntax.Walk(st, func(n syntax.Node) bool {
			if found != nil {
				return false
			}
			switch n := n.(type) {
			case *syntax.CmdSubst, *syntax.ProcSubst:
				return false
			case *syntax.TestClause:
				found = n
				return false
			}
			return true
		})
		if found != nil {
			break
		}
	}
	if found == nil {
		return syntax.ParseError{}, false
	}
	tok, off := condFirstToken(src, int(found.Left.Offset())+2)
	pos := found.Left
	if off >= 0 {
		pos = syntax.NewPos(uint(off), pos.Line(), pos.Col())
	}
	return syntax.ParseError{Pos: pos, Text: "syntax error near unexpected token `" + tok + "'"}, true
}

// condFirstToken reads the shell token at src[i:] after blanks, as
// bash's lexer would return it: a newline, an operator character, or a
// word with its quotes.
func condFirstToken(src string, i int) (string, int) {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	if i >= len(src) || src[i] == '\n' {
		return "newline", -1
	}
	switch src[i] {
	case '(', ')', ';', '&', '|', '<', '>':
		j := i + 1
		if j < len(src) && (src[j] == src[i] && src[i] != '(' && src[i] != ')') {
			j++
		}
		return src[i:j], i
	}
	j := i
	var quote byte
	for ; j < len(src); j++ {
		c := src[j]
		if quote != 0 {
			if c == quote {
				quote = 0
			} else if c == '\\' && quote == '"' {
				j++
			}
			continue
		}
		switch c {
		case '\'', '"':
			quote = c
			continue
		case '\\':
			j++
			continue
		case ' ', '\t', '\n', ';', '&', '|', '<', '>', '(', ')':
		default:
			continue
		}
		break
	}
	if j > len(src) {
		j = len(src)
	}
	return src[i:j], i
}

// poisonedCondError returns the error for a command line that failed to
// parse with a [[ ]] error: its first [[ (after from, where the line
// starts) fails on its first word instead.
func poisonedCondError(src string, perr error, from int) (syntax.ParseError, bool) {
	var pe syntax.ParseError
	if !errors.As(perr, &pe) || !pe.Cond {
		return pe, false
	}
	to := min(int(pe.Pos.Offset()), len(src))
	for i := max(from, 0); i+2 <= to; i++ {
		j := strings.Index(src[i:to], "[[")
		if j < 0 {
			break
		}
		i += j
		before := i == 0 || strings.IndexByte(" \t\n;&|(!{", src[i-1]) >= 0
		after := i+2 >= len(src) || strings.IndexByte(" \t\n", src[i+2]) >= 0
		if !before || !after {
			continue
		}
		tok, off := condFirstToken(src, i+2)
		if off < 0 {
			off = i
		}
		line := uint(strings.Count(src[:off], "\n") + 1)
		return syntax.ParseError{Pos: syntax.NewPos(uint(off), line, 1), Text: "syntax error near unexpected token `" + tok + "'"}, true
	}
	return pe, false
}
