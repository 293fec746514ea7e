package commands

import (
	"strings"
	"testing"
)

func TestPtxDiff(t *testing.T) {
	files := map[string]string{
		"f":    "The quick brown fox jumps over the lazy dog. It was fun!  Then it ran away.\nA second line here, with more words to index.\n",
		"g":    "alpha beta\ngamma delta epsilon\n",
		"refs": "r1 hello world\nr22 goodbye cruel world\n",
		"ign":  "the\nit\na\n",
		"only": "world\nfox\n",
		"brk":  " e\n",
		"tex":  "cost $5 & 10% off_now {x} back\\slash #1 \"quoted\"\n",
		"long": "word1 aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy zz end of the long line without sentence end\n",
	}
	var cases []diffCase
	for _, c := range [][]string{
		{"f"}, {"g"}, {"f", "g"}, {"-G", "f"}, {"-A", "f"}, {"-A", "f", "g"}, {"-r", "refs"}, {"-r", "-R", "refs"}, {"-A", "-R", "g"},
		{"-w", "40", "f"}, {"-w", "20", "long"}, {"long"}, {"-g", "1", "f"}, {"-F", "...", "f"}, {"-F", "", "long"}, {"-f", "f"},
		{"-i", "ign", "f"}, {"-o", "only", "f"}, {"-f", "-i", "ign", "f"}, {"-b", "brk", "g"}, {"-G", "-b", "brk", "g"}, {"-O", "f"},
		{"-T", "f"}, {"-O", "tex"}, {"-T", "tex"}, {"tex"}, {"-M", "yy", "-O", "g"}, {"-M", "yy", "-T", "g"}, {"-G", "g"}, {"-G", "-O", "-r", "refs"},
		{"-T", "-A", "g"}, {"-S", "\\.", "f"}, {"-W", "[a-z]+", "f"}, {"-W", "[[:alpha:]]+", "-f", "f"}, {"-W", "[[:alpha:]x]+", "f"}, {"-W", "[[=a=]][a-z]*", "f"}, {"-W", "[^[:space:]]+", "f"}, {"-t", "g"}, {"--format=roff", "g"},
		{"--format=tex", "g"}, {"--format=x", "g"}, {"-w", "0", "g"}, {"-w", "x", "g"}, {"-g", "0", "g"}, {"missing"}, {"-G", "f", "g", "h"},
		{"-R", "g"}, {"-w", "200", "long"}, {"-w", "10", "f"}, {"-r", "-A", "refs"},
	} {
		cases = append(cases, diffCase{args: append([]string{"ptx"}, c...), files: files})
	}
	cases = append(cases, diffCase{args: []string{"ptx"}, stdin: "stdin words here. And more.\n"},
		diffCase{args: []string{"ptx", "-A"}, stdin: "one two\nthree\n"})
	runDiffCases(t, cases)
}

// TestPtxEmptyWordAtContextEnd: a -W regexp that matches the empty string
// steps past the empty word; at the end of a context that ran past it and
// panicked. GNU's ptx loops forever there, so this checks only that ours
// ends with the words it found.
func TestPtxEmptyWordAtContextEnd(t *testing.T) {
	res := runSandbox(t, []string{"ptx", "-W", "[a-z]*"}, "the cat sat\n", nil)
	if res.status != 0 || res.stderr != "" || !strings.Contains(res.stdout, "cat sat") {
		t.Fatalf("ptx -W '[a-z]*': status %d, stderr %q, stdout %q", res.status, res.stderr, res.stdout)
	}
}
