package commands

import (
	"bufio"
	"context"
	"io"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "rev",
		Summary: "reverse lines characterwise",
		Usage:   revUsage,
		Run:     runRev,
	})
}

const revUsage = `Usage: rev [options] [file ...]

Reverse lines characterwise.

Options:
 -0, --zero     use zero as line delimiter
 -h, --help     display this help
 -V, --version  display version
`

func runRev(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("rev")
	zero := fs.Bool('0', "zero")
	fs.Func('h', "", false, func(string) error { return errHelp })
	fs.Func('V', "", false, func(string) error { return errVersion })
	files, status, done := parseFlags(inv, fs, revUsage, 1)
	if done {
		return status
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer out.Flush()
	var buf []byte
	for _, name := range files {
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			errorf(inv, "cannot open %s: %s", name, vfs.Strerror(err))
			status = 1
			continue
		}
		lr := newLineReader(r, delim)
		for lineno := 0; ; lineno++ {
			line, err := lr.next()
			if err == io.EOF {
				break
			}
			if err != nil {
				if ctx.Err() != nil {
					closeFn()
					return 1
				}
				errorf(inv, "%s: %d: %s", name, lineno, vfs.Strerror(err))
				status = 1
				break
			}
			body := trimDelim(line, delim)
			buf = reverseChars(buf[:0], body)
			if len(body) < len(line) {
				buf = append(buf, delim)
			}
			if _, err := out.Write(buf); err != nil {
				closeFn()
				return 1
			}
		}
		closeFn()
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}

// reverseChars appends s reversed by UTF-8 characters; an invalid byte is
// a character of its own.
func reverseChars(dst, s []byte) []byte {
	for end := len(s); end > 0; {
		_, size := utf8.DecodeLastRune(s[:end])
		dst = append(dst, s[end-size:end]...)
		end -= size
	}
	return dst
}
