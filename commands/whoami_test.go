package commands

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// sysCase runs a table of expected-value cases (the sandbox's identity is
// its own, so the host's tools cannot be the oracle).
func sysCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for i := range cases {
		if cases[i].why == "" {
			cases[i].why = "sandbox identity, not the host's"
		}
	}
	runDiffCases(t, cases)
}

func TestWhoami(t *testing.T) {
	sysCases(t, []diffCase{
		{args: []string{"whoami"}, stdout: "user\n"},
		{args: []string{"whoami", "x"}, stderr: "whoami: extra operand ‘x’\nTry 'whoami --help' for more information.\n", status: 1},
		{args: []string{"whoami", "-x"}, stderr: "whoami: invalid option -- 'x'\nTry 'whoami --help' for more information.\n", status: 1},
	})
	// The real tool agrees on usage errors.
	runDiffCases(t, []diffCase{{args: []string{"whoami", "-x"}}, {args: []string{"whoami", "a", "b"}}})
}

func TestWhoamiIdentity(t *testing.T) {
	inv, out := sysInvocation([]string{"whoami"})
	inv.Username = "agent"
	inv.Env["USER"] = "mallory"
	if st := runWhoami(t.Context(), inv); st != 0 || out.String() != "agent\n" {
		t.Errorf("got %q status %d, want agent", out.String(), st)
	}
	inv, out = sysInvocation([]string{"whoami"})
	inv.Env["USER"] = "bob"
	if runWhoami(t.Context(), inv); out.String() != "bob\n" {
		t.Errorf("fallback to $USER: got %q", out.String())
	}
}

// sysInvocation builds an invocation on a fresh in-memory FS; stdout is
// returned, stderr is inv.Stderr (a *bytes.Buffer).
func sysInvocation(args []string) (*shell.Invocation, *bytes.Buffer) {
	var out, errb bytes.Buffer
	inv := &shell.Invocation{
		Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{"PATH": "/usr/bin:/bin"}, Dir: "/", FS: memfs.New(),
		Limits: shell.DefaultLimits, Umask: 0o022, Now: time.Now,
	}
	return inv, &out
}
