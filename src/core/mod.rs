//! The platform-independent bot: messages in, effects out.
//!
//! Adapters turn chat events into [`Incoming`] values; [`Core`] decides what happens and
//! returns [`Effect`]s; adapters carry them out. The core is synchronous and never reads a
//! clock: `now` is always passed in. With a database, [`crate::store::Service`] persists each
//! plan and its effects in one transaction before anything is sent.

pub mod ai;
pub mod clock;
pub mod command;
pub mod effect;
pub mod engine;
pub mod ids;
pub mod incoming;
mod lobby;
pub mod messages;
mod queries;
pub mod render;
mod round;
pub mod sgf;
mod state;
pub mod table;
mod ticks;
mod tx;
mod types;

pub use ai::{hexdame_move, Ai, ComputerMove, ComputerTurn, ComputerView, SearchAi, DEFAULT_LEVEL};
pub use clock::{ClockState, TimeControl};
pub use command::{parse, ColourChoice, Command, GameOptions, RulesOf};
pub use effect::{
    Action, ActionKind, Allowed, Audience, Caption, Effect, Image, ImageSource, ImageView,
    Recipient, StoredEffect, StoredImage,
};
pub use engine::{ChallengeChange, Core, GameChange, Plan};
pub use ids::{ChallengeId, GameId, Millis, Place, Platform, TournamentId, UserId};
pub use incoming::{Content, Incoming};
pub use messages::{DameEnd, DameWin, Msg, UserError};
pub use render::{render_image, terminal_text, RenderError};
pub use state::{Challenge, CoreConfig};
pub use table::{
    dame_color, dame_player, Dame, DrawAction, GameEvent, GameKind, GameMeta, LogError, Referee,
    RefereeError, Seat, Status, Table,
};
