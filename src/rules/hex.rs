//! The referee for the Hex family: Hex, Rex and Dark Hex (classic and abrupt).
//!
//! [`HexGame`] holds the true board and every player's knowledge. It never hands the true board
//! out during a Dark Hex game: callers get a [`PlayerView`], a [`SpectatorView`], or, once the
//! game is over (or for open-information games), a [`Revealed`] board. The game's settings are
//! in [`super::variant`], what it records in [`super::record`].

use thiserror::Error;

use super::{
    connect::{shortest_chain, Connectivity},
    coord::{BoardSize, Cell, Move, Player},
    family::GameSpec,
    game::Rules,
    outcome::Outcome,
    record::{EndReason, HexOutcome, MoveResult, RecordEntry},
    side::Side,
    variant::{DarkVersion, GameSettings, Variant},
    view::{PlayerView, Revealed, Seen, SpectatorView},
};

/// Why a swap cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SwapUnavailable {
    /// Dark Hex has no swap rule: Blue cannot see Red's first stone.
    #[error("Dark Hex has no swap rule")]
    DarkHex,
    /// The game was set up without it.
    #[error("this game is played without the swap rule")]
    Disabled,
    /// Mirroring needs a square board.
    #[error("the swap rule needs a square board")]
    NotSquare,
    /// Only Blue's first move may be a swap.
    #[error("only Blue's first move, right after Red's first stone, may be a swap")]
    NotFirstBlueMove,
}

/// A well-formed move that the rules refuse. Nothing changes when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The other player is to move.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The cell lies outside the board.
    #[error("{cell} is not on the {size} board")]
    OffBoard {
        /// The cell asked for.
        cell: Cell,
        /// The board's size.
        size: BoardSize,
    },
    /// Open games: the cell holds a stone.
    #[error("{0} is already taken")]
    Occupied(Cell),
    /// Dark Hex: the mover's own stone is there.
    #[error("you already have a stone on {0}")]
    OwnStone(Cell),
    /// Dark Hex: the mover already found an enemy stone there.
    #[error("{0} holds an enemy stone you have already found")]
    KnownEnemyStone(Cell),
    /// The swap cannot be played now.
    #[error("you cannot swap: {0}")]
    Swap(SwapUnavailable),
}

/// A record that does not replay to the results it claims.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// A move was refused by the rules.
    #[error("move {ply} ({mv}) is illegal: {error}")]
    Illegal {
        /// 1-based move number.
        ply: usize,
        /// The move.
        mv: Move,
        /// Why.
        error: RuleError,
    },
    /// A move was legal but gave another result than recorded, or another player moved.
    #[error("move {ply} ({mv}) does not match the record")]
    Mismatch {
        /// 1-based move number.
        ply: usize,
        /// The move.
        mv: Move,
    },
}

/// Bit in `discovered` set when Red has found the Blue stone on that cell, and the other way.
const FOUND_BY: [u8; 2] = [0b01, 0b10];

/// The referee of one Hex, Rex or Dark Hex game.
#[derive(Clone, Debug)]
pub struct HexGame {
    settings: GameSettings,
    stones: Vec<Option<Player>>,
    /// Per cell: which players have discovered the enemy stone there (Dark Hex).
    discovered: Vec<u8>,
    /// How many stones of each player the opponent has found.
    found: [u16; 2],
    connectivity: Connectivity,
    record: Vec<RecordEntry>,
    to_move: Player,
    outcome: Option<HexOutcome>,
}

impl HexGame {
    /// A new game with an empty board and Red to move.
    pub fn new(settings: GameSettings) -> Self {
        let cells = settings.size.cell_count();
        Self {
            settings,
            stones: vec![None; cells],
            discovered: vec![0; cells],
            found: [0; 2],
            connectivity: Connectivity::new(settings.size),
            record: Vec::with_capacity(cells),
            to_move: Player::Red,
            outcome: None,
        }
    }

    /// Starts the same game again from the empty board, keeping the allocations (for
    /// simulations and benchmarks that play many games).
    pub fn reset(&mut self) {
        self.stones.iter_mut().for_each(|s| *s = None);
        self.discovered.iter_mut().for_each(|d| *d = 0);
        self.found = [0; 2];
        self.connectivity.reset();
        self.record.clear();
        self.to_move = Player::Red;
        self.outcome = None;
    }

    /// Rebuilds a game by replaying its record, checking every recorded result.
    pub fn replay(settings: GameSettings, record: &[RecordEntry]) -> Result<Self, ReplayError> {
        let mut game = Self::new(settings);
        for (i, entry) in record.iter().enumerate() {
            let ply = i + 1;
            let result =
                game.play(entry.player, entry.mv)
                    .map_err(|error| ReplayError::Illegal {
                        ply,
                        mv: entry.mv,
                        error,
                    })?;
            if result != entry.result {
                return Err(ReplayError::Mismatch { ply, mv: entry.mv });
            }
        }
        Ok(game)
    }

    /// Plays a list of moves for whoever is to move, as a record would be typed.
    pub fn from_moves(settings: GameSettings, moves: &[Move]) -> Result<Self, ReplayError> {
        let mut game = Self::new(settings);
        for (i, &mv) in moves.iter().enumerate() {
            game.play_next(mv).map_err(|error| ReplayError::Illegal {
                ply: i + 1,
                mv,
                error,
            })?;
        }
        Ok(game)
    }

    /// The game's settings.
    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// Who is to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Player> {
        self.outcome.is_none().then_some(self.to_move)
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<HexOutcome> {
        self.outcome
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Every accepted move so far, with its result.
    pub fn record(&self) -> &[RecordEntry] {
        &self.record
    }

    /// Number of accepted moves (hits included).
    pub fn ply(&self) -> usize {
        self.record.len()
    }

    /// Whether `player` may try `cell` now as far as *they* know: on the board, and not a cell
    /// they know to be occupied. Says nothing about whose turn it is.
    pub fn may_try(&self, player: Player, cell: Cell) -> bool {
        self.check_cell(player, cell).is_ok()
    }

    fn check_cell(&self, player: Player, cell: Cell) -> Result<usize, RuleError> {
        let size = self.settings.size;
        let index = size
            .index_of(cell)
            .ok_or(RuleError::OffBoard { cell, size })?;
        match self.stones[index] {
            None => Ok(index),
            Some(owner) if !self.settings.variant.is_dark() => {
                let _ = owner;
                Err(RuleError::Occupied(cell))
            }
            Some(owner) if owner == player => Err(RuleError::OwnStone(cell)),
            Some(_) if self.discovered[index] & FOUND_BY[player.index()] != 0 => {
                Err(RuleError::KnownEnemyStone(cell))
            }
            // A hidden enemy stone: the move is legal and will be a hit.
            Some(_) => Ok(index),
        }
    }

    /// Plays the move for whoever is to move.
    pub fn play_next(&mut self, mv: Move) -> Result<MoveResult, RuleError> {
        let player = self.to_move().ok_or(RuleError::GameOver)?;
        self.play(player, mv)
    }

    /// Plays `mv` for `player`. On error nothing changes.
    pub fn play(&mut self, player: Player, mv: Move) -> Result<MoveResult, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if player != self.to_move {
            return Err(RuleError::NotYourTurn);
        }
        let result = match mv {
            Move::Swap => {
                self.swap(player)?;
                MoveResult::Swap
            }
            Move::Place(cell) => {
                let index = self.check_cell(player, cell)?;
                if self.stones[index].is_some() {
                    // Only reachable in Dark Hex: a hidden enemy stone.
                    self.discovered[index] |= FOUND_BY[player.index()];
                    self.found[player.opponent().index()] += 1;
                    MoveResult::Hit
                } else {
                    self.stones[index] = Some(player);
                    if self.connectivity.add_stone(&self.stones, index, player) {
                        self.end_by_connection(player);
                    }
                    MoveResult::Placed
                }
            }
        };
        self.record.push(RecordEntry { player, mv, result });
        let keeps_turn = result == MoveResult::Hit
            && self.settings.variant == Variant::DarkHex(DarkVersion::Classic);
        if !keeps_turn {
            self.to_move = player.opponent();
        }
        Ok(result)
    }

    fn swap(&mut self, player: Player) -> Result<(), RuleError> {
        let settings = self.settings;
        let unavailable = if settings.variant.is_dark() {
            Some(SwapUnavailable::DarkHex)
        } else if !settings.swap {
            Some(SwapUnavailable::Disabled)
        } else if !settings.size.is_square() {
            Some(SwapUnavailable::NotSquare)
        } else if player != Player::Blue || self.record.len() != 1 {
            Some(SwapUnavailable::NotFirstBlueMove)
        } else {
            None
        };
        if let Some(reason) = unavailable {
            return Err(RuleError::Swap(reason));
        }
        let red_stone = match self.record.first() {
            Some(RecordEntry {
                mv: Move::Place(cell),
                ..
            }) => *cell,
            _ => return Err(RuleError::Swap(SwapUnavailable::NotFirstBlueMove)),
        };
        let size = settings.size;
        let blue_stone = red_stone.mirrored();
        self.stones.iter_mut().for_each(|s| *s = None);
        self.connectivity.reset();
        if let Some(index) = size.index_of(blue_stone) {
            self.stones[index] = Some(Player::Blue);
            // A single stone joins both edges only on a one-column board, which cannot exist;
            // checked anyway so the rule does not depend on that.
            if self
                .connectivity
                .add_stone(&self.stones, index, Player::Blue)
            {
                self.end_by_connection(Player::Blue);
            }
        }
        Ok(())
    }

    /// `mover` has just joined their edges: they win, or in Rex they lose.
    fn end_by_connection(&mut self, mover: Player) {
        let winner = match self.settings.variant {
            Variant::Rex => mover.opponent(),
            _ => mover,
        };
        self.outcome = Some(HexOutcome {
            winner,
            reason: EndReason::Connection,
        });
    }

    /// `player` resigns; the opponent wins.
    pub fn resign(&mut self, player: Player) -> Result<HexOutcome, RuleError> {
        self.end_by(player, EndReason::Resignation)
    }

    /// `player` ran out of time; the opponent wins.
    pub fn time_out(&mut self, player: Player) -> Result<HexOutcome, RuleError> {
        self.end_by(player, EndReason::Timeout)
    }

    fn end_by(&mut self, loser: Player, reason: EndReason) -> Result<HexOutcome, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = HexOutcome {
            winner: loser.opponent(),
            reason,
        };
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// What `viewer` knows: in Dark Hex their own stones, the enemy stones they have hit, and
    /// the results of moves they are entitled to know; in Hex and Rex, everything.
    pub fn player_view(&self, viewer: Player) -> PlayerView {
        let dark = self.settings.variant.is_dark();
        let cells = self
            .stones
            .iter()
            .zip(&self.discovered)
            .map(|(&stone, &found)| match stone {
                Some(owner) if !dark || owner == viewer => Some(owner),
                Some(owner) if found & FOUND_BY[viewer.index()] != 0 => Some(owner),
                _ => None,
            })
            .collect();
        let timeline = self
            .record
            .iter()
            .map(|entry| Seen {
                player: entry.player,
                // In Dark Hex the opponent's cells are never known, only the result.
                mv: (!dark || entry.player == viewer).then_some(entry.mv),
                result: entry.result,
            })
            .collect();
        PlayerView::new(
            self.settings,
            viewer,
            cells,
            self.to_move(),
            timeline,
            self.found[viewer.index()],
            self.outcome,
        )
    }

    /// What the channel may see: in Dark Hex no stones until the end, only counts.
    pub fn spectator_view(&self) -> SpectatorView {
        SpectatorView::new(
            self.settings,
            self.record.iter().map(|e| e.result).collect(),
            self.to_move(),
            self.outcome,
        )
    }

    /// The whole board, hits marked and the deciding chain highlighted. Available for Hex and
    /// Rex at any time (open information) and for Dark Hex only once the game is over.
    pub fn revealed(&self) -> Option<Revealed> {
        if self.settings.variant.is_dark() && self.outcome.is_none() {
            return None;
        }
        Some(self.reveal_unchecked())
    }

    /// The whole board regardless of privacy; only for `revealed` and for replay frames of a
    /// board that was already revealed.
    pub(crate) fn reveal_unchecked(&self) -> Revealed {
        let chain = match self.outcome {
            Some(HexOutcome {
                winner,
                reason: EndReason::Connection,
            }) => {
                let owner = match self.settings.variant {
                    Variant::Rex => winner.opponent(),
                    _ => winner,
                };
                shortest_chain(self.settings.size, &self.stones, owner)
            }
            _ => None,
        };
        Revealed::new(
            self.settings,
            self.stones.clone(),
            self.record.clone(),
            self.to_move(),
            self.outcome,
            chain,
        )
    }

    /// The true board, for tests inside the crate only.
    #[cfg(test)]
    pub(crate) fn true_stones(&self) -> &[Option<Player>] {
        &self.stones
    }
}

/// The Hex family through the one interface: [`Side::First`] is Red. The inherent methods of
/// the same names take [`Player`]s and give the Hex family's own [`HexOutcome`].
impl Rules for HexGame {
    type Move = Move;
    type Played = MoveResult;
    type Error = RuleError;

    fn spec(&self) -> GameSpec {
        GameSpec::Hex(self.settings)
    }

    fn to_move(&self) -> Option<Side> {
        HexGame::to_move(self).map(Side::from)
    }

    fn play(&mut self, side: Side, mv: &Move) -> Result<MoveResult, RuleError> {
        HexGame::play(self, side.into(), *mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(Outcome::from)
    }

    fn is_over(&self) -> bool {
        HexGame::is_over(self)
    }

    fn ply(&self) -> usize {
        HexGame::ply(self)
    }

    fn movers(&self) -> Vec<Side> {
        self.record.iter().map(|e| Side::from(e.player)).collect()
    }

    fn resign(&mut self, side: Side) -> Result<Outcome, RuleError> {
        HexGame::resign(self, side.into()).map(Outcome::from)
    }

    fn time_out(&mut self, side: Side) -> Result<Outcome, RuleError> {
        HexGame::time_out(self, side.into()).map(Outcome::from)
    }
}

// Here rather than in view.rs: a frame is replayed by the referee, and the views do not
// depend on the referee (which builds them), so the two modules form no import cycle.
impl Revealed {
    /// The board after the first `ply` moves: the frames of a replay. A revealed board already
    /// shows everything, so its earlier positions reveal nothing more.
    pub fn prefix(&self, ply: usize) -> Revealed {
        let mut game = HexGame::new(self.settings());
        for entry in self.record().iter().take(ply) {
            // The record was accepted by the referee, so replaying it cannot fail; a failure
            // would only truncate the frame.
            if game.play(entry.player, entry.mv).is_err() {
                break;
            }
        }
        game.reveal_unchecked()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::rules::connect::connected_by_flood_fill;

    fn settings(variant: Variant, rows: u32, cols: u32) -> GameSettings {
        GameSettings::new(variant, BoardSize::new(rows, cols).unwrap())
    }

    fn cell(text: &str) -> Cell {
        text.parse().unwrap()
    }

    /// Plays until the game ends: at each step the mover tries the `pick`-th cell (cyclically)
    /// among those it does not know to be occupied. Checks the fast winner detection against
    /// the flood-fill oracle after every placement.
    fn play_out(settings: GameSettings, picks: &[u16]) -> HexGame {
        let mut game = HexGame::new(settings);
        let size = settings.size;
        let mut step = 0usize;
        while let Some(player) = game.to_move() {
            let open: Vec<Cell> = size.cells().filter(|&c| game.may_try(player, c)).collect();
            assert!(!open.is_empty(), "the mover always has a cell to try");
            let pick = picks.get(step % picks.len().max(1)).copied().unwrap_or(0);
            let target = open[usize::from(pick) % open.len()];
            game.play(player, Move::Place(target)).unwrap();
            step += 1;
            assert!(
                step <= 2 * size.cell_count(),
                "a game cannot last this long"
            );
            let red = connected_by_flood_fill(size, game.true_stones(), Player::Red);
            let blue = connected_by_flood_fill(size, game.true_stones(), Player::Blue);
            assert!(!(red && blue), "both players connected");
            let oracle = match (red, blue, settings.variant) {
                (false, false, _) => None,
                (true, _, Variant::Rex) => Some(Player::Blue),
                (_, true, Variant::Rex) => Some(Player::Red),
                (true, _, _) => Some(Player::Red),
                (_, true, _) => Some(Player::Blue),
            };
            assert_eq!(game.outcome().map(|o| o.winner), oracle);
        }
        game
    }

    fn any_variant() -> impl Strategy<Value = Variant> {
        prop_oneof![
            Just(Variant::Hex),
            Just(Variant::Rex),
            Just(Variant::DarkHex(DarkVersion::Classic)),
            Just(Variant::DarkHex(DarkVersion::Abrupt)),
        ]
    }

    fn dark_variant() -> impl Strategy<Value = Variant> {
        prop_oneof![
            Just(Variant::DarkHex(DarkVersion::Classic)),
            Just(Variant::DarkHex(DarkVersion::Abrupt)),
        ]
    }

    proptest! {
        #[test]
        fn a_full_board_has_exactly_one_winner(
            rows in 2u32..=11, cols in 2u32..=11, colours in proptest::collection::vec(any::<bool>(), 121),
            order in proptest::collection::vec(any::<usize>(), 121)
        ) {
            let size = BoardSize::new(rows, cols).unwrap();
            let stones: Vec<Option<Player>> = (0..size.cell_count())
                .map(|i| Some(if colours[i] { Player::Red } else { Player::Blue }))
                .collect();
            let red = connected_by_flood_fill(size, &stones, Player::Red);
            let blue = connected_by_flood_fill(size, &stones, Player::Blue);
            prop_assert!(red != blue, "exactly one player connects on a full board");
            // The union-find agrees with the oracle.
            // The union-find agrees with the oracle, whatever the order stones are added in.
            let mut fast = Connectivity::new(size);
            let mut so_far = vec![None; stones.len()];
            let mut connected = [false; 2];
            for &start in order.iter().take(stones.len()) {
                // The first cell still empty at or after `start`, wrapping around.
                let start = start % stones.len();
                let index = (start..stones.len()).chain(0..start).find(|&i| so_far[i].is_none()).unwrap();
                so_far[index] = stones[index];
                let owner = stones[index].unwrap();
                if fast.add_stone(&so_far, index, owner) {
                    connected[owner.index()] = true;
                }
            }
            prop_assert_eq!(connected[0], red);
            prop_assert_eq!(connected[1], blue);
        }

        #[test]
        fn every_game_ends_with_a_winner_found_as_the_oracle_says(
            variant in any_variant(), rows in 2u32..=9, cols in 2u32..=9,
            picks in proptest::collection::vec(any::<u16>(), 1..200)
        ) {
            let game = play_out(settings(variant, rows, cols).with_swap(false), &picks);
            let outcome = game.outcome().unwrap();
            prop_assert_eq!(outcome.reason, EndReason::Connection);
            // The deciding chain is real: owned by the right player and edge to edge.
            let revealed = game.revealed().unwrap();
            let chain = revealed.chain().unwrap();
            let owner = if variant == Variant::Rex { outcome.winner.opponent() } else { outcome.winner };
            for c in chain {
                prop_assert_eq!(revealed.stone(*c), Some(owner));
            }
        }

        #[test]
        fn dark_views_hold_only_own_stones_and_hit_stones(
            variant in dark_variant(), rows in 2u32..=8, cols in 2u32..=8,
            picks in proptest::collection::vec(any::<u16>(), 1..100)
        ) {
            let game = play_out(settings(variant, rows, cols), &picks);
            for viewer in Player::BOTH {
                let view = game.player_view(viewer);
                let hit: Vec<Cell> = game.record().iter()
                    .filter(|e| e.player == viewer && e.result == MoveResult::Hit)
                    .filter_map(|e| match e.mv { Move::Place(c) => Some(c), Move::Swap => None })
                    .collect();
                for c in game.settings().size.cells() {
                    let truth = game.true_stones()[game.settings().size.index_of(c).unwrap()];
                    match view.stone(c) {
                        None => {}
                        Some(p) if p == viewer => prop_assert_eq!(truth, Some(viewer)),
                        Some(p) => {
                            prop_assert_eq!(truth, Some(p));
                            prop_assert!(hit.contains(&c), "{} seen by {} without a hit", c, viewer);
                        }
                    }
                    if truth == Some(viewer) {
                        prop_assert_eq!(view.stone(c), Some(viewer));
                    }
                }
                // The opponent's cells never appear in the viewer's timeline.
                for seen in view.timeline() {
                    prop_assert_eq!(seen.mv.is_some(), seen.player == viewer);
                }
                prop_assert_eq!(
                    usize::from(view.stones_found_by_opponent()),
                    game.record().iter().filter(|e| e.player != viewer && e.result == MoveResult::Hit).count()
                );
            }
        }

        #[test]
        fn a_hit_never_changes_the_true_board(
            variant in dark_variant(), rows in 2u32..=8, cols in 2u32..=8,
            picks in proptest::collection::vec(any::<u16>(), 1..100)
        ) {
            let finished = play_out(settings(variant, rows, cols), &picks);
            let mut game = HexGame::new(finished.settings());
            for entry in finished.record() {
                let before = game.true_stones().to_vec();
                let mover_before = game.to_move();
                let result = game.play(entry.player, entry.mv).unwrap();
                prop_assert_eq!(result, entry.result);
                if result == MoveResult::Hit {
                    prop_assert_eq!(game.true_stones(), &before[..]);
                    let expected_next = match variant {
                        Variant::DarkHex(DarkVersion::Classic) => mover_before,
                        _ => mover_before.map(Player::opponent),
                    };
                    prop_assert_eq!(game.to_move(), expected_next);
                }
            }
        }

        #[test]
        fn replaying_the_record_rebuilds_the_same_state(
            variant in any_variant(), rows in 2u32..=8, cols in 2u32..=8,
            picks in proptest::collection::vec(any::<u16>(), 1..100), cut in any::<u16>()
        ) {
            let finished = play_out(settings(variant, rows, cols).with_swap(false), &picks);
            let ply = usize::from(cut) % (finished.ply() + 1);
            let prefix = &finished.record()[..ply];
            let a = HexGame::replay(finished.settings(), prefix).unwrap();
            let b = HexGame::replay(finished.settings(), prefix).unwrap();
            prop_assert_eq!(a.true_stones(), b.true_stones());
            for p in Player::BOTH {
                prop_assert_eq!(a.player_view(p), b.player_view(p));
            }
            let full = HexGame::replay(finished.settings(), finished.record()).unwrap();
            prop_assert_eq!(full.true_stones(), finished.true_stones());
            prop_assert_eq!(full.outcome(), finished.outcome());
            prop_assert_eq!(full.player_view(Player::Red), finished.player_view(Player::Red));
            prop_assert_eq!(full.player_view(Player::Blue), finished.player_view(Player::Blue));
        }

        #[test]
        fn swap_mirrors_red_first_stone(n in 2u32..=13, r in 0u8..13, c in 0u8..13, rex in any::<bool>()) {
            let variant = if rex { Variant::Rex } else { Variant::Hex };
            let mut game = HexGame::new(settings(variant, n, n));
            let first = Cell::new(r % n as u8, c % n as u8);
            game.play_next(Move::Place(first)).unwrap();
            prop_assert_eq!(game.play_next(Move::Swap), Ok(MoveResult::Swap));
            let view = game.player_view(Player::Red);
            for cell in game.settings().size.cells() {
                let expected = (cell == first.mirrored()).then_some(Player::Blue);
                prop_assert_eq!(view.stone(cell), expected);
            }
            prop_assert_eq!(game.to_move(), Some(Player::Red));
            // Only once.
            prop_assert!(matches!(game.play(Player::Blue, Move::Swap), Err(RuleError::NotYourTurn)));
        }
    }

    #[test]
    fn rex_winner_is_the_opponent_of_the_chain_owner() {
        // Red fills column a top to bottom on a 3×3 board; Blue plays elsewhere.
        let game = HexGame::from_moves(
            settings(Variant::Rex, 3, 3).with_swap(false),
            &[cell("a1"), cell("c1"), cell("a2"), cell("c2"), cell("a3")].map(Move::Place),
        )
        .unwrap();
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.winner, Player::Blue);
        let revealed = game.revealed().unwrap();
        assert_eq!(
            revealed.chain().unwrap(),
            &[cell("a1"), cell("a2"), cell("a3")]
        );
    }

    #[test]
    fn swap_is_refused_where_it_does_not_apply() {
        let first = Move::Place(cell("b1"));
        let cases = [
            (
                settings(Variant::DarkHex(DarkVersion::Classic), 5, 5),
                SwapUnavailable::DarkHex,
            ),
            (
                settings(Variant::Hex, 5, 5).with_swap(false),
                SwapUnavailable::Disabled,
            ),
            (settings(Variant::Hex, 5, 6), SwapUnavailable::NotSquare),
        ];
        for (s, reason) in cases {
            let mut game = HexGame::new(s);
            game.play_next(first).unwrap();
            let before = game.player_view(Player::Blue);
            assert_eq!(game.play_next(Move::Swap), Err(RuleError::Swap(reason)));
            assert_eq!(
                game.player_view(Player::Blue),
                before,
                "a refused swap changes nothing"
            );
        }
        let mut game = HexGame::new(settings(Variant::Hex, 5, 5));
        assert_eq!(
            game.play_next(Move::Swap),
            Err(RuleError::Swap(SwapUnavailable::NotFirstBlueMove))
        );
        game.play_next(first).unwrap();
        game.play_next(Move::Place(cell("c3"))).unwrap();
        game.play_next(Move::Place(cell("d3"))).unwrap();
        assert_eq!(
            game.play_next(Move::Swap),
            Err(RuleError::Swap(SwapUnavailable::NotFirstBlueMove))
        );
    }

    #[test]
    fn rule_errors_change_nothing() {
        let mut game = HexGame::new(settings(Variant::DarkHex(DarkVersion::Classic), 3, 3));
        game.play_next(Move::Place(cell("a1"))).unwrap(); // Red
        game.play_next(Move::Place(cell("b2"))).unwrap(); // Blue
        assert_eq!(game.play_next(Move::Place(cell("b2"))), Ok(MoveResult::Hit)); // Red hits
        let snapshot = (
            game.player_view(Player::Red),
            game.player_view(Player::Blue),
        );
        assert_eq!(
            game.play_next(Move::Place(cell("a1"))),
            Err(RuleError::OwnStone(cell("a1")))
        );
        assert_eq!(
            game.play_next(Move::Place(cell("b2"))),
            Err(RuleError::KnownEnemyStone(cell("b2")))
        );
        assert!(matches!(
            game.play_next(Move::Place(cell("d1"))),
            Err(RuleError::OffBoard { .. })
        ));
        assert_eq!(
            game.play(Player::Blue, Move::Place(cell("c3"))),
            Err(RuleError::NotYourTurn)
        );
        assert_eq!(
            snapshot,
            (
                game.player_view(Player::Red),
                game.player_view(Player::Blue)
            )
        );
        // Red keeps the turn after a classic hit; Blue learns one stone was found, not which.
        assert_eq!(game.to_move(), Some(Player::Red));
        let blue = game.player_view(Player::Blue);
        assert_eq!(blue.stones_found_by_opponent(), 1);
        assert!(blue.opponent_just_hit());
        assert_eq!(game.player_view(Player::Red).just_hit(), Some(cell("b2")));
        // Open games: occupied cells are refused.
        let mut hex = HexGame::new(settings(Variant::Hex, 3, 3));
        hex.play_next(Move::Place(cell("a1"))).unwrap();
        assert_eq!(
            hex.play_next(Move::Place(cell("a1"))),
            Err(RuleError::Occupied(cell("a1")))
        );
    }

    #[test]
    fn dark_hex_reveals_only_when_over() {
        let mut game = HexGame::new(settings(Variant::DarkHex(DarkVersion::Abrupt), 2, 2));
        assert!(game.revealed().is_none());
        assert!(game.spectator_view().to_move().is_some());
        game.resign(Player::Red).unwrap();
        assert_eq!(game.outcome().map(|o| o.winner), Some(Player::Blue));
        assert!(game.revealed().is_some());
        assert_eq!(game.resign(Player::Blue), Err(RuleError::GameOver));
        assert_eq!(
            game.play_next(Move::Place(cell("a1"))),
            Err(RuleError::GameOver)
        );
    }
}
