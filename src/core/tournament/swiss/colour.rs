//! Who moves first on a board: the Dutch system's colour allocation (C.04.3 E), where "white"
//! is the side that moves first.
//!
//! In order: grant both preferences; grant the stronger one (absolute over strong over mild,
//! and of two absolute ones the wider imbalance); alternate from the last round in which the
//! two had different sides; grant the higher-ranked player's preference; with no preference
//! at all, the higher-ranked player moves first when their pairing number is odd.

use super::{Placed, Preference};
use crate::{core::tournament::format::EntryId, rules::Side};

/// The side every player with an odd pairing number gets in the first round.
const INITIAL: Side = Side::First;

/// The board of `higher` (better placed) and `lower`: `(first, second)`.
pub(super) fn allocate(higher: &Placed, lower: &Placed) -> (EntryId, EntryId) {
    let higher_side = decided(higher, lower).unwrap_or_else(|| {
        match higher.preference.side {
            Some(side) => side,
            // Neither has a preference (both unplayed): by the pairing number's parity.
            None if higher.player.number % 2 == 1 => INITIAL,
            None => INITIAL.opponent(),
        }
    });
    let (a, b) = (higher.player.id, lower.player.id);
    if higher_side == Side::First {
        (a, b)
    } else {
        (b, a)
    }
}

/// The side of `player` against `other` when the rules decide it before rank does.
fn decided(player: &Placed, other: &Placed) -> Option<Side> {
    let (p, o): (&Preference, &Preference) = (&player.preference, &other.preference);
    match (p.side, o.side) {
        (Some(a), Some(b)) if a == b => {}
        (Some(a), _) => return Some(a),
        (None, Some(b)) => return Some(b.opponent()),
        (None, None) => return None,
    }
    let wanted = p.side?;
    if p.absolute && (p.imbalance > o.imbalance || !o.absolute) {
        return Some(wanted);
    }
    if o.absolute && (o.imbalance > p.imbalance || !p.absolute) {
        return Some(wanted.opponent());
    }
    if p.strong && !o.strong {
        return Some(wanted);
    }
    if o.strong && !p.strong {
        return Some(wanted.opponent());
    }
    // Back through the games played to the last round with different sides: alternate.
    player
        .player
        .sides
        .iter()
        .rev()
        .zip(other.player.sides.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(_, &theirs)| theirs)
}
