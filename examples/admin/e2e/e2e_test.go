// Package e2e runs the worked example as a model and a person would use
// it: the computerwelt binary serving examples/admin, a real MCP client
// holding the scripted conversation of issue 10, and the review page in
// headless chromium approving the change.
package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/computerwelt/computerwelt/internal/testbin"
	"github.com/computerwelt/computerwelt/internal/testbrowser"
	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/server"
)

// The example's tokens (workspace.yaml keeps their sha256).
const (
	agentToken = "agent-dev-token"
	adminToken = "admin-dev-token"
)

func binary(t *testing.T) string { return testbin.Computerwelt(t) }

func TestMain(m *testing.M) {
	code := m.Run()
	testbin.Cleanup()
	os.Exit(code)
}

// copyExample copies examples/admin (data and workspace.yaml, not the Go
// packages) to a temporary folder: approval writes the copy's live/.
func copyExample(t *testing.T) string {
	t.Helper()
	src, dst := "..", t.TempDir()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if rel == "admin" || rel == "e2e" {
			return filepath.SkipDir
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

type proc struct {
	cmd    *exec.Cmd
	base   string
	review string
	stdout *testbin.LockedBuffer // what it printed after its endpoints
	stderr *testbin.LockedBuffer
	done   chan error
}

// serve starts `computerwelt serve` on the example and waits for it to
// print its endpoints.
func serve(t *testing.T, dir, store string) *proc {
	t.Helper()
	return start(t, exec.Command(binary(t), "serve", "--config", filepath.Join(dir, "workspace.yaml"),
		"--store", store, "--listen", "127.0.0.1:0", "--no-python", "--shutdown-timeout", "10s"))
}

// start runs cmd, a `computerwelt serve`, and waits for it to print its
// endpoints.
func start(t *testing.T, cmd *exec.Cmd) *proc {
	t.Helper()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &proc{cmd: cmd, stderr: &testbin.LockedBuffer{}, stdout: &testbin.LockedBuffer{}, done: make(chan error, 1)}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- cmd.Wait() }()
	t.Cleanup(func() { p.stop(t) })
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		io.Copy(io.Discard, stdout)
	}()
	timeout := time.After(2 * time.Minute)
	for p.base == "" || p.review == "" {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve ended before printing its endpoints:\n%s", p.stderr.String())
			}
			if _, rest, ok := strings.Cut(l, "MCP endpoint: "); ok {
				p.base = strings.TrimSuffix(strings.Fields(rest)[0], "/mcp")
			}
			if _, rest, ok := strings.Cut(l, "review page: "); ok {
				p.review = strings.Fields(rest)[0]
			}
		case <-timeout:
			t.Fatalf("serve printed no endpoints in two minutes:\n%s", p.stderr.String())
		}
	}
	go func() {
		for l := range lines {
			p.stdout.Write([]byte(l + "\n"))
		}
	}()
	return p
}

// printed waits for serve to have printed s (after its endpoints).
func (p *proc) printed(t *testing.T, s string) bool {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if strings.Contains(p.stdout.String(), s) {
			return true
		}
	}
	return false
}

func (p *proc) stop(t *testing.T) {
	if p.cmd.ProcessState != nil {
		return
	}
	p.cmd.Process.Signal(os.Interrupt)
	select {
	case <-p.done:
	case <-time.After(20 * time.Second):
		p.cmd.Process.Kill()
		<-p.done
	}
}

// model is the MCP client side of one conversation.
type model struct {
	t  *testing.T
	cs *mcp.ClientSession
}

func connect(t *testing.T, p *proc, conversation string) *model {
	t.Helper()
	client := mcp.NewClient(&mcp.Implementation{Name: "scripted-model", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{
		Endpoint: p.base + "/mcp",
		HTTPClient: &http.Client{Transport: testbin.Headers(map[string]string{
			"Authorization":           "Bearer " + agentToken,
			server.ConversationHeader: conversation,
		})},
		DisableStandaloneSSE: true,
		MaxRetries:           -1,
	}, nil)
	if err != nil {
		t.Fatalf("connect to %s: %v", p.base, err)
	}
	t.Cleanup(func() { cs.Close() })
	return &model{t: t, cs: cs}
}

// bash calls the tool and checks the status and that the output has each
// of subs.
func (m *model) bash(script string, status int, subs ...string) server.ExecResult {
	m.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := m.cs.CallTool(ctx, &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"script": script}})
	if err != nil {
		m.t.Fatalf("bash %q: %v", script, err)
	}
	if res.IsError {
		m.t.Fatalf("bash %q: tool error %v", script, res.Content)
	}
	var out server.ExecResult
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &out); err != nil {
		m.t.Fatal(err)
	}
	if out.ExitCode != status {
		m.t.Errorf("bash %q: status %d, want %d\nstdout:\n%s\nstderr:\n%s", script, out.ExitCode, status, out.Stdout, out.Stderr)
	}
	for _, s := range subs {
		if !strings.Contains(out.Stdout+out.Stderr, s) {
			m.t.Errorf("bash %q: output lacks %q\nstdout:\n%s\nstderr:\n%s", script, s, out.Stdout, out.Stderr)
		}
	}
	return out
}

func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(dir, p)
			out[rel] = string(b)
		}
		return nil
	})
	return out
}

// conversation is issue 10's scripted conversation. day1 and day2 give
// the model's connection for each turn (two processes alternate on
// PostgreSQL); approve is the person's side.
func conversation(t *testing.T, dir string, day1 func(turn int) *model, day2 func(turn int) *model, approve func()) {
	liveBefore := tree(t, filepath.Join(dir, "live"))
	turn := 0
	m := func() *model { turn++; return day1(turn) }

	// Explore, as told by the tool's description: run help.
	out := m().bash("help", 0, "/config", "/docs", "/var/log/fleet", "/status", "/audit", "/tmp", "/home/agent", "/data",
		"svc ", "config ", "route ", "flags ", "alerts ", "ticket ", "build ", "check ", "submit ", "whoami ")
	if !regexp.MustCompile(`(?m)^\s*deploy\b.*\(not available in this session\)$`).MatchString(out.Stdout) {
		t.Errorf("help does not list the withheld deploy as not available")
	}
	m().bash("whoami --roles", 0, "principal: agent", "roles: agent")
	m().bash("ls; ls /docs", 0, "BUILD\nalerts\nflags\nrouting\nservices\n", "deploy-runbook.pdf.txt")
	m().bash("grep -rn 'timeout_ms' routing | head -3", 0, "routing/routes.json:3:")
	m().bash("ticket show OPS-1042", 0, "6000 ms")
	m().bash("cat /docs/deploy-runbook.pdf.txt", 0, "Deploy runbook", "svc diff-live NAME shows what differs from live.")

	// Live status, twice: the moment of the read is part of it.
	a := m().bash("cat /status/time /status/summary", 0, "SERVICE", "api ").Stdout
	b := m().bash("sleep 1.1; cat /status/time /status/summary", 0, "SERVICE").Stdout
	if a == b {
		t.Errorf("the status did not change between two reads:\n%s", a)
	}

	// A wrong edit; submit refuses with the validators' diagnostics.
	m().bash(`cd routing && sed -i 's|"service": "api", "timeout_ms": 3000|"service": "checkout", "timeout_ms": 6000|' routes.json`, 0)
	m().bash(`submit -m "raise the checkout timeout (OPS-1042)"`, 1,
		"FAIL  schema", `/config/routing/routes.json:3: route 1 (shop.example.com/api/): no service "checkout"`, "submit: refused")

	// Fixed: the diff, the checks, the submit.
	m().bash(`sed -i 's|"service": "checkout"|"service": "api"|' routes.json && config diff`, 0,
		`+    {"host": "shop.example.com", "path": "/api/", "service": "api", "timeout_ms": 6000},`)
	m().bash(`submit -m "raise the checkout route timeout to 6000 ms (OPS-1042)"`, 0, "Submitted proposal ")
	if !equal(tree(t, filepath.Join(dir, "live")), liveBefore) {
		t.Fatal("submit changed the live folder")
	}

	// The next day: the file and the directory where it left off.
	turn = 0
	m = func() *model { turn++; return day2(turn) }
	m().bash("pwd; grep -c '\"timeout_ms\": 6000' routes.json; submit --status", 0, "/config/routing\n1\n", "pending")

	// A person approves on the review page.
	approve()

	want := map[string]string{}
	for k, v := range liveBefore {
		want[k] = v
	}
	want["routing/routes.json"] = strings.Replace(liveBefore["routing/routes.json"], `"service": "api", "timeout_ms": 3000`, `"service": "api", "timeout_ms": 6000`, 1)
	if got := tree(t, filepath.Join(dir, "live")); !equal(got, want) {
		t.Errorf("the live folder after approval is not the old one plus the diff:\n%s", got["routing/routes.json"])
	}
	m().bash("cat /audit/log; submit --status", 0, " admin approve ", " conv-e2e ", "approved by admin")
}

func equal(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestExampleEndToEnd: SQLite, one server process a day, approval in
// headless chromium.
func TestExampleEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server: skipped with -short")
	}
	testbrowser.Chromium(t)
	dir := copyExample(t)
	store := filepath.Join(t.TempDir(), "sessions.db")
	p1 := serve(t, dir, store)
	m1 := connect(t, p1, "conv-e2e")
	var p2 *proc
	var m2 *model
	conversation(t, dir,
		func(int) *model { return m1 },
		func(int) *model {
			if p2 == nil {
				p1.stop(t)
				p2 = serve(t, dir, store)
				m2 = connect(t, p2, "conv-e2e")
			}
			return m2
		},
		func() { approveInBrowser(t, p2.review) })
}

// TestExampleEndToEndPostgres: the same conversation on PostgreSQL, its
// turns alternating between two server processes (both days), approved
// on the review page of one of them.
func TestExampleEndToEndPostgres(t *testing.T) {
	url := testpg.Require(t)
	if testing.Short() {
		t.Skip("builds and runs the server: skipped with -short")
	}
	testbrowser.Chromium(t)
	dir := copyExample(t)
	store := testpg.StoreURL(url, testpg.Schema(t, url, "cw_e2e_"))
	a, b := serve(t, dir, store), serve(t, dir, store)
	ma, mb := connect(t, a, "conv-e2e"), connect(t, b, "conv-e2e")
	alternate := func(turn int) *model {
		if turn%2 == 0 {
			return mb
		}
		return ma
	}
	conversation(t, dir, alternate, alternate, func() { approveInBrowser(t, b.review) })
}

// approveInBrowser is the person: sign in to the review page with the
// admin token, open the pending proposal, see its diff, approve.
func approveInBrowser(t *testing.T, reviewURL string) {
	t.Helper()
	ctx := testbrowser.Start(t)
	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		testbrowser.Do(t, ctx, what, steps...)
	}
	text := func(sel string) string { t.Helper(); return testbrowser.Text(t, ctx, sel) }
	do("opening the review page", chromedp.Navigate(reviewURL), chromedp.WaitVisible(chromedp.CSS("#token")))
	do("signing in",
		chromedp.SendKeys(chromedp.CSS("#token"), adminToken),
		chromedp.Submit(chromedp.CSS("#token")),
		chromedp.WaitVisible(chromedp.CSS("#pending a.pid")))
	do("opening the proposal", chromedp.Click(chromedp.CSS("#pending a.pid")), chromedp.WaitVisible(chromedp.CSS("#diff")))
	if s := text("#diff"); !strings.Contains(s, `"timeout_ms": 6000`) || !strings.Contains(s, "routes.json") {
		t.Errorf("the diff on the page reads %q", s)
	}
	do("approving", chromedp.Click(chromedp.CSS("#approve")), chromedp.WaitVisible(chromedp.CSS("#flash")))
	if s := text("#status"); s != "approved" {
		t.Errorf("after approving, the status reads %q", s)
	}
}

// TestDemoApprovalWritesTheCopy serves the repository's example itself,
// as the README's `computerwelt serve` from the root does: approving a
// proposal writes the copy of live/ in the data directory, never the
// repository's, and `computerwelt demo reset` restores the copy.
func TestDemoApprovalWritesTheCopy(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server: skipped with -short")
	}
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	repoLive := filepath.Join(root, "examples", "admin", "live")
	before := tree(t, repoLive)
	data := t.TempDir()
	env := append(os.Environ(), "CW_DATA_DIR="+data)
	cmd := exec.Command(binary(t), "serve", "--listen", "127.0.0.1:0", "--no-python", "--shutdown-timeout", "10s")
	cmd.Dir, cmd.Env = root, env
	p := start(t, cmd)
	copyLive := filepath.Join(data, "demo", "admin", "live")
	if !p.printed(t, "demo copy:    "+copyLive) {
		t.Errorf("serve does not say where the demo copy is:\n%s", p.stdout.String())
	}

	m := connect(t, p, "conv-demo")
	out := m.bash(`cd /config/routing && sed -i 's|"service": "api", "timeout_ms": 3000|"service": "api", "timeout_ms": 6000|' routes.json && submit -m "raise the api timeout"`, 0, "Submitted proposal ")
	id := regexp.MustCompile(`proposal (p-[a-z0-9]+)`).FindStringSubmatch(out.Stdout)
	if id == nil {
		t.Fatalf("no proposal id in %q", out.Stdout)
	}
	req, _ := http.NewRequest("POST", p.base+"/v1/proposals/"+id[1]+"/approve", nil)
	req.Header.Set("Authorization", "Bearer "+adminToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("approve: %s %s", resp.Status, body)
	}
	m.bash("grep -c 'timeout_ms\": 6000' /config/routing/routes.json", 0, "1\n")

	if !equal(tree(t, repoLive), before) {
		t.Fatal("approving in the demo changed the repository's examples/admin/live")
	}
	approved := tree(t, copyLive)
	if !strings.Contains(approved["routing/routes.json"], `"timeout_ms": 6000`) {
		t.Errorf("the demo copy lacks the approved change:\n%s", approved["routing/routes.json"])
	}
	p.stop(t)

	reset := exec.Command(binary(t), "demo", "reset")
	reset.Dir, reset.Env = root, env
	if b, err := reset.CombinedOutput(); err != nil {
		t.Fatalf("demo reset: %v\n%s", err, b)
	}
	if !equal(tree(t, copyLive), before) {
		t.Error("after demo reset the copy is not the repository's live/")
	}
}
