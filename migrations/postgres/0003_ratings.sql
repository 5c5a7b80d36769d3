-- Ratings, the history of finished games and leaderboards (issue #14). Keep in step with
-- migrations/sqlite/0003_ratings.sql.

-- The name each player was last seen with: leaderboards and histories show names, never ids.
CREATE TABLE IF NOT EXISTS players (
    platform      TEXT    NOT NULL,
    user_id       TEXT    NOT NULL,
    display_name  TEXT    NOT NULL,
    seen_ms       BIGINT  NOT NULL,
    PRIMARY KEY (platform, user_id)
);

-- One Glicko-2 rating per player, network and rating kind (`RatingKind::name`:
-- darkhex-classic, darkhex-abrupt, hex, rex, hexdame).
CREATE TABLE IF NOT EXISTS ratings (
    platform    TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    kind        TEXT    NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    -- Rated games applied so far: the next one is this player's game number `games + 1`.
    games       BIGINT  NOT NULL,
    wins        BIGINT  NOT NULL,
    losses      BIGINT  NOT NULL,
    draws       BIGINT  NOT NULL,
    -- When the last rated game ended (inactivity grows the deviation from here).
    last_ms     BIGINT  NOT NULL,
    PRIMARY KEY (platform, user_id, kind)
);
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (platform, kind, rating DESC);

-- Every finished game, once per human who played it, rated or not: history, profiles and
-- streaks. The primary key makes a game's result count once per player; `rated_n` (this
-- player's n-th rated game of the kind, unique) makes a result planned from a stale rating
-- fail instead of overwriting a newer one.
CREATE TABLE IF NOT EXISTS player_games (
    platform         TEXT    NOT NULL,
    user_id          TEXT    NOT NULL,
    game_id          BIGINT  NOT NULL,
    kind             TEXT    NOT NULL,
    -- The server (Discord guild) or room the game was played in; NULL for a DM game.
    server           TEXT,
    ended_ms         BIGINT  NOT NULL,
    -- 'win', 'loss' or 'draw', for this player.
    result           TEXT    NOT NULL,
    -- How it ended (`rules::Reason`, lowercase): connection, resignation, timeout, …
    reason           TEXT    NOT NULL,
    -- The opponent's platform id; NULL for the computer.
    opponent_id      TEXT,
    opponent_name    TEXT    NOT NULL,
    rated_n          BIGINT,
    rating_before    DOUBLE PRECISION,
    rating_after     DOUBLE PRECISION,
    deviation_after  DOUBLE PRECISION,
    PRIMARY KEY (platform, user_id, game_id)
);
CREATE INDEX IF NOT EXISTS player_games_recent ON player_games (platform, user_id, ended_ms DESC);
CREATE UNIQUE INDEX IF NOT EXISTS player_games_rated_n
    ON player_games (platform, user_id, kind, rated_n);

-- Who is on which server's (room's) leaderboard, with a copy of their rating so that a
-- server's top 10 is one walk down an index. Written with every rated result.
CREATE TABLE IF NOT EXISTS server_ratings (
    platform   TEXT    NOT NULL,
    server     TEXT    NOT NULL,
    kind       TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    last_ms    BIGINT  NOT NULL,
    PRIMARY KEY (platform, server, kind, user_id)
);
CREATE INDEX IF NOT EXISTS server_ratings_board
    ON server_ratings (platform, server, kind, rating DESC);
