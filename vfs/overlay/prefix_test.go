package overlay_test

import (
	"context"
	"errors"
	"io/fs"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/overlay"
	"github.com/computerwelt/computerwelt/vfs/vfstest"
)

// prefixBase counts the calls that reach it; LstatPrefixes is one call.
type prefixBase struct {
	readOnly
	calls *atomic.Int64
}

func (b prefixBase) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	b.calls.Add(1)
	return b.readOnly.Lstat(ctx, name)
}

func (b prefixBase) LstatPrefixes(ctx context.Context, name string, fn func(string, fs.FileInfo, error) bool) {
	b.calls.Add(1)
	p := ""
	for _, c := range strings.Split(strings.TrimPrefix(name, "/"), "/") {
		p += "/" + c
		fi, err := b.readOnly.Lstat(ctx, p)
		if !fn(p, fi, err) || err != nil || !fi.IsDir() {
			return
		}
	}
}

var _ mount.PrefixLstater = (*overlay.FS)(nil)

// Resolving a deep path asks a PrefixLstater base once, not per component.
func TestPrefixLstat(t *testing.T) {
	m := memfs.New()
	deep := strings.Repeat("/dir", 30)
	vfs.MkdirAll(bg, m, deep, 0o755)
	write(t, m, deep+"/f", "x")
	var calls atomic.Int64
	o := overlay.New(prefixBase{readOnly{m}, &calls})
	if _, err := o.Stat(bg, deep+"/f"); err != nil {
		t.Fatal(err)
	}
	if n := calls.Load(); n > 3 {
		t.Errorf("Stat of a 31-component path made %d base calls", n)
	}
	calls.Store(0)
	var got []string
	o.LstatPrefixes(bg, deep+"/f", func(p string, fi fs.FileInfo, err error) bool {
		want, werr := o.Lstat(bg, p)
		if err != nil || werr != nil || fi.Mode() != want.Mode() || fi.Name() != want.Name() {
			t.Errorf("prefix %s: %v %v, Lstat: %v %v", p, fi, err, want, werr)
		}
		got = append(got, p)
		return true
	})
	if len(got) != 31 || got[30] != deep+"/f" {
		t.Errorf("prefixes: %d, last %q", len(got), got[len(got)-1])
	}
	// A missing component ends the walk with ENOENT.
	var last error
	o.LstatPrefixes(bg, "/dir/nope/x", func(p string, fi fs.FileInfo, err error) bool { last = err; return true })
	if !errors.Is(last, fs.ErrNotExist) {
		t.Errorf("missing prefix: %v", last)
	}
}

// The overlay as the root of a mount table, which resolves through
// LstatPrefixes.
func TestContractMounted(t *testing.T) {
	vfstest.TestFS(t, func(t *testing.T) vfs.FS {
		m := memfs.New()
		if err := vfstest.WriteFixture(bg, m); err != nil {
			t.Fatal(err)
		}
		var calls atomic.Int64
		return mount.New(overlay.New(prefixBase{readOnly{m}, &calls}))
	}, vfstest.Populated())
}
