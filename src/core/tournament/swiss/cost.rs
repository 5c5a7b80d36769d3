//! The cost of each possible pair and bye, its parts in the Dutch criteria's priority, and the
//! minimum-cost perfect matching over them.

use super::{Float, Placed, RoundRules};
use crate::core::tournament::format::EntryId;

/// The parts of a cost, highest priority first.
/// A rematch, an avoided pair or a second bye: only when nothing else pairs the round.
const REMATCH: usize = 0;
/// The same absolute colour preference.
const FORBIDDEN: usize = 1;
const BYE_GROUP: usize = 2;
/// Players of the bracket who float on instead of being paired in it.
const CUR_PAIRS: usize = 3;
/// Their scores above the bracket's own (the highest are paired first).
const CUR_SCORES: usize = 4;
/// Pairs below the bracket that are not in the next one (the floaters must leave it
/// pairable).
const NEXT_PAIRS: usize = 5;
/// C.04.3 C.7: the floaters chosen so that the next bracket's pairs score as high as they can
/// (its score differences smallest): how far each of its pairs' higher player is below the
/// round's top score.
const NEXT_SCORES: usize = 6;
const SCORE: usize = 7;
const BYE_UNPLAYED: usize = 8;
const COLOUR_ABSOLUTE: usize = 9;
const COLOUR_ANY: usize = 10;
const COLOUR_STRONG: usize = 11;
/// C.04.3 C.14–C.17: residents floating down as in the last round, players floating up as in
/// the last round, then the same for the round before.
const DOWN_AGAIN: usize = 12;
const UP_AGAIN: usize = 13;
const DOWN_TWO_BACK: usize = 14;
const UP_TWO_BACK: usize = 15;
/// C.04.3 C.18–C.21: the scores of those repeated floaters (each floater's own score; for an
/// upfloater, the score of the opponent who came down), last round, then the round before.
const DOWN_SCORE: usize = 16;
const UP_SCORE: usize = 17;
const DOWN_SCORE_TWO_BACK: usize = 18;
const UP_SCORE_TWO_BACK: usize = 19;
const ORDER: usize = 20;
const PARTS: usize = 21;

type Parts = [u32; PARTS];

/// The weighed costs of a round.
pub(super) struct Costs<'a> {
    placed: &'a [Placed<'a>],
    avoid: &'a [(EntryId, EntryId)],
    /// The lowest score in the field.
    lowest: u32,
    /// Each score group's score.
    group_scores: Vec<u32>,
    /// Each part's weight.
    weights: [i128; PARTS],
}

impl<'a> Costs<'a> {
    /// The weights for a field: each part's above the most all lower parts can add up to.
    pub(super) fn new(placed: &'a [Placed<'a>], rules: &'a RoundRules) -> Option<Self> {
        let lowest = placed.iter().map(|p| p.player.score).min().unwrap_or(0);
        let mut group_scores: Vec<u32> = placed.iter().map(|p| p.player.score).collect();
        group_scores.dedup();
        let mut costs = Self {
            placed,
            avoid: &rules.avoid,
            lowest,
            group_scores,
            weights: [0; PARTS],
        };
        // The weights of a bracket's own pairs, for comparing pairings of the same players.
        let mut largest = [0u32; PARTS];
        let n = placed.len();
        for i in 0..n {
            for j in i + 1..n {
                for (l, p) in largest.iter_mut().zip(costs.pair_parts(i, j)) {
                    *l = (*l).max(p);
                }
            }
            for (l, p) in largest.iter_mut().zip(costs.bye_parts(i)) {
                *l = (*l).max(p);
            }
        }
        largest[CUR_SCORES] = largest[BYE_GROUP];
        // Floating as before, a count or a score's weight per player.
        let top = placed.first().map_or(lowest, |p| p.player.score);
        for part in [DOWN_AGAIN, UP_AGAIN, DOWN_TWO_BACK, UP_TWO_BACK] {
            largest[part] = 1;
        }
        for part in [DOWN_SCORE, UP_SCORE, DOWN_SCORE_TWO_BACK, UP_SCORE_TWO_BACK] {
            largest[part] = costs.score_weight(top);
        }
        // Only what a bracket's pairing of the same players can change.
        for part in [CUR_PAIRS, NEXT_PAIRS, NEXT_SCORES, ORDER] {
            largest[part] = 0;
        }
        let count = [(n as i128 + 2) / 2; PARTS];
        costs.weights = weights(&largest, &count, 1)?;
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

    /// The cost of the bye for the player placed `i`, without the Dutch order's part.
    pub(super) fn bye_quality(&self, i: usize) -> i128 {
        self.weigh(&self.bye_parts(i), true)
    }

    /// Whether the players placed `i` and `j` may meet at all.
    pub(super) fn compatible(&self, i: usize, j: usize) -> bool {
        !self.met(i, j) && !self.clash(i, j)
    }

    /// Whether the players placed `i` and `j` met before or must never meet.
    fn met(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.placed[i], &self.placed[j]);
        let (x, y) = (a.player.id, b.player.id);
        a.player.met.contains(&y)
            || b.player.met.contains(&x)
            || self
                .avoid
                .iter()
                .any(|&(p, q)| (p, q) == (x, y) || (q, p) == (x, y))
    }

    /// Whether the players placed `i` and `j` want the same side absolutely (and neither is
    /// a topscorer of the last round).
    fn clash(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.placed[i], &self.placed[j]);
        let (pa, pb) = (&a.preference, &b.preference);
        pa.absolute
            && pb.absolute
            && pa.side == pb.side
            && pa.side.is_some()
            && !a.topscorer
            && !b.topscorer
    }

    /// The parts of pairing the players placed `h` above `l`.
    fn pair_parts(&self, h: usize, l: usize) -> Parts {
        let (a, b) = (&self.placed[h], &self.placed[l]);
        let mut parts = [0; PARTS];
        parts[REMATCH] = u32::from(self.met(h, l));
        parts[FORBIDDEN] = u32::from(self.clash(h, l));
        let difference = a.player.score.abs_diff(b.player.score);
        parts[SCORE] = difference * difference;
        let (pa, pb) = (&a.preference, &b.preference);
        let same = pa.side.is_some() && pa.side == pb.side;
        parts[COLOUR_ABSOLUTE] = u32::from(same && pa.absolute && pb.absolute);
        parts[COLOUR_ANY] = u32::from(same);
        let firm = |p: &super::Preference| p.strong || p.absolute;
        parts[COLOUR_STRONG] =
            u32::from(same && firm(pa) && firm(pb) && !(pa.absolute && pb.absolute));
        // C.04.3 C.14–C.17: the floats repeated from the last round and the one before. One
        // who came down into the bracket and is paired there floats no further (their float
        // counted where they left their own group); their opponent floats up.
        if difference > 0 {
            let weight = self.score_weight(a.player.score);
            parts[UP_AGAIN] = u32::from(b.float1 == Float::Up);
            parts[UP_TWO_BACK] = u32::from(b.float2 == Float::Up);
            parts[UP_SCORE] = parts[UP_AGAIN] * weight;
            parts[UP_SCORE_TWO_BACK] = parts[UP_TWO_BACK] * weight;
        }
        parts[ORDER] = order_cost(a, b);
        parts
    }

    /// The parts of giving the bye to the player placed `i`.
    fn bye_parts(&self, i: usize) -> Parts {
        let p = &self.placed[i];
        let mut parts = [0; PARTS];
        parts[REMATCH] = u32::from(p.player.had_bye);
        parts[BYE_GROUP] = p.player.score - self.lowest;
        parts[BYE_UNPLAYED] = p.unplayed;
        self.floats_down(p, p.player.score, &mut parts);
        parts[ORDER] = (self.placed.len() - 1 - i) as u32;
        parts
    }

    /// A score's weight in the criteria on the scores of repeated floaters (C.18–C.21).
    fn score_weight(&self, score: u32) -> u32 {
        score - self.lowest + 1
    }

    /// The float criteria of `p` floating down out of a bracket whose own score is `resident`
    /// (or getting the bye): only a resident counts as a repeated downfloater (C.14, C.16;
    /// one who came down already floated), everyone with their score (C.18, C.20).
    fn floats_down(&self, p: &Placed, resident: u32, parts: &mut Parts) {
        let weight = self.score_weight(p.player.score);
        let own = p.player.score <= resident;
        let last = p.float1 == Float::Down;
        let before = p.float2 == Float::Down;
        parts[DOWN_AGAIN] = u32::from(own && last);
        parts[DOWN_TWO_BACK] = u32::from(own && before);
        parts[DOWN_SCORE] = u32::from(last) * weight;
        parts[DOWN_SCORE_TWO_BACK] = u32::from(before) * weight;
    }

    /// The cost of the player placed `i` floating down out of the bracket of score group
    /// `group`, without the Dutch order's part.
    pub(super) fn float_quality(&self, i: usize, group: usize) -> i128 {
        let p = &self.placed[i];
        let mut parts = [0; PARTS];
        let resident = self
            .group_scores
            .get(group)
            .copied()
            .unwrap_or(p.player.score);
        parts[CUR_SCORES] = p.player.score.saturating_sub(resident);
        self.floats_down(p, resident, &mut parts);
        self.weigh(&parts, true)
    }

    /// How well the players below a bracket can be paired with `floaters` joining them: the
    /// forbidden pairs, the bye's group, the pairs left out of the next bracket, how far the
    /// next bracket's pairs score below the top (C.04.3 C.7), and the unplayed rounds of the
    /// bracket's one floater when they get the bye (C.9), weighed in that order (lower is
    /// better).
    pub(super) fn lower_cost(&self, floaters: &[usize], lower: &[usize]) -> i128 {
        let all: Vec<usize> = floaters.iter().chain(lower).copied().collect();
        let n = all.len();
        let vertices = n + n % 2;
        let next_group = lower.first().map(|&l| self.placed[l].group);
        let edges = (vertices as i128 + 1) / 2;
        let spread = i128::from(
            self.placed
                .iter()
                .map(|p| p.player.score - self.lowest)
                .max()
                .unwrap_or(0),
        );
        // The next bracket's pairs scoring highest (C.7), then as many of them as can be.
        let highest = i128::from(self.lowest) + spread;
        let unplayed = self
            .placed
            .iter()
            .map(|p| i128::from(p.unplayed))
            .max()
            .unwrap_or(0);
        let score_weight = unplayed + 1;
        let next_weight = score_weight * edges * (spread + 1) + 1;
        let bye_weight = next_weight * edges + 1;
        let forbidden_weight = bye_weight * (spread + 1) * edges + 1;
        // C.9 counts only where the bracket's one floater is the one who gets the bye.
        let single = floaters.len() == 1;
        let mut matrix = vec![0i128; vertices * vertices];
        for u in 0..n {
            let single = single && u == 0;
            for v in u + 1..n {
                let (h, l) = (all[u].min(all[v]), all[u].max(all[v]));
                let mut cost = 0;
                if !self.compatible(h, l) {
                    cost += forbidden_weight;
                }
                if Some(self.placed[l].group) == next_group {
                    cost += (highest - i128::from(self.placed[h].player.score)) * score_weight;
                } else {
                    cost += next_weight;
                }
                matrix[u * vertices + v] = cost;
            }
            if n % 2 == 1 {
                let p = &self.placed[all[u]];
                matrix[u * vertices + n] = i128::from(p.player.had_bye) * forbidden_weight
                    + i128::from(p.player.score - self.lowest) * bye_weight
                    + i128::from(single) * i128::from(p.unplayed);
            }
        }
        let mate = min_cost_matching(&matrix, vertices);
        (0..vertices)
            .filter(|&u| u < mate[u])
            .map(|u| matrix[u * vertices + mate[u]])
            .sum()
    }

    /// Pairs one bracket: the players of `current` (those who came down, then the group's
    /// own), with everyone placed below (`lower`) there only to keep the rest of the round
    /// pairable. Returns the bracket's pairs (higher place first), the players who float on
    /// to the next bracket, and the bye (given only when `lower` is empty).
    pub(super) fn bracket(&self, current: &[usize], lower: &[usize]) -> Bracket {
        let all: Vec<usize> = current.iter().chain(lower).copied().collect();
        let n = all.len();
        let odd = n % 2 == 1;
        let vertices = n + usize::from(odd);
        let in_current = |v: usize| v < current.len();
        let next_group = lower.first().map(|&l| self.placed[l].group);
        let resident_score = current
            .iter()
            .map(|&c| self.placed[c].player.score)
            .min()
            .unwrap_or(0);
        // Bounds of each part (one pass over the pairs is what the matching costs already).
        let mut largest = [1u32; PARTS];
        let score = |i: usize| self.placed[i].player.score;
        let top = current.iter().map(|&c| score(c)).max().unwrap_or(0);
        let highest = all.iter().map(|&a| score(a)).max().unwrap_or(0);
        largest[BYE_GROUP] = highest - self.lowest;
        largest[CUR_SCORES] = top - resident_score;
        largest[NEXT_SCORES] = highest - all.iter().map(|&a| score(a)).min().unwrap_or(0);
        largest[SCORE] = (top - resident_score).pow(2);
        largest[BYE_UNPLAYED] = all
            .iter()
            .map(|&a| self.placed[a].unplayed)
            .max()
            .unwrap_or(0);
        for part in [DOWN_SCORE, UP_SCORE, DOWN_SCORE_TWO_BACK, UP_SCORE_TWO_BACK] {
            largest[part] = self.score_weight(highest);
        }
        let widest_group = current
            .iter()
            .map(|&c| self.placed[c].group_size)
            .max()
            .unwrap_or(0);
        largest[ORDER] = (2 * widest_group).max(current.len()).max(1) as u32;
        let order_cap = largest[ORDER];
        let floats_out = |v: usize, parts: &mut Parts| {
            let p = &self.placed[all[v]];
            parts[CUR_PAIRS] = 1;
            parts[CUR_SCORES] = p.player.score - resident_score;
            self.floats_down(p, resident_score, parts);
            parts[ORDER] = (current.len() - 1 - v) as u32;
        };
        // A pair out of the bracket: absolute criteria, and whether (and how high) it is one
        // of the next bracket's.
        let below = |h: usize, l: usize, parts: &mut Parts| {
            parts[REMATCH] = u32::from(self.met(h, l));
            parts[FORBIDDEN] = u32::from(self.clash(h, l));
            if Some(self.placed[l].group) == next_group {
                parts[NEXT_SCORES] = highest - score(h);
            } else {
                parts[NEXT_PAIRS] = 1;
            }
        };
        let edge = |u: usize, v: usize| -> Parts {
            let (a, b) = (all[u], all[v]);
            let (h, l) = (a.min(b), a.max(b));
            match (in_current(u), in_current(v)) {
                (true, true) => self.pair_parts(h, l),
                (true, false) | (false, true) => {
                    let mut parts = [0; PARTS];
                    floats_out(u.min(v), &mut parts);
                    below(h, l, &mut parts);
                    parts
                }
                (false, false) => {
                    let mut parts = [0; PARTS];
                    below(h, l, &mut parts);
                    parts
                }
            }
        };
        // Whether everyone below is there (else the odd one out floats on past them).
        let whole = all.last() == Some(&(self.placed.len() - 1));
        let bye_edge = |v: usize| -> Parts {
            if !whole {
                let mut parts = [0; PARTS];
                if in_current(v) {
                    floats_out(v, &mut parts);
                }
                return parts;
            }
            let mut parts = self.bye_parts(all[v]);
            parts[ORDER] = parts[ORDER].min(order_cap);
            // C.04.3 C.9 (the bye-receiver's unplayed rounds) and the bye-receiver's repeated
            // downfloat (C.14, C.16, C.18, C.20) decide only in the bracket of the bye-receiver,
            // not in the brackets above.
            if !in_current(v) {
                parts[BYE_UNPLAYED] = 0;
                for part in [DOWN_AGAIN, DOWN_TWO_BACK, DOWN_SCORE, DOWN_SCORE_TWO_BACK] {
                    parts[part] = 0;
                }
            }
            if in_current(v) && !lower.is_empty() {
                let order = parts[ORDER];
                floats_out(v, &mut parts);
                parts[ORDER] = order;
            }
            parts
        };
        // The parts about the bracket's own players add up over at most that many edges.
        let edges = (vertices as i128) / 2;
        let mut count = [edges; PARTS];
        for part in [
            CUR_PAIRS,
            CUR_SCORES,
            SCORE,
            COLOUR_ABSOLUTE,
            COLOUR_ANY,
            COLOUR_STRONG,
            DOWN_AGAIN,
            UP_AGAIN,
            DOWN_TWO_BACK,
            UP_TWO_BACK,
            DOWN_SCORE,
            UP_SCORE,
            DOWN_SCORE_TWO_BACK,
            UP_SCORE_TWO_BACK,
            ORDER,
        ] {
            count[part] = edges.min(current.len() as i128);
        }
        for part in [BYE_GROUP, BYE_UNPLAYED] {
            count[part] = 1;
        }
        // A rematch and a clash may also be a bye's (a second one).
        let Some(weights) = weights(&largest, &count, 8 * vertices as i128 + 8) else {
            return Bracket::unpaired(current);
        };
        let weigh = |parts: &Parts| -> i128 {
            parts
                .iter()
                .zip(&weights)
                .map(|(&p, &w)| i128::from(p) * w)
                .sum()
        };
        let mut matrix = vec![0i128; vertices * vertices];
        for u in 0..n {
            for v in u + 1..n {
                matrix[u * vertices + v] = weigh(&edge(u, v));
            }
            if odd {
                matrix[u * vertices + n] = weigh(&bye_edge(u));
            }
        }
        let decide = |matrix: &[i128]| {
            let mate = min_cost_matching(matrix, vertices);
            let mut found = Bracket::default();
            for (u, &v) in mate.iter().enumerate().take(current.len()) {
                if v >= n {
                    if lower.is_empty() {
                        found.bye = Some(all[u]);
                    } else {
                        found.floaters.push(all[u]);
                    }
                } else if !in_current(v) {
                    found.floaters.push(all[u]);
                } else if u < v {
                    found.pairs.push((all[u].min(all[v]), all[u].max(all[v])));
                }
            }
            found
        };
        let found = decide(&matrix);
        // C.04.3 C.9 counts only where the bye-receiver is the bracket's one floater (as
        // bbpPairings reads it): with more floaters, the bracket is paired again without it.
        if odd && whole && found.floaters.len() + usize::from(found.bye.is_some()) > 1 {
            for u in 0..n {
                let mut parts = bye_edge(u);
                parts[BYE_UNPLAYED] = 0;
                matrix[u * vertices + n] = weigh(&parts);
            }
            return decide(&matrix);
        }
        found
    }
}

/// What one bracket's matching decided.
#[derive(Default)]
pub(super) struct Bracket {
    /// The pairs made in the bracket, places, higher first.
    pub(super) pairs: Vec<(usize, usize)>,
    /// The players floating on to the next bracket.
    pub(super) floaters: Vec<usize>,
    /// The player given the bye (last bracket only).
    pub(super) bye: Option<usize>,
}

impl Bracket {
    /// Nothing paired: everyone floats on (only where no weights fit at all).
    fn unpaired(current: &[usize]) -> Self {
        Self {
            floaters: current.to_vec(),
            ..Self::default()
        }
    }
}

/// Each part's weight: above the most all lower parts can add up to (`largest` value times
/// `count`, the most edges of a matching that can carry it), with room for the matching's
/// sums (`headroom` times the total). Where the type cannot hold every part, the lowest
/// parts are dropped (weight 0) until it can: a field far beyond any tournament's loses the
/// finest criteria first.
fn weights(largest: &Parts, count: &[i128; PARTS], headroom: i128) -> Option<[i128; PARTS]> {
    let attempt = |kept: usize| -> Option<[i128; PARTS]> {
        let mut weights = [0; PARTS];
        let mut below: i128 = 0;
        for part in (0..kept).rev() {
            let weight = below.checked_add(1)?;
            weights[part] = weight;
            below = i128::from(largest[part])
                .checked_mul(count[part])?
                .checked_mul(weight)?
                .checked_add(below)?;
        }
        below.checked_add(1)?.checked_mul(headroom)?;
        Some(weights)
    };
    (1..=PARTS).rev().find_map(attempt)
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
