//! `hex takeback`: asking for and agreeing to take the last move back.

use crate::{
    core::{
        effect::Audience,
        ids::{GameId, UserId},
        messages::Msg,
        table::GameEvent,
        tx::{Internal, Res, Tx},
    },
    rules::Side,
};

impl Tx<'_> {
    /// `hex takeback`: asks to take back one's last move, or agrees to the opponent's request
    /// (at once against the computer).
    pub(crate) fn takeback(&mut self, user: &UserId, id: GameId) -> Res<()> {
        let now = self.now;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(user)
            .ok_or(Msg::NotYourGame { game: id })?;
        if table.meta.is_dark() {
            return Err(Msg::NoTakebackInDarkHex.into());
        }
        let against_computer = table.meta.against_computer();
        // Who takes a move back: the asker, or (when agreeing) the one who asked.
        let (taker, agreeing) = match table.meta.takeback_request {
            Some(asker) if asker == player => {
                return Err(Msg::TakebackAlreadyAsked { game: id }.into())
            }
            Some(asker) => (asker, true),
            None => (player, false),
        };
        let movers = table.game.movers();
        let Some(last_own) = movers.iter().rposition(|&p| p == taker) else {
            return Err(Msg::NothingToTakeBack { game: id }.into());
        };
        let count = movers.len() - last_own;
        if !against_computer && !agreeing {
            let name = table.meta.seat(player).name();
            self.table_mut(id)?.meta.takeback_request = Some(player);
            self.post(id, Msg::TakebackAsked { game: id, by: name }, false)?;
            self.dm(
                id,
                player.opponent(),
                Msg::TakebackAskedDm { game: id },
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
        self.post(id, Msg::TakenBack { game: id, count }, true)?;
        for p in Side::BOTH {
            self.dm(
                id,
                p,
                Msg::TakenBack { game: id, count },
                Some(Audience::Player(p)),
            )?;
        }
        Ok(())
    }
}
