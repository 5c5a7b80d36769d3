//! A tournament game's end, handed from the game's writer to the tournament's.
//!
//! A move, a resignation or a clock that ends a tournament game is written by the game's
//! writer alone: the game's end (its log and status) is the event, committed with the step.
//! The plan names the game in [`Plan::handoffs`]; the runtime then takes the tournament's
//! writer and plans [`Core::plan_result_handoff`], which puts the result on the board (the
//! bracket, the arena) and goes on (the standings, the next round) in a write of its own.
//!
//! **Exactly once, by the tournament's own state:** a result is recorded only on a board
//! that has none, under the tournament's writer, so a second hand-off of the same game (two
//! processes, a retry) finds it recorded and plans nothing. **Nothing lost:** a crash between
//! the two writes leaves an ended game on a board without a result, which
//! [`Core::games_awaiting_results`] lists for the clock to hand off again.

use super::{record::TournamentRecord, Arbiter, TournamentStatus};
use crate::core::{
    engine::Core,
    ids::{GameId, Millis},
    plan::Plan,
    table::{Status, Table},
    tournament::GameResult,
    tx::{Failure, Tx},
};

/// The result a board gets from a game that ended on its own (not through its tournament):
/// its outcome, or a double forfeit for a game aborted because nobody moved.
fn own_result(table: &Table) -> Option<GameResult> {
    match table.meta.status {
        Status::Active => None,
        Status::Aborted => Some(GameResult::DoubleForfeit),
        Status::Over => Some(match table.game.outcome()?.winner {
            Some(winner) => GameResult::Win(winner),
            None => GameResult::Draw,
        }),
    }
}

impl TournamentRecord {
    /// Whether `game` is one of this running tournament's games and its result is not on the
    /// board (the bracket, the arena's list) yet.
    pub fn awaits_result(&self, game: GameId) -> bool {
        self.games_without_results().contains(&game)
    }

    /// The games of this running tournament whose results are not on the board yet, in one
    /// pass over its boards (the clock asks every few seconds, and a large Swiss has
    /// thousands of boards).
    fn games_without_results(&self) -> Vec<GameId> {
        if self.status != TournamentStatus::Running {
            return Vec::new();
        }
        let rounds = self.tournament.rounds();
        let mut games: Vec<GameId> = self
            .games
            .iter()
            .filter(|b| {
                (b.round as usize)
                    .checked_sub(1)
                    .and_then(|r| rounds.get(r))
                    .and_then(|boards| boards.get(b.board))
                    .is_some_and(|pairing| !pairing.is_decided())
            })
            .map(|b| b.game)
            .collect();
        if let Some(bracket) = self.bracket() {
            let due = bracket.games_to_play();
            games.extend(
                self.match_games
                    .iter()
                    .filter(|m| {
                        due.iter()
                            .any(|g| g.match_id == m.match_id && g.number == m.number)
                    })
                    .map(|m| m.game),
            );
        }
        if let Some(arena) = &self.arena {
            games.extend(
                arena
                    .games
                    .iter()
                    .filter(|b| b.pairing.result.is_none())
                    .map(|b| b.game),
            );
        }
        games
    }
}

impl Core {
    /// The tournament's step after `game` ended: its result on the board, and what follows
    /// (the standings, the next round, the next game of a match). `None` when there is
    /// nothing to do: the game is not over, or its result is already recorded.
    pub fn plan_result_handoff(&self, game: GameId, now: Millis) -> Option<Plan> {
        let table = self.state.games.get(&game)?;
        let result = own_result(table)?;
        let awaited = self
            .state
            .tournaments
            .values()
            .any(|t| t.awaits_result(game));
        if !awaited {
            return None;
        }
        let mut tx = Tx::new(&self.state, now);
        match Arbiter::of(&mut tx).tournament_game_over(game, result) {
            Ok(()) => Some(tx.finish()),
            Err(Failure::Internal(error)) => {
                tracing::error!(%error, %game, "recording a tournament result failed");
                None
            }
            Err(_) => {
                tracing::error!(%game, "the tournament refused a game's result");
                None
            }
        }
    }

    /// Games of running tournaments whose results are not on their boards, and which are not
    /// being played here: ended (the hand-off was cut short by a crash), or not in memory
    /// (read them to know). The clock hands each off again.
    pub fn games_awaiting_results(&self) -> Vec<GameId> {
        let mut games: Vec<GameId> = self
            .state
            .tournaments
            .values()
            .flat_map(TournamentRecord::games_without_results)
            .filter(|game| {
                self.state
                    .games
                    .get(game)
                    .is_none_or(|t| t.meta.status != Status::Active)
            })
            .collect();
        games.sort();
        games.dedup();
        games
    }

    /// Applies `plan` and then, at once, the tournament steps it handed off (for a core run
    /// without a store: tests and embedders). The service writes each step first instead.
    pub(crate) fn apply_and_hand_off(
        &mut self,
        mut plan: Plan,
        now: Millis,
    ) -> Vec<crate::core::Effect> {
        let mut queue = std::mem::take(&mut plan.handoffs);
        let mut effects = self.apply(plan);
        while let Some(game) = queue.first().copied() {
            queue.remove(0);
            if let Some(mut step) = self.plan_result_handoff(game, now) {
                queue.append(&mut step.handoffs);
                effects.extend(self.apply(step));
            }
        }
        effects
    }
}
