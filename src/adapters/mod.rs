//! Platform adapters: each turns a chat network's events into bot commands and the bot's
//! effects into that network's API calls. Adapters never depend on each other.

#[cfg(feature = "discord")]
pub mod discord;
