package sqlite

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/internal/storeutil"
)

// TestStatementsStayPrepared: a commit's statements are prepared for
// the pool once, after the first commit that ran them (also with a pool
// of one connection, which that commit held), and later commits reuse
// them.
func TestStatementsStayPrepared(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "s.db"), WithMaxConns(1))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	commit := func(n int64) {
		t.Helper()
		c := []byte(fmt.Sprint("content ", n))
		h := storeutil.Hash(c)
		tr := store.Turn{Session: store.Session{ID: "s", Turns: n}, Blobs: map[string][]byte{h: c},
			Put:    []store.Entry{{Mount: "/", Path: "/f", Hash: h}},
			Record: &store.TurnRecord{Session: "s", N: n, Script: "echo", Changes: []store.PathChange{{Path: "/f", After: h}}}}
		if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
			t.Fatal(err)
		}
	}
	prepared := func() (int, int) {
		s.st.mu.Lock()
		defer s.st.mu.Unlock()
		return len(s.st.m), len(s.st.want)
	}
	if n, w := prepared(); n != 0 || w != 0 {
		t.Fatalf("after opening: %d prepared, %d wanted (the migrations run once)", n, w)
	}
	commit(1)
	commit(2) // replaces /f: the statements of a replacement
	n, w := prepared()
	if n == 0 || w != 0 {
		t.Fatalf("after two commits: %d prepared, %d wanted", n, w)
	}
	for i := int64(3); i <= 10; i++ {
		commit(i)
	}
	if n2, w2 := prepared(); n2 != n || w2 != 0 {
		t.Errorf("later commits prepared more: %d, then %d (%d wanted)", n, n2, w2)
	}
	if rs, err := s.Turns(ctx, "s", store.TurnFilter{}); err != nil || len(rs) != 10 {
		t.Errorf("records: %d, %v", len(rs), err)
	}
}
