// Package storetest is the contract suite every store.Store runs: the
// same behaviour, error for error, from store/sqlite and store/postgres.
//
// An implementation's test calls Run with a function that opens a fresh,
// empty store on the clock it is given (leases expire by it), and closes
// it when the test ends.
package storetest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// Opener opens a fresh, empty store whose clock is now.
type Opener func(t *testing.T, now func() time.Time) store.Store

// Clock is a fake clock the suite moves by hand, so no test depends on
// how fast the machine is.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a clock at a fixed instant.
func NewClock() *Clock {
	return &Clock{t: time.Date(2026, 1, 2, 3, 4, 5, 6000, time.UTC)}
}

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock forward.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// Hash is the name a content is stored under.
func Hash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// Run runs the contract suite, each case on a fresh store, in parallel.
func Run(t *testing.T, open Opener) {
	cases := []struct {
		name string
		fn   func(*testing.T, store.Store, *Clock)
	}{
		{"NotFound", testNotFound},
		{"CommitCreatesThenUpdates", testCommitCreatesThenUpdates},
		{"NamesAreText", testNamesAreText},
		{"EntriesOrderedByteWise", testEntriesOrdered},
		{"PutReplaceDeleteReset", testPutReplaceDeleteReset},
		{"Blobs", testBlobs},
		{"CommitIsAtomic", testCommitAtomic},
		{"CommitCancelledContext", testCommitCancelled},
		{"Sessions", testSessions},
		{"Fork", testFork},
		{"DeleteSession", testDeleteSession},
		{"DeleteRacesCommit", testDeleteRacesCommit},
		{"ReplacedContentIsSwept", testSwept},
		{"SameNewContentAtOnce", testSameContentAtOnce},
		{"Lease", testLease},
		{"LeaseFencing", testLeaseFencing},
		{"ConcurrentCommits", testConcurrentCommits},
		{"AcquireRace", testAcquireRace},
		{"LeasedTurnsSerialise", testLeasedTurnsSerialise},
		{"Stream10000Entries", testStream},
		{"Proposals", testProposals},
		{"UpdateProposal", testUpdateProposal},
		{"UpdateProposalConcurrent", testUpdateProposalConcurrent},
		{"Audit", testAudit},
		{"History", testHistory},
		{"HistoryRetention", testHistoryRetention},
		{"HistoryTotals", testHistoryTotals},
		{"HistoryManyContents", testHistoryManyContents},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // each case has a store of its own
			clk := NewClock()
			s := open(t, clk.Now)
			c.fn(t, s, clk)
		})
	}
}

var ctx = context.Background()

// turn builds a turn whose entries each get a blob with their own content.
func turn(id string, turns int64, files map[string]string) store.Turn {
	t := store.Turn{
		Session: store.Session{ID: id, Owner: "alice", Workspace: "ws", Turns: turns, State: []byte(fmt.Sprintf(`{"turn":%d}`, turns))},
		Blobs:   map[string][]byte{},
	}
	for _, p := range sortedKeys(files) {
		h := Hash([]byte(files[p]))
		t.Blobs[h] = []byte(files[p])
		t.Put = append(t.Put, store.Entry{Mount: "/", Path: p, Data: []byte("file " + p), Hash: h})
	}
	return t
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func mustCommit(t *testing.T, s store.Store, l store.Lease, tr store.Turn) {
	t.Helper()
	if err := s.Commit(ctx, l, tr); err != nil {
		t.Fatalf("Commit(%s): %v", tr.Session.ID, err)
	}
}

func entries(t *testing.T, s store.Store, id string) []store.Entry {
	t.Helper()
	var out []store.Entry
	if err := s.Entries(ctx, id, func(e store.Entry) error { out = append(out, e); return nil }); err != nil {
		t.Fatalf("Entries(%s): %v", id, err)
	}
	return out
}

func paths(es []store.Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Mount+":"+e.Path)
	}
	return out
}

func wantErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: error %v, want %v", what, err, want)
	}
}

func testNotFound(t *testing.T, s store.Store, _ *Clock) {
	_, err := s.Session(ctx, "nope")
	wantErr(t, "Session", err, store.ErrNotFound)
	_, err = s.Blob(ctx, Hash([]byte("nope")))
	wantErr(t, "Blob", err, store.ErrNotFound)
	err = s.Entries(ctx, "nope", func(store.Entry) error { return nil })
	wantErr(t, "Entries", err, store.ErrNotFound)
	wantErr(t, "DeleteSession", s.DeleteSession(ctx, "nope"), store.ErrNotFound)
	wantErr(t, "Fork", s.Fork(ctx, "nope", "other", ""), store.ErrNotFound)
	_, err = s.Proposal(ctx, "nope")
	wantErr(t, "Proposal", err, store.ErrNotFound)
	err = s.UpdateProposal(ctx, "nope", func(*store.Proposal) error { return nil }, nil)
	wantErr(t, "UpdateProposal", err, store.ErrNotFound)
	if ss, err := s.Sessions(ctx, store.ListOptions{}); err != nil || len(ss) != 0 {
		t.Errorf("Sessions on an empty store = %v, %v", ss, err)
	}
	// A session with no entries is found, and has none.
	mustCommit(t, s, store.Lease{}, store.Turn{Session: store.Session{ID: "empty"}})
	if es := entries(t, s, "empty"); len(es) != 0 {
		t.Errorf("entries of an empty session: %v", paths(es))
	}
}

// testNamesAreText: ids and names must be UTF-8 text without NUL (what
// PostgreSQL can store as text); both stores refuse the others alike, and
// looking one up finds nothing. Paths, data and messages may be any bytes.
func testNamesAreText(t *testing.T, s store.Store, _ *Clock) {
	for _, bad := range []string{"a\x00b", "a\xffb"} {
		if err := s.Commit(ctx, store.Lease{}, store.Turn{Session: store.Session{ID: bad}}); err == nil {
			t.Errorf("Commit of session %q succeeded", bad)
		}
		if err := s.Commit(ctx, store.Lease{}, store.Turn{Session: store.Session{ID: "ok", Owner: bad}}); err == nil {
			t.Errorf("Commit with owner %q succeeded", bad)
		}
		if _, err := s.Acquire(ctx, bad, "h", time.Minute); err == nil {
			t.Errorf("Acquire of session %q succeeded", bad)
		}
		if err := s.PutProposal(ctx, store.Proposal{ID: bad}, nil); err == nil {
			t.Errorf("PutProposal %q succeeded", bad)
		}
		_, err := s.Session(ctx, bad)
		wantErr(t, "Session of a non-text id", err, store.ErrNotFound)
		_, err = s.Proposal(ctx, bad)
		wantErr(t, "Proposal of a non-text id", err, store.ErrNotFound)
		_, err = s.Blob(ctx, bad)
		wantErr(t, "Blob of a non-text hash", err, store.ErrNotFound)
		wantErr(t, "Entries of a non-text id", s.Entries(ctx, bad, func(store.Entry) error { return nil }), store.ErrNotFound)
		wantErr(t, "DeleteSession of a non-text id", s.DeleteSession(ctx, bad), store.ErrNotFound)
		wantErr(t, "Fork from a non-text id", s.Fork(ctx, bad, "x", ""), store.ErrNotFound)
		if err := s.Fork(ctx, "ok", bad, ""); err == nil {
			t.Errorf("Fork to %q succeeded", bad)
		}
	}
	if _, err := s.Session(ctx, "ok"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a refused commit created its session: %v", err)
	}
	if err := s.PutProposal(ctx, store.Proposal{ID: "p"}, nil); err != nil {
		t.Fatal(err)
	}
	err := s.UpdateProposal(ctx, "p", func(p *store.Proposal) error { p.DecidedBy = "\xff"; return nil }, nil)
	if err == nil {
		t.Errorf("UpdateProposal setting a non-text decider succeeded")
	}
	err = s.UpdateProposal(ctx, "p", func(p *store.Proposal) error { return nil }, &store.AuditEntry{Actor: "a\x00"})
	if err == nil {
		t.Errorf("UpdateProposal with a non-text audit actor succeeded")
	}
}

func testCommitCreatesThenUpdates(t *testing.T, s store.Store, clk *Clock) {
	created := clk.Now().Add(-time.Hour)
	tr := turn("s1", 1, map[string]string{"/a": "A"})
	tr.Session.Created = created
	tr.Session.LastUsed = clk.Now()
	tr.Session.Bytes = 1
	mustCommit(t, s, store.Lease{}, tr)
	got, err := s.Session(ctx, "s1")
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != "s1" || got.Owner != "alice" || got.Workspace != "ws" || got.Turns != 1 || got.Bytes != 1 ||
		got.Entries != 1 || string(got.State) != `{"turn":1}` || !got.Created.Equal(created) || !got.LastUsed.Equal(clk.Now()) {
		t.Errorf("after the first commit: %+v", got)
	}

	// A later turn updates state, turns, bytes and last use; the owner,
	// workspace and creation time stay those of the first.
	clk.Advance(time.Minute)
	tr = turn("s1", 2, map[string]string{"/b": "B"})
	tr.Session.Owner, tr.Session.Workspace = "mallory", "other"
	tr.Session.Created = clk.Now()
	tr.Session.LastUsed = clk.Now()
	tr.Session.Bytes = 2
	mustCommit(t, s, store.Lease{}, tr)
	got, err = s.Session(ctx, "s1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Owner != "alice" || got.Workspace != "ws" || !got.Created.Equal(created) {
		t.Errorf("owner/workspace/created changed by a later turn: %+v", got)
	}
	if got.Turns != 2 || got.Bytes != 2 || got.Entries != 2 || string(got.State) != `{"turn":2}` || !got.LastUsed.Equal(clk.Now()) {
		t.Errorf("after the second commit: %+v", got)
	}

	// Unset times are filled with the store's clock.
	mustCommit(t, s, store.Lease{}, store.Turn{Session: store.Session{ID: "s2"}})
	got, err = s.Session(ctx, "s2")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Created.Equal(clk.Now()) || !got.LastUsed.Equal(clk.Now()) {
		t.Errorf("unset times: created %v, last used %v, want %v", got.Created, got.LastUsed, clk.Now())
	}
	if err := s.Commit(ctx, store.Lease{}, store.Turn{}); err == nil {
		t.Errorf("Commit with no session id succeeded")
	}
}

func testEntriesOrdered(t *testing.T, s store.Store, _ *Clock) {
	// Paths a model can create, in an order that is not byte order, with
	// bytes that are not UTF-8 and data with every byte value.
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	var put []store.Entry
	for _, m := range []string{"/work", "/", "/config"} {
		for _, p := range []string{"/b", "/a/b", "/a-b", "/a.b", "/A", "/a", "/\xff\xfe", "/é", "/a b", "/Z", "/~"} {
			put = append(put, store.Entry{Mount: m, Path: p, Data: all})
		}
	}
	put = append(put, store.Entry{Mount: "/", Path: "/nodata"})
	mustCommit(t, s, store.Lease{}, store.Turn{Session: store.Session{ID: "s"}, Put: put})
	got := entries(t, s, "s")
	want := slices.Clone(put)
	slices.SortFunc(want, func(a, b store.Entry) int {
		if c := strings.Compare(a.Mount, b.Mount); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
	if !slices.Equal(paths(got), paths(want)) {
		t.Fatalf("order:\n got %q\nwant %q", paths(got), paths(want))
	}
	for _, e := range got {
		if e.Path == "/nodata" {
			if len(e.Data) != 0 || e.Hash != "" {
				t.Errorf("entry without data came back as %+v", e)
			}
		} else if !bytes.Equal(e.Data, all) {
			t.Errorf("%s:%q data %q", e.Mount, e.Path, e.Data)
		}
	}
}

func testPutReplaceDeleteReset(t *testing.T, s store.Store, _ *Clock) {
	mustCommit(t, s, store.Lease{}, turn("s", 1, map[string]string{"/a": "A", "/b": "B", "/c": "C"}))
	// Replace /a, delete /b, add /d.
	tr := turn("s", 2, map[string]string{"/a": "A2", "/d": "D"})
	tr.Delete = []store.EntryKey{{Mount: "/", Path: "/b"}, {Mount: "/", Path: "/never"}}
	mustCommit(t, s, store.Lease{}, tr)
	got := entries(t, s, "s")
	if want := []string{"/:/a", "/:/c", "/:/d"}; !slices.Equal(paths(got), want) {
		t.Fatalf("after put/delete: %q, want %q", paths(got), want)
	}
	if got[0].Hash != Hash([]byte("A2")) {
		t.Errorf("/a was not replaced: %+v", got[0])
	}
	if ses, _ := s.Session(ctx, "s"); ses.Entries != 3 {
		t.Errorf("Entries count %d, want 3", ses.Entries)
	}
	// Reset drops everything before the turn's own puts.
	tr = turn("s", 3, map[string]string{"/e": "E"})
	tr.Reset = true
	mustCommit(t, s, store.Lease{}, tr)
	if got := paths(entries(t, s, "s")); !slices.Equal(got, []string{"/:/e"}) {
		t.Errorf("after reset: %q", got)
	}
	if ses, _ := s.Session(ctx, "s"); ses.Entries != 1 {
		t.Errorf("Entries count %d after reset, want 1", ses.Entries)
	}
	// One path put twice in a turn is its last version; deleted and put
	// again, it is there.
	tr = store.Turn{Session: store.Session{ID: "s", Turns: 4}, Delete: []store.EntryKey{{Mount: "/", Path: "/e"}}, Put: []store.Entry{
		{Mount: "/", Path: "/x", Data: []byte("first")}, {Mount: "/", Path: "/e", Data: []byte("again")}, {Mount: "/", Path: "/x", Data: []byte("second")},
	}}
	mustCommit(t, s, store.Lease{}, tr)
	got = entries(t, s, "s")
	if len(got) != 2 || string(got[0].Data) != "again" || string(got[1].Data) != "second" {
		t.Errorf("after a turn putting /x twice: %q", got)
	}
	if ses, _ := s.Session(ctx, "s"); ses.Entries != 2 {
		t.Errorf("Entries count %d, want 2", ses.Entries)
	}
}

func testBlobs(t *testing.T, s store.Store, _ *Clock) {
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<16) // 1 MiB
	empty := []byte{}
	tr := store.Turn{Session: store.Session{ID: "s"}, Blobs: map[string][]byte{Hash(big): big, Hash(empty): empty}}
	tr.Put = []store.Entry{{Mount: "/", Path: "/big", Hash: Hash(big)}, {Mount: "/", Path: "/empty", Hash: Hash(empty)}}
	mustCommit(t, s, store.Lease{}, tr)
	if got, err := s.Blob(ctx, Hash(big)); err != nil || !bytes.Equal(got, big) {
		t.Errorf("Blob(big): %d bytes, %v", len(got), err)
	}
	if got, err := s.Blob(ctx, Hash(empty)); err != nil || len(got) != 0 {
		t.Errorf("Blob(empty): %q, %v", got, err)
	}
	// A blob the store has already is not needed again: an entry may
	// refer to it from a later turn or another session.
	mustCommit(t, s, store.Lease{}, store.Turn{Session: store.Session{ID: "t"}, Put: []store.Entry{{Mount: "/", Path: "/again", Hash: Hash(big)}}})
	// And sending it again is harmless.
	mustCommit(t, s, store.Lease{}, store.Turn{Session: store.Session{ID: "t"}, Blobs: map[string][]byte{Hash(big): big}})
	// A blob under a name that is not its sha256 is refused.
	bad := store.Turn{Session: store.Session{ID: "u"}, Blobs: map[string][]byte{Hash([]byte("x")): []byte("y")}}
	if err := s.Commit(ctx, store.Lease{}, bad); err == nil {
		t.Errorf("a blob under a wrong hash was accepted")
	}
	if _, err := s.Blob(ctx, Hash([]byte("x"))); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the wrongly named blob is stored: %v", err)
	}
}

func testCommitAtomic(t *testing.T, s store.Store, _ *Clock) {
	mustCommit(t, s, store.Lease{}, turn("s", 1, map[string]string{"/a": "A"}))
	before, _ := s.Session(ctx, "s")

	// A turn that writes blobs, the record and entries, and then meets an
	// entry whose blob is nowhere, leaves nothing of itself.
	for _, id := range []string{"s", "new"} {
		tr := turn(id, 2, map[string]string{"/b": "B", "/c": "C"})
		tr.Delete = []store.EntryKey{{Mount: "/", Path: "/a"}}
		tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: "/zzz", Hash: Hash([]byte("missing"))})
		err := s.Commit(ctx, store.Lease{}, tr)
		wantErr(t, "Commit of an entry without its blob", err, store.ErrNotFound)
		if _, err := s.Blob(ctx, Hash([]byte("B"))); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s: the failed turn's blob is stored: %v", id, err)
		}
	}
	// A turn whose blobs are good but one: in whatever order they are
	// written, none stays.
	tr := turn("new", 1, map[string]string{"/1": "one", "/2": "two", "/3": "three", "/4": "four"})
	tr.Blobs[Hash([]byte("five"))] = []byte("not five")
	if err := s.Commit(ctx, store.Lease{}, tr); err == nil {
		t.Errorf("a turn with a misnamed blob was committed")
	}
	for _, c := range []string{"one", "two", "three", "four", "not five"} {
		if _, err := s.Blob(ctx, Hash([]byte(c))); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("blob %q of the failed turn is stored: %v", c, err)
		}
	}
	if _, err := s.Session(ctx, "new"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the failed turn created its session: %v", err)
	}
	after, err := s.Session(ctx, "s")
	if err != nil {
		t.Fatal(err)
	}
	if after.Turns != before.Turns || !bytes.Equal(after.State, before.State) || after.Entries != 1 {
		t.Errorf("the failed turn changed the session: %+v", after)
	}
	if got := paths(entries(t, s, "s")); !slices.Equal(got, []string{"/:/a"}) {
		t.Errorf("the failed turn changed the entries: %q", got)
	}
}

func testCommitCancelled(t *testing.T, s store.Store, _ *Clock) {
	c, cancel := context.WithCancel(ctx)
	cancel()
	if err := s.Commit(c, store.Lease{}, turn("s", 1, map[string]string{"/a": "A"})); err == nil {
		t.Fatalf("Commit with a cancelled context succeeded")
	}
	if _, err := s.Session(ctx, "s"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a cancelled commit created the session: %v", err)
	}
	if _, err := s.Blob(ctx, Hash([]byte("A"))); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a cancelled commit stored a blob: %v", err)
	}
}

func testSessions(t *testing.T, s store.Store, clk *Clock) {
	t0 := clk.Now()
	for i, x := range []struct{ id, owner, ws string }{
		{"a", "alice", "w1"}, {"b", "bob", "w1"}, {"c", "alice", "w2"}, {"d", "", "w2"},
	} {
		mustCommit(t, s, store.Lease{}, store.Turn{Session: store.Session{ID: x.id, Owner: x.owner, Workspace: x.ws,
			LastUsed: t0.Add(time.Duration(i) * time.Minute)}})
	}
	ids := func(o store.ListOptions) []string {
		t.Helper()
		ss, err := s.Sessions(ctx, o)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, x := range ss {
			out = append(out, x.ID)
		}
		return out
	}
	for _, c := range []struct {
		o    store.ListOptions
		want []string
	}{
		{store.ListOptions{}, []string{"d", "c", "b", "a"}},
		{store.ListOptions{Owner: "alice"}, []string{"c", "a"}},
		{store.ListOptions{Workspace: "w2"}, []string{"d", "c"}},
		{store.ListOptions{Owner: "alice", Workspace: "w1"}, []string{"a"}},
		{store.ListOptions{IdleSince: t0.Add(2 * time.Minute)}, []string{"b", "a"}},
		{store.ListOptions{Limit: 2}, []string{"d", "c"}},
		{store.ListOptions{Owner: "nobody"}, nil},
	} {
		if got := ids(c.o); !slices.Equal(got, c.want) {
			t.Errorf("Sessions(%+v) = %q, want %q", c.o, got, c.want)
		}
	}
}

func testFork(t *testing.T, s store.Store, clk *Clock) {
	tr := turn("src", 3, map[string]string{"/a": "A", "/b": "B"})
	tr.Session.Bytes = 2
	mustCommit(t, s, store.Lease{}, tr)
	clk.Advance(time.Hour)
	if err := s.Fork(ctx, "src", "dst", "bob"); err != nil {
		t.Fatal(err)
	}
	src, _ := s.Session(ctx, "src")
	dst, err := s.Session(ctx, "dst")
	if err != nil {
		t.Fatal(err)
	}
	if dst.Owner != "bob" || dst.Workspace != "ws" || dst.Turns != 3 || dst.Bytes != 2 || dst.Entries != 2 ||
		!bytes.Equal(dst.State, src.State) || !dst.Created.Equal(clk.Now()) {
		t.Errorf("fork record: %+v", dst)
	}
	if got, want := entries(t, s, "dst"), entries(t, s, "src"); !slices.EqualFunc(got, want, func(a, b store.Entry) bool {
		return a.Mount == b.Mount && a.Path == b.Path && a.Hash == b.Hash && bytes.Equal(a.Data, b.Data)
	}) {
		t.Errorf("fork entries %q, want %q", paths(got), paths(want))
	}
	wantErr(t, "Fork onto an existing session", s.Fork(ctx, "src", "dst", ""), store.ErrExists)
	wantErr(t, "Fork from a missing session", s.Fork(ctx, "missing", "x", ""), store.ErrNotFound)

	// The two go their own ways.
	tr = turn("dst", 4, map[string]string{"/c": "C"})
	tr.Delete = []store.EntryKey{{Mount: "/", Path: "/a"}}
	mustCommit(t, s, store.Lease{}, tr)
	if got := paths(entries(t, s, "src")); !slices.Equal(got, []string{"/:/a", "/:/b"}) {
		t.Errorf("a turn of the fork changed the original: %q", got)
	}
	if got := paths(entries(t, s, "dst")); !slices.Equal(got, []string{"/:/b", "/:/c"}) {
		t.Errorf("fork after its turn: %q", got)
	}
}

func testDeleteSession(t *testing.T, s store.Store, _ *Clock) {
	mustCommit(t, s, store.Lease{}, turn("gone", 1, map[string]string{"/own": "only mine", "/shared": "shared", "/prop": "proposed"}))
	mustCommit(t, s, store.Lease{}, turn("kept", 1, map[string]string{"/shared": "shared"}))
	if err := s.PutProposal(ctx, store.Proposal{ID: "p", Session: "gone"}, map[string][]byte{Hash([]byte("proposed")): []byte("proposed")}); err != nil {
		t.Fatal(err)
	}
	l, err := s.Acquire(ctx, "gone", "h1", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteSession(ctx, "gone"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Session(ctx, "gone"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("deleted session: %v", err)
	}
	err = s.Entries(ctx, "gone", func(e store.Entry) error { return fmt.Errorf("entry %s left", e.Path) })
	wantErr(t, "Entries of a deleted session", err, store.ErrNotFound)
	// The lease went with it: another holder takes it at once, and the old
	// one cannot commit.
	if _, err := s.Acquire(ctx, "gone", "h2", time.Minute); err != nil {
		t.Errorf("lease of a deleted session still held: %v", err)
	}
	wantErr(t, "Commit with a lease from before the delete", s.Commit(ctx, l, turn("gone", 2, nil)), store.ErrLeaseLost)
	// Blobs: what only the deleted session had may go; what another
	// session or a proposal refers to stays.
	if _, err := s.Blob(ctx, Hash([]byte("only mine"))); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("blob only the deleted session had is still stored: %v", err)
	}
	for _, c := range []string{"shared", "proposed"} {
		if _, err := s.Blob(ctx, Hash([]byte(c))); err != nil {
			t.Errorf("blob %q still referred to was removed: %v", c, err)
		}
	}
	if got := paths(entries(t, s, "kept")); !slices.Equal(got, []string{"/:/shared"}) {
		t.Errorf("another session's entries changed: %q", got)
	}
}

// testDeleteRacesCommit deletes a session while another commits a turn
// bringing the same content, round after round: the store may skip writing
// a blob it has, but never while a delete is removing it, so no entry is
// left without its blob.
func testDeleteRacesCommit(t *testing.T, s store.Store, _ *Clock) {
	for i := range 30 {
		c := fmt.Appendf(nil, "shared content %d", i)
		h := Hash(c)
		var wg sync.WaitGroup
		wg.Add(2)
		go func() {
			defer wg.Done()
			tr := store.Turn{Session: store.Session{ID: "a"}, Blobs: map[string][]byte{h: c}, Put: []store.Entry{{Mount: "/", Path: "/x", Hash: h}}}
			if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
				t.Error(err)
				return
			}
			if err := s.DeleteSession(ctx, "a"); err != nil {
				t.Error(err)
			}
		}()
		go func() {
			defer wg.Done()
			// Many entries make the turn's transaction long enough for
			// the delete to fall inside it.
			tr := store.Turn{Session: store.Session{ID: "b"}, Blobs: map[string][]byte{h: c}, Reset: true}
			for j := range 200 {
				tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/f%d", j), Hash: h})
			}
			if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
				t.Error(err)
			}
		}()
		wg.Wait()
		if t.Failed() {
			return
		}
		if _, err := s.Blob(ctx, h); err != nil {
			t.Fatalf("round %d: the blob of committed entries is gone: %v", i, err)
		}
	}
}

// testSwept: a content no entry or proposal refers to any more after a
// turn is removed; one still referred to, by this session or another, or
// by a proposal, stays.
func testSwept(t *testing.T, s store.Store, _ *Clock) {
	mustCommit(t, s, store.Lease{}, turn("s", 1, map[string]string{
		"/replaced": "old", "/deleted": "gone", "/renamed": "moved", "/shared": "shared", "/proposed": "proposed", "/same": "same"}))
	mustCommit(t, s, store.Lease{}, turn("t", 1, map[string]string{"/x": "shared"}))
	if err := s.PutProposal(ctx, store.Proposal{ID: "p"}, map[string][]byte{Hash([]byte("proposed")): []byte("proposed")}); err != nil {
		t.Fatal(err)
	}
	tr := turn("s", 2, map[string]string{"/replaced": "new", "/same": "same"})
	tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: "/renamed2", Hash: Hash([]byte("moved"))})
	tr.Delete = []store.EntryKey{{Mount: "/", Path: "/deleted"}, {Mount: "/", Path: "/renamed"}, {Mount: "/", Path: "/shared"}, {Mount: "/", Path: "/proposed"}}
	mustCommit(t, s, store.Lease{}, tr)
	blob := func(c string) error {
		_, err := s.Blob(ctx, Hash([]byte(c)))
		return err
	}
	for _, c := range []string{"old", "gone"} {
		if err := blob(c); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("content %q nothing refers to is still stored: %v", c, err)
		}
	}
	for _, c := range []string{"new", "moved", "shared", "proposed", "same"} {
		if err := blob(c); err != nil {
			t.Errorf("content %q still referred to: %v", c, err)
		}
	}
	// A reset lets go of everything the session had that it does not put again.
	tr = turn("s", 3, map[string]string{"/same": "same"})
	tr.Reset = true
	mustCommit(t, s, store.Lease{}, tr)
	for _, c := range []string{"new", "moved"} {
		if err := blob(c); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("content %q is stored after the reset: %v", c, err)
		}
	}
	for _, c := range []string{"same", "shared", "proposed"} {
		if err := blob(c); err != nil {
			t.Errorf("content %q after the reset: %v", c, err)
		}
	}
	if got := paths(entries(t, s, "s")); !slices.Equal(got, []string{"/:/same"}) {
		t.Errorf("entries after the reset: %q", got)
	}
}

// testSameContentAtOnce has many sessions commit the same new contents at
// once (two models installing the same package): every turn commits.
func testSameContentAtOnce(t *testing.T, s store.Store, _ *Clock) {
	const sessions, rounds, files = 4, 3, 300
	for r := range rounds {
		var wg sync.WaitGroup
		for i := range sessions {
			wg.Add(1)
			go func() {
				defer wg.Done()
				fs := map[string]string{}
				for f := range files {
					fs[fmt.Sprintf("/lib/f%02d", f)] = fmt.Sprintf("round %d file %d", r, f)
				}
				tr := turn(fmt.Sprintf("s%d", i), int64(r+1), fs)
				tr.Reset = true
				if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
					t.Errorf("session %d round %d: %v", i, r, err)
				}
			}()
		}
		wg.Wait()
	}
	for i := range sessions {
		for _, e := range entries(t, s, fmt.Sprintf("s%d", i)) {
			if _, err := s.Blob(ctx, e.Hash); err != nil {
				t.Fatalf("s%d %s: %v", i, e.Path, err)
			}
		}
	}
}

func testLease(t *testing.T, s store.Store, clk *Clock) {
	l1, err := s.Acquire(ctx, "s", "h1", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if l1.Session != "s" || l1.Holder != "h1" || l1.Token <= 0 || !l1.Expires.Equal(clk.Now().Add(time.Minute)) {
		t.Errorf("lease %+v", l1)
	}
	_, err = s.Acquire(ctx, "s", "h2", time.Minute)
	wantErr(t, "Acquire of a held lease", err, store.ErrLeaseHeld)
	// Acquire needs no session record, and leases of sessions are apart.
	if _, err := s.Acquire(ctx, "other", "h2", time.Minute); err != nil {
		t.Errorf("Acquire of another session: %v", err)
	}
	mustCommit(t, s, l1, turn("s", 1, map[string]string{"/a": "A"}))

	// The holder acquiring again gets a new token; the old one is dead.
	l2, err := s.Acquire(ctx, "s", "h1", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if l2.Token <= l1.Token {
		t.Errorf("token did not increase: %d then %d", l1.Token, l2.Token)
	}
	wantErr(t, "Commit with a replaced token", s.Commit(ctx, l1, turn("s", 2, nil)), store.ErrLeaseLost)
	_, err = s.Renew(ctx, l1, time.Minute)
	wantErr(t, "Renew of a replaced token", err, store.ErrLeaseLost)
	forged := l2
	forged.Holder = "h2"
	wantErr(t, "Commit with another holder's name", s.Commit(ctx, forged, turn("s", 2, nil)), store.ErrLeaseLost)
	wantErr(t, "Commit of another session with a lease", s.Commit(ctx, l2, turn("other", 1, nil)), store.ErrLeaseLost)

	// Renew extends the expiry and keeps the token.
	clk.Advance(50 * time.Second)
	l3, err := s.Renew(ctx, l2, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if l3.Token != l2.Token || !l3.Expires.Equal(clk.Now().Add(time.Minute)) {
		t.Errorf("renewed %+v from %+v", l3, l2)
	}
	clk.Advance(50 * time.Second) // past l2's first expiry, within the renewal
	mustCommit(t, s, l3, turn("s", 2, nil))
	_, err = s.Acquire(ctx, "s", "h2", time.Minute)
	wantErr(t, "Acquire of a renewed lease", err, store.ErrLeaseHeld)

	// Release frees it; releasing a lost lease is no error and frees nothing.
	if err := s.Release(ctx, l1); err != nil {
		t.Errorf("Release of a lost lease: %v", err)
	}
	_, err = s.Acquire(ctx, "s", "h2", time.Minute)
	wantErr(t, "Acquire after releasing a lost lease", err, store.ErrLeaseHeld)
	if err := s.Release(ctx, l3); err != nil {
		t.Fatal(err)
	}
	wantErr(t, "Commit with a released lease", s.Commit(ctx, l3, turn("s", 3, nil)), store.ErrLeaseLost)
	l4, err := s.Acquire(ctx, "s", "h2", time.Minute)
	if err != nil {
		t.Fatalf("Acquire after Release: %v", err)
	}
	if l4.Token <= l3.Token {
		t.Errorf("token did not increase across holders: %d then %d", l3.Token, l4.Token)
	}
	if _, err := s.Acquire(ctx, "s", "h3", 0); err == nil {
		t.Errorf("Acquire with ttl 0 succeeded")
	}
}

func testLeaseFencing(t *testing.T, s store.Store, clk *Clock) {
	old, err := s.Acquire(ctx, "s", "old", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	mustCommit(t, s, old, turn("s", 1, map[string]string{"/a": "A"}))

	// Expired but not taken over: the holder may not commit any more.
	clk.Advance(10 * time.Second)
	wantErr(t, "Commit with an expired lease", s.Commit(ctx, old, turn("s", 2, map[string]string{"/late": "L"})), store.ErrLeaseLost)
	_, err = s.Renew(ctx, old, time.Minute)
	wantErr(t, "Renew of an expired lease", err, store.ErrLeaseLost)

	// Taken over: the new holder commits, the old one is fenced off.
	nl, err := s.Acquire(ctx, "s", "new", 10*time.Second)
	if err != nil {
		t.Fatalf("Acquire of an expired lease: %v", err)
	}
	if nl.Token <= old.Token {
		t.Errorf("takeover token %d not above %d", nl.Token, old.Token)
	}
	mustCommit(t, s, nl, turn("s", 2, map[string]string{"/b": "B"}))
	wantErr(t, "old holder's Commit after takeover", s.Commit(ctx, old, turn("s", 3, map[string]string{"/late": "L"})), store.ErrLeaseLost)
	_, err = s.Acquire(ctx, "s", "old", time.Second)
	wantErr(t, "old holder's Acquire while the new one holds it", err, store.ErrLeaseHeld)
	if err := s.Release(ctx, old); err != nil {
		t.Errorf("old holder's Release: %v", err)
	}
	mustCommit(t, s, nl, turn("s", 3, nil)) // the old Release did not free the new lease
	ses, _ := s.Session(ctx, "s")
	if ses.Turns != 3 {
		t.Errorf("turns %d, want 3", ses.Turns)
	}
	if got := paths(entries(t, s, "s")); !slices.Equal(got, []string{"/:/a", "/:/b"}) {
		t.Errorf("entries %q: a fenced-off turn got through", got)
	}
}

func testConcurrentCommits(t *testing.T, s store.Store, _ *Clock) {
	const sessions, turns = 16, 8
	var wg sync.WaitGroup
	errs := make(chan error, sessions)
	for i := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id := fmt.Sprintf("s%02d", i)
			for n := 1; n <= turns; n++ {
				tr := turn(id, int64(n), map[string]string{fmt.Sprintf("/f%d", n): fmt.Sprintf("%s turn %d", id, n), "/same": "same everywhere"})
				if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for i := range sessions {
		id := fmt.Sprintf("s%02d", i)
		ses, err := s.Session(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		es := entries(t, s, id)
		if ses.Turns != turns || len(es) != turns+1 || ses.Entries != turns+1 {
			t.Errorf("%s: %d turns, %d entries (%d counted)", id, ses.Turns, len(es), ses.Entries)
		}
		for _, e := range es {
			if e.Path != "/same" && !strings.Contains(string(e.Data), e.Path) {
				t.Errorf("%s: entry %s has %q", id, e.Path, e.Data)
			}
		}
	}
}

func testAcquireRace(t *testing.T, s store.Store, _ *Clock) {
	const rounds, racers = 10, 8
	for r := range rounds {
		id := fmt.Sprintf("s%d", r)
		var wins, held atomic.Int32
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range racers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, err := s.Acquire(ctx, id, fmt.Sprintf("h%d", i), time.Minute)
				switch {
				case err == nil:
					wins.Add(1)
				case errors.Is(err, store.ErrLeaseHeld):
					held.Add(1)
				default:
					t.Errorf("Acquire: %v", err)
				}
			}()
		}
		close(start)
		wg.Wait()
		if wins.Load() != 1 || held.Load() != racers-1 {
			t.Errorf("round %d: %d won, %d were refused; want 1 and %d", r, wins.Load(), held.Load(), racers-1)
		}
	}
}

// testLeasedTurnsSerialise runs read-modify-write turns from several
// holders on one session: with the lease, no increment is lost.
func testLeasedTurnsSerialise(t *testing.T, s store.Store, _ *Clock) {
	const holders, each = 4, 5
	var wg sync.WaitGroup
	var inside atomic.Int32
	for i := range holders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			holder := fmt.Sprintf("h%d", i)
			for done := 0; done < each; {
				l, err := s.Acquire(ctx, "s", holder, time.Minute)
				if errors.Is(err, store.ErrLeaseHeld) {
					time.Sleep(time.Millisecond)
					continue
				}
				if err != nil {
					t.Error(err)
					return
				}
				if n := inside.Add(1); n != 1 {
					t.Errorf("%d holders inside at once", n)
				}
				var turns int64
				if ses, err := s.Session(ctx, "s"); err == nil {
					turns = ses.Turns
				}
				err = s.Commit(ctx, l, turn("s", turns+1, map[string]string{"/" + holder: fmt.Sprint(turns + 1)}))
				inside.Add(-1)
				if err != nil {
					t.Error(err)
					return
				}
				if err := s.Release(ctx, l); err != nil {
					t.Error(err)
					return
				}
				done++
			}
		}()
	}
	wg.Wait()
	ses, err := s.Session(ctx, "s")
	if err != nil {
		t.Fatal(err)
	}
	if ses.Turns != holders*each {
		t.Errorf("turns %d, want %d", ses.Turns, holders*each)
	}
}

func testStream(t *testing.T, s store.Store, _ *Clock) {
	const n = 10000
	tr := store.Turn{Session: store.Session{ID: "big"}, Blobs: map[string][]byte{}}
	for i := range n {
		c := []byte(fmt.Sprint(i))
		tr.Blobs[Hash(c)] = c
		tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/d%d/f%05d", i%10, i), Data: []byte(fmt.Sprint(i)), Hash: Hash(c)})
	}
	mustCommit(t, s, store.Lease{}, tr)
	if ses, _ := s.Session(ctx, "big"); ses.Entries != n {
		t.Errorf("Entries count %d, want %d", ses.Entries, n)
	}
	count, last := 0, ""
	err := s.Entries(ctx, "big", func(e store.Entry) error {
		if e.Path <= last {
			return fmt.Errorf("%s after %s", e.Path, last)
		}
		if e.Hash != Hash(e.Data) {
			return fmt.Errorf("%s: hash of %q is not %s", e.Path, e.Data, e.Hash)
		}
		// The callback may use the store while the stream is open.
		if count%2500 == 0 {
			if _, err := s.Blob(ctx, e.Hash); err != nil {
				return err
			}
		}
		last = e.Path
		count++
		return nil
	})
	if err != nil || count != n {
		t.Fatalf("Entries: %d entries, %v", count, err)
	}
	// The callback's error stops the stream and is returned as it is.
	stop := errors.New("stop")
	count = 0
	err = s.Entries(ctx, "big", func(store.Entry) error {
		count++
		if count == 10 {
			return stop
		}
		return nil
	})
	if err != stop || count != 10 {
		t.Errorf("stopped stream: %d entries, %v", count, err)
	}
}

func testProposals(t *testing.T, s store.Store, clk *Clock) {
	content := []byte("proposed content")
	odd := "fix \x00\xff \"quotes\" 'and' \\ ünïcode"
	p := store.Proposal{ID: "p1", Session: "s1", Workspace: "w1", Message: odd, Body: []byte(`{"changes":[]}`)}
	if err := s.PutProposal(ctx, p, map[string][]byte{Hash(content): content}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Proposal(ctx, "p1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Message != odd || got.Status != store.Pending || !got.Created.Equal(clk.Now()) || string(got.Body) != `{"changes":[]}` ||
		got.Session != "s1" || got.Workspace != "w1" || got.DecidedBy != "" || !got.DecidedAt.IsZero() {
		t.Errorf("proposal %+v", got)
	}
	if b, err := s.Blob(ctx, Hash(content)); err != nil || !bytes.Equal(b, content) {
		t.Errorf("proposal blob: %q, %v", b, err)
	}
	wantErr(t, "PutProposal of an existing id", s.PutProposal(ctx, p, nil), store.ErrExists)
	if err := s.PutProposal(ctx, store.Proposal{ID: "bad"}, map[string][]byte{Hash([]byte("a")): []byte("b")}); err == nil {
		t.Errorf("a proposal blob under a wrong hash was accepted")
	}
	if _, err := s.Proposal(ctx, "bad"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the refused proposal is stored: %v", err)
	}

	for i, x := range []struct {
		id, ses, ws string
		st          store.ProposalStatus
	}{{"p2", "s1", "w2", store.Approved}, {"p3", "s2", "w1", store.Rejected}, {"p4", "s2", "w1", store.Pending}} {
		clk.Advance(time.Minute)
		if err := s.PutProposal(ctx, store.Proposal{ID: x.id, Session: x.ses, Workspace: x.ws, Status: x.st, Created: clk.Now()}, nil); err != nil {
			t.Fatalf("proposal %d: %v", i, err)
		}
	}
	for _, c := range []struct {
		f    store.ProposalFilter
		want []string
	}{
		{store.ProposalFilter{}, []string{"p4", "p3", "p2", "p1"}},
		{store.ProposalFilter{Session: "s1"}, []string{"p2", "p1"}},
		{store.ProposalFilter{Workspace: "w1"}, []string{"p4", "p3", "p1"}},
		{store.ProposalFilter{Status: store.Pending}, []string{"p4", "p1"}},
		{store.ProposalFilter{Workspace: "w1", Status: store.Pending, Session: "s2"}, []string{"p4"}},
		{store.ProposalFilter{Limit: 1}, []string{"p4"}},
		{store.ProposalFilter{Status: "none"}, nil},
	} {
		ps, err := s.Proposals(ctx, c.f)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, p := range ps {
			ids = append(ids, p.ID)
		}
		if !slices.Equal(ids, c.want) {
			t.Errorf("Proposals(%+v) = %q, want %q", c.f, ids, c.want)
		}
	}
}

func testUpdateProposal(t *testing.T, s store.Store, clk *Clock) {
	if err := s.PutProposal(ctx, store.Proposal{ID: "p", Session: "s", Workspace: "w", Message: "m"}, nil); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Minute)
	err := s.UpdateProposal(ctx, "p", func(p *store.Proposal) error {
		if p.Status != store.Pending {
			return fmt.Errorf("status %s", p.Status)
		}
		p.Status, p.DecidedBy, p.DecidedAt, p.Reason = store.Rejected, "carol", clk.Now(), "no \x00 thanks"
		p.Body = []byte("new body")
		return nil
	}, &store.AuditEntry{Actor: "carol", Action: "reject", Detail: "no thanks"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Proposal(ctx, "p")
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != store.Rejected || got.DecidedBy != "carol" || !got.DecidedAt.Equal(clk.Now()) || got.Reason != "no \x00 thanks" || string(got.Body) != "new body" || got.Message != "m" {
		t.Errorf("updated proposal %+v", got)
	}
	au, err := s.Audit(ctx, store.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(au) != 1 || au[0].Actor != "carol" || au[0].Action != "reject" || au[0].Proposal != "p" || au[0].Session != "s" ||
		au[0].Workspace != "w" || au[0].Detail != "no thanks" || !au[0].Time.Equal(clk.Now()) || au[0].Seq <= 0 {
		t.Errorf("audit %+v", au)
	}

	// An error from fn aborts: nothing written, no audit, ErrConflict
	// wrapping fn's error.
	refuse := errors.New("already decided")
	err = s.UpdateProposal(ctx, "p", func(p *store.Proposal) error {
		p.Status = store.Approved
		return refuse
	}, &store.AuditEntry{Actor: "dave", Action: "approve"})
	if !errors.Is(err, store.ErrConflict) || !errors.Is(err, refuse) {
		t.Errorf("refused update: %v, want ErrConflict wrapping %v", err, refuse)
	}
	if got, _ := s.Proposal(ctx, "p"); got.Status != store.Rejected {
		t.Errorf("a refused update was written: %s", got.Status)
	}
	if au, _ := s.Audit(ctx, store.AuditFilter{}); len(au) != 1 {
		t.Errorf("a refused update appended audit: %+v", au)
	}
	// Changing the id is refused.
	if err := s.UpdateProposal(ctx, "p", func(p *store.Proposal) error { p.ID = "q"; return nil }, nil); err == nil {
		t.Errorf("an update that changed the id succeeded")
	}
	// Without audit, nothing is appended.
	if err := s.UpdateProposal(ctx, "p", func(p *store.Proposal) error { p.Message = "m2"; return nil }, nil); err != nil {
		t.Fatal(err)
	}
	if au, _ := s.Audit(ctx, store.AuditFilter{}); len(au) != 1 {
		t.Errorf("an update without audit appended some: %+v", au)
	}
}

// testUpdateProposalConcurrent has many goroutines append to one proposal's
// body: the row is locked for each update, so none is lost.
func testUpdateProposalConcurrent(t *testing.T, s store.Store, _ *Clock) {
	if err := s.PutProposal(ctx, store.Proposal{ID: "p"}, nil); err != nil {
		t.Fatal(err)
	}
	const n = 16
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := s.UpdateProposal(ctx, "p", func(p *store.Proposal) error {
				p.Body = append(p.Body, byte('a'+i))
				return nil
			}, &store.AuditEntry{Actor: fmt.Sprint(i), Action: "append"})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	p, err := s.Proposal(ctx, "p")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Body) != n {
		t.Errorf("body %q: updates were lost", p.Body)
	}
	au, err := s.Audit(ctx, store.AuditFilter{Proposal: "p"})
	if err != nil {
		t.Fatal(err)
	}
	if len(au) != n {
		t.Errorf("%d audit entries, want %d", len(au), n)
	}
	// The audit order is the order the updates were applied.
	var order []byte
	for _, a := range au {
		var i int
		fmt.Sscan(a.Actor, &i)
		order = append(order, byte('a'+i))
	}
	if string(order) != string(p.Body) {
		t.Errorf("audit order %q, updates applied in order %q", order, p.Body)
	}
}

func testAudit(t *testing.T, s store.Store, clk *Clock) {
	for _, id := range []string{"p1", "p2"} {
		ws := map[string]string{"p1": "w1", "p2": "w2"}[id]
		if err := s.PutProposal(ctx, store.Proposal{ID: id, Session: "s", Workspace: ws}, nil); err != nil {
			t.Fatal(err)
		}
	}
	var acts []string
	for i := range 6 {
		id := []string{"p1", "p2"}[i%2]
		act := fmt.Sprintf("act%d", i)
		acts = append(acts, act)
		clk.Advance(time.Second)
		if err := s.UpdateProposal(ctx, id, func(*store.Proposal) error { return nil }, &store.AuditEntry{Actor: "x", Action: act}); err != nil {
			t.Fatal(err)
		}
	}
	all, err := s.Audit(ctx, store.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i, a := range all {
		got = append(got, a.Action)
		if i > 0 && a.Seq <= all[i-1].Seq {
			t.Errorf("seq %d after %d", a.Seq, all[i-1].Seq)
		}
	}
	if !slices.Equal(got, acts) {
		t.Fatalf("audit %q, want %q", got, acts)
	}
	actions := func(f store.AuditFilter) []string {
		t.Helper()
		au, err := s.Audit(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, a := range au {
			out = append(out, a.Action)
		}
		return out
	}
	for _, c := range []struct {
		f    store.AuditFilter
		want []string
	}{
		{store.AuditFilter{AfterSeq: all[3].Seq}, []string{"act4", "act5"}},
		{store.AuditFilter{Workspace: "w2"}, []string{"act1", "act3", "act5"}},
		{store.AuditFilter{Proposal: "p1", AfterSeq: all[0].Seq}, []string{"act2", "act4"}},
		{store.AuditFilter{Limit: 2, AfterSeq: all[1].Seq}, []string{"act2", "act3"}},
		{store.AuditFilter{AfterSeq: all[5].Seq}, nil},
	} {
		if got := actions(c.f); !slices.Equal(got, c.want) {
			t.Errorf("Audit(%+v) = %q, want %q", c.f, got, c.want)
		}
	}
}
