package commands

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

var sortInputs = map[string]string{
	"words":   "banana\napple\nCherry\napple\n\nBanana\n  date\n\tegg\nÄpfel\nzebra\n",
	"nums":    "10\n9\n-1\n1.5\n+3\n0\n-0\n1e3\n0x10\n abc\n\n007\n-2.50\n3.\n.5\n1,000\n99999999999999999999999\n-99999999999999999999999\nnan\ninf\n-inf\n",
	"human":   "1K\n2M\n1G\n512\n1k\n-1M\n0\n3T\n1.5K\nfoo\n1Q\n",
	"months":  "Mar x\njan y\nDEC z\n feb w\nfoo\nMAY\njanuary\n",
	"version": "a1.2\na1.10\na1.9\nfile-1.0.tar.gz\nfile-1.0a.tar.gz\nfile-1.0.1.tar.gz\n.\n..\n.hidden\n~x\nx~\nv2\nv10\nv1.0~rc1\nv1.0\n",
	"fields":  "b 2 x\na 10 y\nc 2 a\nd  1 z\ne\t3\tq\nf 2\n a 5 b\n",
	"csv":     "x,3,foo\ny,1,bar\nz,2,foo\nw,,baz\nv,1,ab\n",
	"binary":  "a\x00b\n\xff\n\x80x\nb\n\x01\nA\n",
	"crlf":    "b\r\na\r\nc\r\n",
	"nonl":    "c\nb\na",
	"empty":   "",
	"dups":    "a\nA\nb\na\nB\nb\na \n",
	"utf8":    "é\ne\nz\nÉ\n中\nａ\n",
	// uniq -c's output, and numbers around the 13 digits a -n summary
	// holds exactly (sort_summary.go).
	"counts": "      1 b\n      1 a\n     12 x\n      1 c b\n 1234567890123 y\n 1234567890123.1 x\n 1234567890123.10 w\n" +
		"1234567890123.2 a\n-1234567890123.1 a\n-1234567890123.2 b\n0.0000000000001 z\n0.00000000000011 y\n0.00000000000010 x\n" +
		"12345678901234 b\n12345678901234.0 a\n-0.0000000000001 q\n      2 a\n      2 a\n",
}

// mergeFiles are inputs for -m, some deliberately unsorted: GNU merges
// them as they are.
var mergeFiles = map[string]string{"m1": "b\na\nc\n", "m2": "a\nb\nz\na\n", "m3": "a 3\nb 2\nc 9", "m4": "A\nB\nb\n", "s": "a\nb\nb\nc\n"}

func TestSortDiff(t *testing.T) {
	var cases []diffCase
	flagsets := [][]string{
		{}, {"-r"}, {"-n"}, {"-rn"}, {"-g"}, {"-h"}, {"-M"}, {"-V"}, {"-f"}, {"-d"}, {"-i"}, {"-b"},
		{"-u"}, {"-fu"}, {"-s", "-f"}, {"-nu"}, {"-z"}, {"-k2"}, {"-k2,2"}, {"-k2n"}, {"-k2,2n", "-k1,1r"},
		{"-k2.2"}, {"-k2.2b"}, {"-k1.2,1.3"}, {"-b", "-k2"}, {"-k2b,2"}, {"-t", ",", "-k2"},
		{"-t", ",", "-k2n,2"}, {"-t", ",", "-k3,3", "-k1,1r"}, {"-t", ",", "-s", "-k3,3"},
		{"-t", ",", "-u", "-k3,3"}, {"-k3", "-k2n"}, {"-n", "-k2"}, {"-k2,1"}, {"-k1.3,1.1"}, {"-k5"},
		{"--sort=numeric"}, {"-c"}, {"-C"}, {"-cu"}, {"-dfr"}, {"-k2.1,2.0"},
	}
	for name, in := range sortInputs {
		for _, fl := range flagsets {
			args := append([]string{"sort"}, fl...)
			cases = append(cases, diffCase{name: name + " " + join(fl), args: args, stdin: in})
		}
	}
	files := map[string]string{"a": "c\na\n", "b": "b\nd", "s": "a\nb\nb\nc\n", "d/": ""}
	more := []diffCase{
		{args: []string{"sort", "a", "b"}, files: files},
		{args: []string{"sort", "-m", "s", "s"}, files: files},
		{args: []string{"sort", "-m", "m1", "m2"}, files: mergeFiles},
		{args: []string{"sort", "-mu", "m1", "m2", "s"}, files: mergeFiles},
		{args: []string{"sort", "-mr", "m1", "m2"}, files: mergeFiles},
		{args: []string{"sort", "-m", "-k2n", "m3", "m1", "-"}, stdin: "x 5\ny 1\n", files: mergeFiles},
		{args: []string{"sort", "-m", "-s", "-f", "m1", "m4"}, files: mergeFiles},
		{args: []string{"sort", "a", "-", "b"}, stdin: "z\n0\n", files: files},
		{args: []string{"sort", "a", "missing"}, files: files},
		{args: []string{"sort", "d"}, files: files},
		{args: []string{"sort", "-c", "a"}, files: files},
		{args: []string{"sort", "-c", "s"}, files: files},
		{args: []string{"sort", "-cu", "s"}, files: files},
		{args: []string{"sort", "-C", "a"}, files: files},
		{args: []string{"sort", "-c", "a", "b"}, files: files},
		{args: []string{"sort", "-c", "missing"}, files: files},
		{args: []string{"sort", "-c", "-o", "out", "a"}, files: files},
		{args: []string{"sort", "-C", "-o", "-", "s"}, files: files},
		{args: []string{"sort", "-c", "-o", "out", "a", "b"}, files: files},
		{args: []string{"sort", "-n", "-g"}},
		{args: []string{"sort", "-k1n,1g"}},
		{args: []string{"sort", "-d", "-n"}},
		{args: []string{"sort", "-i", "-h"}},
		{args: []string{"sort", "-R", "-n"}},
		{args: []string{"sort", "-b", "-r", "-n", "-g"}},
		// Key numbers are read as strtoumax reads them.
		{args: []string{"sort", "-k", "+2", "-k", " 1,+1", "-k1.+2"}, stdin: "b a x\na b y\n"},
		{args: []string{"sort", "-k", "++1"}, stdin: "b\n"},
		{args: []string{"sort", "-k", "1,-1"}, stdin: "b\n"},
		{args: []string{"sort", "-k", "1.x"}, stdin: "b\n"},
		{args: []string{"sort", "-k", "1,2.y"}, stdin: "b\n"},
		{args: []string{"sort", "-k", "1,"}, stdin: "b\n"},
		// -d keeps a newline, which -z records may hold.
		{args: []string{"sort", "-z", "-d"}, stdin: "b\na\n\x00a\nb\n\x00"},
		{args: []string{"sort", "-z", "-d", "-r", "-k2"}, stdin: "x\nX\nc 2 x\n\x00inf é\n\x00B\x00"},
		// A bad value ends the parsing: later options are not read.
		{args: []string{"sort", "-t", "-t", ";", "-c", "-t"}, stdin: "a\n"},
		{args: []string{"sort", "-k", "0", "-x"}, stdin: "a\n"},
		// -c and -C together are refused.
		{args: []string{"sort", "-c", "-C", "a"}, files: files},
		{args: []string{"sort", "--check=quiet", "-c", "-o", "out", "a"}, files: files},
		{args: []string{"sort", "-C", "--check=silent", "-c", "a"}, files: files},
		// -S and --parallel are ignored but checked.
		{args: []string{"sort", "-S", "1x", "a"}, files: files},
		{args: []string{"sort", "--buffer-size=x", "a"}, files: files},
		{args: []string{"sort", "-S", "", "a"}, files: files},
		{args: []string{"sort", "-S", "99999999999999999999999", "a"}, files: files},
		{args: []string{"sort", "-S", "1Y", "a"}, files: files},
		{args: []string{"sort", "-S", "1e", "-S", "2", "a"}, files: files},
		{args: []string{"sort", "-S", "50%", "-S2b", "-S", "1k", "--buffer-size=10M", "a"}, files: files},
		{args: []string{"sort", "--parallel=0", "a"}, files: files},
		{args: []string{"sort", "--parallel=x", "a"}, files: files},
		{args: []string{"sort", "--parallel=1x", "a"}, files: files},
		{args: []string{"sort", "--parallel=-1", "a"}, files: files},
		{args: []string{"sort", "-k1bnr,1Mb"}},
		{args: []string{"sort", "-f", "-d", "-b", "-h", "-M"}},
		{args: []string{"sort", "-k", "0"}},
		{args: []string{"sort", "-k", "1.0"}},
		{args: []string{"sort", "-k", "1x"}},
		{args: []string{"sort", "-k", "1,0"}},
		{args: []string{"sort", "-k", "x"}},
		{args: []string{"sort", "-t", "ab"}},
		{args: []string{"sort", "-t", ""}},
		{args: []string{"sort", "-t", `\0`, "-k2"}, stdin: "a\x00b\nb\x00a\n"},
		{args: []string{"sort", "-S", "1M", "-T", "/tmp", "--parallel=2", "a"}, files: files},
		{args: []string{"sort", "long"}, files: map[string]string{"long": longLine + "\n" + longLine[1:] + "\nb\n"}},
	}
	runDiffCases(t, append(cases, more...))
	runUsageCases(t, []diffCase{
		{args: []string{"sort", "-o"}},
		{args: []string{"sort", "-Y"}},
		{args: []string{"sort", "--sort=bogus"}},
		{args: []string{"sort", "--check=bogus"}},
	})
}

func TestSortOutputFile(t *testing.T) {
	// -o may name an input: sort reads everything before writing.
	fsys := memfs.New()
	ctx := context.Background()
	writeFiles(t, fsys, map[string]string{"f": "b\na\n"})
	r := runIn(t, fsys, sandboxDir, []string{"sort", "-o", "f", "f"}, "")
	if r.status != 0 || r.stdout != "" {
		t.Fatalf("got %+v", r)
	}
	got, err := readFile(ctx, fsys, sandboxDir+"/f")
	if err != nil || got != "a\nb\n" {
		t.Fatalf("f = %q, %v", got, err)
	}
	r = runIn(t, fsys, sandboxDir, []string{"sort", "-o", "nodir/x", "f"}, "")
	if r.status != 2 || r.stderr != "sort: open failed: nodir/x: No such file or directory\n" {
		t.Fatalf("got %+v", r)
	}
}

func TestSortRandom(t *testing.T) {
	r := runSandbox(t, []string{"sort", "-R"}, "a\nb\na\nc\nb\na\n", nil)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 6 {
		t.Fatalf("got %q", r.stdout)
	}
	// Equal keys are grouped together.
	seen := map[string]bool{}
	for i, l := range lines {
		if seen[l] && lines[i-1] != l {
			t.Fatalf("equal lines not adjacent: %q", r.stdout)
		}
		seen[l] = true
	}
}

func TestSortCancel(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 2_000_000; i++ {
		fmt.Fprintf(&b, "%d\n", (i*7919)%1000003)
	}
	s := &sorter{tab: -1, keys: []*sortKey{{sword: -1, eword: -1, numeric: true}}}
	a := newLineArena('\n', limits.Of(0, 0), 0, &holder{})
	a.memory = 1 << 30
	if err := a.read(strings.NewReader(b.String()), nil); err != nil {
		t.Fatal(err)
	}
	if err := a.cut(false); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := s.sort(ctx, a, a.refs); err == nil {
		t.Fatal("sort finished despite the timeout")
	}
	testtime.Check(t, "cancellation", 2*time.Second, time.Since(start))
}

// TestSortRandomOptions runs random combinations against the real tool.
func TestSortRandomOptions(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	words := []string{"a", "B", "10", "9", "-1", "1.5", "1e3", " x", "\ty", "", "abc", "ABC", "2K", "1M", "jan", "Feb", "v1.2", "v1.10", "é", "0x1f", "nan", "-", "+5", "  3", "3  ", "a,b", ",", "1,000"}
	opts := []string{"-b", "-d", "-f", "-g", "-i", "-M", "-h", "-n", "-r", "-V", "-s", "-u", "-z"}
	keys := []string{"-k1", "-k2", "-k2,2", "-k1.2", "-k2.1b,2.3", "-k3n", "-k2,2r", "-k1,1f", "-k2bn", "-k1.3,1.3", "-k2V", "-k2h", "-k1M", "-k2g", "-k1d", "-k1,2", "-k3,1"}
	var cases []diffCase
	for i := 0; i < testlong.Share(400, 4); i++ {
		var lines []string
		for j := 0; j < 8; j++ {
			var f []string
			for k := 0; k < r.Intn(4); k++ {
				f = append(f, words[r.Intn(len(words))])
			}
			sep := " "
			if r.Intn(3) == 0 {
				sep = ","
			}
			lines = append(lines, strings.Join(f, sep))
		}
		args := []string{"sort"}
		for k := 0; k < r.Intn(3); k++ {
			args = append(args, opts[r.Intn(len(opts))])
		}
		for k := 0; k < r.Intn(3); k++ {
			args = append(args, keys[r.Intn(len(keys))])
		}
		if r.Intn(3) == 0 {
			args = append(args, "-t", ",")
		}
		cases = append(cases, diffCase{name: strings.Join(args, " ") + " #" + string(rune('a'+i%26)), args: args, stdin: strings.Join(lines, "\n") + "\n"})
	}
	runDiffCases(t, cases)
}

func TestSortFiles0From(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"sort", "--files0-from=-"}, stdin: "m1\x00m2\x00", files: mergeFiles},
		{args: []string{"sort", "--files0-from=-"}, stdin: "m1\x00\x00", files: mergeFiles},
		{args: []string{"sort", "--files0-from=nonexist"}, files: mergeFiles},
		{args: []string{"sort", "--files0-from=-"}, stdin: "", files: mergeFiles},
		{args: []string{"sort", "-r", "--files0-from=list"}, files: map[string]string{"list": "m1\x00m3", "m1": "b\na\n", "m3": "c\n"}},
	})
	runUsageCases(t, []diffCase{{args: []string{"sort", "--files0-from=-", "m1"}, files: mergeFiles}})
}

// TestSortSpillsDiff: past -S, sort writes sorted runs to temporary files
// in -T's directory and merges them (more than 16 runs in stages), and the
// output is GNU sort's. A missing -T directory fails only when a run must
// be spilled: that shows the small buffer spills.
func TestSortSpillsDiff(t *testing.T) {
	r := rand.New(rand.NewSource(22))
	var b strings.Builder
	words := []string{"alpha", "Beta", "gamma", "delta", "", "epsilon", "ZETA", "eta"}
	// 1 MB spills ~40 runs at -S 64K (stages of 16) and two at -S 1M;
	// the long form sorts 3 MB.
	size := testlong.Count(1<<20, 3<<20)
	for b.Len() < size {
		fmt.Fprintf(&b, "%s %d %s\n", words[r.Intn(len(words))], r.Intn(5000)-100, words[r.Intn(len(words))])
	}
	b.WriteString("last line without newline")
	files := map[string]string{"big": b.String(), "small": "b\na\n", "t/": ""}
	cases := []diffCase{
		{args: []string{"sort", "-S", "1M", "-T", "t", "big"}, files: files},
		{args: []string{"sort", "-S", "64K", "-T", "t", "big"}, files: files},
		{args: []string{"sort", "-S", "1M", "-T", "t", "-u", "big"}, files: files},
		{args: []string{"sort", "-S", "100K", "-T", "t", "-s", "-k2,2n", "big"}, files: files},
		{args: []string{"sort", "-S", "1M", "-T", "t", "-rf", "-k3", "big", "-"}, stdin: "x 1 y\nq", files: files},
		{args: []string{"sort", "-S", "1M", "-T", "t", "-nu", "-k2,2", "big", "big"}, files: files},
		{args: []string{"sort", "-S", "1M", "-T", "t", "-z", "big"}, files: files},
		{args: []string{"sort", "-S", "1M", "-T", "t", "-o", "big", "big"}, files: files},
		{args: []string{"sort", "-S", "1M", "-T", "missing", "big"}, files: files},
		{args: []string{"sort", "-S", "1M", "-T", "missing", "small"}, files: files},
		{args: []string{"sort", "-T", "missing", "big"}, files: files},
	}
	runDiffCases(t, cases)

	// The temporary files are gone afterwards, and -o wrote the sorted file.
	fsys := sandboxFS(t, files)
	if got := runIn(t, fsys, sandboxDir, []string{"sort", "-S", "64K", "-T", "t", "-o", "out", "big"}, ""); got.status != 0 {
		t.Fatalf("sort -o: %+v", got)
	}
	ents, err := fsys.ReadDir(context.Background(), sandboxDir+"/t")
	if err != nil || len(ents) != 0 {
		t.Errorf("temporary files left: %v %v", ents, err)
	}
	want := runReal(t, []string{"sort", "big"}, "", files).stdout
	if got := runIn(t, fsys, sandboxDir, []string{"cat", "out"}, ""); got.stdout != want {
		t.Errorf("sort -o out differs from GNU sort (%d vs %d bytes)", len(got.stdout), len(want))
	}

	// A filesystem with room for part of the runs: the rest stays in
	// memory, the output is the same.
	small := memfs.New(memfs.WithLimits(0, int64(size/3)))
	if err := small.Mkdir(context.Background(), "/t", 0o777); err != nil {
		t.Fatal(err)
	}
	got := runIn(t, small, "/", []string{"sort", "-S", "64K", "-T", "/t"}, files["big"])
	if got.status != 0 || got.stdout != want || got.stderr != "" {
		t.Errorf("sort on a full filesystem: status %d, stderr %q, %d bytes (want %d)", got.status, got.stderr, len(got.stdout), len(want))
	}
	if ents, _ := small.ReadDir(context.Background(), "/t"); len(ents) != 0 {
		t.Errorf("temporary files left: %v", ents)
	}
}

// TestSortMergeStreamsDiff: sort -m merges its inputs as streams, batch
// of them at a time (--batch-size, through temporary files past it), with
// GNU's output, ties in input order, and GNU's messages (issue 22).
func TestSortMergeStreamsDiff(t *testing.T) {
	files := map[string]string{"a": "1 a\n3 a\n5 a\n", "b": "1 b\n2 b\n5 b\n", "c": "0 c\n3 c\n9 c", "d": "", "e": "2 e\n2 e\n",
		"u": "3\n1\n2\n", "tmpd/": ""}
	var cases []diffCase
	for _, args := range [][]string{
		{"-m", "a", "b", "c", "d", "e"}, {"-m", "--batch-size=2", "a", "b", "c", "d", "e"}, {"-m", "--batch-size=3", "-k1,1n", "-s", "a", "b", "c", "e"},
		{"-m", "--batch-size", "2", "-u", "-k1,1n", "a", "b", "c", "e"}, {"-m", "-r", "u", "a"}, {"-m", "a", "nosuch", "b"},
		{"-m", "-o", "a", "a", "b"}, {"-m", "-o", "out", "a", "b"}, {"-m", "a", "-", "b"}, {"-m", "--batch-size=1", "a"},
		{"-m", "--batch-size=0", "a"}, {"-m", "--batch-size=abc", "a"}, {"-m", "--batch-size=-1", "a"}, {"-m", "--batch-size=2k", "a"},
		{"--batch-size=2", "u", "a", "b", "c"}, {"-m", "-z", "a", "b"}, {"-mu", "e", "e"},
		{"-m", "--batch-size=2", "-T", "tmpd", "a", "b", "c", "d", "e"}, {"-m", "--batch-size=2", "-T", "tmpd", "-s", "-k1,1n", "e", "b", "a", "c"},
	} {
		cases = append(cases, diffCase{args: append([]string{"sort"}, args...), stdin: "4 s\n", files: files})
	}
	cases = append(cases, diffCase{args: []string{"sort", "-m", "--batch-size=5000", "a"}, files: files,
		why: "the sandbox's open-files limit is 1024", status: 2,
		stderr: "sort: --batch-size argument ‘5000’ too large\nsort: maximum --batch-size argument with current rlimit is 1021\n"})
	runDiffCases(t, cases)
}

// endlessLines is an endless sorted input: "a\n" forever.
type endlessLines struct{}

func (endlessLines) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "a\n"[i%2]
	}
	return len(p) &^ 1, nil
}

// TestSortMergeStreams: sort -m writes as it reads. On an endless input
// it ends at the first write error, having held a line at a time; a
// merge that read all its input first would never write.
func TestSortMergeStreams(t *testing.T) {
	inv, _ := sysInvocation([]string{"sort", "-m", "-"})
	inv.Stdin = endlessLines{}
	out := &cappedWriter{max: 4 << 20}
	inv.Stdout = out
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	if st := runSort(ctx, inv); st != 2 || ctx.Err() != nil {
		t.Fatalf("status %d, ctx %v", st, ctx.Err())
	}
	if out.buf.Len() != 4<<20 || !strings.HasPrefix(out.buf.String(), "a\na\n") {
		t.Errorf("wrote %d bytes", out.buf.Len())
	}
}

// TestSortCorpusFixesDiff: the obsolete key form "+POS1 [-POS2]", which
// GNU sort takes as the -k it means (the unseen corpus, h19t).
func TestSortCorpusFixesDiff(t *testing.T) {
	in := "a 2 x\nb 1 y\nc 10 a\nd 1 b\n"
	var cases []diffCase
	for _, a := range []string{"+1 -2", "+1n -2", "+1 -2n", "+1.1 -2", "+0 -1", "+2 -3 +1n -2", "+1 -2.1", "+1 -0",
		"+1", "+1n", "-r +1n -2", "+0.1 -0.2", "-t x +0 -1", "+x", "-- +1", "-o out +1", "+1.0 -2"} {
		cases = append(cases, diffCase{args: append(append([]string{"sort"}, strings.Fields(a)...), "f"), files: map[string]string{"f": in}})
	}
	runDiffCases(t, cases)
}
