package session_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// testWorkspace is a workspace with one mount of each mode: /work (an
// overlay over base), /scratch, /eph and /ro (base, read-only).
func testWorkspace(t testing.TB, base *memfs.FS) session.Workspace {
	return session.Workspace{
		Name: "test",
		Mounts: []session.Mount{
			{Path: "/work", FS: base, Mode: session.Overlay},
			{Path: "/scratch", Mode: session.Scratch},
			{Path: "/eph", Mode: session.Ephemeral},
			{Path: "/ro", FS: base, Mode: session.ReadOnly},
		},
		Limits: computerwelt.Limits{Timeout: 20 * time.Second},
	}
}

func newBase(t testing.TB, files map[string]string) *memfs.FS {
	t.Helper()
	fsys := memfs.New()
	ctx := context.Background()
	for name, content := range files {
		if err := vfs.MkdirAll(ctx, fsys, parent(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := vfs.WriteFile(ctx, fsys, name, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return fsys
}

func parent(p string) string {
	i := strings.LastIndex(p, "/")
	if i <= 0 {
		return "/"
	}
	return p[:i]
}

func newManager(t testing.TB, st store.Store, opts ...session.Option) *session.Manager {
	t.Helper()
	m, err := session.NewManager(st, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// run runs a turn and fails the test on a Go error.
func run(t testing.TB, m *session.Manager, conv, script string, opts ...session.ExecOption) computerwelt.Result {
	t.Helper()
	res, err := m.Exec(context.Background(), conv, script, opts...)
	if err != nil {
		t.Fatalf("%s: Exec(%q): %v", conv, script, err)
	}
	return res
}

func wantOut(t testing.TB, res computerwelt.Result, want string) {
	t.Helper()
	if res.Stdout != want {
		t.Errorf("stdout = %q, want %q (stderr %q, status %d)", res.Stdout, want, res.Stderr, res.ExitCode)
	}
}

func TestResumeInFreshManager(t *testing.T) {
	st := newMemStore()
	base := newBase(t, map[string]string{"/readme": "hello\n"})
	m1 := newManager(t, st, session.WithWorkspace(testWorkspace(t, base)))
	res := run(t, m1, "c1", `mkdir -p /work/sub && cd /work/sub; x=1; export Y=2; f() { echo fn; }; echo a > f; echo s > /scratch/s; echo e > /eph/e`)
	if res.ExitCode != 0 {
		t.Fatalf("first turn: %+v", res)
	}
	m1.Close()

	m2 := newManager(t, st, session.WithWorkspace(testWorkspace(t, base)))
	res = run(t, m2, "c1", `pwd; echo $x $Y; f; cat f; cat /scratch/s; cat /eph/e 2>&1; cat /work/readme`)
	wantOut(t, res, "/work/sub\n1 2\nfn\na\ns\ncat: /eph/e: No such file or directory\nhello\n")
	if got := st.entryPaths("c1"); strings.Contains(got, "readme") || !strings.Contains(got, "/work:/sub/f") {
		t.Errorf("entries:\n%s\nwant /work:/sub/f and no unchanged base file", got)
	}
}

func TestBaseChangeSeen(t *testing.T) {
	st := newMemStore()
	base := newBase(t, map[string]string{"/a": "one\n", "/b": "b\n"})
	ws := testWorkspace(t, base)
	m := newManager(t, st, session.WithWorkspace(ws))
	wantOut(t, run(t, m, "c", `cat /work/a; echo mine > /work/b`), "one\n")
	if err := vfs.WriteFile(context.Background(), base, "/a", []byte("two\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wantOut(t, run(t, m, "c", `cat /work/a /work/b`), "two\nmine\n")
	// And after a resume elsewhere: unchanged files are read live, the
	// session's own change stays.
	vfs.WriteFile(context.Background(), base, "/a", []byte("three\n"), 0o644)
	vfs.WriteFile(context.Background(), base, "/b", []byte("theirs\n"), 0o644)
	m2 := newManager(t, st, session.WithWorkspace(ws))
	wantOut(t, run(t, m2, "c", `cat /work/a /work/b`), "three\nmine\n")
}

func TestTurnsPersistOnlyWhatChanged(t *testing.T) {
	st := newMemStore()
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
	run(t, m, "c", `for i in $(seq 20); do echo $i > /work/f$i; done`)
	blobs := len(st.blobs)
	if blobs < 20 {
		t.Fatalf("%d blobs after writing 20 files", blobs)
	}
	// A turn that changes nothing writes no entry and no blob.
	commits := st.commits
	run(t, m, "c", `cat /work/f1 >/dev/null; x=2`)
	if st.commits != commits+1 || len(st.blobs) != blobs {
		t.Errorf("commits %d -> %d, blobs %d -> %d", commits, st.commits, blobs, len(st.blobs))
	}
	// Renaming a file moves its entry; its content is not sent again.
	run(t, m, "c", `mv /work/f1 /work/g1`)
	if len(st.blobs) != blobs {
		t.Errorf("blobs %d -> %d after a rename", blobs, len(st.blobs))
	}
	in, err := m.Info(context.Background(), "c")
	if err != nil {
		t.Fatal(err)
	}
	if in.Turns != 3 || in.Changed != 20 || in.Dir != "/home/user" {
		t.Errorf("info %+v: want 3 turns, 20 changed, in /home/user", in)
	}
}

func TestLazyResume(t *testing.T) {
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, nil))
	m := newManager(t, st, session.WithWorkspace(ws))
	run(t, m, "c", `for i in $(seq 100); do echo $i > /work/f$i; done`)
	m.Close()
	st.blobReads = 0
	m2 := newManager(t, st, session.WithWorkspace(ws))
	wantOut(t, run(t, m2, "c", `ls /work | wc -l; stat -c %s /work/f100`), "100\n4\n")
	if st.blobReads != 0 {
		t.Errorf("resume and ls read %d blobs, want 0", st.blobReads)
	}
	wantOut(t, run(t, m2, "c", `cat /work/f7`), "7\n")
	if st.blobReads != 1 {
		t.Errorf("reading one file read %d blobs", st.blobReads)
	}
}

func TestTimedOutTurnKeepsWritesBeforeDeadline(t *testing.T) {
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, nil))
	ws.Limits.Timeout = 300 * time.Millisecond
	m := newManager(t, st, session.WithWorkspace(ws))
	res := run(t, m, "c", `echo a > /work/a; x=1; sleep 30; echo b > /work/b`)
	if res.ExitCode != 124 {
		t.Fatalf("status %d, want 124 (stderr %q)", res.ExitCode, res.Stderr)
	}
	m.Close()
	ws.Limits.Timeout = 0
	m2 := newManager(t, st, session.WithWorkspace(ws))
	wantOut(t, run(t, m2, "c", `ls /work; echo x=$x`), "a\nx=1\n")
}

func TestFailedCommitLeavesPreviousState(t *testing.T) {
	st := newMemStore()
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
	run(t, m, "c", `echo 1 > /work/a; x=1`)
	st.mu.Lock()
	st.failCommit = errors.New("disk full")
	st.mu.Unlock()
	_, err := m.Exec(context.Background(), "c", `echo 2 > /work/a; echo new > /work/b; x=2`)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Exec error = %v, want the commit's", err)
	}
	st.mu.Lock()
	st.failCommit = nil
	st.mu.Unlock()
	wantOut(t, run(t, m, "c", `cat /work/a; ls /work; echo $x`), "1\na\n1\n")
}

func TestOwner(t *testing.T) {
	st := newMemStore()
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
	run(t, m, "c", `echo hi`, session.AsOwner("alice"))
	_, err := m.Exec(context.Background(), "c", `echo hi`, session.AsOwner("bob"))
	if !errors.Is(err, session.ErrForbidden) {
		t.Fatalf("bob's Exec: %v, want ErrForbidden", err)
	}
	if _, err := m.Changes(context.Background(), "c", session.AsOwner("bob")); !errors.Is(err, session.ErrForbidden) {
		t.Fatalf("bob's Changes: %v, want ErrForbidden", err)
	}
	run(t, m, "c", `echo hi`, session.AsOwner("alice"))
	in, _ := m.Info(context.Background(), "c")
	if in.Owner != "alice" {
		t.Errorf("owner %q", in.Owner)
	}
}

func TestWorkspaces(t *testing.T) {
	st := newMemStore()
	a := testWorkspace(t, newBase(t, map[string]string{"/x": "a\n"}))
	b := testWorkspace(t, newBase(t, map[string]string{"/x": "b\n"}))
	b.Name, b.Username, b.Dir = "other", "agent", "/work"
	m := newManager(t, st, session.WithWorkspace(a), session.WithWorkspace(b))
	wantOut(t, run(t, m, "c1", `cat /work/x; pwd`), "a\n/home/user\n")
	wantOut(t, run(t, m, "c2", `cat /work/x; pwd; whoami`, session.InWorkspace("other")), "b\n/work\nagent\n")
	if _, err := m.Exec(context.Background(), "c3", `true`, session.InWorkspace("nope")); !errors.Is(err, session.ErrUnknownWorkspace) {
		t.Errorf("unknown workspace: %v", err)
	}
	if _, err := m.Exec(context.Background(), "c1", `true`, session.InWorkspace("other")); !errors.Is(err, session.ErrUnknownWorkspace) {
		t.Errorf("session of another workspace: %v", err)
	}
}

// blocker is a host command that blocks until released, to hold a turn
// running.
type blocker struct {
	started chan struct{}
	release chan struct{}
}

func newBlocker() *blocker {
	return &blocker{started: make(chan struct{}, 100), release: make(chan struct{})}
}

func (b *blocker) command() computerwelt.Command {
	return computerwelt.Command{Name: "block", Run: func(ctx context.Context, inv *computerwelt.Invocation) int {
		b.started <- struct{}{}
		select {
		case <-b.release:
		case <-ctx.Done():
		}
		return 0
	}}
}

func TestInfoRunning(t *testing.T) {
	st := newMemStore()
	b := newBlocker()
	ws := testWorkspace(t, newBase(t, nil))
	ws.Commands = []computerwelt.Command{b.command()}
	m := newManager(t, st, session.WithWorkspace(ws))
	ctx := context.Background()
	run(t, m, "c", `true`)
	done := make(chan struct{})
	go func() {
		defer close(done)
		m.Exec(ctx, "c", `block`)
	}()
	<-b.started
	if in, err := m.Info(ctx, "c"); err != nil || !in.Running || !in.InMemory {
		t.Errorf("Info during a turn: %+v, %v; want running, in memory", in, err)
	}
	close(b.release)
	<-done
	if in, err := m.Info(ctx, "c"); err != nil || in.Running || in.Turns != 2 {
		t.Errorf("Info after the turn: %+v, %v; want 2 turns, not running", in, err)
	}
}

func TestQueueLimit(t *testing.T) {
	st := newMemStore()
	b := newBlocker()
	ws := testWorkspace(t, newBase(t, nil))
	ws.Commands = []computerwelt.Command{b.command()}
	m := newManager(t, st, session.WithWorkspace(ws), session.WithQueueLimit(1))
	var wg sync.WaitGroup
	results := make([]string, 2)
	wg.Add(1)
	go func() {
		defer wg.Done()
		res, _ := m.Exec(context.Background(), "c", `block; echo first >> /work/log`)
		results[0] = res.Stderr
	}()
	<-b.started
	wg.Add(1)
	queued := make(chan struct{})
	go func() {
		defer wg.Done()
		close(queued)
		res, _ := m.Exec(context.Background(), "c", `echo second >> /work/log`)
		results[1] = res.Stderr
	}()
	<-queued
	// Wait until the manager counts the second turn as queued (a third
	// sent before it would queue in its place); then the third is one too
	// many.
	deadline := time.Now().Add(10 * time.Second)
	for m.Waiting("c") < 1 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := m.Waiting("c"); n != 1 {
		t.Fatalf("waiting turns: %d, want 1", n)
	}
	_, err := m.Exec(context.Background(), "c", `echo third >> /work/log`)
	if !errors.Is(err, session.ErrBusy) {
		t.Fatalf("third turn: %v, want ErrBusy", err)
	}
	close(b.release)
	wg.Wait()
	wantOut(t, run(t, m, "c", `cat /work/log`), "first\nsecond\n")
}

func TestIdleEvictedRunningKept(t *testing.T) {
	st := newMemStore()
	var now atomic.Int64
	now.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	clock := func() time.Time { return time.Unix(0, now.Load()) }
	b := newBlocker()
	ws := testWorkspace(t, newBase(t, nil))
	ws.Commands = []computerwelt.Command{b.command()}
	m := newManager(t, st, session.WithWorkspace(ws), session.WithIdleTTL(time.Minute), session.WithClock(clock))
	ctx := context.Background()
	run(t, m, "idle", `x=1`)
	done := make(chan struct{})
	go func() {
		defer close(done)
		m.Exec(ctx, "busy", `block; y=2`)
	}()
	<-b.started
	now.Add(int64(2 * time.Minute))
	if n := m.InMemory(); n != 2 {
		t.Errorf("InMemory = %d before the sweep, want 2", n)
	}
	run(t, m, "other", `true`) // an access sweeps
	if n := m.InMemory(); n != 2 {
		t.Errorf("InMemory = %d after the sweep, want 2 (busy and other)", n)
	}
	idle, _ := m.Info(ctx, "idle")
	if idle.InMemory {
		t.Errorf("idle session still in memory after the TTL: %+v", idle)
	}
	if in, err := m.Info(ctx, "busy"); err == nil || !errors.Is(err, session.ErrNotFound) {
		// Its first turn has not committed yet: the store does not know it.
		t.Errorf("Info of a session before its first commit: %+v, %v", in, err)
	}
	close(b.release)
	<-done
	busy, _ := m.Info(ctx, "busy")
	if !busy.InMemory {
		t.Errorf("running session was evicted: %+v", busy)
	}
	// The evicted session resumes from the store.
	wantOut(t, run(t, m, "idle", `echo $x`), "1\n")
}

func TestConcurrentSessionsNoCrossTalk(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 100
	}
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, nil))
	m := newManager(t, st, session.WithWorkspace(ws))
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := context.Background()
			conv := fmt.Sprintf("conv-%d", i)
			if _, err := m.Exec(ctx, conv, fmt.Sprintf(`x=%d; echo %d > /work/f; cd /tmp`, i, i)); err != nil {
				errs <- err
				return
			}
			res, err := m.Exec(ctx, conv, `echo $x $(cat /work/f) $PWD; ls /work`)
			if err != nil {
				errs <- err
				return
			}
			if want := fmt.Sprintf("%d %d /tmp\nf\n", i, i); res.Stdout != want {
				errs <- fmt.Errorf("%s: %q, want %q", conv, res.Stdout, want)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// The session's diff (what a reviewer reads) shows a file moved and
// edited as git does, one rename, with paths in the session's tree, also
// ones git quotes.
func TestDiffShowsRenames(t *testing.T) {
	var long strings.Builder
	for i := range 20 {
		fmt.Fprintf(&long, "line %d of a file long enough to keep most of it\n", i)
	}
	base := newBase(t, map[string]string{"/old": long.String()})
	m := newManager(t, newMemStore(), session.WithWorkspace(testWorkspace(t, base)))
	run(t, m, "c", `mv /work/old "/work/new	tab" && echo one more line >> "/work/new	tab"`)
	var buf bytes.Buffer
	if err := m.Diff(context.Background(), "c", &buf); err != nil {
		t.Fatal(err)
	}
	want := "diff --git a/work/old \"b/work/new\\ttab\"\nsimilarity index 98%\nrename from work/old\nrename to \"work/new\\ttab\"\n" +
		"--- a/work/old\n+++ \"b/work/new\\ttab\"\n@@ -18,3 +18,4 @@ line 16 of a file long enough to keep most of it\n"
	if !strings.HasPrefix(buf.String(), want) {
		t.Errorf("diff:\n%s\nwant it to start with\n%s", buf.String(), want)
	}
	// The list of changes folds the pair with WithRenames, and only then
	// (review applies the deletion and the addition).
	for _, tc := range []struct {
		opts []session.ExecOption
		want string
	}{
		{nil, "added /work/new\ttab|deleted /work/old"},
		{[]session.ExecOption{session.WithRenames()}, "renamed /work/old -> /work/new\ttab 98%"},
	} {
		cs, err := m.Changes(context.Background(), "c", tc.opts...)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range cs {
			s := c.Kind.String() + " " + c.FullPath()
			if c.From != "" {
				s = fmt.Sprintf("%s %s -> %s %d%%", c.Kind, c.FullFrom(), c.FullPath(), c.Similarity)
			}
			got = append(got, s)
		}
		if strings.Join(got, "|") != tc.want {
			t.Errorf("changes %v: %q, want %q", tc.opts, strings.Join(got, "|"), tc.want)
		}
	}
}

func TestChangesDiffAndApplied(t *testing.T) {
	st := newMemStore()
	base := newBase(t, map[string]string{"/a": "one\n", "/b": "bee\n"})
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, base)))
	ctx := context.Background()
	run(t, m, "c", `echo two > /work/a; rm /work/b; echo new > /work/c; echo s > /scratch/s; echo r > /tmp/r`)
	cs, err := m.Changes(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cs {
		got = append(got, c.Kind.String()+" "+c.FullPath())
	}
	want := "added /tmp/r|modified /work/a|deleted /work/b|added /work/c|added /scratch/s"
	if strings.Join(got, "|") != want {
		// Mount order is "/" then by path.
		want = "added /tmp/r|added /scratch/s|modified /work/a|deleted /work/b|added /work/c"
		if strings.Join(got, "|") != want {
			t.Errorf("changes:\n%s\nwant\n%s", strings.Join(got, "|"), want)
		}
	}
	var buf bytes.Buffer
	if err := m.Diff(ctx, "c", &buf, "/work/a"); err != nil {
		t.Fatal(err)
	}
	wantDiff := "diff --git a/work/a b/work/a\n--- a/work/a\n+++ b/work/a\n@@ -1 +1 @@\n-one\n+two\n"
	if buf.String() != wantDiff {
		t.Errorf("diff:\n%s\nwant\n%s", buf.String(), wantDiff)
	}
	// Review applied /work/a and /work/b to the base: the session reads
	// them from the base again; /work/c stays its own.
	vfs.WriteFile(ctx, base, "/a", []byte("two\n"), 0o644)
	base.Remove(ctx, "/b")
	hashes := map[string]string{}
	for _, c := range cs {
		hashes[c.Path] = c.Hash
	}
	if err := m.Applied(ctx, "c", "/work", []string{"/a", "/b"}, hashes); err != nil {
		t.Fatal(err)
	}
	cs, _ = m.Changes(ctx, "c")
	got = nil
	for _, c := range cs {
		if c.Mount == "/work" {
			got = append(got, c.Kind.String()+" "+c.FullPath())
		}
	}
	if strings.Join(got, "|") != "added /work/c" {
		t.Errorf("after Applied: %v", got)
	}
	vfs.WriteFile(ctx, base, "/a", []byte("three\n"), 0o644)
	wantOut(t, run(t, m, "c", `cat /work/a`), "three\n")
}

func TestForkResetDeletePrune(t *testing.T) {
	st := newMemStore()
	var now atomic.Int64
	now.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	clock := func() time.Time { return time.Unix(0, now.Load()) }
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))), session.WithClock(clock))
	ctx := context.Background()
	run(t, m, "a", `echo a > /work/f; x=a; cd /tmp`)
	if err := m.Fork(ctx, "a", "b"); err != nil {
		t.Fatal(err)
	}
	if err := m.Fork(ctx, "a", "b"); err == nil {
		t.Error("fork onto an existing session succeeded")
	}
	if err := m.Fork(ctx, "nope", "z"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("fork of a missing session: %v", err)
	}
	run(t, m, "b", `echo b > /work/f; x=b`)
	wantOut(t, run(t, m, "a", `cat /work/f; echo $x; pwd`), "a\na\n/tmp\n")
	wantOut(t, run(t, m, "b", `cat /work/f; echo $x; pwd`), "b\nb\n/tmp\n")

	if err := m.Reset(ctx, "b"); err != nil {
		t.Fatal(err)
	}
	wantOut(t, run(t, m, "b", `cat /work/f 2>&1; echo x=$x; pwd`), "cat: /work/f: No such file or directory\nx=\n/home/user\n")

	now.Add(int64(48 * time.Hour))
	run(t, m, "b", `true`)
	n, err := m.Prune(ctx, 24*time.Hour)
	if err != nil || n != 1 {
		t.Fatalf("Prune = %d, %v; want 1 (a)", n, err)
	}
	if _, err := m.Info(ctx, "a"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("a after prune: %v", err)
	}
	if err := m.Delete(ctx, "b"); err != nil {
		t.Fatal(err)
	}
	list, _ := m.List(ctx, store.ListOptions{})
	if len(list) != 0 {
		t.Errorf("sessions left: %+v", list)
	}
	// A deleted conversation starts afresh.
	wantOut(t, run(t, m, "b", `echo x=$x; ls /work`), "x=\n")
}

func TestReadWriteFile(t *testing.T) {
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, map[string]string{"/big": strings.Repeat("x", 5000)}))
	ws.Limits.MaxFileBytes = 4096
	m := newManager(t, st, session.WithWorkspace(ws))
	ctx := context.Background()
	if err := m.WriteFile(ctx, "c", "/work/notes", []byte("n\n")); err != nil {
		t.Fatal(err)
	}
	if res := run(t, m, "c", `cd /work; echo more >> notes`); res.ExitCode != 0 {
		t.Fatalf("append: %+v", res)
	}
	b, err := m.ReadFile(ctx, "c", "notes")
	if err != nil || string(b) != "n\nmore\n" {
		t.Errorf("ReadFile = %q, %v", b, err)
	}
	if _, err := m.ReadFile(ctx, "c", "/nope"); err == nil {
		t.Error("ReadFile of a missing file succeeded")
	}
	if _, err := m.ReadFile(ctx, "c", "/ro/big"); !errors.Is(err, vfs.ErrFileTooLarge) {
		t.Errorf("ReadFile of a file over MaxFileBytes: %v, want EFBIG", err)
	}
	if err := m.WriteFile(ctx, "c", "/ro/x", []byte("x")); err == nil {
		t.Error("WriteFile to a read-only mount succeeded")
	}
}

func TestSessionCommands(t *testing.T) {
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, nil))
	ws.SessionCommands = func(s *session.Session) []computerwelt.Command {
		return []computerwelt.Command{{Name: "changed", Run: func(ctx context.Context, inv *computerwelt.Invocation) int {
			cs, err := s.Changes(ctx)
			if err != nil {
				fmt.Fprintln(inv.Stderr, err)
				return 1
			}
			for _, c := range cs {
				fmt.Fprintln(inv.Stdout, s.ID(), c.FullPath())
			}
			return 0
		}}}
	}
	m := newManager(t, st, session.WithWorkspace(ws))
	wantOut(t, run(t, m, "c", `echo > /work/x; changed`), "c /work/x\n")
}

func TestInvalidIDs(t *testing.T) {
	m := newManager(t, newMemStore(), session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
	for _, id := range []string{"", "a\nb", strings.Repeat("x", 300)} {
		if _, err := m.Exec(context.Background(), id, `true`); err == nil {
			t.Errorf("Exec with id %q succeeded", id)
		}
	}
}

func TestClosedManager(t *testing.T) {
	m := newManager(t, newMemStore(), session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
	m.Close()
	if _, err := m.Exec(context.Background(), "c", `true`); !errors.Is(err, session.ErrClosed) {
		t.Errorf("Exec after Close: %v", err)
	}
}

// TestLostLeaseStopsTurnAndDropsIt: when another holder takes the lease
// over in the middle of a turn (ours looked expired to it), the turn is
// cancelled and not persisted.
func TestLostLeaseStopsTurnAndDropsIt(t *testing.T) {
	st := newMemStore()
	b := newBlocker()
	ws := testWorkspace(t, newBase(t, nil))
	ws.Commands = []computerwelt.Command{b.command()}
	// A lease this short may lapse under load: only the stolen turn runs
	// with it.
	m := newManager(t, st, session.WithWorkspace(ws), session.WithLeaseTTL(30*time.Millisecond))
	check := newManager(t, st, session.WithWorkspace(ws))
	run(t, check, "c", `echo 1 > /work/a`)
	done := make(chan error)
	go func() {
		_, err := m.Exec(context.Background(), "c", `echo 2 > /work/a; block; echo 3 > /work/b`)
		done <- err
	}()
	<-b.started
	st.mu.Lock()
	st.tokens["c"]++
	st.leases["c"] = store.Lease{Session: "c", Holder: "thief", Token: st.tokens["c"], Expires: time.Now().Add(time.Hour)}
	st.mu.Unlock()
	// The next renewal finds the lease gone and cancels the turn; the
	// blocker returns on the cancellation.
	err := <-done
	if !errors.Is(err, store.ErrLeaseLost) {
		t.Fatalf("Exec: %v, want ErrLeaseLost", err)
	}
	st.mu.Lock()
	delete(st.leases, "c")
	st.mu.Unlock()
	wantOut(t, run(t, check, "c", `cat /work/a; ls /work`), "1\na\n")
}

// An approval that lands after the session moved on: a file it added and
// then deleted again stays deleted, a file it changed again keeps its
// content, and both are changes from the base as it now is.
func TestAppliedAfterTheSessionMovedOn(t *testing.T) {
	st := newMemStore()
	base := newBase(t, nil)
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, base)))
	ctx := context.Background()
	run(t, m, "c", `echo v1 > /work/gone; echo v1 > /work/kept`)
	cs, err := m.Changes(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	hashes := map[string]string{}
	for _, c := range cs {
		hashes[c.Path] = c.Hash
	}
	run(t, m, "c", `rm /work/gone; echo v2 > /work/kept`)
	// The proposal (both files as v1) is applied to the base.
	vfs.WriteFile(ctx, base, "/gone", []byte("v1\n"), 0o644)
	vfs.WriteFile(ctx, base, "/kept", []byte("v1\n"), 0o644)
	if err := m.Applied(ctx, "c", "/work", []string{"/gone", "/kept"}, hashes); err != nil {
		t.Fatal(err)
	}
	wantOut(t, run(t, m, "c", `ls /work; cat /work/kept`), "kept\nv2\n")
	cs, _ = m.Changes(ctx, "c")
	var got []string
	for _, c := range cs {
		if c.Mount == "/work" {
			got = append(got, c.Kind.String()+" "+c.FullPath())
		}
	}
	if strings.Join(got, "|") != "deleted /work/gone|modified /work/kept" {
		t.Errorf("after Applied: %v", got)
	}
}

// A host command that calls the manager on its own session (directly, or
// through another session that calls back) gets ErrReentrant instead of
// waiting forever for its own turn.
func TestReentrantCallIsRefused(t *testing.T) {
	st := newMemStore()
	ws := testWorkspace(t, newBase(t, nil))
	var m *session.Manager
	ws.SessionCommands = func(s *session.Session) []computerwelt.Command {
		return []computerwelt.Command{{Name: "call", Run: func(ctx context.Context, inv *computerwelt.Invocation) int {
			res, err := m.Exec(ctx, inv.Args[1], inv.Args[2])
			if err != nil {
				fmt.Fprintln(inv.Stderr, err)
				return 1
			}
			fmt.Fprint(inv.Stdout, res.Stdout)
			return res.ExitCode
		}}}
	}
	m = newManager(t, st, session.WithWorkspace(ws))
	done := make(chan struct{})
	go func() {
		defer close(done)
		res, err := m.Exec(context.Background(), "a", `call a 'echo inner'; echo "self $?"; call b 'echo from b'; call b 'call a "echo loop"'; echo "cycle $?"`)
		if err != nil {
			t.Error(err)
			return
		}
		want := "self 1\nfrom b\ncycle 1\n"
		if res.Stdout != want || !strings.Contains(res.Stderr, "session a: session: called from inside its own running turn") {
			t.Errorf("got stdout %q stderr %q, want stdout %q", res.Stdout, res.Stderr, want)
		}
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("a re-entrant call deadlocked")
	}
}
