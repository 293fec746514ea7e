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
func (r *runner) parseError(err error, src, where string) int {
	var pe syntax.ParseError
	if forArithSilent(err, src) {
		if errors.As(err, &pe) && pe.Comsub {
			// (the substitution's FORCE_EOF, as below)
			if r.dashC && where == "" && r.source == "" {
				return 127
			}
			return max(r.exit, 1)
		}
		return r.exit
	}
	if errors.As(err, &pe) && condError(pe, src) {
		if pe.Text != "" {
			if r.dashC && where == "" && r.source == "" {
				where = "-c: "
			}
			line := int(pe.TokenPos.Line())
			if pe.Token == "" && strings.HasSuffix(pe.Text, "in conditional command") {
				// bash's reader counts the last line's end before
				// it returns the end of the input (`EOF').
				line = eofLine(src)
			} else if strings.HasPrefix(pe.Text, "syntax error in conditional expression") && pe.CondStart.IsValid() {
				line = int(pe.CondStart.Line()) // cond_error's cond_lineno
			}
			r.errf("%s: %sline %d: %s\n", r.errName(), where, r.textLine(line), pe.Text)
		}
		r.condParensOpen(pe, where)
		if pe.Comsub {
			// In a command substitution, which bash's reader parses as
			// it reads the word, the error jumps to the top level
			// (FORCE_EOF): bash -c's status is 127, a script's $?, or
			// 1 when that is 0.
			if r.dashC && where == "" && r.source == "" {
				return 127
			}
			return max(r.exit, 1)
		}
		if l, q, ok := condRestOpen(pe, src); ok {
			// bash's recovery reads the rest of the line's tokens, and
			// a quote in them that nothing closes to the end.
			r.errf("%s: %sline %d: unexpected EOF while looking for matching `%c'\n", r.errName(), where, r.textLine(l), q)
			return 2
		}
		if r.exit == 0 && condAtEOF(pe, src) {
			// bash's grammar: an error followed by the end of the
			// input forces status 2 (error yacc_EOF), one followed by a
			// newline keeps $?.
			return 2
		}
		return r.exit
	}
	r.syntaxError(err, src, where)
	if r.dashC && where == "" && r.source == "" && inComsub(err, src) {
		// bash -c's run_one_command: the FORCE_EOF jump of the
		// substitution's parser is status 127.
		return 127
	}
	if condInComsub(err, src, 0) {
		// A [[ ]] error in a substitution the grammar met as a word
		// (condError): bash keeps $? as for any [[ ]] error, and its
		// FORCE_EOF jump makes a 0 a 1.
		return max(r.exit, 1)
	}
	if strings.HasPrefix(pe.Text, "reached EOF without matching `(`") && arrayOpen(src, int(pe.Pos.Offset())) {
		return 1
	}
	if _, _, _, keep := syntaxMessage(err, src); keep && r.exit != 0 {
		return r.exit
	}
	return 2
}

// condError reports whether pe is an error of [[ ]]'s grammar that bash
// reports as such: not one at a word that opens a substitution whose
// inside does not parse to its `)` ([[ a b $( -n ]]), which bash's reader
// reports first, reading that word before its grammar sees it.
func condError(pe syntax.ParseError, src string) bool {
	if !pe.Cond {
		return false
	}
	if _, ok := condQuoteOpen(pe, src); ok {
		return false
	}
	_, _, _, _, ok := comsubFirst(pe, src, 0)
	return !ok
}

// condRestOpen finds, after a [[ ]] error at pe in src, a quote or
// backquote on the rest of the error's line (lines a closed quote spans
// included) that nothing closes: its line and the quote.
func condRestOpen(pe syntax.ParseError, src string) (line int, q byte, ok bool) {
	i := int(pe.TokenPos.Offset())
	if i < 0 || i > len(src) {
		return 0, 0, false
	}
	for i < len(src) {
		switch c := src[i]; {
		case c == '\n':
			return 0, 0, false
		case c == '\\':
			i += 2
		case c == '#' && (i == 0 || src[i-1] == ' ' || src[i-1] == '\t'):
			return 0, 0, false
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' && c != '\'' {
					j++
				}
				j++
			}
			if j >= len(src) {
				return strings.Count(src[:i], "\n") + 1, c, true
			}
			i = j + 1
		default:
			i++
		}
	}
	return 0, 0, false
}

// condQuoteOpen returns the quote that starts the word where [[ ]]'s
// grammar stopped when nothing closes it: bash's reader reads that word
// to the end of the input first.
func condQuoteOpen(pe syntax.ParseError, src string) (string, bool) {
	off := int(pe.TokenPos.Offset())
	if off < 0 || off >= len(src) {
		return "", false
	}
	if src[off] == '$' {
		off++
	}
	if off >= len(src) || src[off] != '\'' && src[off] != '"' {
		return "", false
	}
	q := src[off : off+1]
	return q, !strings.Contains(src[off+1:], q)
}

// remapParseError moves err's positions, found in from (a text with
// constructs rewritten by parseDeferred or aliases expanded), to the same
// places in to, the text as written, when the error's lines read the same
// in both: rewrites keep the lines, so an error on a line they did not
// touch names the word at that place in to.
func remapParseError(err error, from, to string) error {
	var pe syntax.ParseError
	if from == to || !errors.As(err, &pe) {
		return err
	}
	move := func(p syntax.Pos) (syntax.Pos, bool) {
		if !p.IsValid() {
			return p, true
		}
		off, line := int(p.Offset()), int(p.Line())
		fs, fe, ok1 := lineSpan(from, line)
		ts, te, ok2 := lineSpan(to, line)
		if !ok1 || !ok2 || from[fs:fe] != to[ts:te] || off < fs || off > fe {
			return p, false
		}
		return syntax.NewPos(uint(ts+off-fs), p.Line(), p.Col()), true
	}
	pos, ok1 := move(pe.Pos)
	tokPos, ok2 := move(pe.TokenPos)
	if !ok1 || !ok2 {
		return err
	}
	pe.Pos, pe.TokenPos = pos, tokPos
	return pe
}

// lineSpan returns the start and end offsets of line n (from 1) of s.
func lineSpan(s string, n int) (start, end int, ok bool) {
	for i := 1; i < n; i++ {
		j := strings.IndexByte(s[start:], '\n')
		if j < 0 {
			return 0, 0, false
		}
		start += j + 1
	}
	end = len(s)
	if j := strings.IndexByte(s[start:], '\n'); j >= 0 {
		end = start + j
	}
	return start, end, true
}

// condAfterComsub returns the error bash's [[ ]] grammar reports after a
// substitution or quote it read to the end of the input (condError): the
// `)' or `]]' it looked for, at the line of the [[; with an operand
// before it, the operator it expected, at the end.
func condAfterComsub(err error, src string) (line int, msg string, ok bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) || !pe.Cond {
		return 0, "", false
	}
	if _, quote := condQuoteOpen(pe, src); !quote {
		// (condError, with the message of the substitution's inside)
		_, m, _, _, ok := comsubFirst(pe, src, 0)
		if !ok || !strings.HasPrefix(m, "unexpected EOF") {
			return 0, "", false // [[ ]]'s own error, or one inside that jumps to the top (FORCE_EOF)
		}
	}
	off := min(int(pe.TokenPos.Offset()), len(src))
	condLine := strings.Count(src[:max(strings.LastIndex(src[:off], "[["), 0)], "\n") + 1
	switch {
	case strings.HasSuffix(pe.Text, "expected `)'"):
		return condLine, "expected `)'", true
	case strings.Contains(pe.Text, "unexpected token"), pe.Text == "syntax error in conditional expression":
		return condLine, "unexpected EOF while looking for `]]'", true
	case strings.Contains(pe.Text, "conditional binary operator expected"):
		return eofLine(src), pe.Text, true
	}
	return 0, "", false
}

// condAtEOF reports whether the error in [[ ]] was found at the end of
// src: the token bash stopped at is the end itself, or the newline that
// ends the error's line with nothing after it but line continuations
// ([[ a ==, [[ $x == #*). The error's position is on that line.
func condAtEOF(pe syntax.ParseError, src string) bool {
	if pe.Token == "" {
		return true // the end of the input itself
	}
	if pe.Token != "newline" {
		return false
	}
	return condAfter(src, int(pe.TokenPos.Offset())) == ""
}

// condAfter is what follows the line of src at off (continuation lines
// joined), line continuations removed.
func condAfter(src string, off int) string {
	if off > len(src) {
		return "x"
	}
	rest := src[off:]
	for {
		i := strings.IndexByte(rest, '\n')
		if i < 0 {
			return ""
		}
		if i > 0 && rest[i-1] == '\\' {
			rest = rest[i+1:] // a line continuation
			continue
		}
		return strings.ReplaceAll(rest[i+1:], "\\\n", "")
	}
}

// arrayOpen reports whether the '(' at off in src opens an array literal.
func arrayOpen(src string, off int) bool {
	return off > 0 && off <= len(src) && src[off-1] == '='
}

// syntaxError reports err, a parse error of src, with bash's wording;
// where names what was being parsed ("eval: ", "-c: "), between the
// shell's name and the line.
func (r *runner) syntaxError(err error, src, where string) {
	line, msg, quote, _ := syntaxMessage(err, src)
	if msg == "" {
		return // bash says nothing for [[ ! ]] or [[ ]]'s missing test
	}
	srcLine := line
	if line <= 0 {
		line = r.lineno
	} else {
		// The lines of eval's text (or a backquoted command's) are
		// numbered from the line of the command that runs it.
		line = r.textLine(line)
	}
	if r.dashC && where == "" && r.source == "" {
		where = "-c: "
	}
	if quote && srcLine > 0 {
		if hb := heredocBodies(err, src); hb.open {
			// bash reads the bodies of the line's here-documents
			// before it reports the error; when the input ends in one
			// it warns first, and its line is the last.
			last := strings.Count(src, "\n")
			if !strings.HasSuffix(src, "\n") {
				last++
			}
			line = r.textLine(last)
			r.errf("%s: line %d: warning: here-document at line %d delimited by end-of-file (wanted `%s')\n",
				r.errName(), line, r.textLine(hb.at), hb.delim)
		} else if hb.end > 0 {
			// Else its line is that of the last delimiter (the line
			// quoted is still the error's).
			line = r.textLine(hb.end)
		}
	}
	name := r.errName() // a sourced file's name
	if r.interactive && where == "" && r.source == "" && len(r.frames) == 0 {
		// bash's parser_error and report_syntax_error in an
		// interactive shell: no line number, no line quoted.
		r.errf("%s: %s\n", name, msg)
		return
	}
	if l, m, text, ok := forArithError(err, src); ok {
		// bash's for (( )) wants three expressions: its own two lines.
		r.errf("%s: %sline %d: %s\n", name, where, r.textLine(l), m)
		r.errf("%s: %sline %d: syntax error: `%s'\n", name, where, r.textLine(l), text)
		return
	}
	if msg == "syntax error: unexpected end of file" || msg == "unexpected EOF while looking for matching `)'" && !quote {
		r.hdocEOFWarnings(src)
	}
	r.errf("%s: %sline %d: %s\n", name, where, line, msg)
	var pe syntax.ParseError
	errors.As(err, &pe)
	if l, m, ok := condAfterComsub(err, src); ok {
		r.errf("%s: %sline %d: %s\n", name, where, r.textLine(l), m)
		r.condParensOpen(pe, where)
	} else if pe.CondWord != "" && !pe.Cond && strings.HasPrefix(msg, "unexpected EOF while looking for matching") {
		// bash's reader gave up on an operand of [[ ]] at the end of
		// the input: its grammar then reports the operand missing.
		r.errf("%s: %sline %d: %s\n", name, where, r.textLine(eofLine(src)), pe.CondWord)
		r.condParensOpen(pe, where)
	}
	if !quote || r.errexitNow() {
		// Under set -e bash's parser_error ends the shell before the
		// line is quoted.
		return
	}
	if lines := strings.Split(src, "\n"); srcLine > 0 && srcLine <= len(lines) {
		srcLine = heredocCommandLine(pe, lines, srcLine)
		r.errf("%s: %sline %d: `%s'\n", name, where, line, lines[srcLine-1])
	}
}

// heredocCommandLine is the line bash quotes for an error at the newline
// (or the end of the input) that ends a line of here-document operators,
// `cat <<E >`: the parser reads the bodies first, so the error's line is
// the last delimiter's, but the line bash quotes is still the command's.
func heredocCommandLine(pe syntax.ParseError, lines []string, srcLine int) int {
	if pe.Token != "newline" && pe.Token != "" {
		return srcLine
	}
	if l := int(pe.Pos.Line()); l > 0 && l < srcLine && len(heredocOps(lines[l-1])) > 0 {
		return l
	}
	return srcLine
}

// condParensOpen reports bash's "expected `)'" for each ( of [[ ]] the
// error pe was inside (ParseError.CondParens), innermost first: each
// level of bash's cond_term adds it as the error unwinds.
func (r *runner) condParensOpen(pe syntax.ParseError, where string) {
	for i := len(pe.CondParens) - 1; i >= 0; i-- {
		r.errf("%s: %sline %d: expected `)'\n", r.errName(), where, r.textLine(int(pe.CondParens[i].Line())))
	}
}

// regexGroupOpen reports whether the ( at off in src, in the regex
// operand of =~, is open at the end of src outside a quote: bash reads
// such a ( to its matching ), a quote in it (', ", `, $' or $") to
// its closing quote, and nothing else in it nests, so the end of the
// input is the ( 's "unexpected EOF while looking for matching `)'".
func regexGroupOpen(src string, off int) bool {
	if off < 0 || off >= len(src) || src[off] != '(' {
		return false
	}
	// closeQuote returns the index after the quote q that starts at i
	// (its first byte after the opening quote), -1 when none closes it.
	closeQuote := func(i int, q byte, esc bool) int {
		for ; i < len(src); i++ {
			switch {
			case src[i] == '\\' && esc:
				i++
			case src[i] == q:
				return i + 1
			}
		}
		return -1
	}
	depth := 0
	for i := off; i < len(src); {
		c := src[i]
		switch {
		case c == '\\':
			i += 2
			continue
		case c == '\'':
			i = closeQuote(i+1, c, false)
		case c == '"' || c == '`':
			i = closeQuote(i+1, c, true)
		case c == '$' && i+1 < len(src) && (src[i+1] == '\'' || src[i+1] == '"'):
			i = closeQuote(i+2, src[i+1], true)
		case c == '(':
			depth++
			i++
		case c == ')':
			if depth--; depth == 0 {
				return false
			}
			i++
		default:
			i++
		}
		if i < 0 {
			return false // the end of the input inside a quote
		}
	}
	return true
}

// syntaxMessage returns bash's message for err, a parse error of src, the
// line it names and whether bash quotes that line after the message.
//
// keep is true for the unexpected end of input inside a quote or a
// bracketed construct bash reads to its end (not $(...)): bash leaves
// with the last status then, or 2 when that is 0.
func syntaxMessage(err error, src string) (line int, msg string, quote, keep bool) {
	return syntaxMessageIn(err, src, 0)
}

// maxComsubErrDepth bounds how many command substitutions, one inside
// another, syntaxMessageIn parses to find the error bash reports first.
const maxComsubErrDepth = 32

// syntaxMessageIn is syntaxMessage for src at depth command
// substitutions deep in the script.
func syntaxMessageIn(err error, src string, depth int) (line int, msg string, quote, keep bool) {
	var pe syntax.ParseError
	if !errors.As(err, &pe) {
		var le syntax.LangError
		if errors.As(err, &le) {
			return int(le.Pos.Line()), "syntax error: " + le.Feature + " is not supported", false, false
		}
		return 0, "syntax error: " + err.Error(), false, false
	}
	line = int(pe.Pos.Line())
	text := pe.Text
	if pe.Cond {
		if l, m, q, k, ok := comsubFirst(pe, src, depth); ok {
			return l, m, q, k
		}
		if q, ok := condQuoteOpen(pe, src); ok {
			return int(pe.TokenPos.Line()), "unexpected EOF while looking for matching `" + q + "'", false, true
		}
		if pe.Token == "" && strings.HasSuffix(text, "in conditional command") {
			return eofLine(src), text, false, false // (as parseError)
		}
		if strings.HasPrefix(text, "syntax error in conditional expression") && pe.CondStart.IsValid() {
			return int(pe.CondStart.Line()), text, false, false // (as parseError)
		}
		return int(pe.TokenPos.Line()), text, false, false
	}
	if rp := pe.RegexParen; rp.IsValid() && pe.Token == "" && regexGroupOpen(src, int(rp.Offset())) {
		// The end of the input inside a ( of =~'s regex, outside a
		// quote: what else is open in it bash did not nest.
		return int(rp.Line()), "unexpected EOF while looking for matching `)'", false, true
	}
	if bq := int(pe.Bquote.Offset()); pe.Bquote.IsValid() && bq < len(src) && src[bq] == '`' && bquoteEnd(src, bq+1) < 0 {
		// An error inside a backquote nothing closes: bash reads it to
		// the end of the input first, whatever else is open around it.
		return int(pe.Bquote.Line()), "unexpected EOF while looking for matching ``'", false, true
	}
	if strings.HasPrefix(text, "unexpected EOF while looking for matching") {
		// Already bash's words (a regex's ( at the end of the input).
		return line, text, false, true
	}
	if strings.HasPrefix(text, "syntax error") {
		// Already bash's words (arrayParseError).
		return line, text, strings.Contains(text, "near unexpected token"), false
	}
	// An unclosed quote or bracketed construct: bash reads those to their
	// end before parsing them, so it names what it looked for, at the line
	// where the construct began; a command substitution is parsed as it
	// is read, so its error comes at the end of the input.
	if strings.HasSuffix(text, "without closing quote \"`\"") {
		// bash reads a backquoted command to its closing quote.
		return line, "unexpected EOF while looking for matching ``'", false, true
	}
	if i := strings.Index(text, "without closing quote "); i >= 0 && pe.Token == "" {
		if q := text[i+len("without closing quote "):]; len(q) == 3 {
			return line, "unexpected EOF while looking for matching `" + q[1:2] + "'", false, true
		}
	}
	if open, ok := strings.CutPrefix(text, "reached EOF without matching `"); ok {
		open, _, _ = strings.Cut(open, "`")
		switch open {
		case "$(", "<(", ">(":
			return eofLine(src), "unexpected EOF while looking for matching `)'", false, false
		case "${":
			return line, "unexpected EOF while looking for matching `}'", false, true
		case "$((", "((":
			return line, "unexpected EOF while looking for matching `)'", false, true
		case "$[", "[":
			return line, "unexpected EOF while looking for matching `]'", false, true
		case "[[":
			// A test whose ]] the end of the input took: bash's
			// cond_error names the line of the [[ (cond_lineno).
			return line, "unexpected EOF while looking for `]]'", false, true
		case "(":
			if arrayOpen(src, int(pe.Pos.Offset())) {
				return line, "unexpected EOF while looking for matching `)'", false, true
			}
		}
	}
	if pe.Token == "" || strings.HasPrefix(text, "not a valid arithmetic operator") || strings.HasPrefix(text, "ternary operator") ||
		strings.Contains(text, "must follow a name like a[i]") || strings.Contains(text, "without matching `$((`") ||
		strings.Contains(text, "without matching `((`") || strings.Contains(text, "without matching `$[`") {
		if l, want, ok := unclosedArith(src, int(pe.Pos.Offset())); ok {
			return l, "unexpected EOF while looking for matching `" + string(want) + "'", false, true
		}
	}
	if strings.Contains(text, "parameter expansion") || pe.Token == "illegalTok" || pe.Token == "${" {
		// bash reads ${ to the matching }.
		if i := strings.LastIndex(src[:min(int(pe.Pos.Offset())+1, len(src))], "${"); i >= 0 && !strings.Contains(src[i:], "}") {
			if strings.Count(src[:i], `"`)%2 == 1 {
				// ...inside double quotes, which it reads to their end.
				q := strings.LastIndex(src[:i], `"`)
				return strings.Count(src[:q], "\n") + 1, "unexpected EOF while looking for matching `\"'", false, true
			}
			return strings.Count(src[:i], "\n") + 1, "unexpected EOF while looking for matching `}'", false, true
		}
	}
	if off := int(pe.TokenPos.Offset()); off < len(src) {
		// A quote or "((" where the parser stopped that nothing closes:
		// bash reads it to the end of the input before parsing.
		tokLine := int(pe.TokenPos.Line())
		switch tok := strings.TrimPrefix(pe.Token, "$"); tok {
		case "'", `"`:
			if i := strings.Index(src[off:], tok); i >= 0 && !strings.Contains(src[off+i+1:], tok) {
				return tokLine, "unexpected EOF while looking for matching `" + tok + "'", false, true
			}
		case "(":
			// (Not where no command starts: after a command's word, in
			// a case pattern or a for's word list, bash's parse_dparen
			// leaves (( as two ( tokens, the second unexpected.)
			notCommand := text == "`((` can only be used to open an arithmetic cmd" ||
				text == "case patterns must consist of words" || text == "word list can only contain words"
			if strings.HasPrefix(src[off:], "((") && matchParen(src, off+1) < 0 && !notCommand {
				return tokLine, "unexpected EOF while looking for matching `)'", false, true
			}
		}
	}
	if pe.Token == "" && strings.HasPrefix(text, "unclosed here-document") && comsubOpenBefore(src, int(pe.Pos.Offset())) {
		// The body took the rest of the input, and with it the ) of
		// the $( it is in.
		return eofLine(src), "unexpected EOF while looking for matching `)'", false, false
	}
	if pe.Token == "" {
		return eofLine(src), "syntax error: unexpected end of file", false, false
	}
	if l, m, q, k, ok := comsubFirst(pe, src, depth); ok {
		return l, m, q, k
	}
	tok := comsubsPrinted(wordToken(pe.Token, src, int(pe.TokenPos.Offset())))
	line = int(pe.TokenPos.Line())
	if strings.ContainsFunc(tok, func(c rune) bool { return c < 0x20 || c == 0x7f }) {
		// bash's report_syntax_error: a token with a byte it cannot
		// print is named $'...' (ansic_quote), at the line where the
		// token ended, which is the line quoted.
		line += strings.Count(tok, "\n")
		tok = dollarQuote(tok, false)
	}
	return line, "syntax error near unexpected token `" + tok + "'", true, false
}

// comsubFirst handles a grammar error at a word that opens a command or
// process substitution ($(, <(, >(): bash's reader parses what is inside
// as it reads the word, before its grammar sees the word, so an error
// inside the substitution is the one it reports (`for i $( 1 2 ; do`
// names `do`), and the end of the input inside it is "unexpected EOF
// while looking for matching `)'". ok is false when what is inside
// parses to its `)`: the error is the word's, named by wordToken.
func comsubFirst(pe syntax.ParseError, src string, depth int) (line int, msg string, quote, keep, ok bool) {
	off := int(pe.TokenPos.Offset())
	switch pe.Token {
	case "$(", "<(", ">(":
	default:
		return 0, "", false, false, false
	}
	if depth >= maxComsubErrDepth || off < 0 || off+2 > len(src) || src[off:off+2] != pe.Token {
		return 0, "", false, false, false
	}
	inner := src[off+2:]
	end, err := comsubClose(inner)
	if end >= 0 {
		return 0, "", false, false, false
	}
	if err == nil {
		return eofLine(src), "unexpected EOF while looking for matching `)'", false, false, true
	}
	l, m, q, k := syntaxMessageIn(err, inner, depth+1)
	if l > 0 {
		// inner's first line is the rest of the substitution's line.
		l += strings.Count(src[:off], "\n")
	}
	return l, m, q, k, true
}

// condInComsub reports whether the error bash reports first for err, at
// a word that opens a command substitution (comsubFirst), is one of
// [[ ]]'s grammar inside it.
func condInComsub(err error, src string, depth int) bool {
	var pe syntax.ParseError
	if !errors.As(err, &pe) || depth >= maxComsubErrDepth {
		return false
	}
	if pe.Cond && condError(pe, src) {
		return depth > 0
	}
	off := int(pe.TokenPos.Offset())
	switch pe.Token {
	case "$(", "<(", ">(":
	default:
		return false
	}
	if off < 0 || off+2 > len(src) || src[off:off+2] != pe.Token {
		return false
	}
	inner := src[off+2:]
	if end, ierr := comsubClose(inner); end < 0 && ierr != nil {
		return condInComsub(ierr, inner, depth+1)
	}
	return false
}

// inComsub reports whether err, a syntax error of src, is one inside a
// command or process substitution other than the end of the input, which
// bash's reader reports by a jump to its top level (FORCE_EOF).
func inComsub(err error, src string) bool {
	var pe syntax.ParseError
	if !errors.As(err, &pe) || condError(pe, src) {
		return false
	}
	if pe.Comsub {
		return true
	}
	_, msg, _, _, ok := comsubFirst(pe, src, 0)
	return ok && !strings.HasPrefix(msg, "unexpected EOF") && !strings.HasPrefix(msg, "syntax error: unexpected end of file")
}

// comsubOpenAtEOF reports whether the error pe of src is at a
// substitution that the end of src leaves open with no error inside.
func comsubOpenAtEOF(pe syntax.ParseError, src string) bool {
	_, msg, _, _, ok := comsubFirst(pe, src, 0)
	return ok && strings.HasPrefix(msg, "unexpected EOF")
}

// comsubClose parses inner, the text after a command substitution's
// opening `$(`, and returns the offset of the `)` that closes it, or -1
// with the syntax error that comes first (nil at the end of the input).
func comsubClose(inner string) (int, error) {
	_, err := newScriptParser().Parse(strings.NewReader(inner), "")
	var pe syntax.ParseError
	if err == nil {
		return -1, nil
	}
	if errors.As(err, &pe) && pe.Token == ")" && !pe.Cond {
		return int(pe.TokenPos.Offset()), nil
	}
	return -1, err
}

// wordToken extends tok, a token at off in src, to the whole word it
// begins: bash names words whole (`a[`, “ `echo p` “), where the parser
// stopped at a part of one.
func wordToken(tok, src string, off int) string {
	if off < 0 || off+len(tok) >= len(src) || src[off:off+len(tok)] != tok {
		return tok
	}
	end := off
	switch tok {
	case "$(", "<(", ">(":
		// A substitution whose inside parses to its `)`
		// (comsubFirst): the word goes on after it.
		close, _ := comsubClose(src[off+2:])
		if close < 0 {
			return tok
		}
		end = off + 2 + close + 1
		tok = src[off:end]
	default:
		if tok == "" || tok == "newline" || strings.ContainsRune(";&|<>()", rune(tok[0])) {
			return tok
		}
		quote := strings.Trim(tok, "$") == "'" || strings.Trim(tok, "$") == `"`
		if !quote && strings.IndexByte(" \t\n;&|<>()", src[off+len(tok)]) >= 0 {
			return tok
		}
	}
	for end < len(src) {
		c := src[end]
		switch {
		case c == '$' && end+1 < len(src) && src[end+1] == '(' && !strings.HasPrefix(src[end:], "$(("):
			close, _ := comsubClose(src[end+2:])
			if close < 0 {
				return src[off:end]
			}
			end += 2 + close + 1
		case c == ' ' || c == '\t' || c == '\n' || strings.IndexByte(";&|<>()", c) >= 0:
			if end-off > len(tok) {
				return src[off:end]
			}
			return tok
		case c == '\\':
			end += 2
		case c == '\'' || c == '"' || c == '`':
			j := strings.IndexByte(src[end+1:], c)
			if j < 0 {
				return tok
			}
			end += j + 2
		default:
			end++
		}
	}
	if w := src[off:min(end, len(src))]; len(w) > len(tok) {
		return w
	}
	return tok
}

// comsubsPrinted is a token word with its $( ) and <( ) >( ) as bash
// names them in a syntax error: it has parsed them, and prints their
// commands back ($( x ) is $(x), $( ) $()). Only simple commands, which
// print on one line, are rewritten; any other word stays as written.
func comsubsPrinted(tok string) string {
	if !strings.Contains(tok, "(") || !strings.ContainsAny(tok, "$<>") {
		return tok
	}
	f, err := newScriptParser().Parse(strings.NewReader(tok), "")
	if err != nil || len(f.Stmts) != 1 {
		return tok
	}
	ce, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Assigns) > 0 || len(ce.Args) != 1 || len(f.Stmts[0].Redirs) > 0 ||
		int(ce.Args[0].Pos().Offset()) != 0 || int(ce.Args[0].End().Offset()) != len(tok) {
		return tok
	}
	var b strings.Builder
	prev := 0
	ok = true
	syntax.Walk(ce.Args[0], func(n syntax.Node) bool {
		var stmts []*syntax.Stmt
		switch n := n.(type) {
		case *syntax.CmdSubst:
			if n.Backquotes {
				return false
			}
			stmts = n.Stmts
		case *syntax.ProcSubst:
			stmts = n.Stmts
		case *syntax.ArithmExp, *syntax.SglQuoted:
			return false
		default:
			return true
		}
		for _, st := range stmts {
			if !oneLineStmt(st, 0) {
				ok = false
			}
		}
		from, to := int(n.Pos().Offset()), int(n.End().Offset())
		if from < prev || to > len(tok) {
			ok = false
			return false
		}
		b.WriteString(tok[prev:from])
		b.WriteString(printNode(n))
		prev = to
		return false
	})
	if !ok || prev == 0 {
		return tok
	}
	b.WriteString(tok[prev:])
	return b.String()
}

// oneLineStmt is a statement printNode prints as bash does: simple
// commands and pipelines joined by && and ||, without redirections.
func oneLineStmt(st *syntax.Stmt, depth int) bool {
	if len(st.Redirs) > 0 || st.Background || st.Negated || depth > 100 {
		return false
	}
	if c, ok := st.Cmd.(*syntax.BinaryCmd); ok && (c.Op == syntax.AndStmt || c.Op == syntax.OrStmt) {
		return oneLineStmt(c.X, depth+1) && oneLineStmt(c.Y, depth+1)
	}
	if c, ok := st.Cmd.(*syntax.BinaryCmd); ok && c.Op == syntax.Pipe {
		return oneLineStmt(c.X, depth+1) && oneLineStmt(c.Y, depth+1)
	}
	_, ok := st.Cmd.(*syntax.CallExpr)
	return ok
}

// hdocBodies is what heredocBodies finds of the here-documents on the
// line of a syntax error's token, before it, whose bodies bash reads
// before it reports the error.
type hdocBodies struct {
	end   int    // the line of the delimiter that ends the last body (0: none)
	open  bool   // the input ends in one of the bodies
	at    int    // then the line bash names as where that body began
	delim string // and its delimiter
}

func heredocBodies(err error, src string) hdocBodies {
	var pe syntax.ParseError
	if !errors.As(err, &pe) || pe.Comsub || pe.Cond || pe.Token == "" {
		return hdocBodies{}
	}
	off := int(pe.TokenPos.Offset())
	if off <= 0 || off > len(src) {
		return hdocBodies{}
	}
	lineStart := strings.LastIndexByte(src[:off], '\n') + 1
	ops := heredocOps(src[lineStart:off])
	if len(ops) == 0 {
		return hdocBodies{}
	}
	nl := strings.IndexByte(src[off:], '\n')
	if nl < 0 {
		return hdocBodies{open: true, at: strings.Count(src[:off], "\n") + 1, delim: ops[0].delim}
	}
	next := off + nl + 1
	for _, op := range ops {
		end := heredocBodyEnd(src, next, op)
		if end == len(src) && !strings.HasSuffix(src, "\n"+op.delim) && !strings.HasSuffix(src, "\n"+op.delim+"\n") {
			// (the line before the body's first)
			return hdocBodies{open: true, at: strings.Count(src[:next-1], "\n") + 1, delim: op.delim}
		}
		next = end
	}
	return hdocBodies{end: strings.Count(src[:next-1], "\n") + 1}
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
	_, msg, _, _ := syntaxMessage(err, "")
	return msg
}

// newScriptParser returns a parser of bash scripts as bash reads them (a
// carriage return is an ordinary character: CRLF scripts fail as in bash).
func newScriptParser(opts ...syntax.ParserOption) *syntax.Parser {
	return syntax.NewParser(append([]syntax.ParserOption{syntax.Variant(syntax.LangBash), syntax.BashErrors(true), syntax.KeepCR(true),
		syntax.DollarSglDecoder(func(s string) string { return ansiC(s, false) })}, opts...)...)
}

// extglobAhead reports whether src from i on has text an extended glob
// may start with (?( *( +( @( !(), which the parser reads one way with
// extglob on and another with it off.
func extglobAhead(src string, i int) bool {
	for {
		k := strings.IndexByte(src[i:], '(')
		if k < 0 {
			return false
		}
		i += k + 1
		if i >= 2 && strings.IndexByte("?*+@!", src[i-2]) >= 0 {
			return true
		}
	}
}

// hdocEOFWarning prints bash's warning for a here-document of st that
// src ends before its delimiter line, as bash does when it reads st.
func (r *runner) hdocEOFWarning(st *syntax.Stmt, src string) {
	if len(r.aliases) == 0 && !strings.Contains(src, "<<") {
		return // no here-document (an alias may hold one): no walk
	}
	walkDepth(st, 4*maxNesting, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.CmdSubst:
			if !n.Backquotes {
				r.comsubHdocWarning(n.Stmts, n.Right, src)
			}
		case *syntax.ProcSubst:
			r.comsubHdocWarning(n.Stmts, n.Rparen, src)
		}
		rd, ok := n.(*syntax.Redirect)
		if !ok || !rd.HdocEOF {
			return true
		}
		last := strings.Count(src, "\n")
		if !strings.HasSuffix(src, "\n") {
			last++
		}
		if rd.HdocEOFLine > 0 {
			// in a $( ), the line whose ) ended the body
			last = int(rd.HdocEOFLine)
		}
		// bash names the line it had read when it began the body: the
		// one before the body's first line (the command line's last
		// line, or the line of the here-document read before this one
		// on the same command line), or the last line for an empty body.
		at := last
		if rd.Hdoc != nil && len(rd.Hdoc.Parts) > 0 && rd.Hdoc.Pos().IsValid() && rd.Hdoc.Pos().Line() > 1 {
			first := int(rd.Hdoc.Pos().Line())
			// (line continuations before the first part are the body's)
			for off := int(rd.Hdoc.Pos().Offset()); off >= 2 && off <= len(src) && src[off-2:off] == "\\\n"; off -= 2 {
				first--
			}
			at = min(at, first-1)
		}
		// Lines as the script numbers them: eval's text counts from
		// the eval's line.
		r.errf("%s: line %d: warning: here-document at line %d delimited by end-of-file (wanted `%s')\n",
			r.errName(), r.textLine(last), r.textLine(at), hdocDelim(rd.Word))
		return true
	})
}

// comsubHdocWarning prints bash's parse_comsub warning for the
// here-documents of a $( ) or <( ) that its ) closes before the newline
// their bodies would follow (`$(cat <<X)`): bash warns and reads the
// bodies from the lines after. Those of a nested substitution are its
// own.
func (r *runner) comsubHdocWarning(stmts []*syntax.Stmt, right syntax.Pos, src string) {
	end := int(right.Offset())
	if !right.IsValid() || end > len(src) {
		return
	}
	n := 0
	for _, st := range stmts {
		walkDepth(st, 4*maxNesting, func(node syntax.Node) bool {
			switch node := node.(type) {
			case *syntax.CmdSubst, *syntax.ProcSubst:
				return false
			case *syntax.Redirect:
				if isHeredoc(node) && node.Word != nil {
					if from := int(node.Word.End().Offset()); from <= end && !strings.Contains(src[from:end], "\n") {
						n++
					}
				}
			}
			return true
		})
	}
	if n == 0 {
		return
	}
	s := "s"
	if n == 1 {
		s = ""
	}
	r.errf("%s: line %d: warning: command substitution: %d unterminated here-document%s\n",
		r.errName(), r.textLine(int(right.Line())), n, s)
}

// comsubOpenBefore reports whether a $( that src[:off] does not close
// is open at off.
func comsubOpenBefore(src string, off int) bool {
	if off > len(src) {
		return false
	}
	pre := src[:off]
	for i := strings.LastIndex(pre, "$("); i >= 0; i = strings.LastIndex(pre[:i], "$(") {
		if matchParen(pre, i+1) < 0 {
			return true
		}
	}
	return false
}

// hdocEOFWarnings warns, as bash's reader does while it reads them, of
// the here-documents of src whose bodies the end of the input ended,
// when a syntax error at the end kept them from being parsed as commands
// (hdocEOFWarning): a body in a function or a $( ) whose delimiter line
// was indented.
func (r *runner) hdocEOFWarnings(src string) {
	if !strings.Contains(src, "<<") {
		return
	}
	lines := strings.Split(src, "\n")
	last := len(lines) - 1
	if !strings.HasSuffix(src, "\n") {
		last++
	}
	var pending []heredocOp
	opLine := 0
	for i, line := range lines {
		if len(pending) > 0 {
			if pending[0].endsAt(line) {
				pending = pending[1:]
				opLine = i + 1 // a next body begins after this line
			}
			continue
		}
		if i == len(lines)-1 {
			break // the text after the last newline: no body follows
		}
		pending, opLine = heredocOps(line), i+1
	}
	if len(pending) == 0 {
		return
	}
	at := min(last, opLine)
	r.errf("%s: line %d: warning: here-document at line %d delimited by end-of-file (wanted `%s')\n",
		r.errName(), r.textLine(last), r.textLine(at), pending[0].delim)
}

// walkDepth is syntax.Walk down to max levels below node: a command line
// can hold a sum of a million terms, a tree as deep, and syntax.Walk
// recurses once per level.
func walkDepth(node syntax.Node, max int, f func(syntax.Node) bool) {
	depth := 0
	syntax.Walk(node, func(n syntax.Node) bool {
		if n == nil { // the end of a node whose children were walked
			depth--
			return true
		}
		if depth >= max || !f(n) {
			return false
		}
		depth++
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

// withoutErrorLine drops from list, the statements read before a syntax
// error, those on the command line the error is on: bash parses a whole
// line (a list up to a newline) before it runs any of it, so in
// `echo a; function }` followed by a line that is no body, `echo a` does
// not run either.
func withoutErrorLine(src string, list []*syntax.Stmt) []*syntax.Stmt {
	for len(list) > 0 {
		i := int(list[len(list)-1].End().Offset())
		sep := false
		for i < len(src) {
			switch c := src[i]; {
			case c == ' ' || c == '\t':
				i++
				continue
			case (c == ';' || c == '&') && !sep:
				sep = true
				i++
				continue
			case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
				i += 2
				continue
			}
			break
		}
		if i >= len(src) || src[i] == '\n' || src[i] == '#' {
			return list
		}
		list = list[:len(list)-1]
	}
	return list
}

// forArithSilent reports whether the parse error err of src is at a
// for (( whose text bash does not read as arithmetic: parse_arith_cmd
// reads to the ) matching the second (, and when no ) follows at once
// its parse_dparen returns -1 to the grammar, which takes that for the
// end of the input: bash says nothing, and the script ends there with
// $? (eval's and source's text with 2; in a $( ) the shell's as for an
// error there). A ( the input never closes is "unexpected EOF".
func forArithSilent(err error, src string) bool {
	off, isParse := arithErrorOffset(err)
	if !isParse {
		return false
	}
	from := off + 1
	if off < len(src) && strings.HasPrefix(src[off:], "for") {
		// (an error at the for itself: the (( follows it)
		from = off + 3 + len(src[off+3:]) - len(strings.TrimLeft(src[off+3:], " \t"))
	}
	for i := min(from, len(src)-2); i >= 0; i-- {
		if !strings.HasPrefix(src[i:], "((") || !forArith(src[:i]) {
			continue
		}
		j := matchParen(src, i+1)
		return j >= 0 && !(j+1 < len(src) && src[j+1] == ')')
	}
	return false
}

// forArithError finds the for (( )) around a parse error at whose text
// is not three expressions: bash's parse_arith_cmd then says "arithmetic
// expression required" (fewer) or "`;' unexpected" (more), and quotes
// the (( )) alone.
func forArithError(err error, src string) (line int, msg, text string, ok bool) {
	off, isParse := arithErrorOffset(err)
	if !isParse {
		return 0, "", "", false
	}
	for i := min(off+1, len(src)-2); i >= 0; i-- {
		if !strings.HasPrefix(src[i:], "((") || !forArith(src[:i]) {
			continue
		}
		end := arithClose(src, i)
		if end < 0 || end+1 < off {
			return 0, "", "", false
		}
		switch n := len(splitTopSemicolons(src[i+2 : end-1])); {
		case n < 3:
			msg = "syntax error: arithmetic expression required"
		case n > 3:
			msg = "syntax error: `;' unexpected"
		default:
			return 0, "", "", false
		}
		return strings.Count(src[:i], "\n") + 1, msg, src[i : end+1], true
	}
	return 0, "", "", false
}
