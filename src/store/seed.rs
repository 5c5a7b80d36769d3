//! Writing rating records in bulk, as the end of a game writes them one at a time: for
//! `hextable bench ratings` and the tests, which need many rows quickly. The bot itself writes
//! these rows in a game's end transaction (`commit.rs`), never through here.

use sqlx::QueryBuilder;

use super::{Backend, Store, StoreError};
use crate::core::Millis;

/// A player's display name (`players`).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRow {
    /// The network (`Platform::name`).
    pub platform: String,
    /// The platform id.
    pub user_id: String,
    /// The name shown.
    pub display_name: String,
    /// When it was last seen.
    pub seen_ms: Millis,
}

/// One rating (`ratings`); the same fields make a server's copy (`server_ratings`).
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    /// The network.
    pub platform: String,
    /// The player.
    pub user_id: String,
    /// `RatingKind::name`.
    pub kind: String,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games.
    pub games: i64,
    /// Won.
    pub wins: i64,
    /// Lost.
    pub losses: i64,
    /// Drawn.
    pub draws: i64,
    /// When the last rated game ended.
    pub last_ms: Millis,
}

/// A player's copy of a rating on a server's board (`server_ratings`).
#[derive(Clone, Debug, PartialEq)]
pub struct ServerRatingRow {
    /// The network.
    pub platform: String,
    /// The server or room.
    pub server: String,
    /// `RatingKind::name`.
    pub kind: String,
    /// The player.
    pub user_id: String,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// When the last rated game ended.
    pub last_ms: Millis,
}

/// One finished game as one player saw it (`player_games`).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerGameRow {
    /// The network.
    pub platform: String,
    /// The player.
    pub user_id: String,
    /// The game's number.
    pub game_id: i64,
    /// `RatingKind::name`.
    pub kind: String,
    /// The server or room; `None` for a DM game.
    pub server: Option<String>,
    /// When it ended.
    pub ended_ms: Millis,
    /// `win`, `loss` or `draw`.
    pub result: String,
    /// How it ended.
    pub reason: String,
    /// The opponent's id (`None`: the computer).
    pub opponent_id: Option<String>,
    /// The opponent's name.
    pub opponent_name: String,
    /// The player's n-th rated game of the kind, for a rated game.
    pub rated_n: Option<i64>,
    /// The rating before.
    pub rating_before: Option<f64>,
    /// The rating after.
    pub rating_after: Option<f64>,
    /// The deviation after.
    pub deviation_after: Option<f64>,
}

/// Rows to write together.
#[derive(Clone, Debug, Default)]
pub struct RecordRows {
    /// Names.
    pub players: Vec<PlayerRow>,
    /// Ratings.
    pub ratings: Vec<RatingRow>,
    /// Server boards.
    pub server_ratings: Vec<ServerRatingRow>,
    /// Finished games.
    pub player_games: Vec<PlayerGameRow>,
}

/// Rows per INSERT: 14 columns × 2,000 stays under both databases' limit on parameters
/// (32,766 in SQLite, 65,535 in PostgreSQL).
const ROWS_PER_INSERT: usize = 2_000;

/// Inserts `rows` with a multi-row INSERT per [`ROWS_PER_INSERT`], binding each row's
/// `fields` (written once, expanded for each database's pool).
macro_rules! insert_rows {
    ($tx:expr, $head:expr, $rows:expr, $($field:ident $(.$conv:ident())?),+) => {
        for chunk in $rows.chunks(ROWS_PER_INSERT) {
            let mut insert = QueryBuilder::new($head);
            insert.push_values(chunk, |mut row, value| {
                $( row.push_bind(value.$field$(.$conv())?); )+
            });
            insert.build().execute(&mut *$tx).await?;
        }
    };
}

const PLAYERS: &str = "INSERT INTO players (platform, user_id, display_name, seen_ms) ";
const RATINGS: &str = "INSERT INTO ratings (platform, user_id, kind, rating, deviation, \
                       volatility, games, wins, losses, draws, last_ms) ";
const SERVER_RATINGS: &str = "INSERT INTO server_ratings (platform, server, kind, user_id, \
                              rating, deviation, last_ms) ";
const PLAYER_GAMES: &str = "INSERT INTO player_games (platform, user_id, game_id, kind, \
                            server, ended_ms, result, reason, opponent_id, opponent_name, \
                            rated_n, rating_before, rating_after, deviation_after) ";

impl Store {
    /// Writes `rows` in one transaction, in batches (existing rows are an error: this only
    /// fills). The same rows the end of a game writes, for benches and tests.
    pub async fn seed_records(&self, rows: &RecordRows) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            let mut tx = pool.begin().await?;
            insert_rows!(tx, PLAYERS, rows.players,
                platform.as_str(), user_id.as_str(), display_name.as_str(), seen_ms);
            insert_rows!(tx, RATINGS, rows.ratings,
                platform.as_str(), user_id.as_str(), kind.as_str(), rating, deviation,
                volatility, games, wins, losses, draws, last_ms);
            insert_rows!(tx, SERVER_RATINGS, rows.server_ratings,
                platform.as_str(), server.as_str(), kind.as_str(), user_id.as_str(), rating,
                deviation, last_ms);
            insert_rows!(tx, PLAYER_GAMES, rows.player_games,
                platform.as_str(), user_id.as_str(), game_id, kind.as_str(), server.as_deref(),
                ended_ms, result.as_str(), reason.as_str(), opponent_id.as_deref(),
                opponent_name.as_str(), rated_n, rating_before, rating_after, deviation_after);
            tx.commit().await?;
        });
        Ok(())
    }
}
