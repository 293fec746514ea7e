package commands

import (
	"fmt"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
)

// TestXargsShowLimitsDiff: --show-limits prints GNU's six lines in GNU's
// place (after the options and the input file are checked, before the
// commands run). The environment's size, the POSIX minimum, the buffer in
// use and the --max-procs bound are GNU's figures for the same
// environment; the two lines about "this system" are the sandbox's own
// (its string limit, not the host's ARG_MAX), checked against that.
func TestXargsShowLimitsDiff(t *testing.T) {
	env := 0
	for k, v := range sandboxTestEnv {
		env += len(k) + len(v) + 2
	}
	sys := shell.DefaultLimits.MaxStringBytes - 2048 - env
	for _, c := range []struct {
		args  []string
		stdin string
	}{
		{[]string{"xargs", "--show-limits", "true"}, ""},
		{[]string{"xargs", "--show-limits", "echo"}, "a b\nc\n"},
		{[]string{"xargs", "--show-limits", "-s", "100", "echo"}, "a\n"},
		{[]string{"xargs", "--show-limits", "-r", "-n", "1"}, "x y\n"},
		{[]string{"xargs", "--show-limits", "-a", "missing"}, ""},
		{[]string{"xargs", "--show-limits", "-s", "5", "echo"}, "abcdef\n"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got := runSandbox(t, c.args, c.stdin, nil)
			want := realResult(t, got, c.args, c.stdin, nil)
			if got.stdout != want.stdout || got.status != want.status {
				t.Errorf("got %q status %d, want %q status %d", got.stdout, got.status, want.stdout, want.status)
			}
			gl, wl := strings.Split(got.stderr, "\n"), strings.Split(want.stderr, "\n")
			if len(gl) != len(wl) {
				t.Fatalf("stderr:\n got %q\nwant %q", got.stderr, want.stderr)
			}
			for i := range gl {
				g, w := gl[i], wl[i]
				if strings.HasPrefix(w, "POSIX upper limit on argument length (this system): ") {
					w = fmt.Sprintf("POSIX upper limit on argument length (this system): %d", sys)
				}
				if strings.HasPrefix(w, "Maximum length of command we could actually use: ") {
					w = fmt.Sprintf("Maximum length of command we could actually use: %d", sys-env)
				}
				if g != w {
					t.Errorf("stderr line %d: got %q, want %q", i+1, g, w)
				}
			}
		})
	}
}
