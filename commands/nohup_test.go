package commands

import "testing"

func TestNohupDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"nohup", "echo", "hi"}},
		{args: []string{"nohup", "false"}},
		{args: []string{"nohup", "--", "echo", "-n", "x"}},
		{args: []string{"nohup", "cat"}, stdin: "in\n"},
		{args: []string{"nohup", "nonexistcmd"}},
		{args: []string{"nohup", "./sub"}, files: map[string]string{"sub/": ""}},
		{args: []string{"nohup"}},
		{args: []string{"nohup", "-x"}},
		{args: []string{"nohup", "--bogus"}},
	})
}

// TestNohupSignalsDiff: nohup's command runs with SIGHUP ignored.
func TestNohupSignalsDiff(t *testing.T) {
	hostSignalsDefault(t)
	runDiffCases(t, []diffCase{
		{args: []string{"nohup", "env", "--list-signal-handling", "true"}},
		{args: []string{"nohup", "env", "--ignore-signal=INT", "--list-signal-handling", "true"}},
		{args: []string{"nohup", "env", "--default-signal=HUP", "--list-signal-handling", "true"}},
	})
}
