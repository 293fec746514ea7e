package session_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
)

// BenchmarkResume100Files measures resuming a session with 100 changed
// files from SQLite in a new manager, up to reading one of the files.
func BenchmarkResume100Files(b *testing.B) {
	path := filepath.Join(b.TempDir(), "s.db")
	st := openSQLite(b, path)
	ws := testWorkspace(b, newBase(b, nil))
	m := newManager(b, st, session.WithWorkspace(ws))
	run(b, m, "c", `mkdir -p /work/src; for i in $(seq 100); do seq $i > /work/src/f$i; done; cd /work/src; x=1`)
	m.Close()
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		m, err := session.NewManager(st, session.WithWorkspace(ws))
		if err != nil {
			b.Fatal(err)
		}
		data, err := m.ReadFile(ctx, "c", "f3")
		if err != nil || string(data) != "1\n2\n3\n" {
			b.Fatalf("%q %v", data, err)
		}
		m.Close()
	}
}

// BenchmarkIdleSessionMemory reports the heap an idle in-memory session
// holds (one turn run, a few small files written).
func BenchmarkIdleSessionMemory(b *testing.B) {
	ws := testWorkspace(b, newBase(b, nil))
	const n = 200
	for b.Loop() {
		st := newMemStore()
		m := newManager(b, st, session.WithWorkspace(ws))
		run(b, m, "warm", `true`)
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for i := range n {
			run(b, m, fmt.Sprint("s", i), `x=1; echo hi > /work/f; cd /tmp`)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/n, "B/session")
		m.Close()
	}
}

// BenchmarkTurnsOneConversation runs turns of one conversation (SQLite).
func BenchmarkTurnsOneConversation(b *testing.B) {
	st := openSQLite(b, filepath.Join(b.TempDir(), "s.db"))
	m := newManager(b, st, session.WithWorkspace(testWorkspace(b, newBase(b, nil))))
	ctx := context.Background()
	for b.Loop() {
		if _, err := m.Exec(ctx, "c", `x=$((x+1)); echo $x > /work/f`); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTurnsAcross100 runs turns of 100 conversations in parallel
// (SQLite).
func BenchmarkTurnsAcross100(b *testing.B) {
	st := openSQLite(b, filepath.Join(b.TempDir(), "s.db"))
	m := newManager(b, st, session.WithWorkspace(testWorkspace(b, newBase(b, nil))))
	ctx := context.Background()
	var next atomic.Int64
	b.SetParallelism(50)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			conv := fmt.Sprint("c", next.Add(1)%100)
			if _, err := m.Exec(ctx, conv, `x=$((x+1)); echo $x > /work/f`); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkTurnsOneConversationPostgres is BenchmarkTurnsOneConversation
// on PostgreSQL (CW_POSTGRES_URL).
func BenchmarkTurnsOneConversationPostgres(b *testing.B) {
	u := testpg.Require(b)
	st := openPostgres(b, u, testpg.Schema(b, u, "cwsession_"))
	m := newManager(b, st, session.WithWorkspace(testWorkspace(b, newBase(b, nil))))
	ctx := context.Background()
	for b.Loop() {
		if _, err := m.Exec(ctx, "c", `x=$((x+1)); echo $x > /work/f`); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTurnHistory runs turns of one conversation on SQLite with the
// turns' history recorded and without (History.Off), in one run, so that
// their ratio is what recording costs a turn.
func BenchmarkTurnHistory(b *testing.B) {
	for _, off := range []bool{false, true} {
		name := "recorded"
		if off {
			name = "off"
		}
		b.Run(name, func(b *testing.B) {
			st := openSQLite(b, filepath.Join(b.TempDir(), "s.db"))
			ws := testWorkspace(b, newBase(b, nil))
			ws.History.Off = off
			m := newManager(b, st, session.WithWorkspace(ws))
			ctx := context.Background()
			// CPU time, not wall time: the commit's fsync and the other
			// processes on the machine do not count.
			cpu0 := cpuTime()
			for b.Loop() {
				if _, err := m.Exec(ctx, "c", `x=$((x+1)); echo $x > /work/f; echo "turn $x"`); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkTurnInLargeSession runs one-file turns of a session whose
// scratch mount holds 100,000 files it wrote (SQLite): what persisting and
// recording a turn costs follows the one changed file, not the 100,000
// (compare BenchmarkTurnHistory, a session of one file).
func BenchmarkTurnInLargeSession(b *testing.B) {
	st := openSQLite(b, filepath.Join(b.TempDir(), "s.db"))
	ws := testWorkspace(b, newBase(b, nil))
	ws.Limits.MaxCommands = 1 << 20
	ws.Limits.MaxFiles = 1 << 20
	ws.Limits.Timeout = 10 * time.Minute
	m := newManager(b, st, session.WithWorkspace(ws))
	ctx := context.Background()
	dirs := 100
	if v := os.Getenv("CW_BENCH_DIRS"); v != "" {
		dirs, _ = strconv.Atoi(v)
	}
	for d := range dirs {
		if _, err := m.Exec(ctx, "c", fmt.Sprintf(`mkdir -p /scratch/d%d; cd /scratch/d%d; for i in {1..1000}; do echo $i > f$i; done`, d, d)); err != nil {
			b.Fatal(err)
		}
	}
	// CW_BENCH_PROF=FILE profiles the turns alone (-cpuprofile would
	// be mostly the 100 turns that wrote the files).
	if name := os.Getenv("CW_BENCH_PROF"); name != "" {
		f, err := os.Create(name)
		if err != nil {
			b.Fatal(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			b.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		if _, err := m.Exec(ctx, "c", `x=$((x+1)); echo $x > /scratch/d7/f7`); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
	rs, err := m.Turns(ctx, "c", store.TurnFilter{Newest: true, Limit: 1})
	if err != nil || len(rs) != 1 || len(rs[0].Changes) != 1 || rs[0].Changes[0].Path != "/scratch/d7/f7" {
		b.Fatalf("last turn's record: %+v %v", rs, err)
	}
}
