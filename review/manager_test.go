package review

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/postgres"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

// managerEnv is the review flow end to end: a session manager over a
// SQLite store, a workspace whose /data is a reviewed host folder, and a
// Reviewer whose commands the sessions get.
type managerEnv struct {
	t   *testing.T
	ctx context.Context
	dir string
	st  store.Store
	m   *session.Manager
	r   *Reviewer
}

// stores returns, by name, functions that open a new handle on one fresh
// store: SQLite, and PostgreSQL when CW_POSTGRES_URL is set (in a schema
// of the test's own, dropped at its end).
func stores(t *testing.T) map[string]func() store.Store {
	t.Helper()
	out := map[string]func() store.Store{}
	file := filepath.Join(t.TempDir(), "s.db")
	out["sqlite"] = func() store.Store {
		st, err := sqlite.Open(context.Background(), file)
		must(t, err)
		t.Cleanup(func() { st.Close() })
		return st
	}
	u := testpg.URL()
	if u == "" {
		testpg.SkipSubtest(t)
		return out
	}
	schema := testpg.Schema(t, u, "cwreview_")
	out["postgres"] = func() store.Store {
		st, err := postgres.Open(context.Background(), u, postgres.WithSchema(schema))
		must(t, err)
		t.Cleanup(func() { st.Close() })
		return st
	}
	return out
}

// eachStore runs fn as a subtest per store.
func eachStore(t *testing.T, fn func(t *testing.T, open func() store.Store)) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) { fn(t, open) })
	}
}

func newManagerEnv(t *testing.T, st store.Store, validators ...Validator) *managerEnv {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "app.json"), []byte(`{"port": 80}`+"\n"), 0o644))
	ro, err := hostfs.New(dir)
	must(t, err)
	rw, err := hostfs.New(dir, hostfs.Writable())
	must(t, err)
	r := New(st, nil)
	ws := session.Workspace{
		Name: "data",
		Dir:  "/data",
		Mounts: []session.Mount{
			{Path: "/data", FS: ro, Mode: session.Overlay, Review: true, Target: rw},
		},
		SessionCommands: r.Commands(validators, CommandNames{}),
	}
	m, err := session.NewManager(st, session.WithWorkspace(ws))
	must(t, err)
	t.Cleanup(func() { m.Close() })
	r.SetManager(m)
	return &managerEnv{t: t, ctx: ctx, dir: dir, st: st, m: m, r: r}
}

func (e *managerEnv) exec(conv, script string) (stdout, stderr string, code int) {
	e.t.Helper()
	res, err := e.m.Exec(e.ctx, conv, script)
	if err != nil {
		e.t.Fatalf("%s: %v", script, err)
	}
	return res.Stdout, res.Stderr, res.ExitCode
}

func TestReviewThroughSessions(t *testing.T) {
	eachStore(t, testReviewThroughSessions)
}

func testReviewThroughSessions(t *testing.T, open func() store.Store) {
	e := newManagerEnv(t, open(), jsonValidator2("/data/**.json"))
	// A failing validator blocks submit: nothing is staged.
	_, stderr, code := e.exec("c1", `echo '{"port": 8080,' > app.json; submit -m 'port'`)
	if code != 1 || !strings.Contains(stderr, "FAIL  json") {
		t.Fatalf("submit with bad JSON = %d %q", code, stderr)
	}
	if ps, _ := e.r.List(e.ctx, store.ProposalFilter{}); len(ps) != 0 {
		t.Fatalf("%d proposals staged by a failing submit", len(ps))
	}
	// A passing one stages the session's diff.
	stdout, stderr, code := e.exec("c1", `echo '{"port": 8080}' > app.json; echo '<script>alert(1)</script>' > page.html; submit -m 'port 8080'`)
	if code != 0 {
		t.Fatalf("submit = %d %q %q", code, stdout, stderr)
	}
	ps, err := e.r.List(e.ctx, store.ProposalFilter{Status: store.Pending})
	must(t, err)
	if len(ps) != 1 {
		t.Fatalf("%d pending proposals", len(ps))
	}
	p := ps[0]
	var diff bytes.Buffer
	must(t, e.m.Diff(e.ctx, "c1", &diff))
	if p.Diff != diff.String() || !strings.Contains(p.Diff, "a/data/app.json") {
		t.Errorf("proposal diff differs from the session's:\n%s\n---\n%s", p.Diff, diff.String())
	}
	if p.Session != "c1" || p.Workspace != "data" {
		t.Errorf("proposal = %+v", p)
	}
	// The model keeps working; approval applies what was submitted.
	e.exec("c1", `echo 'later' > notes.txt`)
	if _, err := e.r.Approve(e.ctx, p.ID, "alice"); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(e.dir, "app.json"))
	if string(b) != `{"port": 8080}`+"\n" {
		t.Errorf("app.json = %q", b)
	}
	if _, err := os.Stat(filepath.Join(e.dir, "notes.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("notes.txt (not submitted) reached the folder: %v", err)
	}
	// The session was told: only the later edit is still a change.
	changes, err := e.m.Changes(e.ctx, "c1")
	must(t, err)
	var paths []string
	for _, c := range changes {
		if c.Mount == "/data" {
			paths = append(paths, c.FullPath())
		}
	}
	if strings.Join(paths, " ") != "/data/notes.txt" {
		t.Errorf("changes after approval = %v", paths)
	}
	stdout, _, _ = e.exec("c1", `cat app.json; submit --status`)
	if !strings.Contains(stdout, `{"port": 8080}`) || !strings.Contains(stdout, "approved by alice") {
		t.Errorf("session after approval: %q", stdout)
	}
	audit, err := e.st.Audit(e.ctx, store.AuditFilter{Proposal: p.ID})
	must(t, err)
	if len(audit) != 1 || audit[0].Action != "approve" || audit[0].Actor != "alice" {
		t.Errorf("audit = %+v", audit)
	}

	// A second session's proposal conflicts once the first one changed
	// the same file; a rejection reaches the model.
	e.exec("c2", `echo '{"port": 9090}' > app.json`)
	// c2 copied app.json up after the approval: no conflict for it. Make
	// one: change the folder behind its back.
	must(t, os.WriteFile(filepath.Join(e.dir, "app.json"), []byte(`{"port": 1}`+"\n"), 0o644))
	if _, _, code := e.exec("c2", `submit -m 'port 9090'`); code != 0 {
		t.Fatalf("c2 submit = %d", code)
	}
	ps, _ = e.r.List(e.ctx, store.ProposalFilter{Session: "c2"})
	_, err = e.r.Approve(e.ctx, ps[0].ID, "alice")
	var ce *ConflictError
	if !errors.As(err, &ce) || len(ce.Paths) != 1 || ce.Paths[0] != "/data/app.json" {
		t.Fatalf("approve after a change behind its back: %v", err)
	}
	if _, err := e.r.Reject(e.ctx, ps[0].ID, "bob", "someone set port 1 meanwhile; rebase"); err != nil {
		t.Fatal(err)
	}
	stdout, _, _ = e.exec("c2", `submit --status`)
	if !strings.Contains(stdout, "rejected by bob") || !strings.Contains(stdout, "rebase") {
		t.Errorf("c2 status = %q", stdout)
	}
}

func jsonValidator2(glob string) Validator {
	return Validator{Name: "json", Paths: []string{glob}, Script: `jq empty "$@"`}
}

// TestEditAfterSubmitIsANewProposal: the session edits the same files
// again after submitting; once the first proposal is approved, the second
// applies on top of it instead of conflicting with it.
func TestEditAfterSubmitIsANewProposal(t *testing.T) {
	eachStore(t, testEditAfterSubmit)
}

func testEditAfterSubmit(t *testing.T, open func() store.Store) {
	e := newManagerEnv(t, open())
	if _, stderr, code := e.exec("c", `echo '{"v": 1}' > app.json; echo n1 > new.txt; submit -m one`); code != 0 {
		t.Fatalf("submit one: %q", stderr)
	}
	if _, stderr, code := e.exec("c", `echo '{"v": 2}' > app.json; echo n2 > new.txt`); code != 0 {
		t.Fatalf("edit: %q", stderr)
	}
	one, _ := e.r.List(e.ctx, store.ProposalFilter{})
	if _, err := e.r.Approve(e.ctx, one[0].ID, "alice"); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := e.exec("c", `submit -m two`); code != 0 {
		t.Fatalf("submit two: %q", stderr)
	}
	two, _ := e.r.List(e.ctx, store.ProposalFilter{Status: store.Pending})
	if len(two) != 1 {
		t.Fatalf("%d pending", len(two))
	}
	kinds := map[string]string{}
	for _, c := range two[0].Changes {
		kinds[c.Path] = c.Kind
	}
	if kinds["/app.json"] != Modified || kinds["/new.txt"] != Modified {
		t.Errorf("second proposal's changes: %v", kinds)
	}
	if _, err := e.r.Approve(e.ctx, two[0].ID, "alice"); err != nil {
		t.Fatalf("approving the second proposal: %v", err)
	}
	for name, want := range map[string]string{"app.json": `{"v": 2}` + "\n", "new.txt": "n2\n"} {
		if b, _ := os.ReadFile(filepath.Join(e.dir, name)); string(b) != want {
			t.Errorf("%s = %q, want %q", name, b, want)
		}
	}
	if changes, _ := e.m.Changes(e.ctx, "c"); len(changes) != 0 {
		t.Errorf("session still has changes after both approvals: %+v", changes)
	}
}

// TestConcurrentApprovals: reviewers in two processes (two store handles)
// approve the same proposal at once; exactly one applies it and the audit
// log has one entry.
func TestConcurrentApprovals(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() store.Store) {
		e := newManagerEnv(t, open())
		if _, stderr, code := e.exec("c", `echo '{"port": 1}' > app.json; submit -m one`); code != 0 {
			t.Fatalf("submit: %q", stderr)
		}
		ps, _ := e.r.List(e.ctx, store.ProposalFilter{})
		id := ps[0].ID
		reviewers := []*Reviewer{e.r, New(open(), nil, WithWorkspaces(e.m.Workspaces()...))}
		errs := make([]error, 8)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = reviewers[i%2].Approve(e.ctx, id, fmt.Sprint("r", i))
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case !errors.Is(err, ErrNotPending):
				t.Errorf("approve: %v", err)
			}
		}
		if ok != 1 {
			t.Errorf("%d approvals succeeded, want 1", ok)
		}
		audit, err := e.st.Audit(e.ctx, store.AuditFilter{Proposal: id})
		must(t, err)
		if len(audit) != 1 {
			t.Errorf("audit = %+v", audit)
		}
	})
}
