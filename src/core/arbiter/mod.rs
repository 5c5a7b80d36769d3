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
    ids::{GameId, Platform, TournamentId},
    tx::{Context, Res, Tx},
};

impl Tx<'_> {
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
