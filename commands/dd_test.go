package commands

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// ddTiming matches the varying end of dd's statistics line.
var ddTiming = regexp.MustCompile(`copied, [0-9.e+-]+ s, (?:[0-9.]+ [kMGT]B|Infinity B)/s`)

// TestDdDiff compares dd with GNU dd; the elapsed time and rate differ
// between any two runs, so both sides have them masked.
func TestDdDiff(t *testing.T) {
	hello := map[string]string{"a": "hello world\n"}
	big := map[string]string{"big": strings.Repeat("0123456789abcdef", 200)}
	cases := []diffCase{
		{args: []string{"dd", "if=a", "of=b"}, files: hello},
		{args: []string{"dd", "if=a", "status=none"}, files: hello},
		{args: []string{"dd", "if=a", "bs=5", "count=1", "status=noxfer"}, files: hello},
		{args: []string{"dd", "if=a", "bs=5", "conv=ucase,sync"}, files: hello},
		{args: []string{"dd", "if=a", "conv=lcase,swab"}, files: map[string]string{"a": "HeLLo WoRLD\n"}},
		{args: []string{"dd", "bs=3", "skip=1", "count=2"}, stdin: "abcdefghijkl"},
		{args: []string{"dd", "if=a", "bs=3", "skip=100"}, files: hello},
		{args: []string{"dd", "if=big", "ibs=100", "obs=512"}, files: big},
		{args: []string{"dd", "if=big", "bs=1000", "count=2"}, files: big},
		{args: []string{"dd", "if=big", "bs=1K", "count=1"}, files: big},
		{args: []string{"dd", "if=big", "bs=1", "count=1"}, files: big},
		{args: []string{"dd", "if=big", "bs=2x5", "count=1", "status=none"}, files: big},
		{args: []string{"dd", "if=big", "iflag=skip_bytes,count_bytes", "skip=3", "count=7", "status=none"}, files: big},
		{args: []string{"dd", "if=big", "count=7B", "status=none"}, files: big},
		{args: []string{"dd", "if=a", "of=o", "seek=1", "bs=4", "conv=notrunc"}, files: map[string]string{"a": "XY", "o": "0123456789"}},
		{args: []string{"dd", "if=a", "of=o", "seek=1", "bs=4"}, files: map[string]string{"a": "XY", "o": "0123456789"}},
		{args: []string{"dd", "if=a", "of=o", "oflag=append", "conv=notrunc"}, files: map[string]string{"a": "XY", "o": "0123"}},
		{args: []string{"dd", "if=a", "of=o", "conv=excl"}, files: map[string]string{"a": "XY", "o": "0123"}},
		{args: []string{"dd", "if=a", "of=o", "conv=nocreat"}, files: map[string]string{"a": "XY"}},
		{args: []string{"dd", "if=a", "seek=2", "bs=2", "status=none"}, files: map[string]string{"a": "XY"}},
		{args: []string{"dd", "if=nosuch"}},
		{args: []string{"dd", "if=d"}, files: map[string]string{"d/": ""}},
		{args: []string{"dd", "bs=x"}},
		{args: []string{"dd", "bs=0"}},
		{args: []string{"dd", "foo=1"}},
		{args: []string{"dd", "junk"}},
		{args: []string{"dd", "conv=bad"}},
		{args: []string{"dd", "conv=ucase,lcase"}},
		{args: []string{"dd", "iflag=bad"}},
		{args: []string{"dd", "oflag=fullblock"}},
		{args: []string{"dd", "status=loud"}},
		{args: []string{"dd", "count=0"}},
		{args: []string{"dd", "status=progress"}, stdin: "x"},
		{args: []string{"dd", "--bogus"}},
	}
	runDdCases(t, cases)
}

func TestDdHumanSizes(t *testing.T) {
	for _, c := range []struct {
		n       int64
		si, iec string
	}{
		{999, "999 B", "999 B"}, {1000, "1.0 kB", "1000 B"}, {3000, "3.0 kB", "2.9 KiB"},
		{2097152, "2.1 MB", "2.0 MiB"}, {1048576, "1.0 MB", "1.0 MiB"}, {10240, "10 kB", "10 KiB"},
		{1023999, "1.0 MB", "1000 KiB"}, {9950, "10 kB", "9.7 KiB"},
	} {
		if si := humanNearest(c.n, 1000); si != c.si {
			t.Errorf("%d si: got %q, want %q", c.n, si, c.si)
		}
		if iec := humanNearest(c.n, 1024); iec != c.iec {
			t.Errorf("%d iec: got %q, want %q", c.n, iec, c.iec)
		}
	}
}

// TestDdInShell reads the shell's devices and meets the file-size limit.
func TestDdInShell(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		script, stdout, stderr string
	}{
		{script: `dd if=/dev/zero bs=1k count=3 status=none | wc -c`, stdout: "3072\n"},
		{script: `dd if=/dev/urandom of=r bs=16 count=2 status=none; wc -c < r`, stdout: "32\n"},
		{script: `dd if=/dev/zero of=z bs=1M status=none; echo $?; wc -c < z`, stdout: "1\n4096\n",
			stderr: "dd: error writing 'z': File too large\n"},
		{script: `echo abc | dd conv=ucase 2>/dev/null`, stdout: "ABC\n"},
		{script: `dd if=/dev/zero of=/dev/null bs=1k count=5 2>&1 | head -2`, stdout: "5+0 records in\n5+0 records out\n"},
		{script: `dd if=/dev/zero bs=1 count=3 2>/dev/null | od -An -c`, stdout: "  \\0  \\0  \\0\n"},
	} {
		fsys := memfs.New(memfs.WithLimits(4096, 1<<20))
		if err := vfs.MkdirAll(ctx, fsys, "/work", 0o755); err != nil {
			t.Fatal(err)
		}
		sh, err := shell.New(shell.Config{FS: fsys, Dir: "/work", Commands: All(),
			Limits: shell.Limits{Timeout: 5 * time.Second}, Env: map[string]string{"PATH": "/usr/bin:/bin"}})
		if err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		if _, err := sh.Run(ctx, c.script, shell.RunIO{Stdout: &out, Stderr: &errb}); err != nil {
			t.Fatalf("%s: %v", c.script, err)
		}
		if out.String() != c.stdout || errb.String() != c.stderr {
			t.Errorf("%s:\n got %q %q\nwant %q %q", c.script, out.String(), errb.String(), c.stdout, c.stderr)
		}
	}
}

// runDdCases runs each case through our dd and GNU's, comparing stdout,
// stderr and status with the elapsed time and speed of the statistics
// line masked on both sides.
func runDdCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got := runSandbox(t, c.args, c.stdin, c.files)
			got.stderr = ddTiming.ReplaceAllString(got.stderr, "copied, T")
			key, want := hostCaseKey(c.args, c.stdin, c.files), got
			if !hostKnown(t, key, resultText(got)) {
				want = runReal(t, c.args, c.stdin, c.files)
				want.stderr = ddTiming.ReplaceAllString(want.stderr, "copied, T")
				hostRan(t, key, resultText(want))
			}
			if got != want {
				t.Errorf("got  %q %q %d\nwant %q %q %d", got.stdout, got.stderr, got.status, want.stdout, want.stderr, want.status)
			}
		})
	}
}
