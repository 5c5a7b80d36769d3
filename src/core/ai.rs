//! The computer opponent's seam. A player gets only its own [`PlayerView`]: in Dark Hex it
//! cannot cheat by construction. The real engines come in their own issue; until then the
//! "beginner" is a uniformly random legal player.

use crate::rules::{Move, PlayerView};

/// A computer player.
pub trait Ai: Send + Sync {
    /// The level's name as users type it.
    fn name(&self) -> &'static str;
    /// Chooses a move from what the player knows; `seed` makes the choice reproducible.
    fn choose(&self, view: &PlayerView, seed: u64) -> Option<Move>;
}

/// Picks uniformly among the cells the player does not know to be occupied.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomAi;

impl Ai for RandomAi {
    fn name(&self) -> &'static str {
        "beginner"
    }

    fn choose(&self, view: &PlayerView, seed: u64) -> Option<Move> {
        let size = view.settings().size;
        let candidates: Vec<_> = size.cells().filter(|&c| view.may_try(c)).collect();
        if candidates.is_empty() {
            return None;
        }
        let pick = (mix(seed) % candidates.len() as u64) as usize;
        candidates.get(pick).copied().map(Move::Place)
    }
}

/// A 64-bit mixing function (splitmix64's finaliser): seeds in, well-spread numbers out.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
