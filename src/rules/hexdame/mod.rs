//! Hexdame (Christian Freeling, 1979): international draughts on a hexagonal board of 61
//! cells.
//!
//! - [`board`]: the coordinate convention (read its module documentation), cells, pieces,
//!   the unvalidated [`Setup`] and the checked [`Position`].
//! - [`movegen`]: [`Move`], the legal-move generator and [`RuleError`].
//! - [`notation`]: `f4-g5` / `f4xh6xf6` parsing into an unvalidated [`MoveText`]; text
//!   that is not notation is a [`SyntaxError`] ([`syntax`]).
//! - [`perft`] and [`reference`](mod@reference): move-tree counts, and a slow generator that checks the fast
//!   one.
//! - [`Game`]: a whole game — turn order, the end by having no move, threefold repetition,
//!   draw offers and resignation, and the record.
//!
//! As in shakmaty, text becomes a move in two steps: `"f4xf6".parse::<MoveText>()` checks the
//! syntax, then [`Position::resolve`] finds the legal move it names.

pub mod board;
mod family;
pub mod movegen;
pub mod notation;
pub mod perft;
pub mod reference;
pub mod syntax;

use thiserror::Error;

pub use self::{
    board::{Cell, CellSet, Color, Direction, Piece, Position, Role, Setup, SetupError},
    family::{DameGame, DamePlayed},
    movegen::{Move, RuleError},
    notation::{parse_move_list, MoveText},
    syntax::SyntaxError,
};

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has no piece left.
    NoPieces,
    /// The loser has pieces but no legal move.
    NoMoves,
    /// The loser resigned.
    Resignation,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position with the same side to move occurred three times.
    Repetition,
    /// One player offered a draw and the other accepted.
    Agreement,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

/// A failure to play a typed move: either the text is not a move, or the move is not legal.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The text is not Hexdame notation.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The rules do not allow it.
    #[error(transparent)]
    Rule(#[from] RuleError),
}

/// A record that does not replay.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("move {ply} ({text}) cannot be played: {error}")]
pub struct ReplayError {
    /// 1-based number of the failing move.
    pub ply: usize,
    /// The move as written.
    pub text: String,
    /// What went wrong.
    pub error: PlayError,
}

/// A game of Hexdame in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Every position so far, the start first and the current one last.
    positions: Vec<Position>,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
    draw_offer: Option<Color>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A new game from the start position.
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game starting from `position` (already decided if the side to move cannot move).
    pub fn from_position(position: Position) -> Game {
        let mut g = Game {
            positions: vec![position],
            moves: Vec::new(),
            outcome: None,
            draw_offer: None,
        };
        g.outcome = g.decide();
        g
    }

    /// Replays a record (moves in notation, separated by spaces) from the start.
    pub fn replay(record: &str) -> Result<Game, ReplayError> {
        let mut game = Game::new();
        let texts = parse_move_list(record).map_err(|e| ReplayError {
            ply: 0,
            text: record.to_string(),
            error: e.into(),
        })?;
        for (i, text) in texts.iter().enumerate() {
            let fail = |error: PlayError| ReplayError {
                ply: i + 1,
                text: text.to_string(),
                error,
            };
            let color = game.position().turn();
            let m = game.position().resolve(text).map_err(|e| fail(e.into()))?;
            game.play(color, &m).map_err(|e| fail(e.into()))?;
        }
        Ok(game)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // `positions` always holds at least the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// Every position of the game so far, the start first and the current one last.
    pub fn history(&self) -> &[Position] {
        &self.positions
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The record: the moves in notation separated by spaces (`d4-e5 f6-e6 …`).
    pub fn record(&self) -> String {
        let texts: Vec<String> = self.moves.iter().map(Move::to_string).collect();
        texts.join(" ")
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whose turn it is, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Color> {
        self.outcome.is_none().then(|| self.position().turn())
    }

    /// The side that has offered a draw, while the offer stands.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// How many times the current position (with the same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions.iter().filter(|p| *p == now).count()
    }

    /// Plays a legal move for `color`.
    pub fn play(&mut self, color: Color, m: &Move) -> Result<(), RuleError> {
        self.check_turn(color)?;
        let next = self.position().play(m)?;
        self.moves.push(*m);
        self.positions.push(next);
        // Moving answers the opponent's draw offer with a "no"; one's own offer stands
        // until the opponent replies.
        if self.draw_offer == Some(color.opponent()) {
            self.draw_offer = None;
        }
        self.outcome = self.decide();
        Ok(())
    }

    /// Parses and plays a typed move for `color`, returning the move played.
    pub fn play_text(&mut self, color: Color, text: &str) -> Result<Move, PlayError> {
        let parsed: MoveText = text.parse()?;
        self.check_turn(color)?;
        let m = self.position().resolve(&parsed)?;
        self.play(color, &m)?;
        Ok(m)
    }

    /// `color` offers a draw; it stands until the opponent accepts, declines or moves.
    pub fn offer_draw(&mut self, color: Color) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if self.draw_offer == Some(color.opponent()) {
            // Both want a draw: offering back is accepting.
            return self.accept_draw(color);
        }
        self.draw_offer = Some(color);
        Ok(())
    }

    /// `color` accepts the opponent's standing draw offer; the game is drawn.
    pub fn accept_draw(&mut self, color: Color) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if self.draw_offer != Some(color.opponent()) {
            return Err(RuleError::NoDrawOffer);
        }
        self.draw_offer = None;
        self.outcome = Some(Outcome::Draw(DrawReason::Agreement));
        Ok(())
    }

    /// `color` declines the opponent's standing draw offer.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), RuleError> {
        if self.draw_offer != Some(color.opponent()) {
            return Err(RuleError::NoDrawOffer);
        }
        self.draw_offer = None;
        Ok(())
    }

    /// `color` resigns; the opponent wins.
    pub fn resign(&mut self, color: Color) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        self.draw_offer = None;
        self.outcome = Some(Outcome::Win {
            winner: color.opponent(),
            reason: WinReason::Resignation,
        });
        Ok(())
    }

    fn check_turn(&self, color: Color) -> Result<(), RuleError> {
        match self.to_move() {
            None => Err(RuleError::GameOver),
            Some(c) if c != color => Err(RuleError::NotYourTurn),
            Some(_) => Ok(()),
        }
    }

    fn decide(&self) -> Option<Outcome> {
        let p = self.position();
        let loser = p.turn();
        if p.count(loser) == 0 {
            return Some(Outcome::Win {
                winner: loser.opponent(),
                reason: WinReason::NoPieces,
            });
        }
        if p.is_lost() {
            return Some(Outcome::Win {
                winner: loser.opponent(),
                reason: WinReason::NoMoves,
            });
        }
        (self.repetitions() >= 3).then_some(Outcome::Draw(DrawReason::Repetition))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        Position::from_setup(&s.parse::<Setup>().unwrap()).unwrap()
    }

    #[test]
    fn kings_shuffling_draw_by_threefold_repetition() {
        // The kings stand on no common line, so neither can capture.
        let mut g = Game::from_position(pos("W:WKa1:BKi5"));
        let moves = ["a1-b1", "i5-i6", "b1-a1", "i6-i5"];
        for round in 0..2 {
            for (i, m) in moves.iter().enumerate() {
                let color = if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                assert_eq!(g.outcome(), None, "round {round} move {m}");
                g.play_text(color, m).unwrap();
            }
        }
        // The start position has now occurred three times with White to move.
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        assert_eq!(
            g.play_text(Color::White, "a1-b1"),
            Err(RuleError::GameOver.into())
        );
    }

    #[test]
    fn taking_the_last_piece_wins() {
        let mut g = Game::from_position(pos("W:Wf4:Bg5"));
        g.play_text(Color::White, "f4xh6").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::NoPieces
            })
        );
        assert_eq!(g.to_move(), None);
    }

    #[test]
    fn blocked_side_loses() {
        // Black's only man, on b2, steps towards a1, a2 or b1; behind those the board ends,
        // so it can neither step nor capture.
        let g = Game::from_position(pos("B:Wa1,a2,b1:Bb2"));
        assert_eq!(
            g.outcome(),
            Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::NoMoves
            })
        );
        let g = Game::from_position(pos("B:Wa1,a2:Bb2"));
        assert_eq!(g.outcome(), None);
        assert_eq!(g.position().legal_moves().len(), 1);
    }

    #[test]
    fn draw_offers() {
        let mut g = Game::new();
        assert_eq!(g.accept_draw(Color::Black), Err(RuleError::NoDrawOffer));
        g.offer_draw(Color::White).unwrap();
        assert_eq!(g.accept_draw(Color::White), Err(RuleError::NoDrawOffer));
        // White's own move keeps the offer; Black's move declines it.
        g.play_text(Color::White, "d1-e1").unwrap();
        assert_eq!(g.draw_offer(), Some(Color::White));
        g.play_text(Color::Black, "f9-e9").unwrap();
        assert_eq!(g.draw_offer(), None);
        g.offer_draw(Color::White).unwrap();
        g.decline_draw(Color::Black).unwrap();
        assert_eq!(g.draw_offer(), None);
        g.offer_draw(Color::Black).unwrap();
        g.accept_draw(Color::White).unwrap();
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        assert_eq!(g.offer_draw(Color::White), Err(RuleError::GameOver));
    }

    #[test]
    fn turns_syntax_and_rule_errors_are_apart() {
        let mut g = Game::new();
        assert_eq!(
            g.play_text(Color::Black, "f6-e6"),
            Err(RuleError::NotYourTurn.into())
        );
        assert!(matches!(
            g.play_text(Color::White, "d4-"),
            Err(PlayError::Syntax(_))
        ));
        assert!(matches!(
            g.play_text(Color::White, "d4-f6"),
            Err(PlayError::Rule(_))
        ));
        g.resign(Color::White).unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Resignation
            })
        );
    }

    #[test]
    fn record_replays() {
        let mut g = Game::new();
        g.play_text(Color::White, "d4-e5").unwrap();
        // Black must take back: f6 jumps e5 into the hole d4 left.
        assert_eq!(
            g.play_text(Color::Black, "f6-e6"),
            Err(RuleError::CaptureRequired.into())
        );
        g.play_text(Color::Black, "f6xd4").unwrap();
        let reply = g.position().legal_moves()[0];
        assert!(reply.is_capture());
        g.play(Color::White, &reply).unwrap();
        let again = Game::replay(&g.record()).unwrap();
        assert_eq!(again, g);
        let bad = Game::replay("d4-e5 d3-e4").unwrap_err();
        assert_eq!(bad.ply, 2);
    }
}
