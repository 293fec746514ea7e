package postgres

// migrations are applied in order; migrations[i] takes the schema from
// version i to i+1. Never edit one that has been released: add another.
// They mirror store/sqlite's: the same tables and columns, with BYTEA where
// SQLite has BLOB (paths, mounts and free text keep any bytes and sort
// byte-wise) and a sequence for lease tokens.
var migrations = []string{
	// 1: sessions, entries, blobs, leases, proposals, audit.
	`
CREATE TABLE sessions (
	id        TEXT PRIMARY KEY,
	owner     TEXT NOT NULL DEFAULT '',
	workspace TEXT NOT NULL DEFAULT '',
	created   BIGINT NOT NULL,
	last_used BIGINT NOT NULL,
	turns     BIGINT NOT NULL DEFAULT 0,
	state     BYTEA NOT NULL,
	bytes     BIGINT NOT NULL DEFAULT 0,
	entries   BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX sessions_last_used ON sessions (last_used);

CREATE TABLE entries (
	session TEXT NOT NULL,
	mount   BYTEA NOT NULL,
	path    BYTEA NOT NULL,
	data    BYTEA NOT NULL,
	hash    TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (session, mount, path)
);
CREATE INDEX entries_hash ON entries (hash);

CREATE TABLE blobs (
	hash TEXT PRIMARY KEY,
	data BYTEA NOT NULL
);

-- One sequence for every lease: a token is never handed out twice, even
-- after a session is deleted and created again.
CREATE SEQUENCE lease_tokens;

CREATE TABLE leases (
	session TEXT PRIMARY KEY,
	holder  TEXT NOT NULL,
	token   BIGINT NOT NULL,
	expires BIGINT NOT NULL
);

CREATE TABLE proposals (
	id         TEXT PRIMARY KEY,
	session    TEXT NOT NULL,
	workspace  TEXT NOT NULL,
	message    BYTEA NOT NULL,
	status     TEXT NOT NULL,
	created    BIGINT NOT NULL,
	decided_by TEXT NOT NULL DEFAULT '',
	decided_at BIGINT NOT NULL DEFAULT 0,
	reason     BYTEA NOT NULL,
	body       BYTEA NOT NULL
);
CREATE INDEX proposals_created ON proposals (created);

-- The blobs a proposal keeps alive after its session is deleted.
CREATE TABLE proposal_blobs (
	proposal TEXT NOT NULL,
	hash     TEXT NOT NULL,
	PRIMARY KEY (proposal, hash)
);
CREATE INDEX proposal_blobs_hash ON proposal_blobs (hash);

CREATE TABLE audit (
	seq       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	time      BIGINT NOT NULL,
	actor     TEXT NOT NULL,
	action    TEXT NOT NULL,
	proposal  TEXT NOT NULL,
	session   TEXT NOT NULL,
	workspace TEXT NOT NULL,
	detail    BYTEA NOT NULL
);
CREATE INDEX audit_proposal ON audit (proposal);
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit is append-only';
END
$$;
CREATE TRIGGER audit_no_change BEFORE UPDATE OR DELETE ON audit
	FOR EACH ROW EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit
	FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
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
	n       BIGINT NOT NULL,
	time    BIGINT NOT NULL,
	bytes   BIGINT NOT NULL,
	data    BYTEA NOT NULL,
	PRIMARY KEY (session, n)
);
CREATE FUNCTION turns_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the history is append-only';
END
$$;
CREATE TRIGGER turns_no_update BEFORE UPDATE ON turns
	FOR EACH ROW EXECUTE FUNCTION turns_append_only();

CREATE TABLE turn_blobs (
	session TEXT NOT NULL,
	n       BIGINT NOT NULL,
	hash    TEXT NOT NULL,
	PRIMARY KEY (session, n, hash)
);
CREATE INDEX turn_blobs_hash ON turn_blobs (hash);
`,
	// 4: each session's count of history records and their bytes, kept
	// as they change, so that the retention need not sum every record at
	// every turn.
	`
CREATE TABLE turn_totals (
	session TEXT PRIMARY KEY,
	turns   BIGINT NOT NULL,
	bytes   BIGINT NOT NULL
);
INSERT INTO turn_totals (session, turns, bytes) SELECT session, count(*), sum(bytes) FROM turns GROUP BY session;
`,
}
