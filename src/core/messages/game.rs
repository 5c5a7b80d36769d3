//! A game being played: moves and hits (Dark Hex, open Hex and Rex, Hexdame), the end of a
//! game, draws, takebacks, rematches, time warnings, and what players ask about their games
//! (the board, the games list, replays and records).

use super::{colour_key, t, Msg, Name};
use crate::{
    core::{clock::human_duration, ChallengeId, GameId},
    i18n::{Args, Lang},
    rules::{hexdame::DrawReason, EndReason, Family, Move, Player, Variant},
};

/// Why a Hexdame game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DameWin {
    /// The loser has no piece left.
    NoPieces,
    /// The loser cannot move.
    NoMoves,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Timeout,
}

/// How a Hexdame game ended, for the announcement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DameEnd {
    /// One side won.
    Win {
        /// The winner's seat.
        winner: Player,
        /// The winner's name.
        winner_name: Name,
        /// The loser's name.
        loser_name: Name,
        /// Why.
        reason: DameWin,
    },
    /// Drawn.
    Draw(DrawReason),
}

/// One player's rating after a rated game, as shown: `alice 1532 (+14)`, a provisional
/// rating as `1500?` ([`crate::core::ratings::Rating::shown`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingShown {
    /// The player's name.
    pub name: String,
    /// The rating after the game (`1532`, `1500?`).
    pub rating: String,
    /// The change (`+14`, `-9`, `±0`).
    pub change: String,
}

/// The text of a game's messages in `lang`; `None` for other messages.
/// Message `id`, or its `attribute` addressing the reader when `name` is theirs.
fn you_or<'a>(id: &'a str, name: &Name, attribute: &str) -> std::borrow::Cow<'a, str> {
    if name.is_reader() {
        format!("{id}{attribute}").into()
    } else {
        id.into()
    }
}

/// A result's message: `id`, or its `.you-won` / `.you-lost` for the reader's own game.
fn result_id(id: &str, winner: &Name, loser: &Name) -> String {
    if winner.is_reader() {
        format!("{id}.you-won")
    } else if loser.is_reader() {
        format!("{id}.you-lost")
    } else {
        id.to_owned()
    }
}

pub(super) fn text(msg: &Msg, lang: Lang) -> Option<String> {
    let at = |game: &GameId| Args::new().str("game", game.to_string());
    let hex = |p: &Player| colour_key(Family::Hex, *p);
    let dame = |p: &Player| colour_key(Family::Hexdame, *p);
    Some(match msg {
        Msg::YouPlayed { game, mv, next } => t(
            lang,
            "game-you-played",
            at(game).str("mv", mv.to_string()).str("next", hex(next)),
        ),
        Msg::YouHit { game, cell, again } => t(
            lang,
            "game-you-hit",
            at(game).str("cell", cell.to_string()).flag("again", *again),
        ),
        Msg::StoneFound {
            game,
            by,
            your_move,
        } => t(
            lang,
            "game-stone-found",
            at(game)
                .str("by", by.text(lang))
                .flag("your_move", *your_move),
        ),
        Msg::OpponentMoved {
            game,
            by,
            next_is_you,
        } => t(
            lang,
            "game-opponent-moved",
            at(game)
                .str("by", by.text(lang))
                .flag("next_is_you", *next_is_you),
        ),
        Msg::DarkMoveAnnounce {
            game,
            ply,
            player,
            next,
        } => t(
            lang,
            "game-dark-move-announce",
            at(game)
                .num("ply", *ply)
                .str("player", hex(player))
                .str("next", hex(next)),
        ),
        Msg::StoneHitAnnounce { game, ply } => {
            t(lang, "game-stone-hit-announce", at(game).num("ply", *ply))
        }
        Msg::OpenMoveAnnounce {
            game,
            ply,
            player,
            name,
            mv,
            next,
        } => {
            let cell = match mv {
                Move::Swap => String::new(),
                Move::Place(c) => c.to_string(),
            };
            t(
                lang,
                &you_or("game-open-move-announce", name, ".you"),
                at(game)
                    .num("ply", *ply)
                    .str("name", name.text(lang))
                    .str("player", hex(player))
                    .flag("swap", matches!(mv, Move::Swap))
                    .str("cell", cell)
                    .str("next", hex(next)),
            )
        }
        Msg::YourTurn { game, by, mv } => t(
            lang,
            "game-your-turn",
            at(game).str("by", by.text(lang)).str("mv", mv.as_str()),
        ),
        Msg::HexdameMoved {
            game,
            ply,
            player,
            name,
            mv,
            captured,
            crowned,
            next,
        } => t(
            lang,
            &you_or("game-dame-move-announce", name, ".you"),
            at(game)
                .num("ply", *ply)
                .str("name", name.text(lang))
                .str("player", dame(player))
                .str("mv", mv.as_str())
                .num("captured", *captured)
                .flag("crowned", *crowned)
                .str("next", dame(next)),
        ),
        Msg::DameYouPlayed { game, mv } => t(
            lang,
            "game-dame-you-played",
            at(game).str("mv", mv.as_str()),
        ),
        Msg::GameOver {
            game,
            winner,
            winner_name,
            loser_name,
            reason,
            variant,
        } => {
            let reason_key = match reason {
                EndReason::Connection if *variant == Variant::Rex => "rex-connection",
                EndReason::Connection => "connection",
                EndReason::Resignation => "resignation",
                EndReason::Timeout => "timeout",
            };
            t(
                lang,
                &result_id("game-over", winner_name, loser_name),
                at(game)
                    .str("reason", reason_key)
                    .str("winner_name", winner_name.text(lang))
                    .str("loser_name", loser_name.text(lang))
                    .str("winner", hex(winner))
                    .flag(
                        "hidden",
                        variant.is_dark() && *reason != EndReason::Connection,
                    ),
            )
        }
        Msg::DameGameOver { game, end } => match end {
            DameEnd::Win {
                winner,
                winner_name,
                loser_name,
                reason,
            } => t(
                lang,
                &result_id("game-dame-game-over", winner_name, loser_name),
                at(game)
                    .str(
                        "reason",
                        match reason {
                            DameWin::NoPieces => "no-pieces",
                            DameWin::NoMoves => "no-moves",
                            DameWin::Resignation => "resignation",
                            DameWin::Timeout => "timeout",
                        },
                    )
                    .str("winner_name", winner_name.text(lang))
                    .str("loser_name", loser_name.text(lang))
                    .str("winner", dame(winner)),
            ),
            DameEnd::Draw(DrawReason::Repetition) => {
                t(lang, "game-dame-game-over.repetition", at(game))
            }
            DameEnd::Draw(DrawReason::Agreement) => {
                t(lang, "game-dame-game-over.agreement", at(game))
            }
        },
        Msg::RatedGameOver { result, ratings } => {
            let [first, second] = &**ratings;
            t(
                lang,
                "game-rated-game-over",
                Args::new()
                    .str("result", result.text(lang))
                    .str("first_name", first.name.as_str())
                    .str("first_rating", first.rating.as_str())
                    .str("first_change", first.change.as_str())
                    .str("second_name", second.name.as_str())
                    .str("second_rating", second.rating.as_str())
                    .str("second_change", second.change.as_str()),
            )
        }
        Msg::WithPage(result, url) => format!(
            "{}\n{}",
            result.text(lang),
            t(lang, "web-page-link", Args::new().str("url", url.as_str()))
        ),
        Msg::WithPageOf(shown, of, url) => format!(
            "{}\n{}",
            shown.text(lang),
            t(lang, of.message(), Args::new().str("url", url.as_str()))
        ),
        Msg::GameAborted { game } => t(lang, "game-aborted", at(game)),
        Msg::DrawOffered { game, by } => {
            t(lang, "game-draw-offered", at(game).str("by", by.text(lang)))
        }
        Msg::DrawOfferedDm { game, by } => t(
            lang,
            "game-draw-offered-dm",
            at(game).str("by", by.text(lang)),
        ),
        Msg::DrawOfferStands { game } => t(lang, "game-draw-offer-stands", at(game)),
        Msg::DrawDeclined { game, by } => t(
            lang,
            "game-draw-declined",
            at(game).str("by", by.text(lang)),
        ),
        Msg::TakebackAsked { game, by } => t(
            lang,
            "game-takeback-asked",
            at(game).str("by", by.text(lang)),
        ),
        Msg::TakebackAskedDm { game } => t(lang, "game-takeback-asked-dm", at(game)),
        Msg::TakenBack { game, count } => t(lang, "game-taken-back", at(game).num("count", *count)),
        Msg::RematchOffered { game, by } => t(
            lang,
            "game-rematch-offered",
            at(game).str("by", by.text(lang)),
        ),
        Msg::RematchOfferedDm { game, by } => t(
            lang,
            "game-rematch-offered-dm",
            at(game).str("by", by.text(lang)),
        ),
        Msg::TimeWarningDm { game, left } => t(
            lang,
            "game-time-warning-dm",
            at(game).str("left", human_duration(*left, lang)),
        ),
        Msg::TimeWarning {
            game,
            kind,
            player,
            left,
        } => t(
            lang,
            "game-time-warning",
            at(game)
                .str("player", colour_key(*kind, *player))
                .str("left", human_duration(*left, lang)),
        ),
        Msg::BoardOf {
            game,
            kind,
            to_move,
            ply,
        } => t(
            lang,
            "game-board-of",
            at(game)
                .num("ply", *ply)
                .str("to_move", to_move.map_or("none", |p| colour_key(*kind, p))),
        ),
        Msg::GameList { games, challenges } => game_list(games, challenges, lang),
        Msg::ReplayOf { game, moves } => t(lang, "game-replay-of", at(game).num("moves", *moves)),
        Msg::ReplayAnimation { game } => t(lang, "game-replay-animation", at(game)),
        Msg::Sgf { game, record } => t(lang, "game-sgf", at(game).str("record", record.as_str())),
        Msg::SgfAttached { game } => t(lang, "game-sgf-attached", at(game)),
        Msg::DameRecord { game, record } => {
            let record = if record.is_empty() {
                t(lang, "game-dame-record.empty", Args::new())
            } else {
                record.clone()
            };
            t(lang, "game-dame-record", at(game).str("record", record))
        }
        _ => return None,
    })
}

/// `hex games`: the games, then the challenges, one per indented line.
fn game_list(
    games: &[(GameId, String, Name, bool)],
    challenges: &[(ChallengeId, String, bool)],
    lang: Lang,
) -> String {
    let mut text = String::new();
    if games.is_empty() {
        text.push_str(&t(lang, "game-list", Args::new()));
    } else {
        text.push_str(&t(lang, "game-list.games", Args::new()));
        for (id, name, opponent, your_move) in games {
            let line = t(
                lang,
                "game-list.game-line",
                Args::new()
                    .str("game", id.to_string())
                    .str("name", name.as_str())
                    .str("opponent", opponent.text(lang))
                    .flag("your_move", *your_move),
            );
            text.push_str("\n  ");
            text.push_str(&line);
        }
    }
    if !challenges.is_empty() {
        text.push('\n');
        text.push_str(&t(lang, "game-list.challenges", Args::new()));
        for (id, from, yours) in challenges {
            let line = t(
                lang,
                "game-list.challenge-line",
                Args::new()
                    .str("id", id.to_string())
                    .str("from", from.as_str())
                    .flag("yours", *yours),
            );
            text.push_str("\n  ");
            text.push_str(&line);
        }
    }
    text
}
