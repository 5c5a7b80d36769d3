//! Databases made before the store used sqlx's migrator (a `schema_version` table, no
//! `_sqlx_migrations`) open with today's store and play on: on SQLite from the fixture
//! `tests/fixtures/store/today.sqlite` (see the README beside it), and on PostgreSQL, when
//! `HEXTABLE_TEST_POSTGRES_URL` is set (see `scripts/test`), from the old SQL files.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::Path;

use hextable::{
    core::{CoreConfig, GameId, Place, Platform, Status},
    runtime::Service,
    store::{GameThread, Store},
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
    // Two processes start together on the old database. On PostgreSQL one baselines it, the
    // other waits and finds it done; SQLite serves one process and refuses the second.
    // (Briefly: the second SQLite one waits for the lock the first keeps.)
    let wait = std::time::Duration::from_millis(300);
    let (a, b) = tokio::join!(
        Store::connect_waiting(url, wait),
        Store::connect_waiting(url, wait)
    );
    if url.starts_with("sqlite") {
        let (opened, refused) = if a.is_ok() { (a, b) } else { (b, a) };
        assert!(
            matches!(refused, Err(hextable::store::StoreError::InUse { .. })),
            "{refused:?}"
        );
        opened.unwrap().close().await;
    } else {
        a.unwrap().close().await;
        b.unwrap().close().await;
    }
    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    // Game 1 (Dark Hex 7×7, alice–bob): a1, a1 (a hit), g7, b2; Blue to move.
    // Game 2 (Hexdame, carol–dave): two moves. Game 3 is over and stays on disk only.
    let games = service
        .with_core(|c| {
            let mut g: Vec<(u64, usize)> =
                c.tables().map(|t| (t.meta.id.0, t.game.ply())).collect();
            g.sort_unstable();
            g
        })
        .await;
    assert_eq!(games, [(1, 4), (2, 2)]);
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 4);
    assert_eq!(service.store().event_count(GameId(3)).await.unwrap(), 2);
    let open: Vec<u64> = service
        .with_core(|c| c.challenges().map(|c| c.id.0).collect())
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
        game: GameId(2),
        channel: "general".into(),
        thread: "thread-2".into(),
    };
    assert_eq!(
        service
            .store()
            .game_thread(Platform::Discord, GameId(2))
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
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 5);
    let d = service
        .handle(&msg("carol", Place::Dm, "u2", "resign"), LATER + 1)
        .await
        .unwrap();
    assert!(!d.is_empty());
    assert_eq!(service.store().event_count(GameId(2)).await.unwrap(), 3);
    // New numbers continue after the fixture's.
    service
        .handle(
            &msg("erin", support::chat::ch(), "u3", "hex open hex 7"),
            LATER + 2,
        )
        .await
        .unwrap();
    let open: Vec<u64> = service
        .with_core(|c| c.challenges().map(|c| c.id.0).collect())
        .await;
    assert!(open.contains(&5), "{open:?}");
    service.store().close().await;
    drop(service);

    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    let ply = service
        .with_core(|c| c.table(GameId(1)).map(|t| t.game.ply()))
        .await;
    assert_eq!(ply, Some(5));
    let status = service
        .store()
        .load_game(GameId(2))
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
    let rows = sqlx::query(
        "SELECT version, checksum, success, execution_time FROM _sqlx_migrations ORDER BY version",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let applied: Vec<(i64, Vec<u8>)> = rows
        .iter()
        .map(|r| (r.get("version"), r.get("checksum")))
        .collect();
    assert_eq!(applied, expected_migrations("migrations/sqlite").await);
    assert!(rows.iter().all(|r| r.get::<bool, _>("success")));
    // The versions the old migrator had applied (1 and 2) were recorded by the baseline
    // (sqlx's `skip` writes -1), not run again; the newer files were run.
    assert!(rows
        .iter()
        .all(|r| (r.get::<i64, _>("execution_time") == -1) == (r.get::<i64, _>("version") <= 2)));
    let old: Option<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'",
    )
    .fetch_optional(&mut conn)
    .await
    .unwrap();
    assert_eq!(old, None, "the old table goes with the baseline");
    conn.close().await.unwrap();
}

/// The tables of the old schema in the order their foreign keys allow, with their columns
/// (`true`: an integer column; `false`: text).
const TABLES: &[(&str, &[(&str, bool)])] = &[
    (
        "games",
        &[
            ("id", true),
            ("platform", false),
            ("channel", false),
            ("status", false),
            ("meta", false),
            ("updated_ms", true),
        ],
    ),
    (
        "game_events",
        &[
            ("game_id", true),
            ("seq", true),
            ("event", false),
            ("at_ms", true),
        ],
    ),
    (
        "challenges",
        &[("id", true), ("open", true), ("data", false)],
    ),
    (
        "processed",
        &[("platform", false), ("message_id", false), ("at_ms", true)],
    ),
    (
        "outbox",
        &[
            ("id", true),
            ("effect", false),
            ("created_ms", true),
            ("delivered_ms", true),
        ],
    ),
    (
        "guild_settings",
        &[
            ("platform", false),
            ("guild", false),
            ("data", false),
            ("updated_ms", true),
        ],
    ),
    (
        "game_threads",
        &[
            ("platform", false),
            ("game_id", true),
            ("channel", false),
            ("thread", false),
        ],
    ),
];

/// `url` with its connections' `search_path` set to `schema`.
fn in_schema(url: &str, schema: &str) -> String {
    let joiner = if url.contains('?') { '&' } else { '?' };
    format!("{url}{joiner}options[search_path]={schema}")
}

/// A PostgreSQL schema as the old migrator left it (its `schema_version` table and the files
/// it ran, which are never edited), holding the rows of the SQLite fixture, so that the same
/// story plays on on both databases.
async fn old_postgres(url: &str, fixture: &str) {
    use sqlx::{Connection, PgConnection, SqliteConnection};
    let mut pg = PgConnection::connect(url).await.unwrap();
    sqlx::raw_sql("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT PRIMARY KEY)")
        .execute(&mut pg)
        .await
        .unwrap();
    let files = [
        include_str!("../../migrations/postgres/0001_init.sql"),
        include_str!("../../migrations/postgres/0002_guild_settings.sql"),
    ];
    for (version, sql) in (1i64..).zip(files) {
        sqlx::raw_sql(sql).execute(&mut pg).await.unwrap();
        sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
            .bind(version)
            .execute(&mut pg)
            .await
            .unwrap();
    }
    let mut lite = SqliteConnection::connect(fixture).await.unwrap();
    for (table, columns) in TABLES {
        let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
        let select = format!("SELECT {} FROM {table}", names.join(", "));
        let marks: Vec<String> = (1..=names.len()).map(|n| format!("${n}")).collect();
        let insert = format!(
            "INSERT INTO {table} ({}) VALUES ({})",
            names.join(", "),
            marks.join(", ")
        );
        for row in sqlx::query(sqlx::AssertSqlSafe(select))
            .fetch_all(&mut lite)
            .await
            .unwrap()
        {
            let mut query = sqlx::query(sqlx::AssertSqlSafe(insert.clone()));
            for (i, (_, integer)) in columns.iter().enumerate() {
                query = if *integer {
                    query.bind(row.get::<Option<i64>, _>(i))
                } else {
                    query.bind(row.get::<Option<String>, _>(i))
                };
            }
            query.execute(&mut pg).await.unwrap();
        }
    }
    // The outbox ids were copied, not drawn: move its sequence on as the old rows would have.
    sqlx::query(
        "SELECT setval(pg_get_serial_sequence('outbox', 'id'), (SELECT MAX(id) FROM outbox))",
    )
    .execute(&mut pg)
    .await
    .unwrap();
    lite.close().await.unwrap();
    pg.close().await.unwrap();
}

#[tokio::test]
#[ignore = "needs PostgreSQL; run scripts/test"]
async fn postgres_database_made_by_the_old_migrator_opens_and_plays_on() {
    use sqlx::{Connection, PgConnection};
    let base = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at a PostgreSQL database");
    // A schema of its own: the other store tests use the same database's public schema.
    let schema = "hextable_upgrade_test";
    let mut admin = PgConnection::connect(&base).await.unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
    let url = in_schema(&base, schema);
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store/today.sqlite");
    // Read-only and without the WAL's shared memory: the fixture is never written to.
    old_postgres(
        &url,
        &format!("sqlite://{}?mode=ro&immutable=1", fixture.display()),
    )
    .await;

    play_on(&url).await;

    let mut conn = PgConnection::connect(&url).await.unwrap();
    let rows = sqlx::query(
        "SELECT version, checksum, success, execution_time FROM _sqlx_migrations ORDER BY version",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let applied: Vec<(i64, Vec<u8>)> = rows
        .iter()
        .map(|r| (r.get("version"), r.get("checksum")))
        .collect();
    assert_eq!(applied, expected_migrations("migrations/postgres").await);
    assert!(rows.iter().all(|r| r.get::<bool, _>("success")));
    // The versions the old migrator had applied (1 and 2) were recorded by the baseline
    // (sqlx's `skip` writes -1), not run again; the newer files were run.
    assert!(rows
        .iter()
        .all(|r| (r.get::<i64, _>("execution_time") == -1) == (r.get::<i64, _>("version") <= 2)));
    let old: Option<String> = sqlx::query_scalar("SELECT to_regclass('schema_version')::text")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(old, None, "the old table goes with the baseline");
    conn.close().await.unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("DROP SCHEMA {schema} CASCADE")))
        .execute(&mut admin)
        .await
        .unwrap();
    admin.close().await.unwrap();
}
