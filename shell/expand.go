package shell

import (
	"errors"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"mvdan.cc/sh/v3/pattern"
	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// wpart is a piece of a word being expanded.
type wpart struct {
	s      string
	quoted bool   // protected from splitting and globbing
	split  bool   // unquoted expansion result: subject to IFS splitting
	brk    bool   // field break between elements of "$@"
	sep    string // for brk: the joiner when not splitting (" " or IFS[0])
}

// expErr is an expansion error that has been reported already.
var errExpand = errors.New("expansion error")

// fail reports an expansion error; fatal ones exit the shell, others abort
// the current command (as bash does for a script read from stdin).
func (r *runner) fail(fatal bool, format string, a ...any) error {
	if r.aborting || r.exiting {
		return errExpand
	}
	r.errLine(format, a...)
	r.exit = 1
	r.abortArith = false
	if fatal && r.interactive && !r.forked && !r.opts.errexit {
		// An interactive shell goes back to its top level: the rest
		// of the command line is discarded, the shell goes on.
		fatal = false
		r.forceEOF = false
	}
	if fatal {
		r.exiting = true
		r.failed = true
	} else {
		r.aborting = true
	}
	return errExpand
}

// failEOF is fail for bash's fatal expansion errors (an unbound variable
// under set -u, ${x:?}), which leave the shell by a jump to its top level
// with FORCE_EOF: bash -c's run_one_command makes that status 127, for
// the string and for a simple command it forked (see forceEOFStatus).
func (r *runner) failEOF(format string, a ...any) error {
	if !r.aborting && !r.exiting && !r.opts.errexit {
		// Under set -e the error leaves by errexit's jump: status 1.
		r.forceEOF = true
	}
	return r.fail(true, format, a...)
}

// forceEOFStatus is the status of a bash -c shell (or a simple command
// forked from it) that a fatal expansion error ended: 127.
func (r *runner) forceEOFStatus(st int) int {
	if r.forceEOF && r.dashC && !r.eofCaught {
		return 127
	}
	return st
}

// reportError prints an error after which the command goes on, as bash's
// report_error does (a bad array subscript in an expansion), except under
// set -e: there the shell exits at once, in a condition too. It returns
// the error that ends the expansion then.
func (r *runner) reportError(format string, a ...any) error {
	if r.opts.errexit {
		return r.fail(true, format, a...)
	}
	r.errLine(format, a...)
	return nil
}

// fields expands words into fields: brace expansion, tilde, parameter,
// command and arithmetic expansion, word splitting, globbing, quote removal.
func (r *runner) fields(words ...*syntax.Word) ([]string, error) {
	var out []string
	if len(words) > 1 {
		out = make([]string, 0, len(words)) // a field a word, mostly
	}
	for _, w := range words {
		// Fast path: a plain literal word, or one whose [ makes no
		// pattern (the test command's [).
		if len(w.Parts) == 1 {
			if l, ok := w.Parts[0].(*syntax.Lit); ok && !strings.ContainsAny(l.Value, "\\{~") &&
				(!strings.ContainsAny(l.Value, "*?[") || r.opts.noglob || !hasGlobPattern(l.Value, r.opts.extglob)) {
				out = append(out, l.Value)
				continue
			}
		}
		ws := [][]syntax.WordPart{w.Parts}
		if hasBrace(w) {
			var err error
			ws, err = r.braceExpand(w)
			if err != nil {
				return nil, err
			}
		}
		for _, wparts := range ws {
			parts, err := r.wordPartsTo(r.takeParts(), wparts, false, true)
			if err != nil {
				return nil, err
			}
			if r.oneField(parts) && !r.globMeta(parts) {
				// One field as it is ("f$i.txt", $i): no list of fields.
				s := fieldString(parts)
				r.giveParts(parts)
				if err := r.checkString(s); err != nil {
					return nil, errExpand
				}
				out = append(out, s)
				continue
			}
			fs := r.splitFields(parts)
			for _, f := range fs {
				if !r.globMeta(f) {
					// globField's answer, without its list: $(seq 1000)
					s := fieldString(f)
					if err := r.checkString(s); err != nil {
						return nil, errExpand
					}
					out = append(out, s)
					continue
				}
				res, err := r.globField(f)
				if err != nil {
					return nil, err
				}
				for _, s := range res {
					if err := r.checkString(s); err != nil {
						return nil, errExpand
					}
				}
				out = append(out, res...)
			}
			r.giveParts(parts) // the fields' strings are in out
		}
	}
	return out, nil
}

// oneField reports whether parts make one field as they are, as
// splitFields would find: no field break, nothing dropped, and each
// unquoted expansion not empty and without an IFS character ($i in
// [ $i -lt 10 ]).
func (r *runner) oneField(parts []wpart) bool {
	ifs, loaded := "", false
	for _, p := range parts {
		switch {
		case p.brk:
			return false
		case p.split:
			if p.s == "" {
				return false
			}
			if !loaded {
				ifs, loaded = r.ifs(), true
			}
			for i := 0; i < len(p.s); i += charLen(p.s, i) {
				if ifsSep(ifs, p.s, i) != 0 {
					return false
				}
			}
		case !p.quoted && p.s == "":
			return false
		}
	}
	return len(parts) > 0
}

func hasBrace(w *syntax.Word) bool {
	for _, p := range w.Parts {
		if l, ok := p.(*syntax.Lit); ok && strings.Contains(l.Value, "{") {
			return true
		}
	}
	return false
}

// literal expands a word to one string without splitting or globbing.
func (r *runner) literal(w *syntax.Word) (string, error) {
	if w == nil {
		return "", nil
	}
	if len(w.Parts) == 1 {
		if l, ok := w.Parts[0].(*syntax.Lit); ok && !strings.ContainsAny(l.Value, "\\~") {
			return l.Value, nil
		}
	}
	parts, err := r.wordPartsTo(r.takeParts(), w.Parts, false, true)
	if err != nil {
		return "", err
	}
	s := joinParts(parts, " ")
	r.giveParts(parts)
	if err := r.checkString(s); err != nil {
		return "", errExpand
	}
	return s, nil
}

func joinParts(parts []wpart, sep string) string {
	if len(parts) == 1 {
		return parts[0].s
	}
	n := 0
	for _, p := range parts {
		n += len(p.s) + max(len(p.sep), len(sep))
	}
	var b strings.Builder
	b.Grow(n) // one allocation, not one per doubling: s="$s$i" in a loop
	for _, p := range parts {
		if p.brk {
			// "$@"'s elements join with a space, $*'s with IFS's first
			// character: none when IFS is empty (x=$* is ab).
			b.WriteString(p.sep)
			continue
		}
		b.WriteString(p.s)
	}
	return b.String()
}

// casePattern is pattern for a case item's pattern, which bash expands
// to a list of words and matches with the first: a quoted "$@" (or
// "${a[@]}") there is its first element, with what is before it
// (x"$@"y is xa), where elsewhere (${v#"$@"}, [[ ]]) it is all of them
// joined with spaces.
func (r *runner) casePattern(w *syntax.Word) (string, error) {
	if w == nil || !hasQuotedAll(w.Parts) {
		return r.pattern(w)
	}
	parts, err := r.wordPartsTo(r.takeParts(), w.Parts, false, true)
	if err != nil {
		return "", err
	}
	defer r.giveParts(parts)
	return patternText(parts, true), nil
}

// patternText joins expanded parts into a pattern: quoted text escaped,
// words a blank apart; with firstWord, a break inside double quotes
// (between "$@"'s elements) ends it.
func patternText(parts []wpart, firstWord bool) string {
	var b strings.Builder
	for _, p := range parts {
		if p.brk {
			if firstWord && p.quoted {
				break
			}
			// $@'s elements join with a space, an unquoted $*'s with
			// IFS's first character, none when IFS is empty (bash's
			// string_list_dollar_star): IFS=; ${x#$*} removes ab.
			if p.quoted {
				b.WriteString(globQuote(p.sep))
			} else {
				b.WriteString(p.sep)
			}
			continue
		}
		if p.quoted {
			b.WriteString(globQuote(p.s))
		} else {
			b.WriteString(p.s)
		}
	}
	return b.String()
}

// hasQuotedAll reports a double-quoted part of parts: the only place a
// "$@" or "${a[@]}" can be.
func hasQuotedAll(parts []syntax.WordPart) bool {
	for _, p := range parts {
		if _, ok := p.(*syntax.DblQuoted); ok {
			return true
		}
	}
	return false
}

// pattern expands a word into a shell pattern: quoted parts are escaped.
// A leading ~ is expanded, as bash does in ${x/~/...}, case and [[ ]].
func (r *runner) pattern(w *syntax.Word) (string, error) {
	if w == nil {
		return "", nil
	}
	if len(w.Parts) == 1 {
		if l, ok := w.Parts[0].(*syntax.Lit); ok && !strings.ContainsAny(l.Value, "\\~") {
			return l.Value, nil // ${v%.txt}: the literal is the pattern
		}
	}
	parts, err := r.wordPartsTo(r.takeParts(), w.Parts, false, true)
	if err != nil {
		return "", err
	}
	defer r.giveParts(parts)
	if len(parts) == 1 && !parts[0].brk && !parts[0].quoted {
		return parts[0].s, nil // ${v%$p}: one unquoted part is the pattern
	}
	return patternText(parts, false), nil
}

// docString expands a here-document body: only $, ` and \ are special.
func (r *runner) docString(w *syntax.Word) (string, error) {
	savedHdoc := r.inHdoc
	defer func() { r.inHdoc = savedHdoc }()
	var b strings.Builder
	for _, p := range w.Parts {
		if l, ok := p.(*syntax.Lit); ok {
			b.WriteString(unescapeDq(l.Value, true))
			continue
		}
		_, r.inHdoc = p.(*syntax.ParamExp)
		parts, err := r.wordParts([]syntax.WordPart{p}, true, false)
		if err != nil {
			return "", err
		}
		b.WriteString(joinParts(parts, " "))
	}
	return b.String(), nil
}

// unescapeDq removes the backslashes that are special inside double quotes.
func unescapeDq(s string, heredoc bool) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) {
			n := s[i+1]
			if n == '$' || n == '`' || n == '\\' || (!heredoc && n == '"') {
				b.WriteByte(n)
				i++
				continue
			}
			if n == '\n' {
				i++
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// wordParts expands the parts of a word. inDq is true inside double
// quotes. tilde enables tilde expansion at the start.
func (r *runner) wordParts(wps []syntax.WordPart, inDq, tilde bool) ([]wpart, error) {
	return r.wordPartsTo(nil, wps, inDq, tilde)
}

// takeParts lends one of the runner's spare slices of parts for a word
// expanded and consumed at once (literal, fields, pattern); giveParts
// returns it. Expansions nest (${v%$p} in x=...): each level takes its own.
func (r *runner) takeParts() []wpart {
	n := len(r.partBufs)
	if n == 0 {
		return nil
	}
	buf := r.partBufs[n-1]
	r.partBufs = r.partBufs[:n-1]
	return buf
}

func (r *runner) giveParts(parts []wpart) {
	if cap(parts) == 0 || cap(parts) > 64 || len(r.partBufs) >= 4 {
		return // a long list ("$@" of many) is not kept alive
	}
	clear(parts[:cap(parts)])
	r.partBufs = append(r.partBufs, parts[:0])
}

// wordPartsTo is wordParts appending to out.
func (r *runner) wordPartsTo(out []wpart, wps []syntax.WordPart, inDq, tilde bool) ([]wpart, error) {
	if r.noTilde {
		tilde = false
	}
	if tilde && !inDq && len(wps) > 1 {
		wps = joinTildePrefix(wps)
	}
	if out == nil && len(wps) > 1 {
		// Most parts make one wpart: one allocation for them all.
		out = make([]wpart, 0, len(wps))
	}
	if r.wordTop == nil {
		r.wordTop = wps
		defer func() { r.wordTop = nil }()
	}
	for i, wp := range wps {
		switch p := wp.(type) {
		case *syntax.Lit:
			s := p.Value
			if inDq {
				out = append(out, wpart{s: unescapeDq(s, false), quoted: true})
				continue
			}
			if i == 0 && tilde && !r.listWord && !r.assignTilde && !r.braceWord && (!r.opts.posix || r.posixDeclWords) && !strings.HasPrefix(s, "~") {
				// name=... words get tilde expansion after the '=' and
				// after each ':' (echo PATH=~/b:~/c, echo x=a:~)
				// (not an assignment's value: s=a=~ keeps it); not in
				// POSIX mode, which expands assignments' only.
				if eq := strings.IndexByte(s, '='); eq > 0 && validName(s[:eq]) && strings.Contains(s[eq:], "~") {
					head := s[:eq+1]
					s = s[eq+1:]
					if strings.HasPrefix(s, "~") {
						if exp, rest, ok := r.tilde(s, len(wps) == 1); ok {
							out = append(out, wpart{s: head}, wpart{s: exp, quoted: true})
							head, s = "", rest
						}
					}
					if head != "" {
						out = appendUnquotedLit(out, head)
					}
					if strings.Contains(s, ":~") {
						// and after each ':', as in an assignment
						out = r.colonTildes(out, s, len(wps) == 1)
						continue
					}
				}
			}
			if i == 0 && tilde && strings.HasPrefix(s, "~") {
				var pre string
				var ok bool
				pre, s, ok = r.tilde(s, len(wps) == 1)
				if ok {
					out = append(out, wpart{s: pre, quoted: true})
				}
			}
			if r.assignTilde && strings.Contains(s, ":~") {
				out = r.colonTildes(out, s, i+1 == len(wps))
				continue
			}
			out = appendUnquotedLit(out, s)
		case *syntax.SglQuoted:
			if inDq && (!p.Dollar || p.Untranslated) {
				// Only a ${x:-'...'} word inside double quotes gets here:
				// bash keeps those quotes as text (but not $'...' ones,
				// unless read with shopt -u extquote: a $ before them)
				// and expands what is between them as in double quotes.
				if p.Untranslated {
					out = append(out, wpart{s: "$", quoted: true})
				}
				out = append(out, wpart{s: "'", quoted: true})
				if strings.ContainsAny(p.Value, "$`\\") {
					w, err := r.parseWord(p.Value)
					if err != nil {
						return nil, r.fail(false, "%s", bashParseMessage(err))
					}
					inner, err := r.wordParts(w.Parts, true, false)
					if err != nil {
						return nil, err
					}
					out = append(out, inner...)
				} else {
					// a " there opens double quotes (to the next one or
					// the word's end) whose marks bash removes.
					out = append(out, wpart{s: strings.ReplaceAll(p.Value, `"`, ""), quoted: true})
				}
				out = append(out, wpart{s: "'", quoted: true})
				continue
			}
			s := p.Value
			if p.Dollar {
				s = ansiC(s, r.readLocale(p))
			}
			out = append(out, wpart{s: s, quoted: true})
		case *syntax.DblQuoted:
			if len(p.Parts) == 0 {
				out = append(out, wpart{quoted: true})
				continue
			}
			n := len(out)
			var err error
			parts := p.Parts
			if r.opts.posix {
				if np, ok := r.posixDquote(p); ok {
					parts = np
				}
			}
			hasAt := dqHasAt(p)
			zero, some := r.atZero, r.atSome
			out, err = r.wordPartsTo(out, parts, true, false)
			if err != nil {
				return nil, err
			}
			if hasAt && r.atZero > zero && r.atSome == some && allEmpty(out[n:]) {
				// bash: a "$@" of nothing with only empty expansions
				// beside it ("$x$@", "${e[@]}$x") is no word; a
				// literal "" or a $* keeps one.
				out = out[:n]
			}
			if len(out) == n && !hasAt {
				out = append(out, wpart{quoted: true})
			}
		case *syntax.ParamExp:
			if s, ok := r.plainParam(p); ok {
				out = append(out, wpart{s: s, quoted: inDq, split: !inDq})
				continue
			}
			saved := r.substParts
			r.substParts = wps
			if s, ok, err := r.scalarOpParam(p); ok {
				r.substParts = saved
				if err != nil {
					return nil, err
				}
				out = append(out, wpart{s: s, quoted: inDq, split: !inDq})
				continue
			}
			r.expParts = nil
			r.starMulti = false
			vals, multi, err := r.paramExp(p, inDq)
			r.substParts = saved
			if err != nil {
				return nil, err
			}
			if r.expParts != nil {
				out = append(out, r.expParts...)
				r.expParts = nil
				continue
			}
			if multi {
				sep := " "
				if r.starMulti {
					if sep = r.ifsJoin(); sep == "" && r.starSpace {
						sep = " "
					}
				}
				if !inDq && !r.starMulti && r.braceRHS && plainAt(p) && r.ifsNotSpaceFirst() {
					// Unquoted $@ in the word of ${v-word}: bash
					// quotes each element and joins them with a
					// space when IFS is set, not null and its first
					// character no space (POSIX interp 888); only
					// the spaces may split.
					for j, v := range vals {
						if j > 0 {
							out = append(out, wpart{s: " ", split: true})
						}
						out = append(out, wpart{s: v, quoted: true})
					}
					continue
				}
				if !r.starMulti {
					if len(vals) == 0 {
						r.atZero++
					} else {
						r.atSome++
					}
				}
				for j, v := range vals {
					if j > 0 {
						out = append(out, wpart{brk: true, quoted: inDq, sep: sep})
					}
					if inDq {
						out = append(out, wpart{s: v, quoted: true})
					} else {
						out = append(out, wpart{s: v, split: true})
					}
				}
				continue
			}
			s := ""
			if len(vals) > 0 {
				s = vals[0]
			}
			out = append(out, wpart{s: s, quoted: inDq, split: !inDq})
		case *syntax.CmdSubst:
			s, err := r.cmdSubst(p)
			if err != nil {
				return nil, err
			}
			out = append(out, wpart{s: s, quoted: inDq, split: !inDq})
		case *syntax.ArithmExp:
			saved := r.arithNode
			r.arithNode = p
			n, err := r.arithTo(p.X, p.Right)
			r.arithNode = saved
			if err != nil {
				r.arithFail(err, "")
				return nil, errExpand
			}
			out = append(out, wpart{s: strconv.FormatInt(n, 10), quoted: inDq, split: !inDq})
		case *syntax.ProcSubst:
			s, err := r.procSubst(p)
			if err != nil {
				return nil, err
			}
			out = append(out, wpart{s: s, quoted: true})
		case *syntax.ExtGlob:
			out = append(out, wpart{s: p.Op.String()})
			out = append(out, r.extGlobParts(p.Pattern.Value)...)
			out = append(out, wpart{s: ")"})
		case *syntax.BraceExp:
			out = append(out, wpart{s: printNode(p)})
		default:
			return nil, r.fail(false, "unsupported word part %T", p)
		}
	}
	return out, nil
}

// arithCommentOpen reports whether body, the text of a $(( )) between
// its parentheses, has a comment that runs past its end: a # after a
// blank or a newline, outside quotes, with no newline after it in body.
func arithCommentOpen(body string) bool {
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case '\'':
			j := strings.IndexByte(body[i+1:], '\'')
			if j < 0 {
				return false
			}
			i += j + 1
		case '"':
			for i++; i < len(body) && body[i] != '"'; i++ {
				if body[i] == '\\' {
					i++
				}
			}
		case '#':
			if i == 0 || (body[i-1] != ' ' && body[i-1] != '\t' && body[i-1] != '\n') {
				continue
			}
			j := strings.IndexByte(body[i:], '\n')
			if j < 0 {
				return true
			}
			i += j
		}
	}
	return false
}

// wordTopText is the text of the word being expanded (wordTop), its
// deferred constructs as written, which bash's "bad substitution: no
// closing" names whole; a here-document's body; self, the construct at
// fault, when the word's source is not at hand.
func (r *runner) wordTopText(self string) string {
	if r.substWhole != "" {
		return r.substWhole
	}
	if wps := r.wordTop; len(wps) > 0 {
		if t := restoreBadParams(r.srcText(wps[0].Pos(), wps[len(wps)-1].End(), "")); strings.Contains(t, self) {
			return t
		}
	}
	return self
}

// extGlobParts expands the text inside @(...) in a word (the parser keeps
// it raw): quoted parts match literally, unquoted $ and ` expansions are
// split on IFS like any other in the word.
func (r *runner) extGlobParts(pat string) []wpart {
	var out []wpart
	expand := func(s string) {
		if s == "" {
			return
		}
		if strings.ContainsAny(s, "$`") {
			if w, err := r.parseWord(s); err == nil {
				if ps, err := r.wordParts(w.Parts, false, false); err == nil {
					out = append(out, ps...)
					return
				}
			}
		}
		out = append(out, wpart{s: s})
	}
	for len(pat) > 0 {
		i := strings.IndexAny(pat, "\\'\"")
		if i < 0 {
			expand(pat)
			break
		}
		expand(pat[:i])
		if pat[i] == '\\' {
			// A backslash and the character it escapes stay a pattern escape.
			j := min(i+2, len(pat))
			out = append(out, wpart{s: pat[i:j]})
			pat = pat[j:]
			continue
		}
		// A quoted section: the text version handles it.
		rest := pat[i:]
		end := len(rest)
		if c := rest[0]; c == '\'' {
			if k := strings.IndexByte(rest[1:], c); k >= 0 {
				end = k + 2
			}
		} else {
			for j := 1; j < len(rest); j++ {
				if rest[j] == '\\' {
					j++
				} else if rest[j] == '"' {
					end = j + 1
					break
				}
			}
		}
		out = append(out, wpart{s: r.extGlobText(rest[:end])})
		pat = rest[end:]
	}
	return out
}

// extGlobText expands the text inside @(...) (the parser keeps it raw):
// quoted parts match literally, $ and ` expansions are done.
func (r *runner) extGlobText(pat string) string {
	if !strings.ContainsAny(pat, "$`'\"") {
		return pat
	}
	expand := func(s string) string {
		if !strings.ContainsAny(s, "$`") {
			return s
		}
		if w, err := r.parseWord(s); err == nil {
			if e, err := r.docString(w); err == nil {
				return e
			}
		}
		return s
	}
	var b strings.Builder
	for len(pat) > 0 {
		i := strings.IndexAny(pat, "\\'\"")
		if i < 0 {
			b.WriteString(expand(pat))
			break
		}
		b.WriteString(expand(pat[:i]))
		c := pat[i]
		pat = pat[i+1:]
		if c == '\\' {
			b.WriteByte('\\')
			if pat != "" {
				b.WriteByte(pat[0])
				pat = pat[1:]
			}
			continue
		}
		end := strings.IndexByte(pat, c)
		if c == '"' {
			// the closing quote not escaped by a backslash
			end = -1
			for j := 0; j < len(pat); j++ {
				if pat[j] == '\\' {
					j++
				} else if pat[j] == '"' {
					end = j
					break
				}
			}
		}
		if end < 0 {
			b.WriteString(globQuote(string(c) + pat))
			break
		}
		inner := pat[:end]
		pat = pat[end+1:]
		if c == '"' {
			inner = expand(unescapeDq(inner, false))
		}
		b.WriteString(globQuote(inner))
	}
	return b.String()
}

// allEmpty tells whether parts are all empty text, no field break.
func allEmpty(parts []wpart) bool {
	for _, p := range parts {
		if p.s != "" || p.brk {
			return false
		}
	}
	return true
}

func dqHasAt(dq *syntax.DblQuoted) bool {
	for _, p := range dq.Parts {
		if pe, ok := p.(*syntax.ParamExp); ok && paramHasAt(pe) {
			return true
		}
	}
	return false
}

// paramHasAt tells whether pe expands to words as "$@" does.
func paramHasAt(pe *syntax.ParamExp) bool {
	if pe.Param == nil {
		return false
	}
	if pe.Param.Value == "@" && !pe.Length && !pe.Excl {
		return true
	}
	if pe.Index != nil && !pe.Length {
		if w, ok := pe.Index.(*syntax.Word); ok && len(w.Parts) == 1 {
			if l, ok := w.Parts[0].(*syntax.Lit); ok && l.Value == "@" {
				return true
			}
		}
	}
	if pe.Excl && pe.Names == syntax.NamesPrefixWords {
		return true
	}
	if text, ok := badParamText(pe.Param.Value); ok {
		if tpe := unknownTransformParam(text); tpe != nil {
			return paramHasAt(tpe)
		}
	}
	return false
}

// appendUnquotedLit adds an unquoted literal: a backslash quotes the next
// character.
func appendUnquotedLit(out []wpart, s string) []wpart {
	for {
		i := strings.IndexByte(s, '\\')
		if i < 0 {
			if s != "" {
				out = append(out, wpart{s: s})
			}
			return out
		}
		if i > 0 {
			out = append(out, wpart{s: s[:i]})
		}
		if i+1 >= len(s) {
			out = append(out, wpart{s: "\\", quoted: true})
			return out
		}
		if s[i+1] == '\n' {
			s = s[i+2:]
			continue
		}
		out = append(out, wpart{s: s[i+1 : i+2], quoted: true})
		s = s[i+2:]
	}
}

// colonTildes appends the unquoted literal s of an assignment value,
// expanding each ~ that follows a ':' (PATH=a:~/bin).
// whole: s ends the word (a ~ ending s before a quoted part is no
// tilde-prefix).
func (r *runner) colonTildes(out []wpart, s string, whole bool) []wpart {
	for {
		i := strings.Index(s, ":~")
		if i < 0 || strings.Contains(s[:i], "\\") {
			return appendUnquotedLit(out, s)
		}
		out = appendUnquotedLit(out, s[:i+1])
		exp, rest, ok := r.tilde(s[i+1:], whole)
		if ok {
			out = append(out, wpart{s: exp, quoted: true})
			s = rest
		} else {
			out = appendUnquotedLit(out, "~")
			s = s[i+2:]
		}
	}
}

// tilde expands a leading ~ in s. It returns the expansion and the rest.
// whole: s ends the word; when it does not and has no / or :, the
// tilde-prefix goes on into a quoted part or an expansion, and bash
// leaves it (~"/x", ~$d).
func (r *runner) tilde(s string, whole bool) (string, string, bool) {
	// The tilde-prefix ends at the first / or : (bash: `echo ~:x`).
	end := strings.IndexAny(s, "/:")
	if end < 0 {
		if !whole {
			return "", s, false
		}
		end = len(s)
	}
	user := s[1:end]
	rest := s[end:]
	if strings.ContainsAny(user, "\\'\"$") {
		return "", s, false
	}
	switch user {
	case "":
		home, ok := r.getStr("HOME")
		if !ok {
			home = "/home/" + r.sh.cfg.Username
			if r.sh.cfg.Username == "root" {
				home = "/root"
			}
		}
		return home, rest, true
	case "+":
		pwd, _ := r.getStr("PWD")
		return pwd, rest, true
	case "-":
		if old, ok := r.getStr("OLDPWD"); ok {
			return old, rest, true
		}
		return "", s, false
	case r.sh.cfg.Username:
		if r.sh.cfg.Username == "root" {
			return "/root", rest, true
		}
		return "/home/" + user, rest, true
	case "root":
		return "/root", rest, true
	}
	if d, ok := r.tildeDirStack(user); ok {
		return d, rest, true
	}
	return "", s, false
}

// tildeDirStack is ~N, ~+N and ~-N: the directory stack's entry as
// dirs +N and dirs -N show it (0 the working directory), in full; out
// of range no expansion.
func (r *runner) tildeDirStack(user string) (string, bool) {
	digits := strings.TrimLeft(user, "+-")
	if digits == "" || len(user)-len(digits) > 1 || strings.Trim(digits, "0123456789") != "" || len(digits) > 9 {
		return "", false
	}
	n, _ := strconv.Atoi(digits)
	top := len(r.dirStack)
	if n > top {
		return "", false
	}
	if user[0] == '-' {
		n = top - n
	}
	if n == 0 {
		return r.dir, true
	}
	return r.dirStack[top-n], true
}

// splitFields performs IFS word splitting of one word's parts. Each
// returned field is a list of parts (for globbing).
func (r *runner) splitFields(parts []wpart) [][]wpart {
	if len(parts) > 0 && noSplit(parts) {
		return [][]wpart{parts}
	}
	var ifs string
	ifsLoaded := false
	var fields [][]wpart
	// The fields' parts share one backing array, each field a capped
	// slice of it: one allocation per doubling, not one per field
	// (for i in $(seq 1000)).
	var all []wpart
	start := 0
	has := false
	const (
		stStart = iota
		stAfterWS
		stAfterNonWS
		stField
	)
	state := stStart
	emit := func() {
		fields = append(fields, all[start:len(all):len(all)])
		start = len(all)
		has = false
	}
	for _, p := range parts {
		if p.brk {
			if !ifsLoaded {
				ifs = r.ifs()
				ifsLoaded = true
			}
			if p.quoted || ifs == "" {
				// "$@": a field break; with a null IFS nothing splits and
				// each element is a field of its own.
				if has {
					emit()
				}
				state = stAfterWS
				continue
			}
			// Unquoted, bash joins the elements with IFS's first
			// character and splits the whole: the join is one more
			// separator (a- -b with IFS=- is a, "", "", b).
			if c := ifs[0]; c == ' ' || c == '\t' || c == '\n' {
				if has {
					emit()
					state = stAfterWS
				}
				continue
			}
			if has || state == stAfterNonWS || state == stStart {
				emit()
			}
			state = stAfterNonWS
			continue
		}
		if !p.split {
			if p.quoted || p.s != "" {
				all = append(all, p)
				has = true
				state = stField
			}
			continue
		}
		if !ifsLoaded {
			ifs = r.ifs()
			ifsLoaded = true
		}
		if ifs == "" {
			if p.s != "" {
				all = append(all, wpart{s: p.s})
				has = true
				state = stField
			}
			continue
		}
		s := p.s
		from := 0
		for i := 0; i < len(s); i++ {
			c := s[i]
			n := ifsSep(ifs, s, i)
			if n == 0 {
				i += charLen(s, i) - 1 // no byte of a character separates
				continue
			}
			if i > from {
				all = append(all, wpart{s: s[from:i]})
				has = true
				state = stField
			}
			from = i + n
			i += n - 1
			if c == ' ' || c == '\t' || c == '\n' {
				if has {
					emit()
					state = stAfterWS
				}
				continue
			}
			switch {
			case has:
				emit()
			case state == stAfterNonWS || state == stStart:
				emit()
			}
			state = stAfterNonWS
		}
		if from < len(s) {
			all = append(all, wpart{s: s[from:]})
			has = true
			state = stField
		}
	}
	if has {
		emit()
	}
	return fields
}

// noSplit reports whether parts make one field as they are: nothing to
// split and nothing dropped ("f$i.txt", a literal).
func noSplit(parts []wpart) bool {
	for _, p := range parts {
		if p.brk || p.split || (!p.quoted && p.s == "") {
			return false
		}
	}
	return true
}

// charLen is the length of the character at s[i]: a valid multibyte
// one's bytes, or 1 (bash splits and matches a word by characters, so a
// lone byte in IFS does not split the character holding that byte).
func charLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// ifsSep returns the length of the IFS character at s[i], 0 if there is
// none. IFS holds characters, not bytes: a multibyte character separates
// only where it occurs whole.
func ifsSep(ifs, s string, i int) int {
	c := s[i]
	if c < utf8.RuneSelf {
		if strings.IndexByte(ifs, c) >= 0 {
			return 1
		}
		return 0
	}
	ru, n := utf8.DecodeRuneInString(s[i:])
	if ru == utf8.RuneError && n <= 1 {
		// An invalid byte separates only if IFS holds that same byte
		// outside any valid character.
		for j := 0; j < len(ifs); {
			r2, m := utf8.DecodeRuneInString(ifs[j:])
			if r2 == utf8.RuneError && m <= 1 && ifs[j] == c {
				return 1
			}
			j += m
		}
		return 0
	}
	if strings.ContainsRune(ifs, ru) {
		return n
	}
	return 0
}

func fieldString(f []wpart) string {
	if len(f) == 1 {
		return f[0].s
	}
	n := 0
	for _, p := range f {
		n += len(p.s)
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range f {
		b.WriteString(p.s)
	}
	return b.String()
}

// globMeta reports whether a field's parts may make a glob pattern.
func (r *runner) globMeta(f []wpart) bool {
	if r.opts.noglob {
		return false
	}
	for _, p := range f {
		if !p.quoted && hasGlobMeta(p.s, r.opts.extglob) {
			return true
		}
	}
	return false
}

func (r *runner) globField(f []wpart) ([]string, error) {
	if !r.globMeta(f) {
		return []string{fieldString(f)}, nil
	}
	var b strings.Builder
	quotedSlash := false
	for _, p := range f {
		if p.quoted {
			b.WriteString(globQuote(p.s))
			quotedSlash = quotedSlash || strings.Contains(p.s, "/")
		} else {
			b.WriteString(p.s)
		}
	}
	pat := b.String()
	test := pat
	if quotedSlash {
		// A quoted slash does not end a bracket expression as one
		// unquoted does ([a\/b] is a pattern, [a/b] none).
		var t strings.Builder
		for _, p := range f {
			if p.quoted {
				t.WriteString(strings.ReplaceAll(globQuote(p.s), "/", `\/`))
			} else {
				t.WriteString(p.s)
			}
		}
		test = t.String()
	}
	if !hasGlobPattern(test, r.opts.extglob) {
		// A '[' that no ']' closes is a plain character: no pattern, so
		// nullglob and failglob leave the word alone.
		return []string{fieldString(f)}, nil
	}
	matches, err := r.glob(pat)
	if err != nil {
		return nil, err
	}
	if len(matches) == 0 {
		// failglob is bash's first test, before nullglob.
		if r.opts.failglob {
			return nil, r.fail(false, "no match: %s", fieldString(f))
		}
		if r.opts.nullglob {
			return nil, nil
		}
		return []string{fieldString(f)}, nil
	}
	return matches, nil
}

// hasGlobMeta reports whether s (with backslash escapes) has a glob
// metacharacter: * ? [ or, with ext, an extglob's "X(".
func hasGlobMeta(s string, ext bool) bool { return scanGlob(s, ext, false) }

// hasGlobPattern is hasGlobMeta where a '[' counts only when a ']'
// closes it, as in bash.
func hasGlobPattern(s string, ext bool) bool { return scanGlob(s, ext, true) }

func scanGlob(s string, ext, closedBracket bool) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '?':
			return true
		case '[':
			if !closedBracket || bracketCloses(s, i) {
				return true
			}
		case '\\':
			i++
		case '(':
			if ext && i > 0 && strings.IndexByte("@!+", s[i-1]) >= 0 {
				return true
			}
		}
	}
	return false
}

// bracketCloses reports whether a ']' follows the '[' at s[i] (bash's
// glob_pattern_p: "[]" and "[!]" count too), before a slash: a bracket
// expression never spans one (unquoted_glob_pattern_p: [a/b] is no
// pattern, [a\/b] is).
func bracketCloses(s string, i int) bool {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '/':
			return false
		case ']':
			return true
		}
	}
	return false
}

// reCache and condReCache hold compiled patterns. They are shared by all
// shells of the process but hold only compiled patterns keyed by their
// source, and are emptied when they grow past maxCached entries so that
// no script can grow them without bound.
var (
	reCache     = &regexpCache[*regexp.Regexp]{m: map[string]*regexp.Regexp{}}
	condReCache = &regexpCache[*regex.Regexp]{m: map[string]*regex.Regexp{}}
)

const maxCached = 4096

type regexpCache[T any] struct {
	mu sync.Mutex
	m  map[string]T
}

func (c *regexpCache[T]) Load(key string) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	re, ok := c.m[key]
	return re, ok
}

func (c *regexpCache[T]) loadBytes(key []byte) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	re, ok := c.m[string(key)]
	return re, ok
}

func (c *regexpCache[T]) Store(key string, re T) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= maxCached {
		c.m = map[string]T{}
	}
	c.m[key] = re
}

// bashBrackets reads bracket expressions as bash does: classes as glibc's
// UTF-8 locales define them ([[:alpha:]] matches é), collating symbols
// and equivalence classes.
const bashBrackets = pattern.UnicodeClasses | pattern.CollatingElements

func compilePattern(pat string, mode pattern.Mode) (*regexp.Regexp, error) {
	// The key is built on the stack: a cache hit ([[ $a == *5* ]] in a
	// loop) allocates nothing.
	var kb [64]byte
	k := append(strconv.AppendInt(kb[:0], int64(mode), 10), ':')
	k = append(k, pat...)
	if re, ok := reCache.loadBytes(k); ok {
		return re, nil
	}
	key := string(k)
	expr, err := pattern.Regexp(pat, mode|bashBrackets)
	if err != nil {
		return nil, err
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, err
	}
	reCache.Store(key, re)
	return re, nil
}

// match reports whether s matches the shell pattern pat entirely, with
// the extended operators when ext (shopt extglob; [[ ]] has them always).
func (r *runner) match(pat, s string, nocase, ext bool) bool {
	if !hasGlobMeta(pat, ext) && !strings.Contains(pat, "\\") {
		if nocase {
			if r.byteLocale() && needsBytes(pat, s) {
				return asciiEqualFold(pat, s)
			}
			return strings.EqualFold(pat, s)
		}
		return pat == s
	}
	if r.bytewise(pat, s) {
		pat, s = bytesAsRunes(pat), bytesAsRunes(s)
	}
	if ext && hasExtglobOp(pat) {
		return matchExtglob(r.ctx, pat, s, nocase)
	}
	mode := pattern.EntireString
	if ext {
		mode |= pattern.ExtendedOperators
	}
	if nocase {
		mode |= pattern.NoGlobCase
	}
	re, err := compilePattern(pat, mode)
	if err != nil {
		if !ext && hasExtglobOp(pat) {
			return false
		}
		return matchExtglob(r.ctx, pat, s, nocase)
	}
	return re.MatchString(s)
}

// braceExpand performs brace expansion on a word.
func (r *runner) braceExpand(w *syntax.Word) ([][]syntax.WordPart, error) {
	w2 := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
	if !r.opts.braceexpand || !syntax.SplitBraces(w2) {
		return [][]syntax.WordPart{w.Parts}, nil
	}
	count := 0
	var res [][]syntax.WordPart
	var expand func(prefix []syntax.WordPart, rest []syntax.WordPart) error
	expand = func(prefix []syntax.WordPart, rest []syntax.WordPart) error {
		for i, p := range rest {
			be, ok := p.(*syntax.BraceExp)
			if !ok {
				continue
			}
			pre := append(append([]syntax.WordPart(nil), prefix...), rest[:i]...)
			after := rest[i+1:]
			var alts [][]syntax.WordPart
			if be.Sequence {
				items, err := r.braceSeq(be)
				if err != nil {
					return err
				}
				if items == nil {
					// A sequence bash does not expand stays as written:
					// {x..y..step}, its parts kept (a quoted part stays quoted).
					lit := []syntax.WordPart{&syntax.Lit{Value: "{"}}
					for i, e := range be.Elems {
						if i > 0 {
							lit = append(lit, &syntax.Lit{Value: ".."})
						}
						lit = append(lit, e.Parts...)
					}
					alts = [][]syntax.WordPart{append(lit, &syntax.Lit{Value: "}"})}
				}
				// One allocation for all the items' literals and one for
				// their one-part slices, not two per item ({1..1000}).
				lits := make([]syntax.Lit, len(items))
				parts := make([]syntax.WordPart, len(items))
				if len(items) > 0 {
					alts = make([][]syntax.WordPart, 0, len(items))
				}
				for k, it := range items {
					if it == "" {
						// The backslash of a character range (see
						// braceSeq): a word, though empty, as "" is.
						parts[k] = &syntax.SglQuoted{}
					} else {
						lits[k].Value = it
						parts[k] = &lits[k]
					}
					alts = append(alts, parts[k:k+1:k+1])
				}
			} else {
				for _, e := range be.Elems {
					alts = append(alts, e.Parts)
				}
			}
			for _, a := range alts {
				// An alternative may hold braces of its own ({a,{b,c}}):
				// they are expanded with the rest of the word.
				// Nothing writes to the parts: with nothing after the
				// braces, the alternative's own slice will do.
				np := a
				if len(after) > 0 {
					np = append(append(make([]syntax.WordPart, 0, len(a)+len(after)), a...), after...)
				}
				if err := expand(pre, np); err != nil {
					return err
				}
			}
			return nil
		}
		count++
		if count > r.rs.limits.MaxBraceExpansion {
			r.rs.setFatal(&limitError{"MaxBraceExpansion", strconv.Itoa(r.rs.limits.MaxBraceExpansion)})
			return errExpand
		}
		// The words are their parts (no Word each: the callers read the
		// parts only); without a prefix, rest is the expansion's own slice
		// (nothing writes to it, braceJoin included), not copied.
		if len(prefix) > 0 {
			rest = append(append([]syntax.WordPart(nil), prefix...), rest...)
		}
		res = append(res, braceJoin(rest))
		return nil
	}
	if err := expand(nil, w2.Parts); err != nil {
		return nil, err
	}
	return res, nil
}

// braceJoin reads again the places where brace expansion put two parts
// side by side that the text of the word, read again, joins: bash expands
// braces on the text of a word and only then reads the expansions in it.
// A $name is followed by more name characters ({$a,x}post is $apost,
// $a{b,c} is $ab and $ac); a bare $ is followed by what makes it an
// expansion ({$,x}a is $a, {$,x}{a} is ${a}, {$,x}1 is $1). The parts are
// a fresh slice of the expansion's own; the nodes are shared and not changed.
func braceJoin(parts []syntax.WordPart) []syntax.WordPart {
	for i := 0; i+1 < len(parts); i++ {
		switch p := parts[i].(type) {
		case *syntax.ParamExp:
			if !p.Short || p.Param == nil || p.Param.Value == "" || !isNameStartByte(p.Param.Value[0]) {
				continue
			}
			name := p.Param.Value
			j := i + 1
			var rest *syntax.Lit
			for ; j < len(parts); j++ {
				l, ok := parts[j].(*syntax.Lit)
				if !ok {
					break
				}
				n := 0
				for n < len(l.Value) && (isNameStartByte(l.Value[n]) || l.Value[n] >= '0' && l.Value[n] <= '9') {
					n++
				}
				name += l.Value[:n]
				if n < len(l.Value) {
					rest = &syntax.Lit{ValuePos: l.ValuePos, ValueEnd: l.ValueEnd, Value: l.Value[n:]}
					break
				}
			}
			if name == p.Param.Value {
				continue
			}
			np := *p
			np.Param = &syntax.Lit{ValuePos: p.Param.ValuePos, ValueEnd: p.Param.ValueEnd, Value: name}
			out := append(parts[:i:i], &np)
			if rest != nil {
				out = append(out, rest)
				j++
			}
			parts = append(out, parts[j:]...)
		case *syntax.Lit:
			if !endsInDollar(p.Value) {
				continue
			}
			next := i + 1
			for next+1 < len(parts) {
				if l, ok := parts[next].(*syntax.Lit); !ok || l.Value != "" {
					break
				}
				next++
			}
			switch n := parts[next].(type) {
			case *syntax.Lit:
				if n.Value == "" {
					continue
				}
				c := n.Value[0]
				if !isNameStartByte(c) && !(c >= '0' && c <= '9') && !strings.ContainsRune("{@*#?-$!", rune(c)) {
					continue
				}
			case *syntax.ParamExp, *syntax.CmdSubst, *syntax.ArithmExp:
			default:
				continue // $'..' and $".." are not made by a join: bash leaves the $
			}
			// The rest of the word is read again from the $ on, as
			// bash reads it (rare: a $ that brace expansion leaves
			// before what follows).
			src := "$" + printNode(&syntax.Word{Parts: parts[next:]})
			var got []*syntax.Word
			parser := syntax.NewParser(syntax.Variant(syntax.LangBash))
			for w, err := range parser.WordsSeq(strings.NewReader(src)) {
				if err != nil {
					got = nil
					break
				}
				got = append(got, w)
			}
			if len(got) != 1 {
				continue
			}
			out := parts[:i:i]
			if len(p.Value) > 1 {
				out = append(out, &syntax.Lit{ValuePos: p.ValuePos, ValueEnd: p.ValueEnd, Value: p.Value[:len(p.Value)-1]})
			}
			return append(out, got[0].Parts...)
		}
	}
	return parts
}

// endsInDollar reports whether s ends in a $ that no backslash escapes.
func endsInDollar(s string) bool {
	if !strings.HasSuffix(s, "$") {
		return false
	}
	n := 0
	for k := len(s) - 2; k >= 0 && s[k] == '\\'; k-- {
		n++
	}
	return n%2 == 0
}

func isNameStartByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func (r *runner) braceSeq(be *syntax.BraceExp) ([]string, error) {
	vals := make([]string, len(be.Elems))
	for i, e := range be.Elems {
		vals[i] = printNode(e)
	}
	from, to := vals[0], vals[1]
	step := int64(1)
	if len(vals) > 2 {
		s, err := strconv.ParseInt(vals[2], 10, 64)
		// bash leaves a step it cannot negate as it is.
		if err != nil || s == math.MinInt64 {
			return nil, nil
		}
		if s < 0 {
			s = -s
		}
		if s == 0 {
			s = 1
		}
		step = s
	}
	// The values are counted, not stepped to: a counter stepping past
	// the end near the int64 limit would wrap and never end.
	lim := int64(r.rs.limits.MaxBraceExpansion)
	a, err1 := strconv.ParseInt(from, 10, 64)
	b, err2 := strconv.ParseInt(to, 10, 64)
	if err1 == nil && err2 == nil {
		// bash's mkseq leaves a range as written when b-a is out of
		// [MinInt64+3, MaxInt64-2] or it has more than INT_MAX-3 values.
		if a > 0 && b < math.MinInt64+3+a || a < 0 && b > math.MaxInt64-2+a {
			return nil, nil
		}
		dir, diff := int64(1), b-a
		if b < a {
			dir, diff = -1, a-b
		}
		n := diff / step // values after the first
		if n > math.MaxInt32-3 {
			return nil, nil
		}
		if n >= lim {
			r.rs.setFatal(&limitError{"MaxBraceExpansion", strconv.Itoa(r.rs.limits.MaxBraceExpansion)})
			return nil, errExpand
		}
		width := 0
		// bash pads when an end has a leading zero: 0N, or -0N (a bare -0
		// is no padding: braces.c wants more than two characters there).
		zpad := func(s string) bool { return len(s) > 1 && s[0] == '0' || len(s) > 2 && s[:2] == "-0" }
		if zpad(from) || zpad(to) {
			width = max(len(from), len(to))
		}
		out := make([]string, 0, n+1)
		for k := int64(0); k <= n; k++ {
			out = append(out, padNum(a+dir*k*step, width))
		}
		return out, nil
	}
	if len(from) == 1 && len(to) == 1 {
		x, y := int64(from[0]), int64(to[0])
		// A generated backslash is an escape of nothing, which quote
		// removal drops, leaving an empty word: bash's {a..C} has one
		// between ] and [.
		char := func(c int64) string {
			if c == '\\' {
				return ""
			}
			return string(rune(c))
		}
		dir, diff := int64(1), y-x
		if y < x {
			dir, diff = -1, x-y
		}
		var out []string
		for k := int64(0); k <= diff/step; k++ {
			out = append(out, char(x+dir*k*step))
		}
		return out, nil
	}
	return nil, nil
}

func padNum(i int64, width int) string {
	s := strconv.FormatInt(i, 10)
	if width == 0 {
		return s
	}
	neg := i < 0
	if neg {
		s = s[1:]
	}
	w := width
	if neg {
		w--
	}
	for len(s) < w {
		s = "0" + s
	}
	if neg {
		s = "-" + s
	}
	return s
}

func sortStrings(l []string) { sort.Strings(l) }

// parseWord parses s as the inside of a double-quoted string (for PS4,
// @P and the like).
func (r *runner) parseWord(s string) (*syntax.Word, error) {
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	return p.Document(strings.NewReader(s))
}

// globQuote escapes every ASCII punctuation character so that a quoted
// part of a pattern matches literally (pattern.QuoteMeta leaves the
// extglob characters alone).
func globQuote(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x80 && !isAlnum(c) && c != ' ' && c != '_' && c != '/' {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// joinTildePrefix joins the literal parts a word starts with when the
// first begins with ~, so that a tilde-prefix brace expansion split
// (~{/a,b} is ~/a and ~b) is read whole: ~b is the user b, not ~ and b.
func joinTildePrefix(wps []syntax.WordPart) []syntax.WordPart {
	first, ok := wps[0].(*syntax.Lit)
	if !ok || !strings.HasPrefix(first.Value, "~") || strings.ContainsAny(first.Value, "/:") {
		return wps
	}
	n := 1
	for n < len(wps) {
		if _, ok := wps[n].(*syntax.Lit); !ok {
			break
		}
		n++
	}
	if n == 1 {
		return wps
	}
	var b strings.Builder
	for _, p := range wps[:n] {
		b.WriteString(p.(*syntax.Lit).Value)
	}
	out := make([]syntax.WordPart, 0, len(wps)-n+1)
	out = append(out, &syntax.Lit{ValuePos: first.ValuePos, ValueEnd: wps[n-1].End(), Value: b.String()})
	return append(out, wps[n:]...)
}

// posixDquote is, in POSIX mode, the parts of the double-quoted dq with a
// "${x-'…}…'}" read as bash reads it when it expands it then: single
// quotes inside ${…} are no quotes within double quotes, so the first }
// between them ends the expansion, and the text after it, to the closing
// double quote, is read again as double-quoted text. ok is false when dq
// has no such expansion (or its text is not at hand).
func (r *runner) posixDquote(dq *syntax.DblQuoted) ([]syntax.WordPart, bool) {
	for i, part := range dq.Parts {
		pe, ok := part.(*syntax.ParamExp)
		if !ok || pe.Exp == nil || pe.Exp.Word == nil {
			continue
		}
		for j, wp := range pe.Exp.Word.Parts {
			sq, ok := wp.(*syntax.SglQuoted)
			if !ok || sq.Dollar {
				continue
			}
			k := strings.IndexByte(sq.Value, '}')
			if k < 0 {
				continue
			}
			open, end := int(sq.Left.Offset()), int(dq.Right.Offset())
			from := open + 1 + k + 1
			if !sq.Left.IsValid() || !dq.Right.IsValid() || from > end || end >= len(r.src) ||
				r.src[open] != '\'' || r.src[end] != '"' || r.src[open+1:from] != sq.Value[:k+1] {
				return nil, false
			}
			f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(`: "`+r.src[from:end]+`"`), "")
			if err != nil || len(f.Stmts) != 1 {
				return nil, false
			}
			ce, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
			if !ok || len(ce.Args) != 2 || len(ce.Args[1].Parts) != 1 {
				return nil, false
			}
			rest, ok := ce.Args[1].Parts[0].(*syntax.DblQuoted)
			if !ok {
				return nil, false
			}
			exp := *pe.Exp
			exp.Word = &syntax.Word{Parts: append(slices.Clip(pe.Exp.Word.Parts[:j]), &syntax.Lit{Value: "'" + sq.Value[:k]})}
			npe := *pe
			npe.Exp = &exp
			parts := append(slices.Clip(dq.Parts[:i]), &npe)
			return append(parts, rest.Parts...), true
		}
	}
	return nil, false
}

// plainAt reports whether p is $@, ${@} or ${name[@]} with no operation.
func plainAt(p *syntax.ParamExp) bool {
	if p.Exp != nil || p.Slice != nil || p.Repl != nil || p.Length || p.Width || p.Excl || p.IsSet || p.Names != 0 {
		return false
	}
	if p.Index == nil {
		return p.Param != nil && p.Param.Value == "@"
	}
	w, ok := p.Index.(*syntax.Word)
	return ok && w.Lit() == "@"
}

// ifsNotSpaceFirst reports whether IFS is set, not null and its first
// character no space.
func (r *runner) ifsNotSpaceFirst() bool {
	v := r.lookup("IFS")
	return v != nil && v.set && v.str != "" && v.str[0] != ' '
}
