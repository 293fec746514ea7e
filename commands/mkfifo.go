package commands

import (
	"context"
	"fmt"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "mkfifo",
		Summary: "make FIFOs (named pipes)",
		Usage:   mkfifoUsage,
		Run:     runMkfifo,
	})
}

const mkfifoUsage = `Usage: mkfifo [OPTION]... NAME...
Create named pipes (FIFOs) with the given NAMEs.

Mandatory arguments to long options are mandatory for short options too.
  -m, --mode=MODE    set file permission bits to MODE, not a=rw - umask
  -Z                   set the SELinux security context to default type
                         (a no-op here)
      --context[=CTX]  like -Z, or if CTX is specified then set the SELinux
                         or SMACK security context to CTX (warns: the
                         sandbox has no security labels)
      --help        display this help and exit
      --version     output version information and exit

A FIFO is opened as on Linux: a reader waits for a writer and a writer for
a reader (until the run's time is up), data flows through a 64 KiB buffer,
the reader sees end of file when the last writer closes, and a writer whose
reader went away ends with status 141 (SIGPIPE).
`

func runMkfifo(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("mkfifo")
	modeStr := f.String('m', "mode", "")
	// No security labels here: -Z is a no-op, --context=CTX warns, as
	// GNU mkfifo does on a kernel without SELinux or SMACK.
	f.Bool('Z', "")
	ctxLabel := f.OptString("context", "")
	names, status, done := parseFlags(inv, f, mkfifoUsage, 1)
	if done {
		return status
	}
	if len(names) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	if *ctxLabel != "" {
		errorf(inv, "warning: ignoring --context; it requires an SELinux/SMACK-enabled kernel")
	}
	// As GNU mkfifo: a=rw under the umask, or with -m the mode MODE makes
	// of a=rw (the umask applying only where MODE names no one), set
	// exactly.
	mode := uint32(0o666) &^ inv.Umask
	if f.Seen("mode") {
		changes, ok := parseMode(*modeStr)
		if !ok {
			errorf(inv, "invalid mode")
			return 1
		}
		mode, _ = adjustModeBits(0o666, false, inv.Umask, changes)
		if mode&^0o777 != 0 {
			errorf(inv, "mode must specify only file permission bits")
			return 1
		}
	}
	for _, name := range names {
		if ctx.Err() != nil {
			return 1
		}
		p := inv.Path(name)
		if err := vfs.Mkfifo(ctx, inv.FS, p, fileMode(mode)); err != nil {
			errorf(inv, "cannot create fifo %s: %s", quoteFile(name), vfs.Strerror(err))
			status = 1
			continue
		}
		if f.Seen("mode") {
			if err := inv.FS.Chmod(ctx, p, fileMode(mode)); err != nil {
				errorf(inv, "cannot set permissions of %s: %s", quoteFile(name), vfs.Strerror(err))
				status = 1
			}
		}
	}
	return status
}
