package shell

import (
	"bytes"
	"context"
	"runtime"
	"runtime/metrics"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/mmapmem"
)

// TestMaxMemoryBytesStopsAHeapRunaway: a command that keeps allocating (as
// jq doubling a string or sort buffering an endless input would) ends the
// script with the MaxMemoryBytes message and status 125, long before the
// timeout.
func TestMaxMemoryBytesStopsAHeapRunaway(t *testing.T) {
	const max = 64 << 20
	sh := newTestShell(t, Limits{Timeout: time.Minute, MaxMemoryBytes: max})
	var held [][]byte
	sh.cfg.Commands["hog"] = &Command{Name: "hog", Run: func(ctx context.Context, inv *Invocation) int {
		for ctx.Err() == nil {
			held = append(held, make([]byte, 1<<20))
			time.Sleep(100 * time.Microsecond)
		}
		return 1
	}}
	var out, errb bytes.Buffer
	start := time.Now()
	res, err := sh.Run(context.Background(), "hog; echo after", RunIO{Stdout: &out, Stderr: &errb})
	elapsed := time.Since(start)
	held = nil
	if err != nil {
		t.Fatal(err)
	}
	want := "computerwelt: limit exceeded: MaxMemoryBytes (" + strconv.Itoa(max) + ")\n"
	if res.ExitCode != ExitLimit || errb.String() != want || out.String() != "" {
		t.Fatalf("got status %d stdout %q stderr %q; want 125 and %q", res.ExitCode, out.String(), errb.String(), want)
	}
	// Generous: the hog needs ~64 ms of sleeps to get there; the bound only
	// shows the guard, not the minute-long timeout, ended it.
	if elapsed > 20*time.Second {
		t.Errorf("took %v", elapsed)
	}
}

// TestMaxMemoryBytesNegativeIsOff: a negative limit disables the guard
// that a tiny positive one shows firing.
func TestMaxMemoryBytesNegativeIsOff(t *testing.T) {
	for _, c := range []struct {
		max    int64
		status int
	}{{1 << 20, ExitLimit}, {-1, 0}} {
		sh := newTestShell(t, Limits{MaxMemoryBytes: c.max})
		sh.cfg.Commands["pause"] = &Command{Name: "pause", Run: func(ctx context.Context, inv *Invocation) int {
			// Far above the limit: garbage of other tests that a
			// collection frees meanwhile cannot hide it.
			held := make([]byte, 64<<20)
			defer runtime.KeepAlive(held)
			// With a limit the guard must stop the command; it is
			// given seconds, not a moment, as a loaded machine may
			// run the guard's sampling late.
			wait := 200 * time.Millisecond
			if c.max > 0 {
				wait = 20 * time.Second
			}
			select {
			case <-time.After(wait):
				return 0
			case <-ctx.Done():
				return 1
			}
		}}
		// The baseline is the heap at the start: collect other tests'
		// garbage first, so that its collection does not offset the growth.
		runtime.GC()
		if _, _, st := runScript(t, sh, "pause"); st != c.status {
			t.Errorf("MaxMemoryBytes %d: status %d, want %d", c.max, st, c.status)
		}
	}
}

// TestMaxMemoryBytesStopsTheRunThatGrew: two sandboxes share the process's
// heap; while one runs a modest script, the other grows without bound,
// through a command or through its variables. The modest one has the
// smaller limit, passed first, but the guard stops the one that grew; and
// the modest one finishes, also when the runaway's array stays in its
// session after its Run.
func TestMaxMemoryBytesStopsTheRunThatGrew(t *testing.T) {
	const max = 32 << 20
	for _, c := range []struct{ name, script string }{
		{"command", "hog"},
		{"variables", `s=x; for i in {1..16}; do s=$s$s; done; while :; do a+=("$s$RANDOM"); done`},
	} {
		t.Run(c.name, func(t *testing.T) {
			modest := newTestShell(t, Limits{Timeout: time.Minute, MaxMemoryBytes: max})
			modest.cfg.Commands["tick"] = &Command{Name: "tick", Run: func(ctx context.Context, inv *Invocation) int {
				select {
				case <-time.After(25 * time.Millisecond):
					return 0
				case <-ctx.Done():
					return 1
				}
			}}
			runaway := newTestShell(t, Limits{Timeout: time.Minute, MaxMemoryBytes: 4 * max,
				MaxCommands: 1 << 30, MaxLoopIterations: 1 << 30, MaxArrayElements: 1 << 30})
			var held [][]byte
			runaway.cfg.Commands["hog"] = &Command{Name: "hog", Run: func(ctx context.Context, inv *Invocation) int {
				defer inv.Hold(-int64(len(held)) << 20)
				for ctx.Err() == nil {
					held = append(held, make([]byte, 1<<20))
					inv.Hold(1 << 20)
					time.Sleep(100 * time.Microsecond)
				}
				held = nil
				return 1
			}}
			runtime.GC()
			type result struct {
				out, err string
				status   int
			}
			modestDone := make(chan result)
			go func() {
				var out, errb bytes.Buffer
				res, err := modest.Run(context.Background(), "for i in {1..60}; do tick; x=$x$i; done; echo finished",
					RunIO{Stdout: &out, Stderr: &errb})
				if err != nil {
					t.Error(err)
				}
				modestDone <- result{out.String(), errb.String(), res.ExitCode}
			}()
			time.Sleep(100 * time.Millisecond)
			_, errs, st := runScript(t, runaway, c.script+"; echo after")
			want := "computerwelt: limit exceeded: MaxMemoryBytes (" + strconv.Itoa(4*max) + ")\n"
			if st != ExitLimit || errs != want {
				t.Errorf("runaway: status %d stderr %q, want 125 and %q", st, errs, want)
			}
			m := <-modestDone
			runtime.KeepAlive(runaway) // its session, and array, live on
			if m.status != 0 || m.out != "finished\n" || m.err != "" {
				t.Errorf("modest: status %d stdout %q stderr %q, want 0 and finished", m.status, m.out, m.err)
			}
		})
	}
}

// TestMaxMemoryBytesCountsLiveDataOnly: a command that holds less than the
// limit while it makes garbage past it (the heap's objects pass the limit
// between collections) is not stopped: the guard collects before it
// judges. And it does not collect at every sample while the heap stays
// over: only after a quarter of the limit was allocated since the last.
func TestMaxMemoryBytesCountsLiveDataOnly(t *testing.T) {
	const max = 64 << 20
	sh := newTestShell(t, Limits{Timeout: time.Minute, MaxMemoryBytes: max})
	var sink atomic.Pointer[[]byte]
	sh.cfg.Commands["churn"] = &Command{Name: "churn", Run: func(ctx context.Context, inv *Invocation) int {
		live := make([][]byte, 40)
		for i := range live {
			live[i] = make([]byte, 1<<20)
		}
		for i := 0; i < 400 && ctx.Err() == nil; i++ {
			b := make([]byte, 1<<20)
			sink.Store(&b)
			time.Sleep(time.Millisecond)
		}
		runtime.KeepAlive(live)
		return 0
	}}
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	forced := guardForced()
	start := time.Now()
	_, errs, st := runScript(t, sh, "churn")
	elapsed := time.Since(start)
	n := guardForced() - forced
	runtime.ReadMemStats(&after)
	if st != 0 || errs != "" {
		t.Errorf("status %d stderr %q, want 0 and nothing", st, errs)
	}
	allocated := after.TotalAlloc - before.TotalAlloc
	if limit := int(allocated/(max/judgeSlack)) + 1; n > limit {
		t.Errorf("%d forced collections for %d MiB allocated in %v, want at most %d", n, allocated>>20, elapsed, limit)
	}
	t.Logf("%d forced collections for %d MiB allocated in %v (%d samples)", n, allocated>>20, elapsed, elapsed/memGuardInterval)
}

// TestHeapSize: the guard's estimate of an allocation is what the Go heap
// takes for it, measured.
func TestHeapSize(t *testing.T) {
	var ms runtime.MemStats
	for _, n := range []int{17, 100, 1000, 5000, 32768, 32769, 65541, 1 << 20, 1<<20 + 1} {
		runtime.ReadMemStats(&ms) // flushes the per-P counts
		before := ms.TotalAlloc
		sink = make([]byte, n)
		runtime.ReadMemStats(&ms)
		got := int64(ms.TotalAlloc - before)
		sink = nil
		if want := heapSize(n); got != want {
			t.Errorf("heapSize(%d) = %d, the heap took %d", n, want, got)
		}
	}
}

// sink makes TestHeapSize's allocations escape to the heap.
var sink []byte

// TestMaxMemoryBytesCountsGuestMemory: memory committed for a WebAssembly
// guest (python3's linear memory, outside the Go heap) counts as the heap's
// growth does.
func TestMaxMemoryBytesCountsGuestMemory(t *testing.T) {
	a := mmapmem.New()
	if a == nil {
		t.Skip("no mmap on this platform")
	}
	for _, c := range []struct {
		commit uint64
		status int
	}{{64 << 20, ExitLimit}, {1 << 20, 0}} {
		sh := newTestShell(t, Limits{MaxMemoryBytes: 16 << 20})
		sh.cfg.Commands["guest"] = &Command{Name: "guest", Run: func(ctx context.Context, inv *Invocation) int {
			m := a.Allocate(0, 64<<20)
			defer m.Free()
			m.Reallocate(c.commit) // committed, not touched: no heap, no RSS
			select {
			case <-time.After(300 * time.Millisecond):
				return 0
			case <-ctx.Done():
				return 1
			}
		}}
		runtime.GC()
		if _, _, st := runScript(t, sh, "guest"); st != c.status {
			t.Errorf("%d bytes committed: status %d, want %d", c.commit, st, c.status)
		}
	}
}

// TestShortRunStartsNoGoroutine: a Run that ends before the memory guard's
// first sample (every computerwelt run -c 'echo hi') starts no goroutine:
// the guard's sampler starts one interval after the Run began, and what
// breaks the pipes at the deadline is a context.AfterFunc. Each goroutine
// was a newproc and, in a fresh process, often a new thread woken to run
// it (issue 20). Counted with runtime/metrics, not timed.
func TestShortRunStartsNoGoroutine(t *testing.T) {
	sh := newTestShell(t, Limits{Timeout: time.Minute, MaxMemoryBytes: 64 << 20})
	s := []metrics.Sample{{Name: "/sched/goroutines-created:goroutines"}}
	created := func() uint64 {
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	runScript(t, sh, "true") // the shell's first Run may set things up
	// Wait out a sampler started before this test.
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(memGuardInterval) {
		guard.mu.Lock()
		running := guard.running
		guard.mu.Unlock()
		if !running {
			break
		}
	}
	least := uint64(1 << 62)
	for range 5 {
		before := created()
		if _, _, st := runScript(t, sh, "true; x=1; echo $x >/dev/null"); st != 0 {
			t.Fatalf("status %d", st)
		}
		least = min(least, created()-before)
	}
	if least != 0 {
		t.Errorf("a short Run started %d goroutines; want 0", least)
	}
}
