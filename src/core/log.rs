//! A game's append-only log: the [`GameEvent`]s of every family, and the [`LogError`] of a log
//! that does not replay. How events are stored and replayed is each family's (see
//! [`super::families`]).

use serde::{Deserialize, Serialize};

use super::ids::Millis;
use crate::rules::{MoveRecord, ReplayError, Side};

/// What a player did about a draw offer (in a family that has draws).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DrawAction {
    /// Offered a draw (or, with an offer of the opponent's standing, accepted it).
    Offer,
    /// Accepted the opponent's offer: the game is drawn.
    Accept,
    /// Declined the opponent's offer.
    Decline,
}

/// One entry of a game's append-only log.
///
/// Stored as JSON in the layout every earlier build wrote, one kind per family's move (see
/// [`super::families`], which implements `Serialize` and `Deserialize`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameEvent {
    /// An accepted move of any family.
    Move {
        /// Who moved.
        player: Side,
        /// What, and for Hex what came of it.
        mv: MoveRecord,
        /// When.
        at: Millis,
    },
    /// A draw offer, acceptance or refusal (in a family that has draws).
    Draw {
        /// Who.
        player: Side,
        /// What they did.
        action: DrawAction,
        /// When.
        at: Millis,
    },
    /// The last `count` moves were taken back by agreement.
    Takeback {
        /// How many moves.
        count: usize,
        /// When.
        at: Millis,
    },
    /// A player resigned.
    Resign {
        /// Who.
        player: Side,
        /// When.
        at: Millis,
    },
    /// A player ran out of time.
    Timeout {
        /// Who.
        player: Side,
        /// When.
        at: Millis,
    },
    /// The game was aborted.
    Abort {
        /// When.
        at: Millis,
    },
}

impl GameEvent {
    /// When it happened.
    pub fn at(&self) -> Millis {
        match *self {
            GameEvent::Move { at, .. }
            | GameEvent::Draw { at, .. }
            | GameEvent::Takeback { at, .. }
            | GameEvent::Resign { at, .. }
            | GameEvent::Timeout { at, .. }
            | GameEvent::Abort { at } => at,
        }
    }
}

/// A stored log that does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LogError {
    /// A Hex-family log.
    #[error(transparent)]
    Hex(#[from] ReplayError),
    /// A log of another family.
    #[error("{family} event {index} does not replay: {error}")]
    Event {
        /// The family's name, as people read it.
        family: &'static str,
        /// 0-based index of the failing event.
        index: usize,
        /// Why, as the family's rules said it.
        error: String,
    },
}
