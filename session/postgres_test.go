package session_test

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/postgres"
)

// addPostgres adds PostgreSQL to the shared stores when CW_POSTGRES_URL is
// set: a schema of the test's own, dropped at its end.
func addPostgres(t *testing.T, out map[string]func() store.Store) {
	u := testpg.URL()
	if u == "" {
		testpg.SkipSubtest(t)
		return
	}
	schema := testpg.Schema(t, u, "cwsession_")
	out["postgres"] = func() store.Store { return openPostgres(t, u, schema) }
}

func openPostgres(t testing.TB, u, schema string) store.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), u, postgres.WithSchema(schema))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}
