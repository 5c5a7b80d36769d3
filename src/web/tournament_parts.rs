//! The parts of a tournament's page that depend on its format: a knockout's bracket (the
//! picture's own words, [`crate::core::tournament::knockout::Bracket::picture`], as columns of
//! matches) with the games of each match, an arena's leaderboard with its games, and the list
//! of players before the first round; and what every format shares: the reader and the
//! standings' table.

use std::collections::HashMap;

use maud::{html, Markup};

use super::{
    page::game_href,
    text::{t, ta},
};
use crate::{
    core::{
        messages::{arena_headings, bracket_labels, standings_headings},
        tournament::{
            knockout::{Bracket, MatchId},
            GameResult,
        },
        GameId, TournamentRecord,
    },
    i18n::{Args, Lang},
    render::{bracket::SlotLook, StandingsTable},
    rules::Side,
};

/// What a tournament page needs besides the record: the reader's language (and whether the
/// address asked for it, to keep it in links) and the page tokens of its games.
pub(super) struct Reader<'a> {
    pub(super) lang: Lang,
    pub(super) asked: Option<Lang>,
    pub(super) links: &'a HashMap<GameId, String>,
}

impl Reader<'_> {
    /// A link to `game`'s page labelled `words`, or the words alone when it has no page.
    pub(super) fn game_link(&self, game: Option<GameId>, words: &str) -> Markup {
        match game.and_then(|g| self.links.get(&g)) {
            Some(token) => html! { a href=(game_href(token, self.asked)) { (words) } },
            None => html! { (words) },
        }
    }
}

/// The standings' table: rank, player, points, games, the tie-breaks' columns, rating.
pub(super) fn standings_table(table: &StandingsTable, lang: Lang) -> Markup {
    let headings = &table.headings;
    html! {
        div.scroll {
            table.standings {
                thead {
                    tr {
                        th { (headings.rank) }
                        th { (headings.player) }
                        th { (headings.points) }
                        th { (headings.games) }
                        @for code in &table.tie_breaks { th { (code) } }
                        th { (headings.rating) }
                    }
                }
                tbody {
                    @for line in &table.lines {
                        tr class=[line.withdrawn.then_some("withdrawn")] {
                            td { (line.rank) }
                            td {
                                (line.name)
                                @if line.hot { " " span.hot title=(t(lang, "web-on-fire")) { "🔥" } }
                                @if line.withdrawn { " " span.muted { "(" (t(lang, "web-withdrawn")) ")" } }
                            }
                            td { strong { (line.points) } }
                            td { (line.games) }
                            @for value in &line.tie_breaks { td { (value) } }
                            td.muted { (line.rating) }
                        }
                    }
                }
            }
        }
    }
}

/// The players who joined, before the first round.
pub(super) fn entrants(record: &TournamentRecord, lang: Lang) -> Markup {
    let entries = record.tournament.entries();
    html! {
        section #players {
            h2 { (t(lang, "web-players")) }
            @if entries.is_empty() {
                p.muted { (t(lang, "web-no-players")) }
            } @else {
                ol { @for entry in entries { li { (entry.name) } } }
            }
        }
    }
}

/// `1–0`, `½–½`, `+–−`, or "in play".
fn score(result: Option<GameResult>, lang: Lang) -> Markup {
    let mark = |side: Side| match result {
        Some(GameResult::Win(w)) => {
            if w == side {
                "1"
            } else {
                "0"
            }
        }
        Some(GameResult::Draw) => "½",
        Some(GameResult::ForfeitWin(w)) => {
            if w == side {
                "+"
            } else {
                "−"
            }
        }
        Some(GameResult::DoubleForfeit) | None => "−",
    };
    match result {
        Some(_) => html! { strong { (mark(Side::First)) "–" (mark(Side::Second)) } },
        None => html! { span.muted { (t(lang, "web-in-play")) } },
    }
}

/// A knockout: the bracket, then every match's games with links.
pub(super) fn knockout(record: &TournamentRecord, reader: &Reader) -> Markup {
    let lang = reader.lang;
    let Some(bracket) = record.bracket() else {
        return entrants(record, lang);
    };
    let names = |entry| record.name_of(entry);
    let picture = bracket.picture(String::new(), &bracket_labels(lang), &names);
    html! {
        section #bracket {
            h2 { (t(lang, "web-bracket")) }
            @let several = picture.sections.len() > 1;
            @for section in &picture.sections {
                @if several && !section.title.is_empty() { h3 { (section.title) } }
                div.bracket {
                    @for round in &section.rounds {
                        div.round {
                            h4 { (round.title) }
                            div.column {
                            @for m in &round.matches {
                                div class=(if m.in_play { "match in-play" } else { "match" }) {
                                    @if !m.caption.is_empty() { div.caption { (m.caption) } }
                                    div.code { (m.code) }
                                    @for slot in &m.slots {
                                        div class=(slot_class(slot.look)) {
                                            span.seed { (slot.seed) }
                                            span.name { (slot.name) }
                                            span.score { (slot.score) }
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
        (match_games(record, bracket, reader))
    }
}

fn slot_class(look: SlotLook) -> &'static str {
    match look {
        SlotLook::Player => "slot",
        SlotLook::Winner => "slot winner",
        SlotLook::Loser => "slot loser",
        SlotLook::Empty => "slot empty",
    }
}

/// Every game started for a match, by match, with its players, result and link.
fn match_games(record: &TournamentRecord, bracket: &Bracket, reader: &Reader) -> Markup {
    let lang = reader.lang;
    let mut matches: Vec<MatchId> = record.match_games.iter().map(|m| m.match_id).collect();
    matches.dedup();
    let game_word = t(lang, "web-game");
    html! {
        @if !matches.is_empty() {
            section #games {
                h2 { (t(lang, "web-match-games")) }
                ul.boards {
                    @for id in matches.iter().rev() {
                        @if let Some(m) = bracket.get(*id) {
                            @for started in record.match_games.iter().filter(|g| g.match_id == *id) {
                                @if let Some(game) = m.games.get(started.number as usize) {
                                    li {
                                        span.muted { (ta(lang, "web-match-game", Args::new().str("code", m.code()).num("n", f64::from(started.number + 1)))) }
                                        " "
                                        i.r {} (record.name_of(game.first))
                                        " – "
                                        i.b {} (record.name_of(game.second))
                                        " " (score(game.result, lang))
                                        @if reader.links.contains_key(&started.game) {
                                            " · " (reader.game_link(Some(started.game), &game_word))
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
}

/// An arena: the leaderboard (points, games, wins, streak), then its games, newest first.
pub(super) fn arena(record: &TournamentRecord, reader: &Reader) -> Markup {
    let lang = reader.lang;
    let Some(state) = &record.arena else {
        return entrants(record, lang);
    };
    let mut table: StandingsTable = record.arena_table(String::new(), lang);
    table.headings = standings_headings(lang);
    table.tie_breaks = arena_headings(lang);
    let game_word = t(lang, "web-game");
    html! {
        section #standings {
            h2 { (t(lang, "web-arena")) }
            (standings_table(&table, lang))
            p.muted.small { (t(lang, "web-arena-note")) }
        }
        section #games {
            h2 { (t(lang, "web-arena-games")) }
            ol.boards reversed {
                @for board in state.games.iter().rev() {
                    li {
                        i.r {} (record.name_of(board.pairing.first))
                        " – "
                        i.b {} (record.name_of(board.pairing.second))
                        " " (score(board.pairing.result, lang))
                        @if reader.links.contains_key(&board.game) {
                            " · " (reader.game_link(Some(board.game), &game_word))
                        }
                    }
                }
            }
        }
    }
}
