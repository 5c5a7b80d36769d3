//! What a process keeps in memory: the core (games, challenges, tournaments, settings,
//! ratings), for each key ([`WriteKey`]) when it last changed here and the newest change of
//! another process taken in, and the games another process changed that this one has not
//! reloaded yet. The service holds it locked only to plan or to apply, never across a wait for
//! the database or the network.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::core::{Core, GameId, Incoming, Place, Plan, WriteKey};

/// A plan with what it was made from.
#[derive(Debug)]
pub(super) struct Planned {
    /// The plan.
    pub(super) plan: Plan,
    /// Its keys ([`Plan::write_keys`]).
    pub(super) keys: BTreeSet<WriteKey>,
    /// The memory's change count when it was made.
    pub(super) at: u64,
    /// Each key with the newest change of another process it was made from.
    pub(super) basis: Vec<(WriteKey, i64)>,
}

/// The core and the bookkeeping of its keys.
#[derive(Debug)]
pub(super) struct Memory {
    /// The core.
    pub(super) core: Core,
    /// Counts the changes to memory: each applied plan and each reloaded key.
    count: u64,
    /// When each key last changed here (a value of `count`); keys unchanged for a long time
    /// are forgotten ([`Memory::forget_old`]), and read as "long ago".
    changed: HashMap<WriteKey, u64>,
    /// The newest change of another process taken in for each key (PostgreSQL).
    known: HashMap<WriteKey, i64>,
    /// Every change up to this number was taken in when the process started.
    known_floor: i64,
    /// `count` at the last [`Memory::forget_old`].
    forgot_at: u64,
    /// Games another process changed since this one read them, with the newest such change:
    /// reloaded only when this process is about to write or show them, or at the clock's
    /// next round ([`Memory::stale_games`]), so that a process does not redo the work of
    /// every move played elsewhere.
    stale: BTreeMap<GameId, i64>,
}

impl Memory {
    /// Memory holding `core`, loaded when every change up to `known_floor` was committed.
    pub(super) fn new(core: Core, known_floor: i64) -> Self {
        Self {
            core,
            count: 0,
            changed: HashMap::new(),
            known: HashMap::new(),
            known_floor,
            forgot_at: 0,
            stale: BTreeMap::new(),
        }
    }

    /// Notes that another process changed game `id` (its change `seq`).
    pub(super) fn mark_stale(&mut self, id: GameId, seq: i64) {
        if seq > self.known(&WriteKey::Game(id)) {
            let newest = self.stale.entry(id).or_insert(seq);
            *newest = (*newest).max(seq);
        }
    }

    /// Whether game `id` changed elsewhere since memory read it.
    pub(super) fn is_stale(&self, id: GameId) -> bool {
        self.stale.contains_key(&id)
    }

    /// The stale games, each as a key with its newest change.
    pub(super) fn stale_games(&self) -> Vec<(WriteKey, i64)> {
        self.stale
            .iter()
            .map(|(&id, &seq)| (WriteKey::Game(id), seq))
            .collect()
    }

    /// The stale games memory does not have: started elsewhere, and being loaded by another
    /// task when the change was seen. A command waits for their writers and reads them, since
    /// memory cannot tell yet whether they are its player's.
    pub(super) fn stale_unknown(&self) -> Vec<GameId> {
        self.stale
            .keys()
            .copied()
            .filter(|&id| self.core.table(id).is_none())
            .collect()
    }

    /// The stale games among `keys`.
    pub(super) fn stale_among(&self, keys: &BTreeSet<WriteKey>) -> Vec<(WriteKey, i64)> {
        keys.iter()
            .filter_map(|key| match key {
                WriteKey::Game(id) => self.stale.get(id).map(|&seq| (key.clone(), seq)),
                _ => None,
            })
            .collect()
    }

    /// The stale games `incoming` may read or change: the one it names, those of the place
    /// it was typed in, and those its author plays (a command without a game number finds its
    /// game by the channel or by the player).
    pub(super) fn stale_for(&self, incoming: &Incoming, named: Option<GameId>) -> Vec<GameId> {
        self.stale
            .keys()
            .copied()
            .filter(|&id| {
                named == Some(id)
                    || self.core.table(id).is_some_and(|table| {
                        let meta = &table.meta;
                        let here = match &incoming.place {
                            Place::Channel(channel) => meta.channel.as_ref() == Some(channel),
                            Place::Dm => false,
                        };
                        let plays = [&meta.first, &meta.second].iter().any(|seat| {
                            seat.user().is_some_and(|u| {
                                u.platform == incoming.platform && u.id == incoming.user
                            })
                        });
                        meta.platform == incoming.platform && (here || plays)
                    })
            })
            .collect()
    }

    /// Wraps `plan` with what it was made from.
    pub(super) fn planned(&self, plan: Plan) -> Planned {
        let keys = plan.write_keys();
        let basis = keys.iter().map(|k| (k.clone(), self.known(k))).collect();
        Planned {
            plan,
            keys,
            at: self.count,
            basis,
        }
    }

    /// The newest change of another process taken in for `key`.
    fn known(&self, key: &WriteKey) -> i64 {
        self.known
            .get(key)
            .copied()
            .unwrap_or(0)
            .max(self.known_floor)
    }

    /// Whether none of `keys` changed here after the change count `at`.
    pub(super) fn unchanged_since(&self, keys: &BTreeSet<WriteKey>, at: u64) -> bool {
        keys.iter()
            .all(|k| self.changed.get(k).is_none_or(|&changed| changed <= at))
    }

    /// Notes that `keys` changed here now.
    pub(super) fn touch<'k>(&mut self, keys: impl IntoIterator<Item = &'k WriteKey>) {
        self.count += 1;
        for key in keys {
            self.changed.insert(key.clone(), self.count);
        }
    }

    /// Notes that `key` was reloaded up to another process's change `seq`.
    pub(super) fn took_in(&mut self, key: &WriteKey, seq: i64) {
        let known = self.known.entry(key.clone()).or_insert(0);
        *known = (*known).max(seq);
        if let WriteKey::Game(id) = key {
            if self.stale.get(id).is_some_and(|&newest| newest <= seq) {
                self.stale.remove(id);
            }
        }
        self.touch([key]);
    }

    /// Forgets the bookkeeping of keys that did not change since the last call (the service
    /// calls it once an hour): a plan is checked within moments of being made, so "long ago"
    /// is as good as the number; a forgotten newest change reads as the start's, which at
    /// worst makes one write reload its key first.
    pub(super) fn forget_old(&mut self) {
        let before = self.forgot_at;
        let mut forgotten = Vec::new();
        self.changed.retain(|key, &mut changed| {
            let keep = changed > before;
            if !keep {
                forgotten.push(key.clone());
            }
            keep
        });
        for key in forgotten {
            self.known.remove(&key);
        }
        self.forgot_at = self.count;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameId;

    #[test]
    fn a_key_changed_after_a_plan_was_made_makes_it_stale() {
        let mut memory = Memory::new(Core::default(), 5);
        let planned = memory.planned(Plan::default());
        let keys: BTreeSet<_> = [WriteKey::Game(GameId(1))].into();
        assert!(memory.unchanged_since(&keys, planned.at));
        memory.touch(&keys);
        assert!(!memory.unchanged_since(&keys, planned.at));
        assert_eq!(memory.known(&WriteKey::Game(GameId(1))), 5);
        memory.took_in(&WriteKey::Game(GameId(1)), 9);
        assert_eq!(memory.known(&WriteKey::Game(GameId(1))), 9);
        // Unchanged for two rounds of forgetting: forgotten, and read as long ago.
        memory.forget_old();
        memory.forget_old();
        assert!(memory.unchanged_since(&keys, 0));
        assert_eq!(memory.known(&WriteKey::Game(GameId(1))), 5);
    }

    #[test]
    fn a_game_changed_elsewhere_stays_stale_until_its_newest_change_is_read() {
        let mut memory = Memory::new(Core::default(), 5);
        let game = WriteKey::Game(GameId(2));
        // Older than what memory was loaded with: nothing to read.
        memory.mark_stale(GameId(2), 4);
        assert!(!memory.is_stale(GameId(2)));
        memory.mark_stale(GameId(2), 7);
        memory.mark_stale(GameId(2), 9);
        assert!(memory.is_stale(GameId(2)));
        let keys: BTreeSet<_> = [game.clone(), WriteKey::Game(GameId(3))].into();
        assert_eq!(memory.stale_among(&keys), vec![(game.clone(), 9)]);
        assert_eq!(memory.stale_games(), vec![(game.clone(), 9)]);
        // Read up to change 7 only (change 9 came after the read began): still stale.
        memory.took_in(&game, 7);
        assert!(memory.is_stale(GameId(2)));
        memory.took_in(&game, 9);
        assert!(!memory.is_stale(GameId(2)));
        assert!(memory.stale_games().is_empty());
        // Marked again with a change already read: not stale.
        memory.mark_stale(GameId(2), 9);
        assert!(!memory.is_stale(GameId(2)));
    }

    #[test]
    fn a_command_naming_a_stale_game_reads_it_first() {
        let mut memory = Memory::new(Core::default(), 0);
        memory.mark_stale(GameId(4), 1);
        let incoming = Incoming::text(
            crate::core::Platform::Discord,
            "ann",
            "Ann",
            Place::Dm,
            Some("m1"),
            "hex board #4",
        );
        assert_eq!(
            memory.stale_for(&incoming, Some(GameId(4))),
            vec![GameId(4)]
        );
        // Another game, not in memory's tables: nothing says the command reads it.
        assert!(memory.stale_for(&incoming, Some(GameId(5))).is_empty());
        // But a stale game memory does not have is one every command reads first: it may
        // be the author's, and memory cannot tell.
        assert_eq!(memory.stale_unknown(), vec![GameId(4)]);
    }
}
