package worker

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store/sqlite"
)

// inProcess is the server's Sessions without workers, over its own
// store, for comparison.
func inProcess(tb testing.TB) server.Sessions {
	tb.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(tb.TempDir(), "sessions.db"))
	if err != nil {
		tb.Fatal(err)
	}
	mgr, err := session.NewManager(st, session.WithWorkspace(session.Workspace{Name: "t", Limits: computerwelt.Limits{Timeout: time.Second}}))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { mgr.Close(); st.Close() })
	return server.ManagerSessions(mgr)
}

// BenchmarkEcho measures one `echo hi` turn of a conversation, in the
// server's process and through a worker; p50-µs is the median call. The
// difference is the cost of the worker hop.
func BenchmarkEcho(b *testing.B) {
	for _, mode := range []string{"in-process", "worker"} {
		b.Run(mode, func(b *testing.B) {
			var s server.Sessions
			if mode == "worker" {
				s = newTestPool(b)
			} else {
				s = inProcess(b)
			}
			ctx := context.Background()
			req := server.ExecRequest{Conversation: "bench", Owner: "alice", Script: "echo hi"}
			if _, err := s.Exec(ctx, req); err != nil {
				b.Fatal(err)
			}
			var ds []time.Duration
			b.ResetTimer()
			for b.Loop() {
				t0 := time.Now()
				res, err := s.Exec(ctx, req)
				ds = append(ds, time.Since(t0))
				if err != nil || res.Stdout != "hi\n" {
					b.Fatalf("%+v %v", res, err)
				}
			}
			slices.Sort(ds)
			b.ReportMetric(float64(ds[len(ds)/2].Microseconds()), "p50-µs")
		})
	}
}

// TestLoadThroughWorkers runs 200 conversations of 20 calls each at once,
// through a pool and in-process, and logs the latencies (CW_LONG=1: it
// takes a minute or more).
func TestLoadThroughWorkers(t *testing.T) {
	if os.Getenv("CW_LONG") == "" {
		t.Skip("load test: set CW_LONG=1")
	}
	for _, mode := range []string{"in-process", "worker"} {
		var s server.Sessions
		if mode == "worker" {
			s = newTestPool(t)
		} else {
			s = inProcess(t)
		}
		const convs, calls = 200, 20
		var mu sync.Mutex
		var ds []time.Duration
		var wg sync.WaitGroup
		start := time.Now()
		for c := range convs {
			wg.Go(func() {
				for i := range calls {
					script := fmt.Sprintf("n=$((${n:-0} + 1)); echo %d >> log; echo $n $(wc -l < log)", i)
					t0 := time.Now()
					res, err := s.Exec(context.Background(), server.ExecRequest{Conversation: fmt.Sprintf("load-%d", c), Owner: "alice", Script: script})
					d := time.Since(t0)
					if want := fmt.Sprintf("%d %d\n", i+1, i+1); err != nil || res.Stdout != want {
						t.Errorf("conversation %d call %d: %+v %v, want %q", c, i, res, err, want)
						return
					}
					mu.Lock()
					ds = append(ds, d)
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		total := time.Since(start)
		slices.Sort(ds)
		if len(ds) == 0 {
			continue
		}
		t.Logf("%s: %d calls in %s (%.0f/s); p50 %s, p95 %s, p99 %s", mode, len(ds), total.Round(time.Millisecond),
			float64(len(ds))/total.Seconds(), ds[len(ds)/2], ds[len(ds)*95/100], ds[len(ds)*99/100])
	}
}
