//! The end of a game: resignation, and the result announced to the channel and the players
//! with a rematch button.

use crate::{
    core::{
        effect::{Action, ActionKind, Audience},
        ids::{GameId, UserId},
        messages::{DameEnd, DameWin, Msg},
        table::{dame_player, GameEvent, Referee, Status},
        tx::{referee_error, Internal, Res, Tx},
    },
    rules::{
        hexdame::{self, WinReason},
        EndReason, Player,
    },
};

impl Tx<'_> {
    /// Announces the end of a game whose referee has an outcome, and marks it over.
    pub(crate) fn finish_game(&mut self, id: GameId) -> Res<()> {
        let table = self.table_mut(id)?;
        table.meta.status = Status::Over;
        table.meta.takeback_request = None;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let game = match &table.game {
            Referee::Hex(game) => game,
            Referee::Hexdame(_) => return self.finish_dame(id),
        };
        let Some(outcome) = game.outcome() else {
            return Ok(());
        };
        let dark = table.meta.is_dark();
        let winner_name = table.meta.seat(outcome.winner).name();
        let loser_name = table.meta.seat(outcome.winner.opponent()).name();
        let msg = Msg::GameOver {
            game: id,
            winner: outcome.winner,
            winner_name,
            loser_name,
            reason: outcome.reason,
            variant: table.meta.settings.variant,
        };
        let reveal = !dark || outcome.reason == EndReason::Connection;
        let rematch = ActionKind::Rematch { game: id };
        let humans = self.humans(id, &Player::BOTH);
        self.post_with(
            id,
            msg.clone(),
            reveal,
            vec![Action::for_users(rematch, humans)],
        )?;
        for player in Player::BOTH {
            let audience = if reveal {
                Audience::Revealed
            } else {
                Audience::Player(player)
            };
            let mine = vec![Action::for_users(rematch, self.humans(id, &[player]))];
            self.dm_with(id, player, msg.clone(), Some(audience), mine)?;
        }
        Ok(())
    }

    /// Announces the end of a Hexdame game (status already set by [`Tx::finish_game`]).
    fn finish_dame(&mut self, id: GameId) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let Referee::Hexdame(dame) = &table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let win = |winner: Player, reason: DameWin| DameEnd::Win {
            winner,
            winner_name: table.meta.seat(winner).name(),
            loser_name: table.meta.seat(winner.opponent()).name(),
            reason,
        };
        let end = match (dame.timed_out, dame.game.outcome()) {
            (Some(loser), _) => win(loser.opponent(), DameWin::Timeout),
            (None, Some(hexdame::Outcome::Win { winner, reason })) => win(
                dame_player(winner),
                match reason {
                    WinReason::NoPieces => DameWin::NoPieces,
                    WinReason::NoMoves => DameWin::NoMoves,
                    WinReason::Resignation => DameWin::Resignation,
                },
            ),
            (None, Some(hexdame::Outcome::Draw(reason))) => DameEnd::Draw(reason),
            (None, None) => return Ok(()),
        };
        let msg = Msg::DameGameOver { game: id, end };
        // As in Hex: the result offers a rematch to the people who played (a button on chat
        // networks that have them).
        let rematch = ActionKind::Rematch { game: id };
        let humans = self.humans(id, &Player::BOTH);
        self.post_with(
            id,
            msg.clone(),
            true,
            vec![Action::for_users(rematch, humans)],
        )?;
        for player in Player::BOTH {
            let mine = vec![Action::for_users(rematch, self.humans(id, &[player]))];
            self.dm_with(id, player, msg.clone(), Some(Audience::Revealed), mine)?;
        }
        Ok(())
    }

    /// `hex resign`.
    pub(crate) fn resign(&mut self, user: &UserId, id: GameId) -> Res<()> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let player = table
            .meta
            .colour_of(user)
            .ok_or(Msg::NotYourGame { game: id })?;
        let mut game = table.game.clone();
        game.resign(player).map_err(|e| referee_error(id, e))?;
        table.game = game;
        table.events.push(GameEvent::Resign { player, at: now });
        self.finish_game(id)
    }
}
