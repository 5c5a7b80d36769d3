//! [`Rules`]: the one interface every game family implements, modelled on shakmaty's
//! `Position` trait.
//!
//! The Hex family implements it with [`super::HexGame`] (a move is a [`super::Move`], what it
//! did a [`super::MoveResult`]); every other family in its own folder.
//!
//! [`super::AnyGame`] is the enum over the families (shakmaty's `VariantPosition`): it
//! implements `Rules` too, forwarding to the family's game, so a table holds one value
//! whatever it plays. A new family implements this trait and adds an arm to `AnyGame`.

use super::{
    family::{Family, GameSpec},
    outcome::Outcome,
    side::Side,
};

/// The rules of one game in progress or finished: whose turn it is, playing a move, and the
/// end.
///
/// Moves are *parsed* before they reach the rules ([`Rules::Move`] is well-formed but not yet
/// legal); [`Rules::play`] decides legality, and changes nothing when it refuses. Every
/// method reveals only what all players may know: the hidden stones of Dark Hex stay behind
/// the views ([`super::view`]).
pub trait Rules {
    /// A parsed move of this family (not yet checked against the position).
    type Move;
    /// What an accepted move did (a Dark Hex hit, a capture, …).
    type Played;
    /// Why the rules refused a move, a resignation or a timeout.
    type Error;

    /// Which game with which options this is.
    fn spec(&self) -> GameSpec;

    /// The family of rules.
    fn family(&self) -> Family {
        self.spec().family()
    }

    /// Whose turn it is, or `None` once the game is over.
    fn to_move(&self) -> Option<Side>;

    /// Plays `mv` for `side`. On error nothing changes.
    fn play(&mut self, side: Side, mv: &Self::Move) -> Result<Self::Played, Self::Error>;

    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Moves accepted so far (Dark Hex hits included; takebacks remove theirs).
    fn ply(&self) -> usize;

    /// Who made each accepted move so far, in order: what a takeback needs to know how many
    /// moves to undo. The length is [`Rules::ply`].
    fn movers(&self) -> Vec<Side>;

    /// `side` resigns and the opponent wins; refused once the game is over.
    fn resign(&mut self, side: Side) -> Result<Outcome, Self::Error>;

    /// `side` ran out of time and the opponent wins; refused once the game is over.
    fn time_out(&mut self, side: Side) -> Result<Outcome, Self::Error>;
}
