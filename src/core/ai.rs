//! The computer opponent's seam. A Hex-family player gets only its own [`PlayerView`]: in
//! Dark Hex it cannot cheat by construction. A game of open information gives its player the
//! game itself (with its history, to see repetitions coming); its family's player is reached
//! through the registration in `core/families/`.
//!
//! The core never searches while it decides: when it is a computer's turn, the state itself
//! says so, and [`crate::core::Core::computer_turns`] lists each such turn as a
//! [`ComputerTurn`] (what the computer may know, the level, a seed, and the log length it was
//! taken at). Whoever drives the core (the [`crate::runtime::Service`] off the async runtime, or
//! [`crate::core::Core::run_computers`] synchronously) asks an [`Ai`] for the move
//! ([`ComputerTurn::think`]) and submits it back with
//! [`crate::core::Core::plan_computer_move`], which drops it if the game moved on meanwhile.

use crate::{
    ai::Level,
    core::families::computer_move,
    core::ids::{GameId, Platform},
    rules::{AnyGame, AnyMove, Move, PlayerView, Side},
};

/// The one seed mixer (SplitMix64's), shared with [`crate::ai::Rng`]; re-exported here for
/// the core's users.
pub use crate::ai::mix;

/// The level a game against the computer is played at when none is asked for.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// A computer player.
pub trait Ai: Send + Sync {
    /// Chooses a Hex-family move from what the player knows at `level`; `seed` makes the
    /// choice reproducible (with an iteration budget).
    fn choose(&self, view: &PlayerView, level: Level, seed: u64) -> Option<Move>;

    /// Chooses a move for the side to move in `game`, a game of open information. The
    /// default is the real player of the game's family (uniformly random at `beginner`).
    fn choose_open(&self, game: &AnyGame, level: Level, seed: u64) -> Option<AnyMove> {
        computer_move(game, level, seed)
    }
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

/// What the computer may know when it is its turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerView {
    /// A Hex-family game: the computer's own view, nothing more.
    Hex(PlayerView),
    /// A game of open information: the game with its history.
    Open(Box<AnyGame>),
}

impl ComputerView {
    /// The Hex-family player's view, if this is one.
    pub fn hex(&self) -> Option<&PlayerView> {
        match self {
            ComputerView::Hex(view) => Some(view),
            ComputerView::Open(_) => None,
        }
    }

    /// What the computer playing `player` may know of `game`: in the Hex family its own view,
    /// in a game of open information the game.
    pub fn of(game: &AnyGame, player: Side) -> Self {
        match game {
            AnyGame::Hex(game) => ComputerView::Hex(game.player_view(player.into())),
            game => ComputerView::Open(Box::new(game.clone())),
        }
    }
}

/// A move the computer chose: a move of any family.
pub type ComputerMove = AnyMove;

/// A computer's move that is due: everything needed to compute it without the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerTurn {
    /// The game.
    pub game: GameId,
    /// The game's network (the move's message id is recorded under it).
    pub platform: Platform,
    /// The computer's side.
    pub player: Side,
    /// How strong it plays.
    pub level: Level,
    /// The game's log length when the turn was taken: a move for an older state is stale.
    pub events: usize,
    /// The seed for this move (derived from the game and the log length).
    pub seed: u64,
    /// What the computer knows: in the Hex family its own view, nothing more; in a game of
    /// open information the game with its history.
    pub view: ComputerView,
}

impl ComputerTurn {
    /// The message id under which this move is recorded, so that it is accepted at most once.
    pub fn message_id(&self) -> String {
        format!("computer:{}:{}", self.game, self.events)
    }

    /// Asks `ai` for the move (this is the slow part: run it off the async runtime).
    pub fn think(&self, ai: &dyn Ai) -> Option<ComputerMove> {
        match &self.view {
            ComputerView::Hex(view) => ai
                .choose(view, self.level, self.seed)
                .map(ComputerMove::Hex),
            ComputerView::Open(game) => ai.choose_open(game, self.level, self.seed),
        }
    }
}
