package shell

import (
	"bytes"
	"os/exec"
	"syscall"
	"testing"
)

// bashEnv is the environment the differential tests give GNU bash.
var bashEnv = []string{"HOME=/home/user", "PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8"}

// runBash runs GNU bash with args in a temporary directory and returns its
// stdout, stderr and status (128+N for a death by signal N, as a shell
// reports it).
func runBash(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command("bash", args...)
	cmd.Dir = t.TempDir()
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	status := 0
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			status = 128 + int(ws.Signal())
		}
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), status
}
