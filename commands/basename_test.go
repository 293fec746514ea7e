package commands

import (
	"strings"
	"testing"
)

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

// Every file command prints its Usage for --help and exits 0, and has a
// one-line Summary.
func TestFileCommandsHelp(t *testing.T) {
	for _, name := range []string{"cat", "ls", "mkdir", "rmdir", "rm", "touch", "cp", "mv", "ln", "chmod", "stat", "tee",
		"basename", "dirname", "find", "readlink", "realpath"} {
		c := All()[name]
		if c == nil {
			t.Errorf("%s is not registered", name)
			continue
		}
		r := runSandbox(t, []string{name, "--help"}, "", nil)
		if r.status != 0 || r.stdout != c.Usage || r.stderr != "" {
			t.Errorf("%s --help: status %d, stderr %q", name, r.status, r.stderr)
		}
		if c.Summary == "" || strings.Contains(c.Summary, "\n") || !strings.HasPrefix(c.Usage, "Usage: "+name+" ") {
			t.Errorf("%s: summary %q, usage %.40q", name, c.Summary, c.Usage)
		}
	}
}
