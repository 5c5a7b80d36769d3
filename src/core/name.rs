//! A seat's name as messages and pictures show it: a leaf, so that the message domains and
//! the records that name opponents both use it without importing each other.

use crate::i18n::{self, Args, Lang};

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
            NameKind::Computer => i18n::format(
                lang,
                "board-computer",
                &Args::new().str("level", self.word.to_string()),
            ),
            NameKind::Reader => {
                i18n::format(lang, "local-seat-name", &Args::new().str("seat", "you"))
            }
            NameKind::Person => self.word.to_string(),
        }
    }
}
