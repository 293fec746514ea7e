package commands

import (
	"strings"
	"testing"
)

// textInputs are the inputs every text command is checked against.
var textInputs = map[string]string{
	"empty":   "",
	"nonl":    "one\ntwo\nthree",
	"lines":   "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n",
	"utf8":    "héllo wörld\n中文 字符\nñ\n",
	"binary":  "a\x00b\x80\xff\n\x01\x02\x03\nzz",
	"crlf":    "a\r\nb\r\nc\r\n",
	"longln":  string(make([]byte, 0)) + longLine + "\n" + longLine,
	"nulterm": "a\x00b\x00c\x00d",
}

var longLine = func() string {
	b := make([]byte, 200000)
	for i := range b {
		b[i] = byte('a' + i%26)
	}
	return string(b)
}()

func TestHeadDiff(t *testing.T) {
	var cases []diffCase
	flagsets := [][]string{
		{}, {"-n", "3"}, {"-n", "-3"}, {"-n", "0"}, {"-n", "-0"}, {"-c", "5"}, {"-c", "-5"},
		{"-c", "0"}, {"-n", "+2"}, {"-z", "-n", "2"}, {"-z", "-n", "-1"}, {"-c", "1k"}, {"-n", "-100000"},
	}
	for name, in := range textInputs {
		for _, fl := range flagsets {
			args := append([]string{"head"}, fl...)
			cases = append(cases, diffCase{name: name + " " + join(fl), args: args, stdin: in})
			args = append(append([]string{"head"}, fl...), "f")
			cases = append(cases, diffCase{name: "file " + name + " " + join(fl), args: args, files: map[string]string{"f": in}})
		}
	}
	files := map[string]string{"a": "a1\na2\n", "b": "b1\nb2\nb3", "d/": ""}
	more := []diffCase{
		{args: []string{"head", "-5"}, stdin: textInputs["lines"]},
		{args: []string{"head", "-3c"}, stdin: textInputs["lines"]},
		{args: []string{"head", "-2", "a", "b"}, files: files},
		{args: []string{"head", "a", "b"}, files: files},
		{args: []string{"head", "-q", "a", "b"}, files: files},
		{args: []string{"head", "-v", "a"}, files: files},
		{args: []string{"head", "-v", "-q", "a", "b"}, files: files},
		{args: []string{"head", "-qv", "a", "b"}, files: files},
		{args: []string{"head", "a", "-", "b"}, stdin: "in\n", files: files},
		{args: []string{"head", "a", "missing", "b"}, files: files},
		// The first header is the first one written, not the first file's.
		{args: []string{"head", "missing", "a", "b"}, files: files},
		{args: []string{"head", "d", "a"}, files: files},
		{args: []string{"head", "a", "d", "b"}, files: files},
		{args: []string{"head", "-n", "x"}},
		{args: []string{"head", "-c", "1Q9"}},
		{args: []string{"head", "--lines=2", "a"}, files: files},
		{args: []string{"head", "--bytes", "3", "a"}, files: files},
		{args: []string{"head", "--silent", "a", "b"}, files: files},
		{args: []string{"head", "-n", "0", "-0", "-v", "a"}, files: files},
		{args: []string{"head", "a", "-3c"}, files: files},
	}
	// Counts past uintmax_t are refused; a bad count is named without its '-'.
	for _, cmd := range []string{"head", "tail"} {
		for _, a := range []string{"-n 99999999999999999999999", "-c -18446744073709551616", "-n 18446744073709551615", "-c 1Z",
			"-c 1E", "-c 16E", "-n -1x", "-c +1x", "-n 20000000000000000000000x",
			// A bad count ends the parsing where it is given.
			"-n x -n 1", "-c 1Z -c 2", "-n 1x -x"} {
			more = append(more, diffCase{args: append(append([]string{cmd}, strings.Fields(a)...), "a"), files: files})
		}
	}
	runDiffCases(t, append(cases, more...))
	runUsageCases(t, []diffCase{
		{args: []string{"head", "-k"}},
		{args: []string{"head", "-n"}},
		{args: []string{"head", "--foo"}},
	})
}

func join(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}

// TestSizeSuffixesStopAtYDiff: coreutils 9.1's size suffixes end at Y
// (R and Q came in 9.2): 1R is an invalid suffix, not a size too large,
// for every command that reads sizes. Against the real tools.
func TestSizeSuffixesStopAtYDiff(t *testing.T) {
	files := map[string]string{"f": "abc\n"}
	var cases []diffCase
	for _, args := range [][]string{
		{"head", "-c", "1R", "f"}, {"head", "-n", "2Q", "f"}, {"tail", "-c", "1RiB", "f"},
		{"tail", "-n", "1QB", "f"}, {"head", "-c", "1Y", "f"}, {"truncate", "-s", "1R", "f"},
		{"truncate", "-s", "+1Q", "f"}, {"od", "-j", "1R", "f"}, {"od", "-N", "1Q", "f"},
		{"dd", "bs=1R", "count=0", "if=f"}, {"du", "-B1Q", "f"}, {"du", "--block-size=R", "f"},
		{"df", "-BR", "."}, {"sort", "-S", "1Q", "f"}, {"split", "-b", "1R", "f"},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
}
