package commands

import (
	"context"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestDirnameDiff(t *testing.T) {
	var cases []diffCase
	for _, args := range [][]string{
		{"/usr/bin/"}, {"a/b", "c/d"}, {"stdio.h"}, {"/"}, {"//"}, {"///a"}, {""}, {"a/"}, {"/a//b//"},
		{"a/../b"}, {"-z", "a/b", "c"}, {"--zero", "x"}, {}, {"//a//b"}, {"./a"}, {".."}, {"é/ü"},
	} {
		cases = append(cases, diffCase{args: append([]string{"dirname"}, args...)})
	}
	runDiffCases(t, cases)
}

// The file commands never panic or hang, whatever their arguments: each
// runs many random argument lists drawn from flags, odd names and format
// strings on a small tree with links and loops.
func TestFileCommandsRandomArgs(t *testing.T) {
	words := []string{
		"-", "--", "-a", "-l", "-R", "-r", "-f", "-i", "-n", "-s", "-v", "-t", "-T", "-d", "-p", "-e", "-m", "-L", "-P", "-H",
		"-c", "%", "%%", "%Y", "%.99Y", "%-99s", "\\", "\\x", "\\0", "", " ", "a", "d", "d/", "l", "loop", "nope", "/", ".", "..",
		"-name", "*", "[", "[!", "-exec", "{}", ";", "+", "(", ")", "!", "-o", "-printf", "-size", "-1", "+1k", "-perm", "-777",
		"/111", "u+x", "=", "a=rwx,o-w", "-maxdepth", "99999999999999999999", "-newer", "-regex", "\\(", "-type", "f,d",
		"--format=%n %s", "--printf=%A\\n", "--relative-to=d", "-delete", "-prune", "-quit", "@1", "2001-01-01", "-d",
		strings.Repeat("x", 300), strings.Repeat("a/", 100), "\xff\xfe", "é",
	}
	operands := []string{"a", "d", "d/", "l", "loop", "nope", "/", ".", "d/up", "d/up/d", "new", "d/sub", "%", "-"}
	cmds := []string{"cat", "ls", "mkdir", "rmdir", "rm", "touch", "cp", "mv", "ln", "chmod", "stat", "tee", "basename",
		"dirname", "find", "readlink", "realpath"}
	rng := rand.New(rand.NewSource(1))
	all := All()
	for i := 0; i < 6000; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		fsys := memfs.New(memfs.WithLimits(1<<20, 4<<20), memfs.WithMaxFiles(500))
		vfs.MkdirAll(ctx, fsys, "/w/d/sub", 0o755)
		vfs.WriteFile(ctx, fsys, "/w/a", []byte("hello\n"), 0o644)
		fsys.Symlink(ctx, "a", "/w/l")
		fsys.Symlink(ctx, "loop", "/w/loop")
		fsys.Symlink(ctx, "..", "/w/d/up")
		name := cmds[rng.Intn(len(cmds))]
		args := []string{name}
		for n := rng.Intn(7); n > 0; n-- {
			w := words[rng.Intn(len(words))]
			// Mostly operands and find's words, fewer single-dash flags
			// (which often end the run at option parsing).
			if strings.HasPrefix(w, "-") && len(w) == 2 && rng.Intn(3) > 0 {
				w = operands[rng.Intn(len(operands))]
			}
			args = append(args, w)
		}
		var out, errb strings.Builder
		inv := &shell.Invocation{Args: args, Stdin: strings.NewReader("y\nn\n"), Stdout: &out, Stderr: &errb, Env: map[string]string{},
			Dir: "/w", FS: fsys, Umask: 0o022, Now: time.Now, Limits: shell.DefaultLimits}
		inv.Exec = func(ctx context.Context, req shell.ExecRequest) int { return 0 }
		done := make(chan struct{})
		go func() {
			defer close(done)
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q panicked: %v", args, r)
				}
			}()
			all[name].Run(ctx, inv)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%q hangs", args)
		}
		cancel()
	}
}
