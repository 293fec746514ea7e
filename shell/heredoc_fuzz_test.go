package shell

import (
	"strings"
	"testing"
)

// TestParseErrorAfterStatementsIsNotAnInternalError: inputs found by
// FuzzScript that made the parser's statement iterator panic.
func TestParseErrorAfterStatementsIsNotAnInternalError(t *testing.T) {
	for _, src := range []string{"<<0", "echo a\n<<0", "cat <<0\n(", "echo x; <<0 )"} {
		sh := newTestShell(t, Limits{})
		_, errb, st := runScript(t, sh, src)
		if strings.Contains(errb, "internal error") || st == 0 && strings.Contains(errb, "syntax error") {
			t.Errorf("%q: status %d stderr %q", src, st, errb)
		}
	}
}
