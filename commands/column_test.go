package commands

import (
	"strings"
	"testing"
)

func TestColumnDiff(t *testing.T) {
	seq := func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			b.WriteString(strings.Repeat("w", i%5) + "\n")
		}
		return b.String()
	}
	inputs := map[string]string{
		"table": "a b c\nlonger x y\n1 2\n", "colon": "a:b:c\nlonger::y\n", "blank": "a  b\n\nc d\n",
		"utf8": "é b\nxx y\n中文 z\n", "tabs": "a\tb\nc d\n", "empty": "", "nonl": "x y\nzz w",
		"seq": seq(30), "long": strings.Repeat("x", 90) + "\nshort\n", "ws": "a\n\nbb\n   \nc\n", "crlf": "a b\r\nc d\r\n",
	}
	flagsets := [][]string{
		{}, {"-t"}, {"-t", "-s", ":"}, {"-t", "-s", " "}, {"-t", "-o", " | "}, {"-t", "-N", "A,B,C"}, {"-t", "-R", "1,3"},
		{"-t", "-N", "A,B", "-R", "B"}, {"-c", "40"}, {"-c", "40", "-x"}, {"-c", "20"}, {"-x"}, {"-c", "1"}, {"-t", "-s", ",:"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"column"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"a": "1 2\n3 4\n", "b": "x y z\n"}
	cases = append(cases,
		diffCase{args: []string{"column", "-t", "a", "b"}, files: files},
		diffCase{args: []string{"column", "a", "missing", "b"}, files: files, ignoreStderr: true},
		// util-linux's status after a missing file: 0 for a table with rows,
		// the count of failures when nothing was read, else 1.
		diffCase{args: []string{"column", "-t", "missing", "a"}, files: files},
		diffCase{args: []string{"column", "-t", "missing", "missing", "e"}, files: map[string]string{"e": "  \n\n"}},
		diffCase{args: []string{"column", "missing", "missing", "e"}, files: map[string]string{"e": "  \n\n"}},
		diffCase{args: []string{"column", "-x", "missing", "a"}, files: files},
		// Wider than -c but narrower than a rounded column: -x puts all on one line.
		diffCase{args: []string{"column", "-x", "-c", "13"}, stdin: "aaaa\nbbbbbbbbbbb\ncc\ndd\n"},
		diffCase{args: []string{"column", "-c", "13"}, stdin: "aaaa\nbbbbbbbbbbb\ncc\ndd\n"},
		diffCase{args: []string{"column", "-x", "-c", "11"}, stdin: "aaaa\nbbbbbbbbbbb\ncc\ndd\n"},
		// -t and -x exclude each other; --table-* need -t; -c is checked where given.
		diffCase{args: []string{"column", "-x", "-t"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-t", "-x", "-c", "x"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-x", "-c", "x", "-t"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-c", "x", "-c", "30"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-N", "A,B"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-R", "1"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-n", "x"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-t", "-n", "x"}, stdin: "a b\n"},
		diffCase{args: []string{"column", "-c", "x"}},
		diffCase{args: []string{"column", "-q"}},
	)
	runDiffCases(t, cases)
}

func TestColumnEnvWidth(t *testing.T) {
	inv, out := sysInvocation([]string{"column"})
	inv.Env["COLUMNS"] = "20"
	inv.Stdin = strings.NewReader("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n")
	runColumn(t.Context(), inv)
	if want := "1\t3\t5\t7\t9\t11\n2\t4\t6\t8\t10\t12\n"; out.String() != want {
		t.Errorf("COLUMNS=20 is ignored: got %q, want %q", out.String(), want)
	}
}
