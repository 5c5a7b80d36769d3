//! A community's leaderboard (`/l/{token}`; the whole network's when it was asked for in a DM
//! or with `global`): one rating at a time (`?kind=hex`), with links to the others. The
//! same rows as `hex leaderboard` (settled ratings of players active in the last
//! [`INACTIVE_AFTER`]), more of them, display names only.

use axum::{
    extract::{rejection::PathRejection, Path, State},
    http::{HeaderMap, Uri},
    response::{Html, IntoResponse, Response},
};
use maud::{html, Markup};

use super::{
    not_found,
    page::{document, lang_suffix, page_of, param},
    text::{language, t, ta, Query},
    Web,
};
use crate::{
    core::{
        link::PageOf,
        messages::kind_name,
        ratings::{
            records::{Leaderboard, INACTIVE_AFTER},
            RatingKind,
        },
    },
    i18n::{Args, Lang},
};

/// How many lines the page lists.
pub const LEADERBOARD_LINES: u32 = 100;

/// `GET /l/{token}`.
pub(super) async fn page(
    State(web): State<Web>,
    path: Result<Path<String>, PathRejection>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some(found) = page_of(&web, path, PageOf::Leaderboard).await else {
        return not_found();
    };
    let kind = param(&uri, "kind")
        .and_then(RatingKind::from_name)
        .unwrap_or(RatingKind::DarkHexClassic);
    let since = (web.now)() - INACTIVE_AFTER;
    let board = web
        .service
        .store()
        .leaderboard_top(
            found.platform,
            (!found.subject.is_empty()).then_some(found.subject.as_str()),
            kind,
            ("", since),
            LEADERBOARD_LINES,
        )
        .await;
    let board = match board {
        Ok(board) => board,
        Err(error) => {
            tracing::warn!(%error, "reading a leaderboard for its page");
            return not_found();
        }
    };
    let query = Query::of(&uri);
    let lang = language(&query, &headers);
    let title = title(&board, lang);
    let body = leaderboard_body(&board, &title, lang, query.lang);
    Html(document(lang, &title, body, false).into_string()).into_response()
}

fn title(board: &Leaderboard, lang: Lang) -> String {
    ta(
        lang,
        "web-leaderboard-title",
        Args::new()
            .str("kind", kind_name(board.kind, lang))
            .flag("global", board.global),
    )
}

fn leaderboard_body(board: &Leaderboard, title: &str, lang: Lang, asked: Option<Lang>) -> Markup {
    html! {
        h1 { (title) }
        nav.kinds {
            @for kind in RatingKind::ALL {
                @let name = kind_name(kind, lang);
                @if kind == board.kind {
                    strong { (name) }
                } @else {
                    a href=(format!("?kind={}{}", kind.name(), lang_suffix(asked, true))) { (name) }
                }
                " "
            }
        }
        @if board.rows.is_empty() {
            p.muted { (t(lang, "web-leaderboard-empty")) }
        } @else {
            div.scroll {
                table.standings {
                    thead {
                        tr {
                            th.num { "#" }
                            th { (t(lang, "web-col-player")) }
                            th.num { (t(lang, "web-col-rating")) }
                            th.num { "RD" }
                        }
                    }
                    tbody {
                        @for row in &board.rows {
                            tr {
                                td.num { (row.rank) }
                                td {
                                    @if row.name.trim().is_empty() {
                                        span.muted { (t(lang, "records-someone")) }
                                    } @else {
                                        (row.name)
                                    }
                                }
                                td.num { strong { (row.rating.shown()) } }
                                td.num.muted { (format!("{:.0}", row.rating.deviation)) }
                            }
                        }
                    }
                }
            }
        }
        p.muted.small {
            (ta(lang, "web-leaderboard-note", Args::new().num("days", (INACTIVE_AFTER / 86_400_000) as f64)))
        }
    }
}
