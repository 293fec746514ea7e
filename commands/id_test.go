package commands

import "testing"

func TestID(t *testing.T) {
	sysCases(t, []diffCase{
		{args: []string{"id"}, stdout: "uid=1000(user) gid=1000(user) groups=1000(user)\n"},
		{args: []string{"id", "-u"}, stdout: "1000\n"},
		{args: []string{"id", "-un"}, stdout: "user\n"},
		{args: []string{"id", "-g"}, stdout: "1000\n"},
		{args: []string{"id", "-gn"}, stdout: "user\n"},
		{args: []string{"id", "-G"}, stdout: "1000\n"},
		{args: []string{"id", "-Gn"}, stdout: "user\n"},
		{args: []string{"id", "-ur"}, stdout: "1000\n"},
		{args: []string{"id", "-uz"}, stdout: "1000\x00"},
		{args: []string{"id", "root"}, stdout: "uid=0(root) gid=0(root) groups=0(root)\n"},
		{args: []string{"id", "-u", "user", "0"}, stdout: "1000\n0\n"},
		{args: []string{"id", "nosuch"}, stderr: "id: ‘nosuch’: no such user\n", status: 1},
	})
	// Usage errors are the same as the real tool's.
	runDiffCases(t, []diffCase{
		{args: []string{"id", "-x"}},
		{args: []string{"id", "-n"}},
		{args: []string{"id", "-r"}},
		{args: []string{"id", "-ug"}},
		{args: []string{"id", "-z"}},
		{args: []string{"id", "-Gz", "root"}},
		{args: []string{"id", "-u", "root"}},
		{args: []string{"id", "root"}},
	})
}

func TestIDRoot(t *testing.T) {
	inv, out := sysInvocation([]string{"id"})
	inv.Username = "root"
	runID(t.Context(), inv)
	if out.String() != "uid=0(root) gid=0(root) groups=0(root)\n" {
		t.Errorf("id as root: got %q", out.String())
	}
}
