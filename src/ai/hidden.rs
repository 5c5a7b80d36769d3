//! Dark Hex: sampling the hidden board of each search iteration ([`Search::determinize`]):
//! the enemy's hidden stones drawn by the weights of `prior.rs` (and with
//! [`Sampler::Chains`] grown stone by stone next to the ones already placed), and which of the
//! viewer's stones the enemy has found (one placed before each of its hits).

use super::{
    geometry::{other, EMPTY, NO_CELL},
    search::{Search, Work},
    tuning::Sampler,
};

/// [`Sampler::Chains`]: how much likelier a cell next to an enemy stone already sampled is.
const CHAIN_GROWTH: f32 = 3.0;

impl Search {
    /// Samples the hidden board, and with information sets which of the viewer's stones the
    /// opponent has found: for each of its hits in turn, one of the stones placed before it
    /// and not found yet, uniformly (the viewer cannot tell which).
    pub(super) fn determinize(&mut self, work: &mut Work) {
        self.sample_hidden(work);
        if !self.information_sets() {
            return;
        }
        let opponent = other(self.viewer);
        for (knows, &c) in work.opponent_knows.iter_mut().zip(&work.sim) {
            *knows = c == opponent;
        }
        for &before in &self.found_after {
            let candidates = &self.own[..before.min(self.own.len())];
            let free = candidates
                .iter()
                .filter(|&&c| !work.opponent_knows[usize::from(c)])
                .count();
            if free == 0 {
                continue;
            }
            let mut skip = self.rng.below(free);
            for &c in candidates {
                let c = usize::from(c);
                if work.opponent_knows[c] {
                    continue;
                }
                if skip == 0 {
                    work.opponent_knows[c] = true;
                    break;
                }
                skip -= 1;
            }
        }
    }

    /// How often each cell holds a sampled hidden enemy stone over `samples` samples (a
    /// diagnostic of the sampler: `docs/ai-darkhex.md` compares it with the true board).
    pub(super) fn hidden_frequencies(&mut self, samples: usize) -> Vec<f64> {
        let mut work = Work::new(self.geo.cells());
        let mut counts = vec![0u32; self.geo.cells()];
        for _ in 0..samples {
            self.determinize(&mut work);
            for &c in &work.pool[..self.hidden.min(work.pool.len())] {
                counts[usize::from(c)] += 1;
            }
        }
        let total = samples.max(1) as f64;
        counts.iter().map(|&n| f64::from(n) / total).collect()
    }

    /// Which quarters of the board hold a hidden enemy stone in this sample (four bits): a
    /// coarse picture of what the enemy knows and the viewer does not, to key the enemy's
    /// tree nodes by ([`Tuning::opponent_signature`](super::Tuning::opponent_signature)).
    pub(super) fn hidden_signature(&self, work: &Work) -> u64 {
        let (rows, cols) = (self.geo.rows, self.geo.cols);
        work.pool[..self.hidden].iter().fold(0, |bits, &c| {
            let (r, c) = (usize::from(c) / cols, usize::from(c) % cols);
            bits | 1 << (usize::from(2 * r >= rows) * 2 + usize::from(2 * c >= cols))
        })
    }

    /// Places the hidden enemy stones of one sample on `work.sim`: weighted sampling without
    /// replacement among the cells the viewer sees empty (with [`Sampler::Chains`], each stone
    /// makes its empty neighbours likelier for the next ones), rejected if the enemy's edges
    /// join (the game is not over).
    fn sample_hidden(&mut self, work: &mut Work) {
        work.sim.copy_from_slice(&self.base);
        work.taken.copy_from_slice(&self.known);
        if self.hidden == 0 {
            return;
        }
        let opponent = other(self.viewer);
        let chains = self.tuning.sampler == Sampler::Chains;
        for _attempt in 0..40 {
            work.pool.clear();
            work.pool.extend_from_slice(&self.unknown);
            work.pool_weight.clear();
            work.pool_weight
                .extend(self.unknown.iter().map(|&c| self.weight[usize::from(c)]));
            if chains {
                for (i, &c) in work.pool.iter().enumerate() {
                    work.pool_index[usize::from(c)] = i as u16;
                }
            }
            let mut total: f32 = work.pool_weight.iter().sum();
            for i in 0..self.hidden {
                let mut target = self.rng.unit() as f32 * total;
                let mut pick = work.pool.len() - 1;
                for j in i..work.pool.len() {
                    target -= work.pool_weight[j];
                    if target < 0.0 {
                        pick = j;
                        break;
                    }
                }
                total -= work.pool_weight[pick];
                work.pool.swap(i, pick);
                work.pool_weight.swap(i, pick);
                let cell = usize::from(work.pool[i]);
                work.sim[cell] = opponent;
                if chains {
                    work.pool_index[cell] = i as u16;
                    work.pool_index[usize::from(work.pool[pick])] = pick as u16;
                    for &n in &self.geo.neighbours[cell] {
                        if n == NO_CELL {
                            continue;
                        }
                        let at = usize::from(work.pool_index[usize::from(n)]);
                        // Still in the unpicked part of the pool (the index may be stale for
                        // cells that never were in it).
                        if at > i && at < work.pool.len() && work.pool[at] == n {
                            let added = work.pool_weight[at] * (CHAIN_GROWTH - 1.0);
                            work.pool_weight[at] += added;
                            total += added;
                        }
                    }
                }
            }
            // The game is not over, so the opponent has not joined their edges.
            if !self.flood.connects(&self.geo, &work.sim, opponent) {
                return;
            }
            for &c in &work.pool[..self.hidden] {
                work.sim[usize::from(c)] = EMPTY;
            }
        }
        // Every sample joined the opponent's edges (should not happen): fall back to the
        // last one without the check.
        for &c in &work.pool[..self.hidden] {
            work.sim[usize::from(c)] = opponent;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ai::{geometry::BLUE, Tuning},
        rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player, Variant},
    };

    fn dark_game(n: u32, moves: &str) -> HexGame {
        let settings = GameSettings::new(
            Variant::DarkHex(DarkVersion::Classic),
            BoardSize::square(n).unwrap(),
        )
        .with_swap(false);
        HexGame::from_moves(settings, &crate::rules::parse_move_list(moves).unwrap()).unwrap()
    }

    /// Red has played four stones unseen by Blue; Blue has four hidden stones for Red.
    fn red_with_four_hidden_blue_stones() -> crate::rules::PlayerView {
        dark_game(7, "a1 g7 b1 g6 c1 g5 d1 g4").player_view(Player::Red)
    }

    #[test]
    fn the_stone_the_opponent_found_was_placed_before_its_hit() {
        // Red a1; Blue hits a1 and plays e5; Red b2; Blue c3; Red d4; Blue e4. Red knows Blue
        // found one of its stones, and only a1 stood when Blue hit.
        let g = dark_game(5, "a1 a1 e5 b2 c3 d4 e4");
        let view = g.player_view(Player::Red);
        assert_eq!(view.stones_found_by_opponent(), 1);
        let mut search = Search::new(&view, 3, &Tuning::default()).unwrap();
        let mut work = Work::new(25);
        let (a1, b2, d4) = (0, 6, 18);
        for _ in 0..100 {
            search.determinize(&mut work);
            assert!(work.opponent_knows[a1]);
            assert!(!work.opponent_knows[b2] && !work.opponent_knows[d4]);
        }
    }

    #[test]
    fn sharper_weights_concentrate_the_samples_on_the_enemys_route() {
        // Red hit Blue's d4; Blue's other two stones are hidden. Blue's shortest routes
        // between its edges run along row 4, through d4.
        let view = dark_game(7, "a1 d4 d4 b1 g4 c1 a4").player_view(Player::Red);
        let frequencies = |sampler_sharpness: f32| {
            let tuning = Tuning {
                sampler_sharpness,
                ..Tuning::default()
            };
            crate::ai::hidden_frequencies(&view, &tuning, 4_000, 6).unwrap()
        };
        let (flat, sharp) = (frequencies(1.0), frequencies(5.0));
        for f in [&flat, &sharp] {
            let total: f64 = f.iter().sum();
            assert!((total - 2.0).abs() < 1e-9, "two hidden stones, got {total}");
        }
        let row_four = |f: &[f64]| f[21..28].iter().sum::<f64>();
        assert!(
            row_four(&sharp) > row_four(&flat) + 0.2,
            "sharp {}, flat {}",
            row_four(&sharp),
            row_four(&flat)
        );
    }

    #[test]
    fn the_chain_sampler_puts_hidden_stones_next_to_each_other() {
        let view = red_with_four_hidden_blue_stones();
        let touching = |sampler: Sampler| {
            let tuning = Tuning {
                sampler,
                ..Tuning::default()
            };
            let mut search = Search::new(&view, 8, &tuning).unwrap();
            let mut work = Work::new(49);
            let mut pairs = 0;
            for _ in 0..2_000 {
                search.determinize(&mut work);
                for (cell, around) in search.geo.neighbours.iter().enumerate() {
                    if work.sim[cell] == BLUE {
                        pairs += around
                            .iter()
                            .filter(|&&n| n != NO_CELL && work.sim[usize::from(n)] == BLUE)
                            .count();
                    }
                }
            }
            pairs
        };
        let (routes, chains) = (touching(Sampler::Routes), touching(Sampler::Chains));
        assert!(chains > routes * 3 / 2, "chains {chains}, routes {routes}");
    }
}
