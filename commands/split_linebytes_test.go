package commands

import (
	"strings"
	"testing"
)

// TestSplitLineBytesDiff: -C as GNU's line_bytes_split (whole records up
// to SIZE bytes a file, longer records cut, what it holds back across its
// 128 KiB reads), -u and -n r/ from a pipe, against GNU split: each
// case lists the files made with their sizes and checksums.
func TestSplitLineBytesDiff(t *testing.T) {
	var big strings.Builder
	for i := 0; i < 7; i++ {
		big.WriteString(strings.Repeat(string(rune('a'+i)), 30000+i*7001) + "\n")
	}
	big.WriteString(strings.Repeat("z", 200000)) // no newline at the end
	files := map[string]string{
		"small": "one\ntwo\nthree\n\nfour five six\nseven\n",
		"long":  "short\n" + strings.Repeat("x", 25) + "\nmid line\n" + strings.Repeat("y", 7) + "\nend",
		"nul":   "a\x00bb\x00ccc\x00dddd\x00",
		"big":   big.String(),
		"empty": "",
	}
	list := `; echo "status $?"; for f in x*; do [ -e "$f" ] && echo "$f $(wc -c < "$f") $(cksum < "$f")"; done`
	var cases []diffCase
	for _, c := range []string{
		"split -C 1 small", "split -C 4 small", "split -C 5 small", "split -C 6 small", "split -C 14 small", "split -C 100 small",
		"split -C 3 long", "split -C 10 long", "split -C 26 long", "split -C 27 long", "split --line-bytes=12 long",
		"split -t '\\0' -C 5 nul", "split -C 2 -d nul", "split -C 1k empty",
		"split -C 60000 big", "split -C 100000 big", "split -C 131072 big", "split -C 131073 big", "split -C 200000 big", "split -C 1M big",
		"cat big | split -C 70000", "split -C 0 small", "split -C x small", "split -C 2 -l 1 small", "split -C 1E small",
		"cat small | split -n r/3", "cat small | split -u -n r/2", "cat small | split --unbuffered -n r/2/3", "split -u -l 2 small",
		"cat small | split -e -n r/9", "cat big | split -n r/2",
	} {
		cases = append(cases, diffCase{args: []string{"sh", "-c", c + list}, files: files})
	}
	for _, c := range cases {
		got := runInShell(t, c.args, "", c.files)
		if want := realResult(t, got, c.args, "", c.files); got != want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.args[2], got, want)
		}
	}
}

// TestStatCachedDiff: --cached's modes (abbreviated as argmatch allows)
// and GNU's refusal of others; the sandbox keeps no attribute cache.
func TestStatCachedDiff(t *testing.T) {
	files := map[string]string{"f": "x\n"}
	var cases []diffCase
	for _, args := range [][]string{
		{"stat", "--cached=always", "-c", "%n %s", "f"}, {"stat", "--cached=never", "-c", "%n %s", "f"},
		{"stat", "--cached=default", "-c", "%s", "f"}, {"stat", "--cached=al", "-c", "%s", "f"},
		{"stat", "--cached=x", "f"}, {"stat", "--cached", "f"}, {"stat", "--cached="},
	} {
		cases = append(cases, diffCase{args: args, files: files})
	}
	runDiffCases(t, cases)
}
