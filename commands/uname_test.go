package commands

import "testing"

func TestUname(t *testing.T) {
	sysCases(t, []diffCase{
		{args: []string{"uname"}, stdout: "Linux\n"},
		{args: []string{"uname", "-a"}, stdout: "Linux localhost 6.1.0-computerwelt #1 SMP PREEMPT_DYNAMIC Computerwelt x86_64 GNU/Linux\n"},
		{args: []string{"uname", "-n"}, stdout: "localhost\n"},
		{args: []string{"uname", "-r"}, stdout: "6.1.0-computerwelt\n"},
		{args: []string{"uname", "-rs"}, stdout: "Linux 6.1.0-computerwelt\n"},
		{args: []string{"uname", "-v"}, stdout: "#1 SMP PREEMPT_DYNAMIC Computerwelt\n"},
		{args: []string{"uname", "-om", "--kernel-name"}, stdout: "Linux x86_64 GNU/Linux\n"},
	})
	// Options the host answers the same way.
	runDiffCases(t, []diffCase{
		{args: []string{"uname", "-s"}},
		{args: []string{"uname", "-p"}},
		{args: []string{"uname", "-i"}},
		{args: []string{"uname", "-spio"}},
		{args: []string{"uname", "-o"}},
		{args: []string{"uname", "-x"}},
		{args: []string{"uname", "foo"}},
	})
}
