package commands

import (
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// The host runs in a temp dir: hostRun maps it to /work in the output, so
// absolute results compare (no case leaves the working directory).
func TestRealpathReadlinkDiff(t *testing.T) {
	files := map[string]string{"a": "x", "d/sub/f": "y", "e/": ""}
	links := map[string]string{
		"l": "a", "dl": "d", "dangling": "nowhere", "rel": "d/sub/../sub/f", "loop1": "loop2", "loop2": "loop1",
		"chain": "l", "d/up": "..", "d/sub/back": "../../a", "dd": "dl/sub",
	}
	var cases []seqCase
	ops := [][]string{{"a"}, {"l"}, {"dl"}, {"dangling"}, {"rel"}, {"loop1"}, {"chain"}, {"d/up"}, {"d/up/a"}, {"d/sub/back"},
		{"dd/f"}, {"nope"}, {"nope/x"}, {"a/x"}, {"."}, {"dl/.."}, {"d/../a"}, {"dl/../a"}, {"l", "dl", "nope/x", "a"}, {"e/"}, {"a/"}, {"dl/"}, {"l/"},
		{"l/."}, {"dl/."}, {"a/."}, {"nope/."}, {"a/.."}, {"d/./sub/."}, {"nope/"}, {"e/nope/"}, {"e/nope//"}, {"a/x/"}}
	for _, flags := range [][]string{nil, {"-e"}, {"-m"}, {"-s"}, {"-L"}, {"-q"}, {"-z"}, {"--relative-to=d"}, {"--relative-to=e", "--relative-base=."}, {"--relative-base=d"},
		// -s, -L and -P: -L resolves after '..', whichever comes last; -P undoes -s.
		{"-s", "-L"}, {"-L", "-s"}, {"-s", "-P"}, {"-s", "-m"}, {"-s", "-e"}} {
		for _, o := range ops {
			cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append(append([]string{"realpath"}, flags...), o...)}})
		}
	}
	for _, flags := range [][]string{nil, {"-f"}, {"-e"}, {"-m"}, {"-v"}, {"-n"}, {"-fn"}, {"-z"}, {"-fv"}, {"-ev"}} {
		for _, o := range ops {
			cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append(append([]string{"readlink"}, flags...), o...)}})
		}
	}
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"realpath"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"readlink"}}},
	)
	// A cross product over 33 operands: every fourth case keeps each row
	// and each operand by default (all of them with CW_LONG=1).
	runSeqCases(t, testlong.Sample(cases, 4))
}
