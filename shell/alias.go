package shell

import "strings"

// Alias expansion, as bash's reader does it (parse.y: read_token_word,
// alias_expand_token): a word read where a command may start, unquoted,
// that names an alias is replaced by the alias's text, which is read
// again; outside POSIX mode this comes before reserved words are
// recognised, so an alias may be named if or done. The word after an
// alias whose text ends in a blank is checked too. No alias expands
// inside its own text. Bash reads a whole command line before it runs
// any of it, so an alias defined on a line applies from the next line;
// a function body keeps what was expanded when it was read.
//
// Our parser reads the script at once, so before a command line runs its
// text is read here with the aliases of that moment, rewritten, and
// parsed again. The reader follows bash's rules for where a command word
// may stand: after ; & | && || ( ) a newline, a reserved word that
// starts a list (then, do, {, ...) and assignments; not in case
// patterns, for's words, redirection targets, [[ ]], (( )) or array
// lists. Not inside $( ) and <( ) outside POSIX mode, nor in backquotes:
// bash 5.2 reads a command substitution's text without expanding
// aliases (parse_comsub) and parses it again, expanding them, when it
// runs (reparseSubst); in POSIX mode it expands them inside $( ) and <( )
// as it reads the line.

// maxAliasExpansions bounds the expansions in one command line (an alias
// whose text holds two of itself through another doubles each round).
const maxAliasExpansions = 10000

// aliasRegion is text an alias produced: no alias named in names expands
// inside it.
type aliasRegion struct {
	start, end int
	name       string
	expandNext bool // the text ends in a blank: the next word is checked too
	passed     bool // the reader has read past its end
}

// hereDoc is a here-document whose body the reader skips at the next newline.
type hereDoc struct {
	delim string
	strip bool // <<-
}

type aliasReader struct {
	r       *runner
	src     string
	regions []aliasRegion
	n       int
	changed bool
	open    bool // the text ended inside a word, construct or here-document
	nextToo bool // bash's PST_ALEXPNEXT: the next word is checked for an alias
	noExp   int  // reading a $( ) or <( ) whose aliases expand when it runs
	atEnd   bool // the text ended before the command line did
	delta   int  // how much longer the text got
}

// readerMode is what the reader expects after case and for.
type readerMode int

const (
	modeNone     readerMode = iota
	modeCaseWord            // the word after case
	modeCaseIn              // in, after case's word
	modeForName             // the name after for or select
	modeForIn               // in or do after the name
	modeForWords            // for's words
)

// aliasesOn reports whether a command line needs alias expansion.
func (r *runner) aliasesOn() bool {
	return r.opts.expandAliases && len(r.aliases) > 0
}

// expandCommand expands the aliases of the command line of src that
// starts at from. It returns the command line's text expanded (with the
// here-documents it reads), the offset where it ends in src, whether
// anything changed, whether the command line is whole (not cut by the
// end of src inside a quote, a construct or a here-document), and, when
// it changed, the line each of its lines counts as from its first (bash
// counts no line of an alias's text).
func (r *runner) expandCommand(src string, from int) (string, int, bool, bool, []int) {
	// Read a window of lines, twice as many until the command line ends
	// inside it: rewriting the whole rest of the text for each alias
	// would be quadratic.
	var ar *aliasReader
	end := 0
	for lines, wEnd := 1, from; ; lines *= 2 {
		for k := 0; k < lines && wEnd < len(src); k++ {
			if j := strings.IndexByte(src[wEnd:], '\n'); j >= 0 {
				wEnd += j + 1
			} else {
				wEnd = len(src)
			}
		}
		ar = &aliasReader{r: r, src: src[from:wEnd]}
		end = ar.list(0, false, true, 0)
		if wEnd == len(src) || !ar.open && !ar.atEnd {
			break
		}
	}
	exp := ar.src[:end]
	origEnd := from + end - ar.delta
	if !ar.changed {
		return exp, origEnd, false, !ar.open, nil
	}
	lines := []int{0}
	n := 0
	for i := 0; i < end; i++ {
		if ar.src[i] == '\n' {
			if !ar.inRegion(i) {
				n++
			}
			lines = append(lines, n)
		}
	}
	return exp, origEnd, true, !ar.open, lines
}

// list reads a list of commands from i: to the end of its command line
// (line), to the ) that closes it (sub: $( ) and <( )), or to the end of
// the text. It returns where it stopped.
func (ar *aliasReader) list(i int, sub, line bool, depth int) int {
	if depth > 4*maxNesting {
		ar.open = true
		return len(ar.src)
	}
	cmd := true      // the next word may be a command's
	casePat := false // the next words are a case's patterns
	mode := modeNone
	redir, heredoc, strip := false, false, false // the next word is a redirection's target
	funcName, timeOpt := false, false
	cont := false // a pipeline or && list goes on on the next line
	seen := false // the command line has a token
	nest := 0     // compound commands open
	var docs []hereDoc
	for {
		i = ar.blanks(i)
		if i >= len(ar.src) {
			if nest > 0 || len(docs) > 0 || sub || cont || mode != modeNone || casePat {
				ar.open = true
			}
			if line {
				ar.atEnd = true
			}
			return i
		}
		ar.passRegions(i)
		c := ar.src[i]
		if c == '\n' {
			inAlias := ar.inRegion(i)
			i++
			if len(docs) > 0 && inAlias {
				i = ar.aliasHereDocs(i, docs)
			} else {
				for _, d := range docs {
					i = ar.hereBody(i, d)
				}
			}
			docs = nil
			if mode == modeForWords || mode == modeForIn {
				mode = modeNone
			}
			if !casePat && mode == modeNone {
				cmd = true
			}
			if line && seen && nest == 0 && !cont && mode == modeNone && !casePat && !inAlias {
				// (A newline in an alias's text ends a command, not the
				// line read.)
				return i
			}
			continue
		}
		if c == '#' {
			for i < len(ar.src) && ar.src[i] != '\n' {
				i++
			}
			continue
		}
		seen = true
		if op := operatorAt(ar.src, i); op != "" {
			i += len(op)
			cont = false
			switch op {
			case ";", "&":
				cmd, mode = true, modeNone
			case "&&", "||", "|", "|&":
				cmd, cont = true, true
			case ";;", ";&", ";;&":
				casePat, cmd = true, false
			case "(":
				if casePat {
					continue // a pattern's optional (
				}
				if cmd && i < len(ar.src) && ar.src[i] == '(' || mode == modeForName {
					// (( )) is arithmetic, so is for (( ; ; )).
					i = ar.parens(i-1, depth+1)
					cmd, mode = true, modeNone
					continue
				}
				nest++
				cmd = true
			case ")":
				if casePat {
					casePat, cmd = false, true
					continue
				}
				if sub && nest == 0 {
					return i - 1
				}
				nest--
				cmd = true
			case "<<", "<<-":
				redir, heredoc, strip = true, true, op == "<<-"
			default: // the other redirections
				redir = true
			}
			continue
		}
		cont = false
		j, quoted := ar.word(i, depth)
		tok := ar.src[i:j]
		if !quoted && j < len(ar.src) && (ar.src[j] == '<' || ar.src[j] == '>') && isRedirFd(tok) {
			// 2>file, {fd}>file: the number is the redirection's.
			i = j
			continue
		}
		next := ar.nextToo
		ar.nextToo = false
		if redir {
			if heredoc {
				docs = append(docs, hereDoc{unquoteDelim(tok), strip})
			}
			// A redirection leaves the command position as it was:
			// >/dev/null e x expands e.
			redir, heredoc = false, false
			i = j
			continue
		}
		if casePat {
			if tok == "esac" && !quoted {
				casePat, cmd = false, true
				nest--
			}
			i = j
			continue
		}
		if next && !quoted && mode != modeNone && ar.expand(i, j, tok) {
			// PST_ALEXPNEXT checks any word but a case pattern: after
			// alias a='for ' b='i in', a b x reads for i in x.
			ar.nextToo = next
			continue
		}
		switch mode {
		case modeCaseWord:
			mode = modeCaseIn
			i = j
			continue
		case modeCaseIn:
			if tok == "in" {
				casePat = true
			}
			mode = modeNone
			i = j
			continue
		case modeForName:
			mode = modeForIn
			i = j
			continue
		case modeForIn:
			mode = modeNone
			if tok == "in" {
				mode = modeForWords
				cmd = false
			} else if tok == "do" {
				cmd = true
			}
			i = j
			continue
		case modeForWords:
			i = j
			continue
		}
		if timeOpt && (tok == "-p" || tok == "--") {
			i = j
			continue
		}
		timeOpt = false
		posixReserved := ar.r.opts.posix && cmd && reservedWord(tok)
		if (cmd || next) && !quoted && !posixReserved && ar.expand(i, j, tok) {
			// Bash keeps its PST_ALEXPNEXT while a word expands, so the
			// first word of a text read for a blank-ended alias is checked
			// too (alias a='echo ' b='c ' c=x: a b c is echo x x).
			ar.nextToo = next
			continue // read the alias's text
		}
		i = j
		if funcName {
			funcName, cmd = false, true
			continue
		}
		if !cmd || quoted {
			cmd = false
			continue
		}
		switch tok {
		case "if", "while", "until", "{":
			nest++
		case "then", "else", "elif", "do", "!":
		case "time":
			timeOpt = true
		case "fi", "done", "}", "esac":
			nest--
		case "case":
			nest++
			mode, cmd = modeCaseWord, false
		case "for", "select":
			nest++
			mode, cmd = modeForName, false
		case "function":
			funcName, cmd = true, false
		case "[[":
			i = ar.cond(i, depth)
		case "coproc":
		default:
			cmd = isAssignWord(tok)
		}
	}
}

// expand replaces the word src[i:j] by its alias's text, if it names an
// alias that is not being expanded there.
func (ar *aliasReader) expand(i, j int, name string) bool {
	text, ok := ar.r.aliases[name]
	if !ok || ar.noExp > 0 || !validAliasName(name) || ar.n >= maxAliasExpansions {
		return false
	}
	for _, rg := range ar.regions {
		if i >= rg.start && i < rg.end && rg.name == name {
			return false
		}
	}
	if len(ar.src)-(j-i)+len(text) > ar.r.rs.limits.MaxStringBytes {
		return false
	}
	ar.n++
	blank := text != "" && (text[len(text)-1] == ' ' || text[len(text)-1] == '\t')
	// bash's reader gives a blank at the end of an alias's text that
	// ends in a word (shell_getc's PST_ENDALIAS), so the text's last
	// word ends there: alias foo='echo 0'; foo>&2 echoes 0 to stderr,
	// not echo with 0>&2. Only a digit or } before < or > is read
	// differently without it; text with a quote may end inside one.
	if n := len(text); n > 0 && j < len(ar.src) && (ar.src[j] == '<' || ar.src[j] == '>') &&
		(text[n-1] >= '0' && text[n-1] <= '9' || text[n-1] == '}') && !strings.ContainsAny(text, "'\"\\") {
		text += " "
	}
	ar.replace(i, j, text)
	ar.regions = append(ar.regions, aliasRegion{start: i, end: i + len(text), name: name, expandNext: blank})
	return true
}

// replace puts text in place of src[i:j], moving the regions after it.
func (ar *aliasReader) replace(i, j int, text string) {
	delta := len(text) - (j - i)
	for k := range ar.regions {
		rg := &ar.regions[k]
		if i >= rg.start && i < rg.end {
			rg.end += delta
		} else if rg.start >= j {
			rg.start += delta
			rg.end += delta
		}
	}
	ar.src = ar.src[:i] + text + ar.src[j:]
	ar.delta += delta
	ar.changed = true
}

// inRegion reports whether offset i is in an alias's text.
func (ar *aliasReader) inRegion(i int) bool {
	for _, rg := range ar.regions {
		if i >= rg.start && i < rg.end {
			return true
		}
	}
	return false
}

// passRegions notes the aliases whose text the reader has read past at
// i: one that ended in a blank makes the next word an alias candidate.
// Bash pops each alias's text as it ends (pop_string), the inner before
// the text it was in, and each pop sets or clears PST_ALEXPNEXT, so of
// texts that end together the outermost decides: with alias foo='bar bar'
// bar='Bar ', the word after foo is not checked.
func (ar *aliasReader) passRegions(i int) {
	for k := len(ar.regions) - 1; k >= 0; k-- {
		rg := &ar.regions[k]
		if !rg.passed && i >= rg.end {
			rg.passed = true
			ar.nextToo = rg.expandNext
		}
	}
}

// blanks skips spaces, tabs and escaped newlines.
func (ar *aliasReader) blanks(i int) int {
	for i < len(ar.src) {
		switch {
		case ar.src[i] == ' ' || ar.src[i] == '\t':
			i++
		case ar.src[i] == '\\' && i+1 < len(ar.src) && ar.src[i+1] == '\n':
			i += 2
			if i == len(ar.src) {
				ar.open = true // the line goes on
			}
		default:
			return i
		}
	}
	return i
}

// operatorAt returns the control or redirection operator at src[i], if
// one starts there (<( and >( start words).
func operatorAt(src string, i int) string {
	for _, op := range [...]string{";;&", ";;", ";&", ";", "&&", "&>>", "&>", "&", "||", "|&", "|",
		"<<<", "<<-", "<<", "<&", "<>", "<", ">>", ">&", ">|", ">", "(", ")"} {
		if strings.HasPrefix(src[i:], op) {
			if (op == "<" || op == ">") && i+1 < len(src) && src[i+1] == '(' {
				return ""
			}
			return op
		}
	}
	return ""
}

// word reads the word at i and returns where it ends and whether any of
// it is quoted.
func (ar *aliasReader) word(i, depth int) (int, bool) {
	j, quoted := i, false
	for j < len(ar.src) {
		switch c := ar.src[j]; c {
		case ' ', '\t', '\n', ';', '&', '|', ')':
			return j, quoted
		case '<', '>':
			if j+1 < len(ar.src) && ar.src[j+1] == '(' {
				j = ar.sub(j+2, depth)
				continue
			}
			return j, quoted
		case '(':
			if j > i && (strings.IndexByte("@!*+?", ar.src[j-1]) >= 0 || ar.src[j-1] == '=' && isAssignWord(ar.src[i:j])) {
				// An extended pattern, or an array's list: no command
				// words in either.
				j = ar.parens(j, depth+1)
				continue
			}
			return j, quoted
		case '\\':
			quoted = true
			j += 2
			if j == len(ar.src) && ar.src[j-1] == '\n' {
				ar.open = true // the line goes on
			}
		case '\'':
			quoted = true
			j = ar.closeQuote(j+1, '\'')
		case '"':
			quoted = true
			j = ar.dquote(j+1, depth+1)
		case '`':
			j = ar.bquote(j + 1)
		case '$':
			j = ar.dollar(j, depth, &quoted)
		default:
			j++
		}
	}
	if j > len(ar.src) {
		ar.open = true
		j = len(ar.src)
	}
	return j, quoted
}

// dollar reads the expansion at src[j] == '$'.
func (ar *aliasReader) dollar(j, depth int, quoted *bool) int {
	if j+1 >= len(ar.src) {
		return j + 1
	}
	switch ar.src[j+1] {
	case '(':
		if j+2 < len(ar.src) && ar.src[j+2] == '(' {
			return ar.parens(j+1, depth+1)
		}
		return ar.sub(j+2, depth)
	case '{':
		return ar.braces(j+2, depth+1)
	case '[':
		return ar.brackets(j + 2)
	case '\'':
		*quoted = true
		k := j + 2
		for k < len(ar.src) && ar.src[k] != '\'' {
			if ar.src[k] == '\\' {
				k++
			}
			k++
		}
		if k >= len(ar.src) {
			ar.open = true
			return len(ar.src)
		}
		return k + 1
	case '"':
		*quoted = true
		return ar.dquote(j+2, depth+1)
	}
	return j + 1
}

// sub reads a command substitution's (or process substitution's) list
// from i, expanding its aliases in POSIX mode, and returns the offset
// after its ).
func (ar *aliasReader) sub(i, depth int) int {
	if !ar.r.opts.posix {
		ar.noExp++
	}
	end := ar.list(i, true, false, depth+1)
	if !ar.r.opts.posix {
		ar.noExp--
	}
	if end < len(ar.src) && ar.src[end] == ')' {
		return end + 1
	}
	ar.open = true
	return len(ar.src)
}

// closeQuote returns the offset after the quote q that closes at or after i.
func (ar *aliasReader) closeQuote(i int, q byte) int {
	if k := strings.IndexByte(ar.src[i:], q); k >= 0 {
		return i + k + 1
	}
	ar.open = true
	return len(ar.src)
}

func (ar *aliasReader) dquote(i, depth int) int {
	if depth > 4*maxNesting {
		ar.open = true
		return len(ar.src)
	}
	for i < len(ar.src) {
		switch ar.src[i] {
		case '"':
			return i + 1
		case '\\':
			i += 2
		case '`':
			i = ar.bquote(i + 1)
		case '$':
			var q bool
			if i+1 < len(ar.src) && (ar.src[i+1] == '\'' || ar.src[i+1] == '"') {
				i++ // $' and $" are plain in double quotes
				continue
			}
			i = ar.dollar(i, depth+1, &q)
		default:
			i++
		}
	}
	ar.open = true
	return len(ar.src)
}

// bquote reads the backquoted command whose text starts at i and
// returns the offset after its closing backquote. bash parses it, and
// expands its aliases, only when it runs (reparseSubst).
func (ar *aliasReader) bquote(i int) int {
	end := bquoteEnd(ar.src, i)
	if end < 0 {
		ar.open = true
		return len(ar.src)
	}
	return end + 1
}

// parens returns the offset after the ) matching the ( at i, skipping
// quotes ((( )), $(( )), extended patterns, array lists).
func (ar *aliasReader) parens(i, depth int) int {
	return ar.closing(i, depth, '(', ')', 0)
}

// braces returns the offset after the } that closes ${ at i.
func (ar *aliasReader) braces(i, depth int) int {
	return ar.closing(i, depth, '{', '}', 1)
}

// closing returns the offset after the close that brings the count of
// open ones, n at i, to 0, skipping quotes and expansions.
func (ar *aliasReader) closing(i, depth int, open, close byte, n int) int {
	if depth > 4*maxNesting {
		ar.open = true
		return len(ar.src)
	}
	for i < len(ar.src) {
		switch ar.src[i] {
		case open:
			n++
			i++
		case close:
			n--
			i++
			if n == 0 {
				return i
			}
		case '\\':
			i += 2
		case '\'':
			i = ar.closeQuote(i+1, '\'')
		case '"':
			i = ar.dquote(i+1, depth+1)
		case '`':
			i = ar.bquote(i + 1)
		case '$':
			var q bool
			i = ar.dollar(i, depth+1, &q)
		default:
			i++
		}
	}
	ar.open = true
	return len(ar.src)
}

// brackets returns the offset after the ] that closes $[ at i.
func (ar *aliasReader) brackets(i int) int {
	n := 1
	for ; i < len(ar.src); i++ {
		switch ar.src[i] {
		case '[':
			n++
		case ']':
			if n--; n == 0 {
				return i + 1
			}
		}
	}
	ar.open = true
	return len(ar.src)
}

// cond returns the offset after the ]] that closes the [[ read before i:
// no word inside is a command's.
func (ar *aliasReader) cond(i, depth int) int {
	for {
		i = ar.blanks(i)
		for i < len(ar.src) && ar.src[i] == '\n' {
			i = ar.blanks(i + 1)
		}
		if i >= len(ar.src) {
			ar.open = true
			return i
		}
		if strings.HasPrefix(ar.src[i:], "]]") && (i+2 == len(ar.src) || strings.IndexByte(" \t\n;&|)", ar.src[i+2]) >= 0) {
			return i + 2
		}
		if strings.IndexByte("()<>&|!;", ar.src[i]) >= 0 {
			i++
			continue
		}
		j, _ := ar.word(i, depth)
		if j == i {
			j++
		}
		i = j
	}
}

// aliasHereDocs reads the bodies of docs, whose redirections ended with
// the newline before i, which is in an alias's text: bash reads them
// from the lines after the one that used the alias, and reads the rest
// of the alias's text (and of that line) after them. It moves that rest
// after the bodies and returns the offset after the bodies.
func (ar *aliasReader) aliasHereDocs(i int, docs []hereDoc) int {
	end := i
	for _, rg := range ar.regions {
		if i-1 >= rg.start && i-1 < rg.end {
			end = max(end, rg.end)
		}
	}
	lineEnd := len(ar.src)
	if k := strings.IndexByte(ar.src[end:], '\n'); k >= 0 {
		lineEnd = end + k + 1
	}
	bodyEnd := lineEnd
	for _, d := range docs {
		bodyEnd = ar.hereBody(bodyEnd, d)
	}
	n := bodyEnd - lineEnd
	var moved []aliasRegion
	for k := range ar.regions {
		rg := &ar.regions[k]
		if i-1 >= rg.start && i-1 < rg.end {
			if rg.end > i {
				moved = append(moved, aliasRegion{start: i + n, end: rg.end + n, name: rg.name, expandNext: rg.expandNext})
			}
			rg.end = i
		}
	}
	ar.regions = append(ar.regions, moved...)
	ar.src = ar.src[:i] + ar.src[lineEnd:bodyEnd] + ar.src[i:lineEnd] + ar.src[bodyEnd:]
	ar.changed = true
	return i + n
}

// hereBody skips the body of d that starts at i, to after its delimiter
// line.
func (ar *aliasReader) hereBody(i int, d hereDoc) int {
	for i < len(ar.src) {
		end := strings.IndexByte(ar.src[i:], '\n')
		lineEnd := len(ar.src)
		if end >= 0 {
			lineEnd = i + end
		}
		text := ar.src[i:lineEnd]
		if d.strip {
			text = strings.TrimLeft(text, "\t")
		}
		next := min(lineEnd+1, len(ar.src))
		if text == d.delim {
			return next
		}
		i = next
	}
	ar.open = true
	return len(ar.src)
}

// unquoteDelim is a here-document's delimiter word without its quotes.
func unquoteDelim(w string) string {
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		switch c := w[i]; c {
		case '\'', '"':
		case '\\':
			if i+1 < len(w) {
				i++
				b.WriteByte(w[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// isRedirFd reports whether w, just before < or >, is a redirection's
// file descriptor: digits, or {name}.
func isRedirFd(w string) bool {
	if w == "" {
		return false
	}
	if w[0] == '{' && w[len(w)-1] == '}' {
		return validName(w[1 : len(w)-1])
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// isAssignWord reports whether w starts as an assignment: name=,
// name+=, name[...]=.
func isAssignWord(w string) bool {
	i := 0
	for i < len(w) && (w[i] == '_' || w[i] >= 'a' && w[i] <= 'z' || w[i] >= 'A' && w[i] <= 'Z' || i > 0 && w[i] >= '0' && w[i] <= '9') {
		i++
	}
	if i == 0 {
		return false
	}
	if i < len(w) && w[i] == '[' {
		k := strings.IndexByte(w[i:], ']')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	if i < len(w) && w[i] == '+' {
		i++
	}
	return i < len(w) && w[i] == '='
}

// reservedWord reports whether w is one of bash's reserved words.
func reservedWord(w string) bool {
	switch w {
	case "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until",
		"do", "done", "in", "function", "time", "{", "}", "!", "[[", "]]", "coproc":
		return true
	}
	return false
}

// validAliasName reports whether bash would expand s as an alias: no
// quoting characters, slash or expansion in it.
func validAliasName(s string) bool {
	return s != "" && !strings.ContainsAny(s, "/$`=\\'\"")
}
