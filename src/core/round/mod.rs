//! A game in progress, one concern per file (as lichess splits a round): playing moves,
//! takebacks, rematches, and the end of a game. A family's own commands and move handling
//! are in its folder under [`super::families`].
//!
//! Each file adds the handlers of one concern to [`super::tx::Tx`].

mod finish;
mod play;
mod rematch;
mod results;
mod takeback;
