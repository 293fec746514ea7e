package commands

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"sync"

	"github.com/itchyny/gojq"
)

// jqSyntax is a gojq parse error worded as jq's (bison's) message, with
// where jq locates it and jq's second message, if it gives one.
type jqSyntax struct {
	msg     string
	pos     int    // offset jq locates the error at
	hint    string // jq's second error ("" for none)
	hintPos int
}

// jqSyntaxMessage words a gojq parse error as jq's: "syntax error,
// unexpected end of file (Unix shell quoting issues?)". Bison's
// ", expecting ..." is added where the parser state is plain from the
// text: after a complete expression at the top level ("end of file"), in
// a function's arguments ("';' or ')'"), in an object ("'}'"), after
// "as" and after its binding.
func jqSyntaxMessage(filter string, pe *gojq.ParseError) jqSyntax {
	off := min(max(pe.Offset, 0), len(filter))
	msg := pe.Error()
	var tok string
	start := off
	switch {
	case strings.HasPrefix(msg, "unexpected EOF"):
		tok, start = "end of file", len(filter)
	case strings.HasPrefix(msg, "unterminated string literal"):
		return jqSyntax{msg: jqSyntaxPrefix + "end of file, expecting " + jqStringTokens + jqSyntaxSuffix,
			pos: strings.LastIndexByte(filter, '"') + 1}
	case strings.HasPrefix(msg, "invalid token"):
		tok, start = "INVALID_CHARACTER", max(off-len(pe.Token), 0)
	case strings.HasPrefix(msg, "unexpected token"):
		start = max(off-len(pe.Token), 0)
		tok = jqBisonToken(filter[:start], pe.Token)
	default:
		return jqSyntax{msg: msg}
	}
	s := jqSyntax{pos: start}
	if tok == "end of file" {
		s.pos = jqEndPos(filter)
	}
	before := strings.TrimRight(filter[:start], " \t\r\n")
	ctx := jqScan(before)
	expecting := ""
	switch {
	case ctx.inString:
		if tok == "end of file" {
			expecting = jqStringTokens
		}
	case jqLoneDot(before) && jqTermEnds(strings.TrimRight(before[:len(before)-1], " \t\r\n")):
		// A dot after a term is a postfix field or format.
		if tok == "end of file" {
			expecting = "FORMAT or QQSTRING_START or '['"
		}
	case jqLoneDot(before) && !jqFollowsTerm()[tok]:
		// jq's grammar has an error rule for a lone dot.
		s.hint, s.hintPos = `try .["field"] instead of .field for unusually named fields`, len(before)-1
	case jqWordBefore(before) == "as":
		expecting = "BINDING or '[' or '{'"
	case jqAfterAsBinding().MatchString(before):
		expecting = "'|'"
	case before == "" || jqTermEnds(before):
		switch top := ctx.top(); top {
		case 0:
			expecting = "end of file"
		case 'f':
			expecting = "';' or ')'"
		case '{':
			expecting = "'}'"
		case 'i':
			if tok == "end of file" {
				s.hint, s.hintPos = "Possibly unterminated 'if' statement", ctx.ifPos
			}
		}
	}
	s.msg = jqSyntaxPrefix + tok
	if expecting != "" {
		s.msg += ", expecting " + expecting
	}
	s.msg += jqSyntaxSuffix
	return s
}

const (
	jqSyntaxPrefix = "syntax error, unexpected "
	jqSyntaxSuffix = " (Unix shell quoting issues?)"
	jqStringTokens = "QQSTRING_TEXT or QQSTRING_INTERP_START or QQSTRING_END"
)

var jqAfterAsBinding = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\bas\s+\$[A-Za-z_][A-Za-z0-9_]*$`)
})

// jqFollowsTerm are the tokens that may follow a complete term somewhere
// in jq's grammar: after a lone dot, bison reduces it to a term before it
// finds them wrong, so the dot's own error rule does not apply.
var jqFollowsTerm = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"end of file": true, "';'": true, "')'": true, "'}'": true, "','": true, "'|'": true, "':'": true,
		"then": true, "elif": true, "else": true, "end": true, "catch": true, "as": true, "and": true, "or": true,
		"'='": true, "'<'": true, "'>'": true, "'+'": true, "'-'": true, "'*'": true, "'/'": true, "'%'": true, "'?'": true,
		"==": true, "!=": true, "<=": true, ">=": true, "|=": true, "+=": true, "-=": true, "*=": true, "/=": true,
		"%=": true, "//=": true, "//": true, "?//": true,
	}
})

// jqBisonToken is the name jq's grammar gives the token t, the text before
// it being before.
func jqBisonToken(before, t string) string {
	switch t {
	case "]", ")", "}":
		// jq's lexer refuses a closing bracket that closes nothing.
		switch jqScan(before).top() {
		case 0:
			return "INVALID_CHARACTER"
		case 's':
			if t == ")" {
				return "QQSTRING_INTERP_END"
			}
		}
		return "'" + t + "'"
	case "@":
		return "INVALID_CHARACTER"
	}
	switch c := t[0]; {
	case len(t) == 1 && strings.ContainsRune("[{(|,:;=<>+-*/%?", rune(c)):
		return "'" + t + "'"
	case c == '$' && t != "$__loc__":
		return "BINDING"
	case c == '@':
		return "FORMAT"
	case c == '"':
		return "QQSTRING_START"
	case c == '.' && len(t) > 1 && t != ".." && t[1] != '[' && (t[1] < '0' || t[1] > '9'):
		return "FIELD"
	case c >= '0' && c <= '9' || c == '.' && len(t) > 1 && t[1] >= '0' && t[1] <= '9':
		return "LITERAL"
	case jqWordByte(c):
		if _, ok := jqKeywords()[t]; ok {
			return t
		}
		return "IDENT"
	case strings.ContainsRune("=!<>|+-*/%?.$", rune(c)):
		return t // operators are named as written: "==", "|=", "?//", ".."
	}
	return "INVALID_CHARACTER"
}

// jqKeywords are the words jq's grammar reserves; the values say whether
// the word ends a term (end does; then expects one).
var jqKeywords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"def": false, "as": false, "if": false, "then": false, "elif": false, "else": false, "end": true,
		"and": false, "or": false, "reduce": false, "foreach": false, "try": false, "catch": false,
		"label": false, "import": false, "include": false, "__loc__": true,
	}
})

func jqWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// jqWordBefore is the word s ends with, if it is a plain word (not a
// field, variable or format).
func jqWordBefore(s string) string {
	i := len(s)
	for i > 0 && jqWordByte(s[i-1]) {
		i--
	}
	if i > 0 && (s[i-1] == '.' || s[i-1] == '$' || s[i-1] == '@') {
		return ""
	}
	return s[i:]
}

// jqTermEnds reports whether s ends with a complete term (a value, a
// path, a closed bracket, a name that is not a keyword expecting more).
func jqTermEnds(s string) bool {
	if s == "" {
		return false
	}
	switch c := s[len(s)-1]; {
	case c == '"' || c == ')' || c == ']' || c == '}' || c == '?':
		return true
	case c == '.':
		return jqLoneDot(s)
	case jqWordByte(c):
		w := jqWordBefore(s)
		if w == "" {
			return true // .field, $var, @format
		}
		ends, keyword := jqKeywords()[w]
		return !keyword || ends
	}
	return false
}

// jqLoneDot reports whether s ends with a lone "." (the identity, not a
// field, "..", or a number).
func jqLoneDot(s string) bool {
	if !strings.HasSuffix(s, ".") || strings.HasSuffix(s, "..") {
		return false
	}
	return len(s) == 1 || !jqWordByte(s[len(s)-2])
}

// jqScanState is what jqScan finds open at the end of a filter's text.
type jqScanState struct {
	// open lists the open constructs, innermost last: '(' a group, 'f' a
	// function's arguments, 's' a string's \( ) interpolation, '[' and
	// '{', 'i' an if without its end, 'd' a def's body without its ';'.
	open     []byte
	inString bool
	ifPos    int // offset of the innermost open if
}

func (s jqScanState) top() byte {
	if len(s.open) == 0 {
		return 0
	}
	return s.open[len(s.open)-1]
}

// jqScan follows brackets, strings (with their \( ) interpolations),
// comments and if ... end through s.
func jqScan(s string) jqScanState {
	var st jqScanState
	var ifs []int
	for i := 0; i < len(s); i++ {
		c := s[i]
		if st.inString {
			switch c {
			case '\\':
				if i+1 < len(s) && s[i+1] == '(' {
					st.open = append(st.open, 's')
					st.inString = false
				}
				i++
			case '"':
				st.inString = false
			}
			continue
		}
		switch {
		case c == '"':
			st.inString = true
		case c == '(':
			kind := byte('(')
			if i > 0 && jqWordByte(s[i-1]) {
				kind = 'f'
			}
			st.open = append(st.open, kind)
		case c == '[' || c == '{':
			st.open = append(st.open, c)
		case c == ']' || c == ')' || c == '}':
			for len(st.open) > 0 && st.top() == 'i' {
				st.open = st.open[:len(st.open)-1]
			}
			if len(st.open) > 0 {
				st.inString = c == ')' && st.top() == 's'
				st.open = st.open[:len(st.open)-1]
			}
		case c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == ';' && st.top() == 'd':
			st.open = st.open[:len(st.open)-1]
		case jqWordByte(c) && (i == 0 || !jqWordByte(s[i-1]) && s[i-1] != '.' && s[i-1] != '$' && s[i-1] != '@'):
			j := i
			for j < len(s) && jqWordByte(s[j]) {
				j++
			}
			switch s[i:j] {
			case "if":
				st.open = append(st.open, 'i')
				ifs = append(ifs, i)
			case "def":
				st.open = append(st.open, 'd')
			case "end":
				if st.top() == 'i' {
					st.open = st.open[:len(st.open)-1]
					ifs = ifs[:len(ifs)-1]
				}
			}
			i = j - 1
		}
	}
	if len(ifs) > 0 {
		st.ifPos = ifs[len(ifs)-1]
	}
	return st
}

// jqEndPos is where jq locates an unexpected end of the filter: its last
// byte after trailing blanks, else the start of its last token.
func jqEndPos(filter string) int {
	s := strings.TrimRight(filter, " \t\r\n")
	if len(s) < len(filter) || s == "" {
		return max(len(filter)-1, 0)
	}
	i := len(s)
	if jqWordByte(s[i-1]) {
		for i > 0 && jqWordByte(s[i-1]) {
			i--
		}
		if i > 0 && (s[i-1] == '.' || s[i-1] == '$' || s[i-1] == '@') {
			i--
		}
		return i
	}
	for _, op := range []string{"?//", "//=", "==", "!=", "<=", ">=", "|=", "+=", "-=", "*=", "/=", "%=", "//", ".."} {
		if strings.HasSuffix(s, op) {
			return i - len(op)
		}
	}
	return i - 1
}

// jqLocation is jq's "<top-level>, line N:" and the line of the filter
// holding offset pos, padded with as many spaces as pos's column (jq
// prints them where a caret could go).
func jqLocation(filter string, pos int) string {
	pos = min(max(pos, 0), len(filter))
	lineStart := strings.LastIndexByte(filter[:pos], '\n') + 1
	lineEnd := strings.IndexByte(filter[pos:], '\n')
	if lineEnd < 0 {
		lineEnd = len(filter)
	} else {
		lineEnd += pos
	}
	line := 1 + strings.Count(filter[:pos], "\n")
	return fmt.Sprintf("<top-level>, line %d:\n%s%s\n", line, filter[lineStart:lineEnd], strings.Repeat(" ", pos-lineStart))
}

// jqNamePos is the offset of the first use of a function or variable
// name (bar/0, $x) in filter, for the location of a "not defined" error.
func jqNamePos(filter, name string) int {
	name, _, _ = strings.Cut(name, "/")
	re, err := regexp.Compile(`(^|[^A-Za-z0-9_.$])` + regexp.QuoteMeta(name) + `\b`)
	if err != nil {
		return 0
	}
	if loc := re.FindStringSubmatchIndex(filter); loc != nil {
		return loc[3]
	}
	return 0
}

// jqMaxNesting is how deep a query may nest (parentheses, array and
// object constructions, if, unary minus, `as` bindings): jq's bison parser
// stops near 10,000 levels with "memory exhausted", and gojq's compiler
// recurses once per level. A chain of operators (a + b + ..., a | b | ...,
// a, b, ..., a // b // ..., a and b and ...) is not nesting: the patched
// gojq compiles it in a loop, whatever its length.
const jqMaxNesting = 10000

// errJqNesting is jq's message for a query nested deeper than jqMaxNesting.
var errJqNesting = errors.New("memory exhausted")

var (
	jqQueryType = reflect.TypeFor[gojq.Query]()
	jqTermType  = reflect.TypeFor[gojq.Term]()
)

// checkJqNesting fails with errJqNesting when q nests deeper than
// jqMaxNesting, before anything else walks it. Every level of nesting is
// at least one Query and one Term; the operands of an operator are at the
// operator's level. The walk keeps its own stack.
func checkJqNesting(q *gojq.Query) error {
	type item struct {
		v       reflect.Value
		depth   int
		operand bool // v is an operand of an operator Query
	}
	// The fields a walk enters, per struct type: the exported pointers,
	// structs and slices (nothing else holds a Query or a Term). Pushing
	// only those, and only when non-empty, keeps a 10^5-term query's
	// walk to a fraction of a second.
	type field struct {
		index int
		side  bool // Left or Right
	}
	fields := map[reflect.Type][]field{}
	fieldsOf := func(t reflect.Type) []field {
		fs, ok := fields[t]
		if !ok {
			for i := range t.NumField() {
				f := t.Field(i)
				switch k := f.Type.Kind(); {
				case !f.IsExported():
				case k == reflect.Pointer || k == reflect.Struct || k == reflect.Slice:
					fs = append(fs, field{i, f.Name == "Left" || f.Name == "Right"})
				}
			}
			fields[t] = fs
		}
		return fs
	}
	empty := func(v reflect.Value) bool {
		switch v.Kind() {
		case reflect.Pointer:
			return v.IsNil()
		case reflect.Slice:
			return v.Len() == 0
		}
		return false
	}
	stack := []item{{v: reflect.ValueOf(q)}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v := it.v
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				stack = append(stack, item{v.Elem(), it.depth, it.operand})
			}
		case reflect.Struct:
			t, depth, operator := v.Type(), it.depth, false
			if t == jqQueryType && !it.operand || t == jqTermType {
				if depth++; depth > 2*jqMaxNesting {
					return errJqNesting
				}
			}
			if t == jqQueryType {
				q := v.Addr().Interface().(*gojq.Query)
				operator = q.Term == nil && q.Right != nil && len(q.Patterns) == 0
			}
			for _, f := range fieldsOf(t) {
				if fv := v.Field(f.index); !empty(fv) {
					stack = append(stack, item{fv, depth, operator && f.side})
				}
			}
		case reflect.Slice:
			for i := range v.Len() {
				if ev := v.Index(i); !empty(ev) {
					stack = append(stack, item{v: ev, depth: it.depth})
				}
			}
		}
	}
	return nil
}
