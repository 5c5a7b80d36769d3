//! Pure game rules: no I/O, no async, no images.
//!
//! The Hex family ([`HexGame`]: Hex, Rex, Dark Hex classic and abrupt) shares one referee; the
//! privacy boundary lives in [`view`].

pub mod connect;
pub mod coord;
pub mod hex;
pub mod hexdame;
pub mod view;

pub use coord::{parse_move_list, BoardSize, BoardSizeError, Cell, Move, Player, SyntaxError};
pub use hex::{
    DarkVersion, EndReason, GameSettings, HexGame, MoveResult, Outcome, RecordEntry, ReplayError,
    RuleError, SwapUnavailable, UnknownVariant, Variant,
};
pub use view::{PlayerView, Revealed, Seen, SpectatorView};
