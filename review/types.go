// Package review is the hand-over between a model's session and the data
// it works on: the model edits its own copy (a session's overlay), runs
// the workspace's validators with `check`, and stages its change with
// `submit -m MESSAGE`, which refuses while a validator fails. A staged
// change is a Proposal: the change list, the unified diff, the base hashes
// it was made against, the validator results and the new contents (as
// blobs in the store). Only a person approves one, host-side, through a
// Reviewer (the CLI, the review page or the server's admin API): Approve
// re-checks the base hashes against the writable target, writes each file
// atomically from the proposal's stored contents (never from the live
// overlay), records the decision in the store's append-only audit log and
// tells the session that its overlay now matches the base for those
// paths. Nothing of the Reviewer is reachable from inside the sandbox.
package review

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// Errors of the Reviewer (wrapped; test with errors.Is).
var (
	// ErrNotPending: the proposal was approved or rejected already.
	ErrNotPending = errors.New("review: proposal is not pending")
	// ErrNoTarget: the workspace or mount of a change is unknown, or has
	// nowhere to write to.
	ErrNoTarget = errors.New("review: no writable target")
)

// Result is one validator's outcome.
type Result struct {
	Name string `json:"name"`
	OK   bool   `json:"ok"`
	// Skipped: none of the changed paths matched its path filter.
	Skipped bool `json:"skipped,omitempty"`
	// Output is what it printed (stdout and stderr interleaved, or the
	// Go function's output and error), cut at MaxOutputBytes.
	Output   string        `json:"output"`
	Duration time.Duration `json:"duration"`
}

// Change kinds, as in Change.Kind.
const (
	Added       = "added"
	Modified    = "modified"
	Deleted     = "deleted"
	TypeChanged = "typechanged"
)

// Change is one changed path of a proposal.
type Change struct {
	// Mount is the mount point the path belongs to ("/" for the root),
	// Path the path inside it.
	Mount string `json:"mount"`
	Path  string `json:"path"`
	Kind  string `json:"kind"` // Added, Modified, Deleted or TypeChanged
	// Mode is the new io/fs.FileMode bits (type and permissions; 0 when
	// deleted), OldMode the base's (0 when added).
	Mode    uint32 `json:"mode"`
	OldMode uint32 `json:"old_mode"`
	// BaseHash is the sha256 (hex) of the base's content or symlink target
	// the change was made against ("" when added, for directories, and for
	// base files that could not be read). Hash is the new content's ("" when
	// deleted and for directories); the store keeps that content as a blob.
	BaseHash string `json:"base_hash,omitempty"`
	Hash     string `json:"hash,omitempty"`
	// Binary: the new or old content has a NUL byte in its first 8000
	// bytes (git's rule); the diff summarises it.
	Binary bool `json:"binary,omitempty"`
	// Size is the new content's size in bytes.
	Size int64 `json:"size"`
}

// FullPath is the path as the sandbox sees it: the mount point joined
// with Path ("/work" + "/a.txt" = "/work/a.txt").
func (c Change) FullPath() string { return joinMount(c.Mount, c.Path) }

// FileMode returns Mode as an fs.FileMode; OldFileMode the same for OldMode.
func (c Change) FileMode() fs.FileMode    { return fs.FileMode(c.Mode) }
func (c Change) OldFileMode() fs.FileMode { return fs.FileMode(c.OldMode) }

func joinMount(mount, p string) string {
	if mount == "/" || mount == "" {
		return p
	}
	if p == "/" {
		return mount
	}
	return mount + p
}

// Proposal is a staged change and, once decided, its decision.
type Proposal struct {
	ID        string               `json:"id"`
	Session   string               `json:"session"`
	Workspace string               `json:"workspace"`
	Message   string               `json:"message"`
	Status    store.ProposalStatus `json:"status"`
	Created   time.Time            `json:"created"`
	Changes   []Change             `json:"changes"`
	// Diff is the git-style unified diff of the change, paths shown with
	// their mount prefix (a/work/x), as the session's Diff writes it.
	Diff      string    `json:"diff"`
	Results   []Result  `json:"results"`
	DecidedBy string    `json:"decided_by,omitempty"`
	DecidedAt time.Time `json:"decided_at,omitzero"`
	// Reason is the reviewer's reason for a rejection.
	Reason string `json:"reason,omitempty"`
	// Turns is the range of the session's turns the proposal was built
	// from: those after the session's previous proposal, up to the turn
	// that submitted it. Provenance lists, for each changed file (by
	// FullPath), the recorded turns of that range that changed it, in
	// order, with their scripts: how the change came to be.
	Turns      TurnRange             `json:"turns,omitzero"`
	Provenance map[string][]FileTurn `json:"provenance,omitempty"`
}

// TurnRange is a range of a session's turns, both ends included.
type TurnRange struct {
	From int64 `json:"from"`
	To   int64 `json:"to"`
}

// String is "turns 3-7" (or "turn 3").
func (r TurnRange) String() string {
	if r.From == r.To {
		return fmt.Sprintf("turn %d", r.From)
	}
	return fmt.Sprintf("turns %d-%d", r.From, r.To)
}

// FileTurn is a turn that changed a file of a proposal.
type FileTurn struct {
	Turn   int64     `json:"turn"`
	Time   time.Time `json:"time"`
	Script string    `json:"script"` // cut at MaxProvenanceScript bytes
}

// Bounds of a proposal's provenance.
const (
	MaxProvenanceScript = 4 << 10
	MaxProvenanceTurns  = 20  // per file, the latest
	maxProvenanceRead   = 200 // history records read at submit
)

// ConflictError is Approve's refusal: the target no longer holds what
// the proposal was made against (or already holds something where it
// adds). Nothing was written and the proposal stays pending.
type ConflictError struct {
	// Paths are the conflicting paths (mount-prefixed), Reasons says why,
	// one per path.
	Paths   []string
	Reasons []string
}

func (e *ConflictError) Error() string {
	var b strings.Builder
	b.WriteString("review: the target changed since the proposal was made: ")
	for i, p := range e.Paths {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s (%s)", p, e.Reasons[i])
	}
	return b.String()
}
