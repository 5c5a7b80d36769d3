//! The outbox seen from the service: rows written and not yet delivered, delivering them in
//! order under their idempotency keys, and which rows are out for delivery right now.

use std::time::Instant;

use super::{Delivery, Service, Sink, HANDED_OUT_FOR};
use crate::runtime::{Outcome, Reason};
use crate::sync::Locked;
use crate::{
    core::{Core, Millis, WriteKey},
    runtime::pause::pause_point_at,
    store::StoreError,
};

impl Service {
    /// The effects written but never marked delivered (after a crash, or a delivery that
    /// failed), views rebuilt from the stored logs. Rows handed out for delivery and not yet
    /// dispatched are left out; the rows returned are handed out in turn, until
    /// [`Service::dispatch`] or [`Service::release`].
    pub async fn pending(&self) -> Result<Vec<Delivery>, StoreError> {
        // Rows another process wrote may show a game this one has not seen move.
        let now = match self.latest_now.load(std::sync::atomic::Ordering::Relaxed) {
            0 => crate::runtime::system_now(),
            now => now,
        };
        self.refresh(now).await?;
        let rows = self.store.pending_outbox().await?;
        let rows: Vec<_> = {
            let mut handed_out = self.handed_out.locked();
            handed_out.retain(|_, at| at.elapsed() < HANDED_OUT_FOR);
            let rows: Vec<_> = rows
                .into_iter()
                .filter(|(id, _, _)| !handed_out.contains_key(id))
                .collect();
            let now = Instant::now();
            handed_out.extend(rows.iter().map(|(id, _, _)| (*id, now)));
            rows
        };
        // The games whose pictures are rebuilt, in memory first (each under its writer).
        let games: std::collections::BTreeSet<_> = rows
            .iter()
            .filter_map(|(_, _, stored)| stored.image())
            .filter(|image| image.needs_game())
            .map(|image| image.source.game)
            .collect();
        for game in games {
            let current = self
                .with_core_and_staleness(|core, stale| core.table(game).is_some() && !stale(game))
                .await;
            if !current {
                let _writer = self.writers.lock([WriteKey::Game(game)].into()).await;
                self.bring_current(&[game].into(), now).await?;
            }
        }
        let memory = self.memory.lock().await;
        let core = &memory.core;
        let mut out = Vec::with_capacity(rows.len());
        for (outbox_id, created_ms, stored) in rows {
            let effect = stored.map_image(|image| {
                if !image.needs_game() {
                    return image.without_game();
                }
                let table = core.table(image.source.game)?;
                let rebuilt = Core::image_from_stored(table, &image);
                if rebuilt.is_none() {
                    tracing::warn!(
                        outbox_id,
                        game = %image.source.game,
                        "stored image could not be rebuilt; sending text only"
                    );
                }
                rebuilt
            });
            out.push(Delivery {
                outbox_id,
                created_ms,
                effect,
            });
        }
        Ok(out)
    }

    /// Delivers effects in order, each under its idempotency key, then marks those that went
    /// through (or were given up for good: [`Outcome::Dropped`]) delivered, together with the rows other deliveries finished meanwhile (one
    /// statement: `marks.rs`). A crash before the mark re-sends the rows of this call that went
    /// through, which their keys make harmless; the pump's lanes dispatch one row at a time,
    /// so there it is at most the row in flight in each conversation. Returns how many went
    /// through. The rest stay in the outbox, for [`Service::pending`] to hand out again.
    pub async fn dispatch<S: Sink + ?Sized>(
        &self,
        sink: &S,
        deliveries: &[Delivery],
        now: Millis,
    ) -> Result<usize, StoreError> {
        let mut done = Vec::with_capacity(deliveries.len());
        for delivery in deliveries {
            let outbox_id = delivery.outbox_id;
            let network = delivery.effect.platform();
            match sink.deliver_keyed(&delivery.key(), &delivery.effect).await {
                Outcome::Done => {
                    // The row and the kind of effect, never its words.
                    let detail = format!("outbox row {outbox_id}, {}", delivery.effect.kind_name());
                    pause_point_at("delivered", &detail).await;
                    done.push(outbox_id);
                }
                Outcome::Dropped(Reason { word, detail }) => {
                    crate::admin::metrics::delivery_dropped(network, word);
                    tracing::error!(outbox_id, ?network, reason = word, %detail, "delivery given up for good");
                    done.push(outbox_id);
                }
                Outcome::Retry(Reason { word, detail }) => {
                    crate::admin::metrics::delivery_retried(network, word);
                    // Waiting for an earlier delivery or a rate limit is the lanes' normal
                    // work; anything else is worth a look.
                    if matches!(word, "busy" | "slow" | "rate_limited") {
                        tracing::debug!(outbox_id, ?network, reason = word, %detail, "delivery waits; will retry");
                    } else {
                        tracing::warn!(outbox_id, ?network, reason = word, %detail, "delivery failed; will retry");
                    }
                }
            }
        }
        // Sent but not marked (an error): sent again later under the same keys.
        let marked = self.marks.mark(&self.store, &done, now).await;
        self.release(deliveries);
        marked.map(|()| done.len())
    }

    /// Gives back deliveries that will not be dispatched now (their network is not attached):
    /// they stay in the outbox, and [`Service::pending`] hands them out again.
    pub fn release(&self, deliveries: &[Delivery]) {
        {
            let mut handed_out = self.handed_out.locked();
            for delivery in deliveries {
                handed_out.remove(&delivery.outbox_id);
            }
        }
    }

    pub(super) fn hand_out(&self, ids: &[i64]) {
        {
            let mut handed_out = self.handed_out.locked();
            let now = Instant::now();
            handed_out.extend(ids.iter().map(|id| (*id, now)));
        }
    }
}
