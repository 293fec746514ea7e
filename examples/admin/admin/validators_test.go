package admin

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
)

func TestParseChanged(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	fsys := e.sb.FS()
	e.write(t, "/services/api.yaml", "name: api\n  bad: indent\n")
	e.write(t, "/flags/x.toml", "a = = 1\n")
	e.write(t, "/routing/routes.json", "{\"routes\": [}\n")
	e.write(t, "/notes.txt", "not parsed: {[\n")
	out, err := ParseChanged(ctx, fsys, []string{
		"/config/services/api.yaml", "/config/flags/x.toml", "/config/routing/routes.json",
		"/config/services/web.yaml", "/config/notes.txt", "/config/services/deleted.yaml",
	})
	if err == nil || err.Error() != "3 file(s) do not parse" {
		t.Errorf("err %v", err)
	}
	want := "/config/services/api.yaml:2: invalid YAML: mapping values are not allowed in this context\n" +
		"/config/flags/x.toml:1: invalid TOML: "
	inOrder(t, "output", out, []string{want, "/config/routing/routes.json:1: invalid JSON: invalid character '}' looking for beginning of value\n", "/config/services/web.yaml: ok\n"})
	if strings.Contains(out, "notes.txt") || strings.Contains(out, "deleted") {
		t.Errorf("output names files it should skip:\n%s", out)
	}
	out, err = ParseChanged(ctx, fsys, []string{"/config/services/web.yaml"})
	if err != nil || out != "/config/services/web.yaml: ok\n" {
		t.Errorf("%q %v", out, err)
	}
}

func TestCheckTreeAndRenderAll(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	out, err := CheckTree(ctx, e.sb.FS(), "/config")
	if err != nil || out != "11 files, 5 services, 4 routes, 3 flags, 5 alerts: ok\n" {
		t.Errorf("clean: %q %v", out, err)
	}
	out, err = RenderAll(ctx, e.sb.FS(), "/config")
	if err != nil || out != "api: rendered\ncache: rendered\ndb: rendered\nweb: rendered\nworker: rendered\n" {
		t.Errorf("render: %q %v", out, err)
	}
	// Deleting a service breaks the references to it elsewhere.
	if err := e.live.Remove(ctx, "/services/cache.yaml"); err != nil {
		t.Fatal(err)
	}
	out, err = CheckTree(ctx, e.sb.FS(), "/config")
	if err == nil || !strings.Contains(out, `/config/alerts/platform.yaml:2: alert CacheMemoryHigh: no service "cache"`) ||
		!strings.Contains(out, `/config/services/api.yaml:8: depends_on: no service "cache"`) {
		t.Errorf("deleted service: %q %v", out, err)
	}
	out, err = RenderAll(ctx, e.sb.FS(), "/config")
	if err == nil || !strings.Contains(out, "cannot render api:") || !strings.Contains(out, "db: rendered") {
		t.Errorf("render: %q %v", out, err)
	}
	if _, err := CheckTree(ctx, e.sb.FS(), "/nowhere"); err == nil {
		t.Error("no error for a missing root")
	}
}

// auditStore is a store with only an audit log.
type auditStore struct {
	store.Store
	entries []store.AuditEntry
	err     error
}

func (s *auditStore) Audit(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error) {
	if s.err != nil {
		return nil, s.err
	}
	var out []store.AuditEntry
	for _, e := range s.entries {
		if (f.Proposal == "" || e.Proposal == f.Proposal) && (f.Workspace == "" || e.Workspace == f.Workspace) {
			out = append(out, e)
		}
	}
	return out, nil
}

func TestAuditProjection(t *testing.T) {
	st := &auditStore{}
	a := AuditFS(st, "", func() time.Time { return t0 })
	ctx := context.Background()
	b, err := vfs.ReadFile(ctx, a, "/log")
	if err != nil || len(b) != 0 {
		t.Errorf("empty log: %q %v", b, err)
	}
	st.entries = []store.AuditEntry{
		{Seq: 1, Time: t0, Actor: "admin", Action: "approve", Proposal: "p-1", Session: "conv", Workspace: "admin", Detail: "/config/routing/routes.json\n/config/flags/search.toml"},
		{Seq: 2, Time: t0.Add(time.Minute), Actor: "admin", Action: "reject", Proposal: "p-2", Session: "conv", Workspace: "admin", Detail: "too risky"},
		{Seq: 3, Time: t0, Actor: "x", Action: "approve", Proposal: "../etc", Workspace: "admin"},
	}
	b, _ = vfs.ReadFile(ctx, a, "/log")
	want := "1 2026-12-02T10:00:00Z admin approve p-1 conv /config/routing/routes.json; /config/flags/search.toml\n" +
		"2 2026-12-02T10:01:00Z admin reject p-2 conv too risky\n" +
		"3 2026-12-02T10:00:00Z x approve ../etc  \n"
	if string(b) != want {
		t.Errorf("log:\n%s\nwant:\n%s", b, want)
	}
	ents, err := a.ReadDir(ctx, "/proposals")
	if err != nil || len(ents) != 2 || ents[0].Name() != "p-1" || ents[1].Name() != "p-2" {
		t.Errorf("proposals: %v %v", ents, err)
	}
	b, _ = vfs.ReadFile(ctx, a, "/proposals/p-1")
	if string(b) != "2026-12-02T10:00:00Z approve by admin (session conv, workspace admin)\n/config/routing/routes.json\n/config/flags/search.toml\n\n" {
		t.Errorf("p-1: %q", b)
	}
	// Another workspace's view shows none of it.
	if b, err := vfs.ReadFile(ctx, AuditFS(st, "other", nil), "/log"); err != nil || len(b) != 0 {
		t.Errorf("other workspace: %q %v", b, err)
	}
	st.err = errors.New("connection refused")
	if _, err := vfs.ReadFile(ctx, a, "/log"); err == nil || !strings.Contains(err.Error(), "audit log unavailable: connection refused") {
		t.Errorf("store error: %v", err)
	}
	if err := vfs.WriteFile(ctx, a, "/log", nil, 0o644); err == nil {
		t.Error("audit view writable")
	}
}
