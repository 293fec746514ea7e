package server

import (
	"context"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// InstrumentStore returns st with the latency of each operation recorded
// in computerwelt_store_duration_seconds{op,result}.
func (m *Metrics) InstrumentStore(st store.Store) store.Store {
	return &timedStore{st: st, m: m}
}

type timedStore struct {
	st store.Store
	m  *Metrics
}

func (t *timedStore) Session(ctx context.Context, id string) (s store.Session, err error) {
	defer t.m.observeStore("session", time.Now(), &err)
	return t.st.Session(ctx, id)
}

func (t *timedStore) Entries(ctx context.Context, id string, fn func(store.Entry) error) (err error) {
	defer t.m.observeStore("entries", time.Now(), &err)
	return t.st.Entries(ctx, id, fn)
}

func (t *timedStore) Blob(ctx context.Context, hash string) (b []byte, err error) {
	defer t.m.observeStore("blob", time.Now(), &err)
	return t.st.Blob(ctx, hash)
}

func (t *timedStore) Commit(ctx context.Context, l store.Lease, turn store.Turn) (err error) {
	defer t.m.observeStore("commit", time.Now(), &err)
	return t.st.Commit(ctx, l, turn)
}

func (t *timedStore) Sessions(ctx context.Context, o store.ListOptions) (s []store.Session, err error) {
	defer t.m.observeStore("sessions", time.Now(), &err)
	return t.st.Sessions(ctx, o)
}

func (t *timedStore) Fork(ctx context.Context, from, to, owner string) (err error) {
	defer t.m.observeStore("fork", time.Now(), &err)
	return t.st.Fork(ctx, from, to, owner)
}

func (t *timedStore) DeleteSession(ctx context.Context, id string) (err error) {
	defer t.m.observeStore("delete_session", time.Now(), &err)
	return t.st.DeleteSession(ctx, id)
}

func (t *timedStore) Acquire(ctx context.Context, session, holder string, ttl time.Duration) (l store.Lease, err error) {
	defer t.m.observeStore("acquire", time.Now(), &err)
	return t.st.Acquire(ctx, session, holder, ttl)
}

func (t *timedStore) Renew(ctx context.Context, l store.Lease, ttl time.Duration) (nl store.Lease, err error) {
	defer t.m.observeStore("renew", time.Now(), &err)
	return t.st.Renew(ctx, l, ttl)
}

func (t *timedStore) Release(ctx context.Context, l store.Lease) (err error) {
	defer t.m.observeStore("release", time.Now(), &err)
	return t.st.Release(ctx, l)
}

func (t *timedStore) PutProposal(ctx context.Context, p store.Proposal, blobs map[string][]byte) (err error) {
	defer t.m.observeStore("put_proposal", time.Now(), &err)
	return t.st.PutProposal(ctx, p, blobs)
}

func (t *timedStore) Proposal(ctx context.Context, id string) (p store.Proposal, err error) {
	defer t.m.observeStore("proposal", time.Now(), &err)
	return t.st.Proposal(ctx, id)
}

func (t *timedStore) Proposals(ctx context.Context, f store.ProposalFilter) (p []store.Proposal, err error) {
	defer t.m.observeStore("proposals", time.Now(), &err)
	return t.st.Proposals(ctx, f)
}

func (t *timedStore) UpdateProposal(ctx context.Context, id string, fn func(*store.Proposal) error, a *store.AuditEntry) (err error) {
	defer t.m.observeStore("update_proposal", time.Now(), &err)
	return t.st.UpdateProposal(ctx, id, fn, a)
}

func (t *timedStore) Audit(ctx context.Context, f store.AuditFilter) (a []store.AuditEntry, err error) {
	defer t.m.observeStore("audit", time.Now(), &err)
	return t.st.Audit(ctx, f)
}

func (t *timedStore) Turns(ctx context.Context, session string, f store.TurnFilter) (r []store.TurnRecord, err error) {
	defer t.m.observeStore("turns", time.Now(), &err)
	return t.st.Turns(ctx, session, f)
}

func (t *timedStore) Close() error { return t.st.Close() }
