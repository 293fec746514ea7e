package commands

import (
	"bufio"
	"context"
	"fmt"
	"strings"

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
  -v, --debug          print verbose information for each processing step
      --help        display this help and exit

A mere - implies -i.  If no COMMAND, print the resulting environment.
The -S and signal options are not supported in the sandbox.
`

// envCanceled is env's own failure status (EXIT_CANCELED).
const envCanceled = 125

func runEnv(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("env")
	fs.stopAtOperand = true
	ignore := fs.Bool('i', "ignore-environment")
	null := fs.Bool('0', "null")
	unset := fs.Strings('u', "unset")
	dir := fs.String('C', "chdir", "")
	debug := fs.Bool('v', "debug")
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
	req := shell.ExecRequest{Args: ops, Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: inv.Stderr, Env: env}
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
