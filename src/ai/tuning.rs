//! How a search is spread over trees and threads ([`Tuning`]).
//!
//! The search once carried about a dozen experiment switches here (a tree without information
//! sets, samplers, race playouts, an opponent policy, a route prior, expansion thresholds, a
//! tree depth limit, a final choice by value, …). Each was measured and rejected, or was an
//! ablation of a part the levels keep; `docs/ai-darkhex.md` keeps the measurements, and the code
//! is in the history (its last version: `70f0758`, `src/ai/tuning.rs`).

/// How many independent trees a search grows and on how many threads. [`Tuning::default`] is
/// what the levels play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Independent trees (different seeds) whose root visits are summed for the final move
    /// (root-parallel search, `ai::ensemble`). An iteration budget is shared among them; with
    /// a time budget only, there are at least as many trees as threads.
    pub trees: usize,
    /// At most this many threads for one search; `None`: two when no other search runs in the
    /// process and the machine has two cores, else one (the busy rule of `ai::ensemble`).
    pub threads: Option<usize>,
}

impl Default for Tuning {
    fn default() -> Self {
        Self {
            trees: 1,
            threads: None,
        }
    }
}
