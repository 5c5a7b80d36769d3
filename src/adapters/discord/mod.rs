//! The Discord adapter (serenity 0.12).
//!
//! - [`connect`]: how serenity's [`Http`] client is pointed at Discord, at an HTTP API proxy,
//!   or at the local Discord that the tests run.
//! - [`bot`]: the gateway event handler that feeds messages and slash commands to the
//!   [`Service`](crate::runtime::Service), and the [`Sink`](crate::runtime::Sink) that carries the
//!   bot's effects out as Discord API calls.
//! - [`buttons`]: the core's actions as buttons (and the Place form), encoded in custom ids.
//! - [`commands`]: the `/hex` slash command and its mapping to the core's commands.
//!
//! [`Http`]: serenity::http::Http

pub mod bot;
pub mod buttons;
pub mod commands;
pub mod connect;

pub use bot::{client, intents, start, DiscordSink, Handler, Settings};
