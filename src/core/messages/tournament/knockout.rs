//! Knockout tournaments: the format's words, the start, each game called, each match decided,
//! the champion, the bracket's labels and title, the rules, and the refusals (texts in
//! `locales/*/knockout.ftl`).

use super::t;

use crate::{
    core::{
        command::KnockoutWord,
        ids::{GameId, TournamentId},
        tournament::{knockout::BracketLabels, KnockoutFormat, SeedBy},
    },
    i18n::{Args, Lang},
};

/// One game of a match, as a call or a line of the games being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallLine {
    /// The match's code (`W2.1`, `GF`).
    pub code: String,
    /// The game's number in the match, from 1.
    pub number: u32,
    /// Who moves first.
    pub first: String,
    /// Who moves second.
    pub second: String,
    /// The game.
    pub game: GameId,
}

/// What the bot says about knockout tournaments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnockoutMsg {
    /// The bracket was drawn and the first games begin.
    Started {
        /// The tournament.
        id: TournamentId,
        /// Players.
        players: u32,
        /// Players who go through round 1 without a match.
        byes: u32,
        /// How it is played.
        format: KnockoutFormat,
    },
    /// Games just started (posted), or the games being played (`hex tournament pairings`).
    Calls {
        /// The tournament.
        id: TournamentId,
        /// The games.
        lines: Vec<CallLine>,
        /// Whether these are the games being played (an answer), not new ones (a post).
        in_play: bool,
    },
    /// A DM: the player's next game is ready.
    NextGame {
        /// The tournament.
        id: TournamentId,
        /// The game.
        call: CallLine,
        /// Against whom.
        opponent: String,
        /// Games the match has (1: a single game).
        games: u32,
    },
    /// A match was decided; the winner goes on.
    MatchWon {
        /// The tournament.
        id: TournamentId,
        /// The match's code.
        code: String,
        /// The winner.
        winner: String,
        /// The loser.
        loser: String,
        /// The score as shown (`2–1`), or empty when it was won without a game.
        score: String,
    },
    /// A game of a match ended and the match goes on with its next game.
    MatchGoesOn {
        /// The tournament.
        id: TournamentId,
        /// The match's code.
        code: String,
        /// The two players and their points, as shown (`alice 1`, `bob 1`).
        first: String,
        /// The other side.
        second: String,
    },
    /// A game not started by the deadline was forfeited.
    Forfeited {
        /// The tournament.
        id: TournamentId,
        /// The match's code.
        code: String,
        /// The game.
        game: GameId,
        /// Neither player moved.
        double: bool,
    },
    /// The bracket is decided.
    Finished {
        /// The tournament.
        id: TournamentId,
        /// The champion (none if everyone withdrew).
        champion: Option<String>,
    },
    /// The title of the bracket (picture and text).
    BracketTitle {
        /// The tournament.
        id: TournamentId,
        /// Decided.
        over: bool,
    },
    /// The seeds set by hand.
    Seeded {
        /// The tournament.
        id: TournamentId,
        /// The players named, best first.
        names: Vec<String>,
    },
    /// `hex tournament rules knockout`.
    Rules,
    // Refusals.
    /// `hex tournament seed` for a tournament that is no knockout.
    SeedNotKnockout,
    /// `hex tournament seed` naming someone who has not joined.
    SeedNotJoined,
    /// `hex tournament seed` naming someone twice.
    SeedTwice,
    /// A withdrawal of a player already knocked out.
    AlreadyOut,
    /// `hex tournament result` in a knockout.
    NoResultByBoard,
}

/// The knockout's format in words, for the creation post, lists and info.
pub(in crate::core::messages) fn format_text(format: KnockoutFormat, lang: Lang) -> String {
    let kind = match format.games {
        1 => "one",
        n if n % 2 == 1 => "best",
        _ => "fixed",
    };
    let seeding = match format.seeding {
        SeedBy::Rating => "rating",
        SeedBy::Random => "random",
        SeedBy::Hand => "hand",
    };
    let extra = match (format.double, format.third_place, format.reset) {
        (false, true, _) => "third-place",
        (true, _, false) => "no-reset",
        _ => "none",
    };
    t(
        lang,
        "knockout-format",
        Args::new()
            .flag("double", format.double)
            .num("games", u32::from(format.games))
            .str("kind", kind)
            .str("seeding", seeding)
            .str("extra", extra),
    )
}

/// The bracket's labels in `lang` (`{n}` and `{m}` are filled in by the bracket).
pub fn bracket_labels(lang: Lang) -> BracketLabels {
    let label = |name: &str| t(lang, &format!("knockout-label.{name}"), Args::new());
    BracketLabels {
        bracket: label("bracket"),
        winners: label("winners"),
        losers: label("losers"),
        final_: label("final"),
        reset: label("reset"),
        third_place: label("third-place"),
        round: t(lang, "knockout-label-round", Args::new().str("n", "{n}")),
        bye: label("bye"),
        winner_of: t(
            lang,
            "knockout-label-winner-of",
            Args::new().str("m", "{m}"),
        ),
        loser_of: t(lang, "knockout-label-loser-of", Args::new().str("m", "{m}")),
        withdrawn: label("withdrawn"),
    }
}

/// The words of a knockout parse error.
pub(in crate::core::messages) fn parse_error(
    text: &str,
    problem: KnockoutWord,
    lang: Lang,
) -> String {
    let key = match problem {
        KnockoutWord::Match => "match",
        KnockoutWord::ThirdPlace => "third-place",
        KnockoutWord::Reset => "reset",
        KnockoutWord::Seed => "seed",
        KnockoutWord::NotKnockout => "not-knockout",
        KnockoutWord::ThirdPlaceInDouble => "third-place-double",
        KnockoutWord::ResetInSingle => "reset-single",
        KnockoutWord::SeedPlayers => "seed-players",
    };
    t(
        lang,
        &format!("knockout-error-{key}"),
        Args::new()
            .str("text", text)
            .flag("named", !text.is_empty()),
    )
}

fn id_args(id: TournamentId) -> Args {
    Args::new().str("id", id.to_string())
}

fn call_text(call: &CallLine, lang: Lang) -> String {
    t(
        lang,
        "knockout-call",
        Args::new()
            .str("code", call.code.as_str())
            .num("number", call.number)
            .str("first", call.first.as_str())
            .str("second", call.second.as_str())
            .str("game", call.game.to_string()),
    )
}

impl KnockoutMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let plain = |key: &str| t(lang, &format!("knockout-error-{key}"), Args::new());
        match self {
            KnockoutMsg::Started {
                id,
                players,
                byes,
                format,
            } => t(
                lang,
                "knockout-started",
                id_args(*id)
                    .num("players", *players)
                    .num("byes", *byes)
                    .str("format", format_text(*format, lang)),
            ),
            KnockoutMsg::Calls { id, lines, in_play } => {
                let head = if lines.is_empty() {
                    t(lang, "knockout-in-play-none", id_args(*id))
                } else {
                    t(
                        lang,
                        "knockout-calls",
                        id_args(*id).flag("in-play", *in_play),
                    )
                };
                std::iter::once(head)
                    .chain(lines.iter().map(|c| call_text(c, lang)))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            KnockoutMsg::NextGame {
                id,
                call,
                opponent,
                games,
            } => t(
                lang,
                "knockout-next-game",
                id_args(*id)
                    .str("code", call.code.as_str())
                    .num("number", call.number)
                    .num("games", *games)
                    .str("game", call.game.to_string())
                    .str("opponent", opponent.as_str()),
            ),
            KnockoutMsg::MatchWon {
                id,
                code,
                winner,
                loser,
                score,
            } => t(
                lang,
                "knockout-match-won",
                id_args(*id)
                    .str("code", code.as_str())
                    .str("winner", winner.as_str())
                    .str("loser", loser.as_str())
                    .str("score", score.as_str())
                    .flag("scored", !score.is_empty()),
            ),
            KnockoutMsg::MatchGoesOn {
                id,
                code,
                first,
                second,
            } => t(
                lang,
                "knockout-match-goes-on",
                id_args(*id)
                    .str("code", code.as_str())
                    .str("first", first.as_str())
                    .str("second", second.as_str()),
            ),
            KnockoutMsg::Forfeited {
                id,
                code,
                game,
                double,
            } => t(
                lang,
                "knockout-forfeited",
                id_args(*id)
                    .str("code", code.as_str())
                    .str("game", game.to_string())
                    .flag("double", *double),
            ),
            KnockoutMsg::Finished {
                id,
                champion: Some(champion),
            } => t(
                lang,
                "knockout-finished",
                id_args(*id).str("champion", champion.as_str()),
            ),
            KnockoutMsg::Finished { id, champion: None } => {
                t(lang, "knockout-finished-no-champion", id_args(*id))
            }
            KnockoutMsg::BracketTitle { id, over } => t(
                lang,
                "knockout-bracket-title",
                id_args(*id).flag("over", *over),
            ),
            KnockoutMsg::Seeded { id, names } => t(
                lang,
                "knockout-seeded",
                id_args(*id).str("names", names.join(", ")),
            ),
            KnockoutMsg::Rules => t(lang, "knockout-rules", Args::new()),
            KnockoutMsg::SeedNotKnockout => plain("seed-not-knockout"),
            KnockoutMsg::SeedNotJoined => plain("seed-not-joined"),
            KnockoutMsg::SeedTwice => plain("seed-twice"),
            KnockoutMsg::AlreadyOut => plain("already-out"),
            KnockoutMsg::NoResultByBoard => plain("no-result"),
        }
    }
}
