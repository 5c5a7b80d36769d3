//! The Hex board as the search sees it: cells as small integers (`EMPTY`, `RED`, `BLUE`), a
//! neighbour table in circular order with edge bits per cell ([`Geometry`]), and reusable
//! flood fills that tell whether a colour joins its edges ([`Flood`]).

use std::collections::VecDeque;

use crate::rules::{BoardSize, Cell, Player};

pub(super) const EMPTY: u8 = 0;
pub(super) const RED: u8 = 1;
pub(super) const BLUE: u8 = 2;
pub(super) const NO_CELL: u16 = u16::MAX;

/// Edge bits of a cell: top, bottom, left, right.
pub(super) const TOP: u8 = 1;
pub(super) const BOTTOM: u8 = 2;
pub(super) const LEFT: u8 = 4;
pub(super) const RIGHT: u8 = 8;

pub(super) fn code(player: Player) -> u8 {
    match player {
        Player::Red => RED,
        Player::Blue => BLUE,
    }
}

pub(super) fn other(colour: u8) -> u8 {
    3 - colour
}

pub(super) fn edges_of(colour: u8) -> u8 {
    if colour == RED {
        TOP | BOTTOM
    } else {
        LEFT | RIGHT
    }
}

/// Board geometry: neighbour table in circular order and edge bits per cell.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    /// Neighbours in circular order around the cell; `NO_CELL` off the board.
    pub(crate) neighbours: Vec<[u16; 6]>,
    pub(crate) edge: Vec<u8>,
}

impl Geometry {
    pub(crate) fn new(size: BoardSize) -> Self {
        let (rows, cols) = (usize::from(size.rows()), usize::from(size.cols()));
        // Consecutive directions are themselves neighbours, so (a, m, b) consecutive around a
        // cell x means a and b form a bridge whose carrier is {x, m}.
        const STEPS: [(isize, isize); 6] = [(-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, -1)];
        let mut neighbours = Vec::with_capacity(rows * cols);
        let mut edge = Vec::with_capacity(rows * cols);
        for r in 0..rows {
            for c in 0..cols {
                let mut list = [NO_CELL; 6];
                for (slot, (dr, dc)) in STEPS.iter().enumerate() {
                    let (nr, nc) = (r as isize + dr, c as isize + dc);
                    if nr >= 0 && nc >= 0 && (nr as usize) < rows && (nc as usize) < cols {
                        list[slot] = (nr as usize * cols + nc as usize) as u16;
                    }
                }
                neighbours.push(list);
                let mut bits = 0;
                if r == 0 {
                    bits |= TOP;
                }
                if r + 1 == rows {
                    bits |= BOTTOM;
                }
                if c == 0 {
                    bits |= LEFT;
                }
                if c + 1 == cols {
                    bits |= RIGHT;
                }
                edge.push(bits);
            }
        }
        Self {
            rows,
            cols,
            neighbours,
            edge,
        }
    }

    pub(crate) fn cells(&self) -> usize {
        self.rows * self.cols
    }

    pub(crate) fn cell(&self, index: usize) -> Cell {
        Cell::new((index / self.cols) as u8, (index % self.cols) as u8)
    }

    /// Distance of a cell from the board's centre, scaled to `0..=1`.
    pub(super) fn off_centre(&self, index: usize) -> f32 {
        let (r, c) = ((index / self.cols) as f32, (index % self.cols) as f32);
        let (cr, cc) = (
            (self.rows as f32 - 1.0) / 2.0,
            (self.cols as f32 - 1.0) / 2.0,
        );
        // Hex distance in axial coordinates (the grid's third axis is r + c).
        let (dr, dc) = (r - cr, c - cc);
        let d = dr.abs().max(dc.abs()).max((dr + dc).abs());
        let max = cr.max(cc) + cr.min(cc);
        if max > 0.0 {
            (d / max).min(1.0)
        } else {
            0.0
        }
    }
}

/// Scratch space for flood fills, reused across iterations.
#[derive(Clone, Debug)]
pub(crate) struct Flood {
    mark: Vec<u32>,
    stamp: u32,
    stack: Vec<u16>,
}

impl Flood {
    pub(crate) fn new(cells: usize) -> Self {
        Self {
            mark: vec![0; cells],
            stamp: 0,
            stack: Vec::with_capacity(cells),
        }
    }

    fn next_stamp(&mut self) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
        self.stamp
    }

    /// Whether the group of `colour` stones through `start` touches both of its edges.
    pub(crate) fn group_connects(
        &mut self,
        geo: &Geometry,
        board: &[u8],
        start: usize,
        colour: u8,
    ) -> bool {
        let want = edges_of(colour);
        let stamp = self.next_stamp();
        self.stack.clear();
        self.stack.push(start as u16);
        self.mark[start] = stamp;
        let mut seen = 0u8;
        while let Some(at) = self.stack.pop() {
            let at = usize::from(at);
            seen |= geo.edge[at];
            if seen & want == want {
                return true;
            }
            for &n in &geo.neighbours[at] {
                if n != NO_CELL {
                    let n = usize::from(n);
                    if board[n] == colour && self.mark[n] != stamp {
                        self.mark[n] = stamp;
                        self.stack.push(n as u16);
                    }
                }
            }
        }
        false
    }

    /// Whether `colour` joins its two edges anywhere on `board`.
    pub(crate) fn connects(&mut self, geo: &Geometry, board: &[u8], colour: u8) -> bool {
        let stamp = self.next_stamp();
        self.stack.clear();
        let (first, last) = if colour == RED {
            (TOP, BOTTOM)
        } else {
            (LEFT, RIGHT)
        };
        for (i, &bits) in geo.edge.iter().enumerate() {
            if bits & first != 0 && board[i] == colour {
                self.mark[i] = stamp;
                self.stack.push(i as u16);
            }
        }
        while let Some(at) = self.stack.pop() {
            let at = usize::from(at);
            if geo.edge[at] & last != 0 {
                return true;
            }
            for &n in &geo.neighbours[at] {
                if n != NO_CELL {
                    let n = usize::from(n);
                    if board[n] == colour && self.mark[n] != stamp {
                        self.mark[n] = stamp;
                        self.stack.push(n as u16);
                    }
                }
            }
        }
        false
    }
}

/// Fills `dist` with the least total `cost` of a chain of cells from the edge `edge_bit` to
/// each cell, the cell's own cost included (`u16::MAX` where no chain reaches). `cost` is
/// 0 or 1 per cell, `None` for a cell no chain may cross: a 0-1 breadth-first search (Dial's
/// algorithm with two buckets, re-queuing a cell whenever its distance improves).
pub(super) fn edge_distances(
    geo: &Geometry,
    edge_bit: u8,
    cost: impl Fn(usize) -> Option<u16>,
    dist: &mut [u16],
    deque: &mut VecDeque<u16>,
) {
    dist.fill(u16::MAX);
    deque.clear();
    for (i, &bits) in geo.edge.iter().enumerate() {
        if bits & edge_bit == 0 {
            continue;
        }
        if let Some(c) = cost(i) {
            dist[i] = c;
            if c == 0 {
                deque.push_front(i as u16);
            } else {
                deque.push_back(i as u16);
            }
        }
    }
    while let Some(at) = deque.pop_front() {
        let at = usize::from(at);
        let here = dist[at];
        for &n in &geo.neighbours[at] {
            if n == NO_CELL {
                continue;
            }
            let n = usize::from(n);
            let Some(c) = cost(n) else {
                continue;
            };
            if here + c < dist[n] {
                dist[n] = here + c;
                if c == 0 {
                    deque.push_front(n as u16);
                } else {
                    deque.push_back(n as u16);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bridge_carriers_are_consecutive_neighbours() {
        let geo = Geometry::new(BoardSize::square(5).unwrap());
        let centre = 2 * 5 + 2;
        for i in 0..6 {
            let (a, b) = (
                geo.neighbours[centre][i],
                geo.neighbours[centre][(i + 1) % 6],
            );
            assert!(geo.neighbours[usize::from(a)].contains(&b), "{i}");
        }
    }
}
