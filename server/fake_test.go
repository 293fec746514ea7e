package server

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/review"
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

// fakeReviews keeps proposals in memory; p2 conflicts on approval.
type fakeReviews struct {
	mu sync.Mutex
	ps map[string]*review.Proposal
}

func newFakeReviews() *fakeReviews {
	return &fakeReviews{ps: map[string]*review.Proposal{
		"p1": {ID: "p1", Session: "c1", Status: store.Pending, Message: "raise the limit", Diff: "--- a/etc/x\n+++ b/etc/x\n"},
		"p2": {ID: "p2", Session: "c1", Status: store.Pending, Message: "conflicting"},
	}}
}

func (f *fakeReviews) List(ctx context.Context, flt store.ProposalFilter) ([]review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []review.Proposal
	for _, id := range []string{"p1", "p2"} {
		p := f.ps[id]
		if flt.Status == "" || p.Status == flt.Status {
			out = append(out, *p)
		}
	}
	return out, nil
}

func (f *fakeReviews) Show(ctx context.Context, id string) (review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.ps[id]
	if !ok {
		return review.Proposal{}, fmt.Errorf("review: proposal %s: %w", id, store.ErrNotFound)
	}
	return *p, nil
}

func (f *fakeReviews) decide(id string, status store.ProposalStatus, by, reason string) (review.Proposal, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.ps[id]
	if !ok {
		return review.Proposal{}, fmt.Errorf("review: proposal %s: %w", id, store.ErrNotFound)
	}
	if id == "p2" && status == store.Approved {
		return *p, &review.ConflictError{Paths: []string{"/etc/app.conf"}, Reasons: []string{"changed"}}
	}
	if p.Status != store.Pending {
		return *p, fmt.Errorf("%w: %s is %s", review.ErrNotPending, id, p.Status)
	}
	p.Status, p.DecidedBy, p.Reason = status, by, reason
	return *p, nil
}

func (f *fakeReviews) Approve(ctx context.Context, id, by string) (review.Proposal, error) {
	return f.decide(id, store.Approved, by, "")
}

func (f *fakeReviews) Reject(ctx context.Context, id, by, reason string) (review.Proposal, error) {
	return f.decide(id, store.Rejected, by, strings.TrimSpace(reason))
}
