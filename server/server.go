// Package server gives language models the sandboxed bash over the
// network: the MCP tool `bash` (streamable HTTP at /mcp, or stdio), a JSON
// API under /v1 (exec, diff, proposals), the review page under /review/,
// metrics at /metrics (Prometheus' text format) and health checks, all behind bearer
// tokens with the roles agent and admin.
//
// The server holds no sessions itself: it authenticates, bounds and counts
// requests and hands each turn to a Sessions (session.Manager through
// ManagerSessions), which keys sandboxes by conversation and owner.
package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/review/web"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxBodyBytes bounds a request body (a script, its stdin, a file
// written through the API) unless WithMaxBodyBytes says otherwise.
const DefaultMaxBodyBytes = 4 << 20

// MaxTimeout is the largest per-call timeout a client may ask for; the
// workspace's own Limits.Timeout applies below it.
const MaxTimeout = time.Hour

// Server is an http.Handler serving the MCP endpoint, the JSON API, the
// review page, metrics and health checks.
type Server struct {
	sessions   Sessions
	history    TurnHistory
	reviews    Reviews
	auth       *authenticator
	metrics    *Metrics
	log        *slog.Logger
	maxBody    int64
	reviewPage http.Handler
	reviewOpts []web.Option
	ready      []func(context.Context) error
	mcp        *mcp.Server
	mcpHTTP    *mcp.StreamableHTTPHandler
	handler    http.Handler
	tokens     []Token

	stdioPrincipal    Principal
	stdioConversation string

	mu       sync.Mutex
	running  int
	draining bool
	idle     chan struct{} // closed when running drops to 0 while draining
}

// Option configures a Server.
type Option func(*Server) error

// WithTokens sets the bearer tokens the server accepts. Without any, every
// request but the health checks is refused.
func WithTokens(tokens ...Token) Option {
	return func(s *Server) error {
		s.tokens = append(s.tokens, tokens...)
		return nil
	}
}

// WithLogger sets the structured logger (default: slog.Default()).
func WithLogger(l *slog.Logger) Option {
	return func(s *Server) error {
		s.log = l
		return nil
	}
}

// WithMetrics uses m (made earlier, e.g. to instrument the store) instead
// of a new set.
func WithMetrics(m *Metrics) Option {
	return func(s *Server) error {
		s.metrics = m
		return nil
	}
}

// WithMaxBodyBytes bounds request bodies, on /v1 and /mcp (413 too_large
// beyond).
func WithMaxBodyBytes(n int64) Option {
	return func(s *Server) error {
		if n <= 0 {
			return fmt.Errorf("server: max body bytes must be positive, not %d", n)
		}
		s.maxBody = n
		return nil
	}
}

// WithReviewPage passes options to the review page (review/web) served
// at /review/ when the server has Reviews, such as web.WithCSRFKey for
// several servers behind one address. Its sign-in accepts admin tokens.
func WithReviewPage(opts ...web.Option) Option {
	return func(s *Server) error {
		s.reviewOpts = append(s.reviewOpts, opts...)
		return nil
	}
}

// WithStdio sets who the MCP client on stdio is (default: "local", an
// admin) and its conversation ("" = a new id per process).
func WithStdio(p Principal, conversation string) Option {
	return func(s *Server) error {
		if conversation != "" && !validConversation(conversation) {
			return fmt.Errorf("server: invalid conversation id %q", conversation)
		}
		s.stdioPrincipal, s.stdioConversation = p, conversation
		return nil
	}
}

// WithReadiness adds a check /readyz runs (say, that the store answers);
// the server is not ready while it fails.
func WithReadiness(check func(context.Context) error) Option {
	return func(s *Server) error {
		s.ready = append(s.ready, check)
		return nil
	}
}

// New makes a server over sessions; reviews may be nil (no proposals).
func New(sessions Sessions, reviews Reviews, opts ...Option) (*Server, error) {
	if sessions == nil {
		return nil, errors.New("server: no sessions")
	}
	s := &Server{
		sessions:       sessions,
		reviews:        reviews,
		log:            slog.Default(),
		maxBody:        DefaultMaxBodyBytes,
		stdioPrincipal: Principal{Name: "local", Role: RoleAdmin},
	}
	for _, o := range opts {
		if err := o(s); err != nil {
			return nil, err
		}
	}
	a, err := newAuthenticator(s.tokens)
	if err != nil {
		return nil, err
	}
	s.auth = a
	if s.metrics == nil {
		s.metrics = NewMetrics()
	}
	if g, ok := sessions.(SessionGauges); ok {
		s.metrics.watchSessions(g)
	}
	if s.stdioConversation == "" {
		s.stdioConversation = "stdio-" + randomID()
	}
	if reviews != nil {
		opts := append([]web.Option{web.WithAuth(s.adminAuth), web.WithPrefix("/review")}, s.reviewOpts...)
		s.reviewPage = web.New(reviews, opts...)
	}
	s.mcp = s.newMCPServer()
	s.mcpHTTP = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp }, &mcp.StreamableHTTPOptions{
		Logger:              s.log,
		MaxRequestBodyBytes: s.maxBody,
		SessionTimeout:      time.Hour,
	})
	s.handler = s.routes()
	return s, nil
}

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.Handle("/mcp", s.mcpAuth(s.mcpHTTP))
	mux.Handle("POST /v1/conversations/{id}/exec", s.require(false, http.HandlerFunc(s.apiExec)))
	mux.Handle("GET /v1/conversations/{id}/diff", s.require(false, http.HandlerFunc(s.apiDiff)))
	mux.Handle("GET /v1/conversations/{id}/files/{path...}", s.require(false, http.HandlerFunc(s.apiReadFile)))
	mux.Handle("PUT /v1/conversations/{id}/files/{path...}", s.require(false, http.HandlerFunc(s.apiWriteFile)))
	mux.Handle("GET /v1/conversations/{id}/turns", s.require(false, http.HandlerFunc(s.apiTurns)))
	mux.Handle("GET /v1/conversations/{id}/turns/{n}", s.require(false, http.HandlerFunc(s.apiTurn)))
	mux.Handle("GET /v1/proposals", s.require(true, http.HandlerFunc(s.apiProposals)))
	mux.Handle("GET /v1/proposals/{id}", s.require(true, http.HandlerFunc(s.apiProposal)))
	mux.Handle("POST /v1/proposals/{id}/approve", s.require(true, http.HandlerFunc(s.apiApprove)))
	mux.Handle("POST /v1/proposals/{id}/reject", s.require(true, http.HandlerFunc(s.apiReject)))
	mux.Handle("GET /metrics", s.require(true, s.metrics.reg))
	if s.reviewPage != nil {
		// The page authenticates itself (a bearer header, or its sign-in
		// form and cookie) through adminAuth.
		mux.Handle("/review/", s.reviewPage)
		mux.Handle("GET /review", http.RedirectHandler("/review/", http.StatusMovedPermanently))
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, codeNotFound, fmt.Sprintf("no such endpoint: %s %s", r.Method, r.URL.Path))
	})
	return s.logRequests(mux)
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// Metrics returns the server's collectors.
func (s *Server) Metrics() *Metrics { return s.metrics }

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	draining := s.draining
	s.mu.Unlock()
	if draining {
		writeError(w, http.StatusServiceUnavailable, codeUnavailable, "shutting down")
		return
	}
	checks := s.ready
	if rd, ok := s.sessions.(Readier); ok {
		checks = append(checks[:len(checks):len(checks)], rd.Ready)
	}
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()
	for _, check := range checks {
		if err := check(ctx); err != nil {
			s.log.Warn("not ready", "err", err)
			writeError(w, http.StatusServiceUnavailable, codeUnavailable, "not ready: "+err.Error())
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

var errDraining = errors.New("the server is shutting down")

// begin counts a running turn, refusing new ones while draining.
func (s *Server) begin() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.draining {
		return errDraining
	}
	s.running++
	return nil
}

func (s *Server) end() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.running--
	if s.running == 0 && s.idle != nil {
		close(s.idle)
		s.idle = nil
	}
}

// Drain refuses new turns (503 unavailable, /readyz fails) and waits for
// the running ones to finish, or for ctx to end (then it returns ctx's
// error and the turns go on until their requests are cancelled). Call it
// before http.Server.Shutdown: MCP streams stay open, so Shutdown alone
// would wait for them rather than for the turns.
func (s *Server) Drain(ctx context.Context) error {
	s.mu.Lock()
	s.draining = true
	if s.running == 0 {
		s.mu.Unlock()
		return nil
	}
	if s.idle == nil {
		s.idle = make(chan struct{})
	}
	idle := s.idle
	s.mu.Unlock()
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("server: %d turns still running: %w", s.Running(), ctx.Err())
	}
}

// Running returns the number of turns running now.
func (s *Server) Running() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.running
}

// exec runs one turn for p, bounded by timeout when it is not zero.
func (s *Server) exec(ctx context.Context, p Principal, req ExecRequest, timeout time.Duration) (computerwelt.Result, error) {
	if !validConversation(req.Conversation) {
		return computerwelt.Result{}, fmt.Errorf("%w: invalid conversation id %q (1-128 of A-Z a-z 0-9 . _ : @ -)", ErrBadRequest, req.Conversation)
	}
	if timeout < 0 || timeout > MaxTimeout {
		return computerwelt.Result{}, fmt.Errorf("%w: timeout must be between 0 and %s", ErrBadRequest, MaxTimeout)
	}
	if err := s.begin(); err != nil {
		return computerwelt.Result{}, err
	}
	defer s.end()
	s.metrics.running.Inc()
	defer s.metrics.running.Dec()
	req.Owner = p.Name
	start := time.Now()
	runCtx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		runCtx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	res, err := s.sessions.Exec(runCtx, req)
	if err != nil && timeout > 0 && ctx.Err() == nil && errors.Is(runCtx.Err(), context.DeadlineExceeded) {
		// The caller's own timeout ends the script as the workspace's
		// would: status 124 and a line on stderr.
		msg := fmt.Sprintf("bash: timed out after %s\n", timeout)
		if req.Stderr != nil {
			io.WriteString(req.Stderr, msg)
		} else {
			res.Stderr += msg
		}
		res.ExitCode, err = 124, nil
	}
	d := time.Since(start)
	s.metrics.observeExec(res, err, d)
	if err != nil {
		lvl := slog.LevelInfo // the client's mistake: forbidden, busy, bad request
		if st, _, _ := classify(err); st >= 500 {
			lvl = slog.LevelWarn
		}
		s.log.Log(ctx, lvl, "exec failed", "conversation", req.Conversation, "owner", p.Name, "duration", d, "err", err)
	} else {
		s.log.Debug("exec", "conversation", req.Conversation, "owner", p.Name, "exit", res.ExitCode, "truncated", res.Truncated, "duration", d)
	}
	return res, err
}

var conversationRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$`) })

func validConversation(id string) bool { return conversationRE().MatchString(id) }

// statusWriter remembers the status for the request log.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach Flush on the real writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		lvl := slog.LevelDebug
		if sw.status >= 500 {
			lvl = slog.LevelWarn
		}
		s.log.Log(r.Context(), lvl, "http", "method", r.Method, "path", r.URL.Path, "status", sw.status, "duration", time.Since(start), "remote", r.RemoteAddr)
	})
}
