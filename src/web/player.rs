//! A player's page (`/p/{token}`): each rating with its history as an SVG chart (the PNG
//! chart's plot, [`crate::render::chart::rating_chart_svg`]), and the finished games, a page
//! at a time (`?page=N`), each linking to its game's page.
//!
//! Only what `hex profile` and `hex history` show anyone: the display name, ratings, and
//! finished games (the store keeps a game's row only once it ended), never a platform id and
//! nothing of a game in play.

use axum::{
    extract::{rejection::PathRejection, Path, State},
    http::{HeaderMap, Uri},
    response::{Html, IntoResponse, Response},
};
use maud::{html, Markup, PreEscaped};

use super::{
    not_found,
    page::{document, game_href, lang_suffix, page_of, param},
    text::{language, t, ta, Query},
    Web,
};
use crate::{
    core::{
        link::PageOf,
        messages::kind_name,
        ratings::{
            records::{GameRecord, GameResult, HistoryPage, HistoryPoint, Profile},
            shown_change, RatingKind,
        },
        GameId, Millis,
    },
    i18n::{Args, Lang},
    render::{
        chart::{rating_chart_svg, ChartPoint},
        Theme,
    },
};

/// What the page shows, read from the store.
struct Read {
    profile: Profile,
    charts: Vec<(RatingKind, Vec<HistoryPoint>)>,
    history: Option<HistoryPage>,
    links: std::collections::HashMap<GameId, String>,
}

/// Reads the player's records; `None` for a player the store does not know.
async fn read(
    web: &Web,
    platform: crate::core::Platform,
    user: &str,
    page: u32,
) -> Result<Option<Read>, crate::store::StoreError> {
    let store = web.service.store();
    let Some(profile) = store.profile(platform, user).await? else {
        return Ok(None);
    };
    let mut charts = Vec::with_capacity(profile.ratings.len());
    for record in &profile.ratings {
        let points = store.rating_history(platform, user, record.kind).await?;
        charts.push((record.kind, points));
    }
    let history = store.history(platform, user, None, page).await?;
    let games: Vec<GameId> = history
        .iter()
        .flat_map(|h| h.games.iter().map(|g| g.game))
        .collect();
    let links = store.game_links(&games).await?;
    Ok(Some(Read {
        profile,
        charts,
        history,
        links,
    }))
}

/// `GET /p/{token}`.
pub(super) async fn page(
    State(web): State<Web>,
    path: Result<Path<String>, PathRejection>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some(found) = page_of(&web, path, PageOf::Player).await else {
        return not_found();
    };
    let page = param(&uri, "page")
        .and_then(|p| p.parse::<u32>().ok())
        .unwrap_or(1)
        .max(1);
    let read = match read(&web, found.platform, &found.subject, page).await {
        Ok(Some(read)) => read,
        Ok(None) => return not_found(),
        Err(error) => {
            tracing::warn!(%error, "reading a player for their page");
            return not_found();
        }
    };
    let query = Query::of(&uri);
    let lang = language(&query, &headers);
    let body = player_body(&read, lang, query.lang, (web.now)());
    Html(document(lang, &read.profile.name, body, false).into_string()).into_response()
}

fn player_body(read: &Read, lang: Lang, asked: Option<Lang>, now: Millis) -> Markup {
    let profile = &read.profile;
    let no_games = t(lang, "records-chart-empty");
    html! {
        h1 { (profile.name) }
        section #ratings {
            h2 { (t(lang, "web-ratings")) }
            @if profile.ratings.is_empty() {
                p.muted { (t(lang, "web-no-ratings")) }
            }
            @for record in &profile.ratings {
                @let kind = kind_name(record.kind, lang);
                div.rating {
                    h3 { (kind) " " strong { (record.rating.shown()) } }
                    p.muted {
                        (ta(lang, "web-rating-counts", Args::new()
                            .num("rd", record.rating.deviation.round())
                            .num("wins", f64::from(record.wins))
                            .num("losses", f64::from(record.losses))
                            .num("draws", f64::from(record.draws))))
                    }
                    @if let Some((_, points)) = read.charts.iter().find(|(k, p)| *k == record.kind && !p.is_empty()) {
                        @let points: Vec<ChartPoint> = points.iter().map(|p| ChartPoint {
                            rating: f64::from(p.rating),
                            deviation: f64::from(p.deviation),
                        }).collect();
                        @let title = ta(lang, "web-rating-history", Args::new().str("kind", kind.clone()));
                        figure {
                            (PreEscaped(rating_chart_svg(&points, Theme::Light, &title, &no_games)))
                            figcaption.muted.small { (title) }
                        }
                    }
                }
            }
        }
        (history(read, lang, asked, now))
    }
}

/// The finished games of the page asked for, with links to the newer and older pages.
fn history(read: &Read, lang: Lang, asked: Option<Lang>, now: Millis) -> Markup {
    let game_word = t(lang, "web-game");
    html! {
        section #games {
            h2 { (t(lang, "web-history")) }
            @match &read.history {
                Some(page) if !page.games.is_empty() => {
                    div.scroll {
                        table.games {
                            thead {
                                tr {
                                    th { (t(lang, "web-col-when")) }
                                    th { (t(lang, "web-col-game")) }
                                    th { (t(lang, "web-col-result")) }
                                    th { (t(lang, "web-col-opponent")) }
                                    th.num { (t(lang, "web-col-change")) }
                                    th {}
                                }
                            }
                            tbody {
                                @for game in &page.games {
                                    (game_row(game, read, lang, asked, now, &game_word))
                                }
                            }
                        }
                    }
                    @if page.pages > 1 {
                        nav.pages {
                            @if page.page > 1 {
                                a rel="prev" href=(format!("?page={}{}", page.page - 1, lang_suffix(asked, true))) { "◀ " (t(lang, "web-newer")) }
                                " "
                            }
                            span.muted { (ta(lang, "web-page-of", Args::new().num("page", f64::from(page.page)).num("pages", f64::from(page.pages)))) }
                            @if page.page < page.pages {
                                " "
                                a rel="next" href=(format!("?page={}{}", page.page + 1, lang_suffix(asked, true))) { (t(lang, "web-older")) " ▶" }
                            }
                        }
                    }
                }
                _ => { p.muted { (t(lang, "web-no-games")) } }
            }
        }
    }
}

fn game_row(
    game: &GameRecord,
    read: &Read,
    lang: Lang,
    asked: Option<Lang>,
    now: Millis,
    game_word: &str,
) -> Markup {
    let days = (now - game.ended_ms).max(0) / 86_400_000;
    let result = match game.result {
        GameResult::Win => "win",
        GameResult::Loss => "loss",
        GameResult::Draw => "draw",
    };
    let opponent = game.opponent.text(lang);
    let opponent = if opponent.trim().is_empty() {
        t(lang, "records-someone")
    } else {
        opponent
    };
    html! {
        tr class=(result) {
            td.muted { (ta(lang, "records-ago", Args::new().num("days", days as f64))) }
            td { (kind_name(game.kind, lang)) }
            td {
                strong { (ta(lang, "web-result", Args::new().str("result", result))) }
                " " span.muted.small { "(" (ta(lang, "web-reason", Args::new().str("reason", game.reason.clone()))) ")" }
            }
            td { (opponent) }
            td.num { (game.change.map(|(before, after)| shown_change(before, after)).unwrap_or_default()) }
            td {
                @if let Some(token) = read.links.get(&game.game) {
                    a href=(game_href(token, asked)) { (game_word) }
                }
            }
        }
    }
}
