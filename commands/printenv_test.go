package commands

import "testing"

func TestPrintenvDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"printenv", "HOME"}},
		{args: []string{"printenv", "HOME", "NOPE", "PATH"}},
		{args: []string{"printenv", "-0", "HOME", "TZ"}},
		{args: []string{"printenv", "A=B"}},
		{args: []string{"printenv", "--null", "NOPE"}},
		{name: "all", args: []string{"printenv"},
			why:    "the sandbox environment is a map; it prints sorted",
			stdout: "HOME=/home/user\nLC_ALL=C.UTF-8\nPATH=/usr/bin:/bin\nTZ=UTC\n"},
	})
	runUsageCases(t, []diffCase{{args: []string{"printenv", "-x"}}})
}
