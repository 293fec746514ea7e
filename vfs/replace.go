package vfs

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"path"
)

// tempPrefix starts the hidden names ReplaceFile creates; a leftover one
// (after a crash) is recognisable by it.
const tempPrefix = ".cw-apply-"

// tempTries bounds ReplaceFile's search for a free temporary name.
const tempTries = 10

// ReplaceFile makes p the entry that create puts at a new temporary name
// in p's directory, by renaming it over p: a reader of p sees the old
// entry or the new one, never a half-written file, and a failure midway
// leaves the old one whole. The rename breaks p's hard links.
//
// create must fail with fs.ErrExist when tmp is taken (as OpenFile with
// O_EXCL and Symlink do); ReplaceFile then tries another name, and leaves
// the one that was taken alone. On any other error it removes tmp. Errors
// of create name p, not tmp.
func ReplaceFile(ctx context.Context, fsys FS, p string, create func(tmp string) error) error {
	var tmp string
	for try := 1; ; try++ {
		tmp = tempName(p)
		err := create(tmp)
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrExist) {
			fsys.Remove(ctx, tmp)
		} else if try < tempTries {
			continue // another file has that name: not ours to remove
		}
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Path != p {
			err = &fs.PathError{Op: pe.Op, Path: p, Err: pe.Err}
		}
		return err
	}
	if err := fsys.Rename(ctx, tmp, p); err != nil {
		fsys.Remove(ctx, tmp)
		return err
	}
	return nil
}

// tempName is a hidden name in p's directory, short enough for any name p
// may have.
func tempName(p string) string {
	var b [8]byte
	rand.Read(b[:])
	return path.Join(path.Dir(p), tempPrefix+hex.EncodeToString(b[:]))
}

// WriteNewFile creates name, which must not exist, with what r holds and
// then sets its mode (not masked, unlike OpenFile's perm). The file is
// private (0600) while it is written.
func WriteNewFile(ctx context.Context, fsys FS, name string, r io.Reader, mode fs.FileMode) error {
	f, err := fsys.OpenFile(ctx, name, O_WRONLY|O_CREATE|O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return fsys.Chmod(ctx, name, mode)
}
