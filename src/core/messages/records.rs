//! Ratings and records: profiles, leaderboards, histories, and why one cannot be shown.

use super::Msg;
use crate::core::{
    ratings::{
        records::{GameRecord, GameResult, HistoryPage, Leaderboard, OwnRank, Profile, Streak},
        shown_change, RatingKind,
    },
    Millis,
};

/// A rating's name as players read it.
pub fn kind_name(kind: RatingKind) -> &'static str {
    match kind {
        RatingKind::DarkHexClassic => "Dark Hex (classic)",
        RatingKind::DarkHexAbrupt => "Dark Hex (abrupt)",
        RatingKind::Hex => "Hex",
        RatingKind::Rex => "Rex",
        RatingKind::Hexdame => "Hexdame",
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn result_word(result: GameResult) -> &'static str {
    match result {
        GameResult::Win => "won",
        GameResult::Loss => "lost",
        GameResult::Draw => "drawn",
    }
}

fn streak(streak: &Streak) -> String {
    let (one, many) = match streak.result {
        GameResult::Win => ("win", "wins"),
        GameResult::Loss => ("loss", "losses"),
        GameResult::Draw => ("draw", "draws"),
    };
    let more = if streak.longer { "+" } else { "" };
    format!(
        "{}{more} {}",
        streak.count,
        if streak.count == 1 && !streak.longer {
            one
        } else {
            many
        }
    )
}

/// How long ago, in days.
fn ago(now: Millis, then: Millis) -> String {
    match (now - then).max(0) / 86_400_000 {
        0 => "today".to_owned(),
        1 => "yesterday".to_owned(),
        days => format!("{days} days ago"),
    }
}

/// One finished game: `#41 · Dark Hex (classic) · won against bob (resignation) · +14 ·
/// today · \`hex replay 41\``.
fn game_line(game: &GameRecord, now: Millis) -> String {
    let change = game
        .change
        .map(|(before, after)| format!(" · {}", shown_change(before, after)))
        .unwrap_or_default();
    format!(
        "#{} · {} · {} against {} ({}){change} · {} · `hex replay {}`",
        game.game,
        kind_name(game.kind),
        result_word(game.result),
        shown_name(&game.opponent),
        game.reason,
        ago(now, game.ended_ms),
        game.game
    )
}

/// A display name; a player the store has no name for is "someone", never their id.
fn shown_name(name: &str) -> &str {
    if name.trim().is_empty() {
        "someone"
    } else {
        name
    }
}

fn profile(profile: &Profile, now: Millis) -> String {
    let mut lines = vec![format!("**{}**", shown_name(&profile.name))];
    if profile.ratings.is_empty() {
        lines.push("No rated games yet.".to_owned());
    }
    for record in &profile.ratings {
        lines.push(format!(
            "{}: {} (RD {}) · {}, {}, {}",
            kind_name(record.kind),
            record.rating.shown(),
            record.rating.deviation.round(),
            plural(record.wins, "win", "wins"),
            plural(record.losses, "loss", "losses"),
            plural(record.draws, "draw", "draws"),
        ));
    }
    if let Some(current) = &profile.streak {
        lines.push(format!("Current streak: {}.", streak(current)));
    }
    if profile.recent.is_empty() {
        lines.push("No finished games yet.".to_owned());
    } else {
        lines.push("Last games:".to_owned());
        lines.extend(profile.recent.iter().map(|g| game_line(g, now)));
    }
    if let Some((kind, _)) = &profile.chart {
        lines.push(format!(
            "The picture: {} rating after each game.",
            kind_name(*kind)
        ));
    }
    lines.join("\n")
}

fn own_rank(own: &OwnRank) -> String {
    match own {
        OwnRank::Ranked { rank, rating } => format!("You: #{rank} ({}).", rating.shown()),
        OwnRank::Provisional(rating) => format!(
            "You are not ranked yet: your rating {} is provisional (RD ≥ 100); a few more rated games settle it.",
            rating.shown()
        ),
        OwnRank::Inactive(rating) => format!(
            "You are not ranked: no rated game in 90 days (your rating: {}).",
            rating.shown()
        ),
        OwnRank::NoGames => "You are not ranked: no rated games of this kind here yet.".to_owned(),
    }
}

fn leaderboard(board: &Leaderboard, in_dm: bool) -> String {
    let scope = match (board.global, in_dm) {
        (true, false) => "everyone",
        (true, true) => "everyone (a DM has no server board)",
        (false, _) => "this server",
    };
    let mut lines = vec![format!(
        "**Leaderboard · {} · {scope}**",
        kind_name(board.kind)
    )];
    if board.rows.is_empty() {
        lines.push(
            "Nobody is ranked yet (ranked: RD under 100, a rated game in the last 90 days)."
                .to_owned(),
        );
    }
    lines.extend(board.rows.iter().map(|row| {
        format!(
            "{}. {} {}",
            row.rank,
            shown_name(&row.name),
            row.rating.shown()
        )
    }));
    lines.push(own_rank(&board.own));
    lines.join("\n")
}

fn history(page: &HistoryPage, next: Option<&str>, now: Millis) -> String {
    let kind = page
        .kind
        .map(|k| format!(" · {}", kind_name(k)))
        .unwrap_or_default();
    let mut lines = vec![format!(
        "**Games of {}{kind}** · page {} of {}",
        shown_name(&page.name),
        page.page,
        page.pages
    )];
    if page.games.is_empty() {
        lines.push("No finished games yet.".to_owned());
    }
    lines.extend(page.games.iter().map(|g| game_line(g, now)));
    if let Some(next) = next {
        lines.push(format!("Next page: `{next}`"));
    }
    lines.join("\n")
}

/// The English text of the records' messages; `None` for other messages.
pub(super) fn english(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::Profile { profile: p, now } => profile(p, *now),
        Msg::Leaderboard { board, in_dm } => leaderboard(board, *in_dm),
        Msg::History { page, next, now } => history(page, next.as_deref(), *now),
        Msg::RatingChartTitle { name, kind } => {
            format!("{} · {}", shown_name(name), kind_name(*kind))
        }
        Msg::UnknownPlayer => {
            "I know no finished game of that player (name them with a mention, like `hex profile @name`).".to_owned()
        }
        Msg::NoRecordsYet => "You have no finished games yet: they appear here when one ends.".to_owned(),
        Msg::RecordsUnavailable => "Ratings and records need the bot's database, which this mode has not.".to_owned(),
        _ => return None,
    })
}
