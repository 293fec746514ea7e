// Package commands is Computerwelt's command suite: GNU-compatible tools
// (one file per command) that read and write only through the sandbox's
// filesystem and honour its limits and cancellation.
package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// registry holds the suite's commands; each command file adds itself in an
// init function. It is never modified after package initialisation.
// registry is sized for the suite, so that its init does not grow it a
// dozen times (cmd/computerwelt's TestStartupInit counts allocations).
var registry = make([]shell.Command, 0, 256)

func register(c shell.Command) { registry = append(registry, c) }

// All returns every command in the suite, keyed by name. The map and the
// Commands are fresh copies the caller may change.
func All() map[string]*shell.Command {
	m := make(map[string]*shell.Command, len(registry))
	// One copy of the registry, not one allocation a command: every
	// sandbox (each `computerwelt run`) asks for them all.
	cmds := slices.Clone(registry)
	for i := range cmds {
		m[cmds[i].Name] = &cmds[i]
	}
	return m
}

// errorf prints "name: message" on the invocation's stderr.
func errorf(inv *shell.Invocation, format string, args ...any) {
	fmt.Fprintf(inv.Stderr, "%s: %s\n", inv.Args[0], fmt.Sprintf(format, args...))
}

// bufferedStdout is a buffered writer on inv.Stdout; until release (defer
// it), which flushes it, inv.Stderr flushes it before each write, as GNU's
// error() flushes stdout first, so that with 2>&1 a message comes after
// the lines printed before it.
func bufferedStdout(inv *shell.Invocation, size int) (w *bufio.Writer, release func() error) {
	w = bufio.NewWriterSize(inv.Stdout, size)
	stderr := inv.Stderr
	inv.Stderr = stdoutFirst{w, stderr}
	return w, func() error {
		inv.Stderr = stderr
		return w.Flush()
	}
}

// stdoutFirst is a stderr that flushes the buffered stdout before writing.
type stdoutFirst struct {
	stdout *bufio.Writer
	stderr io.Writer
}

func (s stdoutFirst) Write(p []byte) (int, error) {
	s.stdout.Flush()
	return s.stderr.Write(p)
}

// fileError prints the GNU wording of a file error: "cat: x: No such file or directory".
func fileError(inv *shell.Invocation, name string, err error) {
	errorf(inv, "%s: %s", name, vfs.Strerror(err))
}

// parseFlags parses inv.Args[1:] with f. On --help it prints the command's
// usage and returns done=true with status 0; on a bad option it prints the
// GNU two-line message and returns done=true with badStatus.
func parseFlags(inv *shell.Invocation, f *flagSet, usage string, badStatus int) (operands []string, status int, done bool) {
	ops, err := f.parse(inv.Args[1:])
	if err == nil {
		return ops, 0, false
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, usage)
		return nil, 0, true
	}
	if errors.Is(err, errVersion) {
		return nil, writeVersion(inv, f.name), true
	}
	errorf(inv, "%s", err.Error())
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
	}
	return nil, badStatus, true
}

// openInput opens an operand for reading: "-" is stdin. The returned closer
// is a no-op for stdin.
func openInput(ctx context.Context, inv *shell.Invocation, name string) (io.Reader, func(), error) {
	if name == "-" {
		return inv.Stdin, func() {}, nil
	}
	if name == "" {
		// open("") is ENOENT, not the working directory.
		return nil, nil, vfs.PathError("open", name, vfs.ErrNotExist)
	}
	f, err := vfs.Open(ctx, inv.FS, inv.Path(name))
	if err != nil {
		return nil, nil, err
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, nil, vfs.PathError("read", name, vfs.ErrIsDir)
	}
	return f, func() { f.Close() }, nil
}

// notRun builds an ExecRequest.NotRun reporting a command that cannot be
// run in a GNU tool's words: format gets the command's name, quoted by
// quote, and the reason ("failed to run command %s: %s" for timeout).
// The status is 126 for a command that cannot be executed, 127 for one
// not found, as GNU's.
func notRun(inv *shell.Invocation, format string, quote func(string) string) func(error) int {
	return func(err error) int {
		name, reason := "", vfs.Strerror(err)
		var pe *fs.PathError
		if errors.As(err, &pe) {
			name = pe.Path
		}
		errorf(inv, format, quote(name), reason)
		return notRunStatus(err)
	}
}

// notRunStatus is GNU's status for a command that could not be run.
func notRunStatus(err error) int {
	if errors.Is(err, fs.ErrPermission) {
		return 126
	}
	return 127
}
