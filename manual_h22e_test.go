package computerwelt

import (
	"os/exec"
	"testing"
)

// GNU env's signal options (coreutils 9): a signal env ignores stays
// ignored in a child bash for good (trap shows it and cannot change it),
// --default-signal undoes an inherited ignore, a blocked signal is never
// delivered, and a command env runs as a job survives kill of what it
// ignores or blocks.
var manualEnvSignalScripts = []string{
	`env --ignore-signal=INT bash -c 'trap -p; trap "echo x" INT; trap -p; kill -INT $$; echo alive $?'`,
	`env --ignore-signal=TERM bash -c 'trap - TERM; trap -p; kill -TERM $$; echo alive'; echo $?`,
	`env --ignore-signal=HUP,USR2 bash -c 'bash -c "trap -p; kill -USR2 \$\$; echo inner"'; echo $?`,
	`trap '' INT; env --default-signal=INT bash -c 'trap -p; trap "echo caught" INT; kill -INT $$; echo after'`,
	`trap '' USR1 INT; env --default-signal bash -c 'trap -p; env --list-signal-handling true' 2>&1`,
	`env --block-signal=TERM bash -c 'trap "echo t" TERM; kill -TERM $$; echo alive; env --list-signal-handling true 2>&1'; echo $?`,
	`env --block-signal=USR1 --ignore-signal=INT bash -c 'trap -p; env --list-signal-handling true' 2>&1`,
	`trap '' QUIT; env --list-signal-handling true 2>&1; (trap '' HUP; env --ignore-signal=PIPE --list-signal-handling true 2>&1)`,
	`env --list-signal-handling true 2>&1 & wait $!`,
	`env --ignore-signal=USR1 sleep 1 & sleep 0.4; kill -USR1 $!; wait $!; echo status $?`,
	`env --block-signal=USR1 sleep 1 & sleep 0.4; kill -USR1 $!; wait $!; echo status $?`,
	`env --ignore-signal=USR1 bash -c 'trap -p; sleep 1; echo inner' & sleep 0.4; kill -USR1 $!; wait $!; echo status $?`,
	// nohup runs its command with SIGHUP ignored.
	`nohup bash -c 'trap -p; trap "echo hup" HUP; kill -HUP $$; echo alive' 2>&1`,
}

func TestManualEnvSignals(t *testing.T) {
	// The sandbox starts with every signal at its default: so must bash.
	if out, err := exec.Command("env", "--list-signal-handling", "true").CombinedOutput(); err != nil || len(out) > 0 {
		t.Skipf("the host env cannot list, or this process inherited, non-default signal handling: %v %s", err, out)
	}
	compareManual(t, manualEnvSignalScripts)
}
