//! The words of `hex profile`, `hex leaderboard` and `hex history`: who (a mention, as
//! `hex challenge` takes it), which game (the names a challenge accepts), `global`, a page.

use super::{
    error::ParseError,
    words::{mention_to_id, parse_number, quote},
    Command,
};
use crate::{
    core::{families::family_named, ratings::RatingKind},
    rules::{DarkVersion, Variant},
};

/// The rating a game name counts for (`darkhex`, `abrupt`, `hex`, `rex`, a family's name, …: the
/// names a challenge takes); `None` for a word that names no game.
pub fn rating_kind(word: &str) -> Option<RatingKind> {
    let lower = word.to_lowercase();
    if let Some(family) = family_named(&lower) {
        return RatingKind::of_family(family);
    }
    Some(match lower.parse::<Variant>().ok()? {
        Variant::DarkHex(DarkVersion::Classic) => RatingKind::DarkHexClassic,
        Variant::DarkHex(DarkVersion::Abrupt) => RatingKind::DarkHexAbrupt,
        Variant::Hex => RatingKind::Hex,
        Variant::Rex => RatingKind::Rex,
    })
}

/// `hex profile [@user]`.
pub(super) fn profile(args: &[&str]) -> Result<Command, ParseError> {
    match args {
        [] => Ok(Command::Profile(None)),
        [who] => match mention_to_id(who) {
            Some(id) => Ok(Command::Profile(Some(id))),
            None => Err(ParseError::BadOption { text: quote(who) }),
        },
        _ => Err(ParseError::TooManyWords),
    }
}

/// `hex leaderboard [game] [global]`, in either order.
pub(super) fn leaderboard(args: &[&str]) -> Result<Command, ParseError> {
    let (mut kind, mut global) = (None, false);
    for &word in args {
        if word.eq_ignore_ascii_case("global") || word.eq_ignore_ascii_case("all") {
            if global {
                return Err(ParseError::TooManyWords);
            }
            global = true;
        } else if kind.is_none() {
            kind = Some(
                rating_kind(word).ok_or_else(|| ParseError::UnknownGame { text: quote(word) })?,
            );
        } else {
            return Err(ParseError::TooManyWords);
        }
    }
    Ok(Command::Leaderboard {
        kind: kind.unwrap_or(RatingKind::DarkHexClassic),
        global,
    })
}

/// `hex history [@user] [game] [page N]` (or a bare page number), in any order.
pub(super) fn history(args: &[&str]) -> Result<Command, ParseError> {
    let (mut user, mut kind, mut page) = (None, None, None);
    let mut words = args.iter().copied();
    while let Some(word) = words.next() {
        let page_number = |text: &str| match parse_number(text).and_then(|n| u32::try_from(n).ok())
        {
            Some(n) if n > 0 => Ok(n),
            _ => Err(ParseError::BadNumber {
                what: "page",
                text: quote(text),
            }),
        };
        if word.eq_ignore_ascii_case("page") {
            let number = words.next().ok_or(ParseError::BadNumber {
                what: "page",
                text: String::new(),
            })?;
            page = Some(page_number(number)?);
        } else if let Some(id) = mention_to_id(word).filter(|_| user.is_none()) {
            user = Some(id);
        } else if parse_number(word).is_some() && page.is_none() {
            page = Some(page_number(word)?);
        } else if let Some(found) = rating_kind(word).filter(|_| kind.is_none()) {
            kind = Some(found);
        } else if mention_to_id(word).is_some() || rating_kind(word).is_some() {
            return Err(ParseError::TooManyWords);
        } else {
            return Err(ParseError::BadOption { text: quote(word) });
        }
    }
    Ok(Command::History {
        user,
        kind,
        page: page.unwrap_or(1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::parse;

    #[test]
    fn profile_leaderboard_and_history_words() {
        assert_eq!(parse("hex profile"), Ok(Some(Command::Profile(None))));
        assert_eq!(
            parse("hex profile @42"),
            Ok(Some(Command::Profile(Some("42".into()))))
        );
        assert_eq!(
            parse("!hex profile @bob:example.org"),
            Ok(Some(Command::Profile(Some("@bob:example.org".into()))))
        );
        assert!(matches!(
            parse("hex profile bob"),
            Err(ParseError::BadOption { .. })
        ));
        assert_eq!(
            parse("hex leaderboard"),
            Ok(Some(Command::Leaderboard {
                kind: RatingKind::DarkHexClassic,
                global: false
            }))
        );
        assert_eq!(
            parse("hex leaderboard abrupt"),
            Ok(Some(Command::Leaderboard {
                kind: RatingKind::DarkHexAbrupt,
                global: false
            }))
        );
        assert_eq!(
            parse("hex leaderboard chess"),
            Err(ParseError::UnknownGame {
                text: "chess".into()
            })
        );
        assert_eq!(
            parse("hex history @7 rex page 3"),
            Ok(Some(Command::History {
                user: Some("7".into()),
                kind: Some(RatingKind::Rex),
                page: 3
            }))
        );
        assert_eq!(
            parse("hex history 2"),
            Ok(Some(Command::History {
                user: None,
                kind: None,
                page: 2
            }))
        );
        assert!(matches!(
            parse("hex history page 0"),
            Err(ParseError::BadNumber { what: "page", .. })
        ));
        assert!(matches!(
            parse("hex history page"),
            Err(ParseError::BadNumber { what: "page", .. })
        ));
        assert_eq!(parse("hex history hex rex"), Err(ParseError::TooManyWords));
        for kind in RatingKind::ALL {
            assert_eq!(rating_kind(kind.name()), Some(kind), "{kind:?}");
        }
    }
}
