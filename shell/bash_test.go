package shell

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// A test process started with signals ignored (under nohup, or as a
// background job of a script: HUP, INT, QUIT) would pass them on ignored
// to the bash it compares with, which then shows and acts on them
// differently. A signal the process handles is reset to its default in a
// child, so handle them here.
func init() {
	for _, sig := range []os.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT} {
		if signal.Ignored(sig) {
			signal.Notify(make(chan os.Signal, 1), sig)
		}
	}
}

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

// compareWithBash runs each script in a new shell and with bash -c, as a
// subtest (parallel ones if parallel), and compares stdout and status.
// Scripts with jobs and signals race in bash itself on a loaded machine
// (a job may end, or a signal arrive, before the line that expects it), so
// a disagreement is run again, both sides fresh: the test fails only when
// ours matches none of bash's attempts. A wrong result of ours that bash
// never gives still fails every time.
func compareWithBash(t *testing.T, scripts []string, parallel bool) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	const attempts = 4
	for i, script := range scripts {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if parallel {
				t.Parallel()
			}
			var report strings.Builder
			for a := 1; a <= attempts; a++ {
				sh := newTestShell(t, Limits{})
				got, gotErr, gotStatus := runScript(t, sh, script)
				out, errs, status := runBash(t, bashEnv, "-c", script)
				// $- ends in c for bash -c where ours, a script, has s.
				out = strings.ReplaceAll(out, "hmBc", "hmBs")
				if got == out && gotStatus == status {
					return
				}
				fmt.Fprintf(&report, "\nattempt %d:\nours:  %q (status %d) stderr %q\nbash:  %q (status %d) stderr %q",
					a, got, gotStatus, gotErr, out, status, errs)
			}
			t.Errorf("script:\n%s%s", script, report.String())
		})
	}
}
