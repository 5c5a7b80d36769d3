//! Pause points for crash tests: with `HEXTABLE_PAUSE_AT=<point>` in its environment, the
//! process stops at the first time it reaches that point (it logs so, and the task waits for
//! ever), so that a test can kill it there with SIGKILL and check what a restart makes of it.
//! Without the variable a point costs one comparison.
//!
//! The points: `received` (a message arrived, nothing handled yet), `committed` (its changes
//! and outbox rows are written, nothing sent), `delivered` (one outbox row went through and is
//! not yet marked delivered).

use std::sync::{
    atomic::{AtomicBool, Ordering},
    OnceLock,
};

/// The environment variable naming the point to pause at.
pub const PAUSE_VARIABLE: &str = "HEXTABLE_PAUSE_AT";

/// Waits for ever if this is the first time the process reaches the point named by
/// [`PAUSE_VARIABLE`]; returns at once otherwise.
pub async fn pause_point(name: &str) {
    pause_point_at(name, "").await;
}

/// [`pause_point`], saying in its line what reached the point (`detail`, such as an outbox
/// row's id), so that a test that failed can tell which work the process stopped in.
pub async fn pause_point_at(name: &str, detail: &str) {
    static WANTED: OnceLock<Option<String>> = OnceLock::new();
    static PAUSED: AtomicBool = AtomicBool::new(false);
    let wanted = WANTED.get_or_init(|| std::env::var(PAUSE_VARIABLE).ok());
    if wanted.as_deref() != Some(name) || PAUSED.swap(true, Ordering::SeqCst) {
        return;
    }
    // On stderr as a plain line (whatever the log filter): the test waits for it.
    if detail.is_empty() {
        eprintln!("hextable: paused at {name}");
    } else {
        eprintln!("hextable: paused at {name} ({detail})");
    }
    std::future::pending::<()>().await;
}
