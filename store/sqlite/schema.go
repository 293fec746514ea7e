package sqlite

// migrations are applied in order; migrations[i] takes the schema from
// version i to i+1. Never edit one that has been released: add another.
//
// Paths, mounts and free text are BLOBs so that any bytes a model gave a
// file name survive and sort byte-wise; times are Unix nanoseconds.
var migrations = []string{
	// 1: sessions, entries, blobs, leases, proposals, audit.
	`
CREATE TABLE sessions (
	id        TEXT PRIMARY KEY,
	owner     TEXT NOT NULL DEFAULT '',
	workspace TEXT NOT NULL DEFAULT '',
	created   INTEGER NOT NULL,
	last_used INTEGER NOT NULL,
	turns     INTEGER NOT NULL DEFAULT 0,
	state     BLOB,
	bytes     INTEGER NOT NULL DEFAULT 0,
	entries   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_last_used ON sessions (last_used);

CREATE TABLE entries (
	session TEXT NOT NULL,
	mount   BLOB NOT NULL,
	path    BLOB NOT NULL,
	data    BLOB,
	hash    TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (session, mount, path)
) WITHOUT ROWID;
CREATE INDEX entries_hash ON entries (hash);

CREATE TABLE blobs (
	hash TEXT PRIMARY KEY,
	data BLOB NOT NULL
);

-- The lease token comes from one counter for the whole database, so a
-- token is never handed out twice, even after a session is deleted and
-- created again.
CREATE TABLE counters (
	name  TEXT PRIMARY KEY,
	value INTEGER NOT NULL
);
INSERT INTO counters (name, value) VALUES ('lease', 0);

CREATE TABLE leases (
	session TEXT PRIMARY KEY,
	holder  TEXT NOT NULL,
	token   INTEGER NOT NULL,
	expires INTEGER NOT NULL
);

CREATE TABLE proposals (
	id         TEXT PRIMARY KEY,
	session    TEXT NOT NULL,
	workspace  TEXT NOT NULL,
	message    BLOB NOT NULL,
	status     TEXT NOT NULL,
	created    INTEGER NOT NULL,
	decided_by TEXT NOT NULL DEFAULT '',
	decided_at INTEGER NOT NULL DEFAULT 0,
	reason     BLOB NOT NULL,
	body       BLOB
);
CREATE INDEX proposals_created ON proposals (created);

-- The blobs a proposal keeps alive after its session is deleted.
CREATE TABLE proposal_blobs (
	proposal TEXT NOT NULL,
	hash     TEXT NOT NULL,
	PRIMARY KEY (proposal, hash)
) WITHOUT ROWID;
CREATE INDEX proposal_blobs_hash ON proposal_blobs (hash);

CREATE TABLE audit (
	seq       INTEGER PRIMARY KEY AUTOINCREMENT,
	time      INTEGER NOT NULL,
	actor     TEXT NOT NULL,
	action    TEXT NOT NULL,
	proposal  TEXT NOT NULL,
	session   TEXT NOT NULL,
	workspace TEXT NOT NULL,
	detail    BLOB NOT NULL
);
CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
BEGIN SELECT RAISE(ABORT, 'audit is append-only'); END;
CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
BEGIN SELECT RAISE(ABORT, 'audit is append-only'); END;
`,
	// 2: contents a turn stopped referring to, swept when no session or
	// proposal refers to them any more. No key: a writer noting a hash
	// never waits for another noting the same one.
	`
CREATE TABLE blob_garbage (
	hash TEXT NOT NULL
);
`,
	// 3: the history of each session's turns (store.TurnRecord as
	// JSON), append-only but for the retention's deletions, and the
	// contents its records keep alive.
	`
CREATE TABLE turns (
	session TEXT NOT NULL,
	n       INTEGER NOT NULL,
	time    INTEGER NOT NULL,
	bytes   INTEGER NOT NULL,
	data    BLOB NOT NULL,
	PRIMARY KEY (session, n)
) WITHOUT ROWID;
CREATE TRIGGER turns_no_update BEFORE UPDATE ON turns
BEGIN SELECT RAISE(ABORT, 'the history is append-only'); END;

CREATE TABLE turn_blobs (
	session TEXT NOT NULL,
	n       INTEGER NOT NULL,
	hash    TEXT NOT NULL,
	PRIMARY KEY (session, n, hash)
) WITHOUT ROWID;
CREATE INDEX turn_blobs_hash ON turn_blobs (hash);
`,
	// 4: the history's records in a rowid table, and each session's
	// count of records and their bytes kept as they change. A WITHOUT
	// ROWID table keeps whole rows in its key's b-tree, so every seek
	// into it compared keys by reading the large records' overflow pages,
	// and the retention summed every record at every turn: a turn's cost
	// grew with the history it sat on.
	`
CREATE TABLE turns_rows (
	session TEXT NOT NULL,
	n       INTEGER NOT NULL,
	time    INTEGER NOT NULL,
	bytes   INTEGER NOT NULL,
	data    BLOB NOT NULL,
	PRIMARY KEY (session, n)
);
INSERT INTO turns_rows (session, n, time, bytes, data) SELECT session, n, time, bytes, data FROM turns;
DROP TABLE turns;
ALTER TABLE turns_rows RENAME TO turns;
CREATE TRIGGER turns_no_update BEFORE UPDATE ON turns
BEGIN SELECT RAISE(ABORT, 'the history is append-only'); END;

CREATE TABLE turn_totals (
	session TEXT PRIMARY KEY,
	turns   INTEGER NOT NULL,
	bytes   INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO turn_totals (session, turns, bytes) SELECT session, count(*), sum(bytes) FROM turns GROUP BY session;
`,
}
