-- Leaderboard indexes that answer a board and the asking player's rank from the index alone
-- (issue #14). Keep in step with migrations/sqlite/0004_rating_indexes.sql.
--
-- A board walks down (platform, server or not, kind, rating DESC) and skips provisional and
-- inactive rows; a rank counts the settled, active rows above a rating. With deviation and
-- last_ms in the index neither reads the table. They replace the narrower indexes of 0003,
-- so that a rated result still updates as many indexes as before.
CREATE INDEX IF NOT EXISTS server_ratings_rank
    ON server_ratings (platform, server, kind, rating DESC, deviation, last_ms);
DROP INDEX IF EXISTS server_ratings_board;
CREATE INDEX IF NOT EXISTS ratings_rank
    ON ratings (platform, kind, rating DESC, deviation, last_ms);
DROP INDEX IF EXISTS ratings_board;

-- A profile counts the current streak from the results of a player's newest games: with the
-- result in the index, without reading the table. Replaces 0003's player_games_recent.
CREATE INDEX IF NOT EXISTS player_games_newest
    ON player_games (platform, user_id, ended_ms DESC, game_id DESC, result);
DROP INDEX IF EXISTS player_games_recent;
