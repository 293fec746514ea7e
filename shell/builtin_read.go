package shell

import (
	"fmt"
	"github.com/computerwelt/computerwelt/vfs"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// builtinRead implements read with -r -a -d -n -N -p -s -t -u -e.
func builtinRead(r *runner, args []string) int {
	raw := false
	arrName := ""
	delim := byte('\n')
	nchars := -1
	exact := false
	fd := 0
	timeout := -1.0
	args = args[1:]
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1 {
		a := args[0]
		if a == "--" {
			args = args[1:]
			break
		}
		i := 1
		for i < len(a) {
			c := a[i]
			i++
			needArg := func() (string, bool) {
				if i < len(a) {
					v := a[i:]
					i = len(a)
					return v, true
				}
				if len(args) < 2 {
					r.errLine("read: -%c: option requires an argument", c)
					r.errf("read: usage: read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]\n")
					return "", false
				}
				args = args[1:]
				return args[0], true
			}
			switch c {
			case 'r':
				raw = true
			case 's', 'e':
			case 'a':
				v, ok := needArg()
				if !ok {
					return 2
				}
				arrName = v
			case 'd':
				v, ok := needArg()
				if !ok {
					return 2
				}
				if v == "" {
					delim = 0
				} else {
					delim = v[0]
				}
			case 'n', 'N':
				v, ok := needArg()
				if !ok {
					return 2
				}
				n, err := strconv.Atoi(v)
				if err != nil || n < 0 {
					r.errLine("read: %s: invalid number", v)
					return 1
				}
				nchars = n
				exact = c == 'N'
			case 'p', 'i':
				// -p's prompt is shown only when input comes from a
				// terminal and -i's text only with -e's line editor:
				// a sandbox has neither.
				if _, ok := needArg(); !ok {
					return 2
				}
			case 't':
				v, ok := needArg()
				if !ok {
					return 2
				}
				f, ok := readTimeout(v)
				if !ok {
					r.errLine("read: %s: invalid timeout specification", v)
					return 1
				}
				timeout = f
			case 'u':
				v, ok := needArg()
				if !ok {
					return 2
				}
				n, err := strconv.Atoi(v)
				if err != nil || n < 0 {
					r.errLine("read: %s: invalid file descriptor specification", v)
					return 1
				}
				fd = n
				// bash checks the descriptor as it takes the option,
				// before -t 0 and the names.
				if d := r.getFd(fd); d == nil || d.r == nil {
					r.errLine("read: %d: invalid file descriptor: Bad file descriptor", fd)
					return 1
				}
			default:
				r.errLine("read: -%c: invalid option", c)
				r.errf("read: usage: read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]\n")
				return 2
			}
		}
		args = args[1:]
	}
	names := args
	if timeout < 0 {
		timeout = tmoutDefault(r)
	}
	d := r.getFd(fd)
	if timeout == 0 {
		// read -t 0 only asks whether input is there: no names checked.
		if d == nil || d.r == nil {
			return 1
		}
		return 0
	}
	// bash checks the first name before reading (read.def's early
	// check); the others, and -a's array, only as it assigns them, so
	// a bad one there still consumes the line.
	if len(names) > 0 && !r.readNameOK(names[0]) {
		r.errLine("read: `%s': not a valid identifier", names[0])
		return 1
	}
	if d == nil || d.r == nil {
		// fd 0 closed fails its read
		r.errLine("read: read error: 0: Bad file descriptor")
		return 1
	}
	in := d.r
	var deadline <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(time.Duration(timeout * float64(time.Second)))
		defer t.Stop()
		deadline = t.C
	}
	// Read byte by byte so the rest of the stream stays for others.
	// The buffers are the last read's (while read in a loop allocates
	// them once); the values assigned are copies.
	sc := r.readScratch
	switch {
	case deadline != nil:
		// The reading goroutine may outlive this call and write into
		// its byte later: the buffers are this call's.
		sc = &readScratch{}
	default:
		if sc == nil {
			sc = &readScratch{}
		}
		r.readScratch = nil // a read in a trap during this one makes its own
		defer func() { r.readScratch = sc.reset() }()
	}
	buf := sc.buf[:0]
	// quoted marks bytes escaped by backslash (not split, not removed).
	quoted := sc.quoted[:0]
	defer func() { sc.buf, sc.quoted = buf, quoted }()
	eof := false
	got := 0
	one := &sc.one
	type res struct {
		n   int
		err error
	}
	readByte := func() (byte, error) {
		if deadline == nil {
			n, err := in.Read(one[:])
			if n == 1 {
				return one[0], nil
			}
			if err == nil {
				err = io.ErrNoProgress
			}
			return 0, err
		}
		ch := make(chan res, 1)
		go func() {
			// A filesystem's Read that panics is an error, not a crash.
			defer func() {
				if v := recover(); v != nil {
					ch <- res{0, fmt.Errorf("internal error: %v", v)}
				}
			}()
			n, err := in.Read(one[:])
			ch <- res{n, err}
		}()
		select {
		case rr := <-ch:
			if rr.n == 1 {
				return one[0], nil
			}
			if rr.err == nil {
				rr.err = io.ErrNoProgress
			}
			return 0, rr.err
		case <-deadline:
			return 0, errTimeout
		}
	}
	timedOut := false
	// -n and -N count characters: in a UTF-8 locale the bytes that
	// complete one past ASCII are read with it (bash's read_mbchar).
	multibyte := nchars > 0 && !r.byteLocale()
	rest := func(q bool) {
		start := len(buf) - 1
		for !utf8.FullRune(buf[start:]) {
			c, err := readByte()
			if err != nil {
				return
			}
			buf = append(buf, c)
			quoted = append(quoted, q)
		}
	}
	for nchars < 0 || got < nchars {
		if r.rs.stopped() {
			return 1
		}
		c, err := readByte()
		if err != nil {
			if err == errTimeout {
				timedOut = true
			} else if err != io.EOF && !r.cancelled() {
				r.errLine("read: read error: %d: %s", fd, vfs.Strerror(err))
			}
			eof = true
			break
		}
		if c == 0 && (delim != 0 || exact) {
			continue // bash drops NULs but -d ''s own; -N has no delimiter
		}
		if !exact && c == delim {
			break
		}
		if !raw && c == '\\' {
			c2, err := readByte()
			if err != nil {
				eof = true
				break
			}
			if c2 == '\n' {
				continue
			}
			buf = append(buf, c2)
			quoted = append(quoted, true)
			if multibyte && c2 >= utf8.RuneSelf {
				rest(true)
			}
			got++
			continue
		}
		buf = append(buf, c)
		quoted = append(quoted, false)
		if multibyte && c >= utf8.RuneSelf {
			rest(false)
		}
		got++
	}
	if timedOut {
		r.assignRead(sc, names, arrName, buf, quoted, exact)
		return 142
	}
	if !r.assignRead(sc, names, arrName, buf, quoted, exact) {
		return 1
	}
	if eof {
		return 1
	}
	return 0
}

var errTimeout = &varError{msg: "timeout"}

// readScratch holds what read reuses from one call to the next.
type readScratch struct {
	one    [1]byte
	buf    []byte
	quoted []bool
	fields []string
}

// reset drops what is not worth keeping: a long line's buffers, the
// fields' strings (values of variables now).
func (sc *readScratch) reset() *readScratch {
	if cap(sc.buf) > 4096 {
		sc.buf, sc.quoted = nil, nil
	}
	clear(sc.fields[:cap(sc.fields)])
	if cap(sc.fields) > 64 {
		sc.fields = nil
	}
	return sc
}

// assignRead splits the line with IFS and assigns it.
func (r *runner) assignRead(sc *readScratch, names []string, arrName string, buf []byte, quoted []bool, exact bool) (ok bool) {
	ok = true
	if exact {
		name := "REPLY"
		if len(names) > 0 {
			name = names[0]
		}
		if err := r.setStr(name, string(buf), false); err != nil {
			r.varErrLine("read", err)
			return false
		}
		for _, n := range names[min(1, len(names)):] {
			if !r.readNameOK(n) {
				r.errLine("read: `%s': not a valid identifier", n)
				return false
			}
			if err := r.setStr(n, "", false); err != nil {
				r.varErrLine("read", err)
				return false
			}
		}
		return
	}
	ifs := r.ifs()
	isWS := func(c byte) bool { return (c == ' ' || c == '\t' || c == '\n') && strings.IndexByte(ifs, c) >= 0 }
	// sepLen is the length of the IFS character at buf[i]: IFS holds
	// characters, so a multibyte one separates only whole (ifsSep).
	sepLen := func(i int) int {
		if quoted[i] {
			return 0
		}
		if buf[i] < utf8.RuneSelf {
			if strings.IndexByte(ifs, buf[i]) >= 0 {
				return 1
			}
			return 0
		}
		return ifsSep(ifs, string(buf[i:min(i+utf8.UTFMax, len(buf))]), 0)
	}
	isIFS := func(i int) bool { return sepLen(i) > 0 }
	// charAt is the length of the character at buf[i] (a lone IFS byte
	// does not split a multibyte character holding it).
	charAt := func(i int) int { return charLen(string(buf[i:min(i+utf8.UTFMax, len(buf))]), 0) }
	if arrName == "" && len(names) == 0 {
		// REPLY keeps the line; leading/trailing whitespace kept too.
		r.setStr("REPLY", string(buf), false)
		return
	}
	// Split into fields; the last name gets the rest of the line.
	fields := sc.fields[:0]
	defer func() { sc.fields = fields }()
	n := len(buf)
	i := 0
	// skip leading IFS whitespace
	for i < n && !quoted[i] && isWS(buf[i]) {
		i++
	}
	maxFields := len(names)
	if arrName != "" {
		maxFields = -1
	}
	for i < n {
		if maxFields > 0 && len(fields) == maxFields-1 {
			// The last name gets the rest of the line (bash's read.c):
			// if one word and its delimiter take all of it, the word;
			// otherwise the rest without trailing IFS whitespace.
			j := i
			for j < n && !isIFS(j) {
				j += charAt(j)
			}
			word := buf[i:j]
			for j < n && !quoted[j] && isWS(buf[j]) {
				j++
			}
			if j < n && isIFS(j) && !isWS(buf[j]) {
				j += sepLen(j)
				for j < n && !quoted[j] && isWS(buf[j]) {
					j++
				}
			}
			if j >= n {
				fields = append(fields, string(word))
				break
			}
			end := n
			// bash's strip_trailing_ifs_whitespace: an escaped
			// blank goes too (its CTLESC is stripped with it).
			for end > i && isWS(buf[end-1]) {
				end--
			}
			fields = append(fields, string(buf[i:end]))
			break
		}
		start := i
		for i < n && !isIFS(i) {
			i += charAt(i)
		}
		fields = append(fields, string(buf[start:i]))
		if i >= n {
			break
		}
		// consume one delimiter: whitespace run, optionally one non-ws
		// IFS char, then whitespace run
		for i < n && !quoted[i] && isWS(buf[i]) {
			i++
		}
		if i < n && isIFS(i) && !isWS(buf[i]) {
			i += sepLen(i)
			for i < n && !quoted[i] && isWS(buf[i]) {
				i++
			}
		}
	}
	if arrName != "" {
		if !validName(arrName) {
			r.errLine("read: `%s': not a valid identifier", arrName)
			return false
		}
		_, v, err := r.varForWrite(arrName)
		if err != nil {
			r.varErrLine("read", err)
			return false
		}
		if v == nil {
			return
		}
		if v.kind == kAssoc {
			r.errLine("read: %s: not an indexed array", arrName)
			return false
		}
		r.rs.charge(-v.bytes())
		v.kind = kIndexed
		v.idx = nil
		v.str = ""
		v.set = true
		for k, f := range fields {
			if r.setIndexChecked(v, k, f) != nil {
				return
			}
		}
		return
	}
	for k, name := range names {
		val := ""
		if k < len(fields) {
			val = fields[k]
		}
		// Each name is checked as it comes; the first bad one, or one
		// that cannot be assigned, stops read (those before it keep
		// their words).
		if !r.readNameOK(name) {
			r.errLine("read: `%s': not a valid identifier", name)
			return false
		}
		if base, idx, ok := r.parseRefOnce(name); ok && idx != nil {
			if v := r.getVar(base); (v == nil || v.kind != kAssoc) && allSubscript(idx) {
				r.errLine("%s: bad array subscript", name) // read 'a[*]'
				return false
			}
			key, err := r.assocOrIndex(base, idx)
			if err == nil {
				if err := r.setElem(base, key, val, false); err != nil {
					// a[-5] of a shorter array: bad array subscript
					r.varErrLine("read", err)
					return false
				}
			}
			continue
		}
		if err := r.setStr(name, val, false); err != nil {
			r.varErrLine("read", err)
			if _, isArith := err.(*arithError); isArith {
				r.aborting = true // an integer's bad value discards the command line
			}
			return false
		}
	}
	return
}

// readNameOK is bash's test of a name read assigns: an identifier or
// an array element.
func (r *runner) readNameOK(n string) bool {
	if validName(n) {
		return true
	}
	base, idx, ok := r.parseRef(n)
	return ok && idx != nil && validName(base) && subscriptEndsName(n)
}

// tmoutDefault is read's timeout without -t: $TMOUT when it is a
// positive number of seconds, maybe with a fraction (bash's uconvert);
// otherwise none (-1).
func tmoutDefault(r *runner) float64 {
	v, ok := r.getStr("TMOUT")
	v = strings.TrimSpace(v)
	if !ok || v == "" || strings.Trim(v, "0123456789.") != "" {
		return -1
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f <= 0 {
		return -1
	}
	return f
}

// readTimeout reads -t's value as bash's uconvert does: a sign, digits,
// a point and digits, any of them absent ("" and "." are 0); no blanks,
// exponents or names; a negative value other than 0 is invalid.
func readTimeout(v string) (float64, bool) {
	t := strings.TrimPrefix(strings.TrimPrefix(v, "+"), "-")
	if len(v)-len(t) > 1 {
		return 0, false
	}
	whole, frac, _ := strings.Cut(t, ".")
	for _, c := range []byte(whole + frac) {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	f, _ := strconv.ParseFloat("0"+whole+"."+frac+"0", 64)
	if f != 0 && strings.HasPrefix(v, "-") || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// subscriptEndsName reports whether name's subscript, from its first
// [, closes at its last byte as bash's skipsubscript finds the close:
// nested [ ] counted, quotes, backslashes and backquotes skipped (so
// a[80's] is no reference, its quote unclosed).
func subscriptEndsName(name string) bool {
	i := strings.IndexByte(name, '[')
	if i < 0 {
		return false
	}
	depth := 0
	for j := i; j < len(name); j++ {
		switch c := name[j]; c {
		case '\\':
			j++
		case '`':
			k := strings.IndexByte(name[j+1:], '`')
			if k < 0 {
				return false
			}
			j += k + 1
		case '\'':
			k := strings.IndexByte(name[j+1:], '\'')
			if k < 0 {
				return false
			}
			j += k + 1
		case '"':
			j++
			for j < len(name) && name[j] != '"' {
				if name[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(name) {
				return false
			}
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				return j == len(name)-1
			}
		}
	}
	return false
}
