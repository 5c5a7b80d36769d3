//! What cannot be done, and why: messages that were not understood (the [`ParseError`]s of
//! the command grammar), moves the rules refuse, and the refusals of the lobby and of a game
//! (no such game, not your turn, no draw offer to answer, …). Texts in `locales/*/errors.ftl`
//! (a tournament command's words are the tournaments' own).

use super::{list, t, Msg};
use crate::{
    core::{clock::MIN_LIVE_BASE, command::ParseError, ChallengeId, GameId},
    i18n::{Args, Lang},
    rules::{AnyRuleError, RuleError, SwapUnavailable},
};

/// What cannot be done, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorMsg {
    /// The fixed apology for unexpected failures (details go to the log only).
    Apology,
    /// A DM the bot did not understand.
    NotUnderstood,
    /// A message that was not understood, and why (texts in `errors.rs` too).
    Parse(ParseError),
    /// A move of another family typed for a Hex-family game.
    NotAHexMove {
        /// The game.
        game: GameId,
    },
    /// A single cell (a Hex move) typed for a game of a family whose moves are not cells.
    CellNotAMove {
        /// The game.
        game: GameId,
    },
    /// A move (or a draw action) the rules of a family other than Hex refuse: its family
    /// tells why (`families::rule_text`).
    FamilyRule {
        /// The game.
        game: GameId,
        /// Why.
        error: AnyRuleError,
    },
    /// A move the rules refuse.
    Rule {
        /// The game.
        game: GameId,
        /// Why.
        error: RuleError,
    },
    /// No game with that number.
    NoSuchGame {
        /// The number.
        game: GameId,
    },
    /// The user does not play that game.
    NotYourGame {
        /// The number.
        game: GameId,
    },
    /// That game has ended.
    GameIsOver {
        /// The number.
        game: GameId,
    },
    /// The user's games are elsewhere.
    WrongPlace {
        /// Their games.
        games: Vec<GameId>,
    },
    /// A game is on in this channel, but not the user's.
    NotPlayingHere,
    /// The user has no game going.
    NoActiveGame,
    /// Several games fit; name one.
    WhichGame {
        /// The candidates.
        games: Vec<GameId>,
    },
    /// A Dark Hex move typed where everyone can read it.
    DarkMoveInChannel,
    /// Said after [`ErrorMsg::DarkMoveInChannel`] when the bot removed the message.
    DarkMoveRemoved,
    /// Said after [`ErrorMsg::DarkMoveInChannel`] when the bot may not remove the message (a
    /// network without words of its own for that, see
    /// [`InterfaceMsg::DeleteYourMove`](super::InterfaceMsg::DeleteYourMove)).
    DarkMoveKept,
    /// Out of turn.
    NotYourTurn {
        /// The game.
        game: GameId,
    },
    /// Challenges are made in channels.
    ChallengeInChannel,
    /// `hex accept` in DM without a number.
    AcceptInChannel,
    /// Challenging oneself.
    CannotChallengeYourself,
    /// Accepting one's own challenge.
    CannotAcceptOwn,
    /// No challenge to answer here.
    NoChallengeHere,
    /// No such challenge.
    NoSuchChallenge {
        /// The number.
        id: ChallengeId,
    },
    /// The challenge is addressed to someone else.
    NotForYou {
        /// The number.
        id: ChallengeId,
    },
    /// Cancelling someone else's challenge.
    NotYourChallenge {
        /// The number.
        id: ChallengeId,
    },
    /// Several challenges fit.
    WhichChallenge {
        /// The candidates.
        ids: Vec<ChallengeId>,
    },
    /// `hex draw` in a game of the Hex family.
    NoDrawsInHex {
        /// The game.
        game: GameId,
    },
    /// A second offer while one's own stands.
    DrawAlreadyOffered {
        /// The game.
        game: GameId,
    },
    /// Accepting or declining with no offer standing.
    NoDrawOffer {
        /// The game.
        game: GameId,
    },
    /// Replay or export asked for a Dark Hex game still being played.
    HiddenUntilEnd {
        /// The game.
        game: GameId,
    },
    /// No takebacks in Dark Hex.
    NoTakebackInDarkHex,
    /// A takeback asked for after a rated game ended: its result counted already.
    RatedResultStands {
        /// The game.
        game: GameId,
    },
    /// `rated` asked for a game that never counts for a rating.
    NeverRated {
        /// Against the computer (else: two people on one device).
        against_computer: bool,
    },
    /// Already asked.
    TakebackAlreadyAsked {
        /// The game.
        game: GameId,
    },
    /// No own move yet.
    NothingToTakeBack {
        /// The game.
        game: GameId,
    },
    /// No finished game for `hex rematch`.
    NoFinishedGame,
    /// Rematch of a game still going.
    GameStillOn {
        /// The game.
        game: GameId,
    },
    /// Already offered.
    RematchAlreadyOffered {
        /// The game.
        game: GameId,
    },
}

impl ErrorMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let game = |id: &'static str, game: &GameId| {
            t(lang, id, Args::new().str("game", game.to_string()))
        };
        let plain = |id: &'static str| t(lang, id, Args::new());
        let challenge =
            |id: &'static str, c: &dyn ToString| t(lang, id, Args::new().str("id", c.to_string()));
        match self {
            ErrorMsg::Parse(error) => parse(error, lang),
            ErrorMsg::Apology => plain("errors-apology"),
            ErrorMsg::NotUnderstood => plain("errors-not-understood"),
            ErrorMsg::NotAHexMove { game: g } => game("errors-not-a-hex-move", g),
            ErrorMsg::CellNotAMove { game: g } => game("errors-not-a-dame-move", g),
            ErrorMsg::FamilyRule { game, error } => {
                crate::core::families::rule_text(*game, error, lang)
                    .unwrap_or_else(|| ErrorMsg::Apology.text(lang))
            }
            ErrorMsg::Rule { game, error } => rule_error(*game, error, lang),
            ErrorMsg::NoSuchGame { game: g } => game("errors-no-such-game", g),
            ErrorMsg::NotYourGame { game: g } => game("errors-not-your-game", g),
            ErrorMsg::GameIsOver { game: g } => game("errors-game-is-over", g),
            ErrorMsg::WrongPlace { games } => t(
                lang,
                "errors-wrong-place",
                Args::new().str("games", list(games)),
            ),
            ErrorMsg::NotPlayingHere => plain("errors-not-playing-here"),
            ErrorMsg::NoActiveGame => plain("errors-no-active-game"),
            ErrorMsg::WhichGame { games } => t(
                lang,
                "errors-which-game",
                Args::new()
                    .str("games", list(games))
                    .str("first", first_or_1(games)),
            ),
            ErrorMsg::DarkMoveInChannel => plain("errors-dark-move-in-channel"),
            ErrorMsg::DarkMoveRemoved => plain("errors-dark-move-removed"),
            ErrorMsg::DarkMoveKept => plain("errors-dark-move-kept"),
            ErrorMsg::NotYourTurn { game: g } => game("errors-not-your-turn", g),
            ErrorMsg::ChallengeInChannel => plain("errors-challenge-in-channel"),
            ErrorMsg::AcceptInChannel => plain("errors-accept-in-channel"),
            ErrorMsg::CannotChallengeYourself => plain("errors-cannot-challenge-yourself"),
            ErrorMsg::CannotAcceptOwn => plain("errors-cannot-accept-own"),
            ErrorMsg::NoChallengeHere => plain("errors-no-challenge-here"),
            ErrorMsg::NoSuchChallenge { id } => challenge("errors-no-such-challenge", id),
            ErrorMsg::NotForYou { id } => challenge("errors-not-for-you", id),
            ErrorMsg::NotYourChallenge { id } => challenge("errors-not-your-challenge", id),
            ErrorMsg::WhichChallenge { ids } => t(
                lang,
                "errors-which-challenge",
                Args::new()
                    .str(
                        "ids",
                        ids.iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join(", "),
                    )
                    .str("first", first_or_1(ids)),
            ),
            ErrorMsg::NoDrawsInHex { game: g } => game("errors-no-draws-in-hex", g),
            ErrorMsg::DrawAlreadyOffered { game: g } => game("errors-draw-already-offered", g),
            ErrorMsg::NoDrawOffer { game: g } => game("errors-no-draw-offer", g),
            ErrorMsg::HiddenUntilEnd { game: g } => game("errors-hidden-until-end", g),
            ErrorMsg::RatedResultStands { game: g } => game("errors-rated-result-stands", g),
            ErrorMsg::NeverRated { against_computer } => t(
                lang,
                "errors-never-rated",
                Args::new().flag("against_computer", *against_computer),
            ),
            ErrorMsg::NoTakebackInDarkHex => plain("errors-no-takeback-in-dark-hex"),
            ErrorMsg::TakebackAlreadyAsked { game: g } => game("errors-takeback-already-asked", g),
            ErrorMsg::NothingToTakeBack { game: g } => game("errors-nothing-to-take-back", g),
            ErrorMsg::NoFinishedGame => plain("errors-no-finished-game"),
            ErrorMsg::GameStillOn { game: g } => game("errors-game-still-on", g),
            ErrorMsg::RematchAlreadyOffered { game: g } => {
                game("errors-rematch-already-offered", g)
            }
        }
    }
}

/// The text of a message that was not understood.
fn parse(error: &ParseError, lang: Lang) -> String {
    let with_text = |id: &'static str, text: &str| t(lang, id, Args::new().str("text", text));
    let plain = |id: &'static str| t(lang, id, Args::new());
    match error {
        ParseError::UnknownCommand { text } => with_text("errors-parse-unknown-command", text),
        ParseError::UnknownGame { text } => with_text("errors-parse-unknown-game", text),
        ParseError::BadSize { text } => with_text("errors-parse-bad-size", text),
        ParseError::BadOption { text } => with_text("errors-parse-bad-option", text),
        ParseError::NoSwapInDarkHex => plain("errors-parse-no-swap-in-dark-hex"),
        // A family's words: the family tells what is wrong.
        ParseError::NoSize { .. }
        | ParseError::NoSwap { .. }
        | ParseError::ForeignColour { .. }
        | ParseError::BadFamilyMove { .. } => crate::core::families::parse_text(error, lang)
            .unwrap_or_else(|| ErrorMsg::Apology.text(lang)),
        ParseError::BadSetting { text } => with_text("errors-parse-bad-setting", text),
        ParseError::BadDrawWord { text } => with_text("errors-parse-bad-draw-word", text),
        ParseError::BadMove { text } => with_text("errors-parse-bad-move", text),
        ParseError::BadNumber { what, text } => t(
            lang,
            "errors-parse-bad-number",
            Args::new().str("what", *what).str("text", text.as_str()),
        ),
        ParseError::TooManyWords => plain("errors-parse-too-many-words"),
        ParseError::MissingGameNumber { what } => t(
            lang,
            "errors-parse-missing-game-number",
            Args::new().str("what", *what),
        ),
        ParseError::ChallengeNeedsOpponent => plain("errors-parse-challenge-needs-opponent"),
        ParseError::ClockTooShort { text } => t(
            lang,
            "errors-parse-clock-too-short",
            Args::new()
                .str("text", text.as_str())
                .num("seconds", (MIN_LIVE_BASE / 1_000) as u32),
        ),
        // Their words live with the tournaments' (locales/*/tournament.ftl, knockout.ftl).
        ParseError::BadTournamentWord { text } => super::tournament::parse_error(text, lang),
        ParseError::BadKnockoutWord { text, problem } => {
            super::tournament::knockout::parse_error(text, *problem, lang)
        }
    }
}

fn rule_error(game: GameId, error: &RuleError, lang: Lang) -> String {
    let cell = |c: &dyn ToString| Args::new().str("cell", c.to_string());
    let (part, args) = match error {
        RuleError::GameOver => ("game-over", Args::new()),
        RuleError::NotYourTurn => ("not-your-turn", Args::new()),
        RuleError::OffBoard { cell: c, size } => {
            ("off-board", cell(c).str("size", size.to_string()))
        }
        RuleError::Occupied(c) => ("occupied", cell(c)),
        RuleError::OwnStone(c) => ("own-stone", cell(c)),
        RuleError::KnownEnemyStone(c) => ("known-enemy-stone", cell(c)),
        RuleError::Swap(reason) => (
            match reason {
                SwapUnavailable::DarkHex => "swap-dark-hex",
                SwapUnavailable::Disabled => "swap-disabled",
                SwapUnavailable::NotSquare => "swap-not-square",
                SwapUnavailable::NotFirstBlueMove => "swap-not-first-blue-move",
            },
            Args::new(),
        ),
    };
    let detail = t(lang, &format!("errors-rule.{part}"), args);
    t(
        lang,
        "errors-rule",
        Args::new()
            .str("game", game.to_string())
            .str("detail", detail),
    )
}

/// The first of the candidates, for the example in a "which one?" answer.
fn first_or_1<T: ToString>(ids: &[T]) -> String {
    ids.first()
        .map_or_else(|| "1".to_owned(), ToString::to_string)
}

/// A mistake by the user: the message tells them what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.english())]
pub struct UserError(pub Msg);

impl From<ParseError> for ErrorMsg {
    fn from(error: ParseError) -> Self {
        ErrorMsg::Parse(error)
    }
}

impl From<ParseError> for Msg {
    fn from(error: ParseError) -> Self {
        Msg::Error(ErrorMsg::Parse(error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::parse;

    /// For each way a message fails to parse, an input and the text the user reads (the texts
    /// from before `ParseError` had its own type, unchanged); the families add theirs
    /// (`families::sample_parse_texts`).
    const PARSE_TEXTS: &[(&str, &str)] = &[
        ("hex frobnicate", "There is no command `hex frobnicate`. Type `hex help` for the commands."),
        ("hex open darkhex 30", "“30” is not a board size I offer: choose a side from 7 to 19 (e.g. 9 or 9x11)."),
        ("hex open purple", "I do not understand “purple”. Options: a game, a size, red/blue/random, swap=on/off, a time like 1d or 10m+5s."),
        ("hex open darkhex swap=on", "Dark Hex has no swap rule (Blue cannot see Red's first stone)."),
        ("hex draw maybe", "I do not understand “maybe”: type `hex draw` to offer a draw, `hex draw accept` or `hex draw decline` to answer one."),
        ("#3 zz", "“zz” is not a move: a move is a column letter and a row number, like f6."),
        ("hex accept three", "“three” is not a challenge number."),
        ("hex board 1 2", "Too many words for that command. Type `hex help` for the commands."),
        ("hex replay", "Which game? For example `hex replay 12`."),
        ("hex settings colour=red", "I do not understand “colour=red”. Settings: game=…, size=…, language=…, threads=on/off, web=on/off, tournament-channel=#channel; nothing shows them."),
        ("hex tournament frob", "I did not understand “frob” in that tournament command. Create one like `hex tournament create darkhex 7 swiss 4 max=8 start=full 1d`; others: `join`, `leave`, `withdraw`, `start`, `pairings`, `standings`, `info`, `list`, `cancel`, `result 2 1-0`, `kick @name`, `avoid @a @b`, `rules`; knockouts: `seed @name …`, `bracket`, `rules knockout`."),
        ("hex tournament create ko match=0", "“match=0”: a match has 1 to 15 games, like `match=3` (best of 3) or `match=2` (two games with colours swapped, then deciders if level)."),
        ("hex challenge darkhex", "Whom do you challenge? For example `hex challenge @bob darkhex 9`, or `hex open darkhex 9` for anyone here."),
        ("hex challenge @bob hex 7 1s+0s", "The clock 1s+0s is too short to play over chat: a live clock needs at least 20 seconds of base time, like `5m+3s` or `1m`."),
    ];

    #[test]
    fn parse_errors_read_as_before() {
        let mut seen = std::collections::BTreeSet::new();
        // The unknown game's answer lists every game: the Hex variants, then each other
        // family by its name.
        let others: Vec<&str> = crate::rules::Family::ALL
            .into_iter()
            .filter(|family| !family.is_hex())
            .map(crate::rules::Family::name)
            .collect();
        let games = ["darkhex", "darkhex-abrupt", "hex", "rex"]
            .into_iter()
            .chain(others)
            .collect::<Vec<_>>();
        let (last, first) = games.split_last().expect("games");
        let unknown = format!(
            "I do not know the game “chess”: choose {} or {last}.",
            first.join(", ")
        );
        let families = crate::core::families::sample_parse_texts();
        let texts = PARSE_TEXTS
            .iter()
            .chain(&families)
            .copied()
            .chain([("hex rules chess", unknown.as_str())]);
        for (input, text) in texts {
            let Err(error) = parse(input) else {
                panic!("{input} parses")
            };
            // Exhaustive: a new kind of parse error needs a line in `PARSE_TEXTS`.
            seen.insert(match &error {
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
            assert_eq!(Msg::from(error).english(), text, "{input}");
        }
        assert_eq!(seen, (0..19).collect());
    }
}
