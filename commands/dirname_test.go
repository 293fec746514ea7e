package commands

import "testing"

func TestDirnameDiff(t *testing.T) {
	var cases []diffCase
	for _, args := range [][]string{
		{"/usr/bin/"}, {"a/b", "c/d"}, {"stdio.h"}, {"/"}, {"//"}, {"///a"}, {""}, {"a/"}, {"/a//b//"},
		{"a/../b"}, {"-z", "a/b", "c"}, {"--zero", "x"}, {}, {"//a//b"}, {"./a"}, {".."}, {"é/ü"},
	} {
		cases = append(cases, diffCase{args: append([]string{"dirname"}, args...)})
	}
	runDiffCases(t, cases)
}
