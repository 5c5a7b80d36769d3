//! Hexdame's words in commands: the names it is typed by, and its move text as typed (checked
//! for syntax only), told apart from chat.

use crate::{
    core::command::{error::ParseError, words::quote},
    rules::{hexdame::MoveText, Notation},
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
        Err(error) => Err(ParseError::BadHexdameMove {
            text: quote(text),
            error,
        }),
    })
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
            Some(Err(ParseError::BadHexdameMove { .. }))
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
            assert!(options.is_hexdame(), "{text}");
        }
    }
}
