//! Computer players. This module plays the Hex family (Hex, Rex, Dark Hex classic and
//! abrupt) by Monte Carlo tree search (`search`, on the board of `geometry`, with the hidden
//! stones of Dark Hex sampled as `hidden` says); [`hexdame`] plays Hexdame by alpha-beta
//! search.
//!
//! Every entry point takes a [`PlayerView`]: the AI sees exactly what its player sees, so the
//! Dark Hex player cannot cheat by construction. Searches are pure and synchronous, and a seed
//! fixes every random choice: with an iteration budget, the same view and seed give the same
//! move.

mod ensemble;
mod geometry;
mod give_way;
pub mod hexdame;
mod hidden;
mod playout;
mod prior;
mod rng;
mod root;
mod search;
mod tuning;

use std::{fmt, str::FromStr, time::Duration};

use thiserror::Error;

pub use self::{
    give_way::Answering,
    rng::{mix, Rng},
    tuning::Tuning,
};
use crate::rules::{GameSettings, Move, PlayerView, Variant};

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Uniformly random legal moves.
    Beginner,
    /// A short search (see [`Level::budget`]).
    Easy,
    /// A longer search, at most half a second.
    Medium,
    /// A search of 1.8 seconds, on both cores when the bot thinks for no other game.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard];

    /// The level's name as typed in commands.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The search budget of this level in a game of `settings` (`Beginner` does not search;
    /// its budget is empty).
    ///
    /// Hex and Rex: 300 and 5,000 iterations, then 1.8 s; their search keeps gaining from more
    /// iterations. Dark Hex: a third of an iteration per cell, then three iterations per cell
    /// (17 and 147 on 7×7, 27 and 243 on 9×9), then 1.8 s: there the search's strength climbs
    /// steeply up to a few hundred iterations and little past a thousand
    /// (`docs/ai-darkhex.md`, part 5: 1,000 iterations beat 100 in 90% of the games on 7×7,
    /// 20,000 beat 1,000 in 58%), so the lower levels sit on the climb, each clearly above the
    /// one below, and `hard` at the top.
    pub fn budget(self, settings: &GameSettings) -> Budget {
        let dark = matches!(settings.variant, Variant::DarkHex(_));
        let cells = u64::from(settings.size.rows()) * u64::from(settings.size.cols());
        match self {
            Level::Beginner => Budget {
                time: Duration::ZERO,
                max_iterations: Some(0),
            },
            Level::Easy => Budget {
                time: Duration::from_millis(150),
                max_iterations: Some(if dark { cells.div_ceil(3) } else { 300 }),
            },
            Level::Medium => Budget {
                time: Duration::from_millis(500),
                max_iterations: Some(if dark { 3 * cells } else { 5_000 }),
            },
            Level::Hard => Budget {
                time: Duration::from_millis(1_800),
                max_iterations: None,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown level “{0}”: choose beginner, easy, medium or hard")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let lower = text.trim().to_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| UnknownLevel(text.trim().to_owned()))
    }
}

/// Stored by name (`"medium"`), as computer seats always were.
impl serde::Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// An unknown name is an error (a row this build cannot read), not some other level.
impl<'de> serde::Deserialize<'de> for Level {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// How long a search may run: it stops at whichever limit comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Wall-clock limit.
    pub time: Duration,
    /// Iteration limit; with a generous `time`, this makes the result reproducible.
    pub max_iterations: Option<u64>,
}

impl Budget {
    /// A budget of `iterations` iterations and no practical time limit (reproducible).
    pub fn iterations(iterations: u64) -> Self {
        Self {
            time: Duration::from_secs(3_600),
            max_iterations: Some(iterations),
        }
    }

    /// A budget of `time` with no iteration limit.
    pub fn time(time: Duration) -> Self {
        Self {
            time,
            max_iterations: None,
        }
    }
}

/// The move the AI plays as `view.viewer()`; `None` if it is not its turn or the game is over.
pub fn choose_move(view: &PlayerView, level: Level, seed: u64) -> Option<Move> {
    match level {
        Level::Beginner => random_move(view, seed),
        _ => choose_move_with_budget(view, level.budget(&view.settings()), seed),
    }
}

/// Like [`choose_move`] with an explicit search budget.
pub fn choose_move_with_budget(view: &PlayerView, budget: Budget, seed: u64) -> Option<Move> {
    analyse(view, budget, seed).map(|report| report.mv)
}

/// What a search found: the move and how it got there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Report {
    /// The chosen move.
    pub mv: Move,
    /// Search iterations run (0 when the move needed no search, e.g. a swap decision).
    pub iterations: u64,
    /// Time spent searching.
    pub elapsed: Duration,
    /// The search's estimate of the mover's winning chances after the move (0 to 1).
    pub win_rate: f64,
    /// Mean number of tree decisions an iteration made before its playout (how deep the tree
    /// reaches; a diagnostic of `docs/ai-darkhex.md`).
    pub mean_depth: f64,
    /// The chosen move's share of the root's visits.
    pub visit_share: f64,
}

/// Like [`choose_move_with_budget`], returning the search's statistics too.
pub fn analyse(view: &PlayerView, budget: Budget, seed: u64) -> Option<Report> {
    analyse_tuned(view, budget, seed, &Tuning::default())
}

/// Like [`analyse`] with the search's knobs set by hand (for experiments).
pub fn analyse_tuned(
    view: &PlayerView,
    budget: Budget,
    seed: u64,
    tuning: &Tuning,
) -> Option<Report> {
    root::search_move(view, budget, seed, tuning)
}

/// Dark Hex diagnostic: for each cell (row-major), how often the search's sampler puts a
/// hidden enemy stone there, over `samples` samples of the view's hidden board. `None` if it
/// is not the viewer's turn or the game is over.
pub fn hidden_frequencies(view: &PlayerView, samples: usize, seed: u64) -> Option<Vec<f64>> {
    search::Search::new(view, seed).map(|mut s| s.hidden_frequencies(samples))
}

/// A uniformly random cell the viewer may try (never a swap); `None` if it is not the
/// viewer's turn or the game is over.
pub fn random_move(view: &PlayerView, seed: u64) -> Option<Move> {
    if view.to_move() != Some(view.viewer()) || view.outcome().is_some() {
        return None;
    }
    let size = view.settings().size;
    let cells: Vec<_> = size.cells().filter(|&c| view.may_try(c)).collect();
    if cells.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed);
    Some(Move::Place(cells[rng.below(cells.len())]))
}
