//! The referee for the Hex family: Hex, Rex and Dark Hex (classic and abrupt).
//!
//! [`HexGame`] holds the true board and every player's knowledge. It never hands the true board
//! out during a Dark Hex game: callers get a [`PlayerView`], a [`SpectatorView`], or, once the
//! game is over (or for open-information games), a [`Revealed`] board.

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{
    connect::{shortest_chain, Connectivity},
    coord::{BoardSize, Cell, Move, Player},
    view::{PlayerView, Revealed, Seen, SpectatorView},
};

/// Which version of Dark Hex is played: what a hit does to the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DarkVersion {
    /// After a hit the same player moves again.
    Classic,
    /// A hit ends the turn.
    Abrupt,
}

/// The game played on a Hex board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Standard Hex: joining your two edges wins.
    Hex,
    /// Misère Hex: joining your two edges loses.
    Rex,
    /// Kriegspiel Hex: stones are hidden from the opponent.
    DarkHex(DarkVersion),
}

impl Variant {
    /// Whether each player sees only their own stones.
    pub fn is_dark(self) -> bool {
        matches!(self, Variant::DarkHex(_))
    }

    /// The command-line and chat name of the variant.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Hex => "hex",
            Variant::Rex => "rex",
            Variant::DarkHex(DarkVersion::Classic) => "darkhex",
            Variant::DarkHex(DarkVersion::Abrupt) => "darkhex-abrupt",
        }
    }

    /// Every variant, in the order help texts list them.
    pub const ALL: [Variant; 4] = [
        Variant::DarkHex(DarkVersion::Classic),
        Variant::DarkHex(DarkVersion::Abrupt),
        Variant::Hex,
        Variant::Rex,
    ];
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown game “{0}”: choose darkhex, darkhex-abrupt, hex or rex")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let normal: String = text
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        match normal.as_str() {
            "hex" => Ok(Variant::Hex),
            "rex" | "reversehex" | "misere" | "miserehex" => Ok(Variant::Rex),
            "darkhex" | "darkhexclassic" | "cdh" | "kriegspiel" => {
                Ok(Variant::DarkHex(DarkVersion::Classic))
            }
            "darkhexabrupt" | "abrupt" | "adh" => Ok(Variant::DarkHex(DarkVersion::Abrupt)),
            _ => Err(UnknownVariant(text.trim().to_owned())),
        }
    }
}

/// Everything fixed when a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameSettings {
    /// Which game.
    pub variant: Variant,
    /// The board.
    pub size: BoardSize,
    /// Whether the swap rule was asked for (it only applies to Hex and Rex on square boards).
    pub swap: bool,
}

impl GameSettings {
    /// Settings with the swap rule at its default: on for Hex and Rex, off for Dark Hex.
    pub fn new(variant: Variant, size: BoardSize) -> Self {
        Self {
            variant,
            size,
            swap: !variant.is_dark(),
        }
    }

    /// The same settings with the swap rule switched on or off.
    pub fn with_swap(self, swap: bool) -> Self {
        Self { swap, ..self }
    }

    /// Whether Blue may swap on their first move in this game.
    pub fn swap_available(self) -> bool {
        self.swap && !self.variant.is_dark() && self.size.is_square()
    }
}

/// What happened to an accepted move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveResult {
    /// A stone was placed.
    Placed,
    /// Dark Hex: the cell held a hidden enemy stone, now revealed to the mover.
    Hit,
    /// Blue took over Red's first stone.
    Swap,
}

impl MoveResult {
    /// Lowercase name, as in the analysis output.
    pub fn name(self) -> &'static str {
        match self {
            MoveResult::Placed => "placed",
            MoveResult::Hit => "hit",
            MoveResult::Swap => "swap",
        }
    }
}

/// One accepted move of the game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RecordEntry {
    /// Who moved.
    pub player: Player,
    /// What they played.
    pub mv: Move,
    /// What came of it.
    pub result: MoveResult,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EndReason {
    /// A chain joined two edges (the chain's owner wins in Hex and Dark Hex, loses in Rex).
    Connection,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Timeout,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Who won.
    pub winner: Player,
    /// How.
    pub reason: EndReason,
}

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
    outcome: Option<Outcome>,
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
    pub fn outcome(&self) -> Option<Outcome> {
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
                    self.connectivity
                        .add_stone(self.settings.size, &self.stones, cell, player);
                    self.check_connection(player);
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
        self.connectivity = Connectivity::new(size);
        if let Some(index) = size.index_of(blue_stone) {
            self.stones[index] = Some(Player::Blue);
            self.connectivity
                .add_stone(size, &self.stones, blue_stone, Player::Blue);
        }
        self.check_connection(Player::Blue);
        Ok(())
    }

    fn check_connection(&mut self, mover: Player) {
        if self.connectivity.connected(mover) {
            let winner = match self.settings.variant {
                Variant::Rex => mover.opponent(),
                _ => mover,
            };
            self.outcome = Some(Outcome {
                winner,
                reason: EndReason::Connection,
            });
        }
    }

    /// `player` resigns; the opponent wins.
    pub fn resign(&mut self, player: Player) -> Result<Outcome, RuleError> {
        self.end_by(player, EndReason::Resignation)
    }

    /// `player` ran out of time; the opponent wins.
    pub fn time_out(&mut self, player: Player) -> Result<Outcome, RuleError> {
        self.end_by(player, EndReason::Timeout)
    }

    fn end_by(&mut self, loser: Player, reason: EndReason) -> Result<Outcome, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = Outcome {
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
            Some(Outcome {
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
