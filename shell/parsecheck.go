package shell

import "mvdan.cc/sh/v3/syntax"

// checkGrammar reports what bash's grammar refuses but the mvdan parser
// accepts, as the parse error bash gives: a function body must be a
// compound command, so `f() echo hi` and `f() g() { ...; }` are syntax
// errors at `echo` and `g`.
func checkGrammar(stmts []*syntax.Stmt) error {
	var err error
	for _, st := range stmts {
		syntax.Walk(st, func(n syntax.Node) bool {
			if err != nil {
				return false
			}
			if fd, ok := n.(*syntax.FuncDecl); ok && fd.Body != nil {
				if tok, pos, ok := simpleBody(fd.Body); ok {
					err = syntax.ParseError{Pos: pos, Text: "a function body must be a compound command, encountered `" + tok + "`", Token: tok, TokenPos: pos}
				}
			}
			return true
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// simpleBody returns the first token of a function body that is no
// compound command.
func simpleBody(body *syntax.Stmt) (string, syntax.Pos, bool) {
	if body.Negated {
		return "!", body.Pos(), true
	}
	switch c := body.Cmd.(type) {
	case *syntax.Block, *syntax.Subshell, *syntax.IfClause, *syntax.WhileClause,
		*syntax.ForClause, *syntax.CaseClause, *syntax.ArithmCmd, *syntax.TestClause:
		return "", syntax.Pos{}, false
	case *syntax.FuncDecl:
		if c.Name != nil {
			return c.Name.Value, c.Pos(), true
		}
	case *syntax.CallExpr:
		if len(c.Assigns) > 0 {
			return printNode(c.Assigns[0]), c.Pos(), true
		}
		if len(c.Args) > 0 {
			return printNode(c.Args[0]), c.Pos(), true
		}
	case *syntax.DeclClause:
		return c.Variant.Value, c.Pos(), true
	case *syntax.LetClause:
		return "let", c.Pos(), true
	case *syntax.TimeClause:
		return "time", c.Pos(), true
	case *syntax.CoprocClause:
		return "coproc", c.Pos(), true
	}
	return "", syntax.Pos{}, false
}
