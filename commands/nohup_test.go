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
