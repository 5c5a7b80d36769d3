//! `hex takeback`: asking for and agreeing to take the last move back.

use super::Round;
use crate::core::Name;
use crate::{
    core::{
        effect::Audience,
        ids::{GameId, Place, UserId},
        incoming::Incoming,
        messages::{ErrorMsg, GameMsg},
        table::{GameEvent, Status},
        tx::{Context, Internal, Res},
    },
    rules::Side,
};

impl Round<'_, '_> {
    /// A takeback after a rated game ended is refused with its own reason: the result has
    /// counted for both ratings, and reopening the game would count it again. `named` is
    /// the game the command names; without one, the user's last game here when none of
    /// theirs is still on. (Every finished game is refused by `find_game` too; this says why.)
    pub(crate) fn refuse_rated_takeback(
        &self,
        incoming: &Incoming,
        named: Option<GameId>,
    ) -> Res<()> {
        let user = incoming.user_id();
        let ended = match named {
            Some(id) => Some(id),
            None if self.active_user_games(&user).is_empty() => {
                let channel = match &incoming.place {
                    Place::Channel(c) => Some(c.as_str()),
                    Place::Dm => None,
                };
                self.user_games(&user).into_iter().rev().find(|&id| {
                    self.table(id)
                        .is_some_and(|t| channel.is_none() || t.meta.channel.as_deref() == channel)
                })
            }
            None => None,
        };
        match ended.and_then(|id| self.table(id)) {
            Some(t)
                if t.meta.rated
                    && t.meta.status == Status::Over
                    && t.meta.colour_of(&user).is_some() =>
            {
                Err(ErrorMsg::RatedResultStands { game: t.meta.id }.into())
            }
            _ => Ok(()),
        }
    }

    /// `hex takeback`: asks to take back one's last move, or agrees to the opponent's request
    /// (at once against the computer).
    pub(crate) fn takeback(&mut self, user: &UserId, id: GameId) -> Res<()> {
        let now = self.now;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(user)
            .ok_or(ErrorMsg::NotYourGame { game: id })?;
        if table.meta.is_dark() {
            return Err(ErrorMsg::NoTakebackInDarkHex.into());
        }
        // Never reopens a finished game (its result may have counted for ratings).
        if table.meta.status != Status::Active {
            return Err(if table.meta.rated {
                ErrorMsg::RatedResultStands { game: id }
            } else {
                ErrorMsg::GameIsOver { game: id }
            }
            .into());
        }
        let against_computer = table.meta.against_computer();
        // Who takes a move back: the asker, or (when agreeing) the one who asked.
        let (taker, agreeing) = match table.meta.takeback_request {
            Some(asker) if asker == player => {
                return Err(ErrorMsg::TakebackAlreadyAsked { game: id }.into())
            }
            Some(asker) => (asker, true),
            None => (player, false),
        };
        let movers = table.game.movers();
        let Some(last_own) = movers.iter().rposition(|&p| p == taker) else {
            return Err(ErrorMsg::NothingToTakeBack { game: id }.into());
        };
        let count = movers.len() - last_own;
        if !against_computer && !agreeing {
            let name = Name::from(table.meta.seat(player));
            self.table_mut(id)?.meta.takeback_request = Some(player);
            self.post(id, GameMsg::TakebackAsked { game: id, by: name }, false)?;
            self.dm(
                id,
                player.opponent(),
                GameMsg::TakebackAskedDm { game: id },
                None,
            )?;
            return Ok(());
        }
        let game = table
            .game
            .taken_back(count)
            .map_err(|e| Internal::Takeback(id, e))?;
        let table = self.table_mut(id)?;
        table.game = game;
        table.events.push(GameEvent::Takeback { count, at: now });
        table.meta.takeback_request = None;
        table.meta.clock.turn_started = now;
        table.meta.clock.warned = false;
        self.post(id, GameMsg::TakenBack { game: id, count }, true)?;
        for p in Side::BOTH {
            self.dm(
                id,
                p,
                GameMsg::TakenBack { game: id, count },
                Some(Audience::Player(p)),
            )?;
        }
        Ok(())
    }
}
