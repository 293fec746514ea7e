package commands

import "testing"

// TestDiffIfThenElseFormatsDiff: the group and line formats, against GNU
// diff (the examples of its manual, every directive, malformed ones).
func TestDiffIfThenElseFormatsDiff(t *testing.T) {
	f := map[string]string{
		"p":  "1\n2\n3\n4\n5\n6\n",
		"q":  "1\nX\n3\n.\n5\n6\nY",
		"p2": "1\n2\n3\n4\n5\n6\n",
		"q2": "0\n1\n3\n4\nx\n5\n6\n7\n",
		"b1": "a\n\nb\nc\n",
		"b2": "a\nb\nd\n",
		"e":  "",
	}
	var cases []diffCase
	for _, args := range [][]string{
		// The common idioms: added lines, removed lines, a merged file.
		{"--unchanged-line-format=", "--old-line-format=", "--new-line-format=%L", "p2", "q2"},
		{"--new-line-format=", "--unchanged-line-format=", "p2", "q2"},
		{"--old-line-format=-%l\n", "--new-line-format=+%l\n", "--unchanged-line-format= %l\n", "p", "q"},
		{"--line-format=%L", "p", "q"}, {"--line-format=%l", "p", "q"}, {"--line-format=[%dn]%L", "p2", "q2"},
		{"--old-group-format=<%<>", "p2", "q2"}, {"--new-group-format=NEW %dF,%dL\n%>", "p2", "q2"},
		{"--changed-group-format=%df,%dl c %dF,%dL\n", "--unchanged-group-format=", "p", "q"},
		{"--changed-group-format=***\n%<===\n%>***\n", "p", "q"},
		// The manual's example: a group's ranges as diff's normal output.
		{"--old-group-format=%dfd%dE\n%<", "--new-group-format=%dea%dF,%dL\n%>", "--changed-group-format=%df,%dlc%dF,%dL\n%<---\n%>",
			"--unchanged-group-format=", "--old-line-format=< %l\n", "--new-line-format=> %l\n", "p2", "q2"},
		{"--changed-group-format=%(f=l?%df:%df,%dl)c%(F=L?%dF:%dF,%dL)\n", "--unchanged-group-format=", "--old-group-format=", "--new-group-format=", "p2", "q2"},
		{"--unchanged-group-format=%(n=1?one:%dn lines)\n", "--changed-group-format=[%de %dm %dE %dM %dN]\n", "p2", "q2"},
		{"--unchanged-group-format=%(0=0?yes)|%(1=2?x:no)|%(n=3?a:b\n", "p2", "q2"},
		{"--line-format=%5dn|%-5dn|%05dn|%.3dn|%'3dn|%xn|%Xn|%on|%3.2xn %l\n", "p2", "q2"},
		{"--unchanged-group-format=%c'x'%c'\\101'%c'\\12'%c':'%%%c'\\'", "--changed-group-format=", "--old-group-format=", "--new-group-format=", "p", "q"},
		// Malformed directives print as themselves.
		{"--unchanged-group-format=%(%q%c'ab'%c''%5%%d%(1=2%(x=1?a)", "p", "p"},
		{"--line-format=%c%c'%5q %dm %(n %l\n", "p", "q"},
		{"--old-line-format=%L%", "--new-line-format=%", "p", "q"},
		// -D with formats, -B, identical files, empty files.
		{"-D", "X", "--line-format=> %l\n", "p", "q"}, {"-D", "A%dnB", "p", "q"}, {"-B", "-D", "N", "b1", "b2"},
		{"-B", "--old-line-format=O%l\n", "--new-line-format=N%l\n", "--unchanged-line-format=U%l\n", "b1", "b2"},
		{"--line-format=%L", "p", "p"}, {"--old-group-format=gone\n", "p", "e"}, {"--new-group-format=%dE %dF\n", "e", "q2"},
		{"-q", "--line-format=%L", "p", "q"}, {"-s", "--line-format=%L", "p", "p"},
		// Conflicts.
		{"--line-format=a", "--line-format=b", "p", "q"}, {"--line-format=a", "--line-format=a", "p", "q"},
		{"-D", "X", "--old-group-format=x", "p", "q"}, {"-u", "--line-format=%L", "p", "q"}, {"-u", "-c", "p", "q"},
		{"--normal", "-e", "p", "q"}, {"-u", "-U2", "-L", "a", "-L", "b", "p", "q"},
	} {
		cases = append(cases, diffCase{args: append([]string{"diff"}, args...), files: f})
	}
	runDiffCases(t, cases)
}

// TestDiffBlankEmptyHorizonDiff: --suppress-blank-empty in every format
// that prefixes lines, --horizon-lines and --speed-large-files.
func TestDiffBlankEmptyHorizonDiff(t *testing.T) {
	f := map[string]string{"x": "a\n\nb\nc\n", "y": "a\n\nb\nd\n\n", "p": "1\n2\n3\n4\n5\n6\n", "q": "0\n1\n3\n4\nx\n5\n6\n7\n"}
	var cases []diffCase
	for _, args := range [][]string{
		{"--suppress-blank-empty", "x", "y"}, {"--suppress-blank-empty", "-u", "-L", "a", "-L", "b", "x", "y"},
		{"--suppress-blank-empty", "-c", "-L", "a", "-L", "b", "x", "y"}, {"--suppress-blank-empty", "-T", "-u", "-L", "a", "-L", "b", "x", "y"},
		{"--suppress-blank-empty", "-T", "x", "y"}, {"--suppress-blank-empty", "-e", "x", "y"},
		{"--horizon-lines=0", "-u", "-L", "a", "-L", "b", "p", "q"}, {"--horizon-lines", "50", "p", "q"}, {"--horizon-lines=x", "p", "q"},
		{"--horizon-lines=-1", "p", "q"}, {"--speed-large-files", "-u", "-L", "a", "-L", "b", "p", "q"},
	} {
		cases = append(cases, diffCase{args: append([]string{"diff"}, args...), files: f})
	}
	runDiffCases(t, cases)
}
