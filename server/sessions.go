package server

import (
	"context"
	"errors"
	"io"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/store"
)

// Sessions runs the turns of conversations. The server needs only this of
// session.Manager; ManagerSessions adapts a Manager, and tests use fakes.
//
// Owner is the principal (token name) the request comes from: a
// conversation created by one owner is not reachable by another
// (ErrForbidden).
type Sessions interface {
	// Exec runs one turn; an unknown conversation is created.
	Exec(ctx context.Context, req ExecRequest) (computerwelt.Result, error)
	// Diff writes a git-style diff of what the conversation changed
	// (ErrNotFound for an unknown conversation).
	Diff(ctx context.Context, owner, conversation string, w io.Writer) error
	// ReadFile and WriteFile are conveniences over one turn each.
	ReadFile(ctx context.Context, owner, conversation, path string) ([]byte, error)
	WriteFile(ctx context.Context, owner, conversation, path string, data []byte) error
}

// ExecRequest is one turn.
type ExecRequest struct {
	Conversation string
	Owner        string
	Workspace    string // "" = the default workspace
	Script       string
	Stdin        io.Reader // nil = empty
	// Stdout and Stderr, when not nil, receive the output as it is
	// produced; the Result's Stdout and Stderr are then empty.
	Stdout, Stderr io.Writer
}

// Reviews lists and decides proposals; *review.Reviewer is one, and so
// it is the review page's web.Reviewer too.
type Reviews interface {
	List(ctx context.Context, f store.ProposalFilter) ([]review.Proposal, error)
	Show(ctx context.Context, id string) (review.Proposal, error)
	Approve(ctx context.Context, id, approver string) (review.Proposal, error)
	Reject(ctx context.Context, id, approver, reason string) (review.Proposal, error)
}

// Errors a Sessions or Reviews may return (wrapped; the server tests them
// with errors.Is and answers with the matching code). The errors of the
// session, review and store packages are recognised as well.
var (
	ErrBusy             = errors.New("conversation is busy")
	ErrForbidden        = errors.New("conversation belongs to another principal")
	ErrNotFound         = errors.New("not found")
	ErrUnknownWorkspace = errors.New("unknown workspace")
	ErrConflict         = errors.New("conflict")
	ErrBadRequest       = errors.New("bad request")
)

// SessionGauges is optionally implemented by a Sessions to feed the
// metrics of sessions in memory.
type SessionGauges interface {
	InMemory() int
}

// Readier is optionally implemented by a Sessions: /readyz fails while
// Ready does (e.g. the store is unreachable).
type Readier interface {
	Ready(ctx context.Context) error
}
