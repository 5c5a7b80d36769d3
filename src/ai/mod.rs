//! Computer players. Each is pure and synchronous, with an explicit budget.

pub mod hexdame;
