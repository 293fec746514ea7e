package commands

import "testing"

func TestRmDiff(t *testing.T) {
	files := map[string]string{"f": "x", "e": "", "d/": "", "d/sub/": "", "d/sub/y": "y", "empty/": "", "one/x": "1", "-dash": "z"}
	links := map[string]string{"l": "f", "dl": "d", "dangling": "nowhere"}
	var cases []seqCase
	for _, args := range [][]string{
		{"f"}, {"nope"}, {"-f", "nope"}, {"-f"}, {}, {"d"}, {"-d", "empty"}, {"-d", "d"}, {"-r", "d"}, {"-R", "d", "f"},
		{"-rf", "d", "nope"}, {"l"}, {"dl"}, {"dangling"}, {"-r", "dl"}, {"-v", "f", "e", "l"}, {"-rv", "one"}, {"-dv", "empty"},
		{"-r", "."}, {"-r", "d/.."}, {"-rf", "/"}, {"--", "-dash"}, {"./-dash"}, {"f/"}, {"-r", "empty/"}, {"-r", "nope/x"},
		{"--interactive=never", "f"}, {"--interactive=bogus", "f"}, {"-fi", "nope"},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append([]string{"rm"}, args...)}})
	}
	for _, in := range []string{"y\ny\ny\ny\ny\n", "n\nn\nn\nn\n", "y\nn\ny\n", ""} {
		cases = append(cases,
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-i", "f", "e", "l", "d"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-ri", "one"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-ri", "empty"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-di", "empty"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-I", "f", "e", "l", "dangling"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-I", "f", "e"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-rI", "one"}}},
		)
	}
	runSeqCases(t, cases)
}
