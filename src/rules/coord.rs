//! Board sizes, cells and the `a1` coordinate notation.
//!
//! Letters name columns from the left (`a`..`z`), numbers name rows from the top (`1`..`26`),
//! so `a1` is the top-left cell (HexWiki convention). Parsing is forgiving about case and
//! spaces; a string that is not a coordinate at all is a [`SyntaxError`], while a well-formed
//! coordinate that lies outside the board is a rule error raised by the game.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The smallest number of rows or columns the rules engine accepts.
pub const MIN_SIDE: u8 = 2;
/// The largest number of rows or columns the rules engine accepts (one letter per column).
pub const MAX_SIDE: u8 = 26;

/// A rectangular board of `rows × cols` cells, each side in `2..=26`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardSize {
    rows: u8,
    cols: u8,
}

/// A board size outside the supported range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("a board must have between {MIN_SIDE} and {MAX_SIDE} rows and columns, not {rows}×{cols}")]
pub struct BoardSizeError {
    /// The rows asked for.
    pub rows: u32,
    /// The columns asked for.
    pub cols: u32,
}

impl BoardSize {
    /// A board of `rows × cols`, checked against the supported range.
    pub fn new(rows: u32, cols: u32) -> Result<Self, BoardSizeError> {
        let ok = |n: u32| (u32::from(MIN_SIDE)..=u32::from(MAX_SIDE)).contains(&n);
        if ok(rows) && ok(cols) {
            // Both fit in u8 because they are at most 26.
            Ok(Self {
                rows: rows as u8,
                cols: cols as u8,
            })
        } else {
            Err(BoardSizeError { rows, cols })
        }
    }

    /// A square board of side `n`.
    pub fn square(n: u32) -> Result<Self, BoardSizeError> {
        Self::new(n, n)
    }

    /// Number of rows (Red's direction, top to bottom).
    pub fn rows(self) -> u8 {
        self.rows
    }

    /// Number of columns (Blue's direction, left to right).
    pub fn cols(self) -> u8 {
        self.cols
    }

    /// Whether rows and columns are equal (the swap rule needs a square board).
    pub fn is_square(self) -> bool {
        self.rows == self.cols
    }

    /// Total number of cells.
    pub fn cell_count(self) -> usize {
        usize::from(self.rows) * usize::from(self.cols)
    }

    /// Whether `cell` lies on this board.
    pub fn contains(self, cell: Cell) -> bool {
        cell.row < self.rows && cell.col < self.cols
    }

    /// The dense index of `cell` (row-major), if it lies on the board.
    pub fn index_of(self, cell: Cell) -> Option<usize> {
        self.contains(cell)
            .then(|| usize::from(cell.row) * usize::from(self.cols) + usize::from(cell.col))
    }

    /// The cell at a dense row-major index; `None` past the end.
    pub fn cell_at(self, index: usize) -> Option<Cell> {
        (index < self.cell_count()).then(|| Cell {
            row: (index / usize::from(self.cols)) as u8,
            col: (index % usize::from(self.cols)) as u8,
        })
    }

    /// Every cell, row by row from the top-left.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        let cols = self.cols;
        (0..self.rows).flat_map(move |row| (0..cols).map(move |col| Cell { row, col }))
    }

    /// The cells adjacent to `cell` on the hex grid (up to six).
    ///
    /// With rows shifting right as they go down, `(r, c)` touches `(r, c±1)`, `(r-1, c)`,
    /// `(r-1, c+1)`, `(r+1, c-1)` and `(r+1, c)`.
    pub fn neighbours(self, cell: Cell) -> impl Iterator<Item = Cell> {
        const STEPS: [(i8, i8); 6] = [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)];
        let (rows, cols) = (self.rows as i8, self.cols as i8);
        STEPS.into_iter().filter_map(move |(dr, dc)| {
            let (r, c) = (cell.row as i8 + dr, cell.col as i8 + dc);
            (r >= 0 && r < rows && c >= 0 && c < cols).then_some(Cell {
                row: r as u8,
                col: c as u8,
            })
        })
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.rows, self.cols)
    }
}

/// One cell, by zero-based row and column. It is not tied to a board size: check it against
/// one with [`BoardSize::contains`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    /// Zero-based row from the top.
    pub row: u8,
    /// Zero-based column from the left.
    pub col: u8,
}

impl Cell {
    /// The cell at zero-based `row` and `col`.
    pub const fn new(row: u8, col: u8) -> Self {
        Self { row, col }
    }

    /// The cell mirrored across the long diagonal (used by the swap rule): `(r, c) → (c, r)`.
    pub const fn mirrored(self) -> Self {
        Self {
            row: self.col,
            col: self.row,
        }
    }

    /// The column letter, `a` for the first column.
    pub fn column_letter(self) -> char {
        char::from(b'a' + self.col)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column_letter(), u32::from(self.row) + 1)
    }
}

/// Text that is not a move in coordinate notation. Kept apart from rule errors: the text was
/// not understood, as opposed to understood and refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SyntaxError {
    /// Nothing but spaces.
    #[error("no move given")]
    Empty,
    /// The text does not start with a column letter.
    #[error("“{0}” is not a move: a move is a column letter and a row number, like f6")]
    NotACoordinate(String),
    /// A column letter without a row number.
    #[error("“{0}” has no row number: a move is a column letter and a row number, like f6")]
    MissingRow(String),
    /// A row number of 0 or above 26.
    #[error("“{0}” has no such row: rows are numbered from 1 to 26")]
    RowOutOfRange(String),
    /// Something after the coordinate.
    #[error("“{0}” is not a move: unexpected text after the coordinate")]
    TrailingText(String),
}

impl std::str::FromStr for Cell {
    type Err = SyntaxError;

    /// Parses `f6`, `F6`, `f 6` or ` f6 `.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(SyntaxError::Empty);
        }
        let mut chars = trimmed.chars();
        let letter = chars.next().map(|c| c.to_ascii_lowercase());
        let col = match letter {
            Some(c @ 'a'..='z') => c as u8 - b'a',
            _ => return Err(SyntaxError::NotACoordinate(trimmed.to_owned())),
        };
        let rest = chars.as_str().trim_start();
        let digits_len = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits_len == 0 {
            return if rest.is_empty() {
                Err(SyntaxError::MissingRow(trimmed.to_owned()))
            } else {
                Err(SyntaxError::NotACoordinate(trimmed.to_owned()))
            };
        }
        if !rest[digits_len..].trim().is_empty() {
            return Err(SyntaxError::TrailingText(trimmed.to_owned()));
        }
        // At most a few digits make sense; anything longer is out of range anyway.
        let row: u32 = if digits_len > 3 {
            0
        } else {
            rest[..digits_len].parse().unwrap_or(0)
        };
        if row == 0 || row > u32::from(MAX_SIDE) {
            return Err(SyntaxError::RowOutOfRange(trimmed.to_owned()));
        }
        Ok(Cell {
            row: (row - 1) as u8,
            col,
        })
    }
}

/// The two players of a Hex-family game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Joins the top and bottom edges; moves first.
    Red,
    /// Joins the left and right edges.
    Blue,
}

impl Player {
    /// The other player.
    pub const fn opponent(self) -> Self {
        match self {
            Player::Red => Player::Blue,
            Player::Blue => Player::Red,
        }
    }

    /// 0 for Red, 1 for Blue: for per-player arrays.
    pub const fn index(self) -> usize {
        match self {
            Player::Red => 0,
            Player::Blue => 1,
        }
    }

    /// Both players, Red first.
    pub const BOTH: [Player; 2] = [Player::Red, Player::Blue];

    /// Lowercase English name, as used in the analysis output.
    pub const fn name(self) -> &'static str {
        match self {
            Player::Red => "red",
            Player::Blue => "blue",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A move as typed: a cell, or the swap. Parsing it says nothing about legality.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Place a stone on (or, in Dark Hex, try) a cell.
    Place(Cell),
    /// Blue's first move: take over Red's first stone, mirrored across the long diagonal.
    Swap,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(cell) => cell.fmt(f),
            Move::Swap => f.write_str("swap"),
        }
    }
}

impl std::str::FromStr for Move {
    type Err = SyntaxError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim().eq_ignore_ascii_case("swap") {
            Ok(Move::Swap)
        } else {
            text.parse().map(Move::Place)
        }
    }
}

/// Splits a space-separated move list (`"a1 b2 swap c3"`) into moves. Because `f 6` is a
/// single move when typed alone, a list is split on whitespace and commas only.
pub fn parse_move_list(text: &str) -> Result<Vec<Move>, SyntaxError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|token| !token.is_empty())
        .map(str::parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_forgiving_coordinates() {
        for text in ["f6", "F6", "f 6", "  f6  ", "F 6 "] {
            assert_eq!(text.parse::<Cell>(), Ok(Cell::new(5, 5)), "{text}");
        }
        assert_eq!("a1".parse::<Cell>(), Ok(Cell::new(0, 0)));
        assert_eq!("z26".parse::<Cell>(), Ok(Cell::new(25, 25)));
        assert_eq!("SWAP".parse::<Move>(), Ok(Move::Swap));
    }

    #[test]
    fn rejects_non_coordinates_with_syntax_errors() {
        assert_eq!("".parse::<Cell>(), Err(SyntaxError::Empty));
        assert!(matches!(
            "6f".parse::<Cell>(),
            Err(SyntaxError::NotACoordinate(_))
        ));
        assert!(matches!(
            "f".parse::<Cell>(),
            Err(SyntaxError::MissingRow(_))
        ));
        assert!(matches!(
            "f0".parse::<Cell>(),
            Err(SyntaxError::RowOutOfRange(_))
        ));
        assert!(matches!(
            "f27".parse::<Cell>(),
            Err(SyntaxError::RowOutOfRange(_))
        ));
        assert!(matches!(
            "f99999999999999999999".parse::<Cell>(),
            Err(SyntaxError::RowOutOfRange(_))
        ));
        assert!(matches!(
            "f6x".parse::<Cell>(),
            Err(SyntaxError::TrailingText(_))
        ));
        assert!(matches!(
            "é6".parse::<Cell>(),
            Err(SyntaxError::NotACoordinate(_))
        ));
    }

    #[test]
    fn display_round_trips() {
        for size in [BoardSize::new(3, 4), BoardSize::square(26)] {
            let size = size.unwrap();
            for cell in size.cells() {
                assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
                assert_eq!(size.cell_at(size.index_of(cell).unwrap()), Some(cell));
            }
        }
    }

    #[test]
    fn board_sizes_are_checked() {
        assert!(BoardSize::new(1, 5).is_err());
        assert!(BoardSize::new(27, 5).is_err());
        assert!(BoardSize::new(2, 26).is_ok());
    }

    #[test]
    fn neighbours_are_symmetric_and_at_most_six() {
        let size = BoardSize::new(5, 7).unwrap();
        for cell in size.cells() {
            let ns: Vec<_> = size.neighbours(cell).collect();
            assert!(ns.len() <= 6);
            for n in ns {
                assert!(size.neighbours(n).any(|m| m == cell));
            }
        }
        assert_eq!(size.neighbours(Cell::new(2, 3)).count(), 6);
        assert_eq!(size.neighbours(Cell::new(0, 0)).count(), 2);
    }
}
