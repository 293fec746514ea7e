package storeutil

import (
	"encoding/json"
	"errors"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/store"
)

// A history record is stored as JSON whose strings keep their bytes:
// a JSON string is UTF-8, so a string that is not (a command's binary
// output, a file name in another encoding) is stored as {"b64": …}.
// Records stored before that read as they are.

// rtext is a string of a stored record.
type rtext string

func (t rtext) MarshalJSON() ([]byte, error) {
	if utf8.ValidString(string(t)) {
		return json.Marshal(string(t))
	}
	return json.Marshal(struct {
		B64 []byte `json:"b64"`
	}{[]byte(t)})
}

func (t *rtext) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '{' {
		var v struct {
			B64 *[]byte `json:"b64"`
		}
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		if v.B64 == nil {
			return errors.New("a record's string object has no b64")
		}
		*t = rtext(*v.B64)
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	*t = rtext(s)
	return nil
}

// storedRecord is store.TurnRecord as stored (the same names).
type storedRecord struct {
	Session   rtext          `json:"session"`
	N         int64          `json:"n"`
	Time      time.Time      `json:"time"`
	Duration  time.Duration  `json:"duration"`
	Principal rtext          `json:"principal,omitempty"`
	Script    rtext          `json:"script"`
	ExitCode  int            `json:"exitCode"`
	Stdout    rtext          `json:"stdout,omitempty"`
	Stderr    rtext          `json:"stderr,omitempty"`
	Truncated bool           `json:"truncated,omitempty"`
	OutputCut bool           `json:"outputCut,omitempty"`
	Limits    []rtext        `json:"limits,omitempty"`
	Changes   []storedChange `json:"changes,omitempty"`
}

// storedChange is store.PathChange as stored.
type storedChange struct {
	Path         rtext  `json:"path"`
	BeforeMode   uint32 `json:"beforeMode,omitempty"`
	Before       string `json:"before,omitempty"`
	BeforeTarget rtext  `json:"beforeTarget,omitempty"`
	AfterMode    uint32 `json:"afterMode,omitempty"`
	After        string `json:"after,omitempty"`
	AfterTarget  rtext  `json:"afterTarget,omitempty"`
}

// EncodeRecord is a history record as stored.
func EncodeRecord(r *store.TurnRecord) ([]byte, error) {
	s := storedRecord{
		Session: rtext(r.Session), N: r.N, Time: r.Time, Duration: r.Duration, Principal: rtext(r.Principal),
		Script: rtext(r.Script), ExitCode: r.ExitCode, Stdout: rtext(r.Stdout), Stderr: rtext(r.Stderr),
		Truncated: r.Truncated, OutputCut: r.OutputCut,
	}
	for _, l := range r.Limits {
		s.Limits = append(s.Limits, rtext(l))
	}
	for _, c := range r.Changes {
		s.Changes = append(s.Changes, storedChange{Path: rtext(c.Path), BeforeMode: c.BeforeMode, Before: c.Before,
			BeforeTarget: rtext(c.BeforeTarget), AfterMode: c.AfterMode, After: c.After, AfterTarget: rtext(c.AfterTarget)})
	}
	return json.Marshal(s)
}

// DecodeRecord reads a stored history record.
func DecodeRecord(data []byte, r *store.TurnRecord) error {
	var s storedRecord
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	*r = store.TurnRecord{
		Session: string(s.Session), N: s.N, Time: s.Time, Duration: s.Duration, Principal: string(s.Principal),
		Script: string(s.Script), ExitCode: s.ExitCode, Stdout: string(s.Stdout), Stderr: string(s.Stderr),
		Truncated: s.Truncated, OutputCut: s.OutputCut,
	}
	for _, l := range s.Limits {
		r.Limits = append(r.Limits, string(l))
	}
	for _, c := range s.Changes {
		r.Changes = append(r.Changes, store.PathChange{Path: string(c.Path), BeforeMode: c.BeforeMode, Before: c.Before,
			BeforeTarget: string(c.BeforeTarget), AfterMode: c.AfterMode, After: c.After, AfterTarget: string(c.AfterTarget)})
	}
	return nil
}
