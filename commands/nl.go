package commands

import (
	"bufio"
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
	bodyS := fs.String('b', "body-numbering", "t")
	delimS := fs.String('d', "section-delimiter", `\:`)
	footS := fs.String('f', "footer-numbering", "n")
	headS := fs.String('h', "header-numbering", "n")
	incrS := fs.String('i', "line-increment", "1")
	joinS := fs.String('l', "join-blank-lines", "1")
	formatS := fs.String('n', "number-format", "rn")
	noRenumber := fs.Bool('p', "no-renumber")
	sep := fs.String('s', "number-separator", "\t")
	startS := fs.String('v', "starting-line-number", "1")
	widthS := fs.String('w', "number-width", "6")
	files, status, done := parseFlags(inv, fs, nlUsage, 1)
	if done {
		return status
	}
	usage := func(msg string) int {
		errorf(inv, "%s", msg)
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	var styles [3]nlStyle // header, body, footer
	for i, s := range []struct {
		v    string
		what string
	}{{*headS, "header"}, {*bodyS, "body"}, {*footS, "footer"}} {
		switch {
		case s.v != "" && strings.IndexByte("atn", s.v[0]) >= 0:
			// GNU reads only the letter: "-b ab" is "-b a".
			styles[i].kind = s.v[0]
		case strings.HasPrefix(s.v, "p"):
			re, err := regex.Compile(s.v[1:], regex.Options{})
			if err != nil {
				errorf(inv, "%s", err)
				return 1
			}
			styles[i] = nlStyle{kind: 'p', re: re}
		default:
			return usage(fmt.Sprintf("invalid %s numbering style: %s", s.what, quoteArg(s.v)))
		}
	}
	num := func(v, what string, lo, hi int64) (int64, bool) {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				errorf(inv, "invalid %s: %s: Value too large for defined data type", what, quoteArg(v))
				return 0, false
			}
			errorf(inv, "invalid %s: %s", what, quoteArg(v))
			return 0, false
		}
		if n < lo || n > hi {
			errorf(inv, "invalid %s: %s: Numerical result out of range", what, quoteArg(v))
			return 0, false
		}
		return n, true
	}
	incr, ok1 := num(*incrS, "line number increment", math.MinInt64, math.MaxInt64)
	join, ok2 := num(*joinS, "line number of blank lines", 1, math.MaxInt64)
	start, ok3 := num(*startS, "starting line number", math.MinInt64, math.MaxInt64)
	width, ok4 := num(*widthS, "line number field width", 1, math.MaxInt32)
	if !(ok1 && ok2 && ok3 && ok4) {
		return 1
	}
	format := *formatS
	if format != "ln" && format != "rn" && format != "rz" {
		return usage("invalid line numbering format: " + quoteArg(format))
	}
	delim := *delimS
	if len(delim) == 1 {
		delim += ":"
	}
	var sectionLines [3]string // header, body, footer delimiter lines
	if delim != "" {
		sectionLines = [3]string{delim + delim + delim, delim + delim, delim}
	}
	noNum := strings.Repeat(" ", int(width)+len(*sep))
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer out.Flush()
	line := start
	section := 1 // body
	var blanks int64
	printNum := func() {
		s := strconv.FormatInt(line, 10)
		switch format {
		case "ln":
			out.WriteString(s)
			out.WriteString(strings.Repeat(" ", max(0, int(width)-len(s))))
		case "rn":
			out.WriteString(strings.Repeat(" ", max(0, int(width)-len(s))))
			out.WriteString(s)
		case "rz":
			neg := strings.HasPrefix(s, "-")
			if neg {
				s = s[1:]
				out.WriteByte('-')
			}
			pad := int(width) - len(s)
			if neg {
				pad--
			}
			out.WriteString(strings.Repeat("0", max(0, pad)))
			out.WriteString(s)
		}
		out.WriteString(*sep)
		line += incr
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
			if number {
				printNum()
			} else {
				out.WriteString(noNum)
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
