package commands

import (
	"context"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "logname",
		Summary: "print user's login name",
		Usage:   lognameUsage,
		Run:     runLogname,
	})
}

const lognameUsage = `Usage: logname [OPTION]
Print the user's login name.

      --help        display this help and exit

In the sandbox the login name is the sandbox user's (as whoami prints it).
`

func runLogname(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("logname")
	ops, status, done := parseFlags(inv, f, lognameUsage, 1)
	if done {
		return status
	}
	if len(ops) > 0 {
		errorf(inv, "extra operand %s", quoteArg(ops[0]))
		io.WriteString(inv.Stderr, "Try 'logname --help' for more information.\n")
		return 1
	}
	if _, err := io.WriteString(inv.Stdout, sandboxUser(inv)+"\n"); err != nil {
		return 1
	}
	return 0
}
