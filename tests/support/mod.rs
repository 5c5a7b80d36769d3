//! Test support shared by the integration tests (each test binary uses a part of it).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod discord;
