//! The arbiter: tournaments run by the bot in a channel, as a chess arbiter runs them (entries,
//! check-in, pairings, results, standings posted), over the pure formats in `core/tournament/`.
//! Here: the [`TournamentRecord`] the core and the store
//! keep (settings, players as chat users, the pure [`Tournament`] with its rounds and results,
//! and the game started for each board), and the handlers:
//!
//! - `commands.rs`: `hex tournament create/join/leave/withdraw/start/cancel/result/kick` and
//!   who may do what;
//! - `rounds.rs`: pairing a round and starting its games, a finished game's result, the next
//!   round, the round deadline and the start at a time (from the tick);
//! - `shown.rs`: pairings, standings (picture and text), info, list and rules;
//! - `knockout.rs`: knockout brackets: the draw, each match's games, the bracket posted;
//! - `arena.rs`: arenas: players paired as they come free, streak points, the leaderboard
//!   posted every few minutes and at the end;
//! - `checkin.rs`: the check-in window before the start, and dropping who did not confirm;
//! - `handoff.rs`: a game's end handed from the game's writer to its tournament's, which
//!   records the result in a write of its own.
//!
//! Every handler runs in an [`Arbiter`]: it may change the tournaments, the games they
//! start, forfeit or abort and what those games leave; it reads the challenges and settings.
//!
//! A round is paired, its games started and its posts written in one plan, so one store
//! transaction: a restart between pairing and posting finds both or neither. A game's end is
//! not: the game's writer commits it alone, and the tournament's writer records the result
//! next (`handoff.rs`).

mod arena;
mod checkin;
mod commands;
mod handoff;
mod knockout;
pub(crate) mod record;
mod rounds;
mod shown;

pub use record::{
    ArenaBoard, ArenaState, BoardGame, TournamentChange, TournamentLine, TournamentRecord,
    TournamentStatus,
};

use super::{
    ids::{GameId, Millis, Platform, TournamentId},
    incoming::Author,
    round::Round,
    state::State,
    table::Table,
    tx::{
        Challenges, Context, Effects, Games, GamesContext, Look, Res, Results, Settings,
        Tournaments, Tx,
    },
};

/// What a tournament's handlers may change: the tournaments, the games they start, forfeit
/// or abort, what those games leave (results), and their effects. The challenges and the
/// settings they only read.
pub(crate) struct Arbiter<'t, 'a> {
    pub(crate) state: &'a State,
    pub(crate) now: Millis,
    pub(crate) author: Option<&'t Author>,
    challenges: &'t Challenges<'a>,
    settings: &'t Settings,
    tournaments: &'t mut Tournaments<'a>,
    games: &'t mut Games<'a>,
    results: &'t mut Results,
    out: &'t mut Effects,
}

impl<'t, 'a> Arbiter<'t, 'a> {
    /// The arbiters' share of a unit of work.
    pub(crate) fn of(tx: &'t mut Tx<'a>) -> Self {
        Self {
            state: tx.state,
            now: tx.now,
            author: tx.author.as_ref(),
            challenges: &tx.challenges,
            settings: &tx.settings,
            tournaments: &mut tx.tournaments,
            games: &mut tx.games,
            results: &mut tx.results,
            out: &mut tx.out,
        }
    }

    /// The game side of a tournament's step (a withdrawal's forfeit ends a game): the games
    /// and results parts, lent to a [`Round`].
    pub(crate) fn round(&mut self) -> Round<'_, 'a> {
        Round {
            state: self.state,
            now: self.now,
            author: self.author,
            challenges: self.challenges,
            tournaments: self.tournaments,
            settings: self.settings,
            games: self.games,
            results: self.results,
            out: self.out,
        }
    }

    /// The copy of a game to change, taken on first use.
    pub(crate) fn table_mut(&mut self, id: GameId) -> Res<&mut Table> {
        self.games.get_mut(id)
    }
}

impl Context for Arbiter<'_, '_> {
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

impl<'a> GamesContext<'a> for Arbiter<'_, 'a> {
    fn games_mut(&mut self) -> &mut Games<'a> {
        self.games
    }
}

impl Arbiter<'_, '_> {
    /// The copy of a tournament to change, taken on first use.
    pub(crate) fn tournament_mut(&mut self, id: TournamentId) -> Res<&mut TournamentRecord> {
        self.tournaments.get_mut(id)
    }

    /// The tournament still open or running in `channel`.
    pub(crate) fn live_tournament_in(
        &self,
        platform: Platform,
        channel: &str,
    ) -> Option<TournamentId> {
        self.tournament_ids().into_iter().find(|&id| {
            self.tournament(id).is_some_and(|t| {
                t.platform == platform && t.channel == channel && t.status.is_live()
            })
        })
    }

    /// The running tournament `game` belongs to, with its board.
    pub(crate) fn tournament_of_game(&self, game: GameId) -> Option<(TournamentId, BoardGame)> {
        self.tournament_ids().into_iter().find_map(|id| {
            let record = self.tournament(id)?;
            if record.status != TournamentStatus::Running {
                return None;
            }
            record.board_of_game(game).map(|board| (id, board))
        })
    }
}
