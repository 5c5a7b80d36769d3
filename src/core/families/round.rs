//! The families' moves in a round: a typed move handed to its family, and an accepted move
//! announced by its family (part of the registration in [`super`]).

use crate::{
    core::{
        ids::GameId,
        incoming::Incoming,
        tx::{Internal, Res, Tx},
    },
    rules::{AnyMove, Notation, Played, Side},
};

impl Tx<'_> {
    /// A move typed by a player of the game, checked for syntax: its family resolves and plays
    /// it.
    pub(crate) fn play_typed(&mut self, incoming: &Incoming, id: GameId, mv: Notation) -> Res<()> {
        match mv {
            Notation::Hex(mv) => self.play_move(incoming, id, mv),
            Notation::Hexdame(text) => self.play_dame_move(incoming, id, &text),
        }
    }

    /// Announces an accepted move that did not end the game, as its family tells it.
    pub(crate) fn announce(
        &mut self,
        id: GameId,
        player: Side,
        mv: AnyMove,
        played: Played,
    ) -> Res<()> {
        match (mv, played) {
            (AnyMove::Hex(mv), Played::Hex(result)) => self.announce_move(id, player, mv, result),
            (AnyMove::Hexdame(mv), Played::Hexdame { captured, crowned }) => {
                self.announce_dame_move(id, player, &mv, captured, crowned)
            }
            _ => Err(Internal::WrongFamily(id).into()),
        }
    }
}
