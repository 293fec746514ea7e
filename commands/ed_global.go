package commands

import (
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
)

// edContinued reports whether a line ends with an escaped newline (an odd
// number of backslashes before it): the command goes on on the next line.
func edContinued(s string) bool {
	s = strings.TrimSuffix(s, "\n")
	n := 0
	for n < len(s) && s[len(s)-1-n] == '\\' {
		n++
	}
	return n%2 == 1
}

// global runs g, v, G and V: the lines of the range that match (or, for v
// and V, do not) are marked first, then the command list runs on each
// marked line still in the buffer, as one command for undo.
func (st *edState) global(p *edCmdLine, a edAddrs, c byte) error {
	delim := p.next()
	if delim == ' ' || delim == '\n' {
		return edErr("Invalid pattern delimiter")
	}
	src, closed, err := st.readRegex(p, delim)
	if err != nil {
		return err
	}
	icase := false
	if closed && p.peek() == 'I' {
		p.pos++
		icase = true
	}
	re, err := st.compileRe(src, icase)
	if err != nil {
		return err
	}
	interactive := c == 'G' || c == 'V'
	var list string
	if interactive {
		if err := p.end(); err != nil {
			return err
		}
	} else {
		list = p.s[p.pos:]
		p.pos = len(p.s)
		if p.more != nil {
			for edContinued(list) {
				l, ok := p.more()
				if !ok {
					break
				}
				list += l
			}
		}
		if list == "\n" || list == "" {
			list = "p\n"
		}
	}
	want := c == 'g' || c == 'G'
	st.lastGList = "" // & repeats a list of this G command only
	st.startUndo()
	var actives []*edLine
	defer func() {
		for _, l := range actives {
			l.active = false
		}
	}()
	if a.first >= 1 {
		l := st.buf.line(a.first)
		for i := a.first; i <= a.second; i++ {
			if i%4096 == 0 && st.ctx.Err() != nil {
				return st.ctx.Err()
			}
			m, err := re.Match([]byte(l.text))
			if err != nil {
				return edErr(err.Error())
			}
			if m == want {
				l.active = true
				actives = append(actives, l)
			}
			l = l.next
		}
	}
	st.inGlobal, st.globalUndo = true, false
	defer func() { st.inGlobal = false }()
	for k, l := range actives {
		if k%256 == 0 && st.ctx.Err() != nil {
			return st.ctx.Err()
		}
		if !l.active || !l.inBuf {
			continue
		}
		l.active = false
		st.cur = st.buf.index(l)
		if interactive {
			st.printLine(st.cur, l.text, 0)
			if err := st.out.Flush(); err != nil {
				return errEdFatal
			}
			line, ok := st.readLine()
			if !ok {
				return edErr("Unexpected end-of-file")
			}
			if line == "\n" {
				continue
			}
			if line == "&\n" {
				if st.lastGList == "" {
					return edErr("No previous command")
				}
				line = st.lastGList
			} else {
				for edContinued(line) {
					l, ok := st.readLine()
					if !ok {
						break
					}
					line += l
				}
			}
			st.lastGList = line
			list = line
		}
		q := &edCmdLine{s: list}
		for q.pos < len(q.s) {
			if err := st.exec(q); err != nil {
				return err
			}
		}
		if st.globalUndo {
			break
		}
	}
	return nil
}

// edReplPart is a piece of a replacement: literal text, or a group of the
// match (0 for &).
type edReplPart struct {
	lit   string
	group int
}

type edRepl []edReplPart

// readRepl reads a replacement up to delim; an escaped newline is a
// newline, and at the top level continues on the next line of input.
func (st *edState) readRepl(p *edCmdLine, delim byte) (raw string, closed bool) {
	var b strings.Builder
	for {
		c := p.peek()
		if c == '\n' {
			return b.String(), false
		}
		p.pos++
		switch {
		case c == delim:
			return b.String(), true
		case c == '\\':
			d := p.peek()
			if d == '\n' && p.more != nil && p.pos+1 >= len(p.s) {
				if l, ok := p.more(); ok {
					p.s += l
				}
			}
			p.pos++
			b.WriteByte('\\')
			b.WriteByte(d)
		default:
			b.WriteByte(c)
		}
	}
}

// compileEdRepl compiles a replacement for a regex with ngroups groups: a
// back-reference past them is the digit itself, as GNU ed has it.
func compileEdRepl(raw string, ngroups int) edRepl {
	var r edRepl
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			r = append(r, edReplPart{lit: lit.String(), group: -1})
			lit.Reset()
		}
	}
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == '\\' && i+1 < len(raw):
			i++
			d := raw[i]
			if d >= '1' && d <= '9' && int(d-'0') <= ngroups {
				flush()
				r = append(r, edReplPart{group: int(d - '0')})
			} else {
				lit.WriteByte(d)
			}
		case c == '&':
			flush()
			r = append(r, edReplPart{group: 0})
		default:
			lit.WriteByte(c)
		}
	}
	flush()
	return r
}

// substitute runs s, in its full form or the repeating one.
func (st *edState) substitute(p *edCmdLine, a edAddrs) error {
	var re *regex.Regexp
	var repl edRepl
	var global bool
	var nth, pflags int
	if c := p.peek(); c == '\n' || strings.IndexByte("gpr0123456789", c) >= 0 || c == '\\' && p.more == nil {
		if !st.haveSub {
			return edErr("No previous substitution")
		}
		re, repl, global, nth, pflags = st.lastSubRe, st.lastRepl, st.subGlobal, st.subNth, st.subPrint
	loop:
		for {
			switch c := p.peek(); {
			case c == 'g':
				global, nth = !global, 1
				p.pos++
			case c == 'p':
				pflags ^= edPrintP
				p.pos++
			case c == 'r':
				if st.lastRe == nil {
					return edErr("No previous pattern")
				}
				re = st.lastRe
				p.pos++
			case c >= '0' && c <= '9':
				v, _, err := p.number()
				if err != nil {
					return err
				}
				if v == 0 {
					return edErr("Invalid number")
				}
				nth = v
			default:
				break loop
			}
		}
		if err := p.end(); err != nil {
			return err
		}
	} else {
		delim := p.next()
		if delim == ' ' {
			return edErr("Invalid pattern delimiter")
		}
		src, closed, err := st.readRegex(p, delim)
		if err != nil {
			return err
		}
		if !closed {
			return edErr("Missing pattern delimiter")
		}
		raw, closed := st.readRepl(p, delim)
		nth = 1
		icase := false
		if !closed {
			pflags = edPrintP
		} else {
			// Each suffix at most once, and not both g and a count.
			seen := map[byte]bool{}
		flags:
			for {
				c := p.peek()
				key := c
				if c >= '0' && c <= '9' {
					key = 'g'
				} else if c == 'i' {
					key = 'I'
				}
				if strings.IndexByte("gpnlIi0123456789", c) < 0 {
					break flags
				}
				if seen[key] {
					return edErr("Invalid command suffix")
				}
				seen[key] = true
				switch c {
				case 'g':
					global = true
					p.pos++
				case 'p':
					pflags |= edPrintP
					p.pos++
				case 'l':
					pflags |= edPrintL
					p.pos++
				case 'n':
					pflags |= edPrintN
					p.pos++
				case 'I', 'i':
					icase = true
					p.pos++
				default:
					v, _, err := p.number()
					if err != nil {
						return err
					}
					if v == 0 {
						return edErr("Invalid command suffix")
					}
					nth = v
				}
			}
			if err := p.end(); err != nil {
				return err
			}
		}
		if re, err = st.compileRe(src, icase); err != nil {
			return err
		}
		if raw == "%" {
			if st.lastRepl == nil {
				return edErr("No previous substitution")
			}
			repl = st.lastRepl
		} else {
			repl = compileEdRepl(raw, re.NumSubexp())
		}
		st.haveSub = true
	}
	st.lastSubRe, st.lastRepl, st.subGlobal, st.subNth, st.subPrint = re, repl, global, nth, pflags
	st.startUndo()
	if st.lastRe == nil {
		st.lastRe = re
	}
	changed, lastLine := 0, 0
	end := a.second
	l := st.buf.line(a.first)
	for i := a.first; i <= end; {
		if i%1024 == 0 && st.ctx.Err() != nil {
			return st.ctx.Err()
		}
		next := l.next
		text, ok, err := st.substLine(re, repl, l.text, global, nth)
		if err != nil {
			return err
		}
		if ok {
			if err := st.fits(int64(len(text)) + 65*int64(strings.Count(text, "\n")+1)); err != nil {
				return err
			}
			parts := strings.Split(text, "\n")
			st.cut = []string{l.text}
			st.deleteLines(i, i)
			st.insertLines(i-1, parts)
			i += len(parts)
			end += len(parts) - 1
			lastLine = i - 1
			changed++
		} else {
			i++
		}
		l = next
	}
	if changed == 0 {
		if st.inGlobal {
			return nil
		}
		return edErr("No match")
	}
	st.cur = lastLine
	if pflags != 0 {
		st.printLine(st.cur, st.buf.line(st.cur).text, pflags)
	}
	return nil
}

// substLine replaces the nth match (or every match) of re in text as GNU
// ed does: after a match it searches again from where the match ended
// (with REG_NOTBOL, on the rest of the line alone), so an empty match
// there is found again and again: counted once per search for the nth
// match, an error for a global substitution.
func (st *edState) substLine(re *regex.Regexp, repl edRepl, text string, global bool, nth int) (string, bool, error) {
	b := []byte(text)
	matches, err := re.FindAllSubmatchIndex(b, -1)
	if err != nil {
		return "", false, edErr(err.Error())
	}
	if len(matches) == 0 {
		return "", false, nil
	}
	// emptyAt: a search from p finds an empty match at p.
	emptyAt := func(p int) (bool, error) {
		if p < 0 || p >= len(b) {
			return false, nil
		}
		rest := append([]byte{1}, b[p:]...)
		n, err := re.LongestAt(rest, 1)
		if err != nil {
			return false, edErr(err.Error())
		}
		return n == 1, nil // the match ends where it starts
	}
	var out strings.Builder
	last := 0
	put := func(m []int) error {
		out.WriteString(text[last:m[0]])
		for _, part := range repl {
			if part.group < 0 {
				out.WriteString(part.lit)
			} else if 2*part.group+1 < len(m) && m[2*part.group] >= 0 {
				out.WriteString(text[m[2*part.group]:m[2*part.group+1]])
			}
		}
		if int64(out.Len()) > st.maxBytes {
			return edErr("Line too long")
		}
		last = m[1]
		return nil
	}
	if global {
		for _, m := range matches {
			if err := put(m); err != nil {
				return "", false, err
			}
			if e, err := emptyAt(m[1]); err != nil {
				return "", false, err
			} else if e {
				return "", false, edErr("Infinite substitution loop")
			}
		}
		out.WriteString(text[last:])
		return out.String(), true, nil
	}
	count, prevEnd, done := 0, -1, false
	for _, m := range matches {
		if e, err := emptyAt(prevEnd); err != nil {
			return "", false, err
		} else if e {
			break
		}
		count++
		if count == nth {
			if err := put(m); err != nil {
				return "", false, err
			}
			done = true
			break
		}
		prevEnd = m[1]
	}
	if !done {
		e, err := emptyAt(prevEnd)
		if err != nil || !e {
			return "", false, err
		}
		if err := put([]int{prevEnd, prevEnd}); err != nil {
			return "", false, err
		}
	}
	out.WriteString(text[last:])
	return out.String(), true, nil
}
