//! Hexdame moves: the typed text resolved against the position, and the announcement of a
//! move (playing it is the one step of every family, in `play.rs`).

use crate::core::round::Round;
use crate::core::Name;
use crate::{
    core::{
        effect::Audience,
        ids::GameId,
        incoming::Incoming,
        messages::{ErrorMsg, GameMsg, MoveTold},
        tx::{Context, Internal, Res},
    },
    rules::{hexdame, AnyGame, AnyMove, AnyRuleError, Family, Side},
};

impl Round<'_, '_> {
    /// A typed Hexdame move: resolved against the position (short forms too), then played.
    pub(crate) fn play_dame_move(
        &mut self,
        incoming: &Incoming,
        id: GameId,
        text: &hexdame::MoveText,
    ) -> Res<()> {
        let user = incoming.user_id();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(ErrorMsg::NotYourGame { game: id })?;
        let AnyGame::Hexdame(dame) = &table.game else {
            return Err(ErrorMsg::NotAHexMove { game: id }.into());
        };
        if table.game.to_move() != Some(player) {
            return Err(ErrorMsg::NotYourTurn { game: id }.into());
        }
        let mv = dame
            .game()
            .position()
            .resolve(text)
            .map_err(|error| ErrorMsg::FamilyRule {
                game: id,
                error: AnyRuleError::Hexdame(error),
            })?;
        self.play_and_finish(id, player, AnyMove::Hexdame(mv))
    }

    /// Announces a Hexdame move that did not end the game: the board to the channel (and to
    /// the mover when no channel shows it), the turn to the opponent.
    pub(crate) fn announce_dame_move(
        &mut self,
        id: GameId,
        player: Side,
        mv: &hexdame::Move,
        captured: usize,
        crowned: bool,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let ply = table.game.ply();
        let next = player.opponent();
        let name = Name::from(table.meta.seat(player));
        let in_dm = table.meta.channel.is_none();
        let text = mv.to_string();
        self.post(
            id,
            GameMsg::MoveAnnounce {
                game: id,
                kind: Family::Hexdame,
                ply,
                player: player.into(),
                name: name.clone(),
                played: MoveTold {
                    mv: text.clone(),
                    swap: false,
                    captured,
                    crowned,
                },
                next: next.into(),
            },
            true,
        )?;
        if in_dm {
            // No channel shows the board: the mover gets it too.
            self.dm(
                id,
                player,
                GameMsg::YouPlayed {
                    game: id,
                    kind: Family::Hexdame,
                    mv: text.clone(),
                    next: None,
                },
                Some(Audience::Revealed),
            )?;
        }
        self.dm(
            id,
            next,
            GameMsg::YourTurn {
                game: id,
                by: name,
                mv: text,
            },
            Some(Audience::Revealed),
        )?;
        Ok(())
    }
}
