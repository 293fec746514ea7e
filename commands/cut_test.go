package commands

import "testing"

func TestCutDiff(t *testing.T) {
	inputs := map[string]string{
		"tabs":   "a\tb\tc\td\nno tabs here\n1\t2\n\t\t\nx\ty",
		"colons": "root:x:0:0:root:/root:/bin/bash\nnodelim\n::\na:b\n",
		"utf8":   "héllo:wörld\n中文:字符\n",
		"binary": "\x00\x80:\xff\n\x01:\x02",
		"crlf":   "a,b\r\nc,d\r\n",
		"empty":  "",
		"nul":    "a:b\x00c:d\x00",
	}
	argsets := [][]string{
		{"-f1"}, {"-f2"}, {"-f", "1,3"}, {"-f", "2-"}, {"-f", "-2"}, {"-f", "3-3"}, {"-f2", "-s"}, {"-f", "1 2"},
		{"-d:", "-f1"}, {"-d:", "-f2,5-"}, {"-d:", "-f", "1,7", "--output-delimiter=XY"}, {"-d:", "-f2", "-s"},
		{"-d:", "-f2", "--complement"}, {"-d:", "-f99"}, {"-d,", "-f2"}, {"-b1"}, {"-b", "2-4"}, {"-b", "-3"},
		{"-c", "1-2,4-"}, {"-b", "1-2,3-4", "--output-delimiter=:"}, {"-b", "1-3,2-4", "--output-delimiter=:"},
		{"-b", "2-3", "--complement"}, {"-b", "2-3", "--complement", "--output-delimiter=:"}, {"-c", "1"},
		{"-b", "5-", "-n"}, {"-z", "-d:", "-f2"}, {"-d", "", "-f1"}, {"-b", "1,1,1"}, {"-f", "2,1"},
		{"-d:", "-f1,3-", "--output-delimiter="}, {"-c", "1,3", "--output-delimiter="},
		// A second list or a long delimiter is refused where it is given.
		{"-d", "ab", "-c", "3"}, {"-f", "", "-d", "é", "-f", "1"}, {"-f1", "-f2", "-x"}, {"-c1", "-d", "ab"},
		{"-s", "-d", ":", "-c", "1"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, a := range argsets {
			cases = append(cases, diffCase{name: name + " " + join(a), args: append([]string{"cut"}, a...), stdin: in})
		}
	}
	files := map[string]string{"a": "1\t2\n", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"cut", "-f2", "a", "missing", "a"}, files: files},
		diffCase{args: []string{"cut", "-f2", "d"}, files: files},
		diffCase{args: []string{"cut", "-f2", "-", "a"}, stdin: "x\ty\n", files: files},
		diffCase{args: []string{"cut", "-b1", "long"}, files: map[string]string{"long": longLine}},
	)
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"cut"}}, {args: []string{"cut", "-b", "0"}}, {args: []string{"cut", "-b", "x"}},
		{args: []string{"cut", "-f", "3-1"}}, {args: []string{"cut", "-b", "1", "-f", "2"}},
		{args: []string{"cut", "-d,", "-b1"}}, {args: []string{"cut", "-d", "ab", "-f1"}},
		{args: []string{"cut", "-s", "-b1"}}, {args: []string{"cut", "-f", ""}}, {args: []string{"cut", "-f", "1,,2"}},
		{args: []string{"cut", "-f", "-"}}, {args: []string{"cut", "-f", "99999999999999999999"}},
		{args: []string{"cut", "-b", "99999999999999999999"}}, {args: []string{"cut", "-f", "0-2"}},
		{args: []string{"cut", "-f", "1-2-3"}}, {args: []string{"cut", "-b", "1-2-3"}}, {args: []string{"cut", "-f", "x"}}, {args: []string{"cut", "-f", "-0"}},
	})
}
