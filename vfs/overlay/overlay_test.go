package overlay_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

var bg = context.Background()

// readOnly refuses every change with EROFS, as a read-only base would.
type readOnly struct{ *memfs.FS }

func (r readOnly) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	if flag&(vfs.O_WRONLY|vfs.O_RDWR|vfs.O_CREATE|vfs.O_TRUNC|vfs.O_APPEND) != 0 {
		return nil, vfs.PathError("open", name, vfs.ErrReadOnly)
	}
	return r.FS.OpenFile(ctx, name, flag, perm)
}
func (r readOnly) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	return vfs.PathError("mkdir", name, vfs.ErrReadOnly)
}
func (r readOnly) Remove(ctx context.Context, name string) error {
	return vfs.PathError("remove", name, vfs.ErrReadOnly)
}
func (r readOnly) Rename(ctx context.Context, o, n string) error {
	return vfs.PathError("rename", o, vfs.ErrReadOnly)
}
func (r readOnly) Symlink(ctx context.Context, t, n string) error {
	return vfs.PathError("symlink", n, vfs.ErrReadOnly)
}
func (r readOnly) Chmod(ctx context.Context, name string, m fs.FileMode) error {
	return vfs.PathError("chmod", name, vfs.ErrReadOnly)
}
func (r readOnly) Chtimes(ctx context.Context, name string, a, m time.Time) error {
	return vfs.PathError("chtimes", name, vfs.ErrReadOnly)
}
func (r readOnly) Link(ctx context.Context, o, n string) error {
	return vfs.PathError("link", n, vfs.ErrReadOnly)
}

// populated returns a writable memfs holding the contract fixture and a
// read-only view of it.
func populated(t *testing.T) (*memfs.FS, readOnly) {
	t.Helper()
	m := memfs.New()
	if err := vfstest.WriteFixture(bg, m); err != nil {
		t.Fatal(err)
	}
	return m, readOnly{m}
}

func TestContractEmptyBase(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS { return overlay.New(readOnly{memfs.New()}) })
}

// The fixture is in the read-only base, so every write is a copy-up and
// every read of an unchanged file reads the base.
func TestContractPopulatedBase(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		_, ro := populated(t)
		return overlay.New(ro)
	}, vfstest.Populated())
}

func sha256sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}
