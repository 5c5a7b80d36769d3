//! The small lexers of the grammar: game numbers and mentions. (A family's own words, its
//! names and its move text, are in its folder under `core/families/`.)

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
        assert_eq!(mention_to_id("<@!123>").as_deref(), Some("123"));
        assert_eq!(mention_to_id("<@>"), None);
        assert_eq!(mention_to_id("@bob").as_deref(), Some("bob"));
        assert_eq!(mention_to_id("@"), None);
        assert_eq!(mention_to_id("bob"), None);
        assert_eq!(quote(&"é".repeat(50)).chars().count(), 40);
    }
}
