package overlay

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"

	"github.com/computerwelt/computerwelt/vfs"
)

// State is what a filesystem holds at a path, as a Change records the
// old and the new one.
type State struct {
	exists bool
	mode   fs.FileMode
	hash   string // ContentHash of the content or symlink target; "" for directories
}

// Exists reports whether there is an entry.
func (s State) Exists() bool { return s.exists }

// Mode is the entry's mode, type bits included.
func (s State) Mode() fs.FileMode { return s.mode }

// Hash is the ContentHash of a file's content or a symlink's target, as
// in Change.Hash; "" for a directory.
func (s State) Hash() string { return s.hash }

// StateOf reads what fsys holds at p, not following a final symlink. A
// missing p, or one below a non-directory, is a State that does not
// exist.
func StateOf(ctx context.Context, fsys vfs.FS, p string) (State, error) {
	return stateOf(ctx, fsys, p, true)
}

// stateOf is StateOf; unless mustRead, a file it cannot read has no hash
// rather than an error.
func stateOf(ctx context.Context, fsys vfs.FS, p string, mustRead bool) (State, error) {
	fi, err := fsys.Lstat(ctx, p)
	if err != nil {
		if notExist(err) {
			return State{}, nil
		}
		return State{}, err
	}
	st := State{exists: true, mode: fi.Mode()}
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		t, err := fsys.Readlink(ctx, p)
		if err != nil {
			return State{}, err
		}
		st.hash = ContentHash([]byte(t))
	case fi.Mode().IsRegular():
		if st.hash, err = hashFile(ctx, fsys, p); err != nil && mustRead {
			return State{}, err
		}
	}
	return st, nil
}

// ContentHash is the hash a Change records for a file's content or a
// symlink's target: SHA-256, in hex.
func ContentHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}
