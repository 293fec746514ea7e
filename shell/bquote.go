package shell

import (
	"encoding/hex"
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// bash reads a backquoted command (`...`) to its closing backquote,
// takes the backslashes off \$, \`, \\ (and \" inside double quotes),
// and parses the text only when the substitution runs. So `if` is a
// valid line whose substitution fails at run time ("command
// substitution: line N: syntax error ...", status 2) while the rest of
// the line runs, and `echo \\` is the command `echo \`. The parser reads
// a backquoted command with the script; when a parse error falls inside
// one (ParseError.Bquote, parser patch 26), deferBquote puts a stand-in
// in its place, which cmdSubst recognises and parses then.

// bquotePrefix names the stand-in: a $( ) whose one command is this
// prefix and the text in hex, followed by the backquoted text's
// newlines so that the lines after it keep their numbers.
const bquotePrefix = "__cw_bquote_"

// deferBquote returns src with the backquoted command in which the parse
// error err fell replaced by its stand-in. off is the error's offset in
// src (src may be the end of the text the parser read).
func deferBquote(src string, off int, err error) (string, bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) || !pe.Bquote.IsValid() {
		return "", false
	}
	start := int(pe.Bquote.Offset()) - (int(pe.Pos.Offset()) - off)
	if start < 0 || start >= len(src) || src[start] != '`' {
		return "", false
	}
	end := bquoteEnd(src, start+1)
	if end < 0 {
		// bash too reads to the end of the input looking for it.
		return "", false
	}
	text := unescapeBquote(src[start+1:end], pe.BquoteDbl)
	return src[:start] + "$(" + bquotePrefix + hex.EncodeToString([]byte(text)) +
		strings.Repeat("\n", strings.Count(src[start:end], "\n")) + ")" + src[end+1:], true
}

// bquoteEnd returns the index of the backquote that closes a backquoted
// command whose text starts at i, or -1: the first one no backslash
// escapes, as bash scans it (quotes inside do not hide one).
func bquoteEnd(src string, i int) int {
	for ; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '`':
			return i
		}
	}
	return -1
}

// unescapeBquote takes off the backslashes bash removes from a
// backquoted command's text: before $, ` and \, and before " when the
// substitution is inside double quotes; a backslash-newline goes whole.
func unescapeBquote(s string, dbl bool) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			switch c := s[i+1]; {
			case c == '\n':
				// bash drops a backslash-newline as it reads the text
				i++
				continue
			case c == '$' || c == '`' || c == '\\' || c == '"' && dbl:
				b.WriteByte(c)
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// bquoteText returns the text of a deferBquote stand-in, if cs is one.
func bquoteText(cs *syntax.CmdSubst) (string, bool) {
	if len(cs.Stmts) != 1 {
		return "", false
	}
	st := cs.Stmts[0]
	ce, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Args) != 1 || len(ce.Assigns) != 0 || len(st.Redirs) != 0 || st.Negated || st.Background {
		return "", false
	}
	w := ce.Args[0]
	if len(w.Parts) != 1 {
		return "", false
	}
	lit, ok := w.Parts[0].(*syntax.Lit)
	if !ok {
		return "", false
	}
	return standInText(lit.Value, bquotePrefix)
}

// standInText decodes the source text a parse-deferring stand-in (a
// backquote or a bad parameter name, hex-encoded after prefix) carries.
func standInText(s, prefix string) (string, bool) {
	h, ok := strings.CutPrefix(s, prefix)
	if !ok {
		return "", false
	}
	b, err := hex.DecodeString(h)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// inBquote reports whether the parse error err fell inside a backquoted
// command: its closing backquote may be on a line not read yet.
func inBquote(err error) bool {
	var pe syntax.ParseError
	return errors.As(err, &pe) && pe.Bquote.IsValid()
}
