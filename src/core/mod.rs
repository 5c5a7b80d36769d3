//! The platform-independent bot: messages in, effects out.
//!
//! Adapters turn chat events into [`Incoming`] values; [`Core`] decides what happens and
//! returns [`Effect`]s; adapters carry them out. The core is synchronous and never reads a
//! clock: `now` is always passed in. With a database, [`crate::store::Service`] persists each
//! plan and its effects in one transaction before anything is sent.

pub mod ai;
pub mod clock;
pub mod command;
pub mod engine;
pub mod messages;
pub mod render;
pub mod sgf;
pub mod table;
pub mod types;

pub use ai::{hexdame_move, Ai, ComputerMove, ComputerTurn, ComputerView, SearchAi, DEFAULT_LEVEL};
pub use clock::{ClockState, TimeControl};
pub use command::{parse, ColourChoice, Command, GameOptions, ParseError, RulesOf};
pub use engine::{Challenge, ChallengeChange, Core, CoreConfig, GameChange, Plan};
pub use messages::{DameEnd, DameWin, Msg, UserError};
pub use render::{render_image, terminal_text, RenderError};
pub use table::{
    dame_color, dame_player, Dame, DrawAction, GameEvent, GameKind, GameMeta, LogError, Referee,
    RefereeError, Seat, Status, Table,
};
pub use types::{
    ActionKind, Audience, Caption, ChallengeId, Content, Effect, GameId, Image, ImageSource,
    ImageView, Incoming, Millis, Place, Platform, Recipient, StoredEffect, StoredImage, UserId,
};
