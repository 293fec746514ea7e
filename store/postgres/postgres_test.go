package postgres_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/postgres"
	"github.com/computerwelt/computerwelt/store/storetest"
)

// dbURL is the test server, or the test is skipped.
func dbURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv("CW_POSTGRES_URL")
	if u == "" {
		t.Skip("CW_POSTGRES_URL is not set: no PostgreSQL to test against (e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable)")
	}
	return u
}

// testSchema names a schema of this test's own and drops it when the test
// ends, so test packages running at once never share tables.
func testSchema(t testing.TB) string {
	t.Helper()
	u := dbURL(t)
	b := make([]byte, 6)
	rand.Read(b)
	name := "cwtest_" + hex.EncodeToString(b)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Errorf("dropping schema %s: %v", name, err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, `DROP SCHEMA IF EXISTS `+pgx.Identifier{name}.Sanitize()+` CASCADE`); err != nil {
			t.Errorf("dropping schema %s: %v", name, err)
		}
	})
	return name
}

func open(t testing.TB, schema string, opts ...postgres.Option) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), dbURL(t), append([]postgres.Option{postgres.WithSchema(schema)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestContract(t *testing.T) {
	dbURL(t)
	storetest.Run(t, func(t *testing.T, now func() time.Time) store.Store {
		return open(t, testSchema(t), postgres.WithClock(now))
	})
}

func BenchmarkCommit100Entries(b *testing.B) {
	storetest.BenchCommit(b, open(b, testSchema(b)), 100)
}

func BenchmarkEntries100(b *testing.B) {
	storetest.BenchEntries(b, open(b, testSchema(b)), 100)
}

func BenchmarkCommit1In10000(b *testing.B) {
	storetest.BenchCommitInLarge(b, open(b, testSchema(b)), 10000)
}
