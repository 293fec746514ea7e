package commands

import "testing"

// TestMissingFileNamesQuotedAsQuotef: coreutils name a file they cannot
// read with gnulib's quotef, shell-quoted when it holds a blank or a colon
// (the colon because the name ends the "cmd: name: error" prefix); grep
// and the tools outside coreutils print it bare.
func TestMissingFileNamesQuotedAsQuotef(t *testing.T) {
	var cases []diffCase
	for _, name := range []string{"cat", "cut", "wc", "sort", "tail", "uniq", "paste", "od", "tac", "nl", "fold",
		"expand", "unexpand", "base64", "base32", "cksum", "sum", "md5sum", "sha1sum", "sha256sum", "b2sum", "grep"} {
		for _, file := range []string{"a:b", "a b", "plain"} {
			args := []string{name, file}
			if name == "grep" || name == "cut" {
				args = []string{name, map[string]string{"grep": "x", "cut": "-f1"}[name], file}
			}
			cases = append(cases, diffCase{args: args})
		}
	}
	cases = append(cases, diffCase{args: []string{"md5sum", "-c", "a:b"}}, diffCase{args: []string{"sum", "-s", "a b"}},
		diffCase{args: []string{"base64", "-d", "a:b"}})
	runDiffCases(t, cases)
}
