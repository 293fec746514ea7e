package computerwelt

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// 3.8 Shell Scripts: a script run from its file (computerwelt run FILE,
// WithScriptFile) is bash FILE: errors inside its functions name the
// file, as at its top level, and BASH_SOURCE and FUNCNAME end with the
// file and main; bash -c's would say "environment".
var manualScriptFileScripts = []string{
	"echo \"${BASH_SOURCE[@]} ${FUNCNAME[@]}\"\nf() { echo ${x!}; }\nf\ng() { cd /nonexistent; readonly r; r=1; }\ng\nh() { echo \"${BASH_SOURCE[@]} ${FUNCNAME[@]}\"; }; h\neval 'k() { nosuchcmd; }'; k",
	"set -u\nf() { echo $u; }\nf",
	// $- has no s (stdin) nor c (string) for a script file.
	"echo \"$-\"; set -e; echo \"$-\"",
}

func TestManualScriptFile(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	for i, script := range manualScriptFileScripts {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "s.sh"), []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), diffRetryTimeout)
			defer cancel()
			cmd := exec.CommandContext(ctx, "bash", "--norc", "--noprofile", "s.sh")
			cmd.Dir, cmd.Env = dir, []string{"PATH=/usr/bin:/bin", "LC_ALL=C"}
			stdout, stderr, status := runBash(ctx, t, cmd)
			sb, err := New(WithWorkingDirectory("/tmp/diff"), WithEnv(map[string]string{"LC_ALL": "C"}))
			if err != nil {
				t.Fatal(err)
			}
			defer sb.Close()
			res, err := sb.Exec(context.Background(), script, WithScriptFile("s.sh"))
			if err != nil {
				t.Fatal(err)
			}
			if res.Stdout != stdout || res.Stderr != stderr || res.ExitCode != status {
				t.Errorf("script:\n%s\nours: %q %q %d\nbash: %q %q %d", script, res.Stdout, res.Stderr, res.ExitCode, stdout, stderr, status)
			}
		})
	}
}

// 4.1 pwd, cd: in a directory removed under the shell, pwd -P fails with
// getcwd's message (no line named), status 1; bash then forgets the
// directory, so pwd fails too, and the next cd says so ("chdir:") before
// it changes directory, OLDPWD still the removed one.
var manualPwdRemovedScripts = []string{
	"mkdir d; cd d; w=$PWD; rmdir ../d; pwd >/dev/null; echo $?; pwd -P; echo $?; pwd; echo $?; pwd -L; echo $?\ncd /tmp; echo $?; pwd -P; [ \"$OLDPWD\" = \"$w\" ] && echo same",
	"mkdir d; cd d; rmdir ../d; pwd >/dev/null; pwd -P 2>/dev/null; pwd -P; cd /tmp; cd /; pwd",
}

func TestManualPwdRemoved(t *testing.T) { compareManual(t, manualPwdRemovedScripts) }
