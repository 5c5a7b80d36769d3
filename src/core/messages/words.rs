//! Small helpers shared by every message domain: a Fluent lookup, the colour key of a
//! selector, and a list of game numbers.

use std::fmt;

use crate::{
    core::{name::Name, Seat},
    i18n::{self, Args, Lang},
    rules::{Family, Player, Side},
};

/// Message `id` of the Fluent files in `lang`, with `args`.
pub(super) fn t(lang: Lang, id: &str, args: Args) -> String {
    i18n::format(lang, id, &args)
}

/// The colour's key for the Fluent selectors: the side's name in its family (`red` / `blue`
/// in the Hex family).
pub(super) fn colour_key(kind: Family, p: Player) -> &'static str {
    Side::from(p).name(kind)
}

/// Game numbers as users type them: `#3, #7`.
pub(super) fn list<T: fmt::Display>(ids: &[T]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl From<&Seat> for Name {
    fn from(seat: &Seat) -> Self {
        match seat {
            Seat::Human { user, .. } if user.is_local_player() => Name::reader(),
            Seat::Human { name, .. } => Name::person(name),
            Seat::Computer { level } => Name::computer(level.name()),
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
