package commands

import "testing"

// TestAwkMoreOptionsDiff: -i (AWKPATH, .awk, loaded once), -E, and the
// options that leave results as they are, against gawk.
func TestAwkMoreOptionsDiff(t *testing.T) {
	files := map[string]string{
		"lib.awk":   "function f(x) { return x * 2 }\n",
		"d/two.awk": "function g(x) { return x + 1 }\n",
		"d/plain":   "BEGIN { print \"plain\" }\n",
		"prog.awk":  "{ print FILENAME \": \" $0 }\n",
		"a=1":       "in a file named a=1\n",
		"data":      "x\ny\n",
		"-x":        "dash\n",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"awk", "-i", "lib.awk", "BEGIN { print f(21) }"},
		{"awk", "-i", "lib", "BEGIN { print f(2) }"},
		{"awk", "-i", "lib", "-i", "lib.awk", "-i", "./lib.awk", "BEGIN { print f(3) }"},
		{"awk", "--include=d/two.awk", "-e", "BEGIN { print g(1) }"},
		{"env", "AWKPATH=d", "awk", "-i", "two", "BEGIN { print g(5) }"},
		{"env", "AWKPATH=nowhere:d", "awk", "-i", "plain", "BEGIN { print 1 }"},
		{"env", "AWKPATH=:d", "awk", "-i", "lib", "-i", "two.awk", "BEGIN { print f(g(1)) }"},
		{"awk", "-i", "missing", "BEGIN { print 1 }"},
		{"awk", "-E", "prog.awk", "data", "a=1"},
		{"awk", "-E", "prog.awk", "-x"},
		{"awk", "--exec=prog.awk", "--", "data"},
		{"awk", "-f", "prog.awk", "a=1", "data"},
		{"awk", "-O", "BEGIN { print 1+2 }"}, {"awk", "-s", "BEGIN { print 1+2 }"},
		{"awk", "-r", "{ print /^x{1}$/ }", "data"}, {"awk", "--re-interval", "BEGIN { print match(\"aaa\", /a{2}/), RLENGTH }"},
		{"awk", "-N", "BEGIN { printf \"%.2f\\n\", 3.14159 }"}, {"awk", "--use-lc-numeric", "BEGIN { print 0.5 + 1 }"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
	for _, c := range [][]string{{"awk", "-V"}, {"awk", "-C"}, {"awk", "--copyright"}} {
		if got, want := runSandbox(t, c, "", nil), runSandbox(t, []string{"awk", "--version"}, "", nil); got != want || got.status != 0 {
			t.Errorf("%v: %+v, want %+v", c, got, want)
		}
	}
	if got, want := runSandbox(t, []string{"awk", "-h"}, "", nil), runSandbox(t, []string{"awk", "--help"}, "", nil); got != want || got.status != 0 {
		t.Errorf("awk -h: %+v, want %+v", got, want)
	}
}
