package commands

import "testing"

func TestLessMoreDiff(t *testing.T) {
	files := map[string]string{"a": "hi\n", "b": "x\ny\n", "d/": "", "n": "no newline"}
	runDiffCases(t, []diffCase{
		{args: []string{"less", "a"}, files: files},
		{args: []string{"less", "a", "b", "nosuch", "n"}, files: files},
		{args: []string{"less", "d", "a"}, files: files},
		{args: []string{"less"}, stdin: "in\n"},
		{args: []string{"less", "-"}, stdin: "in\n"},
		{args: []string{"less", "-N", "-R", "+G", "a"}, files: files},
		{args: []string{"less", "--", "a"}, files: files},
		{args: []string{"more", "a"}, files: files},
		{args: []string{"more", "a", "b"}, files: files},
		{args: []string{"more", "nosuch", "a"}, files: files},
		{args: []string{"more", "d"}, files: files},
		{args: []string{"more", "d", "n"}, files: files},
		{args: []string{"more"}, stdin: "in\n"},
		{args: []string{"more", "-s", "-5", "+2", "a"}, files: files},
		{args: []string{"more", "-x", "a"}, files: files},
	})
}

func TestEnvsubst(t *testing.T) {
	const in = "a $HOME ${TZ} $NOPE ${NOPE} $ ${TZ $1 ${TZ:-x} $TZ_ $$TZ \\$TZ ${} $PATH\n"
	runDiffCases(t, []diffCase{
		{args: []string{"envsubst"}, stdin: in},
		{args: []string{"envsubst", "$TZ"}, stdin: in},
		{args: []string{"envsubst", "x ${HOME} $NOPE"}, stdin: in + "no newline $HOME"},
		{args: []string{"envsubst", "-v", "$B $A ${B} $C_1 ${D"}},
		{args: []string{"envsubst", "--variables", "$X"}},
		{args: []string{"envsubst", "-v"}},
		{args: []string{"envsubst", "a", "b"}},
		{args: []string{"envsubst", "-v", "$A", "extra"}},
		{args: []string{"envsubst", "-x"}},
	})
}
