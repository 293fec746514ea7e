package review

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
)

// Reviewer stages proposals (through the commands it gives sessions) and
// decides them. It is host-side only: nothing of it is reachable from
// inside a sandbox except the check and submit commands, which can only
// stage. It is safe for concurrent use.
type Reviewer struct {
	st         store.Store
	m          *session.Manager
	now        func() time.Time
	log        *slog.Logger
	workspaces map[string]session.Workspace
	// approving serialises Approve in this process; the store's row lock
	// does it across processes.
	approving sync.Mutex
}

// Option configures a Reviewer.
type Option func(*Reviewer)

// WithWorkspaces gives the workspaces whose mounts Approve writes to (the
// Target, or FS, of each Review mount), in addition to (and before) the
// Manager's. A proposal of a workspace the Reviewer does not know cannot
// be approved.
func WithWorkspaces(ws ...session.Workspace) Option {
	return func(r *Reviewer) {
		for _, w := range ws {
			r.workspaces[w.Name] = w
		}
	}
}

// WithLogger sets where the commands log the host-side errors they do not
// show the model (default slog.Default()).
func WithLogger(l *slog.Logger) Option {
	return func(r *Reviewer) { r.log = l }
}

// WithClock sets the clock that stamps proposals and decisions.
func WithClock(now func() time.Time) Option {
	return func(r *Reviewer) { r.now = now }
}

// New returns a Reviewer over st. m, when not nil, is told about approved
// changes (Manager.Applied) so that the session's overlay drops them.
func New(st store.Store, m *session.Manager, opts ...Option) *Reviewer {
	r := &Reviewer{st: st, m: m, now: time.Now, log: slog.Default(), workspaces: map[string]session.Workspace{}}
	for _, o := range opts {
		o(r)
	}
	return r
}

// SetManager sets the session manager told about approved changes, for
// a Reviewer made before the manager (whose workspaces need the
// Reviewer's Commands). Call it before the Reviewer is used.
func (r *Reviewer) SetManager(m *session.Manager) { r.m = m }

// List returns proposals, newest first.
func (r *Reviewer) List(ctx context.Context, f store.ProposalFilter) ([]Proposal, error) {
	sps, err := r.st.Proposals(ctx, f)
	if err != nil {
		return nil, fmt.Errorf("review: listing proposals: %w", err)
	}
	out := make([]Proposal, 0, len(sps))
	for _, sp := range sps {
		p, err := fromStore(sp)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// Show returns one proposal (store.ErrNotFound).
func (r *Reviewer) Show(ctx context.Context, id string) (Proposal, error) {
	sp, err := r.st.Proposal(ctx, id)
	if err != nil {
		return Proposal{}, fmt.Errorf("review: proposal %s: %w", id, err)
	}
	return fromStore(sp)
}

// Audit returns the audit log's entries (ascending).
func (r *Reviewer) Audit(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error) {
	return r.st.Audit(ctx, f)
}

// target returns the writable filesystem of a workspace's review mount.
func (r *Reviewer) target(workspace, mount string) (vfs.FS, error) {
	ws, ok := r.workspaces[workspace]
	if !ok && r.m != nil {
		for _, w := range r.m.Workspaces() {
			if w.Name == workspace {
				ws, ok = w, true
				break
			}
		}
	}
	if !ok {
		return nil, fmt.Errorf("%w: workspace %q is not configured", ErrNoTarget, workspace)
	}
	for _, m := range ws.Mounts {
		if m.Path != mount {
			continue
		}
		if !m.Review {
			return nil, fmt.Errorf("%w: mount %s of workspace %q is not reviewed", ErrNoTarget, mount, workspace)
		}
		if m.Target != nil {
			return m.Target, nil
		}
		if m.FS != nil {
			return m.FS, nil
		}
	}
	return nil, fmt.Errorf("%w: workspace %q has no mount %s", ErrNoTarget, workspace, mount)
}

// Approve applies a pending proposal to its workspace's targets and
// records the approval. It re-checks the base hashes first: when the
// target changed under a path, it returns a *ConflictError naming the
// paths, writes nothing, and the proposal stays pending. Each file is
// written atomically from the proposal's stored contents. The decision
// and the audit entry are committed together; then the session is told
// (Manager.Applied) that its overlay matches the base for those paths.
// A failure to tell it is returned with the approved proposal.
func (r *Reviewer) Approve(ctx context.Context, id, approver string) (Proposal, error) {
	if strings.TrimSpace(approver) == "" {
		return Proposal{}, errors.New("review: approve: the approver's name is required")
	}
	p, err := r.Show(ctx, id)
	if err != nil {
		return Proposal{}, err
	}
	if p.Status != store.Pending {
		return p, fmt.Errorf("review: approve %s: %w (it is %s)", id, ErrNotPending, p.Status)
	}
	blobs := map[string][]byte{}
	for _, c := range p.Changes {
		if !needsBlob(c) || blobs[c.Hash] != nil {
			continue
		}
		b, err := r.st.Blob(ctx, c.Hash)
		if err != nil {
			return p, fmt.Errorf("review: approve %s: content of %s: %w", id, c.FullPath(), err)
		}
		blobs[c.Hash] = b
	}
	paths := make([]string, len(p.Changes))
	for i, c := range p.Changes {
		paths[i] = c.FullPath()
	}
	now := r.now()
	audit := &store.AuditEntry{
		Time: now, Actor: approver, Action: "approve", Proposal: id,
		Session: p.Session, Workspace: p.Workspace,
		Detail: "applied " + strings.Join(paths, " ") + turnsNote(p),
	}
	r.approving.Lock()
	defer r.approving.Unlock()
	var applyErr error
	err = r.st.UpdateProposal(ctx, id, func(sp *store.Proposal) error {
		if sp.Status != store.Pending {
			return fmt.Errorf("%w (it is %s)", ErrNotPending, sp.Status)
		}
		// Applied inside the transaction: the proposal's row is locked,
		// so no other approver applies it at the same time. Should the
		// commit fail after this, approving again finds the new contents
		// in place, which is not a conflict.
		applyErr = applyChanges(ctx, p.Changes, func(mount string) (vfs.FS, error) {
			return r.target(p.Workspace, mount)
		}, blobs)
		if applyErr != nil {
			return applyErr
		}
		sp.Status, sp.DecidedBy, sp.DecidedAt = store.Approved, approver, now
		return nil
	}, audit)
	var ce *ConflictError
	if errors.As(applyErr, &ce) {
		return p, ce
	}
	if err != nil {
		return p, fmt.Errorf("review: approve %s: %w", id, err)
	}
	p.Status, p.DecidedBy, p.DecidedAt = store.Approved, approver, now
	return p, r.tellSession(ctx, p)
}

// tellSession calls Manager.Applied for each mount of an approved
// proposal.
func (r *Reviewer) tellSession(ctx context.Context, p Proposal) error {
	if r.m == nil {
		return nil
	}
	type applied struct {
		paths  []string
		hashes map[string]string
	}
	byMount := map[string]*applied{}
	for _, c := range p.Changes {
		a := byMount[c.Mount]
		if a == nil {
			a = &applied{hashes: map[string]string{}}
			byMount[c.Mount] = a
		}
		a.paths = append(a.paths, c.Path)
		a.hashes[c.Path] = c.Hash
	}
	mounts := make([]string, 0, len(byMount))
	for m := range byMount {
		mounts = append(mounts, m)
	}
	sort.Strings(mounts)
	var errs []error
	for _, m := range mounts {
		a := byMount[m]
		err := r.m.Applied(ctx, p.Session, m, a.paths, a.hashes)
		if err != nil && !errors.Is(err, session.ErrNotFound) {
			errs = append(errs, fmt.Errorf("review: approved %s, but session %s was not updated: %w", p.ID, p.Session, err))
		}
	}
	return errors.Join(errs...)
}

// Reject records that a pending proposal is not to be applied, and why;
// the model sees the reason with `submit --status`. The session keeps its
// changes.
func (r *Reviewer) Reject(ctx context.Context, id, approver, reason string) (Proposal, error) {
	if strings.TrimSpace(approver) == "" {
		return Proposal{}, errors.New("review: reject: the reviewer's name is required")
	}
	p, err := r.Show(ctx, id)
	if err != nil {
		return Proposal{}, err
	}
	now := r.now()
	audit := &store.AuditEntry{
		Time: now, Actor: approver, Action: "reject", Proposal: id,
		Session: p.Session, Workspace: p.Workspace, Detail: reason + turnsNote(p),
	}
	err = r.st.UpdateProposal(ctx, id, func(sp *store.Proposal) error {
		if sp.Status != store.Pending {
			return fmt.Errorf("%w (it is %s)", ErrNotPending, sp.Status)
		}
		sp.Status, sp.DecidedBy, sp.DecidedAt, sp.Reason = store.Rejected, approver, now, reason
		return nil
	}, audit)
	if err != nil {
		return p, fmt.Errorf("review: reject %s: %w", id, err)
	}
	p.Status, p.DecidedBy, p.DecidedAt, p.Reason = store.Rejected, approver, now, reason
	return p, nil
}

// turnsNote links an audit entry to the session's turns the proposal was
// built from (`turns N` in the session lists them).
func turnsNote(p Proposal) string {
	if p.Turns.To == 0 {
		return ""
	}
	return fmt.Sprintf(" [%s of session %s]", p.Turns, p.Session)
}
