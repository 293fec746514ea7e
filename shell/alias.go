package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Alias expansion, as bash does it: when the parser reads a command
// line, a command word that is an alias is replaced by the alias's text
// and the text is read again, so an alias may hold reserved words, {, (,
// (( or a whole for ... do. An alias defined on a line applies from the
// next line on, since bash has read (and expanded) the whole line first;
// a function body keeps what was expanded when it was defined. Our
// parser reads the script at once, so before a command line runs its
// text is rewritten with the aliases of that moment and parsed again.

// maxAliasRounds bounds the rounds of expansion of one command line (each
// round expands the aliases found in the words the last one produced).
const maxAliasRounds = 100

// aliasesOn reports whether a command line needs alias expansion.
func (r *runner) aliasesOn() bool {
	return r.opts.expandAliases && len(r.aliases) > 0
}

// aliasRegion is text an alias produced: words in it are not expanded
// again by the aliases in active (no alias expands inside itself).
type aliasRegion struct {
	start, end int
	active     map[string]bool
}

// expandAliasLine expands the aliases of the command line of src that
// starts at from. It returns the new source, the offset where the
// command line ends in it, and whether anything changed.
func (r *runner) expandAliasLine(src string, from int) (string, int, bool) {
	var regions []aliasRegion
	var nextWord []int // offsets after an alias ending in a blank
	changed := false
	for round := 0; round < maxAliasRounds; round++ {
		rest := src[from:]
		line := commandLine(rest)
		type hit struct {
			start, end int
			name       string
		}
		var hits []hit
		consider := func(w *syntax.Word, command bool) {
			if w == nil || len(w.Parts) != 1 {
				return
			}
			l, ok := w.Parts[0].(*syntax.Lit)
			if !ok {
				return
			}
			start := from + int(w.Pos().Offset())
			if !command && !afterBlankAlias(src, nextWord, start) {
				return
			}
			if _, ok := r.aliases[l.Value]; !ok || !validAliasName(l.Value) {
				return
			}
			for _, rg := range regions {
				if start >= rg.start && start < rg.end && rg.active[l.Value] {
					return
				}
			}
			hits = append(hits, hit{start, from + int(w.End().Offset()), l.Value})
		}
		end := from + len(rest)
		if len(line) == 0 {
			// Nothing parses yet (alias x='(( ' and then x 1 )): the
			// first word of the line may still be an alias.
			if w, ok := firstWord(rest); ok {
				consider(w, true)
			}
		} else {
			end = from + lineEnd(rest, int(line[len(line)-1].End().Offset()))
			for _, st := range line {
				syntax.Walk(st, func(n syntax.Node) bool {
					if ce, ok := n.(*syntax.CallExpr); ok {
						for i, w := range ce.Args {
							consider(w, i == 0)
						}
					}
					return true
				})
			}
		}
		if len(hits) == 0 {
			// An alias's text may hold lines of its own: the command
			// line ends after the last of them.
			for _, rg := range regions {
				if rg.end > end {
					end = lineEnd(src, rg.end)
				}
			}
			return src, end, changed
		}
		// Replace from the last so that earlier offsets hold.
		for i := len(hits) - 1; i >= 0; i-- {
			h := hits[i]
			text := r.aliases[h.name]
			delta := len(text) - (h.end - h.start)
			active := map[string]bool{h.name: true}
			for j := range regions {
				rg := &regions[j]
				if h.start >= rg.start && h.start < rg.end {
					for k := range rg.active {
						active[k] = true
					}
					rg.end += delta
				} else if rg.start >= h.end {
					rg.start += delta
					rg.end += delta
				}
			}
			for j := range nextWord {
				if nextWord[j] >= h.end {
					nextWord[j] += delta
				}
			}
			regions = append(regions, aliasRegion{h.start, h.start + len(text), active})
			if text != "" && (text[len(text)-1] == ' ' || text[len(text)-1] == '\t') {
				nextWord = append(nextWord, h.start+len(text))
			}
			src = src[:h.start] + text + src[h.end:]
			if err := r.checkDepthSrc(src[from : h.start+len(text)]); err != nil || len(src) > r.rs.limits.MaxStringBytes {
				return src, end, changed
			}
		}
		changed = true
	}
	return src, from + lineEnd(src[from:], 0), changed
}

// afterBlankAlias reports whether the word at start follows, across
// blanks only, the text of an alias that ended in a blank.
func afterBlankAlias(src string, nextWord []int, start int) bool {
	for _, p := range nextWord {
		if p <= start && strings.Trim(src[p:start], " \t") == "" {
			return true
		}
	}
	return false
}

// commandLine parses the statements of src's first command line: those
// up to the end of the line where the first one ends (more when one of
// them goes on). Statements before a syntax error are kept.
func commandLine(src string) []*syntax.Stmt {
	// Parse a line first, then twice as many until the text parses or
	// all of it was read: a command line is mostly one line, and the
	// rest of the script need not be parsed for it.
	var all []*syntax.Stmt
	for lines := 1; ; lines *= 2 {
		end := 0
		for i := 0; i < lines && end < len(src); i++ {
			if j := strings.IndexByte(src[end:], '\n'); j >= 0 {
				end += j + 1
			} else {
				end = len(src)
			}
		}
		all = all[:0]
		var perr error
		func() {
			defer func() { recover() }() // see runText
			perr = newScriptParser().Stmts(strings.NewReader(src[:end]), func(st *syntax.Stmt) bool {
				all = append(all, st)
				return true
			})
		}()
		if perr == nil || end >= len(src) {
			break
		}
	}
	if len(all) == 0 {
		return nil
	}
	n := 1
	for n < len(all) && all[n].Pos().Line() == all[n-1].End().Line() {
		n++
	}
	return all[:n]
}

// firstWord returns the literal first word of src, if it is one.
func firstWord(src string) (*syntax.Word, bool) {
	i := 0
	for i < len(src) {
		if c := src[i]; c == ' ' || c == '\t' || c == '\n' {
			i++
		} else if c == '#' {
			for i < len(src) && src[i] != '\n' {
				i++
			}
		} else {
			break
		}
	}
	j := i
	for j < len(src) && !strings.ContainsRune(" \t\n;&|<>()'\"\\`$", rune(src[j])) {
		j++
	}
	if j == i || j < len(src) && !strings.ContainsRune(" \t\n;&|<>()", rune(src[j])) {
		return nil, false
	}
	return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{
		ValuePos: syntax.NewPos(uint(i), 1, uint(i+1)),
		ValueEnd: syntax.NewPos(uint(j), 1, uint(j+1)),
		Value:    src[i:j],
	}}}, true
}

// validAliasName reports whether bash would expand s as an alias: no
// quoting characters, slash or expansion in it.
func validAliasName(s string) bool {
	return s != "" && !strings.ContainsAny(s, "/$`=\\'\"")
}
