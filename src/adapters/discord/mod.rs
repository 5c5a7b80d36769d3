//! The Discord adapter (serenity 0.12): it translates gateway events into the core's
//! [`Incoming`](crate::core::Incoming)s for the [`Pump`](crate::runtime::Pump), and carries
//! the effects out as REST calls. It reads nothing else: server settings, game threads and DM
//! channels are asked of the [`Service`](crate::runtime::Service).
//!
//! - [`connect`]: how serenity's [`Http`] client is pointed at Discord, at an HTTP API proxy,
//!   or at the local Discord that the tests run.
//! - [`bot`]: the client and the gateway event handler (messages typed in channels and DMs).
//! - `interactions`: `/hex` slash commands, button clicks, the Place form, autocomplete.
//! - [`deliver`]: the [`Sink`](crate::runtime::Sink) that carries the bot's effects out as
//!   Discord API calls.
//! - `catchup`: after a new gateway session, what was typed while there was none is read
//!   back from the active games' channels and DMs.
//! - `backoff`: after a 429 that reached the sink, a channel or user waits alone.
//! - `relay`: the proxy mode's loopback relay, which waits out a 429's `retry_after`.
//! - `inflight`: slow deliveries that go on in the background, by recipient.
//! - [`buttons`]: the core's actions as buttons (and the Place form), encoded in custom ids.
//! - [`commands`]: the `/hex` slash command and its typed options → the core's commands.
//! - [`permissions`]: the permissions the bot uses (the invite URL's number).
//! - `powers`: who has Manage Server in each server, for commands typed in a channel, and
//!   what the bot may do in each channel (so that it sends nothing Discord would refuse).
//!
//! [`Http`]: serenity::http::Http

mod backoff;
pub mod bot;
pub mod buttons;
mod catchup;
mod challenge_posts;
pub mod commands;
pub mod connect;
pub mod deliver;
mod inflight;
mod interactions;
mod memory;
pub mod permissions;
mod powers;
pub(crate) mod relay;

pub use bot::{client, client_on, intents, run, start, Handler, Settings};
pub use deliver::DiscordSink;
