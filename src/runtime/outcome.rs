//! What became of one delivery ([`Outcome`]), as a [`super::Sink`] reports it: the runtime
//! marks, keeps or lets go of the outbox row accordingly, and logs and counts each outcome
//! in one place (`hextable_deliveries_retried_total`, `…_dropped_total`).

/// What became of one delivery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The network took it (or had taken it already, under the same key): the row is marked
    /// delivered.
    Done,
    /// Not now: the row stays in the outbox and is tried again.
    Retry(Reason),
    /// It can never go through (refused for good, DMs closed with no other way, too large
    /// even without its picture): the row is let go like a delivered one.
    Dropped(Reason),
}

/// Why a delivery was retried or dropped: a short fixed word for the metrics' `reason` label
/// and the detail for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// `rate_limited`, `transient` (network, 5xx), `busy` (an earlier delivery to the same
    /// place is not settled), `slow` (going on in the background), `stopped` (the client is
    /// gone), `refused`, `dms_closed`, `too_large`.
    pub word: &'static str,
    /// What happened, for the log (never a hidden stone: effects carry finished words).
    pub detail: String,
}

impl Reason {
    /// A reason with its metric word and its detail.
    pub fn new(word: &'static str, detail: impl Into<String>) -> Self {
        Reason {
            word,
            detail: detail.into(),
        }
    }
}

impl Outcome {
    /// Retry, for `word`, with `detail`.
    pub fn retry(word: &'static str, detail: impl Into<String>) -> Self {
        Outcome::Retry(Reason::new(word, detail))
    }

    /// Dropped, for `word`, with `detail`.
    pub fn dropped(word: &'static str, detail: impl Into<String>) -> Self {
        Outcome::Dropped(Reason::new(word, detail))
    }
}
