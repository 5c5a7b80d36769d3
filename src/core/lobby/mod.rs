//! The lobby: challenges (direct and open), games against the computer, and starting a game.
//!
//! Its handlers run in a [`Lobby`], which may change the challenges and open new games
//! (accepting a challenge or `hex play` starts one: the crossing into the games' part is
//! explicit), and reads the rest of the unit of work.

mod challenge;
mod computer;
mod start;

pub(crate) use computer::computer_turn;
pub(crate) use start::start_game;

use super::{
    ids::Millis,
    incoming::Author,
    state::State,
    tx::{
        Challenges, Context, Effects, Games, GamesContext, Look, Results, Settings, Tournaments, Tx,
    },
};

/// What the lobby's handlers may change: the challenges and the games they start, and their
/// effects. The tournaments, results and settings they only read.
pub(crate) struct Lobby<'t, 'a> {
    pub(crate) state: &'a State,
    pub(crate) now: Millis,
    pub(crate) author: Option<&'t Author>,
    tournaments: &'t Tournaments<'a>,
    results: &'t Results,
    settings: &'t Settings,
    challenges: &'t mut Challenges<'a>,
    games: &'t mut Games<'a>,
    out: &'t mut Effects,
}

impl<'t, 'a> Lobby<'t, 'a> {
    /// The lobby's share of a unit of work.
    pub(crate) fn of(tx: &'t mut Tx<'a>) -> Self {
        Self {
            state: tx.state,
            now: tx.now,
            author: tx.author.as_ref(),
            tournaments: &tx.tournaments,
            results: &tx.results,
            settings: &tx.settings,
            challenges: &mut tx.challenges,
            games: &mut tx.games,
            out: &mut tx.out,
        }
    }
}

impl Context for Lobby<'_, '_> {
    fn look(&self) -> Look<'_> {
        Look {
            state: self.state,
            now: self.now,
            author: self.author,
            games: self.games,
            challenges: self.challenges,
            tournaments: self.tournaments,
            results: self.results,
            settings: self.settings,
        }
    }

    fn out(&mut self) -> &mut Effects {
        self.out
    }
}

impl<'a> GamesContext<'a> for Lobby<'_, 'a> {
    fn games_mut(&mut self) -> &mut Games<'a> {
        self.games
    }
}
