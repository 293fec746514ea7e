package commands

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/version"
)

// noVersion are the commands whose counterpart has no --version: bash's
// builtins (echo, printf, true, false print "--version" or nothing, as
// bash's do), tools that refuse it (clear, unzip, which), and changes,
// which is Computerwelt's own.
var noVersion = map[string]bool{
	"echo": true, "printf": true, "true": true, "false": true,
	"clear": true, "unzip": true, "which": true, "changes": true,
}

// TestVersionOverAllCommands: every command whose upstream tool answers
// --version answers it, naming Computerwelt's version and the tool it
// mirrors; every command is decided one way or the other (a new command
// fails here until it is); and where the upstream tool is installed, its
// own --version status is the oracle for which way.
func TestVersionOverAllCommands(t *testing.T) {
	all := All()
	for name := range upstream {
		if _, ok := all[name]; !ok {
			t.Errorf("upstream names %s, which is not a command", name)
		}
	}
	for name, c := range all {
		mirror, has := Mirrors(name)
		if has == noVersion[name] {
			t.Errorf("%s: decide whether its upstream has --version (upstream map or noVersion)", name)
			continue
		}
		// (bash's builtins are not what `echo --version` runs in bash.)
		builtin := name == "echo" || name == "printf" || name == "true" || name == "false"
		if host, err := exec.LookPath(name); err == nil && !builtin {
			err := exec.Command(host, "--version").Run()
			if hostHas := err == nil; hostHas != has {
				t.Errorf("%s: the host's %s --version: %v; ours has --version: %v", name, host, err, has)
			}
		}
		var out, errb bytes.Buffer
		inv := &shell.Invocation{Args: []string{name, "--version"}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
			Env: map[string]string{}, Dir: "/", Limits: shell.Limits{}.WithDefaults()}
		if !has {
			continue
		}
		status := c.Run(context.Background(), inv)
		want := name + " (Computerwelt) " + version.Version + "\nmirrors " + name + " of " + mirror + ";"
		if status != 0 || !strings.HasPrefix(out.String(), want) || errb.Len() > 0 {
			t.Errorf("%s --version: %d %q %q, want 0 and %q", name, status, out.String(), errb.String(), want)
		}
	}
	// A later --version, where the command's parser sees it.
	for _, args := range [][]string{{"grep", "-i", "--version"}, {"sed", "-n", "--version"}, {"yq", "-r", "--version"}} {
		var out bytes.Buffer
		inv := &shell.Invocation{Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out, Env: map[string]string{}, Dir: "/", Limits: shell.Limits{}.WithDefaults()}
		if st := all[args[0]].Run(context.Background(), inv); st != 0 || !strings.HasPrefix(out.String(), args[0]+" (Computerwelt) "+version.Version+"\n") {
			t.Errorf("%q: %d %q", args, st, out.String())
		}
	}
}
