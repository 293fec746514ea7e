package commands

import "testing"

func TestPasteDiff(t *testing.T) {
	files := map[string]string{"q1": "a\nb\n", "q2": "x", "q3": "", "q4": "1\n2\n3\n4\n", "u": "é\n中\n", "bin": "\x00\xff\n\r\n", "d/": ""}
	argsets := [][]string{
		{"q1", "q2"}, {"q1", "q2", "q3", "q4"}, {"-s", "q2", "q1"}, {"-s", "q1", "q3", "q4"}, {"-d", ",;", "q1", "q4", "q1"},
		{"-d", "", "q1", "q4"}, {"-s", "-d", "\\n", "q4"}, {"-d", "\\0x", "q1", "q4"}, {"-d", "\\t\\\\x\\b", "q1", "q1", "q1", "q1", "q1"},
		{"-z", "q1", "q2"}, {"-sz", "q1"}, {"u", "bin", "q4"}, {"-s", "u", "bin"}, {"-d", "é", "q1", "q4"},
		{"q4", "-", "q1"}, {"-", "-"}, {"-s", "-"}, {"missing"}, {"q1", "missing"}, {"-s", "q1", "missing", "q4"}, {"d"},
		{"-d", "a\\"}, {"-d", "\\q\\r\\v\\f", "q4", "q4", "q4", "q4", "q4"},
	}
	var cases []diffCase
	for _, a := range argsets {
		cases = append(cases, diffCase{args: append([]string{"paste"}, a...), stdin: "1\n2\n3\n", files: files})
	}
	for name, in := range textInputs {
		cases = append(cases, diffCase{name: name, args: []string{"paste", "-", "-"}, stdin: in})
		cases = append(cases, diffCase{name: "serial " + name, args: []string{"paste", "-s"}, stdin: in})
	}
	runDiffCases(t, cases)
}
