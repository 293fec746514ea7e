package commands

import (
	"context"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

var xxdBin = "Hello, world! This is xxd.\n\x00\x01\xff"

func TestXxdDiff(t *testing.T) {
	zeros := strings.Repeat("\x00", 64)
	inputs := map[string]string{
		"bin": xxdBin, "empty": "", "one": "x", "zeros": zeros, "zerosx": zeros + "x", "zeros40": zeros[:40],
		"utf8": "héllo wörld 中文\n", "crlf": "a\r\nb\r\n", "all": xxdAllBytes(),
	}
	flagsets := [][]string{
		{}, {"-p"}, {"-u"}, {"-g", "1"}, {"-g1", "-c8"}, {"-c", "3", "-g", "2"}, {"-g", "0"}, {"-g", "20"},
		{"-g", "3"}, {"-e"}, {"-e", "-g", "2"}, {"-e", "-g", "8"}, {"-b"}, {"-b", "-c", "4"}, {"-b", "-g", "2"},
		{"-i"}, {"-i", "-u"}, {"-i", "-c", "5"}, {"-a"}, {"-a", "-c", "8"}, {"-l", "5"}, {"-l", "0x5"},
		{"-s", "2"}, {"-s", "+2", "-l", "2"}, {"-d"}, {"-o", "16"}, {"-p", "-c", "7"}, {"-p", "-l", "3"},
		{"-u", "-p"}, {"-len", "4"}, {"-cols", "10"}, {"-ps"}, {"-c", "256"},
		{"-E"}, {"-E", "-b", "-c", "4"}, {"-EBCDIC", "-e"}, {"-E", "-a", "-u"}, {"-E", "-p"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"xxd"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"x.bin": xxdBin, "1ab-c.d": "ab", "empty": "", "d/": "", "z": zeros}
	for _, args := range [][]string{
		{"x.bin"}, {"-i", "x.bin"}, {"-i", "1ab-c.d"}, {"-i", "-C", "1ab-c.d"}, {"-i", "empty"}, {"-i", "-n", "buf", "x.bin"},
		{"empty"}, {"-s", "10", "x.bin"}, {"-s", "100", "x.bin"}, {"-s", "-4", "x.bin"}, {"-s", "0x5", "-l", "010", "x.bin"},
		{"-s", "+3", "x.bin"}, {"-a", "z"}, {"nope"}, {"-c", "300", "x.bin"}, {"-g", "3", "-e", "x.bin"},
		{"-c8", "-g3", "-e", "x.bin"}, {"-", "x.bin"},
	} {
		cases = append(cases, diffCase{args: append([]string{"xxd"}, args...), files: files})
	}
	// Seeking on a pipe.
	cases = append(cases,
		diffCase{args: []string{"xxd", "-s", "-1"}, stdin: "abc"},
		diffCase{args: []string{"xxd", "-s", "10"}, stdin: "abc"},
		diffCase{args: []string{"xxd", "-s", "2"}, stdin: "abcdef"},
	)
	// Reverse.
	for _, in := range []string{
		"00000000: 4142 4344                                ABCD\n",
		"00000010: 4142\n00000000: 43\n",
		"00000004: 4142\n",
		"00000000: 4142 4344 4546 4748 494a 4b4c 4d4e 4f50 5152  ABCDEFGHIJKLMNOPQR\n",
		"00000000: 41  4243\n",
		"0: 41 42\r\n1: 43\n",
		"garbage\n00000000: 61\n",
		"",
	} {
		cases = append(cases,
			diffCase{name: "r " + in, args: []string{"xxd", "-r"}, stdin: in},
			diffCase{name: "r-c4 " + in, args: []string{"xxd", "-r", "-c", "4"}, stdin: in})
	}
	for _, in := range []string{"4142 43\n", "abc", "zz4142 43\n", "41\n42\n\n43", "4 1 4 2", "414g42",
		// Two non-hex characters in a row end the line (issue 22).
		"41:zz44\n45", "41zz42", "z41", "41;42\n43", "4142:4344"} {
		cases = append(cases, diffCase{name: "rp " + in, args: []string{"xxd", "-r", "-p"}, stdin: in})
	}
	runDiffCases(t, cases)
}

// xxdAllBytes is every byte value once.
func xxdAllBytes() string {
	b := make([]byte, 256)
	for i := range b {
		b[i] = byte(i)
	}
	return string(b)
}

func TestXxdRoundTrip(t *testing.T) {
	in := xxdAllBytes() + longLine[:5000]
	for _, fl := range [][]string{{}, {"-p"}, {"-c", "7"}} {
		dump := runSandbox(t, append([]string{"xxd"}, fl...), in, nil)
		back := runSandbox(t, append([]string{"xxd", "-r"}, fl...), dump.stdout, nil)
		if back.stdout != in {
			t.Errorf("%v: round trip differs (%d bytes back, want %d)", fl, len(back.stdout), len(in))
		}
	}
}

func TestXxdUsage(t *testing.T) {
	for _, args := range [][]string{{"xxd", "-Z"}, {"xxd", "-l"}, {"xxd", "a", "b", "c"}} {
		r := runSandbox(t, args, "", nil)
		if r.status != 1 || !strings.HasPrefix(r.stderr, "Usage:\n       xxd [options]") {
			t.Errorf("%v: status %d stderr %q", args, r.status, r.stderr)
		}
	}
}

func TestXxdOutfile(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/patchme", []byte("ABCDEFGH"), 0o644)
	vfs.WriteFile(ctx, fsys, "/w/x.bin", []byte(xxdBin), 0o644)
	// -r patches an existing file in place.
	runIn(t, fsys, "/w", []string{"xxd", "-r", "-", "patchme"}, "00000002: 7a7a\n")
	if b, _ := vfs.ReadFile(ctx, fsys, "/w/patchme"); string(b) != "ABzzEFGH" {
		t.Errorf("patched file: %q", b)
	}
	// A gap before the first address is zeros in a new file.
	runIn(t, fsys, "/w", []string{"xxd", "-r", "-", "newf"}, "0000000a: 41\n")
	if b, _ := vfs.ReadFile(ctx, fsys, "/w/newf"); string(b) != strings.Repeat("\x00", 10)+"A" {
		t.Errorf("new file: %q", b)
	}
	// A dump to an output file.
	if r := runIn(t, fsys, "/w", []string{"xxd", "x.bin", "out"}, ""); r.stdout != "" || r.status != 0 {
		t.Errorf("xxd x.bin out: %+v", r)
	}
	if b, _ := vfs.ReadFile(ctx, fsys, "/w/out"); !strings.HasPrefix(string(b), "00000000: 4865 6c6c") {
		t.Errorf("out: %q", b)
	}
}
