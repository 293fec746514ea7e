package testpg

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestStoreURL(t *testing.T) {
	for _, tc := range [][3]string{
		{"postgres://h/db", "s", "postgres://h/db?schema=s"},
		{"postgres://h/db?sslmode=disable", "s", "postgres://h/db?sslmode=disable&schema=s"},
	} {
		if got := StoreURL(tc[0], tc[1]); got != tc[2] {
			t.Errorf("StoreURL(%q, %q) = %q, want %q", tc[0], tc[1], got, tc[2])
		}
	}
}

// A schema is the test's own and is gone when the test ends.
func TestSchemaDroppedAtEnd(t *testing.T) {
	u := Require(t)
	ctx := context.Background()
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	exists := func(name string) bool {
		var n int
		if err := c.QueryRow(ctx, `SELECT count(*) FROM pg_namespace WHERE nspname = $1`, name).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n > 0
	}
	var a, b string
	t.Run("user", func(t *testing.T) {
		a, b = Schema(t, u, "cwtestpg_"), Schema(t, u, "cwtestpg_")
		if a == b || !strings.HasPrefix(a, "cwtestpg_") || a != strings.ToLower(a) {
			t.Errorf("schemas %q and %q", a, b)
		}
		for _, s := range []string{a, b} {
			if _, err := c.Exec(ctx, `CREATE SCHEMA `+pgx.Identifier{s}.Sanitize()); err != nil {
				t.Fatal(err)
			}
			if !exists(s) {
				t.Fatalf("%s was not created", s)
			}
		}
	})
	if exists(a) || exists(b) {
		t.Errorf("after the test, %s or %s is still there", a, b)
	}
}
