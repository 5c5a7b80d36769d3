//! The one home of the helpers the integration tests share: a test binary says `mod support;`
//! (the grouped binaries `tests/<group>/main.rs`: `#[path = "../support/mod.rs"] mod support;`,
//! and their modules `use crate::support;`) and uses the parts it needs, so what one binary
//! leaves unused is allowed to be dead code here.
//!
//! - [`chat`]: messages into the core and the service (`msg`, a scripted [`chat::Chat`], a
//!   recording [`chat::Recorder`] sink).
//! - [`cli`]: the `hextable` binary, run as a user would.
//! - [`golden`]: golden images, and decoding the pictures the renderer makes.
//! - `matrix.rs`: users and human players on a real Synapse; not a module here (its
//!   matrix-sdk futures need a higher recursion limit in each binary): the Matrix test binary
//!   (`tests/matrix/main.rs`) includes it with `#[path = "../support/matrix.rs"] mod
//!   matrix_support;`.
//! - [`serve`]: `hextable serve` as a child process, killed with SIGKILL (crash tests).
//! - [`web`]: the web pages over real HTTP (a service with its site, and `GET`s).
//! - [`discord`]: the local Discord, and (feature `discord`) the [`discord::World`] every
//!   Discord test plays in.
//! - Here: a temporary SQLite database, an emptied PostgreSQL one, a seeded random
//!   generator, and a game record two tests play.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod chat;
pub mod cli;
pub mod discord;
pub mod golden;
pub mod serve;
pub mod web;

use std::path::Path;

use tempfile::TempDir;

/// A 7×7 Dark Hex game Red wins down the d file, with hits by both sides.
pub const DARK_7_WON: &str = "d1 a7 d2 d1 b7 d3 c6 c6 d4 e5 d5 a1 d6 a2 d7";

/// The URL of the SQLite database `file` in `dir` (made when it is first opened).
pub fn sqlite_url(dir: &Path, file: &str) -> String {
    format!("sqlite://{}", dir.join(file).display())
}

/// A fresh temporary directory and the URL of the SQLite database `file` in it; both go when
/// the directory is dropped.
pub fn temp_sqlite(file: &str) -> (TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = sqlite_url(dir.path(), file);
    (dir, url)
}

/// Empties the PostgreSQL test database at `url` (every table the migrations make, and the
/// migrator's own): the next `Store::connect` migrates it from nothing.
pub async fn fresh_postgres(url: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    sqlx::raw_sql(
        "DROP TABLE IF EXISTS outbox, processed, challenges, game_events, games, guild_settings, \
         game_threads, players, ratings, player_games, server_ratings, tournament_pairings, \
         tournament_rounds, tournament_entries, tournaments, player_languages, dm_channels, changes, \
         web_links, \
         _sqlx_migrations CASCADE",
    )
    .execute(&mut conn)
    .await
    .unwrap();
}

/// A small deterministic generator (xorshift64*), to turn one seed into a whole random game.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        ((self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % n as u64) as usize
    }
}
