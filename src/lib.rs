//! hextable: a chat bot that hosts hex-board games: Dark Hex, Hex, Rex and the other game
//! families registered in [`core`] (`core/families`) and [`rules`].
//!
//! The crate is layered with one-way data flow: platform adapters turn chat events into
//! commands for the bot core, which consults the pure [`rules`] and returns effects for the
//! adapters to carry out.

#![recursion_limit = "256"]

pub mod adapters;
pub mod admin;
pub mod ai;
pub mod config;
pub mod core;
pub mod i18n;
pub mod render;
pub mod rules;
pub mod runtime;
pub mod store;
pub mod sync;
pub mod web;
