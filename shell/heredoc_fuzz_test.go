package shell

import (
	"context"
	"strings"
	"testing"
)

// TestParseErrorAfterStatementsIsNotAnInternalError: inputs found by
// FuzzScript that made the parser's statement iterator panic.
func TestParseErrorAfterStatementsIsNotAnInternalError(t *testing.T) {
	for _, src := range []string{"<<0", "echo a\n<<0", "cat <<0\n(", "echo x; <<0 )", "(())&0\xff", "echo a\n(())&0\xff"} {
		sh := newTestShell(t, Limits{})
		_, errb, st := runScript(t, sh, src)
		if strings.Contains(errb, "internal error") || st == 0 && strings.Contains(errb, "syntax error") {
			t.Errorf("%q: status %d stderr %q", src, st, errb)
		}
	}
}

// The same inputs read from stdin (bash -s), where the parser's iterator
// is ranged over directly.
func TestParseErrorFromStdinIsNotAnInternalError(t *testing.T) {
	for _, src := range []string{"(())&0\xff\necho after\n", "echo before\n(())&0\xff\n"} {
		sh := newTestShell(t, Limits{})
		var out, errb strings.Builder
		res, err := sh.Run(context.Background(), "", RunIO{Stdin: strings.NewReader(src), Stdout: &out, Stderr: &errb, ScriptFromStdin: true})
		if err != nil {
			t.Fatal(err)
		}
		// bash reads the byte \xff as a word byte: 0\xff is a command
		// not found, no syntax error (bash: status 0 "after", then 127).
		if strings.Contains(errb.String(), "internal error") || strings.Contains(errb.String(), "syntax error") || !strings.Contains(errb.String(), "command not found") {
			t.Errorf("%q: status %d stdout %q stderr %q", src, res.ExitCode, out.String(), errb.String())
		}
	}
}
