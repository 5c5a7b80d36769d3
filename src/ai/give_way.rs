//! Searches give way to the bot's answers. A computer's search is the only long computation
//! in the process; it runs on threads of the lowest priority, but on this kind of machine the
//! two "cores" are often one core's two hardware threads, and a search on one slows an answer
//! on the other through the shared core and caches, whatever the scheduler's priorities say.
//! So while a human's message is being answered ([`Answering`]), every search pauses at its
//! next check (every 16 iterations, a fraction of a millisecond) and resumes when the answer
//! is out. A time-bound search gets the time it paused back, up to its own budget once more,
//! so a level's strength does not fall when the bot is busy; an iteration-bound one plays the
//! same move, later.

use std::{
    sync::atomic::{AtomicUsize, Ordering},
    time::{Duration, Instant},
};

/// How many answers are being made now, in the whole process.
static ANSWERING: AtomicUsize = AtomicUsize::new(0);

/// The longest one pause lasts: an answer stuck on the network must not stop every search.
const LONGEST_PAUSE: Duration = Duration::from_millis(250);

/// How often a paused search looks whether the answers are out.
const LOOK_EVERY: Duration = Duration::from_millis(1);

/// An answer in the making: searches pause while one exists.
#[derive(Debug)]
pub struct Answering(());

impl Answering {
    /// Marks an answer as being made until the value is dropped.
    pub fn start() -> Self {
        ANSWERING.fetch_add(1, Ordering::SeqCst);
        Self(())
    }

    /// Whether any answer is being made now.
    pub fn any() -> bool {
        ANSWERING.load(Ordering::Relaxed) > 0
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        ANSWERING.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A search's pauses: how much of its allowance is left to give back.
#[derive(Debug)]
pub(crate) struct Pauses {
    allowance: Duration,
}

impl Pauses {
    /// Pauses for a search whose budget is `budget`: it may pause that long in all (and then
    /// no longer waits for answers).
    pub(crate) fn new(budget: Duration) -> Self {
        Self { allowance: budget }
    }

    /// Waits while answers are being made (at most [`LONGEST_PAUSE`] at a time, and only as
    /// long as the allowance lasts) and moves `deadline` on by the time waited.
    pub(crate) fn give_way(&mut self, deadline: &mut Instant) {
        if self.allowance.is_zero() || !Answering::any() {
            return;
        }
        let started = Instant::now();
        let longest = LONGEST_PAUSE.min(self.allowance);
        while Answering::any() && started.elapsed() < longest {
            std::thread::sleep(LOOK_EVERY);
        }
        let waited = started.elapsed();
        self.allowance = self.allowance.saturating_sub(waited);
        *deadline += waited;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_waits_for_an_answer_and_gets_the_time_back_up_to_its_budget() {
        let mut deadline = Instant::now() + Duration::from_millis(50);
        let before = deadline;
        let mut pauses = Pauses::new(Duration::from_millis(30));
        // No answer: no wait.
        pauses.give_way(&mut deadline);
        assert_eq!(deadline, before);
        let answer = Answering::start();
        let t = Instant::now();
        pauses.give_way(&mut deadline);
        // The allowance (30 ms) ends the pause: the answer is never dropped here.
        assert!(t.elapsed() >= Duration::from_millis(30));
        assert!(deadline >= before + Duration::from_millis(30));
        let after = deadline;
        pauses.give_way(&mut deadline);
        assert_eq!(deadline, after, "no allowance left: no more pauses");
        drop(answer);
    }
}
