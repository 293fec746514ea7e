package worker

import (
	"context"
	"errors"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/server"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
)

// Error codes on the wire, one per error the server tells apart.
const (
	codeBusy         = "busy"
	codeForbidden    = "forbidden"
	codeNotFound     = "not_found"
	codeWorkspace    = "unknown_workspace"
	codeConflict     = "conflict"
	codeBadRequest   = "bad_request"
	codeClosed       = "closed"
	codeCanceled     = "canceled"
	codeDeadline     = "deadline"
	codeInternal     = "internal"
	codeUnknownOp    = "unknown_op"
	codeReentrant    = "reentrant"
	codeTestHookUsed = "test_hook"
)

// toWire encodes err for the supervisor.
func toWire(err error) *wireError {
	if err == nil {
		return nil
	}
	var conflict *review.ConflictError
	code := codeInternal
	switch {
	case errors.Is(err, server.ErrBadRequest):
		code = codeBadRequest
	case errors.Is(err, server.ErrUnknownWorkspace), errors.Is(err, session.ErrUnknownWorkspace):
		code = codeWorkspace
	case errors.Is(err, server.ErrForbidden), errors.Is(err, session.ErrForbidden):
		code = codeForbidden
	case errors.Is(err, server.ErrNotFound), errors.Is(err, session.ErrNotFound), errors.Is(err, store.ErrNotFound):
		code = codeNotFound
	case errors.Is(err, server.ErrBusy), errors.Is(err, session.ErrBusy):
		code = codeBusy
	case errors.As(err, &conflict), errors.Is(err, server.ErrConflict):
		code = codeConflict
	case errors.Is(err, session.ErrClosed):
		code = codeClosed
	case errors.Is(err, session.ErrReentrant):
		code = codeReentrant
	case errors.Is(err, context.DeadlineExceeded):
		code = codeDeadline
	case errors.Is(err, context.Canceled):
		code = codeCanceled
	}
	return &wireError{Code: code, Message: err.Error()}
}

// remoteError is an error a worker returned: errors.Is finds the
// sentinel of its code, so the server classifies it as it would the
// in-process error.
type remoteError struct{ w wireError }

func (e *remoteError) Error() string { return e.w.Message }

func (e *remoteError) Is(target error) bool {
	switch e.w.Code {
	case codeBusy:
		return target == server.ErrBusy || target == session.ErrBusy
	case codeForbidden:
		return target == server.ErrForbidden || target == session.ErrForbidden
	case codeNotFound:
		return target == server.ErrNotFound || target == session.ErrNotFound
	case codeWorkspace:
		return target == server.ErrUnknownWorkspace || target == session.ErrUnknownWorkspace
	case codeConflict:
		return target == server.ErrConflict
	case codeBadRequest, codeUnknownOp:
		return target == server.ErrBadRequest
	case codeClosed:
		return target == session.ErrClosed
	case codeReentrant:
		return target == session.ErrReentrant
	case codeDeadline:
		return target == context.DeadlineExceeded
	case codeCanceled:
		return target == context.Canceled
	}
	return false
}

func fromWire(w *wireError) error {
	if w == nil {
		return nil
	}
	return &remoteError{*w}
}
