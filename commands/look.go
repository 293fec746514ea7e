package commands

import (
	"bufio"
	"context"
	"errors"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "look",
		Summary: "display lines beginning with a given string",
		Usage:   lookUsage,
		Run:     runLook,
	})
}

const lookUsage = `
Usage:
 look [options] <string> [<file>...]

Display lines beginning with a specified string.

Options:
 -a, --alternative        use the alternative dictionary
 -d, --alphanum           compare only blanks and alphanumeric characters
 -f, --ignore-case        ignore case differences when comparing
 -t, --terminate <char>   define the string-termination character

 -h, --help               display this help
 -V, --version            display version

For more details see look(1).
`

// look is util-linux's look: a binary search, then a linear one, over a
// file it takes to be sorted as it compares (bytes, with -d only blanks and
// alphanumerics, with -f folded to lower case).
type look struct {
	key         []byte
	alnum, fold bool
	ctx         context.Context
}

func runLook(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("look")
	f.declOrder = true
	file := "/usr/share/dict/words"
	// WORDLIST names the default file when it can be read.
	if w := inv.Env["WORDLIST"]; w != "" {
		if fl, err := vfs.Open(ctx, inv.FS, inv.Path(w)); err == nil {
			fl.Close()
			file = w
		}
	}
	f.Func('a', "alternative", false, func(string) error { file = "/usr/share/dict/web2"; return nil })
	alnum := f.Bool('d', "alphanum")
	fold := f.Bool('f', "ignore-case")
	var term byte
	f.Func('t', "terminate", true, func(v string) error {
		term = 0
		if v != "" {
			term = v[0]
		}
		return nil
	})
	f.Func('h', "help", false, func(string) error { return errHelp })
	f.Func('V', "version", false, func(string) error { return errVersion })
	ops, status, done := parseFlags(inv, f, lookUsage, 1)
	if done {
		return status
	}
	var key string
	switch len(ops) {
	case 2:
		key, file = ops[0], ops[1]
	case 1:
		// Only the default file implies -d and -f.
		key = ops[0]
		*alnum, *fold = true, true
	default:
		operandError(inv, "bad usage")
		return 1
	}
	if term != 0 {
		for i := 0; i < len(key); i++ {
			if key[i] == term {
				key = key[:i+1]
				break
			}
		}
	}
	data, err := lookRead(ctx, inv, file)
	if err != nil {
		fileError(inv, file, err)
		return 1
	}
	l := &look{alnum: *alnum, fold: *fold, ctx: ctx}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if l.alnum && !lookAlnumBlank(c) {
			continue
		}
		if l.fold {
			c = lookLower(c)
		}
		l.key = append(l.key, c)
	}
	front := l.linear(data, l.binary(data))
	if front < 0 {
		return 1
	}
	out := bufio.NewWriter(inv.Stdout)
	for front < len(data) && l.compare(data[front:]) == 0 {
		if ctx.Err() != nil {
			return 1
		}
		end := front
		for end < len(data) && data[end] != '\n' {
			end++
		}
		if end < len(data) {
			end++
		}
		if _, err := out.Write(data[front:end]); err != nil {
			return 1
		}
		front = end
	}
	if out.Flush() != nil {
		errorf(inv, "write error")
		return 1
	}
	return 0
}

// lookRead reads the whole file, as look maps it: a directory is ENODEV
// and an empty file EINVAL (mmap's), a file larger than the string limit
// is refused.
func lookRead(ctx context.Context, inv *shell.Invocation, name string) ([]byte, error) {
	fl, err := vfs.Open(ctx, inv.FS, inv.Path(name))
	if err != nil {
		return nil, err
	}
	defer fl.Close()
	fi, err := fl.Stat()
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return nil, errors.New("No such device")
	}
	data, err := readAllLimited(ctxReader{ctx, fl}, inv.Limits.WithDefaults().MaxStringBytes)
	if err == nil && len(data) == 0 {
		return nil, errors.New("Invalid argument")
	}
	return data, err
}

func lookAlnumBlank(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ' ' || c == '\t'
}

func lookLower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// skipLine is the index after the newline ending the line at p (or end).
func skipLine(data []byte, p, end int) int {
	for p < end {
		p++
		if data[p-1] == '\n' {
			break
		}
	}
	return p
}

// binary narrows to the first line that may match, look's binary_search.
func (l *look) binary(data []byte) int {
	front, back := 0, len(data)
	p := skipLine(data, front+(back-front)/2, back)
	for p < back && back > front {
		if l.ctx.Err() != nil {
			return back
		}
		if l.compare(data[p:back]) > 0 {
			front = p
		} else {
			back = p
		}
		p = skipLine(data, front+(back-front)/2, back)
	}
	return front
}

// linear walks from front to the first matching line (-1: none), look's
// linear_search.
func (l *look) linear(data []byte, front int) int {
	for front < len(data) {
		if l.ctx.Err() != nil {
			return -1
		}
		switch l.compare(data[front:]) {
		case 0:
			return front
		case -1:
			return -1
		}
		front = skipLine(data, front, len(data))
	}
	return -1
}

// compare is 1 when the key sorts after the line (look's GREATER), -1
// before it and 0 when the line starts with it: up to the key's length of
// the line's characters (those -d keeps, folded with -f) against the key,
// bytewise as strcoll in the C.UTF-8 locale (a NUL ends the line's part).
func (l *look) compare(line []byte) int {
	i := 0
	for p := 0; i < len(l.key) && p < len(line) && line[p] != '\n'; p++ {
		c := line[p]
		if l.alnum && !lookAlnumBlank(c) {
			continue
		}
		if l.fold {
			c = lookLower(c)
		}
		switch {
		case c < l.key[i]:
			return 1
		case c > l.key[i]:
			return -1
		}
		i++
	}
	if i < len(l.key) {
		return 1
	}
	return 0
}
