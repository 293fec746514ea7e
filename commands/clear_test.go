package commands

import (
	"bytes"
	"testing"
)

func TestClear(t *testing.T) {
	cases := []struct {
		term   string // "" means unset
		args   []string
		stdout string
		stderr string
		status int
	}{
		{"", nil, "", "TERM environment variable not set.\n", 1},
		{"xterm", nil, "\x1b[H\x1b[2J\x1b[3J", "", 0},
		{"xterm-256color", []string{"-x"}, "\x1b[H\x1b[2J", "", 0},
		{"linux", nil, "\x1b[H\x1b[J\x1b[3J", "", 0},
		{"vt100", nil, "\x1b[H\x1b[J", "", 0},
		{"screen", nil, "\x1b[H\x1b[J", "", 0},
		{"dumb", nil, "", "", 0},
		{"", []string{"-T", "xterm"}, "\x1b[H\x1b[2J\x1b[3J", "", 0},
		{"", []string{"-Tvt100"}, "\x1b[H\x1b[J", "", 0},
		{"foo", nil, "", "'foo': unknown terminal type.\n", 1},
		{"xterm", []string{"-q"}, "", "clear: invalid option -- 'q'\n" + clearUsage, 1},
		{"xterm", []string{"--help"}, "", "clear: invalid option -- '-'\n" + clearUsage, 1},
		{"xterm", []string{"extra"}, "", clearUsage, 1},
	}
	for _, c := range cases {
		inv, out := sysInvocation(append([]string{"clear"}, c.args...))
		errb := inv.Stderr.(*bytes.Buffer)
		if c.term != "" {
			inv.Env["TERM"] = c.term
		}
		st := runClear(t.Context(), inv)
		if out.String() != c.stdout || errb.String() != c.stderr || st != c.status {
			t.Errorf("TERM=%q clear %v: got %q, %q, %d; want %q, %q, %d", c.term, c.args, out.String(), errb.String(), st, c.stdout, c.stderr, c.status)
		}
	}
}
