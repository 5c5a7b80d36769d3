//! A game's page, its event stream and its record.
//!
//! What a page may show is decided once, by [`Shown::of`], from the rules' privacy types: a
//! Dark Hex game in play gives a [`SpectatorView`] (counts, no stones) and nothing else, since
//! the referee gives no [`Revealed`] board before its end; the replay walks a [`Revealed`]
//! board, and each player's knowledge is their [`crate::rules::PlayerView`] of that walk.
//! Every board, count and move list below is drawn from a [`Shown`], never from the referee;
//! the rest are the facts the channel is told too (the seats, whose turn, the result, clocks).

use std::{convert::Infallible, sync::Arc};

use axum::{
    extract::{rejection::PathRejection, Path, State},
    http::{header, HeaderMap, StatusCode, Uri},
    response::{
        sse::{Event, KeepAlive, Sse},
        Html, IntoResponse, Response,
    },
};
use maud::{html, Markup, PreEscaped};

use super::{
    game_of,
    live::Now,
    not_found,
    text::{language, t, ta, Query, View},
    Web,
};
use crate::{
    core::{clock::human_duration, labels, Name, Status, Table, TimeControl},
    i18n::{Args, Lang},
    render::{
        capitalised, colour_name, family_name, fill, open_svg, outcome_text, player_view_svg,
        revealed_svg, side_name, spectator_svg, variant_name, Labels, Theme,
    },
    rules::{Family, HexOutcome, Move, MoveResult, Player, Revealed, Side, SpectatorView, Variant},
};

/// What a page may show of a game.
enum Shown {
    /// A Dark Hex game in play: what the channel knows.
    Hidden(SpectatorView),
    /// A Hex-family game whose board may be seen (open, or over).
    Open(Revealed),
    /// A game of another family (open information): its board after the last move (SVG)
    /// and its record in notation.
    Board {
        /// The family, whose words name the game and the sides.
        family: Family,
        /// The board, drawn like the chat's picture by its family.
        board: String,
        /// The moves so far.
        record: String,
    },
}

impl Shown {
    /// What `table` may show anyone.
    fn of(table: &Table) -> Self {
        match (table.game.hex(), table.game.open_board()) {
            (Some(game), _) => match game.revealed() {
                Some(board) => Shown::Open(board),
                None => Shown::Hidden(game.spectator_view()),
            },
            (None, Some(board)) => Shown::Board {
                family: board.family(),
                board: open_svg(&board, Theme::Light),
                record: board.record(),
            },
            (None, None) => Shown::Board {
                family: table.game.family(),
                board: String::new(),
                record: String::new(),
            },
        }
    }
}

/// The facts of a game that are no secret: who plays, how it stands, its clocks.
struct Facts {
    id: crate::core::GameId,
    title: String,
    names: [String; 2],
    colours: [String; 2],
    status: String,
    clocks: Option<[String; 2]>,
    over: bool,
}

impl Facts {
    fn of(table: &Table, shown: &Shown, lang: Lang, now: i64) -> Self {
        let labels = labels(lang);
        let meta = &table.meta;
        let names = Side::BOTH.map(|side| Name::from(meta.seat(side)).text(lang));
        let (variant, family) = match shown {
            Shown::Hidden(view) => (Some(view.settings()), Family::Hex),
            Shown::Open(board) => (Some(board.settings()), Family::Hex),
            Shown::Board { family, .. } => (None, *family),
        };
        let colours = match variant {
            Some(_) => Player::BOTH.map(|p| colour_name(&labels, p).to_owned()),
            None => Side::BOTH.map(|side| side_name(&labels, family, side).to_owned()),
        };
        let title = match variant {
            Some(settings) => format!(
                "{} {}×{}",
                variant_name(&labels, settings.variant),
                settings.size.cols(),
                settings.size.rows()
            ),
            None => family_name(&labels, family).to_owned(),
        };
        let to_move = table.game.to_move();
        let status = match (meta.status, shown) {
            (Status::Aborted, _) => t(lang, "web-aborted"),
            (_, Shown::Hidden(view)) => status_line(
                &labels,
                view.settings().variant,
                view.outcome(),
                view.to_move(),
            ),
            (_, Shown::Open(board)) => status_line(
                &labels,
                board.settings().variant,
                board.outcome(),
                board.to_move(),
            ),
            (_, Shown::Board { .. }) => match (table.game.outcome(), to_move) {
                (Some(outcome), _) => match outcome.winner {
                    Some(side) => fill(
                        &labels.won_by_connection,
                        &[("player", &colours[side.index()])],
                    ),
                    None => t(lang, "web-drawn"),
                },
                (None, Some(side)) => capitalised(&fill(
                    &labels.to_move,
                    &[("player", &colours[side.index()])],
                )),
                (None, None) => String::new(),
            },
        };
        let over = meta.status != Status::Active;
        let clocks = (meta.time != TimeControl::None && !over).then(|| {
            Side::BOTH.map(|side| {
                meta.clock
                    .left(meta.time, side, to_move, now)
                    .map(|ms| human_duration(ms, lang))
                    .unwrap_or_default()
            })
        });
        Self {
            id: meta.id,
            title,
            names,
            colours,
            status: capitalised(&status),
            clocks,
            over,
        }
    }
}

/// "Red wins" or "Blue to move".
fn status_line(
    labels: &Labels,
    variant: Variant,
    outcome: Option<HexOutcome>,
    to_move: Option<Player>,
) -> String {
    match (outcome, to_move) {
        (Some(outcome), _) => outcome_text(labels, variant, outcome),
        (None, Some(p)) => fill(&labels.to_move, &[("player", colour_name(labels, p))]),
        (None, None) => String::new(),
    }
}

/// `GET /g/{token}`.
pub(super) async fn page(
    State(web): State<Web>,
    path: Result<Path<String>, PathRejection>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some((token, table)) = game_of(&web, path).await else {
        return not_found();
    };
    let query = Query::of(&uri);
    let lang = language(&query, &headers);
    let shown = Shown::of(&table);
    let facts = Facts::of(&table, &shown, lang, (web.now)());
    let body = match &shown {
        Shown::Open(board) if facts.over => replay(board, &facts, &query, lang, &token),
        // Over (another family's game, or aborted): nothing to follow.
        _ if facts.over => html! { section { (live(&shown, &facts, lang)) } },
        _ => html! {
            section id="live" data-live="1" {
                (live(&shown, &facts, lang))
            }
        },
    };
    let title = format!("{} · #{}", facts.title, facts.id);
    Html(document(lang, &title, body).into_string()).into_response()
}

/// `GET /g/{token}/sgf`: the record, when the board may be seen.
pub(super) async fn sgf(
    State(web): State<Web>,
    path: Result<Path<String>, PathRejection>,
) -> Response {
    let Some((_, table)) = game_of(&web, path).await else {
        return not_found();
    };
    // The same rule as `hex export`: a Dark Hex record waits for the end.
    if !matches!(Shown::of(&table), Shown::Open(_)) {
        return not_found();
    }
    let record = crate::core::sgf::export(&table);
    let disposition = format!("attachment; filename=\"game-{}.sgf\"", table.meta.id);
    (
        [
            (
                header::CONTENT_TYPE,
                "application/x-go-sgf; charset=utf-8".to_owned(),
            ),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        record,
    )
        .into_response()
}

/// `GET /g/{token}/events`: the page's live part now, and again each time it changes, until
/// the game ends (then an `end` event: the page reloads into the replay).
pub(super) async fn events(
    State(web): State<Web>,
    path: Result<Path<String>, PathRejection>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some((token, table)) = game_of(&web, path).await else {
        return not_found();
    };
    // Over: nothing live to follow.
    if table.meta.status != Status::Active {
        return not_found();
    }
    let Ok(permit) = Arc::clone(&web.streams).try_acquire_owned() else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "60")],
            "503 Service Unavailable\n",
        )
            .into_response();
    };
    let lang = language(&Query::of(&uri), &headers);
    let live = Live {
        _permit: permit,
        feed: web
            .feeds
            .follow(&web, (table.meta.id, &token, lang), fragment),
        first: true,
        ended: false,
    };
    let stream = futures_util::stream::unfold(live, |mut live| async move {
        if live.ended {
            return None;
        }
        loop {
            // The first event is what the feed holds now (unless it has read nothing yet);
            // then each change.
            if !live.first && live.feed.changed().await.is_err() {
                return None;
            }
            live.first = false;
            let now = live.feed.borrow_and_update().clone();
            match now {
                Now::Unread => {}
                Now::Live(part) => {
                    let event = Event::default().event("live").data(part);
                    return Some((Ok::<_, Infallible>(event), live));
                }
                Now::Ended => {
                    live.ended = true;
                    // Not empty: a browser drops an event whose data is empty (the HTML
                    // standard's server-sent events), and the page would never hear of the end.
                    let event = Event::default().event("end").data("over");
                    return Some((Ok(event), live));
                }
                // Gone (its community turned the pages off): the stream ends.
                Now::Gone => return None,
            }
        }
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// An event stream's state.
struct Live {
    /// One of the streams allowed at once, given back when the stream ends.
    _permit: tokio::sync::OwnedSemaphorePermit,
    /// The game's feed, shared by every reader of its page in this language.
    feed: tokio::sync::watch::Receiver<Now>,
    /// Whether nothing was sent yet (the feed's current value goes at once).
    first: bool,
    /// Whether `end` was sent.
    ended: bool,
}

/// A live page's changing part, or `None` once the game is over.
fn fragment(table: &Table, lang: Lang, now: i64) -> Option<String> {
    let shown = Shown::of(table);
    let facts = Facts::of(table, &shown, lang, now);
    (!facts.over).then(|| live(&shown, &facts, lang).into_string())
}

/// The whole document around `body`.
fn document(lang: Lang, title: &str, body: Markup) -> Markup {
    super::page::document(lang, title, body, false)
}

/// The header of every game page: the game, its players and how it stands.
fn heading(facts: &Facts, lang: Lang) -> Markup {
    html! {
        h1 { (facts.title) " " span.muted { "#" (facts.id) } }
        ul.players {
            @for (i, name) in facts.names.iter().enumerate() {
                li class=(if i == 0 { "first" } else { "second" }) {
                    span.colour { (facts.colours[i]) } " " strong { (name) }
                    @if let Some(clocks) = &facts.clocks {
                        " " span.clock title=(t(lang, "web-clock")) { (clocks[i]) }
                    }
                }
            }
        }
        p.status { (facts.status) }
    }
}

/// The part of a game in play that changes: sent again by the event stream.
fn live(shown: &Shown, facts: &Facts, lang: Lang) -> Markup {
    let labels = labels(lang);
    html! {
        (heading(facts, lang))
        @match shown {
            Shown::Hidden(view) => {
                p.counts {
                    (capitalised(&fill(&labels.moves_made, &[("n", &view.ply().to_string())])))
                    " · "
                    (fill(&labels.spectator_counts, &[
                        ("stones", &view.stones_placed().to_string()),
                        ("hits", &view.hits().to_string()),
                    ]))
                }
                p.muted { (capitalised(&labels.hidden_until_end)) }
                figure { (PreEscaped(spectator_svg(view, Theme::Light))) }
            }
            Shown::Open(board) => {
                figure { (PreEscaped(revealed_svg(board, Theme::Light))) }
                (move_list(board, lang, None))
            }
            Shown::Board { board, record, .. } => {
                @if !board.is_empty() {
                    figure { (PreEscaped(board)) }
                }
                h2 { (t(lang, "web-moves")) }
                @if record.is_empty() {
                    p.muted { (t(lang, "web-no-moves")) }
                } @else {
                    p.record { (record) }
                }
            }
        }
    }
}

/// The moves of `board`; with `links`, each a link to the position after it.
fn move_list(board: &Revealed, lang: Lang, links: Option<(&Query, usize)>) -> Markup {
    let labels = labels(lang);
    let words = (t(lang, "web-hit"), t(lang, "web-swap"));
    html! {
        h2 { (t(lang, "web-moves")) }
        @if board.record().is_empty() {
            p.muted { (t(lang, "web-no-moves")) }
        } @else {
            ol.moves {
                @for (i, entry) in board.record().iter().enumerate() {
                    @let words = move_words(entry.player, entry.mv, entry.result, &labels, (&words.0, &words.1));
                    @let class = if entry.player == Player::Red { "red" } else { "blue" };
                    li class=(class) {
                        @match links {
                            Some((query, at)) => {
                                a href=(href(query, i + 1, query.view))
                                    aria-current=[(at == i + 1).then_some("step")] { (words) }
                            }
                            None => { (words) }
                        }
                    }
                }
            }
        }
    }
}

/// `Red f6`, `Blue swap`, `Red c3 (hit)`.
fn move_words(
    player: Player,
    mv: Move,
    result: MoveResult,
    labels: &Labels,
    (hit, swap): (&str, &str),
) -> String {
    let cell = match mv {
        Move::Place(cell) => cell.to_string(),
        Move::Swap => swap.to_owned(),
    };
    let mut words = format!("{} {cell}", colour_name(labels, player));
    if result == MoveResult::Hit {
        words.push_str(&format!(" ({hit})"));
    }
    words
}

/// The address of position `ply` in `view`, keeping the language asked for.
fn href(query: &Query, ply: usize, view: View) -> String {
    let mut link = format!("?ply={ply}&view={}", view.key());
    if let Some(lang) = query.lang {
        link.push_str("&lang=");
        link.push_str(lang.code());
    }
    link
}

/// A finished game: the position asked for (the end by default) in the view asked for, the
/// way from one position to the next, every move as a link, and the record.
fn replay(board: &Revealed, facts: &Facts, query: &Query, lang: Lang, token: &str) -> Markup {
    let total = board.ply();
    let ply = query.ply.unwrap_or(total).min(total);
    let dark = board.settings().variant.is_dark();
    let view = if dark { query.view } else { View::Truth };
    let mut walk = board.walk();
    let moment = walk.at(ply);
    let svg = match view {
        View::Truth if ply == total => revealed_svg(board, Theme::Light),
        View::Truth => revealed_svg(&moment.truth, Theme::Light),
        View::Red => player_view_svg(&moment.red, Theme::Light),
        View::Blue => player_view_svg(&moment.blue, Theme::Light),
    };
    let position = ta(
        lang,
        "web-position",
        Args::new().num("n", ply as f64).num("total", total as f64),
    );
    html! {
        (heading(facts, lang))
        section #replay data-ply=(ply) data-total=(total) {
            h2 { (t(lang, "web-replay")) }
            @if dark {
                p.views {
                    @for option in View::ALL {
                        @let words = t(lang, &format!("web-view-{}", option.key()));
                        @if option == view {
                            strong { (words) }
                        } @else {
                            a href=(href(query, ply, option)) { (words) }
                        }
                        " "
                    }
                }
            }
            nav.steps {
                // Glyphs every font has (⏮ and ⏭ are missing from common ones, such as DejaVu).
                a #first href=(href(query, 0, view)) { "|◀" }
                " "
                a #prev rel="prev" href=(href(query, ply.saturating_sub(1), view)) { "◀" }
                " " span #position { (position) } " "
                a #next rel="next" href=(href(query, (ply + 1).min(total), view)) { "▶" }
                " "
                a #last href=(href(query, total, view)) { "▶|" }
            }
            figure { (PreEscaped(svg)) }
            (move_list(board, lang, Some((query, ply))))
        }
        p {
            a href=(format!("/g/{token}/sgf")) download { (t(lang, "web-sgf")) }
        }
    }
}
