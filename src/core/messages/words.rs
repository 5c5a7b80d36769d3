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

/// A seat's name as a message shows it: a person's display name as they wrote it, the
/// computer at its level, which each reader reads in their own language
/// (`computer (medium)`, `tietokone (keskitaso)`), or the reader themselves (local mode's
/// single player), whom a message addresses as "you". As small as a `String`, so that
/// messages stay small.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// A person's display name, or the computer's level (`easy`, `medium`, `hard`).
    word: Box<str>,
    /// Whose name it is.
    kind: NameKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NameKind {
    Person,
    Computer,
    Reader,
}

impl Name {
    /// A person's display name.
    pub fn person(name: &str) -> Self {
        Self {
            word: name.into(),
            kind: NameKind::Person,
        }
    }

    /// The computer at `level`.
    pub fn computer(level: &str) -> Self {
        Self {
            word: level.into(),
            kind: NameKind::Computer,
        }
    }

    /// The one person who reads every message (local mode's single player,
    /// [`UserId::LOCAL_PLAYER`]): messages about them say "you".
    ///
    /// [`UserId::LOCAL_PLAYER`]: crate::core::UserId::LOCAL_PLAYER
    pub fn reader() -> Self {
        Self {
            word: "".into(),
            kind: NameKind::Reader,
        }
    }

    /// Whether this names the reader, whom a message addresses in the second person.
    pub fn is_reader(&self) -> bool {
        self.kind == NameKind::Reader
    }

    /// The name in `lang` (the reader's: "You", as a picture's label shows it).
    pub fn text(&self, lang: Lang) -> String {
        match self.kind {
            NameKind::Computer => t(
                lang,
                "board-computer",
                Args::new().str("level", self.word.to_string()),
            ),
            NameKind::Reader => t(lang, "local-seat-name", Args::new().str("seat", "you")),
            NameKind::Person => self.word.to_string(),
        }
    }
}

impl From<&Seat> for Name {
    fn from(seat: &Seat) -> Self {
        match seat {
            Seat::Human { user, .. } if user.is_local_player() => Name::reader(),
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
