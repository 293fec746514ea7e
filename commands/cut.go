package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "cut",
		Summary: "remove sections from each line of files",
		Usage:   cutUsage,
		Run:     runCut,
	})
}

const cutUsage = `Usage: cut OPTION... [FILE]...
Print selected parts of lines from each FILE to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -b, --bytes=LIST        select only these bytes
  -c, --characters=LIST   select only these characters (bytes, as GNU cut)
  -d, --delimiter=DELIM   use DELIM instead of TAB for field delimiter
  -f, --fields=LIST       select only these fields;  also print any line
                            that contains no delimiter character, unless
                            the -s option is specified
  -n                      (ignored)
      --complement        complement the set of selected bytes, characters
                            or fields
  -s, --only-delimited    do not print lines not containing delimiters
      --output-delimiter=STRING  use STRING as the output delimiter
                            the default is to use the input delimiter
  -z, --zero-terminated   line delimiter is NUL, not newline
      --help        display this help and exit

Use one, and only one of -b, -c or -f.  Each LIST is made up of one
range, or many ranges separated by commas.  Selected input is written
in the same order that it is read, and is written exactly once.
Each range is one of:

  N     N'th byte, character or field, counted from 1
  N-    from N'th byte, character or field, to end of line
  N-M   from N'th to M'th (included) byte, character or field
  -M    from first to M'th (included) byte, character or field
`

type cutRange struct{ lo, hi uint64 }

// parseCutList is GNU's set_fields: ranges sorted, overlapping ones merged.
func parseCutList(s string, bytes bool) ([]cutRange, error) {
	zeroMsg, badMsg, bigMsg := "fields are numbered from 1", "invalid field value %s", "field number %s is too large"
	if bytes {
		zeroMsg, badMsg, bigMsg = "byte/character positions are numbered from 1", "invalid byte/character position %s", "byte/character offset %s is too large"
	}
	var rs []cutRange
	var value, initial uint64
	lhs, rhs, dash := false, false, false
	numStart := -1
	for i := 0; ; i++ {
		c := byte(0)
		if i < len(s) {
			c = s[i]
		}
		switch {
		case c == '-' && i < len(s):
			numStart = -1
			if dash {
				if bytes {
					return nil, fmt.Errorf("invalid byte or character range")
				}
				return nil, fmt.Errorf("invalid field range")
			}
			dash = true
			if lhs && value == 0 {
				return nil, fmt.Errorf("%s", zeroMsg)
			}
			initial = 1
			if lhs {
				initial = value
			}
			value = 0
		case i >= len(s) || c == ',' || isBlank(c):
			numStart = -1
			if dash {
				dash = false
				if !lhs && !rhs {
					return nil, fmt.Errorf("invalid range with no endpoint: -")
				}
				if !rhs {
					rs = append(rs, cutRange{initial, math.MaxUint64})
				} else {
					if value < initial {
						return nil, fmt.Errorf("invalid decreasing range")
					}
					rs = append(rs, cutRange{initial, value})
				}
				value = 0
			} else {
				if value == 0 {
					return nil, fmt.Errorf("%s", zeroMsg)
				}
				rs = append(rs, cutRange{value, value})
				value = 0
			}
			if i >= len(s) {
				goto done
			}
			lhs, rhs = false, false
		case isDigit(c):
			if numStart < 0 {
				numStart = i
			}
			if dash {
				rhs = true
			} else {
				lhs = true
			}
			d := uint64(c - '0')
			if value > (math.MaxUint64-d)/10 || value*10+d == math.MaxUint64 {
				j := numStart
				for j < len(s) && isDigit(s[j]) {
					j++
				}
				return nil, fmt.Errorf(bigMsg, quoteArg(s[numStart:j]))
			}
			value = value*10 + d
		default:
			return nil, fmt.Errorf(badMsg, quoteArg(s[i:]))
		}
	}
done:
	slices.SortFunc(rs, func(a, b cutRange) int {
		switch {
		case a.lo < b.lo:
			return -1
		case a.lo > b.lo:
			return 1
		}
		return 0
	})
	var merged []cutRange
	for _, r := range rs {
		if n := len(merged); n > 0 && merged[n-1].hi >= r.lo {
			merged[n-1].hi = max(merged[n-1].hi, r.hi)
			continue
		}
		merged = append(merged, r)
	}
	return merged, nil
}

// complementRanges returns the positions not in rs.
func complementRanges(rs []cutRange) []cutRange {
	var out []cutRange
	next := uint64(1)
	for _, r := range rs {
		if r.lo > next {
			out = append(out, cutRange{next, r.lo - 1})
		}
		if r.hi == math.MaxUint64 {
			return out
		}
		next = r.hi + 1
	}
	return append(out, cutRange{next, math.MaxUint64})
}

func runCut(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("cut")
	var list string
	kind := byte(0)
	// A second list and a long delimiter end the parsing where they are
	// given, as in GNU cut; the other checks come after it.
	setList := func(k byte) func(string) error {
		return func(v string) error {
			if kind != 0 {
				return &usageError{"only one list may be specified"}
			}
			kind, list = k, v
			return nil
		}
	}
	fs.Func('b', "bytes", true, setList('b'))
	fs.Func('c', "characters", true, setList('c'))
	fs.Func('f', "fields", true, setList('f'))
	delimStr := "\t"
	fs.Func('d', "delimiter", true, func(v string) error {
		if len(v) > 1 {
			return &usageError{"the delimiter must be a single character"}
		}
		delimStr = v
		return nil
	})
	fs.Bool('n', "")
	complement := fs.Bool(0, "complement")
	onlyDelim := fs.Bool('s', "only-delimited")
	outDelim := fs.String(0, "output-delimiter", "")
	zero := fs.Bool('z', "zero-terminated")
	files, status, done := parseFlags(inv, fs, cutUsage, 1)
	if done {
		return status
	}
	usage := func(msg string) int {
		errorf(inv, "%s", msg)
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	switch {
	case kind == 0:
		return usage("you must specify a list of bytes, characters, or fields")
	case kind != 'f' && fs.Seen("d"):
		return usage("an input delimiter may be specified only when operating on fields")
	case kind != 'f' && *onlyDelim:
		return usage("suppressing non-delimited lines makes sense\n\tonly when operating on fields")
	}
	ranges, err := parseCutList(list, kind != 'f')
	if err != nil {
		return usage(err.Error())
	}
	if *complement {
		ranges = complementRanges(ranges)
	}
	delim := byte('\t')
	if fs.Seen("d") {
		delim = 0 // -d '' means NUL
		if delimStr != "" {
			delim = delimStr[0]
		}
	}
	od := string(delim)
	if fs.Seen("output-delimiter") {
		od = *outDelim
		if od == "" {
			od = "\x00" // GNU: --output-delimiter='' means NUL
		}
	}
	hasOD := fs.Seen("output-delimiter")
	eol := byte('\n')
	if *zero {
		eol = 0
	}
	out, release := bufferedStdout(inv, 32<<10)
	defer release()
	selected := func(pos uint64) (sel, start bool) {
		i, _ := slices.BinarySearchFunc(ranges, pos, func(r cutRange, p uint64) int {
			if r.hi < p {
				return -1
			}
			if r.lo > p {
				return 1
			}
			return 0
		})
		if i < len(ranges) && ranges[i].lo <= pos && pos <= ranges[i].hi {
			return true, ranges[i].lo == pos
		}
		return false, false
	}
	status = eachInput(ctx, inv, files, func(r io.Reader) (rerr, werr error) {
		if kind == 'f' && delim == eol {
			return cutLineDelimFields(r, out, eol, od, *onlyDelim, selected)
		}
		return eachLine(r, eol, func(line []byte) error {
			line = trimDelim(line, eol)
			if kind == 'f' {
				if bytesIndexAny(line, []byte{delim}) < 0 {
					if !*onlyDelim {
						out.Write(line)
						out.WriteByte(eol)
					}
				} else {
					first := true
					var pos uint64 = 1
					for {
						end := bytesIndexAny(line, []byte{delim})
						field := line
						if end >= 0 {
							field = line[:end]
						}
						if sel, _ := selected(pos); sel {
							if !first {
								out.WriteString(od)
							}
							out.Write(field)
							first = false
						}
						if end < 0 {
							break
						}
						line = line[end+1:]
						pos++
					}
					out.WriteByte(eol)
				}
			} else {
				printed := false
				for i, c := range line {
					sel, start := selected(uint64(i + 1))
					if !sel {
						continue
					}
					if start && printed && hasOD {
						out.WriteString(od)
					}
					out.WriteByte(c)
					printed = true
				}
				out.WriteByte(eol)
			}
			_, err := out.Write(nil) // the first write error, kept
			return err
		})
	})
	if out.Flush() != nil {
		return 1
	}
	return status
}

// cutLineDelimFields is cut -f when the delimiter is the line terminator
// (-d '\n', or -z -d ”), as GNU's cut_fields: the whole input is one
// record whose fields are its lines, the input's last terminator ending
// the record rather than dividing a field; the selected lines are joined
// by the output delimiter and the record ends in one terminator. An input
// without a terminator has no delimiter (printed whole, or nothing under
// -s); under -s a one-line input whose first field is not selected prints
// nothing, GNU's reader having met the end at the delimiter.
func cutLineDelimFields(r io.Reader, out *bufio.Writer, eol byte, od string, onlyDelim bool, selected func(uint64) (bool, bool)) (rerr, werr error) {
	var pos uint64
	first := true
	delimited := false
	rerr, werr = eachLine(r, eol, func(line []byte) error {
		pos++
		ends := len(line) > 0 && line[len(line)-1] == eol
		line = trimDelim(line, eol)
		if pos == 1 && !ends {
			if !onlyDelim {
				out.Write(line)
				out.WriteByte(eol)
			}
			_, err := out.Write(nil)
			return err
		}
		delimited = true
		if sel, _ := selected(pos); sel {
			if !first {
				out.WriteString(od)
			}
			out.Write(line)
			first = false
		}
		_, err := out.Write(nil)
		return err
	})
	if rerr != nil || werr != nil || !delimited {
		return rerr, werr
	}
	if onlyDelim && pos == 1 && first {
		return nil, nil
	}
	out.WriteByte(eol)
	_, werr = out.Write(nil)
	return nil, werr
}
