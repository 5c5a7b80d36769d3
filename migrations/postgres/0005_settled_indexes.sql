-- Leaderboards read only settled ratings, about one row in a hundred (issue #14, speed): these
-- partial indexes hold only those, so a board's top and the asker's rank walk the settled
-- rows of one board instead of every row of it (a large server's darkhex-classic board has
-- 21,000 rows and 400 settled ones in `hextable bench ratings`). They replace 0004's
-- full-width board indexes. Keep in step with migrations/sqlite/0005_settled_indexes.sql.
--
-- `deviation < 100` is `Rating::PROVISIONAL_DEVIATION`; the queries in `store/records.rs`
-- repeat this condition word for word (not as a bound parameter), which is what lets both
-- databases' planners prove a query only needs the index's rows. A unit test there checks the
-- two texts agree.
CREATE INDEX IF NOT EXISTS server_ratings_settled
    ON server_ratings (platform, server, kind, rating DESC, last_ms, deviation, user_id)
    WHERE deviation < 100;
DROP INDEX IF EXISTS server_ratings_rank;
CREATE INDEX IF NOT EXISTS ratings_settled
    ON ratings (platform, kind, rating DESC, last_ms, deviation, user_id)
    WHERE deviation < 100;
DROP INDEX IF EXISTS ratings_rank;

-- A profile's rating chart reads the newest rated games of one kind with their rating and
-- deviation after the game: from this index alone, instead of one table read per game
-- (200 of them for a busy player).
CREATE INDEX IF NOT EXISTS player_games_chart
    ON player_games (platform, user_id, kind, rated_n DESC, rating_after, deviation_after)
    WHERE rated_n IS NOT NULL;
