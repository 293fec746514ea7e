package commands

import (
	"context"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "true",
		Summary: "do nothing, successfully",
		Usage:   trueUsage,
		Run:     func(ctx context.Context, inv *shell.Invocation) int { return runTrueFalse(inv, trueUsage, 0) },
	})
	register(shell.Command{
		Name:    "false",
		Summary: "do nothing, unsuccessfully",
		Usage:   falseUsage,
		Run:     func(ctx context.Context, inv *shell.Invocation) int { return runTrueFalse(inv, falseUsage, 1) },
	})
}

const trueUsage = `Usage: true [ignored command line arguments]
  or:  true OPTION
Exit with a status code indicating success.

      --help        display this help and exit

NOTE: your shell may have its own version of true, which usually supersedes
the version described here.  Please refer to your shell's documentation
for details about the options it supports.
`

const falseUsage = `Usage: false [ignored command line arguments]
  or:  false OPTION
Exit with a status code indicating failure.

      --help        display this help and exit

NOTE: your shell may have its own version of false, which usually supersedes
the version described here.  Please refer to your shell's documentation
for details about the options it supports.
`

// runTrueFalse ignores its arguments, except that a lone --help prints the
// usage (and false still fails, as GNU's does).
func runTrueFalse(inv *shell.Invocation, usage string, status int) int {
	if len(inv.Args) == 2 && inv.Args[1] == "--help" {
		if _, err := io.WriteString(inv.Stdout, usage); err != nil {
			return 1
		}
	}
	return status
}
