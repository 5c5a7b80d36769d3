//! The words of `hex tournament …`: create (the game's words as in a challenge, plus
//! `rr` / `drr` / `swiss N` / `knockout` / `double-knockout`, `max=N`, `start=hand|full|2h`,
//! `deadline=1d`, `checkin=15m`, `arena 45m`, and for a knockout `match=N`,
//! `third-place=on|off`, `reset=on|off`, `seed=rating|random|hand`), join, leave, withdraw,
//! start, pairings, standings (`bracket`), info, list, cancel, result (`3 1-0`, `2.3 0-1` or
//! `3 0-1 round=2`), kick, seed, avoid and rules. The subcommands' names (and other names)
//! are the command table's ([`super::table::TOURNAMENT_COMMANDS`]).

use super::{
    error::{KnockoutWord, ParseError},
    options::human_options,
    table,
    words::mention_to_id,
};
use crate::core::{
    clock::parse_duration,
    ids::{Millis, TournamentId},
    tournament::{Format, GameResult, KnockoutFormat, SeedBy},
    GameOptions,
};
use crate::rules::Side;

/// When a new tournament starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartWhen {
    /// When an organiser types `hex tournament start`.
    ByHand,
    /// As soon as the last place is taken (`max=` is then required).
    WhenFull,
    /// This long after its creation (`start=2h`).
    In(Millis),
}

/// What `hex tournament create` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TournamentSetup {
    /// The game of every board (its colour word is ignored: pairing decides colours).
    pub options: GameOptions,
    /// Round-robin, double round-robin or Swiss.
    pub format: Format,
    /// At most this many players (`None`: no limit).
    pub max_players: Option<u32>,
    /// When it starts.
    pub start: StartWhen,
    /// How long a round's games may wait for their first moves (`None`: from the time
    /// control).
    pub deadline: Option<Millis>,
    /// Check-in: the window before the start in which players confirm (`checkin=15m`).
    pub checkin: Option<Millis>,
}

/// One `hex tournament` command.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TournamentAction {
    /// Create a tournament in this channel (organisers).
    Create(Box<TournamentSetup>),
    /// Join it.
    Join,
    /// Leave it before the start.
    Leave,
    /// Withdraw after the start.
    Withdraw,
    /// Start it now (organisers).
    Start,
    /// The current round's boards.
    Pairings,
    /// The standings, as a picture and as text.
    Standings,
    /// What it is and where it stands.
    Info,
    /// The tournaments of this channel's server (or room).
    List,
    /// Call it off (organisers).
    Cancel,
    /// Set or correct a board's result (organisers): round (`None`: the current), board
    /// (from 1), result.
    Result {
        /// The round, from 1.
        round: Option<u32>,
        /// The board, from 1.
        board: u32,
        /// The result.
        result: GameResult,
    },
    /// Remove a player (organisers): their platform id.
    Kick(String),
    /// The formats and tie-breaks explained.
    Rules,
    /// The knockout's rules explained (`rules knockout`).
    KnockoutRules,
    /// The arena's rules explained (`rules arena`).
    ArenaRules,
    /// Confirm one's place in the check-in window.
    CheckIn,
    /// A knockout's seeds by hand (organisers, before the start): platform ids, best first.
    Seed(Vec<String>),
    /// Two players who must never be paired (organisers; e.g. one household): platform ids.
    Avoid(String, String),
    /// How a Swiss is paired (`rules swiss`).
    SwissRules,
}

impl TournamentAction {
    /// The name of its entry in the command table ([`super::table::TOURNAMENT_COMMANDS`]):
    /// what the table says of it (who may use it) is read from there.
    pub fn table_name(&self) -> &'static str {
        match self {
            TournamentAction::Create(_) => "create",
            TournamentAction::Join => "join",
            TournamentAction::Leave => "leave",
            TournamentAction::Withdraw => "withdraw",
            TournamentAction::Start => "start",
            TournamentAction::Pairings => "pairings",
            TournamentAction::Standings => "standings",
            TournamentAction::Info => "info",
            TournamentAction::List => "list",
            TournamentAction::Cancel => "cancel",
            TournamentAction::Result { .. } => "result",
            TournamentAction::Kick(_) => "kick",
            TournamentAction::Rules
            | TournamentAction::KnockoutRules
            | TournamentAction::ArenaRules
            | TournamentAction::SwissRules => "rules",
            TournamentAction::CheckIn => "checkin",
            TournamentAction::Seed(_) => "seed",
            TournamentAction::Avoid(..) => "avoid",
        }
    }

    /// Who may use it, as the command table says.
    pub fn who(&self) -> super::table::Who {
        super::table::find(super::table::TOURNAMENT_COMMANDS, self.table_name())
            .map_or(super::table::Who::Anyone, |spec| spec.who)
    }
}

/// `hex tournament …`, with the tournament's number when one was named (else the one of
/// the channel).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TournamentCommand {
    /// `id=3` / `t3` if given.
    pub id: Option<TournamentId>,
    /// What to do.
    pub action: TournamentAction,
}

fn bad(token: &str) -> ParseError {
    ParseError::BadTournamentWord {
        text: token.chars().take(40).collect(),
    }
}

/// A tournament number as typed: `t3`, `T3` or `id=3`.
fn tournament_id(token: &str) -> Option<TournamentId> {
    let lower = token.to_lowercase();
    let digits = lower
        .strip_prefix("id=")
        .or_else(|| lower.strip_prefix('t'))?;
    digits.parse::<u64>().ok().map(TournamentId)
}

/// The words after `hex tournament`.
pub(super) fn parse(tokens: &[&str]) -> Result<TournamentCommand, ParseError> {
    let mut id = None;
    let mut words = Vec::with_capacity(tokens.len());
    for &token in tokens {
        match tournament_id(token) {
            Some(named) if id.is_none() => id = Some(named),
            _ => words.push(token),
        }
    }
    let Some((&verb, args)) = words.split_first() else {
        return Ok(TournamentCommand {
            id,
            action: TournamentAction::Info,
        });
    };
    let plain = |action: TournamentAction| {
        if let Some(extra) = args.first() {
            return Err(bad(extra));
        }
        Ok(action)
    };
    let name = table::find(table::TOURNAMENT_COMMANDS, verb).map_or("", |spec| spec.name);
    let action = match name {
        "create" => TournamentAction::Create(Box::new(setup(args)?)),
        "join" => plain(TournamentAction::Join)?,
        "leave" => plain(TournamentAction::Leave)?,
        "withdraw" => plain(TournamentAction::Withdraw)?,
        "start" => plain(TournamentAction::Start)?,
        "pairings" => plain(TournamentAction::Pairings)?,
        "standings" => plain(TournamentAction::Standings)?,
        "info" => plain(TournamentAction::Info)?,
        "list" => plain(TournamentAction::List)?,
        "cancel" => plain(TournamentAction::Cancel)?,
        "checkin" => plain(TournamentAction::CheckIn)?,
        "rules" => match args {
            [] => TournamentAction::Rules,
            [topic] => match topic.to_lowercase().as_str() {
                "knockout" | "ko" | "double-knockout" | "dko" => TournamentAction::KnockoutRules,
                "arena" => TournamentAction::ArenaRules,
                "rr" | "drr" | "round-robin" => TournamentAction::Rules,
                "swiss" => TournamentAction::SwissRules,
                _ => return Err(bad(topic)),
            },
            [_, extra, ..] => return Err(bad(extra)),
        },
        "seed" => seed(args)?,
        "result" => result(args)?,
        "avoid" => match args {
            [a, b] => TournamentAction::Avoid(
                mention_to_id(a).ok_or_else(|| bad(a))?,
                mention_to_id(b).ok_or_else(|| bad(b))?,
            ),
            [] | [_] => return Err(bad(verb)),
            [_, _, extra, ..] => return Err(bad(extra)),
        },
        "kick" => match args {
            [who] => TournamentAction::Kick(mention_to_id(who).ok_or_else(|| bad(who))?),
            [] => return Err(bad(verb)),
            [_, extra, ..] => return Err(bad(extra)),
        },
        _ => return Err(bad(verb)),
    };
    Ok(TournamentCommand { id, action })
}

/// `seed @a @b …`: the players, best first.
fn seed(args: &[&str]) -> Result<TournamentAction, ParseError> {
    let wrong = |text: &str| ParseError::BadKnockoutWord {
        text: text.chars().take(40).collect(),
        problem: KnockoutWord::SeedPlayers,
    };
    if args.is_empty() {
        return Err(wrong(""));
    }
    let ids = args
        .iter()
        .map(|who| mention_to_id(who).ok_or_else(|| wrong(who)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(TournamentAction::Seed(ids))
}

/// `result 3 1-0` (board 3 of the current round), `result 2.3 0-1` or `result 3 0-1 round=2`
/// (round 2, board 3).
fn result(args: &[&str]) -> Result<TournamentAction, ParseError> {
    let (keyed, args): (Vec<&str>, Vec<&str>) = args
        .iter()
        .partition(|word| word.to_lowercase().starts_with("round="));
    let [place, score] = args[..] else {
        return Err(bad(args
            .get(2)
            .or(args.first())
            .or(keyed.get(1))
            .copied()
            .unwrap_or("result")));
    };
    let keyed_round = match keyed[..] {
        [] => None,
        [word] => Some(
            word.split_once('=')
                .and_then(|(_, n)| n.parse::<u32>().ok())
                .filter(|&n| n > 0)
                .ok_or_else(|| bad(word))?,
        ),
        [_, extra, ..] => return Err(bad(extra)),
    };
    let (round, board) = match (place.split_once('.'), keyed_round) {
        (Some(_), Some(_)) => return Err(bad(place)),
        (Some((round, board)), None) => (Some(round.parse().map_err(|_| bad(place))?), board),
        (None, round) => (round, place),
    };
    let board: u32 = board.parse().map_err(|_| bad(place))?;
    if board == 0 || round == Some(0) {
        return Err(bad(place));
    }
    let result = match score.to_lowercase().as_str() {
        "1-0" => GameResult::Win(Side::First),
        "0-1" => GameResult::Win(Side::Second),
        "½-½" | "1/2-1/2" | "draw" | "=" => GameResult::Draw,
        "+-" | "+:-" => GameResult::ForfeitWin(Side::First),
        "-+" | "-:+" => GameResult::ForfeitWin(Side::Second),
        "--" | "-:-" => GameResult::DoubleForfeit,
        _ => return Err(bad(score)),
    };
    Ok(TournamentAction::Result {
        round,
        board,
        result,
    })
}

/// The words of `hex tournament create`.
fn setup(args: &[&str]) -> Result<TournamentSetup, ParseError> {
    let mut format = Format::RoundRobin;
    let mut max_players = None;
    let mut start = StartWhen::ByHand;
    let mut deadline = None;
    let mut checkin = None;
    let mut knockout = KnockoutOptions::default();
    let mut game_words = Vec::new();
    let mut rest = args.iter();
    while let Some(&token) = rest.next() {
        let lower = token.to_lowercase();
        let (key, value) = lower.split_once('=').unwrap_or((lower.as_str(), ""));
        match key {
            "rr" | "round-robin" | "roundrobin" => format = Format::RoundRobin,
            "drr" | "double" | "double-round-robin" => format = Format::DoubleRoundRobin,
            "swiss" => {
                let count = if value.is_empty() {
                    rest.next().copied().unwrap_or(token)
                } else {
                    value
                };
                let rounds: u32 = count.parse().map_err(|_| bad(count))?;
                if !(1..=30).contains(&rounds) {
                    return Err(bad(count));
                }
                format = Format::Swiss { rounds };
            }
            "max" | "players" => {
                let max: u32 = value.parse().map_err(|_| bad(token))?;
                if !(2..=256).contains(&max) {
                    return Err(bad(token));
                }
                max_players = Some(max);
            }
            "start" => {
                start = match value {
                    "hand" | "manual" => StartWhen::ByHand,
                    "full" => StartWhen::WhenFull,
                    other => StartWhen::In(parse_duration(other).ok_or_else(|| bad(token))?),
                }
            }
            "deadline" => deadline = Some(parse_duration(value).ok_or_else(|| bad(token))?),
            "checkin" | "check-in" => {
                let window = parse_duration(value).filter(|&ms| ms >= 60_000);
                checkin = Some(window.ok_or_else(|| bad(token))?);
            }
            "arena" => {
                let length = if value.is_empty() {
                    rest.next().copied().unwrap_or(token)
                } else {
                    value
                };
                let minutes = parse_duration(&length.to_lowercase())
                    .map(|ms| ms / 60_000)
                    .filter(|m| (5..=1440).contains(m))
                    .ok_or_else(|| bad(length))?;
                format = Format::Arena {
                    minutes: minutes as u32,
                };
            }
            "knockout" | "ko" | "single-elimination" | "elimination" => {
                format = Format::Knockout(KnockoutFormat::default());
            }
            "double-knockout" | "dko" | "double-elimination" => {
                format = Format::Knockout(KnockoutFormat {
                    double: true,
                    ..KnockoutFormat::default()
                });
            }
            "match" | "third-place" | "reset" | "seed" => knockout.read(token, key, value)?,
            _ => game_words.push(token),
        }
    }
    let format = knockout.apply(format)?;
    if start == StartWhen::WhenFull && max_players.is_none() {
        return Err(bad("start=full"));
    }
    Ok(TournamentSetup {
        options: human_options(&game_words)?,
        format,
        max_players,
        start,
        deadline,
        checkin,
    })
}

/// The knockout words of `hex tournament create`, checked against the format at the end (they
/// may come before it).
#[derive(Default)]
struct KnockoutOptions {
    /// The first knockout word, for the error if the format is no knockout.
    first: Option<String>,
    games: Option<u8>,
    third_place: Option<(bool, String)>,
    reset: Option<(bool, String)>,
    seeding: Option<SeedBy>,
}

impl KnockoutOptions {
    fn read(&mut self, token: &str, key: &str, value: &str) -> Result<(), ParseError> {
        let wrong = |problem| ParseError::BadKnockoutWord {
            text: token.chars().take(40).collect(),
            problem,
        };
        let on_off = |problem| match value {
            "on" | "yes" | "true" => Ok(true),
            "off" | "no" | "false" => Ok(false),
            _ => Err(wrong(problem)),
        };
        match key {
            "match" => {
                let games = value
                    .strip_prefix("bo")
                    .unwrap_or(value)
                    .parse::<u8>()
                    .ok()
                    .filter(|n| (1..=15).contains(n))
                    .ok_or_else(|| wrong(KnockoutWord::Match))?;
                self.games = Some(games);
            }
            "third-place" => {
                self.third_place = Some((on_off(KnockoutWord::ThirdPlace)?, token.to_owned()))
            }
            "reset" => self.reset = Some((on_off(KnockoutWord::Reset)?, token.to_owned())),
            _ => {
                self.seeding = Some(match value {
                    "rating" | "ratings" => SeedBy::Rating,
                    "random" | "lot" | "draw" => SeedBy::Random,
                    "hand" | "manual" => SeedBy::Hand,
                    _ => return Err(wrong(KnockoutWord::Seed)),
                })
            }
        }
        self.first.get_or_insert_with(|| token.to_owned());
        Ok(())
    }

    /// The format with the knockout words applied; an error for a word the format refuses.
    fn apply(self, format: Format) -> Result<Format, ParseError> {
        let wrong = |text: &str, problem| ParseError::BadKnockoutWord {
            text: text.chars().take(40).collect(),
            problem,
        };
        let Format::Knockout(mut knockout) = format else {
            return match self.first {
                Some(word) => Err(wrong(&word, KnockoutWord::NotKnockout)),
                None => Ok(format),
            };
        };
        if let Some(games) = self.games {
            knockout.games = games;
        }
        if let Some(seeding) = self.seeding {
            knockout.seeding = seeding;
        }
        match (self.third_place, knockout.double) {
            (Some((_, word)), true) => return Err(wrong(&word, KnockoutWord::ThirdPlaceInDouble)),
            (Some((on, _)), false) => knockout.third_place = on,
            (None, _) => {}
        }
        match (self.reset, knockout.double) {
            (Some((_, word)), false) => return Err(wrong(&word, KnockoutWord::ResetInSingle)),
            (Some((on, _)), true) => knockout.reset = on,
            (None, _) => {}
        }
        Ok(Format::Knockout(knockout))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Result<TournamentCommand, ParseError> {
        parse(&text.split_whitespace().collect::<Vec<_>>())
    }

    #[test]
    fn create_reads_format_limits_and_the_game() {
        let cmd = words("create darkhex 7 swiss 4 max=8 start=full deadline=2h 1d rated").unwrap();
        let TournamentAction::Create(setup) = cmd.action else {
            panic!("{cmd:?}")
        };
        assert_eq!(setup.format, Format::Swiss { rounds: 4 });
        assert_eq!(setup.max_players, Some(8));
        assert_eq!(setup.start, StartWhen::WhenFull);
        assert_eq!(setup.deadline, Some(7_200_000));
        assert_eq!(setup.options.rated, Some(true));
        let cmd = words("create hex 9 drr start=30m").unwrap();
        let TournamentAction::Create(setup) = cmd.action else {
            panic!("{cmd:?}")
        };
        assert_eq!(setup.format, Format::DoubleRoundRobin);
        assert_eq!(setup.start, StartWhen::In(1_800_000));
    }

    #[test]
    fn arena_and_check_in_words() {
        let cmd = words("create darkhex 7 arena 45m checkin=15m start=1h").unwrap();
        let TournamentAction::Create(setup) = cmd.action else {
            panic!("{cmd:?}")
        };
        assert_eq!(setup.format, Format::Arena { minutes: 45 });
        assert_eq!(setup.checkin, Some(900_000));
        let cmd = words("create hex 9 arena=1h").unwrap();
        let TournamentAction::Create(setup) = cmd.action else {
            panic!("{cmd:?}")
        };
        assert_eq!(setup.format, Format::Arena { minutes: 60 });
        assert_eq!(words("checkin").unwrap().action, TournamentAction::CheckIn);
        assert_eq!(
            words("rules arena").unwrap().action,
            TournamentAction::ArenaRules
        );
        for wrong in [
            "create arena",
            "create arena 1m",
            "create arena 2d",
            "create checkin=x",
        ] {
            assert!(
                matches!(words(wrong), Err(ParseError::BadTournamentWord { .. })),
                "{wrong}"
            );
        }
    }

    #[test]
    fn knockout_words_in_any_order_and_their_mistakes() {
        let format = |text: &str| match words(text).map(|c| c.action) {
            Ok(TournamentAction::Create(setup)) => Ok(setup.format),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e),
        };
        assert_eq!(
            format("create hex 9 knockout").unwrap(),
            Format::Knockout(KnockoutFormat::default())
        );
        assert_eq!(
            format("create match=3 seed=random hex 9 double-knockout reset=off").unwrap(),
            Format::Knockout(KnockoutFormat {
                double: true,
                reset: false,
                games: 3,
                seeding: SeedBy::Random,
                ..KnockoutFormat::default()
            })
        );
        assert_eq!(
            format("create ko third-place=on match=2").unwrap(),
            Format::Knockout(KnockoutFormat {
                third_place: true,
                games: 2,
                ..KnockoutFormat::default()
            })
        );
        for (wrong, problem) in [
            ("create ko match=0", KnockoutWord::Match),
            ("create ko match=16", KnockoutWord::Match),
            ("create ko match=x", KnockoutWord::Match),
            ("create ko third-place=maybe", KnockoutWord::ThirdPlace),
            ("create dko reset=2", KnockoutWord::Reset),
            ("create ko seed=elo", KnockoutWord::Seed),
            ("create swiss 3 match=3", KnockoutWord::NotKnockout),
            ("create rr seed=hand", KnockoutWord::NotKnockout),
            (
                "create dko third-place=on",
                KnockoutWord::ThirdPlaceInDouble,
            ),
            ("create ko reset=on", KnockoutWord::ResetInSingle),
            ("seed", KnockoutWord::SeedPlayers),
            ("seed @1 bob", KnockoutWord::SeedPlayers),
        ] {
            match words(wrong) {
                Err(ParseError::BadKnockoutWord { problem: p, .. }) => {
                    assert_eq!(p, problem, "{wrong}")
                }
                other => panic!("{wrong}: {other:?}"),
            }
        }
        assert_eq!(
            words("seed @1 @2").unwrap().action,
            TournamentAction::Seed(vec!["1".into(), "2".into()])
        );
        assert_eq!(
            words("bracket").unwrap().action,
            TournamentAction::Standings
        );
        assert_eq!(
            words("rules knockout").unwrap().action,
            TournamentAction::KnockoutRules
        );
    }

    #[test]
    fn other_commands_and_their_mistakes() {
        assert_eq!(
            words("join t3").unwrap(),
            TournamentCommand {
                id: Some(TournamentId(3)),
                action: TournamentAction::Join
            }
        );
        assert_eq!(words("").unwrap().action, TournamentAction::Info);
        assert_eq!(
            words("result 2.3 0-1").unwrap().action,
            TournamentAction::Result {
                round: Some(2),
                board: 3,
                result: GameResult::Win(Side::Second)
            }
        );
        assert_eq!(
            words("kick @42").unwrap().action,
            TournamentAction::Kick("42".into())
        );
        assert_eq!(
            words("avoid @1 @2").unwrap().action,
            TournamentAction::Avoid("1".into(), "2".into())
        );
        assert!(words("avoid @1").is_err());
        assert_eq!(
            words("rules swiss").unwrap().action,
            TournamentAction::SwissRules
        );
        for wrong in [
            "create swiss",
            "create swiss 0",
            "create start=full",
            "create max=1",
            "result 0 1-0",
            "result 1 2-0",
            "join now",
            "frobnicate",
            "kick",
        ] {
            assert!(
                matches!(words(wrong), Err(ParseError::BadTournamentWord { .. })),
                "{wrong}"
            );
        }
    }

    #[test]
    fn every_action_names_its_entry_in_the_command_table() {
        use super::super::table::{find, Who, TOURNAMENT_COMMANDS};
        let setup = match words("create hex 9 drr start=30m").map(|c| c.action) {
            Ok(action @ TournamentAction::Create(_)) => action,
            other => panic!("a create: {other:?}"),
        };
        let result = TournamentAction::Result {
            round: None,
            board: 1,
            result: GameResult::Draw,
        };
        let actions = [
            setup,
            TournamentAction::Join,
            TournamentAction::Leave,
            TournamentAction::Withdraw,
            TournamentAction::Start,
            TournamentAction::Pairings,
            TournamentAction::Standings,
            TournamentAction::Info,
            TournamentAction::List,
            TournamentAction::Cancel,
            result,
            TournamentAction::Kick("1".into()),
            TournamentAction::Rules,
            TournamentAction::KnockoutRules,
            TournamentAction::ArenaRules,
            TournamentAction::SwissRules,
            TournamentAction::CheckIn,
            TournamentAction::Seed(vec!["1".into()]),
            TournamentAction::Avoid("1".into(), "2".into()),
        ];
        for action in &actions {
            assert!(
                find(TOURNAMENT_COMMANDS, action.table_name()).is_some(),
                "{action:?}"
            );
        }
        // The organisers' commands, as the table says them.
        let organisers: Vec<&str> = actions
            .iter()
            .filter(|a| a.who() == Who::Organiser)
            .map(TournamentAction::table_name)
            .collect();
        assert_eq!(
            organisers,
            ["create", "start", "cancel", "result", "kick", "seed", "avoid"]
        );
    }
}
