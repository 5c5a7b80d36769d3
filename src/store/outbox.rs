//! The outbox: effects written with the changes that caused them, sent, then marked; and the
//! pruning of what is no longer needed.

use sqlx::Row;

use super::{Backend, Store, StoreError};
use crate::core::{Millis, StoredEffect};

impl Store {
    /// Effects written but not yet marked delivered, oldest first: `(id, created_ms, effect)`.
    /// On PostgreSQL only the rows this process may deliver, which it claims: those of the
    /// networks it delivers to that no live process is delivering (`cluster.rs`).
    pub async fn pending_outbox(&self) -> Result<Vec<(i64, Millis, StoredEffect)>, StoreError> {
        let claimed = match (&self.backend, &self.cluster) {
            (Backend::Postgres(pool), Some(cluster)) => Some(cluster.claim_pending(pool).await?),
            _ => None,
        };
        let rows: Vec<(i64, Millis, String)> = if let Some(rows) = claimed {
            rows
        } else {
            on_pool!(&self.backend, pool => {
                let rows = sqlx::query(
                    "SELECT id, created_ms, effect FROM outbox WHERE delivered_ms IS NULL ORDER BY id",
                )
                .fetch_all(pool)
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok((
                            r.try_get::<i64, _>("id")?,
                            r.try_get::<i64, _>("created_ms")?,
                            r.try_get::<String, _>("effect")?,
                        ))
                    })
                    .collect::<Result<Vec<_>, sqlx::Error>>()?
            })
        };
        rows.into_iter()
            .map(|(id, created, text)| Ok((id, created, serde_json::from_str(&text)?)))
            .collect()
    }

    /// Marks outbox rows delivered: one statement (one transaction) per 500 rows.
    pub async fn mark_delivered(&self, ids: &[i64], now: Millis) -> Result<(), StoreError> {
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

    /// Forgets delivered outbox rows, processed message ids and the record of changes older
    /// than `before` (redeliveries come within minutes; a week's margin is plenty). Game logs
    /// are kept.
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
            // Every live process reads the changes within seconds (each clock round).
            let c = sqlx::query("DELETE FROM changes WHERE at_ms < $1")
                .bind(before)
                .execute(pool)
                .await?;
            Ok(a.rows_affected() + b.rows_affected() + c.rows_affected())
        })
    }

    /// The undelivered outbox rows of every process: how many, and when the oldest was written
    /// (`None` when there is none). Read for `/metrics`; the `outbox_pending` index serves it.
    pub async fn outbox_backlog(&self) -> Result<(i64, Option<Millis>), StoreError> {
        on_pool!(&self.backend, pool => {
            let row = sqlx::query(
                "SELECT COUNT(*) AS n, MIN(created_ms) AS oldest FROM outbox WHERE delivered_ms IS NULL",
            )
            .fetch_one(pool)
            .await?;
            Ok((row.try_get("n")?, row.try_get("oldest")?))
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
}
