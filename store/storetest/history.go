package storetest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// recorded is turn with a history record naming each file's change from
// before (a map of the previous contents) to its content.
func recorded(id string, n int64, before, files map[string]string, clk *Clock) store.Turn {
	tr := turn(id, n, files)
	rec := &store.TurnRecord{Session: id, N: n, Time: clk.Now(), Duration: time.Millisecond, Principal: "alice",
		Script: fmt.Sprintf("echo %d > f\n# \x1b[31m\n", n), ExitCode: int(n % 3), Stdout: "out\x00", Stderr: "err"}
	for _, p := range sortedKeys(files) {
		c := store.PathChange{Path: p, AfterMode: 0o644, After: Hash([]byte(files[p]))}
		if b, ok := before[p]; ok {
			c.BeforeMode, c.Before = 0o644, Hash([]byte(b))
		}
		rec.Changes = append(rec.Changes, c)
	}
	tr.Record = rec
	return tr
}

func turnNumbers(rs []store.TurnRecord) []int64 {
	var out []int64
	for _, r := range rs {
		out = append(out, r.N)
	}
	return out
}

// testHistory: records come back as committed, in order, filtered; a
// record that does not match its turn is refused and the turn with it.
func testHistory(t *testing.T, s store.Store, clk *Clock) {
	if rs, err := s.Turns(ctx, "nobody", store.TurnFilter{}); err != nil || len(rs) != 0 {
		t.Fatalf("history of an unknown session: %v %v", rs, err)
	}
	prev := map[string]string{}
	for n := int64(1); n <= 5; n++ {
		files := map[string]string{"/f": fmt.Sprint("v", n)}
		mustCommit(t, s, store.Lease{}, recorded("s", n, prev, files, clk))
		prev = files
		clk.Advance(time.Second)
	}
	rs, err := s.Turns(ctx, "s", store.TurnFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if got := turnNumbers(rs); !slices.Equal(got, []int64{1, 2, 3, 4, 5}) {
		t.Fatalf("turns %v", got)
	}
	r := rs[1]
	want := recorded("s", 2, map[string]string{"/f": "v1"}, map[string]string{"/f": "v2"}, NewClock()).Record
	if r.Script != want.Script || r.Stdout != "out\x00" || r.Stderr != "err" || r.ExitCode != 2 || r.Principal != "alice" ||
		r.Duration != time.Millisecond || !r.Time.Equal(NewClock().Now().Add(time.Second)) || r.Bytes <= 0 ||
		!slices.Equal(r.Changes, want.Changes) {
		t.Errorf("record 2: %+v", r)
	}
	rs, err = s.Turns(ctx, "s", store.TurnFilter{From: 2, To: 4, Newest: true, Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := turnNumbers(rs); !slices.Equal(got, []int64{4, 3}) {
		t.Errorf("turns 2..4 newest first, 2 of them: %v", got)
	}
	// The contents of an older turn are kept while its record is.
	if _, err := s.Blob(ctx, Hash([]byte("v1"))); err != nil {
		t.Errorf("content before turn 2: %v", err)
	}
	bad := recorded("s", 6, nil, map[string]string{"/g": "x"}, clk)
	bad.Record.N = 7
	if err := s.Commit(ctx, store.Lease{}, bad); err == nil {
		t.Error("a record numbered unlike its turn was accepted")
	}
	if ses, _ := s.Session(ctx, "s"); ses.Turns != 5 {
		t.Errorf("the refused turn was committed: %d turns", ses.Turns)
	}
	// A fork has the history so far; a delete drops it and what it kept.
	if err := s.Fork(ctx, "s", "fork", "bob"); err != nil {
		t.Fatal(err)
	}
	if rs, _ := s.Turns(ctx, "fork", store.TurnFilter{}); len(rs) != 5 {
		t.Errorf("fork has %d records", len(rs))
	}
	if err := s.DeleteSession(ctx, "s"); err != nil {
		t.Fatal(err)
	}
	if rs, _ := s.Turns(ctx, "s", store.TurnFilter{}); len(rs) != 0 {
		t.Errorf("deleted session has %d records", len(rs))
	}
	if err := s.DeleteSession(ctx, "fork"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Blob(ctx, Hash([]byte("v1"))); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("content only deleted records kept: %v", err)
	}
}

// testHistoryRetention: the oldest records go past the bound of turns or
// bytes, and the contents only they kept go with them.
func testHistoryRetention(t *testing.T, s store.Store, clk *Clock) {
	prev := map[string]string{}
	for n := int64(1); n <= 6; n++ {
		files := map[string]string{"/f": fmt.Sprint("v", n)}
		tr := recorded("s", n, prev, files, clk)
		tr.Retain = store.Retention{Turns: 3}
		mustCommit(t, s, store.Lease{}, tr)
		prev = files
	}
	rs, err := s.Turns(ctx, "s", store.TurnFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if got := turnNumbers(rs); !slices.Equal(got, []int64{4, 5, 6}) {
		t.Fatalf("kept %v, want the 3 newest", got)
	}
	if _, err := s.Blob(ctx, Hash([]byte("v2"))); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("content only a dropped record kept: %v", err)
	}
	if _, err := s.Blob(ctx, Hash([]byte("v3"))); err != nil {
		t.Errorf("content before kept turn 4: %v", err)
	}
	// By bytes: a big record pushes the older ones out, never itself.
	tr := recorded("s", 7, prev, map[string]string{"/f": "v7"}, clk)
	tr.Record.Stdout = strings.Repeat("x", 4000)
	tr.Retain = store.Retention{Turns: 100, Bytes: 3000}
	mustCommit(t, s, store.Lease{}, tr)
	rs, _ = s.Turns(ctx, "s", store.TurnFilter{})
	if got := turnNumbers(rs); !slices.Equal(got, []int64{7}) {
		t.Errorf("after a record past the byte bound: %v", got)
	}
	var total int64
	for _, r := range rs {
		total += r.Bytes
	}
	if total < 4000 {
		t.Errorf("bytes counted %d", total)
	}
}

// testHistoryTotals: the retention counts the records a session has
// through a lowered bound (many dropped at once, by turns and by
// bytes), a fork (which keeps its source's records) and a deletion
// (after which a session of the same id starts with none).
func testHistoryTotals(t *testing.T, s store.Store, clk *Clock) {
	commit := func(id string, n int64, retain store.Retention, stdout int) {
		t.Helper()
		tr := recorded(id, n, nil, map[string]string{"/f": fmt.Sprint(id, n)}, clk)
		tr.Record.Stdout = strings.Repeat("o", stdout)
		tr.Retain = retain
		mustCommit(t, s, store.Lease{}, tr)
	}
	kept := func(id string, want []int64) {
		t.Helper()
		rs, err := s.Turns(ctx, id, store.TurnFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if got := turnNumbers(rs); !slices.Equal(got, want) {
			t.Fatalf("%s kept %v, want %v", id, got, want)
		}
	}
	span := func(from, to int64) []int64 {
		var out []int64
		for n := from; n <= to; n++ {
			out = append(out, n)
		}
		return out
	}
	wide := store.Retention{Turns: 1000, Bytes: 1 << 30}
	for n := int64(1); n <= 40; n++ {
		commit("s", n, wide, 1000)
	}
	// The bound lowered to 5 turns: 36 records go in one turn.
	commit("s", 41, store.Retention{Turns: 5, Bytes: 1 << 30}, 1000)
	kept("s", span(37, 41))
	for n := int64(42); n <= 80; n++ {
		commit("s", n, wide, 1000)
	}
	// By bytes: records of about 1.3 KB under a bound of 6 KB leave
	// four, more than one batch of reading dropped.
	commit("s", 81, store.Retention{Turns: 1000, Bytes: 6000}, 1000)
	rs, _ := s.Turns(ctx, "s", store.TurnFilter{})
	var total int64
	for _, r := range rs {
		total += r.Bytes
	}
	if len(rs) < 2 || total > 6000 || total+rs[0].Bytes <= 6000 {
		t.Fatalf("by bytes kept %v (%d bytes)", turnNumbers(rs), total)
	}
	kept("s", span(82-int64(len(rs)), 81))

	// A fork counts the records it copied.
	if err := s.Fork(ctx, "s", "t", "bob"); err != nil {
		t.Fatal(err)
	}
	commit("t", 82, store.Retention{Turns: 2, Bytes: 1 << 30}, 10)
	kept("t", []int64{81, 82})
	kept("s", span(82-int64(len(rs)), 81))

	// A session deleted and made again starts with no records counted.
	if err := s.DeleteSession(ctx, "t"); err != nil {
		t.Fatal(err)
	}
	for n := int64(1); n <= 3; n++ {
		commit("t", n, store.Retention{Turns: 3, Bytes: 1 << 30}, 10)
	}
	kept("t", []int64{1, 2, 3})
}

// testHistoryManyContents: a record naming more contents than one
// statement takes keeps every one of them after the entries move on.
func testHistoryManyContents(t *testing.T, s store.Store, clk *Clock) {
	v1, v2, v3 := map[string]string{}, map[string]string{}, map[string]string{}
	for i := range 40 {
		p := fmt.Sprintf("/f%02d", i)
		v1[p], v2[p], v3[p] = fmt.Sprint("one ", i), fmt.Sprint("two ", i), fmt.Sprint("three ", i)
	}
	mustCommit(t, s, store.Lease{}, recorded("s", 1, nil, v1, clk))
	mustCommit(t, s, store.Lease{}, turn("s", 2, v2)) // not recorded
	mustCommit(t, s, store.Lease{}, turn("s", 3, v3))
	for p := range v1 {
		if b, err := s.Blob(ctx, Hash([]byte(v1[p]))); err != nil || string(b) != v1[p] {
			t.Errorf("content of %s the record names: %q, %v", p, b, err)
		}
		if _, err := s.Blob(ctx, Hash([]byte(v2[p]))); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("content of %s nothing names: %v", p, err)
		}
	}
}

// KeepsThreeOfFive checks a store whose session "s" has records 1 to 5
// (as a migration left them): a turn 6 that keeps 3 leaves 4, 5 and 6.
func KeepsThreeOfFive(t *testing.T, s store.Store) {
	t.Helper()
	tr := store.Turn{Session: store.Session{ID: "s", Turns: 6}, Retain: store.Retention{Turns: 3},
		Record: &store.TurnRecord{Session: "s", N: 6, Script: "true"}}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		t.Fatal(err)
	}
	rs, err := s.Turns(ctx, "s", store.TurnFilter{})
	if got := turnNumbers(rs); err != nil || !slices.Equal(got, []int64{4, 5, 6}) {
		t.Errorf("records after a turn with 3 kept: %v, %v", got, err)
	}
}
