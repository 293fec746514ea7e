package commands

import "testing"

func TestTacDiff(t *testing.T) {
	var cases []diffCase
	argsets := [][]string{{}, {"-b"}, {"-s", "X"}, {"-s", "XX"}, {"-b", "-s", "XX"}, {"-s", "\r\n"}, {"--separator=a"}}
	inputs := map[string]string{"xx": "aXXbXXXc", "x": "XaXbX", "sep": "XX", "blank": "\n\n\n", "lead": "\na\nb\n"}
	for k, v := range textInputs {
		inputs[k] = v
	}
	for name, in := range inputs {
		for _, a := range argsets {
			cases = append(cases, diffCase{name: name + " " + join(a), args: append([]string{"tac"}, a...), stdin: in})
		}
	}
	files := map[string]string{"a": "1\n2\n", "b": "3\n4", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"tac", "a", "b", "a"}, files: files},
		diffCase{args: []string{"tac", "a", "missing"}, files: files},
		diffCase{args: []string{"tac", "d"}, files: files},
		diffCase{args: []string{"tac", "-s", "", "a"}, files: files},
		// An empty separator is a NUL.
		diffCase{args: []string{"tac", "-s", ""}, stdin: "a\x00b\x00c"},
		diffCase{args: []string{"tac", "-b", "-s", ""}, stdin: "a\x00b\x00c\x00"},
	)
	runDiffCases(t, cases)
}
