//! The links the bot's posts give to the web pages of a tournament, a player and a
//! leaderboard (a game's link goes with its result: `round/finish.rs`): only when the pages
//! are served (`[web] public_url`) and the community did not turn them off.

use super::{
    ids::Platform,
    link::PageOf,
    messages::{page_line, Msg},
    tx::Look,
};
use crate::i18n::Lang;

impl Look<'_> {
    /// The address of the page of `of` whose token is `token` (and `query`, such as
    /// `?kind=hex`, after it); `None` when there is no token, no site, or `server` turned its
    /// pages off.
    pub(crate) fn page_url(
        &self,
        of: PageOf,
        (platform, server): (Platform, Option<&str>),
        token: Option<&str>,
        query: &str,
    ) -> Option<String> {
        let (site, token) = (self.state.config.web.as_deref()?, token?);
        if server.is_some_and(|s| self.server_settings(platform, s).web_off) {
            return None;
        }
        Some(format!("{site}/{}/{token}{query}", of.letter()))
    }

    /// `msg` with the address [`Look::page_url`] gives, or `msg` alone.
    pub(crate) fn with_page_of(
        &self,
        msg: impl Into<Msg>,
        of: PageOf,
        place: (Platform, Option<&str>),
        token: Option<&str>,
        query: &str,
    ) -> Msg {
        let msg = msg.into();
        match self.page_url(of, place, token, query) {
            Some(url) => Msg::WithPageOf(Box::new(msg), of, url),
            None => msg,
        }
    }

    /// The line giving the address [`Look::page_url`] gives, in `lang` (for posts made of
    /// finished words, such as a bracket's).
    pub(crate) fn page_line(
        &self,
        of: PageOf,
        place: (Platform, Option<&str>),
        token: Option<&str>,
        lang: Lang,
    ) -> Option<String> {
        let url = self.page_url(of, place, token, "")?;
        Some(page_line(of, &url, lang))
    }
}
