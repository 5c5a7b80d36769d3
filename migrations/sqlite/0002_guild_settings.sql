-- Per-server settings and the thread of each game. Keep in step with
-- migrations/postgres/0002_guild_settings.sql.
CREATE TABLE IF NOT EXISTS guild_settings (
    platform    TEXT    NOT NULL,
    guild       TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    updated_ms  INTEGER NOT NULL,
    PRIMARY KEY (platform, guild)
);

-- A game whose channel posts go to a thread; moves typed in the thread count as the game's
-- channel.
CREATE TABLE IF NOT EXISTS game_threads (
    platform  TEXT    NOT NULL,
    game_id   INTEGER NOT NULL,
    channel   TEXT    NOT NULL,
    thread    TEXT    NOT NULL,
    PRIMARY KEY (platform, game_id)
);
CREATE INDEX IF NOT EXISTS game_threads_thread ON game_threads (platform, thread);
