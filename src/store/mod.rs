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
use crate::sync::Locked;

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
    /// Another process kept the SQLite file's lock for the whole wait ([`LOCK_WAIT`]).
    #[error(
        "another hextable process{} is using {path} (waited {}s for it to let go): SQLite \
         serves one process; run several processes on PostgreSQL (database.url = \"postgres://…\")",
        holder.map(|pid| format!(" (pid {pid})")).unwrap_or_default(),
        waited.as_secs()
    )]
    InUse {
        /// The database file.
        path: String,
        /// The holder's process id, as it wrote it into the lock file.
        holder: Option<u32>,
        /// How long this process waited.
        waited: Duration,
    },
    /// Other processes kept changing what a write needed: it was planned again this many
    /// times and given up (the user gets the apology; their next message is a new try).
    #[error("other processes kept changing what the write needed ({0} tries)")]
    Contended(usize),
    /// A delivered row's mark was written together with others' (a group commit) and that
    /// write failed; its error went to the caller that wrote it.
    #[error("marking delivered outbox rows failed")]
    MarkFailed,
    /// The SQLite file's lock could not be taken.
    #[error("locking {0}: {1}")]
    Lock(String, std::io::Error),
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
mod cluster;
mod commit;
mod games;
mod migrate;
mod outbox;
mod pages;
mod ratings;
mod records;
mod seed;
mod settings;
mod statement;
mod tournaments;

pub use cluster::{Change, Lease, OUTBOX_CHANNEL};
pub use commit::Committed;
pub use games::{GameNews, Loaded};
pub use pages::PageRow;
pub use seed::{PlayerGameRow, PlayerRow, RatingRow, RecordRows, ServerRatingRow};
pub use settings::{GameThread, GuildSettings};

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// PostgreSQL: this process among the others on the same database.
    cluster: Option<std::sync::Arc<cluster::Cluster>>,
    /// SQLite: the file lock that keeps a second process out, held until [`Store::close`] or
    /// until the last clone is dropped.
    sole_user: Option<SoleUser>,
}

/// How long a start waits for the SQLite file's lock: a process killed a moment ago (`kill
/// -9`, a supervisor restarting at once) holds it until its last threads have exited.
pub const LOCK_WAIT: Duration = Duration::from_secs(15);

/// How often the lock is tried again while waiting.
const LOCK_RETRY: Duration = Duration::from_millis(100);

/// The lock file kept open by the process using a SQLite database.
type SoleUser = std::sync::Arc<std::sync::Mutex<Option<std::fs::File>>>;

/// Takes an exclusive lock on `<file>.lock` beside a SQLite database file, so that a second
/// process on the same file is refused at start instead of keeping games of its own (`None`
/// for an in-memory database). A lock held by another process is waited for, up to `wait`
/// (logged, with the holder's process id, which each holder writes into the lock file).
async fn lock_sqlite_file(
    options: &SqliteConnectOptions,
    wait: Duration,
) -> Result<Option<SoleUser>, StoreError> {
    let path = options.get_filename();
    let name = path.display().to_string();
    if name.is_empty() || name.starts_with(':') || name.starts_with("file:sqlx-in-memory") {
        return Ok(None);
    }
    let lock_path = format!("{name}.lock");
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .open(&lock_path)
        .map_err(|e| StoreError::Lock(lock_path.clone(), e))?;
    let started = std::time::Instant::now();
    let mut logged = false;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) => {
                let holder = lock_holder(&mut file);
                let waited = started.elapsed();
                if waited >= wait {
                    return Err(StoreError::InUse {
                        path: name,
                        holder,
                        waited,
                    });
                }
                if !logged {
                    logged = true;
                    tracing::info!(
                        file = %name,
                        holder = holder.map_or_else(|| "unknown".to_owned(), |p| p.to_string()),
                        wait_secs = wait.as_secs(),
                        "another process holds the database's lock; waiting for it to let go"
                    );
                }
                tokio::time::sleep(LOCK_RETRY.min(wait - waited)).await;
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(StoreError::Lock(lock_path, e)),
        }
    }
    if logged {
        tracing::info!(file = %name, waited_ms = started.elapsed().as_millis(), "took the database's lock");
    }
    // Who holds it now, for the next process that has to wait (best effort: the lock itself
    // is what keeps others out).
    if let Err(error) = write_holder(&mut file) {
        tracing::warn!(%error, file = %lock_path, "could not write this process's id into the lock file");
    }
    Ok(Some(std::sync::Arc::new(std::sync::Mutex::new(Some(file)))))
}

/// The process id written into a lock file by its holder, if it reads as one.
fn lock_holder(file: &mut std::fs::File) -> Option<u32> {
    use std::io::{Read, Seek};
    let mut text = String::new();
    file.rewind().ok()?;
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

/// Writes this process's id into the lock file it holds.
fn write_holder(file: &mut std::fs::File) -> std::io::Result<()> {
    use std::io::{Seek, Write};
    file.set_len(0)?;
    file.rewind()?;
    writeln!(file, "{}", std::process::id())?;
    file.flush()
}

fn to_i64(id: impl Into<u64>) -> i64 {
    i64::try_from(id.into()).unwrap_or(i64::MAX)
}

fn to_u64<T: From<u64>>(id: i64) -> T {
    T::from(u64::try_from(id).unwrap_or(0))
}

impl Store {
    /// Connects (creating a SQLite file if missing) and brings the schema up to date. A
    /// SQLite file another process is using is waited for up to [`LOCK_WAIT`], then refused
    /// ([`StoreError::InUse`]).
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Self::connect_waiting(url, LOCK_WAIT).await
    }

    /// [`Store::connect`], waiting up to `wait` for a SQLite file another process is using.
    pub async fn connect_waiting(url: &str, wait: Duration) -> Result<Self, StoreError> {
        let mut sole_user = None;
        let backend = if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?;
            sole_user = lock_sqlite_file(&options, wait).await?;
            let options = options
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(10))
                .foreign_keys(true)
                // Profiles and leaderboards read rows spread over a large file: reads through
                // a memory map instead of a system call per page (`bench ratings`). SQLite's
                // own page cache stays at its default (2 MiB): with the map, a 64 MiB cache
                // left `bench ratings` level (leaderboard p50 0.45–0.67 ms either way, two runs
                // each) but held 60 MB more at 10,000 open games (`bench core`: RSS 171 against
                // 111 MB) and cost about 3 % more CPU a move (four runs in turn).
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
            // Eight for the work, and one each for the write lock and the outbox listener.
            let pool = PgPoolOptions::new()
                .max_connections(10)
                .connect(url)
                .await?;
            Backend::Postgres(pool)
        } else {
            return Err(StoreError::Url);
        };
        migrate::migrate(&backend).await?;
        let cluster = match &backend {
            Backend::Postgres(pool) => {
                Some(std::sync::Arc::new(cluster::Cluster::join(pool).await?))
            }
            Backend::Sqlite(_) => None,
        };
        Ok(Self {
            backend,
            cluster,
            sole_user,
        })
    }

    /// Whether this is PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// This process's number among the processes sharing the database (PostgreSQL), or
    /// `None` (SQLite: one process).
    pub fn process(&self) -> Option<i64> {
        self.cluster.as_ref().map(|c| c.me())
    }

    /// Whether this process delivers the effects of `platform` (always on SQLite: it is the
    /// only process, and rows of a network not attached simply wait).
    pub fn delivers(&self, platform: crate::core::Platform) -> bool {
        self.cluster.as_ref().is_none_or(|c| c.delivers(platform))
    }

    /// From now on this process delivers the effects of the networks whose adapters attach
    /// ([`Store::start_delivering`]) and of no other: until then, of every network (a store
    /// used on its own, as tests do).
    pub fn deliver_only_attached(&self) {
        if let Some(cluster) = &self.cluster {
            cluster.deliver_to_none();
        }
    }

    /// From now on this process delivers the effects of `platform` (its adapter is attached).
    pub fn start_delivering(&self, platform: crate::core::Platform) {
        if let Some(cluster) = &self.cluster {
            cluster.set_delivers(platform, true);
        }
    }

    /// From now on this process does not deliver the effects of `platform` (its adapter was
    /// detached): on PostgreSQL the rows it had claimed there are given back to the others.
    pub async fn stop_delivering(&self, platform: crate::core::Platform) -> Result<(), StoreError> {
        if let (Backend::Postgres(pool), Some(cluster)) = (&self.backend, &self.cluster) {
            cluster.set_delivers(platform, false);
            cluster.unclaim(pool, platform).await?;
        }
        Ok(())
    }

    /// The number of the PostgreSQL advisory lock (`pg_advisory_xact_lock(bigint)`) that a
    /// commit changing `key` takes: an operator (or a test) holding it keeps that game, and only
    /// that game, from being written.
    pub fn key_lock(key: &crate::core::WriteKey) -> i64 {
        cluster::key_lock(key)
    }

    /// Whether this process holds `lease`, taking it if it is free (always on SQLite: it is
    /// the only process).
    pub async fn hold(&self, lease: Lease) -> Result<bool, StoreError> {
        match (&self.backend, &self.cluster) {
            (Backend::Postgres(pool), Some(cluster)) => cluster.hold(pool, lease).await,
            _ => Ok(true),
        }
    }

    /// The leases this process holds, without taking any (every one on SQLite: it is the
    /// only process). For operators (`/healthz`); [`Store::hold`] is what decides.
    pub async fn leases(&self) -> Vec<Lease> {
        match &self.cluster {
            Some(cluster) => cluster.held().await,
            None => Lease::ALL.to_vec(),
        }
    }

    /// Whether the database answers: one trivial query.
    pub async fn ping(&self) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            sqlx::query("SELECT 1").execute(pool).await?;
            Ok(())
        })
    }

    /// The number of the newest change committed (0 on SQLite, or before any).
    pub async fn latest_change(&self) -> Result<i64, StoreError> {
        match (&self.backend, &self.cluster) {
            (Backend::Postgres(pool), Some(cluster)) => cluster.latest_change(pool).await,
            _ => Ok(0),
        }
    }

    /// The changes other processes (and this one) committed after `seq`, in number order
    /// (nothing on SQLite).
    /// `missed`: numbers skipped by an earlier read, looked for again.
    pub async fn changes_since(&self, seq: i64, missed: &[i64]) -> Result<Vec<Change>, StoreError> {
        match (&self.backend, &self.cluster) {
            (Backend::Postgres(pool), Some(cluster)) => {
                cluster.changes_since(pool, seq, missed).await
            }
            _ => Ok(Vec::new()),
        }
    }

    /// Calls `wake` whenever another process leaves outbox rows for others to deliver
    /// (PostgreSQL `LISTEN`; nothing on SQLite). Runs until the pool closes.
    pub fn listen_outbox(&self, wake: std::sync::Arc<tokio::sync::Notify>) {
        let Backend::Postgres(pool) = &self.backend else {
            return;
        };
        let pool = pool.clone();
        tokio::spawn(async move {
            let mut listener = match sqlx::postgres::PgListener::connect_with(&pool).await {
                Ok(listener) => listener,
                Err(error) => {
                    tracing::error!(%error, "cannot listen for outbox rows; the clock's rounds still find them");
                    return;
                }
            };
            if let Err(error) = listener.listen(OUTBOX_CHANNEL).await {
                tracing::error!(%error, "cannot listen for outbox rows; the clock's rounds still find them");
                return;
            }
            loop {
                match listener.try_recv().await {
                    Ok(Some(_)) => wake.notify_one(),
                    // The connection was lost and is opened again: rows written meanwhile
                    // were not announced, so look for them once.
                    Ok(None) => wake.notify_one(),
                    Err(error) => {
                        if pool.is_closed() {
                            return;
                        }
                        tracing::warn!(%error, "listening for outbox rows failed; trying again");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
            }
        });
    }

    /// Closes the connections (on PostgreSQL this process leaves the others: its leases and
    /// the outbox rows it claimed are free to take).
    pub async fn close(&self) {
        if let (Backend::Postgres(pool), Some(cluster)) = (&self.backend, &self.cluster) {
            cluster.leave(pool).await;
        }
        on_pool!(&self.backend, pool => pool.close().await);
        // Closed: another process may open the file now.
        if let Some(file) = self.sole_user.as_ref().and_then(|f| f.locked().take()) {
            drop(file);
        }
    }
}
