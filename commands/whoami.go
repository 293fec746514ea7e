package commands

import (
	"context"
	"fmt"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "whoami",
		Summary: "print effective user name",
		Usage:   whoamiUsage,
		Run:     runWhoami,
	})
}

const whoamiUsage = `Usage: whoami [OPTION]...
Print the user name associated with the current effective user ID.
Same as id -un.

      --help        display this help and exit
`

func runWhoami(ctx context.Context, inv *shell.Invocation) int {
	ops, status, done := parseFlags(inv, newFlagSet("whoami"), whoamiUsage, 1)
	if done {
		return status
	}
	if len(ops) > 0 {
		operandError(inv, "extra operand %s", quoteArg(ops[0]))
		return 1
	}
	if _, err := fmt.Fprintln(inv.Stdout, sandboxUser(inv)); err != nil {
		return 1
	}
	return 0
}

// sandboxUser is the sandbox's user name: the host-fixed identity, else
// $USER, else "user". It never reflects the host's real user.
func sandboxUser(inv *shell.Invocation) string {
	if inv.Username != "" {
		return inv.Username
	}
	if u := inv.Env["USER"]; u != "" {
		return u
	}
	return "user"
}

// sandboxHost is the sandbox's host name, like sandboxUser.
func sandboxHost(inv *shell.Invocation) string {
	if inv.Hostname != "" {
		return inv.Hostname
	}
	if h := inv.Env["HOSTNAME"]; h != "" {
		return h
	}
	return "localhost"
}

// operandError prints a usage-type error followed by GNU's "Try --help" line.
func operandError(inv *shell.Invocation, format string, args ...any) {
	errorf(inv, format, args...)
	fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
}
