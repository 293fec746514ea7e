package commands

import (
	"fmt"
	"testing"
)

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

// TestTacRegexDiff: -r reads the separator as GNU's regex syntax (Emacs:
// + and ? operators, no classes, . not a newline, ^ and $ at newlines)
// and takes the match that starts last before the previous separator.
func TestTacRegexDiff(t *testing.T) {
	ins := []string{"a1b22c", "a1b22c\n", "x\nab\nab", "aXbXc", "a\nb", "a.b", "aab", "1\n2\n3\n", "", "abc", "[a]b[c", "a+b?c{2}", "ab\nab\n"}
	seps := []string{"[0-9]+", `[0-9]\+`, "[[:digit:]]", `x\|y`, "x|y", "^a", "b$", "X*", ".", "a*", `\(a\)\1`, "[]a]", "[^a]", "[a-c]", "[[]", "[+?]", `\{`, "a?b", "*a", `\(*a\)`, "^*", `\n`, "\n", `[\]`, "^", "$"}
	var cases []diffCase
	for _, in := range ins {
		for _, sep := range seps {
			cases = append(cases, diffCase{name: fmt.Sprintf("%q %q", in, sep), args: []string{"tac", "-r", "-s", sep}, stdin: in})
			cases = append(cases, diffCase{name: fmt.Sprintf("-b %q %q", in, sep), args: []string{"tac", "-b", "-r", "-s", sep}, stdin: in})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"tac", "-r"}, stdin: "1\n2\n3"},
		diffCase{args: []string{"tac", "--regex", "-s", ""}, stdin: "a\x00b"},
		diffCase{args: []string{"tac", "-r", "-s", `\(`}, stdin: "ab"},
		diffCase{args: []string{"tac", "-r", "-s", `[a`}, stdin: "ab"},
		diffCase{args: []string{"tac", "-r", "-s", `a\`}, stdin: "ab"},
		diffCase{args: []string{"tac", "-r", "-s", `\)`}, stdin: "ab"},
	)
	runDiffCases(t, cases)
}
