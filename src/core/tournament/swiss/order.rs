//! The Dutch order inside a bracket (C.04.3 B and D). The bracket's matching decides how good
//! the bracket's pairing can be; this finds the first pairing in the order the Dutch system
//! tries them that is as good: the players who came down from higher groups first, each with
//! the highest resident available; then the residents left, S1 (as many as the pairs to
//! make) against S2 in order, S2's transpositions in lexicographic order, then single
//! exchanges between S1 and S2 (the smallest difference of pairing numbers first), then double
//! ones; whoever is
//! left at the end of S2 floats down (or, in the last bracket, gets the bye). A set of
//! floaters other than the matching's is taken only if the brackets below can still be
//! paired as well. Once the players who came down have their opponents, the residents left
//! are searched only if their own minimum-cost matching is still as good (else a wrong choice
//! high in the order would cost the whole search budget, as in a large first bracket).

use std::cell::OnceCell;

use super::{cost::Costs, Placed};

/// How much work the search may do in one bracket before it keeps the matching's pairs: one
/// unit a pair tried, rows × columns × rows for a bound (a count, not a clock, so that the
/// same standings always give the same pairings).
const WORK: usize = 2_000_000;
/// The largest rest of S1 whose cheapest pairing bounds the search.
const BOUNDED: usize = 40;
/// How many other sets of floaters are checked against the brackets below.
const CHECKS: usize = 32;

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
    // The bye (last bracket only) may go to a resident or to one who came down.
    let bye_here = decided.bye;
    let mut players: Vec<usize> = decided.pairs.iter().flat_map(|&(h, l)| [h, l]).collect();
    players.extend(&decided.floaters);
    players.extend(bye_here);
    players.sort_unstable();
    let target: i128 = decided
        .pairs
        .iter()
        .map(|&(h, l)| costs.quality(h, l))
        .sum::<i128>()
        + decided
            .floaters
            .iter()
            .map(|&f| costs.float_quality(f, group))
            .sum::<i128>()
        + bye_here.map_or(0, |b| costs.bye_quality(b));
    let downs: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&p| placed[p].group < group)
        .collect();
    let paired_downs = decided
        .pairs
        .iter()
        .filter(|&&(h, _)| placed[h].group < group)
        .count();
    let residents: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&p| placed[p].group >= group)
        .collect();
    let mut floaters = decided.floaters.clone();
    floaters.sort_unstable();
    let mut search = Search {
        costs,
        cache: vec![OnceCell::new(); players.len() * players.len()],
        players,
        group,
        downs: &downs,
        // In the last bracket the bye may go to one who came down instead of a resident.
        skips: downs.len() - paired_downs
            + usize::from(bye_here.is_some_and(|b| placed[b].group == group)),
        skipped: Vec::new(),
        used: vec![false; residents.len()],
        residents,
        remainder_pairs: decided.pairs.len() - paired_downs,
        with_bye: bye_here.is_some(),
        floaters,
        lower: decided.lower,
        lower_cost: None,
        rejected: Vec::new(),
        chosen: Vec::new(),
        left: Vec::new(),
        target,
        steps: 0,
        checks: 0,
    };
    if search.downs_from(0, 0) {
        if bye_here.is_some() {
            // The bye goes to the resident left over, or to the one who came down and was
            // not paired.
            let bye = search.left.first().or(search.skipped.first()).copied();
            (search.chosen, Vec::new(), bye)
        } else {
            let mut floaters = search.skipped.clone();
            floaters.extend(&search.left);
            floaters.sort_unstable();
            (search.chosen, floaters, decided.bye)
        }
    } else {
        (decided.pairs, decided.floaters, decided.bye)
    }
}

struct Search<'a> {
    costs: &'a Costs<'a>,
    /// The bracket's players, in order, and their pairs' qualities once computed.
    players: Vec<usize>,
    cache: Vec<OnceCell<i128>>,
    group: usize,
    /// Players from higher groups, in order.
    downs: &'a [usize],
    /// How many of them float on, and those who do so far.
    skips: usize,
    skipped: Vec<usize>,
    /// The bracket's own players, in order.
    residents: Vec<usize>,
    used: Vec<bool>,
    /// How many pairs the residents make among themselves.
    remainder_pairs: usize,
    /// Whether the one resident left over gets the bye.
    with_bye: bool,
    /// The players the matching floated down, in order.
    floaters: Vec<usize>,
    /// The players below the bracket.
    lower: &'a [usize],
    /// How well the brackets below pair with the matching's floaters.
    lower_cost: Option<i128>,
    /// Other sets of floaters the brackets below pair worse with.
    rejected: Vec<Vec<usize>>,
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
            // Before the residents' long search, whether any pairing of them (exchanges
            // included) can still be as good as the matching's.
            if !self.downs.is_empty() && !self.rest_can_reach(&rest, spent) {
                return false;
            }
            return self.remainder(&rest, spent);
        };
        for r in 0..self.residents.len() {
            if self.used[r] || !self.step() {
                continue;
            }
            let resident = self.residents[r];
            let cost = spent + self.quality(down, resident);
            if cost > self.target {
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
        // The Dutch order pairs the higher players who came down first: floating this one on
        // comes last.
        if self.skipped.len() < self.skips {
            self.skipped.push(down);
            let cost = spent + self.costs.float_quality(down, self.group);
            if cost <= self.target && self.downs_from(k + 1, cost) {
                return true;
            }
            self.skipped.pop();
        }
        false
    }

    /// Whether the residents `rest` can be paired (as many pairs as the remainder makes, the
    /// others floating or taking the bye) for no more than the matching's cost, `spent` being
    /// spent already: their own minimum-cost matching, each one left over matched to a stand-in.
    fn rest_can_reach(&mut self, rest: &[usize], spent: i128) -> bool {
        let pairs = self.remainder_pairs(rest);
        let Some(left) = rest.len().checked_sub(2 * pairs) else {
            return false;
        };
        let n = rest.len();
        let vertices = n + left;
        if vertices == 0 {
            return spent <= self.target;
        }
        self.steps += vertices * vertices;
        if self.steps > WORK {
            return true;
        }
        // Two stand-ins together cost more than the whole budget: never the cheapest.
        let budget = (self.target - spent).max(0);
        let mut matrix = vec![0i128; vertices * vertices];
        for u in 0..vertices {
            for v in u + 1..vertices {
                matrix[u * vertices + v] = match (u < n, v < n) {
                    (true, true) => self.quality(rest[u], rest[v]),
                    (true, false) if self.with_bye => self.costs.bye_quality(rest[u]),
                    (true, false) => self.costs.float_quality(rest[u], self.group),
                    _ => budget + 1,
                }
                .min(budget + 1);
            }
        }
        let mate = super::cost::min_cost_matching(&matrix, vertices);
        let total: i128 = (0..vertices)
            .filter(|&u| u < mate[u])
            .map(|u| matrix[u * vertices + mate[u]])
            .sum();
        total <= budget
    }

    /// How many pairs the residents `rest` make among themselves.
    fn remainder_pairs(&self, rest: &[usize]) -> usize {
        if self.with_bye {
            rest.len() / 2
        } else {
            self.remainder_pairs.min(rest.len() / 2)
        }
    }

    /// The residents left: S1 against S2, transpositions first, then single exchanges.
    fn remainder(&mut self, rest: &[usize], spent: i128) -> bool {
        let p = self.remainder_pairs(rest);
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
            if self.steps > WORK {
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
        self.double_exchanges(s1, s2, spent)
    }

    /// Two players of S1 exchanged with two of S2 (C.04.3 D: the smallest difference of the
    /// exchanged places' sums first, then the lowest of S1 moving down, then the highest of S2
    /// moving up).
    fn double_exchanges(&mut self, s1: &[usize], s2: &[usize], spent: i128) -> bool {
        let (p, q) = (s1.len(), s2.len());
        let mut exchanges = Vec::new();
        for i1 in 0..p {
            for i2 in i1 + 1..p {
                for j1 in 0..q {
                    for j2 in j1 + 1..q {
                        let difference = 2 * p + j1 + j2 - i1 - i2;
                        exchanges.push((difference, std::cmp::Reverse((i2, i1)), (j1, j2)));
                    }
                }
            }
        }
        exchanges.sort_unstable();
        for (_, std::cmp::Reverse((i2, i1)), (j1, j2)) in exchanges {
            if self.steps > WORK {
                return false;
            }
            let mut a: Vec<usize> = s1.to_vec();
            let mut b: Vec<usize> = s2.to_vec();
            std::mem::swap(&mut a[i1], &mut b[j1]);
            std::mem::swap(&mut a[i2], &mut b[j2]);
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
            let cost = spent + self.quality(a, b);
            if cost > self.target {
                continue;
            }
            taken[t] = true;
            // Prune when the rest of S1 cannot be paired well enough with what is left of S2
            // (in brackets small enough for the bound to cost less than the search).
            if (2..=BOUNDED).contains(&s1_rest.len()) {
                let open: Vec<usize> = (0..s2.len())
                    .filter(|&u| !taken[u])
                    .map(|u| s2[u])
                    .collect();
                self.steps += s1_rest.len() * s1_rest.len() * open.len();
                if self.steps <= WORK && cost + self.cheapest(s1_rest, &open) > self.target {
                    taken[t] = false;
                    continue;
                }
            }
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
            match (&left[..], &self.skipped[..]) {
                (&[one], []) => spent + self.costs.bye_quality(one),
                // The one who came down and was left unpaired gets the bye, not a float.
                ([], &[one]) => {
                    spent - self.costs.float_quality(one, self.group) + self.costs.bye_quality(one)
                }
                _ => return false,
            }
        } else {
            if left.len() + self.skipped.len() != self.floaters.len() {
                return false;
            }
            spent
                + left
                    .iter()
                    .map(|&f| self.costs.float_quality(f, self.group))
                    .sum::<i128>()
        };
        if total > self.target {
            return false;
        }
        let mut all = self.skipped.clone();
        all.extend(&left);
        all.sort_unstable();
        if !self.with_bye && all != self.floaters {
            // Other floaters: only if the brackets below pair as well with them (each set of
            // floaters checked once).
            if self.rejected.contains(&all) || self.checks >= CHECKS {
                return false;
            }
            self.checks += 1;
            let matching = match self.lower_cost {
                Some(cost) => cost,
                None => {
                    let cost = self.costs.lower_cost(&self.floaters, self.lower);
                    self.lower_cost = Some(cost);
                    cost
                }
            };
            if self.costs.lower_cost(&all, self.lower) > matching {
                self.rejected.push(all);
                return false;
            }
        }
        self.left = left;
        true
    }

    /// The cheapest way to pair every player of `rows` with a different one of `columns`
    /// (the Hungarian method; `rows` are no more than `columns`).
    fn cheapest(&self, rows: &[usize], columns: &[usize]) -> i128 {
        let (n, m) = (rows.len(), columns.len());
        if n == 0 || n > m {
            return if n == 0 { 0 } else { i128::MAX / 4 };
        }
        let cost = |i: usize, j: usize| {
            let (a, b) = (rows[i - 1], columns[j - 1]);
            self.quality(a, b)
        };
        let infinity = i128::MAX / 4;
        let mut u = vec![0i128; n + 1];
        let mut v = vec![0i128; m + 1];
        let mut row_of = vec![0usize; m + 1];
        let mut way = vec![0usize; m + 1];
        for i in 1..=n {
            row_of[0] = i;
            let mut j0 = 0;
            let mut min_v = vec![infinity; m + 1];
            let mut used = vec![false; m + 1];
            loop {
                used[j0] = true;
                let i0 = row_of[j0];
                let mut delta = infinity;
                let mut j1 = 0;
                for j in 1..=m {
                    if !used[j] {
                        let current = cost(i0, j) - u[i0] - v[j];
                        if current < min_v[j] {
                            min_v[j] = current;
                            way[j] = j0;
                        }
                        if min_v[j] < delta {
                            delta = min_v[j];
                            j1 = j;
                        }
                    }
                }
                for j in 0..=m {
                    if used[j] {
                        u[row_of[j]] += delta;
                        v[j] -= delta;
                    } else {
                        min_v[j] -= delta;
                    }
                }
                j0 = j1;
                if row_of[j0] == 0 {
                    break;
                }
            }
            loop {
                let j1 = way[j0];
                row_of[j0] = row_of[j1];
                j0 = j1;
                if j0 == 0 {
                    break;
                }
            }
        }
        (1..=m)
            .filter(|&j| row_of[j] != 0)
            .map(|j| cost(row_of[j], j))
            .sum()
    }

    /// The quality of a pair of the bracket's players, computed once.
    fn quality(&self, a: usize, b: usize) -> i128 {
        let local = |p: usize| self.players.binary_search(&p).ok();
        match (local(a), local(b)) {
            (Some(i), Some(j)) => {
                let k = self.players.len();
                let cell = &self.cache[i.min(j) * k + i.max(j)];
                *cell.get_or_init(|| self.costs.quality(a.min(b), a.max(b)))
            }
            _ => self.costs.quality(a.min(b), a.max(b)),
        }
    }

    fn step(&mut self) -> bool {
        self.steps += 1;
        self.steps <= WORK
    }
}
