//! The languages platforms report (a player's app, a community's) and players choose, as data: a leaf module, so
//! the state that keeps them and the handlers that read them need not import each other.

use super::ids::{Platform, UserId};
use crate::i18n::Lang;

/// Whose language a platform reported.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LocaleOf {
    /// A player's app (Discord's interaction `locale`).
    User(UserId),
    /// A community: a server or room (Discord's `guild_locale` or `preferred_locale`).
    Community(Platform, String),
}

/// A language a platform reported, new or changed, for the store to write in the plan's
/// transaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocaleChange {
    /// Whose.
    pub of: LocaleOf,
    /// The language.
    pub lang: Lang,
}

/// A player's own language chosen (`Some`) or cleared (`None`) by a plan, for the store to
/// write in the plan's transaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanguageChange {
    /// The player.
    pub user: UserId,
    /// Their language from now on (`None`: they follow the server and their app again).
    pub lang: Option<Lang>,
}
