// Package postgres is the session store for several servers sharing
// sessions: PostgreSQL through pgx, with the same tables and migrations as
// store/sqlite.
//
// Tables live in their own schema ("computerwelt" unless WithSchema says
// otherwise), created on first Open. Migrations run under an advisory lock,
// so servers starting at once do not race. A Commit with a lease locks the
// lease row (SELECT ... FOR UPDATE) and checks token and expiry in the
// transaction that writes the turn. Blob garbage collection (on
// DeleteSession) and the writers that add references to blobs exclude each
// other through a shared/exclusive advisory lock, so a blob is never
// removed under a turn that is about to refer to it.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/internal/storeutil"
)

// Store is a store.Store in a PostgreSQL schema.
type Store struct {
	pool   *pgxpool.Pool
	r      storeutil.Reader // the reads
	now    func() time.Time
	schema string
	// Advisory lock keys, derived from the schema so that stores in
	// different schemas of one database do not wait for each other.
	migrateKey, gcKey, auditKey int64
}

var _ store.Store = (*Store)(nil)

// Option configures Open.
type Option func(*config)

type config struct {
	schema   string
	now      func() time.Time
	maxConns int32
}

// WithSchema sets the schema the tables live in (default "computerwelt");
// it is created if missing.
func WithSchema(name string) Option { return func(c *config) { c.schema = name } }

// WithClock sets the clock leases expire by and records are stamped with.
// Servers sharing a database compare their own clocks: keep them in sync
// (lease TTLs are seconds; NTP keeps skew to milliseconds).
func WithClock(now func() time.Time) Option { return func(c *config) { c.now = now } }

// WithMaxConns bounds the pool (default: pgxpool's, or pool_max_conns in
// the URL).
func WithMaxConns(n int) Option { return func(c *config) { c.maxConns = int32(n) } }

// DefaultSchema is the schema used without WithSchema.
const DefaultSchema = "computerwelt"

func lockKey(schema, what string) int64 {
	h := fnv.New64a()
	h.Write([]byte("computerwelt/" + what + "/" + schema))
	return int64(h.Sum64())
}

// Open connects to the database at url (postgres://...), creates the
// schema if needed and brings it up to date. A schema written by a newer
// program is refused with store.ErrSchemaNewer.
func Open(ctx context.Context, url string, opts ...Option) (*Store, error) {
	cfg := config{schema: DefaultSchema, now: time.Now}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.schema == "" {
		return nil, errors.New("postgres: open: empty schema name")
	}
	pc, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	if cfg.maxConns > 0 {
		pc.MaxConns = cfg.maxConns
	}
	pc.ConnConfig.RuntimeParams["search_path"] = pgx.Identifier{cfg.schema}.Sanitize()
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	s := &Store{
		pool: pool, now: cfg.now, schema: cfg.schema,
		migrateKey: lockKey(cfg.schema, "migrate"), gcKey: lockKey(cfg.schema, "gc"), auditKey: lockKey(cfg.schema, "audit"),
		r: storeutil.Reader{DB: pgxDB{pool}, Dialect: dialect},
	}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: open %s (schema %s): %w", pc.ConnConfig.Host, cfg.schema, err)
	}
	return s, nil
}

// dialect is PostgreSQL's for the shared reads: $n placeholders, and ids
// sorted byte-wise whatever the database's collation.
var dialect = storeutil.Dialect{Name: "postgres", Numbered: true, NoRows: pgx.ErrNoRows, ByteOrder: ` COLLATE "C"`}

// pgxDB is the pool or a transaction as storeutil.DB.
type pgxDB struct {
	q interface {
		QueryRow(ctx context.Context, query string, args ...any) pgx.Row
		Query(ctx context.Context, query string, args ...any) (pgx.Rows, error)
		Exec(ctx context.Context, query string, args ...any) (pgconn.CommandTag, error)
	}
}

func (d pgxDB) QueryRow(ctx context.Context, query string, args ...any) storeutil.Row {
	return d.q.QueryRow(ctx, query, args...)
}

func (d pgxDB) Query(ctx context.Context, query string, args ...any) (storeutil.Rows, error) {
	return d.q.Query(ctx, query, args...)
}

func (d pgxDB) Exec(ctx context.Context, query string, args ...any) error {
	_, err := d.q.Exec(ctx, query, args...)
	return err
}

// SchemaVersion is the schema version this package writes.
func SchemaVersion() int { return len(migrations) }

// Schema is the schema the store's tables are in.
func (s *Store) Schema() string { return s.schema }

func (s *Store) migrate(ctx context.Context) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, s.migrateKey); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE SCHEMA IF NOT EXISTS `+pgx.Identifier{s.schema}.Sanitize()); err != nil {
			return err
		}
		return storeutil.Migrate(ctx, pgxDB{tx}, dialect, migrations, "the schema")
	})
}

// Close closes the pool.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

func isUnique(err error) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == "23505"
}

// tx runs fn in a transaction; with refs, under the shared side of the
// blob GC lock, for writers that add references to blobs.
func (s *Store) tx(ctx context.Context, refs bool, fn func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if refs {
			if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock_shared($1)`, s.gcKey); err != nil {
				return err
			}
		}
		return fn(tx)
	})
}

// Session returns a session's record.
func (s *Store) Session(ctx context.Context, id string) (store.Session, error) {
	return s.r.Session(ctx, id)
}

// Entries streams a session's entries ordered by mount and path (byte-wise):
// rows are decoded one at a time as they arrive.
func (s *Store) Entries(ctx context.Context, id string, fn func(store.Entry) error) error {
	return s.r.Entries(ctx, id, fn)
}

// Blob returns a content by its sha256.
func (s *Store) Blob(ctx context.Context, hash string) ([]byte, error) {
	return s.r.Blob(ctx, hash)
}

func putBlobs(ctx context.Context, tx pgx.Tx, blobs map[string][]byte) error {
	if len(blobs) == 0 {
		return nil
	}
	// In hash order: two turns bringing the same new contents lock them
	// in the same order, so neither waits for the other in a cycle.
	hashes := slices.Sorted(maps.Keys(blobs))
	datas := make([][]byte, len(hashes))
	for i, h := range hashes {
		d := blobs[h]
		if err := storeutil.CheckBlob(h, d); err != nil {
			return err
		}
		if d == nil {
			d = []byte{}
		}
		datas[i] = d
	}
	_, err := tx.Exec(ctx, `INSERT INTO blobs (hash, data) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (hash) DO NOTHING`, hashes, datas)
	return err
}

// checkLease returns ErrLeaseLost unless l is the session's lease and has
// not expired; the lease row stays locked until the transaction ends.
func (s *Store) checkLease(ctx context.Context, tx pgx.Tx, l store.Lease) error {
	var holder string
	var token, expires int64
	err := tx.QueryRow(ctx, `SELECT holder, token, expires FROM leases WHERE session = $1 FOR UPDATE`, l.Session).Scan(&holder, &token, &expires)
	found := !errors.Is(err, pgx.ErrNoRows)
	if found && err != nil {
		return err
	}
	return storeutil.CheckLease("postgres", l, found, holder, token, expires, s.now())
}

// Commit persists a turn in one transaction.
func (s *Store) Commit(ctx context.Context, l store.Lease, t store.Turn) error {
	if err := storeutil.CheckTurn(l, &t); err != nil {
		return err
	}
	if err := storeutil.CheckRecord(&t); err != nil {
		return err
	}
	var noted int64
	err := s.tx(ctx, true, func(tx pgx.Tx) error {
		noted = 0
		if l.Token != 0 {
			if err := s.checkLease(ctx, tx, l); err != nil {
				return err
			}
		}
		if err := putBlobs(ctx, tx, t.Blobs); err != nil {
			return err
		}
		ses := t.Session
		if _, err := tx.Exec(ctx, `INSERT INTO sessions (id, owner, workspace, created, last_used, turns, state, bytes, entries)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0)
			ON CONFLICT (id) DO UPDATE SET last_used = EXCLUDED.last_used, turns = EXCLUDED.turns,
				state = EXCLUDED.state, bytes = EXCLUDED.bytes`,
			storeutil.SessionArgs(ses, s.now())...); err != nil {
			return err
		}
		// The entry count is kept as it changes: counting the rows again
		// would make every turn cost as much as the session is large.
		// The contents of entries replaced or deleted are noted as garbage,
		// swept after the commit if nothing refers to them any more.
		var delta int64
		if t.Reset {
			tag, err := tx.Exec(ctx, `WITH d AS (DELETE FROM entries WHERE session = $1 RETURNING hash)
				INSERT INTO blob_garbage (hash) SELECT DISTINCT hash FROM d WHERE hash <> ''`, ses.ID)
			if err != nil {
				return err
			}
			noted += tag.RowsAffected()
		}
		if len(t.Delete) > 0 {
			mounts, paths := make([][]byte, len(t.Delete)), make([][]byte, len(t.Delete))
			for i, k := range t.Delete {
				mounts[i], paths[i] = []byte(k.Mount), []byte(k.Path)
			}
			var deleted, n int64
			if err := tx.QueryRow(ctx, `WITH d AS (DELETE FROM entries WHERE session = $1
					AND (mount, path) IN (SELECT * FROM unnest($2::bytea[], $3::bytea[])) RETURNING hash),
				g AS (INSERT INTO blob_garbage (hash) SELECT DISTINCT hash FROM d WHERE hash <> '' RETURNING 1)
				SELECT (SELECT count(*) FROM d), (SELECT count(*) FROM g)`, ses.ID, mounts, paths).Scan(&deleted, &n); err != nil {
				return err
			}
			delta -= deleted
			noted += n
		}
		if puts := storeutil.LastPuts(t.Put); len(puts) > 0 {
			mounts, paths, datas, hashes := make([][]byte, len(puts)), make([][]byte, len(puts)), make([][]byte, len(puts)), make([]string, len(puts))
			var need []string // hashes the turn refers to but does not bring
			seen := map[string]bool{}
			for i, e := range puts {
				mounts[i], paths[i], datas[i], hashes[i] = []byte(e.Mount), []byte(e.Path), e.Data, e.Hash
				if datas[i] == nil {
					datas[i] = []byte{}
				}
				if _, ok := t.Blobs[e.Hash]; e.Hash != "" && !ok && !seen[e.Hash] {
					seen[e.Hash] = true
					need = append(need, e.Hash)
				}
			}
			if len(need) > 0 {
				var missing string
				err := tx.QueryRow(ctx, `SELECT h FROM unnest($1::text[]) AS h WHERE NOT EXISTS (SELECT 1 FROM blobs WHERE hash = h) LIMIT 1`, need).Scan(&missing)
				if err == nil {
					for _, e := range puts {
						if e.Hash == missing {
							return storeutil.MissingBlob(e)
						}
					}
				} else if !errors.Is(err, pgx.ErrNoRows) {
					return err
				}
			}
			var existing, n int64
			if err := tx.QueryRow(ctx, `WITH old AS (SELECT e.hash, u.h FROM entries e
					JOIN unnest($2::bytea[], $3::bytea[], $4::text[]) AS u(m, p, h) ON e.mount = u.m AND e.path = u.p
					WHERE e.session = $1),
				g AS (INSERT INTO blob_garbage (hash) SELECT DISTINCT hash FROM old WHERE hash <> '' AND hash <> h RETURNING 1)
				SELECT (SELECT count(*) FROM old), (SELECT count(*) FROM g)`, ses.ID, mounts, paths, hashes).Scan(&existing, &n); err != nil {
				return err
			}
			delta += int64(len(puts)) - existing
			noted += n
			if _, err := tx.Exec(ctx, `INSERT INTO entries (session, mount, path, data, hash)
				SELECT $1, * FROM unnest($2::bytea[], $3::bytea[], $4::bytea[], $5::text[])
				ON CONFLICT (session, mount, path) DO UPDATE SET data = EXCLUDED.data, hash = EXCLUDED.hash`,
				ses.ID, mounts, paths, datas, hashes); err != nil {
				return err
			}
		}
		q := `UPDATE sessions SET entries = entries + $1 WHERE id = $2`
		if t.Reset {
			q = `UPDATE sessions SET entries = $1 WHERE id = $2`
		}
		if _, err := tx.Exec(ctx, q, delta, ses.ID); err != nil {
			return err
		}
		dropped, err := storeutil.RecordTurn(ctx, pgxDB{tx}, dialect, &t)
		if dropped {
			noted++
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("postgres: commit %q: %w", t.Session.ID, err)
	}
	if noted > 0 {
		// Best effort: the turn is committed; garbage left now is swept
		// by a later turn or delete.
		s.sweep(ctx)
	}
	return nil
}

// sweep removes the contents noted as garbage that nothing refers to, if
// it can take the GC lock at once (no writer adding references is
// running); else a later sweep will.
func (s *Store) sweep(ctx context.Context) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var ok bool
		if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock($1)`, s.gcKey).Scan(&ok); err != nil || !ok {
			return err
		}
		// A sweep lost in a crash is only garbage kept: no need to wait
		// for the disk.
		if _, err := tx.Exec(ctx, `SET LOCAL synchronous_commit = off`); err != nil {
			return err
		}
		return storeutil.Sweep(ctx, pgxDB{tx})
	})
}

// Sessions lists session records, most recently used first.
func (s *Store) Sessions(ctx context.Context, o store.ListOptions) ([]store.Session, error) {
	return s.r.Sessions(ctx, o)
}

// Fork copies a session's record and entries under a new id, inside the
// database.
func (s *Store) Fork(ctx context.Context, from, to, owner string) error {
	if err := storeutil.CheckFork("postgres", from, to, owner); err != nil {
		return err
	}
	err := s.tx(ctx, true, func(tx pgx.Tx) error {
		now := storeutil.Nanos(s.now())
		tag, err := tx.Exec(ctx, `INSERT INTO sessions (id, owner, workspace, created, last_used, turns, state, bytes, entries)
			SELECT $1, $2, workspace, $3, $3, turns, state, bytes, entries FROM sessions WHERE id = $4`, to, owner, now, from)
		if isUnique(err) {
			return fmt.Errorf("session %q: %w", to, store.ErrExists)
		}
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("session %q: %w", from, store.ErrNotFound)
		}
		_, err = tx.Exec(ctx, `INSERT INTO entries (session, mount, path, data, hash)
			SELECT $1, mount, path, data, hash FROM entries WHERE session = $2`, to, from)
		if err != nil {
			return err
		}
		return storeutil.ForkTurns(ctx, pgxDB{tx}, dialect, from, to)
	})
	if err != nil {
		return fmt.Errorf("postgres: fork %q to %q: %w", from, to, err)
	}
	return nil
}

// DeleteSession removes a session, its entries, its lease and the blobs
// nothing else refers to.
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	if !storeutil.ValidID(id) {
		return fmt.Errorf("postgres: delete session %q: %w", id, store.ErrNotFound)
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// First the exclusive GC lock, then rows: the order every writer
		// takes them in, so none waits for the other in a cycle.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, s.gcKey); err != nil {
			return err
		}
		var one int
		err := tx.QueryRow(ctx, `SELECT 1 FROM sessions WHERE id = $1 FOR UPDATE`, id).Scan(&one)
		if errors.Is(err, pgx.ErrNoRows) {
			return store.ErrNotFound
		} else if err != nil {
			return err
		}
		// The GC lock is held exclusively: no transaction that adds
		// references is running, and none starts until the end.
		return storeutil.DeleteSession(ctx, pgxDB{tx}, dialect, id)
	})
	if err != nil {
		return fmt.Errorf("postgres: delete session %q: %w", id, err)
	}
	return nil
}

// Acquire takes a session's lease: one statement that inserts the lease or
// takes over one that is the holder's own or expired.
func (s *Store) Acquire(ctx context.Context, session, holder string, ttl time.Duration) (store.Lease, error) {
	if err := storeutil.CheckAcquire("postgres", session, holder, ttl); err != nil {
		return store.Lease{}, err
	}
	now := s.now()
	l := store.Lease{Session: session, Holder: holder, Expires: storeutil.Time(storeutil.Nanos(now.Add(ttl)))}
	err := s.pool.QueryRow(ctx, `INSERT INTO leases (session, holder, token, expires) VALUES ($1, $2, nextval('lease_tokens'), $3)
		ON CONFLICT (session) DO UPDATE SET holder = EXCLUDED.holder, token = EXCLUDED.token, expires = EXCLUDED.expires
		WHERE leases.holder = EXCLUDED.holder OR leases.expires <= $4
		RETURNING token`, session, holder, storeutil.Nanos(l.Expires), storeutil.Nanos(now)).Scan(&l.Token)
	if errors.Is(err, pgx.ErrNoRows) {
		var cur string
		var expires int64
		if err := s.pool.QueryRow(ctx, `SELECT holder, expires FROM leases WHERE session = $1`, session).Scan(&cur, &expires); err == nil {
			return store.Lease{}, fmt.Errorf("postgres: acquire %q for %s: held by %s until %s: %w", session, holder, cur,
				storeutil.Time(expires).Format(time.RFC3339), store.ErrLeaseHeld)
		}
		return store.Lease{}, fmt.Errorf("postgres: acquire %q for %s: %w", session, holder, store.ErrLeaseHeld)
	}
	if err != nil {
		return store.Lease{}, fmt.Errorf("postgres: acquire %q for %s: %w", session, holder, err)
	}
	return l, nil
}

// Renew extends a lease that is still the session's current one.
func (s *Store) Renew(ctx context.Context, l store.Lease, ttl time.Duration) (store.Lease, error) {
	if ttl <= 0 {
		return store.Lease{}, fmt.Errorf("postgres: renew %q: need a positive ttl", l.Session)
	}
	now := s.now()
	expires := storeutil.Time(storeutil.Nanos(now.Add(ttl)))
	tag, err := s.pool.Exec(ctx, `UPDATE leases SET expires = $1 WHERE session = $2 AND token = $3 AND holder = $4 AND expires > $5`,
		storeutil.Nanos(expires), l.Session, l.Token, l.Holder, storeutil.Nanos(now))
	if err != nil {
		return store.Lease{}, fmt.Errorf("postgres: renew %q: %w", l.Session, err)
	}
	if tag.RowsAffected() == 0 {
		return store.Lease{}, fmt.Errorf("postgres: renew %q: lease %d expired or replaced: %w", l.Session, l.Token, store.ErrLeaseLost)
	}
	l.Expires = expires
	return l, nil
}

// Release gives a lease up; a lease already lost is not an error.
func (s *Store) Release(ctx context.Context, l store.Lease) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM leases WHERE session = $1 AND token = $2`, l.Session, l.Token); err != nil {
		return fmt.Errorf("postgres: release %q: %w", l.Session, err)
	}
	return nil
}

// PutProposal stores a new proposal and the blobs it refers to.
func (s *Store) PutProposal(ctx context.Context, p store.Proposal, blobs map[string][]byte) error {
	if err := storeutil.NewProposal("postgres", &p, s.now); err != nil {
		return err
	}
	err := s.tx(ctx, true, func(tx pgx.Tx) error {
		if err := putBlobs(ctx, tx, blobs); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO proposals (id, session, workspace, message, status, created, decided_by, decided_at, reason, body)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, storeutil.ProposalArgs(p)...); err != nil {
			if isUnique(err) {
				return store.ErrExists
			}
			return err
		}
		if len(blobs) > 0 {
			hashes := make([]string, 0, len(blobs))
			for h := range blobs {
				hashes = append(hashes, h)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO proposal_blobs (proposal, hash) SELECT $1, * FROM unnest($2::text[])`, p.ID, hashes); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: put proposal %q: %w", p.ID, err)
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

// UpdateProposal changes a proposal (its row locked FOR UPDATE) and appends
// audit in one transaction.
func (s *Store) UpdateProposal(ctx context.Context, id string, fn func(*store.Proposal) error, audit *store.AuditEntry) error {
	if !storeutil.ValidID(id) {
		return fmt.Errorf("postgres: update proposal %q: %w", id, store.ErrNotFound)
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		p, err := storeutil.ScanProposal(tx.QueryRow(ctx, `SELECT `+storeutil.ProposalCols+` FROM proposals WHERE id = $1 FOR UPDATE`, id))
		if errors.Is(err, pgx.ErrNoRows) {
			return store.ErrNotFound
		} else if err != nil {
			return err
		}
		if err := storeutil.ApplyUpdate(id, &p, fn, audit); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE proposals SET session = $2, workspace = $3, message = $4, status = $5, created = $6,
			decided_by = $7, decided_at = $8, reason = $9, body = $10 WHERE id = $1`, storeutil.ProposalArgs(p)...); err != nil {
			return err
		}
		if audit == nil {
			return nil
		}
		// Appends take turns until commit, so Seq order is commit order: a
		// reader polling with AfterSeq never skips an entry that commits
		// late with a smaller Seq.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, s.auditKey); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, dialect.Bind(storeutil.AuditInsert), storeutil.AuditArgs(*audit, p, s.now)...)
		return err
	})
	if err != nil {
		return fmt.Errorf("postgres: update proposal %q: %w", id, err)
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
