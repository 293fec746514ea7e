package commands

import (
	"strings"
	"testing"
)

var basencEncodings = []string{"--base64", "--base64url", "--base32", "--base32hex", "--base16", "--base2msbf", "--base2lsbf", "--z85"}

func TestBasencDiff(t *testing.T) {
	var cases []diffCase
	inputs := map[string]string{
		"binary": textInputs["binary"], "empty": "", "utf8": textInputs["utf8"], "longln": textInputs["longln"],
		"four": "abcd", "eight": "\xff\xfe\xfd\xfc\x00\x01\x02\x03", "urlsafe": "\xfb\xff\xbf>?",
		// 30720 bytes are one read of GNU's: z85 fails only on a short one.
		"block+1": strings.Repeat("wxyz", 7680) + "q", "block": strings.Repeat("wxyz", 7680),
	}
	for name, in := range inputs {
		for _, enc := range basencEncodings {
			for _, fl := range [][]string{{}, {"-w", "0"}, {"-w", "7"}} {
				args := append([]string{"basenc", enc}, fl...)
				cases = append(cases, diffCase{name: name + " " + join(args[1:]), args: args, stdin: in})
			}
		}
	}
	decode := map[string][]string{
		"--base64":    {"QUJD\n", "QUJ", "QU=D", "QUI=QUI=", "Q!UJD", "QUJD-_"},
		"--base64url": {"-_-_\n", "QUJD+QUJD", "QUJDQUJD-", "QUJDQU+D", "QUJD/", "P_8-", "P_8", "QU\nJD\n", strings.Repeat("QUJD\n", 1200) + "+"},
		"--base32":    {"MFRGG===", "MFRGG", "mfrgg===", "MFRGGZDF\nMFRGG===\n"},
		"--base32hex": {"C5H66===", "WWWWWWWW", "0123456V", "WW0123456V", "c5h66===", "C5H66", "C5H66P3"},
		"--base16":    {"4142\n", "41424", "4142a", "6162", "61x62", "", "\n\n", "4 1", "=="},
		"--base2msbf": {"01000001", "0100000101", "0100000\n1", "2", "0100000101000010"},
		"--base2lsbf": {"10000010", "1000001", "10000010x"},
		"--z85":       {"%nSc0", "%nSc1", "abcd", "#####", "abc de", "HelloWorld", "Hello\nWorld\n", "$0000", "%nSb#", "%nSc0%", "a b c d e", "", "~~~~~", "Hel\"o"},
	}
	for enc, ins := range decode {
		for _, in := range ins {
			cases = append(cases,
				diffCase{name: "d " + enc + " " + in, args: []string{"basenc", enc, "-d"}, stdin: in},
				diffCase{name: "di " + enc + " " + in, args: []string{"basenc", "-di", enc}, stdin: in})
		}
	}
	files := map[string]string{"f": "hello world\n", "d/": "", "z": "hell"}
	cases = append(cases,
		diffCase{args: []string{"basenc"}, stdin: "x"},
		diffCase{args: []string{"basenc", "f"}, files: files},
		diffCase{args: []string{"basenc", "--base64", "--base16"}, stdin: "x\n"},
		diffCase{args: []string{"basenc", "--z85", "--base2l"}, stdin: "x\n"},
		diffCase{args: []string{"basenc", "--base"}, stdin: "x\n"},
		diffCase{args: []string{"basenc", "--base6", "-d"}, stdin: "x\n"},
		diffCase{args: []string{"basenc", "--base64u", "f"}, files: files},
		diffCase{args: []string{"basenc", "--z85", "z"}, files: files},
		diffCase{args: []string{"basenc", "--z85", "f"}, files: files},
		diffCase{args: []string{"basenc", "--base32", "missing"}},
		diffCase{args: []string{"basenc", "--base32", "d"}, files: files},
		diffCase{args: []string{"basenc", "--base16", "f", "g"}, files: files},
		diffCase{args: []string{"basenc", "f", "g"}, files: files},
		diffCase{args: []string{"basenc", "--base16", "-w", "x"}},
		diffCase{args: []string{"basenc", "-w", "-1", "--base16"}},
		diffCase{args: []string{"basenc", "--base16", "-x"}},
		diffCase{args: []string{"basenc", "--z85", "--wrap=3"}, stdin: "12345678"},
		diffCase{args: []string{"basenc", "--z85", "-d", "-w", "3"}, stdin: "HelloWorld"},
	)
	runDiffCases(t, cases)
}

// Each encoding decodes what it encodes, through the shell as on the host.
func TestBasencRoundTrip(t *testing.T) {
	for _, enc := range basencEncodings {
		compareScript(t, "printf 'ab\\0\\377cdef' | basenc "+enc+" | tee /dev/stderr | basenc -d "+enc+" | od -c", nil)
	}
}
