package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "paste",
		Summary: "merge lines of files",
		Usage:   pasteUsage,
		Run:     runPaste,
	})
}

const pasteUsage = `Usage: paste [OPTION]... [FILE]...
Write lines consisting of the sequentially corresponding lines from
each FILE, separated by TABs, to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -d, --delimiters=LIST   reuse characters from LIST instead of TABs
  -s, --serial            paste one file at a time instead of in parallel
  -z, --zero-terminated    line delimiter is NUL, not newline
      --help        display this help and exit
`

// pasteDelims expands paste's delimiter list: \n \t \\ \0 (no delimiter)
// and the C escapes; each entry is zero or one byte.
func pasteDelims(s string) ([][]byte, error) {
	var out [][]byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			out = append(out, []byte{c})
			continue
		}
		if i+1 == len(s) {
			return nil, fmt.Errorf("delimiter list ends with an unescaped backslash: %s", s)
		}
		i++
		switch s[i] {
		case '0':
			out = append(out, nil)
		case 'b':
			out = append(out, []byte{'\b'})
		case 'f':
			out = append(out, []byte{'\f'})
		case 'n':
			out = append(out, []byte{'\n'})
		case 'r':
			out = append(out, []byte{'\r'})
		case 't':
			out = append(out, []byte{'\t'})
		case 'v':
			out = append(out, []byte{'\v'})
		default:
			out = append(out, []byte{s[i]})
		}
	}
	return out, nil
}

func runPaste(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("paste")
	delimList := fs.String('d', "delimiters", "\t")
	serial := fs.Bool('s', "serial")
	zero := fs.Bool('z', "zero-terminated")
	files, status, done := parseFlags(inv, fs, pasteUsage, 1)
	if done {
		return status
	}
	delims, err := pasteDelims(*delimList)
	if err != nil {
		errorf(inv, "%s", err)
		return 1
	}
	if len(delims) == 0 {
		delims = [][]byte{nil}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	eol := byte('\n')
	if *zero {
		eol = 0
	}
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer out.Flush()
	var stdin *lineReader
	open := func(name string) (*lineReader, func(), bool) {
		if name == "-" {
			if stdin == nil {
				stdin = newLineReader(stdinReader(ctx, inv), eol)
			}
			return stdin, func() {}, true
		}
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			fileError(inv, quoteName(name), err)
			return nil, nil, false
		}
		return newLineReader(r, eol), closeFn, true
	}
	readErr := func(name string, err error) int {
		if ctx.Err() == nil {
			fileError(inv, quoteName(name), err)
		}
		return 1
	}

	if *serial {
		for _, name := range files {
			lr, closeFn, ok := open(name)
			if !ok {
				status = 1
				continue
			}
			for n := 0; ; n++ {
				line, err := lr.next()
				if err == io.EOF {
					break
				}
				if err != nil {
					closeFn()
					return readErr(name, err)
				}
				if n > 0 {
					out.Write(delims[(n-1)%len(delims)])
				}
				out.Write(trimDelim(line, eol))
			}
			closeFn()
			if out.WriteByte(eol) != nil {
				return 1
			}
		}
		if out.Flush() != nil {
			return 1
		}
		return status
	}

	// Parallel: every file must open, as in GNU paste.
	lrs := make([]*lineReader, len(files))
	for i, name := range files {
		lr, closeFn, ok := open(name)
		if !ok {
			return 1
		}
		defer closeFn()
		lrs[i] = lr
	}
	eof := make([]bool, len(files))
	var row []byte
	for {
		row = row[:0]
		any := false
		for i, lr := range lrs {
			if i > 0 {
				row = append(row, delims[(i-1)%len(delims)]...)
			}
			if eof[i] {
				continue
			}
			line, err := lr.next()
			if err == io.EOF {
				eof[i] = true
				continue
			}
			if err != nil {
				return readErr(files[i], err)
			}
			any = true
			row = append(row, trimDelim(line, eol)...)
		}
		if !any {
			break
		}
		row = append(row, eol)
		if _, err := out.Write(row); err != nil {
			return 1
		}
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}
