// Package testpg is what the tests that use PostgreSQL share: the server
// $CW_POSTGRES_URL names, and a schema of a test's own that is dropped
// when the test ends, so that test packages running at once never share
// tables.
package testpg

import (
	"context"
	"crypto/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Env is the variable naming the test server, e.g.
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
const Env = "CW_POSTGRES_URL"

// URL is the test server's URL, or "" when there is none.
func URL() string { return os.Getenv(Env) }

// Require returns the test server's URL, or skips tb when there is none.
// Under CI=true a missing server fails tb instead: .ci/run provides one,
// so a skip there would hide that PostgreSQL went untested.
func Require(tb testing.TB) string {
	tb.Helper()
	u := URL()
	if u == "" {
		if os.Getenv("CI") == "true" {
			tb.Fatal(Env + " is not set, and CI=true requires PostgreSQL (.ci/run starts one and sets it)")
		}
		tb.Skip(Env + " is not set: no PostgreSQL to test against (e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable)")
	}
	return u
}

// SkipSubtest is for a test that runs a subtest per store and leaves
// PostgreSQL out when there is none: it runs an empty "postgres" subtest
// that skips (or fails, under CI=true) saying why, so that -v shows the
// store went untested rather than an ok.
func SkipSubtest(t *testing.T) {
	t.Helper()
	t.Run("postgres", func(t *testing.T) { Require(t) })
}

// Schema names a new schema on the server u, prefix followed by random
// letters and digits, and drops it when tb ends. The store creates it.
func Schema(tb testing.TB, u, prefix string) string {
	tb.Helper()
	name := prefix + strings.ToLower(rand.Text()[:12])
	DropAtEnd(tb, u, name)
	return name
}

// DropAtEnd drops the schema name on the server u, with all it holds,
// when tb ends.
func DropAtEnd(tb testing.TB, u, name string) {
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, u)
		if err != nil {
			tb.Errorf("dropping schema %s: %v", name, err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, `DROP SCHEMA IF EXISTS `+pgx.Identifier{name}.Sanitize()+` CASCADE`); err != nil {
			tb.Errorf("dropping schema %s: %v", name, err)
		}
	})
}

// StoreURL is u with the schema parameter the store's URL takes (the
// command line's --store).
func StoreURL(u, schema string) string {
	sep := "?"
	if strings.Contains(u, "?") {
		sep = "&"
	}
	return u + sep + "schema=" + schema
}
