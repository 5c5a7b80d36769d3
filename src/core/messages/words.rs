//! Small helpers shared by every message domain: a Fluent lookup, the colour key of a
//! selector, and a list of game numbers.

use std::fmt;

use crate::{
    core::{dame_color, GameKind, Seat},
    i18n::{self, Args, Lang},
    rules::{hexdame, Player},
};

/// Message `id` of the Fluent files in `lang`, with `args`.
pub(super) fn t(lang: Lang, id: &str, args: Args) -> String {
    i18n::format(lang, id, &args)
}

/// The colour's key for the Fluent selectors: `red` / `blue` in the Hex family, `white` /
/// `black` in Hexdame.
pub(super) fn colour_key(kind: GameKind, p: Player) -> &'static str {
    match (kind, p) {
        (GameKind::Hex, Player::Red) => "red",
        (GameKind::Hex, Player::Blue) => "blue",
        (GameKind::Hexdame, p) => match dame_color(p) {
            hexdame::Color::White => "white",
            hexdame::Color::Black => "black",
        },
    }
}

/// Game numbers as users type them: `#3, #7`.
pub(super) fn list<T: fmt::Display>(ids: &[T]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A seat's name as a message shows it: a person's display name as they wrote it, or the
/// computer at its level, which each reader reads in their own language
/// (`computer (medium)`, `tietokone (keskitaso)`). As small as a `String`, so that messages
/// stay small.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// A person's display name, or the computer's level (`easy`, `medium`, `hard`).
    word: Box<str>,
    /// Whether `word` is the computer's level.
    computer: bool,
}

impl Name {
    /// A person's display name.
    pub fn person(name: &str) -> Self {
        Self {
            word: name.into(),
            computer: false,
        }
    }

    /// The computer at `level`.
    pub fn computer(level: &str) -> Self {
        Self {
            word: level.into(),
            computer: true,
        }
    }

    /// The name in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        if self.computer {
            t(
                lang,
                "board-computer",
                Args::new().str("level", self.word.to_string()),
            )
        } else {
            self.word.to_string()
        }
    }
}

impl From<&Seat> for Name {
    fn from(seat: &Seat) -> Self {
        match seat {
            Seat::Human { name, .. } => Name::person(name),
            Seat::Computer { level } => Name::computer(level),
        }
    }
}

impl From<&str> for Name {
    fn from(name: &str) -> Self {
        Name::person(name)
    }
}

impl From<String> for Name {
    fn from(name: String) -> Self {
        Name::person(&name)
    }
}
