package commands

import "testing"

func TestUniqDiff(t *testing.T) {
	inputs := map[string]string{
		"basic":  "a\na\nb\nc\nc\nc\nA\na\n",
		"fields": "1 x a\n2 x a\n3 y a\n  4 y b\n5\ty b\n",
		"case":   "abc\nABC\nAbc\nabd\n",
		"nonl":   "a\na",
		"nonl2":  "a\nb\nb",
		"empty":  "",
		"blank":  "\n\n\nx\n\n",
		"crlf":   "a\r\na\r\na\n",
		"binary": "\x00\x80\n\x00\x80\n\xff\n",
		"utf8":   "é\né\nÉ\n中文\n中文\n",
		"nul":    "a\x00a\x00b\x00",
	}
	flagsets := [][]string{
		{}, {"-c"}, {"-d"}, {"-u"}, {"-D"}, {"-du"}, {"-cd"}, {"-cu"}, {"-i"}, {"-ic"}, {"-f1"}, {"-f", "2"},
		{"-s1"}, {"-s", "2", "-c"}, {"-w1"}, {"-w", "2", "-i"}, {"-f1", "-s1"}, {"-z"}, {"-zc"},
		{"--all-repeated=separate"}, {"--all-repeated=prepend"}, {"--all-repeated"}, {"-D", "-d"},
		{"--group"}, {"--group=prepend"}, {"--group=append"}, {"--group=both"}, {"-f99"}, {"-w0"},
		// -u drops each group's last line from -D's output.
		{"-D", "-u"}, {"-du", "-D"}, {"--all-repeated=separate", "-u"}, {"--all-repeated=prepend", "-u", "-i"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"uniq"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"a": "x\nx\ny\n", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"uniq", "a"}, files: files},
		diffCase{args: []string{"uniq", "missing"}, files: files},
		diffCase{args: []string{"uniq", "d"}, files: files},
		diffCase{args: []string{"uniq", "-c", "a", "-"}, files: files},
		diffCase{args: []string{"uniq", "-f", "x"}},
		diffCase{args: []string{"uniq", "-s", "-1"}},
		diffCase{args: []string{"uniq", "-w", "x"}},
	)
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"uniq", "-Dc"}},
		{args: []string{"uniq", "--group", "-c"}},
		{args: []string{"uniq", "--group=x"}},
		{args: []string{"uniq", "--all-repeated=p"}},
		{args: []string{"uniq", "a", "b", "c"}},
	})
}

func TestUniqOutputFile(t *testing.T) {
	fsys := newTestFS(t, map[string]string{"in": "a\na\nb\n"})
	r := runIn(t, fsys, sandboxDir, []string{"uniq", "in", "out"}, "")
	if r.status != 0 || r.stdout != "" {
		t.Fatalf("got %+v", r)
	}
	if got, _ := readFile(t.Context(), fsys, sandboxDir+"/out"); got != "a\nb\n" {
		t.Fatalf("out = %q", got)
	}
}
