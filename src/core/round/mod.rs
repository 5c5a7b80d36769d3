//! A game in progress, one concern per file (as lichess splits a round): playing Hex-family
//! moves and Hexdame moves, draws, takebacks, rematches, and the end of a game.
//!
//! Each file adds the handlers of one concern to [`super::tx::Tx`].

mod dame;
mod draw;
mod finish;
mod play;
mod rematch;
mod results;
mod takeback;
