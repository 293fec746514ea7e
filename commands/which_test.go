package commands

import (
	"bytes"
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestWhichOptions(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"which"}},
		{args: []string{"which", "-x", "ls"}},
		{args: []string{"which", "--help"}},
		{args: []string{"which", "-a"}},
		{args: []string{"which", "./nope", "no/such"}},
		{args: []string{"which", "computerwelt-nosuch"}},
		{args: []string{"which", ""}},
	})
}

// TestWhichInShell runs which through the shell, which knows the sandbox's
// commands, and against executable files in the FS.
func TestWhichInShell(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work/bin", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/bin/tool", []byte("echo hi\n"), 0o755)
	vfs.WriteFile(ctx, fsys, "/work/bin/data", []byte("x\n"), 0o644)
	vfs.WriteFile(ctx, fsys, "/work/bin/ls", []byte("echo mine\n"), 0o755)
	for _, c := range []struct {
		script, stdout string
	}{
		{`which ls; echo $?`, "/usr/bin/ls\n0\n"},
		{`which -a ls cat; echo $?`, "/usr/bin/ls\n/bin/ls\n/usr/bin/cat\n/bin/cat\n0\n"},
		{`which nosuchcmd; echo $?`, "1\n"},
		{`which ls nosuchcmd cat; echo $?`, "/usr/bin/ls\n/usr/bin/cat\n1\n"},
		{`which cd; echo $?`, "1\n"},                  // a builtin only
		{`f() { :; }; which f; echo $?`, "1\n"},       // functions are not files
		{`which echo; echo $?`, "/usr/bin/echo\n0\n"}, // builtin and command
		{`which tool; echo $?`, "1\n"},
		{`PATH=$PATH:bin which tool data; echo $?`, "bin/tool\n1\n"},
		{`PATH=/work/bin:$PATH which -a ls`, "/work/bin/ls\n/usr/bin/ls\n/bin/ls\n"},
		{`which bin/tool ./bin/data /work/bin/tool`, "bin/tool\n/work/bin/tool\n"},
		{`PATH=/usr/bin:: which ls tool`, "/usr/bin/ls\n"},
	} {
		sh, err := shell.New(shell.Config{FS: fsys, Dir: "/work", Commands: All(),
			Env: map[string]string{"PATH": "/usr/bin:/bin"}})
		if err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		if _, err := sh.Run(ctx, c.script, shell.RunIO{Stdout: &out, Stderr: &errb}); err != nil {
			t.Fatal(err)
		}
		if out.String() != c.stdout || errb.Len() > 0 {
			t.Errorf("%s: got %q (stderr %q), want %q", c.script, out.String(), errb.String(), c.stdout)
		}
	}
}
