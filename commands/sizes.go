package commands

import (
	"bytes"
	"context"
	"io"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
)

// budget is what one allocation sized by the invocation's input (a width,
// a block size, a repeat count) may take: every such size passes its
// Alloc before make, strings.Repeat or bytes.Repeat sees it.
func budget(inv *shell.Invocation) limits.Budget {
	l := inv.Limits.WithDefaults()
	return limits.Of(l.MaxStringBytes, l.MaxMemoryBytes)
}

// padChunk is the most padding writePad hands to one Write.
const padChunk = 32 << 10

// writePad writes n copies of c, a chunk at a time, checking ctx between
// chunks and stopping at the first write error: a width from input (nl
// -w 2000000000) may be far larger than any buffer, and GNU streams it.
func writePad(ctx context.Context, w io.Writer, c byte, n int64) error {
	if n <= 0 {
		return nil
	}
	chunk := bytes.Repeat([]byte{c}, int(min(n, padChunk)))
	for n > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		k := min(n, int64(len(chunk)))
		if _, err := w.Write(chunk[:k]); err != nil {
			return err
		}
		n -= k
	}
	return nil
}
