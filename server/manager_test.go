package server

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// newManagerServer serves a real session.Manager over a SQLite store, with
// a workspace that mounts /data read-only and a description.
func newManagerServer(t *testing.T, dir string, adjust ...func(*session.Workspace)) *testServer {
	t.Helper()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(dir, "sessions.db"))
	if err != nil {
		t.Fatal(err)
	}
	data := memfs.New()
	if err := vfs.WriteFile(ctx, data, "/fleet.csv", []byte("host,region\nweb-1,eu\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ws := session.Workspace{
		Name:     "ops",
		Username: "agent",
		Dir:      "/work",
		Mounts: []session.Mount{
			{Path: "/data", Description: "the fleet's reference data", FS: data, Mode: session.ReadOnly},
			{Path: "/work", Description: "your scratch folder", Mode: session.Scratch},
		},
	}
	for _, f := range adjust {
		f(&ws)
	}
	metrics := NewMetrics()
	ist := metrics.InstrumentStore(st)
	mgr, err := session.NewManager(ist, session.WithWorkspace(ws))
	if err != nil {
		t.Fatal(err)
	}
	rv := review.New(ist, mgr)
	srv, err := New(ManagerSessions(mgr), rv, WithTokens(testTokens()...), WithLogger(quietLogger()), WithMetrics(metrics))
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	stop := sync.OnceFunc(func() {
		hs.Close()
		mgr.Close()
		st.Close()
	})
	t.Cleanup(stop)
	return &testServer{Server: srv, http: hs, stop: stop}
}

func TestManagerHelpShowsMounts(t *testing.T) {
	ts := newManagerServer(t, t.TempDir())
	cs := mustMCP(t, ts, agentToken, nil)
	out, _ := callBash(t, cs, map[string]any{"script": "help"})
	for _, want := range []string{"/data", "the fleet's reference data", "/work", "your scratch folder"} {
		if !strings.Contains(out.Stdout, want) {
			t.Errorf("help does not mention %q:\n%s", want, out.Stdout)
		}
	}
}

func TestManagerConversations(t *testing.T) {
	ts := newManagerServer(t, t.TempDir())
	a := mustMCP(t, ts, agentToken, nil)
	b := mustMCP(t, ts, agentToken, nil)
	if out, _ := callBash(t, a, map[string]any{"script": "cut -d, -f1 /data/fleet.csv > hosts; n=2; pwd"}); out.Stdout != "/work\n" || out.ExitCode != 0 {
		t.Fatalf("a, first call: %+v", out)
	}
	if out, _ := callBash(t, a, map[string]any{"script": "cat hosts; echo $n"}); out.Stdout != "host\nweb-1\n2\n" {
		t.Errorf("a, second call: %+v", out)
	}
	if out, _ := callBash(t, b, map[string]any{"script": "ls; echo \"[$n]\""}); out.Stdout != "[]\n" {
		t.Errorf("b sees a's files or variables: %+v", out)
	}
	// The diff of a's conversation, through the API, by its MCP id.
	var conv string
	for _, id := range []string{"mcp-" + a.ID()} {
		conv = id
	}
	st, m, _ := ts.api(t, "GET", "/v1/conversations/"+conv+"/diff", agentToken, "")
	if d, _ := m["diff"].(string); st != 200 || !strings.Contains(d, "+++ b/work/hosts") {
		t.Errorf("diff: %d %v", st, m)
	}
	if st, m, _ := ts.api(t, "GET", "/v1/conversations/"+conv+"/diff", agent2Token, ""); st != 403 || errCode(m) != "forbidden" {
		t.Errorf("diff by another token: %d %v", st, m)
	}
	if st, m, _ := ts.api(t, "GET", "/v1/conversations/nobody/diff", agentToken, ""); st != 404 || errCode(m) != "not_found" {
		t.Errorf("diff of an unknown conversation: %d %v", st, m)
	}
	if st, m, _ := ts.api(t, "POST", "/v1/conversations/"+conv+"/exec", agent2Token, `{"script":"cat hosts"}`); st != 403 || errCode(m) != "forbidden" {
		t.Errorf("exec by another token: %d %v", st, m)
	}
	// The call's own timeout: status 124, and what ran before it is kept.
	out, _ := callBash(t, a, map[string]any{"script": "echo x >> hosts; sleep 30", "timeout": 0.3})
	if out.ExitCode != 124 || !strings.Contains(out.Stderr, "timed out") {
		t.Errorf("timeout: %+v", out)
	}
	if out, _ := callBash(t, a, map[string]any{"script": "tail -1 hosts"}); out.Stdout != "x\n" {
		t.Errorf("after a timeout: %+v", out)
	}
	if _, m, _ := ts.api(t, "GET", "/metrics", adminToken, ""); !strings.Contains(m["raw"].(string), "computerwelt_sessions_in_memory 2\n") {
		t.Errorf("no gauge of the 2 sessions in memory:\n%s", m["raw"])
	}
	if st, m, _ := ts.api(t, "GET", "/v1/proposals", adminToken, ""); st != 200 {
		t.Errorf("proposals: %d %v", st, m)
	}
}

// TestLoad runs 200 conversations of 20 calls each at once through the
// MCP endpoint, over a real session manager and SQLite store. Each
// call's output depends on the conversation's previous calls.
// CW_LOAD_HISTORY=off runs it without the turns' history.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	convs, calls := 200, 20
	if os.Getenv("CW_LOAD_CONVS") != "" {
		convs, _ = strconv.Atoi(os.Getenv("CW_LOAD_CONVS"))
	}
	r := runLoad(t, convs, calls, os.Getenv("CW_LOAD_HISTORY") == "off")
	t.Logf("store: %d bytes after %d turns (%d per turn), history off: %v", r.dbBytes, r.turns, r.dbBytes/int64(r.turns), os.Getenv("CW_LOAD_HISTORY") == "off")
	pct := func(p float64) time.Duration { return r.latencies[int(float64(len(r.latencies)-1)*p)] }
	t.Logf("load: %d conversations x %d calls in %s (%.0f calls/s, %s CPU per call); latency p50 %s, p90 %s, p99 %s, max %s",
		convs, calls, r.wall.Round(time.Millisecond), float64(r.turns)/r.wall.Seconds(), (r.cpu / time.Duration(r.turns)).Round(time.Microsecond),
		pct(0.5).Round(time.Millisecond), pct(0.9).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), r.latencies[len(r.latencies)-1].Round(time.Millisecond))
}

// TestLoadHistoryCost measures what recording the turns' history adds
// to TestLoad: CW_LOAD_ROUNDS=N runs N rounds of it in this process,
// history on and off in turn (on, off, off, on, …, so that a drift of
// the machine's load weighs on both alike), and reports the process's
// CPU time per call of each and their ratio. CPU time rather than wall
// time: the machine is shared. It reports; it does not judge (a timing
// never decides a test).
func TestLoadHistoryCost(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("CW_LOAD_ROUNDS"))
	if rounds < 2 {
		t.Skip("a measurement: CW_LOAD_ROUNDS=N (N ≥ 2) runs it")
	}
	convs, calls := 200, 20
	if os.Getenv("CW_LOAD_CONVS") != "" {
		convs, _ = strconv.Atoi(os.Getenv("CW_LOAD_CONVS"))
	}
	var cpu, wall [2]time.Duration // [0] history on, [1] off
	var turns [2]int
	var bytes [2]int64
	for i := range rounds {
		off := i%4 == 1 || i%4 == 2
		r := runLoad(t, convs, calls, off)
		k := 0
		if off {
			k = 1
		}
		cpu[k] += r.cpu
		wall[k] += r.wall
		turns[k] += r.turns
		bytes[k] += r.dbBytes
		t.Logf("round %d, history off %v: %s CPU per call, %s wall, %d store bytes per turn",
			i+1, off, (r.cpu / time.Duration(r.turns)).Round(time.Microsecond), r.wall.Round(time.Millisecond), r.dbBytes/int64(r.turns))
	}
	if turns[0] == 0 || turns[1] == 0 {
		return
	}
	on, off := cpu[0]/time.Duration(turns[0]), cpu[1]/time.Duration(turns[1])
	t.Logf("history on: %s CPU per call, off: %s; ratio %.3f (%+.1f %%); wall %s vs %s; store %d vs %d bytes per turn",
		on.Round(time.Microsecond), off.Round(time.Microsecond), float64(on)/float64(off), 100*(float64(on)/float64(off)-1),
		wall[0].Round(time.Millisecond), wall[1].Round(time.Millisecond), bytes[0]/int64(turns[0]), bytes[1]/int64(turns[1]))
}

// loadResult is what one runLoad measured.
type loadResult struct {
	turns     int
	wall, cpu time.Duration // cpu: the whole process's
	latencies []time.Duration
	dbBytes   int64 // the store's files after the run
}

// runLoad runs convs conversations of calls calls each at once through
// the MCP endpoint of a server of its own, and checks every answer.
func runLoad(t *testing.T, convs, calls int, historyOff bool) loadResult {
	t.Helper()
	// SQLite's writes are the bound here (three per turn, one at a time:
	// 4-5 ms each on this machine's disk, 2 ms in memory): on tmpfs the
	// test measures the server rather than the disk. CW_LOAD_DIR=DIR
	// puts the store elsewhere.
	dir := t.TempDir()
	if d := os.Getenv("CW_LOAD_DIR"); d != "" {
		dir = d
	} else if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		dir = "/dev/shm"
	}
	dir, err := os.MkdirTemp(dir, "cw-load-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ts := newManagerServer(t, dir, func(ws *session.Workspace) { ws.History.Off = historyOff })
	defer ts.stop()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var (
		mu        sync.Mutex
		latencies []time.Duration
		errs      []string
		wg        sync.WaitGroup
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(errs) < 20 {
			errs = append(errs, fmt.Sprintf(format, args...))
		}
	}
	runtime.GC() // the garbage of what ran before is not this run's
	start, cpu0 := time.Now(), processCPU()
	for c := range convs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cs, err := ts.mcpClient(t, agentToken, map[string]string{ConversationHeader: fmt.Sprintf("load-%d", c)})
			if err != nil {
				fail("conversation %d: connect: %v", c, err)
				return
			}
			defer cs.Close()
			for i := range calls {
				script := fmt.Sprintf("n=$((${n:-0} + 1)); echo %d >> log; echo $n $(wc -l < log)", i)
				t0 := time.Now()
				res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"script": script}})
				d := time.Since(t0)
				if err != nil {
					fail("conversation %d call %d: %v", c, i, err)
					return
				}
				want := fmt.Sprintf("%d %d\n", i+1, i+1)
				if res.IsError || toolText(res) != want {
					fail("conversation %d call %d: %q, want %q", c, i, toolText(res), want)
					return
				}
				mu.Lock()
				latencies = append(latencies, d)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r := loadResult{turns: len(latencies), wall: time.Since(start), cpu: processCPU() - cpu0, latencies: latencies}
	for _, e := range errs {
		t.Error(e)
	}
	if len(latencies) != convs*calls {
		t.Fatalf("%d of %d calls succeeded", len(latencies), convs*calls)
	}
	slices.Sort(latencies)
	if _, m, _ := ts.api(t, "GET", "/metrics", adminToken, ""); true {
		for _, line := range strings.Split(m["raw"].(string), "\n") {
			if strings.HasPrefix(line, "computerwelt_store_duration_seconds_sum") || strings.HasPrefix(line, "computerwelt_store_duration_seconds_count") {
				t.Log(line)
			}
		}
	}
	for _, f := range []string{"sessions.db", "sessions.db-wal"} {
		if fi, err := os.Stat(filepath.Join(dir, f)); err == nil {
			r.dbBytes += fi.Size()
		}
	}
	return r
}

// processCPU is the process's user and system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestReviewThroughTheAPI: a model submits a change in its session; an
// admin token lists and approves it through /v1; the reviewed folder then
// has it, and an agent token cannot approve.
func TestReviewThroughTheAPI(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "sessions.db"))
	if err != nil {
		t.Fatal(err)
	}
	live := memfs.New()
	if err := vfs.WriteFile(ctx, live, "/app.conf", []byte("workers = 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rv := review.New(st, nil)
	ws := session.Workspace{
		Name: "cfg",
		Dir:  "/cfg",
		Mounts: []session.Mount{
			{Path: "/cfg", Description: "live configuration", FS: live, Mode: session.Overlay, Review: true, Target: live},
		},
		SessionCommands: rv.Commands([]review.Validator{{Name: "syntax", Script: `grep -q '^workers = [0-9]*$' /cfg/app.conf`}}, review.CommandNames{}),
	}
	mgr, err := session.NewManager(st, session.WithWorkspace(ws))
	if err != nil {
		t.Fatal(err)
	}
	rv.SetManager(mgr)
	srv, err := New(ManagerSessions(mgr), rv, WithTokens(testTokens()...), WithLogger(quietLogger()))
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer func() { hs.Close(); mgr.Close(); st.Close() }()
	ts := &testServer{Server: srv, http: hs}

	stc, m, _ := ts.api(t, "POST", "/v1/conversations/r1/exec", agentToken, `{"script":"echo 'workers = 8' > app.conf && submit -m 'more workers'"}`)
	if stc != 200 || m["exitCode"] != float64(0) || !strings.Contains(m["stdout"].(string), "Submitted proposal") {
		t.Fatalf("submit: %d %v", stc, m)
	}
	_, m, _ = ts.api(t, "GET", "/v1/proposals?status=pending", adminToken, "")
	list, _ := m["proposals"].([]any)
	if len(list) != 1 {
		t.Fatalf("pending proposals: %v", m)
	}
	p := list[0].(map[string]any)
	id, _ := p["id"].(string)
	if p["message"] != "more workers" || !strings.Contains(p["diff"].(string), "+workers = 8") {
		t.Errorf("proposal: %v", p)
	}
	if stc, m, _ := ts.api(t, "POST", "/v1/proposals/"+id+"/approve", agentToken, ""); stc != 403 || errCode(m) != "forbidden" {
		t.Errorf("agent approves: %d %v", stc, m)
	}
	if b, _ := vfs.ReadFile(ctx, live, "/app.conf"); string(b) != "workers = 2\n" {
		t.Fatalf("written before approval: %q", b)
	}
	stc, m, _ = ts.api(t, "POST", "/v1/proposals/"+id+"/approve", adminToken, "")
	if stc != 200 || m["status"] != "approved" || m["decided_by"] != "root" {
		t.Fatalf("approve: %d %v", stc, m)
	}
	if b, _ := vfs.ReadFile(ctx, live, "/app.conf"); string(b) != "workers = 8\n" {
		t.Errorf("after approval the folder has %q", b)
	}
	if stc, m, _ := ts.api(t, "POST", "/v1/proposals/"+id+"/reject", adminToken, `{"reason":"late"}`); stc != 409 || errCode(m) != "conflict" {
		t.Errorf("reject after approve: %d %v", stc, m)
	}
}

// TestFileErrorCodes (issue 17 item 9): what the file API and the
// read_file/write_file tools meet in the session's tree is answered with
// its code, status and a message naming the path, never internal/500.
func TestFileErrorCodes(t *testing.T) {
	ts := newManagerServer(t, t.TempDir())
	for _, c := range []struct {
		method, path, body string
		status             int
		code, msg          string
	}{
		{"GET", "/v1/conversations/f1/files/work/nope.txt", "", 404, "not_found", "/work/nope.txt: No such file or directory"},
		{"GET", "/v1/conversations/f1/files/work/no/dir/x", "", 404, "not_found", "/work/no/dir/x: No such file or directory"},
		{"PUT", "/v1/conversations/f1/files/work/no/dir/x", `{"content":"x"}`, 404, "not_found", "No such file or directory"},
		{"PUT", "/v1/conversations/f1/files/data/fleet.csv", `{"content":"x"}`, 403, "read_only", "/data/fleet.csv: Read-only file system (it is on a read-only mount"},
		{"PUT", "/v1/conversations/f1/files/data/new.csv", `{"content":"x"}`, 403, "read_only", "Read-only file system"},
		{"GET", "/v1/conversations/f1/files/work/a%00b", "", 400, "bad_request", "NUL byte"},
		{"PUT", "/v1/conversations/f1/files/work/a%00b", `{"content":"x"}`, 400, "bad_request", "NUL byte"},
		{"GET", "/v1/conversations/f1/files/data", "", 400, "bad_request", "/data: Is a directory"},
		{"GET", "/v1/conversations/f1/files/", "", 400, "bad_request", "the path is empty"},
		{"PUT", "/v1/conversations/f1/files/work/x", `{"content":"x","encoding":"rot13"}`, 400, "bad_request", "unknown encoding"},
		{"GET", "/v1/conversations/f1/files/data/fleet.csv", "", 200, "", ""},
	} {
		st, m, _ := ts.api(t, c.method, c.path, agentToken, c.body)
		e, _ := m["error"].(map[string]any)
		msg, _ := e["message"].(string)
		if st != c.status || errCode(m) != c.code || !strings.Contains(msg, c.msg) {
			t.Errorf("%s %s: %d %q %q, want %d %q with %q", c.method, c.path, st, errCode(m), msg, c.status, c.code, c.msg)
		}
	}

	cs := mustMCP(t, ts, agentToken, nil)
	for _, c := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"read_file", map[string]any{"path": "/work/nope"}, "not_found: /work/nope: No such file or directory"},
		{"write_file", map[string]any{"path": "/data/fleet.csv", "content": "x"}, "read_only: /data/fleet.csv: Read-only file system"},
		{"read_file", map[string]any{"path": "a\x00b"}, "contains a NUL byte"},
		{"write_file", map[string]any{"path": "a\x00b", "content": "x"}, "contains a NUL byte"},
		{"read_file", map[string]any{"path": "/data"}, "/data: Is a directory"},
	} {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil {
			t.Fatalf("%s %v: %v", c.tool, c.args, err)
		}
		if got := toolText(res); !res.IsError || !strings.Contains(got, c.want) {
			t.Errorf("%s %q: %v %q, want an error with %q", c.tool, c.args["path"], res.IsError, got, c.want)
		}
	}
}
