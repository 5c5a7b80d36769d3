//! What cannot be done, and why: messages that were not understood (the [`ParseError`]s of
//! the command grammar), moves the rules refuse, and the refusals of the lobby and of a game
//! (no such game, not your turn, no draw offer to answer, …).

use super::{list, Msg};
use crate::{
    core::{command::ParseError, GameId},
    rules::{hexdame, RuleError, SwapUnavailable},
};

/// The fixed apology for unexpected failures.
pub(super) const APOLOGY: &str =
    "Sorry, something went wrong on my side. Nothing was changed; please try again in a moment.";

/// The English text of the errors; `None` for other messages.
pub(super) fn english(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::Parse(error) => parse(error),
        Msg::Apology => APOLOGY.to_owned(),
        Msg::NotUnderstood => "I did not understand that. Type `hex help` for the commands.".to_owned(),
        Msg::NotAHexMove { game } => format!("Game #{game} is not Hexdame: a move is one cell, like f6."),
        Msg::NotADameMove { game } => format!("Game #{game} is Hexdame: a move names where a piece starts and lands, like f4-g5, or a capture like f4xh6xf6."),
        Msg::DameRule { game, error } => dame_rule_error(*game, error),
        Msg::Rule { game, error } => rule_error(*game, error),
        Msg::NoSuchGame { game } => format!("There is no game #{game}."),
        Msg::NotYourGame { game } => format!("You are not playing in game #{game}."),
        Msg::GameIsOver { game } => format!("Game #{game} is over."),
        Msg::WrongPlace { games } => format!("Your game ({}) is not in this channel: play it in its own channel or by DM to me.", list(games)),
        Msg::NotPlayingHere => "You are not playing in the game in this channel.".to_owned(),
        Msg::NoActiveGame => "You have no game in progress. Challenge someone with `hex challenge @name`, or play me with `hex play-bot`.".to_owned(),
        Msg::WhichGame { games } => format!("You have several games ({}): name one, like `#{} f6`.", list(games), first_or_1(games)),
        Msg::DarkMoveInChannel => "Dark Hex moves are secret: send them to me by DM, not in the channel. I removed your message (if I could); nothing was played.".to_owned(),
        Msg::NotYourTurn { game } => format!("Game #{game}: it is not your turn."),
        Msg::ChallengeInChannel => "Challenges are made in a channel, so that the game has a place to be announced. Use `hex play-bot` to play me here.".to_owned(),
        Msg::AcceptInChannel => "Accept in the channel of the challenge, or name it: `hex accept 3`.".to_owned(),
        Msg::CannotChallengeYourself => "You cannot challenge yourself. Try `hex play-bot` to play me.".to_owned(),
        Msg::CannotAcceptOwn => "You cannot accept your own challenge. Use `hex cancel` to withdraw it.".to_owned(),
        Msg::NoChallengeHere => "There is no challenge for you here.".to_owned(),
        Msg::NoSuchChallenge { id } => format!("There is no open challenge {id}."),
        Msg::NotForYou { id } => format!("Challenge {id} is addressed to someone else."),
        Msg::NotYourChallenge { id } => format!("Challenge {id} is not yours to cancel."),
        Msg::WhichChallenge { ids } => format!("Several challenges fit ({}): name one, like `hex accept {}`.", ids.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "), first_or_1(ids)),
        Msg::NoDrawsInHex { game } => format!("Game #{game} cannot be drawn: Hex, Rex and Dark Hex always have a winner. Draws are for Hexdame."),
        Msg::DrawAlreadyOffered { game } => format!("Game #{game}: you already offered a draw; waiting for your opponent."),
        Msg::NoDrawOffer { game } => format!("Game #{game}: there is no draw offer from your opponent to answer. Type `hex draw` to offer one."),
        Msg::HiddenUntilEnd { game } => format!("Game #{game} is still being played; its stones stay hidden until it ends."),
        Msg::RatedResultStands { game } => format!("Game #{game} was rated and its result has counted: it cannot be taken back."),
        Msg::NeverRated { against_computer: true } => "Games against the computer are never rated: leave out `rated` (or say `casual`).".to_owned(),
        Msg::NeverRated { against_computer: false } => "Games of two people on one device are never rated: leave out `rated` (or say `casual`).".to_owned(),
        Msg::NoTakebackInDarkHex => "Dark Hex has no takebacks: a move once tried has told your opponent something.".to_owned(),
        Msg::TakebackAlreadyAsked { game } => format!("Game #{game}: you already asked; waiting for your opponent."),
        Msg::NothingToTakeBack { game } => format!("Game #{game}: there is no move of yours to take back."),
        Msg::NoFinishedGame => "You have no finished game here to play again.".to_owned(),
        Msg::GameStillOn { game } => format!("Game #{game} is still being played."),
        Msg::RematchAlreadyOffered { game } => format!("Game #{game}: you already offered a rematch."),
        _ => return None,
    })
}

/// The English text of a message that was not understood.
fn parse(error: &ParseError) -> String {
    match error {
        ParseError::UnknownCommand { text } => format!("There is no command `hex {text}`. Type `hex help` for the commands."),
        ParseError::UnknownGame { text } => format!("I do not know the game “{text}”: choose darkhex, darkhex-abrupt, hex, rex or hexdame."),
        ParseError::BadSize { text } => format!("“{text}” is not a board size I offer: choose a side from 7 to 19 (e.g. 9 or 9x11)."),
        ParseError::BadOption { text } => format!("I do not understand “{text}”. Options: a game, a size, red/blue/random, swap=on/off, a time like 1d or 10m+5s."),
        ParseError::NoSwapInDarkHex => "Dark Hex has no swap rule (Blue cannot see Red's first stone).".to_owned(),
        ParseError::HexdameNoSize => "Hexdame is played on its one board of 61 cells: leave out the size.".to_owned(),
        ParseError::HexdameNoSwap => "Hexdame has no swap rule: leave out swap=….".to_owned(),
        ParseError::WhiteBlackIsHexdame { text } => format!("“{text}” is a Hexdame colour; in Hex, Rex and Dark Hex choose red, blue or random."),
        ParseError::BadDameMove { text, error } => format!("“{text}” is not a Hexdame move: {}. Write a step as f4-g5 and a capture by its landing cells, as f4xh6xf6.", syntax_error(error)),
        ParseError::BadSetting { text } => format!("I do not understand “{text}”. Settings: game=…, size=…, language=…, threads=on/off, tournament-channel=#channel; nothing shows them."),
        ParseError::BadDrawWord { text } => format!("I do not understand “{text}”: type `hex draw` to offer a draw, `hex draw accept` or `hex draw decline` to answer one."),
        ParseError::BadMove { text } => format!("“{text}” is not a move: a move is a column letter and a row number, like f6."),
        ParseError::BadNumber { what, text } => format!("“{text}” is not a {what} number."),
        ParseError::TooManyWords => "Too many words for that command. Type `hex help` for the commands.".to_owned(),
        ParseError::MissingGameNumber { what } => format!("Which game? For example `hex {what} 12`."),
        ParseError::ChallengeNeedsOpponent => "Whom do you challenge? For example `hex challenge @bob darkhex 9`, or `hex open darkhex 9` for anyone here.".to_owned(),
    }
}

fn rule_error(game: GameId, error: &RuleError) -> String {
    let detail = match error {
        RuleError::GameOver => "the game is over.".to_owned(),
        RuleError::NotYourTurn => "it is not your turn.".to_owned(),
        RuleError::OffBoard { cell, size } => format!("{cell} is not on the {size} board."),
        RuleError::Occupied(cell) => format!("{cell} is already taken."),
        RuleError::OwnStone(cell) => {
            format!("you already have a stone on {cell}. Nothing was played; it is still your move.")
        }
        RuleError::KnownEnemyStone(cell) => format!(
            "{cell} holds an enemy stone you already found. Nothing was played; it is still your move."
        ),
        RuleError::Swap(reason) => match reason {
            SwapUnavailable::DarkHex => "Dark Hex has no swap rule.".to_owned(),
            SwapUnavailable::Disabled => "this game is played without the swap rule.".to_owned(),
            SwapUnavailable::NotSquare => "the swap rule needs a square board.".to_owned(),
            SwapUnavailable::NotFirstBlueMove => {
                "only Blue's first move, right after Red's first stone, may be a swap.".to_owned()
            }
        },
    };
    format!("Game #{game}: {detail}")
}

fn syntax_error(error: &hexdame::SyntaxError) -> String {
    use hexdame::SyntaxError as E;
    match error {
        E::Empty => "no move given".to_owned(),
        E::NotACell(text) => {
            format!("“{text}” is not a cell name (a letter a–i and a number 1–9, like f4)")
        }
        E::OffBoard(text) => format!("there is no cell {text} on the Hexdame board"),
        E::UnexpectedChar(c) => format!(
            "“{c}” does not belong in a move: separate cells with - or x, as in f4-g5 or f4xh6xf6"
        ),
        E::TooShort => "a move needs at least two cells, as in f4-g5".to_owned(),
        E::TooLong => "that lists more cells than any move can visit".to_owned(),
    }
}

fn dame_rule_error(game: GameId, error: &hexdame::RuleError) -> String {
    use hexdame::RuleError as E;
    let detail = match error {
        E::GameOver => "the game is over.".to_owned(),
        E::NotYourTurn => "it is not your turn.".to_owned(),
        E::NoPiece(cell) => format!("there is no piece on {cell}."),
        E::NotYourPiece(cell) => format!("the piece on {cell} is not yours."),
        E::CaptureRequired => {
            "a capture is compulsory: you must take a piece this move.".to_owned()
        }
        E::NotMaximal { captures, max } => format!(
            "you must capture the most pieces possible ({max}); that move captures {captures}."
        ),
        E::Ambiguous(candidates) => format!(
            "several moves fit; name the landing cells. The candidates: {}.",
            candidates.join(", ")
        ),
        E::Illegal(text) => format!("{text} is not a legal move here."),
        E::NoDrawOffer => "there is no draw offer to answer.".to_owned(),
    };
    format!("Game #{game}: {detail} Nothing was played.")
}

/// The first of the candidates, for the example in a "which one?" answer.
fn first_or_1<T: ToString>(ids: &[T]) -> String {
    ids.first()
        .map_or_else(|| "1".to_owned(), ToString::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::parse;

    /// For each way a message fails to parse, an input and the text the user reads (the texts
    /// from before `ParseError` had its own type, unchanged).
    const PARSE_TEXTS: &[(&str, &str)] = &[
        ("hex frobnicate", "There is no command `hex frobnicate`. Type `hex help` for the commands."),
        ("hex rules chess", "I do not know the game “chess”: choose darkhex, darkhex-abrupt, hex, rex or hexdame."),
        ("hex open darkhex 30", "“30” is not a board size I offer: choose a side from 7 to 19 (e.g. 9 or 9x11)."),
        ("hex open purple", "I do not understand “purple”. Options: a game, a size, red/blue/random, swap=on/off, a time like 1d or 10m+5s."),
        ("hex open darkhex swap=on", "Dark Hex has no swap rule (Blue cannot see Red's first stone)."),
        ("hex open hexdame 9", "Hexdame is played on its one board of 61 cells: leave out the size."),
        ("hex open hexdame swap=off", "Hexdame has no swap rule: leave out swap=…."),
        ("hex open rex Black", "“Black” is a Hexdame colour; in Hex, Rex and Dark Hex choose red, blue or random."),
        ("f4-", "“f4-” is not a Hexdame move: a move needs at least two cells, as in f4-g5. Write a step as f4-g5 and a capture by its landing cells, as f4xh6xf6."),
        ("hex draw maybe", "I do not understand “maybe”: type `hex draw` to offer a draw, `hex draw accept` or `hex draw decline` to answer one."),
        ("#3 zz", "“zz” is not a move: a move is a column letter and a row number, like f6."),
        ("hex accept three", "“three” is not a challenge number."),
        ("hex board 1 2", "Too many words for that command. Type `hex help` for the commands."),
        ("hex replay", "Which game? For example `hex replay 12`."),
        ("hex settings colour=red", "I do not understand “colour=red”. Settings: game=…, size=…, language=…, threads=on/off, tournament-channel=#channel; nothing shows them."),
        ("hex challenge darkhex", "Whom do you challenge? For example `hex challenge @bob darkhex 9`, or `hex open darkhex 9` for anyone here."),
    ];

    #[test]
    fn parse_errors_read_as_before() {
        let mut seen = std::collections::BTreeSet::new();
        for (input, text) in PARSE_TEXTS {
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
                ParseError::HexdameNoSize => 5,
                ParseError::HexdameNoSwap => 6,
                ParseError::WhiteBlackIsHexdame { .. } => 7,
                ParseError::BadDameMove { .. } => 8,
                ParseError::BadDrawWord { .. } => 9,
                ParseError::BadMove { .. } => 10,
                ParseError::BadNumber { .. } => 11,
                ParseError::TooManyWords => 12,
                ParseError::MissingGameNumber { .. } => 13,
                ParseError::ChallengeNeedsOpponent => 14,
                ParseError::BadSetting { .. } => 15,
            });
            assert_eq!(Msg::from(error).english(), *text, "{input}");
        }
        assert_eq!(seen, (0..16).collect());
    }

    #[test]
    fn hexdame_syntax_errors() {
        for (input, detail) in [
            ("f4-k9", "there is no cell k9 on the Hexdame board"),
            (
                "f4-zz",
                "“zz” is not a cell name (a letter a–i and a number 1–9, like f4)",
            ),
        ] {
            let Err(error) = parse(input) else {
                panic!("{input} parses")
            };
            let text = Msg::from(error).english();
            assert!(text.contains(detail), "{input}: {text}");
        }
    }
}
