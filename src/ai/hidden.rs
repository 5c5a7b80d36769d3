//! Dark Hex: sampling the hidden board of each search iteration ([`Search::determinize`]):
//! the enemy's hidden stones drawn by the weights of `prior.rs` (where the enemy's routes
//! between its edges run), and which of the viewer's stones the enemy has found (one placed
//! before each of its hits).

use super::{
    geometry::{other, EMPTY},
    search::{Search, Work},
};

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

    /// Places the hidden enemy stones of one sample on `work.sim`: weighted sampling without
    /// replacement among the cells the viewer sees empty, rejected if the enemy's edges join
    /// (the game is not over).
    fn sample_hidden(&mut self, work: &mut Work) {
        work.sim.copy_from_slice(&self.base);
        work.taken.copy_from_slice(&self.known);
        if self.hidden == 0 {
            return;
        }
        let opponent = other(self.viewer);
        for _attempt in 0..40 {
            work.pool.clear();
            work.pool.extend_from_slice(&self.unknown);
            work.pool_weight.clear();
            work.pool_weight
                .extend(self.unknown.iter().map(|&c| self.weight[usize::from(c)]));
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
    use crate::rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player, Variant};

    fn dark_game(n: u32, moves: &str) -> HexGame {
        let settings = GameSettings::new(
            Variant::DarkHex(DarkVersion::Classic),
            BoardSize::square(n).unwrap(),
        )
        .with_swap(false);
        HexGame::from_moves(settings, &crate::rules::parse_move_list(moves).unwrap()).unwrap()
    }

    #[test]
    fn the_stone_the_opponent_found_was_placed_before_its_hit() {
        // Red a1; Blue hits a1 and plays e5; Red b2; Blue c3; Red d4; Blue e4. Red knows Blue
        // found one of its stones, and only a1 stood when Blue hit.
        let g = dark_game(5, "a1 a1 e5 b2 c3 d4 e4");
        let view = g.player_view(Player::Red);
        assert_eq!(view.stones_found_by_opponent(), 1);
        let mut search = Search::new(&view, 3).unwrap();
        let mut work = Work::new(25);
        let (a1, b2, d4) = (0, 6, 18);
        for _ in 0..100 {
            search.determinize(&mut work);
            assert!(work.opponent_knows[a1]);
            assert!(!work.opponent_knows[b2] && !work.opponent_knows[d4]);
        }
    }

    #[test]
    fn the_samples_favour_the_enemys_routes() {
        // Red hit Blue's d4; Blue's other two stones are hidden. Blue's shortest routes
        // between its edges run along row 4, through d4.
        let view = dark_game(7, "a1 d4 d4 b1 g4 c1 a4").player_view(Player::Red);
        let f = crate::ai::hidden_frequencies(&view, 4_000, 6).unwrap();
        let total: f64 = f.iter().sum();
        assert!((total - 2.0).abs() < 1e-9, "two hidden stones, got {total}");
        // Row 4 has five cells Red sees empty out of 44: 0.23 of a stone if drawn uniformly.
        let row_four = f[21..28].iter().sum::<f64>();
        assert!(row_four > 0.3, "row four {row_four}");
    }
}
