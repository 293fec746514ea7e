package commands

import (
	"context"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// readFiles0From reads the NUL-terminated names of --files0-from=FROM as du
// and wc do (the last name may lack its NUL; "-" is standard input). A file
// that cannot be opened or read is reported with GNU's text and ok is false.
func readFiles0From(ctx context.Context, inv *shell.Invocation, from string) (names []string, ok bool) {
	return readNames0(ctx, inv, from, quoteFile, func(err error) { fileError(inv, quoteName(from), err) })
}

// readNames0 is readFiles0From with the open error's quoting of FROM and
// the read error's report given (find words them otherwise).
func readNames0(ctx context.Context, inv *shell.Invocation, from string, quote func(string) string, readErr func(error)) (names []string, ok bool) {
	r, closeFn, err := openText(ctx, inv, from)
	if err != nil {
		errorf(inv, "cannot open %s for reading: %s", quote(from), vfs.Strerror(err))
		return nil, false
	}
	data, err := io.ReadAll(r)
	closeFn()
	if err != nil {
		readErr(err)
		return nil, false
	}
	names = strings.Split(string(data), "\x00")
	if names[len(names)-1] == "" {
		names = names[:len(names)-1]
	}
	return names, true
}
