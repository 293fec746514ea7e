// Package session keeps a sandbox per conversation: created on first use
// from a workspace definition, persisted at the end of every turn, resumed
// in another process (or after an eviction) from the store.
//
// What a session persists is only what it changed: the records of its
// overlays (files' metadata, with the contents stored once by hash),
// whiteouts and modes, and its shell state (working directory, variables,
// functions, options). Nothing of a base is copied; after a resume,
// unchanged files are read live from the mounts, and changed ones are
// fetched from the store on their first read.
//
// A turn (one Exec) is atomic: it is committed in one store transaction at
// its end, fenced by a lease the manager takes in the store for the turn,
// so that two managers (two processes, two servers on one PostgreSQL
// database) never run turns of one session at once. A crash in the middle
// of a turn leaves the session as it was after the previous one. Turns of
// one session in one manager queue behind each other, up to a bound past
// which Exec fails with ErrBusy.
//
// The manager evicts in-memory sessions idle for longer than its TTL when
// it is used (their state is in the store already), never one with a turn
// running or queued. Nothing is deleted from the store implicitly: Prune
// does that, when asked.
package session

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// Errors of the manager (wrapped; test with errors.Is).
var (
	// ErrBusy: the session's queue is full, or another process holds the
	// session's lease for longer than the manager waits.
	ErrBusy = errors.New("session: busy")
	// ErrForbidden: the session belongs to another principal.
	ErrForbidden = errors.New("session: forbidden")
	// ErrNotFound: no such session.
	ErrNotFound = errors.New("session: not found")
	// ErrUnknownWorkspace: no workspace of that name (or the session was
	// made from a workspace the manager does not have).
	ErrUnknownWorkspace = errors.New("session: unknown workspace")
	// ErrClosed: the manager is closed.
	ErrClosed = errors.New("session: manager is closed")
	// ErrReentrant: a command running in a turn of a session (a host
	// command, a validator) called the manager on that same session,
	// which would wait for its own turn to end.
	ErrReentrant = errors.New("session: called from inside its own running turn")
)

// MountMode says what a session may do to a mount and what of it persists.
type MountMode int

const (
	// ReadOnly: writes fail with EROFS; nothing to persist.
	ReadOnly MountMode = iota
	// Overlay: a copy-on-write overlay per session over the mount's FS,
	// which is never written; the overlay's changes persist.
	Overlay
	// Scratch: an empty writable filesystem per session, persisted (the
	// mount's FS is not used).
	Scratch
	// Ephemeral: an empty in-memory filesystem per session, gone when the
	// session leaves memory (the mount's FS is not used).
	Ephemeral
)

func (m MountMode) String() string {
	switch m {
	case ReadOnly:
		return "read-only"
	case Overlay:
		return "overlay"
	case Scratch:
		return "scratch"
	case Ephemeral:
		return "ephemeral"
	}
	return fmt.Sprintf("MountMode(%d)", int(m))
}

// persisted reports whether a mount of mode m has an overlay whose
// records are stored.
func (m MountMode) persisted() bool { return m == Overlay || m == Scratch }

// Mount is one filesystem of a workspace, at an absolute path.
type Mount struct {
	Path, Description string
	FS                vfs.FS
	Mode              MountMode
	// Review marks a mount whose changes go to proposals (package review)
	// instead of reaching FS directly; approval applies them to Target.
	// It needs Mode Overlay.
	Review bool
	// Target is the writable filesystem an approved proposal is applied
	// to; nil means FS.
	Target vfs.FS
}

// Workspace is what a session is made from.
type Workspace struct {
	Name string
	// Root is the base of "/", always in Overlay mode; nil means a default
	// skeleton (/home/USER, /tmp, /etc), shared read-only by the
	// workspace's sessions.
	Root   vfs.FS
	Mounts []Mount
	// Dir is the initial working directory (default the user's home);
	// Username and Hostname default to "user" and "sandbox".
	Dir, Username, Hostname string
	Env                     map[string]string
	Limits                  computerwelt.Limits
	// Commands are the host's extra commands; Without names commands that
	// are absent (status 127).
	Commands []computerwelt.Command
	Without  []string
	// Python, when not nil, adds python3.
	Python *computerwelt.PythonConfig
	// History bounds what the store keeps of the sessions' turns.
	History History
	// SessionCommands, when not nil, gives commands bound to one session
	// (the review package's check and submit). They run inside the
	// session's turn and must not call the Manager for the same session.
	SessionCommands func(*Session) []computerwelt.Command
}

// Info describes a session.
type Info struct {
	ID, Owner, Workspace string
	Created, LastUsed    time.Time
	Turns                int64
	// Changed is the number of paths the session changed relative to its
	// bases (as of its last turn); Bytes the size of their contents.
	Changed int
	Bytes   int64
	// Dir is the working directory after the last turn.
	Dir string
	// InMemory: this manager holds the session; Running: a turn of it runs
	// (or waits) in this manager.
	InMemory, Running bool
}

// MountChange is one change of a session: Mount is the mount point ("/"
// for the root), Change.Path the path inside the mount.
type MountChange struct {
	Mount string
	overlay.Change
}

// FullPath is the change's path in the session's tree.
func (c MountChange) FullPath() string { return joinMount(c.Mount, c.Path) }

// FullFrom is a rename's old path in the session's tree ("" if it is no
// rename).
func (c MountChange) FullFrom() string {
	if c.From == "" {
		return ""
	}
	return joinMount(c.Mount, c.From)
}

func joinMount(mount, p string) string {
	if mount == "/" {
		return p
	}
	if p == "/" {
		return mount
	}
	return mount + p
}

// Session is one conversation's sandbox in memory. Its methods are for
// code that runs inside the session's turn (Workspace.SessionCommands):
// they do not lock.
type Session struct {
	id, owner string
	ws        *workspace
	created   time.Time
	sb        *computerwelt.Sandbox
	mounts    []*sessionMount // "/" first, then by path
	turns     int64           // Turns of the store record this state equals
	bytes     int64
	changed   int
	refs      map[string]int // contents the persisted entries refer to, by hash
	st        store.Store
}

// sessionMount is one mount as the session has it.
type sessionMount struct {
	Mount
	ov *overlay.FS // persisted mounts (and "/"); nil otherwise
	// gen is ov's Generation when its records were last persisted.
	gen uint64
	// persisted is what the store has for this mount: path -> digest of
	// the entry's data and the blob hash.
	persisted map[string]persistedEntry
}

type persistedEntry struct {
	rec     overlay.Record // as last persisted
	digest  [16]byte       // of rec's encoding
	hash    string
	size    int64
	changed bool // a change relative to the base, not a copied-up directory
}

// ID is the conversation id.
func (s *Session) ID() string { return s.id }

// Owner is the principal that owns the session ("" = none).
func (s *Session) Owner() string { return s.owner }

// Workspace is the workspace the session was made from.
func (s *Session) Workspace() *Workspace { return &s.ws.Workspace }

// Sandbox is the session's sandbox.
func (s *Session) Sandbox() *computerwelt.Sandbox { return s.sb }

// Overlay returns the overlay of the mount at mountPath ("/" for the
// root), or nil if that mount has none (read-only or ephemeral).
func (s *Session) Overlay(mountPath string) *overlay.FS {
	for _, m := range s.mounts {
		if m.Path == mountPath {
			return m.ov
		}
	}
	return nil
}

// Mounts lists the session's mounts, "/" (Overlay mode, over the root)
// first.
func (s *Session) Mounts() []Mount {
	out := make([]Mount, len(s.mounts))
	for i, m := range s.mounts {
		out[i] = m.Mount
	}
	return out
}

// Changes lists what the session changed, mount by mount, each sorted by
// path.
func (s *Session) Changes(ctx context.Context) ([]MountChange, error) {
	return s.changes(ctx, false)
}

// changes is Changes, with renames folded (within a mount, as Diff shows
// them) when renames is set.
func (s *Session) changes(ctx context.Context, renames bool) ([]MountChange, error) {
	var out []MountChange
	for _, m := range s.mounts {
		if m.ov == nil {
			continue
		}
		cs, err := m.ov.Changes(ctx)
		if err == nil && renames {
			cs, err = m.ov.Renames(ctx, cs)
		}
		if err != nil {
			return nil, fmt.Errorf("session %s: changes of %s: %w", s.id, m.Path, err)
		}
		for _, c := range cs {
			// A mount point of the root shows as a directory the root
			// never had; the mount's own changes are what matters.
			out = append(out, MountChange{Mount: m.Path, Change: c})
		}
	}
	return out, nil
}

// Diff writes the session's changes as a git-style diff, paths shown in
// the session's tree (a/work/x for x in the mount at /work). With paths,
// only the changes at or below them.
func (s *Session) Diff(ctx context.Context, w io.Writer, paths ...string) error {
	for _, m := range s.mounts {
		if m.ov == nil {
			continue
		}
		// Renames as git shows them (a file moved, maybe edited, is one
		// rename rather than a deletion and an addition).
		opts := overlay.DiffOptions{Prefix: m.Path, Renames: true}
		if len(paths) > 0 {
			inner := pathsInMount(s.mounts, m.Path, paths)
			if len(inner) == 0 {
				continue
			}
			opts.Paths = inner
		}
		if err := m.ov.Diff(ctx, w, opts); err != nil {
			return fmt.Errorf("session %s: diff of %s: %w", s.id, m.Path, err)
		}
	}
	return nil
}

// pathsInMount maps absolute paths of the session's tree to paths inside
// the mount at mp: those at or below it and not inside a mount nested
// deeper; a path above the mount point selects the whole mount.
func pathsInMount(mounts []*sessionMount, mp string, paths []string) []string {
	var out []string
	for _, p := range paths {
		p = path.Clean("/" + p)
		if owner := mountOf(mounts, p); owner == mp {
			rel := strings.TrimPrefix(p, mp)
			if mp == "/" {
				rel = p
			}
			if rel == "" {
				rel = "/"
			}
			out = append(out, rel)
		} else if mp != "/" && under(mp, p) {
			out = append(out, "/")
		}
	}
	sort.Strings(out)
	return out
}

// mountOf returns the mount point owning p (the longest prefix).
func mountOf(mounts []*sessionMount, p string) string {
	best := "/"
	for _, m := range mounts {
		if under(p, m.Path) && len(m.Path) > len(best) {
			best = m.Path
		}
	}
	return best
}

// under reports whether q is p or below it.
func under(q, p string) bool {
	return p == "/" || q == p || strings.HasPrefix(q, p+"/")
}
