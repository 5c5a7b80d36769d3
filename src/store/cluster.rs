//! Several bot processes on one PostgreSQL database: who is alive, who may write, who runs
//! the clocks, what changed, and whose outbox rows are whose.
//!
//! - **Presence.** Each process holds a session-level advisory lock `(PROCESS, n)` on a
//!   connection of its own for as long as it lives; `n` is its process number. When the
//!   process dies (even by `kill -9`) its connection closes and the lock goes with it, so
//!   `pg_locks` is the list of live processes, with no heartbeat and no clock to agree on.
//! - **Writes** take a transaction-scoped advisory lock per thing they change (a game, a
//!   challenge, a tournament, a server's settings, a player's language or rating:
//!   [`WriteKey`]), in one global order, so two processes writing different games never wait
//!   for each other. Under those locks the commit checks that no other process changed any of
//!   them since this one last took them in (a `changes` row newer than the one it knows);
//!   if one did, nothing is written and the writer reloads exactly those and plans again
//!   ([`super::Committed::Stale`]). The unique `(game_id, seq)` key stays the last guard.
//! - **What changed** is the `changes` table: one row per key a commit changed. Commits no
//!   longer happen in `seq` order (a row numbered earlier may commit later), so a reader keeps
//!   the numbers it skipped and looks for them again for a while ([`Cluster::changes_since`]).
//! - **Leases** (the clocks, the Matrix account) are advisory locks on the presence
//!   connection: exactly one live process holds each, and a standby that asks again after
//!   the holder died gets it.
//! - **Outbox rows** carry the process delivering them (`claimed_by`); a row whose process is
//!   gone, or that nobody could deliver when it was written, is claimed by a process that can.
//!   New unclaimed rows are announced with `NOTIFY` on [`OUTBOX_CHANNEL`].

use std::sync::atomic::{AtomicI64, Ordering};

use sqlx::{
    postgres::{PgConnection, PgPool},
    Row,
};
use tokio::sync::Mutex;

use super::StoreError;
use crate::core::{Millis, Platform, WriteKey};
use crate::sync::LockedRw;

/// The namespace of the processes' presence locks (second key: the process number).
pub(super) const PROCESS: i32 = 0x4858_0002;
/// The namespace of the leases (second key: [`Lease::key`]).
const LEASE: i32 = 0x4858_0003;

/// The channel on which a commit that leaves outbox rows for another process says so.
pub const OUTBOX_CHANNEL: &str = "hextable_outbox";

/// A duty that one live process at a time performs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lease {
    /// The game clocks, expiries and tournament rounds ([`crate::runtime::Service::tick`]).
    Clocks,
    /// The Matrix account: its sync and its end-to-end keys may be used by one process.
    MatrixAccount,
}

impl Lease {
    /// Every lease, in a fixed order.
    pub const ALL: [Lease; 2] = [Lease::Clocks, Lease::MatrixAccount];

    /// The lease's name for operators (`/healthz`).
    pub fn name(self) -> &'static str {
        match self {
            Lease::Clocks => "clocks",
            Lease::MatrixAccount => "matrix_account",
        }
    }

    fn key(self) -> i32 {
        match self {
            Lease::Clocks => 1,
            Lease::MatrixAccount => 2,
        }
    }
}

/// One changed thing, as [`Cluster::changes_since`] reads it back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// Its place in commit order.
    pub seq: i64,
    /// The process number that wrote it.
    pub origin: i64,
    /// What kind of thing changed (`game`, `challenge`, `tournament`, `server`, `language`,
    /// `rating`).
    pub kind: String,
    /// Which one (`commit.rs` says how each kind is written).
    pub key: String,
}

/// This process's place among the processes sharing a PostgreSQL database.
#[derive(Debug)]
pub struct Cluster {
    /// The process number (the second key of its presence lock).
    me: AtomicI64,
    /// The connection holding the presence lock and the leases; `None` after it was lost.
    presence: Mutex<Presence>,
    /// The networks this process delivers to (their adapters are attached here); `None`
    /// until an adapter says: every network (a service used on its own, as tests do).
    deliverable: std::sync::RwLock<Option<Vec<Platform>>>,
}

#[derive(Debug, Default)]
struct Presence {
    conn: Option<PgConnection>,
    held: Vec<Lease>,
}

impl Cluster {
    /// Joins: takes a free process number and holds its presence lock.
    pub(super) async fn join(pool: &PgPool) -> Result<Self, StoreError> {
        let cluster = Self {
            me: AtomicI64::new(0),
            presence: Mutex::new(Presence::default()),
            deliverable: std::sync::RwLock::new(None),
        };
        let mut presence = cluster.presence.lock().await;
        cluster.connect(pool, &mut presence).await?;
        drop(presence);
        Ok(cluster)
    }

    /// Opens the presence connection and takes a process number on it (a random one, tried
    /// until a free one is found: numbers are never reused while their process lives).
    async fn connect(&self, pool: &PgPool, presence: &mut Presence) -> Result<(), StoreError> {
        let mut conn = pool.acquire().await?.detach();
        loop {
            let candidate = i64::from(rand_number());
            let free: bool = sqlx::query("SELECT pg_try_advisory_lock($1, $2) AS free")
                .bind(PROCESS)
                .bind(i32::try_from(candidate).unwrap_or(1))
                .fetch_one(&mut conn)
                .await?
                .try_get("free")?;
            if free {
                self.me.store(candidate, Ordering::Relaxed);
                break;
            }
        }
        presence.conn = Some(conn);
        presence.held.clear();
        Ok(())
    }

    /// Leaves: closes the presence connection, which frees the process number and every
    /// lease at once (as a process's death does).
    pub(super) async fn leave(&self, pool: &PgPool) {
        // Rows claimed and not delivered are given back at once (a dead process's wait
        // until the database notices it is gone).
        let freed = sqlx::query(
            "UPDATE outbox SET claimed_by = NULL WHERE delivered_ms IS NULL AND claimed_by = $1",
        )
        .bind(self.me())
        .execute(pool)
        .await;
        if let Err(error) = freed {
            tracing::warn!(%error, "giving back the outbox rows of a leaving process");
        }
        let mut presence = self.presence.lock().await;
        presence.held.clear();
        if let Some(mut conn) = presence.conn.take() {
            use sqlx::Connection;
            // Freed now, before this returns: the next process need not wait for PostgreSQL
            // to see the connection close.
            if let Err(error) = sqlx::query("SELECT pg_advisory_unlock_all()")
                .execute(&mut conn)
                .await
            {
                tracing::debug!(%error, "releasing the leases");
            }
            if let Err(error) = conn.close().await {
                tracing::debug!(%error, "closing the presence connection");
            }
        }
    }

    /// This process's number.
    pub fn me(&self) -> i64 {
        self.me.load(Ordering::Relaxed)
    }

    /// Whether this process delivers to `platform`.
    pub(super) fn delivers(&self, platform: Platform) -> bool {
        self.deliverable
            .read()
            .is_ok_and(|list| list.as_ref().is_none_or(|list| list.contains(&platform)))
    }

    /// From now on this process delivers to no network until one is added (a pump runs it:
    /// networks are added as their adapters attach).
    pub(super) fn deliver_to_none(&self) {
        {
            let mut list = self.deliverable.write_locked();
            list.get_or_insert_with(Vec::new);
        }
    }

    /// Says whether this process delivers to `platform` from now on.
    pub(super) fn set_delivers(&self, platform: Platform, delivers: bool) {
        {
            let mut list = self.deliverable.write_locked();
            let list = list.get_or_insert_with(Vec::new);
            list.retain(|p| *p != platform);
            if delivers {
                list.push(platform);
            }
        }
    }

    /// Claims the undelivered outbox rows this process can deliver and nobody live is
    /// delivering: unclaimed ones, its own, and those of processes that died. Oldest first.
    pub(super) async fn claim_pending(
        &self,
        pool: &PgPool,
    ) -> Result<Vec<(i64, Millis, String)>, StoreError> {
        let platforms: Vec<String> = [Platform::Discord, Platform::Matrix, Platform::Local]
            .into_iter()
            .filter(|p| self.delivers(*p))
            .map(|p| p.name().to_owned())
            .collect();
        if platforms.is_empty() {
            return Ok(Vec::new());
        }
        // A claimer is alive while its presence lock is held (in this database).
        let rows = sqlx::query(
            "UPDATE outbox SET claimed_by = $1 WHERE id IN ( \
               SELECT o.id FROM outbox o \
               WHERE o.delivered_ms IS NULL \
                 AND (o.platform IS NULL OR o.platform = ANY($2)) \
                 AND (o.claimed_by IS NULL OR o.claimed_by = $1 OR NOT EXISTS ( \
                   SELECT 1 FROM pg_locks l \
                   WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2 \
                     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) \
                     AND l.classid = CAST($3 AS oid) AND l.objid = CAST(o.claimed_by AS oid))) \
               FOR UPDATE SKIP LOCKED) \
             RETURNING id, created_ms, effect",
        )
        .bind(self.me())
        .bind(&platforms)
        .bind(i64::from(PROCESS))
        .fetch_all(pool)
        .await?;
        let mut out = rows
            .iter()
            .map(|r| {
                Ok((
                    r.try_get("id")?,
                    r.try_get("created_ms")?,
                    r.try_get("effect")?,
                ))
            })
            .collect::<Result<Vec<(i64, Millis, String)>, sqlx::Error>>()?;
        out.sort_unstable_by_key(|(id, _, _)| *id);
        Ok(out)
    }

    /// Gives back the undelivered rows of `platform` this process claimed (it no longer
    /// delivers there), and announces them to the others.
    pub(super) async fn unclaim(
        &self,
        pool: &PgPool,
        platform: Platform,
    ) -> Result<(), StoreError> {
        let mut tx = pool.begin().await?;
        let freed = sqlx::query(
            "UPDATE outbox SET claimed_by = NULL WHERE delivered_ms IS NULL AND claimed_by = $1 AND platform = $2",
        )
        .bind(self.me())
        .bind(platform.name())
        .execute(&mut *tx)
        .await?;
        if freed.rows_affected() > 0 {
            sqlx::query("SELECT pg_notify($1, '')")
                .bind(OUTBOX_CHANNEL)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Whether this process holds `lease`, taking it if it is free. A lost presence
    /// connection loses every lease; it is opened again here (under a new number if the old
    /// one was taken meanwhile), and the lease asked for again.
    pub(super) async fn hold(&self, pool: &PgPool, lease: Lease) -> Result<bool, StoreError> {
        let mut presence = self.presence.lock().await;
        if let Some(conn) = presence.conn.as_mut() {
            let alive = sqlx::query("SELECT 1").execute(&mut *conn).await.is_ok();
            if !alive {
                tracing::warn!("the presence connection was lost; every lease with it");
                presence.conn = None;
                presence.held.clear();
            }
        }
        if presence.conn.is_none() {
            self.connect(pool, &mut presence).await?;
        }
        if presence.held.contains(&lease) {
            return Ok(true);
        }
        let Some(conn) = presence.conn.as_mut() else {
            return Ok(false);
        };
        let got: bool = sqlx::query("SELECT pg_try_advisory_lock($1, $2) AS got")
            .bind(LEASE)
            .bind(lease.key())
            .fetch_one(&mut *conn)
            .await?
            .try_get("got")?;
        if got {
            tracing::info!(?lease, process = self.me(), "took the lease");
            presence.held.push(lease);
        }
        Ok(got)
    }

    /// The leases this process holds now, as far as it knows, without asking for any (the
    /// next [`Cluster::hold`] finds out whether the presence connection still lives).
    pub(super) async fn held(&self) -> Vec<Lease> {
        let presence = self.presence.lock().await;
        if presence.conn.is_none() {
            return Vec::new();
        }
        presence.held.clone()
    }

    /// The newest change's number (0: none yet).
    pub(super) async fn latest_change(&self, pool: &PgPool) -> Result<i64, StoreError> {
        let seq: Option<i64> = sqlx::query("SELECT MAX(seq) AS m FROM changes")
            .fetch_one(pool)
            .await?
            .try_get("m")?;
        Ok(seq.unwrap_or(0))
    }

    /// The changes committed after `seq`, and those numbered `missed` (rows skipped by an
    /// earlier read because their transaction had not committed yet), in number order.
    pub(super) async fn changes_since(
        &self,
        pool: &PgPool,
        seq: i64,
        missed: &[i64],
    ) -> Result<Vec<Change>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, origin, kind, key FROM changes WHERE seq > $1 OR seq = ANY($2) ORDER BY seq",
        )
        .bind(seq)
        .bind(missed)
        .fetch_all(pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Change {
                    seq: row.try_get("seq")?,
                    origin: row.try_get("origin")?,
                    kind: row.try_get("kind")?,
                    key: row.try_get("key")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }
}

/// The advisory lock of one key (64-bit form; the presence and lease locks use the two-key
/// form, a separate space): a hash of its kind and text. Two keys sharing a lock only wait
/// for each other.
pub(super) fn key_lock(key: &WriteKey) -> i64 {
    let text = format!("{}\u{1f}{}", key.kind(), key.text());
    xxhash_rust::xxh3::xxh3_64(text.as_bytes()) as i64
}

/// Inside a commit's transaction: takes the locks of `keys` (in the order of their numbers,
/// the same in every process, so two commits never wait for each other in a circle), then
/// returns the keys of `basis` that another process changed after the change this one knows
/// (with the newest such change's number).
pub(super) async fn lock_and_check(
    conn: &mut PgConnection,
    me: i64,
    keys: &[WriteKey],
    basis: &[(WriteKey, i64)],
) -> Result<Vec<(WriteKey, i64)>, StoreError> {
    let mut locks: Vec<i64> = keys.iter().map(key_lock).collect();
    locks.sort_unstable();
    locks.dedup();
    for lock in locks {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(lock)
            .execute(&mut *conn)
            .await?;
    }
    if basis.is_empty() {
        return Ok(Vec::new());
    }
    let kinds: Vec<&str> = basis.iter().map(|(k, _)| k.kind()).collect();
    let texts: Vec<String> = basis.iter().map(|(k, _)| k.text()).collect();
    let rows = sqlx::query(
        "SELECT c.kind, c.key, MAX(c.seq) AS m FROM changes c \
         JOIN unnest($2::text[], $3::text[]) AS k(kind, key) ON c.kind = k.kind AND c.key = k.key \
         WHERE c.origin <> $1 GROUP BY c.kind, c.key",
    )
    .bind(me)
    .bind(&kinds)
    .bind(&texts)
    .fetch_all(&mut *conn)
    .await?;
    let mut stale = Vec::new();
    for row in rows {
        let kind: String = row.try_get("kind")?;
        let text: String = row.try_get("key")?;
        let newest: i64 = row.try_get("m")?;
        let Some(key) = WriteKey::parse(&kind, &text) else {
            continue;
        };
        let known = basis
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(i64::MAX, |(_, seq)| *seq);
        if newest > known {
            stale.push((key, newest));
        }
    }
    Ok(stale)
}

/// A random positive `i32` for a process number (from the clock and the process id: no
/// generator is needed for a number that only has to differ from the live ones, which the
/// lock checks).
fn rand_number() -> i32 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(since.as_nanos());
    }
    let bits = (hasher.finish() & 0x7fff_ffff) as i32;
    bits.max(1)
}
