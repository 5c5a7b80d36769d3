//! Move notation: `f4-g5` for a step, `f4xh6xf6` for a capture listing every landing cell.
//!
//! Parsing is forgiving: case and spaces do not matter, a capture may be written with its
//! start and end only (`f4xf6`) or with some of its landing cells, and the hyphen of
//! Freeling's applet (`f4-h6-f6x`) is accepted too. Parsing only checks the *syntax* and
//! gives a [`MoveText`]; which legal move it names (if any) is decided by
//! [`Position::resolve`](super::Position::resolve), whose failures are
//! [`RuleError`](super::RuleError)s.

use std::{fmt, str::FromStr};

use super::board::{parse_cell, Cell};
use super::syntax::SyntaxError;

/// The most cells a move text may list (start plus one landing per capturable piece).
pub const MAX_CELLS: usize = 17;

/// A move as typed, not yet checked against a position: the start cell, then the listed
/// landing cells (at least one), and whether it was marked as a capture (`x`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    cells: Vec<Cell>,
    capture: bool,
}

impl MoveText {
    /// A move text from its cells; `None` with fewer than two or more than [`MAX_CELLS`].
    pub fn new(cells: Vec<Cell>, capture: bool) -> Option<MoveText> {
        (2..=MAX_CELLS)
            .contains(&cells.len())
            .then_some(MoveText { cells, capture })
    }

    /// The start cell.
    pub fn from(&self) -> Cell {
        self.cells[0]
    }

    /// The last cell listed: where the piece ends.
    pub fn to(&self) -> Cell {
        self.cells[self.cells.len() - 1]
    }

    /// All listed cells, start first.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The listed landing cells between start and end.
    pub fn waypoints(&self) -> &[Cell] {
        &self.cells[1..self.cells.len() - 1]
    }

    /// Whether the text marked a capture with `x`.
    pub fn is_capture(&self) -> bool {
        self.capture
    }
}

impl From<&super::Move> for MoveText {
    /// The full notation of a resolved move: its start and every landing cell.
    fn from(mv: &super::Move) -> Self {
        let mut cells = Vec::with_capacity(MAX_CELLS);
        cells.push(mv.from());
        cells.extend(mv.landings());
        MoveText {
            cells,
            capture: mv.is_capture(),
        }
    }
}

impl FromStr for MoveText {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let compact: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        if compact.is_empty() {
            return Err(SyntaxError::Empty);
        }
        let mut cells = Vec::new();
        let mut capture = false;
        let mut current = String::new();
        let flush = |current: &mut String, cells: &mut Vec<Cell>| -> Result<(), SyntaxError> {
            if !current.is_empty() {
                cells.push(parse_cell(current)?);
                current.clear();
            }
            Ok(())
        };
        for ch in compact.chars() {
            match ch {
                // A cell name is a letter followed by a digit; 'x' is a letter we never use
                // in names, so it always separates.
                'x' | 'X' | ':' | '*' | '×' => {
                    capture = true;
                    flush(&mut current, &mut cells)?;
                }
                '-' | '–' => flush(&mut current, &mut cells)?,
                c if c.is_ascii_alphabetic() => {
                    // A new letter after a complete name starts the next cell (`f4g5`).
                    if current.len() == 2 {
                        flush(&mut current, &mut cells)?;
                    }
                    if !current.is_empty() {
                        current.push(c);
                        return Err(SyntaxError::NotACell(current));
                    }
                    current.push(c);
                }
                c if c.is_ascii_digit() => {
                    current.push(c);
                    if current.len() > 2 {
                        return Err(SyntaxError::NotACell(current));
                    }
                }
                c => return Err(SyntaxError::UnexpectedChar(c)),
            }
        }
        flush(&mut current, &mut cells)?;
        match cells.len() {
            0 | 1 => Err(SyntaxError::TooShort),
            n if n > MAX_CELLS => Err(SyntaxError::TooLong),
            _ => Ok(MoveText { cells, capture }),
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { "x" } else { "-" };
        for (i, c) in self.cells.iter().enumerate() {
            if i > 0 {
                f.write_str(sep)?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Parses a record: moves separated by spaces, commas or move numbers (`1. f4-g5 f6-e5`).
///
/// Move numbers (`12.`) are skipped; everything else must be a move.
pub fn parse_move_list(text: &str) -> Result<Vec<MoveText>, SyntaxError> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .filter(|t| !t.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()))
        .map(str::parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(t: &MoveText) -> Vec<String> {
        t.cells().iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn steps_and_captures() {
        let t: MoveText = "f4-g5".parse().unwrap();
        assert_eq!(cells(&t), ["f4", "g5"]);
        assert!(!t.is_capture());
        let t: MoveText = "f4xh6xf6".parse().unwrap();
        assert_eq!(cells(&t), ["f4", "h6", "f6"]);
        assert!(t.is_capture());
        assert_eq!(t.to_string(), "f4xh6xf6");
        assert_eq!(t.waypoints().len(), 1);
    }

    #[test]
    fn forgiving_about_case_spaces_and_separators() {
        for s in ["F4-G5", " f 4 - g 5 ", "f4g5", "f4 g5", "f4–g5"] {
            let t: MoveText = s.parse().unwrap();
            assert_eq!(t.to_string(), "f4-g5", "{s}");
        }
        for s in [
            "f4xh6xf6",
            "F4 X H6 X F6",
            "f4-h6-f6x",
            "f4:h6:f6",
            "f4Xh6xf6",
        ] {
            let t: MoveText = s.parse().unwrap();
            assert_eq!(t.to_string(), "f4xh6xf6", "{s}");
        }
    }

    #[test]
    fn syntax_errors() {
        assert_eq!("".parse::<MoveText>(), Err(SyntaxError::Empty));
        assert_eq!("   ".parse::<MoveText>(), Err(SyntaxError::Empty));
        assert_eq!("f4".parse::<MoveText>(), Err(SyntaxError::TooShort));
        assert!(matches!(
            "f4-z9".parse::<MoveText>(),
            Err(SyntaxError::OffBoard(_))
        ));
        assert!(matches!(
            "f4-a9".parse::<MoveText>(),
            Err(SyntaxError::OffBoard(_))
        ));
        assert!(matches!(
            "f4-g".parse::<MoveText>(),
            Err(SyntaxError::NotACell(_))
        ));
        assert!(matches!(
            "f44-g5".parse::<MoveText>(),
            Err(SyntaxError::NotACell(_))
        ));
        assert!(matches!(
            "f4-gg5".parse::<MoveText>(),
            Err(SyntaxError::NotACell(_))
        ));
        assert!(matches!(
            "f4?g5".parse::<MoveText>(),
            Err(SyntaxError::UnexpectedChar('?'))
        ));
        assert!(matches!(
            "4f-g5".parse::<MoveText>(),
            Err(SyntaxError::NotACell(_))
        ));
    }

    #[test]
    fn move_lists_skip_numbers() {
        let list = parse_move_list("1. f4-g5 f6-e5, 2. d4xf6").unwrap();
        assert_eq!(list.len(), 3);
        assert!(parse_move_list("1. f4-g5 resign").is_err());
    }
}
