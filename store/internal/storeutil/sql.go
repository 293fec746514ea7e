package storeutil

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// Row is one result row: *sql.Row, *sql.Rows, pgx.Row or pgx.Rows.
type Row interface {
	Scan(dest ...any) error
}

// Rows is a query's result, read row by row (pgx.Rows; SQL adapts
// *sql.Rows).
type Rows interface {
	Row
	Next() bool
	Err() error
	Close()
}

// DB is a store's connection pool or transaction, as the shared code
// uses it.
type DB interface {
	QueryRow(ctx context.Context, query string, args ...any) Row
	Query(ctx context.Context, query string, args ...any) (Rows, error)
	Exec(ctx context.Context, query string, args ...any) error
}

// Dialect is what the reads need to know of a database.
type Dialect struct {
	// Name starts the errors ("sqlite", "postgres").
	Name string
	// Numbered: placeholders are $1, $2, … rather than ?.
	Numbered bool
	// NoRows is the driver's error for a QueryRow that found nothing.
	NoRows error
	// ByteOrder follows a text column in ORDER BY to sort it byte-wise.
	ByteOrder string
}

// Bind rewrites the ? placeholders of query (written for SQLite) in the
// dialect's style. The queries it is given have no ? in a literal.
func (d Dialect) Bind(query string) string {
	if !d.Numbered {
		return query
	}
	var b strings.Builder
	n := 0
	for {
		i := strings.IndexByte(query, '?')
		if i < 0 {
			b.WriteString(query)
			return b.String()
		}
		n++
		b.WriteString(query[:i])
		b.WriteString("$" + strconv.Itoa(n))
		query = query[i+1:]
	}
}

// Reader implements the reads of store.Store over one SQL database: the
// same tables in SQLite and PostgreSQL, the same statements but for the
// dialect.
type Reader struct {
	DB      DB
	Dialect Dialect
}

func (r Reader) queryRow(ctx context.Context, query string, args ...any) Row {
	return r.DB.QueryRow(ctx, r.Dialect.Bind(query), args...)
}

func (r Reader) query(ctx context.Context, query string, args ...any) (Rows, error) {
	return r.DB.Query(ctx, r.Dialect.Bind(query), args...)
}

// SessionCols are the columns ScanSession reads.
const SessionCols = `id, owner, workspace, created, last_used, turns, state, bytes, entries`

// ScanSession reads a row of SessionCols.
func ScanSession(r Row) (store.Session, error) {
	var ses store.Session
	var created, used int64
	err := r.Scan(&ses.ID, &ses.Owner, &ses.Workspace, &created, &used, &ses.Turns, &ses.State, &ses.Bytes, &ses.Entries)
	ses.Created, ses.LastUsed = Time(created), Time(used)
	return ses, err
}

// Session returns a session's record.
func (r Reader) Session(ctx context.Context, id string) (store.Session, error) {
	if !ValidID(id) {
		return store.Session{}, fmt.Errorf("%s: session %q: %w", r.Dialect.Name, id, store.ErrNotFound)
	}
	ses, err := ScanSession(r.queryRow(ctx, `SELECT `+SessionCols+` FROM sessions WHERE id = ?`, id))
	if errors.Is(err, r.Dialect.NoRows) {
		return store.Session{}, fmt.Errorf("%s: session %q: %w", r.Dialect.Name, id, store.ErrNotFound)
	}
	if err != nil {
		return store.Session{}, fmt.Errorf("%s: session %q: %w", r.Dialect.Name, id, err)
	}
	return ses, nil
}

// Entries streams a session's entries ordered by mount and path
// (byte-wise), decoding the rows one at a time as they arrive.
func (r Reader) Entries(ctx context.Context, id string, fn func(store.Entry) error) error {
	if !ValidID(id) {
		return fmt.Errorf("%s: entries of %q: %w", r.Dialect.Name, id, store.ErrNotFound)
	}
	rows, err := r.query(ctx, `SELECT mount, path, data, hash FROM entries WHERE session = ? ORDER BY mount, path`, id)
	if err != nil {
		return fmt.Errorf("%s: entries of %q: %w", r.Dialect.Name, id, err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var mount, path []byte
		var e store.Entry
		if err := rows.Scan(&mount, &path, &e.Data, &e.Hash); err != nil {
			return fmt.Errorf("%s: entries of %q: %w", r.Dialect.Name, id, err)
		}
		e.Mount, e.Path = string(mount), string(path)
		n++
		if err := fn(e); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("%s: entries of %q: %w", r.Dialect.Name, id, err)
	}
	if n == 0 {
		// No entries: a session without any, or none at all. The rows
		// give their connection back first (a pool may have only one).
		rows.Close()
		if _, err := r.Session(ctx, id); err != nil {
			return err
		}
	}
	return nil
}

// Blob returns a content by its sha256.
func (r Reader) Blob(ctx context.Context, hash string) ([]byte, error) {
	if !ValidID(hash) {
		return nil, fmt.Errorf("%s: blob %q: %w", r.Dialect.Name, hash, store.ErrNotFound)
	}
	var data []byte
	err := r.queryRow(ctx, `SELECT data FROM blobs WHERE hash = ?`, hash).Scan(&data)
	if errors.Is(err, r.Dialect.NoRows) {
		return nil, fmt.Errorf("%s: blob %.16s: %w", r.Dialect.Name, hash, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: blob %.16s: %w", r.Dialect.Name, hash, err)
	}
	if data == nil {
		data = []byte{}
	}
	return data, nil
}

// filter builds a WHERE clause of conditions with one ? each.
type filter struct {
	where []string
	args  []any
}

func (f *filter) add(cond string, arg any) {
	f.where, f.args = append(f.where, cond), append(f.args, arg)
}

// query is SELECT cols FROM table, filtered, ordered, limited.
func (f *filter) query(cols, table, order string, limit int) string {
	q := `SELECT ` + cols + ` FROM ` + table
	if len(f.where) > 0 {
		q += ` WHERE ` + strings.Join(f.where, " AND ")
	}
	q += ` ORDER BY ` + order
	if limit > 0 {
		q += ` LIMIT ?`
		f.args = append(f.args, limit)
	}
	return q
}

// list runs query and scans each row.
func list[T any](ctx context.Context, r Reader, what, query string, args []any, scan func(Row) (T, error)) ([]T, error) {
	rows, err := r.query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", r.Dialect.Name, what, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", r.Dialect.Name, what, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", r.Dialect.Name, what, err)
	}
	return out, nil
}

// Sessions lists session records, most recently used first.
func (r Reader) Sessions(ctx context.Context, o store.ListOptions) ([]store.Session, error) {
	var f filter
	if o.Owner != "" {
		f.add("owner = ?", o.Owner)
	}
	if o.Workspace != "" {
		f.add("workspace = ?", o.Workspace)
	}
	if !o.IdleSince.IsZero() {
		f.add("last_used < ?", Nanos(o.IdleSince))
	}
	q := f.query(SessionCols, "sessions", "last_used DESC, id"+r.Dialect.ByteOrder, o.Limit)
	return list(ctx, r, "sessions", q, f.args, ScanSession)
}

// ProposalCols are the columns ScanProposal reads and ProposalArgs gives.
const ProposalCols = `id, session, workspace, message, status, created, decided_by, decided_at, reason, body`

// ProposalArgs are p's values for ProposalCols.
func ProposalArgs(p store.Proposal) []any {
	body := p.Body
	if body == nil {
		body = []byte{}
	}
	return []any{p.ID, p.Session, p.Workspace, []byte(p.Message), string(p.Status), Nanos(p.Created),
		p.DecidedBy, Nanos(p.DecidedAt), []byte(p.Reason), body}
}

// ScanProposal reads a row of ProposalCols.
func ScanProposal(r Row) (store.Proposal, error) {
	var p store.Proposal
	var msg, reason []byte
	var status string
	var created, decided int64
	err := r.Scan(&p.ID, &p.Session, &p.Workspace, &msg, &status, &created, &p.DecidedBy, &decided, &reason, &p.Body)
	p.Message, p.Reason, p.Status = string(msg), string(reason), store.ProposalStatus(status)
	p.Created, p.DecidedAt = Time(created), Time(decided)
	return p, err
}

// Proposal returns one proposal.
func (r Reader) Proposal(ctx context.Context, id string) (store.Proposal, error) {
	if !ValidID(id) {
		return store.Proposal{}, fmt.Errorf("%s: proposal %q: %w", r.Dialect.Name, id, store.ErrNotFound)
	}
	p, err := ScanProposal(r.queryRow(ctx, `SELECT `+ProposalCols+` FROM proposals WHERE id = ?`, id))
	if errors.Is(err, r.Dialect.NoRows) {
		return store.Proposal{}, fmt.Errorf("%s: proposal %q: %w", r.Dialect.Name, id, store.ErrNotFound)
	}
	if err != nil {
		return store.Proposal{}, fmt.Errorf("%s: proposal %q: %w", r.Dialect.Name, id, err)
	}
	return p, nil
}

// Proposals lists proposals, newest first.
func (r Reader) Proposals(ctx context.Context, pf store.ProposalFilter) ([]store.Proposal, error) {
	var f filter
	if pf.Session != "" {
		f.add("session = ?", pf.Session)
	}
	if pf.Workspace != "" {
		f.add("workspace = ?", pf.Workspace)
	}
	if pf.Status != "" {
		f.add("status = ?", string(pf.Status))
	}
	q := f.query(ProposalCols, "proposals", "created DESC, id"+r.Dialect.ByteOrder+" DESC", pf.Limit)
	return list(ctx, r, "proposals", q, f.args, ScanProposal)
}

// Audit returns audit entries in ascending Seq order.
func (r Reader) Audit(ctx context.Context, af store.AuditFilter) ([]store.AuditEntry, error) {
	var f filter
	f.add("seq > ?", af.AfterSeq)
	if af.Workspace != "" {
		f.add("workspace = ?", af.Workspace)
	}
	if af.Proposal != "" {
		f.add("proposal = ?", af.Proposal)
	}
	q := f.query(`seq, time, actor, action, proposal, session, workspace, detail`, "audit", "seq", af.Limit)
	return list(ctx, r, "audit", q, f.args, func(row Row) (store.AuditEntry, error) {
		var a store.AuditEntry
		var t int64
		var detail []byte
		err := row.Scan(&a.Seq, &t, &a.Actor, &a.Action, &a.Proposal, &a.Session, &a.Workspace, &detail)
		a.Time, a.Detail = Time(t), string(detail)
		return a, err
	})
}

// AuditInsert appends an audit entry with AuditArgs.
const AuditInsert = `INSERT INTO audit (time, actor, action, proposal, session, workspace, detail) VALUES (?, ?, ?, ?, ?, ?, ?)`

// AuditArgs are the values AuditInsert takes for the entry a, recorded
// now for the proposal p unless a says otherwise.
func AuditArgs(a store.AuditEntry, p store.Proposal, now func() time.Time) []any {
	if a.Time.IsZero() {
		a.Time = now()
	}
	if a.Proposal == "" {
		a.Proposal = p.ID
	}
	if a.Session == "" {
		a.Session = p.Session
	}
	if a.Workspace == "" {
		a.Workspace = p.Workspace
	}
	return []any{Nanos(a.Time), a.Actor, a.Action, a.Proposal, a.Session, a.Workspace, []byte(a.Detail)}
}

// Migrate brings the schema db's statements reach up to date, in one
// transaction (db's) that holds the database's write lock or the
// store's migration lock: it runs migrations[v:] where the table
// schema_version says v, and refuses with store.ErrSchemaNewer a schema
// newer than migrations. what names the schema in that error ("the
// file"). A migration may hold several statements when the driver runs
// them (no arguments).
func Migrate(ctx context.Context, db DB, d Dialect, migrations []string, what string) error {
	if err := db.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	var v int
	err := db.QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&v)
	if errors.Is(err, d.NoRows) {
		err = db.Exec(ctx, `INSERT INTO schema_version (version) VALUES (0)`)
	}
	if err != nil {
		return err
	}
	if v > len(migrations) {
		return fmt.Errorf("%w: %s is at schema version %d, this program knows up to %d (use a newer computerwelt)", store.ErrSchemaNewer, what, v, len(migrations))
	}
	for i := v; i < len(migrations); i++ {
		if err := db.Exec(ctx, migrations[i]); err != nil {
			return fmt.Errorf("migration %d: %w", i+1, err)
		}
	}
	if v < len(migrations) {
		return db.Exec(ctx, d.Bind(`UPDATE schema_version SET version = ?`), len(migrations))
	}
	return nil
}

// ApplyUpdate runs UpdateProposal's fn on p, the proposal id as it is
// stored, and checks what fn made of it and the audit entry to append.
func ApplyUpdate(id string, p *store.Proposal, fn func(*store.Proposal) error, audit *store.AuditEntry) error {
	if err := fn(p); err != nil {
		return fmt.Errorf("%w: %w", store.ErrConflict, err)
	}
	if p.ID != id {
		return fmt.Errorf("the update changed the id to %q", p.ID)
	}
	if err := CheckProposal(p); err != nil {
		return err
	}
	return CheckAudit(audit)
}

// Sweep removes the contents noted in blob_garbage that nothing refers
// to any more, and empties the list. The caller makes sure that no
// transaction adding a reference to a blob runs meanwhile.
func Sweep(ctx context.Context, db DB) error {
	if err := db.Exec(ctx, `DELETE FROM blobs WHERE hash IN (SELECT hash FROM blob_garbage)
		AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.hash = blobs.hash)
		AND NOT EXISTS (SELECT 1 FROM proposal_blobs p WHERE p.hash = blobs.hash)
		AND NOT EXISTS (SELECT 1 FROM turn_blobs t WHERE t.hash = blobs.hash)`); err != nil {
		return err
	}
	return db.Exec(ctx, `DELETE FROM blob_garbage`)
}

// DeleteSession removes the session id, its entries and its lease, and
// sweeps the contents only its entries referred to, under Sweep's
// condition.
func DeleteSession(ctx context.Context, db DB, d Dialect, id string) error {
	for _, q := range []string{
		`INSERT INTO blob_garbage (hash) SELECT DISTINCT hash FROM entries WHERE session = ? AND hash <> ''`,
		`DELETE FROM entries WHERE session = ?`,
		`INSERT INTO blob_garbage (hash) SELECT DISTINCT hash FROM turn_blobs WHERE session = ?`,
		`DELETE FROM turn_blobs WHERE session = ?`,
		`DELETE FROM turns WHERE session = ?`,
		`DELETE FROM turn_totals WHERE session = ?`,
		`DELETE FROM leases WHERE session = ?`,
		`DELETE FROM sessions WHERE id = ?`,
	} {
		if err := db.Exec(ctx, d.Bind(q), id); err != nil {
			return err
		}
	}
	return Sweep(ctx, db)
}

// CheckFork refuses a Fork from a session that cannot exist or to a new
// id or owner that is not text.
func CheckFork(name, from, to, owner string) error {
	if to == "" {
		return fmt.Errorf("%s: fork: empty session id", name)
	}
	if err := CheckText("session id or owner", to, owner); err != nil {
		return err
	}
	if !ValidID(from) {
		return fmt.Errorf("%s: fork %q: %w", name, from, store.ErrNotFound)
	}
	return nil
}

// CheckAcquire refuses an Acquire without a holder or a positive ttl, or
// with names that are not text.
func CheckAcquire(name, session, holder string, ttl time.Duration) error {
	if ttl <= 0 || holder == "" {
		return fmt.Errorf("%s: acquire %q: need a holder and a positive ttl", name, session)
	}
	return CheckText("session id or holder", session, holder)
}

// CheckLease returns store.ErrLeaseLost unless l is the session's lease
// (the holder, token and expiry read from its row; found false when
// there is none) and has not expired by now.
func CheckLease(name string, l store.Lease, found bool, holder string, token, expires int64, now time.Time) error {
	switch {
	case !found:
		return fmt.Errorf("%s: session %q: lease %d released: %w", name, l.Session, l.Token, store.ErrLeaseLost)
	case token != l.Token || holder != l.Holder:
		return fmt.Errorf("%s: session %q: lease %d replaced by %s's lease %d: %w", name, l.Session, l.Token, holder, token, store.ErrLeaseLost)
	case expires <= Nanos(now):
		return fmt.Errorf("%s: session %q: lease %d expired: %w", name, l.Session, l.Token, store.ErrLeaseLost)
	}
	return nil
}

// NewProposal checks a proposal before PutProposal stores it and fills
// in its status (pending) and creation time (now) if unset.
func NewProposal(name string, p *store.Proposal, now func() time.Time) error {
	if p.ID == "" {
		return fmt.Errorf("%s: put proposal: empty id", name)
	}
	if err := CheckProposal(p); err != nil {
		return err
	}
	if p.Status == "" {
		p.Status = store.Pending
	}
	if p.Created.IsZero() {
		p.Created = now()
	}
	return nil
}

// SessionArgs are the values of a committed session's row, without
// entries: its times default to now.
func SessionArgs(ses store.Session, now time.Time) []any {
	if ses.Created.IsZero() {
		ses.Created = now
	}
	if ses.LastUsed.IsZero() {
		ses.LastUsed = now
	}
	state := ses.State
	if state == nil {
		state = []byte{}
	}
	return []any{ses.ID, ses.Owner, ses.Workspace, Nanos(ses.Created), Nanos(ses.LastUsed), ses.Turns, state, ses.Bytes}
}

// sqlQuerier is a *sql.DB, *sql.Conn or *sql.Tx.
type sqlQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// SQL is DB over a database/sql pool, connection or transaction.
func SQL(q sqlQuerier) DB { return sqlDB{q} }

type sqlDB struct{ q sqlQuerier }

func (d sqlDB) QueryRow(ctx context.Context, query string, args ...any) Row {
	return d.q.QueryRowContext(ctx, query, args...)
}

func (d sqlDB) Query(ctx context.Context, query string, args ...any) (Rows, error) {
	rows, err := d.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return sqlRows{rows}, nil
}

func (d sqlDB) Exec(ctx context.Context, query string, args ...any) error {
	_, err := d.q.ExecContext(ctx, query, args...)
	return err
}

// sqlRows is *sql.Rows as Rows; a Close error is Err's.
type sqlRows struct{ *sql.Rows }

func (r sqlRows) Close() { r.Rows.Close() }
