//! Swiss pairing as a minimum-cost perfect matching over every player of the round.
//!
//! Each possible pair (and, in an odd field, each player with the bye) gets a cost whose parts
//! are weighted in strict priority, every part's weight above the largest sum the parts below
//! it can reach over a whole round, so the matching optimises them lexicographically:
//!
//! 1. no rematch;
//! 2. no second bye (a full-point bye or a forfeit win already counts, as FIDE C.04.1 d);
//! 3. the bye to the lowest-ranked eligible player;
//! 4. the smallest score differences (squared, so two half-point floats beat one whole);
//! 5. colours: Dark Hex and Hex are first-player games, so each player alternates first and
//!    second across rounds, never more than one game apart, and never three in a row;
//! 6. rating order inside a score group: the top half meets the bottom half (1–5, 2–6, …, as
//!    the Dutch system), and a player who floats meets the other group's nearest end.
//!
//! The matching is integer-blossom's primal–dual blossom algorithm (`O(V³)`), with integer
//! costs, so the same standings always give the same pairings.

use std::cmp::Ordering;

use thiserror::Error;

use super::format::{EntryId, HalfPoints};
use crate::rules::Side;

/// What the pairing needs to know about one player of the round.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissPlayer {
    /// The player.
    pub id: EntryId,
    /// Points so far.
    pub score: HalfPoints,
    /// Rating, for the order inside a score group.
    pub rating: f64,
    /// Everyone the player was paired against before (a forfeit counts).
    pub met: Vec<EntryId>,
    /// The sides of the games the player played, oldest first.
    pub sides: Vec<Side>,
    /// Whether the player already scored a point without playing (a full-point bye or a
    /// forfeit win).
    pub had_bye: bool,
}

/// The pairings of a Swiss round.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SwissRound {
    /// The games, top board first: `(first, second)`.
    pub games: Vec<(EntryId, EntryId)>,
    /// The player with the pairing bye (an odd field).
    pub bye: Option<EntryId>,
}

/// Why a round could not be paired.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PairingError {
    /// The same player was given twice.
    #[error("player {0:?} appears twice")]
    Duplicate(EntryId),
    /// The costs did not fit the integer type (a field far beyond any tournament's).
    #[error("the field is too large to pair")]
    TooLarge,
}

/// The colour a player should have next, and how much it matters (2: a third game with the
/// same colour in a row, or a second game of imbalance, would follow otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Due {
    side: Side,
    strength: u8,
}

fn due(sides: &[Side]) -> Option<Due> {
    let last = *sides.last()?;
    let firsts = sides.iter().filter(|&&s| s == Side::First).count() as i64;
    let difference = 2 * firsts - sides.len() as i64;
    let side = match difference.cmp(&0) {
        Ordering::Greater => Side::Second,
        Ordering::Less => Side::First,
        Ordering::Equal => last.opponent(),
    };
    let repeated = sides.len() >= 2 && sides[sides.len() - 2] == last && last != side;
    let strength = if repeated || difference.abs() >= 2 {
        2
    } else {
        1
    };
    Some(Due { side, strength })
}

/// A player's place in the pairing order.
struct Placed<'a> {
    player: &'a SwissPlayer,
    /// Which score group (0: the highest score).
    group: usize,
    /// Place inside the group and the group's size.
    in_group: usize,
    group_size: usize,
    due: Option<Due>,
}

/// Pairs one Swiss round of `players` (everyone to be paired this round, withdrawn players
/// left out by the caller).
pub fn pair_swiss(players: &[SwissPlayer]) -> Result<SwissRound, PairingError> {
    let mut order: Vec<&SwissPlayer> = players.iter().collect();
    order.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    if let Some(pair) = order.windows(2).find(|w| w[0].id == w[1].id) {
        return Err(PairingError::Duplicate(pair[0].id));
    }
    let mut placed: Vec<Placed> = Vec::with_capacity(order.len());
    let mut start = 0;
    let mut group = 0;
    while start < order.len() {
        let end = start
            + order[start..]
                .iter()
                .take_while(|p| p.score == order[start].score)
                .count();
        for (in_group, player) in order[start..end].iter().enumerate() {
            placed.push(Placed {
                player,
                group,
                in_group,
                group_size: end - start,
                due: due(&player.sides),
            });
        }
        start = end;
        group += 1;
    }
    let n = placed.len();
    if n == 0 {
        return Ok(SwissRound::default());
    }
    let vertices = n + n % 2;
    let bye_vertex = (n % 2 == 1).then_some(n);
    let costs = Costs::for_field(&placed).ok_or(PairingError::TooLarge)?;
    let mut matrix = vec![0i128; vertices * vertices];
    for i in 0..n {
        for j in i + 1..n {
            matrix[i * vertices + j] = costs.pair(&placed[i], &placed[j]);
        }
        if let Some(bye) = bye_vertex {
            matrix[i * vertices + bye] = costs.bye(&placed[i], i, n);
        }
    }
    let mate = min_cost_matching(&matrix, vertices);
    let mut round = SwissRound::default();
    let mut boards = Vec::new();
    for (i, &j) in mate.iter().enumerate().take(n) {
        if Some(j) == bye_vertex {
            round.bye = Some(placed[i].player.id);
        } else if i < j {
            boards.push((i, j));
        }
    }
    // Top boards first: the better-placed player of each pair decides the order.
    boards.sort_unstable();
    round.games = boards
        .iter()
        .enumerate()
        .map(|(board, &(i, j))| sides(&placed[i], &placed[j], board))
        .collect();
    Ok(round)
}

/// The matching, in 64-bit integers where the costs leave them ample room (about twice as
/// fast as 128-bit ones, which very large fields with many rounds need).
fn min_cost_matching(matrix: &[i128], vertices: usize) -> Vec<usize> {
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

/// Who moves first on a board of `higher` (better placed) and `lower`.
fn sides(higher: &Placed, lower: &Placed, board: usize) -> (EntryId, EntryId) {
    let (a, b) = (higher.player.id, lower.player.id);
    let higher_first = match (higher.due, lower.due) {
        (Some(x), Some(y)) if x.side == y.side => {
            // Both want the same side: the stronger need wins, then the higher place.
            (x.strength >= y.strength) == (x.side == Side::First)
        }
        (Some(x), _) => x.side == Side::First,
        (None, Some(y)) => y.side == Side::Second,
        // First games: alternate down the boards.
        (None, None) => board.is_multiple_of(2),
    };
    if higher_first {
        (a, b)
    } else {
        (b, a)
    }
}

/// The weights of the cost's parts, from the field's size and score spread.
struct Costs {
    rematch: i128,
    second_bye: i128,
    bye_rank: i128,
    score: i128,
    colour: i128,
}

/// The largest colour cost of one pair.
const MAX_COLOUR: i128 = 4;

impl Costs {
    fn for_field(placed: &[Placed]) -> Option<Self> {
        let n = placed.len() as i128;
        let edges = (n + 1) / 2;
        let spread = match (placed.first(), placed.last()) {
            (Some(top), Some(bottom)) => i128::from(top.player.score - bottom.player.score),
            _ => 0,
        };
        // Each weight exceeds everything the parts below it can add up to in one round.
        let above = |weight: i128, largest: i128| {
            largest
                .checked_mul(edges)?
                .checked_add(1)?
                .checked_mul(weight)
        };
        let colour = above(1, n)?;
        let score = above(colour, MAX_COLOUR)?;
        let bye_rank = above(score, spread.checked_mul(spread)?)?;
        let second_bye = bye_rank.checked_mul(n + 1)?;
        let rematch = second_bye.checked_mul(2)?;
        // The matching adds one to the largest cost and keeps sums of costs: stay far below
        // the type's limit.
        rematch.checked_mul(edges.checked_mul(16)?)?;
        Some(Self {
            rematch,
            second_bye,
            bye_rank,
            score,
            colour,
        })
    }

    fn pair(&self, a: &Placed, b: &Placed) -> i128 {
        let mut cost = 0;
        if a.player.met.contains(&b.player.id) || b.player.met.contains(&a.player.id) {
            cost += self.rematch;
        }
        let difference = i128::from(a.player.score.abs_diff(b.player.score));
        cost += self.score * difference * difference;
        if let (Some(x), Some(y)) = (a.due, b.due) {
            if x.side == y.side {
                let weaker = x.strength.min(y.strength);
                cost += self.colour * if weaker >= 2 { MAX_COLOUR } else { 1 };
            }
        }
        cost + order_cost(a, b)
    }

    fn bye(&self, player: &Placed, place: usize, n: usize) -> i128 {
        let mut cost = self.bye_rank * (n - 1 - place) as i128;
        if player.player.had_bye {
            cost += self.second_bye;
        }
        cost
    }
}

/// How far a pair is from the rating order of the Dutch system: inside a score group the
/// top half meets the bottom half in order; across groups the lower group's best meets the
/// higher group's last.
fn order_cost(a: &Placed, b: &Placed) -> i128 {
    let (high, low) = if a.group <= b.group { (a, b) } else { (b, a) };
    if high.group == low.group {
        let half = high.group_size / 2;
        let apart = high.in_group.abs_diff(low.in_group);
        apart.abs_diff(half) as i128
    } else {
        (high.group_size - 1 - high.in_group + low.in_group) as i128
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: u32, score: HalfPoints, rating: f64) -> SwissPlayer {
        SwissPlayer {
            id: EntryId(id),
            score,
            rating,
            met: Vec::new(),
            sides: Vec::new(),
            had_bye: false,
        }
    }

    #[test]
    fn a_first_round_pairs_top_half_against_bottom_half() {
        let field: Vec<_> = (0..8)
            .map(|i| player(i, 0, 2000.0 - f64::from(i)))
            .collect();
        let round = pair_swiss(&field).unwrap();
        let ids: Vec<_> = round.games.iter().map(|&(a, b)| (a.0, b.0)).collect();
        // Colours alternate down the boards.
        assert_eq!(ids, vec![(0, 4), (5, 1), (2, 6), (7, 3)]);
        assert_eq!(round.bye, None);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_ranked_without_one() {
        let mut field: Vec<_> = (0..5)
            .map(|i| player(i, 2, 2000.0 - f64::from(i)))
            .collect();
        field[4].score = 0;
        field[4].had_bye = true;
        field[3].score = 0;
        let round = pair_swiss(&field).unwrap();
        assert_eq!(round.bye, Some(EntryId(3)));
    }

    #[test]
    fn rematches_are_avoided_and_colours_alternate() {
        let mut field: Vec<_> = (0..4)
            .map(|i| player(i, 2, 2000.0 - f64::from(i)))
            .collect();
        field[0].met = vec![EntryId(2)];
        field[2].met = vec![EntryId(0)];
        field[0].sides = vec![Side::First];
        field[2].sides = vec![Side::Second];
        field[1].met = vec![EntryId(3)];
        field[3].met = vec![EntryId(1)];
        field[1].sides = vec![Side::First];
        field[3].sides = vec![Side::Second];
        let round = pair_swiss(&field).unwrap();
        for &(first, second) in &round.games {
            let a = &field[first.0 as usize];
            let b = &field[second.0 as usize];
            assert!(!a.met.contains(&b.id));
            assert_ne!(a.sides.last(), Some(&Side::First), "{round:?}");
            assert_ne!(b.sides.last(), Some(&Side::Second), "{round:?}");
        }
    }

    #[test]
    fn narrow_and_wide_integers_find_equally_cheap_matchings() {
        let mut seed = 0x1234_5678_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            i128::from(seed % 1_000_000_007)
        };
        let n = 24;
        let matrix: Vec<i128> = (0..n * n).map(|_| next()).collect();
        let total = |mate: &[usize]| -> i128 {
            (0..n)
                .filter(|&i| i < mate[i])
                .map(|i| matrix[i * n + mate[i]])
                .sum()
        };
        let narrow = min_cost_matching(&matrix, n);
        let wide = integer_blossom::min_weight_perfect_matching(&matrix, n);
        assert_eq!(total(&narrow), total(&wide));
    }

    #[test]
    fn duplicates_are_refused() {
        let field = vec![player(1, 0, 1500.0), player(1, 0, 1500.0)];
        assert_eq!(pair_swiss(&field), Err(PairingError::Duplicate(EntryId(1))));
    }
}
