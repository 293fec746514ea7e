package admin

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// t0 is a fixed moment for the simulated fleet.
var t0 = time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// copyLive copies examples/admin/live into a writable in-memory tree.
func copyLive(t *testing.T) *memfs.FS {
	t.Helper()
	m := memfs.New()
	ctx := context.Background()
	root := filepath.Join("..", "live")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		dst := "/" + filepath.ToSlash(rel)
		if d.IsDir() {
			if dst == "/." {
				return nil
			}
			return m.Mkdir(ctx, dst, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return vfs.WriteFile(ctx, m, dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

type env struct {
	sb    *computerwelt.Sandbox
	live  *memfs.FS
	clock *clock
	fleet *Fleet
	diffs []string
}

// newEnv is a sandbox with the example's commands, the configuration at
// /config (an in-memory copy), the logs at /var/log/fleet and the status
// projection at /status.
func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{live: copyLive(t), clock: &clock{t0}}
	e.fleet = NewFleet(e.clock.now, 15*time.Second)
	root, err := computerwelt.DefaultFileSystem("agent", computerwelt.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	logs, err := hostfs.New(filepath.Join("..", "logs"))
	if err != nil {
		t.Fatal(err)
	}
	tbl := mount.New(root)
	for _, m := range []struct {
		p  string
		fs vfs.FS
	}{{"/config", e.live}, {"/var/log/fleet", logs}, {"/status", e.fleet.StatusFS()}} {
		if err := vfs.MkdirAll(context.Background(), root, m.p, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := tbl.Mount(m.p, m.fs); err != nil {
			t.Fatal(err)
		}
	}
	diff := func(ctx context.Context, w io.Writer, paths ...string) error {
		e.diffs = append(e.diffs, paths...)
		fmt.Fprintf(w, "--- a%s\n+++ b%s\n@@ fake @@\n", paths[0], paths[0])
		return nil
	}
	cmds := append(Commands(e.fleet), SessionCommands(e.fleet, "alice", nil, diff)...)
	e.sb, err = computerwelt.New(
		computerwelt.WithFileSystem(tbl),
		computerwelt.WithUsername("agent"),
		computerwelt.WithWorkingDirectory("/config"),
		computerwelt.WithBuiltins(cmds...),
	)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.sb.Close() })
	return e
}

func (e *env) run(t *testing.T, script string) computerwelt.Result {
	t.Helper()
	res, err := e.sb.Exec(context.Background(), script)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func (e *env) write(t *testing.T, name, content string) {
	t.Helper()
	if err := vfs.WriteFile(context.Background(), e.live, name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

type cmdCase struct {
	name, script string
	status       int
	stdout       []string // substrings, in order
	stderr       []string
	exact        string // when set, the whole stdout
}

func (e *env) check(t *testing.T, cases []cmdCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := e.run(t, tc.script)
			if res.ExitCode != tc.status {
				t.Errorf("status %d, want %d\nstdout:\n%s\nstderr:\n%s", res.ExitCode, tc.status, res.Stdout, res.Stderr)
			}
			if tc.exact != "" && res.Stdout != tc.exact {
				t.Errorf("stdout:\n%s\nwant:\n%s", res.Stdout, tc.exact)
			}
			inOrder(t, "stdout", res.Stdout, tc.stdout)
			inOrder(t, "stderr", res.Stderr, tc.stderr)
		})
	}
}

func inOrder(t *testing.T, what, s string, subs []string) {
	t.Helper()
	rest := s
	for _, sub := range subs {
		i := strings.Index(rest, sub)
		if i < 0 {
			t.Errorf("%s lacks %q (in order):\n%s", what, sub, s)
			return
		}
		rest = rest[i+len(sub):]
	}
}

// Every command answers --help with its usage, status 0.
func TestCommandsHelp(t *testing.T) {
	e := newEnv(t)
	for _, c := range append(Commands(e.fleet), SessionCommands(e.fleet, "", nil, nil)...) {
		res := e.run(t, c.Name+" --help")
		if res.ExitCode != 0 || res.Stdout != c.Usage || !strings.HasPrefix(c.Usage, "usage: "+c.Name) || c.Summary == "" {
			t.Errorf("%s --help: status %d stdout %q", c.Name, res.ExitCode, res.Stdout)
		}
	}
}

func TestSvc(t *testing.T) {
	e := newEnv(t)
	e.check(t, []cmdCase{
		{name: "status all", script: "svc status", stdout: []string{"as of 2026-12-02T10:00:00Z", "SERVICE", "api ", "cache", "db", "web", "worker"}},
		{name: "status one", script: "svc status api", stdout: []string{"api: ", "ready, version 1.42.0, as of 2026-12-02T10:00:00Z", "  error_rate ", "  p99_ms "}},
		{name: "status unknown", script: "svc status nope", status: 1, stderr: []string{`svc: no running service "nope" (running: api, cache, db, web, worker)`}},
		{name: "logs", script: "svc logs api -n 3 | wc -l", exact: "3\n"},
		{name: "logs tail", script: "svc logs api -n 1", exact: mustTail(t, "api", 1)},
		{name: "logs level", script: "svc logs api -n 1000 --level error | awk '{print $2}' | sort -u", exact: "ERROR\n"},
		{name: "logs level warn", script: "svc logs worker -n 1000 --level WARN | awk '{print $2}' | sort -u", exact: "ERROR\nWARN\n"},
		{name: "logs missing", script: "svc logs nope", status: 1, stderr: []string{"svc: /var/log/fleet/nope.log: No such file or directory"}},
		{name: "logs bad n", script: "svc logs api -n x", status: 2, stderr: []string{`svc: invalid number of lines: "x"`, "Try 'svc --help'"}},
		{name: "logs no name", script: "svc logs", status: 2, stderr: []string{"svc: logs: missing service name"}},
		{name: "logs traversal", script: "svc logs ../../etc/passwd", status: 1, stderr: []string{`svc: invalid service name "../../etc/passwd"`}},
		{name: "diff-live", script: "svc diff-live api", stdout: []string{"--- a/config/services/api.yaml"}},
		{name: "diff-live unknown", script: "svc diff-live nope", status: 1, stderr: []string{`svc: no service "nope"`}},
		{name: "no subcommand", script: "svc", status: 2, stderr: []string{"svc: missing subcommand"}},
		{name: "bad subcommand", script: "svc restart api", status: 2, stderr: []string{`svc: unknown subcommand "restart"`}},
	})
	if strings.Join(e.diffs, " ") != "/config/services/api.yaml" {
		t.Errorf("diff asked for %v", e.diffs)
	}
	// Without a session there is nothing to compare with.
	sb, _ := computerwelt.New(computerwelt.WithBuiltins(SvcCommand(e.fleet, nil)))
	res, _ := sb.Exec(context.Background(), "mkdir -p /config/services && touch /config/services/api.yaml && svc diff-live api")
	if res.ExitCode != 1 || !strings.Contains(res.Stderr, "diff-live needs a session") {
		t.Errorf("%+v", res)
	}
}

func mustTail(t *testing.T, svc string, n int) string {
	b, err := os.ReadFile(filepath.Join("..", "logs", svc+".log"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	return strings.Join(lines[len(lines)-n:], "\n") + "\n"
}

func TestConfigLintAndRender(t *testing.T) {
	e := newEnv(t)
	e.check(t, []cmdCase{
		{name: "lint clean", script: "config lint", exact: "config lint: 11 files, 5 services, 4 routes, 3 flags, 5 alerts: ok\n"},
		{name: "render", script: "config render api", stdout: []string{
			"# effective configuration of api", "service: api", "replicas: 3",
			`  CACHE_ADDR: "cache.fleet.internal:6379"`, `  DB_ADDR: "db.fleet.internal:5432"`,
			`  FLAG_EXPRESS_PAY: "default=true,rollout=100"`, `  FLAG_NEW_CHECKOUT: "default=false,rollout=25"`,
			"routes:", "  - shop.example.com/api/ (timeout 3000ms)", "alerts:", "  - ApiHighErrorRate: error_rate > 0.05 for 5m (page)"}},
		{name: "render internal", script: "config render db", stdout: []string{"routes:\n  [] # internal only"}},
		{name: "render all", script: "config render --all | grep -c '^service:'", exact: "5\n"},
		{name: "render unknown", script: "config render nope", status: 1, stderr: []string{`config: no service "nope" (services: api, cache, db, web, worker)`}},
		{name: "render none", script: "config render", status: 2},
		{name: "bad sub", script: "config push", status: 2, stderr: []string{`config: unknown subcommand "push"`}},
		{name: "diff all", script: "config diff", stdout: []string{"--- a/config\n"}},
		{name: "diff relative", script: "(cd services && config diff api.yaml ../flags)", stdout: []string{"--- a/config/services/api.yaml\n"}},
	})

	if got := strings.Join(e.diffs, " "); got != "/config /config/services/api.yaml /config/flags" {
		t.Errorf("config diff asked for %s", got)
	}

	// A route to a missing service: lint names the file and line, the
	// route test says 502, render of others still works.
	e.write(t, "/routing/routes.json", `{
  "routes": [
    {"host": "shop.example.com", "path": "/api/", "service": "api", "timeout_ms": 3000},
    {"host": "shop.example.com", "path": "/pay/", "service": "payments", "timeout_ms": 3000}
  ]
}
`)
	e.check(t, []cmdCase{
		{name: "lint missing service", script: "config lint", status: 1,
			exact:  `/config/routing/routes.json:4: route 2 (shop.example.com/pay/): no service "payments" (services: api, cache, db, web, worker)` + "\n",
			stderr: []string{"config lint: 1 problem(s)"}},
		{name: "lint other file only", script: "config lint services/api.yaml", stdout: []string{"ok"}},
		{name: "lint missing file", script: "config lint services/nope.yaml", status: 1, stderr: []string{"config: services/nope.yaml: No such file or directory"}},
		{name: "lint that file", script: "config lint routing/routes.json", status: 1, stdout: []string{"routes.json:4:"}},
		{name: "route test 502", script: "route test https://shop.example.com/pay/now", status: 1, stdout: []string{`route shop.example.com/pay/ (/config/routing/routes.json:4) -> service "payments", which does not exist (502)`}},
		{name: "route test all", script: "route test --all", status: 1, stdout: []string{"shop.example.com/api/ -> api ok", "shop.example.com/pay/ -> payments: NO SUCH SERVICE"}},
		{name: "render still", script: "config render api >/dev/null", status: 0},
	})

	// A service with a bad schema and a broken dependency cannot render.
	e.write(t, "/services/api.yaml", "name: api\nteam: payments\nimage: registry.example.com/shop/api:latest\nreplicas: three\nport: 8080\nhealth: /healthz\n")
	e.write(t, "/services/web.yaml", "name: web\nteam: storefront\nimage: registry.example.com/shop/web:3.8.1\nreplicas: 4\nport: 3000\nhealth: healthz\ndepends_on: [api, search]\ncolour: blue\n")
	e.check(t, []cmdCase{
		{name: "lint schema", script: "config lint services", status: 1, exact: "" +
			"/config/services/api.yaml:4: want a whole number, got three\n" +
			"/config/services/web.yaml:6: health must be an HTTP path such as /healthz, got \"healthz\"\n" +
			"/config/services/web.yaml:7: depends_on: no service \"search\" (services: cache, db, web, worker)\n" +
			"/config/services/web.yaml:8: service: unknown key \"colour\" (known: name, team, image, replicas, port, health, depends_on, env, resources)\n"},
		{name: "render broken", script: "config render web", status: 1, stderr: []string{"config: cannot render web:", "web.yaml:6: health must be"}},
	})
	e.write(t, "/services/api.yaml", "name: api\nteam: payments\nimage: registry.example.com/shop/api:latest\nreplicas: 0\nport: 80000\nhealth: /healthz\nresources: {cpu: lots, memory: 1TB}\nenv: {lower: x}\n")
	e.write(t, "/services/web.yaml", "name: webby\n")
	e.check(t, []cmdCase{
		{name: "lint values", script: "config lint services", status: 1, exact: "" +
			"/config/services/api.yaml:3: image \"registry.example.com/shop/api:latest\": pin a version, not latest\n" +
			"/config/services/api.yaml:4: replicas must be from 1 to 50, got 0\n" +
			"/config/services/api.yaml:5: port must be from 1 to 65535, got 80000\n" +
			"/config/services/api.yaml:7: resources.cpu \"lots\": want millicores such as 500m or cores such as 2\n" +
			"/config/services/api.yaml:7: resources.memory \"1TB\": want a size such as 512Mi or 2Gi\n" +
			"/config/services/api.yaml:8: env: invalid variable name \"lower\"\n" +
			"/config/services/web.yaml:1: name \"webby\" does not match the file name (want \"web\")\n" +
			"/config/services/web.yaml:1: team is required\n" +
			"/config/services/web.yaml:1: image \"\": want REGISTRY/REPO:TAG\n" +
			"/config/services/web.yaml:1: replicas must be from 1 to 50, got 0\n" +
			"/config/services/web.yaml:1: port must be from 1 to 65535, got 0\n" +
			"/config/services/web.yaml:1: health must be an HTTP path such as /healthz, got \"\"\n"},
	})
}

func TestConfigParseErrors(t *testing.T) {
	e := newEnv(t)
	e.write(t, "/services/api.yaml", "name: api\nteam: [payments\n")
	e.write(t, "/routing/routes.json", "{\"routes\": [\n  {\"host\": \"a\",}\n]}\n")
	e.write(t, "/flags/search.toml", "[semantic_search]\ndescription = \"x\"\nrollout = \n")
	e.write(t, "/alerts/api.yaml", "alerts:\n  - name: A\n    service: api\n    metric: latency\n    op: '>'\n    threshold: 1\n    for: 5m\n    severity: page\n  - &x {name: B}\n  - *x\n")
	res := e.run(t, "config lint")
	for _, want := range []string{
		"/config/alerts/api.yaml:10: YAML aliases are not allowed\n",
		"/config/flags/search.toml:3: invalid TOML: ",
		"/config/routing/routes.json:2: invalid JSON: invalid character '}' looking for beginning of object key string\n",
		"/config/services/api.yaml:1: invalid YAML: did not find expected ',' or ']'\n",
	} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("lint output lacks %q:\n%s", want, res.Stdout)
		}
	}
	if res.ExitCode != 1 {
		t.Errorf("status %d", res.ExitCode)
	}
	e.write(t, "/alerts/api.yaml", "alerts:\n  - name: A\n    service: nope\n    metric: latency\n    op: '=='\n    threshold: 1\n    for: soon\n    severity: page\n")
	e.write(t, "/flags/search.toml", "[semantic_search]\ndescription = \"x\"\nowner = \"y\"\nservices = [\"api\", \"gone\"]\nrollout = 150\ncolour = 1\n")
	res = e.run(t, "config lint alerts flags")
	want := "" +
		"/config/alerts/api.yaml:2: alert A: unknown metric \"latency\" (known: error_rate, p99_ms, cpu_pct, memory_pct, replica_lag_s, healthy_replicas)\n" +
		"/config/alerts/api.yaml:2: alert A: for must be a duration such as 5m, got \"soon\"\n" +
		"/config/alerts/api.yaml:2: alert A: no service \"nope\" (services: cache, db, web, worker)\n" +
		"/config/flags/search.toml:1: flag \"semantic_search\": unknown key \"colour\" (known: description, owner, services, default, rollout)\n" +
		"/config/flags/search.toml:1: flag \"semantic_search\": rollout is a percentage from 0 to 100, got 150\n" +
		"/config/flags/search.toml:1: flag \"semantic_search\": no service \"gone\" (services: cache, db, web, worker)\n"
	if res.Stdout != want {
		t.Errorf("got:\n%s\nwant:\n%s", res.Stdout, want)
	}
	// A value of the wrong type names its key; a key that is not a table
	// is refused as one.
	e.write(t, "/flags/search.toml", "stray = 1\n[semantic_search]\ndescription = \"x\"\nowner = \"y\"\nrollout = \"half\"\n[other]\ndescription = \"z\"\nowner = \"y\"\nservices = [\"api\", 2]\n")
	res = e.run(t, "config lint flags")
	want = "" +
		"/config/flags/search.toml:1: flag \"stray\": want a table [stray]\n" +
		"/config/flags/search.toml:2: flag \"semantic_search\": rollout: want an integer, got a string\n" +
		"/config/flags/search.toml:6: flag \"other\": services: want an array of strings, got an integer\n"
	if res.Stdout != want {
		t.Errorf("got:\n%s\nwant:\n%s", res.Stdout, want)
	}
}

func TestRouteFlagsAlertsTicketWhoami(t *testing.T) {
	e := newEnv(t)
	e.check(t, []cmdCase{
		{name: "route longest prefix", script: "route test https://shop.example.com/api/search/q?x=1", exact: "https://shop.example.com/api/search/q?x=1: route shop.example.com/api/search/ -> api (port 8080, 3 replicas, timeout 8000ms)\n"},
		{name: "route without scheme", script: "route test shop.example.com/", stdout: []string{"-> web (port 3000"}},
		{name: "route exact prefix", script: "route test https://shop.example.com/api", stdout: []string{"route shop.example.com/api/ -> api"}},
		{name: "route none", script: "route test https://other.example.com/", status: 1, exact: "https://other.example.com/: no route (404)\n"},
		{name: "route usage", script: "route check x", status: 2},
		{name: "flags list", script: "flags list", stdout: []string{"express_pay", "new_checkout", "semantic_search"}},
		{name: "flags explain", script: "flags explain new_checkout", exact: "new_checkout: the one-page checkout\n  owner:    payments\n  state:    on for 25% of sessions (default false, rollout 25%)\n  services: api, web\n  defined:  /config/flags/checkout.toml:3\n"},
		{name: "flags explain near", script: "flags explain checkout", status: 1, stderr: []string{`flags: no flag "checkout" (did you mean new_checkout?)`}},
		{name: "flags explain none", script: "flags explain zzz", status: 1, stderr: []string{"(try: flags list)"}},
		{name: "alerts list", script: "alerts list | wc -l", exact: "5\n"},
		{name: "alerts what-if", script: "alerts simulate --set api.error_rate=0.5 --set db.replica_lag_s=0 --set web.healthy_replicas=4", stdout: []string{
			"as of 2026-12-02T10:00:00Z, 5 rules:", "FIRING ApiHighErrorRate", "api.error_rate = 0.5", "ok     DbReplicaLag", "ok     WebDown"}},
		{name: "alerts bad set", script: "alerts simulate --set api=1", status: 2},
		{name: "alerts bad metric", script: "alerts simulate --set api.colour=1", status: 1, stderr: []string{`unknown metric "colour"`}},
		{name: "ticket list", script: "ticket list", stdout: []string{"OPS-1042", "OPS-1043", "OPS-1044"}},
		{name: "ticket list hides closed", script: "ticket list | grep -c OPS-1039", status: 1, exact: "0\n"},
		{name: "ticket show", script: "ticket show ops-1042", stdout: []string{"OPS-1042: Checkout times out for some users\nstatus: open", "raise the timeout of the shop.example.com/api/ route to 6000 ms"}},
		{name: "ticket unknown", script: "ticket show X-1", status: 1},
		{name: "whoami", script: "whoami", exact: "agent\n"},
		{name: "whoami roles", script: "whoami --roles", stdout: []string{"agent\nprincipal: alice\nroles: agent\n", "you may not: change the live configuration"}},
		{name: "whoami bad", script: "whoami -x", status: 1, stderr: []string{"whoami: invalid option -- 'x'\nTry 'whoami --help' for more information.\n"}},
		{name: "whoami operand", script: "whoami root", status: 1, stderr: []string{"whoami: extra operand 'root'"}},
	})
	sb, _ := computerwelt.New(computerwelt.WithBuiltins(WhoamiCommand("", func(p string) []string { return []string{"agent", "reader"} })))
	res, _ := sb.Exec(context.Background(), "whoami --roles")
	if !strings.Contains(res.Stdout, "principal: (local)\nroles: agent, reader\n") {
		t.Errorf("%q", res.Stdout)
	}
	sb, _ = computerwelt.New(computerwelt.WithBuiltins(WhoamiCommand("root", func(p string) []string { return []string{"admin"} })))
	res, _ = sb.Exec(context.Background(), "whoami --roles")
	if !strings.Contains(res.Stdout, "principal: root\nroles: admin\n") || !strings.Contains(res.Stdout, "as an admin you approve proposals on the review page") {
		t.Errorf("%q", res.Stdout)
	}
}

func TestBuild(t *testing.T) {
	e := newEnv(t)
	e.check(t, []cmdCase{
		{name: "clean", script: "build", stdout: []string{"== lint: config lint", "config lint: 11 files", "== render: config render --all > /dev/null", "== routes: route test --all", "build: 3 steps ok"}},
		{name: "one step", script: "build routes", stdout: []string{"== routes", "build: 1 steps ok"}},
		{name: "unknown step", script: "build deploy", status: 1, stderr: []string{`build: no step "deploy" in /config/BUILD`}},
	})
	e.write(t, "/services/cache.yaml", "name: cache\n")
	e.check(t, []cmdCase{
		{name: "failing", script: "build", status: 1, stdout: []string{"== lint FAILED (status 1)", "== render FAILED (status 1)", "build: 2 of 3 steps failed"}},
	})
	e.write(t, "/BUILD", "lint config lint\n")
	e.check(t, []cmdCase{{name: "bad BUILD", script: "build", status: 1, stderr: []string{`/config/BUILD:1: want NAME: COMMAND, got "lint config lint"`}}})
	if err := e.live.Remove(context.Background(), "/BUILD"); err != nil {
		t.Fatal(err)
	}
	e.check(t, []cmdCase{{name: "no BUILD", script: "build", status: 1, stderr: []string{"/config/BUILD: no steps"}}})
}

func TestStatusProjectionChangesOverTime(t *testing.T) {
	e := newEnv(t)
	read := func() string { return e.run(t, "cat /status/time /status/services/*/health").Stdout }
	first := read()
	if !strings.HasPrefix(first, "2026-12-02T10:00:00Z\n") {
		t.Errorf("time: %q", first)
	}
	if again := read(); again != first {
		t.Errorf("same moment, different status:\n%s\n%s", first, again)
	}
	// Some look later sees a different health somewhere (the simulation is
	// deterministic: this holds for every run).
	changed := false
	for i := 1; i <= 20 && !changed; i++ {
		e.clock.t = t0.Add(time.Duration(i) * 15 * time.Second)
		later := read()
		changed = strings.SplitN(later, "\n", 2)[1] != strings.SplitN(first, "\n", 2)[1]
	}
	if !changed {
		t.Error("the health of the fleet never changed over 5 minutes")
	}
	res := e.run(t, "ls /status /status/services/api; cat /status/services/db/ready; grep -c . /status/services/db/metrics; head -2 /status/summary")
	inOrder(t, "stdout", res.Stdout, []string{"services\nsummary\ntime\n", "health\nmetrics\nready\nversion\n", "/2\n", "6\n", "as of ", "SERVICE"})
	if res := e.run(t, "echo x > /status/time"); res.ExitCode == 0 {
		t.Error("the status projection is writable")
	}
	// svc status and the projection agree.
	e.clock.t = t0
	h := e.run(t, "cat /status/services/api/health").Stdout
	if s := e.run(t, "svc status api").Stdout; !strings.HasPrefix(s, "api: "+strings.TrimSpace(h)+",") {
		t.Errorf("svc status %q vs health %q", s, h)
	}
}

func TestDeploy(t *testing.T) {
	e := newEnv(t)
	e.check(t, []cmdCase{
		{name: "deploy", script: "deploy api 1.43.0 && cat /status/services/api/version", exact: "deploy: api now at 1.43.0\n1.43.0\n"},
		{name: "deploy unknown", script: "deploy nope 1", status: 1},
		{name: "deploy usage", script: "deploy api", status: 2},
	})
}

func TestTicketsEmbedded(t *testing.T) {
	ts := tickets()
	if len(ts) < 3 {
		t.Fatalf("%d tickets", len(ts))
	}
	for _, tk := range ts {
		if tk.ID == "" || tk.Title == "" || tk.Body == "" || (tk.Status != "open" && tk.Status != "closed") {
			t.Errorf("ticket %+v", tk)
		}
	}
}

// TestConfigRenderDependencyUnreadable: a service whose dependency's file
// does not parse (a control character, which YAML refuses) renders as an
// error naming that file, not a nil dereference.
func TestConfigRenderDependencyUnreadable(t *testing.T) {
	e := newEnv(t)
	e.write(t, "/services/db.yaml", "name: db\nteam: data\x07\n")
	res := e.run(t, "config render worker")
	if res.ExitCode == 0 || strings.Contains(res.Stderr+res.Stdout, "internal") || strings.Contains(res.Stderr+res.Stdout, "nil pointer") {
		t.Fatalf("status %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	if !strings.Contains(res.Stderr, "/config/services/db.yaml") || !strings.Contains(res.Stderr, "control characters are not allowed") {
		t.Errorf("stderr %q, want the dependency's file and YAML's error", res.Stderr)
	}
}
