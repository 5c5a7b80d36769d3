//! What runs the core, apart from persistence: the [`Service`] (the core behind one lock,
//! written through the store before anything is sent, computer turns thought about off the
//! async runtime, finished games evicted) and the drawing threads ([`render_blocking`]).

mod drawing;
mod service;

pub use drawing::render_blocking;
pub use service::{Delivery, Service, Sink};
