// Package store persists what sessions changed, and the review records
// built on them, behind one interface with two implementations: embedded
// SQLite (store/sqlite, the default) and PostgreSQL (store/postgres, for
// several servers sharing sessions). store/storetest is the contract suite
// both run.
//
// The store knows nothing of shells or overlays: a session is a record with
// opaque state bytes, and a set of path entries (opaque bytes each, plus the
// hash of the content they refer to); contents are blobs addressed by their
// sha256, written once and shared by every session and turn that has them.
package store

import (
	"context"
	"errors"
	"time"
)

// Errors the implementations return (wrapped, test with errors.Is).
var (
	// ErrNotFound: no session, proposal or blob of that id.
	ErrNotFound = errors.New("store: not found")
	// ErrExists: a session or proposal with that id exists already.
	ErrExists = errors.New("store: already exists")
	// ErrLeaseHeld: another holder has a lease on the session that has not
	// expired.
	ErrLeaseHeld = errors.New("store: session is leased by another holder")
	// ErrLeaseLost: the lease given to Commit or Renew is no longer the
	// session's current lease (it expired and someone else took it): the
	// turn must not be persisted.
	ErrLeaseLost = errors.New("store: lease lost")
	// ErrConflict: UpdateProposal's function refused the change.
	ErrConflict = errors.New("store: conflict")
	// ErrSchemaNewer: the database was migrated by a newer version of the
	// program; this one refuses to use it rather than misread it.
	ErrSchemaNewer = errors.New("store: database schema is newer than this program")
)

// Session is a conversation's persisted record.
type Session struct {
	ID        string // the conversation id
	Owner     string // the principal (token name) that owns it; "" = none
	Workspace string // name of the workspace it was created from
	Created   time.Time
	LastUsed  time.Time
	Turns     int64
	// State is the session's own encoding of its shell state (working
	// directory, variables, functions, options...), opaque to the store.
	State []byte
	// Bytes is the total size of the blobs its entries refer to, kept by
	// the session for listings (the store does not compute it).
	Bytes int64
	// Entries is the number of entries, kept by the store.
	Entries int64
}

// Entry is one path recorded for a session: Mount is the mount point it
// belongs to ("/" for the root), Path the path inside that mount. Data is
// the session's own encoding of the entry (type, mode, times, whiteout...);
// Hash, when not "", names the blob with its content, which must be stored
// before or in the same Commit.
type Entry struct {
	Mount string
	Path  string
	Data  []byte
	Hash  string
}

// EntryKey names an entry.
type EntryKey struct{ Mount, Path string }

// Lease is a time-bounded right to run turns of a session. Token increases
// with every new lease of a session (a fencing token): Commit and Renew
// refuse a lease whose token is no longer the current one.
type Lease struct {
	Session string
	Holder  string
	Token   int64
	Expires time.Time
}

// Turn is what one turn changed, committed in one transaction.
type Turn struct {
	// Session is the new record (State, LastUsed, Turns, Bytes; ID must
	// match; Created and Owner are kept from the existing record when it
	// exists, and set from here when the session is new).
	Session Session
	// Blobs are contents by sha256 (hex); the store skips those it has.
	Blobs map[string][]byte
	// Put adds or replaces entries; Delete removes them; Reset, when true,
	// removes every entry of the session first (a reset or a full rewrite).
	Put    []Entry
	Delete []EntryKey
	Reset  bool
	// Record, when not nil, is appended to the session's history in the
	// same transaction (its Session and N must be Session's ID and
	// Turns). Then the oldest records past Retain are dropped.
	Record *TurnRecord
	Retain Retention
}

// TurnRecord is one turn in a session's history: what ran, what came
// out (bounded), and which paths it changed, from what to what. The
// store keeps every string's bytes, UTF-8 or not.
type TurnRecord struct {
	Session string `json:"session"`
	// N is the turn's number: the session's Turns after it.
	N         int64         `json:"n"`
	Time      time.Time     `json:"time"` // when it started
	Duration  time.Duration `json:"duration"`
	Principal string        `json:"principal,omitempty"` // the token name it ran for
	Script    string        `json:"script"`
	ExitCode  int           `json:"exitCode"`
	// Stdout and Stderr are the output, cut to the session's bound;
	// Truncated says the sandbox cut the result itself (its output
	// limit), OutputCut that the record keeps less than the result had.
	Stdout    string `json:"stdout,omitempty"`
	Stderr    string `json:"stderr,omitempty"`
	Truncated bool   `json:"truncated,omitempty"`
	OutputCut bool   `json:"outputCut,omitempty"`
	// Limits names the limits the turn hit (e.g. "Timeout",
	// "MaxOutputBytes").
	Limits  []string     `json:"limits,omitempty"`
	Changes []PathChange `json:"changes,omitempty"`
	// Bytes is the record's size as the store counts it for the
	// retention (set by the store).
	Bytes int64 `json:"-"`
}

// PathChange is one path a turn changed: its mode (0 = absent) and
// content hash (sha256 hex of a file's content or a symlink's target; ""
// for a directory or nothing) before and after the turn, and a
// symlink's target itself.
type PathChange struct {
	Path         string `json:"path"`
	BeforeMode   uint32 `json:"beforeMode,omitempty"`
	Before       string `json:"before,omitempty"`
	BeforeTarget string `json:"beforeTarget,omitempty"`
	AfterMode    uint32 `json:"afterMode,omitempty"`
	After        string `json:"after,omitempty"`
	AfterTarget  string `json:"afterTarget,omitempty"`
}

// Retention bounds a session's history: at most Turns records and Bytes
// of them (the newest are kept; zero fields take DefaultRetention's).
type Retention struct {
	Turns int
	Bytes int64
}

// DefaultRetention is the history kept when a Retention field is zero.
var DefaultRetention = Retention{Turns: 1000, Bytes: 64 << 20}

// WithDefaults fills r's zero fields from DefaultRetention.
func (r Retention) WithDefaults() Retention {
	if r.Turns <= 0 {
		r.Turns = DefaultRetention.Turns
	}
	if r.Bytes <= 0 {
		r.Bytes = DefaultRetention.Bytes
	}
	return r
}

// TurnFilter selects history records of a session: numbers in [From, To]
// (zero = open), oldest first unless Newest, at most Limit (0 = all
// that are kept).
type TurnFilter struct {
	From, To int64
	Newest   bool
	Limit    int
}

// ListOptions filter List.
type ListOptions struct {
	Owner     string    // "" = any
	Workspace string    // "" = any
	IdleSince time.Time // zero = any; else only sessions with LastUsed before it
	Limit     int       // 0 = no limit
}

// ProposalStatus is the state of a proposal.
type ProposalStatus string

// Proposal states.
const (
	Pending  ProposalStatus = "pending"
	Approved ProposalStatus = "approved"
	Rejected ProposalStatus = "rejected"
)

// Proposal is a staged change awaiting review. Body is the review
// package's encoding of the change list, diff, base hashes and validator
// results; the store keeps it opaque and indexes the fields beside it.
type Proposal struct {
	ID        string
	Session   string
	Workspace string
	Message   string
	Status    ProposalStatus
	Created   time.Time
	DecidedBy string
	DecidedAt time.Time
	Reason    string
	Body      []byte
}

// ProposalFilter selects proposals (zero fields match all).
type ProposalFilter struct {
	Session   string
	Workspace string
	Status    ProposalStatus
	Limit     int
}

// AuditEntry is one line of the append-only audit log. Seq is assigned by
// the store.
type AuditEntry struct {
	Seq       int64
	Time      time.Time
	Actor     string
	Action    string // "approve", "reject", ...
	Proposal  string
	Session   string
	Workspace string
	Detail    string // e.g. the applied paths or the reason
}

// AuditFilter selects audit entries (zero fields match all); AfterSeq
// returns entries with a larger Seq, in ascending order.
type AuditFilter struct {
	Workspace string
	Proposal  string
	AfterSeq  int64
	Limit     int
}

// Store is implemented by store/sqlite and store/postgres. All methods are
// safe for concurrent use, by several goroutines and (for PostgreSQL, and
// SQLite on one host) several processes.
type Store interface {
	// Session returns a session's record (ErrNotFound).
	Session(ctx context.Context, id string) (Session, error)
	// Entries calls fn for each entry of a session, ordered by Mount then
	// Path (byte-wise), streaming (it must not load them all into memory
	// at once); ErrNotFound if the session does not exist. The entries are
	// one consistent snapshot, read while fn runs: fn may call the store,
	// but keep it short (it holds a database connection).
	Entries(ctx context.Context, id string, fn func(Entry) error) error
	// Blob returns a content by its sha256 (ErrNotFound).
	Blob(ctx context.Context, hash string) ([]byte, error)
	// Commit persists a turn atomically: either all of it or nothing. With
	// a non-zero lease it fails with ErrLeaseLost unless the lease is the
	// session's current one and has not expired. It creates the session
	// record if it does not exist. Contents that no session or proposal
	// refers to after the turn (the old versions of files it replaced or
	// deleted) may be removed: a later turn that needs one again brings it.
	Commit(ctx context.Context, lease Lease, t Turn) error
	// Sessions lists session records, most recently used first.
	Sessions(ctx context.Context, opts ListOptions) ([]Session, error)
	// Fork copies a session's record and entries under a new id (blobs are
	// shared); ErrExists if to exists, ErrNotFound if from does not.
	Fork(ctx context.Context, from, to, owner string) error
	// DeleteSession removes a session, its entries and its lease. Blobs no
	// longer referenced by any session or proposal may be removed too.
	DeleteSession(ctx context.Context, id string) error

	// Acquire takes the session's lease for holder for ttl: it succeeds if
	// nobody holds it, it expired, or holder holds it already (a renewal
	// with a new token); else ErrLeaseHeld. The session need not exist.
	Acquire(ctx context.Context, session, holder string, ttl time.Duration) (Lease, error)
	// Renew extends a lease still held (ErrLeaseLost otherwise).
	Renew(ctx context.Context, l Lease, ttl time.Duration) (Lease, error)
	// Release gives a lease up (no error if already lost).
	Release(ctx context.Context, l Lease) error

	// PutProposal stores a new proposal (ErrExists); blobs it refers to
	// are stored with it.
	PutProposal(ctx context.Context, p Proposal, blobs map[string][]byte) error
	// Proposal returns one proposal (ErrNotFound).
	Proposal(ctx context.Context, id string) (Proposal, error)
	// Proposals lists proposals, newest first.
	Proposals(ctx context.Context, f ProposalFilter) ([]Proposal, error)
	// UpdateProposal reads a proposal, lets fn change it, and writes it
	// back and appends audit (if not nil) in one transaction, with the row
	// locked against concurrent updates. An error from fn aborts it.
	UpdateProposal(ctx context.Context, id string, fn func(*Proposal) error, audit *AuditEntry) error
	// Audit returns audit entries in ascending Seq order.
	Audit(ctx context.Context, f AuditFilter) ([]AuditEntry, error)

	// Turns returns a session's history records (none for an unknown
	// session). The contents their hashes name are kept while the
	// record is: Blob finds those the session's entries had.
	Turns(ctx context.Context, session string, f TurnFilter) ([]TurnRecord, error)

	Close() error
}
