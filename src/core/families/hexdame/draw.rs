//! `hex draw`: Hexdame draw offers, acceptances and refusals.

use crate::core::round::Round;
use crate::core::Name;
use crate::{
    core::{
        ids::GameId,
        incoming::Incoming,
        messages::{ErrorMsg, GameMsg},
        table::{DrawAction, GameEvent},
        tx::{Context, Internal, Res},
    },
    rules::{AnyGame, AnyRuleError},
};

impl Round<'_, '_> {
    /// `hex draw`: offer (or, against a standing offer, accept), accept or decline a draw.
    pub(crate) fn draw(&mut self, incoming: &Incoming, id: GameId, action: DrawAction) -> Res<()> {
        let now = self.now;
        let player = self.author_side(incoming, id)?;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let AnyGame::Hexdame(dame) = &table.game else {
            return Err(ErrorMsg::NoDrawsInHex { game: id }.into());
        };
        let offer = dame.draw_offer();
        let theirs = offer == Some(player.opponent());
        let action = match action {
            DrawAction::Offer if offer == Some(player) => {
                return Err(ErrorMsg::DrawAlreadyOffered { game: id }.into())
            }
            // Offering back is accepting.
            DrawAction::Offer if theirs => DrawAction::Accept,
            DrawAction::Accept | DrawAction::Decline if !theirs => {
                return Err(ErrorMsg::NoDrawOffer { game: id }.into())
            }
            action => action,
        };
        let name = Name::from(table.meta.seat(player));
        let table = self.table_mut(id)?;
        let AnyGame::Hexdame(dame) = &mut table.game else {
            return Err(Internal::WrongFamily(id).into());
        };
        let done = match action {
            DrawAction::Offer => dame.offer_draw(player),
            DrawAction::Accept => dame.accept_draw(player),
            DrawAction::Decline => dame.decline_draw(player),
        };
        done.map_err(|error| ErrorMsg::FamilyRule {
            game: id,
            error: AnyRuleError::Hexdame(error),
        })?;
        table.events.push(GameEvent::Draw {
            player,
            action,
            at: now,
        });
        let against_computer = table.meta.is_computer(player.opponent());
        match action {
            DrawAction::Offer if against_computer => {
                // The computer plays on: it declines at once rather than leaving the offer
                // hanging until its next move.
                let opponent = player.opponent();
                let by = Name::from(table.meta.seat(opponent));
                dame.decline_draw(opponent)
                    .map_err(|error| ErrorMsg::FamilyRule {
                        game: id,
                        error: AnyRuleError::Hexdame(error),
                    })?;
                table.events.push(GameEvent::Draw {
                    player: opponent,
                    action: DrawAction::Decline,
                    at: now,
                });
                let msg = GameMsg::DrawDeclined { game: id, by };
                self.post(id, msg.clone(), false)?;
                self.reply(incoming, msg, None);
                Ok(())
            }
            DrawAction::Offer => {
                self.post(
                    id,
                    GameMsg::DrawOffered {
                        game: id,
                        by: name.clone(),
                    },
                    false,
                )?;
                self.dm(
                    id,
                    player.opponent(),
                    GameMsg::DrawOfferedDm { game: id, by: name },
                    None,
                )?;
                self.reply(incoming, GameMsg::DrawOfferStands { game: id }, None);
                Ok(())
            }
            DrawAction::Decline => {
                let msg = GameMsg::DrawDeclined { game: id, by: name };
                self.post(id, msg.clone(), false)?;
                self.dm(id, player.opponent(), msg.clone(), None)?;
                if self.table(id).is_some_and(|t| t.meta.channel.is_none()) {
                    self.reply(incoming, msg, None);
                }
                Ok(())
            }
            DrawAction::Accept => self.finish_game(id),
        }
    }
}
