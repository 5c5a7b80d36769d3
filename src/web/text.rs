//! The reader's language and the pages' words (`locales/<lang>/web.ftl`, and the board
//! pictures' words for colours, games and results).

use axum::http::{header, HeaderMap, Uri};

use crate::i18n::{self, Args, Lang};

/// What a page's address asks for: `?ply=N&view=truth|red|blue&lang=xx` (anything else is
/// ignored).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Query {
    /// The replay's position (moves made).
    pub(super) ply: Option<usize>,
    /// The replay's view.
    pub(super) view: View,
    /// The language asked for in the address.
    pub(super) lang: Option<Lang>,
}

/// Whose knowledge a replay position shows (Dark Hex; other games have the truth only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum View {
    /// The true board.
    #[default]
    Truth,
    /// What Red knew.
    Red,
    /// What Blue knew.
    Blue,
}

impl View {
    /// The three views, in the order the page offers them.
    pub(super) const ALL: [View; 3] = [View::Truth, View::Red, View::Blue];

    /// The word in the address.
    pub(super) fn key(self) -> &'static str {
        match self {
            View::Truth => "truth",
            View::Red => "red",
            View::Blue => "blue",
        }
    }
}

impl Query {
    /// The query of `uri`.
    pub(super) fn of(uri: &Uri) -> Self {
        let mut query = Self::default();
        for pair in uri.query().unwrap_or_default().split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "ply" => query.ply = value.parse().ok(),
                "view" => {
                    if let Some(view) = View::ALL.into_iter().find(|v| v.key() == value) {
                        query.view = view;
                    }
                }
                "lang" => query.lang = Lang::from_tag(value),
                _ => {}
            }
        }
        query
    }
}

/// The reader's language: the address's `?lang=`, else the first language of the browser's
/// `Accept-Language` that the bot speaks, else English.
pub(super) fn language(query: &Query, headers: &HeaderMap) -> Lang {
    if let Some(lang) = query.lang {
        return lang;
    }
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    let mut tags: Vec<(f32, Lang)> = asked
        .split(',')
        .filter_map(|part| {
            let mut bits = part.split(';');
            let lang = Lang::from_tag(bits.next()?)?;
            let weight = bits
                .find_map(|b| b.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse().ok())
                .unwrap_or(1.0);
            Some((weight, lang))
        })
        .collect();
    // Stable: among equal weights the browser's order stands.
    tags.sort_by(|a, b| b.0.total_cmp(&a.0));
    tags.first().map_or(Lang::En, |(_, lang)| *lang)
}

/// Message `id` of `web.ftl` in `lang`.
pub(super) fn t(lang: Lang, id: &str) -> String {
    i18n::format(lang, id, &Args::new())
}

/// Message `id` of `web.ftl` in `lang`, with `args`.
pub(super) fn ta(lang: Lang, id: &str, args: Args) -> String {
    i18n::format(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn the_address_wins_then_the_browser_then_english() {
        let uri: Uri = "/g/x?ply=4&view=blue&lang=fi".parse().unwrap();
        let query = Query::of(&uri);
        assert_eq!(query.ply, Some(4));
        assert_eq!(query.view, View::Blue);
        let mut headers = HeaderMap::new();
        assert_eq!(language(&query, &headers), Lang::Fi);
        let bare = Query::of(&"/g/x?view=nonsense&ply=-1".parse().unwrap());
        assert_eq!(bare, Query::default());
        assert_eq!(language(&bare, &headers), Lang::En);
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("sv-SE, da;q=0.5, de-DE;q=0.8"),
        );
        assert_eq!(language(&bare, &headers), Lang::De);
    }
}
