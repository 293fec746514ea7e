package shell

import (
	"testing"
	"time"
)

// TestDeepRecursionEndsByLimitNotGoStack: a host may ask for a huge
// MaxCallDepth; the shell lowers it so that a runaway recursion ends the
// script with the limit's message instead of Go's fatal stack overflow,
// which would take the whole process down.
func TestDeepRecursionEndsByLimitNotGoStack(t *testing.T) {
	l := Limits{MaxCallDepth: 1 << 30, MaxSubstitutionDepth: 1 << 30}.WithDefaults()
	if l.MaxCallDepth != 10_000 || l.MaxSubstitutionDepth != 1_000 {
		t.Fatalf("WithDefaults: MaxCallDepth %d, MaxSubstitutionDepth %d", l.MaxCallDepth, l.MaxSubstitutionDepth)
	}
	sh := newTestShell(t, Limits{MaxCallDepth: 1 << 30, MaxCommands: 1 << 30, Timeout: time.Minute})
	out, errb, st := runScript(t, sh, "f() { f; }; f; echo after")
	if want := "computerwelt: limit exceeded: MaxCallDepth (10000)\n"; st != ExitLimit || errb != want || out != "" {
		t.Fatalf("status %d stdout %q stderr %q, want 125 and %q", st, out, errb, want)
	}
}
