//! Challenges (direct and open, withdrawn, declined, expired) and the start of a game.

use super::{colour_key, t, Msg};
use crate::{
    core::{
        command::{dimensions, GameChoice},
        ColourChoice, GameOptions,
    },
    i18n::{Args, Lang},
    rules::Family,
};

/// The text of the lobby's messages in `lang`; `None` for other messages.
pub(super) fn text(msg: &Msg, lang: Lang) -> Option<String> {
    let challenge = |id: &'static str, c: &dyn ToString, by: &str| {
        t(lang, id, Args::new().str("id", c.to_string()).str("by", by))
    };
    Some(match msg {
        Msg::ChallengeDirect {
            id,
            from,
            to,
            options,
        } => t(
            lang,
            "lobby-challenge-direct",
            Args::new()
                .str("id", id.to_string())
                .str("from", from.as_str())
                .str("to", to.as_str())
                .str("options", describe(options, lang, true)),
        ),
        Msg::ChallengeOpen { id, from, options } => t(
            lang,
            "lobby-challenge-open",
            Args::new()
                .str("id", id.to_string())
                .str("from", from.as_str())
                .str("options", describe(options, lang, true)),
        ),
        Msg::ChallengeCancelled { id, by } => challenge("lobby-challenge-cancelled", id, by),
        Msg::ChallengeDeclined { id, by } => challenge("lobby-challenge-declined", id, by),
        Msg::ChallengeExpired { id } => challenge("lobby-challenge-expired", id, ""),
        Msg::GameStarted {
            game,
            red,
            blue,
            options,
            dark,
        } => t(
            lang,
            if options.is_hexdame() {
                "lobby-game-started.hexdame"
            } else {
                "lobby-game-started"
            },
            Args::new()
                .str("game", game.to_string())
                .str("red", red.text(lang))
                .str("blue", blue.text(lang))
                .str("options", describe(options, lang, false))
                .flag("dark", *dark),
        ),
        Msg::YourGameStarted {
            game,
            kind,
            colour,
            opponent,
            your_move,
        } => t(
            lang,
            "lobby-your-game-started",
            Args::new()
                .str("game", game.to_string())
                .str("colour", colour_key(*kind, *colour))
                .str("opponent", opponent.text(lang))
                .flag("your_move", *your_move),
        ),
        _ => return None,
    })
}

/// The game a challenge or a new game is about: `darkhex 9×9, colours at random, time 1d`.
/// Without `colour` it leaves out how colours are chosen: a game's start names its Red and
/// Blue itself (and a tournament's pairing, not the options, chose them).
fn describe(options: &GameOptions, lang: Lang, colour: bool) -> String {
    let part = |name: &str| t(lang, &format!("lobby-describe.{name}"), Args::new());
    let mut parts = match options.game {
        GameChoice::Hex {
            variant,
            size,
            swap,
        } => {
            let (rows, cols) = dimensions(variant, size);
            let first = t(
                lang,
                "lobby-describe",
                Args::new()
                    .str("game", variant.to_string())
                    .num("rows", rows)
                    .num("cols", cols),
            );
            let mut parts = vec![first];
            if colour {
                parts.push(colour_part(options.colour, Family::Hex, &part));
            }
            if !variant.is_dark() {
                parts.push(part(if swap.unwrap_or(true) {
                    "swap-on"
                } else {
                    "swap-off"
                }));
            }
            parts
        }
        _ => {
            let mut parts = vec![part("hexdame")];
            if colour {
                parts.push(colour_part(options.colour, Family::Hexdame, &part));
            }
            parts
        }
    };
    parts.push(t(
        lang,
        "lobby-describe.time",
        Args::new().str("time", options.time.to_string()),
    ));
    match options.rated {
        Some(true) => parts.push(part("rated")),
        Some(false) => parts.push(part("casual")),
        None => {}
    }
    parts.join(", ")
}

/// Who plays which colour, as a part of [`describe`].
fn colour_part(choice: ColourChoice, kind: Family, part: &dyn Fn(&str) -> String) -> String {
    use crate::rules::Player;
    match choice {
        ColourChoice::Red => part(&format!("challenger-{}", colour_key(kind, Player::Red))),
        ColourChoice::Blue => part(&format!("challenger-{}", colour_key(kind, Player::Blue))),
        ColourChoice::Random => part("colours-random"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::TimeControl;

    #[test]
    fn a_game_without_a_clock_says_so_in_words_and_a_clock_keeps_its_typed_form() {
        let none = GameOptions::default();
        let timed = GameOptions {
            time: TimeControl::PerMove { ms: 86_400_000 },
            ..none
        };
        assert!(
            describe(&none, Lang::En, true).ends_with("no clock"),
            "{}",
            describe(&none, Lang::En, true)
        );
        assert!(describe(&none, Lang::Fi, true).contains("ei peliaikaa"));
        assert!(!describe(&none, Lang::De, true).contains("none"));
        assert!(describe(&timed, Lang::En, true).contains("time 1d"));
        assert!(describe(&timed, Lang::Fi, true).contains("peliaika 1d"));
    }

    #[test]
    fn a_games_start_names_its_colours_without_saying_how_they_were_chosen() {
        let options = GameOptions::default();
        assert!(describe(&options, Lang::En, true).contains("colours at random"));
        assert!(!describe(&options, Lang::En, false).contains("colours at random"));
        let hexdame = GameOptions {
            game: GameChoice::Hexdame,
            colour: ColourChoice::Blue,
            ..options
        };
        assert!(!describe(&hexdame, Lang::En, false).contains("challenger"));
    }
}
