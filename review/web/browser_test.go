package web

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/computerwelt/computerwelt/internal/testbrowser"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

// The browser tests drive Debian's chromium, headless, through chromedp:
// what a person sees and clicks, with the page's real CSP, cookies and
// forms. They skip when chromium is not installed.

// artifactsDir is where screenshots go: $CW_ARTIFACTS_DIR (CI keeps it),
// else the test's temporary directory.
func artifactsDir(t *testing.T) string {
	if d := os.Getenv("CW_ARTIFACTS_DIR"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// browserPayload is HTML a model wrote into a file: if the page let it
// through, it would add a <script> and an <img> element to the document
// (whether or not the CSP then blocked them from running).
const browserPayload = `<script>document.title="pwned"</script><img id="injected" src="x" onerror="document.title='pwned'">`

// approveInBrowser is the person's side: sign in with the token, open the
// proposal from the list, check the diff shows the payload as text and
// adds no element, look at the side-by-side view, approve, and see the
// proposal approved with its audit entry. It saves screenshots as
// review-NAME-*.png.
func approveInBrowser(t *testing.T, ctx context.Context, base, token, name string) {
	t.Helper()
	shots := artifactsDir(t)
	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		testbrowser.Do(t, ctx, what, steps...)
	}
	text := func(sel string) string { t.Helper(); return testbrowser.Text(t, ctx, sel) }
	count := func(sel string) int {
		t.Helper()
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+strconv.Quote(sel)+`).length`))
		if err != nil {
			t.Fatalf("in the browser, counting %s: %v", sel, err)
		}
		return n
	}
	shot := func(file string) {
		t.Helper()
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		p := filepath.Join(shots, "review-"+name+"-"+file+".png")
		if err := os.WriteFile(p, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}

	do("opening the page", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#token")))
	if n := count("#error"); n != 0 {
		t.Errorf("a first visit shows an error box: %q", text("#error"))
	}
	if s := text("#intro"); !strings.Contains(s, "admin token") {
		t.Errorf("without a token the page said %q", s)
	}
	do("signing in",
		chromedp.SendKeys(chromedp.CSS("#token"), token),
		chromedp.Submit(chromedp.CSS("#token")),
		chromedp.WaitVisible(chromedp.CSS("#pending a.pid")))
	shot("list")
	do("opening the proposal", chromedp.Click(chromedp.CSS("#pending a.pid")), chromedp.WaitVisible(chromedp.CSS("#diff")))
	if n := count("main script, main img, #injected"); n != 0 {
		t.Errorf("the payload added %d elements to the page", n)
	}
	if s := text("#diff td.line.add"); !strings.Contains(s, browserPayload) {
		t.Errorf("the added line reads %q, want the payload as text", s)
	}
	shot("proposal")
	do("switching to side by side", chromedp.Click(chromedp.CSS("#view-split")), chromedp.WaitVisible(chromedp.CSS("table.split")))
	if n := count("table.split td.line.add"); n == 0 {
		t.Error("the side-by-side view has no added line")
	}
	shot("side-by-side")
	do("approving", chromedp.Click(chromedp.CSS("#approve")), chromedp.WaitVisible(chromedp.CSS("#flash")))
	if s, f := text("#status"), text("#flash"); s != "approved" || !strings.Contains(f, "Approved") {
		t.Errorf("after approving: status %q, flash %q", s, f)
	}
	if s := text("#audit"); !strings.Contains(s, "admin") || !strings.Contains(s, "approve") {
		t.Errorf("the audit table reads %q, want the approval by admin", s)
	}
	if title, _ := chromedp.Run(ctx, chromedp.Title()); strings.Contains(title, "pwned") {
		t.Errorf("a script from the diff ran: title %q", title)
	}
	shot("approved")
}

// TestBrowserApprove is the review flow end to end, as a person sees it:
// a model's session (session.Manager over a SQLite store) edits a
// reviewed host folder, writing HTML that would run if the page let it,
// and submits; in headless chromium the reviewer signs in, reads the diff
// (the payload as text), switches to side by side and approves; the host
// folder then holds the new bytes, the audit log the approval, and the
// session sees it.
func TestBrowserApprove(t *testing.T) {
	ctx := testbrowser.Start(t)
	bg := context.Background()
	dir := t.TempDir()
	target := filepath.Join(dir, "page.html")
	must(t, os.WriteFile(target, []byte("<html>\n<p>old</p>\n"), 0o644))
	st, err := sqlite.Open(bg, filepath.Join(t.TempDir(), "s.db"))
	must(t, err)
	t.Cleanup(func() { st.Close() })
	ro, err := hostfs.New(dir)
	must(t, err)
	rw, err := hostfs.New(dir, hostfs.Writable())
	must(t, err)
	r := review.New(st, nil)
	validators := []review.Validator{{Name: "html", Paths: []string{"/site/**.html"}, Script: `grep -q '<html>' "$@"`}}
	m, err := session.NewManager(st, session.WithWorkspace(session.Workspace{
		Name:            "site",
		Dir:             "/site",
		Mounts:          []session.Mount{{Path: "/site", FS: ro, Mode: session.Overlay, Review: true, Target: rw}},
		SessionCommands: r.Commands(validators, review.CommandNames{}),
	}))
	must(t, err)
	t.Cleanup(func() { m.Close() })
	r.SetManager(m)

	script := "cat > page.html <<'EOF'\n<html>\n" + browserPayload + "\nEOF\nsubmit -m 'restyle the page <b>now</b>'\n"
	res, err := m.Exec(bg, "conv-1", script)
	must(t, err)
	if res.ExitCode != 0 {
		t.Fatalf("submit: %d\n%s%s", res.ExitCode, res.Stdout, res.Stderr)
	}

	srv := httptest.NewServer(New(r, WithAuth(Token("admin", adminToken))))
	defer srv.Close()
	approveInBrowser(t, ctx, srv.URL, adminToken, "approve")

	got, _ := os.ReadFile(target)
	if want := "<html>\n" + browserPayload + "\n"; string(got) != want {
		t.Errorf("host file after approval: %q, want %q", got, want)
	}
	audit, err := st.Audit(bg, store.AuditFilter{})
	must(t, err)
	if len(audit) != 1 || audit[0].Action != "approve" || audit[0].Actor != "admin" || audit[0].Session != "conv-1" {
		t.Errorf("audit log: %+v", audit)
	}
	res, err = m.Exec(bg, "conv-1", "submit --status")
	must(t, err)
	if !strings.Contains(res.Stdout, "approved by admin") {
		t.Errorf("the session sees: %q", res.Stdout)
	}

	// A second session's proposal, whose file then changes in the folder
	// behind its back: approving shows the conflict, and the reviewer
	// rejects it with a reason the model reads.
	res, err = m.Exec(bg, "conv-2", "echo '<p>mine</p>' >> page.html && submit -m 'append'")
	must(t, err)
	if res.ExitCode != 0 {
		t.Fatalf("second submit: %d\n%s%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	must(t, os.WriteFile(target, []byte("<html>\nedited by hand\n"), 0o644))
	conflictInBrowser(t, ctx, srv.URL, "/site/page.html", "edited by hand meanwhile: redo it on top")
	if got, _ := os.ReadFile(target); string(got) != "<html>\nedited by hand\n" {
		t.Errorf("the conflicting approval wrote the folder: %q", got)
	}
	res, err = m.Exec(bg, "conv-2", "submit --status")
	must(t, err)
	if !strings.Contains(res.Stdout, "rejected by admin") || !strings.Contains(res.Stdout, "redo it on top") {
		t.Errorf("the second session sees: %q", res.Stdout)
	}
}

// conflictInBrowser opens the pending proposal from the list (signed in
// already), approves it, expects the conflict listing path, and rejects
// it with reason.
func conflictInBrowser(t *testing.T, ctx context.Context, base, path, reason string) {
	t.Helper()
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(chromedp.CSS("#pending a.pid")),
		chromedp.Click(chromedp.CSS("#pending a.pid")),
		chromedp.WaitVisible(chromedp.CSS("#approve")),
		chromedp.Click(chromedp.CSS("#approve")),
		chromedp.WaitVisible(chromedp.CSS("#error")),
	)
	if err != nil {
		t.Fatalf("in the browser, approving the conflicting proposal: %v", err)
	}
	msg, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#error")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(msg, "target changed") || !strings.Contains(msg, path) {
		t.Errorf("the conflict reads %q, want it to name %s", msg, path)
	}
	if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		os.WriteFile(filepath.Join(artifactsDir(t), "review-conflict.png"), png, 0o644)
	}
	err = chromedp.Do(ctx,
		chromedp.SendKeys(chromedp.CSS("#reason"), reason),
		chromedp.Click(chromedp.CSS("#reject")),
		chromedp.WaitVisible(chromedp.CSS("#flash")),
	)
	if err != nil {
		t.Fatalf("in the browser, rejecting: %v", err)
	}
	if st, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#status"))); st != "rejected" {
		t.Errorf("after rejecting, the status reads %q", st)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestBrowserIntraLine: in chromium, the changed characters of a changed
// line are marked in both views, and drawn on a background of their own
// (so `3000 → 6000` is seen at once); hidden characters show as marks
// under a warning; a first visit shows no error; and a long proposal id
// stays on one line in a narrow window.
func TestBrowserIntraLine(t *testing.T) {
	ctx := testbrowser.Start(t)
	long := configChange
	long.ID = "20261202T100000-3f9c2a7b1d4e5f60-long-proposal-id"
	srv := httptest.NewServer(newTestHandler(newFake(configChange, trojan, long)))
	defer srv.Close()
	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		testbrowser.Do(t, ctx, what, steps...)
	}
	eval := func(js string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatalf("in the browser, %s: %v", js, err)
		}
		return s
	}
	do("opening the page", chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#token")))
	if n := eval(`String(document.querySelectorAll("#error").length)`); n != "0" {
		t.Errorf("a first visit shows %s error boxes", n)
	}
	do("signing in",
		chromedp.SendKeys(chromedp.CSS("#token"), adminToken),
		chromedp.Submit(chromedp.CSS("#token")),
		chromedp.WaitVisible(chromedp.CSS("#pending a.pid")))

	// What is marked, and that it looks different from its line.
	marks := `Array.from(document.querySelectorAll("#diff td.line span.chg")).map(e => e.closest("td").classList[1] + ":" + e.textContent +
		":" + (getComputedStyle(e).backgroundColor != getComputedStyle(e.closest("td")).backgroundColor)).join(" ")`
	for _, view := range []string{"", "?view=split"} {
		do("opening the config change"+view, chromedp.Navigate(srv.URL+"/p/c1"+view), chromedp.WaitVisible(chromedp.CSS("#diff")))
		if got := eval(marks); got != "del:3:true add:6:true" {
			t.Errorf("view %q: the marks read %q, want the 3 and the 6 on their own background", view, got)
		}
	}
	if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		os.WriteFile(filepath.Join(artifactsDir(t), "review-intraline.png"), png, 0o644)
	}

	do("opening the trojan proposal", chromedp.Navigate(srv.URL+"/p/t1"), chromedp.WaitVisible(chromedp.CSS("#hidden-warning")))
	if got := eval(`document.querySelector("#diff td.line.add").textContent`); !strings.Contains(got, "<U+202E>") || strings.ContainsRune(got, 0x202e) {
		t.Errorf("the added line reads %q, want the override as a mark", got)
	}
	if got := eval(`document.querySelector("#message").textContent`); !strings.Contains(got, "<U+001B>") {
		t.Errorf("the message reads %q", got)
	}

	// A narrow window: the list's ids keep to one line each.
	do("narrowing the window", chromedp.EmulateViewport(480, 900), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#pending a.pid")))
	if got := eval(`Array.from(document.querySelectorAll("a.pid")).map(e => e.getClientRects().length).join(",")`); got != "1,1,1" {
		t.Errorf("the ids take %s lines each, want 1", got)
	}
	do("opening the long id", chromedp.Navigate(srv.URL+"/p/"+long.ID), chromedp.WaitVisible(chromedp.CSS("#pid")))
	if got := eval(`String(document.querySelector("#pid").getClientRects().length)`); got != "1" {
		t.Errorf("the proposal's id takes %s lines, want 1", got)
	}
}

// TestBrowserProvenance: the proposal page shows, per changed file, the
// session's turns that changed it with their scripts in order; a script's
// HTML is text (it adds no element) and its control characters are
// visible marks.
func TestBrowserProvenance(t *testing.T) {
	ctx := testbrowser.Start(t)
	bg := context.Background()
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "routes.json"), []byte(`{"port": 3000}`+"\n"), 0o644))
	st, err := sqlite.Open(bg, filepath.Join(t.TempDir(), "s.db"))
	must(t, err)
	t.Cleanup(func() { st.Close() })
	ro, err := hostfs.New(dir)
	must(t, err)
	rw, err := hostfs.New(dir, hostfs.Writable())
	must(t, err)
	r := review.New(st, nil)
	m, err := session.NewManager(st, session.WithWorkspace(session.Workspace{
		Name:            "site",
		Dir:             "/site",
		Mounts:          []session.Mount{{Path: "/site", FS: ro, Mode: session.Overlay, Review: true, Target: rw}},
		SessionCommands: r.Commands(nil, review.CommandNames{}),
	}))
	must(t, err)
	t.Cleanup(func() { m.Close() })
	r.SetManager(m)
	for _, script := range []string{
		"echo notes > notes.txt",
		"sed -i 's/3000/6000/' routes.json",
		"echo '" + browserPayload + "' > /dev/null; sed -i 's/6000/7000/' routes.json # \x1b[2J",
		"submit -m 'port 7000'",
	} {
		res, err := m.Exec(bg, "conv-p", script)
		must(t, err)
		if res.ExitCode != 0 {
			t.Fatalf("%q: %d\n%s%s", script, res.ExitCode, res.Stdout, res.Stderr)
		}
	}
	srv := httptest.NewServer(New(r, WithAuth(Token("admin", adminToken))))
	defer srv.Close()
	testbrowser.Do(t, ctx, "signing in and opening the proposal",
		chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS("#token")),
		chromedp.SendKeys(chromedp.CSS("#token"), adminToken),
		chromedp.Submit(chromedp.CSS("#token")),
		chromedp.WaitVisible(chromedp.CSS("#pending a.pid")),
		chromedp.Click(chromedp.CSS("#pending a.pid")),
		chromedp.WaitVisible(chromedp.CSS("#provenance")))
	heading := testbrowser.Text(t, ctx, "#turns")
	if !strings.Contains(heading, "turns 1-4 of session conv-p") {
		t.Errorf("the turns heading reads %q", heading)
	}
	routes, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#provenance .prov-file")).filter(s => s.querySelector("h3").textContent.includes("routes.json")).flatMap(s => Array.from(s.querySelectorAll("li.prov-turn")).map(li => li.textContent))`))
	if err != nil {
		t.Fatal(err)
	}
	if len(routes) != 2 || !strings.Contains(routes[0], "turn 2") || !strings.Contains(routes[0], "sed -i 's/3000/6000/' routes.json") ||
		!strings.Contains(routes[1], "turn 3") || !strings.Contains(routes[1], browserPayload) || !strings.Contains(routes[1], "<U+001B>[2J") {
		t.Errorf("routes.json's turns read %q", routes)
	}
	if strings.ContainsRune(strings.Join(routes, ""), 0x1b) {
		t.Error("the ESC of a script reached the page as itself")
	}
	marks, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#provenance span.hidden").length`))
	if err != nil {
		t.Fatal(err)
	}
	if marks == 0 {
		t.Error("the control character is not marked as hidden")
	}
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("main script, main img, #injected").length`)); n != 0 {
		t.Errorf("a script's HTML added %d elements", n)
	}
	if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		p := filepath.Join(artifactsDir(t), "review-provenance.png")
		os.WriteFile(p, png, 0o644)
		t.Logf("screenshot: %s", p)
	}
}
