package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/computerwelt/computerwelt/internal/testbin"
	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/server"
)

// binary builds computerwelt once per test run.
func binary(t testing.TB) string { return testbin.Computerwelt(t) }

func TestMain(m *testing.M) {
	code := m.Run()
	testbin.Cleanup()
	os.Exit(code)
}

const (
	serveAgentToken = "agent-test-token"
	serveAdminToken = "admin-test-token"
)

// serveConfig writes a workspace file: tokens, and a workspace with a
// host folder read-only at /ref and a scratch /work.
func serveConfig(t *testing.T, storeURL string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "ref"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ref", "hosts.txt"), []byte("web-1\nweb-2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if storeURL == "" {
		storeURL = filepath.Join(dir, "sessions.db")
	}
	cfg := fmt.Sprintf(`store: %q
tokens:
  - {name: alice, role: agent, sha256: %s}
  - {name: root, role: admin, sha256: %s}
workspaces:
  - name: test
    user: agent
    dir: /work
    mounts:
      - {path: /ref, kind: host, host: ref, description: reference hosts for the test}
      - {path: /work, kind: memory, description: scratch space of the test}
`, storeURL, server.HashToken(serveAgentToken), server.HashToken(serveAdminToken))
	file := filepath.Join(dir, "workspace.yaml")
	if err := os.WriteFile(file, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

func toolCall(t *testing.T, cs *mcp.ClientSession, args map[string]any) server.ExecResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := callTool(ctx, cs, args)
	if err != nil {
		t.Fatalf("bash %v: %v", args, err)
	}
	return out
}

// callTool calls the bash tool; a tool error is an error.
func callTool(ctx context.Context, cs *mcp.ClientSession, args map[string]any) (server.ExecResult, error) {
	var out server.ExecResult
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "bash", Arguments: args})
	if err != nil {
		return out, err
	}
	if res.IsError {
		return out, fmt.Errorf("tool error %v", res.Content)
	}
	b, _ := json.Marshal(res.StructuredContent)
	err = json.Unmarshal(b, &out)
	return out, err
}

func TestServeStdio(t *testing.T) {
	bin := binary(t)
	cfg := serveConfig(t, "")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "serve", "--stdio", "--config", cfg, "--conversation", "stdio-test")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect: %v\n%s", err, stderr.String())
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
	}
	if strings.Join(names, ",") != "bash,read_file,write_file" {
		t.Errorf("tools: %v", names)
	}
	out := toolCall(t, cs, map[string]any{"script": "help"})
	for _, want := range []string{"/ref", "reference hosts for the test", "/work", "scratch space of the test"} {
		if !strings.Contains(out.Stdout, want) {
			t.Errorf("help does not mention %q:\n%s", want, out.Stdout)
		}
	}
	toolCall(t, cs, map[string]any{"script": "sort -r /ref/hosts.txt > mine; v=kept"})
	out = toolCall(t, cs, map[string]any{"script": "head -1 mine; echo $v; pwd"})
	if out.Stdout != "web-2\nkept\n/work\n" {
		t.Errorf("state across calls: %+v", out)
	}
	// Another conversation, same process: apart.
	out = toolCall(t, cs, map[string]any{"script": "ls; echo \"[$v]\"", "conversation": "other"})
	if out.Stdout != "[]\n" {
		t.Errorf("conversations not isolated: %+v", out)
	}
	if err := cs.Close(); err != nil {
		t.Logf("close: %v", err)
	}

	// A new process continues the conversation from the store.
	cmd = exec.CommandContext(ctx, bin, "serve", "--stdio", "--config", cfg, "--conversation", "stdio-test")
	cmd.Stderr = &stderr
	cs, err = client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect again: %v\n%s", err, stderr.String())
	}
	defer cs.Close()
	if out := toolCall(t, cs, map[string]any{"script": "cat mine; echo $v"}); out.Stdout != "web-2\nweb-1\nkept\n" {
		t.Errorf("resumed in a new process: %+v\n%s", out, stderr.String())
	}
}

// serveProcess is a running `computerwelt serve`.
type serveProcess struct {
	base string // http://127.0.0.1:PORT
	cmd  *exec.Cmd
}

func startServe(t testing.TB, cfg string, extra ...string) *serveProcess {
	t.Helper()
	return startServeEnv(t, nil, cfg, extra...)
}

// startServeEnv is startServe with env added to the server's environment.
func startServeEnv(t testing.TB, env []string, cfg string, extra ...string) *serveProcess {
	t.Helper()
	args := append([]string{"serve", "--config", cfg, "--listen", "127.0.0.1:0", "--shutdown-timeout", "10s"}, extra...)
	cmd := exec.Command(binary(t), args...)
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr testbin.LockedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serveProcess{cmd: cmd}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		io.Copy(io.Discard, stdout)
	}()
	var printed []string
	timeout := time.After(time.Minute)
	for p.base == "" {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve ended before printing its endpoint:\n%s\n%s", strings.Join(printed, "\n"), stderr.String())
			}
			printed = append(printed, l)
			if _, rest, ok := strings.Cut(l, "MCP endpoint: "); ok {
				p.base = strings.TrimSuffix(strings.Fields(rest)[0], "/mcp")
			}
		case <-timeout:
			t.Fatalf("serve printed no endpoint in a minute:\n%s\n%s", strings.Join(printed, "\n"), stderr.String())
		}
	}
	if !strings.Contains(strings.Join(printed, "\n"), "review page:") {
		// The review line follows the MCP one; read it before anything
		// else may drain the lines.
		select {
		case l, ok := <-lines:
			if !ok || !strings.Contains(l, p.base+"/review/") {
				t.Errorf("no review page URL printed: %q", l)
			}
		case <-timeout:
			t.Errorf("no review page URL printed in a minute")
		}
	}
	go func() {
		for range lines {
		}
	}()
	return p
}

func (p *serveProcess) mcp(t *testing.T, conversation string) *mcp.ClientSession {
	t.Helper()
	cs, err := p.connectMCP(context.Background(), conversation)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// connectMCP opens an MCP session with the agent token, for conversation
// (if not "", else the session's own); the caller closes it.
func (p *serveProcess) connectMCP(ctx context.Context, conversation string) (*mcp.ClientSession, error) {
	h := map[string]string{"Authorization": "Bearer " + serveAgentToken}
	if conversation != "" {
		h[server.ConversationHeader] = conversation
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{
		Endpoint:             p.base + "/mcp",
		HTTPClient:           &http.Client{Transport: testbin.Headers(h)},
		DisableStandaloneSSE: true,
		MaxRetries:           -1,
	}, nil)
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %w", p.base, err)
	}
	return cs, nil
}

func TestServeHTTP(t *testing.T) {
	p := startServe(t, serveConfig(t, ""))
	cs := p.mcp(t, "")
	toolCall(t, cs, map[string]any{"script": "x=1; echo a > f"})
	if out := toolCall(t, cs, map[string]any{"script": "echo $x; cat f"}); out.Stdout != "1\na\n" {
		t.Errorf("state: %+v", out)
	}
	resp, err := http.Get(p.base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("healthz: %d", resp.StatusCode)
	}
	resp, err = http.Post(p.base+"/v1/conversations/c/exec", "application/json", strings.NewReader(`{"script":"true"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Errorf("exec without a token: %d", resp.StatusCode)
	}
}

// TestServeTwoProcessesOnePostgres alternates the turns of one
// conversation between two serve processes sharing a PostgreSQL store.
func TestServeTwoProcessesOnePostgres(t *testing.T) {
	url := testpg.Require(t)
	if testing.Short() {
		t.Skip("two server processes: skipped with -short")
	}
	// Tables of this run in a schema of their own.
	schema := testpg.Schema(t, url, "cw_serve_")
	cfg := serveConfig(t, testpg.StoreURL(url, schema))
	a := startServe(t, cfg)
	b := startServe(t, cfg)
	conv := "shared-" + schema
	ca, cb := a.mcp(t, conv), b.mcp(t, conv)
	toolCall(t, ca, map[string]any{"script": "n=0; : > log"})
	for i := 1; i <= 6; i++ {
		cs, name := ca, "a"
		if i%2 == 1 {
			cs, name = cb, "b"
		}
		out := toolCall(t, cs, map[string]any{"script": fmt.Sprintf("n=$((n+1)); echo %s >> log; echo $n $(tr -d '\\n' < log)", name)})
		want := fmt.Sprintf("%d %s\n", i, strings.Repeat("ba", 3)[:i])
		if out.Stdout != want {
			t.Fatalf("turn %d on %s: %+v, want %q", i, name, out, want)
		}
	}
}

// TestServeStopsGracefully: SIGINT while a command runs lets it finish
// and answer, refuses new ones, then the process exits 0.
func TestServeStopsGracefully(t *testing.T) {
	p := startServe(t, serveConfig(t, ""))
	post := func(script string) (int, string) {
		req, _ := http.NewRequest("POST", p.base+"/v1/conversations/g1/exec", strings.NewReader(`{"script":"`+script+`"}`))
		req.Header.Set("Authorization", "Bearer "+serveAgentToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	type reply struct {
		status int
		body   string
	}
	done := make(chan reply, 1)
	go func() {
		st, body := post("sleep 2; echo finished")
		done <- reply{st, body}
	}()
	// Wait until the command runs (the gauge says so).
	deadline := time.Now().Add(time.Minute)
	for {
		req, _ := http.NewRequest("GET", p.base+"/metrics", nil)
		req.Header.Set("Authorization", "Bearer "+serveAdminToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.Contains(string(b), "computerwelt_exec_running 1") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the command never showed as running")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.status != 200 || !strings.Contains(r.body, `"stdout":"finished\n"`) {
		t.Errorf("the running command: %d %s", r.status, r.body)
	}
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("serve exited: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Error("serve did not exit after the command finished")
	}
}

func TestTokenCommand(t *testing.T) {
	var out, errb strings.Builder
	if st := realMain(context.Background(), []string{"token", "hash"}, strings.NewReader("secret\n"), &out, &errb); st != 0 {
		t.Fatalf("token hash: %d %s", st, errb.String())
	}
	if out.String() != "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b\n" {
		t.Errorf("token hash = %q", out.String())
	}
	for _, in := range []string{"", "\n", "two words\n"} {
		out.Reset()
		if st := realMain(context.Background(), []string{"token", "hash"}, strings.NewReader(in), &out, &errb); st == 0 {
			t.Errorf("token hash of %q succeeded: %q", in, out.String())
		}
	}
	out.Reset()
	if st := realMain(context.Background(), []string{"token", "new"}, strings.NewReader(""), &out, &errb); st != 0 {
		t.Fatalf("token new: %d", st)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || len(lines[0]) < 40 || server.HashToken(lines[0]) != lines[1] {
		t.Errorf("token new printed %q", out.String())
	}
}

func TestServeBadConfig(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ws.yaml")
	os.WriteFile(file, []byte("workspaces:\n  - name: x\n    mounts:\n      - {path: /a, kind: nonsense}\n"), 0o644)
	var out, errb strings.Builder
	if st := realMain(context.Background(), []string{"serve", "--config", file, "--store", filepath.Join(dir, "s.db")}, strings.NewReader(""), &out, &errb); st == 0 {
		t.Fatal("serve started with an invalid configuration")
	}
	if !strings.Contains(errb.String(), file+":4") {
		t.Errorf("the error does not name the file and line: %q", errb.String())
	}
}
