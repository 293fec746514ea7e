package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "expand",
		Summary: "convert tabs to spaces",
		Usage:   expandUsage,
		Run:     runExpand,
	})
}

const expandUsage = `Usage: expand [OPTION]... [FILE]...
Convert tabs in each FILE to spaces, writing to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -i, --initial    do not convert tabs after non blanks
  -t, --tabs=N     have tabs N characters apart, not 8
  -t, --tabs=LIST  use comma separated list of tab positions.
                     The last specified position can be prefixed with '/'
                     to specify a tab size to use after the last
                     explicitly specified tab stop.  Also a prefix of '+'
                     can be used to align remaining tab stops relative to
                     the last specified tab stop instead of the first column
      --help        display this help and exit
`

// tabStops is GNU expand/unexpand's tab stop list (expand-common.c).
type tabStops struct {
	list      []uint64
	size      uint64 // a single tab size, or 0 when list is used
	extend    uint64 // "/N": every N columns after the list
	increment uint64 // "+N": every N columns from the last stop
	maxWidth  uint64
}

// parse adds the stops in s; it returns the error message on bad input.
func (t *tabStops) parse(s string) string {
	have, ext, inc := false, false, false
	var val uint64
	numStart := 0
	setLast := func() string {
		switch {
		case ext:
			if t.extend != 0 {
				return "'/' specifier only allowed with the last value"
			}
			t.extend = val
		case inc:
			if t.increment != 0 {
				return "'+' specifier only allowed with the last value"
			}
			t.increment = val
		default:
			t.list = append(t.list, val)
		}
		return ""
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ',' || c == ' ' || c == '\t':
			if have {
				if msg := setLast(); msg != "" {
					return msg
				}
			}
			have = false
		case c == '/':
			if have {
				return fmt.Sprintf("'/' specifier not at start of number: %s", quoteArg(s[i:]))
			}
			ext, inc = true, false
		case c == '+':
			if have {
				return fmt.Sprintf("'+' specifier not at start of number: %s", quoteArg(s[i:]))
			}
			inc, ext = true, false
		case c >= '0' && c <= '9':
			if !have {
				val, have, numStart = 0, true, i
			}
			d := uint64(c - '0')
			if val > (math.MaxUint64-d)/10 {
				end := numStart
				for end < len(s) && s[end] >= '0' && s[end] <= '9' {
					end++
				}
				return fmt.Sprintf("tab stop is too large %s", quoteArg(s[numStart:end]))
			}
			val = val*10 + d
		default:
			return fmt.Sprintf("tab size contains invalid character(s): %s", quoteArg(s[i:]))
		}
	}
	if have {
		return setLast()
	}
	return ""
}

// finalize validates the list and picks the single-size fast path.
func (t *tabStops) finalize() string {
	var prev uint64
	for _, v := range t.list {
		if v == 0 {
			return "tab size cannot be 0"
		}
		if v <= prev {
			return "tab sizes must be ascending"
		}
		prev = v
	}
	if t.increment != 0 && t.extend != 0 {
		return "'/' specifier is mutually exclusive with '+'"
	}
	switch {
	case len(t.list) == 0:
		t.size = 8
		if t.extend != 0 {
			t.size = t.extend
		} else if t.increment != 0 {
			t.size = t.increment
		}
		t.maxWidth = t.size
	case len(t.list) == 1 && t.extend == 0 && t.increment == 0:
		t.size = t.list[0]
		t.maxWidth = t.size
	default:
		t.size = 0
		t.maxWidth = prev
		if t.extend > t.maxWidth {
			t.maxWidth = t.extend
		}
		if t.increment > t.maxWidth {
			t.maxWidth = t.increment
		}
	}
	return ""
}

// next returns the tab stop after column; last is true past the final
// stop of an explicit list.
func (t *tabStops) next(column uint64, index *int) (stop uint64, last bool) {
	if t.size != 0 {
		return column + (t.size - column%t.size), false
	}
	for ; *index < len(t.list); *index++ {
		if column < t.list[*index] {
			return t.list[*index], false
		}
	}
	if t.extend != 0 {
		return column + (t.extend - column%t.extend), false
	}
	if t.increment != 0 {
		end := t.list[len(t.list)-1]
		return column + (t.increment - (column-end)%t.increment), false
	}
	return 0, true
}

// tabArgs takes out the obsolete "-4" / "-4,8" tab list options (GNU's
// getopt string "it:0::1::...9::"), returning them apart.
func tabArgs(args []string) (rest, obsolete []string) {
	rest = make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(rest, args[i:]...), obsolete
		}
		if len(a) > 1 && a[0] == '-' && a[1] >= '0' && a[1] <= '9' {
			obsolete = append(obsolete, a[1:])
			continue
		}
		rest = append(rest, a)
	}
	return rest, obsolete
}

// expandInputs reads the operands as one stream, as GNU expand does (the
// column carries over from one file to the next); unreadable files are
// reported and skipped.
type expandInputs struct {
	ctx    context.Context
	inv    *shell.Invocation
	names  []string
	cur    io.Reader
	close  func()
	failed bool
	br     *bufio.Reader
}

func newExpandInputs(ctx context.Context, inv *shell.Invocation, names []string) *expandInputs {
	if len(names) == 0 {
		names = []string{"-"}
	}
	c := &expandInputs{ctx: ctx, inv: inv, names: names}
	c.br = bufio.NewReaderSize(c, 64<<10)
	return c
}

func (c *expandInputs) Read(p []byte) (int, error) {
	for {
		if err := c.ctx.Err(); err != nil {
			return 0, err
		}
		if c.cur == nil {
			if len(c.names) == 0 {
				return 0, io.EOF
			}
			name := c.names[0]
			c.names = c.names[1:]
			r, closer, err := openText(c.ctx, c.inv, name)
			if err != nil {
				fileError(c.inv, quoteName(name), err)
				c.failed = true
				continue
			}
			c.cur, c.close = &expandNamed{r, name}, closer
		}
		n, err := c.cur.Read(p)
		if err == io.EOF || (err != nil && c.ctx.Err() == nil) {
			if err != io.EOF {
				fileError(c.inv, quoteName(c.cur.(*expandNamed).name), err)
				c.failed = true
			}
			c.close()
			c.cur = nil
			if n > 0 {
				return n, nil
			}
			continue
		}
		return n, err
	}
}

type expandNamed struct {
	io.Reader
	name string
}

// readByte returns the next byte or -1 at the end (or on cancellation).
func (c *expandInputs) readByte() int {
	b, err := c.br.ReadByte()
	if err != nil {
		return -1
	}
	return int(b)
}

func runExpand(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("expand")
	initial := f.Bool('i', "initial")
	var tabs tabStops
	var msg string
	f.Func('t', "tabs", true, func(v string) error {
		if msg == "" {
			msg = tabs.parse(v)
		}
		return nil
	})
	saved := inv.Args
	rest, obsolete := tabArgs(saved[1:])
	inv.Args = append([]string{saved[0]}, rest...)
	ops, status, done := parseFlags(inv, f, expandUsage, 1)
	inv.Args = saved
	if done {
		return status
	}
	for _, o := range obsolete {
		if msg == "" {
			msg = tabs.parse(o)
		}
	}
	if msg == "" {
		msg = tabs.finalize()
	}
	if msg != "" {
		errorf(inv, "%s", msg)
		return 1
	}
	in := newExpandInputs(ctx, inv, ops)
	out, release := bufferedStdout(inv, 64<<10)
	defer release()
	var column uint64
	index := 0
	convert := true
	for {
		c := in.readByte()
		if convert {
			switch c {
			case '\t':
				next, last := tabs.next(column, &index)
				if last {
					next = column + 1
				}
				// A tab stop may be 2^63 columns away: the padding is
				// streamed, checking ctx and stopping at a write error.
				if next > column+1 {
					if err := writePad(ctx, out, ' ', int64(min(next-column-1, math.MaxInt64))); err != nil {
						return 1
					}
				}
				column = max(next, column+1)
				c = ' '
			case '\b':
				if column > 0 {
					column--
				}
				if index > 0 {
					index--
				}
			default:
				column++
			}
			convert = convert && (!*initial || c == ' ' || c == '\t')
		}
		if c < 0 {
			break
		}
		if err := out.WriteByte(byte(c)); err != nil {
			return 1
		}
		if c == '\n' {
			column, index, convert = 0, 0, true
		}
	}
	if err := out.Flush(); err != nil || ctx.Err() != nil || in.failed {
		return 1
	}
	return 0
}
