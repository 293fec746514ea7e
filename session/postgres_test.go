package session_test

import (
	"testing"

	"github.com/computerwelt/computerwelt/store"
)

// addPostgres adds PostgreSQL to the shared stores when CW_POSTGRES_URL is
// set.
func addPostgres(t *testing.T, out map[string]func() store.Store) {
	t.Log("PostgreSQL: store/postgres is not available yet")
}
