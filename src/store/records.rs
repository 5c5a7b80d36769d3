//! Reading ratings and finished games for profiles, leaderboards and histories
//! ([`RecordsQuery`] → [`Records`]). Read only: the rows are written when a game ends
//! (`commit.rs`), or by [`Store::seed_records`] for the bench and tests.
//!
//! Each query is a walk down one index: a server's board and the asker's rank down the
//! settled rows of `server_ratings_settled` (`0005_settled_indexes.sql`), the global board
//! down `ratings_settled`, a player's games down `player_games_newest`, a rating's history
//! down `player_games_chart`.

use sqlx::Row;

use super::{to_u64, Backend, Store, StoreError};
use crate::core::{
    ratings::{
        records::{
            GameRecord, GameResult, HistoryPage, HistoryPoint, KindRecord, LeaderRow, Leaderboard,
            OwnRank, Profile, Records, RecordsQuery, Streak, CHART_GAMES, PAGE_SIZE, RECENT_GAMES,
            STREAK_CAP, TOP,
        },
        Rating, RatingKind,
    },
    Millis, Name, Platform,
};

/// What makes a rating settled, in the words of the partial indexes of
/// `0005_settled_indexes.sql`: a literal, not a bound parameter, so that the planners of both
/// databases can prove a board's query needs only the rows those indexes hold. It is
/// `Rating::PROVISIONAL_DEVIATION` (a test checks).
const SETTLED: &str = "s.deviation < 100";

/// The columns of a player's game, as [`game_record`] reads them.
const GAME_COLUMNS: &str = "game_id, kind, ended_ms, result, reason, opponent_name, \
                            rating_before, rating_after, opponent_id";

fn count(value: i64) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// One row of `player_games`; `None` for a row of a kind or result this build does not know.
fn game_record<R>(row: &R) -> Result<Option<GameRecord>, sqlx::Error>
where
    R: Row,
    usize: sqlx::ColumnIndex<R>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> f64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let kind: String = row.try_get(1)?;
    let result: String = row.try_get(3)?;
    let (Some(kind), Some(result)) = (RatingKind::from_name(&kind), GameResult::from_name(&result))
    else {
        return Ok(None);
    };
    let before: Option<f64> = row.try_get(6)?;
    let after: Option<f64> = row.try_get(7)?;
    let opponent_name: String = row.try_get(5)?;
    let opponent_id: Option<String> = row.try_get(8)?;
    // No opponent id: the computer, stored as its level (older rows: `computer (medium)`),
    // and named in each reader's language when shown.
    let opponent = match opponent_id {
        Some(_) => Name::person(&opponent_name),
        None => Name::computer(computer_level(&opponent_name)),
    };
    Ok(Some(GameRecord {
        game: to_u64(row.try_get::<i64, _>(0)?),
        kind,
        ended_ms: row.try_get(2)?,
        result,
        reason: row.try_get(4)?,
        opponent,
        change: before.zip(after),
    }))
}

/// The computer's level in a stored opponent name: the level itself (`medium`), or, in rows
/// written before the level was stored as data, the English name `computer (medium)`.
fn computer_level(stored: &str) -> &str {
    stored
        .strip_prefix("computer (")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or(stored)
}

impl Store {
    /// Reads what `query` asks for.
    pub async fn records(&self, query: &RecordsQuery) -> Result<Records, StoreError> {
        Ok(match query {
            RecordsQuery::Profile { platform, user } => {
                Records::Profile(self.profile(*platform, user).await?)
            }
            RecordsQuery::Leaderboard {
                platform,
                community,
                kind,
                user,
                active_since,
            } => Records::Leaderboard(
                self.leaderboard(*platform, community.as_deref(), *kind, user, *active_since)
                    .await?,
            ),
            RecordsQuery::History {
                platform,
                user,
                kind,
                page,
            } => Records::History(self.history(*platform, user, *kind, *page).await?),
        })
    }

    /// The name a player was last seen with; `None` for a player the store does not know.
    pub async fn player_name(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<Option<String>, StoreError> {
        Ok(on_pool!(&self.backend, pool => {
            sqlx::query("SELECT display_name FROM players WHERE platform = $1 AND user_id = $2")
                .bind(platform.name())
                .bind(user)
                .fetch_optional(pool)
                .await?
                .map(|row| row.try_get::<String, _>(0))
                .transpose()?
        }))
    }

    /// A player's profile: ratings, streak, newest games and the rating history of their
    /// most played rating. `None` for a player the store does not know.
    ///
    /// Three statements (name with ratings; the newest games; the chart), because on a busy
    /// machine each round trip to the database thread can wait for a processor: the fewer,
    /// the shorter a slow profile.
    pub async fn profile(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<Option<Profile>, StoreError> {
        let newest_sql = format!(
            "SELECT {GAME_COLUMNS} FROM player_games WHERE platform = $1 AND user_id = $2 \
             ORDER BY ended_ms DESC, game_id DESC LIMIT $3"
        );
        let found = on_pool!(&self.backend, pool => {
            // The name, and a row per rating (none: a player without rated games).
            let rows = sqlx::query(
                "SELECT p.display_name, r.kind, r.rating, r.deviation, r.volatility, r.games, \
                        r.wins, r.losses, r.draws \
                 FROM players p LEFT JOIN ratings r \
                   ON r.platform = p.platform AND r.user_id = p.user_id \
                 WHERE p.platform = $1 AND p.user_id = $2",
            )
            .bind(platform.name())
            .bind(user)
            .fetch_all(pool)
            .await?;
            match rows.first() {
                None => None,
                Some(first) => {
                    let name: String = first.try_get(0)?;
                    let mut ratings = Vec::new();
                    let mut games_per_kind = Vec::new();
                    for row in &rows {
                        let Some(kind) = row
                            .try_get::<Option<String>, _>(1)?
                            .as_deref()
                            .and_then(RatingKind::from_name)
                        else {
                            continue;
                        };
                        ratings.push(KindRecord {
                            kind,
                            rating: Rating {
                                rating: row.try_get(2)?,
                                deviation: row.try_get(3)?,
                                volatility: row.try_get(4)?,
                            },
                            wins: count(row.try_get(6)?),
                            losses: count(row.try_get(7)?),
                            draws: count(row.try_get(8)?),
                        });
                        games_per_kind.push((kind, row.try_get::<i64, _>(5)?));
                    }
                    // The newest games: the first few are listed, the results of all of them
                    // give the streak.
                    let rows = sqlx::query(sqlx::AssertSqlSafe(newest_sql))
                        .bind(platform.name())
                        .bind(user)
                        .bind(i64::from(STREAK_CAP))
                        .fetch_all(pool)
                        .await?;
                    let mut recent = Vec::with_capacity(RECENT_GAMES);
                    let mut results = Vec::with_capacity(rows.len());
                    let mut streak_known = true;
                    for row in &rows {
                        if recent.len() < RECENT_GAMES {
                            if let Some(game) = game_record(row)? {
                                recent.push(game);
                            }
                        }
                        // A result this build does not know ends the streak's count.
                        streak_known = streak_known
                            && match GameResult::from_name(&row.try_get::<String, _>(3)?) {
                                Some(result) => {
                                    results.push(result);
                                    true
                                }
                                None => false,
                            };
                    }
                    Some((name, ratings, games_per_kind, recent, (results, rows.len())))
                }
            }
        });
        let Some((name, mut ratings, mut games_per_kind, recent, (results, read))) = found else {
            return Ok(None);
        };
        ratings.sort_by_key(|r| r.kind);
        // Most rated games first; between equals, the first in the profile's order.
        games_per_kind.sort_by_key(|&(kind, games)| (std::cmp::Reverse(games), kind));
        let chart = match games_per_kind.first() {
            Some(&(kind, games)) if games > 0 => {
                Some((kind, self.rating_history(platform, user, kind).await?))
            }
            _ => None,
        };
        let cap = usize::try_from(STREAK_CAP).unwrap_or(usize::MAX);
        Ok(Some(Profile {
            name,
            ratings,
            streak: Streak::of(&results, read >= cap),
            recent,
            chart,
            page: None,
        }))
    }

    /// A rating's history after each of the newest [`CHART_GAMES`] rated games, oldest
    /// first; from the starting rating when the first rated game is among them.
    pub async fn rating_history(
        &self,
        platform: Platform,
        user: &str,
        kind: RatingKind,
    ) -> Result<Vec<HistoryPoint>, StoreError> {
        let mut rows: Vec<(i64, f64, f64)> = on_pool!(&self.backend, pool => {
            sqlx::query(
                "SELECT rated_n, rating_after, deviation_after FROM player_games \
                 WHERE platform = $1 AND user_id = $2 AND kind = $3 AND rated_n IS NOT NULL \
                 ORDER BY rated_n DESC LIMIT $4",
            )
            .bind(platform.name())
            .bind(user)
            .bind(kind.name())
            .bind(i64::from(CHART_GAMES))
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| {
                let rating: Option<f64> = row.try_get(1)?;
                let deviation: Option<f64> = row.try_get(2)?;
                Ok((row.try_get(0)?, rating.unwrap_or(Rating::START.rating),
                    deviation.unwrap_or(Rating::START.deviation)))
            })
            .collect::<Result<_, sqlx::Error>>()?
        });
        rows.reverse();
        let mut points = Vec::with_capacity(rows.len() + 1);
        if rows.first().is_some_and(|&(n, _, _)| n == 1) {
            points.push(HistoryPoint::new(
                Rating::START.rating,
                Rating::START.deviation,
            ));
        }
        points.extend(rows.into_iter().map(|(_, r, d)| HistoryPoint::new(r, d)));
        Ok(points)
    }

    /// The best [`TOP`] settled ratings of `kind` in `community` (the whole network when
    /// `None`) whose last rated game ended at `active_since` or later, and where `user`
    /// stands.
    ///
    /// A community's board lists its members (the players who played a rated game of `kind`
    /// there: a row in `server_ratings`) with their *current* rating, read from `ratings`: a
    /// member's games elsewhere move them on this board too, and the copy `server_ratings`
    /// keeps of the rating at their last game here is never shown.
    pub async fn leaderboard(
        &self,
        platform: Platform,
        community: Option<&str>,
        kind: RatingKind,
        user: &str,
        active_since: Millis,
    ) -> Result<Leaderboard, StoreError> {
        self.leaderboard_top(platform, community, kind, (user, active_since), TOP)
            .await
    }

    /// [`Store::leaderboard`] listing the best `top` (the web page lists more than a chat
    /// message).
    pub async fn leaderboard_top(
        &self,
        platform: Platform,
        community: Option<&str>,
        kind: RatingKind,
        (user, active_since): (&str, Millis),
        top: u32,
    ) -> Result<Leaderboard, StoreError> {
        // The same statements for both boards, the rows always from `ratings` (`s`, and `b`
        // for the ones above the asker): a server's are its members', under `server = $2`;
        // the network's are all, `$2` bound to nothing.
        let (rows_from, scope, better_from, better_scope) = match community {
            Some(_) => (
                "server_ratings m JOIN ratings s ON s.platform = m.platform \
                 AND s.user_id = m.user_id AND s.kind = m.kind",
                "m.server = $2",
                "server_ratings mb JOIN ratings b ON b.platform = mb.platform \
                 AND b.user_id = mb.user_id AND b.kind = mb.kind",
                "mb.server = $2",
            ),
            None => ("ratings s", "$2 IS NULL", "ratings b", "$2 IS NULL"),
        };
        let top_sql = format!(
            "SELECT s.rating, s.deviation, p.display_name FROM {rows_from} \
             LEFT JOIN players p ON p.platform = s.platform AND p.user_id = s.user_id \
             WHERE s.platform = $1 AND {scope} AND s.kind = $3 \
               AND {SETTLED} AND s.last_ms >= $4 \
             ORDER BY s.rating DESC LIMIT $5"
        );
        // The asker's row with the count of settled, active rows above it, in one statement.
        let own_sql = format!(
            "SELECT s.rating, s.deviation, s.last_ms, \
                    (SELECT COUNT(*) FROM {better_from} \
                     WHERE b.platform = s.platform AND {better_scope} AND b.kind = s.kind \
                       AND b.rating > s.rating AND {settled_b} AND b.last_ms >= $5) \
             FROM {rows_from} \
             WHERE s.platform = $1 AND {scope} AND s.kind = $3 AND s.user_id = $4",
            settled_b = SETTLED.replacen("s.", "b.", 1),
        );
        let (rows, own) = on_pool!(&self.backend, pool => {
            let top = sqlx::query(sqlx::AssertSqlSafe(top_sql))
                .bind(platform.name())
                .bind(community)
                .bind(kind.name())
                .bind(active_since)
                .bind(i64::from(top))
                .fetch_all(pool)
                .await?;
            let mut rows = Vec::with_capacity(top.len());
            for (place, row) in top.iter().enumerate() {
                rows.push(LeaderRow {
                    rank: u32::try_from(place + 1).unwrap_or(u32::MAX),
                    // A player with no name row is shown without one, never by their id.
                    name: row.try_get::<Option<String>, _>(2)?.unwrap_or_default(),
                    rating: Rating {
                        rating: row.try_get(0)?,
                        deviation: row.try_get(1)?,
                        volatility: Rating::START.volatility,
                    },
                });
            }
            let mine = sqlx::query(sqlx::AssertSqlSafe(own_sql))
                .bind(platform.name())
                .bind(community)
                .bind(kind.name())
                .bind(user)
                .bind(active_since)
                .fetch_optional(pool)
                .await?;
            let own = match mine {
                None => OwnRank::NoGames,
                Some(row) => {
                    let rating = Rating {
                        rating: row.try_get(0)?,
                        deviation: row.try_get(1)?,
                        // Not shown, and `server_ratings` keeps none.
                        volatility: Rating::START.volatility,
                    };
                    let last_ms: i64 = row.try_get(2)?;
                    let better: i64 = row.try_get(3)?;
                    if rating.is_provisional() {
                        OwnRank::Provisional(rating)
                    } else if last_ms < active_since {
                        OwnRank::Inactive(rating)
                    } else {
                        OwnRank::Ranked { rank: count(better).saturating_add(1), rating }
                    }
                }
            };
            (rows, own)
        });
        Ok(Leaderboard {
            kind,
            global: community.is_none(),
            rows,
            own,
            page: None,
        })
    }

    /// Page `page` (from 1; past the last page, the last) of a player's finished games,
    /// newest first, of `kind` only if given. `None` for a player the store does not know.
    pub async fn history(
        &self,
        platform: Platform,
        user: &str,
        kind: Option<RatingKind>,
        page: u32,
    ) -> Result<Option<HistoryPage>, StoreError> {
        let Some(name) = self.player_name(platform, user).await? else {
            return Ok(None);
        };
        let filter = if kind.is_some() {
            "AND kind = $3"
        } else {
            "AND $3 IS NULL"
        };
        let count_sql = format!(
            "SELECT COUNT(*) FROM player_games WHERE platform = $1 AND user_id = $2 {filter}"
        );
        let page_sql = format!(
            "SELECT {GAME_COLUMNS} FROM player_games WHERE platform = $1 AND user_id = $2 \
             {filter} ORDER BY ended_ms DESC, game_id DESC LIMIT $4 OFFSET $5"
        );
        let kind_name = kind.map(RatingKind::name);
        let (page, pages, games) = on_pool!(&self.backend, pool => {
            let total: i64 = sqlx::query(sqlx::AssertSqlSafe(count_sql))
                .bind(platform.name())
                .bind(user)
                .bind(kind_name)
                .fetch_one(pool)
                .await?
                .try_get(0)?;
            let pages = count(total).div_ceil(PAGE_SIZE).max(1);
            let page = page.clamp(1, pages);
            let rows = sqlx::query(sqlx::AssertSqlSafe(page_sql))
                .bind(platform.name())
                .bind(user)
                .bind(kind_name)
                .bind(i64::from(PAGE_SIZE))
                .bind(i64::from((page - 1) * PAGE_SIZE))
                .fetch_all(pool)
                .await?;
            let mut games = Vec::with_capacity(rows.len());
            for row in &rows {
                if let Some(game) = game_record(row)? {
                    games.push(game);
                }
            }
            (page, pages, games)
        });
        Ok(Some(HistoryPage {
            name,
            kind,
            page,
            pages,
            games,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_settled_condition_is_the_provisional_threshold_and_the_indexes_condition() {
        let threshold = SETTLED.trim_start_matches("s.deviation < ");
        assert_eq!(
            threshold.parse::<f64>().ok(),
            Some(Rating::PROVISIONAL_DEVIATION)
        );
        for migration in [
            include_str!("../../migrations/sqlite/0005_settled_indexes.sql"),
            include_str!("../../migrations/postgres/0005_settled_indexes.sql"),
        ] {
            let condition = format!("WHERE {}", SETTLED.trim_start_matches("s."));
            assert_eq!(migration.matches(&condition).count(), 2, "{condition}");
        }
    }
}
