package commands

import "testing"

func TestUnexpandDiff(t *testing.T) {
	flagsets := [][]string{
		{}, {"-a"}, {"-t", "4"}, {"-t", "2,5,9"}, {"-t", "3,/8"}, {"-t", "3,+5"}, {"--first-only"},
		{"-a", "--first-only"}, {"-3"}, {"--tabs=1"}, {"-t", "1,2,3"}, {"-a", "-t", "/4"},
	}
	var cases []diffCase
	for name, in := range tabInputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"unexpand"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"a": "xy      z", "b": "        b\n"}
	cases = append(cases,
		diffCase{args: []string{"unexpand", "a", "b"}, files: files},
		diffCase{args: []string{"unexpand", "-a", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"unexpand", "-t", "0"}},
		diffCase{args: []string{"unexpand", "-t", "4,2"}},
		diffCase{args: []string{"unexpand", "-q"}},
		// Issue 17: GNU allocates the widest stop's worth of blanks at the
		// start; where malloc refuses, "memory exhausted".
		diffCase{args: []string{"unexpand", "-t", "9223372036854775808"}, stdin: "a\tb\n"},
		diffCase{args: []string{"unexpand", "-t", "9223372036854775807"}, stdin: "a\tb\n"},
		diffCase{args: []string{"unexpand", "-t", "1,1152921504606846976"}, stdin: "a\tb\n"},
		diffCase{args: []string{"unexpand", "-t", "18446744073709551615"}, stdin: "a\tb\n"},
		diffCase{args: []string{"unexpand", "-t", "18446744073709551616"}, stdin: "a\tb\n"},
		diffCase{args: []string{"unexpand", "-t", "1000000"}, stdin: "a\tb\n        x\n"},
		// Between the budget and what this machine's malloc grants, GNU
		// goes on (a 2 GiB buffer it never touches); the sandbox's memory
		// limit would refuse that malloc.
		diffCase{args: []string{"unexpand", "-t", "2147483648"}, stdin: "a\tb\n", why: "past the budget of the sandbox's memory limit",
			stderr: "unexpand: memory exhausted\n", status: 1},
	)
	runDiffCases(t, cases)
}
