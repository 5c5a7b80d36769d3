//! The link to a web page said under a message (texts in `locales/*/web.ftl`, whose other
//! words are the web pages' own).

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
    format!(
        "{shown}\n{}",
        t(lang, of.message(), Args::new().str("url", url))
    )
}
