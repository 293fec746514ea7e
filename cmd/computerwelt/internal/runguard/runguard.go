// Package runguard runs `computerwelt run` in a guarded child process.
//
// A Go fatal error (a stack overflow, running out of memory) ends the
// process with a report no recover can stop: a goroutine dump naming the
// source paths of the machine the binary was built on (the runtime prints
// it for every runtime throw, whatever GOTRACEBACK says). `computerwelt
// run` therefore runs the script in a child process of itself whose
// standard error (where the runtime reports) is a pipe; the script's own
// standard error is the real one, passed as descriptor 3. When the child
// crashes, the parent prints one line instead of the report.
//
// With cgo the parent is a C constructor that starts the child (on x86-64
// a clone sharing its memory) before the Go runtime starts
// (native_linux.go). Otherwise the parent does its work in this
// package's init, before the packages only the child needs are
// initialised. The linker orders package
// initialisation by dependencies and, among the packages ready, by import
// path; this package therefore imports only a few standard packages that
// are ready early (no os/exec, fmt or strings: they wait for path/filepath
// and the like, which sort after most third-party paths). The parent of a
// guarded run costs the binary's load and the runtime's start, not the
// initialisation of the sandbox, the server and their libraries
// (cmd/computerwelt's TestGuardParentInitsLittle holds this).
//
// The process that runs the script asks for huge pages at the heap's start
// here too (internal/hugeheap: no init of its own, only syscall), as early
// as the packages' initialisation allows.
package runguard

import (
	"bytes"
	"os"
	"os/signal"
	"syscall"

	"github.com/computerwelt/computerwelt/cmd/computerwelt/internal/hugeheap"
)

// GuardEnv marks the Go guard's child; DirectEnv=1 runs in one process
// (the report then shows as it is); GoGuardEnv=1 makes a cgo build use the
// Go guard (for its tests).
const (
	GuardEnv   = "CW_RUN_GUARDED"
	DirectEnv  = "CW_RUN_DIRECT"
	GoGuardEnv = "CW_RUN_GUARD_GO"
	// HugeHeapEnv=0 leaves the heap in small pages (for the test of
	// what the huge ones save).
	HugeHeapEnv = "CW_HUGE_HEAP"
)

// StatusCrashed is run's status when the script crashed the process (as
// a server worker's turn: worker.StatusCrashed).
const StatusCrashed = 134

func init() {
	// Only `computerwelt run` (as the command's first argument) is
	// guarded; a test binary's arguments start with -test.
	if len(os.Args) < 2 || os.Args[1] != "run" {
		return
	}
	if !native() && os.Getenv(GuardEnv) == "" && os.Getenv(DirectEnv) == "" {
		if status, ok := parent(); ok {
			os.Exit(status)
		}
		// The child could not be started: main runs the script itself.
	}
	// This process runs the script: a short process that touches most
	// of the heap's first megabytes, each 4 KiB page of them a fault.
	// (In a cgo build the C side has asked for them since the heap's
	// first mapping: native_linux.go.)
	if os.Getenv(HugeHeapEnv) != "0" && !nativeHugeHeap() {
		hugeheap.Apply()
	}
}

// Child reports whether this process is the child of a guarded run (its
// script's standard error is then descriptor 3).
func Child() bool {
	if nativeChild() {
		return true
	}
	if os.Getenv(GuardEnv) == "" {
		return false
	}
	os.Unsetenv(GuardEnv)
	return true
}

// parent runs this command line again in a child and returns its status;
// ok is false when it cannot.
func parent() (status int, ok bool) {
	exe, err := os.Executable()
	if err != nil {
		return 0, false
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		return 0, false
	}
	// The terminal's signals reach the child (same process group); the
	// parent waits for it. A signal sent to the parent alone is passed on.
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	proc, err := os.StartProcess(exe, os.Args, &os.ProcAttr{
		Env:   append(os.Environ(), GuardEnv+"=1"),
		Files: []*os.File{os.Stdin, os.Stdout, pw, os.Stderr},
	})
	pw.Close()
	if err != nil {
		pr.Close()
		return 0, false
	}
	report := make(chan []byte, 1)
	go func() {
		// The runtime's report (or any stray line): the start kept, the
		// rest drained.
		var buf bytes.Buffer
		chunk := make([]byte, 4096)
		for {
			n, err := pr.Read(chunk)
			if buf.Len() < 64<<10 {
				buf.Write(chunk[:n])
			}
			if err != nil {
				break
			}
		}
		report <- buf.Bytes()
	}()
	type waited struct {
		st  *os.ProcessState
		err error
	}
	done := make(chan waited, 1)
	go func() {
		st, err := proc.Wait()
		done <- waited{st, err}
	}()
	var w waited
	for waiting := true; waiting; {
		select {
		case s := <-sigs:
			proc.Signal(s)
		case w = <-done:
			waiting = false
		}
	}
	text := <-report
	pr.Close()
	if line := FatalLine(text); line != "" {
		os.Stderr.WriteString("computerwelt: the script crashed the sandbox (" + line + ")\n")
		return StatusCrashed, true
	}
	os.Stderr.Write(text)
	if w.err != nil {
		os.Stderr.WriteString("computerwelt: " + w.err.Error() + "\n")
		return 2, true
	}
	if ws, ok := w.st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal()), true
	}
	return w.st.ExitCode(), true
}

// FatalLine finds what a Go crash report says went wrong ("stack
// overflow"), or "".
func FatalLine(report []byte) string {
	for l := range bytes.SplitSeq(report, []byte("\n")) {
		for _, p := range []string{"fatal error: ", "panic: "} {
			if rest, ok := bytes.CutPrefix(l, []byte(p)); ok {
				rest = bytes.TrimPrefix(rest, []byte("runtime: "))
				if len(rest) > 200 {
					return string(rest[:200]) + "..."
				}
				return string(rest)
			}
		}
	}
	return ""
}
