package commands

import (
	"context"
	"fmt"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "nproc",
		Summary: "print the number of processing units available",
		Usage:   nprocUsage,
		Run:     runNproc,
	})
}

const nprocUsage = `Usage: nproc [OPTION]...
Print the number of processing units available to the current process,
which may be less than the number of online processors

      --all      print the number of installed processors
      --ignore=N  if possible, exclude N processing units
      --help        display this help and exit

In the sandbox the number is fixed (virtualProcessors), never the host's.
`

// virtualProcessors is the sandbox's processor count: one, since a script
// runs its commands one at a time whatever the host has.
const virtualProcessors = 1

func runNproc(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("nproc")
	f.Bool(0, "all")
	ignore := f.String(0, "ignore", "0")
	ops, status, done := parseFlags(inv, f, nprocUsage, 1)
	if done {
		return status
	}
	if len(ops) > 0 {
		operandError(inv, "extra operand %s", quoteArg(ops[0]))
		return 1
	}
	ign, err := strconv.ParseUint(*ignore, 10, 64)
	if err != nil {
		errorf(inv, "invalid number: %s", quoteArg(*ignore))
		return 1
	}
	n := uint64(virtualProcessors)
	if ign >= n {
		n = 1
	} else {
		n -= ign
	}
	if _, err := fmt.Fprintln(inv.Stdout, n); err != nil {
		return 1
	}
	return 0
}
