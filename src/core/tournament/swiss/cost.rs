//! The cost of each possible pair and bye, its parts in the Dutch criteria's priority, and the
//! minimum-cost perfect matching over them.

use super::{Float, Placed, RoundRules};
use crate::core::tournament::format::EntryId;

/// The parts of a cost, highest priority first.
const FORBIDDEN: usize = 0;
const BYE_GROUP: usize = 1;
const SCORE: usize = 2;
const BYE_UNPLAYED: usize = 3;
const COLOUR_ABSOLUTE: usize = 4;
const COLOUR_ANY: usize = 5;
const COLOUR_STRONG: usize = 6;
const DOWN_AGAIN: usize = 7;
const UP_AGAIN: usize = 8;
const FLOAT_TWO_BACK: usize = 9;
const ORDER: usize = 10;
const PARTS: usize = 11;

type Parts = [u32; PARTS];

/// The weighed costs of a round.
pub(super) struct Costs<'a> {
    placed: &'a [Placed<'a>],
    avoid: &'a [(EntryId, EntryId)],
    /// The lowest score in the field.
    lowest: u32,
    /// Each part's weight.
    weights: [i128; PARTS],
}

impl<'a> Costs<'a> {
    /// The weights for a field: each part's above the most all lower parts can add up to.
    pub(super) fn new(placed: &'a [Placed<'a>], rules: &'a RoundRules) -> Option<Self> {
        let lowest = placed.iter().map(|p| p.player.score).min().unwrap_or(0);
        let mut costs = Self {
            placed,
            avoid: &rules.avoid,
            lowest,
            weights: [0; PARTS],
        };
        let n = placed.len();
        let mut largest = [0u32; PARTS];
        let mut widen = |parts: Parts| {
            for (l, p) in largest.iter_mut().zip(parts) {
                *l = (*l).max(p);
            }
        };
        for i in 0..n {
            for j in i + 1..n {
                widen(costs.pair_parts(i, j));
            }
            if n % 2 == 1 {
                widen(costs.bye_parts(i));
            }
        }
        let edges = (n as i128 + 1) / 2;
        let mut below: i128 = 0;
        for part in (0..PARTS).rev() {
            let weight = below.checked_add(1)?;
            costs.weights[part] = weight;
            below = i128::from(largest[part])
                .checked_mul(edges)?
                .checked_mul(weight)?
                .checked_add(below)?;
        }
        // The matching adds to the largest cost and keeps sums of costs: stay far below the
        // type's limit.
        below.checked_mul(edges.checked_mul(16)?)?;
        Some(costs)
    }

    fn weigh(&self, parts: &Parts, without_order: bool) -> i128 {
        let upto = if without_order { ORDER } else { PARTS };
        (0..upto)
            .map(|k| i128::from(parts[k]) * self.weights[k])
            .sum()
    }

    /// The cost of pairing the players placed `i` and `j`, without the Dutch order's part
    /// (what every pairing of a bracket must match).
    pub(super) fn quality(&self, i: usize, j: usize) -> i128 {
        let (h, l) = (i.min(j), i.max(j));
        self.weigh(&self.pair_parts(h, l), true)
    }

    /// Whether the players placed `i` and `j` may meet at all.
    pub(super) fn compatible(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.placed[i], &self.placed[j]);
        let (x, y) = (a.player.id, b.player.id);
        let met = a.player.met.contains(&y) || b.player.met.contains(&x);
        let avoided = self
            .avoid
            .iter()
            .any(|&(p, q)| (p, q) == (x, y) || (q, p) == (x, y));
        let (pa, pb) = (&a.preference, &b.preference);
        let clash = pa.absolute
            && pb.absolute
            && pa.side == pb.side
            && pa.side.is_some()
            && !a.topscorer
            && !b.topscorer;
        !met && !avoided && !clash
    }

    /// The parts of pairing the players placed `h` above `l`.
    fn pair_parts(&self, h: usize, l: usize) -> Parts {
        let (a, b) = (&self.placed[h], &self.placed[l]);
        let mut parts = [0; PARTS];
        parts[FORBIDDEN] = u32::from(!self.compatible(h, l));
        let difference = a.player.score.abs_diff(b.player.score);
        parts[SCORE] = difference * difference;
        let (pa, pb) = (&a.preference, &b.preference);
        let same = pa.side.is_some() && pa.side == pb.side;
        parts[COLOUR_ABSOLUTE] = u32::from(same && pa.absolute && pb.absolute);
        parts[COLOUR_ANY] = u32::from(same);
        let firm = |p: &super::Preference| p.strong || p.absolute;
        parts[COLOUR_STRONG] =
            u32::from(same && firm(pa) && firm(pb) && !(pa.absolute && pb.absolute));
        if difference > 0 {
            parts[DOWN_AGAIN] = u32::from(a.float1 == Float::Down);
            parts[UP_AGAIN] = u32::from(b.float1 == Float::Up);
            parts[FLOAT_TWO_BACK] =
                u32::from(a.float2 == Float::Down) + u32::from(b.float2 == Float::Up);
        }
        parts[ORDER] = order_cost(a, b);
        parts
    }

    /// The parts of giving the bye to the player placed `i`.
    fn bye_parts(&self, i: usize) -> Parts {
        let p = &self.placed[i];
        let mut parts = [0; PARTS];
        parts[FORBIDDEN] = u32::from(p.player.had_bye);
        parts[BYE_GROUP] = p.player.score - self.lowest;
        parts[BYE_UNPLAYED] = p.unplayed;
        parts[DOWN_AGAIN] = u32::from(p.float1 == Float::Down);
        parts[FLOAT_TWO_BACK] = u32::from(p.float2 == Float::Down);
        parts[ORDER] = (self.placed.len() - 1 - i) as u32;
        parts
    }

    /// The minimum-cost matching: the pairs (higher place first) and the bye.
    pub(super) fn matching(&self) -> (Vec<(usize, usize)>, Option<usize>) {
        let n = self.placed.len();
        let vertices = n + n % 2;
        let mut matrix = vec![0i128; vertices * vertices];
        for i in 0..n {
            for j in i + 1..n {
                matrix[i * vertices + j] = self.weigh(&self.pair_parts(i, j), false);
            }
            if n % 2 == 1 {
                matrix[i * vertices + n] = self.weigh(&self.bye_parts(i), false);
            }
        }
        let mate = min_cost_matching(&matrix, vertices);
        let mut pairs = Vec::with_capacity(n / 2);
        let mut bye = None;
        for (i, &j) in mate.iter().enumerate().take(n) {
            if j >= n {
                bye = Some(i);
            } else if i < j {
                pairs.push((i, j));
            }
        }
        (pairs, bye)
    }
}

/// The matching, in 64-bit integers where the costs leave them ample room (about twice as
/// fast as 128-bit ones, which very large fields with many rounds need).
pub(super) fn min_cost_matching(matrix: &[i128], vertices: usize) -> Vec<usize> {
    let largest = matrix.iter().copied().max().unwrap_or(0);
    // The solver's duals and sums stay within the field's size times the largest cost; the
    // crate keeps a quarter of the type's range as its infinity.
    let fits = largest
        .checked_mul(8 * vertices as i128)
        .is_some_and(|bound| bound < i128::from(i64::MAX));
    if fits {
        let narrow: Vec<i64> = matrix.iter().map(|&c| c as i64).collect();
        integer_blossom::min_weight_perfect_matching(&narrow, vertices)
    } else {
        integer_blossom::min_weight_perfect_matching(matrix, vertices)
    }
}

/// How far a pair is from the Dutch order: inside a score group the top half meets the bottom
/// half in order; across groups the lower group's best meets the higher group's last.
fn order_cost(a: &Placed, b: &Placed) -> u32 {
    let (high, low) = if a.group <= b.group { (a, b) } else { (b, a) };
    if high.group == low.group {
        let half = high.group_size / 2;
        let apart = high.in_group.abs_diff(low.in_group);
        apart.abs_diff(half) as u32
    } else {
        (high.group_size - 1 - high.in_group + low.in_group) as u32
    }
}
