//! Arena tournaments and check-in: the format's words, the start, the games as they begin,
//! the time being up, the leaderboard's title and columns, the rules, the check-in window and
//! who was dropped at the start, and the refusals (texts in `locales/*/arena.ftl`).

use super::t;

use crate::{
    core::{
        clock::human_duration,
        ids::{GameId, Millis, TournamentId},
    },
    i18n::{Args, Lang},
};

/// One arena game, as posted when it begins or listed while it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaLine {
    /// Who moves first.
    pub first: String,
    /// Who moves second.
    pub second: String,
    /// The game.
    pub game: GameId,
}

/// What the bot says about arenas and check-in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaMsg {
    /// The arena began.
    Started {
        /// The tournament.
        id: TournamentId,
        /// Players.
        players: u32,
        /// How long it runs, in minutes.
        minutes: u32,
    },
    /// Games just began (a post), or the games being played (`hex tournament pairings`).
    Games {
        /// The tournament.
        id: TournamentId,
        /// The games.
        lines: Vec<ArenaLine>,
        /// The games being played (an answer), not new ones.
        in_play: bool,
    },
    /// A DM: the player's next game is ready.
    YourGame {
        /// The tournament.
        id: TournamentId,
        /// The game.
        game: GameId,
        /// Against whom.
        opponent: String,
    },
    /// A player who withdrew joined again.
    Back {
        /// The tournament.
        id: TournamentId,
        /// Who.
        name: String,
    },
    /// A game whose first moves were not made by the deadline was forfeited.
    Forfeited {
        /// The tournament.
        id: TournamentId,
        /// The game.
        game: GameId,
        /// Neither player moved (both lose).
        double: bool,
    },
    /// The time is up: no new games; those being played still count.
    TimeUp {
        /// The tournament.
        id: TournamentId,
        /// Games still being played.
        playing: u32,
    },
    /// The leaderboard's title (picture and text).
    LeaderboardTitle {
        /// The tournament.
        id: TournamentId,
        /// Time left (`None`: the time is up).
        left: Option<Millis>,
        /// Final.
        over: bool,
    },
    /// The arena ended without a finished game.
    FinishedEmpty {
        /// The tournament.
        id: TournamentId,
    },
    /// `hex tournament rules arena`.
    Rules,
    /// The check-in window opened (posted with a button).
    CheckInOpen {
        /// The tournament.
        id: TournamentId,
        /// Time until the start (`None`: an organiser starts it).
        starts_in: Option<Millis>,
    },
    /// A player checked in (the answer to them).
    CheckedIn {
        /// The tournament.
        id: TournamentId,
    },
    /// A DM: dropped at the start for not checking in.
    DroppedYou {
        /// The tournament.
        id: TournamentId,
    },
    /// Posted at the start: who was dropped for not checking in.
    Dropped {
        /// The tournament.
        id: TournamentId,
        /// Their names.
        names: Vec<String>,
    },
    // Refusals.
    /// `hex tournament result` in an arena.
    NoResultByBoard,
    /// `hex tournament checkin` for a tournament without check-in.
    NoCheckIn {
        /// The tournament.
        id: TournamentId,
    },
    /// `hex tournament checkin` before the window opens.
    CheckInNotOpen {
        /// The tournament.
        id: TournamentId,
    },
}

/// The arena's format in words: `arena of 45 minutes`.
pub(in crate::core::messages) fn format_text(minutes: u32, lang: Lang) -> String {
    t(lang, "arena-format", Args::new().num("minutes", minutes))
}

/// The leaderboard's column headings for wins and the streak, in `lang`.
pub fn arena_headings(lang: Lang) -> Vec<String> {
    ["wins", "streak"]
        .iter()
        .map(|name| t(lang, &format!("arena-heading.{name}"), Args::new()))
        .collect()
}

fn id_args(id: TournamentId) -> Args {
    Args::new().str("id", id.to_string())
}

fn line_text(line: &ArenaLine, lang: Lang) -> String {
    t(
        lang,
        "arena-game-line",
        Args::new()
            .str("first", line.first.as_str())
            .str("second", line.second.as_str())
            .str("game", line.game.to_string()),
    )
}

impl ArenaMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ArenaMsg::Started {
                id,
                players,
                minutes,
            } => t(
                lang,
                "arena-started",
                id_args(*id)
                    .num("players", *players)
                    .num("minutes", *minutes),
            ),
            ArenaMsg::Games { id, lines, in_play } => {
                let head = if lines.is_empty() {
                    t(lang, "arena-in-play-none", id_args(*id))
                } else {
                    t(lang, "arena-games", id_args(*id).flag("in-play", *in_play))
                };
                std::iter::once(head)
                    .chain(lines.iter().map(|l| line_text(l, lang)))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            ArenaMsg::YourGame { id, game, opponent } => t(
                lang,
                "arena-your-game",
                id_args(*id)
                    .str("game", game.to_string())
                    .str("opponent", opponent.as_str()),
            ),
            ArenaMsg::Forfeited { id, game, double } => t(
                lang,
                "arena-forfeited",
                id_args(*id)
                    .str("game", game.to_string())
                    .flag("double", *double),
            ),
            ArenaMsg::Back { id, name } => {
                t(lang, "arena-back", id_args(*id).str("name", name.as_str()))
            }
            ArenaMsg::TimeUp { id, playing } => {
                t(lang, "arena-time-up", id_args(*id).num("count", *playing))
            }
            ArenaMsg::LeaderboardTitle { id, left, over } => {
                let state = match (over, left) {
                    (true, _) => "over",
                    (false, None) => "time-up",
                    (false, Some(_)) => "running",
                };
                t(
                    lang,
                    "arena-leaderboard-title",
                    id_args(*id)
                        .str("state", state)
                        .str("left", human_duration(left.unwrap_or(0), lang)),
                )
            }
            ArenaMsg::FinishedEmpty { id } => t(lang, "arena-finished-empty", id_args(*id)),
            ArenaMsg::Rules => t(lang, "arena-rules", Args::new()),
            ArenaMsg::CheckInOpen { id, starts_in } => t(
                lang,
                "arena-checkin-open",
                id_args(*id)
                    .flag("timed", starts_in.is_some())
                    .str("after", human_duration(starts_in.unwrap_or(0), lang)),
            ),
            ArenaMsg::CheckedIn { id } => t(lang, "arena-checked-in", id_args(*id)),
            ArenaMsg::DroppedYou { id } => t(lang, "arena-dropped-you", id_args(*id)),
            ArenaMsg::Dropped { id, names } => t(
                lang,
                "arena-dropped",
                id_args(*id)
                    .str("names", names.join(", "))
                    .num("count", names.len() as u32),
            ),
            ArenaMsg::NoResultByBoard => t(lang, "arena-error-no-result", Args::new()),
            ArenaMsg::NoCheckIn { id } => t(lang, "arena-error-no-checkin", id_args(*id)),
            ArenaMsg::CheckInNotOpen { id } => {
                t(lang, "arena-error-checkin-not-open", id_args(*id))
            }
        }
    }
}
