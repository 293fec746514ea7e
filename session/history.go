package session

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// History bounds what the store keeps of a workspace's sessions' turns:
// the retention of records per session, and how much of each turn's
// script and output a record keeps (zero fields take the defaults).
type History struct {
	store.Retention
	// ScriptBytes bounds the script a record keeps (default 64 KiB),
	// OutputBytes each of its stdout and stderr (default 16 KiB).
	ScriptBytes, OutputBytes int
	// Off keeps no records (for measuring what they cost).
	Off bool
}

// Default bounds of History.
const (
	DefaultHistoryScriptBytes = 64 << 10
	DefaultHistoryOutputBytes = 16 << 10
)

// turnNote is what Exec tells the history of its turn.
type turnNote struct {
	script string
	res    *computerwelt.Result
}

// limitLine is the message a limit that ends a script writes.
var limitLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`computerwelt: limit exceeded: (\w+)`) })

// record is the history record of a turn (numbered by persist).
func (h History) record(c execConfig, start, end time.Time, err error) *store.TurnRecord {
	if h.Off {
		return nil
	}
	sb, ob := h.ScriptBytes, h.OutputBytes
	if sb <= 0 {
		sb = DefaultHistoryScriptBytes
	}
	if ob <= 0 {
		ob = DefaultHistoryOutputBytes
	}
	r := &store.TurnRecord{Time: start, Duration: end.Sub(start), Principal: c.principal}
	if c.note == nil {
		return r
	}
	var cut bool
	r.Script, cut = clip(c.note.script, sb)
	r.OutputCut = cut
	res := c.note.res
	if res == nil {
		return r
	}
	r.ExitCode, r.Truncated = res.ExitCode, res.Truncated
	var c1, c2 bool
	r.Stdout, c1 = clip(res.Stdout, ob)
	r.Stderr, c2 = clip(res.Stderr, ob)
	r.OutputCut = r.OutputCut || c1 || c2
	seen := map[string]bool{}
	for _, m := range limitLine().FindAllStringSubmatch(res.Stderr, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			r.Limits = append(r.Limits, m[1])
		}
	}
	if res.Truncated && !seen["MaxOutputBytes"] {
		r.Limits = append(r.Limits, "MaxOutputBytes")
	}
	if errors.Is(err, context.DeadlineExceeded) && !seen["Timeout"] {
		r.Limits = append(r.Limits, "Timeout")
	}
	return r
}

// clip cuts s to at most n bytes, at a character boundary.
func clip(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n], true
}

// Turns returns the history of session id (see store.TurnFilter); with
// AsOwner, only of a session of that principal.
func (m *Manager) Turns(ctx context.Context, id string, f store.TurnFilter, opts ...ExecOption) ([]store.TurnRecord, error) {
	c := execOptions(opts)
	rec, err := m.st.Session(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if err != nil {
		return nil, fmt.Errorf("session %s: %w", id, err)
	}
	if err := checkAccess(rec.Owner, rec.Workspace, c); err != nil {
		return nil, fmt.Errorf("session %s: %w", id, err)
	}
	rs, err := m.st.Turns(ctx, id, f)
	if err != nil {
		return nil, fmt.Errorf("session %s: history: %w", id, err)
	}
	return rs, nil
}

// History returns the session's history as the store has it (the turn
// running now is not in it yet).
func (s *Session) History(ctx context.Context, f store.TurnFilter) ([]store.TurnRecord, error) {
	return s.st.Turns(ctx, s.id, f)
}

// LastTurn is the number of the session's last committed turn.
func (s *Session) LastTurn() int64 { return s.turns }

// TurnContent returns a content a history record names by hash for a
// path of the session's tree: from the store, or from the mount's base
// when the base still has it there. ErrNotFound when neither has it.
func (s *Session) TurnContent(ctx context.Context, p, hash string) ([]byte, error) {
	if hash == "" {
		return nil, nil
	}
	b, err := s.st.Blob(ctx, hash)
	if err == nil {
		return b, nil
	}
	if !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	if sm, inner := s.mountFor(p); sm != nil && sm.ov != nil {
		if b, err := vfs.ReadFile(ctx, s.baseOf(sm), inner); err == nil && overlay.ContentHash(b) == hash {
			return b, nil
		}
	}
	return nil, fmt.Errorf("%w: the content %.12s of %s is no longer kept", ErrNotFound, hash, p)
}

// baseOf is the base of the overlay of sm.
func (s *Session) baseOf(sm *sessionMount) vfs.FS {
	switch {
	case sm.Path == "/":
		return s.ws.root
	case sm.Mode == Scratch:
		return s.ws.empty
	}
	return sm.FS
}

// mountFor returns the mount owning p in the session's tree and p inside
// it.
func (s *Session) mountFor(p string) (*sessionMount, string) {
	p = path.Clean("/" + p)
	mp := mountOf(s.mounts, p)
	for _, sm := range s.mounts {
		if sm.Path == mp {
			inner := strings.TrimPrefix(p, mp)
			if mp == "/" {
				inner = p
			}
			if inner == "" {
				inner = "/"
			}
			return sm, inner
		}
	}
	return nil, ""
}

// UndoConflict is UndoTurn's refusal: the paths changed since.
type UndoConflict struct {
	Turn      int64
	Conflicts []string // one line each: the path and why
}

// Conflict lists the paths and why (what the turns command looks for).
func (e *UndoConflict) Conflict() []string { return e.Conflicts }

func (e *UndoConflict) Error() string {
	return fmt.Sprintf("cannot undo turn %d: %s", e.Turn, strings.Join(e.Conflicts, "; "))
}

// UndoTurn reverts exactly what turn n changed, if nothing changed those
// paths since (later turns, or the running one): each path goes back to
// what it was before turn n. Otherwise it changes nothing and returns an
// *UndoConflict naming the paths. It returns the changes it reverted.
func (s *Session) UndoTurn(ctx context.Context, n int64) ([]store.PathChange, error) {
	rs, err := s.st.Turns(ctx, s.id, store.TurnFilter{From: n})
	if err != nil {
		return nil, err
	}
	if len(rs) == 0 || rs[0].N != n {
		if n > s.turns || n < 1 {
			return nil, fmt.Errorf("%w: no turn %d (the last is %d)", ErrNotFound, n, s.turns)
		}
		return nil, fmt.Errorf("%w: turn %d is no longer in the history", ErrNotFound, n)
	}
	target, later := rs[0], rs[1:]
	conflict := &UndoConflict{Turn: n}
	type step struct {
		c       store.PathChange
		sm      *sessionMount
		inner   string
		content []byte
	}
	var steps []step
	for _, c := range target.Changes {
		for _, l := range later {
			for _, lc := range l.Changes {
				// A path below a directory the turn made or removed counts:
				// undoing the directory would take it along.
				if lc.Path == c.Path || strings.HasPrefix(lc.Path, c.Path+"/") {
					conflict.Conflicts = append(conflict.Conflicts, fmt.Sprintf("%s was changed again in turn %d", lc.Path, l.N))
					goto next
				}
			}
		}
		{
			sm, inner := s.mountFor(c.Path)
			if sm == nil || sm.ov == nil {
				conflict.Conflicts = append(conflict.Conflicts, c.Path+" is on a mount that keeps no changes")
				continue
			}
			cur, err := overlay.StateOf(ctx, sm.ov, inner)
			if err != nil {
				return nil, err
			}
			if !sameState(cur, c.AfterMode, c.After) {
				conflict.Conflicts = append(conflict.Conflicts, c.Path+" was changed since (in this turn)")
				continue
			}
			st := step{c: c, sm: sm, inner: inner}
			if fs.FileMode(c.BeforeMode).IsRegular() {
				if st.content, err = s.TurnContent(ctx, c.Path, c.Before); err != nil {
					conflict.Conflicts = append(conflict.Conflicts, fmt.Sprintf("%s: its content before turn %d is no longer kept", c.Path, n))
					continue
				}
			} else if fs.FileMode(c.BeforeMode)&fs.ModeSymlink != 0 && c.BeforeTarget == "" && !s.baseHas(ctx, sm, inner, c) {
				// A record made before targets were kept.
				conflict.Conflicts = append(conflict.Conflicts, fmt.Sprintf("%s: the symlink it was before turn %d is not kept", c.Path, n))
				continue
			}
			steps = append(steps, st)
		}
	next:
	}
	if len(conflict.Conflicts) > 0 {
		return nil, conflict
	}
	// Directories that come back first (shallowest first), then files,
	// then the directories the turn made, deepest first.
	rank := func(st step) int {
		bm, am := fs.FileMode(st.c.BeforeMode), fs.FileMode(st.c.AfterMode)
		switch {
		case bm.IsDir():
			return 0
		case st.c.BeforeMode != 0 || !am.IsDir():
			return 1
		}
		return 2
	}
	sort.SliceStable(steps, func(i, j int) bool {
		ri, rj := rank(steps[i]), rank(steps[j])
		if ri != rj {
			return ri < rj
		}
		if ri == 2 {
			return steps[i].c.Path > steps[j].c.Path
		}
		return steps[i].c.Path < steps[j].c.Path
	})
	var done []store.PathChange
	for _, st := range steps {
		if err := s.restore(ctx, st.sm, st.inner, st.c, st.content); err != nil {
			return done, fmt.Errorf("undoing turn %d at %s: %w", n, st.c.Path, err)
		}
		done = append(done, st.c)
	}
	sort.Slice(done, func(i, j int) bool { return done[i].Path < done[j].Path })
	return done, nil
}

// sameState reports whether cur is the state a history record names.
func sameState(cur overlay.State, mode uint32, hash string) bool {
	if !cur.Exists() {
		return mode == 0
	}
	return uint32(cur.Mode()) == mode && cur.Hash() == hash
}

// baseHas reports whether the overlay's change at inner is relative to a
// base that had what c was before: then dropping the change restores it.
func (s *Session) baseHas(ctx context.Context, sm *sessionMount, inner string, c store.PathChange) bool {
	cs, err := sm.ov.Changes(ctx)
	if err != nil {
		return false
	}
	for _, oc := range cs {
		if oc.Path == inner {
			if c.BeforeMode == 0 {
				return oc.Kind == overlay.Added
			}
			return oc.Kind != overlay.Added && uint32(oc.OldMode) == c.BeforeMode && oc.BaseHash == c.Before
		}
	}
	return false
}

// restore puts the state c had before its turn back at inner.
func (s *Session) restore(ctx context.Context, sm *sessionMount, inner string, c store.PathChange, content []byte) error {
	ov := sm.ov
	bm := fs.FileMode(c.BeforeMode)
	am := fs.FileMode(c.AfterMode)
	// A file or symlink the base has as it was: drop the change.
	if !bm.IsDir() && !am.IsDir() && s.baseHas(ctx, sm, inner, c) {
		return ov.Reset(ctx, inner)
	}
	if c.AfterMode != 0 && (bm.Type() != am.Type() || c.BeforeMode == 0 || bm&fs.ModeSymlink != 0) {
		if err := ov.Remove(ctx, inner); err != nil {
			return err
		}
	}
	switch {
	case c.BeforeMode == 0:
		return nil
	case bm.IsDir():
		if c.AfterMode == 0 || !am.IsDir() {
			if err := ov.Mkdir(ctx, inner, bm.Perm()); err != nil {
				return err
			}
		}
		return ov.Chmod(ctx, inner, bm&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	case bm.IsRegular():
		f, err := ov.OpenFile(ctx, inner, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, bm.Perm())
		if err != nil {
			return err
		}
		_, err = f.Write(content)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		return ov.Chmod(ctx, inner, bm&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	case bm&fs.ModeSymlink != 0:
		return ov.Symlink(ctx, c.BeforeTarget, inner)
	case vfs.IsFifo(bm):
		if c.AfterMode == 0 || !vfs.IsFifo(am) {
			if err := vfs.Mkfifo(ctx, ov, inner, bm.Perm()); err != nil {
				return err
			}
		}
		return ov.Chmod(ctx, inner, bm&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	}
	return fmt.Errorf("cannot restore a %v", bm.Type())
}
