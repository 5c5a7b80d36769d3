//! Live pages' feeds: one look at a game per change, however many readers follow it.
//!
//! A thousand readers of one live page must not mean a thousand copies of the game and a
//! thousand boards drawn every second (each copy briefly holds the service's memory, which
//! the moves need too). So the first stream of a game in a language starts a [`Feed`]: a task
//! that reads the game as soon as this process writes it (and once a second, for what other
//! processes write), draws its live part, and publishes it on a [`tokio::sync::watch`] channel; every later stream of that game and language subscribes.
//! The task stops once its last reader has gone, or the game has ended or disappeared.
//!
//! The map of feeds and every subscription share one lock, so a reader arriving as the
//! feed's last reader leaves either joins the running feed or starts a new one, never a
//! feed that is stopping.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::sync::{broadcast, watch};

use super::Web;
use crate::{
    core::{GameId, Millis, Table},
    i18n::Lang,
    sync::Locked,
};

/// Draws a live page's changing part in a language at a time, or `None` once the game is over.
pub(super) type Draw = fn(&Table, Lang, Millis) -> Option<String>;

/// What a feed publishes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Now {
    /// Not read yet.
    Unread,
    /// The game in play: its live part, as HTML.
    Live(String),
    /// The game is over.
    Ended,
    /// The game can no longer be shown (its community turned its pages off).
    Gone,
}

/// Which feed: a game's page (its token too: a feed only ever reads the game its token
/// names) in one language.
type Key = (GameId, String, Lang);

/// The running feeds.
#[derive(Clone, Default)]
pub(super) struct Feeds {
    running: Arc<Mutex<HashMap<Key, watch::Sender<Now>>>>,
}

impl Feeds {
    /// How many feeds run (one per game and language followed).
    pub(super) fn running(&self) -> usize {
        self.running.locked().len()
    }

    /// A subscription to the feed of game `id` (its page's `token`) in `lang`, started (drawn
    /// by `draw`) if none runs.
    pub(super) fn follow(
        &self,
        web: &Web,
        (id, token, lang): (GameId, &str, Lang),
        draw: Draw,
    ) -> watch::Receiver<Now> {
        let key: Key = (id, token.to_owned(), lang);
        let mut running = self.running.locked();
        if let Some(sender) = running.get(&key) {
            return sender.subscribe();
        }
        let (sender, receiver) = watch::channel(Now::Unread);
        running.insert(key.clone(), sender.clone());
        tokio::spawn(feed(self.clone(), web.clone(), key, sender, draw));
        receiver
    }

    /// Stops `key`'s feed if nobody follows it (then `true`). Under the map's lock, so that
    /// no reader subscribes to a feed that is stopping.
    fn stop_if_unfollowed(&self, key: &Key, sender: &watch::Sender<Now>) -> bool {
        let mut running = self.running.locked();
        if sender.receiver_count() > 0 {
            return false;
        }
        running.remove(key);
        true
    }

    /// Stops `key`'s feed: its game ended or went away (readers keep the last value).
    fn stop(&self, key: &Key) {
        self.running.locked().remove(key);
    }
}

/// How often a feed looks at its game.
const POLL: Duration = Duration::from_secs(1);

/// The feed's task: reads the game, publishes what changed, and waits a second, until the
/// game ends or nobody follows it.
async fn feed(feeds: Feeds, web: Web, key: Key, sender: watch::Sender<Now>, draw: Draw) {
    let (id, token, lang) = (key.0, key.1.as_str(), key.2);
    // Told before the first look, so no change falls between the look and the wait.
    let mut changes = web.service.game_changes();
    loop {
        if feeds.stop_if_unfollowed(&key, &sender) {
            return;
        }
        let now = match web.game_again(id, token).await {
            None => Now::Gone,
            Some(table) => match draw(&table, lang, (web.now)()) {
                None => Now::Ended,
                Some(part) => Now::Live(part),
            },
        };
        let last = matches!(now, Now::Gone | Now::Ended);
        if last {
            // Out of the map first: a reader who comes now starts afresh and reads the end.
            feeds.stop(&key);
        }
        sender.send_if_modified(|was| {
            let changed = *was != now;
            *was = now;
            changed
        });
        if last {
            return;
        }
        tokio::select! {
            () = tokio::time::sleep(POLL) => {}
            () = written(&mut changes, id) => {}
        }
    }
}

/// Returns once game `id` is written here, or writes were missed (it may be among them);
/// never, once the service stops telling.
async fn written(changes: &mut broadcast::Receiver<GameId>, id: GameId) {
    loop {
        match changes.recv().await {
            Ok(written) if written == id => return,
            Ok(_) => {}
            Err(broadcast::error::RecvError::Lagged(_)) => return,
            Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
        }
    }
}
