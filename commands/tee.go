package commands

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "tee",
		Summary: "read from standard input and write to standard output and files",
		Usage:   teeUsage,
		Run:     runTee,
	})
}

const teeUsage = `Usage: tee [OPTION]... [FILE]...
Copy standard input to each FILE, and also to standard output.

  -a, --append              append to the given FILEs, do not overwrite
  -i, --ignore-interrupts   ignore interrupt signals
  -p                        diagnose errors writing to non pipes
      --output-error[=MODE]   set behavior on write error.  See MODE below
      --help        display this help and exit

MODE determines behavior with write errors on the outputs:
  warn           diagnose errors writing to any output
  warn-nopipe    diagnose errors writing to any output not a pipe
  exit           exit on error writing to any output
  exit-nopipe    exit on error writing to any output not a pipe
The default MODE for the -p option is 'warn-nopipe'.
The default operation when --output-error is not specified, is to
exit immediately on error writing to a pipe, and diagnose errors
writing to non pipe outputs.
`

type teeOut struct {
	name string
	w    io.Writer
	c    io.Closer
}

func runTee(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("tee")
	appendMode := f.Bool('a', "append")
	f.Bool('i', "ignore-interrupts") // the sandbox sends no signals
	pflag := f.Bool('p', "")
	outErr := f.OptString("output-error", "warn-nopipe")
	names, status, done := parseFlags(inv, f, teeUsage, 1)
	if done {
		return status
	}
	mode := *outErr
	if *pflag && mode == "" {
		mode = "warn-nopipe"
	}
	switch mode {
	case "", "warn", "warn-nopipe", "exit", "exit-nopipe":
	default:
		errorf(inv, "invalid argument %s for %s", quoteArg(mode), quoteArg("--output-error"))
		fmt.Fprintf(inv.Stderr, "Valid arguments are:\n  - %s\n  - %s\n  - %s\n  - %s\nTry '%s --help' for more information.\n",
			quoteArg("warn"), quoteArg("warn-nopipe"), quoteArg("exit"), quoteArg("exit-nopipe"), inv.Args[0])
		return 1
	}
	flag := vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
	if *appendMode {
		flag = vfs.O_WRONLY | vfs.O_CREATE | vfs.O_APPEND
	}
	outs := []*teeOut{{name: "standard output", w: inv.Stdout}}
	for _, n := range names {
		fl, err := inv.FS.OpenFile(ctx, inv.Path(n), flag, fileMode(0o666&^inv.Umask))
		if err != nil {
			fileError(inv, quoteName(n), err)
			status = 1
			continue
		}
		defer fl.Close()
		outs = append(outs, &teeOut{name: n, w: fl, c: fl})
	}
	in := stdinReader(ctx, inv)
	buf := make([]byte, 32<<10)
	live := len(outs)
	for live > 0 {
		m, rerr := in.Read(buf)
		if m > 0 {
			for _, o := range outs {
				if o.w == nil {
					continue
				}
				if _, err := o.w.Write(buf[:m]); err != nil {
					o.w = nil
					live--
					// GNU's tee_files: a reader gone kills tee by
					// default (SIGPIPE); under -p and the nopipe modes
					// it drops that output quietly; any other error is
					// reported and the other outputs go on.
					epipe := errors.Is(err, vfs.ErrBrokenPipe)
					if epipe && (isOutputLimit(err) || mode == "" && diesOfSIGPIPE(inv, err)) {
						return 1
					}
					if !epipe || mode == "warn" || mode == "exit" {
						fileError(inv, quoteName(o.name), err)
						status = 1
						if mode == "exit" || mode == "exit-nopipe" {
							return 1
						}
					}
				}
			}
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			if ctx.Err() != nil {
				return 1
			}
			errorf(inv, "read error: %s", vfs.Strerror(rerr))
			return 1
		}
	}
	for _, o := range outs {
		if o.c != nil && o.w != nil {
			if err := o.c.Close(); err != nil {
				fileError(inv, quoteName(o.name), err)
				status = 1
			}
			o.c = nil
		}
	}
	return status
}
