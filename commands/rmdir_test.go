package commands

import "testing"

func TestRmdirDiff(t *testing.T) {
	files := map[string]string{"f": "x", "e/": "", "a/b/c/": "", "full/x": "1", "n/full/y": "2"}
	links := map[string]string{"l": "e"}
	runSeqCases(t, []seqCase{
		{files: files, cmds: [][]string{{"rmdir", "e"}}},
		{files: files, cmds: [][]string{{"rmdir", "f"}}},
		{files: files, cmds: [][]string{{"rmdir", "nope"}}},
		{files: files, cmds: [][]string{{"rmdir", "f/.."}, {"rmdir", "e/."}, {"rmdir", "nope/.."}}},
		// -p words a parent's failure "failed to remove directory".
		{files: files, cmds: [][]string{{"mkdir", "full/sub"}, {"rmdir", "-p", "full/sub"}, {"rmdir", "-p", "n/full/nope"}}},
		{files: files, cmds: [][]string{{"rmdir", "full"}}},
		{files: files, cmds: [][]string{{"rmdir", "--ignore-fail-on-non-empty", "full", "e"}}},
		{files: files, cmds: [][]string{{"rmdir", "-p", "a/b/c"}}},
		{files: files, cmds: [][]string{{"rmdir", "-pv", "a/b/c/"}}},
		{files: files, cmds: [][]string{{"rmdir", "-p", "n/full"}}},
		{files: files, cmds: [][]string{{"rmdir", "-p", "--ignore-fail-on-non-empty", "n/full"}}},
		{files: files, links: links, cmds: [][]string{{"rmdir", "l"}}},
		{files: files, cmds: [][]string{{"rmdir", "e/."}}},
		{files: files, cmds: [][]string{{"rmdir", "-v", "e", "f"}}},
		{files: files, cmds: [][]string{{"rmdir"}}},
	})
}
