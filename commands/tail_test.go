package commands

import (
	"strings"
	"testing"
)

func TestTailDiff(t *testing.T) {
	var cases []diffCase
	flagsets := [][]string{
		{}, {"-n", "3"}, {"-n", "-3"}, {"-n", "0"}, {"-n", "+0"}, {"-n", "+2"}, {"-c", "5"}, {"-c", "+5"},
		{"-c", "0"}, {"-c", "+0"}, {"-z", "-n", "2"}, {"-z", "-n", "+2"}, {"-c", "1k"}, {"-n", "100000"}, {"-c", "300000"},
	}
	for name, in := range textInputs {
		for _, fl := range flagsets {
			args := append([]string{"tail"}, fl...)
			cases = append(cases, diffCase{name: name + " " + join(fl), args: args, stdin: in})
			args = append(append([]string{"tail"}, fl...), "f")
			cases = append(cases, diffCase{name: "file " + name + " " + join(fl), args: args, files: map[string]string{"f": in}})
		}
	}
	files := map[string]string{"a": "a1\na2\n", "b": "b1\nb2\nb3", "d/": ""}
	more := []diffCase{
		{args: []string{"tail", "-5"}, stdin: textInputs["lines"]},
		{args: []string{"tail", "+5"}, stdin: textInputs["lines"]},
		{args: []string{"tail", "-3c"}, stdin: textInputs["lines"]},
		{args: []string{"tail", "-2", "a"}, files: files},
		{args: []string{"tail", "-n1", "a", "b"}, files: files},
		{args: []string{"tail", "-q", "a", "b"}, files: files},
		{args: []string{"tail", "-v", "a"}, files: files},
		{args: []string{"tail", "a", "-", "b"}, stdin: "in\n", files: files},
		{args: []string{"tail", "a", "missing", "b"}, files: files},
		{args: []string{"tail", "a", "d", "b"}, files: files},
		{args: []string{"tail", "-n", "x"}},
		{args: []string{"tail", "-s", "1", "a"}, files: files},
		{args: []string{"tail", "--pid=1", "a"}, files: files},
		{args: []string{"tail", "--retry", "a"}, files: files},
	}
	// The obsolete count is an option only alone before at most one file
	// (or "--" and one file); a digit option anywhere else is an error.
	f := map[string]string{"f": "a\nb\nc\nd\n"}
	for _, a := range []string{"-1 --quiet f", "-n 1 -2 f", "-1 f f", "-1 - f", "-1 -- f", "-1 -- f f", "-2b f",
		"-l f", "-3c f", "-c f", "+2 f", "+2c f", "+2l f", "-2q f", "-2k f", "-3 f", "+ f", "f -2", "-cx f",
		// A count of 0 reads nothing: no header, no error for a missing file.
		"-n 0 -v f missing", "-c 0 missing", "-n -0 f f", "-n +0 missing", "-0 missing", "--retry -n 0 f", "--pid=1 -c 0 missing"} {
		more = append(more, diffCase{args: append([]string{"tail"}, strings.Fields(a)...), files: f})
	}
	more = append(more, diffCase{args: []string{"tail", "-2"}, stdin: "a\nb\nc\n"},
		diffCase{args: []string{"tail", "+2", "-"}, stdin: "a\nb\nc\n"})
	runDiffCases(t, append(cases, more...))
}
