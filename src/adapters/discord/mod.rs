//! The Discord adapter (serenity 0.12).
//!
//! For now this holds only the connection seam ([`connect`]): how a serenity [`Http`] client
//! is pointed at Discord, at an HTTP API proxy, or at the local Discord that the tests run.
//!
//! [`Http`]: serenity::http::Http

pub mod connect;
