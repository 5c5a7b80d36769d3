//! Waiting out Discord's rate limits per recipient: after a 429, nothing more goes to that
//! channel or user until its wait is over, while every other channel goes on.
//!
//! With serenity's own rate limiter a 429 is rare (it waits `Retry-After` inside the call).
//! Behind a proxy (`discord.api_base`) the bot's relay waits out short 429s itself and passes
//! longer ones on with the wait Discord asked for: the recipient is held exactly that long.
//! A 429 whose wait is unknown gets an exponential backoff from [`FIRST_WAIT`].

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::core::Recipient;
use crate::sync::Locked;

/// The first wait after a 429: Discord's per-route windows are a few seconds at most.
pub(super) const FIRST_WAIT: Duration = Duration::from_secs(1);
/// The longest wait, however many 429s in a row.
const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// Per recipient: until when to hold back, and the wait that led there.
#[derive(Debug, Default)]
pub(super) struct Backoffs(Mutex<HashMap<Recipient, (Instant, Duration)>>);

impl Backoffs {
    /// Whether deliveries to `recipient` wait (a 429 not yet waited out).
    pub(super) fn holds(&self, recipient: &Recipient) -> bool {
        self.0
            .locked()
            .get(recipient)
            .map(|(until, _)| Instant::now() < *until)
            .unwrap_or(false)
    }

    /// A 429 for `recipient`: it waits as long as Discord `asked`, else twice as long as last
    /// time (from [`FIRST_WAIT`]). Returns the wait, and whether this starts an episode (for
    /// a single log line).
    pub(super) fn limited(
        &self,
        recipient: &Recipient,
        asked: Option<Duration>,
    ) -> (Duration, bool) {
        let mut map = self.0.locked();
        let (wait, new) = match map.get(recipient) {
            Some((_, last)) => (asked.unwrap_or((*last * 2).min(LONGEST_WAIT)), false),
            None => (asked.unwrap_or(FIRST_WAIT), true),
        };
        map.insert(recipient.clone(), (Instant::now() + wait, wait));
        (wait, new)
    }

    /// A delivery to `recipient` went through: the episode is over.
    pub(super) fn cleared(&self, recipient: &Recipient) {
        self.0.locked().remove(recipient);
    }
}

#[cfg(test)]
mod tests {
    use super::{Backoffs, FIRST_WAIT};
    use crate::core::{Platform, Recipient};

    #[test]
    fn a_rate_limited_channel_waits_longer_each_time_and_alone() {
        let backoffs = Backoffs::default();
        let games = Recipient::Channel(Platform::Discord, "1".into());
        let chat = Recipient::Channel(Platform::Discord, "2".into());
        assert_eq!(backoffs.limited(&games, None), (FIRST_WAIT, true));
        assert_eq!(backoffs.limited(&games, None), (FIRST_WAIT * 2, false));
        assert!(backoffs.holds(&games));
        assert!(!backoffs.holds(&chat));
        backoffs.cleared(&games);
        assert!(!backoffs.holds(&games));
        assert_eq!(backoffs.limited(&games, None), (FIRST_WAIT, true));
        // As long as Discord asked, when it is known.
        let asked = std::time::Duration::from_millis(2500);
        assert_eq!(backoffs.limited(&chat, Some(asked)), (asked, true));
    }
}
