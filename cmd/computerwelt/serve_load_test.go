package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/server"
)

// stop sends SIGTERM to the server and waits for it to exit, at most
// within; it returns how the process ended and how long that took.
func (p *serveProcess) stop(t testing.TB, within time.Duration) (error, time.Duration) {
	t.Helper()
	start := time.Now()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	select {
	case err := <-exited:
		return err, time.Since(start)
	case <-time.After(within):
		p.cmd.Process.Kill()
		t.Fatalf("serve did not exit within %s of SIGTERM", within)
		return nil, 0
	}
}

// TestServeWorkersLoad runs many conversations at once through the real
// `serve` and its worker processes, half over MCP (streamable HTTP) and
// half over the JSON API. Every fourth conversation (every twentieth in
// the long form) is hostile: every other call of it ends its worker the
// ways a bug would (crashHooks: stack overflow, huge allocation, memory
// growth, a loop that ignores its context, a panic, an exit). The server
// stays up; every other call answers what the conversation's earlier
// calls imply (a counter in a variable and a line count of a file, so
// that a session a worker lost must come back from the store); every
// hostile call ends with its own message; the pool is back to its size
// with one start per crash; and after SIGTERM a new server on the same
// store continues every conversation. By default 12 conversations of 6
// calls (9 crashes); CW_LONG=1 runs 200 of 20 (100 crashes).
func TestServeWorkersLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server with workers: skipped with -short")
	}
	convs, calls := testlong.Count(12, 200), testlong.Count(6, 20)
	hostileEvery := testlong.Count(4, 20)
	cfg := workersConfig(t, "2s")
	p := startServe(t, cfg, "--test-hooks")
	startsBefore := metric(p.waitWorkers(t, 3, time.Minute), "computerwelt_worker_starts_total")

	type conv struct {
		name    string
		mcp     bool
		hostile bool
		normal  int // calls that ran to the end
	}
	all := make([]*conv, convs)
	for i := range all {
		all[i] = &conv{name: fmt.Sprintf("load-%d", i), mcp: i%2 == 0, hostile: i%hostileEvery == hostileEvery-1}
	}
	var (
		mu        sync.Mutex
		latencies []time.Duration
		crashes   int
		wg        sync.WaitGroup
	)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	start := time.Now()
	for ci, c := range all {
		wg.Go(func() {
			exec := func(script string) (server.ExecResult, error) {
				res, _, err := p.apiExec(c.name, script)
				return res, err
			}
			if c.mcp {
				cs, err := p.connectMCP(ctx, c.name)
				if err != nil {
					t.Errorf("%s: %v", c.name, err)
					return
				}
				defer cs.Close()
				exec = func(script string) (server.ExecResult, error) {
					return callTool(ctx, cs, map[string]any{"script": script})
				}
			}
			for i := range calls {
				if c.hostile && i%2 == 1 {
					hook := crashHooks[(ci/hostileEvery*calls/2+i/2)%len(crashHooks)]
					res, err := exec(hook.script)
					if err != nil || res.ExitCode == 0 || !regexp.MustCompile(hook.want).MatchString(res.Stderr) {
						t.Errorf("%s call %d (%s): %+v %v, want a non-zero status and %q", c.name, i, hook.script, res, err, hook.want)
						return
					}
					mu.Lock()
					crashes++
					mu.Unlock()
					continue
				}
				t0 := time.Now()
				res, err := exec(fmt.Sprintf("n=$((${n:-0} + 1)); echo %d >> log; echo $n $(wc -l < log)", i))
				d := time.Since(t0)
				if want := fmt.Sprintf("%d %d\n", c.normal+1, c.normal+1); err != nil || res.ExitCode != 0 || res.Stdout != want {
					t.Errorf("%s call %d: %+v %v, want %q", c.name, i, res, err, want)
					return
				}
				c.normal++
				mu.Lock()
				latencies = append(latencies, d)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	total := time.Since(start)
	if t.Failed() {
		t.FailNow()
	}
	slices.Sort(latencies)
	pct := func(f float64) time.Duration {
		return latencies[int(float64(len(latencies)-1)*f)].Round(time.Millisecond)
	}
	t.Logf("%d conversations x %d calls (%d crashes) in %s at load %.1f; other calls p50 %s, p90 %s, p99 %s, max %s",
		convs, calls, crashes, total.Round(time.Millisecond), loadAverage(), pct(0.5), pct(0.9), pct(0.99), pct(1))

	// The server is up and the pool whole again, one start per crash.
	resp, err := http.Get(p.base + "/healthz")
	if err != nil {
		t.Fatalf("server gone: %v", err)
	}
	resp.Body.Close()
	m := p.waitWorkers(t, 3, time.Minute)
	if n := metric(m, "computerwelt_worker_starts_total") - startsBefore; n < float64(crashes) {
		t.Errorf("%v workers started after %d crashes", n, crashes)
	}
	var exits float64
	for _, cause := range []string{"crash", "memory", "deadline", "exited"} {
		exits += max(metric(m, `computerwelt_worker_exits_total{cause="`+cause+`"}`), 0)
	}
	if exits != float64(crashes) {
		t.Errorf("%v workers ended by crash, memory, deadline or exit; %d calls crashed one", exits, crashes)
	}

	// Every conversation goes on in a new server over the same store.
	if err, took := p.stop(t, 30*time.Second); err != nil {
		t.Fatalf("serve exited after %s: %v", took, err)
	}
	p = startServe(t, cfg)
	for _, c := range all {
		want := fmt.Sprintf("%d %d\n", c.normal, c.normal)
		if res, _, err := p.apiExec(c.name, "echo $n $(wc -l < log)"); err != nil || res.Stdout != want {
			t.Errorf("%s after a restart: %+v %v, want %q", c.name, res, err, want)
		}
	}
}

// TestServeStopsSpinningWorker: SIGTERM while a worker spins in a loop
// deaf to its context, with a time limit far away. The server waits
// --shutdown-timeout for the turn, then stops it: the turn is answered
// (the server is shutting down), the worker is killed, and the process
// exits 0 within the shutdown timeout, the workers' grace and a second
// for the connections.
func TestServeStopsSpinningWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server with workers: skipped with -short")
	}
	const shutdownTimeout, grace = 2 * time.Second, 500 * time.Millisecond
	p := startServe(t, workersConfig(t, "5m"), "--test-hooks", "--shutdown-timeout", shutdownTimeout.String())
	p.waitWorkers(t, 3, time.Minute)
	res, _, err := p.apiExec("spin", "#cw-test-crash: pid")
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(res.Stdout))
	type reply struct {
		res server.ExecResult
		err error
	}
	done := make(chan reply, 1)
	go func() {
		res, _, err := p.apiExec("spin", "#cw-test-crash: spin")
		done <- reply{res, err}
	}()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if metric(p.metricsText(t), "computerwelt_workers_busy") == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the spinning turn never showed as busy")
		}
	}
	err, took := p.stop(t, time.Minute)
	t.Logf("serve exited in %s: %v (load %.1f)", took, err, loadAverage())
	if err != nil {
		t.Errorf("serve exited: %v", err)
	}
	if bound := shutdownTimeout + grace + 2*time.Second; took > bound {
		t.Errorf("serve took %s to stop, more than %s", took, bound)
	}
	select {
	case r := <-done:
		t.Logf("the spinning turn: %+v %v", r.res, r.err)
		if r.err != nil || r.res.ExitCode == 0 || !strings.Contains(r.res.Stderr, "the server is shutting down") {
			t.Errorf("the spinning turn: %+v %v, want a message that the server is shutting down", r.res, r.err)
		}
	case <-time.After(10 * time.Second):
		t.Error("the spinning turn got no answer")
	}
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("worker %d still there after serve exited: %v", pid, err)
	}
}
