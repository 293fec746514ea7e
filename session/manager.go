package session

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// Manager hands out the sandbox of a conversation. It is safe for
// concurrent use.
type Manager struct {
	st  store.Store
	cfg options
	ws  []*workspace // the first is the default

	mu        sync.Mutex
	sessions  map[string]*entry
	closed    bool
	turns     sync.WaitGroup
	lastSweep time.Time
}

// entry is a session's slot in the manager: the lock its turns take and
// the session, when in memory.
type entry struct {
	id  string
	sem chan struct{} // held by the goroutine working on the session
	// Guarded by Manager.mu:
	users    int // goroutines holding or waiting for sem
	lastUsed time.Time
	loaded   bool // sess != nil
	// Guarded by sem:
	sess *Session
}

// workspace is a Workspace with what its sessions share.
type workspace struct {
	Workspace
	root    vfs.FS // the base of "/"
	empty   vfs.FS // the base of Scratch mounts
	dir     string
	limits  computerwelt.Limits
	without []string
}

type options struct {
	workspaces []Workspace
	idleTTL    time.Duration
	queueLimit int
	holder     string
	leaseTTL   time.Duration
	leaseWait  time.Duration
	now        func() time.Time
}

// An Option configures a Manager.
type Option func(*options) error

// WithWorkspace adds a workspace; the first one is the default of Exec.
func WithWorkspace(ws Workspace) Option {
	return func(o *options) error {
		o.workspaces = append(o.workspaces, ws)
		return nil
	}
}

// WithIdleTTL sets how long a session stays in memory unused (default 15
// minutes).
func WithIdleTTL(d time.Duration) Option {
	return func(o *options) error {
		if d <= 0 {
			return errors.New("WithIdleTTL: must be positive")
		}
		o.idleTTL = d
		return nil
	}
}

// WithQueueLimit sets how many turns of one session may wait behind the
// running one before Exec fails with ErrBusy (default 8).
func WithQueueLimit(n int) Option {
	return func(o *options) error {
		if n < 0 {
			return errors.New("WithQueueLimit: must not be negative")
		}
		o.queueLimit = n
		return nil
	}
}

// WithHolder names this manager in the store's leases (default host name,
// process id and a random suffix; it must differ between managers).
func WithHolder(name string) Option {
	return func(o *options) error {
		if name == "" {
			return errors.New("WithHolder: empty name")
		}
		o.holder = name
		return nil
	}
}

// WithLeaseTTL sets how long a lease lasts without renewal (default 30
// seconds): how long another process waits for the session after this one
// crashed in the middle of a turn. Running turns renew it.
func WithLeaseTTL(d time.Duration) Option {
	return func(o *options) error {
		if d <= 0 {
			return errors.New("WithLeaseTTL: must be positive")
		}
		o.leaseTTL = d
		return nil
	}
}

// WithLeaseWait sets how long a turn waits for a lease another process
// holds before failing with ErrBusy (default the lease TTL).
func WithLeaseWait(d time.Duration) Option {
	return func(o *options) error {
		if d < 0 {
			return errors.New("WithLeaseWait: must not be negative")
		}
		o.leaseWait = d
		return nil
	}
}

// WithClock sets the clock of timestamps and idle eviction (default
// time.Now). Leases use the store's clock.
func WithClock(now func() time.Time) Option {
	return func(o *options) error {
		o.now = now
		return nil
	}
}

// NewManager returns a manager of sessions persisted in st. It needs at
// least one workspace.
func NewManager(st store.Store, opts ...Option) (*Manager, error) {
	o := options{idleTTL: 15 * time.Minute, queueLimit: 8, leaseTTL: 30 * time.Second, leaseWait: -1, now: time.Now}
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return nil, fmt.Errorf("session: %w", err)
		}
	}
	if st == nil {
		return nil, errors.New("session: nil store")
	}
	if len(o.workspaces) == 0 {
		return nil, errors.New("session: no workspace")
	}
	if o.leaseWait < 0 {
		o.leaseWait = o.leaseTTL
	}
	if o.holder == "" {
		host, _ := os.Hostname()
		var b [4]byte
		rand.Read(b[:])
		o.holder = fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b[:]))
	}
	m := &Manager{st: st, cfg: o, sessions: map[string]*entry{}}
	seen := map[string]bool{}
	for _, w := range o.workspaces {
		if seen[w.Name] {
			return nil, fmt.Errorf("session: workspace %q defined twice", w.Name)
		}
		seen[w.Name] = true
		cw, err := compileWorkspace(w)
		if err != nil {
			return nil, fmt.Errorf("session: workspace %q: %w", w.Name, err)
		}
		m.ws = append(m.ws, cw)
	}
	return m, nil
}

func compileWorkspace(w Workspace) (*workspace, error) {
	if w.Username == "" {
		w.Username = "user"
	}
	if w.Hostname == "" {
		w.Hostname = "sandbox"
	}
	cw := &workspace{Workspace: w, limits: w.Limits.WithDefaults()}
	cw.dir = w.Dir
	if cw.dir == "" {
		cw.dir = computerwelt.HomeDir(w.Username)
	}
	if !strings.HasPrefix(cw.dir, "/") {
		return nil, fmt.Errorf("working directory %q is not absolute", w.Dir)
	}
	cw.dir = vfs.Abs("/", cw.dir)
	seen := map[string]bool{"/": true}
	for _, mt := range w.Mounts {
		if !strings.HasPrefix(mt.Path, "/") || vfs.Abs("/", mt.Path) != mt.Path {
			return nil, fmt.Errorf("mount path %q is not absolute and clean", mt.Path)
		}
		if seen[mt.Path] {
			return nil, fmt.Errorf("mount %s: defined twice (or at /)", mt.Path)
		}
		seen[mt.Path] = true
		switch mt.Mode {
		case ReadOnly, Overlay:
			if mt.FS == nil {
				return nil, fmt.Errorf("mount %s: no filesystem", mt.Path)
			}
		case Scratch, Ephemeral:
		default:
			return nil, fmt.Errorf("mount %s: unknown mode %d", mt.Path, mt.Mode)
		}
		if mt.Review && mt.Mode != Overlay {
			return nil, fmt.Errorf("mount %s: review needs the overlay mode, not %s", mt.Path, mt.Mode)
		}
	}
	for _, n := range w.Without {
		cw.without = append(cw.without, strings.Split(n, ",")...)
	}
	cw.root = w.Root
	if cw.root == nil {
		skel, err := skeleton(w.Username, cw.limits)
		if err != nil {
			return nil, err
		}
		cw.root = skel
	}
	cw.empty = memfs.New()
	return cw, nil
}

// skeleton is the default root: the home directory, /tmp and /etc.
func skeleton(user string, limits computerwelt.Limits) (vfs.FS, error) {
	fsys, err := computerwelt.DefaultFileSystem(user, limits)
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	if err := fsys.Mkdir(ctx, "/etc", 0o755); err != nil {
		return nil, err
	}
	return fsys, nil
}

// workspace finds a workspace by name ("" = the default).
func (m *Manager) workspace(name string) (*workspace, error) {
	if name == "" {
		return m.ws[0], nil
	}
	for _, w := range m.ws {
		if w.Name == name {
			return w, nil
		}
	}
	return nil, fmt.Errorf("%w %q", ErrUnknownWorkspace, name)
}

// Workspaces lists the manager's workspaces, the default first.
func (m *Manager) Workspaces() []Workspace {
	out := make([]Workspace, len(m.ws))
	for i, w := range m.ws {
		out[i] = w.Workspace
	}
	return out
}

// An ExecOption adjusts one call of the manager.
type ExecOption func(*execConfig)

type execConfig struct {
	principal      string
	workspace      string
	stdin          io.Reader
	stdout, stderr io.Writer
	sandbox        []computerwelt.ExecOption
	renames        bool
	onStart, onEnd func()
	// note is what the history records of the turn: the script and its
	// result (Exec), or a description of a turn without a script.
	note *turnNote
}

// WithRenames makes Changes pair a deleted file and an added one as Diff
// shows them (git's -M50%): one change of kind Renamed, with From and
// Similarity, instead of two. What review applies is always the pairs
// unfolded; this is for showing the change to a person.
func WithRenames() ExecOption {
	return func(c *execConfig) { c.renames = true }
}

// AsOwner makes the call on behalf of principal: a new session is owned
// by it, and a session owned by another principal (or by none) is
// ErrForbidden. Without AsOwner a call acts for the host, on any session.
func AsOwner(principal string) ExecOption {
	return func(c *execConfig) { c.principal = principal }
}

// InWorkspace makes a new session from the named workspace (default: the
// manager's first); an existing session of another workspace is an error.
func InWorkspace(name string) ExecOption {
	return func(c *execConfig) { c.workspace = name }
}

// WithStdin gives the script a standard input.
func WithStdin(r io.Reader) ExecOption {
	return func(c *execConfig) { c.stdin = r }
}

// Streaming writes the script's output to stdout and stderr as it is
// produced; the Result's Stdout and Stderr are then empty.
func Streaming(stdout, stderr io.Writer) ExecOption {
	return func(c *execConfig) { c.stdout, c.stderr = stdout, stderr }
}

// WithSandboxOptions passes options to the sandbox's Exec (such as
// computerwelt.WithArgs or ScriptFromStdin).
func WithSandboxOptions(opts ...computerwelt.ExecOption) ExecOption {
	return func(c *execConfig) { c.sandbox = append(c.sandbox, opts...) }
}

// OnScript calls start just before Exec's script runs (the session is
// loaded) and end just after it returns (before the turn is persisted),
// for a supervisor that bounds the script's time apart from loading and
// saving the session. Either may be nil.
func OnScript(start, end func()) ExecOption {
	return func(c *execConfig) { c.onStart, c.onEnd = start, end }
}

func execOptions(opts []ExecOption) execConfig {
	var c execConfig
	for _, o := range opts {
		o(&c)
	}
	return c
}

// Exec runs script as the next turn of conversation conv, creating the
// session on first use, and persists the turn before it returns. The Go
// error is for what the script cannot act on: ErrBusy, ErrForbidden,
// ErrUnknownWorkspace, a cancelled context, a store failure (the turn is
// then not persisted and the session is as after its previous turn).
func (m *Manager) Exec(ctx context.Context, conv, script string, opts ...ExecOption) (computerwelt.Result, error) {
	c := execOptions(opts)
	var res computerwelt.Result
	c.note = &turnNote{script: script, res: &res}
	err := m.turn(ctx, conv, c, true, func(ctx context.Context, s *Session) (bool, error) {
		xo := append([]computerwelt.ExecOption{}, c.sandbox...)
		if c.stdin != nil {
			xo = append(xo, computerwelt.WithStdin(c.stdin))
		}
		var err error
		if c.onStart != nil {
			c.onStart()
		}
		if c.onEnd != nil {
			defer c.onEnd()
		}
		if c.stdout != nil || c.stderr != nil {
			stdout, stderr := c.stdout, c.stderr
			if stdout == nil {
				stdout = io.Discard
			}
			if stderr == nil {
				stderr = io.Discard
			}
			res, err = s.sb.ExecStream(ctx, script, stdout, stderr, xo...)
		} else {
			res, err = s.sb.Exec(ctx, script, xo...)
		}
		// Whatever the script did before it ended (a timeout, the
		// caller's cancellation) is persisted.
		return true, err
	})
	return res, err
}

// validID bounds conversation ids: printable, no slashes or spaces
// trouble in listings and CLI arguments.
func validID(id string) error {
	if id == "" || len(id) > 256 {
		return fmt.Errorf("session: invalid id %q (1 to 256 bytes)", id)
	}
	for _, r := range id {
		if r < ' ' || r == 0x7f {
			return fmt.Errorf("session: invalid id %q (control character)", id)
		}
	}
	return nil
}

// enter takes the session's slot, waiting behind running and queued
// turns (ErrBusy past the queue limit). The caller must call leave.
func (m *Manager) enter(ctx context.Context, id string) (*entry, error) {
	if err := validID(id); err != nil {
		return nil, err
	}
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return nil, ErrClosed
	}
	m.sweepLocked()
	e := m.sessions[id]
	if e == nil {
		e = &entry{id: id, sem: make(chan struct{}, 1)}
		m.sessions[id] = e
	}
	if e.users > m.cfg.queueLimit {
		m.mu.Unlock()
		return nil, fmt.Errorf("%w: session %s has %d turns queued", ErrBusy, id, e.users-1)
	}
	e.users++
	e.lastUsed = m.cfg.now()
	m.turns.Add(1)
	m.mu.Unlock()
	select {
	case e.sem <- struct{}{}:
		return e, nil
	case <-ctx.Done():
		m.mu.Lock()
		e.users--
		m.mu.Unlock()
		m.turns.Done()
		return nil, ctx.Err()
	}
}

// leave gives the slot up.
func (m *Manager) leave(e *entry) {
	<-e.sem
	m.mu.Lock()
	e.users--
	e.lastUsed = m.cfg.now()
	m.mu.Unlock()
	m.turns.Done()
}

// Waiting counts the turns of session id queued behind the one running.
func (m *Manager) Waiting(id string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e := m.sessions[id]; e != nil && e.users > 1 {
		return e.users - 1
	}
	return 0
}

// InMemory counts the sessions this manager holds in memory (for a
// gauge).
func (m *Manager) InMemory() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, e := range m.sessions {
		if e.loaded {
			n++
		}
	}
	return n
}

// sweep evicts idle sessions (see sweepLocked).
func (m *Manager) sweep() {
	m.mu.Lock()
	if !m.closed {
		m.sweepLocked()
	}
	m.mu.Unlock()
}

// sweepLocked evicts the sessions idle past the TTL that no goroutine is
// using. Call with m.mu held.
func (m *Manager) sweepLocked() {
	now := m.cfg.now()
	// Sweeping costs a look at every session; once per tenth of the TTL
	// is enough.
	if now.Sub(m.lastSweep) < m.cfg.idleTTL/10 {
		return
	}
	m.lastSweep = now
	for id, e := range m.sessions {
		if e.users == 0 && now.Sub(e.lastUsed) >= m.cfg.idleTTL {
			delete(m.sessions, id)
			// Nobody holds sem (users == 0) and nobody can take it now
			// that the entry is gone from the map.
			if e.sess != nil {
				e.sess.close()
			}
		}
	}
}

// Close waits for the running turns and ends the manager's sessions (they
// are in the store already). It does not close the store.
func (m *Manager) Close() error {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return nil
	}
	m.closed = true
	m.mu.Unlock()
	m.turns.Wait()
	m.mu.Lock()
	defer m.mu.Unlock()
	for id, e := range m.sessions {
		if e.sess != nil {
			e.sess.close()
		}
		delete(m.sessions, id)
	}
	return nil
}

// turn runs fn on session id with its slot and the store's lease held;
// if fn reports a change, the session is persisted under the lease before
// the lease is released. A missing session is created when create is set
// (else ErrNotFound). fn's context ends when the lease is lost.
// turnKey marks the context of a running turn of one session of one
// manager, to refuse re-entrant calls instead of deadlocking on them.
type turnKey struct {
	m  *Manager
	id string
}

func (m *Manager) turn(ctx context.Context, id string, c execConfig, create bool, fn func(context.Context, *Session) (changed bool, err error)) error {
	if ctx.Value(turnKey{m, id}) != nil {
		return fmt.Errorf("session %s: %w", id, ErrReentrant)
	}
	ctx = context.WithValue(ctx, turnKey{m, id}, true)
	e, err := m.enter(ctx, id)
	if err != nil {
		return err
	}
	defer m.leave(e)
	lease, err := m.acquire(ctx, id)
	if err != nil {
		return err
	}
	// The lease is renewed while the turn runs; losing it cancels the
	// turn (its commit would be refused anyway).
	turnCtx, cancel := context.WithCancel(ctx)
	lh := &leaseHolder{lease: lease}
	stop := m.renew(turnCtx, cancel, lh)
	defer func() {
		stop()
		cancel()
		rctx, rcancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		m.st.Release(rctx, lh.get())
		rcancel()
	}()
	s, err := m.load(turnCtx, e, c, create)
	if err != nil {
		return err
	}
	start := m.cfg.now()
	changed, ferr := fn(turnCtx, s)
	if !changed {
		return ferr
	}
	rec := s.ws.History.record(c, start, m.cfg.now(), ferr)
	// The turn's own context may be cancelled (by the caller, or by its
	// timeout); its writes before that are persisted all the same.
	pctx, pcancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
	defer pcancel()
	stop()
	if err := s.persist(pctx, m.st, lh.get(), m.cfg.now(), rec); err != nil {
		// The store has the previous turn; so will this manager.
		m.setSession(e, nil)
		s.close()
		return fmt.Errorf("session %s: persisting the turn: %w", id, err)
	}
	return ferr
}

type leaseHolder struct {
	mu    sync.Mutex
	lease store.Lease
}

func (h *leaseHolder) get() store.Lease {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lease
}

func (h *leaseHolder) set(l store.Lease) {
	h.mu.Lock()
	h.lease = l
	h.mu.Unlock()
}

// acquire takes the store's lease on the session, retrying while another
// process holds it, up to the lease wait.
func (m *Manager) acquire(ctx context.Context, id string) (store.Lease, error) {
	deadline := time.Now().Add(m.cfg.leaseWait)
	delay := 5 * time.Millisecond
	for {
		l, err := m.st.Acquire(ctx, id, m.cfg.holder, m.cfg.leaseTTL)
		if err == nil {
			return l, nil
		}
		if !errors.Is(err, store.ErrLeaseHeld) {
			return store.Lease{}, fmt.Errorf("session %s: lease: %w", id, err)
		}
		if !time.Now().Add(delay).Before(deadline) {
			return store.Lease{}, fmt.Errorf("%w: session %s has a turn running elsewhere", ErrBusy, id)
		}
		t := time.NewTimer(delay)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return store.Lease{}, ctx.Err()
		}
		delay = min(delay*2, 200*time.Millisecond)
	}
}

// renew keeps the lease alive every third of its TTL until stop is
// called; a lost lease cancels the turn.
func (m *Manager) renew(ctx context.Context, cancel context.CancelFunc, lh *leaseHolder) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(m.cfg.leaseTTL / 3)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				l, err := m.st.Renew(ctx, lh.get(), m.cfg.leaseTTL)
				if err == nil {
					lh.set(l)
				} else if errors.Is(err, store.ErrLeaseLost) {
					cancel()
					return
				}
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			close(done)
			<-finished
		})
	}
}

// view runs fn on session id with its slot held but no lease: for reads.
// A session that is not in the store is built in memory when create is
// set (not persisted until a turn changes it).
func (m *Manager) view(ctx context.Context, id string, c execConfig, create bool, fn func(*Session) error) error {
	e, err := m.enter(ctx, id)
	if err != nil {
		return err
	}
	defer m.leave(e)
	s, err := m.load(ctx, e, c, create)
	if err != nil {
		return err
	}
	return fn(s)
}

// load returns the session of e, loaded from the store, or kept from
// memory if the store has no newer turn of it. Call with e's slot held.
func (m *Manager) load(ctx context.Context, e *entry, c execConfig, create bool) (*Session, error) {
	rec, err := m.st.Session(ctx, e.id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		if e.sess != nil && e.sess.turns > 0 {
			// Deleted by someone else meanwhile.
			e.sess.close()
			m.setSession(e, nil)
		}
		if e.sess != nil {
			if err := checkAccess(e.sess.owner, e.sess.ws.Name, c); err != nil {
				return nil, fmt.Errorf("session %s: %w", e.id, err)
			}
			return e.sess, nil
		}
		if !create {
			return nil, fmt.Errorf("%w: %s", ErrNotFound, e.id)
		}
		ws, err := m.workspace(c.workspace)
		if err != nil {
			return nil, err
		}
		s, err := m.build(ctx, ws, store.Session{ID: e.id, Owner: c.principal, Workspace: ws.Name, Created: m.cfg.now()}, nil)
		if err != nil {
			return nil, err
		}
		m.setSession(e, s)
		return s, nil
	case err != nil:
		return nil, fmt.Errorf("session %s: %w", e.id, err)
	}
	if err := checkAccess(rec.Owner, rec.Workspace, c); err != nil {
		return nil, fmt.Errorf("session %s: %w", e.id, err)
	}
	if e.sess != nil && e.sess.turns == rec.Turns {
		return e.sess, nil
	}
	if e.sess != nil {
		e.sess.close()
		m.setSession(e, nil)
	}
	ws, err := m.workspace(rec.Workspace)
	if err != nil {
		return nil, fmt.Errorf("session %s: %w", e.id, err)
	}
	s, err := m.resume(ctx, ws, rec)
	if err != nil {
		return nil, fmt.Errorf("session %s: resuming: %w", e.id, err)
	}
	m.setSession(e, s)
	return s, nil
}

// setSession sets the session of e. Call with e's slot held.
func (m *Manager) setSession(e *entry, s *Session) {
	e.sess = s
	m.mu.Lock()
	e.loaded = s != nil
	m.mu.Unlock()
}

// checkAccess refuses a call on behalf of a principal other than the
// session's owner, or naming another workspace.
func checkAccess(owner, ws string, c execConfig) error {
	if c.principal != "" && owner != c.principal {
		return ErrForbidden
	}
	if c.workspace != "" && c.workspace != ws {
		return fmt.Errorf("%w: the session belongs to workspace %q, not %q", ErrUnknownWorkspace, ws, c.workspace)
	}
	return nil
}

// statePerm is the mode of files WriteFile creates.
const statePerm fs.FileMode = 0o644
