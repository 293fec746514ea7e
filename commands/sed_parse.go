package commands

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// This file parses sed scripts into a flat list of commands; sed.go runs
// them.

type sedAddrKind uint8

const (
	addrLine sedAddrKind = iota + 1 // n
	addrLast                        // $
	addrRe                          // /re/
	addrStep                        // first~step
	addrZero                        // 0 (only as 0,/re/)
	addrPlus                        // addr1,+N
	addrMult                        // addr1,~N
)

type sedAddr struct {
	kind    sedAddrKind
	n, step int
	re      *regex.Regexp // nil with addrRe: the last regex used
	// reSrc and the flags are the regex as given, for --debug.
	reSrc         string
	icase, mlines bool
}

// sedRepl is one piece of an s command's replacement.
type sedRepl struct {
	lit   string
	group int  // -1: literal; 0: &; 1-9: \N
	conv  byte // case conversion that starts here: L U l u E, or 0
}

type sedCmd struct {
	a1, a2 *sedAddr
	negate bool
	name   byte

	// Range state.
	inRange bool
	// a1Passed: the input went past a line-number first address (a range
	// whose start N or n skipped starts once, on the next line).
	a1Passed bool
	rangeEnd int // for addrPlus and addrMult: the last line of the range

	text   string // a i c; label for b t T :; file for r R w W
	jump   int    // b t T: index of the target (len(cmds) = end); {: index of }
	intArg int    // q Q exit status; l line length (-1 none)
	hasInt bool

	// s
	re     *regex.Regexp
	repl   []sedRepl
	global bool
	nth    int
	sPrint int
	sEval  bool
	wfile  string
	yFrom  []rune
	yTo    []rune
	// For --debug: the s command's regex and replacement as given, its
	// I and M flags, and whether a number flag was given.
	reSrc, replSrc string
	icase, mlines  bool
	nthGiven       bool
}

// sedChunk is one -e expression or -f file of the script.
type sedChunk struct {
	text string
	file string // "" for -e
	// The options given before the chunk: GNU compiles each -e and -f
	// as it meets it, so "sed -e 's/(/x/' -E" reads ( as a BRE literal.
	ere, posix, sandbox bool
	// finalNL: the -f file ended in a newline (taken off text).
	finalNL bool
}

// sedError is a script error, printed as "sed: -e expression #N, char M: msg".
type sedError struct{ msg string }

func (e *sedError) Error() string { return e.msg }

// sedFatal is a script error GNU reports as fatal (exit status 4).
type sedFatal struct{ msg string }

func (e *sedFatal) Error() string { return e.msg }

type sedParser struct {
	src    string
	pos    int
	starts []int // start offset of each chunk in src
	// ownFinalNL: the newline ending src is the script's, not one added.
	ownFinalNL bool
	// joins: the positions of the newlines added between chunks, where
	// GNU, compiling each -e on its own, sees the end of the script.
	joins   map[int]bool
	chunks  []sedChunk
	ere     bool
	posix   bool
	nulData bool // -z: the M flag's lines end at NUL bytes
	// bytes: the C locale, where a character is a byte (regexps, y)
	bytes   bool
	cmds    []*sedCmd
	blocks  []int // indices of open {
	sandbox bool  // --sandbox: no e, r, w
	sawRe   bool  // a regex was given, so an empty one (//) is valid
	// afterNL: an s command's flags ended at a newline, which GNU has
	// counted when it compiles the regex: its errors name the next line.
	afterNL bool
}

func newSedParser(chunks []sedChunk, ere bool) *sedParser {
	p := &sedParser{chunks: chunks, ere: ere}
	var b strings.Builder
	for i, c := range chunks {
		p.starts = append(p.starts, b.Len())
		b.WriteString(c.text)
		if i < len(chunks)-1 || !strings.HasSuffix(c.text, "\n") {
			if p.joins == nil {
				p.joins = map[int]bool{}
			}
			p.joins[b.Len()] = true
			b.WriteByte('\n')
		} else {
			p.ownFinalNL = true
		}
	}
	p.src = b.String()
	return p
}

// chunkOptions takes -E, --posix and --sandbox as they were when the
// chunk of the current position was given.
func (p *sedParser) chunkOptions() {
	c := p.chunkAt(p.pos)
	p.ere, p.posix, p.sandbox = c.ere, c.posix, c.sandbox
}

// chunkAt is the chunk that holds position pos of the joined script.
func (p *sedParser) chunkAt(pos int) sedChunk {
	i := 0
	for j, s := range p.starts {
		if pos >= s {
			i = j
		}
	}
	if i < len(p.chunks) {
		return p.chunks[i]
	}
	return sedChunk{}
}

// errAt formats a script error at the current position.
func (p *sedParser) errAt(pos int, msg string) error {
	if pos < 0 {
		return &sedError{fmt.Sprintf("-e expression #1, char 0: %s", msg)}
	}
	i := 0
	for j, s := range p.starts {
		if pos >= s {
			i = j
		}
	}
	c := p.chunks[i]
	if c.file != "" {
		line := 1 + strings.Count(p.src[p.starts[i]:min(pos, len(p.src))], "\n")
		if pos > p.starts[i] && pos <= len(p.src) && p.src[pos-1] == '\n' && !p.afterNL {
			line--
		}
		return &sedError{fmt.Sprintf("file %s line %d: %s", c.file, line, msg)}
	}
	char := pos - p.starts[i]
	if char > len(c.text) {
		char = len(c.text)
	}
	// GNU numbers the -e expressions alone, not the -f files.
	n := 0
	for _, c := range p.chunks[:i+1] {
		if c.file == "" {
			n++
		}
	}
	return &sedError{fmt.Sprintf("-e expression #%d, char %d: %s", n, char, msg)}
}

// sedGNUVersion is the GNU sed whose behaviour this one follows.
const sedGNUVersion = "4.9"

func (p *sedParser) err(msg string) error { return p.errAt(p.pos, msg) }

func (p *sedParser) eof() bool { return p.pos >= len(p.src) }

func (p *sedParser) peek() byte {
	if p.eof() {
		return 0
	}
	return p.src[p.pos]
}

func (p *sedParser) next() byte {
	if p.eof() {
		return 0
	}
	c := p.src[p.pos]
	p.pos++
	return c
}

func (p *sedParser) skipSpace() {
	for !p.eof() && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

func (p *sedParser) skipSpaceNL() {
	for !p.eof() && strings.IndexByte(" \t\n;", p.src[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *sedParser) parse() ([]*sedCmd, error) {
	for {
		p.skipSpaceNL()
		if p.eof() {
			break
		}
		if p.peek() == '#' {
			p.skipLine()
			continue
		}
		p.chunkOptions()
		if err := p.parseCmd(); err != nil {
			return nil, err
		}
	}
	if len(p.blocks) > 0 {
		return nil, p.errAt(p.starts[0], "unmatched `{'")
	}
	// Resolve labels.
	labels := map[string]int{}
	for i, c := range p.cmds {
		if _, dup := labels[c.text]; c.name == ':' && !dup {
			labels[c.text] = i // GNU accepts duplicates: the first wins
		}
	}
	for _, c := range p.cmds {
		if c.name == 'b' || c.name == 't' || c.name == 'T' {
			if c.text == "" {
				c.jump = len(p.cmds)
				continue
			}
			j, ok := labels[c.text]
			if !ok {
				return nil, &sedFatal{fmt.Sprintf("can't find label for jump to `%s'", c.text)}
			}
			c.jump = j
		}
	}
	return p.cmds, nil
}

func (p *sedParser) skipLine() {
	for !p.eof() && p.src[p.pos] != '\n' {
		p.pos++
	}
}

func (p *sedParser) parseCmd() error {
	c := &sedCmd{intArg: -1}
	a, err := p.parseAddr(true)
	if err != nil {
		return err
	}
	c.a1 = a
	if a != nil {
		p.skipSpace()
		if p.peek() == ',' {
			p.pos++
			p.skipSpace()
			a2, err := p.parseAddr(false)
			if err != nil {
				return err
			}
			if a2 == nil {
				p.pos++
				return p.err("unexpected `,'")
			}
			c.a2 = a2
		}
	}
	p.skipSpace()
	if p.peek() == '!' {
		p.pos++
		c.negate = true
		p.skipSpace()
		if p.peek() == '!' {
			p.pos++
			return p.err("multiple `!'s")
		}
	}
	p.skipSpace()
	if p.eof() || p.joins[p.pos] {
		return p.err("missing command")
	}
	c.name = p.next()
	if p.posix && strings.IndexByte("eFvzLQTRW", c.name) >= 0 {
		// GNU extensions that --posix does not know.
		return p.err(fmt.Sprintf("unknown command: `%c'", c.name))
	}
	if c.a1 != nil && c.a1.kind == addrZero && (c.a2 == nil || c.a2.kind != addrRe || p.posix) {
		return p.err("invalid usage of line address 0")
	}
	switch c.name {
	case '{':
		p.blocks = append(p.blocks, len(p.cmds))
		p.cmds = append(p.cmds, c)
		return nil
	case '}':
		if c.a1 != nil {
			return p.err("} doesn't want any addresses")
		}
		if len(p.blocks) == 0 {
			return p.err("unexpected `}'")
		}
		open := p.blocks[len(p.blocks)-1]
		p.blocks = p.blocks[:len(p.blocks)-1]
		p.cmds[open].jump = len(p.cmds) + 1
		p.cmds = append(p.cmds, c)
		return p.endCmd()
	case '=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F':
		if c.name == '=' && c.a2 != nil && p.posix {
			return p.err("command only uses one address")
		}
		p.cmds = append(p.cmds, c)
		return p.endCmd()
	case 'q', 'Q', 'l', 'L':
		if (c.name == 'q' || c.name == 'Q') && c.a2 != nil {
			return p.err("command only uses one address")
		}
		if p.posix {
			// No count or exit status in POSIX: the digits are
			// extra characters.
			p.cmds = append(p.cmds, c)
			return p.endCmd()
		}
		p.skipSpace()
		s := p.pos
		for !p.eof() && p.peek() >= '0' && p.peek() <= '9' {
			p.pos++
		}
		// GNU reads the number into an unsigned long, wrapping, and
		// keeps it in an int, where -1 means none was given.
		if n := wrapInt32(p.src[s:p.pos]); s < p.pos && n != -1 {
			c.intArg, c.hasInt = int(n), true
		}
		if c.name == 'L' {
			return p.errAt(p.pos-1, "unknown command: `L'")
		}
		p.cmds = append(p.cmds, c)
		return p.endCmd()
	case ':':
		if c.a1 != nil {
			return p.err(": doesn't want any addresses")
		}
		p.skipSpace()
		label := p.readLabel()
		if label == "" {
			return p.err("\":\" lacks a label")
		}
		c.text = label
		p.cmds = append(p.cmds, c)
		return nil
	case 'b', 't', 'T':
		p.skipSpace()
		c.text = p.readLabel()
		p.cmds = append(p.cmds, c)
		return nil
	case 'a', 'i', 'c':
		if c.name == 'i' && c.a2 != nil && p.posix {
			return p.err("command only uses one address")
		}
		text, err := p.readText()
		if err != nil {
			return err
		}
		c.text = text
		p.cmds = append(p.cmds, c)
		return nil
	case 'r', 'R', 'w', 'W':
		cmdPos := p.pos
		p.skipSpace()
		s := p.pos
		p.skipLine()
		c.text = p.src[s:p.pos]
		if c.text == "" {
			return p.err("missing filename in r/R/w/W commands")
		}
		if p.sandbox && c.name != 'R' {
			return p.errAt(cmdPos, "e/r/w commands disabled in sandbox mode")
		}
		p.cmds = append(p.cmds, c)
		return nil
	case 'e':
		if p.sandbox {
			return p.err("e/r/w commands disabled in sandbox mode")
		}
		p.skipSpace()
		s := p.pos
		p.skipLine()
		c.text = p.src[s:p.pos]
		p.cmds = append(p.cmds, c)
		return nil
	case 'v':
		// v VERSION fails when the script needs a newer sed than the
		// GNU sed 4.9 this one follows (the default is 4.0).
		p.skipSpace()
		start := p.pos
		if v := p.readLabel(); v != "" && filevercmp([]byte(v), []byte(sedGNUVersion)) > 0 {
			return p.errAt(start+len(v), "expected newer version of sed")
		}
		return nil
	case 's':
		if err := p.parseS(c); err != nil {
			return err
		}
		p.cmds = append(p.cmds, c)
		return nil
	case 'y':
		if err := p.parseY(c); err != nil {
			return err
		}
		p.cmds = append(p.cmds, c)
		return p.endCmd()
	case '#':
		return p.errAt(p.pos, "comments don't accept any addresses")
	}
	return p.err(fmt.Sprintf("unknown command: `%c'", c.name))
}

// endCmd checks that only spaces, a comment, ; } or a newline follow.
func (p *sedParser) endCmd() error {
	p.skipSpace()
	if p.eof() {
		return nil
	}
	switch p.peek() {
	case ';', '\n':
		p.pos++
		return nil
	case '}', '#':
		return nil
	}
	p.pos++
	return p.err("extra characters after command")
}

// readLabel reads a label for : b t T. As in GNU sed 4.9 it ends at a
// newline, ';', a blank, '}' or '#' (so "b end }" closes a block); a ';'
// or newline after it (and blanks) is consumed, anything else is the next
// command.
func (p *sedParser) readLabel() string {
	p.skipSpace()
	s := p.pos
	for !p.eof() && strings.IndexByte("\n; \t}#", p.src[p.pos]) < 0 {
		p.pos++
	}
	label := p.src[s:p.pos]
	p.skipSpace()
	if !p.eof() && (p.src[p.pos] == ';' || p.src[p.pos] == '\n') {
		p.pos++
	}
	return label
}

// readText reads the text of a, i and c: "a\" newline text (lines ending
// in a backslash continue), or GNU's one-liner "a text".
func (p *sedParser) readText() (string, error) {
	p.skipSpace()
	if p.eof() || p.peek() == '\n' {
		return "", p.err("expected \\ after `a', `c' or `i'")
	}
	if p.posix && p.peek() != '\\' {
		// POSIX has no one-liner form: GNU reports it after reading
		// the text's first character.
		p.pos++
		return "", p.err("expected \\ after `a', `c' or `i'")
	}
	if p.peek() == '\\' {
		p.pos++
		afterSlash := p.pos
		nl := p.peek() == '\n'
		if nl {
			p.pos++
		}
		if p.eof() {
			if p.posix && !(nl && p.ownFinalNL) {
				return "", p.errAt(afterSlash, "incomplete command")
			}
			if nl && p.ownFinalNL {
				return "\n", nil // "a\" and the script's last newline: an empty line
			}
			return "", nil // "a\" at the very end adds nothing
		}
	}
	var b strings.Builder
	for !p.eof() {
		c := p.next()
		if c == '\\' {
			if p.eof() {
				break
			}
			// GNU converts the escapes of s's replacement (\t, \n,
			// \dNNN, ...) in the text too; any other escaped character
			// is itself.
			if r, n, ok := sedCharEscape(p.src[p.pos:]); ok {
				b.WriteByte(byte(r))
				p.pos += n
				continue
			}
			c = p.next()
			b.WriteByte(c)
			continue
		}
		if c == '\n' {
			break
		}
		b.WriteByte(c)
	}
	b.WriteByte('\n')
	return b.String(), nil
}

// parseAddr parses one address, or returns nil if none is there.
func (p *sedParser) parseAddr(first bool) (*sedAddr, error) {
	c := p.peek()
	switch {
	case c >= '0' && c <= '9':
		n := p.readNum()
		if p.peek() == '~' && first && !p.posix {
			p.pos++
			step := 0
			if d := p.peek(); d >= '0' && d <= '9' {
				step = p.readNum()
			}
			if step > 0 {
				return &sedAddr{kind: addrStep, n: n, step: step}, nil
			}
		}
		if n == 0 {
			return &sedAddr{kind: addrZero}, nil
		}
		return &sedAddr{kind: addrLine, n: n}, nil
	case c == '$':
		p.pos++
		return &sedAddr{kind: addrLast}, nil
	case (c == '+' || c == '~') && !p.posix:
		p.pos++
		if d := p.peek(); !(d >= '0' && d <= '9') {
			return nil, p.err("expected newer version of sed")
		}
		n := p.readNum()
		if first {
			return nil, p.err("invalid usage of +N or ~N as first address")
		}
		if c == '+' {
			return &sedAddr{kind: addrPlus, n: n}, nil
		}
		return &sedAddr{kind: addrMult, n: n}, nil
	case c == '/' || c == '\\':
		p.pos++
		delim := byte('/')
		if c == '\\' {
			if p.eof() {
				return nil, p.err("unexpected end of file")
			}
			delim = p.next()
		}
		src, ok := p.readDelimited(delim, true)
		if !ok {
			return nil, p.err("unterminated address regex")
		}
		a := &sedAddr{kind: addrRe, reSrc: src}
		var o regex.Options
		for !p.posix {
			switch p.peek() {
			case 'I':
				o.IgnoreCase = true
				p.pos++
				continue
			case 'M':
				o.Multiline, o.NotNewline, o.NulLines = true, true, p.nulData
				p.pos++
				continue
			}
			break
		}
		a.icase, a.mlines = o.IgnoreCase, o.Multiline
		if src != "" {
			re, err := p.compileRe(src, o)
			if err != nil {
				return nil, err
			}
			a.re = re
		} else if !p.sawRe {
			return nil, p.errAt(-1, "no previous regular expression")
		}
		return a, nil
	}
	return nil, nil
}

// wrapInt32 is the int that GNU sed makes of a run of digits: read into
// an unsigned 64-bit number that wraps, then cut to 32 bits.
func wrapInt32(digits string) int32 {
	var n uint64
	for _, d := range digits {
		n = n*10 + uint64(d-'0')
	}
	return int32(n)
}

func (p *sedParser) readNum() int {
	s := p.pos
	for !p.eof() && p.peek() >= '0' && p.peek() <= '9' {
		p.pos++
	}
	n, err := strconv.Atoi(p.src[s:p.pos])
	if err != nil {
		n = int(^uint(0) >> 1)
	}
	return n
}

func (p *sedParser) compileRe(src string, o regex.Options) (*regex.Regexp, error) {
	o.Extended = p.ere
	o.SedEscapes = true
	o.Strict = true
	o.NoGNUOps = p.posix
	o.UnmatchedParenError = !p.posix
	o.Bytes = p.bytes
	p.sawRe = true
	re, err := regex.Compile(src, o)
	if err != nil {
		var re *regex.Error
		if errors.As(err, &re) {
			return nil, p.err(re.Msg)
		}
		return nil, p.err(err.Error())
	}
	return re, nil
}

// readDelimited reads up to an unescaped delim. In a regex, "\delim"
// becomes delim, "\n" stays an escape for the regex parser, and a bracket
// expression may contain delim.
func (p *sedParser) readDelimited(delim byte, isRe bool) (string, bool) {
	var b strings.Builder
	for !p.eof() {
		c := p.next()
		switch {
		case c == '\\':
			if p.eof() {
				return "", false
			}
			d := p.next()
			if d == '\n' && p.joins[p.pos-1] {
				// A backslash ending an -e: GNU compiles each -e apart,
				// and there it meets the end.
				p.pos--
				return "", false
			}
			switch {
			case d == delim && !isRe && d == '&':
				// GNU keeps the backslash of an escaped '&' delimiter in
				// a replacement: a literal '&', not the match.
				b.WriteString("\\&")
			case d == delim:
				b.WriteByte(d)
			case d == '\n':
				// An escaped newline is a newline.
				if isRe {
					b.WriteString("\\n")
				} else {
					b.WriteString("\\\n")
				}
			default:
				b.WriteByte('\\')
				b.WriteByte(d)
			}
		case c == delim:
			return b.String(), true
		case c == '\n':
			// An unescaped newline ends it unterminated, in a replacement
			// too; GNU's match_slash gives it back, so the error's place
			// is before it.
			p.pos--
			return "", false
		case c == '[' && isRe:
			// Copy a bracket expression whole: the delimiter is literal
			// inside it.
			b.WriteByte(c)
			s := p.pos
			if p.peek() == '^' {
				p.pos++
			}
			if p.peek() == ']' {
				p.pos++
			}
			for !p.eof() && p.src[p.pos] != ']' && p.src[p.pos] != '\n' {
				if p.src[p.pos] == '[' && p.pos+1 < len(p.src) && strings.IndexByte(":.=", p.src[p.pos+1]) >= 0 {
					end := strings.Index(p.src[p.pos+2:], string(p.src[p.pos+1])+"]")
					if end >= 0 && !strings.Contains(p.src[p.pos+2:p.pos+2+end], "\n") {
						p.pos += 2 + end + 2
						continue
					}
				}
				p.pos++
			}
			if p.eof() || p.src[p.pos] == '\n' {
				return "", false
			}
			p.pos++
			b.WriteString(p.src[s:p.pos])
		default:
			b.WriteByte(c)
		}
	}
	return "", false
}

func (p *sedParser) parseS(c *sedCmd) error {
	if p.eof() || p.peek() == '\n' || p.peek() == '\\' {
		return p.err("unterminated `s' command")
	}
	delim := p.next()
	src, ok := p.readDelimited(delim, true)
	if !ok {
		return p.err("unterminated `s' command")
	}
	replSrc, ok := p.readDelimited(delim, false)
	if !ok {
		return p.err("unterminated `s' command")
	}
	var o regex.Options
	c.nth = 1
	seenNth := false
flags:
	for !p.eof() {
		f := p.next()
		switch f {
		case 'g':
			if c.global {
				return p.err("multiple `g' options to `s' command")
			}
			c.global = true
		case 'p':
			if c.sPrint > 0 {
				return p.err("multiple `p' options to `s' command")
			}
			c.sPrint++
		case 'i', 'I', 'm', 'M', 'e':
			if p.posix {
				return p.err("unknown option to `s'")
			}
			if f == 'i' || f == 'I' {
				o.IgnoreCase = true
				continue
			}
			if f == 'e' {
				if p.sandbox {
					return p.err("e/r/w commands disabled in sandbox mode")
				}
				c.sEval = true
				continue
			}
			o.Multiline, o.NotNewline, o.NulLines = true, true, p.nulData
		case 'w':
			if p.sandbox {
				return p.err("e/r/w commands disabled in sandbox mode")
			}
			p.skipSpace()
			s := p.pos
			p.skipLine()
			c.wfile = p.src[s:p.pos]
			if c.wfile == "" {
				return p.err("missing filename in r/R/w/W commands")
			}
			break flags
		case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if seenNth {
				return p.err("multiple number options to `s' command")
			}
			p.pos--
			n := p.readNum()
			if n == 0 {
				return p.err("number option to `s' command may not be zero")
			}
			c.nth, seenNth = n, true
		case ';', '\n':
			p.afterNL = f == '\n' && (!p.joins[p.pos-1] || p.chunkAt(p.pos-1).finalNL)
			defer func() { p.afterNL = false }()
			break flags
		case '}', '#':
			p.pos--
			break flags
		case ' ', '\t':
			if err := p.endCmd(); err != nil {
				return err
			}
			break flags
		default:
			return p.err("unknown option to `s'")
		}
	}
	c.reSrc, c.replSrc, c.icase, c.mlines, c.nthGiven = src, replSrc, o.IgnoreCase, o.Multiline, seenNth
	if src != "" {
		re, err := p.compileRe(src, o)
		if err != nil {
			return err
		}
		c.re = re
	} else if !p.sawRe {
		return p.errAt(-1, "no previous regular expression")
	}
	repl, err := p.parseRepl(replSrc, c.re)
	if err != nil {
		return err
	}
	c.repl = repl
	return nil
}

// parseRepl splits a replacement into literal text, & and \N references,
// and case conversions.
func (p *sedParser) parseRepl(s string, re *regex.Regexp) ([]sedRepl, error) {
	var out []sedRepl
	var lit strings.Builder
	var conv byte
	flush := func() {
		if lit.Len() > 0 || conv != 0 {
			out = append(out, sedRepl{lit: lit.String(), group: -1, conv: conv})
			lit.Reset()
			conv = 0
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '&':
			flush()
			out = append(out, sedRepl{group: 0})
		case c == '\\' && i+1 < len(s):
			i++
			d := s[i]
			switch {
			case d >= '0' && d <= '9':
				n := int(d - '0')
				if re != nil && n > re.NumSubexp() {
					return nil, p.err(fmt.Sprintf("invalid reference \\%d on `s' command's RHS", n))
				}
				flush()
				out = append(out, sedRepl{group: n})
			case d == 'L' || d == 'U' || d == 'l' || d == 'u' || d == 'E':
				flush()
				conv = d
			case d == '\n':
				lit.WriteByte('\n')
			case d == '&':
				lit.WriteByte('&')
			default:
				if r, n, ok := sedCharEscape(s[i:]); ok {
					// An escape is a byte (\xc3\xa9 is é), in every locale.
					lit.WriteByte(byte(r))
					i += n - 1
				} else {
					lit.WriteByte(d)
				}
			}
		default:
			lit.WriteByte(c)
		}
	}
	flush()
	return out, nil
}

// sedCharEscape decodes a GNU sed character escape at the start of s (the
// part after the backslash): n t f v a r cX dNNN oNNN xHH. It returns the
// character and the number of bytes of s used.
func sedCharEscape(s string) (rune, int, bool) {
	switch s[0] {
	case 'n':
		return '\n', 1, true
	case 't':
		return '\t', 1, true
	case 'f':
		return '\f', 1, true
	case 'v':
		return '\v', 1, true
	case 'a':
		return '\a', 1, true
	case 'r':
		return '\r', 1, true
	case 'c':
		if len(s) < 2 {
			return 0, 0, false
		}
		x := s[1]
		if x >= 'a' && x <= 'z' {
			x -= 'a' - 'A'
		}
		return rune(x ^ 0x40), 2, true
	case 'd', 'o', 'x':
		base, width := 10, 3
		if s[0] == 'o' {
			base = 8
		} else if s[0] == 'x' {
			base, width = 16, 2
		}
		j := 1
		for j < len(s) && j <= width && sedDigitValue(s[j]) < base {
			j++
		}
		if j == 1 {
			return 0, 0, false
		}
		n, _ := strconv.ParseInt(s[1:j], base, 32)
		return rune(n & 0xff), j, true
	}
	return 0, 0, false
}

func sedDigitValue(b byte) int {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0')
	case b >= 'a' && b <= 'f':
		return int(b-'a') + 10
	case b >= 'A' && b <= 'F':
		return int(b-'A') + 10
	}
	return 99
}

func (p *sedParser) parseY(c *sedCmd) error {
	if p.eof() || p.peek() == '\n' || p.peek() == '\\' {
		return p.err("unterminated `y' command")
	}
	delim := p.next()
	dec := func() ([]rune, bool) {
		var out []rune
		for !p.eof() {
			ch := p.next()
			if ch == delim {
				return out, true
			}
			if ch == '\n' {
				p.pos-- // GNU's match_slash gives the newline back: the error is before it
				return nil, false
			}
			if ch == '\\' && !p.eof() {
				d := p.next()
				if d == '\n' && p.joins[p.pos-1] {
					p.pos-- // a backslash ending an -e
					return nil, false
				}
				switch {
				case d == delim:
					out = append(out, rune(d))
				case d == '\\':
					out = append(out, '\\')
				case d == 'n':
					out = append(out, '\n')
				case d == '\n':
					out = append(out, '\n')
				default:
					if r, n, ok := sedCharEscape(p.src[p.pos-1:]); ok {
						out = append(out, r)
						p.pos += n - 1
					} else {
						out = append(out, '\\', rune(d))
					}
				}
				continue
			}
			if p.bytes {
				// Each byte is a character of its own.
				out = append(out, rune(p.src[p.pos-1]))
				continue
			}
			r, n := utf8.DecodeRuneInString(p.src[p.pos-1:])
			p.pos += n - 1
			out = append(out, r)
		}
		return nil, false
	}
	from, ok := dec()
	if !ok {
		return p.err("unterminated `y' command")
	}
	to, ok := dec()
	if !ok {
		return p.err("unterminated `y' command")
	}
	if len(from) != len(to) {
		return p.err("strings for `y' command are different lengths")
	}
	c.yFrom, c.yTo = from, to
	return nil
}
