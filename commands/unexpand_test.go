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
	)
	runDiffCases(t, cases)
}
