package computerwelt

import "testing"

// The sandbox has no terminal, and python3 must not take its device files
// for one: wazero gave every character device the rights by which
// wasi-libc's isatty tells a terminal, so "python3 /dev/stdin <<EOF" ran
// as an interactive session (">>> " prompts on stderr) and
// open("/dev/null").isatty() was True, where the host says False.
func TestPythonSeesNoTerminalInDeviceFiles(t *testing.T) {
	sb := newSandbox(t, WithPython(testPython()), WithWorkingDirectory("/work"))
	res := mustExec(t, sb, `python3 -c 'import sys; print([open(p).isatty() for p in ("/dev/null", "/dev/stdin", "/dev/zero")], sys.stdin.isatty())' </dev/null
python3 /dev/stdin <<'EOF'
print("script from /dev/stdin")
EOF`)
	want := "[False, False, False] False\nscript from /dev/stdin\n"
	if res.Stdout != want || res.Stderr != "" || res.ExitCode != 0 {
		t.Fatalf("got stdout %q stderr %q status %d, want stdout %q", res.Stdout, res.Stderr, res.ExitCode, want)
	}
}
