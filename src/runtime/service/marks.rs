//! Marking delivered outbox rows with a group commit: every delivery that went through waits
//! until its row is marked, and the deliveries that finish while one mark is being written
//! are marked together by the next one, in one statement.
//!
//! Each delivery lane marks its row as soon as the network took it (a crash then re-sends at
//! most the rows in flight, which their idempotency keys make harmless). Written one by one,
//! those marks were a move's largest cost on SQLite: a move's three or four effects each
//! cost a transaction of their own (a WAL append and its locks) and two thread hand-offs to
//! the database's worker. The first caller writes at once (no timer, so no mark waits that
//! would not have waited anyway); callers arriving meanwhile queue, and one of them writes the
//! whole queue when the write in flight ends.

use std::collections::VecDeque;

use crate::{
    core::Millis,
    store::{Store, StoreError},
    sync::Locked,
};

/// How many finished batches remember whether they were written (a waiter looks its batch up
/// right after the write that took it, so a few are plenty).
const BATCHES_REMEMBERED: usize = 64;

/// The rows waiting to be marked and what became of the batches written.
#[derive(Debug, Default)]
struct Queue {
    /// Rows not yet taken by a write.
    waiting: Vec<i64>,
    /// The batch the waiting rows will be written in.
    next_batch: u64,
    /// The latest written batches and whether each was marked (`false`: the write failed).
    written: VecDeque<(u64, bool)>,
}

/// The group commit of delivered marks (see the module's doc).
#[derive(Debug, Default)]
pub(super) struct DeliveredMarks {
    queue: std::sync::Mutex<Queue>,
    /// Held while a batch is written: one write at a time, and the waiters queue behind it
    /// (tokio's mutex is fair, so they are served in turn).
    writing: tokio::sync::Mutex<()>,
}

impl DeliveredMarks {
    /// Marks `ids` delivered, together with the rows of other deliveries that finished
    /// meanwhile; returns once they are written. An error means the batch holding them was
    /// not marked (its rows are sent again later, under their keys).
    pub(super) async fn mark(
        &self,
        store: &Store,
        ids: &[i64],
        now: Millis,
    ) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        let batch = {
            let mut queue = self.queue.locked();
            queue.waiting.extend_from_slice(ids);
            queue.next_batch
        };
        let _writing = self.writing.lock().await;
        let ids = {
            let mut queue = self.queue.locked();
            if batch < queue.next_batch {
                // Taken and written by the write that held the lock before this caller.
                return match queue.written.iter().find(|(b, _)| *b == batch) {
                    Some((_, true)) => Ok(()),
                    Some((_, false)) | None => Err(StoreError::MarkFailed),
                };
            }
            queue.next_batch += 1;
            std::mem::take(&mut queue.waiting)
        };
        let result = store.mark_delivered(&ids, now).await;
        let mut queue = self.queue.locked();
        queue.written.push_back((batch, result.is_ok()));
        while queue.written.len() > BATCHES_REMEMBERED {
            queue.written.pop_front();
        }
        result
    }
}
