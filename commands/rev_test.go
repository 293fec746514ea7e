package commands

import "testing"

func TestRevDiff(t *testing.T) {
	var cases []diffCase
	for name, in := range textInputs {
		if name == "binary" || name == "nulterm" {
			continue // NULs and invalid UTF-8: see below
		}
		cases = append(cases, diffCase{name: name, args: []string{"rev"}, stdin: in})
		cases = append(cases, diffCase{name: "file " + name, args: []string{"rev", "f"}, files: map[string]string{"f": in}})
	}
	files := map[string]string{"a": "abc\n", "b": "xyz", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"rev", "a", "b", "a"}, files: files},
		diffCase{args: []string{"rev", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"rev", "d"}, files: files},
		diffCase{args: []string{"rev"}, stdin: "é中\u0301x\n"},
		diffCase{name: "invalid utf8", args: []string{"rev"}, stdin: "ok\na\xffb\nxy\n"},
		diffCase{name: "invalid utf8 file", args: []string{"rev", "f", "a"}, files: map[string]string{"f": "ok\n\xc3\n", "a": "abc\n"}},
		diffCase{name: "nul", args: []string{"rev"}, stdin: "ab\x00cd\n"},
		diffCase{name: "nul joins lines", args: []string{"rev"}, stdin: "a\x00b\nxy\nq\x00\n"},
		diffCase{name: "nul at the end", args: []string{"rev"}, stdin: "ab\x00cd"},
		diffCase{name: "dash is a file", args: []string{"rev", "-"}, stdin: "ab\n"},
		diffCase{name: "zero", args: []string{"rev", "-0"}, stdin: "ab\x00cd",
			why:    "util-linux 2.38 has no -0 (later versions do)",
			stdout: "ba\x00dc"},
	)
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{{args: []string{"rev", "-x"}}})
}
