package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/store"
)

// ExecBody is the body of POST /v1/conversations/{id}/exec.
type ExecBody struct {
	Script    string  `json:"script"`
	Stdin     string  `json:"stdin,omitempty"`
	Timeout   float64 `json:"timeout,omitempty"`   // seconds; 0 = the workspace's limit
	Workspace string  `json:"workspace,omitempty"` // for a new conversation; "" = the default
}

// ExecResult is the tool result, in the API and as the MCP tool's
// structured content.
type ExecResult struct {
	Stdout    string `json:"stdout"`
	Stderr    string `json:"stderr"`
	ExitCode  int    `json:"exitCode"`
	Truncated bool   `json:"truncated"`
}

func toExecResult(r computerwelt.Result) ExecResult {
	return ExecResult{Stdout: r.Stdout, Stderr: r.Stderr, ExitCode: r.ExitCode, Truncated: r.Truncated}
}

// decode reads a JSON body bounded by maxBody, refusing unknown fields and
// trailing data. The Content-Type is not checked (curl -d sends a form
// type): requests carry a bearer header, which a browser never adds on
// its own, so a cross-site form cannot reach here.
func (s *Server) decode(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, s.maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return err
		}
		if errors.Is(err, io.EOF) {
			return fmt.Errorf("%w: empty body, a JSON object was expected", ErrBadRequest)
		}
		return fmt.Errorf("%w: invalid JSON: %v", ErrBadRequest, err)
	}
	if dec.More() {
		return fmt.Errorf("%w: invalid JSON: data after the object", ErrBadRequest)
	}
	return nil
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	status, code, msg := classify(err)
	if status >= 500 && status != http.StatusServiceUnavailable {
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	writeError(w, status, code, msg)
}

func seconds(f float64) (time.Duration, error) {
	if f < 0 || f > MaxTimeout.Seconds() || f != f {
		return 0, fmt.Errorf("%w: timeout must be between 0 and %g seconds", ErrBadRequest, MaxTimeout.Seconds())
	}
	return time.Duration(f * float64(time.Second)), nil
}

func (s *Server) apiExec(w http.ResponseWriter, r *http.Request) {
	p, _ := PrincipalFrom(r.Context())
	var body ExecBody
	if err := s.decode(w, r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	timeout, err := seconds(body.Timeout)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	req := ExecRequest{
		Conversation: r.PathValue("id"),
		Workspace:    body.Workspace,
		Script:       body.Script,
	}
	if body.Stdin != "" {
		req.Stdin = strings.NewReader(body.Stdin)
	}
	if acceptsEventStream(r) {
		s.execSSE(w, r, p, req, timeout)
		return
	}
	res, err := s.exec(r.Context(), p, req, timeout)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toExecResult(res))
}

func acceptsEventStream(r *http.Request) bool {
	for _, v := range r.Header.Values("Accept") {
		for _, part := range strings.Split(v, ",") {
			if mt, _, _ := strings.Cut(strings.TrimSpace(part), ";"); mt == "text/event-stream" {
				return true
			}
		}
	}
	return false
}

// sseWriter sends what a stream writes as server-sent events: one
// `event: stdout` (or stderr) per write, its data a JSON string.
type sseWriter struct {
	mu    *sync.Mutex
	w     http.ResponseWriter
	rc    *http.ResponseController
	event string
}

func (e *sseWriter) Write(b []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := writeEvent(e.w, e.event, string(b)); err != nil {
		return 0, err
	}
	_ = e.rc.Flush()
	return len(b), nil
}

func writeEvent(w io.Writer, event string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, data)
	return err
}

// execSSE runs a turn streaming its output as events as it comes, then
// one `event: result` with the ExecResult (its stdout and stderr empty:
// they were sent) or one `event: error` with {code, message}.
func (s *Server) execSSE(w http.ResponseWriter, r *http.Request, p Principal, req ExecRequest, timeout time.Duration) {
	var mu sync.Mutex
	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	_ = rc.Flush()
	req.Stdout = &sseWriter{mu: &mu, w: w, rc: rc, event: "stdout"}
	req.Stderr = &sseWriter{mu: &mu, w: w, rc: rc, event: "stderr"}
	res, err := s.exec(r.Context(), p, req, timeout)
	mu.Lock()
	defer mu.Unlock()
	if err != nil {
		_, code, msg := classify(err)
		_ = writeEvent(w, "error", apiError{Code: code, Message: msg})
	} else {
		_ = writeEvent(w, "result", toExecResult(res))
	}
	_ = rc.Flush()
}

// conversation is the principal of an API request about the
// conversation its path names, and the conversation's id; a bad id
// fails the request (ok false).
func (s *Server) conversation(w http.ResponseWriter, r *http.Request) (p Principal, id string, ok bool) {
	p, _ = PrincipalFrom(r.Context())
	id = r.PathValue("id")
	if !validConversation(id) {
		s.fail(w, r, fmt.Errorf("%w: invalid conversation id %q", ErrBadRequest, id))
		return p, id, false
	}
	return p, id, true
}

func (s *Server) apiDiff(w http.ResponseWriter, r *http.Request) {
	p, id, ok := s.conversation(w, r)
	if !ok {
		return
	}
	var buf bytes.Buffer
	if err := s.sessions.Diff(r.Context(), p.Name, id, &buf); err != nil {
		s.fail(w, r, err)
		return
	}
	if r.URL.Query().Get("format") == "text" {
		w.Header().Set("Content-Type", "text/x-diff; charset=utf-8")
		w.Write(buf.Bytes())
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"conversation": id, "diff": buf.String()})
}

// FileBody is the JSON form of a file read or written through the API:
// Content is text when it is valid UTF-8, else base64 with Encoding
// "base64".
type FileBody struct {
	Path     string `json:"path,omitempty"`
	Content  string `json:"content"`
	Encoding string `json:"encoding,omitempty"`
}

func filePath(r *http.Request) string { return "/" + r.PathValue("path") }

func (s *Server) apiReadFile(w http.ResponseWriter, r *http.Request) {
	p, id, ok := s.conversation(w, r)
	if !ok {
		return
	}
	if err := checkPath(r.PathValue("path")); err != nil {
		s.fail(w, r, err)
		return
	}
	data, err := s.readFile(r, p, id, filePath(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, encodeFile(filePath(r), data))
}

func (s *Server) readFile(r *http.Request, p Principal, id, path string) ([]byte, error) {
	if err := s.begin(); err != nil {
		return nil, err
	}
	defer s.end()
	return s.sessions.ReadFile(r.Context(), p.Name, id, path)
}

func encodeFile(path string, data []byte) FileBody {
	if utf8.Valid(data) {
		return FileBody{Path: path, Content: string(data)}
	}
	return FileBody{Path: path, Content: base64Std(data), Encoding: "base64"}
}

func (s *Server) apiWriteFile(w http.ResponseWriter, r *http.Request) {
	p, id, ok := s.conversation(w, r)
	if !ok {
		return
	}
	if err := checkPath(r.PathValue("path")); err != nil {
		s.fail(w, r, err)
		return
	}
	var body FileBody
	if err := s.decode(w, r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	data, err := decodeFile(body)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.begin(); err != nil {
		s.fail(w, r, err)
		return
	}
	defer s.end()
	if err := s.sessions.WriteFile(r.Context(), p.Name, id, filePath(r), data); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"path": filePath(r), "bytes": len(data)})
}

func decodeFile(b FileBody) ([]byte, error) {
	switch b.Encoding {
	case "":
		return []byte(b.Content), nil
	case "base64":
		data, err := base64Decode(b.Content)
		if err != nil {
			return nil, fmt.Errorf("%w: content is not valid base64: %v", ErrBadRequest, err)
		}
		return data, nil
	default:
		return nil, fmt.Errorf("%w: unknown encoding %q (\"\" or \"base64\")", ErrBadRequest, b.Encoding)
	}
}

func (s *Server) needReviews(w http.ResponseWriter, r *http.Request) bool {
	if s.reviews == nil {
		writeError(w, http.StatusNotFound, codeNotFound, "review is not configured on this server")
		return false
	}
	return true
}

func (s *Server) apiProposals(w http.ResponseWriter, r *http.Request) {
	if !s.needReviews(w, r) {
		return
	}
	q := r.URL.Query()
	f := store.ProposalFilter{
		Session:   q.Get("session"),
		Workspace: q.Get("workspace"),
		Status:    store.ProposalStatus(q.Get("status")),
	}
	switch f.Status {
	case "", store.Pending, store.Approved, store.Rejected:
	default:
		s.fail(w, r, fmt.Errorf("%w: status must be pending, approved or rejected", ErrBadRequest))
		return
	}
	if l := q.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 0 {
			s.fail(w, r, fmt.Errorf("%w: limit must be a non-negative integer", ErrBadRequest))
			return
		}
		f.Limit = n
	}
	list, err := s.reviews.List(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"proposals": list})
}

func (s *Server) apiProposal(w http.ResponseWriter, r *http.Request) {
	if !s.needReviews(w, r) {
		return
	}
	p, err := s.reviews.Show(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (s *Server) apiApprove(w http.ResponseWriter, r *http.Request) {
	if !s.needReviews(w, r) {
		return
	}
	who, _ := PrincipalFrom(r.Context())
	p, err := s.reviews.Approve(r.Context(), r.PathValue("id"), who.Name)
	if err != nil && p.Status == store.Approved {
		// Applied and recorded; only telling the session failed (it
		// keeps showing the change until its next resume).
		s.log.Warn("proposal approved with an error", "proposal", p.ID, "err", err)
		err = nil
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.log.Info("proposal approved", "proposal", r.PathValue("id"), "by", who.Name)
	writeJSON(w, http.StatusOK, p)
}

// RejectBody is the optional body of POST /v1/proposals/{id}/reject.
type RejectBody struct {
	Reason string `json:"reason"`
}

func (s *Server) apiReject(w http.ResponseWriter, r *http.Request) {
	if !s.needReviews(w, r) {
		return
	}
	who, _ := PrincipalFrom(r.Context())
	var body RejectBody
	if r.ContentLength != 0 {
		if err := s.decode(w, r, &body); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	p, err := s.reviews.Reject(r.Context(), r.PathValue("id"), who.Name, body.Reason)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.log.Info("proposal rejected", "proposal", r.PathValue("id"), "by", who.Name)
	writeJSON(w, http.StatusOK, p)
}
