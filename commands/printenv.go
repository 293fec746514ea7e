package commands

import (
	"bufio"
	"context"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "printenv",
		Summary: "print all or part of environment",
		Usage:   printenvUsage,
		Run:     runPrintenv,
	})
}

const printenvUsage = `Usage: printenv [OPTION]... [VARIABLE]...
Print the values of the specified environment VARIABLE(s).
If no VARIABLE is specified, print name and value pairs for them all.

  -0, --null     end each output line with NUL, not newline
      --help        display this help and exit
`

func runPrintenv(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("printenv")
	fs.stopAtOperand = true // GNU's "+iu0": options come first
	null := fs.Bool('0', "null")
	names, status, done := parseFlags(inv, fs, printenvUsage, 2)
	if done {
		return status
	}
	eol := byte('\n')
	if *null {
		eol = 0
	}
	out := bufio.NewWriter(inv.Stdout)
	if len(names) == 0 {
		// The sandbox's environment is a map: print it sorted.
		for _, kv := range inv.Environ() {
			out.WriteString(kv)
			out.WriteByte(eol)
		}
		if out.Flush() != nil {
			return 2 // close_stdout fails with PRINTENV_FAILURE
		}
		return 0
	}
	status = 0
	for _, n := range names {
		v, ok := inv.Env[n]
		if !ok || strings.Contains(n, "=") {
			status = 1
			continue
		}
		out.WriteString(v)
		out.WriteByte(eol)
	}
	if out.Flush() != nil {
		return 2 // close_stdout fails with PRINTENV_FAILURE
	}
	return status
}
