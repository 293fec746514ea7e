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

// TestStringsUnicodeDiff: -U/--unicode shows UTF-8 characters in strings
// (a character counts once toward -n) as binutils does, its quirks
// included: overlong forms pass, four-byte escapes are its bit
// arithmetic, locale writes the first byte.
func TestStringsUnicodeDiff(t *testing.T) {
	in := "abc\xc3\xa9def\x00h\xc3\xa9llo w\xe2\x82\xacrld\x00\xff\xfeabcd\x00caf\xc3\xa9\x00\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\x00bad\xc3x\x00" +
		"ab\xf0\x9f\x98\x80cd\x00ab\x80\x80cd\x00ab\xff\x80\x80\x80cd\x00\xc0\xafxyzw\x00\xed\xa0\x80abc\x00x\x00\xc3\xa9\x00tail\xe2\x82"
	var cases []diffCase
	for _, mode := range []string{"default", "d", "invalid", "i", "locale", "l", "escape", "e", "hex", "x", "highlight", "h"} {
		for _, fl := range [][]string{{}, {"-n", "2"}, {"-n", "5"}, {"-t", "x", "-w"}, {"-e", "l"}} {
			args := append([]string{"strings", "-U", mode}, fl...)
			cases = append(cases, diffCase{args: args, stdin: in})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"strings", "--unicode=escape", "-f", "-s", "|", "a"}, files: map[string]string{"a": in}},
		diffCase{args: []string{"strings", "-U", "show"}, stdin: in},
		diffCase{args: []string{"strings", "--unicode=esc"}, stdin: in},
		diffCase{args: []string{"strings", "-w", "-U", "e", "-n", "2"}, stdin: "ab\xe2\x82\xac\x01cdef\x00 \xc3\xa9 x\n"},
	)
	runDiffCases(t, cases)
}
