package commands

import (
	"context"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "timeout",
		Summary: "run a command with a time limit",
		Usage:   timeoutUsage,
		Run:     runTimeout,
	})
}

const timeoutUsage = `Usage: timeout [OPTION] DURATION COMMAND [ARG]...
Start COMMAND, and kill it if still running after DURATION.

Mandatory arguments to long options are mandatory for short options too.
      --preserve-status
                 exit with the same status as COMMAND, even when the
                   command times out
      --foreground
                 when not running timeout directly from a shell prompt,
                   allow COMMAND to read from the TTY and get TTY signals;
                   in this mode, children of COMMAND will not be timed out
  -k, --kill-after=DURATION
                 also send a KILL signal if COMMAND is still running
                   this long after the initial signal was sent
  -s, --signal=SIGNAL
                 specify the signal to be sent on timeout;
                   SIGNAL may be a name like 'HUP' or a number;
                   see 'kill -l' for a list of signals
  -v, --verbose  diagnose to stderr any signal sent upon timeout
      --help        display this help and exit

DURATION is a floating point number with an optional suffix:
's' for seconds (the default), 'm' for minutes, 'h' for hours or 'd' for days.
A duration of 0 disables the associated timeout.

Upon timeout, send the TERM signal to COMMAND, if no other SIGNAL specified.
The TERM signal kills any process that does not block or catch that signal.
It may be necessary to use the KILL signal, since this signal can't be caught.

Exit status:
  124  if COMMAND times out, and --preserve-status is not specified
  125  if the timeout command itself fails
  126  if COMMAND is found but cannot be invoked
  127  if COMMAND cannot be found
  -    the exit status of COMMAND otherwise

In the sandbox a signal is the cancellation of the command's context: every
command stops at once, so -k only has its duration checked.
`

// signalNumbers are the Linux signal numbers timeout accepts by name.
var signalNumbers = sync.OnceValue(func() map[string]int {
	return map[string]int{
		"HUP": 1, "INT": 2, "QUIT": 3, "ILL": 4, "TRAP": 5, "ABRT": 6, "IOT": 6, "BUS": 7,
		"FPE": 8, "KILL": 9, "USR1": 10, "SEGV": 11, "USR2": 12, "PIPE": 13, "ALRM": 14,
		"TERM": 15, "STKFLT": 16, "CHLD": 17, "CLD": 17, "CONT": 18, "STOP": 19, "TSTP": 20,
		"TTIN": 21, "TTOU": 22, "URG": 23, "XCPU": 24, "XFSZ": 25, "VTALRM": 26, "PROF": 27,
		"WINCH": 28, "IO": 29, "POLL": 29, "PWR": 30, "SYS": 31,
	}
})

// signalName returns the name GNU prints for signal n ("TERM", "RTMIN+2").
func signalName(n int) string {
	best := ""
	for name, v := range signalNumbers() {
		// IOT, CLD and IO are aliases; print gnulib's primary names
		// (ABRT, CHLD, POLL: the first of its table).
		if v == n && name != "IOT" && name != "CLD" && name != "IO" {
			best = name
		}
	}
	if best != "" {
		return best
	}
	switch {
	case n == 34:
		return "RTMIN"
	case n == 64:
		return "RTMAX"
	case n > 34 && n < 50:
		return "RTMIN+" + strconv.Itoa(n-34)
	case n >= 50 && n < 64:
		return "RTMAX-" + strconv.Itoa(64-n)
	}
	return strconv.Itoa(n)
}

// parseSignal parses a signal name (TERM, SIGTERM, term is not accepted by
// GNU) or number.
func parseSignal(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, n >= 0 && n <= 64
	}
	name := strings.TrimPrefix(s, "SIG")
	if n, ok := signalNumbers()[name]; ok {
		return n, true
	}
	switch {
	case name == "RTMIN":
		return 34, true
	case name == "RTMAX":
		return 64, true
	case strings.HasPrefix(name, "RTMIN+"):
		if k, err := strconv.Atoi(name[6:]); err == nil && k >= 0 && k <= 30 {
			return 34 + k, true
		}
	case strings.HasPrefix(name, "RTMAX-"):
		if k, err := strconv.Atoi(name[6:]); err == nil && k >= 0 && k <= 30 {
			return 64 - k, true
		}
	}
	return 0, false
}

func runTimeout(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("timeout")
	f.stopAtOperand = true
	preserve := f.Bool(0, "preserve-status")
	foreground := f.Bool(0, "foreground")
	killAfter := f.String('k', "kill-after", "")
	sigName := f.String('s', "signal", "TERM")
	verbose := f.Bool('v', "verbose")
	ops, status, done := parseFlags(inv, f, timeoutUsage, 125)
	if done {
		return status
	}
	try := func() int {
		io.WriteString(inv.Stderr, "Try 'timeout --help' for more information.\n")
		return 125
	}
	sig, ok := parseSignal(*sigName)
	if !ok {
		errorf(inv, "%s: invalid signal", printf.QuoteLocale(*sigName))
		return try()
	}
	if f.Seen("k") {
		if _, ok := parseInterval(*killAfter); !ok {
			errorf(inv, "invalid time interval %s", printf.QuoteLocale(*killAfter))
			return try()
		}
	}
	if len(ops) < 2 {
		return try()
	}
	secs, ok := parseInterval(ops[0])
	if !ok {
		errorf(inv, "invalid time interval %s", printf.QuoteLocale(ops[0]))
		return try()
	}
	runCtx, cancel := ctx, context.CancelFunc(func() {})
	if secs > 0 && secs < float64(math.MaxInt64/int64(time.Second)) {
		// Round up as GNU does (it never times out early).
		runCtx, cancel = context.WithTimeout(ctx, time.Duration(math.Ceil(secs*float64(time.Second))))
	}
	defer cancel()
	// A command killed at the timeout says nothing more: what it would
	// print about its interrupted wait (a FIFO's open) is dropped.
	stderr := killedQuiet{w: inv.Stderr, ctx: runCtx}
	var killed int
	st := inv.Exec(runCtx, shell.ExecRequest{Args: ops[1:], Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: stderr,
		NotRun: notRun(inv, "failed to run command %s: %s", printf.QuoteLocale), KilledBy: &killed})
	if ctx.Err() != nil || runCtx.Err() == nil {
		if killed != 0 && ctx.Err() == nil {
			// A command a signal killed before the time was up: GNU's
			// timeout raises the same signal on itself.
			inv.KilledBy(killed)
		}
		return st // finished in time, or the whole script was stopped
	}
	if *verbose {
		errorf(inv, "sending signal %s to command %s", signalName(sig), printf.QuoteLocale(ops[1]))
	}
	switch {
	case sig == 9 && !*foreground:
		// GNU's timeout signals its whole process group, itself too:
		// KILL, which it cannot catch, ends it, as its shell reports.
		inv.KilledBy(sig)
		return 128 + sig
	case *preserve, sig == 9:
		return 128 + sig
	}
	return 124
}

// killedQuiet is the stderr of a command run by timeout: writes after the
// timeout are dropped, as a killed process writes nothing.
type killedQuiet struct {
	w   io.Writer
	ctx context.Context
}

func (k killedQuiet) Write(p []byte) (int, error) {
	if k.ctx.Err() != nil {
		return len(p), nil
	}
	return k.w.Write(p)
}
