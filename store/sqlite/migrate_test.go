package sqlite

import (
	"context"
	"database/sql"
	"encoding/hex"
	"path/filepath"
	"testing"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/internal/storeutil"
)

// TestMigratesVersion1 opens a database written at schema version 1 (no
// blob_garbage): it is brought to the current version, keeps its data, and
// turns that need the new table work.
func TestMigratesVersion1(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v1.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	old := []byte("old content")
	for _, q := range []string{
		`CREATE TABLE schema_version (version INTEGER NOT NULL)`,
		`INSERT INTO schema_version VALUES (1)`,
		migrations[0],
		`INSERT INTO sessions (id, owner, workspace, created, last_used, turns, state, bytes, entries) VALUES ('s', 'alice', 'w', 1, 2, 3, x'7b7d', 11, 1)`,
		`INSERT INTO blobs (hash, data) VALUES ('` + storeutil.Hash(old) + `', x'` + hex.EncodeToString(old) + `')`,
		`INSERT INTO entries (session, mount, path, data, hash) VALUES ('s', CAST('/' AS BLOB), CAST('/f' AS BLOB), x'', '` + storeutil.Hash(old) + `')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%.40s: %v", q, err)
		}
	}
	db.Close()

	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v int
	if err := s.db.QueryRow(`SELECT version FROM schema_version`).Scan(&v); err != nil || v != len(migrations) {
		t.Errorf("version %d, %v; want %d", v, err, len(migrations))
	}
	ses, err := s.Session(ctx, "s")
	if err != nil || ses.Owner != "alice" || ses.Turns != 3 || ses.Entries != 1 {
		t.Fatalf("session after migrating: %+v, %v", ses, err)
	}
	nc := []byte("new content")
	tr := store.Turn{Session: store.Session{ID: "s", Turns: 4}, Blobs: map[string][]byte{storeutil.Hash(nc): nc},
		Put: []store.Entry{{Mount: "/", Path: "/f", Hash: storeutil.Hash(nc)}}}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		t.Fatal(err)
	}
	if b, err := s.Blob(ctx, storeutil.Hash(nc)); err != nil || string(b) != "new content" {
		t.Errorf("new blob: %q, %v", b, err)
	}
	if _, err := s.Blob(ctx, storeutil.Hash(old)); err == nil {
		t.Errorf("the replaced content of a migrated session is still stored")
	}
}
