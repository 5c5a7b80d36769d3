//! What a Hex-family game records: each accepted move with its [`MoveResult`], and how the
//! game ended ([`HexOutcome`], [`EndReason`]). A leaf module: the referee ([`super::hex`]) and
//! the views ([`super::view`]) both read it.

use serde::{Deserialize, Serialize};

use super::coord::{Move, Player};

/// What happened to an accepted move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveResult {
    /// A stone was placed.
    Placed,
    /// Dark Hex: the cell held a hidden enemy stone, now revealed to the mover.
    Hit,
    /// Blue took over Red's first stone.
    Swap,
}

impl MoveResult {
    /// Lowercase name, as in the analysis output.
    pub fn name(self) -> &'static str {
        match self {
            MoveResult::Placed => "placed",
            MoveResult::Hit => "hit",
            MoveResult::Swap => "swap",
        }
    }
}

/// One accepted move of the game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RecordEntry {
    /// Who moved.
    pub player: Player,
    /// What they played.
    pub mv: Move,
    /// What came of it.
    pub result: MoveResult,
}

/// Why a Hex-family game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EndReason {
    /// A chain joined two edges (the chain's owner wins in Hex and Dark Hex, loses in Rex).
    Connection,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Timeout,
}

/// The end of a Hex-family game (every family's end, draws included, is
/// [`crate::rules::Outcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HexOutcome {
    /// Who won.
    pub winner: Player,
    /// How.
    pub reason: EndReason,
}
