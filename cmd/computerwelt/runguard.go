package main

import (
	"os"
	"runtime"
	"runtime/debug"

	"github.com/computerwelt/computerwelt/cmd/computerwelt/internal/runguard"
)

// The guard of `computerwelt run` (internal/runguard): its parent ran in
// runguard's init; this is the child's side.

// The guard's names, for this command's tests.
const (
	runGuardEnv   = runguard.GuardEnv
	runDirectEnv  = runguard.DirectEnv
	statusCrashed = runguard.StatusCrashed
	// runTestCrashEnv=stack makes the child overflow its stack, for the
	// test of the guard (the child's process is the user's own; nothing
	// is exposed by it); =wide does it with 4,000 goroutines waiting.
	runTestCrashEnv = "CW_RUN_TEST_CRASH"
)

// guardedChild reports whether this process is the child of a guarded
// run; if so it returns the script's standard error (descriptor 3).
func guardedChild() (*os.File, bool) {
	if !runguard.Child() {
		return nil, false
	}
	f := os.NewFile(3, "stderr")
	if f == nil {
		return nil, false
	}
	if crash := os.Getenv(runTestCrashEnv); crash == "stack" || crash == "wide" {
		os.Unsetenv(runTestCrashEnv)
		if crash == "wide" {
			// A report longer than the pipe's buffer and what the
			// guard keeps: a fatal error lists every goroutine.
			block := make(chan struct{})
			for range 4000 {
				go func() { <-block }()
			}
			runtime.Gosched()
		}
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
