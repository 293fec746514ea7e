package session

import (
	"crypto/sha256"
	"encoding/hex"

	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// recordHash is the blob a record refers to: a regular file's content.
func recordHash(r overlay.Record) string {
	if r.Type != overlay.TypeFile {
		return ""
	}
	return r.Hash
}

// recordSize is the size of a record's content.
func recordSize(r overlay.Record) int64 {
	if r.Type != overlay.TypeFile {
		return 0
	}
	return r.Size
}

// recordChanged reports whether a record is a change relative to what the
// base had when the overlay first changed the path, as overlay.Changes
// counts them: not a directory only copied up on the way to a change, nor
// a file whose content and mode are back to the base's.
func recordChanged(r overlay.Record) bool {
	if r.Base == nil {
		return false
	}
	exists := r.Type != ""
	switch {
	case !r.Base.Exists || !exists:
		return r.Base.Exists != exists
	case r.Base.Mode.Type() != r.Mode.Type():
		return true
	}
	hash := r.Hash
	if r.Type == overlay.TypeSymlink {
		sum := sha256.Sum256([]byte(r.Target))
		hash = hex.EncodeToString(sum[:])
	}
	return r.Base.Mode != r.Mode || r.Base.Hash != hash
}
