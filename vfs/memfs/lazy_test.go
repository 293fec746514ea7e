package memfs_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// counter is a Loader that counts its calls.
type counter struct {
	calls atomic.Int64
	data  string
	err   error
}

func (c *counter) load(ctx context.Context) ([]byte, error) {
	c.calls.Add(1)
	if c.err != nil {
		return nil, c.err
	}
	return []byte(c.data), nil
}

func TestLazyFileLoadsOnFirstOpen(t *testing.T) {
	fsys := memfs.New()
	c := &counter{data: "hello\n"}
	if err := fsys.CreateLazy(bg, "/f", 0o640, 6, c.load); err != nil {
		t.Fatal(err)
	}
	fi, err := fsys.Stat(bg, "/f")
	if err != nil || fi.Size() != 6 || fi.Mode() != 0o640 {
		t.Fatalf("stat: %v %v", fi, err)
	}
	ents, _ := fsys.ReadDir(bg, "/")
	if info, _ := ents[0].Info(); info.Size() != 6 {
		t.Errorf("readdir size %d", info.Size())
	}
	if used, _ := fsys.Usage(); used != 6 {
		t.Errorf("usage %d before loading", used)
	}
	if err := fsys.Rename(bg, "/f", "/g"); err != nil {
		t.Fatal(err)
	}
	if c.calls.Load() != 0 {
		t.Fatal("stat, readdir or rename loaded the file")
	}
	for range 3 {
		b, err := vfs.ReadFile(bg, fsys, "/g")
		if err != nil || string(b) != "hello\n" {
			t.Fatalf("read %q, %v", b, err)
		}
	}
	if c.calls.Load() != 1 {
		t.Errorf("%d loads", c.calls.Load())
	}
	// After the load it is an ordinary file.
	f, err := fsys.OpenFile(bg, "/g", vfs.O_RDWR|vfs.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("more\n"))
	f.Close()
	if b, _ := vfs.ReadFile(bg, fsys, "/g"); string(b) != "hello\nmore\n" {
		t.Errorf("after append: %q", b)
	}
	if used, _ := fsys.Usage(); used != 11 {
		t.Errorf("usage %d", used)
	}
}

func TestLazyFileTruncatedWithoutLoading(t *testing.T) {
	fsys := memfs.New()
	c := &counter{data: "old content"}
	fsys.CreateLazy(bg, "/f", 0o644, 11, c.load)
	if err := vfs.WriteFile(bg, fsys, "/f", []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, _ := vfs.ReadFile(bg, fsys, "/f"); string(b) != "new" || c.calls.Load() != 0 {
		t.Errorf("got %q after %d loads", b, c.calls.Load())
	}
	if used, _ := fsys.Usage(); used != 3 {
		t.Errorf("usage %d", used)
	}
}

func TestLazyFileRemovedFreesItsBytes(t *testing.T) {
	fsys := memfs.New(memfs.WithLimits(0, 10))
	c := &counter{data: "0123456789"}
	if err := fsys.CreateLazy(bg, "/f", 0o644, 10, c.load); err != nil {
		t.Fatal(err)
	}
	if err := fsys.CreateLazy(bg, "/g", 0o644, 1, c.load); !errors.Is(err, vfs.ErrNoSpace) {
		t.Errorf("over the limit: %v", err)
	}
	fsys.Remove(bg, "/f")
	if used, _ := fsys.Usage(); used != 0 {
		t.Errorf("usage %d after remove", used)
	}
	if c.calls.Load() != 0 {
		t.Error("remove loaded the file")
	}
	small := memfs.New(memfs.WithLimits(4, 0))
	if err := small.CreateLazy(bg, "/f", 0o644, 5, c.load); !errors.Is(err, vfs.ErrFileTooLarge) {
		t.Errorf("over the file limit: %v", err)
	}
}

func TestLazyFileErrors(t *testing.T) {
	fsys := memfs.New()
	c := &counter{err: errors.New("store down")}
	fsys.CreateLazy(bg, "/f", 0o644, 3, c.load)
	_, err := vfs.ReadFile(bg, fsys, "/f")
	var le *memfs.LoadError
	if !errors.Is(err, vfs.ErrIO) || !errors.As(err, &le) || !strings.Contains(err.Error(), "store down") {
		t.Errorf("failed load: %v", err)
	}
	if got := vfs.Strerror(err); got != "Input/output error" {
		t.Errorf("Strerror: %q", got)
	}
	// Wrong size: refused, and tried again next time.
	c.err, c.data = nil, "toolong"
	if _, err := vfs.ReadFile(bg, fsys, "/f"); !errors.Is(err, vfs.ErrIO) {
		t.Errorf("wrong size: %v", err)
	}
	c.data = "abc"
	if b, err := vfs.ReadFile(bg, fsys, "/f"); string(b) != "abc" || err != nil {
		t.Errorf("after recovery: %q, %v", b, err)
	}
	// A cancelled open reports the cancellation.
	fsys.CreateLazy(bg, "/h", 0o644, 3, func(ctx context.Context) ([]byte, error) { return nil, ctx.Err() })
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if _, err := fsys.OpenFile(ctx, "/h", vfs.O_RDONLY, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if err := fsys.CreateLazy(bg, "/f", 0o644, 1, c.load); !errors.Is(err, vfs.ErrExist) {
		t.Errorf("existing name: %v", err)
	}
	if err := fsys.CreateLazy(bg, "/nodir/f", 0o644, 1, c.load); !errors.Is(err, vfs.ErrNotExist) {
		t.Errorf("missing directory: %v", err)
	}
	if err := fsys.CreateLazy(bg, "/n", 0o644, -1, c.load); !errors.Is(err, vfs.ErrInvalid) {
		t.Errorf("negative size: %v", err)
	}
}

// Concurrent first opens load once; hard links share the load.
func TestLazyFileConcurrentOpens(t *testing.T) {
	fsys := memfs.New()
	c := &counter{data: "shared"}
	fsys.CreateLazy(bg, "/f", 0o644, 6, c.load)
	fsys.Link(bg, "/f", "/l")
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 64 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := []string{"/f", "/l"}[i%2]
			b, err := vfs.ReadFile(bg, fsys, name)
			if err == nil && string(b) != "shared" {
				err = fmt.Errorf("read %q", b)
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if c.calls.Load() != 1 {
		t.Errorf("%d loads", c.calls.Load())
	}
}
