package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/postgres"
	"github.com/computerwelt/computerwelt/worker"
)

// defaultServeConfig is the workspace file serve reads when none is given
// and it exists (the worked example, from the repository's root).
const defaultServeConfig = "examples/admin/workspace.yaml"

const serveUsage = `usage: computerwelt serve [options]

Serves the sandboxed bash to language models: the MCP tool "bash" at
/mcp (streamable HTTP; or on stdin/stdout with --stdio), the JSON API at
/v1/, the review page at /review/, Prometheus metrics at /metrics and
health checks at /healthz and /readyz. Every request but the health
checks needs a bearer token of the configuration file.

Options:
  --config FILE        the workspace configuration (default
                       examples/admin/workspace.yaml when it exists)
  --listen ADDR        HOST:PORT (default: the file's listen, else
                       127.0.0.1:8080; a bare :PORT is loopback only)
  --store STORE        a SQLite file or a postgres:// URL (default: the
                       file's store, else $CW_DATA_DIR/sessions.db); a
                       URL's schema=NAME parameter picks the schema of the
                       tables (default computerwelt)
  --stdio              MCP on stdin/stdout for one local client, as the
                       admin "local" (no tokens); logs go to stderr
  --conversation ID    with --stdio: the conversation to continue (default
                       a new one)
  --shutdown-timeout D how long a stop waits for running commands (default 30s)
  --log-level LEVEL    debug, info, warn or error (default info)
  --no-python          leave out python3 even where the workspace has it
  --workers N          worker processes running the turns (default: the
                       file's workers.count, else 2); a script that
                       crashes or exhausts its worker ends only its own
                       turn. 0 runs turns in this process (development)
  --worker-memory SIZE resident memory a worker may use before it is
                       killed (default: the file's, else 1GiB)
  --worker-grace D     time past a script's limit before its worker is
                       killed (default: the file's, else 2s)
  --worker-recycle N   turns after which a worker is replaced (default:
                       the file's, else 1000)
`

func serveCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("computerwelt serve", flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(stderr, serveUsage) }
	configFile := fs.String("config", "", "")
	listen := fs.String("listen", "", "")
	storeURL := fs.String("store", "", "")
	stdio := fs.Bool("stdio", false, "")
	conversation := fs.String("conversation", "", "")
	shutdownTimeout := fs.Duration("shutdown-timeout", 30*time.Second, "")
	logLevel := fs.String("log-level", "info", "")
	noPython := fs.Bool("no-python", false, "")
	wf := registerWorkerFlags(fs)
	// Test-only: workers honour #cw-test-crash scripts (worker.WithTestHooks).
	testHooks := fs.Bool("test-hooks", false, "")
	if ok, st := parseArgs(fs, args, stderr); !ok {
		return st
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "computerwelt serve: unexpected argument %q\n%s", fs.Arg(0), serveUsage)
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "computerwelt serve: %v\n", err)
		return 1
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		return fail(fmt.Errorf("--log-level %q: want debug, info, warn or error", *logLevel))
	}
	// Logs go to stderr: stdout is the MCP stream with --stdio.
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level}))

	if *configFile == "" {
		if _, err := os.Stat(defaultServeConfig); err != nil {
			return fail(fmt.Errorf("no --config FILE given, and no %s here", defaultServeConfig))
		}
		*configFile = defaultServeConfig
	}
	metrics := server.NewMetrics()
	su, err := setupSessions(ctx, setupOptions{
		configFile: *configFile, storeURL: *storeURL, noPython: *noPython, localAdmin: *stdio, metrics: metrics,
	})
	if err != nil {
		return fail(err)
	}
	defer su.st.Close()
	cfg, st, where, wss, mgr, rv, tokens, demoCopy := su.cfg, su.st, su.where, su.wss, su.mgr, su.rv, su.tokens, su.demoCopy

	pc, err := poolFlagsConfig(fs, cfg, wf)
	if err != nil {
		mgr.Close()
		return fail(err)
	}
	var sessions server.Sessions = server.ManagerSessions(mgr)
	var pool *worker.Pool
	if pc.count > 0 {
		pool, err = startPool(su, pc, *logLevel, *stdio, *testHooks, log)
		if err != nil {
			mgr.Close()
			return fail(err)
		}
		if err := pool.Register(metrics.Registry()); err != nil {
			mgr.Close()
			return fail(err)
		}
		sessions = pool
	}
	if pool == nil {
		// Turns run here: compile Python now, in the background, rather
		// than in the first python3 or sqlite3 of a conversation.
		go warmPython(mgr, 0, log)
	}
	closeAll := func() { closePool(pool, *shutdownTimeout, log); mgr.Close() }

	opts := []server.Option{
		server.WithTokens(tokens...), server.WithLogger(log), server.WithMetrics(metrics),
		server.WithHistory(server.ManagerHistory(mgr)),
		server.WithReadiness(func(ctx context.Context) error {
			_, err := st.Sessions(ctx, store.ListOptions{Limit: 1})
			return err
		}),
	}
	if *stdio {
		opts = append(opts, server.WithStdio(server.Principal{Name: "local", Role: server.RoleAdmin}, *conversation))
	}
	srv, err := server.New(sessions, rv, opts...)
	if err != nil {
		closeAll()
		return fail(err)
	}

	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *stdio {
		log.Info("serving MCP on stdio", "config", cfg.File, "store", where, "workspace", wss[0].Name, "demo_copy", demoCopy)
		err := srv.ServeStdio(ctx, io.NopCloser(stdin), nopWriteCloser{stdout})
		shutdown(srv, pool, mgr, *shutdownTimeout, log)
		if err != nil {
			return fail(err)
		}
		return 0
	}

	addr := *listen
	if addr == "" {
		addr = cfg.Listen
	}
	if addr == "" {
		addr = "127.0.0.1:8080"
	}
	if addr, err = loopbackDefault(addr); err != nil {
		closeAll()
		return fail(err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		closeAll()
		return fail(err)
	}
	base := "http://" + ln.Addr().String()
	w := bufio.NewWriter(stdout)
	fmt.Fprintf(w, "computerwelt serve: %s, workspace %q", cfg.File, wss[0].Name)
	if len(wss) > 1 {
		fmt.Fprintf(w, " (and %d more)", len(wss)-1)
	}
	fmt.Fprintf(w, ", store %s", where)
	if pool != nil {
		fmt.Fprintf(w, ", %d workers", pc.count)
	} else {
		fmt.Fprint(w, ", turns in this process")
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "  MCP endpoint: %s/mcp  (Authorization: Bearer TOKEN)\n", base)
	fmt.Fprintf(w, "  review page:  %s/review/  (admin token)\n", base)
	fmt.Fprintf(w, "  JSON API:     %s/v1/\n", base)
	fmt.Fprintf(w, "  metrics:      %s/metrics  (admin token)\n", base)
	if demoCopy != "" {
		fmt.Fprintf(w, "  demo copy:    %s  (approvals write here, not the repository; computerwelt demo reset restores it)\n", demoCopy)
	}
	w.Flush()

	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	select {
	case err := <-served:
		closeAll()
		return fail(err)
	case <-ctx.Done():
	}
	log.Info("stopping: waiting for running commands", "running", srv.Running(), "bound", shutdownTimeout.String())
	dctx, cancel := context.WithTimeout(context.Background(), *shutdownTimeout)
	if err := srv.Drain(dctx); err != nil {
		log.Warn("stopping with commands still running", "err", err)
		// Turns in workers stop now (within the workers' grace), while
		// their connections can still carry the answer that the server
		// is shutting down: closing the connections first would leave
		// their callers with nothing.
		closePool(pool, pc.grace, log)
	}
	cancel()
	// MCP streams stay open: give the connections a moment, then close
	// them (which cancels what still runs).
	sctx, cancel := context.WithTimeout(context.Background(), time.Second)
	if err := hs.Shutdown(sctx); err != nil {
		hs.Close()
	}
	cancel()
	shutdown(srv, pool, mgr, *shutdownTimeout, log)
	log.Info("stopped")
	return 0
}

// shutdown waits for running commands (bounded), then stops the
// workers and closes the manager, which waits for its turns to be
// persisted.
func shutdown(srv *server.Server, pool *worker.Pool, mgr *session.Manager, bound time.Duration, log *slog.Logger) {
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	if err := srv.Drain(ctx); err != nil {
		log.Warn("stopping with commands still running", "err", err)
	}
	closePool(pool, time.Until(deadlineOf(ctx)), log)
	done := make(chan struct{})
	go func() { mgr.Close(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		log.Warn("session manager did not close in time")
	}
}

// openServeStore opens a postgres:// URL or a SQLite file ("" = the
// default file) and says which, for the start-up line.
func openServeStore(ctx context.Context, s string) (store.Store, string, error) {
	if strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://") {
		conn, schema, err := splitSchema(s)
		if err != nil {
			return nil, "", err
		}
		var opts []postgres.Option
		if schema != "" {
			opts = append(opts, postgres.WithSchema(schema))
		}
		st, err := postgres.Open(ctx, conn, opts...)
		if err != nil {
			return nil, "", fmt.Errorf("store: %w", err)
		}
		return st, redactURL(s), nil
	}
	if s == "" {
		p, err := defaultStorePath()
		if err != nil {
			return nil, "", err
		}
		s = p
	}
	st, err := openStore(ctx, s)
	if err != nil {
		return nil, "", fmt.Errorf("store %s: %w", s, err)
	}
	return st, s, nil
}

// splitSchema takes our own "schema" parameter out of a PostgreSQL URL
// (the schema the tables live in; several deployments can share one
// database), leaving the rest for the driver.
func splitSchema(s string) (conn, schema string, err error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", "", fmt.Errorf("store: %w", err)
	}
	q := u.Query()
	schema = q.Get("schema")
	q.Del("schema")
	u.RawQuery = q.Encode()
	return u.String(), schema, nil
}

// redactURL hides a password in a database URL.
func redactURL(s string) string {
	scheme, rest, ok := strings.Cut(s, "://")
	if !ok {
		return s
	}
	at := strings.LastIndex(rest, "@")
	if at < 0 {
		return s
	}
	user, _, hasPass := strings.Cut(rest[:at], ":")
	if !hasPass {
		return s
	}
	return scheme + "://" + user + ":xxxxx" + rest[at:]
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

const tokenUsage = `usage: computerwelt token COMMAND

commands:
  hash   read a token from standard input, print its sha256 (hex) for the
         sha256: field of a token in the configuration file
  new    print a new random token, and its sha256 on a second line
`

func tokenCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprint(stderr, tokenUsage)
		return 2
	}
	switch args[0] {
	case "hash":
		data, err := io.ReadAll(io.LimitReader(stdin, 1<<16))
		if err != nil {
			fmt.Fprintf(stderr, "computerwelt token hash: %v\n", err)
			return 1
		}
		tok := strings.TrimRight(string(data), "\r\n")
		if strings.TrimSpace(tok) == "" {
			fmt.Fprintln(stderr, "computerwelt token hash: no token on standard input")
			return 1
		}
		if strings.ContainsAny(tok, " \t\r\n") {
			fmt.Fprintln(stderr, "computerwelt token hash: a token is one word (no spaces or line breaks)")
			return 1
		}
		fmt.Fprintln(stdout, server.HashToken(tok))
		return 0
	case "new":
		tok := server.NewToken()
		fmt.Fprintf(stdout, "%s\n%s\n", tok, server.HashToken(tok))
		return 0
	case "-h", "--help", "help":
		fmt.Fprint(stdout, tokenUsage)
		return 0
	default:
		fmt.Fprintf(stderr, "computerwelt token: unknown command %q\n%s", args[0], tokenUsage)
		return 2
	}
}
