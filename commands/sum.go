package commands

import (
	"bufio"
	"context"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "sum",
		Summary: "checksum and count the blocks in a file",
		Usage:   sumCmdUsage,
		Run:     runSumCmd,
	})
}

const sumCmdUsage = `Usage: sum [OPTION]... [FILE]...
Print or check BSD (16-bit) checksums.

With no FILE, or when FILE is -, read standard input.

  -r              use BSD sum algorithm (the default), use 1K blocks
  -s, --sysv      use System V sum algorithm, use 512 bytes blocks
      --help        display this help and exit
`

func runSumCmd(ctx context.Context, inv *shell.Invocation) int {
	return watchStdin(inv, func(inv *shell.Invocation) int { return runSumCmdWatched(ctx, inv) })
}

func runSumCmdWatched(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("sum")
	algo := "bsd"
	f.Func('r', "", false, func(string) error { algo = "bsd"; return nil })
	f.Func('s', "sysv", false, func(string) error { algo = "sysv"; return nil })
	ops, status, done := parseFlags(inv, f, sumCmdUsage, 1)
	if done {
		return status
	}
	// Without operands the name is left out.
	named := len(ops) > 0
	if !named {
		ops = []string{"-"}
	}
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	for _, name := range ops {
		if ctx.Err() != nil {
			return 1
		}
		line, ok := checksumLine(ctx, inv, algo, name, out)
		if !ok {
			status = 1
			continue
		}
		if !named {
			line = strings.TrimSuffix(line, " -")
		}
		out.WriteString(line + "\n")
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}
