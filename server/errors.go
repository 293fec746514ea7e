package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
)

// Stable error codes of the JSON API: {"error":{"code":...,"message":...}}.
const (
	codeBadRequest   = "bad_request"
	codeUnauthorized = "unauthorized"
	codeForbidden    = "forbidden"
	codeNotFound     = "not_found"
	codeBusy         = "busy"
	codeTooLarge     = "too_large"
	codeConflict     = "conflict"
	codeUnavailable  = "unavailable"
	codeInternal     = "internal"
)

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, struct {
		Error apiError `json:"error"`
	}{apiError{code, msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client went away; nothing to tell it
}

// classify maps an error from Sessions or Reviews to a status, a code and
// the message the client sees. Internal errors are not shown in detail
// (they are logged).
func classify(err error) (status int, code, msg string) {
	var tooLarge *http.MaxBytesError
	var conflict *review.ConflictError
	switch {
	case errors.As(err, &tooLarge):
		return http.StatusRequestEntityTooLarge, codeTooLarge, "request body too large"
	case errors.Is(err, ErrBadRequest), errors.Is(err, ErrUnknownWorkspace), errors.Is(err, session.ErrUnknownWorkspace):
		return http.StatusBadRequest, codeBadRequest, err.Error()
	case errors.Is(err, ErrForbidden), errors.Is(err, session.ErrForbidden):
		return http.StatusForbidden, codeForbidden, "this conversation belongs to another token"
	case errors.Is(err, ErrNotFound), errors.Is(err, session.ErrNotFound), errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, codeNotFound, err.Error()
	case errors.Is(err, ErrBusy), errors.Is(err, session.ErrBusy):
		return http.StatusTooManyRequests, codeBusy, err.Error()
	case errors.As(err, &conflict), errors.Is(err, ErrConflict), errors.Is(err, review.ErrNotPending):
		return http.StatusConflict, codeConflict, err.Error()
	case errors.Is(err, errDraining), errors.Is(err, session.ErrClosed):
		return http.StatusServiceUnavailable, codeUnavailable, err.Error()
	case errors.Is(err, context.Canceled):
		return 499, codeUnavailable, "request cancelled"
	default:
		return http.StatusInternalServerError, codeInternal, "internal error"
	}
}
