package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
)

// A Go fatal error (a stack overflow, running out of memory) ends the
// process with a report no recover can stop: a goroutine dump naming the
// source paths of the machine the binary was built on. `computerwelt run`
// therefore runs the script in a child process of itself whose standard
// error (where the runtime reports) is a pipe; the script's own standard
// error is the real one, passed as descriptor 3. When the child crashes,
// the parent prints one line instead of the report.

// runGuardEnv marks the child; CW_RUN_DIRECT=1 runs in one process (the
// report then shows as it is).
const (
	runGuardEnv  = "CW_RUN_GUARDED"
	runDirectEnv = "CW_RUN_DIRECT"
	// runTestCrashEnv makes the child overflow its stack, for the test
	// of this guard (the child's process is the user's own; nothing is
	// exposed by it).
	runTestCrashEnv = "CW_RUN_TEST_CRASH"
)

// statusCrashed is run's status when the script crashed the process (as
// a server worker's turn: worker.StatusCrashed).
const statusCrashed = 134

// guardedChild reports whether this process is the child of a guarded
// run; if so it returns the script's standard error (descriptor 3).
func guardedChild() (*os.File, bool) {
	if os.Getenv(runGuardEnv) == "" {
		return nil, false
	}
	os.Unsetenv(runGuardEnv)
	f := os.NewFile(3, "stderr")
	if f == nil {
		return nil, false
	}
	if os.Getenv(runTestCrashEnv) == "stack" {
		os.Unsetenv(runTestCrashEnv)
		debug.SetMaxStack(16 << 20)
		var recurse func(int) int
		recurse = func(n int) int {
			var pad [128]byte
			pad[n%128] = byte(n)
			return recurse(n+1) + int(pad[0])
		}
		recurse(0)
	}
	return f, true
}

// guardedRun runs `computerwelt run args` in a child and returns its
// status; ok is false when it cannot (then the caller runs it itself).
func guardedRun(args []string) (status int, ok bool) {
	if os.Getenv(runDirectEnv) != "" {
		return 0, false
	}
	exe, err := os.Executable()
	if err != nil {
		return 0, false
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		return 0, false
	}
	cmd := exec.Command(exe, append([]string{"run"}, args...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, pw
	cmd.ExtraFiles = []*os.File{os.Stderr}
	cmd.Env = append(os.Environ(), runGuardEnv+"=1")
	// The terminal's signals reach the child (same process group); the
	// parent waits for it. A signal sent to the parent alone is passed on.
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		pw.Close()
		pr.Close()
		return 0, false
	}
	pw.Close()
	report := make(chan []byte, 1)
	go func() {
		// The runtime's report (or any stray line): the start kept, the
		// rest drained.
		var buf bytes.Buffer
		io.Copy(&buf, io.LimitReader(pr, 64<<10))
		io.Copy(io.Discard, pr)
		report <- buf.Bytes()
	}()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var werr error
	for waiting := true; waiting; {
		select {
		case s := <-sigs:
			cmd.Process.Signal(s)
		case werr = <-done:
			waiting = false
		}
	}
	text := <-report
	pr.Close()
	if line := fatalLine(text); line != "" {
		fmt.Fprintf(os.Stderr, "computerwelt: the script crashed the sandbox (%s)\n", line)
		return statusCrashed, true
	}
	os.Stderr.Write(text)
	var ee *exec.ExitError
	switch {
	case werr == nil:
		return 0, true
	case errors.As(werr, &ee):
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal()), true
		}
		return ee.ExitCode(), true
	default:
		fmt.Fprintf(os.Stderr, "computerwelt: %v\n", werr)
		return 2, true
	}
}

// fatalLine finds what a Go crash report says went wrong ("stack
// overflow"), or "".
func fatalLine(report []byte) string {
	for _, l := range strings.Split(string(report), "\n") {
		for _, p := range []string{"fatal error: ", "panic: "} {
			if rest, ok := strings.CutPrefix(l, p); ok {
				rest = strings.TrimPrefix(rest, "runtime: ")
				if len(rest) > 200 {
					rest = rest[:200] + "..."
				}
				return rest
			}
		}
	}
	return ""
}
