//! The bot's metrics, one small function each, for the runtime and the adapters to call where
//! the thing happens; `/metrics` renders them in Prometheus' text format.
//!
//! They go through the `metrics` facade, whose calls cost next to nothing until a recorder is
//! installed ([`install`], done by the admin server): a bot without `[admin] listen` keeps no
//! metrics. The recorder is `metrics-exporter-prometheus`, the metrics-rs project's own
//! exporter, kept together with the facade; it is built without its HTTP listener and push
//! gateway (no second server, no hyper client, no TLS stack): our admin server renders it.
//!
//! Every name starts with `hextable_`; the README's "Watching a running bot" lists them.
//! Label values are fixed strings (network names, reasons, states) or HTTP status codes, so
//! the number of series stays small.

use std::{
    sync::{Mutex, PoisonError},
    time::Duration,
};

use metrics::{counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::core::Platform;

/// Histogram: seconds from a message handed to the runtime to its first delivery, per
/// `network`.
pub const ANSWER_SECONDS: &str = "hextable_answer_seconds";
/// Gauge: games in memory per `state` (`active`, `finished`).
pub const GAMES: &str = "hextable_games";
/// Gauge: computer searches per `state` (`running`, `queued`).
pub const SEARCHES: &str = "hextable_searches";
/// Gauge: keys (games, challenges, tournaments, …) whose writer is held or waited for.
pub const WRITERS_BUSY: &str = "hextable_writers_busy";
/// Counter: writes planned again, per `reason`: `changed_here` (a write of this process got to
/// one of its keys first) or `changed_elsewhere` (another process did).
pub const WRITES_REPLANNED: &str = "hextable_writes_replanned_total";
/// Gauge: outbox rows written and not yet delivered (every process's), read at each scrape.
pub const OUTBOX_PENDING: &str = "hextable_outbox_pending";
/// Gauge: age in seconds of the oldest undelivered outbox row (0 when none), read at each
/// scrape.
pub const OUTBOX_OLDEST_SECONDS: &str = "hextable_outbox_oldest_seconds";
/// Counter: deliveries that failed and stay in the outbox to be tried again, per `network`
/// and `reason`.
pub const DELIVERIES_RETRIED: &str = "hextable_deliveries_retried_total";
/// Counter: deliveries given up for good, per `network` and `reason`.
pub const DELIVERIES_DROPPED: &str = "hextable_deliveries_dropped_total";
/// Counter: Discord HTTP answers that were errors, per `status` (429: rate limited).
pub const DISCORD_HTTP_ERRORS: &str = "hextable_discord_http_errors_total";
/// Gauge: 1 when the database answered the last scrape's query, else 0.
pub const STORE_UP: &str = "hextable_store_up";
/// Gauge: 1 when a `network` is connected, else 0 (a standby is 0 too).
pub const NETWORK_CONNECTED: &str = "hextable_network_connected";

/// The answer histogram's buckets, in seconds: a quiet answer takes tens of milliseconds,
/// one behind a computer's search up to seconds.
const ANSWER_BUCKETS: [f64; 13] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
];

/// Installs the process's Prometheus recorder (once; later calls return the same handle).
///
/// # Errors
///
/// When another recorder was installed in this process first.
pub fn install() -> Result<PrometheusHandle, String> {
    static HANDLE: Mutex<Option<PrometheusHandle>> = Mutex::new(None);
    // A poisoned lock still holds a whole `Option`: the handle or nothing.
    let mut handle = HANDLE.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(handle) = handle.as_ref() {
        return Ok(handle.clone());
    }
    let installed = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Full(ANSWER_SECONDS.to_owned()), &ANSWER_BUCKETS)
        .map_err(|error| error.to_string())?
        .install_recorder()
        .map_err(|error| format!("installing the metrics recorder: {error}"))?;
    describe();
    *handle = Some(installed.clone());
    Ok(installed)
}

/// The `# HELP` lines.
fn describe() {
    describe_histogram!(
        ANSWER_SECONDS,
        metrics::Unit::Seconds,
        "From a message handed to the runtime to its first delivery"
    );
    describe_gauge!(GAMES, "Games in memory, by state");
    describe_gauge!(SEARCHES, "Computer searches, running or queued");
    describe_gauge!(WRITERS_BUSY, "Keys whose writer is held or waited for");
    describe_counter!(
        WRITES_REPLANNED,
        "Writes planned again because a key changed meanwhile"
    );
    describe_gauge!(OUTBOX_PENDING, "Outbox rows not yet delivered");
    describe_gauge!(
        OUTBOX_OLDEST_SECONDS,
        metrics::Unit::Seconds,
        "Age of the oldest undelivered outbox row"
    );
    describe_counter!(
        DELIVERIES_RETRIED,
        "Deliveries that failed and will be tried again"
    );
    describe_counter!(DELIVERIES_DROPPED, "Deliveries given up for good");
    describe_counter!(DISCORD_HTTP_ERRORS, "Discord HTTP error answers, by status");
    describe_gauge!(STORE_UP, "Whether the database answered");
    describe_gauge!(NETWORK_CONNECTED, "Whether a chat network is connected");
}

/// A message's first answer went out `elapsed` after the message was handed to the runtime.
pub fn answer_latency(network: Platform, elapsed: Duration) {
    histogram!(ANSWER_SECONDS, "network" => network.name()).record(elapsed.as_secs_f64());
}

/// The games in memory: `active` (being played) and `finished` (kept a while after the end).
pub fn games(active: usize, finished: usize) {
    gauge!(GAMES, "state" => "active").set(active as f64);
    gauge!(GAMES, "state" => "finished").set(finished as f64);
}

/// The computer searches: `running` now, and `waiting` for a place to run.
pub fn searches(running: usize, waiting: usize) {
    gauge!(SEARCHES, "state" => "running").set(running as f64);
    gauge!(SEARCHES, "state" => "queued").set(waiting as f64);
}

/// The keys whose writer is held or waited for now.
pub fn writers_busy(busy: usize) {
    gauge!(WRITERS_BUSY).set(busy as f64);
}

/// A write was planned again: `reason` is `changed_here` or `changed_elsewhere`.
pub fn write_replanned(reason: &'static str) {
    counter!(WRITES_REPLANNED, "reason" => reason).increment(1);
}

/// The outbox: `pending` rows not yet delivered, the oldest of them `oldest` old.
pub fn outbox(pending: i64, oldest: Duration) {
    gauge!(OUTBOX_PENDING).set(pending as f64);
    gauge!(OUTBOX_OLDEST_SECONDS).set(oldest.as_secs_f64());
}

/// A delivery to `network` failed and stays in the outbox, to be tried again. `reason` is a
/// short fixed word: `rate_limited`, `transient` (network, 5xx), `busy` (an earlier delivery
/// to the same place is not settled), `slow` (going on in the background), `no_sink`.
pub fn delivery_retried(network: Platform, reason: &'static str) {
    counter!(DELIVERIES_RETRIED, "network" => network.name(), "reason" => reason).increment(1);
}

/// A delivery to `network` was given up for good. `reason` is a short fixed word: `refused`
/// (a permanent error), `dms_closed`, `too_large`.
pub fn delivery_dropped(network: Platform, reason: &'static str) {
    counter!(DELIVERIES_DROPPED, "network" => network.name(), "reason" => reason).increment(1);
}

/// Discord answered an HTTP request with the error `status` (4xx, 429, 5xx).
pub fn discord_http_error(status: u16) {
    counter!(DISCORD_HTTP_ERRORS, "status" => status.to_string()).increment(1);
}

/// Whether the database answered (set at each scrape).
pub(super) fn store_up(up: bool) {
    gauge!(STORE_UP).set(f64::from(u8::from(up)));
}

/// Whether `network` is connected (set at each scrape).
pub(super) fn network_connected(network: Platform, connected: bool) {
    gauge!(NETWORK_CONNECTED, "network" => network.name()).set(f64::from(u8::from(connected)));
}
