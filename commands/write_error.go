package commands

import (
	"errors"
	"io/fs"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// How GNU programs fail when their output cannot be written (cmd >&-,
// cmd >/dev/full, a reader gone). Most say nothing of their own: gnulib's
// close_stdout says "PROG: write error: STRERROR" as they exit, which the
// shell prints for a command that said nothing (shell.runCommand). These
// helpers are for the programs that say it their own way.

// stdioBuffer is the stdio buffer GNU programs write standard output
// through when it is not a terminal (st_blksize of /dev/full, a pipe, a
// file): output that fits fails only when it is flushed at exit, more
// fails while the program writes it (sort's "write failed" rather than
// "fflush failed", gawk's fatal "print to" rather than its warning).
const stdioBuffer = 4096

// diesOfSIGPIPE reports whether err, a failed write, found the reader of a
// pipe gone where the program dies of SIGPIPE (it does not ignore it, as
// after trap "" PIPE): a killed program says nothing. The output limit
// (also EPIPE) is silent too.
func diesOfSIGPIPE(inv *shell.Invocation, err error) bool {
	const sigpipe = 13
	return errors.Is(err, vfs.ErrBrokenPipe) && (inv.Signals.Ignored&(1<<(sigpipe-1)) == 0 || isOutputLimit(err))
}

// isOutputLimit reports whether err is the sandbox's output limit.
func isOutputLimit(err error) bool {
	return errors.Is(err, vfs.ErrBrokenPipe) && !errors.As(err, new(*fs.PathError)) && !vfs.IsFifoBrokenPipe(err)
}

// stdoutClosed reports whether standard output is a closed descriptor
// (cmd >&-): fstat(1) fails with EBADF, which cat and yes check first.
func stdoutClosed(inv *shell.Invocation) bool {
	s, ok := inv.Stdout.(interface{ Stat() (fs.FileInfo, error) })
	if !ok {
		return false
	}
	_, err := s.Stat()
	return errors.Is(err, vfs.ErrBadFD)
}

// writeFailed reports err, a failed write to standard output, as
// "PROG: what: STRERROR" (what is "write error" for close_stdout's
// message, "standard output" for cat's and yes's), unless the program
// died of SIGPIPE.
func writeFailed(inv *shell.Invocation, err error, what string) {
	if !diesOfSIGPIPE(inv, err) {
		errorf(inv, "%s: %s", what, vfs.Strerror(err))
	}
}

// flushedWriteFailed is close_stdout's message for a program that
// flushed its output before exit (wc, md5sum, du): the write failed then
// and fclose finds nothing to write, so errno is lost ("PROG: write
// error") except for a closed descriptor, whose fclose fails with EBADF.
func flushedWriteFailed(inv *shell.Invocation, err error) {
	if diesOfSIGPIPE(inv, err) {
		return
	}
	if errors.Is(err, vfs.ErrBadFD) {
		errorf(inv, "write error: %s", vfs.Strerror(err))
		return
	}
	errorf(inv, "write error")
}
