package commands

import "testing"

func TestChmodDiff(t *testing.T) {
	files := map[string]string{"f": "x", "g": "y", "d/": "", "d/e/": "", "d/e/h": "z", "d/x": "1"}
	links := map[string]string{"l": "f", "d/dl": "../g"}
	var cases []seqCase
	for _, mode := range []string{
		"755", "0", "644", "4755", "1777", "u+x", "g-r", "o=r", "a+X", "u=rwx,g=rx,o=", "go-rwx", "+x", "-r", "=r",
		"u+s", "g+s", "+t", "u=g", "g=u", "o=u", "ug+rw", "a-x,u+w", "+w", "-w", "=", "u-r+x", "+755", "-022",
		"a=r,u+w", "u+", "u=,o=", "999", "u+q", "xyz", "a+rwxst", "0755", "7777", "07777", "017777",
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{{"chmod", mode, "f", "d"}}})
	}
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-R", "go-r", "d"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-R", "a+X", "d", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-v", "644", "f", "d", "g"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-c", "644", "f", "d", "g"}}},
		// -c and -v: the last wins; -v reports a file it cannot stat on
		// stdout too, even with -f.
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-v", "-c", "644", "f", "g"}, {"chmod", "-c", "-v", "600", "f", "g"},
			{"chmod", "-v", "600", "nope", "f"}, {"chmod", "-vf", "600", "nope"}, {"chmod", "-c", "600", "nope"}}},
		// Single-entry directories: GNU lists in readdir order, we by name.
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-Rv", "u+w", "d/e"}}},
		seqCase{files: map[string]string{"s/": ""}, links: map[string]string{"s/l": "x"}, cmds: [][]string{{"chmod", "-Rv", "u+w", "s"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-w", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-x,u+r", "-v", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "600", "l"}}},
		seqCase{files: files, links: map[string]string{"dg": "nowhere"}, cmds: [][]string{{"chmod", "600", "dg"}, {"chmod", "-R", "600", "dg"}, {"chmod", "-f", "600", "dg"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "600", "nope", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-f", "600", "nope"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "--reference=d", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "--reference=nope", "f"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "644"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "-R", "--preserve-root", "u+w", "/"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "--", "-w", "f"}}},
	)
	runSeqCases(t, cases)
}
