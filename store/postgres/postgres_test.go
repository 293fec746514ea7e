package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/postgres"
	"github.com/computerwelt/computerwelt/store/storetest"
)

// testSchema names a schema of this test's own, dropped when it ends, or
// skips the test where there is no PostgreSQL.
func testSchema(t testing.TB) string {
	t.Helper()
	return testpg.Schema(t, testpg.Require(t), "cwtest_")
}

func open(t testing.TB, schema string, opts ...postgres.Option) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), testpg.Require(t), append([]postgres.Option{postgres.WithSchema(schema)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestContract(t *testing.T) {
	testpg.Require(t)
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

func BenchmarkHistoryCost(b *testing.B) {
	storetest.BenchHistoryCost(b, open(b, testSchema(b)), open(b, testSchema(b)))
}
