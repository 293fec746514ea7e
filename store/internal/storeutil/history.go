package storeutil

import (
	"context"
	"fmt"
	"strings"

	"github.com/computerwelt/computerwelt/store"
)

// CheckRecord refuses a history record that does not belong to the turn
// it is committed with.
func CheckRecord(t *store.Turn) error {
	r := t.Record
	if r == nil {
		return nil
	}
	if r.Session != t.Session.ID || r.N != t.Session.Turns {
		return fmt.Errorf("store: commit: history record of turn %q #%d with turn %q #%d", r.Session, r.N, t.Session.ID, t.Session.Turns)
	}
	if err := CheckText("principal", r.Principal); err != nil {
		return err
	}
	return nil
}

// hashesPerStatement bounds the hashes RecordTurn gives one statement
// (and so the texts of its statements, kept prepared).
const hashesPerStatement = 32

// RecordTurn appends t.Record to its session's history (inside the turn's
// transaction) with references to the contents its hashes name that the
// store has, then drops the oldest records past t.Retain. noted reports
// contents noted as garbage (for Sweep).
func RecordTurn(ctx context.Context, db DB, d Dialect, t *store.Turn) (noted bool, err error) {
	r := t.Record
	if r == nil {
		return false, nil
	}
	data, err := EncodeRecord(r)
	if err != nil {
		return false, err
	}
	if err := db.Exec(ctx, d.Bind(`INSERT INTO turns (session, n, time, bytes, data) VALUES (?, ?, ?, ?, ?)`),
		r.Session, r.N, Nanos(r.Time), int64(len(data)), data); err != nil {
		return false, err
	}
	var hashes []string
	seen := map[string]bool{}
	for _, c := range r.Changes {
		for _, h := range []string{c.Before, c.After} {
			if h != "" && !seen[h] {
				seen[h] = true
				hashes = append(hashes, h)
			}
		}
	}
	// Only contents the store has (a base's are not stored), a few to a
	// statement: one statement run costs more than one row.
	for len(hashes) > 0 {
		k := min(len(hashes), hashesPerStatement)
		args := []any{r.Session, r.N}
		for _, h := range hashes[:k] {
			args = append(args, h)
		}
		if err := db.Exec(ctx, d.Bind(`INSERT INTO turn_blobs (session, n, hash)
			SELECT CAST(? AS TEXT), CAST(? AS BIGINT), hash FROM blobs WHERE hash IN (?`+strings.Repeat(", ?", k-1)+`)`),
			args...); err != nil {
			return false, err
		}
		hashes = hashes[k:]
	}
	// The session's count and bytes are kept as records come and go:
	// summing the records again would make every turn cost as much as
	// the history is long.
	var count, bytes int64
	if err := db.QueryRow(ctx, d.Bind(`INSERT INTO turn_totals (session, turns, bytes) VALUES (?, 1, ?)
		ON CONFLICT (session) DO UPDATE SET turns = turn_totals.turns + 1, bytes = turn_totals.bytes + excluded.bytes
		RETURNING turns, bytes`), r.Session, int64(len(data))).Scan(&count, &bytes); err != nil {
		return false, err
	}
	keep := t.Retain.WithDefaults()
	if count <= int64(keep.Turns) && bytes <= keep.Bytes {
		return false, nil
	}
	// The newest records within both bounds stay (the one just made
	// always: a record larger than the bound is cut by the session), so
	// the oldest go until the rest fits: read in batches from the oldest,
	// as many as the count alone must lose at least.
	cut, after := int64(-1), int64(-1)
	for count > int64(keep.Turns) || bytes > keep.Bytes {
		batch := max(count-int64(keep.Turns), 16)
		rows, err := db.Query(ctx, d.Bind(`SELECT n, bytes FROM turns WHERE session = ? AND n > ? AND n < ? ORDER BY n LIMIT ?`),
			r.Session, after, r.N, batch)
		if err != nil {
			return false, err
		}
		got := 0
		for (count > int64(keep.Turns) || bytes > keep.Bytes) && rows.Next() {
			var n, b int64
			if err := rows.Scan(&n, &b); err != nil {
				rows.Close()
				return false, err
			}
			got++
			cut, count, bytes = n, count-1, bytes-b
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return false, err
		}
		if got == 0 {
			break // only the new record is left
		}
		after = cut
	}
	if cut < 0 {
		return false, nil
	}
	if err := db.Exec(ctx, d.Bind(`UPDATE turn_totals SET turns = ?, bytes = ? WHERE session = ?`), count, bytes, r.Session); err != nil {
		return false, err
	}
	return true, dropTurns(ctx, db, d, r.Session, cut)
}

// dropTurns removes the history records of session numbered up to cut,
// noting the contents they kept as garbage. The caller updates the
// session's totals.
func dropTurns(ctx context.Context, db DB, d Dialect, session string, cut int64) error {
	for _, q := range []string{
		`INSERT INTO blob_garbage (hash) SELECT DISTINCT hash FROM turn_blobs WHERE session = ? AND n <= ?`,
		`DELETE FROM turn_blobs WHERE session = ? AND n <= ?`,
		`DELETE FROM turns WHERE session = ? AND n <= ?`,
	} {
		if err := db.Exec(ctx, d.Bind(q), session, cut); err != nil {
			return err
		}
	}
	return nil
}

// ForkTurns copies the history of session from to session to.
func ForkTurns(ctx context.Context, db DB, d Dialect, from, to string) error {
	if err := db.Exec(ctx, d.Bind(`INSERT INTO turns (session, n, time, bytes, data)
		SELECT ?, n, time, bytes, data FROM turns WHERE session = ?`), to, from); err != nil {
		return err
	}
	if err := db.Exec(ctx, d.Bind(`INSERT INTO turn_totals (session, turns, bytes)
		SELECT ?, turns, bytes FROM turn_totals WHERE session = ?`), to, from); err != nil {
		return err
	}
	return db.Exec(ctx, d.Bind(`INSERT INTO turn_blobs (session, n, hash)
		SELECT ?, n, hash FROM turn_blobs WHERE session = ?`), to, from)
}

// Turns returns a session's history records.
func (r Reader) Turns(ctx context.Context, session string, tf store.TurnFilter) ([]store.TurnRecord, error) {
	if !ValidID(session) {
		return nil, nil
	}
	var f filter
	f.add("session = ?", session)
	if tf.From > 0 {
		f.add("n >= ?", tf.From)
	}
	if tf.To > 0 {
		f.add("n <= ?", tf.To)
	}
	order := "n"
	if tf.Newest {
		order = "n DESC"
	}
	q := f.query("data, bytes", "turns", order, tf.Limit)
	return list(ctx, r, "history of "+session, q, f.args, func(row Row) (store.TurnRecord, error) {
		var data []byte
		var tr store.TurnRecord
		if err := row.Scan(&data, &tr.Bytes); err != nil {
			return tr, err
		}
		n := tr.Bytes
		if err := DecodeRecord(data, &tr); err != nil {
			return tr, fmt.Errorf("decoding a history record: %w", err)
		}
		tr.Bytes = n
		return tr, nil
	})
}
