//! Hexdame's error texts: what is wrong with a typed move (its syntax), and why the rules
//! refused one, each a Fluent message of `errors.ftl` with a part per case.

use crate::{
    core::GameId,
    i18n::{self, Args, Lang},
    rules::hexdame,
};

fn t(lang: Lang, id: &str, args: Args) -> String {
    i18n::format(lang, id, &args)
}

/// What is wrong with the syntax of a typed Hexdame move, in `lang`.
pub(crate) fn syntax_error(error: &hexdame::SyntaxError, lang: Lang) -> String {
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
