package commands

import "testing"

func TestSumsDiff(t *testing.T) {
	files := map[string]string{
		"a":      "abc",
		"e":      "",
		"u":      "Grüße, 世界\n",
		"bin":    "\x00\x01\xfe\xff\r\n",
		"b\\c":   "x\n",
		"d/":     "",
		"ok.md5": "900150983cd24fb0d6963f7d28e17f72  a\nd41d8cd98f00b204e9800998ecf8427e  e\n",
		"mixed.md5": "900150983cd24fb0d6963f7d28e17f72  a\n" +
			"00000000000000000000000000000000  e\n" +
			"d41d8cd98f00b204e9800998ecf8427e  missing\n" +
			"garbage\n\n# comment\n" +
			"MD5 (e) = d41d8cd98f00b204e9800998ecf8427e\n" +
			"D41D8CD98F00B204E9800998ECF8427E *e\n",
		"crlf.md5":  "900150983cd24fb0d6963f7d28e17f72  a\r\nd41d8cd98f00b204e9800998ecf8427e  e\r\n",
		"bad.md5":   "zzz\n",
		"esc.md5":   "\\401b30e3b8b5d629635a5c613cdb7919  b\\\\c\n",
		"miss.md5":  "d41d8cd98f00b204e9800998ecf8427e  missing\n",
		"two.md5":   "00000000000000000000000000000000  a\n00000000000000000000000000000000  e\ngarbage\nmore garbage\n",
		"sha.sum":   "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  a\n",
		"noeol.md5": "900150983cd24fb0d6963f7d28e17f72  a",
	}
	var cases []diffCase
	for _, cmd := range []string{"md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum"} {
		cases = append(cases,
			diffCase{args: []string{cmd}, stdin: ""},
			diffCase{args: []string{cmd}, stdin: "hello\n", files: files},
			diffCase{args: []string{cmd, "a", "e", "u", "bin", "-"}, stdin: "x", files: files},
			diffCase{args: []string{cmd, "--tag", "a", "b\\c"}, files: files},
			diffCase{args: []string{cmd, "-b", "a", "b\\c"}, files: files},
			diffCase{args: []string{cmd, "-z", "a", "b\\c"}, files: files},
			diffCase{args: []string{cmd, "nope", "a", "d"}, files: files},
		)
	}
	cases = append(cases,
		diffCase{args: []string{"md5sum", "-t", "a"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "ok.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c"}, stdin: "900150983cd24fb0d6963f7d28e17f72  a\n", files: files},
		diffCase{args: []string{"md5sum", "-c", "mixed.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--quiet", "mixed.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--status", "mixed.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--status", "ok.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "-w", "mixed.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--strict", "ok.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--strict", "two.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "two.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--ignore-missing", "mixed.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "--ignore-missing", "miss.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "crlf.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "noeol.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "bad.md5", "ok.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "esc.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c", "nope.md5"}, files: files},
		diffCase{args: []string{"md5sum", "-c"}, stdin: "", files: files},
		diffCase{args: []string{"md5sum", "-c", "-"}, stdin: "garbage\n", files: files},
		diffCase{args: []string{"sha256sum", "-c", "sha.sum"}, files: files},
		diffCase{args: []string{"sha256sum", "-c", "ok.md5"}, files: files},
		diffCase{args: []string{"sha1sum", "-c", "ok.md5"}, files: files},
	)
	for _, bad := range [][]string{
		{"md5sum", "--tag", "-c", "ok.md5"},
		{"md5sum", "--quiet", "a"},
		{"md5sum", "--status", "a"},
		{"md5sum", "--strict", "a"},
		{"md5sum", "-w", "a"},
		{"md5sum", "--ignore-missing", "a"},
		{"md5sum", "-b", "-c", "ok.md5"},
		{"md5sum", "-z", "-c", "ok.md5"},
		{"md5sum", "--tag", "-t", "a"},
		{"md5sum", "-x"},
	} {
		cases = append(cases, diffCase{args: bad, files: files, ignoreStderr: true})
	}
	runDiffCases(t, cases)
}

func TestSumsMisuseMessage(t *testing.T) {
	got := runSandbox(t, []string{"md5sum", "--quiet", "a"}, "", map[string]string{"a": ""})
	want := "md5sum: the --quiet option is meaningful only when verifying checksums\nTry 'md5sum --help' for more information.\n"
	if got.stderr != want || got.status != 1 {
		t.Errorf("got %q, %d", got.stderr, got.status)
	}
}
