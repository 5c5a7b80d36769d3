//! Databases made before the store used sqlx's migrator (a `schema_version` table, no
//! `_sqlx_migrations`) open with today's store and play on: on SQLite from the fixture
//! `tests/fixtures/store/today.sqlite` (see the README beside it), and on PostgreSQL, when
//! `HEXTABLE_TEST_POSTGRES_URL` is set (see `scripts/test`), from the old SQL files.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::path::Path;

use hextable::{
    core::{CoreConfig, Place, Platform, Status},
    store::{GameThread, Service},
};
use sqlx::Row;
use support::chat::{msg, T0};

/// The fixture's newest time: everything we add happens after it.
const LATER: i64 = T0 + 1_000;

/// What the old migrator recorded, as `(version, checksum)` of sqlx's migrator over `dir`
/// (computed from the files at run time, apart from the store's compiled-in migrator).
async fn expected_migrations(dir: &str) -> Vec<(i64, Vec<u8>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let migrator = sqlx::migrate::Migrator::new(path.as_path()).await.unwrap();
    migrator
        .iter()
        .map(|m| (m.version, m.checksum.to_vec()))
        .collect()
}

/// The fixture's story, played on from an upgraded database at `url`: the games, challenge,
/// settings, thread and undelivered effect it holds are there, a move is appended to the
/// Dark Hex game and the Hexdame game is resigned, and all of it survives a reopen.
async fn play_on(url: &str) {
    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    // Game 1 (Dark Hex 7×7, alice–bob): a1, a1 (a hit), g7, b2; Blue to move.
    // Game 2 (Hexdame, carol–dave): two moves. Game 3 is over and stays on disk only.
    let games = service
        .with_core(|c| {
            let mut g: Vec<(u64, usize)> = c.tables().map(|t| (t.meta.id, t.game.ply())).collect();
            g.sort_unstable();
            g
        })
        .await;
    assert_eq!(games, [(1, 4), (2, 2)]);
    assert_eq!(service.store().event_count(1).await.unwrap(), 4);
    assert_eq!(service.store().event_count(3).await.unwrap(), 2);
    let open: Vec<u64> = service
        .with_core(|c| c.challenges().map(|c| c.id).collect())
        .await;
    assert_eq!(open, [4], "erin's open Rex challenge");
    assert_eq!(service.pending().await.unwrap().len(), 1);
    let settings = service
        .store()
        .guild_settings(Platform::Discord, "guild-1")
        .await
        .unwrap();
    assert_eq!(settings.default_words(), ["hex", "9"]);
    assert!(settings.threads);
    let thread = GameThread {
        game: 2,
        channel: "general".into(),
        thread: "thread-2".into(),
    };
    assert_eq!(
        service
            .store()
            .game_thread(Platform::Discord, 2)
            .await
            .unwrap(),
        Some(thread)
    );
    // A message id the fixture recorded is still a duplicate.
    assert!(service
        .handle(&msg("bob", Place::Dm, "m3", "c3"), LATER)
        .await
        .unwrap()
        .is_empty());

    // Play on: Bob places c3 (empty for both), Carol resigns the Hexdame game.
    let d = service
        .handle(&msg("bob", Place::Dm, "u1", "c3"), LATER)
        .await
        .unwrap();
    assert_eq!(d.len(), 3, "{d:#?}");
    assert_eq!(service.store().event_count(1).await.unwrap(), 5);
    let d = service
        .handle(&msg("carol", Place::Dm, "u2", "resign"), LATER + 1)
        .await
        .unwrap();
    assert!(!d.is_empty());
    assert_eq!(service.store().event_count(2).await.unwrap(), 3);
    // New numbers continue after the fixture's.
    service
        .handle(
            &msg("erin", support::chat::ch(), "u3", "hex open hex 7"),
            LATER + 2,
        )
        .await
        .unwrap();
    let open: Vec<u64> = service
        .with_core(|c| c.challenges().map(|c| c.id).collect())
        .await;
    assert!(open.contains(&5), "{open:?}");
    service.store().close().await;
    drop(service);

    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    let ply = service
        .with_core(|c| c.table(1).map(|t| t.game.ply()))
        .await;
    assert_eq!(ply, Some(5));
    let status = service
        .store()
        .load_game(2)
        .await
        .unwrap()
        .unwrap()
        .meta
        .status;
    assert_eq!(status, Status::Over);
    service.store().close().await;
}

#[tokio::test]
async fn sqlite_database_made_by_the_old_migrator_opens_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("today.sqlite");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store/today.sqlite");
    std::fs::copy(&fixture, &file).unwrap();
    let url = format!("sqlite://{}", file.display());
    play_on(&url).await;

    // The baseline recorded the old versions with the files' real checksums, once.
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let rows =
        sqlx::query("SELECT version, checksum, success FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut conn)
            .await
            .unwrap();
    let applied: Vec<(i64, Vec<u8>)> = rows
        .iter()
        .map(|r| (r.get("version"), r.get("checksum")))
        .collect();
    assert_eq!(applied, expected_migrations("migrations/sqlite").await);
    assert!(rows.iter().all(|r| r.get::<bool, _>("success")));
    conn.close().await.unwrap();
}
