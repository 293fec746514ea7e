package commands

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "nl",
		Summary: "number lines of files",
		Usage:   nlUsage,
		Run:     runNl,
	})
}

const nlUsage = `Usage: nl [OPTION]... [FILE]...
Write each FILE to standard output, with line numbers added.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -b, --body-numbering=STYLE      use STYLE for numbering body lines
  -d, --section-delimiter=CC      use CC for logical page delimiters
  -f, --footer-numbering=STYLE    use STYLE for numbering footer lines
  -h, --header-numbering=STYLE    use STYLE for numbering header lines
  -i, --line-increment=NUMBER     line number increment at each line
  -l, --join-blank-lines=NUMBER   group of NUMBER empty lines counted as one
  -n, --number-format=FORMAT      insert line numbers according to FORMAT
  -p, --no-renumber               do not reset line numbers for each section
  -s, --number-separator=STRING   add STRING after (possible) line number
  -v, --starting-line-number=NUMBER  first line number for each section
  -w, --number-width=NUMBER       use NUMBER columns for line numbers
      --help        display this help and exit

Default options are: -bt -d'\:' -fn -hn -i1 -l1 -n'rn' -s<TAB> -v1 -w6

CC are two delimiter characters used to construct logical page delimiters;
a missing second character implies ':'.  As a GNU extension one can specify
more than two characters, and also specify the empty string (-d '')
to disable section matching.

STYLE is one of:

  a      number all lines
  t      number only nonempty lines
  n      number no lines
  pBRE   number only lines that contain a match for the basic regular
         expression, BRE

FORMAT is one of:

  ln     left justified, no leading zeros
  rn     right justified, no leading zeros
  rz     right justified, leading zeros
`

type nlStyle struct {
	kind byte // 'a', 't', 'n', 'p'
	re   *regex.Regexp
}

func runNl(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("nl")
	// As in GNU nl, each value is checked where it is given: a bad style
	// or format is reported and the parsing goes on (then one "Try"
	// line); a bad number or regular expression ends nl at once.
	styles := [3]nlStyle{{kind: 'n'}, {kind: 't'}, {kind: 'n'}} // header, body, footer
	bad := false
	style := func(i int, what string) func(string) error {
		return func(v string) error {
			switch {
			case v != "" && strings.IndexByte("atn", v[0]) >= 0:
				// GNU reads only the letter: "-b ab" is "-b a".
				styles[i] = nlStyle{kind: v[0]}
			case strings.HasPrefix(v, "p"):
				re, err := regex.Compile(v[1:], regex.Options{})
				if err != nil {
					return &usageFail{err.Error()}
				}
				styles[i] = nlStyle{kind: 'p', re: re}
			default:
				errorf(inv, "invalid %s numbering style: %s", what, quoteArg(v))
				bad = true
			}
			return nil
		}
	}
	fs.Func('b', "body-numbering", true, style(1, "body"))
	fs.Func('f', "footer-numbering", true, style(2, "footer"))
	fs.Func('h', "header-numbering", true, style(0, "header"))
	num := func(p *int64, what string, lo, hi int64) func(string) error {
		return func(v string) error {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			switch {
			case err != nil && err.(*strconv.NumError).Err == strconv.ErrRange:
				return &usageFail{fmt.Sprintf("invalid %s: %s: Value too large for defined data type", what, quoteArg(v))}
			case err != nil:
				return &usageFail{fmt.Sprintf("invalid %s: %s", what, quoteArg(v))}
			case hi == math.MaxInt32 && (n > math.MaxInt32 || n < math.MinInt32):
				// GNU reads the width as an int: past one, EOVERFLOW.
				return &usageFail{fmt.Sprintf("invalid %s: %s: Value too large for defined data type", what, quoteArg(v))}
			case n < lo || n > hi:
				return &usageFail{fmt.Sprintf("invalid %s: %s: Numerical result out of range", what, quoteArg(v))}
			}
			*p = n
			return nil
		}
	}
	incr, join, start, width := int64(1), int64(1), int64(1), int64(6)
	fs.Func('i', "line-increment", true, num(&incr, "line number increment", math.MinInt64, math.MaxInt64))
	fs.Func('l', "join-blank-lines", true, num(&join, "line number of blank lines", 1, math.MaxInt64))
	fs.Func('v', "starting-line-number", true, num(&start, "starting line number", math.MinInt64, math.MaxInt64))
	fs.Func('w', "number-width", true, num(&width, "line number field width", 1, math.MaxInt32))
	format := "rn"
	fs.Func('n', "number-format", true, func(v string) error {
		if v != "ln" && v != "rn" && v != "rz" {
			errorf(inv, "invalid line numbering format: %s", quoteArg(v))
			bad = true
			return nil
		}
		format = v
		return nil
	})
	delimS := fs.String('d', "section-delimiter", `\:`)
	noRenumber := fs.Bool('p', "no-renumber")
	sep := fs.String('s', "number-separator", "\t")
	files, status, done := parseFlags(inv, fs, nlUsage, 1)
	if done {
		return status
	}
	if bad {
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	delim := *delimS
	if len(delim) == 1 {
		delim += ":"
	}
	var sectionLines [3]string // header, body, footer delimiter lines
	if delim != "" {
		sectionLines = [3]string{delim + delim + delim, delim + delim, delim}
	}
	// Widths go up to INT_MAX, as GNU's: the padding is streamed.
	noNum := width + int64(len(*sep))
	out, release := bufferedStdout(inv, 32<<10)
	defer release()
	line := start
	section := 1 // body
	var blanks int64
	printNum := func() error {
		s := strconv.FormatInt(line, 10)
		line += incr
		pad := width - int64(len(s))
		switch format {
		case "ln":
			out.WriteString(s)
			if err := writePad(ctx, out, ' ', pad); err != nil {
				return err
			}
		case "rn":
			if err := writePad(ctx, out, ' ', pad); err != nil {
				return err
			}
			out.WriteString(s)
		case "rz":
			if neg := strings.HasPrefix(s, "-"); neg {
				s = s[1:]
				out.WriteByte('-') // counted in pad already
			}
			if err := writePad(ctx, out, '0', pad); err != nil {
				return err
			}
			out.WriteString(s)
		}
		_, err := out.WriteString(*sep)
		return err
	}
	status = eachInput(ctx, inv, files, func(r io.Reader) (rerr, werr error) {
		return eachLine(r, '\n', func(text []byte) error {
			body := trimDelim(text, '\n')
			sec := -1
			if delim != "" {
				for i, d := range sectionLines {
					if string(body) == d {
						sec = i
					}
				}
			}
			if sec >= 0 {
				section = sec
				if !*noRenumber {
					line = start
				}
				blanks = 0
				return out.WriteByte('\n')
			}
			st := styles[section]
			number := false
			switch st.kind {
			case 'a':
				if join > 1 {
					if len(body) > 0 {
						blanks = 0
						number = true
					} else if blanks++; blanks == join {
						blanks = 0
						number = true
					}
				} else {
					number = true
				}
			case 't':
				number = len(body) > 0
			case 'p':
				m, err := st.re.Match(body)
				if err != nil {
					errorf(inv, "%s", err)
					return err // ends nl, as a write error does
				}
				number = m
			}
			var err error
			if number {
				err = printNum()
			} else {
				err = writePad(ctx, out, ' ', noNum)
			}
			if err != nil {
				return err
			}
			out.Write(body)
			return out.WriteByte('\n') // the first write error, kept
		})
	})
	if out.Flush() != nil {
		return 1
	}
	return status
}
