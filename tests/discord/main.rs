//! The Discord adapter against the local Discord (`tests/support/discord`): commands, buttons,
//! threads, permissions, files, ratings and tournaments, and several processes sharing one bot.
//!
//! One test binary (one link of the crate, serenity and the rest) instead of one per file: each
//! module below was a test binary of its own, and still reads like one. The PostgreSQL tests
//! are ignored unless asked for by module:
//! `cargo test --test discord -- --include-ignored serve_processes::` (see `scripts/test`).
//! Four files stay test binaries of their own, where no other test runs beside them:
//! those that assert latencies under load (`discord_latency`, `discord_ratelimits`,
//! `runtime_contention`), and `crash_discord`, whose `hextable serve` killed mid-delivery
//! failed 3 runs in 4 when this binary's other tests ran beside it.
#![cfg(feature = "discord")]

#[path = "../support/mod.rs"]
mod support;

mod discord_buttons;
mod discord_commands;
mod discord_e2e;
mod discord_fake;
mod discord_files;
mod discord_hexdame;
mod discord_intents;
mod discord_interactions;
mod discord_knowledge;
mod discord_permissions;
mod discord_ratings;
mod discord_records;
mod discord_rules;
mod discord_settings;
mod discord_threads;
mod discord_tournament;
mod serve_processes;
