package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/config"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

// stageProposal runs a session of the file's workspace that edits
// live/app.json and submits it, and returns the proposal id.
func stageProposal(t *testing.T, cfg *config.Config, storePath, script string) string {
	t.Helper()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, storePath)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	r := review.New(st, nil)
	ws, err := reviewTargets(cfg)
	if err != nil {
		t.Fatal(err)
	}
	w := ws[0]
	ro, err := hostfs.New(filepath.Join(cfg.Dir, "live"))
	if err != nil {
		t.Fatal(err)
	}
	w.Mounts[0].FS = ro
	w.Dir = "/config"
	w.SessionCommands = r.Commands(nil, review.CommandNames{})
	m, err := session.NewManager(st, session.WithWorkspace(w))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	res, err := m.Exec(ctx, "conv", script)
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("submit: %v %+v", err, res)
	}
	id := regexp.MustCompile(`proposal (p-[a-z0-9]+)`).FindStringSubmatch(res.Stdout)
	if id == nil {
		t.Fatalf("no proposal id in %q", res.Stdout)
	}
	return id[1]
}

func TestReviewCLI(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live")
	if err := os.Mkdir(live, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(live, "app.json"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "cw.yaml")
	conf := "store: sessions.db\nworkspaces:\n  - name: ops\n    mounts:\n      - {path: /config, kind: host, host: live, overlay: true, review: true}\n"
	if err := os.WriteFile(file, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	id := stageProposal(t, cfg, filepath.Join(dir, "sessions.db"), "printf '{\"a\": \"\\033[2J\"}\\n' > app.json; submit -m 'escape me'")

	run := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		code := reviewCommand(context.Background(), args, &out, &errb)
		return out.String(), errb.String(), code
	}
	out, errs, code := run("list", "-config", file)
	if code != 0 || !strings.Contains(out, id) || !strings.Contains(out, "escape me") {
		t.Fatalf("list = %d %q %q", code, out, errs)
	}
	out, _, code = run("show", "-config", file, id)
	if code != 0 || !strings.Contains(out, "+++ b/config/app.json") {
		t.Errorf("show = %d %q", code, out)
	}
	if strings.Contains(out, "\033") || !strings.Contains(out, "^[[2J") {
		t.Errorf("show printed a raw escape sequence: %q", out)
	}
	if _, errs, code := run("reject", "-config", file, "-as", "bob", id); code != 2 || !strings.Contains(errs, "-reason") {
		t.Errorf("reject without reason = %d %q", code, errs)
	}
	// Approving needs the file (where the folder is).
	if _, errs, code := run("approve", "-store", filepath.Join(dir, "sessions.db"), "-as", "alice", id); code != 2 || !strings.Contains(errs, "not configured") {
		t.Errorf("approve without config = %d %q", code, errs)
	}
	out, errs, code = run("approve", "-config", file, "-as", "alice", id)
	if code != 0 || !strings.Contains(out, "approved "+id) {
		t.Fatalf("approve = %d %q %q", code, out, errs)
	}
	if b, _ := os.ReadFile(filepath.Join(live, "app.json")); string(b) != "{\"a\": \"\033[2J\"}\n" {
		t.Errorf("app.json = %q", b)
	}
	if _, errs, code := run("approve", "-config", file, "-as", "alice", id); code != 1 || !strings.Contains(errs, "not pending") {
		t.Errorf("second approve = %d %q", code, errs)
	}
	out, _, code = run("audit", "-config", file)
	if code != 0 || !strings.Contains(out, "alice\tapprove\t"+id) {
		t.Errorf("audit = %d %q", code, out)
	}
	out, _, _ = run("list", "-config", file, "-status", "approved", "-json")
	if !strings.Contains(out, `"status": "approved"`) {
		t.Errorf("list -json = %q", out)
	}
	if _, errs, code := run("show", "-config", file, "p-nosuch"); code != 1 || !strings.Contains(errs, "not found") {
		t.Errorf("show unknown = %d %q", code, errs)
	}
}

// TestReviewShowMarksHidden (issue 17 item 8): `review show` prints
// control, bidirectional and zero-width characters as visible marks and
// warns first; a proposal without any has no warning.
func TestReviewShowMarksHidden(t *testing.T) {
	p := review.Proposal{
		ID: "p1", Status: store.Pending, Message: "tidy\a up\u202e",
		Changes: []review.Change{{Mount: "/w", Path: "/a\u200bb", Kind: review.Modified}},
		Diff:    "diff --git a/w/a\u200bb b/w/a\u200bb\n@@ -1 +1 @@\n-x\n+if ok \u2067{\n",
	}
	var b bytes.Buffer
	writeProposal(&b, p)
	out := b.String()
	for _, r := range []rune{0x07, 0x202e, 0x200b, 0x2067} {
		if strings.ContainsRune(out, r) {
			t.Errorf("U+%04X printed as itself", r)
		}
	}
	for _, m := range []string{"^G", "<U+202E>", "<U+200B>", "<U+2067>", "warning: this proposal contains invisible", "the message (2), 1 path(s), the diff (3)"} {
		if !strings.Contains(out, m) {
			t.Errorf("no %q in:\n%s", m, out)
		}
	}
	if !strings.HasPrefix(out, "warning:") {
		t.Errorf("the warning is not first:\n%s", out)
	}
	b.Reset()
	p.Message, p.Changes[0].Path, p.Diff = "clean", "/ab", "diff --git a/w/ab b/w/ab\n"
	writeProposal(&b, p)
	if strings.Contains(b.String(), "warning") {
		t.Errorf("a clean proposal is warned of:\n%s", b.String())
	}
}

// TestReviewShowProvenance: `review show` lists, per changed file, the
// turns that changed it with their scripts, control characters visible.
func TestReviewShowProvenance(t *testing.T) {
	p := review.Proposal{
		ID: "p1", Session: "c1", Status: store.Pending, Message: "port",
		Changes: []review.Change{{Mount: "/w", Path: "/routes.json", Kind: review.Modified}, {Mount: "/w", Path: "/x", Kind: review.Added}},
		Turns:   review.TurnRange{From: 3, To: 8},
		Provenance: map[string][]review.FileTurn{"/w/routes.json": {
			{Turn: 4, Script: "cd /w"},
			{Turn: 7, Script: "sed -i 's/3000/6000/' routes.json\necho \x1b[2Jdone\n"},
		}},
	}
	var b bytes.Buffer
	writeProposal(&b, p)
	want := "\nbuilt from turns 3-8 of session c1 (see GET /v1/conversations/c1/turns)\n  /w/routes.json:\n    turn 4    cd /w\n    turn 7    sed -i 's/3000/6000/' routes.json\n              echo ^[[2Jdone\n"
	if !strings.Contains(b.String(), want) {
		t.Errorf("no provenance in:\n%s", b.String())
	}
}
