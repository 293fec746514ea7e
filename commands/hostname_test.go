package commands

import "testing"

func TestHostname(t *testing.T) {
	sysCases(t, []diffCase{
		{args: []string{"hostname"}, stdout: "localhost\n"},
		{args: []string{"hostname", "-s"}, stdout: "localhost\n"},
		{args: []string{"hostname", "newname"}, stderr: "hostname: you must be root to change the host name\n", status: 1},
		{args: []string{"hostname", "-x"}, stderr: "hostname: invalid option -- 'x'\n" + hostnameUsage, status: 255},
	})
	inv, out := sysInvocation([]string{"hostname", "-s"})
	inv.Hostname = "box.example.com"
	if runHostname(t.Context(), inv); out.String() != "box\n" {
		t.Errorf("hostname -s: got %q", out.String())
	}
	inv, out = sysInvocation([]string{"hostname"})
	inv.Env["HOSTNAME"] = "h1"
	if runHostname(t.Context(), inv); out.String() != "h1\n" {
		t.Errorf("hostname from $HOSTNAME: got %q", out.String())
	}
}
