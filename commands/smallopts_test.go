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

func TestDuBlockSizeThresholdDiff(t *testing.T) {
	files := map[string]string{"a/": "", "a/big": string(make([]byte, 70000)), "a/small": "x", "b/": "", "b/c": string(make([]byte, 9000))}
	var cmds [][]string
	for _, args := range [][]string{
		{"-B", "1K"}, {"-BK"}, {"-BM"}, {"-B", "1000"}, {"-BKB"}, {"--block-size=human-readable"}, {"-B", "512", "-a"}, {"-BK", "-k"}, {"-k", "-BK"}, {"-BK", "-h"},
		{"-t", "5K"}, {"-t", "-10K", "-a"}, {"--threshold=70000", "-ab"}, {"-t", "1", "-c"}, {"-t", "x"}, {"--threshold=x"}, {"-t", "-0"}, {"-B", "x"}, {"--block-size=0"}, {"-B", "2x"},
	} {
		cmds = append(cmds, append(append([]string{"du"}, args...), "a", "b"))
	}
	runSeqCases(t, []seqCase{{files: files, cmds: cmds, sorted: true}})
}
