package commands

import (
	"errors"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// edCmdLine is the text of the command being parsed: one line of standard
// input at the top level (more fetches a continuation line), or a g
// command's whole command list.
type edCmdLine struct {
	s    string
	pos  int
	more func() (string, bool)
}

func (p *edCmdLine) peek() byte {
	if p.pos < len(p.s) {
		return p.s[p.pos]
	}
	return '\n'
}

func (p *edCmdLine) next() byte {
	c := p.peek()
	if p.pos < len(p.s) {
		p.pos++
	}
	return c
}

func (p *edCmdLine) skipBlanks() {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t') {
		p.pos++
	}
}

// end consumes the end of a command: its newline, or in a command list
// the escaped newline that separates it from the next command.
func (p *edCmdLine) end() error {
	switch {
	case p.pos >= len(p.s):
		return nil
	case p.s[p.pos] == '\n':
		p.pos++
		return nil
	case strings.HasPrefix(p.s[p.pos:], "\\\n") && p.more == nil:
		p.pos += 2
		return nil
	}
	return edErr("Invalid command suffix")
}

// rest returns the text up to the end of the command line.
func (p *edCmdLine) rest() string {
	i := strings.IndexByte(p.s[p.pos:], '\n')
	if i < 0 {
		i = len(p.s) - p.pos
	}
	r := p.s[p.pos : p.pos+i]
	p.pos += i
	if strings.HasSuffix(r, "\\") && p.more == nil && p.pos < len(p.s) {
		r = r[:len(r)-1]
	}
	if p.pos < len(p.s) {
		p.pos++
	}
	return r
}

// number reads a run of digits; ok is false if there is none.
func (p *edCmdLine) number() (n int, ok bool, err error) {
	s := p.pos
	for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
		p.pos++
	}
	if s == p.pos {
		return 0, false, nil
	}
	v, perr := strconv.Atoi(p.s[s:p.pos])
	if perr != nil || v > 1<<31-1 {
		return 0, true, edErr("Number out of range")
	}
	return v, true, nil
}

// command runs one line of standard input.
func (st *edState) command(line string) error {
	p := &edCmdLine{s: line, more: st.readLine}
	return st.exec(p)
}

type edAddrs struct {
	first, second, count int
}

// addresses reads the address list before a command.
func (st *edState) addresses(p *edCmdLine) (edAddrs, error) {
	var vals []int
	p.skipBlanks()
	switch c := p.peek(); c {
	case ',', '%', ';':
		p.pos++
		a := 1
		if c == ';' {
			a = st.cur
		}
		v, has, err := st.term(p)
		if err != nil {
			return edAddrs{}, err
		}
		if !has {
			v = st.buf.n
		}
		vals = append(vals, a, v)
	default:
		v, has, err := st.term(p)
		if err != nil {
			return edAddrs{}, err
		}
		if has {
			vals = append(vals, v)
		}
	}
	for len(vals) > 0 {
		p.skipBlanks()
		c := p.peek()
		if c != ',' && c != ';' && c != '%' {
			break
		}
		p.pos++
		last := vals[len(vals)-1]
		if c == ';' {
			st.cur = last
		}
		v, has, err := st.term(p)
		if err != nil {
			return edAddrs{}, err
		}
		if !has {
			v = last
		}
		vals = append(vals, v)
	}
	a := edAddrs{first: st.cur, second: st.cur, count: len(vals)}
	switch len(vals) {
	case 0:
	case 1:
		a.first, a.second = vals[0], vals[0]
	default:
		a.first, a.second, a.count = vals[len(vals)-2], vals[len(vals)-1], 2
	}
	return a, nil
}

// term reads one address with its offsets; has is false if there is none.
func (st *edState) term(p *edCmdLine) (v int, has bool, err error) {
	p.skipBlanks()
	v = st.cur
	switch c := p.peek(); {
	case c >= '0' && c <= '9':
		v, _, err = p.number()
		if err != nil {
			return 0, false, err
		}
	case c == '.':
		p.pos++
	case c == '$':
		p.pos++
		v = st.buf.n
	case c == '/' || c == '?':
		p.pos++
		re, err := st.regexArg(p, c, true)
		if err != nil {
			return 0, false, err
		}
		v, err = st.search(re, c == '/')
		if err != nil {
			return 0, false, err
		}
	case c == '\'':
		p.pos++
		m := p.next()
		if m < 'a' || m > 'z' {
			return 0, false, edErr("Invalid mark character")
		}
		l := st.marks[m-'a']
		v = -1
		if l != nil {
			v = st.buf.index(l)
		}
		if v < 0 {
			return 0, false, edErr("Invalid address")
		}
	case c == '+' || c == '-':
	default:
		return 0, false, nil
	}
	for {
		c := p.peek()
		switch {
		case c == ' ' || c == '\t':
			p.skipBlanks()
			if d := p.peek(); d >= '0' && d <= '9' {
				n, _, err := p.number()
				if err != nil {
					return 0, false, err
				}
				v += n
			}
			continue
		case c >= '0' && c <= '9':
			n, _, err := p.number()
			if err != nil {
				return 0, false, err
			}
			v += n
			continue
		case c == '+' || c == '-':
			p.pos++
			n, ok, err := p.number()
			if err != nil {
				return 0, false, err
			}
			if !ok {
				n = 1
			}
			if c == '-' {
				n = -n
			}
			v += n
			continue
		case c == '.' || c == '$' || c == '/' || c == '?' || c == '\'':
			return 0, false, edErr("Invalid address")
		}
		break
	}
	if v < 0 || v > st.buf.n {
		return 0, false, edErr("Invalid address")
	}
	return v, true, nil
}

// regexArg reads a regex up to delim (the closing delimiter may be left
// out at the end of the line when optional) and compiles it, with the I
// suffix for an address; the empty regex is the last one used.
func (st *edState) regexArg(p *edCmdLine, delim byte, address bool) (*regex.Regexp, error) {
	src, closed, err := st.readRegex(p, delim)
	if err != nil {
		return nil, err
	}
	if !closed && !address {
		return nil, edErr("Missing pattern delimiter")
	}
	icase := false
	if address && closed && p.peek() == 'I' {
		p.pos++
		icase = true
	}
	return st.compileRe(src, icase)
}

func (st *edState) compileRe(src string, icase bool) (*regex.Regexp, error) {
	if src == "" {
		if icase {
			return nil, edErr("Suffix 'I' not allowed on empty regexp")
		}
		if st.lastRe == nil {
			return nil, edErr("No previous pattern")
		}
		return st.lastRe, nil
	}
	re, err := regex.Compile(src, regex.Options{Extended: st.ere, IgnoreCase: icase, Strict: true})
	if err != nil {
		var rerr *regex.Error
		if errors.As(err, &rerr) {
			return nil, edErr(rerr.Msg)
		}
		return nil, edErr(err.Error())
	}
	st.lastRe = re
	return re, nil
}

// readRegex reads a regex's source up to an unescaped delim; a bracket
// expression may hold delim, and "\delim" is delim itself.
func (st *edState) readRegex(p *edCmdLine, delim byte) (src string, closed bool, err error) {
	var b strings.Builder
	for {
		c := p.peek()
		if c == '\n' {
			return b.String(), false, nil
		}
		p.pos++
		switch {
		case c == delim:
			return b.String(), true, nil
		case c == '\\':
			d := p.peek()
			if d == '\n' {
				return "", false, edErr("Trailing backslash (\\)")
			}
			p.pos++
			if d == delim && !strings.ContainsRune(".[]*^$\\+?(){}|", rune(d)) {
				b.WriteByte(d)
			} else {
				b.WriteByte('\\')
				b.WriteByte(d)
			}
		case c == '[':
			b.WriteByte(c)
			if p.peek() == '^' {
				b.WriteByte(p.next())
			}
			if p.peek() == ']' {
				b.WriteByte(p.next())
			}
			for {
				d := p.peek()
				if d == '\n' {
					return "", false, edErr("Unbalanced brackets ([])")
				}
				p.pos++
				b.WriteByte(d)
				if d == '[' && (p.peek() == ':' || p.peek() == '.' || p.peek() == '=') {
					k := p.next()
					b.WriteByte(k)
					for {
						e := p.peek()
						if e == '\n' {
							return "", false, edErr("Unbalanced brackets ([])")
						}
						p.pos++
						b.WriteByte(e)
						if e == k && p.peek() == ']' {
							b.WriteByte(p.next())
							break
						}
					}
					continue
				}
				if d == ']' {
					break
				}
			}
		default:
			b.WriteByte(c)
		}
	}
}

// search finds the next (or previous) line matching re, wrapping around.
func (st *edState) search(re *regex.Regexp, forward bool) (int, error) {
	n := st.buf.n
	if n == 0 {
		return 0, edErr("No match")
	}
	i := st.cur
	l := st.buf.line(i)
	for k := 0; k < n; k++ {
		if k%4096 == 0 && st.ctx.Err() != nil {
			return 0, st.ctx.Err()
		}
		if forward {
			i++
			l = l.next
			if i > n {
				i, l = 1, st.buf.head.next
			}
		} else {
			i--
			l = l.prev
			if i < 1 {
				i, l = n, st.buf.head.prev
			}
		}
		ok, err := re.Match([]byte(l.text))
		if err != nil {
			return 0, edErr(err.Error())
		}
		if ok {
			return i, nil
		}
	}
	return 0, edErr("No match")
}

// fileOperand reads the file name of r or w: none is the current file
// name, and a name given when there is none becomes it (not a !command).
func (st *edState) fileOperand(p *edCmdLine) (string, error) {
	name, err := st.filenameArg(p)
	if err != nil {
		return "", err
	}
	if name == "" {
		if st.filename == "" {
			return "", edErr("No current filename")
		}
		return st.filename, nil
	}
	if st.filename == "" && !strings.HasPrefix(name, "!") {
		st.filename = name
	}
	return name, nil
}

// suffixEnd reads a command's print suffix and then the end of its line.
func (p *edCmdLine) suffixEnd() (int, error) {
	flags, err := p.suffix()
	if err != nil {
		return flags, err
	}
	return flags, p.end()
}

// suffix reads the print suffixes p, l and n.
func (p *edCmdLine) suffix() (int, error) {
	flags := 0
	for {
		var f int
		switch p.peek() {
		case 'p':
			f = edPrintP
		case 'l':
			f = edPrintL
		case 'n':
			f = edPrintN
		default:
			return flags, nil
		}
		if flags&f != 0 {
			return 0, edErr("Invalid command suffix")
		}
		flags |= f
		p.pos++
	}
}

// filename reads a command's file name argument: blanks, then the rest
// of the line.
func (st *edState) filenameArg(p *edCmdLine) (string, error) {
	c := p.peek()
	if c != '\n' && c != ' ' && c != '\t' && !(c == '\\' && p.more == nil) {
		return "", edErr("Unexpected command suffix")
	}
	p.skipBlanks()
	name := p.rest()
	if err := st.checkRestricted(name); err != nil {
		return "", err
	}
	return name, nil
}

// rangeOf applies a command's default addresses and checks them; zero
// is allowed as the first address when zeroOK.
func (st *edState) rangeOf(a *edAddrs, first, second int, zeroOK bool) error {
	if a.count == 0 {
		a.first, a.second = first, second
	}
	if a.first > a.second || a.second > st.buf.n || a.first < 0 || (a.first < 1 && !zeroOK) {
		return edErr("Invalid address")
	}
	return nil
}

func noAddress(a edAddrs) error {
	if a.count > 0 {
		return edErr("Unexpected address")
	}
	return nil
}

// readText reads the lines of input mode up to a line with a single '.':
// from standard input at the top level, from the command list in a g
// command (where each line but the last ends with a backslash).
func (st *edState) readText(p *edCmdLine) ([]string, error) {
	var lines []string
	var size int64
	for {
		if st.ctx.Err() != nil {
			return nil, st.ctx.Err()
		}
		var line string
		if p.more != nil {
			l, ok := st.readLine()
			if !ok {
				return lines, nil
			}
			line = strings.TrimSuffix(l, "\n")
		} else {
			if p.pos >= len(p.s) {
				return lines, nil
			}
			line = p.rest()
		}
		if line == "." {
			return lines, nil
		}
		if st.stripCR {
			line = strings.TrimSuffix(line, "\r")
		}
		size += edLineCost(line)
		if err := st.fits(size); err != nil {
			return nil, err
		}
		lines = append(lines, line)
	}
}

// exec parses and runs one command.
func (st *edState) exec(p *edCmdLine) error {
	a, err := st.addresses(p)
	if err != nil {
		return err
	}
	p.skipBlanks()
	c := p.next()
	n := st.buf.n
	flags := 0
	switch c {
	case 'a', 'i':
		if err := st.rangeOf(&a, st.cur, st.cur, true); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		addr := a.second
		if c == 'i' && addr > 0 {
			addr--
		}
		st.startUndo()
		lines, err := st.readText(p)
		if err != nil {
			return err
		}
		if len(lines) > 0 {
			st.insertLines(addr, lines)
		} else {
			st.cur = a.second
			if c == 'i' && st.cur == 0 && st.buf.n > 0 {
				st.cur = 1
			}
		}
	case 'c':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		st.startUndo()
		lines, err := st.readText(p)
		if err != nil {
			return err
		}
		st.cut = st.texts(a.first, a.second)
		st.deleteLines(a.first, a.second)
		if len(lines) > 0 {
			st.insertLines(a.first-1, lines)
		} else {
			st.afterDelete(a.first)
		}
	case 'd':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		st.startUndo()
		st.cut = st.texts(a.first, a.second)
		st.deleteLines(a.first, a.second)
		st.afterDelete(a.first)
	case 'e', 'E':
		if err := noAddress(a); err != nil {
			return err
		}
		name, err := st.filenameArg(p)
		if err != nil {
			return err
		}
		if c == 'e' && st.modified && !st.lastEMOD {
			return edErr(edWarnModified)
		}
		if name == "" {
			if st.filename == "" {
				return edErr("No current filename")
			}
			name = st.filename
		}
		st.buf = newEdBuffer()
		st.binaryEnd = false
		st.marks = [26]*edLine{}
		st.undo = nil
		st.cur = 0
		if !strings.HasPrefix(name, "!") {
			st.filename = name
		}
		nb, err := st.readInto(0, name)
		st.undo = nil
		st.modified = false
		if err != nil {
			return err
		}
		st.cur = st.buf.n
		st.printCount(nb)
		return nil
	case 'f':
		if err := noAddress(a); err != nil {
			return err
		}
		name, err := st.filenameArg(p)
		if err != nil {
			return err
		}
		if name != "" {
			if strings.HasPrefix(name, "!") {
				return edErr("Invalid redirection")
			}
			st.filename = name
		}
		if st.filename == "" {
			return edErr("No current filename")
		}
		st.out.WriteString(st.filename + "\n")
		return nil
	case 'g', 'v', 'G', 'V':
		if st.inGlobal {
			return edErr("Cannot nest global commands")
		}
		if err := st.rangeOf(&a, min(1, n), n, n == 0); err != nil {
			return err
		}
		return st.global(p, a, c)
	case 'h', 'H':
		if err := noAddress(a); err != nil {
			return err
		}
		if err := p.end(); err != nil {
			return err
		}
		if c == 'H' {
			st.verbose = !st.verbose
			if !st.verbose {
				return nil
			}
		}
		if st.errMsg != "" {
			st.out.WriteString(st.errMsg + "\n")
		}
		return nil
	case 'j':
		if a.count == 0 {
			a.first, a.second = st.cur, st.cur+1
		}
		if err := st.rangeOf(&a, st.cur, st.cur+1, false); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		st.startUndo()
		if a.first < a.second {
			texts := st.texts(a.first, a.second)
			joined, err := st.join(texts)
			if err != nil {
				return err
			}
			st.cut = texts
			st.deleteLines(a.first, a.second)
			st.insertLines(a.first-1, []string{joined})
		}
	case 'k':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		m := p.next()
		if m == '\n' {
			return edErr("Invalid command suffix")
		}
		if m < 'a' || m > 'z' {
			return edErr("Invalid mark character")
		}
		if err := p.end(); err != nil {
			return err
		}
		st.marks[m-'a'] = st.buf.line(a.second)
		return nil
	case 'l', 'n', 'p':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		p.pos--
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		if err := st.print(a.first, a.second, flags); err != nil {
			return err
		}
		return nil
	case 'm', 't':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		dest, err := st.addresses(p)
		if err != nil {
			return err
		}
		to := dest.second // no address: the current line
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		if c == 'm' && to >= a.first && to < a.second {
			return edErr("Invalid destination")
		}
		if c == 't' {
			if err := st.fits(st.rangeBytes(a.first, a.second)); err != nil {
				return err
			}
		}
		st.startUndo()
		if c == 'm' {
			st.move(a.first, a.second, to)
		} else {
			st.insertLines(to, st.texts(a.first, a.second))
		}
	case 'P':
		if err := noAddress(a); err != nil {
			return err
		}
		if err := p.end(); err != nil {
			return err
		}
		st.promptOn = !st.promptOn
		return nil
	case 'q', 'Q':
		if err := noAddress(a); err != nil {
			return err
		}
		if err := p.end(); err != nil {
			return err
		}
		if c == 'q' && st.modified && !st.lastEMOD {
			return edErr(edWarnModified)
		}
		return errEdQuit
	case 'r':
		if err := st.rangeOf(&a, n, n, true); err != nil {
			return err
		}
		name, err := st.fileOperand(p)
		if err != nil {
			return err
		}
		st.startUndo()
		nb, err := st.readInto(a.second, name)
		if err != nil {
			return err
		}
		st.printCount(nb)
		return nil
	case 's':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		return st.substitute(p, a)
	case 'u':
		if err := noAddress(a); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		if err := st.undoLast(); err != nil {
			return err
		}
		if st.inGlobal {
			st.globalUndo = true
		}
	case 'w', 'W':
		if err := st.rangeOf(&a, min(1, n), n, n == 0); err != nil {
			return err
		}
		quit := false
		if c == 'w' && p.peek() == 'q' {
			p.pos++
			quit = true
		}
		name, err := st.fileOperand(p)
		if err != nil {
			return err
		}
		nb, err := st.write(a.first, a.second, name, c == 'W')
		if err != nil {
			return err
		}
		if a.first <= 1 && a.second == n && !strings.HasPrefix(name, "!") {
			st.modified = false
		}
		st.printCount(nb)
		if quit {
			if st.modified && !st.lastEMOD {
				return edErr(edWarnModified)
			}
			return errEdQuit
		}
		return nil
	case 'x':
		if err := st.rangeOf(&a, st.cur, st.cur, true); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		if len(st.cut) == 0 {
			return edErr("Nothing to put")
		}
		var size int64
		for _, t := range st.cut {
			size += edLineCost(t)
		}
		if err := st.fits(size); err != nil {
			return err
		}
		st.startUndo()
		st.insertLines(a.second, append([]string(nil), st.cut...))
	case 'y':
		if err := st.rangeOf(&a, st.cur, st.cur, false); err != nil {
			return err
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		st.cut = st.texts(a.first, a.second)
	case 'z':
		if a.count == 0 {
			a.second = st.cur + 1
		}
		if a.second < 1 || a.second > n {
			return edErr("Invalid address")
		}
		w, ok, err := p.number()
		if err != nil {
			return err
		}
		if ok {
			if w == 0 {
				return edErr("Invalid command suffix")
			}
			st.window = w
		}
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		last := n
		if a.second+st.window-1 < n {
			last = a.second + st.window - 1
		}
		return st.print(a.second, last, flags)
	case '=':
		if flags, err = p.suffixEnd(); err != nil {
			return err
		}
		v := a.second
		if a.count == 0 {
			v = n
		}
		st.out.WriteString(strconv.Itoa(v) + "\n")
		return nil
	case '!':
		if err := noAddress(a); err != nil {
			return err
		}
		return st.shellEscape(p)
	case '#':
		p.rest()
		return nil
	case '\n':
		if a.count == 0 {
			a.second = st.cur + 1
		}
		if a.second < 1 || a.second > n {
			return edErr("Invalid address")
		}
		if p.pos > 0 && p.s[p.pos-1] != '\n' {
			p.pos++
		}
		return st.print(a.second, a.second, edPrintP)
	case '\\':
		if p.more == nil && p.peek() == '\n' {
			p.pos++
			if a.count == 0 {
				a.second = st.cur + 1
			}
			if a.second < 1 || a.second > n {
				return edErr("Invalid address")
			}
			return st.print(a.second, a.second, edPrintP)
		}
		return edErr("Unknown command")
	default:
		return edErr("Unknown command")
	}
	if flags != 0 && st.cur > 0 {
		st.printLine(st.cur, st.buf.line(st.cur).text, flags)
	}
	return nil
}

// afterDelete sets the current address after deleting lines from first:
// the line after them, or the new last line.
func (st *edState) afterDelete(first int) {
	if first <= st.buf.n {
		st.cur = first
	} else {
		st.cur = st.buf.n
	}
}

// rangeBytes is what lines from..to cost (edLineCost).
func (st *edState) rangeBytes(from, to int) int64 {
	var n int64
	for l, i := st.buf.line(from), from; i <= to; l, i = l.next, i+1 {
		n += edLineCost(l.text)
	}
	return n
}

func (st *edState) join(texts []string) (string, error) {
	var size int
	for _, t := range texts {
		size += len(t)
	}
	if int64(size) > st.maxBytes {
		return "", edErr("Line too long")
	}
	if err := st.fits(int64(size) + 65); err != nil {
		return "", err
	}
	return strings.Join(texts, ""), nil
}

// move relinks lines first..last after address to.
func (st *edState) move(first, last, to int) {
	count := last - first + 1
	if to == first-1 || to == last {
		st.cur = last
		if to == first-1 {
			st.cur = last
		}
		return
	}
	h, t := st.buf.detach(first, last)
	st.record(edUndo{pos: first - 1, count: count, first: h, last: t})
	if to > last {
		to -= count
	}
	st.buf.attach(to, h, t, count)
	st.record(edUndo{inserted: true, pos: to, count: count, first: h, last: t})
	st.cur = to + count
}

func (st *edState) print(first, last, flags int) error {
	if first < 1 {
		return edErr("Invalid address")
	}
	l := st.buf.line(first)
	for i := first; i <= last; i++ {
		if i%1024 == 0 && st.ctx.Err() != nil {
			return st.ctx.Err()
		}
		st.printLine(i, l.text, flags)
		l = l.next
	}
	if st.out.Buffered() == 0 && st.out.Size() > 0 {
		if _, err := st.out.Write(nil); err != nil {
			return errEdFatal
		}
	}
	st.cur = last
	return nil
}

// shellEscape runs !command through the sandbox's shell.
func (st *edState) shellEscape(p *edCmdLine) error {
	raw := p.rest()
	if st.restricted {
		return edErr("Shell access restricted")
	}
	var b strings.Builder
	changed := false
	if strings.HasPrefix(raw, "!") {
		if st.lastShell == "" {
			return edErr("No previous command")
		}
		b.WriteString(st.lastShell)
		raw = raw[1:]
		changed = true
	}
	for i := 0; i < len(raw); i++ {
		switch {
		case raw[i] == '\\' && i+1 < len(raw) && raw[i+1] == '%':
			b.WriteByte('%')
			i++
		case raw[i] == '%':
			if st.filename == "" {
				return edErr("No current filename")
			}
			b.WriteString(st.filename)
			changed = true
		default:
			b.WriteByte(raw[i])
		}
	}
	cmd := b.String()
	st.lastShell = cmd
	if changed {
		st.out.WriteString(cmd + "\n")
	}
	if st.inv.Script == nil {
		return edErr("Can't create shell process")
	}
	st.out.Flush()
	st.inv.Script(st.ctx, cmd, strings.NewReader(""), st.out, st.inv.Stderr)
	if !st.script {
		st.out.WriteString("!\n")
	}
	return nil
}
