package commands

import (
	"bytes"
	"fmt"
	"regexp"
	"sync"
)

// jqJSONScanner finds where, and in what words, jq 1.7 refuses a JSON
// text: "Invalid numeric literal at line 1, column 10", "Unfinished JSON
// term at EOF at line 2, column 0", "Unmatched '}'", "Expected separator
// between values"... It follows jq's parser (jv_parse.c) token by token,
// keeping only the kinds of values, not the values: Go's decoder parses,
// and this scanner runs from the start of the document Go refused to say
// what jq would have said. Lines count from 1 and columns in bytes, as
// jq's.
type jqJSONScanner struct {
	line, col int
	inString  bool
	escape    bool
	str       []byte // the string being read, without its quotes
	lit       []byte // the literal being read (numbers, true, ...)
	// stack holds the open containers: 'a' an array, 'o' an object, 'k' an
	// object's key waiting for its value; filled says whether the array
	// or object has an element.
	stack  []byte
	filled []bool
	// next is the kind of the value just completed and not yet placed: 0
	// none, 's' a string, 'v' another value.
	next byte
}

// jqMaxParsingDepth is the nesting jq's parser refuses past.
const jqMaxParsingDepth = 256

// jqNumber is what jq's number parser accepts.
var jqNumber = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`)
})

// feed scans b; it returns jq's message for the first error, if any.
func (s *jqJSONScanner) feed(b []byte) (string, bool) {
	for _, c := range b {
		s.col++
		if c == '\n' {
			s.line++
			s.col = 0
		}
		if s.inString {
			switch {
			case s.escape:
				s.escape = false
				s.str = append(s.str, c)
			case c == '\\':
				s.escape = true
				s.str = append(s.str, c)
			case c == '"':
				s.inString = false
				if msg := s.foundString(); msg != "" {
					return s.at(msg), true
				}
				s.emitted()
			default:
				s.str = append(s.str, c)
			}
			continue
		}
		switch c {
		case ' ', '\t', '\r', '\n', '"', '[', ',', ']', '{', ':', '}':
		default:
			s.lit = append(s.lit, c)
			continue
		}
		if msg := s.checkLiteral(); msg != "" {
			return s.at(msg), true
		}
		s.emitted()
		switch c {
		case '"':
			s.inString = true
			s.str = s.str[:0]
		case ' ', '\t', '\r', '\n':
		default:
			if msg := s.token(c); msg != "" {
				return s.at(msg), true
			}
		}
		s.emitted()
	}
	return "", false
}

// emitted clears a whole top-level value: jq emits it (check_done).
func (s *jqJSONScanner) emitted() {
	if len(s.stack) == 0 && s.next != 0 {
		s.next = 0
	}
}

// end is the end of the input: jq's message if the text is unfinished.
func (s *jqJSONScanner) end() (string, bool) {
	switch {
	case s.inString:
		return s.atEOF("Unfinished string"), true
	}
	if msg := s.checkLiteral(); msg != "" {
		return s.atEOF(msg), true
	}
	if len(s.stack) > 0 {
		return s.atEOF("Unfinished JSON term"), true
	}
	return "", false
}

func (s *jqJSONScanner) at(msg string) string {
	return fmt.Sprintf("%s at line %d, column %d", msg, s.line, s.col)
}

func (s *jqJSONScanner) atEOF(msg string) string {
	return fmt.Sprintf("%s at EOF at line %d, column %d", msg, s.line, s.col)
}

// checkLiteral ends the literal being read, if any (jq's check_literal).
func (s *jqJSONScanner) checkLiteral() string {
	if len(s.lit) == 0 {
		return ""
	}
	lit := s.lit
	s.lit = s.lit[:0]
	var pattern string
	switch lit[0] {
	case 't':
		pattern = "true"
	case 'f':
		pattern = "false"
	case 'n':
		pattern = "null"
		if len(lit) == 3 {
			pattern = "nan"
		}
	}
	if pattern != "" {
		if string(lit) != pattern {
			return "Invalid literal"
		}
	} else if !jqNumber().Match(lit) {
		return "Invalid numeric literal"
	}
	return s.value('v')
}

// foundString checks a string's escapes and characters (jq's found_string).
func (s *jqJSONScanner) foundString() string {
	b := s.str
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\\' {
			i++
			if i >= len(b) {
				return "Expected escape character at end of string"
			}
			switch b[i] {
			case '\\', '"', '/', 'b', 'f', 't', 'n', 'r':
			case 'u':
				if i+4 >= len(b) {
					return "Invalid \\uXXXX escape"
				}
				for _, h := range b[i+1 : i+5] {
					if !(h >= '0' && h <= '9' || h >= 'a' && h <= 'f' || h >= 'A' && h <= 'F') {
						return "Invalid characters in \\uXXXX escape"
					}
				}
				i += 4
			default:
				return "Invalid escape"
			}
		} else if c > 0 && c < 0x1f {
			// jq's check, off by one: U+001F itself passes.
			return "Invalid string: control characters from U+0000 through U+001F must be escaped"
		}
	}
	return s.value('s')
}

// value places a completed value (jq's value()).
func (s *jqJSONScanner) value(kind byte) string {
	if s.next != 0 {
		return "Expected separator between values"
	}
	s.next = kind
	return ""
}

func (s *jqJSONScanner) top() byte {
	if len(s.stack) == 0 {
		return 0
	}
	return s.stack[len(s.stack)-1]
}

func (s *jqJSONScanner) push(kind byte) {
	s.stack = append(s.stack, kind)
	s.filled = append(s.filled, false)
}

func (s *jqJSONScanner) pop() {
	s.stack = s.stack[:len(s.stack)-1]
	s.filled = s.filled[:len(s.filled)-1]
}

// fill marks the innermost container as holding an element.
func (s *jqJSONScanner) fill() { s.filled[len(s.filled)-1] = true }

// token handles a structural character (jq's token()).
func (s *jqJSONScanner) token(c byte) string {
	switch c {
	case '[', '{':
		if s.next != 0 {
			return "Expected separator between values"
		}
		if len(s.stack) >= jqMaxParsingDepth {
			return "Exceeds depth limit for parsing"
		}
		if c == '[' {
			s.push('a')
		} else {
			s.push('o')
		}
	case ':':
		if s.next == 0 {
			return "Expected string key before ':'"
		}
		if s.top() != 'o' {
			return "':' not as part of an object"
		}
		if s.next != 's' {
			return "Object keys must be strings"
		}
		s.push('k')
		s.next = 0
	case ',':
		if s.next == 0 {
			return "Expected value before ','"
		}
		switch s.top() {
		case 0:
			return "',' not as part of an object or array"
		case 'a':
			s.fill()
		case 'k':
			s.pop()
			s.fill()
		default:
			return "Objects must consist of key:value pairs"
		}
		s.next = 0
	case ']':
		if s.top() != 'a' {
			return "Unmatched ']'"
		}
		if s.next == 0 && s.filled[len(s.filled)-1] {
			return "Expected another array element"
		}
		s.pop()
		s.next = 'v'
	case '}':
		if len(s.stack) == 0 {
			return "Unmatched '}'"
		}
		if s.next != 0 {
			if s.top() != 'k' {
				return "Objects must consist of key:value pairs"
			}
			s.pop()
			s.fill()
		} else {
			if s.top() != 'o' {
				return "Unmatched '}'"
			}
			if s.filled[len(s.filled)-1] {
				return "Expected another key-value pair"
			}
		}
		s.pop()
		s.next = 'v'
	}
	return ""
}

// jqScanPosition advances a jq line and column over b.
func jqScanPosition(line, col int, b []byte) (int, int) {
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return line + bytes.Count(b, []byte{'\n'}), len(b) - i - 1
	}
	return line, col + len(b)
}
