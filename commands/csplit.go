package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "csplit",
		Summary: "split a file into sections determined by context lines",
		Usage:   csplitUsage,
		Run:     runCsplit,
	})
}

const csplitUsage = `Usage: csplit [OPTION]... FILE PATTERN...
Output pieces of FILE separated by PATTERN(s) to files 'xx00', 'xx01', ...,
and output byte counts of each piece to standard output.

Read standard input if FILE is -

Mandatory arguments to long options are mandatory for short options too.
  -b, --suffix-format=FORMAT  use sprintf FORMAT instead of %02d
  -f, --prefix=PREFIX        use PREFIX instead of 'xx'
  -k, --keep-files           do not remove output files on errors
  -n, --digits=DIGITS        use specified number of digits instead of 2
  -s, --quiet, --silent      do not print counts of output file sizes
      --suppress-matched     suppress the lines matching PATTERN
  -z, --elide-empty-files    suppress generation of empty output files
      --help        display this help and exit

Each PATTERN may be:
  INTEGER            copy up to but not including specified line number
  /REGEXP/[OFFSET]   copy up to but not including a matching line
  %REGEXP%[OFFSET]   skip to, but not including a matching line
  {INTEGER}          repeat the previous pattern specified number of times
  {*}                repeat the previous pattern as many times as possible

A line OFFSET is an integer optionally preceded by '+' or '-'
`

// csplitControl is one PATTERN with its repeat count.
type csplitControl struct {
	argnum        int // index in the operands, for messages
	arg           string
	re            *regex.Regexp
	ignore        bool // %RE%: skip the section
	offset        int64
	lines         int64 // INTEGER pattern
	repeat        int64
	repeatForever bool
}

// csplitMaxBuffer bounds the input held in memory at once.
const csplitMaxBuffer = 64 << 20

// errCsplitFatal ends the run with status 1 after the message is printed.
var errCsplitFatal = errors.New("csplit: fatal")

// csplitExit is a successful early end ({*} on a regexp reached EOF).
var csplitExit = errors.New("csplit: done")

// csplit mirrors GNU csplit's state: a queue of read but not yet removed
// lines, the current line number and the open output file.
type csplit struct {
	ctx  context.Context
	inv  *shell.Invocation
	args []string // operands after FILE (the patterns)
	// sizes is standard output, which GNU's stdio buffers: the sizes
	// come out at exit, after the diagnostics.
	sizes *bufio.Writer

	prefix, goFormat                    string
	keep, quiet, elide, suppressMatched bool
	in                                  *bufio.Reader
	eof                                 bool
	buf                                 []string // lines from number first on
	first                               int64    // line number of buf[0]
	read                                int64    // lines read so far
	bufBytes                            int64    // bytes in buf
	current                             int64    // GNU's current_line
	out                                 vfs.File
	outName                             string
	written                             int64
	created                             int
	names                               []string // files created, for removal on error
}

func runCsplit(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("csplit")
	suffix := f.String('b', "suffix-format", "")
	prefix := f.String('f', "prefix", "xx")
	keep := f.Bool('k', "keep-files")
	digitsArg := f.String('n', "digits", "2")
	quiet := f.Bool('s', "quiet")
	f.long["silent"] = f.short['s']
	elide := f.Bool('z', "elide-empty-files")
	suppress := f.Bool(0, "suppress-matched")
	ops, status, done := parseFlags(inv, f, csplitUsage, 1)
	if done {
		return status
	}
	c := &csplit{ctx: ctx, inv: inv, sizes: bufio.NewWriterSize(inv.Stdout, stdioBuffer), prefix: *prefix, keep: *keep, quiet: *quiet, elide: *elide, suppressMatched: *suppress}
	if f.Seen("n") {
		n, err := strconv.ParseInt(strings.TrimLeft(*digitsArg, " \t\n\v\f\r"), 10, 32)
		if err != nil || n < 0 {
			errorf(inv, "invalid number: %s", quoteArg(*digitsArg))
			return 1
		}
		if !f.Seen("b") {
			c.goFormat = "%0" + strconv.FormatInt(n, 10) + "d"
		}
	}
	if c.goFormat == "" {
		c.goFormat = "%02d"
	}
	if f.Seen("b") {
		gf, msg := csplitSuffix(*suffix)
		if msg != "" {
			errorf(inv, "%s", msg)
			return 1
		}
		c.goFormat = gf
	}
	switch len(ops) {
	case 0:
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	case 1:
		errorf(inv, "missing operand after %s", quoteArg(ops[0]))
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	r, closeIn, err := openInput(ctx, inv, ops[0])
	if err != nil {
		errorf(inv, "cannot open %s for reading: %s", quoteFile(ops[0]), vfs.Strerror(err))
		return 1
	}
	defer closeIn()
	c.in = bufio.NewReader(r)
	c.first = 1
	c.args = ops[1:]
	controls, ok := c.parsePatterns()
	if !ok {
		return 1
	}
	err = c.split(controls)
	if c.out != nil {
		// "input disappeared" leaves the open file as it is.
		c.out.Close()
	}
	if c.sizes.Flush() != nil {
		return 1
	}
	switch err {
	case nil, csplitExit:
		return 0
	}
	return 1
}

// csplitSuffix checks a -b format as GNU does and turns it into a Go format.
func csplitSuffix(s string) (string, string) {
	var b strings.Builder
	percent := false
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i < len(s) && s[i] == '%' {
			b.WriteString("%%")
			continue
		}
		if percent {
			return "", "too many % conversion specifications in suffix"
		}
		percent = true
		var flags strings.Builder
		thousands, alt := false, false
		for ; i < len(s) && strings.IndexByte("'-+ #0", s[i]) >= 0; i++ {
			switch s[i] {
			case '\'':
				thousands = true
				continue // the C locale has no grouping
			case '#':
				alt = true
			}
			flags.WriteByte(s[i])
		}
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i < len(s) && s[i] == '.' {
			i++
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		}
		width := s[start:i]
		if i >= len(s) {
			return "", "missing conversion specifier in suffix"
		}
		conv := s[i]
		switch conv {
		case 'd', 'i', 'u':
			if alt {
				return "", fmt.Sprintf("invalid flags in conversion specification: %%#%c", conv)
			}
			conv = 'd'
		case 'o', 'x', 'X':
			if thousands {
				return "", fmt.Sprintf("invalid flags in conversion specification: %%'%c", conv)
			}
		default:
			if conv >= 0x20 && conv < 0x7f {
				return "", fmt.Sprintf("invalid conversion specifier in suffix: %c", conv)
			}
			return "", fmt.Sprintf("invalid conversion specifier in suffix: \\%.3o", conv)
		}
		b.WriteString("%" + flags.String() + width + string(conv))
	}
	if !percent {
		return "", "missing % conversion specification in suffix"
	}
	return b.String(), ""
}

// parsePatterns compiles the PATTERN operands, printing GNU's messages.
func (c *csplit) parsePatterns() ([]*csplitControl, bool) {
	var controls []*csplitControl
	var lastVal int64
	for i := 0; i < len(c.args); i++ {
		a := c.args[i]
		p := &csplitControl{argnum: i, arg: a}
		if a != "" && (a[0] == '/' || a[0] == '%') {
			delim := a[0]
			end := strings.LastIndexByte(a[1:], delim)
			if end < 0 {
				errorf(c.inv, "%s: closing delimiter '%c' missing", a, delim)
				return nil, false
			}
			end++
			p.ignore = delim == '%'
			if off := a[end+1:]; off != "" {
				n, ok := csplitInt(off, true)
				if !ok {
					errorf(c.inv, "%s: integer expected after delimiter", quoteArg(a))
					return nil, false
				}
				p.offset = n
			}
			re, err := regex.Compile(a[1:end], regex.Options{Strict: true})
			if err != nil {
				msg := err.Error()
				var re *regex.Error
				if errors.As(err, &re) {
					msg = re.Msg
				}
				errorf(c.inv, "%s: invalid regular expression: %s", quoteArg(a), msg)
				return nil, false
			}
			p.re = re
		} else {
			n, ok := csplitInt(a, false)
			if !ok {
				errorf(c.inv, "%s: invalid pattern", quoteArg(a))
				return nil, false
			}
			if n == 0 {
				errorf(c.inv, "%s: line number must be greater than zero", a)
				return nil, false
			}
			if n < lastVal {
				errorf(c.inv, "line number %s is smaller than preceding line number, %d", quoteArg(a), lastVal)
				return nil, false
			}
			if n == lastVal {
				errorf(c.inv, "warning: line number %s is the same as preceding line number", quoteArg(a))
			}
			lastVal = n
			p.lines = n
		}
		if i+1 < len(c.args) && strings.HasPrefix(c.args[i+1], "{") {
			i++
			r := c.args[i]
			if !strings.HasSuffix(r, "}") || len(r) < 2 {
				errorf(c.inv, "%s: '}' is required in repeat count", quoteArg(r))
				return nil, false
			}
			if r == "{*}" {
				p.repeatForever = true
			} else {
				n, ok := csplitInt(r[1:len(r)-1], false)
				if !ok {
					errorf(c.inv, "%s}: integer required between '{' and '}'", quoteArg(r[:len(r)-1]))
					return nil, false
				}
				p.repeat = n
			}
		}
		controls = append(controls, p)
	}
	return controls, true
}

// csplitInt parses a decimal as strtoimax does (leading blanks, a sign);
// signed says whether '-' is allowed.
func csplitInt(s string, signed bool) (int64, bool) {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	if !signed && strings.HasPrefix(s, "-") {
		return 0, false
	}
	t := strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	if t == "" || strings.TrimLeft(t, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil
}

// fill reads until line n is buffered; false at end of input.
func (c *csplit) fill(n int64) (bool, error) {
	for c.read < n {
		if c.eof {
			return false, nil
		}
		if err := c.ctx.Err(); err != nil {
			return false, err
		}
		line, err := c.readLine()
		if err == errCsplitFatal {
			return false, err
		}
		if line != "" {
			c.buf = append(c.buf, line)
			c.read++
			c.bufBytes += int64(len(line))
			if c.bufBytes > csplitMaxBuffer {
				// Lines before a match with a negative offset are held.
				errorf(c.inv, "memory exhausted")
				return false, errCsplitFatal
			}
		}
		if err == io.EOF {
			c.eof = true
		} else if err != nil {
			if c.ctx.Err() != nil {
				return false, err
			}
			errorf(c.inv, "read error: %s", vfs.Strerror(err))
			return false, errCsplitFatal
		}
	}
	return true, nil
}

// readLine reads one line, failing on one longer than the buffer bound
// (a file without newlines is one line).
func (c *csplit) readLine() (string, error) {
	var b []byte
	for {
		chunk, err := c.in.ReadSlice('\n')
		b = append(b, chunk...)
		if c.bufBytes+int64(len(b)) > csplitMaxBuffer {
			errorf(c.inv, "memory exhausted")
			return "", errCsplitFatal
		}
		if err != bufio.ErrBufferFull {
			return string(b), err
		}
		if err := c.ctx.Err(); err != nil {
			return "", err
		}
	}
}

// findLine returns line n if the input has it and it was not removed.
func (c *csplit) findLine(n int64) (string, bool, error) {
	if n < c.first {
		return "", false, nil
	}
	ok, err := c.fill(n)
	if !ok || err != nil {
		return "", false, err
	}
	return c.buf[n-c.first], true, nil
}

// removeLine takes the first available line off the queue.
func (c *csplit) removeLine() (string, bool, error) {
	ok, err := c.fill(c.first)
	if !ok || err != nil {
		return "", false, err
	}
	if c.current < c.first {
		c.current = c.first
	}
	line := c.buf[0]
	c.bufBytes -= int64(len(line))
	c.buf[0] = ""
	c.buf = c.buf[1:]
	c.first++
	if len(c.buf) == 0 {
		c.buf = nil // let the backing array go
	}
	return line, true, nil
}

func (c *csplit) noMoreLines() (bool, error) {
	_, ok, err := c.findLine(c.current + 1)
	return !ok, err
}

// firstLine is GNU's get_first_line_in_buffer.
func (c *csplit) firstLine() (int64, error) {
	ok, err := c.fill(c.first)
	if err != nil {
		return 0, err
	}
	if !ok {
		errorf(c.inv, "input disappeared")
		return 0, errCsplitFatal
	}
	return c.first, nil
}

func (c *csplit) createOutput() error {
	c.outName = c.prefix + fmt.Sprintf(c.goFormat, c.created)
	f, err := vfs.Create(c.ctx, c.inv.FS, c.inv.Path(c.outName), fs.FileMode(0o666&^c.inv.Umask))
	if err != nil {
		errorf(c.inv, "%s: %s", quoteName(c.outName), vfs.Strerror(err))
		return c.fatal()
	}
	c.names = append(c.names, c.outName)
	c.created++
	c.out, c.written = f, 0
	return nil
}

func (c *csplit) save(line string) error {
	if _, err := io.WriteString(c.out, line); err != nil {
		errorf(c.inv, "%s: %s", quoteName(c.outName), vfs.Strerror(err))
		return c.fatal()
	}
	c.written += int64(len(line))
	return nil
}

func (c *csplit) closeOutput() error {
	if c.out == nil {
		return nil
	}
	err := c.out.Close()
	c.out = nil
	if err != nil {
		errorf(c.inv, "%s: %s", quoteName(c.outName), vfs.Strerror(err))
		return c.fatal()
	}
	if c.written == 0 && c.elide {
		if err := c.inv.FS.Remove(c.ctx, c.inv.Path(c.outName)); err != nil {
			errorf(c.inv, "%s: %s", quoteName(c.outName), vfs.Strerror(err))
		}
		c.names = c.names[:len(c.names)-1]
		c.created--
		return nil
	}
	if !c.quiet {
		if _, err := fmt.Fprintf(c.sizes, "%d\n", c.written); err != nil {
			return errCsplitFatal
		}
	}
	return nil
}

// fatal is GNU's cleanup_fatal: close the current file (printing its
// size), remove the files made unless -k, and fail.
func (c *csplit) fatal() error {
	out := c.out
	if out != nil {
		c.out = nil
		out.Close()
		if !c.quiet {
			fmt.Fprintf(c.sizes, "%d\n", c.written)
		}
	}
	if !c.keep {
		for _, n := range c.names {
			c.inv.FS.Remove(context.WithoutCancel(c.ctx), c.inv.Path(n))
		}
	}
	return errCsplitFatal
}

func (c *csplit) dumpRest() error {
	for {
		line, ok, err := c.removeLine()
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if err := c.save(line); err != nil {
			return err
		}
	}
}

func (c *csplit) split(controls []*csplitControl) error {
	for _, p := range controls {
		for j := int64(0); p.repeatForever || j <= p.repeat; j++ {
			var err error
			if p.re != nil {
				err = c.processRegexp(p, j)
			} else {
				err = c.processLineCount(p, j)
			}
			if err != nil {
				if err != errCsplitFatal && err != csplitExit {
					// Cancelled.
					c.fatal()
					return errCsplitFatal
				}
				return err
			}
		}
	}
	if err := c.createOutput(); err != nil {
		return err
	}
	if err := c.dumpRest(); err != nil {
		return err
	}
	return c.closeOutput()
}

func (c *csplit) lineError(p *csplitControl, repetition int64) error {
	msg := fmt.Sprintf("%s: line number out of range", quoteArg(strconv.FormatInt(p.lines, 10)))
	if repetition > 0 {
		msg += fmt.Sprintf(" on repetition %d", repetition)
	}
	errorf(c.inv, "%s", msg)
	return c.fatal()
}

func (c *csplit) processLineCount(p *csplitControl, repetition int64) error {
	lastLine := p.lines * (repetition + 1)
	if err := c.createOutput(); err != nil {
		return err
	}
	// With --suppress-matched the check comes first, as the matched line
	// is removed after the loop.
	if c.suppressMatched {
		if none, err := c.noMoreLines(); err != nil {
			return err
		} else if none {
			return c.lineError(p, repetition)
		}
	}
	linenum, err := c.firstLine()
	if err != nil {
		return err
	}
	for ; linenum < lastLine; linenum++ {
		line, ok, err := c.removeLine()
		if err != nil {
			return err
		}
		if !ok {
			return c.lineError(p, repetition)
		}
		if err := c.save(line); err != nil {
			return err
		}
	}
	if err := c.closeOutput(); err != nil {
		return err
	}
	if c.suppressMatched {
		if _, _, err := c.removeLine(); err != nil {
			return err
		}
		return nil
	}
	if none, err := c.noMoreLines(); err != nil {
		return err
	} else if none {
		return c.lineError(p, repetition)
	}
	return nil
}

func (c *csplit) processRegexp(p *csplitControl, repetition int64) error {
	if !p.ignore {
		if err := c.createOutput(); err != nil {
			return err
		}
	}
	for {
		c.current++
		line, ok, err := c.findLine(c.current)
		if err != nil {
			return err
		}
		if !ok {
			if p.repeatForever {
				if !p.ignore {
					if err := c.dumpRest(); err != nil {
						return err
					}
					if err := c.closeOutput(); err != nil {
						return err
					}
				}
				return csplitExit
			}
			msg := fmt.Sprintf("%s: match not found", quoteArg(p.arg))
			if repetition > 0 {
				msg += fmt.Sprintf(" on repetition %d", repetition)
			}
			errorf(c.inv, "%s", msg)
			if !p.ignore {
				if err := c.dumpRest(); err != nil {
					return err
				}
				if err := c.closeOutput(); err != nil {
					return err
				}
			}
			return c.fatal()
		}
		matched, err := p.re.Match([]byte(strings.TrimSuffix(line, "\n")))
		if err != nil {
			errorf(c.inv, "error in regular expression search")
			return c.fatal()
		}
		if matched {
			break
		}
		if p.offset >= 0 {
			// No line before the match is needed again: pass it on.
			line, _, err := c.removeLine()
			if err != nil {
				return err
			}
			if !p.ignore {
				if err := c.save(line); err != nil {
					return err
				}
			}
		}
	}
	breakLine := c.current + p.offset
	if err := c.writeTo(breakLine, p); err != nil {
		return err
	}
	if !p.ignore {
		if err := c.closeOutput(); err != nil {
			return err
		}
	}
	if p.offset > 0 {
		c.current = breakLine
	}
	if c.suppressMatched {
		// The line at the split point goes to no file.
		if _, _, err := c.removeLine(); err != nil {
			return err
		}
	}
	return nil
}

// writeTo moves the lines before lastLine to the output (or drops them).
func (c *csplit) writeTo(lastLine int64, p *csplitControl) error {
	first, err := c.firstLine()
	if err != nil {
		return err
	}
	if first > lastLine {
		errorf(c.inv, "%s: line number out of range", quoteArg(p.arg))
		return c.fatal()
	}
	for i := first; i < lastLine; i++ {
		line, ok, err := c.removeLine()
		if err != nil {
			return err
		}
		if !ok {
			errorf(c.inv, "%s: line number out of range", quoteArg(p.arg))
			return c.fatal()
		}
		if !p.ignore {
			if err := c.save(line); err != nil {
				return err
			}
		}
	}
	return nil
}
