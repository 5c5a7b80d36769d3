//! Implementations of the command-line subcommands. They live in the binary so that `anyhow`
//! stays out of the library.

pub mod ai;
pub mod analyze;
pub mod bench;
pub mod bench_core;
pub mod bench_dutch;
pub mod bench_pairing;
pub mod bench_ratings;
pub mod bench_web;
pub mod bench_web_readers;
pub mod chart;
pub mod cpu_limit;
pub mod local;
pub mod perft;
pub mod render;
pub mod rng;
pub mod serve;
