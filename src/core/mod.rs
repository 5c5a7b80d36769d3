//! The platform-independent bot: messages in, effects out.
//!
//! Adapters turn chat events into [`Incoming`] values; [`Core`] decides what happens and
//! returns [`Effect`]s; adapters carry them out. The core is synchronous and never reads a
//! clock: `now` is always passed in. With a database, [`crate::runtime::Service`] persists each
//! plan and its effects in one transaction before anything is sent.
//!
//! # Where things are
//!
//! - Leaves, which import nothing else of the core: `ids.rs` (game, challenge and tournament
//!   numbers, users, platforms, places), `effect.rs` (what the bot does: posts, DMs, replies,
//!   pictures, buttons); `incoming.rs` (a message as the core sees it) needs only the command.
//! - `command/`: the text grammar (and the typed slash-command options) → [`Command`]; one
//!   file per group of commands (games and options, records, tournaments).
//! - `messages/`: every text a user reads ([`Msg`], a thin enum over one enum per domain:
//!   [`GameMsg`], [`LobbyMsg`], [`ErrorMsg`], [`RecordsMsg`], [`SettingsMsg`], [`LocalMsg`],
//!   [`InterfaceMsg`], tournaments, knowledge replays), each domain's file beside its one
//!   `.ftl` file (`game.rs` ↔ `game.ftl`, …).
//! - `engine.rs`: [`Core`], plan/apply, and `Tx::run`, which hands each [`Command`] to its
//!   handler; `plan.rs`: the [`Plan`] a command or tick leaves. `tx/` is the unit of work the
//!   handlers run in: a collector of effects and one part per domain (games, challenges,
//!   tournaments, results, settings), each with copies of what it touched; `tx/look.rs` is
//!   what every handler may read and the post / DM / reply helpers (the `Context` trait).
//!   `state.rs` is what the core remembers; `write_keys.rs` which writers a command needs.
//! - Handlers, each on the context of what it may change: `lobby/` on a `Lobby` (challenges,
//!   open challenges, games against the computer, starting a game: the challenges and the
//!   games it opens); `round/` on a `Round` (moves, takebacks, rematches, the end of a game
//!   and its results: the games and what an ended game leaves), with the families' moves and
//!   draws (`families/`: the one registration of the game families above the rules, and each
//!   family's folder) and a game's clock (`ticks.rs`); `arbiter/` on an `Arbiter` (what a
//!   tournament's arbiter does in its channel: entries, check-in, pairing a round and
//!   starting its games, results, knockout brackets, arenas, what is posted: the tournaments
//!   and the games they start or forfeit); `admin.rs` on an `Admin` (a server's settings, kept in
//!   `server.rs`, and with `languages.rs` a player's own language: the settings' part). The
//!   questions run in an `Answer` (defined in `queries.rs`), which changes nothing but adds
//!   its answer: `queries.rs` (board, games, replay, export, which game a
//!   command means), `knowledge.rs` (the knowledge replay), `languages.rs` (the away notice),
//!   `player_records.rs` (profiles, leaderboards and histories, from what the service read:
//!   [`Core::records_needed`]). Only the dispatch (`Tx::run`) and the clock round
//!   (`ticks.rs`'s `Tx::tick`, which hands each part to its context) hold the whole `Tx`.
//!   Whose language a text is in: `tx/look.rs` (the order is told in `languages.rs`);
//!   `ratings/` (Glicko-2 results and records) is pure.
//! - `tournament/`: the pure side of tournaments, which `arbiter/` runs: formats, Berger round-robins, Swiss pairing
//!   as a matching, knockout brackets, standings and tie-breaks, and the
//!   [`tournament::Tournament`] state.
//! - `table.rs` (one game: seats, log, referee), `clock.rs` (time controls), `ai.rs` (the
//!   computer's turns), `render.rs` (views → pictures), `sgf.rs` (Hex records).
//!
//! | To add …       | open                                                                      |
//! |----------------|---------------------------------------------------------------------------|
//! | a chat command | `command/` (words → [`Command`]); its handler: `Tx::run`, `engine.rs`     |
//! | a message text | its domain's file in `messages/` (a variant and its words), its `.ftl`    |
//! | an effect kind | `effect.rs` (an [`Effect`] variant); then each adapter's delivery         |

mod admin;
pub mod ai;
mod arbiter;
pub mod clock;
pub mod command;
pub mod effect;
pub mod engine;
mod families;
pub mod ids;
pub mod incoming;
mod knowledge;
mod languages;
pub mod link;
mod lobby;
mod locales;
pub mod log;
pub mod marks;
pub mod messages;
pub mod name;
mod pages;
pub mod plan;
mod player_records;
mod queries;
pub mod ratings;
pub mod render;
mod round;
pub mod server;
pub mod sgf;
mod state;
pub mod table;
mod ticks;
pub mod tournament;
mod tx;
pub mod write_keys;

pub use ai::{Ai, ComputerMove, ComputerTurn, ComputerView, SearchAi, DEFAULT_LEVEL};
pub use arbiter::{
    ArenaBoard, ArenaState, BoardGame, TournamentChange, TournamentRecord, TournamentStatus,
};
pub use clock::{ClockState, TimeControl};
pub use command::{parse, ColourChoice, Command, GameOptions, ParseError, RulesOf};
pub use effect::{
    Action, ActionKind, Allowed, Audience, Caption, DeleteNotice, Effect, Image, ImageSource,
    ImageView, Recipient, StoredEffect, StoredImage, TextFile,
};
pub use engine::Core;
pub use ids::{ChallengeId, GameId, Millis, Place, Platform, TournamentId, UserId};
pub use incoming::{Content, Incoming};
pub use languages::{LanguageChange, LocaleChange, LocaleOf};
pub use messages::{
    ErrorMsg, GameMsg, InterfaceMsg, LobbyMsg, LocalMsg, Msg, Name, RecordsMsg, SettingsMsg,
    UserError,
};
pub use plan::{ChallengeChange, GameChange, Plan};
pub use render::{labels, render_image, terminal_text, RenderError};
pub use server::{ServerSettings, SettingsChange, SettingsUpdate};
pub use state::{Challenge, CoreConfig};
pub use table::{DrawAction, GameEvent, GameMeta, LogError, Seat, Status, Table};
pub use write_keys::WriteKey;
