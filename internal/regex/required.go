package regex

import (
	"unicode"
	"unicode/utf8"
)

// Required returns a literal that every match contains, for searching a
// buffer for it before running the matcher (as GNU grep does): lit is
// UTF-8; with fold it matches ASCII case-insensitively (it is then all
// ASCII, lower case, and no letter of it folds to a non-ASCII character,
// as k to the Kelvin sign does). complete says that containing lit is the
// same as matching. lit is "" when the pattern has no such literal
// (alternatives, classes only, Perl patterns, letters that fold beyond
// ASCII).
func (re *Regexp) Required() (lit string, fold, complete bool) {
	if re.perl || re.prog == nil || re.multi {
		return "", false, false
	}
	rs := required(re.prog, 0)
	if len(rs) == 0 {
		return "", false, false
	}
	if re.bytes {
		// Runes are the bytes of the subject (Latin-1), and only ASCII
		// letters fold.
		lit := make([]byte, len(rs))
		for i, r := range rs {
			if r == 0 {
				return "", false, false
			}
			if re.fold && 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			lit[i] = byte(r)
		}
		return string(lit), re.fold, onlyLiterals(re.prog)
	}
	for i, r := range rs {
		if r == utf8.RuneError || r == 0 {
			// U+FFFD stands for any invalid byte in a subject.
			return "", false, false
		}
		if re.fold {
			if !asciiFoldOnly(r) {
				return "", false, false
			}
			rs[i] = unicode.ToLower(r)
		}
	}
	return string(rs), re.fold, onlyLiterals(re.prog)
}

// required returns the longest run of literals that any match of n
// contains. depth bounds the recursion (the parser bounds nesting too).
func required(n *node, depth int) []rune {
	if depth > 1000 {
		return nil
	}
	switch n.kind {
	case nLit:
		return []rune{n.r}
	case nGroup:
		return required(n.subs[0], depth+1)
	case nRepeat:
		if n.min >= 1 {
			return required(n.subs[0], depth+1)
		}
	case nConcat:
		var best, run []rune
		for _, s := range n.subs {
			if s.kind == nLit {
				run = append(run, s.r)
				continue
			}
			if len(run) > len(best) {
				best = run
			}
			run = nil
			// Anything else ends the run (an assertion too, for
			// simplicity); what it requires itself may be longer.
			if r := required(s, depth+1); len(r) > len(best) {
				best = r
			}
		}
		if len(run) > len(best) {
			best = run
		}
		return best
	}
	return nil
}

// onlyLiterals reports whether n is a literal string and nothing else.
func onlyLiterals(n *node) bool {
	switch n.kind {
	case nLit:
		return true
	case nConcat:
		for _, s := range n.subs {
			if s.kind != nLit {
				return false
			}
		}
		return true
	}
	return false
}

// asciiFoldOnly reports whether r and every character it folds to are
// ASCII.
func asciiFoldOnly(r rune) bool {
	if r >= utf8.RuneSelf {
		return false
	}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
