package shell

import (
	"os/exec"
	"strings"
	"testing"
)

// TestCallStacksAgainstBash compares FUNCNAME, BASH_SOURCE, BASH_LINENO
// and caller with bash's for a script given as a string (bash -c), read
// from stdin (bash -s) and run from a file: each mode has its own bottom
// of the stacks.
func TestCallStacksAgainstBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	script := `show() { echo "F[${FUNCNAME[*]}] S[${BASH_SOURCE[*]}] L[${BASH_LINENO[*]}] #${#FUNCNAME[@]}"; }
f() { show; caller; caller 0; echo "c0 $?"; caller 1; echo "c1 $?"; }
g() { f; }
f
g
echo "top F[${FUNCNAME[*]}] S[${BASH_SOURCE[*]}] L[${BASH_LINENO[*]}]"
caller; echo "top $?"
`
	dir := t.TempDir()
	for _, mode := range []struct{ name, host, sandbox string }{
		{"dash-c", `bash -c "$(cat s.sh)"`, `bash -c "$(cat s.sh)"`},
		{"stdin", `bash < s.sh`, `bash < s.sh`},
		{"file", `bash s.sh`, `bash s.sh`},
	} {
		t.Run(mode.name, func(t *testing.T) {
			host := exec.Command("bash", "-c", "cat > s.sh && "+mode.host)
			host.Dir = dir
			host.Stdin = strings.NewReader(script)
			want, err := host.Output()
			if err != nil {
				t.Fatal(err)
			}
			sh := newTestShell(t, Limits{})
			got, errOut, _ := runScript(t, sh, "cd /tmp && cat > s.sh <<'EOF_SCRIPT'\n"+script+"EOF_SCRIPT\n"+mode.sandbox)
			if got != string(want) || errOut != "" {
				t.Errorf("sandbox:\n%s%s\nbash:\n%s", got, errOut, want)
			}
		})
	}
}
