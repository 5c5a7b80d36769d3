-- One writer per game (issue #30). Keep in step with migrations/sqlite/0011_change_keys.sql.

-- A commit locks the keys it writes and then asks whether another process changed any of
-- them since (the newest `changes` row of each key): an index on the key makes that a lookup
-- instead of a scan of every change of the last hours.
CREATE INDEX IF NOT EXISTS changes_by_key ON changes (kind, key, seq);
