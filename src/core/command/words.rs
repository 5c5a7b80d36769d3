//! The small lexers of the grammar: game numbers, mentions, game names, and the heuristic
//! that tells an attempt at a Hexdame move from chat.

/// The number of `#12` or `12` (at most 15 digits; anything else is not a number).
pub(super) fn parse_number(token: &str) -> Option<u64> {
    let digits = token.strip_prefix('#').unwrap_or(token);
    if digits.is_empty() || digits.len() > 15 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether a (lowercased) word names Hexdame.
pub(super) fn is_hexdame_name(text: &str) -> bool {
    matches!(text, "hexdame" | "hex-dame" | "dame" | "hexdraughts")
}

/// Whether text that is not a move still looks like an attempt at a Hexdame move (a cell
/// name, then `-` or `x` and more), rather than chat: then a syntax error is worth an answer.
pub(super) fn looks_like_dame_move(text: &str) -> bool {
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

/// The first 40 characters of what the user typed, to quote back in an error.
pub(super) fn quote(text: &str) -> String {
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
    fn numbers_mentions_and_dame_moves() {
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
        for text in ["f4-g5", "f4xh6", "F4 x H6", "f4g5", "f4-"] {
            assert!(looks_like_dame_move(text), "{text}");
        }
        for text in ["x-ray vision", "f6", "f4!", "ok"] {
            assert!(!looks_like_dame_move(text), "{text}");
        }
        assert_eq!(quote(&"é".repeat(50)).chars().count(), 40);
    }
}
