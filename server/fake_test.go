package server

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
)

// fakeSessions keeps one real sandbox per conversation in memory: the
// server's behaviour (auth, routing, limits, MCP) is tested without the
// session package's persistence.
type fakeSessions struct {
	mu    sync.Mutex
	convs map[string]*fakeConv
	// block, when not nil, is waited on by every Exec (to hold turns
	// running).
	block   chan struct{}
	started chan struct{}
}

type fakeConv struct {
	owner string
	sb    *computerwelt.Sandbox
}

func newFakeSessions() *fakeSessions {
	return &fakeSessions{convs: map[string]*fakeConv{}}
}

func (f *fakeSessions) get(owner, id string, create bool) (*fakeConv, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	c, ok := f.convs[id]
	if !ok {
		if !create {
			return nil, fmt.Errorf("%w: conversation %s", ErrNotFound, id)
		}
		sb, err := computerwelt.New(computerwelt.WithWorkingDirectory("/tmp"))
		if err != nil {
			return nil, err
		}
		c = &fakeConv{owner: owner, sb: sb}
		f.convs[id] = c
	}
	if c.owner != owner {
		return nil, fmt.Errorf("%w: %s", ErrForbidden, id)
	}
	return c, nil
}

func (f *fakeSessions) Exec(ctx context.Context, req ExecRequest) (computerwelt.Result, error) {
	if req.Workspace != "" && req.Workspace != "default" {
		return computerwelt.Result{}, fmt.Errorf("%w: %q", ErrUnknownWorkspace, req.Workspace)
	}
	c, err := f.get(req.Owner, req.Conversation, true)
	if err != nil {
		return computerwelt.Result{}, err
	}
	if f.started != nil {
		f.started <- struct{}{}
	}
	if f.block != nil {
		select {
		case <-f.block:
		case <-ctx.Done():
			return computerwelt.Result{}, ctx.Err()
		}
	}
	var opts []computerwelt.ExecOption
	if req.Stdin != nil {
		opts = append(opts, computerwelt.WithStdin(req.Stdin))
	}
	if req.Stdout != nil {
		return c.sb.ExecStream(ctx, req.Script, req.Stdout, req.Stderr, opts...)
	}
	return c.sb.Exec(ctx, req.Script, opts...)
}

func (f *fakeSessions) Diff(ctx context.Context, owner, id string, w io.Writer) error {
	c, err := f.get(owner, id, false)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "diff of %s in %s\n", id, c.sb.Dir())
	return err
}

func (f *fakeSessions) ReadFile(ctx context.Context, owner, id, path string) ([]byte, error) {
	c, err := f.get(owner, id, true)
	if err != nil {
		return nil, err
	}
	return vfs.ReadFile(ctx, c.sb.FS(), vfs.Abs(c.sb.Dir(), path))
}

func (f *fakeSessions) WriteFile(ctx context.Context, owner, id, path string, data []byte) error {
	c, err := f.get(owner, id, true)
	if err != nil {
		return err
	}
	return vfs.WriteFile(ctx, c.sb.FS(), vfs.Abs(c.sb.Dir(), path), data, 0o644)
}

func (f *fakeSessions) InMemory() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.convs)
}

// fakeReviews keeps proposals as maps.
type fakeReviews struct {
	mu sync.Mutex
	ps map[string]map[string]any
}

func newFakeReviews() *fakeReviews {
	return &fakeReviews{ps: map[string]map[string]any{
		"p1": {"id": "p1", "status": "pending", "message": "raise the limit"},
		"p2": {"id": "p2", "status": "pending", "message": "conflicting", "conflict": true},
	}}
}

func (f *fakeReviews) List(ctx context.Context, flt store.ProposalFilter) (any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []map[string]any
	for _, id := range []string{"p1", "p2"} {
		p := f.ps[id]
		if flt.Status == "" || p["status"] == string(flt.Status) {
			out = append(out, p)
		}
	}
	return out, nil
}

func (f *fakeReviews) Show(ctx context.Context, id string) (any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.ps[id]
	if !ok {
		return nil, fmt.Errorf("%w: proposal %s", ErrNotFound, id)
	}
	return p, nil
}

func (f *fakeReviews) decide(id, status, by, reason string) (any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.ps[id]
	if !ok {
		return nil, fmt.Errorf("%w: proposal %s", ErrNotFound, id)
	}
	if p["conflict"] == true && status == "approved" {
		return nil, fmt.Errorf("%w: /etc/app.conf changed since the proposal", ErrConflict)
	}
	if p["status"] != "pending" {
		return nil, fmt.Errorf("%w: proposal %s is %s", ErrConflict, id, p["status"])
	}
	p["status"], p["decidedBy"], p["reason"] = status, by, reason
	return p, nil
}

func (f *fakeReviews) Approve(ctx context.Context, id, by string) (any, error) {
	return f.decide(id, "approved", by, "")
}

func (f *fakeReviews) Reject(ctx context.Context, id, by, reason string) (any, error) {
	return f.decide(id, "rejected", by, strings.TrimSpace(reason))
}
