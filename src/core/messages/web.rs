//! The link to a web page said under a message, or alone (texts in `locales/*/web.ftl`, whose
//! other words are the web pages' own).

use super::t;
use crate::{
    core::link::PageOf,
    i18n::{Args, Lang},
};

/// `shown`, then the link to its game's page.
pub(super) fn with_page(shown: String, url: &str, lang: Lang) -> String {
    format!(
        "{shown}\n{}",
        t(lang, "web-page-link", Args::new().str("url", url))
    )
}

/// `shown`, then the link to the page `of` (a tournament, a player, a leaderboard).
pub(super) fn with_page_of(shown: String, of: PageOf, url: &str, lang: Lang) -> String {
    format!("{shown}\n{}", page_line(of, url, lang))
}

/// The line giving the address of the page `of` (for posts made of finished words, such as
/// a bracket's).
pub fn page_line(of: PageOf, url: &str, lang: Lang) -> String {
    let id = match of {
        PageOf::Tournament => "web-tournament-link",
        PageOf::Player => "web-player-link",
        PageOf::Leaderboard => "web-leaderboard-link",
    };
    t(lang, id, Args::new().str("url", url))
}
