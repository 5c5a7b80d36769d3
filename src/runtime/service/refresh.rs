//! Bringing this process's memory up to date with what other processes committed (several
//! processes on one PostgreSQL database, `store/cluster.rs`): before it plans, a process reads
//! the `changes` rows written since it last looked. The games it has in memory are only
//! marked stale, and read again (their new events only) when it is about to write or show
//! one, or at the clock's next round; challenges, tournaments, settings, languages, ratings
//! and games it does not have are reloaded at once, each under its writer. A key whose writer
//! is busy is tried again at the next look (and that writer's commit, planned from the older
//! state, is refused and reloads it itself). On SQLite there are none.
//!
//! Commits do not happen in `changes.seq` order (each locks only its own keys), so a row may
//! become visible after rows numbered later: the numbers a look skipped are looked for again,
//! for [`MISSED_FOR`].

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::atomic::Ordering,
    time::{Duration, Instant},
};

use super::{read_ratings, Service};
use crate::sync::Locked;
use crate::{
    core::{Core, GameEvent, GameId, Millis, Status, Table, WriteKey},
    store::StoreError,
};

/// How long a skipped change number is looked for: far longer than a commit takes; after that
/// it belonged to a transaction that was rolled back (a sequence number is never given twice).
const MISSED_FOR: Duration = Duration::from_secs(120);

/// The most skipped numbers kept (a burst of failed transactions must not grow it for ever).
const MISSED_MAX: usize = 10_000;

/// Where the last look at the `changes` rows stopped.
#[derive(Debug)]
pub(super) struct Cursor {
    /// The newest change number seen.
    seen: i64,
    /// Numbers below it not seen yet, with when they were first missed.
    missed: BTreeMap<i64, Instant>,
    /// Keys changed elsewhere whose writer was busy at the last look, with the newest change.
    busy: BTreeMap<WriteKey, i64>,
}

impl Cursor {
    /// A cursor after every change up to `seen`.
    pub(super) fn new(seen: i64) -> Self {
        Self {
            seen,
            missed: BTreeMap::new(),
            busy: BTreeMap::new(),
        }
    }
}

impl Service {
    /// Reloads what other processes changed since this one last looked. Called holding no
    /// writer (it takes those of the keys it reloads, skipping busy ones).
    pub(super) async fn refresh(&self, now: Millis) -> Result<(), StoreError> {
        self.latest_now.fetch_max(now, Ordering::Relaxed);
        let Some(me) = self.store.process() else {
            return Ok(());
        };
        let mut cursor = self.refreshing.lock().await;
        let missed: Vec<i64> = cursor.missed.keys().copied().collect();
        let changes = self.store.changes_since(cursor.seen, &missed).await?;
        let mut newest: BTreeMap<WriteKey, i64> = std::mem::take(&mut cursor.busy);
        let before = cursor.seen;
        let mut seen_now = BTreeSet::new();
        for change in &changes {
            seen_now.insert(change.seq);
            cursor.missed.remove(&change.seq);
            cursor.seen = cursor.seen.max(change.seq);
            // This process's own rows are in its memory already (applied after their commit).
            if change.origin == me {
                continue;
            }
            match WriteKey::parse(&change.kind, &change.key) {
                Some(key) => {
                    let seq = newest.entry(key).or_insert(change.seq);
                    *seq = (*seq).max(change.seq);
                }
                None => {
                    tracing::warn!(kind = %change.kind, "a change this build cannot read; skipped")
                }
            }
        }
        let at = Instant::now();
        for seq in (before + 1)..cursor.seen {
            if !seen_now.contains(&seq) && cursor.missed.len() < MISSED_MAX {
                cursor.missed.insert(seq, at);
            }
        }
        cursor
            .missed
            .retain(|_, first| first.elapsed() < MISSED_FOR);
        if newest.is_empty() {
            return Ok(());
        }
        // A game in memory is only marked: it is read again when this process is about to
        // write or show it (`Service::write`, `Service::pending`) or at the clock's next round
        // (`Service::catch_up`), once however many moves were played elsewhere meanwhile. A
        // game memory does not have (started elsewhere) is read now: a command in its channel
        // must find it.
        {
            let mut memory = self.memory.lock().await;
            newest.retain(|key, seq| match key {
                WriteKey::Game(id) if memory.core.table(*id).is_some() => {
                    memory.mark_stale(*id, *seq);
                    false
                }
                _ => true,
            });
        }
        if newest.is_empty() {
            return Ok(());
        }
        // Each key under its writer; busy ones wait for the next look.
        let mut held = Vec::new();
        let mut wanted = BTreeMap::new();
        let mut busy_games = Vec::new();
        for (key, seq) in newest {
            match self.writers.try_lock(&key) {
                Some(writer) => {
                    held.push(writer);
                    wanted.insert(key, seq);
                }
                None => {
                    if let WriteKey::Game(id) = key {
                        busy_games.push((id, seq));
                    }
                    cursor.busy.insert(key, seq);
                }
            }
        }
        if !busy_games.is_empty() {
            // A game new to this process whose writer is busy is being loaded by another task
            // of this process, maybe from before this change: marked, so that the next
            // command waits for that load and reads what it missed (`Memory::stale_unknown`).
            let mut memory = self.memory.lock().await;
            for (id, seq) in busy_games {
                memory.mark_stale(id, seq);
            }
        }
        // The cursor is held until memory has what was read: a refresh running beside this one
        // finds nothing new after the cursor, so returning early would let its command be
        // planned from a memory that does not have these changes yet.
        let reloaded = self.reload(&wanted, now).await;
        drop(cursor);
        // The writers are let go only once memory has what was read.
        drop(held);
        reloaded
    }

    /// Reads again every stale game whose writer is free (called by the clock's round, in
    /// every process): memory catches up once a round with what was played elsewhere.
    pub(super) async fn catch_up(&self, now: Millis) -> Result<(), StoreError> {
        let stale = self.memory.lock().await.stale_games();
        if stale.is_empty() {
            return Ok(());
        }
        let mut held = Vec::new();
        let mut wanted = BTreeMap::new();
        for (key, seq) in stale {
            if let Some(writer) = self.writers.try_lock(&key) {
                held.push(writer);
                wanted.insert(key, seq);
            }
        }
        let reloaded = self.reload(&wanted, now).await;
        drop(held);
        reloaded
    }

    /// Reads again those of `games` that are stale, and loads those memory does not have;
    /// the caller holds their writers.
    pub(super) async fn bring_current(
        &self,
        games: &BTreeSet<GameId>,
        now: Millis,
    ) -> Result<(), StoreError> {
        let (stale, missing): (Vec<(WriteKey, i64)>, Vec<GameId>) = {
            let memory = self.memory.lock().await;
            let keys = games.iter().map(|&id| WriteKey::Game(id)).collect();
            let missing = games
                .iter()
                .copied()
                .filter(|&id| memory.core.table(id).is_none())
                .collect();
            (memory.stale_among(&keys), missing)
        };
        for id in missing {
            self.ensure_loaded(id).await?;
        }
        if stale.is_empty() {
            return Ok(());
        }
        self.reload_stale(&stale, now).await
    }

    /// Reloads `stale` (keys with the newest change of another process), whose writers the
    /// caller holds: a commit found them changed since its plan was made.
    pub(super) async fn reload_stale(
        &self,
        stale: &[(crate::core::WriteKey, i64)],
        now: Millis,
    ) -> Result<(), StoreError> {
        let wanted: BTreeMap<WriteKey, i64> = stale.iter().cloned().collect();
        self.reload(&wanted, now).await
    }

    /// Reads `games` as they are stored now: for a game in memory only the events after the
    /// ones memory has (the log is append-only), replayed onto memory's, outside the lock.
    async fn read_games(&self, games: &[GameId]) -> Result<Vec<Table>, StoreError> {
        if games.is_empty() {
            return Ok(Vec::new());
        }
        let known: Vec<(GameId, usize)> = {
            let memory = self.memory.lock().await;
            games
                .iter()
                .map(|&id| (id, memory.core.table(id).map_or(0, |t| t.events.len())))
                .collect()
        };
        let news = self.store.load_game_news(&known).await?;
        let prefixes: Vec<Option<Vec<GameEvent>>> = {
            let memory = self.memory.lock().await;
            news.iter()
                .map(|n| {
                    memory
                        .core
                        .table(n.meta.id)
                        .filter(|t| t.events.len() >= n.from)
                        .map(|t| t.events[..n.from].to_vec())
                })
                .collect()
        };
        let mut tables = Vec::with_capacity(news.len());
        for (news, prefix) in news.into_iter().zip(prefixes) {
            let id = news.meta.id;
            let table = match prefix {
                Some(mut events) => {
                    events.extend(news.events);
                    Table::from_parts(news.meta, events).map_err(|e| StoreError::Replay(id, e))
                }
                // Memory let go of it meanwhile: the whole game.
                None if news.from > 0 => match self.store.load_game(id).await? {
                    Some(table) => Ok(table),
                    None => continue,
                },
                None => {
                    Table::from_parts(news.meta, news.events).map_err(|e| StoreError::Replay(id, e))
                }
            };
            tables.push(table?);
        }
        Ok(tables)
    }

    /// Reads `wanted` from the store and puts them in memory, noting each key's newest
    /// change. The caller holds their writers. The ratings of the active
    /// games reloaded are read too, and kept unless memory has them already.
    async fn reload(
        &self,
        wanted: &BTreeMap<WriteKey, i64>,
        now: Millis,
    ) -> Result<(), StoreError> {
        let games: Vec<GameId> = wanted
            .keys()
            .filter_map(|k| match k {
                WriteKey::Game(id) => Some(*id),
                _ => None,
            })
            .collect();
        let tables = self.read_games(&games).await?;
        let mut challenges = Vec::new();
        let mut tournaments = Vec::new();
        let mut servers = Vec::new();
        let mut languages = Vec::new();
        let mut ratings = Vec::new();
        for key in wanted.keys() {
            match key {
                WriteKey::Game(_) => {}
                WriteKey::Challenge(id) => {
                    challenges.push((*id, self.store.load_challenge(*id).await?));
                }
                WriteKey::Tournament(id) => {
                    if let Some(record) = self.store.load_tournament(*id).await? {
                        tournaments.push(record);
                    }
                }
                WriteKey::Server(platform, server) => {
                    let settings = self.store.guild_settings(*platform, server).await?;
                    servers.push((*platform, server.clone(), settings));
                }
                WriteKey::Language(user) => languages.push(user.clone()),
                WriteKey::Rating(user, kind) => ratings.push((user.clone(), *kind)),
            }
        }
        let chosen = if languages.is_empty() {
            Vec::new()
        } else {
            self.store.all_player_languages().await?
        };
        let rated = read_ratings(&self.store, &ratings).await?;
        let players: Vec<_> = tables
            .iter()
            .filter(|t| t.meta.status == Status::Active)
            .flat_map(Core::ratings_needed)
            .filter(|(user, kind)| !wanted.contains_key(&WriteKey::Rating(user.clone(), *kind)))
            .collect();
        let players = read_ratings(&self.store, &players).await?;

        let mut memory = self.memory.lock().await;
        for table in tables {
            let id = table.meta.id;
            if table.meta.status != Status::Active {
                if memory.core.table(id).is_none() {
                    // Ended elsewhere and never here: the store has it for whoever asks.
                    continue;
                }
                self.finished.locked().push((now, id));
            }
            memory.core.insert_table(table);
        }
        for (id, loaded) in challenges {
            match loaded {
                Some((true, challenge)) => memory.core.insert_challenge(challenge),
                Some((false, challenge)) => {
                    // Closed: keep its number used, and forget it.
                    memory.core.reserve_ids(GameId(0), challenge.id);
                    memory.core.remove_challenge(id);
                }
                None => memory.core.remove_challenge(id),
            }
        }
        for record in tournaments {
            memory.core.insert_tournament(record);
        }
        for (platform, server, settings) in servers {
            memory
                .core
                .insert_server_settings(platform, server, settings);
        }
        for user in languages {
            let lang = chosen.iter().find(|(u, _)| *u == user).map(|(_, l)| *l);
            memory.core.set_player_language(user, lang);
        }
        for (user, kind, standing) in rated {
            memory.core.insert_rating(user, kind, standing);
        }
        for (user, kind, standing) in players {
            // One in memory is as new as this process knows it (its writer may be at work).
            if memory.core.rating(&user, kind).is_none() {
                memory.core.insert_rating(user, kind, standing);
            }
        }
        for (key, seq) in wanted {
            memory.took_in(key, *seq);
        }
        Ok(())
    }
}
