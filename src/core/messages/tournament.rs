//! Tournaments: created, joined, started, each round's pairings, results, forfeits,
//! standings (text, and the picture's headings), info, lists, the tie-breaks explained, and
//! every refusal (texts in `locales/*/tournament.ftl`); knockouts in [`knockout`], arenas and
//! check-in in [`arena`]; the parts of these texts (boards, standings, lines) in `parts.rs`.

pub mod arena;
pub mod knockout;
mod parts;

use parts::{board_text, format_text, result_text, standings_text, start_text};
pub use parts::{line_text, standings_headings, tie_break_codes, PairingLine};

use super::t;
use crate::{
    core::{
        arbiter::record::TournamentLine,
        clock::human_duration,
        command::StartWhen,
        ids::{GameId, Millis, TournamentId},
        tournament::{Format, GameResult},
        GameOptions,
    },
    i18n::{Args, Lang},
    render::standings::StandingsTable,
};

/// What the bot says about tournaments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentMsg {
    /// A tournament was created in the channel.
    Created {
        /// Its number.
        id: TournamentId,
        /// Its format.
        format: Format,
        /// Its game.
        options: GameOptions,
        /// At most this many players.
        max_players: Option<u32>,
        /// When it starts.
        start: StartWhen,
    },
    /// Someone joined.
    Joined {
        /// The tournament.
        id: TournamentId,
        /// Who.
        name: String,
        /// Players now.
        count: u32,
        /// Joined after the start (a half-point bye for this round).
        late_bye: bool,
    },
    /// Someone left before the start.
    Left {
        /// The tournament.
        id: TournamentId,
        /// Who.
        name: String,
    },
    /// Someone withdrew or was removed.
    Withdrew {
        /// The tournament.
        id: TournamentId,
        /// Who.
        name: String,
        /// Removed by an organiser.
        kicked: bool,
    },
    /// The tournament started.
    Started {
        /// The tournament.
        id: TournamentId,
        /// Players.
        players: u32,
        /// Rounds.
        rounds: u32,
    },
    /// A round's boards.
    Pairings {
        /// The tournament.
        id: TournamentId,
        /// The round.
        round: u32,
        /// Of how many.
        rounds: u32,
        /// Its boards.
        boards: Vec<PairingLine>,
    },
    /// A DM: the player's game of the round is ready.
    NextGame {
        /// The tournament.
        id: TournamentId,
        /// The round.
        round: u32,
        /// The game.
        game: GameId,
        /// Against whom.
        opponent: String,
    },
    /// A DM: no game this round.
    YourBye {
        /// The tournament.
        id: TournamentId,
        /// The round.
        round: u32,
        /// Half a point (a late joiner's bye).
        half: bool,
        /// Whether it scores at all.
        points: bool,
    },
    /// A game nobody (or only one player) started by the round deadline was forfeited.
    Forfeited {
        /// The tournament.
        id: TournamentId,
        /// The game.
        game: GameId,
        /// The board, from 1.
        board: u32,
        /// The forfeit.
        result: GameResult,
    },
    /// An organiser set a result.
    ResultSet {
        /// The tournament.
        id: TournamentId,
        /// The round.
        round: u32,
        /// The board, from 1.
        board: u32,
        /// The result.
        result: GameResult,
        /// The organiser.
        by: String,
    },
    /// The standings picture's title.
    StandingsTitle {
        /// The tournament.
        id: TournamentId,
        /// After this many rounds.
        round: u32,
        /// Of how many.
        rounds: u32,
        /// Final.
        over: bool,
        /// The round being played (its results not counted yet), if one is.
        in_play: Option<u32>,
    },
    /// The standings as text (the picture's table).
    Standings {
        /// The table.
        table: Box<StandingsTable>,
    },
    /// The last round is over.
    Finished {
        /// The tournament.
        id: TournamentId,
        /// First place: every player who shares it (equal on points and every tie-break).
        winners: Vec<String>,
    },
    /// Called off.
    Cancelled {
        /// The tournament.
        id: TournamentId,
    },
    /// Called off at its start time: fewer than two players.
    CancelledTooFew {
        /// The tournament.
        id: TournamentId,
    },
    /// `hex tournament info`.
    Info {
        /// What it is and where it stands.
        line: Box<TournamentLine>,
        /// Its players.
        players: Vec<String>,
        /// At most this many.
        max_players: Option<u32>,
        /// The round deadline.
        deadline: Millis,
    },
    /// `hex tournament list`.
    List {
        /// The live tournaments.
        lines: Vec<TournamentLine>,
    },
    /// `hex tournament rules`.
    Rules,
    /// A knockout's words.
    Knockout(Box<knockout::KnockoutMsg>),
    /// An arena's or a check-in's words.
    Arena(Box<arena::ArenaMsg>),
    // Refusals.
    /// No tournament with that number.
    NoSuchTournament {
        /// The number.
        id: TournamentId,
    },
    /// No tournament in this channel.
    NoneHere,
    /// In a DM a command must name its tournament.
    NameOneInDm,
    /// Created in a server channel only.
    InChannelOnly,
    /// For organisers only.
    NeedsOrganiser,
    /// This channel runs one already.
    OnePerChannel {
        /// That one.
        id: TournamentId,
    },
    /// Joined already.
    AlreadyJoined {
        /// The tournament.
        id: TournamentId,
    },
    /// Not a player.
    NotJoined {
        /// The tournament.
        id: TournamentId,
    },
    /// The person to remove is not a player.
    NotAPlayer,
    /// No more places.
    Full {
        /// The tournament.
        id: TournamentId,
    },
    /// Closed to new players.
    Closed,
    /// After the start, `withdraw`.
    UseWithdraw,
    /// Withdrew already.
    AlreadyWithdrawn,
    /// Started already.
    AlreadyStarted,
    /// Not started yet.
    NotStarted {
        /// The tournament.
        id: TournamentId,
    },
    /// Fewer than two players.
    TooFewPlayers,
    /// The round is still being played.
    RoundInProgress,
    /// Over or cancelled.
    AlreadyOver,
    /// No game on that board.
    NoSuchBoard {
        /// The round.
        round: u32,
        /// The board, from 1.
        board: u32,
    },
    /// Two players will never be paired (an organiser's `avoid`).
    /// (The tournament, one player, the other.)
    Avoided(TournamentId, String, String),
    /// How a Swiss is paired (`rules swiss`).
    SwissRules,
}

/// The words of a tournament command not understood (`hex tournament frob`).
pub(super) fn parse_error(text: &str, lang: Lang) -> String {
    t(
        lang,
        "tournament-error-bad-word",
        Args::new().str("text", text),
    )
}

fn id_args(id: TournamentId) -> Args {
    Args::new().str("id", id.to_string())
}

impl TournamentMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let plain = |key: &str| t(lang, &format!("tournament-error-{key}"), Args::new());
        let with_id = |key: &str, id: &TournamentId| {
            t(lang, &format!("tournament-error-{key}"), id_args(*id))
        };
        match self {
            TournamentMsg::Knockout(msg) => msg.text(lang),
            TournamentMsg::Arena(msg) => msg.text(lang),
            TournamentMsg::NoSuchTournament { id } => with_id("no-such", id),
            TournamentMsg::NoneHere => plain("none-here"),
            TournamentMsg::NameOneInDm => plain("name-one"),
            TournamentMsg::InChannelOnly => plain("channel-only"),
            TournamentMsg::NeedsOrganiser => plain("organiser"),
            TournamentMsg::OnePerChannel { id } => with_id("one-per-channel", id),
            TournamentMsg::AlreadyJoined { id } => with_id("already-joined", id),
            TournamentMsg::NotJoined { id } => with_id("not-joined", id),
            TournamentMsg::NotAPlayer => plain("not-a-player"),
            TournamentMsg::Full { id } => with_id("full", id),
            TournamentMsg::Closed => plain("closed"),
            TournamentMsg::UseWithdraw => plain("use-withdraw"),
            TournamentMsg::AlreadyWithdrawn => plain("already-withdrawn"),
            TournamentMsg::AlreadyStarted => plain("already-started"),
            TournamentMsg::NotStarted { id } => with_id("not-started", id),
            TournamentMsg::TooFewPlayers => plain("too-few"),
            TournamentMsg::RoundInProgress => plain("round-on"),
            TournamentMsg::AlreadyOver => plain("over"),
            TournamentMsg::NoSuchBoard { round, board } => t(
                lang,
                "tournament-error-no-board",
                Args::new().num("round", *round).num("board", *board),
            ),

            TournamentMsg::Created {
                id,
                format,
                options,
                max_players,
                start,
            } => t(
                lang,
                "tournament-created",
                id_args(*id)
                    .str("format", format_text(*format, lang))
                    .str("game", super::lobby::board_game(options, lang))
                    .num("max", max_players.unwrap_or(0))
                    .str("start", start_text(*start, lang)),
            ),
            TournamentMsg::Joined {
                id,
                name,
                count,
                late_bye,
            } => t(
                lang,
                "tournament-joined",
                id_args(*id)
                    .str("name", name.as_str())
                    .num("count", *count)
                    .flag("late", *late_bye),
            ),
            TournamentMsg::Left { id, name } => t(
                lang,
                "tournament-left",
                id_args(*id).str("name", name.as_str()),
            ),
            TournamentMsg::Avoided(id, a, b) => {
                let args = id_args(*id).str("first", a.as_str());
                t(lang, "tournament-avoided", args.str("second", b.as_str()))
            }
            TournamentMsg::Withdrew { id, name, kicked } => t(
                lang,
                "tournament-withdrew",
                id_args(*id)
                    .str("name", name.as_str())
                    .flag("kicked", *kicked),
            ),
            TournamentMsg::Started {
                id,
                players,
                rounds,
            } => t(
                lang,
                "tournament-started",
                id_args(*id).num("players", *players).num("rounds", *rounds),
            ),
            TournamentMsg::Pairings {
                id,
                round,
                rounds,
                boards,
            } => {
                let head = t(
                    lang,
                    "tournament-pairings",
                    id_args(*id).num("round", *round).num("rounds", *rounds),
                );
                std::iter::once(head)
                    .chain(boards.iter().map(|b| board_text(b, lang)))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            TournamentMsg::NextGame {
                id,
                round,
                game,
                opponent,
            } => t(
                lang,
                "tournament-next-game",
                id_args(*id)
                    .num("round", *round)
                    .str("game", game.to_string())
                    .str("opponent", opponent.as_str()),
            ),
            TournamentMsg::YourBye {
                id,
                round,
                half,
                points,
            } => t(lang, "tournament-your-bye", {
                // Shown as `½`; the number chooses the noun's form ("1 point", "0 points").
                let (shown, count) = match (points, half) {
                    (false, _) => ("0", 0.0),
                    (true, true) => ("½", 0.5),
                    (true, false) => ("1", 1.0),
                };
                id_args(*id)
                    .num("round", *round)
                    .str("points", shown)
                    .num("count", count)
            }),
            TournamentMsg::Forfeited {
                id,
                game,
                board,
                result,
            } => t(
                lang,
                "tournament-forfeited",
                id_args(*id)
                    .str("game", game.to_string())
                    .num("board", *board)
                    .flag("double", *result == GameResult::DoubleForfeit),
            ),
            TournamentMsg::ResultSet {
                id,
                round,
                board,
                result,
                by,
            } => t(
                lang,
                "tournament-result-set",
                id_args(*id)
                    .num("round", *round)
                    .num("board", *board)
                    .str("result", result_text(*result))
                    .str("by", by.as_str()),
            ),
            TournamentMsg::StandingsTitle {
                id,
                round,
                rounds,
                over: false,
                in_play: Some(playing),
            } => t(
                lang,
                "tournament-standings-title-in-play",
                id_args(*id)
                    .num("round", *round)
                    .num("rounds", *rounds)
                    .num("playing", *playing),
            ),
            TournamentMsg::StandingsTitle {
                id,
                round,
                rounds,
                over,
                ..
            } => t(
                lang,
                "tournament-standings-title",
                id_args(*id)
                    .num("round", *round)
                    .num("rounds", *rounds)
                    .flag("over", *over),
            ),
            TournamentMsg::Standings { table } => standings_text(table, lang),
            TournamentMsg::Finished { id, winners } if winners.len() > 1 => t(
                lang,
                "tournament-finished-shared",
                id_args(*id)
                    .str("winners", winners.join(", "))
                    .num("count", winners.len() as u32),
            ),
            TournamentMsg::Finished { id, winners } => t(
                lang,
                "tournament-finished",
                id_args(*id).str("winner", winners.concat()),
            ),
            TournamentMsg::Cancelled { id } => t(lang, "tournament-cancelled", id_args(*id)),
            TournamentMsg::CancelledTooFew { id } => {
                t(lang, "tournament-cancelled-too-few", id_args(*id))
            }
            TournamentMsg::Info {
                line,
                players,
                max_players,
                deadline,
            } => t(
                lang,
                "tournament-info",
                Args::new()
                    .str("line", line_text(line, lang))
                    .str("players", players.join(", "))
                    .num("max", max_players.unwrap_or(0))
                    .str("deadline", human_duration(*deadline, lang)),
            ),
            TournamentMsg::List { lines } if lines.is_empty() => {
                t(lang, "tournament-list-empty", Args::new())
            }
            TournamentMsg::List { lines } => {
                std::iter::once(t(lang, "tournament-list", Args::new()))
                    .chain(lines.iter().map(|l| line_text(l, lang)))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            TournamentMsg::Rules => t(lang, "tournament-rules-fide", Args::new()),
            TournamentMsg::SwissRules => t(lang, "tournament-rules-swiss", Args::new()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{core::tournament::TieBreak, render::standings::StandingsLine};

    fn bye(half: bool, points: bool, lang: Lang) -> String {
        TournamentMsg::YourBye {
            id: TournamentId(1),
            round: 2,
            half,
            points,
        }
        .text(lang)
    }

    fn standing(games: &str, lang: Lang) -> String {
        let table = StandingsTable {
            tie_breaks: tie_break_codes(&[TieBreak::DirectEncounter, TieBreak::Wins], lang),
            lines: vec![StandingsLine {
                hot: false,
                rank: "1".into(),
                name: "erin".into(),
                points: "1".into(),
                games: games.into(),
                tie_breaks: vec!["½".into(), "1".into()],
                rating: "1500".into(),
                withdrawn: false,
            }],
            ..StandingsTable::default()
        };
        TournamentMsg::Standings {
            table: Box::new(table),
        }
        .text(lang)
    }

    /// Issue #29: "you have a bye (1 points)" and "(1 games; …)": the counts reach Fluent as
    /// numbers, so each language's plural form is chosen (Czech's four among them).
    #[test]
    fn a_bye_and_a_standings_line_choose_their_words_form_by_the_number() {
        assert!(bye(false, true, Lang::En).contains("(1 point)"));
        assert!(bye(true, true, Lang::En).contains("(½ points)"));
        assert!(bye(false, false, Lang::En).contains("(0 points)"));
        assert!(bye(false, true, Lang::Cs).contains("(1 bod)"));
        assert!(bye(true, true, Lang::Cs).contains("(½ bodu)"));
        assert!(bye(false, false, Lang::Cs).contains("(0 bodů)"));
        assert!(bye(false, true, Lang::De).contains("(1 Punkt)"));
        assert!(bye(false, false, Lang::De).contains("(0 Punkte)"));
        assert!(bye(false, true, Lang::Fi).contains("(1 piste)"));
        assert!(standing("1", Lang::En).contains("(1 game;"));
        assert!(standing("2", Lang::En).contains("(2 games;"));
        assert!(standing("1", Lang::Fi).contains("(1 peli;"));
        assert!(standing("5", Lang::Fi).contains("(5 peliä;"));
        assert!(standing("1", Lang::Da).contains("(1 parti;"));
        assert!(standing("1", Lang::De).contains("(1 Partie;"));
    }

    /// Issue #29: the tie-breaks' codes come from the catalogues, in the reader's language.
    #[test]
    fn tie_break_codes_are_the_readers() {
        let all = [
            TieBreak::DirectEncounter,
            TieBreak::SonnebornBerger,
            TieBreak::Wins,
            TieBreak::BuchholzCut1,
            TieBreak::Buchholz,
        ];
        assert_eq!(
            tie_break_codes(&all, Lang::En),
            ["DE", "SB", "W", "BH-C1", "BH"]
        );
        assert_eq!(
            tie_break_codes(&all, Lang::De),
            ["DV", "SB", "S", "BH-1", "BH"]
        );
        let german = standing("1", Lang::De);
        assert!(german.contains("DV ½, S 1"), "{german}");
    }
}
