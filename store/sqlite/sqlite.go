// Package sqlite is the default session store: one SQLite file in WAL
// mode, safe for several goroutines and for several processes on one host.
// SQLite is github.com/ncruces/go-sqlite3: SQLite's C compiled to Wasm and
// translated to Go (wasm2go), no cgo. Its package initialisation is light:
// modernc.org/sqlite, translated from C, filled its C globals in init,
// which cost every process of the binary (computerwelt run included)
// about 140 page faults and a third of its start-up CPU.
//
// Writers take the database's write lock at the start of their
// transaction (BEGIN IMMEDIATE), so a transaction never fails half way
// for want of the lock; within a process they queue on a semaphore that
// honours the context, across processes on SQLite's busy timeout.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ncruces/go-sqlite3"
	_ "github.com/ncruces/go-sqlite3/driver"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/internal/storeutil"
)

// Store is a store.Store in one SQLite file.
type Store struct {
	db   *sql.DB
	r    storeutil.Reader // the reads
	now  func() time.Time
	wsem chan struct{} // one writer at a time in this process
	path string
	st   *stmts // the writers' statements, prepared
}

var _ store.Store = (*Store)(nil)

// Option configures Open.
type Option func(*config)

type config struct {
	now      func() time.Time
	busy     time.Duration
	conns    int
	fullSync bool
}

// WithClock sets the clock leases expire by and records are stamped with
// (tests use a fake one).
func WithClock(now func() time.Time) Option { return func(c *config) { c.now = now } }

// WithBusyTimeout sets how long a writer waits for another process's
// write transaction before failing (default 30s).
func WithBusyTimeout(d time.Duration) Option { return func(c *config) { c.busy = d } }

// WithMaxConns bounds the connections (default 8): readers run in
// parallel under WAL, writers one at a time.
func WithMaxConns(n int) Option { return func(c *config) { c.conns = n } }

// WithFullSync makes every commit fsync the WAL (synchronous=FULL), so a
// power loss cannot drop the last turns. The default (NORMAL) is durable
// against a crash or kill of the process, which is what turns need.
func WithFullSync() Option { return func(c *config) { c.fullSync = true } }

// Open opens (creating it if needed) the database file at path and brings
// its schema up to date. A database written by a newer program is refused
// with store.ErrSchemaNewer.
func Open(ctx context.Context, path string, opts ...Option) (*Store, error) {
	cfg := config{now: time.Now, busy: 30 * time.Second, conns: 8}
	for _, o := range opts {
		o(&cfg)
	}
	if path == "" {
		return nil, errors.New("sqlite: open: empty path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	// A new database is readable by its owner only, and so are its WAL
	// (modeof below) and shared-memory files: sessions hold what models
	// wrote, which may be anything.
	for _, name := range []string{abs, abs + "-shm"} {
		if f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600); err == nil {
			f.Close()
		}
	}
	sync := "NORMAL"
	if cfg.fullSync {
		sync = "FULL"
	}
	// A file: URI so that any character in the path (?, #, %) is taken
	// literally; the driver reads the underscore keys, SQLite ignores them.
	q := url.Values{}
	q.Set("_txlock", "immediate")
	q.Add("_pragma", "busy_timeout("+strconv.FormatInt(cfg.busy.Milliseconds(), 10)+")")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous("+sync+")")
	// modeof: the WAL file takes the database's mode, as SQLite's unix
	// VFS gives it. SQLite decodes %HH only (not +), so the path is
	// escaped byte by byte.
	dsn := "file:" + (&url.URL{Path: abs}).EscapedPath() + "?" + q.Encode() + "&modeof=" + uriEscape(abs)
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", abs, err)
	}
	if cfg.conns < 1 {
		cfg.conns = 1
	}
	db.SetMaxOpenConns(cfg.conns)
	db.SetMaxIdleConns(cfg.conns)
	s := &Store{db: db, now: cfg.now, wsem: make(chan struct{}, 1), path: abs, st: newStmts(db)}
	s.r = storeutil.Reader{DB: storeutil.SQL(reads{s.st}), Dialect: dialect}
	// Two processes opening a new file at once: the first connection
	// switches it to WAL, which takes a lock SQLite does not wait for (no
	// busy handler), so the other gets SQLITE_BUSY at once. It tries
	// again within the busy timeout.
	deadline := time.Now().Add(cfg.busy)
	for {
		err = s.migrate(ctx)
		if err == nil || !isBusy(err) || time.Now().After(deadline) {
			break
		}
		select {
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			err = ctx.Err()
		}
		if ctx.Err() != nil {
			break
		}
	}
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", abs, err)
	}
	return s, nil
}

// uriEscape writes s for a SQLite URI parameter: every byte but letters,
// digits, / . - _ ~ as %HH.
func uriEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("/.-_~", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// dialect is SQLite's for the shared reads: ? placeholders, and text
// sorts byte-wise already (the BINARY collation).
var dialect = storeutil.Dialect{Name: "sqlite", NoRows: sql.ErrNoRows}

// SchemaVersion is the schema version this package writes.
func SchemaVersion() int { return len(migrations) }

func (s *Store) migrate(ctx context.Context) error {
	// Run once: not through the prepared statements.
	return s.writeTx(ctx, func(tx wtx) error {
		return storeutil.Migrate(ctx, storeutil.SQL(tx.tx), dialect, migrations, "the file")
	})
}

// Close closes the database.
func (s *Store) Close() error {
	s.st.close()
	return s.db.Close()
}

// write runs fn in a write transaction: IMMEDIATE (the write lock is taken
// at BEGIN), one at a time in this process.
func (s *Store) write(ctx context.Context, fn func(wtx) error) error {
	err := s.writeTx(ctx, fn)
	s.st.prepare(ctx)
	return err
}

func (s *Store) writeTx(ctx context.Context, fn func(wtx) error) error {
	select {
	case s.wsem <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-s.wsem }()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(wtx{tx, s.st}); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func isBusy(err error) bool {
	// The driver returns *sqlite3.Error, or a bare code (an _pragma's
	// error at connect): errors.Is matches either.
	return errors.Is(err, sqlite3.BUSY)
}

func isUnique(err error) bool {
	return errors.Is(err, sqlite3.CONSTRAINT_PRIMARYKEY) || errors.Is(err, sqlite3.CONSTRAINT_UNIQUE)
}

// Session returns a session's record.
func (s *Store) Session(ctx context.Context, id string) (store.Session, error) {
	return s.r.Session(ctx, id)
}

// Entries streams a session's entries ordered by mount and path (byte-wise).
func (s *Store) Entries(ctx context.Context, id string, fn func(store.Entry) error) error {
	return s.r.Entries(ctx, id, fn)
}

// Blob returns a content by its sha256.
func (s *Store) Blob(ctx context.Context, hash string) ([]byte, error) {
	return s.r.Blob(ctx, hash)
}

func putBlobs(ctx context.Context, tx wtx, blobs map[string][]byte) error {
	if len(blobs) == 0 {
		return nil
	}
	st, err := tx.PrepareContext(ctx, `INSERT INTO blobs (hash, data) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING`)
	if err != nil {
		return err
	}
	defer st.Close()
	for h, d := range blobs {
		if err := storeutil.CheckBlob(h, d); err != nil {
			return err
		}
		if d == nil {
			d = []byte{}
		}
		if _, err := st.ExecContext(ctx, h, d); err != nil {
			return err
		}
	}
	return nil
}

// checkLease returns ErrLeaseLost unless l is the session's lease and has
// not expired. It runs inside the writer's transaction, so nobody can take
// the lease between the check and the commit.
func (s *Store) checkLease(ctx context.Context, tx wtx, l store.Lease) error {
	var holder string
	var token, expires int64
	err := tx.QueryRowContext(ctx, `SELECT holder, token, expires FROM leases WHERE session = ?`, l.Session).Scan(&holder, &token, &expires)
	found := !errors.Is(err, sql.ErrNoRows)
	if found && err != nil {
		return err
	}
	return storeutil.CheckLease("sqlite", l, found, holder, token, expires, s.now())
}

// Commit persists a turn in one transaction.
func (s *Store) Commit(ctx context.Context, l store.Lease, t store.Turn) error {
	if err := storeutil.CheckTurn(l, &t); err != nil {
		return err
	}
	if err := storeutil.CheckRecord(&t); err != nil {
		return err
	}
	err := s.write(ctx, func(tx wtx) error {
		if l.Token != 0 {
			if err := s.checkLease(ctx, tx, l); err != nil {
				return err
			}
		}
		if err := putBlobs(ctx, tx, t.Blobs); err != nil {
			return err
		}
		ses := t.Session
		if _, err := tx.ExecContext(ctx, `INSERT INTO sessions (id, owner, workspace, created, last_used, turns, state, bytes, entries)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)
			ON CONFLICT (id) DO UPDATE SET last_used = excluded.last_used, turns = excluded.turns,
				state = excluded.state, bytes = excluded.bytes`,
			storeutil.SessionArgs(ses, s.now())...); err != nil {
			return err
		}
		// The entry count is kept as it changes: counting the rows again
		// would make every turn cost as much as the session is large.
		// The contents of entries replaced or deleted are noted as garbage
		// and swept at the end if nothing refers to them any more.
		var delta int64
		noted := false
		if t.Reset {
			res, err := tx.ExecContext(ctx, `INSERT INTO blob_garbage (hash)
				SELECT DISTINCT hash FROM entries WHERE session = ? AND hash <> ''`, ses.ID)
			if err != nil {
				return err
			}
			n, _ := res.RowsAffected()
			noted = n > 0
			if _, err := tx.ExecContext(ctx, `DELETE FROM entries WHERE session = ?`, ses.ID); err != nil {
				return err
			}
		}
		if len(t.Delete) > 0 {
			st, err := tx.PrepareContext(ctx, `DELETE FROM entries WHERE session = ? AND mount = ? AND path = ? RETURNING hash`)
			if err != nil {
				return err
			}
			defer st.Close()
			for _, k := range t.Delete {
				var h string
				err := st.QueryRowContext(ctx, ses.ID, []byte(k.Mount), []byte(k.Path)).Scan(&h)
				if errors.Is(err, sql.ErrNoRows) {
					continue
				} else if err != nil {
					return err
				}
				delta--
				if h != "" {
					noted = true
					if err := garbage(ctx, tx, h); err != nil {
						return err
					}
				}
			}
		}
		if len(t.Put) > 0 {
			ins, err := tx.PrepareContext(ctx, `INSERT INTO entries (session, mount, path, data, hash) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (session, mount, path) DO NOTHING`)
			if err != nil {
				return err
			}
			defer ins.Close()
			upd, err := tx.PrepareContext(ctx, `UPDATE entries SET data = ?4, hash = ?5 WHERE session = ?1 AND mount = ?2 AND path = ?3`)
			if err != nil {
				return err
			}
			defer upd.Close()
			oldHash, err := tx.PrepareContext(ctx, `SELECT hash FROM entries WHERE session = ? AND mount = ? AND path = ?`)
			if err != nil {
				return err
			}
			defer oldHash.Close()
			have, err := tx.PrepareContext(ctx, `SELECT 1 FROM blobs WHERE hash = ?`)
			if err != nil {
				return err
			}
			defer have.Close()
			known := map[string]bool{}
			for _, e := range t.Put {
				if e.Hash != "" && !known[e.Hash] {
					if _, ok := t.Blobs[e.Hash]; !ok {
						var one int
						if err := have.QueryRowContext(ctx, e.Hash).Scan(&one); errors.Is(err, sql.ErrNoRows) {
							return storeutil.MissingBlob(e)
						} else if err != nil {
							return err
						}
					}
					known[e.Hash] = true
				}
				data := e.Data
				if data == nil {
					data = []byte{}
				}
				args := []any{ses.ID, []byte(e.Mount), []byte(e.Path), data, e.Hash}
				res, err := ins.ExecContext(ctx, args...)
				if err != nil {
					return err
				}
				if n, _ := res.RowsAffected(); n == 1 {
					delta++
					continue
				}
				var old string
				if err := oldHash.QueryRowContext(ctx, ses.ID, []byte(e.Mount), []byte(e.Path)).Scan(&old); err != nil {
					return err
				}
				if _, err := upd.ExecContext(ctx, args...); err != nil {
					return err
				}
				if old != e.Hash && old != "" {
					noted = true
					if err := garbage(ctx, tx, old); err != nil {
						return err
					}
				}
			}
		}
		q := `UPDATE sessions SET entries = entries + ? WHERE id = ?`
		if t.Reset {
			q = `UPDATE sessions SET entries = ? WHERE id = ?`
		}
		if _, err := tx.ExecContext(ctx, q, delta, ses.ID); err != nil {
			return err
		}
		dropped, err := storeutil.RecordTurn(ctx, storeutil.SQL(tx), dialect, &t)
		if err != nil {
			return err
		}
		if !noted && !dropped {
			return nil
		}
		// Writers take turns: no other transaction can be adding a
		// reference meanwhile.
		return storeutil.Sweep(ctx, storeutil.SQL(tx))
	})
	if err != nil {
		return fmt.Errorf("sqlite: commit %q: %w", t.Session.ID, err)
	}
	return nil
}

// Sessions lists session records, most recently used first.
func (s *Store) Sessions(ctx context.Context, o store.ListOptions) ([]store.Session, error) {
	return s.r.Sessions(ctx, o)
}

// Fork copies a session's record and entries under a new id, inside the
// database (no row passes through this process).
func (s *Store) Fork(ctx context.Context, from, to, owner string) error {
	if err := storeutil.CheckFork("sqlite", from, to, owner); err != nil {
		return err
	}
	err := s.write(ctx, func(tx wtx) error {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM sessions WHERE id = ?`, to).Scan(&one)
		if err == nil {
			return fmt.Errorf("session %q: %w", to, store.ErrExists)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		now := storeutil.Nanos(s.now())
		res, err := tx.ExecContext(ctx, `INSERT INTO sessions (id, owner, workspace, created, last_used, turns, state, bytes, entries)
			SELECT ?, ?, workspace, ?, ?, turns, state, bytes, entries FROM sessions WHERE id = ?`, to, owner, now, now, from)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("session %q: %w", from, store.ErrNotFound)
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO entries (session, mount, path, data, hash)
			SELECT ?, mount, path, data, hash FROM entries WHERE session = ?`, to, from)
		if err != nil {
			return err
		}
		return storeutil.ForkTurns(ctx, storeutil.SQL(tx), dialect, from, to)
	})
	if err != nil {
		return fmt.Errorf("sqlite: fork %q to %q: %w", from, to, err)
	}
	return nil
}

// garbage notes a content an entry no longer refers to.
func garbage(ctx context.Context, tx wtx, hash string) error {
	if hash == "" {
		return nil
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO blob_garbage (hash) VALUES (?)`, hash)
	return err
}

// DeleteSession removes a session, its entries, its lease and the blobs
// nothing else refers to.
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	if !storeutil.ValidID(id) {
		return fmt.Errorf("sqlite: delete session %q: %w", id, store.ErrNotFound)
	}
	err := s.write(ctx, func(tx wtx) error {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM sessions WHERE id = ?`, id).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNotFound
		} else if err != nil {
			return err
		}
		return storeutil.DeleteSession(ctx, storeutil.SQL(tx), dialect, id) // writers take turns
	})
	if err != nil {
		return fmt.Errorf("sqlite: delete session %q: %w", id, err)
	}
	return nil
}

// Acquire takes a session's lease.
func (s *Store) Acquire(ctx context.Context, session, holder string, ttl time.Duration) (store.Lease, error) {
	if err := storeutil.CheckAcquire("sqlite", session, holder, ttl); err != nil {
		return store.Lease{}, err
	}
	var l store.Lease
	err := s.write(ctx, func(tx wtx) error {
		now := s.now()
		var cur string
		var expires int64
		err := tx.QueryRowContext(ctx, `SELECT holder, expires FROM leases WHERE session = ?`, session).Scan(&cur, &expires)
		if err == nil && cur != holder && expires > storeutil.Nanos(now) {
			return fmt.Errorf("held by %s until %s: %w", cur, storeutil.Time(expires).Format(time.RFC3339), store.ErrLeaseHeld)
		} else if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var token int64
		if err := tx.QueryRowContext(ctx, `UPDATE counters SET value = value + 1 WHERE name = 'lease' RETURNING value`).Scan(&token); err != nil {
			return err
		}
		l = store.Lease{Session: session, Holder: holder, Token: token, Expires: storeutil.Time(storeutil.Nanos(now.Add(ttl)))}
		_, err = tx.ExecContext(ctx, `INSERT INTO leases (session, holder, token, expires) VALUES (?, ?, ?, ?)
			ON CONFLICT (session) DO UPDATE SET holder = excluded.holder, token = excluded.token, expires = excluded.expires`,
			session, holder, token, storeutil.Nanos(l.Expires))
		return err
	})
	if err != nil {
		return store.Lease{}, fmt.Errorf("sqlite: acquire %q for %s: %w", session, holder, err)
	}
	return l, nil
}

// Renew extends a lease that is still the session's current one.
func (s *Store) Renew(ctx context.Context, l store.Lease, ttl time.Duration) (store.Lease, error) {
	if ttl <= 0 {
		return store.Lease{}, fmt.Errorf("sqlite: renew %q: need a positive ttl", l.Session)
	}
	err := s.write(ctx, func(tx wtx) error {
		if err := s.checkLease(ctx, tx, l); err != nil {
			return err
		}
		l.Expires = storeutil.Time(storeutil.Nanos(s.now().Add(ttl)))
		_, err := tx.ExecContext(ctx, `UPDATE leases SET expires = ? WHERE session = ? AND token = ?`, storeutil.Nanos(l.Expires), l.Session, l.Token)
		return err
	})
	if err != nil {
		return store.Lease{}, fmt.Errorf("sqlite: renew: %w", err)
	}
	return l, nil
}

// Release gives a lease up; a lease already lost is not an error.
func (s *Store) Release(ctx context.Context, l store.Lease) error {
	err := s.write(ctx, func(tx wtx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM leases WHERE session = ? AND token = ?`, l.Session, l.Token)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite: release %q: %w", l.Session, err)
	}
	return nil
}

// PutProposal stores a new proposal and the blobs it refers to.
func (s *Store) PutProposal(ctx context.Context, p store.Proposal, blobs map[string][]byte) error {
	if err := storeutil.NewProposal("sqlite", &p, s.now); err != nil {
		return err
	}
	err := s.write(ctx, func(tx wtx) error {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM proposals WHERE id = ?`, p.ID).Scan(&one)
		if err == nil {
			return store.ErrExists
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if err := putBlobs(ctx, tx, blobs); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO proposals (id, session, workspace, message, status, created, decided_by, decided_at, reason, body)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, storeutil.ProposalArgs(p)...); err != nil {
			if isUnique(err) {
				return store.ErrExists
			}
			return err
		}
		for h := range blobs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO proposal_blobs (proposal, hash) VALUES (?, ?)`, p.ID, h); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("sqlite: put proposal %q: %w", p.ID, err)
	}
	return nil
}

// Proposal returns one proposal.
func (s *Store) Proposal(ctx context.Context, id string) (store.Proposal, error) {
	return s.r.Proposal(ctx, id)
}

// Proposals lists proposals, newest first.
func (s *Store) Proposals(ctx context.Context, f store.ProposalFilter) ([]store.Proposal, error) {
	return s.r.Proposals(ctx, f)
}

// UpdateProposal changes a proposal and appends audit in one transaction.
func (s *Store) UpdateProposal(ctx context.Context, id string, fn func(*store.Proposal) error, audit *store.AuditEntry) error {
	if !storeutil.ValidID(id) {
		return fmt.Errorf("sqlite: update proposal %q: %w", id, store.ErrNotFound)
	}
	err := s.write(ctx, func(tx wtx) error {
		p, err := storeutil.ScanProposal(tx.QueryRowContext(ctx, `SELECT `+storeutil.ProposalCols+` FROM proposals WHERE id = ?`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNotFound
		} else if err != nil {
			return err
		}
		if err := storeutil.ApplyUpdate(id, &p, fn, audit); err != nil {
			return err
		}
		args := storeutil.ProposalArgs(p)
		if _, err := tx.ExecContext(ctx, `UPDATE proposals SET session = ?, workspace = ?, message = ?, status = ?, created = ?,
			decided_by = ?, decided_at = ?, reason = ?, body = ? WHERE id = ?`, append(args[1:], id)...); err != nil {
			return err
		}
		if audit == nil {
			return nil
		}
		_, err = tx.ExecContext(ctx, storeutil.AuditInsert, storeutil.AuditArgs(*audit, p, s.now)...)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite: update proposal %q: %w", id, err)
	}
	return nil
}

// Audit returns audit entries in ascending Seq order.
func (s *Store) Audit(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error) {
	return s.r.Audit(ctx, f)
}

// Turns returns a session's history records.
func (s *Store) Turns(ctx context.Context, session string, f store.TurnFilter) ([]store.TurnRecord, error) {
	return s.r.Turns(ctx, session, f)
}
