package commands

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// FuzzSed checks that no script or input makes sed panic or run past its
// context.
func FuzzSed(f *testing.F) {
	for _, s := range []string{"s/a/b/g", "$!N;P;D", ":a;N;$!ba;s/\n/ /g", "/x/,+2{=;l}", "1~2y/ab/ba/", "0,/a/c\\\nX", "s/\\(.\\)\\1/\\U&/2w /dev/stdout"} {
		f.Add(s, "a\nab\nxaa\n")
	}
	f.Fuzz(func(t *testing.T, script, in string) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		for _, extra := range [][]string{nil, {"-n", "-E"}, {"-z", "-s"}} {
			args := append([]string{"sed"}, extra...)
			args = append(args, "-e", script)
			var out, errb bytes.Buffer
			inv := &shell.Invocation{Args: args, Stdin: strings.NewReader(in), Stdout: &out, Stderr: &errb,
				Dir: "/", FS: memfs.New(), Limits: shell.DefaultLimits}
			All()["sed"].Run(ctx, inv)
		}
	})
}

// FuzzGrep does the same for grep's options and patterns.
func FuzzGrep(f *testing.F) {
	f.Add("-E", "a|b*", "a\nb\n")
	f.Add("-P", `(?<=a)b\K`, "ab\n")
	f.Add("-ow", `\<x`, "x y\n")
	f.Fuzz(func(t *testing.T, opt, pat, in string) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		var out, errb bytes.Buffer
		inv := &shell.Invocation{Args: []string{"grep", opt, "-e", pat, "-C1", "-n"}, Stdin: strings.NewReader(in),
			Stdout: &out, Stderr: &errb, Dir: "/", FS: memfs.New(), Limits: shell.DefaultLimits}
		All()["grep"].Run(ctx, inv)
	})
}
