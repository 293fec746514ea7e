package shell

import "mvdan.cc/sh/v3/syntax"

// checkGrammar reports what bash's grammar refuses but the mvdan parser
// accepts, as the parse error bash gives: a function body must be a
// compound command, so `f() g() { ...; }` is a syntax error at `g`.
func checkGrammar(stmts []*syntax.Stmt) error {
	var err error
	for _, st := range stmts {
		syntax.Walk(st, func(n syntax.Node) bool {
			if err != nil {
				return false
			}
			if fd, ok := n.(*syntax.FuncDecl); ok && fd.Body != nil {
				if inner, ok := fd.Body.Cmd.(*syntax.FuncDecl); ok && inner.Name != nil {
					err = syntax.ParseError{Pos: inner.Pos(), Text: "a function body must be a compound command, encountered `" + inner.Name.Value + "`"}
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
