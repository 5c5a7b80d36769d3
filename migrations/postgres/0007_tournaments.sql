-- Tournaments run in a channel (issue #15). `data` is the whole tournament as the core keeps
-- it (JSON: settings, players, every round with its results); the tables below repeat its
-- players, rounds and boards as rows, written in the same transaction, so that the database
-- itself refuses a round paired twice (primary key of tournament_rounds) and a game on two
-- boards (unique game_id), and so that results can be queried. Keep in step with
-- migrations/sqlite/0007_tournaments.sql.
CREATE TABLE IF NOT EXISTS tournaments (
    id          BIGINT PRIMARY KEY,
    platform    TEXT    NOT NULL,
    channel     TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    updated_ms  BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS tournaments_status ON tournaments (status);

CREATE TABLE IF NOT EXISTS tournament_entries (
    tournament_id    BIGINT NOT NULL REFERENCES tournaments (id),
    entry            BIGINT NOT NULL,
    platform         TEXT    NOT NULL,
    user_id          TEXT    NOT NULL,
    name             TEXT    NOT NULL,
    joined_round     BIGINT NOT NULL,
    withdrawn_after  BIGINT,
    PRIMARY KEY (tournament_id, entry)
);

CREATE TABLE IF NOT EXISTS tournament_rounds (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments (id),
    round          BIGINT NOT NULL,
    paired_ms      BIGINT NOT NULL,
    deadline_ms    BIGINT,
    PRIMARY KEY (tournament_id, round)
);

-- One board of a round: a game (second_entry set, game_id once started) or a bye.
-- `result` is the core's GameResult as JSON, NULL while the game is played.
CREATE TABLE IF NOT EXISTS tournament_pairings (
    tournament_id  BIGINT NOT NULL,
    round          BIGINT NOT NULL,
    board          BIGINT NOT NULL,
    first_entry    BIGINT NOT NULL,
    second_entry   BIGINT,
    game_id        BIGINT UNIQUE REFERENCES games (id),
    result         TEXT,
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, round)
);
