package commands

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestTimeout(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"timeout"}},
		{args: []string{"timeout", "1"}},
		{args: []string{"timeout", "x", "true"}},
		{args: []string{"timeout", "-s", "FOO", "1", "true"}},
		{args: []string{"timeout", "-k", "x", "1", "true"}},
		{args: []string{"timeout", "-1", "true"}},
		{args: []string{"timeout", "--bogus", "1", "true"}},
		{args: []string{"timeout", "1", "false"}},
		{args: []string{"timeout", "0", "true"}},
		{args: []string{"timeout", "5s", "echo", "-n", "hi"}},
		{args: []string{"timeout", "-s", "SIGINT", "-k", "1", "1m", "cat"}, stdin: "in\n"},
		{args: []string{"timeout", "1", "head", "-n1", "--", "-x"}, ignoreStderr: true},
		{args: []string{"timeout", "0.1", "sleep", "2"}},
		{args: []string{"timeout", "-v", "0.1", "sleep", "2"}},
		{args: []string{"timeout", "--preserve-status", "0.1", "sleep", "2"}},
		{args: []string{"timeout", "--preserve-status", "-s", "INT", "0.1", "sleep", "2"}},
		{args: []string{"timeout", "-v", "-s", "9", "0.1", "sleep", "2"}, why: "GNU timeout kills itself with KILL; we exit with its status",
			stderr: "timeout: sending signal KILL to command ‘sleep’\n", status: 137},
		{args: []string{"timeout", "-s", "RTMIN+2", "-v", "0.05", "sleep", "1"}},
		{args: []string{"timeout", "-s", "IO", "-v", "0.05", "sleep", "1"}},
		{args: []string{"timeout", "1", "nosuch"}},
		{args: []string{"timeout", "1", "./sub"}, files: map[string]string{"sub/": ""}},
		{args: []string{"timeout", "1", "./file"}, files: map[string]string{"file": "echo hi\n"}},
	})
}

func TestTimeoutStopsPromptly(t *testing.T) {
	for _, args := range [][]string{{"timeout", "0.05", "sleep", "inf"}} {
		start := time.Now()
		r := runSandbox(t, args, "", map[string]string{"f": "x\n"})
		d := time.Since(start)
		if r.status != 124 {
			t.Errorf("%v: status %d, want 124", args, r.status)
		}
		testtime.Check(t, strings.Join(args, " "), 50*time.Millisecond+100*time.Millisecond, d)
	}
}

// TestTimeoutInShell stops a pipeline in a child shell. (A busy shell loop
// in a child shell is not stopped yet: the evaluator's loops watch the
// whole run's context, not the one Exec was given.)
func TestTimeoutInShell(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	for _, script := range []string{
		`timeout 0.1 sh -c 'yes | cat >/dev/null'; echo $?`,
		`timeout 0.1 sleep 10 | cat; echo ${PIPESTATUS[0]}`,
	} {
		sh, err := shell.New(shell.Config{FS: fsys, Dir: "/work", Commands: All(),
			Limits: shell.Limits{MaxLoopIterations: 1 << 40, MaxCommands: 1 << 40}})
		if err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		start := time.Now()
		sh.Run(ctx, script, shell.RunIO{Stdout: &out, Stderr: &errb})
		testtime.Check(t, script, 100*time.Millisecond+100*time.Millisecond, time.Since(start))
		if out.String() != "124\n" {
			t.Errorf("%s: got %q, stderr %q", script, out.String(), errb.String())
		}
	}
}
