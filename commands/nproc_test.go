package commands

import "testing"

func TestNproc(t *testing.T) {
	sysCases(t, []diffCase{
		{args: []string{"nproc"}, stdout: "1\n"},
		{args: []string{"nproc", "--all"}, stdout: "1\n"},
		{args: []string{"nproc", "--ignore=5"}, stdout: "1\n"},
		{args: []string{"nproc", "--ignore=x"}, stderr: "nproc: invalid number: ‘x’\n", status: 1},
	})
	runDiffCases(t, []diffCase{{args: []string{"nproc", "x"}}, {args: []string{"nproc", "-q"}}, {args: []string{"nproc", "--ignore=x"}}})
}
