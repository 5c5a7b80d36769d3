//! The knowledge replay's source: a finished game walked move by move, giving at each point
//! what Red knew ([`PlayerView`]), the true board ([`Revealed`]) and what Blue knew.
//!
//! It starts from a [`Revealed`] board, which the referee only gives for open games and
//! finished games, so a Dark Hex game still being played has no knowledge replay: the type
//! itself is the permission. Each player's view is made by the referee from the replayed
//! record, exactly as it was sent to that player during the game.

use super::{
    hex::HexGame,
    record::EndReason,
    view::{PlayerView, Revealed},
    Player,
};

/// One point of a finished game as each audience knew it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// What Red knew.
    pub red: PlayerView,
    /// The true board.
    pub truth: Revealed,
    /// What Blue knew.
    pub blue: PlayerView,
}

impl Moment {
    /// The view of `player`.
    pub fn view(&self, player: Player) -> &PlayerView {
        match player {
            Player::Red => &self.red,
            Player::Blue => &self.blue,
        }
    }
}

/// A finished game replayed forwards: [`Walk::at`] gives the [`Moment`] after any number of
/// moves, in any order (going back starts again from the empty board).
#[derive(Clone, Debug)]
pub struct Walk {
    board: Revealed,
    game: HexGame,
}

impl Revealed {
    /// The game walked move by move, for the knowledge replay.
    pub fn walk(&self) -> Walk {
        Walk {
            board: self.clone(),
            game: HexGame::new(self.settings()),
        }
    }
}

impl Walk {
    /// The finished game.
    pub fn board(&self) -> &Revealed {
        &self.board
    }

    /// The game after its first `ply` moves (at most the whole record). At the end, the views
    /// carry the game's outcome, also after a resignation or a timeout (which the record of
    /// moves alone does not hold).
    pub fn at(&mut self, ply: usize) -> Moment {
        let ply = ply.min(self.board.ply());
        if self.game.ply() > ply {
            self.game = HexGame::new(self.board.settings());
        }
        for entry in self.board.record().iter().skip(self.game.ply()).take(ply) {
            if self.game.ply() >= ply {
                break;
            }
            // The record was accepted by the referee, so replaying it cannot fail; a failure
            // would only stop the walk early.
            if self.game.play(entry.player, entry.mv).is_err() {
                break;
            }
        }
        let mut game = self.game.clone();
        if ply == self.board.ply() && game.outcome().is_none() {
            if let Some(outcome) = self.board.outcome() {
                let loser = outcome.winner.opponent();
                // Ignored errors: the game is over already, which is what is wanted.
                let _ = match outcome.reason {
                    EndReason::Resignation | EndReason::Connection => game.resign(loser),
                    EndReason::Timeout => game.time_out(loser),
                };
            }
        }
        Moment {
            red: game.player_view(Player::Red),
            truth: game.reveal_unchecked(),
            blue: game.player_view(Player::Blue),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, DarkVersion, GameSettings, Move, MoveResult, Variant};

    fn dark(n: u32) -> GameSettings {
        GameSettings::new(
            Variant::DarkHex(DarkVersion::Classic),
            BoardSize::square(n).unwrap(),
        )
    }

    fn place(text: &str) -> Move {
        Move::Place(text.parse().unwrap())
    }

    #[test]
    fn each_moment_is_what_each_player_was_shown() {
        let mut game = HexGame::new(dark(3));
        let moves = ["b2", "b2", "a1", "a2", "c1", "c2"];
        let mut views = Vec::new();
        for text in moves {
            if game.is_over() {
                break;
            }
            game.play_next(place(text)).unwrap();
            views.push((
                game.player_view(Player::Red),
                game.player_view(Player::Blue),
            ));
        }
        game.resign(Player::Blue).ok();
        let board = game.revealed().unwrap();
        let mut walk = board.walk();
        for (i, (red, blue)) in views.iter().enumerate().take(views.len() - 1) {
            let moment = walk.at(i + 1);
            assert_eq!(&moment.red, red, "ply {}", i + 1);
            assert_eq!(&moment.blue, blue, "ply {}", i + 1);
            assert_eq!(moment.truth.ply(), i + 1);
        }
        // Blue's hit on b2 is in Blue's view only.
        let moment = walk.at(2);
        assert_eq!(moment.truth.record()[1].result, MoveResult::Hit);
        assert_eq!(moment.blue.stone("b2".parse().unwrap()), Some(Player::Red));
        assert_eq!(moment.red.stone("b2".parse().unwrap()), Some(Player::Red));
        // The end carries the resignation; going back works.
        let last = walk.at(board.ply());
        assert_eq!(last.red.outcome(), board.outcome());
        assert_eq!(last.truth.outcome(), board.outcome());
        assert_eq!(walk.at(1).truth.ply(), 1);
    }
}
