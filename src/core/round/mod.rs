//! A game in progress, one concern per file (as lichess splits a round): playing moves,
//! takebacks, rematches, and the end of a game. A family's own commands and move handling
//! are in its folder under [`super::families`].
//!
//! Each file adds the handlers of one concern to [`Round`]: what a game may change.

mod finish;
mod play;
mod rematch;
mod results;
mod takeback;

use super::{
    ids::{GameId, Millis},
    incoming::Author,
    state::State,
    table::Table,
    tx::{
        Challenges, Context, Effects, Games, GamesContext, Look, Res, Results, Settings,
        Tournaments, Tx,
    },
};

/// What a game's handlers may change: the games, what an ended game leaves (ratings,
/// records, the hand-off to its tournament: the crossing is this part, named), and their
/// effects. The challenges, tournaments and settings they only read.
pub(crate) struct Round<'t, 'a> {
    pub(crate) state: &'a State,
    pub(crate) now: Millis,
    pub(crate) author: Option<&'t Author>,
    pub(crate) challenges: &'t Challenges<'a>,
    pub(crate) tournaments: &'t Tournaments<'a>,
    pub(crate) settings: &'t Settings,
    pub(crate) games: &'t mut Games<'a>,
    pub(crate) results: &'t mut Results,
    pub(crate) out: &'t mut Effects,
}

impl<'t, 'a> Round<'t, 'a> {
    /// The copy of a game to change, taken on first use.
    pub(crate) fn table_mut(&mut self, id: GameId) -> Res<&mut Table> {
        self.games.get_mut(id)
    }

    /// The games' share of a unit of work.
    pub(crate) fn of(tx: &'t mut Tx<'a>) -> Self {
        Self {
            state: tx.state,
            now: tx.now,
            author: tx.author.as_ref(),
            challenges: &tx.challenges,
            tournaments: &tx.tournaments,
            settings: &tx.settings,
            games: &mut tx.games,
            results: &mut tx.results,
            out: &mut tx.out,
        }
    }
}

impl Context for Round<'_, '_> {
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

impl<'a> GamesContext<'a> for Round<'_, 'a> {
    fn games_mut(&mut self) -> &mut Games<'a> {
        self.games
    }
}
