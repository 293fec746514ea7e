package commands

import "testing"

// TestSedOptionsAsMetDiff: GNU sed compiles each -e and -f as it meets
// it, with -E/-r, --posix and --sandbox as given so far (the script
// operand, compiled after the options, sees them all); -e expressions are
// numbered apart from -f files, and an error in an s command whose flags
// ended at a newline names the file's next line.
func TestSedOptionsAsMetDiff(t *testing.T) {
	in := "a(b\n"
	files := map[string]string{"f": in, "s1": "s/(b)/<\\1>/\n", "s2": "s/(/x/\n", "s3": "s/(/x/", "s4": "/(/p\n",
		"s5": "s/a/\\1/g\np\n", "s6": "s/a/\\1/;p\n", "s7": "s/a/\\1/}\n", "w": "w out\n"}
	var cases []diffCase
	for _, args := range [][]string{
		{"-e", "s/(/x/", "-E"}, {"-E", "-e", "s/(/x/"}, {"-e", "s/(/x/", "-E", "-e", "s/(b)/[\\1]/"},
		{"-e", "s/(/x/", "-r", "-e", "s/(/y/"}, {"s/(/y/", "-E"}, {"-e", "s/a/b/", "-E", "s/(/y/"},
		{"-e", "w out", "--sandbox"}, {"--sandbox", "-e", "w out"}, {"-e", "r f", "--sandbox"},
		{"-f", "w", "--sandbox"}, {"--sandbox", "-f", "w"}, {"-e", "s/a/b/w out", "--sandbox"},
		{"-e", "a foo", "--posix"}, {"--posix", "-e", "a foo"}, {"-n", "-e", "/a/{p", "-E", "-e", "}"},
		{"-f", "s1", "-E"}, {"-E", "-f", "s1"}, {"-r", "-f", "s1", "-e", "s/(/x/"},
		{"-E", "-f", "s2"}, {"-E", "-f", "s3"}, {"-E", "-f", "s4"}, {"-f", "s5"}, {"-f", "s6"}, {"-f", "s7"},
		{"-e", "p", "-f", "s5", "-e", "s/(/x/", "-E", "-e", "s/(/y/"}, {"-f", "s2", "-E", "-e", "s/(/y/"},
		{"-e", "p", "-E", "-f", "s2"},
	} {
		cases = append(cases, diffCase{args: append(append([]string{"sed"}, args...), "f"), files: files})
	}
	runDiffCases(t, cases)
}

// TestSedPosixExtensionsDiff: what --posix refuses as GNU sed 4.9 does:
// the commands e F v z L Q T R W, the counts of l and q, line 0,
// first~step, addr,+N and addr,~N, the I and M flags of addresses and
// the I M e flags of s, = with two addresses and a\ at the script's end.
func TestSedPosixExtensionsDiff(t *testing.T) {
	var cases []diffCase
	for _, s := range []string{"l 3", "q 5", "q5", "l 0", "l;l", "0,/a/d", "1~2d", "F", "Q", "Q;s/a/b/", "z;s/^$/E/",
		"$!N;T", "R f", "W /dev/null", "e", "L", "v", "v 4.2", "1,+1d", "1,~2d", "s/a/b/M", "s/a/b/m", "s/A/b/I",
		"s/A/b/i", "s/a/b/e", "/A/Id", "/a/M,/b/p", "/a/,/b/I p", "s/a/\\t/", "1!!d", "1{p};p", "$=", "1,3=",
		"s/a/b/3;s/(/[&]/", "a\\", "$a\\\nx", "N", "s/a\\+/X/", "s/\\(x\\)*\\n/Y/", "1,2i\\\nx", "0~3p"} {
		cases = append(cases, diffCase{args: []string{"sed", "--posix", s, "f"}, files: map[string]string{"f": "a(b\n"}})
	}
	cases = append(cases,
		diffCase{args: []string{"sed", "--posix", "-n", "$=", "f", "f"}, files: map[string]string{"f": "a\nb\n"}},
		diffCase{args: []string{"sed", "--posix", "-s", "N", "f", "f"}, files: map[string]string{"f": "a(b\n"}},
		diffCase{args: []string{"sed", "-e", "v", "--posix", "f"}, files: map[string]string{"f": "a\n"}},
		diffCase{args: []string{"sed", "-e", "F", "--posix", "-e", "p", "f"}, files: map[string]string{"f": "a\n"}},
		diffCase{args: []string{"sed", "-e", "1~2p", "--posix", "f"}, files: map[string]string{"f": "a\nb\nc\n"}},
	)
	runDiffCases(t, cases)
}
