package commands

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "join",
		Summary: "join lines of two files on a common field",
		Usage:   joinUsage,
		Run:     runJoin,
	})
}

const joinUsage = `Usage: join [OPTION]... FILE1 FILE2
For each pair of input lines with identical join fields, write a line to
standard output.  The default join field is the first, delimited by blanks.

When FILE1 or FILE2 (not both) is -, read standard input.

  -a FILENUM        also print unpairable lines from file FILENUM, where
                      FILENUM is 1 or 2, corresponding to FILE1 or FILE2
  -e STRING         replace missing (empty) input fields with STRING;
                      I.e., missing fields specified with '-12jo' options
  -i, --ignore-case  ignore differences in case when comparing fields
  -j FIELD          equivalent to '-1 FIELD -2 FIELD'
  -o FORMAT         obey FORMAT while constructing output line
  -t CHAR           use CHAR as input and output field separator
  -v FILENUM        like -a FILENUM, but suppress joined output lines
  -1 FIELD          join on this FIELD of file 1
  -2 FIELD          join on this FIELD of file 2
      --check-order   check that the input is correctly sorted, even
                      if all input lines are pairable
      --nocheck-order  do not check that the input is correctly sorted
      --header      treat the first line in each file as field headers,
                      print them without trying to pair them
  -z, --zero-terminated     line delimiter is NUL, not newline
      --help        display this help and exit

Unless -t CHAR is given, leading blanks separate fields and are ignored,
else fields are separated by CHAR.  Any FIELD is a field number counted
from 1.  FORMAT is one or more comma or blank separated specifications,
each being 'FILENUM.FIELD' or '0'.  Default FORMAT outputs the join field,
the remaining fields from FILE1, the remaining fields from FILE2, all
separated by CHAR.  If FORMAT is the keyword 'auto', then the first
line of each file determines the number of fields output for each line.

Important: FILE1 and FILE2 must be sorted on the join fields.
`

type joinLine struct {
	text   []byte
	fields [][]byte
}

type joinSpec struct{ file, field int } // file 0: the join field

type joiner struct {
	tab        int // -1: blanks
	icase      bool
	jf         [2]int
	outlist    []joinSpec
	autoformat bool
	autocount  [2]int
	filler     *string
	out        *bufio.Writer
	eol        byte
}

func (j *joiner) split(text []byte) *joinLine {
	l := &joinLine{text: append([]byte(nil), text...)}
	t := l.text
	if j.tab < 0 {
		isSep := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' }
		i := 0
		for i < len(t) && isSep(t[i]) {
			i++
		}
		for i < len(t) {
			k := i + 1
			for k < len(t) && !isSep(t[k]) {
				k++
			}
			l.fields = append(l.fields, t[i:k])
			if k == len(t) {
				return l
			}
			for k < len(t) && isSep(t[k]) {
				k++
			}
			i = k
		}
		// Trailing blanks end with an empty field, as in GNU join.
		if len(l.fields) > 0 {
			l.fields = append(l.fields, t[len(t):])
		}
		return l
	}
	if len(t) == 0 {
		return l
	}
	if j.tab == '\n' {
		l.fields = [][]byte{t}
		return l
	}
	for {
		k := bytes.IndexByte(t, byte(j.tab))
		if k < 0 {
			l.fields = append(l.fields, t)
			return l
		}
		l.fields = append(l.fields, t[:k])
		t = t[k+1:]
	}
}

func (j *joiner) keycmp(a, b *joinLine, fa, fb int) int {
	var ka, kb []byte
	if fa < len(a.fields) {
		ka = a.fields[fa]
	}
	if fb < len(b.fields) {
		kb = b.fields[fb]
	}
	if len(ka) == 0 {
		if len(kb) == 0 {
			return 0
		}
		return -1
	}
	if len(kb) == 0 {
		return 1
	}
	if j.icase {
		// GNU's memcasecmp: ASCII toupper, byte by byte.
		for i := 0; i < len(ka) && i < len(kb); i++ {
			x, y := ka[i], kb[i]
			if x >= 'a' && x <= 'z' {
				x -= 'a' - 'A'
			}
			if y >= 'a' && y <= 'z' {
				y -= 'a' - 'A'
			}
			if x != y {
				return int(x) - int(y)
			}
		}
		return cmpInt(len(ka), len(kb))
	}
	return bytes.Compare(ka, kb)
}

func (j *joiner) sep() byte {
	if j.tab < 0 {
		return ' '
	}
	return byte(j.tab)
}

func (j *joiner) prfield(n int, l *joinLine) {
	if l != nil && n < len(l.fields) && len(l.fields[n]) > 0 {
		j.out.Write(l.fields[n])
	} else if j.filler != nil {
		j.out.WriteString(*j.filler)
	}
}

// prjoin prints one output line; a nil line is the blank unpaired side.
func (j *joiner) prjoin(l1, l2 *joinLine) {
	if len(j.outlist) > 0 {
		for i, o := range j.outlist {
			if i > 0 {
				j.out.WriteByte(j.sep())
			}
			var l *joinLine
			var f int
			switch {
			case o.file == 0 && l1 == nil:
				l, f = l2, j.jf[1]
			case o.file == 0:
				l, f = l1, j.jf[0]
			case o.file == 1:
				l, f = l1, o.field
			default:
				l, f = l2, o.field
			}
			j.prfield(f, l)
		}
		j.out.WriteByte(j.eol)
		return
	}
	if l1 == nil {
		j.prfield(j.jf[1], l2)
	} else {
		j.prfield(j.jf[0], l1)
	}
	for side, l := range []*joinLine{l1, l2} {
		if l == nil {
			if j.autoformat {
				// A missing side still fills its columns with -e.
				for i := 0; i < j.autocount[side]; i++ {
					if i != j.jf[side] {
						j.out.WriteByte(j.sep())
						j.prfield(i, nil)
					}
				}
			}
			continue
		}
		n := len(l.fields)
		if j.autoformat {
			n = j.autocount[side]
		}
		for i := 0; i < n; i++ {
			if i == j.jf[side] {
				continue
			}
			j.out.WriteByte(j.sep())
			j.prfield(i, l)
		}
	}
	j.out.WriteByte(j.eol)
}

func runJoin(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("join")
	var firstErr error
	fail := func(msg string) {
		if firstErr == nil {
			firstErr = fmt.Errorf("%s", msg)
		}
	}
	var unpair [2]bool
	onlyUnpaired := false
	fileNum := func(v string) int {
		n, err := strconv.Atoi(v)
		if err != nil || (n != 1 && n != 2) {
			fail("invalid field number: " + quoteArg(v))
			return 0
		}
		return n
	}
	fs.Func('a', "", true, func(v string) error {
		if n := fileNum(v); n > 0 {
			unpair[n-1] = true
		}
		return nil
	})
	fs.Func('v', "", true, func(v string) error {
		if n := fileNum(v); n > 0 {
			unpair[n-1] = true
			onlyUnpaired = true
		}
		return nil
	})
	j := &joiner{tab: -1}
	fs.Func('e', "", true, func(v string) error {
		if j.filler != nil && *j.filler != v {
			fail("conflicting empty-field replacement strings")
			return nil
		}
		j.filler = &v
		return nil
	})
	icase := fs.Bool('i', "ignore-case")
	field := func(v string) int {
		n, err := strconv.ParseUint(v, 10, 63)
		if err != nil || n == 0 {
			fail("invalid field number: " + quoteArg(v))
			return 0
		}
		return int(min(n, 1<<30)) - 1
	}
	jf := [2]int{0, 0}
	var jfSet [2]bool
	setJF := func(i int, v string) {
		f := field(v)
		if jfSet[i] && jf[i] != f {
			fail(fmt.Sprintf("incompatible join fields %d, %d", jf[i]+1, f+1))
		}
		jf[i], jfSet[i] = f, true
	}
	fs.Func('j', "", true, func(v string) error { setJF(0, v); setJF(1, v); return nil })
	fs.Func('1', "", true, func(v string) error { setJF(0, v); return nil })
	fs.Func('2', "", true, func(v string) error { setJF(1, v); return nil })
	fs.Func('o', "", true, func(v string) error {
		if v == "auto" {
			j.autoformat = true
			return nil
		}
		for _, spec := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			if spec == "0" {
				j.outlist = append(j.outlist, joinSpec{0, 0})
				continue
			}
			fstr, fld, ok := strings.Cut(spec, ".")
			if !ok || (fstr != "1" && fstr != "2") {
				fail("invalid file number in field spec: " + quoteArg(spec))
				return nil
			}
			n, err := strconv.ParseUint(fld, 10, 63)
			if err != nil || n == 0 {
				fail("invalid field number: " + quoteArg(fld))
				return nil
			}
			j.outlist = append(j.outlist, joinSpec{int(fstr[0] - '0'), int(min(n, 1<<30)) - 1})
		}
		return nil
	})
	fs.Func('t', "", true, func(v string) error {
		switch {
		case v == "":
			j.tab = '\n' // the whole line is the field
		case v == `\0`:
			j.tab = 0
		case len(v) > 1:
			fail("multi-character tab " + quoteArg(v))
		default:
			if j.tab >= 0 && j.tab != int(v[0]) {
				fail("incompatible tabs")
			}
			j.tab = int(v[0])
		}
		return nil
	})
	fs.Bool(0, "check-order")
	fs.Bool(0, "nocheck-order")
	header := fs.Bool(0, "header")
	zero := fs.Bool('z', "zero-terminated")
	fs.failed = func() bool { return firstErr != nil }
	ops, status, done := parseFlags(inv, fs, joinUsage, 1)
	if done {
		return status
	}
	if firstErr != nil {
		errorf(inv, "%s", firstErr)
		return 1
	}
	if !twoOperands(inv, ops, quoteFile) {
		return 1
	}
	if ops[0] == "-" && ops[1] == "-" {
		// GNU appends the errno its start left behind: ENOENT from
		// loading the locale, which the C locale skips.
		msg := "both files cannot be standard input"
		if !localeAllC(inv) {
			msg += ": " + vfs.Strerror(vfs.ErrNotExist)
		}
		errorf(inv, "%s", msg)
		return 1
	}
	check := checkOrderMode(fs.order)
	j.icase, j.jf = *icase, jf
	j.eol = '\n'
	if *zero {
		j.eol = 0
	}
	var lrs [2]*lineReader
	for i, name := range ops {
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, quoteName(name), err)
			return 1
		}
		defer closeFn()
		lrs[i] = newLineReader(r, j.eol)
	}
	j.out = bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer j.out.Flush()

	var prev [2]*joinLine
	var lineNo [2]int
	var warned [2]bool
	seenUnpairable := false
	var fatal error
	var readErr error
	getLine := func(i int) *joinLine {
		if fatal != nil || readErr != nil {
			return nil
		}
		text, err := lrs[i].next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			readErr = err
			return nil
		}
		l := j.split(trimDelim(text, j.eol))
		lineNo[i]++
		if p := prev[i]; p != nil && check >= 0 && (check == 1 || seenUnpairable) && !warned[i] &&
			j.keycmp(p, l, j.jf[i], j.jf[i]) > 0 {
			j.out.Flush()
			errorf(inv, "%s:%d: is not sorted: %s", ops[i], lineNo[i], l.text)
			warned[i] = true
			if check == 1 {
				fatal = fmt.Errorf("unsorted")
				return nil
			}
		}
		prev[i] = l
		return l
	}
	var seq [2][]*joinLine
	advance := func(i int, reset bool) bool {
		if reset {
			seq[i] = seq[i][:0]
		}
		l := getLine(i)
		if l == nil {
			return false
		}
		seq[i] = append(seq[i], l)
		return true
	}
	advance(0, true)
	advance(1, true)
	if j.autoformat {
		for i := range 2 {
			if len(seq[i]) > 0 {
				j.autocount[i] = len(seq[i][0].fields)
			}
		}
	}
	if *header && (len(seq[0]) > 0 || len(seq[1]) > 0) {
		var h1, h2 *joinLine
		if len(seq[0]) > 0 {
			h1 = seq[0][0]
		}
		if len(seq[1]) > 0 {
			h2 = seq[1][0]
		}
		if h1 == nil {
			j.prjoin(nil, h2)
		} else {
			j.prjoin(h1, h2)
		}
		prev = [2]*joinLine{}
		if len(seq[0]) > 0 {
			advance(0, true)
		}
		if len(seq[1]) > 0 {
			advance(1, true)
		}
	}
	n := 0
	for len(seq[0]) > 0 && len(seq[1]) > 0 && fatal == nil && readErr == nil {
		if n++; n%ctxCheckEvery == 0 && ctx.Err() != nil {
			return 1
		}
		diff := j.keycmp(seq[0][0], seq[1][0], j.jf[0], j.jf[1])
		if diff < 0 {
			if unpair[0] {
				j.prjoin(seq[0][0], nil)
			}
			advance(0, true)
			seenUnpairable = true
			continue
		}
		if diff > 0 {
			if unpair[1] {
				j.prjoin(nil, seq[1][0])
			}
			advance(1, true)
			seenUnpairable = true
			continue
		}
		eof1 := false
		for {
			if !advance(0, false) {
				eof1 = true
				break
			}
			if j.keycmp(seq[0][len(seq[0])-1], seq[1][0], j.jf[0], j.jf[1]) != 0 {
				break
			}
		}
		eof2 := false
		for {
			if !advance(1, false) {
				eof2 = true
				break
			}
			if j.keycmp(seq[0][0], seq[1][len(seq[1])-1], j.jf[0], j.jf[1]) != 0 {
				break
			}
		}
		if fatal != nil {
			break
		}
		c1, c2 := len(seq[0]), len(seq[1])
		if !eof1 {
			c1--
		}
		if !eof2 {
			c2--
		}
		if !onlyUnpaired {
			for a := 0; a < c1; a++ {
				for b := 0; b < c2; b++ {
					j.prjoin(seq[0][a], seq[1][b])
				}
			}
		}
		if _, err := j.out.Write(nil); err != nil {
			return 1
		}
		for i, eof := range []bool{eof1, eof2} {
			if eof {
				seq[i] = seq[i][:0]
			} else {
				seq[i] = append(seq[i][:0], seq[i][len(seq[i])-1])
			}
		}
	}
	// Drain the tails: print unpairables and keep checking order.
	for i := range 2 {
		if fatal != nil || readErr != nil {
			break
		}
		if (unpair[i] || check >= 0) && len(seq[i]) > 0 {
			if unpair[i] {
				if i == 0 {
					j.prjoin(seq[0][0], nil)
				} else {
					j.prjoin(nil, seq[1][0])
				}
			}
			if len(seq[1-i]) > 0 {
				seenUnpairable = true
			}
			for {
				l := getLine(i)
				if l == nil {
					break
				}
				if unpair[i] {
					if i == 0 {
						j.prjoin(l, nil)
					} else {
						j.prjoin(nil, l)
					}
				}
				if warned[i] && !unpair[i] {
					break
				}
			}
		}
	}
	if j.out.Flush() != nil {
		return 1
	}
	if readErr != nil {
		if ctx.Err() == nil {
			errorf(inv, "%s", readErr)
		}
		return 1
	}
	if fatal != nil {
		return 1
	}
	if warned[0] || warned[1] {
		errorf(inv, "input is not in sorted order")
		return 1
	}
	return 0
}

// localeAllC reports whether every locale category is C or POSIX: LC_ALL
// when set, else LANG and the LC_* variables set (none set is the
// sandbox's default, C.UTF-8). Loading any other locale leaves errno
// ENOENT behind in GNU's programs.
func localeAllC(inv *shell.Invocation) bool {
	isC := func(v string) bool { return v == "C" || v == "POSIX" }
	if v := inv.Getenv("LC_ALL"); v != "" {
		return isC(v)
	}
	set := false
	for _, name := range []string{"LANG", "LC_CTYPE", "LC_COLLATE", "LC_MESSAGES", "LC_NUMERIC", "LC_TIME", "LC_MONETARY"} {
		if v := inv.Getenv(name); v != "" {
			if !isC(v) {
				return false
			}
			set = true
		}
	}
	return set
}
