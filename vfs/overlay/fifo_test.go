package overlay_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// pipeThrough writes msg into the FIFO p of fsys from one goroutine and
// reads it from another; both opens wait for each other.
func pipeThrough(t *testing.T, fsys vfs.FS, p, msg string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		w, err := fsys.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o666)
		if err == nil {
			_, err = io.WriteString(w, msg)
			w.Close()
		}
		errc <- err
	}()
	r, err := fsys.OpenFile(ctx, p, vfs.O_RDONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	r.Close()
	if err != nil || string(b) != msg {
		t.Fatalf("read %q, %v", b, err)
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}

func TestOverlayFifo(t *testing.T) {
	ctx := context.Background()
	base := memfs.New()
	if err := vfs.Mkfifo(ctx, base, "/basefifo", 0o644); err != nil {
		t.Fatal(err)
	}
	o := overlay.New(base)
	if err := vfs.Mkfifo(ctx, o, "/p", 0o600); err != nil {
		t.Fatal(err)
	}
	if err := vfs.Mkfifo(ctx, o, "/p", 0o600); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("second mkfifo: %v", err)
	}
	fi, err := o.Lstat(ctx, "/p")
	if err != nil || fi.Mode() != fs.ModeNamedPipe|0o600 {
		t.Fatalf("lstat: %v %v", fi, err)
	}
	gen := o.Generation()
	pipeThrough(t, o, "/p", "hello")
	pipeThrough(t, o, "/basefifo", "from the base")
	if o.Generation() != gen {
		t.Error("data through a FIFO counted as a change")
	}
	// Opening the base's FIFO for writing did not copy it up.
	cs, err := o.Changes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 1 || cs[0].Path != "/p" || cs[0].Kind != overlay.Added || !vfs.IsFifo(cs[0].Mode) {
		t.Fatalf("changes: %+v", cs)
	}
	// A diff shows nothing for a FIFO (git records none) and never
	// opens it.
	var d bytes.Buffer
	if err := o.Diff(ctx, &d, overlay.DiffOptions{}); err != nil || d.Len() != 0 {
		t.Fatalf("diff %q, %v", d.String(), err)
	}
	// Renaming the base's FIFO copies the node up.
	if err := o.Rename(ctx, "/basefifo", "/moved"); err != nil {
		t.Fatal(err)
	}
	if fi, err := o.Lstat(ctx, "/moved"); err != nil || fi.Mode() != fs.ModeNamedPipe|0o644 {
		t.Fatalf("moved: %v %v", fi, err)
	}
	pipeThrough(t, o, "/moved", "x")
	// Records keep FIFOs as nodes without content; Restore makes them.
	recs, err := o.Records(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range recs {
		if r.Type == overlay.TypeFifo {
			n++
			if r.Hash != "" || r.Size != 0 {
				t.Errorf("fifo record with content: %+v", r)
			}
		}
	}
	if n != 2 {
		t.Fatalf("%d fifo records in %+v", n, recs)
	}
	o2, err := overlay.Restore(base, recs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := o2.Lstat(ctx, "/p"); err != nil || fi.Mode() != fs.ModeNamedPipe|0o600 {
		t.Fatalf("restored: %v %v", fi, err)
	}
	pipeThrough(t, o2, "/p", "again")
	// Apply makes the FIFO in the target.
	target := memfs.New()
	if err := vfs.Mkfifo(ctx, target, "/basefifo", 0o644); err != nil {
		t.Fatal(err)
	}
	cs, err = o.Changes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Apply(ctx, target, cs); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/p", "/moved"} {
		if fi, err := target.Lstat(ctx, p); err != nil || !vfs.IsFifo(fi.Mode()) {
			t.Fatalf("applied %s: %v %v", p, fi, err)
		}
	}
}

func TestOverlayFifoOpenCancelled(t *testing.T) {
	o := overlay.New(memfs.New())
	ctx := context.Background()
	if err := vfs.Mkfifo(ctx, o, "/p", 0o644); err != nil {
		t.Fatal(err)
	}
	cctx, cancel := context.WithTimeout(ctx, 30*time.Millisecond)
	defer cancel()
	done := make(chan error, 1)
	go func() { _, err := o.OpenFile(cctx, "/p", vfs.O_RDONLY, 0); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, vfs.ErrInterrupted) {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("open not cancelled")
	}
	// The overlay is not locked meanwhile or after.
	if err := vfs.WriteFile(ctx, o, "/f", []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
}
