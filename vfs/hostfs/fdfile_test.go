package hostfs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
)

// TestFdFileLikeOSFile runs the same operations on an *os.File and on an
// fdFile of the same kind of file and compares what they return.
func TestFdFileLikeOSFile(t *testing.T) {
	dir := t.TempDir()
	content := []byte("0123456789abcdefghij\nsecond line\n")
	open := func(name string) (hostFile, hostFile) {
		for _, n := range []string{name + ".os", name + ".fd"} {
			if err := os.WriteFile(filepath.Join(dir, n), content, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		of, err := os.OpenFile(filepath.Join(dir, name+".os"), os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		d, err := os.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		ff, err := openAt(d, name+".fd", os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		return of, ff
	}
	type step struct {
		name string
		do   func(f hostFile) (any, error)
	}
	// os's error for these is its own text, not an errno: both must fail.
	anyErr := map[string]bool{"readAt -1": true}
	read := func(n int) func(f hostFile) (any, error) {
		return func(f hostFile) (any, error) {
			b := make([]byte, n)
			k, err := f.Read(b)
			return string(b[:k]), err
		}
	}
	readAt := func(n int, off int64) func(f hostFile) (any, error) {
		return func(f hostFile) (any, error) {
			b := make([]byte, n)
			k, err := f.ReadAt(b, off)
			return string(b[:k]), err
		}
	}
	seek := func(off int64, whence int) func(f hostFile) (any, error) {
		return func(f hostFile) (any, error) { return f.Seek(off, whence) }
	}
	steps := []step{
		{"read 5", read(5)},
		{"read 0", read(0)},
		{"readAt 4@3", readAt(4, 3)},
		{"readAt past end", readAt(10, int64(len(content))-3)},
		{"readAt at end", readAt(10, int64(len(content)))},
		{"read rest", read(100)},
		{"read at EOF", read(10)},
		{"seek start+2", seek(2, io.SeekStart)},
		{"write", func(f hostFile) (any, error) { return f.Write([]byte("XY")) }},
		{"seek current", seek(0, io.SeekCurrent)},
		{"seek end-4", seek(-4, io.SeekEnd)},
		{"read 10", read(10)},
		{"truncate 7", func(f hostFile) (any, error) { return nil, f.Truncate(7) }},
		{"stat", func(f hostFile) (any, error) {
			fi, err := f.Stat()
			if err != nil {
				return nil, err
			}
			return []any{fi.Size(), fi.Mode(), fi.IsDir(), fi.ModTime().IsZero(), fi.Sys().(*syscall.Stat_t).Nlink}, nil
		}},
		{"readAt 0@0", readAt(0, 0)},
		{"readAt -1", readAt(1, -1)},
		{"seek bad whence", seek(0, 7)},
		{"close", func(f hostFile) (any, error) { return nil, f.Close() }},
		{"read closed", read(1)},
		{"close twice", func(f hostFile) (any, error) { return nil, f.Close() }},
	}
	of, ff := open("f")
	for _, s := range steps {
		ov, oerr := s.do(of)
		fv, ferr := s.do(ff)
		if anyErr[s.name] && oerr != nil && ferr != nil {
			continue
		}
		if !equalValues(ov, fv) || !sameError(oerr, ferr) {
			t.Errorf("%s: os.File %v, %v; fdFile %v, %v", s.name, ov, oerr, fv, ferr)
		}
	}
	a, _ := os.ReadFile(filepath.Join(dir, "f.os"))
	b, _ := os.ReadFile(filepath.Join(dir, "f.fd"))
	if string(a) != string(b) {
		t.Errorf("contents differ: os %q, fd %q", a, b)
	}
}

func equalValues(a, b any) bool {
	as, aok := a.([]any)
	bs, bok := b.([]any)
	if aok && bok {
		if len(as) != len(bs) {
			return false
		}
		for i := range as {
			if as[i] != bs[i] {
				return false
			}
		}
		return true
	}
	return a == b
}

// sameError: both nil, both io.EOF, or the same errno (os wraps it in a
// PathError).
func sameError(a, b error) bool {
	if a == nil || b == nil || a == io.EOF || b == io.EOF {
		return a == b
	}
	if errors.Is(a, fs.ErrClosed) || errors.Is(b, fs.ErrClosed) {
		return errors.Is(a, fs.ErrClosed) && errors.Is(b, fs.ErrClosed)
	}
	var ae, be syscall.Errno
	return errors.As(a, &ae) && errors.As(b, &be) && ae == be
}

// TestFdFileCloseDuringReads: a close while other goroutines read ends
// every read with data or an error, never a read on a reused descriptor
// (run with -race), and the descriptor is closed once the reads are done.
func TestFdFileCloseDuringReads(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f"), make([]byte, 1<<16), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFS(t, dir)
	vf, err := f.OpenFile(context.Background(), "/f", vfs.O_RDONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := vf.(*file).f.(*fdFile); !ok {
		t.Fatalf("a regular file opened as %T, not by descriptor", vf.(*file).f)
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b := make([]byte, 100)
			for off := int64(0); ; off += 100 {
				if _, err := vf.ReadAt(b, off); err != nil {
					if !errors.Is(err, io.EOF) && !errors.Is(err, vfs.ErrBadFD) {
						t.Errorf("read: %v", err)
					}
					return
				}
			}
		}()
	}
	if err := vf.Close(); err != nil {
		t.Error(err)
	}
	wg.Wait()
	fd := vf.(*file).f.(*fdFile).fd
	if target, err := os.Readlink(fmt.Sprintf("/proc/self/fd/%d", fd)); err == nil && target == filepath.Join(dir, "f") {
		t.Errorf("descriptor %d still open on %s after the close and the reads", fd, target)
	}
}

// TestReadRemembersTheEnd: a read-only regular file whose short read
// reaches the size its open saw is at its end; the next Read says so
// without the read(2) that would return 0 (grep -r: four system calls a
// file, as GNU grep, instead of five). The file appended to meanwhile
// shows it: that Read is EOF, the one after reads the new bytes, as a
// second read(2) made a little later would have.
func TestReadRemembersTheEnd(t *testing.T) {
	dir := t.TempDir()
	host := filepath.Join(dir, "f")
	must(t, os.WriteFile(host, []byte("0123456789"), 0o644))
	f, err := New(dir)
	must(t, err)
	defer f.Close()
	fl, err := f.OpenFile(context.Background(), "/f", vfs.O_RDONLY, 0)
	must(t, err)
	defer fl.Close()
	buf := make([]byte, 64)
	if n, err := fl.Read(buf); n != 10 || err != nil {
		t.Fatalf("first Read = %d, %v", n, err)
	}
	app, err := os.OpenFile(host, os.O_WRONLY|os.O_APPEND, 0)
	must(t, err)
	_, err = app.WriteString("abcde")
	must(t, err)
	app.Close()
	if n, err := fl.Read(buf); n != 0 || err != io.EOF {
		t.Fatalf("Read at the size the open saw = %d, %v; want 0, EOF without a read(2)", n, err)
	}
	if n, err := fl.Read(buf); n != 5 || err != nil || string(buf[:n]) != "abcde" {
		t.Fatalf("Read after the end = %q, %v; want the appended bytes", buf[:n], err)
	}
	if n, err := fl.Read(buf); n != 0 || err != io.EOF {
		t.Fatalf("last Read = %d, %v", n, err)
	}

	// A file that grew between the open and the first read is read to
	// its end, not to the size the open saw.
	must(t, os.WriteFile(host, []byte("x"), 0o644))
	fl2, err := f.OpenFile(context.Background(), "/f", vfs.O_RDONLY, 0)
	must(t, err)
	defer fl2.Close()
	big := bytes.Repeat([]byte("y"), 100<<10)
	must(t, os.WriteFile(host, big, 0o644))
	got, err := io.ReadAll(fl2)
	if err != nil || len(got) != len(big) {
		t.Fatalf("ReadAll of a file grown since its open = %d bytes, %v; want %d", len(got), err, len(big))
	}

	// A Seek ends the bookkeeping: read again from the start, and on.
	if _, err := fl.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	all, err := io.ReadAll(fl)
	if err != nil || len(all) != len(big) {
		t.Fatalf("ReadAll after Seek = %d bytes, %v; want %d", len(all), err, len(big))
	}
}
