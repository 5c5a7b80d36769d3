-- One writer per game (issue #30); SQLite serves one process, so `changes` stays empty here,
-- but the schema is the same as migrations/postgres/0011_change_keys.sql.
CREATE INDEX IF NOT EXISTS changes_by_key ON changes (kind, key, seq);
