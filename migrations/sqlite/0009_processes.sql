-- Several bot processes on one database (issue #19); SQLite serves one process, so these stay
-- empty here, but the schema is the same as migrations/postgres/0009_processes.sql.
CREATE TABLE IF NOT EXISTS changes (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    origin  INTEGER NOT NULL,
    kind    TEXT    NOT NULL,
    key     TEXT    NOT NULL,
    at_ms   INTEGER NOT NULL
);

ALTER TABLE outbox ADD COLUMN platform TEXT;
ALTER TABLE outbox ADD COLUMN claimed_by INTEGER;
