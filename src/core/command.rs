//! The text command grammar shared by every platform. Slash commands map to the same
//! [`Command`].

use super::{
    clock::TimeControl,
    messages::Msg,
    table::{DrawAction, GameKind},
    types::{ChallengeId, GameId},
};
use crate::{
    ai::Level,
    rules::{
        hexdame::MoveText, BoardSize, Cell, DarkVersion, GameSettings, Move, SyntaxError, Variant,
    },
};

/// The board sides allowed for chat games.
pub const SIZES: std::ops::RangeInclusive<u32> = 7..=19;

/// Which colour the challenger wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColourChoice {
    /// Red (moves first); White in Hexdame.
    Red,
    /// Blue; Black in Hexdame.
    Blue,
    /// Decided at random when the game starts.
    Random,
}

/// Everything a challenge or a game against the computer can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct GameOptions {
    /// Which family of game (absent in challenges stored before Hexdame: Hex).
    #[serde(default, skip_serializing_if = "GameKind::is_hex")]
    pub kind: GameKind,
    /// Which game of the Hex family (unused for Hexdame).
    pub variant: Variant,
    /// Rows and columns, if given.
    pub size: Option<(u32, u32)>,
    /// The challenger's colour.
    pub colour: ColourChoice,
    /// The swap rule (`None`: the variant's default).
    pub swap: Option<bool>,
    /// The clock.
    pub time: TimeControl,
    /// The computer's strength in a game against it (`None`: the default, `medium`). Not
    /// stored with a challenge: the level of a game is stored in its computer seat.
    #[serde(skip)]
    pub level: Option<Level>,
}

impl Default for GameOptions {
    fn default() -> Self {
        Self {
            kind: GameKind::Hex,
            variant: Variant::DarkHex(DarkVersion::Classic),
            size: None,
            colour: ColourChoice::Random,
            swap: None,
            time: TimeControl::None,
            level: None,
        }
    }
}

impl GameOptions {
    /// Rows and columns: as asked, or the game's default (9×9 Dark Hex, 11×11 Hex and Rex).
    pub fn dimensions(&self) -> (u32, u32) {
        self.size.unwrap_or(if self.variant.is_dark() {
            (9, 9)
        } else {
            (11, 11)
        })
    }

    /// Whether these options ask for Hexdame.
    pub fn is_hexdame(&self) -> bool {
        self.kind == GameKind::Hexdame
    }

    /// The options of a Hexdame game with these players' choices (colour, clock, level).
    pub fn hexdame(self) -> Self {
        Self {
            kind: GameKind::Hexdame,
            variant: Variant::Hex,
            size: None,
            swap: None,
            ..self
        }
    }

    /// The rules settings these options ask for (Hexdame: the Hex default, unused).
    pub fn settings(&self) -> Result<GameSettings, Msg> {
        if self.is_hexdame() {
            if self.size.is_some() {
                return Err(Msg::HexdameNoSize);
            }
            if self.swap.is_some() {
                return Err(Msg::HexdameNoSwap);
            }
            let size = BoardSize::new(11, 11).map_err(|_| Msg::BadSize {
                text: "11".to_owned(),
            })?;
            return Ok(GameSettings::new(Variant::Hex, size));
        }
        let (rows, cols) = self.dimensions();
        let size = BoardSize::new(rows, cols).map_err(|_| Msg::BadSize {
            text: format!("{rows}x{cols}"),
        })?;
        let settings = GameSettings::new(self.variant, size);
        Ok(match self.swap {
            Some(swap) => settings.with_swap(swap),
            None => settings,
        })
    }
}

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
    /// A Hexdame move as typed (`f4-g5`, `f4xh6xf6`, `f4xf6`), optionally naming the game;
    /// which legal move it names is decided against the game's position.
    DameMove {
        /// `#12` if given.
        game: Option<GameId>,
        /// The move's text, checked for syntax only.
        mv: MoveText,
    },
    /// Offer, accept or decline a draw (Hexdame).
    Draw {
        /// `#12` if given.
        game: Option<GameId>,
        /// What to do.
        action: DrawAction,
    },
    /// A move, optionally naming the game.
    Move {
        /// `#12` if given.
        game: Option<GameId>,
        /// The move.
        mv: Move,
    },
    /// Resign.
    Resign(Option<GameId>),
    /// Show the board (your view in DM).
    Board(Option<GameId>),
    /// List your games and the challenges here.
    Games,
    /// The full replay of a finished game.
    Replay(GameId),
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
}

/// Which game's rules `hex rules` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesOf {
    /// A game of the Hex family.
    Hex(Variant),
    /// Hexdame.
    Hexdame,
}

fn is_hexdame_name(text: &str) -> bool {
    matches!(text, "hexdame" | "hex-dame" | "dame" | "hexdraughts")
}

/// Whether text that is not a move still looks like an attempt at a Hexdame move (a cell
/// name, then `-` or `x` and more), rather than chat: then a syntax error is worth an answer.
fn looks_like_dame_move(text: &str) -> bool {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect();
    let bytes = compact.as_bytes();
    bytes.len() >= 3
        && bytes[0].is_ascii_lowercase()
        && bytes[1].is_ascii_digit()
        && (matches!(bytes[2], b'-' | b'x')
            || (bytes.len() >= 4 && bytes[2].is_ascii_lowercase() && bytes[3].is_ascii_digit()))
        && compact
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// Why a message addressed to the bot was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub Msg);

fn parse_game_number(token: &str) -> Option<GameId> {
    let digits = token.strip_prefix('#').unwrap_or(token);
    if digits.is_empty() || digits.len() > 15 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn parse_size(token: &str) -> Option<Result<(u32, u32), Msg>> {
    let (rows, cols) = match token.split_once(['x', '×']) {
        Some((r, c)) => (r, c),
        None => (token, token),
    };
    let rows: u32 = rows.parse().ok()?;
    let cols: u32 = cols.parse().ok()?;
    if !SIZES.contains(&rows) || !SIZES.contains(&cols) {
        return Some(Err(Msg::BadSize {
            text: token.to_owned(),
        }));
    }
    Some(Ok((rows, cols)))
}

/// Parses `darkhex 9 red swap=off 1d hard` in any order; unknown words are errors.
pub fn parse_options(tokens: &[&str]) -> Result<GameOptions, ParseError> {
    let mut options = GameOptions::default();
    let mut white_black: Option<&str> = None;
    for &token in tokens {
        let lower = token.to_lowercase();
        if let Some(size) = parse_size(&lower) {
            options.size = Some(size.map_err(ParseError)?);
        } else if is_hexdame_name(&lower) {
            options.kind = GameKind::Hexdame;
        } else if let Ok(variant) = lower.parse::<Variant>() {
            options.kind = GameKind::Hex;
            options.variant = variant;
        } else if lower == "red" {
            options.colour = ColourChoice::Red;
        } else if lower == "blue" {
            options.colour = ColourChoice::Blue;
        } else if lower == "white" {
            options.colour = ColourChoice::Red;
            white_black = Some(token);
        } else if lower == "black" {
            options.colour = ColourChoice::Blue;
            white_black = Some(token);
        } else if lower == "random" {
            options.colour = ColourChoice::Random;
        } else if let Some(value) = lower.strip_prefix("swap=") {
            options.swap = Some(match value {
                "on" | "yes" | "true" => true,
                "off" | "no" | "false" => false,
                _ => {
                    return Err(ParseError(Msg::BadOption {
                        text: token.to_owned(),
                    }))
                }
            });
        } else if lower == "noswap" {
            options.swap = Some(false);
        } else if let Ok(time) = lower.parse::<TimeControl>() {
            options.time = time;
        } else if let Ok(level) = lower.parse::<Level>() {
            options.level = Some(level);
        } else {
            return Err(ParseError(Msg::BadOption {
                text: token.to_owned(),
            }));
        }
    }
    if options.is_hexdame() {
        // Sizes and swap do not exist in Hexdame: asking for them is a mistake to point out.
        options.settings().map_err(ParseError)?;
        return Ok(options);
    }
    if let Some(token) = white_black {
        return Err(ParseError(Msg::WhiteBlackIsHexdame {
            text: token.to_owned(),
        }));
    }
    if options.variant.is_dark() && options.swap == Some(true) {
        return Err(ParseError(Msg::NoSwapInDarkHex));
    }
    Ok(options)
}

/// Options of a game between people: a computer level is not one of them.
fn human_options(tokens: &[&str]) -> Result<GameOptions, ParseError> {
    let options = parse_options(tokens)?;
    if options.level.is_some() {
        let text = tokens
            .iter()
            .find(|t| t.parse::<Level>().is_ok())
            .map_or_else(String::new, |t| (*t).to_owned());
        return Err(ParseError(Msg::BadOption { text }));
    }
    Ok(options)
}

/// Strips a mention to a platform user id: `<@123>` / `<@!123>` → `123`, `@bob` → `bob`,
/// Matrix ids (`@bob:example.org`) are kept whole.
pub fn mention_to_id(token: &str) -> Option<String> {
    if let Some(inner) = token.strip_prefix("<@").and_then(|t| t.strip_suffix('>')) {
        let inner = inner.trim_start_matches('!');
        return (!inner.is_empty()).then(|| inner.to_owned());
    }
    let rest = token.strip_prefix('@')?;
    if rest.is_empty() {
        return None;
    }
    if rest.contains(':') {
        Some(token.to_owned())
    } else {
        Some(rest.to_owned())
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
        match parse_game_number(first) {
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
                mv: Move::Swap,
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
            mv: Move::Place(cell),
        })),
        Err(_) if looks_like_dame_move(rest) => match rest.parse::<MoveText>() {
            Ok(mv) => Ok(Some(Command::DameMove { game, mv })),
            Err(error) => Err(ParseError(Msg::BadDameMove {
                text: rest.chars().take(40).collect(),
                error,
            })),
        },
        Err(error) => {
            let attempted = game.is_some() || matches!(error, SyntaxError::RowOutOfRange(_));
            if attempted {
                let _ = error;
                Err(ParseError(Msg::BadMove {
                    text: rest.chars().take(40).collect(),
                }))
            } else {
                Ok(None)
            }
        }
    }
}

fn optional_number(tokens: &[&str], what: &str) -> Result<Option<u64>, ParseError> {
    match tokens {
        [] => Ok(None),
        [token] => parse_game_number(token).map(Some).ok_or_else(|| {
            ParseError(Msg::BadNumber {
                what: what.to_owned(),
                text: (*token).to_owned(),
            })
        }),
        _ => Err(ParseError(Msg::TooManyWords)),
    }
}

fn required_number(tokens: &[&str], what: &str) -> Result<u64, ParseError> {
    optional_number(tokens, what)?.ok_or_else(|| {
        ParseError(Msg::MissingGameNumber {
            what: what.to_owned(),
        })
    })
}

fn parse_hex_command(tokens: &[&str]) -> Result<Command, ParseError> {
    let Some((&verb, args)) = tokens.split_first() else {
        return Ok(Command::Help);
    };
    let verb = verb.to_lowercase();
    Ok(match verb.as_str() {
        "challenge" => {
            let (opponent, rest) = match args.split_first() {
                Some((token, rest)) if mention_to_id(token).is_some() => {
                    (mention_to_id(token), rest)
                }
                _ => return Err(ParseError(Msg::ChallengeNeedsOpponent)),
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
        "games" | "list" => {
            if !args.is_empty() {
                return Err(ParseError(Msg::TooManyWords));
            }
            Command::Games
        }
        "replay" => Command::Replay(required_number(args, "replay")?),
        "export" | "sgf" => Command::Export(required_number(args, "export")?),
        "takeback" | "undo" => Command::Takeback(optional_number(args, "game")?),
        "rematch" => Command::Rematch(optional_number(args, "game")?),
        "help" => Command::Help,
        "rules" => match args {
            [] => Command::Rules(None),
            [name] if is_hexdame_name(&name.to_lowercase()) => {
                Command::Rules(Some(RulesOf::Hexdame))
            }
            [name] => Command::Rules(Some(RulesOf::Hex(name.parse::<Variant>().map_err(
                |_| {
                    ParseError(Msg::UnknownGame {
                        text: (*name).to_owned(),
                    })
                },
            )?))),
            _ => return Err(ParseError(Msg::TooManyWords)),
        },
        "play-bot" | "playbot" | "bot" | "computer" => Command::PlayBot(parse_options(args)?),
        "move" | "play" => {
            let (game, rest) = match args.split_first() {
                Some((first, rest)) if first.starts_with('#') => {
                    (parse_game_number(first), rest.join(" "))
                }
                _ => (None, args.join(" ")),
            };
            match rest.parse::<Move>() {
                Ok(mv) => Command::Move { game, mv },
                Err(_) if looks_like_dame_move(&rest) => match rest.parse::<MoveText>() {
                    Ok(mv) => Command::DameMove { game, mv },
                    Err(error) => {
                        return Err(ParseError(Msg::BadDameMove {
                            text: rest.chars().take(40).collect(),
                            error,
                        }))
                    }
                },
                Err(_) => {
                    return Err(ParseError(Msg::BadMove {
                        text: rest.chars().take(40).collect(),
                    }))
                }
            }
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
                    _ => match parse_game_number(token) {
                        Some(id) if game.is_none() => game = Some(id),
                        _ => {
                            return Err(ParseError(Msg::BadDrawWord {
                                text: token.chars().take(40).collect(),
                            }))
                        }
                    },
                }
            }
            Command::Draw { game, action }
        }
        "swap" => Command::Move {
            game: optional_number(args, "game")?,
            mv: Move::Swap,
        },
        _ => {
            return Err(ParseError(Msg::UnknownCommand {
                text: verb.chars().take(40).collect(),
            }))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_commands() {
        let cmd = parse("hex challenge @bob darkhex 9 red swap=off 1d")
            .unwrap()
            .unwrap();
        match cmd {
            Command::Challenge { opponent, options } => {
                assert_eq!(opponent.as_deref(), Some("bob"));
                assert_eq!(options.size, Some((9, 9)));
                assert_eq!(options.colour, ColourChoice::Red);
                assert_eq!(options.swap, Some(false));
                assert_eq!(options.time, TimeControl::PerMove { ms: 86_400_000 });
            }
            other => panic!("{other:?}"),
        }
        let f6 = Move::Place(Cell::new(5, 5));
        for text in ["f6", "F6", "f 6"] {
            assert_eq!(parse(text), Ok(Some(Command::Move { game: None, mv: f6 })));
        }
        assert_eq!(
            parse("#12 f6"),
            Ok(Some(Command::Move {
                game: Some(12),
                mv: f6
            }))
        );
        assert_eq!(parse("hex replay 12"), Ok(Some(Command::Replay(12))));
        assert_eq!(parse("resign"), Ok(Some(Command::Resign(None))));
        assert_eq!(parse("hello there"), Ok(None));
        assert!(parse("hex frobnicate").is_err());
        assert!(parse("#3 zz").is_err());
        assert!(parse("f0").is_err());
        assert!(parse("hex open darkhex 30").is_err());
        assert_eq!(mention_to_id("<@!123>").as_deref(), Some("123"));
        assert_eq!(
            mention_to_id("@bob:example.org").as_deref(),
            Some("@bob:example.org")
        );
    }

    #[test]
    fn parses_hexdame_options_moves_and_draws() {
        let Ok(Some(Command::Challenge { options, .. })) =
            parse("hex challenge @bob hexdame black 10m+5s")
        else {
            panic!()
        };
        assert!(options.is_hexdame());
        assert_eq!(options.colour, ColourChoice::Blue);
        assert!(options.settings().is_ok());
        let Ok(Some(Command::PlayBot(options))) = parse("hex play-bot hexdame hard white") else {
            panic!()
        };
        assert_eq!(
            (options.colour, options.level),
            (ColourChoice::Red, Some(Level::Hard))
        );
        assert_eq!(
            parse("hex open hexdame 9"),
            Err(ParseError(Msg::HexdameNoSize))
        );
        assert_eq!(
            parse("hex open hexdame noswap"),
            Err(ParseError(Msg::HexdameNoSwap))
        );
        assert!(matches!(
            parse("hex open darkhex white"),
            Err(ParseError(Msg::WhiteBlackIsHexdame { .. }))
        ));
        // Stored challenges of today (no `kind`) still load, as Hex-family games.
        let old: GameOptions = serde_json::from_str(
            r#"{"variant":"hex","size":[9,9],"colour":"red","swap":null,"time":"none"}"#,
        )
        .unwrap();
        assert_eq!(old.kind, GameKind::Hex);

        for (text, game) in [
            ("f4-g5", None),
            ("F4xH6xF6", None),
            ("#12 f4xf6", Some(12)),
            ("f4 - g5", None),
            ("f4g5", None),
        ] {
            match parse(text) {
                Ok(Some(Command::DameMove { game: g, mv })) => {
                    assert_eq!(g, game, "{text}");
                    assert_eq!(
                        mv,
                        text.trim_start_matches("#12 ").parse::<MoveText>().unwrap()
                    );
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        assert!(matches!(
            parse("hex play #3 f4-g5"),
            Ok(Some(Command::DameMove { game: Some(3), .. }))
        ));
        assert!(matches!(
            parse("f4-k9"),
            Err(ParseError(Msg::BadDameMove { .. }))
        ));
        assert!(matches!(
            parse("f4-"),
            Err(ParseError(Msg::BadDameMove { .. }))
        ));
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
                game: Some(4),
                action: DrawAction::Accept
            }))
        );
        assert_eq!(
            parse("#4 draw"),
            Ok(Some(Command::Draw {
                game: Some(4),
                action: DrawAction::Offer
            }))
        );
        assert!(parse("hex draw maybe").is_err());
        assert_eq!(
            parse("hex rules hexdame"),
            Ok(Some(Command::Rules(Some(RulesOf::Hexdame))))
        );
    }

    proptest::proptest! {
        #[test]
        fn parser_never_panics(text in "\\PC{0,40}") {
            let _ = parse(&text);
        }
    }
}
