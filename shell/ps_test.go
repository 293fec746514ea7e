package shell

import (
	"regexp"
	"strings"
	"testing"
)

// TestPsListsTheSandboxProcesses checks that ps shows this shell, its
// running background jobs (in subshells too) and itself, and nothing else.
func TestPsListsTheSandboxProcesses(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, errOut, code := runScript(t, sh, `sleep 5 & (sleep 5; :) & f() { sleep 5; }; f &
ps
echo --
ps -o pid=,ppid=,comm=,args= | cat
echo --
ps -p $$ -o comm=; echo "status $?"
ps -p 424242 >/dev/null; echo "status $?"
ps -C sleep -o args=
kill %1 %2 %3; wait
ps -o comm=
ps -z; echo "status $?"`)
	if errOut != "ps: error: unsupported option -z\n"+strings.TrimSuffix(psUsage, "\n")+"\n" {
		t.Errorf("stderr = %q", errOut)
	}
	if code != 0 {
		t.Errorf("status %d", code)
	}
	want := `^  PID TTY          TIME CMD
 (\d+) \?        00:00:00 bash
 +\d+ \?        00:00:00 sleep
 +\d+ \?        00:00:00 bash
 +\d+ \?        00:00:00 bash
 +\d+ \?        00:00:00 ps
--
 +\d+ +\d+ bash            bash
 +\d+ +\d+ sleep           sleep 5
 +\d+ +\d+ bash            \(sleep 5; :\)
 +\d+ +\d+ bash            f
 +\d+ +\d+ ps              ps -o pid=,ppid=,comm=,args=
--
bash
status 0
status 1
sleep 5
bash
ps
status 1
$`
	if !regexp.MustCompile(want).MatchString(out) {
		t.Errorf("output:\n%s\ndoes not match:\n%s", out, want)
	}
}
