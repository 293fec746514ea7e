package session_test

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// memStore is an in-memory store.Store for the tests that do not need a
// database: the same semantics as the real ones (atomic commits, fenced
// leases with expiry), and a hook to make commits fail.
type memStore struct {
	mu       sync.Mutex
	sessions map[string]store.Session
	entries  map[string]map[store.EntryKey]store.Entry
	blobs    map[string][]byte
	leases   map[string]store.Lease
	tokens   map[string]int64
	now      func() time.Time

	failCommit error // returned by Commit when set
	commits    int
	blobReads  int
	history    map[string][]store.TurnRecord
}

func newMemStore() *memStore {
	return &memStore{
		sessions: map[string]store.Session{},
		entries:  map[string]map[store.EntryKey]store.Entry{},
		blobs:    map[string][]byte{},
		leases:   map[string]store.Lease{},
		tokens:   map[string]int64{},
		now:      time.Now,
	}
}

func (s *memStore) Session(ctx context.Context, id string) (store.Session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.sessions[id]
	if !ok {
		return store.Session{}, fmt.Errorf("session %s: %w", id, store.ErrNotFound)
	}
	r.State = slices.Clone(r.State)
	r.Entries = int64(len(s.entries[id]))
	return r, nil
}

func (s *memStore) Entries(ctx context.Context, id string, fn func(store.Entry) error) error {
	s.mu.Lock()
	var list []store.Entry
	for _, e := range s.entries[id] {
		list = append(list, e)
	}
	s.mu.Unlock()
	sort.Slice(list, func(i, j int) bool {
		if list[i].Mount != list[j].Mount {
			return list[i].Mount < list[j].Mount
		}
		return list[i].Path < list[j].Path
	})
	for _, e := range list {
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}

func (s *memStore) Blob(ctx context.Context, hash string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.blobReads++
	b, ok := s.blobs[hash]
	if !ok {
		return nil, fmt.Errorf("blob %s: %w", hash, store.ErrNotFound)
	}
	return slices.Clone(b), nil
}

func (s *memStore) checkLease(l store.Lease) error {
	cur, ok := s.leases[l.Session]
	if !ok || cur.Token != l.Token || cur.Holder != l.Holder || !s.now().Before(cur.Expires) {
		return store.ErrLeaseLost
	}
	return nil
}

func (s *memStore) Commit(ctx context.Context, l store.Lease, t store.Turn) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failCommit != nil {
		return s.failCommit
	}
	if l != (store.Lease{}) {
		if err := s.checkLease(l); err != nil {
			return err
		}
	}
	id := t.Session.ID
	for _, e := range t.Put {
		if e.Hash != "" && s.blobs[e.Hash] == nil && t.Blobs[e.Hash] == nil {
			return fmt.Errorf("entry %s %s: blob %s missing", e.Mount, e.Path, e.Hash)
		}
	}
	for h, b := range t.Blobs {
		if _, ok := s.blobs[h]; !ok {
			s.blobs[h] = slices.Clone(b)
		}
	}
	rec := t.Session
	rec.State = slices.Clone(rec.State)
	if old, ok := s.sessions[id]; ok {
		rec.Created, rec.Owner = old.Created, old.Owner
	}
	s.sessions[id] = rec
	es := s.entries[id]
	if es == nil || t.Reset {
		es = map[store.EntryKey]store.Entry{}
		s.entries[id] = es
	}
	for _, k := range t.Delete {
		delete(es, k)
	}
	for _, e := range t.Put {
		e.Data = slices.Clone(e.Data)
		es[store.EntryKey{Mount: e.Mount, Path: e.Path}] = e
	}
	if t.Record != nil {
		if s.history == nil {
			s.history = map[string][]store.TurnRecord{}
		}
		h := append(s.history[id], *t.Record)
		if keep := t.Retain.WithDefaults(); len(h) > keep.Turns {
			h = h[len(h)-keep.Turns:]
		}
		s.history[id] = h
	}
	s.commits++
	return nil
}

func (s *memStore) Turns(ctx context.Context, id string, f store.TurnFilter) ([]store.TurnRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []store.TurnRecord
	for _, r := range s.history[id] {
		if (f.From == 0 || r.N >= f.From) && (f.To == 0 || r.N <= f.To) {
			out = append(out, r)
		}
	}
	if f.Newest {
		slices.Reverse(out)
	}
	if f.Limit > 0 && len(out) > f.Limit {
		out = out[:f.Limit]
	}
	return out, nil
}

func (s *memStore) Sessions(ctx context.Context, o store.ListOptions) ([]store.Session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []store.Session
	for _, r := range s.sessions {
		if o.Owner != "" && r.Owner != o.Owner || o.Workspace != "" && r.Workspace != o.Workspace ||
			!o.IdleSince.IsZero() && !r.LastUsed.Before(o.IdleSince) {
			continue
		}
		r.Entries = int64(len(s.entries[r.ID]))
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].LastUsed.After(out[j].LastUsed) })
	if o.Limit > 0 && len(out) > o.Limit {
		out = out[:o.Limit]
	}
	return out, nil
}

func (s *memStore) Fork(ctx context.Context, from, to, owner string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.sessions[from]
	if !ok {
		return store.ErrNotFound
	}
	if _, ok := s.sessions[to]; ok {
		return store.ErrExists
	}
	r.ID, r.Owner = to, owner
	s.sessions[to] = r
	es := map[store.EntryKey]store.Entry{}
	for k, e := range s.entries[from] {
		es[k] = e
	}
	s.entries[to] = es
	return nil
}

func (s *memStore) DeleteSession(ctx context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.sessions[id]; !ok {
		return store.ErrNotFound
	}
	delete(s.sessions, id)
	delete(s.entries, id)
	delete(s.leases, id)
	return nil
}

func (s *memStore) Acquire(ctx context.Context, id, holder string, ttl time.Duration) (store.Lease, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if cur, ok := s.leases[id]; ok && cur.Holder != holder && s.now().Before(cur.Expires) {
		return store.Lease{}, fmt.Errorf("%s by %s: %w", id, cur.Holder, store.ErrLeaseHeld)
	}
	s.tokens[id]++
	l := store.Lease{Session: id, Holder: holder, Token: s.tokens[id], Expires: s.now().Add(ttl)}
	s.leases[id] = l
	return l, nil
}

func (s *memStore) Renew(ctx context.Context, l store.Lease, ttl time.Duration) (store.Lease, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.checkLease(l); err != nil {
		return store.Lease{}, err
	}
	l.Expires = s.now().Add(ttl)
	s.leases[l.Session] = l
	return l, nil
}

func (s *memStore) Release(ctx context.Context, l store.Lease) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if cur, ok := s.leases[l.Session]; ok && cur.Token == l.Token && cur.Holder == l.Holder {
		delete(s.leases, l.Session)
	}
	return nil
}

func (s *memStore) PutProposal(context.Context, store.Proposal, map[string][]byte) error {
	return errUnsupported
}
func (s *memStore) Proposal(context.Context, string) (store.Proposal, error) {
	return store.Proposal{}, errUnsupported
}
func (s *memStore) Proposals(context.Context, store.ProposalFilter) ([]store.Proposal, error) {
	return nil, errUnsupported
}
func (s *memStore) UpdateProposal(context.Context, string, func(*store.Proposal) error, *store.AuditEntry) error {
	return errUnsupported
}
func (s *memStore) Audit(context.Context, store.AuditFilter) ([]store.AuditEntry, error) {
	return nil, errUnsupported
}
func (s *memStore) Close() error { return nil }

var errUnsupported = fmt.Errorf("memStore: proposals are not kept")

// entryPaths lists a session's entries as "mount:path" lines.
func (s *memStore) entryPaths(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k := range s.entries[id] {
		out = append(out, k.Mount+":"+k.Path)
	}
	sort.Strings(out)
	return strings.Join(out, "\n")
}
