package commands

import (
	"strings"
	"testing"
)

func TestCmpDiff(t *testing.T) {
	files := map[string]string{
		"c1":   "abc\ndef\n",
		"c2":   "abc\ndXf\n",
		"c3":   "abc\n",
		"c0":   "",
		"d1":   "abc",
		"d2":   "abcd",
		"d3":   "a\nb",
		"d4":   "a\nbc",
		"d5":   "xxxxxxxxxxxxa",
		"d6":   "xxxxxxxxxxxxb",
		"b1":   "\xff\x00\x7f\x80\t",
		"b2":   "\x80\x01\x20\x81\n",
		"u1":   "Grüße\r\n",
		"u2":   "Grüsse\r\n",
		"dir/": "",
	}
	runDiffCases(t, []diffCase{
		{args: []string{"cmp", "c1", "c2"}, files: files},
		{args: []string{"cmp", "c1", "c1"}, files: files},
		{args: []string{"cmp", "c1", "c3"}, files: files},
		{args: []string{"cmp", "c3", "c1"}, files: files},
		{args: []string{"cmp", "c0", "c1"}, files: files},
		{args: []string{"cmp", "c0", "c0"}, files: files},
		{args: []string{"cmp", "d1", "d2"}, files: files},
		{args: []string{"cmp", "d3", "d4"}, files: files},
		{args: []string{"cmp", "d4", "d3"}, files: files},
		{args: []string{"cmp", "-l", "c1", "c2"}, files: files},
		{args: []string{"cmp", "-l", "c1", "c3"}, files: files},
		{args: []string{"cmp", "-l", "d5", "d6"}, files: files},
		{args: []string{"cmp", "-l", "-", "d6"}, stdin: "xxxxxxxxxxxxa", files: files},
		{args: []string{"cmp", "-l", "-n", "5", "d5", "d2"}, files: files},
		{args: []string{"cmp", "-b", "c1", "c2"}, files: files},
		{args: []string{"cmp", "-lb", "c1", "c2"}, files: files},
		{args: []string{"cmp", "-b", "b1", "b2"}, files: files},
		{args: []string{"cmp", "--verbose", "--print-bytes", "b1", "b2"}, files: files},
		{args: []string{"cmp", "u1", "u2"}, files: files},
		{args: []string{"cmp", "-l", "u1", "u2"}, files: files},
		{args: []string{"cmp", "-s", "c1", "c2"}, files: files},
		{args: []string{"cmp", "--quiet", "c1", "c3"}, files: files},
		{args: []string{"cmp", "--silent", "c1", "c1"}, files: files},
		{args: []string{"cmp", "-n", "5", "c1", "c2"}, files: files},
		{args: []string{"cmp", "-n", "6", "c1", "c2"}, files: files},
		{args: []string{"cmp", "--bytes=0", "c1", "c2"}, files: files},
		{args: []string{"cmp", "c1", "c2", "2", "2"}, files: files},
		{args: []string{"cmp", "-i", "1:1", "c1", "c2"}, files: files},
		{args: []string{"cmp", "-i", "6", "c1", "c2"}, files: files},
		{args: []string{"cmp", "--ignore-initial=1K", "d5", "d6"}, files: files},
		{args: []string{"cmp", "c1"}, stdin: "abc\ndef\n", files: files},
		{args: []string{"cmp", "c1"}, stdin: "", files: files},
		{args: []string{"cmp", "c1", "-"}, stdin: "abc\nd", files: files},
		{args: []string{"cmp", "c1", "nope"}, files: files},
		{args: []string{"cmp", "-s", "c1", "nope"}, files: files},
		{args: []string{"cmp", "c1", "dir"}, files: files, ignoreStderr: true},
		{args: []string{"cmp"}, ignoreStderr: true},
		{args: []string{"cmp", "c1", "c2", "c3"}, files: files, ignoreStderr: true},
		{args: []string{"cmp", "-n", "x", "c1", "c2"}, files: files, ignoreStderr: true},
		{args: []string{"cmp", "-l", "-s", "c1", "c2"}, files: files, ignoreStderr: true},
		{args: []string{"cmp", "c1", "c2", "3", "4", "5"}, files: files, ignoreStderr: true},
	})
}

func TestCmpUsageMessages(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"cmp"}, "cmp: missing operand after 'cmp'\ncmp: Try 'cmp --help' for more information.\n"},
		{[]string{"cmp", "a", "b", "c3"}, "cmp: invalid --ignore-initial value 'c3'\ncmp: Try 'cmp --help' for more information.\n"},
		{[]string{"cmp", "-n", "x", "a", "b"}, "cmp: invalid --bytes value 'x'\ncmp: Try 'cmp --help' for more information.\n"},
	} {
		got := runSandbox(t, c.args, "", nil)
		if got.stderr != c.want || got.status != 2 {
			t.Errorf("%v: got %q, %d", c.args, got.stderr, got.status)
		}
	}
}

// TestCmpSkipsDiff: skips from -i and operands take the largest, a bad
// second -i part is named alone, and -l with -s is refused as soon as
// both are read.
func TestCmpSkipsDiff(t *testing.T) {
	files := map[string]string{"a": "abcdefghij\n", "b": "abcdefXhij\n", "c": "xabcdefghij\n"}
	runDiffCases(t, []diffCase{
		{args: []string{"cmp", "-i", "10", "a", "b", "0", "3"}, files: files},
		{args: []string{"cmp", "-i", "2", "a", "c", "1", "3"}, files: files},
		{args: []string{"cmp", "-l", "-i", "0:1", "a", "c", "0", "0"}, files: files},
		{args: []string{"cmp", "-i", "1:", "a", "b"}, files: files},
		{args: []string{"cmp", "-i", "x:1", "a", "b"}, files: files},
		{args: []string{"cmp", "-l", "-s", "-i", "x", "a", "b"}, files: files},
		{args: []string{"cmp", "-i", "x", "-l", "-s", "a", "b"}, files: files},
	})
}

// TestCmpVOldVersion: -v is GNU cmp's old --version, wherever it comes
// (alone, with operands, bundled after -l); ours prints its own version.
func TestCmpVOldVersion(t *testing.T) {
	for _, args := range [][]string{{"cmp", "-v"}, {"cmp", "-v", "x", "y"}, {"cmp", "x", "-v"}, {"cmp", "-lv"}} {
		r := runSandbox(t, args, "", nil)
		if !strings.HasPrefix(r.stdout, "cmp (Computerwelt)") || r.status != 0 || r.stderr != "" {
			t.Errorf("%v: %+v", args, r)
		}
	}
}
