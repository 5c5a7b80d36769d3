//! What every page shares: the document around a page's body, the address of a page keeping
//! the reader's language, and the lookup of a `/t/`, `/p/` or `/l/` token.

use axum::{
    extract::{rejection::PathRejection, Path},
    http::Uri,
};
use maud::{html, Markup, DOCTYPE};

use super::Web;
use crate::{i18n::Lang, store::PageRow};

/// How often a page of something still going on reloads itself (`<meta http-equiv=refresh>`:
/// no script, so it works without JavaScript and under the Content-Security-Policy).
pub(super) const REFRESH_SECONDS: u32 = 30;

/// The whole document around `body`; with `refresh`, the page reloads itself every
/// [`REFRESH_SECONDS`].
pub(super) fn document(lang: Lang, title: &str, body: Markup, refresh: bool) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                meta name="robots" content="noindex, nofollow";
                @if refresh {
                    meta http-equiv="refresh" content=(REFRESH_SECONDS);
                }
                title { (title) }
                link rel="stylesheet" href="/static/web.css";
                script src="/static/web.js" defer {}
            }
            body {
                main { (body) }
            }
        }
    }
}

/// The value of `key` in `uri`'s query, if given.
pub(super) fn param<'a>(uri: &'a Uri, key: &str) -> Option<&'a str> {
    uri.query()?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v)
}

/// `?lang=xx` (or `&lang=xx` after `joined` other parameters) when the address asked for a
/// language, so links keep it.
pub(super) fn lang_suffix(asked: Option<Lang>, joined: bool) -> String {
    match asked {
        Some(lang) => format!("{}lang={}", if joined { '&' } else { '?' }, lang.code()),
        None => String::new(),
    }
}

/// The address of the game page of `token`, keeping the language asked for.
pub(super) fn game_href(token: &str, asked: Option<Lang>) -> String {
    format!("/g/{token}{}", lang_suffix(asked, false))
}

/// The page a `/t/`, `/p/` or `/l/` path names if it is of `kind`: `None` (a plain 404) for a
/// path without a token's shape, an unknown token, a token of another kind, or a community
/// that turned its pages off.
pub(super) async fn page_of(
    web: &Web,
    path: Result<Path<String>, PathRejection>,
    kind: crate::core::link::PageOf,
) -> Option<PageRow> {
    let Path(token) = path.ok()?;
    match web.service.page_by_link(&token).await {
        Ok(Some(page)) if page.kind == kind => Some(page),
        Ok(_) => None,
        Err(error) => {
            tracing::warn!(%error, "reading a page's token");
            None
        }
    }
}
