//! The tests of the core, the store and the runtime without a chat adapter: games played through
//! the core and the service, the store on SQLite (and on PostgreSQL under `scripts/test`),
//! ratings, tournaments, and `hextable local`.
//!
//! One test binary (one link of the crate and its dependencies) instead of one per file: each
//! module below was a test binary of its own, and still reads like one. The PostgreSQL tests
//! are ignored unless asked for by module, one module at a time (they share one database):
//! `cargo test --test core_store -- --include-ignored store_restart::` (see `scripts/test`).

#[path = "../support/mod.rs"]
mod support;

mod core_ai;
mod core_arena;
mod core_flow;
mod core_hexdame;
mod core_knockout;
mod core_knowledge;
mod core_leak;
mod core_settings;
mod core_tournament;
mod local;
mod ratings_apply;
mod store_processes;
mod store_records;
mod store_restart;
mod store_upgrade;
mod web_browser;
mod web_live;
mod web_more;
mod web_pages;
