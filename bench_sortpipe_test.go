package computerwelt

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// sortPipeline is issue 20's pipeline: every byte of the tree goes
// through two sorts, the second over uniq -c's output (most lines are
// unique, so about as large as the input).
const sortPipeline = "cat */*.txt | sort | uniq -c | sort -nr | head"

// writeSortTree writes about size bytes of text in files of 100 KB under
// dir/dNN/, lines as bench/gen makes them (a fixed seed): Zipf-distributed
// words and numbers, some short lines of frequent words that repeat.
func writeSortTree(t testing.TB, dir string, size int) {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	vocab := make([]string, 2000)
	for i := range vocab {
		b := make([]byte, 2+r.IntN(8))
		for j := range b {
			b[j] = byte('a' + r.IntN(26))
		}
		vocab[i] = string(b)
	}
	zipf := rand.NewZipf(rand.New(rand.NewPCG(2, 1)), 1.2, 1, uint64(len(vocab)-1))
	const per = 100 << 10
	var line []byte
	for i := 0; i*per < size; i++ {
		d := filepath.Join(dir, fmt.Sprintf("d%02d", i/100))
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(filepath.Join(d, fmt.Sprintf("f%04d.txt", i)))
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriter(f)
		for n := 0; n < per; {
			line = line[:0]
			if r.IntN(100) < 30 {
				line = append(line, vocab[r.IntN(8)]...)
			} else {
				for j := 0; j < 3+r.IntN(10); j++ {
					if j > 0 {
						line = append(line, ' ')
					}
					if r.IntN(4) == 0 {
						line = strconv.AppendInt(line, int64(r.IntN(100000)), 10)
					} else {
						line = append(line, vocab[zipf.Uint64()]...)
					}
				}
			}
			line = append(line, '\n')
			w.Write(line)
			n += len(line)
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// sortTreeSandbox mounts dir read-only at /data, the working directory.
func sortTreeSandbox(t testing.TB, dir string) *Sandbox {
	t.Helper()
	hfs, err := hostfs.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { hfs.Close() })
	tbl := mount.New(memfs.New())
	if err := tbl.Mount("/data", hfs, mount.ReadOnly()); err != nil {
		t.Fatal(err)
	}
	return newSandbox(t, WithFileSystem(tbl), WithWorkingDirectory("/data"))
}

// heapPeak runs f while sampling the heap's in-use bytes (objects, garbage
// not yet collected included, and the free space of their spans: what the
// process must hold resident) every half millisecond, and returns the
// highest sample above the heap in use before f, after a collection.
func heapPeak(f func()) int64 {
	samples := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/unused:bytes"},
	}
	inUse := func() int64 {
		metrics.Read(samples)
		return int64(samples[0].Value.Uint64() + samples[1].Value.Uint64())
	}
	runtime.GC()
	base := inUse()
	var peak int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(500 * time.Microsecond)
		defer tick.Stop()
		for {
			peak = max(peak, inUse())
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	f()
	close(stop)
	wg.Wait()
	return max(peak, inUse()) - base
}

// TestSortPipelinePeakHeap: the pipeline over 20 MB holds at most one and
// a half times its input and 15 MiB more in the heap at its peak: the
// second sort must hold its whole input (uniq -c's output, a quarter
// larger than the pipeline's), and the first sort's runs go back as it
// writes them, into the pool the second sort reads into (sort_runs.go).
// Line headers of 24 bytes and a fresh pipe buffer or read buffer for each
// chunk made it hold about 3.5 times the input; both sorts' whole inputs
// at once (the first held its until its last line was written), 3 times
// (60 MiB; 35 MiB now). A peak is a count of bytes, not a timing: the
// sampler may miss a short spike, never invent one.
func TestSortPipelinePeakHeap(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and sorts 20 MB")
	}
	const size = 20 << 20
	dir := t.TempDir()
	writeSortTree(t, dir, size)
	sb := sortTreeSandbox(t, dir)
	mustExec(t, sb, "true") // the sandbox's first-use work is not the pipeline's
	var res Result
	var err error
	peak := heapPeak(func() { res, err = sb.Exec(context.Background(), sortPipeline) })
	if err != nil || res.ExitCode != 0 || strings.Count(res.Stdout, "\n") != 10 {
		t.Fatalf("%v %+v", err, res)
	}
	limit := int64(size + size/2 + 15<<20)
	t.Logf("peak heap %.1f MiB for %d MiB of input (limit %d MiB)", float64(peak)/(1<<20), size>>20, limit>>20)
	if peak > limit {
		t.Errorf("the pipeline over %d MiB raised the heap by %d MiB at its peak, want at most %d MiB", size>>20, peak>>20, limit>>20)
	}
}

// BenchmarkSortPipeline runs the pipeline over a 20 MB host folder
// (CW_SORTPIPE_MB sets another size) and reports its peak heap (MiB above
// the heap before it) as peak-MiB.
func BenchmarkSortPipeline(b *testing.B) {
	size := 20 << 20
	if mb, err := strconv.Atoi(os.Getenv("CW_SORTPIPE_MB")); err == nil && mb > 0 {
		size = mb << 20
	}
	dir := b.TempDir()
	writeSortTree(b, dir, size)
	sb := sortTreeSandbox(b, dir)
	mustExec(b, sb, "true")
	var peak int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := heapPeak(func() {
			res, err := sb.Exec(context.Background(), sortPipeline)
			if err != nil || res.ExitCode != 0 {
				b.Fatalf("%v %+v", err, res)
			}
		})
		peak = max(peak, p)
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-MiB")
}
