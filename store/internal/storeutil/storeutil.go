// Package storeutil holds what store/sqlite and store/postgres share: the
// checks on a turn before it is written, time encoding, names, and the
// code over their tables that differs only in SQL dialect (the reads, the
// migration, the rows the writes fill in).
package storeutil

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/store"
)

// Nanos encodes a time as Unix nanoseconds; the zero time is 0 (its own
// UnixNano would overflow).
func Nanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// Time decodes Nanos.
func Time(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}

// CheckTurn reports what makes a turn unfit to commit with a lease before
// anything is written.
func CheckTurn(l store.Lease, t *store.Turn) error {
	if t.Session.ID == "" {
		return fmt.Errorf("store: commit: empty session id")
	}
	if err := CheckText("session id, owner or workspace", t.Session.ID, t.Session.Owner, t.Session.Workspace); err != nil {
		return err
	}
	if l.Token != 0 && l.Session != t.Session.ID {
		return fmt.Errorf("store: commit: lease of session %q used for session %q: %w", l.Session, t.Session.ID, store.ErrLeaseLost)
	}
	return nil
}

// CheckBlob reports whether data's sha256 is hash (lower-case hex): a blob
// stored under a wrong name would be served to every session that has the
// right one.
func CheckBlob(hash string, data []byte) error {
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != hash {
		return fmt.Errorf("store: blob %.16q is not the sha256 of its %d bytes", hash, len(data))
	}
	return nil
}

// Hash is the name a content is stored under.
func Hash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// MissingBlob is the error for an entry whose blob is neither stored nor
// part of the turn.
func MissingBlob(e store.Entry) error {
	return fmt.Errorf("store: commit: entry %s %s refers to blob %.16s... that is not stored: %w", e.Mount, e.Path, e.Hash, store.ErrNotFound)
}

// LastPuts drops all but the last entry for each key, keeping the order of
// those kept: a turn that puts one path twice means its last version, and
// one statement may not write a row twice.
func LastPuts(puts []store.Entry) []store.Entry {
	seen := make(map[store.EntryKey]int, len(puts))
	dup := false
	for i, e := range puts {
		k := store.EntryKey{Mount: e.Mount, Path: e.Path}
		if _, ok := seen[k]; ok {
			dup = true
		}
		seen[k] = i
	}
	if !dup {
		return puts
	}
	out := make([]store.Entry, 0, len(seen))
	for i, e := range puts {
		if seen[store.EntryKey{Mount: e.Mount, Path: e.Path}] == i {
			out = append(out, e)
		}
	}
	return out
}

// CheckText refuses names and ids that are not UTF-8 text without NUL:
// PostgreSQL cannot store them as text, and both stores refuse the same.
func CheckText(what string, values ...string) error {
	for _, v := range values {
		if !utf8.ValidString(v) || strings.IndexByte(v, 0) >= 0 {
			return fmt.Errorf("store: %s %q is not UTF-8 text without NUL bytes", what, v)
		}
	}
	return nil
}

// ValidID reports whether id could name a stored record; lookups of any
// other are ErrNotFound.
func ValidID(id string) bool { return CheckText("", id) == nil }

// CheckProposal refuses a proposal whose indexed fields are not text.
func CheckProposal(p *store.Proposal) error {
	return CheckText("proposal id, session, workspace, status or decider", p.ID, p.Session, p.Workspace, string(p.Status), p.DecidedBy)
}

// CheckAudit refuses an audit entry whose names are not text.
func CheckAudit(a *store.AuditEntry) error {
	if a == nil {
		return nil
	}
	return CheckText("audit actor, action, proposal, session or workspace", a.Actor, a.Action, a.Proposal, a.Session, a.Workspace)
}
