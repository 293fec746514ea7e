package commands

import (
	"strings"
	"testing"
)

func TestTrueFalse(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"true"}},
		{args: []string{"true", "-x", "--bogus", "a"}},
		{args: []string{"true", "--help", "x"}},
		{args: []string{"false"}},
		{args: []string{"false", "-x", "a"}},
		{args: []string{"false", "--help", "x"}},
		{args: []string{"true", "--help"}, why: "our usage text omits --version and GNU's links", stdout: trueUsage},
		{args: []string{"false", "--help"}, why: "our usage text omits --version and GNU's links", stdout: falseUsage, status: 1},
	})
	if !strings.Contains(trueUsage, "success") || !strings.Contains(falseUsage, "failure") {
		t.Error("usage texts swapped")
	}
}
