//! The tests that need no chat adapter, no runtime and no database: the rules of Hex, Dark Hex,
//! Rex and Hexdame, the computer players, the pictures, the language texts, tournament
//! pairings, and the `hextable` command line's analysis and drawing tools.
//!
//! One test binary (one link of the crate and its dependencies) instead of one per file: each
//! module below was a test binary of its own, and still reads like one. Filter by module, e.g.
//! `cargo test --test rules render_golden::`.

#[path = "../support/mod.rs"]
mod support;

mod ai;
mod ai_fingerprint;
mod analyze;
mod any_game_props;
mod hexdame_ai;
mod hexdame_cli;
mod hexdame_props;
mod hexdame_rules;
mod i18n;
mod openspiel;
mod render_chart;
mod render_cli;
mod render_golden;
mod render_hexdame;
mod render_hexdame_cli;
mod render_knowledge;
mod render_privacy;
mod render_sizes;
mod render_standings;
mod swiss_dutch;
mod tournament_pairing;
