package commands

import "testing"

// tryByPath explains cases whose only difference is that the real tool,
// run by its path, names itself so in its "Try '/usr/bin/x --help'" line.
const tryByPath = "the real tool names itself by path in the Try line"

func TestBase64Diff(t *testing.T) {
	bin := "\x00\x01\xfe\xff binary\r\n"
	runDiffCases(t, []diffCase{
		{args: []string{"base64"}, stdin: ""},
		{args: []string{"base64"}, stdin: "a"},
		{args: []string{"base64"}, stdin: "hello world\n"},
		{args: []string{"base64"}, stdin: bin},
		{args: []string{"base64", "-w", "0"}, stdin: "hello world\n"},
		{args: []string{"base64", "-w0"}, stdin: ""},
		{args: []string{"base64", "--wrap=4"}, stdin: "abcdefghij"},
		{args: []string{"base64", "-w", "3"}, stdin: "abcdefghijklmnopqrstuvwxyz"},
		{args: []string{"base64", "-w", "x"}},
		{args: []string{"base64", "-w", "-1"}},
		// A bad -w ends base64 even when a later -w replaces it.
		{args: []string{"base64", "-w", "x", "-w", "4"}, stdin: "abcdefgh"},
		{args: []string{"base64", "-w", "4", "-w", "-1", "-x"}, stdin: "abcdefgh"},
		{args: []string{"base64", "f"}, files: map[string]string{"f": "Grüße, 世界"}},
		{args: []string{"base64", "-"}, stdin: "x"},
		{args: []string{"base64", "nope"}},
		{args: []string{"base64", "a", "b"}, why: tryByPath, status: 1,
			stderr: "base64: extra operand ‘b’\nTry 'base64 --help' for more information.\n"},
		{args: []string{"base64", "-z"}, why: tryByPath, status: 1,
			stderr: "base64: invalid option -- 'z'\nTry 'base64 --help' for more information.\n"},
		{args: []string{"base64", "d/"}, files: map[string]string{"d/": ""}},
		{name: "long input wraps at 76", args: []string{"base64"}, stdin: string(make([]byte, 1000))},
		{args: []string{"base64", "-d"}, stdin: "aGVsbG8gd29ybGQK"},
		{args: []string{"base64", "-d"}, stdin: "aGVs\nbG8g\nd29y\nbGQK\n"},
		{args: []string{"base64", "--decode"}, stdin: ""},
		{args: []string{"base64", "-d"}, stdin: "YQ==YQ=="},
		{args: []string{"base64", "-d"}, stdin: "YQ==\nYg==\n"},
		{args: []string{"base64", "-d"}, stdin: "ZA"},
		{args: []string{"base64", "-d"}, stdin: "YWJ"},
		{args: []string{"base64", "-d"}, stdin: "YWJjZA"},
		{args: []string{"base64", "-d"}, stdin: "YQ="},
		{args: []string{"base64", "-d"}, stdin: "Y\n"},
		{args: []string{"base64", "-d"}, stdin: "YW=J"},
		{args: []string{"base64", "-d"}, stdin: "YQ==="},
		{args: []string{"base64", "-d"}, stdin: "YW*Jj"},
		{args: []string{"base64", "-d", "-i"}, stdin: "YW*Jj"},
		{args: []string{"base64", "-di"}, stdin: "YWJj\r\nZGVm\r\n"},
		{args: []string{"base64", "-d"}, stdin: "YWJj\r\n"},
		{args: []string{"base64", "-d"}, stdin: "AAH+/yBiaW5hcnkNCg=="},
		{args: []string{"base64", "-d", "-w", "3"}, stdin: "YQ=="},
	})
}
