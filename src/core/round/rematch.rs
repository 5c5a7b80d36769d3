//! `hex rematch`: offering the same game again, colours swapped.

use super::Round;
use crate::core::Name;
use crate::core::{
    command::{ColourChoice, GameOptions},
    effect::{Action, ActionKind},
    ids::{GameId, Place},
    incoming::Incoming,
    lobby::start_game,
    messages::{ErrorMsg, GameMsg},
    table::Status,
    tx::{Context, Res},
};

impl Round<'_, '_> {
    /// `hex rematch`: offers the finished game again with colours swapped, or accepts the
    /// opponent's offer (at once against the computer).
    pub(crate) fn rematch(&mut self, incoming: &Incoming, named: Option<GameId>) -> Res<()> {
        let user = incoming.user_id();
        let id = match named {
            Some(id) => id,
            None => {
                let place_channel = match &incoming.place {
                    Place::Channel(c) => Some(c.clone()),
                    Place::Dm => None,
                };
                self.user_games(&user)
                    .into_iter()
                    .rev()
                    .find(|&id| {
                        self.table(id).is_some_and(|t| {
                            t.meta.status != Status::Active
                                && (place_channel.is_none() || t.meta.channel == place_channel)
                        })
                    })
                    .ok_or(ErrorMsg::NoFinishedGame)?
            }
        };
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(ErrorMsg::NoSuchGame { game: id })?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(ErrorMsg::NotYourGame { game: id })?;
        if table.meta.status == Status::Active {
            return Err(ErrorMsg::GameStillOn { game: id }.into());
        }
        let options = GameOptions {
            game: table.meta.spec.into(),
            colour: ColourChoice::Red,
            time: table.meta.time,
            level: None,
            rated: Some(table.meta.rated),
        };
        // Colours swapped: the second player moves first this time.
        let (first, second) = (table.meta.second.clone(), table.meta.first.clone());
        let platform = table.meta.platform;
        let channel = table.meta.channel.clone();
        let server = table.meta.server.clone();
        let offer = table.meta.rematch_offer;
        if table.meta.against_computer() || offer == Some(player.opponent()) {
            self.table_mut(id)?.meta.rematch_offer = None;
            start_game(self, platform, channel, server, &options, first, second)?;
            return Ok(());
        }
        if offer == Some(player) {
            return Err(ErrorMsg::RematchAlreadyOffered { game: id }.into());
        }
        let name = Name::from(table.meta.seat(player));
        self.table_mut(id)?.meta.rematch_offer = Some(player);
        let accept = vec![Action::for_users(
            ActionKind::Rematch { game: id },
            self.humans(id, &[player.opponent()]),
        )];
        self.post_with(
            id,
            GameMsg::RematchOffered {
                game: id,
                by: name.clone(),
            },
            false,
            accept.clone(),
        )?;
        self.dm_with(
            id,
            player.opponent(),
            GameMsg::RematchOfferedDm { game: id, by: name },
            None,
            accept,
        )?;
        Ok(())
    }
}
