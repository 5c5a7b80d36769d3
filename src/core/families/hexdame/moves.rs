//! A typed Hexdame move, resolved against the position (playing it is the one step of every
//! family, in `round/play.rs`; it is told by the open families' announcement,
//! [`Round::tell_open_move`]).

use crate::core::round::Round;
use crate::{
    core::{
        ids::GameId,
        incoming::Incoming,
        messages::ErrorMsg,
        tx::{Context, Internal, Res},
    },
    rules::{hexdame, AnyGame, AnyMove, AnyRuleError},
};

impl Round<'_, '_> {
    /// A typed Hexdame move: resolved against the position (short forms too), then played.
    pub(crate) fn play_dame_move(
        &mut self,
        incoming: &Incoming,
        id: GameId,
        text: &hexdame::MoveText,
    ) -> Res<()> {
        let player = self.author_side(incoming, id)?;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
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
}
