package session

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// stateVersion is the version of the encoding of store.Session.State.
const stateVersion = 1

// persistedState is what the session keeps in store.Session.State: the
// shell's state, and what listings show without loading the session.
type persistedState struct {
	Version int          `json:"v"`
	Shell   *shell.State `json:"shell,omitempty"`
	Dir     string       `json:"dir,omitempty"`
	Changed int          `json:"changed"`
}

func decodeState(b []byte) (persistedState, error) {
	var ps persistedState
	if len(b) == 0 {
		return ps, nil
	}
	if err := json.Unmarshal(b, &ps); err != nil {
		return ps, fmt.Errorf("decoding the session state: %w", err)
	}
	if ps.Version > stateVersion {
		return ps, fmt.Errorf("session state version %d is newer than this program's (%d)", ps.Version, stateVersion)
	}
	return ps, nil
}

// build makes a session of workspace ws: the mount table with an overlay
// (restored from recs, when given) for "/" and each persisted mount, and
// the sandbox over it.
func (m *Manager) build(ctx context.Context, ws *workspace, rec store.Session, recs map[string][]overlay.Record) (*Session, error) {
	s := &Session{id: rec.ID, owner: rec.Owner, ws: ws, created: rec.Created, turns: rec.Turns, bytes: rec.Bytes}
	lim := ws.limits
	ovOpts := []overlay.Option{overlay.WithLimits(lim.MaxFileBytes, lim.MaxFilesystemBytes)}
	load := func(ctx context.Context, hash string) ([]byte, error) { return m.st.Blob(ctx, hash) }
	newOverlay := func(base vfs.FS, mp string) (*overlay.FS, error) {
		if rs := recs[mp]; len(rs) > 0 {
			ov, err := overlay.Restore(base, rs, load, ovOpts...)
			if err != nil {
				return nil, fmt.Errorf("restoring %s: %w", mp, err)
			}
			return ov, nil
		}
		return overlay.New(base, ovOpts...), nil
	}
	rootOv, err := newOverlay(ws.root, "/")
	if err != nil {
		return nil, err
	}
	s.mounts = append(s.mounts, &sessionMount{
		Mount: Mount{Path: "/", FS: ws.root, Mode: Overlay},
		ov:    rootOv,
	})
	table := mount.New(rootOv)
	mounts := append([]Mount(nil), ws.Mounts...)
	sort.Slice(mounts, func(i, j int) bool { return mounts[i].Path < mounts[j].Path })
	for _, mt := range mounts {
		sm := &sessionMount{Mount: mt}
		var fsys vfs.FS
		var mopts []mount.Option
		switch mt.Mode {
		case ReadOnly:
			fsys = mt.FS
			mopts = append(mopts, mount.ReadOnly())
		case Overlay:
			if sm.ov, err = newOverlay(mt.FS, mt.Path); err != nil {
				return nil, err
			}
			fsys = sm.ov
		case Scratch:
			// An overlay over an empty base: what it has is its records.
			if sm.ov, err = newOverlay(ws.empty, mt.Path); err != nil {
				return nil, err
			}
			fsys = sm.ov
			if mt.Description == "" {
				mopts = append(mopts, mount.Description("scratch space of the session, writable"))
			}
		case Ephemeral:
			fsys = memfs.New(memfs.WithLimits(lim.MaxFileBytes, lim.MaxFilesystemBytes))
			if mt.Description == "" {
				mopts = append(mopts, mount.Description("in-memory, writable, not kept"))
			}
		}
		if mt.Description != "" {
			mopts = append(mopts, mount.Description(mt.Description))
		}
		if err := table.Mount(mt.Path, fsys, mopts...); err != nil {
			return nil, fmt.Errorf("mounting %s: %w", mt.Path, err)
		}
		s.mounts = append(s.mounts, sm)
	}
	for _, sm := range s.mounts {
		sm.persisted = map[string]persistedEntry{}
		if sm.ov != nil {
			sm.gen = sm.ov.Generation()
		}
	}
	opts := []computerwelt.Option{
		computerwelt.WithFileSystem(table),
		computerwelt.WithWorkingDirectory(ws.dir),
		computerwelt.WithUsername(ws.Username),
		computerwelt.WithHostname(ws.Hostname),
		computerwelt.WithLimits(ws.Limits),
		computerwelt.WithEnv(ws.Env),
		computerwelt.WithoutBuiltins(ws.without...),
	}
	if len(ws.Commands) > 0 {
		opts = append(opts, computerwelt.WithBuiltins(ws.Commands...))
	}
	if ws.Python != nil {
		opts = append(opts, computerwelt.WithPython(*ws.Python))
	}
	if ws.SessionCommands != nil {
		if cmds := ws.SessionCommands(s); len(cmds) > 0 {
			opts = append(opts, computerwelt.WithBuiltins(cmds...))
		}
	}
	sb, err := computerwelt.New(opts...)
	if err != nil {
		return nil, err
	}
	s.sb = sb
	return s, nil
}

// resume rebuilds a session from its store record and entries. The files'
// contents stay in the store until they are read.
func (m *Manager) resume(ctx context.Context, ws *workspace, rec store.Session) (*Session, error) {
	ps, err := decodeState(rec.State)
	if err != nil {
		return nil, err
	}
	recs := map[string][]overlay.Record{}
	persisted := map[string]map[string]persistedEntry{}
	err = m.st.Entries(ctx, rec.ID, func(en store.Entry) error {
		var r overlay.Record
		if err := json.Unmarshal(en.Data, &r); err != nil {
			return fmt.Errorf("entry %s %s: %w", en.Mount, en.Path, err)
		}
		recs[en.Mount] = append(recs[en.Mount], r)
		if persisted[en.Mount] == nil {
			persisted[en.Mount] = map[string]persistedEntry{}
		}
		persisted[en.Mount][en.Path] = persistedEntry{rec: r, digest: digest(en.Data), hash: en.Hash, size: recordSize(r), changed: recordChanged(r)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s, err := m.build(ctx, ws, rec, recs)
	if err != nil {
		return nil, err
	}
	for _, sm := range s.mounts {
		if p := persisted[sm.Path]; p != nil && sm.ov != nil {
			sm.persisted = p
		}
	}
	s.changed = ps.Changed
	if ps.Shell != nil {
		if err := s.sb.SetState(*ps.Shell); err != nil {
			s.close()
			return nil, fmt.Errorf("restoring the shell state: %w", err)
		}
	}
	return s, nil
}

func digest(b []byte) [16]byte {
	sum := sha256.Sum256(b)
	return [16]byte(sum[:16])
}

// persist commits the session's turn: the entries that changed since the
// last commit, the contents the store does not have from this session,
// and the shell state. On success the session's view of the store is
// updated; on failure it is left alone (the caller drops the session).
func (s *Session) persist(ctx context.Context, st store.Store, lease store.Lease, now time.Time) error {
	turn := store.Turn{Blobs: map[string][]byte{}}
	refs := s.refs()
	type update struct {
		sm        *sessionMount
		gen       uint64
		persisted map[string]persistedEntry
	}
	var updates []update
	changed := 0
	for _, sm := range s.mounts {
		if sm.ov == nil {
			continue
		}
		gen := sm.ov.Generation()
		if gen == sm.gen {
			changed += countChanged(sm.persisted)
			continue
		}
		recs, err := sm.ov.Records(ctx)
		if err != nil {
			return fmt.Errorf("records of %s: %w", sm.Path, err)
		}
		next := make(map[string]persistedEntry, len(recs))
		for _, r := range recs {
			old, had := sm.persisted[r.Path]
			// Most records are those of the last turn: comparing them
			// is cheaper than encoding them again.
			if had && reflect.DeepEqual(old.rec, r) {
				next[r.Path] = old
				continue
			}
			data, err := json.Marshal(r)
			if err != nil {
				return err
			}
			pe := persistedEntry{rec: r, digest: digest(data), hash: recordHash(r), size: recordSize(r), changed: recordChanged(r)}
			next[r.Path] = pe
			if had && old.digest == pe.digest {
				continue
			}
			turn.Put = append(turn.Put, store.Entry{Mount: sm.Path, Path: r.Path, Data: data, Hash: pe.hash})
			if pe.hash != "" && refs[pe.hash] == 0 && turn.Blobs[pe.hash] == nil {
				b, err := sm.ov.Content(ctx, r.Path)
				if err != nil {
					return fmt.Errorf("content of %s: %w", joinMount(sm.Path, r.Path), err)
				}
				turn.Blobs[pe.hash] = b
			}
		}
		for p := range sm.persisted {
			if _, ok := next[p]; !ok {
				turn.Delete = append(turn.Delete, store.EntryKey{Mount: sm.Path, Path: p})
			}
		}
		changed += countChanged(next)
		updates = append(updates, update{sm, gen, next})
	}
	var bytes int64
	for _, sm := range s.mounts {
		p := sm.persisted
		for _, u := range updates {
			if u.sm == sm {
				p = u.persisted
			}
		}
		for _, pe := range p {
			bytes += pe.size
		}
	}
	shellState, err := s.sb.State()
	if err != nil {
		return fmt.Errorf("shell state: %w", err)
	}
	state, err := json.Marshal(persistedState{Version: stateVersion, Shell: &shellState, Dir: s.sb.Dir(), Changed: changed})
	if err != nil {
		return err
	}
	turn.Session = store.Session{
		ID: s.id, Owner: s.owner, Workspace: s.ws.Name, Created: s.created,
		LastUsed: now, Turns: s.turns + 1, State: state, Bytes: bytes,
	}
	if err := st.Commit(ctx, lease, turn); err != nil {
		return err
	}
	for _, u := range updates {
		u.sm.persisted, u.sm.gen = u.persisted, u.gen
	}
	s.turns++
	s.bytes = bytes
	s.changed = changed
	return nil
}

// refs counts the contents the session's persisted entries refer to:
// those the store has, and keeps while the session refers to them.
func (s *Session) refs() map[string]int {
	refs := map[string]int{}
	for _, sm := range s.mounts {
		for _, pe := range sm.persisted {
			if pe.hash != "" {
				refs[pe.hash]++
			}
		}
	}
	return refs
}

func countChanged(p map[string]persistedEntry) int {
	n := 0
	for _, pe := range p {
		if pe.changed {
			n++
		}
	}
	return n
}

func (s *Session) close() {
	if s.sb != nil {
		s.sb.Close()
	}
}
