package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const (
	agentToken  = "agent-secret-1"
	agent2Token = "agent-secret-2"
	adminToken  = "admin-secret"
)

func testTokens() []Token {
	return []Token{
		{Name: "alice", Role: RoleAgent, SHA256: HashToken(agentToken)},
		{Name: "bob", Role: RoleAgent, SHA256: HashToken(agent2Token)},
		{Name: "root", Role: RoleAdmin, SHA256: HashToken(adminToken)},
	}
}

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

type testServer struct {
	*Server
	sessions *fakeSessions
	http     *httptest.Server
	stop     func() // stops the server and what it serves, if set
}

func newTestServer(t *testing.T, opts ...Option) *testServer {
	t.Helper()
	fs := newFakeSessions()
	opts = append([]Option{WithTokens(testTokens()...), WithLogger(quietLogger())}, opts...)
	srv, err := New(fs, newFakeReviews(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return &testServer{Server: srv, sessions: fs, http: hs}
}

// clientTransport keeps a connection per concurrent client (the default
// keeps 2 per host: the load test would open and close one per call).
var clientTransport = &http.Transport{MaxIdleConnsPerHost: 512, MaxIdleConns: 1024}

// headerTransport adds headers to every request of an MCP client.
type headerTransport struct {
	base    http.RoundTripper
	headers map[string]string
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h.headers {
		r.Header.Set(k, v)
	}
	return h.base.RoundTrip(r)
}

func (ts *testServer) mcpClient(t *testing.T, token string, headers map[string]string) (*mcp.ClientSession, error) {
	t.Helper()
	hs := map[string]string{}
	if token != "" {
		hs["Authorization"] = "Bearer " + token
	}
	for k, v := range headers {
		hs[k] = v
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{
		Endpoint:             ts.http.URL + "/mcp",
		HTTPClient:           &http.Client{Transport: headerTransport{clientTransport, hs}},
		MaxRetries:           -1,
		DisableStandaloneSSE: true,
	}, nil)
	if err == nil {
		t.Cleanup(func() { cs.Close() })
	}
	return cs, err
}

func mustMCP(t *testing.T, ts *testServer, token string, headers map[string]string) *mcp.ClientSession {
	t.Helper()
	cs, err := ts.mcpClient(t, token, headers)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	return cs
}

// callBash calls the bash tool and decodes its structured result.
func callBash(t *testing.T, cs *mcp.ClientSession, args map[string]any) (ExecResult, *mcp.CallToolResult) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: args})
	if err != nil {
		t.Fatalf("call bash %v: %v", args, err)
	}
	var out ExecResult
	if !res.IsError {
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatalf("structured content %s: %v", b, err)
		}
	}
	return out, res
}

func toolText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func TestMCPListsTools(t *testing.T) {
	ts := newTestServer(t)
	cs := mustMCP(t, ts, agentToken, nil)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		if tool.Name == "bash" {
			if !strings.Contains(tool.Description, "`help`") {
				t.Errorf("bash description does not tell the model to run help: %q", tool.Description)
			}
			schema, _ := json.Marshal(tool.InputSchema)
			for _, p := range []string{`"script"`, `"timeout"`, `"conversation"`} {
				if !bytes.Contains(schema, []byte(p)) {
					t.Errorf("input schema lacks %s: %s", p, schema)
				}
			}
			out, _ := json.Marshal(tool.OutputSchema)
			for _, p := range []string{`"stdout"`, `"stderr"`, `"exitCode"`, `"truncated"`} {
				if !bytes.Contains(out, []byte(p)) {
					t.Errorf("output schema lacks %s: %s", p, out)
				}
			}
		}
	}
	if strings.Join(names, ",") != "bash,read_file,write_file" {
		t.Errorf("tools = %v", names)
	}
}

func TestMCPConversationKeepsState(t *testing.T) {
	ts := newTestServer(t)
	cs := mustMCP(t, ts, agentToken, nil)
	out, _ := callBash(t, cs, map[string]any{"script": "mkdir -p /tmp/w && cd /tmp/w && x=42 && echo hello > f && echo one"})
	if out.Stdout != "one\n" || out.ExitCode != 0 {
		t.Fatalf("first call: %+v", out)
	}
	out, res := callBash(t, cs, map[string]any{"script": "echo $x $(pwd) $(cat f); echo oops >&2; exit 3"})
	want := ExecResult{Stdout: "42 /tmp/w hello\n", Stderr: "oops\n", ExitCode: 3}
	if out != want {
		t.Fatalf("second call: %+v, want %+v", out, want)
	}
	if got := toolText(res); got != "42 /tmp/w hello\n[stderr]\noops\n[exit status 3]\n" {
		t.Errorf("text content = %q", got)
	}
}

func TestMCPConversationsAreIsolated(t *testing.T) {
	ts := newTestServer(t)
	a := mustMCP(t, ts, agentToken, nil)
	b := mustMCP(t, ts, agentToken, nil)
	callBash(t, a, map[string]any{"script": "x=from-a; echo a > /tmp/a"})
	out, _ := callBash(t, b, map[string]any{"script": "echo \"[$x]\"; ls /tmp/a"})
	if out.Stdout != "[]\n" || out.ExitCode == 0 {
		t.Errorf("conversation b sees a's state: %+v", out)
	}
	// An explicit id (header or argument) is one conversation across MCP
	// sessions, and apart from the MCP sessions' own.
	h1 := mustMCP(t, ts, agentToken, map[string]string{ConversationHeader: "shared-1"})
	h2 := mustMCP(t, ts, agentToken, map[string]string{ConversationHeader: "shared-1"})
	callBash(t, h1, map[string]any{"script": "y=kept"})
	if out, _ := callBash(t, h2, map[string]any{"script": "echo $y"}); out.Stdout != "kept\n" {
		t.Errorf("header conversation not shared: %+v", out)
	}
	if out, _ := callBash(t, a, map[string]any{"script": "echo $y", "conversation": "shared-1"}); out.Stdout != "kept\n" {
		t.Errorf("argument conversation not shared: %+v", out)
	}
	if out, _ := callBash(t, a, map[string]any{"script": "echo $x"}); out.Stdout != "from-a\n" {
		t.Errorf("a lost its own state: %+v", out)
	}
}

func TestMCPAuth(t *testing.T) {
	ts := newTestServer(t)
	if _, err := ts.mcpClient(t, "", nil); err == nil {
		t.Error("connect without a token succeeded")
	}
	if _, err := ts.mcpClient(t, "wrong", nil); err == nil {
		t.Error("connect with a wrong token succeeded")
	}
	// Raw: 401 with a JSON error.
	resp, err := http.Post(ts.http.URL+"/mcp", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 || resp.Header.Get("WWW-Authenticate") == "" {
		t.Errorf("no token: status %d, WWW-Authenticate %q", resp.StatusCode, resp.Header.Get("WWW-Authenticate"))
	}

	// Another token's conversation is refused.
	alice := mustMCP(t, ts, agentToken, nil)
	callBash(t, alice, map[string]any{"script": "secret=1", "conversation": "alice-conv"})
	bob := mustMCP(t, ts, agent2Token, nil)
	_, res := callBash(t, bob, map[string]any{"script": "echo $secret", "conversation": "alice-conv"})
	if !res.IsError || !strings.Contains(toolText(res), "forbidden") {
		t.Errorf("bob in alice's conversation: error=%v %q", res.IsError, toolText(res))
	}
	_, res = callBash(t, bob, map[string]any{"script": "true", "conversation": "../../etc"})
	if !res.IsError || !strings.Contains(toolText(res), "invalid conversation id") {
		t.Errorf("bad conversation id: error=%v %q", res.IsError, toolText(res))
	}
}

func TestMCPBadRequests(t *testing.T) {
	ts := newTestServer(t, WithMaxBodyBytes(4096))
	cs := mustMCP(t, ts, agentToken, nil)
	_, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"script": strings.Repeat("x", 8192)}})
	if err == nil {
		t.Error("an oversized call succeeded")
	}
	cs = mustMCP(t, ts, agentToken, nil)
	if out, _ := callBash(t, cs, map[string]any{"script": "echo fine"}); out.Stdout != "fine\n" {
		t.Errorf("after an oversized call: %+v", out)
	}
	_, res := callBash(t, cs, map[string]any{"scrip": "true"})
	if !res.IsError {
		t.Errorf("a call without script succeeded: %q", toolText(res))
	}
	// Not JSON at all, with a token: a JSON-RPC error, not a crash.
	req, _ := http.NewRequest("POST", ts.http.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0",`))
	req.Header.Set("Authorization", "Bearer "+agentToken)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Errorf("bad JSON to /mcp: %d", resp.StatusCode)
	}
}

func TestMCPReadWriteFile(t *testing.T) {
	ts := newTestServer(t)
	cs := mustMCP(t, ts, agentToken, nil)
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": "notes.txt", "content": "line 1\n"}})
	if err != nil || res.IsError {
		t.Fatalf("write_file: %v %v", err, toolText(res))
	}
	out, _ := callBash(t, cs, map[string]any{"script": "cat /tmp/notes.txt; printf '\\377\\376' > bin"})
	if out.Stdout != "line 1\n" {
		t.Errorf("bash does not see the written file: %+v", out)
	}
	res, err = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "read_file", Arguments: map[string]any{"path": "/tmp/bin"}})
	if err != nil || res.IsError {
		t.Fatalf("read_file: %v %v", err, toolText(res))
	}
	b, _ := json.Marshal(res.StructuredContent)
	if !bytes.Contains(b, []byte(`"encoding":"base64"`)) || !bytes.Contains(b, []byte(`"//4="`)) {
		t.Errorf("binary read: %s", b)
	}
	res, _ = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "read_file", Arguments: map[string]any{"path": "/nope"}})
	if !res.IsError {
		t.Errorf("reading a missing file is not an error: %q", toolText(res))
	}
}

func TestMCPTimeoutArgument(t *testing.T) {
	ts := newTestServer(t)
	cs := mustMCP(t, ts, agentToken, nil)
	out, _ := callBash(t, cs, map[string]any{"script": "echo before; sleep 60; echo after", "timeout": 0.2})
	if out.ExitCode != 124 || out.Stdout != "before\n" || !strings.Contains(out.Stderr, "timed out") {
		t.Errorf("timeout: %+v", out)
	}
	if out, _ := callBash(t, cs, map[string]any{"script": "echo still here"}); out.Stdout != "still here\n" {
		t.Errorf("after a timeout: %+v", out)
	}
	_, res := callBash(t, cs, map[string]any{"script": "true", "timeout": -1})
	if !res.IsError {
		t.Errorf("negative timeout accepted")
	}
}

// api makes a JSON API request.
func (ts *testServer) api(t *testing.T, method, path, token, body string, hdr ...string) (int, map[string]any, http.Header) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.http.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s %s: bad JSON %q: %v", method, path, data, err)
		}
	} else {
		m = map[string]any{"raw": string(data)}
	}
	return resp.StatusCode, m, resp.Header
}

func errCode(m map[string]any) string {
	e, _ := m["error"].(map[string]any)
	c, _ := e["code"].(string)
	return c
}

func TestAPIExecKeepsState(t *testing.T) {
	ts := newTestServer(t)
	st, m, _ := ts.api(t, "POST", "/v1/conversations/c1/exec", agentToken, `{"script":"v=7; cat","stdin":"from stdin\n"}`)
	if st != 200 || m["stdout"] != "from stdin\n" || m["exitCode"] != float64(0) || m["truncated"] != false {
		t.Fatalf("exec: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "POST", "/v1/conversations/c1/exec", agentToken, `{"script":"echo $v; false"}`)
	if st != 200 || m["stdout"] != "7\n" || m["exitCode"] != float64(1) {
		t.Fatalf("second exec: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "GET", "/v1/conversations/c1/diff", agentToken, "")
	if st != 200 || m["diff"] != "diff of c1 in /tmp\n" {
		t.Errorf("diff: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "GET", "/v1/conversations/c1/diff?format=text", agentToken, "")
	if st != 200 || m["raw"] != "diff of c1 in /tmp\n" {
		t.Errorf("text diff: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "PUT", "/v1/conversations/c1/files/tmp/d.txt", agentToken, `{"content":"data\n"}`)
	if st != 200 || m["bytes"] != float64(5) {
		t.Errorf("put file: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "GET", "/v1/conversations/c1/files/tmp/d.txt", agentToken, "")
	if st != 200 || m["content"] != "data\n" {
		t.Errorf("get file: %d %v", st, m)
	}
}

func TestAPIErrors(t *testing.T) {
	ts := newTestServer(t, WithMaxBodyBytes(1024))
	ts.api(t, "POST", "/v1/conversations/mine/exec", agentToken, `{"script":"true"}`)
	big := `{"script":"` + strings.Repeat("x", 2000) + `"}`
	for _, c := range []struct {
		name, method, path, token, body string
		status                          int
		code                            string
	}{
		{"no token", "POST", "/v1/conversations/c/exec", "", `{"script":"true"}`, 401, "unauthorized"},
		{"wrong token", "POST", "/v1/conversations/c/exec", "nope", `{"script":"true"}`, 401, "unauthorized"},
		{"bad JSON", "POST", "/v1/conversations/c/exec", agentToken, `{"script":`, 400, "bad_request"},
		{"not an object", "POST", "/v1/conversations/c/exec", agentToken, `["true"]`, 400, "bad_request"},
		{"unknown field", "POST", "/v1/conversations/c/exec", agentToken, `{"scrpit":"true"}`, 400, "bad_request"},
		{"trailing data", "POST", "/v1/conversations/c/exec", agentToken, `{"script":"true"} {}`, 400, "bad_request"},
		{"empty body", "POST", "/v1/conversations/c/exec", agentToken, ``, 400, "bad_request"},
		{"oversized", "POST", "/v1/conversations/c/exec", agentToken, big, 413, "too_large"},
		{"bad timeout", "POST", "/v1/conversations/c/exec", agentToken, `{"script":"true","timeout":1e9}`, 400, "bad_request"},
		{"bad id", "POST", "/v1/conversations/-x/exec", agentToken, `{"script":"true"}`, 400, "bad_request"},
		{"unknown workspace", "POST", "/v1/conversations/c/exec", agentToken, `{"script":"true","workspace":"nope"}`, 400, "bad_request"},
		{"another token's conversation", "POST", "/v1/conversations/mine/exec", agent2Token, `{"script":"true"}`, 403, "forbidden"},
		{"another token's diff", "GET", "/v1/conversations/mine/diff", agent2Token, ``, 403, "forbidden"},
		{"unknown conversation", "GET", "/v1/conversations/never-seen/diff", agentToken, ``, 404, "not_found"},
		{"agent lists proposals", "GET", "/v1/proposals", agentToken, ``, 403, "forbidden"},
		{"agent approves", "POST", "/v1/proposals/p1/approve", agentToken, ``, 403, "forbidden"},
		{"agent reads metrics", "GET", "/metrics", agentToken, ``, 403, "forbidden"},
		{"unknown proposal", "GET", "/v1/proposals/zzz", adminToken, ``, 404, "not_found"},
		{"bad status filter", "GET", "/v1/proposals?status=maybe", adminToken, ``, 400, "bad_request"},
		{"conflict", "POST", "/v1/proposals/p2/approve", adminToken, ``, 409, "conflict"},
		{"unknown endpoint", "GET", "/v2/whatever", agentToken, ``, 404, "not_found"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st, m, _ := ts.api(t, c.method, c.path, c.token, c.body, "Content-Type", "application/json")
			if st != c.status || errCode(m) != c.code {
				t.Errorf("%s %s: %d %v, want %d %s", c.method, c.path, st, m, c.status, c.code)
			}
			if e, _ := m["error"].(map[string]any); e == nil || e["message"] == "" {
				t.Errorf("no error message: %v", m)
			}
		})
	}
	if st, _, _ := ts.api(t, "GET", "/healthz", "", ""); st != 200 {
		t.Errorf("healthz without a token: %d", st)
	}
	if st, _, _ := ts.api(t, "GET", "/readyz", "", ""); st != 200 {
		t.Errorf("readyz without a token: %d", st)
	}
}

func TestAPIProposals(t *testing.T) {
	ts := newTestServer(t)
	st, m, _ := ts.api(t, "GET", "/v1/proposals?status=pending", adminToken, "")
	if list, _ := m["proposals"].([]any); st != 200 || len(list) != 2 {
		t.Fatalf("list: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "GET", "/v1/proposals/p1", adminToken, "")
	if st != 200 || m["message"] != "raise the limit" {
		t.Errorf("show: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "POST", "/v1/proposals/p1/reject", adminToken, `{"reason":"too high"}`)
	if st != 200 || m["status"] != "rejected" || m["decided_by"] != "root" || m["reason"] != "too high" {
		t.Errorf("reject: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "POST", "/v1/proposals/p1/approve", adminToken, "")
	if st != 409 || errCode(m) != "conflict" {
		t.Errorf("approve after reject: %d %v", st, m)
	}
}

func TestReviewPage(t *testing.T) {
	ts := newTestServer(t)
	st, m, h := ts.api(t, "GET", "/review/", adminToken, "")
	page, _ := m["raw"].(string)
	if st != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/html") || !strings.Contains(page, "raise the limit") {
		t.Errorf("review page as admin: %d %s %.300q", st, h.Get("Content-Type"), page)
	}
	st, m, _ = ts.api(t, "GET", "/review/", agentToken, "")
	if page, _ := m["raw"].(string); st == 200 && strings.Contains(page, "raise the limit") {
		t.Errorf("review page shows proposals to an agent token: %d", st)
	}
	st, m, _ = ts.api(t, "GET", "/review/", "", "")
	if page, _ := m["raw"].(string); strings.Contains(page, "raise the limit") {
		t.Errorf("review page shows proposals without a token: %d", st)
	}
}

func TestAPIStreamsEvents(t *testing.T) {
	ts := newTestServer(t)
	req, _ := http.NewRequest("POST", ts.http.URL+"/v1/conversations/s1/exec", strings.NewReader(`{"script":"echo one; echo two >&2; exit 4"}`))
	req.Header.Set("Authorization", "Bearer "+agentToken)
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Errorf("content type %q", resp.Header.Get("Content-Type"))
	}
	want := "event: stdout\ndata: \"one\\n\"\n\n" +
		"event: stderr\ndata: \"two\\n\"\n\n" +
		"event: result\ndata: {\"stdout\":\"\",\"stderr\":\"\",\"exitCode\":4,\"truncated\":false}\n\n"
	if string(body) != want {
		t.Errorf("events:\n%s\nwant:\n%s", body, want)
	}
}

func TestDrainWaitsForRunningTurns(t *testing.T) {
	ts := newTestServer(t)
	ts.sessions.block = make(chan struct{})
	ts.sessions.started = make(chan struct{}, 1)
	done := make(chan int)
	go func() {
		st, _, _ := ts.api(t, "POST", "/v1/conversations/d1/exec", agentToken, `{"script":"echo done"}`)
		done <- st
	}()
	<-ts.sessions.started
	if n := ts.Running(); n != 1 {
		t.Fatalf("running = %d", n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	err := ts.Drain(ctx)
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("drain with a turn running: %v", err)
	}
	if st, m, _ := ts.api(t, "POST", "/v1/conversations/d2/exec", agentToken, `{"script":"true"}`); st != 503 || errCode(m) != "unavailable" {
		t.Errorf("new turn while draining: %d %v", st, m)
	}
	if st, _, _ := ts.api(t, "GET", "/readyz", "", ""); st != 503 {
		t.Errorf("readyz while draining: %d", st)
	}
	drained := make(chan error)
	go func() { drained <- ts.Drain(context.Background()) }()
	close(ts.sessions.block)
	if st := <-done; st != 200 {
		t.Errorf("the running turn ended with %d", st)
	}
	if err := <-drained; err != nil {
		t.Errorf("drain: %v", err)
	}
}

func TestMetrics(t *testing.T) {
	ts := newTestServer(t)
	ts.api(t, "POST", "/v1/conversations/m1/exec", agentToken, `{"script":"true"}`)
	ts.api(t, "POST", "/v1/conversations/m1/exec", agentToken, `{"script":"exit 2"}`)
	ts.api(t, "POST", "/v1/conversations/m1/exec", agentToken, `{"script":"sleep 9","timeout":0.05}`)
	ts.api(t, "POST", "/v1/conversations/m1/exec", agentToken, `{"script":"true"}`, "Authorization", "Bearer bad")
	st, m, _ := ts.api(t, "GET", "/metrics", adminToken, "")
	text, _ := m["raw"].(string)
	if st != 200 {
		t.Fatalf("metrics: %d", st)
	}
	for _, want := range []string{
		`computerwelt_exec_total{status="ok"} 1`,
		`computerwelt_exec_total{status="failed"} 1`,
		`computerwelt_exec_total{status="timeout"} 1`,
		`computerwelt_limit_hits_total{limit="timeout"} 1`,
		`computerwelt_exec_duration_seconds_count{status="ok"} 1`,
		`computerwelt_exec_running 0`,
		`computerwelt_sessions_in_memory 1`,
		`computerwelt_auth_failures_total{reason="invalid"} 1`,
		`go_goroutines`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

func TestReadiness(t *testing.T) {
	var down error
	ts := newTestServer(t, WithReadiness(func(context.Context) error { return down }))
	if st, _, _ := ts.api(t, "GET", "/readyz", "", ""); st != 200 {
		t.Errorf("ready: %d", st)
	}
	down = errors.New("store unreachable")
	if st, m, _ := ts.api(t, "GET", "/readyz", "", ""); st != 503 || errCode(m) != "unavailable" {
		t.Errorf("not ready: %d %v", st, m)
	}
	if st, _, _ := ts.api(t, "GET", "/healthz", "", ""); st != 200 {
		t.Errorf("healthz while not ready: %d", st)
	}
}

func TestTokenConfig(t *testing.T) {
	if h := HashToken("secret"); h != "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b" {
		t.Errorf("HashToken = %s", h)
	}
	for _, bad := range [][]Token{
		{{Name: "", Role: RoleAgent, SHA256: HashToken("x")}},
		{{Name: "a", Role: "root", SHA256: HashToken("x")}},
		{{Name: "a", Role: RoleAgent, SHA256: "abc"}},
		{{Name: "a", Role: RoleAgent, SHA256: HashToken("x")}, {Name: "a", Role: RoleAdmin, SHA256: HashToken("y")}},
	} {
		if _, err := New(newFakeSessions(), nil, WithTokens(bad...)); err == nil {
			t.Errorf("tokens %+v accepted", bad)
		}
	}
	a, _ := newAuthenticator(testTokens())
	if p, ok := a.check(adminToken); !ok || p.Name != "root" || !p.Admin() {
		t.Errorf("admin token: %+v %v", p, ok)
	}
	if _, ok := a.check(HashToken(adminToken)); ok {
		t.Errorf("the hash itself is accepted as a token")
	}
}

func TestReviewsAbsent(t *testing.T) {
	srv, err := New(newFakeSessions(), nil, WithTokens(testTokens()...), WithLogger(quietLogger()))
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/v1/proposals", nil)
	req.Header.Set("Authorization", "Bearer "+adminToken)
	srv.ServeHTTP(rec, req)
	if rec.Code != 404 || !strings.Contains(rec.Body.String(), `"not_found"`) {
		t.Errorf("proposals without review: %d %s", rec.Code, rec.Body)
	}
}

func TestStdio(t *testing.T) {
	srv, err := New(newFakeSessions(), nil, WithLogger(quietLogger()))
	if err != nil {
		t.Fatal(err)
	}
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- srv.ServeStdio(ctx, sr, sw) }()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.IOTransport{Reader: cr, Writer: cw}, nil)
	if err != nil {
		t.Fatal(err)
	}
	callBash(t, cs, map[string]any{"script": "z=stdio"})
	if out, _ := callBash(t, cs, map[string]any{"script": "echo $z"}); out.Stdout != "stdio\n" {
		t.Errorf("stdio state: %+v", out)
	}
	cs.Close()
	if err := <-served; err != nil {
		t.Errorf("ServeStdio: %v", err)
	}
}
