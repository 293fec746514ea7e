package commands

import (
	"strings"
	"testing"
)

// TestSortDebugDiff: sort --debug's warnings and key marks against GNU
// sort for -k/-t/-n/-g/-h/-M/-V/-b/-r and -s/-u combinations.
func TestSortDebugDiff(t *testing.T) {
	in := "b 2\na 10\n  c 1\nx\t-3.5 JAN\n\n  FEB 1K z\n1.5e3K\tdec\n"
	nums := "1e5 x\n0x1p3\ninfinity\nnan(abc)x\n-.5e\n+3\n-\n .\n\t7\n"
	wide := "é\tx 2\n日本 3\nab\x01c 1\n\xffz 4\n\xe6\x97 5\n"
	var cases []diffCase
	for _, a := range [][]string{
		{}, {"-r"}, {"-s"}, {"-u"}, {"-n"}, {"-g"}, {"-h"}, {"-M"}, {"-V"}, {"-b"}, {"-f"}, {"-d"}, {"-i"},
		{"-k2n"}, {"-k2,2n"}, {"-k2,2n", "-k1"}, {"-k2,2n", "-k1", "-r", "-s"}, {"-k2b,2n"},
		{"-k1,1", "-k2,2", "-k3b"}, {"-k2,1"}, {"-k1.5,1.2"}, {"-k1.2b"}, {"-k1,1.1"}, {"-k1b,1.1b"},
		{"-k2.2,2.3"}, {"-k2,2"}, {"-k3M"}, {"-k3,3M", "-b"}, {"-k2h"}, {"-k2g"}, {"-k2V"},
		{"-t", "\t", "-k2h"}, {"-t", "\t", "-k2,2n"}, {"-t", " ", "-k2"}, {"-t.", "-k1n"}, {"-t.", "-k1,1n"},
		{"-t-", "-k1,2n"}, {"-t+", "-k1,2g"}, {"-t+", "-k1,2n"}, {"-t,", "-g", "-k1,2"},
		{"-r", "-k1,1n"}, {"-r", "-k1,1n", "-s"}, {"-f", "-r", "-k1,1n", "-u"}, {"-f", "-b", "-k1,1n"},
		{"-d", "-k1,1f"}, {"-r", "-k1,1", "-u"}, {"-V", "-k1b,1"}, {"-n", "-r", "-k1,1"},
		{"-b", "-r", "-n", "-k1,1", "-s"}, {"-R", "--random-source=seed", "-k1,1", "-u"}, {"-i", "-M"}, {"-c"}, {"-C"},
		{"--check=quiet"}, {"-o", "out"}, {"-z"}, {"-k1,1", "--debug"},
	} {
		args := append([]string{"sort", "--debug"}, a...)
		cases = append(cases, diffCase{args: args, stdin: in, files: map[string]string{"seed": "0123456789abcdefghij"}})
		if len(a) > 0 && a[0] != "-R" {
			cases = append(cases, diffCase{name: "nums " + args[2], args: args, stdin: nums})
			cases = append(cases, diffCase{name: "wide " + args[2], args: args, stdin: wide})
		}
	}
	cases = append(cases,
		diffCase{name: "merge", args: []string{"sort", "--debug", "-m", "-", "f"}, stdin: "a\nc\n", files: map[string]string{"f": "b\n"}},
		diffCase{name: "C locale", args: []string{"env", "LC_ALL=C", "sort", "--debug", "-k2"}, stdin: wide},
		diffCase{name: "spilled", args: []string{"sort", "--debug", "-S", "1", "-T", "t", "-k2n"}, stdin: strings.Repeat(in+nums, 1500), files: map[string]string{"t/": ""}},
		diffCase{name: "zero lines", args: []string{"sort", "--debug", "-z", "-k2n"}, stdin: "a 2\x00b\t1\nx\x00"},
	)
	runDiffCases(t, cases)
}
