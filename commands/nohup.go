package commands

import (
	"context"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "nohup",
		Summary: "run a command immune to hangups",
		Usage:   nohupUsage,
		Run:     runNohup,
	})
}

const nohupUsage = `Usage: nohup COMMAND [ARG]...
  or:  nohup OPTION
Run COMMAND, ignoring hangup signals.

      --help        display this help and exit

If standard input is a terminal, redirect it from an unreadable file.
If standard output is a terminal, append output to 'nohup.out' if possible,
'$HOME/nohup.out' otherwise.
If standard error is a terminal, redirect it to standard output.
To save output to FILE, use 'nohup COMMAND > FILE'.

In the sandbox no stream is a terminal: COMMAND runs with the streams it
is given.
`

// nohupFailed is nohup's own failure status (EXIT_CANCELED).
const nohupFailed = 125

// runNohup runs its command as it is: nothing in the sandbox sends
// SIGHUP, and no stream is a terminal, so GNU nohup would redirect
// nothing either.
func runNohup(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("nohup")
	f.stopAtOperand = true
	ops, status, done := parseFlags(inv, f, nohupUsage, nohupFailed)
	if done {
		return status
	}
	if len(ops) == 0 {
		errorf(inv, "missing operand")
		io.WriteString(inv.Stderr, "Try 'nohup --help' for more information.\n")
		return nohupFailed
	}
	if inv.Exec == nil {
		errorf(inv, "%s: cannot run commands here", quoteArg(ops[0]))
		return 126
	}
	// The command runs with SIGHUP ignored, as nohup's signal (SIGHUP,
	// SIG_IGN) before its exec: a child shell shows it in trap -p and
	// cannot trap it, kill -HUP does not end it.
	sigs := inv.Signals
	sigs.Ignored |= 1 << (1 - 1)
	// GNU nohup quotes the command with quote(), plain ASCII quotes.
	return inv.ExecInPlace(ctx, shell.ExecRequest{Args: ops, Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: inv.Stderr,
		NotRun:  notRun(inv, "failed to run command %s: %s", func(s string) string { return "'" + s + "'" }),
		Signals: &sigs})
}
