//! [`Outcome`]: how a game of any family ended — the winner as a [`Side`] (none for a draw)
//! and the [`Reason`]. Ratings, standings and results read this one type; each family's own
//! outcome ([`HexOutcome`], and the others' in their own folders) converts into it.

use serde::{Deserialize, Serialize};

use super::{
    record::{EndReason, HexOutcome},
    side::Side,
};

/// Why a game ended, in any family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    /// Hex family: a chain joined two edges. In Hex and Dark Hex the chain's owner wins; in
    /// Rex the player who completed the chain *loses*.
    Connection,
    /// The loser resigned (every family).
    Resignation,
    /// The loser ran out of time (every family).
    Timeout,
    /// Draughts: the loser, to move, has no piece left. Not used in the Hex family.
    NoPieces,
    /// Draughts: the loser, to move, has pieces but no legal move. Not used in the Hex family.
    NoMoves,
    /// A draw: one player offered it and the other accepted. The Hex family has no draws.
    Agreement,
    /// A draw: the same position with the same side to move occurred three times.
    Repetition,
}

impl Reason {
    /// Whether a game that ends this way is drawn ([`Reason::Agreement`],
    /// [`Reason::Repetition`]) rather than won.
    pub const fn is_draw(self) -> bool {
        matches!(self, Reason::Agreement | Reason::Repetition)
    }

    /// Lowercase name, as stored.
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Connection => "connection",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::NoPieces => "nopieces",
            Reason::NoMoves => "nomoves",
            Reason::Agreement => "agreement",
            Reason::Repetition => "repetition",
        }
    }
}

/// How a finished game ended, in any family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Who won; `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// `winner` won for `reason`.
    pub const fn win(winner: Side, reason: Reason) -> Self {
        Self {
            winner: Some(winner),
            reason,
        }
    }

    /// The game was drawn for `reason`.
    pub const fn draw(reason: Reason) -> Self {
        Self {
            winner: None,
            reason,
        }
    }

    /// Whether nobody won.
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// Who lost; `None` for a draw.
    pub const fn loser(&self) -> Option<Side> {
        match self.winner {
            Some(winner) => Some(winner.opponent()),
            None => None,
        }
    }
}

impl From<EndReason> for Reason {
    fn from(reason: EndReason) -> Self {
        match reason {
            EndReason::Connection => Reason::Connection,
            EndReason::Resignation => Reason::Resignation,
            EndReason::Timeout => Reason::Timeout,
        }
    }
}

impl From<HexOutcome> for Outcome {
    fn from(outcome: HexOutcome) -> Self {
        Outcome::win(outcome.winner.into(), outcome.reason.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;

    #[test]
    fn every_hex_end_maps_to_a_win_of_the_same_seat() {
        for (end, reason) in [
            (EndReason::Connection, Reason::Connection),
            (EndReason::Resignation, Reason::Resignation),
            (EndReason::Timeout, Reason::Timeout),
        ] {
            for player in Player::BOTH {
                let outcome = Outcome::from(HexOutcome {
                    winner: player,
                    reason: end,
                });
                assert_eq!(outcome.winner, Some(Side::from(player)));
                assert_eq!(outcome.loser(), Some(Side::from(player.opponent())));
                assert_eq!(outcome.reason, reason);
                assert!(!outcome.is_draw());
                assert!(!outcome.reason.is_draw());
            }
        }
    }

    #[test]
    fn serialises_with_sides_and_lowercase_reasons() {
        let outcome = Outcome::win(Side::First, Reason::NoMoves);
        let json = serde_json::to_string(&outcome).unwrap();
        assert_eq!(json, r#"{"winner":"red","reason":"nomoves"}"#);
        assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), outcome);
        let draw = Outcome::draw(Reason::Repetition);
        let json = serde_json::to_string(&draw).unwrap();
        assert_eq!(json, r#"{"winner":null,"reason":"repetition"}"#);
        assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), draw);
        for reason in [
            Reason::Connection,
            Reason::Resignation,
            Reason::Timeout,
            Reason::NoPieces,
            Reason::NoMoves,
            Reason::Agreement,
            Reason::Repetition,
        ] {
            let json = serde_json::to_string(&reason).unwrap();
            assert_eq!(json, format!("\"{}\"", reason.name()));
        }
    }
}
