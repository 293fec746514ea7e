package server

import (
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
)

// TurnHistory reads the recorded turns of conversations. A Sessions
// that is one is used; else WithHistory gives it (a worker pool's
// supervisor reads the store itself: no worker needed).
type TurnHistory interface {
	// Turns returns owner's conversation's records (ErrNotFound,
	// ErrForbidden as Diff).
	Turns(ctx context.Context, owner, conversation string, f store.TurnFilter) ([]store.TurnRecord, error)
}

// WithHistory serves GET /v1/conversations/{id}/turns from h.
func WithHistory(h TurnHistory) Option {
	return func(s *Server) error {
		s.history = h
		return nil
	}
}

// ManagerHistory reads the history from a session.Manager's store.
func ManagerHistory(m *session.Manager) TurnHistory { return managerSessions{m} }

func (a managerSessions) Turns(ctx context.Context, owner, id string, f store.TurnFilter) ([]store.TurnRecord, error) {
	return a.m.Turns(ctx, id, f, session.AsOwner(owner))
}

// Bounds of a page of turns.
const (
	DefaultTurnsPage = 50
	MaxTurnsPage     = 200
)

// TurnBody is one recorded turn in the API.
type TurnBody struct {
	N          int64     `json:"n"`
	Time       time.Time `json:"time"`
	DurationMs float64   `json:"durationMs"`
	Principal  string    `json:"principal,omitempty"`
	Script     string    `json:"script"`
	ExitCode   int       `json:"exitCode"`
	Stdout     string    `json:"stdout"`
	Stderr     string    `json:"stderr"`
	// StdoutBytes and StderrBytes (base64) are the output's bytes when
	// they are not UTF-8 (Stdout and Stderr then have U+FFFD for the
	// bytes that are not).
	StdoutBytes []byte       `json:"stdoutBytes,omitempty"`
	StderrBytes []byte       `json:"stderrBytes,omitempty"`
	Truncated   bool         `json:"truncated"`
	OutputCut   bool         `json:"outputCut"`
	Limits      []string     `json:"limits"`
	Changes     []ChangeBody `json:"changes"`
}

// ChangeBody is a path a turn changed: kind (added, modified, deleted,
// type changed), modes in octal ("" = absent) and content hashes.
type ChangeBody struct {
	Path       string `json:"path"`
	Kind       string `json:"kind"`
	BeforeMode string `json:"beforeMode,omitempty"`
	Before     string `json:"before,omitempty"`
	AfterMode  string `json:"afterMode,omitempty"`
	After      string `json:"after,omitempty"`
	// A symlink's target before and after (when known).
	BeforeTarget string `json:"beforeTarget,omitempty"`
	AfterTarget  string `json:"afterTarget,omitempty"`
}

// TurnsPage is a page of GET /v1/conversations/{id}/turns: turns after
// the query's `after`, oldest first; Next is the `after` of the next page
// (0 when this one is the last).
type TurnsPage struct {
	Conversation string     `json:"conversation"`
	Turns        []TurnBody `json:"turns"`
	Next         int64      `json:"next,omitempty"`
}

func toTurnBody(r store.TurnRecord) TurnBody {
	b := TurnBody{
		N: r.N, Time: r.Time.UTC(), DurationMs: float64(r.Duration) / float64(time.Millisecond), Principal: r.Principal,
		Script: r.Script, ExitCode: r.ExitCode, Stdout: r.Stdout, Stderr: r.Stderr, Truncated: r.Truncated,
		OutputCut: r.OutputCut, Limits: r.Limits, Changes: []ChangeBody{},
	}
	if b.Limits == nil {
		b.Limits = []string{}
	}
	if !utf8.ValidString(r.Stdout) {
		b.StdoutBytes = []byte(r.Stdout)
	}
	if !utf8.ValidString(r.Stderr) {
		b.StderrBytes = []byte(r.Stderr)
	}
	mode := func(m uint32) string {
		if m == 0 {
			return ""
		}
		return fmt.Sprintf("%o", uint32(fs.FileMode(m).Perm())|typeBits(fs.FileMode(m)))
	}
	for _, c := range r.Changes {
		kind := "modified"
		switch {
		case c.BeforeMode == 0:
			kind = "added"
		case c.AfterMode == 0:
			kind = "deleted"
		case fs.FileMode(c.BeforeMode).Type() != fs.FileMode(c.AfterMode).Type():
			kind = "type changed"
		}
		b.Changes = append(b.Changes, ChangeBody{Path: c.Path, Kind: kind, BeforeMode: mode(c.BeforeMode), Before: c.Before,
			AfterMode: mode(c.AfterMode), After: c.After, BeforeTarget: c.BeforeTarget, AfterTarget: c.AfterTarget})
	}
	return b
}

// typeBits are git's type bits of a mode (100644, 040755, 120000).
func typeBits(m fs.FileMode) uint32 {
	switch {
	case m.IsDir():
		return 0o40000
	case m&fs.ModeSymlink != 0:
		return 0o120000
	}
	return 0o100000
}

func (s *Server) turnHistory() TurnHistory {
	if s.history != nil {
		return s.history
	}
	h, _ := s.sessions.(TurnHistory)
	return h
}

// historyOf is the history the server reads, or fails the request
// when it keeps none.
func (s *Server) historyOf(w http.ResponseWriter, r *http.Request) (TurnHistory, bool) {
	h := s.turnHistory()
	if h == nil {
		s.fail(w, r, fmt.Errorf("%w: this server keeps no history", ErrNotFound))
		return nil, false
	}
	return h, true
}

func (s *Server) apiTurns(w http.ResponseWriter, r *http.Request) {
	p, id, ok := s.conversation(w, r)
	if !ok {
		return
	}
	h, ok := s.historyOf(w, r)
	if !ok {
		return
	}
	q := r.URL.Query()
	after, limit := int64(0), DefaultTurnsPage
	if v := q.Get("after"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			s.fail(w, r, fmt.Errorf("%w: after must be a turn number, got %q", ErrBadRequest, v))
			return
		}
		after = n
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxTurnsPage {
			s.fail(w, r, fmt.Errorf("%w: limit must be from 1 to %d, got %q", ErrBadRequest, MaxTurnsPage, v))
			return
		}
		limit = n
	}
	// One more than asked tells whether there is a next page.
	rs, err := h.Turns(r.Context(), p.Name, id, store.TurnFilter{From: after + 1, Limit: limit + 1})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := TurnsPage{Conversation: id, Turns: []TurnBody{}}
	for i, rec := range rs {
		if i == limit {
			page.Next = rs[i-1].N
			break
		}
		page.Turns = append(page.Turns, toTurnBody(rec))
	}
	writeJSON(w, http.StatusOK, page)
}

func (s *Server) apiTurn(w http.ResponseWriter, r *http.Request) {
	p, id, ok := s.conversation(w, r)
	if !ok {
		return
	}
	n, err := strconv.ParseInt(r.PathValue("n"), 10, 64)
	if err != nil || n < 1 {
		s.fail(w, r, fmt.Errorf("%w: invalid turn number %q", ErrBadRequest, r.PathValue("n")))
		return
	}
	h, ok := s.historyOf(w, r)
	if !ok {
		return
	}
	rs, err := h.Turns(r.Context(), p.Name, id, store.TurnFilter{From: n, To: n})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if len(rs) == 0 {
		s.fail(w, r, fmt.Errorf("%w: conversation %s has no turn %d on record", ErrNotFound, id, n))
		return
	}
	writeJSON(w, http.StatusOK, toTurnBody(rs[0]))
}
