package shell

import (
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/computerwelt/computerwelt/internal/mmapmem"
	"github.com/computerwelt/computerwelt/vfs"
)

// The memory guard enforces MaxMemoryBytes. A process has one heap, so
// there is one guard per process: it watches every Run in progress with
// one sampler, which is what lets it tell them apart.
//
// Each Run is judged on live data. The heap's objects (garbage not yet
// collected included) are sampled every memGuardInterval; when they pass a
// Run's baseline plus its limit, the guard forces a collection (one at a
// time for the whole process) and judges on the live heap it leaves. The
// collector counts live what was allocated while it marked, most of it
// garbage at once for a busy command; up to a quarter of the limit of that
// is forgiven (judgeSlack). A script that hovers at its limit is not
// collected at every sample: the next forced collection waits until a
// quarter of the smallest limit has been allocated since the last one, so
// that collecting costs about what GOGC=25 would.
//
// The files of the Runs' filesystems live in the heap too; MaxFilesystemBytes
// bounds them, so what they grew by is left out of the measure.
//
// The heap cannot say whose objects it holds, so each Run also counts the
// data its shell and commands hold (variable and array values, sort's and
// tac's buffers: runState.charge, Invocation.Hold). When the live heap has grown past a Run's limit, the guard
// stops the Run with the largest count, which may be another Run than the
// one whose limit was passed: the one that grew. When no count explains
// the growth (an allocation nothing counts), it stops the most recent Run
// over its limit. What a finished Run leaves in its session (variables,
// files) moves the baselines of the Runs still going, as data that was
// there before them.
var guard = &memGuard{runs: map[*runState]*memRun{}}

// memGuardInterval is how often the heap is sampled. Doubling a string
// from 256 MiB to 512 MiB takes longer than this, so a runaway allocation
// is caught within about one doubling of the limit.
const memGuardInterval = 5 * time.Millisecond

// judgeSlack is the share of a limit forgiven of what was allocated
// during a forced collection: a fourth.
const judgeSlack = 4

// stopGrace is how long the guard waits for a Run it stopped to end, and
// its data to become garbage, before judging the others again.
const stopGrace = time.Second

const (
	heapObjectsMetric = "/memory/classes/heap/objects:bytes"
	heapLiveMetric    = "/gc/heap/live:bytes"
	heapAllocsMetric  = "/gc/heap/allocs:bytes"
)

type memGuard struct {
	mu      sync.Mutex
	runs    map[*runState]*memRun
	seq     uint64 // start order of runs
	running bool   // the sampler goroutine is alive

	// Owned by the sampler goroutine.
	samples    []metrics.Sample
	nextAllocs uint64    // no forced collection before the heap allocated this
	stopping   *runState // stopped, its data not yet collected
	stoppedAt  time.Time
	forced     atomic.Int64 // forced collections, for tests
}

// guardForced is how many collections the guard forced so far.
func guardForced() int { return int(guard.forced.Load()) }

// A memRun is one Run under watch.
type memRun struct {
	rs *runState
	// base is the heap's objects when the Run started, moved by what
	// other Runs kept or let go of when they ended.
	base int64
	max  int64
	seq  uint64
	fs   vfs.Usager // the Run's filesystem, when it counts its bytes
	fs0  int64      // its bytes when the Run started
}

// files is what the Run's files have grown by: MaxFilesystemBytes bounds
// them, not MaxMemoryBytes.
func (m *memRun) files() int64 {
	if m.fs == nil {
		return 0
	}
	used, _ := m.fs.Usage()
	return max(used-m.fs0, 0)
}

// files is what the files of all the Runs have grown by.
func files(runs []*memRun) int64 {
	var n int64
	for _, m := range runs {
		n += m.files()
	}
	return n
}

type heapSample struct{ objects, live, allocs uint64 }

// readHeap samples the heap. The memory that WebAssembly guests (python3)
// have committed lives outside the Go heap (internal/mmapmem) and is freed
// when their run ends: it counts as heap objects, all live, and its growth
// as allocations (which pace the forced collections).
func readHeap(s []metrics.Sample) heapSample {
	metrics.Read(s)
	var h heapSample
	for i, p := range []*uint64{&h.objects, &h.live, &h.allocs} {
		if s[i].Value.Kind() == metrics.KindUint64 {
			*p = s[i].Value.Uint64()
		}
	}
	guests := uint64(max(mmapmem.Committed(), 0))
	h.objects += guests
	h.live += guests
	h.allocs += uint64(max(mmapmem.CommittedEver(), 0))
	return h
}

func newSamples() []metrics.Sample {
	return []metrics.Sample{{Name: heapObjectsMetric}, {Name: heapLiveMetric}, {Name: heapAllocsMetric}}
}

// add puts rs under watch until remove. The baseline is the heap's
// objects, garbage included, read before the script starts: nothing the
// process held before the Run counts against it. fs, when not nil, is the
// filesystem whose growth MaxFilesystemBytes bounds instead.
func (g *memGuard) add(rs *runState, max int64, fs vfs.Usager) {
	m := &memRun{rs: rs, base: int64(readHeap(newSamples()).objects), max: max, fs: fs}
	if fs != nil {
		m.fs0, _ = fs.Usage()
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.seq++
	m.seq = g.seq
	g.runs[rs] = m
	if !g.running {
		g.running = true
		// The first sample is an interval away: a Run that ends
		// before it (most scripts) starts no goroutine.
		time.AfterFunc(memGuardInterval, g.loop)
	}
}

// remove ends the watch of rs. kept is what the Run left in the heap for
// the next (its session's variables and files, less what it let go of):
// the Runs still going count it as if it had been there before they
// started, as it is none of their doing.
func (g *memGuard) remove(rs *runState, kept int64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.runs, rs)
	for _, m := range g.runs {
		m.base = max(m.base+kept, 0)
	}
}

// snapshot copies the Runs under watch (remove moves their baselines).
func (g *memGuard) snapshot() []*memRun {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]*memRun, 0, len(g.runs))
	for _, m := range g.runs {
		c := *m
		out = append(out, &c)
	}
	return out
}

// loop samples while any Run is under watch, from one interval after the
// first of them started (add).
func (g *memGuard) loop() {
	if g.samples == nil {
		g.samples = newSamples()
	}
	t := time.NewTicker(memGuardInterval)
	defer t.Stop()
	for {
		g.mu.Lock()
		if len(g.runs) == 0 {
			g.running = false
			g.mu.Unlock()
			return
		}
		g.mu.Unlock()
		g.check(time.Now())
		<-t.C
	}
}

func (g *memGuard) check(now time.Time) {
	runs := g.snapshot()
	if g.stopping != nil {
		if g.watched(g.stopping) && now.Sub(g.stoppedAt) < stopGrace {
			return
		}
		// Judge the others on a collection made after the stopped Run
		// let go of its data, not on the live heap that still held it.
		g.stopping = nil
		g.judge(runs, g.collect())
		return
	}
	h := readHeap(g.samples)
	objects := int64(h.objects) - files(runs)
	over, far := false, false
	for _, m := range runs {
		over = over || objects > m.base+m.max
		far = far || objects > m.base+m.max+m.max/2
	}
	switch {
	case far:
		// Not even a heap of garbage explains this much: under GOGC=100
		// a live heap within the limit is collected before it doubles.
		// Judge now, on the heap as it is, rather than after a
		// collection as long as the runaway has time to grow during.
		g.judge(runs, collection{live: h.objects})
	case over && h.allocs >= g.nextAllocs:
		g.judge(runs, g.collect())
	}
}

func (g *memGuard) watched(rs *runState) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.runs[rs] != nil
}

// A collection is the live heap a forced collection left, and what was
// allocated while it ran.
type collection struct{ live, allocs uint64 }

// collect forces a collection.
func (g *memGuard) collect() collection {
	before := readHeap(g.samples).allocs
	runtime.GC()
	g.forced.Add(1)
	h := readHeap(g.samples)
	var least int64
	for _, m := range g.snapshot() {
		if least == 0 || m.max < least {
			least = m.max
		}
	}
	g.nextAllocs = h.allocs + uint64(least/judgeSlack)
	return collection{h.live, h.allocs - before}
}

// judge stops one Run when the live heap has grown past some Run's limit:
// the one that holds the most (see guard).
func (g *memGuard) judge(runs []*memRun, c collection) {
	var over *memRun // the most recent Run over its limit
	var least int64  // the smallest limit passed
	fs := files(runs)
	for _, m := range runs {
		live := int64(c.live) - fs - min(int64(c.allocs), m.max/judgeSlack)
		if live > m.base+m.max && !m.rs.stopped() {
			if over == nil || m.seq > over.seq {
				over = m
			}
			if least == 0 || m.max < least {
				least = m.max
			}
		}
	}
	if over == nil {
		return
	}
	culprit := over
	var most int64
	for _, m := range runs {
		if h := m.rs.charged.Load(); h > most && !m.rs.stopped() {
			most, culprit = h, m
		}
	}
	// A count far below the growth does not explain it.
	if most < least/8 {
		culprit = over
	}
	culprit.rs.setFatal(&limitError{"MaxMemoryBytes", strconv.FormatInt(culprit.max, 10)})
	culprit.rs.cancel()
	g.stopping = culprit.rs
	g.stoppedAt = time.Now()
}

// charge counts n bytes (negative: released) that the Run's shell or
// commands hold, for the guard's attribution.
func (rs *runState) charge(n int64) {
	if rs != nil {
		rs.charged.Add(n)
	}
}

// strBytes is what a string's bytes take in the heap: the allocator rounds
// a request up to its size class, or to whole 8 KiB pages past 32 KiB (a
// 64 KiB + 5 byte value takes 72 KiB). Counting the length alone would
// leave that share of a session's data unexplained to the guard.
func strBytes(s string) int64 { return heapSize(len(s)) }

// heapSize is the allocation Go's heap makes for n bytes of pointer-free
// data (its size classes, runtime/sizeclasses.go).
func heapSize(n int) int64 {
	switch {
	case n == 0:
		return 0
	case n > sizeClasses[len(sizeClasses)-1]:
		const page = 8 << 10
		return int64((n + page - 1) / page * page)
	}
	i, _ := slices.BinarySearch(sizeClasses, n)
	return int64(sizeClasses[i])
}

var sizeClasses = []int{8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256,
	288, 320, 352, 384, 416, 448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792,
	2048, 2304, 2688, 3072, 3200, 3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728,
	10240, 10880, 12288, 13568, 14336, 16384, 18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768}
