package commands

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"

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
  -s, --separator=STRING   use STRING as the separator instead of newline
      --help        display this help and exit

The -r (--regex) option is not supported.
`

func runTac(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("tac")
	before := fs.Bool('b', "before")
	sep := fs.String('s', "separator", "\n")
	files, status, done := parseFlags(inv, fs, tacUsage, 1)
	if done {
		return status
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
		if tacWrite(ctx, out, data, s, *before) != nil {
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
