package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"

	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
)

// Stable error codes of the JSON API: {"error":{"code":...,"message":...}}.
const (
	codeBadRequest   = "bad_request"
	codeUnauthorized = "unauthorized"
	codeForbidden    = "forbidden"
	codeNotFound     = "not_found"
	codeReadOnly     = "read_only"
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
	// What a file operation (read_file, write_file, the file API) met in
	// the session's tree, said as the model can act on it.
	case errors.Is(err, vfs.ErrReadOnly):
		return http.StatusForbidden, codeReadOnly, fileMessage(err, "it is on a read-only mount; write under a writable folder such as /tmp or the working directory")
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, vfs.ErrNotDir):
		return http.StatusNotFound, codeNotFound, fileMessage(err, "")
	case errors.Is(err, vfs.ErrFileTooLarge), errors.Is(err, vfs.ErrNoSpace):
		return http.StatusRequestEntityTooLarge, codeTooLarge, fileMessage(err, "")
	case errors.Is(err, fs.ErrPermission), errors.Is(err, vfs.ErrNotPermitted):
		return http.StatusForbidden, codeForbidden, fileMessage(err, "")
	case errors.Is(err, vfs.ErrIsDir), errors.Is(err, vfs.ErrInvalid), errors.Is(err, vfs.ErrNameTooLong),
		errors.Is(err, vfs.ErrLoop), errors.Is(err, fs.ErrExist), errors.Is(err, vfs.ErrNotEmpty):
		return http.StatusBadRequest, codeBadRequest, fileMessage(err, "")
	default:
		return http.StatusInternalServerError, codeInternal, "internal error"
	}
}

// fileMessage says a file error as GNU tools do, "/tmp/x: No such file or
// directory", with a hint when there is one.
func fileMessage(err error, hint string) string {
	msg := vfs.Strerror(err)
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path != "" {
		msg = pe.Path + ": " + msg
	}
	if hint != "" {
		msg += " (" + hint + ")"
	}
	return msg
}

// checkPath refuses a file path the API cannot use: empty, or with a NUL
// byte (no file name can hold one).
func checkPath(path string) error {
	switch {
	case strings.Trim(path, "/") == "" && path != "/":
		return fmt.Errorf("%w: the path is empty", ErrBadRequest)
	case strings.IndexByte(path, 0) >= 0:
		return fmt.Errorf("%w: the path %q contains a NUL byte, which no file name can hold", ErrBadRequest, path)
	}
	return nil
}
