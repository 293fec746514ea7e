package commands

import (
	"bufio"
	"bytes"
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
	stdin := len(files) == 0
	if stdin {
		files = []string{"-"}
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	cLocale := ctypeIsC(inv)
	out := bufio.NewWriterSize(inv.Stdout, 32<<10)
	defer out.Flush()
	var buf, acc []byte
	for _, name := range files {
		// util-linux reads standard input only with no file operand,
		// and names it stdin; a "-" operand is a file of that name.
		path, shown := name, name
		if stdin {
			shown = "stdin"
		} else if name == "-" {
			path = "./-"
		}
		r, closeFn, err := openText(ctx, inv, path)
		if err != nil {
			errorf(inv, "cannot open %s: %s", name, vfs.Strerror(err))
			status = 1
			continue
		}
		lr := newLineReader(r, delim)
		acc = acc[:0]
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
				errorf(inv, "%s: %d: %s", shown, lineno, vfs.Strerror(err))
				status = 1
				break
			}
			if delim == '\n' && !revDecodes(line, cLocale) {
				// fgetws fails on a byte that is no character of the
				// locale (past ASCII in C): the file ends there.
				errorf(inv, "%s: %d: Invalid or incomplete multibyte or wide character", shown, lineno)
				status = 1
				acc = acc[:0]
				break
			}
			if i := bytes.IndexByte(line, 0); i >= 0 && delim == '\n' {
				// A wide string ends at a NUL: the rest of the line
				// and its newline are lost, and the next line read is
				// appended to what came before it.
				acc = append(acc, line[:i]...)
				continue
			}
			body := trimDelim(line, delim)
			acc = append(acc, body...)
			buf = reverseChars(buf[:0], acc)
			acc = acc[:0]
			if len(body) < len(line) {
				buf = append(buf, delim)
			}
			if _, err := out.Write(buf); err != nil {
				closeFn()
				return 1
			}
		}
		if len(acc) > 0 {
			// a line cut at a NUL at the end of the file: no newline
			buf = reverseChars(buf[:0], acc)
			acc = acc[:0]
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

// revDecodes reports whether fgetws reads line: valid UTF-8, or ASCII
// only in the C locale.
func revDecodes(line []byte, cLocale bool) bool {
	if cLocale {
		for _, c := range line {
			if c >= utf8.RuneSelf {
				return false
			}
		}
		return true
	}
	return utf8.Valid(line)
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
