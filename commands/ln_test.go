package commands

import "testing"

func TestLnDiff(t *testing.T) {
	files := map[string]string{"a": "alpha\n", "b": "bravo\n", "d/": "", "d/x": "1", "e/": "", "sub/deep/": ""}
	links := map[string]string{"l": "a", "dl": "e", "dangling": "nowhere"}
	var cases []seqCase
	for _, args := range [][]string{
		{"a", "c"}, {"a", "b"}, {"-f", "a", "b"}, {"a", "e"}, {"a", "b", "e"}, {"a", "b", "c"}, {"nope", "c"}, {"d", "c"},
		{"-s", "a", "c"}, {"-s", "nope", "c"}, {"-s", "a", "b"}, {"-sf", "a", "b"}, {"-s", "a", "e"}, {"-sv", "a", "b", "e"},
		{"-v", "a", "c"}, {"-sv", "/abs/path", "c"}, {"-s", "a", "dl"}, {"-sn", "a", "dl"}, {"-snf", "a", "dl"}, {"-sf", "a", "dl"},
		{"-sT", "a", "e"}, {"-T", "a", "c"}, {"-t", "e", "a", "b"}, {"-st", "e", "a"}, {"-t", "nope", "a"}, {"-sr", "a", "sub/deep/r"},
		{"-sr", "d/x", "e/r"}, {"-srv", "sub", "sub/deep/up"}, {"-r", "a", "c"}, {"l", "c"}, {"-L", "l", "c"}, {"-P", "l", "c"},
		{"a", "a"}, {"-f", "a", "a"}, {"-s", "a"}, {"d/x"}, {"a"}, {}, {"-sf", "a", "d"}, {"-f", "l", "a"},
		// -f refuses when removing the destination would remove the
		// source; a symlink's target is looked up from here.
		{"-sf", "a", "a"}, {"-sfn", "a"}, {"-sf", "l", "a"}, {"-sf", "./a", "l"}, {"-sf", "a", "d/a"}, {"-sfn", "dl", "dl"}, {"-sfr", "e", "e"}, {"-sfrT", "d", "d"}, {"-sfr", "a", "a"}, {"-sfr", "d/../a", "a"},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append([]string{"ln"}, args...)}})
	}
	// A second hard link is replaced, not "the same file".
	cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{{"ln", "a", "h"}, {"ln", "-f", "a", "h"}, {"ln", "-f", "-v", "h", "d/a"}, {"ln", "-f", "d/a", "./d/a"}}})
	for _, in := range []string{"y\n", "n\n"} {
		cases = append(cases, seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"ln", "-si", "a", "b"}}})
	}
	runSeqCases(t, cases)
}
