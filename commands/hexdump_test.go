package commands

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func TestHexdumpDiff(t *testing.T) {
	zeros := strings.Repeat("\x00", 64)
	inputs := map[string]string{
		"bin": xxdBin, "empty": "", "one": "a", "three": "abc", "zeros": zeros, "zerosx": zeros + "x",
		"zeros40": zeros[:40], "utf8": "héllo wörld 中文\n", "crlf": "a\r\nb\r\n", "all": xxdAllBytes(),
		"ctrl": "\a\b\f\r\t\v\x1b\x7f\x80é\x00\n", "rep": strings.Repeat("abcdefghijklmnop", 5) + "q",
	}
	flagsets := [][]string{
		{}, {"-C"}, {"-x"}, {"-d"}, {"-o"}, {"-b"}, {"-c"}, {"-C", "-x"}, {"-v", "-C"}, {"-n", "20", "-C"},
		{"--canonical"}, {"-bc"}, {"-n", "0"},
	}
	// Skipping seeks, which the real tool cannot do on a pipe: those
	// cases read a file.
	skips := [][]string{{"-s", "3", "-n", "5", "-C"}, {"-s", "0x3", "-C"}, {"-s", "1k", "-C"}, {"-s", "40"}, {"-x", "-s", "1"}, {"-s", "16"}}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"hexdump"}, fl...), stdin: in})
		}
		for _, fl := range skips {
			cases = append(cases, diffCase{name: "file " + name + " " + join(fl), args: append(append([]string{"hexdump"}, fl...), "f"), files: map[string]string{"f": in}})
		}
	}
	files := map[string]string{"x.bin": xxdBin, "d/": "", "e": ""}
	for _, args := range [][]string{
		{"-C", "x.bin"}, {"x.bin", "x.bin"}, {"-C", "x.bin", "nope", "x.bin"}, {"nope"}, {"d"}, {"-C", "d", "x.bin"},
		{"-n", "x", "x.bin"}, {"-s", "40", "x.bin"}, {"-s", "1k", "-C", "x.bin"}, {"e"}, {"-Q"}, {"-C", "e", "x.bin"},
	} {
		cases = append(cases, diffCase{args: append([]string{"hexdump"}, args...), files: files})
	}
	runDiffCases(t, cases)
}

// sysPipeReader hides a reader's Seek method, as a pipe has none.
type sysPipeReader struct{ r io.Reader }

func (o sysPipeReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func TestHexdumpSkipStdin(t *testing.T) {
	inv, out := sysInvocation([]string{"hexdump", "-s", "2", "-C"})
	inv.Stdin = sysPipeReader{strings.NewReader("abcdef")}
	if st := runHexdump(t.Context(), inv); st != 1 || out.Len() != 0 || inv.Stderr.(*bytes.Buffer).String() != "hexdump: stdin: Illegal seek\n" {
		t.Errorf("pipe: status %d, out %q, err %q", st, out, inv.Stderr)
	}
	// A redirected file can seek.
	inv, out = sysInvocation([]string{"hexdump", "-s", "2", "-C"})
	inv.Stdin = strings.NewReader("abcdef")
	want := "00000002  63 64 65 66                                       |cdef|\n00000006\n"
	if st := runHexdump(t.Context(), inv); st != 0 || out.String() != want {
		t.Errorf("seekable stdin: status %d, out %q", st, out)
	}
}
