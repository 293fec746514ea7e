package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "xargs",
		Summary: "build and execute command lines from standard input",
		Usage:   xargsUsage,
		Run:     runXargs,
	})
}

const xargsUsage = `Usage: xargs [OPTION]... COMMAND [INITIAL-ARGS]...
Run COMMAND with arguments INITIAL-ARGS and more arguments read from input.

Mandatory and optional arguments to long options are also
mandatory or optional for the corresponding short option.
  -0, --null                   items are separated by a null, not whitespace;
                                 disables quote and backslash processing and
                                 logical EOF processing
  -a, --arg-file=FILE          read arguments from FILE, not standard input
  -d, --delimiter=CHARACTER    items in input stream are separated by CHARACTER,
                                 not by whitespace; disables quote and backslash
                                 processing and logical EOF processing
  -E END                       set logical EOF string; if END occurs as a line
                                 of input, the rest of the input is ignored
                                 (ignored if -0 or -d was specified)
  -e, --eof[=END]              equivalent to -E END if END is specified;
                                 otherwise, there is no end-of-file string
  -I R                         same as --replace=R
  -i, --replace[=R]            replace R in INITIAL-ARGS with names read
                                 from standard input, split at newlines;
                                 if R is unspecified, assume {}
  -L, --max-lines=MAX-LINES    use at most MAX-LINES non-blank input lines per
                                 command line
  -l[MAX-LINES]                similar to -L but defaults to at most one non-
                                 blank input line if MAX-LINES is not specified
  -n, --max-args=MAX-ARGS      use at most MAX-ARGS arguments per command line
  -P, --max-procs=MAX-PROCS    accepted; commands run one at a time in the sandbox
      --process-slot-var=VAR   set environment variable VAR in child processes
                                 (always 0: one at a time)
  -r, --no-run-if-empty        if there are no arguments, then do not run COMMAND;
                                 if this option is not given, COMMAND will be
                                 run at least once
  -s, --max-chars=MAX-CHARS    limit length of command line to MAX-CHARS
      --show-limits            show limits on command-line length (the
                                 sandbox's own: see below)
  -t, --verbose                print commands before executing them
  -x, --exit                   exit if the size (see -s) is exceeded
      --help                   display this help and exit

-p (--interactive) and -o (--open-tty) are not supported in the sandbox.
Commands run inside the sandbox, where no kernel ARG_MAX applies: the limit
--show-limits states is the sandbox's limit on one string, less the
environment and 2048 bytes, as GNU's is computed from ARG_MAX.

Exit status is 123 if any invocation of the command exited with status
1-125, 124 if the command exited with status 255, 126 if the command
cannot be run and 127 if it is not found.
`

// xargsArgMax is the default command line size, as GNU xargs uses.
const xargsArgMax = 131072

// xargsShowLimits is --show-limits: GNU's text with the sandbox's own
// figures. Commands run in the sandbox's process, so no kernel ARG_MAX
// applies: the limit on a command line here is the sandbox's limit on one
// string (Limits.MaxStringBytes), less the environment and POSIX's 2048
// bytes of headroom, as GNU computes from ARG_MAX.
func xargsShowLimits(inv *shell.Invocation, bufSize int) {
	env := 0
	for k, v := range inv.Env {
		env += len(k) + 1 + len(v) + 1 // "k=v" and its NUL, as in environ
	}
	argMax := inv.Limits.WithDefaults().MaxStringBytes - 2048 - env
	fmt.Fprintf(inv.Stderr, "Your environment variables take up %d bytes\n", env)
	fmt.Fprintf(inv.Stderr, "POSIX upper limit on argument length (this system): %d\n", argMax)
	fmt.Fprintf(inv.Stderr, "POSIX smallest allowable upper limit on argument length (all systems): %d\n", 4096)
	fmt.Fprintf(inv.Stderr, "Maximum length of command we could actually use: %d\n", argMax-env)
	fmt.Fprintf(inv.Stderr, "Size of command buffer we are actually using: %d\n", bufSize)
	fmt.Fprintf(inv.Stderr, "Maximum parallelism (--max-procs must be no greater): %d\n", math.MaxInt32)
}

type xargsFail struct{ msg string }

func (e *xargsFail) Error() string { return e.msg }

// xargsReader yields input items and the number of input lines they span.
type xargsReader struct {
	br       *bufio.Reader
	delim    int // -1: whitespace and quotes
	eofStr   string
	replace  bool // -I: one item per line
	maxLines bool // -L: report line ends
	done     bool
	// limit bounds one argument's length (GNU's line buffer).
	limit int
	// warn prints a warning (once for NUL bytes).
	warn      func(string)
	warnedNUL bool
	buf       []byte // the item being read, reused
}

// next returns the next item and whether it ends a logical input line
// (for -L). ok is false at the end of input.
func (x *xargsReader) next() (item string, eol bool, ok bool, err error) {
	if x.done {
		return "", false, false, nil
	}
	if x.delim >= 0 {
		s, err := x.br.ReadString(byte(x.delim))
		if err == io.EOF {
			x.done = true
			if s == "" {
				return "", false, false, nil
			}
			return s, true, true, nil
		}
		if err != nil {
			return "", false, false, err
		}
		return s[:len(s)-1], true, true, nil
	}
	x.buf = x.buf[:0]
	inItem := false
	quote := byte(0)
	var prev, c byte
	for {
		prev = c
		var err error
		c, err = x.br.ReadByte()
		if err == io.EOF {
			x.done = true
			if len(x.buf) == 0 {
				// GNU drops an empty last argument, even an unclosed quote.
				return "", false, false, nil
			}
			if quote != 0 {
				kind := "single"
				if quote == '"' {
					kind = "double"
				}
				return "", false, false, &xargsFail{fmt.Sprintf("unmatched %s quote; by default quotes are special to xargs unless you use the -0 option", kind)}
			}
			if inItem {
				return x.finish(string(x.buf), true)
			}
			return "", false, false, nil
		}
		if err != nil {
			return "", false, false, err
		}
		if x.limit >= 0 && len(x.buf) > x.limit {
			x.done = true
			return "", false, false, &xargsFail{"argument line too long"}
		}
		if c == 0 && !x.warnedNUL {
			// The argument will end at the NUL (see cString).
			x.warnedNUL = true
			if x.warn != nil {
				x.warn("WARNING: a NUL character occurred in the input.  It cannot be passed through in the argument list.  Did you mean to use the --null option?")
			}
		}
		if quote != 0 {
			switch c {
			case quote:
				quote = 0
			case '\n':
				kind := "single"
				if quote == '"' {
					kind = "double"
				}
				x.done = true
				return "", false, false, &xargsFail{fmt.Sprintf("unmatched %s quote; by default quotes are special to xargs unless you use the -0 option", kind)}
			default:
				x.buf = append(x.buf, c)
			}
			continue
		}
		switch {
		case c == '\n':
			if x.replace {
				if !inItem {
					continue
				}
				return x.finish(string(x.buf), true)
			}
			if inItem {
				// A line whose last byte is a blank, even an escaped one,
				// continues on the next line (-L).
				return x.finish(string(x.buf), !(prev == ' ' || prev == '\t'))
			}
			continue
		case (c == ' ' || c == '\t') && !x.replace:
			if inItem {
				return x.finish(string(x.buf), false)
			}
			continue
		case (c == ' ' || c == '\t') && x.replace:
			if inItem {
				x.buf = append(x.buf, c)
			}
			continue
		case c == '\'' || c == '"':
			quote = c
			inItem = true
		case c == '\\':
			if n, err := x.br.ReadByte(); err == nil {
				x.buf = append(x.buf, n)
				inItem = true
				c = n
			}
		default:
			x.buf = append(x.buf, c)
			inItem = true
			c = x.plainRun(c)
		}
	}
}

// plainRun appends to x.buf the buffered bytes that follow an item's byte
// c and that the loop in next would append one by one (no blank, newline,
// quote, backslash or NUL), stopping one byte past the limit as that loop
// does. It returns the last byte taken.
func (x *xargsReader) plainRun(c byte) byte {
	buf, _ := x.br.Peek(x.br.Buffered())
	n := len(buf)
	if x.limit >= 0 {
		n = min(n, max(0, x.limit+1-len(x.buf)))
	}
	for i, ch := range buf[:n] {
		if ch <= ' ' && (ch == ' ' || ch == '\t' || ch == '\n' || ch == 0) || ch == '\'' || ch == '"' || ch == '\\' {
			n = i
			break
		}
	}
	if n == 0 {
		return c
	}
	x.buf = append(x.buf, buf[:n]...)
	c = buf[n-1]
	x.br.Discard(n)
	return c
}

func (x *xargsReader) finish(s string, eol bool) (string, bool, bool, error) {

	if x.eofStr != "" && s == x.eofStr {
		x.done = true
		return "", false, false, nil
	}
	if x.maxLines && !eol {
		// For -L, peek: the line ends here unless more items follow on it.
		for {
			c, err := x.br.ReadByte()
			if err != nil {
				return s, false, true, nil
			}
			if c == ' ' || c == '\t' {
				continue
			}
			x.br.UnreadByte()
			return s, false, true, nil
		}
	}
	return s, eol, true, nil
}

// xargsDelim parses -d's argument: one byte or a C escape.
func xargsDelim(s string) (int, error) {
	bad := fmt.Errorf("Invalid input delimiter specification %s: the delimiter must be either a single character or an escape sequence starting with \\.", s)
	if len(s) == 1 {
		return int(s[0]), nil
	}
	if len(s) < 2 || s[0] != '\\' {
		return 0, bad
	}
	switch s[1:] {
	case "a":
		return 7, nil
	case "b":
		return 8, nil
	case "f":
		return 12, nil
	case "n":
		return '\n', nil
	case "r":
		return '\r', nil
	case "t":
		return '\t', nil
	case "v":
		return 11, nil
	case "\\":
		return '\\', nil
	}
	if s[1] == 'x' {
		v, err := strconv.ParseUint(s[2:], 16, 8)
		if err != nil {
			return 0, bad
		}
		return int(v), nil
	}
	v, err := strconv.ParseUint(s[1:], 8, 8)
	if err != nil {
		return 0, bad
	}
	return int(v), nil
}

// xargsLegacy rewrites the optional-argument short options -i[R], -l[N]
// and -e[END], which the flag parser cannot express, before the command.
func xargsLegacy(args []string) []string {
	out := []string{args[0]}
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--" || len(a) < 2 || a[0] != '-' {
			return append(out, args[i:]...)
		}
		switch {
		case a[1] == 'i':
			r := a[2:]
			if r == "" {
				r = "{}"
			}
			out = append(out, "--replace="+r)
			continue
		case a[1] == 'l':
			n := a[2:]
			if n == "" {
				n = "1"
			}
			out = append(out, "--max-lines="+n)
			continue
		case a[1] == 'e':
			out = append(out, "--eof="+a[2:])
			continue
		}
		out = append(out, a)
		// Options with a separate value: keep the value.
		if len(a) == 2 && strings.ContainsRune("aEIdLnPs", rune(a[1])) && i+1 < len(args) {
			i++
			out = append(out, args[i])
		}
	}
	return out
}

func runXargs(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("xargs")
	fs.stopAtOperand = true
	null := fs.Bool('0', "null")
	argFile := fs.String('a', "arg-file", "")
	delimStr := new(string)
	fs.Func('d', "delimiter", true, func(v string) error {
		// Checked as it comes, before later options (GNU).
		if _, err := xargsDelim(v); err != nil {
			return err
		}
		*delimStr = v
		return nil
	})
	eofStr := fs.String('E', "", "")
	fs.add(&flagDef{long: "eof", hasValue: true, optional: true, set: func(v string) error { *eofStr = v; return nil }})
	replace := fs.String('I', "", "")
	fs.add(&flagDef{long: "replace", hasValue: true, optional: true, set: func(v string) error {
		if v == "" {
			v = "{}"
		}
		*replace = v
		return nil
	}})
	num := func(opt string, p *int, minV int) func(string) error {
		return func(v string) error {
			// GNU stops at the first bad number, before later options.
			n, err := strconv.Atoi(v)
			if err != nil {
				return &usageError{fmt.Sprintf("invalid number %q for -%s option", v, opt)}
			}
			if n < minV {
				return &usageError{fmt.Sprintf("value %s for -%s option should be >= %d", v, opt, minV)}
			}
			*p = n
			return nil
		}
	}
	maxLines, maxArgs, maxProcs, maxChars := 0, 0, 1, xargsArgMax
	fs.Func('L', "max-lines", true, num("L", &maxLines, 1))
	fs.Func('n', "max-args", true, num("n", &maxArgs, 1))
	fs.Func('P', "max-procs", true, num("P", &maxProcs, 0))
	fs.Func('s', "max-chars", true, func(v string) error {
		// GNU's -s below 1 is an error it goes on from, with 1.
		if n, err := strconv.Atoi(v); err == nil && n < 1 {
			errorf(inv, "value %s for -s option should be >= 1", v)
			maxChars = 1
			return nil
		}
		return num("s", &maxChars, 1)(v)
	})
	noRunEmpty := fs.Bool('r', "no-run-if-empty")
	verbose := fs.Bool('t', "verbose")
	exitOnSize := fs.Bool('x', "exit")
	interactive := fs.Bool('p', "interactive")
	openTTY := fs.Bool('o', "open-tty")
	slotVar := fs.String(0, "process-slot-var", "")
	showLimits := fs.Bool(0, "show-limits")
	inv2 := *inv
	inv2.Args = xargsLegacy(inv.Args)
	cmd, status, done := parseFlags(&inv2, fs, xargsUsage, 1)
	if done {
		return status
	}

	var childEnv map[string]string // nil: inherit
	if fs.Seen("process-slot-var") {
		switch {
		case strings.Contains(*slotVar, "="):
			errorf(inv, "option --process-slot-var may not be set to a value which includes `='")
			return 1
		case *slotVar == "":
			errorf(inv, "failed to unset environment variable : Invalid argument")
			return 1
		}
		// Commands run one at a time here: every one has slot 0.
		childEnv = maps.Clone(inv.Env)
		if childEnv == nil {
			childEnv = map[string]string{}
		}
		childEnv[*slotVar] = "0"
	}
	if *interactive || *openTTY {
		errorf(inv, "interactive mode (-p, -o) is not supported in the sandbox")
		return 1
	}
	if inv.Exec == nil {
		errorf(inv, "cannot run commands here")
		return 126
	}
	x := &xargsReader{delim: -1, eofStr: *eofStr, warn: func(m string) { errorf(inv, "%s", m) }}
	lastDelimOpt := ""
	for _, o := range fs.order {
		switch o {
		case "0", "null":
			lastDelimOpt = "0"
		case "d", "delimiter":
			lastDelimOpt = "d"
		}
	}
	_ = null
	switch {
	case lastDelimOpt == "0":
		x.delim = 0
	case lastDelimOpt == "d":
		d, err := xargsDelim(*delimStr)
		if err != nil {
			errorf(inv, "%s", err)
			return 1
		}
		x.delim = d
	}
	if x.delim >= 0 {
		if *eofStr != "" {
			// The empty line is GNU's too.
			errorf(inv, "warning: the -E option has no effect if -0 or -d is used.\n")
		}
		x.eofStr = ""
	}
	// The last of -I, -L and -n given wins, with GNU's warning.
	mode := ""
	prevName := map[string]string{"I": "--replace", "L": "--max-lines", "n": "--max-args"}
	newName := map[string]string{"I": "--replace/-I/-i", "L": "-L", "n": "--max-args/-n"}
	for _, o := range fs.order {
		m := ""
		switch o {
		case "I", "replace":
			m = "I"
		case "L", "max-lines":
			m = "L"
		case "n", "max-args":
			m = "n"
		}
		if m == "" || m == "n" && mode == "I" && maxArgs == 1 {
			continue // -n 1 is what -I does anyway: GNU says nothing
		}
		if mode != "" && mode != m {
			name := newName[m]
			if o == "max-lines" {
				name = "--max-lines/-l" // -l and --max-lines; -L is "-L"
			}
			errorf(inv, "warning: options %s and %s are mutually exclusive, ignoring previous %s value", prevName[mode], name, prevName[mode])
		}
		mode = m
	}
	if mode != "I" {
		*replace = ""
	}
	if mode == "I" {
		x.replace = true
		maxLines = 1
		*exitOnSize = true
	}
	if mode == "L" {
		*exitOnSize = true // POSIX: -L implies -x
		x.maxLines = true
		maxArgs = 0
	}
	if mode == "n" {
		maxLines = 0
	}
	if len(cmd) == 0 {
		cmd = []string{"echo"}
	}
	var in io.Reader = stdinReader(ctx, inv)
	cmdStdin := io.Reader(strings.NewReader(""))
	if *argFile != "" {
		r, closeFn, err := openText(ctx, inv, *argFile)
		if err != nil {
			errorf(inv, "Cannot open input file %s: %s", quoteArg(*argFile), vfs.Strerror(err))
			return 1
		}
		defer closeFn()
		in = r
		if *argFile != "-" {
			cmdStdin = inv.Stdin
		}
	}
	x.br = bufio.NewReaderSize(in, 32<<10)
	if *showLimits {
		xargsShowLimits(inv, maxChars)
	}

	baseSize := 0
	for _, a := range cmd {
		baseSize += len(a) + 1
	}
	// GNU's limits: an input line must fit in -s with the command
	// (with -I, alone); the command itself must fit.
	if !x.replace && baseSize > maxChars {
		errorf(inv, "cannot fit single argument within argument list size limit")
		return 1
	}
	x.limit = max(0, maxChars-baseSize-1)
	if x.replace {
		x.limit = maxChars - 1
	}
	result := 0
	ran := false
	stdout := &watchWriter{w: inv.Stdout}
	// run executes one command line; stop reports a status that ends xargs.
	run := func(items []string) (stop int) {
		args := append([]string(nil), cmd...)
		if x.replace {
			line := ""
			if len(items) > 0 {
				line = items[0]
			}
			for i := 1; i < len(args); i++ {
				switch {
				case *replace != "":
					args[i] = strings.ReplaceAll(args[i], *replace, line)
				case args[i] == "":
					args[i] = line
				default:
					// An empty -I string matches again at the same
					// place for ever: GNU's insertion fills the
					// command line and stops.
					errorf(inv, "command too long")
					return 1
				}
			}
			if *replace != "" {
				args[0] = strings.ReplaceAll(args[0], *replace, line)
			}
			size := 0
			for _, a := range args {
				size += len(a) + 1
			}
			if maxChars < len(cmd[0])+1 {
				errorf(inv, "cannot fit single argument within argument list size limit")
				return 1
			}
			if size > maxChars {
				errorf(inv, "argument list too long")
				return 1
			}
		} else {
			args = append(args, items...)
		}
		for i := range args {
			args[i] = cString(args[i])
		}
		ran = true
		if *verbose {
			// GNU xargs 4.9 shell-quotes what -t prints.
			q := make([]string, len(args))
			for i, a := range args {
				q[i] = quoteName(a)
			}
			fmt.Fprintln(inv.Stderr, strings.Join(q, " "))
		}
		if err := ctx.Err(); err != nil {
			return 1
		}
		st := inv.Exec(ctx, shell.ExecRequest{Args: args, Stdin: cmdStdin, Stdout: stdout, Stderr: inv.Stderr, Env: childEnv,
			NotRun: notRun(inv, "%s: %s", func(s string) string { return s })})
		if stdout.broken {
			// The output is gone (limit hit): GNU xargs would see its
			// command die of SIGPIPE and stop with 125.
			return 125
		}
		if stdout.failed {
			// The output cannot be written (a closed descriptor, a full
			// disk): the command failed, 123 as GNU's. GNU xargs would
			// go on running commands that fail the same way; the sandbox
			// stops here, as every loop of ours stops on a write error.
			return 123
		}
		switch {
		case st == 0:
		case st == 255:
			errorf(inv, "%s: exited with status 255; aborting", args[0])
			return 124
		case st == 126 || st == 127:
			return st
		case st > 128 && st < 255:
			errorf(inv, "%s: terminated by signal %d", args[0], st-128)
			return 125
		default:
			result = 123
		}
		return 0
	}

	var items []string
	size, lines := baseSize, 0
	for {
		item, eol, ok, err := x.next()
		if err != nil {
			// GNU's exec_if_possible: not with -x (implied by -L, -I).
			if len(items) > 0 && !*exitOnSize && !x.replace {
				if st := run(items); st != 0 {
					return st
				}
			}
			if ctx.Err() != nil {
				return 1
			}
			var xf *xargsFail
			if errors.As(err, &xf) {
				errorf(inv, "%s", xf.msg)
			} else {
				errorf(inv, "%s", vfs.Strerror(err))
			}
			return 1
		}
		if !ok {
			break
		}
		if size+len(item)+1 > maxChars && !x.replace {
			// -x refuses to split what -n or -L groups; alone it has
			// nothing to refuse.
			if len(items) == 0 || *exitOnSize && (x.maxLines || maxArgs > 0) {
				if len(items) > 0 {
					errorf(inv, "argument list too long")
					return 1
				}
				errorf(inv, "argument line too long")
				return 1
			}
			if st := run(items); st != 0 {
				return st
			}
			items, size, lines = items[:0], baseSize, 0
		}
		items = append(items, item)
		size += len(item) + 1
		if eol {
			lines++
		}
		if (maxArgs > 0 && len(items) >= maxArgs) || (maxLines > 0 && lines >= maxLines) {
			if st := run(items); st != 0 {
				return st
			}
			items, size, lines = items[:0], baseSize, 0
		}
	}
	if len(items) > 0 || (!ran && !*noRunEmpty && !x.replace) {
		if st := run(items); st != 0 {
			return st
		}
	}
	return result
}

// watchWriter records whether a write failed, and whether it found the
// output gone (the limit hit, a reader gone: broken), where the command
// would die of SIGPIPE. Other errors (a closed descriptor, a full disk)
// are the command's to report.
type watchWriter struct {
	w              io.Writer
	failed, broken bool
}

func (w *watchWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil {
		w.failed = true
		w.broken = w.broken || errors.Is(err, vfs.ErrBrokenPipe)
	}
	return n, err
}

// cString cuts s at a NUL: arguments are C strings.
func cString(s string) string {
	if i := strings.IndexByte(s, 0); i >= 0 {
		return s[:i]
	}
	return s
}
