package session

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// Info describes session id from the store (and this manager's memory):
// it does not load the session.
func (m *Manager) Info(ctx context.Context, id string) (Info, error) {
	m.sweep()
	rec, err := m.st.Session(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return Info{}, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if err != nil {
		return Info{}, fmt.Errorf("session %s: %w", id, err)
	}
	return m.info(rec), nil
}

func (m *Manager) info(rec store.Session) Info {
	in := Info{
		ID: rec.ID, Owner: rec.Owner, Workspace: rec.Workspace,
		Created: rec.Created, LastUsed: rec.LastUsed, Turns: rec.Turns, Bytes: rec.Bytes,
	}
	if ps, err := decodeState(rec.State); err == nil {
		in.Changed, in.Dir = ps.Changed, ps.Dir
	}
	m.mu.Lock()
	if e := m.sessions[rec.ID]; e != nil {
		in.InMemory = e.loaded
		in.Running = e.users > 0
	}
	m.mu.Unlock()
	return in
}

// List lists the sessions in the store, most recently used first.
func (m *Manager) List(ctx context.Context, opts store.ListOptions) ([]Info, error) {
	m.sweep()
	recs, err := m.st.Sessions(ctx, opts)
	if err != nil {
		return nil, fmt.Errorf("session: listing: %w", err)
	}
	out := make([]Info, len(recs))
	for i, r := range recs {
		out[i] = m.info(r)
	}
	return out, nil
}

// Changes lists what session id changed, as of its last turn (renames
// folded with WithRenames).
func (m *Manager) Changes(ctx context.Context, id string, opts ...ExecOption) ([]MountChange, error) {
	var out []MountChange
	cfg := execOptions(opts)
	err := m.view(ctx, id, cfg, false, func(s *Session) error {
		var err error
		out, err = s.changes(ctx, cfg.renames)
		return err
	})
	return out, err
}

// Diff writes what session id changed as a git-style diff (see
// Session.Diff); with paths, only the changes at or below them.
func (m *Manager) Diff(ctx context.Context, id string, w io.Writer, paths ...string) error {
	return m.view(ctx, id, execConfig{}, false, func(s *Session) error {
		return s.Diff(ctx, w, paths...)
	})
}

// ReadFile reads a file in session id's tree (relative to its working
// directory), up to the workspace's MaxFileBytes (EFBIG). It creates the session in memory if there is none, without
// persisting it.
func (m *Manager) ReadFile(ctx context.Context, id, name string, opts ...ExecOption) ([]byte, error) {
	var b []byte
	err := m.view(ctx, id, execOptions(opts), true, func(s *Session) error {
		p := vfs.Abs(s.sb.Dir(), name)
		fi, err := s.sb.FS().Stat(ctx, p)
		if err != nil {
			return err
		}
		// A host folder may hold files far larger than a sandbox may
		// write: the same bound applies to reading one whole.
		if max := s.ws.limits.MaxFileBytes; max > 0 && fi.Size() > max {
			return vfs.PathError("read", p, vfs.ErrFileTooLarge)
		}
		b, err = vfs.ReadFile(ctx, s.sb.FS(), p)
		return err
	})
	return b, err
}

// WriteFile writes a file in session id's tree (relative to its working
// directory; created with mode 0644, or keeping its mode), as a turn.
func (m *Manager) WriteFile(ctx context.Context, id, name string, data []byte, opts ...ExecOption) error {
	c := execOptions(opts)
	c.note = &turnNote{script: "# " + name + " written through the API"}
	return m.turn(ctx, id, c, true, func(ctx context.Context, s *Session) (bool, error) {
		err := vfs.WriteFile(ctx, s.sb.FS(), vfs.Abs(s.sb.Dir(), name), data, statePerm)
		return err == nil, err
	})
}

// Fork makes session to a copy of session from as of its last turn
// (owned by the same principal): a new conversation continuing from
// there. The contents are shared in the store, not copied.
func (m *Manager) Fork(ctx context.Context, from, to string) error {
	if err := validID(to); err != nil {
		return err
	}
	rec, err := m.st.Session(ctx, from)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("%w: %s", ErrNotFound, from)
	}
	if err != nil {
		return fmt.Errorf("session %s: %w", from, err)
	}
	if err := m.st.Fork(ctx, from, to, rec.Owner); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: %s", ErrNotFound, from)
		}
		return fmt.Errorf("session: fork %s to %s: %w", from, to, err)
	}
	return nil
}

// ResetScript is the script the history records for a reset.
const ResetScript = "# the session was reset: every change dropped, the shell state too"

// Reset drops everything session id changed and its shell state: its next
// turn starts as a new session would (the record, owner and turn count
// stay). The history records it as a turn that put every changed path
// back as the base has it (AsOwner names who asked), so that it can be
// shown and undone as one.
func (m *Manager) Reset(ctx context.Context, id string, opts ...ExecOption) error {
	c := execOptions(opts)
	return m.locked(ctx, id, true, func(e *entry, lease store.Lease) error {
		rec, err := m.st.Session(ctx, id)
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: %s", ErrNotFound, id)
		}
		if err != nil {
			return fmt.Errorf("session %s: %w", id, err)
		}
		now := m.cfg.now()
		rec.Turns++
		rec.LastUsed = now
		rec.State, rec.Bytes = nil, 0
		turn := store.Turn{Session: rec, Reset: true}
		if ws, err := m.workspace(rec.Workspace); err == nil && !ws.History.Off {
			r := &store.TurnRecord{Session: id, N: rec.Turns, Time: now, Principal: c.principal, Script: ResetScript}
			if r.Changes, err = m.resetChanges(ctx, id); err != nil {
				return fmt.Errorf("session %s: reset: %w", id, err)
			}
			turn.Record, turn.Retain = r, ws.History.Retention
		}
		if err := m.st.Commit(ctx, lease, turn); err != nil {
			return fmt.Errorf("session %s: reset: %w", id, err)
		}
		return nil
	})
}

// resetChanges lists the paths whose state a reset of session id changes:
// each from what the session has to what the base has.
func (m *Manager) resetChanges(ctx context.Context, id string) ([]store.PathChange, error) {
	var out []store.PathChange
	err := m.st.Entries(ctx, id, func(en store.Entry) error {
		var r overlay.Record
		if err := json.Unmarshal(en.Data, &r); err != nil {
			return fmt.Errorf("entry %s %s: %w", en.Mount, en.Path, err)
		}
		bm, bh, bt := recordState(&r, nil)
		am, ah, at := recordState(nil, &r)
		if bm != am || bh != ah {
			out = append(out, store.PathChange{Path: joinMount(en.Mount, en.Path), BeforeMode: bm, Before: bh, BeforeTarget: bt,
				AfterMode: am, After: ah, AfterTarget: at})
		}
		return nil
	})
	if errors.Is(err, store.ErrNotFound) {
		err = nil // no entries: nothing changed
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, err
}

// Delete removes session id from memory and from the store.
func (m *Manager) Delete(ctx context.Context, id string) error {
	return m.locked(ctx, id, true, func(e *entry, lease store.Lease) error {
		if _, err := m.st.Session(ctx, id); errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: %s", ErrNotFound, id)
		}
		if err := m.st.DeleteSession(ctx, id); err != nil {
			return fmt.Errorf("session %s: delete: %w", id, err)
		}
		return nil
	})
}

// Prune deletes the sessions not used for olderThan, but those with a
// turn running here or elsewhere, and returns how many it deleted.
func (m *Manager) Prune(ctx context.Context, olderThan time.Duration) (int, error) {
	recs, err := m.st.Sessions(ctx, store.ListOptions{IdleSince: m.cfg.now().Add(-olderThan)})
	if err != nil {
		return 0, fmt.Errorf("session: prune: %w", err)
	}
	n := 0
	for _, r := range recs {
		err := m.locked(ctx, r.ID, false, func(e *entry, lease store.Lease) error {
			// Used since it was listed?
			cur, err := m.st.Session(ctx, r.ID)
			if err != nil || cur.Turns != r.Turns {
				return errSkip
			}
			return m.st.DeleteSession(ctx, r.ID)
		})
		switch {
		case err == nil:
			n++
		case errors.Is(err, errSkip), errors.Is(err, ErrBusy):
		default:
			return n, fmt.Errorf("session: prune %s: %w", r.ID, err)
		}
	}
	return n, nil
}

var errSkip = errors.New("skip")

// locked runs fn with session id's slot and lease held, then drops the
// session from memory (fn changed it in the store). Without wait, a
// session in use here or elsewhere is ErrBusy at once.
func (m *Manager) locked(ctx context.Context, id string, wait bool, fn func(*entry, store.Lease) error) error {
	var e *entry
	var err error
	if wait {
		e, err = m.enter(ctx, id)
	} else {
		e, err = m.tryEnter(id)
	}
	if err != nil {
		return err
	}
	defer m.leave(e)
	var lease store.Lease
	if wait {
		lease, err = m.acquire(ctx, id)
	} else {
		lease, err = m.st.Acquire(ctx, id, m.cfg.holder, m.cfg.leaseTTL)
		if errors.Is(err, store.ErrLeaseHeld) {
			err = fmt.Errorf("%w: %v", ErrBusy, err)
		}
	}
	if err != nil {
		return err
	}
	defer m.st.Release(context.WithoutCancel(ctx), lease)
	err = fn(e, lease)
	if e.sess != nil {
		e.sess.close()
		m.setSession(e, nil)
	}
	return err
}

// tryEnter is enter without waiting: ErrBusy if the session is in use.
func (m *Manager) tryEnter(id string) (*entry, error) {
	m.mu.Lock()
	e := m.sessions[id]
	busy := e != nil && e.users > 0
	m.mu.Unlock()
	if busy {
		return nil, fmt.Errorf("%w: session %s is in use", ErrBusy, id)
	}
	return m.enter(context.Background(), id)
}

// Applied tells session id that the base of the mount at mountPath now
// has the contents given by hashes (path inside the mount -> sha256, ""
// for a deletion or a directory), as the review package applied them:
// the paths whose change in the session still has that content are
// dropped from its overlay (they read from the base again). A path the
// session changed again since keeps its change.
func (m *Manager) Applied(ctx context.Context, id, mountPath string, paths []string, hashes map[string]string) error {
	c := execConfig{note: &turnNote{script: "# the approved change to " + mountPath + " was applied to it"}}
	return m.turn(ctx, id, c, false, func(ctx context.Context, s *Session) (bool, error) {
		ov := s.Overlay(mountPath)
		if ov == nil {
			return false, fmt.Errorf("session %s: no overlay at %s", id, mountPath)
		}
		changes, err := ov.Changes(ctx)
		if err != nil {
			return false, err
		}
		drop := map[string]bool{}
		for _, p := range paths {
			for _, c := range changes {
				if c.Path == p && c.Hash == hashes[p] {
					drop[p] = true
				}
			}
		}
		// Resetting a directory resets what is below it: only when all of
		// that was applied too.
		var list []string
		for p := range drop {
			ok := true
			for _, c := range changes {
				if c.Path != p && under(c.Path, p) && !drop[c.Path] {
					ok = false
					break
				}
			}
			if ok {
				list = append(list, p)
			}
		}
		sort.Strings(list)
		if len(list) > 0 {
			if err := ov.Reset(ctx, list...); err != nil {
				return true, err
			}
		}
		// The paths the session changed again since (or deleted again)
		// keep their view, as changes from the base as it now is.
		reset := map[string]bool{}
		for _, p := range list {
			reset[p] = true
		}
		var rebase []string
		for _, p := range paths {
			if !reset[p] {
				rebase = append(rebase, p)
			}
		}
		if len(rebase) > 0 {
			if err := ov.Rebase(ctx, rebase...); err != nil {
				return true, err
			}
		}
		return len(list)+len(rebase) > 0, nil
	})
}
