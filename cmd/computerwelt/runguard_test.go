package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
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

// TestRunCrashPrintsOneLine: a Go fatal error in `computerwelt run` (here
// a stack overflow the test provokes) prints one line, without the
// runtime's goroutine dump and its source paths; everything else passes
// through the guard unchanged.
func TestRunCrashPrintsOneLine(t *testing.T) {
	out, errs, st := runBinary(t, "", []string{runTestCrashEnv + "=stack"}, "-c", "echo never")
	if st != statusCrashed || out != "" || errs != "computerwelt: the script crashed the sandbox (stack overflow)\n" {
		t.Errorf("crash: status %d, stdout %q, stderr %q", st, out, errs)
	}
	out, errs, st = runBinary(t, "line\n", nil, "-c", `read x; echo "out $x"; echo err >&2; exit 3`)
	if st != 3 || out != "out line\n" || errs != "err\n" {
		t.Errorf("guarded run: status %d, stdout %q, stderr %q", st, out, errs)
	}
	// Without the guard the report is the runtime's own.
	_, errs, st = runBinary(t, "", []string{runTestCrashEnv + "=stack", runDirectEnv + "=1", runGuardEnv + "=1"}, "-c", "true")
	if st != 2 || !strings.Contains(errs, "goroutine ") {
		t.Errorf("unguarded crash: status %d, stderr %.200q", st, errs)
	}
}
