package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/computerwelt/computerwelt/cmd/computerwelt/internal/runguard"
)

// runBinary runs the built binary's `run` with env added.
func runBinary(t *testing.T, stdin string, env []string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	cmd := exec.Command(binary(t), append([]string{"run"}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		status = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), status
}

// guards are the guard's two parents: the C constructor of a cgo build
// (if this is one) and runguard's Go init.
func guards() map[string][]string {
	g := map[string][]string{"go": {runguard.GoGuardEnv + "=1"}}
	if runguard.NativeParent {
		g["native"] = nil
	}
	return g
}

// TestRunCrashPrintsOneLine: a Go fatal error in `computerwelt run` (here
// a stack overflow the test provokes) prints one line, without the
// runtime's goroutine dump and its source paths; everything else passes
// through the guard unchanged.
func TestRunCrashPrintsOneLine(t *testing.T) {
	for name, env := range guards() {
		t.Run(name, func(t *testing.T) {
			out, errs, st := runBinary(t, "", append([]string{runTestCrashEnv + "=stack"}, env...), "-c", "echo never")
			if st != statusCrashed || out != "" || errs != "computerwelt: the script crashed the sandbox (stack overflow)\n" {
				t.Errorf("crash: status %d, stdout %q, stderr %q", st, out, errs)
			}
			// A report longer than the pipe's buffer and the part the
			// guard keeps (every goroutine listed) is drained, not
			// left to block the crashing child.
			out, errs, st = runBinary(t, "", append([]string{runTestCrashEnv + "=wide"}, env...), "-c", "echo never")
			if st != statusCrashed || out != "" || errs != "computerwelt: the script crashed the sandbox (stack overflow)\n" {
				t.Errorf("crash with a long report: status %d, stdout %q, stderr %.300q", st, out, errs)
			}
			out, errs, st = runBinary(t, "line\n", env, "-c", `read x; echo "out $x"; echo err >&2; exit 3`)
			if st != 3 || out != "out line\n" || errs != "err\n" {
				t.Errorf("guarded run: status %d, stdout %q, stderr %q", st, out, errs)
			}
			// The runtime's other output (here its trace of package
			// initialisation) passes through.
			_, errs, st = runBinary(t, "", append([]string{"GODEBUG=inittrace=1"}, env...), "-c", "echo err >&2")
			if st != 0 || !slices.Contains(strings.Split(errs, "\n"), "err") || !strings.Contains(errs, "\ninit runtime @") {
				t.Errorf("runtime's output: status %d, stderr %.200q", st, errs)
			}
		})
	}
	// Without the guard the report is the runtime's own.
	_, errs, st := runBinary(t, "", []string{runTestCrashEnv + "=stack", runDirectEnv + "=1", runGuardEnv + "=1"}, "-c", "true")
	if st != 2 || !strings.Contains(errs, "goroutine ") {
		t.Errorf("unguarded crash: status %d, stderr %.200q", st, errs)
	}
}

// TestGuardParentInitsLittle: the guard costs about one process start, not
// two whole start-ups. In a cgo build the parent is a C constructor that
// forks before the Go runtime starts: no Go package is initialised twice.
// runguard's Go parent works in internal/runguard's init, before the
// sandbox's, the server's and their libraries' packages are initialised.
// Counted with GODEBUG=inittrace=1 (allocations, not time): the parent's
// trace is the part of standard error before the child's, which starts
// again at the runtime's first package.
func TestGuardParentInitsLittle(t *testing.T) {
	for name, env := range guards() {
		t.Run(name, func(t *testing.T) {
			out, errs, st := runBinary(t, "", append([]string{"GODEBUG=inittrace=1"}, env...), "-c", "echo hi")
			if st != 0 || out != "hi\n" {
				t.Fatalf("status %d, stdout %q", st, out)
			}
			inits, err := parseInittrace([]byte(errs))
			if err != nil {
				t.Fatal(err)
			}
			var parent []pkgInit
			for i, p := range inits {
				if i > 0 && p.pkg == inits[0].pkg {
					break
				}
				parent = append(parent, p)
			}
			if name == "native" {
				if len(parent) != len(inits) {
					t.Errorf("two Go start-ups in the trace of a run guarded by the C parent:\n%s", errs)
				}
				return
			}
			if len(parent) == len(inits) {
				t.Fatalf("no second process in the trace (%d packages): was the run guarded?\n%s", len(inits), errs)
			}
			allocs := 0
			for _, p := range parent {
				allocs += p.allocs
				if strings.HasPrefix(p.pkg, "github.com/computerwelt/computerwelt") || strings.Contains(p.pkg, "prometheus") {
					t.Errorf("the guard's parent initialised %s", p.pkg)
				}
			}
			// 27 packages and ~210 allocations when this was written, against
			// 219 packages and ~5,500 allocations for the whole binary.
			t.Logf("guard parent: %d packages, %d allocations (whole process: %d packages)", len(parent), allocs, len(inits)-len(parent))
			if allocs > 600 {
				t.Errorf("the guard's parent allocates %d times in init; budget 600", allocs)
			}
		})
	}
}

// TestRunGuardPassesSignals: a signal sent to the guard's parent alone
// reaches the script's process, and the parent ends with its status (128
// + the signal's number) rather than being killed by it.
func TestRunGuardPassesSignals(t *testing.T) {
	for name, env := range guards() {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(binary(t), "run", "-c", "echo ready; sleep 60; echo finished")
			cmd.Env = append(os.Environ(), env...)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			r := bufio.NewReader(out)
			// The script runs (the parent's handlers are in place).
			if l, err := r.ReadString('\n'); l != "ready\n" {
				t.Fatalf("first line %q, %v", l, err)
			}
			if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(r)
			err = cmd.Wait()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 128+int(syscall.SIGTERM) || len(rest) != 0 {
				t.Errorf("after SIGTERM: %v (status %d), output %q; want status %d", err, ee.ExitCode(), rest, 128+int(syscall.SIGTERM))
			}
		})
	}
}

// TestRunGuardSharesMemory: on x86-64 the C guard's child shares the
// parent's memory (clone with CLONE_VM) instead of a copy of it, which
// saves a hello world the fork's page-table copy and ~55 copy-on-write
// faults. kcmp tells whether two processes have one memory.
func TestRunGuardSharesMemory(t *testing.T) {
	if !runguard.NativeParent || runtime.GOARCH != "amd64" {
		t.Skip("the guard forks its child here")
	}
	cmd := exec.Command(binary(t), "run", "-c", "echo ready; sleep 60")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}()
	if l, err := bufio.NewReader(out).ReadString('\n'); l != "ready\n" {
		t.Fatalf("first line %q, %v", l, err)
	}
	parent := cmd.Process.Pid
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", parent, parent))
	if err != nil {
		t.Skipf("no list of children: %v", err)
	}
	f := strings.Fields(string(b))
	if len(f) != 1 {
		t.Fatalf("the guard's parent has children %q; want one", f)
	}
	child, err := strconv.Atoi(f[0])
	if err != nil {
		t.Fatal(err)
	}
	const sysKcmp, kcmpVM = 312, 1 // amd64's number
	r, _, errno := syscall.Syscall6(sysKcmp, uintptr(parent), uintptr(child), kcmpVM, 0, 0, 0)
	if errno == syscall.ENOSYS || errno == syscall.EPERM {
		t.Skipf("kcmp: %v", errno)
	}
	if errno != 0 {
		t.Fatalf("kcmp: %v", errno)
	}
	if r != 0 {
		t.Errorf("the guard's parent (%d) and child (%d) have separate memories (kcmp %d): the child was forked", parent, child, r)
	}
}
