package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "fold",
		Summary: "wrap each input line to fit in specified width",
		Usage:   foldUsage,
		Run:     runFold,
	})
}

const foldUsage = `Usage: fold [OPTION]... [FILE]...
Wrap input lines in each FILE, writing to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -b, --bytes         count bytes rather than columns
  -s, --spaces        break at spaces
  -w, --width=WIDTH   use WIDTH columns instead of 80
      --help        display this help and exit

Columns are counted per byte, as GNU fold does.
`

func runFold(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("fold")
	countBytes := fs.Bool('b', "bytes")
	spaces := fs.Bool('s', "spaces")
	// GNU checks the width where it is given: a bad one ends fold even
	// if a later -w would replace it.
	width := uint64(80)
	fs.Func('w', "width", true, func(v string) error {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil || n == 0 || n > 1<<62 {
			suffix := ""
			if err == nil {
				suffix = ": Numerical result out of range"
			}
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				suffix = ": Value too large for defined data type"
			}
			return &usageFail{fmt.Sprintf("invalid number of columns: %s%s", quoteArg(v), suffix)}
		}
		width = n
		return nil
	})
	args := inv.Args
	// The obsolete -WIDTH form: "fold -20".
	var rest []string
	for i, a := range args[1:] {
		if a == "--" {
			rest = append(rest, args[1+i:]...)
			break
		}
		prev := args[i] // the argument before a (args[0] for the first)
		takesValue := i > 0 && (prev == "--width" || (len(prev) > 1 && prev[0] == '-' && prev[1] != '-' && prev[len(prev)-1] == 'w'))
		if len(a) > 1 && a[0] == '-' && isDigit(a[1]) && !takesValue {
			j := 1
			for j < len(a) && isDigit(a[j]) {
				j++
			}
			rest = append(rest, "-w", a[1:j])
			if j < len(a) {
				rest = append(rest, "-"+a[j:])
			}
			continue
		}
		rest = append(rest, a)
	}
	inv2 := *inv
	inv2.Args = append([]string{args[0]}, rest...)
	files, status, done := parseFlags(&inv2, fs, foldUsage, 1)
	if done {
		return status
	}
	out, release := bufferedStdout(inv, 32<<10)
	defer release()
	status = eachInput(ctx, inv, files, func(r io.Reader) (rerr, werr error) {
		return foldStream(out, bufio.NewReaderSize(r, 32<<10), int(width), *countBytes, *spaces)
	})
	if out.Flush() != nil {
		return 1
	}
	return status
}

// foldStream is GNU fold's fold_file.
func foldStream(w *bufio.Writer, r *bufio.Reader, width int, countBytes, spaces bool) (rerr, werr error) {
	adjust := func(col int, c byte) int {
		if countBytes {
			return col + 1
		}
		switch c {
		case '\b':
			if col > 0 {
				col--
			}
			return col
		case '\r':
			return 0
		case '\t':
			return col + 8 - col%8
		}
		return col + 1
	}
	var line []byte
	col := 0
	for {
		c, err := r.ReadByte()
		if err != nil {
			if _, werr := w.Write(line); werr != nil {
				return nil, werr
			}
			if err == io.EOF {
				return nil, nil
			}
			return err, nil
		}
		if c == '\n' {
			line = append(line, c)
			if _, werr := w.Write(line); werr != nil {
				return nil, werr
			}
			line, col = line[:0], 0
			continue
		}
	rescan:
		col = adjust(col, c)
		if col > width {
			if spaces {
				end := -1
				for i := len(line) - 1; i >= 0; i-- {
					if isBlank(line[i]) {
						end = i + 1
						break
					}
				}
				if end > 0 {
					w.Write(line[:end])
					if werr := w.WriteByte('\n'); werr != nil {
						return nil, werr
					}
					line = append(line[:0], line[end:]...)
					col = 0
					for _, b := range line {
						col = adjust(col, b)
					}
					goto rescan
				}
			}
			if len(line) == 0 {
				line = append(line, c)
				continue
			}
			line = append(line, '\n')
			if _, werr := w.Write(line); werr != nil {
				return nil, werr
			}
			line, col = line[:0], 0
			goto rescan
		}
		line = append(line, c)
	}
}
