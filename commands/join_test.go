package commands

import (
	"github.com/computerwelt/computerwelt/internal/testlong"
	"math/rand"
	"strings"
	"testing"
)

func TestJoinDiff(t *testing.T) {
	files := map[string]string{
		"a":     "1 a1 x\n2 a2 y\n2 a2b z\n4 a4\n5 a5 q r\n",
		"b":     "1 b1\n2 b2\n2 b2b\n3 b3\n5 b5 s\n6 b6\n",
		"ws":    "  1   w1  \n\t2\tw2\n",
		"csv1":  "k1,v1,x\nk2,,y\nk3,v3\n",
		"csv2":  "k1,w1\nk3,w3,extra\nk4,w4\n",
		"hdr1":  "ID NAME\n1 x\n2 y\n",
		"hdr2":  "ID AGE\n1 30\n3 40\n",
		"case1": "A 1\nb 2\n",
		"case2": "a x\nB y\n",
		"uns1":  "2 x\n1 y\n3 z\n",
		"uns2":  "1 p\n2 q\n3 r\n",
		"empty": "",
		"u1":    "é 1\nz 2\n",
		"u2":    "é x\n中 y\n",
		"nonl":  "1 n1\n2 n2",
		"crlf":  "1 c\r\n2 d\r\n",
		"f2":    "x 1\ny 2\nz 5\n",
		"z1":    "1 a\x002 b\x00",
		"z2":    "1 c\x002 d\x00",
		"d/":    "",
	}
	argsets := [][]string{
		{"a", "b"}, {"-a1", "a", "b"}, {"-a2", "a", "b"}, {"-a1", "-a2", "a", "b"}, {"-v1", "a", "b"}, {"-v2", "a", "b"},
		{"-v1", "-v2", "a", "b"}, {"-o", "1.2,2.2", "a", "b"}, {"-o", "0,2.1,1.3", "a", "b"}, {"-o", "1.3 2.3", "-e", "EMPTY", "a", "b"},
		{"-a1", "-o", "0,1.2,2.2", "-e", "-", "a", "b"}, {"-o", "auto", "a", "b"}, {"-o", "auto", "-e", "X", "-a1", "-a2", "a", "b"},
		{"-e", "E", "a", "b"}, {"ws", "a"}, {"-t", ",", "csv1", "csv2"}, {"-t", ",", "-a1", "-e", "NULL", "csv1", "csv2"},
		{"-t", ",", "-o", "auto", "-a2", "csv1", "csv2"}, {"--header", "hdr1", "hdr2"}, {"--header", "-a2", "hdr1", "hdr2"},
		{"-i", "case1", "case2"}, {"case1", "case2"}, {"uns1", "uns2"}, {"--check-order", "uns1", "uns2"},
		{"--nocheck-order", "uns1", "uns2"}, {"uns2", "uns1"}, {"-a1", "uns1", "uns2"}, {"a", "empty"}, {"empty", "b"},
		{"-a1", "a", "empty"}, {"u1", "u2"}, {"nonl", "a"}, {"crlf", "a"}, {"-1", "2", "f2", "a"}, {"-2", "2", "a", "f2"},
		{"-j", "1", "a", "b"}, {"-1", "2", "-2", "2", "f2", "f2"}, {"-z", "z1", "z2"}, {"a", "-"}, {"-", "b"},
		{"a", "missing"}, {"-t", "", "a", "a"}, {"-o", "1.9", "a", "b"}, {"-1", "3", "a", "b"},
		{"-e", "X", "-e", "X", "-a1", "a", "b"},
	}
	var cases []diffCase
	for _, a := range argsets {
		cases = append(cases, diffCase{args: append([]string{"join"}, a...), stdin: "2 s\n5 t\n", files: files})
	}
	errs := [][]string{
		{"-a", "3", "a", "b"}, {"-j", "0", "a", "b"}, {"-o", "3.1", "a", "b"}, {"-o", "x", "a", "b"}, {"-o", "1.0", "a", "b"},
		{"-t", "ab", "a", "b"}, {"-1", "1", "-j", "2", "a", "b"}, {"-v", "x", "a", "b"},
		{"-e", "x", "-e", "y", "a", "b"}, {"-e", "", "-e", "-", "-a1", "a", "b"},
		{"-a", "3", "-e", "", "-e", "x", "a", "b"}, {"-o", "1.0", "-e", "", "-e", "-", "a", "b"},
		{"-a", "3", "-x", "a", "b"}, {"-t", "ab", "-o"},
	}
	for _, a := range errs {
		cases = append(cases, diffCase{args: append([]string{"join"}, a...), files: files})
	}
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"join"}}, {args: []string{"join", "a"}}, {args: []string{"join", "a", "b", "c"}}, {args: []string{"join", "-x"}},
	})
}

// TestJoinRandom runs random combinations against the real tool.
func TestJoinRandom(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	keys := []string{"a", "b", "c", "d", "A", "B", "", " "}
	gen := func() string {
		var lines []string
		n := r.Intn(6)
		for j := 0; j < n; j++ {
			f := []string{keys[r.Intn(len(keys))]}
			for k := 0; k < r.Intn(3); k++ {
				f = append(f, "v"+string(rune('0'+r.Intn(10))))
			}
			sep := " "
			if r.Intn(2) == 0 {
				sep = ","
			}
			lines = append(lines, strings.Join(f, sep))
		}
		return strings.Join(lines, "\n") + "\n"
	}
	opts := [][]string{{"-a1"}, {"-a2"}, {"-v1"}, {"-v2"}, {"-i"}, {"-e", "E"}, {"-o", "auto"}, {"-o", "0,1.2,2.2"}, {"-t", ","}, {"-j2"}, {"-1", "2"}, {"--nocheck-order"}, {"--check-order"}, {"--header"}}
	var cases []diffCase
	for i := 0; i < testlong.Share(300, 4); i++ {
		args := []string{"join"}
		for k := 0; k < r.Intn(4); k++ {
			args = append(args, opts[r.Intn(len(opts))]...)
		}
		args = append(args, "f1", "f2")
		f1, f2 := gen(), gen()
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, files: map[string]string{"f1": f1, "f2": f2}})
	}
	runDiffCases(t, cases)
}
