//! Hexdame as one of the bot's game families: [`DameGame`], a Hexdame game at a table — the
//! rules' [`hexdame::Game`] plus the end by the clock, which the Hexdame rules do not know
//! about — with its [`Rules`] implementation, and the conversions of Hexdame's colours and
//! ends into the shared [`Side`] and [`Outcome`].

use crate::rules::{
    family::GameSpec,
    game::Rules,
    hexdame::{self, Color, DrawReason, Move, PlayError, RuleError, WinReason},
    outcome::{Outcome, Reason},
    side::Side,
};

/// What an accepted Hexdame move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DamePlayed {
    /// How many pieces it captured.
    pub captured: usize,
    /// Whether a man was crowned king.
    pub crowned: bool,
}

/// A Hexdame game at a table: the rules' game, and the side whose time ran out if it ended
/// so. [`Side::First`] is White.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DameGame {
    game: hexdame::Game,
    timed_out: Option<Side>,
}

impl Default for DameGame {
    fn default() -> Self {
        Self::new()
    }
}

impl DameGame {
    /// A new game from the start position.
    pub fn new() -> Self {
        Self {
            game: hexdame::Game::new(),
            timed_out: None,
        }
    }

    /// The game replayed from its moves (draw offers and the clock are not part of a
    /// record).
    pub fn from_moves(moves: &[Move]) -> Result<Self, PlayError> {
        Self::replay(moves).map_err(|e| e.error)
    }

    /// Like [`DameGame::from_moves`], saying which move failed.
    pub(crate) fn replay(moves: &[Move]) -> Result<Self, hexdame::ReplayError> {
        let mut game = hexdame::Game::new();
        for (i, m) in moves.iter().enumerate() {
            let color = game.position().turn();
            game.play(color, m).map_err(|error| hexdame::ReplayError {
                ply: i + 1,
                text: m.to_string(),
                error: error.into(),
            })?;
        }
        Ok(Self {
            game,
            timed_out: None,
        })
    }

    /// The game as the rules see it (position, history, record, draw offer).
    pub fn game(&self) -> &hexdame::Game {
        &self.game
    }

    /// The side whose time ran out, if the game ended so.
    pub fn timed_out(&self) -> Option<Side> {
        self.timed_out
    }

    /// Whether the game has ended (by the rules or by the clock).
    pub fn is_over(&self) -> bool {
        self.timed_out.is_some() || self.game.outcome().is_some()
    }

    /// Whose turn it is, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Side> {
        if self.timed_out.is_some() {
            return None;
        }
        self.game.to_move().map(Side::from)
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.timed_out {
            Some(loser) => Some(Outcome::win(loser.opponent(), Reason::Timeout)),
            None => self.game.outcome().map(Outcome::from),
        }
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.game.moves().len()
    }

    /// Who made each move so far, in order (the sides alternate: Hexdame has no extra turns).
    pub fn movers(&self) -> Vec<Side> {
        let first = Side::from(self.game.start_position().turn());
        (0..self.ply())
            .map(|i| if i % 2 == 0 { first } else { first.opponent() })
            .collect()
    }

    /// Plays the legal move `mv` for `side`. On error nothing changes.
    pub fn play(&mut self, side: Side, mv: &Move) -> Result<DamePlayed, RuleError> {
        self.check_running()?;
        let crowned = self.game.position().promotes(mv);
        self.game.play(Color::from(side), mv)?;
        Ok(DamePlayed {
            captured: mv.captured().len(),
            crowned,
        })
    }

    /// `side` resigns; the opponent wins.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, RuleError> {
        self.check_running()?;
        self.game.resign(side.into())?;
        Ok(Outcome::win(side.opponent(), Reason::Resignation))
    }

    /// `side` ran out of time; the opponent wins.
    pub fn time_out(&mut self, side: Side) -> Result<Outcome, RuleError> {
        self.check_running()?;
        self.timed_out = Some(side);
        Ok(Outcome::win(side.opponent(), Reason::Timeout))
    }

    /// The side that has offered a draw, while the offer stands.
    pub fn draw_offer(&self) -> Option<Side> {
        self.game.draw_offer().map(Side::from)
    }

    /// `side` offers a draw; it stands until the opponent accepts, declines or moves. Offering
    /// against the opponent's standing offer accepts it.
    pub fn offer_draw(&mut self, side: Side) -> Result<(), RuleError> {
        self.check_running()?;
        self.game.offer_draw(side.into())
    }

    /// `side` accepts the opponent's standing draw offer; the game is drawn.
    pub fn accept_draw(&mut self, side: Side) -> Result<(), RuleError> {
        self.check_running()?;
        self.game.accept_draw(side.into())
    }

    /// `side` declines the opponent's standing draw offer.
    pub fn decline_draw(&mut self, side: Side) -> Result<(), RuleError> {
        self.game.decline_draw(side.into())
    }

    /// Refuses what only a running game allows, once the rules or the clock ended it.
    fn check_running(&self) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        Ok(())
    }
}

impl From<hexdame::Game> for DameGame {
    fn from(game: hexdame::Game) -> Self {
        Self {
            game,
            timed_out: None,
        }
    }
}

/// Hexdame through the one interface: forwards to the inherent methods of the same names.
impl Rules for DameGame {
    type Move = Move;
    type Played = DamePlayed;
    type Error = RuleError;

    fn spec(&self) -> GameSpec {
        GameSpec::Hexdame
    }

    fn to_move(&self) -> Option<Side> {
        DameGame::to_move(self)
    }

    fn play(&mut self, side: Side, mv: &Move) -> Result<DamePlayed, RuleError> {
        DameGame::play(self, side, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        DameGame::outcome(self)
    }

    fn is_over(&self) -> bool {
        DameGame::is_over(self)
    }

    fn ply(&self) -> usize {
        DameGame::ply(self)
    }

    fn movers(&self) -> Vec<Side> {
        DameGame::movers(self)
    }

    fn resign(&mut self, side: Side) -> Result<Outcome, RuleError> {
        DameGame::resign(self, side)
    }

    fn time_out(&mut self, side: Side) -> Result<Outcome, RuleError> {
        DameGame::time_out(self, side)
    }
}

impl From<Side> for Color {
    fn from(side: Side) -> Self {
        match side {
            Side::First => Color::White,
            Side::Second => Color::Black,
        }
    }
}

impl From<Color> for Side {
    fn from(color: Color) -> Self {
        match color {
            Color::White => Side::First,
            Color::Black => Side::Second,
        }
    }
}

impl From<WinReason> for Reason {
    fn from(reason: WinReason) -> Self {
        match reason {
            WinReason::NoPieces => Reason::NoPieces,
            WinReason::NoMoves => Reason::NoMoves,
            WinReason::Resignation => Reason::Resignation,
        }
    }
}

impl From<DrawReason> for Reason {
    fn from(reason: DrawReason) -> Self {
        match reason {
            DrawReason::Repetition => Reason::Repetition,
            DrawReason::Agreement => Reason::Agreement,
        }
    }
}

impl From<hexdame::Outcome> for Outcome {
    fn from(outcome: hexdame::Outcome) -> Self {
        match outcome {
            hexdame::Outcome::Win { winner, reason } => Outcome::win(winner.into(), reason.into()),
            hexdame::Outcome::Draw(reason) => Outcome::draw(reason.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{
        hexdame::{Position, Setup},
        Family,
    };

    fn play(game: &mut DameGame, text: &str) -> DamePlayed {
        let side = game.to_move().unwrap();
        let mv = game
            .game()
            .position()
            .resolve(&text.parse().unwrap())
            .unwrap();
        game.play(side, &mv).unwrap()
    }

    #[test]
    fn moves_alternate_and_report_captures() {
        let mut game = DameGame::new();
        assert_eq!(game.to_move(), Some(Side::First));
        let step = play(&mut game, "d4-e5");
        assert_eq!(
            step,
            DamePlayed {
                captured: 0,
                crowned: false
            }
        );
        assert_eq!(game.to_move(), Some(Side::Second));
        let capture = play(&mut game, "f6xd4");
        assert_eq!(capture.captured, 1);
        assert_eq!(game.ply(), 2);
        assert_eq!(game.movers(), vec![Side::First, Side::Second]);
        // Not Black's turn now.
        let mv = game.game().position().legal_moves()[0];
        assert_eq!(game.play(Side::Second, &mv), Err(RuleError::NotYourTurn));
        let again = DameGame::from_moves(game.game().moves()).unwrap();
        assert_eq!(again, game);
    }

    #[test]
    fn a_crowning_move_says_so() {
        let position = Position::from_setup(&"W:Wh8:Bb2".parse::<Setup>().unwrap()).unwrap();
        let mut game = DameGame::from(hexdame::Game::from_position(position));
        let crowning = game
            .game()
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| game.game().position().promotes(m))
            .unwrap();
        assert!(game.play(Side::First, &crowning).unwrap().crowned);
    }

    #[test]
    fn the_clock_ends_the_game_the_rules_do_not_know_about() {
        let mut game = DameGame::new();
        play(&mut game, "d4-e5");
        assert_eq!(
            game.time_out(Side::Second),
            Ok(Outcome::win(Side::First, Reason::Timeout))
        );
        assert!(game.is_over());
        assert_eq!(game.timed_out(), Some(Side::Second));
        assert_eq!(game.to_move(), None);
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Side::First, Reason::Timeout))
        );
        // The rules' game itself has not ended, but nothing more is accepted.
        assert_eq!(game.game().outcome(), None);
        let mv = game.game().position().legal_moves()[0];
        assert_eq!(game.play(Side::Second, &mv), Err(RuleError::GameOver));
        assert_eq!(game.resign(Side::First), Err(RuleError::GameOver));
        assert_eq!(game.time_out(Side::First), Err(RuleError::GameOver));
        assert_eq!(game.offer_draw(Side::First), Err(RuleError::GameOver));
    }

    #[test]
    fn resignation_and_draws_by_side() {
        let mut game = DameGame::new();
        assert_eq!(
            game.resign(Side::Second),
            Ok(Outcome::win(Side::First, Reason::Resignation))
        );
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Side::First, Reason::Resignation))
        );
        assert_eq!(game.resign(Side::First), Err(RuleError::GameOver));

        let mut game = DameGame::new();
        assert_eq!(game.accept_draw(Side::Second), Err(RuleError::NoDrawOffer));
        game.offer_draw(Side::First).unwrap();
        assert_eq!(game.draw_offer(), Some(Side::First));
        game.decline_draw(Side::Second).unwrap();
        assert_eq!(game.draw_offer(), None);
        game.offer_draw(Side::Second).unwrap();
        game.accept_draw(Side::First).unwrap();
        assert_eq!(
            game.game().outcome(),
            Some(hexdame::Outcome::Draw(DrawReason::Agreement))
        );
        assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Agreement)));
        assert_eq!(game.to_move(), None);
    }

    #[test]
    fn colours_are_the_sides_and_keep_their_indices() {
        for side in Side::BOTH {
            let color = Color::from(side);
            assert_eq!(Side::from(color), side);
            assert_eq!(color.index(), side.index());
            assert_eq!(Color::from(side.opponent()), color.opponent());
            assert_eq!(side.name(Family::Hexdame), color.name().to_lowercase());
        }
        assert_eq!(Color::from(Side::First), Color::White);
    }

    #[test]
    fn every_hexdame_end_maps_to_a_win_or_a_draw() {
        for (win, reason) in [
            (WinReason::NoPieces, Reason::NoPieces),
            (WinReason::NoMoves, Reason::NoMoves),
            (WinReason::Resignation, Reason::Resignation),
        ] {
            let outcome = Outcome::from(hexdame::Outcome::Win {
                winner: Color::Black,
                reason: win,
            });
            assert_eq!(outcome, Outcome::win(Side::Second, reason));
            assert_eq!(outcome.loser(), Some(Side::First));
        }
        for (draw, reason) in [
            (DrawReason::Repetition, Reason::Repetition),
            (DrawReason::Agreement, Reason::Agreement),
        ] {
            let outcome = Outcome::from(hexdame::Outcome::Draw(draw));
            assert_eq!(outcome, Outcome::draw(reason));
            assert!(outcome.is_draw());
            assert!(outcome.reason.is_draw());
            assert_eq!(outcome.loser(), None);
        }
    }
}
