package shell

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// let is a builtin: bash reads its arguments as words and parses each as
// arithmetic only when the command runs, so `let q=1+` fails at run time
// with status 1 and the commands before it run. The mvdan parser reads
// let's arguments as arithmetic up front; when a parse error falls in one
// (ParseError.LetWord), deferLet double-quotes that word, which the parser
// keeps as text the evaluator parses at run time.

// deferLet returns src with the let argument the error err (at offset off
// of src) fell in turned into the double-quoted word of the same text.
func deferLet(src string, off int, err error) (string, bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) || !pe.LetWord.IsValid() {
		return "", false
	}
	start := int(pe.LetWord.Offset()) - (int(pe.Pos.Offset()) - off)
	if start < 0 || start > off || start >= len(src) {
		return "", false
	}
	end := letWordEnd(src, start)
	if end <= start {
		return "", false
	}
	w := src[start:end]
	if i := strings.Index(w, "=("); i > 0 && !strings.ContainsAny(w[:i], "()") && strings.HasSuffix(w, ")") && !strings.ContainsAny(w, "'\"\\") {
		// bash reads x=( 1 + ) as an array list: its words joined by
		// one space.
		w = w[:i+2] + strings.Join(strings.Fields(w[i+2:len(w)-1]), " ") + ")"
	}
	q, ok := dquoteWord(w)
	if !ok || q == src[start:end] {
		return "", false
	}
	return src[:start] + q + src[end:], true
}

// letWordEnd returns the end of the shell word that starts at i: the first
// blank or operator character outside quotes and parentheses (bash takes
// let x=( 1 + 2 ) as one word).
func letWordEnd(src string, i int) int {
	depth := 0
	for ; i < len(src); i++ {
		switch c := src[i]; c {
		case '\\':
			i++
		case '\'':
			j := strings.IndexByte(src[i+1:], '\'')
			if j < 0 {
				return -1
			}
			i += j + 1
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
			if i >= len(src) {
				return -1
			}
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return i
			}
			depth--
		case ' ', '\t', '\n', ';', '&', '|', '<', '>':
			if depth == 0 {
				return i
			}
		}
	}
	return min(i, len(src))
}

// dquoteWord returns the double-quoted word whose value is that of the
// unquoted-or-mixed word w, without its field splitting and globbing. It
// refuses (false) words with command substitutions or $'...' quoting,
// whose text would change meaning inside double quotes.
func dquoteWord(w string) (string, bool) {
	if strings.Contains(w, "$(") || strings.ContainsAny(w, "`") || strings.Contains(w, "$'") || strings.Contains(w, "$\"") {
		return "", false
	}
	var b strings.Builder
	b.WriteByte('"')
	special := func(c byte) bool { return c == '$' || c == '`' || c == '"' || c == '\\' }
	for i := 0; i < len(w); i++ {
		switch c := w[i]; c {
		case '\\':
			if i+1 >= len(w) {
				b.WriteString(`\\`)
				continue
			}
			i++
			switch {
			case w[i] == '\n':
			case special(w[i]):
				b.WriteByte('\\')
				b.WriteByte(w[i])
			default:
				b.WriteByte(w[i])
			}
		case '\'':
			for i++; i < len(w) && w[i] != '\''; i++ {
				if special(w[i]) {
					b.WriteByte('\\')
				}
				b.WriteByte(w[i])
			}
		case '"':
			for i++; i < len(w) && w[i] != '"'; i++ {
				if w[i] == '\\' && i+1 < len(w) {
					b.WriteByte(w[i])
					i++
				}
				b.WriteByte(w[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String(), true
}
