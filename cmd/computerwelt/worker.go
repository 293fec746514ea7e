package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/config"
	"github.com/computerwelt/computerwelt/examples/admin/admin"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/worker"
)

// setupOptions says how to build the sessions of serve and of its
// workers, which must build them the same way.
type setupOptions struct {
	configFile string
	storeURL   string // "" = the file's, else the default file
	noPython   bool
	localAdmin bool            // --stdio: "local" is an admin
	metrics    *server.Metrics // nil: the store is not instrumented
	holder     string          // the manager's lease holder ("" = its default)
}

// setup is what setupSessions built.
type setup struct {
	cfg      *config.Config
	st       store.Store
	storeURL string // as opened (a password kept)
	where    string // for messages (a password hidden)
	wss      []session.Workspace
	mgr      *session.Manager
	rv       *review.Reviewer
	tokens   []server.Token
	noPython bool
	demoCopy string // where the example's copy is, if serving it
}

// setupSessions loads the configuration, opens the store and builds the
// session manager and the reviewer over it. The caller closes mgr and st.
func setupSessions(ctx context.Context, o setupOptions) (*setup, error) {
	cfg, err := config.Load(o.configFile)
	if err != nil {
		return nil, err
	}
	// demo.go: the example is served from a copy (made by the first
	// process, reused by the workers).
	demoCopy, err := useDemoCopy(cfg)
	if err != nil {
		return nil, err
	}
	if len(cfg.Specs) == 0 {
		return nil, fmt.Errorf("%s: no workspaces", o.configFile)
	}
	storeURL := o.storeURL
	if storeURL == "" {
		storeURL = cfg.Store
	}
	if storeURL == "" {
		if storeURL, err = defaultStorePath(); err != nil {
			return nil, err
		}
	}
	st, where, err := openServeStore(ctx, storeURL)
	if err != nil {
		return nil, err
	}
	if o.metrics != nil {
		st = o.metrics.InstrumentStore(st)
	}
	su := &setup{cfg: cfg, st: st, storeURL: storeURL, where: where, noPython: o.noPython, demoCopy: demoCopy}
	roles := map[string][]string{}
	for _, t := range cfg.Tokens {
		su.tokens = append(su.tokens, server.Token{Name: t.Name, Role: t.Role, SHA256: t.SHA256})
		roles[t.Name] = append(roles[t.Name], t.Role)
	}
	if o.localAdmin {
		roles["local"] = []string{server.RoleAdmin}
	}
	reg := config.NewRegistry()
	admin.Register(reg, st, admin.WithRoles(func(p string) []string { return roles[p] }))
	su.rv = review.New(st, nil)
	reg.Review(func(vs []review.Validator) func(*session.Session) []computerwelt.Command {
		return su.rv.Commands(vs, review.CommandNames{})
	})
	su.wss, err = cfg.Workspaces(ctx, reg)
	if err != nil {
		st.Close()
		return nil, err
	}
	var mopts []session.Option
	for _, ws := range su.wss {
		if ws.Python != nil {
			if o.noPython {
				ws.Python = nil
			} else if dir, err := os.UserCacheDir(); err == nil {
				// Compiled once per machine, not per process.
				ws.Python.CompilationCacheDir = filepath.Join(dir, "computerwelt", "wazero")
			}
		}
		mopts = append(mopts, session.WithWorkspace(ws))
	}
	if o.holder != "" {
		mopts = append(mopts, session.WithHolder(o.holder))
	}
	su.mgr, err = session.NewManager(st, mopts...)
	if err != nil {
		st.Close()
		return nil, err
	}
	su.rv.SetManager(su.mgr)
	return su, nil
}

// workerFlags are serve's options of the pool.
type workerFlags struct {
	count   *int
	memory  *string
	grace   *time.Duration
	recycle *int
}

func registerWorkerFlags(fs *flag.FlagSet) workerFlags {
	return workerFlags{
		count:   fs.Int("workers", -1, ""),
		memory:  fs.String("worker-memory", "", ""),
		grace:   fs.Duration("worker-grace", 0, ""),
		recycle: fs.Int("worker-recycle", 0, ""),
	}
}

// poolConfig is the pool serve runs: flags over the file over defaults.
type poolConfig struct {
	count   int
	memory  int64
	grace   time.Duration
	recycle int
}

// defaultWorkers is the pool size when neither flag nor file says.
const defaultWorkers = 2

func poolFlagsConfig(fs *flag.FlagSet, cfg *config.Config, wf workerFlags) (poolConfig, error) {
	pc := poolConfig{count: defaultWorkers, memory: worker.DefaultMemoryBytes, grace: worker.DefaultGrace, recycle: worker.DefaultRecycleTurns}
	w := cfg.Workers
	if w.CountSet {
		pc.count = w.Count
	}
	if w.Memory > 0 {
		pc.memory = w.Memory
	}
	if w.Grace > 0 {
		pc.grace = w.Grace
	}
	if w.Recycle > 0 {
		pc.recycle = w.Recycle
	}
	if isFlagSet(fs, "workers") {
		if *wf.count < 0 {
			return pc, fmt.Errorf("--workers %d: want 0 or more", *wf.count)
		}
		pc.count = *wf.count
	}
	if isFlagSet(fs, "worker-memory") {
		n, err := config.ParseSize(*wf.memory)
		if err != nil || n < 64<<20 {
			return pc, fmt.Errorf("--worker-memory %q: want a size of at least 64MiB such as 1GiB", *wf.memory)
		}
		pc.memory = n
	}
	if isFlagSet(fs, "worker-grace") {
		if *wf.grace <= 0 {
			return pc, fmt.Errorf("--worker-grace %s: want a positive duration", *wf.grace)
		}
		pc.grace = *wf.grace
	}
	if isFlagSet(fs, "worker-recycle") {
		if *wf.recycle < 1 {
			return pc, fmt.Errorf("--worker-recycle %d: want 1 or more", *wf.recycle)
		}
		pc.recycle = *wf.recycle
	}
	return pc, nil
}

// workerStoreEnv passes the store to a worker outside its command line,
// where a PostgreSQL password would show in ps.
const workerStoreEnv = "CW_WORKER_STORE"

// startPool starts serve's workers: this binary's `worker` command over
// the same configuration and store.
func startPool(su *setup, pc poolConfig, logLevel string, localAdmin, testHooks bool, log *slog.Logger) (*worker.Pool, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("finding this program to start workers: %w", err)
	}
	cfgFile, err := filepath.Abs(su.cfg.File)
	if err != nil {
		return nil, err
	}
	command := func(holder string) *exec.Cmd {
		args := []string{"worker", "--config", cfgFile, "--holder", holder,
			"--memory", strconv.FormatInt(pc.memory, 10), "--log-level", logLevel}
		if su.noPython {
			args = append(args, "--no-python")
		}
		if localAdmin {
			args = append(args, "--local-admin")
		}
		if testHooks {
			args = append(args, "--test-hooks")
		}
		cmd := exec.Command(exe, args...)
		cmd.Env = append(os.Environ(), workerStoreEnv+"="+su.storeURL)
		return cmd
	}
	timeout := time.Duration(0)
	for _, ws := range su.wss {
		timeout = max(timeout, ws.Limits.WithDefaults().Timeout)
	}
	return worker.New(command,
		worker.WithSize(pc.count), worker.WithMemoryLimit(pc.memory), worker.WithGrace(pc.grace),
		worker.WithRecycle(pc.recycle, 0), worker.WithTurnTimeout(min(timeout, server.MaxTimeout)),
		worker.WithLogger(log), worker.WithLeaseRelease(worker.StoreRelease(su.st)))
}

// closePool stops the workers, waiting at most bound for busy ones.
func closePool(pool *worker.Pool, bound time.Duration, log *slog.Logger) {
	if pool == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), max(bound, time.Second))
	defer cancel()
	if err := pool.Close(ctx); err != nil {
		log.Warn("workers did not stop in time", "err", err)
	}
}

func deadlineOf(ctx context.Context) time.Time {
	if dl, ok := ctx.Deadline(); ok {
		return dl
	}
	return time.Now().Add(time.Minute)
}

// workerWarmWait bounds how long a worker compiles Python before it takes
// work. Loading the compiled interpreter from the cache directory takes a
// fraction of a second; compiling it afresh (the first start on a
// machine) takes seconds, a minute on a loaded machine, and bash turns
// need not wait for it: a python3 run meanwhile waits for the compilation
// within its own time limit.
const workerWarmWait = 5 * time.Second

// warmPython starts compiling the python3 of mgr's workspaces (once per
// process, in the background) and waits for it at most wait.
func warmPython(mgr *session.Manager, wait time.Duration, log *slog.Logger) {
	var wg sync.WaitGroup
	for _, ws := range mgr.Workspaces() {
		if ws.Python == nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := ws.Python.Warm(); err != nil {
				log.Warn("compiling python3", "workspace", ws.Name, "err", err)
			}
		}()
	}
	start := time.Now()
	done := make(chan struct{})
	go func() {
		wg.Wait()
		log.Info("python3 compiled", "took", time.Since(start).String())
		close(done)
	}()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-done:
	case <-t.C:
		log.Info("python3 is still being compiled; taking work meanwhile", "waited", wait.String())
	}
}

// workerCommand implements the hidden `computerwelt worker`: one of
// serve's worker processes. It reads requests on standard input and
// answers on standard output (package worker); it is not for people.
func workerCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("computerwelt worker", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configFile := fs.String("config", "", "")
	holder := fs.String("holder", "", "")
	memory := fs.Int64("memory", worker.DefaultMemoryBytes, "")
	noPython := fs.Bool("no-python", false, "")
	localAdmin := fs.Bool("local-admin", false, "")
	testHooks := fs.Bool("test-hooks", false, "")
	logLevel := fs.String("log-level", "info", "")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *configFile == "" {
		fmt.Fprintln(stderr, "computerwelt worker: started by computerwelt serve, not by hand")
		return 2
	}
	var level slog.Level
	level.UnmarshalText([]byte(*logLevel))
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level}))
	slog.SetDefault(log)
	// The protocol owns standard output: whatever else would write there
	// goes to standard error.
	proto, err := takeStdout()
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt worker: %v\n", err)
		return 1
	}
	// The Go heap collects harder as the worker nears its cap, well
	// before the supervisor would kill it.
	debug.SetMemoryLimit(*memory * 3 / 4)
	su, err := setupSessions(ctx, setupOptions{
		configFile: *configFile, storeURL: os.Getenv(workerStoreEnv), noPython: *noPython,
		localAdmin: *localAdmin, holder: *holder,
	})
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt worker: %v\n", err)
		return 1
	}
	defer su.st.Close()
	defer su.mgr.Close()
	// Compile Python before taking work, so that no conversation's first
	// python3 pays for it.
	warmPython(su.mgr, workerWarmWait, log)
	var opts []worker.ServeOption
	if *testHooks {
		opts = append(opts, worker.WithTestHooks())
	}
	if err := worker.Serve(ctx, stdin, proto, su.mgr, opts...); err != nil {
		fmt.Fprintf(stderr, "computerwelt worker: %v\n", err)
		return 1
	}
	_ = stdout
	return 0
}
