//! The lobby: challenges (direct and open), games against the computer, and starting a game.
//!
//! Each file adds the handlers of one concern to [`super::tx::Tx`].

mod challenge;
mod computer;
mod start;

pub(crate) use computer::computer_turn;
