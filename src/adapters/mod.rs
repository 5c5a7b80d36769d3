//! Chat network adapters: each turns a network's events into [`crate::core::Incoming`] and
//! carries out the core's [`crate::core::Effect`]s. Adapters never depend on each other.

#[cfg(feature = "discord")]
pub mod discord;
pub mod discord_syntax;
#[cfg(feature = "matrix")]
pub mod matrix;
