//! The small lexers of the grammar: game numbers and mentions. (A family's own words, its
//! names and its move text, are in its folder under `core/families/`.)

use crate::core::marks::{self, Mark};

/// The number of `#12` or `12` (at most 15 digits; anything else is not a number).
pub(super) fn parse_number(token: &str) -> Option<u64> {
    let digits = token.strip_prefix('#').unwrap_or(token);
    if digits.is_empty() || digits.len() > 15 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The first 40 characters of what the user typed, to quote back in an error.
pub(crate) fn quote(text: &str) -> String {
    text.chars().take(40).collect()
}

/// The user id a token names: a user mark the adapter made of what was typed (see
/// [`crate::core::marks`]) → its id, `@bob` → `bob`, and Matrix ids (`@bob:example.org`)
/// kept whole.
pub fn mention_to_id(token: &str) -> Option<String> {
    if token.starts_with(marks::OPEN) {
        return match Mark::parse(token)? {
            Mark::User(id) => Some(id.to_owned()),
            Mark::Channel(_) | Mark::Role(_) => None,
        };
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

/// The id a settings value names: a channel or role mark's (per `wanted`), else the value as
/// typed (a plain id).
pub(super) fn reference_id(value: &str, wanted: fn(Mark<'_>) -> Option<&str>) -> String {
    Mark::parse(value)
        .and_then(wanted)
        .unwrap_or(value)
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_mentions() {
        assert_eq!(parse_number("#12"), Some(12));
        assert_eq!(parse_number("12"), Some(12));
        assert_eq!(parse_number("#"), None);
        assert_eq!(parse_number("1234567890123456"), None);
        assert_eq!(parse_number("+1"), None);
        let mark = Mark::User("123").to_string();
        assert_eq!(mention_to_id(&mark).as_deref(), Some("123"));
        assert_eq!(mention_to_id(&Mark::Channel("5").to_string()), None);
        assert_eq!(mention_to_id("\u{2068}@user:\u{2069}"), None);
        // Discord's own syntax is the adapter's to read.
        assert_eq!(mention_to_id("<@123>"), None);
        assert_eq!(mention_to_id("@bob").as_deref(), Some("bob"));
        assert_eq!(mention_to_id("@"), None);
        assert_eq!(mention_to_id("bob"), None);
        assert_eq!(quote(&"é".repeat(50)).chars().count(), 40);
    }
}
