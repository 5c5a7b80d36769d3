//! A game being played: moves and hits (Dark Hex, open Hex and Rex, Hexdame), the end of a
//! game, draws, takebacks, rematches, time warnings, and what players ask about their games
//! (the board, the games list, replays and records).

use super::{colour, colour_in, Msg};
use crate::{
    core::GameKind,
    rules::{hexdame::DrawReason, EndReason, Move, Player, Variant},
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
        winner_name: String,
        /// The loser's name.
        loser_name: String,
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

/// The English text of a game's messages; `None` for other messages.
pub(super) fn english(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::YouPlayed { game, mv, next } => format!("Game #{game}: you played {mv}. {} to move.", colour(*next)),
        Msg::YouHit { game, cell, again } => format!(
            "Game #{game}: {cell} holds an enemy stone — you found it (it stays visible to you). {}",
            if *again { "Move again." } else { "Your turn is over." }
        ),
        Msg::StoneFound { game, by, your_move } => format!(
            "Game #{game}: {by} found one of your stones. {}",
            if *your_move { "Your move." } else { "They move again." }
        ),
        Msg::OpponentMoved { game, by, next_is_you } => format!(
            "Game #{game}: {by} has moved. {}",
            if *next_is_you { "Your move." } else { "" }
        ).trim_end().to_owned(),
        Msg::DarkMoveAnnounce { game, ply, player, next } => format!("Game #{game}, move {ply}: {} moved. {} to move.", colour(*player), colour(*next)),
        Msg::StoneHitAnnounce { game, ply } => format!("Game #{game}, move {ply}: a stone was hit."),
        Msg::OpenMoveAnnounce { game, ply, player, name, mv, next } => {
            let what = match mv { Move::Swap => "swapped".to_owned(), Move::Place(c) => format!("played {c}") };
            format!("Game #{game}, move {ply}: {name} ({}) {what}. {} to move.", colour(*player), colour(*next))
        }
        Msg::YourTurn { game, by, mv } => format!("Game #{game}: {by} played {mv}. Your move."),
        Msg::DameMoveAnnounce { game, ply, player, name, mv, captured, crowned, next } => {
            let mut what = format!("Game #{game}, move {ply}: {name} ({}) played {mv}", colour_in(GameKind::Hexdame, *player));
            if *captured > 0 {
                what.push_str(&format!(", capturing {captured}"));
            }
            if *crowned {
                what.push_str(", and was crowned");
            }
            format!("{what}. {} to move.", colour_in(GameKind::Hexdame, *next))
        }
        Msg::DameYouPlayed { game, mv } => format!("Game #{game}: you played {mv}."),
        Msg::DameYourTurn { game, by, mv } => format!("Game #{game}: {by} played {mv}. Your move."),
        Msg::GameOver { game, winner, winner_name, loser_name, reason, variant } => {
            let how = match reason {
                EndReason::Connection if *variant == Variant::Rex => format!("{loser_name} joined their own edges and loses"),
                EndReason::Connection => format!("{winner_name} joined their edges"),
                EndReason::Resignation => format!("{loser_name} resigned"),
                EndReason::Timeout => format!("{loser_name} ran out of time"),
            };
            let replay = if variant.is_dark() && *reason != EndReason::Connection {
                format!(" The board stays hidden; `hex replay {game}` shows every stone.")
            } else {
                String::new()
            };
            format!("Game #{game} is over: {how}. {winner_name} ({}) wins.{replay}", colour(*winner))
        }
        Msg::DameGameOver { game, end } => match end {
            DameEnd::Win { winner, winner_name, loser_name, reason } => {
                let how = match reason {
                    DameWin::NoPieces => format!("{loser_name} has no pieces left"),
                    DameWin::NoMoves => format!("{loser_name} has no legal move"),
                    DameWin::Resignation => format!("{loser_name} resigned"),
                    DameWin::Timeout => format!("{loser_name} ran out of time"),
                };
                format!("Game #{game} is over: {how}. {winner_name} ({}) wins.", colour_in(GameKind::Hexdame, *winner))
            }
            DameEnd::Draw(DrawReason::Repetition) => format!("Game #{game} is drawn: the same position occurred three times with the same player to move."),
            DameEnd::Draw(DrawReason::Agreement) => format!("Game #{game} is drawn by agreement."),
        },
        Msg::RatedGameOver { result, ratings } => {
            let [first, second] = &**ratings;
            let shown = |r: &RatingShown| format!("{} {} ({})", r.name, r.rating, r.change);
            format!("{} Rated: {}, {}.", result.english(), shown(first), shown(second))
        }
        Msg::GameAborted { game } => format!("Game #{game} was aborted: nobody moved in time."),
        Msg::DrawOffered { game, by } => format!("Game #{game}: {by} offers a draw."),
        Msg::DrawOfferedDm { game, by } => format!("Game #{game}: {by} offers a draw. Type `hex draw accept` to agree or `hex draw decline` to refuse; moving refuses it too."),
        Msg::DrawOfferStands { game } => format!("Game #{game}: your draw offer stands until your opponent answers or moves."),
        Msg::DrawDeclined { game, by } => format!("Game #{game}: {by} declined the draw; play on."),
        Msg::TakebackAsked { game, by } => format!("Game #{game}: {by} asks to take back their last move."),
        Msg::TakebackAskedDm { game } => format!("Game #{game}: your opponent asks to take back their last move. Type `hex takeback` to agree, or just move to refuse."),
        Msg::TakenBack { game, count } => format!("Game #{game}: {count} move(s) taken back."),
        Msg::RematchOffered { game, by } => format!("{by} offers a rematch of game #{game} with colours swapped: type `hex rematch` to accept."),
        Msg::RematchOfferedDm { game, by } => format!("{by} offers a rematch of game #{game}: type `hex rematch` to accept."),
        Msg::TimeWarningDm { game, left } => format!("Game #{game}: your time runs out in {left}."),
        Msg::TimeWarning { game, kind, player, left } => format!("Game #{game}: {} has {left} left to move.", colour_in(*kind, *player)),
        Msg::BoardOf { game, kind, to_move, ply } => match to_move {
            Some(p) => format!("Game #{game} after {ply} moves: {} to move.", colour_in(*kind, *p)),
            None => format!("Game #{game} after {ply} moves: the game is over."),
        },
        Msg::GameList { games, challenges } => {
            let mut text = String::new();
            if games.is_empty() {
                text.push_str("You have no game in progress.");
            } else {
                text.push_str("Your games:");
                for (id, variant, opponent, your_move) in games {
                    text.push_str(&format!("\n  #{id} {variant} against {opponent}{}", if *your_move { " — your move" } else { "" }));
                }
            }
            if !challenges.is_empty() {
                text.push_str("\nChallenges:");
                for (id, from, yours) in challenges {
                    text.push_str(&format!("\n  {id} from {from}{}", if *yours { " (yours)" } else { "" }));
                }
            }
            text
        }
        Msg::ReplayOf { game, moves } => format!("Replay of game #{game} ({moves} moves)."),
        Msg::ReplayAnimation { game } => format!("Game #{game}, move by move."),
        Msg::Sgf { game, record } => format!("Game #{game} as Hex SGF:\n```\n{record}\n```"),
        Msg::DameRecord { game, record } => {
            let record = if record.is_empty() { "(no moves)" } else { record.as_str() };
            format!("Game #{game}, Hexdame moves (White first):\n```\n{record}\n```")
        }
        _ => return None,
    })
}
