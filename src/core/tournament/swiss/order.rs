//! The Dutch order inside each bracket (C.04.3 B and D): the players the matching paired in a
//! bracket are paired again as the Dutch system tries them — the players who came down from
//! higher groups first, each with the highest resident available, then the residents left,
//! S1 (the upper half) against S2 in order, S2's transpositions tried in lexicographic order —
//! taking the first pairing that is as good as the matching's on every criterion.

use std::collections::BTreeMap;

use super::{cost::Costs, Placed};

/// How many steps the search may take in one bracket before it keeps the matching's pairs.
const STEPS: usize = 20_000;

/// Puts the pairs of each bracket in the Dutch order, where that is as good on every
/// criterion; `pairs` holds places, the higher place first.
pub(super) fn dutch_order(placed: &[Placed], costs: &Costs, pairs: &mut Vec<(usize, usize)>) {
    // A pair belongs to the bracket of its lower player.
    let mut brackets: BTreeMap<usize, Vec<(usize, usize)>> = BTreeMap::new();
    for &(h, l) in pairs.iter() {
        brackets.entry(placed[l].group).or_default().push((h, l));
    }
    let mut ordered = Vec::with_capacity(pairs.len());
    for (group, found) in brackets {
        let target: i128 = found.iter().map(|&(h, l)| costs.quality(h, l)).sum();
        let mut players: Vec<usize> = found.iter().flat_map(|&(h, l)| [h, l]).collect();
        players.sort_unstable();
        let downs: Vec<usize> = players
            .iter()
            .copied()
            .filter(|&p| placed[p].group < group)
            .collect();
        let mut search = Search {
            costs,
            downs: &downs,
            residents: players
                .iter()
                .copied()
                .filter(|&p| placed[p].group == group)
                .collect(),
            used: Vec::new(),
            chosen: Vec::new(),
            target,
            steps: 0,
        };
        search.used = vec![false; search.residents.len()];
        if search.downs_from(0, 0) {
            ordered.extend(search.chosen);
        } else {
            ordered.extend(found);
        }
    }
    *pairs = ordered;
}

struct Search<'a> {
    costs: &'a Costs<'a>,
    /// Players from higher groups, in order.
    downs: &'a [usize],
    /// The bracket's own players, in order.
    residents: Vec<usize>,
    used: Vec<bool>,
    chosen: Vec<(usize, usize)>,
    target: i128,
    steps: usize,
}

impl Search<'_> {
    /// Pairs the players who came down, from the `k`-th on, then the residents left.
    fn downs_from(&mut self, k: usize, spent: i128) -> bool {
        let Some(&down) = self.downs.get(k) else {
            let rest: Vec<usize> = (0..self.residents.len())
                .filter(|&r| !self.used[r])
                .collect();
            let half = rest.len() / 2;
            let (s1, s2) = rest.split_at(half);
            let mut taken = vec![false; s2.len()];
            return self.halves(s1, s2, &mut taken, spent);
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

    /// Pairs S1's first player with the first S2 player that leaves a pairing as good as the
    /// matching's, and so on (S2's transpositions in lexicographic order).
    fn halves(&mut self, s1: &[usize], s2: &[usize], taken: &mut [bool], spent: i128) -> bool {
        let Some((&first, s1_rest)) = s1.split_first() else {
            return spent <= self.target && taken.iter().all(|&t| t);
        };
        for t in 0..s2.len() {
            if taken[t] || !self.step() {
                continue;
            }
            let (a, b) = (self.residents[first], self.residents[s2[t]]);
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

    fn step(&mut self) -> bool {
        self.steps += 1;
        self.steps <= STEPS
    }
}
