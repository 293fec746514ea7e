package review

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// memStore is the part of store.Store the review package uses, in memory.
type memStore struct {
	store.Store // the rest: nil, panics if called
	mu          sync.Mutex
	blobs       map[string][]byte
	props       map[string]store.Proposal
	order       []string
	audit       []store.AuditEntry
}

func newMemStore() *memStore {
	return &memStore{blobs: map[string][]byte{}, props: map[string]store.Proposal{}}
}

func (s *memStore) Blob(ctx context.Context, hash string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.blobs[hash]
	if !ok {
		return nil, store.ErrNotFound
	}
	return b, nil
}

func (s *memStore) PutProposal(ctx context.Context, p store.Proposal, blobs map[string][]byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.props[p.ID]; ok {
		return store.ErrExists
	}
	for h, b := range blobs {
		s.blobs[h] = append([]byte(nil), b...)
	}
	s.props[p.ID] = p
	s.order = append(s.order, p.ID)
	return nil
}

func (s *memStore) Proposal(ctx context.Context, id string) (store.Proposal, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.props[id]
	if !ok {
		return p, store.ErrNotFound
	}
	return p, nil
}

func (s *memStore) Proposals(ctx context.Context, f store.ProposalFilter) ([]store.Proposal, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []store.Proposal
	for i := len(s.order) - 1; i >= 0; i-- {
		p := s.props[s.order[i]]
		if (f.Session == "" || f.Session == p.Session) && (f.Workspace == "" || f.Workspace == p.Workspace) && (f.Status == "" || f.Status == p.Status) {
			out = append(out, p)
		}
	}
	return out, nil
}

func (s *memStore) UpdateProposal(ctx context.Context, id string, fn func(*store.Proposal) error, audit *store.AuditEntry) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.props[id]
	if !ok {
		return store.ErrNotFound
	}
	if err := fn(&p); err != nil {
		return err
	}
	s.props[id] = p
	if audit != nil {
		a := *audit
		a.Seq = int64(len(s.audit) + 1)
		s.audit = append(s.audit, a)
	}
	return nil
}

func (s *memStore) Audit(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]store.AuditEntry(nil), s.audit...), nil
}

// fakeSession is a session for the commands: a sandbox whose reviewed
// mounts are overlays.
type fakeSession struct {
	id     string
	ws     session.Workspace
	mounts []session.Mount
	ovs    map[string]*overlay.FS
	sb     *computerwelt.Sandbox
}

func (f *fakeSession) ID() string                           { return f.id }
func (f *fakeSession) Workspace() *session.Workspace        { return &f.ws }
func (f *fakeSession) Mounts() []session.Mount              { return f.mounts }
func (f *fakeSession) Overlay(mountPath string) *overlay.FS { return f.ovs[mountPath] }

func (f *fakeSession) Changes(ctx context.Context) ([]session.MountChange, error) {
	var out []session.MountChange
	for _, m := range f.mounts {
		ov := f.ovs[m.Path]
		if ov == nil {
			continue
		}
		cs, err := ov.Changes(ctx)
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			out = append(out, session.MountChange{Mount: m.Path, Change: c})
		}
	}
	return out, nil
}

// Diff writes the overlays' diffs (the fake does not prefix paths).
func (f *fakeSession) Diff(ctx context.Context, w io.Writer, paths ...string) error {
	for _, m := range f.mounts {
		if ov := f.ovs[m.Path]; ov != nil {
			if err := ov.Diff(ctx, w, overlay.DiffOptions{}); err != nil {
				return err
			}
		}
	}
	return nil
}

// env is a reviewer with one fake session: /config is a reviewed overlay
// over base, /scratch an unreviewed one.
type env struct {
	t     *testing.T
	ctx   context.Context
	st    *memStore
	r     *Reviewer
	base  *memfs.FS
	fs    *fakeSession
	clock time.Time
}

func newEnv(t *testing.T, target vfs.FS, validators ...Validator) *env {
	t.Helper()
	return newEnvWith(t, target, false, validators...)
}

// newEnvWith is newEnv, with python3 in the sandbox if python.
func newEnvWith(t *testing.T, target vfs.FS, python bool, validators ...Validator) *env {
	t.Helper()
	ctx := context.Background()
	e := &env{t: t, ctx: ctx, st: newMemStore(), clock: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	e.base = memfs.New()
	if target == nil {
		target = e.base
	}
	ws := session.Workspace{
		Name: "ws",
		Dir:  "/config",
		Mounts: []session.Mount{
			{Path: "/config", FS: target, Mode: session.Overlay, Review: true},
			{Path: "/scratch", FS: memfs.New(), Mode: session.Overlay},
		},
	}
	e.r = New(e.st, nil, WithWorkspaces(ws), WithClock(func() time.Time { e.clock = e.clock.Add(time.Second); return e.clock }))
	root, err := computerwelt.DefaultFileSystem("user", computerwelt.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	tbl := mount.New(root)
	f := &fakeSession{id: "conv1", ws: ws, mounts: ws.Mounts, ovs: map[string]*overlay.FS{}}
	for _, m := range ws.Mounts {
		if err := vfs.MkdirAll(ctx, root, m.Path, 0o755); err != nil {
			t.Fatal(err)
		}
		ov := overlay.New(m.FS)
		f.ovs[m.Path] = ov
		if err := tbl.Mount(m.Path, ov); err != nil {
			t.Fatal(err)
		}
	}
	tc := &turnCmds{r: e.r, s: f, validators: validators, names: CommandNames{Check: "check", Submit: "submit"}}
	opts := []computerwelt.Option{computerwelt.WithFileSystem(tbl), computerwelt.WithWorkingDirectory("/config"),
		computerwelt.WithBuiltins(tc.commands()...)}
	if python {
		// Compiling the interpreter takes many seconds; keep it between
		// test runs.
		cache := filepath.Join(os.TempDir(), "computerwelt-test-python-cache")
		opts = append(opts, computerwelt.WithPython(computerwelt.PythonConfig{CompilationCacheDir: cache}))
	}
	sb, err := computerwelt.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	f.sb = sb
	e.fs = f
	return e
}

// write puts a file into the base (the real data).
func (e *env) write(fsys vfs.FS, p, content string) {
	e.t.Helper()
	if err := vfs.MkdirAll(e.ctx, fsys, parentDir(p), 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := vfs.WriteFile(e.ctx, fsys, p, []byte(content), 0o644); err != nil {
		e.t.Fatal(err)
	}
}

func parentDir(p string) string {
	for i := len(p) - 1; i > 0; i-- {
		if p[i] == '/' {
			return p[:i]
		}
	}
	return "/"
}

func (e *env) run(script string) computerwelt.Result {
	e.t.Helper()
	res, err := e.fs.sb.Exec(e.ctx, script)
	if err != nil {
		e.t.Fatal(err)
	}
	return res
}

func (e *env) proposals() []Proposal {
	e.t.Helper()
	ps, err := e.r.List(e.ctx, store.ProposalFilter{})
	if err != nil {
		e.t.Fatal(err)
	}
	return ps
}

func (e *env) read(fsys vfs.FS, p string) string {
	e.t.Helper()
	b, err := vfs.ReadFile(e.ctx, fsys, p)
	if err != nil {
		e.t.Fatal(err)
	}
	return string(b)
}

var errBoom = errors.New("boom")

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
