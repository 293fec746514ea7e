package commands

import (
	"bufio"
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/limits"
)

// TestSortMemRunsDiff: sort's input in sorted runs held in memory
// (sort_runs.go: 64 KiB runs here, so 1 MB makes 16 and more, merged at
// the end) sorts as GNU sort does: ties across runs in input order (-s,
// -u), keys, -r, -z, a line longer than a run, several inputs, -o onto an
// input, an input without a last newline.
func TestSortMemRunsDiff(t *testing.T) {
	saved := sortRunSize
	sortRunSize = 64 << 10
	t.Cleanup(func() { sortRunSize = saved })
	r := rand.New(rand.NewSource(37))
	words := []string{"alpha", "Beta", "gamma", "delta", "", "epsilon", "ZETA", "eta", "alpha"}
	text := func(size int) string {
		var b strings.Builder
		for b.Len() < size {
			fmt.Fprintf(&b, "%s %d %s\n", words[r.Intn(len(words))], r.Intn(5000)-100, words[r.Intn(len(words))])
			if r.Intn(5000) == 0 {
				// A line longer than a run and than a block.
				b.WriteString(strings.Repeat("long", 80<<10) + "\n")
			}
		}
		return b.String()
	}
	big := text(1<<20) + "last line without newline"
	files := map[string]string{"big": big, "nul": strings.ReplaceAll(big, "\n", "\x00")}
	cases := []diffCase{
		{args: []string{"sort", "big"}, files: files},
		{args: []string{"sort", "-r", "big"}, files: files},
		{args: []string{"sort", "-u", "big"}, files: files},
		{args: []string{"sort", "-s", "-k2,2n", "big"}, files: files},
		{args: []string{"sort", "-k3,3", "-k1,1r", "big"}, files: files},
		{args: []string{"sort", "-rf", "-k3", "big", "-"}, stdin: "x 1 y\nq", files: files},
		{args: []string{"sort", "-nu", "-k2,2", "big", "big"}, files: files},
		{args: []string{"sort", "-z", "nul"}, files: files},
		{args: []string{"sort", "-o", "big", "big"}, files: files},
		{args: []string{"sort", "-c", "big"}, files: files},
	}
	runDiffCases(t, cases)
}

// TestSortMemRunsDefaultDiff sorts 5 MB in runs of the default size, from
// blocks of the pool, as GNU sort does.
func TestSortMemRunsDefaultDiff(t *testing.T) {
	r := rand.New(rand.NewSource(38))
	var b strings.Builder
	for b.Len() < 5<<20 {
		fmt.Fprintf(&b, "%d %x\n", r.Intn(1e6), r.Int63n(1<<uint(r.Intn(63))))
	}
	big := map[string]string{"big": b.String()}
	runDiffCases(t, []diffCase{{args: []string{"sort", "big"}, files: big}, {args: []string{"sort", "-nr", "big"}, files: big}})
}

// heldAt is a writer that records what sort holds once the output has
// passed at bytes.
type heldAt struct {
	held      *holder
	n, at     int64
	heldThere int64
}

func (w *heldAt) Write(p []byte) (int, error) {
	if w.n < w.at && w.n+int64(len(p)) >= w.at {
		w.heldThere = w.held.n
	}
	w.n += int64(len(p))
	return len(p), nil
}

// TestSortRunsShrinkAsWritten: sort holds its input in sorted runs whose
// blocks go back as the final merge passes them, so that by the time
// three quarters of 8 MB are written it holds less than half of it; the
// next stage of a pipeline (uniq -c | sort -nr) grows meanwhile. Before,
// sort held all of its input and its line references until its last line
// was written. What sort holds is counted by its holder (what it tells the
// memory guard), not sampled.
func TestSortRunsShrinkAsWritten(t *testing.T) {
	const size = 8 << 20
	r := rand.New(rand.NewSource(3))
	var b strings.Builder
	for b.Len() < size {
		fmt.Fprintf(&b, "%d %x\n", r.Intn(1e6), r.Int63())
	}
	in := b.String()
	held := &holder{}
	s := &sorter{tab: -1}
	sp := &spiller{ctx: context.Background(), s: s, delim: '\n', held: held,
		lines: newLineArena('\n', limits.Budget(1<<30), 1<<30, held)}
	defer sp.cleanup()
	if err := sp.lines.read(strings.NewReader(in), sp.memRunAfter); err != nil {
		t.Fatal(err)
	}
	if err := sp.lines.cut(false); err != nil {
		t.Fatal(err)
	}
	if len(sp.mem) < 3 {
		t.Fatalf("%d runs in memory for %d MiB, want at least 3", len(sp.mem), size>>20)
	}
	w := &heldAt{held: held, at: int64(len(in)) * 3 / 4}
	out := bufio.NewWriterSize(w, 64<<10)
	if err := sp.finish(out); err != nil {
		t.Fatal(err)
	}
	out.Flush()
	if w.n != int64(len(in)) {
		t.Fatalf("wrote %d bytes of %d", w.n, len(in))
	}
	t.Logf("sort held %.1f MiB with three quarters of %d MiB written", float64(w.heldThere)/(1<<20), size>>20)
	if w.heldThere > size/2 {
		t.Errorf("sort held %d KiB with three quarters of its %d KiB written, want at most half", w.heldThere>>10, size>>10)
	}
	if held.n != 0 {
		t.Errorf("sort still holds %d bytes after writing", held.n)
	}
}
