//! The text command grammar shared by every platform: chat text (and slash-command options)
//! → [`Command`], or a [`ParseError`] saying what was not understood.
//!
//! - `mod.rs`: [`Command`] and [`parse`], the grammar of a whole message;
//! - `options.rs`: [`GameOptions`] and [`parse_options`], the words that choose a game;
//! - `error.rs`: [`ParseError`], the syntax errors (the user's texts are in `messages`);
//! - `records.rs`: the words of `hex profile`, `hex leaderboard` and `hex history`;
//! - `words.rs`: the small lexers (game numbers, mentions; a family's own words, its names and
//!   its move text, are in its folder under `core/families/`);
//! - `defaults.rs`: a server's default game and size put in front of a challenge's words;
//! - `table.rs`: the command table (names, options, Fluent ids, who may use each), from which
//!   a network's typed commands, the verbs read here and `hex help`'s list are derived.
//!
//! Syntax only: whether a move or a command is allowed is for the rules and the engine.

#[cfg(test)]
pub(crate) mod agree;
mod defaults;
pub(crate) mod error;
mod options;
mod records;
pub mod table;
mod tournament;
mod typed;
pub(crate) mod words;

pub use defaults::{insert_defaults, is_challenge};
pub use error::{KnockoutWord, ParseError};
use options::human_options;
pub use options::{
    dimensions, parse_options, time_word, ColourChoice, GameChoice, GameOptions, SIZES,
};
pub use records::rating_kind;
pub use tournament::{StartWhen, TournamentAction, TournamentCommand, TournamentSetup};
pub use typed::{parse_typed, typed_text, Typed};
pub use words::mention_to_id;
use words::{parse_number, quote};

use crate::{
    core::{
        families::{family_named, typed_move},
        marks::Mark,
        ratings::RatingKind,
        server::SettingsUpdate,
        ChallengeId, DrawAction, GameId,
    },
    rules::{Cell, Family, Move, Notation, SyntaxError, Variant},
};

/// A command to the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge a named player (`opponent`), or anyone in the channel when `None`.
    Challenge {
        /// The challenged user's platform id (mention stripped), or `None` for open.
        opponent: Option<String>,
        /// The game asked for.
        options: GameOptions,
    },
    /// Accept a challenge (the one addressed to you here, or an open one).
    Accept(Option<ChallengeId>),
    /// Decline a challenge addressed to you.
    Decline(Option<ChallengeId>),
    /// Withdraw your own challenge.
    Cancel(Option<ChallengeId>),
    /// Offer, accept or decline a draw (in a family that has draws).
    Draw {
        /// `#12` if given.
        game: Option<GameId>,
        /// What to do.
        action: DrawAction,
    },
    /// A move of any family as typed (`f6`, `swap`, `f4-g5`, `f4xh6xf6`), optionally naming
    /// the game; checked for syntax only (which legal move it names is decided against the
    /// game's position).
    Move {
        /// `#12` if given.
        game: Option<GameId>,
        /// The move.
        mv: Notation,
    },
    /// Resign.
    Resign(Option<GameId>),
    /// Show the board (your view in DM).
    Board(Option<GameId>),
    /// List your games and the challenges here.
    Games,
    /// The full replay of a finished game.
    Replay(GameId),
    /// `hex replay 12 views`: the knowledge replay of a finished Dark Hex game (what each
    /// player knew at each move, beside the true board).
    ReplayViews(GameId),
    /// The game record as Hex SGF.
    Export(GameId),
    /// Ask for (or agree to) taking back the last move.
    Takeback(Option<GameId>),
    /// Offer the same game again.
    Rematch(Option<GameId>),
    /// The command list.
    Help,
    /// The rules of a game (all games when `None`).
    Rules(Option<RulesOf>),
    /// Play the computer.
    PlayBot(GameOptions),
    /// Show (nothing given) or change the server's settings; for its managers.
    Settings(SettingsUpdate),
    /// `hex language [code|auto]`: show (nothing given), choose (`fi`) or clear (`auto`) the
    /// author's own language; a Matrix room's moderator sets the room's. The word as typed
    /// (lower case, at most 20 characters), checked by the handler.
    Language(Option<String>),
    /// A player's ratings, streak and newest games (`None`: the author's own); the platform
    /// id of a mentioned player otherwise.
    Profile(Option<String>),
    /// The best ratings of a game in this server (room), or on the whole network.
    Leaderboard {
        /// Which rating.
        kind: RatingKind,
        /// The whole network's board.
        global: bool,
    },
    /// A page of a player's finished games, newest first.
    History {
        /// The player's platform id (`None`: the author).
        user: Option<String>,
        /// Only games of this kind.
        kind: Option<RatingKind>,
        /// The page, from 1.
        page: u32,
    },
    /// `hex tournament …`.
    Tournament(TournamentCommand),
}

/// Which game's rules `hex rules` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesOf {
    /// A game of the Hex family.
    Hex(Variant),
    /// A family whose game has no variants, by the family.
    Family(Family),
}

impl RulesOf {
    /// The game's name as users type it (`darkhex`, `darkhex-abrupt`, `hex`, `rex`, or the
    /// family's name).
    pub fn name(self) -> &'static str {
        match self {
            RulesOf::Hex(variant) => variant.name(),
            RulesOf::Family(family) => family.name(),
        }
    }
}

/// Parses a chat message. `Ok(None)` means the message is ordinary chat, not for the bot.
pub fn parse(text: &str) -> Result<Option<Command>, ParseError> {
    let text = text.trim();
    let mut tokens: Vec<&str> = text.split_whitespace().collect();
    let Some(&first) = tokens.first() else {
        return Ok(None);
    };
    let first_lower = first.to_lowercase();
    if first_lower == "hex" || first_lower == "/hex" || first_lower == "!hex" {
        tokens.remove(0);
        return parse_hex_command(&tokens).map(Some);
    }
    // `#12 f6`, `#12 resign`, or a bare move.
    let (game, rest) = if first.starts_with('#') {
        match number::<GameId>(first) {
            Some(id) => (Some(id), text[first.len()..].trim()),
            None => return Ok(None),
        }
    } else {
        (None, text)
    };
    let lower = rest.to_lowercase();
    match lower.as_str() {
        "resign" => return Ok(Some(Command::Resign(game))),
        "swap" => {
            return Ok(Some(Command::Move {
                game,
                mv: Move::Swap.into(),
            }))
        }
        "board" => return Ok(Some(Command::Board(game))),
        "takeback" => return Ok(Some(Command::Takeback(game))),
        // Bare `draw` is common chat; only `#12 draw` (or `hex draw`) is a command.
        "draw" if game.is_some() => {
            return Ok(Some(Command::Draw {
                game,
                action: DrawAction::Offer,
            }))
        }
        _ => {}
    }
    match rest.parse::<Cell>() {
        Ok(cell) => Ok(Some(Command::Move {
            game,
            mv: Move::Place(cell).into(),
        })),
        Err(error) => match typed_move(rest) {
            // Another family's move (or an attempt at one).
            Some(mv) => mv.map(|mv| Some(Command::Move { game, mv })),
            // Chat that happens to start like a cell is chat, unless a game was named or the
            // row is out of range (`f0`): then the user meant a move.
            None if game.is_some() || matches!(error, SyntaxError::RowOutOfRange(_)) => {
                Err(ParseError::BadMove { text: quote(rest) })
            }
            None => Ok(None),
        },
    }
}

/// The move of `hex move` (and of an adapter's move field): a Hex cell or `swap`, else another
/// family's move, checked for syntax only; `game` is the game it names, if any. Text that is
/// neither is a [`ParseError::BadMove`], unless it looks like an attempt at another family's
/// move: then the error says what is wrong with it.
pub fn parse_move(game: Option<GameId>, text: &str) -> Result<Command, ParseError> {
    match text.parse::<Move>() {
        Ok(mv) => Ok(Command::Move {
            game,
            mv: mv.into(),
        }),
        Err(_) => match typed_move(text) {
            Some(mv) => mv.map(|mv| Command::Move { game, mv }),
            None => Err(ParseError::BadMove { text: quote(text) }),
        },
    }
}

/// A game or challenge number (`#12` or `12`), as the id it is.
fn number<T: From<u64>>(token: &str) -> Option<T> {
    parse_number(token).map(T::from)
}

/// An optional game or challenge number: `what` names it in the error.
fn optional_number<T: From<u64>>(
    tokens: &[&str],
    what: &'static str,
) -> Result<Option<T>, ParseError> {
    match tokens {
        [] => Ok(None),
        [token] => number(token)
            .map(Some)
            .ok_or_else(|| ParseError::BadNumber {
                what,
                text: (*token).to_owned(),
            }),
        _ => Err(ParseError::TooManyWords),
    }
}

/// The game number `hex {what} 12` needs.
fn required_number(tokens: &[&str], what: &'static str) -> Result<GameId, ParseError> {
    optional_number(tokens, what)?.ok_or(ParseError::MissingGameNumber { what })
}

/// `hex replay 12` and `hex replay 12 views` (the word before or after the number).
fn replay(args: &[&str]) -> Result<Command, ParseError> {
    let is_views = |word: &&str| matches!(word.to_lowercase().as_str(), "views" | "view");
    match args {
        [a, b] if is_views(a) => Ok(Command::ReplayViews(required_number(&[b], "replay")?)),
        [a, b] if is_views(b) => Ok(Command::ReplayViews(required_number(&[a], "replay")?)),
        [a] if is_views(a) => Err(ParseError::MissingGameNumber { what: "replay" }),
        _ => Ok(Command::Replay(required_number(args, "replay")?)),
    }
}

/// `hex settings game=hex size=11 language=en threads=on web=off tournament-channel=#games`: each
/// word a `key=value`; none shows the settings.
fn settings_update(tokens: &[&str]) -> Result<SettingsUpdate, ParseError> {
    let mut update = SettingsUpdate::default();
    for &token in tokens {
        let bad = || ParseError::BadSetting {
            text: token.chars().take(40).collect(),
        };
        let (key, value) = token.split_once('=').ok_or_else(bad)?;
        if value.is_empty() {
            return Err(bad());
        }
        match key.to_lowercase().as_str() {
            "game" => update.game = Some(value.to_lowercase()),
            "size" => update.size = Some(value.parse().map_err(|_| bad())?),
            "language" | "lang" => update.language = Some(value.to_lowercase()),
            "threads" | "web" => {
                let on = match value.to_lowercase().as_str() {
                    "on" | "yes" | "true" => true,
                    "off" | "no" | "false" => false,
                    _ => return Err(bad()),
                };
                if key.eq_ignore_ascii_case("web") {
                    update.web = Some(on);
                } else {
                    update.threads = Some(on);
                }
            }
            "tournament-channel" | "tournaments" => {
                update.tournament_channel = Some(words::reference_id(value, |m| match m {
                    Mark::Channel(id) => Some(id),
                    _ => None,
                }));
            }
            "organiser-role" | "organizer-role" => {
                update.organiser_role = Some(words::reference_id(value, |m| match m {
                    Mark::Role(id) => Some(id),
                    _ => None,
                }));
            }
            _ => return Err(bad()),
        }
    }
    Ok(update)
}

/// `hex …`: the words after `hex`.
fn parse_hex_command(tokens: &[&str]) -> Result<Command, ParseError> {
    let Some((&verb, args)) = tokens.split_first() else {
        return Ok(Command::Help);
    };
    let verb = verb.to_lowercase();
    // `hex swap [n]`, like a bare `swap`, is typed only: a typed invocation says `move swap`.
    let name = match table::find(table::COMMANDS, &verb) {
        Some(spec) => spec.name,
        None if verb == "swap" => "swap",
        None => return Err(ParseError::UnknownCommand { text: quote(&verb) }),
    };
    Ok(match name {
        "challenge" => {
            let (opponent, rest) = match args.split_first() {
                Some((token, rest)) if mention_to_id(token).is_some() => {
                    (mention_to_id(token), rest)
                }
                _ => return Err(ParseError::ChallengeNeedsOpponent),
            };
            Command::Challenge {
                opponent,
                options: human_options(rest)?,
            }
        }
        "open" => Command::Challenge {
            opponent: None,
            options: human_options(args)?,
        },
        "accept" => Command::Accept(optional_number(args, "challenge")?),
        "decline" => Command::Decline(optional_number(args, "challenge")?),
        "cancel" => Command::Cancel(optional_number(args, "challenge")?),
        "resign" => Command::Resign(optional_number(args, "game")?),
        "board" => Command::Board(optional_number(args, "game")?),
        "games" => {
            if !args.is_empty() {
                return Err(ParseError::TooManyWords);
            }
            Command::Games
        }
        "replay" => replay(args)?,
        "export" => Command::Export(required_number(args, "export")?),
        "takeback" => Command::Takeback(optional_number(args, "game")?),
        "rematch" => Command::Rematch(optional_number(args, "game")?),
        "help" => Command::Help,
        "language" => match args {
            [] => Command::Language(None),
            [word] => Command::Language(Some(word.to_lowercase().chars().take(20).collect())),
            _ => return Err(ParseError::TooManyWords),
        },
        "rules" => match args {
            [] => Command::Rules(None),
            [name] if family_named(&name.to_lowercase()).is_some() => {
                Command::Rules(family_named(&name.to_lowercase()).map(RulesOf::Family))
            }
            [name] => Command::Rules(Some(RulesOf::Hex(name.parse::<Variant>().map_err(
                |_| ParseError::UnknownGame {
                    text: (*name).to_owned(),
                },
            )?))),
            _ => return Err(ParseError::TooManyWords),
        },
        "play-bot" => Command::PlayBot(parse_options(args)?),
        "move" => {
            let (game, rest) = match args.split_first() {
                Some((first, rest)) if first.starts_with('#') => (number(first), rest.join(" ")),
                _ => (None, args.join(" ")),
            };
            return parse_move(game, &rest);
        }
        "draw" => {
            let mut game = None;
            let mut action = DrawAction::Offer;
            for token in args {
                let lower = token.to_lowercase();
                match lower.as_str() {
                    "offer" => action = DrawAction::Offer,
                    "accept" | "yes" => action = DrawAction::Accept,
                    "decline" | "no" | "refuse" => action = DrawAction::Decline,
                    _ => match number(token) {
                        Some(id) if game.is_none() => game = Some(id),
                        _ => return Err(ParseError::BadDrawWord { text: quote(token) }),
                    },
                }
            }
            Command::Draw { game, action }
        }
        "settings" => Command::Settings(settings_update(args)?),
        "tournament" => Command::Tournament(tournament::parse(args)?),
        "profile" => records::profile(args)?,
        "leaderboard" => records::leaderboard(args)?,
        "history" => records::history(args)?,
        "swap" => Command::Move {
            game: optional_number(args, "game")?,
            mv: Move::Swap.into(),
        },
        _ => return Err(ParseError::UnknownCommand { text: quote(&verb) }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::TimeControl;

    #[test]
    fn parses_the_documented_commands() {
        let cmd = parse("hex challenge @bob darkhex 9 red swap=off 1d")
            .unwrap()
            .unwrap();
        match cmd {
            Command::Challenge { opponent, options } => {
                assert_eq!(opponent.as_deref(), Some("bob"));
                let GameChoice::Hex { size, swap, .. } = options.game else {
                    panic!("{options:?}")
                };
                assert_eq!(size, Some((9, 9)));
                assert_eq!(options.colour, ColourChoice::Red);
                assert_eq!(swap, Some(false));
                assert_eq!(options.time, TimeControl::PerMove { ms: 86_400_000 });
            }
            other => panic!("{other:?}"),
        }
        let f6 = Notation::Hex(Move::Place(Cell::new(5, 5)));
        for text in ["f6", "F6", "f 6"] {
            assert_eq!(
                parse(text),
                Ok(Some(Command::Move {
                    game: None,
                    mv: f6.clone()
                }))
            );
        }
        assert_eq!(
            parse("#12 f6"),
            Ok(Some(Command::Move {
                game: Some(GameId::from(12_u64)),
                mv: f6
            }))
        );
        assert_eq!(
            parse("hex replay 12"),
            Ok(Some(Command::Replay(GameId::from(12_u64))))
        );
        for text in [
            "hex replay 12 views",
            "hex replay #12 VIEWS",
            "hex replay views 12",
        ] {
            assert_eq!(
                parse(text),
                Ok(Some(Command::ReplayViews(GameId::from(12_u64)))),
                "{text}"
            );
        }
        assert_eq!(
            parse("hex replay views"),
            Err(ParseError::MissingGameNumber { what: "replay" })
        );
        assert_eq!(parse("resign"), Ok(Some(Command::Resign(None))));
        assert_eq!(parse("hello there"), Ok(None));
        assert!(parse("hex frobnicate").is_err());
        assert!(parse("#3 zz").is_err());
        assert!(parse("f0").is_err());
        assert!(parse("hex open darkhex 30").is_err());
        assert_eq!(
            mention_to_id("@bob:example.org").as_deref(),
            Some("@bob:example.org")
        );
    }

    #[test]
    fn parses_draws() {
        // Chat is chat.
        assert_eq!(parse("x-ray vision"), Ok(None));
        assert_eq!(parse("draw"), Ok(None));
        assert_eq!(
            parse("hex draw"),
            Ok(Some(Command::Draw {
                game: None,
                action: DrawAction::Offer
            }))
        );
        assert_eq!(
            parse("hex draw accept #4"),
            Ok(Some(Command::Draw {
                game: Some(GameId::from(4_u64)),
                action: DrawAction::Accept
            }))
        );
        assert_eq!(
            parse("#4 draw"),
            Ok(Some(Command::Draw {
                game: Some(GameId::from(4_u64)),
                action: DrawAction::Offer
            }))
        );
        assert!(parse("hex draw maybe").is_err());
    }

    /// One input for each way a message fails to parse, with the error it gives (the
    /// families' words' errors from the families).
    pub(crate) fn every_parse_error() -> Vec<(&'static str, ParseError)> {
        let text = |t: &str| t.to_owned();
        let mut errors = vec![
            (
                "hex frobnicate",
                ParseError::UnknownCommand {
                    text: text("frobnicate"),
                },
            ),
            (
                "hex rules chess",
                ParseError::UnknownGame {
                    text: text("chess"),
                },
            ),
            (
                "hex open darkhex 30",
                ParseError::BadSize { text: text("30") },
            ),
            ("hex open 9x40", ParseError::BadSize { text: text("9x40") }),
            (
                "hex open purple",
                ParseError::BadOption {
                    text: text("purple"),
                },
            ),
            (
                "hex open swap=maybe",
                ParseError::BadOption {
                    text: text("swap=maybe"),
                },
            ),
            (
                "hex challenge @bob hex hard",
                ParseError::BadOption { text: text("hard") },
            ),
            ("hex open darkhex swap=on", ParseError::NoSwapInDarkHex),
            (
                "hex draw maybe",
                ParseError::BadDrawWord {
                    text: text("maybe"),
                },
            ),
            (
                "hex draw #1 #2",
                ParseError::BadDrawWord { text: text("#2") },
            ),
            ("#3 zz", ParseError::BadMove { text: text("zz") }),
            ("f0", ParseError::BadMove { text: text("f0") }),
            (
                "hex move hello",
                ParseError::BadMove {
                    text: text("hello"),
                },
            ),
            (
                "hex accept three",
                ParseError::BadNumber {
                    what: "challenge",
                    text: text("three"),
                },
            ),
            (
                "hex board #x",
                ParseError::BadNumber {
                    what: "game",
                    text: text("#x"),
                },
            ),
            ("hex resign 1 2", ParseError::TooManyWords),
            ("hex games now", ParseError::TooManyWords),
            ("hex rules hex rex", ParseError::TooManyWords),
            (
                "hex replay",
                ParseError::MissingGameNumber { what: "replay" },
            ),
            ("hex sgf", ParseError::MissingGameNumber { what: "export" }),
            ("hex challenge darkhex", ParseError::ChallengeNeedsOpponent),
            ("hex challenge", ParseError::ChallengeNeedsOpponent),
            (
                "hex settings threads=maybe",
                ParseError::BadSetting {
                    text: text("threads=maybe"),
                },
            ),
            (
                "hex tournament create swiss x",
                ParseError::BadTournamentWord { text: text("x") },
            ),
            (
                "hex challenge @bob hex 7 1s+0s",
                ParseError::ClockTooShort {
                    text: text("1s+0s"),
                },
            ),
            (
                "hex tournament create hex 7 swiss 3 10s+5s",
                ParseError::ClockTooShort {
                    text: text("10s+5s"),
                },
            ),
            (
                "hex tournament create hex 7 knockout match=16",
                ParseError::BadKnockoutWord {
                    text: text("match=16"),
                    problem: KnockoutWord::Match,
                },
            ),
        ];
        errors.extend(crate::core::families::sample_parse_errors());
        errors
    }

    #[test]
    fn every_parse_error_is_reachable() {
        for (input, error) in every_parse_error() {
            assert_eq!(parse(input), Err(error), "{input}");
        }
        // Each variant is among them (the match fails to compile when one is added).
        let mut seen = std::collections::BTreeSet::new();
        for (_, error) in every_parse_error() {
            seen.insert(match error {
                ParseError::UnknownCommand { .. } => 0,
                ParseError::UnknownGame { .. } => 1,
                ParseError::BadSize { .. } => 2,
                ParseError::BadOption { .. } => 3,
                ParseError::NoSwapInDarkHex => 4,
                ParseError::NoSize { .. } => 5,
                ParseError::NoSwap { .. } => 6,
                ParseError::ForeignColour { .. } => 7,
                ParseError::BadFamilyMove { .. } => 8,
                ParseError::BadDrawWord { .. } => 9,
                ParseError::BadMove { .. } => 10,
                ParseError::BadNumber { .. } => 11,
                ParseError::TooManyWords => 12,
                ParseError::MissingGameNumber { .. } => 13,
                ParseError::ChallengeNeedsOpponent => 14,
                ParseError::BadSetting { .. } => 15,
                ParseError::BadTournamentWord { .. } => 16,
                ParseError::ClockTooShort { .. } => 17,
                ParseError::BadKnockoutWord { .. } => 18,
            });
        }
        assert_eq!(seen, (0..19).collect());
    }

    #[test]
    fn the_move_field_and_the_checks_of_a_whole_set_of_options() {
        assert_eq!(
            parse_move(None, "swap"),
            Ok(Command::Move {
                game: None,
                mv: Move::Swap.into()
            })
        );
        assert_eq!(
            parse_move(None, "zz"),
            Err(ParseError::BadMove {
                text: "zz".to_owned()
            })
        );
        let dark = Variant::DarkHex(crate::rules::DarkVersion::Classic);
        assert_eq!(
            GameChoice::checked(Family::Hex, dark, None, Some(true), None),
            Err(ParseError::NoSwapInDarkHex)
        );
    }

    #[test]
    fn game_and_challenge_numbers() {
        assert_eq!(
            parse("hex accept 3"),
            Ok(Some(Command::Accept(Some(ChallengeId::from(3_u64)))))
        );
        assert_eq!(
            parse("hex cancel #3"),
            Ok(Some(Command::Cancel(Some(ChallengeId::from(3_u64)))))
        );
        assert_eq!(
            parse("hex swap 7"),
            Ok(Some(Command::Move {
                game: Some(GameId::from(7_u64)),
                mv: Move::Swap.into()
            }))
        );
        // `#` with no number in front of chat is chat.
        assert_eq!(parse("#general hello"), Ok(None));
    }

    proptest::proptest! {
        #[test]
        fn parser_never_panics(text in "\\PC{0,40}") {
            let _ = parse(&text);
        }
    }
}
