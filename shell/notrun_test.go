package shell

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// A command running another (timeout, env, xargs) reports one that cannot
// be run in its own words through ExecRequest.NotRun; shells below the
// command it runs report their own failures as bash does.
func TestExecNotRun(t *testing.T) {
	fsys := memfs.New()
	ctx := context.Background()
	vfs.MkdirAll(ctx, fsys, "/w/dir", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/plain", []byte("echo hi\n"), 0o644)
	cmds := testCommands()
	cmds["run"] = &Command{Name: "run", Run: func(ctx context.Context, inv *Invocation) int {
		return inv.Exec(ctx, ExecRequest{Args: inv.Args[1:], Stdin: inv.Stdin, Stdout: inv.Stdout, Stderr: inv.Stderr,
			NotRun: func(err error) int {
				var pe *fs.PathError
				errors.As(err, &pe)
				fmt.Fprintf(inv.Stderr, "run: %s: %s\n", pe.Path, vfs.Strerror(err))
				if errors.Is(err, fs.ErrPermission) {
					return 126
				}
				return 127
			}})
	}}
	sh, err := New(Config{FS: fsys, Dir: "/w", Commands: cmds})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		script, errs string
		status       int
	}{
		{"run nope", "run: nope: No such file or directory\n", 127},
		{"run ./dir", "run: ./dir: Permission denied\n", 126},
		{"run ./plain", "run: ./plain: Permission denied\n", 126},
		{"run ./missing", "run: ./missing: No such file or directory\n", 127},
		{"run bash -c nope", "bash: line 1: nope: command not found\n", 127},
		{"run cat /w/plain", "", 0},
	} {
		_, errs, st := runScript(t, sh, c.script)
		if errs != c.errs || st != c.status {
			t.Errorf("%s: stderr %q status %d, want %q %d", c.script, errs, st, c.errs, c.status)
		}
	}
}
