package storeutil

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

func TestBind(t *testing.T) {
	q := `SELECT a FROM t WHERE x = ? AND y = ? LIMIT ?`
	if got := (Dialect{}).Bind(q); got != q {
		t.Errorf("unnumbered: %q", got)
	}
	if got, want := (Dialect{Numbered: true}).Bind(q), `SELECT a FROM t WHERE x = $1 AND y = $2 LIMIT $3`; got != want {
		t.Errorf("numbered: %q, want %q", got, want)
	}
}

// The list queries: conditions in order, the limit last, byte-wise order
// where the dialect needs it said.
func TestFilterQuery(t *testing.T) {
	var f filter
	f.add("owner = ?", "o")
	f.add("last_used < ?", int64(5))
	q := (Dialect{Numbered: true}).Bind(f.query(SessionCols, "sessions", "last_used DESC, id"+` COLLATE "C"`, 10))
	want := `SELECT ` + SessionCols + ` FROM sessions WHERE owner = $1 AND last_used < $2 ORDER BY last_used DESC, id COLLATE "C" LIMIT $3`
	if q != want || !slices.Equal(f.args, []any{"o", int64(5), 10}) {
		t.Errorf("query %q %v,\nwant  %q", q, f.args, want)
	}
	var none filter
	if q := none.query("a", "t", "a", 0); q != `SELECT a FROM t ORDER BY a` || len(none.args) != 0 {
		t.Errorf("unfiltered: %q %v", q, none.args)
	}
}

func TestCheckLease(t *testing.T) {
	now := time.Unix(100, 0)
	l := store.Lease{Session: "s", Holder: "h", Token: 7}
	later := Nanos(now.Add(time.Second))
	for _, tc := range []struct {
		found   bool
		holder  string
		token   int64
		expires int64
		ok      bool
	}{
		{true, "h", 7, later, true},
		{false, "", 0, 0, false},
		{true, "other", 7, later, false},
		{true, "h", 8, later, false},
		{true, "h", 7, Nanos(now), false},
	} {
		err := CheckLease("x", l, tc.found, tc.holder, tc.token, tc.expires, now)
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, store.ErrLeaseLost)) {
			t.Errorf("%+v: %v", tc, err)
		}
	}
}

func TestAuditArgsDefaults(t *testing.T) {
	now := time.Unix(100, 0)
	calls := 0
	clock := func() time.Time { calls++; return now }
	p := store.Proposal{ID: "p", Session: "s", Workspace: "w"}
	got := AuditArgs(store.AuditEntry{Actor: "a", Action: "approve", Detail: "d"}, p, clock)
	want := []any{Nanos(now), "a", "approve", "p", "s", "w", []byte("d")}
	if len(got) != len(want) || got[0] != want[0] || got[3] != "p" || got[4] != "s" || got[5] != "w" || string(got[6].([]byte)) != "d" || calls != 1 {
		t.Errorf("defaults: %v (%d clock calls)", got, calls)
	}
	given := time.Unix(50, 0)
	got = AuditArgs(store.AuditEntry{Time: given, Proposal: "q", Session: "t", Workspace: "v"}, p, clock)
	if got[0] != Nanos(given) || got[3] != "q" || got[4] != "t" || got[5] != "v" || calls != 1 {
		t.Errorf("given: %v (%d clock calls)", got, calls)
	}
}
