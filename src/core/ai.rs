//! The computer opponent's seam. A player gets only its own [`PlayerView`]: in Dark Hex it
//! cannot cheat by construction.
//!
//! The core never searches while it decides: when it is a computer's turn, the state itself
//! says so, and [`crate::core::Core::computer_turns`] lists each such turn as a
//! [`ComputerTurn`] (the view, the level, a seed, and the log length it was taken at). Whoever
//! drives the core (the [`crate::store::Service`] off the async runtime, or
//! [`crate::core::Core::run_computers`] synchronously) asks an [`Ai`] for the move and submits
//! it back with [`crate::core::Core::plan_computer_move`], which drops it if the game moved on
//! meanwhile.

use crate::{
    ai::Level,
    core::types::{GameId, Platform},
    rules::{Move, Player, PlayerView},
};

/// The one seed mixer (SplitMix64's), shared with [`crate::ai::Rng`]; re-exported here for
/// the core's users.
pub use crate::ai::mix;

/// The level a game against the computer is played at when none is asked for.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// A computer player.
pub trait Ai: Send + Sync {
    /// Chooses a move from what the player knows at `level`; `seed` makes the choice
    /// reproducible (with an iteration budget).
    fn choose(&self, view: &PlayerView, level: Level, seed: u64) -> Option<Move>;
}

/// The real computer players of [`crate::ai`]: uniformly random at `beginner`, search above.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchAi;

impl Ai for SearchAi {
    fn choose(&self, view: &PlayerView, level: Level, seed: u64) -> Option<Move> {
        crate::ai::choose_move(view, level, seed)
            // A search that finds nothing must not stall the game.
            .or_else(|| crate::ai::random_move(view, seed))
    }
}

/// A computer's move that is due: everything needed to compute it without the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerTurn {
    /// The game.
    pub game: GameId,
    /// The game's network (the move's message id is recorded under it).
    pub platform: Platform,
    /// The computer's colour.
    pub player: Player,
    /// How strong it plays.
    pub level: Level,
    /// The game's log length when the turn was taken: a move for an older state is stale.
    pub events: usize,
    /// The seed for this move (derived from the game and the log length).
    pub seed: u64,
    /// What the computer knows: its own view, nothing more.
    pub view: PlayerView,
}

impl ComputerTurn {
    /// The message id under which this move is recorded, so that it is accepted at most once.
    pub fn message_id(&self) -> String {
        format!("computer:{}:{}", self.game, self.events)
    }
}

/// The level stored in a computer seat; an unknown name (a hand-edited row) plays the default.
pub fn parse_level(name: &str) -> Level {
    name.parse().unwrap_or(DEFAULT_LEVEL)
}
