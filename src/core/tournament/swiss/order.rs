//! The Dutch order inside a bracket (C.04.3 B and D). The bracket's matching decides how good
//! the bracket's pairing can be; this finds the first pairing in the order the Dutch system
//! tries them that is as good: the players who came down from higher groups first, each with
//! the highest resident available; then the residents left, S1 (as many as the pairs to
//! make) against S2 in order, S2's transpositions in lexicographic order, then single
//! exchanges between S1 and S2 (the smallest difference of pairing numbers first); whoever is
//! left at the end of S2 floats down (or, in the last bracket, gets the bye). A set of
//! floaters other than the matching's is taken only if the brackets below can still be
//! paired as well.

use super::{cost::Costs, Placed};

/// How many steps the search may take in one bracket before it keeps the matching's pairs.
const STEPS: usize = 20_000;
/// How many other sets of floaters are checked against the brackets below.
const CHECKS: usize = 8;

/// What the matching decided for one bracket, in places.
pub(super) struct Decided<'p> {
    /// The bracket's score group.
    pub(super) group: usize,
    /// The pairs made in the bracket, the higher place first.
    pub(super) pairs: Vec<(usize, usize)>,
    /// The players floating on.
    pub(super) floaters: Vec<usize>,
    /// The bye (last bracket).
    pub(super) bye: Option<usize>,
    /// The players below the bracket.
    pub(super) lower: &'p [usize],
}

/// The bracket's pairs in the Dutch order, its floaters and its bye.
pub(super) fn dutch_order(
    placed: &[Placed],
    costs: &Costs,
    decided: Decided,
) -> (Vec<(usize, usize)>, Vec<usize>, Option<usize>) {
    let group = decided.group;
    // Players who came down and float on stay as they are; so does a bye from above.
    let (down_floaters, resident_floaters): (Vec<usize>, Vec<usize>) = decided
        .floaters
        .iter()
        .partition(|&&f| placed[f].group < group);
    let bye_here = decided.bye.filter(|&b| placed[b].group >= group);
    let mut players: Vec<usize> = decided.pairs.iter().flat_map(|&(h, l)| [h, l]).collect();
    players.extend(&resident_floaters);
    players.extend(bye_here);
    players.sort_unstable();
    let target: i128 = decided
        .pairs
        .iter()
        .map(|&(h, l)| costs.quality(h, l))
        .sum::<i128>()
        + resident_floaters
            .iter()
            .map(|&f| costs.float_quality(f))
            .sum::<i128>()
        + bye_here.map_or(0, |b| costs.bye_quality(b));
    let downs: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&p| placed[p].group < group)
        .collect();
    let residents: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&p| placed[p].group >= group)
        .collect();
    let mut floaters_sorted = resident_floaters.clone();
    floaters_sorted.sort_unstable();
    let mut search = Search {
        costs,
        downs: &downs,
        used: vec![false; residents.len()],
        residents,
        remainder_pairs: decided.pairs.len().saturating_sub(downs.len()),
        with_bye: bye_here.is_some(),
        floaters: floaters_sorted,
        down_floaters: &down_floaters,
        lower: decided.lower,
        lower_cost: None,
        chosen: Vec::new(),
        left: Vec::new(),
        target,
        steps: 0,
        checks: 0,
    };
    if search.downs_from(0, 0) {
        let (bye, mut floaters) = if bye_here.is_some() {
            (search.left.first().copied(), Vec::new())
        } else {
            (decided.bye, search.left.clone())
        };
        floaters.extend(&down_floaters);
        floaters.sort_unstable();
        (search.chosen, floaters, bye)
    } else {
        (decided.pairs, decided.floaters, decided.bye)
    }
}

struct Search<'a> {
    costs: &'a Costs<'a>,
    /// Players from higher groups to pair here, in order.
    downs: &'a [usize],
    /// The bracket's own players, in order.
    residents: Vec<usize>,
    used: Vec<bool>,
    /// How many pairs the residents make among themselves.
    remainder_pairs: usize,
    /// Whether the one resident left over gets the bye.
    with_bye: bool,
    /// The residents the matching floated down, in order.
    floaters: Vec<usize>,
    /// Players from higher groups who float on.
    down_floaters: &'a [usize],
    /// The players below the bracket.
    lower: &'a [usize],
    /// How well the brackets below pair with the matching's floaters.
    lower_cost: Option<i128>,
    chosen: Vec<(usize, usize)>,
    /// The residents left over by the pairing found.
    left: Vec<usize>,
    target: i128,
    steps: usize,
    checks: usize,
}

impl Search<'_> {
    /// Pairs the players who came down, from the `k`-th on, then the residents left.
    fn downs_from(&mut self, k: usize, spent: i128) -> bool {
        let Some(&down) = self.downs.get(k) else {
            let rest: Vec<usize> = (0..self.residents.len())
                .filter(|&r| !self.used[r])
                .map(|r| self.residents[r])
                .collect();
            return self.remainder(&rest, spent);
        };
        for r in 0..self.residents.len() {
            if self.used[r] || !self.step() {
                continue;
            }
            let resident = self.residents[r];
            let cost = spent + self.costs.quality(down, resident);
            if cost > self.target || !self.costs.compatible(down, resident) {
                continue;
            }
            self.used[r] = true;
            self.chosen.push((down, resident));
            if self.downs_from(k + 1, cost) {
                return true;
            }
            self.chosen.pop();
            self.used[r] = false;
        }
        false
    }

    /// The residents left: S1 against S2, transpositions first, then single exchanges.
    fn remainder(&mut self, rest: &[usize], spent: i128) -> bool {
        let p = self.remainder_pairs.min(rest.len() / 2);
        let (s1, s2) = rest.split_at(p);
        if self.halves(s1, s2, &mut vec![false; s2.len()], spent) {
            return true;
        }
        // Single exchanges: the smallest difference of places first, then the lowest of S1.
        let mut exchanges: Vec<(usize, usize)> = (0..s1.len())
            .flat_map(|i| (0..s2.len()).map(move |j| (i, j)))
            .collect();
        exchanges.sort_by_key(|&(i, j)| (s1.len() + j - i, std::cmp::Reverse(i)));
        for (i, j) in exchanges {
            if self.steps > STEPS {
                return false;
            }
            let mut a: Vec<usize> = s1.to_vec();
            let mut b: Vec<usize> = s2.to_vec();
            std::mem::swap(&mut a[i], &mut b[j]);
            a.sort_unstable();
            b.sort_unstable();
            if self.halves(&a, &b, &mut vec![false; b.len()], spent) {
                return true;
            }
        }
        false
    }

    /// Pairs S1's first player with the first S2 player that leaves a pairing as good as the
    /// matching's, and so on (S2's transpositions in lexicographic order).
    fn halves(&mut self, s1: &[usize], s2: &[usize], taken: &mut [bool], spent: i128) -> bool {
        let Some((&first, s1_rest)) = s1.split_first() else {
            let left: Vec<usize> = (0..s2.len())
                .filter(|&t| !taken[t])
                .map(|t| s2[t])
                .collect();
            return self.accept(left, spent);
        };
        for t in 0..s2.len() {
            if taken[t] || !self.step() {
                continue;
            }
            let (a, b) = (first.min(s2[t]), first.max(s2[t]));
            let cost = spent + self.costs.quality(a, b);
            if cost > self.target || !self.costs.compatible(a, b) {
                continue;
            }
            taken[t] = true;
            self.chosen.push((a, b));
            if self.halves(s1_rest, s2, taken, cost) {
                return true;
            }
            self.chosen.pop();
            taken[t] = false;
        }
        false
    }

    /// Whether a pairing leaving `left` over is as good as the matching's.
    fn accept(&mut self, left: Vec<usize>, spent: i128) -> bool {
        let total = if self.with_bye {
            match left[..] {
                [one] => spent + self.costs.bye_quality(one),
                _ => return false,
            }
        } else {
            if left.len() != self.floaters.len() {
                return false;
            }
            spent
                + left
                    .iter()
                    .map(|&f| self.costs.float_quality(f))
                    .sum::<i128>()
        };
        if total > self.target {
            return false;
        }
        if !self.with_bye && left != self.floaters {
            // Other floaters: only if the brackets below pair as well with them.
            if self.checks >= CHECKS {
                return false;
            }
            self.checks += 1;
            let with = |floaters: &[usize]| -> Vec<usize> {
                let mut all = self.down_floaters.to_vec();
                all.extend(floaters);
                all
            };
            let matching = match self.lower_cost {
                Some(cost) => cost,
                None => {
                    let cost = self.costs.lower_cost(&with(&self.floaters), self.lower);
                    self.lower_cost = Some(cost);
                    cost
                }
            };
            if self.costs.lower_cost(&with(&left), self.lower) > matching {
                return false;
            }
        }
        self.left = left;
        true
    }

    fn step(&mut self) -> bool {
        self.steps += 1;
        self.steps <= STEPS
    }
}
