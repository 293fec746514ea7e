package commands

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "tac",
		Summary: "concatenate and print files in reverse",
		Usage:   tacUsage,
		Run:     runTac,
	})
}

const tacUsage = `Usage: tac [OPTION]... [FILE]...
Write each FILE to standard output, last line first.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -b, --before             attach the separator before instead of after
  -r, --regex              interpret the separator as a regular expression
  -s, --separator=STRING   use STRING as the separator instead of newline
      --help        display this help and exit
      --version     output version information and exit
`

func runTac(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("tac")
	before := fs.Bool('b', "before")
	sep := fs.String('s', "separator", "\n")
	isRegex := fs.Bool('r', "regex")
	files, status, done := parseFlags(inv, fs, tacUsage, 1)
	if done {
		return status
	}
	var re *regex.Regexp
	if *isRegex {
		if *sep == "" {
			errorf(inv, "separator cannot be empty")
			return 1
		}
		var err error
		// GNU's re_compile_pattern: Emacs syntax, ^ and $ at newlines.
		re, err = regex.Compile(emacsToPosix(*sep), regex.Options{Multiline: true})
		if err != nil {
			msg := err.Error()
			var rerr *regex.Error
			if errors.As(err, &rerr) {
				msg = rerr.Msg
			}
			errorf(inv, "%s", msg)
			return 1
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	out := bufio.NewWriterSize(inv.Stdout, 64<<10)
	defer out.Flush()
	s := []byte(*sep)
	held := &holder{inv: inv}
	defer held.release()
	for _, name := range files {
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			errorf(inv, "failed to open %s for reading: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			continue
		}
		// tac must see the last record before printing anything.
		data, err := io.ReadAll(held.reader(r))
		closeFn()
		if err != nil {
			if ctx.Err() != nil {
				return 1
			}
			n := name
			if n == "-" {
				n = "standard input"
			}
			if errors.Is(err, vfs.ErrIsDir) {
				// Linux tac fails on a directory with EINVAL.
				err = vfs.ErrInvalid
			}
			errorf(inv, "%s: read error: %s", quoteName(n), vfs.Strerror(err))
			status = 1
			continue
		}
		write := func() error { return tacWrite(ctx, out, data, s, *before) }
		if re != nil {
			write = func() error { return tacWriteRegex(ctx, out, data, re, *before) }
		}
		if err := write(); err != nil {
			if errors.Is(err, regex.ErrTooComplex) {
				errorf(inv, "%s", err)
			}
			return 1
		}
		held.release() // written: the data is garbage now
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}

// tacWrite prints data's records last first. A record owns the separator
// that ends it (or, with before, the one that starts it).
func tacWrite(ctx context.Context, w *bufio.Writer, data, sep []byte, before bool) error {
	if len(sep) == 0 {
		// GNU's empty separator is the NUL that ends its C string.
		sep = []byte{0}
	}
	end := len(data)
	for n := 0; end > 0; n++ {
		if n%ctxCheckEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		var start int
		if before {
			// The record starts at the last separator before end.
			start = max(bytes.LastIndex(data[:end], sep), 0)
		} else {
			// The record ends with the separator at its end; find the
			// previous separator's end.
			search := end
			if bytes.HasSuffix(data[:end], sep) {
				search = end - len(sep)
			}
			i := bytes.LastIndex(data[:search], sep)
			if i < 0 {
				start = 0
			} else {
				start = i + len(sep)
			}
		}
		if _, err := w.Write(data[start:end]); err != nil {
			return err
		}
		end = start
	}
	return nil
}

// tacWriteRegex prints data's records last first, the separator a regular
// expression, as GNU's tac -r: the separator is the match that starts
// last, within the text before the previous separator's start.
func tacWriteRegex(ctx context.Context, w *bufio.Writer, data []byte, re *regex.Regexp, before bool) error {
	pastEnd, i := len(data), len(data)
	first := true
	for n := 0; ; n++ {
		p, e := -1, -1
		for pos := i - 1; pos >= 0; pos-- {
			if n++; n%ctxCheckEvery == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			end, err := re.LongestAt(data[:i], pos)
			if err != nil {
				return err
			}
			if end >= 0 {
				p, e = pos, end
				break
			}
		}
		if p < 0 {
			_, err := w.Write(data[:pastEnd])
			return err
		}
		var rec []byte
		if before {
			rec, pastEnd = data[p:pastEnd], p
		} else {
			// A separator that ends the input starts no empty record.
			if !first || e != pastEnd {
				rec = data[e:pastEnd]
			}
			pastEnd, first = e, false
		}
		if _, err := w.Write(rec); err != nil {
			return err
		}
		i = p
	}
}

// emacsToPosix rewrites a pattern of GNU regex's default syntax (Emacs:
// + and ? are operators, \+ \? \{ \} literal, no intervals nor character
// classes, . not a newline) as the GNU basic syntax the regex package reads.
func emacsToPosix(p string) string {
	var b strings.Builder
	start := true // where a repetition operator is a literal
	for i := 0; i < len(p); i++ {
		c := p[i]
		wasStart := start
		start = false
		switch c {
		case '\\':
			if i+1 == len(p) {
				b.WriteByte(c) // the trailing backslash: the compiler's error
				continue
			}
			i++
			switch e := p[i]; e {
			case '(', '|':
				start = true
				b.WriteByte('\\')
				b.WriteByte(e)
			case ')', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'w', 'W', 's', 'S', '<', '>', 'b', 'B', '`', '\'':
				b.WriteByte('\\')
				b.WriteByte(e)
			default:
				emacsLiteral(&b, e)
			}
		case '*', '+', '?':
			if wasStart {
				emacsLiteral(&b, c)
				start = true
				continue
			}
			if c != '*' {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		case '^':
			b.WriteByte(c)
			start = wasStart
		case '.':
			b.WriteString("[^\n]")
		case '[':
			i = emacsBracket(&b, p, i)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// emacsLiteral writes c so that it matches itself.
func emacsLiteral(b *strings.Builder, c byte) {
	if strings.IndexByte(".[]*^$\\", c) >= 0 {
		b.WriteByte('\\')
	}
	b.WriteByte(c)
}

// emacsBracket rewrites the bracket expression at p[i] (no character
// classes in the Emacs syntax: "[[:x:]" is a set holding '[' and ':'),
// returning the index of its closing bracket. An unclosed one is left as
// it is, for the compiler's error.
func emacsBracket(b *strings.Builder, p string, i int) int {
	j := i + 1
	negate := j < len(p) && p[j] == '^'
	if negate {
		j++
	}
	first := j
	for j < len(p) && (p[j] != ']' || j == first) {
		j++
	}
	if j >= len(p) {
		b.WriteString(p[i:])
		return len(p) - 1
	}
	items := p[first:j]
	if !negate && items == "^" {
		b.WriteString(`\^`)
		return j
	}
	// ']' first, '[' and '-' last, so none starts a class or a range.
	var mid strings.Builder
	close, open, dash := false, false, false
	for k := 0; k < len(items); k++ {
		switch c := items[k]; {
		case k+2 < len(items) && items[k+1] == '-':
			mid.WriteString(items[k : k+3])
			k += 2
		case c == ']' && k == 0:
			close = true
		case c == '[':
			open = true
		case c == '-':
			dash = true
		default:
			mid.WriteByte(c)
		}
	}
	b.WriteByte('[')
	if negate {
		b.WriteByte('^')
	}
	if close {
		b.WriteByte(']')
	}
	m := mid.String()
	if !negate && !close && strings.HasPrefix(m, "^") {
		// A '^' that would now come first: after what follows it.
		m = m[1:] + "^"
	}
	b.WriteString(m)
	if open {
		b.WriteByte('[')
	}
	if dash {
		b.WriteByte('-')
	}
	b.WriteByte(']')
	return j
}
