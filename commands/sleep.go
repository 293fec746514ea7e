package commands

import (
	"context"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "sleep",
		Summary: "delay for a specified amount of time",
		Usage:   sleepUsage,
		Run:     runSleep,
	})
}

const sleepUsage = `Usage: sleep NUMBER[SUFFIX]...
  or:  sleep OPTION
Pause for NUMBER seconds.  SUFFIX may be 's' for seconds (the default),
'm' for minutes, 'h' for hours or 'd' for days.  NUMBER need not be an
integer.  Given two or more arguments, pause for the amount of time
specified by the sum of their values.

      --help        display this help and exit

In the sandbox, sleep ends early when the script's time runs out.
`

func runSleep(ctx context.Context, inv *shell.Invocation) int {
	ops, status, done := parseFlags(inv, newFlagSet("sleep"), sleepUsage, 1)
	if done {
		return status
	}
	if len(ops) == 0 {
		errorf(inv, "missing operand")
		io.WriteString(inv.Stderr, "Try 'sleep --help' for more information.\n")
		return 1
	}
	total, bad := 0.0, false
	for _, op := range ops {
		secs, ok := parseInterval(op)
		if !ok {
			errorf(inv, "invalid time interval %s", printf.QuoteLocale(op))
			bad = true
			continue
		}
		total += secs
	}
	if bad {
		io.WriteString(inv.Stderr, "Try 'sleep --help' for more information.\n")
		return 1
	}
	var wait <-chan time.Time
	if total < float64(math.MaxInt64/int64(time.Second)) {
		t := time.NewTimer(time.Duration(math.Ceil(total * float64(time.Second))))
		defer t.Stop()
		wait = t.C
	} // else: longer than Go can time; only cancellation ends it.
	select {
	case <-wait:
		return 0
	case <-ctx.Done():
		return 1
	}
}

// parseInterval parses NUMBER[SUFFIX] as GNU sleep does (strtod syntax:
// decimal, hex, inf; not negative, not NaN) and returns seconds.
func parseInterval(s string) (float64, bool) {
	num := strings.TrimLeft(s, " \t\n\v\f\r")
	mult := 1.0
	if n := len(num); n > 0 {
		switch num[n-1] {
		case 's':
			num = num[:n-1]
		case 'm':
			num, mult = num[:n-1], 60
		case 'h':
			num, mult = num[:n-1], 3600
		case 'd':
			num, mult = num[:n-1], 86400
		}
	}
	if num == "" || strings.ContainsAny(num, "_ \t") || strings.HasSuffix(strings.ToLower(num), "nan") {
		return 0, false
	}
	body := strings.TrimLeft(num, "+-")
	if lb := strings.ToLower(body); strings.HasPrefix(lb, "0x") && !strings.Contains(lb, "p") {
		num += "p0" // strtod's hex floats need no exponent; Go's do
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil && !(v != 0 && strings.Contains(err.Error(), "range")) {
		return 0, false
	}
	if !(v >= 0) {
		return 0, false
	}
	return v * mult, true
}
