//! What runs the core, apart from persistence: the [`Service`] (one writer per key — a game,
//! a challenge, a tournament —, every write committed through the store before anything is
//! sent, computer turns thought about off the async runtime in a pool as large as the
//! machine's cores, finished games evicted), the drawing threads ([`render_blocking`]), and
//! the [`Pump`] that every adapter and local mode share (handle → a delivery lane per
//! recipient; computer turns in tasks of their own; one clock for ticks and retries). A
//! [`Sink`] carries effects out and reports each one's [`Outcome`].

mod drawing;
mod lanes;
mod outcome;
mod pause;
mod pump;
mod service;

pub use drawing::render_blocking;
pub use outcome::{Outcome, Reason};
pub use pause::pause_point;
pub use pump::{system_now, Clock, Handled, Pump, PumpError};
pub use service::{Delivery, Service, Sink};

/// The server settings and game threads a [`Service`] reads and writes for the adapters.
pub use crate::store::{GameThread, GuildSettings};
