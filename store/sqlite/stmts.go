package sqlite

import (
	"context"
	"database/sql"
	"sync"
)

// maxStmts bounds the statements kept prepared: the store's statements
// are a fixed set of texts, so the bound only guards against a mistake.
const maxStmts = 256

// stmts keeps the statements the store runs prepared for the pool:
// SQLite parses a statement every time it is run unprepared, which cost
// a turn more than running its statements did.
//
// A statement is prepared for the pool only outside any transaction
// (prepare, after a write): preparing takes a connection of the pool,
// which a transaction of this store could be waiting on. Within a
// transaction a statement the cache lacks is prepared for it alone.
type stmts struct {
	db   *sql.DB
	mu   sync.Mutex
	m    map[string]*sql.Stmt
	want map[string]bool
}

func newStmts(db *sql.DB) *stmts {
	return &stmts{db: db, m: map[string]*sql.Stmt{}, want: map[string]bool{}}
}

// in returns q as a statement of tx.
func (c *stmts) in(ctx context.Context, tx *sql.Tx, q string) (*sql.Stmt, error) {
	c.mu.Lock()
	st := c.m[q]
	if st == nil && len(c.m)+len(c.want) < maxStmts {
		c.want[q] = true
	}
	c.mu.Unlock()
	if st != nil {
		return tx.StmtContext(ctx, st), nil
	}
	return tx.PrepareContext(ctx, q)
}

// prepare prepares for the pool the statements transactions lacked.
// The caller holds no connection.
func (c *stmts) prepare(ctx context.Context) {
	c.mu.Lock()
	var qs []string
	for q := range c.want {
		qs = append(qs, q)
	}
	clear(c.want)
	c.mu.Unlock()
	for _, q := range qs {
		st, err := c.db.PrepareContext(ctx, q)
		if err != nil {
			continue // run unprepared, and noted again
		}
		c.mu.Lock()
		if c.m[q] == nil {
			c.m[q], st = st, nil
		}
		c.mu.Unlock()
		if st != nil {
			st.Close()
		}
	}
}

// close closes the prepared statements.
func (c *stmts) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for q, st := range c.m {
		st.Close()
		delete(c.m, q)
	}
}

// wtx is a write transaction whose statements come from stmts.
type wtx struct {
	tx *sql.Tx
	c  *stmts
}

func (t wtx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	st, err := t.c.in(ctx, t.tx, q)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

func (t wtx) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	st, err := t.c.in(ctx, t.tx, q)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

func (t wtx) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	st, err := t.c.in(ctx, t.tx, q)
	if err != nil {
		return t.tx.QueryRowContext(ctx, q, args...) // carries the error
	}
	return st.QueryRowContext(ctx, args...)
}

// PrepareContext returns q as a statement of the transaction (closed
// with it).
func (t wtx) PrepareContext(ctx context.Context, q string) (*sql.Stmt, error) {
	return t.c.in(ctx, t.tx, q)
}

// forPool returns q prepared for the pool, preparing it now if needed
// (the caller holds no connection), or nil past maxStmts.
func (c *stmts) forPool(ctx context.Context, q string) *sql.Stmt {
	c.mu.Lock()
	st := c.m[q]
	full := len(c.m)+len(c.want) >= maxStmts
	c.mu.Unlock()
	if st != nil || full {
		return st
	}
	st, err := c.db.PrepareContext(ctx, q)
	if err != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old := c.m[q]; old != nil {
		st.Close()
		return old
	}
	c.m[q] = st
	return st
}

// reads runs the reads outside transactions through stmts.
type reads struct{ c *stmts }

func (r reads) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := r.c.forPool(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return r.c.db.ExecContext(ctx, q, args...)
}

func (r reads) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := r.c.forPool(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return r.c.db.QueryContext(ctx, q, args...)
}

func (r reads) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	if st := r.c.forPool(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return r.c.db.QueryRowContext(ctx, q, args...)
}
