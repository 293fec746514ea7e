package computerwelt

import "testing"

// gawk's --lint with commands (pipes and system()), against gawk: the
// warnings about redirections never closed, in gawk's order (the last
// opened first, with the record they were closed at), and about
// redirections.
var manualAwkLintScripts = []string{
	"printf 'a b\\n' > f; awk --lint '{ \"echo a\" | getline z; print z }' f",
	"printf 'i\\n' > i; awk --lint 'BEGIN { print \"x\" | \"cat\"; print 1 > \"o\"; getline l < \"i\" }'; cat o",
	"awk --lint 'BEGIN { system(\"true\"); \"echo 1\" | getline; print; close(\"echo 1\") }'",
	"awk -L 'BEGIN { print 1 | \"sort\"; cmd = \"cat\"; print 2 | cmd }'",
}

func TestManualAwkLint(t *testing.T) { compareManual(t, manualAwkLintScripts) }
