package commands

import (
	"strings"
	"testing"
)

// TestAwkGetoptErrorsDiff: gawk reads getopt's errors itself. An unknown
// option ends the options and goes to ARGV (the usage, without a message,
// when no -f or -e gave the program); any other refusal is named as the
// option's letter wanting an argument. Against gawk: stdout, status and
// the first line of stderr (the usage text after it is the sandbox's).
func TestAwkGetoptErrorsDiff(t *testing.T) {
	files := map[string]string{"p.awk": "BEGIN { for (i = 0; i < ARGC; i++) print i, ARGV[i] }\n"}
	for _, args := range [][]string{
		{"awk", "--bogus", "BEGIN { print 1 }"},
		{"awk", "-q", "BEGIN { print 1 }"},
		{"awk", "--bogus=1", "BEGIN { print 1 }"},
		{"awk", "-f", "p.awk", "-q", "x"},
		{"awk", "-f", "p.awk", "-Oq", "x", "-v"},
		{"awk", "-f", "p.awk", "--bogus", "x"},
		{"awk", "-e", "BEGIN { print ARGV[1] }", "-q"},
		{"awk", "-P", "-q", "BEGIN { print 1 }"},
		{"awk", "-P", "--bogus", "BEGIN { print 1 }"},
		{"awk", "-f"}, {"awk", "--file"}, {"awk", "-v"}, {"awk", "--assign"},
		{"awk", "--posix=1", "BEGIN { print 1 }"},
		{"awk", "--version=1"},
		{"awk", "--help=1"},
		{"awk", "--field-separator"},
	} {
		got, want := runSandbox(t, args, "", files), runReal(t, args, "", files)
		first := func(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }
		if got.stdout != want.stdout || got.status != want.status || first(got.stderr) != first(want.stderr) {
			t.Errorf("%q:\n got %q %d %q\nwant %q %d %q", args, got.stdout, got.status, first(got.stderr), want.stdout, want.status, first(want.stderr))
		}
	}
}
