//! One writer per key ([`WriteKey`]: a game, a challenge, a tournament, a server's settings, a
//! player's language or rating): a write holds the keys its plan changes from before it checks
//! the plan until its effects are queued, so two writes of one game follow each other and
//! writes of different games never wait for each other.
//!
//! A per-key lock rather than a task with a mailbox per game: a plan's keys are known only once
//! it is made (a move typed in a channel names no game; accepting a challenge starts one; a
//! game's end changes a tournament and two ratings), and a write that spans several keys takes
//! them all, in one order, which mailboxes cannot do without a second protocol. The locks live
//! only while someone holds or waits for them.

use std::{
    collections::{BTreeSet, HashMap},
    sync::{Arc, Mutex, PoisonError},
};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::core::WriteKey;

/// The locks of the keys being written or waited for.
#[derive(Debug, Default)]
pub(super) struct Writers {
    slots: Mutex<HashMap<WriteKey, Arc<AsyncMutex<()>>>>,
}

impl Writers {
    fn slot(&self, key: &WriteKey) -> Arc<AsyncMutex<()>> {
        // A map of locks cannot be left half-changed by a panic: a poisoned one is taken over.
        let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        Arc::clone(slots.entry(key.clone()).or_default())
    }

    /// Takes the writers of `keys`, waiting for those held elsewhere, in the keys' order (the
    /// same for every write, so no two writes wait for each other in a circle). A caller holds
    /// no other keys while it waits here.
    pub(super) async fn lock(&self, keys: BTreeSet<WriteKey>) -> Held<'_> {
        let mut guards = Vec::with_capacity(keys.len());
        for key in keys {
            let guard = self.slot(&key).lock_owned().await;
            guards.push((key, guard));
        }
        Held {
            writers: self,
            guards,
        }
    }

    /// Takes the writer of `key` if nobody holds it.
    pub(super) fn try_lock(&self, key: &WriteKey) -> Option<Held<'_>> {
        let guard = self.slot(key).try_lock_owned().ok();
        let held = Held {
            writers: self,
            guards: guard.map(|g| (key.clone(), g)).into_iter().collect(),
        };
        // Dropped empty when the key is busy: that also forgets a slot made just now.
        (!held.guards.is_empty()).then_some(held)
    }

    /// No keys.
    pub(super) fn none(&self) -> Held<'_> {
        Held {
            writers: self,
            guards: Vec::new(),
        }
    }

    /// How many keys are held or waited for now.
    pub(super) fn busy(&self) -> usize {
        self.slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

/// The writers a write holds. Keep it until the write's deliveries are queued, so that the
/// next write of the same game queues its own after them; dropping it lets the next one in.
#[derive(Debug)]
pub struct Held<'a> {
    writers: &'a Writers,
    guards: Vec<(WriteKey, OwnedMutexGuard<()>)>,
}

impl Held<'_> {
    /// Whether every one of `keys` is held.
    pub(super) fn covers(&self, keys: &BTreeSet<WriteKey>) -> bool {
        keys.iter().all(|k| self.holds(k))
    }

    /// Whether `key` is held.
    pub(super) fn holds(&self, key: &WriteKey) -> bool {
        self.guards.iter().any(|(k, _)| k == key)
    }

    /// The keys held.
    pub(super) fn keys(&self) -> impl Iterator<Item = &WriteKey> {
        self.guards.iter().map(|(k, _)| k)
    }
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        if self.guards.is_empty() {
            return;
        }
        let keys: Vec<WriteKey> = self.guards.drain(..).map(|(key, _guard)| key).collect();
        // Each guard was dropped above; a slot that nobody else has (only the map holds it:
        // clones are made under the map's lock) is forgotten.
        let mut slots = self
            .writers
            .slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        for key in keys {
            if slots.get(&key).is_some_and(|s| Arc::strong_count(s) == 1) {
                slots.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::core::GameId;

    fn game(n: u64) -> WriteKey {
        WriteKey::Game(GameId(n))
    }

    #[tokio::test]
    async fn one_writer_per_key_and_none_between_keys() {
        let writers = Writers::default();
        let first = writers.lock([game(1)].into()).await;
        // Another game is free at once.
        let other = writers.lock([game(2)].into()).await;
        assert!(writers.try_lock(&game(1)).is_none());
        // The same game waits until the first lets go.
        let waiting = tokio::time::timeout(
            Duration::from_millis(50),
            writers.lock([game(1), game(3)].into()),
        )
        .await;
        assert!(waiting.is_err(), "a second writer of game 1 got in");
        drop(first);
        let second = writers.lock([game(1), game(3)].into()).await;
        assert!(second.covers(&[game(1), game(3)].into()));
        assert!(!second.covers(&[game(2)].into()));
        drop((second, other));
        // Nobody holds or waits: nothing is kept.
        assert_eq!(writers.busy(), 0);
    }
}
