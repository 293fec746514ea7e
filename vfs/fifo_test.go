package vfs_test

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// openAsync opens an end of p in a goroutine and returns a channel with
// the result.
func openAsync(ctx context.Context, p *vfs.Fifo, flag int) chan openResult {
	ch := make(chan openResult, 1)
	go func() {
		f, err := p.Open(ctx, "/p", flag, nil)
		ch <- openResult{f, err}
	}()
	return ch
}

type openResult struct {
	f   vfs.File
	err error
}

func notYet(t *testing.T, ch chan openResult) {
	t.Helper()
	select {
	case r := <-ch:
		t.Fatalf("open returned before the other end opened: %v", r.err)
	case <-time.After(30 * time.Millisecond):
	}
}

func got(t *testing.T, ch chan openResult) vfs.File {
	t.Helper()
	select {
	case r := <-ch:
		if r.err != nil {
			t.Fatal(r.err)
		}
		return r.f
	case <-time.After(5 * time.Second):
		t.Fatal("open still blocked")
	}
	return nil
}

func TestFifoOpenBlocksUntilOtherEnd(t *testing.T) {
	ctx := context.Background()
	for _, first := range []int{vfs.O_RDONLY, vfs.O_WRONLY} {
		p := vfs.NewFifo()
		ch := openAsync(ctx, p, first)
		notYet(t, ch)
		other := vfs.O_WRONLY
		if first == vfs.O_WRONLY {
			other = vfs.O_RDONLY
		}
		f2, err := p.Open(ctx, "/p", other, nil)
		if err != nil {
			t.Fatal(err)
		}
		f1 := got(t, ch)
		r, w := f1, f2
		if first == vfs.O_WRONLY {
			r, w = f2, f1
		}
		if _, err := io.WriteString(w, "hi\n"); err != nil {
			t.Fatal(err)
		}
		w.Close()
		b, err := io.ReadAll(r)
		if err != nil || string(b) != "hi\n" {
			t.Fatalf("read %q, %v", b, err)
		}
		r.Close()
	}
}

func TestFifoReadWriteOpenDoesNotBlock(t *testing.T) {
	p := vfs.NewFifo()
	f, err := p.Open(context.Background(), "/p", vfs.O_RDWR, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	io.WriteString(f, "x")
	b := make([]byte, 4)
	if n, err := f.Read(b); n != 1 || err != nil {
		t.Fatalf("%d %v", n, err)
	}
	// A reader opening now finds a writer and does not wait.
	r, err := p.Open(context.Background(), "/p", vfs.O_RDONLY, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
}

func TestFifoOpenCancelled(t *testing.T) {
	for _, flag := range []int{vfs.O_RDONLY, vfs.O_WRONLY} {
		p := vfs.NewFifo()
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		_, err := p.Open(ctx, "/p", flag, nil)
		cancel()
		if !errors.Is(err, vfs.ErrInterrupted) {
			t.Fatalf("flag %d: %v", flag, err)
		}
		if time.Since(start) > 5*time.Second {
			t.Fatal("took too long")
		}
		if r, w := p.Ends(); r != 0 || w != 0 {
			t.Fatalf("ends left open: %d %d", r, w)
		}
	}
}

func TestFifoReadCancelled(t *testing.T) {
	p := vfs.NewFifo()
	ctx, cancel := context.WithCancel(context.Background())
	r := openAsync(ctx, p, vfs.O_RDONLY)
	w, err := p.Open(context.Background(), "/p", vfs.O_WRONLY, nil)
	if err != nil {
		t.Fatal(err)
	}
	rf := got(t, r)
	done := make(chan error, 1)
	go func() { _, err := rf.Read(make([]byte, 10)); done <- err }()
	time.Sleep(20 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, vfs.ErrInterrupted) {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("read not cancelled")
	}
	w.Close()
	rf.Close()
}

func TestFifoBoundedBufferAndEOF(t *testing.T) {
	ctx := context.Background()
	p := vfs.NewFifo()
	rch := openAsync(ctx, p, vfs.O_RDONLY)
	w, err := p.Open(ctx, "/p", vfs.O_WRONLY, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := got(t, rch)
	// A write of more than the buffer blocks until the reader reads.
	big := strings.Repeat("x", vfs.FifoCap+100)
	wdone := make(chan error, 1)
	go func() { _, err := io.WriteString(w, big); w.Close(); wdone <- err }()
	select {
	case <-wdone:
		t.Fatal("a write past the buffer did not wait for the reader")
	case <-time.After(30 * time.Millisecond):
	}
	b, err := io.ReadAll(r) // EOF when the writer closes
	if err != nil || len(b) != len(big) {
		t.Fatalf("read %d bytes, %v", len(b), err)
	}
	if err := <-wdone; err != nil {
		t.Fatal(err)
	}
	r.Close()
}

func TestFifoWriteWithoutReaderIsEPIPE(t *testing.T) {
	ctx := context.Background()
	p := vfs.NewFifo()
	rch := openAsync(ctx, p, vfs.O_RDONLY)
	w, err := p.Open(ctx, "/p", vfs.O_WRONLY, nil)
	if err != nil {
		t.Fatal(err)
	}
	got(t, rch).Close()
	_, err = io.WriteString(w, "x")
	if !errors.Is(err, vfs.ErrBrokenPipe) || !vfs.IsFifoBrokenPipe(err) {
		t.Fatalf("write: %v", err)
	}
	if vfs.Strerror(err) != "Broken pipe" {
		t.Fatalf("strerror %q", vfs.Strerror(err))
	}
	w.Close()
	if r, w := p.Ends(); r != 0 || w != 0 {
		t.Fatalf("ends left open: %d %d", r, w)
	}
}

func TestFifoWriterBlockedOnFullBufferGetsEPIPE(t *testing.T) {
	ctx := context.Background()
	p := vfs.NewFifo()
	rch := openAsync(ctx, p, vfs.O_RDONLY)
	w, _ := p.Open(ctx, "/p", vfs.O_WRONLY, nil)
	r := got(t, rch)
	done := make(chan error, 1)
	go func() { _, err := w.Write(make([]byte, 2*vfs.FifoCap)); done <- err }()
	time.Sleep(20 * time.Millisecond)
	r.Close()
	select {
	case err := <-done:
		if !errors.Is(err, vfs.ErrBrokenPipe) {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("writer still blocked")
	}
	w.Close()
}
