package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/store/storetest"
)

func open(t testing.TB, now func() time.Time) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "sessions.db"), sqlite.WithClock(now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, now func() time.Time) store.Store { return open(t, now) })
}

func BenchmarkCommit100Entries(b *testing.B) { storetest.BenchCommit(b, open(b, time.Now), 100) }
func BenchmarkEntries100(b *testing.B)       { storetest.BenchEntries(b, open(b, time.Now), 100) }

func BenchmarkCommit1In10000(b *testing.B) { storetest.BenchCommitInLarge(b, open(b, time.Now), 10000) }

// BenchmarkHistoryCost: what a history record adds to a commit (see
// storetest.BenchHistoryCost).
func BenchmarkHistoryCost(b *testing.B) {
	storetest.BenchHistoryCost(b, open(b, time.Now), open(b, time.Now))
}
