-- hextable schema, PostgreSQL dialect. Keep in step with migrations/sqlite/0001_init.sql.
CREATE TABLE IF NOT EXISTS games (
    id          BIGINT PRIMARY KEY,
    platform    TEXT   NOT NULL,
    channel     TEXT,
    status      TEXT   NOT NULL,
    meta        TEXT   NOT NULL,
    updated_ms  BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games (status);

-- The append-only log of each game: moves, takebacks, resignations, timeouts.
CREATE TABLE IF NOT EXISTS game_events (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    seq      BIGINT NOT NULL,
    event    TEXT   NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE IF NOT EXISTS challenges (
    id    BIGINT PRIMARY KEY,
    open  BIGINT NOT NULL DEFAULT 1,
    data  TEXT NOT NULL
);

-- Platform message ids already handled, so a redelivered event is ignored.
CREATE TABLE IF NOT EXISTS processed (
    platform    TEXT   NOT NULL,
    message_id  TEXT   NOT NULL,
    at_ms       BIGINT NOT NULL,
    PRIMARY KEY (platform, message_id)
);

-- Effects decided together with the changes that caused them; sent, then marked.
CREATE TABLE IF NOT EXISTS outbox (
    id            BIGSERIAL PRIMARY KEY,
    effect        TEXT   NOT NULL,
    created_ms    BIGINT NOT NULL,
    delivered_ms  BIGINT
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (delivered_ms);
