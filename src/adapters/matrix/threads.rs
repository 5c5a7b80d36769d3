//! A thread per game (`!hex settings threads=on`, a room moderator's choice): the first post of
//! a game in such a room becomes the root of the game's thread, and the game's later posts go
//! into it with an `m.thread` relation (Matrix's threading module: `rel_type: m.thread`, the
//! root's `event_id`, and for clients without threads `is_falling_back: true` with an
//! `m.in_reply_to` the latest event of the thread, so they show the post as a reply).
//!
//! The root's event id is recorded through the runtime ([`GameThread`]) once it is sent. The
//! root is sent with the outbox row's transaction id, so a row sent again after a crash between
//! sending the root and recording it gets the same event id back from the homeserver and
//! records that: no second thread. Moves typed in a game's thread are read as that game's.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use matrix_sdk::ruma::{events::relation::Thread, EventId, OwnedEventId, RoomId};

use crate::sync::Locked;
use crate::{
    core::{GameId, Platform},
    runtime::{GameThread, Service},
};

/// At most this many thread roots and latest events are kept in memory (a game's own are
/// looked up again through the runtime when forgotten).
const REMEMBERED: usize = 10_000;

/// Where a game's room post goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Route {
    /// The room's timeline.
    Room,
    /// The game's thread, under this root.
    Thread(OwnedEventId),
    /// The room's timeline, and the post becomes the root of the game's new thread.
    NewThread,
}

/// The games' threads, shared by the sink (which posts in them) and the sync handler (which
/// reads moves typed in them).
#[derive(Debug)]
pub(super) struct Threads {
    service: Arc<Service>,
    /// Thread root → its game, for the roots seen.
    games: Mutex<HashMap<OwnedEventId, GameId>>,
    /// Game → the latest event the bot sent in its thread: the fallback reply's target.
    latest: Mutex<HashMap<GameId, OwnedEventId>>,
}

impl Threads {
    /// The threads recorded through `service`.
    pub(super) fn new(service: Arc<Service>) -> Self {
        Self {
            service,
            games: Mutex::default(),
            latest: Mutex::default(),
        }
    }

    /// Where a post of `game` in `room` goes: the game's thread if it has one; else a new
    /// thread when the room wants a thread per game; else the room. A failed lookup is logged
    /// and the post goes to the room.
    pub(super) async fn route(&self, game: GameId, room: &RoomId) -> Route {
        match self.service.game_thread(Platform::Matrix, game).await {
            Ok(Some(thread)) => match EventId::parse(&thread.thread) {
                Ok(root) => return Route::Thread(root),
                Err(error) => {
                    tracing::warn!(%error, %game, "a game's recorded thread root is not an event id");
                    return Route::Room;
                }
            },
            Ok(None) => {}
            Err(error) => {
                tracing::warn!(%error, %game, "looking up a game's thread failed");
                return Route::Room;
            }
        }
        let settings = self
            .service
            .guild_settings(Platform::Matrix, room.as_str())
            .await;
        if settings.threads {
            Route::NewThread
        } else {
            Route::Room
        }
    }

    /// Records `root`, just sent in `room`, as the root of `game`'s thread (the first one
    /// recorded stays: the same row sent again has the same root).
    pub(super) async fn opened(
        &self,
        game: GameId,
        room: &RoomId,
        root: &EventId,
    ) -> Result<(), crate::store::StoreError> {
        let record = GameThread {
            game,
            channel: room.to_string(),
            thread: root.to_string(),
        };
        self.service
            .put_game_thread(Platform::Matrix, &record)
            .await?;
        tracing::info!(%game, room = %room, "opened a game's thread");
        remember(&self.games, root.to_owned(), game);
        remember(&self.latest, game, root.to_owned());
        Ok(())
    }

    /// The relation of a post of `game` in the thread under `root`: in the thread, and for
    /// clients without threads a reply to the latest event the bot sent there (the root when
    /// none is known, as after a restart).
    pub(super) fn relation(&self, game: GameId, root: &EventId) -> Thread {
        let latest = self
            .latest
            .locked()
            .get(&game)
            .cloned()
            .unwrap_or_else(|| root.to_owned());
        Thread::plain(root.to_owned(), latest)
    }

    /// The bot sent `event` in `game`'s thread.
    pub(super) fn sent(&self, game: GameId, event: OwnedEventId) {
        remember(&self.latest, game, event);
    }

    /// The game whose thread has the root `root`, if it is one.
    pub(super) async fn game_of(&self, root: &EventId) -> Option<GameId> {
        if let Some(game) = self.games.locked().get(root).copied() {
            return Some(game);
        }
        match self
            .service
            .thread_game(Platform::Matrix, root.as_str())
            .await
        {
            Ok(Some(thread)) => {
                remember(&self.games, root.to_owned(), thread.game);
                Some(thread.game)
            }
            Ok(None) => None,
            Err(error) => {
                tracing::warn!(%error, "looking up a thread's game failed");
                None
            }
        }
    }
}

/// Keeps `key → value`, forgetting everything once the map is full (what is forgotten is
/// looked up again, or falls back to the thread's root).
fn remember<K: std::hash::Hash + Eq, V>(map: &Mutex<HashMap<K, V>>, key: K, value: V) {
    {
        let mut map = map.locked();
        if map.len() >= REMEMBERED {
            map.clear();
        }
        map.insert(key, value);
    }
}
