//! Bringing the schema up to date: sqlx's migrator over one folder of migrations per dialect
//! (`migrations/sqlite`, `migrations/postgres`), and a baseline for databases made before we
//! used it (see `migrations/README.md`).
//!
//! Before sqlx's migrator, the store ran the same files itself and counted them in a table
//! `schema_version` (one row per applied version). sqlx keeps its own table,
//! `_sqlx_migrations`, with each migration's checksum. A database that has the old table and
//! not sqlx's is given sqlx's table with the old versions recorded as applied (with the real
//! checksums of the files, which have not changed), and then the migrator runs as for any
//! database, applying whatever is newer.

use sqlx::{
    migrate::{Migrate, MigrateError, Migrator},
    postgres::PgPool,
    sqlite::SqlitePool,
    Row,
};

use super::{Backend, StoreError};

/// The SQLite migrations, compiled in from `migrations/sqlite` (`build.rs` rebuilds when a
/// file is added there).
static SQLITE: Migrator = sqlx::migrate!("migrations/sqlite");

/// The PostgreSQL migrations, compiled in from `migrations/postgres`.
static POSTGRES: Migrator = sqlx::migrate!("migrations/postgres");

/// sqlx's table of applied migrations: the migrator's default name, which we do not change.
const TABLE: &str = "_sqlx_migrations";

/// Whether the database is in the old format: the old table and not sqlx's.
const SQLITE_OLD_FORMAT: &str = "SELECT \
    EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version') \
    AND NOT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations') \
    AS old";

/// The same for PostgreSQL. `to_regclass` resolves a name through the `search_path`, as the
/// unqualified names the old migrator and sqlx's use do.
const POSTGRES_OLD_FORMAT: &str = "SELECT \
    to_regclass('schema_version') IS NOT NULL AND to_regclass('_sqlx_migrations') IS NULL AS old";

/// The newest version the old migrator recorded (0 for an empty table: it was made, and the
/// first migration failed).
const OLD_VERSION: &str = "SELECT COALESCE(MAX(version), 0) AS v FROM schema_version";

/// The old table goes in the same transaction as the baseline. Kept, it would be a second
/// record of the schema's version that nothing updates any more, wrong from the next
/// migration on; gone, "has `schema_version`" means exactly "not baselined yet". (A build
/// from before sqlx's migrator, started on an upgraded database, would make it again and
/// rerun its files, which only say `CREATE … IF NOT EXISTS`; we then leave it alone.)
const DROP_OLD: &str = "DROP TABLE schema_version";

/// The key of the PostgreSQL advisory lock that serialises baselines of one database by
/// several processes (any constant of our own; sqlx's migrator takes another).
const BASELINE_LOCK: i64 = 0x6865_7874_6162_6c65; // "hextable"

/// Brings the schema of `backend` up to date.
pub(super) async fn migrate(backend: &Backend) -> Result<(), StoreError> {
    match backend {
        Backend::Sqlite(pool) => {
            if old_format_sqlite(pool).await? {
                baseline_sqlite(pool).await?;
            }
            run_sqlite(pool).await?;
        }
        Backend::Postgres(pool) => {
            if old_format_postgres(pool).await? {
                baseline_postgres(pool).await?;
            }
            POSTGRES.run(pool).await?;
        }
    }
    Ok(())
}

/// How often [`run_sqlite`] runs the migrator again after a failed run.
const SQLITE_MIGRATE_RETRIES: u32 = 5;

/// Runs sqlx's migrator on SQLite, again after a failure that a second process opening the
/// same database at the same moment explains. SQLite has no advisory lock, so sqlx's SQLite
/// migrator takes none: both processes may start the same migration, each in its own
/// transaction; SQLite lets one write at a time, and the other then fails (the database is
/// busy, or the version it records is already there). Running the migrator again finds that
/// migration applied and goes on with the next. A migration that fails by itself fails again
/// each time and its error is returned; checksum and version errors are not retried.
async fn run_sqlite(pool: &SqlitePool) -> Result<(), MigrateError> {
    let mut retries = 0;
    loop {
        match SQLITE.run(pool).await {
            Err(MigrateError::Execute(_) | MigrateError::ExecuteMigration(..))
                if retries < SQLITE_MIGRATE_RETRIES =>
            {
                retries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(50 * u64::from(retries))).await;
            }
            other => return other,
        }
    }
}

async fn old_format_sqlite(pool: &SqlitePool) -> Result<bool, sqlx::Error> {
    sqlx::query(SQLITE_OLD_FORMAT)
        .fetch_one(pool)
        .await?
        .try_get("old")
}

async fn old_format_postgres(pool: &PgPool) -> Result<bool, sqlx::Error> {
    sqlx::query(POSTGRES_OLD_FORMAT)
        .fetch_one(pool)
        .await?
        .try_get("old")
}

/// The baseline on SQLite, in one transaction. `IMMEDIATE` takes the write lock before
/// looking again, so a second process opening the same file waits and then finds the
/// baseline done.
async fn baseline_sqlite(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut tx = pool.begin_with("BEGIN IMMEDIATE").await?;
    let old: bool = sqlx::query(SQLITE_OLD_FORMAT)
        .fetch_one(&mut *tx)
        .await?
        .try_get("old")?;
    if old {
        let version: i64 = sqlx::query(OLD_VERSION)
            .fetch_one(&mut *tx)
            .await?
            .try_get("v")?;
        record_applied(&mut *tx, &SQLITE, version).await?;
        sqlx::query(DROP_OLD).execute(&mut *tx).await?;
        tracing::info!(version, "database baselined for sqlx's migrator");
    }
    tx.commit().await?;
    Ok(())
}

/// The baseline on PostgreSQL, in one transaction (its DDL is transactional too), under an
/// advisory lock so that two processes starting together do not both make sqlx's table.
async fn baseline_postgres(pool: &PgPool) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(BASELINE_LOCK)
        .execute(&mut *tx)
        .await?;
    let old: bool = sqlx::query(POSTGRES_OLD_FORMAT)
        .fetch_one(&mut *tx)
        .await?
        .try_get("old")?;
    if old {
        let version: i64 = sqlx::query(OLD_VERSION)
            .fetch_one(&mut *tx)
            .await?
            .try_get("v")?;
        record_applied(&mut *tx, &POSTGRES, version).await?;
        sqlx::query(DROP_OLD).execute(&mut *tx).await?;
        tracing::info!(version, "database baselined for sqlx's migrator");
    }
    tx.commit().await?;
    Ok(())
}

/// Makes sqlx's table on `conn` and records `migrator`'s migrations up to `version` as
/// applied, with their checksums, without running them: the old migrator ran exactly these
/// files. sqlx's own `skip` writes the rows, so they look like any other.
async fn record_applied<C: Migrate>(
    conn: &mut C,
    migrator: &Migrator,
    version: i64,
) -> Result<(), MigrateError> {
    let newest = migrator.iter().map(|m| m.version).max().unwrap_or(0);
    if version > newest {
        // Made by a newer build: running older code on it could go wrong in ways we cannot
        // know, so refuse (the error sqlx gives for the same case in its own table).
        return Err(MigrateError::VersionMissing(version));
    }
    conn.ensure_migrations_table(TABLE).await?;
    for migration in migrator
        .iter()
        .filter(|m| m.version <= version && !m.migration_type.is_down_migration())
    {
        conn.skip(TABLE, migration).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use sqlx::{Connection, SqliteConnection};

    use super::*;
    use crate::store::Store;

    /// A database as the old migrator left it after applying `files` (the files are never
    /// edited, so running them again gives exactly its schema).
    async fn old_database(dir: &tempfile::TempDir, files: &[&str]) -> String {
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
        let mut conn = SqliteConnection::connect(&url).await.unwrap();
        sqlx::raw_sql("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT PRIMARY KEY)")
            .execute(&mut conn)
            .await
            .unwrap();
        for (version, sql) in files.iter().enumerate() {
            sqlx::raw_sql(sqlx::AssertSqlSafe(*sql))
                .execute(&mut conn)
                .await
                .unwrap();
            sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                .bind(version as i64 + 1)
                .execute(&mut conn)
                .await
                .unwrap();
        }
        conn.close().await.unwrap();
        url
    }

    async fn tables(url: &str) -> Vec<String> {
        let mut conn = SqliteConnection::connect(url).await.unwrap();
        let names = sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
             ORDER BY name",
        )
        .fetch_all(&mut conn)
        .await
        .unwrap();
        conn.close().await.unwrap();
        names
    }

    async fn applied(url: &str) -> Vec<(i64, Vec<u8>)> {
        let mut conn = SqliteConnection::connect(url).await.unwrap();
        let rows = conn.list_applied_migrations(TABLE).await.unwrap();
        conn.close().await.unwrap();
        rows.into_iter()
            .map(|m| (m.version, m.checksum.into_owned()))
            .collect()
    }

    fn all_sqlite() -> Vec<(i64, Vec<u8>)> {
        SQLITE
            .iter()
            .map(|m| (m.version, m.checksum.to_vec()))
            .collect()
    }

    #[tokio::test]
    async fn a_fresh_database_gets_every_migration_and_no_old_table() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("new.db").display());
        Store::connect(&url).await.unwrap().close().await;
        let names = tables(&url).await;
        assert!(!names.contains(&"schema_version".to_owned()), "{names:?}");
        assert!(names.contains(&"game_threads".to_owned()), "{names:?}");
        assert_eq!(applied(&url).await, all_sqlite());
    }

    #[tokio::test]
    async fn an_old_database_is_baselined_then_migrated_on() {
        let dir = tempfile::tempdir().unwrap();
        // Made when only the first migration existed.
        let url = old_database(
            &dir,
            &[include_str!("../../migrations/sqlite/0001_init.sql")],
        )
        .await;
        assert!(!tables(&url).await.contains(&"guild_settings".to_owned()));
        Store::connect(&url).await.unwrap().close().await;
        let names = tables(&url).await;
        assert!(names.contains(&"guild_settings".to_owned()), "{names:?}");
        assert!(!names.contains(&"schema_version".to_owned()), "{names:?}");
        assert_eq!(applied(&url).await, all_sqlite());
        // Opening again changes nothing.
        Store::connect(&url).await.unwrap().close().await;
        assert_eq!(applied(&url).await, all_sqlite());
    }

    #[tokio::test]
    async fn a_database_from_a_newer_build_is_refused_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let url = old_database(
            &dir,
            &[
                include_str!("../../migrations/sqlite/0001_init.sql"),
                include_str!("../../migrations/sqlite/0002_guild_settings.sql"),
                include_str!("../../migrations/sqlite/0003_ratings.sql"),
                include_str!("../../migrations/sqlite/0004_rating_indexes.sql"),
                include_str!("../../migrations/sqlite/0005_settled_indexes.sql"),
                include_str!("../../migrations/sqlite/0006_languages.sql"),
                include_str!("../../migrations/sqlite/0007_tournaments.sql"),
                include_str!("../../migrations/sqlite/0008_dm_channels.sql"),
                include_str!("../../migrations/sqlite/0009_processes.sql"),
                include_str!("../../migrations/sqlite/0010_reported_locales.sql"),
                include_str!("../../migrations/sqlite/0011_change_keys.sql"),
                include_str!("../../migrations/sqlite/0012_web_links.sql"),
                include_str!("../../migrations/sqlite/0013_web_pages.sql"),
                "CREATE TABLE from_the_future (id INTEGER PRIMARY KEY)",
            ],
        )
        .await;
        // The future table's version is one past this build's newest migration.
        let future = SQLITE.iter().map(|m| m.version).max().unwrap_or(0) + 1;
        let before = tables(&url).await;
        match Store::connect(&url).await {
            Err(StoreError::Migrate(MigrateError::VersionMissing(v))) if v == future => {}
            other => panic!("{other:?}"),
        }
        // The baseline's transaction was rolled back: still the old format.
        assert_eq!(tables(&url).await, before);
    }
}
