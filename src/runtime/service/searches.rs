//! The places for computer searches, one per core ([`super::Service::think`]).

/// The places for computer searches: as many as the machine has cores, so that searches
/// share the machine with each other and never crowd out the rest of the bot.
#[derive(Debug)]
pub(super) struct Searches {
    places: tokio::sync::Semaphore,
    waiting: std::sync::atomic::AtomicUsize,
    running: std::sync::atomic::AtomicUsize,
}

/// One search's place, given back when dropped.
pub(super) struct SearchPlace<'a> {
    searches: &'a Searches,
    _permit: tokio::sync::SemaphorePermit<'a>,
}

impl Drop for SearchPlace<'_> {
    fn drop(&mut self) {
        self.searches
            .running
            .fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
        self.searches.report();
    }
}

impl Searches {
    pub(super) fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Self {
            places: tokio::sync::Semaphore::new(cores),
            waiting: std::sync::atomic::AtomicUsize::new(0),
            running: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// Waits for a free place.
    pub(super) async fn enter(&self) -> Option<SearchPlace<'_>> {
        use std::sync::atomic::Ordering::SeqCst;
        self.waiting.fetch_add(1, SeqCst);
        self.report();
        let permit = self.places.acquire().await;
        self.waiting.fetch_sub(1, SeqCst);
        // The semaphore is never closed; were it, the search would run without a place.
        let permit = permit.ok()?;
        self.running.fetch_add(1, SeqCst);
        self.report();
        Some(SearchPlace {
            searches: self,
            _permit: permit,
        })
    }

    /// Tells the metrics how many run and wait.
    fn report(&self) {
        let (running, waiting) = self.counts();
        crate::admin::metrics::searches(running, waiting);
    }

    /// `(running, waiting)`.
    pub(super) fn counts(&self) -> (usize, usize) {
        use std::sync::atomic::Ordering::SeqCst;
        (self.running.load(SeqCst), self.waiting.load(SeqCst))
    }
}
