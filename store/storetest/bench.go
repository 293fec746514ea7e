package storetest

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/computerwelt/computerwelt/store"
)

// BenchCommit measures a turn that changes n files of 1 KiB each (new
// content every turn, so every blob is written).
func BenchCommit(b *testing.B, s store.Store, n int) {
	data := bytes.Repeat([]byte("x"), 1024)
	meta := bytes.Repeat([]byte("m"), 100)
	b.ReportAllocs()
	turns := int64(0)
	for b.Loop() {
		turns++
		tr := store.Turn{Session: store.Session{ID: "bench", Turns: turns, State: meta}, Blobs: map[string][]byte{}}
		for i := range n {
			c := append(fmt.Appendf(nil, "%d/%d ", turns, i), data...)
			h := Hash(c)
			tr.Blobs[h] = c
			tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/work/dir/file%03d.txt", i), Data: meta, Hash: h})
		}
		if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchEntries measures streaming the entries of a session with n of them.
func BenchEntries(b *testing.B, s store.Store, n int) {
	meta := bytes.Repeat([]byte("m"), 100)
	tr := store.Turn{Session: store.Session{ID: "bench"}, Blobs: map[string][]byte{}}
	for i := range n {
		c := fmt.Appendf(nil, "content %d", i)
		tr.Blobs[Hash(c)] = c
		tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/work/dir/file%03d.txt", i), Data: meta, Hash: Hash(c)})
	}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		got := 0
		if err := s.Entries(ctx, "bench", func(store.Entry) error { got++; return nil }); err != nil {
			b.Fatal(err)
		}
		if got != n {
			b.Fatalf("%d entries, want %d", got, n)
		}
	}
}

// BenchCommitInLarge measures a turn that changes one file of a session
// that has n entries already (what a turn costs as sessions grow).
func BenchCommitInLarge(b *testing.B, s store.Store, n int) {
	meta := bytes.Repeat([]byte("m"), 100)
	tr := store.Turn{Session: store.Session{ID: "bench"}, Blobs: map[string][]byte{}}
	for i := range n {
		c := fmt.Appendf(nil, "content %d", i)
		tr.Blobs[Hash(c)] = c
		tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/work/dir/file%05d.txt", i), Data: meta, Hash: Hash(c)})
	}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	turns := int64(0)
	for b.Loop() {
		turns++
		c := fmt.Appendf(nil, "turn %d", turns)
		tr := store.Turn{Session: store.Session{ID: "bench", Turns: turns, State: meta}, Blobs: map[string][]byte{Hash(c): c},
			Put: []store.Entry{{Mount: "/", Path: fmt.Sprintf("/work/dir/file%05d.txt", turns%int64(n)), Data: meta, Hash: Hash(c)}}}
		if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
			b.Fatal(err)
		}
	}
}
