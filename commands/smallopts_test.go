package commands

import "testing"

// Options that need no label or version support of their own, against the
// real tools.
func TestSmallOptionsDiff(t *testing.T) {
	runSeqCases(t, []seqCase{
		{cmds: [][]string{{"mkdir", "-Z", "a"}, {"mkdir", "--context", "b"}, {"mkdir", "--context=user_u:object_r:tmp_t", "c"}, {"mkdir", "-pZ", "d/e"}}},
		{files: map[string]string{"f": "x"}, cmds: [][]string{{"find", ".", "-context", "*"}, {"numfmt", "-M"}}},
	})
}
