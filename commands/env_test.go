package commands

import "testing"

func TestEnvDiff(t *testing.T) {
	files := map[string]string{"sub/f": "in sub\n", "file": ""}
	runDiffCases(t, []diffCase{
		{args: []string{"env", "-i"}},
		{args: []string{"env", "-i", "A=1", "B=2"}},
		{args: []string{"env", "-"}},
		{args: []string{"env", "-", "A=1"}},
		{args: []string{"env", "-i", "-0", "A=1", "B=2"}},
		{args: []string{"env", "-i", "A=1", "B=x=y", "printenv", "B"}},
		{args: []string{"env", "-i", "A=1", "printenv"}},
		{args: []string{"env", "-u", "HOME", "printenv", "HOME"}},
		{args: []string{"env", "-u", "HOME", "printenv", "TZ"}},
		{args: []string{"env", "--unset=TZ", "-u", "PATH", "printenv", "HOME", "TZ", "PATH"}},
		{args: []string{"env", "-v", "-u", "X", "true"}},
		{args: []string{"env", "A=b", "printenv", "A", "TZ"}},
		{args: []string{"env", "TZ=x", "printenv", "TZ"}},
		{args: []string{"env", "-i", "HOME=/h", "printenv", "-0"}},
		{args: []string{"env", "-C", "sub", "cat", "f"}, files: files},
		{args: []string{"env", "-C", "nonexist", "true"}},
		{args: []string{"env", "-C", "file", "true"}, files: files},
		{args: []string{"env", "-u", "A=B"}},
		{args: []string{"env", "-i", "=x"}},
		{args: []string{"env", "-v", "-i", "A=1", "true"}},
		{args: []string{"env", "-v", "-i", "-u", "X", "printenv", "a b"}},
		{args: []string{"env", "echo", "-i", "A=1"}},
		{args: []string{"env", "-i", "--", "A=1", "printenv", "A"}},
		{args: []string{"env", "false"}},
		{args: []string{"env", "-i", "nonexistcmd"}},
		{args: []string{"env", "./sub"}, files: files},
	})
	runUsageCases(t, []diffCase{
		{args: []string{"env", "-0", "true"}},
		{args: []string{"env", "-C", "/"}},
		{args: []string{"env", "-x"}},
	})
}

func TestEnvSplitDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"env", "-Sprintenv HOME"}},
		{args: []string{"env", "-S", "A=1   B=2 printenv A B"}},
		{args: []string{"env", "-S", `echo 'a  b' "c  ${HOME} d" e\tf \_g`}},
		{args: []string{"env", "-Secho $HOME"}},
		{args: []string{"env", "-Secho a #comment"}},
		{args: []string{"env", `-Secho a\cb c`}},
		{args: []string{"env", `-Secho "a`}},
		{args: []string{"env", "-S", "", "-i"}},
		{args: []string{"env", "-S-i A=1 printenv"}},
		{args: []string{"env", "--split-string=printenv TZ", "HOME"}},
		{args: []string{"env", "-i", "-S", "A=${TZ}x printenv A"}},
		{args: []string{"env", `-Secho "a\_b" 'c\'d' \#x \$y "\q"`}},
		{args: []string{"env", `-Secho 'it''s' "x"y`}},
		{args: []string{"env", `-S echo \q`}},
		{args: []string{"env", `-S echo a\`}},
		// Prefixes of --split-string, and -S without its string.
		{args: []string{"env", "--split=printenv TZ"}}, {args: []string{"env", "--s", "printenv TZ"}},
		{args: []string{"env", "--spl", "printenv TZ HOME"}}, {args: []string{"env", "-S"}}, {args: []string{"env", "--split-string"}},
		{args: []string{"env", "-i", "--split"}},
	})
}
