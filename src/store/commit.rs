//! Writing a plan: its games, events and challenges, the results of the games it ends
//! (`ratings.rs`), its effects (to the outbox) and the message id that caused it, in one
//! transaction.

use sqlx::{postgres::PgPool, sqlite::SqlitePool, Row};

use super::{
    statement::{placeholders, Statement, Value},
    to_i64, Backend, Store, StoreError,
};
use crate::core::{ChallengeChange, GameEvent, Millis, Plan, Platform, WriteKey};

/// Result of writing a plan.
#[derive(Debug, PartialEq, Eq)]
pub enum Committed {
    /// Written; the outbox ids of the plan's effects, in order.
    Written(Vec<i64>),
    /// The message id was already processed: nothing was written.
    Duplicate,
    /// Another process changed some of the plan's keys after the change the plan was made
    /// from (PostgreSQL): nothing was written. Each key comes with the number of the newest
    /// change to it; reload them and plan again.
    Stale(Vec<(WriteKey, i64)>),
}

/// What a PostgreSQL commit locks and checks: this process's number, the keys to lock, and
/// the keys whose newest change from another process must not be newer than the one given.
struct Guard<'a> {
    me: i64,
    keys: Vec<WriteKey>,
    basis: &'a [(WriteKey, i64)],
}

/// What [`commit_postgres`] found.
enum Outcome {
    Written(Vec<i64>),
    Duplicate,
    Stale(Vec<(WriteKey, i64)>),
}

/// A `sqlx::query` for `sql` with `values` bound in order.
macro_rules! bound {
    ($sql:expr, $values:expr) => {{
        let mut query = sqlx::query(sqlx::AssertSqlSafe($sql));
        for value in $values {
            query = match *value {
                Value::Int(v) => query.bind(v),
                Value::MaybeInt(v) => query.bind(v),
                Value::Float(v) => query.bind(v),
                Value::MaybeFloat(v) => query.bind(v),
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
    guard: Option<Guard<'_>>,
    writes: Vec<Statement<'_>>,
    outbox: Option<Statement<'_>>,
    announce: bool,
) -> Result<Outcome, StoreError> {
    let mut tx = pool.begin().await?;
    if let Some(processed) = processed {
        let sql = format!("{} ON CONFLICT DO NOTHING", processed.sql);
        let done = bound!(sql, &processed.values).execute(&mut *tx).await?;
        if done.rows_affected() == 0 {
            tx.rollback().await?;
            return Ok(Outcome::Duplicate);
        }
    }
    if let Some(guard) = guard {
        let stale =
            super::cluster::lock_and_check(&mut tx, guard.me, &guard.keys, guard.basis).await?;
        if !stale.is_empty() {
            tx.rollback().await?;
            return Ok(Outcome::Stale(stale));
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
    if announce {
        // Sent at commit, and only if it commits.
        sqlx::query("SELECT pg_notify($1, '')")
            .bind(super::OUTBOX_CHANNEL)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(Outcome::Written(ids))
}

impl Store {
    /// Writes a plan's changes, its effects (to the outbox) and the message id, all in one
    /// transaction. A message id seen before writes nothing.
    pub async fn commit(
        &self,
        plan: &Plan,
        processed: Option<(Platform, &str)>,
        now: Millis,
    ) -> Result<Committed, StoreError> {
        self.commit_checked(plan, processed, now, &[]).await
    }

    /// [`Store::commit`] for a plan made from what this process knew of `basis`: each key
    /// with the number of the newest change of another process it had taken in. On
    /// PostgreSQL the plan's keys are locked for the transaction and a key another process
    /// changed since is refused ([`Committed::Stale`]); on SQLite, one process, it is only
    /// written.
    pub async fn commit_checked(
        &self,
        plan: &Plan,
        processed: Option<(Platform, &str)>,
        now: Millis,
        basis: &[(WriteKey, i64)],
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
                change.is_new.then(|| meta.link.clone()),
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
        let tournaments = plan
            .tournaments
            .iter()
            .map(super::tournaments::encode)
            .collect::<Result<Vec<_>, serde_json::Error>>()?;
        let mut writes = Vec::new();
        for (id, platform, channel, status, meta, events, new) in &games {
            // A new game is a plain insert: a number taken meanwhile by another process
            // fails the transaction instead of overwriting that game.
            writes.push(if new.is_some() {
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
            // Its web page's token, with it (`src/core/link.rs`).
            if let Some(Some(token)) = new {
                writes.push(Statement::new(
                    "INSERT INTO web_links (token, game_id) VALUES ($1, $2)",
                    vec![Value::Text(token), Value::Int(*id)],
                ));
            }
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
                super::settings::UPSERT_GUILD_SETTINGS,
                vec![
                    Value::Text(platform),
                    Value::Text(server),
                    Value::Text(data),
                    Value::Int(now),
                ],
            ));
        }
        for change in &plan.languages {
            let (platform, user) = (change.user.platform.name(), change.user.id.as_str());
            writes.push(match change.lang {
                Some(lang) => Statement::new(
                    super::settings::UPSERT_PLAYER_LANGUAGE,
                    vec![
                        Value::Text(platform),
                        Value::Text(user),
                        Value::Text(lang.code()),
                        Value::Int(now),
                    ],
                ),
                None => Statement::new(
                    super::settings::DELETE_PLAYER_LANGUAGE,
                    vec![Value::Text(platform), Value::Text(user)],
                ),
            });
        }
        for change in &plan.locales {
            let (platform, subject, id) = super::settings::locale_key(&change.of);
            writes.push(Statement::new(
                super::settings::UPSERT_REPORTED_LOCALE,
                vec![
                    Value::Text(platform),
                    Value::Text(subject),
                    Value::Text(id),
                    Value::Text(change.lang.code()),
                    Value::Int(now),
                ],
            ));
        }
        // The results of the games the plan ends, in the same transaction: a game's end and
        // its rating change are written together or not at all.
        for record in &plan.records {
            writes.extend(super::ratings::result_statements(record));
        }
        // After the games: a new round's boards name the games it started.
        for tournament in &tournaments {
            writes.extend(tournament.statements(now));
        }
        // Several processes on one database: what this plan changed, for the others to reload
        // before they plan from their memory (`cluster.rs`).
        let changed: Vec<(&'static str, String)> = match self.process() {
            Some(_) => plan
                .changed_keys()
                .iter()
                .map(|key| (key.kind(), key.text()))
                .collect(),
            None => Vec::new(),
        };
        if let Some(me) = self.process().filter(|_| !changed.is_empty()) {
            writes.push(Statement::new(
                format!(
                    "INSERT INTO changes (origin, kind, key, at_ms) VALUES {}",
                    placeholders(changed.len(), 4)
                ),
                changed
                    .iter()
                    .flat_map(|(kind, key)| {
                        [
                            Value::Int(me),
                            Value::Text(kind),
                            Value::Text(key),
                            Value::Int(now),
                        ]
                    })
                    .collect(),
            ));
        }
        // Each row is claimed by this process if it can deliver it (its network is attached
        // here); the others are left to a process that can, and announced.
        let claims: Vec<(&'static str, Option<i64>)> = plan
            .effects
            .iter()
            .map(|e| {
                let platform = e.platform();
                (
                    platform.name(),
                    self.process().filter(|_| self.delivers(platform)),
                )
            })
            .collect();
        let announce = self.process().is_some() && claims.iter().any(|(_, by)| by.is_none());
        // One statement for all rows. Ids come from the database (several processes may share
        // it); a statement numbers its rows in order, so sorted ids match effects.
        let outbox = (!effects.is_empty()).then(|| {
            Statement::new(
                format!(
                    "INSERT INTO outbox (effect, created_ms, platform, claimed_by) VALUES {} RETURNING id",
                    placeholders(effects.len(), 4)
                ),
                effects
                    .iter()
                    .zip(&claims)
                    .flat_map(|(e, (platform, by))| {
                        [Value::Text(e), Value::Int(now), Value::Text(platform), Value::MaybeInt(*by)]
                    })
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
        let outcome = match &self.backend {
            Backend::Sqlite(pool) => match commit_sqlite(pool, processed, writes, outbox).await? {
                Some(ids) => Outcome::Written(ids),
                None => Outcome::Duplicate,
            },
            Backend::Postgres(pool) => {
                let guard = self.process().map(|me| {
                    let mut keys: Vec<WriteKey> = plan.write_keys().into_iter().collect();
                    keys.extend(basis.iter().map(|(k, _)| k.clone()));
                    Guard { me, keys, basis }
                });
                commit_postgres(pool, processed, guard, writes, outbox, announce).await?
            }
        };
        Ok(match outcome {
            Outcome::Written(mut ids) => {
                ids.sort_unstable();
                Committed::Written(ids)
            }
            Outcome::Duplicate => Committed::Duplicate,
            Outcome::Stale(keys) => Committed::Stale(keys),
        })
    }
}

fn event_time(event: &GameEvent) -> Millis {
    event.at()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

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
