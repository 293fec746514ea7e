package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "dirname",
		Summary: "strip last component from file name",
		Usage:   dirnameUsage,
		Run:     runDirname,
	})
}

const dirnameUsage = `Usage: dirname [OPTION] NAME...
Output each NAME with its last non-slash component and trailing slashes
removed; if NAME contains no /'s, output '.' (meaning the current directory).

  -z, --zero     end each output line with NUL, not newline
      --help        display this help and exit

Examples:
  dirname /usr/bin/          -> "/usr"
  dirname dir1/str dir2/str  -> "dir1" followed by "dir2"
  dirname stdio.h            -> "."
`

func runDirname(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("dirname")
	zero := f.Bool('z', "zero")
	names, status, done := parseFlags(inv, f, dirnameUsage, 1)
	if done {
		return status
	}
	if len(names) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	var b strings.Builder
	for _, n := range names {
		b.WriteString(dirName(n))
		b.WriteString(end)
	}
	if _, err := fmt.Fprint(inv.Stdout, b.String()); err != nil {
		return 1
	}
	return 0
}

// dirName is GNU dirname's transformation (no path cleaning: "a/../b"
// gives "a/..").
func dirName(name string) string {
	s := strings.TrimRight(name, "/")
	if s == "" {
		if strings.HasPrefix(name, "/") {
			return "/"
		}
		return "."
	}
	i := strings.LastIndexByte(s, '/')
	if i < 0 {
		return "."
	}
	s = strings.TrimRight(s[:i], "/")
	if s == "" {
		return "/"
	}
	return s
}
