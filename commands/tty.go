package commands

import (
	"context"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "tty",
		Summary: "print the file name of the terminal connected to standard input",
		Usage:   ttyUsage,
		Run:     runTty,
	})
}

const ttyUsage = `Usage: tty [OPTION]...
Print the file name of the terminal connected to standard input.

  -s, --silent, --quiet   print nothing, only return an exit status
      --help        display this help and exit

In the sandbox standard input is never a terminal.
`

func runTty(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("tty")
	silent := f.Bool('s', "silent")
	quiet := f.Bool(0, "quiet")
	ops, status, done := parseFlags(inv, f, ttyUsage, 2)
	if done {
		return status
	}
	if len(ops) > 0 {
		errorf(inv, "extra operand %s", quoteArg(ops[0]))
		io.WriteString(inv.Stderr, "Try 'tty --help' for more information.\n")
		return 2
	}
	if !*silent && !*quiet {
		if _, err := io.WriteString(inv.Stdout, "not a tty\n"); err != nil {
			return 3
		}
	}
	return 1
}
