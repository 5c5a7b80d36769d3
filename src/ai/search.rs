//! Monte Carlo tree search shared by Hex, Rex and Dark Hex.
//!
//! One engine: UCT with RAVE (all-moves-as-first statistics taken from the final board of each
//! playout) and playouts that fill the board at random ([`super::playout`]). For Dark Hex,
//! every iteration first samples a hidden board consistent with what the viewer knows, and an
//! action that lands on a hidden stone is a hit (revealed; in the classic version the mover
//! moves again). Each side only knows its own stones and the enemy stones it has hit, in the
//! tree as in the game: a side may try a cell the other has taken (a hit), and a tree node is
//! found by what its mover has observed since the root (its own moves and their results, and
//! for the other side's moves only whether they hit), so a choice in the tree never depends on
//! an unseen enemy move. Measured in `docs/ai-darkhex.md`: with nodes that follow the full
//! move sequence (the earlier single-observer tree, which Hex and Rex still use: there both
//! sides see every stone) more iterations barely helped. Edges carry availability counts,
//! since a cell may be playable in one sample and occupied in another.
//!
//! The board's cells, neighbours and flood fills are in [`super::geometry`]; the sampling of
//! the hidden board (and of which viewer stones the opponent has found) in [`super::hidden`].

use std::{sync::LazyLock, time::Instant};

use rustc_hash::FxHashMap;

use super::{
    geometry::{code, edges_of, other, Flood, Geometry, EMPTY, NO_CELL},
    mix,
    prior::{hidden_weights, own_stones_and_hits},
    rng::Rng,
};
use crate::rules::{DarkVersion, MoveResult, PlayerView, Variant};

const NO_NODE: u32 = u32::MAX;

/// Which rules the search simulates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Hex,
    Rex,
    Dark { classic: bool },
}

#[derive(Clone, Copy, Debug)]
struct Edge {
    cell: u16,
    visits: u32,
    wins: u32,
    rave_visits: f32,
    rave_wins: f32,
    avail: u32,
    /// Decided on the spot: +1 if the move ends the game with a win for the mover, -1 with a
    /// loss (Rex), 0 otherwise. Only set where that cannot depend on hidden stones.
    decided: i8,
    /// Child after placing a stone, child after a hit.
    child: [u32; 2],
}

#[derive(Clone, Copy, Debug)]
struct Node {
    colour: u8,
    start: u32,
    len: u32,
}

/// One root move's statistics after a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RootEdge {
    /// The cell (row-major index).
    pub(crate) cell: u16,
    /// Iterations that played it.
    pub(crate) visits: u32,
    /// Of those, the ones the viewer won.
    pub(crate) wins: u32,
}

/// What one tree's search leaves behind for the final choice: its root's moves, in the order
/// of the root's cells, and how much it searched.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RootStats {
    /// The root's moves.
    pub(crate) edges: Vec<RootEdge>,
    /// Iterations run.
    pub(crate) iterations: u64,
    /// Tree decisions made by all the iterations (for [`super::Report::mean_depth`]).
    pub(crate) depth_sum: u64,
}

/// UCB exploration constant. In Hex, RAVE and the priors explore enough (self-play A/B at
/// 100 ms: 0 beat 0.1 in 35 of 60 games, 0.3 lost 37 of 60); in Dark Hex the samples vary from
/// one iteration to the next and 0 lost 51 of 80 games against 0.1. Rex keeps 0.1 (untuned).
const EXPLORATION_HEX: f32 = 0.0;
const EXPLORATION: f32 = 0.1;
/// Tree size cap (edges of 32 bytes: about 64 MB); past it the tree stops growing and the
/// remaining iterations only refine the statistics of the existing nodes.
const MAX_EDGES: usize = 2_000_000;
/// Weight of a cell's prior, in virtual AMAF playouts.
const PRIOR_WEIGHT: f32 = 8.0;
/// RAVE bias (4b² in Gelly and Silver's schedule): larger values hand the choice to the real
/// statistics sooner.
const RAVE_BIAS: f32 = 0.002;

/// Visit counts below which the exploration term's square roots and logarithm are looked up.
const UCB_TABLE: usize = 4_096;

/// Tables for the selection score: the selection loop runs over every edge of every node on
/// the path, and a logarithm, a square root and three divisions per edge took about half of
/// the search's time (`docs/ai-darkhex.md`, "Cost of an iteration").
struct Ucb {
    /// `sqrt(ln(a))` for availability counts `a`.
    sqrt_ln: Vec<f32>,
    /// `1 / sqrt(n + 1)` for visit counts `n`.
    inv_sqrt: Vec<f32>,
}

static UCB: LazyLock<Ucb> = LazyLock::new(|| Ucb {
    sqrt_ln: (0..UCB_TABLE)
        .map(|a| (a.max(1) as f32).ln().sqrt())
        .collect(),
    inv_sqrt: (0..UCB_TABLE)
        .map(|n| 1.0 / ((n + 1) as f32).sqrt())
        .collect(),
});

impl Ucb {
    /// UCB1 over the RAVE-blended value: `(1 − β)·q + β·q_rave + c·sqrt(ln(avail) / (n + 1))`
    /// with `β = r / (r + n + bias·r·n)`. The blend is folded into one division:
    /// `(w·(1 + bias·r) + w_rave) / (r + n + bias·r·n)` (and for `n = 0` it is `q_rave`).
    fn score(&self, e: &Edge, rave_bias: f32, exploration: f32) -> f32 {
        let n = e.visits as f32;
        let rn = e.rave_visits;
        let value =
            (e.wins as f32 * (1.0 + rave_bias * rn) + e.rave_wins) / (rn + n + rave_bias * rn * n);
        if exploration == 0.0 {
            return value;
        }
        let avail = e.avail as usize;
        let sqrt_ln = match self.sqrt_ln.get(avail) {
            Some(&v) => v,
            None => (e.avail as f32).ln().sqrt(),
        };
        let visits = e.visits as usize;
        let inv_sqrt = match self.inv_sqrt.get(visits) {
            Some(&v) => v,
            None => 1.0 / (n + 1.0).sqrt(),
        };
        value + exploration * sqrt_ln * inv_sqrt
    }
}

/// A search from one player's view.
pub(crate) struct Search {
    pub(super) geo: Geometry,
    pub(super) kind: Kind,
    pub(super) viewer: u8,
    /// What the viewer sees (for Hex and Rex, the whole board).
    pub(super) base: Vec<u8>,
    /// Cells whose content the viewer knows to be a stone.
    pub(super) known: Vec<bool>,
    /// Cells the viewer sees as empty (where hidden enemy stones may be).
    pub(super) unknown: Vec<u16>,
    /// Number of hidden enemy stones.
    pub(super) hidden: usize,
    /// The viewer's stones in the order they were placed, and for each hit the opponent made
    /// (in order) how many of them stood by then: the stone it found is one of those (which
    /// one the viewer cannot tell).
    pub(super) own: Vec<u16>,
    pub(super) found_after: Vec<usize>,
    /// Sampling weight of each cell for hidden stones.
    pub(super) weight: Vec<f32>,
    nodes: Vec<Node>,
    edges: Vec<Edge>,
    /// Dark Hex with information sets: the node of each (mover, observation hash).
    by_observation: FxHashMap<(u8, u64), u32>,
    pub(super) rng: Rng,
    pub(super) flood: Flood,
    exploration: f32,
    /// Tree decisions made by all iterations so far (for [`super::Report::mean_depth`]).
    depth_sum: u64,
}

/// Per-iteration buffers.
pub(super) struct Work {
    pub(super) sim: Vec<u8>,
    /// Cells the viewer knows to be occupied (with the older tree: every cell played so far).
    pub(super) taken: Vec<bool>,
    /// Cells the opponent knows to be occupied (information-set tree only).
    pub(super) opponent_knows: Vec<bool>,
    /// Cells occupied in the sample (the older tree's opponent sees them all).
    occupied: Vec<bool>,
    path: Vec<(u32, u32)>,
    pub(super) empties: Vec<u16>,
    pub(super) position: Vec<u16>,
    pub(super) pool: Vec<u16>,
    pub(super) pool_weight: Vec<f32>,
    pub(super) bridges: Vec<u16>,
}

impl Work {
    pub(super) fn new(cells: usize) -> Self {
        Self {
            sim: vec![EMPTY; cells],
            taken: vec![false; cells],
            opponent_knows: vec![false; cells],
            occupied: vec![false; cells],
            path: Vec::with_capacity(cells),
            empties: Vec::with_capacity(cells),
            position: vec![0; cells],
            pool: Vec::with_capacity(cells),
            pool_weight: Vec::with_capacity(cells),
            bridges: Vec::with_capacity(6),
        }
    }
}

impl Search {
    /// Prepares a search for the player to move in `view`; `None` if it is not the viewer's
    /// turn or the game is over.
    pub(crate) fn new(view: &PlayerView, seed: u64) -> Option<Self> {
        let viewer = view.viewer();
        if view.to_move() != Some(viewer) || view.outcome().is_some() {
            return None;
        }
        let settings = view.settings();
        let kind = match settings.variant {
            Variant::Hex => Kind::Hex,
            Variant::Rex => Kind::Rex,
            Variant::DarkHex(v) => Kind::Dark {
                classic: v == DarkVersion::Classic,
            },
        };
        let geo = Geometry::new(settings.size);
        let base: Vec<u8> = view.cells().iter().map(|c| c.map_or(EMPTY, code)).collect();
        let known: Vec<bool> = base.iter().map(|&c| c != EMPTY).collect();
        let unknown: Vec<u16> = (0..base.len())
            .filter(|&i| base[i] == EMPTY)
            .map(|i| i as u16)
            .collect();
        let opponent = viewer.opponent();
        let hidden = if matches!(kind, Kind::Dark { .. }) {
            let placed = view
                .timeline()
                .iter()
                .filter(|s| s.player == opponent && s.result == MoveResult::Placed)
                .count();
            placed
                .saturating_sub(view.enemy_stones_found())
                .min(unknown.len())
        } else {
            0
        };
        let weight = hidden_weights(&geo, &base, code(opponent));
        let (own, found_after) = own_stones_and_hits(view, &base);
        let cells = geo.cells();
        Some(Self {
            flood: Flood::new(cells),
            geo,
            kind,
            viewer: code(viewer),
            base,
            known,
            unknown,
            hidden,
            own,
            found_after,
            weight,
            nodes: Vec::new(),
            edges: Vec::new(),
            by_observation: FxHashMap::default(),
            rng: Rng::new(seed),
            exploration: if kind == Kind::Hex {
                EXPLORATION_HEX
            } else {
                EXPLORATION
            },
            depth_sum: 0,
        })
    }

    /// Whether this search keys its nodes by each mover's observations (Dark Hex).
    pub(super) fn information_sets(&self) -> bool {
        matches!(self.kind, Kind::Dark { .. })
    }

    fn prior(&self, sim: &[u8], cell: usize, colour: u8) -> f32 {
        let centre = 1.0 - self.geo.off_centre(cell);
        match self.kind {
            Kind::Hex | Kind::Dark { .. } => 0.45 + 0.15 * centre,
            Kind::Rex => {
                // Keep stones apart: touching an own stone is a step towards a losing chain.
                let own = self.geo.neighbours[cell]
                    .iter()
                    .filter(|&&n| n != NO_CELL && sim[usize::from(n)] == colour)
                    .count();
                let edge_bits = self.geo.edge[cell] & edges_of(colour);
                let mut p = 0.55 - 0.12 * own as f32;
                if edge_bits != 0 {
                    p -= 0.05;
                }
                p.max(0.05)
            }
        }
    }

    fn add_node(&mut self, colour: u8, sim: &[u8], cells: impl Iterator<Item = usize>) -> u32 {
        let start = self.edges.len() as u32;
        for cell in cells {
            let p = self.prior(sim, cell, colour);
            self.edges.push(Edge {
                cell: cell as u16,
                visits: 0,
                wins: 0,
                rave_visits: PRIOR_WEIGHT,
                rave_wins: PRIOR_WEIGHT * p,
                avail: 0,
                decided: 0,
                child: [NO_NODE; 2],
            });
        }
        let len = self.edges.len() as u32 - start;
        self.nodes.push(Node { colour, start, len });
        (self.nodes.len() - 1) as u32
    }

    /// Runs the search and returns the most visited root cell (one tree; the levels run
    /// several through [`super::ensemble`]).
    #[cfg(test)]
    pub(crate) fn run(
        &mut self,
        root_cells: &[usize],
        budget: super::Budget,
    ) -> Option<super::Report> {
        let started = Instant::now();
        let stats = self.grow(root_cells, started + budget.time, budget.max_iterations);
        super::ensemble::report(&self.geo, &[stats], started)
    }

    /// Grows the tree from a root offering `root_cells` until `deadline` or `max_iterations`
    /// (whichever comes first, and at least 16 iterations), and returns the root's statistics.
    /// With a single root cell nothing is searched.
    pub(crate) fn grow(
        &mut self,
        root_cells: &[usize],
        mut deadline: Instant,
        max_iterations: Option<u64>,
    ) -> RootStats {
        if root_cells.len() <= 1 {
            return RootStats {
                edges: root_cells
                    .iter()
                    .map(|&c| RootEdge {
                        cell: c as u16,
                        visits: 0,
                        wins: 0,
                    })
                    .collect(),
                iterations: 0,
                depth_sum: 0,
            };
        }
        let base = self.base.clone();
        let root = self.add_node(self.viewer, &base, root_cells.iter().copied());
        self.by_observation.insert((self.viewer, 0), root);
        let mut work = Work::new(self.geo.cells());
        let mut iterations = 0u64;
        let mut pauses =
            super::give_way::Pauses::new(deadline.saturating_duration_since(Instant::now()));
        loop {
            if let Some(max) = max_iterations {
                if iterations >= max {
                    break;
                }
            }
            if iterations % 16 == 0 && iterations > 0 {
                pauses.give_way(&mut deadline);
                if Instant::now() >= deadline {
                    break;
                }
            }
            self.iterate(&mut work);
            iterations += 1;
        }
        let root = self.nodes[root as usize];
        let edges = &self.edges[root.start as usize..(root.start + root.len) as usize];
        RootStats {
            edges: edges
                .iter()
                .map(|e| RootEdge {
                    cell: e.cell,
                    visits: e.visits,
                    wins: e.wins,
                })
                .collect(),
            iterations,
            depth_sum: self.depth_sum,
        }
    }

    fn iterate(&mut self, work: &mut Work) {
        self.determinize(work);
        work.path.clear();
        let information_sets = self.information_sets();
        // What each side (indexed by colour) has observed since the root, hashed.
        let mut observed = [0u64; 3];
        let mut node = 0u32;
        let mut colour = self.viewer;
        let mut winner: Option<u8> = None;
        let mut last_placed: Option<(usize, u8)> = None;
        let (ucb, rave_bias, exploration) = (&*UCB, RAVE_BIAS, self.exploration);
        loop {
            let nd = self.nodes[node as usize];
            let (start, end) = (nd.start as usize, (nd.start + nd.len) as usize);
            let mut best: Option<usize> = None;
            let mut best_score = f32::NEG_INFINITY;
            // Which cells the mover may try in this sample (a mask per side, chosen once).
            let blocked: &[bool] = if colour == self.viewer {
                &work.taken
            } else if information_sets {
                &work.opponent_knows
            } else {
                for (blocked, &c) in work.occupied.iter_mut().zip(&work.sim) {
                    *blocked = c != EMPTY;
                }
                &work.occupied
            };
            for ei in start..end {
                let e = &mut self.edges[ei];
                if blocked[usize::from(e.cell)] {
                    continue;
                }
                e.avail += 1;
                if e.decided != 0 {
                    // A winning move is always taken; a losing one only when nothing else is left.
                    let score = f32::from(e.decided) * 1.0e6;
                    if score > best_score {
                        best_score = score;
                        best = Some(ei);
                    }
                    continue;
                }
                let score = ucb.score(e, rave_bias, exploration);
                if score > best_score {
                    best_score = score;
                    best = Some(ei);
                }
            }
            let Some(ei) = best else {
                break;
            };
            let cell = usize::from(self.edges[ei].cell);
            work.path.push((node, ei as u32));
            let hit = work.sim[cell] != EMPTY;
            if !information_sets || colour == self.viewer {
                work.taken[cell] = true;
            } else {
                work.opponent_knows[cell] = true;
            }
            if information_sets {
                observe(&mut observed, colour, cell, hit);
            }
            let next = if hit {
                match self.kind {
                    Kind::Dark { classic: true } => colour,
                    _ => other(colour),
                }
            } else {
                work.sim[cell] = colour;
                last_placed = Some((cell, colour));
                if self
                    .flood
                    .group_connects(&self.geo, &work.sim, cell, colour)
                {
                    let rex = self.kind == Kind::Rex;
                    winner = Some(if rex { other(colour) } else { colour });
                    // The mover's own chain depends only on their own stones, which the viewer
                    // sees; the opponent's may run through sampled hidden stones.
                    let certain = !matches!(self.kind, Kind::Dark { .. }) || colour == self.viewer;
                    if certain {
                        self.edges[ei].decided = if rex { -1 } else { 1 };
                    }
                }
                other(colour)
            };
            if winner.is_some() {
                break;
            }
            let slot = usize::from(hit);
            colour = next;
            let key = (colour, observed[usize::from(colour)]);
            let child = if information_sets {
                self.by_observation.get(&key).copied().unwrap_or(NO_NODE)
            } else {
                self.edges[ei].child[slot]
            };
            if child == NO_NODE {
                // A child is made on an edge's first visit, until the tree reaches its cap.
                if self.edges[ei].visits >= 1 && self.edges.len() < MAX_EDGES {
                    let created = if information_sets && colour != self.viewer {
                        // The opponent's own stones differ between samples: offer every cell
                        // not known to be theirs, and check availability per sample.
                        let cells: Vec<usize> = (0..work.sim.len())
                            .filter(|&c| self.base[c] != colour)
                            .collect();
                        let created = self.add_node(colour, &work.sim, cells.into_iter());
                        self.by_observation.insert(key, created);
                        created
                    } else {
                        let cells: Vec<usize> =
                            (0..work.sim.len()).filter(|&c| !work.taken[c]).collect();
                        let created = self.add_node(colour, &work.sim, cells.into_iter());
                        if information_sets {
                            self.by_observation.insert(key, created);
                        }
                        created
                    };
                    self.edges[ei].child[slot] = created;
                }
                break;
            }
            node = child;
        }
        self.depth_sum += work.path.len() as u64;
        let winner = match winner {
            Some(w) => w,
            None => self.playout(work, colour, last_placed),
        };
        for &(node, ei) in &work.path {
            let nd = self.nodes[node as usize];
            let win = u32::from(nd.colour == winner);
            let e = &mut self.edges[ei as usize];
            e.visits += 1;
            e.wins += win;
            for e in &mut self.edges[nd.start as usize..(nd.start + nd.len) as usize] {
                if work.sim[usize::from(e.cell)] == nd.colour {
                    e.rave_visits += 1.0;
                    e.rave_wins += win as f32;
                }
            }
        }
    }
}

/// Folds a move into what each side has observed since the root: the mover saw its cell and
/// whether it hit, the other side only whether a stone of its own was hit.
pub(super) fn observe(observed: &mut [u64; 3], mover: u8, cell: usize, hit: bool) {
    let m = usize::from(mover);
    observed[m] = mix(observed[m] ^ ((cell as u64 + 1) << 1 | u64::from(hit)));
    let watcher = usize::from(other(mover));
    observed[watcher] = mix(observed[watcher] ^ (1 << 20 | u64::from(hit)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ai::{geometry::BLUE, root::root_cells, Budget},
        rules::{BoardSize, GameSettings, HexGame, Player},
    };

    fn game(variant: Variant, n: u32, moves: &str) -> HexGame {
        let settings = GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(false);
        let moves = crate::rules::parse_move_list(moves).unwrap();
        HexGame::from_moves(settings, &moves).unwrap()
    }

    #[test]
    fn the_opponent_in_the_tree_does_not_know_the_viewers_stones() {
        // Red to move on 5×5 classic after c3 and Blue's unseen first stone.
        let g = game(Variant::DarkHex(DarkVersion::Classic), 5, "c3 b2");
        let view = g.player_view(Player::Red);
        let cells = root_cells(&view);
        let c3 = 2 * 5 + 2;
        let blue_tries_c3 = || {
            let mut search = Search::new(&view, 5).unwrap();
            search.run(&cells, Budget::iterations(3_000)).unwrap();
            let nodes = search.nodes.iter().filter(|n| n.colour == BLUE);
            nodes
                .flat_map(|n| &search.edges[n.start as usize..(n.start + n.len) as usize])
                .filter(|e| usize::from(e.cell) == c3)
                .map(|e| e.visits)
                .sum::<u32>()
        };
        // Blue cannot see Red's c3, so in the tree Blue tries it too (and hits it). (The older
        // tree let Blue play only on empty cells of the sample, as if it saw Red.)
        assert!(blue_tries_c3() > 0);
    }

    #[test]
    fn the_report_tells_how_deep_the_tree_reached() {
        let g = game(Variant::DarkHex(DarkVersion::Classic), 5, "c3 b2");
        let view = g.player_view(Player::Red);
        let report = |n| crate::ai::analyse(&view, Budget::iterations(n), 3).unwrap();
        let (short, long) = (report(200), report(5_000));
        assert!(long.mean_depth > short.mean_depth, "{long:?} vs {short:?}");
        for r in [short, long] {
            assert!(r.visit_share > 0.0 && r.visit_share <= 1.0, "{r:?}");
        }
    }

    #[test]
    fn samples_respect_the_viewers_knowledge() {
        // Red: a1 placed, hit Blue's c3, placed b4; Blue has placed c3 and two more stones.
        let g = game(
            Variant::DarkHex(DarkVersion::Classic),
            5,
            "a1 c3 c3 b4 e1 d2 e2",
        );
        let view = g.player_view(Player::Red);
        assert_eq!(view.to_move(), Some(Player::Red));
        let mut search = Search::new(&view, 9).unwrap();
        assert_eq!(search.hidden, 2);
        let cells = search.geo.cells();
        let mut work = Work::new(cells);
        for _ in 0..200 {
            search.determinize(&mut work);
            for i in 0..cells {
                if search.base[i] != EMPTY {
                    assert_eq!(work.sim[i], search.base[i]);
                }
            }
            let blue = work.sim.iter().filter(|&&c| c == BLUE).count();
            assert_eq!(blue, 3, "c3 and two hidden stones");
            assert!(!search.flood.connects(&search.geo, &work.sim, BLUE));
        }
    }
}
