package shell

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// bash expands the body of a here-document with an unquoted delimiter
// when the command runs (expand_string), and parses the expansions in it
// only then: a `${` that no `}` closes on its line, a `$(` left open or a
// broken command inside it, an unclosed backquote fail that one command,
// and the script goes on. Our parser reads the body with the script, so
// a body it cannot parse is marked instead (deferHeredoc): its delimiter
// gets the stand-in quotes hdocDeferMark, which make the body literal
// text to the parser, and deferredHeredoc parses and expands it when the
// redirection is made, with bash's messages for what breaks.

// hdocDeferMark is put before a delimiter whose body is parsed at run
// time: quotes no script writes there (empty double quotes, then empty
// single quotes).
const hdocDeferMark = `""''`

// deferHeredoc returns src with the unquoted here-document whose body
// holds off (a parse error's offset) marked by hdocDeferMark.
func deferHeredoc(src string, off int) (string, bool) {
	if off < 0 || off > len(src) {
		return "", false
	}
	// The operators are on a line before the body: try each line back
	// from the error's, nearest first.
	lineEnd := strings.LastIndexByte(src[:off], '\n')
	if k := strings.IndexByte(src[off:], '\n'); k >= 0 {
		// An operator on the error's own line whose body runs on
		// (a $( in a body in a $( ): unclosed here-document there.
		lineStart := lineEnd + 1
		if s, ok := deferHeredocOfLine(src, lineStart, off+k, off); ok {
			return s, true
		}
	}
	for lineEnd >= 0 {
		lineStart := strings.LastIndexByte(src[:lineEnd], '\n') + 1
		if s, ok := deferHeredocOfLine(src, lineStart, lineEnd, off); ok {
			return s, true
		}
		lineEnd = lineStart - 1
	}
	return "", false
}

// heredocOp is a here-document operator on a line: where its delimiter
// word starts, the delimiter (quote removal done), whether it was quoted
// and whether it is <<-.
type heredocOp struct {
	wordAt int
	delim  string
	quoted bool
	dash   bool
}

// endsAt reports whether line is the delimiter line of op's body. <<-
// compares the line before it strips the tabs too, as bash's
// make_here_document does (<<-'\tEND').
func (op heredocOp) endsAt(line string) bool {
	return line == op.delim || op.dash && strings.TrimLeft(line, "\t") == op.delim
}

// deferHeredocOfLine looks for the here-documents of the line
// src[lineStart:lineEnd] and marks the unquoted one whose body holds off.
func deferHeredocOfLine(src string, lineStart, lineEnd, off int) (string, bool) {
	ops := heredocOps(src[lineStart:lineEnd])
	if len(ops) == 0 {
		return "", false
	}
	at := lineEnd + 1 // the bodies follow the line, in order
	for _, op := range ops {
		end := heredocBodyEnd(src, at, op)
		// A body in a $( ) or { } whose backquote or $( runs on may
		// show its error only after the body: at the ) or } (the
		// body's expansions never close there).
		if off >= at && off < end || (off < at || off >= end) && !op.quoted && !bodyParses(src[at:end]) {
			if op.quoted {
				return "", false
			}
			w := lineStart + op.wordAt
			fixed := src[:w] + hdocDeferMark + src[w:]
			// The text found is a here-document only if the parser
			// then gets past the error, or to the end of text read so
			// far (a `<<` the scan took for one may be a shift).
			_, err := newScriptParser().Parse(strings.NewReader(fixed), "")
			var pe syntax.ParseError
			if err != nil && (!errors.As(err, &pe) || !pe.Incomplete && !strings.HasPrefix(pe.Text, "unclosed here-document") &&
				int(pe.Pos.Offset()) <= off+len(hdocDeferMark)) {
				return "", false
			}
			return fixed, true
		}
		at = end
	}
	return "", false
}

// bodyParses reports whether body, a here-document's lines with its
// delimiter line, parses as an unquoted body's expansions.
func bodyParses(body string) bool {
	body = strings.TrimSuffix(body, "\n")
	if i := strings.LastIndexByte(body, '\n'); i >= 0 {
		body = body[:i+1]
	} else {
		body = ""
	}
	_, err := newScriptParser().Document(strings.NewReader(body))
	return err == nil
}

// heredocOps finds the here-document operators of one line, outside
// quotes and comments.
func heredocOps(line string) []heredocOp {
	var ops []heredocOp
	for i := 0; i < len(line); i++ {
		switch c := line[i]; c {
		case '\\':
			i++
		case '\'', '"', '`':
			j := strings.IndexByte(line[i+1:], c)
			if j < 0 && c == '"' && strings.Contains(line[i+1:], "$(") {
				// "$(cat <<END: the substitution's commands go on.
				i += strings.Index(line[i+1:], "$(") + 2
				continue
			}
			if j < 0 {
				return ops
			}
			i += j + 1
		case '#':
			if i == 0 || strings.IndexByte(" \t;&|()", line[i-1]) >= 0 {
				return ops
			}
		case '(':
			// (( )) and $(( )): a << there is a shift.
			if strings.HasPrefix(line[i:], "((") {
				j := strings.Index(line[i+2:], "))")
				if j < 0 {
					return ops
				}
				i += j + 3
			}
		case '<':
			if !strings.HasPrefix(line[i:], "<<") || strings.HasPrefix(line[i:], "<<<") {
				continue
			}
			j := i + 2
			op := heredocOp{}
			if j < len(line) && line[j] == '-' {
				op.dash = true
				j++
			}
			for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
				j++
			}
			op.wordAt = j
			var delim strings.Builder
			for j < len(line) && strings.IndexByte(" \t;&|()<>", line[j]) < 0 {
				switch c := line[j]; c {
				case '\\':
					op.quoted = true
					if j+1 < len(line) {
						delim.WriteByte(line[j+1])
					}
					j += 2
				case '\'', '"':
					op.quoted = true
					k := strings.IndexByte(line[j+1:], c)
					if k < 0 {
						return ops
					}
					delim.WriteString(line[j+1 : j+1+k])
					j += k + 2
				default:
					delim.WriteByte(c)
					j++
				}
			}
			if j == op.wordAt {
				return ops
			}
			op.delim = delim.String()
			ops = append(ops, op)
			i = j - 1
		}
	}
	return ops
}

// heredocBodyEnd is the offset after the line that ends the body of op
// starting at at (its delimiter line), or len(src).
func heredocBodyEnd(src string, at int, op heredocOp) int {
	for at < len(src) {
		nl := strings.IndexByte(src[at:], '\n')
		line, next := src[at:], len(src)
		if nl >= 0 {
			line, next = src[at:at+nl], at+nl+1
		}
		if op.endsAt(line) {
			return next
		}
		at = next
	}
	return len(src)
}

// isDeferredHdoc reports whether rd's delimiter carries hdocDeferMark.
func isDeferredHdoc(rd *syntax.Redirect) bool {
	if rd.Word == nil || len(rd.Word.Parts) < 2 {
		return false
	}
	dq, ok1 := rd.Word.Parts[0].(*syntax.DblQuoted)
	sq, ok2 := rd.Word.Parts[1].(*syntax.SglQuoted)
	return ok1 && ok2 && len(dq.Parts) == 0 && !dq.Dollar && sq.Value == "" && !sq.Dollar
}

// deferredHeredoc parses and expands body, a marked here-document's
// text, as bash's expand_string does when the command runs: the
// expansions before the one that breaks are done, then the command fails
// with bash's message for it.
func (r *runner) deferredHeredoc(body string) (string, error) {
	orig := body // bash's message names the text as written
	w, body, err := reparseDeferred(body, func(s string) (*syntax.Word, error) {
		return newScriptParser().Document(strings.NewReader(s))
	}, deferInBody)
	saved := r.substWhole
	r.substWhole = orig
	defer func() { r.substWhole = saved }()
	if err == nil {
		if w == nil {
			return body, nil
		}
		return r.docString(w)
	}
	start := brokenExpansion(body, err)
	if pw, perr := newScriptParser().Document(strings.NewReader(body[:start])); perr == nil && pw != nil {
		if _, err := r.docString(pw); err != nil {
			return "", err
		}
	}
	rest := body[start:]
	cmdLine := r.lineNow()
	switch {
	case strings.HasPrefix(rest, "`"):
		r.errLine("bad substitution: no closing \"`\" in %s", rest)
		return "", errDeferredHdoc
	case strings.HasPrefix(rest, "${") && !strings.Contains(rest, "$("):
		r.errLine("%s: bad substitution", orig)
		return "", errDeferredHdoc
	}
	i := strings.Index(rest, "$(")
	if i < 0 {
		r.errLine("%s: bad substitution", orig)
		return "", errDeferredHdoc
	}
	// A command substitution's lines count from the command's, as
	// bash's parse_comsub numbers them when the body is expanded.
	inner := rest[i+2:]
	if _, ierr := comsubClose(inner); ierr != nil {
		savedBase, savedMap := r.lineBase, r.lineMap
		r.lineBase, r.lineMap = cmdLine, nil
		r.syntaxError(ierr, inner, "command substitution: ")
		r.lineBase, r.lineMap = savedBase, savedMap
	} else {
		r.errf("%s: command substitution: line %d: unexpected EOF while looking for matching `)'\n",
			r.errName(), cmdLine+eofLine(inner))
	}
	return "", errDeferredHdoc
}

// deferInBody is deferParse for a here-document's body: what bash
// checks later still even there, a backquoted command's text,
// arithmetic and ${...} (${s~~}, or a bad substitution, which names the
// whole body: substWhole).
func deferInBody(body string, off int, err error) (string, bool) {
	if fixed, ok := deferBquote(body, off, err); ok {
		return fixed, true
	}
	if fixed, ok := quoteArith(body, off); ok {
		return fixed, true
	}
	return deferBadParam(body, off)
}

// errDeferredHdoc fails the command of a marked here-document whose
// expansion broke (the message is out): status 1, the script goes on.
var errDeferredHdoc = errors.New("here-document expansion failed")

// maxBrokenExpansionTries bounds the prefixes brokenExpansion parses.
const maxBrokenExpansionTries = 64

// brokenExpansion is the offset in body of the expansion whose text
// breaks the parse (err): the last `${`, `$(` or backquote at or before
// the error that the body's text before it parses without.
func brokenExpansion(body string, err error) int {
	off := len(body)
	var pe syntax.ParseError
	if errors.As(err, &pe) && int(pe.Pos.Offset()) < len(body) {
		off = int(pe.Pos.Offset())
	}
	tries := 0
	for i := off; i >= 0 && tries < maxBrokenExpansionTries; i-- {
		if i >= len(body) || !(body[i] == '`' || body[i] == '$' && i+1 < len(body) && (body[i+1] == '{' || body[i+1] == '(')) {
			continue
		}
		tries++
		if _, err := newScriptParser().Document(strings.NewReader(body[:i])); err == nil {
			return i
		}
	}
	return 0
}
