// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

// Package pattern allows working with shell pattern matching notation, also
// known as wildcards or globbing.
//
// For reference, see
// https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html#tag_18_13.
package pattern

import (
	"fmt"
	"io"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Mode can be used to supply a number of options to the package's functions.
// Not all functions change their behavior with all of the options below.
type Mode uint

type SyntaxError struct {
	msg string
	err error
}

func (e SyntaxError) Error() string { return e.msg }

func (e SyntaxError) Unwrap() error { return e.err }

// NegExtGlobGroup represents the byte offset range of a single !(expr) group
// within a pattern string. Start is the offset of '!', End is one past ')'.
type NegExtGlobGroup struct {
	Start, End int
}

// NegExtGlobError is returned by [Regexp] when an extglob negation operator
// !(pattern-list) is encountered, as Go's [regexp] package does not support
// negative lookahead. Callers can handle this by negating the result of
// matching the inner pattern.
type NegExtGlobError struct {
	Groups []NegExtGlobGroup
}

func (e *NegExtGlobError) Error() string {
	return "extglob !(...) is not supported in this scenario"
}

// TODO(v4): flip NoGlobStar to be opt-in via GlobStar, matching bash
// TODO(v4): flip EntireString to be opt-out via PartialMatch, as EntireString causes subtle bugs when forgotten
// TODO(v4): rename NoGlobCase to CaseInsensitive for readability

const (
	Shortest          Mode = 1 << iota // prefer the shortest match.
	Filenames                          // "*" and "?" don't match slashes; only "**" does; only makes sense with EntireString too
	EntireString                       // match the entire string using ^$ delimiters
	NoGlobCase                         // do case-insensitive match (that is, use (?i) in the regexp); shopt "nocaseglob"
	NoGlobStar                         // do not support "**"; negated shopt "globstar"
	GlobLeadingDot                     // let wildcards match leading dots in filenames; shopt "dotglob"
	ExtendedOperators                  // support extended pattern matching operators; shopt "extglob" for pathname expansion
	CollatingElements                  // computerwelt: [.x.], [.hyphen.] and [=x=] in brackets, as bash's matcher reads them (upstream: an error)
	UnicodeClasses                     // computerwelt: [[:alpha:]] and the other classes as glibc's UTF-8 locales define them, not ASCII only
)

// Regexp turns a shell pattern into a regular expression that can be used with
// [regexp.Compile]. It will return an error if the input pattern was incorrect.
// Otherwise, the returned expression can be passed to [regexp.MustCompile].
//
// For example, Regexp(`foo*bar?`, true) returns `foo.*bar.`.
//
// Note that this function (and [QuoteMeta]) should not be directly used with file
// paths if Windows is supported, as the path separator on that platform is the
// same character as the escaping character for shell patterns.
func Regexp(pat string, mode Mode) (string, error) {
	// If there are no special pattern matching or regular expression characters,
	// and we don't need to insert extras for the modes affecting non-special characters,
	// we can directly return the input string as a short-cut.
	if mode&(EntireString|NoGlobCase) == 0 {
		needsEscaping := false
	noopLoop:
		for _, r := range pat {
			switch r {
			// including those that need escaping since they are
			// regular expression metacharacters
			case '*', '?', '[', '\\', '.', '+', '(', ')', '|',
				']', '{', '}', '^', '$':
				needsEscaping = true
				break noopLoop
			}
		}
		if !needsEscaping {
			return pat, nil
		}
	}
	var sb strings.Builder
	// Enable matching `\n` with the `.` metacharacter as globs match `\n`
	sb.WriteString(`(?s`)
	if mode&NoGlobCase != 0 {
		sb.WriteString(`i`)
	}
	if mode&Shortest != 0 {
		sb.WriteString(`U`)
	}
	sb.WriteString(`)`)
	if mode&EntireString != 0 {
		sb.WriteString(`^`)
	}
	sl := stringLexer{s: pat}
	var negGroups []NegExtGlobGroup
	for {
		if err := regexpNext(&sb, &sl, mode); err == io.EOF {
			break
		} else if err != nil {
			negErr, ok := err.(*NegExtGlobError)
			if !ok {
				return "", err
			}
			negGroups = append(negGroups, negErr.Groups...)
		}
	}
	if len(negGroups) > 0 {
		return "", &NegExtGlobError{Groups: negGroups}
	}
	if mode&EntireString != 0 {
		sb.WriteString(`$`)
	}
	return sb.String(), nil
}

// stringLexer helps us tokenize a pattern string.
// Note that we can use the null byte '\x00' to signal "no character" as shell strings cannot contain null bytes.
type stringLexer struct {
	s string
	i int
}

func (sl *stringLexer) next() rune {
	if sl.i >= len(sl.s) {
		return '\x00'
	}
	c, size := utf8.DecodeRuneInString(sl.s[sl.i:])
	sl.i += size
	return c
}

func (sl *stringLexer) last() rune {
	if sl.i < 2 {
		return '\x00'
	}
	c, _ := utf8.DecodeLastRuneInString(sl.s[:sl.i-1])
	return c
}

func (sl *stringLexer) peekNext() rune {
	if sl.i >= len(sl.s) {
		return '\x00'
	}
	c, _ := utf8.DecodeRuneInString(sl.s[sl.i:])
	return c
}

func (sl *stringLexer) peekRest() string {
	return sl.s[sl.i:]
}

func regexpNext(sb *strings.Builder, sl *stringLexer, mode Mode) error {
	c := sl.next()
	if mode&ExtendedOperators != 0 {
		// Handle extended pattern matching operators separately,
		// given that they can be one of many two-character prefixes.
		// Note that we recurse into the same function in a loop,
		// as each of the patterns in the list separated by '|' is a regular pattern.
	extended:
		switch op := c; op {
		case '!', '?', '*', '+', '@':
			if sl.peekNext() != '(' {
				break
			}
			start := sl.i - 1 // position of the operator
			// Build the group separately; like Bash, an unclosed group
			// is not an extended operator, so we reparse the operator
			// as a regular character below and the rest as a pattern.
			var gsb strings.Builder
			gsb.WriteRune(sl.next()) // (
		nestedLoop:
			for {
				switch sl.peekNext() {
				case ')':
					break nestedLoop
				case '|':
					// extended operators support a list of "or" separated expressions
					gsb.WriteRune(sl.next())
					continue
				case '\x00':
					sl.i = start + 1
					break extended
				}
				if err := regexpNext(&gsb, sl, mode); err != nil {
					return err
				}
			}
			gsb.WriteRune(sl.next()) // )
			sb.WriteString(gsb.String())
			if op == '!' {
				return &NegExtGlobError{Groups: []NegExtGlobGroup{{Start: start, End: sl.i}}}
			}
			if op != '@' {
				// @( is [syntax.GlobOne] for matching once; no suffix needed
				sb.WriteRune(op)
			}
			return nil
		}
	}
	switch c {
	case '\x00':
		return io.EOF
	case '*':
		if mode&Filenames == 0 {
			// * - matches anything when not in filename mode
			sb.WriteString(`.*`)
			break
		}
		// "**" only acts as globstar if it is alone as a path element.
		singleBefore := sl.i == 1 || sl.last() == '/'
		// computerwelt: with the extended operators, a * before *( is
		// one star and the next starts the group (ab**(e|f)).
		extStar := mode&ExtendedOperators != 0 && sl.i+1 < len(sl.s) && sl.s[sl.i+1] == '('
		if sl.peekNext() == '*' && !extStar {
			sl.i++
			singleAfter := sl.i == len(sl.s) || sl.peekNext() == '/'
			if mode&NoGlobStar == 0 && singleBefore && singleAfter {
				// ** - match any number of slashes or "*" path elements
				slashSuffix := sl.peekNext() == '/'
				if slashSuffix {
					// **/ - like "**" but requiring a trailing slash when matching
					sl.i++
					// wrap the expression to ensure that any match has a slash suffix
					sb.WriteString(`(`)
				}
				if mode&GlobLeadingDot == 0 {
					sb.WriteString(`(/|[^/.][^/]*)*`)
				} else {
					// with GlobLeadingDot (dotglob), match anything at all
					sb.WriteString(`.*`)
				}
				if slashSuffix {
					sb.WriteString(`/)?`)
				}
				break
			}
			// foo**, **bar, or NoGlobStar - behaves like "*" below
		}
		// * - matches anything except slashes and leading dots
		if singleBefore && mode&GlobLeadingDot == 0 {
			sb.WriteString(`([^/.][^/]*)?`)
		} else {
			// with GlobLeadingDot (dotglob), match anything except slashes
			sb.WriteString(`[^/]*`)
		}
	case '?':
		if mode&Filenames != 0 {
			sb.WriteString(`[^/]`)
		} else {
			sb.WriteByte('.')
		}
	case '\\':
		c = sl.next()
		if c == '\x00' {
			return &SyntaxError{msg: `\ at end of pattern`}
		}
		sb.WriteString(regexp.QuoteMeta(string(c)))
	case '[':
		lit := sl.i // to reparse from, if the bracket turns out to be literal
		filenames := mode&Filenames != 0
		// Build the bracket expression separately; in Filenames mode, one
		// which could match a slash must be emitted literally instead.
		var bsb strings.Builder
		bsb.WriteByte('[')
		hasSlash := false
		var deferredErr error // reported only if the bracket expression closes
		var classErr error    // reported even if the bracket is unmatched
		// computerwelt: collating symbols and equivalence classes. items
		// counts the elements that can match; never is an invalid
		// equivalence class, which makes the bracket match nothing;
		// collPrev is the character of a collating symbol just written,
		// the start of a range that follows it.
		items, never := 0, false
		collPrev := rune(-1)
		// computerwelt (44, h19b): under NoGlobCase a character class
		// tests the character as it is, as bash's BRACKMATCH does
		// (IS_CCLASS on orig_test): the classes are kept apart in csb
		// and the bracket's other items folded by hand (foldedBracket).
		var csb strings.Builder
		// computerwelt (46, h19b): under NoGlobCase bash folds the
		// bracket's characters and a range's ends to lower case, and
		// the character tested: [B-c] is [b-c] and matches no _.
		fold := func(c rune) rune {
			if mode&NoGlobCase != 0 {
				return unicode.ToLower(c)
			}
			return c
		}
		// Like Bash, an unmatched "[" is a literal; emit it and reparse
		// the rest of the pattern.
		literalBracket := func() error {
			sl.i = lit
			sb.WriteString(`\[`)
			return nil
		}
		if c = sl.next(); c == '\x00' {
			return literalBracket()
		}
		neg := false
		switch c {
		case '!', '^':
			bsb.WriteByte('^')
			neg = true
			if c = sl.next(); c == '\x00' {
				return literalBracket()
			}
		}
		if c == ']' {
			items++
			bsb.WriteByte(']')
			if c = sl.next(); c == '\x00' {
				return literalBracket()
			}
		}
		for {
			switch c {
			case '\x00':
				// Bash is inconsistent about invalid character classes
				// in an unmatched bracket: `case` treats the whole
				// bracket as literal, but ${a//[[:} refuses to match.
				// We follow the latter, keeping the error.
				if classErr != nil {
					return classErr
				}
				return literalBracket()
			case '\\':
				// An escaped character matches itself; quote it so that
				// the regexp doesn't give it a special meaning, such as
				// \0 being an octal escape or \d a character class.
				switch c = sl.next(); {
				case c == '\x00':
					continue // handled by the case above
				case c == '-':
					// regexp.QuoteMeta does not escape '-', which would
					// form a range inside a bracket expression.
					bsb.WriteString(`\-`)
				case c > utf8.RuneSelf:
					bsb.WriteRune(fold(c))
				default:
					if filenames && c == '/' {
						hasSlash = true
					}
					bsb.WriteString(regexp.QuoteMeta(string(fold(c))))
				}
			case '-':
				bsb.WriteByte('-')
				start := fold(sl.last())
				if collPrev >= 0 {
					start = collPrev
				}
				end := fold(sl.peekNext())
				if rest := sl.peekRest(); strings.HasPrefix(rest, "[.") {
					if _, ch, ok := collElem(rest[1:]); ok {
						end = fold(ch)
					}
				}
				// TODO: what about overlapping ranges, like: [a--z]
				if end != ']' && start > end && deferredErr == nil {
					deferredErr = &SyntaxError{msg: fmt.Sprintf("invalid range: %c-%c", start, end)}
				}
			case ']':
				if hasSlash {
					// Bracket expressions can't match slashes in filename
					// patterns; emit the whole expression literally.
					sb.WriteString(regexp.QuoteMeta(sl.s[lit-1 : sl.i]))
					return nil
				}
				if deferredErr != nil {
					return deferredErr
				}
				switch {
				case never || items == 0 && !neg:
					// computerwelt: a bracket that can match nothing.
					sb.WriteString(`[^\x00-\x{10FFFF}]`)
					return nil
				case items == 0 && filenames:
					sb.WriteString(`[^/]`)
					return nil
				case items == 0:
					sb.WriteString(`[\x00-\x{10FFFF}]`)
					return nil
				}
				if csb.Len() > 0 {
					sb.WriteString(foldedBracket(bsb.String(), neg, csb.String()))
					return nil
				}
				bsb.WriteByte(']')
				sb.WriteString(bsb.String())
				return nil
			case '[':
				rest := sl.peekRest()
				if mode&CollatingElements != 0 && (strings.HasPrefix(rest, ".") || strings.HasPrefix(rest, "=")) {
					// computerwelt: [.x.] is the character x or the
					// one a POSIX name stands for ([.hyphen.]); [=x=]
					// is x. Another collating symbol matches nothing;
					// another equivalence class fails the bracket.
					n, ch, ok := collElem(rest)
					if n == 0 {
						// An element that does not close (bash's
						// BRACKMATCH): after [= the [ is a member
						// and the = read next; a [. makes the
						// bracket no bracket ([[.a] is [ and [.a]).
						if rest[0] == '.' {
							return literalBracket()
						}
						bsb.WriteString(`\[`)
						items++
						collPrev = -1
						c = sl.next()
						continue
					}
					ch = fold(ch)
					sl.i += n
					switch {
					case ok:
						if filenames && ch == '/' {
							hasSlash = true
						}
						if ch == '-' {
							bsb.WriteString(`\-`)
						} else {
							bsb.WriteString(regexp.QuoteMeta(string(ch)))
						}
						items++
						collPrev = ch
					case rest[0] == '=':
						never = true
					}
					if rest[0] == '=' && strings.HasPrefix(rest[n:], "-") && !strings.HasPrefix(rest[n:], "-]") {
						// An equivalence class cannot start a
						// range: bash matches nothing.
						never = true
					}
					c = sl.next()
					continue
				}
				n, err := charClass(rest)
				if n == 0 && err != nil && strings.HasPrefix(rest, ":") && mode&UnicodeClasses != 0 {
					// computerwelt: a [: that no :] closes is no
					// class; bash drops the [ and reads the : as a
					// member ([a[:] is a or :). The error stays for a
					// bracket that does not close either.
					if classErr == nil {
						classErr = &SyntaxError{msg: "charClass invalid", err: err}
					}
					collPrev = -1
					c = sl.next()
					continue
				}
				if err != nil {
					if classErr == nil {
						classErr = &SyntaxError{msg: "charClass invalid", err: err}
					}
					if deferredErr == nil {
						deferredErr = classErr
					}
				}
				if n > 0 && err == nil && mode&UnicodeClasses != 0 {
					text := charClassText(rest, n)
					syn, _ := ClassSyntax(text[1 : len(text)-2])
					if mode&NoGlobCase != 0 {
						csb.WriteString(syn)
					} else {
						bsb.WriteString(syn)
					}
					sl.i += n
					break
				}
				bsb.WriteByte('[')
				if n > 0 {
					if filenames && strings.Contains(rest[:n], "/") {
						hasSlash = true
					}
					bsb.WriteString(charClassText(rest, n))
					sl.i += n
				}
			default:
				if filenames && c == '/' {
					hasSlash = true
				}
				bsb.WriteRune(fold(c))
			}
			items++
			collPrev = -1
			c = sl.next()
		}
	default:
		if c > utf8.RuneSelf {
			sb.WriteRune(c)
		} else {
			sb.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	return nil
}

// collElem reads the collating symbol or equivalence class at the start
// of s, just after its "[" (".x.]" or "=x=]"): n is its length (0 when
// it does not close), ch the character it stands for and ok whether it
// is one: a single character, or for a collating symbol one of the POSIX
// names bash knows. computerwelt: added.
func collElem(s string) (n int, ch rune, ok bool) {
	sep := s[:1] + "]"
	end := strings.Index(s[1:], sep)
	if end < 0 {
		return 0, 0, false
	}
	name := s[1 : 1+end]
	n = end + 3
	if r, size := utf8.DecodeRuneInString(name); size == len(name) && size > 0 {
		return n, r, true
	}
	if s[0] == '.' {
		if r, ok := collNames()[name]; ok {
			return n, r, true
		}
	}
	return n, 0, false
}

// collNames are the POSIX names of collating elements bash's matcher
// knows (lib/glob/collsyms.h). computerwelt: added.
var collNames = sync.OnceValue(func() map[string]rune {
	return map[string]rune{
		"NUL": 0, "SOH": 1, "STX": 2, "ETX": 3, "EOT": 4, "ENQ": 5, "ACK": 6,
		"alert": 7, "BS": 8, "backspace": 8, "HT": 9, "tab": 9, "LF": 10,
		"newline": 10, "VT": 11, "vertical-tab": 11, "FF": 12, "form-feed": 12,
		"CR": 13, "carriage-return": 13, "SO": 14, "SI": 15, "DLE": 16,
		"DC1": 17, "DC2": 18, "DC3": 19, "DC4": 20, "NAK": 21, "SYN": 22,
		"ETB": 23, "CAN": 24, "EM": 25, "SUB": 26, "ESC": 27, "IS4": 28,
		"FS": 28, "IS3": 29, "GS": 29, "IS2": 30, "RS": 30, "IS1": 31, "US": 31,
		"space": ' ', "exclamation-mark": '!', "quotation-mark": '"',
		"number-sign": '#', "dollar-sign": '$', "percent-sign": '%',
		"ampersand": '&', "apostrophe": '\'', "left-parenthesis": '(',
		"right-parenthesis": ')', "asterisk": '*', "plus-sign": '+', "comma": ',',
		"hyphen": '-', "hyphen-minus": '-', "minus": '-', "dash": '-',
		"period": '.', "full-stop": '.', "slash": '/', "solidus": '/',
		"zero": '0', "one": '1', "two": '2', "three": '3', "four": '4',
		"five": '5', "six": '6', "seven": '7', "eight": '8', "nine": '9',
		"colon": ':', "semicolon": ';', "less-than-sign": '<',
		"equals-sign": '=', "greater-than-sign": '>', "question-mark": '?',
		"commercial-at": '@', "left-square-bracket": '[', "backslash": '\\',
		"reverse-solidus": '\\', "right-square-bracket": ']', "circumflex": '^',
		"circumflex-accent": '^', "underscore": '_', "grave-accent": '`',
		"left-brace": '{', "left-curly-bracket": '{', "vertical-line": '|',
		"right-brace": '}', "right-curly-bracket": '}', "tilde": '~', "DEL": 0x7f,
	}
})

// CollatingElement is the character of the bracket element at the start
// of s, just after its "[" (see collElem). computerwelt: added, for the
// shell's own matcher.
func CollatingElement(s string) (n int, ch rune, ok bool) {
	if s == "" || s[0] != '.' && s[0] != '=' {
		return 0, 0, false
	}
	return collElem(s)
}

// charClass returns the length in bytes of the bracket expression element
// starting just after an opening "[" in s, such as ":alpha:]" for the
// character class [:alpha:]. Elements which are well formed but invalid or
// unsupported, such as collating symbols, return their length with an error.
func charClass(s string) (int, error) {
	if len(s) > 0 && (s[0] == '.' || s[0] == '=') {
		sep := ".]"
		if s[0] == '=' {
			sep = "=]"
		}
		name, _, ok := strings.Cut(s[1:], sep)
		if !ok {
			return 0, fmt.Errorf("collating features not available")
		}
		return len(name) + 3, fmt.Errorf("collating features not available")
	}
	if !strings.HasPrefix(s, ":") {
		return 0, nil
	}
	// computerwelt: as in bash, a backslash in the name escapes the next
	// character, and an escaped ':' still closes it: [[:punct\:]] is
	// [[:punct:]].
	var b strings.Builder
	n := 0
	for i := 1; i < len(s); {
		c, w := s[i], 1
		if c == '\\' && i+1 < len(s) {
			c, w = s[i+1], 2
		}
		if c == ':' && i+w < len(s) && s[i+w] == ']' {
			n = i + w + 1
			break
		}
		b.WriteByte(c)
		i += w
	}
	if n == 0 {
		return 0, fmt.Errorf("[[: was not matched with a closing :]")
	}
	switch name := b.String(); name {
	case "alnum", "alpha", "ascii", "blank", "cntrl", "digit", "graph",
		"lower", "print", "punct", "space", "upper", "word", "xdigit":
	default:
		return n, fmt.Errorf("invalid character class: %q", name)
	}
	return n, nil
}

// charClassText returns the class element of n bytes at the start of s
// (as charClass measured it) without its backslashes.
// computerwelt: added.
func charClassText(s string, n int) string {
	if !strings.Contains(s[:n], `\`) {
		return s[:n]
	}
	var b strings.Builder
	for i := 0; i < n; i++ {
		if s[i] == '\\' && i+1 < n {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// HasMeta returns whether a string contains any unescaped pattern
// metacharacters: '*', '?', or '[' followed by a matching ']'. When the
// function returns false, the given pattern can only match at most one string.
//
// For example, HasMeta(`foo\*bar`) returns false, but HasMeta(`foo*bar`)
// returns true.
//
// This can be useful to avoid extra work, like [Regexp]. Note that this
// function cannot be used to avoid [QuoteMeta], as backslashes are quoted by
// that function but ignored here.
//
// The [Mode] parameter is unused, and will be removed in v4.
func HasMeta(pat string, mode Mode) bool {
	openBracket := false
	for i := 0; i < len(pat); i++ {
		switch pat[i] {
		case '\\':
			i++
		case '*', '?':
			return true
		case '[':
			openBracket = true
		case ']':
			// Like Bash, an unmatched '[' is a literal,
			// so it can only match one string.
			if openBracket {
				return true
			}
		}
	}
	return false
}

// QuoteMeta returns a string that quotes all pattern metacharacters in the
// given text. The returned string is a pattern that matches the literal text.
//
// For example, QuoteMeta(`foo*bar?`) returns `foo\*bar\?`.
//
// The [Mode] parameter is unused, and will be removed in v4.
func QuoteMeta(pat string, mode Mode) string {
	needsEscaping := false
loop:
	for _, r := range pat {
		switch r {
		case '*', '?', '[', '\\':
			needsEscaping = true
			break loop
		}
	}
	if !needsEscaping { // short-cut without a string copy
		return pat
	}
	var sb strings.Builder
	for _, r := range pat {
		switch r {
		case '*', '?', '[', '\\':
			sb.WriteByte('\\')
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// foldedBracket writes a bracket expression of a case-insensitive pattern
// whose classes match without folding: open is the bracket's other items
// as written ("[" or "[^" and items in regexp syntax), folded here to
// explicit ranges, and classes the classes' syntax; the whole is matched
// with case-insensitivity off.
func foldedBracket(open string, neg bool, classes string) string {
	var b strings.Builder
	b.WriteString(`(?-i:[`)
	if neg {
		b.WriteByte('^')
	}
	items := strings.TrimPrefix(strings.TrimPrefix(open, "["), "^")
	if items != "" {
		if re, err := syntax.Parse("["+items+"]", syntax.Perl|syntax.FoldCase); err == nil {
			writeRanges(&b, re)
		}
	}
	b.WriteString(classes)
	b.WriteString(`])`)
	return b.String()
}

// writeRanges writes the characters a parsed bracket matches as ranges.
func writeRanges(b *strings.Builder, re *syntax.Regexp) {
	pair := func(lo, hi rune) { fmt.Fprintf(b, `\x{%X}-\x{%X}`, lo, hi) }
	switch re.Op {
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			pair(re.Rune[i], re.Rune[i+1])
		}
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			pair(r, r)
			if re.Flags&syntax.FoldCase != 0 {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					pair(f, f)
				}
			}
		}
	}
}
