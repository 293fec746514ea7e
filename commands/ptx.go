package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "ptx",
		Summary: "produce a permuted index of file contents",
		Usage:   ptxUsage,
		Run:     runPtx,
	})
}

const ptxUsage = `Usage: ptx [OPTION]... [INPUT]...   (without -G)
  or:  ptx -G [OPTION]... [INPUT [OUTPUT]]
Output a permuted index, including context, of the words in the input files.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -A, --auto-reference           output automatically generated references
  -G, --traditional              behave more like System V 'ptx'
  -F, --flag-truncation=STRING   use STRING for flagging line truncations.
                                 The default is '/'
  -M, --macro-name=STRING        macro name to use instead of 'xx'
  -O, --format=roff              generate output as roff directives
  -R, --right-side-refs          put references at right, not counted in -w
  -S, --sentence-regexp=REGEXP   for end of lines or end of sentences
  -T, --format=tex               generate output as TeX directives
  -W, --word-regexp=REGEXP       use REGEXP to match each keyword
  -b, --break-file=FILE          word break characters in this FILE
  -f, --ignore-case              fold lower case to upper case for sorting
  -g, --gap-size=NUMBER          gap size in columns between output fields
  -i, --ignore-file=FILE         read ignore word list from FILE
  -o, --only-file=FILE           read only word list from this FILE
  -r, --references               first field of each line is a reference
  -t, --typeset-mode               - not implemented -
  -w, --width=NUMBER             output width in columns, reference excluded
      --help        display this help and exit
`

const (
	ptxDumb = iota + 1
	ptxRoff
	ptxTex
)

// ptxSpan is a field of an output line: offsets into one input's text.
type ptxSpan struct{ start, end int }

type ptxOccur struct {
	file             int
	key              ptxSpan
	left, right, ref int // context start and end, reference (line number or offset)
}

// ptx is GNU ptx's state: its options, the inputs and the occurrences.
type ptx struct {
	ctx                                    context.Context
	gnu, fold, autoRef, inputRef, rightRef bool
	format                                 int
	width, gap                             int64
	trunc, macro                           string
	wordRe, ctxRe, wordAt                  *regexp.Regexp
	wordMap                                [256]bool
	ignore, only                           map[string]bool
	names                                  []string
	texts                                  [][]byte
	lineCounts                             []int
	occurs                                 []ptxOccur
	maxWord, refMax                        int
	edited                                 [256]bool
	out                                    *bufio.Writer
	werr                                   error
}

func ptxSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

func ptxAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func ptxUpper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

func runPtx(ctx context.Context, inv *shell.Invocation) int {
	p := &ptx{ctx: ctx, gnu: true, width: 72, gap: 3, trunc: "/", macro: "xx"}
	f := newFlagSet("ptx")
	f.declOrder = true
	var wordRe, ctxRe, breakFile, ignoreFile, onlyFile string
	var haveWordRe, haveCtxRe bool
	f.Func('A', "auto-reference", false, func(string) error { p.autoRef = true; return nil })
	f.Func('G', "traditional", false, func(string) error { p.gnu = false; return nil })
	f.Func('F', "flag-truncation", true, func(v string) error { p.trunc = ptxUnescape(v); return nil })
	f.Func('M', "macro-name", true, func(v string) error { p.macro = v; return nil })
	f.Func('O', "", false, func(string) error { p.format = ptxRoff; return nil })
	f.Func('R', "right-side-refs", false, func(string) error { p.rightRef = true; return nil })
	f.Func('S', "sentence-regexp", true, func(v string) error { ctxRe, haveCtxRe = ptxUnescape(v), true; return nil })
	f.Func('T', "", false, func(string) error { p.format = ptxTex; return nil })
	f.Func('W', "word-regexp", true, func(v string) error { wordRe, haveWordRe = ptxUnescape(v), true; return nil })
	f.Func('b', "break-file", true, func(v string) error { breakFile = v; return nil })
	f.Func('f', "ignore-case", false, func(string) error { p.fold = true; return nil })
	f.Func('g', "gap-size", true, func(v string) error {
		n, err := strconv.ParseInt(v, 0, 64)
		if err != nil || n <= 0 {
			return &usageFail{"invalid gap width: " + quoteArg(v)}
		}
		p.gap = n
		return nil
	})
	f.Func('i', "ignore-file", true, func(v string) error { ignoreFile = v; return nil })
	f.Func('o', "only-file", true, func(v string) error { onlyFile = v; return nil })
	f.Func('r', "references", false, func(string) error { p.inputRef = true; return nil })
	f.Func('t', "typeset-mode", false, func(string) error { return nil })
	f.Func('w', "width", true, func(v string) error {
		n, err := strconv.ParseInt(v, 0, 64)
		if err != nil || n <= 0 {
			return &usageFail{"invalid line width: " + quoteArg(v)}
		}
		p.width = n
		return nil
	})
	f.Func(0, "format", true, func(v string) error {
		switch v {
		case "roff":
			p.format = ptxRoff
		case "tex":
			p.format = ptxTex
		default:
			return &usageError{fmt.Sprintf("invalid argument %s for ‘--format’\nValid arguments are:\n  - ‘roff’\n  - ‘tex’", quoteArg(v))}
		}
		return nil
	})
	ops, status, done := parseFlags(inv, f, ptxUsage, 1)
	if done {
		return status
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	output := ""
	if !p.gnu {
		if len(ops) > 2 {
			operandError(inv, "extra operand %s", quoteArg(ops[2]))
			return 1
		}
		if len(ops) == 2 {
			output, ops = ops[1], ops[:1]
		}
	}
	if p.format == 0 {
		p.format = ptxDumb
		if !p.gnu {
			p.format = ptxRoff
		}
	}
	// The regular expressions, in GNU's (Emacs) syntax.
	if p.gnu && !haveCtxRe && p.inputRef {
		ctxRe, haveCtxRe = "\n", true
	}
	if p.gnu && !haveCtxRe {
		ctxRe, haveCtxRe = `[.?!][]"')}]*\($\|	\|  \)[ 	
]*`, true
	}
	if !p.gnu {
		ctxRe, haveCtxRe = "\n", true
	}
	var err error
	if haveCtxRe && ctxRe != "" {
		if p.ctxRe, err = ptxCompile(ctxRe, p.fold, false); err != nil {
			errorf(inv, "%s", err)
			return 1
		}
	}
	if haveWordRe && wordRe != "" {
		if p.wordRe, err = ptxCompile(wordRe, p.fold, false); err != nil {
			errorf(inv, "%s", err)
			return 1
		}
		p.wordAt, _ = ptxCompile(wordRe, p.fold, true)
	}
	if p.wordRe == nil {
		switch {
		case breakFile != "":
			data, err := ptxReadFile(ctx, inv, breakFile)
			if err != nil {
				fileError(inv, breakFile, err)
				return 1
			}
			for i := range p.wordMap {
				p.wordMap[i] = true
			}
			for _, c := range data {
				p.wordMap[c] = false
			}
			if !p.gnu {
				p.wordMap[' '], p.wordMap['\t'], p.wordMap['\n'] = false, false, false
			}
		case p.gnu:
			for i := range p.wordMap {
				p.wordMap[i] = ptxAlpha(byte(i))
			}
		default:
			for i := range p.wordMap {
				p.wordMap[i] = true
			}
			p.wordMap[' '], p.wordMap['\t'], p.wordMap['\n'] = false, false, false
		}
	}
	for _, wl := range []struct {
		name string
		set  *map[string]bool
	}{{ignoreFile, &p.ignore}, {onlyFile, &p.only}} {
		if wl.name == "" {
			continue
		}
		data, err := ptxReadFile(ctx, inv, wl.name)
		if err != nil {
			fileError(inv, wl.name, err)
			return 1
		}
		*wl.set = map[string]bool{}
		for _, w := range strings.Split(string(data), "\n") {
			if w != "" {
				(*wl.set)[p.foldKey(w)] = true
			}
		}
	}
	total := 0
	for _, name := range ops {
		data, err := ptxReadFile(ctx, inv, name)
		if err != nil {
			fileError(inv, name, err)
			return 1
		}
		shown := name
		if name == "-" {
			shown = ""
		}
		p.names = append(p.names, shown)
		p.texts = append(p.texts, data)
		if err := p.findOccurs(len(p.texts)-1, &total); err != nil {
			if err == errPtxZero {
				errorf(inv, "error: regular expression has a match of length zero: %s", quoteArg(ctxRe))
			}
			return 1
		}
		// GNU counts one more line at each input's end, for a last line
		// without a newline.
		total++
		p.lineCounts = append(p.lineCounts, total)
	}
	sort.SliceStable(p.occurs, func(i, j int) bool {
		a, b := &p.occurs[i], &p.occurs[j]
		if c := p.compareWords(p.texts[a.file][a.key.start:a.key.end], p.texts[b.file][b.key.start:b.key.end]); c != 0 {
			return c < 0
		}
		if a.file != b.file {
			return a.file < b.file
		}
		return a.key.start < b.key.start
	})
	w := inv.Stdout
	if output != "" {
		fl, err := inv.FS.OpenFile(ctx, inv.Path(output), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, fileMode(0o666&^inv.Umask))
		if err != nil {
			fileError(inv, output, err)
			return 1
		}
		defer fl.Close()
		w = fl
	}
	p.out = bufio.NewWriter(w)
	p.generate()
	if err := p.out.Flush(); err != nil && p.werr == nil {
		p.werr = err
	}
	if p.werr != nil {
		if ctx.Err() == nil {
			errorf(inv, "write error")
		}
		return 1
	}
	return 0
}

// ptxUnescape is GNU ptx's unescape_string: C escapes in -F, -S and -W.
func ptxUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'x':
			v, n := 0, 0
			for n < 2 && i+1 < len(s) && isHexDigit(s[i+1]) {
				i++
				v = v*16 + hexVal(s[i])
				n++
			}
			if n == 0 {
				b.WriteString("\\x")
			} else {
				b.WriteByte(byte(v))
			}
		case '0':
			v := 0
			for n := 0; n < 3 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '7'; n++ {
				i++
				v = v*8 + int(s[i]-'0')
			}
			b.WriteByte(byte(v))
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'c':
			// \c ends the string.
			return b.String()
		case 'f':
			b.WriteByte(12)
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// ptxCompile translates an Emacs-syntax regexp (GNU regex's default, which
// ptx uses) to Go's: \( \) \| group and alternate, ( ) | { } are literal,
// anchors match at newlines. anchored makes it match only at the start.
func ptxCompile(re string, fold, anchored bool) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("(?m)")
	if fold {
		b.WriteString("(?i)")
	}
	if anchored {
		b.WriteString(`\A(?:`)
	}
	inClass := false
	for i := 0; i < len(re); i++ {
		c := re[i]
		if inClass {
			switch {
			case c == ']' && !strings.HasSuffix(b.String(), "[") && !strings.HasSuffix(b.String(), "[^"):
				inClass = false
				b.WriteByte(c)
			case c == '[' && i+1 < len(re) && (re[i+1] == '=' || re[i+1] == '.'):
				// GNU regex reads [=c=] and [.c.] in every syntax, but
				// [:class:] only with RE_CHAR_CLASSES, which ptx's Emacs
				// syntax has not: there [ and : are plain members.
				j := strings.Index(re[i+2:], string(re[i+1])+"]")
				if j < 0 {
					return nil, fmt.Errorf("Unmatched [, [^, [:, [., or [=")
				}
				if j != 1 {
					return nil, fmt.Errorf("Invalid collation character")
				}
				fmt.Fprintf(&b, `\x{%x}`, re[i+2])
				i += j + 3
			case c == '\\' || c == '[' || c == ']':
				b.WriteByte('\\')
				b.WriteByte(c)
			default:
				b.WriteByte(c)
			}
			continue
		}
		switch c {
		case '[':
			inClass = true
			b.WriteByte('[')
			if i+1 < len(re) && re[i+1] == '^' {
				b.WriteByte('^')
				i++
			}
			if i+1 < len(re) && re[i+1] == ']' {
				b.WriteString(`\]`)
				i++
			}
		case '(', ')', '|', '{', '}':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\\':
			if i+1 >= len(re) {
				return nil, fmt.Errorf("Trailing backslash")
			}
			i++
			switch d := re[i]; d {
			case '(':
				b.WriteString("(?:")
			case ')', '|':
				b.WriteByte(d)
			case 'w':
				b.WriteString(`[0-9A-Za-z_]`)
			case 'W':
				b.WriteString(`[^0-9A-Za-z_]`)
			case '`':
				b.WriteString(`\A`)
			case '\'':
				b.WriteString(`\z`)
			case 'b', 'B':
				b.WriteByte('\\')
				b.WriteByte(d)
			case '<', '>':
				b.WriteString(`\b`)
			default:
				b.WriteString(regexp.QuoteMeta(string(d)))
			}
		default:
			if c >= 0x80 {
				fmt.Fprintf(&b, `\x{%x}`, c)
				continue
			}
			b.WriteByte(c)
		}
	}
	if anchored {
		b.WriteString(")")
	}
	r, err := regexp.Compile(b.String())
	if err != nil {
		return nil, fmt.Errorf("%s", "Invalid regular expression")
	}
	r.Longest()
	return r, nil
}

// ptxReadFile reads an input ("-" standard input) within the string limit.
func ptxReadFile(ctx context.Context, inv *shell.Invocation, name string) ([]byte, error) {
	in, closeIn, err := openInput(ctx, inv, name)
	if err != nil {
		return nil, err
	}
	defer closeIn()
	return readAllLimited(ctxReader{ctx, in}, inv.Limits.WithDefaults().MaxStringBytes)
}

func (p *ptx) foldKey(w string) string {
	if !p.fold {
		return w
	}
	b := []byte(w)
	for i, c := range b {
		b[i] = ptxUpper(c)
	}
	return string(b)
}

// compareWords is GNU ptx's: bytes (folded to upper case with -f), then
// length.
func (p *ptx) compareWords(a, b []byte) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		x, y := a[i], b[i]
		if p.fold {
			x, y = ptxUpper(x), ptxUpper(y)
		}
		if x != y {
			return int(x) - int(y)
		}
	}
	return len(a) - len(b)
}

// skipSomething skips a single word or a single non-word character.
func (p *ptx) skipSomething(t []byte, cur, limit int) int {
	if cur >= limit {
		return cur + 1
	}
	if p.wordAt != nil {
		loc := p.wordAt.FindIndex(t[cur:limit])
		if loc == nil || loc[1] == 0 {
			return cur + 1
		}
		return cur + loc[1]
	}
	if p.wordMap[t[cur]] {
		for cur < limit && p.wordMap[t[cur]] {
			cur++
		}
		return cur
	}
	return cur + 1
}

func skipWhite(t []byte, cur, limit int) int {
	for cur < limit && ptxSpace(t[cur]) {
		cur++
	}
	return cur
}

func skipNonWhite(t []byte, cur, limit int) int {
	for cur < limit && !ptxSpace(t[cur]) {
		cur++
	}
	return cur
}

func skipWhiteBack(t []byte, cur, start int) int {
	for cur > start && ptxSpace(t[cur-1]) {
		cur--
	}
	return cur
}

var errPtxZero = errors.New("zero-length match")

// findOccurs is GNU's find_occurs_in_text: every word of every context
// (sentence or line) of one input, with its context and reference.
func (p *ptx) findOccurs(fi int, total *int) error {
	t := p.texts[fi]
	end := len(t)
	lineStart, lineScan := 0, 0
	refLen := 0
	if p.inputRef {
		lineScan = skipNonWhite(t, lineScan, end)
		refLen = lineScan - lineStart
		lineScan = skipWhite(t, lineScan, end)
	}
	steps := 0
	for cursor := 0; cursor < end; {
		contextStart := cursor
		next := end
		if p.ctxRe != nil {
			if loc := p.ctxRe.FindIndex(t[cursor:end]); loc != nil {
				if loc[1] == 0 {
					return errPtxZero
				}
				next = cursor + loc[1]
			}
		}
		contextEnd := skipWhiteBack(t, next, contextStart)
		for {
			if steps++; steps&1023 == 0 && p.ctx.Err() != nil {
				return p.ctx.Err()
			}
			var ws, we int
			if cursor > contextEnd {
				break // past an empty word (a -W regexp matching the empty string) at the context's end
			}
			if p.wordRe != nil {
				loc := p.wordRe.FindIndex(t[cursor:contextEnd])
				if loc == nil {
					break
				}
				ws, we = cursor+loc[0], cursor+loc[1]
			} else {
				s := cursor
				for s < contextEnd && !p.wordMap[t[s]] {
					s++
				}
				if s >= contextEnd {
					break
				}
				ws = s
				for s < contextEnd && p.wordMap[t[s]] {
					s++
				}
				we = s
			}
			cursor = ws
			if we == ws {
				cursor++
				continue
			}
			cursor = we
			p.maxWord = max(p.maxWord, we-ws)
			if p.inputRef {
				for lineScan < ws {
					if t[lineScan] == '\n' {
						*total++
						lineScan++
						lineStart = lineScan
						lineScan = skipNonWhite(t, lineScan, end)
						refLen = lineScan - lineStart
					} else {
						lineScan++
					}
				}
				if lineScan > ws {
					continue
				}
			}
			word := string(t[ws:we])
			if p.ignore != nil && p.ignore[p.foldKey(word)] {
				continue
			}
			if p.only != nil && !p.only[p.foldKey(word)] {
				continue
			}
			o := ptxOccur{file: fi, key: ptxSpan{ws, we}}
			if p.autoRef {
				for lineScan < ws {
					if t[lineScan] == '\n' {
						*total++
						lineScan++
						lineStart = lineScan
						lineScan = skipNonWhite(t, lineScan, end)
					} else {
						lineScan++
					}
				}
				o.ref = *total
			} else if p.inputRef {
				o.ref = lineStart
				p.refMax = max(p.refMax, refLen)
			}
			if p.inputRef && lineStart == contextStart {
				contextStart = skipNonWhite(t, contextStart, contextEnd)
				contextStart = skipWhite(t, contextStart, contextEnd)
			}
			o.left, o.right = contextStart, contextEnd
			p.occurs = append(p.occurs, o)
		}
		cursor = next
	}
	return nil
}

// generate is GNU's fix_output_parameters and generate_all_output.
func (p *ptx) generate() {
	if p.autoRef {
		p.refMax = 0
		for i, name := range p.names {
			n := p.lineCounts[i] + 1
			if i > 0 {
				n -= p.lineCounts[i-1]
			}
			p.refMax = max(p.refMax, len(strconv.Itoa(n))+len(name))
		}
		p.refMax++
	}
	lw := p.width
	if (p.autoRef || p.inputRef) && !p.rightRef {
		lw -= int64(p.refMax) + p.gap
	}
	lw = max(lw, 0)
	g := &ptxGeom{half: lw / 2}
	g.beforeMax = g.half - p.gap
	g.keyafterMax = g.half
	tl := int64(len(p.trunc))
	if p.gnu {
		g.beforeMax = max(g.beforeMax-2*tl, 0)
		g.keyafterMax -= 2 * tl
	} else {
		g.keyafterMax -= 2*tl + 1
	}
	for i := range p.edited {
		p.edited[i] = ptxSpace(byte(i))
	}
	switch p.format {
	case ptxRoff:
		p.edited['"'] = true
	case ptxTex:
		for _, c := range []byte("$%&#_{}\\") {
			p.edited[c] = true
		}
	}
	for i := range p.occurs {
		if i&255 == 0 && p.ctx.Err() != nil {
			p.werr = p.ctx.Err()
			return
		}
		if p.werr != nil {
			return
		}
		p.line(g, &p.occurs[i])
	}
}

// ptxGeom holds the widths of an output line's fields.
type ptxGeom struct{ half, beforeMax, keyafterMax int64 }

// ptxFields are one output line's fields, GNU's define_all_fields.
type ptxFields struct {
	t                                    []byte
	tail, before, keyafter, head         ptxSpan
	tailTr, beforeTr, keyafterTr, headTr bool
	reference                            []byte
}

func (p *ptx) line(g *ptxGeom, o *ptxOccur) {
	t := p.texts[o.file]
	f := ptxFields{t: t, tail: ptxSpan{-1, -1}, head: ptxSpan{-1, -1}}
	haveTrunc := p.trunc != ""
	f.keyafter = ptxSpan{o.key.start, o.key.end}
	leftStart, rightEnd := o.left, o.right
	// Widths are int64 (a -w from input); offsets compare against them.
	within := func(off int, base int, w int64) bool { return int64(off-base) <= w }
	cursor := f.keyafter.end
	for cursor < rightEnd && within(cursor, f.keyafter.start, g.keyafterMax) {
		f.keyafter.end = cursor
		cursor = p.skipSomething(t, cursor, rightEnd)
	}
	if within(cursor, f.keyafter.start, g.keyafterMax) {
		f.keyafter.end = cursor
	}
	f.keyafterTr = haveTrunc && f.keyafter.end < rightEnd
	f.keyafter.end = skipWhiteBack(t, f.keyafter.end, f.keyafter.start)

	var leftField int
	if int64(o.key.start-o.left) > g.half+int64(p.maxWord) {
		leftField = o.key.start - int(g.half+int64(p.maxWord))
		leftField = p.skipSomething(t, leftField, o.key.start)
	} else {
		leftField = o.left
	}
	f.before = ptxSpan{leftField, skipWhiteBack(t, o.key.start, leftField)}
	for int64(f.before.end-f.before.start) > g.beforeMax {
		f.before.start = p.skipSomething(t, f.before.start, f.before.end)
	}
	if haveTrunc {
		c := skipWhiteBack(t, f.before.start, 0)
		f.beforeTr = c > leftStart
	}
	f.before.start = skipWhite(t, f.before.start, len(t))

	tailMax := g.beforeMax - int64(f.before.end-f.before.start) - p.gap
	if tailMax > 0 {
		f.tail.start = skipWhite(t, f.keyafter.end, len(t))
		f.tail.end = f.tail.start
		cursor = f.tail.end
		for cursor < rightEnd && int64(cursor-f.tail.start) < tailMax {
			f.tail.end = cursor
			cursor = p.skipSomething(t, cursor, rightEnd)
		}
		if int64(cursor-f.tail.start) < tailMax {
			f.tail.end = cursor
		}
		if f.tail.end > f.tail.start {
			f.keyafterTr = false
			f.tailTr = haveTrunc && f.tail.end < rightEnd
		}
		f.tail.end = skipWhiteBack(t, f.tail.end, f.tail.start)
	}

	headMax := g.keyafterMax - int64(f.keyafter.end-f.keyafter.start) - p.gap
	if headMax > 0 {
		f.head.end = skipWhiteBack(t, f.before.start, 0)
		f.head.start = leftField
		for int64(f.head.end-f.head.start) > headMax {
			f.head.start = p.skipSomething(t, f.head.start, f.head.end)
		}
		if f.head.end > f.head.start {
			f.beforeTr = false
			f.headTr = haveTrunc && f.head.start > leftStart
		}
		f.head.start = skipWhite(t, f.head.start, f.head.end)
	}

	switch {
	case p.autoRef:
		n := o.ref + 1
		if o.file > 0 {
			n -= p.lineCounts[o.file-1]
		}
		f.reference = []byte(p.names[o.file] + ":" + strconv.Itoa(n))
	case p.inputRef:
		e := skipNonWhite(t, o.ref, len(t))
		f.reference = t[o.ref:e]
	}
	switch p.format {
	case ptxRoff:
		p.roffLine(&f)
	case ptxTex:
		p.texLine(&f)
	default:
		p.dumbLine(g, &f)
	}
}

func (s ptxSpan) size() int64 {
	// Negative when white space skipping crossed the end, as GNU's
	// pointer differences are.
	return int64(s.end - s.start)
}

func (p *ptx) write(s string) {
	if p.werr == nil {
		_, p.werr = p.out.WriteString(s)
	}
}

func (p *ptx) spaces(n int64) {
	if n <= 0 || p.werr != nil {
		return
	}
	p.werr = writePad(p.ctx, p.out, ' ', n)
}

// field prints a field, each white space as one space and roff's or
// TeX's special characters escaped.
func (p *ptx) field(t []byte, s ptxSpan) {
	if s.start < 0 || s.end <= s.start {
		return
	}
	for _, c := range t[s.start:s.end] {
		if p.werr != nil {
			return
		}
		if !p.edited[c] {
			p.werr = p.out.WriteByte(c)
			continue
		}
		switch c {
		case '"':
			p.write(`""`)
		case '$', '%', '&', '#', '_':
			p.write("\\" + string(c))
		case '{', '}':
			p.write("$\\" + string(c) + "$")
		case '\\':
			p.write("\\backslash{}")
		default:
			p.write(" ")
		}
	}
}

func (p *ptx) ref(f *ptxFields) {
	p.field(f.reference, ptxSpan{0, len(f.reference)})
}

func (p *ptx) mark(on bool) {
	if on {
		p.write(p.trunc)
	}
}

func (p *ptx) dumbLine(g *ptxGeom, f *ptxFields) {
	tl := int64(len(p.trunc))
	tr := func(on bool) int64 {
		if on {
			return tl
		}
		return 0
	}
	refs := p.autoRef || p.inputRef
	if !p.rightRef && refs {
		p.ref(f)
		if p.autoRef {
			p.write(":")
			p.spaces(int64(p.refMax) + p.gap - int64(len(f.reference)) - 1)
		} else {
			p.spaces(int64(p.refMax) + p.gap - int64(len(f.reference)))
		}
	} else if !p.rightRef {
		p.spaces(int64(p.refMax) + p.gap)
	}
	if f.tail.start < f.tail.end {
		p.field(f.t, f.tail)
		p.mark(f.tailTr)
		p.spaces(g.half - p.gap - f.before.size() - tr(f.beforeTr) - f.tail.size() - tr(f.tailTr))
	} else {
		p.spaces(g.half - p.gap - f.before.size() - tr(f.beforeTr))
	}
	p.mark(f.beforeTr)
	p.field(f.t, f.before)
	p.spaces(p.gap)
	p.field(f.t, f.keyafter)
	p.mark(f.keyafterTr)
	if f.head.start < f.head.end {
		p.spaces(g.half - f.keyafter.size() - tr(f.keyafterTr) - f.head.size() - tr(f.headTr))
		p.mark(f.headTr)
		p.field(f.t, f.head)
	} else if refs && p.rightRef {
		p.spaces(g.half - f.keyafter.size() - tr(f.keyafterTr))
	}
	if refs && p.rightRef {
		p.spaces(p.gap)
		p.ref(f)
	}
	p.write("\n")
}

func (p *ptx) roffLine(f *ptxFields) {
	p.write("." + p.macro + ` "`)
	p.field(f.t, f.tail)
	p.mark(f.tailTr)
	p.write(`" "`)
	p.mark(f.beforeTr)
	p.field(f.t, f.before)
	p.write(`" "`)
	p.field(f.t, f.keyafter)
	p.mark(f.keyafterTr)
	p.write(`" "`)
	p.mark(f.headTr)
	p.field(f.t, f.head)
	p.write(`"`)
	if p.autoRef || p.inputRef {
		p.write(` "`)
		p.ref(f)
		p.write(`"`)
	}
	p.write("\n")
}

func (p *ptx) texLine(f *ptxFields) {
	p.write("\\" + p.macro + " {")
	p.field(f.t, f.tail)
	p.write("}{")
	p.field(f.t, f.before)
	p.write("}{")
	k := p.skipSomething(f.t, f.keyafter.start, f.keyafter.end)
	k = min(k, max(f.keyafter.end, f.keyafter.start))
	p.field(f.t, ptxSpan{f.keyafter.start, k})
	p.write("}{")
	p.field(f.t, ptxSpan{k, f.keyafter.end})
	p.write("}{")
	p.field(f.t, f.head)
	p.write("}")
	if p.autoRef || p.inputRef {
		p.write("{")
		p.ref(f)
		p.write("}")
	}
	p.write("\n")
}
