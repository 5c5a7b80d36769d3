//! Persistence with sqlx: SQLite by default (`sqlite://hextable.db`, created and migrated on
//! first start), PostgreSQL when the URL says `postgres://`. Both run the same runtime queries
//! with `$1` placeholders; the dialects differ only in their migrations, `migrations/sqlite`
//! and `migrations/postgres`, run by sqlx's migrator (`migrate.rs`; `migrations/README.md`).
//!
//! Games are append-only event logs (unique `(game_id, seq)`); the board is rebuilt by
//! replaying them. The effects of a command are written to the `outbox` in the same
//! transaction as the command's changes, with the platform message id that caused them.
//!
//! The queries live by concern: `games` (loading), `commit` (writing a plan), `outbox`,
//! `ratings` (the results a finished game writes, and the ratings the service loads),
//! `records` (profiles, leaderboards and histories, read only), `seed` (rating records in
//! bulk, for benches and tests) and `settings` (per-server settings and game threads).

use std::{str::FromStr, time::Duration};

use sqlx::{
    postgres::{PgPool, PgPoolOptions},
    sqlite::{
        SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
    },
};

use crate::core::GameId;

/// A storage failure. Users never see these; they are logged and answered with an apology.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database refused or failed.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    /// The schema could not be brought up to date (a migration failed, or the database was
    /// migrated by a build that knows migrations this one does not).
    #[error("migrating the database: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A stored row could not be decoded.
    #[error("stored data: {0}")]
    Decode(#[from] serde_json::Error),
    /// A stored game log does not replay.
    /// (The rules' error names a cell, so it is not part of the message: logs never show
    /// hidden stones.)
    #[error("game {0}: the stored log does not replay")]
    Replay(GameId, crate::core::LogError),
    /// The URL names no database we support.
    #[error("unsupported database URL (use sqlite:// or postgres://)")]
    Url,
}

/// Which database.
#[derive(Clone, Debug)]
enum Backend {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs the same code against whichever pool is in use (the queries are identical text; only
/// the types differ).
macro_rules! on_pool {
    ($backend:expr, $pool:ident => $body:expr) => {
        match $backend {
            Backend::Sqlite($pool) => $body,
            Backend::Postgres($pool) => $body,
        }
    };
}

// Declared after `on_pool!` so that they can use it.
mod commit;
mod games;
mod migrate;
mod outbox;
mod ratings;
mod records;
mod seed;
mod settings;
mod statement;
mod tournaments;

pub use commit::Committed;
pub use games::Loaded;
pub use seed::{PlayerGameRow, PlayerRow, RatingRow, RecordRows, ServerRatingRow};
pub use settings::{GameThread, GuildSettings};

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
}

fn to_i64(id: impl Into<u64>) -> i64 {
    i64::try_from(id.into()).unwrap_or(i64::MAX)
}

fn to_u64<T: From<u64>>(id: i64) -> T {
    T::from(u64::try_from(id).unwrap_or(0))
}

impl Store {
    /// Connects (creating a SQLite file if missing) and brings the schema up to date.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let backend = if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(10))
                .foreign_keys(true)
                // Profiles and leaderboards read rows spread over a large file: a bigger page
                // cache (64 MiB) and reads through a memory map instead of a system call per
                // page (`bench ratings`).
                .pragma("cache_size", "-65536")
                .pragma("mmap_size", "1073741824");
            // One connection: SQLite has one writer anyway, and the service serialises writes.
            // No ping before each use: the database is a file in this process, and the ping
            // is a round trip to sqlx's SQLite thread on every statement (`bench core`).
            let pool = SqlitePoolOptions::new()
                .max_connections(1)
                .test_before_acquire(false)
                .connect_with(options)
                .await?;
            Backend::Sqlite(pool)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            let pool = PgPoolOptions::new().max_connections(8).connect(url).await?;
            Backend::Postgres(pool)
        } else {
            return Err(StoreError::Url);
        };
        let store = Self { backend };
        migrate::migrate(&store.backend).await?;
        Ok(store)
    }

    /// Whether this is PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Closes the connections.
    pub async fn close(&self) {
        on_pool!(&self.backend, pool => pool.close().await)
    }
}
