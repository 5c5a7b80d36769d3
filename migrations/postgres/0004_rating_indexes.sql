-- Leaderboard indexes that answer a board and the asking player's rank from the index alone
-- (issue #14). Keep in step with migrations/sqlite/0004_rating_indexes.sql.
--
-- A board walks down (platform, server or not, kind, rating DESC) and skips provisional and
-- inactive rows; a rank counts the settled, active rows above a rating. With deviation and
-- last_ms in the index neither reads the table. They replace the narrower indexes of 0003,
-- so that a rated result still updates one index per table.
CREATE INDEX IF NOT EXISTS server_ratings_rank
    ON server_ratings (platform, server, kind, rating DESC, deviation, last_ms);
DROP INDEX IF EXISTS server_ratings_board;
CREATE INDEX IF NOT EXISTS ratings_rank
    ON ratings (platform, kind, rating DESC, deviation, last_ms);
DROP INDEX IF EXISTS ratings_board;
