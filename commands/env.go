package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "env",
		Summary: "run a program in a modified environment",
		Usage:   envUsage,
		Run:     runEnv,
	})
}

const envUsage = `Usage: env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]
Set each NAME to VALUE in the environment and run COMMAND.

Mandatory arguments to long options are mandatory for short options too.
  -i, --ignore-environment  start with an empty environment
  -0, --null           end each output line with NUL, not newline
  -u, --unset=NAME     remove variable from the environment
  -C, --chdir=DIR      change working directory to DIR
  -S, --split-string=S  process and split S into separate arguments;
                        used to pass multiple arguments on shebang lines
      --block-signal[=SIG]    block delivery of SIG signal(s) to COMMAND
      --default-signal[=SIG]  reset handling of SIG signal(s) to the default
      --ignore-signal[=SIG]   set handling of SIG signal(s) to do nothing
      --list-signal-handling  list non default signal handling to stderr
  -v, --debug          print verbose information for each processing step
      --help        display this help and exit
      --version     output version information and exit

A mere - implies -i.  If no COMMAND, print the resulting environment.

SIG may be a signal name like 'PIPE', or a signal number like '13'.
Without SIG, all known signals are included.  Multiple signals can be
comma-separated.

Signals are the sandbox's: a shell's trap and kill, and how kill of a job
finds the command env ran.
`

// envCanceled is env's own failure status (EXIT_CANCELED).
const envCanceled = 125

func runEnv(ctx context.Context, inv *shell.Invocation) int {
	args, err := envExpandSplit(inv)
	if err != nil {
		errorf(inv, "%s", err)
		return envCanceled
	}
	self := inv // the Invocation the shell made, which KilledBy marks
	inv2 := *inv
	inv2.Args = args
	inv = &inv2
	fs := newFlagSet("env")
	fs.stopAtOperand = true
	fs.declOrder = true // GNU's long_options order, for --d's ambiguity
	ignore := fs.Bool('i', "ignore-environment")
	null := fs.Bool('0', "null")
	unset := fs.Strings('u', "unset")
	dir := fs.String('C', "chdir", "")
	var sigs envSignals
	fs.OptFuncBare("default-signal", func(v string) error { return sigs.action(v, envSigDefault) },
		func() error { sigs.all(envSigDefault); return nil })
	fs.OptFuncBare("ignore-signal", func(v string) error { return sigs.action(v, envSigIgnore) },
		func() error { sigs.all(envSigIgnore); return nil })
	fs.OptFuncBare("block-signal", func(v string) error { return sigs.mask(v, true) },
		func() error { sigs.maskAll(true); return nil })
	list := fs.Bool(0, "list-signal-handling")
	debug := fs.Bool('v', "debug")
	// -S was split above; the parser meets it only without its string.
	fs.String('S', "split-string", "")
	ops, status, done := parseFlags(inv, fs, envUsage, envCanceled)
	if done {
		return status
	}
	if len(ops) > 0 && ops[0] == "-" {
		*ignore = true
		ops = ops[1:]
	}
	usage := func(msg string) int {
		errorf(inv, "%s", msg)
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return envCanceled
	}
	env := map[string]string{}
	// order is the environ's order: putenv replaces a name in place and
	// appends a new one, so env -i B=2 A=1 prints (and passes) B first.
	var order []string
	if *ignore {
		if *debug {
			fmt.Fprintln(inv.Stderr, "cleaning environ")
		}
	} else {
		for k, v := range inv.Env {
			env[k] = v
		}
		for _, kv := range inv.Environ() {
			k, _, _ := strings.Cut(kv, "=")
			order = append(order, k)
		}
	}
	for _, n := range *unset {
		if n == "" || strings.Contains(n, "=") {
			errorf(inv, "cannot unset %s: Invalid argument", quoteArg(n))
			return envCanceled
		}
		if *debug && !*ignore {
			fmt.Fprintf(inv.Stderr, "unset:    %s\n", n)
		}
		delete(env, n)
		order = slices.DeleteFunc(order, func(k string) bool { return k == n })
	}
	for len(ops) > 0 {
		k, v, ok := strings.Cut(ops[0], "=")
		if !ok {
			break
		}
		if *debug {
			fmt.Fprintf(inv.Stderr, "setenv:   %s\n", ops[0])
		}
		if _, ok := env[k]; !ok {
			order = append(order, k)
		}
		env[k] = v
		ops = ops[1:]
	}
	if len(ops) == 0 {
		if fs.Seen("C") {
			return usage("must specify command with --chdir (-C)")
		}
		eol := byte('\n')
		if *null {
			eol = 0
		}
		out := bufio.NewWriter(inv.Stdout)
		e := *inv
		e.Env, e.EnvOrder = env, order
		for _, kv := range e.Environ() {
			out.WriteString(kv)
			out.WriteByte(eol)
		}
		if out.Flush() != nil {
			return 125 // close_stdout fails with EXIT_CANCELED
		}
		return 0
	}
	if *null {
		return usage("cannot specify --null (-0) with command")
	}
	req := shell.ExecRequest{Args: ops, Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: inv.Stderr, Env: env, EnvOrder: order,
		NotRun: notRun(inv, "%s: %s", printf.QuoteLocale)}
	if sigs.changed() || *list {
		h, st := sigs.apply(inv, *debug)
		if st != 0 {
			return st
		}
		if *list {
			envListSignals(inv, h)
		}
		req.Signals = &h
	}
	if fs.Seen("C") {
		if *debug {
			fmt.Fprintf(inv.Stderr, "chdir:    %s\n", quoteFile(*dir))
		}
		d := inv.Path(*dir)
		fi, err := inv.FS.Stat(ctx, d)
		if err == nil && !fi.IsDir() {
			err = vfs.PathError("chdir", d, vfs.ErrNotDir)
		}
		if err != nil {
			errorf(inv, "cannot change directory to %s: %s", quoteFile(*dir), vfs.Strerror(err))
			return envCanceled
		}
		req.Dir = d
	}
	if *debug {
		fmt.Fprintf(inv.Stderr, "executing: %s\n", ops[0])
		for i, a := range ops {
			fmt.Fprintf(inv.Stderr, "   arg[%d]= %s\n", i, quoteArg(a))
		}
	}
	if inv.Exec == nil {
		errorf(inv, "%s: cannot run commands here", quoteArg(ops[0]))
		return 126
	}
	return self.ExecInPlace(ctx, req)
}

// envExpandSplit replaces each -S STRING among the leading options by the
// arguments it splits into.
func envExpandSplit(inv *shell.Invocation) ([]string, error) {
	out := []string{inv.Args[0]}
	args := inv.Args[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || a == "-" || !strings.HasPrefix(a, "-") {
			return append(out, args[i:]...), nil
		}
		var str string
		long, val, hasVal := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		// --split-string, or a prefix of it (no other option starts so).
		isLong := strings.HasPrefix(a, "--") && long != "" && strings.HasPrefix("split-string", long)
		switch {
		case a == "-S" || isLong && !hasVal:
			if i+1 >= len(args) {
				return append(out, args[i:]...), nil // the parser reports it
			}
			i++
			str = args[i]
		case strings.HasPrefix(a, "-S"):
			str = a[2:]
		case isLong:
			str = val
		default:
			out = append(out, a)
			// Options with a separate value keep it.
			if (a == "-u" || a == "-C" || a == "--unset" || a == "--chdir") && i+1 < len(args) {
				i++
				out = append(out, args[i])
			}
			continue
		}
		parts, err := envSplitString(str, inv.Env)
		if err != nil {
			return nil, err
		}
		out = append(out, parts...)
	}
	return out, nil
}

// envSplitString is GNU env's -S splitting: blanks separate arguments,
// '...' and "..." quote, backslash escapes, ${NAME} expands, # starts a
// comment, \c ends the string.
func envSplitString(s string, env map[string]string) ([]string, error) {
	var out []string
	var cur strings.Builder
	have := false
	end := func() {
		if have {
			out = append(out, cur.String())
		}
		cur.Reset()
		have = false
	}
	expand := func(i int) (int, error) {
		// s[i] == '$'
		if i+1 >= len(s) || s[i+1] != '{' {
			return 0, fmt.Errorf("only ${VARNAME} expansion is supported, error at: %s", s[i:])
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return 0, fmt.Errorf("only ${VARNAME} expansion is supported, error at: %s", s[i:])
		}
		cur.WriteString(env[s[i+2:i+j]])
		return i + j + 1, nil
	}
	escape := func(c byte) (byte, bool) {
		switch c {
		case 'f':
			return '\f', true
		case 'n':
			return '\n', true
		case 'r':
			return '\r', true
		case 't':
			return '\t', true
		case 'v':
			return '\v', true
		case '\\', '"', '\'', '#', '$', ' ':
			return c, true
		}
		return 0, false
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || (c >= '\t' && c <= '\r'):
			end()
			i++
		case c == '#' && !have:
			end()
			return out, nil
		case c == '\'':
			have = true
			i++
			for {
				if i >= len(s) {
					return nil, fmt.Errorf("no terminating quote in -S string")
				}
				if s[i] == '\'' {
					i++
					break
				}
				if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '\\' || s[i+1] == '\'') {
					i++
				}
				cur.WriteByte(s[i])
				i++
			}
		case c == '"':
			have = true
			i++
			for {
				if i >= len(s) {
					return nil, fmt.Errorf("no terminating quote in -S string")
				}
				if s[i] == '"' {
					i++
					break
				}
				if s[i] == '$' {
					n, err := expand(i)
					if err != nil {
						return nil, err
					}
					i = n
					continue
				}
				if s[i] == '\\' && i+1 < len(s) {
					switch s[i+1] {
					case '_':
						cur.WriteByte(' ')
						i += 2
						continue
					case 'c':
						return nil, fmt.Errorf("'\\c' must not appear in double-quoted -S string")
					}
					e, ok := escape(s[i+1])
					if !ok {
						return nil, fmt.Errorf("invalid sequence '\\%c' in -S", s[i+1])
					}
					cur.WriteByte(e)
					i += 2
					continue
				}
				cur.WriteByte(s[i])
				i++
			}
		case c == '\\':
			if i+1 >= len(s) {
				return nil, fmt.Errorf("invalid backslash at end of string in -S")
			}
			switch s[i+1] {
			case '_':
				end()
				i += 2
				continue
			case 'c':
				end()
				return out, nil
			}
			e, ok := escape(s[i+1])
			if !ok {
				return nil, fmt.Errorf("invalid sequence '\\%c' in -S", s[i+1])
			}
			cur.WriteByte(e)
			have = true
			i += 2
		case c == '$':
			n, err := expand(i)
			if err != nil {
				return nil, err
			}
			have = true
			i = n
		default:
			cur.WriteByte(c)
			have = true
			i++
		}
	}
	end()
	return out, nil
}

// The handling env sets for a signal, in GNU env's terms: the _NOERR
// kinds come from an option without SIG, which skips the signals that
// cannot be changed (KILL, STOP) silently.
const (
	envSigUnchanged = iota
	envSigDefault
	envSigIgnore
	envSigDefaultNoErr
	envSigIgnoreNoErr
)

// envSigMax is the highest signal number (SIGRTMAX).
const envSigMax = 64

// envSignals collects the signal options in the order given: the last
// one naming a signal decides it.
type envSignals struct {
	act           [envSigMax + 1]int8
	block, unblck uint64 // bit n-1: signal n
	maskChanged   bool
}

func (s *envSignals) changed() bool {
	if s.maskChanged {
		return true
	}
	for _, a := range s.act {
		if a != envSigUnchanged {
			return true
		}
	}
	return false
}

// all is --default-signal or --ignore-signal without SIG: every signal
// that has a name. --default-signal also unblocks them.
func (s *envSignals) all(kind int8) {
	for n := 1; n <= envSigMax; n++ {
		if envSigName(n) != "" {
			s.act[n] = kind + 2 // the _NOERR kind
		}
	}
	if kind == envSigDefault {
		s.maskAll(false)
	}
}

// action is --default-signal=SIG,... or --ignore-signal=SIG,...
func (s *envSignals) action(v string, kind int8) error {
	nums, err := envParseSigList(v)
	if err != nil {
		return err
	}
	for _, n := range nums {
		s.act[n] = kind
	}
	if kind == envSigDefault {
		// GNU's --default-signal unblocks the signals too.
		return s.mask(v, false)
	}
	return nil
}

// maskAll is --block-signal without SIG (or the unblocking part of
// --default-signal without SIG): every signal.
func (s *envSignals) maskAll(block bool) {
	all := uint64(1<<64 - 1)
	// glibc's sigfillset leaves out its two internal signals (32, 33).
	all &^= 1<<(32-1) | 1<<(33-1)
	if block {
		s.block, s.unblck = all, 0
	} else {
		s.block, s.unblck = 0, all
	}
	s.maskChanged = true
}

// mask adds the signals of v to the set to block (or unblock).
func (s *envSignals) mask(v string, block bool) error {
	nums, err := envParseSigList(v)
	if err != nil {
		return err
	}
	s.maskChanged = true
	for _, n := range nums {
		b := uint64(1) << (n - 1)
		if block {
			s.block |= b
			s.unblck &^= b
		} else {
			s.unblck |= b
			s.block &^= b
		}
	}
	return nil
}

// apply is GNU env's reset_signal_handlers and set_signal_proc_mask
// applied to the handling env inherited: the handling its command gets,
// with -v's report of each step. KILL and STOP named explicitly cannot
// be ignored or reset: env fails with status 125.
func (s *envSignals) apply(inv *shell.Invocation, debug bool) (shell.Signals, int) {
	h := inv.Signals
	for n := 1; n <= envSigMax; n++ {
		a := s.act[n]
		if a == envSigUnchanged {
			continue
		}
		toDefault := a == envSigDefault || a == envSigDefaultNoErr
		failed := n == 9 || n == 19 // sigaction refuses them: EINVAL
		if failed && (a == envSigDefault || a == envSigIgnore) {
			errorf(inv, "failed to set signal action for signal %d: %s", n, vfs.Strerror(vfs.ErrInvalid))
			return h, envCanceled
		}
		if !failed {
			if toDefault {
				h.Ignored &^= 1 << (n - 1)
			} else {
				h.Ignored |= 1 << (n - 1)
			}
		}
		if debug {
			what := "IGNORE"
			if toDefault {
				what = "DEFAULT"
			}
			note := ""
			if failed {
				note = " (failure ignored)"
			}
			fmt.Fprintf(inv.Stderr, "Reset signal %s (%d) to %s%s\n", envSigName(n), n, what, note)
		}
	}
	if s.maskChanged {
		for n := 1; n <= envSigMax; n++ {
			b := uint64(1) << (n - 1)
			var what string
			switch {
			case s.block&b != 0:
				h.Blocked |= b
				what = "BLOCK"
			case s.unblck&b != 0:
				h.Blocked &^= b
				what = "UNBLOCK"
			default:
				continue
			}
			if debug {
				fmt.Fprintf(inv.Stderr, "signal %s (%d) mask set to %s\n", envSigName(n), n, what)
			}
		}
		// The kernel blocks neither KILL nor STOP.
		h.Blocked &^= 1<<(9-1) | 1<<(19-1)
	}
	return h, 0
}

// envListSignals is --list-signal-handling: each signal blocked or
// ignored, to standard error.
func envListSignals(inv *shell.Invocation, h shell.Signals) {
	var b strings.Builder
	for n := 1; n <= envSigMax; n++ {
		bit := uint64(1) << (n - 1)
		blocked, ignored := h.Blocked&bit != 0, h.Ignored&bit != 0
		if !blocked && !ignored {
			continue
		}
		how := "BLOCK"
		switch {
		case blocked && ignored:
			how = "BLOCK,IGNORE"
		case ignored:
			how = "IGNORE"
		}
		fmt.Fprintf(&b, "%-10s (%2d): %s\n", envSigName(n), n, how)
	}
	io.WriteString(inv.Stderr, b.String())
}

// envParseSigList parses a comma-separated list of signals (empty items
// are skipped, as strtok does), each as GNU's operand2sig reads it.
func envParseSigList(v string) ([]int, error) {
	var out []int
	for _, item := range strings.Split(v, ",") {
		if item == "" {
			continue
		}
		n := envOperandSig(item)
		if n <= 0 {
			return nil, &usageError{quoteArg(item) + ": invalid signal"}
		}
		out = append(out, n)
	}
	return out, nil
}

// envOperandSig is gnulib's operand2sig: a number (a shell's exit status
// 128+N of a signal counts as N, as WTERMSIG reads it) or a name, any
// case, SIG optional; -1 when it names no signal.
func envOperandSig(s string) int {
	n := -1
	if s[0] >= '0' && s[0] <= '9' {
		v, err := strconv.ParseInt(s, 10, 32)
		if err != nil {
			return -1
		}
		i := int(v)
		// WIFSIGNALED(i) ? WTERMSIG(i) : i
		if t := i & 0x7f; t != 0 && t != 0x7f {
			i = t
		}
		n = i
	} else {
		u := strings.ToUpper(s)
		n = envStrSig(u)
		if n < 0 && strings.HasPrefix(u, "SIG") {
			n = envStrSig(u[3:])
		}
	}
	if n < 0 || envSigName(n) == "" && n != 0 {
		return -1
	}
	return n
}

// envStrSig is gnulib's str2sig on an upper-case name: the names of
// the table, RTMIN+N and RTMAX-N (N as strtol reads it), or a number.
func envStrSig(s string) int {
	if s == "" {
		return -1
	}
	if s[0] >= '0' && s[0] <= '9' {
		v, err := strconv.ParseInt(s, 10, 32)
		if err != nil || v > envSigMax {
			return -1
		}
		return int(v)
	}
	if n, ok := signalNumbers()[s]; ok {
		return n
	}
	const rtmin, rtmax = 34, envSigMax
	for _, p := range []string{"RTMIN", "RTMAX"} {
		if !strings.HasPrefix(s, p) {
			continue
		}
		k, ok := envStrtol(s[len(p):])
		switch {
		case !ok:
		case p == "RTMIN" && k >= 0 && k <= rtmax-rtmin:
			return rtmin + int(k)
		case p == "RTMAX" && k >= rtmin-rtmax && k <= 0:
			return rtmax + int(k)
		}
		return -1
	}
	return -1
}

// envStrtol reads s whole as strtol does in base 10: leading blanks, a
// sign, digits; "" is 0 (strtol's end is then the start, which is the
// end of the string).
func envStrtol(s string) (int64, bool) {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	if t == "" {
		return 0, s == ""
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil || t[0] == '+' && len(t) > 1 && (t[1] == '+' || t[1] == '-') {
		return 0, false
	}
	return v, true
}

// envSigName is gnulib's sig2str: the name of signal n as GNU prints it,
// "" for a number that names no signal (0, glibc's internal 32 and 33).
func envSigName(n int) string {
	if n < 1 || n > envSigMax || n == 32 || n == 33 {
		return ""
	}
	if n <= 31 {
		return envSigNames[n]
	}
	return signalName(n) // RTMIN, RTMIN+N, RTMAX-N, RTMAX
}

// envSigNames are gnulib's primary names of the signals 1 to 31 (the
// first of its table: ABRT before IOT, CHLD before CLD, POLL before IO).
var envSigNames = [32]string{"", "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE", "KILL",
	"USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD", "CONT", "STOP",
	"TSTP", "TTIN", "TTOU", "URG", "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "POLL",
	"PWR", "SYS"}
