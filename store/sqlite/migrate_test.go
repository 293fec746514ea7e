package sqlite

import (
	"context"
	"database/sql"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/internal/storeutil"
	"github.com/computerwelt/computerwelt/store/storetest"
)

// TestMigratesVersion1 opens a database written at schema version 1 (no
// blob_garbage): it is brought to the current version, keeps its data, and
// turns that need the new table work.
func TestMigratesVersion1(t *testing.T) {
	ctx := context.Background()
	old := []byte("old content")
	path := oldDatabase(t, 1,
		`INSERT INTO sessions (id, owner, workspace, created, last_used, turns, state, bytes, entries) VALUES ('s', 'alice', 'w', 1, 2, 3, x'7b7d', 11, 1)`,
		`INSERT INTO blobs (hash, data) VALUES ('`+storeutil.Hash(old)+`', x'`+hex.EncodeToString(old)+`')`,
		`INSERT INTO entries (session, mount, path, data, hash) VALUES ('s', CAST('/' AS BLOB), CAST('/f' AS BLOB), x'', '`+storeutil.Hash(old)+`')`,
	)

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

// TestMigratesVersion3History opens a database written at schema
// version 3 (history records in a WITHOUT ROWID table, no totals): the
// records move to a rowid table that still refuses updates, and the
// retention counts the records the session had before.
func TestMigratesVersion3History(t *testing.T) {
	ctx := context.Background()
	qs := []string{`INSERT INTO sessions (id, created, last_used, turns, state) VALUES ('s', 1, 2, 5, x'7b7d')`}
	for n := 1; n <= 5; n++ {
		qs = append(qs, fmt.Sprintf(`INSERT INTO turns (session, n, time, bytes, data) VALUES ('s', %d, 1, 100, CAST('{"session":"s","n":%d}' AS BLOB))`, n, n))
	}
	path := oldDatabase(t, 3, qs...)

	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var ddl string
	if err := s.db.QueryRow(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'turns'`).Scan(&ddl); err != nil || strings.Contains(ddl, "WITHOUT ROWID") {
		t.Errorf("turns after migrating: %q, %v", ddl, err)
	}
	var turns, bytes int64
	if err := s.db.QueryRow(`SELECT turns, bytes FROM turn_totals WHERE session = 's'`).Scan(&turns, &bytes); err != nil || turns != 5 || bytes != 500 {
		t.Errorf("totals after migrating: %d records, %d bytes, %v", turns, bytes, err)
	}
	if _, err := s.db.Exec(`UPDATE turns SET bytes = 1`); err == nil || !strings.Contains(err.Error(), "append-only") {
		t.Errorf("updating a migrated record: %v", err)
	}
	storetest.KeepsThreeOfFive(t, s)
}

// oldDatabase writes a database at schema version v, with rows, and
// returns its path.
func oldDatabase(t *testing.T, v int, rows ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), fmt.Sprintf("v%d.db", v))
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	qs := []string{`CREATE TABLE schema_version (version INTEGER NOT NULL)`, fmt.Sprintf(`INSERT INTO schema_version VALUES (%d)`, v)}
	qs = append(qs, migrations[:v]...)
	for _, q := range append(qs, rows...) {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%.40s: %v", q, err)
		}
	}
	return path
}
