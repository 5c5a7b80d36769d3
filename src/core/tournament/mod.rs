//! Tournaments, purely: formats and players ([`format`]), round-robin schedules by Berger
//! tables ([`berger`]), Swiss pairing by the Dutch system ([`swiss`]),
//! standings with tie-breaks counted the FIDE way ([`standings`]), and the [`Tournament`]
//! that records rounds and results and answers "pair the next round", "is the round over",
//! "the standings" ([`state`]); knockout brackets, single and double elimination
//! ([`knockout`]); arenas, paired as players come free and scored with streaks ([`arena`]).
//!
//! Nothing here does I/O or reads a clock: the store keeps a tournament as its
//! [`Tournament::from_parts`] pieces, and the core decides when to pair.

pub mod arena;
pub mod berger;
pub mod format;
pub mod knockout;
pub mod standings;
mod state;
pub mod swiss;

pub use format::{
    shown_points, ByeKind, Entry, EntryId, Format, GameResult, HalfPoints, KnockoutFormat, Pairing,
    SeedBy, TieBreak,
};
pub use standings::{StandingRow, Standings};
pub use state::{Tournament, TournamentError};
pub use swiss::{pair_swiss, Float, PairingError, RoundRules, SwissPlayer, SwissRound};
