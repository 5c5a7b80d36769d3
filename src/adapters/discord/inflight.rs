//! Slow deliveries finish in the background, so that one channel never holds up the others.
//!
//! The pump delivers a network's effects in order, one batch at a time. A delivery that waits
//! on Discord (serenity's limiter sleeping until a channel's bucket resets, a 429 waited out,
//! a slow upload) would hold every other channel's messages behind it. So a delivery that
//! takes longer than [`SLOW_DELIVERY`] goes on in its own task, and the sink answers "not
//! yet": the outbox row stays, and later rows for the same channel or user wait too (they
//! are refused until the slow one is settled), so a recipient's messages keep their order.
//! When the outbox retries the slow row, it is settled here: done (marked delivered without
//! sending it again) or failed (sent again now). The background task pokes the pump when it
//! ends, so that retry comes at once rather than at the clock's next round.

use std::{collections::HashMap, sync::Mutex, time::Duration};

use crate::core::Recipient;
use crate::sync::Locked;

/// How long a delivery may hold up the rest of its batch before it goes on alone.
pub const SLOW_DELIVERY: Duration = Duration::from_millis(1500);

/// How a background delivery ended, when it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Running,
    Delivered,
    Failed,
}

/// Per recipient: the outbox key of the delivery going on in the background, and its outcome.
#[derive(Debug, Default)]
pub(super) struct InFlight(Mutex<HashMap<Recipient, (String, Outcome)>>);

/// What the sink should do with a delivery, given the background ones.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Turn {
    /// Nothing in the background for this recipient: deliver it.
    Go,
    /// This very delivery finished in the background: it is done.
    AlreadyDelivered,
    /// This very delivery failed in the background: deliver it again.
    Again,
    /// An earlier delivery to this recipient is not settled: wait.
    Wait,
}

impl InFlight {
    /// Whether the delivery keyed `key` to `recipient` may go now.
    pub(super) fn turn(&self, recipient: &Recipient, key: &str) -> Turn {
        let mut map = self.0.locked();
        let Some((running, outcome)) = map.get(recipient) else {
            return Turn::Go;
        };
        if running != key {
            return Turn::Wait;
        }
        let turn = match outcome {
            Outcome::Running => return Turn::Wait,
            Outcome::Delivered => Turn::AlreadyDelivered,
            Outcome::Failed => Turn::Again,
        };
        map.remove(recipient);
        turn
    }

    /// The delivery keyed `key` to `recipient` goes on in the background.
    pub(super) fn started(&self, recipient: &Recipient, key: &str) {
        self.0
            .locked()
            .insert(recipient.clone(), (key.to_owned(), Outcome::Running));
    }

    /// The background delivery keyed `key` ended.
    pub(super) fn ended(&self, recipient: &Recipient, key: &str, delivered: bool) {
        {
            let mut map = self.0.locked();
            if let Some((running, outcome)) = map.get_mut(recipient) {
                if running == key {
                    *outcome = if delivered {
                        Outcome::Delivered
                    } else {
                        Outcome::Failed
                    };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Platform;

    #[test]
    fn a_recipients_later_rows_wait_until_the_slow_one_is_settled() {
        let inflight = InFlight::default();
        let games = Recipient::Channel(Platform::Discord, "1".into());
        let chat = Recipient::Channel(Platform::Discord, "2".into());
        assert_eq!(inflight.turn(&games, "a"), Turn::Go);
        inflight.started(&games, "a");
        assert_eq!(inflight.turn(&games, "a"), Turn::Wait);
        assert_eq!(inflight.turn(&games, "b"), Turn::Wait);
        assert_eq!(inflight.turn(&chat, "c"), Turn::Go);
        inflight.ended(&games, "a", true);
        assert_eq!(inflight.turn(&games, "b"), Turn::Wait, "the slow row first");
        assert_eq!(inflight.turn(&games, "a"), Turn::AlreadyDelivered);
        assert_eq!(inflight.turn(&games, "b"), Turn::Go);
        inflight.started(&games, "d");
        inflight.ended(&games, "d", false);
        assert_eq!(inflight.turn(&games, "d"), Turn::Again);
        assert_eq!(inflight.turn(&games, "d"), Turn::Go);
    }
}
