package commands

import (
	"context"
	"fmt"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "groups",
		Summary: "print the groups a user is in",
		Usage:   groupsUsage,
		Run:     runGroups,
	})
}

const groupsUsage = `Usage: groups [OPTION]... [USERNAME]...
Print group memberships for each USERNAME or, if no USERNAME is specified, for
the current process (which may differ if the groups database has changed).
      --help        display this help and exit

The sandbox's users (its own and root) are each in one group of the same
name.
`

func runGroups(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("groups")
	ops, status, done := parseFlags(inv, f, groupsUsage, 1)
	if done {
		return status
	}
	if len(ops) == 0 {
		if _, err := fmt.Fprintln(inv.Stdout, sandboxIdentity(inv).name); err != nil {
			return 1
		}
		return 0
	}
	for _, u := range ops {
		if !sandboxAccount(inv, u) {
			errorf(inv, "%s: no such user", quoteArg(u))
			status = 1
			continue
		}
		if _, err := fmt.Fprintf(inv.Stdout, "%s : %s\n", u, u); err != nil {
			return 1
		}
	}
	return status
}
