package session_test

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
)

// addPostgres adds PostgreSQL to the shared stores when CW_POSTGRES_URL is
// set: a schema of the test's own, dropped at its end.
func addPostgres(t *testing.T, out map[string]func() store.Store) {
	u := os.Getenv("CW_POSTGRES_URL")
	if u == "" {
		t.Log("CW_POSTGRES_URL is not set: PostgreSQL not tested")
		return
	}
	schema := pgSchema(t, u)
	out["postgres"] = func() store.Store { return openPostgres(t, u, schema) }
}

func pgSchema(t testing.TB, u string) string {
	b := make([]byte, 6)
	rand.Read(b)
	name := "cwsession_" + hex.EncodeToString(b)
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

func openPostgres(t testing.TB, u, schema string) store.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), u, postgres.WithSchema(schema))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}
