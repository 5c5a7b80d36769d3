-- hextable schema, SQLite dialect. Keep in step with migrations/postgres/0001_init.sql.
CREATE TABLE IF NOT EXISTS games (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL,
    channel     TEXT,
    status      TEXT    NOT NULL,
    meta        TEXT    NOT NULL,
    updated_ms  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games (status);

-- The append-only log of each game: moves, takebacks, resignations, timeouts.
CREATE TABLE IF NOT EXISTS game_events (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seq      INTEGER NOT NULL,
    event    TEXT    NOT NULL,
    at_ms    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE IF NOT EXISTS challenges (
    id    INTEGER PRIMARY KEY,
    open  INTEGER NOT NULL DEFAULT 1,
    data  TEXT NOT NULL
);

-- Platform message ids already handled, so a redelivered event is ignored.
CREATE TABLE IF NOT EXISTS processed (
    platform    TEXT    NOT NULL,
    message_id  TEXT    NOT NULL,
    at_ms       INTEGER NOT NULL,
    PRIMARY KEY (platform, message_id)
);

-- Effects decided together with the changes that caused them; sent, then marked.
CREATE TABLE IF NOT EXISTS outbox (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    effect        TEXT    NOT NULL,
    created_ms    INTEGER NOT NULL,
    delivered_ms  INTEGER
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (delivered_ms);
