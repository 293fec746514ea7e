package session

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io/fs"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/commands"
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
	s := &Session{id: rec.ID, owner: rec.Owner, ws: ws, created: rec.Created, turns: rec.Turns, bytes: rec.Bytes, refs: map[string]int{}, st: m.st}
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
	// The session's history, through the store.
	opts = append(opts, computerwelt.WithBuiltins(commands.Turns(s)))
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
	// The counts follow each turn's delta from here.
	s.changed, s.bytes = 0, 0
	for _, sm := range s.mounts {
		for _, pe := range sm.persisted {
			s.changed += b2i(pe.changed)
			s.bytes += pe.size
		}
	}
	s.countRefs()
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
// the shell state, and rec (when not nil) in the session's history with
// the paths the turn changed. It reads only what the overlays say the
// turn touched, so its cost follows the change, not the session's size.
// On success the session's view of the store is updated; on failure it
// is left alone (the caller drops the session).
func (s *Session) persist(ctx context.Context, st store.Store, lease store.Lease, now time.Time, rec *store.TurnRecord) error {
	turn := store.Turn{Blobs: map[string][]byte{}}
	var deltas []mountDelta
	bytes, changed := s.bytes, s.changed
	for _, sm := range s.mounts {
		if sm.ov == nil {
			continue
		}
		gen := sm.ov.Generation()
		if gen == sm.gen {
			continue
		}
		d, err := s.delta(ctx, sm, gen, &turn)
		if err != nil {
			return err
		}
		for p, pe := range d.put {
			if old, had := sm.persisted[p]; had {
				bytes -= old.size
				changed -= b2i(old.changed)
			}
			bytes += pe.size
			changed += b2i(pe.changed)
		}
		for _, p := range d.del {
			old := sm.persisted[p]
			bytes -= old.size
			changed -= b2i(old.changed)
		}
		if rec != nil {
			cs := d.pathChanges()
			s.baseTargets(ctx, sm, cs)
			rec.Changes = append(rec.Changes, cs...)
		}
		deltas = append(deltas, d)
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
	if rec != nil {
		rec.Session, rec.N = s.id, s.turns+1
		sort.Slice(rec.Changes, func(i, j int) bool { return rec.Changes[i].Path < rec.Changes[j].Path })
		turn.Record, turn.Retain = rec, s.ws.History.Retention
	}
	if err := st.Commit(ctx, lease, turn); err != nil {
		return err
	}
	for _, d := range deltas {
		d.apply(s.refs)
	}
	s.turns++
	s.bytes = bytes
	s.changed = changed
	return nil
}

// mountDelta is what a turn changed of one mount's persisted entries.
type mountDelta struct {
	sm  *sessionMount
	gen uint64
	put map[string]persistedEntry
	del []string
}

// delta compares the records of what the overlay of sm touched since the
// last commit (all its records when it cannot tell) with what the store
// has, adding the differences and the contents they need to turn.
func (s *Session) delta(ctx context.Context, sm *sessionMount, gen uint64, turn *store.Turn) (mountDelta, error) {
	d := mountDelta{sm: sm, gen: gen, put: map[string]persistedEntry{}}
	paths, ok := sm.ov.TakeTouched()
	var recs []overlay.Record
	var err error
	if ok {
		recs, ok, err = sm.ov.RecordsOf(ctx, paths)
	}
	if err == nil && !ok {
		recs, err = sm.ov.Records(ctx)
		paths = paths[:0]
		for p := range sm.persisted {
			paths = append(paths, p)
		}
		for _, r := range recs {
			paths = append(paths, r.Path)
		}
	}
	if err != nil {
		return d, fmt.Errorf("records of %s: %w", sm.Path, err)
	}
	byPath := make(map[string]*overlay.Record, len(recs))
	for i := range recs {
		byPath[recs[i].Path] = &recs[i]
	}
	seen := make(map[string]bool, len(paths))
	for _, p := range paths {
		if seen[p] {
			continue
		}
		seen[p] = true
		r := byPath[p]
		old, had := sm.persisted[p]
		if r == nil {
			if had {
				d.del = append(d.del, p)
				turn.Delete = append(turn.Delete, store.EntryKey{Mount: sm.Path, Path: p})
			}
			continue
		}
		// Most records are as the last turn left them: comparing them
		// is cheaper than encoding them again.
		if had && reflect.DeepEqual(old.rec, *r) {
			continue
		}
		data, err := json.Marshal(r)
		if err != nil {
			return d, err
		}
		pe := persistedEntry{rec: *r, digest: digest(data), hash: recordHash(*r), size: recordSize(*r), changed: recordChanged(*r)}
		if had && old.digest == pe.digest {
			continue
		}
		d.put[p] = pe
		turn.Put = append(turn.Put, store.Entry{Mount: sm.Path, Path: p, Data: data, Hash: pe.hash})
		if pe.hash != "" && s.refs[pe.hash] == 0 && turn.Blobs[pe.hash] == nil {
			b, err := sm.ov.Content(ctx, p)
			if err != nil {
				return d, fmt.Errorf("content of %s: %w", joinMount(sm.Path, p), err)
			}
			turn.Blobs[pe.hash] = b
		}
	}
	sort.Strings(d.del)
	return d, nil
}

// apply makes the delta the mount's persisted view (after the commit),
// keeping the counts of contents the session refers to.
func (d mountDelta) apply(refs map[string]int) {
	unref := func(h string) {
		if h == "" {
			return
		}
		if refs[h]--; refs[h] <= 0 {
			delete(refs, h)
		}
	}
	for _, p := range d.del {
		unref(d.sm.persisted[p].hash)
		delete(d.sm.persisted, p)
	}
	for p, pe := range d.put {
		if old, had := d.sm.persisted[p]; had {
			unref(old.hash)
		}
		if pe.hash != "" {
			refs[pe.hash]++
		}
		d.sm.persisted[p] = pe
	}
	d.sm.gen = d.gen
}

// pathChanges lists the paths whose state (existence, type and mode,
// content) the delta changes, in the session's tree: what the history
// records of the turn. A directory whose times alone changed is none.
func (d mountDelta) pathChanges() []store.PathChange {
	var out []store.PathChange
	add := func(p string, old, cur *overlay.Record) {
		bm, bh, bt := recordState(old, cur)
		am, ah, at := recordState(cur, old)
		if bm == am && bh == ah {
			return
		}
		out = append(out, store.PathChange{Path: joinMount(d.sm.Path, p), BeforeMode: bm, Before: bh, BeforeTarget: bt,
			AfterMode: am, After: ah, AfterTarget: at})
	}
	for p, pe := range d.put {
		var old *overlay.Record
		if o, had := d.sm.persisted[p]; had {
			old = &o.rec
		}
		add(p, old, &pe.rec)
	}
	for _, p := range d.del {
		o := d.sm.persisted[p]
		add(p, &o.rec, nil)
	}
	return out
}

// recordState is the mode (0: nothing), content hash and symlink target
// a record says the session has at its path; with no record, what the
// base had, as the other side's record remembers it (a base symlink's
// target is not in the record: "", see baseTargets).
func recordState(r, other *overlay.Record) (uint32, string, string) {
	if r == nil {
		switch {
		case other == nil:
			return 0, "", ""
		case other.Base == nil:
			// The overlay never changed the path itself (the root,
			// copied up on the way to a change): as the other side.
			return recordState(other, nil)
		case !other.Base.Exists:
			return 0, "", ""
		}
		return uint32(other.Base.Mode), other.Base.Hash, ""
	}
	switch r.Type {
	case overlay.TypeFile:
		return uint32(r.Mode), r.Hash, ""
	case overlay.TypeSymlink:
		return uint32(r.Mode), overlay.ContentHash([]byte(r.Target)), r.Target
	case overlay.TypeDir, overlay.TypeFifo:
		return uint32(r.Mode), "", ""
	}
	return 0, "", ""
}

// baseTargets fills in the targets of the symlinks cs names as the
// mount's base had them, read from the base if it still has them.
func (s *Session) baseTargets(ctx context.Context, sm *sessionMount, cs []store.PathChange) {
	fill := func(c *store.PathChange, mode uint32, hash string, target *string) {
		if fs.FileMode(mode)&fs.ModeSymlink == 0 || *target != "" {
			return
		}
		inner := strings.TrimPrefix(c.Path, sm.Path)
		if sm.Path == "/" {
			inner = c.Path
		}
		if t, err := s.baseOf(sm).Readlink(ctx, inner); err == nil && overlay.ContentHash([]byte(t)) == hash {
			*target = t
		}
	}
	for i := range cs {
		fill(&cs[i], cs[i].BeforeMode, cs[i].Before, &cs[i].BeforeTarget)
		fill(&cs[i], cs[i].AfterMode, cs[i].After, &cs[i].AfterTarget)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// countRefs counts the contents the session's persisted entries refer to:
// those the store has, and keeps while the session refers to them.
func (s *Session) countRefs() {
	s.refs = map[string]int{}
	for _, sm := range s.mounts {
		for _, pe := range sm.persisted {
			if pe.hash != "" {
				s.refs[pe.hash]++
			}
		}
	}
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
