//! Hexdame's words in commands: the names it is typed by, and its move text as typed (checked
//! for syntax only), told apart from chat.

use crate::{
    core::command::{error::ParseError, words::quote},
    rules::{hexdame::MoveText, AnySyntaxError, Notation},
};

/// Whether a (lowercased) word names Hexdame (`hexdame`, `hex-dame`, `dame`, `hexdraughts`).
pub(crate) fn is_name(text: &str) -> bool {
    matches!(text, "hexdame" | "hex-dame" | "dame" | "hexdraughts")
}

/// Whether text that is not a move still looks like an attempt at a Hexdame move (a cell
/// name, then `-` or `x` and more), rather than chat: then a syntax error is worth an answer.
pub(crate) fn looks_like_move(text: &str) -> bool {
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

/// Text typed as a move that is not a Hex move: `None` when it does not look like a Hexdame
/// move (chat), else the move checked for syntax, or what is wrong with it.
pub(crate) fn typed_move(text: &str) -> Option<Result<Notation, ParseError>> {
    if !looks_like_move(text) {
        return None;
    }
    Some(match text.parse::<MoveText>() {
        Ok(mv) => Ok(mv.into()),
        Err(error) => Err(ParseError::BadFamilyMove {
            text: quote(text),
            error: AnySyntaxError::Hexdame(error),
        }),
    })
}

/// Hexdame's invocations for the proof that typed-out and typed commands agree
/// (`command/agree.rs`): the commands, then those with a bad value.
#[cfg(test)]
pub(crate) fn agree_cases() -> (
    Vec<crate::core::command::agree::Case>,
    Vec<crate::core::command::agree::Case>,
) {
    use crate::core::command::agree::{case, int, text, yes};
    let good = vec![
        case(
            "hex open hexdame 5m+3s",
            "open",
            vec![("game", text("hexdame")), ("time", text("5m+3s"))],
        ),
        case(
            "hex bot hexdame hard",
            "play-bot",
            vec![("game", text("hexdame")), ("level", text("hard"))],
        ),
        case("hex rules dame", "rules", vec![("game", text("hexdame"))]),
        case(
            "hex top global hexdame",
            "leaderboard",
            vec![("game", text("hexdame")), ("global", yes(true))],
        ),
        case(
            "hex tournament create hexdame rr",
            "tournament create",
            vec![("game", text("hexdame")), ("format", text("rr"))],
        ),
    ];
    let bad = vec![
        case(
            "hex open hexdame 9",
            "open",
            vec![("game", text("hexdame")), ("size", int(9))],
        ),
        case(
            "hex play-bot hexdame swap=off",
            "play-bot",
            vec![("game", text("hexdame")), ("swap", yes(false))],
        ),
    ];
    (good, bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_attempts_at_a_move() {
        for text in ["f4-g5", "f4xh6", "F4 x H6", "f4g5", "f4-"] {
            assert!(looks_like_move(text), "{text}");
        }
        for text in ["x-ray vision", "f6", "f4!", "ok"] {
            assert!(!looks_like_move(text), "{text}");
            assert_eq!(typed_move(text), None);
        }
        assert!(matches!(
            typed_move("d4-e5"),
            Some(Ok(Notation::Hexdame(_)))
        ));
        assert!(matches!(
            typed_move("f4-"),
            Some(Err(ParseError::BadFamilyMove { .. }))
        ));
        assert!(is_name("hexdraughts") && is_name("dame") && !is_name("darkhex"));
    }

    #[test]
    fn its_names_ask_for_its_rules_and_its_leaderboard() {
        use crate::core::{command::RulesOf, parse, ratings::RatingKind, Command};
        use crate::rules::Family;
        assert_eq!(
            parse("hex leaderboard global hexdame"),
            Ok(Some(Command::Leaderboard {
                kind: RatingKind::Family(Family::Hexdame),
                global: true
            }))
        );
        assert_eq!(
            parse("hex rules dame"),
            Ok(Some(Command::Rules(Some(RulesOf::Family(Family::Hexdame)))))
        );
    }

    #[test]
    fn a_default_size_never_reaches_a_hexdame_challenge() {
        use crate::rules::Family;
        let hex = vec!["hex".to_owned(), "11".to_owned()];
        assert_eq!(
            crate::core::command::insert_defaults("hex challenge @1 hexdame", &hex),
            "hex challenge @1 hex hexdame"
        );
        let dame = vec!["hexdame".to_owned(), "9".to_owned()];
        assert_eq!(
            crate::core::command::insert_defaults("hex challenge @1 red", &dame),
            "hex challenge @1 hexdame red"
        );
        assert_eq!(
            crate::core::command::insert_defaults("hex open rex", &dame),
            "hex open hexdame 9 rex"
        );
        for text in ["hex open hexdame", "hex challenge @1", "hex open white"] {
            let Ok(Some(crate::core::Command::Challenge { options, .. })) =
                crate::core::parse(&crate::core::command::insert_defaults(text, &dame))
            else {
                panic!("{text}: a challenge")
            };
            assert_eq!(options.game.family(), Family::Hexdame, "{text}");
        }
    }

    #[test]
    fn parses_hexdame_options_and_moves() {
        use crate::{
            ai::Level,
            core::{
                command::{parse_move, ColourChoice, GameChoice, RulesOf},
                parse, Command, GameId,
            },
            rules::{Family, Variant},
        };
        let family = Family::Hexdame;
        let Ok(Some(Command::Challenge { options, .. })) =
            parse("hex challenge @bob hexdame black 10m+5s")
        else {
            panic!()
        };
        assert_eq!(options.game, GameChoice::Family(family));
        assert_eq!(options.colour, ColourChoice::Blue);
        assert!(options.spec().is_ok());
        let Ok(Some(Command::PlayBot(options))) = parse("hex play-bot hexdame hard white") else {
            panic!()
        };
        assert_eq!(
            (options.colour, options.level),
            (ColourChoice::Red, Some(Level::Hard))
        );
        assert_eq!(
            parse("hex open hexdame 9"),
            Err(ParseError::NoSize { family })
        );
        assert_eq!(
            parse("hex open hexdame noswap"),
            Err(ParseError::NoSwap { family })
        );
        assert!(matches!(
            parse("hex open darkhex white"),
            Err(ParseError::ForeignColour {
                family: Family::Hexdame,
                ..
            })
        ));

        for (text, game) in [
            ("f4-g5", None),
            ("F4xH6xF6", None),
            ("#12 f4xf6", Some(GameId::from(12_u64))),
            ("f4 - g5", None),
            ("f4g5", None),
        ] {
            match parse(text) {
                Ok(Some(Command::Move { game: g, mv })) => {
                    assert_eq!(g, game, "{text}");
                    assert_eq!(
                        mv,
                        Notation::Hexdame(
                            text.trim_start_matches("#12 ").parse::<MoveText>().unwrap()
                        )
                    );
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        assert!(matches!(
            parse("hex play #3 f4-g5"),
            Ok(Some(Command::Move { game: Some(g), mv: Notation::Hexdame(_) })) if g == GameId::from(3_u64)
        ));
        for text in ["f4-k9", "f4-"] {
            assert!(
                matches!(parse(text), Err(ParseError::BadFamilyMove { .. })),
                "{text}"
            );
        }
        assert_eq!(
            parse("hex rules hexdame"),
            Ok(Some(Command::Rules(Some(RulesOf::Family(family)))))
        );
        // The move field of the typed command reads the same.
        assert!(matches!(
            parse_move(Some(GameId::from(3_u64)), "f4-g5"),
            Ok(Command::Move {
                mv: Notation::Hexdame(_),
                ..
            })
        ));
        assert!(matches!(
            parse_move(None, "f4-"),
            Err(ParseError::BadFamilyMove { .. })
        ));
        // Its colours are its own; red and blue are every family's.
        let dark = Variant::DarkHex(crate::rules::DarkVersion::Classic);
        assert_eq!(
            GameChoice::checked(Family::Hex, dark, None, None, Some((family, "White"))),
            Err(ParseError::ForeignColour {
                family,
                text: "White".to_owned()
            })
        );
        assert_eq!(
            GameChoice::checked(family, Variant::Hex, None, None, Some((family, "white"))),
            Ok(GameChoice::Family(family))
        );
        assert!(matches!(
            parse("hex open hexdame red"),
            Ok(Some(Command::Challenge { .. }))
        ));
    }
}
