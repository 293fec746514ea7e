// Package web is the review page: the proposals models staged with
// `submit`, each with its message, validator results and rendered diff
// (unified or side by side, coloured by line kind, binary files
// summarised, long diffs in pages), and the Approve and Reject buttons
// that call the review.Reviewer. The server mounts it at /review/, and
// `computerwelt review --listen` serves it on its own.
//
// Everything a model wrote (messages, paths, diff lines, validator
// output) reaches the browser through html/template as text, under a
// strict Content-Security-Policy with no inline script or style; the
// stylesheet is embedded. Every page needs an admin token, given as an
// "Authorization: Bearer" header or in the login form, which keeps it in
// an HttpOnly, SameSite=Strict cookie; form posts carry a CSRF token and
// cross-origin posts are refused.
package web

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/store"
)

// Reviewer is what the page needs of a review.Reviewer (which satisfies
// it); tests pass a fake.
type Reviewer interface {
	List(ctx context.Context, f store.ProposalFilter) ([]review.Proposal, error)
	Show(ctx context.Context, id string) (review.Proposal, error)
	Approve(ctx context.Context, id, approver string) (review.Proposal, error)
	Reject(ctx context.Context, id, approver, reason string) (review.Proposal, error)
}

// AuditFunc reads the audit log (store.Store's Audit method is one).
type AuditFunc func(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error)

// Option configures New.
type Option func(*handler)

// WithAuth sets who may use the page. Without it every request is
// refused: the page approves writes, so there is no open default.
func WithAuth(f AuthFunc) Option { return func(h *handler) { h.auth = f } }

// WithPrefix sets the path the handler is mounted at (say "/review"):
// links and cookies are made under it, and it is stripped from requests.
func WithPrefix(p string) Option {
	return func(h *handler) { h.prefix = strings.TrimSuffix(p, "/") }
}

// WithAudit shows the audit log's entries of each proposal on its page.
// Without it, the page uses the Reviewer's Audit method if it has one.
func WithAudit(f AuditFunc) Option { return func(h *handler) { h.audit = f } }

// WithCSRFKey sets the key CSRF tokens are made with. By default a random
// one per handler; several servers behind one address need the same key.
func WithCSRFKey(key []byte) Option {
	return func(h *handler) { h.key = append([]byte(nil), key...) }
}

// WithSecureCookies marks the page's cookies Secure even when the request
// did not come over TLS to this process: for a page behind a proxy that
// terminates HTTPS. (Without it they are Secure on TLS requests only.)
func WithSecureCookies() Option { return func(h *handler) { h.secure = true } }

// WithTitle names the page (default "Computerwelt review").
func WithTitle(s string) Option { return func(h *handler) { h.title = s } }

// csp allows nothing but the page's own stylesheet and images (it has
// none) and no script at all: the page works without one.
const csp = "default-src 'none'; style-src 'self'; script-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// recentDecided is how many decided proposals the list shows below the
// pending ones; maxPending bounds the pending ones (each carries its diff).
const (
	recentDecided = 20
	maxPending    = 200
)

// maxChangeRows bounds the change table (the diff has them all, in pages).
const maxChangeRows = 1000

// maxForm bounds a posted form (a token, a CSRF token, a reason).
const maxForm = 64 << 10

//go:embed static templates
var assets embed.FS

// pageTemplates are parsed on the first request, not at start-up: a CLI
// run that never serves the page does not pay for them.
var pageTemplates = sync.OnceValue(func() map[string]*template.Template {
	funcs := template.FuncMap{
		"when":      func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") },
		"firstLine": firstLine,
		"dur":       func(d time.Duration) string { return d.Round(time.Millisecond).String() },
		"mode":      func(m uint32) string { return fs.FileMode(m).String() },
		"size":      size,
		"resClass":  resClass,
		"summary":   summary,
		"vis":       visibleText,
		"num": func(n int) string {
			if n == 0 {
				return ""
			}
			return strconv.Itoa(n)
		},
	}
	out := map[string]*template.Template{}
	for _, name := range []string{"list", "proposal", "login", "error"} {
		t := template.Must(template.New("layout.html").Funcs(funcs).ParseFS(assets, "templates/layout.html", "templates/shared.html", "templates/"+name+".html"))
		out[name] = t
	}
	return out
})

type handler struct {
	r      Reviewer
	auth   AuthFunc
	audit  AuditFunc
	prefix string
	key    []byte
	title  string
	secure bool
	mux    *http.ServeMux
}

// New returns the review page's handler for r.
func New(r Reviewer, opts ...Option) http.Handler {
	h := &handler{r: r, title: "Computerwelt review"}
	for _, o := range opts {
		o(h)
	}
	if h.auth == nil {
		h.auth = func(*http.Request) (string, bool) { return "", false }
	}
	if h.audit == nil {
		if a, ok := r.(interface {
			Audit(context.Context, store.AuditFilter) ([]store.AuditEntry, error)
		}); ok {
			h.audit = a.Audit
		}
	}
	if len(h.key) == 0 {
		h.key = make([]byte, 32)
		rand.Read(h.key)
	}
	mux := http.NewServeMux()
	static, _ := fs.Sub(assets, "static")
	mux.Handle("GET /static/", http.StripPrefix("/static/", staticHandler(static)))
	mux.HandleFunc("GET /login", h.loginPage)
	mux.HandleFunc("POST /login", h.login)
	mux.HandleFunc("POST /logout", h.authed(h.logout))
	mux.HandleFunc("GET /{$}", h.authed(h.list))
	mux.HandleFunc("GET /p/{id}", h.authed(h.show))
	mux.HandleFunc("POST /p/{id}/approve", h.authed(h.approve))
	mux.HandleFunc("POST /p/{id}/reject", h.authed(h.reject))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		h.fail(w, r, http.StatusNotFound, "No such page.")
	})
	h.mux = mux
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.fail(w, r, http.StatusForbidden, "Cross-origin request refused.")
	}))
	inner := cop.Handler(http.HandlerFunc(h.serve))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hdr := w.Header()
		hdr.Set("Content-Security-Policy", csp)
		hdr.Set("X-Content-Type-Options", "nosniff")
		hdr.Set("X-Frame-Options", "DENY")
		hdr.Set("Referrer-Policy", "no-referrer")
		hdr.Set("Cross-Origin-Opener-Policy", "same-origin")
		inner.ServeHTTP(w, r)
	})
}

func (h *handler) serve(w http.ResponseWriter, r *http.Request) {
	if h.prefix != "" {
		rest, ok := strings.CutPrefix(r.URL.Path, h.prefix)
		if !ok || rest != "" && rest[0] != '/' {
			h.fail(w, r, http.StatusNotFound, "No such page.")
			return
		}
		if rest == "" {
			http.Redirect(w, r, h.prefix+"/", http.StatusMovedPermanently)
			return
		}
		r2 := new(http.Request)
		*r2 = *r
		r2.URL = new(url.URL)
		*r2.URL = *r.URL
		r2.URL.Path = rest
		r2.URL.RawPath = ""
		r = r2
	}
	h.mux.ServeHTTP(w, r)
}

func staticHandler(fsys fs.FS) http.Handler {
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		files.ServeHTTP(w, r)
	})
}

// request is what a page handler knows of the caller.
type request struct {
	principal string
	viaCookie bool
}

// authed refuses requests without a valid token (401 and the login
// form), and cookie-authenticated posts without a valid CSRF token.
func (h *handler) authed(next func(http.ResponseWriter, *http.Request, request)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, maxForm)
			if err := r.ParseForm(); err != nil {
				h.fail(w, r, http.StatusRequestEntityTooLarge, "The form could not be read: "+err.Error())
				return
			}
		}
		p, viaCookie, ok := h.who(r)
		if !ok {
			w.Header().Set("WWW-Authenticate", `Bearer realm="computerwelt review"`)
			pg := &page{Title: "Sign in"}
			// A first visit carries no token: that is no error, just the
			// form. A token that is not (or no longer) valid is one.
			if presented(r) {
				pg.Error = "That token is not valid (or no longer is): sign in again with an admin token."
			}
			h.render(w, r, http.StatusUnauthorized, "login", pg)
			return
		}
		if r.Method == http.MethodPost && viaCookie && !h.checkCSRF(r, p) {
			h.fail(w, r, http.StatusForbidden, "The form has expired or did not come from this page (CSRF check failed). Reload the page and try again.")
			return
		}
		next(w, r, request{principal: p, viaCookie: viaCookie})
	}
}

// page is the data every template gets.
type page struct {
	Title     string
	AppTitle  string
	Prefix    string
	Principal string
	CSRF      string
	Error     string
	ErrorList []string
	Flash     string

	// list
	Pending []review.Proposal
	Decided []review.Proposal
	Audit   []store.AuditEntry

	// proposal
	P           *review.Proposal
	Changes     []review.Change // the first maxChangeRows of P.Changes
	MoreChanges int
	Files       []viewFile
	Split       bool
	PageNum     int // 1-based
	Pages       int
	PrevURL     string
	NextURL     string
	ViewURL     string // the other view
	Reason      string // the reason typed, when a reject is shown again
	BinaryOf    map[string]review.Change
	// HiddenIn says where the proposal has invisible or bidirectional
	// control characters (review.Hidden): "the message, 1 path".
	HiddenIn string
	// Provenance is, per changed file in the order of the changes, the
	// session's turns that changed it.
	Provenance []provFile
}

// provFile is a changed file and the turns that changed it, in order.
type provFile struct {
	Path  string
	Turns []review.FileTurn
}

func (h *handler) render(w http.ResponseWriter, r *http.Request, status int, name string, p *page) {
	p.AppTitle = h.title
	p.Prefix = h.prefix
	if p.Principal != "" {
		p.CSRF = h.csrfToken(p.Principal, h.nonce(w, r))
	}
	var b strings.Builder
	if err := pageTemplates()[name].Execute(&b, p); err != nil {
		http.Error(w, "review page: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write([]byte(b.String()))
}

func (h *handler) fail(w http.ResponseWriter, r *http.Request, status int, msg string) {
	p := &page{Title: http.StatusText(status), Error: msg}
	if who, _, ok := h.who(r); ok {
		p.Principal = who
	}
	h.render(w, r, status, "error", p)
}

func (h *handler) loginPage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if _, _, ok := h.who(r); ok {
		http.Redirect(w, r, h.prefix+"/", http.StatusSeeOther)
		return
	}
	h.render(w, r, http.StatusOK, "login", &page{Title: "Sign in"})
}

// login checks the token typed in the form and keeps it in the cookie.
func (h *handler) login(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	tok := strings.TrimSpace(r.PostFormValue("token"))
	r2 := r.Clone(r.Context())
	r2.Header.Set("Authorization", "Bearer "+tok)
	if _, ok := h.auth(r2); tok == "" || !ok {
		h.render(w, r, http.StatusUnauthorized, "login", &page{Title: "Sign in", Error: "That token is not valid."})
		return
	}
	http.SetCookie(w, h.cookie(r, tokenCookie, tok))
	http.Redirect(w, r, h.prefix+"/", http.StatusSeeOther)
}

func (h *handler) logout(w http.ResponseWriter, r *http.Request, _ request) {
	c := h.cookie(r, tokenCookie, "")
	c.MaxAge = -1
	http.SetCookie(w, c)
	http.Redirect(w, r, h.prefix+"/login", http.StatusSeeOther)
}

func (h *handler) list(w http.ResponseWriter, r *http.Request, rq request) {
	ctx := r.Context()
	pending, err := h.r.List(ctx, store.ProposalFilter{Status: store.Pending, Limit: maxPending})
	if err != nil {
		h.fail(w, r, http.StatusInternalServerError, "Listing proposals: "+err.Error())
		return
	}
	all, err := h.r.List(ctx, store.ProposalFilter{Limit: len(pending) + recentDecided})
	if err != nil {
		h.fail(w, r, http.StatusInternalServerError, "Listing proposals: "+err.Error())
		return
	}
	var decided []review.Proposal
	for _, p := range all {
		if p.Status != store.Pending && len(decided) < recentDecided {
			decided = append(decided, p)
		}
	}
	pg := &page{Title: "Proposals", Principal: rq.principal, Pending: pending, Decided: decided}
	if len(pending) == maxPending {
		pg.Flash = fmt.Sprintf("Showing the newest %d pending proposals: decide some to see the others.", maxPending)
	}
	h.render(w, r, http.StatusOK, "list", pg)
}

func (h *handler) show(w http.ResponseWriter, r *http.Request, rq request) {
	p, err := h.r.Show(r.Context(), r.PathValue("id"))
	if err != nil {
		h.showError(w, r, err)
		return
	}
	pg := h.proposalPage(r, rq, &p)
	// The outcome of the redirecting post, shown only if the proposal
	// agrees (a crafted link cannot announce what did not happen).
	switch done := r.URL.Query().Get("done"); {
	case done == "approved" && p.Status == store.Approved:
		pg.Flash = "Approved: the change was applied."
	case done == "rejected" && p.Status == store.Rejected:
		pg.Flash = "Rejected: the session will see the reason."
	}
	h.render(w, r, http.StatusOK, "proposal", pg)
}

// showError answers for a proposal that could not be read.
func (h *handler) showError(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, store.ErrNotFound) {
		h.fail(w, r, http.StatusNotFound, "No proposal "+strconv.Quote(r.PathValue("id"))+".")
		return
	}
	h.fail(w, r, http.StatusInternalServerError, "Reading the proposal: "+err.Error())
}

// proposalPage builds the proposal page for the request's view and page.
func (h *handler) proposalPage(r *http.Request, rq request, p *review.Proposal) *page {
	q := r.URL.Query()
	split := q.Get("view") == "split"
	parsed := parseDiff(p.Diff)
	highlight(parsed)
	pages := paginate(parsed, linesPerPage)
	n, _ := strconv.Atoi(q.Get("page"))
	n = min(max(n, 1), max(len(pages), 1))
	var files []viewFile
	if len(pages) > 0 {
		files = pages[n-1]
	}
	byPath := map[string]review.Change{}
	for _, c := range p.Changes {
		byPath[c.FullPath()] = c
	}
	for i := range files {
		if c, ok := byPath[files[i].Path]; ok && files[i].Binary && c.Kind != review.Deleted {
			files[i].Size = c.Size
		}
		if split {
			for j := range files[i].Hunks {
				files[i].Hunks[j].Rows = sideBySide(files[i].Hunks[j].Lines)
			}
		}
	}
	base := h.prefix + "/p/" + url.PathEscape(p.ID)
	link := func(view string, page int) string {
		v := url.Values{}
		if view == "split" {
			v.Set("view", "split")
		}
		if page > 1 {
			v.Set("page", strconv.Itoa(page))
		}
		if len(v) == 0 {
			return base
		}
		return base + "?" + v.Encode()
	}
	view := "unified"
	if split {
		view = "split"
	}
	pg := &page{
		Title:     "Proposal " + p.ID,
		Principal: rq.principal,
		P:         p,
		Files:     files,
		Split:     split,
		PageNum:   n,
		Pages:     len(pages),
		Changes:   p.Changes[:min(len(p.Changes), maxChangeRows)],
	}
	pg.MoreChanges = len(p.Changes) - len(pg.Changes)
	pg.HiddenIn = review.HiddenIn(p)
	for _, c := range p.Changes {
		if fts := p.Provenance[c.FullPath()]; len(fts) > 0 {
			pg.Provenance = append(pg.Provenance, provFile{Path: c.FullPath(), Turns: fts})
		}
	}
	if split {
		pg.ViewURL = link("unified", n)
	} else {
		pg.ViewURL = link("split", n)
	}
	if n > 1 {
		pg.PrevURL = link(view, n-1)
	}
	if n < len(pages) {
		pg.NextURL = link(view, n+1)
	}
	if h.audit != nil {
		if entries, err := h.audit(r.Context(), store.AuditFilter{Proposal: p.ID}); err == nil {
			pg.Audit = entries
		}
	}
	return pg
}

func (h *handler) approve(w http.ResponseWriter, r *http.Request, rq request) {
	id := r.PathValue("id")
	_, err := h.r.Approve(r.Context(), id, rq.principal)
	if err != nil {
		h.decisionFailed(w, r, rq, id, err, "")
		return
	}
	http.Redirect(w, r, h.done(id, "approved", r), http.StatusSeeOther)
}

func (h *handler) reject(w http.ResponseWriter, r *http.Request, rq request) {
	id := r.PathValue("id")
	reason := strings.TrimSpace(r.PostFormValue("reason"))
	if reason == "" {
		h.decisionFailed(w, r, rq, id, errNoReason, "")
		return
	}
	if _, err := h.r.Reject(r.Context(), id, rq.principal, reason); err != nil {
		h.decisionFailed(w, r, rq, id, err, reason)
		return
	}
	http.Redirect(w, r, h.done(id, "rejected", r), http.StatusSeeOther)
}

// done is where a decision redirects to: the proposal, in the view the
// form was posted from, with the outcome.
func (h *handler) done(id, outcome string, r *http.Request) string {
	v := url.Values{"done": {outcome}}
	if r.PostFormValue("view") == "split" {
		v.Set("view", "split")
	}
	return h.prefix + "/p/" + url.PathEscape(id) + "?" + v.Encode()
}

var errNoReason = errors.New("a rejection needs a reason: the model reads it to know what to change")

// decisionFailed shows the proposal again with why the approval or
// rejection did not happen: a conflict lists its paths.
func (h *handler) decisionFailed(w http.ResponseWriter, r *http.Request, rq request, id string, err error, reason string) {
	p, serr := h.r.Show(r.Context(), id)
	if serr != nil {
		h.showError(w, r, serr)
		return
	}
	pg := h.proposalPage(r, rq, &p)
	pg.Reason = reason
	status := http.StatusInternalServerError
	var ce *review.ConflictError
	switch {
	case errors.As(err, &ce):
		status = http.StatusConflict
		pg.Error = "Not approved: the target changed since the proposal was made. Nothing was written; the proposal stays pending. Conflicting paths:"
		for i, path := range ce.Paths {
			if i < len(ce.Reasons) && ce.Reasons[i] != "" {
				path += " (" + ce.Reasons[i] + ")"
			}
			pg.ErrorList = append(pg.ErrorList, path)
		}
	case errors.Is(err, review.ErrNotPending):
		status = http.StatusConflict
		pg.Error = "The proposal was decided already."
	case errors.Is(err, errNoReason):
		status = http.StatusBadRequest
		pg.Error = "Not rejected: " + err.Error() + "."
	case errors.Is(err, store.ErrNotFound):
		status = http.StatusNotFound
		pg.Error = err.Error()
	default:
		pg.Error = err.Error()
	}
	h.render(w, r, status, "proposal", pg)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

func size(n int64) string {
	switch {
	case n < 0:
		return ""
	case n < 1024:
		return fmt.Sprintf("%d B", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

func resClass(r review.Result) string {
	switch {
	case r.Skipped:
		return "skip"
	case r.OK:
		return "pass"
	}
	return "fail"
}

// summary counts a proposal's validator results: "2 passed, 1 skipped".
func summary(rs []review.Result) string {
	var pass, fail, skip int
	for _, r := range rs {
		switch resClass(r) {
		case "pass":
			pass++
		case "fail":
			fail++
		default:
			skip++
		}
	}
	var parts []string
	if pass > 0 {
		parts = append(parts, fmt.Sprintf("%d passed", pass))
	}
	if fail > 0 {
		parts = append(parts, fmt.Sprintf("%d failed", fail))
	}
	if skip > 0 {
		parts = append(parts, fmt.Sprintf("%d skipped", skip))
	}
	if len(parts) == 0 {
		return "no validators"
	}
	return strings.Join(parts, ", ")
}
