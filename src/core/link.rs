//! The unguessable links of the web pages (`src/web/`): each game started while the pages are
//! on gets a token of 128 random bits from the operating system, written as 32 lowercase hex
//! digits and stored with the game (its row and the `web_links` table). A page is reached only
//! through its token: there is no index, and a game's number finds nothing.

/// The number of random bytes in a token (128 bits).
pub const TOKEN_BYTES: usize = 16;

/// A fresh token, or `None` (logged) when the operating system gives no randomness: the game
/// then has no page, rather than a guessable one.
pub fn new_token() -> Option<String> {
    let mut bytes = [0u8; TOKEN_BYTES];
    match getrandom::fill(&mut bytes) {
        Ok(()) => Some(bytes.iter().map(|b| format!("{b:02x}")).collect()),
        Err(error) => {
            tracing::error!(%error, "no randomness for a web page's token; the game has no page");
            None
        }
    }
}

/// What a page that is not a game's shows (its address: `/t/`, `/p/`, `/l/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PageOf {
    /// A tournament.
    Tournament,
    /// A player.
    Player,
    /// A community's (or the network's) leaderboard.
    Leaderboard,
}

impl PageOf {
    /// The letter of its address.
    pub fn letter(self) -> char {
        match self {
            PageOf::Tournament => 't',
            PageOf::Player => 'p',
            PageOf::Leaderboard => 'l',
        }
    }
}

/// Whether `text` has the shape of a token (checked before any lookup).
pub fn is_token(text: &str) -> bool {
    text.len() == 2 * TOKEN_BYTES
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_fresh_and_well_formed() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_ne!(a, b);
        assert!(is_token(&a) && is_token(&b), "{a} {b}");
        assert!(!is_token("12") && !is_token(&a.to_uppercase()));
        assert!(!is_token(&format!("{}/", &a[1..])));
    }
}
