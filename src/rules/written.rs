//! How a move of any family is written: as a player typed it ([`Notation`], checked for
//! syntax only) and as a game's log keeps it ([`MoveRecord`], what was played and, for Hex,
//! what came of it). Beside [`super::AnyMove`], these are the registration of the families'
//! moves: a new family adds an arm here.

use super::{
    coord::Move,
    hexdame::{self, MoveText},
    record::MoveResult,
};

/// A move as written by a player, checked for syntax only: which legal move it names (for
/// Hexdame, short forms included) is decided against the game's position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// A Hex-family move: a cell (`f6`) or `swap`.
    Hex(Move),
    /// A Hexdame move: `f4-g5`, `f4xh6xf6`, `f4xf6`.
    Hexdame(MoveText),
}

/// An accepted move as a game's log keeps it: enough to play it again on replay and to check
/// that it did the same.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveRecord {
    /// A Hex-family move and what it did (placed, hit, swapped).
    Hex {
        /// The move.
        mv: Move,
        /// What came of it.
        result: MoveResult,
    },
    /// A Hexdame move in full notation (every landing cell), so it names one legal move.
    Hexdame(MoveText),
}

impl From<Move> for Notation {
    fn from(mv: Move) -> Self {
        Notation::Hex(mv)
    }
}

impl From<MoveText> for Notation {
    fn from(mv: MoveText) -> Self {
        Notation::Hexdame(mv)
    }
}

impl MoveRecord {
    /// The record of a resolved Hexdame move.
    pub fn hexdame(mv: &hexdame::Move) -> MoveRecord {
        MoveRecord::Hexdame(mv.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyGame, AnyMove, GameSpec, Side};

    #[test]
    fn a_resolved_hexdame_move_is_recorded_in_full_notation() {
        let mut game = AnyGame::new(GameSpec::Hexdame);
        let AnyGame::Hexdame(dame) = &game else {
            panic!("not Hexdame");
        };
        let short: MoveText = "d4-e5".parse().unwrap();
        let mv = dame.game().position().resolve(&short).unwrap();
        game.play(Side::First, &AnyMove::Hexdame(mv)).unwrap();
        let record = MoveRecord::hexdame(&mv);
        let MoveRecord::Hexdame(text) = &record else {
            panic!("not a Hexdame record");
        };
        assert_eq!(text.to_string(), mv.to_string());
        assert_eq!(text.from(), mv.from());
        assert_eq!(text.to(), mv.to());
    }
}
