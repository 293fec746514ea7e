package shell

import (
	"runtime"
	"runtime/metrics"
	"strconv"
	"sync"
	"time"
)

// The memory guard enforces MaxMemoryBytes. A process has one heap, so
// there is one guard per process: it watches every Run in progress with
// one sampler, which is what lets it tell them apart.
//
// Each Run is judged on live data: the heap's objects are sampled every
// memGuardInterval, and when they pass a Run's baseline plus its limit the
// guard forces a collection (one at a time for the whole process, and not
// more often than the last collection's cost allows) and compares the live
// heap it leaves. Between forced collections, the runtime's own ones give
// fresh live measures too.
//
// The heap cannot say whose objects it holds, so each Run also counts the
// large data the shell and the commands hold for it (variable and array
// values, sort's and tac's buffers: runState.charge). When the live heap
// has grown past a Run's limit, the guard stops the Run with the largest
// count, which may be another Run than the one whose limit was passed: the
// one that grew. When no count explains the growth (an allocation nothing
// counts), it stops the most recent Run over its limit.
var guard = &memGuard{runs: map[*runState]*memRun{}}

// memGuardInterval is how often the heap is sampled. Doubling a string
// from 256 MiB to 512 MiB takes longer than this, so a runaway allocation
// is caught within about one doubling of the limit.
const memGuardInterval = 5 * time.Millisecond

// Forced collections are spaced by ten times the last one's duration
// (under 10% of the time spent collecting for a script that keeps hovering
// at its limit), within these bounds.
const (
	minForcedGCGap = 50 * time.Millisecond
	maxForcedGCGap = time.Second
)

// stopGrace is how long the guard waits for a Run it stopped to end, and
// its data to become garbage, before judging the others again.
const stopGrace = time.Second

const (
	heapObjectsMetric = "/memory/classes/heap/objects:bytes"
	heapLiveMetric    = "/gc/heap/live:bytes"
	gcCyclesMetric    = "/gc/cycles/total:gc-cycles"
)

type memGuard struct {
	mu      sync.Mutex
	runs    map[*runState]*memRun
	seq     uint64 // start order of runs
	running bool   // the sampler goroutine is alive

	// Owned by the sampler goroutine.
	samples    []metrics.Sample
	cycles     uint64    // GC cycles at the last judgment
	nextForced time.Time // no forced collection before
	stopping   *runState // stopped, its data not yet collected
	stoppedAt  time.Time
	forced     int // forced collections, for tests
}

// A memRun is one Run under watch.
type memRun struct {
	rs   *runState
	base uint64 // heap objects when the Run started
	max  uint64
	seq  uint64
}

type heapSample struct{ objects, live, cycles uint64 }

func readHeap(s []metrics.Sample) heapSample {
	metrics.Read(s)
	var h heapSample
	for i, p := range []*uint64{&h.objects, &h.live, &h.cycles} {
		if s[i].Value.Kind() == metrics.KindUint64 {
			*p = s[i].Value.Uint64()
		}
	}
	return h
}

func newSamples() []metrics.Sample {
	return []metrics.Sample{{Name: heapObjectsMetric}, {Name: heapLiveMetric}, {Name: gcCyclesMetric}}
}

// guardMemory puts rs under watch until unguard. The baseline is the heap's
// objects, garbage included, read before the script starts: nothing the
// process held before the Run counts against it.
func (g *memGuard) add(rs *runState, max int64) {
	base := readHeap(newSamples()).objects
	g.mu.Lock()
	defer g.mu.Unlock()
	g.seq++
	g.runs[rs] = &memRun{rs: rs, base: base, max: uint64(max), seq: g.seq}
	if !g.running {
		g.running = true
		go g.loop()
	}
}

func (g *memGuard) remove(rs *runState) {
	g.mu.Lock()
	delete(g.runs, rs)
	g.mu.Unlock()
}

func (g *memGuard) snapshot() []*memRun {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]*memRun, 0, len(g.runs))
	for _, m := range g.runs {
		out = append(out, m)
	}
	return out
}

// loop samples while any Run is under watch.
func (g *memGuard) loop() {
	if g.samples == nil {
		g.samples = newSamples()
	}
	t := time.NewTicker(memGuardInterval)
	defer t.Stop()
	for range t.C {
		g.mu.Lock()
		if len(g.runs) == 0 {
			g.running = false
			g.mu.Unlock()
			return
		}
		g.mu.Unlock()
		g.check(time.Now())
	}
}

func (g *memGuard) check(now time.Time) {
	runs := g.snapshot()
	h := readHeap(g.samples)
	if g.stopping != nil {
		if g.watched(g.stopping) && now.Sub(g.stoppedAt) < stopGrace {
			return
		}
		// Judge the others on a collection made after the stopped Run
		// let go of its data, not on the live heap that still held it.
		g.stopping = nil
		h = g.collect()
		g.cycles = h.cycles
		g.judge(runs, h.live)
		return
	}
	if h.cycles == g.cycles {
		// No collection since the last judgment: the live measure is
		// stale. Force one when some Run's share of the heap may be
		// over its limit.
		if !overAny(runs, h.objects) || now.Before(g.nextForced) {
			return
		}
		h = g.collect()
	}
	g.cycles = h.cycles
	g.judge(runs, h.live)
}

func (g *memGuard) watched(rs *runState) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.runs[rs] != nil
}

// collect forces a collection and returns the heap it leaves.
func (g *memGuard) collect() heapSample {
	start := time.Now()
	runtime.GC()
	d := time.Since(start)
	g.forced++
	g.nextForced = time.Now().Add(min(max(10*d, minForcedGCGap), maxForcedGCGap))
	return readHeap(g.samples)
}

func overAny(runs []*memRun, heap uint64) bool {
	for _, m := range runs {
		if heap > m.base+m.max {
			return true
		}
	}
	return false
}

// judge stops one Run when the live heap has grown past some Run's limit:
// the one that holds the most (see guard).
func (g *memGuard) judge(runs []*memRun, live uint64) {
	var over *memRun // the most recent Run over its limit
	var least uint64 // the smallest limit passed
	for _, m := range runs {
		if live > m.base+m.max && m.rs.stopped() == false {
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
		if c := m.rs.charged.Load(); c > most && !m.rs.stopped() {
			most, culprit = c, m
		}
	}
	// A count far below the growth does not explain it.
	if uint64(most) < least/8 {
		culprit = over
	}
	culprit.rs.setFatal(&limitError{"MaxMemoryBytes", strconv.FormatUint(culprit.max, 10)})
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
