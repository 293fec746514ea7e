package commands

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
)

func TestNiceDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"nice"}},
		{args: []string{"nice", "-n", "5", "nice"}},
		{args: []string{"nice", "-5", "nice"}},
		{args: []string{"nice", "--adjustment=2", "nice"}},
		{args: []string{"nice", "nice"}},
		{args: []string{"nice", "-n", "100", "nice"}},
		{args: []string{"nice", "-n", "3", "nice", "-n", "4", "nice"}},
		{args: []string{"nice", "-n", "x", "true"}},
		{args: []string{"nice", "-n", "3"}},
		{args: []string{"nice", "nosuch"}},
		{args: []string{"nice", "-"}},
		{args: []string{"nice", "--", "-n", "3", "true"}},
		{args: []string{"nice", "false"}},
		{args: []string{"nice", "echo", "-n", "hi"}},
		{args: []string{"nice", "--bogus"}},
		{args: []string{"nice", "-n", "-5", "nice"}, why: "the sandbox user is unprivileged; the host test runs as root",
			stdout: "0\n", stderr: "nice: cannot set niceness: Permission denied\n"},
	})
}

func TestSmallCommandsDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"sync"}},
		{args: []string{"sync", "-x"}},
		{args: []string{"sync", "f"}, files: map[string]string{"f": "x"}},
		{args: []string{"sync", "nosuch"}},
		{args: []string{"sync", "-d"}},
		{args: []string{"sync", "-d", "-f", "f"}, files: map[string]string{"f": "x"}},
		{args: []string{"tty"}},
		{args: []string{"tty", "-s"}},
		{args: []string{"tty", "--quiet"}},
		{args: []string{"tty", "x"}},
		{args: []string{"tty", "-x"}},
		{args: []string{"arch"}},
		{args: []string{"arch", "x"}},
		{args: []string{"groups", "root"}},
		{args: []string{"groups", "bob", "root"}},
		{args: []string{"logname", "x"}},
		{args: []string{"groups"}, why: "the sandbox user is named user", stdout: "user\n"},
		{args: []string{"groups", "user"}, why: "the sandbox user is named user", stdout: "user : user\n"},
		{args: []string{"logname"}, why: "the sandbox has a login user (GNU finds none without a utmp entry)", stdout: "user\n"},
	})
}

// TestNiceInShell: the niceness reaches a nested nice through the shell.
func TestNiceInShell(t *testing.T) {
	compareScript(t, "nice -n 5 nice; nice -n 3 sh -c 'nice; nice nice'; nice", nil)
}

// The commands added together print their Usage for --help, have a
// one-line Summary, and are listed by the shell's help.
func TestAddedCommandsHelp(t *testing.T) {
	names := []string{"dd", "install", "chown", "chgrp", "nice", "sync", "tty", "arch", "logname", "groups",
		"numfmt", "factor", "tsort", "cksum", "sum", "b2sum", "envsubst", "less", "more"}
	sh, err := shell.New(shell.Config{FS: sandboxFS(t, nil), Dir: sandboxDir, Commands: All()})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := sh.Run(context.Background(), "help", shell.RunIO{Stdout: &out}); err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		c := All()[name]
		if c == nil {
			t.Errorf("%s is not registered", name)
			continue
		}
		r := runSandbox(t, []string{name, "--help"}, "", nil)
		if r.status != 0 || r.stdout != c.Usage || r.stderr != "" {
			t.Errorf("%s --help: status %d, stderr %q", name, r.status, r.stderr)
		}
		if c.Summary == "" || strings.Contains(c.Summary, "\n") || !strings.Contains(c.Usage, "Usage:") {
			t.Errorf("%s: summary %q, usage %.40q", name, c.Summary, c.Usage)
		}
		if !strings.Contains(out.String(), "\n"+name+" ") && !strings.Contains(out.String(), " "+name+" ") {
			t.Errorf("help does not list %s", name)
		}
	}
}
