package commands

import (
	"context"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "arch",
		Summary: "print machine hardware name (same as uname -m)",
		Usage:   archUsage,
		Run:     runArch,
	})
}

const archUsage = `Usage: arch [OPTION]...
Print machine architecture.

      --help        display this help and exit
`

func runArch(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("arch")
	ops, status, done := parseFlags(inv, f, archUsage, 1)
	if done {
		return status
	}
	if len(ops) > 0 {
		errorf(inv, "extra operand %s", quoteArg(ops[0]))
		io.WriteString(inv.Stderr, "Try 'arch --help' for more information.\n")
		return 1
	}
	if _, err := io.WriteString(inv.Stdout, unameMachine+"\n"); err != nil {
		return 1
	}
	return 0
}
