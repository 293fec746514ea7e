package shell

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// parseError reports a syntax error of src, the script being run, as
// bash does: "NAME: line N: message", then, for an unexpected token, the
// line it is on quoted. It returns the status the script ends with: 2,
// 1 for an array literal bash's own reader gave up on, $? for an error
// in [[ ... ]] (bash 5.2 ends the script there and keeps $?).
func (r *runner) parseError(err error, src string) int {
	var pe syntax.ParseError
	if errors.As(err, &pe) && pe.Cond {
		if pe.Text != "" {
			where := ""
			if r.dashC {
				where = "-c: "
			}
			r.errf("%s: %sline %d: %s\n", r.arg0, where, pe.TokenPos.Line(), pe.Text)
		}
		return r.exit
	}
	r.syntaxError(err, src, "")
	if strings.HasPrefix(pe.Text, "reached EOF without matching `(`") && arrayOpen(src, int(pe.Pos.Offset())) {
		return 1
	}
	return 2
}

// arrayOpen reports whether the '(' at off in src opens an array literal.
func arrayOpen(src string, off int) bool {
	return off > 0 && off <= len(src) && src[off-1] == '='
}

// syntaxError reports err, a parse error of src, with bash's wording;
// where names what was being parsed ("eval: ", "-c: "), between the
// shell's name and the line.
func (r *runner) syntaxError(err error, src, where string) {
	line, msg, quote := syntaxMessage(err, src)
	srcLine := line
	if line <= 0 || where != "" {
		// eval's errors name the line of the eval command.
		line = r.lineno
	}
	if r.dashC && where == "" {
		where = "-c: "
	}
	r.errf("%s: %sline %d: %s\n", r.arg0, where, line, msg)
	if !quote {
		return
	}
	if lines := strings.Split(src, "\n"); srcLine > 0 && srcLine <= len(lines) {
		r.errf("%s: %sline %d: `%s'\n", r.arg0, where, line, strings.TrimSuffix(lines[srcLine-1], "\r"))
	}
}

// syntaxMessage returns bash's message for err, a parse error of src, the
// line it names and whether bash quotes that line after the message.
func syntaxMessage(err error, src string) (line int, msg string, quote bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) {
		var le syntax.LangError
		if errors.As(err, &le) {
			return int(le.Pos.Line()), "syntax error: " + le.Feature + " is not supported", false
		}
		return 0, "syntax error: " + err.Error(), false
	}
	line = int(pe.Pos.Line())
	text := pe.Text
	if pe.Cond {
		return int(pe.TokenPos.Line()), text, false
	}
	if strings.HasPrefix(text, "syntax error") {
		// Already bash's words (arrayParseError).
		return line, text, strings.Contains(text, "near unexpected token")
	}
	// An unclosed quote or bracketed construct: bash reads those to their
	// end before parsing them, so it names what it looked for, at the line
	// where the construct began; a command substitution is parsed as it
	// is read, so its error comes at the end of the input.
	if i := strings.Index(text, "without closing quote "); i >= 0 && pe.Token == "" {
		if q := text[i+len("without closing quote "):]; len(q) == 3 {
			return line, "unexpected EOF while looking for matching `" + q[1:2] + "'", false
		}
	}
	if open, ok := strings.CutPrefix(text, "reached EOF without matching `"); ok {
		open, _, _ = strings.Cut(open, "`")
		switch open {
		case "$(", "<(", ">(":
			return eofLine(src), "unexpected EOF while looking for matching `)'", false
		case "${":
			return line, "unexpected EOF while looking for matching `}'", false
		case "$((", "((":
			return line, "unexpected EOF while looking for matching `)'", false
		case "$[", "[":
			return line, "unexpected EOF while looking for matching `]'", false
		case "(":
			if arrayOpen(src, int(pe.Pos.Offset())) {
				return line, "unexpected EOF while looking for matching `)'", false
			}
		}
	}
	if strings.HasPrefix(text, "not a valid arithmetic operator") || strings.Contains(text, "without matching `$((`") ||
		strings.Contains(text, "without matching `((`") || strings.Contains(text, "without matching `$[`") {
		if l, want, ok := unclosedArith(src, int(pe.Pos.Offset())); ok {
			return l, "unexpected EOF while looking for matching `" + string(want) + "'", false
		}
	}
	if strings.Contains(text, "parameter expansion") || pe.Token == "illegalTok" {
		// bash reads ${ to the matching }.
		if i := strings.LastIndex(src[:min(int(pe.Pos.Offset())+1, len(src))], "${"); i >= 0 && !strings.Contains(src[i:], "}") {
			if strings.Count(src[:i], `"`)%2 == 1 {
				// ...inside double quotes, which it reads to their end.
				q := strings.LastIndex(src[:i], `"`)
				return strings.Count(src[:q], "\n") + 1, "unexpected EOF while looking for matching `\"'", false
			}
			return strings.Count(src[:i], "\n") + 1, "unexpected EOF while looking for matching `}'", false
		}
	}
	if pe.Token == "" {
		return eofLine(src), "syntax error: unexpected end of file", false
	}
	return int(pe.TokenPos.Line()), "syntax error near unexpected token `" + pe.Token + "'", true
}

// eofLine is the line bash names for an error at the end of src: the one
// after its last line, as if src ended with a newline.
func eofLine(src string) int {
	n := strings.Count(src, "\n") + 1
	if !strings.HasSuffix(src, "\n") {
		n++
	}
	return n
}

// bashParseMessage rewrites a parse error's text in bash's words, for
// errors reported without their source.
func bashParseMessage(err error) string {
	_, msg, _ := syntaxMessage(err, "")
	return msg
}

// newScriptParser returns a parser of bash scripts as bash reads them.
func newScriptParser() *syntax.Parser {
	return syntax.NewParser(syntax.Variant(syntax.LangBash), syntax.BashErrors(true))
}

// hdocEOFWarning prints bash's warning for a here-document of st that
// src ends before its delimiter line, as bash does when it reads st.
func (r *runner) hdocEOFWarning(st *syntax.Stmt, src string) {
	syntax.Walk(st, func(n syntax.Node) bool {
		rd, ok := n.(*syntax.Redirect)
		if !ok || !rd.HdocEOF {
			return true
		}
		last := strings.Count(src, "\n")
		if !strings.HasSuffix(src, "\n") {
			last++
		}
		r.errf("%s: line %d: warning: here-document at line %d delimited by end-of-file (wanted `%s')\n",
			r.arg0, last, rd.OpPos.Line(), hdocDelim(rd.Word))
		return true
	})
}

// hdocDelim is a here-document's delimiter word after quote removal.
func hdocDelim(w *syntax.Word) string {
	var b strings.Builder
	for _, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			b.WriteString(strings.ReplaceAll(p.Value, "\\", ""))
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				b.WriteString(printNode(q))
			}
		default:
			b.WriteString(printNode(part))
		}
	}
	return b.String()
}

// stmtsBefore returns the statements of src, which has the parse error
// err, that end on a line before the error's: bash has run them by the
// time it reads the line with the error.
func stmtsBefore(src string, err error) []*syntax.Stmt {
	var pe syntax.ParseError
	if !errors.As(err, &pe) {
		return nil
	}
	errLine := pe.Pos.Line()
	if pe.TokenPos.IsValid() && pe.TokenPos.Line() < errLine {
		errLine = pe.TokenPos.Line()
	}
	var list []*syntax.Stmt
	// The callback never stops the parser early: Stmts ranges over an
	// iterator that panics when told to stop; it panics even so on some
	// inputs (FuzzScript): the statements collected until then are kept.
	func() {
		defer func() { recover() }()
		newScriptParser().Stmts(strings.NewReader(src), func(st *syntax.Stmt) bool {
			if st.End().Line() < errLine {
				list = append(list, st)
			}
			return true
		})
	}()
	return list
}
