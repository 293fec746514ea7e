package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/server"
)

// workersConfig is a workspace file for the supervisor's tests: a time
// limit of timeout (such as 2s), three workers of 256 MiB and half a
// second of grace; /docs holds a PDF whose page tree contains itself.
func workersConfig(t *testing.T, timeout string) string {
	t.Helper()
	dir := t.TempDir()
	pdf, err := os.ReadFile(filepath.Join("..", "..", "vfs", "docfs", "testdata", "hostile", "page-tree-loop.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "docs", "loop.pdf"), pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := fmt.Sprintf(`store: %q
tokens:
  - {name: alice, role: agent, sha256: %s}
  - {name: root, role: admin, sha256: %s}
workers: {count: 3, memory: 256MiB, grace: 500ms}
workspaces:
  - name: test
    user: agent
    dir: /work
    limits: {timeout: %s}
    mounts:
      - {path: /work, kind: memory}
      - {path: /docs, kind: docs, host: %q}
`, filepath.Join(dir, "sessions.db"), server.HashToken(serveAgentToken), server.HashToken(serveAdminToken), timeout, filepath.Join(dir, "docs"))
	file := filepath.Join(dir, "workspace.yaml")
	if err := os.WriteFile(file, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// apiExec runs a script through the JSON API.
func (p *serveProcess) apiExec(conv, script string) (server.ExecResult, int, error) {
	body, _ := json.Marshal(server.ExecBody{Script: script})
	req, _ := http.NewRequest("POST", p.base+"/v1/conversations/"+conv+"/exec", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+serveAgentToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return server.ExecResult{}, 0, err
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var res server.ExecResult
	if resp.StatusCode == 200 {
		if err := json.Unmarshal(data, &res); err != nil {
			return res, resp.StatusCode, err
		}
		return res, 200, nil
	}
	return res, resp.StatusCode, fmt.Errorf("status %d: %s", resp.StatusCode, data)
}

func (p *serveProcess) metricsText(t testing.TB) string {
	t.Helper()
	req, _ := http.NewRequest("GET", p.base+"/metrics", nil)
	req.Header.Set("Authorization", "Bearer "+serveAdminToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// metric reads one unlabelled value (or a labelled series, named with its
// labels) from the metrics text.
func metric(text, name string) float64 {
	for _, l := range strings.Split(text, "\n") {
		if rest, ok := strings.CutPrefix(l, name+" "); ok {
			v, _ := strconv.ParseFloat(rest, 64)
			return v
		}
	}
	return -1
}

// rssOf reads a process's resident memory in bytes.
func rssOf(t *testing.T, pid int) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// crashHook is a script that ends its worker and a regular expression
// of what the turn then says on standard error.
type crashHook struct{ script, want string }

// crashHooks end a worker for real (worker.WithTestHooks, serve's
// --test-hooks) the ways a bug could, under workersConfig's limits. A
// growth is killed past the cap, or refused memory near it when the
// supervisor's watch is late (RLIMIT_DATA).
var crashHooks = []crashHook{
	{"#cw-test-crash: stack", `crashed the sandbox \(stack overflow\)`},
	{"#cw-test-crash: alloc", "asked for more memory than there is"},
	{"#cw-test-crash: grow", `used more than 256 MiB of memory|asked for more memory than there is \(it may use 256 MiB\)`},
	{"#cw-test-crash: spin", "did not stop at the time limit"},
	{"#cw-test-crash: panic", "crashed the sandbox"},
	{"#cw-test-crash: exit", `crashed the sandbox \(it exited with status 3\)`},
}

// steadyProbe is a conversation that makes a call every 100 ms, each
// counting in a shell variable, while a test does something else to the
// server.
type steadyProbe struct {
	p    *serveProcess
	conv string
	quit chan struct{}
	done chan struct{}

	mu      sync.Mutex
	calls   int
	slowest time.Duration
	errs    []string
}

// startSteady starts a steadyProbe on conversation conv.
func (p *serveProcess) startSteady(t testing.TB, conv string) *steadyProbe {
	t.Helper()
	if _, _, err := p.apiExec(conv, "n=0"); err != nil {
		t.Fatal(err)
	}
	s := &steadyProbe{p: p, conv: conv, quit: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		for {
			select {
			case <-s.quit:
				return
			case <-time.After(100 * time.Millisecond):
			}
			start := time.Now()
			res, _, err := p.apiExec(conv, "n=$((n+1)); echo $n")
			d := time.Since(start)
			s.mu.Lock()
			s.calls++
			s.slowest = max(s.slowest, d)
			if err != nil || res.ExitCode != 0 || strings.TrimSpace(res.Stdout) != strconv.Itoa(s.calls) {
				s.errs = append(s.errs, fmt.Sprintf("call %d: %v %+v", s.calls, err, res))
			}
			s.mu.Unlock()
		}
	}()
	return s
}

// stop ends the probe and fails t if a call failed, answered a wrong
// count, or took longer than bound.
func (s *steadyProbe) stop(t testing.TB, bound time.Duration) {
	t.Helper()
	close(s.quit)
	<-s.done
	if len(s.errs) > 0 {
		t.Errorf("the other conversation saw errors: %v", s.errs)
	}
	t.Logf("the other conversation: %d calls, slowest %s", s.calls, s.slowest)
	if s.slowest > bound {
		t.Errorf("the other conversation waited %s for a call", s.slowest)
	}
}

// TestServeWorkersSurviveHostileScripts sends, from one conversation,
// scripts that crashed or hung the whole server when turns ran in its
// process, and the test hooks that crash a worker for real (so that the
// test does not depend on those bugs still being there), while another
// conversation makes a call every 100 ms. Every hostile turn ends within
// its time limit + 1 s with a message and a non-zero status; the other
// conversation never fails nor waits more than a second; the first
// conversation keeps its files; the supervisor's memory stays flat; a
// worker killed with SIGKILL mid-turn is reported and replaced.
func TestServeWorkersSurviveHostileScripts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server with workers: skipped with -short")
	}
	p := startServe(t, workersConfig(t, "2s"), "--test-hooks")
	if _, _, err := p.apiExec("hostile", "echo before > kept; v=1"); err != nil {
		t.Fatal(err)
	}
	steady := p.startSteady(t, "steady")
	rssBefore := rssOf(t, p.cmd.Process.Pid)

	const limit = 2 * time.Second
	for _, tc := range append([]crashHook{
		{`dd if=/dev/zero of=/dev/null bs=50G count=1`, ""},
		{`s="("; e=")"; for i in {1..19}; do s=$s$s; e=$e$e; done; awk "BEGIN{print $s 1 $e}"`, ""},
		{`printf 'a\tb\n' | expand -t 9000000000000000000 >/dev/null`, ""},
		{`echo {9223372036854775800..9223372036854775807}`, ""},
		{`cat /docs/loop.pdf.txt`, "page tree contains object 2 twice"},
	}, crashHooks...) {
		start := time.Now()
		res, _, err := p.apiExec("hostile", tc.script)
		d := time.Since(start)
		// The real scripts are bugs others fix at their root: fixed, one
		// may succeed; otherwise it fails with a message.
		fixed := tc.want == "" && res.ExitCode == 0
		switch {
		case err != nil:
			t.Errorf("%s: %v", tc.script, err)
		case fixed:
		case res.ExitCode == 0 || res.Stderr == "":
			t.Errorf("%s: status %d, stderr %q: want a message and a non-zero status", tc.script, res.ExitCode, res.Stderr)
		case !regexp.MustCompile(tc.want).MatchString(res.Stderr):
			t.Errorf("%s: stderr %q, want %q", tc.script, res.Stderr, tc.want)
		}
		// The hooks that crash or grow are not bounded by the time
		// limit (they end by what they test, however slow the machine).
		if d > limit+time.Second && !strings.Contains(tc.script, "stack") && !strings.Contains(tc.script, "grow") {
			t.Errorf("%s: took %s, more than the limit + 1s", tc.script, d)
		}
		t.Logf("%-40.40q %5dms status %d: %.90q", tc.script, d.Milliseconds(), res.ExitCode, res.Stderr)
		if res, _, err := p.apiExec("hostile", "cat kept; echo $v"); err != nil || res.Stdout != "before\n1\n" {
			t.Errorf("after %s: %+v %v", tc.script, res, err)
		}
	}

	// kill -9 of the worker in the middle of a turn.
	res, _, err := p.apiExec("hostile", "#cw-test-crash: pid")
	pid, _ := strconv.Atoi(strings.TrimSpace(res.Stdout))
	if err != nil || pid == 0 {
		t.Fatalf("worker pid: %+v %v", res, err)
	}
	done := make(chan server.ExecResult, 1)
	go func() {
		res, _, _ := p.apiExec("hostile", "echo lost > lost; sleep 10")
		done <- res
	}()
	time.Sleep(500 * time.Millisecond)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	select {
	case res := <-done:
		if res.ExitCode != 137 || !strings.Contains(res.Stderr, "the sandbox was killed") {
			t.Errorf("turn of the killed worker: %+v", res)
		}
	case <-time.After(5 * time.Second):
		t.Error("the turn of the killed worker did not end")
	}
	if res, _, err := p.apiExec("hostile", "cat kept; ls"); err != nil || res.Stdout != "before\nkept\n" {
		t.Errorf("after kill -9: %+v %v", res, err)
	}

	steady.stop(t, time.Second)

	// The pool is back to its size, and says what happened.
	m := p.waitWorkers(t, 3, 20*time.Second)
	if n := metric(m, `computerwelt_worker_exits_total{cause="killed"}`); n != 1 {
		t.Errorf("exits by kill: %v", n)
	}
	if n := metric(m, "computerwelt_worker_starts_total"); n < 3+6 {
		t.Errorf("worker starts: %v, want at least 9", n)
	}
	rssAfter := rssOf(t, p.cmd.Process.Pid)
	t.Logf("supervisor RSS %d MiB before, %d MiB after", rssBefore>>20, rssAfter>>20)
	if rssAfter-rssBefore > 64<<20 {
		t.Errorf("supervisor RSS grew from %d to %d MiB", rssBefore>>20, rssAfter>>20)
	}
}

// TestServeWorkersZeroIsInProcess: --workers 0 runs turns in the server's
// own process, as before the pool.
func TestServeWorkersZeroIsInProcess(t *testing.T) {
	p := startServe(t, serveConfig(t, ""), "--workers", "0")
	if res, _, err := p.apiExec("c", "x=1; echo a > f"); err != nil || res.ExitCode != 0 {
		t.Fatalf("%+v %v", res, err)
	}
	if res, _, err := p.apiExec("c", "echo $x; cat f"); err != nil || res.Stdout != "1\na\n" {
		t.Errorf("%+v %v", res, err)
	}
	if m := p.metricsText(t); strings.Contains(m, "computerwelt_workers_idle") {
		t.Error("worker metrics without workers")
	}
}
