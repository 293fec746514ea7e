// Package storeutil holds what store/sqlite and store/postgres share: the
// checks on a turn before it is written, time encoding, and names.
package storeutil

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

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
