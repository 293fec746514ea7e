package shell

import (
	"encoding/hex"
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// bash parses arithmetic only when it evaluates it: the text between
// $(( and )) (or (( and )) is expanded like a double-quoted string and the
// result is parsed then. So `$(( x$foo = 42 ))`, `$(( ${base}#a ))` and
// `(( a = 1  # text ))` are valid scripts, whose errors (if any) come at
// run time with status 1. The mvdan parser parses arithmetic up front and
// refuses them. When a parse error falls inside an arithmetic expression,
// quoteArith rewrites that expression to the equivalent `(( "text" ))`,
// which the parser accepts and the evaluator expands and parses at run
// time, as bash does.

// maxArithRequotes bounds the re-parses one script may cost.
const maxArithRequotes = 64

// arithErrorOffset returns the byte offset of a parse error, if err is one.
func arithErrorOffset(err error) (int, bool) {
	var pe syntax.ParseError
	if errors.As(err, &pe) {
		return int(pe.Pos.Offset()), true
	}
	// A feature of another shell (zsh's floating point) is a bash
	// arithmetic error at run time.
	var le syntax.LangError
	if errors.As(err, &le) {
		return int(le.Pos.Offset()), true
	}
	return 0, false
}

// quoteArith returns src with the innermost (( )) or $[ ] around offset
// off turned into (( "text" )) (or $[ "text" ]), the double quotes of
// the text taken off: bash expands the text as in double quotes,
// removing them, before it parses it. It reports false when off is not
// inside arithmetic that can be quoted that way, or when quoting changes
// nothing (text quoteArith quoted already).
func quoteArith(src string, off int) (string, bool) {
	// The error may be at the '$' of "$((".
	off = min(off+1, len(src))
	for i := off; i >= 0; i-- {
		if strings.HasPrefix(src[i:], "$[") {
			end := matchBracket(src, i+1)
			if end < 0 || end < off-1 {
				continue
			}
			body, ok := arithDequote(src[i+2 : end])
			if !ok {
				return "", false
			}
			fixed := src[:i+2] + `"` + body + `"` + src[end:]
			return fixed, fixed != src
		}
		if i+1 >= len(src) || src[i] != '(' || src[i+1] != '(' {
			continue
		}
		if i > 0 && src[i-1] == '=' {
			return "", false // a=((1)): an array literal, no arithmetic
		}
		end := arithClose(src, i)
		if end < 0 || end < off || !arithByBash(src, i) {
			continue
		}
		body := src[i+2 : end-1]
		if forArith(src[:i]) {
			// for (( init; test; step )): each part on its own.
			parts := splitTopSemicolons(body)
			if len(parts) != 3 {
				return "", false
			}
			for k, part := range parts {
				if strings.TrimSpace(part) != "" {
					q, ok := arithDequote(part)
					if !ok {
						return "", false
					}
					parts[k] = `"` + q + `"`
				}
			}
			fixed := src[:i+2] + strings.Join(parts, ";") + src[end-1:]
			return fixed, fixed != src
		}
		q, ok := arithDequote(body)
		if !ok {
			return "", false
		}
		fixed := src[:i+2] + `"` + q + `"` + src[end-1:]
		return fixed, fixed != src
	}
	return "", false
}

// matchBracket returns the index of the ']' that matches the '[' at i,
// quoted text skipped, or -1: bash reads $[ ] as it reads $(( )).
func matchBracket(src string, i int) int {
	depth := 0
	for j := i; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '\'', '"':
			k := skipQuoted(src, j)
			if k < 0 {
				return -1
			}
			j = k
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// skipQuoted returns the index of the quote that closes the one at i, or
// -1.
func skipQuoted(s string, i int) int {
	if s[i] == '\'' {
		k := strings.IndexByte(s[i+1:], '\'')
		if k < 0 {
			return -1
		}
		return i + 1 + k
	}
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return -1
}

// arithDequote returns body, arithmetic text, with its double quotes
// taken off, ready to be put in one pair of double quotes: bash expands
// the text as in double quotes and removes the quotes. What a command
// substitution or a ${ } holds stays as it is (its quotes are its own);
// a single-quoted part stays too, literal inside the double quotes, as
// bash then reports it. It reports false for text that one pair of
// double quotes cannot hold as bash reads it (a double quote inside
// single quotes, an unclosed quote or substitution).
func arithDequote(body string) (string, bool) {
	if !strings.ContainsAny(body, "\"'") {
		return body, arithQuotable(body)
	}
	var b strings.Builder
	inDq := false
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c == '\\':
			end := min(i+2, len(body))
			b.WriteString(body[i:end])
			i = end - 1
		case c == '$' && i+1 < len(body) && (body[i+1] == '(' || body[i+1] == '{'):
			var j int
			if body[i+1] == '(' {
				j = skipComsub(body, i+1)
			} else {
				j = skipBrace(body, i+1)
			}
			if j < 0 {
				return "", false
			}
			b.WriteString(body[i : j+1])
			i = j
		case c == '`':
			j := strings.IndexByte(body[i+1:], '`')
			if j < 0 {
				return "", false
			}
			b.WriteString(body[i : i+j+2])
			i += j + 1
		case c == '"':
			inDq = !inDq
		case c == '\'' && !inDq:
			j := skipQuoted(body, i)
			if j < 0 || strings.IndexByte(body[i:j], '"') >= 0 {
				return "", false
			}
			b.WriteString(body[i : j+1])
			i = j
		default:
			b.WriteByte(c)
		}
	}
	if inDq {
		return "", false
	}
	return b.String(), true
}

// skipBrace returns the index of the '}' that closes the '{' at i,
// quoted text and nested braces skipped, or -1.
func skipBrace(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '\'', '"':
			k := skipQuoted(s, j)
			if k < 0 {
				return -1
			}
			j = k
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// deferArithComment turns the innermost $(( )) around off whose body
// has a comment that runs past its end (arithCommentOpen) into a
// deferBadParam stand-in: bash extracts a $(( )) as a command
// substitution's text when it expands it, where a # after a blank
// starts a comment that hides the closing )), so `$(( 1 # c ))` is
// "bad substitution: no closing `)' in" the word, when it runs.
func deferArithComment(src string, off int) (string, bool) {
	off = min(off+1, len(src)-1)
	for i := off; i >= 0; i-- {
		if !strings.HasPrefix(src[i:], "$((") {
			continue
		}
		end := arithClose(src, i+1)
		if end < 0 || end < off {
			continue
		}
		text := src[i : end+1]
		if !arithCommentAt(text) {
			return "", false
		}
		return src[:i] + badParamStandIn(text) + src[end+1:], true
	}
	return "", false
}

// arithCommentAt reports whether text is a $(( )) whose body has a
// comment that runs past its end.
func arithCommentAt(text string) bool {
	body, ok := strings.CutPrefix(text, "$((")
	if body, ok = strings.CutSuffix(body, "))"); !ok {
		return false
	}
	return arithCommentOpen(body)
}

// arithQuotable reports whether quoteArith may put body in double quotes.
// Quotes inside a command substitution ($(…) or `…`) belong to that
// command and stay as they are: `$(( $(tr '\n' + < f) 0 ))` is a run-time
// matter in bash, not a syntax error. A quote outside one makes it false:
// the parser reads those itself, and a body quoteArith quoted already must
// not be quoted again.
func arithQuotable(body string) bool {
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case '$':
			if i+1 < len(body) && body[i+1] == '(' {
				j := skipComsub(body, i+1)
				if j < 0 {
					return false
				}
				i = j
			}
		case '`':
			j := strings.IndexByte(body[i+1:], '`')
			if j < 0 {
				return false
			}
			i += j + 1
		case '"', '\'':
			return false
		}
	}
	return true
}

// skipComsub returns the index of the ')' that matches the '(' at i,
// skipping quoted text and nested parentheses, or -1.
func skipComsub(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '\'':
			k := strings.IndexByte(s[j+1:], '\'')
			if k < 0 {
				return -1
			}
			j += k + 1
		case '"':
			for j++; j < len(s) && s[j] != '"'; j++ {
				if s[j] == '\\' {
					j++
				}
			}
			if j >= len(s) {
				return -1
			}
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// forArith reports whether before ends in the keyword for (and blanks):
// the (( that follows holds a C-style loop's three expressions.
func forArith(before string) bool {
	t := strings.TrimRight(before, " \t")
	if !strings.HasSuffix(t, "for") {
		return false
	}
	t = t[:len(t)-3]
	return t == "" || strings.ContainsRune(" \t\n;&|(){}", rune(t[len(t)-1]))
}

// splitTopSemicolons splits s at the semicolons outside parentheses.
func splitTopSemicolons(s string) []string {
	var parts []string
	depth, from := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ';':
			if depth == 0 {
				parts = append(parts, s[from:i])
				from = i + 1
			}
		}
	}
	return append(parts, s[from:])
}

// arithClose returns the index of the second ')' of the "))" that closes
// the "((" at i, or -1.
func arithClose(src string, i int) int {
	j := matchParen(src, i)
	if j > i+2 && src[j-1] == ')' {
		return j
	}
	return -1
}

// arithByBash reports whether bash reads the "((" at i as arithmetic:
// it reads to the ')' matching the second '(' and takes the text as
// arithmetic only when another ')' follows at once, so
// $((echo a); (echo b)) is a command substitution of two subshells.
func arithByBash(src string, i int) bool {
	j := matchParen(src, i+1)
	return j >= 0 && j+1 < len(src) && src[j+1] == ')'
}

// matchParen returns the index of the ')' that matches the '(' at i, or
// -1. Quoted text is skipped, as bash's reader (parse_matched_pair) skips
// it: the ) of `$(( 1 # ")" ))` is no closing one.
func matchParen(src string, i int) int {
	return skipComsub(src, i)
}

// blankSource keeps src's newlines and replaces everything else by
// spaces: re-parsing it yields nothing but keeps offsets and lines.
func blankSource(src string) string {
	b := []byte(src)
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}

// deferParse rewrites the construct around a parse error at off that bash
// only checks when it runs: a backquoted command (deferBquote),
// arithmetic (quoteArith) or a parameter expansion bash calls a bad
// substitution (deferBadParam).
func deferParse(src string, off int, err error) (string, bool) {
	if s, ok := deferBquote(src, off, err); ok {
		return s, true
	}
	if s, ok := deferLet(src, off, err); ok {
		return s, true
	}
	if s, ok := deferArithParam(src, off); ok {
		return s, true
	}
	if s, ok := deferArithComment(src, off); ok {
		return s, true
	}
	if s, ok := quoteArith(src, off); ok {
		return s, true
	}
	if s, ok := subshellSubst(src, off); ok {
		return s, true
	}
	if s, ok := deferHeredoc(src, off); ok {
		return s, true
	}
	if err != nil && strings.Contains(err.Error(), "reached EOF") {
		// A quote or ${ left open to the end is a syntax error for bash
		// too ("${u:-x'y}": unexpected EOF while looking for matching
		// `''), not a bad substitution found when it runs.
		return "", false
	}
	return deferBadParam(src, off)
}

// subshellSubst returns src with the "$((" before off that no "))"
// closes turned into "$( (": bash reads $((exit 3) | cat) as a command
// substitution of a subshell, not as arithmetic; likewise a "((" that
// starts a command is "( (".
func subshellSubst(src string, off int) (string, bool) {
	for i := min(off, len(src)-3); i >= 0; i-- {
		if !strings.HasPrefix(src[i:], "$((") {
			continue
		}
		if arithByBash(src, i+1) {
			// Arithmetic, maybe inside the one at fault:
			// $(( echo $((1+2)) ) | cat).
			continue
		}
		if matchParen(src, i+2) < 0 || matchParen(src, i+1) < 0 {
			// Not all read yet (a script read from a stream: the
			// "))" may be on a line to come).
			return "", false
		}
		return src[:i+2] + " " + src[i+2:], true
	}
	// The same for a command: ((echo a) ) is a subshell in a subshell.
	for i := min(off, len(src)-2); i >= 0; i-- {
		if !strings.HasPrefix(src[i:], "((") || i > 0 && src[i-1] == '$' {
			continue
		}
		// bash reads to the ')' matching the second '(' and takes
		// the text as arithmetic when another ')' follows at once.
		j := matchParen(src, i+1)
		if j < 0 || j+1 < len(src) && src[j+1] == ')' {
			return "", false
		}
		return src[:i+1] + " " + src[i+1:], true
	}
	return "", false
}

// unclosedArith finds the "((", "$((" or "$[" before off that nothing
// closes: bash reads those to their end before it parses them, so an
// error in one that runs to the end of the input is that end. It returns
// the line of the opening and the character bash looked for.
func unclosedArith(src string, off int) (line int, want byte, ok bool) {
	for i := min(off+1, len(src)-2); i >= 0; i-- {
		switch {
		case strings.HasPrefix(src[i:], "(("):
			// "$((" reads to the ')' matching its first '(', a
			// command's "((" to the one matching its second.
			if i > 0 && src[i-1] == '$' && matchParen(src, i) >= 0 || (i == 0 || src[i-1] != '$') && matchParen(src, i+1) >= 0 {
				continue
			}
			want = ')'
		case strings.HasPrefix(src[i:], "$["):
			if strings.IndexByte(src[i:], ']') >= 0 {
				continue
			}
			want = ']'
		default:
			continue
		}
		return strings.Count(src[:i], "\n") + 1, want, true
	}
	return 0, 0, false
}

// badParamPrefix names the stand-in for a ${...} the parser refuses; the
// rest of the name is the original text in hex, reported at run time.
const badParamPrefix = "__cw_bad_substitution_"

// deferBadParam turns the innermost ${...} around off into a stand-in
// that fails with "${...}: bad substitution" when (and only when) it is
// expanded: bash reports `${%}` or `${#x-y}` at run time, status 1.
func deferBadParam(src string, off int) (string, bool) {
	if off >= len(src) {
		off = len(src) - 1
	}
	for i := off; i >= 0; i-- {
		if i+1 >= len(src) || src[i] != '$' || src[i+1] != '{' {
			continue
		}
		end, nested := paramBraceEnd(src, i, off)
		if end < 0 || end < off {
			continue
		}
		text := src[i : end+1]
		if nested || strings.ContainsAny(text[2:], "\\`") || strings.HasPrefix(text[2:], badParamPrefix) {
			// an error in a $( ) or quotes inside is theirs
			return "", false
		}
		return src[:i] + badParamStandIn(text) + src[end+1:], true
	}
	return "", false
}

// paramBraceEnd returns the index of the } that closes the ${ at src[i:],
// counting the ${ } nested in it and skipping $( ) and quotes, as bash's
// parse_matched_pair reads it (-1 if nothing closes it). nested reports
// whether off falls inside such a $( ) or quotes, whose own error it is.
func paramBraceEnd(src string, i, off int) (end int, nested bool) {
	depth := 0
	for j := i; j < len(src); j++ {
		start := j
		switch c := src[j]; {
		case c == '\\':
			j++
		case c == '$' && j+1 < len(src) && src[j+1] == '{':
			depth++
			j++
		case c == '$' && j+1 < len(src) && src[j+1] == '(':
			if j = skipComsub(src, j+1); j < 0 {
				return -1, false
			}
		case c == '}':
			if depth--; depth == 0 {
				return j, nested
			}
		case c == '\'' || c == '"' || c == '`':
			k := j + 1
			for ; k < len(src) && src[k] != c; k++ {
				if src[k] == '\\' && c != '\'' {
					k++
				}
			}
			if k >= len(src) {
				return -1, false
			}
			j = k
		}
		if j > start && start < off && off <= j {
			nested = true
		}
	}
	return -1, false
}

// badParamStandIn is the ${...} that stands in for text, a bad
// substitution, until it is expanded. bash reads ${ to its } across
// lines: the stand-in keeps the text's lines as line continuations,
// which its name loses (2 bytes a newline of text already in memory).
func badParamStandIn(text string) string {
	lines := strings.Repeat("\\\n", strings.Count(text, "\n"))
	return "${" + badParamPrefix + hex.EncodeToString([]byte(text)) + lines + "}"
}

// deferArithParam turns a `${` that nothing closes inside the arithmetic
// around off ($(( )), (( )) or $[ ]) into a deferBadParam stand-in that
// runs to the arithmetic's end: bash reads arithmetic to its closing
// parentheses before it expands the text, so `$(( 1 + ${ ))` is a bad
// substitution when it runs, not a `${` looking for its `}`.
func deferArithParam(src string, off int) (string, bool) {
	off = min(off, len(src)-1)
	for i := off; i >= 0; i-- {
		var end int // the index of the body's end
		switch {
		case strings.HasPrefix(src[i:], "(("):
			end = arithClose(src, i) - 1
		case strings.HasPrefix(src[i:], "$["):
			end = strings.IndexByte(src[i:], ']')
			if end >= 0 {
				end += i
			}
		default:
			continue
		}
		body := i + 2
		if end < off || end < body {
			continue
		}
		j := strings.LastIndex(src[body:min(off+2, end)], "${")
		if j < 0 || strings.ContainsAny(src[body:end], "\"'`") {
			return "", false
		}
		j += body
		text := src[j:end]
		if strings.HasPrefix(text[2:], badParamPrefix) {
			return "", false
		}
		if strings.Contains(text, "}") {
			// a ${...} closed in the arithmetic: that alone is bad
			return deferBadParam(src, off)
		}
		return src[:j] + badParamStandIn(text) + src[end:], true
	}
	return "", false
}

// openParam reports whether a `${` at or before off in src has no `}`
// after it: bash reads it to its `}`, on lines not read yet too.
func openParam(src string, off int) bool {
	i := strings.LastIndex(src[:min(off+2, len(src))], "${")
	return i >= 0 && !strings.Contains(src[i:], "}")
}

// badParamText returns the original text of a deferBadParam stand-in.
func badParamText(name string) (string, bool) {
	return standInText(name, badParamPrefix)
}
