//! The one kind of cache the pictures keep between calls: a bounded, least-recently-used map
//! shared by every drawing thread.
//!
//! Each cache is a `static` [`Bounded`] beside the code that fills it (the values are that
//! code's own types), with a comment saying what it saves. Each was measured by switching it
//! off: `hextable bench render --games 40` under `valgrind --tool=callgrind` (instruction
//! counts do not depend on how busy the machine is; a fresh private view is about 17 M
//! instructions, the next one of a series about 5 M), and `bench core` for the series. A cache
//! that did not pay was not kept. All of them:
//!
//! * empty Hex boards, by size and theme (`draw.rs`, at most 32): drawing one takes 300 M
//!   instructions; switched off, a picture took 93 instead of 1.0 ms (wall time, busy
//!   machine);
//! * boards with a private view's legend (`draw.rs`, 64): 1.6 M instructions a private view;
//! * empty draughts boards, by theme and language (the family's `pieces.rs`, 16): switched off, a
//!   picture took 158 instead of 8.8 ms (the same);
//! * header patches, by width, palette and line (`header.rs`, 256): 2.85 M instructions a
//!   picture;
//! * glyphs, by weight, glyph and size (`text.rs`, 2048): 0.49 M instructions a picture;
//! * series, the last picture's compressed bands by game and audience (`encode.rs`, 256):
//!   `bench core` took 3.56 instead of 1.67 ms of CPU a move.
//!
//! Not caches, and not here: each drawing thread's compressor (`encode.rs`, reused working
//! memory, one per thread: one per picture cost 10 % more CPU in `bench core`), and the
//! embedded fonts, parsed once (`text.rs`).
//!
//! A value is cloned out under the lock (they are `Arc`s), and a missing one is made outside
//! it, so a slow picture never holds up the others (two threads may then make the same value;
//! the second one kept wins, both are the same). A poisoned lock (a panic while holding it,
//! which the code under it cannot cause) only turns the cache off.

use std::{
    borrow::Borrow,
    hash::Hash,
    sync::{Mutex, MutexGuard, OnceLock},
};

use hashlink::LruCache;

use crate::sync::Locked;

/// A map of at most `capacity` entries behind a lock; when full, the entry used longest ago
/// makes room. Usable as a `static` (the map is made on first use).
pub struct Bounded<K, V> {
    capacity: usize,
    map: OnceLock<Mutex<LruCache<K, V>>>,
}

impl<K: Hash + Eq, V: Clone> Bounded<K, V> {
    /// An empty cache of at most `capacity` entries.
    pub const fn new(capacity: usize) -> Self {
        Self {
            capacity,
            map: OnceLock::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, LruCache<K, V>> {
        self.map
            .get_or_init(|| Mutex::new(LruCache::new(self.capacity)))
            .locked()
    }

    /// The value kept for `key`, if any (and it is now the most recently used).
    pub fn get<Q>(&self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.lock().get(key).cloned()
    }

    /// Keeps `value` for `key`, the least recently used entry making room if the cache is
    /// full.
    pub fn insert(&self, key: K, value: V) {
        self.lock().insert(key, value);
    }

    /// The value kept for `key`, or the one `make` makes (outside the lock), then kept.
    pub fn get_or_insert_with<E>(
        &self,
        key: K,
        make: impl FnOnce() -> Result<V, E>,
    ) -> Result<V, E> {
        if let Some(found) = self.get(&key) {
            return Ok(found);
        }
        let made = make()?;
        self.insert(key, made.clone());
        Ok(made)
    }

    /// Forgets every entry (for tests that must start cold).
    #[cfg(test)]
    pub fn clear(&self) {
        self.lock().clear();
    }

    /// How many entries are kept.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_used_longest_ago_makes_room() {
        static CACHE: Bounded<u32, u32> = Bounded::new(2);
        CACHE.insert(1, 10);
        CACHE.insert(2, 20);
        assert_eq!(CACHE.get(&1), Some(10));
        CACHE.insert(3, 30);
        assert_eq!(CACHE.len(), 2);
        assert_eq!(CACHE.get(&2), None);
        assert_eq!(CACHE.get(&1), Some(10));
        let made: Result<u32, ()> = CACHE.get_or_insert_with(4, || Ok(40));
        assert_eq!(made, Ok(40));
        assert_eq!(CACHE.get(&3), None);
        let kept: Result<u32, ()> = CACHE.get_or_insert_with(4, || Err(()));
        assert_eq!(kept, Ok(40));
        CACHE.clear();
        assert_eq!(CACHE.len(), 0);
    }
}
