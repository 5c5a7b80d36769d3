-- Several bot processes on one database (issue #19). Keep in step with
-- migrations/sqlite/0009_processes.sql.

-- What each commit changed, in commit order (commits are serialised by an advisory lock): a
-- process reads the rows other processes wrote since it last looked and reloads those games,
-- challenges, tournaments, settings and ratings before it plans from its memory.
CREATE TABLE IF NOT EXISTS changes (
    seq     BIGSERIAL PRIMARY KEY,
    origin  BIGINT NOT NULL,
    kind    TEXT   NOT NULL,
    key     TEXT   NOT NULL,
    at_ms   BIGINT NOT NULL
);

-- Which network an outbox row goes to, and which process is delivering it (its number, whose
-- advisory lock shows it alive): a row claimed by a process that died is taken over.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS platform TEXT;
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS claimed_by BIGINT;
