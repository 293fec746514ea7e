package commands

import (
	"os/exec"
	"testing"
)

func TestEnvDiff(t *testing.T) {
	files := map[string]string{"sub/f": "in sub\n", "file": ""}
	runDiffCases(t, []diffCase{
		{args: []string{"env", "-i"}},
		{args: []string{"env", "-i", "A=1", "B=2"}},
		{args: []string{"env", "-"}},
		{args: []string{"env", "-", "A=1"}},
		{args: []string{"env", "-i", "-0", "A=1", "B=2"}},
		{args: []string{"env", "-i", "A=1", "B=x=y", "printenv", "B"}},
		{args: []string{"env", "-i", "A=1", "printenv"}},
		{args: []string{"env", "-u", "HOME", "printenv", "HOME"}},
		{args: []string{"env", "-u", "HOME", "printenv", "TZ"}},
		{args: []string{"env", "--unset=TZ", "-u", "PATH", "printenv", "HOME", "TZ", "PATH"}},
		{args: []string{"env", "-v", "-u", "X", "true"}},
		{args: []string{"env", "A=b", "printenv", "A", "TZ"}},
		{args: []string{"env", "TZ=x", "printenv", "TZ"}},
		{args: []string{"env", "-i", "HOME=/h", "printenv", "-0"}},
		{args: []string{"env", "-C", "sub", "cat", "f"}, files: files},
		{args: []string{"env", "-C", "nonexist", "true"}},
		{args: []string{"env", "-C", "file", "true"}, files: files},
		{args: []string{"env", "-u", "A=B"}},
		{args: []string{"env", "-i", "=x"}},
		{args: []string{"env", "-v", "-i", "A=1", "true"}},
		{args: []string{"env", "-v", "-i", "-u", "X", "printenv", "a b"}},
		{args: []string{"env", "echo", "-i", "A=1"}},
		{args: []string{"env", "-i", "--", "A=1", "printenv", "A"}},
		{args: []string{"env", "false"}},
		{args: []string{"env", "-i", "nonexistcmd"}},
		{args: []string{"env", "./sub"}, files: files},
	})
	runUsageCases(t, []diffCase{
		{args: []string{"env", "-0", "true"}},
		{args: []string{"env", "-C", "/"}},
		{args: []string{"env", "-x"}},
	})
}

func TestEnvSplitDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"env", "-Sprintenv HOME"}},
		{args: []string{"env", "-S", "A=1   B=2 printenv A B"}},
		{args: []string{"env", "-S", `echo 'a  b' "c  ${HOME} d" e\tf \_g`}},
		{args: []string{"env", "-Secho $HOME"}},
		{args: []string{"env", "-Secho a #comment"}},
		{args: []string{"env", `-Secho a\cb c`}},
		{args: []string{"env", `-Secho "a`}},
		{args: []string{"env", "-S", "", "-i"}},
		{args: []string{"env", "-S-i A=1 printenv"}},
		{args: []string{"env", "--split-string=printenv TZ", "HOME"}},
		{args: []string{"env", "-i", "-S", "A=${TZ}x printenv A"}},
		{args: []string{"env", `-Secho "a\_b" 'c\'d' \#x \$y "\q"`}},
		{args: []string{"env", `-Secho 'it''s' "x"y`}},
		{args: []string{"env", `-S echo \q`}},
		{args: []string{"env", `-S echo a\`}},
		// Prefixes of --split-string, and -S without its string.
		{args: []string{"env", "--split=printenv TZ"}}, {args: []string{"env", "--s", "printenv TZ"}},
		{args: []string{"env", "--spl", "printenv TZ HOME"}}, {args: []string{"env", "-S"}}, {args: []string{"env", "--split-string"}},
		{args: []string{"env", "-i", "--split"}},
	})
}

// hostSignalsDefault skips a test comparing signal handling with the real
// env when this process was started with signals ignored or blocked (go
// test run from a background job ignores INT and QUIT): the host's
// results would show them, the sandbox starts with none.
func hostSignalsDefault(t *testing.T) {
	t.Helper()
	out, err := exec.Command("env", "--list-signal-handling", "true").CombinedOutput()
	if err != nil {
		t.Skipf("the host env has no --list-signal-handling: %v", err)
	}
	if len(out) > 0 {
		t.Skipf("this test process inherited non-default signal handling:\n%s", out)
	}
}

// TestEnvSignalsDiff: --ignore-signal, --default-signal, --block-signal
// and --list-signal-handling, with their -v reports, GNU's signal names
// and numbers (gnulib's operand2sig: SIG optional, any case, RTMIN+N,
// 128+N as N) and its errors.
func TestEnvSignalsDiff(t *testing.T) {
	hostSignalsDefault(t)
	l := "--list-signal-handling"
	runDiffCases(t, []diffCase{
		{args: []string{"env", "--ignore-signal=INT", l, "true"}},
		{args: []string{"env", "--ignore-signal=INT,TERM", "--block-signal=HUP,USR1", l, "true"}},
		{args: []string{"env", "--ignore-signal=INT", "--block-signal=INT", l, "true"}},
		{args: []string{"env", "--ignore-signal", l, "true"}},
		{args: []string{"env", "--block-signal", l, "true"}},
		{args: []string{"env", "--ignore-signal", "--default-signal=INT,9", l, "true"}},
		{args: []string{"env", "--ignore-signal=INT", "--default-signal", l, "true"}},
		{args: []string{"env", "--default-signal=INT", "--ignore-signal=INT", l, "true"}},
		{args: []string{"env", "--ignore-signal=INT", "--default-signal=INT", l, "true"}},
		{args: []string{"env", "--block-signal=INT", "--default-signal=INT", l, "true"}},
		{args: []string{"env", "--default-signal=INT", "--block-signal=INT", l, "true"}},
		{args: []string{"env", "--block-signal=KILL,STOP,TERM", l, "true"}},
		{args: []string{"env", "--ignore-signal=", "--block-signal=", "--default-signal=", l, "true"}},
		{args: []string{"env", "--ignore-signal=sigint,Term,2,02,130,258,,CLD,IOT,IO,POLL", l, "true"}},
		{args: []string{"env", "--ignore-signal=RTMIN,rtmin+1,RTMIN2,RTMIN+15,RTMIN+16,RTMAX-1,RTMAX,sigrtmax-30,34,64,192", l, "true"}},
		{args: []string{"env", "--ignore-signal=INT", l, "env", l, "true"}},
		{args: []string{"env", "--ignore-signal=TERM", "env", "--default-signal=TERM", l, "true"}},
		{args: []string{"env", "--block-signal=TERM", "env", "--default-signal", l, "true"}},
		{args: []string{"env", "-i", "--ignore-signal=INT", l, "A=1"}},
		{args: []string{"env", "-i", "--ignore-signal=INT", l}},
		{args: []string{"env", "-i", "--ignore-signal=PIPE", "printenv"}},
		{args: []string{"env", "--li", "true"}},
		// -v reports each step.
		{args: []string{"env", "-v", "--ignore-signal=INT,TERM", "--default-signal=HUP", "--block-signal=USR1", l, "true"}},
		{args: []string{"env", "-v", "--ignore-signal", "true"}},
		{args: []string{"env", "-v", "--default-signal", "true"}},
		{args: []string{"env", "-v", "--block-signal", "true"}},
		{args: []string{"env", "-v", "--block-signal=KILL", "-C", "/", "true"}},
		{args: []string{"env", "-v", "--ignore-signal=INT,KILL,TERM", "true"}},
		// KILL and STOP named: sigaction fails, after the options.
		{args: []string{"env", "--ignore-signal=KILL", "true"}},
		{args: []string{"env", "--default-signal=STOP", "true"}},
		{args: []string{"env", "--ignore-signal=19", "true"}},
		{args: []string{"env", "-i", "--ignore-signal=KILL"}},
		{args: []string{"env", "-C", "nonexist", "--ignore-signal=INT", l, "true"}},
	})
	runUsageCases(t, []diffCase{
		{args: []string{"env", "--ignore-signal=FOO", "true"}},
		{args: []string{"env", "--ignore-signal=0", "true"}},
		{args: []string{"env", "--ignore-signal=EXIT", "true"}},
		{args: []string{"env", "--ignore-signal=SIG", "true"}},
		{args: []string{"env", "--block-signal=65", "true"}},
		{args: []string{"env", "--default-signal=INT,32", "true"}},
		{args: []string{"env", "--ignore-signal=+2", "true"}},
		{args: []string{"env", "--ignore-signal=RTMIN+31", "true"}},
		{args: []string{"env", "--ignore-signal=RTMAX+1", "true"}},
		{args: []string{"env", "--ignore-signal=2x", "true"}},
		{args: []string{"env", "--ignore-signal=99999999999", "true"}},
		{args: []string{"env", "--ignore-signal=INT", "--block-signal=BAD"}},
		{args: []string{"env", "--list-signal-handling=x", "true"}},
		{args: []string{"env", "--i", "true"}},
		{args: []string{"env", "--d", "true"}},
		{args: []string{"env", "--de", "true"}},
	})
}
