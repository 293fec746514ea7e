package commands

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "nice",
		Summary: "run a program with modified scheduling priority",
		Usage:   niceUsage,
		Run:     runNice,
	})
}

const niceUsage = `Usage: nice [OPTION] [COMMAND [ARG]...]
Run COMMAND with an adjusted niceness, which affects process scheduling.
With no COMMAND, print the current niceness.  Niceness values range from
-20 (most favorable to the process) to 19 (least favorable to the process).

Mandatory arguments to long options are mandatory for short options too.
  -n, --adjustment=N   add integer N to the niceness (default 10)
      --help        display this help and exit

In the sandbox the niceness is only recorded: nice inside COMMAND prints
it, and scheduling is unchanged.
`

// niceKey carries the niceness a command runs with through Exec's context.
type niceKey struct{}

func currentNiceness(ctx context.Context) int {
	n, _ := ctx.Value(niceKey{}).(int)
	return n
}

func runNice(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	adjust, adjustSet := "10", false
	// The obsolete form: "nice -N COMMAND" (and "-+N", "--N").
	if len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' && isAdjustment(args[0][1:]) {
		adjust, adjustSet = args[0][1:], true
		args = args[1:]
	}
	f := newFlagSet("nice")
	f.stopAtOperand = true
	n := f.String('n', "adjustment", "")
	sub := *inv
	sub.Args = append([]string{inv.Args[0]}, args...)
	ops, status, done := parseFlags(&sub, f, niceUsage, 125)
	if done {
		return status
	}
	if f.Seen("n") {
		adjust, adjustSet = *n, true
	}
	cur := currentNiceness(ctx)
	if !adjustSet && len(ops) == 0 {
		_, err := fmt.Fprintf(inv.Stdout, "%d\n", cur)
		if err != nil {
			return 1
		}
		return 0
	}
	v, err := strconv.ParseInt(strings.TrimSpace(adjust), 10, 64)
	if err != nil && !isAdjustment(strings.TrimSpace(adjust)) {
		errorf(inv, "invalid adjustment %s", quoteArg(adjust))
		return 125
	}
	if err != nil { // out of range: clamps like any large value
		v = 1 << 40
		if strings.HasPrefix(strings.TrimSpace(adjust), "-") {
			v = -v
		}
	}
	if len(ops) == 0 {
		errorf(inv, "a command must be given with an adjustment")
		io.WriteString(inv.Stderr, "Try 'nice --help' for more information.\n")
		return 125
	}
	next := min(max(int64(cur)+v, -20), 19)
	if next < int64(cur) && sandboxIdentity(inv).id != 0 {
		// Only root may lower the niceness; GNU warns and runs anyway.
		errorf(inv, "cannot set niceness: Permission denied")
		next = int64(cur)
	}
	runCtx := context.WithValue(ctx, niceKey{}, int(next))
	return inv.ExecInPlace(runCtx, shell.ExecRequest{Args: ops, Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: inv.Stderr,
		NotRun: notRun(inv, "%s: %s", quoteArg)})
}

// isAdjustment reports whether s is an integer as nice's obsolete -N
// form accepts it: an optional sign and digits.
func isAdjustment(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return true
}
