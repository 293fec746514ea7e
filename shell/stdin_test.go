package shell

import (
	"bytes"
	"context"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// stdinScripts are run as `bash -s` with the script on a pipe: the
// commands share the script's stdin and see the lines after the current
// one.
var stdinScripts = []string{
	"read x\necho \"[$x]\"\necho after \"$x\"\n",
	"echo start\ncat\necho never\n",
	"while read -r line; do echo \"got: $line\"; done\nthis is data\n  more data\n",
	"cat <<EOF\nhere $((1+2))\nEOF\nread y\nline for y\necho \"y=$y\"\n",
	"read a; echo \"a=$a\"\nfirst\necho end\n",
	"if true; then\n  read z\nfi\nzline\necho \"z=$z\"\n",
	"read q\necho hi",
	// Arithmetic whose "))" is on a line not read yet is arithmetic (a
	// run-time error here), not a command substitution of a subshell.
	"{ echo $((\n1 + 2  # not a comment\n)); } 2>/dev/null\necho next\necho $((exit 3) |\n cat); echo st=$?\n",
	"echo no newline at end",
	"x=1; echo $x \\\n  continued\nread w\nw data\necho \"$w\"\n",
	"echo a\nexit 3\necho b\n",
	"echo a\nfi\necho b\n",
	"set -v\necho v\nread r\nr line\necho \"$r\"\n",
	"f() {\n  read -r l\n  echo \"in f: $l\"\n}\nf\nfor f line\necho done\n",
	"read -r u\nnon-ascii é ü\nprintf '%s\\n' \"$u\"\n",
	"read -r c\ncrlf line\r\nprintf '%q\\n' \"$c\"\n",
	"echo 'unclosed\n",
	"echo $(cat)\nswallowed\n",
	"echo a; if true; then\n echo b\nfi; echo c\n",
	"echo a; cat <<E; read v\nbody\nE\nvline\necho \"v=$v\"\n",
	"f() { echo f; }; f\n# comment\n\necho e\n",
	// A syntax error in an array literal drops its line, status 1; in
	// POSIX mode it ends the script.
	"echo a; x=( b=() ); echo c\necho st=$? ${#x[@]}\nread r\nrline\necho \"$r\"\ny=( 1; )\necho $?\nset -o posix\nw=( 1; )\necho not reached\n",
	// Messages from inside a function name the file it was defined in,
	// BASH_SOURCE[0]: "main" for a script read from stdin.
	"f() { cd /nonexist; }; f\ng() { echo ${u?unset}; }; (g); echo $?\nh() { nosuch; eval '(('; echo $((1/0)); }; h\ncd /nonexist\n",
	// Each line is read with the extglob of the moment it is read.
	"shopt -s extglob\necho @(x|y)\nif !(false); then echo pat; fi\nshopt -u extglob\nif !(false); then echo neg; fi\nshopt -s extglob; echo !(z)\nshopt -u extglob\necho @(w)\necho notreached\n",
}

func TestScriptFromStdin(t *testing.T) { compareStdinScripts(t, stdinScripts) }

// compareStdinScripts runs each script read from standard input, by the
// sandbox (ScriptFromStdin) and by bash -s, and compares stdout, stderr and
// status.
func compareStdinScripts(t *testing.T, scripts []string) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	for i, script := range scripts {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			sh := newTestShell(t, Limits{})
			var out, errb bytes.Buffer
			res, err := sh.Run(context.Background(), "", RunIO{Stdin: strings.NewReader(script), Stdout: &out, Stderr: &errb, ScriptFromStdin: true})
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("bash", "-s")
			cmd.Dir = t.TempDir()
			cmd.Env = []string{"HOME=/home/user", "PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8"}
			// A pipe, not a file: bash then reads its script unbuffered.
			cmd.Stdin = strings.NewReader(script)
			var wout, werr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &wout, &werr
			status := 0
			if err := cmd.Run(); err != nil {
				ee, ok := err.(*exec.ExitError)
				if !ok {
					t.Fatal(err)
				}
				status = ee.ExitCode()
			}
			if out.String() != wout.String() || errb.String() != werr.String() || res.ExitCode != status {
				t.Errorf("script %q:\nours: %q %q (status %d)\nbash: %q %q (status %d)", script, out.String(), errb.String(), res.ExitCode, wout.String(), werr.String(), status)
			}
		})
	}
}
