//! What the clock does: challenges lapse, games time out, players are warned, and untouched
//! games are aborted. The pure clock arithmetic is in [`super::clock`].

use super::arbiter::Arbiter;
use super::lobby::Lobby;
use super::round::Round;
use super::{
    clock::idle_limit,
    ids::GameId,
    messages::GameMsg,
    table::{GameEvent, Status},
    tx::{rule_error, Context, Internal, Res, Tx},
};
use crate::rules::Side;

impl Tx<'_> {
    /// Lapses old challenges, then runs each active game's clock, in game order.
    pub(crate) fn tick(&mut self) -> Res<()> {
        let now = self.now;
        Lobby::of(self).lapse_challenges(now);
        let mut ids: Vec<GameId> = self
            .state
            .games
            .values()
            .filter(|t| t.meta.status == Status::Active)
            .map(|t| t.meta.id)
            .collect();
        ids.sort_unstable();
        // Tournaments first: a round deadline forfeits its unplayed games before their own
        // clocks would abort them.
        Arbiter::of(self).tick_tournaments()?;
        for id in ids {
            Round::of(self).tick_game(id)?;
        }
        Ok(())
    }
}

impl Round<'_, '_> {
    /// One game's clock: idle abort, timeout, or the warning before it.
    fn tick_game(&mut self, id: GameId) -> Res<()> {
        let now = self.now;
        let idle = self.state.config.idle_abort;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let meta = &table.meta;
        // Ended earlier in this tick (a tournament's round deadline).
        if meta.status != Status::Active {
            return Ok(());
        }
        let kind = meta.family();
        let Some(to_move) = table.game.to_move() else {
            return Ok(());
        };
        if !table.has_moves() {
            if now >= meta.created + idle_limit(meta.time, idle) {
                let table = self.table_mut(id)?;
                table.meta.status = Status::Aborted;
                table.events.push(GameEvent::Abort { at: now });
                self.post(id, GameMsg::GameAborted { game: id }, false)?;
                for p in Side::BOTH {
                    self.dm(id, p, GameMsg::GameAborted { game: id }, None)?;
                }
                // A tournament game nobody started: a double forfeit on its board, recorded by
                // the tournament's writer next.
                self.hand_off_result(id);
            }
            return Ok(());
        }
        let Some(deadline) = meta.clock.deadline(meta.time, to_move) else {
            return Ok(());
        };
        if now >= deadline {
            let table = self.table_mut(id)?;
            let mut game = table.game.clone();
            game.time_out(to_move).map_err(|e| rule_error(id, e))?;
            table.game = game;
            table.events.push(GameEvent::Timeout {
                player: to_move,
                at: now,
            });
            return self.finish_game(id);
        }
        let warn_at = meta.clock.warn_at(meta.time, to_move).unwrap_or(deadline);
        if !meta.clock.warned && now >= warn_at {
            let left = deadline - now;
            self.table_mut(id)?.meta.clock.warned = true;
            self.dm(id, to_move, GameMsg::TimeWarningDm { game: id, left }, None)?;
            self.post(
                id,
                GameMsg::TimeWarning {
                    game: id,
                    kind,
                    player: to_move.into(),
                    left,
                },
                false,
            )?;
        }
        Ok(())
    }
}
