//! The parts of the tournaments' texts: a round's boards, the standings (as text, and the
//! picture's headings and tie-break codes), a tournament's line in lists, its format and its
//! start (texts in `locales/*/tournament.ftl`, like the rest of [`super`]).

use super::t;
use crate::{
    core::{
        arbiter::record::{TournamentLine, TournamentStatus},
        clock::human_duration,
        command::StartWhen,
        ids::GameId,
        marks::Mark,
        tournament::{ByeKind, Format, GameResult, TieBreak},
    },
    i18n::{Args, Lang},
    render::standings::{StandingsHeadings, StandingsTable},
    rules::Side,
};

/// One board of a round as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingLine {
    /// A game.
    Game {
        /// The board, from 1.
        board: u32,
        /// Who moves first.
        first: String,
        /// Who moves second.
        second: String,
        /// The game started for it (none when forfeited at pairing).
        game: Option<GameId>,
        /// Its result, once known.
        result: Option<GameResult>,
    },
    /// A player without a game.
    Bye {
        /// The player.
        name: String,
        /// What the bye gives.
        bye: ByeKind,
    },
}

/// The picture's column headings in `lang`.
pub fn standings_headings(lang: Lang) -> StandingsHeadings {
    let heading = |name: &str| t(lang, &format!("tournament-heading.{name}"), Args::new());
    StandingsHeadings {
        rank: heading("rank"),
        player: heading("player"),
        points: heading("points"),
        games: heading("games"),
        rating: heading("rating"),
    }
}

/// The short codes of `tie_breaks` as players of `lang` write them (`BH-C1`; German `DV`
/// for direct encounter), for the standings' column headings and text lines.
pub fn tie_break_codes(tie_breaks: &[TieBreak], lang: Lang) -> Vec<String> {
    tie_breaks
        .iter()
        .map(|tie_break| {
            let key = match tie_break {
                TieBreak::DirectEncounter => "direct-encounter",
                TieBreak::SonnebornBerger => "sonneborn-berger",
                TieBreak::Wins => "wins",
                TieBreak::BuchholzCut1 => "buchholz-cut1",
                TieBreak::Buchholz => "buchholz",
            };
            t(
                lang,
                &format!("tournament-tie-break-code.{key}"),
                Args::new(),
            )
        })
        .collect()
}

pub(super) fn format_text(format: Format, lang: Lang) -> String {
    match format {
        Format::RoundRobin => t(lang, "tournament-format.rr", Args::new()),
        Format::DoubleRoundRobin => t(lang, "tournament-format.drr", Args::new()),
        Format::Swiss { rounds } => t(lang, "tournament-format", Args::new().num("rounds", rounds)),
        Format::Knockout(knockout) => super::knockout::format_text(knockout, lang),
        Format::Arena { minutes } => super::arena::format_text(minutes, lang),
    }
}

pub(super) fn result_text(result: GameResult) -> &'static str {
    match result {
        GameResult::Win(Side::First) => "1–0",
        GameResult::Win(Side::Second) => "0–1",
        GameResult::Draw => "½–½",
        GameResult::ForfeitWin(Side::First) => "+ –",
        GameResult::ForfeitWin(Side::Second) => "– +",
        GameResult::DoubleForfeit => "– –",
    }
}

fn status_key(status: TournamentStatus) -> &'static str {
    status.name()
}

/// One tournament as lists (and Discord's suggestions) show it, in `lang`.
pub fn line_text(line: &TournamentLine, lang: Lang) -> String {
    t(
        lang,
        "tournament-line",
        Args::new()
            .str("id", line.id.to_string())
            .str("channel", Mark::Channel(&line.channel).to_string())
            .str("status", status_key(line.status))
            .str("format", format_text(line.format, lang))
            .str("game", super::super::lobby::board_game(&line.options, lang))
            .num("players", line.players)
            .num("round", line.round)
            .num("rounds", line.rounds),
    )
}

pub(super) fn board_text(line: &PairingLine, lang: Lang) -> String {
    match line {
        PairingLine::Game {
            board,
            first,
            second,
            game,
            result,
        } => t(
            lang,
            "tournament-board",
            Args::new()
                .num("board", *board)
                .str("first", first.as_str())
                .str("second", second.as_str())
                .str("game", game.map(|g| format!(" (#{g})")).unwrap_or_default())
                .str("result", result.map(result_text).unwrap_or_default()),
        ),
        PairingLine::Bye { name, bye } => {
            let (shown, count) = match bye {
                ByeKind::Full => ("1", 1.0),
                ByeKind::Half => ("½", 0.5),
                ByeKind::Zero => ("0", 0.0),
            };
            t(
                lang,
                "tournament-bye",
                Args::new()
                    .str("name", name.as_str())
                    .str("points", shown)
                    .num("count", count),
            )
        }
    }
}

pub(super) fn standings_text(table: &StandingsTable, lang: Lang) -> String {
    let mut out = vec![table.title.clone()];
    for line in &table.lines {
        let breaks: Vec<String> = table
            .tie_breaks
            .iter()
            .zip(&line.tie_breaks)
            .map(|(code, value)| format!("{code} {value}"))
            .collect();
        // The picture's cells are text; the count of games chooses its noun's form.
        let games = line.games.parse::<u32>().unwrap_or_default();
        out.push(t(
            lang,
            "tournament-standing",
            Args::new()
                .str("rank", line.rank.as_str())
                .str("name", line.name.as_str())
                .str("points", line.points.as_str())
                .num("games", games)
                .str("breaks", breaks.join(", "))
                .flag("withdrawn", line.withdrawn),
        ));
    }
    out.join("\n")
}

pub(super) fn start_text(start: StartWhen, lang: Lang) -> String {
    match start {
        StartWhen::ByHand => t(lang, "tournament-start.hand", Args::new()),
        StartWhen::WhenFull => t(lang, "tournament-start.full", Args::new()),
        StartWhen::In(ms) => t(
            lang,
            "tournament-start",
            Args::new().str("after", human_duration(ms, lang)),
        ),
    }
}
