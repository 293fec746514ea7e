package main

import (
	"bytes"
	"context"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestRunScriptOnStdinLikeBash compares `computerwelt run` with the script
// on stdin to `bash -s` reading it from a pipe, with the real command suite.
func TestRunScriptOnStdinLikeBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	scripts := []string{
		"read x\necho \"[$x]\"\necho after\n",
		"head -1\nswallowed by head\nand the rest too\necho never\n",
		"echo start\ncat\necho never\n",
		"while IFS= read -r l; do printf '<%s>\\n' \"$l\"; done\n a b \nc\n",
		"tr a-z A-Z <<EOF\nhere doc\nEOF\nread y\nY line\necho \"$y\" | wc -c\n",
		"sed -n 1p\nline one\nline two\n",
		"echo no newline",
	}
	for i, script := range scripts {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var out, errb bytes.Buffer
			status := realMain(context.Background(), []string{"run"}, strings.NewReader(script), &out, &errb)
			cmd := exec.Command("bash", "-s")
			cmd.Dir = t.TempDir()
			cmd.Env = []string{"PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8"}
			cmd.Stdin = strings.NewReader(script) // a pipe
			var wout, werr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &wout, &werr
			want := 0
			if err := cmd.Run(); err != nil {
				ee, ok := err.(*exec.ExitError)
				if !ok {
					t.Fatal(err)
				}
				want = ee.ExitCode()
			}
			if out.String() != wout.String() || errb.String() != werr.String() || status != want {
				t.Errorf("script %q:\nours: %q %q (status %d)\nbash: %q %q (status %d)", script, out.String(), errb.String(), status, wout.String(), werr.String(), want)
			}
		})
	}
}

func TestRunCPassesStdin(t *testing.T) {
	var out, errb bytes.Buffer
	if s := realMain(context.Background(), []string{"run", "-c", "cat; echo done"}, strings.NewReader("in\n"), &out, &errb); s != 0 || out.String() != "in\ndone\n" {
		t.Errorf("status %d stdout %q stderr %q", s, out.String(), errb.String())
	}
}
