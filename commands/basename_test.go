package commands

import "testing"

func TestBasenameDiff(t *testing.T) {
	var cases []diffCase
	for _, args := range [][]string{
		{"/usr/bin/sort"}, {"include/stdio.h", ".h"}, {"-s", ".h", "a.h", "b.h", "c"}, {"-a", "x/y", "z/"},
		{"/"}, {"//"}, {""}, {"a//"}, {".h", ".h"}, {"a.h", "a.h"}, {"-z", "a/b"}, {"-az", "a/b", "c"},
		{"héllo/wörld.tär", ".tär"}, {"--suffix=.c", "x.c"}, {"a", "b", "c"}, {}, {"--", "-a"}, {"-s", "", "a/"},
		{"a/b/"}, {"///a///"},
	} {
		cases = append(cases, diffCase{args: append([]string{"basename"}, args...)})
	}
	runDiffCases(t, cases)
}
