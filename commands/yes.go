package commands

import (
	"bytes"
	"context"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "yes",
		Summary: "output a string repeatedly until killed",
		Usage:   yesUsage,
		Run:     runYes,
	})
}

const yesUsage = `Usage: yes [STRING]...
Repeatedly output a line with all specified STRING(s), or 'y'.

      --help        display this help and exit

In the sandbox, yes stops when the output limit is reached, the reader
of a pipe goes away, or the script's time runs out.
`

func runYes(ctx context.Context, inv *shell.Invocation) int {
	ops, status, done := parseFlags(inv, newFlagSet("yes"), yesUsage, 1)
	if done {
		return status
	}
	line := "y\n"
	if len(ops) > 0 {
		line = strings.Join(ops, " ") + "\n"
	}
	// Fill a buffer with whole lines so each write is large, as GNU does.
	n := 1
	if len(line) < 8192 {
		n = 8192 / len(line)
	}
	buf := bytes.Repeat([]byte(line), n)
	for {
		if ctx.Err() != nil {
			return 1
		}
		if _, err := inv.Stdout.Write(buf); err != nil {
			writeFailed(inv, err, "standard output")
			return 1
		}
	}
}
