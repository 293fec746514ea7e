package commands

import (
	"bufio"
	"context"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "fmt",
		Summary: "simple optimal text formatter",
		Usage:   fmtUsage,
		Run:     runFmt,
	})
}

const fmtUsage = `Usage: fmt [-WIDTH] [OPTION]... [FILE]...
Reformat each paragraph in the FILE(s), writing to standard output.
The option -WIDTH is an abbreviated form of --width=DIGITS.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -c, --crown-margin        preserve indentation of first two lines
  -p, --prefix=STRING       reformat only lines beginning with STRING,
                              reattaching the prefix to reformatted lines
  -s, --split-only          split long lines, but do not refill
  -t, --tagged-paragraph    indentation of first line different from second
  -u, --uniform-spacing     one space between words, two after sentences
  -w, --width=WIDTH         maximum line width (default of 75 columns)
  -g, --goal=WIDTH          goal width (default of 93% of width)
      --help        display this help and exit
`

// The cost model of GNU fmt (fmt.c): costs are squares of "equivalent
// lengths".
type fmtCost = int64

func fmtEquiv(n int64) fmtCost { return n * n }

var (
	fmtLineCost      = fmtEquiv(70)
	fmtSentenceBonus = fmtEquiv(50)
	fmtNobreakCost   = fmtEquiv(600)
	fmtParenBonus    = fmtEquiv(40)
	fmtPunctBonus    = fmtEquiv(40)
	fmtLineCredit    = fmtEquiv(3)
)

const (
	fmtMaxCost  = fmtCost(1<<63 - 1)
	fmtTabWidth = 8
	fmtMaxWords = 1000
	fmtMaxChars = 5000 // the text of the words held at once
)

func fmtShortCost(n int) fmtCost  { return fmtEquiv(int64(n) * 10) }
func fmtRaggedCost(n int) fmtCost { return fmtShortCost(n) / 2 }
func fmtWidowCost(n int) fmtCost  { return fmtEquiv(200) / int64(n+2) }
func fmtOrphanCost(n int) fmtCost { return fmtEquiv(150) / int64(n+2) }

type fmtWord struct {
	text                        []byte
	length, space               int
	paren, period, punct, final bool
	lineLength                  int
	bestCost                    fmtCost
	nextBreak                   int
}

// fmtState is GNU fmt's global state, per invocation.
type fmtState struct {
	r   *bufio.Reader
	out *bufio.Writer
	ctx context.Context

	crown, tagged, split, uniform bool
	prefix                        string
	prefixFull, prefixLead        int
	maxWidth, goalWidth           int

	tabs                           bool
	inColumn, outColumn            int
	prefixIndent, nextPrefixIndent int
	firstIndent, otherIndent       int
	lastLineLength                 int
	nextChar                       int
	chars                          int // text bytes of the words held
	words                          []fmtWord
}

func (s *fmtState) getc() int {
	c, err := s.r.ReadByte()
	if err != nil {
		return -1
	}
	return int(c)
}

func fmtIsSpace(c int) bool { return c == ' ' || (c >= '\t' && c <= '\r') }

func runFmt(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("fmt")
	crown := f.Bool('c', "crown-margin")
	prefix := f.String('p', "prefix", "")
	split := f.Bool('s', "split-only")
	tagged := f.Bool('t', "tagged-paragraph")
	uniform := f.Bool('u', "uniform-spacing")
	width := f.String('w', "width", "")
	goal := f.String('g', "goal", "")
	// -WIDTH is --width=WIDTH when it comes first.
	saved := inv.Args
	if len(inv.Args) > 1 && len(inv.Args[1]) > 1 && inv.Args[1][0] == '-' && inv.Args[1][1] >= '0' && inv.Args[1][1] <= '9' {
		inv.Args = append([]string{inv.Args[0], "--width=" + inv.Args[1][1:]}, inv.Args[2:]...)
	}
	ops, status, done := parseFlags(inv, f, fmtUsage, 1)
	inv.Args = saved
	if done {
		return status
	}
	s := &fmtState{ctx: ctx, crown: *crown, tagged: *tagged, split: *split, uniform: *uniform, maxWidth: 75}
	// As GNU fmt: the width at most 2500, the goal at most the width
	// (75 unless -w gives it), then the width the goal + 10 unless given.
	widthArg := func(v string, hi int) (int, bool) {
		n, err := strconv.ParseUint(v, 10, 64)
		switch {
		case err != nil && err.(*strconv.NumError).Err == strconv.ErrRange:
			errorf(inv, "invalid width: %s: Value too large for defined data type", quoteArg(v))
			return 0, false
		case err != nil:
			errorf(inv, "invalid width: %s", quoteArg(v))
			return 0, false
		case n > uint64(hi):
			errorf(inv, "invalid width: %s: Numerical result out of range", quoteArg(v))
			return 0, false
		}
		return int(n), true
	}
	if f.Seen("w") {
		n, ok := widthArg(*width, 2500)
		if !ok {
			return 1
		}
		s.maxWidth = n
	}
	if f.Seen("g") {
		n, ok := widthArg(*goal, s.maxWidth)
		if !ok {
			return 1
		}
		s.goalWidth = n
		if !f.Seen("w") {
			s.maxWidth = n + 10
		}
	} else {
		s.goalWidth = s.maxWidth * (2*(100-7) + 1) / 200
	}
	if f.Seen("p") {
		p := *prefix
		for strings.HasPrefix(p, " ") {
			s.prefixLead++
			p = p[1:]
		}
		s.prefixFull = len(p)
		s.prefix = strings.TrimRight(p, " ")
	}
	s.out = bufio.NewWriterSize(inv.Stdout, 32<<10)
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	status = 0
	for _, name := range ops {
		r, closer, err := openText(ctx, inv, name)
		if err != nil {
			s.out.Flush()
			errorf(inv, "cannot open %s for reading: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			continue
		}
		s.r = bufio.NewReaderSize(r, 64<<10)
		s.fmt()
		closer()
		if _, err := s.out.Write(nil); err != nil || ctx.Err() != nil {
			return 1
		}
	}
	if err := s.out.Flush(); err != nil {
		return 1
	}
	return status
}

func (s *fmtState) fmt() {
	s.tabs = false
	s.otherIndent = 0
	s.nextChar = s.getPrefix()
	for s.getParagraph() {
		// Stop on cancellation or when stdout fails (output limit).
		if _, err := s.out.Write(nil); err != nil || s.ctx.Err() != nil {
			return
		}
		s.fmtParagraph()
		s.putParagraph(len(s.words))
	}
}

func (s *fmtState) getSpace(c int) int {
	for {
		switch c {
		case ' ':
			s.inColumn++
		case '\t':
			s.tabs = true
			s.inColumn = (s.inColumn/fmtTabWidth + 1) * fmtTabWidth
		default:
			return c
		}
		c = s.getc()
	}
}

func (s *fmtState) getPrefix() int {
	s.inColumn = 0
	c := s.getSpace(s.getc())
	if len(s.prefix) == 0 {
		s.nextPrefixIndent = min(s.prefixLead, s.inColumn)
		return c
	}
	s.nextPrefixIndent = s.inColumn
	for i := 0; i < len(s.prefix); i++ {
		if c != int(s.prefix[i]) {
			return c
		}
		s.inColumn++
		c = s.getc()
	}
	return s.getSpace(c)
}

func (s *fmtState) sameParagraph(c int) bool {
	return s.nextPrefixIndent == s.prefixIndent && s.inColumn >= s.nextPrefixIndent+s.prefixFull &&
		c != '\n' && c != -1
}

func (s *fmtState) setOtherIndent(same bool) {
	switch {
	case s.split:
		s.otherIndent = s.firstIndent
	case s.crown:
		if same {
			s.otherIndent = s.inColumn
		} else {
			s.otherIndent = s.firstIndent
		}
	case s.tagged:
		if same && s.inColumn != s.firstIndent {
			s.otherIndent = s.inColumn
		} else if s.otherIndent == s.firstIndent {
			// One line: keep the previous paragraph's indentation, or
			// use 3 for the first.
			if s.firstIndent == 0 {
				s.otherIndent = 3
			} else {
				s.otherIndent = 0
			}
		}
	default:
		s.otherIndent = s.firstIndent
	}
}

func (s *fmtState) getParagraph() bool {
	s.lastLineLength = 0
	c := s.nextChar
	// Copy blank lines and lines without the prefix.
	for c == '\n' || c == -1 || s.nextPrefixIndent < s.prefixLead || s.inColumn < s.nextPrefixIndent+s.prefixFull {
		if c == -1 {
			s.nextChar = -1
			return false
		}
		if c != '\n' {
			// A line without the prefix is copied as it is.
			if c = s.copyRest(c); c == -1 {
				s.nextChar = -1
				return false
			}
		}
		s.out.WriteByte('\n')
		if s.ctx.Err() != nil {
			return false
		}
		c = s.getPrefix()
	}
	s.prefixIndent = s.nextPrefixIndent
	s.firstIndent = s.inColumn
	s.words, s.chars = s.words[:0], 0
	c = s.getLine(c)
	s.setOtherIndent(s.sameParagraph(c))
	switch {
	case s.split:
	case s.crown:
		if s.sameParagraph(c) {
			for {
				c = s.getLine(c)
				if !(s.sameParagraph(c) && s.inColumn == s.otherIndent) {
					break
				}
			}
		}
	case s.tagged:
		if s.sameParagraph(c) && s.inColumn != s.firstIndent {
			for {
				c = s.getLine(c)
				if !(s.sameParagraph(c) && s.inColumn == s.otherIndent) {
					break
				}
			}
		}
	default:
		for s.sameParagraph(c) && s.inColumn == s.otherIndent {
			c = s.getLine(c)
		}
	}
	last := &s.words[len(s.words)-1]
	last.period, last.final = true, true
	s.nextChar = c
	return true
}

func (s *fmtState) copyRest(c int) int {
	s.outColumn = 0
	if s.inColumn > s.nextPrefixIndent || (c != '\n' && c != -1) {
		s.putSpace(s.nextPrefixIndent)
		for i := 0; s.outColumn != s.inColumn && i < len(s.prefix); i++ {
			s.out.WriteByte(s.prefix[i])
			s.outColumn++
		}
		if c != -1 && c != '\n' {
			s.putSpace(s.inColumn - s.outColumn)
		}
		for c != '\n' && c != -1 {
			s.out.WriteByte(byte(c))
			c = s.getc()
		}
	}
	return c
}

func (s *fmtState) getLine(c int) int {
	for {
		w := fmtWord{}
		for {
			if s.chars == fmtMaxChars {
				s.setOtherIndent(true)
				s.flushParagraph()
			}
			s.chars++
			w.text = append(w.text, byte(c))
			c = s.getc()
			if c == -1 || fmtIsSpace(c) {
				break
			}
		}
		w.length = len(w.text)
		s.inColumn += w.length
		fmtPunctuation(&w)
		start := s.inColumn
		c = s.getSpace(c)
		w.space = s.inColumn - start
		w.final = c == -1 || (w.period && (c == '\n' || w.space > 1))
		if c == '\n' || c == -1 || s.uniform {
			if w.final {
				w.space = 2
			} else {
				w.space = 1
			}
		}
		s.words = append(s.words, w)
		if len(s.words) == fmtMaxWords-1 {
			s.setOtherIndent(true)
			s.flushParagraph()
		}
		if c == '\n' || c == -1 {
			break
		}
	}
	if c == -1 {
		s.inColumn = 0
		return -1
	}
	return s.getPrefix()
}

func fmtPunctuation(w *fmtWord) {
	t := w.text
	w.paren = fmtIn("(['`\"", t[0])
	fin := t[len(t)-1]
	w.punct = fin >= '!' && fin <= '/' || fin >= ':' && fin <= '@' || fin >= '[' && fin <= '`' || fin >= '{' && fin <= '~'
	i := len(t) - 1
	for i > 0 && fmtIn(")]'\"", t[i]) {
		i--
	}
	w.period = fmtIn(".?!", t[i])
}

// fmtIn is GNU fmt's strchr(set, c) != NULL, true for a NUL byte too (it
// finds the terminator): a NUL is an opening, closing and period character.
func fmtIn(set string, c byte) bool { return c == 0 || strings.IndexByte(set, c) >= 0 }

// flushParagraph outputs part of a paragraph too long to hold, up to a
// low-cost break near its end.
func (s *fmtState) flushParagraph() {
	s.fmtParagraph()
	split := len(s.words)
	best := fmtMaxCost
	for w := s.words[0].nextBreak; w != len(s.words); w = s.words[w].nextBreak {
		if d := s.words[w].bestCost - s.cost(s.words[w].nextBreak); d < best {
			split, best = w, d
		}
		if best <= fmtMaxCost-fmtLineCredit {
			best += fmtLineCredit
		}
	}
	s.putParagraph(split)
	s.words = append(s.words[:0], s.words[split:]...)
	s.chars = 0
	for _, w := range s.words {
		s.chars += w.length
	}
}

func (s *fmtState) cost(i int) fmtCost {
	if i == len(s.words) {
		return 0
	}
	return s.words[i].bestCost
}

// fmtParagraph chooses the line breaks by dynamic programming from the
// end, as GNU fmt does.
func (s *fmtState) fmtParagraph() {
	n := len(s.words)
	limitLen := s.maxWidth // the sentinel word's length
	lengthOf := func(i int) int {
		if i == n {
			return limitLen
		}
		return s.words[i].length
	}
	for start := n - 1; start >= 0; start-- {
		best := fmtMaxCost
		l := s.otherIndent
		if start == 0 {
			l = s.firstIndent
		}
		w := start
		l += lengthOf(w)
		for {
			w++
			wcost := s.lineCost(w, l) + s.cost(w)
			if start == 0 && s.lastLineLength > 0 {
				wcost += fmtRaggedCost(l - s.lastLineLength)
			}
			if wcost < best {
				best = wcost
				s.words[start].nextBreak = w
				s.words[start].lineLength = l
			}
			if w == n {
				break
			}
			l += s.words[w-1].space + lengthOf(w)
			if l >= s.maxWidth {
				break
			}
		}
		s.words[start].bestCost = best + s.baseCost(start)
	}
}

func (s *fmtState) baseCost(i int) fmtCost {
	cost := fmtLineCost
	if i > 0 {
		prev := &s.words[i-1]
		switch {
		case prev.period:
			if prev.final {
				cost -= fmtSentenceBonus
			} else {
				cost += fmtNobreakCost
			}
		case prev.punct:
			cost -= fmtPunctBonus
		case i > 1 && s.words[i-2].final:
			cost += fmtWidowCost(prev.length)
		}
	}
	w := &s.words[i]
	if w.paren {
		cost -= fmtParenBonus
	} else if w.final {
		cost += fmtOrphanCost(w.length)
	}
	return cost
}

func (s *fmtState) lineCost(next, l int) fmtCost {
	if next == len(s.words) {
		return 0
	}
	cost := fmtShortCost(s.goalWidth - l)
	if s.words[next].nextBreak != len(s.words) {
		cost += fmtRaggedCost(l - s.words[next].lineLength)
	}
	return cost
}

func (s *fmtState) putParagraph(finish int) {
	s.putLine(0, s.firstIndent)
	for w := s.words[0].nextBreak; w != finish; w = s.words[w].nextBreak {
		s.putLine(w, s.otherIndent)
	}
}

func (s *fmtState) putLine(w, indent int) {
	s.outColumn = 0
	s.putSpace(s.prefixIndent)
	s.out.WriteString(s.prefix)
	s.outColumn += len(s.prefix)
	s.putSpace(indent - s.outColumn)
	end := s.words[w].nextBreak - 1
	for ; w != end; w++ {
		s.putWord(w)
		s.putSpace(s.words[w].space)
	}
	s.putWord(w)
	s.lastLineLength = s.outColumn
	s.out.WriteByte('\n')
}

func (s *fmtState) putWord(w int) {
	s.out.Write(s.words[w].text)
	s.outColumn += s.words[w].length
}

func (s *fmtState) putSpace(space int) {
	target := s.outColumn + space
	if s.tabs {
		tabTarget := target / fmtTabWidth * fmtTabWidth
		if s.outColumn+1 < tabTarget {
			for s.outColumn < tabTarget {
				s.out.WriteByte('\t')
				s.outColumn = (s.outColumn/fmtTabWidth + 1) * fmtTabWidth
			}
		}
	}
	for s.outColumn < target {
		s.out.WriteByte(' ')
		s.outColumn++
	}
}
