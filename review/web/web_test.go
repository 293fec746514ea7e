package web

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/store"
)

// fakeReviewer keeps proposals in memory and records decisions.
type fakeReviewer struct {
	mu        sync.Mutex
	props     map[string]review.Proposal
	conflict  *review.ConflictError // Approve returns it when set
	approvals []string              // "id by approver"
	rejects   []string              // "id by approver: reason"
	audit     []store.AuditEntry
}

func newFake(ps ...review.Proposal) *fakeReviewer {
	f := &fakeReviewer{props: map[string]review.Proposal{}}
	for _, p := range ps {
		f.props[p.ID] = p
	}
	return f
}

func (f *fakeReviewer) List(_ context.Context, flt store.ProposalFilter) ([]review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []review.Proposal
	for _, p := range f.props {
		if flt.Status == "" || p.Status == flt.Status {
			out = append(out, p)
		}
	}
	return out, nil
}

func (f *fakeReviewer) Show(_ context.Context, id string) (review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.props[id]
	if !ok {
		return p, fmt.Errorf("proposal %s: %w", id, store.ErrNotFound)
	}
	return p, nil
}

func (f *fakeReviewer) decide(id, by string, st store.ProposalStatus, reason string) (review.Proposal, error) {
	p, ok := f.props[id]
	if !ok {
		return p, fmt.Errorf("proposal %s: %w", id, store.ErrNotFound)
	}
	if p.Status != store.Pending {
		return p, review.ErrNotPending
	}
	p.Status, p.DecidedBy, p.DecidedAt, p.Reason = st, by, time.Now(), reason
	f.props[id] = p
	f.audit = append(f.audit, store.AuditEntry{Seq: int64(len(f.audit) + 1), Time: p.DecidedAt,
		Actor: by, Action: string(st), Proposal: id, Session: p.Session, Detail: reason})
	return p, nil
}

func (f *fakeReviewer) Approve(_ context.Context, id, by string) (review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.conflict != nil {
		return review.Proposal{}, fmt.Errorf("approve %s: %w", id, f.conflict)
	}
	f.approvals = append(f.approvals, id+" by "+by)
	return f.decide(id, by, store.Approved, "")
}

func (f *fakeReviewer) Reject(_ context.Context, id, by, reason string) (review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.rejects = append(f.rejects, id+" by "+by+": "+reason)
	return f.decide(id, by, store.Rejected, reason)
}

func (f *fakeReviewer) Audit(_ context.Context, flt store.AuditFilter) ([]store.AuditEntry, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []store.AuditEntry
	for _, e := range f.audit {
		if flt.Proposal == "" || e.Proposal == flt.Proposal {
			out = append(out, e)
		}
	}
	return out, nil
}

// payload is what a hostile model might write into a file and message.
const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`

var hostile = review.Proposal{
	ID:        "p1",
	Session:   "conv-1<svg onload=alert(2)>",
	Workspace: "admin<svg>",
	Message:   "tidy config " + payload,
	Status:    store.Pending,
	Created:   time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC),
	Changes: []review.Change{
		{Mount: "/work", Path: "/page.html", Kind: review.Modified, Mode: 0o644, OldMode: 0o644, Size: 80},
		{Mount: "/work", Path: "/logo.png", Kind: review.Added, Mode: 0o644, Binary: true, Size: 2048},
		{Mount: "/work", Path: "/<svg onload=alert(3)>.txt", Kind: review.Added, Mode: 0o644, Size: 1},
	},
	Diff: "diff --git a/work/page.html b/work/page.html\n" +
		"--- a/work/page.html\n+++ b/work/page.html\n" +
		"@@ -1,2 +1,2 @@\n <html>\n-<p>old</p>\n+" + payload + "\n" +
		"diff --git a/work/logo.png b/work/logo.png\nnew file mode 100644\n" +
		"Binary files /dev/null and b/work/logo.png differ\n" +
		"diff --git a/work/<svg onload=alert(3)>.txt b/work/<svg onload=alert(3)>.txt\nnew file mode 100644\n" +
		"--- /dev/null\n+++ b/work/<svg onload=alert(3)>.txt\n@@ -0,0 +1 @@\n+x\n",
	Results: []review.Result{
		{Name: "html-lint", OK: true, Output: "ok " + payload, Duration: 12 * time.Millisecond},
		{Name: "json", Skipped: true},
	},
}

const adminToken = "s3cret-admin-token"

func newTestHandler(f *fakeReviewer, opts ...Option) http.Handler {
	return New(f, append([]Option{WithAuth(Token("alice", adminToken))}, opts...)...)
}

func get(t *testing.T, h http.Handler, target string, hdr ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("GET", target, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Add(hdr[i], hdr[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

func post(t *testing.T, h http.Handler, target string, form url.Values, hdr ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", target, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Add(hdr[i], hdr[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

var bearerHdr = []string{"Authorization", "Bearer " + adminToken}

func TestPayloadInDiffIsEscaped(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	for _, target := range []string{"/", "/p/p1", "/p/p1?view=split"} {
		w := get(t, h, target, bearerHdr...)
		if w.Code != 200 {
			t.Fatalf("%s: status %d\n%s", target, w.Code, w.Body)
		}
		body := w.Body.String()
		for _, bad := range []string{"<script", "<img", "<svg"} {
			if strings.Contains(body, bad) {
				t.Errorf("%s: the page contains %q unescaped", target, bad)
			}
		}
		if !strings.Contains(body, "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;") {
			t.Errorf("%s: the payload is not shown as escaped text:\n%s", target, body)
		}
		if !strings.Contains(body, "conv-1&lt;svg onload=alert(2)&gt;") {
			t.Errorf("%s: the session name is not shown as escaped text", target)
		}
		if target != "/" && !strings.Contains(body, "/work/&lt;svg onload=alert(3)&gt;.txt") {
			t.Errorf("%s: the path is not shown as escaped text", target)
		}
	}
}

func TestProposalPageShowsDiffResultsAndBinary(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	body := get(t, h, "/p/p1", bearerHdr...).Body.String()
	for _, want := range []string{
		`<td class="line del">&lt;p&gt;old&lt;/p&gt;</td>`, // the removed line, coloured as a deletion
		`<tr class="add"><td class="num"></td><td class="num">2</td>`,
		`<code class="path">/work/logo.png</code>`,
		`Binary file, 2.0 KiB: not shown.`,
		`<b>html-lint</b>`, `1 passed, 1 skipped`,
		`id="approve"`, `id="reason"`,
		`href="/p/p1?view=split"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the proposal page lacks %q", want)
		}
	}
	split := get(t, h, "/p/p1?view=split", bearerHdr...).Body.String()
	// Side by side, the removed line and the added one share a row.
	if !regexp.MustCompile(`<td class="num">2</td><td class="line del">&lt;p&gt;old&lt;/p&gt;</td><td class="num">2</td><td class="line add">&lt;script`).MatchString(split) {
		t.Errorf("the side-by-side view does not pair the changed lines:\n%s", split)
	}
}

func TestCSPOnEveryResponse(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	for _, c := range []struct {
		target string
		hdr    []string
		code   int
	}{
		{"/", nil, 401},
		{"/", bearerHdr, 200},
		{"/p/p1", bearerHdr, 200},
		{"/p/nope", bearerHdr, 404},
		{"/login", nil, 200},
		{"/static/style.css", nil, 200},
		{"/no/such/page", nil, 404},
	} {
		w := get(t, h, c.target, c.hdr...)
		if w.Code != c.code {
			t.Errorf("%s: status %d, want %d", c.target, w.Code, c.code)
		}
		if got := w.Header().Get("Content-Security-Policy"); got != csp {
			t.Errorf("%s: CSP %q", c.target, got)
		}
		if !strings.Contains(csp, "default-src 'none'; style-src 'self'; script-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'") {
			t.Fatalf("the CSP is not the strict one: %s", csp)
		}
		if w.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no nosniff", c.target)
		}
	}
	if ct := get(t, h, "/static/style.css").Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/css") {
		t.Errorf("style.css served as %q", ct)
	}
}

func TestNoInlineScriptOrStyle(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	for _, target := range []string{"/", "/p/p1", "/p/p1?view=split", "/login"} {
		body := get(t, h, target, bearerHdr...).Body.String()
		for _, bad := range []string{"<script", "<style", " style=", " on", "javascript:", "http://", "https://"} {
			if bad == " on" {
				if regexp.MustCompile(`<[^>]* on[a-z]+=`).MatchString(body) {
					t.Errorf("%s: an inline event handler", target)
				}
				continue
			}
			if strings.Contains(body, bad) {
				t.Errorf("%s: the page contains %q", target, bad)
			}
		}
	}
}

func TestAuth(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	if w := get(t, h, "/p/p1"); w.Code != 401 || !strings.Contains(w.Body.String(), `name="token"`) || strings.Contains(w.Body.String(), "tidy config") {
		t.Errorf("no token: status %d, want 401 with the login form and nothing of the proposal\n%s", w.Code, w.Body)
	}
	if w := get(t, h, "/", "Authorization", "Bearer wrong"); w.Code != 401 {
		t.Errorf("wrong token: status %d", w.Code)
	}
	if w := get(t, h, "/", "Cookie", tokenCookie+"=wrong"); w.Code != 401 {
		t.Errorf("wrong cookie: status %d", w.Code)
	}
	if w := post(t, h, "/login", url.Values{"token": {"wrong"}}); w.Code != 401 || len(w.Result().Cookies()) != 0 {
		t.Errorf("login with a wrong token: status %d, cookies %v", w.Code, w.Result().Cookies())
	}
	w := post(t, h, "/login", url.Values{"token": {adminToken}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("login: status %d", w.Code)
	}
	var c *http.Cookie
	for _, k := range w.Result().Cookies() {
		if k.Name == tokenCookie {
			c = k
		}
	}
	if c == nil || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/" || c.Secure {
		t.Fatalf("login cookie %+v: want HttpOnly, SameSite=Strict, Path=/, not Secure over plain HTTP", c)
	}
	sh := newTestHandler(newFake(hostile), WithSecureCookies())
	if cs := post(t, sh, "/login", url.Values{"token": {adminToken}}).Result().Cookies(); len(cs) == 0 || !cs[0].Secure {
		t.Errorf("WithSecureCookies: cookies %v", cs)
	}
	if w := get(t, h, "/p/p1", "Cookie", c.Name+"="+c.Value); w.Code != 200 || !strings.Contains(w.Body.String(), "signed in as <b>alice</b>") {
		t.Errorf("with the login cookie: status %d", w.Code)
	}
	// Without WithAuth nothing is allowed.
	if w := get(t, New(newFake(hostile)), "/", bearerHdr...); w.Code != 401 {
		t.Errorf("no AuthFunc: status %d", w.Code)
	}
}

func TestEmptyPrincipalIsAdmin(t *testing.T) {
	f := newFake(hostile)
	h := New(f, WithAuth(func(r *http.Request) (string, bool) { return "", r.Header.Get("Authorization") == "Bearer "+adminToken }))
	cookies, csrf := signIn(t, h, "p1")
	if w := post(t, h, "/p/p1/approve", url.Values{"csrf": {csrf}}, "Cookie", cookies); w.Code != http.StatusSeeOther || f.approvals[0] != "p1 by admin" {
		t.Errorf("approve: %d %v", w.Code, f.approvals)
	}
}

func TestLogout(t *testing.T) {
	h := newTestHandler(newFake(hostile))
	cookies, csrf := signIn(t, h, "p1")
	if w := post(t, h, "/logout", url.Values{}, "Cookie", cookies); w.Code != http.StatusForbidden {
		t.Errorf("logout without the CSRF token: %d", w.Code)
	}
	w := post(t, h, "/logout", url.Values{"csrf": {csrf}}, "Cookie", cookies)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("logout: %d", w.Code)
	}
	cleared := false
	for _, c := range w.Result().Cookies() {
		cleared = cleared || c.Name == tokenCookie && c.Value == "" && c.MaxAge < 0
	}
	if !cleared {
		t.Errorf("logout did not clear the token cookie: %v", w.Result().Cookies())
	}
}

func TestPostBodyIsBounded(t *testing.T) {
	f := newFake(hostile)
	h := newTestHandler(f)
	w := post(t, h, "/p/p1/reject", url.Values{"reason": {strings.Repeat("x", 1<<20)}}, bearerHdr...)
	if w.Code != http.StatusRequestEntityTooLarge || len(f.rejects) != 0 {
		t.Errorf("a 1 MiB reason: status %d, rejects %d", w.Code, len(f.rejects))
	}
}

func TestTokenHashes(t *testing.T) {
	// sha256("tok") in upper case: the check is not case-sensitive.
	auth := TokenHashes(map[string]string{"1A7674EB4EE78DF7E1AC439A93C3FA8E3C945784D4DEC9FD8E3011738B2F1D62": "bob"})
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("Authorization", "Bearer tok")
	if p, ok := auth(r); !ok || p != "bob" {
		t.Errorf("good token: %q %v", p, ok)
	}
	r.Header.Set("Authorization", "Bearer tok2")
	if _, ok := auth(r); ok {
		t.Error("a wrong token passed")
	}
}

// signIn signs in with the form and returns a client-side cookie jar
// string and the CSRF token of the proposal page.
func signIn(t *testing.T, h http.Handler, id string) (cookies, csrf string) {
	t.Helper()
	w := post(t, h, "/login", url.Values{"token": {adminToken}})
	var parts []string
	for _, c := range w.Result().Cookies() {
		parts = append(parts, c.Name+"="+c.Value)
	}
	w = get(t, h, "/p/"+id, "Cookie", strings.Join(parts, "; "))
	for _, c := range w.Result().Cookies() {
		parts = append(parts, c.Name+"="+c.Value)
	}
	m := regexp.MustCompile(`name="csrf" value="([^"]+)"`).FindStringSubmatch(w.Body.String())
	if m == nil {
		t.Fatalf("no CSRF token on the page:\n%s", w.Body)
	}
	return strings.Join(parts, "; "), m[1]
}

func TestCSRFRefused(t *testing.T) {
	f := newFake(hostile)
	h := newTestHandler(f)
	cookies, csrf := signIn(t, h, "p1")
	for name, c := range map[string]struct {
		form url.Values
		hdr  []string
	}{
		"no token":           {url.Values{}, []string{"Cookie", cookies}},
		"wrong token":        {url.Values{"csrf": {csrf + "x"}}, []string{"Cookie", cookies}},
		"other nonce":        {url.Values{"csrf": {csrf}}, []string{"Cookie", regexp.MustCompile(nonceCookie+`=[^;]+`).ReplaceAllString(cookies, nonceCookie+"=AAAAAAAAAAAAAAAAAAAAAAAA")}},
		"cross-site":         {url.Values{"csrf": {csrf}}, []string{"Cookie", cookies, "Sec-Fetch-Site", "cross-site"}},
		"other origin":       {url.Values{"csrf": {csrf}}, []string{"Cookie", cookies, "Origin", "https://evil.example"}},
		"bearer, cross-site": {url.Values{}, append([]string{"Sec-Fetch-Site", "cross-site"}, bearerHdr...)},
	} {
		w := post(t, h, "/p/p1/approve", c.form, c.hdr...)
		if w.Code != http.StatusForbidden {
			t.Errorf("%s: status %d, want 403", name, w.Code)
		}
		if w.Header().Get("Content-Security-Policy") != csp {
			t.Errorf("%s: the refusal has no CSP", name)
		}
	}
	if len(f.approvals) != 0 {
		t.Fatalf("the reviewer was called: %v", f.approvals)
	}
	w := post(t, h, "/p/p1/approve", url.Values{"csrf": {csrf}}, "Cookie", cookies, "Sec-Fetch-Site", "same-origin")
	if w.Code != http.StatusSeeOther || len(f.approvals) != 1 || f.approvals[0] != "p1 by alice" {
		t.Fatalf("with the CSRF token: status %d, approvals %v", w.Code, f.approvals)
	}
}

func TestApproveCallsReviewer(t *testing.T) {
	f := newFake(hostile)
	h := newTestHandler(f)
	if body := get(t, h, "/p/p1?done=approved", bearerHdr...).Body.String(); strings.Contains(body, `id="flash"`) {
		t.Error("a link announces an approval that did not happen")
	}
	w := post(t, h, "/p/p1/approve", nil, bearerHdr...)
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/p/p1?done=approved" {
		t.Fatalf("approve: status %d, location %q", w.Code, w.Header().Get("Location"))
	}
	if len(f.approvals) != 1 || f.approvals[0] != "p1 by alice" {
		t.Fatalf("approvals %v", f.approvals)
	}
	body := get(t, h, "/p/p1?done=approved", bearerHdr...).Body.String()
	for _, want := range []string{`id="flash"`, `<span class="status approved" id="status">approved</span>`, `<td class="action">approved</td>`} {
		if !strings.Contains(body, want) {
			t.Errorf("after approval the page lacks %q", want)
		}
	}
	if strings.Contains(body, `id="approve"`) {
		t.Error("a decided proposal still has the approve button")
	}
	// From the side-by-side view, the page comes back side by side.
	f.props["p1"] = hostile
	if w := post(t, h, "/p/p1/approve", url.Values{"view": {"split"}}, bearerHdr...); w.Header().Get("Location") != "/p/p1?done=approved&view=split" {
		t.Errorf("approve from the split view redirects to %q", w.Header().Get("Location"))
	}
	// Approving again is refused with a message.
	if w := post(t, h, "/p/p1/approve", nil, bearerHdr...); w.Code != http.StatusConflict || !strings.Contains(w.Body.String(), "decided already") {
		t.Errorf("second approval: status %d", w.Code)
	}
}

func TestConflictListsPaths(t *testing.T) {
	f := newFake(hostile)
	f.conflict = &review.ConflictError{Paths: []string{"/work/page.html", "/work/<b>x"}, Reasons: []string{"changed in the target", "exists"}}
	h := newTestHandler(f)
	w := post(t, h, "/p/p1/approve", nil, bearerHdr...)
	if w.Code != http.StatusConflict {
		t.Fatalf("status %d", w.Code)
	}
	body := w.Body.String()
	for _, want := range []string{"<code>/work/page.html (changed in the target)</code>", "<code>/work/&lt;b&gt;x (exists)</code>", "stays pending"} {
		if !strings.Contains(body, want) {
			t.Errorf("the conflict page lacks %q:\n%s", want, body)
		}
	}
}

func TestRejectNeedsReason(t *testing.T) {
	f := newFake(hostile)
	h := newTestHandler(f)
	if w := post(t, h, "/p/p1/reject", url.Values{"reason": {"  "}}, bearerHdr...); w.Code != http.StatusBadRequest {
		t.Errorf("no reason: status %d", w.Code)
	}
	if len(f.rejects) != 0 {
		t.Fatalf("rejected without a reason: %v", f.rejects)
	}
	w := post(t, h, "/p/p1/reject", url.Values{"reason": {"use tabs " + payload}}, bearerHdr...)
	if w.Code != http.StatusSeeOther || len(f.rejects) != 1 || f.rejects[0] != "p1 by alice: use tabs "+payload {
		t.Fatalf("reject: status %d, %v", w.Code, f.rejects)
	}
	body := get(t, h, "/p/p1", bearerHdr...).Body.String()
	if !strings.Contains(body, "use tabs &lt;script&gt;") || strings.Contains(body, "<script") {
		t.Error("the reason is not shown escaped")
	}
}

func TestPrefix(t *testing.T) {
	h := newTestHandler(newFake(hostile), WithPrefix("/review/"))
	w := get(t, h, "/review/", bearerHdr...)
	if w.Code != 200 || !strings.Contains(w.Body.String(), `href="/review/p/p1"`) || !strings.Contains(w.Body.String(), `href="/review/static/style.css"`) {
		t.Fatalf("status %d:\n%s", w.Code, w.Body)
	}
	if w := get(t, h, "/review", bearerHdr...); w.Code != http.StatusMovedPermanently {
		t.Errorf("/review: status %d", w.Code)
	}
	if w := get(t, h, "/reviewx/", bearerHdr...); w.Code != 404 {
		t.Errorf("/reviewx/: status %d", w.Code)
	}
	w = post(t, h, "/review/login", url.Values{"token": {adminToken}})
	if c := w.Result().Cookies(); len(c) == 0 || c[0].Path != "/review/" {
		t.Errorf("cookie %v: want Path=/review/", c)
	}
	if w := post(t, h, "/review/p/p1/approve", nil, bearerHdr...); w.Header().Get("Location") != "/review/p/p1?done=approved" {
		t.Errorf("redirect to %q", w.Header().Get("Location"))
	}
}

func TestListShowsPendingAndDecided(t *testing.T) {
	other := hostile
	other.ID, other.Message, other.Status, other.DecidedBy = "p0", "older change\nsecond line", store.Rejected, "carol"
	h := newTestHandler(newFake(hostile, other))
	body := get(t, h, "/", bearerHdr...).Body.String()
	pending, decided, _ := strings.Cut(body, `id="decided"`)
	if !strings.Contains(pending, `href="/p/p1"`) || strings.Contains(pending, `href="/p/p0"`) {
		t.Error("the pending table is wrong")
	}
	if !strings.Contains(decided, `href="/p/p0"`) || !strings.Contains(decided, "older change") || strings.Contains(decided, "second line") || !strings.Contains(decided, "carol") {
		t.Errorf("the decided table is wrong:\n%s", decided)
	}
	if !strings.Contains(pending, `<li class="badge pass" title="pass">html-lint</li>`) {
		t.Error("the list does not show validator results")
	}
}

func TestLongDiffIsPaged(t *testing.T) {
	var b strings.Builder
	b.WriteString("diff --git a/big.txt b/big.txt\nnew file mode 100644\n--- /dev/null\n+++ b/big.txt\n@@ -0,0 +1,4000 @@\n")
	for i := 1; i <= 4000; i++ {
		fmt.Fprintf(&b, "+line %d\n", i)
	}
	p := hostile
	p.Diff = b.String()
	h := newTestHandler(newFake(p))
	body := get(t, h, "/p/p1", bearerHdr...).Body.String()
	if !strings.Contains(body, "page 1 of 3") || !strings.Contains(body, `href="/p/p1?page=2"`) {
		t.Fatal("no pager on a 4000-line diff")
	}
	if strings.Contains(body, "line 2000<") || !strings.Contains(body, ">line 1000<") {
		t.Error("page 1 has the wrong lines")
	}
	if !strings.Contains(body, `<details class="file" id="f0">`) {
		t.Error("a long file is not collapsed")
	}
	body = get(t, h, "/p/p1?page=3&view=split", bearerHdr...).Body.String()
	if !strings.Contains(body, ">line 4000<") || !strings.Contains(body, "(continued)") || !strings.Contains(body, `href="/p/p1?page=2&amp;view=split"`) {
		t.Error("page 3 is wrong")
	}
	// Out-of-range pages show the last.
	if body := get(t, h, "/p/p1?page=99", bearerHdr...).Body.String(); !strings.Contains(body, ">line 4000<") {
		t.Error("page 99 does not show the last page")
	}
}

func TestResponsesAreComplete(t *testing.T) {
	// The login page must be usable without any other request.
	srv := httptest.NewServer(newTestHandler(newFake(hostile)))
	defer srv.Close()
	res, err := http.Get(srv.URL + "/login")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(b), `action="/login"`) {
		t.Errorf("login page:\n%s", b)
	}
}

func TestManyChangesAreCapped(t *testing.T) {
	p := hostile
	p.Changes = nil
	for i := range maxChangeRows + 5 {
		p.Changes = append(p.Changes, review.Change{Mount: "/work", Path: fmt.Sprintf("/f%d", i), Kind: review.Added, Mode: 0o644})
	}
	body := get(t, newTestHandler(newFake(p)), "/p/p1", bearerHdr...).Body.String()
	if !strings.Contains(body, "and 5 more (see the diff)") || strings.Count(body, `<span class="kind added">`) != maxChangeRows {
		t.Error("the change table is not capped")
	}
}
