//! Monte Carlo tree search shared by Hex, Rex and Dark Hex.
//!
//! One engine: UCT with RAVE (all-moves-as-first statistics taken from the final board of each
//! playout), playouts that fill the board at random (with bridge-saving and edge-template
//! replies in Hex and Dark Hex), and, for Dark Hex, single-observer information-set search: every iteration
//! first samples a hidden board consistent with what the viewer knows, and an action that
//! lands on a sampled hidden stone is a hit (revealed; in the classic version the viewer moves
//! again). Edges carry availability counts, since in Dark Hex a cell may be playable in one
//! sample and occupied in another.
//!
//! The board's cells, neighbours and flood fills are in [`super::geometry`]; the weights of
//! the hidden-stone samples in [`super::hidden`].

use std::time::{Duration, Instant};

use super::{
    geometry::{code, edges_of, other, Flood, Geometry, BLUE, EMPTY, NO_CELL, RED},
    hidden::hidden_weights,
    rng::Rng,
    Budget, Report,
};
use crate::rules::{BoardSize, Cell, DarkVersion, Move, MoveResult, Player, PlayerView, Variant};

const NO_NODE: u32 = u32::MAX;

/// Which rules the search simulates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
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

/// RAVE bias (4b² in Gelly and Silver's schedule).
const RAVE_BIAS: f32 = 0.002;
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

/// A search from one player's view.
pub(crate) struct Search {
    geo: Geometry,
    kind: Kind,
    viewer: u8,
    /// What the viewer sees (for Hex and Rex, the whole board).
    base: Vec<u8>,
    /// Cells whose content the viewer knows to be a stone.
    known: Vec<bool>,
    /// Cells the viewer sees as empty (where hidden enemy stones may be).
    unknown: Vec<u16>,
    /// Number of hidden enemy stones.
    hidden: usize,
    /// Sampling weight of each cell for hidden stones.
    weight: Vec<f32>,
    nodes: Vec<Node>,
    edges: Vec<Edge>,
    rng: Rng,
    flood: Flood,
    exploration: f32,
}

/// Per-iteration buffers.
struct Work {
    sim: Vec<u8>,
    taken: Vec<bool>,
    path: Vec<(u32, u32)>,
    empties: Vec<u16>,
    position: Vec<u16>,
    pool: Vec<u16>,
    pool_weight: Vec<f32>,
    bridges: Vec<u16>,
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
            weight,
            nodes: Vec::new(),
            edges: Vec::new(),
            rng: Rng::new(seed),
            exploration: if kind == Kind::Hex {
                EXPLORATION_HEX
            } else {
                EXPLORATION
            },
        })
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

    /// Runs the search and returns the most visited root cell.
    pub(crate) fn run(&mut self, root_cells: &[usize], budget: Budget) -> Option<Report> {
        let started = Instant::now();
        if root_cells.is_empty() {
            return None;
        }
        if root_cells.len() == 1 {
            return Some(Report {
                mv: Move::Place(self.geo.cell(root_cells[0])),
                iterations: 0,
                elapsed: started.elapsed(),
                win_rate: 0.5,
            });
        }
        let cells = self.geo.cells();
        let base = self.base.clone();
        self.add_node(self.viewer, &base, root_cells.iter().copied());
        let mut work = Work {
            sim: vec![EMPTY; cells],
            taken: vec![false; cells],
            path: Vec::with_capacity(cells),
            empties: Vec::with_capacity(cells),
            position: vec![0; cells],
            pool: Vec::with_capacity(cells),
            pool_weight: Vec::with_capacity(cells),
            bridges: Vec::with_capacity(6),
        };
        let mut iterations = 0u64;
        loop {
            if let Some(max) = budget.max_iterations {
                if iterations >= max {
                    break;
                }
            }
            if iterations % 16 == 0 && started.elapsed() >= budget.time && iterations > 0 {
                break;
            }
            self.iterate(&mut work);
            iterations += 1;
        }
        let root = self.nodes[0];
        let best = self.edges[root.start as usize..(root.start + root.len) as usize]
            .iter()
            .max_by(|a, b| {
                a.visits.cmp(&b.visits).then(
                    (a.wins as f32 / a.visits.max(1) as f32)
                        .total_cmp(&(b.wins as f32 / b.visits.max(1) as f32)),
                )
            })?;
        Some(Report {
            mv: Move::Place(self.geo.cell(usize::from(best.cell))),
            iterations,
            elapsed: started.elapsed(),
            win_rate: f64::from(best.wins) / f64::from(best.visits.max(1)),
        })
    }

    fn determinize(&mut self, work: &mut Work) {
        work.sim.copy_from_slice(&self.base);
        work.taken.copy_from_slice(&self.known);
        if self.hidden == 0 {
            return;
        }
        let opponent = other(self.viewer);
        for _attempt in 0..40 {
            // Weighted sampling without replacement of `hidden` cells among the unknown ones.
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
                work.sim[usize::from(work.pool[i])] = opponent;
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
        // last uniform one without the check.
        for &c in &work.pool[..self.hidden] {
            work.sim[usize::from(c)] = opponent;
        }
    }

    fn iterate(&mut self, work: &mut Work) {
        self.determinize(work);
        work.path.clear();
        let mut node = 0u32;
        let mut colour = self.viewer;
        let mut winner: Option<u8> = None;
        let mut last_placed: Option<(usize, u8)> = None;
        loop {
            let nd = self.nodes[node as usize];
            let (start, end) = (nd.start as usize, (nd.start + nd.len) as usize);
            let mut best: Option<usize> = None;
            let mut best_score = f32::NEG_INFINITY;
            for ei in start..end {
                let cell = usize::from(self.edges[ei].cell);
                let available = if colour == self.viewer {
                    !work.taken[cell]
                } else {
                    work.sim[cell] == EMPTY
                };
                if !available {
                    continue;
                }
                let e = &mut self.edges[ei];
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
                let n = e.visits as f32;
                let q = if e.visits > 0 { e.wins as f32 / n } else { 0.5 };
                let rn = e.rave_visits;
                let rq = e.rave_wins / rn;
                let beta = rn / (rn + n + RAVE_BIAS * rn * n);
                let explore = self.exploration * ((e.avail as f32).ln() / (n + 1.0)).sqrt();
                let score = (1.0 - beta) * q + beta * rq + explore;
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
            work.taken[cell] = true;
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
            let child = self.edges[ei].child[slot];
            colour = next;
            if child == NO_NODE {
                if self.edges[ei].visits >= 1 && self.edges.len() < MAX_EDGES {
                    let cells: Vec<usize> =
                        (0..work.sim.len()).filter(|&c| !work.taken[c]).collect();
                    let created = self.add_node(colour, &work.sim, cells.into_iter());
                    self.edges[ei].child[slot] = created;
                }
                break;
            }
            node = child;
        }
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

    /// Fills the board at random from `work.sim` with `colour` to move and returns the winner.
    fn playout(&mut self, work: &mut Work, mut colour: u8, last: Option<(usize, u8)>) -> u8 {
        work.empties.clear();
        for (i, &c) in work.sim.iter().enumerate() {
            if c == EMPTY {
                work.position[i] = work.empties.len() as u16;
                work.empties.push(i as u16);
            }
        }
        let bridges = self.kind != Kind::Rex;
        let mut last = last.and_then(|(cell, by)| (by != colour).then_some(cell));
        while !work.empties.is_empty() {
            let mut pick = None;
            if bridges {
                if let Some(x) = last {
                    work.bridges.clear();
                    let around = &self.geo.neighbours[x];
                    let own_edges = edges_of(colour);
                    let x_on_edge = self.geo.edge[x] & own_edges;
                    for i in 0..6 {
                        let (a, m, b) = (around[(i + 5) % 6], around[i], around[(i + 1) % 6]);
                        if m == NO_CELL || work.sim[usize::from(m)] != EMPTY {
                            continue;
                        }
                        let ours = |c: u16| c != NO_CELL && work.sim[usize::from(c)] == colour;
                        if ours(a) && ours(b) {
                            // Bridge between two own stones, carrier {x, m}.
                            work.bridges.push(m);
                        } else if x_on_edge != 0
                            && self.geo.edge[usize::from(m)] & x_on_edge != 0
                            && ((ours(a) && self.geo.edge[usize::from(a)] & x_on_edge == 0)
                                || (ours(b) && self.geo.edge[usize::from(b)] & x_on_edge == 0))
                        {
                            // Edge template: an own stone one row off the edge keeps its
                            // connection through the two edge cells x and m.
                            work.bridges.push(m);
                        }
                    }
                    if !work.bridges.is_empty() {
                        pick = Some(usize::from(
                            work.bridges[self.rng.below(work.bridges.len())],
                        ));
                    }
                }
            }
            let cell = match pick {
                Some(c) => c,
                None => usize::from(work.empties[self.rng.below(work.empties.len())]),
            };
            // Remove `cell` from the empty list.
            let at = usize::from(work.position[cell]);
            let moved = work.empties[work.empties.len() - 1];
            work.empties[at] = moved;
            work.position[usize::from(moved)] = at as u16;
            work.empties.pop();
            work.sim[cell] = colour;
            last = Some(cell);
            colour = other(colour);
        }
        let red_chain = self.flood.connects(&self.geo, &work.sim, RED);
        match (self.kind, red_chain) {
            (Kind::Rex, true) | (Kind::Hex | Kind::Dark { .. }, false) => BLUE,
            _ => RED,
        }
    }
}
/// The cells the viewer may play at the root (Red's first move in a swap game avoids the
/// cells the opponent would take over).
pub(crate) fn root_cells(view: &PlayerView) -> Vec<usize> {
    let settings = view.settings();
    let size = settings.size;
    let rows = usize::from(size.rows());
    let cols = usize::from(size.cols());
    let first_with_swap = settings.swap_available() && view.ply() == 0;
    let mut cells: Vec<usize> = (0..rows * cols)
        .filter(|&i| view.cells()[i].is_none())
        .collect();
    if first_with_swap && rows > 2 {
        let keep: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&i| {
                let cell = Cell::new((i / cols) as u8, (i % cols) as u8);
                !would_swap(settings.variant, size, cell)
            })
            .collect();
        if !keep.is_empty() {
            cells = keep;
        }
    }
    cells
}

/// Whether Blue should take over Red's first stone on `cell`: in Hex every stone off the
/// border is strong; in Rex the acute corners win for the first player.
pub(crate) fn would_swap(variant: Variant, size: BoardSize, cell: Cell) -> bool {
    let last = size.rows() - 1;
    match variant {
        Variant::Rex => (cell.row == 0 && cell.col == 0) || (cell.row == last && cell.col == last),
        _ => cell.row != 0 && cell.col != 0 && cell.row != last && cell.col != last,
    }
}

/// The search's move for the player to move in `view`, with its statistics.
pub(crate) fn search_move(view: &PlayerView, budget: Budget, seed: u64) -> Option<Report> {
    let settings = view.settings();
    if settings.swap_available() && view.ply() == 1 && view.viewer() == Player::Blue {
        if let Some(Move::Place(cell)) = view.timeline().first().and_then(|s| s.mv) {
            if would_swap(settings.variant, settings.size, cell) {
                return Some(Report {
                    mv: Move::Swap,
                    iterations: 0,
                    elapsed: Duration::ZERO,
                    win_rate: 0.5,
                });
            }
        }
    }
    let mut search = Search::new(view, seed)?;
    let cells = root_cells(view);
    search.run(&cells, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameSettings, HexGame};

    fn game(variant: Variant, n: u32, moves: &str) -> HexGame {
        let settings = GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(false);
        let moves = crate::rules::parse_move_list(moves).unwrap();
        HexGame::from_moves(settings, &moves).unwrap()
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
        let mut work = Work {
            sim: vec![EMPTY; cells],
            taken: vec![false; cells],
            path: Vec::new(),
            empties: Vec::new(),
            position: vec![0; cells],
            pool: Vec::new(),
            pool_weight: Vec::new(),
            bridges: Vec::new(),
        };
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
