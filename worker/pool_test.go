package worker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/metrics"
	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store/sqlite"
)

// The test binary is its own worker: started with CW_WORKER_TEST_CHILD
// set, it serves a session manager over the SQLite store the test names.
func TestMain(m *testing.M) {
	if os.Getenv("CW_WORKER_TEST_CHILD") == "1" {
		os.Exit(runTestChild())
	}
	os.Exit(m.Run())
}

func runTestChild() int {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, os.Getenv("CW_WORKER_TEST_STORE"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer st.Close()
	mgr, err := session.NewManager(st,
		session.WithWorkspace(session.Workspace{Name: "t", Limits: computerwelt.Limits{Timeout: time.Second}}),
		session.WithHolder(os.Getenv("CW_WORKER_TEST_HOLDER")))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer mgr.Close()
	if err := Serve(ctx, os.Stdin, os.Stdout, mgr, WithTestHooks()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// newTestPool starts a pool of test workers over a new store.
func newTestPool(t testing.TB, opts ...Option) *Pool {
	t.Helper()
	dbPath := filepath.Join(t.TempDir(), "sessions.db")
	st, err := sqlite.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	cmd := func(holder string) *exec.Cmd {
		c := exec.Command(os.Args[0], "-test.run=^$")
		c.Env = append(os.Environ(), "CW_WORKER_TEST_CHILD=1", "CW_WORKER_TEST_STORE="+dbPath, "CW_WORKER_TEST_HOLDER="+holder)
		return c
	}
	opts = append([]Option{
		WithSize(2), WithGrace(300 * time.Millisecond), WithTurnTimeout(time.Second),
		WithLeaseRelease(StoreRelease(st)), WithMemoryLimit(256 << 20),
		WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))), WithWorkerLog(io.Discard),
	}, opts...)
	p, err := New(cmd, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		p.Close(ctx)
	})
	waitSize(t, p, 2)
	return p
}

// waitSize waits for the pool to have n ready workers.
func waitSize(t testing.TB, p *Pool, n int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for p.Size() < n {
		if time.Now().After(deadline) {
			t.Fatalf("pool has %d workers ready, want %d (%v)", p.Size(), n, p.Ready(context.Background()))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func exec1(t testing.TB, p *Pool, conv, script string) computerwelt.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := p.Exec(ctx, server.ExecRequest{Conversation: conv, Owner: "alice", Script: script})
	if err != nil {
		t.Fatalf("%s: %q: %v", conv, script, err)
	}
	return res
}

func TestPoolRunsTurnsAndKeepsState(t *testing.T) {
	p := newTestPool(t)
	if res := exec1(t, p, "c1", "echo hi; cd /tmp; x=1; echo data > f"); res.Stdout != "hi\n" || res.ExitCode != 0 {
		t.Fatalf("got %+v", res)
	}
	// The next turn, on whichever worker, sees the files, directory and
	// variables of the first.
	if res := exec1(t, p, "c1", "cat f; pwd; echo $x"); res.Stdout != "data\n/tmp\n1\n" {
		t.Fatalf("second turn: %+v", res)
	}
	// Another conversation is apart.
	if res := exec1(t, p, "c2", "cat /tmp/f"); res.ExitCode == 0 {
		t.Fatalf("c2 sees c1's file: %+v", res)
	}
	// Streaming and stdin.
	var out, errb bytes.Buffer
	res, err := p.Exec(context.Background(), server.ExecRequest{Conversation: "c1", Owner: "alice", Script: "tr a-z A-Z; echo oops >&2", Stdin: strings.NewReader("abc\n"), Stdout: &out, Stderr: &errb})
	if err != nil || out.String() != "ABC\n" || errb.String() != "oops\n" || res.Stdout != "" {
		t.Fatalf("streaming: %+v %v %q %q", res, err, out.String(), errb.String())
	}
	// Files through the API, and the diff.
	ctx := context.Background()
	if err := p.WriteFile(ctx, "alice", "c1", "/tmp/g", []byte("\xff\x00bin")); err != nil {
		t.Fatal(err)
	}
	if data, err := p.ReadFile(ctx, "alice", "c1", "/tmp/g"); err != nil || string(data) != "\xff\x00bin" {
		t.Fatalf("read back %q, %v", data, err)
	}
	var diff bytes.Buffer
	if err := p.Diff(ctx, "alice", "c1", &diff); err != nil || !strings.Contains(diff.String(), "/tmp/f") {
		t.Fatalf("diff %q, %v", diff.String(), err)
	}
}

func TestPoolErrorsKeepTheirKind(t *testing.T) {
	p := newTestPool(t)
	exec1(t, p, "mine", "true")
	_, err := p.Exec(context.Background(), server.ExecRequest{Conversation: "mine", Owner: "mallory", Script: "true"})
	if !errors.Is(err, server.ErrForbidden) {
		t.Errorf("another owner: %v, want ErrForbidden", err)
	}
	if _, err := p.ReadFile(context.Background(), "alice", "mine", "/nope"); err == nil {
		t.Error("reading a missing file: no error")
	}
	var diff bytes.Buffer
	if err := p.Diff(context.Background(), "alice", "nobody", &diff); !errors.Is(err, server.ErrNotFound) {
		t.Errorf("diff of an unknown conversation: %v, want ErrNotFound", err)
	}
	_, err = p.Exec(context.Background(), server.ExecRequest{Conversation: "new", Owner: "alice", Workspace: "nope", Script: "true"})
	if !errors.Is(err, server.ErrUnknownWorkspace) {
		t.Errorf("unknown workspace: %v", err)
	}
}

// memoryMessage is a turn's message when its worker passed the memory
// cap: killed past it, or refused memory near it (RLIMIT_DATA, which a
// fast growth meets first when the watch is late on a loaded machine).
var memoryMessage = regexp.MustCompile(`used more than \d+ MiB of memory|asked for more memory than there is \(it may use \d+ MiB\)`)

// Each way a worker can die ends the turn with a message and a status;
// the conversation keeps its state, another conversation is not
// disturbed, and the pool is back to its size.
func TestPoolSurvivesWorkerDeaths(t *testing.T) {
	p := newTestPool(t, WithMemoryLimit(96<<20))
	exec1(t, p, "victim", "echo before > /tmp/kept; v=1")
	for _, tc := range []struct {
		hook   string
		status int
		msg    string
	}{
		{"stack", StatusCrashed, `crashed the sandbox \(stack overflow\)`},
		{"alloc", StatusMemory, `asked for more memory than there is \(it may use 96 MiB\)`},
		{"grow", StatusMemory, memoryMessage.String()},
		{"spin", StatusTimeLimit, "did not stop at the time limit"},
		{"panic", StatusCrashed, `crashed the sandbox \(test hook: a panic no recover catches\)`},
		{"exit", StatusCrashed, "exited with status 3"},
	} {
		t.Run(tc.hook, func(t *testing.T) {
			start := time.Now()
			res := exec1(t, p, "victim", "#cw-test-crash: "+tc.hook)
			if res.ExitCode != tc.status || !regexp.MustCompile(tc.msg).MatchString(res.Stderr) {
				t.Errorf("got status %d, stderr %q; want %d, %q", res.ExitCode, res.Stderr, tc.status, tc.msg)
			}
			t.Logf("%s: %s", tc.hook, time.Since(start))
			if res := exec1(t, p, "victim", "cat /tmp/kept; echo $v"); res.Stdout != "before\n1\n" {
				t.Errorf("after the crash: %+v", res)
			}
			waitSize(t, p, 2)
		})
	}
}

func TestPoolKill9MidTurn(t *testing.T) {
	p := newTestPool(t)
	exec1(t, p, "k", "echo before > /tmp/kept")
	before := p.PIDs()
	done := make(chan computerwelt.Result)
	go func() {
		res, _ := p.Exec(context.Background(), server.ExecRequest{Conversation: "k", Owner: "alice", Script: "echo lost > /tmp/lost; sleep 5"})
		done <- res
	}()
	// Find the busy worker and kill it.
	var pid int
	deadline := time.Now().Add(5 * time.Second)
	for pid == 0 && time.Now().Before(deadline) {
		p.mu.Lock()
		for w := range p.procs {
			if w.state == stateBusy {
				pid = w.pid()
			}
		}
		p.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	if pid == 0 {
		t.Fatalf("no busy worker among %v", before)
	}
	time.Sleep(100 * time.Millisecond)
	syscall.Kill(pid, syscall.SIGKILL)
	res := <-done
	if res.ExitCode != 128+9 || !strings.Contains(res.Stderr, "the sandbox was killed") {
		t.Errorf("killed turn: %+v", res)
	}
	if res := exec1(t, p, "k", "cat /tmp/kept; ls /tmp"); res.Stdout != "before\nkept\n" {
		t.Errorf("after the kill: %+v", res)
	}
	waitSize(t, p, 2)

	// A worker killed while idle: the next call of its conversation runs
	// on another, as if nothing happened.
	res = exec1(t, p, "k", "#cw-test-crash: pid")
	fmt.Sscan(res.Stdout, &pid)
	syscall.Kill(pid, syscall.SIGKILL)
	if res := exec1(t, p, "k", "cat /tmp/kept"); res.Stdout != "before\n" {
		t.Errorf("after an idle worker was killed: %+v", res)
	}
	waitSize(t, p, 2)
}

// The pool recycles a worker after its number of turns.
func TestPoolRecycles(t *testing.T) {
	p := newTestPool(t, WithRecycle(2, 0))
	for i := range 3 {
		exec1(t, p, "r", fmt.Sprintf("echo %d >> /tmp/log", i))
	}
	if res := exec1(t, p, "r", "wc -l < /tmp/log"); strings.TrimSpace(res.Stdout) != "3" {
		t.Errorf("after recycling: %+v", res)
	}
	waitSize(t, p, 2)
	if n := metricValue(t, p, "computerwelt_worker_exits_total", causeRecycled); n < 1 {
		t.Errorf("%v workers recycled after 4 turns of 2 workers recycled every 2", n)
	}
	if n := metricValue(t, p, "computerwelt_worker_starts_total", ""); n < 3 {
		t.Errorf("%v workers started, want the 2 first and a replacement", n)
	}
	if n := metricValue(t, p, "computerwelt_workers_size", ""); n != 2 {
		t.Errorf("size gauge %v", n)
	}
}

// metricValue reads a metric of the pool, with the given label value if
// not "".
func metricValue(t *testing.T, p *Pool, name, label string) float64 {
	t.Helper()
	reg := metrics.NewRegistry()
	if err := p.Register(reg); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := reg.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	// Lines are `name value` or `name{label="value"} value`.
	for _, line := range strings.Split(b.String(), "\n") {
		series, v, ok := strings.Cut(line, " ")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		n, labels, _ := strings.Cut(series, "{")
		if n != name || label != "" && !strings.Contains(labels, `="`+label+`"`) {
			continue
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatalf("metric line %q: %v", line, err)
		}
		return f
	}
	return 0
}

// A caller's cancellation reaches the worker, which stops the script.
func TestPoolCancel(t *testing.T) {
	// The sleep and the turn's timeout far past the bound and its slack
	// for loaded machines: only the cancellation ends the turn in time.
	p := newTestPool(t, WithTurnTimeout(time.Minute))
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := p.Exec(ctx, server.ExecRequest{Conversation: "c", Owner: "alice", Script: "sleep 120"})
	testtime.Check(t, "cancelled turn", 2*time.Second, time.Since(start))
	if err == nil {
		t.Error("no error for a cancelled turn")
	}
	if res := exec1(t, p, "c", "echo ok"); res.Stdout != "ok\n" {
		t.Errorf("after cancel: %+v", res)
	}
}
