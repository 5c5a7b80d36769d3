//! Bringing this process's memory up to date with what other processes committed (several
//! processes on one PostgreSQL database, `store/cluster.rs`): before it plans, a process reads
//! the `changes` rows written since it last looked and reloads exactly those games,
//! challenges, tournaments, settings, languages and ratings. On SQLite there are none.

use std::{collections::BTreeSet, sync::atomic::Ordering};

use super::{load_ratings, Service};
use crate::{
    core::{
        ratings::RatingKind, ChallengeId, Core, GameId, Millis, Platform, Status, TournamentId,
        UserId,
    },
    store::StoreError,
};

/// What the changes since the last look name, each once.
#[derive(Debug, Default)]
struct Stale {
    games: BTreeSet<u64>,
    challenges: BTreeSet<u64>,
    tournaments: BTreeSet<u64>,
    servers: BTreeSet<(Platform, String)>,
    languages: BTreeSet<UserId>,
    ratings: Vec<(UserId, RatingKind)>,
}

impl Stale {
    /// Notes one `changes` row (`store/commit.rs` writes them); a row this build cannot read
    /// is skipped with a warning.
    fn note(&mut self, kind: &str, key: &str) {
        let mut parts = key.split('\u{1f}');
        let noted = match kind {
            "game" => key.parse().map(|id| self.games.insert(id)).is_ok(),
            "challenge" => key.parse().map(|id| self.challenges.insert(id)).is_ok(),
            "tournament" => key.parse().map(|id| self.tournaments.insert(id)).is_ok(),
            "server" => match (parts.next().and_then(Platform::from_name), parts.next()) {
                (Some(platform), Some(server)) => {
                    self.servers.insert((platform, server.to_owned()))
                }
                _ => false,
            },
            "language" => match (parts.next().and_then(Platform::from_name), parts.next()) {
                (Some(platform), Some(user)) => self
                    .languages
                    .insert(UserId::new(platform, user.to_owned())),
                _ => false,
            },
            "rating" => match (
                parts.next().and_then(Platform::from_name),
                parts.next(),
                parts.next().and_then(RatingKind::from_name),
            ) {
                (Some(platform), Some(user), Some(rating)) => {
                    let user = UserId::new(platform, user.to_owned());
                    self.ratings.push((user, rating));
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if !noted {
            tracing::warn!(kind, "a change this build cannot read; skipped");
        }
    }
}

impl Service {
    /// Reloads what other processes changed since this one last looked. Called with the core
    /// locked (and, before planning a write, with the store's write lock held, so that
    /// nothing changes between the reload and the commit).
    pub(super) async fn refresh(&self, core: &mut Core, now: Millis) -> Result<(), StoreError> {
        self.latest_now.fetch_max(now, Ordering::Relaxed);
        let Some(me) = self.store.process() else {
            return Ok(());
        };
        let seen = self.last_change.load(Ordering::Relaxed);
        let changes = self.store.changes_since(seen).await?;
        let Some(last) = changes.last().map(|c| c.seq) else {
            return Ok(());
        };
        let mut stale = Stale::default();
        // This process's own rows are in its memory already (applied after their commit).
        for change in changes.iter().filter(|c| c.origin != me) {
            stale.note(&change.kind, &change.key);
        }
        let mut wanted = std::mem::take(&mut stale.ratings);
        let ids: Vec<GameId> = stale.games.into_iter().map(GameId).collect();
        for table in self.store.load_games(&ids).await? {
            let id = table.meta.id;
            let active = table.meta.status == Status::Active;
            if active {
                wanted.extend(Core::ratings_needed(&table));
            } else if core.table(id).is_none() {
                // Ended elsewhere and never here: the store has it for whoever asks.
                continue;
            } else if let Ok(mut finished) = self.finished.lock() {
                finished.push((now, id));
            }
            core.insert_table(table);
        }
        for id in stale.challenges {
            let id = ChallengeId(id);
            match self.store.load_challenge(id).await? {
                Some((true, challenge)) => core.insert_challenge(challenge),
                Some((false, challenge)) => {
                    // Closed: keep its number used, and forget it.
                    core.reserve_ids(GameId(0), challenge.id);
                    core.remove_challenge(id);
                }
                None => core.remove_challenge(id),
            }
        }
        for id in stale.tournaments {
            if let Some(record) = self.store.load_tournament(TournamentId(id)).await? {
                core.insert_tournament(record);
            }
        }
        for (platform, server) in stale.servers {
            let settings = self.store.guild_settings(platform, &server).await?;
            core.insert_server_settings(platform, server, settings);
        }
        if !stale.languages.is_empty() {
            let chosen = self.store.all_player_languages().await?;
            for user in stale.languages {
                let lang = chosen.iter().find(|(u, _)| *u == user).map(|(_, l)| *l);
                core.set_player_language(user, lang);
            }
        }
        load_ratings(&self.store, core, &wanted).await?;
        self.last_change.store(last, Ordering::Relaxed);
        Ok(())
    }
}
