//! Why a message was not understood: the *syntax* errors of the command grammar.
//!
//! Kept apart from rule errors (a move understood and then refused by the rules or the
//! engine). This module says what went wrong, not how to tell the user: the words the user
//! reads are in [`crate::core::messages`] (`ErrorMsg::Parse`), so that they can be translated.

use thiserror::Error;

use crate::rules::{AnySyntaxError, Family};

/// Why a message addressed to the bot was not understood. The `Display` text is for logs;
/// users read the matching [`Msg`](crate::core::Msg).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// `hex something-unknown`.
    #[error("unknown command `hex {text}`")]
    UnknownCommand {
        /// The word (at most 40 characters).
        text: String,
    },
    /// A game name that is not ours (`hex rules chess`).
    #[error("unknown game `{text}`")]
    UnknownGame {
        /// The word.
        text: String,
    },
    /// A board size outside [`SIZES`](super::SIZES).
    #[error("bad board size `{text}`")]
    BadSize {
        /// The word.
        text: String,
    },
    /// A game option not understood.
    #[error("bad option `{text}`")]
    BadOption {
        /// The word.
        text: String,
    },
    /// `swap=on` with Dark Hex.
    #[error("swap asked for Dark Hex")]
    NoSwapInDarkHex,
    /// A board size asked for a family whose game has one board (its family tells the text,
    /// `families::parse_text`, as for the next three).
    #[error("size asked for {family:?}")]
    NoSize {
        /// The family.
        family: Family,
    },
    /// A swap setting asked for a family that has no swap rule.
    #[error("swap asked for {family:?}")]
    NoSwap {
        /// The family.
        family: Family,
    },
    /// A colour word of another family (`white`, `black`) for a game of the Hex family.
    #[error("{family:?} colour `{text}` for a Hex game")]
    ForeignColour {
        /// The family whose colour it is.
        family: Family,
        /// The word, as typed.
        text: String,
    },
    /// Text that looks like a move of a family other than Hex but is not one.
    #[error("bad {:?} move `{text}`: {error}", error.family())]
    BadFamilyMove {
        /// The text (at most 40 characters).
        text: String,
        /// What is wrong with it (its family's own error).
        error: AnySyntaxError,
    },
    /// A word after `hex draw` that is not `accept`, `decline` or a game number.
    #[error("bad word after `hex draw`: `{text}`")]
    BadDrawWord {
        /// The word (at most 40 characters).
        text: String,
    },
    /// A word after `hex settings` that is not a `key=value` it knows.
    #[error("bad setting `{text}`")]
    BadSetting {
        /// The word (at most 40 characters).
        text: String,
    },
    /// Text that looks like a move but is not one.
    #[error("bad move `{text}`")]
    BadMove {
        /// The text (at most 40 characters).
        text: String,
    },
    /// A number that is not one.
    #[error("bad {what} number `{text}`")]
    BadNumber {
        /// What the number counts: `game` or `challenge`.
        what: &'static str,
        /// The text.
        text: String,
    },
    /// Extra words after a command.
    #[error("too many words")]
    TooManyWords,
    /// `hex replay` (or `hex export`) without a number.
    #[error("`hex {what}` without a game number")]
    MissingGameNumber {
        /// The command.
        what: &'static str,
    },
    /// `hex challenge` without `@someone`.
    #[error("challenge without an opponent")]
    ChallengeNeedsOpponent,
    /// A live clock shorter than [`MIN_LIVE_BASE`](crate::core::clock::MIN_LIVE_BASE).
    #[error("clock `{text}` is below the minimum")]
    ClockTooShort {
        /// The clock, as typed (at most 40 characters).
        text: String,
    },
    /// A word of `hex tournament …` that is not understood (or a number out of range).
    #[error("bad tournament word `{text}`")]
    BadTournamentWord {
        /// The word, as typed (at most 40 characters).
        text: String,
    },
    /// A knockout word of `hex tournament …` that is wrong, and what is wrong with it.
    #[error("bad knockout word `{text}`: {problem:?}")]
    BadKnockoutWord {
        /// The word, as typed (at most 40 characters).
        text: String,
        /// What is wrong.
        problem: KnockoutWord,
    },
}

impl ParseError {
    /// The family whose words the error is about, when its family tells its text (the
    /// family-neutral variants above); `None` for the grammar's own errors.
    pub fn family(&self) -> Option<Family> {
        match self {
            ParseError::NoSize { family }
            | ParseError::NoSwap { family }
            | ParseError::ForeignColour { family, .. } => Some(*family),
            ParseError::BadFamilyMove { error, .. } => Some(error.family()),
            _ => None,
        }
    }
}

/// What is wrong with a knockout word of `hex tournament create` (or `seed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KnockoutWord {
    /// `match=` is not 1 to 15.
    Match,
    /// `third-place=` is not on or off.
    ThirdPlace,
    /// `reset=` is not on or off.
    Reset,
    /// `seed=` is not rating, random or hand.
    Seed,
    /// A knockout option for a round-robin or Swiss.
    NotKnockout,
    /// `third-place=` for a double knockout (its losers' bracket decides 3rd place).
    ThirdPlaceInDouble,
    /// `reset=` for a single knockout (no grand final to reset).
    ResetInSingle,
    /// `hex tournament seed` without players, or with a word that names nobody.
    SeedPlayers,
}
