//! [`AnyGame`]: a game of any family behind one value (shakmaty's `VariantPosition`), with
//! its move ([`AnyMove`]), what a move did ([`Played`]) and its errors ([`AnyRuleError`],
//! [`AnyReplayError`]). Every method forwards to the family's [`Rules`] implementation.
//!
//! With [`super::family`], this is the registration of the families in the rules: how a move
//! of any family is written, as a player typed it ([`Notation`], checked for syntax only) and
//! as a game's log keeps it ([`MoveRecord`], what was played and, for Hex, what came of it).
//! A new family adds an arm to each enum here.

use thiserror::Error;

use super::{
    coord::Move,
    family::{Family, GameSpec},
    game::Rules,
    hex::{HexGame, ReplayError, RuleError},
    hexdame::{self, DameGame, DamePlayed, MoveText},
    outcome::Outcome,
    record::MoveResult,
    side::Side,
};

/// A parsed move of either family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyMove {
    /// A Hex-family move: a cell or the swap.
    Hex(Move),
    /// A Hexdame move, already resolved against the position (see
    /// [`hexdame::Position::resolve`]).
    Hexdame(hexdame::Move),
}

/// What an accepted move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Played {
    /// A Hex-family move: placed, hit (Dark Hex) or swapped.
    Hex(MoveResult),
    /// A Hexdame move.
    Hexdame {
        /// How many pieces it captured.
        captured: usize,
        /// Whether a man was crowned king.
        crowned: bool,
    },
}

impl From<DamePlayed> for Played {
    fn from(played: DamePlayed) -> Self {
        Played::Hexdame {
            captured: played.captured,
            crowned: played.crowned,
        }
    }
}

/// A move, resignation or timeout the rules refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AnyRuleError {
    /// From the Hex-family referee.
    #[error(transparent)]
    Hex(RuleError),
    /// From the Hexdame rules.
    #[error(transparent)]
    Hexdame(hexdame::RuleError),
    /// A move of one family played in a game of the other.
    #[error("that move belongs to another game")]
    WrongFamily,
}

/// What `hextable perft` asks a family's move-generator check for.
#[derive(Clone, Copy, Debug)]
pub struct PerftRun<'a> {
    /// The deepest depth to count; every depth from 1 up to it is told.
    pub depth: u32,
    /// A position in the family's setup notation to start from, instead of the start.
    pub position: Option<&'a str>,
    /// Whether to count with the slow reference generator.
    pub reference: bool,
    /// Whether to tell each first move with its count at the deepest depth too.
    pub divide: bool,
}

/// A family's move-generator check (perft): `hextable perft` and the `perft-5 nodes/s`
/// figure of `hextable bench rules`, for the families that have one ([`Family::perft`]).
pub trait MoveCounter: Sync {
    /// Counts each depth of `run`, telling `depth N: COUNT` to `line` and the seconds it took
    /// to `took`, then with `divide` each first move as `MOVE: COUNT`; an error (a position
    /// that does not read or is not legal) as text.
    fn report(
        &self,
        run: &PerftRun<'_>,
        line: &mut dyn FnMut(&str),
        took: &mut dyn FnMut(f64),
    ) -> Result<(), String>;

    /// Leaf nodes per second of a perft to `depth` from the start, repeated for `budget`, or
    /// exactly `runs` times when given.
    fn nodes_per_second(&self, depth: u32, budget: std::time::Duration, runs: Option<u64>) -> f64;
}

impl Family {
    /// The family's move-generator check, when it has one.
    pub fn perft(self) -> Option<&'static dyn MoveCounter> {
        match self {
            Family::Hex => None,
            Family::Hexdame => Some(&hexdame::perft::HexdamePerft),
        }
    }
}

/// What is wrong with the syntax of a typed move of a family whose moves the command grammar
/// does not read itself (the Hex family's cells it does).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AnySyntaxError {
    /// A Hexdame move.
    #[error(transparent)]
    Hexdame(hexdame::SyntaxError),
}

impl AnySyntaxError {
    /// The family whose move text this was.
    pub fn family(&self) -> Family {
        match self {
            AnySyntaxError::Hexdame(_) => Family::Hexdame,
        }
    }
}

/// A game's moves that do not replay (after a takeback).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AnyReplayError {
    /// A Hex-family record.
    #[error(transparent)]
    Hex(ReplayError),
    /// A Hexdame record.
    #[error(transparent)]
    Hexdame(hexdame::ReplayError),
}

/// A move as written by a player, checked for syntax only: which legal move it names (for
/// Hexdame, short forms included) is decided against the game's position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// A Hex-family move: a cell (`f6`) or `swap`.
    Hex(Move),
    /// A Hexdame move: `f4-g5`, `f4xh6xf6`, `f4xf6`.
    Hexdame(MoveText),
}

/// An accepted move as a game's log keeps it: enough to play it again on replay and to check
/// that it did the same.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveRecord {
    /// A Hex-family move and what it did (placed, hit, swapped).
    Hex {
        /// The move.
        mv: Move,
        /// What came of it.
        result: MoveResult,
    },
    /// A Hexdame move in full notation (every landing cell), so it names one legal move.
    Hexdame(MoveText),
}

impl From<Move> for Notation {
    fn from(mv: Move) -> Self {
        Notation::Hex(mv)
    }
}

impl From<MoveText> for Notation {
    fn from(mv: MoveText) -> Self {
        Notation::Hexdame(mv)
    }
}

impl Notation {
    /// The family whose move this is.
    pub fn family(&self) -> Family {
        match self {
            Notation::Hex(_) => Family::Hex,
            Notation::Hexdame(_) => Family::Hexdame,
        }
    }
}

impl AnyMove {
    /// The family whose move this is.
    pub fn family(&self) -> Family {
        match self {
            AnyMove::Hex(_) => Family::Hex,
            AnyMove::Hexdame(_) => Family::Hexdame,
        }
    }
}

impl AnyRuleError {
    /// The family whose rules refused (`None` for a move played in another family's game).
    pub fn family(&self) -> Option<Family> {
        match self {
            AnyRuleError::Hex(_) => Some(Family::Hex),
            AnyRuleError::Hexdame(_) => Some(Family::Hexdame),
            AnyRuleError::WrongFamily => None,
        }
    }
}

impl MoveRecord {
    /// The record of a resolved Hexdame move.
    pub fn hexdame(mv: &hexdame::Move) -> MoveRecord {
        MoveRecord::Hexdame(mv.into())
    }
}

/// The board of a game of open information (every family but the Hex family, whose open
/// boards are [`super::Revealed`]): the same for every audience, so it may be drawn for
/// anyone. Only the families listed here can be in it, which keeps it a privacy type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenBoard {
    /// A Hexdame game, its last move marked.
    Hexdame(Box<hexdame::Game>),
}

impl OpenBoard {
    /// The board of a game of `family` given by its moves as typed (`record`), `resigned`
    /// (when given) having resigned after them (`hextable render`); `None` for a family whose
    /// boards are not open (Hex), else the board or why the moves do not replay.
    pub fn replay(
        family: Family,
        record: &str,
        resigned: Option<Side>,
    ) -> Option<Result<OpenBoard, String>> {
        match family {
            Family::Hex => None,
            Family::Hexdame => Some((|| {
                let mut game = hexdame::Game::replay(record).map_err(|e| e.to_string())?;
                if let Some(side) = resigned {
                    game.resign(hexdame::Color::from(side))
                        .map_err(|e| e.to_string())?;
                }
                Ok(OpenBoard::Hexdame(Box::new(game)))
            })()),
        }
    }

    /// The family whose board this is.
    pub fn family(&self) -> Family {
        match self {
            OpenBoard::Hexdame(_) => Family::Hexdame,
        }
    }

    /// The moves so far, in the family's notation.
    pub fn record(&self) -> String {
        match self {
            OpenBoard::Hexdame(game) => game.record(),
        }
    }
}

/// A game of any family: the referee of a table.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// Hex, Rex or Dark Hex.
    Hex(HexGame),
    /// Hexdame (boxed: its position history is much larger than a Hex game's header).
    Hexdame(Box<DameGame>),
}

impl AnyGame {
    /// A new game of `spec` from its start.
    pub fn new(spec: GameSpec) -> Self {
        match spec {
            GameSpec::Hex(settings) => AnyGame::Hex(HexGame::new(settings)),
            GameSpec::Hexdame => AnyGame::Hexdame(Box::default()),
        }
    }

    /// Which game with which options this is.
    pub fn spec(&self) -> GameSpec {
        match self {
            AnyGame::Hex(game) => Rules::spec(game),
            AnyGame::Hexdame(game) => Rules::spec(game.as_ref()),
        }
    }

    /// The family of rules.
    pub fn family(&self) -> Family {
        self.spec().family()
    }

    /// The Hex-family game, if this is one.
    pub fn hex(&self) -> Option<&HexGame> {
        match self {
            AnyGame::Hex(game) => Some(game),
            AnyGame::Hexdame(_) => None,
        }
    }

    /// The Hex-family game, mutably, if this is one.
    pub fn hex_mut(&mut self) -> Option<&mut HexGame> {
        match self {
            AnyGame::Hex(game) => Some(game),
            AnyGame::Hexdame(_) => None,
        }
    }

    /// The Hexdame game, if this is one.
    pub fn dame(&self) -> Option<&DameGame> {
        match self {
            AnyGame::Hexdame(game) => Some(game),
            AnyGame::Hex(_) => None,
        }
    }

    /// The Hexdame game, mutably, if this is one.
    pub fn dame_mut(&mut self) -> Option<&mut DameGame> {
        match self {
            AnyGame::Hexdame(game) => Some(game),
            AnyGame::Hex(_) => None,
        }
    }

    /// The board anyone may see, for a family of open information (`None` for the Hex
    /// family, whose boards are views: [`HexGame::revealed`]).
    pub fn open_board(&self) -> Option<OpenBoard> {
        match self {
            AnyGame::Hex(_) => None,
            AnyGame::Hexdame(game) => Some(OpenBoard::Hexdame(Box::new(game.game().clone()))),
        }
    }

    /// Whose turn it is (`None` once the game is over). In Hexdame White is [`Side::First`].
    pub fn to_move(&self) -> Option<Side> {
        match self {
            AnyGame::Hex(game) => Rules::to_move(game),
            AnyGame::Hexdame(game) => game.to_move(),
        }
    }

    /// Plays `mv` for `side`; a move of the other family is [`AnyRuleError::WrongFamily`].
    /// On error nothing changes.
    pub fn play(&mut self, side: Side, mv: &AnyMove) -> Result<Played, AnyRuleError> {
        match (self, mv) {
            (AnyGame::Hex(game), AnyMove::Hex(mv)) => Rules::play(game, side, mv)
                .map(Played::Hex)
                .map_err(AnyRuleError::Hex),
            (AnyGame::Hexdame(game), AnyMove::Hexdame(mv)) => game
                .play(side, mv)
                .map(Played::from)
                .map_err(AnyRuleError::Hexdame),
            _ => Err(AnyRuleError::WrongFamily),
        }
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Hex(game) => Rules::outcome(game),
            AnyGame::Hexdame(game) => game.outcome(),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        match self {
            AnyGame::Hex(game) => game.is_over(),
            AnyGame::Hexdame(game) => game.is_over(),
        }
    }

    /// Moves made so far.
    pub fn ply(&self) -> usize {
        match self {
            AnyGame::Hex(game) => game.ply(),
            AnyGame::Hexdame(game) => game.ply(),
        }
    }

    /// Who made each move so far, in order (for takebacks).
    pub fn movers(&self) -> Vec<Side> {
        match self {
            AnyGame::Hex(game) => Rules::movers(game),
            AnyGame::Hexdame(game) => game.movers(),
        }
    }

    /// `side` resigns; the opponent wins.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, AnyRuleError> {
        match self {
            AnyGame::Hex(game) => Rules::resign(game, side).map_err(AnyRuleError::Hex),
            AnyGame::Hexdame(game) => game.resign(side).map_err(AnyRuleError::Hexdame),
        }
    }

    /// `side` ran out of time; the opponent wins.
    pub fn time_out(&mut self, side: Side) -> Result<Outcome, AnyRuleError> {
        match self {
            AnyGame::Hex(game) => Rules::time_out(game, side).map_err(AnyRuleError::Hex),
            AnyGame::Hexdame(game) => game.time_out(side).map_err(AnyRuleError::Hexdame),
        }
    }

    /// The game with its last `count` moves taken back (all of them if `count` is larger),
    /// replayed from the start: an end by resignation or the clock is undone with them, and
    /// so is a standing Hexdame draw offer.
    pub fn taken_back(&self, count: usize) -> Result<AnyGame, AnyReplayError> {
        match self {
            AnyGame::Hex(game) => {
                let record = game.record();
                let kept = &record[..record.len().saturating_sub(count)];
                HexGame::replay(game.settings(), kept)
                    .map(AnyGame::Hex)
                    .map_err(AnyReplayError::Hex)
            }
            AnyGame::Hexdame(game) => {
                let moves = game.game().moves();
                let kept = &moves[..moves.len().saturating_sub(count)];
                DameGame::replay(kept)
                    .map(|game| AnyGame::Hexdame(Box::new(game)))
                    .map_err(AnyReplayError::Hexdame)
            }
        }
    }
}

/// Two games are equal when they are of the same family and replay alike: for the Hex family
/// the same settings, record and outcome (which is all a Hex game is made of).
impl PartialEq for AnyGame {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (AnyGame::Hex(a), AnyGame::Hex(b)) => {
                a.settings() == b.settings()
                    && a.record() == b.record()
                    && Rules::outcome(a) == Rules::outcome(b)
            }
            (AnyGame::Hexdame(a), AnyGame::Hexdame(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for AnyGame {}

impl From<HexGame> for AnyGame {
    fn from(game: HexGame) -> Self {
        AnyGame::Hex(game)
    }
}

impl From<DameGame> for AnyGame {
    fn from(game: DameGame) -> Self {
        AnyGame::Hexdame(Box::new(game))
    }
}

/// Any game through the one interface: forwards to the inherent methods of the same names.
impl Rules for AnyGame {
    type Move = AnyMove;
    type Played = Played;
    type Error = AnyRuleError;

    fn spec(&self) -> GameSpec {
        AnyGame::spec(self)
    }

    fn to_move(&self) -> Option<Side> {
        AnyGame::to_move(self)
    }

    fn play(&mut self, side: Side, mv: &AnyMove) -> Result<Played, AnyRuleError> {
        AnyGame::play(self, side, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        AnyGame::outcome(self)
    }

    fn is_over(&self) -> bool {
        AnyGame::is_over(self)
    }

    fn ply(&self) -> usize {
        AnyGame::ply(self)
    }

    fn movers(&self) -> Vec<Side> {
        AnyGame::movers(self)
    }

    fn resign(&mut self, side: Side) -> Result<Outcome, AnyRuleError> {
        AnyGame::resign(self, side)
    }

    fn time_out(&mut self, side: Side) -> Result<Outcome, AnyRuleError> {
        AnyGame::time_out(self, side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Cell, DarkVersion, GameSettings, Player, Reason, Variant};

    #[test]
    fn a_resolved_hexdame_move_is_recorded_in_full_notation() {
        let mut game = AnyGame::new(GameSpec::Hexdame);
        let AnyGame::Hexdame(dame) = &game else {
            panic!("not Hexdame");
        };
        let short: MoveText = "d4-e5".parse().unwrap();
        let mv = dame.game().position().resolve(&short).unwrap();
        game.play(Side::First, &AnyMove::Hexdame(mv)).unwrap();
        let record = MoveRecord::hexdame(&mv);
        let MoveRecord::Hexdame(text) = &record else {
            panic!("not a Hexdame record");
        };
        assert_eq!(text.to_string(), mv.to_string());
        assert_eq!(text.from(), mv.from());
        assert_eq!(text.to(), mv.to());
    }

    fn settings(variant: Variant, n: u32) -> GameSettings {
        GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(false)
    }

    fn place(text: &str) -> AnyMove {
        AnyMove::Hex(Move::Place(text.parse::<Cell>().unwrap()))
    }

    /// Resolves Hexdame notation in `game`'s position.
    fn dame_move(game: &AnyGame, text: &str) -> AnyMove {
        let position = game.dame().unwrap().game().position();
        AnyMove::Hexdame(position.resolve(&text.parse().unwrap()).unwrap())
    }

    /// Plays each move for whoever is to move.
    fn play_all(game: &mut AnyGame, moves: &[AnyMove]) -> Vec<Played> {
        moves
            .iter()
            .map(|mv| {
                let side = game.to_move().unwrap();
                game.play(side, mv).unwrap()
            })
            .collect()
    }

    #[test]
    fn a_short_hex_game_and_its_rex_twin() {
        let moves = ["a1", "c1", "a2", "c2", "a3"].map(place);
        let mut hex = AnyGame::new(GameSpec::Hex(settings(Variant::Hex, 3)));
        assert_eq!(hex.family(), Family::Hex);
        assert_eq!(hex.to_move(), Some(Side::First));
        let played = play_all(&mut hex, &moves);
        assert!(played.iter().all(|p| *p == Played::Hex(MoveResult::Placed)));
        assert_eq!(hex.ply(), 5);
        assert!(hex.is_over());
        assert_eq!(hex.to_move(), None);
        assert_eq!(
            hex.outcome(),
            Some(Outcome::win(Side::First, Reason::Connection))
        );
        assert_eq!(
            hex.movers(),
            vec![
                Side::First,
                Side::Second,
                Side::First,
                Side::Second,
                Side::First
            ]
        );
        assert_eq!(
            hex.play(Side::Second, &place("b2")),
            Err(AnyRuleError::Hex(RuleError::GameOver))
        );
        // In Rex the chain's owner loses.
        let mut rex = AnyGame::new(GameSpec::Hex(settings(Variant::Rex, 3)));
        play_all(&mut rex, &moves);
        assert_eq!(
            rex.outcome(),
            Some(Outcome::win(Side::Second, Reason::Connection))
        );
        assert_eq!(rex.spec().name(), "rex");
    }

    #[test]
    fn a_dark_hex_hit_keeps_or_ends_the_turn() {
        for (version, next) in [
            (DarkVersion::Classic, Side::First),
            (DarkVersion::Abrupt, Side::Second),
        ] {
            let spec = GameSpec::Hex(settings(Variant::DarkHex(version), 3));
            let mut game = AnyGame::new(spec);
            assert!(game.spec().is_dark());
            let played = play_all(&mut game, &["a1", "b2", "b2"].map(place));
            assert_eq!(played[2], Played::Hex(MoveResult::Hit));
            assert_eq!(game.to_move(), Some(next), "{version:?}");
            assert_eq!(game.ply(), 3);
            assert_eq!(game.movers(), vec![Side::First, Side::Second, Side::First]);
            // The hit is remembered: trying the same cell again is refused, and changes
            // nothing.
            let expected = if next == Side::First {
                AnyRuleError::Hex(RuleError::KnownEnemyStone("b2".parse().unwrap()))
            } else {
                AnyRuleError::Hex(RuleError::NotYourTurn)
            };
            assert_eq!(game.play(Side::First, &place("b2")), Err(expected));
            assert_eq!(game.ply(), 3);
        }
    }

    #[test]
    fn a_hexdame_game() {
        let mut game = AnyGame::new(GameSpec::Hexdame);
        assert_eq!(game.family(), Family::Hexdame);
        assert_eq!(game.spec(), GameSpec::Hexdame);
        assert!(game.spec().is_open());
        assert!(game.hex().is_none() && game.dame().is_some());
        assert_eq!(game.to_move(), Some(Side::First));
        let step = dame_move(&game, "d4-e5");
        assert_eq!(
            game.play(Side::First, &step),
            Ok(Played::Hexdame {
                captured: 0,
                crowned: false
            })
        );
        let capture = dame_move(&game, "f6xd4");
        assert_eq!(
            game.play(Side::Second, &capture),
            Ok(Played::Hexdame {
                captured: 1,
                crowned: false
            })
        );
        assert_eq!(game.to_move(), Some(Side::First));
        assert_eq!(game.ply(), 2);
        assert_eq!(game.movers(), vec![Side::First, Side::Second]);
        assert_eq!(game.outcome(), None);
        // Moves of the other family, and moves out of turn, are refused and change nothing.
        assert_eq!(
            game.play(Side::First, &place("a1")),
            Err(AnyRuleError::WrongFamily)
        );
        let mut hex = AnyGame::new(GameSpec::Hex(settings(Variant::Hex, 3)));
        assert_eq!(
            hex.play(Side::First, &capture),
            Err(AnyRuleError::WrongFamily)
        );
        assert_eq!(hex.ply(), 0);
        let reply = AnyMove::Hexdame(game.dame().unwrap().game().position().legal_moves()[0]);
        assert_eq!(
            game.play(Side::Second, &reply),
            Err(AnyRuleError::Hexdame(hexdame::RuleError::NotYourTurn))
        );
        assert_eq!(game.ply(), 2);
        // Draws go through the Hexdame game.
        let dame = game.dame_mut().unwrap();
        dame.offer_draw(Side::First).unwrap();
        dame.accept_draw(Side::Second).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Agreement)));
        assert_eq!(game.to_move(), None);
    }

    #[test]
    fn resignations_and_timeouts_in_both_families() {
        let specs = [GameSpec::Hex(settings(Variant::Hex, 5)), GameSpec::Hexdame];
        for spec in specs {
            let mut game = AnyGame::new(spec);
            assert_eq!(
                game.resign(Side::Second),
                Ok(Outcome::win(Side::First, Reason::Resignation))
            );
            assert_eq!(
                game.outcome(),
                Some(Outcome::win(Side::First, Reason::Resignation))
            );
            assert!(game.is_over());
            assert_eq!(game.to_move(), None);
            assert!(game.resign(Side::First).is_err());
            assert!(game.time_out(Side::First).is_err());

            let mut game = AnyGame::new(spec);
            assert_eq!(
                game.time_out(Side::First),
                Ok(Outcome::win(Side::Second, Reason::Timeout))
            );
            assert_eq!(
                game.outcome(),
                Some(Outcome::win(Side::Second, Reason::Timeout))
            );
            assert_eq!(game.to_move(), None);
            let refused = game.resign(Side::Second).unwrap_err();
            match spec.family() {
                Family::Hex => assert_eq!(refused, AnyRuleError::Hex(RuleError::GameOver)),
                Family::Hexdame => {
                    assert_eq!(refused, AnyRuleError::Hexdame(hexdame::RuleError::GameOver))
                }
            }
        }
    }

    #[test]
    fn takebacks_replay_what_is_kept() {
        let spec = GameSpec::Hex(settings(Variant::DarkHex(DarkVersion::Classic), 3));
        let mut game = AnyGame::new(spec);
        play_all(&mut game, &["a1", "b2", "b2", "c3"].map(place));
        let back = game.taken_back(1).unwrap();
        assert_eq!(back.ply(), 3);
        assert_eq!(back.to_move(), Some(Side::First));
        assert_eq!(back.spec(), spec);
        assert_eq!(game.ply(), 4, "the original is untouched");
        let back = game.taken_back(2).unwrap();
        assert_eq!(back.movers(), vec![Side::First, Side::Second]);
        assert_eq!(game.taken_back(99).unwrap().ply(), 0);
        // An end by resignation is undone with the moves.
        game.resign(Side::First).unwrap();
        let back = game.taken_back(1).unwrap();
        assert_eq!(back.outcome(), None);
        assert_eq!(back.to_move(), Some(Side::First));

        let mut dame = AnyGame::new(GameSpec::Hexdame);
        let first = dame_move(&dame, "d4-e5");
        dame.play(Side::First, &first).unwrap();
        let second = dame_move(&dame, "f6xd4");
        dame.play(Side::Second, &second).unwrap();
        dame.time_out(Side::First).unwrap();
        let back = dame.taken_back(1).unwrap();
        assert_eq!(back.ply(), 1);
        assert_eq!(back.to_move(), Some(Side::Second));
        assert_eq!(back.outcome(), None);
        assert_eq!(back.family(), Family::Hexdame);
        assert_eq!(dame.taken_back(2).unwrap().ply(), 0);
    }

    #[test]
    fn every_spec_starts_its_own_game() {
        let mut specs: Vec<GameSpec> = Variant::ALL
            .into_iter()
            .map(|v| GameSpec::Hex(GameSettings::new(v, BoardSize::new(4, 6).unwrap())))
            .collect();
        specs.push(GameSpec::Hexdame);
        for spec in specs {
            let game = AnyGame::new(spec);
            assert_eq!(game.spec(), spec);
            assert_eq!(Rules::spec(&game), spec);
            assert_eq!(game.family(), spec.family());
            assert_eq!(game.ply(), 0);
            assert_eq!(game.to_move(), Some(Side::First));
            assert!(game.movers().is_empty());
            assert_eq!(game.hex().is_some(), spec.family() == Family::Hex);
        }
        let direct = HexGame::new(settings(Variant::Hex, 4));
        assert!(AnyGame::from(direct).hex_mut().is_some());
        assert!(AnyGame::from(DameGame::new()).dame_mut().is_some());
    }

    #[test]
    fn sides_are_the_seats_of_today() {
        // Hexdame's White sat in Red's seat: the same Side.
        assert_eq!(Side::from(Player::Red), Side::from(hexdame::Color::White));
    }
}
