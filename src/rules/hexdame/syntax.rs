//! [`SyntaxError`]: text that is not Hexdame notation. A leaf module, so that cells
//! ([`super::board`]) and moves ([`super::notation`]) can both be parsed with it.

use thiserror::Error;

/// Text that is not a move in Hexdame notation at all.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SyntaxError {
    /// Nothing was typed.
    #[error("no move given")]
    Empty,
    /// Something that is not a cell name (a letter `a`–`i` and a digit `1`–`9`).
    #[error("“{0}” is not a cell name (a letter a–i and a number 1–9, like f4)")]
    NotACell(String),
    /// A well-formed name of a cell that the hexagonal board does not have.
    #[error("there is no cell {0} on the Hexdame board")]
    OffBoard(String),
    /// A character that is neither part of a cell name nor a separator.
    #[error("unexpected “{0}”: separate cells with - or x, as in f4-g5 or f4xh6xf6")]
    UnexpectedChar(char),
    /// Only one cell was given.
    #[error("a move needs at least two cells, as in f4-g5")]
    TooShort,
    /// More cells than any capture can visit.
    #[error("too many cells in one move")]
    TooLong,
}
