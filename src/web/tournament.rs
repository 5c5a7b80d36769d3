//! A tournament's page (`/t/{token}`): how it stands, the standings with every tie-break and
//! what each means, the crosstable, every round's boards with links to their games' pages;
//! a knockout's bracket and an arena's leaderboard (`tournament_parts.rs`).
//!
//! Live by reloading: while the tournament runs the page reloads itself every
//! [`super::page::REFRESH_SECONDS`] (`<meta http-equiv=refresh>`). Standings change only when a
//! game ends, minutes apart, so a stream would carry almost nothing; a reload needs no script
//! (the page works without JavaScript and under the Content-Security-Policy), costs one
//! request a reader every half minute, and shows exactly what a fresh visit shows.
//!
//! It shows what the tournament's channel is told: names, pairings, results, standings. Of a
//! game being played, only that it is being played (no move, no count): a Dark Hex game in
//! play gives the same bytes whatever its hidden stones.

use std::collections::HashMap;

use axum::{
    extract::{rejection::PathRejection, Path, State},
    http::{HeaderMap, Uri},
    response::{Html, IntoResponse, Response},
};
use maud::{html, Markup};

use super::{
    not_found,
    page::{document, page_of},
    text::{language, t, ta, Query},
    tournament_parts::{self, standings_table, Reader},
    Web,
};
use crate::{
    core::{
        command::GameChoice,
        labels,
        link::PageOf,
        messages::standings_headings,
        tournament::{
            format::shown_points, EntryId, Format, GameResult, Pairing, Standings, TieBreak,
        },
        GameId, TournamentId, TournamentRecord, TournamentStatus,
    },
    i18n::{Args, Lang},
    render::{family_name, variant_name},
    rules::Side,
};

/// `GET /t/{token}`.
pub(super) async fn page(
    State(web): State<Web>,
    path: Result<Path<String>, PathRejection>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some(found) = page_of(&web, path, PageOf::Tournament).await else {
        return not_found();
    };
    let Ok(id) = found.subject.parse::<u64>() else {
        return not_found();
    };
    let record = match web.service.tournament_for_page(TournamentId(id)).await {
        Ok(Some(record)) => record,
        Ok(None) => return not_found(),
        Err(error) => {
            tracing::warn!(%error, "reading a tournament for its page");
            return not_found();
        }
    };
    let links = match web.service.store().game_links(&games_of(&record)).await {
        Ok(links) => links,
        Err(error) => {
            tracing::warn!(%error, "reading a tournament's game links");
            HashMap::new()
        }
    };
    let query = Query::of(&uri);
    let reader = Reader {
        lang: language(&query, &headers),
        asked: query.lang,
        links: &links,
    };
    let title = ta(
        reader.lang,
        "web-tournament-title",
        Args::new().str("id", record.id.to_string()),
    );
    let body = tournament_body(&record, &title, &reader);
    let live = record.status.is_live();
    Html(document(reader.lang, &title, body, live).into_string()).into_response()
}

/// Every game the tournament started.
fn games_of(record: &TournamentRecord) -> Vec<GameId> {
    let mut games: Vec<GameId> = record.games.iter().map(|b| b.game).collect();
    games.extend(record.match_games.iter().map(|m| m.game));
    if let Some(arena) = &record.arena {
        games.extend(arena.games.iter().map(|b| b.game));
    }
    games
}

/// The page's body.
pub(super) fn tournament_body(record: &TournamentRecord, title: &str, reader: &Reader) -> Markup {
    let lang = reader.lang;
    let format = record.tournament.format();
    html! {
        h1 { (title) }
        p.muted { (about(record, lang)) }
        p.status { (status(record, lang)) }
        @if record.status.is_live() {
            p.muted.small { (t(lang, "web-live-note")) }
        }
        @match format {
            Format::Knockout(_) => { (tournament_parts::knockout(record, reader)) }
            Format::Arena { .. } => { (tournament_parts::arena(record, reader)) }
            _ => {
                @if record.tournament.rounds().is_empty() {
                    (tournament_parts::entrants(record, lang))
                } @else {
                    @let standings = record.tournament.standings();
                    (standings_section(record, &standings, lang))
                    (crosstable(record, &standings, reader))
                    (rounds(record, reader))
                }
            }
        }
    }
}

/// "Swiss, 5 rounds · Dark Hex (classic) 9×9 · 12 players".
fn about(record: &TournamentRecord, lang: Lang) -> String {
    let format = record.tournament.format();
    let (key, n) = match format {
        Format::RoundRobin => ("rr", 0),
        Format::DoubleRoundRobin => ("drr", 0),
        Format::Swiss { rounds } => ("swiss", rounds),
        Format::Knockout(k) if k.double => ("double-knockout", 0),
        Format::Knockout(_) => ("knockout", 0),
        Format::Arena { minutes } => ("arena", minutes),
    };
    let labels = labels(lang);
    let game = match record.options.game {
        GameChoice::Hex { variant, size, .. } => {
            let name = variant_name(&labels, variant);
            match size {
                Some((cols, rows)) => format!("{name} {cols}×{rows}"),
                None => name.to_owned(),
            }
        }
        other => family_name(&labels, other.family()).to_owned(),
    };
    ta(
        lang,
        &format!("web-format.{key}"),
        Args::new()
            .num("n", f64::from(n))
            .str("game", game)
            .num("players", record.tournament.entries().len() as f64),
    )
}

/// Where it stands, in a line.
fn status(record: &TournamentRecord, lang: Lang) -> String {
    let args = Args::new()
        .num("round", f64::from(record.tournament.current_round()))
        .num("rounds", f64::from(record.tournament.total_rounds()));
    let key = match (record.status, record.tournament.format()) {
        (TournamentStatus::Open, _) => "web-status-open",
        (TournamentStatus::Running, Format::Knockout(_) | Format::Arena { .. }) => {
            "web-status-running"
        }
        (TournamentStatus::Running, _) => "web-status-round",
        (TournamentStatus::Finished, _) => "web-status-finished",
        (TournamentStatus::Cancelled, _) => "web-status-cancelled",
    };
    ta(lang, key, args)
}

/// The standings with their heading and what each tie-break means.
fn standings_section(record: &TournamentRecord, standings: &Standings, lang: Lang) -> Markup {
    let table = record.standings_table(standings, lang);
    let heading = table.title.clone();
    html! {
        section #standings {
            h2 { (t(lang, "web-standings")) }
            p.muted { (heading) }
            (standings_table(&table, lang))
            @if !standings.tie_breaks.is_empty() {
                h3 { (t(lang, "web-tie-breaks")) }
                dl.tie-breaks {
                    @for (code, tie_break) in table.tie_breaks.iter().zip(&standings.tie_breaks) {
                        dt { (code) }
                        dd { (t(lang, &format!("web-tie-break.{}", tie_break_key(*tie_break)))) }
                    }
                }
                p.muted.small { (t(lang, "web-tie-break-unplayed")) }
            }
        }
    }
}

fn tie_break_key(tie_break: TieBreak) -> &'static str {
    match tie_break {
        TieBreak::DirectEncounter => "direct-encounter",
        TieBreak::SonnebornBerger => "sonneborn-berger",
        TieBreak::Wins => "wins",
        TieBreak::BuchholzCut1 => "buchholz-cut1",
        TieBreak::Buchholz => "buchholz",
    }
}

/// What one round gave one player, as a crosstable cell shows it.
struct Cell {
    /// The opponent's line number in the standings, and whether the player moved first.
    opponent: Option<(usize, bool)>,
    /// `1`, `½`, `0`, `+`, `−`, `…` (being played), or a bye's points.
    result: String,
    /// The game, if one was started.
    game: Option<GameId>,
    /// A bye, or no board at all.
    bye: bool,
}

/// `1`, `½`, `0` over the board, `+`/`−` by forfeit, for `side`.
fn result_mark(result: Option<GameResult>, side: Side) -> String {
    match result {
        None => "…".to_owned(),
        Some(GameResult::Win(winner)) => if winner == side { "1" } else { "0" }.to_owned(),
        Some(GameResult::Draw) => "½".to_owned(),
        Some(GameResult::ForfeitWin(winner)) => if winner == side { "+" } else { "−" }.to_owned(),
        Some(GameResult::DoubleForfeit) => "−".to_owned(),
    }
}

/// Every player's cell of every round, keyed by player.
fn cells(
    record: &TournamentRecord,
    line_of: &HashMap<EntryId, usize>,
) -> HashMap<EntryId, Vec<Cell>> {
    let rounds = record.tournament.rounds();
    let mut cells: HashMap<EntryId, Vec<Cell>> = record
        .tournament
        .entries()
        .iter()
        .map(|e| (e.id, Vec::with_capacity(rounds.len())))
        .collect();
    for (r, boards) in rounds.iter().enumerate() {
        let round = r as u32 + 1;
        for (board, pairing) in boards.iter().enumerate() {
            let game = record.game_of_board(round, board);
            match *pairing {
                Pairing::Game {
                    first,
                    second,
                    result,
                } => {
                    for (me, other, side) in
                        [(first, second, Side::First), (second, first, Side::Second)]
                    {
                        if let Some(list) = cells.get_mut(&me) {
                            list.push(Cell {
                                opponent: line_of.get(&other).map(|&n| (n, side == Side::First)),
                                result: result_mark(result, side),
                                game,
                                bye: false,
                            });
                        }
                    }
                }
                Pairing::Bye { player, bye } => {
                    if let Some(list) = cells.get_mut(&player) {
                        list.push(Cell {
                            opponent: None,
                            result: shown_points(bye.points()),
                            game: None,
                            bye: true,
                        });
                    }
                }
            }
        }
        // A player without a board this round (not yet joined, withdrawn).
        for list in cells.values_mut() {
            if list.len() < r + 1 {
                list.push(Cell {
                    opponent: None,
                    result: String::new(),
                    game: None,
                    bye: true,
                });
            }
        }
    }
    cells
}

/// The crosstable: a line per player in standings order, a column per round: the opponent's
/// line number, the colour (`r` or `b`), the result; each linking to its game's page.
fn crosstable(record: &TournamentRecord, standings: &Standings, reader: &Reader) -> Markup {
    let lang = reader.lang;
    let line_of: HashMap<EntryId, usize> = standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| (row.entry, i + 1))
        .collect();
    let cells = cells(record, &line_of);
    let rounds = record.tournament.rounds().len();
    let bye = t(lang, "web-bye");
    html! {
        section #crosstable {
            h2 { (t(lang, "web-crosstable")) }
            p.muted.small { (t(lang, "web-crosstable-note")) }
            div.scroll {
                table.cross {
                    thead {
                        tr {
                            th { "#" }
                            th { (standings_headings(lang).player) }
                            @for r in 1..=rounds { th { (r) } }
                            th { (standings_headings(lang).points) }
                        }
                    }
                    tbody {
                        @for (i, row) in standings.rows.iter().enumerate() {
                            tr {
                                td { (i + 1) }
                                td { (row.name) }
                                @for cell in cells.get(&row.entry).map(Vec::as_slice).unwrap_or_default() {
                                    td {
                                        @match cell.opponent {
                                            Some((n, first)) => {
                                                @let words = format!("{n}{}{}", if first { "r" } else { "b" }, cell.result);
                                                (reader.game_link(cell.game, &words))
                                            }
                                            None if cell.bye && !cell.result.is_empty() => {
                                                span.muted { (bye) " " (cell.result) }
                                            }
                                            None => { span.muted { "–" } }
                                        }
                                    }
                                }
                                td { strong { (shown_points(row.points)) } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Every round's boards, the newest first (open), each game linking to its page.
fn rounds(record: &TournamentRecord, reader: &Reader) -> Markup {
    let lang = reader.lang;
    let rounds = record.tournament.rounds();
    let (bye, in_play, game) = (
        t(lang, "web-bye"),
        t(lang, "web-in-play"),
        t(lang, "web-game"),
    );
    html! {
        section #rounds {
            h2 { (t(lang, "web-rounds")) }
            @for (r, boards) in rounds.iter().enumerate().rev() {
                @let round = r as u32 + 1;
                details open[r + 1 == rounds.len()] {
                    summary { (ta(lang, "web-round", Args::new().num("n", f64::from(round)))) }
                    ol.boards {
                        @for (board, pairing) in boards.iter().enumerate() {
                            li {
                                @match *pairing {
                                    Pairing::Game { first, second, result } => {
                                        i.r {} (record.name_of(first))
                                        " – "
                                        i.b {} (record.name_of(second))
                                        " "
                                        @match result {
                                            Some(result) => {
                                                strong { (result_mark(Some(result), Side::First)) "–" (result_mark(Some(result), Side::Second)) }
                                            }
                                            None => { span.muted { (in_play) } }
                                        }
                                        @let started = record.game_of_board(round, board);
                                        @if started.is_some_and(|g| reader.links.contains_key(&g)) {
                                            " · " (reader.game_link(started, &game))
                                        }
                                    }
                                    Pairing::Bye { player, bye: kind } => {
                                        (record.name_of(player)) " " span.muted { (bye) " (" (shown_points(kind.points())) ")" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
