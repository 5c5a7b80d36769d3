//! Ratings and game results: the rows the end of a game writes (inside the plan's commit,
//! `commit.rs`: `players`, `player_games`, `ratings`, `server_ratings`; see
//! `migrations/*/0003_ratings.sql`), and what the service reads back (`load_ratings`).

use std::collections::{BTreeMap, HashMap};

use sqlx::Row;

use super::{
    statement::{Statement, Value},
    to_i64, Backend, Store, StoreError,
};
use crate::core::{
    ratings::{PlayerGame, Rating, RatingKind, Standing},
    GameId, Platform, UserId,
};

/// One `player_games` row as stored (for audits and tests; histories are the read side's).
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRow {
    /// The player's platform id.
    pub user_id: String,
    /// `RatingKind::name`.
    pub kind: String,
    /// The community.
    pub server: Option<String>,
    /// `win`, `loss` or `draw`.
    pub result: String,
    /// How the game ended (`rules::Reason::name`).
    pub reason: String,
    /// The opponent's platform id (`None`: the computer).
    pub opponent_id: Option<String>,
    /// The opponent's name.
    pub opponent_name: String,
    /// The player's n-th rated game of the kind; `None` when casual.
    pub rated_n: Option<i64>,
    /// The rating before (rated games).
    pub rating_before: Option<f64>,
    /// The rating after (rated games).
    pub rating_after: Option<f64>,
}

/// Writes the latest name a player was seen with.
const UPSERT_PLAYER: &str = "INSERT INTO players (platform, user_id, display_name, seen_ms) \
     VALUES ($1, $2, $3, $4) ON CONFLICT (platform, user_id) DO UPDATE SET \
     display_name = excluded.display_name, seen_ms = excluded.seen_ms";

/// One game of one player. A plain insert: the same game counted twice breaks the primary
/// key, a rating planned from a stale one breaks the unique `rated_n`; either fails the
/// whole commit.
const INSERT_PLAYER_GAME: &str = "INSERT INTO player_games (platform, user_id, game_id, kind, \
     server, ended_ms, result, reason, opponent_id, opponent_name, rated_n, rating_before, \
     rating_after, deviation_after) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, \
     $13, $14)";

/// A player's new rating. The update applies only on top of the rating it was computed from
/// (one game fewer); the `player_games` insert beside it is what fails a stale plan.
const UPSERT_RATING: &str = "INSERT INTO ratings (platform, user_id, kind, rating, deviation, \
     volatility, games, wins, losses, draws, last_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
     $9, $10, $11) ON CONFLICT (platform, user_id, kind) DO UPDATE SET rating = excluded.rating, \
     deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, \
     wins = excluded.wins, losses = excluded.losses, draws = excluded.draws, \
     last_ms = excluded.last_ms WHERE ratings.games = excluded.games - 1";

/// A player's place on a community's leaderboard.
const UPSERT_SERVER_RATING: &str = "INSERT INTO server_ratings (platform, server, kind, \
     user_id, rating, deviation, last_ms) VALUES ($1, $2, $3, $4, $5, $6, $7) \
     ON CONFLICT (platform, server, kind, user_id) DO UPDATE SET rating = excluded.rating, \
     deviation = excluded.deviation, last_ms = excluded.last_ms";

fn count(n: u64) -> i64 {
    to_i64(n)
}

/// The statements that write one player's result of a game: their name, the game in their
/// history and, for a rated game, their new rating (and leaderboard entry).
pub(super) fn result_statements(record: &PlayerGame) -> Vec<Statement<'_>> {
    let platform = record.user.platform.name();
    let user = record.user.id.as_str();
    let kind = record.kind.name();
    let mut out = vec![Statement::new(
        UPSERT_PLAYER,
        vec![
            Value::Text(platform),
            Value::Text(user),
            Value::Text(&record.name),
            Value::Int(record.ended),
        ],
    )];
    let rated = record.rated.as_ref();
    out.push(Statement::new(
        INSERT_PLAYER_GAME,
        vec![
            Value::Text(platform),
            Value::Text(user),
            Value::Int(to_i64(record.game)),
            Value::Text(kind),
            Value::MaybeText(record.server.as_deref()),
            Value::Int(record.ended),
            Value::Text(record.result.name()),
            Value::Text(record.reason.name()),
            Value::MaybeText(record.opponent.as_ref().map(|o| o.id.as_str())),
            Value::Text(&record.opponent_name),
            Value::MaybeInt(rated.map(|c| count(c.after.games))),
            Value::MaybeFloat(rated.map(|c| c.before.rating.rating)),
            Value::MaybeFloat(rated.map(|c| c.after.rating.rating)),
            Value::MaybeFloat(rated.map(|c| c.after.rating.deviation)),
        ],
    ));
    let Some(change) = rated else {
        return out;
    };
    let after = &change.after;
    out.push(Statement::new(
        UPSERT_RATING,
        vec![
            Value::Text(platform),
            Value::Text(user),
            Value::Text(kind),
            Value::Float(after.rating.rating),
            Value::Float(after.rating.deviation),
            Value::Float(after.rating.volatility),
            Value::Int(count(after.games)),
            Value::Int(count(after.wins)),
            Value::Int(count(after.losses)),
            Value::Int(count(after.draws)),
            Value::Int(record.ended),
        ],
    ));
    if let Some(server) = &record.server {
        out.push(Statement::new(
            UPSERT_SERVER_RATING,
            vec![
                Value::Text(platform),
                Value::Text(server),
                Value::Text(kind),
                Value::Text(user),
                Value::Float(after.rating.rating),
                Value::Float(after.rating.deviation),
                Value::Int(record.ended),
            ],
        ));
    }
    out
}

fn standing_of(row: &impl RowLike) -> Result<Standing, sqlx::Error> {
    let n = |name: &str| row.int(name).map(|v| u64::try_from(v).unwrap_or(0));
    Ok(Standing {
        rating: Rating {
            rating: row.float("rating")?,
            deviation: row.float("deviation")?,
            volatility: row.float("volatility")?,
        },
        games: n("games")?,
        wins: n("wins")?,
        losses: n("losses")?,
        draws: n("draws")?,
        last: Some(row.int("last_ms")?),
    })
}

/// The columns read here, from a row of either database.
trait RowLike {
    fn int(&self, name: &str) -> Result<i64, sqlx::Error>;
    fn float(&self, name: &str) -> Result<f64, sqlx::Error>;
}

impl RowLike for sqlx::sqlite::SqliteRow {
    fn int(&self, name: &str) -> Result<i64, sqlx::Error> {
        self.try_get(name)
    }
    fn float(&self, name: &str) -> Result<f64, sqlx::Error> {
        self.try_get(name)
    }
}

impl RowLike for sqlx::postgres::PgRow {
    fn int(&self, name: &str) -> Result<i64, sqlx::Error> {
        self.try_get(name)
    }
    fn float(&self, name: &str) -> Result<f64, sqlx::Error> {
        self.try_get(name)
    }
}

impl Store {
    /// The stored ratings of `wanted` (player and kind), in its order: [`Standing::NEW`] for
    /// a player without a row. One indexed query per network and kind (the service asks for
    /// the two players of a rated game when it starts or is loaded: one query).
    pub async fn load_ratings(
        &self,
        wanted: &[(UserId, RatingKind)],
    ) -> Result<Vec<(UserId, RatingKind, Standing)>, StoreError> {
        let mut found: HashMap<(&UserId, RatingKind), Standing> = HashMap::new();
        let mut groups: BTreeMap<(Platform, RatingKind), Vec<&UserId>> = BTreeMap::new();
        for (user, kind) in wanted {
            groups.entry((user.platform, *kind)).or_default().push(user);
        }
        for ((platform, kind), users) in groups {
            let marks: Vec<String> = (3..users.len() + 3).map(|n| format!("${n}")).collect();
            let sql = format!(
                "SELECT user_id, rating, deviation, volatility, games, wins, losses, draws, \
                 last_ms FROM ratings WHERE platform = $1 AND kind = $2 AND user_id IN ({})",
                marks.join(", ")
            );
            let rows: Vec<(String, Standing)> = on_pool!(&self.backend, pool => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql))
                    .bind(platform.name())
                    .bind(kind.name());
                for user in &users {
                    query = query.bind(user.id.as_str());
                }
                let rows = query.fetch_all(pool).await?;
                let mut out = Vec::with_capacity(rows.len());
                for row in rows {
                    out.push((row.try_get::<String, _>("user_id")?, standing_of(&row)?));
                }
                out
            });
            for (id, standing) in rows {
                if let Some(user) = users.iter().find(|u| u.id == id) {
                    found.insert((*user, kind), standing);
                }
            }
        }
        Ok(wanted
            .iter()
            .map(|(user, kind)| {
                let standing = found.get(&(user, *kind)).copied().unwrap_or_default();
                (user.clone(), *kind, standing)
            })
            .collect())
    }

    /// The `player_games` rows of one game, by player id (for audits and tests).
    pub async fn results_of_game(&self, game: GameId) -> Result<Vec<ResultRow>, StoreError> {
        on_pool!(&self.backend, pool => {
            let rows = sqlx::query(
                "SELECT user_id, kind, server, result, reason, opponent_id, opponent_name, \
                 rated_n, rating_before, rating_after FROM player_games WHERE game_id = $1 \
                 ORDER BY user_id",
            )
            .bind(to_i64(game))
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                out.push(ResultRow {
                    user_id: row.try_get("user_id")?,
                    kind: row.try_get("kind")?,
                    server: row.try_get("server")?,
                    result: row.try_get("result")?,
                    reason: row.try_get("reason")?,
                    opponent_id: row.try_get("opponent_id")?,
                    opponent_name: row.try_get("opponent_name")?,
                    rated_n: row.try_get("rated_n")?,
                    rating_before: row.try_get("rating_before")?,
                    rating_after: row.try_get("rating_after")?,
                });
            }
            Ok(out)
        })
    }

    /// A player's entry on a community's leaderboard: rating and deviation (for tests).
    pub async fn community_rating(
        &self,
        user: &UserId,
        server: &str,
        kind: RatingKind,
    ) -> Result<Option<(f64, f64)>, StoreError> {
        on_pool!(&self.backend, pool => {
            let row = sqlx::query(
                "SELECT rating, deviation FROM server_ratings WHERE platform = $1 AND \
                 server = $2 AND kind = $3 AND user_id = $4",
            )
            .bind(user.platform.name())
            .bind(server)
            .bind(kind.name())
            .bind(user.id.as_str())
            .fetch_optional(pool)
            .await?;
            Ok(match row {
                Some(row) => Some((row.try_get("rating")?, row.try_get("deviation")?)),
                None => None,
            })
        })
    }

    /// The name a player was last seen with in a finished game (for tests).
    pub async fn seen_name(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<Option<String>, StoreError> {
        on_pool!(&self.backend, pool => {
            let row = sqlx::query(
                "SELECT display_name FROM players WHERE platform = $1 AND user_id = $2",
            )
            .bind(platform.name())
            .bind(user)
            .fetch_optional(pool)
            .await?;
            Ok(match row {
                Some(row) => Some(row.try_get("display_name")?),
                None => None,
            })
        })
    }
}
