package config

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/docfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/projection"
)

const wsFile = `workspaces:
  - name: ops
    user: agent
    hostname: fleet
    dir: /config
    python: true
    without: [deploy]
    commands: [tools, bound]
    mounts:
      - {path: /config, kind: host, host: live, overlay: true, review: true}
      - {path: /docs, kind: docs, host: docs}
      - {path: /logs, kind: host, host: logs, description: the logs}
      - {path: /status, kind: projection, name: status}
      - {path: /whose, kind: projection, name: whose}
      - {path: /tmp, kind: memory}
      - {path: /cache, kind: memory, ephemeral: true}
      - {kind: home}
      - {path: /seed, kind: home, host: logs}
    validators:
      - {name: lint, func: lint}
      - {name: sh, script: 'test -s /config/a.txt', paths: ['/config/**']}
`

func writeTree(t *testing.T, file string) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{"live", "docs", "logs"} {
		must(t, os.MkdirAll(filepath.Join(dir, d), 0o755))
	}
	must(t, os.WriteFile(filepath.Join(dir, "live/a.txt"), []byte("live\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "logs/x.log"), []byte("log line\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "ws.yaml"), []byte(file), 0o644))
	return dir
}

func testRegistry() (*Registry, *[]review.Validator) {
	reg := NewRegistry()
	reg.Projection("status", func() vfs.FS {
		return projection.New(projection.Dir{"health": projection.File(func(context.Context) ([]byte, error) { return []byte("ok\n"), nil })})
	})
	reg.WorkspaceProjection("whose", func(ws string) vfs.FS {
		return projection.New(projection.Dir{"name": projection.File(func(context.Context) ([]byte, error) { return []byte(ws + "\n"), nil })})
	})
	reg.Commands("tools", computerwelt.Command{Name: "hello", Summary: "say hello", Run: func(ctx context.Context, inv *computerwelt.Invocation) int {
		inv.Stdout.Write([]byte("hello from the host\n"))
		return 0
	}})
	reg.SessionCommands("bound", func(s *session.Session) []computerwelt.Command {
		return []computerwelt.Command{{Name: "sid", Summary: "print the session id", Run: func(ctx context.Context, inv *computerwelt.Invocation) int {
			inv.Stdout.Write([]byte(s.ID() + "\n"))
			return 0
		}}}
	})
	lint := func(ctx context.Context, s *session.Session, changed []string) (string, error) { return "", nil }
	reg.Validator("lint", review.Validator{Func: lint, Paths: []string{"*.yaml"}, Timeout: 7 * time.Second})
	var got []review.Validator
	reg.Review(func(vs []review.Validator) func(*session.Session) []computerwelt.Command {
		got = vs
		return func(*session.Session) []computerwelt.Command {
			return []computerwelt.Command{{Name: "check", Summary: "run validators", Run: func(ctx context.Context, inv *computerwelt.Invocation) int { return 0 }}}
		}
	})
	return reg, &got
}

func TestWorkspacesBuild(t *testing.T) {
	dir := writeTree(t, wsFile)
	c, err := Load(filepath.Join(dir, "ws.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	reg, vals := testRegistry()
	wss, err := c.Workspaces(context.Background(), reg)
	if err != nil {
		t.Fatal(err)
	}
	if len(wss) != 1 {
		t.Fatalf("%d workspaces", len(wss))
	}
	ws := wss[0]
	if ws.Name != "ops" || ws.Username != "agent" || ws.Hostname != "fleet" || ws.Dir != "/config" || ws.Python == nil ||
		!reflect.DeepEqual(ws.Without, []string{"deploy"}) || len(ws.Commands) != 1 || ws.Commands[0].Name != "hello" || ws.SessionCommands == nil {
		t.Errorf("workspace %+v", ws)
	}
	type mountWant struct {
		path   string
		mode   session.MountMode
		review bool
		fs     string
	}
	var got []mountWant
	for _, m := range ws.Mounts {
		kind := "nil"
		switch m.FS.(type) {
		case *hostfs.FS:
			kind = "host"
		case *docfs.FS:
			kind = "docs"
		case *projection.FS:
			kind = "projection"
		}
		got = append(got, mountWant{m.Path, m.Mode, m.Review, kind})
		if m.Review && m.Target == nil {
			t.Errorf("%s: review mount without a target", m.Path)
		}
		if m.Description == "" {
			t.Errorf("%s: no description", m.Path)
		}
	}
	want := []mountWant{
		{"/config", session.Overlay, true, "host"},
		{"/docs", session.ReadOnly, false, "docs"},
		{"/logs", session.ReadOnly, false, "host"},
		{"/status", session.ReadOnly, false, "projection"},
		{"/whose", session.ReadOnly, false, "projection"},
		{"/tmp", session.Scratch, false, "nil"},
		{"/cache", session.Ephemeral, false, "nil"},
		{"/home/agent", session.Scratch, false, "nil"},
		{"/seed", session.Overlay, false, "host"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("mounts\n got %+v\nwant %+v", got, want)
	}
	if ws.Mounts[2].Description != "the logs" {
		t.Errorf("description %q", ws.Mounts[2].Description)
	}
	// The Go validator takes the file's name and the registered paths and
	// timeout; the script one its own paths.
	if len(*vals) != 2 || (*vals)[0].Name != "lint" || (*vals)[0].Func == nil || (*vals)[0].Timeout != 7*time.Second ||
		!reflect.DeepEqual((*vals)[0].Paths, []string{"*.yaml"}) || (*vals)[1].Script != "test -s /config/a.txt" ||
		!reflect.DeepEqual((*vals)[1].Paths, []string{"/config/**"}) {
		t.Errorf("validators %+v", *vals)
	}
	// The review target writes to the host folder; the overlay's base does not.
	if err := vfs.WriteFile(context.Background(), ws.Mounts[0].FS, "/b.txt", []byte("x"), 0o644); err == nil {
		t.Error("the base of /config is writable")
	}
	if err := vfs.WriteFile(context.Background(), ws.Mounts[0].Target, "/b.txt", []byte("x"), 0o644); err != nil {
		t.Errorf("the review target is not writable: %v", err)
	}
}

// The built workspace runs: a session sees the mounts, the host commands
// and the session-bound ones.
func TestWorkspacesRunInSession(t *testing.T) {
	dir := writeTree(t, strings.Replace(wsFile, "    python: true\n", "", 1))
	c, err := Load(filepath.Join(dir, "ws.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	reg, _ := testRegistry()
	wss, err := c.Workspaces(context.Background(), reg)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m, err := session.NewManager(st, session.WithWorkspace(wss[0]))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	res, err := m.Exec(ctx, "conv1", "pwd; cat a.txt /logs/x.log /status/health /whose/name; hello; sid; echo new > a.txt; cat a.txt; deploy; echo $?")
	if err != nil {
		t.Fatal(err)
	}
	want := "/config\nlive\nlog line\nok\nops\nhello from the host\nconv1\nnew\n127\n"
	if res.Stdout != want {
		t.Errorf("stdout %q\nwant   %q\nstderr %q", res.Stdout, want, res.Stderr)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "live/a.txt")); string(b) != "live\n" {
		t.Errorf("the live folder changed: %q", b)
	}
}

func TestWorkspacesErrors(t *testing.T) {
	in := `workspaces:
  - name: w
    commands: [tools, nosuch]
    mounts:
      - {path: /s, kind: projection, name: nope}
    validators:
      - {name: v, func: missing}
`
	c, err := Parse("f.yaml", "/", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	reg, _ := testRegistry()
	_, err = c.Workspaces(context.Background(), reg)
	want := `f.yaml:2: workspace "w": no command set "nosuch" in this binary (it has: bound, tools)` + "\n" +
		`f.yaml:5: workspace "w": mount /s: no projection "nope" in this binary (it has: status, whose)` + "\n" +
		`f.yaml:7: workspace "w": validator "v": no Go validator "missing" in this binary (it has: lint)`
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}

	// Validators need the binary's review commands.
	c, err = Parse("f.yaml", "/", []byte("workspaces:\n  - name: w\n    validators: [{name: v, script: 'true'}]\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Workspaces(context.Background(), NewRegistry())
	var es Errors
	if !errors.As(err, &es) || es[0].Error() != `f.yaml:2: workspace "w": has validators but this binary gives no review commands (check, submit)` {
		t.Errorf("got %v", err)
	}

	// A host folder removed between Load and Workspaces.
	dir := writeTree(t, wsFile)
	c, err = Load(filepath.Join(dir, "ws.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	must(t, os.RemoveAll(filepath.Join(dir, "docs")))
	reg, _ = testRegistry()
	_, err = c.Workspaces(context.Background(), reg)
	if !errors.As(err, &es) || !strings.HasPrefix(es[0].Error(), filepath.Join(dir, "ws.yaml")+`:11: workspace "ops": mount /docs: `) {
		t.Errorf("got %v", err)
	}
}
