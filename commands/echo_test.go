package commands

import "testing"

func TestEcho(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"echo"}},
		{args: []string{"echo", "a", "b", " c "}},
		{args: []string{"echo", "-n", "a"}},
		{args: []string{"echo", "-e", `a\tb\nc\\d\e\f\v\r\a\b`}},
		{args: []string{"echo", "-e", `\101\0101\01011\18\08\0`}},
		{args: []string{"echo", "-e", `\x41\x4\xg\x`, `\u00e9\z\`}},
		{args: []string{"echo", "-e", `a\cb`, "c"}},
		{args: []string{"echo", "-n", "-e", "-E", `x\n`}},
		{args: []string{"echo", "-neE", `x\n`}},
		{args: []string{"echo", "-En", "-e", `x\n`}},
		{args: []string{"echo", "--", "-n"}},
		{args: []string{"echo", "-nx", "a"}},
		{args: []string{"echo", "-", "a"}},
		{args: []string{"echo", "--help", "x"}},
		{args: []string{"echo", "a\x00b", "é", "\xff"}, why: "argv cannot hold NUL on the host", stdout: "a\x00b é \xff\n"},
		{args: []string{"echo", "--help"}, why: "our usage text omits --version and GNU's links", stdout: echoUsage},
	})
}
