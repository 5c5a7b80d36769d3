//! Transitional: the old home of the core's vocabulary, now split into [`super::ids`],
//! [`super::incoming`] and [`super::effect`]. Kept only for the names `command.rs` and
//! `messages.rs` still import from here; it goes when those two modules are split.

pub use super::{
    effect::ActionKind,
    ids::{ChallengeId, GameId},
};
