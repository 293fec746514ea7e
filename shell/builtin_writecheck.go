package shell

import (
	"errors"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// writeCheck is what bash does when a builtin's output could not be
// written (stdout closed, /dev/full): bash's builtins print through stdio
// and some end with sh_chkwrite, which flushes and, on an error, says
// "NAME: write error: STRERROR" and fails.
type writeCheck uint8

const (
	// wcNone: no check; the output is lost and the status stands (help
	// with no topic, kill -l, jobs, compgen, alias NAME, hash -t).
	wcNone writeCheck = iota
	// wcReport: the listing's sh_chkwrite whose status is dropped
	// (declare -p with no names, pushd and popd showing the stack): the
	// message, and the status stands.
	wcReport
	// wcFail: sh_chkwrite as the builtin's status: the message and 1.
	wcFail
)

// builtinWriteCheck is bash's check for the builtin name run with args
// (args[0] the name).
func builtinWriteCheck(name string, args []string) writeCheck {
	switch name {
	case "echo", "printf", "pwd", "type", "set", "shopt", "times", "umask", "enable",
		"export", "readonly", "trap", "dirs", "cd", "bind", "history", "ps":
		return wcFail
	case "declare", "typeset", "local":
		if hasOperand(args) {
			return wcFail
		}
		return wcReport
	case "pushd", "popd":
		return wcReport
	case "alias", "help":
		// alias lists (and checks) only with no names; help checks
		// the topics it shows, not its summary of all builtins.
		if hasOperand(args) == (name == "help") {
			return wcFail
		}
	case "hash":
		for _, a := range args[1:] {
			if strings.HasPrefix(a, "-") && strings.Contains(a, "t") && a != "--" {
				return wcNone // hash -t prints with no check
			}
		}
		return wcFail
	case "ulimit":
		for _, a := range args[1:] {
			if strings.HasPrefix(a, "-") && strings.Contains(a, "a") {
				return wcFail // only the table of all limits is checked
			}
		}
	}
	return wcNone
}

// hasOperand reports whether args (args[0] the name) has an operand past
// the options.
func hasOperand(args []string) bool {
	for i, a := range args[1:] {
		if a == "--" {
			return i+2 < len(args)
		}
		if a == "" || (a[0] != '-' && a[0] != '+') || a == "-" {
			return true
		}
	}
	return false
}

// outCheck is standard output as a builtin writes it: it keeps the first
// write error for the check after the builtin (builtinWriteCheck). An
// empty write writes nothing, as stdio's, so it cannot fail.
type outCheck struct {
	w      io.Writer
	err    error
	on     bool
	policy writeCheck
}

func (c *outCheck) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	n, err := c.w.Write(p)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

// brokenPipe reports whether err is a write to a pipe or FIFO whose
// reader is gone (not the output limit, which also wraps EPIPE).
func brokenPipe(err error) bool {
	return errors.Is(err, errBrokenPipe) || vfs.IsFifoBrokenPipe(err)
}

// checkBuiltinOutput acts on the write error of the builtin name that
// returned status, as bash does: a reader gone kills the shell with
// SIGPIPE unless it ignores the signal; else the builtin's check says so.
func (r *runner) checkBuiltinOutput(name string, c *outCheck, status int) int {
	err := c.err
	if err == nil || r.rs.stopped() || errors.Is(err, errOutputLimit) {
		if err != nil && c.policy == wcFail {
			return 1
		}
		return status
	}
	if brokenPipe(err) {
		r.deliverSignal(sigNum("PIPE"))
		if r.exiting {
			return r.exit
		}
	}
	if c.policy == wcNone {
		return status
	}
	r.errLine("%s: write error: %s", name, vfs.Strerror(err))
	if c.policy == wcFail {
		return 1
	}
	return status
}
