//! The privacy boundary: what each audience of a game may know.
//!
//! * [`PlayerView`]: one player's knowledge (in Dark Hex: own stones, enemy stones they hit,
//!   the results they were told).
//! * [`SpectatorView`]: the channel's knowledge of a Dark Hex game in progress: counts, no
//!   stones.
//! * [`Revealed`]: the whole board; it exists only for open games and finished games.
//!
//! Only the referee ([`super::HexGame`]) constructs these, so anything that renders or
//! describes a game can be handed exactly what its audience may see, and nothing more.
//! [`Revealed::prefix`] (the frames of a replay) is written beside the referee in
//! [`super::hex`], since it replays the record; this module does not depend on the referee.

use serde::Serialize;

use super::{
    coord::{BoardSize, Cell, Move, Player},
    record::{HexOutcome, MoveResult, RecordEntry},
    variant::GameSettings,
};

/// One event of the game as a particular player saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Seen {
    /// Who moved.
    pub player: Player,
    /// The move, when the viewer may know it (`None` for the opponent's Dark Hex moves).
    pub mv: Option<Move>,
    /// What came of it (every player learns whether a move placed a stone or hit one).
    pub result: MoveResult,
}

/// Everything one player knows about a game. Equal views mean equal knowledge.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct PlayerView {
    settings: GameSettings,
    viewer: Player,
    cells: Vec<Option<Player>>,
    to_move: Option<Player>,
    timeline: Vec<Seen>,
    stones_found_by_opponent: u16,
    outcome: Option<HexOutcome>,
}

impl PlayerView {
    pub(crate) fn new(
        settings: GameSettings,
        viewer: Player,
        cells: Vec<Option<Player>>,
        to_move: Option<Player>,
        timeline: Vec<Seen>,
        stones_found_by_opponent: u16,
        outcome: Option<HexOutcome>,
    ) -> Self {
        Self {
            settings,
            viewer,
            cells,
            to_move,
            timeline,
            stones_found_by_opponent,
            outcome,
        }
    }

    /// The game's settings.
    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// Whose view this is.
    pub fn viewer(&self) -> Player {
        self.viewer
    }

    /// The stone the viewer sees on `cell` (their own, or an enemy stone they found; in open
    /// games any stone).
    pub fn stone(&self, cell: Cell) -> Option<Player> {
        self.settings
            .size
            .index_of(cell)
            .and_then(|index| self.cells[index])
    }

    /// The viewer's picture of the board, row-major.
    pub fn cells(&self) -> &[Option<Player>] {
        &self.cells
    }

    /// Whether the viewer knows an enemy stone on `cell` (in Dark Hex: one they hit).
    pub fn is_enemy(&self, cell: Cell) -> bool {
        self.stone(cell) == Some(self.viewer.opponent())
    }

    /// Whose turn it is, `None` once the game is over.
    pub fn to_move(&self) -> Option<Player> {
        self.to_move
    }

    /// Every move of the game as the viewer saw it.
    pub fn timeline(&self) -> &[Seen] {
        &self.timeline
    }

    /// Number of accepted moves so far (hits included).
    pub fn ply(&self) -> usize {
        self.timeline.len()
    }

    /// How many of the viewer's stones the opponent has found (not which).
    pub fn stones_found_by_opponent(&self) -> u16 {
        self.stones_found_by_opponent
    }

    /// How many enemy stones the viewer has found.
    pub fn enemy_stones_found(&self) -> usize {
        self.cells
            .iter()
            .filter(|&&c| c == Some(self.viewer.opponent()))
            .count()
    }

    /// The viewer's own latest move and its result.
    pub fn last_own_move(&self) -> Option<(Move, MoveResult)> {
        self.timeline
            .iter()
            .rev()
            .find(|s| s.player == self.viewer)
            .and_then(|s| s.mv.map(|mv| (mv, s.result)))
    }

    /// The latest move whose cell the viewer knows (in open games either player's).
    pub fn last_known_move(&self) -> Option<Seen> {
        self.timeline.iter().rev().find(|s| s.mv.is_some()).copied()
    }

    /// The cell the viewer just hit, if their most recent event was a hit.
    pub fn just_hit(&self) -> Option<Cell> {
        match self.timeline.last() {
            Some(Seen {
                player,
                mv: Some(Move::Place(cell)),
                result: MoveResult::Hit,
            }) if *player == self.viewer => Some(*cell),
            _ => None,
        }
    }

    /// Whether the opponent's most recent move found one of the viewer's stones.
    pub fn opponent_just_hit(&self) -> bool {
        matches!(self.timeline.last(), Some(s) if s.player != self.viewer && s.result == MoveResult::Hit)
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<HexOutcome> {
        self.outcome
    }

    /// The view as rows of `.` (empty to the viewer), `x` (Red) and `o` (Blue).
    pub fn to_rows(&self) -> Vec<String> {
        rows_of(self.settings.size, &self.cells)
    }

    /// Whether the viewer may try `cell`: on the board and not known to be occupied.
    pub fn may_try(&self, cell: Cell) -> bool {
        self.settings.size.contains(cell) && self.stone(cell).is_none()
    }
}

/// What an onlooker may know of a game: in Dark Hex no stones during play, only counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SpectatorView {
    settings: GameSettings,
    results: Vec<MoveResult>,
    to_move: Option<Player>,
    outcome: Option<HexOutcome>,
}

impl SpectatorView {
    pub(crate) fn new(
        settings: GameSettings,
        results: Vec<MoveResult>,
        to_move: Option<Player>,
        outcome: Option<HexOutcome>,
    ) -> Self {
        Self {
            settings,
            results,
            to_move,
            outcome,
        }
    }

    /// The game's settings.
    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// Number of accepted moves so far.
    pub fn ply(&self) -> usize {
        self.results.len()
    }

    /// Number of stones on the board.
    pub fn stones_placed(&self) -> usize {
        self.results
            .iter()
            .filter(|r| **r != MoveResult::Hit)
            .count()
    }

    /// Number of hits so far (by either player; the channel is not told whose).
    pub fn hits(&self) -> usize {
        self.results.len() - self.stones_placed()
    }

    /// Whose turn it is, `None` once over.
    pub fn to_move(&self) -> Option<Player> {
        self.to_move
    }

    /// The result, once over.
    pub fn outcome(&self) -> Option<HexOutcome> {
        self.outcome
    }
}

/// The whole board with its full record: only for open games and finished games.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Revealed {
    settings: GameSettings,
    cells: Vec<Option<Player>>,
    record: Vec<RecordEntry>,
    to_move: Option<Player>,
    outcome: Option<HexOutcome>,
    chain: Option<Vec<Cell>>,
}

impl Revealed {
    pub(crate) fn new(
        settings: GameSettings,
        cells: Vec<Option<Player>>,
        record: Vec<RecordEntry>,
        to_move: Option<Player>,
        outcome: Option<HexOutcome>,
        chain: Option<Vec<Cell>>,
    ) -> Self {
        Self {
            settings,
            cells,
            record,
            to_move,
            outcome,
            chain,
        }
    }

    /// The game's settings.
    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// The stone on `cell`.
    pub fn stone(&self, cell: Cell) -> Option<Player> {
        self.settings
            .size
            .index_of(cell)
            .and_then(|index| self.cells[index])
    }

    /// Every cell, row-major.
    pub fn cells(&self) -> &[Option<Player>] {
        &self.cells
    }

    /// The full record.
    pub fn record(&self) -> &[RecordEntry] {
        &self.record
    }

    /// Number of moves.
    pub fn ply(&self) -> usize {
        self.record.len()
    }

    /// Whose turn it is, `None` once over.
    pub fn to_move(&self) -> Option<Player> {
        self.to_move
    }

    /// The result, if over.
    pub fn outcome(&self) -> Option<HexOutcome> {
        self.outcome
    }

    /// The chain that decided the game (the winner's in Hex, the loser's in Rex).
    pub fn chain(&self) -> Option<&[Cell]> {
        self.chain.as_deref()
    }

    /// Cells where a hit happened, in order (Dark Hex).
    pub fn hit_cells(&self) -> Vec<Cell> {
        self.record
            .iter()
            .filter(|e| e.result == MoveResult::Hit)
            .filter_map(|e| match e.mv {
                Move::Place(cell) => Some(cell),
                Move::Swap => None,
            })
            .collect()
    }

    /// The last move, if any.
    pub fn last_move(&self) -> Option<RecordEntry> {
        self.record.last().copied()
    }

    /// The board as rows of `.`, `x` and `o`.
    pub fn to_rows(&self) -> Vec<String> {
        rows_of(self.settings.size, &self.cells)
    }
}

fn rows_of(size: BoardSize, cells: &[Option<Player>]) -> Vec<String> {
    cells
        .chunks(usize::from(size.cols()))
        .map(|row| {
            row.iter()
                .map(|c| match c {
                    None => '.',
                    Some(Player::Red) => 'x',
                    Some(Player::Blue) => 'o',
                })
                .collect()
        })
        .collect()
}
