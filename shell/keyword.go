package shell

import "mvdan.cc/sh/v3/syntax"

// set -k (keyword): every word of a simple command written as an
// assignment (NAME=value or NAME+=value, the name unquoted) is taken out
// of its arguments and assigned for the command, as the words before its
// name are (bash's separate_out_assignments under place_keywords_in_env).

// keywordStmt returns st with its simple command's assignment words made
// prefix assignments, or st itself when it has none.
func keywordStmt(st *syntax.Stmt) *syntax.Stmt {
	ce, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Args) < 2 {
		return st
	}
	var moved []*syntax.Assign
	var args []*syntax.Word
	for i, w := range ce.Args {
		if as := keywordAssign(w); i > 0 && as != nil {
			moved = append(moved, as)
			continue
		}
		args = append(args, w)
	}
	if moved == nil {
		return st
	}
	ce2 := *ce
	ce2.Assigns = append(append([]*syntax.Assign(nil), ce.Assigns...), moved...)
	ce2.Args = args
	st2 := *st
	st2.Cmd = &ce2
	return &st2
}

// keywordAssign reads w as NAME=value or NAME+=value when its first part
// is an unquoted literal holding the name and the operator.
func keywordAssign(w *syntax.Word) *syntax.Assign {
	lit, ok := w.Parts[0].(*syntax.Lit)
	if !ok {
		return nil
	}
	s := lit.Value
	i := 0
	for i < len(s) && (s[i] == '_' || isAlnum(s[i])) {
		i++
	}
	if i == 0 || s[0] >= '0' && s[0] <= '9' || i >= len(s) {
		return nil
	}
	as := &syntax.Assign{Name: &syntax.Lit{ValuePos: lit.ValuePos, ValueEnd: lit.ValuePos, Value: s[:i]}}
	switch {
	case s[i] == '=':
		i++
	case s[i] == '+' && i+1 < len(s) && s[i+1] == '=':
		as.Append = true
		i += 2
	default:
		return nil
	}
	parts := append([]syntax.WordPart(nil), w.Parts[1:]...)
	if rest := s[i:]; rest != "" {
		parts = append([]syntax.WordPart{&syntax.Lit{ValuePos: lit.ValuePos, ValueEnd: lit.ValueEnd, Value: rest}}, parts...)
	}
	if len(parts) > 0 {
		as.Value = &syntax.Word{Parts: parts}
	}
	return as
}
