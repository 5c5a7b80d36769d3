//! The Matrix adapter on a real Synapse (ignored unless `scripts/test` provides one): games,
//! tournaments, the account's standby process, and `hextable serve` killed mid-move.
//!
//! One test binary (one link of the crate, matrix-sdk and the rest) instead of one per file:
//! each module below was a test binary of its own, and still reads like one. `scripts/test`
//! runs one module at a time: `cargo test --test matrix -- --include-ignored matrix_e2e::`.
#![cfg(feature = "matrix")]
// matrix-sdk's futures nest deeper than the default limit.
#![recursion_limit = "256"]

#[path = "../support/mod.rs"]
mod support;

/// Users and human players on a real Synapse.
#[path = "../support/matrix.rs"]
mod matrix_support;

mod crash_matrix;
mod matrix_arena;
mod matrix_e2e;
mod matrix_knockout;
mod matrix_latency;
mod matrix_standby;
mod matrix_tournament;
