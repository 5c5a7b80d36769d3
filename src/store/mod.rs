//! Persistence with sqlx: SQLite by default (`sqlite://hextable.db`, created and migrated on
//! first start), PostgreSQL when the URL says `postgres://`. Both run the same runtime queries
//! with `$1` placeholders; the dialects differ only in `migrations/sqlite` and
//! `migrations/postgres`.
//!
//! Games are append-only event logs (unique `(game_id, seq)`); the board is rebuilt by
//! replaying them. The effects of a command are written to the `outbox` in the same
//! transaction as the command's changes, with the platform message id that caused them.

use std::{str::FromStr, time::Duration};

use sqlx::{
    postgres::{PgPool, PgPoolOptions},
    sqlite::{
        SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
    },
    Row,
};

use crate::core::{
    Challenge, ChallengeChange, ChallengeId, GameEvent, GameId, GameMeta, Millis, Plan, Platform,
    ServerSettings, StoredEffect, Table,
};

/// A storage failure. Users never see these; they are logged and answered with an apology.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database refused or failed.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
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

const MIGRATIONS_SQLITE: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/sqlite/0001_init.sql")),
    (
        2,
        include_str!("../../migrations/sqlite/0002_guild_settings.sql"),
    ),
];
const MIGRATIONS_POSTGRES: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/postgres/0001_init.sql")),
    (
        2,
        include_str!("../../migrations/postgres/0002_guild_settings.sql"),
    ),
];

/// A server's (guild's) settings: the core's [`ServerSettings`], under the name of the table
/// that keeps them.
pub type GuildSettings = ServerSettings;

/// Where a game's channel posts go instead of its channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameThread {
    /// The game.
    pub game: GameId,
    /// The game's own channel.
    pub channel: String,
    /// The thread.
    pub thread: String,
}

/// What a fresh process loads: the games being played and the open challenges.
#[derive(Debug, Default)]
pub struct Loaded {
    /// Active games.
    pub tables: Vec<Table>,
    /// Open challenges.
    pub challenges: Vec<Challenge>,
    /// The highest game number ever used.
    pub max_game: GameId,
    /// The highest challenge number ever used.
    pub max_challenge: ChallengeId,
    /// Every server's saved settings.
    pub servers: Vec<(Platform, String, ServerSettings)>,
}

/// Result of writing a plan.
#[derive(Debug, PartialEq, Eq)]
pub enum Committed {
    /// Written; the outbox ids of the plan's effects, in order.
    Written(Vec<i64>),
    /// The message id was already processed: nothing was written.
    Duplicate,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
}

/// `($1, $2), ($3, $4)` for `rows` rows of `cols` values.
fn placeholders(rows: usize, cols: usize) -> String {
    (0..rows)
        .map(|r| {
            let values: Vec<String> = (1..=cols).map(|c| format!("${}", r * cols + c)).collect();
            format!("({})", values.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn to_i64(id: impl Into<u64>) -> i64 {
    i64::try_from(id.into()).unwrap_or(i64::MAX)
}

fn to_u64<T: From<u64>>(id: i64) -> T {
    T::from(u64::try_from(id).unwrap_or(0))
}

/// A value bound to one placeholder of a [`Statement`].
#[derive(Clone, Copy, Debug)]
enum Value<'a> {
    Int(i64),
    Text(&'a str),
    MaybeText(Option<&'a str>),
}

/// One statement of a commit: SQL whose placeholders `$1, $2, …` are its own, and their values.
#[derive(Debug)]
struct Statement<'a> {
    sql: String,
    values: Vec<Value<'a>>,
}

impl<'a> Statement<'a> {
    fn new(sql: impl Into<String>, values: Vec<Value<'a>>) -> Self {
        Self {
            sql: sql.into(),
            values,
        }
    }
}

/// A `sqlx::query` for `sql` with `values` bound in order.
macro_rules! bound {
    ($sql:expr, $values:expr) => {{
        let mut query = sqlx::query(sqlx::AssertSqlSafe($sql));
        for value in $values {
            query = match *value {
                Value::Int(v) => query.bind(v),
                Value::Text(v) => query.bind(v),
                Value::MaybeText(v) => query.bind(v),
            };
        }
        query
    }};
}

/// `sql` with every placeholder `$n` renumbered `$(n + offset)`, so statements can be joined
/// into one SQLite batch whose placeholders number its values from the start.
fn shift_placeholders(sql: &str, offset: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut rest = sql;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..=at]);
        rest = &rest[at + 1..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        match rest[..digits].parse::<usize>() {
            Ok(n) => out.push_str(&(n + offset).to_string()),
            Err(_) => out.push_str(&rest[..digits]),
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

/// Writes a commit on SQLite as one batch: `BEGIN`, the statements, `COMMIT`, sent to sqlx's
/// SQLite thread in a single round trip (a move used to take six: `bench core`). `None` when
/// the message id was processed before (its insert breaks the primary key; nothing is kept).
async fn commit_sqlite(
    pool: &SqlitePool,
    processed: Option<Statement<'_>>,
    writes: Vec<Statement<'_>>,
    outbox: Option<Statement<'_>>,
) -> Result<Option<Vec<i64>>, StoreError> {
    let statements: Vec<Statement> = processed.into_iter().chain(writes).chain(outbox).collect();
    let mut sql = String::from("BEGIN IMMEDIATE;\n");
    let mut values = Vec::new();
    for statement in &statements {
        sql.push_str(&shift_placeholders(&statement.sql, values.len()));
        sql.push_str(";\n");
        values.extend_from_slice(&statement.values);
    }
    sql.push_str("COMMIT");
    let mut conn = pool.acquire().await?;
    match bound!(sql, &values).fetch_all(&mut *conn).await {
        Ok(rows) => Ok(Some(
            rows.iter()
                .map(|row| row.try_get::<i64, _>("id"))
                .collect::<Result<_, _>>()?,
        )),
        Err(error) => {
            // The batch stopped at the failing statement, inside its transaction (unless
            // `BEGIN` itself failed): undo what it wrote. A connection that cannot roll back is
            // not given back to the pool.
            if let Err(rollback) = sqlx::query("ROLLBACK").execute(&mut *conn).await {
                if !rollback.to_string().contains("no transaction is active") {
                    tracing::error!(%rollback, "rollback failed; closing the connection");
                    conn.close_on_drop();
                }
            }
            let duplicate = error
                .as_database_error()
                .is_some_and(|e| e.is_unique_violation() && e.message().contains("processed."));
            if duplicate {
                Ok(None)
            } else {
                Err(error.into())
            }
        }
    }
}

/// Writes a commit on PostgreSQL in one transaction, statement by statement (a prepared
/// statement there holds one command). `None` when the message id was processed before.
async fn commit_postgres(
    pool: &PgPool,
    processed: Option<Statement<'_>>,
    writes: Vec<Statement<'_>>,
    outbox: Option<Statement<'_>>,
) -> Result<Option<Vec<i64>>, StoreError> {
    let mut tx = pool.begin().await?;
    if let Some(processed) = processed {
        let sql = format!("{} ON CONFLICT DO NOTHING", processed.sql);
        let done = bound!(sql, &processed.values).execute(&mut *tx).await?;
        if done.rows_affected() == 0 {
            tx.rollback().await?;
            return Ok(None);
        }
    }
    for statement in writes {
        bound!(statement.sql, &statement.values)
            .execute(&mut *tx)
            .await?;
    }
    let mut ids = Vec::new();
    if let Some(outbox) = outbox {
        for row in bound!(outbox.sql, &outbox.values)
            .fetch_all(&mut *tx)
            .await?
        {
            ids.push(row.try_get::<i64, _>("id")?);
        }
    }
    tx.commit().await?;
    Ok(Some(ids))
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
                .foreign_keys(true);
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
        store.migrate().await?;
        Ok(store)
    }

    /// Whether this is PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let migrations = match self.backend {
            Backend::Sqlite(_) => MIGRATIONS_SQLITE,
            Backend::Postgres(_) => MIGRATIONS_POSTGRES,
        };
        on_pool!(&self.backend, pool => {
            sqlx::raw_sql(
                "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT PRIMARY KEY)",
            )
            .execute(pool)
            .await?;
            let current: Option<i64> =
                sqlx::query("SELECT MAX(version) AS v FROM schema_version")
                    .fetch_one(pool)
                    .await?
                    .try_get("v")?;
            let current = current.unwrap_or(0);
            for &(version, sql) in migrations {
                if version > current {
                    let mut tx = pool.begin().await?;
                    sqlx::raw_sql(sql).execute(&mut *tx).await?;
                    sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                        .bind(version)
                        .execute(&mut *tx)
                        .await?;
                    tx.commit().await?;
                    tracing::info!(version, "database migrated");
                }
            }
            Ok(())
        })
    }

    /// Loads the active games and the open challenges.
    pub async fn load(&self) -> Result<Loaded, StoreError> {
        let mut loaded = Loaded::default();
        let ids: Vec<i64> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT id FROM games WHERE status = $1 ORDER BY id")
                .bind("active")
                .fetch_all(pool)
                .await?;
            rows.iter().map(|r| r.try_get::<i64, _>("id")).collect::<Result<Vec<_>, _>>()?
        });
        for id in ids {
            if let Some(table) = self.load_game(to_u64(id)).await? {
                loaded.tables.push(table);
            }
        }
        let (max_game, max_challenge, challenges) = on_pool!(&self.backend, pool => {
            let max_game: Option<i64> = sqlx::query("SELECT MAX(id) AS m FROM games")
                .fetch_one(pool).await?.try_get("m")?;
            let max_challenge: Option<i64> = sqlx::query("SELECT MAX(id) AS m FROM challenges")
                .fetch_one(pool).await?.try_get("m")?;
            let rows = sqlx::query("SELECT data FROM challenges WHERE open = $1 ORDER BY id")
                .bind(1i64)
                .fetch_all(pool).await?;
            let mut challenges = Vec::new();
            for row in rows {
                let data: String = row.try_get("data")?;
                challenges.push(serde_json::from_str::<Challenge>(&data)?);
            }
            (max_game.unwrap_or(0), max_challenge.unwrap_or(0), challenges)
        });
        loaded.max_game = to_u64(max_game);
        loaded.max_challenge = to_u64(max_challenge);
        loaded.challenges = challenges;
        loaded.servers = self.all_guild_settings().await?;
        Ok(loaded)
    }

    /// Loads one game (any status) with its whole log.
    pub async fn load_game(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        let (meta, events) = on_pool!(&self.backend, pool => {
            let row = sqlx::query("SELECT meta FROM games WHERE id = $1")
                .bind(to_i64(id))
                .fetch_optional(pool)
                .await?;
            let Some(row) = row else { return Ok(None) };
            let meta: String = row.try_get("meta")?;
            let rows = sqlx::query("SELECT event FROM game_events WHERE game_id = $1 ORDER BY seq")
                .bind(to_i64(id))
                .fetch_all(pool)
                .await?;
            let events = rows
                .iter()
                .map(|r| r.try_get::<String, _>("event"))
                .collect::<Result<Vec<_>, _>>()?;
            (meta, events)
        });
        let meta: GameMeta = serde_json::from_str(&meta)?;
        let events = events
            .iter()
            .map(|e| serde_json::from_str::<GameEvent>(e))
            .collect::<Result<Vec<_>, _>>()?;
        Table::from_parts(meta, events)
            .map(Some)
            .map_err(|e| StoreError::Replay(id, e))
    }

    /// Whether a platform message was already handled.
    pub async fn is_processed(
        &self,
        platform: Platform,
        message_id: &str,
    ) -> Result<bool, StoreError> {
        on_pool!(&self.backend, pool => {
            let row = sqlx::query("SELECT 1 AS one FROM processed WHERE platform = $1 AND message_id = $2")
                .bind(platform.name())
                .bind(message_id)
                .fetch_optional(pool)
                .await?;
            Ok(row.is_some())
        })
    }

    /// Writes a plan's changes, its effects (to the outbox) and the message id, all in one
    /// transaction. A message id seen before writes nothing.
    pub async fn commit(
        &self,
        plan: &Plan,
        processed: Option<(Platform, &str)>,
        now: Millis,
    ) -> Result<Committed, StoreError> {
        // Encode before opening the transaction.
        let effects: Vec<String> = plan
            .effects
            .iter()
            .map(|e| serde_json::to_string(&e.to_stored()))
            .collect::<Result<_, _>>()?;
        let mut games = Vec::with_capacity(plan.games.len());
        for change in &plan.games {
            let meta = &change.table.meta;
            let new_events = change
                .table
                .events
                .iter()
                .enumerate()
                .skip(change.first_new_event)
                .map(|(seq, e)| Ok((seq as i64, serde_json::to_string(e)?, event_time(e))))
                .collect::<Result<Vec<_>, serde_json::Error>>()?;
            games.push((
                to_i64(meta.id),
                meta.platform.name(),
                meta.channel.clone(),
                meta.status.name(),
                serde_json::to_string(meta)?,
                new_events,
                change.is_new,
            ));
        }
        let mut challenges = Vec::new();
        for change in &plan.challenges {
            match change {
                ChallengeChange::Put(c) => {
                    challenges.push((to_i64(c.id), Some(serde_json::to_string(c)?)))
                }
                ChallengeChange::Delete(id) => challenges.push((to_i64(*id), None)),
            }
        }
        let settings = plan
            .settings
            .iter()
            .map(|c| {
                Ok((
                    c.platform.name(),
                    c.server.as_str(),
                    serde_json::to_string(&c.settings)?,
                ))
            })
            .collect::<Result<Vec<_>, serde_json::Error>>()?;
        let mut writes = Vec::new();
        for (id, platform, channel, status, meta, events, is_new) in &games {
            // A new game is a plain insert: a number taken meanwhile by another process
            // fails the transaction instead of overwriting that game.
            writes.push(if *is_new {
                Statement::new(
                    "INSERT INTO games (id, platform, channel, status, meta, updated_ms) VALUES ($1, $2, $3, $4, $5, $6)",
                    vec![
                        Value::Int(*id),
                        Value::Text(platform),
                        Value::MaybeText(channel.as_deref()),
                        Value::Text(status),
                        Value::Text(meta),
                        Value::Int(now),
                    ],
                )
            } else {
                Statement::new(
                    "UPDATE games SET platform = $1, channel = $2, status = $3, meta = $4, updated_ms = $5 WHERE id = $6",
                    vec![
                        Value::Text(platform),
                        Value::MaybeText(channel.as_deref()),
                        Value::Text(status),
                        Value::Text(meta),
                        Value::Int(now),
                        Value::Int(*id),
                    ],
                )
            });
            if !events.is_empty() {
                let values = events
                    .iter()
                    .flat_map(|(seq, event, at)| {
                        [
                            Value::Int(*id),
                            Value::Int(*seq),
                            Value::Text(event),
                            Value::Int(*at),
                        ]
                    })
                    .collect();
                writes.push(Statement::new(
                    format!(
                        "INSERT INTO game_events (game_id, seq, event, at_ms) VALUES {}",
                        placeholders(events.len(), 4)
                    ),
                    values,
                ));
            }
        }
        for (id, data) in &challenges {
            writes.push(match data {
                Some(data) => Statement::new(
                    "INSERT INTO challenges (id, open, data) VALUES ($1, 1, $2)",
                    vec![Value::Int(*id), Value::Text(data)],
                ),
                None => Statement::new(
                    "UPDATE challenges SET open = 0 WHERE id = $1",
                    vec![Value::Int(*id)],
                ),
            });
        }
        for (platform, server, data) in &settings {
            writes.push(Statement::new(
                "INSERT INTO guild_settings (platform, guild, data, updated_ms) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (platform, guild) DO UPDATE SET data = excluded.data, updated_ms = excluded.updated_ms",
                vec![
                    Value::Text(platform),
                    Value::Text(server),
                    Value::Text(data),
                    Value::Int(now),
                ],
            ));
        }
        // One statement for all rows. Ids come from the database (several processes may share
        // it); a statement numbers its rows in order, so sorted ids match effects.
        let outbox = (!effects.is_empty()).then(|| {
            Statement::new(
                format!(
                    "INSERT INTO outbox (effect, created_ms) VALUES {} RETURNING id",
                    placeholders(effects.len(), 2)
                ),
                effects
                    .iter()
                    .flat_map(|e| [Value::Text(e), Value::Int(now)])
                    .collect(),
            )
        });
        let processed = processed.map(|(platform, message_id)| {
            Statement::new(
                "INSERT INTO processed (platform, message_id, at_ms) VALUES ($1, $2, $3)",
                vec![
                    Value::Text(platform.name()),
                    Value::Text(message_id),
                    Value::Int(now),
                ],
            )
        });
        let ids = match &self.backend {
            Backend::Sqlite(pool) => commit_sqlite(pool, processed, writes, outbox).await?,
            Backend::Postgres(pool) => commit_postgres(pool, processed, writes, outbox).await?,
        };
        Ok(match ids {
            Some(mut ids) => {
                ids.sort_unstable();
                Committed::Written(ids)
            }
            None => Committed::Duplicate,
        })
    }

    /// Effects written but not yet marked delivered, oldest first.
    pub async fn pending_outbox(&self) -> Result<Vec<(i64, StoredEffect)>, StoreError> {
        let rows: Vec<(i64, String)> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT id, effect FROM outbox WHERE delivered_ms IS NULL ORDER BY id")
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok((r.try_get::<i64, _>("id")?, r.try_get::<String, _>("effect")?)))
                .collect::<Result<Vec<_>, sqlx::Error>>()?
        });
        rows.into_iter()
            .map(|(id, text)| Ok((id, serde_json::from_str(&text)?)))
            .collect()
    }

    /// Marks an outbox row delivered.
    pub async fn mark_delivered(&self, id: i64, now: Millis) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            sqlx::query("UPDATE outbox SET delivered_ms = $1 WHERE id = $2")
                .bind(now)
                .bind(id)
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// Marks several outbox rows delivered (one statement per 500 rows).
    pub async fn mark_delivered_many(&self, ids: &[i64], now: Millis) -> Result<(), StoreError> {
        for chunk in ids.chunks(500) {
            let list: Vec<String> = (0..chunk.len()).map(|i| format!("${}", i + 2)).collect();
            let sql = format!(
                "UPDATE outbox SET delivered_ms = $1 WHERE id IN ({})",
                list.join(", ")
            );
            on_pool!(&self.backend, pool => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(now);
                for id in chunk {
                    query = query.bind(*id);
                }
                query.execute(pool).await?;
            });
        }
        Ok(())
    }

    /// Forgets delivered outbox rows and processed message ids older than `before`
    /// (redeliveries come within minutes; a week's margin is plenty). Game logs are kept.
    pub async fn prune(&self, before: Millis) -> Result<u64, StoreError> {
        on_pool!(&self.backend, pool => {
            let a = sqlx::query("DELETE FROM outbox WHERE delivered_ms IS NOT NULL AND delivered_ms < $1")
                .bind(before)
                .execute(pool)
                .await?;
            let b = sqlx::query("DELETE FROM processed WHERE at_ms < $1")
                .bind(before)
                .execute(pool)
                .await?;
            Ok(a.rows_affected() + b.rows_affected())
        })
    }

    /// Number of events stored for a game (for tests and audits).
    pub async fn event_count(&self, id: GameId) -> Result<i64, StoreError> {
        on_pool!(&self.backend, pool => {
            let n: i64 = sqlx::query("SELECT COUNT(*) AS n FROM game_events WHERE game_id = $1")
                .bind(to_i64(id))
                .fetch_one(pool)
                .await?
                .try_get("n")?;
            Ok(n)
        })
    }

    /// Number of outbox rows, delivered or not (for tests and audits).
    pub async fn outbox_count(&self) -> Result<i64, StoreError> {
        on_pool!(&self.backend, pool => {
            let n: i64 = sqlx::query("SELECT COUNT(*) AS n FROM outbox")
                .fetch_one(pool)
                .await?
                .try_get("n")?;
            Ok(n)
        })
    }

    /// Every server's saved settings (rows of a network this build does not know are
    /// skipped).
    async fn all_guild_settings(
        &self,
    ) -> Result<Vec<(Platform, String, ServerSettings)>, StoreError> {
        let rows: Vec<(String, String, String)> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT platform, guild, data FROM guild_settings ORDER BY platform, guild")
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok::<_, sqlx::Error>((r.try_get("platform")?, r.try_get("guild")?, r.try_get("data")?)))
                .collect::<Result<Vec<_>, _>>()?
        });
        let mut servers = Vec::with_capacity(rows.len());
        for (platform, guild, data) in rows {
            let platform = match platform.as_str() {
                "discord" => Platform::Discord,
                "matrix" => Platform::Matrix,
                "local" => Platform::Local,
                _ => continue,
            };
            servers.push((platform, guild, serde_json::from_str(&data)?));
        }
        Ok(servers)
    }

    /// The settings of a server (defaults when none were saved).
    pub async fn guild_settings(
        &self,
        platform: Platform,
        guild: &str,
    ) -> Result<GuildSettings, StoreError> {
        let data: Option<String> = on_pool!(&self.backend, pool => {
            sqlx::query("SELECT data FROM guild_settings WHERE platform = $1 AND guild = $2")
                .bind(platform.name())
                .bind(guild)
                .fetch_optional(pool)
                .await?
                .map(|r| r.try_get::<String, _>("data"))
                .transpose()?
        });
        match data {
            Some(text) => Ok(serde_json::from_str(&text)?),
            None => Ok(GuildSettings::default()),
        }
    }

    /// Saves the settings of a server.
    pub async fn put_guild_settings(
        &self,
        platform: Platform,
        guild: &str,
        settings: &GuildSettings,
        now: Millis,
    ) -> Result<(), StoreError> {
        let data = serde_json::to_string(settings)?;
        on_pool!(&self.backend, pool => {
            sqlx::query(
                "INSERT INTO guild_settings (platform, guild, data, updated_ms) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (platform, guild) DO UPDATE SET data = excluded.data, updated_ms = excluded.updated_ms",
            )
            .bind(platform.name())
            .bind(guild)
            .bind(data)
            .bind(now)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// The thread of a game, if it has one.
    pub async fn game_thread(
        &self,
        platform: Platform,
        game: GameId,
    ) -> Result<Option<GameThread>, StoreError> {
        self.thread_where(platform, "game_id = $2", ThreadKey::Game(to_i64(game)))
            .await
    }

    /// The game whose thread `thread` is, if any.
    pub async fn thread_game(
        &self,
        platform: Platform,
        thread: &str,
    ) -> Result<Option<GameThread>, StoreError> {
        self.thread_where(
            platform,
            "thread = $2",
            ThreadKey::Thread(thread.to_owned()),
        )
        .await
    }

    async fn thread_where(
        &self,
        platform: Platform,
        condition: &'static str,
        key: ThreadKey,
    ) -> Result<Option<GameThread>, StoreError> {
        let sql = format!(
            "SELECT game_id, channel, thread FROM game_threads WHERE platform = $1 AND {condition}"
        );
        on_pool!(&self.backend, pool => {
            let query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(platform.name());
            let query = match key {
                ThreadKey::Game(id) => query.bind(id),
                ThreadKey::Thread(thread) => query.bind(thread),
            };
            let row = query.fetch_optional(pool).await?;
            match row {
                Some(r) => Ok(Some(GameThread {
                    game: to_u64(r.try_get::<i64, _>("game_id")?),
                    channel: r.try_get("channel")?,
                    thread: r.try_get("thread")?,
                })),
                None => Ok(None),
            }
        })
    }

    /// Records the thread of a game (the first one recorded stays).
    pub async fn put_game_thread(
        &self,
        platform: Platform,
        thread: &GameThread,
    ) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            sqlx::query(
                "INSERT INTO game_threads (platform, game_id, channel, thread) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (platform, game_id) DO NOTHING",
            )
            .bind(platform.name())
            .bind(to_i64(thread.game))
            .bind(&thread.channel)
            .bind(&thread.thread)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Closes the connections.
    pub async fn close(&self) {
        on_pool!(&self.backend, pool => pool.close().await)
    }
}

enum ThreadKey {
    Game(i64),
    Thread(String),
}

fn event_time(event: &GameEvent) -> Millis {
    event.at()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[tokio::test]
    async fn guild_settings_and_game_threads_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("s.db").display());
        let store = Store::connect(&url).await.unwrap();
        let none = store.guild_settings(Platform::Discord, "1").await.unwrap();
        assert_eq!(none, GuildSettings::default());
        let settings = GuildSettings {
            game: Some("hex".into()),
            size: Some(7),
            language: Some("en".into()),
            tournament_channel: Some("9".into()),
            threads: true,
        };
        store
            .put_guild_settings(Platform::Discord, "1", &settings, 5)
            .await
            .unwrap();
        let changed = GuildSettings {
            threads: false,
            ..settings.clone()
        };
        store
            .put_guild_settings(Platform::Discord, "1", &changed, 6)
            .await
            .unwrap();
        assert_eq!(changed.default_words(), ["hex", "7"]);
        // Another network's guild of the same id is another guild.
        let other = store.guild_settings(Platform::Matrix, "1").await.unwrap();
        assert_eq!(other, GuildSettings::default());

        let thread = GameThread {
            game: GameId(3),
            channel: "10".into(),
            thread: "11".into(),
        };
        store
            .put_game_thread(Platform::Discord, &thread)
            .await
            .unwrap();
        // The first thread recorded stays.
        let second = GameThread {
            thread: "12".into(),
            ..thread.clone()
        };
        store
            .put_game_thread(Platform::Discord, &second)
            .await
            .unwrap();
        store.close().await;

        // Reopened (migrations are not run twice), everything is still there.
        let store = Store::connect(&url).await.unwrap();
        let again = store.guild_settings(Platform::Discord, "1").await.unwrap();
        assert_eq!(again, changed);
        let by_game = store
            .game_thread(Platform::Discord, GameId(3))
            .await
            .unwrap();
        assert_eq!(by_game, Some(thread.clone()));
        let by_thread = store.thread_game(Platform::Discord, "11").await.unwrap();
        assert_eq!(by_thread, Some(thread));
        assert_eq!(
            store.thread_game(Platform::Discord, "12").await.unwrap(),
            None
        );
        assert_eq!(
            store
                .game_thread(Platform::Matrix, GameId(3))
                .await
                .unwrap(),
            None
        );
    }

    #[test]
    fn placeholders_shift_for_a_joined_batch() {
        assert_eq!(
            shift_placeholders("UPDATE t SET a = $1, b = $12 WHERE id = $2", 10),
            "UPDATE t SET a = $11, b = $22 WHERE id = $12"
        );
        assert_eq!(shift_placeholders("SELECT 1", 3), "SELECT 1");
        assert_eq!(shift_placeholders("x$", 3), "x$");
    }
}
