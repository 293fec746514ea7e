package commands

import "testing"

func TestNlDiff(t *testing.T) {
	sections := "h\n\\:\\:\\:\nH1\n\n\\:\\:\nB1\n\nB2\n\\:\nF1\n\\:\\:\nB3\n"
	inputs := map[string]string{"sections": sections, "blanks": "\n\n\n\na\n\nb\n\n\n", "re": "ax\nb\nax\nbax\n"}
	for k, v := range textInputs {
		inputs[k] = v
	}
	argsets := [][]string{
		{}, {"-ba"}, {"-bn"}, {"-nln"}, {"-nrz"}, {"-w3", "-s:"}, {"-s", ":::"}, {"-ba", "-l2"}, {"-ba", "-l3"},
		{"-ha", "-fa"}, {"-ht", "-ft", "-p"}, {"-bp^a"}, {"-bpa$"}, {"-v", "10", "-i", "5"}, {"-v", "-3", "-nrz", "-w4"},
		{"-i", "0"}, {"-d", "X"}, {"-d", ""}, {"-w", "1"}, {"--body-numbering=a", "--number-format=rz"},
		// GNU reads a style's first letter only.
		{"-b", "ab"}, {"-btx", "-hnz", "-fall"}, {"-bp"}, {"-b", ""},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, a := range argsets {
			cases = append(cases, diffCase{name: name + " " + join(a), args: append([]string{"nl"}, a...), stdin: in})
		}
	}
	files := map[string]string{"a": "x\ny\n", "b": "z", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"nl", "a", "b", "a"}, files: files},
		diffCase{args: []string{"nl", "a", "missing"}, files: files},
		diffCase{args: []string{"nl", "d"}, files: files},
		diffCase{args: []string{"nl", "-w", "0"}},
		diffCase{args: []string{"nl", "-w", "99999999999"}},
		diffCase{args: []string{"nl", "-w", "2147483648"}},
		diffCase{args: []string{"nl", "-w", "-99999999999"}},
		diffCase{args: []string{"nl", "-w", "-1"}},
		diffCase{args: []string{"nl", "-l", "0"}},
		diffCase{args: []string{"nl", "-i", "x"}},
		diffCase{args: []string{"nl", "-v", "99999999999999999999"}},
		diffCase{args: []string{"nl", "-bp["}},
		diffCase{args: []string{"nl", "-bpX\\(", "a"}, files: files},
		// Each value is checked where it is given, even one a later option replaces.
		diffCase{args: []string{"nl", "-b", "3", "-b", "t", "a"}, files: files},
		diffCase{args: []string{"nl", "-nxx", "-n", "rn", "-hq", "a"}, files: files},
		diffCase{args: []string{"nl", "-bx", "-v", "y", "-w", "0", "a"}, files: files},
		diffCase{args: []string{"nl", "-w", "0", "-bx", "a"}, files: files},
		diffCase{args: []string{"nl", "-bx", "-bp[", "a"}, files: files},
		diffCase{args: []string{"nl", "-i", "x", "-i", "2", "a"}, files: files},
	)
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"nl", "-b", "x"}}, {args: []string{"nl", "-h", "y"}}, {args: []string{"nl", "-n", "xx"}},
		{args: []string{"nl", "-k"}},
	})
}
