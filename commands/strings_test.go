package commands

import "testing"

func TestStringsDiff(t *testing.T) {
	bin := "abc\x00defgh\x01ijklmn\tqq\nxyzw\x80longer string here\xff"
	inputs := map[string]string{
		"bin": bin, "empty": "", "text": "hello world\nsecond line\n", "short": "abc",
		"utf8": "é€abcd ünïcode wörds\n", "crlf": "line one\r\nline two\r\n",
		"wide": "a\x00b\x00c\x00d\x00e\x00\x00\x00x\x00y\x00", "wideb": "\x00a\x00b\x00c\x00d\x00e\x00\x00",
		"wide32": "a\x00\x00\x00b\x00\x00\x00c\x00\x00\x00d\x00\x00\x00", "long": longLine + "\x00tail",
		"ws": "ab\r\ncd\fef\vgh  \n",
	}
	flagsets := [][]string{
		{}, {"-n", "2"}, {"-3"}, {"-t", "x"}, {"-t", "d"}, {"-t", "o"}, {"-o"}, {"-w"}, {"-e", "S"},
		{"-e", "l"}, {"-e", "b"}, {"-e", "L"}, {"-e", "B"}, {"-s", ","}, {"-f"}, {"-a", "-n1", "-tx"},
		{"--bytes=6", "--radix=d"}, {"-n", "0x3"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"strings"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"a": bin, "b": "more text here", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"strings", "a", "b"}, files: files},
		diffCase{args: []string{"strings", "-f", "a", "b"}, files: files},
		diffCase{args: []string{"strings", "-t", "x", "a", "b"}, files: files},
		diffCase{args: []string{"strings", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"strings", "d"}, files: files},
		diffCase{args: []string{"strings", "-n", "0"}},
		diffCase{args: []string{"strings", "-n", "x"}},
		// Issue 17: the length is C's strtoul kept in an unsigned int.
		diffCase{args: []string{"strings", "-n", "2e9", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "2000000000", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "-1", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "4294967297", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "-4294967295", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "9223372036854775808", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "18446744073709551617", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", " +0x7", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "-", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "08", "a"}, files: files},
		diffCase{args: []string{"strings", "-n", "-3", "--", "-5"}, files: map[string]string{"-5": "abc\x00abcdef"}},
	)
	runDiffCases(t, cases)
}

func TestStringsUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"strings", "-t", "q"}, {"strings", "-e", "z"}} {
		r := runSandbox(t, args, "", nil)
		if r.status != 1 || r.stderr != stringsUsage {
			t.Errorf("%v: status %d, stderr %q", args, r.status, r.stderr)
		}
	}
}
