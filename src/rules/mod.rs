//! Pure game rules: no I/O, no async, no images.
//!
//! **One interface over the game families** ([`Rules`], like shakmaty's `Position`):
//! who is to move, playing a parsed move, and the end as one [`Outcome`] (the winner as a
//! [`Side`], and the [`Reason`]). [`AnyGame`] holds a game of either family and forwards to
//! it (like shakmaty's `VariantPosition`); a [`GameSpec`] says which game to start.
//!
//! - The Hex family — Hex, Rex, Dark Hex classic and abrupt — shares one referee,
//!   [`HexGame`] ([`hex`]), with its settings in [`variant`] and its record in [`record`].
//!   Board geometry and notation are in [`coord`], chain detection in [`connect`].
//! - Hexdame: the rules in [`hexdame`], with [`DameGame`], which adds the end by the clock.
//! - The families meet in [`side`] ([`Side`]: First is Red or White, Second Blue or Black),
//!   [`family`] ([`Family`], [`GameSpec`]), [`outcome`] ([`Outcome`], [`Reason`]),
//!   [`game`] (the [`Rules`] trait) and [`any_game`] ([`AnyGame`], [`AnyMove`], [`Played`],
//!   [`AnyRuleError`], and a move as typed, [`Notation`], and as logged, [`MoveRecord`]).
//! - The privacy boundary of Dark Hex lives in [`view`]: [`PlayerView`], [`SpectatorView`],
//!   [`Revealed`]; [`knowledge`] walks a finished game giving all three at each move.
//!
//! As in shakmaty, text becomes a move in two steps: parsing checks the syntax
//! ([`SyntaxError`], [`hexdame::SyntaxError`]), the rules decide legality ([`RuleError`],
//! [`hexdame::RuleError`]).

pub mod any_game;
pub mod connect;
pub mod coord;
pub mod family;
pub mod game;
pub mod hex;
pub mod hexdame;
pub mod knowledge;
pub mod outcome;
pub mod record;
pub mod side;
pub mod variant;
pub mod view;

pub use any_game::{
    AnyGame, AnyMove, AnyReplayError, AnyRuleError, AnySyntaxError, MoveCounter, MoveRecord,
    Notation, OpenBoard, PerftRun, Played,
};
pub use coord::{parse_move_list, BoardSize, BoardSizeError, Cell, Move, Player, SyntaxError};
pub use family::{Family, GameSpec};
pub use game::Rules;
pub use hex::{HexGame, ReplayError, RuleError, SwapUnavailable};
pub use hexdame::{DameGame, DamePlayed};
pub use knowledge::{Moment, Walk};
pub use outcome::{Outcome, Reason};
pub use record::{EndReason, HexOutcome, MoveResult, RecordEntry};
pub use side::Side;
pub use variant::{DarkVersion, GameSettings, UnknownVariant, Variant};
pub use view::{PlayerView, Revealed, Seen, SpectatorView};
