package worker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/store"
)

// Statuses of a turn whose worker was stopped or crashed.
const (
	// StatusTimeLimit: the script did not stop at its time limit (the
	// status of a timeout).
	StatusTimeLimit = 124
	// StatusMemory: the worker used more than its memory cap (the
	// status of a process the kernel's OOM killer ends).
	StatusMemory = 137
	// StatusCrashed: the worker crashed (a Go fatal error such as a stack
	// overflow, or it exited). A worker killed by a signal from outside
	// ends its turn with 128 + the signal.
	StatusCrashed = 134
)

// Defaults of the options.
const (
	DefaultMemoryBytes  = 1 << 30
	DefaultGrace        = 2 * time.Second
	DefaultTurnTimeout  = 30 * time.Second
	DefaultRecycleTurns = 1000
	DefaultQueueLimit   = 8
	// loadTimeout bounds loading a session before its script starts,
	// and saving it after: no script runs then, but a worker stuck there
	// is stuck all the same.
	loadTimeout = time.Minute
)

// Option configures a Pool.
type Option func(*Pool) error

// WithSize sets how many workers run (default 2).
func WithSize(n int) Option {
	return func(p *Pool) error {
		if n < 1 {
			return fmt.Errorf("worker: pool size must be at least 1, not %d", n)
		}
		p.size = n
		return nil
	}
}

// WithMemoryLimit sets the memory a worker may use before it is killed
// (default DefaultMemoryBytes): its cgroup's memory.max where the pool's
// own cgroup v2 can give each worker one, else its resident memory as
// the pool watches it; RLIMIT_DATA at twice that plus 256 MiB backs
// either up.
func WithMemoryLimit(bytes int64) Option {
	return func(p *Pool) error {
		if bytes < 64<<20 {
			return fmt.Errorf("worker: memory limit %d is below 64 MiB", bytes)
		}
		p.memory = bytes
		return nil
	}
}

// WithGrace sets how long past a script's time limit its worker may take
// to answer before it is killed (default DefaultGrace).
func WithGrace(d time.Duration) Option {
	return func(p *Pool) error {
		if d <= 0 {
			return fmt.Errorf("worker: grace must be positive, not %s", d)
		}
		p.grace = d
		return nil
	}
}

// WithTurnTimeout sets the longest time limit of a script (the largest
// of the workspaces' Limits.Timeout; default DefaultTurnTimeout). A
// caller's shorter deadline applies below it.
func WithTurnTimeout(d time.Duration) Option {
	return func(p *Pool) error {
		if d <= 0 {
			return fmt.Errorf("worker: turn timeout must be positive, not %s", d)
		}
		p.turnTimeout = d
		return nil
	}
}

// WithRecycle retires a worker after that many turns (default
// DefaultRecycleTurns), or when it is idle with more than goroutines
// goroutines (0 = 10000) — signs of a leak. A worker idle above three
// quarters of its memory limit is retired too.
func WithRecycle(turns, goroutines int) Option {
	return func(p *Pool) error {
		if turns < 1 || goroutines < 0 {
			return fmt.Errorf("worker: recycle after %d turns, %d goroutines: want positive numbers", turns, goroutines)
		}
		p.recycleTurns = turns
		if goroutines > 0 {
			p.maxGoroutines = goroutines
		}
		return nil
	}
}

// WithLogger sets the logger (default slog.Default()).
func WithLogger(l *slog.Logger) Option {
	return func(p *Pool) error {
		p.log = l
		return nil
	}
}

// WithWorkerLog sets where the workers' own log lines go (default the
// supervisor's standard error).
func WithWorkerLog(w io.Writer) Option {
	return func(p *Pool) error {
		p.workerLog = w
		return nil
	}
}

// WithLeaseRelease sets how the store lease of a conversation a killed
// worker held is given up, so that its next turn need not wait for the
// lease to expire. holder is the name the worker was started with.
func WithLeaseRelease(release func(ctx context.Context, conversation, holder string) error) Option {
	return func(p *Pool) error {
		p.release = release
		return nil
	}
}

// Command makes the command line of a new worker; holder is the name it
// must use for the store's leases (session.WithHolder). The pool sets the
// command's standard input, output and error.
type Command func(holder string) *exec.Cmd

// Pool is a server.Sessions that runs each call in one of its worker
// processes. It also reports readiness (a worker is up) and the sessions
// its workers hold in memory.
type Pool struct {
	command       Command
	size          int
	memory        int64
	grace         time.Duration
	turnTimeout   time.Duration
	recycleTurns  int
	maxGoroutines int
	queueLimit    int
	log           *slog.Logger
	workerLog     io.Writer
	release       func(ctx context.Context, conversation, holder string) error
	metrics       *poolMetrics

	// The memory cap: a cgroup v2 per worker where the supervisor's own
	// cgroup allows (cg), else the watch of each worker's resident memory
	// alone; the watch runs either way, killing past pollCap (the cap;
	// tests raise it). cgroupDir and cgroupWrite stand in for the
	// supervisor's cgroup and the kernel in tests.
	cg          *cgroupSet
	cgroupDir   string
	cgroupWrite func(dir, file, value string) error
	pollCap     int64

	seq     atomic.Uint64
	nextID  atomic.Uint64
	holder  string
	stopped chan struct{}

	mu        sync.Mutex
	closed    bool
	procs     map[*proc]bool // live: starting, idle or busy
	sticky    map[string]*proc
	convs     map[string]*convSlot
	waiters   []chan *proc // calls waiting for a worker, oldest first
	lastStart error        // the last failed start, while none succeeded since
	failures  int          // starts failed in a row
	bg        sync.WaitGroup
}

// convSlot serialises the turns of one conversation in the supervisor.
type convSlot struct {
	sem   chan struct{}
	users int
}

// New starts a pool of workers made by command. The workers start in the
// background; calls wait for one to be ready.
func New(command Command, opts ...Option) (*Pool, error) {
	if command == nil {
		return nil, errors.New("worker: no command")
	}
	host, _ := os.Hostname()
	p := &Pool{
		command:       command,
		size:          2,
		memory:        DefaultMemoryBytes,
		grace:         DefaultGrace,
		turnTimeout:   DefaultTurnTimeout,
		recycleTurns:  DefaultRecycleTurns,
		maxGoroutines: 10000,
		queueLimit:    DefaultQueueLimit,
		log:           slog.Default(),
		workerLog:     os.Stderr,
		holder:        fmt.Sprintf("%s/%d/%s", host, os.Getpid(), randomSuffix()),
		stopped:       make(chan struct{}),
		procs:         map[*proc]bool{},
		sticky:        map[string]*proc{},
		convs:         map[string]*convSlot{},
		metrics:       newPoolMetrics(),
	}
	for _, o := range opts {
		if err := o(p); err != nil {
			return nil, err
		}
	}
	if p.pollCap == 0 {
		p.pollCap = p.memory
	}
	p.openCgroups()
	p.mu.Lock()
	for range p.size {
		p.startLocked(0)
	}
	p.mu.Unlock()
	p.bg.Add(1)
	go p.watchMemory()
	return p, nil
}

// Close stops the workers: idle ones at once, busy ones when ctx ends
// (their turns then report the stop).
func (p *Pool) Close(ctx context.Context) error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	close(p.stopped)
	procs := make([]*proc, 0, len(p.procs))
	for w := range p.procs {
		procs = append(procs, w)
	}
	p.mu.Unlock()
	for _, w := range procs {
		w.closeInput()
	}
	var err error
	for _, w := range procs {
		select {
		case <-w.exited:
		case <-ctx.Done():
			w.kill(causeShutdown)
			<-w.exited
			err = ctx.Err()
		}
	}
	p.bg.Wait()
	return err
}

// Size returns how many workers are ready (idle or busy) now.
func (p *Pool) Size() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for w := range p.procs {
		if w.state == stateIdle || w.state == stateBusy {
			n++
		}
	}
	return n
}

// PIDs returns the process ids of the live workers (for tests and
// operators).
func (p *Pool) PIDs() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []int
	for w := range p.procs {
		if pid := w.pid(); pid != 0 {
			out = append(out, pid)
		}
	}
	return out
}

// Ready fails while no worker is ready.
func (p *Pool) Ready(ctx context.Context) error {
	if p.Size() > 0 {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.lastStart != nil {
		return fmt.Errorf("no worker is running: %w", p.lastStart)
	}
	return errors.New("no worker is ready yet")
}

// InMemory sums the sessions the workers hold in memory, as they last
// reported it.
func (p *Pool) InMemory() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for w := range p.procs {
		n += w.stats.InMemory
	}
	return n
}

// enterConv takes the conversation's turn slot, queueing behind its
// running turn (ErrBusy past the queue limit).
func (p *Pool) enterConv(ctx context.Context, conv string) (func(), error) {
	p.mu.Lock()
	s := p.convs[conv]
	if s == nil {
		s = &convSlot{sem: make(chan struct{}, 1)}
		p.convs[conv] = s
	}
	if s.users > p.queueLimit {
		p.mu.Unlock()
		return nil, fmt.Errorf("%w: session %s has %d turns queued", server.ErrBusy, conv, s.users-1)
	}
	s.users++
	p.mu.Unlock()
	leave := func() {
		p.mu.Lock()
		s.users--
		if s.users == 0 {
			delete(p.convs, conv)
		}
		p.mu.Unlock()
	}
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem; leave() }, nil
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}

var errClosed = fmt.Errorf("the server is shutting down: %w", errPoolClosed)

var errPoolClosed = errors.New("worker pool closed")

// acquire takes an idle worker for conv: the one that ran it last if it
// is idle, else any idle one. Without one, calls wait in the order they
// came (idleLocked hands each freed worker to the oldest).
func (p *Pool) acquire(ctx context.Context, conv string) (*proc, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, errClosed
	}
	if len(p.waiters) == 0 {
		w := p.sticky[conv]
		if w == nil || w.state != stateIdle {
			w = nil
			for c := range p.procs {
				if c.state == stateIdle && (w == nil || c.id < w.id) {
					w = c
				}
			}
		}
		if w != nil {
			w.state = stateBusy
			p.mu.Unlock()
			return w, nil
		}
	}
	if len(p.procs) == 0 && p.lastStart != nil {
		err := p.lastStart
		p.mu.Unlock()
		return nil, fmt.Errorf("no worker is running: %w", err)
	}
	wt := make(chan *proc, 1)
	p.waiters = append(p.waiters, wt)
	p.mu.Unlock()
	var err error
	select {
	case w := <-wt:
		return w, nil
	case <-ctx.Done():
		err = ctx.Err()
	case <-p.stopped:
		err = errClosed
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if i := slices.Index(p.waiters, wt); i >= 0 {
		p.waiters = slices.Delete(p.waiters, i, i+1)
	}
	select {
	case w := <-wt:
		// Handed over as we gave up: pass it on.
		p.idleLocked(w)
	default:
	}
	return nil, err
}

// idleLocked makes w available: to the oldest waiting call, else idle.
// Call with p.mu held.
func (p *Pool) idleLocked(w *proc) {
	if len(p.waiters) > 0 && !p.closed {
		wt := p.waiters[0]
		p.waiters = p.waiters[1:]
		w.state = stateBusy
		wt <- w
		return
	}
	w.state = stateIdle
}

// done gives w back after a call of conv that it answered.
func (p *Pool) done(w *proc, conv string, st *stats) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if st != nil {
		w.stats = *st
	}
	w.turns++
	if w.state != stateBusy {
		return // killed meanwhile
	}
	if conv != "" {
		p.sticky[conv] = w
	}
	reason := ""
	switch {
	case w.turns >= p.recycleTurns:
		reason = "turns"
	case w.stats.Goroutines > p.maxGoroutines:
		reason = "goroutines"
	}
	if reason != "" || p.closed {
		p.retireLocked(w, reason)
		return
	}
	p.idleLocked(w)
}

// retireLocked ends w once it has nothing to do: its input is closed and
// it exits; a new worker is started when it has. Call with p.mu held.
func (p *Pool) retireLocked(w *proc, reason string) {
	w.state = stateRetiring
	w.retireReason = reason
	p.dropStickyLocked(w)
	go w.closeInput()
	p.log.Info("worker retired", "worker", w.id, "reason", reason, "turns", w.turns)
}

func (p *Pool) dropStickyLocked(w *proc) {
	for c, s := range p.sticky {
		if s == w {
			delete(p.sticky, c)
		}
	}
}

// Exec implements server.Sessions.
func (p *Pool) Exec(ctx context.Context, req server.ExecRequest) (computerwelt.Result, error) {
	r := request{Op: opExec, Conversation: req.Conversation, Owner: req.Owner, Workspace: req.Workspace, Script: req.Script}
	if req.Stdin != nil {
		data, err := io.ReadAll(io.LimitReader(req.Stdin, MaxFrameBytes/2))
		if err != nil {
			return computerwelt.Result{}, fmt.Errorf("reading stdin: %w", err)
		}
		r.Stdin, r.HasStdin = data, true
	}
	stream := req.Stdout != nil || req.Stderr != nil
	if stream {
		r.Stream = true
		if req.Stdout == nil {
			req.Stdout = io.Discard
		}
		if req.Stderr == nil {
			req.Stderr = io.Discard
		}
	}
	resp, out, err := p.call(ctx, r, req.Stdout, req.Stderr)
	if err != nil {
		return computerwelt.Result{}, err
	}
	if out != nil {
		// The worker did not answer: the outcome is the turn's result.
		if stream {
			io.WriteString(req.Stderr, out.message)
			return computerwelt.Result{ExitCode: out.status}, nil
		}
		return computerwelt.Result{Stderr: out.message, ExitCode: out.status}, nil
	}
	var res computerwelt.Result
	if resp.Result != nil {
		res = computerwelt.Result{Stdout: string(resp.Result.Stdout), Stderr: string(resp.Result.Stderr), ExitCode: resp.Result.ExitCode, Truncated: resp.Result.Truncated}
	}
	return res, fromWire(resp.Error)
}

// Diff implements server.Sessions.
func (p *Pool) Diff(ctx context.Context, owner, conv string, w io.Writer) error {
	resp, err := p.simple(ctx, request{Op: opDiff, Owner: owner, Conversation: conv})
	if err != nil {
		return err
	}
	_, err = w.Write(resp.Data)
	return err
}

// ReadFile implements server.Sessions.
func (p *Pool) ReadFile(ctx context.Context, owner, conv, path string) ([]byte, error) {
	resp, err := p.simple(ctx, request{Op: opRead, Owner: owner, Conversation: conv, Path: path})
	if err != nil {
		return nil, err
	}
	if resp.Data == nil {
		resp.Data = []byte{}
	}
	return resp.Data, nil
}

// WriteFile implements server.Sessions.
func (p *Pool) WriteFile(ctx context.Context, owner, conv, path string, data []byte) error {
	_, err := p.simple(ctx, request{Op: opWrite, Owner: owner, Conversation: conv, Path: path, Data: data})
	return err
}

// simple runs a call that has no script: a stopped worker is an error.
func (p *Pool) simple(ctx context.Context, r request) (response, error) {
	resp, out, err := p.call(ctx, r, nil, nil)
	if err != nil {
		return resp, err
	}
	if out != nil {
		return resp, fmt.Errorf("the sandbox stopped: %s", strings.TrimSpace(out.message))
	}
	return resp, fromWire(resp.Error)
}

// outcome is the end of a call whose worker did not answer.
type outcome struct {
	status  int
	message string
}

// call runs r on a worker for its conversation. It returns the worker's
// answer, or the outcome when the worker was stopped or crashed.
func (p *Pool) call(ctx context.Context, r request, stdout, stderr io.Writer) (response, *outcome, error) {
	leave, err := p.enterConv(ctx, r.Conversation)
	if err != nil {
		return response{}, nil, err
	}
	defer leave()
	for attempt := 0; ; attempt++ {
		w, err := p.acquire(ctx, r.Conversation)
		if err != nil {
			return response{}, nil, err
		}
		r.ID = p.nextID.Add(1)
		r.Timeout = 0
		if dl, ok := ctx.Deadline(); ok {
			r.Timeout = max(time.Until(dl), time.Millisecond)
		}
		resp, out, started := w.run(ctx, r, stdout, stderr)
		if out == nil {
			p.done(w, r.Conversation, resp.Stats)
			return resp, nil, nil
		}
		// The worker is gone. Its lease on the conversation would keep the
		// next turn waiting until it expired.
		if p.release != nil && r.Conversation != "" {
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			if err := p.release(rctx, r.Conversation, w.holder); err != nil {
				p.log.Warn("releasing the lease of a stopped worker", "conversation", r.Conversation, "err", err)
			}
			cancel()
		}
		cause := w.exitCause()
		if !started && attempt == 0 && ctx.Err() == nil && cause == causeKilled {
			// Killed from outside before the script started (while idle,
			// say): nothing of this call ran, another worker may run it.
			// Once: whatever kills workers may go on doing it.
			p.log.Warn("worker ended before the call started; retrying on another", "conversation", r.Conversation, "worker", w.id, "cause", cause)
			continue
		}
		p.log.Warn("turn stopped with its worker", "conversation", r.Conversation, "owner", r.Owner, "worker", w.id, "status", out.status, "reason", strings.TrimSpace(out.message))
		return response{}, out, nil
	}
}

// onExit takes a worker that exited out of the pool and starts another.
func (p *Pool) onExit(w *proc) {
	cause := w.exitCause()
	p.metrics.exits.WithLabelValues(cause).Inc()
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.procs, w)
	p.dropStickyLocked(w)
	if !w.wasReady {
		p.lastStart = w.startErrOrExit()
		p.failures++
	}
	if !p.closed {
		delay := time.Duration(0)
		if !w.wasReady {
			// A worker that cannot start would otherwise be restarted in
			// a tight loop.
			delay = min(100*time.Millisecond<<min(p.failures, 9), 30*time.Second)
		}
		p.startLocked(delay)
	}
	if cause != causeRecycled && cause != causeShutdown {
		p.log.Warn("worker ended", "worker", w.id, "cause", cause, "detail", w.fatalLine(), "turns", w.turns)
	}
}

// startLocked starts a worker after delay. Call with p.mu held.
func (p *Pool) startLocked(delay time.Duration) {
	w := &proc{
		p:      p,
		stderr: &lineTail{log: p.workerLog},
		id:     int(p.seq.Add(1)),
		ready:  make(chan struct{}),
		exited: make(chan struct{}),
		frames: make(chan response, 64),
	}
	w.holder = fmt.Sprintf("%s/w%d", p.holder, w.id)
	w.state = stateStarting
	p.procs[w] = true
	p.bg.Add(1)
	go func() {
		defer p.bg.Done()
		if delay > 0 {
			select {
			case <-time.After(delay):
			case <-p.stopped:
				p.mu.Lock()
				delete(p.procs, w)
				p.mu.Unlock()
				return
			}
		}
		w.start()
	}()
}

// becameReady marks w idle after its ready frame.
func (p *Pool) becameReady(w *proc, st *stats) {
	p.metrics.starts.Inc()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.lastStart, p.failures = nil, 0
	if st != nil {
		w.stats = *st
	}
	if w.state != stateStarting {
		return
	}
	if p.closed {
		p.retireLocked(w, "shutdown")
		return
	}
	p.idleLocked(w)
}

// openCgroups sets up a cgroup v2 per worker if it can, and says in one
// line how the workers' memory is capped.
func (p *Pool) openCgroups() {
	dir, err := p.cgroupDir, error(nil)
	if dir == "" {
		dir, err = ownCgroup()
	}
	if err == nil {
		write := p.cgroupWrite
		if write == nil {
			write = writeCgroup
		}
		p.cg, err = openCgroups(dir, os.Getpid(), write)
	}
	if err != nil {
		p.log.Info("worker memory cap: the supervisor watches each worker's resident memory", "cap", formatBytes(p.memory), "no_cgroup", err.Error())
		return
	}
	p.log.Info("worker memory cap: a cgroup v2 per worker (memory.max)", "cap", formatBytes(p.memory), "cgroup", dir)
}

// dataLimit is the RLIMIT_DATA of a worker, a backstop of the cap where
// memory grows faster than the watch sees (a loaded machine, no cgroup):
// the writable memory a process maps runs above its resident memory by
// its reservations (python3's worker: ~150 MiB at rest, ~100 MiB above
// its resident memory while busy).
func (p *Pool) dataLimit() uint64 {
	return uint64(2*p.memory + 256<<20)
}

// watchMemory kills a busy worker whose resident memory passes the cap,
// and retires an idle one above three quarters of it (it leaked: python3
// alone keeps a few hundred MiB of compiled code and standard library).
func (p *Pool) watchMemory() {
	defer p.bg.Done()
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for n := 0; ; n++ {
		select {
		case <-p.stopped:
			return
		case <-t.C:
		}
		p.mu.Lock()
		var busy, idle []*proc
		for w := range p.procs {
			switch w.state {
			case stateBusy, stateStarting:
				busy = append(busy, w)
			case stateIdle:
				if n%50 == 0 {
					idle = append(idle, w)
				}
			}
		}
		p.mu.Unlock()
		for _, w := range busy {
			if rss := w.rss(); rss > p.pollCap {
				w.kill(causeMemory)
			}
		}
		for _, w := range idle {
			if rss := w.rss(); rss > p.memory/4*3 {
				p.mu.Lock()
				if w.state == stateIdle {
					p.retireLocked(w, "memory")
				}
				p.mu.Unlock()
			}
		}
	}
}

// formatBytes writes a memory size as a person would.
func formatBytes(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20:
		return fmt.Sprintf("%d MiB", n>>20)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

// lineTail keeps the first lines a worker wrote to standard error that
// are not log records (a crash report), and passes the log records on.
type lineTail struct {
	mu    sync.Mutex
	log   io.Writer
	buf   []byte
	lines []string
	fatal string
}

func (l *lineTail) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, b...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			if len(l.buf) > 64<<10 {
				l.buf = l.buf[:0] // one endless line: not worth keeping
			}
			break
		}
		line := string(l.buf[:i])
		l.buf = l.buf[i+1:]
		if strings.HasPrefix(line, "{") {
			io.WriteString(l.log, line+"\n")
			continue
		}
		if l.fatal == "" && (strings.HasPrefix(line, "fatal error: ") || strings.HasPrefix(line, "panic: ")) {
			l.fatal = line
		}
		if len(l.lines) < 40 {
			l.lines = append(l.lines, line)
		}
	}
	return len(b), nil
}

func (l *lineTail) firstLines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.lines)
}

func (l *lineTail) fatalLine() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.fatal
}

// StoreRelease is a WithLeaseRelease function over the store the workers
// share: it takes over the lease as the stopped worker (a holder may
// renew its own lease) and gives it up.
func StoreRelease(st store.Store) func(ctx context.Context, conversation, holder string) error {
	return func(ctx context.Context, conversation, holder string) error {
		l, err := st.Acquire(ctx, conversation, holder, time.Second)
		if errors.Is(err, store.ErrLeaseHeld) {
			return nil // someone else's already
		}
		if err != nil {
			return err
		}
		return st.Release(ctx, l)
	}
}
