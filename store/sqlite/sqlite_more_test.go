package sqlite_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/store/storetest"
)

var ctx = context.Background()

func raw(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestReopenKeepsDataAndVersion(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	c := []byte("content")
	tr := store.Turn{Session: store.Session{ID: "s", Turns: 1}, Blobs: map[string][]byte{storetest.Hash(c): c},
		Put: []store.Entry{{Mount: "/", Path: "/f", Hash: storetest.Hash(c)}}}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if ses, err := s.Session(ctx, "s"); err != nil || ses.Turns != 1 || ses.Entries != 1 {
		t.Errorf("after reopening: %+v, %v", ses, err)
	}
	var v int
	var mode string
	db := raw(t, path)
	if err := db.QueryRow(`SELECT version FROM schema_version`).Scan(&v); err != nil || v != sqlite.SchemaVersion() {
		t.Errorf("schema_version %d, %v; want %d", v, err, sqlite.SchemaVersion())
	}
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode %q, %v; want wal", mode, err)
	}
	for _, f := range []string{path, path + "-wal", path + "-shm"} {
		if fi, err := os.Stat(f); err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, %v; want 0600", f, fi.Mode().Perm(), err)
		}
	}
}

func TestRefusesNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := raw(t, path).Exec(`UPDATE schema_version SET version = 99`); err != nil {
		t.Fatal(err)
	}
	_, err = sqlite.Open(ctx, path)
	if !errors.Is(err, store.ErrSchemaNewer) || !strings.Contains(err.Error(), "99") || !strings.Contains(err.Error(), path) {
		t.Errorf("opening a newer database: %v", err)
	}
}

func TestAuditIsAppendOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.PutProposal(ctx, store.Proposal{ID: "p"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.UpdateProposal(ctx, "p", func(*store.Proposal) error { return nil }, &store.AuditEntry{Actor: "a", Action: "approve"}); err != nil {
		t.Fatal(err)
	}
	db := raw(t, path)
	for _, q := range []string{`UPDATE audit SET actor = 'mallory'`, `DELETE FROM audit`} {
		if _, err := db.Exec(q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v", q, err)
		}
	}
	if au, _ := s.Audit(ctx, store.AuditFilter{}); len(au) != 1 || au[0].Actor != "a" {
		t.Errorf("audit changed: %+v", au)
	}
}

func TestPathIsTakenLiterally(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a?b#c%20d e")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "x?mode=ro.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Commit(ctx, store.Lease{}, store.Turn{Session: store.Session{ID: "s"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the database is not at the path given: %v", err)
	}
}

// TestSeveralProcesses runs leased read-modify-write turns on one session
// from several processes sharing the file: no turn is lost, none fails for
// want of the write lock.
func TestSeveralProcesses(t *testing.T) {
	if path := os.Getenv("CW_SQLITE_CHILD_DB"); path != "" {
		child(t, path, os.Getenv("CW_SQLITE_CHILD_NAME"))
		return
	}
	const procs = 3
	path := filepath.Join(t.TempDir(), "shared.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var cmds []*exec.Cmd
	for i := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSeveralProcesses$", "-test.count=1")
		cmd.Env = append(os.Environ(), "CW_SQLITE_CHILD_DB="+path, fmt.Sprintf("CW_SQLITE_CHILD_NAME=p%d", i))
		out := &strings.Builder{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("child %d:\n%s", i, out)
			}
		})
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("child %d: %v", i, err)
		}
	}
	ses, err := s.Session(ctx, "shared")
	if err != nil {
		t.Fatal(err)
	}
	if ses.Turns != procs*childTurns || ses.Entries != procs {
		t.Errorf("shared session: %d turns, %d entries; want %d and %d", ses.Turns, ses.Entries, procs*childTurns, procs)
	}
	for i := range procs {
		if ses, err := s.Session(ctx, fmt.Sprintf("own-p%d", i)); err != nil || ses.Turns != childTurns {
			t.Errorf("own session of child %d: %+v, %v", i, ses, err)
		}
	}
}

const childTurns = 20

func child(t *testing.T, path, name string) {
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for done := 0; done < childTurns; {
		l, err := s.Acquire(ctx, "shared", name, time.Minute)
		if errors.Is(err, store.ErrLeaseHeld) {
			time.Sleep(time.Millisecond)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		var turns int64
		if ses, err := s.Session(ctx, "shared"); err == nil {
			turns = ses.Turns
		}
		c := []byte(fmt.Sprintf("%s %d", name, turns))
		tr := store.Turn{Session: store.Session{ID: "shared", Turns: turns + 1}, Blobs: map[string][]byte{storetest.Hash(c): c},
			Put: []store.Entry{{Mount: "/", Path: "/" + name, Hash: storetest.Hash(c)}}}
		if err := s.Commit(ctx, l, tr); err != nil {
			t.Fatal(err)
		}
		if err := s.Release(ctx, l); err != nil {
			t.Fatal(err)
		}
		done++
		if err := s.Commit(ctx, store.Lease{}, store.Turn{Session: store.Session{ID: "own-" + name, Turns: int64(done)}}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestKilledWriterLeavesConsistentFile kills (SIGKILL) a process in the
// middle of its stream of turns: the file is whole and the session is
// exactly as after one of its turns.
func TestKilledWriterLeavesConsistentFile(t *testing.T) {
	if path := os.Getenv("CW_SQLITE_WRITER_DB"); path != "" {
		writer(t, path)
		return
	}
	path := filepath.Join(t.TempDir(), "killed.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWriterLeavesConsistentFile$", "-test.count=1")
	cmd.Env = append(os.Environ(), "CW_SQLITE_WRITER_DB="+path)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Kill it once it has committed a few turns: it is then most likely
	// inside the next one.
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if ses, err := s.Session(ctx, "s"); err == nil && ses.Turns >= 3 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatal("the writer committed no 3 turns")
		}
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Process.Kill()
	cmd.Wait()

	var check string
	if err := raw(t, path).QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check: %q, %v", check, err)
	}
	s2, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	ses, err := s2.Session(ctx, "s")
	if err != nil {
		t.Fatal(err)
	}
	prefix := fmt.Sprintf("turn %d ", ses.Turns)
	n := 0
	err = s2.Entries(ctx, "s", func(e store.Entry) error {
		n++
		b, err := s2.Blob(ctx, e.Hash)
		if err != nil {
			return err
		}
		if !strings.HasPrefix(string(b), prefix) || !strings.HasPrefix(string(e.Data), prefix) {
			return fmt.Errorf("%s holds %q / %q, not turn %d's", e.Path, b, e.Data, ses.Turns)
		}
		return nil
	})
	if err != nil || n != writerFiles || ses.Entries != writerFiles || string(ses.State) != prefix {
		t.Errorf("after the kill: turn %d, %d entries (%d counted), state %q: %v", ses.Turns, n, ses.Entries, ses.State, err)
	}
}

const writerFiles = 50

func writer(t *testing.T, path string) {
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	for turn := int64(1); ; turn++ {
		prefix := fmt.Sprintf("turn %d ", turn)
		tr := store.Turn{Session: store.Session{ID: "s", Turns: turn, State: []byte(prefix)}, Blobs: map[string][]byte{}, Reset: true}
		for i := range writerFiles {
			c := []byte(prefix + strings.Repeat("x", 4096) + fmt.Sprint(i))
			tr.Blobs[storetest.Hash(c)] = c
			tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/f%02d", i), Data: []byte(prefix), Hash: storetest.Hash(c)})
		}
		if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
			t.Fatal(err)
		}
	}
}
