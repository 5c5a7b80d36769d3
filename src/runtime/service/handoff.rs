//! The writes of the service: a plan written under its writers ([`Service::write_once`] in
//! `service.rs`), then the tournament games it ended handed to their tournaments' writers.
//!
//! A game's end is committed by the game's writer alone; each tournament's step after it (the
//! result on the board, the standings, the next round) is a write of its own under the
//! tournament's writer, taken after the game's writers are let go (no write waits for one key
//! while holding another it did not take in order). The step is planned from the tournament's
//! state, so it happens once however often it is tried; the clock tries again what a crash cut
//! short ([`Core::games_awaiting_results`]).

use super::{writers::Held, Delivery, Service};
use crate::{
    core::{Core, GameId, Incoming, Millis, Plan, Platform},
    store::StoreError,
};

impl Service {
    /// Plans with `plan` and writes what it planned ([`Service::write_once`]); then the
    /// tournament games the plan ended are handed to their tournaments' writers
    /// ([`Service::hand_off`]), the game's writers let go first. The deliveries returned are
    /// the plan's, then the tournaments' steps'; the writers returned are the last write's.
    pub(super) async fn write(
        &self,
        now: Millis,
        game: Option<GameId>,
        incoming: Option<&Incoming>,
        message: Option<(Platform, &str)>,
        plan: impl Fn(&Core) -> Option<Plan>,
    ) -> Result<(Vec<Delivery>, Held<'_>), StoreError> {
        let (mut deliveries, held, handoffs) =
            self.write_once(now, game, incoming, message, plan).await?;
        if handoffs.is_empty() {
            return Ok((deliveries, held));
        }
        // No writer is held while another is waited for (`Writers::lock`).
        drop(held);
        let (more, held) = self.hand_off(handoffs, now).await;
        deliveries.extend(more);
        Ok((deliveries, held))
    }

    /// The tournaments' steps after their games ended, each in a write of its own under the
    /// tournament's writer ([`Core::plan_result_handoff`]; a step may hand off more). The game
    /// ends are written already: a step that fails is logged and left to the clock, which
    /// finds the game still awaiting its result ([`Core::games_awaiting_results`]).
    pub(super) async fn hand_off(
        &self,
        mut games: Vec<GameId>,
        now: Millis,
    ) -> (Vec<Delivery>, Held<'_>) {
        let mut deliveries = Vec::new();
        let mut held = self.writers.none();
        while !games.is_empty() {
            let game = games.remove(0);
            drop(std::mem::replace(&mut held, self.writers.none()));
            let step = self
                .write_once(now, Some(game), None, None, |core| {
                    core.plan_result_handoff(game, now)
                })
                .await;
            match step {
                Ok((more, step_held, next)) => {
                    deliveries.extend(more);
                    held = step_held;
                    games.extend(next);
                }
                Err(error) => {
                    tracing::error!(%error, %game, "recording a tournament game's result failed; the clock retries")
                }
            }
        }
        (deliveries, held)
    }
}
