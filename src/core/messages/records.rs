//! Ratings and records: profiles, leaderboards, histories, and why one cannot be shown (texts
//! in `locales/*/records.ftl`).

use super::t;
use crate::{
    core::{
        ratings::{
            records::{GameRecord, GameResult, HistoryPage, Leaderboard, OwnRank, Profile, Streak},
            shown_change, RatingKind,
        },
        Millis,
    },
    i18n::{Args, Lang},
};

/// A rating's name as players read it, in `lang`.
pub fn kind_name(kind: RatingKind, lang: Lang) -> String {
    t(
        lang,
        &format!("records-kind.{}", kind.game_name()),
        Args::new(),
    )
}

fn result_key(result: GameResult) -> &'static str {
    match result {
        GameResult::Win => "win",
        GameResult::Loss => "loss",
        GameResult::Draw => "draw",
    }
}

fn streak(streak: &Streak, lang: Lang) -> String {
    t(
        lang,
        &format!("records-profile.streak-{}", result_key(streak.result)),
        Args::new()
            .num("count", streak.count)
            .flag("longer", streak.longer),
    )
}

/// How long ago, in days.
fn ago(now: Millis, then: Millis, lang: Lang) -> String {
    let days = (now - then).max(0) / 86_400_000;
    t(lang, "records-ago", Args::new().num("days", days))
}

/// One finished game: `#41 · Dark Hex (classic) · won against bob (resignation) · +14 ·
/// today · \`hex replay 41\``.
fn game_line(game: &GameRecord, now: Millis, lang: Lang) -> String {
    let change = game.change.map_or_else(
        || "none".to_owned(),
        |(before, after)| shown_change(before, after),
    );
    t(
        lang,
        "records-game-line",
        Args::new()
            .str("game", game.game.to_string())
            .str("kind", kind_name(game.kind, lang))
            .str("result", result_key(game.result))
            .str("opponent", shown_name(&game.opponent.text(lang), lang))
            .str("reason", game.reason.as_str())
            .str("change", change)
            .str("ago", ago(now, game.ended_ms, lang)),
    )
}

/// A display name; a player the store has no name for is "someone", never their id.
fn shown_name(name: &str, lang: Lang) -> String {
    if name.trim().is_empty() {
        t(lang, "records-someone", Args::new())
    } else {
        name.to_owned()
    }
}

fn profile(profile: &Profile, now: Millis, lang: Lang) -> String {
    let part = |name: &str| t(lang, &format!("records-profile.{name}"), Args::new());
    let mut lines = vec![t(
        lang,
        "records-profile",
        Args::new().str("name", shown_name(&profile.name, lang)),
    )];
    if profile.ratings.is_empty() {
        lines.push(part("no-ratings"));
    }
    for record in &profile.ratings {
        lines.push(t(
            lang,
            "records-profile.rating-line",
            Args::new()
                .str("kind", kind_name(record.kind, lang))
                .str("rating", record.rating.shown())
                .str("rd", record.rating.deviation.round().to_string())
                .num("wins", record.wins)
                .num("losses", record.losses)
                .num("draws", record.draws),
        ));
    }
    if let Some(current) = &profile.streak {
        lines.push(t(
            lang,
            "records-profile.streak",
            Args::new().str("streak", streak(current, lang)),
        ));
    }
    if profile.recent.is_empty() {
        lines.push(part("no-games"));
    } else {
        lines.push(part("last-games"));
        lines.extend(profile.recent.iter().map(|g| game_line(g, now, lang)));
    }
    if let Some((kind, _)) = &profile.chart {
        lines.push(t(
            lang,
            "records-profile.chart",
            Args::new().str("kind", kind_name(*kind, lang)),
        ));
    }
    lines.join("\n")
}

fn own_rank(own: &OwnRank, lang: Lang) -> String {
    let (part, args) = match own {
        OwnRank::Ranked { rank, rating } => (
            "own-ranked",
            Args::new().num("rank", *rank).str("rating", rating.shown()),
        ),
        OwnRank::Provisional(rating) => {
            ("own-provisional", Args::new().str("rating", rating.shown()))
        }
        OwnRank::Inactive(rating) => ("own-inactive", Args::new().str("rating", rating.shown())),
        OwnRank::NoGames => ("own-no-games", Args::new()),
    };
    t(lang, &format!("records-leaderboard.{part}"), args)
}

fn leaderboard(board: &Leaderboard, in_dm: bool, lang: Lang) -> String {
    let scope = match (board.global, in_dm) {
        (true, false) => "scope-everyone",
        (true, true) => "scope-everyone-dm",
        (false, _) => "scope-server",
    };
    let scope = t(lang, &format!("records-leaderboard.{scope}"), Args::new());
    let mut lines = vec![t(
        lang,
        "records-leaderboard",
        Args::new()
            .str("kind", kind_name(board.kind, lang))
            .str("scope", scope),
    )];
    if board.rows.is_empty() {
        lines.push(t(lang, "records-leaderboard.empty", Args::new()));
    }
    lines.extend(board.rows.iter().map(|row| {
        t(
            lang,
            "records-leaderboard.row",
            Args::new()
                .num("rank", row.rank)
                .str("name", shown_name(&row.name, lang))
                .str("rating", row.rating.shown()),
        )
    }));
    lines.push(own_rank(&board.own, lang));
    lines.join("\n")
}

fn history(page: &HistoryPage, next: Option<&str>, now: Millis, yours: bool, lang: Lang) -> String {
    let kind = page
        .kind
        .map_or_else(|| "none".to_owned(), |k| kind_name(k, lang));
    let title = if yours {
        "records-history.you"
    } else {
        "records-history"
    };
    let mut lines = vec![t(
        lang,
        title,
        Args::new()
            .str("name", shown_name(&page.name, lang))
            .str("kind", kind)
            .num("page", page.page)
            .num("pages", page.pages),
    )];
    if page.games.is_empty() {
        lines.push(t(lang, "records-history.no-games", Args::new()));
    }
    lines.extend(page.games.iter().map(|g| game_line(g, now, lang)));
    if let Some(next) = next {
        lines.push(t(
            lang,
            "records-history.next",
            Args::new().str("next", next),
        ));
    }
    lines.join("\n")
}

/// What the bot says about ratings and records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordsMsg {
    /// A player's profile.
    Profile {
        /// What the store read.
        profile: Box<Profile>,
        /// When it is shown (games say how long ago they ended).
        now: Millis,
    },
    /// A leaderboard.
    Leaderboard {
        /// What the store read.
        board: Box<Leaderboard>,
        /// Asked in a DM, which has no server board: the network's is shown.
        in_dm: bool,
    },
    /// A page of a player's finished games.
    History {
        /// What the store read.
        page: Box<HistoryPage>,
        /// The command for the next page, if there is one.
        next: Option<String>,
        /// When it is shown.
        now: Millis,
        /// Whether the games are the reader's own, in local mode ("your games").
        yours: bool,
    },
    /// The title of a rating-history picture.
    RatingChartTitle {
        /// The player.
        name: String,
        /// The rating drawn.
        kind: RatingKind,
    },
    /// A profile or history of a player the store does not know.
    UnknownPlayer,
    /// The asker's own profile or history, without any finished game.
    NoRecordsYet,
    /// Records asked for where there is no store (the core alone).
    Unavailable,
}

impl RecordsMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let plain = |id: &str| t(lang, id, Args::new());
        match self {
            RecordsMsg::Profile { profile: p, now } => profile(p, *now, lang),
            RecordsMsg::Leaderboard { board, in_dm } => leaderboard(board, *in_dm, lang),
            RecordsMsg::History {
                page,
                next,
                now,
                yours,
            } => history(page, next.as_deref(), *now, *yours, lang),
            RecordsMsg::RatingChartTitle { name, kind } => t(
                lang,
                "records-rating-chart-title",
                Args::new()
                    .str("name", shown_name(name, lang))
                    .str("kind", kind_name(*kind, lang)),
            ),
            RecordsMsg::UnknownPlayer => plain("records-unknown-player"),
            RecordsMsg::NoRecordsYet => plain("records-no-records-yet"),
            RecordsMsg::Unavailable => plain("records-unavailable"),
        }
    }
}
