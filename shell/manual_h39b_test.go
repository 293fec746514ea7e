package shell

import (
	"strings"
	"testing"
)

// TestCoprocLoopAfterScript: a coprocess left looping when the script
// ends (bash neither waits for it nor reports it) uses up the command
// limit only during the grace its jobs get: the run ends with the
// script's status and no limit message. A limit reached while the script
// runs is still the run's.
func TestCoprocLoopAfterScript(t *testing.T) {
	sh := newTestShell(t, Limits{MaxCommands: 100000})
	out, errs, st := runScript(t, sh, "coproc { while :; do :; done; }; echo end; exit 3")
	if out != "end\n" || st != 3 || strings.Contains(errs, "limit") {
		t.Errorf("out %q err %q st %d", out, errs, st)
	}
	sh = newTestShell(t, Limits{MaxCommands: 100000})
	_, errs, st = runScript(t, sh, "coproc { while :; do :; done; }; sleep 5; echo end")
	if st != ExitLimit || !strings.Contains(errs, "MaxCommands") {
		t.Errorf("a limit during the script: err %q st %d", errs, st)
	}
}
