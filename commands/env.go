package commands

import (
	"bufio"
	"context"
	"fmt"
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
  -v, --debug          print verbose information for each processing step
      --help        display this help and exit

A mere - implies -i.  If no COMMAND, print the resulting environment.
The signal options are not supported in the sandbox.
`

// envCanceled is env's own failure status (EXIT_CANCELED).
const envCanceled = 125

func runEnv(ctx context.Context, inv *shell.Invocation) int {
	args, err := envExpandSplit(inv)
	if err != nil {
		errorf(inv, "%s", err)
		return envCanceled
	}
	inv2 := *inv
	inv2.Args = args
	inv = &inv2
	fs := newFlagSet("env")
	fs.stopAtOperand = true
	ignore := fs.Bool('i', "ignore-environment")
	null := fs.Bool('0', "null")
	unset := fs.Strings('u', "unset")
	dir := fs.String('C', "chdir", "")
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
	if *ignore {
		if *debug {
			fmt.Fprintln(inv.Stderr, "cleaning environ")
		}
	} else {
		for k, v := range inv.Env {
			env[k] = v
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
	}
	for len(ops) > 0 {
		k, v, ok := strings.Cut(ops[0], "=")
		if !ok {
			break
		}
		if *debug {
			fmt.Fprintf(inv.Stderr, "setenv:   %s\n", ops[0])
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
		e.Env = env
		for _, kv := range e.Environ() {
			out.WriteString(kv)
			out.WriteByte(eol)
		}
		if out.Flush() != nil {
			return 1
		}
		return 0
	}
	if *null {
		return usage("cannot specify --null (-0) with command")
	}
	req := shell.ExecRequest{Args: ops, Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: inv.Stderr, Env: env,
		NotRun: notRun(inv, "%s: %s", printf.QuoteLocale)}
	if fs.Seen("C") {
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
	return inv.Exec(ctx, req)
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
