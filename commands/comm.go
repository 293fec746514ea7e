package commands

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "comm",
		Summary: "compare two sorted files line by line",
		Usage:   commUsage,
		Run:     runComm,
	})
}

const commUsage = `Usage: comm [OPTION]... FILE1 FILE2
Compare sorted files FILE1 and FILE2 line by line.

When FILE1 or FILE2 (not both) is -, read standard input.

With no options, produce three-column output.  Column one contains
lines unique to FILE1, column two contains lines unique to FILE2,
and column three contains lines common to both files.

  -1                      suppress column 1 (lines unique to FILE1)
  -2                      suppress column 2 (lines unique to FILE2)
  -3                      suppress column 3 (lines that appear in both files)

      --check-order       check that the input is correctly sorted, even
                            if all input lines are pairable
      --nocheck-order     do not check that the input is correctly sorted
      --output-delimiter=STR  separate columns with STR
      --total             output a summary
  -z, --zero-terminated   line delimiter is NUL, not newline
      --help        display this help and exit

Note, comparisons honor the rules specified by 'LC_COLLATE' (C.UTF-8 here:
byte order).
`

func runComm(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("comm")
	omit1 := fs.Bool('1', "")
	omit2 := fs.Bool('2', "")
	omit3 := fs.Bool('3', "")
	checkOrder := fs.Bool(0, "check-order")
	noCheck := fs.Bool(0, "nocheck-order")
	outDelim, delimSet := "\t", false
	fs.Func(0, "output-delimiter", true, func(v string) error {
		if delimSet && v != outDelim {
			return &usageFail{"multiple output delimiters specified"}
		}
		outDelim, delimSet = v, true
		return nil
	})
	total := fs.Bool(0, "total")
	zero := fs.Bool('z', "zero-terminated")
	ops, status, done := parseFlags(inv, fs, commUsage, 1)
	if done {
		return status
	}
	if !twoOperands(inv, ops, quoteArg) {
		return 1
	}
	// GNU: an empty delimiter means a NUL byte between columns, but
	// nothing in the --total line.
	colSep := outDelim
	if colSep == "" {
		colSep = "\x00"
	}
	check := checkOrderMode(fs.order)
	_, _ = checkOrder, noCheck
	eol := byte('\n')
	if *zero {
		eol = 0
	}
	var lrs [2]*lineReader
	for i, name := range ops {
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, quoteName(name), err)
			return 1
		}
		defer closeFn()
		lrs[i] = newLineReader(r, eol)
		if i == 1 && name == "-" && ops[0] == "-" {
			// Both are the one standard input: GNU reads their lines
			// in turn from the one stream.
			lrs[1] = lrs[0]
		}
	}
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer out.Flush()
	var cur, prev [2][]byte
	var have [2]bool
	var warned [2]bool
	var nread [2]int
	seenUnpairable := false
	var counts [3]int64
	read := func(i int) error {
		line, err := lrs[i].next()
		if err == io.EOF {
			have[i] = false
			return nil
		}
		if err != nil {
			return err
		}
		nread[i]++
		prev[i] = append(prev[i][:0], cur[i]...)
		cur[i] = append(cur[i][:0], trimDelim(line, eol)...)
		have[i] = true
		return nil
	}
	readErr := func(i int, err error) int {
		out.Flush()
		if ctx.Err() == nil {
			fileError(inv, quoteName(ops[i]), err)
		}
		return 1
	}
	for i := range 2 {
		if err := read(i); err != nil {
			return readErr(i, err)
		}
	}
	for have[0] || have[1] {
		if ctx.Err() != nil {
			return 1
		}
		var order int
		switch {
		case !have[0]:
			order = 1
		case !have[1]:
			order = -1
		default:
			order = bytes.Compare(cur[0], cur[1])
		}
		col, line := 3, cur[1]
		if order != 0 {
			seenUnpairable = true
			if order < 0 {
				col, line = 1, cur[0]
			} else {
				col = 2
			}
		}
		counts[col-1]++
		if !(col == 1 && *omit1 || col == 2 && *omit2 || col == 3 && *omit3) {
			if col >= 2 && !*omit1 {
				out.WriteString(colSep)
			}
			if col == 3 && !*omit2 {
				out.WriteString(colSep)
			}
			out.Write(line)
			if out.WriteByte(eol) != nil {
				return 1
			}
		}
		for i := range 2 {
			if (i == 0 && order > 0) || (i == 1 && order < 0) {
				continue
			}
			if err := read(i); err != nil {
				return readErr(i, err)
			}
			// At the end GNU checks the last two lines again (its buffer
			// rotation), so the pair read before any unpairable line was
			// seen is still checked then.
			if (have[i] || nread[i] >= 2) && check >= 0 && (check == 1 || seenUnpairable) && !warned[i] &&
				bytes.Compare(prev[i], cur[i]) > 0 {
				warned[i] = true
				out.Flush()
				errorf(inv, "file %d is not in sorted order", i+1)
				if check == 1 {
					return 1
				}
			}
		}
	}
	if ops[0] == "-" && ops[1] == "-" {
		// GNU closes standard input twice; the second close fails
		// before the total and the disorder message.
		out.Flush()
		errorf(inv, "-: %s", vfs.Strerror(vfs.ErrBadFD))
		return 1
	}
	if *total {
		fmt.Fprintf(out, "%d%s%d%s%d%stotal%c", counts[0], outDelim, counts[1], outDelim, counts[2], outDelim, eol)
	}
	if out.Flush() != nil {
		return 1
	}
	if warned[0] || warned[1] {
		errorf(inv, "input is not in sorted order")
		return 1
	}
	return 0
}
