package commands

import (
	"context"
	"fmt"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"math/rand"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

var diffFiles = map[string]string{
	"a":      "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n",
	"b":      "one\n2\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\n",
	"c":      "zero\none\ntwo\nthree\nfive\nsix\nSEVEN\neight\nnine\nten\n",
	"e":      "",
	"noeol":  "one\ntwo",
	"noeol2": "one\ntwo\n",
	"noeol3": "one\nTWO",
	"ws1":    "a  b\n\tc\nd \n",
	"ws2":    "a b\n  c\nd\n",
	"ws3":    "ab\nc\nd\n",
	"case1":  "Hello\nWORLD\n",
	"case2":  "hello\nworld\n",
	"blank1": "a\n\nb\n",
	"blank2": "a\nb\n\n",
	"blank3": "a\n\nb\nc\n",
	"blank4": "a\nb\nC\n\n",
	"crlf1":  "a\r\nb\r\n",
	"crlf2":  "a\nb\n",
	"tab1":   "a\tb\tc\n\tindented\nsame\nlong line that goes on and on and on past the column limit for sure\n",
	"tab2":   "a\tB\tc\n\tindented too\nsame\nlong line that goes on and on and on past the column limit, changed\n",
	"utf1":   "Grüße\n世界\nok\n",
	"utf2":   "Grüsse\n世界\nok\n",
	"bin1":   "\x00\x01binary\n",
	"bin2":   "\x00\x02binary\n",
	"dup1":   "a\nb\na\nb\na\n",
	"dup2":   "b\na\nb\na\nb\n",
	"same":   "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n",
}

func TestDiffFormatsDiff(t *testing.T) {
	pairs := [][2]string{
		{"a", "b"}, {"a", "c"}, {"b", "c"}, {"c", "a"}, {"a", "e"}, {"e", "a"}, {"e", "e"},
		{"a", "same"}, {"noeol", "noeol2"}, {"noeol2", "noeol"}, {"noeol", "noeol3"},
		{"ws1", "ws2"}, {"ws1", "ws3"}, {"case1", "case2"}, {"blank1", "blank2"},
		{"blank3", "blank4"}, {"crlf1", "crlf2"}, {"utf1", "utf2"}, {"bin1", "bin2"},
		{"dup1", "dup2"}, {"a", "noeol"}, {"tab1", "tab2"}, {"utf1", "tab1"},
	}
	flagSets := [][]string{
		{}, {"-u"}, {"-U", "1"}, {"-U0"}, {"--unified=5"}, {"-c"}, {"-C", "1"}, {"-q"}, {"-s"},
		{"-y"}, {"-y", "-W", "40"}, {"-y", "--suppress-common-lines", "-W", "50"}, {"-y", "--left-column", "-W", "30"},
		{"-yt", "-W", "33"}, {"-i"}, {"-w"}, {"-b"}, {"-B"}, {"-u", "-B"}, {"-u", "-w"}, {"-a"}, {"--strip-trailing-cr"},
	}
	// The cross product by default a third (every third case: 3 is coprime
	// with the 22 flag sets, so every pair and every flag set stay), plus
	// each option with the inputs made for it; all of it with CW_LONG=1.
	made := map[string]string{"-i": "case", "-w": "ws", "-b": "ws", "-B": "blank", "--strip-trailing-cr": "crlf", "-a": "bin"}
	var cases []diffCase
	n := 0
	for _, p := range pairs {
		for _, fl := range flagSets {
			n++
			own := len(fl) > 0 && made[fl[len(fl)-1]] != "" && strings.HasPrefix(p[0], made[fl[len(fl)-1]])
			if !testlong.On() && (n-1)%3 != 0 && !own {
				continue
			}
			args := append([]string{"diff"}, fl...)
			if len(fl) > 0 && (fl[0][1] == 'u' || fl[0][1] == 'U' || fl[0][1] == 'c' || fl[0][1] == 'C' || fl[0] == "--unified=5") {
				args = append(args, "--label", "L1", "--label=L2")
			}
			args = append(args, p[0], p[1])
			cases = append(cases, diffCase{args: args, files: diffFiles})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"diff", "-", "a"}, stdin: "one\nthree\n", files: diffFiles},
		diffCase{args: []string{"diff", "a", "-"}, stdin: "", files: diffFiles},
		diffCase{args: []string{"diff", "a", "nope"}, files: diffFiles},
		diffCase{args: []string{"diff", "nope", "a"}, files: diffFiles},
		diffCase{args: []string{"diff", "-N", "a", "nope"}, files: diffFiles},
		diffCase{args: []string{"diff", "-N", "nope", "a"}, files: diffFiles},
		diffCase{args: []string{"diff", "-N", "nope", "nope2"}, files: diffFiles},
		diffCase{args: []string{"diff", "a"}, files: diffFiles, ignoreStderr: true},
		diffCase{args: []string{"diff"}, files: diffFiles, ignoreStderr: true},
		diffCase{args: []string{"diff", "a", "b", "c"}, files: diffFiles, ignoreStderr: true},
		diffCase{args: []string{"diff", "-Z", "ws1", "ws2"}, files: diffFiles},
		diffCase{args: []string{"diff", "-U", "x", "a", "b"}, files: diffFiles, ignoreStderr: true},
	)
	runDiffCases(t, cases)
}

func TestDiffUsageMessages(t *testing.T) {
	got := runSandbox(t, []string{"diff", "a"}, "", nil)
	if want := "diff: missing operand after 'a'\ndiff: Try 'diff --help' for more information.\n"; got.stderr != want || got.status != 2 {
		t.Errorf("got %q %d", got.stderr, got.status)
	}
}

func TestDiffDirectoriesDiff(t *testing.T) {
	tree := map[string]string{
		"r1/f":      "1\n",
		"r2/f":      "2\n",
		"r1/s/g":    "x\n",
		"r2/s/g":    "y\n",
		"r1/same":   "s\n",
		"r2/same":   "s\n",
		"r2/new":    "z\n",
		"r1/only/":  "",
		"r2/nd/h":   "h\n",
		"r1/k":      "file\n",
		"r2/k/":     "",
		"r1/e":      "",
		"r2/e/":     "",
		"r1/bin":    "\x00a",
		"r2/bin":    "\x00b",
		"f":         "1\n",
		"r3/":       "",
		"r4/f":      "3\n",
		"emptydir/": "",
	}
	excl := map[string]string{
		"x1/a.o": "a\n", "x2/a.o": "b\n", "x1/sub/k": "c\n", "x2/sub/k": "d\n",
		"x1/keep": "e\n", "x2/keep": "f\n", "x1/only.o": "g\n", "pats": "*.o\nsub\n",
	}
	runDiffCases(t, []diffCase{
		{args: []string{"diff", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-r", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-q", "-r", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-qr", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-rs", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-r", "--label", "A", "--label", "B", "-u", "r1", "r2"}, files: tree},
		{args: []string{"diff", "r1", "r2", "-r", "-U1", "-L", "A", "-L", "B"}, files: tree},
		{args: []string{"diff", "-r", "-N", "-q", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-rN", "r1", "r2"}, files: tree},
		{args: []string{"diff", "-N", "r1", "r2"}, files: tree},
		{args: []string{"diff", "r3", "r3"}, files: tree},
		{args: []string{"diff", "-s", "r3", "emptydir"}, files: tree},
		{args: []string{"diff", "r1", "f"}, files: tree},
		{args: []string{"diff", "f", "r4"}, files: tree},
		{args: []string{"diff", "f", "r3"}, files: tree},
		{args: []string{"diff", "-", "r1"}, files: tree, ignoreStderr: true},
		{args: []string{"diff", "-r", "-x", "*.o", "x1", "x2"}, files: excl},
		{args: []string{"diff", "-r", "-x", "sub", "-x", "keep", "x1", "x2"}, files: excl},
		{args: []string{"diff", "-r", "--exclude=k*", "x1", "x2"}, files: excl},
		{args: []string{"diff", "-r", "-X", "pats", "x1", "x2"}, files: excl},
		{args: []string{"diff", "-x", "a.o", "x1/a.o", "x2/a.o"}, files: excl},
	})
}

// TestDiffTimestamps checks the unified and context headers' timestamps,
// which come from the VFS mtimes (the differential tests use --label since
// host and sandbox files are not written at the same instant).
func TestDiffTimestamps(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/x", []byte("a\nb\n"), 0o644)
	vfs.WriteFile(ctx, fsys, "/work/y", []byte("a\nc\n"), 0o644)
	t1 := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	t2 := time.Date(2024, 2, 29, 13, 14, 15, 123456789, time.FixedZone("X", 3600))
	if err := fsys.Chtimes(ctx, "/work/x", t1, t1); err != nil {
		t.Fatal(err)
	}
	if err := fsys.Chtimes(ctx, "/work/y", t2, t2); err != nil {
		t.Fatal(err)
	}
	got := runIn(t, fsys, "/work", []string{"diff", "-u", "x", "y"}, "")
	want := "--- x\t2024-01-01 00:00:00.000000000 +0000\n+++ y\t2024-02-29 12:14:15.123456789 +0000\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
	if got.stdout != want || got.status != 1 {
		t.Errorf("got %q, %d\nwant %q", got.stdout, got.status, want)
	}
	got = runIn(t, fsys, "/work", []string{"diff", "-c", "x", "y"}, "")
	want = "*** x\t2024-01-01 00:00:00.000000000 +0000\n--- y\t2024-02-29 12:14:15.123456789 +0000\n***************\n*** 1,2 ****\n  a\n! b\n--- 1,2 ----\n  a\n! c\n"
	if got.stdout != want || got.status != 1 {
		t.Errorf("got %q, %d\nwant %q", got.stdout, got.status, want)
	}
}

// TestDiffRandomDiff compares random edits of random files with GNU diff,
// to check that the alignment (not only the edit distance) is GNU's.
func TestDiffRandomDiff(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	words := []string{"a", "b", "c", "d", "{", "}", "", "x = 1", "return"}
	var cases []diffCase
	for n := 0; n < testlong.Share(90, 3); n++ {
		// Every third case is large enough for GNU's discarding of
		// lines that match too many others to come into play.
		size, edits := 40, 8
		if n%3 == 0 {
			size, edits = 400, 80
		}
		var a []string
		for i := rng.Intn(size); i > 0; i-- {
			a = append(a, words[rng.Intn(len(words))])
		}
		b := append([]string(nil), a...)
		for e := rng.Intn(edits); e > 0; e-- {
			switch i := rng.Intn(len(b) + 1); {
			case rng.Intn(2) == 0 && i < len(b):
				b = append(b[:i], b[i+1:]...)
			default:
				b = append(b[:i], append([]string{words[rng.Intn(len(words))]}, b[i:]...)...)
			}
		}
		files := map[string]string{"a": strings.Join(a, "\n") + "\n", "b": strings.Join(b, "\n") + "\n"}
		// Some files lack their final newline.
		switch n % 5 {
		case 1:
			files["a"] = strings.TrimSuffix(files["a"], "\n")
		case 2:
			files["b"] = strings.TrimSuffix(files["b"], "\n")
		case 3:
			files["a"] = strings.TrimSuffix(files["a"], "\n")
			files["b"] = strings.TrimSuffix(files["b"], "\n")
		}
		cases = append(cases,
			diffCase{name: fmt.Sprintf("normal%d", n), args: []string{"diff", "a", "b"}, files: files},
			diffCase{name: fmt.Sprintf("unified%d", n), args: []string{"diff", "-U2", "--label", "a", "--label", "b", "a", "b"}, files: files},
			diffCase{name: fmt.Sprintf("context%d", n), args: []string{"diff", "-C1", "--label", "a", "--label", "b", "a", "b"}, files: files})
	}
	runDiffCases(t, cases)
}

// TestDiffLargeInputIsFast: diff's time grows far slower than the square
// of its input, on two files of n lines in unrelated orders (no useful
// common subsequence, the costly case). A ratio of the process's CPU
// times decides, which load sways far less than a wall time: 20,000 lines
// against 2,000 (the best of three) grow about 25 times here, quadratic
// growth would be about 100.
func TestDiffLargeInputIsFast(t *testing.T) {
	files := func(n int) map[string]string {
		var a, b strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&a, "line %d\n", i)
			fmt.Fprintf(&b, "line %d\n", (i*7919)%n)
		}
		return map[string]string{"a": a.String(), "b": b.String()}
	}
	cpu := func(args []string, f map[string]string, runs int) time.Duration {
		var min time.Duration
		for range runs {
			runtime.GC() // not the previous run's garbage
			start := cpuTime(t)
			got := runSandbox(t, args, "", f)
			d := cpuTime(t) - start
			if got.status != 1 {
				t.Fatalf("%v: status %d, want 1 (stderr %q)", args, got.status, got.stderr)
			}
			if min == 0 || d < min {
				min = d
			}
		}
		return min
	}
	small, large := files(2000), files(20000)
	for _, args := range [][]string{{"diff", "-q", "a", "b"}, {"diff", "a", "b"}} {
		s, l := cpu(args, small, 3), cpu(args, large, 1)
		ratio := float64(l) / float64(max(s, time.Millisecond))
		t.Logf("%v: CPU time for 2,000 lines %v, for 20,000 lines %v (x%.1f)", args, s, l, ratio)
		if ratio > 60 {
			t.Errorf("%v: 10 times the lines took %.0f times the CPU time (%v against %v): nearly quadratic", args, ratio, l, s)
		}
	}
}

// cpuTime is the CPU time (user and system) the test process has used.
func cpuTime(t *testing.T) time.Duration {
	t.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestDiffMoreFormatsDiff covers the formats and options TestDiffProp
// found missing or wrong: ed scripts, RCS, #ifdef, -E, -Z, -T, --color,
// -p, -NUM, and side-by-side details.
func TestDiffMoreFormatsDiff(t *testing.T) {
	f := map[string]string{
		"p":  "1\n2\n3\n4\n5\n6\n",
		"q":  "1\nX\n3\n.\n5\n6\nY",
		"p2": "1\n2\n3\n4\n5\n6\n",
		"q2": "0\n1\n3\n4\nx\n5\n6\n7\n",
		"m1": "*** stars\nbegin\n@@ at @@\n\n--- dashes\nline\nx = 1;\n",
		"m2": "begin\n@@ at @@\n\n--- dashes\nline\nx = 1;\nline\nx = 1;\n",
		"t1": "a\tb\n  x  \nc\n",
		"t2": "a       b\n  x\nC\n",
		"w1": "日本語\nab\n",
		"w2": "日本語x\nab\n",
		"c1": "int f() {\n  a;\n  b;\n  c;\n  d;\n}\n",
		"c2": "int f() {\n  a;\n  b;\n  C;\n  d;\n}\n",
		"r1": "a\r",
		"r2": "a",
		"e1": "1\n2",
		"e2": "1\n3\n",
		"h1": "a\nDate: 1\nb\n",
		"h2": "a\ndate: 2\nb\n",
		"h3": "a\nDate: 1\nb\n\nc 9\n",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"-e", "p", "q"}, {"-e", "p2", "q2"}, {"-e", "e1", "e2"}, {"-e", "-s", "e1", "e1"},
		{"-n", "p", "q"}, {"-n", "p2", "q2"}, {"-n", "m1", "m2"}, {"-e", "m1", "m2"},
		{"-D", "X", "p", "q"}, {"--ifdef=N", "p2", "q2"}, {"-DX", "p", "p"},
		{"-E", "t1", "t2"}, {"-Z", "t1", "t2"}, {"-Zi", "t1", "t2"}, {"-Z", "-B", "t1", "t2"}, {"-Ei", "t1", "t2"},
		{"-T", "p", "q"}, {"-T", "-c", "-L", "a", "-L", "b", "p", "q"}, {"-T", "-u", "-L", "a", "-L", "b", "p", "q"},
		{"--color=always", "-u", "-L", "a", "-L", "b", "p", "q"}, {"--color=always", "p", "q"},
		{"--color=always", "-c", "-L", "a", "-L", "b", "p", "q"}, {"--color=never", "p", "q"}, {"--color=sometimes", "p", "q"},
		{"-p", "-L", "a", "-L", "b", "c1", "c2"}, {"-u", "-p", "-L", "a", "-L", "b", "c1", "c2"},
		{"-u1", "-L", "a", "-L", "b", "p", "q"}, {"-2", "-u", "-L", "a", "-L", "b", "p2", "q2"}, {"-U", "1", "-5", "-L", "a", "-L", "b", "p2", "q2"},
		{"-y", "-W", "20", "w1", "w2"}, {"-y", "-s", "p", "p"}, {"-y", "p2", "q2"},
		// Padding past padChunk is streamed (issue 17: -W 2^31 built a
		// 557 MiB line).
		{"-y", "-W", "100001", "p2", "q2"}, {"-yt", "-W", "70003", "p2", "q2"}, {"-y", "--left-column", "-W", "66000", "p2", "q2"},
		{"--strip-trailing-cr", "r1", "r2"},
		{"-I", "^Date", "h1", "h2"}, {"-i", "-I", "^Date", "h1", "h2"}, {"-u", "-I", "Date", "-I", "date", "-L", "a", "-L", "b", "h1", "h2"},
		{"-B", "-I", "Date", "h2", "h3"}, {"--ignore-matching-lines=[0-9]", "h1", "h3"}, {"-I", "\\(", "h1", "h2"}, {"-I", "\\(x\\)\\{1,\\}", "h1", "h2"},
	} {
		cases = append(cases, diffCase{args: append([]string{"diff"}, args...), files: f})
	}
	tree := map[string]string{"d1/f": "1\n", "d2/f": "1\n", "d1/g": "a\n", "d2/g": "b\n", "d2/s/u": "u\n", "d2/s/v": "v\n"}
	for _, args := range [][]string{
		{"-y", "d1", "d2"}, {"-y", "--suppress-common-lines", "d1", "d2"}, {"-D", "X", "d1", "d2"},
		{"-r", "-N", "-x", "u", "d1", "d2"}, {"-r", "--label=A", "d1", "d2"},
	} {
		cases = append(cases, diffCase{args: append([]string{"diff"}, args...), files: tree})
	}
	runDiffCases(t, cases)
}
