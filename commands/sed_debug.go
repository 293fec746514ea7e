package commands

import (
	"bufio"
	"strconv"
)

// sed --debug, as GNU sed 4.9's debug.c: the program in canonical form
// ("SED PROGRAM:"), then for each cycle the input line, each command
// reached ("COMMAND:"), the pattern or hold space a command changed and
// "END-OF-CYCLE:", all on standard output among the program's output.

type sedDebug struct {
	w     *bufio.Writer
	cmds  []*sedCmd
	utf8  bool // y shows its characters; in the C locale, its changed bytes
	level int  // block indentation; as GNU's it is not reset when a block is skipped
}

// char writes c as GNU's debug_print_char: printable ASCII as is, C's
// escapes, others as \o and the octal of the (signed) char.
func (d *sedDebug) char(c byte) {
	if c >= 0x20 && c < 0x7f && c != '\\' {
		d.w.WriteByte(c)
		return
	}
	d.w.WriteByte('\\')
	switch c {
	case '\a':
		d.w.WriteByte('a')
	case '\f':
		d.w.WriteByte('f')
	case '\r':
		d.w.WriteByte('r')
	case '\t':
		d.w.WriteByte('t')
	case '\v':
		d.w.WriteByte('v')
	case '\n':
		d.w.WriteByte('n')
	case '\\':
		d.w.WriteByte('\\')
	default:
		d.w.WriteString("o" + octal3(uint64(uint32(int32(int8(c))))))
	}
}

// octal3 pads as %03o.
func octal3(n uint64) string {
	s := strconv.FormatUint(n, 8)
	for len(s) < 3 {
		s = "0" + s
	}
	return s
}

// regex writes a regex as GNU keeps it: its character escapes (\n, \t,
// \dNNN, ...) made characters, then each shown by char, '/' as "\/".
func (d *sedDebug) regex(src string) {
	if src == "" {
		d.w.WriteString("//")
		return
	}
	d.w.WriteByte('/')
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\\' && i+1 < len(src) {
			if r, n, ok := sedCharEscape(src[i+1:]); ok {
				d.char(byte(r))
				i += n
				continue
			}
			d.char(c)
			d.char(src[i+1])
			i++
			continue
		}
		if c == '/' {
			d.w.WriteString(`\/`)
			continue
		}
		d.char(c)
	}
	d.w.WriteByte('/')
}

func (d *sedDebug) addr(a *sedAddr) {
	switch a.kind {
	case addrLine:
		d.w.WriteString(strconv.Itoa(a.n))
	case addrZero:
		d.w.WriteByte('0')
	case addrStep:
		d.w.WriteString(strconv.Itoa(a.n) + "~" + strconv.Itoa(a.step))
	case addrPlus:
		d.w.WriteString("+" + strconv.Itoa(a.n))
	case addrMult:
		d.w.WriteString("~" + strconv.Itoa(a.n))
	case addrLast:
		d.w.WriteByte('$')
	case addrRe:
		d.regex(a.reSrc)
		if a.reSrc != "" {
			if a.icase {
				d.w.WriteByte('I')
			}
			if a.mlines {
				d.w.WriteByte('M')
			}
		}
	}
}

// GNU's replacement case types.
const (
	sedReplUpper      = 1
	sedReplLower      = 2
	sedReplUpperFirst = 4
	sedReplLowerFirst = 8
)

// replacement writes an s replacement as GNU's setup_replacement splits
// it (a piece at each backslash and &, with the case conversion in force)
// and debug.c prints the pieces: the conversion where it changes, the
// literal text as is, & or \N.
func (d *sedDebug) replacement(src string) {
	type piece struct {
		prefix []byte
		id     int
		typ    int
	}
	var pieces []piece
	var cur []byte
	typ, save := 0, 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			if src[i+1] < '0' || src[i+1] > '9' {
				if r, n, ok := sedCharEscape(src[i+1:]); ok {
					cur = append(cur, byte(r)) // GNU converts these first
					i += n
					continue
				}
			}
			p := piece{prefix: cur, id: -1, typ: typ}
			cur, typ = nil, save
			i++
			switch e := src[i]; e {
			case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
				p.id = int(e - '0')
			case 'L':
				typ, save = sedReplLower, sedReplLower
			case 'U':
				typ, save = sedReplUpper, sedReplUpper
			case 'E':
				typ, save = 0, 0
			case 'l':
				save, typ = typ, typ|sedReplLowerFirst
			case 'u':
				save, typ = typ, typ|sedReplUpperFirst
			default:
				p.prefix = append(p.prefix, e)
			}
			pieces = append(pieces, p)
		case c == '\\':
			pieces = append(pieces, piece{prefix: append(cur, '\\'), id: -1, typ: typ})
			cur, typ = nil, save
		case c == '&':
			pieces = append(pieces, piece{prefix: cur, id: 0, typ: typ})
			cur, typ = nil, save
		default:
			cur = append(cur, c)
		}
	}
	if len(cur) > 0 {
		pieces = append(pieces, piece{prefix: cur, id: -1, typ: typ})
	}
	last := 0
	for _, p := range pieces {
		if p.typ != last {
			d.w.WriteByte('\\')
			switch {
			case p.typ == 0:
				d.w.WriteByte('E')
			case p.typ == sedReplUpper:
				d.w.WriteByte('U')
			case p.typ == sedReplLower:
				d.w.WriteByte('L')
			case p.typ&(sedReplUpperFirst|sedReplLowerFirst) == sedReplUpperFirst:
				d.w.WriteByte('u')
			case p.typ&(sedReplUpperFirst|sedReplLowerFirst) == sedReplLowerFirst:
				d.w.WriteByte('l')
			}
			last = p.typ
		}
		d.w.Write(p.prefix)
		switch {
		case p.id == 0:
			d.w.WriteByte('&')
		case p.id > 0:
			d.w.WriteString("\\" + strconv.Itoa(p.id))
		}
	}
}

// command writes one command as GNU's debug_print_command.
func (d *sedDebug) command(c *sedCmd) {
	if c.name == '}' {
		d.level--
	}
	for range d.level {
		d.w.WriteString("  ")
	}
	if c.a1 != nil {
		d.addr(c.a1)
	}
	if c.a2 != nil {
		d.w.WriteByte(',')
		d.addr(c.a2)
	}
	if c.negate {
		d.w.WriteByte('!')
	}
	if c.a1 != nil {
		d.w.WriteByte(' ')
	}
	d.w.WriteByte(c.name)
	switch c.name {
	case ':':
		d.w.WriteString(c.text)
	case 'a', 'i', 'c':
		d.w.WriteString("\\" + c.text)
	case 'b', 't', 'T':
		if c.text != "" {
			d.w.WriteString(" " + c.text)
		}
	case 'e':
		d.w.WriteByte(' ')
		if c.text != "" {
			d.w.WriteString(c.text + "\n")
		}
	case 'l', 'L', 'q', 'Q':
		if c.hasInt {
			d.w.WriteString(" " + strconv.Itoa(c.intArg))
		}
	case 'r', 'R':
		d.w.WriteString(" " + c.text)
	case 'w', 'W':
		d.w.WriteString(c.text)
	case 's':
		d.regex(c.reSrc)
		d.replacement(c.replSrc)
		d.w.WriteByte('/')
		if c.icase {
			d.w.WriteByte('i')
		}
		if c.mlines {
			d.w.WriteByte('m')
		}
		if c.global {
			d.w.WriteByte('g')
		}
		if c.sEval {
			d.w.WriteByte('e')
		}
		if c.sPrint > 0 {
			d.w.WriteByte('p')
		}
		if c.nthGiven {
			d.w.WriteString(strconv.Itoa(c.nth))
		}
		if c.wfile != "" {
			d.w.WriteString("w" + c.wfile)
		}
	case 'y':
		d.translation(c)
	}
	d.w.WriteByte('\n')
	if c.name == '{' {
		d.level++
	}
}

// translation writes y's strings: as given in a UTF-8 locale, else the
// bytes it changes in byte order and what they become.
func (d *sedDebug) translation(c *sedCmd) {
	d.w.WriteByte('/')
	if d.utf8 {
		for _, r := range c.yFrom {
			d.w.WriteRune(r)
		}
		d.w.WriteByte('/')
		for _, r := range c.yTo {
			d.w.WriteRune(r)
		}
		d.w.WriteByte('/')
		return
	}
	var table [256]byte
	for i := range table {
		table[i] = byte(i)
	}
	for i := len(c.yFrom) - 1; i >= 0; i-- {
		if c.yFrom[i] < 256 && i < len(c.yTo) {
			table[c.yFrom[i]] = byte(c.yTo[i])
		}
	}
	for i, t := range table {
		if t != byte(i) {
			d.w.WriteByte(byte(i))
		}
	}
	d.w.WriteByte('/')
	for i, t := range table {
		if t != byte(i) {
			d.w.WriteByte(t)
		}
	}
	d.w.WriteByte('/')
}

func (d *sedDebug) program() {
	d.w.WriteString("SED PROGRAM:\n")
	d.level = 1
	for _, c := range d.cmds {
		d.command(c)
	}
	d.level = 0
}

// trace writes "COMMAND: " and c, before c's address is tried.
func (d *sedDebug) trace(c *sedCmd) {
	d.w.WriteString("COMMAND: ")
	d.command(c)
}

// space writes the pattern (or hold) space.
func (d *sedDebug) space(hold bool, b []byte) {
	if hold {
		d.w.WriteString("HOLD:    ")
	} else {
		d.w.WriteString("PATTERN: ")
	}
	for _, c := range b {
		d.char(c)
	}
	d.w.WriteByte('\n')
}

func (d *sedDebug) input(name string, line int) {
	if name == "-" {
		name = "STDIN"
	}
	d.w.WriteString("INPUT:   '" + name + "' line " + strconv.Itoa(line) + "\n")
}

func (d *sedDebug) endOfCycle() { d.w.WriteString("END-OF-CYCLE:\n") }

// registers writes the first match's registers, up to the first group
// that did not take part.
func (d *sedDebug) registers(ps []byte, loc []int) {
	d.w.WriteString("MATCHED REGEX REGISTERS\n")
	for i := 0; i+1 < len(loc); i += 2 {
		if loc[i] < 0 {
			break
		}
		d.w.WriteString("  regex[" + strconv.Itoa(i/2) + "] = " + strconv.Itoa(loc[i]) + "-" + strconv.Itoa(loc[i+1]) + " '")
		d.w.Write(ps[loc[i]:loc[i+1]])
		d.w.WriteString("'\n")
	}
}
