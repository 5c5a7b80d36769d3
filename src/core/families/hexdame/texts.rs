//! Hexdame's error texts: what is wrong with a typed move (its syntax), and why the rules
//! refused one, each a Fluent message of `errors.ftl` with a part per case.

use crate::{
    core::{command::ParseError, GameId},
    i18n::{self, Args, Lang},
    rules::{hexdame, AnySyntaxError, Family},
};

fn t(lang: Lang, id: &str, args: Args) -> String {
    i18n::format(lang, id, &args)
}

/// The text of a message not understood because of Hexdame's words, in `lang` (`None` for an
/// error about another family's words or none).
pub(crate) fn parse_error(error: &ParseError, lang: Lang) -> Option<String> {
    let plain = |id: &str| t(lang, id, Args::new());
    Some(match error {
        ParseError::NoSize {
            family: Family::Hexdame,
        } => plain("errors-parse-hexdame-no-size"),
        ParseError::NoSwap {
            family: Family::Hexdame,
        } => plain("errors-parse-hexdame-no-swap"),
        ParseError::ForeignColour {
            family: Family::Hexdame,
            text,
        } => t(
            lang,
            "errors-parse-white-black-is-hexdame",
            Args::new().str("text", text.as_str()),
        ),
        ParseError::BadFamilyMove {
            text,
            error: AnySyntaxError::Hexdame(error),
        } => t(
            lang,
            "errors-parse-bad-dame-move",
            Args::new()
                .str("text", text.as_str())
                .str("error", syntax_error(error, lang)),
        ),
        _ => return None,
    })
}

/// What is wrong with the syntax of a typed Hexdame move, in `lang`.
fn syntax_error(error: &hexdame::SyntaxError, lang: Lang) -> String {
    use hexdame::SyntaxError as E;
    let (part, args) = match error {
        E::Empty => ("empty", Args::new()),
        E::NotACell(text) => ("not-a-cell", Args::new().str("cell", text.as_str())),
        E::OffBoard(text) => ("off-board", Args::new().str("cell", text.as_str())),
        E::UnexpectedChar(c) => ("unexpected-char", Args::new().str("char", c.to_string())),
        E::TooShort => ("too-short", Args::new()),
        E::TooLong => ("too-long", Args::new()),
    };
    t(lang, &format!("errors-parse-bad-dame-move.{part}"), args)
}

/// Why the Hexdame rules refused a move (or a draw action) in `game`, in `lang`.
pub(crate) fn rule_error(game: GameId, error: &hexdame::RuleError, lang: Lang) -> String {
    use hexdame::RuleError as E;
    let cell = |c: &dyn ToString| Args::new().str("cell", c.to_string());
    let (part, args) = match error {
        E::GameOver => ("game-over", Args::new()),
        E::NotYourTurn => ("not-your-turn", Args::new()),
        E::NoPiece(c) => ("no-piece", cell(c)),
        E::NotYourPiece(c) => ("not-your-piece", cell(c)),
        E::CaptureRequired => ("capture-required", Args::new()),
        E::NotMaximal { captures, max } => (
            "not-maximal",
            Args::new().num("max", *max).num("captures", *captures),
        ),
        E::Ambiguous(candidates) => (
            "ambiguous",
            Args::new().str("candidates", candidates.join(", ")),
        ),
        E::Illegal(text) => ("illegal", Args::new().str("text", text.as_str())),
        E::NoDrawOffer => ("no-draw-offer", Args::new()),
    };
    let detail = t(lang, &format!("errors-dame-rule.{part}"), args);
    t(
        lang,
        "errors-dame-rule",
        Args::new()
            .str("game", game.to_string())
            .str("detail", detail),
    )
}

/// For each way Hexdame's words fail to parse, an input and the text the user reads (the
/// messages' test, `messages/errors.rs`, reads them beside the grammar's own).
#[cfg(test)]
pub(crate) const PARSE_TEXTS: &[(&str, &str)] = &[
    ("hex open hexdame 9", "Hexdame is played on its one board of 61 cells: leave out the size."),
    ("hex open hexdame swap=off", "Hexdame has no swap rule: leave out swap=…."),
    ("hex open rex Black", "“Black” is a Hexdame colour; in Hex, Rex and Dark Hex choose red, blue or random."),
    ("f4-", "“f4-” is not a Hexdame move: a move needs at least two cells, as in f4-g5. Write a step as f4-g5 and a capture by its landing cells, as f4xh6xf6."),
];

/// One input for each way Hexdame's words fail to parse, with the error it gives (the
/// grammar's test, `command/mod.rs`, reads them beside its own).
#[cfg(test)]
pub(crate) fn parse_errors() -> Vec<(&'static str, ParseError)> {
    let text = |t: &str| t.to_owned();
    let family = Family::Hexdame;
    vec![
        ("hex open hexdame 9", ParseError::NoSize { family }),
        (
            "hex play-bot hexdame swap=off",
            ParseError::NoSwap { family },
        ),
        (
            "hex open hex White",
            ParseError::ForeignColour {
                family,
                text: text("White"),
            },
        ),
        (
            "f4-k9",
            ParseError::BadFamilyMove {
                text: text("f4-k9"),
                error: AnySyntaxError::Hexdame(hexdame::SyntaxError::OffBoard(text("k9"))),
            },
        ),
        (
            "hex move f4-",
            ParseError::BadFamilyMove {
                text: text("f4-"),
                error: AnySyntaxError::Hexdame(hexdame::SyntaxError::TooShort),
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::core::{parse, Msg};

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
