package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/postgres"
	"github.com/computerwelt/computerwelt/store/storetest"
)

var ctx = context.Background()

func conn(t *testing.T, schema string) *pgx.Conn {
	t.Helper()
	c, err := pgx.Connect(ctx, testpg.Require(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(ctx) })
	if _, err := c.Exec(ctx, `SET search_path = `+pgx.Identifier{schema}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestServersStartingAtOnce opens one fresh schema from several stores at
// once (servers starting together): the migration runs once, all open.
// The schema's name needs quoting.
func TestServersStartingAtOnce(t *testing.T) {
	schema := testSchema(t) + `_"Odd Name"`
	testpg.DropAtEnd(t, testpg.Require(t), schema)
	const n = 4
	var wg sync.WaitGroup
	stores := make([]*postgres.Store, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := postgres.Open(ctx, testpg.Require(t), postgres.WithSchema(schema))
			if err != nil {
				t.Error(err)
				return
			}
			stores[i] = s
		}()
	}
	wg.Wait()
	for _, s := range stores {
		if s != nil {
			defer s.Close()
		}
	}
	if t.Failed() {
		return
	}
	var v int
	if err := conn(t, schema).QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&v); err != nil || v != postgres.SchemaVersion() {
		t.Errorf("schema_version %d, %v; want %d", v, err, postgres.SchemaVersion())
	}
	// What one writes the others read.
	if err := stores[0].Commit(ctx, store.Lease{}, store.Turn{Session: store.Session{ID: "s", Turns: 7}}); err != nil {
		t.Fatal(err)
	}
	if ses, err := stores[n-1].Session(ctx, "s"); err != nil || ses.Turns != 7 {
		t.Errorf("another server reads %+v, %v", ses, err)
	}
}

func TestRefusesNewerSchema(t *testing.T) {
	schema := testSchema(t)
	s := open(t, schema)
	s.Close()
	if _, err := conn(t, schema).Exec(ctx, `UPDATE schema_version SET version = 99`); err != nil {
		t.Fatal(err)
	}
	_, err := postgres.Open(ctx, testpg.Require(t), postgres.WithSchema(schema))
	if !errors.Is(err, store.ErrSchemaNewer) || !strings.Contains(err.Error(), "99") || !strings.Contains(err.Error(), schema) {
		t.Errorf("opening a newer schema: %v", err)
	}
}

func TestAuditIsAppendOnly(t *testing.T) {
	schema := testSchema(t)
	s := open(t, schema)
	if err := s.PutProposal(ctx, store.Proposal{ID: "p"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.UpdateProposal(ctx, "p", func(*store.Proposal) error { return nil }, &store.AuditEntry{Actor: "a", Action: "approve"}); err != nil {
		t.Fatal(err)
	}
	c := conn(t, schema)
	for _, q := range []string{`UPDATE audit SET actor = 'mallory'`, `DELETE FROM audit`, `TRUNCATE audit`} {
		if _, err := c.Exec(ctx, q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v", q, err)
		}
	}
	if au, _ := s.Audit(ctx, store.AuditFilter{}); len(au) != 1 || au[0].Actor != "a" {
		t.Errorf("audit changed: %+v", au)
	}
}

// TestTwoServersOneSession runs leased read-modify-write turns on one
// session from two stores (two servers' pools): no turn is lost and each
// sees the other's.
func TestTwoServersOneSession(t *testing.T) {
	schema := testSchema(t)
	servers := []*postgres.Store{open(t, schema), open(t, schema)}
	const each = 10
	var wg sync.WaitGroup
	for i, s := range servers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := fmt.Sprintf("server%d", i)
			for done := 0; done < each; {
				l, err := s.Acquire(ctx, "shared", name, time.Minute)
				if errors.Is(err, store.ErrLeaseHeld) {
					time.Sleep(time.Millisecond)
					continue
				}
				if err != nil {
					t.Error(err)
					return
				}
				var turns int64
				if ses, err := s.Session(ctx, "shared"); err == nil {
					turns = ses.Turns
				}
				c := []byte(fmt.Sprintf("%s %d", name, turns))
				tr := store.Turn{Session: store.Session{ID: "shared", Turns: turns + 1}, Blobs: map[string][]byte{storetest.Hash(c): c},
					Put: []store.Entry{{Mount: "/", Path: "/" + name, Hash: storetest.Hash(c)}}}
				if err := s.Commit(ctx, l, tr); err != nil {
					t.Error(err)
					return
				}
				if err := s.Release(ctx, l); err != nil {
					t.Error(err)
					return
				}
				done++
			}
		}()
	}
	wg.Wait()
	for i, s := range servers {
		ses, err := s.Session(ctx, "shared")
		if err != nil || ses.Turns != 2*each || ses.Entries != 2 {
			t.Errorf("server %d sees %+v, %v; want %d turns, 2 entries", i, ses, err, 2*each)
		}
	}
}

// TestMigratesVersion3History reopens a schema put back to version 3
// (no history totals) with records in it: the retention counts the
// records the session had before.
func TestMigratesVersion3History(t *testing.T) {
	schema := testSchema(t)
	s := open(t, schema)
	s.Close()
	c := conn(t, schema)
	qs := []string{`DROP TABLE turn_totals`, `UPDATE schema_version SET version = 3`}
	for n := 1; n <= 5; n++ {
		qs = append(qs, fmt.Sprintf(`INSERT INTO turns (session, n, time, bytes, data) VALUES ('s', %d, 1, 100, convert_to('{"session":"s","n":%d}', 'UTF8'))`, n, n))
	}
	for _, q := range qs {
		if _, err := c.Exec(ctx, q); err != nil {
			t.Fatalf("%.40s: %v", q, err)
		}
	}
	s = open(t, schema)
	var turns, bytes int64
	if err := c.QueryRow(ctx, `SELECT turns, bytes FROM turn_totals WHERE session = 's'`).Scan(&turns, &bytes); err != nil || turns != 5 || bytes != 500 {
		t.Errorf("totals after migrating: %d records, %d bytes, %v", turns, bytes, err)
	}
	storetest.KeepsThreeOfFive(t, s)
}
