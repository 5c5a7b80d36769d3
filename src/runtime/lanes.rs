//! Keyed lanes: work items with the same key are handled one at a time, in the order they
//! were pushed; items with different keys never wait for each other.
//!
//! The runtime keeps two kinds: the incoming messages of one conversation (so a Matrix room's
//! commands are handled in the order they were sent, while the sync loop goes on at once), and
//! the deliveries to one recipient (so a DM conversation or a channel keeps its order, while a
//! rate-limited channel or a slow upload holds up nobody else). Each key with work has a task
//! of its own, which ends after a while without work: memory holds the busy conversations,
//! not every one since the start.

use std::{
    collections::HashMap,
    future::Future,
    hash::Hash,
    pin::Pin,
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex, MutexGuard, PoisonError,
    },
    time::Duration,
};

use tokio::sync::{mpsc, Notify};

/// A boxed future, as the lanes' work returns.
pub(super) type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// How long a lane's task waits for more work before it ends.
const IDLE: Duration = Duration::from_secs(30);

/// Counts work pushed and not yet finished, so a caller can wait until all of it is done
/// ([`Busy::idle`]): local mode waits for the computer's answer before its next prompt.
#[derive(Debug, Default)]
pub(super) struct Busy {
    count: AtomicUsize,
    changed: Notify,
}

impl Busy {
    /// One more item of work.
    pub(super) fn started(&self) {
        self.count.fetch_add(1, Ordering::SeqCst);
    }

    /// One item of work is finished.
    pub(super) fn finished(&self) {
        if self.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.changed.notify_waiters();
        }
    }

    /// How many items are pushed and not finished.
    pub(super) fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Returns once no work is left (at once if none is).
    pub(super) async fn idle(&self) {
        loop {
            let changed = self.changed.notified();
            if self.count() == 0 {
                return;
            }
            changed.await;
        }
    }
}

/// Marks one item finished when dropped, so a panicking or cancelled item is counted too.
pub(super) struct Finished(pub(super) Arc<Busy>);

impl Drop for Finished {
    fn drop(&mut self) {
        self.0.finished();
    }
}

/// The work a lane does with one item.
type Work<K, T> = Arc<dyn Fn(K, T) -> BoxFuture<()> + Send + Sync>;

/// Lanes keyed by `K`, each handling its items of type `T` in order with the same work.
pub(super) struct Lanes<K, T> {
    senders: Mutex<HashMap<K, mpsc::UnboundedSender<T>>>,
    /// Per key, the items pushed and not yet done (keys without any are left out).
    waiting: Mutex<HashMap<K, usize>>,
    work: Work<K, T>,
    busy: Arc<Busy>,
}

impl<K, T> std::fmt::Debug for Lanes<K, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lanes")
            .field("busy", &self.busy.count())
            .finish_non_exhaustive()
    }
}

impl<K, T> Lanes<K, T>
where
    K: Clone + Eq + Hash + Send + Sync + 'static,
    T: Send + 'static,
{
    /// Lanes doing `work` with each item, counting it in `busy` until it is done.
    pub(super) fn new(
        busy: Arc<Busy>,
        work: impl Fn(K, T) -> BoxFuture<()> + Send + Sync + 'static,
    ) -> Arc<Self> {
        Arc::new(Self {
            senders: Mutex::new(HashMap::new()),
            waiting: Mutex::new(HashMap::new()),
            work: Arc::new(work),
            busy,
        })
    }

    /// The map of running lanes. A panic while it was held cannot leave it half-changed (each
    /// change is one insert or one remove), so a poisoned lock is simply taken over.
    fn senders(&self) -> MutexGuard<'_, HashMap<K, mpsc::UnboundedSender<T>>> {
        self.senders.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues `item` behind the other items of `key`; never waits.
    pub(super) fn push(self: &Arc<Self>, key: K, item: T) {
        self.busy.started();
        *self.waiting().entry(key.clone()).or_insert(0) += 1;
        let mut senders = self.senders();
        let item = match senders.get(&key) {
            Some(sender) => match sender.send(item) {
                Ok(()) => return,
                // Its task is gone (it cannot be while its sender is in the map, but a
                // panicking item's task is): a new one takes over.
                Err(mpsc::error::SendError(item)) => item,
            },
            None => item,
        };
        let (sender, receiver) = mpsc::unbounded_channel();
        // Cannot fail: the receiver is right here.
        let _ = sender.send(item);
        senders.insert(key.clone(), sender);
        drop(senders);
        let lanes = Arc::clone(self);
        tokio::spawn(async move { lanes.run(key, receiver).await });
    }

    /// A lane's task: its items one at a time, until it has been idle for [`IDLE`].
    async fn run(self: Arc<Self>, key: K, mut receiver: mpsc::UnboundedReceiver<T>) {
        loop {
            let item = match tokio::time::timeout(IDLE, receiver.recv()).await {
                Ok(Some(item)) => item,
                Ok(None) => return,
                Err(_) => {
                    // Pushes happen under the map's lock: with it held, an empty queue stays
                    // empty until the lane is gone from the map.
                    let mut senders = self.senders();
                    if receiver.is_empty() {
                        senders.remove(&key);
                        return;
                    }
                    continue;
                }
            };
            let _finished = Finished(Arc::clone(&self.busy));
            let done = tokio::spawn((self.work)(key.clone(), item)).await;
            if let Err(error) = done {
                tracing::error!(%error, "a lane's work item failed");
            }
            let mut waiting = self.waiting();
            if let Some(count) = waiting.get_mut(&key) {
                *count -= 1;
                if *count == 0 {
                    waiting.remove(&key);
                }
            }
        }
    }

    /// The items per key not yet done; a poisoned lock is taken over (each change is one
    /// count).
    fn waiting(&self) -> MutexGuard<'_, HashMap<K, usize>> {
        self.waiting.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether `key` has items pushed and not yet done: something handed to it now would
    /// overtake them if it went another way.
    pub(super) fn has_work(&self, key: &K) -> bool {
        self.waiting().contains_key(key)
    }

    /// How many lanes are running.
    pub(super) fn running(&self) -> usize {
        self.senders().len()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex as StdMutex;

    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_key_keeps_its_order_and_others_do_not_wait() {
        let busy = Arc::new(Busy::default());
        let seen = Arc::new(StdMutex::new(Vec::new()));
        let log = Arc::clone(&seen);
        let lanes = Lanes::new(Arc::clone(&busy), move |key: &'static str, n: u32| {
            let log = Arc::clone(&log);
            Box::pin(async move {
                if key == "slow" {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                log.lock().unwrap().push((key, n));
            })
        });
        for n in 0..5 {
            lanes.push("slow", n);
        }
        for n in 0..5 {
            lanes.push("quick", n);
        }
        // The quick lane is done long before the slow one's first item.
        tokio::time::sleep(Duration::from_millis(100)).await;
        let early: Vec<_> = seen.lock().unwrap().clone();
        assert_eq!(early, (0..5).map(|n| ("quick", n)).collect::<Vec<_>>());
        busy.idle().await;
        let all = seen.lock().unwrap().clone();
        let slow: Vec<_> = all
            .iter()
            .filter(|(k, _)| *k == "slow")
            .map(|p| p.1)
            .collect();
        assert_eq!(slow, vec![0, 1, 2, 3, 4]);
        assert_eq!(busy.count(), 0);
    }

    #[tokio::test]
    async fn a_panicking_item_neither_stops_its_lane_nor_stays_counted() {
        let busy = Arc::new(Busy::default());
        let seen = Arc::new(StdMutex::new(Vec::new()));
        let log = Arc::clone(&seen);
        let lanes = Lanes::new(Arc::clone(&busy), move |_: u8, n: u32| {
            let log = Arc::clone(&log);
            Box::pin(async move {
                assert_ne!(n, 1, "item 1 panics");
                log.lock().unwrap().push(n);
            })
        });
        for n in 0..3 {
            lanes.push(7, n);
        }
        busy.idle().await;
        assert_eq!(*seen.lock().unwrap(), vec![0, 2]);
        assert_eq!(lanes.running(), 1);
    }
}
