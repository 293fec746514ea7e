package session_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
)

func openSQLite(t testing.TB, path string) store.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// sharedStores returns, for each database the tests can reach, a function
// opening a new connection to one fresh database (as another process
// would): SQLite always, PostgreSQL when CW_POSTGRES_URL is set.
func sharedStores(t *testing.T) map[string]func() store.Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sessions.db")
	out := map[string]func() store.Store{
		"sqlite": func() store.Store { return openSQLite(t, path) },
	}
	addPostgres(t, out)
	return out
}

// TestResumeSQLite is TestResumeInFreshManager on a database file opened
// anew, as by a new process.
func TestResumeSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	ws := testWorkspace(t, newBase(t, map[string]string{"/readme": "r\n"}))
	st1 := openSQLite(t, path)
	m1 := newManager(t, st1, session.WithWorkspace(ws))
	run(t, m1, "c", `mkdir -p /work/sub; cd /work/sub; x=1; echo a > f`)
	m1.Close()
	st1.Close()
	m2 := newManager(t, openSQLite(t, path), session.WithWorkspace(ws))
	wantOut(t, run(t, m2, "c", `pwd; echo $x; cat f; cat ../readme`), "/work/sub\n1\na\nr\n")
}

// TestTwoManagersSerialiseOneConversation runs turns of one conversation
// from two managers with their own store connections: every turn sees the
// one before it, whichever manager ran it.
func TestTwoManagersSerialiseOneConversation(t *testing.T) {
	for name, open := range sharedStores(t) {
		t.Run(name, func(t *testing.T) {
			ws := testWorkspace(t, newBase(t, nil))
			conv := fmt.Sprintf("shared-%d", time.Now().UnixNano())
			const turns = 15
			var wg sync.WaitGroup
			errs := make(chan error, 2*turns)
			var ms []*session.Manager
			for i := range 2 {
				m := newManager(t, open(), session.WithWorkspace(ws), session.WithHolder(fmt.Sprintf("manager-%d", i)))
				ms = append(ms, m)
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range turns {
						res, err := m.Exec(context.Background(), conv, fmt.Sprintf(`n=$((n+1)); echo "$n m%d" >> /work/log`, i))
						if err != nil || res.ExitCode != 0 {
							errs <- fmt.Errorf("manager %d: %v %q", i, err, res.Stderr)
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
			for i, m := range ms {
				res := run(t, m, conv, `echo $n; cut -d' ' -f1 /work/log | tr '\n' ' '; echo; cut -d' ' -f2 /work/log | sort | uniq -c | wc -l`)
				// Each manager's check is itself a turn: n is not changed by it.
				var want strings.Builder
				for k := 1; k <= 2*turns; k++ {
					fmt.Fprintf(&want, "%d ", k)
				}
				if lines := strings.Split(res.Stdout, "\n"); len(lines) < 3 || lines[0] != fmt.Sprint(2*turns) || lines[1] != want.String() || strings.TrimSpace(lines[2]) != "2" {
					t.Errorf("manager %d sees %q, want n=%d, log 1..%d from both managers", i, res.Stdout, 2*turns, 2*turns)
				}
			}
		})
	}
}

// TestKillMidTurnKeepsPreviousState kills (SIGKILL) a process in the
// middle of a turn that writes 100 files: the session is as after the turn
// before, and every entry of the store has its content.
func TestKillMidTurnKeepsPreviousState(t *testing.T) {
	if os.Getenv("CW_SESSION_KILL_DB") != "" {
		t.Skip("in the child")
	}
	path := filepath.Join(t.TempDir(), "s.db")
	ws := testWorkspace(t, newBase(t, nil))
	st := openSQLite(t, path)
	m := newManager(t, st, session.WithWorkspace(ws))
	run(t, m, "c", `mkdir /work/d; echo keep > /work/d/keep; x=1`)
	m.Close()
	st.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), "CW_SESSION_KILL_DB="+path)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	started := false
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if sc.Text() == "started" {
			started = true
			break
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if !started {
		t.Fatal("the child ended before it started writing")
	}

	st2 := openSQLite(t, path)
	// The child's lease lasts 3 seconds after its death.
	m2 := newManager(t, st2, session.WithWorkspace(ws), session.WithLeaseWait(30*time.Second))
	wantOut(t, run(t, m2, "c", `ls /work/d; echo $x`), "keep\n1\n")
	rec, err := st2.Session(context.Background(), "c")
	if err != nil || rec.Turns != 2 {
		t.Fatalf("record %+v, %v: want 2 turns (the first, and the check)", rec, err)
	}
	checkStoreConsistent(t, st2, "c")
}

// TestKillChild is the child process of TestKillMidTurnKeepsPreviousState.
func TestKillChild(t *testing.T) {
	path := os.Getenv("CW_SESSION_KILL_DB")
	if path == "" {
		t.Skip("only as a child of TestKillMidTurnKeepsPreviousState")
	}
	st := openSQLite(t, path)
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))), session.WithLeaseTTL(3*time.Second))
	m.Exec(context.Background(), "c", `for i in $(seq 100); do echo $i > /work/d/f$i; x=$i; if [ $i = 20 ]; then echo started; fi; sleep 0.05; done`,
		session.Streaming(os.Stdout, os.Stderr))
	t.Fatal("the turn ended: it should have been killed")
}

// checkStoreConsistent verifies that every entry's content is in the store.
func checkStoreConsistent(t *testing.T, st store.Store, id string) {
	t.Helper()
	ctx := context.Background()
	n := 0
	err := st.Entries(ctx, id, func(e store.Entry) error {
		n++
		if e.Hash == "" {
			return nil
		}
		if _, err := st.Blob(ctx, e.Hash); err != nil {
			return fmt.Errorf("entry %s %s: %w", e.Mount, e.Path, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no entries")
	}
}

// TestLeaseHeldElsewhereIsBusy: a turn waits for another process's lease
// up to the lease wait, then fails with ErrBusy.
func TestLeaseHeldElsewhereIsBusy(t *testing.T) {
	st := newMemStore()
	if _, err := st.Acquire(context.Background(), "c", "someone else", time.Hour); err != nil {
		t.Fatal(err)
	}
	m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))), session.WithLeaseWait(50*time.Millisecond))
	if _, err := m.Exec(context.Background(), "c", `true`); !errors.Is(err, session.ErrBusy) {
		t.Fatalf("Exec: %v, want ErrBusy", err)
	}
}

// TestTwoProcessesSerialiseOneConversation runs turns of one conversation
// from two processes at once, on SQLite and (with CW_POSTGRES_URL) on
// PostgreSQL: the leases serialise them, and each turn sees the others.
func TestTwoProcessesSerialiseOneConversation(t *testing.T) {
	if os.Getenv("CW_SESSION_CHILD_STORE") != "" {
		t.Skip("in the child")
	}
	specs := map[string]string{"sqlite": "sqlite:" + filepath.Join(t.TempDir(), "s.db")}
	if u := testpg.URL(); u != "" {
		specs["postgres"] = "postgres:" + testpg.Schema(t, u, "cwsession_")
	} else {
		testpg.SkipSubtest(t)
	}
	for name, spec := range specs {
		t.Run(name, func(t *testing.T) {
			const turns = 10
			var wg sync.WaitGroup
			outs := make([][]byte, 2)
			errs := make([]error, 2)
			for i := range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					cmd := exec.Command(os.Args[0], "-test.run=^TestTurnsChild$", "-test.count=1")
					cmd.Env = append(os.Environ(), "CW_SESSION_CHILD_STORE="+spec, fmt.Sprintf("CW_SESSION_CHILD_TAG=p%d", i), fmt.Sprint("CW_SESSION_CHILD_TURNS=", turns))
					outs[i], errs[i] = cmd.CombinedOutput()
				}()
			}
			wg.Wait()
			for i := range 2 {
				if errs[i] != nil {
					t.Fatalf("child %d: %v\n%s", i, errs[i], outs[i])
				}
			}
			st := openChildStore(t, spec)
			m := newManager(t, st, session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
			res := run(t, m, "shared", `echo $n; cut -d' ' -f1 /work/log | tr '\n' ' '; echo; cut -d' ' -f2 /work/log | sort -u | tr '\n' ' '`)
			var want strings.Builder
			for k := 1; k <= 2*turns; k++ {
				fmt.Fprintf(&want, "%d ", k)
			}
			if exp := fmt.Sprintf("%d\n%s\np0 p1 ", 2*turns, want.String()); res.Stdout != exp {
				t.Errorf("after both processes: %q, want %q", res.Stdout, exp)
			}
		})
	}
}

// TestTurnsChild is a child process of
// TestTwoProcessesSerialiseOneConversation.
func TestTurnsChild(t *testing.T) {
	spec := os.Getenv("CW_SESSION_CHILD_STORE")
	if spec == "" {
		t.Skip("only as a child of TestTwoProcessesSerialiseOneConversation")
	}
	var turns int
	fmt.Sscan(os.Getenv("CW_SESSION_CHILD_TURNS"), &turns)
	tag := os.Getenv("CW_SESSION_CHILD_TAG")
	m := newManager(t, openChildStore(t, spec), session.WithWorkspace(testWorkspace(t, newBase(t, nil))))
	for range turns {
		res, err := m.Exec(context.Background(), "shared", `n=$((n+1)); echo "$n `+tag+`" >> /work/log`)
		if err != nil || res.ExitCode != 0 {
			t.Fatalf("%v %q", err, res.Stderr)
		}
	}
}

func openChildStore(t testing.TB, spec string) store.Store {
	kind, arg, _ := strings.Cut(spec, ":")
	if kind == "postgres" {
		return openPostgres(t, testpg.URL(), arg)
	}
	return openSQLite(t, arg)
}
