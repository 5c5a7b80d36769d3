//! A server's default game and board size, put in front of a challenge's own words, so the
//! user's words, read later, override them.

use super::mention_to_id;
use crate::core::families::family_named;
use crate::rules::Variant;

/// Whether `word` is a prefix that addresses the bot (`hex`, `/hex`, `!hex`).
fn is_prefix(word: &str) -> bool {
    matches!(word.to_lowercase().as_str(), "hex" | "/hex" | "!hex")
}

/// Whether `text` makes a challenge (`hex challenge …`, `hex open …`).
pub fn is_challenge(text: &str) -> bool {
    let mut words = text.split_whitespace();
    matches!(
        (words.next(), words.next().map(str::to_lowercase).as_deref()),
        (Some(prefix), Some("challenge" | "open")) if is_prefix(prefix)
    )
}

/// `text` with `defaults` inserted before the challenge's own options, so that the user's
/// words, read later, override them: `hex challenge @1 red` + `hex 11` →
/// `hex challenge @1 hex 11 red`. Other texts are returned unchanged.
pub fn insert_defaults(text: &str, defaults: &[String]) -> String {
    if defaults.is_empty() || !is_challenge(text) {
        return text.to_owned();
    }
    let mut words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    let mut at = 2;
    let direct = words[1].eq_ignore_ascii_case("challenge");
    if direct && words.get(2).is_some_and(|w| mention_to_id(w).is_some()) {
        at = 3;
    }
    // A family named by its name alone (not Hex) has one board: a server's default size
    // would make its challenge an error, so it is left out when the game played (the user's
    // own, else the default) is of such a family.
    let game_of = |list: &[String]| list.iter().rev().find_map(|w| names_game(w));
    let one_board = game_of(&words[at..])
        .or_else(|| game_of(defaults))
        .unwrap_or(false);
    let defaults = defaults
        .iter()
        .filter(|w| !(one_board && w.chars().next().is_some_and(|c| c.is_ascii_digit())));
    for (i, word) in defaults.enumerate() {
        words.insert(at + i, word.clone());
    }
    words.join(" ")
}

/// `Some(true)` when `word` names a family's game that has one board (a family named by its
/// name alone), `Some(false)` when it names a Hex variant, `None` when it names no game.
fn names_game(word: &str) -> Option<bool> {
    if word.parse::<Variant>().is_ok() {
        return Some(false);
    }
    family_named(&word.to_lowercase()).map(|_| true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::command::{parse, Command, GameChoice};

    #[test]
    fn server_defaults_go_before_the_users_words() {
        let d = vec!["hex".to_owned(), "11".to_owned()];
        assert_eq!(
            insert_defaults("hex challenge @1 red", &d),
            "hex challenge @1 hex 11 red"
        );
        assert_eq!(insert_defaults("hex open 9", &d), "hex open hex 11 9");
        assert_eq!(insert_defaults("hex accept", &d), "hex accept");
        assert_eq!(insert_defaults("f6", &d), "f6");
        let Ok(Some(Command::Challenge { options, .. })) =
            parse(&insert_defaults("hex open rex", &d))
        else {
            panic!("a challenge")
        };
        let GameChoice::Hex { variant, size, .. } = options.game else {
            panic!("a Hex-family game")
        };
        assert_eq!(variant, Variant::Rex);
        assert_eq!(size, Some((11, 11)));
    }
}
