//! The end of a game: resignation, and the result announced to the channel and the players
//! with a rematch button (and, for a rated game, both new ratings: `results.rs`).

use super::Round;
use crate::core::knowledge::views_actions;
use crate::core::Name;
use crate::{
    core::{
        effect::{Action, ActionKind, Audience},
        ids::{GameId, UserId},
        messages::{ErrorMsg, GameMsg, Msg, Winner},
        table::{GameEvent, Status, Table},
        tx::{rule_error, Context, Internal, Res},
    },
    rules::{Outcome, Reason, Side, Variant},
};

impl Round<'_, '_> {
    /// Announces the end of a game whose rules have an outcome, and marks it over: the result
    /// to the channel and both players, with a rematch button for the people who played.
    /// A tournament game's result goes on its board (and may end the round), after the
    /// result itself is announced: by the tournament's own writer next.
    pub(crate) fn finish_game(&mut self, id: GameId) -> Res<()> {
        if self.announce_end(id)? {
            self.hand_off_result(id);
        }
        Ok(())
    }

    /// [`Round::finish_game`] without the hand-off, for the tournament's own step that ended
    /// the game (a withdrawal's forfeit): it puts the result on the board itself. Whether
    /// there was an end to announce (`false`: the rules have no outcome yet).
    pub(crate) fn announce_end(&mut self, id: GameId) -> Res<bool> {
        let table = self.table_mut(id)?;
        table.meta.status = Status::Over;
        table.meta.takeback_request = None;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let Some(outcome) = table.game.outcome() else {
            return Ok(false);
        };
        let msg = result_message(table, outcome);
        // Reached once per game: the status above makes every later command refuse it.
        let msg = match self.record_result(id, outcome)? {
            Some(ratings) => GameMsg::RatedGameOver {
                result: Box::new(msg),
                ratings: Box::new(ratings),
            },
            None => msg,
        };
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        // The game's web page, when the pages are served, the game has one and its community
        // did not turn them off (its link would answer 404).
        let off = table
            .meta
            .server
            .as_deref()
            .is_some_and(|server| self.server_settings(table.meta.platform, server).web_off);
        let msg = match (&self.state.config.web, &table.meta.link) {
            (Some(site), Some(token)) if !off => {
                Msg::WithPage(Box::new(msg.into()), format!("{site}/g/{token}"))
            }
            _ => msg.into(),
        };
        let reveal = reveals(table, outcome);
        let rematch = ActionKind::Rematch { game: id };
        let humans = self.humans(id, &Side::BOTH);
        // Dark Hex: a Replay button for the knowledge replay, on the post and in the DMs.
        let views = views_actions(table);
        let mut actions = vec![Action::for_users(rematch, humans)];
        actions.extend(views.iter().cloned());
        self.post_with(id, msg.clone(), reveal, actions)?;
        for player in Side::BOTH {
            let audience = if reveal {
                Audience::Revealed
            } else {
                Audience::Player(player)
            };
            let mut mine = vec![Action::for_users(rematch, self.humans(id, &[player]))];
            mine.extend(views.iter().cloned());
            self.dm_with(id, player, msg.clone(), Some(audience), mine)?;
        }
        Ok(true)
    }

    /// Hands `game`'s end to its tournament's writer ([`crate::core::Plan::handoffs`]), if it
    /// is a game of a running tournament.
    pub(crate) fn hand_off_result(&mut self, game: GameId) {
        let ours = self
            .tournament_ids()
            .into_iter()
            .any(|id| self.tournament(id).is_some_and(|t| t.awaits_result(game)));
        if ours && !self.results.handoffs.contains(&game) {
            self.results.handoffs.push(game);
        }
    }

    /// `hex resign`.
    pub(crate) fn resign(&mut self, user: &UserId, id: GameId) -> Res<()> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let player = table
            .meta
            .colour_of(user)
            .ok_or(ErrorMsg::NotYourGame { game: id })?;
        // The rules change nothing when they refuse.
        table.game.resign(player).map_err(|e| rule_error(id, e))?;
        table.events.push(GameEvent::Resign { player, at: now });
        self.finish_game(id)
    }
}

/// The announcement of `outcome`, as the game's family words it.
fn result_message(table: &Table, outcome: Outcome) -> GameMsg {
    let winner = outcome.winner.map(|winner| Winner {
        colour: winner.into(),
        name: Name::from(table.meta.seat(winner)),
        loser: Name::from(table.meta.seat(winner.opponent())),
    });
    GameMsg::GameOver {
        game: table.meta.id,
        kind: table.meta.family(),
        winner,
        reason: outcome.reason,
        connection_loses: table
            .meta
            .spec
            .hex_settings()
            .is_some_and(|settings| settings.variant == Variant::Rex),
        hidden: !reveals(table, outcome),
    }
}

/// Whether the result shows the board: a Dark Hex board stays hidden unless the game ended by
/// a connection.
fn reveals(table: &Table, outcome: Outcome) -> bool {
    !table.meta.is_dark() || outcome.reason == Reason::Connection
}
